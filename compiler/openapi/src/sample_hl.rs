//! Highlighting code samples without running syntect on every one of them.
//!
//! Nine samples per operation, most of their lines being the JSON body, made syntect
//! the dominant cost of the phase (a large spec took a minute). Samples of different
//! operations differ only in their strings (URL, header names and values, body), so we
//! generate each sample twice: for real, and as a *skeleton* where those strings are
//! markers (`__DOCC3__`, `__DOCCB__` for the body). Skeletons repeat, so syntect runs
//! once per distinct skeleton; the real values are then spliced into the skeleton's
//! tokens (a JSON/Python-literal body gets its own tiny tokenizer, a string takes the
//! class of the token it sits in). Values are recovered by aligning the skeleton's
//! fixed text with the real code, and the result must concatenate to exactly the real
//! code, or we fall back to highlighting the real code directly.

use crate::example::Ex;
use crate::samples::{generate, Body, Request};
use docc_markdown::highlight::{highlight, CLASSES};
use docc_model::Token;
use std::collections::HashMap;

const BODY: &str = "__DOCCB__";

#[derive(Default)]
pub(crate) struct SampleHighlighter {
    cache: HashMap<String, Vec<Vec<Token>>>,
    pub syntect_runs: usize,
    pub fallbacks: usize,
}

fn class(name: &str) -> u32 {
    CLASSES.iter().position(|c| *c == name).unwrap_or(0) as u32
}

/// Languages whose body is a literal of the language (tokenized), not a string.
fn literal_body(lang: &str) -> bool {
    matches!(lang, "javascript" | "nodejs" | "python" | "rust")
}

impl SampleHighlighter {
    /// The sample's code and its highlighted lines.
    pub(crate) fn sample(&mut self, lang: &str, req: &Request) -> (String, Vec<Vec<Token>>) {
        let code = generate(lang, req);
        let skeleton = generate(lang, &mask(req));
        let lines = match self.cache.get(&skeleton) {
            Some(l) => l.clone(),
            None => {
                self.syntect_runs += 1;
                let l = highlight(&skeleton, lang);
                self.cache.insert(skeleton.clone(), l.clone());
                l
            }
        };
        match splice(&skeleton, &lines, &code, lang) {
            Some(out) => (code, out),
            None => {
                self.fallbacks += 1;
                let lines = highlight(&code, lang);
                (code, lines)
            }
        }
    }
}

/// The request with every variable string replaced by a marker (the URL keeps its scheme,
/// which decides `http` vs `https` in Node).
fn mask(req: &Request) -> Request {
    let mut n = 0;
    let mut next = || {
        n += 1;
        format!("__DOCC{n}__")
    };
    let scheme = if req.url.starts_with("http://") { "http://" } else { "https://" };
    let url = format!("{scheme}{}", next());
    // Content-Type stays literal: PowerShell passes it as `-ContentType`, not a header.
    let mut headers = Vec::new();
    for (k, v) in &req.headers {
        if k.eq_ignore_ascii_case("content-type") {
            headers.push((k.clone(), v.clone()));
        } else {
            headers.push((next(), next()));
        }
    }
    let body = match &req.body {
        None => None,
        Some(Body::Json(_)) => Some(Body::Json(Ex::Raw(BODY.into()))),
        Some(Body::Text(_)) => Some(Body::Text(BODY.into())),
        Some(Body::Form(fields)) => {
            let mut masked = Vec::new();
            for _ in fields {
                masked.push((next(), next()));
            }
            Some(Body::Form(masked))
        }
    };
    Request { method: req.method.clone(), url, headers, body, json_response: req.json_response }
}

/// Splits the skeleton into fixed text and markers: `[lit0, m0, lit1, m1, …, litN]`.
fn split_markers(s: &str) -> (Vec<&str>, Vec<&str>) {
    let mut lits = Vec::new();
    let mut marks = Vec::new();
    let mut rest = s;
    while let Some(i) = rest.find("__DOCC") {
        let Some(end) = rest[i + 6..].find("__") else { break };
        let end = i + 6 + end + 2;
        lits.push(&rest[..i]);
        marks.push(&rest[i..end]);
        rest = &rest[end..];
    }
    lits.push(rest);
    (lits, marks)
}

fn splice(skeleton: &str, skel_lines: &[Vec<Token>], code: &str, lang: &str) -> Option<Vec<Vec<Token>>> {
    let (lits, marks) = split_markers(skeleton);
    // Align: the real code is lit0 v0 lit1 v1 … litN.
    let mut values: HashMap<&str, &str> = HashMap::new();
    let mut pos = lits[0].len();
    if !code.starts_with(lits[0]) {
        return None;
    }
    for (i, m) in marks.iter().enumerate() {
        let next = lits[i + 1];
        let end = if i + 1 == marks.len() {
            if !code.ends_with(next) || code.len() < pos + next.len() {
                return None;
            }
            code.len() - next.len()
        } else if next.is_empty() {
            return None;
        } else {
            pos + code.get(pos..)?.find(next)?
        };
        values.insert(m, &code[pos..end]);
        pos = end + next.len();
    }

    let mut out = Lines::default();
    for (li, line) in skel_lines.iter().enumerate() {
        if li > 0 {
            out.newline();
        }
        for tok in line {
            let mut rest = tok.text.as_str();
            while let Some(i) = rest.find("__DOCC") {
                let Some(e) = rest[i + 6..].find("__") else { break };
                let e = i + 6 + e + 2;
                out.push(tok.class, &rest[..i]);
                let mark = &rest[i..e];
                let value = values.get(mark).copied().unwrap_or(mark);
                if mark == BODY && literal_body(lang) {
                    literal_tokens(value, &mut out);
                } else {
                    out.push(tok.class, value);
                }
                rest = &rest[e..];
            }
            out.push(tok.class, rest);
        }
    }
    let lines = out.finish();
    // The tokens must spell exactly the real code.
    let mut text = String::with_capacity(code.len());
    for (i, l) in lines.iter().enumerate() {
        if i > 0 {
            text.push('\n');
        }
        l.iter().for_each(|t| text.push_str(&t.text));
    }
    (text == code.strip_suffix('\n').unwrap_or(code)).then_some(lines)
}

/// Token lines under construction. Whitespace-only runs are glued to the token that
/// follows them (whitespace has no colour), which roughly halves the token count of
/// JSON bodies and with it the size of every operation page.
#[derive(Default)]
struct Lines {
    lines: Vec<Vec<Token>>,
    cur: Vec<Token>,
    pending_ws: String,
}

impl Lines {
    fn newline(&mut self) {
        if !self.pending_ws.is_empty() {
            let ws = std::mem::take(&mut self.pending_ws);
            self.add(0, &ws);
        }
        self.lines.push(std::mem::take(&mut self.cur));
    }
    fn add(&mut self, class: u32, part: &str) {
        match self.cur.last_mut() {
            Some(t) if t.class == class => t.text.push_str(part),
            _ => self.cur.push(Token { class, text: part.to_string() }),
        }
    }
    fn push(&mut self, class: u32, text: &str) {
        for (i, part) in text.split('\n').enumerate() {
            if i > 0 {
                self.newline();
            }
            if part.is_empty() {
                continue;
            }
            if part.bytes().all(|b| b == b' ' || b == b'\t') {
                self.pending_ws.push_str(part);
                continue;
            }
            if self.pending_ws.is_empty() {
                self.add(class, part);
            } else {
                let mut joined = std::mem::take(&mut self.pending_ws);
                joined.push_str(part);
                self.add(class, &joined);
            }
        }
    }
    fn finish(mut self) -> Vec<Vec<Token>> {
        self.newline();
        self.lines
    }
}

/// Tokens of a JSON (or Python-literal) value: strings, numbers, constants, punctuation.
fn literal_tokens(text: &str, out: &mut Lines) {
    let (s_str, s_num, s_const, s_punct) = (class("str"), class("num"), class("const"), class("punct"));
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let start = i;
        match b[i] {
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i = (i + 1).min(b.len());
                out.push(s_str, &text[start..i]);
            }
            b'-' | b'0'..=b'9' => {
                i += 1;
                while i < b.len() && matches!(b[i], b'0'..=b'9' | b'.' | b'e' | b'E' | b'+' | b'-') {
                    i += 1;
                }
                out.push(s_num, &text[start..i]);
            }
            c if c.is_ascii_alphabetic() => {
                while i < b.len() && b[i].is_ascii_alphanumeric() {
                    i += 1;
                }
                out.push(s_const, &text[start..i]);
            }
            b'{' | b'}' | b'[' | b']' | b',' | b':' => {
                i += 1;
                out.push(s_punct, &text[start..i]);
            }
            b' ' | b'\t' | b'\n' | b'\r' => {
                while i < b.len() && matches!(b[i], b' ' | b'\t' | b'\n' | b'\r') {
                    i += 1;
                }
                out.push(0, &text[start..i]);
            }
            _ => {
                // Anything else (multi-byte characters only occur inside strings).
                i += 1;
                while i < b.len() && !text.is_char_boundary(i) {
                    i += 1;
                }
                out.push(0, &text[start..i]);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::samples::LANGS;

    fn plain(lines: &[Vec<Token>]) -> String {
        lines.iter().map(|l| l.iter().map(|t| t.text.as_str()).collect::<String>()).collect::<Vec<_>>().join("\n")
    }

    #[test]
    fn spliced_tokens_spell_the_code_and_reuse_skeletons() {
        let body = crate::json::parse(r#"{"name": "héllo \"x\"", "n": [1, -2.5e3, true, null], "o": {}}"#).unwrap().root;
        let mk = |url: &str, key: &str| Request {
            method: "POST".into(),
            url: url.into(),
            headers: vec![("Content-Type".into(), "application/json".into()), ("x-api-key".into(), key.into())],
            body: Some(Body::Json(Ex::from_node(&body))),
            json_response: true,
        };
        let mut h = SampleHighlighter::default();
        for (lang, ..) in LANGS {
            for (url, key) in [("https://a.example/x?y=1", "K1"), ("https://b.example/other/path", "it's")] {
                let (code, lines) = h.sample(lang, &mk(url, key));
                assert_eq!(plain(&lines), code.trim_end_matches('\n'), "{lang}");
            }
        }
        assert_eq!(h.syntect_runs, LANGS.len(), "one syntect run per language skeleton");
        assert_eq!(h.fallbacks, 0);
        // Body strings are highlighted as strings in a literal language.
        let (_, lines) = h.sample("python", &mk("https://a.example", "k"));
        assert!(lines.iter().flatten().any(|t| t.text.trim() == "\"héllo \\\"x\\\"\"" && CLASSES[t.class as usize] == "str"));
        assert!(lines.iter().flatten().any(|t| t.text.trim() == "True" && CLASSES[t.class as usize] == "const"));
    }
}
