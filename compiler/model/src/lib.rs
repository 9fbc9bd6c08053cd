//! The site model: THE contract between the compiler and the runtime.
//!
//! Everything the runtime renders comes from these types, encoded with bincode 2
//! (serde, `config::standard()`: varint integers, little endian) and compressed with
//! zstd. The TypeScript side mirrors this file in `runtime/src/pack/schema.ts`
//! (types) and `runtime/src/pack/decode.ts` (reader); field ORDER matters because
//! bincode writes structs as their fields in declaration order with no names.
//! Any change here must be made there too: the contract test
//! (`tests/contract`) decodes a Rust-written pack in TypeScript and compares it
//! with Rust's JSON dump of the same model, so drift fails CI.
//!
//! Integers are `u32` (never `u64`/floats) so that JS numbers hold them exactly.

pub mod api;
pub mod derive;
pub mod html_text;
pub mod pack;
pub mod search;
pub mod text;
pub mod ts;

use serde::{Deserialize, Serialize};

/// Bumped whenever the encoding of any type in this module changes.
pub const PACK_FORMAT_VERSION: u32 = 14;

/// The order of the route table (`Manifest::routes`, the hosted route blocks, the search
/// index's page entries): by UTF-16 code units, the order JavaScript's `<` compares strings in,
/// so the runtime finds a path's route block by comparing it with each block's first path
/// (`runtime/src/pack/source.ts`). Byte order (`str::cmp`) differs past U+FFFF: it puts U+10000
/// and above after U+E000–U+FFFF, UTF-16 before (surrogates are D800–DFFF), and such a route's
/// block lookup would miss.
pub fn route_order(a: &str, b: &str) -> std::cmp::Ordering {
    a.encode_utf16().cmp(b.encode_utf16())
}

/// Segment 0 of the pack: what the runtime needs before it can render any route.
#[derive(Debug, Clone, Serialize, Deserialize, Default)]
pub struct Manifest {
    pub site: SiteInfo,
    /// Every route of the site, sorted by path (`route_order`).
    pub routes: Vec<RouteEntry>,
    pub sidebars: Vec<Sidebar>,
    /// Index of the segment that holds the search index.
    pub search_segment: u32,
    /// Index of the segment that holds the binary assets (images).
    pub assets_segment: u32,
}

#[derive(Debug, Clone, Serialize, Deserialize, Default)]
pub struct SiteInfo {
    pub title: String,
    pub tagline: String,
    /// Canonical URL of the deployed site, e.g. `https://docs.example.com`.
    pub url: String,
    /// Path prefix under which the site is served, always starting and ending with `/`.
    pub base_path: String,
    pub locale: String,
    /// Docs version name (e.g. `current`) and its label (e.g. `Next`).
    pub version_name: String,
    pub version_label: String,
    pub site_version: String,
    pub copyright: String,
    pub navbar: Navbar,
    pub footer: Vec<FooterColumn>,
    pub announcement: Option<Announcement>,
    pub docsearch: Option<DocSearch>,
    pub gtag: Option<Gtag>,
    /// Route of the docs sidebar's entry (what the navbar "Docs" item opens).
    pub docs_root: String,
    pub color_mode: ColorMode,
    /// Docs versions (Docusaurus `versions.json`), current first; empty when not versioned.
    pub versions: Vec<DocsVersion>,
    /// Index in `versions` of the version served at the docs' base route (`lastVersion`).
    pub last_version: u32,
    /// The navbar shows a version menu (`docsVersionDropdown`); `right` places it.
    pub version_dropdown: Option<VersionDropdown>,
}

/// One docs version: its routes are `path` + the doc's route in the version.
#[derive(Debug, Clone, Serialize, Deserialize, Default)]
pub struct DocsVersion {
    /// `current` or the name in `versions.json` (the key of the visitor's stored choice).
    pub name: String,
    pub label: String,
    /// Route prefix (`/docs`, `/docs/next`, `/docs/19.x`).
    pub path: String,
    /// Its main doc (the first of its first sidebar): where a page missing in it leads.
    pub main: String,
    pub banner: VersionBanner,
}

/// The notice above a version's pages (Docusaurus's `banner`).
#[derive(Debug, Clone, Copy, Serialize, Deserialize, Default, PartialEq, Eq)]
pub enum VersionBanner {
    #[default]
    None,
    /// "This is unreleased documentation for …"
    Unreleased,
    /// "This is documentation for …, which is no longer actively maintained."
    Unmaintained,
}

#[derive(Debug, Clone, Serialize, Deserialize, Default)]
pub struct VersionDropdown {
    pub right: bool,
}

/// The colour theme a visitor first sees and whether they may change it (Docusaurus's
/// `themeConfig.colorMode`). The single file's head script applies it before first paint
/// from attributes on `<html>` (`emit.rs`); this copy serves mounts and the navbar.
#[derive(Debug, Clone, Serialize, Deserialize, Default)]
pub struct ColorMode {
    pub default_mode: Theme,
    /// No light/dark switch: every visitor sees the default (or the system's, below), and a
    /// choice stored by an earlier version of the site is ignored.
    pub disable_switch: bool,
    /// Start from the system's `prefers-color-scheme` instead of the default, and follow it
    /// while the visitor has not chosen with the switch.
    pub respect_prefers_color_scheme: bool,
}

#[derive(Debug, Clone, Copy, Serialize, Deserialize, Default, PartialEq, Eq)]
pub enum Theme {
    #[default]
    Light,
    Dark,
}

#[derive(Debug, Clone, Serialize, Deserialize, Default)]
pub struct Navbar {
    pub title: String,
    /// Asset index of the logo image, if any.
    pub logo: Option<u32>,
    pub items: Vec<NavItem>,
    pub hide_on_scroll: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct NavItem {
    pub label: String,
    /// A route (`/…`) or an external URL.
    pub href: String,
    pub external: bool,
    /// `true` to place the item on the right of the navbar.
    pub right: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct FooterColumn {
    pub title: String,
    pub items: Vec<NavItem>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Announcement {
    pub id: String,
    pub text: String,
    pub link: Option<NavItem>,
}

/// Hosted search (Algolia DocSearch compatible) settings.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct DocSearch {
    pub app_id: String,
    pub api_key: String,
    pub index_name: String,
    /// Override of the provider host (tests point it at a local stub); empty = provider default.
    pub host: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Gtag {
    pub tracking_id: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RouteEntry {
    pub path: String,
    pub title: String,
    /// Pack segment holding the page.
    pub segment: u32,
    /// Index of the page inside that segment's `PageChunk`.
    pub index: u32,
    /// Index in `SiteInfo::versions` of the docs version the page belongs to.
    pub version: Option<u32>,
    /// Hosted mode: the segments holding the items of the collapsed sidebar categories on the
    /// route's path in its page's sidebar (`SidebarItem::Category::piece`), outermost first, so
    /// a visit fetches the sidebar its page shows open and no more. Empty in the single file.
    pub sidebar: Vec<u32>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Sidebar {
    /// e.g. `docs`, `openapi`, `api/token`.
    pub id: String,
    pub items: Vec<SidebarItem>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub enum SidebarItem {
    Link {
        label: String,
        route: String,
        /// A short tag shown before the label, e.g. the HTTP method of an API operation
        /// (`post`), as API references do; empty for none.
        badge: String,
    },
    Category {
        label: String,
        /// Route the category label opens (generated index or index doc).
        route: Option<String>,
        collapsed: bool,
        collapsible: bool,
        items: Vec<SidebarItem>,
        /// Hosted mode: the segment holding `items` (a `Vec<SidebarItem>`), which are then left
        /// out here: a collapsed category's items are fetched when it opens (`hosted::head_file`).
        /// None (items here) in the single file and for a category open by default.
        piece: Option<u32>,
    },
}

/// A page segment: a group of pages compressed together. Each page is framed (its byte length
/// first), so the runtime decodes the one page a route shows, not the ~512 KB of its
/// neighbours: on a phone that decode was a long task of ~150 ms before an API page's render.
#[derive(Debug, Clone, Serialize, Deserialize, Default)]
pub struct PageChunk {
    pub pages: Vec<Framed<Page>>,
}

/// A value written as its bincode encoding's length, then that encoding (the wire form of a
/// `Vec<u8>`), so a reader can step over it without decoding it. The schema generator maps it
/// to the runtime's `framed` decoder, which keeps the bytes and decodes them on `read()`.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Framed<T>(pub T);

impl<T: Serialize> Serialize for Framed<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_bytes(&pack::encode(&self.0))
    }
}

impl<'de, T: serde::de::DeserializeOwned> Deserialize<'de> for Framed<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let bytes = Vec::<u8>::deserialize(d)?;
        let (value, used) = pack::decode::<T>(&bytes).map_err(serde::de::Error::custom)?;
        if used != bytes.len() {
            return Err(serde::de::Error::custom(format!("a framed value has {} bytes after it", bytes.len() - used)));
        }
        Ok(Framed(value))
    }
}

/// `Page::default()` is an empty doc page with no route, for filling in field by field.
///
/// The `#[serde(skip)]` fields are the compiler's (static HTML, hosted metas, search, link
/// checks) and stay out of the pack: the runtime rebuilds the TOC, previous/next and the
/// breadcrumbs (`derive`); the meta title and description it reads are `meta_title` and
/// `meta_description`, set from `hosted::route_metas` before packing.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Page {
    pub route: String,
    pub title: String,
    /// Front matter `description`, else the first paragraph (a Docusaurus site: Docusaurus's
    /// excerpt of the source); the runtime never shows it (a
    /// category's description is also its first paragraph).
    #[serde(skip)]
    pub description: String,
    pub kind: PageKind,
    /// Index into `Manifest::sidebars`.
    pub sidebar: Option<u32>,
    #[serde(skip)]
    pub breadcrumbs: Vec<Crumb>,
    pub hide_title: bool,
    /// The document title (`<title>`, og:title), distinct across the site (but on a Docusaurus
    /// site, whose build does not make them distinct); empty when it is the default
    /// `Page | Site` (or the site's title for an untitled page), which the runtime builds from
    /// `title`. In the page, not the route table: only a navigation to the page reads it,
    /// and it then has the page's chunk anyway, so the manifest every visit loads (the hosted
    /// head file) does not carry one per route (issue 31).
    pub meta_title: String,
    /// Meta description: front matter `description`, else the first paragraph (trimmed), or
    /// on a Docusaurus site its excerpt of the source (`excerpt.rs`); distinct across the
    /// site, but on a Docusaurus site. In the page for the reason `meta_title` is.
    pub meta_description: String,
    #[serde(skip)]
    pub toc: Vec<TocEntry>,
    #[serde(skip)]
    pub prev: Option<PageLink>,
    #[serde(skip)]
    pub next: Option<PageLink>,
    /// The skipped fields above whose value is not what the runtime derives; set by
    /// `derive::settle` just before packing.
    pub overrides: Vec<Override>,
    pub blocks: Vec<Block>,
    /// Source file, relative to the site directory (shown as "edit" hint, used in errors).
    pub source: String,
}

impl Page {
    /// A category's generated index (Docusaurus's `generated-index` link): its description as a
    /// paragraph over one card per item. One constructor because two phases make these pages
    /// (a `_category_` folder in `docs.rs`, a sidebars-file category in `sidebars.rs`) and
    /// Docusaurus draws both alike.
    pub fn generated_index(route: String, title: String, description: String, cards: Vec<Card>, sidebar: u32, source: String) -> Page {
        let mut blocks = Vec::with_capacity(2);
        if !description.is_empty() {
            blocks.push(Block::Paragraph(vec![Inline::Text(description.clone())]));
        }
        blocks.push(Block::Cards(cards));
        Page { route, title, description, kind: PageKind::Category, sidebar: Some(sidebar), blocks, source, ..Page::default() }
    }
}

#[derive(Debug, Clone, Copy, Default, Serialize, Deserialize, PartialEq, Eq)]
pub enum PageKind {
    #[default]
    Doc,
    Category,
    Standalone,
    ApiOverview,
    ApiOperation,
    ApiSchema,
    TsIndex,
    TsPackage,
    TsItem,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Crumb {
    pub label: String,
    pub route: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct TocEntry {
    pub level: u32,
    pub id: String,
    pub text: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct PageLink {
    pub label: String,
    pub route: String,
}

/// A page's value that the runtime would derive differently (`derive`): front matter TOC
/// levels or a hidden TOC, a reference page's sections, front matter pagination,
/// breadcrumbs of folders that are not the sidebar's categories. Each variant is named after
/// the field it replaces, capitalised: `derive.ts` sets the field by that name.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub enum Override {
    Toc(Vec<TocEntry>),
    Prev(Option<PageLink>),
    Next(Option<PageLink>),
    Breadcrumbs(Vec<Crumb>),
}

/// Block-level document tree. Rendered by React components, never as HTML strings.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub enum Block {
    Heading {
        level: u32,
        id: String,
        content: Vec<Inline>,
    },
    Paragraph(Vec<Inline>),
    List {
        ordered: bool,
        start: u32,
        items: Vec<ListItem>,
    },
    Quote(Vec<Block>),
    Code(CodeBlock),
    Table(Table),
    Admonition {
        kind: AdmonitionKind,
        title: Option<Vec<Inline>>,
        blocks: Vec<Block>,
    },
    Rule,
    Footnotes(Vec<Footnote>),
    /// Card grid, e.g. a category's generated index.
    Cards(Vec<Card>),
    /// A collapsible section.
    Details {
        summary: Vec<Inline>,
        blocks: Vec<Block>,
    },
    ApiOperation(Box<api::Operation>),
    ApiSchema(Box<api::SchemaPage>),
    ApiOverview(Box<api::Overview>),
    TsItem(Box<ts::Item>),
    TsList(Vec<ts::ListGroup>),
    /// MDX `<Tabs>`: one panel shown at a time; tabs sharing a `group_id` switch together.
    Tabs(Tabs),
    /// MDX `<TOCInline>`: links to the page's headings, in page order.
    TocInline(Vec<TocEntry>),
    /// An MDX `<iframe>` (a video, a live example), shown as Docusaurus shows it.
    Embed(Embed),
}

/// An embedded page: an `https:`/`http:` address only, shown in a sandboxed frame; the site's
/// Content-Security-Policy allows exactly the origins its pages embed.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Embed {
    pub src: String,
    /// The frame's accessible name (the `title` attribute; empty for none).
    pub title: String,
    /// The `width`/`height` attributes as written (`560`, `100%`); empty for the default.
    pub width: String,
    pub height: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Tabs {
    /// Docusaurus `groupId`: the choice is shared by the page's groups with the same id and
    /// kept in localStorage under `docusaurus.tab.<group_id>`; empty for none.
    pub group_id: String,
    /// Index of the tab shown first.
    pub default: u32,
    pub items: Vec<TabItem>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TabItem {
    pub value: String,
    pub label: String,
    pub blocks: Vec<Block>,
}

/// Calls `f` on every image of a page: paragraphs, lists, tables, admonitions, footnotes,
/// details, and the descriptions inside API and typed-reference blocks. Used to renumber
/// assets into a stable order after pages were rendered in parallel, and to re-base a phase's
/// own asset table into the site's.
pub fn for_each_image(blocks: &mut [Block], f: &mut dyn FnMut(&mut Image)) {
    fn inlines(xs: &mut [Inline], f: &mut dyn FnMut(&mut Image)) {
        for x in xs {
            match x {
                Inline::Image(img) => f(img),
                Inline::Emph(c) | Inline::Strong(c) | Inline::Strike(c) | Inline::Link { content: c, .. } => inlines(c, f),
                _ => {}
            }
        }
    }
    for b in blocks {
        match b {
            Block::Heading { content, .. } | Block::Paragraph(content) => inlines(content, f),
            Block::List { items, .. } => items.iter_mut().for_each(|i| for_each_image(&mut i.blocks, f)),
            Block::Quote(bs) => for_each_image(bs, f),
            Block::Table(t) => t.head.iter_mut().chain(t.rows.iter_mut().flatten()).for_each(|c| inlines(c, f)),
            Block::Admonition { title, blocks, .. } => {
                if let Some(t) = title {
                    inlines(t, f);
                }
                for_each_image(blocks, f);
            }
            Block::Footnotes(notes) => notes.iter_mut().for_each(|n| for_each_image(&mut n.blocks, f)),
            Block::Details { summary, blocks } => {
                inlines(summary, f);
                for_each_image(blocks, f);
            }
            Block::ApiOperation(_) | Block::ApiSchema(_) | Block::ApiOverview(_) | Block::TsItem(_) => {
                reference_blocks(b, &mut |bs| for_each_image(bs, f));
            }
            Block::Tabs(t) => t.items.iter_mut().for_each(|i| for_each_image(&mut i.blocks, f)),
            _ => {}
        }
    }
}

/// Calls `f` on every block list inside an API or typed-reference block (descriptions and
/// doc comments, which are Markdown).
fn reference_blocks(b: &mut Block, f: &mut dyn FnMut(&mut [Block])) {
    fn schema(n: &mut api::SchemaNode, f: &mut dyn FnMut(&mut [Block])) {
        f(&mut n.description);
        n.properties.iter_mut().chain(n.variants.iter_mut()).for_each(|c| schema(c, f));
        n.items.iter_mut().chain(n.additional.iter_mut()).for_each(|c| schema(c, f));
    }
    fn param(p: &mut api::Parameter, f: &mut dyn FnMut(&mut [Block])) {
        f(&mut p.description);
        schema(&mut p.schema, f);
    }
    fn media(m: &mut [api::MediaType], f: &mut dyn FnMut(&mut [Block])) {
        m.iter_mut().filter_map(|m| m.schema.as_mut()).for_each(|s| schema(s, f));
    }
    fn doc(d: &mut ts::Doc, f: &mut dyn FnMut(&mut [Block])) {
        for bs in [&mut d.summary, &mut d.remarks, &mut d.returns, &mut d.examples] {
            f(bs);
        }
        d.params.iter_mut().for_each(|p| f(&mut p.doc));
        d.deprecated.iter_mut().chain(d.see.iter_mut()).chain(d.throws.iter_mut()).for_each(|bs| f(bs));
    }
    fn signature(s: &mut ts::Signature, f: &mut dyn FnMut(&mut [Block])) {
        doc(&mut s.doc, f);
        s.params.iter_mut().for_each(|p| f(&mut p.doc));
        s.type_params.iter_mut().for_each(|p| f(&mut p.doc));
    }
    match b {
        Block::ApiOperation(op) => {
            f(&mut op.description);
            op.security.iter_mut().for_each(|s| f(&mut s.description));
            op.parameters.iter_mut().for_each(|p| param(p, f));
            if let Some(body) = &mut op.request_body {
                f(&mut body.description);
                media(&mut body.content, f);
            }
            for r in &mut op.responses {
                f(&mut r.description);
                r.headers.iter_mut().for_each(|p| param(p, f));
                media(&mut r.content, f);
            }
        }
        Block::ApiSchema(page) => schema(&mut page.schema, f),
        Block::ApiOverview(o) => {
            f(&mut o.description);
            o.security.iter_mut().for_each(|s| f(&mut s.description));
        }
        Block::TsItem(item) => {
            doc(&mut item.doc, f);
            item.signatures.iter_mut().for_each(|s| signature(s, f));
            for m in &mut item.members {
                doc(&mut m.doc, f);
                m.signatures.iter_mut().for_each(|s| signature(s, f));
            }
        }
        _ => {}
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub enum Inline {
    Text(String),
    Code(String),
    Emph(Vec<Inline>),
    Strong(Vec<Inline>),
    Strike(Vec<Inline>),
    /// `href` is a resolved route (`/…#anchor`) when `internal`, else an external URL.
    Link {
        href: String,
        internal: bool,
        title: String,
        content: Vec<Inline>,
    },
    Image(Image),
    FootnoteRef {
        id: String,
        number: u32,
    },
    SoftBreak,
    HardBreak,
    Html(Vec<HtmlNode>),
    /// An empty element that only carries an id, a place links can point at: a Docusaurus
    /// `<Link id="x"/>` (whose id Docusaurus's broken-anchor checker collects, as a heading's).
    Anchor {
        id: String,
    },
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Image {
    /// Index into the assets segment, for images embedded in the pack.
    pub asset: Option<u32>,
    /// External URL when not embedded.
    pub src: String,
    pub alt: String,
    pub title: String,
    /// Intrinsic size in pixels read from the embedded file's header at compile time (0 when
    /// unknown: external or unreadable). The runtime sets width/height so the browser reserves
    /// the image's box before it decodes, and a deep link's anchor does not move afterwards.
    pub width: u32,
    pub height: u32,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ListItem {
    /// `Some(checked)` for a GFM task list item.
    pub task: Option<bool>,
    pub blocks: Vec<Block>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct CodeBlock {
    pub lang: String,
    pub title: String,
    /// Highlighted lines (1-based).
    pub highlight: Vec<u32>,
    /// One entry per line; each line is a list of highlighted tokens.
    pub lines: Vec<Vec<Token>>,
}

impl CodeBlock {
    /// The code as written: the tokens' text, lines joined with '\n'.
    pub fn text(&self) -> String {
        self.lines.iter().map(|l| l.iter().map(|t| t.text.as_str()).collect::<String>()).collect::<Vec<_>>().join("\n")
    }
}

/// Token class names; `Token::class` and `SigToken::class` index this list (0 = plain). The
/// runtime CSS gives each a colour per palette (`.tk-{name}`); the generated schema carries it.
pub const TOKEN_CLASSES: &[&str] =
    &["", "kw", "str", "com", "num", "fn", "ty", "const", "var", "op", "punct", "tag", "attr", "prop", "builtin", "esc", "ins", "del", "meta"];

/// A highlighted run of text. `class` indexes [`TOKEN_CLASSES`]; 0 = plain.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Token {
    pub class: u32,
    pub text: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Table {
    pub align: Vec<Align>,
    pub head: Vec<Vec<Inline>>,
    pub rows: Vec<Vec<Vec<Inline>>>,
    /// Cells of an HTML table that span more than one column or row (`colSpan`, `rowSpan`);
    /// a table with any keeps its rows as written (not padded to one width).
    pub spans: Vec<CellSpan>,
}

/// A cell spanning columns or rows: `row` 0 is the head, `row` n the body's row n - 1;
/// `col` the cell's index in its row as written.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
pub struct CellSpan {
    pub row: u32,
    pub col: u32,
    pub cols: u32,
    pub rows: u32,
}

#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
pub enum Align {
    None,
    Left,
    Center,
    Right,
}

#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
pub enum AdmonitionKind {
    Note,
    Tip,
    Info,
    Warning,
    Danger,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Footnote {
    pub id: String,
    pub number: u32,
    pub blocks: Vec<Block>,
}

/// Inline HTML the renderer keeps: allowlisted bare tags (`<kbd>`, `<sub>`…) and text. A tag
/// written with attributes is refused with a warning, so an element has none to carry.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub enum HtmlNode {
    Element { tag: String, children: Vec<HtmlNode> },
    Text(String),
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Card {
    pub title: String,
    pub description: String,
    pub route: String,
}

/// Segment holding binary assets, indexed by `Image::asset` and `Navbar::logo`.
#[derive(Debug, Clone, Serialize, Deserialize, Default)]
pub struct Assets {
    pub items: Vec<Asset>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Asset {
    pub mime: String,
    /// Original path (relative to the site directory), for debugging.
    pub name: String,
    pub bytes: Vec<u8>,
}
