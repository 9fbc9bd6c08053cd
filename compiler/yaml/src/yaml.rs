//! YAML → spanned `Node` tree, via yaml-rust2's event parser.
//!
//! yaml-rust2's own `Yaml` values drop positions, so we receive the marked events and
//! build the tree ourselves. Markers count characters, not bytes, so a cursor converts
//! them (specs are full of `…` and `é`). Events give start positions only; a scalar's
//! end is recovered from the source text and a container ends where its last child
//! ends. Anchors/aliases and `<<` merge keys are supported; nesting depth and alias
//! expansion are bounded so hostile input becomes a diagnostic, not a crash.
//!
//! Budgets: the nesting depth counts the levels an alias brings along (an alias of a
//! deep anchor inside a deep mapping is deeper than either), and alias expansion is
//! counted in bytes after expansion (nodes and string lengths), not in alias events: a
//! 1 MB file of aliases to one long string could otherwise ask for a terabyte. Mapping
//! keys must be scalars: a `? ` complex key would have to become text, and nested ones
//! doubled their escaped text per level (30 levels of 165 bytes took 3.4 GB).

use crate::node::{number_from_text, Key, Map, Node, Style, Value};
use std::collections::HashMap;
use std::ops::Range;
use yaml_rust2::parser::{Event, MarkedEventReceiver, Parser};
use yaml_rust2::scanner::{Marker, TScalarStyle};

/// Deeper documents are cut (and reported) so later recursive passes cannot overflow the stack.
pub(crate) const MAX_DEPTH: usize = 200;
/// Upper bound on what alias expansion may add, in bytes of nodes and strings (a
/// "billion laughs" guard).
pub(crate) const MAX_ALIAS_BYTES: usize = 64 << 20;
/// Bytes a node costs beyond its strings, for the alias budget.
const NODE_BYTES: usize = 64;

#[derive(Debug)]
pub struct LoadError {
    pub message: String,
    pub span: Range<usize>,
}

const EMPTY: &str = "the document is empty";

impl LoadError {
    /// Nothing but blank lines and comments: an error for a spec, nothing for front matter.
    pub fn is_empty_document(&self) -> bool {
        self.message == EMPTY
    }
}

/// A loaded document and the keys that were repeated in one of its mappings.
#[derive(Debug)]
pub struct Parsed {
    pub root: Node,
    pub duplicate_keys: Vec<Key>,
}

/// Parses the first YAML document of `text`.
pub fn parse(text: &str) -> Result<Node, LoadError> {
    parse_full(text).map(|p| p.root)
}

pub fn parse_full(text: &str) -> Result<Parsed, LoadError> {
    let mut b = Builder {
        text,
        cursor: Cursor::new(text),
        frames: Vec::new(),
        root: None,
        anchors: HashMap::new(),
        skip: 0,
        alias_bytes: 0,
        error: None,
        dups: Vec::new(),
    };
    let mut parser = Parser::new_from_str(text);
    if let Err(e) = parser.load(&mut b, false) {
        let at = b.cursor.byte(e.marker().index());
        return Err(LoadError { message: e.info().to_string(), span: at..(at + next_char_len(text, at)) });
    }
    if let Some(err) = b.error {
        return Err(err);
    }
    let dups = b.dups;
    b.root.map(|root| Parsed { root, duplicate_keys: dups }).ok_or(LoadError { message: EMPTY.into(), span: 0..0 })
}

fn next_char_len(text: &str, at: usize) -> usize {
    text.get(at..).and_then(|s| s.chars().next()).map_or(0, char::len_utf8)
}

/// Character index → byte offset. Events arrive almost in order, so walking from the
/// previous position is cheap; pure-ASCII text is the identity.
struct Cursor<'a> {
    text: &'a str,
    ascii: bool,
    chars: usize,
    bytes: usize,
}

impl<'a> Cursor<'a> {
    fn new(text: &'a str) -> Self {
        Cursor { text, ascii: text.is_ascii(), chars: 0, bytes: 0 }
    }

    fn byte(&mut self, char_index: usize) -> usize {
        if self.ascii {
            return char_index.min(self.text.len());
        }
        while self.chars < char_index && self.bytes < self.text.len() {
            self.bytes += next_char_len(self.text, self.bytes);
            self.chars += 1;
        }
        while self.chars > char_index {
            self.bytes -= 1;
            while !self.text.is_char_boundary(self.bytes) {
                self.bytes -= 1;
            }
            self.chars -= 1;
        }
        self.bytes
    }
}

enum Frame {
    Seq { start: usize, anchor: usize, items: Vec<Node> },
    Map { start: usize, anchor: usize, entries: Vec<(Key, Node)>, key: Option<Key> },
}

struct Builder<'a> {
    text: &'a str,
    cursor: Cursor<'a>,
    frames: Vec<Frame>,
    root: Option<Node>,
    /// Anchored nodes with their expansion cost in bytes and their depth.
    anchors: HashMap<usize, (Node, usize, usize)>,
    /// Containers being skipped below `MAX_DEPTH`.
    skip: usize,
    alias_bytes: usize,
    error: Option<LoadError>,
    dups: Vec<Key>,
}

impl MarkedEventReceiver for Builder<'_> {
    fn on_event(&mut self, ev: Event, mark: Marker) {
        if self.root.is_some() && self.frames.is_empty() {
            return;
        }
        let at = self.cursor.byte(mark.index());
        if self.skip > 0 {
            match ev {
                Event::SequenceStart(..) | Event::MappingStart(..) => self.skip += 1,
                Event::SequenceEnd | Event::MappingEnd => {
                    self.skip -= 1;
                    if self.skip == 0 {
                        self.push(Node::new(at..at, Style::Other, Value::Null), 0);
                    }
                }
                _ => {}
            }
            return;
        }
        match ev {
            Event::Scalar(text, style, anchor, tag) => {
                let end = scalar_end(self.text, at, style, &text);
                let (style, value) = resolve_scalar(text, style, tag.as_ref().map(|t| t.suffix.as_str()));
                self.push(Node::new(at..end, style, value), anchor);
            }
            Event::SequenceStart(anchor, _) | Event::MappingStart(anchor, _) if self.frames.len() >= MAX_DEPTH => {
                let _ = anchor;
                self.skip = 1;
                if self.error.is_none() {
                    self.error = Some(LoadError { message: format!("the document nests deeper than {MAX_DEPTH} levels"), span: at..at + 1 });
                }
            }
            Event::SequenceStart(anchor, _) => self.frames.push(Frame::Seq { start: at, anchor, items: Vec::new() }),
            Event::MappingStart(anchor, _) => self.frames.push(Frame::Map { start: at, anchor, entries: Vec::new(), key: None }),
            Event::SequenceEnd => {
                if let Some(Frame::Seq { start, anchor, items }) = self.frames.pop() {
                    let end = items.last().map_or(at + 1, |n| n.span.end).max(start);
                    self.push(Node::new(start..end, Style::Other, Value::Seq(items)), anchor);
                }
            }
            Event::MappingEnd => {
                if let Some(Frame::Map { start, anchor, entries, .. }) = self.frames.pop() {
                    let end = entries.last().map_or(at + 1, |(_, n)| n.span.end).max(start);
                    let entries = merge_keys(entries);
                    let (map, dups) = Map::from_entries(entries);
                    self.dups.extend(dups);
                    self.push(Node::new(start..end, Style::Other, Value::Map(map)), anchor);
                }
            }
            Event::Alias(id) => {
                let node = match self.anchors.get(&id) {
                    Some((n, bytes, depth)) => {
                        self.alias_bytes += bytes;
                        if self.alias_bytes > MAX_ALIAS_BYTES {
                            self.fail(
                                format!("aliases expand to more than {} MiB; write the repeated parts out or use `$ref`", MAX_ALIAS_BYTES >> 20),
                                at..at + alias_len(self.text, at),
                            );
                            Node::new(at..at, Style::Other, Value::Null)
                        } else if self.frames.len() + depth > MAX_DEPTH {
                            self.fail(format!("this alias makes the document nest deeper than {MAX_DEPTH} levels"), at..at + alias_len(self.text, at));
                            Node::new(at..at, Style::Other, Value::Null)
                        } else {
                            let mut n = n.clone();
                            n.span = at..at + alias_len(self.text, at);
                            n
                        }
                    }
                    None => Node::new(at..at, Style::Other, Value::Null),
                };
                self.push(node, 0);
            }
            _ => {}
        }
    }
}

impl Builder<'_> {
    /// Remembers the first error (later ones are usually its consequences).
    fn fail(&mut self, message: String, span: Range<usize>) {
        if self.error.is_none() {
            self.error = Some(LoadError { message, span });
        }
    }

    fn push(&mut self, node: Node, anchor: usize) {
        if anchor > 0 {
            let (bytes, depth) = cost(&node);
            self.anchors.insert(anchor, (node.clone(), bytes, depth));
        }
        match self.frames.last_mut() {
            None => self.root = Some(node),
            Some(Frame::Seq { items, .. }) => items.push(node),
            Some(Frame::Map { entries, key, .. }) => match key.take() {
                None if matches!(node.value, Value::Seq(_) | Value::Map(_)) => {
                    *key = Some(Key { text: String::new(), span: node.span.clone(), style: node.style });
                    self.fail("a mapping key must be a string, not a mapping or a list (a `? ` complex key)".into(), node.span.start..node.span.start + 1);
                }
                None => {
                    let text = node.scalar_text().unwrap_or_default();
                    let text = if matches!(node.value, Value::Null) && node.style != Style::Quoted { String::new() } else { text };
                    *key = Some(Key { text, span: node.span.clone(), style: node.style });
                }
                Some(k) => entries.push((k, node)),
            },
        }
    }
}

/// What a node costs when an alias copies it (bytes of nodes and strings), and its depth.
fn cost(node: &Node) -> (usize, usize) {
    match &node.value {
        Value::Seq(items) => items.iter().map(cost).fold((NODE_BYTES, 1), |(b, d), (cb, cd)| (b + cb, d.max(cd + 1))),
        Value::Map(m) => m
            .iter()
            .map(|(k, v)| {
                let (cb, cd) = cost(v);
                (cb + k.text.len() + NODE_BYTES, cd)
            })
            .fold((NODE_BYTES, 1), |(b, d), (cb, cd)| (b + cb, d.max(cd + 1))),
        Value::String(s) => (NODE_BYTES + s.len(), 0),
        _ => (NODE_BYTES, 0),
    }
}

/// `<<: *base` (or a list of them) copies the entries the mapping does not define itself.
fn merge_keys(entries: Vec<(Key, Node)>) -> Vec<(Key, Node)> {
    if !entries.iter().any(|(k, _)| k.text == "<<" && k.style == Style::Plain) {
        return entries;
    }
    let (merges, mut own): (Vec<_>, Vec<_>) = entries.into_iter().partition(|(k, _)| k.text == "<<" && k.style == Style::Plain);
    for (_, v) in merges {
        let sources: Vec<Node> = match v.value {
            Value::Map(_) => vec![v],
            Value::Seq(items) => items,
            _ => vec![],
        };
        for src in sources {
            if let Value::Map(m) = src.value {
                for (k, n) in m.entries {
                    if !own.iter().any(|(ok, _)| ok.text == k.text) {
                        own.push((k, n));
                    }
                }
            }
        }
    }
    own
}

fn alias_len(text: &str, at: usize) -> usize {
    text[at..].find(|c: char| c.is_whitespace() || c == ',' || c == ']' || c == '}').unwrap_or(text.len() - at)
}

/// YAML 1.2 core schema resolution of a scalar (plus explicit `!!str` & co).
fn resolve_scalar(text: String, style: TScalarStyle, tag: Option<&str>) -> (Style, Value) {
    let node_style = match style {
        TScalarStyle::Plain => Style::Plain,
        TScalarStyle::SingleQuoted | TScalarStyle::DoubleQuoted => Style::Quoted,
        TScalarStyle::Literal => Style::Literal,
        TScalarStyle::Folded => Style::Folded,
    };
    match tag {
        Some("str") => return (node_style, Value::String(text)),
        Some("null") => return (node_style, Value::Null),
        Some("bool") => return (node_style, Value::Bool(matches!(text.as_str(), "true" | "True" | "TRUE"))),
        Some("int") | Some("float") => {
            return (node_style, number_from_text(&text).map(Value::Number).unwrap_or(Value::String(text)));
        }
        _ => {}
    }
    if node_style != Style::Plain {
        return (node_style, Value::String(text));
    }
    let value = match text.as_str() {
        "" | "~" | "null" | "Null" | "NULL" => Value::Null,
        "true" | "True" | "TRUE" => Value::Bool(true),
        "false" | "False" | "FALSE" => Value::Bool(false),
        t if looks_numeric(t) => match parse_yaml_number(t) {
            Some(n) => Value::Number(n),
            None => Value::String(text),
        },
        _ => Value::String(text),
    };
    (node_style, value)
}

fn looks_numeric(t: &str) -> bool {
    let b = t.as_bytes();
    let first = b[0];
    (first.is_ascii_digit() || ((first == b'-' || first == b'+' || first == b'.') && b.len() > 1)) && !t.contains(' ')
}

/// Core schema ints (`12`, `0o17`, `0x1F`) and floats (`1.5`, `1e3`, `.5`); anything
/// else (versions such as `3.0.3`, dates, `.inf`) stays a string.
fn parse_yaml_number(t: &str) -> Option<serde_json::Number> {
    if let Some(h) = t.strip_prefix("0x") {
        return i64::from_str_radix(h, 16).ok().map(Into::into);
    }
    if let Some(o) = t.strip_prefix("0o") {
        return i64::from_str_radix(o, 8).ok().map(Into::into);
    }
    let body = t.strip_prefix(['-', '+']).unwrap_or(t);
    let mut digits = 0;
    let mut dots = 0;
    let mut exp = false;
    let mut prev = ' ';
    for c in body.chars() {
        match c {
            '0'..='9' => digits += 1,
            '.' if !exp => dots += 1,
            'e' | 'E' if !exp && digits > 0 => exp = true,
            '+' | '-' if prev == 'e' || prev == 'E' => {}
            _ => return None,
        }
        prev = c;
    }
    if digits == 0 || dots > 1 || prev == 'e' || prev == 'E' || prev == '+' || prev == '-' {
        return None;
    }
    let t = t.strip_prefix('+').unwrap_or(t);
    if dots == 0 && !exp {
        // Integers beyond i64/u64 become floats rather than strings.
        return crate::node::number_from_text(t);
    }
    let f: f64 = t.parse().ok()?;
    serde_json::Number::from_f64(f)
}

/// Where a scalar that starts at `at` ends in the source. Block scalars (`|`, `>`) are
/// reported by their header line, which is what a diagnostic should underline.
fn scalar_end(text: &str, at: usize, style: TScalarStyle, value: &str) -> usize {
    let rest = &text[at.min(text.len())..];
    let line_end = |s: &str| s.find(['\n', '\r']).unwrap_or(s.len());
    let end = match style {
        TScalarStyle::Plain => {
            if value.is_empty() {
                0
            } else if rest.starts_with(value) {
                value.len()
            } else {
                let l = &rest[..line_end(rest)];
                let l = l.find(" #").map_or(l, |i| &l[..i]);
                l.trim_end().len()
            }
        }
        TScalarStyle::SingleQuoted => quoted_end(rest, '\'', false),
        TScalarStyle::DoubleQuoted => quoted_end(rest, '"', true),
        TScalarStyle::Literal | TScalarStyle::Folded => {
            let l = &rest[..line_end(rest)];
            let l = l.find(" #").map_or(l, |i| &l[..i]);
            l.trim_end().len()
        }
    };
    at + end
}

fn quoted_end(rest: &str, q: char, backslash: bool) -> usize {
    let mut it = rest.char_indices().skip(1).peekable();
    while let Some((i, c)) = it.next() {
        if backslash && c == '\\' {
            it.next();
        } else if c == q {
            if !backslash && it.peek().map(|&(_, n)| n) == Some(q) {
                it.next();
                continue;
            }
            return i + 1;
        }
    }
    rest.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn src_of<'a>(text: &'a str, n: &Node) -> &'a str {
        &text[n.span.clone()]
    }

    #[test]
    fn spans_are_bytes_even_after_non_ascii() {
        let text = "a: héllo…\nb:\n  c: 'x''y'\n  d: \"q\\\"\"\n  e: [1, 2.5, true, null, 0x1F]\n";
        let root = parse(text).unwrap();
        let a = root.get("a").unwrap();
        assert_eq!(src_of(text, a), "héllo…");
        let b = root.get("b").unwrap();
        assert_eq!(src_of(text, b.get("c").unwrap()), "'x''y'");
        assert_eq!(b.get("c").unwrap().as_str(), Some("x'y"));
        assert_eq!(src_of(text, b.get("d").unwrap()), "\"q\\\"\"");
        let e = b.get("e").unwrap().as_seq().unwrap();
        assert_eq!(e.iter().map(|n| n.to_json().to_string()).collect::<Vec<_>>(), ["1", "2.5", "true", "null", "31"]);
        let (k, _) = b.as_map().unwrap().get_entry("e").unwrap();
        assert_eq!(&text[k.span.clone()], "e");
    }

    #[test]
    fn versions_and_dates_stay_strings() {
        let root = parse("openapi: 3.0.3\nv: 1.0\nd: 2024-01-01\nn: -12\nx: 1e3\ns: '12'\n").unwrap();
        assert_eq!(root.get("openapi").unwrap().as_str(), Some("3.0.3"));
        assert_eq!(root.get("v").unwrap().to_json(), serde_json::json!(1.0));
        assert_eq!(root.get("d").unwrap().as_str(), Some("2024-01-01"));
        assert_eq!(root.get("n").unwrap().to_json(), serde_json::json!(-12));
        assert_eq!(root.get("x").unwrap().to_json(), serde_json::json!(1000.0));
        assert_eq!(root.get("s").unwrap().as_str(), Some("12"));
    }

    #[test]
    fn anchors_aliases_and_merge_keys() {
        let root = parse("base: &b\n  x: 1\n  y: 2\nuse:\n  <<: *b\n  y: 3\nref: *b\n").unwrap();
        let u = root.get("use").unwrap();
        assert_eq!(u.to_json(), serde_json::json!({"y": 3, "x": 1}));
        assert_eq!(root.get("ref").unwrap().to_json(), serde_json::json!({"x": 1, "y": 2}));
    }

    #[test]
    fn errors_point_at_the_problem() {
        let text = "a: 1\nb: [1, 2\nc: 3\n";
        let e = parse(text).unwrap_err();
        assert!(e.span.start > 5, "{e:?}");
        let e = parse("a:\n\t- b\n").unwrap_err();
        assert!(!e.message.is_empty());
    }

    #[test]
    fn depth_is_bounded() {
        // yaml-rust2 stops flow nesting itself; block nesting is cut by the builder.
        let text = "[".repeat(1000) + &"]".repeat(1000);
        assert!(parse(&text).is_err());
        let mut block = String::new();
        for i in 0..(MAX_DEPTH + 10) {
            block += &format!("{}k:\n", "  ".repeat(i));
        }
        block += &format!("{}k: 1\n", "  ".repeat(MAX_DEPTH + 10));
        let e = parse(&block).unwrap_err();
        assert!(e.message.contains("deeper"), "{e:?}");
    }

    #[test]
    fn complex_keys_are_refused_in_bounded_time() {
        // Nested `? ` keys once turned each level's key into the escaped JSON of the one
        // below, doubling per level.
        let mut text = String::new();
        for i in 0..30 {
            text += &format!("{}? \n", "  ".repeat(i));
        }
        text += &format!("{}x\n", "  ".repeat(30));
        // No duration asserted (`just bench` times this shape, tests/bench/pathological.py):
        // parsing runs under a hang guard that only the doubling (2^30 keys) would trip.
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let _ = tx.send(parse(&text).unwrap_err());
        });
        let e = rx.recv_timeout(std::time::Duration::from_secs(300)).expect("the parse ended");
        assert!(e.message.contains("mapping key must be a string"), "{e:?}");
        assert_eq!(parse("? a\n: 1\n").unwrap().get("a").unwrap().to_json(), serde_json::json!(1), "scalar explicit keys are fine");
    }

    #[test]
    fn alias_expansion_is_counted_in_bytes_and_depth() {
        // One long string aliased many times: few alias events, gigabytes if expanded.
        let mut text = format!("s: &s {}\nl:\n", "x".repeat(1 << 20));
        for _ in 0..100 {
            text += "  - *s\n";
        }
        let e = parse(&text).unwrap_err();
        assert!(e.message.contains("aliases expand to more than"), "{e:?}");
        assert_eq!(&text[e.span.clone()], "*s");
        // The classic laughs: 9 levels of 10 aliases each.
        let mut lol = String::from("a: &a [lol]\n");
        for (i, c) in "bcdefghij".chars().enumerate() {
            let prev = (b'a' + i as u8) as char;
            lol += &format!("{c}: &{c} [{}]\n", vec![format!("*{prev}"); 10].join(", "));
        }
        assert!(parse(&lol).unwrap_err().message.contains("aliases expand"));
        // An alias of a deep anchor placed deep: deeper than either.
        let deep = |n: usize| "[".repeat(n) + &"]".repeat(n);
        let text = format!("a: &a {}\nb: {}*a{}\n", deep(120), "[".repeat(120), "]".repeat(120));
        assert!(parse(&text).unwrap_err().message.contains("deeper"));
        // Moderate reuse stays fine.
        assert!(parse("base: &b {x: 1}\nuse: [*b, *b, *b]\n").is_ok());
    }

    #[test]
    fn block_scalars_span_their_first_line() {
        let text = "d: |-\n  line one\n  line two\n";
        let root = parse(text).unwrap();
        let d = root.get("d").unwrap();
        assert_eq!(d.style, Style::Literal);
        assert_eq!(d.as_str(), Some("line one\nline two"));
        assert_eq!(src_of(text, d), "line one");
    }
}
