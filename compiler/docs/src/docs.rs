//! The docs tree, Docusaurus style: load (files, front matter, `_category_.json`),
//! plan (ids, routes, sidebar order) and render (Markdown → pages). Loading and
//! planning happen before any page renders so that `.md` links can resolve to routes.
//!
//! Route = folder path + file stem from the site root; `index.md`/`README.md` gives
//! the folder's route and becomes the folder category's page; front matter `slug`
//! and `id` override. Sidebar order: position, then file name.

use crate::config::Config;
use crate::frontmatter::{self, FrontMatter};
use crate::links::{normalize_route, resolve_relative_route, AssetTable, LinkCtx, LinkRules, PendingLink};
use docc_diag::confine::ContentRoot;
use docc_diag::{Diagnostic, SourceFile};
use docc_markdown as markdown;
use docc_markdown::plain_text;
use docc_markdown::slug::slugify;
use docc_model::{Block, Card, Crumb, Inline, Page, PageKind, Sidebar, SidebarItem, TocEntry};
use serde::Deserialize;
use std::collections::{HashMap, HashSet};
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// One Markdown file of the docs tree (or of the pages folder).
#[derive(Debug)]
pub struct DocFile {
    pub file: Arc<SourceFile>,
    /// Path relative to the site directory.
    pub rel: PathBuf,
    /// Folders between the docs root and the file.
    pub dirs: Vec<String>,
    pub stem: String,
    pub fm: FrontMatter,
    pub body: Range<usize>,
    pub id: String,
    pub route: String,
    pub title: String,
    pub standalone: bool,
    /// Docusaurus gives this doc a folder's URL (`/docs/voice/intents/`): a category index
    /// without a slug, or a slug ending in `/`. Its relative links resolve from that folder
    /// unless the config's `trailingSlash` says otherwise.
    pub folder: bool,
}

#[derive(Debug, Deserialize, Default, Clone)]
#[serde(default)]
pub struct CategoryFile {
    pub label: Option<String>,
    pub position: Option<f64>,
    pub collapsed: Option<bool>,
    pub collapsible: Option<bool>,
    pub description: Option<String>,
    pub link: Option<CategoryLink>,
    #[serde(rename = "className")]
    pub class_name: Option<String>,
    /// Handed to a `sidebarItemsGenerator` as Docusaurus does (silvana-docs hides items by it).
    #[serde(rename = "customProps")]
    pub custom_props: Option<Box<serde_json::Value>>,
}

#[derive(Debug, Deserialize, Clone)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum CategoryLink {
    GeneratedIndex { title: Option<String>, description: Option<String>, slug: Option<String> },
    Doc { id: String },
}

#[derive(Debug, Clone)]
pub struct Category {
    pub dirs: Vec<String>,
    pub meta: CategoryFile,
    pub file: Option<Arc<SourceFile>>,
}

/// The loaded and planned docs tree.
#[derive(Debug, Default)]
pub struct DocsTree {
    pub docs: Vec<DocFile>,
    pub categories: HashMap<Vec<String>, Category>,
    /// Each folder's index doc (its category page), computed once by `plan`.
    index_docs: HashMap<Vec<String>, usize>,
    /// Docs per folder, in load order, computed once by `plan`.
    by_dir: HashMap<Vec<String>, Vec<usize>>,
    /// Direct subfolders of each folder, sorted, computed once by `plan`.
    subdirs: HashMap<Vec<String>, Vec<Vec<String>>>,
    /// Doc ids (first doc wins) and last id segments (`None` when ambiguous), by `plan`.
    ids: HashMap<String, usize>,
    short_ids: HashMap<String, Option<usize>>,
    /// Route prefix of the docs (`/docs` for Docusaurus's default `routeBasePath`), or empty.
    pub prefix: String,
    /// Index of the docs version this tree holds (`Config::docs.versions`), on a versioned site.
    pub version: Option<usize>,
    /// Index of the docs instance this tree holds (`Config::docs.instances`), for a Docusaurus
    /// site's other docs instances; `None`: the default docs.
    pub instance: Option<usize>,
    /// The other versions' trees, then the other docs instances' (the site's tree holds the
    /// last version and the pages folder).
    pub others: Vec<DocsTree>,
    /// What `useDocsVersion()` gives this tree's pages (`version_props`), made on first use.
    version_props: std::sync::OnceLock<Arc<serde_json::Value>>,
}

/// `/intro` under the prefix `/docs` → `/docs/intro`; `/` → `/docs`.
pub(crate) fn prefixed(prefix: &str, route: &str) -> String {
    if prefix.is_empty() {
        route.to_string()
    } else if route == "/" {
        prefix.to_string()
    } else {
        format!("{prefix}{route}")
    }
}

fn is_category_file(name: &str) -> bool {
    matches!(name, "_category_.json" | "_category_.yml" | "_category_.yaml")
}

fn is_markdown(p: &Path) -> bool {
    matches!(p.extension().and_then(|e| e.to_str()), Some("md") | Some("mdx"))
}

/// Walks a Markdown folder through the content root: symlinks are followed once (a
/// visited set of canonical folders breaks loops such as `docs/a -> .`), links that land
/// outside the site folder are errors, and only `.md`/`.mdx`/`_category_.json` files are
/// collected (they are read later, through the same root).
/// `underscore`: Docusaurus's default `exclude` is in force, so `_`-named files and folders
/// (partials, `__tests__`) are not docs; a site's own `exclude` replaces that default.
fn walk(root: &ContentRoot, dir: &Path, underscore: bool, visited: &mut HashSet<PathBuf>, out: &mut Vec<PathBuf>, diags: &mut Vec<Diagnostic>) {
    let site_dir = root.dir();
    let rel_of = |p: &Path| p.strip_prefix(site_dir).unwrap_or(p).to_string_lossy().replace('\\', "/");
    // The entries' own types (the folder listing has them: no `stat` per file), not their targets'.
    let paths = match root.read_dir(dir) {
        Ok(e) => e,
        Err(e) => {
            let rel = rel_of(dir);
            diags.push(
                Diagnostic::error("docc::unreadable-file", format!("cannot read folder {rel}: {e}"))
                    .in_file(&SourceFile::new(rel, ""))
                    .help("check that the folder exists and is readable"),
            );
            return;
        }
    };
    for (p, kind) in paths {
        let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if name.starts_with('.') || (underscore && name.starts_with('_') && !is_category_file(name)) || name == "node_modules" {
            continue;
        }
        let wanted = is_markdown(&p) || is_category_file(name);
        if !kind.is_dir() && !kind.is_symlink() {
            if wanted {
                out.push(p);
            }
            continue;
        }
        match root.resolve(&p) {
            Ok(canonical) if canonical.is_dir() => {
                if visited.insert(canonical.clone()) {
                    walk(root, &p, underscore, visited, out, diags);
                } else {
                    let rel = rel_of(&p);
                    diags.push(
                        Diagnostic::warning(
                            "docc::symlink-loop",
                            format!("folder {rel} resolves to `{}`, which was already walked; skipped", canonical.display()),
                        )
                        .in_file(&SourceFile::new(rel, ""))
                        .help("remove the symlink, or link to a folder that is not already part of the docs tree"),
                    );
                }
            }
            Ok(_) => {
                if wanted {
                    out.push(p);
                }
            }
            // Other files (images...) are judged where they are referenced, at the reference.
            Err(e) if e.is_policy() && (wanted || p.is_dir()) => {
                let rel = rel_of(&p);
                diags.push(Diagnostic::error("docc::outside-root", format!("{rel} is not read: {e}")).in_file(&SourceFile::new(rel, "")).help(e.help()));
            }
            Err(_) => {} // a dangling symlink, or a file nothing reads
        }
    }
}

fn read_source(root: &ContentRoot, path: &Path, diags: &mut Vec<Diagnostic>) -> Option<Arc<SourceFile>> {
    let rel = path.strip_prefix(root.dir()).unwrap_or(path).to_string_lossy().replace('\\', "/");
    match root.read(path) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(text) => Some(SourceFile::new(rel, text)),
            Err(e) => {
                let at = e.utf8_error().valid_up_to();
                let text = String::from_utf8_lossy(e.as_bytes()).into_owned();
                let f = SourceFile::new(rel, text);
                diags.push(
                    Diagnostic::error("docc::unreadable-file", "file is not valid UTF-8")
                        .at(&f, at..at + 1, "invalid byte here")
                        .help("save the file as UTF-8"),
                );
                None
            }
        },
        Err(e) if e.is_policy() => {
            diags.push(Diagnostic::error("docc::outside-root", format!("{rel} is not read: {e}")).in_file(&SourceFile::new(rel, "")).help(e.help()));
            None
        }
        Err(e) => {
            diags.push(
                Diagnostic::error("docc::unreadable-file", format!("cannot read {rel}: {e}"))
                    .in_file(&SourceFile::new(rel, ""))
                    .help("check the file's permissions"),
            );
            None
        }
    }
}

/// The first `# Heading` line of a body (outside code fences), used as a title fallback.
fn first_h1(text: &str) -> Option<String> {
    let mut fence = false;
    for line in text.lines() {
        let t = line.trim_start();
        if t.starts_with("```") || t.starts_with("~~~") {
            fence = !fence;
        } else if !fence {
            if t.starts_with("# ") {
                return markdown::heading_source(t).map(str::to_string);
            }
            if !t.is_empty() && !t.starts_with('#') && !t.starts_with("import ") {
                // Prose before any H1: Docusaurus only uses a leading H1 as the title.
                return None;
            }
        }
    }
    None
}

/// `_category_.json` or `_category_.yml` (the same keys; YAML is read into JSON values
/// first so both go through one serde definition).
fn parse_category(file: &Arc<SourceFile>, diags: &mut Vec<Diagnostic>) -> Option<CategoryFile> {
    let help = "expected {\"label\": …, \"position\": …, \"link\": {\"type\": \"generated-index\" | \"doc\", …}}";
    if file.name.ends_with(".json") {
        return match serde_json::from_str::<CategoryFile>(&file.text) {
            Ok(meta) => Some(meta),
            Err(e) => {
                let offset = offset_of(&file.text, e.line(), e.column());
                diags.push(Diagnostic::error("docc::category", format!("invalid _category_.json: {e}")).at(file, offset..offset + 1, "here").help(help));
                None
            }
        };
    }
    // docc-yaml, the one YAML reader, so its depth and alias budgets hold here too: through
    // yaml-rust2's own loader a 481-byte file of nested aliases expanded to 3 GB.
    let value = match docc_yaml::yaml::parse(&file.text) {
        Ok(node) => node.to_json(),
        Err(e) if e.is_empty_document() => serde_json::Value::Null,
        Err(e) => {
            let span = e.span.start.min(file.text.len())..e.span.end.min(file.text.len()).max(e.span.start.min(file.text.len()));
            diags.push(Diagnostic::error("docc::category", format!("invalid _category_.yml: {}", e.message)).at(file, span, "here").help(help));
            return None;
        }
    };
    let value = if value.is_null() { serde_json::Value::Object(Default::default()) } else { value };
    match serde_json::from_value::<CategoryFile>(value) {
        Ok(meta) => Some(meta),
        Err(e) => {
            diags.push(
                Diagnostic::error("docc::category", format!("invalid _category_.yml: {e}")).at(file, 0..file.text.len().min(1), "in this file").help(help),
            );
            None
        }
    }
}

/// `a/{b,c}.md` → `a/b.md`, `a/c.md` (nested braces too), as micromatch expands them.
fn expand_braces(pattern: &str) -> Vec<String> {
    let Some(open) = pattern.find('{') else { return vec![pattern.to_string()] };
    let mut depth = 0;
    let mut parts = Vec::new();
    let mut start = open + 1;
    for (i, c) in pattern[open..].char_indices().map(|(i, c)| (i + open, c)) {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    parts.push(&pattern[start..i]);
                    let (head, tail) = (&pattern[..open], &pattern[i + 1..]);
                    return parts.iter().flat_map(|p| expand_braces(&format!("{head}{p}{tail}"))).collect();
                }
            }
            ',' if depth == 1 => {
                parts.push(&pattern[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    vec![pattern.to_string()] // an unclosed brace is literal
}

/// Whether a brace-free glob matches a `/`-separated path relative to the docs folder, as
/// fast-glob's `ignore` does (Docusaurus's `exclude`): `**` spans any number of folders, `*`
/// and `?` stay within one name, and a pattern without `/` names a file at the top only
/// (`README.md` excludes `README.md`, not `cli/README.md`).
pub(crate) fn glob_match(pattern: &str, path: &str) -> bool {
    fn segs(pat: &[&str], path: &[&str]) -> bool {
        match pat.split_first() {
            None => path.is_empty(),
            Some((&"**", rest)) => (0..=path.len()).any(|i| segs(rest, &path[i..])),
            Some((p, rest)) => path.split_first().is_some_and(|(name, more)| name_match(p.as_bytes(), name.as_bytes()) && segs(rest, more)),
        }
    }
    fn name_match(p: &[u8], n: &[u8]) -> bool {
        match p.split_first() {
            None => n.is_empty(),
            Some((b'*', rest)) => (0..=n.len()).any(|i| name_match(rest, &n[i..])),
            Some((b'?', rest)) => !n.is_empty() && name_match(rest, &n[1..]),
            Some((c, rest)) => n.first() == Some(c) && name_match(rest, &n[1..]),
        }
    }
    let pat: Vec<&str> = pattern.split('/').filter(|s| !s.is_empty()).collect();
    let path: Vec<&str> = path.split('/').collect();
    // `dir/**` also excludes the folder's files, and `**/x` a top-level `x`.
    segs(&pat, &path)
}

/// Loads a Markdown folder. `standalone` pages (the pages folder) get no sidebar.
/// Docs routes get `prefix` (the docs `routeBasePath`); front-matter slugs are relative to it.
pub fn load(site_dir: &Path, root_rel: &str, standalone: bool, prefix: &str, diags: &mut Vec<Diagnostic>) -> DocsTree {
    load_in(&ContentRoot::new(site_dir), root_rel, standalone, prefix, None, diags)
}

/// `load`, reading only what `content` allows (the pipeline passes the root built from
/// docc.toml's `[security]`). `exclude`: the docs plugin's `exclude` globs, relative to the
/// folder, when the site sets them (they replace Docusaurus's default, `_`-named files and
/// folders); `None`: the default.
pub fn load_in(content: &ContentRoot, root_rel: &str, standalone: bool, prefix: &str, exclude: Option<&[String]>, diags: &mut Vec<Diagnostic>) -> DocsTree {
    let site_dir = content.dir();
    let root = site_dir.join(root_rel);
    let mut tree = DocsTree { prefix: prefix.to_string(), ..Default::default() };
    // The folder itself must be inside the root (the pipeline reports a bad setting at its span).
    let Ok(canonical) = content.resolve_dir(&root) else { return tree };
    let mut paths = Vec::new();
    walk(content, &root, exclude.is_none(), &mut HashSet::from([canonical]), &mut paths, diags);
    if let Some(globs) = exclude {
        let globs: Vec<Vec<String>> = globs.iter().map(|g| expand_braces(g.trim_start_matches("./"))).collect();
        paths.retain(|p| {
            let rel = p.strip_prefix(&root).unwrap_or(p).to_string_lossy().replace('\\', "/");
            is_category_file(p.file_name().and_then(|n| n.to_str()).unwrap_or("")) || !globs.iter().flatten().any(|g| glob_match(g, &rel))
        });
    }
    // Files are read and their front matter parsed in parallel (a 10,000-page site spent a
    // third of a second here on one core); results and diagnostics keep the walk's order.
    let loaded: Vec<(Option<Loaded>, Vec<Diagnostic>)> = {
        use rayon::prelude::*;
        paths
            .par_iter()
            .map(|path| {
                let mut diags = Vec::new();
                (load_file(content, &root, prefix, standalone, path, &mut diags), diags)
            })
            .collect()
    };
    for (file, file_diags) in loaded {
        diags.extend(file_diags);
        match file {
            Some(Loaded::Category(c)) => {
                tree.categories.insert(c.dirs.clone(), c);
            }
            Some(Loaded::Doc(d)) => tree.docs.push(*d),
            None => {}
        }
    }
    tree.plan();
    tree
}

/// One file of the docs folder, read: a category's metadata or a doc.
enum Loaded {
    Category(Category),
    Doc(Box<DocFile>),
}

/// Reads one file found by `walk`; None for a draft or a file that cannot be used (reported).
fn load_file(content: &ContentRoot, root: &Path, prefix: &str, standalone: bool, path: &Path, diags: &mut Vec<Diagnostic>) -> Option<Loaded> {
    let dirs: Vec<String> =
        path.parent().and_then(|p| p.strip_prefix(root).ok()).map(|p| p.iter().map(|c| c.to_string_lossy().into_owned()).collect()).unwrap_or_default();
    let file = read_source(content, path, diags)?;
    if path.file_name().and_then(|n| n.to_str()).is_some_and(is_category_file) {
        return parse_category(&file, diags).map(|meta| Loaded::Category(Category { dirs, meta, file: Some(file) }));
    }
    let mut fm_diags = Vec::new();
    let (fm, body) = frontmatter::parse(&file, &mut fm_diags);
    diags.extend(fm_diags);
    if fm.draft {
        return None;
    }
    let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("").to_string();
    let rel = path.strip_prefix(content.dir()).unwrap_or(path).to_path_buf();
    // Ids and routes use the names without their number prefixes, as Docusaurus does.
    let id_dirs: Vec<&str> = dirs.iter().map(|d| strip_number_prefix(d)).collect();
    let last = fm.id.clone().unwrap_or_else(|| strip_number_prefix(&stem).to_string());
    let id = if dirs.is_empty() { last.clone() } else { format!("{}/{}", id_dirs.join("/"), last) };
    // By the file's name alone, as Docusaurus's slug.ts (`isCategoryIndex(source)`): a front
    // matter `id` names the doc, not its URL (0G's `node-sale/intro/intro.md` with `id: intro`
    // is `/node-sale/intro`).
    let is_index = is_category_index(&stem, &dirs);
    let folder = match &fm.slug {
        Some(s) => s.len() > 1 && s.ends_with('/'),
        None => is_index && !dirs.is_empty(),
    };
    let route = match &fm.slug {
        Some(s) if s.starts_with('/') => normalize_route(s),
        // Relative to the doc's folder; `../` climbs out of it (`slug: ../` = the parent's route).
        Some(s) => normalize_route(&resolve_relative_route(&format!("/{}/_", id_dirs.join("/")), s)),
        None if is_index => normalize_route(&format!("/{}", id_dirs.join("/"))),
        None => normalize_route(&format!("/{}/{}", id_dirs.join("/"), last).replace("//", "/")),
    };
    if route.contains(['#', '?']) {
        // `hash#tag.md` → `/hash#tag`: a browser reads `#tag` as an anchor, so the page could never be reached.
        let d = Diagnostic::error(
            "docc::unreachable-route",
            format!("route `{route}` contains `#` or `?`, which a browser reads as an anchor or a query; the page could never be opened"),
        )
        .help("rename the file (or set `slug` in its front matter) without `#` and `?`");
        diags.push(match &fm.slug_span {
            Some(span) => d.at(&file, span.clone(), "this slug"),
            None => d.in_file(&file),
        });
        return None;
    }
    if let Some((problem, help)) = unwritable_route(&route) {
        // Hosted mode writes `<route>/index.html`: a route it cannot write would be reported as
        // compiled and then be missing (or fail with a bare OS error), so every mode refuses it.
        let d = Diagnostic::error("docc::bad-slug", format!("route `{}` cannot be written as a page: {problem}", truncated(&route, 80))).help(help);
        diags.push(match &fm.slug_span {
            Some(span) => d.at(&file, span.clone(), "this slug"),
            None => d.in_file(&file),
        });
        return None;
    }
    let route = prefixed(prefix, &route);
    let title = fm.title.clone().or_else(|| first_h1(&file.text[body.clone()])).unwrap_or_else(|| strip_number_prefix(&stem).to_string());
    Some(Loaded::Doc(Box::new(DocFile { file, rel, dirs, stem, fm, body, id, route, title, standalone, folder })))
}

/// The longest route segment (in UTF-8 bytes) a page may have. Hosted mode writes each
/// segment as a folder name, and file systems stop at 255 bytes (ext4, APFS, NTFS's 255
/// UTF-16 units); 200 leaves room for the `.docc-new` temp names and keeps URLs sane.
pub(crate) const MAX_ROUTE_SEGMENT_BYTES: usize = 200;

/// Why hosted mode could not write `route` as `<route>/index.html` (see `hosted::route_file`),
/// with help; None when it can. Unicode letters and punctuation other than these are fine.
fn unwritable_route(route: &str) -> Option<(String, &'static str)> {
    const HELP: &str = "use letters, digits, `-`, `_` and `.` in each segment, `/` between segments; each segment at most 200 bytes";
    for seg in route.split('/').filter(|s| !s.is_empty()) {
        if let Some(c) = seg.chars().find(|c| *c == '\\' || c.is_control()) {
            let what = if c == '\\' { "a backslash `\\`".to_string() } else { format!("the control character U+{:04X}", c as u32) };
            return Some((format!("segment `{}` contains {what}", truncated(seg, 40)), HELP));
        }
        if seg == "." || seg == ".." {
            return Some((
                format!("it has a `{seg}` segment, which no file name can be"),
                "write the route without `.` and `..` segments (a relative slug may start with `../`)",
            ));
        }
        if seg.len() > MAX_ROUTE_SEGMENT_BYTES {
            return Some((
                format!("segment `{}` is {} bytes long, more than the {MAX_ROUTE_SEGMENT_BYTES} a folder name may have", truncated(seg, 40), seg.len()),
                HELP,
            ));
        }
    }
    None
}

/// `s` cut to at most `max` characters, with `…` when cut and control characters escaped
/// (for messages).
fn truncated(s: &str, max: usize) -> String {
    let cut = s.char_indices().nth(max).map_or(s, |(i, _)| &s[..i]);
    let mut out: String = cut.chars().map(|c| if c.is_control() { c.escape_debug().to_string() } else { c.to_string() }).collect();
    if cut.len() < s.len() {
        out.push('…');
    }
    out
}

/// Docusaurus's number prefix (`01-intro` → `intro`, `003 - setup` → `setup`): digits, then
/// separators (`-`, `_`, `.`, spaces), then the name. Names that start like a version or a
/// date (`1.5-notes`, `2021-01-01-post`) keep their digits, as Docusaurus's parser does.
pub(crate) fn strip_number_prefix(name: &str) -> &str {
    let digits = name.len() - name.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits == 0 {
        return name;
    }
    let after = &name[digits..];
    let rest = after.trim_start_matches(['-', '_', '.', ' ']);
    let sep = &after[..after.len() - rest.len()];
    let version_like = after.starts_with(['-', '_', '.']) && after[1..].starts_with(|c: char| c.is_ascii_digit());
    if !sep.trim().is_empty() && !rest.is_empty() && !version_like {
        rest
    } else {
        name
    }
}

/// A doc that stands for its folder (Docusaurus's category index): `index`, `README`, or a
/// file named like its folder (`props/props.mdx`), number prefixes aside.
fn is_category_index(stem: &str, dirs: &[String]) -> bool {
    stem.eq_ignore_ascii_case("index")
        || stem.eq_ignore_ascii_case("readme")
        || dirs.last().is_some_and(|d| strip_number_prefix(stem).eq_ignore_ascii_case(strip_number_prefix(d)))
}

fn offset_of(text: &str, line: usize, col: usize) -> usize {
    let mut off = 0;
    for (i, l) in text.split_inclusive('\n').enumerate() {
        if i + 1 == line {
            return (off + col.saturating_sub(1)).min(text.len());
        }
        off += l.len();
    }
    text.len().saturating_sub(1)
}

/// A node of the sidebar being planned.
enum Node {
    Doc(usize),
    Folder(Vec<String>),
}

impl DocsTree {
    /// Indexes folders once so sidebar, breadcrumb and category lookups stay O(1) per
    /// page (a 10,000-page site would otherwise rescan every doc for every breadcrumb).
    pub fn plan(&mut self) {
        self.by_dir.clear();
        self.ids.clear();
        self.short_ids.clear();
        for (i, d) in self.docs.iter().enumerate() {
            self.ids.entry(d.id.clone()).or_insert(i);
            let short = d.id.rsplit('/').next().unwrap_or("").to_string();
            self.short_ids.entry(short).and_modify(|v| *v = None).or_insert(Some(i));
            if !d.standalone {
                for n in 0..=d.dirs.len() {
                    if !self.by_dir.contains_key(&d.dirs[..n]) {
                        self.by_dir.insert(d.dirs[..n].to_vec(), Vec::new());
                    }
                }
                self.by_dir.get_mut(&d.dirs).expect("inserted").push(i);
            }
        }
        for k in self.categories.keys() {
            for n in 0..=k.len() {
                self.by_dir.entry(k[..n].to_vec()).or_default();
            }
        }
        self.subdirs.clear();
        for k in self.by_dir.keys().filter(|k| !k.is_empty()) {
            self.subdirs.entry(k[..k.len() - 1].to_vec()).or_default().push(k.clone());
        }
        for v in self.subdirs.values_mut() {
            v.sort();
        }
        let dirs: Vec<Vec<String>> = self.by_dir.keys().cloned().collect();
        self.index_docs = dirs.into_iter().filter_map(|d| self.find_index_doc(&d).map(|i| (d, i))).collect();
    }

    fn index_doc_of(&self, dirs: &[String]) -> Option<usize> {
        self.index_docs.get(dirs).copied()
    }

    /// Looks only at the folder's own docs (`by_dir`, load order), so planning stays O(docs).
    fn find_index_doc(&self, dirs: &[String]) -> Option<usize> {
        if let Some(Category { meta: CategoryFile { link: Some(CategoryLink::Doc { id }), .. }, .. }) = self.categories.get(dirs) {
            return self.find_doc_id(id);
        }
        let own = self.by_dir.get(dirs).map(Vec::as_slice).unwrap_or(&[]);
        own.iter()
            .copied()
            .find(|&i| {
                let d = &self.docs[i];
                d.fm.id.is_none() && is_category_index(&d.stem, dirs)
            })
            .or_else(|| own.iter().copied().find(|&i| self.docs[i].fm.id.as_deref() == Some("index")))
    }

    /// Doc id lookup: the full id (`Documentation/index`) or, when unique, the last segment.
    pub fn find_doc_id(&self, id: &str) -> Option<usize> {
        self.ids.get(id).copied().or_else(|| self.short_ids.get(id).copied().flatten())
    }

    fn label_of(&self, dirs: &[String]) -> String {
        self.categories
            .get(dirs)
            .and_then(|c| c.meta.label.clone())
            .unwrap_or_else(|| dirs.last().map(|d| strip_number_prefix(d).to_string()).unwrap_or_default())
    }

    /// Route of a folder's category page: its generated index or its index doc.
    pub(crate) fn category_route(&self, dirs: &[String]) -> Option<String> {
        if let Some(Category { meta: CategoryFile { link: Some(CategoryLink::GeneratedIndex { slug, .. }), label, .. }, .. }) = self.categories.get(dirs) {
            let route = match slug {
                Some(s) if s.starts_with('/') => normalize_route(s),
                // Docusaurus joins a relative slug to the version's path (normalizeCategoryLink).
                Some(s) => normalize_route(&format!("/{s}")),
                None => format!("/category/{}", slugify(label.as_deref().unwrap_or(dirs.last().map(String::as_str).unwrap_or("docs")))),
            };
            return Some(prefixed(&self.prefix, &route));
        }
        self.index_doc_of(dirs).map(|i| self.docs[i].route.clone())
    }

    /// The docs and sub-folders of `dirs`, in sidebar order. `top`: `dirs` is the folder a
    /// sidebar is generated from (the docs root, or an `autogenerated` item's `dirName`), which
    /// is no category: its index.md is an ordinary item, as in Docusaurus's generator.
    fn children(&self, dirs: &[String], top: bool) -> Vec<Node> {
        let index = if top || dirs.is_empty() { None } else { self.index_doc_of(dirs) };
        let mut nodes: Vec<(Option<f64>, String, Node)> = Vec::new();
        for &i in self.by_dir.get(dirs).map(Vec::as_slice).unwrap_or(&[]) {
            if Some(i) != index {
                let d = &self.docs[i];
                nodes.push((d.fm.sidebar_position, d.rel.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default(), Node::Doc(i)));
            }
        }
        for sub in self.subdirs.get(dirs).cloned().unwrap_or_default() {
            let pos =
                self.categories.get(&sub).and_then(|c| c.meta.position).or_else(|| self.index_doc_of(&sub).and_then(|i| self.docs[i].fm.sidebar_position));
            nodes.push((pos, sub.last().cloned().unwrap_or_default(), Node::Folder(sub)));
        }
        nodes.sort_by(|a, b| match (a.0, b.0) {
            (Some(x), Some(y)) => x.partial_cmp(&y).unwrap_or(std::cmp::Ordering::Equal).then_with(|| a.1.cmp(&b.1)),
            (Some(_), None) => std::cmp::Ordering::Less,
            (None, Some(_)) => std::cmp::Ordering::Greater,
            (None, None) => a.1.cmp(&b.1),
        });
        nodes.into_iter().map(|(_, _, n)| n).collect()
    }

    pub(crate) fn doc_label(&self, i: usize) -> String {
        let d = &self.docs[i];
        d.fm.sidebar_label.clone().unwrap_or_else(|| d.title.clone())
    }

    fn items(&self, dirs: &[String], top: bool) -> Vec<SidebarItem> {
        self.children(dirs, top)
            .into_iter()
            .filter_map(|n| match n {
                Node::Doc(i) => Some(SidebarItem::Link { label: self.doc_label(i), route: self.docs[i].route.clone(), badge: String::new() }),
                Node::Folder(sub) => {
                    let items = self.items(&sub, false);
                    let route = self.category_route(&sub);
                    if items.is_empty() && route.is_none() {
                        return None;
                    }
                    let meta = self.categories.get(&sub).map(|c| c.meta.clone()).unwrap_or_default();
                    let collapsible = meta.collapsible.unwrap_or(true);
                    Some(SidebarItem::Category {
                        label: self.label_of(&sub),
                        route,
                        collapsed: collapsible && meta.collapsed.unwrap_or(true),
                        collapsible,
                        items,
                        piece: None,
                    })
                }
            })
            .collect()
    }

    /// The items Docusaurus's `{type: 'autogenerated', dirName}` gives for a folder.
    pub fn autogenerated(&self, dirs: &[String]) -> Vec<SidebarItem> {
        self.items(dirs, true)
    }

    /// The docs sidebar (id `docs`).
    pub fn sidebar(&self) -> Sidebar {
        Sidebar { id: "docs".into(), items: self.items(&[], true) }
    }

    /// Breadcrumbs of a doc: its ancestor categories (the root excluded).
    fn breadcrumbs(&self, dirs: &[String], own_route: &str) -> Vec<Crumb> {
        (1..=dirs.len())
            .map(|n| {
                let sub = &dirs[..n];
                let route = self.category_route(sub).filter(|r| r != own_route);
                Crumb { label: self.label_of(sub), route }
            })
            .collect()
    }

    /// Every folder with a generated index, in tree order.
    pub fn generated_indexes(&self) -> Vec<Vec<String>> {
        let mut v: Vec<Vec<String>> =
            self.categories.iter().filter(|(_, c)| matches!(c.meta.link, Some(CategoryLink::GeneratedIndex { .. }))).map(|(k, _)| k.clone()).collect();
        v.sort();
        v
    }

    /// Route of every doc file, for resolving `.md` links.
    pub fn file_routes(&self) -> crate::links::FileRoutes {
        self.all().flat_map(|t| &t.docs).map(|d| (d.rel.clone(), d.route.clone())).collect::<HashMap<_, _>>().into()
    }

    /// This tree, then the other versions' and instances' trees.
    pub fn all(&self) -> impl Iterator<Item = &DocsTree> {
        std::iter::once(self).chain(&self.others)
    }

    /// A card per item of the folder `dirs` (docs and sub-categories), as a generated
    /// index shows them; `except` leaves out one doc (the page listing them).
    pub fn folder_cards(&self, dirs: &[String], except: Option<usize>) -> Vec<Card> {
        self.children(dirs, false)
            .into_iter()
            .filter(|n| !matches!(n, Node::Doc(i) if Some(*i) == except))
            .filter_map(|n| match n {
                Node::Doc(i) => Some(Card {
                    title: self.doc_label(i),
                    description: self.docs[i].fm.description.clone().unwrap_or_default(),
                    route: self.docs[i].route.clone(),
                }),
                Node::Folder(sub) => {
                    let route = self.category_route(&sub)?;
                    let desc = match self.categories.get(&sub).map(|c| &c.meta) {
                        Some(CategoryFile { link: Some(CategoryLink::GeneratedIndex { description: Some(d), .. }), .. }) => d.clone(),
                        Some(CategoryFile { description: Some(d), .. }) => d.clone(),
                        _ => self.index_doc_of(&sub).and_then(|i| self.docs[i].fm.description.clone()).unwrap_or_default(),
                    };
                    let n = self.items(&sub, false).len();
                    Some(Card { title: self.label_of(&sub), description: if desc.is_empty() { format!("{n} items") } else { desc }, route })
                }
            })
            .collect()
    }

    /// Generated-index category pages: title, description and a card per child.
    pub fn category_pages(&self, sidebar_index: u32) -> Vec<Page> {
        let mut pages = Vec::new();
        for dirs in self.generated_indexes() {
            let cat = &self.categories[&dirs];
            let Some(CategoryLink::GeneratedIndex { title, description, .. }) = &cat.meta.link else { continue };
            let route = self.category_route(&dirs).expect("generated index has a route");
            let title = title.clone().unwrap_or_else(|| self.label_of(&dirs));
            let description = description.clone().or_else(|| cat.meta.description.clone()).unwrap_or_default();
            let cards = self.folder_cards(&dirs, None);
            let source = cat.file.as_ref().map(|f| f.name.clone()).unwrap_or_default();
            // The root folder may carry a generated index too: it has no parent crumbs.
            let breadcrumbs = self.breadcrumbs(&dirs[..dirs.len().saturating_sub(1)], &route);
            pages.push(Page { breadcrumbs, ..Page::generated_index(route, title, description, cards, sidebar_index, source) });
        }
        pages
    }
}

/// Per-page render results that the pipeline merges.
#[derive(Clone)]
pub struct RenderedDoc {
    pub page: Page,
    pub pending: Vec<PendingLink>,
    pub diagnostics: Vec<Diagnostic>,
    pub live_links: Vec<(String, Arc<SourceFile>, Range<usize>)>,
    pub components: Vec<crate::links::ComponentUse>,
    /// The render gave the page's components its docs version (`DocsTree::version_props`):
    /// the page shows other docs' titles and descriptions, so a preview re-renders it when they change.
    pub read_version: bool,
}

impl DocsTree {
    /// What `useDocsVersion()` of `@docusaurus/plugin-content-docs/client` gives this tree's
    /// pages: Docusaurus's `PropVersionMetadata` (`docc_js::PageData::version`), with each doc
    /// (standalone pages are not docs) by id: its id, title and description. Made when the
    /// first page that evaluates a site component asks, then shared by the tree's pages.
    pub fn version_props(&self, config: &Config) -> Arc<serde_json::Value> {
        self.version_props
            .get_or_init(|| {
                use serde_json::{json, Map, Value as J};
                let dc = &config.docs;
                let (name, label, banner, last) = match self.version.and_then(|v| dc.versions.get(v)) {
                    Some(v) => (v.name.clone(), v.label.clone(), v.banner, v.last),
                    None if self.instance.is_some() => ("current".to_string(), "Next".to_string(), docc_model::VersionBanner::None, true),
                    None => (dc.version_name.clone(), dc.version_label.clone(), docc_model::VersionBanner::None, true),
                };
                let plugin = self.instance.and_then(|i| dc.instances.get(i)).map_or("default".to_string(), |i| i.id.clone());
                let banner = match banner {
                    docc_model::VersionBanner::None => J::Null,
                    docc_model::VersionBanner::Unreleased => J::from("unreleased"),
                    docc_model::VersionBanner::Unmaintained => J::from("unmaintained"),
                };
                let mut docs = Map::new();
                for d in self.docs.iter().filter(|d| !d.standalone) {
                    docs.entry(d.id.clone()).or_insert_with(|| json!({"id": d.id, "title": d.title, "description": doc_description(d)}));
                }
                Arc::new(json!({
                    "pluginId": plugin,
                    "version": name,
                    "label": label,
                    "banner": banner,
                    "badge": dc.versions.len() > 1,
                    "noIndex": false,
                    "className": format!("docs-version-{name}"),
                    "isLast": last,
                    "docs": docs,
                }))
            })
            .clone()
    }

    /// What Docusaurus gives doc `i`'s MDX and components (`docc_js::PageData`).
    pub(crate) fn page_data(&self, i: usize, config: &Config) -> docc_js::PageData {
        let d = &self.docs[i];
        let front_matter = serde_json::Value::Object(d.fm.raw.clone());
        let version = self.version_props(config);
        let metadata = serde_json::json!({
            "id": d.id,
            "title": d.title,
            "description": doc_description(d),
            "source": format!("@site/{}", d.rel.to_string_lossy().replace('\\', "/")),
            "sourceDirName": if d.dirs.is_empty() { ".".to_string() } else { d.dirs.join("/") },
            "slug": match d.route.strip_prefix(&self.prefix) {
                Some("") => "/",
                Some(r) if r.starts_with('/') && !self.prefix.is_empty() => r,
                _ => &d.route,
            },
            "permalink": format!("{}{}", config.base_path.trim_end_matches('/'), d.route),
            "version": version.get("version").cloned().unwrap_or_default(),
            "frontMatter": front_matter,
        });
        docc_js::PageData { front_matter, metadata, version: (!d.standalone).then_some(version) }
    }
}

/// A doc's description as Docusaurus's docs plugin has it: `frontMatter.description`, else the
/// excerpt of its source.
fn doc_description(d: &DocFile) -> String {
    d.fm.description.clone().unwrap_or_else(|| crate::excerpt::create_excerpt(&d.file.text[d.body.clone()]).unwrap_or_default())
}

/// Renders one doc into a page. Runs on worker threads: everything shared is read-only
/// except the asset table.
pub fn render_doc(
    tree: &DocsTree,
    i: usize,
    config: &Config,
    rules: &LinkRules,
    site_dir: &Path,
    file_routes: &crate::links::FileRoutes,
    assets: &Mutex<AssetTable>,
    sidebar_index: u32,
) -> RenderedDoc {
    let d = &tree.docs[i];
    let page_data = move || tree.page_data(i, config);
    let mut ctx = LinkCtx::new(
        site_dir,
        rules,
        d.file.clone(),
        Some(d.rel.parent().map(Path::to_path_buf).unwrap_or_default()),
        Some(d.route.clone()),
        file_routes,
        assets,
    );
    ctx.page_folder = config.trailing_slash.unwrap_or(d.folder);
    ctx.doc = Some(&page_data);
    // MDX first (ESM and comments blanked, offsets kept), then Markdown with JSX.
    // `markdown.format: 'detect'` keeps `.md` files CommonMark, as in Docusaurus.
    let mdx = !(matches!(config.markdown.format, crate::config::MarkdownFormat::Detect | crate::config::MarkdownFormat::Md) && d.file.name.ends_with(".md"));
    let rendered = if mdx {
        let mut prepared = docc_markdown::mdx::prepare(&d.file, d.body.clone(), &mut ctx.diagnostics);
        if prepared.text.contains("DocCardList") {
            ctx.doc_cards = Some(tree.folder_cards(&d.dirs, Some(i)));
        }
        let esm = prepared.esm();
        let file = if prepared.text == d.file.text { d.file.clone() } else { SourceFile::new(d.file.name.clone(), prepared.text) };
        markdown::render_mdx(&file, d.body.clone(), esm, &mut ctx)
    } else {
        markdown::render(&d.file, d.body.clone(), &mut ctx)
    };
    let mut blocks = rendered.blocks;
    // Docusaurus shows a Markdown page's own `# title` where it has one, and the front
    // matter's title only where it has none (`hide_title` hides only the latter); a Markdown
    // page of src/pages shows its content alone. A leading H1 whose text is the page title is
    // shown by the page chrome instead (the same heading); one that says something else
    // (`title: "Tutorial step #2 - Serving HTML"` over `# Serving HTML`, or a title with
    // inline code) stays in the body and the chrome's title is hidden. (A docc site's own
    // pages/ keep their front matter title.)
    let mut hide_title = d.fm.hide_title || (d.standalone && config.docusaurus);
    if let Some(Block::Heading { level: 1, content, .. }) = blocks.first() {
        if !hide_title && plain_text(content) == d.title && !content.iter().any(|i| !matches!(i, Inline::Text(_))) {
            blocks.remove(0);
        } else {
            hide_title = true;
        }
    }
    let (min, max) = (d.fm.toc_min_heading_level.unwrap_or(2), d.fm.toc_max_heading_level.unwrap_or(3).max(d.fm.toc_min_heading_level.unwrap_or(2)));
    let toc = if d.fm.hide_table_of_contents {
        vec![]
    } else {
        rendered
            .headings
            .iter()
            .filter(|h| h.level >= min && h.level <= max)
            .map(|h| TocEntry { level: h.level, id: h.id.clone(), text: h.text.clone() })
            .collect()
    };
    // A Docusaurus site's: `frontMatter.description ?? excerpt ?? ''`, the excerpt read from
    // the source as Docusaurus does (`excerpt.rs`); a docc site's: the first paragraph.
    let description = d.fm.description.clone().unwrap_or_else(|| {
        if config.docusaurus {
            return crate::excerpt::create_excerpt(&d.file.text[d.body.clone()]).unwrap_or_default();
        }
        blocks.iter().find_map(|b| if let Block::Paragraph(p) = b { Some(plain_text(p)) } else { None }).map(|t| truncate_words(&t, 40)).unwrap_or_default()
    });
    let page = Page {
        route: d.route.clone(),
        title: d.title.clone(),
        description,
        kind: if d.standalone { PageKind::Standalone } else { PageKind::Doc },
        sidebar: (!d.standalone).then_some(sidebar_index),
        breadcrumbs: breadcrumbs_of(tree, i),
        hide_title,
        meta_title: String::new(),
        meta_description: String::new(),
        toc,
        prev: None,
        next: None,
        overrides: vec![],
        blocks,
        source: d.file.name.clone(),
    };
    RenderedDoc {
        page,
        pending: ctx.pending,
        diagnostics: ctx.diagnostics,
        live_links: ctx.live_links,
        components: ctx.components,
        read_version: ctx.gave_page_data,
    }
}

/// Doc `i`'s breadcrumbs (none for standalone pages).
pub(crate) fn breadcrumbs_of(tree: &DocsTree, i: usize) -> Vec<Crumb> {
    let d = &tree.docs[i];
    if d.standalone {
        vec![]
    } else {
        tree.breadcrumbs(&d.dirs, &d.route)
    }
}

fn truncate_words(s: &str, n: usize) -> String {
    let words: Vec<&str> = s.split_whitespace().collect();
    if words.len() <= n {
        words.join(" ")
    } else {
        format!("{}…", words[..n].join(" "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exclude_globs_match_as_fast_glob_ignores() {
        let m = |g: &str, p: &str| expand_braces(g).iter().any(|g| glob_match(g, p));
        assert!(m("README.md", "README.md"));
        assert!(!m("README.md", "cli/README.md"));
        assert!(m("**/README.md", "cli/README.md") && m("**/README.md", "README.md"));
        assert!(m("**/_*.{js,jsx,ts,tsx,md,mdx}", "a/_part.mdx") && !m("**/_*.{js,md}", "a/part.md"));
        assert!(m("**/_*/**", "a/_private/b/c.md") && !m("**/_*/**", "a/private/c.md"));
        assert!(m("drafts/**", "drafts/x.md") && !m("drafts/**", "other/drafts.md"));
        assert!(m("a/{b,c/{d,e}}.md", "a/c/e.md") && m("?.md", "x.md") && !m("*.md", "a/x.md"));
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

    #[test]
    fn routes_from_paths_index_slug_and_id() {
        let s = site(&[
            ("docs/index.md", "---\ntitle: Home\n---\n"),
            ("docs/a/b.md", "# B title\n"),
            ("docs/a/index.md", "x"),
            ("docs/a/c.md", "---\nslug: /custom/route\n---\n"),
            ("docs/a/d.md", "---\nid: dee\n---\n"),
            ("docs/a/e.md", "---\nslug: rel\n---\n"),
        ]);
        let mut diags = vec![];
        let t = load(s.path(), "docs", false, "", &mut diags);
        assert!(diags.is_empty(), "{diags:?}");
        let r: HashMap<_, _> = t.docs.iter().map(|d| (d.rel.to_string_lossy().into_owned(), (d.route.clone(), d.id.clone(), d.title.clone()))).collect();
        assert_eq!(r["docs/index.md"].0, "/");
        assert_eq!(r["docs/a/b.md"], ("/a/b".into(), "a/b".into(), "B title".into()));
        assert_eq!(r["docs/a/index.md"].0, "/a");
        assert_eq!(r["docs/a/c.md"].0, "/custom/route");
        assert_eq!(r["docs/a/d.md"].0, "/a/dee");
        assert_eq!(r["docs/a/d.md"].1, "a/dee");
        assert_eq!(r["docs/a/e.md"].0, "/a/rel");
    }

    #[test]
    fn number_prefixes_and_docs_named_like_their_folder() {
        let s = site(&[
            ("docs/02-recipes/0008-deduplicate-joins.md", "x"),
            ("docs/02-recipes/1.5-notes.md", "x"),
            ("docs/props/props.mdx", "x"),
            ("docs/props/other.md", "x"),
            ("docs/2021-01-01-post.md", "x"),
            ("docs/intro/start.md", "---\nslug: ../\n---\n"),
        ]);
        let mut diags = vec![];
        let t = load(s.path(), "docs", false, "/docs", &mut diags);
        assert!(diags.is_empty(), "{diags:?}");
        let r: HashMap<_, _> = t.docs.iter().map(|d| (d.rel.to_string_lossy().into_owned(), (d.route.clone(), d.id.clone(), d.title.clone()))).collect();
        assert_eq!(
            r["docs/02-recipes/0008-deduplicate-joins.md"],
            ("/docs/recipes/deduplicate-joins".into(), "recipes/deduplicate-joins".into(), "deduplicate-joins".into())
        );
        assert_eq!(r["docs/02-recipes/1.5-notes.md"].0, "/docs/recipes/1.5-notes", "a version-like name keeps its digits");
        assert_eq!(r["docs/2021-01-01-post.md"].0, "/docs/2021-01-01-post", "a date-like name keeps its digits");
        assert_eq!(r["docs/props/props.mdx"].0, "/docs/props", "a doc named like its folder is the folder's page");
        assert_eq!(r["docs/props/other.md"].0, "/docs/props/other");
        assert_eq!(r["docs/intro/start.md"].0, "/docs", "`slug: ../` is the parent folder's route");
        assert_eq!(strip_number_prefix("003 - setup"), "setup");
        assert_eq!(strip_number_prefix("42"), "42");
        assert_eq!(strip_number_prefix("1-"), "1-");
    }

    #[test]
    fn sidebar_order_position_then_name_and_categories() {
        let s = site(&[
            ("docs/zeta.md", "---\nsidebar_position: 1\n---\n"),
            ("docs/alpha.md", "x"),
            ("docs/beta.md", "x"),
            (
                "docs/guide/_category_.json",
                r#"{"label":"Guide","position":2,"collapsed":false,"link":{"type":"generated-index","title":"All guides","description":"d","slug":"/category/guide"}}"#,
            ),
            ("docs/guide/two.md", "---\nsidebar_position: 2\n---\n"),
            ("docs/guide/one.md", "---\nsidebar_position: 1\nsidebar_label: First\n---\n"),
            ("docs/core/index.md", "---\ntitle: Core\n---\n"),
            ("docs/core/abi.md", "x"),
        ]);
        let mut diags = vec![];
        let t = load(s.path(), "docs", false, "", &mut diags);
        let sb = t.sidebar();
        let labels: Vec<String> = sb
            .items
            .iter()
            .map(|i| match i {
                SidebarItem::Link { label, .. } => label.clone(),
                SidebarItem::Category { label, .. } => format!("[{label}]"),
            })
            .collect();
        assert_eq!(labels, ["zeta", "[Guide]", "alpha", "beta", "[core]"]);
        let SidebarItem::Category { route, collapsed, items, .. } = &sb.items[1] else { panic!() };
        assert_eq!(route.as_deref(), Some("/category/guide"));
        assert!(!collapsed);
        assert!(matches!(&items[0], SidebarItem::Link { label, .. } if label == "First"));
        let SidebarItem::Category { route, items, .. } = &sb.items[4] else { panic!() };
        assert_eq!(route.as_deref(), Some("/core"), "index.md is the category page");
        assert_eq!(items.len(), 1, "index.md is not listed twice");
        let cats = t.category_pages(0);
        assert_eq!(cats.len(), 1);
        assert_eq!(cats[0].title, "All guides");
        assert!(matches!(cats[0].blocks.last(), Some(Block::Cards(c)) if c.len() == 2));
    }

    #[test]
    fn bad_category_json_is_an_error_with_position() {
        let s = site(&[("docs/x/_category_.json", "{\n  \"label\": 3\n}"), ("docs/x/a.md", "a")]);
        let mut diags = vec![];
        load(s.path(), "docs", false, "", &mut diags);
        assert_eq!(diags.len(), 1);
        assert_eq!(diags[0].code, "docc::category");
        assert_eq!(diags[0].line_col().0, 2);
    }

    #[test]
    fn category_yaml_is_read_within_the_yaml_budgets() {
        // 481 bytes: ten aliases of ten aliases, nine levels deep (10^9 nodes expanded).
        let mut bomb = String::from("label: Bomb\nx-a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
        for (i, c) in "bcdefghi".chars().enumerate() {
            let prev = char::from(b'a' + i as u8);
            bomb += &format!("x-{c}: &{c} [{}]\n", vec![format!("*{prev}"); 10].join(", "));
        }
        let s = site(&[("docs/x/_category_.yml", &bomb), ("docs/x/a.md", "a"), ("docs/y/_category_.yml", "label: Fine\nposition: 2\n"), ("docs/y/b.md", "b")]);
        let mut diags = vec![];
        let t = load(s.path(), "docs", false, "", &mut diags);
        let got: Vec<(&str, &str, usize)> = diags.iter().map(|d| (d.code, d.file_name(), d.line_col().0)).collect();
        assert_eq!(got.len(), 1, "{diags:?}");
        assert_eq!((got[0].0, got[0].1), ("docc::category", "docs/x/_category_.yml"));
        assert!(diags[0].message.contains("alias"), "{}", diags[0].message);
        assert!(t.docs.iter().any(|d| d.title == "b"));
    }
}
