//! Versioned docs, as Docusaurus's docs plugin reads them: `versions.json` (released version
//! names, newest first), `versioned_docs/version-<name>/`, `versioned_sidebars/version-<name>-sidebars.json`,
//! and the plugin's options `lastVersion`, `versions: { <name>: { label, path, banner } }`,
//! `onlyIncludeVersions`, `includeCurrentVersion`, `disableVersioning`. The result is
//! `DocsConfig::versions`, one entry per version built; the pipeline loads a docs tree for each.

use crate::config::{Config, DocVersion};
use crate::jsconfig::{JVal, Loc};
use docc_diag::confine::ContentRoot;
use docc_diag::{Diagnostic, SourceFile};
use docc_model::VersionBanner;
use std::path::Path;
use std::sync::Arc;

const CURRENT: &str = "current";
const HELP_JSON: &str = "versions.json is a JSON array of version names, newest first: [\"2.0\", \"1.0\"]";

/// Reads the site's versions into `c.docs.versions` (left empty when the site has no
/// `versions.json` or disables versioning). `opts` are the docs plugin's options, `sidebars`
/// the current version's sidebars file.
pub(super) fn read(site_dir: &Path, opts: &JVal, sidebars: Option<&str>, c: &mut Config, diags: &mut Vec<Diagnostic>) {
    if opts.get("disableVersioning").and_then(JVal::as_bool) == Some(true) {
        return;
    }
    let root = ContentRoot::new(site_dir);
    let Ok(text) = root.read_to_string(&site_dir.join("versions.json")) else { return };
    let file = SourceFile::new("versions.json", text);
    let Some(names) = parse(&file, diags) else { return };
    if missing_folders(&root, site_dir, &file, &names, diags) {
        return;
    }
    let include_current = opts.get("includeCurrentVersion").and_then(JVal::as_bool) != Some(false);
    let mut all: Vec<&str> = if include_current { vec![CURRENT] } else { vec![] };
    all.extend(names.iter().map(|(n, _)| n.as_str()));
    let last = match opts.entry("lastVersion") {
        Some((JVal::Str(s), loc)) => {
            if !all.contains(&s.as_str()) {
                diags.push(unknown(loc, "lastVersion", s, &all));
                return;
            }
            s.clone()
        }
        _ => names.first().map(|(n, _)| n.clone()).unwrap_or_else(|| CURRENT.into()),
    };
    let mut included: Vec<&str> = all.clone();
    if let Some((list @ JVal::Arr(_), loc)) = opts.entry("onlyIncludeVersions") {
        included.clear();
        for (v, l) in list.items() {
            match v.str() {
                Some(n) if all.contains(&n) => included.push(all[all.iter().position(|a| *a == n).expect("contained")]),
                Some(n) => {
                    diags.push(unknown(l, "onlyIncludeVersions", n, &all));
                    return;
                }
                None => {}
            }
        }
        if !included.contains(&last.as_str()) {
            diags.push(
                Diagnostic::error(
                    "docc::docs-version",
                    format!("onlyIncludeVersions leaves out `{last}`, the version served at the docs' base route (lastVersion)"),
                )
                .at(&loc.file, loc.span.clone(), "lastVersion is not in this list")
                .help(format!("add `{last}` to onlyIncludeVersions, or set lastVersion to one of the versions listed")),
            );
            return;
        }
        included.sort_by_key(|n| all.iter().position(|a| a == n));
    }
    let last_pos = all.iter().position(|a| *a == last).unwrap_or(0);
    let options = opts.get("versions");
    c.docs.versions = included
        .iter()
        .map(|&name| {
            let o = options.and_then(|v| v.get(name));
            let text = |key: &str| o.and_then(|o| o.get(key)).and_then(JVal::str).map(str::to_string);
            let is_last = name == last;
            let path = text("path").unwrap_or_else(|| match name {
                _ if is_last => String::new(),
                CURRENT => "next".into(),
                n => n.into(),
            });
            let banner = match text("banner").as_deref() {
                Some("none") => VersionBanner::None,
                Some("unreleased") => VersionBanner::Unreleased,
                Some("unmaintained") => VersionBanner::Unmaintained,
                _ if is_last => VersionBanner::None,
                _ if all.iter().position(|a| *a == name).unwrap_or(0) < last_pos => VersionBanner::Unreleased,
                _ => VersionBanner::Unmaintained,
            };
            let (dir, sidebars) = if name == CURRENT {
                (c.docs.dir.clone(), sidebars.map(str::to_string))
            } else {
                let s = format!("versioned_sidebars/version-{name}-sidebars.json");
                (format!("versioned_docs/version-{name}"), site_dir.join(&s).is_file().then_some(s))
            };
            let path = path.trim_matches('/');
            let base = c.docs.route_prefix();
            DocVersion {
                name: name.to_string(),
                label: text("label").unwrap_or_else(|| if name == CURRENT { "Next".into() } else { name.to_string() }),
                dir,
                prefix: if path.is_empty() { base } else { format!("{base}/{path}") },
                sidebars,
                banner,
                last: is_last,
            }
        })
        .collect();
    if let Some(v) = c.docs.versions.iter().find(|v| v.last) {
        c.docs.version_name = v.name.clone();
        c.docs.version_label = v.label.clone();
    }
    // Every version is compiled: none leads to the live site any more.
    c.docs.live_versions.clear();
}

/// Reports each version of `versions.json` whose `versioned_docs/version-<name>/` is missing.
fn missing_folders(
    root: &ContentRoot,
    site_dir: &Path,
    file: &Arc<SourceFile>,
    names: &[(String, std::ops::Range<usize>)],
    diags: &mut Vec<Diagnostic>,
) -> bool {
    let mut missing = false;
    for (name, span) in names {
        let dir = format!("versioned_docs/version-{name}");
        if root.resolve_dir(&site_dir.join(&dir)).is_err() {
            missing = true;
            diags.push(
                Diagnostic::error("docc::docs-version", format!("version `{name}` is listed in versions.json, but its folder `{dir}/` does not exist"))
                    .at(file, span.clone(), "no folder for this version")
                    .help(format!("restore `{dir}/` (`npx docusaurus docs:version {name}` creates it from docs/), or remove `{name}` from versions.json")),
            );
        }
    }
    missing
}

/// The names of `versions.json` with the span of each (its quoted string).
fn parse(file: &Arc<SourceFile>, diags: &mut Vec<Diagnostic>) -> Option<Vec<(String, std::ops::Range<usize>)>> {
    let value: serde_json::Value = match serde_json::from_str(&file.text) {
        Ok(v) => v,
        Err(e) => {
            let at = offset(&file.text, e.line(), e.column());
            diags.push(
                Diagnostic::error("docc::docs-version", format!("versions.json is not valid JSON: {e}"))
                    .at(file, at..(at + 1).min(file.text.len()).max(at), "here")
                    .help(HELP_JSON),
            );
            return None;
        }
    };
    let bad = |diags: &mut Vec<Diagnostic>, what: &str, span: std::ops::Range<usize>| {
        diags.push(Diagnostic::error("docc::docs-version", format!("versions.json {what}")).at(file, span, "here").help(HELP_JSON));
    };
    let Some(list) = value.as_array() else {
        bad(diags, "is not an array of version names", 0..file.text.len().min(1));
        return None;
    };
    let mut out = Vec::new();
    let mut from = 0;
    for v in list {
        let Some(name) = v.as_str() else {
            let start = file.text[from..].find(|c: char| !c.is_whitespace() && c != '[' && c != ',').map_or(from, |i| from + i);
            bad(diags, &format!("holds `{v}`, which is not a version name"), start..(start + v.to_string().len()).min(file.text.len()));
            return None;
        };
        let quoted = serde_json::to_string(name).expect("a string");
        let start = file.text[from..].find(&quoted).map_or(from, |i| from + i);
        let span = start..(start + quoted.len()).min(file.text.len());
        from = span.end;
        if name.is_empty() || name == CURRENT || name.contains(['/', '\\']) || name.starts_with('.') {
            bad(diags, &format!("holds `{name}`, which cannot name a version folder"), span);
            return None;
        }
        out.push((name.to_string(), span));
    }
    Some(out)
}

fn unknown(loc: &Loc, key: &str, name: &str, all: &[&str]) -> Diagnostic {
    Diagnostic::error("docc::docs-version", format!("{key} names the version `{name}`, which this site does not have"))
        .at(&loc.file, loc.span.clone(), "unknown version")
        .help(format!("the versions are {} (`current` is the docs folder); versions.json lists the released ones", all.join(", ")))
}

fn offset(text: &str, line: usize, col: usize) -> usize {
    let mut off = 0;
    for (i, l) in text.split_inclusive('\n').enumerate() {
        if i + 1 == line {
            return (off + col.saturating_sub(1)).min(text.len());
        }
        off += l.len();
    }
    text.len().saturating_sub(1)
}
