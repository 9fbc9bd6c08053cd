//! Every file read of the compiler goes through the content root
//! (`docc_diag::confine::ContentRoot`), the one function that keeps a pull request's tree
//! from reading the machine. This test lists the raw file-system reads in the compilers'
//! sources: a new one outside the allowlist below fails here, so that a new reader cannot
//! skip the root by accident. Test code (files named `tests.rs`, and everything from a
//! file's `#[cfg(test)]` on) is not listed.

use std::path::{Path, PathBuf};

/// Files that may read the file system directly, and why: none reads the site's content.
const ALLOWED: &[(&str, &str)] = &[
    ("compiler/diag/src/confine.rs", "the content root itself"),
    ("compiler/docc/src/temp_guard.rs", "lists the output's folder for the temp files of a killed compile"),
    ("compiler/docc/src/inspect.rs", "`docc inspect` reads the compiled file, pack or output folder named on the command line"),
    ("compiler/docc/src/hosted.rs", "checks that the output folder is empty"),
    ("compiler/docc/src/new.rs", "checks that the new site's folder is empty"),
    ("compiler/docc/src/serve/watch.rs", "lists the site's top folders to watch them (reads no file)"),
    ("compiler/openapi/src/bin/openapi-bench.rs", "a benchmark tool (the spec it times, /proc/self for memory)"),
    ("compiler/schemagen/src/lib.rs", "a dev tool reading the model's source"),
    ("compiler/schemagen/src/main.rs", "a dev tool comparing its output"),
];

const RAW_READS: &[&str] = &["fs::read(", "fs::read_to_string(", "File::open(", "fs::read_dir(", "OpenOptions::new("];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") && p.file_name().is_some_and(|n| n != "tests.rs") {
            out.push(p);
        }
    }
}

/// `(file, line)` of every raw read outside test code, under the repository's `compiler/*/src`.
fn raw_reads(repo: &Path) -> Vec<(String, usize, String)> {
    let mut files = Vec::new();
    for krate in std::fs::read_dir(repo.join("compiler")).unwrap().flatten() {
        if krate.path().join("src").is_dir() {
            rust_files(&krate.path().join("src"), &mut files);
        }
    }
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let rel = f.strip_prefix(repo).unwrap().to_string_lossy().replace('\\', "/");
        let text = std::fs::read_to_string(&f).unwrap();
        for (i, line) in text.lines().enumerate() {
            if line.trim_start().starts_with("#[cfg(test)]") {
                break;
            }
            if !line.trim_start().starts_with("//") && RAW_READS.iter().any(|r| line.contains(r)) {
                out.push((rel.clone(), i + 1, line.trim().to_string()));
            }
        }
    }
    out
}

#[test]
fn every_content_read_goes_through_the_content_root() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let found = raw_reads(&repo);
    let unlisted: Vec<_> = found.iter().filter(|(f, _, _)| !ALLOWED.iter().any(|(a, _)| a == f)).collect();
    assert!(
        unlisted.is_empty(),
        "raw file reads outside the content root (read through docc_diag::confine::ContentRoot, or list the file in ALLOWED with why it reads no content):\n{unlisted:#?}"
    );
    // The allowlist stays as short as the truth: an entry that no longer reads is removed.
    for (a, why) in ALLOWED {
        assert!(found.iter().any(|(f, _, _)| f == a), "{a} ({why}) no longer reads the file system: remove it from ALLOWED");
    }
}

#[test]
fn the_scan_sees_a_raw_read() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("compiler/x/src");
    std::fs::create_dir_all(&src).unwrap();
    std::fs::write(src.join("lib.rs"), "fn f() { let _ = std::fs::read_to_string(\"a\"); }\n#[cfg(test)]\nmod t { fn g() { std::fs::read(\"b\"); } }\n")
        .unwrap();
    std::fs::write(src.join("tests.rs"), "fn g() { std::fs::read(\"c\"); }\n").unwrap();
    let got = raw_reads(dir.path());
    assert_eq!(got.iter().map(|(f, l, _)| (f.as_str(), *l)).collect::<Vec<_>>(), [("compiler/x/src/lib.rs", 1)]);
}
