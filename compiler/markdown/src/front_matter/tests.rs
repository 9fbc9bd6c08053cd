use super::{split, top_level_entries, Split};
use docc_pin::fnv;
use std::path::Path;

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

/// The split of a file and the top-level entries of its block, hashed; and, to try the entry
/// scan on more kinds of lines than front matter holds, the entries of the whole file read as
/// one block.
fn scan_hash(text: &str) -> u64 {
    let mut h = docc_pin::FNV_START;
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
/// `front_matter/PIN`: a rewrite of the scanning (issue 35: nom) keeps them. A deliberate change
/// re-pins with `PIN_SCANS=write` (and says why in its commit), which also pins fixtures added
/// since; a file not pinned yet is listed, not checked.
#[test]
fn front_matter_scans_of_the_fixtures_are_unchanged() {
    let now = docc_pin::lines(&docc_pin::markdown_files(docc_pin::FIXTURES), |_, text| scan_hash(text));
    docc_pin::check(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src/front_matter/PIN"), "front matter scans", &now);
}

/// The scanners' speed over the fixtures' Markdown, each file split and read as one block of
/// entries (`just bench`, not CI: `cargo test --release -p docc-markdown --lib front_matter_speed --
/// --ignored --nocapture`): MB/s, the median of 9 rounds of at least 8 MB.
#[test]
#[ignore = "a benchmark: run with --ignored --nocapture (just bench)"]
fn front_matter_speed_on_the_fixtures() {
    docc_pin::speed("front matter scanners", &docc_pin::markdown_files(docc_pin::FIXTURES), |_, text| {
        std::hint::black_box(scan_hash(text));
    });
}
