//! The JSX flow elements of an MDX file as docc's hand layer and as markdown-rs see them, in the
//! same shape as the reference (`tests/realsites/mdx-outline.mjs`, MDX 3 as Docusaurus runs it),
//! and the comparison of the three. `just measure-mdx` prints the table; the tests below hold
//! the comparison's own rules.

use docc_markdown::front_matter::{split, Split};
use serde::Deserialize;

/// A JSX flow element: name and how many JSX elements enclose it (line only for reports).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Flow {
    pub name: String,
    pub depth: usize,
    #[serde(default)]
    pub line: usize,
}

/// One line of the reference file.
#[derive(Debug, Deserialize)]
pub struct Reference {
    pub repo: String,
    /// The major version of Docusaurus the repository uses (2 reads MDX 1, which accepts more).
    #[serde(default)]
    pub docusaurus: Option<u32>,
    pub file: String,
    pub ok: bool,
    pub flow: Vec<Flow>,
}

/// `text` with a leading `---` front matter block turned into spaces (lines kept), since the
/// hand layer is handed the body alone and markdown-rs has no front matter in MDX mode.
pub fn blank_front_matter(text: &str) -> String {
    let mut out = text.to_string();
    // docc's one front matter splitter, as the compile reads a page.
    if let Split::Block { body, .. } = split(text) {
        blank(&mut out, 0..body.start);
    }
    out
}

fn blank(s: &mut String, r: std::ops::Range<usize>) {
    let bytes: Vec<u8> = s.as_bytes()[r.clone()].iter().map(|&b| if b == b'\n' || b == b'\r' { b } else { b' ' }).collect();
    // Only ASCII spaces and line breaks go in, over whole characters (the range is whole lines).
    s.replace_range(r, &String::from_utf8(bytes).unwrap_or_default());
}

/// The hand layer's flow elements, and what it said about the file's MDX syntax (JSX and
/// ESM: an unclosed or unopened tag, a prop it cannot read…). Its notes on admonitions (an
/// unknown type, one never closed) are left out: remark-directive accepts both silently, so
/// they say nothing about whether the two parsers read the file alike.
pub fn hand(name: &str, text: &str) -> (Vec<Flow>, Vec<String>) {
    let o = docc_markdown::outline::mdx_outline(name, &blank_front_matter(text));
    let flow = o.elements.into_iter().map(|e| Flow { name: e.name, depth: e.depth, line: e.line }).collect();
    let syntax = o.problems.into_iter().filter(|p| p.contains(" docc::mdx-")).collect();
    (flow, syntax)
}

/// Docusaurus's `mdx1Compat` preprocessing that matters to a parser: `## Title {#id}` becomes
/// `## Title \{#id\}` (outside fenced code), else MDX reads `{#id}` as an expression. The hand
/// layer reads `{#id}` itself and is given the file unchanged; markdown-rs gets this, as
/// Docusaurus's own parser does. HTML comments, which Docusaurus reads with a syntax extension
/// of its own (`@slorber/remark-comment`) that markdown-rs lacks, are blanked.
pub fn docusaurus_preprocess(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut fence: Option<String> = None;
    let mut in_comment = false;
    for line in text.split_inclusive('\n') {
        let t = line.trim_start();
        let run: String = t.chars().take_while(|&c| c == '`' || c == '~').collect();
        if let Some(f) = &fence {
            if run.len() >= f.len() && run.starts_with(&f[..1]) {
                fence = None;
            }
            out.push_str(line);
            continue;
        }
        if run.len() >= 3 && !in_comment {
            fence = Some(run);
            out.push_str(line);
            continue;
        }
        let l = blank_comments(line, &mut in_comment);
        out.push_str(&escape_heading_id(&l));
        continue;
    }
    out
}

/// `## Title {#id}` → `## Title \{#id\}` (Docusaurus's `^(#{1,6}\s.*?)\{#([^}\s]+)\}\s*$`).
fn escape_heading_id(line: &str) -> String {
    let body = line.trim_end();
    let hashes = body.chars().take_while(|&c| c == '#').count();
    let heading = (1..=6).contains(&hashes) && body[hashes..].starts_with([' ', '\t']);
    if let (true, true, Some(at)) = (heading, body.ends_with('}'), body.rfind("{#")) {
        let id = body.get(at + 2..body.len() - 1).unwrap_or_default();
        if !id.is_empty() && !id.contains(|c: char| c == '}' || c.is_whitespace()) {
            return format!("{}\\{{#{id}\\}}{}", &body[..at], &line[body.len()..]);
        }
    }
    line.to_string()
}

/// `<!-- … -->` (possibly over several lines: `in_comment` carries it) replaced by spaces.
fn blank_comments(line: &str, in_comment: &mut bool) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    loop {
        if *in_comment {
            match rest.find("-->") {
                Some(i) => {
                    out.extend(std::iter::repeat_n(' ', rest[..i + 3].chars().count()));
                    rest = &rest[i + 3..];
                    *in_comment = false;
                }
                None => {
                    out.extend(rest.chars().map(|c| if c == '\n' || c == '\r' { c } else { ' ' }));
                    return out;
                }
            }
        } else {
            match rest.find("<!--") {
                Some(i) => {
                    out.push_str(&rest[..i]);
                    rest = &rest[i..];
                    *in_comment = true;
                }
                None => {
                    out.push_str(rest);
                    return out;
                }
            }
        }
    }
}

/// markdown-rs's flow elements (MDX + GFM + front matter constructs), or its error message.
/// With `js`, its expressions and ESM are checked by swc (markdown-rs's hooks for a JS parser,
/// which MDX 3 has in acorn); without, it only matches braces, which a `}` inside a string
/// prop's JSON defeats.
pub fn markdown_rs(text: &str, js: bool) -> Result<Vec<Flow>, String> {
    let mut options = markdown::ParseOptions {
        constructs: markdown::Constructs { frontmatter: true, ..markdown::Constructs::mdx() }.gfm_too(),
        ..markdown::ParseOptions::mdx()
    };
    if js {
        options.mdx_expression_parse = Some(Box::new(swc_hooks::expression));
        options.mdx_esm_parse = Some(Box::new(swc_hooks::esm));
    }
    let tree = markdown::to_mdast(&docusaurus_preprocess(text), &options).map_err(|m| m.to_string())?;
    let mut out = Vec::new();
    walk(&tree, 0, &mut out);
    Ok(out)
}

trait GfmToo {
    fn gfm_too(self) -> Self;
}

impl GfmToo for markdown::Constructs {
    fn gfm_too(self) -> Self {
        markdown::Constructs {
            gfm_autolink_literal: true,
            gfm_footnote_definition: true,
            gfm_label_start_footnote: true,
            gfm_strikethrough: true,
            gfm_table: true,
            gfm_task_list_item: true,
            ..self
        }
    }
}

/// markdown-rs's JS hooks backed by swc: `Eof` when swc ran out of input (markdown-rs then
/// reads on to the next `}` or blank line), `Error` at swc's offset otherwise.
mod swc_hooks {
    use markdown::{MdxExpressionKind as ExpressionKind, MdxSignal as Signal};
    use swc_core::common::{FileName, SourceMap, Spanned};
    use swc_core::ecma::ast::EsVersion;
    use swc_core::ecma::parser::{parse_file_as_expr, parse_file_as_module, EsSyntax, Syntax};

    fn syntax() -> Syntax {
        Syntax::Es(EsSyntax { jsx: true, ..Default::default() })
    }

    /// Runs `parse` on `wrapped` (where `text` starts at byte `skip`) and maps the first error.
    fn check(text: &str, wrapped: String, skip: usize, module: bool) -> Signal {
        let cm: SourceMap = Default::default();
        let fm = cm.new_source_file(FileName::Anon.into(), wrapped.clone());
        let mut errors = Vec::new();
        let first = if module {
            parse_file_as_module(&fm, syntax(), EsVersion::latest(), None, &mut errors).err()
        } else {
            parse_file_as_expr(&fm, syntax(), EsVersion::latest(), None, &mut errors).err()
        }
        .or_else(|| errors.into_iter().next());
        let Some(e) = first else { return Signal::Ok };
        let at = (e.span().lo.0 - fm.start_pos.0) as usize;
        let message = format!("{:?}", e.kind());
        let source = Box::new("swc".to_string());
        let rule = Box::new("parse".to_string());
        // Ran out of input: at the end, or a string, template or comment still open (swc puts
        // those at where they start).
        if at >= skip + text.trim_end().len() || message.starts_with("Eof") || message.starts_with("Unterminated") {
            Signal::Eof(message, source, rule)
        } else {
            Signal::Error(message, at.saturating_sub(skip).min(text.len()), source, rule)
        }
    }

    pub(super) fn expression(text: &str, kind: &ExpressionKind) -> Signal {
        // `{/* a comment */}` and `{}` hold no expression, which MDX allows in text and flow.
        let bare = strip_comments(text);
        match kind {
            ExpressionKind::Expression if bare.trim().is_empty() => Signal::Ok,
            ExpressionKind::AttributeExpression => check(text, format!("({{{text}}})"), 2, false),
            _ => check(text, format!("({text}\n)"), 1, false),
        }
    }

    pub(super) fn esm(text: &str) -> Signal {
        check(text, text.to_string(), 0, true)
    }

    /// `text` without `/* … */` and `// …` comments (strings are not looked into: a measure,
    /// not a lexer; an expression that is only a comment has no strings).
    fn strip_comments(text: &str) -> String {
        let mut out = String::new();
        let mut rest = text;
        while let Some(i) = rest.find("/*").into_iter().chain(rest.find("//")).min() {
            out.push_str(&rest[..i]);
            if rest[i..].starts_with("/*") {
                rest = rest[i + 2..].find("*/").map_or("", |j| &rest[i + 2 + j + 2..]);
            } else {
                rest = rest[i..].find('\n').map_or("", |j| &rest[i + j..]);
            }
        }
        out.push_str(rest);
        out
    }
}

fn walk(node: &markdown::mdast::Node, depth: usize, out: &mut Vec<Flow>) {
    use markdown::mdast::Node;
    let Some(children) = node.children() else { return };
    for c in children {
        match c {
            Node::MdxJsxFlowElement(e) => {
                out.push(Flow { name: e.name.clone().unwrap_or_default(), depth, line: e.position.as_ref().map_or(0, |p| p.start.line) });
                walk(c, depth + 1, out);
            }
            Node::Code(_) => {}
            _ => walk(c, depth, out),
        }
    }
}

/// The elements both outlines hold in the same order (name and depth equal): the longest
/// common subsequence, so one missed element costs one, not everything after it.
pub fn matched(reference: &[Flow], other: &[Flow]) -> usize {
    let key = |f: &Flow| (f.name.clone(), f.depth);
    let (a, b): (Vec<_>, Vec<_>) = (reference.iter().map(key).collect(), other.iter().map(key).collect());
    let mut prev = vec![0usize; b.len() + 1];
    for x in &a {
        let mut cur = vec![0usize; b.len() + 1];
        for (j, y) in b.iter().enumerate() {
            cur[j + 1] = if x == y { prev[j] + 1 } else { prev[j + 1].max(cur[j]) };
        }
        prev = cur;
    }
    prev[b.len()]
}

/// Only the elements the hand layer reads as flow elements (components, details, the HTML
/// boxes): other lowercase HTML is Markdown's business in docc and not compared.
pub fn compared(flow: &[Flow]) -> Vec<Flow> {
    flow.iter().filter(|f| docc_markdown::outline::is_flow_element(&f.name)).cloned().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: &str = "---\ntitle: Install\n---\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n## Install {#install}\n\n<!-- a note for writers -->\n\n<Tabs>\n  <TabItem value=\"npm\">\n\n```sh\nnpm i <pkg>\n```\n\n  </TabItem>\n</Tabs>\n";

    fn names(f: &[Flow]) -> Vec<(&str, usize)> {
        f.iter().map(|e| (e.name.as_str(), e.depth)).collect()
    }

    #[test]
    fn both_parsers_see_the_tabs_of_a_docusaurus_page() {
        let (h, problems) = hand("a.mdx", PAGE);
        assert_eq!(names(&h), [("Tabs", 0), ("TabItem", 1)]);
        assert!(problems.is_empty(), "{problems:?}");
        let m = markdown_rs(PAGE, true).expect("markdown-rs parses the page");
        assert_eq!(names(&m), [("Tabs", 0), ("TabItem", 1)]);
        assert_eq!(h.iter().map(|f| f.line).collect::<Vec<_>>(), m.iter().map(|f| f.line).collect::<Vec<_>>());
    }

    #[test]
    fn docusaurus_preprocessing_escapes_heading_ids_and_blanks_comments_outside_code() {
        let out = docusaurus_preprocess("## Install {#install}\n<!-- one\ntwo -->\n```md\n## Keep {#keep}\n<!-- kept -->\n```\n");
        assert_eq!(out, "## Install \\{#install\\}\n        \n       \n```md\n## Keep {#keep}\n<!-- kept -->\n```\n");
        assert!(markdown_rs("<Tabs>\n\n## Unclosed\n", true).is_err(), "an unclosed element is refused");
    }

    #[test]
    fn with_swc_a_brace_inside_a_json_string_prop_is_read_as_javascript_reads_it() {
        let page = "<StatusCodes\n  id={undefined}\n  responses={{\"200\":{\"description\":\"a { in text\"}}}\n>\n</StatusCodes>\n";
        assert!(markdown_rs(page, false).is_err(), "brace matching alone is thrown off by the `{{` in the string");
        assert_eq!(markdown_rs(page, true).expect("swc reads the prop").len(), 1);
        assert!(markdown_rs("{1 +}\n", true).is_err(), "swc refuses a broken expression");
        assert_eq!(markdown_rs("<style>{`\n  a { color: red }\n`}</style>\n\n<div />\n", true).expect("a template over lines").len(), 2);
        assert!(markdown_rs("{/* a comment */}\n\nimport A from './a'\n\n<A />\n", true).is_ok());
    }

    /// The compile's splitter (`front_matter::split`) reads a byte-order mark and white space
    /// after the opening `---` as front matter; the measure's own copy left both in the body,
    /// where the hand layer read `title: x` and the `---` under it as a Markdown heading.
    #[test]
    fn front_matter_is_blanked_where_the_compile_splits_it() {
        assert_eq!(blank_front_matter("--- \ntitle: x\n---\n<A />\n"), "    \n        \n   \n<A />\n");
        assert_eq!(blank_front_matter("\u{feff}---\na: 1\n---\n<A />\n"), "      \n    \n   \n<A />\n");
        assert_eq!(blank_front_matter("---\na: 1\n<A />\n"), "---\na: 1\n<A />\n", "never closed: left as it is");
    }

    #[test]
    fn a_missed_element_costs_one_match() {
        let f = |n: &str, d| Flow { name: n.into(), depth: d, line: 0 };
        let reference = [f("Tabs", 0), f("TabItem", 1), f("TabItem", 1), f("Note", 0)];
        assert_eq!(matched(&reference, &reference), 4);
        assert_eq!(matched(&reference, &[f("Tabs", 0), f("TabItem", 1), f("Note", 0)]), 3);
        assert_eq!(matched(&reference, &[f("TabItem", 0), f("TabItem", 0)]), 0);
    }
}
