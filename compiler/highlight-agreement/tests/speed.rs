//! Highlighting speed on the pinned corpus (`just bench`, not CI: `cargo test --release -p
//! docc-highlight-agreement --test speed -- --ignored --nocapture`): MB/s per lexed language for
//! docc-markdown's lexers, and for the tree-sitter reference beside them. Each language's files
//! are lexed whole, round after round; the figure is the median of 9 rounds of at least 4 MB
//! (tree-sitter's, fifty times slower, of 3 rounds of 1 MB).

use docc_highlight_agreement::{grammar, highlight};
use docc_markdown::highlight::{lexed, LEXED};
use std::hint::black_box;
use std::path::Path;
use std::time::Instant;

/// MB/s of `f` over `files`: the median of `rounds` rounds, each lexing the files until `round`
/// bytes went by.
fn speed(files: &[String], rounds: usize, round: usize, f: &dyn Fn(&str) -> usize) -> f64 {
    let bytes: usize = files.iter().map(String::len).sum();
    let reps = (round / bytes.max(1)).max(1);
    let mut rates: Vec<f64> = (0..rounds)
        .map(|_| {
            let t = Instant::now();
            for _ in 0..reps {
                for code in files {
                    black_box(f(black_box(code)));
                }
            }
            (bytes * reps) as f64 / 1e6 / t.elapsed().as_secs_f64()
        })
        .collect();
    rates.sort_by(f64::total_cmp);
    rates[rounds / 2]
}

#[test]
#[ignore = "a benchmark: run with --ignored --nocapture (just bench)"]
fn highlight_speed_on_the_pinned_corpus() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    println!("{:6} {:>8} {:>12} {:>14}", "lang", "bytes", "lexer MB/s", "tree-sitter");
    for lang in LEXED {
        let mut paths: Vec<_> = std::fs::read_dir(root.join(lang)).expect("corpus folder").map(|e| e.expect("entry").path()).collect();
        paths.sort();
        let files: Vec<String> = paths.iter().map(|p| std::fs::read_to_string(p).expect("corpus file")).collect();
        let ours = speed(&files, 9, 4_000_000, &|code| lexed(code, lang).expect("lexed").len());
        let g = grammar(lang).expect("a grammar");
        let reference = speed(&files, 3, 1_000_000, &|code| highlight(code, g).expect("highlighted").len());
        let bytes: usize = files.iter().map(String::len).sum();
        println!("{lang:6} {bytes:>8} {ours:>12.1} {reference:>14.1}");
        assert!(ours > 0.0);
    }
}
