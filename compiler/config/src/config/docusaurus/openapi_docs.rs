//! `docusaurus-plugin-openapi-docs` (5.x) in a Docusaurus config: the plugin's
//! `config.<name>.specPath` is compiled by docc's own OpenAPI phase, its pages laid out where
//! the plugin's `gen-api-docs` writes them (`outputDir` inside a docs folder → routes under
//! that folder's route, named as the plugin names them: `docc_openapi::routes`). The
//! `.api.mdx` / `.schema.mdx` / `.info.mdx` / `.tag.mdx` files the plugin generated there are
//! recognised: they keep their place in the docs (ids, routes, sidebars, links to them) but
//! are not rendered as MDX (their `@theme/ApiExplorer/*` JSX is the plugin's theme, and their
//! front matter keys `api`, `info_path`, `schema`… are the theme's); the spec's pages take
//! their routes.

use crate::config::{Config, OpenApiConfig};
use crate::jsconfig::JVal;
use docc_diag::Diagnostic;
use std::path::Path;

/// The generated files' names.
const SUFFIXES: [&str; 4] = [".api.mdx", ".schema.mdx", ".info.mdx", ".tag.mdx"];

/// Where the plugin writes its docs and where they are served.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GeneratedDocs {
    /// `outputDir`, relative to the site folder (`docs/OpenAPI`).
    pub dir: String,
    /// Its route (`/OpenAPI`).
    pub route: String,
}

impl GeneratedDocs {
    /// Whether a doc (path relative to the site folder) is one the plugin generated.
    pub fn is_generated(&self, rel: &Path) -> bool {
        rel.starts_with(&self.dir) && rel.file_name().and_then(|n| n.to_str()).is_some_and(|n| SUFFIXES.iter().any(|s| n.ends_with(s)))
    }
}

/// Reads the plugin's options (`{ id, docsPluginId, config: { <name>: { specPath, outputDir, … } } }`)
/// into `c.openapi`. docc compiles one API per site: a second entry of `config` is named in
/// a warning. Runs after the docs options are read (`c.docs`).
pub(crate) fn read(opts: &JVal, c: &mut Config, diags: &mut Vec<Diagnostic>) {
    let warn = |diags: &mut Vec<Diagnostic>, loc: Option<&crate::jsconfig::Loc>, msg: String, help: &str| {
        let mut d = Diagnostic::warning("docc::openapi-docs", msg).help(help.to_string());
        if let Some(l) = loc {
            d = d.at(&l.file, l.span.clone(), "here");
        }
        diags.push(d);
    };
    let entries = match opts.get("config") {
        Some(JVal::Obj(entries)) => entries,
        _ => {
            warn(
                diags,
                None,
                "docusaurus-plugin-openapi-docs has no `config` object docc can read; no API pages are made".into(),
                "give the plugin `config: { name: { specPath, outputDir } }` as literals",
            );
            return;
        }
    };
    for (i, (name, api, loc)) in entries.iter().enumerate() {
        if i > 0 || c.openapi.is_some() {
            warn(
                diags,
                Some(loc),
                format!("docc compiles one OpenAPI spec per site; `{name}` is not compiled"),
                "its generated pages are not rendered; keep one entry in the plugin's `config`",
            );
            continue;
        }
        let (Some(spec), Some(out)) = (api.get("specPath").and_then(JVal::str), api.get("outputDir").and_then(JVal::str)) else {
            warn(
                diags,
                Some(loc),
                format!("`{name}` has no literal `specPath` and `outputDir`; its API pages are not made"),
                "write both as strings relative to the site folder",
            );
            continue;
        };
        let clean = |p: &str| p.trim_start_matches("./").trim_end_matches('/').to_string();
        let (spec, out) = (clean(spec), clean(out));
        let docs_dir = clean(&c.docs.dir);
        let generated = match Path::new(&out).strip_prefix(&docs_dir) {
            Ok(rel) if !docs_dir.is_empty() => {
                let rel = rel.to_string_lossy().replace('\\', "/");
                Some(GeneratedDocs { dir: out.clone(), route: format!("{}/{}", c.docs.route_prefix(), rel).trim_end_matches('/').to_string() })
            }
            _ => {
                warn(
                    diags,
                    Some(loc),
                    format!("`outputDir: \"{out}\"` is not inside the docs folder `{docs_dir}`; the API pages are at /OpenAPI"),
                    "Docusaurus serves the generated pages only from a docs folder; put outputDir inside it",
                );
                None
            }
        };
        c.openapi = Some(OpenApiConfig { spec, links_base: None, generated });
    }
}
