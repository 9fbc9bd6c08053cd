//! The pin harness shared by the scanners' pins (front matter `compiler/markdown/src/front_matter/PIN`,
//! directives `compiler/markdown/src/directive/PIN`, regions `compiler/markdown/src/regions/PIN`).
//! A rewrite of a scanner (issue 35: nom) must keep its results on real files; each test hashes
//! what its scanner makes of every Markdown file and calls [`check`], which compares the hashes
//! with the PIN file. One copy, so the three pins walk the same files and re-pin the same way.

use std::path::{Path, PathBuf};

/// The folders every pin walks: the fixtures, the real sites' docs trees included.
pub const FIXTURES: &[&str] = &["fixtures"];

/// The fixtures and the Silvana site (`content/`).
pub const FIXTURES_AND_CONTENT: &[&str] = &["fixtures", "content"];

/// FNV-1a's offset basis: where each file's hash starts.
pub const FNV_START: u64 = 0xcbf2_9ce4_8422_2325;

/// FNV-1a (64 bit): stable across platforms and Rust versions (no `Hash` impl involved).
pub fn fnv(h: &mut u64, bytes: &[u8]) {
    for &b in bytes {
        *h ^= u64::from(b);
        *h = h.wrapping_mul(0x0100_0000_01b3);
    }
}

/// The repository's root (this crate is `compiler/pin`).
pub fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every `.md` and `.mdx` file under `roots` (folders of the repository), by path from the
/// repository root, with its text, sorted by path; files that are not UTF-8 are not Markdown
/// docc reads, and `node_modules` folders are not the sites'.
pub fn markdown_files(roots: &[&str]) -> Vec<(String, String)> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(dir).expect("a pinned folder").flatten() {
            let p = e.path();
            if p.is_dir() {
                if p.file_name().is_some_and(|n| n != "node_modules") {
                    walk(&p, out);
                }
            } else if p.extension().is_some_and(|x| x == "md" || x == "mdx") {
                out.push(p);
            }
        }
    }
    let repo = repo();
    let mut files = Vec::new();
    for root in roots {
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

/// Compares `now` (one `path hash` line per file) with the PIN file at `pin` (`what` names the
/// scanners in the messages). `PIN_SCANS=write` re-pins first, for a deliberate change (its
/// commit says why), which also pins files added since; a file not pinned yet is listed, not
/// checked. Panics on a file whose hash differs or that is gone.
pub fn check(pin: &Path, what: &str, now: &[String]) {
    if std::env::var("PIN_SCANS").as_deref() == Ok("write") {
        std::fs::write(pin, now.join("\n") + "\n").unwrap_or_else(|e| panic!("write {}: {e}", pin.display()));
    }
    let pinned = std::fs::read_to_string(pin).unwrap_or_else(|e| panic!("{}: {e}", pin.display()));
    let pinned: Vec<&str> = pinned.lines().collect();
    assert!(pinned.len() > 500, "the pin covers the fixtures' Markdown ({} files)", pinned.len());
    let now_set: std::collections::HashSet<&str> = now.iter().map(String::as_str).collect();
    let changed: Vec<&&str> = pinned.iter().filter(|l| !now_set.contains(**l)).collect();
    assert!(changed.is_empty(), "{what} differ from {} (or the file is gone) for {changed:?}", pin.display());
    let pinned_set: std::collections::HashSet<&str> = pinned.iter().copied().collect();
    let unpinned: Vec<&String> = now.iter().filter(|n| !pinned_set.contains(n.as_str())).collect();
    if !unpinned.is_empty() {
        eprintln!("not pinned yet (PIN_SCANS=write): {unpinned:?}");
    }
}

/// `path hash` lines of `files`, each hashed by `hash` (the form [`check`] compares).
pub fn lines(files: &[(String, String)], hash: impl Fn(&str, &str) -> u64) -> Vec<String> {
    files.iter().map(|(path, text)| format!("{path} {:016x}", hash(path, text))).collect()
}

/// The speed of `run` over `files` (`just bench`, not CI): MB/s, the median of 9 rounds of at
/// least 8 MB, printed as "`what`: N MB/s on F files, B bytes" and returned.
pub fn speed(what: &str, files: &[(String, String)], run: impl Fn(&str, &str)) -> f64 {
    let bytes: usize = files.iter().map(|(_, t)| t.len()).sum();
    let reps = (8_000_000 / bytes.max(1)).max(1);
    let mut rates: Vec<f64> = (0..9)
        .map(|_| {
            let t = std::time::Instant::now();
            for _ in 0..reps {
                for (path, text) in files {
                    run(std::hint::black_box(path), std::hint::black_box(text));
                }
            }
            (bytes * reps) as f64 / 1e6 / t.elapsed().as_secs_f64()
        })
        .collect();
    rates.sort_by(f64::total_cmp);
    println!("{what}: {:.0} MB/s on {} files, {bytes} bytes", rates[4], files.len());
    rates[4]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv_is_fnv_1a() {
        // The published FNV-1a 64 test vectors.
        let mut h = FNV_START;
        fnv(&mut h, b"a");
        assert_eq!(h, 0xaf63_dc4c_8601_ec8c);
        let mut h = FNV_START;
        fnv(&mut h, b"foobar");
        assert_eq!(h, 0x8594_4171_f739_67e8);
    }

    #[test]
    fn a_changed_or_missing_file_fails_and_a_new_one_does_not() {
        let dir = std::env::temp_dir().join(format!("docc-pin-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let pin = dir.join("PIN");
        let pinned: Vec<String> = (0..501).map(|i| format!("f{i} {i:016x}")).collect();
        std::fs::write(&pin, pinned.join("\n") + "\n").unwrap();
        check(&pin, "scans", &pinned);
        let mut more = pinned.clone();
        more.push("new 0000000000000000".into());
        check(&pin, "scans", &more);
        let mut changed = pinned.clone();
        changed[7] = "f7 ffffffffffffffff".into();
        assert!(std::panic::catch_unwind(|| check(&pin, "scans", &changed)).is_err());
        assert!(std::panic::catch_unwind(|| check(&pin, "scans", &pinned[1..])).is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
