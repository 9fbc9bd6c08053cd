//! Markdown → document tree (`model::Block`), the one renderer shared by docs pages,
//! OpenAPI descriptions and TSDoc comments.
//!
//! pulldown-cmark does CommonMark + GFM; what Docusaurus adds on top is handled here:
//! `:::kind Title` admonitions (split out line by line *before* pulldown-cmark sees the
//! text, so nesting works and fenced code is never mistaken for a marker) and code-fence
//! meta (`title="…" {1,3-5}`, parsed with nom). `{#id}` heading ids are pulldown-cmark's
//! heading attributes; classes and other attributes are refused with a warning, since the
//! model has no place for them (Docusaurus supports ids only).
//! Links and images are handed to a `RenderCtx`, which knows routes and assets; the
//! renderer itself knows nothing about the site, so it is testable alone.

use crate::highlight::highlight;
use crate::mdx::EsmImport;
use crate::slug::Slugger;
use docc_diag::{Diagnostic, SourceFile};
use docc_model::{Align, Block, Card, CodeBlock, Footnote, HtmlNode, Image, Inline, ListItem, Table, TocEntry};
use pulldown_cmark::{CodeBlockKind, Event, HeadingLevel, Options, Parser, Tag, TagEnd};
use std::collections::HashMap;
use std::ops::Range;
use std::sync::Arc;

mod admonitions;
mod autolink;
mod directive;
mod fence;
pub mod front_matter;
pub mod highlight;
mod inline_svg;
pub mod jsx;
pub mod mdx;
mod mdx_jsx;
pub mod npm2yarn;
pub mod outline;
pub mod phase;
mod regions;
mod site_components;
pub mod slug;
pub mod tab_blocks;

use fence::{parse_fence_info, FenceInfo};
use regions::{JsxCode, Region};

pub use docc_model::text::{plain_text, plain_text_blocks};

/// Why a site component was shown by its children instead of rendered: which rendering
/// failed and what stopped it, kept apart (and the reason apart from where in the code it
/// stopped, `why.at`), so the site's summary counts uses by reason wherever each stopped.
#[derive(Debug, Clone, PartialEq)]
pub struct NotRendered {
    /// The component's origin and what could not be done with it:
    /// ` (src/X.jsx) cannot be rendered at compile time`.
    pub failed: String,
    /// What stopped it ("it calls `fetch`") and where (`src/X.jsx:2:16`, or empty).
    pub why: docc_js::Why,
}

impl std::fmt::Display for NotRendered {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.failed, self.why)
    }
}

/// Deepest nesting of containers a document may have: admonitions, block quotes, list
/// items and footnotes count as block levels, emphasis/links/inline HTML as inline levels,
/// and both together must stay within this. Real documentation nests a few levels; a file
/// with thousands (3,000 `>` is 3 KB) would compile into a tree whose decoding and DOM
/// overflow the visitor's browser, so the compiler refuses it (a located error) and the
/// runtime, whose own guard is higher (`MAX_RENDER_DEPTH` in `Blocks.tsx`), renders
/// whatever is accepted.
pub(crate) const MAX_NESTING: usize = 32;

/// Largest code block that is syntax-highlighted: syntect takes about 10 s per MB of
/// JavaScript, so a pasted bundle would dominate the build; above this the block is shown
/// as plain text with a warning.
pub(crate) const MAX_HIGHLIGHT_BYTES: usize = 128 * 1024;

/// What the renderer asks of the site while rendering one file.
pub trait RenderCtx {
    /// Resolves a link destination to `(href, internal)`; may report a diagnostic at `span`.
    fn link(&mut self, dest: &str, span: Range<usize>) -> (String, bool);
    /// Resolves a link as `link` does, without checking that its target exists: a plain
    /// `<a href>` a site component renders (Docusaurus checks only `<Link>` and Markdown links).
    fn link_unchecked(&mut self, dest: &str, span: Range<usize>) -> (String, bool) {
        self.link(dest, span)
    }
    /// Resolves an image source to an embedded asset index (`None` = external URL kept as-is).
    fn image(&mut self, src: &str, span: Range<usize>) -> Option<u32>;
    /// Resolves an image source a JSX `<img src="…">` names as a string (or `useBaseUrl`), as
    /// `image` does; a file that is not there is kept as the URL written, with a warning:
    /// Docusaurus bundles only Markdown images and `require`d ones, and leaves a JSX `src`
    /// string to the browser, so its build passes.
    fn image_as_written(&mut self, src: &str, span: Range<usize>) -> Option<u32> {
        self.image(src, span)
    }
    /// Width and height in pixels of an embedded image asset, when its header says.
    fn image_size(&self, _asset: u32) -> Option<(u32, u32)> {
        None
    }
    /// Embeds the markup of an inline `<svg>` drawing as an image asset (sanitised like an SVG
    /// file); None when it cannot be (then reported at `span`) or the context embeds nothing.
    fn inline_svg(&mut self, _svg: &str, _span: Range<usize>) -> Option<u32> {
        None
    }
    fn diag(&mut self, d: Diagnostic);
    /// The renderer shows the children of the site component `name`, which it could not
    /// render (until `leave_unrendered`): the context may judge their links less strictly.
    fn enter_unrendered(&mut self, _name: &str) {}
    fn leave_unrendered(&mut self) {}
    /// Tells the context which file (and page route, if known) the next renders come from,
    /// so link diagnostics point into that file and relative links resolve. Phases that
    /// render many sources (OpenAPI descriptions, TSDoc comments) call it before each.
    fn set_source(&mut self, _file: &Arc<SourceFile>, _route: Option<&str>) {}
    /// An MDX component docc does not render was used at `span` (its children still
    /// render); the site reports each name once, with counts. `why` says why a site
    /// component could not be rendered at compile time (`None`: not a site component).
    fn component(&mut self, _name: &str, _span: Range<usize>, _why: Option<&NotRendered>) {}
    /// The site folder, where a page's own components are resolved (`None`: site
    /// components are not rendered, only their children).
    fn site_dir(&self) -> Option<&std::path::Path> {
        None
    }
    /// The steps the compile's pages may spend on site components together (`None`: each
    /// page has a budget of its own only).
    fn js_budget(&self) -> Option<docc_js::SiteBudget> {
        None
    }
    /// Extra code-block magic comments (Docusaurus `prism.magicComments`).
    fn magic_comments(&self) -> &[crate::mdx::MagicComment] {
        &[]
    }
    /// The site's `@docusaurus/remark-plugin-npm2yarn` options, when it uses the plugin.
    fn npm2yarn(&self) -> Option<&crate::npm2yarn::Npm2Yarn> {
        None
    }
    /// The site's `docusaurus-remark-plugin-tab-blocks` options, when it uses the plugin.
    fn tab_blocks(&self) -> Option<&crate::tab_blocks::TabBlocks> {
        None
    }
    /// The Docusaurus major version the site is built with, where Docusaurus's Markdown
    /// differs between versions (2.x: `:::warning` is drawn as `danger`; heading ids and TOC
    /// entries read `[a][b]` as a link reference); `None`: not a Docusaurus site (3.x's reading).
    fn docusaurus_major(&self) -> Option<u32> {
        None
    }
    /// Reads a file an MDX import names (`./_partial.mdx`, the path of a `!!raw-loader!`
    /// import), relative to the file being rendered and confined to the site; reports its
    /// own diagnostic at `span` and returns `None` when it cannot.
    fn read_file(&mut self, _spec: &str, _span: Range<usize>) -> Option<Arc<SourceFile>> {
        None
    }
    /// The renderer moves into (and back out of) an imported partial: links, images and
    /// diagnostics resolve against `file` until the next call.
    /// Returns the file it replaces, to be set back afterwards.
    fn set_file(&mut self, _file: &Arc<SourceFile>) -> Option<Arc<SourceFile>> {
        None
    }
    /// Cards of the current doc's category, for `<DocCardList />` (`None` outside docs).
    fn doc_cards(&mut self) -> Option<Vec<Card>> {
        None
    }
    /// What Docusaurus gives the current doc's MDX and components besides their props: its
    /// `frontMatter`, `useDoc()` and `useDocsVersion()` (`None` outside docs). Asked once per
    /// page, when the page first evaluates a site component or expression.
    fn page_data(&mut self) -> Option<docc_js::PageData> {
        None
    }
}

/// A context that keeps every link and image as written (for isolated rendering and tests).
#[derive(Default)]
pub struct PlainCtx {
    pub diagnostics: Vec<Diagnostic>,
    /// The Docusaurus version read as (`RenderCtx::docusaurus_major`); None for a docc site.
    pub docusaurus_major: Option<u32>,
}

impl RenderCtx for PlainCtx {
    fn link(&mut self, dest: &str, _span: Range<usize>) -> (String, bool) {
        (dest.to_string(), dest.starts_with('/') || dest.starts_with('#'))
    }
    fn image(&mut self, _src: &str, _span: Range<usize>) -> Option<u32> {
        None
    }
    fn diag(&mut self, d: Diagnostic) {
        self.diagnostics.push(d);
    }
    fn docusaurus_major(&self) -> Option<u32> {
        self.docusaurus_major
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct HeadingInfo {
    pub level: u32,
    pub id: String,
    pub text: String,
}

#[derive(Debug, Default)]
pub struct Rendered {
    pub blocks: Vec<Block>,
    pub headings: Vec<HeadingInfo>,
}

/// Renders `file.text[range]` (the body after front matter). Spans reported to `ctx` are
/// byte offsets into the whole file.
pub fn render(file: &Arc<SourceFile>, range: Range<usize>, ctx: &mut dyn RenderCtx) -> Rendered {
    render_with(file, range, None, ctx)
}

/// Renders an MDX file prepared by `mdx::prepare` (ESM and comments blanked): JSX flow
/// elements (`<Tabs>`, `<details>`, imported partials…) become blocks, and children
/// indented under their tags are Markdown, as in MDX (which has no indented code).
/// Site components the page imports or defines are rendered at compile time (`site_components`).
pub fn render_mdx(file: &Arc<SourceFile>, range: Range<usize>, esm: impl Into<mdx::Esm>, ctx: &mut dyn RenderCtx) -> Rendered {
    render_with(file, range, Some(esm.into()), ctx)
}

fn render_with(file: &Arc<SourceFile>, range: Range<usize>, mdx: Option<mdx::Esm>, ctx: &mut dyn RenderCtx) -> Rendered {
    let mut r = Renderer::new(file, mdx, ctx);
    let regions = regions::split(&file.text, range, &mut r);
    if !(regions.len() == 1 && matches!(regions[0], Region::Markdown(_))) {
        // Several regions: one region's parser cannot see another's `[ref]: url` lines.
        r.collect_refdefs(&regions);
    }
    let mut blocks = r.render_regions(&regions);
    // Footnote definitions are collected from every region and listed once, at the end.
    let mut defs = std::mem::take(&mut r.footnote_defs);
    if !defs.is_empty() {
        defs.sort_by_key(|f| f.number);
        blocks.push(Block::Footnotes(defs));
    }
    mdx_jsx::fill_toc_inline(&mut blocks, &r.headings);
    Rendered { blocks, headings: r.headings }
}

/// Renders a standalone Markdown string (OpenAPI descriptions, TSDoc text).
pub fn render_str(name: &str, text: &str, ctx: &mut dyn RenderCtx) -> Vec<Block> {
    let file = SourceFile::new(name, text);
    render(&file, 0..text.len(), ctx).blocks
}

/// The source text of a one-line ATX heading without its `#` marks and `{#id}` block,
/// as pulldown-cmark reads it: `# Title {#custom-id}` → `Title`. Markup is kept as written.
pub fn heading_source(line: &str) -> Option<&str> {
    let mut inside: Option<Range<usize>> = None;
    let mut in_heading = false;
    for (event, span) in Parser::new_ext(line, markdown_options()).into_offset_iter() {
        match event {
            Event::Start(Tag::Heading { .. }) => in_heading = true,
            Event::End(TagEnd::Heading(_)) => break,
            _ if in_heading => {
                inside = Some(match inside {
                    Some(r) => r.start.min(span.start)..r.end.max(span.end),
                    None => span,
                })
            }
            _ => {}
        }
    }
    inside.map(|r| line[r].trim())
}

// ---------------------------------------------------------------------------
// Event → tree

struct Renderer<'a> {
    /// MDX file: JSX flow elements are read, indented children are not code.
    mdx: bool,
    /// The ESM imports of the file being rendered (partials, raw imports, components).
    imports: Vec<EsmImport>,
    /// The file's ESM as a module text (see `mdx::Prepared::module`).
    esm: String,
    /// The interpreter and the page's module scope, made on the first site component.
    js: Option<site_components::Js>,
    /// Inline site components open in the paragraph: what follows their children.
    inline_after: Vec<(String, Vec<Inline>)>,
    /// Partials being inlined, outermost first (cycles are refused).
    partials: Vec<String>,
    /// Bytes of partial text inlined into this page so far (see `MAX_PARTIAL_BYTES`);
    /// `usize::MAX` once the budget was crossed and reported, so it is reported once.
    partial_bytes: usize,
    file: Arc<SourceFile>,
    ctx: &'a mut dyn RenderCtx,
    slugger: Slugger,
    headings: Vec<HeadingInfo>,
    footnote_defs: Vec<Footnote>,
    footnote_numbers: HashMap<String, u32>,
    /// Link reference definitions of the whole file (`[ref]: /url "title"`), keyed by
    /// normalised label: the file is parsed region by region (admonitions split it), so
    /// each region's parser asks for the labels it does not define itself.
    refdefs: HashMap<String, (String, String)>,
    /// Admonition levels around the region being rendered.
    depth: usize,
    /// The nesting error is reported once per file.
    too_deep: bool,
    /// A tab-blocks group is the last block of the current container and may take the next
    /// code block: how many more blocks its last tab spans (`tab_blocks`). Any event other
    /// than a code block's ends it.
    tab_group: Option<usize>,
}

/// Link labels match case-insensitively with inner whitespace collapsed (CommonMark).
fn normalise_label(label: &str) -> String {
    label.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
}

/// An open container while walking events.
enum Frame {
    Blocks(Vec<Block>),
    Inlines(Vec<Inline>),
}

impl Frame {
    fn into_inlines(self) -> Vec<Inline> {
        match self {
            Frame::Inlines(v) => v,
            Frame::Blocks(_) => Vec::new(),
        }
    }

    /// Bare inlines (a tight list item's text) become a paragraph.
    fn into_blocks(self) -> Vec<Block> {
        match self {
            Frame::Blocks(v) => v,
            Frame::Inlines(v) if v.is_empty() => vec![],
            Frame::Inlines(v) => vec![Block::Paragraph(v)],
        }
    }
}

/// A closed table cell goes to its row, or to the table's head.
fn push_cell(cell: Vec<Inline>, opens: &mut [Open]) {
    match opens.last_mut() {
        Some(Open::Row(cells)) => cells.push(cell),
        Some(Open::Head) => {
            if let Some(Open::Table(_, head, _)) = opens.iter_mut().rev().nth(1) {
                head.push(cell);
            }
        }
        _ => {}
    }
}

/// What an open tag will become when it closes.
enum Open {
    Paragraph,
    /// Level and the `{#id}` given in the source.
    Heading(u32, Option<String>),
    Quote,
    List(bool, u32, Vec<ListItem>),
    Item(Option<bool>),
    Emph,
    Strong,
    Strike,
    Link(String, bool, String),
    Image(Option<u32>, String, String),
    Table(Vec<Align>, Vec<Vec<Inline>>, Vec<Vec<Vec<Inline>>>),
    Head,
    Row(Vec<Vec<Inline>>),
    Cell,
    Footnote(String),
    Code(FenceInfo, String),
    HtmlInline(String),
    Skip,
    /// A container opened beyond `MAX_NESTING`: its content joins the parent.
    Flat,
}

impl Open {
    /// Whether this open tag is a level of nesting (counted against `MAX_NESTING`).
    fn nests(&self) -> bool {
        matches!(self, Open::Quote | Open::Item(_) | Open::Footnote(_) | Open::Emph | Open::Strong | Open::Strike | Open::Link(..) | Open::HtmlInline(_))
    }
}

const INLINE_HTML_ALLOWED: &[&str] = &["br", "kbd", "sub", "sup", "b", "i", "em", "strong", "u", "mark", "code", "small", "s", "abbr"];

impl<'a> Renderer<'a> {
    /// A renderer for `file` (MDX when `mdx` holds its ESM), reporting to `ctx`.
    fn new(file: &Arc<SourceFile>, mdx: Option<mdx::Esm>, ctx: &'a mut dyn RenderCtx) -> Self {
        let is_mdx = mdx.is_some();
        let esm = mdx.unwrap_or_default();
        Renderer {
            mdx: is_mdx,
            imports: esm.imports,
            esm: esm.module,
            js: None,
            inline_after: Vec::new(),
            partials: Vec::new(),
            partial_bytes: 0,
            file: file.clone(),
            ctx,
            slugger: Slugger::default(),
            headings: Vec::new(),
            footnote_defs: Vec::new(),
            footnote_numbers: HashMap::new(),
            refdefs: HashMap::new(),
            depth: 0,
            too_deep: false,
            tab_group: None,
        }
    }
}

/// A GFM table's delimiter row may have tabs around its cells (`|----\t|----|`, as
/// home-assistant's `siren.md` writes it, aligned in an editor): GFM's spec and remark-gfm read
/// it as a table, but pulldown-cmark 0.13 (`scanners.rs` `scan_table_head`) accepts only spaces
/// there and drops the table to a paragraph. Each tab of such a row, outside fenced code and
/// under a line holding a `|`, becomes one space: the same length, so every offset stays true.
fn delimiter_row_tabs(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.contains('\t') {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut rows: Vec<Range<usize>> = Vec::new();
    // The region splitter's and the MDX preparer's reading of fences: never touch code.
    let mut fences = fence::Fences::default();
    let mut prev_has_pipe = false;
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let start = at;
        at += line.len();
        let body = line.trim_end_matches(['\n', '\r']);
        if fences.code_line(body) {
            prev_has_pipe = false;
            continue;
        }
        let indent = body.len() - body.trim_start_matches(' ').len();
        let rest = &body[indent..];
        let delimiter = indent <= 3
            && rest.contains('\t')
            && rest.contains('-')
            && rest.contains('|')
            && rest.bytes().all(|b| matches!(b, b'|' | b'-' | b':' | b' ' | b'\t'));
        if delimiter && prev_has_pipe {
            rows.push(start..start + body.len());
        }
        prev_has_pipe = !body.trim().is_empty() && body.contains('|');
    }
    if rows.is_empty() {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = text.to_string();
    for r in rows {
        let row = text[r.clone()].replace('\t', " ");
        out.replace_range(r, &row);
    }
    std::borrow::Cow::Owned(out)
}

impl Renderer<'_> {
    fn collect_refdefs(&mut self, regions: &[Region]) {
        for region in regions {
            match region {
                Region::Markdown(range) => {
                    let text = &self.file.text[range.clone()];
                    // A definition is a label followed at once by a colon (`[x]: /url`), so text
                    // without `]:` has none and is not parsed a second time (a whole first pass
                    // per region cost ~4% of a compile's CPU).
                    if !text.contains("]:") {
                        continue;
                    }
                    let parser = Parser::new_ext(text, markdown_options());
                    for (label, def) in parser.reference_definitions().iter() {
                        let title = def.title.as_deref().unwrap_or("").to_string();
                        self.refdefs.entry(normalise_label(label)).or_insert_with(|| (def.dest.to_string(), title));
                    }
                }
                Region::Admonition { children, .. } | Region::Jsx { children, .. } => self.collect_refdefs(children),
                Region::Inline(_) | Region::Block(_) => {}
            }
        }
    }

    fn too_deep(&mut self, span: Range<usize>, what: &str) {
        if std::mem::replace(&mut self.too_deep, true) {
            return;
        }
        self.ctx.diag(
            Diagnostic::error("docc::nesting-too-deep", format!("{what} nested more than {MAX_NESTING} levels deep"))
                .at(&self.file, span, format!("level {} starts here", MAX_NESTING + 1))
                .help(format!("docc accepts at most {MAX_NESTING} levels of nested admonitions, block quotes, lists and emphasis (deeper trees crash browsers); flatten this part of the document")),
        );
    }

    fn render_regions(&mut self, regions: &[Region]) -> Vec<Block> {
        let mut out = Vec::new();
        for region in regions {
            match region {
                Region::Markdown(range) => out.extend(self.render_markdown(range.clone())),
                Region::Inline(inl) => out.push(Block::Paragraph(inl.clone())),
                Region::Block(b) => out.push(b.clone()),
                Region::Admonition { kind, title, title_span, children } => {
                    // Titles are inline Markdown (`:::tip Use **this**`), rendered in place so
                    // their links and diagnostics keep real spans in the file.
                    let title = title.as_ref().map(|t| {
                        let blocks = self.render_markdown(title_span.clone());
                        match blocks.into_iter().next() {
                            Some(Block::Paragraph(inl)) => inl,
                            _ => vec![Inline::Text(t.clone())],
                        }
                    });
                    self.depth += 1;
                    let blocks = self.render_regions(children);
                    self.depth -= 1;
                    out.push(Block::Admonition { kind: *kind, title, blocks });
                }
                Region::Jsx { tag, children, code } => {
                    self.depth += 1;
                    let blocks = self.jsx(tag, children, code.as_ref());
                    self.depth -= 1;
                    for b in blocks {
                        // Adjacent `<DocCard>`s make one grid.
                        match (b, out.last_mut()) {
                            (Block::Cards(new), Some(Block::Cards(prev))) => prev.extend(new),
                            (b, _) => out.push(b),
                        }
                    }
                }
            }
        }
        out
    }

    fn render_markdown(&mut self, range: Range<usize>) -> Vec<Block> {
        let file = self.file.clone();
        let (text, lines) = if self.mdx { dedent(&file.text, range.clone()) } else { (std::borrow::Cow::Borrowed(&file.text[range.clone()]), Vec::new()) };
        let base = range.start;
        // Offset in `text` → offset in the file (dedented lines moved left).
        let at = |o: usize| match lines.partition_point(|&(d, _)| d <= o) {
            0 => base + o,
            k => lines[k - 1].1 + (o - lines[k - 1].0),
        };
        self.render_events(&text, &at)
    }

    /// Renders Markdown `text`, whose offset `o` is `at(o)` in the file.
    fn render_events(&mut self, text: &str, at: &dyn Fn(usize) -> usize) -> Vec<Block> {
        let text = &*delimiter_row_tabs(text);
        let file = self.file.clone();
        let mut frames: Vec<Frame> = vec![Frame::Blocks(Vec::new())];
        let mut opens: Vec<Open> = Vec::new();
        let refdefs = std::mem::take(&mut self.refdefs);
        let callback = |link: pulldown_cmark::BrokenLink<'_>| refdefs.get(&normalise_label(&link.reference)).map(|(d, t)| (d.clone().into(), t.clone().into()));
        self.tab_group = None;
        // A run of text events (pulldown-cmark splits text at `_`, `&`, escapes…), merged before
        // it is pushed so that autolink literals are found in it whole (`flush_text`).
        let mut pending = String::new();
        let mut pending_start = 0;
        for (event, span) in Parser::new_with_broken_link_callback(text, markdown_options(), Some(callback)).into_offset_iter() {
            let span = at(span.start)..at(span.end).max(at(span.start));
            let in_code = matches!(opens.last(), Some(Open::Code(..)));
            if let (Event::Text(t), false) = (&event, in_code) {
                if pending.is_empty() {
                    pending_start = span.start;
                }
                pending.push_str(t);
                continue;
            }
            self.flush_text(&mut pending, pending_start, &mut frames, &opens);
            if !(matches!(event, Event::Start(Tag::CodeBlock(_)) | Event::End(TagEnd::CodeBlock)) || in_code) {
                // Only siblings with nothing between them join a tab group.
                self.tab_group = None;
            }
            match event {
                Event::Start(tag) => self.start(tag, span, &mut frames, &mut opens),
                Event::End(end) => self.end(end, span, &mut frames, &mut opens),
                Event::Text(t) => {
                    if let Some(Open::Code(_, buf)) = opens.last_mut() {
                        buf.push_str(&t);
                    }
                }
                Event::Code(t) => push_inline(&mut frames, Inline::Code(t.into_string())),
                Event::SoftBreak => push_inline(&mut frames, Inline::SoftBreak),
                Event::HardBreak => push_inline(&mut frames, Inline::HardBreak),
                Event::Rule => push_block(&mut frames, Block::Rule),
                Event::TaskListMarker(checked) => {
                    if let Some(Open::Item(task)) = opens.iter_mut().rev().find(|o| matches!(o, Open::Item(_))) {
                        *task = Some(checked);
                    }
                }
                Event::FootnoteReference(label) => {
                    let number = self.footnote_number(&label);
                    push_inline(&mut frames, Inline::FootnoteRef { id: footnote_id(&label), number });
                }
                Event::InlineHtml(html) => self.inline_html(&html, span, &mut frames, &mut opens),
                Event::Html(html) => {
                    let trimmed = html.trim();
                    if trimmed.is_empty() || (trimmed.starts_with("<!--") && trimmed.ends_with("-->")) {
                        continue;
                    }
                    if self.jsx_paragraph_line(&html, span.start, &mut frames) {
                        continue;
                    }
                    self.ctx.diag(
                        Diagnostic::warning("docc::raw-html", "raw HTML block is not rendered")
                            .at(&file, span.start..span.start + html.trim_end().len().max(1), "HTML here")
                            .help("docc renders no raw HTML blocks (they could carry scripts); write it in Markdown, or use an admonition"),
                    );
                }
                Event::InlineMath(t) | Event::DisplayMath(t) => push_inline(&mut frames, Inline::Code(t.into_string())),
            }
        }
        self.flush_text(&mut pending, pending_start, &mut frames, &opens);
        self.tab_group = None;
        // Close anything pulldown-cmark left open (it should not, but never panic).
        while !opens.is_empty() {
            opens.pop();
            if frames.len() > 1 {
                frames.pop();
            }
        }
        self.refdefs = refdefs;
        match frames.pop() {
            Some(Frame::Blocks(b)) => b,
            _ => Vec::new(),
        }
    }

    /// Pushes a run of text, its GFM autolink literals (`https://…`, `www.…`, `a@b.c`) made
    /// links as remark-gfm makes them, except inside a link or an image's alt text. `start` is
    /// where the run begins in the file: the character before it decides whether a literal may
    /// start there, and each link's span (for the link resolver) is the literal's, when the
    /// run is the file's text unchanged.
    fn flush_text(&mut self, pending: &mut String, start: usize, frames: &mut [Frame], opens: &[Open]) {
        if pending.is_empty() {
            return;
        }
        let text = std::mem::take(pending);
        let in_link = opens.iter().any(|o| matches!(o, Open::Link(..) | Open::Image(..)));
        let found = if in_link { Vec::new() } else { autolink::find(&text, self.file.text.get(..start).and_then(|t| t.chars().next_back())) };
        let verbatim = self.file.text.get(start..start + text.len()) == Some(text.as_str());
        let mut last = 0;
        for f in found {
            if f.range.start > last {
                push_inline(frames, Inline::Text(text[last..f.range.start].to_string()));
            }
            let span = if verbatim { start + f.range.start..start + f.range.end } else { start..start };
            let (href, internal) = self.ctx.link(&f.href, span);
            push_inline(frames, Inline::Link { href, internal, title: String::new(), content: vec![Inline::Text(text[f.range.clone()].to_string())] });
            last = f.range.end;
        }
        if last < text.len() {
            push_inline(frames, Inline::Text(if last == 0 { text } else { text[last..].to_string() }));
        }
    }

    /// A line CommonMark reads as an HTML block because it begins with a tag named like a
    /// block element (`- <Link id="x"/> Use …`: `link` is one of CommonMark's HTML block
    /// names, and the match ignores case). MDX has no HTML blocks: there the line is a
    /// paragraph whose first inline is the JSX element, so it is rendered as one (its text and
    /// the element kept) into the current frame. Whether it was: only in MDX, for a line
    /// beginning with a component (a capitalised tag) and read in place from the file.
    fn jsx_paragraph_line(&mut self, html: &str, start: usize, frames: &mut [Frame]) -> bool {
        let line = html.trim_end_matches(['\n', '\r']);
        if !self.mdx || !line.starts_with('<') || !line[1..].starts_with(|c: char| c.is_ascii_uppercase()) {
            return false;
        }
        if self.file.text.get(start..start + line.len()) != Some(line) {
            return false;
        }
        // A leading character keeps the nested parse from reading an HTML block again; it
        // is the first inline's first character, taken off below, and offsets map past it.
        let text = format!("x{line}");
        let at = |o: usize| start + o.saturating_sub(1);
        let blocks = self.render_events(&text, &at);
        let mut inl = match <[Block; 1]>::try_from(blocks) {
            Ok([Block::Paragraph(inl)]) => inl,
            _ => return false,
        };
        match inl.first_mut() {
            Some(Inline::Text(t)) if t.starts_with('x') => {
                t.remove(0);
                if t.is_empty() {
                    inl.remove(0);
                }
            }
            _ => return false,
        }
        if let Some(Frame::Inlines(v)) = frames.last() {
            if !v.is_empty() {
                push_inline(frames, Inline::SoftBreak);
            }
        }
        inl.into_iter().for_each(|i| push_inline(frames, i));
        true
    }

    fn footnote_number(&mut self, label: &str) -> u32 {
        let next = self.footnote_numbers.len() as u32 + 1;
        *self.footnote_numbers.entry(label.to_string()).or_insert(next)
    }

    fn start(&mut self, tag: Tag, span: Range<usize>, frames: &mut Vec<Frame>, opens: &mut Vec<Open>) {
        let (open, frame) = match tag {
            Tag::Paragraph => (Open::Paragraph, Frame::Inlines(Vec::new())),
            Tag::Heading { level, id, classes, attrs } => {
                if !classes.is_empty() || !attrs.is_empty() {
                    self.ctx.diag(
                        Diagnostic::warning("docc::heading-attributes", "heading classes and attributes are ignored; only `{#id}` is supported")
                            .at(&self.file, span.clone(), "a `{…}` block at the end of a heading is read as attributes")
                            .help("keep only `{#id}` in the block, or escape the closing brace (`\\}`) to show the braces as text"),
                    );
                }
                (Open::Heading(heading_level(level), id.map(|id| id.into_string())), Frame::Inlines(Vec::new()))
            }
            Tag::BlockQuote(_) => (Open::Quote, Frame::Blocks(Vec::new())),
            Tag::CodeBlock(kind) => {
                let info = match kind {
                    CodeBlockKind::Fenced(info) => parse_fence_info(&info),
                    CodeBlockKind::Indented => FenceInfo::default(),
                };
                (Open::Code(info, String::new()), Frame::Blocks(Vec::new()))
            }
            Tag::List(start) => (Open::List(start.is_some(), start.unwrap_or(1).min(u32::MAX as u64) as u32, Vec::new()), Frame::Blocks(Vec::new())),
            Tag::Item => (Open::Item(None), Frame::Blocks(Vec::new())),
            Tag::FootnoteDefinition(label) => (Open::Footnote(label.into_string()), Frame::Blocks(Vec::new())),
            Tag::Table(aligns) => (Open::Table(aligns.into_iter().map(align).collect(), Vec::new(), Vec::new()), Frame::Blocks(Vec::new())),
            Tag::TableHead => (Open::Head, Frame::Blocks(Vec::new())),
            Tag::TableRow => (Open::Row(Vec::new()), Frame::Blocks(Vec::new())),
            Tag::TableCell => (Open::Cell, Frame::Inlines(Vec::new())),
            Tag::Emphasis => (Open::Emph, Frame::Inlines(Vec::new())),
            Tag::Strong => (Open::Strong, Frame::Inlines(Vec::new())),
            Tag::Strikethrough => (Open::Strike, Frame::Inlines(Vec::new())),
            Tag::Link { link_type, dest_url, title, .. } => {
                // `<sales@example.com>`: an email autolink is a `mailto:` link (CommonMark), not
                // a relative URL (Detox's Genymotion page gave `/docs/guide/sales@genymobile.com`).
                let dest_url = if link_type == pulldown_cmark::LinkType::Email && !dest_url.to_ascii_lowercase().starts_with("mailto:") {
                    format!("mailto:{dest_url}").into()
                } else {
                    dest_url
                };
                let (href, internal) = self.ctx.link(&dest_url, span.clone());
                (Open::Link(href, internal, title.into_string()), Frame::Inlines(Vec::new()))
            }
            Tag::Image { dest_url, title, .. } => {
                let asset = self.ctx.image(&dest_url, span.clone());
                let src = if asset.is_some() { String::new() } else { dest_url.into_string() };
                (Open::Image(asset, src, title.into_string()), Frame::Inlines(Vec::new()))
            }
            _ => (Open::Skip, Frame::Inlines(Vec::new())),
        };
        let (open, frame) = if open.nests() && self.depth + opens.iter().filter(|o| o.nests()).count() >= MAX_NESTING {
            self.too_deep(span, "containers");
            (Open::Flat, frame)
        } else {
            (open, frame)
        };
        opens.push(open);
        frames.push(frame);
    }

    fn end(&mut self, _end: TagEnd, span: Range<usize>, frames: &mut Vec<Frame>, opens: &mut Vec<Open>) {
        let (Some(open), Some(frame)) = (opens.pop(), frames.pop()) else { return };
        let inl = Frame::into_inlines;
        let blk = Frame::into_blocks;
        match open {
            Open::Paragraph => {
                let content = inl(frame);
                // Tight list items give bare inlines; keep them paragraph-wrapped for the tree.
                push_block(frames, Block::Paragraph(content));
            }
            Open::Heading(level, custom) => {
                let b = self.heading(level, custom, inl(frame), span);
                push_block(frames, b);
            }
            Open::Quote => push_block(frames, Block::Quote(blk(frame))),
            Open::Code(info, code) => self.code_end(info, &code, span, frames),
            Open::List(ordered, start, items) => {
                // Items opened beyond MAX_NESTING left their blocks in the list's own frame.
                let flattened = blk(frame);
                if !items.is_empty() {
                    push_block(frames, Block::List { ordered, start, items });
                }
                flattened.into_iter().for_each(|b| push_block(frames, b));
            }
            Open::Item(task) => {
                let blocks = blk(frame);
                if let Some(Open::List(_, _, items)) = opens.last_mut() {
                    items.push(ListItem { task, blocks });
                }
            }
            Open::Footnote(label) => {
                let number = self.footnote_number(&label);
                self.footnote_defs.push(Footnote { id: footnote_id(&label), number, blocks: blk(frame) });
            }
            Open::Table(align, head, rows) => push_block(frames, Block::Table(Table { align, head, rows, spans: vec![] })),
            // Cells of the head were collected into the table already.
            Open::Head => {}
            Open::Row(cells) => {
                if let Some(Open::Table(_, _, rows)) = opens.last_mut() {
                    rows.push(cells);
                }
            }
            Open::Cell => push_cell(inl(frame), opens),
            Open::Emph => push_inline(frames, Inline::Emph(inl(frame))),
            Open::Strong => push_inline(frames, Inline::Strong(inl(frame))),
            Open::Strike => push_inline(frames, Inline::Strike(inl(frame))),
            Open::Link(href, internal, title) => push_inline(frames, Inline::Link { href, internal, title, content: inl(frame) }),
            Open::Image(asset, src, title) => {
                let alt = plain_text(&inl(frame));
                let (width, height) = asset.and_then(|a| self.ctx.image_size(a)).unwrap_or((0, 0));
                push_inline(frames, Inline::Image(Image { asset, src, alt, title, width, height }));
            }
            Open::HtmlInline(tag) => {
                let content = inl(frame);
                match content.as_slice() {
                    // `<code><a href="…">allowEIO3: true</a></code>` (socket.io): attribute-free
                    // HTML cannot hold a link, so an element holding one link only is drawn as
                    // the link holding the element, and the link is kept, as Docusaurus keeps it.
                    [Inline::Link { href, internal, title, content: inner }] => push_inline(
                        frames,
                        Inline::Link {
                            href: href.clone(),
                            internal: *internal,
                            title: title.clone(),
                            content: vec![Inline::Html(vec![HtmlNode::Element { tag, children: inl_to_html(inner) }])],
                        },
                    ),
                    _ => push_inline(frames, Inline::Html(vec![HtmlNode::Element { tag, children: inl_to_html(&content) }])),
                }
            }
            Open::Skip => {
                for i in inl(frame) {
                    push_inline(frames, i);
                }
            }
            Open::Flat => match frame {
                Frame::Inlines(v) => v.into_iter().for_each(|i| push_inline(frames, i)),
                Frame::Blocks(v) => v.into_iter().for_each(|b| push_block(frames, b)),
            },
        }
    }

    /// A closed heading: its id (the `{#id}` given, unless reserved, or a slug of its text,
    /// unique in the file) recorded for the table of contents.
    fn heading(&mut self, level: u32, custom: Option<String>, content: Vec<Inline>, span: Range<usize>) -> Block {
        let text = if self.ctx.docusaurus_major().is_some_and(|m| m <= 2) { remark8_heading_text(&content) } else { plain_text(&content) };
        let id = match custom {
            Some(id) if crate::slug::is_reserved(&id) => {
                let renamed = self.slugger.unique(id.clone());
                self.ctx.diag(
                    Diagnostic::warning("docc::reserved-id", format!("heading id `{id}` is reserved; renamed to `{renamed}`"))
                        .at(&self.file, span, "heading with a reserved id")
                        .help(format!(
                            "`{id}` names an element or a global the site's scripts use (an element with that id would replace it); choose another id"
                        )),
                );
                renamed
            }
            Some(id) => self.slugger.unique(id),
            None => self.slugger.slug(&text),
        };
        self.headings.push(HeadingInfo { level, id: id.clone(), text });
        Block::Heading { level, id, content }
    }

    /// A closed fenced or indented code block: code, npm2yarn tabs, or a tab of a
    /// tab-blocks group (joining the group just before it when there is one).
    fn code_end(&mut self, info: FenceInfo, code: &str, span: Range<usize>, frames: &mut [Frame]) {
        if let Some(options) = self.ctx.tab_blocks().cloned() {
            if self.tab_block(&options, info.clone(), code, span.clone(), frames) {
                return;
            }
        }
        let b = match self.ctx.npm2yarn().filter(|_| info.meta == "npm2yarn").cloned() {
            Some(options) => self.npm2yarn_tabs(&options, &info.lang, code, span),
            None => self.code_block(info, code, span),
        };
        push_block(frames, b);
    }

    /// `docusaurus-remark-plugin-tab-blocks` (`tab_blocks`): a block spanned by the open
    /// group's last tab joins that tab, a block whose meta says `tab` opens a tab (in the
    /// open group, else in a new one). Returns whether the block was taken.
    fn tab_block(&mut self, options: &crate::tab_blocks::TabBlocks, info: FenceInfo, code: &str, span: Range<usize>, frames: &mut [Frame]) -> bool {
        let open = self.tab_group.take();
        if let Some(remaining @ 1..) = open {
            let b = self.code_block(info, code, span);
            if let Some(item) = last_tabs(frames).and_then(|t| t.items.last_mut()) {
                item.blocks.push(b);
            }
            self.tab_group = Some(remaining - 1);
            return true;
        }
        let meta = match crate::tab_blocks::parse_meta(&info.meta) {
            None => return false,
            Some(Ok(meta)) => meta,
            Some(Err(why)) => {
                let line = span.start..span.start + self.file.text[span.clone()].find('\n').unwrap_or(span.len());
                self.ctx.diag(
                    Diagnostic::error("docc::tab-blocks", format!("this code block's `tab` options cannot be read: {why}"))
                        .at(&self.file, line, "`tab` in this meta")
                        .help("docusaurus-remark-plugin-tab-blocks reads what follows `tab=` up to the next `=` as JSON (the site's build fails on this block): write `tab={\"label\":\"…\",\"span\":2}` with no `=` or later `}` on the line"),
                );
                return false;
            }
        };
        let value = meta.value(&info.lang);
        let label = meta.label.clone().or_else(|| options.label(&info.lang).map(str::to_string)).unwrap_or_else(|| value.clone());
        let b = self.code_block(info, code, span.clone());
        let item = docc_model::TabItem { value, label, blocks: vec![b] };
        match open.and_then(|_| last_tabs(frames)) {
            Some(tabs) => {
                if tabs.items.iter().any(|i| i.value == item.value) {
                    self.ctx.diag(
                        Diagnostic::warning("docc::tab-blocks", format!("two tabs of this group have the value `{}`", item.value))
                            .at(&self.file, span, "duplicate value")
                            .help("Docusaurus's `<Tabs>` refuses duplicate values (its build fails): give one of the blocks `tab={\"label\":\"…\"}`, or put something between the blocks"),
                    );
                }
                tabs.items.push(item);
            }
            None => push_block(frames, Block::Tabs(docc_model::Tabs { group_id: options.group().to_string(), default: 0, items: vec![item] })),
        }
        self.tab_group = Some(meta.span - 1);
        true
    }

    /// A ```` ```bash npm2yarn ```` block as the plugin turns it: tabs of the npm commands and
    /// each converter's (the tabs' code keeps only the language, as the plugin's nodes do).
    fn npm2yarn_tabs(&mut self, options: &crate::npm2yarn::Npm2Yarn, lang: &str, code: &str, span: Range<usize>) -> Block {
        let tab = |r: &mut Self, value: &str, label: &str, code: &str| docc_model::TabItem {
            value: value.to_string(),
            label: label.to_string(),
            blocks: vec![r.code_block(FenceInfo { lang: lang.to_string(), ..Default::default() }, code, span.clone())],
        };
        let mut items = vec![tab(self, "npm", "npm", code)];
        for c in &options.converters {
            let converted = crate::npm2yarn::convert(code, c);
            items.push(tab(self, c, crate::npm2yarn::label(c), &converted));
        }
        Block::Tabs(docc_model::Tabs { group_id: if options.sync { "npm2yarn".into() } else { String::new() }, default: 0, items })
    }

    /// A code block (fenced, or an MDX `<CodeBlock>`): Docusaurus magic comments
    /// (`// highlight-next-line`…) mark lines and vanish, then the code is highlighted.
    fn code_block(&mut self, mut info: FenceInfo, code: &str, span: Range<usize>) -> Block {
        let (code, marked) = crate::mdx::magic_comments(code, &info.lang, self.ctx.magic_comments());
        info.highlight.extend(marked);
        info.highlight.sort_unstable();
        info.highlight.dedup();
        let lines = if code.len() > MAX_HIGHLIGHT_BYTES {
            self.ctx.diag(
                Diagnostic::warning("docc::code-too-large", format!("code block of {} KB is shown without syntax highlighting", code.len() / 1024))
                    .at(&self.file, span.start..span.start + 3.min(span.len()), "this code block")
                    .help(format!(
                        "blocks above {} KB are not highlighted (it would take seconds per block); split it or link to the file",
                        MAX_HIGHLIGHT_BYTES / 1024
                    )),
            );
            highlight(&code, "")
        } else {
            highlight(&code, &info.lang)
        };
        Block::Code(CodeBlock { lang: info.lang, title: info.title, highlight: info.highlight, lines })
    }

    /// Inline HTML: a small allowlist of attribute-free formatting tags; anything else is
    /// dropped with a warning (its text content still renders).
    fn inline_html(&mut self, html: &str, span: Range<usize>, frames: &mut Vec<Frame>, opens: &mut Vec<Open>) {
        let t = html.trim();
        if t.starts_with("<!--") {
            return;
        }
        let closing = t.starts_with("</");
        let name: String =
            t.trim_start_matches('<').trim_start_matches('/').chars().take_while(|c| c.is_ascii_alphanumeric()).collect::<String>().to_ascii_lowercase();
        let self_closing = t.ends_with("/>") || name == "br";
        let has_attrs = t.trim_start_matches('<').trim_start_matches('/').trim_end_matches('>').trim_end_matches('/').trim() != name;
        let raw_name: String =
            t.trim_start_matches('<').trim_start_matches('/').chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '.' || *c == '_').collect();
        if raw_name.starts_with(|c: char| c.is_ascii_uppercase()) {
            // An MDX component inside a paragraph: rendered where it is when docc can,
            // else its children render as text.
            if closing {
                if self.inline_after.last().is_some_and(|(n, _)| *n == raw_name) {
                    let (_, after) = self.inline_after.pop().expect("checked");
                    after.into_iter().for_each(|i| push_inline(frames, i));
                }
            } else {
                match self.site_component_inline(span.clone(), self_closing) {
                    Ok((before, after)) => {
                        before.into_iter().for_each(|i| push_inline(frames, i));
                        if !self_closing {
                            self.inline_after.push((raw_name, after));
                        }
                    }
                    Err(why) => self.ctx.component(&raw_name, span, why.as_ref()),
                }
            }
            return;
        }
        if name == "a" || name == "img" {
            // Links and images keep working as Docusaurus renders them: they become the
            // model's own link and image, through the same link and asset resolution as
            // Markdown's (never raw HTML).
            if closing {
                if matches!(opens.last(), Some(Open::Link(..))) {
                    self.end(TagEnd::Link, span, frames, opens);
                }
                return;
            }
            if let Some(tag) = (self.file.text.get(span.clone()).is_some_and(|t| t.starts_with('<')))
                .then(|| jsx::open_tag(&self.file, &self.file.text, span.start, span.end).ok())
                .flatten()
            {
                if name == "img" {
                    if let Some(Block::Paragraph(inl)) = self.img(&tag) {
                        inl.into_iter().for_each(|i| push_inline(frames, i));
                    }
                    return;
                }
                match tag.attr("href").and_then(jsx::Spanned::str) {
                    // `<a name="x">`/`<a id="x">`: an anchor, its text shows as is.
                    None => {}
                    Some(_) if self_closing => {}
                    Some(href) => {
                        // MDX (2 and later) does not map a literal `<a>` through the page's
                        // components (mdx-js/mdx#821), so it is no Docusaurus `<Link>` and its
                        // href is not among the links Docusaurus checks: resolved, not checked.
                        let at = tag.attr("href").map_or(span.clone(), |v| v.span.clone());
                        let (href, internal) = if self.mdx { self.ctx.link_unchecked(href, at) } else { self.ctx.link(href, at) };
                        let title = tag.str_attr("title").unwrap_or("").to_string();
                        if self.depth + opens.iter().filter(|o| o.nests()).count() >= MAX_NESTING {
                            self.too_deep(span, "inline elements");
                        } else {
                            opens.push(Open::Link(href, internal, title));
                            frames.push(Frame::Inlines(Vec::new()));
                        }
                    }
                }
                return;
            }
        }
        if closing && !INLINE_HTML_ALLOWED.contains(&name.as_str()) {
            return; // its opening tag was already reported
        }
        if !INLINE_HTML_ALLOWED.contains(&name.as_str()) || (has_attrs && !closing) {
            self.ctx.diag(
                Diagnostic::warning("docc::raw-html", format!("inline HTML `{t}` is not rendered"))
                    .at(&self.file, span, "dropped")
                    .help(format!("allowed inline tags (without attributes): {}", INLINE_HTML_ALLOWED.join(", "))),
            );
            return;
        }
        if self_closing {
            push_inline(frames, Inline::Html(vec![HtmlNode::Element { tag: name, children: vec![] }]));
        } else if closing {
            if matches!(opens.last(), Some(Open::HtmlInline(n)) if *n == name) {
                self.end(TagEnd::Emphasis, span, frames, opens);
            }
        } else if self.depth + opens.iter().filter(|o| o.nests()).count() >= MAX_NESTING {
            self.too_deep(span, "inline elements");
        } else {
            opens.push(Open::HtmlInline(name));
            frames.push(Frame::Inlines(Vec::new()));
        }
    }
}

/// Inline content as attribute-free HTML elements, for places that hold inline HTML only (an
/// inline HTML element's children, a `<details>` in a table cell): text, code and emphasis stay
/// (the runtime's inline allowlist draws them); a link keeps its text.
pub(crate) fn inl_to_html(inl: &[Inline]) -> Vec<HtmlNode> {
    let el = |tag: &str, children: Vec<HtmlNode>| HtmlNode::Element { tag: tag.into(), children };
    inl.iter()
        .flat_map(|i| match i {
            Inline::Text(t) => vec![HtmlNode::Text(t.clone())],
            Inline::Code(c) => vec![el("code", vec![HtmlNode::Text(c.clone())])],
            Inline::Strong(x) => vec![el("strong", inl_to_html(x))],
            Inline::Emph(x) => vec![el("em", inl_to_html(x))],
            Inline::Strike(x) => vec![el("s", inl_to_html(x))],
            Inline::Link { content, .. } => inl_to_html(content),
            Inline::HardBreak => vec![el("br", vec![])],
            Inline::SoftBreak => vec![HtmlNode::Text(" ".into())],
            Inline::Html(nodes) => nodes.clone(),
            other => vec![HtmlNode::Text(plain_text(std::slice::from_ref(other)))],
        })
        .collect()
}

/// A heading's text as Docusaurus 2 takes it for the heading's id and TOC entry: its remark
/// (remark-parse 8, MDX 1) reads every `[text][label]`, `[text][]` and `[text]` as a link
/// reference, defined or not, and mdast's `toString` keeps only the reference's text, so
/// socket.io's `io([url][, options])` is `io(url)`, id `iourl` (the heading itself still
/// shows the brackets). Brackets inside code spans stay.
fn remark8_heading_text(content: &[Inline]) -> String {
    fn collapse(run: &str, out: &mut String) {
        let mut rest = run;
        while let Some(open) = rest.find('[') {
            out.push_str(&rest[..open]);
            let after = &rest[open + 1..];
            match after.find([']', '[']) {
                Some(close) if after.as_bytes()[close] == b']' && close > 0 => {
                    out.push_str(&after[..close]);
                    rest = &after[close + 1..];
                    // A full (`[label]`) or collapsed (`[]`) reference's label is not text.
                    if let Some(label) = rest.strip_prefix('[') {
                        if let Some(end) = label.find(']').filter(|&e| !label[..e].contains('[')) {
                            rest = &label[end + 1..];
                        }
                    }
                }
                _ => {
                    out.push('[');
                    rest = after;
                }
            }
        }
        out.push_str(rest);
    }
    let mut out = String::new();
    let mut run = String::new();
    for i in content {
        match i {
            Inline::Text(t) => run.push_str(t),
            other => {
                collapse(&std::mem::take(&mut run), &mut out);
                out.push_str(&plain_text(std::slice::from_ref(other)));
            }
        }
    }
    collapse(&run, &mut out);
    out
}

/// The runtime prefixes `fn-`/`fnref-` itself; the model carries the bare slug.
fn footnote_id(label: &str) -> String {
    crate::slug::slugify(label)
}

fn markdown_options() -> Options {
    let mut opts = Options::empty();
    opts.insert(Options::ENABLE_TABLES);
    opts.insert(Options::ENABLE_FOOTNOTES);
    opts.insert(Options::ENABLE_OLD_FOOTNOTES);
    opts.insert(Options::ENABLE_STRIKETHROUGH);
    opts.insert(Options::ENABLE_TASKLISTS);
    opts.insert(Options::ENABLE_HEADING_ATTRIBUTES);
    opts
}

fn heading_level(l: HeadingLevel) -> u32 {
    match l {
        HeadingLevel::H1 => 1,
        HeadingLevel::H2 => 2,
        HeadingLevel::H3 => 3,
        HeadingLevel::H4 => 4,
        HeadingLevel::H5 => 5,
        HeadingLevel::H6 => 6,
    }
}

fn align(a: pulldown_cmark::Alignment) -> Align {
    match a {
        pulldown_cmark::Alignment::None => Align::None,
        pulldown_cmark::Alignment::Left => Align::Left,
        pulldown_cmark::Alignment::Center => Align::Center,
        pulldown_cmark::Alignment::Right => Align::Right,
    }
}

fn push_inline(frames: &mut [Frame], i: Inline) {
    match frames.last_mut() {
        Some(Frame::Inlines(v)) => v.push(i),
        Some(Frame::Blocks(v)) => match v.last_mut() {
            // Tight list items: text directly inside an item becomes a paragraph.
            Some(Block::Paragraph(p)) => p.push(i),
            _ => v.push(Block::Paragraph(vec![i])),
        },
        None => {}
    }
}

/// The tabs block that ends the current container, if it ends with one.
fn last_tabs(frames: &mut [Frame]) -> Option<&mut docc_model::Tabs> {
    match frames.last_mut() {
        Some(Frame::Blocks(blocks)) => match blocks.last_mut() {
            Some(Block::Tabs(t)) => Some(t),
            _ => None,
        },
        _ => None,
    }
}

fn push_block(frames: &mut [Frame], b: Block) {
    match frames.last_mut() {
        Some(Frame::Blocks(v)) => v.push(b),
        Some(Frame::Inlines(_)) => {
            // A block inside an inline context cannot happen in CommonMark; keep its text.
            let text = plain_text_blocks(std::slice::from_ref(&b));
            push_inline(frames, Inline::Text(text));
        }
        None => {}
    }
}

/// MDX has no indented code, and children are often indented under their tags: the
/// region's common indentation is removed. Returns the text and, per moved line, (offset
/// in the text, offset in the file) so spans still point into the file.
fn dedent(text: &str, range: Range<usize>) -> (std::borrow::Cow<'_, str>, Vec<(usize, usize)>) {
    let src = &text[range.clone()];
    // The first line may start after a tag (`<TabItem>text`): it does not set the indent.
    let mid_line = range.start > 0 && text.as_bytes()[range.start - 1] != b'\n';
    let ws = |l: &str| l.len() - l.trim_start_matches([' ', '\t']).len();
    let indent = src.split_inclusive('\n').skip(mid_line as usize).filter(|l| !l.trim().is_empty()).map(ws).min().unwrap_or(0);
    if indent == 0 {
        return (std::borrow::Cow::Borrowed(src), Vec::new());
    }
    let mut out = String::with_capacity(src.len());
    let mut map = Vec::new();
    let mut orig = range.start;
    for (i, l) in src.split_inclusive('\n').enumerate() {
        let cut = if i == 0 && mid_line { 0 } else { ws(l).min(indent) };
        map.push((out.len(), orig + cut));
        out.push_str(&l[cut..]);
        orig += l.len();
    }
    (std::borrow::Cow::Owned(out), map)
}

#[cfg(test)]
mod tests {
    use super::*;
    use docc_model::AdmonitionKind;

    /// Records the file span of every link the renderer resolves.
    struct Spans(Vec<Range<usize>>);
    impl RenderCtx for Spans {
        fn link(&mut self, dest: &str, span: Range<usize>) -> (String, bool) {
            self.0.push(span);
            (dest.into(), true)
        }
        fn image(&mut self, _: &str, _: Range<usize>) -> Option<u32> {
            None
        }
        fn diag(&mut self, _: Diagnostic) {}
    }

    fn md(text: &str) -> (Rendered, Vec<Diagnostic>) {
        let f = SourceFile::new("t.md", text);
        let mut ctx = PlainCtx::default();
        let r = render(&f, 0..text.len(), &mut ctx);
        (r, ctx.diagnostics)
    }

    /// home-assistant's light.md: a code block left open inside a `:::tip` ends with the
    /// admonition (MDX 3's directive is a container), and the heading after it is a heading.
    /// docc read the rest of the page as code. On Docusaurus 2 the `:::` stays code.
    #[test]
    fn an_admonition_s_end_ends_a_code_block_left_open_in_it() {
        let text = ":::tip\n\n```python\nx = 1\n\n:::\n\n### Turn Off Light Device\n\nText.\n";
        let (r, d) = md(text);
        assert!(d.is_empty(), "{d:?}");
        let Block::Admonition { blocks, .. } = &r.blocks[0] else { panic!("{:?}", r.blocks) };
        assert!(matches!(&blocks[..], [Block::Code(c)] if c.lang == "python"), "{blocks:?}");
        assert_eq!(r.headings.iter().map(|h| h.id.as_str()).collect::<Vec<_>>(), ["turn-off-light-device"]);
    }

    /// socket.io's compatibility table: a head cell spanning two rows and one spanning four
    /// columns. docc padded every row to the widest (three empty head cells Docusaurus does not
    /// have); the spans are kept and the rows as written.
    #[test]
    fn html_table_cells_keep_their_column_and_row_spans() {
        let text = "<table>\n<tbody>\n    <tr>\n        <th rowSpan=\"2\">JS Client version</th>\n        <th colSpan=\"4\">Socket.IO server version</th>\n    </tr>\n    <tr>\n        <td align=\"center\">1.x</td>\n        <td align=\"center\">2.x</td>\n        <td colspan=\"2\">3.x-4.x</td>\n    </tr>\n    <tr>\n        <td>0.9.x</td>\n        <td>YES</td>\n    </tr>\n</tbody>\n</table>\n";
        let (r, d) = mdx(text);
        assert!(d.is_empty(), "{d:?}");
        let Block::Table(t) = &r.blocks[0] else { panic!("{:?}", r.blocks) };
        assert_eq!(t.head.iter().map(|c| plain_text(c)).collect::<Vec<_>>(), ["JS Client version", "Socket.IO server version"]);
        assert_eq!(t.rows.iter().map(Vec::len).collect::<Vec<_>>(), [3, 2]);
        let span = |row, col, cols, rows| docc_model::CellSpan { row, col, cols, rows };
        assert_eq!(t.spans, [span(0, 0, 1, 2), span(0, 1, 4, 1), span(1, 2, 2, 1)]);
        // Without spans, rows are padded to one width as before.
        let (r, _) = mdx("<table>\n<tr>\n<th>A</th>\n<th>B</th>\n</tr>\n<tr>\n<td>1</td>\n</tr>\n</table>\n");
        let Block::Table(t) = &r.blocks[0] else { panic!() };
        assert_eq!((t.rows[0].len(), t.spans.len()), (2, 0));
    }

    /// home-assistant's `auth_api.md`: a paragraph, a blank line, then `<a href>` alone on its
    /// line around an `<img>`. The `<a>` starts a block there, so MDX reads it as a flow element
    /// (a linked image); docc read it as a raw HTML block and dropped the link. Right under a
    /// paragraph's line the same tag is inline, in the paragraph.
    #[test]
    fn a_flow_link_after_a_paragraph_and_a_blank_line_links_its_image() {
        let (r, d) = mdx("Intro.\n\n<a href='https://seq.example/?lz=x&s=q'>\n<img src='https://img.example/flow.png' alt='Flow' />\n</a>\n\nAfter.\n");
        assert!(d.is_empty(), "{d:?}");
        let linked = r.blocks.iter().any(|b| {
            matches!(b, Block::Paragraph(inl) if matches!(inl.as_slice(),
                [Inline::Link { href, content, .. }] if href == "https://seq.example/?lz=x&s=q" && matches!(content.as_slice(), [Inline::Image(i)] if i.alt == "Flow")))
        });
        assert!(linked, "{:?}", r.blocks);
        let (r, _) = mdx("Intro\n<a href=\"https://x.example/\">\nx</a>\n");
        assert!(matches!(r.blocks.as_slice(), [Block::Paragraph(_)]), "inside a paragraph: {:?}", r.blocks);
    }

    /// socket.io's `/demos/chat`: a flow `<a href>` whose text is its bare URL. The URL was
    /// made an autolink inside the link (`<a><a>…</a></a>`, which a browser splits into an
    /// empty link and a second one); the link holds its text only.
    #[test]
    fn a_jsx_link_whose_text_is_a_url_holds_no_second_link() {
        let (r, d) = mdx("<p>\n  <a\n    href=\"https://chat.example/\"\n    style={{color: \"#fff\"}}\n  >\n    https://chat.example/ and *https://b.example/*\n  </a>\n</p>\n");
        assert!(d.is_empty(), "{d:?}");
        fn links(inl: &[Inline], depth: usize, out: &mut Vec<(usize, String)>) {
            for i in inl {
                match i {
                    Inline::Link { href, content, .. } => {
                        out.push((depth, href.clone()));
                        links(content, depth + 1, out);
                    }
                    Inline::Emph(c) | Inline::Strong(c) | Inline::Strike(c) => links(c, depth, out),
                    _ => {}
                }
            }
        }
        let mut got = Vec::new();
        for b in &r.blocks {
            if let Block::Paragraph(inl) = b {
                links(inl, 0, &mut got);
            }
        }
        assert_eq!(got, [(0, "https://chat.example/".to_string())], "{:?}", r.blocks);
        let Block::Paragraph(inl) = &r.blocks[0] else { panic!() };
        assert_eq!(plain_text(inl), "https://chat.example/ and https://b.example/");
    }

    /// socket.io's `client-installation.md`: `<code><a href="…">allowEIO3: true</a></code>`. The
    /// link was flattened to its text inside the attribute-free `<code>`; it is now the link
    /// holding the `<code>`. An element holding more than the link still keeps only its text.
    #[test]
    fn a_link_alone_inside_inline_html_is_kept() {
        let (r, _) = md(
            "Yes, with <code><a href=\"https://x.example/init#eio3\">allowEIO3: true</a></code>.\n\nAnd <em>see <a href=\"https://y.example\">y</a></em>.\n",
        );
        let Block::Paragraph(inl) = &r.blocks[0] else { panic!("{:?}", r.blocks) };
        let link = inl.iter().find_map(|i| match i {
            Inline::Link { href, content, .. } => Some((href.as_str(), content.clone())),
            _ => None,
        });
        let Some(("https://x.example/init#eio3", content)) = link else { panic!("{inl:?}") };
        assert!(matches!(&content[..], [Inline::Html(n)] if matches!(&n[..], [HtmlNode::Element { tag, .. }] if tag == "code")), "{content:?}");
        assert_eq!(plain_text(inl), "Yes, with allowEIO3: true.");
        let Block::Paragraph(inl) = &r.blocks[1] else { panic!() };
        assert!(!inl.iter().any(|i| matches!(i, Inline::Link { .. })), "{inl:?}");
    }

    /// home-assistant's `siren.md`: a delimiter row with tabs before its pipes is a table, as
    /// GFM and Docusaurus have it (pulldown-cmark alone made it a paragraph); the same row in
    /// fenced code, or under a line with no `|`, is left as written.
    #[test]
    fn a_delimiter_row_with_tabs_makes_a_table() {
        let text = "| Parameter Name \t| Data Validation \t|\n|----------------\t|-----------------\t|\n| `tone` \t| `cv.string` \t|\n\n```text\n| a \t| b |\n|---\t|---|\n```\n\nNo pipe here\n---\t---\n";
        let (r, d) = md(text);
        assert!(d.is_empty(), "{d:?}");
        let Block::Table(t) = &r.blocks[0] else { panic!("{:?}", r.blocks) };
        assert_eq!(t.head.iter().map(|c| plain_text(c)).collect::<Vec<_>>(), ["Parameter Name", "Data Validation"]);
        assert_eq!(t.rows.len(), 1);
        let Block::Code(c) = &r.blocks[1] else { panic!("{:?}", r.blocks[1]) };
        let code: Vec<String> = c.lines.iter().map(|l| l.iter().map(|t| t.text.as_str()).collect()).collect();
        assert_eq!(code, ["| a \t| b |", "|---\t|---|"]);
        assert!(!r.blocks[2..].iter().any(|b| matches!(b, Block::Table(_))), "{:?}", &r.blocks[2..]);
        assert_eq!(delimiter_row_tabs("a | b\n|-\t|-|\n"), "a | b\n|- |-|\n");
        assert!(matches!(delimiter_row_tabs("x\ty\n"), std::borrow::Cow::Borrowed(_)));
    }

    /// Docusaurus 2 (socket.io): `[a][b]`, `[a][]` and `[a]` in a heading are link references
    /// to its remark, defined or not, so the id and TOC entry keep their text only; the heading
    /// shows what is written. Docusaurus 3 and plain docc slug the text as written.
    #[test]
    fn docusaurus_2_heading_ids_read_brackets_as_link_references() {
        struct V2(Option<u32>);
        impl RenderCtx for V2 {
            fn link(&mut self, dest: &str, _: Range<usize>) -> (String, bool) {
                (dest.into(), true)
            }
            fn image(&mut self, _: &str, _: Range<usize>) -> Option<u32> {
                None
            }
            fn diag(&mut self, _: Diagnostic) {}
            fn docusaurus_major(&self) -> Option<u32> {
                self.0
            }
        }
        let text = "### io([url][, options])\n\n### new Server(httpServer[, options])\n\n### server.serverSideEmit(eventName[, ...args][, ack])\n\n### `a[b]` [c][] d\n\n:::warning\n\nx\n\n:::\n";
        let f = SourceFile::new("t.md", text);
        let r = render(&f, 0..text.len(), &mut V2(Some(2)));
        let got: Vec<(&str, &str)> = r.headings.iter().map(|h| (h.id.as_str(), h.text.as_str())).collect();
        assert_eq!(
            got,
            [
                ("iourl", "io(url)"),
                ("new-serverhttpserver-options", "new Server(httpServer, options)"),
                ("serverserversideemiteventname-args", "server.serverSideEmit(eventName, ...args)"),
                ("ab-c-d", "a[b] c d"),
            ]
        );
        assert!(matches!(&r.blocks[0], Block::Heading { content, .. } if plain_text(content) == "io([url][, options])"));
        assert!(matches!(&r.blocks[4], Block::Admonition { kind: docc_model::AdmonitionKind::Danger, .. }), "{:?}", r.blocks[4]);
        let r = render(&f, 0..text.len(), &mut V2(Some(3)));
        assert_eq!(r.headings[0].id, "iourl-options");
        assert!(matches!(&r.blocks[4], Block::Admonition { kind: docc_model::AdmonitionKind::Warning, .. }));
    }

    /// Detox's `at <sales@genymobile.com>.`: the email autolink reaches the link resolver as a
    /// `mailto:` URL, never as a relative path; a URL autolink stays as written.
    #[test]
    fn email_autolinks_are_mailto_links() {
        struct Dests(Vec<String>);
        impl RenderCtx for Dests {
            fn link(&mut self, dest: &str, _: Range<usize>) -> (String, bool) {
                self.0.push(dest.into());
                (dest.into(), false)
            }
            fn image(&mut self, _: &str, _: Range<usize>) -> Option<u32> {
                None
            }
            fn diag(&mut self, _: Diagnostic) {}
        }
        let text = "Write to <sales@genymobile.com>, <MAILTO:a@b.c> or see <https://x.example/y>.\n";
        let mut ctx = Dests(Vec::new());
        render(&SourceFile::new("t.md", text), 0..text.len(), &mut ctx);
        assert_eq!(ctx.0, ["mailto:sales@genymobile.com", "MAILTO:a@b.c", "https://x.example/y"]);
    }

    /// GFM autolink literals (react-redux's getting-started, metro's package-exports): bare
    /// URLs in text are links, as remark-gfm makes them; not in code, links, images or raw
    /// HTML, and text split by pulldown-cmark (at `_`, escapes) is one URL.
    #[test]
    fn bare_urls_become_links() {
        struct Dests(Vec<(String, String)>, String);
        impl RenderCtx for Dests {
            fn link(&mut self, dest: &str, span: Range<usize>) -> (String, bool) {
                self.0.push((dest.into(), self.1[span].to_string()));
                (dest.into(), false)
            }
            fn image(&mut self, _: &str, _: Range<usize>) -> Option<u32> {
                None
            }
            fn diag(&mut self, _: Diagnostic) {}
        }
        let text = "# Docs at https://docs.example.com\n\n\
            See https://github.com/some_user/some_repo_name (or www.example.com/a_b_c).\n\
            Mail help@example.org, read [https://in.link.example](https://target.example/) and `https://in.code.example`.\n\n\
            - https://en.wikipedia.org/wiki/Markdown_(language), then\n\n\
            | a | b |\n|---|---|\n| http://localhost:3000 | ![https://alt.example](x.png) |\n\n\
            ```\nhttps://fenced.example\n```\n\n\
            <div>https://html.example</div>\n";
        let mut ctx = Dests(Vec::new(), text.to_string());
        let r = render(&SourceFile::new("t.md", text), 0..text.len(), &mut ctx);
        let want: Vec<(String, String)> = [
            ("https://docs.example.com", "https://docs.example.com"),
            ("https://github.com/some_user/some_repo_name", "https://github.com/some_user/some_repo_name"),
            ("http://www.example.com/a_b_c", "www.example.com/a_b_c"),
            ("mailto:help@example.org", "help@example.org"),
            ("https://target.example/", "[https://in.link.example](https://target.example/)"),
            ("https://en.wikipedia.org/wiki/Markdown_(language)", "https://en.wikipedia.org/wiki/Markdown_(language)"),
            ("http://localhost:3000", "http://localhost:3000"),
        ]
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect();
        assert_eq!(ctx.0, want);
        // The link is an inline of the heading and the paragraph, its text the URL as written.
        let Block::Heading { content, .. } = &r.blocks[0] else { panic!("{:?}", r.blocks[0]) };
        assert!(
            matches!(&content[..], [Inline::Text(t), Inline::Link { href, content, .. }] if t == "Docs at " && href == "https://docs.example.com" && plain_text(content) == "https://docs.example.com")
        );
        let Block::Paragraph(p) = &r.blocks[1] else { panic!("{:?}", r.blocks[1]) };
        assert!(matches!(&p[..2], [Inline::Text(t), Inline::Link { .. }] if t == "See "));
        assert!(matches!(&p[2], Inline::Text(t) if t == " (or "));
        assert!(matches!(&p[4], Inline::Text(t) if t == ")."));
    }

    #[test]
    fn fence_info_with_title_and_ranges() {
        assert_eq!(
            parse_fence_info(r#"ts title="launch.ts" {1,3-5} showLineNumbers"#),
            FenceInfo {
                lang: "ts".into(),
                title: "launch.ts".into(),
                highlight: vec![1, 3, 4, 5],
                meta: r#"title="launch.ts" {1,3-5} showLineNumbers"#.into()
            }
        );
        assert_eq!(parse_fence_info("bash {2}"), FenceInfo { lang: "bash".into(), title: "".into(), highlight: vec![2], meta: "{2}".into() });
        assert_eq!(parse_fence_info("bash npm2yarn").meta, "npm2yarn");
        assert_eq!(parse_fence_info(""), FenceInfo::default());
    }

    #[test]
    fn custom_heading_ids_and_dedup() {
        let (r, _) = md("## Setup\n\n## Setup\n\n## Install it {#install}\n");
        let ids: Vec<_> = r.headings.iter().map(|h| h.id.as_str()).collect();
        assert_eq!(ids, ["setup", "setup-1", "install"]);
        assert_eq!(r.headings[2].text, "Install it");
    }

    #[test]
    fn heading_attributes_other_than_id_are_refused_with_a_warning() {
        let (r, d) = md("## Styled {#styled .wide data-x=1}\n\n## Plain {kept\\}\n\n## Setext {#set}\n---\n");
        let ids: Vec<_> = r.headings.iter().map(|h| (h.id.as_str(), h.text.as_str())).collect();
        assert_eq!(ids, [("styled", "Styled"), ("plain-kept", "Plain {kept}"), ("set", "Setext")]);
        assert_eq!(d.iter().map(|d| (d.code, d.line_col())).collect::<Vec<_>>(), [("docc::heading-attributes", (1, 1))]);
        let (_, d) = md("## Install it {#install}\n");
        assert!(d.is_empty(), "{d:?}");
    }

    #[test]
    fn heading_source_drops_marks_and_id() {
        assert_eq!(heading_source("# Getting **started** {#start}"), Some("Getting **started**"));
        assert_eq!(heading_source("# Plain"), Some("Plain"));
        assert_eq!(heading_source("not a heading"), None);
    }

    #[test]
    fn nested_admonitions_and_fenced_markers() {
        let (r, d) = md(":::tip Outer **bold**\ntext\n:::danger\ninner\n:::\n```\n:::note\n```\n:::\nafter\n");
        assert!(d.is_empty(), "{d:?}");
        let Block::Admonition { kind, title, blocks } = &r.blocks[0] else { panic!("{:?}", r.blocks) };
        assert_eq!(*kind, AdmonitionKind::Tip);
        assert_eq!(plain_text(title.as_ref().unwrap()), "Outer bold");
        let Block::Admonition { kind: AdmonitionKind::Danger, title: Some(label), .. } = &blocks[1] else { panic!("{blocks:?}") };
        assert_eq!(plain_text(label), "Danger", "an untitled block shows its type's label");
        assert!(matches!(blocks[2], Block::Code(_)), "fenced ::: stays code: {blocks:?}");
        assert!(matches!(r.blocks[1], Block::Paragraph(_)));
    }

    #[test]
    fn admonition_title_links_keep_file_spans() {
        let text = "x\n\n:::tip See [a](/a)\nbody\n:::\n";
        let f = SourceFile::new("t.md", text);
        let mut ctx = Spans(vec![]);
        render(&f, 0..text.len(), &mut ctx);
        assert_eq!(&text[ctx.0[0].clone()], "[a](/a)");
    }

    #[test]
    fn unknown_admonition_warns_with_span() {
        let (_, d) = md("intro\n\n:::shout Hey\nx\n:::\n");
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].code, "docc::unknown-admonition");
        assert_eq!(d[0].line_col(), (3, 4));
    }

    #[test]
    fn gfm_table_tasks_strike_footnotes() {
        let (r, _) = md("| a | b |\n|:--|--:|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n~~old~~ new[^n]\n\n[^n]: The note.\n");
        let Block::Table(t) = &r.blocks[0] else { panic!() };
        assert_eq!(t.align, vec![Align::Left, Align::Right]);
        assert_eq!(t.head.len(), 2);
        assert_eq!(t.rows.len(), 1);
        let Block::List { items, .. } = &r.blocks[1] else { panic!() };
        assert_eq!(items[0].task, Some(true));
        assert_eq!(items[1].task, Some(false));
        let Block::Paragraph(p) = &r.blocks[2] else { panic!() };
        assert!(matches!(p[0], Inline::Strike(_)));
        assert!(matches!(p.last(), Some(Inline::FootnoteRef { number: 1, .. })));
        assert!(matches!(r.blocks.last(), Some(Block::Footnotes(f)) if f.len() == 1));
    }

    #[test]
    fn raw_html_is_never_passed_through() {
        let (r, d) = md("<script>alert(1)</script>\n\nHi <kbd>Ctrl</kbd> <span onclick=\"x()\">y</span>\n");
        assert_eq!(d.iter().filter(|d| d.code == "docc::raw-html").count(), 2, "{d:?}");
        let dump = format!("{:?}", r.blocks);
        assert!(!dump.contains("script") && !dump.contains("onclick"), "{dump}");
        assert!(dump.contains("kbd"));
    }

    #[test]
    fn nesting_beyond_the_limit_is_a_located_error_and_flattened() {
        let quotes = format!("intro\n\n{} deep\n", ">".repeat(3000));
        let (r, d) = md(&quotes);
        assert_eq!(d.len(), 1, "{d:?}");
        assert_eq!(d[0].code, "docc::nesting-too-deep");
        assert_eq!(d[0].line_col().0, 3);
        fn depth(b: &[Block]) -> usize {
            b.iter()
                .map(|b| match b {
                    Block::Quote(c) | Block::Admonition { blocks: c, .. } => 1 + depth(c),
                    Block::List { items, .. } => 1 + items.iter().map(|i| depth(&i.blocks)).max().unwrap_or(0),
                    _ => 0,
                })
                .max()
                .unwrap_or(0)
        }
        assert_eq!(depth(&r.blocks), MAX_NESTING);
        assert!(plain_text_blocks(&r.blocks).contains("deep"), "content kept");

        let adm = format!("{}deepest\n{}", ":::note\n".repeat(2000), ":::\n".repeat(2000));
        let (r, d) = md(&adm);
        assert_eq!(d.iter().map(|d| d.code).collect::<Vec<_>>(), ["docc::nesting-too-deep"]);
        assert_eq!(d[0].line_col().0, MAX_NESTING + 1);
        assert_eq!(depth(&r.blocks), MAX_NESTING);
        assert!(plain_text_blocks(&r.blocks).contains("deepest"));

        let lists = (0..500).map(|i| format!("{}- item {i}\n", "  ".repeat(i))).collect::<String>();
        let (r, d) = md(&lists);
        assert_eq!(d.len(), 1, "{d:?}");
        assert!(depth(&r.blocks) <= MAX_NESTING);
        assert!(plain_text_blocks(&r.blocks).contains("item 499"));

        let emph = format!("{}x{}\n", "*a _b ".repeat(100), " b_ a*".repeat(100));
        let (r, d) = md(&emph);
        assert_eq!(d.len(), 1, "{d:?} {:?}", r.blocks);
        let (_, d) = md(&format!("{}x\n", "<b>".repeat(100)));
        assert_eq!(d.len(), 1, "{d:?}");

        // Admonitions and the quotes inside them share one budget.
        let mixed = format!("{}{} x\n{}", ":::note\n".repeat(20), ">".repeat(20), ":::\n".repeat(20));
        let (r, d) = md(&mixed);
        assert_eq!(d.len(), 1, "{d:?}");
        assert!(depth(&r.blocks) <= MAX_NESTING);
        let (_, d) = md(&format!("{}{} x\n{}", ":::note\n".repeat(10), ">".repeat(10), ":::\n".repeat(10)));
        assert!(d.is_empty(), "{d:?}");
    }

    #[test]
    fn reference_links_resolve_across_admonitions() {
        let (r, d) = md("See [the guide][g] and [Other].\n\n:::tip\nAlso [the guide][G] and [other].\n\n[inner]: /inner\n:::\n\n[inner] too.\n\n[g]: /guide \"Guide\"\n[other]: https://example.com\n");
        assert!(d.is_empty(), "{d:?}");
        let dump = format!("{:?}", r.blocks);
        assert_eq!(dump.matches("href: \"/guide\"").count(), 2, "{dump}");
        assert_eq!(dump.matches("href: \"https://example.com\"").count(), 2, "{dump}");
        assert_eq!(dump.matches("href: \"/inner\"").count(), 1, "{dump}");
        assert!(!dump.contains("[the guide]"), "{dump}");
    }

    #[test]
    fn reserved_heading_ids_are_renamed_with_a_warning() {
        let (r, d) = md("## Tracking {#dataLayer}\n\n## Main\n\n## Other {#gtag}\n");
        let ids: Vec<_> = r.headings.iter().map(|h| h.id.as_str()).collect();
        assert_eq!(ids, ["dataLayer-1", "main", "gtag-1"], "`main` is free: the chrome's ids start with docc-");
        assert_eq!(d.iter().filter(|d| d.code == "docc::reserved-id").count(), 2, "{d:?}");
        assert_eq!(d[0].line_col(), (1, 1));
    }

    #[test]
    fn huge_code_blocks_are_plain_with_a_warning() {
        let code = "const a = 1;\n".repeat(MAX_HIGHLIGHT_BYTES / 10);
        let (r, d) = md(&format!("text\n\n```js\n{code}```\n"));
        assert_eq!(d.iter().map(|d| (d.code, d.line_col().0)).collect::<Vec<_>>(), [("docc::code-too-large", 3)]);
        let Block::Code(c) = &r.blocks[1] else { panic!() };
        assert!(c.lines.iter().all(|l| l.len() <= 1 && l.iter().all(|t| t.class == 0)));
        assert_eq!(c.lines.len(), MAX_HIGHLIGHT_BYTES / 10);
        let (_, d) = md("```js\nconst a = 1;\n```\n");
        assert!(d.is_empty());
    }

    #[test]
    fn footnote_ids_are_bare_slugs() {
        let (r, _) = md("Text[^1] and[^Note A].\n\n[^1]: One.\n[^Note A]: Two.\n");
        let Some(Block::Footnotes(f)) = r.blocks.last() else { panic!() };
        assert_eq!(f.iter().map(|f| f.id.as_str()).collect::<Vec<_>>(), ["1", "note-a"]);
        assert!(format!("{:?}", r.blocks[0]).contains("FootnoteRef { id: \"1\""));
    }

    #[test]
    fn reference_definitions_reach_every_region_and_text_without_one_is_parsed_once() {
        // The definition sits outside the admonition that uses it (another region).
        let (r, _) = md(":::tip\nSee [the guide][g].\n:::\n\nText.\n\n[g]: /guide \"Guide\"\n");
        let dump = format!("{:?}", r.blocks);
        assert!(dump.contains("href: \"/guide\"") && dump.contains("title: \"Guide\""), "{dump}");
        // No `]:` anywhere: `[g]` stays text.
        let (r, _) = md("See [g] and [h].\n");
        assert!(!format!("{:?}", r.blocks).contains("Link"), "{:?}", r.blocks);
    }

    fn mdx(text: &str) -> (Rendered, Vec<Diagnostic>) {
        let f = SourceFile::new("t.mdx", text);
        let mut ctx = PlainCtx::default();
        let r = render_mdx(&f, 0..text.len(), vec![], &mut ctx);
        (r, ctx.diagnostics)
    }

    /// A site of pages sharing one `SiteBudget`, reading partials from memory.
    struct Partials {
        files: Vec<(&'static str, String)>,
        budget: docc_js::SiteBudget,
        diags: Vec<Diagnostic>,
    }
    impl RenderCtx for Partials {
        fn link(&mut self, dest: &str, _: Range<usize>) -> (String, bool) {
            (dest.into(), true)
        }
        fn image(&mut self, _: &str, _: Range<usize>) -> Option<u32> {
            None
        }
        fn diag(&mut self, d: Diagnostic) {
            self.diags.push(d);
        }
        fn js_budget(&self) -> Option<docc_js::SiteBudget> {
            Some(self.budget.clone())
        }
        fn read_file(&mut self, spec: &str, _: Range<usize>) -> Option<Arc<SourceFile>> {
            let name = spec.trim_start_matches("./");
            self.files.iter().find(|(n, _)| *n == name).map(|(n, t)| SourceFile::new(*n, t.clone()))
        }
    }

    /// Issue 32: each page's partial expansion has a budget (`MAX_PARTIAL_BYTES`), and many
    /// pages multiply it (20,000 pages x 8 MB from 1 MB of input); the compile's pages share
    /// a second budget (`SiteLimits::partial_bytes`, 64 MB by default) whose crossing is one
    /// located error at the inclusion that crosses it, and the pages after it expand nothing.
    #[test]
    fn the_pages_of_a_compile_share_one_partial_budget() {
        let part = "A paragraph of the partial, repeated on every page.\n".repeat(20); // 1,040 bytes
        let limits = docc_js::SiteLimits { partial_bytes: 5_000, ..docc_js::SiteLimits::default() };
        let mut ctx = Partials { files: vec![("_part.mdx", part)], budget: docc_js::SiteBudget::with_limits(limits), diags: vec![] };
        let page = "import Part from './_part.mdx';\n\n# Page\n\n<Part />\n";
        let mut kept = Vec::new();
        for i in 0..5 {
            let f = SourceFile::new(format!("docs/p{i}.mdx"), page);
            let mut diags = Vec::new();
            let mut prepared = mdx::prepare(&f, 0..page.len(), &mut diags);
            let pf = SourceFile::new(f.name.clone(), prepared.text.clone());
            let r = render_mdx(&pf, 0..page.len(), prepared.esm(), &mut ctx);
            kept.push(plain_text_blocks(&r.blocks).contains("repeated on every page"));
        }
        // Each inclusion costs 1,040 + 512 bytes: three fit in 5,000, the fourth crosses.
        assert_eq!(kept, [true, true, true, false, false]);
        let errors: Vec<&Diagnostic> = ctx.diags.iter().filter(|d| d.code == "docc::partial-too-large").collect();
        assert_eq!(errors.len(), 2, "the fourth and fifth pages each say why: {:?}", ctx.diags);
        let d = errors[0];
        assert!(d.message.contains("the site's pages together expand partials to more than 5000 bytes") && d.message.contains("_part.mdx"), "{d:?}");
        assert_eq!((d.file.as_ref().map(|f| f.name.as_str()), &page[d.span.clone()]), (Some("docs/p3.mdx"), "<Part />"), "{d:?}");
        // A budget of its own per compile: a new one renders the page again.
        let mut fresh = Partials { files: ctx.files.clone(), budget: docc_js::SiteBudget::with_limits(limits), diags: vec![] };
        let f = SourceFile::new("docs/p0.mdx", page);
        let mut prepared = mdx::prepare(&f, 0..page.len(), &mut vec![]);
        let pf = SourceFile::new(f.name.clone(), prepared.text.clone());
        assert!(plain_text_blocks(&render_mdx(&pf, 0..page.len(), prepared.esm(), &mut fresh).blocks).contains("repeated on every page"));
        assert!(fresh.diags.is_empty(), "{:?}", fresh.diags);
    }

    /// A partial's front matter ends where a page's does (`front_matter::split`): the partial
    /// reader's own splitter closed it at any line starting `---` (`---- not the end`, whose
    /// next line then rendered as a rule) and, after a byte-order mark, found none at all.
    #[test]
    fn a_partial_s_front_matter_ends_where_a_page_s_does() {
        for part in ["---\ntitle: Part\n---- not the end\n---\nPartial body.\n", "\u{feff}---\ntitle: Part\n---\nPartial body.\n"] {
            let limits = docc_js::SiteLimits::default();
            let mut ctx = Partials { files: vec![("_part.mdx", part.to_string())], budget: docc_js::SiteBudget::with_limits(limits), diags: vec![] };
            let page = "import Part from './_part.mdx';\n\n<Part />\n";
            let f = SourceFile::new("docs/p.mdx", page);
            let mut prepared = mdx::prepare(&f, 0..page.len(), &mut vec![]);
            let pf = SourceFile::new(f.name.clone(), prepared.text.clone());
            let r = render_mdx(&pf, 0..page.len(), prepared.esm(), &mut ctx);
            assert!(matches!(&r.blocks[..], [Block::Paragraph(_)]), "{part:?}: {:?}", r.blocks);
            assert_eq!(plain_text_blocks(&r.blocks).trim(), "Partial body.", "{part:?}");
            assert!(ctx.diags.is_empty(), "{:?}", ctx.diags);
        }
    }

    /// Names the context is told are components docc does not render.
    #[derive(Default)]
    struct Unrendered(Vec<String>);
    impl RenderCtx for Unrendered {
        fn link(&mut self, dest: &str, _: Range<usize>) -> (String, bool) {
            (dest.into(), true)
        }
        fn image(&mut self, _: &str, _: Range<usize>) -> Option<u32> {
            None
        }
        fn diag(&mut self, _: Diagnostic) {}
        fn component(&mut self, name: &str, _: Range<usize>, _: Option<&NotRendered>) {
            self.0.push(name.into());
        }
    }

    /// Every built-in of `mdx_jsx::COMPONENTS` an MDX page can open a flow element with
    /// (`regions::is_flow_element`) reaches its handler, and a name not in the table is reported
    /// as a component docc does not render: the table is the whole of the dispatch.
    #[test]
    fn every_registered_component_is_rendered_and_no_other() {
        let flow: Vec<&str> = mdx_jsx::COMPONENTS.iter().map(|(n, _)| *n).filter(|n| regions::is_flow_element(n)).collect();
        assert!(flow.len() >= 10, "{flow:?}");
        for name in flow.iter().copied().chain(["Badge"]) {
            let text = format!("<{name}>\n\nhello\n\n</{name}>\n");
            let f = SourceFile::new("t.mdx", &text);
            let mut ctx = Unrendered::default();
            render_mdx(&f, 0..text.len(), vec![], &mut ctx);
            let want: Vec<String> = if name == "Badge" { vec!["Badge".into()] } else { vec![] };
            assert_eq!(ctx.0, want, "<{name}>");
        }
    }

    #[test]
    fn mdx_children_are_dedented_with_spans_kept() {
        let text = "<Admonition type=\"tip\">\n    Indented [link](/x) is **text**, not code.\n\n    ```js\n    let a = 1;\n    ```\n</Admonition>\n";
        let f = SourceFile::new("t.mdx", text);
        let mut ctx = Spans(vec![]);
        let r = render_mdx(&f, 0..text.len(), vec![], &mut ctx);
        let Block::Admonition { kind: AdmonitionKind::Tip, blocks, .. } = &r.blocks[0] else { panic!("{:?}", r.blocks) };
        assert!(matches!(blocks[0], Block::Paragraph(_)), "{blocks:?}");
        let Block::Code(c) = &blocks[1] else { panic!("{blocks:?}") };
        assert_eq!(c.lines.len(), 1);
        assert_eq!(&text[ctx.0[0].clone()], "[link](/x)", "spans point into the file");
    }

    #[test]
    fn mdx_closing_tags_on_content_lines_and_one_line_elements() {
        let (r, d) = mdx("<details>\n<summary>Sum</summary>\nBody text</details>\n\nAfter.\n");
        assert!(d.is_empty(), "{d:?}");
        let Block::Details { summary, blocks } = &r.blocks[0] else { panic!("{:?}", r.blocks) };
        assert_eq!(plain_text(summary), "Sum");
        assert_eq!(plain_text_blocks(blocks).trim(), "Body text");
        assert!(matches!(&r.blocks[1], Block::Paragraph(p) if plain_text(p) == "After."));
    }

    #[test]
    fn mdx_summary_on_the_details_line_with_markdown_inside() {
        let (r, d) = mdx("<details><summary>\n\n`package.json`\n</summary>\n\nBody\n\n</details>\n");
        assert!(d.is_empty(), "{d:?}");
        let Block::Details { summary, blocks } = &r.blocks[0] else { panic!("{:?}", r.blocks) };
        assert_eq!(plain_text(summary), "package.json");
        assert_eq!(plain_text_blocks(blocks).trim(), "Body");
    }

    #[test]
    fn mdx_an_element_may_open_after_a_closing_tag_on_its_line() {
        let (r, d) = mdx("<center>\nTop\n</center> <details>\n<summary>S</summary>\n\nBody\n</details>\n");
        assert!(d.is_empty(), "{d:?}");
        assert!(matches!(&r.blocks[0], Block::Paragraph(p) if plain_text(p) == "Top"), "{:?}", r.blocks);
        assert!(matches!(&r.blocks[1], Block::Details { summary, .. } if plain_text(summary) == "S"), "{:?}", r.blocks);
    }

    #[test]
    fn mdx_html_boxes_show_their_children_and_tables_become_tables() {
        let (r, d) = mdx("<center>\n\n**Hi** there\n\n</center>\n\n<div style={{ marginBottom: '1em' }}>\nIn a box\n</div>\n<br />\n\n<table>\n  <thead>\n    <tr>\n      <th>Description</th>\n      <th>Links</th>\n    </tr>\n  </thead>\n  <tbody>\n    <tr>\n      <td>A [link](/x)</td>\n      <td>B</td>\n    </tr>\n  </tbody>\n</table>\n");
        assert!(d.is_empty(), "{d:?}");
        assert!(matches!(&r.blocks[0], Block::Paragraph(p) if plain_text(p) == "Hi there"), "{:?}", r.blocks);
        assert!(matches!(&r.blocks[1], Block::Paragraph(p) if plain_text(p) == "In a box"), "{:?}", r.blocks);
        let Block::Table(t) = &r.blocks[2] else { panic!("{:?}", r.blocks) };
        assert_eq!(t.head.iter().map(|c| plain_text(c)).collect::<Vec<_>>(), ["Description", "Links"]);
        assert_eq!(t.rows.len(), 1);
        assert_eq!(plain_text(&t.rows[0][0]), "A link");
        assert_eq!(r.blocks.len(), 3);
    }

    #[test]
    fn mdx_jsx_is_not_read_in_plain_markdown_or_code() {
        let (r, d) = md("<Tabs>\n<TabItem value=\"a\">A</TabItem>\n</Tabs>\n");
        assert!(!format!("{:?}", r.blocks).contains("Tabs("), "{:?}", r.blocks);
        assert!(!d.is_empty(), "raw HTML warnings, as before");
        let (r, d) = mdx("```jsx\n<Tabs>\n```\n");
        assert!(d.is_empty() && matches!(r.blocks[0], Block::Code(_)));
    }

    #[test]
    fn mdx_every_prefix_of_a_page_renders_without_panicking() {
        let page = "<Tabs\n  groupId=\"os\"\n  values={[{label: 'A > B', value: `a`}]}>\n  <TabItem value=\"a\" default>\n\n    Text `x` and {`y`}.\n\n  </TabItem>\n</Tabs>\n\n<details><summary>S</summary>\n\nBody\n\n</details>\n\n<CodeBlock language=\"ts\">{`const a = `${1}`;`}</CodeBlock>\n\n<TOCInline toc={toc} />\n\n<img src={require('./a.png').default} />\n\n## H ✓\n";
        for end in (0..=page.len()).filter(|&i| page.is_char_boundary(i)) {
            let _ = mdx(&page[..end]);
        }
        let (r, _) = mdx(page);
        assert!(matches!(&r.blocks[0], Block::Tabs(t) if t.items.len() == 1 && t.items[0].label == "A > B"), "{:?}", r.blocks[0]);
    }

    #[test]
    fn code_is_highlighted_with_title_and_lines() {
        let (r, _) = md("```ts title=\"a.ts\" {2}\nconst a = 1;\nlet b = 2;\n```\n");
        let Block::Code(c) = &r.blocks[0] else { panic!() };
        assert_eq!((c.lang.as_str(), c.title.as_str(), c.highlight.clone(), c.lines.len()), ("ts", "a.ts", vec![2], 2));
    }
}
