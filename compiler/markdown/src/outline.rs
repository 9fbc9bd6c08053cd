//! The JSX flow elements the hand layer (ESM blanking in `mdx::prepare`, then the region
//! splitter) finds in an MDX body. Nothing in the compile uses it: it exists so
//! `tools/mdx-measure` can set the hand layer against MDX 3's own parser (@mdx-js/mdx, what
//! Docusaurus runs) and markdown-rs on the real-site corpus, element by element, which is how
//! issue 35 asks the choice "hand layer, nom or markdown-rs" to be made.

use crate::regions::{self, Region};
use docc_diag::{Severity, SourceFile};

/// One JSX flow element: its name, how many JSX elements enclose it, and its 1-based line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FlowElement {
    pub name: String,
    pub depth: usize,
    pub line: usize,
}

/// What the hand layer makes of a file: its flow elements in document order, and what it
/// reports about the file's syntax (an unclosed tag, a bad prop…) as "line:col code message".
/// It reports most of these as warnings and renders on, where MDX 3 refuses the file; the
/// measure counts both.
#[derive(Debug, Default)]
pub struct Outline {
    pub elements: Vec<FlowElement>,
    pub problems: Vec<String>,
}

/// The outline of `text` (an `.mdx` file without its front matter).
#[doc(hidden)]
pub fn mdx_outline(name: &str, text: &str) -> Outline {
    let file = SourceFile::new(name, text);
    let mut ctx = crate::PlainCtx::default();
    let mut prepared = crate::mdx::prepare(&file, 0..text.len(), &mut ctx.diagnostics);
    let blanked = SourceFile::new(name, std::mem::take(&mut prepared.text));
    let mut r = crate::Renderer::new(&blanked, Some(prepared.esm()), &mut ctx);
    let regions = regions::split(&blanked.text, 0..blanked.text.len(), &mut r);
    let mut out = Outline::default();
    walk(&regions, 0, &blanked, &mut out.elements);
    drop(r);
    out.problems = ctx
        .diagnostics
        .iter()
        .map(|d| {
            let (line, col) = file.line_col(d.span.start);
            let level = if d.severity == Severity::Error { "error" } else { "warning" };
            format!("{line}:{col} {level} {} {}", d.code, d.message)
        })
        .collect();
    out
}

/// Whether the hand layer reads `<name …>` at a line's start as a JSX flow element (other HTML
/// stays Markdown's), so a measure compares only what the hand layer claims to read.
pub fn is_flow_element(name: &str) -> bool {
    regions::is_flow_element(name)
}

fn walk(regions: &[Region], depth: usize, file: &SourceFile, out: &mut Vec<FlowElement>) {
    for region in regions {
        match region {
            Region::Jsx { tag, children, .. } => {
                out.push(FlowElement { name: tag.name.clone(), depth, line: file.line_col(tag.span.start).0 });
                walk(children, depth + 1, file, out);
            }
            // `:::` containers are remark-directive's, not MDX's: their JSX keeps its depth.
            Region::Admonition { children, .. } => walk(children, depth, file, out),
            Region::Markdown(_) | Region::Inline(_) | Region::Block(_) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_flow_elements_come_out_in_order_with_their_depth_and_line() {
        let text = "import Tabs from '@theme/Tabs';\n\n# Install\n\n<Tabs>\n  <TabItem value=\"npm\">\n\n```sh\n<NotAnElement />\n```\n\n  </TabItem>\n</Tabs>\n\n:::tip\n\n<details>\n<summary>More</summary>\n\nText.\n\n</details>\n\n:::\n";
        let o = mdx_outline("a.mdx", text);
        let got: Vec<_> = o.elements.iter().map(|e| (e.name.as_str(), e.depth, e.line)).collect();
        assert_eq!(got, [("Tabs", 0, 5), ("TabItem", 1, 6), ("details", 0, 17), ("summary", 1, 18)]);
        assert!(o.problems.is_empty(), "{:?}", o.problems);
    }

    #[test]
    fn a_whole_element_on_one_line_inside_one_of_its_name_does_not_close_it() {
        // Seen on a real landing page: the glow `<div>` closed the card around it, and the
        // card's own `</div>` then closed the page's outer `<div>` one line too early.
        let text = "<div className=\"outer\">\n\n<div className=\"cta\">\n  <div className=\"glow\"></div>\n  <div className=\"buttons\">\n    <Link to=\"/x\">\n      View\n    </Link>\n  </div>\n</div>\n</div>\n";
        let o = mdx_outline("a.mdx", text);
        let got: Vec<_> = o.elements.iter().map(|e| (e.name.as_str(), e.depth)).collect();
        assert_eq!(got, [("div", 0), ("div", 1), ("div", 2), ("div", 2), ("Link", 3)]);
        assert!(o.problems.is_empty(), "{:?}", o.problems);
    }

    #[test]
    fn an_unclosed_element_is_a_problem_at_its_line() {
        let o = mdx_outline("a.mdx", "Intro.\n\n<Tabs>\n\nText.\n");
        assert_eq!(o.elements.len(), 1);
        assert_eq!(o.problems.len(), 1, "{:?}", o.problems);
        assert!(o.problems[0].starts_with("3:1 warning docc::mdx-jsx "), "{:?}", o.problems);
    }
}
