use super::{close, open};
use docc_pin::fnv;
use std::path::Path;

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

/// What the directive scanners make of each line of a file, hashed.
fn directive_hash(text: &str) -> u64 {
    let mut h = docc_pin::FNV_START;
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
    let now = docc_pin::lines(&docc_pin::markdown_files(docc_pin::FIXTURES), |_, text| directive_hash(text));
    docc_pin::check(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src/directive/PIN"), "directive scans", &now);
}

/// The scanners' speed over the fixtures' Markdown, every line tried as an opener and a closer
/// (`just bench`, not CI: `cargo test --release -p docc-markdown --lib directive_speed --
/// --ignored --nocapture`): MB/s, the median of 9 rounds of at least 8 MB.
#[test]
#[ignore = "a benchmark: run with --ignored --nocapture (just bench)"]
fn directive_speed_on_the_fixtures() {
    docc_pin::speed("directive scanners", &docc_pin::markdown_files(docc_pin::FIXTURES), |_, text| {
        std::hint::black_box(directive_hash(text));
    });
}
