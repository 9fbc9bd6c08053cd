//! Calls into the reference phases (OpenAPI, TypeScript) and the search index builder,
//! translating docc.toml settings into their inputs.

use crate::config::Config;
use crate::links::LinkCtx;
use docc_core::model::search::SearchIndex;
use docc_core::model::Page;
use docc_core::phase::PhaseOutput;
use docc_core::confine::ContentRoot;

/// Runs the phases docc.toml enables; each renders its Markdown through `ctx`, so its
/// internal links are checked with everyone else's.
pub fn run(root: &ContentRoot, config: &Config, ctx: &mut LinkCtx) -> Vec<PhaseOutput> {
    let mut out = Vec::new();
    if let Some(api) = &config.openapi {
        out.push(docc_openapi::compile_in(root, &api.spec, ctx));
    }
    if !config.typescript.packages.is_empty() {
        let packages: Vec<docc_tsref::PackageSpec> = config.typescript.packages.iter().map(|p| docc_tsref::PackageSpec { name: p.name.clone(), entry: p.entry.clone() }).collect();
        out.push(docc_tsref::compile_in(root, &packages, ctx));
    }
    out
}

/// The search index; `fast` (preview compiles) deflates at the fastest level.
pub fn search_index(pages: &[Page], fast: bool) -> SearchIndex {
    if fast {
        docc_search::compress_at(&docc_search::build_data(pages), 1)
    } else {
        docc_search::build(pages)
    }
}
