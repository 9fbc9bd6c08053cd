//! Calls into the reference phases (OpenAPI, TypeScript) and the search index builder,
//! translating docc.toml settings into their inputs.

use crate::config::Config;
use crate::links::LinkCtx;
use crate::render_cache::RenderCache;
use docc_core::confine::ContentRoot;
use docc_core::model::search::SearchIndex;
use docc_core::model::Page;
use docc_core::phase::PhaseOutput;
use std::sync::Arc;

/// Runs the phases docc.toml enables; each renders its Markdown through `ctx`, so its
/// internal links are checked with everyone else's.
pub fn run(root: &ContentRoot, config: &Config, ctx: &mut LinkCtx) -> Vec<PhaseOutput> {
    let mut out = Vec::new();
    if let Some(api) = &config.openapi {
        out.push(openapi(root, config, api, ctx));
    }
    if !config.typescript.packages.is_empty() {
        let packages: Vec<docc_tsref::PackageSpec> =
            config.typescript.packages.iter().map(|p| docc_tsref::PackageSpec { name: p.name.clone(), entry: p.entry.clone() }).collect();
        out.push(docc_tsref::compile_in(root, &packages, ctx));
    }
    out
}

/// The OpenAPI phase. Root-relative links in the spec's descriptions that name no docs
/// page and no typed-reference page go to `links_base` (see `docc_openapi::describe`).
fn openapi(root: &ContentRoot, config: &Config, api: &crate::config::OpenApiConfig, ctx: &mut LinkCtx) -> PhaseOutput {
    let mut bad_base = None;
    let base = api.links_base.as_deref().and_then(|b| match docc_openapi::describe::parse_base(b) {
        Some(u) => Some(u),
        None => {
            let d = docc_core::diag::Diagnostic::error("docc::config", format!("`links_base = \"{b}\"` is not an http(s) URL"))
                .help("give the docs site the spec's links belong to, e.g. links_base = \"https://docs.github.com\"");
            bad_base = Some(config.source.locate(d, "openapi.links_base", "not an http(s) URL"));
            None
        }
    });
    let docs_routes: std::collections::HashSet<String> = ctx.file_routes.values().cloned().collect();
    let ts_roots: Vec<String> = config.typescript.packages.iter().map(|p| format!("/api/{}", p.name)).collect();
    let is_site_route = |route: &str| {
        docs_routes.contains(route) || (!ts_roots.is_empty() && route == "/api") || ts_roots.iter().any(|r| route == r || route.starts_with(&format!("{r}/")))
    };
    let links = docc_openapi::describe::LinkPolicy { base, is_site_route: Some(&is_site_route) };
    let mut out = docc_openapi::compile_with(root, &api.spec, links, ctx);
    out.diagnostics.extend(bad_base);
    embed_spec(api, ctx, &mut out);
    out
}

/// The spec file as written becomes an asset the overview offers for download.
fn embed_spec(api: &crate::config::OpenApiConfig, ctx: &mut LinkCtx, out: &mut PhaseOutput) {
    use docc_core::model::{api::SpecFile, Block};
    let Some(overview) = out.pages.iter_mut().flat_map(|p| p.blocks.iter_mut()).find_map(|b| match b {
        Block::ApiOverview(o) => Some(o),
        _ => None,
    }) else {
        return;
    };
    let path = std::path::Path::new(&api.spec);
    // The loader has read this file already: a failure here is not news.
    if let Ok(asset) = ctx.assets.lock().expect("asset table lock").add(ctx.site_dir, path) {
        let name = path.file_name().map_or_else(|| "openapi".into(), |n| n.to_string_lossy().into_owned());
        overview.spec = Some(SpecFile { name, asset });
    }
}

/// The search index. Preview compiles (with a render cache) reuse the unchanged pages'
/// terms and deflate at the fastest level.
pub fn search_index(pages: &[Page], cache: Option<&RenderCache>) -> SearchIndex {
    use rayon::prelude::*;
    match cache {
        None => docc_search::build(pages),
        Some(cache) => {
            let terms: Vec<Arc<docc_search::PageTerms>> = pages.par_iter().map(|p| cache.search_terms(p)).collect();
            let terms: Vec<&docc_search::PageTerms> = terms.iter().map(|t| &**t).collect();
            docc_search::compress_at(&docc_search::build_data_from(pages, &terms), 1)
        }
    }
}
