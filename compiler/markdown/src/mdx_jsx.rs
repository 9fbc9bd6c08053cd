//! MDX flow elements → document blocks: what Docusaurus's theme components render, done
//! at compile time from literal props (`jsx.rs` reads them). Tabs, details, Admonition,
//! CodeBlock (with `!!raw-loader!` imports), TOCInline, DocCardList/DocCard, images via
//! `require`/`useBaseUrl`, and imported `.md`/`.mdx` partials, inlined with their own
//! diagnostics. Any other component is counted once per site (`RenderCtx::component`)
//! and shows its children.

use super::*;
use crate::front_matter::Split;
use crate::jsx::{Spanned, Value};
use docc_model::{TabItem, Tabs};

/// Plain HTML elements that MDX reads as JSX and docc renders from their children: boxes
/// (their look comes from the site's CSS, which docc does not have, so their content shows as
/// ordinary text), `<br>`/`<hr>`, and tables, which become Markdown-like tables.
pub(crate) const HTML_FLOW: &[&str] = &[
    "div",
    "center",
    "section",
    "article",
    "aside",
    "header",
    "footer",
    "main",
    "nav",
    "figure",
    "figcaption",
    "p",
    "span",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "br",
    "hr",
    // MDX's `pre` component shows its children (Markdown here, not code): text, links, breaks.
    "pre",
    // Lists become the model's lists; JSX headings bold text (the TOC, like Docusaurus's, lists
    // Markdown headings only).
    "ul",
    "ol",
    "li",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
];

/// A built-in component's renderer: the tag, its children and its code (`CodeBlock`'s
/// `!!raw-loader!` import) → blocks.
type Handler = fn(&mut Renderer<'_>, &jsx::Tag, &[Region], Option<&JsxCode>) -> Vec<Block>;

/// The built-in MDX components, name → renderer: the one place to add one (as `TYPES` in
/// `admonitions.rs` is for admonitions). `site_components.rs` hands the tags of a site
/// component's rendered tree back to these; any other capitalised name is a site component, and
/// an `HTML_FLOW` name not listed here shows its children.
pub(crate) const COMPONENTS: &[(&str, Handler)] = &[
    ("Tabs", |r, tag, children, _| vec![r.tabs(tag, children)]),
    ("TabItem", |r, tag, children, _| r.stray_tab_item(tag, children)),
    ("details", |r, _, children, _| vec![r.details(children)]),
    ("summary", |r, _, children, _| r.render_regions(children)),
    ("Admonition", |r, tag, children, _| r.admonition(tag, children)),
    ("CodeBlock", |r, tag, _, code| r.code_jsx(tag, code).into_iter().collect()),
    ("TOCInline", |_, tag, _, _| Renderer::toc_inline(tag)),
    ("DocCardList", |r, tag, _, _| r.doc_card_list(tag)),
    ("DocCard", |r, tag, _, _| r.doc_card(tag)),
    ("img", |r, tag, _, _| r.img(tag).into_iter().collect()),
    ("ThemedImage", |r, tag, _, _| r.themed_image(tag).into_iter().collect()),
    ("iframe", |r, tag, _, _| r.embed(tag).into_iter().collect()),
    ("a", |r, tag, children, _| r.html_link(tag, children)),
    ("svg", |r, tag, children, _| r.svg(tag, children)),
    ("br", |_, _, _, _| vec![]),
    ("hr", |_, _, _, _| vec![Block::Rule]),
    ("table", |r, _, children, _| vec![r.html_table(children)]),
    ("ul", |r, _, children, _| vec![r.html_list(false, children)]),
    ("ol", |r, _, children, _| vec![r.html_list(true, children)]),
    ("h1", |r, _, children, _| r.html_heading(children)),
    ("h2", |r, _, children, _| r.html_heading(children)),
    ("h3", |r, _, children, _| r.html_heading(children)),
    ("h4", |r, _, children, _| r.html_heading(children)),
    ("h5", |r, _, children, _| r.html_heading(children)),
    ("h6", |r, _, children, _| r.html_heading(children)),
];

/// Partials included from partials, at most (a chain this long is a mistake, not a site).
const MAX_PARTIAL_DEPTH: usize = 16;

/// Bytes of partial text one page may inline, all inclusions counted. Depth and cycles do
/// not bound the work: 1.1 KB of partials, 10 levels each including the next 8 times, asks
/// for 8^10 inclusions (past 60 s and 1.9 GB). Real pages inline kilobytes; 8 MB is far
/// above any of them and still renders in well under a second.
const MAX_PARTIAL_BYTES: usize = 8 << 20;

/// What one inclusion adds to `MAX_PARTIAL_BYTES` beyond its text: at most 16,384 inclusions
/// per page (a page that includes a partial that often is a generator, not a page).
const PARTIAL_INCLUSION_BYTES: usize = 512;

impl Renderer<'_> {
    pub(super) fn jsx(&mut self, tag: &jsx::Tag, children: &[Region], code: Option<&JsxCode>) -> Vec<Block> {
        let name = tag.name.as_str();
        if let Some(source) = self.imports.iter().find(|i| i.default.as_deref() == Some(name)).map(|i| i.source.clone()) {
            let path = source.split(['?', '#']).next().unwrap_or("");
            if path.ends_with(".md") || path.ends_with(".mdx") {
                return self.partial(tag, path);
            }
        }
        if let Some((_, handler)) = COMPONENTS.iter().find(|(n, _)| *n == name) {
            return handler(self, tag, children, code);
        }
        if HTML_FLOW.contains(&name) {
            return self.render_regions(children);
        }
        match self.site_component(tag, children) {
            Ok(blocks) => blocks,
            Err(why) => {
                self.ctx.component(name, tag.span.clone(), why.as_ref());
                self.ctx.enter_unrendered(name);
                let blocks = self.render_regions(children);
                self.ctx.leave_unrendered();
                blocks
            }
        }
    }

    /// `<Admonition type title>`: the types of `:::` admonitions (`admonitions::TYPES`).
    fn admonition(&mut self, tag: &jsx::Tag, children: &[Region]) -> Vec<Block> {
        let kind_name = tag.str_attr("type").unwrap_or("note");
        let (kind, label) = crate::admonitions::lookup(kind_name, self.ctx.docusaurus_major()).unwrap_or_else(|| {
            let span = tag.attr("type").map(|v| v.span.clone()).unwrap_or(tag.span.clone());
            self.ctx.diag(crate::admonitions::unknown(kind_name, &self.file, span));
            crate::admonitions::FALLBACK
        });
        let title = Some(vec![Inline::Text(tag.str_attr("title").unwrap_or(label).to_string())]);
        vec![Block::Admonition { kind, title, blocks: self.render_regions(children) }]
    }

    /// `<TOCInline minHeadingLevel maxHeadingLevel />`.
    fn toc_inline(tag: &jsx::Tag) -> Vec<Block> {
        let min = tag.num_attr("minHeadingLevel").unwrap_or(2.0) as u32;
        let max = tag.num_attr("maxHeadingLevel").unwrap_or(3.0) as u32;
        // Headings after this point are not known yet: filled in by `fill_toc_inline`.
        vec![Block::TocInline(vec![TocEntry { level: 0, id: format!("{min}-{max}"), text: String::new() }])]
    }

    /// `<DocCardList />` (the current doc's category) or `<DocCardList items={[…]} />`.
    fn doc_card_list(&mut self, tag: &jsx::Tag) -> Vec<Block> {
        match tag.attr("items") {
            Some(Spanned { value: Value::Array(items), .. }) => vec![Block::Cards(items.iter().filter_map(|i| self.card(i)).collect())],
            _ => match self.ctx.doc_cards() {
                Some(cards) => vec![Block::Cards(cards)],
                None => {
                    self.ctx.diag(
                        Diagnostic::warning("docc::mdx-jsx", "`<DocCardList />` has no category to list here")
                            .at(&self.file, tag.span.clone(), "nothing to list")
                            .help("DocCardList shows the docs of the category this doc belongs to; use it in a docs page, or pass `items={[…]}`"),
                    );
                    vec![]
                }
            },
        }
    }

    /// `<DocCard item={{ href, label, description }} />`.
    fn doc_card(&mut self, tag: &jsx::Tag) -> Vec<Block> {
        match tag.attr("item") {
            Some(item) => self.card(item).map(|c| Block::Cards(vec![c])).into_iter().collect(),
            None => {
                self.dynamic(tag.span.clone(), "`<DocCard>` needs an `item={{ href, label, description }}` literal");
                vec![]
            }
        }
    }

    /// `<TabItem>` met outside `<Tabs>` (which reads its own): a warning, and its content as is.
    fn stray_tab_item(&mut self, tag: &jsx::Tag, children: &[Region]) -> Vec<Block> {
        self.ctx.diag(
            Diagnostic::warning("docc::mdx-jsx", "`<TabItem>` outside `<Tabs>`")
                .at(&self.file, tag.span.clone(), "not inside <Tabs>")
                .help("put the TabItem elements inside a `<Tabs>` element; its content is shown as is"),
        );
        self.render_regions(children)
    }

    /// `<h1>`…`<h6>` in MDX: bold text (the TOC, like Docusaurus's, lists Markdown headings only).
    fn html_heading(&mut self, children: &[Region]) -> Vec<Block> {
        self.render_regions(children)
            .into_iter()
            .map(|b| match b {
                Block::Paragraph(content) => Block::Paragraph(vec![Inline::Strong(content)]),
                other => other,
            })
            .collect()
    }

    /// `<svg>` in MDX: an embedded image (its children as is when it cannot be read).
    fn svg(&mut self, tag: &jsx::Tag, children: &[Region]) -> Vec<Block> {
        match crate::inline_svg::read(&self.file, tag) {
            Ok(node) => {
                let alt = tag.str_attr("aria-label").unwrap_or("");
                self.svg_image(&node, alt, tag.span.clone()).map(|i| Block::Paragraph(vec![Inline::Image(i)])).into_iter().collect()
            }
            Err(Some(d)) => {
                self.ctx.diag(d);
                vec![]
            }
            Err(None) => self.render_regions(children),
        }
    }

    /// A drawing (the page's own `<svg>` or one a site component returned) as an embedded image,
    /// sanitised by the context; None when it cannot be embedded (reported there).
    pub(super) fn svg_image(&mut self, node: &crate::inline_svg::Node, alt: &str, span: Range<usize>) -> Option<Image> {
        let asset = self.ctx.inline_svg(&crate::inline_svg::write(node), span)?;
        let (width, height) = self.ctx.image_size(asset).unwrap_or((0, 0));
        Some(Image { asset: Some(asset), src: String::new(), alt: alt.to_string(), title: String::new(), width, height })
    }

    /// `<ul>`/`<ol>` → a list of its `<li>` children (anything else between them joins the item before).
    fn html_list(&mut self, ordered: bool, children: &[Region]) -> Block {
        let mut items: Vec<ListItem> = Vec::new();
        for c in children {
            let blocks = match c {
                Region::Jsx { tag, children: kids, .. } if tag.name == "li" => {
                    items.push(ListItem { task: None, blocks: vec![] });
                    self.render_regions(kids)
                }
                other => self.render_regions(std::slice::from_ref(other)),
            };
            match items.last_mut() {
                Some(item) => item.blocks.extend(blocks),
                None => items.push(ListItem { task: None, blocks }),
            }
        }
        Block::List { ordered, start: 1, items }
    }

    /// A flow `<a href>` (its tag alone on its line(s), children below): the children, each
    /// paragraph made a link; without a literal `href` (an anchor) the children alone.
    fn html_link(&mut self, tag: &jsx::Tag, children: &[Region]) -> Vec<Block> {
        let unchecked = tag.flag(jsx::UNCHECKED);
        let target = tag.attr("href").and_then(|h| Some((h.str()?.to_string(), h.span.clone()))).map(|(href, span)| {
            if unchecked {
                self.ctx.link_unchecked(&href, span)
            } else {
                self.ctx.link(&href, span)
            }
        });
        let title = tag.str_attr("title").unwrap_or("").to_string();
        let blocks = self.render_regions(children);
        let Some((href, internal)) = target else { return blocks };
        blocks
            .into_iter()
            .map(|b| match b {
                Block::Paragraph(content) => {
                    Block::Paragraph(vec![Inline::Link { href: href.clone(), internal, title: title.clone(), content: unlinked(content) }])
                }
                other => other,
            })
            .collect()
    }

    /// `<iframe src="https://…">`: the embedded page, as Docusaurus shows it (a video, a live
    /// example). Only web addresses: anything else would run in the site's own file.
    fn embed(&mut self, tag: &jsx::Tag) -> Option<Block> {
        let src = tag.attr("src");
        let Some(url) = src.and_then(jsx::Spanned::str).map(str::trim) else {
            self.dynamic(src.map_or(tag.span.clone(), |s| s.span.clone()), "`<iframe>` needs a literal `src`");
            return None;
        };
        if !(url.starts_with("https://") || url.starts_with("http://")) {
            self.ctx.diag(
                Diagnostic::warning("docc::raw-html", format!("`<iframe>` of `{url}` is not shown"))
                    .at(&self.file, src.map_or(tag.span.clone(), |s| s.span.clone()), "not an http(s) address")
                    .help("docc embeds web pages only (`src=\"https://…\"`); link to the page instead"),
            );
            return None;
        }
        let attr = |name: &str| match tag.attr(name).map(|v| &v.value) {
            Some(Value::Str(s)) => s.clone(),
            Some(Value::Num(n)) => n.to_string(),
            _ => String::new(),
        };
        // A frame needs an accessible name (WCAG's frame-title); without one, its host names it.
        let title = match attr("title") {
            t if t.trim().is_empty() => format!("Embedded page from {}", url.split("//").nth(1).and_then(|r| r.split(['/', '?', '#']).next()).unwrap_or(url)),
            t => t,
        };
        Some(Block::Embed(docc_model::Embed { src: url.to_string(), title, width: attr("width"), height: attr("height") }))
    }

    fn dynamic(&mut self, span: Range<usize>, what: &str) {
        self.ctx.diag(
            Diagnostic::warning("docc::mdx-jsx", format!("{what}; docc reads literal values only"))
                .at(&self.file, span, "not a literal")
                .help("write the value as a string, number, boolean, array or object literal (docc does not run the page's JavaScript)"),
        );
    }

    fn tabs(&mut self, tag: &jsx::Tag, children: &[Region]) -> Block {
        // `values={[{ label, value }]}`: labels for items that carry only a value.
        let values: Vec<(String, String)> = match tag.attr("values").map(|v| &v.value) {
            Some(Value::Array(vs)) => vs
                .iter()
                .filter_map(|v| {
                    let value = v.get("value").and_then(Spanned::str)?;
                    Some((value.to_string(), v.get("label").and_then(Spanned::str).unwrap_or(value).to_string()))
                })
                .collect(),
            _ => vec![],
        };
        let mut items: Vec<TabItem> = Vec::new();
        let mut default = None;
        for c in children {
            match c {
                Region::Jsx { tag: t, children: kids, .. } if t.name == "TabItem" => {
                    let value = match t.str_attr("value").or(t.str_attr("label")) {
                        Some(v) => v.to_string(),
                        None => {
                            self.ctx.diag(
                                Diagnostic::warning("docc::mdx-jsx", "`<TabItem>` has no `value`")
                                    .at(&self.file, t.span.clone(), "this tab")
                                    .help("give every TabItem a unique `value=\"…\"` (and a `label`)"),
                            );
                            format!("tab-{}", items.len() + 1)
                        }
                    };
                    if items.iter().any(|i| i.value == value) {
                        self.ctx.diag(
                            Diagnostic::warning("docc::mdx-jsx", format!("two tabs of this `<Tabs>` have the value `{value}`"))
                                .at(&self.file, t.span.clone(), "duplicate value")
                                .help("tab values must be unique within their Tabs"),
                        );
                    }
                    let label = t
                        .str_attr("label")
                        .map(str::to_string)
                        .or_else(|| values.iter().find(|(v, _)| *v == value).map(|(_, l)| l.clone()))
                        .unwrap_or_else(|| value.clone());
                    if t.flag("default") && default.is_none() {
                        default = Some(items.len());
                    }
                    self.depth += 1;
                    let blocks = self.render_regions(kids);
                    self.depth -= 1;
                    items.push(TabItem { value, label, blocks });
                }
                other => {
                    self.ctx.diag(
                        Diagnostic::warning("docc::mdx-jsx", "`<Tabs>` holds content outside a `<TabItem>`")
                            .at(&self.file, region_span(&self.file.text, other), "not in a TabItem")
                            .help("Docusaurus accepts only TabItem elements inside Tabs; docc shows this content in the tab before it"),
                    );
                    let blocks = self.render_regions(std::slice::from_ref(other));
                    if let Some(last) = items.last_mut() {
                        last.blocks.extend(blocks);
                    }
                }
            }
        }
        if items.is_empty() {
            self.ctx.diag(
                Diagnostic::warning("docc::mdx-jsx", "`<Tabs>` has no `<TabItem>`")
                    .at(&self.file, tag.span.clone(), "empty tabs")
                    .help("put `<TabItem value=\"…\" label=\"…\">` elements inside, each on its own line"),
            );
        }
        let default = default.or_else(|| tag.str_attr("defaultValue").and_then(|d| items.iter().position(|i| i.value == d))).unwrap_or(0);
        Block::Tabs(Tabs { group_id: tag.str_attr("groupId").unwrap_or("").to_string(), default: default as u32, items })
    }

    /// `<table>` → a table: rows from `<tr>` (inside `<thead>`/`<tbody>` or not), the first
    /// row of `<th>` cells as the head; each cell's Markdown becomes its inline content.
    fn html_table(&mut self, children: &[Region]) -> Block {
        fn rows<'r>(regions: &'r [Region], out: &mut Vec<&'r [Region]>) {
            for r in regions {
                if let Region::Jsx { tag, children, .. } = r {
                    match tag.name.as_str() {
                        "tr" => out.push(children),
                        "thead" | "tbody" | "tfoot" => rows(children, out),
                        _ => {}
                    }
                }
            }
        }
        let mut trs = Vec::new();
        rows(children, &mut trs);
        let mut head = Vec::new();
        let mut body = Vec::new();
        // (row as written, cell, columns, rows) of the cells spanning more than one.
        let mut spans: Vec<(usize, usize, u32, u32)> = Vec::new();
        let mut head_row = None;
        for (i, tr) in trs.into_iter().enumerate() {
            let mut all_th = true;
            let mut cells = Vec::new();
            for c in tr {
                if let Region::Jsx { tag, children: kids, .. } = c {
                    if tag.name == "th" || tag.name == "td" {
                        all_th &= tag.name == "th";
                        // JSX writes `colSpan`, HTML `colspan`; the browser's bounds: 1..=1000 columns, 0..=65534 rows.
                        let span = |a: &str, b: &str, max: f64| tag.num_attr(a).or_else(|| tag.num_attr(b)).map_or(1, |n| n.clamp(1.0, max) as u32);
                        let (cols, rows) = (span("colSpan", "colspan", 1000.0), span("rowSpan", "rowspan", 65534.0));
                        if cols > 1 || rows > 1 {
                            spans.push((i, cells.len(), cols, rows));
                        }
                        let b = self.render_regions(kids);
                        cells.push(match b.as_slice() {
                            [Block::Paragraph(inl)] => inl.clone(),
                            [] => vec![],
                            _ => cell_lines(&b).unwrap_or_else(|| vec![Inline::Text(plain_text_blocks(&b).trim().to_string())]),
                        });
                    }
                }
            }
            if i == 0 && all_th && !cells.is_empty() {
                head = cells;
                head_row = Some(0);
            } else {
                body.push(cells);
            }
        }
        let width = head.len().max(body.iter().map(Vec::len).max().unwrap_or(0));
        if head.is_empty() && !body.is_empty() {
            // A table without header cells: its first row heads it (a Markdown table always has one).
            head = body.remove(0);
            head_row = Some(0);
        }
        // Written row i is model row i (head 0, body i) when the first row heads the table,
        // else body row i, model row i + 1.
        let shift = if head_row.is_some() { 0 } else { 1 };
        let spans: Vec<docc_model::CellSpan> =
            spans.into_iter().map(|(r, c, cols, rows)| docc_model::CellSpan { row: (r + shift) as u32, col: c as u32, cols, rows }).collect();
        // Rows are padded to one width, as a Markdown table's; cells spanning several columns or
        // rows already fill the grid as written, so such a table keeps its rows (the browser
        // lays them out, as Docusaurus's HTML table).
        if spans.is_empty() {
            head.resize(width, vec![]);
            body.iter_mut().for_each(|r| r.resize(width, vec![]));
        }
        Block::Table(docc_model::Table { align: vec![docc_model::Align::None; width], head, rows: body, spans })
    }

    fn details(&mut self, children: &[Region]) -> Block {
        let mut summary = None;
        let mut blocks = Vec::new();
        for c in children {
            match c {
                Region::Jsx { tag, children: kids, .. } if tag.name == "summary" && summary.is_none() => {
                    let b = self.render_regions(kids);
                    summary = Some(match b.as_slice() {
                        [Block::Paragraph(inl)] => inl.clone(),
                        _ => vec![Inline::Text(plain_text_blocks(&b).trim().to_string())],
                    });
                }
                other => blocks.extend(self.render_regions(std::slice::from_ref(other))),
            }
        }
        Block::Details { summary: summary.unwrap_or_else(|| vec![Inline::Text("Details".into())]), blocks }
    }

    fn code_jsx(&mut self, tag: &jsx::Tag, code: Option<&JsxCode>) -> Option<Block> {
        let mut info = FenceInfo {
            lang: tag.str_attr("language").unwrap_or("").to_string(),
            title: tag.str_attr("title").unwrap_or("").to_string(),
            highlight: vec![],
            meta: String::new(),
        };
        if let Some(meta) = tag.str_attr("metastring") {
            let m = parse_fence_info(&format!("x {meta}"));
            info.highlight = m.highlight;
            if info.title.is_empty() {
                info.title = m.title;
            }
        }
        let text = match code? {
            JsxCode::Text(r) => self.file.text[r.clone()].to_string(),
            JsxCode::Expr(v) => match &v.value {
                Value::Str(s) => s.clone(),
                Value::Ident(name) if self.raw_loader(name).is_some() => {
                    let path = self.raw_loader(name).unwrap_or_default();
                    self.ctx.read_file(&path, v.span.clone())?.text.clone()
                }
                // `{code}` with `export const code = …`, an imported string, `{`…${x}…`}`:
                // what the server render prints, evaluated in the page's scope.
                _ => match self.expression_text(v.span.clone()) {
                    Ok(text) => text,
                    Err(why) => {
                        let why = why.unwrap_or_else(|| "the page has no site folder to evaluate it in".into());
                        self.dynamic(v.span.clone(), &format!("the code of this `<CodeBlock>` cannot be known at compile time ({why})"));
                        return None;
                    }
                },
            },
        };
        let mut text = text.trim_matches(['\n', '\r']).to_string();
        text.push('\n');
        Some(self.code_block(info, &text, tag.span.clone()))
    }

    /// The file a `!!raw-loader!` import bound to `name` reads, if it is one.
    fn raw_loader(&self, name: &str) -> Option<String> {
        let source = self.imports.iter().find(|i| i.locals.iter().any(|l| l == name)).map(|i| i.source.clone())?;
        source.contains("raw-loader!").then(|| source.rsplit('!').next().unwrap_or("").to_string())
    }

    fn card(&mut self, item: &Spanned) -> Option<Card> {
        let href = item.get("href").and_then(Spanned::str);
        let label = item.get("label").and_then(Spanned::str);
        let (Some(href), Some(label)) = (href, label) else {
            self.dynamic(item.span.clone(), "a DocCard item needs literal `href` and `label`");
            return None;
        };
        let span = item.get("href").map(|h| h.span.clone()).unwrap_or(item.span.clone());
        let (route, _) = self.ctx.link(href, span);
        let description = item.get("description").and_then(Spanned::str).unwrap_or("").to_string();
        Some(Card { title: label.to_string(), description, route })
    }

    pub(super) fn img(&mut self, tag: &jsx::Tag) -> Option<Block> {
        let Some(src) = tag.attr("src") else {
            self.dynamic(tag.span.clone(), "`<img>` has no `src`");
            return None;
        };
        self.image_of(tag, src)
    }

    /// Docusaurus's `<ThemedImage sources={{light, dark}} alt="…" />` (`@theme/ThemedImage`):
    /// the page's image is the light source (the dark one, when it is the only one). The model
    /// has one image per place, so in the dark colour mode docc shows the light image too.
    pub(super) fn themed_image(&mut self, tag: &jsx::Tag) -> Option<Block> {
        let Some(src) = tag.attr("sources").and_then(|s| s.get("light").or_else(|| s.get("dark"))) else {
            self.dynamic(tag.span.clone(), "`<ThemedImage>` needs `sources={{ light: …, dark: … }}` written in the page");
            return None;
        };
        let src = src.clone();
        self.image_of(tag, &src)
    }

    /// An image block of `src` (a path, `require(…)` or `useBaseUrl(…)`), with the tag's alt and title.
    fn image_of(&mut self, tag: &jsx::Tag, src: &jsx::Spanned) -> Option<Block> {
        let Some(url) = src.url() else {
            self.dynamic(src.span.clone(), "this image source is not `\"path\"`, `require('path').default` or `useBaseUrl('path')`");
            return None;
        };
        let url = url.into_owned();
        let url = url.as_str();
        let required = matches!(&src.value, jsx::Value::Call { callee, .. } if callee == "require");
        let asset = if required { self.ctx.image(url, src.span.clone()) } else { self.ctx.image_as_written(url, src.span.clone()) };
        let (width, height) = asset.and_then(|a| self.ctx.image_size(a)).unwrap_or((0, 0));
        let image = Image {
            asset,
            src: if asset.is_some() { String::new() } else { url.to_string() },
            alt: tag.str_attr("alt").unwrap_or("").to_string(),
            title: tag.str_attr("title").unwrap_or("").to_string(),
            width,
            height,
        };
        Some(Block::Paragraph(vec![Inline::Image(image)]))
    }

    /// Inlines an imported `.md`/`.mdx` file where `<Partial />` stands. Its links,
    /// images and diagnostics resolve in the partial's own file.
    fn partial(&mut self, tag: &jsx::Tag, source: &str) -> Vec<Block> {
        let Some(file) = self.ctx.read_file(source, tag.span.clone()) else { return vec![] };
        let chain: Vec<&str> = self.partials.iter().map(String::as_str).chain([self.file.name.as_str()]).collect();
        let cycle = chain.contains(&file.name.as_str());
        if cycle || chain.len() > MAX_PARTIAL_DEPTH {
            let shown = chain.iter().copied().chain([file.name.as_str()]).collect::<Vec<_>>().join(" → ");
            let (message, help) = if cycle {
                (format!("partial `{}` is included inside itself ({shown})", file.name), "remove the import that closes the cycle".to_string())
            } else {
                (
                    format!("partials nested more than {MAX_PARTIAL_DEPTH} levels deep ({shown})"),
                    format!("include partials at most {MAX_PARTIAL_DEPTH} levels deep"),
                )
            };
            self.ctx.diag(Diagnostic::error("docc::mdx-partial-cycle", message).at(&self.file, tag.span.clone(), "included here").help(help));
            return vec![];
        }
        let body = partial_body(&file.text);
        if self.partial_bytes == usize::MAX {
            return vec![]; // over the budget, already reported
        }
        // An inclusion costs its parse and render even when empty: each counts at least
        // `PARTIAL_INCLUSION_BYTES` (so 8^10 inclusions of an empty file are bounded too).
        self.partial_bytes += body.len() + PARTIAL_INCLUSION_BYTES;
        if self.partial_bytes > MAX_PARTIAL_BYTES {
            self.partial_bytes = usize::MAX;
            let d = Diagnostic::error(
                "docc::partial-too-large",
                format!("the page's partials expand to more than {} MB; this inclusion of `{}` crosses the budget", MAX_PARTIAL_BYTES >> 20, file.name),
            )
            .at(&self.file, tag.span.clone(), "crosses the budget here")
            .help("include each partial fewer times (a partial that includes another several times multiplies at every level), or split the page");
            self.ctx.diag(d);
            return vec![];
        }
        let site = self.ctx.js_budget();
        if let Some(limit) = site.filter(|b| !b.add_partial((body.len() + PARTIAL_INCLUSION_BYTES) as u64)).map(|b| b.limits().partial_bytes) {
            self.partial_bytes = usize::MAX;
            let d = Diagnostic::error(
                "docc::partial-too-large",
                format!("the site's pages together expand partials to more than {limit} bytes; this inclusion of `{}` crosses the budget", file.name),
            )
            .at(&self.file, tag.span.clone(), "crosses the site's budget here")
            .help("each page that includes a partial expands it again: include big partials on fewer pages, or make them smaller");
            self.ctx.diag(d);
            return vec![];
        }
        let mut diags = Vec::new();
        let prepared = crate::mdx::prepare(&file, body.clone(), &mut diags);
        diags.into_iter().for_each(|d| self.ctx.diag(d));
        let pfile = SourceFile::new(file.name.clone(), prepared.text);
        let outer_ctx_file = self.ctx.set_file(&file);
        let outer_file = std::mem::replace(&mut self.file, pfile.clone());
        self.partials.push(outer_file.name.clone());
        let outer_imports = std::mem::replace(&mut self.imports, prepared.imports);
        let outer_esm = std::mem::replace(&mut self.esm, prepared.module);
        let outer_js = self.js.take();
        let outer_refs = std::mem::take(&mut self.refdefs);
        let regions = regions::split(&pfile.text, body, self);
        self.collect_refdefs(&regions);
        let blocks = self.render_regions(&regions);
        self.refdefs = outer_refs;
        self.imports = outer_imports;
        self.esm = outer_esm;
        self.js = outer_js;
        self.partials.pop();
        self.file = outer_file;
        if let Some(f) = outer_ctx_file {
            self.ctx.set_file(&f);
        }
        blocks
    }
}

/// A table cell's paragraphs and list items as lines of inlines (a cell holds no blocks), so
/// their links and code stay; a `<details>` in the cell (tRPC's starter projects put the
/// command to copy in one) stays a disclosure, as HTML. None when the cell holds anything else.
fn cell_lines(blocks: &[Block]) -> Option<Vec<Inline>> {
    let mut lines: Vec<Vec<Inline>> = Vec::new();
    fn collect(blocks: &[Block], lines: &mut Vec<Vec<Inline>>) -> Option<()> {
        for b in blocks {
            match b {
                Block::Paragraph(inl) => lines.push(inl.clone()),
                Block::List { items, .. } => items.iter().try_for_each(|i| collect(&i.blocks, lines))?,
                Block::Details { summary, blocks } => lines.push(vec![Inline::Html(vec![details_html(summary, blocks)])]),
                _ => return None,
            }
        }
        Some(())
    }
    collect(blocks, &mut lines)?;
    let mut out = Vec::new();
    for (i, l) in lines.into_iter().enumerate() {
        if i > 0 {
            out.push(Inline::HardBreak);
        }
        out.extend(l);
    }
    Some(out)
}

/// A `<details>` as HTML, for a place that holds inline content only (a table cell): the
/// summary and the body's paragraphs keep their code, emphasis and text; the runtime renders
/// these attribute-free elements as they are.
fn details_html(summary: &[Inline], blocks: &[Block]) -> HtmlNode {
    let el = |tag: &str, children: Vec<HtmlNode>| HtmlNode::Element { tag: tag.into(), children };
    let mut body = Vec::new();
    for b in blocks {
        body.push(match b {
            Block::Paragraph(inl) => el("p", crate::inl_to_html(inl)),
            Block::Code(c) => el("pre", vec![el("code", vec![HtmlNode::Text(c.text())])]),
            other => el("p", vec![HtmlNode::Text(plain_text_blocks(std::slice::from_ref(other)).trim().to_string())]),
        });
    }
    el("details", std::iter::once(el("summary", crate::inl_to_html(summary))).chain(body).collect())
}

/// A partial's text after its front matter, if it has any.
fn partial_body(text: &str) -> Range<usize> {
    match crate::front_matter::split(text) {
        Split::None { body } | Split::Block { body, .. } => body,
        // Never closed: the whole file is the partial's text, as before it had front matter.
        Split::Unclosed { .. } => 0..text.len(),
    }
}

fn region_span(text: &str, r: &Region) -> Range<usize> {
    match r {
        Region::Markdown(range) => {
            let t = &text[range.clone()];
            let start = range.start + t.len() - t.trim_start().len();
            start..start + t.trim().lines().next().map_or(1, str::len)
        }
        Region::Admonition { title_span, .. } => title_span.clone(),
        Region::Jsx { tag, .. } => tag.span.clone(),
        Region::Inline(_) | Region::Block(_) => 0..0,
    }
}

/// Replaces each `<TOCInline>` placeholder with the page's headings between its levels.
pub(super) fn fill_toc_inline(blocks: &mut [Block], headings: &[HeadingInfo]) {
    for b in blocks {
        match b {
            Block::TocInline(entries) if entries.first().is_some_and(|e| e.level == 0) => {
                let (min, max) = entries[0].id.split_once('-').map(|(a, b)| (a.parse().unwrap_or(2), b.parse().unwrap_or(3))).unwrap_or((2, 3));
                *entries = headings
                    .iter()
                    .filter(|h| h.level >= min && h.level <= max)
                    .map(|h| TocEntry { level: h.level, id: h.id.clone(), text: h.text.clone() })
                    .collect();
            }
            Block::Quote(bs) | Block::Admonition { blocks: bs, .. } | Block::Details { blocks: bs, .. } => fill_toc_inline(bs, headings),
            Block::List { items, .. } => items.iter_mut().for_each(|i| fill_toc_inline(&mut i.blocks, headings)),
            Block::Tabs(t) => t.items.iter_mut().for_each(|i| fill_toc_inline(&mut i.blocks, headings)),
            _ => {}
        }
    }
}

/// A link's content with the links inside it replaced by their content: `<a href="https://x">`
/// whose text is the bare URL `https://x` (socket.io's demo pages) made an autolink inside the
/// link, an `<a>` in an `<a>`, which HTML forbids (the browser closes the outer one, leaving it
/// empty); MDX's remark-gfm does not autolink inside a link either.
fn unlinked(content: Vec<Inline>) -> Vec<Inline> {
    content
        .into_iter()
        .flat_map(|i| match i {
            Inline::Link { content, .. } => unlinked(content),
            Inline::Emph(c) => vec![Inline::Emph(unlinked(c))],
            Inline::Strong(c) => vec![Inline::Strong(unlinked(c))],
            Inline::Strike(c) => vec![Inline::Strike(unlinked(c))],
            other => vec![other],
        })
        .collect()
}
