//! `docc inspect FILE.html`: what a compiled file is made of, read back from the file
//! alone (the sources are not needed); also a raw pack (`site.docc`, `site.<hash>.pack`) and
//! a folder written by `--out-dir` or `--embed`, whose runtime, pages and other files are parts. It answers "why is my file 4 MB?": the docc
//! version and pack format that wrote it, routes by kind, bytes by part, the largest
//! pages and images. `--max-bytes` (in `api.rs`) uses the same analysis to say what to trim.
//!
//! Parts add up to the file size exactly: the HTML shell (the pack's element tags
//! included), the inlined runtime, the pack header, each segment's compressed bytes and
//! the text encoding's overhead (the pack is read back from its elements by `emit::pack_of_html`). Page chunks can mix
//! kinds (docs, API, typed reference), so a chunk's compressed bytes are shared among its
//! pages in proportion to their raw (bincode) sizes; raw sizes are exact.

use docc_model::pack::{self, read_pack};
use docc_model::{Assets, Manifest, Page, PageKind};
use serde::Serialize;
use std::path::Path;

const GENERATOR: &str = "<meta name=\"generator\" content=\"docc ";

#[derive(Debug, Serialize)]
pub(crate) struct Report {
    /// docc version that wrote the file (its generator meta tag).
    pub docc_version: String,
    pub pack_format: u32,
    pub file_bytes: u64,
    pub routes: usize,
    /// Route count per page kind, in `PageKind` order, kinds with no page left out.
    pub routes_by_kind: Vec<KindCount>,
    /// Where the bytes of the file go; `bytes` add up to `file_bytes`.
    pub parts: Vec<Part>,
    /// The 10 largest pages by raw size.
    pub largest_pages: Vec<PageSize>,
    /// The 10 largest images (and other embedded assets).
    pub largest_images: Vec<ImageSize>,
}

#[derive(Debug, Serialize)]
pub(crate) struct KindCount {
    pub kind: &'static str,
    pub routes: usize,
}

#[derive(Debug, Serialize)]
pub(crate) struct Part {
    /// Stable machine name, e.g. `docs_pages`.
    pub id: &'static str,
    pub label: &'static str,
    /// Bytes in the file (compressed size for pack segments).
    pub bytes: u64,
    /// Size once decoded (equal to `bytes` outside the pack).
    pub raw_bytes: u64,
}

#[derive(Debug, Serialize)]
pub(crate) struct PageSize {
    pub route: String,
    pub kind: &'static str,
    /// Source file, relative to the site folder (empty for generated pages).
    pub source: String,
    pub raw_bytes: u64,
    /// This page's share of its chunk's compressed bytes.
    pub packed_bytes: u64,
}

#[derive(Debug, Serialize)]
pub(crate) struct ImageSize {
    pub name: String,
    pub mime: String,
    pub bytes: u64,
}

pub(crate) fn kind_name(k: PageKind) -> &'static str {
    match k {
        PageKind::Doc => "doc",
        PageKind::Category => "category",
        PageKind::Standalone => "standalone",
        PageKind::ApiOverview => "api-overview",
        PageKind::ApiOperation => "api-operation",
        PageKind::ApiSchema => "api-schema",
        PageKind::TsIndex => "ts-index",
        PageKind::TsPackage => "ts-package",
        PageKind::TsItem => "ts-item",
    }
}

const KINDS: [PageKind; 9] = [
    PageKind::Doc,
    PageKind::Category,
    PageKind::Standalone,
    PageKind::ApiOverview,
    PageKind::ApiOperation,
    PageKind::ApiSchema,
    PageKind::TsIndex,
    PageKind::TsPackage,
    PageKind::TsItem,
];

/// Which part of the file a page's bytes count towards: docs, API pages, typed reference.
pub(crate) fn part_of(k: PageKind) -> usize {
    match k {
        PageKind::Doc | PageKind::Category | PageKind::Standalone => 0,
        PageKind::ApiOverview | PageKind::ApiOperation | PageKind::ApiSchema => 1,
        PageKind::TsIndex | PageKind::TsPackage | PageKind::TsItem => 2,
    }
}

/// The docc version in a page's generator meta tag.
fn generator(text: &str) -> Option<String> {
    text.find(GENERATOR).and_then(|i| text[i + GENERATOR.len()..].split('"').next()).map(str::to_string)
}

/// What `docc inspect` reads: a single file, a raw pack (`site.docc`, a hosted site's
/// `assets/site.<hash>.pack`: bytes that start with `DOCCPACK`), or a folder docc wrote with
/// `--out-dir` (hosted) or `--embed`. Errors are sentences for the user.
pub(crate) fn analyse_path(path: &Path) -> Result<Report, String> {
    if path.is_dir() {
        return analyse_folder(path);
    }
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read it: {e}"))?;
    if bytes.starts_with(pack::MAGIC) {
        let n = bytes.len() as u64;
        if let Some(dir) = path.parent().filter(|_| is_hosted_head(path)) {
            let r = assemble_hosted(&bytes, dir)?;
            let outer = Outer {
                docc_version: "unknown".into(),
                file_bytes: n + r.files,
                after: vec![names_part(r.names)],
                header: Some(r.header),
                route_blocks: Some(r.route_blocks.clone()),
                ..Outer::default()
            };
            return analyse_pack(&r.pack, outer);
        }
        return analyse_pack(&bytes, Outer { docc_version: "unknown".into(), file_bytes: n, ..Outer::default() });
    }
    analyse(&bytes)
}

/// A hosted site's `assets/site.<hash>.pack`: the head file of a pack cut into files.
fn is_hosted_head(path: &Path) -> bool {
    let n = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    n.starts_with("site.") && n.ends_with(".pack")
}

fn names_part(bytes: u64) -> Part {
    Part { id: "segment_names", label: "segment file names", bytes, raw_bytes: bytes }
}

/// The pack a hosted head file stands for (`hosted::head_file`): its header and manifest,
/// the table files (`tab.<name>.bin` beside it, named in the head) with each segment's entry
/// and file name, then each segment's file, in table order.
fn assemble_hosted(head: &[u8], dir: &Path) -> Result<crate::hosted::Reassembled, String> {
    crate::hosted::reassemble(head, |name| {
        let file = dir.join(name);
        std::fs::read(&file).map_err(|e| format!("cannot read the segment file {}: {e}", file.display()))
    })
}

/// A folder written by `docc compile --embed` (`site.docc`, `docc.js`, `docc.css`) or
/// `--out-dir` (`assets/site.<hash>.pack`, the runtime in `assets/docc.<hash>.js|css`, a page
/// per route): its pack, plus the runtime, the HTML pages and every other file as parts.
fn analyse_folder(dir: &Path) -> Result<Report, String> {
    let mut files = Vec::new();
    list_files(dir, &mut files).map_err(|e| format!("cannot read the folder: {e}"))?;
    let name = |p: &Path| p.file_name().and_then(|n| n.to_str()).unwrap_or("").to_string();
    let is_pack = |p: &Path| {
        let n = name(p);
        (p.parent() == Some(dir) && n == "site.docc") || (p.parent() == Some(&dir.join("assets")) && n.starts_with("site.") && n.ends_with(".pack"))
    };
    let packs: Vec<&(std::path::PathBuf, u64)> = files.iter().filter(|(p, _)| is_pack(p)).collect();
    let [(pack_file, _)] = packs.as_slice() else {
        return Err(format!("not a folder docc wrote: it holds {} site packs (`site.docc` of --embed, `assets/site.<hash>.pack` of --out-dir)", packs.len()));
    };
    let bytes = std::fs::read(pack_file).map_err(|e| format!("cannot read {}: {e}", pack_file.display()))?;
    let hosted_head = is_hosted_head(pack_file) && name(pack_file) != "site.docc";
    let (bytes, names, header, route_blocks) = match pack_file.parent().filter(|_| hosted_head) {
        Some(assets) => {
            let r = assemble_hosted(&bytes, assets)?;
            (r.pack, Some(r.names), Some(r.header), Some(r.route_blocks))
        }
        None => (bytes, None, None, None),
    };
    let (mut html, mut runtime, mut other) = (0u64, 0u64, 0u64);
    let mut docc_version = None;
    for (p, len) in &files {
        let n = name(p);
        if p == pack_file || (hosted_head && (n.starts_with("seg.") || n.starts_with("tab.")) && n.ends_with(".bin") && p.parent() == pack_file.parent()) {
            continue;
        } else if n.ends_with(".html") {
            html += len;
            if docc_version.is_none() {
                docc_version = std::fs::read_to_string(p).ok().as_deref().and_then(generator);
            }
        } else if (n.starts_with("docc.") && (n.ends_with(".js") || n.ends_with(".css"))) && p.parent().is_some_and(|d| d == dir || d == dir.join("assets")) {
            runtime += len;
        } else {
            other += len;
        }
    }
    let part = |id, label, n: u64| Part { id, label, bytes: n, raw_bytes: n };
    let outer = Outer {
        docc_version: docc_version.unwrap_or_else(|| "unknown".into()),
        file_bytes: files.iter().map(|f| f.1).sum(),
        before: vec![part("html", "HTML pages", html), part("runtime", "runtime (JS + CSS)", runtime)],
        text_len: None,
        after: names.map(names_part).into_iter().chain([part("other_files", "other files", other)]).collect(),
        header,
        route_blocks,
    };
    analyse_pack(&bytes, outer)
}

/// Every file under `dir` with its length, in a stable order.
fn list_files(dir: &Path, out: &mut Vec<(std::path::PathBuf, u64)>) -> std::io::Result<()> {
    let mut entries: Vec<_> = std::fs::read_dir(dir)?.collect::<Result<_, _>>()?;
    entries.sort_by_key(std::fs::DirEntry::file_name);
    for e in entries {
        let (path, meta) = (e.path(), e.metadata()?);
        if meta.is_dir() {
            list_files(&path, out)?;
        } else {
            out.push((path, meta.len()));
        }
    }
    Ok(())
}

/// What surrounds a pack: the version that wrote it, the total size, the parts before the
/// pack's (HTML, runtime) and after them, and the length of its text form in a single file.
#[derive(Default)]
struct Outer {
    docc_version: String,
    file_bytes: u64,
    before: Vec<Part>,
    text_len: Option<u64>,
    after: Vec<Part>,
    /// The pack header's bytes where the files hold less than the pack's header (hosted: no
    /// offsets or flags, `hosted::Reassembled::header`).
    header: Option<u64>,
    /// The segments holding the route table (hosted: `hosted::Reassembled::route_blocks`).
    route_blocks: Option<std::ops::Range<usize>>,
}

/// Reads a compiled single file. Errors are sentences for the user.
pub(crate) fn analyse(html: &[u8]) -> Result<Report, String> {
    let text = std::str::from_utf8(html).map_err(|_| "not a docc file: it is not UTF-8 text".to_string())?;
    let (bytes, text_len) = crate::emit::pack_of_html(text)?;
    let runtime = inline_bytes(text);
    let shell = html.len() as u64 - runtime - text_len as u64;
    let outer = Outer {
        docc_version: generator(text).unwrap_or_else(|| "unknown".into()),
        file_bytes: html.len() as u64,
        before: vec![
            Part { id: "html", label: "HTML shell", bytes: shell, raw_bytes: shell },
            Part { id: "runtime", label: "runtime (JS + CSS)", bytes: runtime, raw_bytes: runtime },
        ],
        text_len: Some(text_len as u64),
        after: Vec::new(),
        header: None,
        route_blocks: None,
    };
    analyse_pack(&bytes, outer)
}

/// The pack's figures, inside what surrounds it.
fn analyse_pack(bytes: &[u8], outer: Outer) -> Result<Report, String> {
    let view = read_pack(bytes)?;
    if view.segments.len() < 3 {
        return Err(format!("the pack has {} segments; a docc pack has at least 3", view.segments.len()));
    }
    let (mut manifest, _): (Manifest, usize) = pack::decode(&view.inflate(0)?)?;
    // A hosted pack's route table is in blocks of its own (`hosted::head_file`): part of the manifest.
    let route_blocks = outer.route_blocks.clone().unwrap_or(0..0);
    for i in route_blocks.clone() {
        let (block, _): (Vec<docc_model::RouteEntry>, usize) = pack::decode(&view.inflate(i)?)?;
        manifest.routes.extend(block);
    }
    // Then its sidebars' collapsed categories, a segment each (`hosted::cut_sidebars`): the manifest's too.
    let manifest_parts = if route_blocks.is_empty() { 0..0 } else { route_blocks.start..view.segments.len() };
    let (assets, _): (Assets, usize) = pack::decode(&view.inflate(manifest.assets_segment as usize)?)?;

    let mut pages: Vec<PageSize> = Vec::new();
    let mut kind_counts = [0usize; KINDS.len()];
    let mut by_part = [(0u64, 0u64); 3];
    // Page chunks are the segments routes point into; the rest (besides the manifest and
    // assets) is the search index: its dictionary and posting shards.
    let mut page_segments: Vec<usize> = manifest.routes.iter().map(|r| r.segment as usize).collect();
    page_segments.sort_unstable();
    page_segments.dedup();
    let search_segments: Vec<usize> = (1..view.segments.len())
        .filter(|i| *i != manifest.assets_segment as usize && page_segments.binary_search(i).is_err() && !manifest_parts.contains(i))
        .collect();
    for &i in &page_segments {
        let seg = *view.segments.get(i).ok_or_else(|| format!("a route points into segment {i}, which the pack does not have: the file is damaged"))?;
        let raw = view.inflate(i)?;
        let (count, prefix): (u64, usize) = pack::decode(&raw)?;
        let mut at = prefix;
        let mut members: Vec<(Page, u64)> = Vec::new();
        for _ in 0..count {
            let (docc_model::Framed(page), used): (docc_model::Framed<Page>, usize) = pack::decode(&raw[at..])?;
            at += used;
            members.push((page, used as u64));
        }
        let total: u64 = members.iter().map(|m| m.1).sum::<u64>().max(1);
        let packed = seg.compressed.len() as u64;
        // Shares by cumulative rounding, so that they add up to the chunk exactly; the
        // chunk's own count prefix rides along with its first page.
        let (mut cum, mut given) = (0u64, 0u64);
        for (k, (page, size)) in members.into_iter().enumerate() {
            cum += size;
            let upto = (packed as u128 * cum as u128 / total as u128) as u64;
            let share = upto - given;
            given = upto;
            let raw_size = size + if k == 0 { prefix as u64 } else { 0 };
            let part = part_of(page.kind);
            by_part[part].0 += share;
            by_part[part].1 += raw_size;
            kind_counts[KINDS.iter().position(|&x| x == page.kind).expect("every kind is listed")] += 1;
            pages.push(PageSize { route: page.route, kind: kind_name(page.kind), source: page.source, raw_bytes: size, packed_bytes: share });
        }
    }
    let pack_len = bytes.len() as u64;
    let seg = |i: u32| view.segments.get(i as usize).map(|s| (s.compressed.len() as u64, s.raw_len as u64)).unwrap_or((0, 0));
    let (manifest_b, assets_b) = (manifest_parts.map(|i| seg(i as u32)).fold(seg(0), |a, b| (a.0 + b.0, a.1 + b.1)), seg(manifest.assets_segment));
    let search_b = search_segments.iter().map(|&i| seg(i as u32)).fold((0, 0), |a, b| (a.0 + b.0, a.1 + b.1));
    let part = |id, label, (bytes, raw_bytes): (u64, u64)| Part { id, label, bytes, raw_bytes };
    let Outer { docc_version, file_bytes, before, text_len, after, header, .. } = outer;
    let mut parts = before;
    let header = header.unwrap_or(view.header_bytes as u64);
    parts.push(part("pack_header", "pack header", (header, header)));
    if let Some(text_len) = text_len {
        parts.push(part("text_encoding", "text encoding overhead", (text_len - pack_len, 0)));
    }
    parts.extend([
        part("manifest", "manifest", manifest_b),
        part("docs_pages", "docs pages", by_part[0]),
        part("api_pages", "API pages", by_part[1]),
        part("typed_reference", "typed reference", by_part[2]),
        part("search_index", "search index", search_b),
        part("images", "images", assets_b),
    ]);
    parts.extend(after);
    let routes_by_kind = KINDS.iter().zip(kind_counts).filter(|(_, n)| *n > 0).map(|(k, n)| KindCount { kind: kind_name(*k), routes: n }).collect();
    pages.sort_by(|a, b| b.raw_bytes.cmp(&a.raw_bytes).then_with(|| a.route.cmp(&b.route)));
    pages.truncate(10);
    // Images only: the assets segment also carries the OpenAPI spec offered for download.
    let mut images: Vec<ImageSize> = assets
        .items
        .into_iter()
        .filter(|a| a.mime.starts_with("image/"))
        .map(|a| ImageSize { name: a.name, mime: a.mime, bytes: a.bytes.len() as u64 })
        .collect();
    images.sort_by(|a, b| b.bytes.cmp(&a.bytes).then_with(|| a.name.cmp(&b.name)));
    images.truncate(10);
    Ok(Report {
        docc_version,
        pack_format: view.version,
        file_bytes,
        routes: manifest.routes.len(),
        routes_by_kind,
        parts,
        largest_pages: pages,
        largest_images: images,
    })
}

/// Total length of the contents of the inlined runtime: every `<script>` and `<style>`
/// element but the pack's, read in document order so that text inside one element (the
/// runtime's own strings) is never taken for the start of another.
fn inline_bytes(text: &str) -> u64 {
    let mut total = 0;
    let mut rest = text;
    loop {
        let next = [("<script", "</script>"), ("<style", "</style>")].into_iter().filter_map(|(o, c)| rest.find(o).map(|i| (i, c))).min_by_key(|&(i, _)| i);
        let Some((i, close)) = next else { break };
        let Some(gt) = rest[i..].find('>') else { break };
        let tag = &rest[i..i + gt + 1];
        let body = &rest[i + gt + 1..];
        let Some(j) = body.find(close) else { break };
        if !tag.contains("id=\"docc-pack\"") && !tag.contains("data-docc-seg=") {
            total += j as u64;
        }
        rest = &body[j + close.len()..];
    }
    total
}

/// Sizes for people: binary units, as `ls -h` and file managers show them.
pub(crate) fn human(n: u64) -> String {
    match n {
        n if n >= 1 << 20 => format!("{:.2} MiB", n as f64 / (1u64 << 20) as f64),
        n if n >= 1 << 10 => format!("{:.1} KiB", n as f64 / 1024.0),
        n => format!("{n} B"),
    }
}

/// The report as text (`docc inspect`, human format).
pub(crate) fn render(r: &Report, file: &str) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    let _ = writeln!(out, "{file}: {} ({} bytes), written by docc {}, pack format {}", human(r.file_bytes), r.file_bytes, r.docc_version, r.pack_format);
    let kinds = r.routes_by_kind.iter().map(|k| format!("{} {}", k.routes, k.kind)).collect::<Vec<_>>().join(", ");
    let _ = writeln!(out, "\nroutes: {} ({kinds})", r.routes);
    let _ = writeln!(out, "\n{:<20} {:>12} {:>7} {:>12}", "part", "in file", "share", "decoded");
    for p in &r.parts {
        let share = if r.file_bytes == 0 { 0.0 } else { p.bytes as f64 * 100.0 / r.file_bytes as f64 };
        let decoded = if p.id == "text_encoding" { String::new() } else { human(p.raw_bytes) };
        let _ = writeln!(out, "{:<20} {:>12} {:>6.1}% {:>12}", p.label, human(p.bytes), share, decoded);
    }
    let _ = writeln!(out, "{:<20} {:>12}", "total", human(r.file_bytes));
    if !r.largest_pages.is_empty() {
        let _ = writeln!(out, "\nlargest pages{:>width$} {:>12}  source", "decoded", "packed", width = 40);
        for p in &r.largest_pages {
            let _ = writeln!(out, "  {:<38} {:>12} {:>12}  {}", format!("{} ({})", p.route, p.kind), human(p.raw_bytes), human(p.packed_bytes), p.source);
        }
    }
    if !r.largest_images.is_empty() {
        let _ = writeln!(out, "\nlargest images");
        for i in &r.largest_images {
            let _ = writeln!(out, "  {:<38} {:>12}  {}", i.name, human(i.bytes), i.mime);
        }
    }
    out
}
