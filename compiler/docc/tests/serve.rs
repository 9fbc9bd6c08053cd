//! `docc serve` from the command line: its flags and exit codes, what it serves, and
//! that preview compiles reusing rendered pages give the same site as compiling afresh.
//! (The browser side, reload and overlay, is tests/e2e/serve.test.mjs.)

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let target = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_dir(&e.path(), &target);
        } else {
            std::fs::copy(e.path(), target).unwrap();
        }
    }
}

fn fixture_copy(name: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&root().join("fixtures").join(name), &dir.path().join("site"));
    dir
}

/// A running `docc serve`, killed when dropped; stderr lines arrive on `lines`.
struct Serve {
    child: Child,
    url: String,
    lines: mpsc::Receiver<String>,
}

impl Drop for Serve {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn serve(dir: &Path, extra: &[&str], env: &[(&str, &str)]) -> Serve {
    let mut child = Command::new(env!("CARGO_BIN_EXE_docc"))
        .arg("serve")
        .arg(dir)
        .args(["--port", "0"])
        .args(extra)
        .envs(env.iter().copied())
        .env("NO_COLOR", "1")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let (tx, lines) = mpsc::channel();
    let stderr = child.stderr.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let mut s = Serve { child, url: String::new(), lines };
    let line = s.wait_line(|l| l.contains(" at http://127.0.0.1:"));
    s.url = line.split(" at ").nth(1).unwrap().split(' ').next().unwrap().trim_end_matches('/').to_string();
    s
}

impl Serve {
    fn wait_line(&self, want: impl Fn(&str) -> bool) -> String {
        let deadline = Instant::now() + Duration::from_secs(60);
        let mut seen = Vec::new();
        while let Some(left) = deadline.checked_duration_since(Instant::now()) {
            match self.lines.recv_timeout(left) {
                Ok(l) if want(&l) => return l,
                Ok(l) => seen.push(l),
                Err(_) => break,
            }
        }
        panic!("docc serve never printed the expected line; it printed:\n{}", seen.join("\n"));
    }

    /// GET `path`: (status code, headers, body).
    fn get(&self, path: &str) -> (u16, String, Vec<u8>) {
        let addr = self.url.trim_start_matches("http://");
        self.get_with(path, &format!("Host: {addr}\r\n"))
    }

    /// GET `path` with the given header lines (each ending in CRLF) and no others.
    fn get_with(&self, path: &str, headers: &str) -> (u16, String, Vec<u8>) {
        let addr = self.url.trim_start_matches("http://");
        let mut s = TcpStream::connect(addr).unwrap();
        write!(s, "GET {path} HTTP/1.1\r\n{headers}Connection: close\r\n\r\n").unwrap();
        let mut raw = Vec::new();
        s.read_to_end(&mut raw).unwrap();
        let split = raw.windows(4).position(|w| w == b"\r\n\r\n").expect("a complete response");
        let head = String::from_utf8_lossy(&raw[..split]).into_owned();
        let status = head.split(' ').nth(1).unwrap().parse().unwrap();
        let mut body = raw[split + 4..].to_vec();
        if head.to_ascii_lowercase().contains("transfer-encoding: chunked") {
            body = dechunk(&body);
        }
        (status, head, body)
    }

    fn status(&self) -> serde_json::Value {
        serde_json::from_slice(&self.get("/__docc/status").2).unwrap()
    }

    /// The status once `want` holds (the summary line is printed just before it is published).
    fn status_when(&self, want: impl Fn(&serde_json::Value) -> bool) -> serde_json::Value {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let s = self.status();
            if want(&s) || Instant::now() > deadline {
                return s;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

fn dechunk(mut b: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let eol = b.windows(2).position(|w| w == b"\r\n").unwrap();
        let n = usize::from_str_radix(std::str::from_utf8(&b[..eol]).unwrap().trim(), 16).unwrap();
        if n == 0 {
            return out;
        }
        out.extend_from_slice(&b[eol + 2..eol + 2 + n]);
        b = &b[eol + 4 + n..];
    }
}

#[test]
fn a_port_in_use_is_a_clear_error() {
    let taken = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port().to_string();
    let out = Command::new(env!("CARGO_BIN_EXE_docc")).current_dir(root()).args(["serve", "fixtures/basic", "--port", &port]).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains(&format!("cannot listen on 127.0.0.1:{port}: the port is in use")), "{err}");
    assert!(err.contains("--port N"), "{err}");
}

#[test]
fn bad_flags_and_a_missing_folder_fail_before_serving() {
    let docc = |args: &[&str]| Command::new(env!("CARGO_BIN_EXE_docc")).current_dir(root()).args(args).output().unwrap();
    let out = docc(&["serve", "fixtures/basic", "--port", "70000"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("70000"));
    let out = docc(&["serve", "fixtures/no-such-site", "--port", "0"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("site directory `fixtures/no-such-site` does not exist"));
    let out = docc(&["serve", "--help"]);
    let help = String::from_utf8_lossy(&out.stdout);
    assert!(help.contains("--port <PORT>") && help.contains("--open") && help.contains("[default: 3000]"), "{help}");
}

#[test]
fn serves_every_route_and_recompiles_on_change_keeping_the_last_good_build() {
    let tmp = fixture_copy("basic");
    let site = tmp.path().join("site");
    let s = serve(&site, &[], &[]);
    let (code, head, html) = s.get("/guide/install");
    assert_eq!(code, 200);
    assert!(head.contains("text/html") && head.contains("no-store"), "{head}");
    let html = String::from_utf8(html).unwrap();
    assert!(html.contains("id=\"docc-pack\"") && html.contains("<script data-docc-serve>"));
    assert_eq!(s.get("/any/route/at/all").2, html.as_bytes(), "single-page fallback");
    assert_eq!(s.get("/nothing-here.pdf").0, 404);
    // The page links its favicon inline, so a browser never asks for /favicon.ico (answered anyway).
    assert!(html.contains("<link rel=\"icon\" type=\"image/svg+xml\" href=\"data:image/svg+xml;base64,"), "the served page links a favicon");
    assert_eq!(s.get("/favicon.ico").0, 204);
    let first = s.status();
    assert_eq!((first["good"].as_bool(), first["errors"].as_u64()), (Some(true), Some(0)), "{first}");

    // An error: the status says so, the page served is still the last good one.
    let page = site.join("docs/guide/install.md");
    let text = std::fs::read_to_string(&page).unwrap();
    std::fs::write(&page, format!("{text}\n\nSee [the missing page](missing.md).\n")).unwrap();
    s.wait_line(|l| l.contains("1 error(s)") && l.contains("the last good build is still served"));
    let broken = s.status_when(|st| st["errors"] == 1);
    assert_eq!(broken["errors"], 1);
    assert_eq!(broken["build"], first["build"]);
    let d = &broken["diagnostics"][0];
    assert_eq!((d["code"].as_str(), d["file"].as_str()), (Some("docc::broken-link"), Some("docs/guide/install.md")));
    assert!(d["text"].as_str().unwrap().contains("missing.md"), "{d}");
    assert_eq!(s.get("/guide/install").2, html.as_bytes());

    // Fixed: a new build, with only the edited page rendered again.
    std::fs::write(&page, format!("{text}\n\nFixed now.\n")).unwrap();
    s.wait_line(|l| l.contains("docs/guide/install.md changed; compiled") && l.contains("(1 rendered,"));
    let fixed = s.status_when(|st| st["errors"] == 0);
    assert_eq!(fixed["errors"], 0);
    assert_ne!(fixed["build"], first["build"]);
    let new_html = String::from_utf8(s.get("/").2).unwrap();
    assert_ne!(new_html, html);

    // docc.toml is not a page: a change to it renders every page again.
    let toml = site.join("docc.toml");
    let config = std::fs::read_to_string(&toml).unwrap();
    std::fs::write(&toml, config.replace("title = \"Basic\"", "title = \"Basic, renamed\"")).unwrap();
    s.wait_line(|l| l.contains("docc.toml changed; compiled") && l.contains(", 0 reused)"));
    s.status_when(|st| st["build"] != fixed["build"]);
    assert!(String::from_utf8(s.get("/").2).unwrap().contains("Basic, renamed</title>"), "the site title changed");
}

#[test]
fn open_starts_the_browser_on_the_served_url() {
    let tmp = fixture_copy("basic");
    let opened = tmp.path().join("opened.txt");
    let browser = tmp.path().join("browser.sh");
    std::fs::write(&browser, format!("#!/bin/sh\necho \"$1\" > '{}'\n", opened.display())).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&browser, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let s = serve(&tmp.path().join("site"), &["--open"], &[("BROWSER", browser.to_str().unwrap())]);
    let deadline = Instant::now() + Duration::from_secs(10);
    // The shell creates the file before `echo` writes into it: wait for the whole line.
    let read = || std::fs::read_to_string(&opened).unwrap_or_default();
    while !read().ends_with('\n') && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(read().trim(), format!("{}/", s.url));
}

#[test]
fn reused_pages_give_the_same_site_as_rendering_all_again() {
    use docc::pipeline::{compile_preview, Preview};
    use docc::render_cache::RenderCache;
    use docc_diag::Diagnostics;
    let tmp = fixture_copy("basic");
    let site = tmp.path().join("site");
    let cache = RenderCache::new();
    let build = |cache: &RenderCache| {
        let mut diags = Diagnostics::default();
        let c = compile_preview(&site, &Preview { cache, allow: &[] }, &mut diags).unwrap_or_else(|| panic!("{:?}", diags.items));
        (c.html().to_vec(), cache.stats())
    };
    let (_, stats) = build(&cache);
    assert_eq!(stats.reused, 0);
    let pages = stats.rendered;
    assert!(pages >= 5);
    // Unchanged: everything is reused.
    let (again, stats) = build(&cache);
    assert_eq!((stats.reused, stats.rendered), (pages, 0));
    assert_eq!(again, build(&RenderCache::new()).0);
    // One page edited, one page (the one with the image) untouched: one render, same site.
    let page = site.join("docs/guide/configure.md");
    let text = std::fs::read_to_string(&page).unwrap();
    std::fs::write(&page, format!("{text}\n\nOne more paragraph.\n")).unwrap();
    let (incremental, stats) = build(&cache);
    assert_eq!((stats.reused, stats.rendered), (pages - 1, 1));
    assert_eq!(incremental, build(&RenderCache::new()).0);
}

/// A page whose component lists other docs' titles (`useDocsVersion()`) is rendered again when
/// one of those titles changes; a page that reads no component data stays reused.
#[test]
fn a_page_showing_other_docs_titles_renders_again_when_one_changes() {
    use docc::pipeline::{compile_preview, Preview};
    use docc::render_cache::RenderCache;
    use docc_diag::Diagnostics;
    let tmp = tempfile::tempdir().unwrap();
    let site = tmp.path();
    let list = "import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';\nexport default function Titles() {\n  const docs = useDocsVersion().docs;\n  return <ul>{Object.keys(docs).map((id) => <li key={id}>{docs[id].title}</li>)}</ul>;\n}\n";
    for (p, t) in [
        ("docc.toml", "title = \"T\"\n"),
        ("src/Titles.jsx", list),
        ("docs/all.mdx", "import Titles from '../src/Titles.jsx'\n\n<Titles />\n"),
        ("docs/one.md", "# First title\n\nText.\n"),
        ("docs/two.md", "# Second\n\nText.\n"),
    ] {
        std::fs::create_dir_all(site.join(p).parent().unwrap()).unwrap();
        std::fs::write(site.join(p), t).unwrap();
    }
    let cache = RenderCache::new();
    let build = |cache: &RenderCache| {
        let mut diags = Diagnostics::default();
        let c = compile_preview(site, &Preview { cache, allow: &[] }, &mut diags).unwrap_or_else(|| panic!("{:?}", diags.items));
        (c.html().to_vec(), cache.stats())
    };
    let (_, stats) = build(&cache);
    assert_eq!(stats.rendered, 3);
    let (_, stats) = build(&cache);
    assert_eq!((stats.reused, stats.rendered), (3, 0));
    std::fs::write(site.join("docs/one.md"), "# Renamed title\n\nText.\n").unwrap();
    let (html, stats) = build(&cache);
    // one.md itself and all.mdx, which shows its title; two.md is reused.
    assert_eq!((stats.reused, stats.rendered), (1, 2));
    assert_eq!(html, build(&RenderCache::new()).0);
}

/// DNS rebinding: a web page whose name now points at 127.0.0.1 must not read the preview,
/// nor a page of another origin its event stream.
#[test]
fn only_the_preview_s_own_host_and_origin_are_answered() {
    let site = fixture_copy("basic");
    let s = serve(&site.path().join("site"), &[], &[]);
    let addr = s.url.trim_start_matches("http://").to_string();
    let port = addr.rsplit(':').next().unwrap().to_string();
    assert_eq!(s.get("/").0, 200);
    assert_eq!(s.get_with("/", &format!("Host: localhost:{port}\r\n")).0, 200);
    let (code, _, body) = s.get_with("/", &format!("Host: evil.example:{port}\r\n"));
    assert_eq!(code, 403, "{}", String::from_utf8_lossy(&body));
    assert!(String::from_utf8_lossy(&body).contains("is not this preview"));
    assert_eq!(s.get_with("/", "").0, 403, "a request without Host");
    assert_eq!(s.get_with("/__docc/status", &format!("Host: {addr}\r\nOrigin: http://evil.example\r\n")).0, 403);
    assert_eq!(s.get_with("/__docc/status", &format!("Host: {addr}\r\nOrigin: http://{addr}\r\n")).0, 200);
}

/// `sed -i` saves through a temp file in the page's folder (`docs/guide/sedAbC123`) renamed
/// over the page: that is a change of the page alone, not of a new file no cache tracks
/// (which rendered every page again).
#[test]
fn a_save_through_a_renamed_temp_file_is_a_change_of_that_page_only() {
    let tmp = fixture_copy("basic");
    let site = tmp.path().join("site");
    let s = serve(&site, &[], &[]);
    let first = s.status();
    let page = site.join("docs/guide/install.md");
    let out = Command::new("sed").arg("-i").arg("s/$/ /").arg(&page).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let line = s.wait_line(|l| l.contains("changed; compiled"));
    assert!(line.contains("docc: docs/guide/install.md changed; compiled") && line.contains("(1 rendered,"), "{line}");
    s.status_when(|st| st["build"] != first["build"]);
    // The same by hand, with a name no editor pattern knows.
    let text = std::fs::read_to_string(&page).unwrap();
    std::fs::write(site.join("docs/guide/tmpXyZ987"), format!("{text}\nOnce more.\n")).unwrap();
    std::fs::rename(site.join("docs/guide/tmpXyZ987"), &page).unwrap();
    let line = s.wait_line(|l| l.contains("changed; compiled"));
    assert!(line.contains("docc: docs/guide/install.md changed; compiled") && line.contains("(1 rendered,"), "{line}");
}
