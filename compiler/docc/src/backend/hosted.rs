//! Hosted mode (`docc compile --out-dir DIR`): one HTML page per route around the pack cut
//! into files. The tree is built and written by `crate::hosted`; this is its backend.

use super::{Backend, CompiledSite, Folder, Layout, Rendered, Written};
use crate::emit;
use docc_diag::Diagnostic;
use std::path::Path;

pub(crate) struct Hosted;

impl Backend for Hosted {
    fn name(&self) -> &'static str {
        "hosted"
    }
    fn default_output(&self) -> &'static str {
        "dist/site"
    }

    /// Small chunks, each a frame of its own: a page fetches its own chunk's file.
    fn layout(&self) -> Option<Layout> {
        Some(Layout::Files)
    }

    fn render(&self, site: &CompiledSite) -> Result<Rendered, Vec<Diagnostic>> {
        Ok(Rendered::Folder(Box::new(Tree(crate::hosted::Site {
            manifest: site.manifest.clone(),
            pages: site.pages.clone(),
            pack: site.pack.to_vec(),
            assets: site.assets.clone(),
            metas: site.metas.clone(),
            csp: emit::hosted_content_security_policy(site.hosts),
            favicon: site.favicon.clone(),
        }))))
    }
}

/// The hosted tree to write.
#[derive(Debug)]
struct Tree(crate::hosted::Site);

impl Folder for Tree {
    fn write(&self, dir: &Path) -> std::io::Result<Written> {
        let files = crate::hosted::write(dir, &self.0, &emit::RUNTIME)?;
        Ok(Written { files: Some(files), bytes: self.0.pack.len() + emit::runtime_bytes() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use docc_model::Page;
    use std::sync::Arc;

    /// The hosted tree keeps the pipeline's pages until it is written (it renders each page's
    /// HTML then), shared, not copied: a copy of every page's tree was ~30% of a 10,000-page
    /// hosted compile's peak memory (issue 31).
    #[test]
    fn the_hosted_tree_shares_the_pages_it_writes() {
        let pages = Arc::new(vec![Page { route: "/".into(), title: "Home".into(), ..Page::default() }]);
        let (manifest, search, assets, metas, hosts, favicon) =
            (Default::default(), Default::default(), Default::default(), Default::default(), Default::default(), Default::default());
        let site = CompiledSite {
            manifest: &manifest,
            pages: &pages,
            places: &[],
            chunks: 0,
            rank: &[],
            landing_chunk: None,
            search: &search,
            assets: &assets,
            pack: &[],
            metas: &metas,
            hosts: &hosts,
            favicon: &favicon,
        };
        let rendered = Hosted.render(&site).expect("renders");
        assert_eq!(Arc::strong_count(&pages), 2, "the tree holds the same pages");
        drop(rendered);
        assert_eq!(Arc::strong_count(&pages), 1);
    }
}
