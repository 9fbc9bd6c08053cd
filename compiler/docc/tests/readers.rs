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
    ("compiler/mdx-measure/src/main.rs", "a measure tool (`just measure-mdx`), never part of a compile: the reference lines and the corpus files they name"),
    ("compiler/pin/src/lib.rs", "test-only (a dev-dependency): the scanners' pin harness reads the fixtures' Markdown and the PIN files"),
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

/// YAML parser crates. docc reads YAML (front matter, `_category_.yml`, OpenAPI specs)
/// through one reader, `docc-yaml`, whose alias and depth budgets
/// stop a 481-byte billion-laughs file; a second reader would skip them (`_category_.yml` once
/// went to yaml-rust2 directly and took 3 GB).
const YAML_PARSERS: &[&str] = &["yaml-rust2", "yaml-rust", "serde_yaml", "serde_yml", "serde-yaml", "saphyr", "marked-yaml", "unsafe-libyaml", "yaml-peg"];

/// `(crate manifest or source, what)` of every YAML parser used outside `compiler/yaml`:
/// a normal or build dependency in a crate's Cargo.toml, or a path into one in its sources.
fn yaml_readers(repo: &Path) -> Vec<(String, String)> {
    let mut found = Vec::new();
    for krate in std::fs::read_dir(repo.join("compiler")).unwrap().flatten() {
        let dir = krate.path();
        if dir.file_name().is_some_and(|n| n == "yaml") {
            continue;
        }
        let rel = |p: &Path| p.strip_prefix(repo).unwrap().to_string_lossy().replace('\\', "/");
        if let Ok(toml) = std::fs::read_to_string(dir.join("Cargo.toml")) {
            let mut section = String::new();
            for line in toml.lines() {
                let t = line.trim();
                if t.starts_with('[') {
                    section = t.to_string();
                } else if section != "[dev-dependencies]" {
                    let name = t.split(['=', '.', ' ']).next().unwrap_or("");
                    if YAML_PARSERS.contains(&name) {
                        found.push((rel(&dir.join("Cargo.toml")), format!("{section} {name}")));
                    }
                }
            }
        }
        let mut files = Vec::new();
        if dir.join("src").is_dir() {
            rust_files(&dir.join("src"), &mut files);
        }
        for f in files {
            let text = std::fs::read_to_string(&f).unwrap();
            let text = text.split("#[cfg(test)]").next().unwrap_or("");
            for p in YAML_PARSERS {
                if text.contains(&format!("{}::", p.replace('-', "_"))) {
                    found.push((rel(&f), p.to_string()));
                }
            }
        }
    }
    found
}

#[test]
fn yaml_is_read_by_one_reader() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let found = yaml_readers(&repo);
    assert!(found.is_empty(), "YAML parsed outside docc-yaml (read it with docc_yaml, whose budgets hold for every YAML file):\n{found:#?}");
}

#[test]
fn the_yaml_scan_sees_a_second_reader() {
    let dir = tempfile::tempdir().unwrap();
    let krate = dir.path().join("compiler/x");
    std::fs::create_dir_all(krate.join("src")).unwrap();
    std::fs::write(
        krate.join("Cargo.toml"),
        "[package]\nname = \"x\"\n\n[dependencies]\nserde_yaml = \"0.9\"\n\n[dev-dependencies]\nyaml-rust2.workspace = true\n",
    )
    .unwrap();
    std::fs::write(krate.join("src/lib.rs"), "fn f(t: &str) { let _ = yaml_rust2::YamlLoader::load_from_str(t); }\n").unwrap();
    let got = yaml_readers(dir.path());
    assert_eq!(
        got,
        [("compiler/x/Cargo.toml".to_string(), "[dependencies] serde_yaml".to_string()), ("compiler/x/src/lib.rs".to_string(), "yaml-rust2".to_string())]
    );
}
