//! JSON → spanned `Node` tree.
//!
//! JSON specs could go through the YAML parser, but a small strict parser of our own
//! gives exact byte spans, JSON's own error messages (a trailing comma is a JSON error,
//! not a YAML one) and speed on multi-megabyte specs. Nesting is bounded like YAML's.

use crate::node::{number_from_text, Key, Map, Node, Style, Value};
use crate::yaml::{LoadError, Parsed, MAX_DEPTH};

pub fn parse(text: &str) -> Result<Parsed, LoadError> {
    let mut p = P { s: text.as_bytes(), text, i: 0, depth: 0, dups: Vec::new() };
    p.ws();
    let root = p.value()?;
    p.ws();
    if p.i < p.s.len() {
        return Err(p.err("unexpected content after the JSON value"));
    }
    Ok(Parsed { root, duplicate_keys: p.dups })
}

struct P<'a> {
    s: &'a [u8],
    text: &'a str,
    i: usize,
    depth: usize,
    dups: Vec<Key>,
}

impl P<'_> {
    fn err(&self, msg: &str) -> LoadError {
        let len = self.text.get(self.i..).and_then(|s| s.chars().next()).map_or(0, char::len_utf8);
        LoadError { message: msg.to_string(), span: self.i..self.i + len }
    }

    fn ws(&mut self) {
        while self.i < self.s.len() && matches!(self.s[self.i], b' ' | b'\t' | b'\n' | b'\r') {
            self.i += 1;
        }
    }

    fn value(&mut self) -> Result<Node, LoadError> {
        let start = self.i;
        match self.s.get(self.i) {
            None => Err(self.err("unexpected end of input, expected a value")),
            Some(b'{') => self.nested(|p| p.object(start)),
            Some(b'[') => self.nested(|p| p.array(start)),
            Some(b'"') => {
                let s = self.string()?;
                Ok(Node::new(start..self.i, Style::Quoted, Value::String(s)))
            }
            Some(b't') => self.word("true", Value::Bool(true)),
            Some(b'f') => self.word("false", Value::Bool(false)),
            Some(b'n') => self.word("null", Value::Null),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(_) => Err(self.err("expected a JSON value")),
        }
    }

    fn nested(&mut self, f: impl FnOnce(&mut Self) -> Result<Node, LoadError>) -> Result<Node, LoadError> {
        if self.depth >= MAX_DEPTH {
            return Err(self.err(&format!("the document nests deeper than {MAX_DEPTH} levels")));
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    fn word(&mut self, w: &str, v: Value) -> Result<Node, LoadError> {
        let start = self.i;
        if self.s[self.i..].starts_with(w.as_bytes()) {
            self.i += w.len();
            Ok(Node::new(start..self.i, Style::Other, v))
        } else {
            Err(self.err("expected a JSON value"))
        }
    }

    fn number(&mut self) -> Result<Node, LoadError> {
        let start = self.i;
        if self.s[self.i] == b'-' {
            self.i += 1;
        }
        let digits = |p: &mut Self| {
            let s = p.i;
            while p.i < p.s.len() && p.s[p.i].is_ascii_digit() {
                p.i += 1;
            }
            p.i - s
        };
        let int_start = self.i;
        if digits(self) == 0 {
            return Err(self.err("expected digits"));
        }
        if self.s[int_start] == b'0' && self.i - int_start > 1 {
            self.i = int_start + 1;
            return Err(self.err("leading zeros are not allowed in JSON numbers"));
        }
        if self.s.get(self.i) == Some(&b'.') {
            self.i += 1;
            if digits(self) == 0 {
                return Err(self.err("expected digits after the decimal point"));
            }
        }
        if matches!(self.s.get(self.i), Some(b'e' | b'E')) {
            self.i += 1;
            if matches!(self.s.get(self.i), Some(b'+' | b'-')) {
                self.i += 1;
            }
            if digits(self) == 0 {
                return Err(self.err("expected digits in the exponent"));
            }
        }
        let text = &self.text[start..self.i];
        let n = number_from_text(text).ok_or_else(|| LoadError { message: format!("number out of range: {text}"), span: start..self.i })?;
        Ok(Node::new(start..self.i, Style::Other, Value::Number(n)))
    }

    fn string(&mut self) -> Result<String, LoadError> {
        self.i += 1; // opening quote
        let mut out = String::new();
        let mut run = self.i;
        loop {
            let Some(&c) = self.s.get(self.i) else {
                return Err(self.err("unterminated string"));
            };
            match c {
                b'"' => {
                    out.push_str(&self.text[run..self.i]);
                    self.i += 1;
                    return Ok(out);
                }
                b'\\' => {
                    out.push_str(&self.text[run..self.i]);
                    self.i += 1;
                    let Some(&e) = self.s.get(self.i) else {
                        return Err(self.err("unterminated string"));
                    };
                    self.i += 1;
                    match e {
                        b'"' => out.push('"'),
                        b'\\' => out.push('\\'),
                        b'/' => out.push('/'),
                        b'b' => out.push('\u{8}'),
                        b'f' => out.push('\u{c}'),
                        b'n' => out.push('\n'),
                        b'r' => out.push('\r'),
                        b't' => out.push('\t'),
                        b'u' => {
                            let hi = self.hex4()?;
                            let ch = if (0xD800..0xDC00).contains(&hi) && self.s[self.i..].starts_with(b"\\u") {
                                self.i += 2;
                                let lo = self.hex4()?;
                                char::from_u32(0x10000 + ((hi - 0xD800) << 10) + (lo.wrapping_sub(0xDC00) & 0x3FF))
                            } else {
                                char::from_u32(hi)
                            };
                            out.push(ch.unwrap_or('\u{FFFD}'));
                        }
                        _ => {
                            self.i -= 1;
                            return Err(self.err("invalid escape in string"));
                        }
                    }
                    run = self.i;
                }
                0..=0x1F => return Err(self.err("control character in string (escape it)")),
                _ => self.i += 1,
            }
        }
    }

    fn hex4(&mut self) -> Result<u32, LoadError> {
        let h = self.text.get(self.i..self.i + 4).and_then(|h| u32::from_str_radix(h, 16).ok()).ok_or_else(|| self.err("expected four hex digits"))?;
        self.i += 4;
        Ok(h)
    }

    fn object(&mut self, start: usize) -> Result<Node, LoadError> {
        self.i += 1;
        let mut entries = Vec::new();
        self.ws();
        if self.s.get(self.i) == Some(&b'}') {
            self.i += 1;
            return Ok(Node::new(start..self.i, Style::Other, Value::Map(Map::default())));
        }
        loop {
            self.ws();
            if self.s.get(self.i) != Some(&b'"') {
                return Err(self.err(if self.s.get(self.i) == Some(&b'}') { "trailing comma in object" } else { "expected a string key" }));
            }
            let ks = self.i;
            let text = self.string()?;
            let key = Key { text, span: ks..self.i, style: Style::Quoted };
            self.ws();
            if self.s.get(self.i) != Some(&b':') {
                return Err(self.err("expected `:` after the key"));
            }
            self.i += 1;
            self.ws();
            let v = self.value()?;
            entries.push((key, v));
            self.ws();
            match self.s.get(self.i) {
                Some(b',') => self.i += 1,
                Some(b'}') => {
                    self.i += 1;
                    break;
                }
                _ => return Err(self.err("expected `,` or `}`")),
            }
        }
        let (map, dups) = Map::from_entries(entries);
        self.dups.extend(dups);
        Ok(Node::new(start..self.i, Style::Other, Value::Map(map)))
    }

    fn array(&mut self, start: usize) -> Result<Node, LoadError> {
        self.i += 1;
        let mut items = Vec::new();
        self.ws();
        if self.s.get(self.i) == Some(&b']') {
            self.i += 1;
            return Ok(Node::new(start..self.i, Style::Other, Value::Seq(items)));
        }
        loop {
            self.ws();
            if self.s.get(self.i) == Some(&b']') {
                return Err(self.err("trailing comma in array"));
            }
            items.push(self.value()?);
            self.ws();
            match self.s.get(self.i) {
                Some(b',') => self.i += 1,
                Some(b']') => {
                    self.i += 1;
                    break;
                }
                _ => return Err(self.err("expected `,` or `]`")),
            }
        }
        Ok(Node::new(start..self.i, Style::Other, Value::Seq(items)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_with_spans() {
        let text = r#"{ "a": [1, -2.5e3, true, null], "b": {"c": "x\u00e9\n\ud83d\ude00"} }"#;
        let p = parse(text).unwrap();
        assert_eq!(p.root.to_json(), serde_json::from_str::<serde_json::Value>(text).unwrap());
        let c = p.root.get("b").unwrap().get("c").unwrap();
        assert_eq!(&text[c.span.clone()], r#""x\u00e9\n\ud83d\ude00""#);
    }

    #[test]
    fn errors_have_positions() {
        let e = parse("{\"a\": 1,\n}").unwrap_err();
        assert_eq!(e.span.start, 9);
        assert!(e.message.contains("trailing comma"));
        let e = parse("{\"a\" 1}").unwrap_err();
        assert_eq!(e.span.start, 5);
        assert!(parse("[01]").is_err());
        assert!(parse(&"[".repeat(5000)).is_err());
    }

    #[test]
    fn duplicate_keys_are_reported() {
        let p = parse(r#"{"a":1,"a":2}"#).unwrap();
        assert_eq!(p.root.to_json(), serde_json::json!({"a": 2}));
        assert_eq!(p.duplicate_keys.len(), 1);
        assert_eq!(p.duplicate_keys[0].span, 7..10);
    }
}
