//! The interface between content phases (docs tree, OpenAPI, TypeScript reference) and
//! the pipeline that merges them. A phase renders its own pages; the pipeline assigns
//! sidebar indices, prev/next links, checks every internal link once all routes are
//! known, builds the search index and writes the pack.

use docc_diag::Diagnostic;
use docc_model::{Page, Sidebar};

#[derive(Debug, Default)]
pub struct PhaseOutput {
    /// Pages; `Page::sidebar` indexes `sidebars` below (the pipeline re-bases it).
    pub pages: Vec<Page>,
    pub sidebars: Vec<Sidebar>,
    pub diagnostics: Vec<Diagnostic>,
}
