//! The Silvana site (content/) against its specification: every docs route exists, sits
//! in the docs sidebar and carries at least 300 words of prose (lower per page where the
//! subject is small, with the reason next to the number); every image has alt
//! text; the site compiles with zero diagnostics (so every internal link resolves); every
//! operation of the OpenAPI spec has a typed-reference page in the api package; and every
//! typed-reference export exists in the published @silvana-one packages (fixture
//! tests/fixtures/silvana-sdk-exports.txt), so the reference cannot invent names.

use docc_diag::Diagnostics;
use serde_json::Value;
use std::collections::{HashMap, HashSet};
use std::path::Path;

const DOC_ROUTES: &[&str] = &[
    "/",
    "/Documentation/index",
    "/Documentation/about-silvana/what-is-silvana-about",
    "/Documentation/about-silvana/what-is-silvana-like",
    "/Documentation/about-silvana/who-uses-and-benefits-from-silvana",
    "/Documentation/about-silvana/why-silvana",
    "/Documentation/architecture/architecture-overview",
    "/Documentation/architecture/Layers/application-layer",
    "/Documentation/architecture/Layers/coordination-layer",
    "/Documentation/architecture/Layers/data-availability-layer",
    "/Documentation/architecture/Layers/integration-layer",
    "/Documentation/architecture/Layers/settlement-layer",
    "/Documentation/architecture/silvana-core",
    "/Documentation/architecture/silvana-core/abi",
    "/Documentation/architecture/silvana-core/prover",
    "/Documentation/architecture/silvana-core/router",
    "/Documentation/architecture/silvana-core/verifier",
    "/Documentation/Deployment/agents",
    "/Documentation/Deployment/deployment-environments",
    "/Documentation/glossary",
    "/Documentation/guides/add-a-node",
    "/Documentation/guides/deploy-ann-app",
    "/Documentation/key-concepts/provable-records",
    "/Documentation/key-concepts/transaction-pipeline",
    "/Documentation/key-concepts/zk-abstraction",
    "/Documentation/key-concepts/zk-proofs",
    "/Documentation/key-concepts/Transactions/coordination-transactions",
    "/Documentation/key-concepts/Transactions/da-transaction",
    "/Documentation/key-concepts/Transactions/prover-transaction",
    "/Documentation/key-concepts/Transactions/settlement-transaction",
    "/Documentation/modules/fungible-tokens",
    "/Documentation/modules/nft",
    "/Documentation/litepaper/silvana-apps/how-apps-work",
    "/Documentation/ultra-fast-rollup/silvana-rollup",
    "/Documentation/ultra-rollup",
    "/Documentation/quickstart/add-agent",
    "/Documentation/quickstart/add-module",
    "/Documentation/quickstart/configure-rollup",
    "/Documentation/quickstart/examples",
    "/Documentation/quickstart/tooling",
];

/// Prose floor per docs page: 300 words unless the subject is small. Each lower floor says why;
/// the test exists to catch stub pages, not to make short subjects long (issue 14).
const DEFAULT_MIN_WORDS: usize = 300;
const MIN_WORDS: &[(&str, usize, &str)] = &[
    ("/Documentation/key-concepts/Transactions/da-transaction", 200, "one pipeline step; the source page is three sentences"),
    ("/Documentation/key-concepts/Transactions/settlement-transaction", 200, "one pipeline step plus the consistency rule"),
    ("/Documentation/about-silvana/what-is-silvana-like", 200, "nine one-line descriptors and a comparison table"),
    ("/Documentation/about-silvana/why-silvana", 200, "five headwinds and six answers, each a sentence"),
    ("/Documentation/about-silvana/who-uses-and-benefits-from-silvana", 200, "a list of audiences with one line each"),
    ("/Documentation/architecture/Layers/integration-layer", 200, "routes into Silvana; details live on the linked pages"),
];

fn min_words(route: &str) -> usize {
    MIN_WORDS.iter().find(|(r, _, _)| *r == route).map_or(DEFAULT_MIN_WORDS, |(_, n, _)| *n)
}

const CATEGORY_ROUTES: &[&str] = &[
    "/category/architecture",
    "/category/deployment",
    "/category/guide",
    "/category/key-concepts",
    "/category/layers",
    "/category/litepaper",
    "/category/silvana-apps",
    "/category/ultra-fast-rollup",
];

/// Prose words of a JSON block tree: text of paragraphs, lists, tables, admonitions; not code.
fn words(v: &Value, out: &mut usize) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                match k.as_str() {
                    "Code" | "Heading" => {}
                    "Text" => {
                        if let Value::String(s) = x {
                            *out += s.split_whitespace().count();
                        }
                    }
                    _ => words(x, out),
                }
            }
        }
        Value::Array(a) => a.iter().for_each(|x| words(x, out)),
        _ => {}
    }
}

fn images(v: &Value, out: &mut Vec<(String, String)>) {
    match v {
        Value::Object(m) => {
            if let Some(img) = m.get("Image") {
                out.push((img["alt"].as_str().unwrap_or("").to_string(), img["src"].as_str().unwrap_or("").to_string()));
            }
            m.values().for_each(|x| images(x, out));
        }
        Value::Array(a) => a.iter().for_each(|x| images(x, out)),
        _ => {}
    }
}

fn sidebar_routes(items: &Value, out: &mut HashSet<String>) {
    for item in items.as_array().unwrap() {
        if let Some(l) = item.get("Link") {
            out.insert(l["route"].as_str().unwrap().to_string());
        }
        if let Some(c) = item.get("Category") {
            if let Some(r) = c["route"].as_str() {
                out.insert(r.to_string());
            }
            sidebar_routes(&c["items"], out);
        }
    }
}

#[test]
fn silvana_site_meets_its_spec() {
    let site = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content");
    let mut diags = Diagnostics::default();
    let compiled = docc::pipeline::compile(&site, &[], true, &mut diags);
    let listed: Vec<String> = diags.items.iter().map(|d| d.to_string()).collect();
    assert!(listed.is_empty(), "content/ must compile with zero diagnostics:\n{}", listed.join("\n"));
    let model: Value = serde_json::from_str(compiled.unwrap().model_json().unwrap()).unwrap();

    let pages: HashMap<String, &Value> = model["chunks"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|c| c["pages"].as_array().unwrap())
        .map(|p| (p["route"].as_str().unwrap().to_string(), p))
        .collect();
    let docs_sidebar = model["manifest"]["sidebars"].as_array().unwrap().iter().find(|s| s["id"] == "docs").expect("docs sidebar");
    let mut in_sidebar = HashSet::new();
    sidebar_routes(&docs_sidebar["items"], &mut in_sidebar);

    let mut problems = Vec::new();
    for r in DOC_ROUTES.iter().chain(CATEGORY_ROUTES) {
        match pages.get(*r) {
            None => problems.push(format!("{r}: missing from the compiled site")),
            Some(p) => {
                if !in_sidebar.contains(*r) {
                    problems.push(format!("{r}: not in the docs sidebar"));
                }
                if DOC_ROUTES.contains(r) {
                    let mut n = 0;
                    words(&p["blocks"], &mut n);
                    let floor = min_words(r);
                    if n < floor {
                        problems.push(format!("{r}: only {n} words of prose (at least {floor} required)"));
                    }
                } else {
                    // A generated index shows its description as its first paragraph.
                    let has_description = p["blocks"].as_array().unwrap().iter().any(|b| b.get("Paragraph").is_some());
                    if !has_description || p["title"].as_str().unwrap_or("").is_empty() {
                        problems.push(format!("{r}: category page needs a title and a description"));
                    }
                }
            }
        }
    }
    match pages.get("/markdown-page") {
        None => problems.push("/markdown-page: missing".into()),
        Some(p) => {
            if in_sidebar.contains("/markdown-page") {
                problems.push("/markdown-page must not be in the docs sidebar".into());
            }
            assert_eq!(p["kind"], "Standalone");
        }
    }
    let mut imgs = Vec::new();
    images(&model["chunks"], &mut imgs);
    assert!(imgs.len() >= 5, "the diagrams are embedded ({} images)", imgs.len());
    for (alt, src) in imgs {
        if alt.trim().is_empty() {
            problems.push(format!("image {src:?} has no alt text"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));

    let site_info = &model["manifest"]["site"];
    assert_eq!(site_info["title"], "Silvana");
    assert_eq!(site_info["tagline"], "Proof of everything engine to scale your business");
    assert_eq!(site_info["locale"], "en");
    assert_eq!(
        (site_info["version_name"].as_str(), site_info["version_label"].as_str(), site_info["site_version"].as_str()),
        (Some("current"), Some("Next"), Some("0.1.1"))
    );
    assert!(site_info["copyright"].as_str().unwrap().contains("2025 Silvana"));
    let footer = site_info["footer"].as_array().unwrap();
    assert!(footer.iter().any(|c| c["title"] == "Docs" && c["items"][0]["href"] == "/"));
    assert!(footer.iter().any(|c| c["title"] == "More" && c["items"][0]["href"] == "https://github.com/SilvanaOne"));
}

/// The compiled model of content/ (zero diagnostics asserted by the spec test above).
fn model() -> Value {
    let site = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content");
    let mut diags = Diagnostics::default();
    let compiled = docc::pipeline::compile(&site, &[], true, &mut diags).expect("content/ compiles");
    serde_json::from_str(compiled.model_json().unwrap()).unwrap()
}

/// Typed-reference items: (package, kind, name) from routes `/api/{package}/{kind}/{name}`.
fn ts_items(model: &Value) -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    for c in model["chunks"].as_array().unwrap() {
        for p in c["pages"].as_array().unwrap() {
            let parts: Vec<&str> = p["route"].as_str().unwrap().split('/').collect();
            if parts.len() == 5 && parts[1] == "api" {
                out.push((parts[2].to_string(), parts[3].to_string(), parts[4].to_string()));
            }
        }
    }
    out
}

#[test]
fn every_api_operation_of_the_spec_has_a_typed_reference_page() {
    let spec = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content/openapi/silvana.yaml")).unwrap();
    let ops: Vec<&str> = spec.lines().filter_map(|l| l.trim().strip_prefix("operationId:")).map(str::trim).collect();
    assert_eq!(ops.len(), 34, "the Silvana API has 34 operations");
    let have: HashSet<String> = ts_items(&model()).into_iter().filter(|(p, k, _)| p == "api" && k == "function").map(|(_, _, n)| n).collect();
    let missing: Vec<&&str> = ops.iter().filter(|o| !have.contains(**o)).collect();
    assert!(missing.is_empty(), "api operations without a page under /api/api/function/: {missing:?}");
}

/// Known exports per package, from tests/fixtures/silvana-sdk-exports.txt (`[package]` then one name a line).
fn known_exports() -> std::collections::HashMap<String, HashSet<String>> {
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/silvana-sdk-exports.txt")).unwrap();
    let mut out: std::collections::HashMap<String, HashSet<String>> = Default::default();
    let mut pkg = String::new();
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        if let Some(p) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            pkg = p.to_string();
        } else {
            out.entry(pkg.clone()).or_default().insert(line.to_string());
        }
    }
    out
}

#[test]
fn typed_reference_documents_only_names_the_published_packages_export() {
    let known = known_exports();
    assert_eq!(known.len(), 6, "the fixture lists the six @silvana-one packages");
    let items = ts_items(&model());
    assert!(items.len() > 300, "the typed reference is compiled ({} items)", items.len());
    let invented: Vec<String> = items
        .iter()
        .filter(|(p, _, n)| !known.get(p).is_some_and(|k| k.contains(n)))
        .map(|(p, k, n)| format!("/api/{p}/{k}/{n}: not exported by @silvana-one/{p} 0.3.0"))
        .collect();
    assert!(
        invented.is_empty(),
        "the typed reference invents exports (import types of other packages from them instead of re-exporting):\n{}",
        invented.join("\n")
    );
}
