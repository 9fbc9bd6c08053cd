//! Bash: each token's shape is a nom parser (words, control and redirection operators, a
//! redirection's file descriptor, double-quoted runs, expansions, a command substitution to its
//! `)`); whether a word names a command is the lexer's context.

use super::scan::{self, before, In, Res};
use super::{is_ident, is_ident_start, Lx};
use nom::branch::alt;
use nom::bytes::complete::{tag, take, take_till, take_until, take_while1};
use nom::combinator::{opt, recognize, rest};
use nom::sequence::{pair, terminated};

/// A word: to a blank, an operator, a quote or `$`; a `\` takes the byte after it along.
fn word(i: In<'_>) -> Res<'_> {
    let mut r = i;
    loop {
        (r, _) = take_till(|b| matches!(b, b' ' | b'\t' | b'\n' | b'|' | b'&' | b';' | b'(' | b')' | b'>' | b'<' | b'"' | b'\'' | b'$' | b'\\'))(r)?;
        match r {
            [b'\\', ..] => r = &r[2.min(r.len())..],
            _ => return Ok((r, &i[..i.len() - r.len()])),
        }
    }
}

/// A control operator: `|`, `||`, `&`, `&&`, `;`, `;;`, `(`, `)`.
fn control(i: In<'_>) -> Res<'_> {
    alt((tag("||"), tag("&&"), tag(";;"), scan::byte_in(b"|&;()")))(i)
}

/// A redirection: `>`, `>>`, `<`, `<<`, each maybe with `&` (`>&`, `2>&1`).
fn redirection(i: In<'_>) -> Res<'_> {
    recognize(pair(alt((tag(">>"), tag("<<"), tag(">"), tag("<"))), opt(tag("&"))))(i)
}

/// The file descriptor after a redirection (`1` of `2>&1`): digits ending the word.
fn descriptor(i: In<'_>) -> Res<'_> {
    terminated(take_while1(|b: u8| b.is_ascii_digit()), before(b"\0 \t\n;|&)"))(i)
}

/// A double-quoted string's text up to what it must look at: `\`, `"` or `$`.
fn double_run(i: In<'_>) -> Res<'_> {
    take_till(|b| matches!(b, b'\\' | b'"' | b'$'))(i)
}

/// `{NAME…}` of `${NAME…}`: to its `}` or the end of the code.
fn braced(i: In<'_>) -> Res<'_> {
    alt((recognize(pair(take_until("}"), take(1usize))), rest))(i)
}

/// A command substitution's `(…)`, from its `(` up to (not taking) its matching `)`, or the end
/// of the code.
fn substitution(i: In<'_>) -> Res<'_> {
    let mut depth = 0usize;
    let mut r = i;
    loop {
        match r.first() {
            None => break,
            Some(b'(') => depth += 1,
            Some(b')') => {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            Some(_) => {
                (r, _) = take_till(|b| b == b'(' || b == b')')(r)?;
                continue;
            }
        }
        r = &r[1..];
    }
    Ok((r, &i[..i.len() - r.len()]))
}

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
            if self.rest().starts_with(b"\\\n") {
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
                    let len = scan::len(self.rest(), control);
                    let class = if matches!(ch, b'|' | b'&') && (len == 2 || ch == b'|') { c.op } else { c.plain };
                    self.take(self.i + len, class);
                    command = true;
                    continue;
                }
                b'>' | b'<' => {
                    // `>`, `>>`, `<`, `>&`: a file descriptor after it is a number (`2>&1`).
                    let len = scan::len(self.rest(), redirection);
                    self.take(self.i + len, c.op);
                    let digits = scan::len(self.rest(), descriptor);
                    self.take(self.i + digits, c.num);
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
        let end = self.i + scan::len(self.rest(), word).max(1);
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
            j += scan::len(&self.b[j..], double_run);
            match self.b[j..] {
                [] => break,
                [b'\\', ..] => j = (j + 2).min(self.b.len()),
                [b'"', ..] => {
                    j += 1;
                    break;
                }
                [b'$', next, ..] if is_ident_start(next) || next == b'{' || next == b'(' => {
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
                let end = self.i + scan::len(self.rest(), braced);
                self.take(self.i + 1, c.plain);
                let name = self.ident_end(self.i);
                self.take(name, c.prop);
                self.take(end, c.plain);
            }
            b'(' => {
                // A command substitution: the command inside, lexed as bash, to its `)`.
                let k = self.i + scan::len(self.rest(), substitution);
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
