//! Link and image resolution. While a page renders, links are resolved as far as they
//! can be (relative `.md` file links → routes, relative URLs → absolute routes) and
//! recorded; only after every phase has produced its pages are routes and anchors
//! checked, because docs link to API pages and API pages link back to docs.

use crate::config::Policy;
use docc_diag::confine::{ContentRoot, Refused};
use docc_diag::{nearest, Diagnostic, Nearest, SourceFile};
use docc_markdown::RenderCtx;
use docc_model::{Asset, Assets, Block, Card, Page};
use std::collections::{HashMap, HashSet};
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// An internal link to check once all routes exist.
/// An MDX component shown by its children.
#[derive(Debug, Clone)]
pub struct ComponentUse {
    pub name: String,
    pub file: Arc<SourceFile>,
    /// The use's span in `file`.
    pub span: Range<usize>,
    /// Why a site component could not be rendered (its reason and where in the code it
    /// stopped apart); `None` when it is not a site component.
    pub why: Option<docc_markdown::NotRendered>,
}

#[derive(Debug, Clone)]
pub struct PendingLink {
    pub file: Arc<SourceFile>,
    pub span: Range<usize>,
    pub route: String,
    pub anchor: Option<String>,
    /// The site component docc could not render whose children hold the link (`UIType.CustomUIContent`):
    /// whether Docusaurus's render shows the link, docc cannot tell.
    pub inside: Option<String>,
    /// Docusaurus 2 only: a relative link (`a/b`, no `/`, no `.md`) read from the site root
    /// (`/a/b`), and whether that names a file of the static folder. Its link checker
    /// (`@docusaurus/core` 2.x `brokenLinks.js` `filterExistingFileLinks`) looks for
    /// `outDir/<link>` (`.html`, `/index.html`) before matching routes, so a relative link that
    /// is broken beside the page but names a page or file from the root is not reported.
    pub root_reading: Option<(String, bool)>,
}

/// Images embedded into the pack, deduplicated by path. Files are read through the
/// content root, so a symlinked `env.png -> /proc/self/environ` is refused, not embedded.
#[derive(Default)]
pub struct AssetTable {
    by_path: HashMap<PathBuf, u32>,
    /// Path of each asset, by index (the inverse of `by_path`).
    paths: Vec<PathBuf>,
    pub assets: Assets,
    /// Origins of external images (`https://host`), allowed by the page's CSP `img-src`.
    pub external_origins: std::collections::BTreeSet<String>,
    root: Option<ContentRoot>,
}

impl AssetTable {
    /// A table that reads only what `root` allows (without one, only the site folder).
    pub fn confined(root: ContentRoot) -> Self {
        AssetTable { root: Some(root), ..Default::default() }
    }

    /// The content root files are read through (MDX partials and raw imports use it too).
    pub fn root(&self, site_dir: &Path) -> ContentRoot {
        self.root.clone().unwrap_or_else(|| ContentRoot::new(site_dir))
    }

    /// Reads `path` once and returns its asset index.
    pub fn add(&mut self, site_dir: &Path, path: &Path) -> Result<u32, Refused> {
        if let Some(&i) = self.by_path.get(path) {
            return Ok(i);
        }
        let full = site_dir.join(path);
        let bytes = match &self.root {
            Some(root) => root.read(&full)?,
            None => ContentRoot::new(site_dir).read(&full)?,
        };
        let mime = crate::mime::of_asset(path);
        let bytes = sanitized(mime, bytes).map_err(|e| Refused::Io(std::io::Error::new(std::io::ErrorKind::InvalidData, e)))?;
        let i = self.assets.items.len() as u32;
        self.assets.items.push(Asset { mime: mime.to_string(), name: path.to_string_lossy().replace('\\', "/"), bytes });
        self.by_path.insert(path.to_path_buf(), i);
        self.paths.push(path.to_path_buf());
        Ok(i)
    }

    /// An asset made at compile time rather than read (an inline `<svg>` drawing), keyed by
    /// its file and content (`file#svg-<sha256 prefix>`), so a page rendered twice stores it once.
    pub fn add_made(&mut self, key: PathBuf, mime: &str, bytes: Vec<u8>) -> Result<u32, String> {
        if let Some(&i) = self.by_path.get(&key) {
            return Ok(i);
        }
        let bytes = sanitized(mime, bytes)?;
        let i = self.assets.items.len() as u32;
        self.assets.items.push(Asset { mime: mime.to_string(), name: key.to_string_lossy().replace('\\', "/"), bytes });
        self.by_path.insert(key.clone(), i);
        self.paths.push(key);
        Ok(i)
    }

    /// The path asset `i` was read from.
    pub fn path(&self, i: u32) -> Option<&Path> {
        self.paths.get(i as usize).map(PathBuf::as_path)
    }

    /// Moves a phase's own table into this one (phases run in parallel, each with its own
    /// table, so that their asset numbers do not depend on thread timing) and renumbers that
    /// phase's pages. An image both tables hold is stored once.
    pub fn absorb(&mut self, other: AssetTable, pages: &mut [Page]) {
        let map: Vec<u32> = other
            .paths
            .into_iter()
            .zip(other.assets.items)
            .map(|(path, asset)| match self.by_path.get(&path) {
                Some(&i) => i,
                None => {
                    let i = self.assets.items.len() as u32;
                    self.assets.items.push(asset);
                    self.by_path.insert(path.clone(), i);
                    self.paths.push(path);
                    i
                }
            })
            .collect();
        self.external_origins.extend(other.external_origins);
        if map.iter().enumerate().all(|(i, &n)| i as u32 == n) {
            return;
        }
        for p in pages {
            docc_model::for_each_image(&mut p.blocks, &mut |img| img.asset = img.asset.and_then(|a| map.get(a as usize).copied()));
            // The one asset that is not an image: the OpenAPI spec offered for download.
            for b in &mut p.blocks {
                if let docc_model::Block::ApiOverview(o) = b {
                    if let Some(spec) = &mut o.spec {
                        spec.asset = map[spec.asset as usize];
                    }
                }
            }
        }
    }
}

impl AssetTable {
    /// Renumbers the assets added after the first `keep` in the order the pages first use
    /// them. Parallel rendering adds images in whatever order the threads reach them; this
    /// makes the pack byte-identical from run to run and for any thread count.
    pub fn stable_order(&mut self, keep: usize, pages: &mut [&mut Page]) {
        let n = self.assets.items.len();
        let mut new_index: Vec<Option<u32>> = vec![None; n];
        let mut order: Vec<usize> = (0..keep.min(n)).collect();
        for (i, slot) in new_index.iter_mut().enumerate().take(keep.min(n)) {
            *slot = Some(i as u32);
        }
        for p in pages.iter_mut() {
            docc_model::for_each_image(&mut p.blocks, &mut |img| {
                if let Some(old) = img.asset.map(|a| a as usize).filter(|&a| a < n && new_index[a].is_none()) {
                    new_index[old] = Some(order.len() as u32);
                    order.push(old);
                }
            });
        }
        // Assets no page shows (none today) keep a stable place too: by name, at the end.
        let mut rest: Vec<usize> = (0..n).filter(|&i| new_index[i].is_none()).collect();
        rest.sort_by(|&a, &b| self.assets.items[a].name.cmp(&self.assets.items[b].name));
        for old in rest {
            new_index[old] = Some(order.len() as u32);
            order.push(old);
        }
        if order.iter().enumerate().all(|(i, &o)| i == o) {
            return;
        }
        for p in pages.iter_mut() {
            docc_model::for_each_image(&mut p.blocks, &mut |img| img.asset = img.asset.and_then(|a| new_index.get(a as usize).copied().flatten()));
        }
        let mut items: Vec<Option<Asset>> = std::mem::take(&mut self.assets.items).into_iter().map(Some).collect();
        self.assets.items = order.iter().map(|&o| items[o].take().expect("each asset placed once")).collect();
        for i in self.by_path.values_mut() {
            *i = new_index[*i as usize].expect("every asset has a place");
        }
    }
}

/// SVG assets lose scripts, handlers and external references (`crate::svg`): the
/// runtime serves them as `blob:` URLs of the site's origin, which a visitor can open in a tab.
pub fn sanitized(mime: &str, bytes: Vec<u8>) -> Result<Vec<u8>, String> {
    if mime == "image/svg+xml" {
        crate::svg::sanitize(&bytes).map_err(|e| format!("not a well-formed SVG image: {e}"))
    } else {
        Ok(bytes)
    }
}

/// Lexically normalises `a/./b/../c` → `a/c` (no file-system access); `None` if it escapes the root.
pub fn normalize(path: &Path) -> Option<PathBuf> {
    let out = docc_diag::paths::lexical(path.strip_prefix("/").unwrap_or(path));
    (!out.starts_with("..")).then_some(out)
}

/// A path relative to the site folder named by a page (a `.md` link or an image next to it),
/// lexically normalised; unlike [`normalize`] it may lead out of the site folder, because the
/// page itself may sit there (`docs: { path: '../docs' }`: `../docs/api/hooks.md`). Nothing is
/// read by this: a file read goes through the content root, which decides what may be read
/// (the site's repository), and a `.md` target is only looked up among the pages.
pub fn from_site(path: &Path) -> PathBuf {
    docc_diag::paths::lexical(path.strip_prefix("/").unwrap_or(path))
}

/// `/a/b.html`, `/a/b/index.html`, `/a/b/` → `/a/b`; the root stays `/`.
/// `path` without the site's base path (`/docs/x` under baseUrl `/docs/` is `/x`), or as it is.
fn strip_base<'p>(base_path: &str, path: &'p str) -> &'p str {
    // Docusaurus's config validation gives baseUrl its slashes: `/docs` is `/docs/`.
    let base = base_path.trim_end_matches('/');
    if base.trim_start_matches('/').is_empty() {
        return path;
    }
    if path == base {
        return "/";
    }
    match path.strip_prefix(base) {
        Some(rest) if rest.starts_with('/') => rest,
        _ => path,
    }
}

pub fn normalize_route(route: &str) -> String {
    let mut r = route.to_string();
    if let Some(s) = r.strip_suffix("/index.html") {
        r = s.to_string();
    } else if let Some(s) = r.strip_suffix(".html") {
        r = s.to_string();
    }
    while r.len() > 1 && r.ends_with('/') {
        r.pop();
    }
    if r.is_empty() {
        r.push('/');
    }
    r
}

/// `https://host:port/x.png` → `https://host:port`; `//host/x` → `host` (the page's scheme);
/// other schemes (`data:`) need no host in the CSP.
pub fn image_origin(src: &str) -> Option<String> {
    let lower = src.to_ascii_lowercase();
    let (prefix, rest) = if let Some(r) = lower.strip_prefix("https://") {
        ("https://", r)
    } else if let Some(r) = lower.strip_prefix("http://") {
        ("http://", r)
    } else if let Some(r) = lower.strip_prefix("//") {
        ("", r)
    } else {
        return None;
    };
    let host = rest.split(['/', '?', '#']).next().unwrap_or("");
    let host = host.rsplit('@').next().unwrap_or(host);
    let ok = !host.is_empty() && host.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':' | '[' | ']'));
    ok.then(|| format!("{prefix}{host}"))
}

fn is_external(dest: &str) -> bool {
    let lower = dest.to_ascii_lowercase();
    lower.starts_with("//")
        || lower
            .split_once(':')
            .is_some_and(|(scheme, _)| !scheme.is_empty() && scheme.chars().all(|c| c.is_ascii_alphanumeric() || c == '+' || c == '-' || c == '.'))
}

/// Schemes that run script when a link is followed (`javascript:`, `vbscript:`) or open a
/// document in an opaque origin that a visitor cannot tell apart from the site (`data:`).
/// Browsers drop tabs, newlines and leading spaces/control characters before reading the
/// scheme, so they are dropped here too.
pub fn unsafe_scheme(dest: &str) -> Option<&'static str> {
    let cleaned: String = dest.chars().filter(|c| !c.is_ascii_whitespace() && !c.is_control()).take(16).collect::<String>().to_ascii_lowercase();
    ["javascript:", "vbscript:", "data:"].into_iter().find(|s| cleaned.starts_with(s))
}

fn percent_decode(s: &str) -> String {
    // As bytes (a `%` may be followed by a multi-byte character); invalid escapes stay as written.
    percent_encoding::percent_decode_str(s).decode_utf8_lossy().into_owned()
}

/// Resolves `rel` against the route `base` as a browser would resolve a relative URL.
pub(crate) fn resolve_relative_route(base: &str, rel: &str) -> String {
    let mut parts: Vec<&str> = base.split('/').filter(|s| !s.is_empty()).collect();
    parts.pop(); // the page itself
    for seg in rel.split('/') {
        match seg {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            s => parts.push(s),
        }
    }
    format!("/{}", parts.join("/"))
}

/// The site-wide link rules (Docusaurus's, see README "Links"): where docs and static
/// files live, which routes only the live site serves, and what a broken link does.
#[derive(Debug, Clone)]
pub struct LinkRules {
    /// Docs folder, relative to the site directory: bare `.md` links that do not resolve
    /// next to the linking file are tried from here, as Docusaurus does.
    pub docs_dir: PathBuf,
    /// Static folder, relative to the site directory: `/img/x.png` = `static/img/x.png`.
    pub static_dir: PathBuf,
    /// Route prefixes that exist only on the live site (blog, React pages, other plugins).
    pub live_routes: Vec<String>,
    /// Client redirects (from route → to route, base path removed).
    pub redirects: HashMap<String, String>,
    /// `url` + `base_path` without the trailing slash; empty when the site has no `url`.
    pub live_url: String,
    /// The site's base path (`/immer/`): an absolute image path under it names a static file.
    pub base_path: String,
    /// Older docs versions: (`versioned_docs/version-9.x`, their live route `/docs/v9`).
    pub live_versions: Vec<(PathBuf, String)>,
    /// Folders of the docs versions (`versioned_docs/version-20.x`, `docs`) of a versioned site,
    /// and of the other docs instances (`community`): a bare `.md` link is looked up in its own.
    pub version_dirs: Vec<PathBuf>,
    /// The other docs instances' folders and ids (`community`, `community`).
    pub instance_dirs: Vec<(PathBuf, String)>,
    pub on_broken_links: Policy,
    pub on_broken_anchors: Policy,
    /// A `.md` link to a file that is no doc (Docusaurus's `onBrokenMarkdownLinks`).
    pub on_broken_markdown_links: Policy,
    pub magic_comments: Vec<docc_markdown::mdx::MagicComment>,
    pub npm2yarn: Option<docc_markdown::npm2yarn::Npm2Yarn>,
    pub tab_blocks: Option<docc_markdown::tab_blocks::TabBlocks>,
    /// The site's Docusaurus major version (`MarkdownConfig::docusaurus_major`).
    pub docusaurus_major: Option<u32>,
    /// What the compile's pages may spend on their site components, together (issue 32: one
    /// component used on every page is otherwise bounded only page by page).
    pub js_budget: docc_js::SiteBudget,
}

impl Default for LinkRules {
    fn default() -> Self {
        LinkRules {
            docs_dir: "docs".into(),
            static_dir: "static".into(),
            live_routes: vec![],
            redirects: HashMap::new(),
            live_url: String::new(),
            base_path: "/".into(),
            live_versions: vec![],
            version_dirs: vec![],
            instance_dirs: vec![],
            on_broken_links: Policy::Throw,
            on_broken_anchors: Policy::Warn,
            on_broken_markdown_links: Policy::Throw,
            magic_comments: vec![],
            npm2yarn: None,
            tab_blocks: None,
            docusaurus_major: None,
            js_budget: docc_js::SiteBudget::default(),
        }
    }
}

impl LinkRules {
    pub fn from_config(config: &crate::config::Config) -> Self {
        let live_url =
            if config.url.is_empty() { String::new() } else { format!("{}{}", config.url.trim_end_matches('/'), config.base_path.trim_end_matches('/')) };
        LinkRules {
            docs_dir: PathBuf::from(&config.docs.dir),
            static_dir: PathBuf::from(&config.docs.static_dir),
            live_routes: config.live_routes.clone(),
            redirects: config
                .redirects
                .iter()
                .map(|(from, to)| (normalize_route(strip_base(&config.base_path, from)), normalize_route(strip_base(&config.base_path, to))))
                .collect(),
            live_url,
            base_path: config.base_path.clone(),
            live_versions: config
                .docs
                .live_versions
                .iter()
                .map(|(name, path)| {
                    (PathBuf::from(format!("versioned_docs/version-{name}")), format!("{}/{}", config.docs.route_prefix(), path.trim_matches('/')))
                })
                .collect(),
            version_dirs: config
                .docs
                .versions
                .iter()
                .map(|v| PathBuf::from(&v.dir))
                .chain(config.docs.instances.iter().map(|i| PathBuf::from(&i.dir)))
                .collect(),
            instance_dirs: config.docs.instances.iter().map(|i| (PathBuf::from(&i.dir), i.id.clone())).collect(),
            on_broken_links: config.on_broken_links,
            on_broken_anchors: config.on_broken_anchors,
            on_broken_markdown_links: config.on_broken_markdown_links.unwrap_or(config.on_broken_links),
            magic_comments: config.markdown.magic_comments.clone(),
            npm2yarn: config.markdown.npm2yarn.as_ref().map(|n| docc_markdown::npm2yarn::Npm2Yarn { sync: n.sync, converters: n.converters.clone() }),
            tab_blocks: config.markdown.tab_blocks.as_ref().map(crate::config::TabBlocksConfig::options),
            docusaurus_major: config.markdown.docusaurus_major,
            js_budget: docc_js::SiteBudget::default(),
        }
    }

    /// The docs instance a site-relative path belongs to: another instance's id, `default` for
    /// the docs folder and its versions, `None` elsewhere (the pages folder).
    pub(crate) fn instance_of(&self, path: &Path) -> Option<&str> {
        if let Some((_, id)) = self.instance_dirs.iter().filter(|(d, _)| path.starts_with(d)).max_by_key(|(d, _)| d.as_os_str().len()) {
            return Some(id);
        }
        (path.starts_with(&self.docs_dir) || self.version_dirs.iter().any(|d| path.starts_with(d))).then_some("default")
    }

    /// The live-site prefix a route falls under, if any.
    pub fn live_prefix(&self, route: &str) -> Option<&str> {
        self.live_routes.iter().map(String::as_str).find(|p| *p == "/" && route == "/" || *p != "/" && (route == *p || route.starts_with(&format!("{p}/"))))
    }
}

/// Applies a policy to a diagnostic: `throw` = error, `warn`/`log` = warning, `ignore` = dropped.
pub fn by_policy(policy: Policy, mut d: Diagnostic) -> Option<Diagnostic> {
    d.severity = match policy {
        Policy::Throw => docc_diag::Severity::Error,
        Policy::Warn | Policy::Log => docc_diag::Severity::Warning,
        Policy::Ignore => return None,
    };
    Some(d)
}

/// The route of every docs file, with the two lookups link resolution makes for each link:
/// is this a docs route, and which route is it ignoring case. Built once per compile, so a
/// link costs hash lookups, not a scan of every route.
#[derive(Default)]
pub struct FileRoutes {
    by_file: HashMap<PathBuf, String>,
    routes: HashSet<String>,
    /// Lower-cased route → the route as the page has it.
    by_lower: HashMap<String, String>,
    /// "Did you mean" over the doc files (sorted), built at the first broken `.md` link and
    /// shared by every page's render: rebuilding it per link made a site with many broken
    /// links quadratic (issue 31).
    files_index: std::sync::OnceLock<Nearest>,
}

impl FileRoutes {
    /// The doc file closest to the missing `file`, for "did you mean".
    fn nearest_file(&self, file: &str) -> Option<String> {
        let index = self.files_index.get_or_init(|| {
            let mut files: Vec<String> = self.by_file.keys().map(|k| k.to_string_lossy().into_owned()).collect();
            files.sort();
            Nearest::new(files.iter().map(String::as_str))
        });
        index.find(file).map(str::to_string)
    }

    pub fn contains_route(&self, route: &str) -> bool {
        self.routes.contains(route)
    }

    /// The route that equals `route` ignoring ASCII case, if any.
    fn ignoring_case(&self, route: &str) -> Option<&String> {
        self.by_lower.get(&route.to_ascii_lowercase())
    }
}

impl From<HashMap<PathBuf, String>> for FileRoutes {
    fn from(by_file: HashMap<PathBuf, String>) -> Self {
        let routes: HashSet<String> = by_file.values().cloned().collect();
        // Sorted, so that of two routes differing only in case the same one wins every compile.
        let mut sorted: Vec<&String> = routes.iter().collect();
        sorted.sort();
        let mut by_lower = HashMap::new();
        for r in sorted {
            by_lower.entry(r.to_ascii_lowercase()).or_insert_with(|| r.clone());
        }
        FileRoutes { by_file, routes, by_lower, files_index: std::sync::OnceLock::new() }
    }
}

impl std::ops::Deref for FileRoutes {
    type Target = HashMap<PathBuf, String>;
    fn deref(&self) -> &Self::Target {
        &self.by_file
    }
}

/// Everything a page render needs to resolve links and images.
pub struct LinkCtx<'a> {
    pub site_dir: &'a Path,
    pub rules: &'a LinkRules,
    /// The file being rendered (diagnostics point into it).
    pub file: Arc<SourceFile>,
    /// Directory of the Markdown file relative to the site dir (docs only).
    pub file_dir: Option<PathBuf>,
    /// Route of the page being rendered, when known (enables `#anchor` and relative URLs).
    pub page_route: Option<String>,
    /// The page's URL is a folder's (`/docs/voice/intents/`, Docusaurus's URL of a category
    /// index): relative links resolve inside it, as the browser and Docusaurus's link checker do.
    pub page_folder: bool,
    /// Source file (relative to site dir) → route, for `.md` links.
    pub file_routes: &'a FileRoutes,
    pub assets: &'a Mutex<AssetTable>,
    pub pending: Vec<PendingLink>,
    pub diagnostics: Vec<Diagnostic>,
    /// Links that went to the live site: (route prefix, file, span); summarised once per site.
    pub live_links: Vec<(String, Arc<SourceFile>, Range<usize>)>,
    /// Uses of MDX components docc does not render: (name, file, span); one warning per name.
    pub components: Vec<crate::links::ComponentUse>,
    /// Cards of the doc's category, for MDX `<DocCardList />` (docs only).
    pub doc_cards: Option<Vec<Card>>,
    /// Site components docc could not render, whose children are being rendered (outermost first).
    pub unrendered: Vec<String>,
    /// What Docusaurus gives the doc's components (`RenderCtx::page_data`), made on first ask
    /// (docs only; `render_doc` gives `DocsTree::page_data` of the doc).
    pub doc: Option<&'a dyn Fn() -> docc_js::PageData>,
    /// `page_data` was asked for (and given).
    pub gave_page_data: bool,
}

impl<'a> LinkCtx<'a> {
    pub fn new(
        site_dir: &'a Path,
        rules: &'a LinkRules,
        file: Arc<SourceFile>,
        file_dir: Option<PathBuf>,
        page_route: Option<String>,
        file_routes: &'a FileRoutes,
        assets: &'a Mutex<AssetTable>,
    ) -> Self {
        LinkCtx {
            site_dir,
            rules,
            file,
            file_dir,
            page_route,
            page_folder: false,
            file_routes,
            assets,
            pending: Vec::new(),
            diagnostics: Vec::new(),
            live_links: Vec::new(),
            components: Vec::new(),
            doc_cards: None,
            unrendered: Vec::new(),
            doc: None,
            gave_page_data: false,
        }
    }

    fn record(&mut self, route: String, anchor: Option<String>, span: Range<usize>, root_reading: Option<(String, bool)>) {
        let inside = self.unrendered.first().cloned();
        self.pending.push(PendingLink { file: self.file.clone(), span, route, anchor, inside, root_reading });
    }

    /// Docusaurus 2's reading of a relative link as a file of its output folder
    /// (`PendingLink::root_reading`): the route from the site root, and whether the static
    /// folder has that file. None for other versions and for a path that leaves the root.
    fn root_reading(&self, path: &str) -> Option<(String, bool)> {
        if self.rules.docusaurus_major.is_none_or(|m| m > 2) || path.starts_with('/') || path.starts_with("@site/") {
            return None;
        }
        let mut depth = 0usize;
        for seg in path.split('/') {
            match seg {
                "" | "." => {}
                ".." if depth == 0 => return None,
                ".." => depth -= 1,
                _ => depth += 1,
            }
        }
        let route = normalize_route(&resolve_relative_route("/_", path));
        let file = self.static_file(&route).is_some();
        Some((route, file))
    }

    fn broken(&mut self, d: Diagnostic) {
        if let Some(d) = by_policy(self.rules.on_broken_links, d) {
            self.diagnostics.push(d);
        }
    }

    /// A `.md`/`.mdx` link target, as Docusaurus's `resolveMarkdownLinkPathname`
    /// (docusaurus-utils `markdownLinks.ts`) finds it: `@site/x.md` from the site folder;
    /// `/x.md` from the linking file's own content folder (its docs version's, or its
    /// instance's), then the site folder; `./x.md` and `../x.md` next to the linking file only;
    /// `x.md` next to the linking file, then from its content folder, then the site folder.
    /// Never through another version's folder: a versioned doc's link names its version's files.
    fn md_target(&self, path: &str) -> (Option<String>, Option<PathBuf>) {
        let content_dir = self.content_dir();
        let mut tries: Vec<Option<PathBuf>> = Vec::new();
        if let Some(site_rel) = path.strip_prefix("@site/") {
            tries.push(normalize(Path::new(site_rel)));
        } else if let Some(abs) = path.strip_prefix('/') {
            tries.push(Some(from_site(&content_dir.join(abs))));
            tries.push(normalize(Path::new(abs)));
        } else {
            if let Some(dir) = &self.file_dir {
                tries.push(Some(from_site(&dir.join(path))));
            }
            if !(path.starts_with("./") || path.starts_with("../")) || self.file_dir.is_none() {
                tries.push(Some(from_site(&content_dir.join(path))));
                tries.push(normalize(Path::new(path)));
            }
        }
        let first = tries.first().cloned().flatten();
        for t in tries.into_iter().flatten() {
            if let Some(r) = self.file_routes.get(&t) {
                return (Some(r.clone()), Some(t));
            }
        }
        (None, first)
    }

    /// The content folder of the linking file: its docs version's or docs instance's folder
    /// (the deepest that holds it), else the docs folder.
    fn content_dir(&self) -> &Path {
        let Some(f) = &self.file_dir else { return &self.rules.docs_dir };
        self.rules
            .version_dirs
            .iter()
            .chain(self.rules.instance_dirs.iter().map(|(d, _)| d))
            .filter(|d| f.starts_with(d))
            .max_by_key(|d| d.as_os_str().len())
            .map(PathBuf::as_path)
            .unwrap_or(&self.rules.docs_dir)
    }

    /// A `.md` link from one docs instance's file to another's: docc resolves it, Docusaurus
    /// does not (its docs plugin resolves `.md` links among its own files only, so its build
    /// reports the link broken): a warning that says to link by route.
    fn cross_instance(&mut self, written: &str, target: Option<&Path>, route: &str, span: Range<usize>) {
        if self.rules.instance_dirs.is_empty() {
            return;
        }
        let from = self.file_dir.as_deref().and_then(|d| self.rules.instance_of(d));
        let to = target.and_then(|t| self.rules.instance_of(t));
        let (Some(from), Some(to)) = (from, to) else { return };
        if from == to {
            return;
        }
        self.diagnostics.push(
            Diagnostic::warning(
                "docc::cross-instance-link",
                format!("`{written}` is a file of the docs instance `{to}`; Docusaurus resolves `.md` links only among the linking file's own instance (`{from}`), so its build finds this link broken"),
            )
            .at(&self.file, span, "a file of another docs instance")
            .help(format!("link to the page's route, `{route}`, which both docc and Docusaurus resolve")),
        );
    }

    /// A file of the static folder (or, for `@site/…`, of the site) that a link names.
    fn static_file(&self, path: &str) -> Option<PathBuf> {
        let rel = if let Some(site_rel) = path.strip_prefix("@site/") {
            normalize(Path::new(site_rel))?
        } else {
            normalize(&self.rules.static_dir.join(path.trim_start_matches('/')))?
        };
        self.site_dir.join(&rel).is_file().then_some(rel)
    }

    /// `versioned_docs/version-9.x/nextjs/intro.md` → (`/docs/v9`, `/docs/v9/nextjs/intro`).
    fn older_version(&self, target: &Path) -> Option<(String, String)> {
        self.rules.live_versions.iter().find_map(|(dir, route)| {
            let rest = target.strip_prefix(dir).ok()?.with_extension("");
            let rest = rest.to_string_lossy().replace('\\', "/");
            Some((route.clone(), normalize_route(&format!("{route}/{}", rest.trim_end_matches("/index")))))
        })
    }

    /// Docusaurus matches routes ignoring case (react-router's default), so `/API/utils` opens
    /// `/api/utils` and `/variables/poseidon` opens `/variables/Poseidon` (o1-labs' typedoc
    /// pages); docc writes the route as the page has it. A route no page has exactly is looked
    /// up in `FileRoutes`' lower-case index.
    fn canonical_case(&self, route: String) -> String {
        if self.file_routes.contains_route(&route) {
            return route;
        }
        self.file_routes.ignoring_case(&route).cloned().unwrap_or(route)
    }

    /// A site-absolute link that already starts with the base URL (`/docs/config` under
    /// baseUrl `/docs/`) names the route after it, as Docusaurus's `<Link>` does: its
    /// `addBaseUrl` prepends the base only when the URL does not start with it, and turns
    /// `/docs` into `/docs/`.
    fn without_base<'p>(&self, path: &'p str) -> &'p str {
        strip_base(&self.rules.base_path, path)
    }

    /// The href of a file served by the live site: its URL there, or the path as written.
    fn live_href(&self, route: &str) -> String {
        if self.rules.live_url.is_empty() {
            route.to_string()
        } else {
            format!("{}{}", self.rules.live_url, route)
        }
    }
}

impl LinkCtx<'_> {
    /// `image`, and `image_as_written` when not `strict` (a missing file is then a warning).
    fn image_checked(&mut self, src: &str, span: Range<usize>, strict: bool) -> Option<u32> {
        let src = src.trim();
        if is_external(src) {
            if let Some(origin) = image_origin(src) {
                self.assets.lock().expect("asset table lock").external_origins.insert(origin);
            }
            return None;
        }
        let src = percent_decode(src.split(['?', '#']).next().unwrap_or(src));
        // `..\img\x.png` (a path written on Windows): Docusaurus up to 3.9 parses an image URL
        // with Node's legacy `url.parse`, which turns each `\` before the query into `/`, so the
        // image is found on any system; later versions look for a file named with backslashes
        // and fail. docc reads `\` as `/`, confined like any path, and warns.
        let written = src.clone();
        let backslashes = src.contains('\\');
        let src = if backslashes { src.replace('\\', "/") } else { src };
        let path = if let Some(site_rel) = src.strip_prefix("@site/") {
            normalize(Path::new(site_rel))
        } else if let Some(abs) = src.strip_prefix('/') {
            let in_static = |p: &str| normalize(&self.rules.static_dir.join(p));
            // `<img src="/immer/img/x.svg">` under baseUrl `/immer/`: a URL of the live site, which
            // serves static/img/x.svg there (Docusaurus leaves JSX `src` as written).
            let under_base = self.rules.base_path.trim_matches('/');
            match abs.strip_prefix(under_base).and_then(|r| r.strip_prefix('/')).filter(|_| !under_base.is_empty()) {
                Some(rest) if !self.site_dir.join(in_static(abs).unwrap_or_default()).is_file() => in_static(rest),
                _ => in_static(abs),
            }
        } else {
            // Next to the page, wherever it is: the content root judges the read.
            match &self.file_dir {
                Some(dir) => Some(from_site(&dir.join(&src))),
                None => normalize(Path::new(&src)),
            }
        };
        let result = path.as_ref().map(|p| self.assets.lock().expect("asset table lock").add(self.site_dir, p));
        if backslashes && matches!(result, Some(Ok(_))) {
            self.diagnostics.push(
                Diagnostic::warning("docc::backslash-path", format!("image path `{written}` separates folders with `\\`"))
                    .at(&self.file, span.clone(), "docc reads `\\` as `/` here")
                    .help(format!(
                        "write it `{src}`: Docusaurus 3.9 and earlier read `\\` as `/` in an image path, later versions look for a file named with backslashes and fail on Linux and macOS"
                    )),
            );
        }
        let slash_help = if backslashes { " (docc read its `\\` as `/`; write paths with `/`)" } else { "" };
        match result {
            Some(Ok(i)) => Some(i),
            Some(Err(e)) if e.is_policy() => {
                let shown = path.map(|p| p.to_string_lossy().into_owned()).unwrap_or_default();
                self.diagnostics.push(
                    Diagnostic::error("docc::outside-root", format!("image `{src}` is not read ({shown}): {e}"))
                        .at(&self.file, span, "this image")
                        .help(e.help()),
                );
                None
            }
            Some(Err(e)) if !strict => {
                let shown = path.map(|p| p.to_string_lossy().into_owned()).unwrap_or_default();
                self.diagnostics.push(
                    Diagnostic::warning("docc::missing-image", format!("image `{written}` cannot be read ({shown}: {e}){slash_help}; kept as the URL written"))
                        .at(&self.file, span, "this image")
                        .help("a JSX `src` string is left to the browser, as Docusaurus leaves it (its build passes, the page shows a broken image): add the file, or correct the path; absolute paths (/img/x.png) are relative to the static folder"),
                );
                None
            }
            Some(Err(e)) => {
                let shown = path.map(|p| p.to_string_lossy().into_owned()).unwrap_or_default();
                self.diagnostics.push(
                    Diagnostic::error("docc::missing-image", format!("image `{written}` cannot be read ({shown}: {e}){slash_help}"))
                        .at(&self.file, span, "this image")
                        .help("image paths are relative to the Markdown file, with `/` between folders; absolute paths (/img/x.png) are relative to the static folder"),
                );
                None
            }
            None => {
                self.diagnostics.push(
                    Diagnostic::error("docc::missing-image", format!("image path `{src}` leaves the site directory"))
                        .at(&self.file, span, "this image")
                        .help("keep images inside the site directory"),
                );
                None
            }
        }
    }
}

impl RenderCtx for LinkCtx<'_> {
    fn link(&mut self, dest: &str, span: Range<usize>) -> (String, bool) {
        let dest = dest.trim();
        if let Some(scheme) = unsafe_scheme(dest) {
            self.diagnostics.push(
                Diagnostic::error("docc::unsafe-link", format!("`{scheme}` links are not allowed"))
                    .at(&self.file, span, "unsafe link")
                    .help("link to a page or an https:// URL instead"),
            );
            return ("#".into(), true);
        }
        if is_external(dest) {
            return (dest.to_string(), false);
        }
        let (path, anchor) = match dest.split_once('#') {
            Some((p, a)) => (p, Some(a.to_string()).filter(|a| !a.is_empty())),
            None => (dest, None),
        };
        // `/?try=minimal`: the query goes along to the page; the path alone names it.
        let (path, query) = match path.split_once('?') {
            Some((p, q)) => (p, format!("?{q}")),
            None => (path, String::new()),
        };
        let path = percent_decode(path);
        // Docusaurus's escape hatch: `pathname:///x` is a plain URL path, never checked.
        if let Some(p) = path.strip_prefix("pathname://") {
            return (self.live_href(p), false);
        }
        let mut root_reading = None;
        let route = if path.is_empty() {
            match &self.page_route {
                Some(r) => r.clone(),
                None => return (dest.to_string(), true),
            }
        } else if path.ends_with(".md") || path.ends_with(".mdx") {
            match self.md_target(&path) {
                (Some(route), target) => {
                    self.cross_instance(&path, target.as_deref(), &route, span.clone());
                    route
                }
                (None, target) => {
                    if let Some((prefix, route)) = target.as_deref().and_then(|t| self.older_version(t)) {
                        // A doc of an older version: the live site serves it.
                        let href = format!("{}{}{}", self.live_href(&route), query, anchor.as_deref().map(|a| format!("#{a}")).unwrap_or_default());
                        self.live_links.push((prefix, self.file.clone(), span));
                        return (href, false);
                    }
                    let shown = target.map(|t| t.to_string_lossy().into_owned()).unwrap_or(path.clone());
                    let help = match self.file_routes.nearest_file(&shown) {
                        Some(n) => format!("did you mean `{n}`? {}", md_link_rule(&path)),
                        None => format!("link to an existing .md file or to a route; {}", md_link_rule(&path)),
                    };
                    let d = Diagnostic::error("docc::broken-link", format!("broken link: no doc file `{shown}`"))
                        .at(&self.file, span, "links to a missing file")
                        .help(help);
                    // Docusaurus's `onBrokenMarkdownLinks` (its default: a warning), not `onBrokenLinks`:
                    // Detox links the repository's `../../ARCHITECTURE.md` with `'warn'`.
                    self.diagnostics.extend(by_policy(self.rules.on_broken_markdown_links, d));
                    return (dest.to_string(), true);
                }
            }
        } else if let Some(f) = (path.starts_with('/') || path.starts_with("@site/")).then(|| self.static_file(&path)).flatten() {
            // A file of static/ (a PDF, a zip, an image): served by the host next to the page.
            let served =
                if path.starts_with("@site/") { format!("/{}", f.strip_prefix(&self.rules.static_dir).unwrap_or(&f).to_string_lossy()) } else { path.clone() };
            return (self.live_href(&served), false);
        } else if path.starts_with('/') {
            normalize_route(self.without_base(&path))
        } else {
            root_reading = self.root_reading(&path);
            match &self.page_route {
                Some(base) if self.page_folder => normalize_route(&resolve_relative_route(&format!("{base}/_"), &path)),
                Some(base) => normalize_route(&resolve_relative_route(base, &path)),
                None => normalize_route(&format!("/{path}")),
            }
        };
        let route = self.canonical_case(route);
        // A client redirect's `from` that no page has: the link goes where the redirect does.
        let route = match self.rules.redirects.get(&route) {
            Some(to) if !self.file_routes.contains_route(&route) => to.clone(),
            _ => route,
        };
        if let Some(prefix) = self.rules.live_prefix(&route).map(str::to_string) {
            if !self.file_routes.contains_route(&route) {
                if self.rules.live_url.is_empty() {
                    let d = Diagnostic::error("docc::broken-link", format!("link to `{route}`, a page only the live site has ({prefix})"))
                        .at(&self.file, span, "not in this file")
                        .help("set `url` (docc.toml or docusaurus.config) so such links open the live site");
                    self.broken(d);
                    return (dest.to_string(), true);
                }
                self.live_links.push((prefix, self.file.clone(), span));
                let href = match &anchor {
                    Some(a) => format!("{}{query}#{a}", self.live_href(&route)),
                    None => format!("{}{query}", self.live_href(&route)),
                };
                return (href, false);
            }
        }
        let href = match &anchor {
            Some(a) => format!("{route}{query}#{a}"),
            None => format!("{route}{query}"),
        };
        self.record(route, anchor, span, root_reading);
        (href, true)
    }

    /// Read from the file's header (PNG, JPEG, GIF, WebP, AVIF, ICO…: the `imagesize` crate), or
    /// from an SVG's root element; unknown formats stay unsized.
    fn image_size(&self, asset: u32) -> Option<(u32, u32)> {
        let table = self.assets.lock().expect("asset table lock");
        let asset = table.assets.items.get(asset as usize)?;
        if asset.mime.contains("svg") {
            return svg_size(&asset.bytes);
        }
        let size = imagesize::blob_size(&asset.bytes).ok()?;
        Some((u32::try_from(size.width).ok()?, u32::try_from(size.height).ok()?))
    }

    fn inline_svg(&mut self, svg: &str, span: Range<usize>) -> Option<u32> {
        // Keyed by content: a component's drawings (several in one use, or the same one on
        // many pages) are one asset each, whatever span they are reported at.
        use sha2::Digest as _;
        let digest = sha2::Sha256::digest(svg.as_bytes());
        let key = PathBuf::from(format!("{}#svg-{}", self.file.name, digest.iter().take(8).map(|b| format!("{b:02x}")).collect::<String>()));
        let added = self.assets.lock().expect("asset table lock").add_made(key, "image/svg+xml", svg.as_bytes().to_vec());
        match added {
            Ok(i) => Some(i),
            Err(e) => {
                self.diagnostics.push(
                    Diagnostic::warning("docc::inline-svg", format!("this inline <svg> is not shown: {e}"))
                        .at(&self.file, span, "this drawing")
                        .help("write the drawing as well-formed SVG with literal attribute values, or save it as an .svg file and use it as an image"),
                );
                None
            }
        }
    }

    fn image(&mut self, src: &str, span: Range<usize>) -> Option<u32> {
        self.image_checked(src, span, true)
    }

    fn image_as_written(&mut self, src: &str, span: Range<usize>) -> Option<u32> {
        self.image_checked(src, span, false)
    }

    fn diag(&mut self, d: Diagnostic) {
        self.diagnostics.push(d);
    }

    fn enter_unrendered(&mut self, name: &str) {
        self.unrendered.push(name.to_string());
    }

    fn leave_unrendered(&mut self) {
        self.unrendered.pop();
    }

    fn magic_comments(&self) -> &[docc_markdown::mdx::MagicComment] {
        &self.rules.magic_comments
    }
    fn npm2yarn(&self) -> Option<&docc_markdown::npm2yarn::Npm2Yarn> {
        self.rules.npm2yarn.as_ref()
    }
    fn tab_blocks(&self) -> Option<&docc_markdown::tab_blocks::TabBlocks> {
        self.rules.tab_blocks.as_ref()
    }
    fn docusaurus_major(&self) -> Option<u32> {
        self.rules.docusaurus_major
    }

    fn link_unchecked(&mut self, dest: &str, span: Range<usize>) -> (String, bool) {
        if unsafe_scheme(dest.trim()).is_some() {
            return self.link(dest, span);
        }
        let (p, d, l) = (self.pending.len(), self.diagnostics.len(), self.live_links.len());
        let out = self.link(dest, span);
        self.pending.truncate(p);
        self.diagnostics.truncate(d);
        self.live_links.truncate(l);
        out
    }

    fn component(&mut self, name: &str, span: Range<usize>, why: Option<&docc_markdown::NotRendered>) {
        self.components.push(ComponentUse { name: name.to_string(), file: self.file.clone(), span, why: why.cloned() });
    }

    fn site_dir(&self) -> Option<&Path> {
        Some(self.site_dir)
    }

    fn js_budget(&self) -> Option<docc_js::SiteBudget> {
        Some(self.rules.js_budget.clone())
    }

    fn read_file(&mut self, spec: &str, span: Range<usize>) -> Option<Arc<SourceFile>> {
        let spec = spec.trim();
        let rel = if let Some(site_rel) = spec.strip_prefix("@site/") {
            normalize(Path::new(site_rel))
        } else if let Some(site_rel) = spec.strip_prefix('/') {
            // A server-relative request: webpack 5 resolves it against `resolve.roots`, which
            // defaults to the context, Docusaurus's site folder (SuperTokens imports
            // `/docs/_blocks/react-router-callout.mdx`). Never a path of the machine.
            normalize(Path::new(site_rel))
        } else if spec.starts_with("./") || spec.starts_with("../") {
            // Relative to the importing file, which may itself sit outside the site folder
            // (`docs: { path: '../docs' }`): the content root below decides what may be read.
            Some(docc_diag::paths::lexical(&self.file_dir.clone().unwrap_or_default().join(spec)))
        } else {
            self.diagnostics.push(
                Diagnostic::error("docc::mdx-import", format!("`{spec}` is not a file docc can read"))
                    .at(&self.file, span, "imported here")
                    .help("import partials and raw files by a relative path (`./_part.mdx`, `!!raw-loader!./a.ts`) or from `@site/`"),
            );
            return None;
        };
        let Some(rel) = rel else {
            self.diagnostics.push(
                Diagnostic::error("docc::outside-root", format!("`{spec}` leaves the site folder"))
                    .at(&self.file, span, "imported here")
                    .help("keep imported files inside the site folder"),
            );
            return None;
        };
        let root = self.assets.lock().expect("asset table lock").root(self.site_dir);
        match root.read_to_string(&self.site_dir.join(&rel)) {
            Ok(text) => Some(SourceFile::new(rel.to_string_lossy().replace('\\', "/"), text)),
            Err(e) => {
                let code = if e.is_policy() { "docc::outside-root" } else { "docc::mdx-import" };
                self.diagnostics.push(
                    Diagnostic::error(code, format!("imported file `{}` cannot be read: {e}", rel.display()))
                        .at(&self.file, span, "imported here")
                        .help(if e.is_policy() { e.help() } else { "import paths are relative to the importing file" }),
                );
                None
            }
        }
    }

    fn set_file(&mut self, file: &Arc<SourceFile>) -> Option<Arc<SourceFile>> {
        self.file_dir = Some(Path::new(&file.name).parent().map(Path::to_path_buf).unwrap_or_default());
        Some(std::mem::replace(&mut self.file, file.clone()))
    }

    fn doc_cards(&mut self) -> Option<Vec<Card>> {
        self.doc_cards.clone()
    }

    fn page_data(&mut self) -> Option<docc_js::PageData> {
        let data = self.doc?();
        self.gave_page_data = true;
        Some(data)
    }

    fn set_source(&mut self, file: &Arc<SourceFile>, route: Option<&str>) {
        self.file = file.clone();
        self.page_route = route.map(str::to_string);
        self.page_folder = false;
        self.file_dir = None;
    }
}

/// Where a `.md` link of `path`'s form is looked for (Docusaurus's
/// `resolveMarkdownLinkPathname`, as `DocsTree::md_target` implements it), for a broken link's help.
fn md_link_rule(path: &str) -> &'static str {
    if path.starts_with('/') {
        "a link starting with `/` names a file in the linking file's docs version (or instance) folder, then in the site folder"
    } else if path.starts_with("./") || path.starts_with("../") {
        "a link starting with `./` or `../` names a file beside the linking file only"
    } else {
        "a link like `x.md` names a file beside the linking file, then in its docs version (or instance) folder, then in the site folder"
    }
}

/// Every anchor a page offers: heading ids, footnote ids, TOC entries and the ids of
/// `<Link id>` elements (`Inline::Anchor`, which Docusaurus's `Link` collects as anchors).
pub fn anchors_of(page: &Page) -> HashSet<String> {
    let mut out: HashSet<String> = page.toc.iter().map(|t| t.id.clone()).collect();
    fn inlines(inl: &[docc_model::Inline], out: &mut HashSet<String>) {
        use docc_model::Inline;
        for i in inl {
            match i {
                Inline::Anchor { id } => {
                    out.insert(id.clone());
                }
                Inline::Emph(c) | Inline::Strong(c) | Inline::Strike(c) | Inline::Link { content: c, .. } => inlines(c, out),
                _ => {}
            }
        }
    }
    fn walk(blocks: &[Block], out: &mut HashSet<String>) {
        for b in blocks {
            match b {
                Block::Heading { id, .. } => {
                    out.insert(id.clone());
                }
                Block::Footnotes(f) => out.extend(f.iter().map(|f| f.id.clone())),
                Block::Paragraph(inl) => inlines(inl, out),
                Block::Table(t) => t.head.iter().chain(t.rows.iter().flatten()).for_each(|c| inlines(c, out)),
                _ => {}
            }
            docc_model::text::for_each_child(b, &mut |bs| walk(bs, out));
        }
    }
    walk(&page.blocks, &mut out);
    out
}

/// Whether `file` (a site-relative name) is an installed package's source.
fn is_package_source(file: &str) -> bool {
    file.split(['/', '\\']).any(|c| c == "node_modules")
}

/// Checks recorded links against the final route table: a missing route is an error
/// (the build fails), a missing anchor a warning (as in Docusaurus).
pub fn check(pending: &[PendingLink], pages: &[Page], rules: &LinkRules, diags: &mut Vec<Diagnostic>) {
    let anchors: HashMap<&str, HashSet<String>> = pages.iter().map(|p| (p.route.as_str(), anchors_of(p))).collect();
    // "Did you mean" over the routes: indexed once (in page order, so a tie is the same every
    // compile), and once per missing route, which copies and versions of a page link alike.
    let mut routes_index: Option<Nearest> = None;
    let mut suggested: HashMap<&str, Option<String>> = HashMap::new();
    for link in pending {
        // A package's own doc comments (`node_modules/@types/node/http.d.ts` linking
        // `stream.html`, a page of Node's site) are not the site's to fix: their dead links
        // are warnings even when `onBrokenLinks` throws, as TypeDoc warns and builds.
        let package = is_package_source(&link.file.name);
        match anchors.get(link.route.as_str()) {
            None => {
                let near = suggested
                    .entry(link.route.as_str())
                    .or_insert_with(|| {
                        routes_index.get_or_insert_with(|| Nearest::new(pages.iter().map(|p| p.route.as_str()))).find(&link.route).map(str::to_string)
                    })
                    .clone();
                let mut help = match near {
                    Some(n) => format!("did you mean {n}?"),
                    None if package => "the link is in a package's doc comment, which the site cannot change; it is kept as written".into(),
                    None => "link to an existing route; `docc check` lists every broken link".into(),
                };
                // In the children of a site component docc could not render (a switch that
                // shows one branch by a hook's state): Docusaurus checks only the links its
                // server render shows, so whether this one fails its build is unknown; it is
                // still broken for a reader who sees it.
                if let Some(name) = &link.inside {
                    help.push_str(&format!(
                        " (the link is inside `<{name}>`, which docc could not render: its children are shown and their links are warnings, as Docusaurus checks only the links its render shows)"
                    ));
                }
                // Docusaurus 2 does not report a relative link whose reading from the site root
                // is a page or a static file (`PendingLink::root_reading`): its build passes, and
                // the reader's browser, resolving the link beside the page, finds no page.
                let from_root = link.root_reading.as_ref().filter(|(r, file)| *file || anchors.contains_key(r.as_str()));
                if let Some((r, _)) = from_root {
                    help = format!(
                        "the link resolves beside the page, as a browser resolves it; Docusaurus 2's link checker also tries it from the site root, where `{r}` exists, so its build passes: write `{r}` (or a path relative to this page) to link there"
                    );
                }
                let soft = package || link.inside.is_some() || from_root.is_some();
                diags.extend(by_policy(
                    if soft && matches!(rules.on_broken_links, Policy::Throw) { Policy::Warn } else { rules.on_broken_links },
                    Diagnostic::error("docc::broken-link", format!("broken link: no page has the route `{}`", link.route))
                        .at(&link.file, link.span.clone(), "links to a missing page")
                        .help(help),
                ));
            }
            Some(ids) => {
                if let Some(a) = &link.anchor {
                    if !ids.contains(a) {
                        let help = match nearest(a, ids.iter().map(String::as_str)) {
                            Some(n) => format!("did you mean #{n}?"),
                            None => format!("the page {} has no heading with this id", link.route),
                        };
                        diags.extend(by_policy(
                            rules.on_broken_anchors,
                            Diagnostic::warning("docc::broken-anchor", format!("broken anchor: `{}#{a}` does not exist", link.route))
                                .at(&link.file, link.span.clone(), "links to a missing anchor")
                                .help(help),
                        ));
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn assets_are_renumbered_in_first_use_order() {
        use docc_model::{Image, Inline};
        let img = |asset: u32| Inline::Image(Image { asset: Some(asset), src: String::new(), alt: String::new(), title: String::new(), width: 0, height: 0 });
        let page = |blocks: Vec<Block>| Page { route: "/".into(), blocks, ..Page::default() };
        let mut table = AssetTable::default();
        for (i, name) in ["logo.svg", "c.png", "b.png", "a.png"].iter().enumerate() {
            table.assets.items.push(Asset { mime: String::new(), name: name.to_string(), bytes: vec![i as u8] });
            table.by_path.insert(PathBuf::from(name), i as u32);
        }
        // Threads added c, b, a; the pages use b first (in a list), then a (in a link), then c.
        let mut p1 = page(vec![Block::List {
            ordered: false,
            start: 1,
            items: vec![docc_model::ListItem { task: None, blocks: vec![Block::Paragraph(vec![img(2)])] }],
        }]);
        let mut p2 = page(vec![Block::Paragraph(vec![
            Inline::Link { href: String::new(), internal: false, title: String::new(), content: vec![img(3)] },
            img(1),
            img(2),
        ])]);
        table.stable_order(1, &mut [&mut p1, &mut p2]);
        let names: Vec<&str> = table.assets.items.iter().map(|a| a.name.as_str()).collect();
        assert_eq!(names, ["logo.svg", "b.png", "a.png", "c.png"]);
        assert_eq!(table.by_path[Path::new("a.png")], 2);
        let mut seen = Vec::new();
        docc_model::for_each_image(&mut p2.blocks, &mut |i| seen.push(i.asset.unwrap()));
        assert_eq!(seen, [2, 3, 1], "images point at their renumbered assets");
    }

    #[test]
    fn route_normalisation() {
        assert_eq!(normalize_route("/a/b.html"), "/a/b");
        assert_eq!(normalize_route("/a/b/index.html"), "/a/b");
        assert_eq!(normalize_route("/index.html"), "/");
        assert_eq!(normalize_route("/a/"), "/a");
    }

    #[test]
    fn relative_urls_resolve_like_a_browser() {
        assert_eq!(resolve_relative_route("/Documentation/key-concepts/zk-proofs", "provable-records"), "/Documentation/key-concepts/provable-records");
        assert_eq!(resolve_relative_route("/Documentation/key-concepts/zk-proofs", "../glossary"), "/Documentation/glossary");
    }

    #[test]
    fn links_keep_their_query_and_match_routes_ignoring_case() {
        let rules = LinkRules { live_routes: vec!["/".into()], live_url: "https://x.dev".into(), ..LinkRules::default() };
        let routes = FileRoutes::from(HashMap::from([
            (PathBuf::from("docs/api/utils.md"), "/docs/api/utils".to_string()),
            (PathBuf::from("docs/variables/Poseidon.mdx"), "/docs/variables/Poseidon".to_string()),
        ]));
        let assets = Mutex::new(AssetTable::default());
        let mut ctx = LinkCtx::new(Path::new("."), &rules, SourceFile::new("docs/a.md", "x"), None, Some("/docs/a".into()), &routes, &assets);
        assert_eq!(ctx.link("/docs/API/utils#x", 0..1), ("/docs/api/utils#x".to_string(), true), "written as the page's route");
        assert_eq!(ctx.pending[0].route, "/docs/api/utils");
        // A lower-case link to a route with capitals (o1-labs' `../variables/poseidon`).
        assert_eq!(ctx.link("variables/poseidon", 0..1), ("/docs/variables/Poseidon".to_string(), true));
        assert_eq!(ctx.link("/?try=minimal", 0..1), ("https://x.dev/?try=minimal".to_string(), false), "the query stays, `/` is a live route");
        assert_eq!(ctx.link("/docs/api/utils?tab=1", 0..1).0, "/docs/api/utils?tab=1");
        assert!(ctx.diagnostics.is_empty(), "{:?}", ctx.diagnostics);
    }

    #[test]
    fn links_into_an_older_docs_version_open_the_live_site() {
        let rules = LinkRules {
            live_url: "https://trpc.io".into(),
            live_versions: vec![(PathBuf::from("versioned_docs/version-9.x"), "/docs/v9".into())],
            ..LinkRules::default()
        };
        let routes = FileRoutes::default();
        let assets = Mutex::new(AssetTable::default());
        let mut ctx =
            LinkCtx::new(Path::new("."), &rules, SourceFile::new("docs/a/b.md", "x"), Some("docs/a".into()), Some("/docs/a/b".into()), &routes, &assets);
        let (href, internal) = ctx.link("../../versioned_docs/version-9.x/nextjs/introduction.md#4-create", 0..1);
        assert_eq!((href.as_str(), internal), ("https://trpc.io/docs/v9/nextjs/introduction#4-create", false));
        assert_eq!(ctx.live_links.len(), 1);
        assert!(ctx.diagnostics.is_empty(), "{:?}", ctx.diagnostics);
    }

    #[test]
    fn an_image_under_the_base_path_is_the_static_file() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("static/img")).unwrap();
        std::fs::write(dir.path().join("static/img/logo.svg"), "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"2\" height=\"2\"/>").unwrap();
        let rules = LinkRules { base_path: "/immer/".into(), ..LinkRules::default() };
        let routes = FileRoutes::default();
        let assets = Mutex::new(AssetTable::default());
        let mut ctx = LinkCtx::new(dir.path(), &rules, SourceFile::new("docs/a.md", "x"), None, None, &routes, &assets);
        assert!(ctx.image("/immer/img/logo.svg", 0..1).is_some(), "{:?}", ctx.diagnostics);
        assert!(ctx.image("/img/logo.svg", 0..1).is_some());
        assert!(ctx.image("/immer/img/none.svg", 0..1).is_none());
        assert_eq!(ctx.diagnostics.len(), 1, "the missing one only");
    }

    #[test]
    fn percent_decoding_never_splits_characters() {
        assert_eq!(percent_decode("a%20b"), "a b");
        assert_eq!(percent_decode("%é%"), "%é%");
        assert_eq!(percent_decode("x%2"), "x%2");
    }

    #[test]
    fn script_schemes_are_unsafe_however_spelt() {
        for bad in ["javascript:alert(1)", " JavaScript:x", "java\tscript:x", "vbscript:msgbox", "data:text/html,<script>", "DATA:image/svg+xml,x"] {
            assert!(unsafe_scheme(bad).is_some(), "{bad}");
        }
        for good in ["https://x.y", "/a/b", "mailto:a@b", "../x.md", "#data:"] {
            assert!(unsafe_scheme(good).is_none(), "{good}");
        }
    }

    #[test]
    fn external_detection() {
        assert!(is_external("https://x.y") && is_external("mailto:a@b") && is_external("//cdn"));
        assert!(!is_external("/Documentation/x") && !is_external("../a.md") && !is_external("#top"));
    }
}

/// An SVG's size from its root `<svg>` element: `width`/`height` in px (or unitless), else the
/// `viewBox` width and height. Relative sizes (`100%`, `em`) without a viewBox give none.
pub fn svg_size(bytes: &[u8]) -> Option<(u32, u32)> {
    let text = std::str::from_utf8(&bytes[..bytes.len().min(8192)]).ok()?;
    let start = text.find("<svg")?;
    let tag = &text[start..start + text[start..].find('>')?];
    let attr = |name: &str| -> Option<&str> {
        let mut from = 0;
        while let Some(i) = tag[from..].find(name) {
            let at = from + i;
            from = at + name.len();
            let before = tag[..at].chars().next_back();
            let rest = tag[from..].trim_start();
            if before.is_some_and(char::is_whitespace) {
                if let Some(rest) = rest.strip_prefix('=') {
                    let rest = rest.trim_start();
                    let quote = rest.chars().next().filter(|q| *q == '"' || *q == '\'')?;
                    let body = &rest[1..];
                    return body.find(quote).map(|end| &body[..end]);
                }
            }
        }
        None
    };
    let px = |v: &str| -> Option<f64> { v.trim().trim_end_matches("px").parse::<f64>().ok().filter(|n| *n > 0.0) };
    let to_u32 = |n: f64| (n.round() as u32).max(1);
    if let (Some(w), Some(h)) = (attr("width").and_then(px), attr("height").and_then(px)) {
        return Some((to_u32(w), to_u32(h)));
    }
    let vb: Vec<f64> = attr("viewBox")?.split([' ', ',']).filter(|p| !p.is_empty()).filter_map(|p| p.parse().ok()).collect();
    match vb.as_slice() {
        [_, _, w, h] if *w > 0.0 && *h > 0.0 => Some((to_u32(*w), to_u32(*h))),
        _ => None,
    }
}

#[cfg(test)]
mod svg_size_tests {
    use super::svg_size;

    #[test]
    fn svg_sizes_from_attributes_or_view_box() {
        assert_eq!(svg_size(br#"<?xml version="1.0"?><svg xmlns="x" viewBox="0 0 900 600" width="450" height="300">"#), Some((450, 300)));
        assert_eq!(svg_size(br#"<svg stroke-width="2" viewBox="0 0 90.4 60">"#), Some((90, 60)));
        assert_eq!(svg_size(br#"<svg width='12px' height='8px'>"#), Some((12, 8)));
        assert_eq!(svg_size(br#"<svg width="100%" height="100%" viewBox="0,0,40,20">"#), Some((40, 20)));
        assert_eq!(svg_size(br#"<svg width="100%">"#), None);
        assert_eq!(svg_size(b"not an image"), None);
    }
}
