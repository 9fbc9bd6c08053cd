//! The single HTML file: runtime JS (an ES module whose boot mounts the embedded pack)
//! and CSS inlined, the pack embedded as text (`docc_model::html_text`: 7 bits per character)
//! in non-executed script elements, a tiny
//! head script that applies the stored colour mode before first paint.
//!
//! The file is laid out for a first paint before the last byte: the landing route's static
//! HTML, the pack's header (`#docc-pack`, with `data-split`), the runtime (an `async`
//! module: it runs as soon as it has arrived, while the rest still streams in), then one
//! element per pack segment (`data-docc-seg="N"`) in reading order (`reading_order`):
//! manifest, the landing page's chunk, images, docs chunks, API and typed-reference chunks,
//! the search index last. The runtime renders a route once its chunk's element is complete
//! (`runtime/src/pack/source.ts`); each segment carries its own crc32. Written atomically:
//! temp file in the target folder, then rename, so a failed compile never leaves a
//! half-written site. `write_embed` writes the same runtime and the raw pack as separate
//! files for host pages (`docc compile --embed DIR`).

use crate::temp_guard;
use base64::Engine;
use std::io::Write;
use std::path::Path;

const RUNTIME_JS: &str = include_str!("../../../runtime/dist/runtime.js");
const RUNTIME_CSS: &str = include_str!("../../../runtime/dist/runtime.css");
const HEAD_JS: &str = include_str!("../../../runtime/dist/head.js");
/// The theme alone (`theme.ts`), what a hosted page inlines: head.js's other half guards the
/// single file's static landing page, which no hosted page has (0.7 KB a page saved).
const THEME_JS: &str = include_str!("../../../runtime/dist/theme.js");
/// The standalone page's document rules (margin, background); never part of an embed.
const PAGE_CSS: &str = include_str!("../../../runtime/dist/page.css");

/// Size of the embedded runtime (JS + CSS), for reports.
pub(crate) fn runtime_bytes() -> usize {
    RUNTIME_JS.len() + RUNTIME_CSS.len() + HEAD_JS.len() + PAGE_CSS.len()
}

pub(crate) fn escape_html(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The runtime files, for the hosted output (`hosted.rs`), which ships them as shared files.
pub(crate) struct Runtime {
    pub js: &'static str,
    pub css: &'static str,
    /// The inline `<head>` script every page carries (the theme applier).
    pub head: &'static str,
}

/// The runtime as hosted mode serves it: the scoped stylesheet plus the standalone page's
/// document rules (`page.css`) in one shared file.
pub(crate) const RUNTIME: Runtime = Runtime {
    js: RUNTIME_JS,
    css: concat!(include_str!("../../../runtime/dist/runtime.css"), "\n", include_str!("../../../runtime/dist/page.css")),
    head: THEME_JS,
};

/// Inline scripts must not contain `</script` (it would end the element early).
pub(crate) fn script_safe(js: &str) -> String {
    js.replace("</script", "<\\/script")
}

pub(crate) struct HtmlMeta<'a> {
    pub locale: &'a str,
    pub color_mode: &'a docc_model::ColorMode,
    /// Hosts the page may talk to besides itself (see `content_security_policy`).
    pub hosts: &'a CspHosts,
    /// `<title>`, description, canonical and og tags of the landing route (`hosted::head_tags`).
    pub head: &'a str,
    /// The landing route's static HTML (chrome included): what a reader without JavaScript
    /// sees. Hidden by CSS once `head.js` marks the document as scripted (`.docc-js`), so a
    /// deep link never shows it; the runtime then replaces it.
    pub landing: &'a str,
}

/// Origins outside the file that the site legitimately uses, from docc.toml and content.
#[derive(Debug, Default)]
pub(crate) struct CspHosts {
    /// Hosted search provider origins (`https://APPID-dsn.algolia.net`).
    pub connect: Vec<String>,
    /// Script origins (gtag.js).
    pub script: Vec<String>,
    /// Image origins: external images in Markdown, analytics beacons.
    pub img: Vec<String>,
    /// Origins of the pages MDX `<iframe>`s embed.
    pub frame: Vec<String>,
}

/// The page's Content-Security-Policy: scripts only docc's own two inline scripts (by
/// sha256, computed here from the exact text emitted) plus configured script hosts, no
/// plugins, no `<base>`, images only from the file itself (`blob:`/`data:` assets) and the
/// hosts listed, connections only to the configured search/analytics hosts. Content
/// cannot add a script: raw HTML is never rendered, and if a future bug let one through,
/// the browser refuses to run it. Styles stay `'unsafe-inline'` (React sets `style`).
pub(crate) fn content_security_policy(hosts: &CspHosts) -> String {
    policy(&format!("{} {}", sha256_source(HEAD_JS), sha256_source(RUNTIME_JS)), "", hosts)
}

/// A hosted page's policy: the same rules, but the runtime, its CSS, the pack and the
/// images are files of the site (`'self'`); the one inline script, the theme applier, is
/// allowed by its hash, so an injected inline script or handler still does not run.
pub(crate) fn hosted_content_security_policy(hosts: &CspHosts) -> String {
    policy(&format!("'self' {}", sha256_source(RUNTIME.head)), "'self' ", hosts)
}

fn sha256_source(js: &str) -> String {
    use sha2::{Digest, Sha256};
    format!("'sha256-{}'", base64::engine::general_purpose::STANDARD.encode(Sha256::digest(script_safe(js).as_bytes())))
}

fn policy(scripts: &str, styles: &str, hosts: &CspHosts) -> String {
    let list = |v: &[String]| v.iter().map(|h| format!(" {h}")).collect::<String>();
    format!(
        "default-src 'none'; script-src {scripts}{}; style-src {styles}'unsafe-inline'; img-src 'self' blob: data:{}; font-src 'self' data:; connect-src 'self'{}; {}object-src 'none'; base-uri 'none'; form-action 'none'",
        list(&hosts.script),
        list(&hosts.img),
        list(&hosts.connect),
        if hosts.frame.is_empty() { String::new() } else { format!("frame-src{}; ", list(&hosts.frame)) },
    )
}

/// The order of the pack's segments in the single file: what the first paint needs first.
/// The manifest, the landing page's chunk, the images (the navbar logo), then the other
/// page chunks by `rank` (docs 0, API 1, typed reference 2; pack order within a rank), then
/// what ranks `u8::MAX` (the search index's posting shards, term and heading blocks), the search dictionary last
/// (search is only read when it opens, and waits for all of its segments).
pub(crate) fn reading_order(manifest: &docc_model::Manifest, count: u32, landing: Option<u32>, rank: impl Fn(u32) -> u8) -> Vec<u32> {
    let (search, assets) = (manifest.search_segment, manifest.assets_segment);
    let mut order = vec![0];
    order.extend(landing.filter(|&s| s != 0 && s < count));
    if !order.contains(&assets) && assets < count {
        order.push(assets);
    }
    let mut rest: Vec<u32> = (1..count).filter(|s| !order.contains(s) && *s != search).collect();
    rest.sort_by_key(|&s| (rank(s), s));
    order.extend(rest);
    if !order.contains(&search) && search < count {
        order.push(search);
    }
    order
}

/// The `<html>` start tag of every page docc writes. It carries the colour mode, because
/// `head.js` applies the theme before the first paint, long before the pack is read:
/// `data-theme` is the default, `data-theme-fixed` means no switch (a stored choice is
/// ignored), `data-theme-system` means the system's `prefers-color-scheme` decides.
pub(crate) fn html_open(locale: &str, cm: &docc_model::ColorMode) -> String {
    let theme = if cm.default_mode == docc_model::Theme::Dark { "dark" } else { "light" };
    format!(
        "<html lang=\"{}\" data-theme=\"{theme}\"{}{}>",
        escape_html(locale),
        if cm.disable_switch { " data-theme-fixed" } else { "" },
        if cm.respect_prefers_color_scheme { " data-theme-system" } else { "" }
    )
}

/// The pack's header element (see `html`); its `data-split` says the segments follow as
/// `data-docc-seg` elements.
const PACK_HEADER_OPEN: &str = "<script id=\"docc-pack\" type=\"application/octet-stream\" data-split>";
const SEGMENT_OPEN: &str = "<script type=\"application/octet-stream\" data-docc-seg=\"";

pub(crate) fn html(meta: &HtmlMeta, pack: &[u8], order: &[u32]) -> String {
    let text = docc_model::html_text::encode;
    let view = docc_model::pack::read_pack(pack).expect("the pack was just written");
    let mut out = String::with_capacity(pack.len() * 8 / 7 + pack.len() / 32 + 64 * view.segments.len() + RUNTIME_JS.len() + RUNTIME_CSS.len() + 1024);
    out.push_str("<!doctype html>\n");
    out.push_str(&html_open(meta.locale, meta.color_mode));
    out.push_str("<head><meta charset=\"utf-8\"><meta http-equiv=\"Content-Security-Policy\" content=\"");
    out.push_str(&escape_html(&content_security_policy(meta.hosts)));
    out.push_str("\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><meta name=\"generator\" content=\"docc ");
    out.push_str(env!("CARGO_PKG_VERSION"));
    out.push_str("\">");
    out.push_str(meta.head);
    out.push_str("<script>");
    out.push_str(&script_safe(HEAD_JS));
    out.push_str("</script><style>");
    out.push_str(&RUNTIME_CSS.replace("</style", "<\\/style"));
    out.push_str(PAGE_CSS);
    out.push_str("</style></head><body><noscript><div class=\"docc-noscript\">This site works best with JavaScript: without it you see the home page only; search, navigation between pages and the colour theme need JavaScript.</div></noscript><div id=\"docc-root\"><div class=\"docc docc--page docc-static docc-static--landing\">");
    out.push_str(meta.landing);
    out.push_str("</div></div>\n");
    out.push_str(PACK_HEADER_OPEN);
    out.push_str(&text(&pack[..view.header_bytes]));
    out.push_str("</script>\n<script type=\"module\" async>");
    out.push_str(&script_safe(RUNTIME_JS));
    out.push_str("</script>\n");
    // Each segment's text on any core (the encoding is most of this function's time).
    let texts: Vec<String> = {
        use rayon::prelude::*;
        order.par_iter().map(|&i| text(view.segments[i as usize].compressed)).collect()
    };
    for (&i, segment) in order.iter().zip(texts) {
        out.push_str(SEGMENT_OPEN);
        out.push_str(&i.to_string());
        out.push_str("\">");
        out.push_str(&segment);
        out.push_str("</script>\n");
    }
    out.push_str("</body></html>\n");
    out
}

/// The pack of a single file written by `html`, put back together (header, then the
/// segments in index order: the bytes `write_pack` wrote), and the length (bytes of UTF-8) of
/// the text that carried it. Errors are sentences for the user.
pub(crate) fn pack_of_html(text: &str) -> Result<(Vec<u8>, usize), String> {
    let decode = |t: &str, what: &str| {
        docc_model::html_text::decode(t).ok_or_else(|| format!("{what} is damaged: its text holds characters docc never writes (the file was altered)"))
    };
    let body = |from: usize| -> Result<&str, String> {
        let end = text[from..].find("</script>").ok_or("the embedded pack is not closed: the file is truncated")?;
        Ok(&text[from..from + end])
    };
    let start = text.find(PACK_HEADER_OPEN).ok_or("not a docc file: it has no embedded pack (a <script id=\"docc-pack\" data-split> element)")?
        + PACK_HEADER_OPEN.len();
    let header_text = body(start)?;
    let mut pack = decode(header_text, "the pack's header")?;
    let mut text_len = header_text.len();
    let count = match pack.get(16..20) {
        Some(b) => u32::from_le_bytes(b.try_into().expect("4 bytes")) as usize,
        None => return Err("the pack's header is truncated".into()),
    };
    let mut segments: Vec<Option<Vec<u8>>> = vec![None; count.min(1 << 20)];
    let mut rest = start;
    while let Some(at) = text[rest..].find(SEGMENT_OPEN) {
        let open = rest + at + SEGMENT_OPEN.len();
        let (index, _) = text[open..].split_once("\">").ok_or("a segment element is damaged: the file is truncated")?;
        let i: usize = index.parse().map_err(|_| format!("a segment element has the index {index:?}"))?;
        let seg = body(open + index.len() + 2)?;
        let slot = segments.get_mut(i).ok_or_else(|| format!("segment {i} is not in the pack's table"))?;
        *slot = Some(decode(seg, &format!("segment {i}"))?);
        text_len += seg.len();
        rest = open + index.len() + 2 + seg.len();
    }
    for (i, s) in segments.into_iter().enumerate() {
        pack.extend(s.ok_or_else(|| format!("segment {i} is missing: the file is truncated"))?);
    }
    Ok((pack, text_len))
}

/// File names of an embed folder: the ES module (exports `mount`), its stylesheet (every rule
/// scoped to the mount root) and the raw pack the host passes to `mount` as a URL.
pub(crate) const EMBED_FILES: [&str; 3] = ["docc.js", "docc.css", "site.docc"];

/// Writes the embed output into `dir`: all files go to a fresh temp folder next to `dir`
/// first; then a missing `dir` is that folder renamed, an existing one gets each file
/// renamed in (each replace atomic; other files in `dir` are left alone). A failure before
/// the renames leaves `dir` untouched. Returns the bytes written.
pub(crate) fn write_embed(dir: &Path, pack: &[u8]) -> std::io::Result<usize> {
    let parent = dir.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    std::fs::create_dir_all(parent)?;
    let name = dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "embed".into());
    temp_guard::remove_stale(parent, &name);
    let tmp = parent.join(format!(".{name}.{}.tmp", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    temp_guard::set(&tmp);
    let result = (|| {
        std::fs::create_dir(&tmp)?;
        for (file, bytes) in EMBED_FILES.iter().zip([RUNTIME_JS.as_bytes(), RUNTIME_CSS.as_bytes(), pack]) {
            if temp_guard::stopping() {
                return Err(temp_guard::stopped());
            }
            let mut f = std::fs::File::create(tmp.join(file))?;
            f.write_all(bytes)?;
            f.sync_all()?;
        }
        if !dir.exists() {
            return std::fs::rename(&tmp, dir);
        }
        if !dir.is_dir() {
            return Err(std::io::Error::other(format!("{} exists and is not a folder", dir.display())));
        }
        for file in EMBED_FILES {
            std::fs::rename(tmp.join(file), dir.join(file))?;
        }
        std::fs::remove_dir(&tmp)
    })();
    if result.is_err() {
        let _ = std::fs::remove_dir_all(&tmp);
    }
    temp_guard::clear(&tmp);
    result.map(|()| RUNTIME_JS.len() + RUNTIME_CSS.len() + pack.len())
}

/// Writes `contents` to `path` atomically (same-folder temp file + rename). The temp file
/// is removed on failure and on SIGTERM/SIGINT/SIGHUP during the write, and temp files left
/// by runs killed outright (SIGKILL) are removed when their process is gone (`temp_guard`).
pub(crate) fn write_atomic(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    let dir = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "index.html".into());
    temp_guard::remove_stale(dir, &name);
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    temp_guard::set(&tmp);
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(contents)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    temp_guard::clear(&tmp);
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// The site's icon: docc.toml's `favicon` (Docusaurus's `favicon`), else docc's own (the
/// scaffold's `static/img/favicon.svg`). Every page links it: the single file as a `data:`
/// URI (its CSP allows `img-src data:`), a hosted folder as the file `favicon.<ext>` at its
/// base path, so no page leaves the browser to ask for a missing `/favicon.ico`.
#[derive(Debug, Clone)]
pub(crate) struct Favicon {
    pub mime: &'static str,
    pub bytes: Vec<u8>,
}

pub(crate) const DEFAULT_FAVICON: &str = include_str!("../scaffold/static/img/favicon.svg");

impl Default for Favicon {
    fn default() -> Self {
        Favicon { mime: "image/svg+xml", bytes: DEFAULT_FAVICON.as_bytes().to_vec() }
    }
}

impl Favicon {
    /// The hosted folder's file name for it.
    pub(crate) fn file_name(&self) -> &'static str {
        match self.mime {
            "image/svg+xml" => "favicon.svg",
            "image/png" => "favicon.png",
            "image/x-icon" => "favicon.ico",
            "image/gif" => "favicon.gif",
            "image/webp" => "favicon.webp",
            _ => "favicon.jpg",
        }
    }

    /// `<link rel="icon">` to `href`.
    pub(crate) fn link(&self, href: &str) -> String {
        format!("<link rel=\"icon\" type=\"{}\" href=\"{}\">", self.mime, esc_attr(href))
    }

    /// `<link rel="icon">` with the icon inline.
    pub(crate) fn inline_link(&self) -> String {
        self.link(&format!("data:{};base64,{}", self.mime, base64::engine::general_purpose::STANDARD.encode(&self.bytes)))
    }
}

fn esc_attr(s: &str) -> String {
    s.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hosted_pages_inline_the_theme_alone() {
        // The single file's landing guard is not in the script every hosted page repeats…
        assert!(HEAD_JS.contains("docc-static--landing") && HEAD_JS.contains("localStorage"));
        assert!(!RUNTIME.head.contains("docc-static--landing") && RUNTIME.head.contains("localStorage"));
        assert!(RUNTIME.head.len() * 2 < HEAD_JS.len(), "{} B of {} B", RUNTIME.head.len(), HEAD_JS.len());
        // …and the hosted policy allows that script, not the single file's.
        let csp = hosted_content_security_policy(&Default::default());
        assert!(csp.contains(&sha256_source(RUNTIME.head)) && !csp.contains(&sha256_source(HEAD_JS)));
    }

    #[test]
    fn embed_folder_is_written_whole_and_replaced_in_place() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("site/embed");
        write_embed(&out, b"PACK1").unwrap();
        assert_eq!(std::fs::read(out.join("site.docc")).unwrap(), b"PACK1");
        assert_eq!(std::fs::read_to_string(out.join("docc.js")).unwrap(), RUNTIME_JS);
        assert_eq!(std::fs::read_to_string(out.join("docc.css")).unwrap(), RUNTIME_CSS);
        std::fs::write(out.join("host.html"), "mine").unwrap();
        write_embed(&out, b"PACK2").unwrap();
        assert_eq!(std::fs::read(out.join("site.docc")).unwrap(), b"PACK2");
        assert_eq!(std::fs::read_to_string(out.join("host.html")).unwrap(), "mine");
        let leftovers: Vec<_> = std::fs::read_dir(out.parent().unwrap()).unwrap().flatten().map(|e| e.file_name()).collect();
        assert_eq!(leftovers, vec![std::ffi::OsString::from("embed")]);
        // A file where the folder should be: an error, the file untouched, no temp left.
        let blocked = dir.path().join("blocked");
        std::fs::write(&blocked, "x").unwrap();
        assert!(write_embed(&blocked, b"P").is_err());
        assert_eq!(std::fs::read_to_string(&blocked).unwrap(), "x");
        assert!(!dir.path().join(".blocked.".to_string() + &std::process::id().to_string() + ".tmp").exists());
    }

    #[test]
    fn reading_order_puts_what_the_first_paint_needs_first_and_search_last() {
        let m = docc_model::Manifest { search_segment: 1, assets_segment: 2, ..Default::default() };
        // Chunks 3..=7: 3 and 6 docs, 4 typed reference, 5 and 7 API; the landing page in 6.
        let rank = |s: u32| [0, 2, 1, 0, 1][(s - 3) as usize];
        assert_eq!(reading_order(&m, 8, Some(6), rank), vec![0, 6, 2, 3, 5, 7, 4, 1]);
        assert_eq!(reading_order(&m, 4, None, |_| 0), vec![0, 2, 3, 1]);
    }

    #[test]
    fn the_single_file_carries_the_pack_in_elements_that_read_back_whole() {
        use docc_model::pack::{write_pack, PackInput};
        use docc_model::Manifest;
        let m = Manifest { search_segment: 1, assets_segment: 2, ..Default::default() };
        let chunks = vec![vec![1u8; 40], vec![2u8; 70]];
        let pack = write_pack(&PackInput::of_chunks(&m, &chunks), 3);
        let hosts = CspHosts::default();
        let meta = HtmlMeta { locale: "en", color_mode: &Default::default(), hosts: &hosts, head: "", landing: "<p>home</p>" };
        let order = reading_order(&m, 5, Some(4), |_| 0);
        let html = html(&meta, &pack, &order);
        // The header, then the runtime, then the segments in reading order.
        let at = |s: &str| html.find(s).unwrap_or_else(|| panic!("{s}"));
        assert!(at("<p>home</p>") < at(PACK_HEADER_OPEN) && at(PACK_HEADER_OPEN) < at("<script type=\"module\" async>"));
        let segs: Vec<usize> = (0..5).map(|i| at(&format!("data-docc-seg=\"{i}\""))).collect();
        assert!(at("<script type=\"module\" async>") < segs[0] && segs[0] < segs[4] && segs[4] < segs[2] && segs[2] < segs[3] && segs[3] < segs[1]);
        let (back, text_len) = pack_of_html(&html).unwrap();
        assert_eq!(back, pack);
        let text = docc_model::html_text::encode;
        assert_eq!(
            text_len,
            text(&pack[..docc_model::pack::header_len(5)]).len()
                + docc_model::pack::read_pack(&pack).unwrap().segments.iter().map(|s| text(s.compressed).len()).sum::<usize>()
        );
        // An altered character is refused with a sentence, not decoded to other bytes.
        let seg0 = at("data-docc-seg=\"0\">") + "data-docc-seg=\"0\">".len();
        let altered = format!("{}\u{FFFD}{}", &html[..seg0], &html[seg0..]);
        assert!(pack_of_html(&altered).unwrap_err().contains("segment 0 is damaged"), "{:?}", pack_of_html(&altered));
        // A file cut after its first segments: the first missing one is named.
        let cut = &html[..segs[2]];
        assert!(pack_of_html(cut).unwrap_err().contains("segment 1 is missing"), "{:?}", pack_of_html(cut));
    }

    #[test]
    fn stale_temps_of_dead_processes_are_removed_live_ones_kept() {
        let dir = tempfile::tempdir().unwrap();
        let dead = dir.path().join(".index.html.999999999.tmp");
        let live = dir.path().join(format!(".index.html.{}.tmp", std::os::unix::process::parent_id()));
        let other = dir.path().join(".other.html.999999999.tmp");
        for f in [&dead, &live, &other] {
            std::fs::write(f, "partial").unwrap();
        }
        write_atomic(&dir.path().join("index.html"), b"whole").unwrap();
        assert!(!dead.exists() && live.exists() && other.exists());
        assert_eq!(std::fs::read(dir.path().join("index.html")).unwrap(), b"whole");
    }
}
