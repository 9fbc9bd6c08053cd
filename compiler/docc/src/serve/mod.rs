//! `docc serve`: the writer's preview loop. Compiles the site in memory, serves it on
//! 127.0.0.1, watches the sources, compiles again on every save and tells the open tabs
//! to reload (server-sent events), keeping their scroll position.
//!
//! - `watch.rs`: which file changes matter, grouped per save (the `notify` crate).
//! - `http.rs`: the HTTP side (tiny_http): the site for every route, static files, the
//!   event stream.
//! - `client.js`: the script injected into the served page only (never into a compiled
//!   site): reload with scroll kept, and the diagnostics overlay.
//!
//! Repeated compiles are fast because rendered docs pages are reused when their content
//! hash is unchanged (`render_cache.rs`) and because preview compiles compress lightly
//! (`pipeline::Preview`). A compile with errors changes nothing that is served: the last
//! good build stays, and the overlay says why it is not the newest.

mod http;
mod watch;

use crate::pipeline::{self, Preview};
use crate::render_cache::RenderCache;
use docc_diag::{Diagnostic, Diagnostics, Severity};
use std::io::IsTerminal;
use std::net::{Ipv4Addr, TcpListener};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Instant;

pub(crate) struct Options {
    pub dir: PathBuf,
    pub port: u16,
    pub open: bool,
    pub timings: bool,
    /// `--allow-outside`: read, and watched, besides the site's repository.
    pub allow_outside: Vec<PathBuf>,
}

/// What the server hands out; replaced as a whole after every compile.
pub(crate) struct Snapshot {
    /// The page of the last good build (or, before there is one, a page that only shows
    /// the overlay), with the client script.
    pub html: Arc<Vec<u8>>,
    /// The status event: build id, diagnostics of the latest compile.
    pub status: Arc<str>,
    /// The site's static folder, for files linked from pages (`/files/a.pdf`).
    pub static_dir: Option<PathBuf>,
    /// Where `/` redirects when the site lives under a base path.
    pub base_path: String,
}

/// State shared by the compile loop and the HTTP threads.
pub(crate) struct Shared {
    pub snapshot: Mutex<Arc<Snapshot>>,
    /// Open event streams; a closed one is dropped at the next send.
    pub subscribers: Mutex<Vec<std::sync::mpsc::Sender<Arc<str>>>>,
}

impl Shared {
    pub(crate) fn snapshot(&self) -> Arc<Snapshot> {
        self.snapshot.lock().expect("snapshot lock").clone()
    }

    fn publish(&self, snapshot: Snapshot) {
        let status = snapshot.status.clone();
        *self.snapshot.lock().expect("snapshot lock") = Arc::new(snapshot);
        self.subscribers.lock().expect("subscribers lock").retain(|s| s.send(status.clone()).is_ok());
    }
}

/// The compile loop's memory between compiles.
struct Builder {
    dir: PathBuf,
    allow: Vec<PathBuf>,
    cache: RenderCache,
    /// Distinguishes this server's builds from an earlier server's, so a tab left open
    /// across a restart reloads too.
    instance: String,
    timings: bool,
    /// Number of good builds so far.
    good: u64,
    last_good: Option<(Arc<Vec<u8>>, Option<PathBuf>, String)>,
}

impl Builder {
    /// Compiles, prints the diagnostics and a summary line, and returns what to serve.
    fn build(&mut self, reason: &str) -> Snapshot {
        let start = Instant::now();
        let mut diags = Diagnostics::default();
        let compiled = pipeline::compile_preview(&self.dir, &Preview { cache: &self.cache, allow: &self.allow }, &mut diags);
        diags.sort();
        print(&diags);
        let (errors, warnings) = (diags.count(Severity::Error), diags.count(Severity::Warning));
        let ms = start.elapsed().as_millis();
        let stats = self.cache.stats();
        match compiled.filter(|_| errors == 0) {
            Some(c) => {
                if self.timings {
                    for (name, us) in &c.timings {
                        eprintln!("  {name:<14} {:>8.1} ms", *us as f64 / 1000.0);
                    }
                }
                self.good += 1;
                let build = format!("{}-{}", self.instance, self.good);
                let html = Arc::new(inject(c.outputs.into_iter().next().map(|(_, r)| r.into_file_bytes()).unwrap_or_default(), Some(&build)));
                let (static_dir, base_path) = site_paths(&self.dir);
                self.last_good = Some((html, static_dir, base_path));
                let warned = if warnings > 0 { format!(", {warnings} warning(s)") } else { String::new() };
                eprintln!("docc: {reason}compiled {} pages in {ms} ms ({} rendered, {} reused){warned}", c.pages, stats.rendered, stats.reused);
            }
            None => {
                let kept = if self.last_good.is_some() { "the last good build is still served" } else { "nothing to serve until they are fixed" };
                eprintln!("docc: {reason}{errors} error(s), {warnings} warning(s); {kept}");
            }
        }
        let build = self.last_good.as_ref().map(|_| format!("{}-{}", self.instance, self.good));
        let status = status_json(build.as_deref(), &diags);
        match &self.last_good {
            Some((html, static_dir, base_path)) => Snapshot { html: html.clone(), status, static_dir: static_dir.clone(), base_path: base_path.clone() },
            None => Snapshot { html: Arc::new(inject(no_build_page(), None)), status, static_dir: None, base_path: "/".into() },
        }
    }
}

pub(crate) fn run(opts: Options) -> i32 {
    let Options { dir, port, open, timings, allow_outside } = opts;
    if !dir.is_dir() {
        eprintln!("docc: site directory `{}` does not exist; pass the folder that holds docc.toml and docs/, e.g. `docc serve content`", dir.display());
        return 1;
    }
    let listener = match TcpListener::bind((Ipv4Addr::LOCALHOST, port)) {
        Ok(l) => l,
        Err(e) => {
            let why = if e.kind() == std::io::ErrorKind::AddrInUse { "the port is in use (another docc serve?)".to_string() } else { e.to_string() };
            eprintln!("docc: cannot listen on 127.0.0.1:{port}: {why}; choose another port with --port N (0 picks a free one)");
            return 2;
        }
    };
    let addr = match listener.local_addr() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("docc: cannot listen on 127.0.0.1:{port}: {e}");
            return 2;
        }
    };
    let mut watch = match watch::Watch::new(&dir) {
        Ok(w) => w,
        Err(e) => {
            eprintln!("docc: cannot watch `{}` for changes: {e}", dir.display());
            return 1;
        }
    };
    let instance =
        format!("{:x}{:x}", std::process::id(), std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_millis()).unwrap_or(0));
    let mut builder = Builder { dir: dir.clone(), allow: allow_outside, cache: RenderCache::new(), instance, timings, good: 0, last_good: None };
    let first = builder.build("");
    watch_outside(&mut watch, &dir, &builder.allow);
    let shared = Arc::new(Shared { snapshot: Mutex::new(Arc::new(first)), subscribers: Mutex::new(Vec::new()) });
    let server = match tiny_http::Server::from_listener(listener, None) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("docc: cannot serve on {addr}: {e}");
            return 2;
        }
    };
    let url = format!("http://{addr}/");
    {
        let shared = shared.clone();
        let port = addr.port();
        std::thread::spawn(move || http::serve(server, shared, port));
    }
    eprintln!("docc: serving {} at {url} (watching for changes; Ctrl+C stops)", dir.display());
    if open {
        if let Err(e) = opener::open_browser(&url) {
            eprintln!("docc: cannot open a browser ({e}); open {url} yourself");
        }
    }
    while let Some(batch) = watch.next_batch() {
        // Pages are reused by content hash; a change to any file the cache does not check
        // itself (docc.toml, an image it does not know, a new static file) renders all again.
        if batch.rescan || !batch.paths.iter().all(|p| builder.cache.tracks(p)) {
            builder.cache.clear();
        }
        let reason = match batch.paths.as_slice() {
            [] => "files changed; ".to_string(),
            [one] => format!("{} changed; ", one.display()),
            [one, rest @ ..] => format!("{} and {} more changed; ", one.display(), rest.len()),
        };
        let snapshot = builder.build(&reason);
        shared.publish(snapshot);
        watch_outside(&mut watch, &dir, &builder.allow);
    }
    eprintln!("docc: file watching stopped");
    1
}

/// Files outside the site folder that a compile reads are watched too: the folders the
/// command line admitted, and the folders of docc.toml's paths that leave the site folder
/// for elsewhere in its repository (a monorepo's `../shared/spec.yaml`).
fn watch_outside(watch: &mut watch::Watch, dir: &Path, allow: &[PathBuf]) {
    for folder in allow {
        watch.watch_outside(folder);
    }
    let mut ignored = Vec::new();
    if let Ok(config) = crate::config::load(dir, &mut ignored) {
        let files = config
            .openapi
            .iter()
            .map(|o| o.spec.as_str())
            .chain(config.navbar.logo.as_deref())
            .chain(config.typescript.packages.iter().map(|p| p.entry.as_str()));
        for file in files {
            if let Some(parent) = dir.join(file).parent() {
                watch.watch_folder_of(parent);
            }
        }
        // Another docs instance's folder outside the site folder (`path: '../community'`).
        for instance in &config.docs.instances {
            watch.watch_outside(&dir.join(&instance.dir));
        }
    }
}

/// The static folder and base path of the site as it is now (from its config).
fn site_paths(dir: &Path) -> (Option<PathBuf>, String) {
    let mut ignored = Vec::new();
    match crate::config::load(dir, &mut ignored) {
        Ok(c) => (Some(dir.join(&c.docs.static_dir)).filter(|p| p.is_dir()), c.base_path.clone()),
        Err(_) => (None, "/".into()),
    }
}

/// Prints diagnostics as `docc compile` does (miette; plain when not on a terminal).
fn print(diags: &Diagnostics) {
    let fancy = std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    for d in &diags.items {
        eprintln!("{}", render(d, fancy));
    }
}

fn render(d: &Diagnostic, fancy: bool) -> String {
    let theme = if fancy { miette::GraphicalTheme::unicode() } else { miette::GraphicalTheme::unicode_nocolor() };
    let handler = miette::GraphicalReportHandler::new_themed(theme).with_width(100);
    let mut out = String::new();
    if handler.render_report(&mut out, d.to_report().as_ref()).is_err() {
        out = d.to_string();
    }
    out
}

/// The `status` event: the build the tabs should show, and the latest compile's diagnostics.
fn status_json(build: Option<&str>, diags: &Diagnostics) -> Arc<str> {
    let list: Vec<serde_json::Value> = diags
        .items
        .iter()
        .map(|d| {
            let (line, column) = d.line_col();
            serde_json::json!({
                "severity": d.severity.as_str(),
                "code": d.code,
                "message": d.message,
                "file": d.file_name(),
                "line": line,
                "column": column,
                "help": d.help,
                "text": render(d, false),
            })
        })
        .collect();
    serde_json::json!({
        "build": build,
        "good": build.is_some(),
        "errors": diags.count(Severity::Error),
        "warnings": diags.count(Severity::Warning),
        "diagnostics": list,
    })
    .to_string()
    .into()
}

const CLIENT_JS: &str = include_str!("client.js");

/// Adds the client script before `</body>`; `build` is the id the page belongs to. The
/// compiled page's Content-Security-Policy lists its inline scripts by hash, so the
/// client script's hash is added to `script-src` too (only in what `serve` sends).
fn inject(html: Vec<u8>, build: Option<&str>) -> Vec<u8> {
    use base64::Engine;
    use sha2::{Digest, Sha256};
    let id = serde_json::to_string(&build).unwrap_or_else(|_| "null".into());
    let js = CLIENT_JS.replace("__DOCC_BUILD__", &id).replace("</script", "<\\/script");
    let script = format!("<script data-docc-serve>{js}</script>");
    let hash = format!("'sha256-{}' ", base64::engine::general_purpose::STANDARD.encode(Sha256::digest(js.as_bytes())));
    let at = html.windows(7).rposition(|w| w == b"</body>").unwrap_or(html.len());
    let csp = html[..at].windows(11).position(|w| w == b"script-src ").map(|i| i + 11);
    let mut out = Vec::with_capacity(html.len() + script.len() + hash.len());
    match csp {
        Some(c) => {
            out.extend_from_slice(&html[..c]);
            out.extend_from_slice(hash.as_bytes());
            out.extend_from_slice(&html[c..at]);
        }
        None => out.extend_from_slice(&html[..at]),
    }
    out.extend_from_slice(script.as_bytes());
    out.extend_from_slice(&html[at..]);
    out
}

/// Served until the site compiles once: the overlay (from the injected script) says why.
fn no_build_page() -> Vec<u8> {
    b"<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>docc serve: the site does not compile</title></head><body style=\"font-family: system-ui, sans-serif; margin: 2rem\"><main><h1>The site does not compile yet</h1><p>docc serve shows it as soon as the errors listed here (and in the terminal) are fixed.</p></main></body></html>\n".to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_script_goes_before_the_last_body_end_tag() {
        let html = b"<html><body><script>'</body>'</script></body></html>".to_vec();
        let out = String::from_utf8(inject(html, Some("a-1"))).unwrap();
        assert!(out.starts_with("<html><body><script>'</body>'</script><script data-docc-serve>"), "{out}");
        assert!(out.ends_with("</script></body></html>"));
        assert!(out.contains("const BUILD = \"a-1\";"));
        let out = String::from_utf8(inject(b"<p>x</p>".to_vec(), None)).unwrap();
        assert!(out.contains("const BUILD = null;"));
    }

    #[test]
    fn the_script_is_allowed_by_the_pages_content_security_policy() {
        use base64::Engine;
        use sha2::{Digest, Sha256};
        let html =
            b"<html><head><meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src 'sha256-a'\"></head><body></body></html>"
                .to_vec();
        let out = String::from_utf8(inject(html, Some("b-2"))).unwrap();
        let js = &out[out.find("<script data-docc-serve>").unwrap() + 24..out.rfind("</script>").unwrap()];
        let hash = base64::engine::general_purpose::STANDARD.encode(Sha256::digest(js.as_bytes()));
        assert!(out.contains(&format!("script-src 'sha256-{hash}' 'sha256-a'")), "{out}");
    }
}
