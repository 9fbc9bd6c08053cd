//! Front matter: the YAML subset Docusaurus docs use (`key: value`, quoted strings,
//! `[a, b]` flow lists, `- item` block lists, comments), parsed with nom so every key
//! and value keeps its span for diagnostics. Full YAML is deliberately not accepted:
//! anything outside the subset is an error that says which line to fix.

use docc_diag::{Diagnostic, SourceFile};
use nom::branch::alt;
use nom::bytes::complete::{escaped_transform, is_not, tag, take_while, take_while1};
use nom::character::complete::{char, none_of, space0};
use nom::combinator::{all_consuming, map, opt, value};
use nom::multi::separated_list0;
use nom::sequence::{delimited, preceded, terminated};
use nom::IResult;
use std::ops::Range;
use std::sync::Arc;

#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Str(String),
    List(Vec<String>),
}

#[derive(Debug, Clone, Default)]
pub struct FrontMatter {
    pub id: Option<String>,
    pub title: Option<String>,
    pub sidebar_label: Option<String>,
    pub sidebar_position: Option<f64>,
    pub slug: Option<String>,
    pub description: Option<String>,
    pub keywords: Vec<String>,
    pub hide_title: bool,
    pub hide_table_of_contents: bool,
    pub toc_min_heading_level: Option<u32>,
    pub toc_max_heading_level: Option<u32>,
    /// `Some(None)` = explicitly disabled (`null`/`false`).
    pub pagination_prev: Option<Option<String>>,
    pub pagination_next: Option<Option<String>>,
    pub draft: bool,
    /// Where `slug` was written, for route diagnostics.
    pub slug_span: Option<Range<usize>>,
}

/// Splits `---` front matter from the body. Returns (front matter, body byte range).
pub fn parse(file: &Arc<SourceFile>, diags: &mut Vec<Diagnostic>) -> (FrontMatter, Range<usize>) {
    let text = &file.text;
    let bom = if text.starts_with('\u{feff}') { 3 } else { 0 };
    let rest = &text[bom..];
    let first_line_end = rest.find('\n').map(|i| i + 1).unwrap_or(rest.len());
    if rest[..first_line_end].trim_end() != "---" {
        return (FrontMatter::default(), bom..text.len());
    }
    // Find the closing `---` line.
    let mut pos = bom + first_line_end;
    let start = pos;
    let mut end = None;
    while pos < text.len() {
        let le = text[pos..].find('\n').map(|i| pos + i + 1).unwrap_or(text.len());
        if text[pos..le].trim_end() == "---" {
            end = Some((pos, le));
            break;
        }
        pos = le;
    }
    let Some((fm_end, body_start)) = end else {
        diags.push(
            Diagnostic::error("docc::front-matter", "front matter is never closed")
                .at(file, bom..bom + 3, "opened here")
                .help("end the front matter with a line containing only `---`"),
        );
        return (FrontMatter::default(), text.len()..text.len());
    };
    let fm = parse_block(file, start..fm_end, diags);
    (fm, body_start..text.len())
}

fn quoted_double(i: &str) -> IResult<&str, String> {
    delimited(
        char('"'),
        map(
            opt(escaped_transform(none_of("\"\\"), '\\', alt((value("\\", tag("\\")), value("\"", tag("\"")), value("\n", tag("n")), value("\t", tag("t")))))),
            Option::unwrap_or_default,
        ),
        char('"'),
    )(i)
}

fn quoted_single(i: &str) -> IResult<&str, String> {
    delimited(char('\''), map(opt(is_not("'")), |s: Option<&str>| s.unwrap_or("").to_string()), char('\''))(i)
}

fn flow_item(i: &str) -> IResult<&str, String> {
    delimited(space0, alt((quoted_double, quoted_single, map(take_while1(|c: char| c != ',' && c != ']'), |s: &str| s.trim().to_string()))), space0)(i)
}

fn flow_list(i: &str) -> IResult<&str, Vec<String>> {
    delimited(char('['), terminated(separated_list0(char(','), flow_item), space0), char(']'))(i)
}

/// A scalar or flow list, with an optional trailing `# comment`.
fn value_expr(i: &str) -> IResult<&str, Value> {
    let comment = |i| -> IResult<&str, ()> { value((), opt(preceded(space0, preceded(char('#'), take_while(|_| true)))))(i) };
    alt((
        all_consuming(terminated(map(flow_list, Value::List), comment)),
        all_consuming(terminated(map(alt((quoted_double, quoted_single)), Value::Str), terminated(space0, comment))),
        map(take_while(|_| true), |s: &str| {
            // Plain scalar: a ` #` starts a comment.
            let s = match s.find(" #") {
                Some(i) => &s[..i],
                None => s,
            };
            Value::Str(s.trim().to_string())
        }),
    ))(i)
}

fn key(i: &str) -> IResult<&str, &str> {
    terminated(take_while1(|c: char| c.is_ascii_alphanumeric() || c == '_' || c == '-'), preceded(space0, char(':')))(i)
}

fn parse_block(file: &Arc<SourceFile>, range: Range<usize>, diags: &mut Vec<Diagnostic>) -> FrontMatter {
    let text = &file.text;
    let mut fm = FrontMatter::default();
    let mut pos = range.start;
    // A key with an empty value may be followed by `- item` lines.
    let mut pending_list: Option<(String, Range<usize>, Vec<String>)> = None;
    let finish_list = |pending: &mut Option<(String, Range<usize>, Vec<String>)>, fm: &mut FrontMatter, diags: &mut Vec<Diagnostic>| {
        if let Some((k, span, items)) = pending.take() {
            let v = if items.is_empty() { Value::Str(String::new()) } else { Value::List(items) };
            apply(fm, file, &k, v, span, diags);
        }
    };
    while pos < range.end {
        let le = text[pos..range.end].find('\n').map(|i| pos + i + 1).unwrap_or(range.end);
        let line = text[pos..le].trim_end_matches(['\n', '\r']);
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            pos = le;
            continue;
        }
        if let (Some(list), Some(item)) = (pending_list.as_mut(), trimmed.strip_prefix("- ").or(if trimmed == "-" { Some("") } else { None })) {
            // A `- item` that is itself a mapping (`- label: x`) is nested YAML.
            if key(item.trim()).is_err() && !next_is_indented_more(text, le, range.end, indent) {
                let v = match value_expr(item.trim()) {
                    Ok((_, Value::Str(s))) => s,
                    _ => item.trim().to_string(),
                };
                list.2.push(v);
                pos = le;
                continue;
            }
        }
        if indent > 0 || trimmed.starts_with("- ") || trimmed == "-" {
            // Nested YAML under the previous key: valid YAML is accepted (and ignored with
            // the unknown-key warning, or refused by type for a known key), invalid YAML is an error.
            let key_start = pending_list.as_ref().map(|p| p.1.start).unwrap_or(pos);
            let mut end = le;
            while end < range.end {
                let e = text[end..range.end].find('\n').map(|i| end + i + 1).unwrap_or(range.end);
                let l = &text[end..e];
                if !(l.trim().is_empty() || l.starts_with([' ', '\t']) || l.starts_with("- ") || l.trim_end() == "-") {
                    break;
                }
                end = e;
            }
            match (pending_list.take(), yaml_rust2::YamlLoader::load_from_str(&text[key_start..end])) {
                (Some((k, span, _)), Ok(_)) => {
                    if KNOWN_KEYS.contains(&k.as_str()) {
                        diags.push(
                            Diagnostic::error("docc::front-matter", format!("`{k}` must be a single value, not nested YAML"))
                                .at(file, span.start..end.min(text.len()), "nested value")
                                .help(format!("write `{k}: <value>` on one line")),
                        );
                    } else {
                        apply(&mut fm, file, &k, Value::Str(String::new()), span, diags);
                    }
                }
                (_, Err(e)) => {
                    let at = (key_start + yaml_offset(&text[key_start..end], e.marker().line(), e.marker().col())).min(end.saturating_sub(1));
                    diags.push(
                        Diagnostic::error("docc::front-matter", format!("invalid YAML: {}", e.info()))
                            .at(file, at..at + 1, "here")
                            .help("front matter is YAML: check the indentation and quoting of this value"),
                    );
                }
                (None, Ok(_)) => diags.push(
                    Diagnostic::error("docc::front-matter", "nested YAML without a key")
                        .at(file, pos..pos + line.len(), "unexpected indentation")
                        .help("front matter takes `key: value` lines; nested values go under a `key:` line"),
                ),
            }
            pos = end;
            continue;
        }
        finish_list(&mut pending_list, &mut fm, diags);
        match key(trimmed) {
            Ok((rest, k)) => {
                let value_text = rest.trim();
                let value_start = pos + (line.len() - rest.trim_start().len());
                let span = value_start..value_start + value_text.len();
                let key_span = pos..pos + k.len();
                if matches!(value_text, ">" | "|" | ">-" | "|-" | ">+" | "|+") {
                    // Block scalar: the indented lines that follow, folded (`>`) or kept (`|`).
                    let mut end = le;
                    let mut lines = Vec::new();
                    while end < range.end {
                        let e = text[end..range.end].find('\n').map(|i| end + i + 1).unwrap_or(range.end);
                        let l = &text[end..e];
                        if !(l.trim().is_empty() || l.starts_with([' ', '\t'])) {
                            break;
                        }
                        lines.push(l.trim());
                        end = e;
                    }
                    while lines.last() == Some(&"") {
                        lines.pop();
                    }
                    let v = if value_text.starts_with('>') { lines.join(" ") } else { lines.join("\n") };
                    apply(&mut fm, file, k, Value::Str(v), key_span.start..span.end, diags);
                    pos = end;
                    continue;
                }
                if value_text.is_empty() || value_text.starts_with('#') {
                    pending_list = Some((k.to_string(), key_span, Vec::new()));
                } else if value_text.starts_with('{') {
                    // A flow mapping (`tags: {a: 1}`): fine for unknown keys if valid YAML.
                    match yaml_rust2::YamlLoader::load_from_str(value_text) {
                        Ok(_) if !KNOWN_KEYS.contains(&k) => apply(&mut fm, file, k, Value::Str(String::new()), key_span.start..span.end, diags),
                        _ => diags.push(
                            Diagnostic::error("docc::front-matter", format!("`{k}` has an invalid value"))
                                .at(file, span, "this value")
                                .help(format!("write `{k}: <value>`")),
                        ),
                    }
                } else if value_text.starts_with('[') && flow_list(value_text).is_err() {
                    if yaml_rust2::YamlLoader::load_from_str(value_text).is_ok() && !KNOWN_KEYS.contains(&k) {
                        apply(&mut fm, file, k, Value::Str(String::new()), key_span.start..span.end, diags);
                    } else {
                        diags.push(
                            Diagnostic::error("docc::front-matter", format!("`{k}` has an unclosed list"))
                                .at(file, span, "this list")
                                .help("write lists as `[a, b, c]` on one line"),
                        );
                    }
                } else if (value_text.starts_with('"') || value_text.starts_with('\'')) && !matches!(value_expr(value_text), Ok((_, Value::Str(_))))
                    || (value_text.starts_with('"') && quoted_double(value_text).is_err())
                {
                    diags.push(
                        Diagnostic::error("docc::front-matter", format!("`{k}` has an unterminated quoted string"))
                            .at(file, span, "this string")
                            .help("close the quote, or remove it"),
                    );
                } else {
                    let v = value_expr(value_text).map(|(_, v)| v).unwrap_or(Value::Str(value_text.to_string()));
                    apply(&mut fm, file, k, v, if matches!(k, "slug") { span.clone() } else { key_span.start..span.end }, diags);
                    if k == "slug" {
                        fm.slug_span = Some(span);
                    }
                }
            }
            Err(_) => diags.push(
                Diagnostic::error("docc::front-matter", "expected `key: value`")
                    .at(file, pos..pos + line.len().max(1), "not a front matter line")
                    .help("each front matter line is `key: value`; quote values that contain `: `"),
            ),
        }
        pos = le;
    }
    finish_list(&mut pending_list, &mut fm, diags);
    fm
}

/// Is the first non-blank line after `from` indented deeper than `indent`?
fn next_is_indented_more(text: &str, from: usize, end: usize, indent: usize) -> bool {
    text[from..end].lines().find(|l| !l.trim().is_empty()).is_some_and(|l| l.len() - l.trim_start().len() > indent)
}

/// Byte offset of a (0-based line, 0-based column) marker in `text`.
fn yaml_offset(text: &str, line: usize, col: usize) -> usize {
    let mut off = 0;
    for (i, l) in text.split_inclusive('\n').enumerate() {
        if i == line {
            return off + l.char_indices().nth(col).map(|(b, _)| b).unwrap_or(l.len());
        }
        off += l.len();
    }
    off
}

pub(crate) const KNOWN_KEYS: &[&str] = &[
    "id",
    "title",
    "sidebar_label",
    "sidebar_position",
    "slug",
    "description",
    "keywords",
    "hide_title",
    "hide_table_of_contents",
    "toc_min_heading_level",
    "toc_max_heading_level",
    "pagination_prev",
    "pagination_next",
    "draft",
];

fn apply(fm: &mut FrontMatter, file: &Arc<SourceFile>, k: &str, v: Value, span: Range<usize>, diags: &mut Vec<Diagnostic>) {
    let mut type_error = |expected: &str| {
        diags.push(
            Diagnostic::error("docc::front-matter", format!("`{k}` must be {expected}"))
                .at(file, span.clone(), "wrong type")
                .help(format!("write `{k}: <{expected}>`")),
        );
    };
    let s = match &v {
        Value::Str(s) => Some(s.clone()),
        Value::List(_) => None,
    };
    let boolean = |s: &Option<String>| match s.as_deref() {
        Some("true") => Some(true),
        Some("false") => Some(false),
        _ => None,
    };
    let nullable = |s: &Option<String>| match s.as_deref() {
        Some("null") | Some("false") | Some("~") => Some(None),
        Some(x) => Some(Some(x.to_string())),
        None => None,
    };
    match k {
        "id" => {
            fm.id = s.or_else(|| {
                type_error("a string");
                None
            })
        }
        "title" => {
            fm.title = s.or_else(|| {
                type_error("a string");
                None
            })
        }
        "sidebar_label" => {
            fm.sidebar_label = s.or_else(|| {
                type_error("a string");
                None
            })
        }
        "slug" => {
            fm.slug = s.or_else(|| {
                type_error("a string");
                None
            })
        }
        "description" => {
            fm.description = s.or_else(|| {
                type_error("a string");
                None
            })
        }
        "sidebar_position" => match s.as_deref().and_then(|x| x.parse::<f64>().ok()) {
            Some(n) => fm.sidebar_position = Some(n),
            None => type_error("a number"),
        },
        "toc_min_heading_level" | "toc_max_heading_level" => match s.as_deref().and_then(|x| x.parse::<u32>().ok()).filter(|n| (2..=6).contains(n)) {
            Some(n) if k == "toc_min_heading_level" => fm.toc_min_heading_level = Some(n),
            Some(n) => fm.toc_max_heading_level = Some(n),
            None => type_error("a heading level from 2 to 6"),
        },
        "keywords" => match v {
            Value::List(l) => fm.keywords = l,
            Value::Str(s) if !s.is_empty() => fm.keywords = s.split(',').map(|x| x.trim().to_string()).collect(),
            _ => {}
        },
        "hide_title" | "hide_table_of_contents" | "draft" => match boolean(&s) {
            Some(b) => match k {
                "hide_title" => fm.hide_title = b,
                "hide_table_of_contents" => fm.hide_table_of_contents = b,
                _ => fm.draft = b,
            },
            None => type_error("true or false"),
        },
        "pagination_prev" => {
            fm.pagination_prev = nullable(&s).or_else(|| {
                type_error("a doc id or null");
                None
            })
        }
        "pagination_next" => {
            fm.pagination_next = nullable(&s).or_else(|| {
                type_error("a doc id or null");
                None
            })
        }
        _ => {
            let help = match docc_diag::nearest(k, KNOWN_KEYS.iter().copied()) {
                Some(near) => format!("did you mean `{near}`? (the key is ignored)"),
                None => format!("known keys: {} (the key is ignored)", KNOWN_KEYS.join(", ")),
            };
            diags.push(
                Diagnostic::warning("docc::unknown-front-matter-key", format!("unknown front matter key `{k}`"))
                    .at(file, span.start..span.start + k.len(), "unknown key")
                    .help(help),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fm(text: &str) -> (FrontMatter, Range<usize>, Vec<Diagnostic>) {
        let f = SourceFile::new("a.md", text);
        let mut d = Vec::new();
        let (fm, body) = parse(&f, &mut d);
        (fm, body, d)
    }

    #[test]
    fn every_supported_key() {
        let (f, body, d) = fm("---\nid: intro\ntitle: \"Meet: Silvana\"\nsidebar_label: Intro # short\nsidebar_position: 2.5\nslug: /\ndescription: 'One line'\nkeywords: [zk, \"proofs\"]\nhide_title: true\nhide_table_of_contents: false\ntoc_min_heading_level: 2\ntoc_max_heading_level: 4\npagination_prev: null\npagination_next: guides/x\ndraft: false\n---\n# Body\n");
        assert!(d.is_empty(), "{d:?}");
        assert_eq!(f.id.as_deref(), Some("intro"));
        assert_eq!(f.title.as_deref(), Some("Meet: Silvana"));
        assert_eq!(f.sidebar_label.as_deref(), Some("Intro"));
        assert_eq!(f.sidebar_position, Some(2.5));
        assert_eq!(f.slug.as_deref(), Some("/"));
        assert_eq!(f.description.as_deref(), Some("One line"));
        assert_eq!(f.keywords, vec!["zk", "proofs"]);
        assert!(f.hide_title && !f.hide_table_of_contents && !f.draft);
        assert_eq!((f.toc_min_heading_level, f.toc_max_heading_level), (Some(2), Some(4)));
        assert_eq!(f.pagination_prev, Some(None));
        assert_eq!(f.pagination_next, Some(Some("guides/x".into())));
        assert_eq!(&"---\nid: intro\ntitle: \"Meet: Silvana\"\nsidebar_label: Intro # short\nsidebar_position: 2.5\nslug: /\ndescription: 'One line'\nkeywords: [zk, \"proofs\"]\nhide_title: true\nhide_table_of_contents: false\ntoc_min_heading_level: 2\ntoc_max_heading_level: 4\npagination_prev: null\npagination_next: guides/x\ndraft: false\n---\n# Body\n"[body], "# Body\n");
    }

    #[test]
    fn block_lists() {
        let (f, _, d) = fm("---\nkeywords:\n  - a\n  - \"b c\"\ntitle: T\n---\n");
        assert!(d.is_empty(), "{d:?}");
        assert_eq!(f.keywords, vec!["a", "b c"]);
        assert_eq!(f.title.as_deref(), Some("T"));
    }

    #[test]
    fn no_front_matter() {
        let (f, body, d) = fm("# Hello\n---\n");
        assert!(d.is_empty() && f.title.is_none());
        assert_eq!(body, 0..12);
    }

    #[test]
    fn errors_carry_line_and_column() {
        let (_, _, d) = fm("---\ntitle: ok\nsidebar_position: first\nthis is not yaml\ntitle2: \"open\n---\n");
        let got: Vec<_> = d.iter().map(|d| (d.code, d.line_col())).collect();
        assert_eq!(got, vec![("docc::front-matter", (3, 1)), ("docc::front-matter", (4, 1)), ("docc::front-matter", (5, 9))]);
    }

    #[test]
    fn unknown_key_warns_with_suggestion() {
        let (_, _, d) = fm("---\nsidebar_postion: 1\n---\n");
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].code, "docc::unknown-front-matter-key");
        assert!(d[0].help.as_deref().unwrap().contains("sidebar_position"));
        assert_eq!(d[0].line_col(), (2, 1));
    }

    #[test]
    fn valid_nested_yaml_under_an_unknown_key_is_only_a_warning() {
        let (f, _, d) = fm("---\ntitle: T\nauthors:\n  - name: Ann\n    url: https://a.b\n  - name: Bob\nextra: {a: 1}\ntags:\n- x\n- y: 2\ndescription: >\n  folded\n  text\n---\n");
        let codes: Vec<_> = d.iter().map(|d| (d.code, d.line_col().0)).collect();
        assert_eq!(codes, vec![("docc::unknown-front-matter-key", 3), ("docc::unknown-front-matter-key", 7), ("docc::unknown-front-matter-key", 8)]);
        assert_eq!(f.title.as_deref(), Some("T"));
        assert_eq!(f.description.as_deref(), Some("folded text"));
    }

    #[test]
    fn invalid_nested_yaml_and_nested_known_keys_are_errors() {
        let (_, _, d) = fm("---\nauthors:\n  - name: [Ann\ntitle:\n  a: 1\n---\n");
        let got: Vec<_> = d.iter().map(|d| (d.code, d.line_col().0)).collect();
        assert_eq!(got.len(), 2, "{d:?}");
        assert!(got.iter().all(|g| g.0 == "docc::front-matter"));
        assert_eq!(got[1].1, 4);
    }

    #[test]
    fn unclosed_front_matter_is_an_error() {
        let (_, _, d) = fm("---\ntitle: x\n");
        assert_eq!(d[0].code, "docc::front-matter");
        assert_eq!(d[0].line_col(), (1, 1));
    }
}
