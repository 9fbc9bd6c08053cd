//! Backends: what a compiled site becomes. The pipeline compiles a site once (pages, pack,
//! manifest: a [`CompiledSite`]) and hands it to the backend the command asked for, as
//! mdBook hands its book to a `Renderer`; `docc check` asks for none, so the pipeline stops
//! after link checking. The single file, the hosted folder, the embed folder and the JSON
//! export of the model are the four backends; a fifth output is a new file in this folder
//! and one line in [`REGISTRY`], since the pipeline and the CLI pick backends by name.

mod embed;
mod hosted;
mod json;
mod single_file;

use crate::emit::{CspHosts, Favicon};
use crate::hosted::RouteMeta;
use docc_diag::Diagnostic;
use docc_model::{Assets, Manifest, Page};
use std::collections::HashMap;
use std::path::Path;

pub(crate) use json::Json;
pub(crate) use single_file::SingleFile;

/// Every backend, by name (`docc compile --backend NAME`; `--out-dir` and `--embed` name
/// theirs). The first is the default.
pub static REGISTRY: &[&dyn Backend] = &[&single_file::SingleFile, &hosted::Hosted, &embed::Embed, &json::Json];

/// The backend called `name`.
pub fn by_name(name: &str) -> Option<&'static dyn Backend> {
    REGISTRY.iter().copied().find(|b| b.name() == name)
}

/// The registry's names, in order (the CLI's possible values).
pub fn names() -> impl Iterator<Item = &'static str> {
    REGISTRY.iter().map(|b| b.name())
}

/// One output of a compiled site.
pub trait Backend: Sync {
    /// What the command line calls it.
    fn name(&self) -> &'static str;
    /// Where `docc compile --backend NAME` writes when no `-o` is given: a file for a
    /// one-file output, a folder for a folder output (so `--backend hosted` never makes a
    /// folder called `index.html`).
    fn default_output(&self) -> &'static str;
    /// How the pipeline must lay out the pack's pages for this output (decided before
    /// packing, since chunk sizes and zstd runs are baked into the pack); None reads any.
    /// Backends rendered from one compile must not ask for two layouts.
    fn layout(&self) -> Option<Layout> {
        None
    }
    /// The output, in memory: the caller writes it ([`Rendered::write`]) or serves it.
    fn render(&self, site: &CompiledSite) -> Result<Rendered, Vec<Diagnostic>>;
}

/// How page chunks are cut and compressed (see `pipeline.rs` `PagedPack::new`); `Runs` when
/// no backend asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// ~512 KB chunks compressed in zstd runs: a pack read as a whole (the single file, embed).
    Runs,
    /// ~16 KB chunks, each a zstd frame of its own: a pack whose segments are fetched one by
    /// one as files (hosted).
    Files,
}

/// Everything the pipeline built, for the backends to read. Borrowed: several backends
/// (`--dump-model` beside the chosen one) read the same site.
pub struct CompiledSite<'a> {
    pub(crate) manifest: &'a Manifest,
    /// The pages in pack order, shared: a backend that writes them later (hosted mode renders
    /// each page's HTML when its tree is written) keeps them without a copy of every page.
    pub(crate) pages: &'a std::sync::Arc<Vec<Page>>,
    /// Each page's (chunk, index in its chunk), in `pages` order.
    pub(crate) places: &'a [(usize, u32)],
    /// Number of page chunks.
    pub(crate) chunks: usize,
    /// Each chunk's rank in the single file's reading order (docs, API, typed reference).
    pub(crate) rank: &'a [u8],
    /// The chunk holding the landing page.
    pub(crate) landing_chunk: Option<usize>,
    pub(crate) search: &'a docc_search::SearchParts,
    pub(crate) assets: &'a Assets,
    /// The encoded pack.
    pub(crate) pack: &'a [u8],
    /// Each route's document title and description.
    pub(crate) metas: &'a HashMap<String, RouteMeta>,
    /// What the Content-Security-Policy must allow besides the output itself.
    pub(crate) hosts: &'a CspHosts,
    pub(crate) favicon: &'a Favicon,
}

/// What a backend made.
#[derive(Debug)]
pub enum Rendered {
    /// One file (the single HTML file, the JSON export), written atomically.
    File(Vec<u8>),
    /// A folder (the hosted tree, the embed files), written through a temp sibling.
    Folder(Box<dyn Folder>),
}

/// A folder output's writer.
pub trait Folder: Send + Sync + std::fmt::Debug {
    fn write(&self, dir: &Path) -> std::io::Result<Written>;
}

/// What [`Rendered::write`] wrote, for the command's summary line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Written {
    /// Files written, when a folder's count is worth saying.
    pub files: Option<usize>,
    /// The bytes a reader downloads at most (for a folder: its site data and runtime).
    pub bytes: usize,
}

impl Rendered {
    /// Writes the output at `dest`: the file, or the folder.
    pub fn write(&self, dest: &Path) -> std::io::Result<Written> {
        match self {
            Rendered::File(bytes) => crate::emit::write_atomic(dest, bytes).map(|()| Written { files: None, bytes: bytes.len() }),
            Rendered::Folder(folder) => folder.write(dest),
        }
    }

    /// The bytes of a one-file output; empty for a folder.
    pub fn file_bytes(&self) -> &[u8] {
        match self {
            Rendered::File(bytes) => bytes,
            Rendered::Folder(_) => &[],
        }
    }

    /// The bytes of a one-file output, moved out; empty for a folder.
    pub fn into_file_bytes(self) -> Vec<u8> {
        match self {
            Rendered::File(bytes) => bytes,
            Rendered::Folder(_) => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The registry is what the CLI and the pipeline know: every backend module is in it
    /// once, under a distinct name, the single file first (the default).
    #[test]
    fn the_registry_lists_every_backend_once() {
        let names: Vec<&str> = names().collect();
        assert_eq!(names, ["single-file", "hosted", "embed", "json"]);
        // Each backend file in this folder has its entry (a new file without one would never run).
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/backend");
        let mut files: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .filter(|n| n != "mod.rs" && n.ends_with(".rs"))
            .map(|n| n.trim_end_matches(".rs").replace('_', "-"))
            .collect();
        files.sort();
        let mut sorted = names.clone();
        sorted.sort();
        assert_eq!(files, sorted);
        for n in &names {
            assert_eq!(by_name(n).map(|b| b.name()), Some(*n));
        }
        assert!(by_name("pdf").is_none());
    }
}
