//! Test-only crate: how closely docc-markdown's hand-written highlight lexers (`highlight/lex.rs`)
//! colour code as the tree-sitter grammars' highlight queries do, the engine they replaced. The
//! 7 C grammars are this crate's dependencies, so `cargo test -p docc-markdown` builds none of
//! them; the lexers are reached through `docc_markdown::highlight::{LEXED, lexed}`.
//!
//! Two measures (`cargo test -p docc-highlight-agreement -- --nocapture` prints both): a pinned
//! corpus of real code per lexed language (`corpus/`, origins and licenses in its README), each
//! with a floor at today's agreement, and the fenced code of the fixtures' sites and `content/`.

use docc_markdown::highlight::class_id;
use docc_model::Token;
use std::cell::RefCell;
use std::sync::OnceLock;
use tree_sitter_highlight::{HighlightConfiguration, HighlightEvent, Highlighter};

/// The reference: the tree-sitter engine the lexers replaced, one highlight configuration per
/// grammar, built on first use, and one `Highlighter` per thread.
#[derive(Clone, Copy, Debug)]
pub enum Grammar {
    Bash,
    Js,
    Ts,
    Rust,
    Python,
    Json,
    Yaml,
}
const COUNT: usize = 7;

/// Capture names of the grammars' highlight queries and the token class of each. A
/// capture the list lacks falls back to its longest listed prefix (`function.macro` →
/// `function`), the rule of `tree-sitter-highlight`.
const CAPTURES: &[(&str, &str)] = &[
    ("attribute", "attr"),
    ("boolean", "const"),
    ("comment", "com"),
    ("constant", "const"),
    ("constant.builtin", "const"),
    ("constructor", "ty"),
    ("embedded", ""),
    ("escape", "esc"),
    ("function", "fn"),
    ("keyword", "kw"),
    ("label", ""),
    ("number", "num"),
    ("operator", "op"),
    ("property", "prop"),
    ("punctuation", "punct"),
    ("string", "str"),
    ("string.special.key", "prop"),
    ("tag", "tag"),
    ("type", "ty"),
    ("variable", "var"),
    ("variable.builtin", "builtin"),
    ("variable.parameter", "builtin"),
];

/// The grammar of a lexed language, by its canonical name (an entry of
/// `docc_markdown::highlight::LEXED`).
pub fn grammar(lang: &str) -> Option<Grammar> {
    Some(match lang {
        "bash" => Grammar::Bash,
        "js" => Grammar::Js,
        "ts" => Grammar::Ts,
        "rs" => Grammar::Rust,
        "py" => Grammar::Python,
        "json" => Grammar::Json,
        "yaml" => Grammar::Yaml,
        _ => return None,
    })
}

/// A grammar's configuration and the class of each of its captures.
struct Config {
    config: HighlightConfiguration,
    classes: Vec<u32>,
}

fn config(g: Grammar) -> Option<&'static Config> {
    static CONFIGS: [OnceLock<Option<Config>>; COUNT] = [const { OnceLock::new() }; COUNT];
    CONFIGS[g as usize]
        .get_or_init(|| {
            let js = tree_sitter_javascript::HIGHLIGHT_QUERY;
            let (language, name, highlights): (tree_sitter::Language, &str, String) = match g {
                Grammar::Bash => (tree_sitter_bash::LANGUAGE.into(), "bash", tree_sitter_bash::HIGHLIGHT_QUERY.into()),
                Grammar::Js => (tree_sitter_javascript::LANGUAGE.into(), "javascript", format!("{js}\n{}", tree_sitter_javascript::JSX_HIGHLIGHT_QUERY)),
                // TypeScript's query only adds to JavaScript's (types, TS keywords). Where
                // patterns match the same node the later one wins, so TypeScript's go last.
                Grammar::Ts => {
                    (tree_sitter_typescript::LANGUAGE_TYPESCRIPT.into(), "typescript", format!("{js}\n{}", tree_sitter_typescript::HIGHLIGHTS_QUERY))
                }
                Grammar::Rust => (tree_sitter_rust::LANGUAGE.into(), "rust", tree_sitter_rust::HIGHLIGHTS_QUERY.into()),
                // Python's and JSON's queries leave brackets and separators plain; syntect
                // coloured them, so they are added here.
                Grammar::Python => (
                    tree_sitter_python::LANGUAGE.into(),
                    "python",
                    format!("{}\n[\"(\" \")\" \"[\" \"]\" \"{{\" \"}}\" \",\" \":\" \".\"] @punctuation\n", tree_sitter_python::HIGHLIGHTS_QUERY),
                ),
                // The grammar's key pattern comes before `(string) @string`, which then
                // wins; repeated last, object keys are properties (as syntect has them).
                Grammar::Json => (
                    tree_sitter_json::LANGUAGE.into(),
                    "json",
                    format!(
                        "{}\n(pair key: (_) @string.special.key)\n[\"{{\" \"}}\" \"[\" \"]\" \",\" \":\"] @punctuation\n",
                        tree_sitter_json::HIGHLIGHTS_QUERY
                    ),
                ),
                Grammar::Yaml => (tree_sitter_yaml::LANGUAGE.into(), "yaml", tree_sitter_yaml::HIGHLIGHTS_QUERY.into()),
            };
            // The grammars ship their queries; one that does not compile against its own
            // grammar is a packaging bug, which `every_lexed_language_has_a_grammar` reports.
            let mut config = HighlightConfiguration::new(language, name, &highlights, "", "").ok()?;
            let names: Vec<&str> = CAPTURES.iter().map(|(n, _)| *n).collect();
            config.configure(&names);
            // Rust's attributes (`#[derive(..)]`) are annotations, as syntect's grammar has them.
            let class = |(capture, class): &(&str, &str)| class_id(if matches!(g, Grammar::Rust) && *capture == "attribute" { "meta" } else { class });
            Some(Config { config, classes: CAPTURES.iter().map(class).collect() })
        })
        .as_ref()
}

/// Whether the grammar's highlight query compiles against the grammar.
pub fn available(g: Grammar) -> bool {
    config(g).is_some()
}

thread_local! {
    static HIGHLIGHTER: RefCell<Highlighter> = RefCell::new(Highlighter::new());
}

/// `code` as lines of tokens coloured by the grammar's highlight query; `None` when the query
/// does not compile or the highlighter gives up.
pub fn highlight(code: &str, g: Grammar) -> Option<Vec<Vec<Token>>> {
    let cfg = config(g)?;
    HIGHLIGHTER.with(|h| {
        let mut h = h.borrow_mut();
        let events = h.highlight(&cfg.config, code.as_bytes(), None, |_| None).ok()?;
        let mut lines: Vec<Vec<Token>> = vec![Vec::new()];
        // The innermost capture colours the text (a `${…}` inside a template string is
        // `embedded`, plain, not a string).
        let mut stack: Vec<u32> = Vec::new();
        for event in events {
            match event.ok()? {
                HighlightEvent::HighlightStart(h) => stack.push(cfg.classes[h.0]),
                HighlightEvent::HighlightEnd => {
                    stack.pop();
                }
                HighlightEvent::Source { start, end } => push(&mut lines, code.get(start..end)?, stack.last().copied().unwrap_or(0)),
            }
        }
        Some(lines)
    })
}

/// Appends `text` to the last line, starting a new line at each `\n`.
fn push(lines: &mut Vec<Vec<Token>>, text: &str, class: u32) {
    for (i, part) in text.split('\n').enumerate() {
        if i > 0 {
            lines.push(Vec::new());
        }
        docc_markdown::highlight::push(lines.last_mut().expect("one line at least"), part, class);
    }
}

#[cfg(test)]
mod tests;
