//! The MDX front end: what Docusaurus's MDX adds to Markdown, read without running any
//! JavaScript. This module prepares a file for the Markdown renderer:
//!
//! - ESM (`import`/`export` blocks, which MDX ends at a blank line) is parsed with swc,
//!   recorded (partials, raw-loader imports, component names) and blanked out;
//! - `{/* comments */}` are blanked out, and `{/* #id */}` after a heading becomes the
//!   `{#id}` heading id the Markdown renderer already understands;
//! - code-block magic comments (`// highlight-next-line`, `highlight-start`/`-end`, and
//!   the site's own) become highlighted lines.
//!
//! Blanking replaces bytes with spaces (newlines kept), so every byte offset of the
//! prepared text is the offset of the same byte in the file: diagnostics need no map.

use docc_diag::{Diagnostic, SourceFile};
use serde::Deserialize;
use std::ops::Range;
use std::sync::Arc;
use swc_core::common::{BytePos, FileName, SourceMap, Spanned};
use swc_core::ecma::ast::{EsVersion, ImportSpecifier, ModuleDecl, ModuleExportName, ModuleItem};
use swc_core::ecma::parser::{parse_file_as_module, EsSyntax, Syntax, TsSyntax};

/// A Docusaurus `prism.magicComments` entry: lines marked by it are highlighted.
#[derive(Debug, Deserialize, Clone, Default, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct MagicComment {
    pub class_name: String,
    /// Comment text marking the next line, e.g. `highlight-next-line`.
    pub line: Option<String>,
    /// Comment texts opening and closing a marked block.
    pub block_start: Option<String>,
    pub block_end: Option<String>,
}

/// One `import` of the file's ESM.
#[derive(Debug, Clone, PartialEq)]
pub struct EsmImport {
    /// Local names bound by the import (default, named and namespace).
    pub locals: Vec<String>,
    /// The default import's local name, if any.
    pub default: Option<String>,
    /// The module specifier, e.g. `@theme/Tabs`, `./_partial.mdx`, `!!raw-loader!./a.ts`.
    pub source: String,
    pub span: Range<usize>,
}

#[derive(Debug)]
pub struct Prepared {
    /// The file text with ESM and comments blanked (same length, same line breaks).
    pub text: String,
    pub imports: Vec<EsmImport>,
    /// The ESM alone: the file text with everything else blanked (empty without ESM), so the
    /// page's own components (`export const Highlight = …`) parse with the file's offsets.
    pub module: String,
}

/// What the renderer needs of a page's ESM.
#[derive(Debug, Default)]
pub struct Esm {
    pub imports: Vec<EsmImport>,
    pub module: String,
}

impl From<Vec<EsmImport>> for Esm {
    fn from(imports: Vec<EsmImport>) -> Self {
        Esm { imports, module: String::new() }
    }
}

impl Prepared {
    /// The ESM part, for `render_mdx`.
    pub fn esm(&mut self) -> Esm {
        Esm { imports: std::mem::take(&mut self.imports), module: std::mem::take(&mut self.module) }
    }
}

/// Blanks `r` in `out` (bytes → spaces, newlines kept).
fn blank(out: &mut [u8], r: Range<usize>) {
    for b in &mut out[r] {
        if *b != b'\n' && *b != b'\r' {
            *b = b' ';
        }
    }
}

/// Prepares `file.text[range]` (the body after front matter) as described above.
pub fn prepare(file: &Arc<SourceFile>, range: Range<usize>, diags: &mut Vec<Diagnostic>) -> Prepared {
    let text = &file.text;
    let mut out = text.as_bytes().to_vec();
    let mut imports = Vec::new();
    let mut module: Vec<u8> = Vec::new();
    let mut pos = range.start;
    let mut fences = crate::fence::Fences::default();
    let mut prev_blank = true;
    while pos < range.end {
        let line_end = text[pos..range.end].find('\n').map(|i| pos + i + 1).unwrap_or(range.end);
        let line = text[pos..line_end].trim_end_matches(['\n', '\r']);
        if fences.code_line(line) {
            prev_blank = false;
            pos = line_end;
            continue;
        }
        if prev_blank && (line.starts_with("import ") || line.starts_with("import{") || line.starts_with("export ")) {
            // MDX ESM: this line up to the next blank line.
            let mut end = line_end;
            while end < range.end {
                let le = text[end..range.end].find('\n').map(|i| end + i + 1).unwrap_or(range.end);
                if text[end..le].trim().is_empty() {
                    break;
                }
                end = le;
            }
            esm(file, pos..end, &mut imports, diags);
            if module.is_empty() {
                module = text.as_bytes().to_vec();
                blank(&mut module, 0..text.len());
            }
            module[pos..end].copy_from_slice(&text.as_bytes()[pos..end]);
            blank(&mut out, pos..end);
            pos = end;
            prev_blank = false;
            continue;
        }
        blank_comments(text, pos..line_end.max(pos), &mut out, range.end);
        // A line that is only a comment ends like a blank line does: Docusaurus turns
        // `<!-- … -->` into `{/* … */}`, a flow expression of its own, so an `import` on the
        // next line is ESM (MDX's rule), not the paragraph's text.
        prev_blank = line.trim().is_empty() || is_comment_line(line);
        pos = line_end;
    }
    // Comments may span lines: a second pass over what is still there is not needed because
    // `blank_comments` looks past the line end itself.
    let text = String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
    let module = String::from_utf8(module).unwrap_or_default();
    Prepared { text, imports, module }
}

/// Whether a `{` after `before` (its line so far) is a prop's value or a `<CodeBlock>`'s child.
fn jsx_value(before: &str) -> bool {
    let b = before.trim_end();
    b.ends_with('=') || (b.ends_with('>') && b.rfind("<CodeBlock").is_some_and(|at| !b[at..].contains("</CodeBlock")))
}

/// `<!-- … -->` or `{/* … */}` alone on its line.
fn is_comment_line(line: &str) -> bool {
    let t = line.trim();
    (t.starts_with("<!--") && t.ends_with("-->") && t.len() >= 7 && !t[4..t.len() - 3].contains("-->"))
        || (t.starts_with("{/*") && t.ends_with("*/}") && t.len() >= 6 && !t[3..t.len() - 3].contains("*/"))
}

/// Blanks `{/* … */}` comments that start on this line (they may end on a later one),
/// skipping inline code spans. A `{/* #id */}` at the end of a heading becomes `{#id}`.
fn blank_comments(text: &str, line: Range<usize>, out: &mut [u8], limit: usize) {
    let bytes = text.as_bytes();
    let mut i = line.start;
    let heading = text[line.clone()].trim_start().starts_with('#');
    while i < line.end {
        match bytes[i] {
            b'`' => {
                let n = bytes[i..line.end].iter().take_while(|&&b| b == b'`').count();
                let run = &text[i..i + n];
                match text[i + n..line.end].find(run) {
                    Some(j) => i = i + n + j + n,
                    None => i += n,
                }
            }
            // `{'text'}` as a JSX prop's value (`groupId={"pm"}`) or as a `<CodeBlock>`'s code
            // stays for the tag's parser.
            b'{' if !jsx_value(&text[line.start..i])
                && let Some(end) = string_expression(text, i, line.end) =>
            {
                // `{'text'}` / {`text`}: MDX evaluates it to its text; only the braces and
                // quotes go (plain text only, so nothing new is read as Markdown).
                let inner = text[i + 1..end - 1].trim();
                let q = i + 1 + text[i + 1..].find(inner).unwrap_or(0);
                blank(out, i..q + 1);
                blank(out, q + inner.len() - 1..end);
                i = end;
            }
            b'{' if text[i + 1..].trim_start().starts_with("/*") => {
                let open_end = i + 1 + (text[i + 1..].len() - text[i + 1..].trim_start().len()) + 2;
                let Some(close) = text[open_end..limit].find("*/") else { return };
                let after = open_end + close + 2;
                let rest = &text[after..limit];
                let ws = rest.len() - rest.trim_start().len();
                if !rest.trim_start().starts_with('}') {
                    i = after;
                    continue;
                }
                let end = after + ws + 1;
                let inner = text[open_end..open_end + close].trim();
                blank(out, i..end);
                if heading && inner.starts_with('#') && inner.len() > 1 && !inner[1..].contains(char::is_whitespace) && end - i >= inner.len() + 2 {
                    let id = format!("{{{inner}}}");
                    out[i..i + id.len()].copy_from_slice(id.as_bytes());
                }
                i = end;
            }
            _ => i += 1,
        }
    }
}

/// The end (past `}`) of a `{'…'}`, `{"…"}` or {`…`} expression opening at `text[at]`, whose
/// string is plain text on one line (no escapes, interpolation or Markdown/HTML syntax).
fn string_expression(text: &str, at: usize, line_end: usize) -> Option<usize> {
    let rest = &text[at + 1..line_end];
    let body = rest.trim_start();
    let quote = body.chars().next().filter(|c| matches!(c, '\'' | '"' | '`'))?;
    let close = body[1..].find(quote)?;
    let inner = &body[1..1 + close];
    if inner.contains(['\\', '$', '<', '>', '*', '_', '`', '[', ']', '{', '}', '&', '#']) {
        return None;
    }
    let after = &body[2 + close..];
    let after_trim = after.trim_start();
    after_trim.starts_with('}').then(|| line_end - after_trim.len() + 1)
}

fn esm(file: &Arc<SourceFile>, r: Range<usize>, imports: &mut Vec<EsmImport>, diags: &mut Vec<Diagnostic>) {
    let src = &file.text[r.clone()];
    // swc recurses per bracket: `export const x = [[[…]]]` 2,000 deep overflowed a page thread's stack.
    if let Some((at, why)) = docc_js::nesting::too_deep_text(src) {
        diags.push(
            Diagnostic::warning("docc::mdx-esm", format!("this import/export block nests too deeply to read: {why}"))
                .at(file, r.start + at..(r.start + at + 1).min(r.end), "too deep")
                .help("split the nested value into named constants; the block is skipped"),
        );
        return;
    }
    let text = src.to_string();
    // On the parse thread: its large stack, and a panic inside swc ends there. swc 47 asserts
    // on some malformed imports (`from './x'with-y'`, found by fuzzing), which would otherwise
    // abort the compile; here it is this block's located warning.
    let parsed = docc_js::nesting::on_parse_stack(move || {
        let cm: SourceMap = Default::default();
        let fm = cm.new_source_file(FileName::Anon.into(), text);
        let base = fm.start_pos.0 as usize;
        let mut errors = Vec::new();
        // TypeScript with JSX covers every ESM line a docs file writes (JS is a subset).
        let syntax = Syntax::Typescript(TsSyntax { tsx: true, ..Default::default() });
        let parsed = parse_file_as_module(&fm, syntax, EsVersion::latest(), None, &mut errors).or_else(|_| {
            errors.clear();
            parse_file_as_module(&fm, Syntax::Es(EsSyntax { jsx: true, ..Default::default() }), EsVersion::latest(), None, &mut errors)
        });
        (parsed, base)
    });
    let Some((parsed, base)) = parsed else {
        diags.push(
            Diagnostic::warning("docc::mdx-esm", "this import/export block is not JavaScript that docc's parser can read")
                .at(file, r.start..r.end.min(r.start + 1), "block starts here")
                .help("check the block's syntax (each `from` is followed by one quoted path); the block is skipped"),
        );
        return;
    };
    let to_range = |lo: BytePos, hi: BytePos| r.start + (lo.0 as usize).saturating_sub(base)..r.start + (hi.0 as usize).saturating_sub(base);
    match parsed {
        Ok(module) => {
            for item in &module.body {
                if let ModuleItem::ModuleDecl(ModuleDecl::Import(imp)) = item {
                    let mut locals = Vec::new();
                    let mut default = None;
                    for s in &imp.specifiers {
                        match s {
                            ImportSpecifier::Default(d) => {
                                default = Some(d.local.sym.to_string());
                                locals.push(d.local.sym.to_string());
                            }
                            ImportSpecifier::Named(n) => {
                                let _ = n.imported.as_ref().map(|i| match i {
                                    ModuleExportName::Ident(i) => i.sym.to_string(),
                                    ModuleExportName::Str(s) => s.value.to_string_lossy().into_owned(),
                                });
                                locals.push(n.local.sym.to_string());
                            }
                            ImportSpecifier::Namespace(n) => locals.push(n.local.sym.to_string()),
                        }
                    }
                    let span = imp.span();
                    imports.push(EsmImport { locals, default, source: imp.src.value.to_string_lossy().into_owned(), span: to_range(span.lo, span.hi) });
                }
            }
        }
        Err(e) => {
            let span = e.span();
            let at = to_range(span.lo, span.hi);
            let at = if at.is_empty() { r.start..r.end.min(r.start + 1) } else { at };
            diags.push(
                Diagnostic::warning("docc::mdx-esm", format!("this import/export block is not valid JavaScript: {}", e.kind().msg()))
                    .at(file, at, "here")
                    .help("MDX ends an import/export block at the first blank line; the block is skipped"),
            );
        }
    }
}

/// The comment syntaxes a magic comment may be written in, by language family.
fn comment_body(line: &str) -> Option<&str> {
    let t = line.trim();
    for (open, close) in [("//", ""), ("#", ""), ("/*", "*/"), ("<!--", "-->"), ("--", ""), (";", ""), ("%", ""), ("{/*", "*/}")] {
        if let Some(rest) = t.strip_prefix(open) {
            let rest = if close.is_empty() { rest } else { rest.strip_suffix(close)? };
            return Some(rest.trim());
        }
    }
    None
}

/// Removes Docusaurus magic-comment lines from `code` and returns the 1-based numbers
/// (in the returned code) of the lines they mark.
pub fn magic_comments(code: &str, _lang: &str, extra: &[MagicComment]) -> (String, Vec<u32>) {
    if !code.contains("highlight-") && extra.is_empty() {
        return (code.to_string(), Vec::new());
    }
    let is_line = |b: &str| b == "highlight-next-line" || extra.iter().any(|m| m.line.as_deref() == Some(b));
    let is_start = |b: &str| b == "highlight-start" || extra.iter().any(|m| m.block_start.as_deref() == Some(b));
    let is_end = |b: &str| b == "highlight-end" || extra.iter().any(|m| m.block_end.as_deref() == Some(b));
    let mut out = String::with_capacity(code.len());
    let mut marked = Vec::new();
    let mut next = false;
    let mut depth = 0u32;
    let mut n = 0u32;
    for line in code.split_inclusive('\n') {
        if let Some(body) = comment_body(line) {
            if is_line(body) {
                next = true;
                continue;
            }
            if is_start(body) {
                depth += 1;
                continue;
            }
            if is_end(body) {
                depth = depth.saturating_sub(1);
                continue;
            }
        }
        n += 1;
        if next || depth > 0 {
            marked.push(n);
        }
        next = false;
        out.push_str(line);
    }
    (out, marked)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn prep(text: &str) -> (Prepared, Vec<Diagnostic>) {
        let f = SourceFile::new("a.mdx", text);
        let mut d = Vec::new();
        (prepare(&f, 0..text.len(), &mut d), d)
    }

    #[test]
    fn esm_is_blanked_and_recorded() {
        let src = "import Tabs from '@theme/Tabs';\nimport {A, B as C} from './x';\n\n# Title\n\nexport const x = {\n  a: 1,\n};\n\nText\n";
        let (p, d) = prep(src);
        assert!(d.is_empty(), "{d:?}");
        assert_eq!(p.text.len(), src.len());
        assert!(!p.text.contains("import") && !p.text.contains("export"), "{}", p.text);
        assert!(p.text.contains("# Title") && p.text.contains("Text"));
        assert_eq!(p.imports.len(), 2);
        assert_eq!(p.imports[0].default.as_deref(), Some("Tabs"));
        assert_eq!(p.imports[1].locals, vec!["A", "C"]);
        assert_eq!(p.imports[1].source, "./x");
        assert_eq!(&src[p.imports[0].span.clone()], "import Tabs from '@theme/Tabs';");
    }

    #[test]
    fn esm_in_code_or_mid_paragraph_is_text() {
        let src = "```js\nimport x from 'y';\n```\nSome text\nimport is a word here\n";
        let (p, _) = prep(src);
        assert_eq!(p.text, src);
    }

    #[test]
    fn invalid_esm_warns_with_position() {
        let (_, d) = prep("text\n\nimport { from 'x'\n");
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].code, "docc::mdx-esm");
        assert_eq!(d[0].line_col().0, 3);
    }

    /// Found by the markdown fuzz target (a real kysely page, mangled): a quote inside the
    /// module path makes swc 47 read `with-…` as import attributes and fail an assertion
    /// (`expected {, got -`) in builds with debug assertions, as `cargo fuzz` builds. The
    /// block is a located warning and the rest of the page is still read.
    #[test]
    fn an_import_that_makes_swc_assert_is_a_warning_not_a_panic() {
        let src = "Intro\n\nimport {\n  columnWithATable\n} from './0020-column'with-a-table'\n\n# After\n";
        let (p, d) = prep(src);
        assert_eq!(d.len(), 1, "{d:?}");
        assert_eq!(d[0].code, "docc::mdx-esm");
        // Line 3 where the parser panicked (debug assertions), line 5 where it reports the
        // token (release, where swc's assertion is compiled out): inside the block either way.
        assert!((3..=5).contains(&d[0].line_col().0), "{d:?}");
        assert!(p.text.contains("# After") && !p.text.contains("columnWithATable"), "{}", p.text);
    }

    #[test]
    fn comments_are_blanked_and_heading_ids_kept() {
        let src = "## Intro {/* #custom */}\n\n{/* a\nmulti-line comment */}\nkeep `{/* code */}` and {/*x*/}text\n";
        let (p, _) = prep(src);
        assert_eq!(p.text.len(), src.len());
        assert!(p.text.starts_with("## Intro {#custom}"), "{}", p.text);
        assert!(!p.text.contains("multi-line"));
        assert!(p.text.contains("`{/* code */}`"));
        assert!(p.text.contains("      text") && !p.text.contains("/*x*/"), "{}", p.text);
    }

    #[test]
    fn string_expressions_become_their_text() {
        let src = "<a href=\"/x\">\n{`Getting Started`}\n</a>\nsay{' '}hi {\"there\"} `{'code'}` {'<b>'} {`${x}`}\n";
        let (p, _) = prep(src);
        assert_eq!(p.text.len(), src.len());
        let lines: Vec<&str> = p.text.lines().collect();
        assert_eq!(lines[1].trim(), "Getting Started");
        assert_eq!(lines[3], "say     hi   there   `{'code'}` {'<b>'} {`${x}`}");
    }

    #[test]
    fn braced_string_props_stay_for_the_tag_parser() {
        let src = "<Tabs groupId={\"pm\"}>\n<TabItem\n  value={'npm'} label={`npm`}>\n\nText {'here'}\n";
        let (p, _) = prep(src);
        assert!(p.text.contains("groupId={\"pm\"}") && p.text.contains("value={'npm'} label={`npm`}"), "{}", p.text);
        assert!(p.text.contains("Text   here  "), "{}", p.text);
    }

    #[test]
    fn an_import_after_a_comment_line_is_esm() {
        for comment in ["<!-- generated: do not edit -->", "{/* generated */}"] {
            let src = format!("# T\n\n{comment}\nimport Part from './_part.mdx';\n\n<Part />\n");
            let (p, d) = prep(&src);
            assert!(d.is_empty(), "{d:?}");
            assert_eq!(p.imports.len(), 1, "{comment}");
            assert!(!p.text.contains("import"), "{comment}: the import is not page text");
        }
        // Mid-paragraph it is text, as before.
        let (p, _) = prep("Some text\nimport x from 'y';\n");
        assert!(p.imports.is_empty());
    }

    #[test]
    fn magic_comments_mark_lines() {
        let code = "a\n// highlight-next-line\nb\nc\n# highlight-start\nd\ne\n# highlight-end\nf\n";
        let (out, lines) = magic_comments(code, "js", &[]);
        assert_eq!(out, "a\nb\nc\nd\ne\nf\n");
        assert_eq!(lines, vec![2, 4, 5]);
        let extra = [MagicComment { class_name: "err".into(), line: Some("This will error".into()), ..Default::default() }];
        let (out, lines) = magic_comments("x\n// This will error\ny\n", "js", &extra);
        assert_eq!((out.as_str(), lines), ("x\ny\n", vec![2]));
    }
}
