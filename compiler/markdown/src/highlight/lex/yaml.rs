//! YAML.

use super::{behind, is_ident, Lx};
use crate::highlight::class_id;

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
            if line_start && (self.starts("---") || self.starts("...")) && matches!(self.at(3), 0 | b'\n' | b' ') {
                self.take(self.i + 3, c.punct);
                continue;
            }
            if ch == b'%' && line_start {
                let end = self.b[self.i..].iter().position(|&b| b == b'\n').map_or(self.b.len(), |n| self.i + n);
                self.take(end, class_id("attr"));
                continue;
            }
            line_start = false;
            match ch {
                b'-' | b'?' | b':' if matches!(self.at(1), 0 | b' ' | b'\n' | b'\t') => {
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
                b'&' | b'*' if is_ident(self.at(1)) => {
                    self.take(self.i + 1, c.punct);
                    let end = self.i + self.b[self.i..].iter().take_while(|&&b| !matches!(b, b' ' | b'\n' | b',' | b']' | b'}')).count();
                    self.take(end, c.plain);
                    continue;
                }
                b'!' => {
                    let end = self.i + self.b[self.i..].iter().take_while(|&&b| !matches!(b, b' ' | b'\n')).count();
                    self.take(end, c.ty);
                    continue;
                }
                b'"' | b'\'' => {
                    // A quoted scalar, a key when a `:` follows it.
                    let mut j = self.i + 1;
                    while j < self.b.len() && self.b[j] != ch {
                        j += if ch == b'"' && self.b[j] == b'\\' { 2 } else { 1 };
                    }
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
        let header_end = self.b[self.i..].iter().position(|&b| b == b'\n').map_or(self.b.len(), |n| self.i + n);
        let indent = self.line_indent(self.i);
        self.take(self.i + 1, c.punct);
        self.take(header_end, c.plain);
        let mut end = header_end;
        while end < self.b.len() {
            let next_line = end + 1;
            let rest = &self.b[next_line.min(self.b.len())..];
            let line_len = rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
            let line = &rest[..line_len];
            let blank = line.iter().all(|&b| b == b' ');
            let deeper = line.iter().take_while(|&&b| b == b' ').count() > indent;
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
            let body_indent = self.b[body..].iter().take_while(|&&b| b == b' ').count();
            self.take((body + body_indent).min(end), c.plain);
            self.take(end, c.str);
        }
    }

    /// A YAML plain scalar: a key (before `: `), a constant, a number or a string.
    fn yaml_plain(&mut self) {
        let c = *self.c;
        // A plain scalar: to `: `, ` #` or the end of the line (in a flow collection, also `,`, `]`, `}`).
        let flow = self.in_flow(self.i);
        let mut end = self.i;
        while end < self.b.len() {
            let b = self.b[end];
            if b == b'\n'
                || (b == b':' && matches!(self.b.get(end + 1), None | Some(b' ' | b'\n' | b'\t')))
                || (b == b'#' && end > 0 && self.b[end - 1] == b' ')
            {
                break;
            }
            if flow && matches!(b, b',' | b']' | b'}') {
                break;
            }
            end += 1;
        }
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
        let mut n = line.iter().take_while(|&&b| b == b' ').count();
        // `- key: |` indents its block under the key.
        if line.get(n) == Some(&b'-') && line.get(n + 1) == Some(&b' ') {
            n += 2 + line[n + 2..].iter().take_while(|&&b| b == b' ').count();
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
