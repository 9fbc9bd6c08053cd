//! Issue 10: relative links in an OpenAPI spec's descriptions, through the whole pipeline
//! (the binary, `docc check --format json`): a link to a docs page of this site stays a
//! checked route; one to a page this site does not have goes to `[openapi] links_base`
//! (or `externalDocs.url`), else it is kept as written with ONE summarised warning, never
//! a broken-link error per link.

use std::path::Path;
use std::process::Command;

const SPEC: &str = "openapi: 3.0.3
info:
  title: Links
  version: '1'
  description: |
    Read [the guide](/guide), [pagination](/rest/guides/pagination) and [media](/rest/overview/media).
paths: {}
";

fn check(dir: &Path) -> Vec<(String, String)> {
    let out = Command::new(env!("CARGO_BIN_EXE_docc")).args(["check", ".", "--format", "json"]).current_dir(dir).env("NO_COLOR", "1").output().unwrap();
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            (v["code"].as_str().unwrap().to_string(), v["message"].as_str().unwrap().to_string())
        })
        .collect()
}

fn site(toml_extra: &str, spec: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("docs")).unwrap();
    std::fs::write(dir.path().join("docs/guide.md"), "# Guide\n\nText.\n").unwrap();
    std::fs::write(dir.path().join("spec.yaml"), spec).unwrap();
    std::fs::write(dir.path().join("docc.toml"), format!("title = \"T\"\n[openapi]\nspec = \"spec.yaml\"\n{toml_extra}")).unwrap();
    dir
}

#[test]
fn foreign_links_are_summarised_once_without_a_base() {
    let d = check(site("", SPEC).path());
    assert_eq!(d.len(), 1, "{d:?}");
    assert_eq!(d[0].0, "docc::openapi::foreign-links");
    assert!(d[0].1.starts_with("2 links"), "{}", d[0].1);
}

#[test]
fn links_base_or_external_docs_take_them() {
    assert_eq!(check(site("links_base = \"https://docs.github.com\"\n", SPEC).path()), vec![]);
    let with_docs = SPEC.replace("paths: {}", "externalDocs:\n  url: https://docs.github.com/rest/\npaths: {}");
    assert_eq!(check(site("", &with_docs).path()), vec![]);
    // A link to this site's own missing page is still a broken link.
    let broken = SPEC.replace("(/guide)", "(/OpenAPI/nowhere)");
    assert!(check(site("links_base = \"https://docs.github.com\"\n", &broken).path()).iter().any(|(c, _)| c == "docc::broken-link"));
    // A links_base that is not an http(s) URL is a config error.
    let bad = check(site("links_base = \"docs.github.com\"\n", SPEC).path());
    assert!(bad.iter().any(|(c, m)| c == "docc::config" && m.contains("links_base")), "{bad:?}");
}
