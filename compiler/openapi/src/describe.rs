//! Markdown descriptions → blocks, through the pipeline's `RenderCtx`.
//!
//! A description is a YAML/JSON string, so the Markdown the renderer sees is not the
//! source text (block indentation, quotes, escapes). Links and diagnostics from the
//! renderer carry offsets into the string; `Mapped` moves them back into the spec by
//! finding the fragment in the scalar's source, so a broken link in a description is
//! reported at its line in the YAML. The same schema description is rendered once per
//! source location and reused wherever the schema is expanded.

use crate::loader::Docs;
use crate::node::Node;
use docc_core::diag::{Diagnostic, SourceFile};
use docc_core::markdown::{render, HeadingInfo, RenderCtx};
use docc_core::model::Block;
use std::collections::HashMap;
use std::ops::Range;
use std::sync::Arc;

pub struct Describer<'c> {
    ctx: &'c mut dyn RenderCtx,
    cache: HashMap<(usize, usize), (Vec<Block>, Vec<HeadingInfo>)>,
}

impl<'c> Describer<'c> {
    pub fn new(ctx: &'c mut dyn RenderCtx) -> Self {
        Describer { ctx, cache: HashMap::new() }
    }

    /// Blocks of the Markdown string `node` (empty for a missing or non-string node).
    pub fn blocks(&mut self, docs: &Docs, doc: usize, node: Option<&Node>) -> Vec<Block> {
        self.cached(docs, doc, node).map(|(b, _)| b.clone()).unwrap_or_default()
    }

    /// Blocks and headings (for a page's table of contents).
    pub fn rendered(&mut self, docs: &Docs, doc: usize, node: Option<&Node>) -> (Vec<Block>, Vec<HeadingInfo>) {
        self.cached(docs, doc, node).cloned().unwrap_or_default()
    }

    fn cached(&mut self, docs: &Docs, doc: usize, node: Option<&Node>) -> Option<&(Vec<Block>, Vec<HeadingInfo>)> {
        let node = node?;
        let text = node.as_str()?;
        if text.trim().is_empty() {
            return None;
        }
        let key = (doc, node.span.start);
        if !self.cache.contains_key(&key) {
            let source = docs.docs[doc].file.clone();
            let md = SourceFile::new(source.name.clone(), text);
            self.ctx.set_source(&source, None);
            let mut mapped = Mapped { inner: &mut *self.ctx, source, md: md.clone(), start: node.span.start, cursor: node.span.start };
            let r = render(&md, 0..md.text.len(), &mut mapped);
            self.cache.insert(key, (r.blocks, r.headings));
        }
        self.cache.get(&key)
    }
}

/// Searches this far past a scalar's start for a fragment of its text.
const SEARCH_WINDOW: usize = 256 * 1024;

struct Mapped<'a> {
    inner: &'a mut dyn RenderCtx,
    source: Arc<SourceFile>,
    md: Arc<SourceFile>,
    start: usize,
    cursor: usize,
}

impl Mapped<'_> {
    /// Offsets into the description → offsets into the spec file. Falls back to the
    /// scalar's start when the fragment is written differently in the source (escapes).
    fn map(&mut self, span: Range<usize>) -> Range<usize> {
        let frag = self.md.text.get(span.clone()).unwrap_or("");
        let first = frag.split('\n').next().unwrap_or("");
        let mut cut = first.len().min(120);
        while !first.is_char_boundary(cut) {
            cut -= 1;
        }
        let needle = &first[..cut];
        if needle.is_empty() {
            return self.start..self.start;
        }
        let text = &self.source.text;
        let end = (self.cursor + SEARCH_WINDOW).min(text.len());
        let mut hay_end = end;
        while !text.is_char_boundary(hay_end) {
            hay_end -= 1;
        }
        if let Some(i) = text.get(self.cursor..hay_end).and_then(|h| h.find(needle)) {
            let at = self.cursor + i;
            self.cursor = at + needle.len();
            return at..at + needle.len();
        }
        self.start..self.start
    }
}

impl RenderCtx for Mapped<'_> {
    fn link(&mut self, dest: &str, span: Range<usize>) -> (String, bool) {
        let span = self.map(span);
        self.inner.link(dest, span)
    }
    fn image(&mut self, src: &str, span: Range<usize>) -> Option<u32> {
        let span = self.map(span);
        self.inner.image(src, span)
    }
    fn diag(&mut self, mut d: Diagnostic) {
        if d.file.as_ref().is_some_and(|f| Arc::ptr_eq(f, &self.md) || f.text == self.md.text) {
            d.span = self.map(d.span.clone());
            d.file = Some(self.source.clone());
        }
        self.inner.diag(d);
    }
}
