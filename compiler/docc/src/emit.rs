//! The single HTML file: runtime JS and CSS inlined, the pack embedded as base64 in a
//! non-executed script element, a tiny head script that applies the stored colour
//! mode before first paint. Written atomically: temp file in the target folder, then
//! rename, so a failed compile never leaves a half-written site.

use base64::Engine;
use std::io::Write;
use std::path::Path;

const RUNTIME_JS: &str = include_str!("../../../runtime/dist/runtime.js");
const RUNTIME_CSS: &str = include_str!("../../../runtime/dist/runtime.css");
const HEAD_JS: &str = include_str!("../../../runtime/dist/head.js");

/// Size of the embedded runtime (JS + CSS), for reports.
pub fn runtime_bytes() -> usize {
    RUNTIME_JS.len() + RUNTIME_CSS.len() + HEAD_JS.len()
}

fn escape_html(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// Inline scripts must not contain `</script` (it would end the element early).
fn script_safe(js: &str) -> String {
    js.replace("</script", "<\\/script")
}

pub struct HtmlMeta<'a> {
    pub title: &'a str,
    pub description: &'a str,
    pub locale: &'a str,
}

pub fn html(meta: &HtmlMeta, pack: &[u8]) -> String {
    let b64 = base64::engine::general_purpose::STANDARD.encode(pack);
    let mut out = String::with_capacity(b64.len() + RUNTIME_JS.len() + RUNTIME_CSS.len() + 1024);
    out.push_str("<!doctype html>\n<html lang=\"");
    out.push_str(&escape_html(meta.locale));
    out.push_str("\" data-theme=\"light\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><meta name=\"generator\" content=\"docc ");
    out.push_str(env!("CARGO_PKG_VERSION"));
    out.push_str("\"><title>");
    out.push_str(&escape_html(meta.title));
    out.push_str("</title><meta name=\"description\" content=\"");
    out.push_str(&escape_html(meta.description));
    out.push_str("\"><script>");
    out.push_str(&script_safe(HEAD_JS));
    out.push_str("</script><style>");
    out.push_str(&RUNTIME_CSS.replace("</style", "<\\/style"));
    out.push_str("</style></head><body><div id=\"root\"></div><noscript>This documentation site needs JavaScript to render.</noscript>\n<script id=\"docc-pack\" type=\"application/octet-stream\">");
    out.push_str(&b64);
    out.push_str("</script>\n<script>");
    out.push_str(&script_safe(RUNTIME_JS));
    out.push_str("</script></body></html>\n");
    out
}

/// Writes `contents` to `path` atomically (same-folder temp file + rename).
pub fn write_atomic(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    let dir = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "index.html".into());
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(contents)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}
