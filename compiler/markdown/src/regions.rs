//! The body split into regions before pulldown-cmark sees it: Markdown runs, `:::kind`
//! admonitions and (MDX only) JSX flow elements such as `<Tabs>` or `<details>`. Done line
//! by line on the source, because pulldown-cmark knows neither construct and nesting must
//! work; fenced code is never looked into. The shapes of the lines are nom parsers
//! (`regions/line.rs`, `directive.rs`, `fence.rs`); this file is what they mean where they
//! stand: the open containers, innermost last. Its results on every Markdown file of
//! `fixtures/` and `content/` are pinned (`regions/tests.rs`, `regions/PIN`).

use crate::fence::Fences;
use crate::{admonitions, directive, jsx, Renderer, MAX_NESTING};
use docc_diag::Diagnostic;
use docc_model::AdmonitionKind;
use std::ops::Range;

mod line;

#[derive(Debug, Clone)]
pub(crate) enum Region {
    Markdown(Range<usize>),
    /// Text a site component rendered (not in the file): one paragraph.
    Inline(Vec<docc_model::Inline>),
    /// A block a site component rendered that no tag handler makes (`@theme/Heading`).
    Block(docc_model::Block),
    Admonition {
        kind: AdmonitionKind,
        title: Option<String>,
        title_span: Range<usize>,
        children: Vec<Region>,
    },
    /// An MDX flow element (MDX files only); `code` is a `<CodeBlock>`'s child.
    Jsx {
        tag: jsx::Tag,
        children: Vec<Region>,
        code: Option<JsxCode>,
    },
}

/// The child of a `<CodeBlock>`: a `{…}` expression (template literal, raw import) or text.
#[derive(Debug, Clone)]
pub(crate) enum JsxCode {
    Expr(jsx::Spanned),
    Text(Range<usize>),
}

/// Names read as MDX flow elements when a line starts with their tag: components
/// (capitalised), details/summary/img, and the HTML boxes and tables of `mdx_jsx::HTML_FLOW`. Other HTML keeps going
/// through pulldown-cmark and the allowlist.
pub(crate) fn is_flow_element(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_uppercase())
        || matches!(name, "details" | "summary" | "img" | "iframe")
        || crate::mdx_jsx::HTML_FLOW.contains(&name)
        || crate::inline_svg::ELEMENTS.contains(&name)
}

enum Kind {
    Admonition { kind: AdmonitionKind, title: Option<String>, title_span: Range<usize> },
    Jsx(jsx::Tag),
}

/// An open container; it collects its children until it closes.
struct Frame {
    kind: Kind,
    open_span: Range<usize>,
    children: Vec<Region>,
    /// Opened beyond `MAX_NESTING`: its children join the parent, no box of its own.
    flat: bool,
}

/// Splits `text[range]` into regions (see the module comment). Unclosed containers are
/// reported and closed at the end.
pub(crate) fn split(text: &str, range: Range<usize>, r: &mut Renderer) -> Vec<Region> {
    let mut s = Splitter { text, end: range.end, root: Vec::new(), stack: Vec::new(), md_start: range.start };
    let mut fences = Fences::default();
    let mut pos = range.start;
    while pos < range.end {
        let line_end = s.line_end(pos);
        let line = text[pos..line_end].trim_end_matches(['\n', '\r']);
        // An admonition is a container (MDX 3's directive): its closing `:::` ends it, and a
        // code block left open inside it with it, as a block quote's end ends its code
        // (home-assistant's light.md). Docusaurus 2's admonitions plugin is not read this way.
        let ends_container = fences.is_open()
            && r.ctx.docusaurus_major().is_none_or(|m| m > 2)
            && directive::close(line)
            && matches!(s.stack.last(), Some(Frame { kind: Kind::Admonition { .. }, .. }));
        if ends_container {
            fences.close();
        }
        pos = if !ends_container && fences.code_line(line) {
            line_end
        } else {
            let jsx = if r.mdx { s.jsx_line(r, pos, line, line_end) } else { None };
            jsx.or_else(|| s.admonition_line(r, pos, line, line_end)).unwrap_or(line_end)
        };
    }
    s.flush(s.md_start, range.end);
    while let Some(f) = s.stack.last() {
        unclosed(r, &f.kind, f.open_span.clone());
        s.close_top();
    }
    s.root
}

struct Splitter<'t> {
    text: &'t str,
    end: usize,
    root: Vec<Region>,
    /// Open containers, innermost last.
    stack: Vec<Frame>,
    /// Start of the Markdown not yet made into a region.
    md_start: usize,
}

impl Splitter<'_> {
    /// The offset just past the line that holds `at` (its newline included).
    fn line_end(&self, at: usize) -> usize {
        line::line(&self.text[at..self.end]).map_or(self.end, |(_, l)| at + l.len())
    }

    /// Where a region that starts now goes: the innermost open container, or the top level.
    fn children(&mut self) -> &mut Vec<Region> {
        match self.stack.last_mut() {
            Some(f) => &mut f.children,
            None => &mut self.root,
        }
    }

    /// `text[from..to]` as a Markdown region, unless it is blank.
    fn flush(&mut self, from: usize, to: usize) {
        if to > from && !self.text[from..to].trim().is_empty() {
            self.children().push(Region::Markdown(from..to));
        }
    }

    /// Closes the innermost container into its parent (a flat one gives the parent its children).
    fn close_top(&mut self) {
        let f = self.stack.pop().expect("a container is open");
        let target = self.children();
        if f.flat {
            target.extend(f.children);
        } else {
            target.push(match f.kind {
                Kind::Admonition { kind, title, title_span } => Region::Admonition { kind, title, title_span, children: f.children },
                Kind::Jsx(tag) => Region::Jsx { tag, children: f.children, code: None },
            });
        }
    }

    /// A line that closes or opens a JSX flow element; returns where to go on, or None
    /// when the line is not one.
    fn jsx_line(&mut self, r: &mut Renderer, pos: usize, line: &str, line_end: usize) -> Option<usize> {
        let indent = line.len() - line.trim_start().len();
        if let Some((name, rest)) = line::closing_tag(&line[indent..]) {
            let open_a = || self.stack.iter().any(|f| matches!(&f.kind, Kind::Jsx(t) if t.name == "a"));
            if is_flow_element(name) || (name == "a" && open_a()) {
                self.flush(self.md_start, pos);
                self.close_tag(r, name, pos + indent..pos + line.len());
                self.md_start = line_end;
                // `</center> <details>`: what follows the closing tag is read as a line of its own.
                if rest.trim_start().starts_with('<') {
                    self.md_start = pos + line.len() - rest.trim_start().len();
                    return Some(self.md_start);
                }
                return Some(line_end);
            }
        }
        // A line that opens the same element it ends with (`<div className="glow"></div>`
        // inside a `<div>`) is a whole element of its own, not the end of the open one.
        let opens_same = |name: &str| jsx::tag_name(self.text, pos + indent) == Some(name);
        let top = match self.stack.last() {
            Some(Frame { kind: Kind::Jsx(t), .. }) => Some(t.name.len()).filter(|_| line::ends_with_close(line, &t.name) && !opens_same(&t.name)),
            _ => None,
        };
        if let Some(name_len) = top {
            // `last line of the children</TabItem>`
            let close = pos + line.trim_end().len() - name_len - 3;
            self.flush(self.md_start, close);
            self.close_top();
            self.md_start = line_end;
            return Some(line_end);
        }
        if jsx::tag_name(self.text, pos + indent).is_some_and(|n| is_flow_element(n) || (n == "a" && self.flow_a(pos, pos + indent))) {
            self.flush(self.md_start, pos);
            return Some(self.open_tag(r, pos, pos + indent, line_end));
        }
        None
    }

    /// Whether the tag opening at `at` ends its line (`<a` spread over lines, then children
    /// below): MDX reads that as a flow element, where `<a href="…">text</a>` in a line is
    /// inline and stays with the paragraph.
    /// It must also start a block (the line above is blank, or there is none): after a
    /// paragraph's line it is inline, in the paragraph.
    fn flow_a(&self, pos: usize, at: usize) -> bool {
        let before = &self.text[self.md_start.min(pos)..pos];
        let above = before.strip_suffix('\n').map_or("", |b| b.rsplit('\n').next().unwrap_or(""));
        above.trim().is_empty() && jsx::tag_end(self.text, at, self.end).is_some_and(|end| self.text[end..self.line_end(end)].trim().is_empty())
    }

    /// A closing tag on its own line: closes the innermost element of that name (and,
    /// reported, whatever was left open inside it).
    fn close_tag(&mut self, r: &mut Renderer, name: &str, at: Range<usize>) {
        match self.stack.iter().rposition(|f| matches!(&f.kind, Kind::Jsx(t) if t.name == name)) {
            Some(k) => {
                while self.stack.len() > k + 1 {
                    let f = self.stack.last().expect("above k");
                    unclosed(r, &f.kind, f.open_span.clone());
                    self.close_top();
                }
                self.close_top();
            }
            None => r.ctx.diag(
                Diagnostic::warning("docc::mdx-jsx", format!("closing tag `</{name}>` has no opening tag"))
                    .at(&r.file, at, "nothing to close")
                    .help(format!("remove it, or open the element with `<{name}>` before it")),
            ),
        }
    }

    /// An opening tag at `at` (the line starts at `pos`): a leaf (self-closing, `<img>`, a
    /// `<CodeBlock>` with its code) or a container pushed on the stack. Returns where to go on.
    fn open_tag(&mut self, r: &mut Renderer, pos: usize, at: usize, line_end: usize) -> usize {
        let tag = match jsx::open_tag(&r.file, self.text, at, self.end) {
            Ok(tag) => tag,
            Err(d) => {
                // Reported; the line stays Markdown.
                r.ctx.diag(d);
                self.md_start = pos;
                return line_end;
            }
        };
        let end = tag.span.end;
        let end_line = self.line_end(end);
        let flat = self.stack.len() >= MAX_NESTING;
        if flat && !matches!(self.stack.get(MAX_NESTING - 1), Some(f) if f.flat) {
            r.too_deep(tag.span.clone(), "MDX elements");
        }
        if tag.self_closing || tag.name == "img" {
            self.children().push(Region::Jsx { tag, children: vec![], code: None });
            self.md_start = end;
            return end_line;
        }
        if tag.name == "CodeBlock" {
            let (code, after) = code_child(self.text, &tag, self.end, r);
            self.children().push(Region::Jsx { tag, children: vec![], code });
            self.md_start = after;
            return self.line_end(after);
        }
        let close = format!("</{}>", tag.name);
        let open_span = tag.span.clone();
        self.stack.push(Frame { kind: Kind::Jsx(tag), open_span, children: Vec::new(), flat });
        self.md_start = end;
        let rest = &self.text[end..end_line];
        if let Some(k) = rest.find(&close) {
            // `<summary>Title</summary>` on one line.
            self.flush(end, end + k);
            self.close_top();
            self.md_start = end + k + close.len();
        } else if rest.trim_start().starts_with('<') {
            // `<details><summary>`: the rest of the line is read as a line of its own.
            return end + (rest.len() - rest.trim_start().len());
        }
        end_line
    }

    /// A `:::` line that closes the innermost admonition, or a `:::kind Title` line that
    /// opens one; None when the line is neither.
    fn admonition_line(&mut self, r: &mut Renderer, pos: usize, line: &str, line_end: usize) -> Option<usize> {
        if directive::close(line) && matches!(self.stack.last(), Some(Frame { kind: Kind::Admonition { .. }, .. })) {
            self.flush(self.md_start, pos);
            self.close_top();
            self.md_start = line_end;
            return Some(line_end);
        }
        let (kind_name, title) = directive::open(line)?;
        self.flush(self.md_start, pos);
        let (kind, label) = admonitions::lookup(kind_name, r.ctx.docusaurus_major()).unwrap_or_else(|| {
            let start = pos + line.find(kind_name).unwrap_or(0);
            r.ctx.diag(admonitions::unknown(kind_name, &r.file, start..start + kind_name.len()));
            admonitions::FALLBACK
        });
        let title_start = pos + line.len() - line.trim_start().len() + line.trim_start().find(title).unwrap_or(0);
        let flat = self.stack.len() >= MAX_NESTING;
        if flat && !self.stack[MAX_NESTING - 1].flat {
            r.too_deep(pos..pos + line.len(), "admonitions");
        }
        self.stack.push(Frame {
            flat,
            // Without a title of its own the block shows its type's label.
            kind: Kind::Admonition {
                kind,
                title: Some(if title.is_empty() { label } else { title }.to_string()),
                title_span: title_start..title_start + title.len(),
            },
            open_span: pos..pos + line.len(),
            children: Vec::new(),
        });
        self.md_start = line_end;
        Some(line_end)
    }
}

fn unclosed(r: &mut Renderer, kind: &Kind, open_span: Range<usize>) {
    let d = match kind {
        Kind::Admonition { .. } => Diagnostic::warning("docc::unclosed-admonition", "admonition is never closed")
            .at(&r.file, open_span, "opened here")
            .help("add a line containing only `:::` where the admonition ends"),
        Kind::Jsx(t) => Diagnostic::warning("docc::mdx-jsx", format!("`<{}>` is never closed", t.name))
            .at(&r.file, open_span.start..open_span.start + 1 + t.name.len(), "opened here")
            .help(format!("add `</{}>` on its own line where the element ends (or write `<{} />` when it has no children)", t.name, t.name)),
    };
    r.ctx.diag(d);
}

/// The child of `<CodeBlock …>` up to `</CodeBlock>`: a `{…}` expression or plain text.
/// Returns it and the offset just past the closing tag.
fn code_child(text: &str, tag: &jsx::Tag, limit: usize, r: &mut Renderer) -> (Option<JsxCode>, usize) {
    let start = tag.span.end;
    let ws = text[start..limit].len() - text[start..limit].trim_start().len();
    let at = start + ws;
    let close = "</CodeBlock>";
    let missing = |r: &mut Renderer| {
        r.ctx.diag(
            Diagnostic::error("docc::mdx-jsx", "`<CodeBlock>` is never closed")
                .at(&r.file, tag.span.start..tag.span.start + 10, "opened here")
                .help("end the code with `</CodeBlock>`; write the code as {`…`} (a template literal) so `<` and `{` in it stay code"),
        );
    };
    if text[at..limit].starts_with('{') {
        let Some(end) = jsx::skip_braces(text.as_bytes(), at, limit) else {
            missing(r);
            return (None, limit);
        };
        let after = &text[end..limit];
        let ws2 = after.len() - after.trim_start().len();
        if !after.trim_start().starts_with(close) {
            missing(r);
            return (None, end);
        }
        let code = match jsx::expr_child(&r.file, text, at..end) {
            Ok(v) => Some(JsxCode::Expr(v)),
            Err(d) => {
                r.ctx.diag(d);
                None
            }
        };
        (code, end + ws2 + close.len())
    } else {
        match text[start..limit].find(close) {
            Some(k) => (Some(JsxCode::Text(start..start + k)), start + k + close.len()),
            None => {
                missing(r);
                (None, limit)
            }
        }
    }
}

#[cfg(test)]
mod tests;
