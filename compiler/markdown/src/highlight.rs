//! Compile-time syntax highlighting (syntect grammars, with bat's extra grammars via
//! two-face for TypeScript, TOML, PowerShell, OCaml…). Scopes are folded into a small
//! set of token classes so the runtime ships no highlighter: CSS gives each class a
//! colour in the light and in the dark palette.

use docc_model::Token;
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};
use syntect::parsing::{ParseState, Scope, ScopeStack, SyntaxReference, SyntaxSet};

/// Token class names, part of the pack schema (the runtime CSS colours `.tk-{name}`).
pub use docc_model::TOKEN_CLASSES as CLASSES;

fn class_id(name: &str) -> u32 {
    CLASSES.iter().position(|c| *c == name).unwrap_or(0) as u32
}

fn syntaxes() -> &'static SyntaxSet {
    static SET: OnceLock<SyntaxSet> = OnceLock::new();
    SET.get_or_init(two_face::syntax::extra_newlines)
}

/// Language aliases people write in fences that the grammars do not know by that name.
fn find_syntax(lang: &str) -> Option<&'static SyntaxReference> {
    let set = syntaxes();
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
        other => other,
    };
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
/// the same example on several pages); the grammar engine is the costliest step of a
/// compile, so each distinct snippet is highlighted once per process. Sharded so the
/// rayon workers rarely wait on one another.
const SHARDS: usize = 16;
type Cache = [Mutex<HashMap<(String, String), Arc<Vec<Vec<Token>>>>>; SHARDS];

fn cache() -> &'static Cache {
    static CACHE: OnceLock<Cache> = OnceLock::new();
    CACHE.get_or_init(|| std::array::from_fn(|_| Mutex::new(HashMap::new())))
}

/// Highlights `code` as `lang`; unknown languages come back as plain single-token lines.
pub fn highlight(code: &str, lang: &str) -> Vec<Vec<Token>> {
    use std::hash::{Hash, Hasher};
    let mut fx = std::hash::DefaultHasher::new();
    (lang, code).hash(&mut fx);
    let shard = &cache()[fx.finish() as usize % SHARDS];
    let key = (lang.to_string(), code.to_string());
    if let Some(hit) = shard.lock().expect("highlight cache lock").get(&key) {
        return (**hit).clone();
    }
    let lines = highlight_uncached(code, lang);
    shard.lock().expect("highlight cache lock").insert(key, Arc::new(lines.clone()));
    lines
}

fn highlight_uncached(code: &str, lang: &str) -> Vec<Vec<Token>> {
    let code = code.strip_suffix('\n').unwrap_or(code);
    let Some(syntax) = find_syntax(lang) else {
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
        let push = |tokens: &mut Vec<Token>, text: &str, class: u32| {
            if text.is_empty() {
                return;
            }
            match tokens.last_mut() {
                Some(last) if last.class == class => last.text.push_str(text),
                _ => tokens.push(Token { class, text: text.to_string() }),
            }
        };
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
    fn unknown_language_is_plain_and_keeps_text() {
        let lines = highlight("a b\n\nc", "no-such-lang");
        assert_eq!(lines.len(), 3);
        assert_eq!(lines[0], vec![Token { class: 0, text: "a b".into() }]);
        assert!(lines[1].is_empty());
    }

    #[test]
    fn api_sample_languages_are_known() {
        for l in ["bash", "js", "ts", "python", "rust", "ocaml", "go", "java", "powershell", "json", "yaml", "toml"] {
            assert!(find_syntax(l).is_some(), "no grammar for {l}");
        }
    }
}
