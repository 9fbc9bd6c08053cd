//! `docusaurus-plugin-typedoc-api` in a Docusaurus config: the plugin's `projectRoot` and
//! `packages` become docc's typed-reference packages (`[[typescript.packages]]`), compiled by
//! the TypeScript phase at the routes the plugin gives them: a package's index at
//! `/api/<slug>` (the slug is the package folder's name, or `slug`), its classes, functions,
//! interfaces, enums and namespaces at `/api/<slug>/<kind>/<Name>`. A package with several
//! entry points (`entry: { index: 'src/index.ts', 'sub/path': … }`) gives one reference per
//! entry, named as the plugin names them (`<slug>` for `index`, `<slug>-sub-path` otherwise).
//!
//! What docc cannot honour is a located warning and never stops the build: a package folder
//! or entry file that is missing or outside the repository (that package or entry is left
//! out), a computed value, and a `routeBasePath` other than `api` (docc serves the reference
//! at `/api`).

use crate::config::{Config, PackageConfig};
use crate::jsconfig::{JVal, Loc};
use docc_diag::confine::ContentRoot;
use docc_diag::Diagnostic;
use std::path::Path;

const CODE: &str = "docc::typedoc-api";

fn warn(diags: &mut Vec<Diagnostic>, loc: Option<&Loc>, label: &str, msg: String, help: &str) {
    let mut d = Diagnostic::warning(CODE, msg).help(help.to_string());
    if let Some(l) = loc {
        d = d.at(&l.file, l.span.clone(), label);
    }
    diags.push(d);
}

/// `a/./b/../c` → `a/c`, `./x/` → `x`: a path relative to the site folder as the plugin's
/// `path.join` spells it (a leading `..` is kept).
fn join(parts: &[&str]) -> String {
    let mut out: Vec<&str> = Vec::new();
    for seg in parts.iter().flat_map(|p| p.split(['/', '\\'])) {
        match seg {
            "" | "." => {}
            ".." if out.last().is_some_and(|s| *s != "..") => {
                out.pop();
            }
            s => out.push(s),
        }
    }
    if out.is_empty() {
        ".".into()
    } else {
        out.join("/")
    }
}

/// Reads the plugin's options into `c.typescript.packages`; `plugin` is where the plugin
/// is listed (for diagnostics about options that are absent).
pub(crate) fn read(site_dir: &Path, opts: &JVal, plugin: Option<&Loc>, c: &mut Config, diags: &mut Vec<Diagnostic>) {
    let Some(root_dir) = project_root(opts, diags) else { return };
    if let Some((v, loc)) = opts.entry("routeBasePath") {
        let base = v.str().map(|s| s.trim_matches('/'));
        if base != Some("api") {
            warn(
                diags,
                Some(loc),
                "served at /api",
                format!("`routeBasePath` {} is not honoured: docc serves the typed reference at /api", v.str().map(|s| format!("\"{s}\"")).unwrap_or_default()),
                "remove routeBasePath (the plugin's default is `api`) so that links to the reference match",
            );
        }
    }
    let packages = match opts.entry("packages") {
        Some((JVal::Arr(items), _)) => items,
        other => {
            warn(
                diags,
                other.map(|(_, l)| l).or(plugin),
                "no packages",
                "docusaurus-plugin-typedoc-api has no `packages` list docc can read; no typed reference is made".into(),
                "list the package folders, relative to projectRoot: packages: ['packages/api']",
            );
            return;
        }
    };
    let root = ContentRoot::new(site_dir);
    for (item, loc) in packages {
        read_package(site_dir, &root, &root_dir, item, loc, c, diags);
    }
}

/// `projectRoot` relative to the site folder (`.` by default), or `None` (reported).
fn project_root(opts: &JVal, diags: &mut Vec<Diagnostic>) -> Option<String> {
    match opts.entry("projectRoot") {
        None => Some(".".to_string()),
        Some((JVal::Str(s), loc)) => {
            // `path.join(__dirname, 'lib')` reads as `./lib`; an absolute path names this machine.
            if Path::new(s).is_absolute() {
                warn(
                    diags,
                    Some(loc),
                    "absolute path",
                    format!("`projectRoot: \"{s}\"` is an absolute path; the typed reference is not made"),
                    "write it relative to the site folder, e.g. path.join(__dirname, 'lib')",
                );
                return None;
            }
            Some(s.clone())
        }
        Some((v, loc)) => {
            warn(
                diags,
                Some(loc),
                "not a literal",
                format!("`projectRoot` is not a path docc can read ({}); the typed reference is not made", describe(v)),
                "write it as a string or path.join(__dirname, '…')",
            );
            None
        }
    }
}

/// One item of `packages`: its entries, checked, into `c.typescript.packages`.
fn read_package(site_dir: &Path, root: &ContentRoot, root_dir: &str, item: &JVal, loc: &Loc, c: &mut Config, diags: &mut Vec<Diagnostic>) {
    let (pkg_path, path_loc, slug, entry) = match item {
        JVal::Str(s) => (s.as_str(), loc, None, None),
        JVal::Obj(_) => match item.entry("path") {
            Some((JVal::Str(p), ploc)) => (p.as_str(), ploc, item.get("slug").and_then(JVal::str), item.entry("entry")),
            _ => {
                warn(
                    diags,
                    Some(loc),
                    "no path",
                    "a package without a literal `path` is left out of the typed reference".into(),
                    "give it `path: 'packages/name'`",
                );
                return;
            }
        },
        other => {
            warn(
                diags,
                Some(loc),
                "not a literal",
                format!("a package docc cannot read ({}) is left out of the typed reference", describe(other)),
                "write each package as a folder path or { path, entry }",
            );
            return;
        }
    };
    let dir = join(&[root_dir, pkg_path]);
    if let Err(e) = root.resolve_dir(&site_dir.join(&dir)) {
        warn(
            diags,
            Some(path_loc),
            "this package",
            format!("package folder `{dir}` cannot be read: {e}; it is left out of the typed reference"),
            &format!("{} (package paths are relative to projectRoot `{root_dir}`)", e.help()),
        );
        return;
    }
    let slug = slug.map(str::to_string).unwrap_or_else(|| dir.rsplit('/').next().unwrap_or(&dir).to_string());
    // (import path, entry file relative to the package, where it is written)
    let mut entries: Vec<(String, String, &Loc)> = Vec::new();
    match entry {
        None => entries.push(("index".into(), "src/index.ts".into(), path_loc)),
        Some((JVal::Str(e), eloc)) => entries.push(("index".into(), e.clone(), eloc)),
        Some((JVal::Obj(map), _)) => {
            for (import, v, eloc) in map {
                let file = match v {
                    JVal::Str(e) => Some(e.clone()),
                    JVal::Obj(_) => v.get("path").and_then(JVal::str).map(str::to_string),
                    _ => None,
                };
                match file {
                    Some(f) => entries.push((import.clone(), f, eloc)),
                    None => warn(
                        diags,
                        Some(eloc),
                        "not a literal",
                        format!("entry `{import}` of package `{dir}` has no literal path; it is left out"),
                        "write it as 'src/file.ts' or { path: 'src/file.ts', label }",
                    ),
                }
            }
        }
        Some((v, eloc)) => warn(
            diags,
            Some(eloc),
            "not a literal",
            format!("the `entry` of package `{dir}` is not one docc can read ({}); the package is left out", describe(v)),
            "write it as a string or an object of import path → file",
        ),
    }
    for (import, file, eloc) in entries {
        let path = join(&[&dir, &file]);
        if let Err(e) = root.resolve_file(&site_dir.join(&path)) {
            warn(
                diags,
                Some(eloc),
                "this entry",
                format!("entry `{path}` of package `{dir}` cannot be read: {e}; it is left out of the typed reference"),
                &format!("{} (an entry is relative to its package folder; the plugin's default is src/index.ts)", e.help()),
            );
            continue;
        }
        let name = if import == "index" { slug.clone() } else { format!("{slug}-{}", import.replace('\\', "-")) };
        c.typescript.packages.push(PackageConfig { name, entry: path });
    }
}

fn describe(v: &JVal) -> String {
    match v {
        JVal::Dyn(why) => why.clone(),
        JVal::Null => "undefined".into(),
        JVal::Bool(_) => "a boolean".into(),
        JVal::Num(_) => "a number".into(),
        JVal::Str(_) => "a string".into(),
        JVal::Arr(_) => "an array".into(),
        JVal::Obj(_) => "an object".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::join;

    #[test]
    fn paths_join_as_node_path_join() {
        assert_eq!(join(&["./silvana-lib", "packages/api", "src/index.ts"]), "silvana-lib/packages/api/src/index.ts");
        assert_eq!(join(&[".", "packages/x/", "./src/../lib/a.ts"]), "packages/x/lib/a.ts");
        assert_eq!(join(&["..", "packages/x"]), "../packages/x");
        assert_eq!(join(&["."]), ".");
    }
}
