use super::{split, top_level_entries, Split};
use std::path::{Path, PathBuf};

#[test]
fn splits() {
    assert_eq!(split("# Title\n"), Split::None { body: 0..8 });
    assert_eq!(split("\u{feff}# T"), Split::None { body: 3..6 });
    assert_eq!(split("---\na: 1\n---\nbody"), Split::Block { yaml: 4..9, body: 13..17 });
    assert_eq!(split("\u{feff}--- \r\na: 1\r\n---\t\r\n"), Split::Block { yaml: 9..15, body: 21..21 });
    assert_eq!(split("---\n---"), Split::Block { yaml: 4..4, body: 7..7 });
    // The closing line is `---` and white space only, in column 0.
    assert_eq!(split("---\na: 1\n ---\n----\n--- x\n"), Split::Unclosed { open: 0..3 });
    assert_eq!(split("---"), Split::Unclosed { open: 0..3 });
    assert_eq!(split("--- x\n---\n"), Split::None { body: 0..10 });
    assert_eq!(split(""), Split::None { body: 0..0 });
}

#[test]
fn entries() {
    let block = "a: 1\nb:\n  - x\n# c\n- y\n]\n\nc: {\n}\n";
    let e: Vec<&str> = top_level_entries(block).into_iter().map(|r| &block[r]).collect();
    assert_eq!(e, ["a: 1\n", "b:\n  - x\n# c\n- y\n]\n\n", "c: {\n}\n"]);
    assert_eq!(top_level_entries("  x: 1\ny: 2"), [0..7, 7..11]);
    assert!(top_level_entries("").is_empty());
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

/// The split of a file and the top-level entries of its block, hashed; and, to try the entry
/// scan on more kinds of lines than front matter holds, the entries of the whole file read as
/// one block.
fn scan_hash(text: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let range = |h: &mut u64, r: &std::ops::Range<usize>| {
        fnv(h, &(r.start as u64).to_le_bytes());
        fnv(h, &(r.end as u64).to_le_bytes());
    };
    match split(text) {
        Split::None { body } => {
            fnv(&mut h, &[0]);
            range(&mut h, &body);
        }
        Split::Unclosed { open } => {
            fnv(&mut h, &[1]);
            range(&mut h, &open);
        }
        Split::Block { yaml, body } => {
            fnv(&mut h, &[2]);
            range(&mut h, &yaml);
            range(&mut h, &body);
            for e in top_level_entries(&text[yaml]) {
                range(&mut h, &e);
            }
        }
    }
    fnv(&mut h, &[0xff]);
    for e in top_level_entries(text) {
        range(&mut h, &e);
    }
    h
}

/// The front matter scans of every Markdown file of the fixtures, one hash per file in
/// `scan/PIN`: a rewrite of the scanning (issue 35: nom) keeps them. A deliberate change
/// re-pins with `PIN_SCANS=write` (and says why in its commit), which also pins fixtures added
/// since; a file not pinned yet is listed, not checked.
#[test]
fn front_matter_scans_of_the_fixtures_are_unchanged() {
    let now: Vec<String> = fixture_markdown().iter().map(|(path, text)| format!("{path} {:016x}", scan_hash(text))).collect();
    let pin = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/frontmatter/scan/PIN");
    if std::env::var("PIN_SCANS").as_deref() == Ok("write") {
        std::fs::write(&pin, now.join("\n") + "\n").expect("write scan/PIN");
    }
    let pinned = std::fs::read_to_string(&pin).expect("scan/PIN");
    let pinned: Vec<&str> = pinned.lines().collect();
    assert!(pinned.len() > 500, "the pin covers the fixtures' Markdown ({} files)", pinned.len());
    let changed: Vec<&&str> = pinned.iter().filter(|l| !now.iter().any(|n| n == *l)).collect();
    assert!(changed.is_empty(), "front matter scans differ from scan/PIN (or the file is gone) for {changed:?}");
    let unpinned: Vec<&String> = now.iter().filter(|n| !pinned.contains(&n.as_str())).collect();
    if !unpinned.is_empty() {
        eprintln!("not pinned yet (PIN_SCANS=write): {unpinned:?}");
    }
}

/// The scanners' speed over the fixtures' Markdown, each file split and read as one block of
/// entries (`just bench`, not CI: `cargo test --release -p docc-docs --lib front_matter_speed --
/// --ignored --nocapture`): MB/s, the median of 9 rounds of at least 8 MB.
#[test]
#[ignore = "a benchmark: run with --ignored --nocapture (just bench)"]
fn front_matter_speed_on_the_fixtures() {
    let files = fixture_markdown();
    let bytes: usize = files.iter().map(|(_, t)| t.len()).sum();
    let reps = (8_000_000 / bytes.max(1)).max(1);
    let mut rates: Vec<f64> = (0..9)
        .map(|_| {
            let t = std::time::Instant::now();
            for _ in 0..reps {
                for (_, text) in &files {
                    std::hint::black_box(scan_hash(std::hint::black_box(text)));
                }
            }
            (bytes * reps) as f64 / 1e6 / t.elapsed().as_secs_f64()
        })
        .collect();
    rates.sort_by(f64::total_cmp);
    println!("front matter scanners: {:.0} MB/s on {} files, {bytes} bytes", rates[4], files.len());
}
