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
            pages: site.pages.to_vec(),
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
