//! YAML: each token's shape is a nom parser (document markers, directives, indicators,
//! anchors, tags, quoted and plain scalars, block scalars' lines), picked by the first byte and
//! whether the line has had a token yet; the class of a plain scalar is read from its text.

use super::scan::{self, before, In, Res};
use super::{behind, is_ident, Lx};
use crate::highlight::class_id;
use nom::branch::alt;
use nom::bytes::complete::{tag, take, take_till, take_while};
use nom::combinator::recognize;
use nom::sequence::{pair, terminated};

/// `---` or `...` at a line's start, alone or before a space: a document's start or end.
fn document_marker(i: In<'_>) -> Res<'_> {
    terminated(alt((tag("---"), tag("..."))), before(b"\0\n "))(i)
}

/// `-`, `?` or `:` before a blank: a sequence entry, a complex key, a mapping value.
fn indicator(i: In<'_>) -> Res<'_> {
    terminated(alt((tag("-"), tag("?"), tag(":"))), before(b"\0 \n\t"))(i)
}

/// `&name` or `*name`: an anchor or an alias (the sigil is punctuation, the name plain).
fn anchor(i: In<'_>) -> Res<'_> {
    let (r, sigil) = alt((tag("&"), tag("*")))(i)?;
    if !r.first().copied().is_some_and(is_ident) {
        return Err(nom::Err::Error(()));
    }
    Ok((r, sigil))
}

/// Spaces (YAML indents with spaces only).
fn spaces(i: In<'_>) -> Res<'_> {
    take_while(|b| b == b' ')(i)
}

/// A plain scalar: to `: `, ` #` or the end of the line; in a flow collection (`flow`) also to
/// `,`, `]` or `}`. A `:` or `#` inside a word belongs to it.
fn plain(flow: bool) -> impl Fn(In<'_>) -> Res<'_> {
    move |i| {
        let mut r = i;
        loop {
            (r, _) = take_till(|b| b == b'\n' || b == b':' || b == b'#' || (flow && matches!(b, b',' | b']' | b'}')))(r)?;
            let at = i.len() - r.len();
            let go_on = match r.first() {
                Some(b':') => before(b" \n\t")(&r[1..]).is_err(),
                Some(b'#') => at == 0 || i[at - 1] != b' ',
                _ => false,
            };
            if !go_on {
                return Ok((r, &i[..at]));
            }
            (r, _) = take(1usize)(r)?;
        }
    }
}

impl Lx<'_> {
    pub(super) fn yaml(&mut self) {
        let c = *self.c;
        let mut line_start = true;
        while self.i < self.b.len() {
            let ch = self.at(0);
            if ch == b'\n' {
                self.take(self.i + 1, c.plain);
                line_start = true;
                continue;
            }
            if self.blanks() {
                continue;
            }
            if ch == b'#' && (self.i == 0 || matches!(self.b[self.i - 1], b' ' | b'\t' | b'\n')) {
                self.line_comment();
                continue;
            }
            if line_start {
                let marker = scan::len(self.rest(), document_marker);
                if marker > 0 {
                    self.take(self.i + marker, c.punct);
                    continue;
                }
                // A directive (`%YAML 1.2`).
                let directive = scan::len(self.rest(), recognize(pair(tag("%"), scan::line)));
                if directive > 0 {
                    self.take(self.i + directive, class_id("attr"));
                    continue;
                }
            }
            line_start = false;
            match ch {
                b'-' | b'?' | b':' if indicator(self.rest()).is_ok() => {
                    self.take(self.i + 1, c.punct);
                    continue;
                }
                b'[' | b']' | b'{' | b'}' | b',' => {
                    self.take(self.i + 1, c.punct);
                    continue;
                }
                b'|' | b'>' => {
                    self.yaml_block_scalar();
                    continue;
                }
                b'&' | b'*' if anchor(self.rest()).is_ok() => {
                    self.take(self.i + 1, c.punct);
                    let end = self.i + scan::len(self.rest(), take_till(|b| matches!(b, b' ' | b'\n' | b',' | b']' | b'}')));
                    self.take(end, c.plain);
                    continue;
                }
                b'!' => {
                    // A tag (`!Ref`, `!!str`).
                    let end = self.i + scan::len(self.rest(), take_till(|b| b == b' ' || b == b'\n'));
                    self.take(end, c.ty);
                    continue;
                }
                b'"' | b'\'' => {
                    // A quoted scalar, a key when a `:` follows it.
                    let j = self.i + 1 + scan::len(&self.b[self.i + 1..], scan::quoted(ch, ch == b'"', false));
                    let key = self.next_byte((j + 1).min(self.b.len())) == b':';
                    self.string(ch, if key { c.prop } else { c.str }, ch == b'"', true);
                    continue;
                }
                _ => {}
            }
            self.yaml_plain();
        }
    }

    /// A YAML block scalar (`|` or `>`): its header, then every line indented deeper than
    /// its key's, as a string.
    fn yaml_block_scalar(&mut self) {
        let c = *self.c;
        let header_end = self.i + scan::len(self.rest(), scan::line);
        let indent = self.line_indent(self.i);
        self.take(self.i + 1, c.punct);
        self.take(header_end, c.plain);
        let mut end = header_end;
        while end < self.b.len() {
            let next_line = end + 1;
            let rest = &self.b[next_line.min(self.b.len())..];
            let line_len = scan::len(rest, scan::line);
            let indented = scan::len(rest, spaces);
            let blank = indented == line_len;
            let deeper = indented > indent;
            if !blank && !deeper {
                break;
            }
            end = next_line + line_len;
        }
        // Trailing blank lines are not the scalar's.
        while end > header_end && self.b[end - 1] == b' ' {
            end -= 1;
        }
        if end > header_end {
            self.take(header_end + 1, c.plain);
            let body = self.i;
            let body_indent = scan::len(&self.b[body..], spaces);
            self.take((body + body_indent).min(end), c.plain);
            self.take(end, c.str);
        }
    }

    /// A YAML plain scalar: a key (before `: `), a constant, a number or a string.
    fn yaml_plain(&mut self) {
        let c = *self.c;
        // A plain scalar: to `: `, ` #` or the end of the line (in a flow collection, also `,`, `]`, `}`).
        let flow = self.in_flow(self.i);
        let end = self.i + scan::len(self.rest(), plain(flow));
        let mut text_end = end;
        while text_end > self.i && self.b[text_end - 1] == b' ' {
            text_end -= 1;
        }
        let text = &self.s[self.i..text_end];
        let key = self.b.get(end) == Some(&b':');
        let class = if key {
            c.prop
        } else {
            match text {
                "true" | "false" | "True" | "False" | "TRUE" | "FALSE" | "null" | "Null" | "NULL" | "~" => c.cons,
                _ if is_yaml_number(text) => c.num,
                _ => c.str,
            }
        };
        self.take(text_end, class);
    }

    fn line_indent(&self, at: usize) -> usize {
        let start = self.s[..at].rfind('\n').map_or(0, |n| n + 1);
        let line = &self.b[start..];
        let mut n = scan::len(line, spaces);
        // `- key: |` indents its block under the key.
        if line[n..].starts_with(b"- ") {
            n += 2 + scan::len(&line[n + 2..], spaces);
        }
        n
    }

    /// Whether `at` is inside a flow collection (`[…]`, `{…}`) opened on its line.
    fn in_flow(&self, at: usize) -> bool {
        let line = behind(self.s, at);
        let start = line.rfind('\n').map_or(0, |n| n + 1);
        let mut depth = 0i32;
        for &b in &line.as_bytes()[start..] {
            match b {
                b'[' | b'{' => depth += 1,
                b']' | b'}' => depth -= 1,
                _ => {}
            }
        }
        depth > 0
    }
}

fn is_yaml_number(t: &str) -> bool {
    let t = t.strip_prefix(['-', '+']).unwrap_or(t);
    !t.is_empty()
        && (t.parse::<f64>().is_ok() && t.bytes().all(|b| b.is_ascii_digit() || b"._eE+-".contains(&b))
            || t.strip_prefix("0x").is_some_and(|h| !h.is_empty() && h.bytes().all(|b| b.is_ascii_hexdigit()))
            || t.strip_prefix("0o").is_some_and(|h| !h.is_empty() && h.bytes().all(|b| (b'0'..=b'7').contains(&b)))
            || matches!(t, ".inf" | ".Inf" | ".INF" | ".nan" | ".NaN" | ".NAN"))
}
