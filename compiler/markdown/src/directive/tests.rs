use super::{close, open};
use std::path::{Path, PathBuf};

#[test]
fn openers_and_closers() {
    assert_eq!(open(":::tip"), Some(("tip", "")));
    assert_eq!(open("  ::::note Read *this*  "), Some(("note", "Read *this*")));
    assert_eq!(open(":::info[More **examples**]"), Some(("info", "More **examples**")));
    assert_eq!(open(":::tip[]"), Some(("tip", "")));
    assert_eq!(open(":::my_type-2\tTitle"), Some(("my_type-2", "Title")));
    // What follows the type without a space is not a title (`{attrs}`, an unclosed label).
    assert_eq!(open(":::tip{.x}"), Some(("tip", "")));
    assert_eq!(open(":::tip[T"), Some(("tip", "")));
    assert_eq!(open("::tip"), None);
    assert_eq!(open(":::"), None);
    assert_eq!(open(":::[T]"), None);
    assert_eq!(open("x :::tip"), None);
    assert!(close(":::") && close("  :::::  ") && close("::::\u{a0}"));
    assert!(!close("::") && !close(":::tip") && !close("::: :::") && !close(""));
}

/// FNV-1a (64 bit): stable across platforms and Rust versions (no `Hash` impl involved).
fn fnv(h: &mut u64, bytes: &[u8]) {
    for &b in bytes {
        *h ^= u64::from(b);
        *h = h.wrapping_mul(0x0100_0000_01b3);
    }
}

const ROOTS: &[&str] = &["fixtures"];

/// Every Markdown file under `fixtures/` (the real sites included), by path from the
/// repository root, with its text; files that are not UTF-8 are not Markdown docc reads.
fn fixture_markdown() -> Vec<(String, String)> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(dir).expect("fixtures folder").flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "md" || x == "mdx") {
                out.push(p);
            }
        }
    }
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    for root in ROOTS {
        walk(&repo.join(root), &mut files);
    }
    let mut out: Vec<(String, String)> = files
        .iter()
        .filter_map(|f| {
            let text = String::from_utf8(std::fs::read(f).ok()?).ok()?;
            Some((f.strip_prefix(&repo).expect("under the repository").to_string_lossy().replace('\\', "/"), text))
        })
        .collect();
    out.sort();
    out
}

/// What the directive scanners make of each line of a file, hashed.
fn directive_hash(text: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for line in text.split('\n') {
        let line = line.trim_end_matches(['\n', '\r']);
        match open(line) {
            Some((kind, title)) => {
                for part in [kind, title] {
                    fnv(&mut h, &(part.len() as u64).to_le_bytes());
                    fnv(&mut h, part.as_bytes());
                }
            }
            None => fnv(&mut h, &[0xfe]),
        }
        fnv(&mut h, &[u8::from(close(line)), 0xff]);
    }
    h
}

/// The directive scanners' results on every Markdown file of the fixtures, one hash per file
/// in `directive/PIN`: a rewrite of the scanners (issue 35: nom) keeps them. A deliberate change
/// re-pins with `PIN_SCANS=write` (and says why in its commit), which also pins fixtures added
/// since; a file not pinned yet is listed, not checked.
#[test]
fn directive_scans_of_the_fixtures_are_unchanged() {
    let now: Vec<String> = fixture_markdown().iter().map(|(path, text)| format!("{path} {:016x}", directive_hash(text))).collect();
    let pin = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/directive/PIN");
    if std::env::var("PIN_SCANS").as_deref() == Ok("write") {
        std::fs::write(&pin, now.join("\n") + "\n").expect("write directive/PIN");
    }
    let pinned = std::fs::read_to_string(&pin).expect("directive/PIN");
    let pinned: Vec<&str> = pinned.lines().collect();
    assert!(pinned.len() > 500, "the pin covers the fixtures' Markdown ({} files)", pinned.len());
    let changed: Vec<&&str> = pinned.iter().filter(|l| !now.iter().any(|n| n == *l)).collect();
    assert!(changed.is_empty(), "directive scans differ from directive/PIN (or the file is gone) for {changed:?}");
    let unpinned: Vec<&String> = now.iter().filter(|n| !pinned.contains(&n.as_str())).collect();
    if !unpinned.is_empty() {
        eprintln!("not pinned yet (PIN_SCANS=write): {unpinned:?}");
    }
}

/// The scanners' speed over the fixtures' Markdown, every line tried as an opener and a closer
/// (`just bench`, not CI: `cargo test --release -p docc-markdown --lib directive_speed --
/// --ignored --nocapture`): MB/s, the median of 9 rounds of at least 8 MB.
#[test]
#[ignore = "a benchmark: run with --ignored --nocapture (just bench)"]
fn directive_speed_on_the_fixtures() {
    let files = fixture_markdown();
    let bytes: usize = files.iter().map(|(_, t)| t.len()).sum();
    let reps = (8_000_000 / bytes.max(1)).max(1);
    let mut rates: Vec<f64> = (0..9)
        .map(|_| {
            let t = std::time::Instant::now();
            for _ in 0..reps {
                for (_, text) in &files {
                    std::hint::black_box(directive_hash(std::hint::black_box(text)));
                }
            }
            (bytes * reps) as f64 / 1e6 / t.elapsed().as_secs_f64()
        })
        .collect();
    rates.sort_by(f64::total_cmp);
    println!("directive scanners: {:.0} MB/s on {} files, {bytes} bytes", rates[4], files.len());
}
