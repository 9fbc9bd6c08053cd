//! JSON (comments allowed, as in `tsconfig.json`).

use super::Lx;

impl Lx<'_> {
    pub(super) fn json(&mut self) {
        let c = *self.c;
        while self.i < self.b.len() {
            if self.space() {
                continue;
            }
            let ch = self.at(0);
            match ch {
                b'"' => {
                    // A key is a string followed by `:`.
                    let mut j = self.i + 1;
                    while j < self.b.len() && self.b[j] != b'"' && self.b[j] != b'\n' {
                        j += if self.b[j] == b'\\' { 2 } else { 1 };
                    }
                    let key = self.next_byte((j + 1).min(self.b.len())) == b':';
                    self.string(b'"', if key { c.prop } else { c.str }, true, false);
                }
                b'/' if self.at(1) == b'/' => self.line_comment(),
                b'/' if self.at(1) == b'*' => {
                    let end = self.s[self.i + 2..].find("*/").map_or(self.b.len(), |n| self.i + 2 + n + 2);
                    self.take(end, c.com);
                }
                b'{' | b'}' | b'[' | b']' | b',' | b':' => self.take(self.i + 1, c.punct),
                b'-' | b'0'..=b'9' => {
                    self.i += 1;
                    let end = self.number_end();
                    self.i -= 1;
                    self.take(end, c.num);
                }
                _ => {
                    let end = self.ident_end(self.i).max(self.i + 1);
                    let class = if matches!(&self.s[self.i..end], "true" | "false" | "null") { c.cons } else { c.plain };
                    self.take(end, class);
                }
            }
        }
    }
}
