//! The fast engine: one hand-written lexer per common language (bash, JavaScript, TypeScript,
//! Rust, Python, JSON, YAML), the way Prism and highlight.js colour code, with the token
//! classes the grammars' tree-sitter highlight queries give (which this engine replaced).
//!
//! Why not tree-sitter: parsing each block to a full tree and running a highlight query over
//! it was a third of a whole compile's CPU on the bench corpus (the query compile alone,
//! once per language, cost more than all of a site's Markdown parsing). A lexer with a little
//! context (the previous token, the bracket it is in, the next character) gives the same
//! colours for nearly every byte of real code (`lexer_agrees_with_tree_sitter` in
//! `compiler/highlight-agreement` measures it on a pinned corpus of real code per language and
//! on the fixtures' real-world sites) at a few percent of the cost.
//!
//! Every byte of the input comes out in exactly one token, whatever the input: a lexer never
//! fails, and an unterminated string or comment runs to the end of the block.

use super::class_id;
use docc_model::Token;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Lang {
    Bash,
    Js,
    Ts,
    Rust,
    Python,
    Json,
    Yaml,
}

/// Languages (by their `canonical` name) this engine colours, and the lexer of each (the same
/// order); `tsx` and `jsx` stay with syntect.
pub(super) const NAMES: [&str; 7] = ["bash", "js", "ts", "rs", "py", "json", "yaml"];
const LANGS: [Lang; 7] = [Lang::Bash, Lang::Js, Lang::Ts, Lang::Rust, Lang::Python, Lang::Json, Lang::Yaml];

pub(super) fn lang(canonical: &str) -> Option<Lang> {
    NAMES.iter().position(|n| *n == canonical).map(|i| LANGS[i])
}

/// Token class ids, resolved once.
#[derive(Clone, Copy)]
struct C {
    plain: u32,
    kw: u32,
    str: u32,
    com: u32,
    num: u32,
    func: u32,
    ty: u32,
    cons: u32,
    var: u32,
    op: u32,
    punct: u32,
    prop: u32,
    builtin: u32,
    esc: u32,
    meta: u32,
}

fn classes() -> &'static C {
    static C: std::sync::OnceLock<C> = std::sync::OnceLock::new();
    C.get_or_init(|| C {
        plain: 0,
        kw: class_id("kw"),
        str: class_id("str"),
        com: class_id("com"),
        num: class_id("num"),
        func: class_id("fn"),
        ty: class_id("ty"),
        cons: class_id("const"),
        var: class_id("var"),
        op: class_id("op"),
        punct: class_id("punct"),
        prop: class_id("prop"),
        builtin: class_id("builtin"),
        esc: class_id("esc"),
        meta: class_id("meta"),
    })
}

/// `code` (no trailing newline) as lines of tokens, one entry per line.
pub(super) fn highlight(code: &str, lang: Lang) -> Vec<Vec<Token>> {
    let mut lx = Lx::new(code, lang);
    match lang {
        Lang::Js | Lang::Ts | Lang::Rust => lx.clike(false),
        Lang::Python => lx.python(),
        Lang::Bash => lx.bash(),
        Lang::Json => lx.json(),
        Lang::Yaml => lx.yaml(),
    }
    lx.lines
}

/// What the last significant token was: the context a lexer has instead of a tree.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Prev {
    Start,
    /// A value: an identifier, literal, `)` or `]` (a `/` after it divides).
    Value,
    /// `.` (member access: the next identifier is a property or method).
    Dot,
    /// A keyword after which a name is a function's (`function`, `fn`, `def`).
    FnKw,
    /// A keyword after which a name is a type's (`class`, `struct`, `interface`, …).
    TypeKw,
    /// `:` or `->` in a position where a type follows (TypeScript, Rust, Python annotations).
    TypeColon,
    /// Any other operator or punctuation.
    Op,
}

struct Lx<'a> {
    s: &'a str,
    b: &'a [u8],
    i: usize,
    lines: Vec<Vec<Token>>,
    c: &'static C,
    lang: Lang,
    prev: Prev,
    /// Open brackets, innermost last: whether a `name:` is a parameter, a key or a field.
    brackets: Vec<u8>,
    /// Whether each open bracket is a function's parameter list (TypeScript).
    params: Vec<bool>,
    /// Where each open bracket is.
    opened: Vec<usize>,
    /// Python: the names of an `import` line are plain variables (`urllib.parse`).
    import_line: bool,
    /// Rust: the bracket depth an attribute (`#[…]`) opened at; its plain names are `meta`.
    attribute: Option<usize>,
    /// Rust: the bracket depth a macro's arguments opened at. They are tokens, not parsed
    /// code, so their names are plain (types still types).
    in_macro: Option<usize>,
    /// How many `nested` lexers this one is inside.
    depth: usize,
}

/// Deepest nesting of `nested` lexers (`$( $( … ) )`, f-strings in f-strings); deeper text is
/// plain. Unbounded, 60,000 nested `$(` overflowed the stack.
const MAX_NESTING: usize = 16;

fn is_ident_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_' || b >= 0x80
}

fn is_ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80
}

/// How far a look-ahead or look-back for context goes (a parameter list's `)`, the rest of a
/// line). Unbounded, each token of a long line or an unclosed bracket rescanned to its end:
/// 127 KB of `f(` in a TypeScript block took 1.8 s, a YAML flow list on one line 1.3 s. Past
/// the bound a token gets the plain reading, which real code never reaches.
const LOOK: usize = 2048;

/// `s[from..]`, at most `LOOK` bytes of it (cut back to a character boundary).
fn ahead(s: &str, from: usize) -> &str {
    let mut end = (from + LOOK).min(s.len());
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    &s[from..end]
}

/// `s[..to]`, at most its last `LOOK` bytes (cut forward to a character boundary).
fn behind(s: &str, to: usize) -> &str {
    let mut start = to.saturating_sub(LOOK);
    while !s.is_char_boundary(start) {
        start += 1;
    }
    &s[start..to]
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
const PY_KEYWORDS: &[&str] = &[
    "as", "assert", "async", "await", "break", "case", "class", "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if",
    "import", "lambda", "match", "nonlocal", "pass", "raise", "return", "try", "while", "with", "yield",
];
const PY_OPERATORS: &[&str] = &["and", "in", "is", "not", "or"];
const BASH_KEYWORDS: &[&str] =
    &["case", "do", "done", "elif", "else", "esac", "export", "fi", "for", "function", "if", "in", "select", "then", "unset", "until", "while"];

impl<'a> Lx<'a> {
    fn new(s: &'a str, lang: Lang) -> Lx<'a> {
        Lx {
            s,
            b: s.as_bytes(),
            i: 0,
            lines: vec![Vec::new()],
            c: classes(),
            lang,
            prev: Prev::Start,
            brackets: Vec::new(),
            params: Vec::new(),
            opened: Vec::new(),
            import_line: false,
            attribute: None,
            in_macro: None,
            depth: 0,
        }
    }

    /// Lexes `s[from..to]` on its own as code of this lexer's language (an f-string's `{…}`, a
    /// bash `$(…)`) and appends its tokens; the cursor does not move.
    fn nested(&mut self, from: usize, to: usize) {
        if self.depth >= MAX_NESTING {
            let plain = self.c.plain;
            self.put(from, to, plain);
            return;
        }
        let mut inner = Lx::new(&self.s[..to], self.lang);
        inner.depth = self.depth + 1;
        inner.i = from;
        inner.prev = Prev::Op;
        match self.lang {
            Lang::Python => inner.python(),
            Lang::Bash => inner.bash(),
            _ => inner.clike(false),
        }
        for (n, line) in inner.lines.into_iter().enumerate() {
            if n > 0 {
                self.lines.push(Vec::new());
            }
            for t in line {
                super::push(self.lines.last_mut().expect("a line"), &t.text, t.class);
            }
        }
    }

    /// Spaces and tabs, plain (bash and YAML, where a newline means something); whether any.
    fn blanks(&mut self) -> bool {
        let end = self.i + self.b[self.i..].iter().take_while(|&&b| b == b' ' || b == b'\t').count();
        let any = end > self.i;
        self.take(end, self.c.plain);
        any
    }

    fn at(&self, k: usize) -> u8 {
        self.b.get(self.i + k).copied().unwrap_or(0)
    }

    fn starts(&self, p: &str) -> bool {
        self.b[self.i..].starts_with(p.as_bytes())
    }

    /// Emits `s[from..to]` as `class`, starting a new line at each `\n`.
    fn put(&mut self, from: usize, to: usize, class: u32) {
        if from >= to {
            return;
        }
        let mut text = &self.s[from..to];
        while let Some(nl) = text.find('\n') {
            super::push(self.lines.last_mut().expect("a line"), &text[..nl], class);
            self.lines.push(Vec::new());
            text = &text[nl + 1..];
        }
        super::push(self.lines.last_mut().expect("a line"), text, class);
    }

    /// Emits from the cursor up to `to` as `class` and moves there.
    fn take(&mut self, to: usize, class: u32) {
        // Never backwards: a step that measured past a later limit (a block scalar's blank
        // body line) would otherwise give the same bytes out twice.
        let to = to.min(self.b.len()).max(self.i);
        self.put(self.i, to, class);
        self.i = to;
    }

    /// Whitespace up to the next token, plain.
    fn space(&mut self) -> bool {
        let start = self.i;
        while self.i < self.b.len() && matches!(self.b[self.i], b' ' | b'\t' | b'\n' | b'\r') {
            self.i += 1;
        }
        self.put(start, self.i, self.c.plain);
        self.i > start
    }

    /// The end of the identifier starting at the cursor.
    fn ident_end(&self, from: usize) -> usize {
        let mut j = from;
        while j < self.b.len() && (is_ident(self.b[j]) || (self.b[j] == b'$' && matches!(self.lang, Lang::Js | Lang::Ts))) {
            j += 1;
        }
        j
    }

    /// The first byte after `from` that is not a space or tab.
    fn next_byte(&self, from: usize) -> u8 {
        self.b[from..].iter().copied().find(|&b| b != b' ' && b != b'\t').unwrap_or(0)
    }

    /// A number literal: digits, hex/octal/binary prefixes, `_` separators, a fraction, an
    /// exponent and a type suffix (`1_000u64`, `0xff`, `1.5e-3`, `10n`); stops before `..`.
    fn number_end(&self) -> usize {
        let b = self.b;
        let mut j = self.i;
        while j < b.len() {
            let ch = b[j];
            if ch.is_ascii_alphanumeric() || ch == b'_' {
                // An exponent's sign belongs to the number.
                if matches!(ch, b'e' | b'E') && matches!(b.get(j + 1), Some(b'+' | b'-')) && !b[self.i..j].starts_with(b"0x") {
                    j += 2;
                    continue;
                }
                j += 1;
            } else if ch == b'.' && b.get(j + 1).is_some_and(u8::is_ascii_digit) && !b[self.i..j].contains(&b'.') {
                j += 1;
            } else {
                break;
            }
        }
        j
    }

    /// A quoted string from the cursor (its opening quote `q` included): `\x` escapes as
    /// `esc` where the language's grammar marks them, the rest as `str`. Ends at the closing
    /// quote, or at the end of the line for a single-line string left open.
    fn string(&mut self, q: u8, class: u32, escapes: bool, multiline: bool) {
        let start = self.i;
        let mut j = self.i + 1;
        let mut run = start;
        while j < self.b.len() {
            let ch = self.b[j];
            if ch == b'\\' && j + 1 < self.b.len() {
                let len = 1 + self.s[j + 1..].chars().next().map_or(0, char::len_utf8);
                if escapes {
                    self.put(run, j, class);
                    self.put(j, j + len, self.c.esc);
                    run = j + len;
                }
                j += len;
                continue;
            }
            if ch == q {
                j += 1;
                break;
            }
            if ch == b'\n' && !multiline {
                break;
            }
            j += 1;
        }
        self.put(run, j, class);
        self.i = j;
    }

    fn line_comment(&mut self) {
        let end = self.b[self.i..].iter().position(|&b| b == b'\n').map_or(self.b.len(), |n| self.i + n);
        self.take(end, self.c.com);
    }

    /// JavaScript, TypeScript and Rust: C-like syntax. With `in_template`, lexes the code of a
    /// template literal's `${…}` and returns at its closing brace.
    fn clike(&mut self, in_template: bool) {
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
                let end = self.block_comment_end(rust);
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
        let mut j = self.i + 1;
        let mut class = false;
        while j < self.b.len() && self.b[j] != b'\n' {
            match self.b[j] {
                b'\\' => j += 1,
                b'[' => class = true,
                b']' => class = false,
                b'/' if !class => break,
                _ => {}
            }
            j += 1;
        }
        if j < self.b.len() && self.b[j] == b'/' {
            j += 1;
            while j < self.b.len() && self.b[j].is_ascii_alphabetic() {
                j += 1;
            }
            self.take(j, c.str);
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

    /// The end of the block comment at the cursor; Rust's nest.
    fn block_comment_end(&self, nested: bool) -> usize {
        let mut depth = 0;
        let mut j = self.i;
        while j + 1 < self.b.len() {
            if self.b[j] == b'/' && self.b[j + 1] == b'*' && (nested || depth == 0) {
                depth += 1;
                j += 2;
            } else if self.b[j] == b'*' && self.b[j + 1] == b'/' {
                depth -= 1;
                j += 2;
                if depth == 0 {
                    return j;
                }
            } else {
                j += 1;
            }
        }
        self.b.len()
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
                let run = self.b[self.i..].iter().take_while(|b| b"+-*/%=<>!&|^~".contains(b)).count().max(1);
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

    fn python(&mut self) {
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
                let mut end = self.i + 1;
                while end < self.b.len() && (is_ident(self.b[end]) || self.b[end] == b'.') {
                    end += 1;
                }
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
                let run = self.b[self.i..].iter().take_while(|b| b"+-*/%=<>!&|^~@".contains(b)).count();
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
        loop {
            if j >= self.b.len() {
                break;
            }
            let ch = self.b[j];
            if ch == b'\\' && j + 1 < self.b.len() {
                let len = 1 + self.s[j + 1..].chars().next().map_or(0, char::len_utf8);
                if !raw {
                    self.put(run, j, c.str);
                    self.put(j, j + len, c.esc);
                    run = j + len;
                }
                j += len;
                continue;
            }
            if ch == q && (!triple || (self.b.get(j + 1) == Some(&q) && self.b.get(j + 2) == Some(&q))) {
                j += open;
                break;
            }
            if ch == b'\n' && !triple {
                break;
            }
            if f && ch == b'{' {
                if self.b.get(j + 1) == Some(&b'{') {
                    j += 2;
                    continue;
                }
                // The substitution's code, up to its closing brace.
                self.put(run, j, c.str);
                self.put(j, j + 1, c.punct);
                let mut k = j + 1;
                let mut depth = 0;
                // The expression ends at `}`, or at a `!r` conversion or `:spec` (plain).
                let mut spec = None;
                while k < self.b.len() && self.b[k] != b'\n' {
                    match self.b[k] {
                        b'{' | b'(' | b'[' => depth += 1,
                        b')' | b']' => depth -= 1,
                        b'}' if depth == 0 => break,
                        b'}' => depth -= 1,
                        b'!' | b':' if depth == 0 && spec.is_none() && self.b.get(k + 1) != Some(&b'=') => spec = Some(k),
                        _ => {}
                    }
                    k += 1;
                }
                let (code_end, k) = (spec.unwrap_or(k), k);
                self.nested(j + 1, code_end);
                self.put(code_end, k, c.plain);
                j = k;
                if j < self.b.len() && self.b[j] == b'}' {
                    self.put(j, j + 1, c.punct);
                    j += 1;
                }
                run = j;
                continue;
            }
            j += 1;
        }
        self.put(run, j, c.str);
        self.i = j;
        self.prev = Prev::Value;
    }

    fn bash(&mut self) {
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

    fn json(&mut self) {
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

    fn yaml(&mut self) {
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
