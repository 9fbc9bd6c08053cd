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
        out.push(docc_openapi::compile_in(root, &api.spec, ctx));
    }
    if !config.typescript.packages.is_empty() {
        let packages: Vec<docc_tsref::PackageSpec> =
            config.typescript.packages.iter().map(|p| docc_tsref::PackageSpec { name: p.name.clone(), entry: p.entry.clone() }).collect();
        out.push(docc_tsref::compile_in(root, &packages, ctx));
    }
    out
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
