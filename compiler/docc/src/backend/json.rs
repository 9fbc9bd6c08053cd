//! The compiled model as JSON (`docc compile --backend json -o site.json`, and
//! `--dump-model FILE` beside another output): manifest, search index, assets and each
//! chunk's pages as the runtime holds them, segments in pack order. The pack contract test
//! decodes the pack in TypeScript and compares it with this; scripts read it too.

use super::{Backend, CompiledSite, Rendered};
use docc_diag::Diagnostic;
use docc_model::derive::Shown;

pub(crate) struct Json;

impl Backend for Json {
    fn name(&self) -> &'static str {
        "json"
    }
    fn default_output(&self) -> &'static str {
        "dist/model.json"
    }

    fn render(&self, site: &CompiledSite) -> Result<Rendered, Vec<Diagnostic>> {
        let CompiledSite { manifest, pages, places, chunks, search, assets, .. } = *site;
        // Pages as the runtime holds them: with the fields it derives (`derive::Shown`).
        let mut chunks: Vec<Vec<Shown>> = (0..chunks).map(|_| Vec::new()).collect();
        for (p, &(c, _)) in pages.iter().zip(places) {
            chunks[c].push(Shown::of(p));
        }
        let chunks: Vec<serde_json::Value> = chunks.into_iter().map(|pages| serde_json::json!({ "pages": pages })).collect();
        let json = serde_json::json!({ "manifest": manifest, "search": search.index, "search_shards": search.shards, "search_terms": search.blocks, "search_headings": search.headings, "assets": assets, "chunks": chunks }).to_string();
        Ok(Rendered::File(json.into_bytes()))
    }
}
