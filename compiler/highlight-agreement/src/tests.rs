//! The agreement tests: per-byte colours of the lexers against the tree-sitter reference.

use super::{available, grammar, highlight};
use docc_markdown::highlight::{class_id, lexed, lexed_language, CLASSES, LEXED};
use docc_model::Token;
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

/// Per-byte classes of highlighted lines (newlines plain).
fn byte_classes(lines: &[Vec<Token>]) -> Vec<u32> {
    let mut out = Vec::new();
    for (n, line) in lines.iter().enumerate() {
        if n > 0 {
            out.push(0);
        }
        for t in line {
            out.extend(std::iter::repeat_n(t.class, t.text.len()));
        }
    }
    out
}

/// Classes that CSS paints alike, in both palettes.
fn colour(class: u32) -> u32 {
    match CLASSES[class as usize] {
        "kw" | "op" => 1,
        "num" | "const" | "attr" | "prop" => 2,
        "ty" | "var" => 3,
        "fn" | "builtin" => 4,
        "str" | "esc" => 5,
        "com" | "meta" => 6,
        "" | "punct" => 0,
        other => 10 + class_id(other),
    }
}

/// Fenced code blocks of the Markdown files under `dir`: (language, code).
fn fenced_blocks(dir: &Path, out: &mut Vec<(String, String)>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            fenced_blocks(&p, out);
        } else if p.extension().is_some_and(|x| x == "md" || x == "mdx") {
            let text = std::fs::read_to_string(&p).unwrap_or_default();
            let mut open: Option<(String, String, String)> = None;
            for line in text.lines() {
                let t = line.trim_start();
                match &mut open {
                    None => {
                        if let Some(rest) = t.strip_prefix("```") {
                            let lang = rest.split(|c: char| c.is_whitespace() || c == '{' || c == ',').next().unwrap_or("").to_string();
                            let indent = line[..line.len() - t.len()].to_string();
                            open = Some((lang, String::new(), indent));
                        }
                    }
                    Some((lang, code, indent)) => {
                        if t.starts_with("```") && t.trim_end() == "```" {
                            out.push((lang.clone(), std::mem::take(code)));
                            open = None;
                        } else {
                            code.push_str(line.strip_prefix(indent.as_str()).unwrap_or(line));
                            code.push('\n');
                        }
                    }
                }
            }
        }
    }
}

/// One language's count: non-blank bytes, bytes of the same class, bytes of the same colour,
/// and the disagreements (tree-sitter's class, the lexer's) with their count and examples.
#[derive(Default)]
struct Tally {
    bytes: usize,
    same_class: usize,
    same_colour: usize,
    differ: HashMap<(u32, u32), (usize, String)>,
}

impl Tally {
    fn colour_share(&self) -> f64 {
        self.same_colour as f64 / self.bytes.max(1) as f64
    }
}

/// Adds one block of `lang` (a fence name) to `stats`: false when no lexer colours it.
fn measure(lang: &str, code: &str, stats: &mut BTreeMap<&'static str, Tally>) -> bool {
    let Some(canon) = lexed_language(lang) else { return false };
    let g = grammar(canon).unwrap_or_else(|| panic!("{canon} is lexed but has no tree-sitter grammar"));
    let code = code.strip_suffix('\n').unwrap_or(code);
    let reference = highlight(code, g).unwrap_or_else(|| panic!("tree-sitter gave up on {lang}: {code:?}"));
    let ours = lexed(code, canon).expect("a lexed language");
    let (a, b) = (byte_classes(&reference), byte_classes(&ours));
    assert_eq!(a.len(), b.len(), "{lang}: lengths differ for {code:?}");
    let e = stats.entry(canon).or_default();
    for (k, (x, y)) in a.iter().zip(&b).enumerate() {
        if code.as_bytes()[k].is_ascii_whitespace() {
            continue;
        }
        e.bytes += 1;
        if x == y {
            e.same_class += 1;
        }
        if colour(*x) == colour(*y) {
            e.same_colour += 1;
        } else {
            let sample = || {
                let k = (0..=k).rev().find(|&k| code.is_char_boundary(k)).unwrap_or(0);
                let start = code[..k].trim_end_matches(|c: char| !c.is_whitespace()).len();
                let end = code[k..].find(|c: char| c.is_whitespace()).map_or(code.len(), |n| k + n);
                code[start..end].to_string()
            };
            let c = e.differ.entry((*x, *y)).or_insert_with(|| (0, String::new()));
            c.0 += 1;
            if c.1.matches(" | ").count() < 3 && !c.1.contains(&sample()) {
                c.1 = format!("{} | {}", c.1, sample());
            }
        }
    }
    true
}

/// Prints each language's agreement and its most frequent disagreements (`-- --nocapture`).
fn report(title: &str, stats: &BTreeMap<&'static str, Tally>) {
    println!("{title}");
    for (lang, t) in stats {
        println!(
            "{lang}: {} bytes, same class {:.2}%, same colour {:.2}%",
            t.bytes,
            100.0 * t.same_class as f64 / t.bytes.max(1) as f64,
            100.0 * t.colour_share()
        );
        let mut differ: Vec<_> = t.differ.iter().collect();
        differ.sort_by_key(|(_, (k, _))| std::cmp::Reverse(*k));
        for ((x, y), (k, sample)) in differ.iter().take(12) {
            println!("   {k:6} tree-sitter {:8} lexer {:8} e.g. {sample}", CLASSES[*x as usize], CLASSES[*y as usize]);
        }
    }
}

/// Every lexed language has a tree-sitter grammar whose shipped highlight query compiles.
#[test]
fn every_lexed_language_has_a_grammar() {
    for lang in LEXED {
        let g = grammar(lang).unwrap_or_else(|| panic!("{lang} has no tree-sitter grammar"));
        assert!(available(g), "{lang}: the highlight query of {g:?} does not compile");
        // And it colours something: a reference that left all code plain would agree with
        // nothing but plain text.
        let code = match lang {
            "bash" | "py" => "x = 1 # c",
            "json" => "{\"a\": 1}",
            "yaml" => "a: 1 # c",
            _ => "f(1); // c",
        };
        let lines = highlight(code, g).unwrap_or_else(|| panic!("{lang}: tree-sitter gave up on {code:?}"));
        assert!(lines.iter().flatten().any(|t| t.class != 0), "{lang}: {code:?} is all plain: {lines:?}");
    }
}

/// The lowest share of non-blank bytes the lexers must colour as tree-sitter does, per
/// language, on `corpus/`: just under the agreement measured when the corpus was pinned
/// (printed by `cargo test -p docc-highlight-agreement -- --nocapture`), so a lexer change
/// that colours more of it differently fails here. Raise a floor when a lexer gets closer.
const FLOORS: [(&str, f64); 7] = [("bash", 0.884), ("js", 0.996), ("ts", 0.990), ("rs", 0.989), ("py", 0.999), ("json", 0.999), ("yaml", 0.999)];

/// The pinned corpus: several hundred lines of real code per lexed language, each file in
/// the folder of its language's canonical name (`corpus/README.md` says where each came
/// from). Every lexed language must have its folder, floor and at least 300 lines.
#[test]
fn lexer_agrees_with_tree_sitter_on_the_pinned_corpus() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let mut stats = BTreeMap::new();
    let mut lines: BTreeMap<&str, usize> = BTreeMap::new();
    for lang in LEXED {
        let dir = root.join(lang);
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())).map(|e| e.expect("entry").path()).collect();
        files.sort();
        for f in files {
            let code = std::fs::read_to_string(&f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
            assert!(measure(lang, &code, &mut stats), "{lang} is lexed");
            *lines.entry(lang).or_default() += code.lines().count();
        }
    }
    report("pinned corpus (compiler/highlight-agreement/corpus)", &stats);
    let mut low = Vec::new();
    for lang in LEXED {
        let n = lines.get(lang).copied().unwrap_or(0);
        assert!(n >= 300, "corpus/{lang} has {n} lines of code, under 300");
        let floor = FLOORS.iter().find(|(l, _)| *l == lang).unwrap_or_else(|| panic!("no floor for {lang}")).1;
        let t = &stats[lang];
        if t.colour_share() < floor {
            low.push(format!(
                "{lang}: {:.2}% of {} bytes coloured as tree-sitter colours them, under the floor {:.2}%",
                100.0 * t.colour_share(),
                t.bytes,
                100.0 * floor
            ));
        }
    }
    assert!(low.is_empty(), "{}", low.join("\n"));
}

/// How often the two engines give a byte the same colour, by language, on the fenced code
/// of the fixtures' sites (real-world Docusaurus sites among them) and of content/;
/// `HL_CORPUS=dir:dir` measures other trees of Markdown.
#[test]
fn lexer_agrees_with_tree_sitter_on_the_fixtures() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let dirs: Vec<PathBuf> = match std::env::var("HL_CORPUS") {
        Ok(v) => v.split(':').map(PathBuf::from).collect(),
        Err(_) => vec![root.join("fixtures"), root.join("content")],
    };
    let mut blocks = Vec::new();
    for d in &dirs {
        fenced_blocks(d, &mut blocks);
    }
    let mut stats = BTreeMap::new();
    for (lang, code) in &blocks {
        measure(lang, code, &mut stats);
    }
    report("fenced code of fixtures/ and content/", &stats);
    // Measured at 97.6% (bash) to 99.9% (JSON, YAML) on fixtures/ and content/; the rest is
    // mostly code the grammars parse with errors (console output in bash blocks).
    let low: Vec<String> =
        stats.iter().filter(|(_, t)| t.bytes >= 2000 && t.colour_share() < 0.97).map(|(l, t)| format!("{l}: {} of {} bytes", t.same_colour, t.bytes)).collect();
    assert!(stats.len() >= 6, "the fixtures have blocks of most lexed languages: {:?}", stats.keys());
    assert!(low.is_empty(), "bytes coloured as tree-sitter colours them, under 97%: {low:?}");
}

/// FNV-1a (64 bit) of a lexer's output: every token's class and text, lines apart. Stable
/// across platforms and Rust versions (no `Hash` impl involved).
fn token_hash(lines: &[Vec<Token>]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |bytes: &[u8]| {
        for &b in bytes {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    };
    for line in lines {
        for t in line {
            eat(&t.class.to_le_bytes());
            eat(&(t.text.len() as u64).to_le_bytes());
            eat(t.text.as_bytes());
        }
        eat(&[0xff]);
    }
    h
}

/// The lexers' exact tokens on the pinned corpus, one hash per file in `corpus/TOKENS`: a
/// rewrite of a lexer (issue 35: the nom lexers) must give the same tokens, not only the same
/// agreement. A deliberate change of colours re-pins with `PIN_TOKENS=write` (and says why in
/// its commit).
#[test]
fn lexer_tokens_on_the_pinned_corpus_are_unchanged() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let mut now = Vec::new();
    for lang in LEXED {
        let mut files: Vec<PathBuf> = std::fs::read_dir(root.join(lang)).expect("corpus folder").map(|e| e.expect("entry").path()).collect();
        files.sort();
        for f in files {
            let code = std::fs::read_to_string(&f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
            let name = f.file_name().and_then(|n| n.to_str()).expect("a UTF-8 name");
            now.push(format!("{lang}/{name} {:016x}", token_hash(&lexed(&code, lang).expect("lexed"))));
        }
    }
    let pin = root.join("TOKENS");
    if std::env::var("PIN_TOKENS").as_deref() == Ok("write") {
        std::fs::write(&pin, now.join("\n") + "\n").expect("write corpus/TOKENS");
    }
    let pinned = std::fs::read_to_string(&pin).expect("corpus/TOKENS");
    let pinned: Vec<&str> = pinned.lines().collect();
    let changed: Vec<&String> = now.iter().filter(|l| !pinned.contains(&l.as_str())).collect();
    assert!(changed.is_empty() && pinned.len() == now.len(), "tokens differ from corpus/TOKENS for {changed:?} ({} pinned, {} now)", pinned.len(), now.len());
}
