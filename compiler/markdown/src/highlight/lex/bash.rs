//! Bash.

use super::{is_ident, is_ident_start, Lx};

const BASH_KEYWORDS: &[&str] =
    &["case", "do", "done", "elif", "else", "esac", "export", "fi", "for", "function", "if", "in", "select", "then", "unset", "until", "while"];

impl Lx<'_> {
    pub(super) fn bash(&mut self) {
        let c = *self.c;
        // Whether the next word is a command's name.
        let mut command = true;
        while self.i < self.b.len() {
            let ch = self.at(0);
            if ch == b'\n' {
                self.take(self.i + 1, c.plain);
                command = true;
                continue;
            }
            if self.blanks() {
                continue;
            }
            if ch == b'\\' && self.at(1) == b'\n' {
                // A continued line: the command goes on.
                self.take(self.i + 2, c.plain);
                continue;
            }
            if ch == b'#' && (self.i == 0 || matches!(self.b[self.i - 1], b' ' | b'\t' | b'\n' | b';')) {
                self.line_comment();
                continue;
            }
            match ch {
                b'\'' => {
                    self.string(b'\'', c.str, false, true);
                    command = false;
                    continue;
                }
                b'"' => {
                    self.bash_double();
                    command = false;
                    continue;
                }
                b'$' => {
                    self.bash_expansion();
                    command = false;
                    continue;
                }
                b'|' | b'&' | b';' | b'(' | b')' => {
                    let len = if self.at(1) == ch && ch != b'(' && ch != b')' { 2 } else { 1 };
                    let class = if matches!(ch, b'|' | b'&') && (len == 2 || ch == b'|') { c.op } else { c.plain };
                    self.take(self.i + len, class);
                    command = true;
                    continue;
                }
                b'>' | b'<' => {
                    // `>`, `>>`, `<`, `>&`: a file descriptor after it is a number (`2>&1`).
                    let mut len = if self.at(1) == ch { 2 } else { 1 };
                    if self.at(len) == b'&' {
                        len += 1;
                    }
                    self.take(self.i + len, c.op);
                    let digits = self.b[self.i..].iter().take_while(|b| b.is_ascii_digit()).count();
                    if digits > 0 && matches!(self.at(digits), 0 | b' ' | b'\t' | b'\n' | b';' | b'|' | b'&' | b')') {
                        self.take(self.i + digits, c.num);
                    }
                    continue;
                }
                _ => {}
            }
            command = self.bash_word(command);
        }
    }

    /// A bash word from the cursor: a command's name (a function's colour), a keyword, an
    /// option, an assignment or an argument. Returns whether the next word names a command.
    fn bash_word(&mut self, mut command: bool) -> bool {
        let c = *self.c;
        // A word: up to a space or an operator.
        let mut end = self.i;
        while end < self.b.len() && !matches!(self.b[end], b' ' | b'\t' | b'\n' | b'|' | b'&' | b';' | b'(' | b')' | b'>' | b'<' | b'"' | b'\'' | b'$') {
            if self.b[end] == b'\\' {
                end += 1;
            }
            end += 1;
        }
        let end = end.min(self.b.len()).max(self.i + 1);
        let word = &self.s[self.i..end];
        if let Some(eq) = word.find('=').filter(|&eq| command && eq > 0 && word[..eq].bytes().all(is_ident)) {
            // `NAME=value` before a command: an assignment.
            self.take(self.i + eq, c.prop);
            self.take(self.i + 1, c.plain);
            let rest = end;
            self.take(rest, c.plain);
            return command;
        }
        let class = if BASH_KEYWORDS.contains(&word) && (command || word == "in" || word == "do") {
            c.kw
        } else if matches!(word, "[" | "[[" | "]" | "]]") {
            command = false;
            c.plain
        } else if command {
            command = false;
            if self.b.get(end) == Some(&b'(') && self.b.get(end + 1) == Some(&b')') {
                c.func
            } else if word.bytes().all(|b| b.is_ascii_digit()) && matches!(self.b.get(end), Some(b'>' | b'<')) {
                c.num
            } else {
                c.func
            }
        } else if word.starts_with('-') {
            c.cons
        } else if word.bytes().all(|b| b.is_ascii_digit()) && matches!(self.b.get(end), Some(b'>' | b'<')) {
            c.num
        } else {
            c.plain
        };
        if class == c.kw && !matches!(word, "export" | "unset") {
            command = !matches!(word, "in" | "for" | "case" | "select" | "function");
        }
        self.take(end, class);
        command
    }

    /// A double-quoted bash string: `$NAME` and `$(…)` inside it keep their own colours.
    fn bash_double(&mut self) {
        let c = *self.c;
        let mut run = self.i;
        let mut j = self.i + 1;
        while j < self.b.len() {
            match self.b[j] {
                b'\\' => j = (j + 2).min(self.b.len()),
                b'"' => {
                    j += 1;
                    break;
                }
                b'$' if is_ident_start(self.b.get(j + 1).copied().unwrap_or(0)) || matches!(self.b.get(j + 1), Some(b'{' | b'(')) => {
                    self.put(run, j, c.str);
                    self.i = j;
                    self.bash_expansion();
                    j = self.i;
                    run = j;
                }
                _ => j += 1,
            }
        }
        let j = j.min(self.b.len());
        self.put(run, j, c.str);
        self.i = j;
    }

    /// `$NAME`, `${NAME…}`, `$(command)`, `$?`: the `$` an operator, the name a variable's.
    fn bash_expansion(&mut self) {
        let c = *self.c;
        self.take(self.i + 1, c.op);
        match self.at(0) {
            b'{' => {
                let end = self.s[self.i..].find('}').map_or(self.b.len(), |n| self.i + n + 1);
                self.take(self.i + 1, c.plain);
                let name = self.ident_end(self.i);
                self.take(name, c.prop);
                self.take(end, c.plain);
            }
            b'(' => {
                // A command substitution: the command inside, lexed as bash, to its `)`.
                let mut depth = 0;
                let mut k = self.i;
                while k < self.b.len() {
                    match self.b[k] {
                        b'(' => depth += 1,
                        b')' => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                    k += 1;
                }
                self.take(self.i + 1, c.plain);
                self.nested(self.i, k);
                self.i = k;
                self.take((k + 1).min(self.b.len()), c.plain);
            }
            ch if is_ident_start(ch) => {
                let end = self.ident_end(self.i);
                self.take(end, c.prop);
            }
            ch if ch.is_ascii_digit() || b"?@#*!$-".contains(&ch) => self.take(self.i + 1, c.plain),
            _ => {}
        }
    }
}
