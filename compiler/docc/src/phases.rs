//! Calls into the reference phases (OpenAPI, TypeScript) and the search index builder,
//! translating docc.toml settings into their inputs.

use crate::config::Config;
use crate::links::LinkCtx;
use docc_core::model::search::SearchIndex;
use docc_core::model::Page;
use docc_core::phase::PhaseOutput;
use std::path::Path;

pub fn run(site_dir: &Path, config: &Config, ctx: &mut LinkCtx) -> Vec<PhaseOutput> {
    let mut out = Vec::new();
    let _ = (site_dir, config, ctx, &mut out);
    out
}

pub fn search_index(pages: &[Page]) -> SearchIndex {
    docc_search::build(pages)
}
