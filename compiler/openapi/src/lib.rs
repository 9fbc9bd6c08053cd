//! docc phase: an OpenAPI 3.0/3.1 document (YAML or JSON, possibly split over several
//! files) → the HTTP API reference under `/OpenAPI`.
//!
//! Pipeline: `loader` reads every file into a spanned tree (docc-yaml's `yaml`, `json`
//! and `node`, re-exported here) and checks all `$ref`s; `reference` walks paths and
//! components and renders pages, using `schema` for schema trees, `example` for example
//! bodies (both read schemas through `keywords`), `samples` for the code samples (one per
//! language of `samples::LANGS`) and `describe` for Markdown descriptions. Problems are diagnostics with spans
//! into the source; nothing in here panics on bad input.

pub mod describe;
pub(crate) mod example;
pub(crate) mod html;
pub(crate) mod keywords;
pub(crate) mod loader;
pub(crate) mod reference;
pub mod routes;
pub(crate) mod sample_hl;
pub(crate) mod samples;
pub mod schema;

pub(crate) use docc_yaml::node;
pub use docc_yaml::{json, yaml};

use docc_markdown::phase::PhaseOutput;
use docc_markdown::RenderCtx;
use std::path::Path;

/// The route under which every OpenAPI page lives (the overview, operations, schemas).
pub const ROOT: &str = "/OpenAPI";

/// Loads `spec_rel` (relative to `site_dir`) and compiles the API reference under `/OpenAPI`.
pub fn compile(site_dir: &Path, spec_rel: &str, ctx: &mut dyn RenderCtx) -> PhaseOutput {
    compile_in(&docc_diag::confine::ContentRoot::new(site_dir), spec_rel, ctx)
}

/// `compile`, reading the spec and the files its `$ref`s reach only where `root` allows.
pub fn compile_in(root: &docc_diag::confine::ContentRoot, spec_rel: &str, ctx: &mut dyn RenderCtx) -> PhaseOutput {
    compile_with(root, spec_rel, describe::LinkPolicy::default(), ctx)
}

/// `compile_in`, with the rules for root-relative links in descriptions (the pipeline knows
/// the site's routes and `[openapi] links_base`; see `describe`).
pub fn compile_with(root: &docc_diag::confine::ContentRoot, spec_rel: &str, links: describe::LinkPolicy, ctx: &mut dyn RenderCtx) -> PhaseOutput {
    compile_at(root, spec_rel, &routes::Routes::default(), links, ctx)
}

/// `compile_with`, its pages laid out by `routes` (docusaurus-plugin-openapi-docs' routes).
pub fn compile_at(
    root: &docc_diag::confine::ContentRoot,
    spec_rel: &str,
    routes: &routes::Routes,
    links: describe::LinkPolicy,
    ctx: &mut dyn RenderCtx,
) -> PhaseOutput {
    let mut out = PhaseOutput::default();
    let mut diags = Vec::new();
    if let Some(docs) = loader::Docs::load_in(root, spec_rel, &mut diags) {
        docs.check_refs(&mut diags);
        if reference::check_version(&docs, &mut diags) {
            let mut desc = describe::Describer::with_links(ctx, links);
            desc.default_base(docs.main().get("externalDocs").and_then(|e| e.get("url")).and_then(node::Node::as_str));
            reference::build(&docs, spec_rel, routes, &mut desc, &mut diags, &mut out);
            diags.extend(desc.foreign_links_warning());
        }
    }
    out.diagnostics = diags;
    out
}
