//! The fast engine: one lexer per common language (bash, JavaScript, TypeScript, Rust, Python,
//! JSON, YAML), the way Prism and highlight.js colour code, with the token classes the grammars'
//! tree-sitter highlight queries give (which this engine replaced).
//!
//! Layout: this file holds what every lexer shares (the cursor and its context, `Lx`; emitting
//! tokens; strings, numbers, names, comments); `scan` the token shapes as nom parsers; one
//! module per language (`clike` for JavaScript, TypeScript and Rust, `python`, `bash`, `json`,
//! `yaml`) its loop, which picks the shape at the cursor and gives it a class from the context.
//! A rewrite must keep the tokens: `lexer_tokens_on_the_pinned_corpus_are_unchanged`
//! (`compiler/highlight-agreement`) pins them on the corpus.
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
        let n = scan::len(self.rest(), scan::blanks);
        self.take(self.i + n, self.c.plain);
        n > 0
    }

    fn at(&self, k: usize) -> u8 {
        self.b.get(self.i + k).copied().unwrap_or(0)
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
        let n = scan::len(self.rest(), scan::space);
        self.put(self.i, self.i + n, self.c.plain);
        self.i += n;
        n > 0
    }

    /// The end of the name starting at `from`.
    fn ident_end(&self, from: usize) -> usize {
        from + scan::len(&self.b[from..], scan::name(matches!(self.lang, Lang::Js | Lang::Ts)))
    }

    /// The first byte after `from` that is not a space or tab.
    fn next_byte(&self, from: usize) -> u8 {
        let at = from + scan::len(&self.b[from..], scan::blanks);
        self.b.get(at).copied().unwrap_or(0)
    }

    /// The end of the number literal at the cursor (`scan::number`).
    fn number_end(&self) -> usize {
        self.i + scan::len(self.rest(), scan::number)
    }

    /// A quoted string from the cursor (its opening quote `q` included): `\x` escapes as
    /// `esc` where the language's grammar marks them, the rest as `str`. Ends at the closing
    /// quote, or at the end of the line for a single-line string left open.
    fn string(&mut self, q: u8, class: u32, escapes: bool, multiline: bool) {
        let mut run = self.i;
        let mut j = self.i + 1;
        while j < self.b.len() {
            let r = &self.b[j..];
            if let Ok((_, esc)) = scan::escape(r) {
                if escapes {
                    self.put(run, j, class);
                    self.put(j, j + esc.len(), self.c.esc);
                    run = j + esc.len();
                }
                j += esc.len();
            } else if r[0] == q {
                j += 1;
                break;
            } else if r[0] == b'\\' || (r[0] == b'\n' && multiline) {
                j += 1;
            } else if r[0] == b'\n' {
                break;
            } else {
                j += scan::len(r, scan::string_run(q));
            }
        }
        self.put(run, j, class);
        self.i = j;
    }

    fn line_comment(&mut self) {
        let n = scan::len(self.rest(), scan::line);
        self.take(self.i + n, self.c.com);
    }

    /// The code from the cursor on.
    fn rest(&self) -> &'a [u8] {
        &self.b[self.i..]
    }
}

mod bash;
mod clike;
mod json;
mod python;
mod scan;
mod yaml;
