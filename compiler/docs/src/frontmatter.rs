//! Front matter: the `---` block at the top of a doc, read by the spanned YAML loader
//! OpenAPI specs use (docc-yaml), so any YAML Docusaurus accepts is accepted here and
//! every key and value keeps its span. Known keys are checked by type (the diagnostic
//! says which type is expected); unknown keys, nested YAML included, are warnings.
//!
//! yaml-rust2 stops at the first syntax error. So that one run reports every broken
//! line, a block that fails to load is loaded again one top-level entry at a time:
//! the good entries still apply and each bad one gets its own located error.

use docc_diag::{Diagnostic, SourceFile};
use docc_markdown::front_matter::{self as scan, Split};
use docc_yaml::node::{Key, Node, Style, Value};
use std::ops::Range;
use std::sync::Arc;

#[derive(Debug, Clone, Default)]
pub struct FrontMatter {
    pub id: Option<String>,
    pub title: Option<String>,
    pub sidebar_label: Option<String>,
    /// The label of previous/next links to this doc (Docusaurus `pagination_label`).
    pub pagination_label: Option<String>,
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
    /// Every key as the YAML loads it (the site's own keys included): what Docusaurus gives
    /// the page's MDX as `frontMatter` and its components through `useDoc()`.
    pub raw: serde_json::Map<String, serde_json::Value>,
}

/// Splits `---` front matter from the body. Returns (front matter, body byte range).
pub fn parse(file: &Arc<SourceFile>, diags: &mut Vec<Diagnostic>) -> (FrontMatter, Range<usize>) {
    let text = &file.text;
    let (start, fm_end, body_start) = match scan::split(text) {
        Split::None { body } => return (FrontMatter::default(), body),
        Split::Unclosed { open } => {
            diags.push(
                Diagnostic::error("docc::front-matter", "front matter is never closed")
                    .at(file, open, "opened here")
                    .help("end the front matter with a line containing only `---`"),
            );
            return (FrontMatter::default(), text.len()..text.len());
        }
        Split::Block { yaml, body } => (yaml.start, yaml.end, body.start),
    };
    let before = diags.len();
    let fm = parse_block(file, start..fm_end, diags);
    // A key the page's own MDX reads (`frontMatter.related_rules`, home-assistant's rules
    // pages) is the site's, not a typo: no unknown-key warning for it.
    let body = &text[body_start..];
    let mut i = before;
    while i < diags.len() {
        let d = &diags[i];
        let key = text.get(d.span.clone()).unwrap_or("");
        let read = [format!("frontMatter.{key}"), format!("frontMatter['{key}']"), format!("frontMatter[\"{key}\"]")];
        if d.code == "docc::unknown-front-matter-key" && !key.is_empty() && read.iter().any(|r| body.contains(r.as_str())) {
            diags.remove(i);
        } else {
            i += 1;
        }
    }
    (fm, body_start..text.len())
}

fn parse_block(file: &Arc<SourceFile>, range: Range<usize>, diags: &mut Vec<Diagnostic>) -> FrontMatter {
    let mut fm = FrontMatter::default();
    let block = &file.text[range.clone()];
    let whole = match docc_yaml::yaml::parse(block) {
        Ok(root) => {
            apply_root(&mut fm, file, range.start, &root, diags);
            return fm;
        }
        Err(e) if e.is_empty_document() => return fm,
        Err(e) => e,
    };
    let before = diags.len();
    for entry in scan::top_level_entries(block) {
        let base = range.start + entry.start;
        match docc_yaml::yaml::parse(&block[entry.clone()]) {
            Ok(root) => apply_root(&mut fm, file, base, &root, diags),
            Err(e) if e.is_empty_document() => {}
            Err(e) => diags.push(yaml_error(file, base, &e)),
        }
    }
    if diags[before..].iter().all(|d| !d.is_error()) {
        // Only the whole block fails (an alias to an anchor in another entry, say).
        diags.push(yaml_error(file, range.start, &whole));
    }
    fm
}

fn yaml_error(file: &Arc<SourceFile>, base: usize, e: &docc_yaml::yaml::LoadError) -> Diagnostic {
    let at = (base + e.span.start).min(file.text.len());
    Diagnostic::error("docc::front-matter", format!("invalid YAML: {}", e.message))
        .at(file, at..(base + e.span.end).clamp(at, file.text.len()), "here")
        .help("front matter is YAML: check the indentation and quoting of this value; quote values that contain `: `")
}

fn apply_root(fm: &mut FrontMatter, file: &Arc<SourceFile>, base: usize, root: &Node, diags: &mut Vec<Diagnostic>) {
    let at = |r: &Range<usize>| base + r.start..base + r.end;
    let Some(map) = root.as_map() else {
        diags.push(
            Diagnostic::error("docc::front-matter", "expected `key: value`")
                .at(file, at(&(root.span.start..root.span.end.max(root.span.start + 1))), "not a front matter line")
                .help("each front matter line is `key: value`; quote values that contain `: `"),
        );
        return;
    };
    for (key, value) in map.iter() {
        fm.raw.insert(key.text.clone(), value.to_json());
        apply(fm, file, key, value, &at, diags);
    }
}

pub(crate) const KNOWN_KEYS: &[&str] = &[
    "id",
    "title",
    "sidebar_label",
    "pagination_label",
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

/// A scalar as text; `null` is absent. Plain numbers and booleans keep their source text
/// (`title: 1.10` is "1.10", not the number 1.1).
fn text(v: &Node, source: &str) -> Option<String> {
    match &v.value {
        Value::Null => None,
        Value::String(s) if matches!(v.style, Style::Literal | Style::Folded) => Some(s.trim_end_matches('\n').to_string()),
        Value::Number(_) | Value::Bool(_) if v.style == Style::Plain && !source.is_empty() => Some(source.to_string()),
        _ => v.scalar_text(),
    }
}

fn apply(fm: &mut FrontMatter, file: &Arc<SourceFile>, key: &Key, v: &Node, at: &dyn Fn(&Range<usize>) -> Range<usize>, diags: &mut Vec<Diagnostic>) {
    let k = key.text.as_str();
    let scalar = !matches!(v.value, Value::Seq(_) | Value::Map(_));
    let source = |n: &Node| file.text.get(at(&n.span)).unwrap_or("");
    let s = if scalar { text(v, source(v)) } else { None };
    let span = if k == "slug" { at(&v.span) } else { at(&(key.span.start..v.span.end.max(key.span.end))) };
    let type_error = |diags: &mut Vec<Diagnostic>, expected: &str| {
        let found = if scalar || k == "keywords" { "" } else { " (found nested YAML)" };
        diags.push(
            Diagnostic::error("docc::front-matter", format!("`{k}` must be {expected}{found}"))
                .at(file, span.clone(), "wrong type")
                .help(format!("write `{k}: <{expected}>` on one line")),
        );
    };
    let string = |diags: &mut Vec<Diagnostic>, slot: &mut Option<String>| {
        if scalar {
            *slot = s.clone();
        } else {
            type_error(diags, "a string");
        }
    };
    let boolean = match &v.value {
        Value::Bool(b) => Some(*b),
        Value::String(x) if x == "true" => Some(true),
        Value::String(x) if x == "false" => Some(false),
        _ => None,
    };
    match k {
        "id" => string(diags, &mut fm.id),
        "title" => string(diags, &mut fm.title),
        "sidebar_label" => string(diags, &mut fm.sidebar_label),
        "pagination_label" => string(diags, &mut fm.pagination_label),
        "description" => string(diags, &mut fm.description),
        "slug" => {
            string(diags, &mut fm.slug);
            fm.slug_span = Some(span.clone());
        }
        "sidebar_position" => match s.as_deref().and_then(|x| x.parse::<f64>().ok()) {
            Some(n) => fm.sidebar_position = Some(n),
            None => type_error(diags, "a number"),
        },
        "toc_min_heading_level" | "toc_max_heading_level" => match s.as_deref().and_then(|x| x.parse::<u32>().ok()).filter(|n| (2..=6).contains(n)) {
            Some(n) if k == "toc_min_heading_level" => fm.toc_min_heading_level = Some(n),
            Some(n) => fm.toc_max_heading_level = Some(n),
            None => type_error(diags, "a heading level from 2 to 6"),
        },
        "keywords" => match &v.value {
            Value::Seq(items) => {
                let words: Option<Vec<String>> =
                    items.iter().map(|i| if matches!(i.value, Value::Seq(_) | Value::Map(_)) { None } else { text(i, source(i)) }).collect();
                match words {
                    Some(l) => fm.keywords = l,
                    None => type_error(diags, "a list of strings"),
                }
            }
            Value::Map(_) => type_error(diags, "a list of strings"),
            _ => {
                if let Some(s) = s.filter(|s| !s.is_empty()) {
                    fm.keywords = s.split(',').map(|x| x.trim().to_string()).collect();
                }
            }
        },
        "hide_title" | "hide_table_of_contents" | "draft" => match boolean {
            Some(b) => match k {
                "hide_title" => fm.hide_title = b,
                "hide_table_of_contents" => fm.hide_table_of_contents = b,
                _ => fm.draft = b,
            },
            None => type_error(diags, "true or false"),
        },
        "pagination_prev" | "pagination_next" => {
            let target = match (&v.value, s) {
                (Value::Null | Value::Bool(false), _) => Some(None),
                (Value::String(x), _) if x == "~" => Some(None),
                (Value::Bool(true), _) => None,
                (_, Some(id)) => Some(Some(id)),
                _ => None,
            };
            match target {
                Some(t) if k == "pagination_prev" => fm.pagination_prev = Some(t),
                Some(t) => fm.pagination_next = Some(t),
                None => type_error(diags, "a doc id or null"),
            }
        }
        _ => {
            let help = match docc_diag::nearest(k, KNOWN_KEYS.iter().copied()) {
                Some(near) => format!("did you mean `{near}`? (docc itself ignores the key; the page's MDX and components can read it as `frontMatter.{k}`)"),
                None => format!(
                    "known keys: {} (docc itself ignores the key; the page's MDX and components can read it as `frontMatter.{k}`)",
                    KNOWN_KEYS.join(", ")
                ),
            };
            diags.push(
                Diagnostic::warning("docc::unknown-front-matter-key", format!("unknown front matter key `{k}`"))
                    .at(file, at(&key.span), "unknown key")
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

    /// home-assistant's rules pages give `related_rules` to their MDX
    /// (`<RelatedRules relatedRules={frontMatter.related_rules}>`): not an unknown key; a key
    /// nothing reads still is.
    #[test]
    fn a_key_the_page_reads_as_front_matter_is_not_unknown() {
        let (_, _, d) = fm("---\nrelated_rules:\n  - a\nrelatd: x\n---\n\n<RelatedRules relatedRules={frontMatter.related_rules}></RelatedRules>\n");
        let keys: Vec<&str> = d.iter().map(|d| d.message.as_str()).collect();
        assert_eq!(keys, ["unknown front matter key `relatd`"]);
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
    fn full_yaml_is_read_and_scalars_keep_their_text() {
        let (f, _, d) = fm("---\ntitle: 1.10\nid: &i intro\nsidebar_label: *i\ndescription: \"two\n  lines\"\nkeywords: [a, {b: 1}]\n---\n");
        let got: Vec<_> = d.iter().map(|d| (d.code, d.line_col(), d.message.as_str())).collect();
        assert_eq!(got, [("docc::front-matter", (7, 1), "`keywords` must be a list of strings")]);
        assert_eq!((f.title.as_deref(), f.id.as_deref(), f.sidebar_label.as_deref()), (Some("1.10"), Some("intro"), Some("intro")));
        assert_eq!(f.description.as_deref(), Some("two lines"));
    }

    #[test]
    fn type_errors_say_what_is_expected() {
        let (_, _, d) = fm("---\nhide_title: maybe\ntoc_max_heading_level: 9\npagination_next: true\nslug:\n  - a\n---\n");
        let got: Vec<_> = d.iter().map(|d| (d.line_col(), d.message.as_str())).collect();
        assert_eq!(
            got,
            [
                ((2, 1), "`hide_title` must be true or false"),
                ((3, 1), "`toc_max_heading_level` must be a heading level from 2 to 6"),
                ((4, 1), "`pagination_next` must be a doc id or null"),
                ((6, 3), "`slug` must be a string (found nested YAML)"),
            ]
        );
    }

    #[test]
    fn unclosed_front_matter_is_an_error() {
        let (_, _, d) = fm("---\ntitle: x\n");
        assert_eq!(d[0].code, "docc::front-matter");
        assert_eq!(d[0].line_col(), (1, 1));
    }
}
