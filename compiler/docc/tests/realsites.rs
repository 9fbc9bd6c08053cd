//! Real Docusaurus sites, compiled unchanged (fixtures/realsites: six public docs trees and the
//! create-docusaurus template, each with a SOURCE file). Every site must compile with no
//! error; its page count and the blocks readers see (headings, code, admonitions, tabs, details,
//! tables, counted over all pages, nested ones included) are pinned, and each site has facts
//! that the fixes made for it keep true. The per-page comparison against Docusaurus's own MDX
//! parse is `just realsites` (tests/realsites/fidelity.mjs); these counts were checked by it.

use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

struct Site {
    model: Value,
    diags: Vec<Value>,
}

fn compile(name: &str) -> Site {
    let dir = tempfile::tempdir().unwrap();
    let model = dir.path().join("model.json");
    let site = format!("fixtures/realsites/{name}");
    let out = Command::new(env!("CARGO_BIN_EXE_docc"))
        .args(["compile", &site, "-o", dir.path().join("out.html").to_str().unwrap(), "--format", "json", "--dump-model", model.to_str().unwrap()])
        .current_dir(root())
        .output()
        .expect("run docc");
    let diags: Vec<Value> = String::from_utf8_lossy(&out.stdout).lines().filter_map(|l| serde_json::from_str(l).ok()).collect();
    let errors: Vec<&Value> = diags.iter().filter(|d| d["severity"] == "error").collect();
    assert!(out.status.success() && errors.is_empty(), "{name} does not compile unchanged: {errors:#?}");
    Site { model: serde_json::from_str(&std::fs::read_to_string(model).unwrap()).unwrap(), diags }
}

impl Site {
    fn pages(&self) -> impl Iterator<Item = &Value> {
        self.model["chunks"].as_array().unwrap().iter().flat_map(|c| c["pages"].as_array().unwrap())
    }

    fn page(&self, route: &str) -> &Value {
        self.pages().find(|p| p["route"] == route).unwrap_or_else(|| panic!("no page {route}"))
    }

    fn routes(&self) -> usize {
        self.model["manifest"]["routes"].as_array().unwrap().len()
    }

    /// Blocks by kind over every page, nested blocks included.
    fn blocks(&self) -> BTreeMap<String, usize> {
        fn walk(bs: &Value, out: &mut BTreeMap<String, usize>) {
            for b in bs.as_array().into_iter().flatten() {
                let Some((k, v)) = b.as_object().and_then(|o| o.iter().next()) else { continue };
                *out.entry(k.clone()).or_default() += 1;
                match k.as_str() {
                    "Admonition" | "Details" => walk(&v["blocks"], out),
                    "Quote" => walk(v, out),
                    "Tabs" | "List" => v["items"].as_array().unwrap().iter().for_each(|i| walk(&i["blocks"], out)),
                    _ => {}
                }
            }
        }
        let mut out = BTreeMap::new();
        self.pages().for_each(|p| walk(&p["blocks"], &mut out));
        out
    }

    fn warnings(&self, code: &str) -> usize {
        self.diags.iter().filter(|d| d["code"] == code).count()
    }
}

/// (routes, [Heading, Code, Admonition, Tabs, Details, Table]) of one site.
/// A page's leading `# title` counts as a body heading where Docusaurus shows it in the content:
/// on Markdown pages of src/pages (no title of their own) and where it differs from the title
/// or carries inline code (`docs.rs` `render_doc`).
fn check(name: &str, routes: usize, counts: [usize; 6]) -> Site {
    let s = compile(name);
    let b = s.blocks();
    let got = ["Heading", "Code", "Admonition", "Tabs", "Details", "Table"].map(|k| b.get(k).copied().unwrap_or(0));
    assert_eq!((s.routes(), got), (routes, counts), "{name}: routes and [headings, code, admonitions, tabs, details, tables]");
    s
}

fn json(v: &Value) -> String {
    v.to_string()
}

#[test]
fn create_docusaurus_template() {
    let s = check("template", 12, [29, 29, 3, 0, 0, 0]);
    assert_eq!(s.page("/docs/intro")["title"], "Tutorial Intro");
    assert!(s.page("/docs/category/tutorial---basics")["blocks"].to_string().contains("Cards"));
}

#[test]
fn immer() {
    // baseUrl `process.env.NETLIFY_PREVIEW ? "/" : "/immer/"` reads as a plain build: `/immer/`,
    // so `<img src="/immer/img/immer-logo.svg">` is static/img/immer-logo.svg.
    // 60 code blocks: the tab-indented `Hosted on egghead.io` under each multi-line `<a>` is the
    // link's text, not indented code (MDX has none).
    let s = check("immer", 24, [73, 60, 0, 0, 14, 9]);
    assert_eq!(s.model["manifest"]["site"]["base_path"], "/immer/");
    assert!(json(&s.page("/")["blocks"]).contains("\"asset\":"), "images embedded");
    // `<details><summary>` on one line.
    assert!(json(&s.page("/produce")["blocks"]).contains("Details"));
    assert_eq!(s.warnings("docc::mdx-jsx"), 0);
}

#[test]
fn excalidraw_dev_docs() {
    // `props/props.mdx` is the folder's page; `slug: ../` climbs; `/API/utils` matches `/api/utils`.
    let s = check("excalidraw", 35, [201, 155, 9, 2, 0, 43]);
    assert_eq!(s.page("/docs/@excalidraw/excalidraw/api/props")["source"], "docs/@excalidraw/excalidraw/api/props/props.mdx");
    assert_eq!(s.page("/docs")["source"], "docs/introduction/get-started.mdx");
    assert!(json(&s.page("/docs/@excalidraw/excalidraw/api/utils")["blocks"]).contains("\"href\":\"/docs/@excalidraw/excalidraw/api/utils/export\""));
}

#[test]
fn kysely() {
    // Number prefixes: `recipes/0008-deduplicate-joins.md` → `/docs/recipes/deduplicate-joins`.
    // Site components render at compile time: 41 `<Playground>` code blocks, the getting-started
    // components' install tabs, code, admonitions and `<Heading as="h3">`.
    let s = check("kysely", 78, [77, 155, 50, 2, 0, 3]);
    let tx = json(&s.page("/docs/examples/transactions/controlled-transaction")["blocks"]);
    assert!(tx.contains("\"lang\":\"ts\"") && !tx.contains("Embed"), "the playground's code, no address-less iframe");
    assert_eq!(s.page("/docs/recipes/deduplicate-joins")["source"], "docs/recipes/0008-deduplicate-joins.md");
    // `<div style={{…}}>` boxes show their content, and recipes/0001-relations.md's `<h3>` banner
    // (bold text) is no longer dropped as raw HTML.
    assert_eq!(s.warnings("docc::raw-html"), 0);
}

#[test]
fn lexical() {
    let s = check("lexical", 52, [420, 330, 64, 6, 5, 19]);
    assert_eq!(s.warnings("docc::sidebars"), 0, "`process.env.FB_INTERNAL ? … : …` in the sidebars reads as a plain build");
    assert!(json(&s.page("/docs/maintainers-guide")["blocks"]).contains("Details"));
}

#[test]
fn pnpm() {
    // Two docs instances: the preset's docs at `/` and `pnpr` (`path: './pnpr-docs'`,
    // `routeBasePath: 'pnpr'`, `sidebarPath: path.join(__dirname, 'sidebars-pnpr.json')`), which
    // the navbar's `docSidebar` item names with `docsPluginId: 'pnpr'`. pnpr-docs adds 10 pages,
    // 49 headings, 35 code blocks, 2 admonitions and 17 tables (counted in its Markdown).
    let s = check("pnpm", 147, [1010, 559, 96, 0, 0, 42]);
    assert!(s.routes() > 100);
    assert_eq!(s.warnings("docc::broken-link"), 0);
    let nav = &s.model["manifest"]["site"]["navbar"]["items"];
    let registry = nav.as_array().unwrap().iter().find(|i| i["label"] == "Registry (pnpr)").expect("the pnpr navbar item");
    assert_eq!(registry["href"], "/pnpr", "the first page of the pnpr instance's sidebar");
    let sidebar = &s.model["manifest"]["sidebars"][s.page("/pnpr/cli")["sidebar"].as_u64().unwrap() as usize];
    assert_eq!(sidebar["id"], "pnpr");
    assert!(json(sidebar).contains("\"label\":\"Configuration\"") && !json(sidebar).contains("\"route\":\"/motivation\""), "sidebars-pnpr.json");
}

#[test]
fn trpc() {
    // sidebarPath `./sidebars.js` is sidebars.ts; `/?try=minimal` keeps its query; a link into
    // versioned_docs opens the live site's /docs/v9; HTML tables become tables.
    // `<InstallSnippet>` (11 pages): tabs of five install commands; `<ConceptsChart>`: a table.
    let s = check("trpc", 89, [555, 532, 111, 13, 18, 41]);
    let setup = json(&s.page("/docs/client/nextjs/pages-router/setup")["blocks"]);
    assert!(setup.contains("https://trpc.io/docs/v9/nextjs/introduction#4-create-trpc-hooks"), "link into an older version");
    assert!(json(&s.page("/docs/client/links/httpBatchStreamLink")["blocks"]).contains("?try=minimal"));
    assert!(json(&s.page("/docs/server/adapters/nextjs")["blocks"]).contains("\"Table\""));
    let sidebar = json(&s.model["manifest"]["sidebars"][0]);
    assert!(sidebar.contains("\"label\":\"Quickstart\""), "sidebars.ts read");
}
