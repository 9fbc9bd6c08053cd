//! Compile-time syntax highlighting. Scopes are folded into a small set of token classes
//! so the runtime ships no highlighter: CSS gives each class a colour in the light and in
//! the dark palette.
//!
//! Two engines. The languages docs use most (bash, JavaScript, TypeScript, Rust, Python,
//! JSON, YAML) go through hand-written lexers (`lex`), which give the colours of the
//! grammars' tree-sitter highlight queries at a few percent of their cost (tree-sitter was a
//! third of a compile's CPU on the bench corpus; syntect, before it, 35-40%). Every other
//! language (TOML, PowerShell, OCaml, Go, Java, …) uses syntect grammars, with bat's extra
//! grammars via two-face.

use docc_model::Token;
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};
use syntect::parsing::{ParseState, Scope, ScopeStack, SyntaxReference, SyntaxSet};

mod lex;

/// Token class names, part of the pack schema (the runtime CSS colours `.tk-{name}`).
pub use docc_model::TOKEN_CLASSES as CLASSES;

/// The index of a token class by its name (0, plain, for a name not in the list).
pub fn class_id(name: &str) -> u32 {
    CLASSES.iter().position(|c| *c == name).unwrap_or(0) as u32
}

fn syntaxes() -> &'static SyntaxSet {
    static SET: OnceLock<SyntaxSet> = OnceLock::new();
    SET.get_or_init(two_face::syntax::extra_newlines)
}

/// One name per language for the aliases people write in fences (`None`: plain text). Both
/// engines read it: the lexers are picked by this name (`LEXED`), syntect finds its syntax by it.
fn canonical(lang: &str) -> Option<String> {
    let lang = lang.to_ascii_lowercase();
    let token = match lang.as_str() {
        "" | "text" | "txt" | "plain" | "plaintext" => return None,
        "typescript" | "ts" | "mts" | "cts" => "ts",
        "tsx" => "tsx",
        "javascript" | "js" | "mjs" | "cjs" | "nodejs" | "node" => "js",
        "jsx" => "jsx",
        "shell" | "sh" | "bash" | "zsh" | "console" | "curl" => "bash",
        "rust" | "rs" => "rs",
        "python" | "py" => "py",
        "ocaml" | "ml" => "ml",
        "powershell" | "ps1" | "pwsh" => "ps1",
        "golang" | "go" => "go",
        "yml" | "yaml" => "yaml",
        "json" | "jsonc" | "json5" => "json",
        // Prism's name for Dockerfiles.
        "docker" | "dockerfile" => "dockerfile",
        _ => return Some(lang),
    };
    Some(token.to_string())
}

fn find_syntax(token: &str) -> Option<&'static SyntaxReference> {
    let set = syntaxes();
    set.find_syntax_by_token(token).or_else(|| set.find_syntax_by_name(token))
}

fn classify_scope(scope: Scope) -> u32 {
    let s = scope.build_string();
    let starts = |p: &str| s.starts_with(p);
    let name = if starts("comment") {
        "com"
    } else if starts("constant.character.escape") {
        "esc"
    } else if starts("string") {
        "str"
    } else if starts("constant.numeric") {
        "num"
    } else if starts("constant") || starts("support.constant") {
        "const"
    } else if starts("keyword.operator") {
        "op"
    } else if starts("keyword") || starts("storage") {
        "kw"
    } else if starts("entity.name.function") || starts("support.function") || starts("variable.function") {
        "fn"
    } else if starts("entity.name.type")
        || starts("entity.name.class")
        || starts("support.type")
        || starts("support.class")
        || starts("entity.other.inherited-class")
    {
        "ty"
    } else if starts("entity.name.tag") {
        "tag"
    } else if starts("entity.other.attribute-name") {
        "attr"
    } else if starts("variable.other.property") || starts("variable.other.member") || starts("meta.object-literal.key") || starts("support.type.property-name")
    {
        "prop"
    } else if starts("variable.language") || starts("variable.parameter") {
        "builtin"
    } else if starts("variable") {
        "var"
    } else if starts("punctuation") {
        "punct"
    } else if starts("markup.inserted") {
        "ins"
    } else if starts("markup.deleted") {
        "del"
    } else if starts("meta.preprocessor") || starts("meta.annotation") || starts("meta.decorator") {
        "meta"
    } else {
        ""
    };
    class_id(name)
}

thread_local! {
    static SCOPE_CLASS: RefCell<HashMap<Scope, u32>> = RefCell::new(HashMap::new());
}

/// Innermost scope that maps to a class wins (a `punctuation` inside a `string` is a string).
fn class_of(stack: &ScopeStack) -> u32 {
    SCOPE_CLASS.with(|cache| {
        let mut cache = cache.borrow_mut();
        let scopes = stack.as_slice();
        // Strings and comments colour everything inside them.
        for &sc in scopes {
            let c = *cache.entry(sc).or_insert_with(|| classify_scope(sc));
            if c == class_id("str") || c == class_id("com") {
                for &inner in scopes.iter().rev() {
                    let ic = *cache.entry(inner).or_insert_with(|| classify_scope(inner));
                    if ic == class_id("esc") {
                        return ic;
                    }
                }
                return c;
            }
        }
        for &sc in scopes.iter().rev() {
            let c = *cache.entry(sc).or_insert_with(|| classify_scope(sc));
            if c != 0 {
                return c;
            }
        }
        0
    })
}

/// Results by (language, code). Docs repeat snippets (install commands, config files,
/// the same example on several pages), so each distinct snippet is highlighted once per
/// process. Sharded so the rayon workers rarely wait on one another. A result is kept as
/// (class, byte length) runs per line over the key's own text, not as tokens: on a site whose
/// blocks are all distinct (the bench corpus) the cache is pure overhead, and tokens (a
/// `String` each) would hold about ten times the code's size until the process ends.
///
/// Bounded: `docc serve` compiles again on every edit, so an unbounded cache kept every
/// version of every edited block for the life of the preview (the `highlight` fuzz target,
/// which highlights each input in 9 languages in one process, reached 2 GB and was stopped).
/// A shard past its share of `CACHE_BYTES` starts over; what a compile uses comes back.
const SHARDS: usize = 16;
const CACHE_BYTES: usize = 64 << 20;
type Runs = Vec<Vec<(u8, u32)>>;
#[derive(Default)]
struct Shard {
    map: HashMap<(String, String), Arc<Runs>>,
    /// Bytes held: keys' text plus 8 per run and 24 per line.
    bytes: usize,
}
type Cache = [Mutex<Shard>; SHARDS];

fn cache() -> &'static Cache {
    static CACHE: OnceLock<Cache> = OnceLock::new();
    CACHE.get_or_init(|| std::array::from_fn(|_| Mutex::new(Shard::default())))
}

/// Highlights `code` as `lang`; unknown languages come back as plain single-token lines.
/// Every line of `code` (without its last newline) gives one entry, whichever engine ran.
/// Whether a code block in `lang` gets colours (a plain-text name counts as known): Docusaurus
/// sites list the prism languages they load, and the config reader reports those docc lacks.
pub fn knows(lang: &str) -> bool {
    canonical(lang).is_none_or(|l| lex::lang(&l).is_some() || find_syntax(&l).is_some())
}

pub fn highlight(code: &str, lang: &str) -> Vec<Vec<Token>> {
    use std::hash::{Hash, Hasher};
    let mut fx = std::hash::DefaultHasher::new();
    (lang, code).hash(&mut fx);
    let shard = &cache()[fx.finish() as usize % SHARDS];
    let key = (lang.to_string(), code.to_string());
    let hit = shard.lock().expect("highlight cache lock").map.get(&key).cloned();
    if let Some(runs) = hit {
        let text = code.strip_suffix('\n').unwrap_or(code);
        return text
            .split('\n')
            .zip(runs.iter())
            .map(|(line, runs)| {
                let mut at = 0;
                runs.iter()
                    .map(|&(class, len)| {
                        let t = Token { class: class as u32, text: line[at..at + len as usize].to_string() };
                        at += len as usize;
                        t
                    })
                    .collect()
            })
            .collect();
    }
    let lines = highlight_uncached(code, lang);
    // The hit path rebuilds tokens by slicing the code's lines with the runs' lengths, so only
    // tokens that spell the code line for line may be cached (an engine that drops a `\r` or
    // splits lines its own way would make those slices wrong: a fuzzer found the panic).
    let text = code.strip_suffix('\n').unwrap_or(code);
    let spells = |line: &str, toks: &[Token]| {
        let mut at = 0;
        toks.iter().all(|t| {
            let same = line.get(at..at + t.text.len()) == Some(t.text.as_str());
            at += t.text.len();
            same
        }) && at == line.len()
    };
    let exact = lines.len() == text.split('\n').count() && text.split('\n').zip(&lines).all(|(line, toks)| spells(line, toks));
    if exact {
        let runs: Runs = lines.iter().map(|l| l.iter().map(|t| (t.class as u8, t.text.len() as u32)).collect()).collect();
        let cost = key.0.len() + key.1.len() + runs.iter().map(|l| 24 + 8 * l.len()).sum::<usize>();
        let mut shard = shard.lock().expect("highlight cache lock");
        if shard.bytes + cost > CACHE_BYTES / SHARDS {
            shard.map.clear();
            shard.bytes = 0;
        }
        if cost <= CACHE_BYTES / SHARDS && shard.map.insert(key, Arc::new(runs)).is_none() {
            shard.bytes += cost;
        }
    }
    lines
}

/// Appends `text` to a line, glued to the last token when the class is the same (both engines,
/// and the OpenAPI example printer, which tokenises JSON itself).
pub fn push(tokens: &mut Vec<Token>, text: &str, class: u32) {
    if text.is_empty() {
        return;
    }
    match tokens.last_mut() {
        Some(last) if last.class == class => last.text.push_str(text),
        _ => tokens.push(Token { class, text: text.to_string() }),
    }
}

fn highlight_uncached(code: &str, lang: &str) -> Vec<Vec<Token>> {
    let code = code.strip_suffix('\n').unwrap_or(code);
    let lang = canonical(lang);
    if let Some(l) = lang.as_deref().and_then(lex::lang) {
        return lex::highlight(code, l);
    }
    let Some(syntax) = lang.as_deref().and_then(find_syntax) else {
        return code.split('\n').map(|l| if l.is_empty() { vec![] } else { vec![Token { class: 0, text: l.to_string() }] }).collect();
    };
    let set = syntaxes();
    let mut state = ParseState::new(syntax);
    let mut stack = ScopeStack::new();
    let mut lines = Vec::new();
    for line in code.split('\n') {
        let with_nl = format!("{line}\n");
        let mut tokens: Vec<Token> = Vec::new();
        let ops = match state.parse_line(&with_nl, set) {
            Ok(ops) => ops,
            Err(_) => {
                lines.push(vec![Token { class: 0, text: line.to_string() }]);
                continue;
            }
        };
        let mut pos = 0;
        for (at, op) in ops {
            let at = at.min(line.len());
            if at > pos {
                push(&mut tokens, &line[pos..at], class_of(&stack));
                pos = at;
            }
            let _ = stack.apply(&op);
        }
        if pos < line.len() {
            push(&mut tokens, &line[pos..], class_of(&stack));
        }
        lines.push(tokens);
    }
    lines
}

/// The languages the hand-written lexers colour, by their canonical fence name (`rs`, `py`, …).
/// For the agreement test against tree-sitter (`compiler/highlight-agreement`).
#[doc(hidden)]
pub const LEXED: [&str; 7] = lex::NAMES;

/// The entry of [`LEXED`] whose lexer colours a fence named `lang` (`python`, `sh`, `rust`, …).
#[doc(hidden)]
pub fn lexed_language(lang: &str) -> Option<&'static str> {
    let canon = canonical(lang)?;
    LEXED.into_iter().find(|n| *n == canon)
}

/// The hand-written lexer's tokens for `code` (taken as given: no trailing newline is dropped),
/// one entry per line, or `None` when no lexer colours `lang`. No cache and no syntect: what the
/// agreement test (`compiler/highlight-agreement`) compares with tree-sitter's colours.
#[doc(hidden)]
pub fn lexed(code: &str, lang: &str) -> Option<Vec<Vec<Token>>> {
    Some(lex::highlight(code, lex::lang(lexed_language(lang)?)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn class_of_text(lines: &[Vec<Token>], text: &str) -> &'static str {
        let t = lines.iter().flatten().find(|t| t.text.trim() == text).unwrap_or_else(|| panic!("no token {text:?} in {lines:?}"));
        CLASSES[t.class as usize]
    }

    #[test]
    fn typescript_keywords_strings_and_comments() {
        let lines = highlight("// hi\nconst x: string = \"a\";\n", "ts");
        assert_eq!(lines.len(), 2);
        assert_eq!(class_of_text(&lines, "// hi"), "com");
        assert_eq!(class_of_text(&lines, "const"), "kw");
        assert!(lines[1].iter().any(|t| t.text.contains("\"a\"") && CLASSES[t.class as usize] == "str"));
    }

    #[test]
    fn known_languages_are_those_with_a_grammar() {
        for l in ["ts", "bash", "diff", "ini", "toml", "yaml", "docker", "text", ""] {
            assert!(knows(l), "{l}");
        }
        assert!(!knows("no-such-lang"));
    }

    #[test]
    fn unknown_language_is_plain_and_keeps_text() {
        let lines = highlight("a b\n\nc", "no-such-lang");
        assert_eq!(lines.len(), 3);
        assert_eq!(lines[0], vec![Token { class: 0, text: "a b".into() }]);
        assert!(lines[1].is_empty());
    }

    /// The lexed languages: the classes a reader expects of each.
    #[test]
    fn fast_languages_classes() {
        let cases: &[(&str, &str, &[(&str, &str)])] = &[
            ("bash", "# install\nnpm install \"docc\" --save\n", &[("# install", "com"), ("\"docc\"", "str"), ("npm", "fn")]),
            (
                "rust",
                "// c\nfn main() { let n = 42; }\n#[derive(Debug)]\nstruct A;",
                &[("// c", "com"), ("fn", "kw"), ("let", "kw"), ("42", "const"), ("main", "fn")],
            ),
            (
                "python",
                "def f(x):\n    return \"a\"  # c\n",
                &[("def", "kw"), ("return", "kw"), ("\"a\"", "str"), ("# c", "com"), ("f", "fn"), ("):", "punct")],
            ),
            ("json", "{\"a\": 1, \"b\": [true]}", &[("\"a\"", "prop"), ("1", "num"), ("true", "const"), ("[", "punct")]),
            ("yaml", "key: value # c\nn: 1\n", &[("key", "prop"), ("# c", "com"), ("1", "num")]),
            ("js", "const x = await f(`a${b}`); // c", &[("const", "kw"), ("await", "kw"), ("// c", "com"), ("f", "fn")]),
            (
                "ts",
                "interface A { n: number }\nexport async function g(): Promise<A> {}",
                &[("interface", "kw"), ("number", "ty"), ("export", "kw"), ("g", "fn")],
            ),
            (
                "ts",
                "const r = await client.get<User>(url, { retries: 3, ...opts });\nposts.find((p) => p.id === ID);",
                &[("get", "fn"), ("User", "ty"), ("retries", "prop"), ("p", "builtin"), ("id", "prop"), ("ID", "ty"), ("3", "num")],
            ),
            (
                "rust",
                "#[derive(Debug)]\nstruct P { x: u32 }\nimpl fmt::Display for P {}\nlet v = vec![1];\nlet s = r#\"raw \"q\"\"#;\n/* a /* nested */ c */",
                &[
                    ("derive", "meta"),
                    ("Debug", "ty"),
                    ("x", "prop"),
                    ("u32", "ty"),
                    ("fmt", ""),
                    ("vec!", "fn"),
                    ("r#\"raw \"q\"\"#", "str"),
                    ("/* a /* nested */ c */", "com"),
                ],
            ),
            (
                "python",
                "from a.b import c\n@dataclass\nclass M(Base):\n    n: int = 0\nprint(f\"{m.size!r:>4} done\")\nx = ...\nclass N: pass",
                &[("b", "var"), ("@dataclass", "fn"), ("M", "ty"), ("int", "ty"), ("print", "fn"), ("size", "prop"), ("!r:>4", ""), ("N", "ty")],
            ),
            (
                "bash",
                "export NAME=\"$HOME/x\" # set\nif [ -f a ]; then\n  cat a | grep -v b > out 2>&1\nfi",
                &[
                    ("export", "kw"),
                    ("NAME", "prop"),
                    ("HOME", "prop"),
                    ("# set", "com"),
                    ("-f", "const"),
                    ("cat", "fn"),
                    ("grep", "fn"),
                    ("|", "op"),
                    ("fi", "kw"),
                ],
            ),
            (
                "yaml",
                "steps:\n  - name: \"Build\"\n    run: |\n      cargo build\n    on: true\n    n: 3 # c\nanchor: &a x",
                &[("steps", "prop"), ("name", "prop"), ("\"Build\"", "str"), ("cargo build", "str"), ("true", "const"), ("3", "num"), ("-", "punct")],
            ),
        ];
        let mut wrong = Vec::new();
        for (lang, code, expect) in cases {
            assert!(canonical(lang).and_then(|l| lex::lang(&l)).is_some(), "{lang} is lexed");
            let lines = highlight(code, lang);
            for (text, class) in *expect {
                if class_of_text(&lines, text) != *class {
                    wrong.push(format!("{lang}: {text} is {} (not {class}) in {lines:?}", class_of_text(&lines, text)));
                }
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    /// Whatever the engine, the tokens hold exactly the code's text, one entry per line
    /// (empty lines, trailing spaces, tabs, non-ASCII text, code that does not parse).
    #[test]
    fn engines_keep_text_and_lines() {
        let samples = ["a\n\n  b  \n\tc", "let s = \"héllo wörld ✓\";\n\n", "{ broken ( [ \"unterminated\n}}}", "", "\n\n", "x"];
        for lang in ["bash", "js", "ts", "rust", "python", "json", "yaml", "toml", "go"] {
            for code in samples {
                let lines = highlight_uncached(code, lang);
                let expected: Vec<&str> = code.strip_suffix('\n').unwrap_or(code).split('\n').collect();
                let got: Vec<String> = lines.iter().map(|l| l.iter().map(|t| t.text.as_str()).collect()).collect();
                assert_eq!(got, expected, "{lang}: {code:?}");
                assert!(lines.iter().flatten().all(|t| !t.text.is_empty() && !t.text.contains('\n')), "{lang}: {lines:?}");
            }
        }
    }

    /// Distinct blocks without end (a preview edited for hours) keep the cache within its
    /// budget: it held every block before, until the process ended.
    #[test]
    fn the_cache_stays_within_its_budget() {
        let block = format!("const line = {};\n", "x".repeat(2000)).repeat(60); // ~120 KB
        for i in 0..(CACHE_BYTES / block.len() + 150) {
            highlight(&format!("// {i}\n{block}"), "ts");
        }
        let held: usize = cache().iter().map(|s| s.lock().unwrap().bytes).sum();
        let kept: usize = cache().iter().map(|s| s.lock().unwrap().map.keys().map(|k| k.1.len()).sum::<usize>()).sum();
        assert!(held <= CACHE_BYTES && kept <= CACHE_BYTES, "{held} bytes accounted, {kept} bytes of code kept");
        // And it still serves hits.
        let code = format!("// again\n{block}");
        assert_eq!(highlight(&code, "ts"), highlight(&code, "ts"));
    }

    /// A cache hit rebuilds the same tokens as the first call.
    #[test]
    fn cache_hits_give_the_same_tokens() {
        for (lang, code) in [("ts", "const s = \"é\";\n\n// x\n"), ("toml", "[a]\nb = 1"), ("nope", "x\n\ny")] {
            let first = highlight(code, lang);
            assert_eq!(highlight(code, lang), first, "{lang}");
            assert_eq!(first, highlight_uncached(code, lang), "{lang}");
        }
    }

    /// Code whose tokens an engine does not spell out line for line (CR line ends, lone CRs,
    /// a form feed, a BOM, a NUL) is highlighted again rather than rebuilt from cached run
    /// lengths, which would slice the wrong bytes (a fuzzer's panic in the hit path).
    #[test]
    fn odd_line_ends_never_break_the_cache() {
        let shapes = ["|\n ", "key: |\n  a\n \n", "a = 1\r\nb = 2\r\n", "x\ry\rz", "\u{feff}let é = 1;\r\n\r\n", "a\u{c}b\n\0c\r", "\r", "\r\n\r\n"];
        for lang in ["ts", "js", "rust", "python", "bash", "json", "yaml", "toml", "go", "c", "nope", ""] {
            for code in shapes {
                let first = highlight(code, lang);
                assert_eq!(highlight(code, lang), first, "{lang} {code:?}");
                assert_eq!(first, highlight_uncached(code, lang), "{lang} {code:?}");
            }
        }
    }

    /// Every engine gives back its input, line for line, on short random code of the
    /// characters lexers branch on (a fixed seed: the same inputs every run). Found: a YAML
    /// block scalar whose only body line is blank (`|\n `) spelled a space twice.
    #[test]
    fn every_engine_spells_its_input_back() {
        let alphabet: Vec<char> = "a1 \r\n\t\"'`$(){}<>/*#\\é\u{0}\u{feff}-:=;|@%[],.!?~^&+".chars().collect();
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for lang in ["ts", "js", "rust", "python", "bash", "json", "yaml", "toml", "go", "c", "html", "css", "sql", "diff", "nope"] {
            for _ in 0..3000 {
                let n = (next() % 24) as usize;
                let code: String = (0..n).map(|_| alphabet[(next() % alphabet.len() as u64) as usize]).collect();
                let lines = highlight_uncached(&code, lang);
                let text = code.strip_suffix('\n').unwrap_or(&code);
                let spelled: Vec<String> = lines.iter().map(|l| l.iter().map(|t| t.text.as_str()).collect()).collect();
                assert_eq!(spelled, text.split('\n').collect::<Vec<_>>(), "{lang} {code:?}");
            }
        }
    }

    /// Any input, valid code or not, comes back whole from every lexer: the same text, one
    /// entry per line, no empty token, and no panic (byte offsets never split a character).
    #[test]
    fn lexers_keep_any_input() {
        let pieces = [
            "\"", "'", "`", "${", "}", "{", "(", ")", "[", "]", "/*", "*/", "//", "#", "#[", "r#\"", "\"#", "\\", "\\\n", "$", "$(", "@", "<", ">", ":", "::",
            "-", "é", "✓", "\u{a0}", "日本", "\n", " ", "\t", "a", "Z9", "_x", "0x1f", "1.5e-3", "'a", "f\"", "\"\"\"", "|", "&", "!", "?.", "...", "=>", "->",
        ];
        let mut seed: u64 = 0x9e3779b97f4a7c15;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..4000 {
            let n = (next() % 24) as usize;
            let code: String = (0..n).map(|_| pieces[(next() % pieces.len() as u64) as usize]).collect();
            for lang in ["bash", "js", "ts", "rs", "py", "json", "yaml"] {
                let l = lex::lang(lang).expect("lexed");
                let lines = lex::highlight(&code, l);
                let got: Vec<String> = lines.iter().map(|l| l.iter().map(|t| t.text.as_str()).collect()).collect();
                assert_eq!(got, code.split('\n').collect::<Vec<_>>(), "{lang}: {code:?}");
                assert!(lines.iter().flatten().all(|t| !t.text.is_empty()), "{lang}: {code:?}");
            }
        }
    }

    /// Deep nesting and long lines of the shapes that once cost a lexer its stack or quadratic
    /// time (`$(` in `$(`, an f-string in an f-string, a `(` whose `)` never comes, a flow list
    /// or a line of `key: value` pairs on one line): 1 MB each, whole. No duration is asserted:
    /// the cases run on a thread under a hang guard (each takes milliseconds; quadratic time
    /// would take hours, so only a blow-up trips it), and `just bench` times these shapes at
    /// the highlighter's cap (`code_blocks` in tests/bench/pathological.py).
    #[test]
    fn lexers_stay_linear_and_shallow_on_pathological_code() {
        let mb = |unit: &str| unit.repeat((1 << 20) / unit.len());
        let cases = [
            ("bash", mb("$(")),
            ("bash", mb("echo \"$(")),
            ("py", mb("f'{")),
            ("py", format!("x{}", mb(": x"))),
            ("ts", mb("f(")),
            ("ts", mb("a = (")),
            ("ts", mb("f<a ")),
            ("js", format!("o = {{{}}}", mb("k: v, "))),
            ("js", mb("a1 + ")),
            ("js", mb("{a, ")),
            ("py", mb("a @b ")),
            ("rs", mb("f(")),
            ("yaml", format!("k: [{}]", mb("a, "))),
            ("json", mb("[")),
        ];
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for (lang, code) in &cases {
                let lines = lex::highlight(code, lex::lang(lang).expect("lexed"));
                let got: usize = lines.iter().flatten().map(|t| t.text.len()).sum::<usize>() + lines.len() - 1;
                assert_eq!(got, code.len(), "{lang}: {}", &code[..20]);
            }
            let _ = tx.send(());
        });
        // Err(Disconnected): an assertion above failed (its message is printed); Err(Timeout): a blow-up.
        rx.recv_timeout(std::time::Duration::from_secs(300)).expect("every lexer ended, each with its whole input");
    }

    /// `LEXED` names exactly the languages a lexer colours, by the fence names docs use.
    #[test]
    fn lexed_languages_are_the_lexers() {
        for (fence, canon) in [("sh", "bash"), ("javascript", "js"), ("typescript", "ts"), ("rust", "rs"), ("python", "py"), ("json", "json"), ("yml", "yaml")]
        {
            assert_eq!(lexed_language(fence), Some(canon), "{fence}");
            assert!(LEXED.contains(&canon) && lex::lang(canon).is_some(), "{canon}");
        }
        assert_eq!(LEXED.len(), 7);
        for fence in ["tsx", "jsx", "toml", "go", "text", "no-such-lang"] {
            assert_eq!(lexed_language(fence), None, "{fence}");
            assert!(lexed("x", fence).is_none(), "{fence}");
        }
        assert_eq!(lexed("fn f() {}", "rust"), Some(lex::highlight("fn f() {}", lex::Lang::Rust)));
    }

    #[test]
    fn api_sample_languages_are_known() {
        for l in ["bash", "js", "ts", "python", "rust", "ocaml", "go", "java", "powershell", "php", "json", "yaml", "toml"] {
            assert!(canonical(l).and_then(|c| find_syntax(&c)).is_some(), "no grammar for {l}");
        }
    }
}
