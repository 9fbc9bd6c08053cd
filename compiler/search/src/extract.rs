//! Page → searchable units. A hit should land the reader on the section that matched, so
//! a page is cut at its h2/h3 headings (the same sections its table of contents lists);
//! the page's own unit keeps the title and the text before the first section.
//!
//! Generated pages (API operations and schemas, typed-reference items) carry their content
//! in rich blocks rather than Markdown, so their names, summaries and descriptions are
//! walked here; their code samples, like every code block, are left out: DocSearch does not
//! index code either, and code would double the index for little recall.

use docc_model::api::{Operation, Overview, SchemaNode, SchemaPage};
use docc_model::text::{plain_text, push_plain_text_blocks};
use docc_model::ts::{Doc, Item};
use docc_model::{Block, Page, PageKind};

/// One searchable unit before tokenising.
#[derive(Debug, Default, PartialEq)]
pub(crate) struct Unit {
    /// Heading id; empty for the page's own unit.
    pub anchor: String,
    /// Section heading (sections) or names worth heading weight (the page unit of
    /// generated pages: operation id, method and path, item and member names).
    pub heading: String,
    /// Whether `heading` is shown as the unit's heading (sections) or only indexed.
    pub shown_heading: bool,
    pub body: String,
}

/// Short label of the page kind, shown on hits.
pub(crate) fn kind_label(kind: PageKind) -> &'static str {
    match kind {
        PageKind::Doc => "doc",
        PageKind::Category => "category",
        PageKind::Standalone => "page",
        PageKind::ApiOverview | PageKind::ApiOperation => "api",
        PageKind::ApiSchema => "schema",
        PageKind::TsIndex | PageKind::TsPackage | PageKind::TsItem => "ts",
    }
}

/// The page's own unit followed by one unit per h2/h3 section.
pub(crate) fn units(page: &Page) -> Vec<Unit> {
    let mut out = vec![Unit::default()];
    for block in &page.blocks {
        match block {
            Block::Heading { level: 2 | 3, id, content } => {
                out.push(Unit { anchor: id.clone(), heading: plain_text(content), shown_heading: true, body: String::new() });
            }
            Block::Code(_) => {}
            Block::ApiOperation(op) => operation(op, out.last_mut().expect("non-empty")),
            Block::ApiSchema(s) => schema_page(s, out.last_mut().expect("non-empty")),
            Block::ApiOverview(o) => overview(o, out.last_mut().expect("non-empty")),
            Block::TsItem(item) => ts_item(item, page, &mut out),
            // A package index: each group ("Classes", "Functions"…) is a section of names.
            Block::TsList(groups) => {
                for g in groups {
                    let mut u = Unit { anchor: g.id.clone(), heading: g.title.clone(), shown_heading: !g.id.is_empty(), body: String::new() };
                    for e in &g.entries {
                        push(&mut u.body, &e.name);
                        push(&mut u.body, &e.summary);
                    }
                    if g.id.is_empty() {
                        let first = out.first_mut().expect("non-empty");
                        push(&mut first.body, &u.body);
                    } else {
                        out.push(u);
                    }
                }
            }
            other => push_with(&mut out.last_mut().expect("non-empty").body, |s| push_plain_text_blocks(std::slice::from_ref(other), s)),
        }
    }
    // Headings are shown; bodies are only tokenised (the index keeps no text), so their
    // whitespace stays as it is (`unit_texts` collapses it for the runtime's golden file).
    for u in &mut out {
        u.heading = collapse(&u.heading);
    }
    out
}

/// Appends `text` separated by a space (nothing when it is blank).
fn push(buf: &mut String, text: &str) {
    push_with(buf, |s| s.push_str(text));
}

/// [`push`] of the text `write` appends, written in place (no string of its own to copy).
fn push_with(buf: &mut String, write: impl FnOnce(&mut String)) {
    let len = buf.len();
    if len > 0 {
        buf.push(' ');
    }
    let at = buf.len();
    write(buf);
    if buf[at..].trim().is_empty() {
        buf.truncate(len);
    }
}

/// Whitespace runs (newlines from block boundaries included) become single spaces.
pub(crate) fn collapse(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The text of `b` but its code blocks (each block's text is its own, so they are skipped,
/// not cloned out).
fn blocks(buf: &mut String, b: &[Block]) {
    push_with(buf, |s| b.iter().filter(|b| !matches!(b, Block::Code(_))).for_each(|b| push_plain_text_blocks(std::slice::from_ref(b), s)));
}

fn operation(op: &Operation, u: &mut Unit) {
    push(&mut u.heading, &op.operation_id);
    push(&mut u.heading, &op.method.to_uppercase());
    push(&mut u.heading, &op.path);
    push(&mut u.body, &op.summary);
    blocks(&mut u.body, &op.description);
    for p in &op.parameters {
        push(&mut u.body, &p.name);
        blocks(&mut u.body, &p.description);
    }
    if let Some(b) = &op.request_body {
        blocks(&mut u.body, &b.description);
        b.content.iter().filter_map(|m| m.schema.as_ref()).for_each(|s| schema(&mut u.body, s, 0));
    }
    for r in &op.responses {
        blocks(&mut u.body, &r.description);
        r.content.iter().filter_map(|m| m.schema.as_ref()).for_each(|s| schema(&mut u.body, s, 0));
    }
}

/// Property names and descriptions. A node that comes from a component schema is named but
/// not walked: that schema has its own page, indexed there (walking every `$ref` inline would
/// index each big schema once per operation that mentions it).
fn schema(buf: &mut String, node: &SchemaNode, depth: u32) {
    push(buf, &node.name);
    blocks(buf, &node.description);
    if depth > 3 || (depth > 0 && node.schema_route.is_some()) {
        return;
    }
    for child in node.properties.iter().chain(&node.variants).chain(node.items.as_deref()).chain(node.additional.as_deref()) {
        schema(buf, child, depth + 1);
    }
}

fn schema_page(s: &SchemaPage, u: &mut Unit) {
    push(&mut u.heading, &s.name);
    schema(&mut u.body, &s.schema, 0);
}

fn overview(o: &Overview, u: &mut Unit) {
    push(&mut u.heading, &o.title);
    blocks(&mut u.body, &o.description);
    for s in &o.servers {
        push(&mut u.body, &s.description);
    }
    for s in &o.security {
        push(&mut u.body, &s.name);
        blocks(&mut u.body, &s.description);
    }
}

fn doc(buf: &mut String, d: &Doc) {
    for b in [&d.summary, &d.remarks, &d.returns] {
        blocks(buf, b);
    }
    for p in &d.params {
        push(buf, &p.name);
        blocks(buf, &p.doc);
    }
    if let Some(dep) = &d.deprecated {
        blocks(buf, dep);
    }
}

/// A typed-reference item: its doc goes to the page unit; a member becomes its own section
/// when the page's table of contents lists its anchor, else its name and doc join the page unit.
fn ts_item(item: &Item, page: &Page, out: &mut Vec<Unit>) {
    let u = out.last_mut().expect("non-empty");
    push(&mut u.heading, &item.name);
    item.aliases.iter().for_each(|a| push(&mut u.heading, a));
    doc(&mut u.body, &item.doc);
    for s in &item.signatures {
        doc(&mut u.body, &s.doc);
    }
    for m in &item.members {
        let mut body = String::new();
        doc(&mut body, &m.doc);
        for s in &m.signatures {
            doc(&mut body, &s.doc);
            for p in &s.params {
                blocks(&mut body, &p.doc);
            }
        }
        match page.toc.iter().find(|t| !m.id.is_empty() && t.id == m.id) {
            Some(t) => out.push(Unit { anchor: t.id.clone(), heading: m.name.clone(), shown_heading: true, body }),
            None => {
                let u = out.first_mut().expect("non-empty");
                push(&mut u.heading, &m.name);
                push(&mut u.body, &body);
            }
        }
    }
}
