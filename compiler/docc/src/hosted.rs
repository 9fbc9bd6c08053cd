//! Hosted mode (`docc compile --out-dir DIR`) and the per-route head metadata both
//! outputs share.
//!
//! Why a second output: one HTML file is perfect offline, but crawlers, link previews and
//! readers without JavaScript need one real document per URL. Each route becomes
//! `DIR/<route>/index.html` holding its static HTML (`static_html`) inside the chrome, its
//! own title, description, canonical URL and Open Graph tags; the runtime and the site data
//! are content-hashed shared files (`assets/docc.<hash>.js`…) that the browser caches across
//! routes and deploys.
//!
//! The site data is the pack cut into files, so that a visit downloads what it shows, not
//! the whole site (6.7 MB at 2,000 pages): `assets/site.<hash>.pack` holds the header of a pack
//! of the manifest alone, the manifest, and the name of a table file per 64 segments
//! ([`head_file`]); a table file (`assets/tab.<hash>.bin`) holds its segments' table entries
//! and file names, so the head does not grow by 25 bytes a segment (90 KB at 10,000 pages);
//! each other segment (a page chunk, a search shard, the search dictionary, the assets) is
//! `assets/seg.<hash>.bin`, fetched by the runtime when it first reads that segment, after its
//! table file (`runtime/src/pack/source.ts` `fetchedSegments`). A page preloads the head, its
//! own chunk and the table file naming it.
//! Images are files of their own (`assets/img.<hash>.<ext>`, named in the head too), which the
//! runtime shows by URL: a page downloads the images it shows, never the assets segment.
//!
//! Atomic: the tree is built in a temp sibling directory, then swapped in; the old tree
//! is removed only once the new one is complete. A directory docc did not write (no
//! `.docc-site` marker) is never replaced.

use crate::static_html::{self, Ctx};
use docc_model::{Assets, Manifest, Page, RouteEntry, SiteInfo};
use sha2::{Digest, Sha256};
use std::borrow::Cow;
use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Marker file at the root of a hosted tree: docc replaces only directories it wrote.
pub(crate) const MARKER: &str = ".docc-site";

/// The document title and description of a route (`<title>`, meta description, og tags).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct RouteMeta {
    pub title: String,
    pub description: String,
}

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

/// Titles and descriptions for every page. A Docusaurus site's (`as_docusaurus`) are as its
/// own build writes them: `{title} | {site}` and the page's description, even where pages
/// share them (versions of one doc). Otherwise they are made distinct across the site:
/// crawlers treat pages with the same title or description as duplicates. A repeated title
/// gets its section (the nearest breadcrumb) and then its route; a repeated description is
/// prefixed with the page's title.
pub(crate) fn route_metas(site: &SiteInfo, pages: &[Page], as_docusaurus: bool) -> HashMap<String, RouteMeta> {
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
        if as_docusaurus {
            return vec![false; metas.len()];
        }
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
pub(crate) struct Site {
    pub manifest: Manifest,
    pub pages: std::sync::Arc<Vec<Page>>,
    pub pack: Vec<u8>,
    pub assets: Assets,
    pub metas: HashMap<String, RouteMeta>,
    /// Every page's Content-Security-Policy (`emit::hosted_content_security_policy`).
    pub csp: String,
    /// Written as `favicon.<ext>` at the top, linked from every page.
    pub favicon: crate::emit::Favicon,
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

/// Bytes of a segment file's name hash in the head and table files (`short_hash` is their hex).
pub(crate) const NAME_BYTES: usize = 5;

/// Segments a table file (`tab.<hash>.bin`) describes: a first visit fetches the one that names
/// its chunk (1.1 KB), not the whole table (25 bytes a segment: 90 KB at 10,000 pages). The
/// head names a table file per 64 segments (5 bytes each: 290 B at 10,000 pages).
pub(crate) const TABLE_SEGMENTS: usize = 64;

/// Bytes of a segment's row in a table file: its compressed length, raw length and crc32 (its
/// pack table entry without the offset, which follows from the lengths before it, and the
/// flags, always 0: hosted packs have no runs), then its file's name.
const ROW_BYTES: usize = 12 + NAME_BYTES;

/// The pack as hosted files (see the module's notes).
pub(crate) struct HostedPack<'p> {
    /// The head file: the header of a pack of one segment (the manifest; valid as it stands, so
    /// the runtime opens it as any pack), the manifest, the pack's real segment count, the
    /// segments per table file, each table file's name, then each asset's file name.
    pub head: Vec<u8>,
    /// Segment `i` (from 1) as a file (`seg.<hash>.bin`), in table order: the pack's, then
    /// the route table's blocks.
    pub segments: Vec<(String, Cow<'p, [u8]>)>,
    /// The table files: file `k` holds the rows of segments `1 + k * TABLE_SEGMENTS` on, then
    /// the crc32 of those rows.
    pub tables: Vec<(String, Vec<u8>)>,
    /// Each route's sidebar pieces (`RouteEntry::sidebar`, in `routes`' order): what its page preloads.
    pub route_pieces: Vec<Vec<u32>>,
    /// The route table's first block's segment.
    pub first_block: usize,
}

/// Routes per route-table block (`rt` segments, see [`head_file`]): ~10 KB raw, ~3 KB
/// compressed; a first visit fetches one, and the head names one per 128 routes (its first path).
pub(crate) const ROUTE_BLOCK: usize = 128;

/// The hosted head's sidebars collapsed as the first view shows them: the items of each collapsed
/// category (`collapsible && collapsed`, not empty) leave the manifest for a piece of their own,
/// segment `first + k` (a bincode `Vec<SidebarItem>`, cut the same way: a collapsed category
/// inside it is another piece), and the category names it (`piece`). So the head holds each
/// sidebar's top level and the categories open by default, and grows with those, not with the
/// site; the runtime fetches a piece when its category opens (`runtime/src/components/Sidebar.tsx`).
/// Returns the pieces and, by sidebar and route, the pieces on the route's path (outermost
/// first; a category's own route opens it, so its piece is on its path).
type PiecePaths = HashMap<(u32, String), Vec<u32>>;
/// A category holding `keep` (the docs root, by which the runtime finds the docs sidebar before
/// any route block has arrived: `docsSidebar` in `runtime/src/state/pack.tsx`) stays in the head.
fn cut_sidebars(sidebars: &mut [docc_model::Sidebar], first: u32, keep: &str) -> (Vec<Vec<docc_model::SidebarItem>>, PiecePaths) {
    use docc_model::SidebarItem;
    fn holds(items: &[SidebarItem], route: &str) -> bool {
        items.iter().any(|it| match it {
            SidebarItem::Link { route: r, .. } => r == route,
            SidebarItem::Category { route: r, items, .. } => r.as_deref() == Some(route) || holds(items, route),
        })
    }
    fn cut(s: u32, items: &mut [SidebarItem], first: u32, keep: &str, chain: &mut Vec<u32>, pieces: &mut Vec<Vec<SidebarItem>>, paths: &mut PiecePaths) {
        for it in items {
            match it {
                SidebarItem::Link { route, .. } => {
                    paths.entry((s, route.clone())).or_insert_with(|| chain.clone());
                }
                SidebarItem::Category { route, collapsed, collapsible, items, piece, .. } => {
                    let lazy = *collapsible && *collapsed && !items.is_empty() && route.as_deref() != Some(keep) && !holds(items, keep);
                    if lazy {
                        let seg = first + pieces.len() as u32;
                        pieces.push(Vec::new());
                        *piece = Some(seg);
                        chain.push(seg);
                    }
                    if let Some(r) = route {
                        paths.entry((s, r.clone())).or_insert_with(|| chain.clone());
                    }
                    cut(s, items, first, keep, chain, pieces, paths);
                    if let Some(seg) = piece.filter(|_| lazy) {
                        pieces[(seg - first) as usize] = std::mem::take(items);
                        chain.pop();
                    }
                }
            }
        }
    }
    let (mut pieces, mut paths) = (Vec::new(), HashMap::new());
    for (s, sb) in sidebars.iter_mut().enumerate() {
        cut(s as u32, &mut sb.items, first, keep, &mut Vec::new(), &mut pieces, &mut paths);
    }
    (pieces, paths)
}

/// Where the head says a route block starts: the shortest folder of its first route (`/a` or
/// `/a/b` of `/a/b/c`, or the route itself) that comes after the previous block's last route
/// (`route_order`). The runtime reads the last block starting at or before a path
/// (`runtime/src/pack/source.ts`), so routes find their blocks as by the first routes, and a folder
/// URL that is no route but whose first page starts this block (`/a` of `/a/b/c`) finds this
/// block, not the one before it, which holds none of its pages.
fn block_start<'a>(last_before: Option<&str>, first: &'a str) -> &'a str {
    let Some(last) = last_before else { return first };
    first.match_indices('/').map(|(i, _)| &first[..i]).find(|p| docc_model::route_order(p, last).is_gt()).unwrap_or(first)
}

/// zstd level of the head's manifest and of the route-table blocks (written once per compile).
const HEAD_ZSTD_LEVEL: i32 = 9;

/// The pack cut into hosted files. Every name is a content hash, so an unchanged chunk keeps its
/// file (and its cache entry) across deploys; identical segments share one file. The head does
/// not grow with the site's segments nor with its routes: it names a table file per 64
/// segments, not a file per segment, and its manifest holds no route (`routes` is empty) and no
/// per-route metadata (the pages do). The route table (`manifest.routes`, sorted by path) is cut
/// into blocks of [`ROUTE_BLOCK`] routes, each a segment of its own after the pack's (a bincode
/// `Vec<RouteEntry>`, zstd), listed in the table files like the others; the head holds the route
/// count, the routes per block, the first block's segment and each block's first path, so the
/// runtime finds the block of any path (or of a route index: search) and fetches it when it
/// first needs it (`runtime/src/pack/load.ts` `Pack.routesFor`).
/// After the route table's blocks come the sidebars' pieces ([`cut_sidebars`]), the last segments;
/// each route's entry names the pieces on its path in its page's sidebar (`sidebar_of`), which its
/// page preloads.
fn head_file<'p>(pack: &'p [u8], routes: &[RouteEntry], assets: &Assets, sidebar_of: &HashMap<&str, u32>) -> std::io::Result<HostedPack<'p>> {
    let view = docc_model::pack::read_pack(pack).map_err(std::io::Error::other)?;
    if view.segments.is_empty() {
        return Err(std::io::Error::other("the pack has no manifest"));
    }
    if view.segments.iter().any(|s| s.continues) {
        // A chunk that continues another's zstd frame cannot be read from its own file.
        return Err(std::io::Error::other("hosted packs are written without zstd runs"));
    }
    if routes.windows(2).any(|w| docc_model::route_order(&w[0].path, &w[1].path).is_gt()) {
        return Err(std::io::Error::other("the route table is not sorted by path"));
    }
    let compress = |raw: &[u8]| -> std::io::Result<(Vec<u8>, u32)> { Ok((docc_model::pack::compress(raw, HEAD_ZSTD_LEVEL), raw.len() as u32)) };
    // The manifest without its routes, and the route table in blocks.
    let (mut manifest, _): (Manifest, usize) = docc_model::pack::decode(&view.inflate(0).map_err(std::io::Error::other)?).map_err(std::io::Error::other)?;
    manifest.routes.clear();
    let first_piece = view.segments.len() + routes.len().div_ceil(ROUTE_BLOCK);
    let (pieces, paths) = cut_sidebars(&mut manifest.sidebars, first_piece as u32, &manifest.site.docs_root);
    let (manifest, manifest_raw) = compress(&docc_model::pack::encode(&manifest))?;
    let route_pieces: Vec<Vec<u32>> =
        routes.iter().map(|r| sidebar_of.get(r.path.as_str()).and_then(|&s| paths.get(&(s, r.path.clone()))).cloned().unwrap_or_default()).collect();
    let blocks: Vec<(Vec<u8>, u32)> = routes
        .chunks(ROUTE_BLOCK)
        .zip(route_pieces.chunks(ROUTE_BLOCK))
        .map(|(b, p)| compress(&docc_model::pack::encode(&b.iter().zip(p).map(|(r, p)| RouteEntry { sidebar: p.clone(), ..r.clone() }).collect::<Vec<_>>())))
        .chain(pieces.iter().map(|p| compress(&docc_model::pack::encode(p))))
        .collect::<Result<_, _>>()?;
    let entry = |i: usize| &pack[20 + 20 * i..40 + 20 * i];
    // The header of a pack holding the manifest alone: count 1 and the manifest's entry.
    let mut table = 1u32.to_le_bytes().to_vec();
    for v in [0, manifest.len() as u32, manifest_raw, docc_model::pack::crc32(&manifest), 0] {
        table.extend_from_slice(&v.to_le_bytes());
    }
    let mut head = pack[..12].to_vec();
    head.extend_from_slice(&docc_model::pack::crc32(&table).to_le_bytes());
    head.extend_from_slice(&table);
    head.extend_from_slice(&manifest);
    let count = view.segments.len() + blocks.len();
    head.extend_from_slice(&(count as u32).to_le_bytes());
    head.extend_from_slice(&(TABLE_SEGMENTS as u32).to_le_bytes());
    let mut segments = Vec::with_capacity(count);
    let mut tables = Vec::new();
    let mut rows = Vec::with_capacity(TABLE_SEGMENTS * ROW_BYTES + 4);
    let mut offset = view.segments[0].compressed.len();
    // Each segment after the manifest: its bytes, and its table row (lengths and crc32).
    let pack_rows = view.segments.iter().enumerate().skip(1).map(|(i, s)| {
        // The offset is left out: it must be the lengths before it (`reassemble` counts them).
        if entry(i)[..4] != (offset as u32).to_le_bytes() || entry(i)[16..] != [0; 4] {
            return Err(std::io::Error::other("a hosted pack's segments follow each other, without flags"));
        }
        offset += s.compressed.len();
        Ok((Cow::Borrowed(s.compressed), entry(i)[4..16].to_vec()))
    });
    let block_rows = blocks.into_iter().map(|(c, raw)| {
        let mut row = (c.len() as u32).to_le_bytes().to_vec();
        row.extend_from_slice(&raw.to_le_bytes());
        row.extend_from_slice(&docc_model::pack::crc32(&c).to_le_bytes());
        Ok((Cow::Owned(c), row))
    });
    for (i, r) in pack_rows.chain(block_rows).enumerate().map(|(k, r)| (k + 1, r)) {
        let (bytes, row) = r?;
        rows.extend_from_slice(&row);
        rows.extend_from_slice(&Sha256::digest(&bytes)[..NAME_BYTES]);
        segments.push((format!("seg.{}.bin", short_hash(&bytes)), bytes));
        if i % TABLE_SEGMENTS == 0 || i + 1 == count {
            rows.extend_from_slice(&docc_model::pack::crc32(&rows).to_le_bytes());
            head.extend_from_slice(&Sha256::digest(&rows)[..NAME_BYTES]);
            tables.push((format!("tab.{}.bin", short_hash(&rows)), std::mem::take(&mut rows)));
        }
    }
    // Then the route table's blocks: route count, routes per block, the first block's segment,
    // and where each block starts (`block_start`; u16 length, then its bytes).
    for v in [routes.len(), ROUTE_BLOCK, view.segments.len()] {
        head.extend_from_slice(&(v as u32).to_le_bytes());
    }
    for (k, b) in routes.chunks(ROUTE_BLOCK).enumerate() {
        let first = block_start(k.checked_sub(1).map(|_| routes[k * ROUTE_BLOCK - 1].path.as_str()), &b[0].path).as_bytes();
        let len = u16::try_from(first.len()).map_err(|_| std::io::Error::other(format!("a route path of {} bytes: at most 65,535", first.len())))?;
        head.extend_from_slice(&len.to_le_bytes());
        head.extend_from_slice(first);
    }
    // Then each asset's file (`img.<name>.<ext>`): the runtime shows an image from its own
    // file, so a page fetches the images it shows, not the assets segment holding them all.
    for a in &assets.items {
        head.extend_from_slice(&Sha256::digest(&a.bytes)[..NAME_BYTES]);
        let ext = ext_of(&a.mime, &a.name);
        head.push(ext.len() as u8);
        head.extend_from_slice(ext.as_bytes());
    }
    Ok(HostedPack { head, segments, tables, route_pieces, first_block: view.segments.len() })
}

/// The file name (under `assets/`) of an asset of the pack.
fn asset_file(bytes: &[u8], mime: &str, name: &str) -> String {
    format!("img.{}.{}", short_hash(bytes), ext_of(mime, name))
}

/// A head file read back: its one-segment pack (header and manifest), the pack's segment count,
/// the table files' names (under `assets/`) and each asset's file name. [`head_file`] writes
/// the layout; this, [`reassemble`] and `runtime/src/pack/source.ts` read it.
pub(crate) struct Head<'a> {
    pub prefix: &'a [u8],
    pub count: usize,
    pub per_table: usize,
    pub tables: Vec<String>,
    /// The segments holding the route table's blocks (the last ones but the sidebars' pieces).
    pub route_blocks: std::ops::Range<usize>,
    /// Read by the tests (the runtime reads them from the head itself).
    #[cfg_attr(not(test), allow(dead_code))]
    pub images: Vec<String>,
}

pub(crate) fn read_head(head: &[u8]) -> Result<Head<'_>, String> {
    const DAMAGED: &str = "the pack's head is damaged";
    let u32_at = |at: usize| head.get(at..at + 4).map(|b| u32::from_le_bytes(b.try_into().expect("4 bytes")) as usize).ok_or(DAMAGED);
    if u32_at(16)? != 1 {
        return Err(DAMAGED.into());
    }
    let manifest_end = u32_at(24)?.checked_add(40).ok_or(DAMAGED)?;
    let (count, per_table) = (u32_at(manifest_end)?, u32_at(manifest_end + 4)?);
    if count == 0 || per_table == 0 {
        return Err(DAMAGED.into());
    }
    let names_at = manifest_end + 8;
    let names_end =
        (count - 1).div_ceil(per_table).checked_mul(NAME_BYTES).and_then(|n| n.checked_add(names_at)).filter(|&e| e <= head.len()).ok_or(DAMAGED)?;
    let hex = |n: &[u8]| n.iter().map(|b| format!("{b:02x}")).collect::<String>();
    let tables = head[names_at..names_end].chunks(NAME_BYTES).map(|n| format!("tab.{}.bin", hex(n))).collect();
    // The route table's blocks: route count, routes per block, first block's segment, first paths.
    let (routes, per_block, first_block) = (u32_at(names_end)?, u32_at(names_end + 4)?, u32_at(names_end + 8)?);
    let blocks = if per_block == 0 { 0 } else { routes.div_ceil(per_block) };
    // The sidebars' pieces, if any, follow the blocks (`cut_sidebars`).
    if (per_block == 0 && routes > 0) || first_block == 0 || first_block.checked_add(blocks).is_none_or(|end| end > count) {
        return Err(DAMAGED.into());
    }
    let mut at = names_end + 12;
    for _ in 0..blocks {
        let len = head.get(at..at + 2).map(|b| u16::from_le_bytes([b[0], b[1]]) as usize).ok_or(DAMAGED)?;
        at += 2 + len;
    }
    if at > head.len() {
        return Err(DAMAGED.into());
    }
    let mut images = Vec::new();
    while at < head.len() {
        let name = head.get(at..at + NAME_BYTES).ok_or(DAMAGED)?;
        let len = *head.get(at + NAME_BYTES).ok_or(DAMAGED)? as usize;
        let ext = head.get(at + NAME_BYTES + 1..at + NAME_BYTES + 1 + len).ok_or(DAMAGED)?;
        images.push(format!("img.{}.{}", hex(name), String::from_utf8_lossy(ext)));
        at += NAME_BYTES + 1 + len;
    }
    Ok(Head { prefix: &head[..manifest_end], count, per_table, tables, route_blocks: first_block..first_block + blocks, images })
}

/// A hosted pack put back together ([`reassemble`]), and where its bytes are on disk.
#[derive(Debug)]
pub(crate) struct Reassembled {
    /// The header with every segment's entry, the manifest, then each segment in table order.
    pub pack: Vec<u8>,
    /// The header's bytes in the files: the head's one-entry header, and each other segment's
    /// lengths and crc32 in its table file (offsets and flags are not written).
    pub header: u64,
    /// The rest of the head and table files besides the manifest: names, counts, crc32s.
    pub names: u64,
    /// Bytes of the table and segment files read.
    pub files: u64,
    /// The segments of `pack` that hold the route table's blocks (its manifest has no routes).
    pub route_blocks: std::ops::Range<usize>,
}

/// The pack a hosted head stands for, put back together from its table and segment files
/// (`read(name)`: a file under `assets/`).
pub(crate) fn reassemble(head: &[u8], read: impl Fn(&str) -> Result<Vec<u8>, String>) -> Result<Reassembled, String> {
    let h = read_head(head)?;
    let mut entries = h.prefix[20..40].to_vec();
    let mut offset = u32::from_le_bytes(h.prefix[24..28].try_into().expect("4 bytes"));
    let mut names = (head.len() - h.prefix.len()) as u64;
    let mut files = 0u64;
    let mut segment_files = Vec::with_capacity(h.count);
    for (k, name) in h.tables.iter().enumerate() {
        let rows = read(name)?;
        names += rows.len() as u64;
        files += rows.len() as u64;
        let want = (h.count - 1 - k * h.per_table).min(h.per_table);
        let crc_ok = rows.len() == want * ROW_BYTES + 4 && rows[want * ROW_BYTES..] == docc_model::pack::crc32(&rows[..want * ROW_BYTES]).to_le_bytes();
        if !crc_ok {
            return Err(format!("the table file {name} is damaged"));
        }
        for row in rows[..want * ROW_BYTES].chunks(ROW_BYTES) {
            entries.extend_from_slice(&offset.to_le_bytes());
            entries.extend_from_slice(&row[..12]);
            entries.extend_from_slice(&0u32.to_le_bytes());
            offset = offset.wrapping_add(u32::from_le_bytes(row[..4].try_into().expect("4 bytes")));
            segment_files.push(format!("seg.{}.bin", row[12..].iter().map(|b| format!("{b:02x}")).collect::<String>()));
        }
    }
    let mut table = (h.count as u32).to_le_bytes().to_vec();
    table.extend_from_slice(&entries);
    let mut whole = h.prefix[..12].to_vec();
    whole.extend_from_slice(&docc_model::pack::crc32(&table).to_le_bytes());
    whole.extend_from_slice(&table);
    whole.extend_from_slice(&h.prefix[40..]);
    // The entries' lengths and crc32s are counted as the pack's header.
    let header = 40 + 12 * (h.count as u64 - 1);
    names -= 12 * (h.count as u64 - 1);
    for name in &segment_files {
        let bytes = read(name)?;
        files += bytes.len() as u64;
        whole.extend_from_slice(&bytes);
    }
    Ok(Reassembled { pack: whole, header, names, files, route_blocks: h.route_blocks })
}

/// Files of the hosted tree, relative paths → bytes, written page by page by `write` (the
/// pages from rayon's threads, so `put` takes `&self`).
struct Tree {
    root: PathBuf,
    files: std::sync::atomic::AtomicUsize,
}

impl Tree {
    fn put(&self, rel: &str, bytes: &[u8]) -> std::io::Result<()> {
        if crate::temp_guard::stopping() {
            return Err(crate::temp_guard::stopped());
        }
        let path = self.root.join(rel);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        let mut f = std::fs::File::create(&path)?;
        f.write_all(bytes)?;
        self.files.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
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
    crate::temp_guard::remove_stale(parent, &name);
    let tmp = parent.join(format!(".{name}.docc-new.{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    crate::temp_guard::set(&tmp);
    let result = std::fs::create_dir_all(&tmp).and_then(|()| write_tree(&tmp, site, runtime));
    let files = match result {
        Ok(n) => n,
        Err(e) => {
            let _ = std::fs::remove_dir_all(&tmp);
            crate::temp_guard::clear(&tmp);
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
        crate::temp_guard::clear(&tmp);
        return Err(e);
    }
    crate::temp_guard::clear(&tmp);
    if had_old {
        let _ = std::fs::remove_dir_all(&old);
    }
    Ok(files)
}

/// By route path: its chunk's segment, its route table block's and its sidebar pieces (what its page preloads).
fn route_segments<'a>(routes: &'a [RouteEntry], pieces: &'a [Vec<u32>], first_block: u32) -> HashMap<&'a str, (u32, u32, &'a [u32])> {
    routes.iter().zip(pieces).enumerate().map(|(i, (r, p))| (r.path.as_str(), (r.segment, first_block + (i / ROUTE_BLOCK) as u32, p.as_slice()))).collect()
}

fn write_tree(root: &Path, site: &Site, rt: &crate::emit::Runtime) -> std::io::Result<usize> {
    let tree = Tree { root: root.to_path_buf(), files: Default::default() };
    let info = &site.manifest.site;
    let base = info.base_path.as_str();
    let js = format!("assets/docc.{}.js", short_hash(rt.js.as_bytes()));
    let css = format!("assets/docc.{}.css", short_hash(rt.css.as_bytes()));
    let sidebar_of: HashMap<&str, u32> = site.pages.iter().filter_map(|p| Some((p.route.as_str(), p.sidebar?))).collect();
    let HostedPack { head, segments: segment_files, tables, route_pieces, first_block } =
        head_file(&site.pack, &site.manifest.routes, &site.assets, &sidebar_of)?;
    let pack = format!("assets/site.{}.pack", short_hash(&head));
    tree.put(&js, rt.js.as_bytes())?;
    tree.put(&css, rt.css.as_bytes())?;
    tree.put(&pack, &head)?;
    for (name, bytes) in &segment_files {
        tree.put(&format!("assets/{name}"), bytes)?;
    }
    for (name, bytes) in &tables {
        tree.put(&format!("assets/{name}"), bytes)?;
    }
    // Segment index → its file's URL and its table file's (segment 0, the manifest, is in the head).
    let segment_url = |i: u32| i.checked_sub(1).and_then(|k| segment_files.get(k as usize)).map(|(name, _)| format!("{base}assets/{name}"));
    let table_url = |i: u32| i.checked_sub(1).and_then(|k| tables.get(k as usize / TABLE_SEGMENTS)).map(|(name, _)| format!("{base}assets/{name}"));
    let mut asset_urls: Vec<String> = Vec::with_capacity(site.assets.items.len());
    for a in &site.assets.items {
        let rel = format!("assets/{}", asset_file(&a.bytes, &a.mime, &a.name));
        tree.put(&rel, &a.bytes)?;
        asset_urls.push(format!("{base}{rel}"));
    }
    let href = |r: &str| route_url(base, r);
    let asset = |i: u32| asset_urls.get(i as usize).cloned();
    let cx = Ctx { route_href: &href, asset_url: &asset };
    tree.put(site.favicon.file_name(), &site.favicon.bytes)?;
    let shared_head = format!(
        "<script>{}</script>{}<link rel=\"stylesheet\" href=\"{base}{css}\"><script type=\"module\" src=\"{base}{js}\"></script>",
        crate::emit::script_safe(rt.head),
        site.favicon.link(&format!("{base}{}", site.favicon.file_name()))
    );
    let pack_el = format!("<script id=\"docc-pack\" type=\"application/octet-stream\" data-src=\"{base}{pack}\"></script>");
    // What the first view reads, fetched while the runtime loads: the head, the route table's
    // block holding the route, the route's chunk and the table files naming them. Images come
    // from their own files (the static HTML's `<img>` already asks for them).
    let route_segment = route_segments(&site.manifest.routes, &route_pieces, first_block as u32);
    let preloads = |route: Option<&str>| {
        // A bare `crossorigin` is the anonymous state (HTML's empty value default), what the
        // runtime's same-origin fetches use: 12 bytes less in each of a page's ~10 preloads.
        let preload = |url: &str| format!("<link rel=\"preload\" as=\"fetch\" crossorigin href=\"{url}\">");
        let mut o = preload(&format!("{base}{pack}"));
        let mut urls: Vec<String> = Vec::new();
        if let Some(&(seg, block, pieces)) = route.and_then(|r| route_segment.get(r)) {
            let sidebar = pieces.iter().flat_map(|&p| [segment_url(p), table_url(p)]);
            for url in [segment_url(seg), table_url(seg), segment_url(block), table_url(block)].into_iter().chain(sidebar).flatten() {
                if !urls.contains(&url) {
                    o.push_str(&preload(&url));
                    urls.push(url);
                }
            }
        }
        o
    };
    let page_html = |head: &str, route: Option<&str>, body: &str| {
        format!(
            "<!doctype html>\n{}<head><meta charset=\"utf-8\"><meta http-equiv=\"Content-Security-Policy\" content=\"{}\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><meta name=\"generator\" content=\"docc {}\">{head}{shared_head}{}</head><body><div id=\"docc-root\"><div class=\"docc docc--page docc-static\">{body}</div></div>{pack_el}</body></html>\n",
            crate::emit::html_open(&info.locale, &info.color_mode),
            crate::emit::escape_html(&site.csp),
            env!("CARGO_PKG_VERSION"),
            preloads(route)
        )
    };
    let sidebar_of = |p: &Page| p.sidebar.and_then(|s| site.manifest.sidebars.get(s as usize)).map(|s| s.items.as_slice());
    // Every page's HTML, rendered and written on rayon's threads: each page is a function of
    // its own model and the shared site, and one thread rendering and writing them one after
    // another was most of a 10,000-page hosted compile (issue 31). Each thread holds one page's
    // HTML at a time, never the tree's.
    use rayon::prelude::*;
    site.pages.par_iter().try_for_each(|p| {
        let Some(file) = route_file(&p.route) else { return Ok(()) };
        let cx = Ctx { route_href: &href, asset_url: &asset };
        let meta = site.metas.get(&p.route).cloned().unwrap_or(RouteMeta { title: p.title.clone(), description: String::new() });
        let url = canonical(info, &p.route);
        let kind = if p.route == "/" { "website" } else { "article" };
        let body = static_html::chrome(info, sidebar_of(p), &p.route, &static_html::page(p, &cx), &cx);
        tree.put(&file, page_html(&head_tags(info, &meta, &url, kind), Some(&p.route), &body).as_bytes())
    })?;
    let urls: Vec<String> = site.pages.iter().filter(|p| route_file(&p.route).is_some()).map(|p| canonical(info, &p.route)).collect();
    // '/' without its own page shows the docs root, as the runtime does; canonical is the docs root.
    if !site.pages.iter().any(|p| p.route == "/") {
        if let Some(i) = landing_route(&site.pages, info) {
            let p = &site.pages[i];
            let meta = site.metas.get(&p.route).cloned().unwrap_or(RouteMeta { title: info.title.clone(), description: info.tagline.clone() });
            let body = static_html::chrome(info, sidebar_of(p), &p.route, &static_html::page(p, &cx), &cx);
            tree.put("index.html", page_html(&head_tags(info, &meta, &canonical(info, &p.route), "website"), Some(&p.route), &body).as_bytes())?;
        }
    }
    let nf_meta = RouteMeta { title: format!("Page Not Found | {}", info.title), description: format!("This page does not exist on {}.", info.title) };
    let nf_head = format!("{}<meta name=\"robots\" content=\"noindex\">", head_tags(info, &nf_meta, "", "website"));
    tree.put("404.html", page_html(&nf_head, None, &static_html::chrome(info, None, "", &static_html::not_found(&cx), &cx)).as_bytes())?;
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
    Ok(tree.files.into_inner())
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
        let m = route_metas(&site, &pages, false);
        assert_eq!(m["/a/overview"].title, "Overview · Tokens | Site");
        assert_eq!(m["/b/overview"].title, "Overview · NFTs | Site");
        assert_eq!(m["/c"].title, "C | Site");
        assert_ne!(m["/a/overview"].description, m["/b/overview"].description);
        assert_eq!(m["/c"].description, "Own text.");
    }

    /// Docusaurus writes `{title} | {site}` and the page's own description even where pages
    /// share them; docc made a Docusaurus site's distinct too ("Client API (/docs/v2/client-api)
    /// | Socket.IO" for Docusaurus's "Client API | Socket.IO").
    #[test]
    fn a_docusaurus_site_s_titles_and_descriptions_are_as_docusaurus_writes_them() {
        let site = SiteInfo { title: "Site".into(), tagline: "Docs".into(), ..SiteInfo::default() };
        let pages = vec![page("/a/overview", "Overview", "Same text.", "Tokens"), page("/b/overview", "Overview", "Same text.", "NFTs")];
        let m = route_metas(&site, &pages, true);
        for r in ["/a/overview", "/b/overview"] {
            assert_eq!((m[r].title.as_str(), m[r].description.as_str()), ("Overview | Site", "Same text."));
        }
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
        let metas = route_metas(&info, &pages, false);
        // Each page a chunk of its own (segments 3 and 4), two search shards after them.
        let (chunks, _) = docc_model::pack::chunk_pages(&pages, 1, None);
        let routes = pages
            .iter()
            .enumerate()
            .map(|(i, p)| docc_model::RouteEntry {
                path: p.route.clone(),
                title: p.title.clone(),
                segment: 3 + i as u32,
                index: 0,
                version: None,
                sidebar: Vec::new(),
            })
            .collect();
        let manifest = Manifest { site: info, routes, search_segment: 1, assets_segment: 2, ..Manifest::default() };
        let shards = [
            docc_model::search::SearchShard { docs: vec![1; 10], ..Default::default() },
            docc_model::search::SearchShard { docs: vec![2; 10], ..Default::default() },
        ];
        let assets = Assets {
            items: vec![
                docc_model::Asset {
                    mime: "image/svg+xml".into(),
                    name: "docs/img/flow.svg".into(),
                    bytes: b"<svg xmlns='http://www.w3.org/2000/svg'/>".to_vec(),
                },
                docc_model::Asset { mime: "image/png".into(), name: "docs/img/shot.png".into(), bytes: vec![0x89, b'P', b'N', b'G', 1, 2, 3] },
            ],
        };
        let input = docc_model::pack::PackInput {
            manifest: &manifest,
            search: &Default::default(),
            assets: &assets,
            chunks: &chunks,
            runs: &[],
            search_shards: &shards,
            search_terms: &[],
            search_headings: &[],
        };
        let pack = docc_model::pack::write_pack(&input, 3);
        Site {
            manifest,
            pages: std::sync::Arc::new(pages),
            pack,
            assets,
            metas,
            csp: crate::emit::hosted_content_security_policy(&Default::default()),
            favicon: Default::default(),
        }
    }

    /// A pack of `pages` pages (`/p00000`… titled "Page n", one route each) in chunks of
    /// `chunk` raw bytes, cut into hosted files: the pack, its routes, the files and the files
    /// put back together.
    fn hosted_files(pages: usize, chunk: usize) -> (Vec<u8>, Vec<RouteEntry>, HostedPack<'static>, Reassembled) {
        let pages: Vec<Page> = (0..pages).map(|i| page(&format!("/p{i:05}"), &format!("Page {i}"), "Text.", "")).collect();
        let (chunks, places) = docc_model::pack::chunk_pages(&pages, chunk, None);
        let routes: Vec<RouteEntry> = pages
            .iter()
            .zip(&places)
            .map(|(p, &(c, index))| RouteEntry {
                path: p.route.clone(),
                title: p.title.clone(),
                segment: docc_model::pack::segment_of_chunk(c),
                index,
                version: None,
                sidebar: Vec::new(),
            })
            .collect();
        let manifest = Manifest { search_segment: 1, assets_segment: 2, routes: routes.clone(), ..Manifest::default() };
        let input = docc_model::pack::PackInput {
            manifest: &manifest,
            search: &Default::default(),
            assets: &Assets::default(),
            chunks: &chunks,
            runs: &[],
            search_shards: &[],
            search_terms: &[],
            search_headings: &[],
        };
        let pack: &'static [u8] = Box::leak(docc_model::pack::write_pack(&input, 3).into_boxed_slice());
        let files = head_file(pack, &routes, &Assets::default(), &HashMap::new()).unwrap();
        let mut on_disk: HashMap<&str, &[u8]> = files.segments.iter().map(|(n, b)| (n.as_str(), b.as_ref())).collect();
        on_disk.extend(files.tables.iter().map(|(n, b)| (n.as_str(), b.as_slice())));
        let whole = reassemble(&files.head, |n| on_disk.get(n).map(|b| b.to_vec()).ok_or(n.to_string())).unwrap();
        (pack.to_vec(), routes, files, whole)
    }

    /// A collapsed category's items leave the head for a piece of their own (nested ones for
    /// theirs); the top level, a category open by default, an empty one and the one holding the
    /// docs root stay; each route
    /// knows the pieces on its path, its category's own included.
    #[test]
    fn collapsed_categories_are_cut_into_pieces() {
        use docc_model::{Sidebar, SidebarItem};
        let link = |r: &str| SidebarItem::Link { label: r.into(), route: r.into(), badge: String::new() };
        let cat = |label: &str, route: Option<&str>, collapsed: bool, items: Vec<SidebarItem>| SidebarItem::Category {
            label: label.into(),
            route: route.map(Into::into),
            collapsed,
            collapsible: true,
            items,
            piece: None,
        };
        let mut sidebars = vec![Sidebar {
            id: "docs".into(),
            items: vec![
                link("/a"),
                cat("Open", None, false, vec![link("/o1"), cat("Inner", None, true, vec![link("/i1")])]),
                cat("C", Some("/c"), true, vec![link("/c1"), cat("D", None, true, vec![link("/d1")])]),
                cat("Empty", None, true, vec![]),
                cat("Root", None, true, vec![link("/root")]),
            ],
        }];
        let (pieces, paths) = cut_sidebars(&mut sidebars, 10, "/root");
        let piece_of = |it: &SidebarItem| match it {
            SidebarItem::Category { piece, items, .. } => (*piece, items.len()),
            SidebarItem::Link { .. } => panic!("a link"),
        };
        let top = &sidebars[0].items;
        assert_eq!((piece_of(&top[1]), piece_of(&top[2]), piece_of(&top[3])), ((None, 2), (Some(11), 0), (None, 0)));
        assert_eq!(piece_of(&top[4]), (None, 1), "the category holding the docs root stays");
        let SidebarItem::Category { items: open, .. } = &top[1] else { panic!() };
        assert_eq!(piece_of(&open[1]), (Some(10), 0));
        assert_eq!(pieces.len(), 3);
        assert!(matches!(&pieces[0][..], [SidebarItem::Link { route, .. }] if route == "/i1"));
        assert_eq!(pieces[1].len(), 2);
        assert_eq!(piece_of(&pieces[1][1]), (Some(12), 0));
        assert!(matches!(&pieces[2][..], [SidebarItem::Link { route, .. }] if route == "/d1"));
        let path = |r: &str| paths.get(&(0, r.to_string())).cloned();
        let want: [(&str, &[u32]); 6] = [("/a", &[]), ("/o1", &[]), ("/i1", &[10]), ("/c", &[11]), ("/c1", &[11]), ("/d1", &[11, 12])];
        for (r, p) in want {
            assert_eq!(path(r).as_deref(), Some(p), "{r}");
        }
    }

    /// A block starts (for the runtime's lookup) at the first folder of its first route that
    /// comes after the block before it, so that folder's URL finds its first page.
    #[test]
    fn a_block_starts_at_the_folder_its_first_route_opens() {
        assert_eq!(block_start(None, "/a/b"), "/a/b");
        // The folder /folder is no route and its first page starts the block: /folder reads it.
        assert_eq!(block_start(Some("/b054"), "/folder/first"), "/folder");
        // A folder whose pages began in the block before: that block holds its first page.
        assert_eq!(block_start(Some("/folder/a"), "/folder/b"), "/folder/b");
        assert_eq!(block_start(Some("/docs/x/y"), "/docs/z/w"), "/docs/z");
        assert_eq!(block_start(Some("/a"), "/b"), "/b");
    }

    /// The head file names a table file per 64 segments, never a file per segment: 3,000
    /// segments (a 10,000-page site has ~3,700) add 47 names of 5 bytes to a head, not 75 KB of
    /// entries and names, and a first visit fetches one 1.1 KB table file of them. Put back
    /// together, the files are the pack's segments, then the route table's blocks, which hold
    /// the manifest's routes.
    #[test]
    fn the_head_grows_by_a_name_per_table_file_not_an_entry_per_segment() {
        let head_of = |n: usize| {
            let (pack, routes, files, whole) = hosted_files(n, 1);
            let (view, back) = (docc_model::pack::read_pack(&pack).unwrap(), docc_model::pack::read_pack(&whole.pack).unwrap());
            assert_eq!(back.segments.len(), view.segments.len() + n.div_ceil(ROUTE_BLOCK));
            assert_eq!(whole.route_blocks, view.segments.len()..back.segments.len());
            for (a, b) in view.segments.iter().zip(&back.segments).skip(1) {
                assert_eq!(a.compressed, b.compressed, "the files put back together are the pack's segments");
            }
            let (m, _): (Manifest, usize) = docc_model::pack::decode(&back.inflate(0).unwrap()).unwrap();
            assert!(m.routes.is_empty() && (m.search_segment, m.assets_segment) == (1, 2), "the head's manifest holds no route");
            let blocks: Vec<RouteEntry> =
                whole.route_blocks.clone().flat_map(|i| docc_model::pack::decode::<Vec<RouteEntry>>(&back.inflate(i).unwrap()).unwrap().0).collect();
            assert_eq!(format!("{blocks:?}"), format!("{routes:?}"), "the blocks hold the routes, in order");
            // Besides the manifest: header, counts, table file names, the route table's counts and first paths.
            let firsts: usize = routes.chunks(ROUTE_BLOCK).map(|b| 2 + b[0].path.len()).sum();
            let manifest = back.segments[0].compressed.len();
            (files.head.len() - manifest - 12 - firsts, files.tables.iter().map(|t| t.1.len()).max().unwrap_or(0), back.segments.len())
        };
        let (small, _, n) = head_of(10);
        assert_eq!(small, 40 + 8 + NAME_BYTES, "{n} segments: one table file");
        let (large, table, n) = head_of(3000);
        assert_eq!(large, 40 + 8 + NAME_BYTES * (n - 1).div_ceil(TABLE_SEGMENTS));
        assert!(large - small <= 48 * NAME_BYTES, "{n} segments: {large} B besides the manifest");
        assert_eq!(table, TABLE_SEGMENTS * ROW_BYTES + 4);
    }

    /// The head holds no route: the route table is in blocks of 128 routes (segments of their
    /// own), so 20 times the routes add their blocks' first paths (~10 B a block) to the head,
    /// not ~15 B a route (the routes in the head's manifest: 90 KB at 6,000 routes), and the
    /// block a first visit fetches is the same size at both sizes.
    #[test]
    fn the_head_does_not_grow_with_the_routes() {
        let measure = |n: usize| {
            let (_, _, files, whole) = hosted_files(n, 16 * 1024);
            let back = docc_model::pack::read_pack(&whole.pack).unwrap();
            let first_block = back.segments[whole.route_blocks.start].compressed.len();
            (files.head.len(), first_block)
        };
        let ((small, block_small), (large, block_large)) = (measure(300), measure(6000));
        assert!(large - small < 47 * 12 + 10 * NAME_BYTES, "300 routes: head {small} B; 6,000 routes: {large} B");
        assert!(block_large.abs_diff(block_small) * 5 < block_small, "a route block: {block_small} B, {block_large} B");
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
        // Every page carries the policy, before any script; the inline theme script is allowed by hash only.
        let csp = guide.find("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src 'self' 'sha256-");
        assert!(csp.is_some_and(|at| at < guide.find("<script").unwrap()), "{guide}");
        assert!(!guide.contains("unsafe-eval") && !guide.contains("script-src 'self' 'unsafe-inline'"));
        // The site data is cut into files: the head (a pack of the manifest alone, without its
        // routes, the segment count, the table files' names, the route table's blocks), the
        // table files (each segment's entry and file name), then a file per segment and per
        // block of the route table; put back together they are the pack's segments and the blocks.
        let written = site();
        let view = docc_model::pack::read_pack(&written.pack).unwrap();
        let heads: Vec<_> =
            std::fs::read_dir(out.join("assets")).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).filter(|n| n.ends_with(".pack")).collect();
        assert_eq!(heads.len(), 1);
        let head = std::fs::read(out.join("assets").join(&heads[0])).unwrap();
        let manifest_len = u32::from_le_bytes(head[24..28].try_into().unwrap()) as usize;
        let one = docc_model::pack::read_pack(&head[..40 + manifest_len]).expect("the head starts with a valid pack: the manifest alone");
        let (m, _): (Manifest, usize) = docc_model::pack::decode(&one.inflate(0).unwrap()).unwrap();
        assert!(one.segments.len() == 1 && m.routes.is_empty() && m.site.title == "Site", "the manifest without its routes");
        let image_names = 2 * (NAME_BYTES + 1) + "svg".len() + "png".len();
        let count = view.segments.len() + 1;
        let tables = (count - 1).div_ceil(TABLE_SEGMENTS);
        assert_eq!(
            head.len(),
            40 + manifest_len + 8 + NAME_BYTES * tables + 12 + 2 + "/".len() + image_names,
            "header, manifest, counts, a name per table file, the route table's counts and first path, a name per image"
        );
        let h = read_head(&head).unwrap();
        assert_eq!((h.count, h.per_table, h.tables.len(), h.route_blocks.clone()), (count, TABLE_SEGMENTS, tables, view.segments.len()..count));
        // Each image is a file of its own, named in the head as written.
        for (name, a) in h.images.iter().zip(&written.assets.items) {
            assert_eq!(*name, asset_file(&a.bytes, &a.mime, &a.name));
            assert_eq!(std::fs::read(out.join("assets").join(name)).unwrap(), a.bytes);
        }
        assert_eq!(h.images.len(), 2);
        assert!(read_head(&head[..head.len() - 1]).is_err(), "a cut image name is a damaged head, not a short list");
        let read = |name: &str| std::fs::read(out.join("assets").join(name)).map_err(|e| e.to_string());
        let r = reassemble(&head, read).unwrap();
        let back = docc_model::pack::read_pack(&r.pack).unwrap();
        assert_eq!(back.segments.len(), count);
        for (a, b) in view.segments.iter().zip(&back.segments).skip(1) {
            assert_eq!(a.compressed, b.compressed);
        }
        let (routes, _): (Vec<RouteEntry>, usize) = docc_model::pack::decode(&back.inflate(count - 1).unwrap()).unwrap();
        assert_eq!(routes.iter().map(|r| (r.path.as_str(), r.segment)).collect::<Vec<_>>(), [("/", 3), ("/guide", 4)]);
        let on_disk: u64 = back.segments[1..].iter().map(|s| s.compressed.len() as u64).sum();
        let table_bytes: u64 = h.tables.iter().map(|t| std::fs::metadata(out.join("assets").join(t)).unwrap().len()).sum();
        assert_eq!(r.files, on_disk + table_bytes);
        // `docc inspect`'s parts (header, manifest, segments, names) add up to the files on disk.
        assert_eq!(r.header + manifest_len as u64 + on_disk + r.names, head.len() as u64 + r.files);
        // A damaged table file is an error, not a short pack.
        let damaged = |name: &str| {
            read(name).map(|mut b| {
                if name.starts_with("tab.") {
                    b[3] ^= 1;
                    b
                } else {
                    b
                }
            })
        };
        assert!(reassemble(&head, damaged).unwrap_err().contains("damaged"));
        // A page preloads the head, its chunk and its route table block and the table file
        // naming them, never another route's chunk.
        let chunk = |route: &str| {
            let seg = written.manifest.routes.iter().find(|r| r.path == route).unwrap().segment as usize;
            format!("href=\"/assets/seg.{}.bin\"", short_hash(view.segments[seg].compressed))
        };
        let preloads = |html: &str| html.matches("rel=\"preload\"").count();
        assert!(guide.contains(&format!("<link rel=\"preload\" as=\"fetch\" crossorigin href=\"/assets/{}\">", heads[0])));
        assert!(guide.contains(&chunk("/guide")) && !guide.contains(&chunk("/")));
        assert!(guide.contains(&format!("href=\"/assets/seg.{}.bin\"", short_hash(back.segments[count - 1].compressed))), "the route table's block");
        assert!(guide.contains(&format!("href=\"/assets/{}\"", h.tables[0])));
        assert_eq!(preloads(&guide), 4, "the head, the table file, the route's chunk and route table block: no image to show");
        assert_eq!(preloads(&std::fs::read_to_string(out.join("404.html")).unwrap()), 1, "the head alone");
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
