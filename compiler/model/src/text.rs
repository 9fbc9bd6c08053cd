//! The plain text of a document tree: heading ids and alt text are derived from it, the
//! search index reads it, and one-line descriptions are cut from it. It lives with the
//! model (not the Markdown renderer) so that readers of a finished tree, the search crate
//! first, need not depend on the renderer and its highlighter.

use crate::{Block, HtmlNode, Inline};

/// Plain text of inlines (for heading ids, alt text, search).
pub fn plain_text(inl: &[Inline]) -> String {
    let mut s = String::new();
    fn walk(inl: &[Inline], s: &mut String) {
        for i in inl {
            match i {
                Inline::Text(t) | Inline::Code(t) => s.push_str(t),
                Inline::Emph(c) | Inline::Strong(c) | Inline::Strike(c) => walk(c, s),
                Inline::Link { content, .. } => walk(content, s),
                Inline::Image(img) => s.push_str(&img.alt),
                Inline::SoftBreak | Inline::HardBreak => s.push(' '),
                Inline::FootnoteRef { .. } => {}
                Inline::Html(nodes) => html_text(nodes, s),
            }
        }
    }
    walk(inl, &mut s);
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

/// Plain text of blocks, paragraphs separated by newlines (code included).
pub fn plain_text_blocks(blocks: &[Block]) -> String {
    let mut s = String::new();
    for b in blocks {
        match b {
            Block::Heading { content, .. } | Block::Paragraph(content) => {
                s.push_str(&plain_text(content));
                s.push('\n');
            }
            Block::List { items, .. } => items.iter().for_each(|i| s.push_str(&plain_text_blocks(&i.blocks))),
            Block::Quote(b) | Block::Details { blocks: b, .. } => s.push_str(&plain_text_blocks(b)),
            Block::Tabs(t) => t.items.iter().for_each(|i| {
                s.push_str(&i.label);
                s.push('\n');
                s.push_str(&plain_text_blocks(&i.blocks));
            }),
            Block::Admonition { title, blocks, .. } => {
                if let Some(t) = title {
                    s.push_str(&plain_text(t));
                    s.push('\n');
                }
                s.push_str(&plain_text_blocks(blocks));
            }
            Block::Code(c) => {
                for line in &c.lines {
                    line.iter().for_each(|t| s.push_str(&t.text));
                    s.push('\n');
                }
            }
            Block::Table(t) => {
                for cell in t.head.iter().chain(t.rows.iter().flatten()) {
                    s.push_str(&plain_text(cell));
                    s.push(' ');
                }
                s.push('\n');
            }
            Block::Footnotes(f) => f.iter().for_each(|f| s.push_str(&plain_text_blocks(&f.blocks))),
            Block::Cards(cards) => cards.iter().for_each(|c| {
                s.push_str(&c.title);
                s.push(' ');
                s.push_str(&c.description);
                s.push('\n');
            }),
            Block::Rule | Block::ApiOperation(_) | Block::ApiSchema(_) | Block::ApiOverview(_) | Block::TsItem(_) | Block::TsList(_) | Block::TocInline(_) => {}
        }
    }
    s
}
