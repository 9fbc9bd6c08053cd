//! Hosted mode (`docc compile --out-dir DIR`) and the per-route head metadata both
//! outputs share.
//!
//! Why a second output: one HTML file is perfect offline, but crawlers, link previews and
//! readers without JavaScript need one real document per URL. Each route becomes
//! `DIR/<route>/index.html` holding its static HTML (`static_html`) inside the chrome, its
//! own title, description, canonical URL and Open Graph tags; the runtime and the pack are
//! content-hashed shared files (`assets/docc.<hash>.js`, `assets/site.<hash>.pack`…) that
//! every page loads once, so the browser caches them across routes and deploys.
//!
//! Atomic: the tree is built in a temp sibling directory, then swapped in; the old tree
//! is removed only once the new one is complete. A directory docc did not write (no
//! `.docc-site` marker) is never replaced.

use crate::static_html::{self, Ctx};
use docc_model::{Assets, Manifest, Page, SiteInfo};
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Marker file at the root of a hosted tree: docc replaces only directories it wrote.
pub(crate) const MARKER: &str = ".docc-site";

/// The document title and description of a route (`<title>`, meta description, og tags).
#[derive(Debug, Clone, PartialEq)]
pub struct RouteMeta {
    pub title: String,
    pub description: String,
}

/// Titles and descriptions for every page, distinct across the site: crawlers treat
/// pages with the same title or description as duplicates. A repeated title gets its
/// section (the nearest breadcrumb) and then its route; a repeated description is
/// prefixed with the page's title.
/// A page's document title unless it must be made distinct: `Page | Site`, or the site's
/// title alone for an untitled page or one titled like the site (`runtime/src/meta.ts` builds
/// the same when the manifest leaves it empty).
pub(crate) fn default_title(page: &str, site: &str) -> String {
    if page.is_empty() || page == site {
        site.to_string()
    } else {
        format!("{page} | {site}")
    }
}

pub(crate) fn route_metas(site: &SiteInfo, pages: &[Page]) -> HashMap<String, RouteMeta> {
    let full = |t: &str| default_title(t, &site.title);
    let mut metas: Vec<(String, String, String)> = pages
        .iter()
        .map(|p| {
            let mut d = static_html::describe(p);
            if d.is_empty() {
                d = if p.title.is_empty() || p.title == site.title { site.tagline.clone() } else { format!("{} — {}", p.title, site.title) };
            }
            (p.route.clone(), full(&p.title), d)
        })
        .collect();
    let dupes = |metas: &[(String, String, String)], field: fn(&(String, String, String)) -> &String| {
        let mut n: HashMap<String, usize> = HashMap::new();
        for m in metas {
            *n.entry(field(m).clone()).or_default() += 1;
        }
        metas.iter().map(|m| n[field(m)] > 1).collect::<Vec<bool>>()
    };
    fn title_of(m: &(String, String, String)) -> &String {
        &m.1
    }
    fn desc_of(m: &(String, String, String)) -> &String {
        &m.2
    }
    for (i, dup) in dupes(&metas, title_of).into_iter().enumerate() {
        if dup {
            let p = &pages[i];
            // An SDK item names its package (the same name is often exported by several).
            let package = p.blocks.iter().find_map(|b| match b {
                docc_model::Block::TsItem(item) => Some(&item.package),
                _ => None,
            });
            if let Some(section) = package.or_else(|| p.breadcrumbs.iter().rev().map(|c| &c.label).find(|l| **l != p.title && !l.is_empty())) {
                metas[i].1 = full(&format!("{} · {section}", p.title));
            }
        }
    }
    for (i, dup) in dupes(&metas, title_of).into_iter().enumerate() {
        if dup {
            metas[i].1 = full(&format!("{} ({})", pages[i].title, pages[i].route));
        }
    }
    for (i, dup) in dupes(&metas, desc_of).into_iter().enumerate() {
        if dup && !pages[i].title.is_empty() {
            metas[i].2 = static_html::trim_text(&format!("{}: {}", pages[i].title, metas[i].2), 220);
        }
    }
    for (i, dup) in dupes(&metas, desc_of).into_iter().enumerate() {
        if dup {
            metas[i].2 = format!("{} ({})", metas[i].2, pages[i].route);
        }
    }
    metas.into_iter().map(|(r, title, description)| (r, RouteMeta { title, description })).collect()
}

/// Percent-encodes a URL path (keeps `/` and the characters a path may hold as-is).
pub(crate) fn encode_path(p: &str) -> String {
    let mut out = String::with_capacity(p.len());
    for b in p.bytes() {
        if b.is_ascii_alphanumeric() || b"/-._~!$&'()*+,;=:@".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Base-path-absolute URL of a route in the hosted tree: a directory URL ending in `/`.
pub(crate) fn route_url(base: &str, target: &str) -> String {
    let (route, anchor) = match target.find('#') {
        Some(i) => (&target[..i], &target[i..]),
        None => (target, ""),
    };
    let trimmed = route.trim_matches('/');
    let path = if trimmed.is_empty() { base.to_string() } else { format!("{base}{}/", encode_path(trimmed)) };
    format!("{path}{anchor}")
}

/// Canonical absolute URL of a route: the site `url` + `base_path` + route + `/`.
pub(crate) fn canonical(site: &SiteInfo, route: &str) -> String {
    format!("{}{}", site.url.trim_end_matches('/'), route_url(&site.base_path, route))
}

/// The route a reader landing on `/` sees: `/` itself, else the docs root (as the runtime does).
pub(crate) fn landing_route(pages: &[Page], site: &SiteInfo) -> Option<usize> {
    landing_index(pages, &site.docs_root)
}

/// [`landing_route`] before the site's info is built (the pack's chunks are laid out early).
pub(crate) fn landing_index(pages: &[Page], docs_root: &str) -> Option<usize> {
    pages.iter().position(|p| p.route == "/").or_else(|| pages.iter().position(|p| p.route == docs_root)).or(if pages.is_empty() { None } else { Some(0) })
}

/// `<title>`, description, canonical, Open Graph and Twitter tags.
/// `url` is the page's canonical URL; empty for a page that has none (404.html, served at
/// every unknown path, is no page of its own).
pub(crate) fn head_tags(site: &SiteInfo, meta: &RouteMeta, url: &str, kind: &str) -> String {
    let e = static_html::esc;
    let mut o = format!("<title>{}</title><meta name=\"description\" content=\"{}\">", e(&meta.title), e(&meta.description));
    if !site.url.is_empty() && !url.is_empty() {
        o.push_str(&format!("<link rel=\"canonical\" href=\"{}\">", e(url)));
    }
    o.push_str(&format!("<meta property=\"og:title\" content=\"{}\"><meta property=\"og:description\" content=\"{}\">", e(&meta.title), e(&meta.description)));
    if !url.is_empty() {
        o.push_str(&format!("<meta property=\"og:url\" content=\"{}\">", e(url)));
    }
    o.push_str(&format!(
        "<meta property=\"og:type\" content=\"{kind}\"><meta property=\"og:site_name\" content=\"{}\"><meta name=\"twitter:card\" content=\"summary\">",
        e(&site.title)
    ));
    o
}

/// Everything the hosted writer needs, produced by the pipeline.
#[derive(Debug)]
pub struct Site {
    pub manifest: Manifest,
    pub pages: Vec<Page>,
    pub pack: Vec<u8>,
    pub assets: Assets,
    pub metas: HashMap<String, RouteMeta>,
}

fn short_hash(bytes: &[u8]) -> String {
    let d = Sha256::digest(bytes);
    d.iter().take(5).map(|b| format!("{b:02x}")).collect()
}

fn ext_of(mime: &str, name: &str) -> String {
    match mime {
        "image/svg+xml" => "svg".into(),
        "image/png" => "png".into(),
        "image/jpeg" => "jpg".into(),
        "image/gif" => "gif".into(),
        "image/webp" => "webp".into(),
        _ => name.rsplit('.').next().filter(|e| e.len() <= 5 && e.chars().all(|c| c.is_ascii_alphanumeric())).unwrap_or("bin").to_lowercase(),
    }
}

/// Files of the hosted tree, relative paths → bytes, built in memory page by page by `write`.
struct Tree {
    root: PathBuf,
    files: usize,
}

impl Tree {
    fn put(&mut self, rel: &str, bytes: &[u8]) -> std::io::Result<()> {
        let path = self.root.join(rel);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        let mut f = std::fs::File::create(&path)?;
        f.write_all(bytes)?;
        self.files += 1;
        Ok(())
    }
}

/// A route's file inside the tree, or None for a route that cannot be a directory name.
fn route_file(route: &str) -> Option<String> {
    let segs: Vec<&str> = route.split('/').filter(|s| !s.is_empty()).collect();
    if segs.iter().any(|s| *s == "." || *s == ".." || s.contains('\\') || s.contains('\0')) {
        return None;
    }
    if segs.first() == Some(&"assets") && segs.len() == 1 {
        return None;
    }
    Some(if segs.is_empty() { "index.html".into() } else { format!("{}/index.html", segs.join("/")) })
}

/// Writes the hosted tree into `dir` atomically. Returns the number of files written.
pub(crate) fn write(dir: &Path, site: &Site, runtime: &crate::emit::Runtime) -> std::io::Result<usize> {
    let parent = dir.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    std::fs::create_dir_all(parent)?;
    if dir.exists() {
        let empty = std::fs::read_dir(dir)?.next().is_none();
        if !empty && !dir.join(MARKER).exists() {
            return Err(std::io::Error::other(format!(
                "{} exists and was not written by docc (no {MARKER} file); refusing to replace it — choose an empty or new folder",
                dir.display()
            )));
        }
    }
    let name = dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "site".into());
    let tmp = parent.join(format!(".{name}.docc-new.{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(&tmp)?;
    let result = write_tree(&tmp, site, runtime);
    let files = match result {
        Ok(n) => n,
        Err(e) => {
            let _ = std::fs::remove_dir_all(&tmp);
            return Err(e);
        }
    };
    let old = parent.join(format!(".{name}.docc-old.{}", std::process::id()));
    let had_old = dir.exists();
    if had_old {
        if let Err(e) = std::fs::rename(dir, &old) {
            let _ = std::fs::remove_dir_all(&tmp);
            return Err(e);
        }
    }
    if let Err(e) = std::fs::rename(&tmp, dir) {
        if had_old {
            let _ = std::fs::rename(&old, dir);
        }
        let _ = std::fs::remove_dir_all(&tmp);
        return Err(e);
    }
    if had_old {
        let _ = std::fs::remove_dir_all(&old);
    }
    Ok(files)
}

fn write_tree(root: &Path, site: &Site, rt: &crate::emit::Runtime) -> std::io::Result<usize> {
    let mut tree = Tree { root: root.to_path_buf(), files: 0 };
    let info = &site.manifest.site;
    let base = info.base_path.as_str();
    let js = format!("assets/docc.{}.js", short_hash(rt.js.as_bytes()));
    let css = format!("assets/docc.{}.css", short_hash(rt.css.as_bytes()));
    let pack = format!("assets/site.{}.pack", short_hash(&site.pack));
    tree.put(&js, rt.js.as_bytes())?;
    tree.put(&css, rt.css.as_bytes())?;
    tree.put(&pack, &site.pack)?;
    let mut asset_urls: Vec<String> = Vec::with_capacity(site.assets.items.len());
    for a in &site.assets.items {
        let rel = format!("assets/img.{}.{}", short_hash(&a.bytes), ext_of(&a.mime, &a.name));
        tree.put(&rel, &a.bytes)?;
        asset_urls.push(format!("{base}{rel}"));
    }
    let href = |r: &str| route_url(base, r);
    let asset = |i: u32| asset_urls.get(i as usize).cloned();
    let cx = Ctx { route_href: &href, asset_url: &asset };
    let shared_head = format!(
        "<script>{}</script><link rel=\"stylesheet\" href=\"{base}{css}\"><link rel=\"preload\" as=\"fetch\" crossorigin=\"anonymous\" href=\"{base}{pack}\"><script type=\"module\" src=\"{base}{js}\"></script>",
        crate::emit::script_safe(rt.head)
    );
    let pack_el = format!("<script id=\"docc-pack\" type=\"application/octet-stream\" data-src=\"{base}{pack}\"></script>");
    let page_html = |head: &str, body: &str| {
        format!(
            "<!doctype html>\n{}<head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><meta name=\"generator\" content=\"docc {}\">{head}{shared_head}</head><body><div id=\"docc-root\"><div class=\"docc docc--page docc-static\">{body}</div></div>{pack_el}</body></html>\n",
            crate::emit::html_open(&info.locale, &info.color_mode),
            env!("CARGO_PKG_VERSION")
        )
    };
    let sidebar_of = |p: &Page| p.sidebar.and_then(|s| site.manifest.sidebars.get(s as usize)).map(|s| s.items.as_slice());
    let mut urls: Vec<String> = Vec::new();
    for p in &site.pages {
        let Some(file) = route_file(&p.route) else { continue };
        let meta = site.metas.get(&p.route).cloned().unwrap_or(RouteMeta { title: p.title.clone(), description: String::new() });
        let url = canonical(info, &p.route);
        let kind = if p.route == "/" { "website" } else { "article" };
        let body = static_html::chrome(info, sidebar_of(p), &p.route, &static_html::page(p, &cx), &cx);
        tree.put(&file, page_html(&head_tags(info, &meta, &url, kind), &body).as_bytes())?;
        urls.push(url);
    }
    // '/' without its own page shows the docs root, as the runtime does; canonical is the docs root.
    if !site.pages.iter().any(|p| p.route == "/") {
        if let Some(i) = landing_route(&site.pages, info) {
            let p = &site.pages[i];
            let meta = site.metas.get(&p.route).cloned().unwrap_or(RouteMeta { title: info.title.clone(), description: info.tagline.clone() });
            let body = static_html::chrome(info, sidebar_of(p), &p.route, &static_html::page(p, &cx), &cx);
            tree.put("index.html", page_html(&head_tags(info, &meta, &canonical(info, &p.route), "website"), &body).as_bytes())?;
        }
    }
    let nf_meta = RouteMeta { title: format!("Page Not Found | {}", info.title), description: format!("This page does not exist on {}.", info.title) };
    let nf_head = format!("{}<meta name=\"robots\" content=\"noindex\">", head_tags(info, &nf_meta, "", "website"));
    tree.put("404.html", page_html(&nf_head, &static_html::chrome(info, None, "", &static_html::not_found(&cx), &cx)).as_bytes())?;
    tree.put("sitemap.xml", sitemap(&urls).as_bytes())?;
    tree.put(
        "robots.txt",
        format!(
            "User-agent: *\nAllow: /\n\nSitemap: {}\n",
            if info.url.is_empty() { format!("{base}sitemap.xml") } else { format!("{}{base}sitemap.xml", info.url.trim_end_matches('/')) }
        )
        .as_bytes(),
    )?;
    tree.put(MARKER, b"This folder was written by docc compile --out-dir; docc replaces it on the next compile.\n")?;
    Ok(tree.files)
}

/// sitemaps.org XML: one `<url><loc>` per route.
pub(crate) fn sitemap(urls: &[String]) -> String {
    let mut o = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n");
    for u in urls {
        o.push_str("  <url><loc>");
        o.push_str(&static_html::esc(u));
        o.push_str("</loc></url>\n");
    }
    o.push_str("</urlset>\n");
    o
}

#[cfg(test)]
mod tests {
    use super::*;
    use docc_model::{Block, Crumb, Inline};

    fn page(route: &str, title: &str, text: &str, section: &str) -> Page {
        Page {
            route: route.into(),
            title: title.into(),
            breadcrumbs: vec![Crumb { label: section.into(), route: None }],
            blocks: vec![Block::Paragraph(vec![Inline::Text(text.into())])],
            ..Page::default()
        }
    }

    #[test]
    fn urls_are_base_absolute_directories() {
        assert_eq!(route_url("/docs/", "/"), "/docs/");
        assert_eq!(route_url("/docs/", "/a/b c#x"), "/docs/a/b%20c/#x");
        assert_eq!(route_url("/", "/Documentation/glossary"), "/Documentation/glossary/");
        let site = SiteInfo { url: "https://ex.com/".into(), base_path: "/docs/".into(), ..SiteInfo::default() };
        assert_eq!(canonical(&site, "/a"), "https://ex.com/docs/a/");
        assert_eq!(route_file("/a/b").as_deref(), Some("a/b/index.html"));
        assert_eq!(route_file("/").as_deref(), Some("index.html"));
        assert_eq!(route_file("/a/../b"), None);
    }

    #[test]
    fn titles_and_descriptions_are_distinct() {
        let site = SiteInfo { title: "Site".into(), tagline: "Docs".into(), ..SiteInfo::default() };
        let pages = vec![
            page("/a/overview", "Overview", "Same text.", "Tokens"),
            page("/b/overview", "Overview", "Same text.", "NFTs"),
            page("/c", "C", "Own text.", ""),
        ];
        let m = route_metas(&site, &pages);
        assert_eq!(m["/a/overview"].title, "Overview · Tokens | Site");
        assert_eq!(m["/b/overview"].title, "Overview · NFTs | Site");
        assert_eq!(m["/c"].title, "C | Site");
        assert_ne!(m["/a/overview"].description, m["/b/overview"].description);
        assert_eq!(m["/c"].description, "Own text.");
    }

    #[test]
    fn sitemap_escapes_and_lists_urls() {
        let xml = sitemap(&["https://ex.com/a/".into(), "https://ex.com/b&c/".into()]);
        assert!(xml.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"));
        assert!(xml.contains("<loc>https://ex.com/a/</loc>") && xml.contains("<loc>https://ex.com/b&amp;c/</loc>"));
    }

    fn site() -> Site {
        let info = SiteInfo { title: "Site".into(), url: "https://ex.com".into(), base_path: "/".into(), locale: "en".into(), ..SiteInfo::default() };
        let pages = vec![page("/", "Home", "Welcome.", ""), page("/guide", "Guide", "Read me.", "")];
        let metas = route_metas(&info, &pages);
        Site { manifest: Manifest { site: info, ..Manifest::default() }, pages, pack: b"PACK".to_vec(), assets: Assets::default(), metas }
    }

    #[test]
    fn writes_the_tree_and_replaces_only_its_own() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("public");
        let rt = crate::emit::Runtime { js: "console.log(1)", css: "body{}", head: "" };
        let n = write(&out, &site(), &rt).unwrap();
        assert!(n >= 8);
        for f in ["index.html", "guide/index.html", "404.html", "sitemap.xml", "robots.txt", MARKER] {
            assert!(out.join(f).exists(), "{f}");
        }
        let guide = std::fs::read_to_string(out.join("guide/index.html")).unwrap();
        assert!(guide.contains("<title>Guide | Site</title>") && guide.contains("<link rel=\"canonical\" href=\"https://ex.com/guide/\">"));
        assert!(guide.contains("<p>Read me.</p>"));
        let not_found = std::fs::read_to_string(out.join("404.html")).unwrap();
        assert!(!not_found.contains("rel=\"canonical\"") && !not_found.contains("og:url"), "404.html names no canonical URL (it answers every unknown path)");
        // A second compile replaces the tree (stale files go) and leaves no temp folders.
        std::fs::write(out.join("stale.html"), "old").unwrap();
        write(&out, &site(), &rt).unwrap();
        assert!(!out.join("stale.html").exists());
        assert_eq!(std::fs::read_dir(tmp.path()).unwrap().count(), 1, "no temp or old folders left");
        // A folder docc did not write is never replaced.
        let foreign = tmp.path().join("src");
        std::fs::create_dir_all(&foreign).unwrap();
        std::fs::write(foreign.join("main.rs"), "fn main() {}").unwrap();
        let err = write(&foreign, &site(), &rt).unwrap_err();
        assert!(err.to_string().contains("refusing to replace"));
        assert!(foreign.join("main.rs").exists());
    }
}
