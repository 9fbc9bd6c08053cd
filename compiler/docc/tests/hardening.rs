//! Issue 11 (hardening), against the release binary: the content root (nothing outside
//! the site folder is read, whatever the symlinks and paths say), output that is either
//! the whole old or the whole new file (signals, stale temp files, `--dump-model`), and
//! the smaller holes (unsafe link schemes, unreachable routes, a root generated index).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn docc_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_docc"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .env("DOCC_TEST_ENV_SENTINEL", "ENV-SENTINEL-51c2")
        .output()
        .expect("run docc")
}

/// (code, file, line) of every JSON diagnostic.
fn diags(out: &Output) -> Vec<(String, String, u64, String)> {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON: {l}: {e}"));
            (v["code"].as_str().unwrap().into(), v["file"].as_str().unwrap().into(), v["line"].as_u64().unwrap(), v["message"].as_str().unwrap().into())
        })
        .collect()
}

fn site(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (p, t) in files {
        let path = dir.path().join(p);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, t).unwrap();
    }
    dir
}

/// Copies a fixture folder (regular files only) into `to`.
fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let t = e.file_type().unwrap();
        if t.is_dir() {
            copy_tree(&e.path(), &to.join(e.file_name()));
        } else if t.is_file() {
            std::fs::copy(e.path(), to.join(e.file_name())).unwrap();
        }
    }
}

/// The hostile site with its symlinks, built in a temp folder: the links are made here,
/// not committed, so that no tool walking the repository meets `up -> ../..` or a loop.
#[cfg(unix)]
fn hostile_site() -> tempfile::TempDir {
    let top = tempfile::tempdir().unwrap();
    copy_tree(&root().join("fixtures/hostile"), &top.path().join("fixtures/hostile"));
    copy_tree(&root().join("fixtures/hostile-outside"), &top.path().join("fixtures/hostile-outside"));
    let docs = top.path().join("fixtures/hostile/docs");
    for (link, target) in [
        ("env.png", "/proc/self/environ"),
        ("leak.png", "../../hostile-outside/secret.png"),
        ("linked.md", "../../hostile-outside/secret.md"),
        ("loop", "."),
        ("loop2", "."),
        ("up", "../.."),
    ] {
        std::os::unix::fs::symlink(target, docs.join(link)).unwrap();
    }
    top
}

#[cfg(unix)]
#[test]
fn hostile_site_reads_nothing_outside_its_folder() {
    let top = hostile_site();
    let out_dir = tempfile::tempdir().unwrap();
    let html = out_dir.path().join("out.html");
    let model = out_dir.path().join("model.json");
    let out = docc_in(top.path(), &["compile", "fixtures/hostile", "-o", html.to_str().unwrap(), "--dump-model", model.to_str().unwrap(), "--format", "json"]);
    assert_eq!(out.status.code(), Some(1));
    let got = diags(&out);
    let has = |code: &str, file: &str, line: u64, says: &str| {
        assert!(got.iter().any(|(c, f, l, m)| c == code && f == file && *l == line && m.contains(says)), "missing {code} {file}:{line} `{says}` in {got:#?}");
    };
    has("docc::outside-root", "docc.toml", 10, "`/etc`, outside the site folder");
    has("docc::outside-root", "docc.toml", 13, "fixtures/hostile-outside/logo.svg`, outside the site folder");
    has("docc::outside-root", "docs/index.md", 3, "fixtures/hostile-outside/secret.png`, outside the site folder");
    has("docc::outside-root", "docs/index.md", 5, "special file");
    // An image path that climbs out is judged by the content root like any other read.
    has("docc::outside-root", "docs/index.md", 7, "outside the site folder");
    has("docc::outside-root", "docs/linked.md", 1, "fixtures/hostile-outside/secret.md`, outside the site folder");
    has("docc::outside-root", "docs/up", 1, "outside the site folder");
    has("docc::symlink-loop", "docs/loop", 1, "already walked");
    has("docc::symlink-loop", "docs/loop2", 1, "already walked");
    has("docc::openapi::unresolved-ref", "openapi/spec.yaml", 14, "fixtures/hostile-outside/schema.yaml`, outside the site folder");
    has("docc::ts::unresolved-import", "sdk/index.ts", 2, "fixtures/hostile-outside/secret.ts`, outside the site folder");
    // No byte of the outside files (or of the environment) in any output.
    for text in [String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr)] {
        assert!(!text.contains("HOSTILE-SECRET") && !text.contains("ENV-SENTINEL"), "{text}");
    }
    assert_eq!(std::fs::read_dir(out_dir.path()).unwrap().count(), 0, "nothing written");
}

#[test]
fn only_the_command_line_admits_a_folder_outside_the_repository() {
    let top = site(&[
        ("shared/spec.yaml", "openapi: 3.0.3\ninfo:\n  title: Shared\n  version: \"1\"\npaths:\n  /shared-thing:\n    get:\n      summary: Read the shared thing\n      responses:\n        \"200\":\n          description: ok\n"),
        ("site/docs/index.md", "# Home\n"),
        ("site/docc.toml", "[openapi]\nspec = \"../shared/spec.yaml\"\n"),
    ]);
    let site = top.path().join("site");
    let out = docc_in(&site, &["check", ".", "--format", "json"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(diags(&out).iter().map(|d| (d.0.as_str(), d.1.as_str(), d.2)).collect::<Vec<_>>(), [("docc::outside-root", "docc.toml", 2)]);
    let html = top.path().join("out.html");
    let out = docc_in(&site, &["compile", ".", "-o", html.to_str().unwrap(), "--format", "json", "--allow-outside", "../shared"]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    // docc.toml cannot do the same: the key is a located error, whatever it lists.
    std::fs::write(site.join("docc.toml"), "[openapi]\nspec = \"../shared/spec.yaml\"\n[security]\nallow_outside = [\"/\"]\n").unwrap();
    let out = docc_in(&site, &["check", ".", "--format", "json"]);
    assert_eq!(out.status.code(), Some(1));
    let got = diags(&out);
    assert_eq!(got.iter().map(|d| (d.0.as_str(), d.2)).collect::<Vec<_>>(), [("docc::outside-root", 2), ("docc::config", 4)], "{got:?}");
    assert!(got[1].3.contains("allow_outside` is not honoured"), "{got:?}");
    let out = docc_in(&site, &["check", ".", "--allow-outside", "../nope"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--allow-outside `../nope` cannot be used"), "{}", String::from_utf8_lossy(&out.stderr));
}

#[cfg(unix)]
#[test]
fn the_root_is_the_repository_and_its_dot_folders_stay_closed() {
    let top = site(&[
        (".git/config", "[remote \"origin\"]\n  url = https://x-access-token:ghs_CI-TOKEN-7f3a@github.com/o/r\n"),
        (".env", "SECRET=ENV-FILE-SECRET-19\n"),
        ("shared/spec.yaml", "openapi: 3.0.3\ninfo:\n  title: Shared\n  version: \"1\"\npaths: {}\n"),
        ("site/docs/index.md", "# Home\n\n![token](token.png)\n\n![env](.env.png)\n"),
        ("site/docs/.env.png", "SECRET=ENV-FILE-SECRET-19\n"),
        ("site/docc.toml", "[openapi]\nspec = \"../shared/spec.yaml\"\n[navbar]\nlogo = \"../.git/config\"\n"),
    ]);
    let site = top.path().join("site");
    std::os::unix::fs::symlink("../../.git/config", site.join("docs/token.png")).unwrap();
    let html = top.path().join("out.html");
    let out = docc_in(&site, &["compile", ".", "-o", html.to_str().unwrap(), "--format", "json"]);
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    let got = diags(&out);
    // The shared spec is inside the repository: no diagnostic for it.
    assert_eq!(
        got.iter().map(|d| (d.0.as_str(), d.1.as_str(), d.2)).collect::<Vec<_>>(),
        [("docc::outside-root", "docc.toml", 4), ("docc::outside-root", "docs/index.md", 3), ("docc::outside-root", "docs/index.md", 5)],
        "{got:?}"
    );
    assert!(got.iter().all(|d| d.3.contains("dot-files")), "{got:?}");
    for text in [String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr)] {
        assert!(!text.contains("CI-TOKEN") && !text.contains("ENV-FILE-SECRET"), "{text}");
    }
    assert!(!html.exists());
}

#[cfg(unix)]
#[test]
fn symlinks_inside_the_site_are_followed_once() {
    let s = site(&[("docs/index.md", "# Home\n\n![logo](img/logo.png)\n"), ("docs/real/page.md", "# Page\n"), ("assets/logo.png", "png")]);
    std::os::unix::fs::symlink("real", s.path().join("docs/alias")).unwrap();
    std::os::unix::fs::symlink("../assets", s.path().join("docs/img")).unwrap();
    std::os::unix::fs::symlink("..", s.path().join("docs/real/parent")).unwrap();
    let html = s.path().join("out.html");
    let out = docc_in(s.path(), &["compile", ".", "-o", html.to_str().unwrap(), "--format", "json"]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let got = diags(&out);
    // docs/alias is walked (real/ not yet seen in sorted order), docs/real is then a repeat, and real/parent loops.
    assert_eq!(got.iter().filter(|d| d.0 == "docc::symlink-loop").count(), 2, "{got:#?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("compiled 2 pages"), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn unsafe_link_schemes_and_unreachable_routes_are_errors() {
    let s = site(&[
        ("docs/index.md", "# Home\n\n[a](vbscript:msgbox) [b](data:text/html,<script>alert(1)</script>) [c](java\tscript:x)\n"),
        ("docs/hash#tag.md", "# Hash\n"),
        ("docc.toml", "[[footer.columns]]\ntitle = \"x\"\nitems = [{ label = \"y\", to = \"javascript:alert(1)\" }]\n"),
    ]);
    let out = docc_in(s.path(), &["check", ".", "--format", "json"]);
    assert_eq!(out.status.code(), Some(1));
    let mut got: Vec<(String, String, u64)> = diags(&out).into_iter().map(|d| (d.0, d.1, d.2)).collect();
    got.sort();
    let want = [
        ("docc::unreachable-route", "docs/hash#tag.md", 1),
        ("docc::unsafe-link", "docc.toml", 3),
        ("docc::unsafe-link", "docs/index.md", 3),
        ("docc::unsafe-link", "docs/index.md", 3),
    ];
    assert_eq!(got.iter().map(|d| (d.0.as_str(), d.1.as_str(), d.2)).collect::<Vec<_>>(), want);
}

#[test]
fn a_generated_index_on_the_docs_root_compiles() {
    let s = site(&[("docs/_category_.json", r#"{"label":"All docs","link":{"type":"generated-index"}}"#), ("docs/a.md", "# A\n")]);
    let html = s.path().join("out.html");
    let out = docc_in(s.path(), &["compile", ".", "-o", html.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn dump_model_into_a_folder_leaves_the_html_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let html = dir.path().join("index.html");
    std::fs::write(&html, "previous").unwrap();
    let folder = dir.path().join("some_dir");
    std::fs::create_dir(&folder).unwrap();
    let out = docc_in(&root(), &["compile", "fixtures/basic", "-o", html.to_str().unwrap(), "--dump-model", &format!("{}/", folder.display())]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(std::fs::read_to_string(&html).unwrap(), "previous");
}

#[test]
fn missing_entry_and_logo_are_located_in_docc_toml() {
    let s = site(&[
        ("docs/a.md", "# A\n"),
        ("docc.toml", "[navbar]\nlogo = \"img/nope.svg\"\n\n[[typescript.packages]]\nname = \"x\"\nentry = \"sdk/missing.ts\"\n"),
    ]);
    let out = docc_in(s.path(), &["check", ".", "--format", "json"]);
    let got: Vec<(String, String, u64)> = diags(&out).into_iter().map(|d| (d.0, d.1, d.2)).collect();
    // The logo is a warning (the navbar shows the title; Docusaurus builds without it too), the entry an error.
    assert_eq!(got, [("docc::missing-image".into(), "docc.toml".into(), 2), ("docc::missing-file".into(), "docc.toml".into(), 6)]);
    let s = site(&[("docc.toml", "[docs]\ndir = \"guides\"\n")]);
    let out = docc_in(s.path(), &["check", ".", "--format", "json"]);
    let got: Vec<(String, String, u64)> = diags(&out).into_iter().map(|d| (d.0, d.1, d.2)).collect();
    assert_eq!(got, [("docc::empty-site".into(), "docc.toml".into(), 2)]);
}

/// SIGTERM or SIGINT while a hosted tree (`--out-dir`) or an embed folder (`--embed`) is
/// being written: the temp folder is removed before the process dies, the old output stays;
/// and the folder a SIGKILLed compile left behind is removed by the next compile.
#[cfg(unix)]
#[test]
fn a_stop_signal_during_a_folder_write_leaves_no_temp_folder() {
    let s = site(&[("docs/index.md", "# Home\n\n![big](big.png)\n")]);
    let mut state = 0x9E3779B97F4A7C15u64;
    let big: Vec<u8> = (0..24 << 20)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state as u8
        })
        .collect();
    std::fs::write(s.path().join("docs/big.png"), big).unwrap();
    for (flag, temp, signal) in [("--out-dir", "docc-new", 15), ("--embed", "tmp", 2)] {
        let parent = tempfile::tempdir().unwrap();
        let out = parent.path().join("out");
        let ok = docc_in(s.path(), &["compile", ".", flag, out.to_str().unwrap()]);
        assert!(ok.status.success(), "{}", String::from_utf8_lossy(&ok.stderr));
        let before: Vec<_> = std::fs::read_dir(&out).unwrap().map(|e| e.unwrap().file_name()).collect();
        let mut caught = false;
        for _ in 0..5 {
            let mut child = Command::new(env!("CARGO_BIN_EXE_docc"))
                .args(["compile", ".", flag, out.to_str().unwrap()])
                .current_dir(s.path())
                .stderr(std::process::Stdio::null())
                .spawn()
                .unwrap();
            let tmp =
                if temp == "tmp" { parent.path().join(format!(".out.{}.tmp", child.id())) } else { parent.path().join(format!(".out.{temp}.{}", child.id())) };
            let start = std::time::Instant::now();
            while !tmp.exists() && start.elapsed().as_secs() < 120 && child.try_wait().unwrap().is_none() {
                std::thread::sleep(std::time::Duration::from_micros(200));
            }
            if tmp.exists() {
                unsafe { libc_kill(child.id() as i32, signal) };
                let status = child.wait().unwrap();
                if !status.success() {
                    caught = true;
                    assert!(!tmp.exists(), "{flag}: temp folder removed on signal {signal}");
                    break;
                }
            } else {
                let _ = child.wait();
            }
        }
        assert!(caught, "{flag}: never caught the compile during its write");
        let names: Vec<_> = std::fs::read_dir(parent.path()).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
        assert_eq!(names, ["out"], "{flag}: only the output folder");
        let after: Vec<_> = std::fs::read_dir(&out).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(before.len(), after.len(), "{flag}: the old output stays whole");
        // A compile killed outright leaves its folder; the next compile removes it.
        let dead = parent.path().join(if temp == "tmp" { ".out.999999999.tmp".to_string() } else { format!(".out.{temp}.999999999") });
        std::fs::create_dir_all(dead.join("assets")).unwrap();
        assert!(docc_in(s.path(), &["compile", ".", flag, out.to_str().unwrap()]).status.success());
        assert!(!dead.exists(), "{flag}: a killed compile's leftovers are removed");
    }
}

/// SIGTERM while the output is being written: the temp file is removed, the old output stays.
#[cfg(unix)]
#[test]
fn sigterm_during_the_write_leaves_no_temp_file() {
    // A large embedded image makes the write long enough to be caught in the act.
    let s = site(&[("docs/index.md", "# Home\n\n![big](big.png)\n")]);
    let mut state = 0x2545F4914F6CDD1Du64;
    let big: Vec<u8> = (0..24 << 20)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state as u8
        })
        .collect();
    std::fs::write(s.path().join("docs/big.png"), big).unwrap();
    let out_dir = tempfile::tempdir().unwrap();
    let html = out_dir.path().join("index.html");
    std::fs::write(&html, "previous").unwrap();
    let mut caught = false;
    for _ in 0..5 {
        let mut child = Command::new(env!("CARGO_BIN_EXE_docc"))
            .args(["compile", ".", "-o", html.to_str().unwrap()])
            .current_dir(s.path())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let tmp = out_dir.path().join(format!(".index.html.{}.tmp", child.id()));
        let start = std::time::Instant::now();
        while !tmp.exists() && start.elapsed().as_secs() < 120 && child.try_wait().unwrap().is_none() {
            std::thread::sleep(std::time::Duration::from_micros(200));
        }
        if tmp.exists() {
            unsafe { libc_kill(child.id() as i32, 15) };
            let status = child.wait().unwrap();
            if !status.success() {
                caught = true;
                assert!(!tmp.exists(), "temp file removed on SIGTERM");
                assert_eq!(std::fs::read_to_string(&html).unwrap(), "previous");
                break;
            }
        } else {
            let _ = child.wait();
        }
        std::fs::write(&html, "previous").unwrap();
    }
    assert!(caught, "never caught the compile during its write");
    assert_eq!(std::fs::read_dir(out_dir.path()).unwrap().count(), 1, "only the output file");
}

#[cfg(unix)]
extern "C" {
    #[link_name = "kill"]
    fn libc_kill(pid: i32, sig: i32) -> i32;
}

/// 3,000 nested `>` and 2,000 nested admonitions used to compile and then crash the tab or
/// show the "file may be truncated" box; now they are located errors and no output.
#[test]
fn nesting_the_browser_cannot_render_is_a_located_error() {
    let quotes = format!("# Q\n\n{} deep\n", ">".repeat(3000));
    let adm = format!("# A\n\n{}x\n{}", ":::note\n".repeat(2000), ":::\n".repeat(2000));
    let s = site(&[("docs/quotes.md", &quotes), ("docs/adm.md", &adm)]);
    let html = s.path().join("out.html");
    // How long it takes is `just bench`'s (tests/bench/pathological.py, the same two shapes).
    let out = docc_in(s.path(), &["compile", ".", "-o", html.to_str().unwrap(), "--format", "json"]);
    assert_eq!(out.status.code(), Some(1));
    let mut got: Vec<(String, String, u64)> = diags(&out).into_iter().filter(|d| d.0 == "docc::nesting-too-deep").map(|d| (d.0, d.1, d.2)).collect();
    got.sort();
    assert_eq!(
        got,
        [("docc::nesting-too-deep".to_string(), "docs/adm.md".to_string(), 35), ("docc::nesting-too-deep".to_string(), "docs/quotes.md".to_string(), 3)]
    );
    assert!(!html.exists());
}

/// An SVG image is embedded without its script, handlers or external references.
#[test]
fn svg_images_are_sanitised_and_malformed_ones_refused() {
    let svg = r#"<svg xmlns="http://www.w3.org/2000/svg" onload="SENTINEL_ONLOAD"><script>SENTINEL_SCRIPT</script><rect width="1" height="1"/></svg>"#;
    let s = site(&[("docs/index.md", "# Home\n\n![x](a.svg)\n"), ("docs/a.svg", svg)]);
    let html = s.path().join("out.html");
    let out = docc_in(s.path(), &["compile", ".", "-o", html.to_str().unwrap(), "--dump-model", "model.json"]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let model = std::fs::read_to_string(s.path().join("model.json")).unwrap();
    assert!(model.contains("\"image/svg+xml\""));
    let bytes: Vec<u8> = {
        let v: serde_json::Value = serde_json::from_str(&model).unwrap();
        v["assets"]["items"][0]["bytes"].as_array().unwrap().iter().map(|b| b.as_u64().unwrap() as u8).collect()
    };
    let text = String::from_utf8(bytes).unwrap();
    assert!(text.contains("<rect") && !text.contains("SENTINEL"), "{text}");
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(page.contains("http-equiv=\"Content-Security-Policy\""));

    let bad = site(&[("docs/index.md", "# Home\n\n![x](a.svg)\n"), ("docs/a.svg", "<svg><g></svg>")]);
    let out = docc_in(bad.path(), &["check", ".", "--format", "json"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(diags(&out).iter().any(|d| d.1 == "docs/index.md" && d.2 == 3 && d.3.contains("not a well-formed SVG")), "{:?}", diags(&out));
}

/// Issue 32: a slug (or a file name) hosted mode cannot write as `<route>/index.html` is a
/// located `docc::bad-slug` in every mode, not a page silently missing from the tree or a
/// bare "File name too long"; unicode slugs still compile and are written.
#[test]
fn slugs_hosted_mode_cannot_write_are_located_errors() {
    let long = "x".repeat(300);
    let s = site(&[
        ("docs/index.md", "# Home\n"),
        ("docs/back.md", "---\nslug: /a\\b\n---\n# Back\n"),
        ("docs/long.md", &format!("---\ntitle: Long\nslug: /ok/{long}\n---\n# Long\n")),
        ("docs/name\\d.md", "# Named\n"),
    ]);
    let json = |out: &Output| -> Vec<serde_json::Value> { String::from_utf8_lossy(&out.stdout).lines().map(|l| serde_json::from_str(l).unwrap()).collect() };
    let out = docc_in(s.path(), &["check", ".", "--format", "json"]);
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stdout));
    let mut got: Vec<(String, String, u64, u64, String)> = json(&out)
        .iter()
        .map(|v| {
            (
                v["code"].as_str().unwrap().into(),
                v["file"].as_str().unwrap().into(),
                v["line"].as_u64().unwrap(),
                v["column"].as_u64().unwrap_or(0),
                v["message"].as_str().unwrap().into(),
            )
        })
        .collect();
    got.sort();
    assert_eq!(got.len(), 3, "{got:?}");
    assert!(got.iter().all(|d| d.0 == "docc::bad-slug"), "{got:?}");
    assert_eq!((got[0].1.as_str(), got[0].2, got[0].3), ("docs/back.md", 2, 7), "{got:?}");
    assert!(got[0].4.contains("backslash"), "{}", got[0].4);
    assert_eq!((got[1].1.as_str(), got[1].2, got[1].3), ("docs/long.md", 3, 7), "{got:?}");
    assert!(got[1].4.contains("300 bytes"), "{}", got[1].4);
    // (File paths in diagnostics are shown with `/`, so `name\d.md` reads `name/d.md`.)
    assert!(got[2].1.starts_with("docs/name") && got[2].2 == 1, "{got:?}");
    assert!(got[2].4.contains("backslash"), "{}", got[2].4);
    // Hosted mode fails the same way, before writing, with the same located errors.
    let out_dir = s.path().join("out");
    let out = docc_in(s.path(), &["compile", ".", "--out-dir", out_dir.to_str().unwrap(), "--format", "json"]);
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(json(&out).iter().filter(|v| v["code"] == "docc::bad-slug").count(), 3);
    assert!(!String::from_utf8_lossy(&out.stderr).contains("os error"), "{}", String::from_utf8_lossy(&out.stderr));

    // Unicode letters are fine: hosted mode writes them.
    let s = site(&[("docs/index.md", "# Home\n"), ("docs/cafe.md", "---\nslug: /données/café-ü\n---\n# Café\n")]);
    let out_dir = s.path().join("out");
    let out = docc_in(s.path(), &["compile", ".", "--out-dir", out_dir.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(out_dir.join("données/café-ü/index.html").is_file());
}

/// @types/node 26.6.6's `http.d.ts` links `stream.html#class-streamreadable` (a page of
/// Node's own site) from a doc comment: the whole-package compile failed on it. A package's
/// dead links are warnings; the site's own sources keep failing the build.
#[test]
fn a_package_s_dead_doc_link_is_a_warning_the_site_s_own_an_error() {
    let dts = "/**\n * A request.\n * @deprecated Check `message.destroyed` from <a href=\"stream.html#class-streamreadable\" class=\"type\">stream.Readable</a>.\n */\nexport declare function request(): void;\n";
    let toml = |entry: &str| format!("title = \"N\"\n\n[[typescript.packages]]\nname = \"node\"\nentry = \"{entry}\"\n");
    let s = site(&[
        ("docs/index.md", "# N\n"),
        ("docc.toml", &toml("@types/node")),
        ("node_modules/@types/node/package.json", "{\"name\": \"@types/node\", \"version\": \"26.6.6\", \"types\": \"index.d.ts\"}\n"),
        ("node_modules/@types/node/index.d.ts", dts),
    ]);
    let out = docc_in(s.path(), &["compile", ".", "-o", "out.html", "--format", "json"]);
    let broken: Vec<_> = diags(&out).into_iter().filter(|d| d.0 == "docc::broken-link").collect();
    assert!(out.status.success(), "{broken:?} {}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(broken.len(), 1, "{broken:?}");
    assert_eq!((broken[0].1.as_str(), broken[0].2), ("node_modules/@types/node/index.d.ts", 3));
    let json: Vec<serde_json::Value> = String::from_utf8_lossy(&out.stdout).lines().filter_map(|l| serde_json::from_str(l).ok()).collect();
    assert!(json.iter().any(|d| d["code"] == "docc::broken-link" && d["severity"] == "warning"), "{json:?}");
    // The same comment in the site's own source is the site's to fix: an error, nothing written.
    let s = site(&[("docs/index.md", "# N\n"), ("docc.toml", &toml("sdk/index.ts")), ("sdk/index.ts", &dts.replace("declare ", ""))]);
    let out = docc_in(s.path(), &["compile", ".", "-o", "out.html", "--format", "json"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(diags(&out).iter().any(|d| d.0 == "docc::broken-link" && d.1 == "sdk/index.ts"));
    assert!(!s.path().join("out.html").exists());
}

/// `sidebars.js` is evaluated like the config: its `require` of a file outside the root, and a
/// config's `require.resolve` of a sidebars file outside it, are refused at the call, and the
/// outside text reaches neither the output nor a diagnostic.
#[test]
fn sidebars_and_require_resolve_cannot_read_outside_the_root() {
    let config = |sidebar: &str| {
        format!("module.exports = {{ title: 'T', url: 'https://x.dev', baseUrl: '/', presets: [['classic', {{ docs: {{ sidebarPath: require.resolve('{sidebar}') }} }}]] }};\n")
    };
    let s = site(&[
        ("secret.js", "module.exports = { token: 'OUTSIDE-SECRET-93' };\n"),
        ("outside-sidebars.js", "module.exports = { docs: [{ type: 'doc', id: 'a', label: 'OUTSIDE-SIDEBAR-93' }] };\n"),
        ("site/docusaurus.config.js", &config("./sidebars.js")),
        ("site/sidebars.js", "const s = require('../secret.js');\nmodule.exports = { docs: [{ type: 'doc', id: 'a', label: s.token }] };\n"),
        ("site/docs/a.md", "# A\n"),
    ]);
    let dir = s.path().join("site");
    let check = |out: &Output, file: &str, line: u64| {
        let all = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        assert!(!all.contains("OUTSIDE-"), "{all}");
        let got = diags(out);
        assert!(got.iter().any(|d| d.0 == "docc::outside-root" && d.1 == file && d.2 == line), "{got:?}");
        for f in ["out.html", "model.json"] {
            if let Ok(t) = std::fs::read_to_string(dir.join(f)) {
                assert!(!t.contains("OUTSIDE-"), "{f}");
            }
        }
    };
    let out = docc_in(&dir, &["compile", ".", "-o", "out.html", "--format", "json", "--dump-model", "model.json"]);
    check(&out, "sidebars.js", 1);
    std::fs::write(dir.join("docusaurus.config.js"), config("../outside-sidebars.js")).unwrap();
    let _ = std::fs::remove_file(dir.join("out.html"));
    let _ = std::fs::remove_file(dir.join("model.json"));
    let out = docc_in(&dir, &["compile", ".", "-o", "out.html", "--format", "json", "--dump-model", "model.json"]);
    check(&out, "docusaurus.config.js", 1);
}

/// A committed `src/pages/loop -> .` (and a link to a parent) is walked once: the listing
/// used to recurse until the stack overflowed.
#[cfg(unix)]
#[test]
fn a_symlink_loop_under_src_pages_is_walked_once() {
    let s = site(&[
        ("docusaurus.config.js", "module.exports = { title: 'T', url: 'https://x.dev', baseUrl: '/', presets: [['classic', {}]] };\n"),
        ("docs/a.md", "# A\n"),
        ("src/pages/about.md", "# About\n"),
        ("src/pages/deep/team.md", "# Team\n"),
    ]);
    std::os::unix::fs::symlink(".", s.path().join("src/pages/loop")).unwrap();
    std::os::unix::fs::symlink("..", s.path().join("src/pages/deep/up")).unwrap();
    let out = docc_in(s.path(), &["compile", ".", "-o", "out.html", "--format", "json", "--dump-model", "model.json"]);
    assert!(out.status.success(), "{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    let model = std::fs::read_to_string(s.path().join("model.json")).unwrap();
    for route in ["\"/about\"", "\"/deep/team\""] {
        assert_eq!(model.matches(&format!("\"route\":{route}")).count(), 1, "{route} once");
    }
}
