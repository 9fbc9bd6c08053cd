//! End-to-end tests of the `docc` binary over fixtures/: every diagnostic kind (code,
//! file, line, column), exit codes, atomic output and the JSON format.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn docc(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_docc")).args(args).current_dir(root()).env("NO_COLOR", "1").output().expect("run docc")
}

#[derive(Debug, PartialEq)]
struct D {
    severity: String,
    code: String,
    file: String,
    line: u64,
    column: u64,
    help: Option<String>,
}

fn json_diags(out: &Output) -> Vec<D> {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON: {l}: {e}"));
            D {
                severity: v["severity"].as_str().unwrap().into(),
                code: v["code"].as_str().unwrap().into(),
                file: v["file"].as_str().unwrap().into(),
                line: v["line"].as_u64().unwrap(),
                column: v["column"].as_u64().unwrap(),
                help: v["help"].as_str().map(String::from),
            }
        })
        .collect()
}

fn check(fixture: &str) -> (i32, Vec<D>) {
    let out = docc(&["check", &format!("fixtures/broken/{fixture}"), "--format", "json"]);
    (out.status.code().unwrap(), json_diags(&out))
}

fn one(fixture: &str, severity: &str, code: &str, file: &str, line: u64, column: u64) -> D {
    let (status, diags) = check(fixture);
    assert_eq!(diags.len(), 1, "{fixture}: {diags:#?}");
    let d = diags.into_iter().next().unwrap();
    assert_eq!((d.severity.as_str(), d.code.as_str(), d.file.as_str(), d.line, d.column), (severity, code, file, line, column), "{fixture}");
    assert_eq!(status, if severity == "error" { 1 } else { 0 }, "{fixture} exit code");
    d
}

#[test]
fn broken_link_is_an_error_with_a_suggestion() {
    let d = one("broken-link", "error", "docc::broken-link", "docs/index.md", 5, 9);
    assert_eq!(d.help.as_deref(), Some("did you mean /Documentation/glossary?"));
}

#[test]
fn broken_md_file_link_is_an_error() {
    one("broken-md-link", "error", "docc::broken-link", "docs/index.md", 3, 5);
}

#[test]
fn duplicate_route_warns() {
    one("duplicate-route", "warning", "docc::duplicate-route", "docs/b.md", 2, 7);
}

#[test]
fn broken_anchor_warns() {
    let d = one("broken-anchor", "warning", "docc::broken-anchor", "docs/index.md", 5, 7);
    assert_eq!(d.help.as_deref(), Some("did you mean #real?"));
}

#[test]
fn bad_front_matter_is_an_error() {
    one("bad-front-matter", "error", "docc::front-matter", "docs/index.md", 3, 1);
}

#[test]
fn missing_image_is_an_error() {
    one("missing-image", "error", "docc::missing-image", "docs/index.md", 5, 1);
}

#[test]
fn unreadable_file_is_an_error() {
    one("unreadable-file", "error", "docc::unreadable-file", "docs/index.md", 3, 11);
}

#[test]
fn unknown_admonition_warns() {
    one("unknown-admonition", "warning", "docc::unknown-admonition", "docs/index.md", 3, 4);
}

#[test]
fn unknown_front_matter_key_warns() {
    let d = one("unknown-front-matter-key", "warning", "docc::unknown-front-matter-key", "docs/index.md", 3, 1);
    assert!(d.help.unwrap().contains("sidebar_position"));
}

#[test]
fn raw_html_is_refused_with_a_warning() {
    one("raw-html", "warning", "docc::raw-html", "docs/index.md", 3, 1);
}

#[test]
fn bad_config_is_an_error() {
    one("bad-config", "error", "docc::config", "docc.toml", 2, 1);
}

#[test]
fn bad_config_value_points_at_the_value() {
    let d = one("bad-config-value", "error", "docc::config", "docc.toml", 4, 10);
    assert!(d.help.is_some());
}

#[test]
fn missing_config_files_point_at_their_setting() {
    let (status, diags) = check("missing-config-file");
    let got: Vec<_> = diags.iter().map(|d| (d.code.as_str(), d.file.as_str(), d.line, d.column)).collect();
    assert_eq!(
        got,
        // The logo is a warning (the navbar shows the title, as Docusaurus builds with a broken
        // logo); the spec and the TypeScript entry stop the build.
        [("docc::missing-image", "docc.toml", 4, 8), ("docc::missing-file", "docc.toml", 7, 10), ("docc::missing-file", "docc.toml", 11, 9)],
        "{diags:#?}"
    );
    assert!(diags.iter().all(|d| d.help.is_some()), "{diags:#?}");
    assert_eq!(status, 1);
}

#[test]
fn every_diagnostic_of_a_run_is_reported() {
    // Two fixtures' problems at once: copy both into one site.
    let dir = tempfile::tempdir().unwrap();
    let docs = dir.path().join("docs");
    std::fs::create_dir_all(&docs).unwrap();
    std::fs::write(docs.join("a.md"), "# A\n\n[x](/nope) [y](/nada)\n\n:::shout\nx\n:::\n").unwrap();
    let out = docc(&["check", dir.path().to_str().unwrap(), "--format", "json"]);
    let codes: Vec<String> = json_diags(&out).into_iter().map(|d| d.code).collect();
    assert_eq!(codes, ["docc::broken-link", "docc::broken-link", "docc::unknown-admonition"]);
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn human_format_shows_file_line_snippet_and_help() {
    let out = docc(&["check", "fixtures/broken/broken-link"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("docc::broken-link"), "{err}");
    assert!(err.contains("docs/index.md:5:9"), "{err}");
    assert!(err.contains("See the [glossary](/Documentation/glosary)."), "snippet: {err}");
    assert!(err.contains("^^^"), "underline: {err}");
    assert!(err.contains("did you mean /Documentation/glossary?"), "{err}");
    assert!(!err.contains('\u{1b}'), "NO_COLOR output has no escape codes");
}

#[test]
fn failed_compile_leaves_previous_output_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let out_file = dir.path().join("site.html");
    std::fs::write(&out_file, "previous").unwrap();
    let out = docc(&["compile", "fixtures/broken/broken-link", "-o", out_file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(std::fs::read_to_string(&out_file).unwrap(), "previous");
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1, "no temp file left behind");
}

#[test]
fn compile_writes_one_html_file_and_a_summary() {
    let dir = tempfile::tempdir().unwrap();
    let out_file = dir.path().join("nested/site.html");
    let out = docc(&["compile", "fixtures/basic", "-o", out_file.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    let html = std::fs::read_to_string(&out_file).unwrap();
    assert!(html.starts_with("<!doctype html>"));
    assert!(html.contains("<script id=\"docc-pack\" type=\"application/octet-stream\" data-split>"));
    assert!(html.contains("<script type=\"application/octet-stream\" data-docc-seg=\"0\">"));
    assert!(!html.contains("src=\"http") && !html.contains("<link rel=\"stylesheet") && !html.contains("<link rel=\"preload"), "nothing external is requested");
    let summary = err.lines().last().unwrap();
    assert!(summary.starts_with("docc: compiled 6 pages into") && summary.contains(" ms"), "{summary}");
}

#[test]
fn hosted_mode_writes_a_page_per_route_and_a_failed_compile_keeps_the_old_tree() {
    let dir = tempfile::tempdir().unwrap();
    let out_dir = dir.path().join("public");
    let out = docc(&["compile", "fixtures/basic", "--out-dir", out_dir.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    for f in ["index.html", "404.html", "sitemap.xml", "robots.txt", ".docc-site"] {
        assert!(out_dir.join(f).exists(), "{f}");
    }
    let sitemap = std::fs::read_to_string(out_dir.join("sitemap.xml")).unwrap();
    let pages = sitemap.matches("<loc>").count();
    assert_eq!(pages, 6, "{sitemap}");
    let before = std::fs::read_to_string(out_dir.join("index.html")).unwrap();
    assert!(before.contains("<main id=\"docc-main\"") && before.contains("data-src=\"/assets/site."));
    let out = docc(&["compile", "fixtures/broken/broken-link", "--out-dir", out_dir.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(std::fs::read_to_string(out_dir.join("index.html")).unwrap(), before, "the old tree stays");
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1, "no temp folder left behind");
    let out = docc(&["compile", "fixtures/basic", "--out-dir", "x", "-o", "y.html"]);
    assert_eq!(out.status.code(), Some(2), "--out-dir and -o conflict");
}

#[test]
fn embed_writes_module_css_and_raw_pack() {
    let dir = tempfile::tempdir().unwrap();
    let out_dir = dir.path().join("web/help");
    let out = docc(&["compile", "fixtures/basic", "--embed", out_dir.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    let js = std::fs::read_to_string(out_dir.join("docc.js")).unwrap();
    assert!(js.contains("as mount}"), "docc.js is an ES module exporting mount");
    let css = std::fs::read_to_string(out_dir.join("docc.css")).unwrap();
    assert!(css.starts_with(".docc{"), "docc.css is scoped to the mount root");
    let pack = std::fs::read(out_dir.join("site.docc")).unwrap();
    assert_eq!(&pack[..8], b"DOCCPACK", "the pack is raw bytes");
    let size = js.len() + css.len() + pack.len();
    let summary = err.lines().last().unwrap();
    assert!(summary.starts_with("docc: compiled 6 pages into") && summary.contains(&out_dir.display().to_string()), "{summary}");
    assert!(summary.contains(&format!("({:.1} KB)", size as f64 / 1024.0)), "{summary} vs {size} B");
    assert_eq!(std::fs::read_dir(dir.path().join("web")).unwrap().count(), 1, "no temp folder left behind");

    // A failed compile leaves the folder as it was; --embed and -o exclude each other.
    std::fs::write(out_dir.join("site.docc"), "previous").unwrap();
    let failed = docc(&["compile", "fixtures/broken/broken-link", "--embed", out_dir.to_str().unwrap()]);
    assert_eq!(failed.status.code(), Some(1));
    assert_eq!(std::fs::read_to_string(out_dir.join("site.docc")).unwrap(), "previous");
    assert_eq!(docc(&["compile", "fixtures/basic", "--embed", out_dir.to_str().unwrap(), "-o", "x.html"]).status.code(), Some(2));
}

/// `--backend NAME` without `-o` writes where that backend's output belongs: a folder for the
/// hosted and embed trees, `model.json` for the model (not a folder called `index.html`).
#[test]
fn each_backend_has_its_own_default_output() {
    let dir = tempfile::tempdir().unwrap();
    let site = root().join("fixtures/basic");
    let run = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_docc")).arg("compile").arg(&site).args(args).current_dir(dir.path()).env("NO_COLOR", "1").output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    };
    run(&["--backend", "hosted"]);
    assert!(dir.path().join("dist/site/index.html").is_file() && dir.path().join("dist/site/sitemap.xml").is_file());
    run(&["--backend", "embed"]);
    assert!(dir.path().join("dist/embed/docc.js").is_file());
    run(&["--backend", "json"]);
    let model: serde_json::Value = serde_json::from_slice(&std::fs::read(dir.path().join("dist/model.json")).unwrap()).unwrap();
    assert_eq!(model["manifest"]["routes"].as_array().unwrap().len(), 6);
    // The json backend with --dump-model: one compile, the same model in both files.
    run(&["--backend", "json", "-o", "m.json", "--dump-model", "d.json"]);
    assert_eq!(std::fs::read(dir.path().join("m.json")).unwrap(), std::fs::read(dir.path().join("d.json")).unwrap());
    run(&[]);
    assert!(std::fs::read_to_string(dir.path().join("dist/index.html")).unwrap().starts_with("<!doctype html>"));
}

#[test]
fn usage_errors_exit_2_and_help_exits_0() {
    assert_eq!(docc(&["compile", "--no-such-flag"]).status.code(), Some(2));
    assert_eq!(docc(&["frobnicate"]).status.code(), Some(2));
    let help = docc(&["--help"]);
    assert_eq!(help.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&help.stdout).contains("compile"));
    let v = docc(&["--version"]);
    assert!(String::from_utf8_lossy(&v.stdout).starts_with("docc "));
}

#[test]
fn missing_site_dir_is_an_error() {
    let out = docc(&["check", "fixtures/does-not-exist", "--format", "json"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(json_diags(&out)[0].code, "docc::no-site");
}

#[test]
fn broken_link_in_an_openapi_description_points_into_the_yaml() {
    one("openapi-link", "error", "docc::broken-link", "api.yaml", 5, 25);
}

/// A real site prints hundreds of warnings: they come first with their count by code, and the
/// error that stopped the build comes last, where the reader looks, even when its file sorts first.
#[test]
fn human_output_counts_warnings_by_code_and_prints_errors_last() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("docc.toml"), "title = \"T\"\n").unwrap();
    std::fs::create_dir_all(dir.path().join("docs")).unwrap();
    std::fs::write(dir.path().join("docs/a.md"), "# A\n\nSee [gone](./gone.md).\n").unwrap();
    std::fs::write(dir.path().join("docs/b.md"), "---\ncolour: red\nshade: blue\n---\n# B\n").unwrap();
    let out = docc(&["check", dir.path().to_str().unwrap()]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    let at = |s: &str| err.find(s).unwrap_or_else(|| panic!("no {s:?} in {err}"));
    assert!(err.contains("docc: warnings by code: docc::unknown-front-matter-key 2\n"), "{err}");
    // a.md's broken link sorts before b.md's warnings, yet prints after them and their summary.
    assert!(at("docc::unknown-front-matter-key") < at("warnings by code") && at("warnings by code") < at("docc::broken-link"), "{err}");
}
