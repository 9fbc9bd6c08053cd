//! The media type of a file by its extension, for every place docc names one: an embedded
//! image or spec (links.rs), the favicon (docc.toml's `favicon`, pipeline.rs) and `docc
//! serve`'s static files. One table, so an image type the site embeds is also one serve
//! answers correctly.
use std::path::Path;

pub fn of(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase).as_deref() {
        Some("html") => "text/html; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("js" | "mjs") => "text/javascript; charset=utf-8",
        Some("json") => "application/json",
        Some("yaml" | "yml") => "application/yaml",
        Some("txt" | "md") => "text/plain; charset=utf-8",
        Some("xml") => "application/xml",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("jpg" | "jpeg") => "image/jpeg",
        Some("gif") => "image/gif",
        Some("webp") => "image/webp",
        Some("avif") => "image/avif",
        Some("ico") => "image/x-icon",
        Some("pdf") => "application/pdf",
        Some("zip") => "application/zip",
        Some("woff") => "font/woff",
        Some("woff2") => "font/woff2",
        Some("wasm") => "application/wasm",
        Some("mp4") => "video/mp4",
        _ => "application/octet-stream",
    }
}

/// The type an embedded asset is stored with (the runtime makes its blob with it): images and
/// specs keep theirs; anything else (HTML, JS, CSS, XML, PDF)
/// stays `application/octet-stream`, so a linked file from the tree cannot open as a same-origin page.
pub(crate) fn of_asset(path: &Path) -> &'static str {
    match of(path) {
        m if m.starts_with("image/") || m == "application/json" || m == "application/yaml" => m,
        _ => "application/octet-stream",
    }
}

/// The type of a favicon file, `None` for a kind browsers do not show as an icon.
pub fn of_icon(path: &Path) -> Option<&'static str> {
    match of(path) {
        m @ ("image/svg+xml" | "image/png" | "image/x-icon" | "image/gif" | "image/jpeg" | "image/webp") => Some(m),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn by_extension_in_any_case() {
        assert_eq!(super::of("a/Logo.SVG".as_ref()), "image/svg+xml");
        assert_eq!(super::of("openapi.yml".as_ref()), "application/yaml");
        assert_eq!(super::of("index.html".as_ref()), "text/html; charset=utf-8");
        assert_eq!(super::of("LICENSE".as_ref()), "application/octet-stream");
        assert_eq!(super::of_asset("a/evil.html".as_ref()), "application/octet-stream");
        assert_eq!(super::of_asset("a/x.js".as_ref()), "application/octet-stream");
        assert_eq!(super::of_asset("spec/openapi.yaml".as_ref()), "application/yaml");
    }

    #[test]
    fn icons_by_the_same_table() {
        assert_eq!(super::of_icon("static/img/Logo.ICO".as_ref()), Some("image/x-icon"));
        assert_eq!(super::of_icon("favicon.jpeg".as_ref()), Some("image/jpeg"));
        assert_eq!(super::of_icon("favicon.svg".as_ref()), Some("image/svg+xml"));
        assert_eq!(super::of_icon("favicon.pdf".as_ref()), None);
        assert_eq!(super::of_icon("favicon".as_ref()), None);
    }
}
