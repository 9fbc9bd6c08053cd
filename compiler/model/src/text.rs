//! The plain text of a document tree: heading ids and alt text are derived from it, the
//! search index reads it, and one-line descriptions are cut from it. It lives with the
//! model (not the Markdown renderer) so that readers of a finished tree, the search crate
//! first, need not depend on the renderer and its highlighter.

use crate::{Block, HtmlNode, Inline};

/// Plain text of inlines (for heading ids, alt text, search).
pub fn plain_text(inl: &[Inline]) -> String {
    let mut s = String::new();
    push_plain_text(inl, &mut s);
    s
}

/// Appends [`plain_text`] of `inl` to `s`: the search index reads every page's text, and
/// building a string per paragraph (and per block) only to copy it on cost it time.
pub fn push_plain_text(inl: &[Inline], s: &mut String) {
    for i in inl {
        match i {
            Inline::Text(t) | Inline::Code(t) => s.push_str(t),
            Inline::Emph(c) | Inline::Strong(c) | Inline::Strike(c) => push_plain_text(c, s),
            Inline::Link { content, .. } => push_plain_text(content, s),
            Inline::Image(img) => s.push_str(&img.alt),
            Inline::SoftBreak | Inline::HardBreak => s.push(' '),
            Inline::FootnoteRef { .. } | Inline::Anchor { .. } => {}
            Inline::Html(nodes) => html_text(nodes, s),
        }
    }
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
    push_plain_text_blocks(blocks, &mut s);
    s
}

/// Appends [`plain_text_blocks`] of `blocks` to `s` (see [`push_plain_text`]).
pub fn push_plain_text_blocks(blocks: &[Block], s: &mut String) {
    for b in blocks {
        match b {
            Block::Heading { content, .. } | Block::Paragraph(content) => {
                push_plain_text(content, s);
                s.push('\n');
            }
            Block::List { items, .. } => items.iter().for_each(|i| push_plain_text_blocks(&i.blocks, s)),
            Block::Quote(b) | Block::Details { blocks: b, .. } => push_plain_text_blocks(b, s),
            Block::Tabs(t) => t.items.iter().for_each(|i| {
                s.push_str(&i.label);
                s.push('\n');
                push_plain_text_blocks(&i.blocks, s);
            }),
            Block::Admonition { title, blocks, .. } => {
                if let Some(t) = title {
                    push_plain_text(t, s);
                    s.push('\n');
                }
                push_plain_text_blocks(blocks, s);
            }
            Block::Code(c) => {
                for line in &c.lines {
                    line.iter().for_each(|t| s.push_str(&t.text));
                    s.push('\n');
                }
            }
            Block::Table(t) => {
                for cell in t.head.iter().chain(t.rows.iter().flatten()) {
                    push_plain_text(cell, s);
                    s.push(' ');
                }
                s.push('\n');
            }
            Block::Footnotes(f) => f.iter().for_each(|f| push_plain_text_blocks(&f.blocks, s)),
            Block::Cards(cards) => cards.iter().for_each(|c| {
                s.push_str(&c.title);
                s.push(' ');
                s.push_str(&c.description);
                s.push('\n');
            }),
            Block::Rule
            | Block::ApiOperation(_)
            | Block::ApiSchema(_)
            | Block::ApiOverview(_)
            | Block::TsItem(_)
            | Block::TsList(_)
            | Block::TocInline(_)
            | Block::Embed(_) => {}
        }
    }
}

/// Calls `f` on each block list nested directly in `b`: a quote's, an admonition's or a
/// `<details>`' blocks, list items, tab panels and footnotes. Readers that look for
/// something anywhere in a page recurse through this instead of each listing the containers.
pub fn for_each_child(b: &Block, f: &mut dyn FnMut(&[Block])) {
    match b {
        Block::Quote(bs) | Block::Details { blocks: bs, .. } | Block::Admonition { blocks: bs, .. } => f(bs),
        Block::List { items, .. } => items.iter().for_each(|i| f(&i.blocks)),
        Block::Tabs(t) => t.items.iter().for_each(|i| f(&i.blocks)),
        Block::Footnotes(notes) => notes.iter().for_each(|n| f(&n.blocks)),
        // No `_` arm: a new variant is a compile error here until it says whether it holds blocks.
        // (The reference views stand alone at the top of their pages; their descriptions are
        // prose of their own, not children.)
        Block::Heading { .. }
        | Block::Paragraph(_)
        | Block::Code(_)
        | Block::Table(_)
        | Block::Rule
        | Block::Cards(_)
        | Block::ApiOperation(_)
        | Block::ApiSchema(_)
        | Block::ApiOverview(_)
        | Block::TsItem(_)
        | Block::TsList(_)
        | Block::TocInline(_)
        | Block::Embed(_) => {}
    }
}

/// Every non-empty heading id in the tree, nested ones included, in document order.
pub fn heading_ids(blocks: &[Block]) -> Vec<String> {
    fn walk(blocks: &[Block], out: &mut Vec<String>) {
        for b in blocks {
            if let Block::Heading { id, .. } = b {
                if !id.is_empty() {
                    out.push(id.clone());
                }
            }
            for_each_child(b, &mut |bs| walk(bs, out));
        }
    }
    let mut out = Vec::new();
    walk(blocks, &mut out);
    out
}

/// The first paragraph with text (looking into quotes and admonitions) as one line of plain
/// text, cut to `max` characters with an ellipsis: what cards, index lists and meta
/// descriptions show of a page or an item.
pub fn summary_line(blocks: &[Block], max: usize) -> String {
    fn first(blocks: &[Block]) -> Option<String> {
        blocks.iter().find_map(|b| match b {
            Block::Paragraph(c) => Some(plain_text(c)).filter(|t| !t.trim().is_empty()),
            Block::Admonition { blocks, .. } | Block::Quote(blocks) => first(blocks),
            _ => None,
        })
    }
    cut_line(&first(blocks).unwrap_or_default(), max)
}

/// `text` with its whitespace collapsed, cut at a word boundary to at most `max` characters
/// (an ellipsis included) when longer.
pub fn cut_line(text: &str, max: usize) -> String {
    let line = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if line.chars().count() <= max {
        return line;
    }
    let cut: String = line.chars().take(max.saturating_sub(1)).collect();
    let cut = match cut.rfind(' ') {
        Some(i) if i > max / 2 => &cut[..i],
        _ => cut.as_str(),
    };
    format!("{}…", cut.trim_end())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{AdmonitionKind, ListItem};

    fn para(t: &str) -> Block {
        Block::Paragraph(vec![Inline::Text(t.into())])
    }

    #[test]
    fn heading_ids_reach_into_every_container() {
        let h = |id: &str| Block::Heading { level: 2, id: id.into(), content: vec![] };
        let blocks = vec![
            h("top"),
            Block::Admonition { kind: AdmonitionKind::Note, title: None, blocks: vec![h("in-note")] },
            Block::List { ordered: false, start: 1, items: vec![ListItem { task: None, blocks: vec![h("in-item"), h("")] }] },
        ];
        assert_eq!(heading_ids(&blocks), ["top", "in-note", "in-item"]);
    }

    #[test]
    fn summary_line_is_the_first_paragraph_collapsed_and_cut_at_a_word() {
        let blocks = vec![Block::Rule, Block::Quote(vec![para("  Launch   a token\non Mina. ")]), para("second")];
        assert_eq!(summary_line(&blocks, 200), "Launch a token on Mina.");
        assert_eq!(summary_line(&blocks, 12), "Launch a…");
        assert_eq!(summary_line(&[Block::Rule], 10), "");
    }
}
