//! JavaScript, TypeScript and Rust: C-like syntax, one lexer with a flag per language.

use super::scan::{self, In, Res};
use super::{ahead, behind, is_ident, is_ident_start, Lang, Lx, Prev};
use nom::bytes::complete::{tag, take_till, take_while};
use nom::IResult;

/// A regular expression literal from its opening `/` to its closing one and its flags, on one
/// line (a `/` inside a `[…]` class does not close it; `\` takes the next byte along).
fn regex(i: In<'_>) -> Res<'_> {
    let (mut r, _) = tag("/")(i)?;
    let mut class = false;
    loop {
        (r, _) = take_till(|b| matches!(b, b'\n' | b'\\' | b'[' | b']' | b'/'))(r)?;
        match r {
            [] | [b'\n', ..] => return Err(nom::Err::Error(())),
            [b'\\', ..] => r = &r[2.min(r.len())..],
            [b'/', ..] if !class => break,
            [b, ..] => {
                class = match b {
                    b'[' => true,
                    b']' => false,
                    _ => class,
                };
                r = &r[1..];
            }
        }
    }
    let (r, _) = flags(&r[1..])?;
    Ok((r, &i[..i.len() - r.len()]))
}

/// A regular expression's flags (`gi`).
fn flags(i: In<'_>) -> IResult<In<'_>, In<'_>, ()> {
    take_while(|b: u8| b.is_ascii_alphabetic())(i)
}

const JS_KEYWORDS: &[&str] = &[
    "as",
    "async",
    "await",
    "break",
    "case",
    "catch",
    "class",
    "const",
    "continue",
    "debugger",
    "default",
    "delete",
    "do",
    "else",
    "export",
    "extends",
    "finally",
    "for",
    "from",
    "function",
    "get",
    "if",
    "import",
    "in",
    "instanceof",
    "let",
    "new",
    "of",
    "return",
    "set",
    "static",
    "switch",
    "throw",
    "try",
    "typeof",
    "var",
    "void",
    "while",
    "with",
    "yield",
];
const TS_KEYWORDS: &[&str] = &[
    "abstract",
    "declare",
    "enum",
    "implements",
    "interface",
    "keyof",
    "namespace",
    "private",
    "protected",
    "public",
    "type",
    "readonly",
    "override",
    "satisfies",
];
const TS_TYPES: &[&str] = &["any", "bigint", "boolean", "never", "number", "object", "string", "symbol", "undefined", "unknown", "void"];
const RUST_KEYWORDS: &[&str] = &[
    "as", "async", "await", "break", "const", "continue", "crate", "default", "dyn", "else", "enum", "extern", "fn", "for", "gen", "if", "impl", "in", "let",
    "loop", "match", "mod", "move", "mut", "pub", "raw", "ref", "return", "static", "struct", "super", "trait", "type", "union", "unsafe", "use", "where",
    "while", "yield",
];
const RUST_TYPES: &[&str] = &["bool", "char", "f32", "f64", "i8", "i16", "i32", "i64", "i128", "isize", "str", "u8", "u16", "u32", "u64", "u128", "usize"];

impl Lx<'_> {
    /// JavaScript, TypeScript and Rust: C-like syntax. With `in_template`, lexes the code of a
    /// template literal's `${…}` and returns at its closing brace.
    pub(super) fn clike(&mut self, in_template: bool) {
        let c = *self.c;
        let depth = self.brackets.len();
        let js = matches!(self.lang, Lang::Js | Lang::Ts);
        let ts = self.lang == Lang::Ts;
        let rust = self.lang == Lang::Rust;
        // `<` of a type's arguments, open: their `>` is a bracket, not an operator.
        let mut generics = 0usize;
        while self.i < self.b.len() {
            if self.space() {
                continue;
            }
            let ch = self.at(0);
            if ch == b'/' && self.at(1) == b'/' {
                self.line_comment();
                continue;
            }
            if ch == b'/' && self.at(1) == b'*' {
                let end = self.i + scan::len(self.rest(), scan::block_comment(rust));
                self.take(end, c.com);
                continue;
            }
            if rust && ch == b'$' && is_ident_start(self.at(1)) {
                // A macro_rules metavariable with its fragment: `$e:expr`.
                let mut end = self.ident_end(self.i + 1);
                if self.b.get(end) == Some(&b':') && self.b.get(end + 1).is_some_and(|&b| is_ident_start(b)) {
                    end = self.ident_end(end + 1);
                }
                self.take(end, c.plain);
                self.prev = Prev::Value;
                continue;
            }
            if in_template && ch == b'}' && self.brackets.len() == depth {
                return;
            }
            if ch.is_ascii_digit() || (ch == b'.' && self.at(1).is_ascii_digit()) {
                let end = self.number_end();
                self.take(end, if rust { c.cons } else { c.num });
                self.prev = Prev::Value;
                continue;
            }
            if is_ident_start(ch) || (js && ch == b'$') {
                self.clike_ident();
                continue;
            }
            match ch {
                b'"' => {
                    self.string(b'"', c.str, true, rust);
                    self.prev = Prev::Value;
                }
                b'\'' if js => {
                    self.string(b'\'', c.str, false, false);
                    self.prev = Prev::Value;
                }
                b'\'' => self.rust_quote(),
                b'`' if js => {
                    self.template();
                    self.prev = Prev::Value;
                }
                b'#' if rust && matches!(self.at(1), b'[' | b'!') => {
                    // An attribute (`#[derive(Debug)]`, `#![allow(…)]`): `#` and its plain names
                    // are annotations, its brackets, strings and types as anywhere.
                    let len = if self.at(1) == b'!' { 2 } else { 1 };
                    self.take(self.i + len, c.meta);
                    self.attribute = Some(self.brackets.len());
                    self.prev = Prev::Op;
                }
                b'/' if js && !matches!(self.prev, Prev::Value) => self.regex(),
                b'(' | b'[' | b'{' => {
                    let params = ch == b'(' && ts && self.is_parameter_list();
                    self.brackets.push(ch);
                    self.params.push(params);
                    self.opened.push(self.i);
                    self.take(self.i + 1, c.punct);
                    self.prev = Prev::Op;
                }
                b')' | b']' | b'}' => self.close_bracket(ch, depth),
                b'<' if (ts || rust) && matches!(self.prev, Prev::Value | Prev::TypeColon) && self.i > 0 && is_ident(self.b[self.i - 1]) => {
                    // `Promise<A>`, `Vec<u8>`: a type's arguments.
                    generics += 1;
                    self.take(self.i + 1, c.punct);
                    self.prev = Prev::TypeColon;
                }
                b'>' if generics > 0 => {
                    generics -= 1;
                    self.take(self.i + 1, c.punct);
                    self.prev = Prev::Value;
                }
                _ => self.clike_operator(),
            }
        }
    }

    /// Rust: a char literal (`'a'`, `'\n'`) or a lifetime (`'a`), whose `'` is an operator.
    fn rust_quote(&mut self) {
        let c = *self.c;
        let len = self.s[self.i + 1..].chars().next().map_or(0, char::len_utf8);
        if self.at(1) == b'\\' || self.at(1 + len) == b'\'' {
            self.string(b'\'', c.str, true, false);
        } else {
            self.take(self.i + 1, c.op);
            let end = self.ident_end(self.i);
            self.take(end, c.plain);
        }
        self.prev = Prev::Value;
    }

    /// A regular expression literal (a `/` after an operator, not after a value), or a lone `/`.
    fn regex(&mut self) {
        let c = *self.c;
        let len = scan::len(self.rest(), regex);
        if len > 0 {
            self.take(self.i + len, c.str);
            self.prev = Prev::Value;
        } else {
            self.take(self.i + 1, c.op);
            self.prev = Prev::Op;
        }
    }

    /// A closing bracket (never below `depth`, where a template's `${` opened), and in
    /// TypeScript the `:` of a return type after `)`.
    fn close_bracket(&mut self, ch: u8, depth: usize) {
        let c = *self.c;
        if self.brackets.len() > depth {
            self.brackets.pop();
            self.params.pop();
            self.opened.pop();
        }
        if self.attribute == Some(self.brackets.len()) {
            self.attribute = None;
        }
        if self.in_macro == Some(self.brackets.len()) {
            self.in_macro = None;
        }
        self.take(self.i + 1, c.punct);
        self.prev = if ch == b'}' { Prev::Op } else { Prev::Value };
        if self.lang == Lang::Ts && ch == b')' && self.next_byte(self.i) == b':' {
            let colon = self.i + self.b[self.i..].iter().position(|&b| b == b':').unwrap_or(0);
            self.take(colon, c.plain);
            self.take(self.i + 1, c.plain);
            self.prev = Prev::TypeColon;
        }
    }

    /// An operator or punctuation run in C-like code.
    fn clike_operator(&mut self) {
        let c = *self.c;
        let rust = self.lang == Lang::Rust;
        let ts = self.lang == Lang::Ts;
        let ch = self.at(0);
        // Punctuation that is one byte.
        let (len, class) = match ch {
            b';' | b',' => (1, c.punct),
            b'.' if self.at(1) == b'.' && self.at(2) == b'.' => (3, c.plain),
            b'.' if self.at(1) == b'.' => (if self.at(2) == b'=' { 3 } else { 2 }, if rust { c.plain } else { c.op }),
            b'.' => (1, c.punct),
            b'?' if self.at(1) == b'.' && !self.at(2).is_ascii_digit() => (2, c.punct),
            b':' if self.at(1) == b':' => (2, if rust { c.punct } else { c.plain }),
            b':' => (1, if rust { c.punct } else { c.plain }),
            b'?' if self.at(1) == b'?' => (if self.at(2) == b'=' { 3 } else { 2 }, c.op),
            b'?' => (1, c.plain),
            b'=' if self.at(1) == b'>' => (2, if rust { c.plain } else { c.op }),
            _ => {
                let run = scan::len(self.rest(), scan::run_of(b"+-*/%=<>!&|^~")).max(1);
                let len = if rust && run > 1 && self.at(0) == b'&' { 1 } else { run };
                let class = if rust {
                    if matches!(&self.b[self.i..self.i + len], b"*" | b"&") {
                        c.op
                    } else {
                        c.plain
                    }
                } else if self.b[self.i..].first().is_some_and(|b| b"+-*/%=<>!&|^~".contains(b)) {
                    c.op
                } else {
                    c.plain
                };
                (len, class)
            }
        };
        let was_colon = ch == b':' && self.at(1) != b':';
        let arrow = ch == b'-' && self.at(1) == b'>';
        let dot = ch == b'.' && self.at(1) != b'.' || (ch == b'?' && self.at(1) == b'.');
        self.take(self.i + len, class);
        self.prev = if dot {
            Prev::Dot
        } else if (ts || rust) && (was_colon || arrow) && self.brackets.last() != Some(&b'[') {
            Prev::TypeColon
        } else {
            Prev::Op
        };
    }

    /// A name in C-like code: keyword, type, function, property, constant or variable, by
    /// what the language's highlight query gives it in the usual contexts.
    fn clike_ident(&mut self) {
        let c = *self.c;
        let start = self.i;
        let end = self.ident_end(start);
        let word = &self.s[start..end];
        let rust = self.lang == Lang::Rust;
        let ts = self.lang == Lang::Ts;
        let next = self.next_byte(end);
        let after = |k: usize| self.b.get(end + k).copied().unwrap_or(0);
        if rust && matches!(word, "r" | "br" | "b") && matches!(after(0), b'"' | b'#') {
            // Raw and byte strings: `r"…"`, `r#"…"#`, `b"…"`.
            let hashes = self.b[end..].iter().take_while(|&&b| b == b'#').count();
            if self.b.get(end + hashes) == Some(&b'"') {
                self.take(end, c.str);
                if word == "b" {
                    self.string(b'"', c.str, true, true);
                } else {
                    let close = format!("\"{}", "#".repeat(hashes));
                    let body = end + hashes + 1;
                    let stop = self.s[body..].find(&close).map_or(self.b.len(), |n| body + n + close.len());
                    self.take(stop, c.str);
                }
                self.prev = Prev::Value;
                return;
            }
        }
        if rust && after(0) == b'!' && after(1) != b'=' {
            // A macro: `println!`, `vec!`; the `!` goes with the name.
            let class = if word == "macro_rules" {
                c.kw
            } else if self.in_macro.is_some() {
                c.plain
            } else {
                c.func
            };
            self.take(end + 1, class);
            if self.in_macro.is_none() && matches!(self.next_byte(self.i), b'(' | b'[' | b'{') {
                self.in_macro = Some(self.brackets.len());
            }
            self.prev = Prev::Value;
            return;
        }
        let keywords: &[&str] = if rust { RUST_KEYWORDS } else { JS_KEYWORDS };
        let keyword = keywords.contains(&word) || (ts && TS_KEYWORDS.contains(&word));
        // A keyword used as a property name (`opts.default`, `{ type: … }`) is a name.
        let as_name = self.prev == Prev::Dot || (next == b':' && after(1) != b':' && self.brackets.last() == Some(&b'{') && !rust);
        let prev = self.prev;
        let class = if keyword && !as_name {
            match word {
                "function" | "fn" => self.prev = Prev::FnKw,
                "class" | "interface" | "struct" | "enum" | "trait" | "type" | "extends" | "implements" | "impl" | "union" => self.prev = Prev::TypeKw,
                "as" | "dyn" if ts || rust => self.prev = Prev::TypeColon,
                _ => self.prev = Prev::Op,
            }
            c.kw
        } else {
            self.prev = Prev::Value;
            let upper = word.as_bytes()[0].is_ascii_uppercase();
            let all_caps = word.len() > 1 && word.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_');
            if rust {
                let class = self.rust_name(word, prev, next, after(1), upper);
                if class == c.plain && self.attribute.is_some() {
                    c.meta
                } else {
                    class
                }
            } else {
                match word {
                    "true" | "false" | "null" | "undefined" => c.cons,
                    "this" | "super" | "arguments" | "module" | "console" | "window" | "document" if prev != Prev::Dot => c.builtin,
                    "require" if next == b'(' => c.func,
                    _ if ts && TS_TYPES.contains(&word) && matches!(prev, Prev::TypeColon | Prev::TypeKw) => c.ty,
                    _ if next == b':' && after(1) != b':' && self.brackets.last() == Some(&b'{') && prev != Prev::Dot && !self.assigned_function(end) => c.prop,
                    _ if all_caps && prev != Prev::Dot && !ts => c.cons,
                    _ if upper && prev != Prev::Dot => c.ty,
                    _ if ts && matches!(prev, Prev::TypeColon | Prev::TypeKw) && next != b'(' => c.ty,
                    _ if prev == Prev::FnKw => c.func,
                    _ if ts && next == b'<' && self.generic_call(end) => c.func,
                    _ if self.shorthand(start, next) => c.plain,
                    _ if ts && self.params.last() == Some(&true) && matches!(self.byte_before(start), b'(' | b',' | b'.') => c.builtin,
                    _ if prev == Prev::Dot => {
                        if next == b'(' || self.assigned_function(end) {
                            c.func
                        } else {
                            c.prop
                        }
                    }
                    _ if next == b'(' => c.func,
                    _ if next == b':' && after(1) != b':' && self.brackets.last() == Some(&b'{') => {
                        if self.assigned_function(end) {
                            c.func
                        } else {
                            c.prop
                        }
                    }
                    _ if next == b'?' && after(1) == b':' && self.brackets.last() == Some(&b'{') => c.prop,
                    _ if ts && matches!(next, b':' | b'?') && self.brackets.last() == Some(&b'(') => c.builtin,
                    _ if self.assigned_function(end) => c.func,
                    _ => c.var,
                }
            }
        };
        self.take(end, class);
    }

    /// Whether the `(` at the cursor opens a function's parameters: its `)` is followed by
    /// `=>`, a `{` (not after `if`, `for`, …) or a return type.
    fn is_parameter_list(&self) -> bool {
        let before = &self.s[..self.i].trim_end();
        let word_start = before.trim_end_matches(|ch: char| ch == '_' || ch.is_alphanumeric()).len();
        if matches!(&before[word_start..], "if" | "for" | "while" | "switch" | "catch" | "with" | "return" | "await" | "typeof") {
            return false;
        }
        let mut depth = 0;
        for (k, &b) in ahead(self.s, self.i).as_bytes().iter().enumerate() {
            match b {
                b'(' => depth += 1,
                b')' => {
                    depth -= 1;
                    if depth == 0 {
                        let tail = ahead(self.s, self.i + k + 1).trim_start();
                        return tail.starts_with("=>") || tail.starts_with('{') || (tail.starts_with(':') && !before.ends_with('?'));
                    }
                }
                _ => {}
            }
        }
        false
    }

    /// `name<T>(`: a call with type arguments (TypeScript).
    fn generic_call(&self, end: usize) -> bool {
        let rest = ahead(self.s, end).as_bytes();
        let mut depth = 0;
        for (k, &b) in rest.iter().enumerate() {
            match b {
                b'<' => depth += 1,
                b'>' => {
                    depth -= 1;
                    if depth == 0 {
                        return self.next_byte(end + k + 1) == b'(';
                    }
                }
                b'\n' | b';' | b'(' | b')' => return false,
                _ => {}
            }
        }
        false
    }

    /// The last byte before `at` that is not whitespace (0 at the start).
    fn byte_before(&self, at: usize) -> u8 {
        self.b[..at].iter().rev().copied().find(|b| !b.is_ascii_whitespace()).unwrap_or(0)
    }

    /// A shorthand property (`{ a, b }`, in an object or a destructuring pattern): no colour
    /// in the grammars' queries.
    fn shorthand(&self, start: usize, next: u8) -> bool {
        if self.brackets.last() != Some(&b'{') || !matches!(next, b',' | b'}') || !matches!(self.byte_before(start), b'{' | b',') {
            return false;
        }
        // Not the names of an `import { a, b }` or `export { a }` (variables there).
        let open = self.opened.last().copied().unwrap_or(0);
        let line = behind(self.s, open).rsplit('\n').next().unwrap_or("").trim_start();
        !(line.starts_with("import") || line.starts_with("export"))
    }

    /// Whether the name ending at `end` is given a function: `name = (…) =>`, `name: function`,
    /// `name = async function`.
    fn assigned_function(&self, end: usize) -> bool {
        let rest = ahead(self.s, end).trim_start_matches([' ', '\t']);
        let Some(rest) = rest.strip_prefix('=').filter(|r| !r.starts_with(['=', '>'])).or_else(|| rest.strip_prefix(':').filter(|r| !r.starts_with(':')))
        else {
            return false;
        };
        let rest = rest.trim_start();
        let rest = rest.strip_prefix("async").map_or(rest, str::trim_start);
        if rest.starts_with("function") {
            return true;
        }
        // An arrow function: `(…) =>` or `x =>` on the same line.
        let line = rest.split('\n').next().unwrap_or("");
        if let Some(params) = line.strip_prefix('(') {
            let mut depth = 1;
            for (k, ch) in params.char_indices() {
                match ch {
                    '(' => depth += 1,
                    ')' => {
                        depth -= 1;
                        if depth == 0 {
                            let tail = params[k + 1..].trim_start();
                            // `(a): T =>` has a return type.
                            return tail.starts_with("=>") || (tail.starts_with(':') && tail.contains("=>"));
                        }
                    }
                    _ => {}
                }
            }
            return false;
        }
        let id = line.bytes().take_while(|&b| is_ident(b)).count();
        id > 0 && line[id..].trim_start().starts_with("=>")
    }

    /// Rust names: tree-sitter-rust colours calls, macros, fields, types and parameters;
    /// other identifiers stay plain.
    fn rust_name(&self, word: &str, prev: Prev, next: u8, next2: u8, upper: bool) -> u32 {
        let c = self.c;
        match word {
            "true" | "false" => c.cons,
            "self" => c.builtin,
            "Self" => c.ty,
            "_" => c.plain,
            _ if RUST_TYPES.contains(&word) && next != b'(' => c.ty,
            _ if self.attribute.is_some() && !upper => c.meta,
            _ if !upper
                && prev != Prev::Dot
                && next == b':'
                && next2 == b':'
                && !self.s[self.i..].trim_start_matches(|ch: char| ch == '_' || ch.is_alphanumeric()).trim_start().starts_with("::<") =>
            {
                c.plain
            }
            _ if self.in_macro.is_some() => {
                if upper {
                    c.ty
                } else {
                    c.plain
                }
            }
            _ if prev == Prev::TypeKw => c.ty,
            _ if next == b'(' && prev != Prev::Dot => c.func,
            _ if upper => c.ty,
            _ if next == b':'
                && next2 == b':'
                && !self.s[self.i..].trim_start_matches(|ch: char| ch == '_' || ch.is_alphanumeric()).trim_start().starts_with("::<") =>
            {
                c.plain
            }
            _ if prev == Prev::FnKw => c.func,
            _ if prev == Prev::TypeKw || (prev == Prev::TypeColon && next != b'(' && next != b':') => c.ty,
            _ if prev == Prev::Dot => match next {
                b'(' | b':' => c.func,
                _ => c.prop,
            },
            _ if next == b'(' => c.func,
            _ if next == b':'
                && next2 == b':'
                && self.s[self.i..].trim_start_matches(|ch: char| ch == '_' || ch.is_alphanumeric()).trim_start().starts_with("::<") =>
            {
                c.func
            }
            _ if next == b':' && next2 != b':' && self.brackets.last() == Some(&b'(') => c.builtin,
            _ if next == b':' && next2 != b':' && self.brackets.last() == Some(&b'{') => c.prop,
            _ => c.plain,
        }
    }

    /// A template literal with `${…}` substitutions (their braces punctuation, their code
    /// lexed as code).
    fn template(&mut self) {
        let c = *self.c;
        let mut run = self.i;
        let mut j = self.i + 1;
        loop {
            j += scan::len(&self.b[j..], take_till(|b| matches!(b, b'\\' | b'`' | b'$')));
            if j >= self.b.len() {
                self.put(run, j, c.str);
                self.i = j;
                return;
            }
            match self.b[j] {
                b'\\' => j = (j + 2).min(self.b.len()),
                b'`' => {
                    self.put(run, j + 1, c.str);
                    self.i = j + 1;
                    return;
                }
                b'$' if self.b.get(j + 1) == Some(&b'{') => {
                    self.put(run, j, c.str);
                    self.put(j, j + 2, c.punct);
                    self.i = j + 2;
                    let saved = self.prev;
                    self.prev = Prev::Op;
                    // A marker bracket: the substitution's names are not an object's.
                    self.brackets.push(b'$');
                    self.params.push(false);
                    self.opened.push(j);
                    self.clike(true);
                    self.brackets.pop();
                    self.params.pop();
                    self.opened.pop();
                    self.prev = saved;
                    if self.i < self.b.len() {
                        self.take(self.i + 1, c.punct);
                    }
                    run = self.i;
                    j = self.i;
                }
                _ => j += 1,
            }
        }
    }
}
