//! Python.

use super::scan::{self, In};
use super::{ahead, behind, is_ident, is_ident_start, Lx, Prev};
use nom::bytes::complete::{take_till, take_while};

/// An f-string substitution's code after its `{`: up to its `}`, a `!r` conversion or a
/// `:spec` at its own bracket depth, or the line's end. Returns the code's length and the
/// length up to the `}` (a conversion or spec between them is plain).
fn substitution(i: In<'_>) -> (usize, usize) {
    let mut depth = 0i32;
    let mut spec = None;
    let mut k = 0;
    loop {
        k += scan::len(&i[k..], take_till(|b| matches!(b, b'\n' | b'{' | b'(' | b'[' | b')' | b']' | b'}' | b'!' | b':')));
        match i.get(k) {
            None | Some(b'\n') => break,
            Some(b'{' | b'(' | b'[') => depth += 1,
            Some(b')' | b']') => depth -= 1,
            Some(b'}') if depth == 0 => break,
            Some(b'}') => depth -= 1,
            Some(_) if depth == 0 && spec.is_none() && i.get(k + 1) != Some(&b'=') => spec = Some(k),
            Some(_) => {}
        }
        k += 1;
    }
    (spec.unwrap_or(k), k)
}

const PY_KEYWORDS: &[&str] = &[
    "as", "assert", "async", "await", "break", "case", "class", "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if",
    "import", "lambda", "match", "nonlocal", "pass", "raise", "return", "try", "while", "with", "yield",
];
const PY_OPERATORS: &[&str] = &["and", "in", "is", "not", "or"];

impl Lx<'_> {
    pub(super) fn python(&mut self) {
        let c = *self.c;
        while self.i < self.b.len() {
            let from = self.i;
            if self.space() {
                if self.b[from..self.i].contains(&b'\n') && self.brackets.is_empty() {
                    self.import_line = false;
                }
                continue;
            }
            let ch = self.at(0);
            if ch == b'#' {
                self.line_comment();
                continue;
            }
            if ch.is_ascii_digit() || (ch == b'.' && self.at(1).is_ascii_digit()) {
                let end = self.number_end();
                self.take(end, c.num);
                self.prev = Prev::Value;
                continue;
            }
            if ch == b'"' || ch == b'\'' {
                self.py_string(self.i, false);
                continue;
            }
            if is_ident_start(ch) {
                let end = self.ident_end(self.i);
                let word = &self.s[self.i..end];
                // String prefixes: f"…", r'…', b"…", rb"…".
                if word.len() <= 2 && word.bytes().all(|b| b"rRbBfFuU".contains(&b)) && matches!(self.b.get(end), Some(b'"' | b'\'')) {
                    let f = word.bytes().any(|b| b == b'f' || b == b'F');
                    let start = self.i;
                    self.i = end;
                    self.py_string(start, f);
                    continue;
                }
                let next = self.next_byte(end);
                let prev = self.prev;
                let upper = word.as_bytes()[0].is_ascii_uppercase();
                let all_caps = word.bytes().all(|b| b.is_ascii_uppercase() || b == b'_');
                let class = if PY_KEYWORDS.contains(&word) && prev != Prev::Dot {
                    if matches!(word, "import" | "from") {
                        self.import_line = true;
                    }
                    self.prev = if word == "def" {
                        Prev::FnKw
                    } else if word == "class" {
                        Prev::TypeKw
                    } else {
                        Prev::Op
                    };
                    c.kw
                } else if PY_OPERATORS.contains(&word) && prev != Prev::Dot {
                    self.prev = Prev::Op;
                    c.op
                } else {
                    self.prev = Prev::Value;
                    match word {
                        "None" | "True" | "False" => c.cons,
                        _ if self.import_line => c.var,
                        _ if prev == Prev::FnKw => c.func,
                        _ if prev == Prev::TypeKw => c.ty,
                        _ if prev == Prev::Dot => c.prop,
                        _ if next == b'(' => c.func,
                        _ if prev == Prev::TypeColon && next != b'.' => c.ty,
                        _ if all_caps => c.cons,
                        _ if upper => c.ty,
                        _ => c.var,
                    }
                };
                self.take(end, class);
                continue;
            }
            if ch == b'@' && is_ident_start(self.at(1)) && behind(self.s, self.i).rsplit('\n').next().is_some_and(|l| l.trim().is_empty()) {
                // A decorator, dotted names included.
                let end = self.i + 1 + scan::len(&self.b[self.i + 1..], take_while(|b| is_ident(b) || b == b'.'));
                self.take(end, c.func);
                self.prev = Prev::Value;
                continue;
            }
            self.python_punct(ch);
        }
    }

    /// Python brackets, punctuation and operators; after `name:` (an annotation) or `->`, a type.
    fn python_punct(&mut self, ch: u8) {
        let c = *self.c;
        let (len, class) = match ch {
            b'(' | b'[' | b'{' => {
                self.brackets.push(ch);
                (1, c.punct)
            }
            b')' | b']' | b'}' => {
                self.brackets.pop();
                (1, c.punct)
            }
            b'.' if self.at(1) == b'.' && self.at(2) == b'.' => (3, c.plain),
            b',' | b'.' => (1, c.punct),
            b':' if self.at(1) == b'=' => (2, c.op),
            b':' => (1, c.punct),
            b'-' if self.at(1) == b'>' => (2, c.op),
            _ => {
                let run = scan::len(self.rest(), scan::run_of(b"+-*/%=<>!&|^~@"));
                if run == 0 {
                    (1, c.plain)
                } else {
                    (run, c.op)
                }
            }
        };
        // An annotation's type follows `name:` inside a `def`'s parentheses, and `->`.
        let annotation =
            (ch == b':' && self.at(1) != b'=' && (self.brackets.last() == Some(&b'(') || self.annotated_name())) || (ch == b'-' && self.at(1) == b'>');
        self.prev = if ch == b'.' && len == 1 {
            Prev::Dot
        } else if annotation {
            Prev::TypeColon
        } else if matches!(ch, b')' | b']' | b'}') {
            Prev::Value
        } else {
            Prev::Op
        };
        self.take(self.i + len, class);
    }

    /// Whether the `:` at the cursor follows a statement's lone target and is not the end of
    /// its line (`count: int = 0`, `self.n: str`): an annotation, not a block's colon.
    fn annotated_name(&self) -> bool {
        let head = behind(self.s, self.i).rsplit('\n').next().unwrap_or("").trim();
        let rest = ahead(self.s, self.i + 1).split('\n').next().unwrap_or("").trim();
        !head.is_empty() && !rest.is_empty() && !rest.starts_with('#') && head.chars().all(|ch| ch == '_' || ch == '.' || ch.is_alphanumeric())
    }

    /// A Python string from `start` (its prefix, if any) with the quote at the cursor:
    /// triple-quoted strings span lines; an f-string's `{…}` is code between punctuation.
    fn py_string(&mut self, start: usize, f: bool) {
        let c = *self.c;
        let q = self.at(0);
        let triple = self.at(1) == q && self.at(2) == q;
        let raw = self.s[start..self.i].bytes().any(|b| b == b'r' || b == b'R');
        let open = if triple { 3 } else { 1 };
        let mut run = start;
        let mut j = self.i + open;
        while j < self.b.len() {
            j += scan::len(&self.b[j..], take_till(|b| b == b'\\' || b == q || b == b'\n' || (f && b == b'{')));
            let r = &self.b[j..];
            if let Ok((_, esc)) = scan::escape(r) {
                if !raw {
                    self.put(run, j, c.str);
                    self.put(j, j + esc.len(), c.esc);
                    run = j + esc.len();
                }
                j += esc.len();
            } else if r.first() == Some(&q) && (!triple || r.starts_with(&[q, q, q])) {
                j += open;
                break;
            } else if r.first() == Some(&b'\n') && !triple {
                break;
            } else if f && r.starts_with(b"{{") {
                j += 2;
            } else if f && r.first() == Some(&b'{') {
                // The substitution's code, up to its closing brace.
                self.put(run, j, c.str);
                self.put(j, j + 1, c.punct);
                let (code, expr) = substitution(&r[1..]);
                let (code_end, k) = (j + 1 + code, j + 1 + expr);
                self.nested(j + 1, code_end);
                self.put(code_end, k, c.plain);
                j = k;
                if self.b.get(j) == Some(&b'}') {
                    self.put(j, j + 1, c.punct);
                    j += 1;
                }
                run = j;
            } else {
                // A lone `\` at the end, a quote that does not close, a newline in a triple.
                j += usize::from(!r.is_empty());
            }
        }
        self.put(run, j, c.str);
        self.i = j;
        self.prev = Prev::Value;
    }
}
