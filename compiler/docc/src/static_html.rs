//! Static HTML for every route, rendered in Rust from the same model the pack carries.
//!
//! Why: crawlers, link previews and readers without JavaScript see this markup; with
//! JavaScript the runtime replaces it. The markup uses the runtime's CSS classes so a
//! hosted page looks right before the runtime takes over (there is no hydration: React
//! renders the page from the pack and swaps the container's children). Interactive
//! pieces become their no-script equivalents: tabs are listed one after the other,
//! collapsible sidebar categories are `<details>`, code buttons are omitted.
//!
//! Everything that comes from the site is escaped here (`esc`); raw HTML blocks were
//! sanitised by the compiler and are re-checked (no `on*` attributes, no script URLs).
//! Links go through `Ctx::href`, so one renderer serves both outputs: the single file
//! (hash routes) and hosted mode (base-path-absolute directory URLs ending in `/`).

use docc_markdown::highlight::CLASSES;
use docc_model::api::{Body, ExampleValue, MediaType, Operation, Overview, Parameter, SchemaNode, SchemaPage, SecurityScheme, Server};
use docc_model::derive::toc_depths;
use docc_model::text::heading_ids;
use docc_model::ts::{Doc, Item, ListGroup, Member, Param, SigToken, Signature, TypeParam};
use docc_model::{
    AdmonitionKind, Align, Block, Card, CodeBlock, Footnote, HtmlNode, Inline, ListItem, NavItem, Page, SidebarItem, SiteInfo, Table, TocEntry, Token,
};
use docc_tsref::MEMBER_GROUPS;
use std::fmt::Write;

/// How routes and assets become URLs in the output being written.
pub(crate) struct Ctx<'a> {
    /// Route (`/a/b`, possibly with `#anchor`) → href.
    pub route_href: &'a dyn Fn(&str) -> String,
    /// Pack asset index → URL of the image, when the output has one.
    pub asset_url: &'a dyn Fn(u32) -> Option<String>,
}

impl Ctx<'_> {
    /// Link target of an internal href: same-page anchors stay anchors.
    fn href(&self, target: &str) -> String {
        if target.starts_with('#') {
            return target.to_string();
        }
        (self.route_href)(target)
    }
}

/// Escapes text and attribute values (`&`, `<`, `>`, `"`, `'`).
pub(crate) fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The page content (what the runtime's page view shows inside `<main>`).
pub(crate) fn page(p: &Page, cx: &Ctx) -> String {
    let mut o = String::with_capacity(4096);
    let toc = !p.toc.is_empty();
    let _ = write!(o, "<div class=\"doc-layout{}\"><article class=\"doc\">", if toc { " doc-layout--toc" } else { "" });
    breadcrumbs(&mut o, p, cx);
    o.push_str("<div class=\"markdown\">");
    if !p.hide_title {
        let _ = write!(o, "<h1 class=\"doc__title\">{}</h1>", esc(&p.title));
    }
    blocks(&mut o, &p.blocks, cx);
    o.push_str("</div>");
    pagination(&mut o, p, cx);
    o.push_str("</article>");
    if toc {
        o.push_str("<aside class=\"toc-col\" aria-label=\"Table of contents\"><nav class=\"toc\"><ul class=\"toc__list\">");
        for (e, depth) in p.toc.iter().zip(toc_depths(&p.toc)) {
            let _ = write!(o, "<li class=\"toc__item toc__item--l{depth}\"><a class=\"toc__link\" href=\"#{}\">{}</a></li>", esc(&e.id), esc(&e.text));
        }
        o.push_str("</ul></nav></aside>");
    }
    o.push_str("</div>");
    o
}

/// The runtime's "Page Not Found" view.
pub(crate) fn not_found(cx: &Ctx) -> String {
    format!(
        "<div class=\"container not-found\"><h1>Page Not Found</h1><p>We could not find what you were looking for.</p><p>The page may have moved, or the link that brought you here may be out of date.</p><p><a class=\"button\" href=\"{}\">Go to the home page</a></p></div>",
        esc(&cx.href("/"))
    )
}

fn breadcrumbs(o: &mut String, p: &Page, cx: &Ctx) {
    if p.breadcrumbs.is_empty() {
        return;
    }
    let _ = write!(
        o,
        "<nav class=\"breadcrumbs\" aria-label=\"Breadcrumbs\"><ol><li><a class=\"breadcrumbs__home\" aria-label=\"Home page\" href=\"{}\">Home</a></li>",
        esc(&cx.href("/"))
    );
    let last = p.breadcrumbs.last().expect("non-empty");
    let ends_here = last.route.as_deref() == Some(p.route.as_str()) || (last.route.is_none() && last.label == p.title);
    let n = p.breadcrumbs.len();
    for (i, c) in p.breadcrumbs.iter().enumerate() {
        let is_last = ends_here && i == n - 1;
        match (&c.route, is_last) {
            (Some(r), false) => {
                let _ = write!(o, "<li><a href=\"{}\">{}</a></li>", esc(&cx.href(r)), esc(&c.label));
            }
            _ => {
                let _ = write!(o, "<li><span{}>{}</span></li>", if is_last { " aria-current=\"page\"" } else { "" }, esc(&c.label));
            }
        }
    }
    if !ends_here {
        let _ = write!(o, "<li><span aria-current=\"page\">{}</span></li>", esc(&p.title));
    }
    o.push_str("</ol></nav>");
}

fn pagination(o: &mut String, p: &Page, cx: &Ctx) {
    if p.prev.is_none() && p.next.is_none() {
        return;
    }
    o.push_str("<nav class=\"pagination-nav\" aria-label=\"Docs pages\">");
    match &p.prev {
        Some(l) => {
            let _ = write!(o, "<a class=\"pagination-nav__link pagination-nav__link--prev\" rel=\"prev\" href=\"{}\"><span class=\"pagination-nav__sublabel\">Previous</span><span class=\"pagination-nav__label\">« {}</span></a>", esc(&cx.href(&l.route)), esc(&l.label));
        }
        None => o.push_str("<span></span>"),
    }
    if let Some(l) = &p.next {
        let _ = write!(o, "<a class=\"pagination-nav__link pagination-nav__link--next\" rel=\"next\" href=\"{}\"><span class=\"pagination-nav__sublabel\">Next</span><span class=\"pagination-nav__label\">{} »</span></a>", esc(&cx.href(&l.route)), esc(&l.label));
    }
    o.push_str("</nav>");
}

// ---------- blocks ----------

pub(crate) fn blocks(o: &mut String, bs: &[Block], cx: &Ctx) {
    for b in bs {
        block(o, b, cx);
    }
}

fn block(o: &mut String, b: &Block, cx: &Ctx) {
    match b {
        Block::Heading { level, id, content } => heading(o, *level, id, &inline_text(content), |o| inlines(o, content, cx)),
        Block::Paragraph(c) => {
            o.push_str("<p>");
            inlines(o, c, cx);
            o.push_str("</p>");
        }
        Block::List { ordered, start, items } => list(o, *ordered, *start, items, cx),
        Block::Quote(bs) => {
            o.push_str("<blockquote>");
            blocks(o, bs, cx);
            o.push_str("</blockquote>");
        }
        Block::Code(c) => code_block(o, c),
        Block::Table(t) => table(o, t, cx),
        Block::Admonition { kind, title, blocks: bs } => admonition(o, *kind, title.as_deref(), bs, cx),
        Block::Rule => o.push_str("<hr>"),
        Block::Footnotes(notes) => footnotes(o, notes, cx),
        Block::Cards(cards) => cards_grid(o, cards, cx),
        Block::Details { summary, blocks: bs } => {
            o.push_str("<details class=\"details\"><summary>");
            inlines(o, summary, cx);
            o.push_str("</summary><div class=\"details__body\">");
            blocks(o, bs, cx);
            o.push_str("</div></details>");
        }
        // Without script there is no switching: every tab, one after another under its label.
        Block::Tabs(t) => {
            o.push_str("<div class=\"tabs-static\">");
            for it in &t.items {
                let _ = write!(o, "<h4 class=\"tabs-static__label\">{}</h4>", esc(&it.label));
                blocks(o, &it.blocks, cx);
            }
            o.push_str("</div>");
        }
        Block::TocInline(entries) => toc_inline(o, entries),
        // The frame the runtime draws (`Blocks.tsx` `Embed`), with the same sandbox: a page read
        // before the script runs shows the embedded page, as Docusaurus's HTML does.
        Block::Embed(e) => {
            let _ = write!(o, "<iframe class=\"embed\" src=\"{}\"", esc(&e.src));
            if !e.title.is_empty() {
                let _ = write!(o, " title=\"{}\"", esc(&e.title));
            }
            if !e.width.is_empty() {
                let _ = write!(o, " width=\"{}\"", esc(&e.width));
            }
            if !e.height.is_empty() {
                let _ = write!(o, " height=\"{}\"", esc(&e.height));
            }
            o.push_str(
                " loading=\"lazy\" allowfullscreen=\"\" sandbox=\"allow-scripts allow-same-origin allow-popups allow-forms allow-presentation\"></iframe>",
            );
        }
        Block::ApiOperation(op) => api_operation(o, op, cx),
        Block::ApiSchema(s) => api_schema(o, s, cx),
        Block::ApiOverview(ov) => api_overview(o, ov, cx),
        Block::TsItem(item) => ts_item(o, item, cx),
        Block::TsList(groups) => ts_list(o, groups, cx),
    }
}

fn heading(o: &mut String, level: u32, id: &str, text: &str, content: impl FnOnce(&mut String)) {
    let l = level.clamp(1, 6);
    if id.is_empty() {
        let _ = write!(o, "<h{l} class=\"anchor\">");
    } else {
        let _ = write!(o, "<h{l} id=\"{}\" class=\"anchor\">", esc(id));
    }
    content(o);
    if !id.is_empty() {
        let label = esc(&format!("Direct link to {text}"));
        let _ = write!(o, "<a class=\"hash-link\" href=\"#{}\" aria-label=\"{label}\" title=\"{label}\">#</a>", esc(id));
    }
    let _ = write!(o, "</h{l}>");
}

fn list(o: &mut String, ordered: bool, start: u32, items: &[ListItem], cx: &Ctx) {
    let task = items.iter().any(|i| i.task.is_some());
    let cls = if task { " class=\"contains-task-list\"" } else { "" };
    if ordered {
        let start_attr = if start != 1 { format!(" start=\"{start}\"") } else { String::new() };
        let _ = write!(o, "<ol{start_attr}{cls}>");
    } else {
        let _ = write!(o, "<ul{cls}>");
    }
    for it in items {
        match it.task {
            None => o.push_str("<li>"),
            Some(done) => {
                let _ = write!(
                    o,
                    "<li class=\"task-list-item\"><input type=\"checkbox\" disabled{} aria-label=\"{}\">",
                    if done { " checked" } else { "" },
                    if done { "Done" } else { "Not done" }
                );
            }
        }
        blocks(o, &it.blocks, cx);
        o.push_str("</li>");
    }
    o.push_str(if ordered { "</ol>" } else { "</ul>" });
}

/// Highlighted tokens with the runtime's `tk-*` classes (`highlight::CLASSES`).
fn tokens(o: &mut String, ts: &[Token]) {
    for t in ts {
        match CLASSES.get(t.class as usize).filter(|c| !c.is_empty()) {
            Some(c) => {
                let _ = write!(o, "<span class=\"tk-{c}\">{}</span>", esc(&t.text));
            }
            None => o.push_str(&esc(&t.text)),
        }
    }
}

pub(crate) fn code_block(o: &mut String, c: &CodeBlock) {
    o.push_str("<div class=\"code-block\"");
    if !c.lang.is_empty() {
        let _ = write!(o, " data-lang=\"{}\"", esc(&c.lang));
    }
    o.push('>');
    if !c.title.is_empty() || !c.lang.is_empty() {
        let _ = write!(o, "<div class=\"code-block__header\"><span class=\"code-block__title\">{}</span>", esc(&c.title));
        if !c.lang.is_empty() {
            let _ = write!(o, "<span class=\"code-block__lang\">{}</span>", esc(&c.lang));
        }
        o.push_str("</div>");
    }
    o.push_str("<div class=\"code-block__body\"><pre tabindex=\"0\"><code>");
    for (i, line) in c.lines.iter().enumerate() {
        let hl = c.highlight.contains(&(i as u32 + 1));
        o.push_str(if hl { "<span class=\"code-line code-line--hl\">" } else { "<span class=\"code-line\">" });
        tokens(o, line);
        o.push_str("\n</span>");
    }
    o.push_str("</code></pre></div></div>");
}

fn align_attr(a: Option<&Align>) -> &'static str {
    match a {
        Some(Align::Left) => " style=\"text-align:left\"",
        Some(Align::Center) => " style=\"text-align:center\"",
        Some(Align::Right) => " style=\"text-align:right\"",
        Some(Align::None) | None => "",
    }
}

/// ` colspan="n" rowspan="m"` of the cell at (`row`, `col`) of `t` (`Table::spans`).
fn span_attrs(t: &Table, row: usize, col: usize) -> String {
    let Some(s) = t.spans.iter().find(|s| s.row as usize == row && s.col as usize == col) else { return String::new() };
    let mut a = String::new();
    if s.cols > 1 {
        let _ = write!(a, " colspan=\"{}\"", s.cols);
    }
    if s.rows > 1 {
        let _ = write!(a, " rowspan=\"{}\"", s.rows);
    }
    a
}

fn table(o: &mut String, t: &Table, cx: &Ctx) {
    o.push_str("<div class=\"table-wrap\" tabindex=\"0\"><table><thead><tr>");
    for (i, c) in t.head.iter().enumerate() {
        let _ = write!(o, "<th{}{}>", align_attr(t.align.get(i)), span_attrs(t, 0, i));
        inlines(o, c, cx);
        o.push_str("</th>");
    }
    o.push_str("</tr></thead><tbody>");
    for (i, r) in t.rows.iter().enumerate() {
        o.push_str("<tr>");
        for (j, c) in r.iter().enumerate() {
            let _ = write!(o, "<td{}{}>", align_attr(t.align.get(j)), span_attrs(t, i + 1, j));
            inlines(o, c, cx);
            o.push_str("</td>");
        }
        o.push_str("</tr>");
    }
    o.push_str("</tbody></table></div>");
}

fn admonition(o: &mut String, kind: AdmonitionKind, title: Option<&[Inline]>, bs: &[Block], cx: &Ctx) {
    let name = match kind {
        AdmonitionKind::Note => "Note",
        AdmonitionKind::Tip => "Tip",
        AdmonitionKind::Info => "Info",
        AdmonitionKind::Warning => "Warning",
        AdmonitionKind::Danger => "Danger",
    };
    let _ = write!(o, "<div class=\"admonition admonition--{}\"><div class=\"admonition__heading\"><span>", name.to_lowercase());
    match title.filter(|t| !t.is_empty()) {
        Some(t) => inlines(o, t, cx),
        None => o.push_str(name),
    }
    o.push_str("</span></div><div class=\"admonition__content\">");
    blocks(o, bs, cx);
    o.push_str("</div></div>");
}

fn footnotes(o: &mut String, notes: &[Footnote], cx: &Ctx) {
    o.push_str("<section class=\"footnotes\" aria-labelledby=\"docc-footnotes-label\"><h2 id=\"docc-footnotes-label\" class=\"sr-only\">Footnotes</h2><ol>");
    for n in notes {
        let _ = write!(o, "<li id=\"fn-{}\" value=\"{}\">", esc(&n.id), n.number);
        blocks(o, &n.blocks, cx);
        let _ = write!(o, "<a class=\"footnote-back\" href=\"#fnref-{}\" aria-label=\"Back to reference {}\">↩</a></li>", esc(&n.id), n.number);
    }
    o.push_str("</ol></section>");
}

fn toc_inline(o: &mut String, entries: &[TocEntry]) {
    o.push_str("<ul class=\"toc-inline\">");
    for (e, depth) in entries.iter().zip(toc_depths(entries)) {
        let _ = write!(o, "<li class=\"toc-inline__l{depth}\"><a href=\"#{}\">{}</a></li>", esc(&e.id), esc(&e.text));
    }
    o.push_str("</ul>");
}

fn cards_grid(o: &mut String, cards: &[Card], cx: &Ctx) {
    o.push_str("<div class=\"cards\">");
    for c in cards {
        let _ = write!(o, "<a class=\"card\" href=\"{}\"><span class=\"card__title\">{}</span>", esc(&cx.href(&c.route)), esc(&c.title));
        if !c.description.is_empty() {
            let _ = write!(o, "<span class=\"card__desc\">{}</span>", esc(&c.description));
        }
        o.push_str("</a>");
    }
    o.push_str("</div>");
}

const VOID: &[&str] = &["area", "br", "col", "embed", "hr", "img", "input", "source", "track", "wbr"];

fn dangerous_url(v: &str) -> bool {
    let squeezed: String = v.chars().filter(|c| !c.is_whitespace() && !c.is_control()).collect::<String>().to_ascii_lowercase();
    squeezed.starts_with("javascript:") || squeezed.starts_with("vbscript:") || squeezed.starts_with("data:text/html")
}

/// Inline HTML as the runtime's `Html.tsx` renders it: the tag and its children, never an
/// attribute (the compiler only keeps attribute-free formatting tags, `INLINE_HTML_ALLOWED`);
/// a script, style or malformed tag name is dropped again here, defensively.
fn html_nodes(o: &mut String, nodes: &[HtmlNode]) {
    for n in nodes {
        match n {
            HtmlNode::Text(t) => o.push_str(&esc(t)),
            HtmlNode::Element { tag, children, .. } => {
                let t = tag.to_ascii_lowercase();
                if t == "script"
                    || t == "style"
                    || t.is_empty()
                    || !t.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
                    || !t.starts_with(|c: char| c.is_ascii_alphabetic())
                {
                    continue;
                }
                let _ = write!(o, "<{t}>");
                if VOID.contains(&t.as_str()) {
                    continue;
                }
                html_nodes(o, children);
                let _ = write!(o, "</{t}>");
            }
        }
    }
}

// ---------- inlines ----------

/// Plain text of inline content (as the runtime's `inlineText`).
pub(crate) fn inline_text(ns: &[Inline]) -> String {
    let mut s = String::new();
    for n in ns {
        match n {
            Inline::Text(t) | Inline::Code(t) => s.push_str(t),
            Inline::Emph(c) | Inline::Strong(c) | Inline::Strike(c) => s.push_str(&inline_text(c)),
            Inline::Link { content, .. } => s.push_str(&inline_text(content)),
            Inline::Image(i) => s.push_str(&i.alt),
            Inline::SoftBreak | Inline::HardBreak => s.push(' '),
            Inline::Html(nodes) => html_text(nodes, &mut s),
            Inline::FootnoteRef { .. } | Inline::Anchor { .. } => {}
        }
    }
    s
}

fn html_text(nodes: &[HtmlNode], s: &mut String) {
    for n in nodes {
        match n {
            HtmlNode::Text(t) => s.push_str(t),
            HtmlNode::Element { children, .. } => html_text(children, s),
        }
    }
}

pub(crate) fn inlines(o: &mut String, ns: &[Inline], cx: &Ctx) {
    for n in ns {
        match n {
            Inline::Text(t) => o.push_str(&esc(t)),
            Inline::Code(t) => {
                let _ = write!(o, "<code>{}</code>", esc(t));
            }
            Inline::Emph(c) => wrap(o, "em", c, cx),
            Inline::Strong(c) => wrap(o, "strong", c, cx),
            Inline::Strike(c) => wrap(o, "del", c, cx),
            Inline::Link { href, internal, title, content } => {
                let title_attr = if title.is_empty() { String::new() } else { format!(" title=\"{}\"", esc(title)) };
                if *internal || href.starts_with('#') {
                    let _ = write!(o, "<a href=\"{}\"{title_attr}>", esc(&cx.href(href)));
                } else {
                    let external = href.contains(':') && !href.starts_with("mailto:") && !href.starts_with("tel:");
                    let target = if external { " target=\"_blank\" rel=\"noopener noreferrer\"" } else { "" };
                    if dangerous_url(href) {
                        let _ = write!(o, "<a{title_attr}>");
                    } else {
                        let _ = write!(o, "<a href=\"{}\"{title_attr}{target}>", esc(href));
                    }
                }
                inlines(o, content, cx);
                o.push_str("</a>");
            }
            Inline::Image(img) => {
                let src = match img.asset {
                    Some(a) => (cx.asset_url)(a),
                    None if !dangerous_url(&img.src) => Some(img.src.clone()),
                    None => None,
                };
                let svg = src.as_deref().is_some_and(|s| s.ends_with(".svg") || s.contains(".svg?") || s.contains(".svg#"));
                let _ = write!(o, "<img class=\"img{}\" alt=\"{}\" decoding=\"async\" loading=\"lazy\"", if svg { " img-svg" } else { "" }, esc(&img.alt));
                if let Some(s) = src {
                    let _ = write!(o, " src=\"{}\"", esc(&s));
                }
                if img.width > 0 && img.height > 0 {
                    let _ = write!(o, " width=\"{}\" height=\"{}\"", img.width, img.height);
                }
                if !img.title.is_empty() {
                    let _ = write!(o, " title=\"{}\"", esc(&img.title));
                }
                o.push('>');
            }
            Inline::FootnoteRef { id, number } => {
                let _ = write!(
                    o,
                    "<sup id=\"fnref-{0}\" class=\"footnote-ref\"><a href=\"#fn-{0}\" aria-describedby=\"docc-footnotes-label\">{number}</a></sup>",
                    esc(id)
                );
            }
            Inline::Anchor { id } => {
                let _ = write!(o, "<span id=\"{}\"></span>", esc(id));
            }
            Inline::SoftBreak => o.push('\n'),
            Inline::HardBreak => o.push_str("<br>"),
            Inline::Html(nodes) => html_nodes(o, nodes),
        }
    }
}

fn wrap(o: &mut String, tag: &str, c: &[Inline], cx: &Ctx) {
    let _ = write!(o, "<{tag}>");
    inlines(o, c, cx);
    let _ = write!(o, "</{tag}>");
}

// ---------- HTTP API reference ----------

/// `base`, else `base-1`, `base-2`… (the runtime's `uniqueId`, the compiler's `unique_id`).
fn unique_id(base: &str, taken: &mut Vec<String>) -> String {
    let mut id = base.to_string();
    let mut n = 1;
    while taken.contains(&id) {
        id = format!("{base}-{n}");
        n += 1;
    }
    taken.push(id.clone());
    id
}

fn method_badge(o: &mut String, method: &str) {
    let _ = write!(o, "<span class=\"api-method api-method--{}\">{}</span>", esc(&method.to_lowercase()), esc(&method.to_uppercase()));
}

fn section_heading(o: &mut String, id: &str, text: &str) {
    heading(o, 2, id, text, |o| o.push_str(&esc(text)));
}

fn api_operation(o: &mut String, op: &Operation, cx: &Ctx) {
    let mut taken = Vec::new();
    taken.extend(heading_ids(&op.description));
    o.push_str("<div class=\"api-op\"><div class=\"api-op__main\"><div class=\"api-endpoint\">");
    method_badge(o, &op.method);
    let _ = write!(o, " <code class=\"api-endpoint__path\">{}</code>", esc(&op.path));
    if op.deprecated {
        o.push_str("<span class=\"api-mark api-mark--deprecated\">deprecated</span></div><div class=\"admonition admonition--warning api-deprecated\"><div class=\"admonition__content\"><p>This operation is deprecated.</p></div></div>");
    } else {
        o.push_str("</div>");
    }
    if !op.summary.is_empty() && op.description.is_empty() {
        let _ = write!(o, "<p class=\"api-summary\">{}</p>", esc(&op.summary));
    }
    blocks(o, &op.description, cx);
    if !op.security.is_empty() {
        security(o, &op.security, &unique_id("authentication", &mut taken), cx);
    }
    if !op.parameters.is_empty() {
        let id = unique_id("parameters", &mut taken);
        o.push_str("<section class=\"api-section\">");
        section_heading(o, &id, "Parameters");
        let mut locs: Vec<&str> = vec!["path", "query", "header", "cookie"];
        for p in &op.parameters {
            if !locs.contains(&p.location.as_str()) {
                locs.push(&p.location);
            }
        }
        for loc in locs {
            let ps: Vec<&Parameter> = op.parameters.iter().filter(|p| p.location == loc).collect();
            if ps.is_empty() {
                continue;
            }
            let title = match loc {
                "path" => "Path parameters".to_string(),
                "query" => "Query parameters".to_string(),
                "header" => "Header parameters".to_string(),
                "cookie" => "Cookie parameters".to_string(),
                other => format!("{other} parameters"),
            };
            param_table(o, &title, &ps, cx);
        }
        o.push_str("</section>");
    }
    // The runtime's order (`ApiOperationView`): the samples panel between the parameters and
    // the bodies, so that on a phone they follow the summary and parameters.
    o.push_str("</div>");
    samples_panel(o, op);
    o.push_str("<div class=\"api-op__rest\">");
    if let Some(body) = &op.request_body {
        request_body(o, body, &unique_id("request-body", &mut taken), cx);
    }
    if !op.responses.is_empty() {
        let id = unique_id("responses", &mut taken);
        o.push_str("<section class=\"api-section\">");
        section_heading(o, &id, "Responses");
        for r in &op.responses {
            o.push_str("<div class=\"api-response\">");
            status_label(o, &r.status);
            blocks(o, &r.description, cx);
            if !r.headers.is_empty() {
                let hs: Vec<&Parameter> = r.headers.iter().collect();
                param_table(o, "Response headers", &hs, cx);
            }
            media_set(o, &r.content, &format!("Example {} response", r.status), cx);
            o.push_str("</div>");
        }
        o.push_str("</section>");
    }
    o.push_str("</div></div>");
}

/// The operation's right-hand panel: server, request samples, response samples.
fn samples_panel(o: &mut String, op: &Operation) {
    o.push_str("<aside class=\"api-op__panel\" aria-label=\"Request and response samples\">");
    if let Some(first) = op.servers.first() {
        // The runtime's server picker is a <select> of every server when there are several;
        // without script they are listed, the first (the one the samples use) shown in full.
        o.push_str("<div class=\"api-server\"><div class=\"api-server__label\"><span>Server</span> ");
        if op.servers.len() > 1 {
            o.push_str("<ul class=\"api-server__list\">");
            for s in &op.servers {
                if s.description.is_empty() {
                    let _ = write!(o, "<li><code>{}</code></li>", esc(&s.url));
                } else {
                    let _ = write!(o, "<li><code>{}</code> — {}</li>", esc(&s.url), esc(&s.description));
                }
            }
            o.push_str("</ul></div>");
            if !first.description.is_empty() {
                let _ = write!(o, "<p class=\"api-server__desc\">{}</p>", esc(&first.description));
            }
        } else {
            let _ = write!(o, "<code>{}</code></div>", esc(&first.url));
        }
        o.push_str("<div class=\"api-server__url\">");
        method_badge(o, &op.method);
        let _ = write!(o, " <code>{}{}</code></div></div>", esc(first.url.trim_end_matches('/')), esc(&op.path));
    }
    if !op.samples.is_empty() {
        o.push_str("<div class=\"api-samples\"><h2 class=\"api-panel-title\" id=\"docc-code-samples\">Request samples</h2>");
        for s in &op.samples {
            tab_label(o, "h3", "api-subtitle", |o| o.push_str(&esc(if s.label.is_empty() { &s.lang } else { &s.label })));
            code_block(o, &s.code);
        }
        o.push_str("</div>");
    }
    let with_ex: Vec<_> = op.responses.iter().filter_map(|r| r.content.iter().find_map(|m| m.example.as_ref()).map(|ex| (r, ex))).collect();
    if !with_ex.is_empty() {
        o.push_str("<div class=\"api-response-samples\"><h2 class=\"api-panel-title\">Response samples</h2>");
        for (r, ex) in with_ex {
            status_label(o, &r.status);
            code_block(o, ex);
        }
        o.push_str("</div>");
    }
    o.push_str("</aside>");
}

/// The label over one panel of what the runtime shows as a tab set (samples, statuses, media
/// types, variants): without script every panel is shown, one after another under its label.
fn tab_label(o: &mut String, tag: &str, class: &str, label: impl FnOnce(&mut String)) {
    let _ = write!(o, "<{tag} class=\"{class} tabs-static__label\">");
    label(o);
    let _ = write!(o, "</{tag}>");
}

fn status_label(o: &mut String, status: &str) {
    tab_label(o, "h3", "api-subtitle", |o| {
        let _ = write!(o, "<span class=\"api-status api-status--{}\">{}</span>", status_kind(status), esc(status));
    });
}

fn status_kind(s: &str) -> &'static str {
    match s.as_bytes().first() {
        Some(b'2') => "success",
        Some(b'3') => "info",
        Some(b'4') => "warning",
        Some(b'5') => "danger",
        _ => "neutral",
    }
}

fn scheme_summary(s: &SecurityScheme) -> String {
    match s.kind.as_str() {
        "apiKey" => format!("API key in the {} {}", if s.location.is_empty() { "header" } else { &s.location }, s.param_name),
        "http" => format!("HTTP {} authentication", s.location).replace("  ", " "),
        "oauth2" => "OAuth 2.0".into(),
        "openIdConnect" => "OpenID Connect".into(),
        "mutualTLS" => "Mutual TLS".into(),
        k => k.into(),
    }
}

fn security(o: &mut String, schemes: &[SecurityScheme], id: &str, cx: &Ctx) {
    o.push_str("<section class=\"api-section\">");
    section_heading(o, id, "Authentication");
    for s in schemes {
        let _ = write!(o, "<div class=\"api-auth\"><div class=\"api-auth__head\"><strong>{}</strong> <span class=\"api-muted\">{}</span></div><dl class=\"api-facts\"><div><dt>Type:</dt><dd><code>{}</code></dd></div>", esc(&s.name), esc(&scheme_summary(s)), esc(&s.kind));
        if !s.location.is_empty() {
            let _ = write!(o, "<div><dt>{}</dt><dd><code>{}</code></dd></div>", if s.kind == "apiKey" { "In:" } else { "Scheme:" }, esc(&s.location));
        }
        if !s.param_name.is_empty() {
            let _ = write!(o, "<div><dt>Name:</dt><dd><code>{}</code></dd></div>", esc(&s.param_name));
        }
        if !s.scopes.is_empty() {
            o.push_str("<div><dt>Scopes:</dt><dd>");
            for sc in &s.scopes {
                let _ = write!(o, "<code>{}</code> ", esc(sc));
            }
            o.push_str("</dd></div>");
        }
        o.push_str("</dl>");
        blocks(o, &s.description, cx);
        for f in &s.flows {
            let _ = write!(o, "<div class=\"api-flow\"><strong>{}</strong><dl class=\"api-facts\">", esc(&f.kind));
            for (label, url) in [("Authorization URL:", &f.authorization_url), ("Token URL:", &f.token_url), ("Refresh URL:", &f.refresh_url)] {
                if !url.is_empty() {
                    let _ = write!(o, "<div><dt>{label}</dt><dd><code>{}</code></dd></div>", esc(url));
                }
            }
            o.push_str("</dl>");
            if !f.scopes.is_empty() {
                o.push_str("<table class=\"api-table\"><thead><tr><th scope=\"col\">Scope</th><th scope=\"col\">Description</th></tr></thead><tbody>");
                for (n, d) in &f.scopes {
                    let _ = write!(o, "<tr><td><code>{}</code></td><td>{}</td></tr>", esc(n), esc(d));
                }
                o.push_str("</tbody></table>");
            }
            o.push_str("</div>");
        }
        o.push_str("</div>");
    }
    o.push_str("</section>");
}

fn param_table(o: &mut String, title: &str, params: &[&Parameter], cx: &Ctx) {
    let _ = write!(o, "<div class=\"api-params\"><h3 class=\"api-subtitle\">{0}</h3><div class=\"table-wrap\" tabindex=\"0\" role=\"region\" aria-label=\"{0}\"><table class=\"api-table api-table--params\"><thead><tr><th scope=\"col\">Name</th><th scope=\"col\">Type</th><th scope=\"col\">Description</th></tr></thead><tbody>", esc(title));
    for p in params {
        let _ = write!(o, "<tr><td><code class=\"api-prop__name\">{}</code>", esc(&p.name));
        if p.required {
            o.push_str("<span class=\"api-mark api-mark--required\">required</span>");
        }
        if p.deprecated {
            o.push_str("<span class=\"api-mark api-mark--deprecated\">deprecated</span>");
        }
        o.push_str("</td><td>");
        type_label(o, &p.schema, cx);
        o.push_str("</td><td>");
        if p.description.is_empty() {
            blocks(o, &p.schema.description, cx);
        } else {
            blocks(o, &p.description, cx);
        }
        facts(o, &p.schema);
        schema_children(o, &p.schema, cx);
        o.push_str("</td></tr>");
    }
    o.push_str("</tbody></table></div></div>");
}

fn request_body(o: &mut String, body: &Body, id: &str, cx: &Ctx) {
    o.push_str("<section class=\"api-section\">");
    let mark =
        if body.required { "<span class=\"api-mark api-mark--required\">required</span>" } else { "<span class=\"api-mark api-mark--info\">optional</span>" };
    heading(o, 2, id, "Request body", |o| {
        o.push_str("Request body ");
        o.push_str(mark);
    });
    blocks(o, &body.description, cx);
    media_set(o, &body.content, "Example request body", cx);
    o.push_str("</section>");
}

fn media_set(o: &mut String, content: &[MediaType], example_title: &str, cx: &Ctx) {
    for m in content {
        if content.len() == 1 {
            let _ = write!(o, "<div class=\"api-content-type\"><span class=\"api-muted\">Content type</span> <code>{}</code></div>", esc(&m.media_type));
        } else {
            tab_label(o, "div", "api-content-type", |o| o.push_str(&esc(&m.media_type)));
        }
        o.push_str("<div class=\"api-media\">");
        match &m.schema {
            Some(s) => schema_root(o, s, true, cx),
            None => o.push_str("<p class=\"api-muted\">No schema.</p>"),
        }
        if let Some(ex) = &m.example {
            let _ = write!(o, "<details class=\"api-example\"><summary>{}</summary>", esc(example_title));
            code_block(o, ex);
            o.push_str("</details>");
        }
        o.push_str("</div>");
    }
}

fn type_label(o: &mut String, n: &SchemaNode, cx: &Ctx) {
    match &n.schema_route {
        Some(r) => {
            let _ = write!(o, "<a class=\"api-type api-type--link\" href=\"{}\">{}</a>", esc(&cx.href(r)), esc(type_text(n)));
        }
        None => {
            let _ = write!(o, "<span class=\"api-type\">{}</span>", esc(type_text(n)));
        }
    }
    marks(o, n);
}

/// The runtime's `TypeLabel` text.
fn type_text(n: &SchemaNode) -> &str {
    if n.type_label.is_empty() {
        "any"
    } else {
        &n.type_label
    }
}

/// The runtime's `Marks`.
fn marks(o: &mut String, n: &SchemaNode) {
    for (on, kind, text) in [
        (n.required, "required", "required"),
        (n.nullable, "info", "nullable"),
        (n.deprecated, "deprecated", "deprecated"),
        (n.read_only, "info", "read-only"),
        (n.write_only, "info", "write-only"),
        (n.circular, "info", "circular"),
    ] {
        if on {
            let _ = write!(o, " <span class=\"api-mark api-mark--{kind}\">{text}</span>");
        }
    }
}

fn facts(o: &mut String, n: &SchemaNode) {
    if n.enum_values.is_empty() && n.default.is_none() && n.example.is_none() && n.constraints.is_empty() {
        return;
    }
    o.push_str("<dl class=\"api-facts\">");
    if !n.enum_values.is_empty() {
        o.push_str("<div><dt>Possible values:</dt><dd>");
        for v in &n.enum_values {
            let _ = write!(o, "<code class=\"api-enum\">{}</code> ", esc(v));
        }
        o.push_str("</dd></div>");
    }
    if !n.constraints.is_empty() {
        o.push_str("<div><dt>Constraints:</dt><dd>");
        for c in &n.constraints {
            let _ = write!(o, "<code>{}</code>", esc(c));
        }
        o.push_str("</dd></div>");
    }
    if let Some(d) = &n.default {
        let _ = write!(o, "<div><dt>Default:</dt><dd><code>{}</code></dd></div>", esc(d));
    }
    match &n.example {
        Some(ExampleValue::Text(e)) => {
            let _ = write!(o, "<div><dt>Example:</dt><dd><code>{}</code></dd></div>", esc(e));
        }
        Some(ExampleValue::Code(c)) => {
            o.push_str("<div><dt>Example:</dt><dd><pre class=\"api-example-value\" tabindex=\"0\"><code>");
            for (i, line) in c.lines.iter().enumerate() {
                if i > 0 {
                    o.push('\n');
                }
                tokens(o, line);
            }
            o.push_str("</code></pre></dd></div>");
        }
        None => {}
    }
    o.push_str("</dl>");
}

fn schema_root(o: &mut String, n: &SchemaNode, describe: bool, cx: &Ctx) {
    o.push_str("<div class=\"api-schema-tree\"><div class=\"api-node-type\"><span class=\"api-muted\">Schema</span> ");
    type_label(o, n, cx);
    o.push_str("</div>");
    if describe && !n.description.is_empty() {
        o.push_str("<div class=\"api-desc\">");
        blocks(o, &n.description, cx);
        o.push_str("</div>");
    }
    facts(o, n);
    schema_children(o, n, cx);
    o.push_str("</div>");
}

/// Properties, array items, additional properties and variants of a node, nested lists.
fn schema_children(o: &mut String, n: &SchemaNode, cx: &Ctx) {
    if n.circular {
        return;
    }
    if !n.properties.is_empty() {
        o.push_str("<ul class=\"api-props\">");
        for p in &n.properties {
            let _ = write!(
                o,
                "<li class=\"api-prop\" data-name=\"{}\"><div class=\"api-prop__row\"><code class=\"api-prop__name\">{}</code> ",
                esc(&p.name),
                esc(if p.name.is_empty() { "(item)" } else { &p.name })
            );
            type_label(o, p, cx);
            o.push_str("</div><div class=\"api-prop__body\">");
            node_body(o, p, false, cx);
            o.push_str("</div></li>");
        }
        o.push_str("</ul>");
    }
    if let Some(items) = &n.items {
        if has_children(items) || is_link_leaf(items) {
            o.push_str("<div class=\"api-array\"><div class=\"api-array__bracket\">Array [</div>");
            node_body(o, items, false, cx);
            o.push_str("<div class=\"api-array__bracket\">]</div></div>");
        } else if !items.description.is_empty() || !items.enum_values.is_empty() || !items.constraints.is_empty() {
            o.push_str("<div class=\"api-array\"><div class=\"api-array__bracket\">Items</div>");
            node_body(o, items, true, cx);
            o.push_str("</div>");
        }
    }
    if let Some(add) = &n.additional {
        o.push_str("<div class=\"api-additional\"><div class=\"api-additional__title\">Additional properties ");
        type_label(o, add, cx);
        o.push_str("</div>");
        if has_children(add) || is_link_leaf(add) || !add.description.is_empty() {
            node_body(o, add, false, cx);
        }
        o.push_str("</div>");
    }
    if !n.variants.is_empty() {
        let title = if n.variant_kind == "anyOf" { "Any of" } else { "One of" };
        let _ = write!(o, "<div class=\"api-variants\"><div class=\"api-variants__title\">{title}</div>");
        for (i, v) in n.variants.iter().enumerate() {
            let label = if !v.name.is_empty() {
                v.name.clone()
            } else if !v.type_label.is_empty() {
                v.type_label.clone()
            } else {
                format!("Option {}", i + 1)
            };
            tab_label(o, "div", "api-variants__label", |o| o.push_str(&esc(&label)));
            node_body(o, v, true, cx);
        }
        o.push_str("</div>");
    }
}

/// The runtime's `hasChildren`.
fn has_children(n: &SchemaNode) -> bool {
    !n.properties.is_empty() || n.items.is_some() || n.additional.is_some() || !n.variants.is_empty()
}

/// The runtime's `isLinkLeaf`: a component the compiler left as a link (past the inline depth,
/// or a cycle). The runtime loads it in place; here the type links to its page.
fn is_link_leaf(n: &SchemaNode) -> bool {
    const PRIMITIVE: &[&str] = &["string", "integer", "number", "boolean", "null", "any"];
    let primitive = PRIMITIVE.iter().any(|p| n.type_label.strip_prefix(p).is_some_and(|rest| !rest.starts_with(|c: char| c.is_alphanumeric() || c == '_')));
    n.schema_route.is_some() && !has_children(n) && (n.circular || !primitive)
}

/// The runtime's `NodeBody`: a node's type (when asked), description, facts and children.
fn node_body(o: &mut String, n: &SchemaNode, show_type: bool, cx: &Ctx) {
    if show_type {
        o.push_str("<div class=\"api-node-type\">");
        type_label(o, n, cx);
        o.push_str("</div>");
    }
    if !n.description.is_empty() {
        o.push_str("<div class=\"api-desc\">");
        blocks(o, &n.description, cx);
        o.push_str("</div>");
    }
    facts(o, n);
    schema_children(o, n, cx);
}

fn api_schema(o: &mut String, s: &SchemaPage, cx: &Ctx) {
    let mut taken = Vec::new();
    taken.extend(heading_ids(&s.schema.description));
    o.push_str("<div class=\"api-schema-page\">");
    blocks(o, &s.schema.description, cx);
    schema_root(o, &s.schema, false, cx);
    if let Some(ex) = &s.example {
        o.push_str("<section class=\"api-section\">");
        section_heading(o, &unique_id("example", &mut taken), "Example");
        code_block(o, ex);
        o.push_str("</section>");
    }
    o.push_str("</div>");
}

fn api_overview(o: &mut String, ov: &Overview, cx: &Ctx) {
    let mut taken = Vec::new();
    taken.extend(heading_ids(&ov.description));
    let _ = write!(o, "<div class=\"api-overview\"><p class=\"api-overview__meta\"><span class=\"api-overview__title\">{}</span>", esc(&ov.title));
    if !ov.version.is_empty() {
        let _ = write!(o, " <span class=\"api-mark api-mark--version\">v{}</span>", esc(ov.version.trim_start_matches('v')));
    }
    if let Some(url) = ov.spec.as_ref().and_then(|f| (cx.asset_url)(f.asset).map(|u| (f, u))) {
        let _ = write!(o, " <a class=\"api-download\" href=\"{}\" download=\"{}\">Download the spec</a>", esc(&url.1), esc(&url.0.name));
    }
    o.push_str("</p>");
    blocks(o, &ov.description, cx);
    if !ov.servers.is_empty() {
        servers(o, &ov.servers, &unique_id("servers", &mut taken));
    }
    if !ov.security.is_empty() {
        security(o, &ov.security, &unique_id("authentication", &mut taken), cx);
    }
    o.push_str("</div>");
}

fn servers(o: &mut String, servers: &[Server], id: &str) {
    o.push_str("<section class=\"api-section\">");
    section_heading(o, id, "Servers");
    o.push_str("<div class=\"table-wrap\" tabindex=\"0\" role=\"region\" aria-label=\"Servers\"><table class=\"api-table\"><thead><tr><th scope=\"col\">URL</th><th scope=\"col\">Description</th></tr></thead><tbody>");
    for s in servers {
        let _ = write!(o, "<tr><td><code>{}</code></td><td>{}", esc(&s.url), esc(&s.description));
        for v in &s.variables {
            let _ = write!(o, "<div class=\"api-var\"><code>{{{}}}</code> = <code>{}</code>", esc(&v.name), esc(&v.default));
            if !v.choices.is_empty() {
                let _ = write!(o, " (one of {})", v.choices.iter().map(|c| format!("<code>{}</code>", esc(c))).collect::<Vec<_>>().join(", "));
            }
            if !v.description.is_empty() {
                let _ = write!(o, ": {}", esc(&v.description));
            }
            o.push_str("</div>");
        }
        o.push_str("</td></tr>");
    }
    o.push_str("</tbody></table></div></section>");
}

// ---------- typed reference ----------

fn kind_label(kind: &str) -> &str {
    match kind {
        "function" => "Function",
        "class" => "Class",
        "interface" => "Interface",
        "type" => "Type",
        "enum" => "Enum",
        "variable" => "Variable",
        "package" => "Package",
        "module" => "Module",
        k => k,
    }
}

fn sig_tokens(o: &mut String, ts: &[SigToken], cx: &Ctx) {
    for t in ts {
        let cls = CLASSES.get(t.class as usize).filter(|c| !c.is_empty()).map(|c| format!("tk-{c}"));
        match (&t.link, cls) {
            (Some(l), c) => {
                let _ =
                    write!(o, "<a class=\"tsref-link{}\" href=\"{}\">{}</a>", c.map(|c| format!(" {c}")).unwrap_or_default(), esc(&cx.href(l)), esc(&t.text));
            }
            (None, Some(c)) => {
                let _ = write!(o, "<span class=\"{c}\">{}</span>", esc(&t.text));
            }
            (None, None) => o.push_str(&esc(&t.text)),
        }
    }
}

fn label(o: &mut String, level: u32, id: Option<&str>, text: &str) {
    match id {
        Some(id) => heading(o, level, id, text, |o| o.push_str(&esc(text))),
        None => {
            let _ = write!(o, "<h{level} class=\"tsref-label\">{}</h{level}>", esc(text));
        }
    }
}

fn section(o: &mut String, title: &str, level: u32, id: Option<&str>, body: impl FnOnce(&mut String)) {
    o.push_str("<section class=\"tsref-section\">");
    label(o, level, id, title);
    body(o);
    o.push_str("</section>");
}

fn doc_head(o: &mut String, d: &Doc, cx: &Ctx) {
    if let Some(dep) = &d.deprecated {
        o.push_str(
            "<div class=\"admonition admonition--warning tsref-deprecated\" role=\"note\"><div class=\"admonition__heading\"><span>Deprecated</span></div>",
        );
        if !dep.is_empty() {
            o.push_str("<div class=\"admonition__content\">");
            blocks(o, dep, cx);
            o.push_str("</div>");
        }
        o.push_str("</div>");
    }
    if !d.summary.is_empty() {
        o.push_str("<div class=\"tsref-summary\">");
        blocks(o, &d.summary, cx);
        o.push_str("</div>");
    }
}

fn bullets(o: &mut String, items: &[Vec<Block>], cx: &Ctx) {
    o.push_str("<ul class=\"tsref-bullets\">");
    for i in items {
        o.push_str("<li>");
        blocks(o, i, cx);
        o.push_str("</li>");
    }
    o.push_str("</ul>");
}

fn doc_tail(o: &mut String, d: &Doc, level: u32, ids: bool, with_returns: bool, cx: &Ctx) {
    let id = |s: &'static str| if ids { Some(s) } else { None };
    if !d.params.is_empty() {
        section(o, "Parameters", level, None, |o| {
            o.push_str("<dl class=\"tsref-dl\">");
            for p in &d.params {
                let _ = write!(o, "<div><dt><code>{}</code></dt><dd>", esc(&p.name));
                blocks(o, &p.doc, cx);
                o.push_str("</dd></div>");
            }
            o.push_str("</dl>");
        });
    }
    if with_returns && !d.returns.is_empty() {
        section(o, "Returns", level, None, |o| blocks(o, &d.returns, cx));
    }
    if !d.remarks.is_empty() {
        section(o, "Remarks", level, id("remarks"), |o| blocks(o, &d.remarks, cx));
    }
    if !d.examples.is_empty() {
        let n = d.examples.iter().filter(|b| matches!(b, Block::Code(_))).count();
        section(o, if n > 1 { "Examples" } else { "Example" }, level, id("examples"), |o| blocks(o, &d.examples, cx));
    }
    if !d.throws.is_empty() {
        section(o, "Throws", level, id("throws"), |o| bullets(o, &d.throws, cx));
    }
    if !d.see.is_empty() {
        section(o, "See also", level, id("see-also"), |o| bullets(o, &d.see, cx));
    }
    if !d.since.is_empty() || !d.default.is_empty() {
        o.push_str("<dl class=\"tsref-facts\">");
        if !d.since.is_empty() {
            let _ = write!(o, "<div><dt>Since</dt><dd>{}</dd></div>", esc(&d.since));
        }
        if !d.default.is_empty() {
            let _ = write!(o, "<div><dt>Default</dt><dd><code>{}</code></dd></div>", esc(&d.default));
        }
        o.push_str("</dl>");
    }
}

fn params_table(o: &mut String, ps: &[Param], cx: &Ctx) {
    o.push_str("<div class=\"table-wrap\" tabindex=\"0\" role=\"region\" aria-label=\"Parameters\"><table class=\"tsref-table\"><thead><tr><th scope=\"col\">Name</th><th scope=\"col\">Type</th><th scope=\"col\">Description</th></tr></thead><tbody>");
    for p in ps {
        let _ = write!(o, "<tr><th scope=\"row\"><code>{}{}</code>", if p.rest { "..." } else { "" }, esc(&p.name));
        if p.optional {
            o.push_str("<span class=\"badge\">optional</span>");
        }
        if p.rest {
            o.push_str("<span class=\"badge\">rest</span>");
        }
        o.push_str("</th><td>");
        if p.ty.is_empty() {
            o.push_str("<span class=\"tsref-muted\">—</span>");
        } else {
            o.push_str("<code class=\"tsref-type\">");
            sig_tokens(o, &p.ty, cx);
            o.push_str("</code>");
        }
        if !p.default.is_empty() {
            let _ = write!(o, "<div class=\"tsref-default\">Default: <code>{}</code></div>", esc(&p.default));
        }
        o.push_str("</td><td>");
        blocks(o, &p.doc, cx);
        o.push_str("</td></tr>");
    }
    o.push_str("</tbody></table></div>");
}

fn type_params_table(o: &mut String, ps: &[TypeParam], cx: &Ctx) {
    o.push_str("<div class=\"table-wrap\" tabindex=\"0\" role=\"region\" aria-label=\"Type parameters\"><table class=\"tsref-table\"><thead><tr><th scope=\"col\">Name</th><th scope=\"col\">Constraint</th><th scope=\"col\">Default</th><th scope=\"col\">Description</th></tr></thead><tbody>");
    for p in ps {
        let _ = write!(o, "<tr><th scope=\"row\"><code>{}</code></th>", esc(&p.name));
        for ts in [&p.constraint, &p.default] {
            o.push_str("<td>");
            if !ts.is_empty() {
                o.push_str("<code class=\"tsref-type\">");
                sig_tokens(o, ts, cx);
                o.push_str("</code>");
            }
            o.push_str("</td>");
        }
        o.push_str("<td>");
        blocks(o, &p.doc, cx);
        o.push_str("</td></tr>");
    }
    o.push_str("</tbody></table></div>");
}

fn signature(o: &mut String, s: &Signature, level: u32, ids: bool, aria: &str, cx: &Ctx) {
    let id = |x: &'static str| if ids { Some(x) } else { None };
    let _ = write!(o, "<div class=\"tsref-signature\"><pre class=\"tsref-code\" tabindex=\"0\" aria-label=\"{}\"><code>", esc(aria));
    sig_tokens(o, &s.tokens, cx);
    o.push_str("</code></pre>");
    doc_head(o, &s.doc, cx);
    if !s.type_params.is_empty() {
        section(o, "Type parameters", level, id("type-parameters"), |o| type_params_table(o, &s.type_params, cx));
    }
    if !s.params.is_empty() {
        section(o, "Parameters", level, id("parameters"), |o| params_table(o, &s.params, cx));
    }
    if !s.doc.returns.is_empty() {
        section(o, "Returns", level, id("returns"), |o| blocks(o, &s.doc.returns, cx));
    }
    doc_tail(o, &s.doc, level, false, false, cx);
    o.push_str("</div>");
}

fn member(o: &mut String, m: &Member, cx: &Ctx) {
    o.push_str("<div class=\"tsref-member\">");
    heading(o, 3, &m.id, &m.name, |o| {
        let _ = write!(o, "<code class=\"tsref-member__name\">{}{}</code>", if m.is_static { "static " } else { "" }, esc(&m.name));
        let deprecated = m.doc.deprecated.is_some() || m.signatures.iter().any(|s| s.doc.deprecated.is_some());
        for (on, f) in [
            (m.visibility == "protected", "protected"),
            (m.is_static, "static"),
            (m.is_abstract, "abstract"),
            (m.is_readonly, "readonly"),
            (m.is_optional, "optional"),
            (deprecated, "deprecated"),
        ] {
            if on {
                let _ = write!(o, "<span class=\"badge{}\">{f}</span>", if f == "deprecated" { " badge--deprecated" } else { "" });
            }
        }
    });
    doc_head(o, &m.doc, cx);
    for s in &m.signatures {
        signature(o, s, 4, false, &format!("Signature of {}", m.name), cx);
    }
    doc_tail(o, &m.doc, 4, false, true, cx);
    o.push_str("</div>");
}

fn ts_item(o: &mut String, item: &Item, cx: &Ctx) {
    let _ = write!(
        o,
        "<div class=\"tsref-item\"><header class=\"tsref-head\"><h1 class=\"doc__title tsref-title\"><span class=\"tsref-kind tsref-kind--{}\">{}</span> <span class=\"tsref-title__name\">{}</span></h1><p class=\"tsref-meta\">Package <a href=\"{}\"><code>{}</code></a>",
        esc(&item.kind),
        esc(kind_label(&item.kind)),
        esc(&item.name),
        esc(&cx.href(&format!("/api/{}", item.package))),
        esc(&item.package)
    );
    if !item.aliases.is_empty() {
        let aliases: Vec<String> = item.aliases.iter().map(|a| format!("<code>{}</code>", esc(a))).collect();
        let _ = write!(o, " · also exported as {}", aliases.join(", "));
    }
    o.push_str("</p></header>");
    doc_head(o, &item.doc, cx);
    let single = item.signatures.len() == 1;
    let n = item.signatures.len();
    for (i, s) in item.signatures.iter().enumerate() {
        let aria = if single { format!("Signature of {}", item.name) } else { format!("Signature {} of {n} of {}", i + 1, item.name) };
        signature(o, s, if single { 2 } else { 3 }, single, &aria, cx);
    }
    doc_tail(o, &item.doc, 2, true, true, cx);
    for (kind, title, id) in MEMBER_GROUPS {
        let ms: Vec<&Member> = item.members.iter().filter(|m| m.kind == *kind).collect();
        if ms.is_empty() {
            continue;
        }
        o.push_str("<section class=\"tsref-group\">");
        section_heading(o, id, title);
        for m in ms {
            member(o, m, cx);
        }
        o.push_str("</section>");
    }
    for m in item.members.iter().filter(|m| !MEMBER_GROUPS.iter().any(|(k, _, _)| *k == m.kind)) {
        member(o, m, cx);
    }
    if !item.source.is_empty() {
        let _ = write!(o, "<p class=\"tsref-source\">Defined in <code>{}</code></p>", esc(&item.source));
    }
    o.push_str("</div>");
}

fn ts_list(o: &mut String, groups: &[ListGroup], cx: &Ctx) {
    o.push_str("<div class=\"tsref-list\">");
    for g in groups {
        o.push_str("<section class=\"tsref-group\">");
        if !g.title.is_empty() {
            section_heading(o, &g.id, &g.title);
        }
        o.push_str("<ul class=\"tsref-entries\">");
        for e in &g.entries {
            let _ = write!(
                o,
                "<li class=\"tsref-entry{}\"><a class=\"tsref-entry__name\" href=\"{}\"><code>{}</code></a>",
                if e.deprecated { " tsref-entry--deprecated" } else { "" },
                esc(&cx.href(&e.route)),
                esc(&e.name)
            );
            if e.deprecated {
                o.push_str("<span class=\"badge badge--deprecated\">deprecated</span>");
            }
            if !e.summary.is_empty() {
                let _ = write!(o, " <span class=\"tsref-entry__summary\">{}</span>", esc(&e.summary));
            }
            o.push_str("</li>");
        }
        o.push_str("</ul></section>");
    }
    o.push_str("</div>");
}

// ---------- chrome ----------

/// Navbar, sidebar, `<main>` with `content`, footer: the runtime's App shell as plain links.
/// The sidebar is the one a reader sees on arrival, as Docusaurus renders it: categories
/// on the active path, and those not collapsed, are open `<details>`; a collapsed category
/// elsewhere is a link to its own page (or its first page), whose sidebar shows it open, so
/// every page stays reachable without JavaScript while no page repeats the whole tree (all
/// of it in every page made a 2,000-page site's output grow with the square of its pages).
pub(crate) fn chrome(site: &SiteInfo, sidebar: Option<&[SidebarItem]>, active: &str, content: &str, cx: &Ctx) -> String {
    let mut o = String::with_capacity(content.len() + 8192);
    o.push_str("<a class=\"skip-to-content\" href=\"#docc-main\">Skip to main content</a>");
    if let Some(a) = &site.announcement {
        let _ = write!(o, "<div class=\"announcement\" role=\"banner\"><div class=\"announcement__content\">{}", esc(&a.text));
        if let Some(l) = &a.link {
            o.push(' ');
            nav_link(&mut o, l, "", cx);
        }
        o.push_str("</div></div>");
    }
    o.push_str("<header class=\"navbar\"><div class=\"navbar__inner\">");
    let title = if site.navbar.title.is_empty() { &site.title } else { &site.navbar.title };
    if let Some(url) = site.navbar.logo.and_then(|l| (cx.asset_url)(l)) {
        let _ = write!(
            o,
            "<a class=\"navbar__brand\" href=\"{}\"><img class=\"navbar__logo\" alt=\"\" src=\"{}\"><span class=\"navbar__title\">{}</span></a>",
            esc(&cx.href("/")),
            esc(&url),
            esc(title)
        );
    } else {
        let _ = write!(o, "<a class=\"navbar__brand\" href=\"{}\"><span class=\"navbar__title\">{}</span></a>", esc(&cx.href("/")), esc(title));
    }
    o.push_str("<nav class=\"navbar__items\" aria-label=\"Main\">");
    let is_docs = |it: &NavItem| !it.external && (it.label.eq_ignore_ascii_case("docs") || it.href == site.docs_root);
    if !site.docs_root.is_empty() && !site.navbar.items.iter().any(is_docs) {
        let _ = write!(o, "<a class=\"navbar__link\" href=\"{}\">Docs</a>", esc(&cx.href(&site.docs_root)));
    }
    for it in site.navbar.items.iter().filter(|i| !i.right) {
        nav_link(&mut o, it, "navbar__link", cx);
    }
    o.push_str("</nav><div class=\"navbar__items navbar__items--right\">");
    for it in site.navbar.items.iter().filter(|i| i.right) {
        nav_link(&mut o, it, "navbar__link", cx);
    }
    o.push_str("</div></div></header>");
    let _ = write!(o, "<div class=\"main-wrapper{}\">", if sidebar.is_some() { " main-wrapper--sidebar" } else { "" });
    if let Some(items) = sidebar {
        o.push_str("<aside class=\"sidebar-col\" aria-label=\"Sidebar\"><nav class=\"menu\" aria-label=\"Docs sidebar\">");
        sidebar_list(&mut o, items, active, 0, cx);
        o.push_str("</nav></aside>");
    }
    o.push_str("<main id=\"docc-main\" tabindex=\"-1\">");
    o.push_str(content);
    o.push_str("</main></div>");
    if !site.footer.is_empty() || !site.copyright.is_empty() {
        o.push_str("<footer class=\"footer\"><div class=\"footer__inner\">");
        if !site.footer.is_empty() {
            o.push_str("<div class=\"footer__columns\">");
            for col in &site.footer {
                let _ = write!(o, "<div class=\"footer__col\"><h2 class=\"footer__title\">{}</h2><ul>", esc(&col.title));
                for it in &col.items {
                    o.push_str("<li>");
                    nav_link(&mut o, it, "footer__link", cx);
                    o.push_str("</li>");
                }
                o.push_str("</ul></div>");
            }
            o.push_str("</div>");
        }
        if !site.copyright.is_empty() {
            let _ = write!(o, "<div class=\"footer__copyright\">{}</div>", esc(&site.copyright));
        }
        o.push_str("</div></footer>");
    }
    o
}

fn nav_link(o: &mut String, it: &NavItem, class: &str, cx: &Ctx) {
    let class_attr = if class.is_empty() { String::new() } else { format!(" class=\"{class}\"") };
    if it.external {
        let href = if dangerous_url(&it.href) { String::new() } else { it.href.clone() };
        let _ = write!(o, "<a{class_attr} href=\"{}\" target=\"_blank\" rel=\"noopener noreferrer\">{}</a>", esc(&href), esc(&it.label));
    } else {
        let _ = write!(o, "<a{class_attr} href=\"{}\">{}</a>", esc(&cx.href(&it.href)), esc(&it.label));
    }
}

fn contains_route(items: &[SidebarItem], route: &str) -> bool {
    items.iter().any(|i| match i {
        SidebarItem::Link { route: r, .. } => r == route,
        SidebarItem::Category { route: r, items, .. } => r.as_deref() == Some(route) || contains_route(items, route),
    })
}

fn sidebar_list(o: &mut String, items: &[SidebarItem], active: &str, level: u32, cx: &Ctx) {
    o.push_str(if level > 0 { "<ul class=\"menu__list menu__list--nested\">" } else { "<ul class=\"menu__list\">" });
    for it in items {
        match it {
            SidebarItem::Link { label, route, badge } => {
                let current = route == active;
                let _ = write!(
                    o,
                    "<li class=\"menu__item\"><a class=\"menu__link{}\"{} href=\"{}\">",
                    if current { " menu__link--active" } else { "" },
                    if current { " aria-current=\"page\"" } else { "" },
                    esc(&cx.href(route))
                );
                if !badge.is_empty() {
                    let _ = write!(
                        o,
                        "<span class=\"menu__badge menu__badge--{}\" aria-hidden=\"true\">{}</span>",
                        esc(badge),
                        esc(if badge == "delete" { "del" } else { badge })
                    );
                }
                let _ = write!(o, "{}</a></li>", esc(label));
            }
            SidebarItem::Category { label, route, collapsed, collapsible, items, .. } => {
                let inside = contains_route(items, active) || route.as_deref() == Some(active);
                if *collapsible && *collapsed && !inside {
                    closed_category(o, label, route.as_deref().or_else(|| first_route(items)), cx);
                    continue;
                }
                o.push_str("<li class=\"menu__item\"><details class=\"menu__details\" open><summary class=\"menu__category\">");
                let current = route.as_deref() == Some(active);
                let cls = format!(
                    "menu__link menu__link--category{}",
                    if current {
                        " menu__link--active"
                    } else if inside {
                        " menu__link--active-parent"
                    } else {
                        ""
                    }
                );
                match route {
                    Some(r) => {
                        let _ = write!(
                            o,
                            "<a class=\"{cls}\"{} href=\"{}\">{}</a>",
                            if current { " aria-current=\"page\"" } else { "" },
                            esc(&cx.href(r)),
                            esc(label)
                        );
                    }
                    None => {
                        let _ = write!(o, "<span class=\"{cls}\">{}</span>", esc(label));
                    }
                }
                o.push_str("</summary>");
                sidebar_list(o, items, active, level + 1, cx);
                o.push_str("</details></li>");
            }
        }
    }
    o.push_str("</ul>");
}

/// A collapsed category off the active path: its label as a link, its items left out (the
/// page it leads to lists them). `menu__category--closed` draws the closed marker of a
/// `<details>` summary. The `<li>` is the category row itself (no `menu__item` wrapper
/// around a `menu__category` box: the stylesheet gives `menu__category--closed` the item's
/// margin, so it renders the same): a 10,000-page site's pages list ~40 of these each, and
/// the wrapper was 29 bytes of each (3.5% of the hosted output).
fn closed_category(o: &mut String, label: &str, target: Option<&str>, cx: &Ctx) {
    o.push_str("<li class=\"menu__category menu__category--closed\">");
    match target {
        Some(r) => {
            let _ = write!(o, "<a class=\"menu__link menu__link--category\" href=\"{}\">{}</a>", esc(&cx.href(r)), esc(label));
        }
        None => {
            let _ = write!(o, "<span class=\"menu__link menu__link--category\">{}</span>", esc(label));
        }
    }
    o.push_str("</li>");
}

/// The first page a category leads to, in sidebar order (a nested category's own page counts).
fn first_route(items: &[SidebarItem]) -> Option<&str> {
    items.iter().find_map(|i| match i {
        SidebarItem::Link { route, .. } => Some(route.as_str()),
        SidebarItem::Category { route, items, .. } => route.as_deref().or_else(|| first_route(items)),
    })
}

// ---------- descriptions ----------

/// A route's description: `Page::description` as it is (a doc's front matter `description`
/// or Docusaurus's excerpt of its source, uncut as Docusaurus writes it), else the first
/// paragraph of its content, whitespace collapsed and cut near 200 chars.
pub(crate) fn describe(p: &Page) -> String {
    if !p.description.trim().is_empty() {
        return p.description.clone();
    }
    trim_text(&first_paragraph(&p.blocks).unwrap_or_default(), 200)
}

fn first_paragraph(bs: &[Block]) -> Option<String> {
    for b in bs {
        let found = match b {
            Block::Paragraph(c) => Some(inline_text(c)).filter(|t| !t.trim().is_empty()),
            Block::Admonition { blocks, .. } | Block::Quote(blocks) => first_paragraph(blocks),
            Block::ApiOperation(op) => first_paragraph(&op.description).or_else(|| Some(op.summary.clone()).filter(|s| !s.is_empty())),
            Block::ApiOverview(ov) => first_paragraph(&ov.description),
            Block::ApiSchema(s) => first_paragraph(&s.schema.description),
            Block::TsItem(item) => first_paragraph(&item.doc.summary).or_else(|| item.signatures.iter().find_map(|s| first_paragraph(&s.doc.summary))),
            Block::TsList(groups) => groups.iter().flat_map(|g| &g.entries).map(|e| e.summary.clone()).find(|s| !s.is_empty()),
            Block::Cards(cards) => cards.iter().map(|c| c.description.clone()).find(|d| !d.is_empty()),
            // Named one by one (no `_` arm): a new block kind must be placed here by a decision.
            Block::Heading { .. }
            | Block::List { .. }
            | Block::Code(_)
            | Block::Table(_)
            | Block::Rule
            | Block::Footnotes(_)
            | Block::Details { .. }
            | Block::Tabs(_)
            | Block::TocInline(_)
            | Block::Embed(_) => None,
        };
        if found.is_some() {
            return found;
        }
    }
    None
}

pub(crate) use docc_model::text::cut_line as trim_text;

#[cfg(test)]
mod tests;
