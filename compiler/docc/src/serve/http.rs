//! The HTTP side of `docc serve` (tiny_http, one thread per request: a local preview has
//! a handful of clients, and event streams hold their thread).
//!
//! - `/__docc/events`: server-sent events; a `status` event at once and after every
//!   compile (see `client.js`). tiny_http buffers response bodies, so the stream is
//!   written on the raw connection and flushed per event.
//! - `/__docc/status`: the same status as JSON.
//! - A path with a file extension (other than `.html`): a file of the site's static folder
//!   (`/files/guide.pdf`), or 404 (`/favicon.ico`: 204). Images the pages show are inside
//!   the site file already.
//! - Any other path: the site, whose router shows the route (or its not-found page), as
//!   any static host with a single-page fallback would.

use super::Shared;
use std::io::{Cursor, Write};
use std::path::{Component, Path, PathBuf};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::Arc;
use std::time::Duration;
use tiny_http::{Header, Method, Request, Response, Server, StatusCode};

/// Comment lines on idle streams, so a closed tab's thread notices and ends.
const PING: Duration = Duration::from_secs(15);

pub(super) fn serve(server: Server, shared: Arc<Shared>, port: u16) {
    for request in server.incoming_requests() {
        let shared = shared.clone();
        std::thread::spawn(move || {
            if let Err(why) = allowed(&request, port) {
                return text(request, 403, &format!("docc serve: {why}\n"));
            }
            handle(request, &shared)
        });
    }
}

/// Refuses requests a web page could make in the reader's name (DNS rebinding: a page on
/// `evil.example`, re-pointed at 127.0.0.1, would otherwise read the preview with its own
/// origin). Only the names the preview is reached by are answered, and the event stream
/// and status, which a cross-origin page could read, only to the preview's own origin.
fn allowed(request: &Request, port: u16) -> Result<(), String> {
    let value = |name: &str| request.headers().iter().find(|h| h.field.as_str().as_str().eq_ignore_ascii_case(name)).map(|h| h.value.as_str().to_string());
    let host = value("Host").ok_or("a request without a Host header")?;
    if !is_local_host(&host, port) {
        return Err(format!("Host `{host}` is not this preview (use http://127.0.0.1:{port}/ or http://localhost:{port}/)"));
    }
    if request.url().starts_with("/__docc/") {
        if let Some(origin) = value("Origin") {
            let local = origin.strip_prefix("http://").is_some_and(|h| is_local_host(h, port));
            if !local {
                return Err(format!("origin `{origin}` may not read the preview's events"));
            }
        }
    }
    Ok(())
}

/// `127.0.0.1:PORT` or `localhost:PORT` (case-insensitive), nothing else.
fn is_local_host(host: &str, port: u16) -> bool {
    let Some((name, p)) = host.rsplit_once(':') else { return false };
    p == port.to_string() && (name == "127.0.0.1" || name.eq_ignore_ascii_case("localhost"))
}

/// A response body shared with the snapshot instead of copied per request.
struct Bytes(Arc<Vec<u8>>);

impl AsRef<[u8]> for Bytes {
    fn as_ref(&self) -> &[u8] {
        &self.0
    }
}

fn header(name: &str, value: &str) -> Header {
    Header::from_bytes(name.as_bytes(), value.as_bytes()).expect("static header")
}

fn respond(request: Request, status: u16, content_type: &str, body: Arc<Vec<u8>>, extra: &[(&str, &str)]) {
    let len = body.len();
    let mut headers = vec![header("Content-Type", content_type), header("Cache-Control", "no-store")];
    headers.extend(extra.iter().map(|(n, v)| header(n, v)));
    let response = Response::new(StatusCode(status), headers, Cursor::new(Bytes(body)), Some(len), None);
    let _ = request.respond(response);
}

fn text(request: Request, status: u16, body: &str) {
    respond(request, status, "text/plain; charset=utf-8", Arc::new(body.as_bytes().to_vec()), &[]);
}

fn handle(request: Request, shared: &Shared) {
    if !matches!(request.method(), Method::Get | Method::Head) {
        return text(request, 405, "docc serve only answers GET and HEAD\n");
    }
    let url = request.url().to_string();
    let path = url.split(['?', '#']).next().unwrap_or("/").to_string();
    let snapshot = shared.snapshot();
    match path.as_str() {
        "/__docc/events" => events(request, shared),
        "/__docc/status" => respond(request, 200, "application/json", Arc::new(snapshot.status.as_bytes().to_vec()), &[]),
        "/" if !snapshot.base_path.trim_end_matches('/').is_empty() => {
            let to = snapshot.base_path.clone();
            respond(request, 302, "text/plain; charset=utf-8", Arc::new(Vec::new()), &[("Location", &to)]);
        }
        _ => {
            let last = path.rsplit('/').next().unwrap_or("");
            let is_file = last.contains('.') && !last.ends_with(".html");
            if !is_file {
                return respond(request, 200, "text/html; charset=utf-8", snapshot.html.clone(), &[]);
            }
            match snapshot.static_dir.as_deref().and_then(|dir| static_file(dir, &snapshot.base_path, &path)) {
                // Through the content root: a committed symlink in static/ to a file outside the
                // repository, or a dot-file, is not served even on 127.0.0.1.
                Some(file) => match docc_diag::confine::ContentRoot::new(snapshot.static_dir.as_deref().unwrap_or(Path::new("."))).read(&file) {
                    Ok(bytes) => respond(request, 200, crate::mime::of(&file), Arc::new(bytes), &[]),
                    Err(_) => text(request, 404, "not found\n"),
                },
                // Browsers ask for it on their own; a site without one is not an error.
                None if path == "/favicon.ico" => respond(request, 204, "image/x-icon", Arc::new(Vec::new()), &[]),
                None => text(request, 404, &format!("not found: {path} is not a file of the site's static folder\n")),
            }
        }
    }
}

/// `path` (a URL path) as a file inside `dir`, the static folder; `None` if it is not one.
fn static_file(dir: &Path, base_path: &str, path: &str) -> Option<PathBuf> {
    let base = base_path.trim_end_matches('/');
    let path = if !base.is_empty() { path.strip_prefix(base).filter(|p| p.starts_with('/')).unwrap_or(path) } else { path };
    let decoded = percent_encoding::percent_decode_str(path).decode_utf8().ok()?;
    let rel = Path::new(decoded.trim_start_matches('/'));
    if rel.components().any(|c| !matches!(c, Component::Normal(_))) {
        return None;
    }
    let root = dir.canonicalize().ok()?;
    let file = root.join(rel).canonicalize().ok()?;
    (file.starts_with(&root) && file.is_file()).then_some(file)
}

/// A server-sent event stream: the current status now, then one per compile.
fn events(request: Request, shared: &Shared) {
    let (tx, rx) = mpsc::channel();
    // Subscribe before reading the status, so no compile can fall between the two.
    shared.subscribers.lock().expect("subscribers lock").push(tx);
    let status = shared.snapshot().status.clone();
    let mut out = request.into_writer();
    let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\nConnection: keep-alive\r\n\r\nretry: 500\n\n";
    let send = |out: &mut Box<dyn Write + Send>, data: &str| -> std::io::Result<()> {
        out.write_all(format!("event: status\ndata: {data}\n\n").as_bytes())?;
        out.flush()
    };
    if out.write_all(head.as_bytes()).is_err() || send(&mut out, &status).is_err() {
        return;
    }
    loop {
        let sent = match rx.recv_timeout(PING) {
            Ok(status) => send(&mut out, &status),
            Err(RecvTimeoutError::Timeout) => out.write_all(b": ping\n\n").and_then(|_| out.flush()),
            Err(RecvTimeoutError::Disconnected) => return,
        };
        if sent.is_err() {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_preview_s_own_host_names_are_local() {
        assert!(is_local_host("127.0.0.1:3000", 3000));
        assert!(is_local_host("LocalHost:3000", 3000));
        assert!(!is_local_host("127.0.0.1:3001", 3000));
        assert!(!is_local_host("127.0.0.1", 3000));
        assert!(!is_local_host("evil.example:3000", 3000));
        assert!(!is_local_host("localhost.evil.example:3000", 3000));
        assert!(!is_local_host("[::1]:3000", 3000));
    }

    #[test]
    fn static_files_stay_inside_the_static_folder() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("static/files")).unwrap();
        std::fs::write(dir.path().join("static/files/a b.pdf"), "%PDF").unwrap();
        std::fs::write(dir.path().join("secret.txt"), "no").unwrap();
        let st = dir.path().join("static");
        assert!(static_file(&st, "/", "/files/a%20b.pdf").is_some());
        assert!(static_file(&st, "/docs/", "/docs/files/a%20b.pdf").is_some());
        assert!(static_file(&st, "/", "/../secret.txt").is_none());
        assert!(static_file(&st, "/", "/files/%2e%2e/%2e%2e/secret.txt").is_none());
        assert!(static_file(&st, "/", "/files/missing.pdf").is_none());
        assert!(static_file(&st, "/", "/files").is_none());
    }
}
