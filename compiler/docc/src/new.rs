//! `docc new DIR`: a small site that compiles with zero warnings and shows each kind of
//! source (docs in two categories, an admonition, a titled code block, an OpenAPI spec,
//! a TypeScript package). The files are real files under `compiler/docc/scaffold/`,
//! embedded with `include_str!`, so they are edited, reviewed and compiled by the tests
//! like any other site.
//!
//! It never overwrites: the folder must be new or empty. The files are written into a
//! temporary sibling folder that is then renamed into place, so a failure (disk full,
//! permissions) leaves nothing half-made behind.

use docc_diag::Diagnostic;
use std::path::Path;

/// (path in the new site, contents).
pub(crate) const FILES: &[(&str, &str)] = &[
    ("README.md", include_str!("../scaffold/README.md")),
    ("docc.toml", include_str!("../scaffold/docc.toml")),
    ("docs/index.md", include_str!("../scaffold/docs/index.md")),
    ("docs/guides/_category_.json", include_str!("../scaffold/docs/guides/_category_.json")),
    ("docs/guides/writing-pages.md", include_str!("../scaffold/docs/guides/writing-pages.md")),
    ("docs/guides/publishing.md", include_str!("../scaffold/docs/guides/publishing.md")),
    ("docs/reference/_category_.json", include_str!("../scaffold/docs/reference/_category_.json")),
    ("docs/reference/configuration.md", include_str!("../scaffold/docs/reference/configuration.md")),
    ("openapi/notes.yaml", include_str!("../scaffold/openapi/notes.yaml")),
    ("sdk/greeter/index.ts", include_str!("../scaffold/sdk/greeter/index.ts")),
    ("static/img/favicon.svg", include_str!("../scaffold/static/img/favicon.svg")),
];

/// Writes the scaffold into `dir`. Returns the number of files written.
pub fn scaffold(dir: &Path) -> Result<usize, Diagnostic> {
    let shown = dir.display();
    if dir.exists() {
        if !dir.is_dir() {
            return Err(Diagnostic::error("docc::new-not-empty", format!("`{shown}` exists and is a file, not a folder"))
                .help("pick a folder name that does not exist yet, e.g. `docc new my-docs`"));
        }
        let mut entries = std::fs::read_dir(dir).map_err(|e| cannot_write(dir, &e))?;
        if let Some(first) = entries.next() {
            let first = first.map(|e| e.file_name().to_string_lossy().into_owned()).unwrap_or_default();
            return Err(Diagnostic::error(
                "docc::new-not-empty",
                format!(
                    "`{shown}` is not empty (it holds `{first}`); docc new only writes into a new or empty folder, so that nothing of yours is overwritten"
                ),
            )
            .help("pick a folder name that does not exist yet, e.g. `docc new my-docs`, or empty this one first"));
        }
    }
    // An existing (empty) folder may be given as `.` or `..`: resolve it, so the temp
    // folder is created next to it, not inside it.
    let resolved = if dir.exists() { dir.canonicalize().map_err(|e| cannot_write(dir, &e))? } else { dir.to_path_buf() };
    let dir = resolved.as_path();
    let parent = dir.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    std::fs::create_dir_all(parent).map_err(|e| cannot_write(parent, &e))?;
    let name = dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "site".into());
    let tmp = parent.join(format!(".{name}.new-{}.tmp", std::process::id()));
    let written = (|| {
        for (path, text) in FILES {
            let target = tmp.join(path);
            std::fs::create_dir_all(target.parent().expect("scaffold paths have a parent"))?;
            std::fs::write(&target, text)?;
        }
        // rename(2) replaces an empty folder, which is exactly the case we allow.
        std::fs::rename(&tmp, dir)
    })();
    if let Err(e) = written {
        let _ = std::fs::remove_dir_all(&tmp);
        return Err(cannot_write(dir, &e));
    }
    Ok(FILES.len())
}

fn cannot_write(path: &Path, e: &std::io::Error) -> Diagnostic {
    Diagnostic::error("docc::new-write", format!("cannot create the site in `{}`: {e}", path.display()))
        .help("check that the parent folder exists and is writable")
}
