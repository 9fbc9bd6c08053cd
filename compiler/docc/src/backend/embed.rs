//! Embed mode (`docc compile --embed DIR`): the runtime as an ES module, its stylesheet and
//! the raw pack, for a host page to `mount` (`emit::write_embed` writes them).

use super::{Backend, CompiledSite, Folder, Layout, Rendered, Written};
use docc_diag::Diagnostic;
use std::path::Path;

pub(crate) struct Embed;

impl Backend for Embed {
    fn name(&self) -> &'static str {
        "embed"
    }
    fn default_output(&self) -> &'static str {
        "dist/embed"
    }

    /// `mount` reads the whole pack: big chunks in runs compress best.
    fn layout(&self) -> Option<Layout> {
        Some(Layout::Runs)
    }

    fn render(&self, site: &CompiledSite) -> Result<Rendered, Vec<Diagnostic>> {
        Ok(Rendered::Folder(Box::new(Files { pack: site.pack.to_vec() })))
    }
}

/// The pack to write beside the runtime.
#[derive(Debug)]
struct Files {
    pack: Vec<u8>,
}

impl Folder for Files {
    fn write(&self, dir: &Path) -> std::io::Result<Written> {
        crate::emit::write_embed(dir, &self.pack).map(|bytes| Written { files: None, bytes })
    }
}
