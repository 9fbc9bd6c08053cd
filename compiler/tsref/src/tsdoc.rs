//! TSDoc comments → sections of Markdown text that still know where they came from.
//!
//! A `/** … */` comment is cleaned (the `*` gutter removed) into `Text`, which keeps a map
//! from its byte offsets back to the source file, so a `{@link}` to nothing or a Markdown
//! problem is reported at the exact line and column in the `.ts` file. The comment is then
//! split at block tags (`@remarks`, `@param`, …) outside fenced code; inline tags
//! (`{@link}`) are left in the text and resolved later, when every route is known.

use std::ops::Range;

/// Comment text plus offsets back into the source file.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct Text {
    pub text: String,
    /// `(text offset, source offset)` pairs, ascending: text from each text offset maps
    /// linearly to source from the paired source offset.
    pub map: Vec<(usize, usize)>,
}

impl Text {
    pub(crate) fn is_empty(&self) -> bool {
        self.text.trim().is_empty()
    }

    pub(crate) fn src(&self, off: usize) -> usize {
        let i = self.map.partition_point(|m| m.0 <= off);
        match i.checked_sub(1).and_then(|i| self.map.get(i)) {
            Some(&(t, s)) => s + (off - t),
            None => self.map.first().map(|m| m.1).unwrap_or(0),
        }
    }

    pub(crate) fn src_range(&self, r: Range<usize>) -> Range<usize> {
        let start = self.src(r.start);
        let end = self.src(r.end.saturating_sub(1).max(r.start)) + usize::from(r.end > r.start);
        start..end.max(start)
    }

    pub(crate) fn slice(&self, r: Range<usize>) -> Text {
        let mut map = vec![(0, self.src(r.start))];
        for &(t, s) in &self.map {
            if t > r.start && t < r.end {
                map.push((t - r.start, s));
            }
        }
        Text { text: self.text[r].to_string(), map }
    }

    /// Without leading and trailing whitespace.
    pub(crate) fn trim(&self) -> Text {
        let start = self.text.len() - self.text.trim_start().len();
        let end = self.text.trim_end().len().max(start);
        self.slice(start..end)
    }

    /// Appends `other` after a newline (or nothing when `self` is empty).
    pub(crate) fn join(&mut self, other: &Text) {
        if other.is_empty() {
            return;
        }
        if !self.text.is_empty() {
            self.text.push_str("\n\n");
        }
        let base = self.text.len();
        self.map.extend(other.map.iter().map(|&(t, s)| (t + base, s)));
        self.text.push_str(&other.text);
    }

    fn push_line(&mut self, line: &str, src: usize) {
        if !self.text.is_empty() || !self.map.is_empty() {
            self.text.push('\n');
        }
        self.map.push((self.text.len(), src));
        self.text.push_str(line);
    }
}

#[derive(Debug, Clone, Default)]
pub(crate) struct RawDoc {
    /// False when the declaration has no doc comment at all.
    pub exists: bool,
    pub summary: Text,
    pub remarks: Text,
    pub params: Vec<(String, Text)>,
    pub type_params: Vec<(String, Text)>,
    pub returns: Text,
    pub examples: Vec<Text>,
    pub deprecated: Option<Text>,
    pub see: Vec<Text>,
    pub since: String,
    pub default: String,
    pub throws: Vec<Text>,
    /// `@hidden`, `@ignore` or `@internal`: not documented.
    pub hidden: bool,
    /// `@packageDocumentation` / `@module`: the comment describes the file, not the next declaration.
    pub package_doc: bool,
}

impl RawDoc {
    pub(crate) fn param(&self, name: &str) -> Option<&Text> {
        self.params.iter().find(|(n, _)| n == name).map(|(_, t)| t)
    }
}

/// Parses a doc comment: `start`/`end` are its source range, `body` the text after `/*`.
pub(crate) fn parse(start: usize, _end: usize, body: &str) -> RawDoc {
    let cleaned = clean(start + 2, body);
    let mut doc = RawDoc { exists: true, ..Default::default() };
    let mut current: Option<(String, usize)> = None; // tag name, content start
    let mut summary_end = cleaned.text.len();
    let mut sections: Vec<(String, Range<usize>)> = Vec::new();
    let mut fence: Option<(char, usize)> = None;
    let mut pos = 0;
    for line in cleaned.text.split_inclusive('\n') {
        let trimmed = line.trim_start();
        let lead = line.len() - trimmed.len();
        if let Some((c, n)) = fence {
            let t = trimmed.trim_end();
            if t.len() >= n && t.chars().all(|x| x == c) {
                fence = None;
            }
        } else if let Some(m) = fence_marker(trimmed) {
            fence = Some(m);
        } else {
            for (at, tag) in line_tags(line, lead) {
                let tag_start = pos + at;
                match current.take() {
                    Some((name, s)) => sections.push((name, s..tag_start)),
                    None => summary_end = tag_start,
                }
                current = Some((tag.to_string(), tag_start + 1 + tag.len()));
            }
        }
        pos += line.len();
    }
    if let Some((name, s)) = current {
        sections.push((name, s..cleaned.text.len()));
    }
    doc.summary = cleaned.slice(0..summary_end).trim();
    for (tag, range) in sections {
        let content = cleaned.slice(range.clone());
        match tag.as_str() {
            "remarks" => doc.remarks.join(&content.trim()),
            "param" | "arg" | "argument" => {
                let (name, text) = named(&content);
                doc.params.push((name, text));
            }
            "typeParam" | "typeparam" | "template" => {
                let (name, text) = named(&content);
                doc.type_params.push((name, text));
            }
            "returns" | "return" => doc.returns.join(&content.trim()),
            "example" => doc.examples.push(trim_lines(&content)),
            "deprecated" => doc.deprecated = Some(content.trim()),
            "see" => doc.see.push(content.trim()),
            "since" => doc.since = content.text.trim().to_string(),
            "default" | "defaultValue" => doc.default = strip_code(content.text.trim()).to_string(),
            "throws" | "throw" | "exception" => doc.throws.push(content.trim()),
            "hidden" | "ignore" | "internal" => doc.hidden = true,
            "packageDocumentation" | "module" | "fileoverview" => doc.package_doc = true,
            _ => {}
        }
    }
    doc
}

/// Removes the `*` gutter: the first line loses its `*` marker, later lines their leading
/// whitespace, one `*` and one space (further indentation is kept for code).
fn clean(text_src: usize, body: &str) -> Text {
    let mut out = Text::default();
    let mut off = 0;
    let lines: Vec<&str> = body.split('\n').collect();
    let n = lines.len();
    for (i, raw) in lines.iter().enumerate() {
        let line_src = text_src + off;
        off += raw.len() + 1;
        let line = raw.strip_suffix('\r').unwrap_or(raw);
        let mut skip = 0;
        if i == 0 {
            skip += line.len() - line.trim_start_matches('*').len();
            let rest = &line[skip..];
            skip += rest.len() - rest.trim_start().len();
        } else {
            let rest = line.trim_start();
            skip += line.len() - rest.len();
            if let Some(r) = rest.strip_prefix('*') {
                skip += 1;
                if r.starts_with(' ') {
                    skip += 1;
                }
            }
        }
        let content = &line[skip.min(line.len())..];
        if i == n - 1 && content.trim().is_empty() {
            break;
        }
        out.push_line(content.trim_end(), line_src + skip);
    }
    out
}

fn fence_marker(line: &str) -> Option<(char, usize)> {
    let c = line.chars().next()?;
    if c != '`' && c != '~' {
        return None;
    }
    let n = line.chars().take_while(|&x| x == c).count();
    (n >= 3).then_some((c, n))
}

/// Block tags TSDoc and TypeDoc know; only these start a section in the middle of a line
/// (`/** The key. @default "x" */`), any `@word` does at the start of one.
const KNOWN_TAGS: &[&str] = &[
    "remarks",
    "param",
    "typeParam",
    "template",
    "returns",
    "return",
    "example",
    "deprecated",
    "see",
    "since",
    "default",
    "defaultValue",
    "throws",
    "throw",
    "exception",
    "hidden",
    "ignore",
    "internal",
    "packageDocumentation",
    "module",
    "privateRemarks",
    "public",
    "beta",
    "alpha",
    "experimental",
    "readonly",
    "override",
    "virtual",
    "sealed",
    "category",
    "group",
];

/// Positions (in the line) and names of the block tags of one line, outside inline code.
fn line_tags(line: &str, lead: usize) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut in_code = false;
    let mut prev_ws = true;
    for (j, ch) in line.char_indices() {
        if ch == '`' {
            in_code = !in_code;
        } else if ch == '@' && !in_code && prev_ws {
            if let Some(tag) = block_tag(&line[j..]) {
                if j == lead || KNOWN_TAGS.contains(&tag) {
                    out.push((j, tag));
                }
            }
        }
        prev_ws = ch.is_whitespace();
    }
    out
}

/// `@tagName` at the start of `line`.
fn block_tag(line: &str) -> Option<&str> {
    let rest = line.strip_prefix('@')?;
    let end = rest.find(|c: char| !c.is_ascii_alphanumeric()).unwrap_or(rest.len());
    let name = &rest[..end];
    name.chars().next().filter(|c| c.is_ascii_alphabetic()).map(|_| name)
}

/// `@param name - text`, `@param name text`, `@param {T} name text`, `@param [name=x] text`.
fn named(content: &Text) -> (String, Text) {
    let t = &content.text;
    let mut i = t.len() - t.trim_start().len();
    if t[i..].starts_with('{') {
        let mut depth = 0;
        for (j, c) in t[i..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        i += j + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        i += t[i..].len() - t[i..].trim_start().len();
    }
    let rest = &t[i..];
    let (name, len) = if let Some(inner) = rest.strip_prefix('[') {
        let close = inner.find(']').unwrap_or(inner.len());
        let name = inner[..close].split('=').next().unwrap_or("").trim().to_string();
        (name, (close + 2).min(rest.len()))
    } else {
        let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        (rest[..end].to_string(), end)
    };
    let mut j = i + len;
    let after = &t[j..];
    let after_trim = after.trim_start();
    j += after.len() - after_trim.len();
    if let Some(r) = after_trim.strip_prefix('-') {
        j += 1;
        j += r.len() - r.trim_start().len();
    }
    let name = name.trim_end_matches(':').to_string();
    (name, content.slice(j.min(t.len())..t.len()).trim())
}

/// Trims blank lines around an example but keeps the indentation of its code.
fn trim_lines(t: &Text) -> Text {
    let s = &t.text;
    let mut start = 0;
    for line in s.split_inclusive('\n') {
        if !line.trim().is_empty() {
            break;
        }
        start += line.len();
    }
    if start == 0 {
        // Text on the tag's own line (a title): drop the space after the tag name.
        start = s.len() - s.trim_start_matches([' ', '\t']).len();
    }
    let end = s.trim_end().len().max(start);
    t.slice(start..end)
}

fn strip_code(s: &str) -> &str {
    if s.len() >= 2 && s.starts_with('`') && s.ends_with('`') && !s[1..s.len() - 1].contains('`') {
        &s[1..s.len() - 1]
    } else {
        s
    }
}

/// An inline `{@link …}` tag found in doc text.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct InlineLink {
    /// Range of the whole `{@link …}` in the text.
    pub range: Range<usize>,
    pub target: String,
    pub label: Option<String>,
    /// `{@linkcode}`: the label renders as code.
    pub code: bool,
}

/// Every `{@link}`, `{@linkcode}` and `{@linkplain}` outside code spans and fences.
pub(crate) fn inline_links(text: &str) -> Vec<InlineLink> {
    let mut out = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    let mut line_start = true;
    let mut fence: Option<(char, usize)> = None;
    while i < bytes.len() {
        if line_start {
            let line_end = text[i..].find('\n').map(|n| i + n).unwrap_or(text.len());
            let t = text[i..line_end].trim_start();
            if let Some((c, n)) = fence {
                let tt = t.trim_end();
                if tt.len() >= n && tt.chars().all(|x| x == c) {
                    fence = None;
                }
                i = line_end + 1;
                continue;
            } else if let Some(m) = fence_marker(t) {
                fence = Some(m);
                i = line_end + 1;
                continue;
            }
            line_start = false;
        }
        match bytes[i] {
            b'\n' => {
                line_start = true;
                i += 1;
            }
            b'`' => {
                let n = text[i..].bytes().take_while(|&b| b == b'`').count();
                let ticks = &text[i..i + n];
                match text[i + n..].find(ticks) {
                    Some(close) => i += n + close + n,
                    None => i += n,
                }
            }
            b'{' if text[i..].starts_with("{@link") => {
                let Some(close) = text[i..].find('}') else {
                    i += 1;
                    continue;
                };
                let inner = &text[i + 2..i + close];
                let (tag, rest) = inner.split_at(inner.find(char::is_whitespace).unwrap_or(inner.len()));
                if tag == "link" || tag == "linkcode" || tag == "linkplain" {
                    let rest = rest.trim();
                    let (target, label) = match rest.split_once('|') {
                        Some((t, l)) => (t.trim(), Some(l.trim().to_string())),
                        None => match rest.split_once(char::is_whitespace) {
                            Some((t, l)) if !t.contains("://") || !l.trim().is_empty() => (t.trim(), Some(l.trim().to_string()).filter(|l| !l.is_empty())),
                            _ => (rest, None),
                        },
                    };
                    out.push(InlineLink { range: i..i + close + 1, target: target.to_string(), label, code: tag == "linkcode" });
                }
                i += close + 1;
            }
            _ => i += 1,
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn doc(src: &str) -> RawDoc {
        let body = &src[2..src.len() - 2];
        parse(0, src.len(), body)
    }

    #[test]
    fn summary_and_tags_split() {
        let d = doc("/**\n * Adds two numbers.\n *\n * @remarks Pure.\n * @param a - The first.\n * @param {number} b the second\n * @returns The sum.\n * @since 1.2\n * @default `3`\n */");
        assert_eq!(d.summary.text, "Adds two numbers.");
        assert_eq!(d.remarks.text, "Pure.");
        assert_eq!(d.params[0], ("a".into(), d.params[0].1.clone()));
        assert_eq!(d.params[0].1.text, "The first.");
        assert_eq!(d.params[1].0, "b");
        assert_eq!(d.params[1].1.text, "the second");
        assert_eq!(d.returns.text, "The sum.");
        assert_eq!(d.since, "1.2");
        assert_eq!(d.default, "3");
    }

    #[test]
    fn offsets_map_back_to_source() {
        let src = "/**\n * Hello {@link Foo}.\n */";
        let d = doc(src);
        let at = d.summary.text.find("{@link").unwrap();
        assert_eq!(&src[d.summary.src(at)..d.summary.src(at) + 6], "{@link");
    }

    #[test]
    fn tags_inside_fences_are_code() {
        let d = doc("/**\n * S.\n * @example\n * ```ts\n * @decorator class X {}\n * ```\n */");
        assert_eq!(d.examples.len(), 1);
        assert!(d.examples[0].text.contains("@decorator class X"), "{:?}", d.examples[0].text);
    }

    #[test]
    fn example_keeps_indentation() {
        let d = doc("/**\n * @example\n * foo({\n *   a: 1,\n * });\n */");
        assert_eq!(d.examples[0].text, "foo({\n  a: 1,\n});");
    }

    #[test]
    fn single_line_comment() {
        let d = doc("/** The API key. */");
        assert_eq!(d.summary.text, "The API key.");
        let d = doc("/** Open it read-only. @default false */");
        assert_eq!((d.summary.text.as_str(), d.default.as_str()), ("Open it read-only.", "false"));
        let d = doc("/** Install `@scope/pkg` or mail a@b.c about @silvana-one/api. */");
        assert!(d.default.is_empty() && d.summary.text.ends_with("@silvana-one/api."));
    }

    #[test]
    fn inline_link_forms() {
        let l = inline_links("See {@link Foo}, {@link Bar | the bar}, {@linkcode baz}, `{@link NotMe}` and {@link https://x.y docs}.");
        assert_eq!(l.len(), 4);
        assert_eq!((l[0].target.as_str(), l[0].label.as_deref()), ("Foo", None));
        assert_eq!((l[1].target.as_str(), l[1].label.as_deref()), ("Bar", Some("the bar")));
        assert!(l[2].code);
        assert_eq!((l[3].target.as_str(), l[3].label.as_deref()), ("https://x.y", Some("docs")));
    }

    #[test]
    fn hidden_and_package_doc() {
        assert!(doc("/** @internal */").hidden);
        assert!(doc("/**\n * Pkg.\n * @packageDocumentation\n */").package_doc);
    }

    #[test]
    fn deprecated_without_text_is_some() {
        let d = doc("/**\n * Old.\n * @deprecated\n */");
        assert_eq!(d.deprecated.map(|t| t.text), Some(String::new()));
    }
}
