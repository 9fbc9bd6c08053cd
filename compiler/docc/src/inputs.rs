//! docc.toml's paths and links, checked once against the content root before any phase
//! runs, so every problem points at the line of docc.toml that caused it (a missing logo,
//! a spec outside the site folder, a `javascript:` navbar link) instead of surfacing
//! later without a location. Settings that fail are removed from the config the phases
//! see, so one bad path gives one diagnostic.

use crate::config::Config;
use crate::links::unsafe_scheme;
use docc_diag::confine::{ContentRoot, Refused};
use docc_diag::Diagnostic;
use std::path::{Path, PathBuf};

/// A navbar logo that cannot be read. One that is not there costs the navbar its image, not
/// the build (Docusaurus builds with a broken logo image; Ory's and SuperTokens' configs name
/// logos their repositories do not hold): a warning, and the title alone. A refused path
/// (outside the repository, a special file) stays an error.
fn missing_logo(logo: &str, e: &Refused) -> Diagnostic {
    let d = if e.is_policy() {
        Diagnostic::error("docc::outside-root", format!("navbar logo `{logo}` cannot be read: {e}"))
    } else {
        Diagnostic::warning("docc::missing-image", format!("navbar logo `{logo}` cannot be read: {e}; the navbar shows the title without it"))
    };
    d.help(format!("{} (the logo path is relative to the site folder)", e.help()))
}

/// Builds the content root (the site's repository plus the command line's
/// `--allow-outside` folders) and checks every path and link setting against it.
pub(crate) fn check(site_dir: &Path, allow: &[PathBuf], config: &mut Config, diags: &mut Vec<Diagnostic>) -> ContentRoot {
    let src = config.source.clone();
    let mut root = ContentRoot::new(site_dir);
    for path in allow {
        if let Err(e) = root.allow(path) {
            diags.push(
                Diagnostic::error("docc::allow-outside", format!("--allow-outside `{}` cannot be used: {e}", path.display()))
                    .help("pass an existing folder (relative to the working directory, or absolute); /proc, /sys and /dev are never admitted"),
            );
        }
    }
    // The tree is what docc must not trust, so it cannot widen what docc reads: a pull
    // request setting `allow_outside = ["/"]` would otherwise publish the machine's files.
    if !config.security.allow_outside.is_empty() {
        let d = Diagnostic::error(
            "docc::config",
            "`[security] allow_outside` is not honoured: a file in the site cannot widen the folders docc reads (the site's repository)",
        )
        .help(format!(
            "remove the key from docc.toml; whoever runs docc admits an outside folder on the command line instead: `docc compile --allow-outside {}` (docc check and docc serve take it too)",
            config.security.allow_outside[0]
        ));
        diags.push(src.locate(d, "security.allow_outside", "set here"));
    }
    let refused = |what: &str, value: &str, e: &Refused| {
        let code = if e.is_policy() { "docc::outside-root" } else { "docc::missing-file" };
        Diagnostic::error(code, format!("{what} `{value}` cannot be read: {e}")).help(e.help())
    };
    // Folders: a missing docs folder is reported later (empty site); a folder that leaves the root is an error now.
    for (key, value) in
        [("docs.dir", config.docs.dir.clone()), ("docs.pages_dir", config.docs.pages_dir.clone()), ("docs.static_dir", config.docs.static_dir.clone())]
    {
        let path = site_dir.join(&value);
        if std::fs::symlink_metadata(&path).is_err() {
            continue;
        }
        if let Err(e) = root.resolve_dir(&path) {
            diags.push(src.locate(refused("folder", &value, &e), key, "this folder"));
        }
    }
    if let Some(logo) = config.navbar.logo.clone() {
        if let Err(e) = root.resolve_file(&site_dir.join(&logo)) {
            diags.push(src.locate(missing_logo(&logo, &e), "navbar.logo", "this logo"));
            config.navbar.logo = None;
        }
    }
    // A favicon that cannot be read costs the tab its icon, not the build (Docusaurus builds
    // without it too): a warning, and docc's own icon.
    if let Some(icon) = config.favicon.clone() {
        if let Err(e) = root.resolve_file(&site_dir.join(&icon)) {
            let code = if e.is_policy() { "docc::outside-root" } else { "docc::missing-image" };
            let d = Diagnostic::warning(code, format!("favicon `{icon}` cannot be read: {e}; docc's own icon is used"))
                .help(format!("{} (the favicon path is relative to the site folder)", e.help()));
            diags.push(src.locate(d, "favicon", "this favicon"));
            config.favicon = None;
        }
    }
    if let Some(api) = &config.openapi {
        if let Err(e) = root.resolve_file(&site_dir.join(&api.spec)) {
            diags.push(src.locate(refused("OpenAPI spec", &api.spec, &e), "openapi.spec", "this spec"));
            config.openapi = None;
        }
    }
    let mut keep = Vec::new();
    for (i, p) in config.typescript.packages.iter().enumerate() {
        // A file, a package folder or an installed package's name (`o1js`, `@types/node`).
        let (resolved, why) = match docc_tsref::resolve_entry(site_dir, &p.entry) {
            Ok(path) => (root.resolve_file(&path), None),
            Err(why) => (root.resolve_file(&site_dir.join(&p.entry)), Some(why)),
        };
        let key = format!("typescript.packages.{i}.entry");
        match (resolved, why) {
            (Ok(_), None) => keep.push(p.clone()),
            (Err(e), why) if why.is_none() || !is_package_name(&p.entry) || matches!(e, Refused::Outside { .. }) => {
                let d = refused(&format!("entry of TypeScript package `{}`", p.name), &p.entry, &e).help(format!(
                    "{} (set `entry` to a .ts or .d.ts file, a package folder or an installed package name, relative to the site folder)",
                    e.help()
                ));
                diags.push(src.locate(d, &key, "this entry"));
            }
            (_, why) => {
                let d = Diagnostic::error(
                    "docc::ts::entry-not-found",
                    format!("entry `{}` of TypeScript package `{}` cannot be resolved: {}", p.entry, p.name, why.unwrap_or_default()),
                )
                .help("install the package (npm install) so that node_modules holds it, or set `entry` to its .d.ts file");
                diags.push(src.locate(d, &key, "this entry"));
            }
        }
    }
    config.typescript.packages = keep;
    let mut links: Vec<(String, String)> = config.navbar.items.iter().enumerate().map(|(i, l)| (format!("navbar.items.{i}.to"), l.to.clone())).collect();
    for (c, col) in config.footer.columns.iter().enumerate() {
        links.extend(col.items.iter().enumerate().map(|(i, l)| (format!("footer.columns.{c}.items.{i}.to"), l.to.clone())));
    }
    if let Some(l) = config.announcement.as_ref().and_then(|a| a.link.as_ref()) {
        links.push(("announcement.link.to".into(), l.to.clone()));
    }
    for (key, to) in links {
        if let Some(scheme) = unsafe_scheme(&to) {
            let d = Diagnostic::error("docc::unsafe-link", format!("`{scheme}` links are not allowed"))
                .help("link to a route (/Documentation/x) or an https:// URL instead");
            diags.push(src.locate(d, &key, "unsafe link"));
        }
    }
    root
}

/// `o1js`, `@types/node`, `o1js/sub`: no path prefix and no TypeScript file extension.
fn is_package_name(entry: &str) -> bool {
    let path = entry.starts_with("./") || entry.starts_with("../") || entry.starts_with('/');
    !(path || [".ts", ".tsx", ".mts", ".cts", ".js", ".mjs", ".cjs"].iter().any(|e| entry.ends_with(e)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_paths_and_links_point_at_their_setting() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("docc.toml"),
            "[navbar]\nlogo = \"/etc/passwd\"\nitems = [{ label = \"x\", to = \"javascript:alert(1)\" }]\n[openapi]\nspec = \"missing.yaml\"\n[[typescript.packages]]\nname = \"a\"\nentry = \"../x.ts\"\n",
        )
        .unwrap();
        let mut config = crate::config::load(dir.path(), &mut Vec::new()).unwrap();
        let mut diags = Vec::new();
        check(dir.path(), &[], &mut config, &mut diags);
        let got: Vec<(&str, usize)> = diags.iter().map(|d| (d.code, d.line_col().0)).collect();
        assert_eq!(got, [("docc::outside-root", 2), ("docc::missing-file", 5), ("docc::missing-file", 8), ("docc::unsafe-link", 3)], "{diags:?}");
        assert!(diags[0].message.contains("/etc/passwd") && diags[0].message.contains("outside the site folder"));
        assert!(config.navbar.logo.is_none() && config.openapi.is_none() && config.typescript.packages.is_empty());
    }

    #[test]
    fn package_entries_resolve_or_point_at_their_setting() {
        let dir = tempfile::tempdir().unwrap();
        let pkg = dir.path().join("node_modules/kit");
        std::fs::create_dir_all(&pkg).unwrap();
        std::fs::write(pkg.join("package.json"), r#"{"types": "index.d.ts"}"#).unwrap();
        std::fs::write(pkg.join("index.d.ts"), "export declare const x: number;\n").unwrap();
        std::fs::write(
            dir.path().join("docc.toml"),
            "[[typescript.packages]]\nname = \"kit\"\nentry = \"kit\"\n[[typescript.packages]]\nname = \"folder\"\nentry = \"node_modules/kit\"\n[[typescript.packages]]\nname = \"nope\"\nentry = \"not-installed\"\n",
        )
        .unwrap();
        let mut config = crate::config::load(dir.path(), &mut Vec::new()).unwrap();
        let mut diags = Vec::new();
        check(dir.path(), &[], &mut config, &mut diags);
        let got: Vec<(&str, usize, usize)> = diags.iter().map(|d| (d.code, d.line_col().0, d.line_col().1)).collect();
        assert_eq!(got, [("docc::ts::entry-not-found", 9, 9)], "{diags:?}");
        assert!(diags[0].message.contains("no package `not-installed`"), "{}", diags[0].message);
        let kept: Vec<&str> = config.typescript.packages.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(kept, ["kit", "folder"]);
    }

    #[test]
    fn the_tree_cannot_widen_its_root() {
        // A repository with a CI token in .git/config, the site one folder down.
        let repo = tempfile::tempdir().unwrap();
        let site = repo.path().join("site");
        std::fs::create_dir_all(repo.path().join(".git")).unwrap();
        std::fs::create_dir_all(site.join("docs")).unwrap();
        std::fs::write(repo.path().join(".git/config"), "url = https://x-access-token:ghs_TOKEN@github.com/o/r\n").unwrap();
        std::fs::write(site.join("docc.toml"), "title = \"x\"\n[navbar]\nlogo = \"../.git/config\"\n[security]\nallow_outside = [\"/\"]\n").unwrap();
        let mut config = crate::config::load(&site, &mut Vec::new()).unwrap();
        let mut diags = Vec::new();
        let root = check(&site, &[], &mut config, &mut diags);
        let got: Vec<(&str, (usize, usize))> = diags.iter().map(|d| (d.code, d.line_col())).collect();
        assert_eq!(got, [("docc::config", (5, 1)), ("docc::outside-root", (3, 8))], "{diags:?}");
        assert!(diags[0].message.contains("allow_outside") && diags[0].help.as_deref().unwrap_or("").contains("--allow-outside /"), "{diags:?}");
        assert!(diags[1].message.contains(".git") && diags[1].message.contains("dot-files"), "{}", diags[1].message);
        assert!(config.navbar.logo.is_none());
        assert!(root.read(Path::new("/etc/passwd")).is_err());
        // The command line may admit a folder; a dot-folder inside it stays unread.
        let shared = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(shared.path().join(".ssh")).unwrap();
        std::fs::write(shared.path().join("spec.yaml"), "x").unwrap();
        std::fs::write(shared.path().join(".ssh/id_rsa"), "KEY").unwrap();
        let mut diags = Vec::new();
        let root = check(&site, &[shared.path().to_path_buf()], &mut config, &mut diags);
        assert_eq!(root.read(&shared.path().join("spec.yaml")).unwrap(), b"x");
        assert!(matches!(root.read(&shared.path().join(".ssh/id_rsa")), Err(Refused::Hidden { .. })));
        let mut diags = Vec::new();
        check(&site, &[repo.path().join("nope")], &mut config, &mut diags);
        assert!(diags.iter().any(|d| d.code == "docc::allow-outside" && d.message.contains("nope")), "{diags:?}");
    }
}
