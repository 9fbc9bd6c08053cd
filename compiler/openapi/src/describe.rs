//! Markdown descriptions → blocks, through the pipeline's `RenderCtx`.
//!
//! A description is a YAML/JSON string, so the Markdown the renderer sees is not the
//! source text (block indentation, quotes, escapes). Links and diagnostics from the
//! renderer carry offsets into the string; `Mapped` moves them back into the spec by
//! finding the fragment in the scalar's source, so a broken link in a description is
//! reported at its line in the YAML. The same schema description is rendered once per
//! source location and reused wherever the schema is expanded.
//!
//! Links in a spec are written for the API provider's own docs site: GitHub's spec links
//! `/rest/overview/…` on docs.github.com, Stripe's `/docs/connect` on stripe.com. A
//! relative or root-relative link that is neither under the reference's own root nor a page of this
//! site therefore goes to the links base (`[openapi] links_base`, else the spec's
//! `externalDocs.url`); with neither it is kept as written, as an external link, and the
//! phase reports them in ONE warning instead of a broken-link error per link.

use crate::loader::Docs;
use crate::node::Node;
use docc_diag::{Diagnostic, SourceFile};
use docc_markdown::{render, HeadingInfo, RenderCtx};
use docc_model::Block;
use std::collections::HashMap;
use std::ops::Range;
use std::sync::Arc;

/// Code of the one warning about relative links that lead nowhere known.
pub const FOREIGN_LINKS: &str = "docc::openapi::foreign-links";

/// Where root-relative links in descriptions go (see the module comment).
#[derive(Default)]
pub struct LinkPolicy<'a> {
    /// `[openapi] links_base`, or the spec's `externalDocs.url`.
    pub base: Option<url::Url>,
    /// Whether a route is a page of this site outside the reference (docs, typed reference).
    /// `None`: unknown (the phase run alone): every link is left to the render context.
    pub is_site_route: Option<&'a dyn Fn(&str) -> bool>,
}

pub struct Describer<'c> {
    ctx: &'c mut dyn RenderCtx,
    cache: HashMap<(usize, usize), (Vec<Block>, Vec<HeadingInfo>)>,
    links: LinkPolicy<'c>,
    /// Links kept as written for want of a base: (path, file, span).
    foreign: Vec<(String, Arc<SourceFile>, Range<usize>)>,
}

impl<'c> Describer<'c> {
    pub fn new(ctx: &'c mut dyn RenderCtx) -> Self {
        Describer { ctx, cache: HashMap::new(), links: LinkPolicy::default(), foreign: Vec::new() }
    }

    pub fn with_links(ctx: &'c mut dyn RenderCtx, links: LinkPolicy<'c>) -> Self {
        Describer { ctx, cache: HashMap::new(), links, foreign: Vec::new() }
    }

    /// Uses `url` (the spec's `externalDocs.url`) as the links base unless one is configured.
    pub fn default_base(&mut self, url: Option<&str>) {
        if self.links.base.is_none() {
            self.links.base = url.and_then(parse_base);
        }
    }

    /// The one warning for links kept as written, if any.
    pub fn foreign_links_warning(&self) -> Option<Diagnostic> {
        let (first, file, span) = self.foreign.first()?;
        let mut paths: Vec<&str> = self.foreign.iter().map(|(p, _, _)| p.as_str()).collect();
        paths.sort_unstable();
        paths.dedup();
        let shown: Vec<String> = paths.iter().take(3).map(|p| format!("`{p}`")).collect();
        let more = if paths.len() > 3 { format!(" and {} more", paths.len() - 3) } else { String::new() };
        let n = self.foreign.len();
        Some(
            Diagnostic::warning(
                FOREIGN_LINKS,
                format!(
                    "{n} link{} in the spec's descriptions lead{} to pages this site does not have ({}{more}); {} kept as written",
                    if n == 1 { "" } else { "s" },
                    if n == 1 { "s" } else { "" },
                    shown.join(", "),
                    if n == 1 { "it is" } else { "they are" }
                ),
            )
            .at(file, span.clone(), format!("first such link: {first}"))
            .help("they belong to the API provider's docs site: set `links_base = \"https://…\"` under [openapi] in docc.toml (or `externalDocs.url` in the spec) so they open there"),
        )
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
            let md = match crate::html::to_markdown(text) {
                Some(converted) => SourceFile::new(source.name.clone(), converted),
                None => SourceFile::new(source.name.clone(), text),
            };
            self.ctx.set_source(&source, None);
            let mut mapped = Mapped {
                inner: &mut *self.ctx,
                source,
                md: md.clone(),
                start: node.span.start,
                cursor: node.span.start,
                links: &self.links,
                foreign: &mut self.foreign,
            };
            let r = render(&md, 0..md.text.len(), &mut mapped);
            self.cache.insert(key, (r.blocks, r.headings));
        }
        self.cache.get(&key)
    }
}

/// Searches this far past a scalar's start for a fragment of its text.
const SEARCH_WINDOW: usize = 256 * 1024;

struct Mapped<'a, 'p> {
    inner: &'a mut dyn RenderCtx,
    source: Arc<SourceFile>,
    md: Arc<SourceFile>,
    start: usize,
    cursor: usize,
    links: &'a LinkPolicy<'p>,
    foreign: &'a mut Vec<(String, Arc<SourceFile>, Range<usize>)>,
}

/// A links base: an absolute http(s) URL.
pub fn parse_base(s: &str) -> Option<url::Url> {
    url::Url::parse(s.trim()).ok().filter(|u| matches!(u.scheme(), "http" | "https"))
}

/// The route a link into a site names (`/rest/x/?a#b` → `/rest/x`; a relative `a/b` is
/// read from the root, as the render context reads it on reference pages), if it is one:
/// not an anchor, a URL with a scheme, or a `.md` file.
fn site_path(dest: &str) -> Option<String> {
    if dest.starts_with("//") || dest.starts_with('#') || dest.split_once(':').is_some_and(|(s, _)| !s.is_empty() && !s.contains('/')) {
        return None;
    }
    let path = dest.split(['#', '?']).next().unwrap_or("");
    if path.is_empty() || path.ends_with(".md") || path.ends_with(".mdx") {
        return None;
    }
    let trimmed = path.trim_start_matches("./").trim_matches('/');
    Some(format!("/{trimmed}"))
}

fn is_reference_route(route: &str) -> bool {
    route == crate::ROOT || route.strip_prefix(crate::ROOT).is_some_and(|r| r.starts_with('/'))
}

impl Mapped<'_, '_> {
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

impl RenderCtx for Mapped<'_, '_> {
    fn link(&mut self, dest: &str, span: Range<usize>) -> (String, bool) {
        let span = self.map(span);
        let dest = dest.trim();
        if let (Some(is_site_route), Some(route)) = (self.links.is_site_route, site_path(dest)) {
            if !is_reference_route(&route) && !is_site_route(&route) {
                if let Some(url) = self.links.base.as_ref().and_then(|b| b.join(dest).ok()) {
                    return self.inner.link(url.as_str(), span);
                }
                self.foreign.push((route, self.source.clone(), span));
                return (dest.to_string(), false);
            }
        }
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
