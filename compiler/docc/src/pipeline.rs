//! The pipeline: config → load docs (front matter, routes) → the page sources in parallel
//! (docs, OpenAPI, TypeScript: `phases.rs`, one `Phase` each) → merge (sidebars re-based,
//! asset tables folded, duplicates, prev/next) → check links → search index → pack → HTML.
//! Each phase is a function of its inputs, testable alone; this module only wires them and
//! collects diagnostics. The compiled site then goes to the backends asked for
//! (`backend/`: single file, hosted, embed, JSON); `docc check` asks for none.

use crate::backend::{self, Backend, CompiledSite, Layout, Rendered};
use crate::config::{self, Config, LinkConfig, Position};
use crate::docs::{self, DocsTree};
use crate::emit;
use crate::links::{self, AssetTable, LinkRules, PendingLink};
use crate::render_cache::RenderCache;
use docc_diag::{Diagnostic, Diagnostics, SourceFile};
use docc_model::pack::{self, PackInput};
use docc_model::{
    Announcement, Assets, ColorMode, DocSearch, DocsVersion, FooterColumn, Gtag, Manifest, NavItem, Navbar, Page, PageKind, PageLink, RouteEntry, Sidebar,
    SidebarItem, SiteInfo, Theme, VersionDropdown,
};
use std::collections::{HashMap, HashSet};
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

/// Raw bytes per page segment. zstd compresses a chunk on its own, so small chunks lose the
/// context of their neighbours: on the 2,000-page bench corpus, level 9 over 48 KB chunks
/// gives 6.07 MB, 256 KB 5.30 MB, 512 KB 5.10 MB (the whole corpus as one frame: 4.71 MB).
/// 512 KB still decodes in a few milliseconds when a route's chunk arrives, and the single
/// file streams it as one element, so a deep link waits only for its own chunk. A zstd
/// dictionary trained on the site's pages would do no better (112 KB dictionary: 5.09 MB of
/// 48 KB chunks + 47 KB for the dictionary), and the runtime's decoder (fzstd) cannot use one.
const CHUNK_BYTES: usize = 512 * 1024;
/// Raw bytes per page segment in hosted mode, where a chunk is a file fetched for one page
/// (a first visit's own page, a search hit's snippet), so its size is paid on every visit and
/// every query while the total is paid by no one. On the 2,000-page bench corpus the segment
/// files take 5.98 MB at 512 KB, 6.41 MB at 128 KB and 7.51 MB at 16 KB (2-3 pages a chunk);
/// on the 600-page corpus (`just bench-hugo`) 16 KB against 128 KB takes a docs page's first
/// visit from 209 KB to 167 KB gzip, and a query, whose snippets each need their page's chunk,
/// from 739 KB to 216 KB (median of three words).
const HOSTED_CHUNK_BYTES: usize = 16 * 1024;
/// Raw bytes of a zstd run: consecutive chunks compressed as one frame (`pack.rs`), so each
/// chunk has its predecessors as context. On the 2,000-page bench corpus at level 8 the page
/// chunks take 5.12 MB alone, 5.11 MB in 1 MB runs, 4.93 MB in 2 MB, 4.84 MB in 4 MB, 4.81 MB
/// in 8 MB and 4.79 MB as one frame. 4 MB keeps most of the gain while a deep link into a
/// run's last chunk decodes at most 4 MB (tens of milliseconds in the browser).
const RUN_BYTES: usize = 4 << 20;
/// zstd level of a compile. On the bench corpus' 512 KB chunks level 8 gives the same ratio
/// as 9 (2.680) about 40% faster; 7 is 0.3% larger, 6 1% larger.
const ZSTD_LEVEL: i32 = 8;
/// zstd level of a preview compile: several times faster than 9, still compressing.
const PREVIEW_ZSTD_LEVEL: i32 = 1;

/// A compiled site as the backends rendered it.
pub struct Compiled {
    /// Each backend's output with its name, in the order they were asked for.
    pub outputs: Vec<(&'static str, Rendered)>,
    pub pages: usize,
    pub timings: Vec<(&'static str, u128)>,
}

impl Compiled {
    /// The output of the backend called `name`, if it was asked for.
    pub fn output(&self, name: &str) -> Option<&Rendered> {
        self.outputs.iter().find(|(n, _)| *n == name).map(|(_, r)| r)
    }

    /// Takes the output of the backend called `name` out of the compiled site.
    pub fn take(&mut self, name: &str) -> Option<Rendered> {
        let at = self.outputs.iter().position(|(n, _)| *n == name)?;
        Some(self.outputs.remove(at).1)
    }

    /// The single file's bytes, when the single-file backend was asked for ([`compile`]).
    pub fn html(&self) -> &[u8] {
        self.output("single-file").map_or(&[], |r| r.file_bytes())
    }

    /// The JSON export of the model, when [`compile`] was asked for it.
    pub fn model_json(&self) -> Option<&str> {
        self.output("json").and_then(|r| std::str::from_utf8(r.file_bytes()).ok())
    }
}

/// Compiles the site in `site_dir` into the single file, and the JSON export of the model
/// after it when `dump_model`. Returns the outputs (when there are no errors) and all
/// diagnostics. `allow` are the folders outside the site's repository the command line admitted.
pub fn compile(site_dir: &Path, allow: &[PathBuf], dump_model: bool, diags: &mut Diagnostics) -> Option<Compiled> {
    let both: [&dyn Backend; 2] = [&backend::SingleFile, &backend::Json];
    render(site_dir, allow, &both[..1 + dump_model as usize], diags)
}

/// Compiles the site once and renders it with each of `backends`, which must agree on the
/// pack's layout (`Backend::layout`; an error otherwise). Asking for none is [`check`].
pub fn render(site_dir: &Path, allow: &[PathBuf], backends: &[&dyn Backend], diags: &mut Diagnostics) -> Option<Compiled> {
    let mut asked = backends.iter().filter_map(|b| b.layout().map(|l| (b.name(), l)));
    if let Some((first, layout)) = asked.next() {
        if let Some((other, _)) = asked.find(|(_, l)| *l != layout) {
            diags.push(
                Diagnostic::error("docc::backend-layout", format!("the {first} and {other} backends need packs laid out differently"))
                    .help("render them from two compiles"),
            );
            return None;
        }
    }
    run(site_dir, Mode { backends, allow, ..Mode::default() }, diags, &mut Vec::new())
}

/// A preview compile (`docc serve`, compiling the same site again and again): docs pages
/// come from `cache` when unchanged, and the pack and search index are compressed for
/// speed rather than size, since the file only travels to a browser on the same machine.
pub struct Preview<'a> {
    pub cache: &'a RenderCache,
    /// Folders outside the repository admitted by `docc serve --allow-outside`.
    pub allow: &'a [PathBuf],
}

/// [`compile`] for a preview (see [`Preview`]).
pub fn compile_preview(site_dir: &Path, preview: &Preview, diags: &mut Diagnostics) -> Option<Compiled> {
    run(site_dir, Mode { preview: Some(preview), backends: &[&backend::SingleFile], allow: preview.allow }, diags, &mut Vec::new())
}

/// `docc check`: every diagnostic, nothing built. Stops after link checking, because
/// indexing, packing and emitting cannot produce diagnostics and would only cost time.
/// Returns the stages it ran with their times.
pub fn check(site_dir: &Path, allow: &[PathBuf], diags: &mut Diagnostics) -> Vec<(&'static str, u128)> {
    let mut timings = Vec::new();
    let _ = run(site_dir, Mode { allow, ..Mode::default() }, diags, &mut timings);
    timings
}

/// What kind of run: the entry points above differ only in these.
#[derive(Clone, Copy, Default)]
struct Mode<'a> {
    /// What to render the compiled site with; none stops after link checking (`docc check`).
    backends: &'a [&'a dyn Backend],
    preview: Option<&'a Preview<'a>>,
    /// Folders outside the repository the command line admitted (`--allow-outside`).
    allow: &'a [PathBuf],
}

/// Each stage's time, as it finishes, into `timings` (also when the run stops early), and to
/// the progress line.
struct Laps<'t> {
    started: Instant,
    timings: &'t mut Vec<(&'static str, u128)>,
}

impl Laps<'_> {
    fn lap(&mut self, name: &'static str) {
        self.timings.push((name, self.started.elapsed().as_micros()));
        crate::progress::stage_done(name);
        self.started = Instant::now();
    }
}

/// The stages in order; each returns early (None) once an error makes the rest pointless.
fn run(site_dir: &Path, mode: Mode, diags: &mut Diagnostics, timings: &mut Vec<(&'static str, u128)>) -> Option<Compiled> {
    let mut laps = Laps { started: Instant::now(), timings };
    let mut raw = Vec::new();
    let Some((config, root, tree)) = load(site_dir, mode.allow, &mut raw) else {
        diags.extend(raw);
        return None;
    };
    laps.lap("load");

    let file_routes = tree.file_routes();
    let rules = LinkRules::from_config(&config);
    let cache = mode.preview.map(|p| p.cache);
    // Every page source at once (docs, OpenAPI, TypeScript: phases.rs).
    let inputs = crate::phases::Inputs { site_dir, root: &root, config: &config, rules: &rules, tree: &tree, file_routes: &file_routes, cache };
    let ran = crate::phases::run_all(&inputs);
    laps.lap("phases");
    let merged = merge(ran, &root, laps.timings, &mut raw);
    raw.extend(summarise_components(&merged.components));
    raw.extend(summarise_live_links(&merged.live_links, &rules.live_url));
    let mut pages = drop_duplicate_routes(merged.pages, &tree, &config, &mut raw);
    // How the pages are packed: as the backends ask (`render` checked they agree), runs when
    // none does. No backend is `docc check`.
    let layout = mode.backends.iter().find_map(|b| b.layout()).unwrap_or(Layout::Runs);
    {
        // One reading of the sidebars for pagination and for what the runtime derives.
        let titles: HashMap<String, String> = pages.iter().map(|p| (p.route.clone(), p.title.clone())).collect();
        let derive = docc_model::derive::Derive::new(&merged.sidebars, titles.iter().map(|(r, t)| (r.as_str(), t.as_str())));
        paginate(&mut pages, &derive, &titles, merged.sidebars.len(), &tree);
        // Pages fetched as files are read without the whole route table, so each carries
        // what the runtime would otherwise derive from it (`Derive::overrides`).
        docc_model::derive::settle(&mut pages, &derive, layout == Layout::Files);
    }
    links::check(&merged.pending, &pages, &rules, &mut raw);
    laps.lap("link-check");
    diags.extend(raw);
    if diags.has_errors() || mode.backends.is_empty() {
        if let Some(cache) = cache {
            cache.give_back(pages);
        }
        return None;
    }

    // Document titles and descriptions (distinct site-wide) go into the pages before they are
    // packed: the runtime reads them from the page it navigates to, not from the route table.
    let metas = crate::hosted::route_metas(
        &SiteInfo { title: config.title.clone(), tagline: config.tagline.clone(), ..SiteInfo::default() },
        &pages,
        config.docusaurus,
    );
    set_metas(&mut pages, &metas, &config.title);
    let level = if mode.preview.is_some() { PREVIEW_ZSTD_LEVEL } else { ZSTD_LEVEL };
    let landing_page = crate::hosted::landing_index(&pages, &docs_root(&tree, &merged.sidebars));
    // The pages' chunks (most of the pack) do not depend on the search index: they are
    // compressed while it is built (and its shards compressed), so neither waits on the
    // other's slow tail.
    let ((search, shards), paged) = rayon::join(
        || {
            let search = crate::phases::search_index(&pages, cache);
            let shards = pack::compress_shards(&search.shards, &search.blocks, &search.headings, level);
            (search, shards)
        },
        || PagedPack::new(&pages, landing_page, level, layout == Layout::Files),
    );
    laps.lap("search-index");
    let over = page_budget(&pages, &paged.sizes);
    if !over.is_empty() {
        diags.extend(over);
        if let Some(cache) = cache {
            cache.give_back(pages);
        }
        return None;
    }
    let mut hosts = csp_hosts(&config, merged.table.external_origins);
    hosts.frame = embed_origins(&pages);
    let site = Site { config: &config, rules: &rules, tree: &tree, root: &root };
    let pages = Arc::new(pages);
    let built = build(&site, &pages, paged, merged.sidebars, (search, shards), merged.table.assets, metas, &hosts, mode.backends, level, diags);
    match cache {
        // A preview renders the single file, which keeps no page: the pages come back whole.
        Some(cache) => cache.give_back(Arc::try_unwrap(pages).unwrap_or_else(|shared| (*shared).clone())),
        // Freeing every page's tree and the loaded sources takes tens of milliseconds at
        // a few thousand pages (perf: 2-5% of a compile), all of it after the output is
        // ready: another thread does it while the caller writes the file.
        None => drop_later((pages, tree, merged.pending, merged.live_links, merged.components)),
    }
    let mut compiled = built?;
    laps.lap("pack+emit");
    compiled.timings = std::mem::take(laps.timings);
    Some(compiled)
}

/// Bytes one page may add to the output (its encoded model). What makes a page can multiply
/// its source (partials, site components, an OpenAPI schema's examples, a type's members), and
/// each of those has a budget of its own; this one bounds what any of them, or a new one, lets
/// through: a page past it is a generator, not a page, and the output would be unusable
/// (a browser would hold the whole page's tree to show it).
pub(crate) const MAX_PAGE_BYTES: usize = 32 << 20;

/// One located error per page over `MAX_PAGE_BYTES`.
fn page_budget(pages: &[Page], sizes: &[usize]) -> Vec<Diagnostic> {
    pages
        .iter()
        .zip(sizes)
        .filter(|(_, &n)| n > MAX_PAGE_BYTES)
        .map(|(p, &n)| {
            let d = Diagnostic::error(
                "docc::page-too-large",
                format!("the page {} renders to {} MB, more than docc's budget of {} MB per page", p.route, n >> 20, MAX_PAGE_BYTES >> 20),
            )
            .help("split the page, or find what multiplies its content (a partial or component repeated in a loop, a schema that expands into itself)");
            // The source's name (the page came from it; which part multiplied is for the help).
            if p.source.is_empty() {
                d
            } else {
                d.in_file(&SourceFile::new(p.source.clone(), String::new()))
            }
        })
        .collect()
}

/// Drops `value` on a thread of its own. A process that exits first just skips the work;
/// when no thread can be had, the failed spawn drops the closure, and `value` with it, here.
fn drop_later<T: Send + 'static>(value: T) {
    let _ = std::thread::Builder::new().name("docc-drop".into()).spawn(move || drop(value));
}

/// Config, the content root and the docs tree (docs/ and the standalone pages folder,
/// planned). None when the site cannot be read at all; an empty site is an error too.
fn load(site_dir: &Path, allow: &[PathBuf], raw: &mut Vec<Diagnostic>) -> Option<(Config, docc_diag::confine::ContentRoot, DocsTree)> {
    if !site_dir.is_dir() {
        raw.push(
            Diagnostic::error("docc::no-site", format!("site directory `{}` does not exist", site_dir.display()))
                .help("pass the folder that holds docc.toml and docs/, e.g. `docc compile content`"),
        );
        return None;
    }
    let mut config = match config::load(site_dir, raw) {
        Ok(c) => c,
        Err(d) => {
            raw.push(d);
            return None;
        }
    };
    let root = crate::inputs::check(site_dir, allow, &mut config, raw);
    let mut tree = load_docs(&config, &root, raw);
    let standalone = docs::load_in(&root, &config.docs.pages_dir, true, "", None, raw);
    tree.docs.extend(standalone.docs);
    if let Some(g) = config.openapi.as_ref().and_then(|o| o.generated.as_ref()) {
        // The plugin's front matter keys (`api`, `info_path`, `schema`…) are its theme's.
        let names: std::collections::HashSet<&str> = tree.docs.iter().filter(|d| g.is_generated(&d.rel)).map(|d| d.file.name.as_str()).collect();
        raw.retain(|d| !(d.code == "docc::unknown-front-matter-key" && d.file.as_ref().is_some_and(|f| names.contains(f.name.as_str()))));
    }
    tree.plan();
    if tree.all().all(|t| t.docs.is_empty()) && config.openapi.is_none() && config.typescript.packages.is_empty() {
        let d = Diagnostic::error("docc::empty-site", format!("no Markdown files in `{}/{}`", site_dir.display(), config.docs.dir))
            .help("add docs/*.md files, or set [docs] dir in docc.toml");
        raw.push(config.source.locate(d, "docs.dir", "this folder has no Markdown files"));
    }
    Some((config, root, tree))
}

/// The docs tree: on a versioned site, the last version's (served at the route base path),
/// with every other version's tree in `others`, then one tree per other docs instance.
fn load_docs(config: &Config, root: &docc_diag::confine::ContentRoot, raw: &mut Vec<Diagnostic>) -> DocsTree {
    let mut tree = default_docs(config, root, raw);
    for (i, inst) in config.docs.instances.iter().enumerate() {
        if let Err(e) = root.resolve_dir(&root.dir().join(&inst.dir)) {
            // A folder outside the repository the command line did not admit.
            let mut d = Diagnostic::error(
                if e.is_policy() { "docc::outside-root" } else { "docc::docs-instance" },
                format!("the docs folder `{}/` of the docs instance `{}` is not read: {e}", inst.dir, inst.id),
            )
            .help(e.help());
            if let Some((file, span)) = &inst.at {
                d = d.at(file, span.clone(), "this folder");
            }
            raw.push(d);
            continue;
        }
        let mut t = docs::load_in(root, &inst.dir, false, &inst.route_prefix(), inst.exclude.as_deref(), raw);
        t.instance = Some(i);
        tree.others.push(t);
    }
    tree
}

/// The default docs instance's tree (and its versions').
fn default_docs(config: &Config, root: &docc_diag::confine::ContentRoot, raw: &mut Vec<Diagnostic>) -> DocsTree {
    if config.docs.dir.is_empty() {
        return DocsTree::default();
    }
    let versions = &config.docs.versions;
    let Some(last) = versions.iter().position(|v| v.last) else {
        return docs::load_in(root, &config.docs.dir, false, &config.docs.route_prefix(), config.docs.exclude.as_deref(), raw);
    };
    let load = |i: usize, raw: &mut Vec<Diagnostic>| {
        let mut t = docs::load_in(root, &versions[i].dir, false, &versions[i].prefix, config.docs.exclude.as_deref(), raw);
        t.version = Some(i);
        t
    };
    let mut tree = load(last, raw);
    tree.others = (0..versions.len()).filter(|&i| i != last).map(|i| load(i, raw)).collect();
    tree
}

/// The phases' outputs as one site.
struct Merged {
    pages: Vec<Page>,
    sidebars: Vec<Sidebar>,
    /// The site's assets, each phase's table folded in.
    table: AssetTable,
    pending: Vec<PendingLink>,
    live_links: Vec<(String, Arc<SourceFile>, Range<usize>)>,
    components: Vec<crate::links::ComponentUse>,
}

/// Merges the phases' outputs in their fixed order: sidebar indexes re-based, each phase's
/// asset table folded into the site's (pages' asset indexes rewritten).
fn merge(ran: Vec<crate::phases::Ran>, root: &docc_diag::confine::ContentRoot, timings: &mut Vec<(&'static str, u128)>, raw: &mut Vec<Diagnostic>) -> Merged {
    let mut m = Merged {
        pages: Vec::new(),
        sidebars: Vec::new(),
        table: AssetTable::confined(root.clone()),
        pending: Vec::new(),
        live_links: Vec::new(),
        components: Vec::new(),
    };
    for r in ran {
        timings.push((r.name, r.micros));
        let base = m.sidebars.len() as u32;
        let mut out = r.output;
        m.table.absorb(r.assets, &mut out.pages);
        m.sidebars.extend(out.sidebars);
        raw.extend(out.diagnostics);
        m.pages.extend(out.pages.into_iter().map(|mut p| {
            p.sidebar = p.sidebar.map(|s| s + base);
            p
        }));
        m.pending.extend(r.pending);
        m.live_links.extend(r.live_links);
        m.components.extend(r.components);
    }
    m
}

/// Duplicate routes: the first page wins, the others are dropped under the
/// `onDuplicateRoutes` policy (a warning by default).
fn drop_duplicate_routes(pages: Vec<Page>, tree: &DocsTree, config: &Config, raw: &mut Vec<Diagnostic>) -> Vec<Page> {
    let mut seen: HashMap<String, String> = HashMap::new();
    let mut unique = Vec::with_capacity(pages.len());
    for p in pages {
        if let Some(first) = seen.get(&p.route) {
            let file = tree.all().flat_map(|t| &t.docs).find(|d| d.file.name == p.source).map(|d| (d.file.clone(), d.fm.slug_span.clone().unwrap_or(0..0)));
            let mut d = Diagnostic::warning("docc::duplicate-route", format!("duplicate route `{}`: already produced by {first}", p.route))
                .help("change this page's slug or file name; the first page keeps the route");
            if let Some((f, span)) = file {
                d = d.at(&f, span, "this page is dropped");
            }
            raw.extend(links::by_policy(config.on_duplicate_routes, d));
            continue;
        }
        seen.insert(p.route.clone(), if p.source.is_empty() { p.title.clone() } else { p.source.clone() });
        unique.push(p);
    }
    unique
}

/// One warning per unsupported MDX component name, with its use and file counts,
/// pointing at the first use (a site with 300 `<Foo>`s gets one line, not 300).
fn summarise_components(uses: &[crate::links::ComponentUse]) -> Vec<Diagnostic> {
    let mut by_name: Vec<(&str, Vec<&crate::links::ComponentUse>)> = Vec::new();
    for u in uses {
        match by_name.iter_mut().find(|(n, _)| *n == u.name) {
            Some((_, v)) => v.push(u),
            None => by_name.push((&u.name, vec![u])),
        }
    }
    by_name
        .into_iter()
        .map(|(name, v)| {
            let files: HashSet<&str> = v.iter().map(|u| u.file.name.as_str()).collect();
            let (n, f) = (v.len(), files.len());
            let uses = if n == 1 { "1 use".to_string() } else { format!("{n} uses") };
            let files = if f == 1 { "1 file".to_string() } else { format!("{f} files") };
            // The first use that says why it could not be rendered (a site component).
            let first = v.iter().find(|u| u.why.is_some()).unwrap_or(&v[0]);
            // Other reasons some uses stopped for (the site's shared budget running out after
            // the first pages), each once with its count: counted by reason (`why.what`),
            // wherever in the code each use stopped (`why.at`).
            let mut others: Vec<(&str, usize)> = Vec::new();
            for why in v.iter().filter_map(|u| u.why.as_ref()).filter(|w| Some(*w) != first.why.as_ref()) {
                let reason = why.why.what.as_str();
                match others.iter_mut().find(|(r, _)| *r == reason) {
                    Some((_, k)) => *k += 1,
                    None => others.push((reason, 1)),
                }
            }
            let others: String = others.iter().take(3).map(|(r, k)| format!("; {k} of the uses stopped because {r}")).collect();
            match &first.why {
                Some(why) => Diagnostic::warning("docc::mdx-component", format!("MDX component `{name}`{why}{others}; its children are shown ({uses} in {files})"))
                    .at(&first.file, first.span.clone(), "first use")
                    .help("docc renders a site's own components at compile time as Docusaurus's server render would (props, hooks' initial state, no effects); what only a browser or an npm package can compute stops it: keep such code in effects or event handlers, or pass the values as props"),
                None => Diagnostic::warning("docc::mdx-component", format!("MDX component `{name}` is not supported ({uses} in {files}); its children are shown"))
                    .at(&first.file, first.span.clone(), "first use")
                    .help("docc renders Tabs, TabItem, details, Admonition, CodeBlock, TOCInline, DocCardList, DocCard, img, imported .md/.mdx partials and the site's own components (imported from its files or exported by the page) natively; other components show their children"),
            }
        })
        .collect()
}

/// Links to routes only the live site serves: one warning for the whole site.
fn summarise_live_links(links: &[(String, Arc<SourceFile>, Range<usize>)], live_url: &str) -> Option<Diagnostic> {
    let first = links.first()?;
    let mut counts: Vec<(&str, usize)> = Vec::new();
    for (p, _, _) in links {
        match counts.iter_mut().find(|(q, _)| q == p) {
            Some((_, n)) => *n += 1,
            None => counts.push((p, 1)),
        }
    }
    let list = counts.iter().map(|(p, n)| format!("{p}: {n}")).collect::<Vec<_>>().join(", ");
    Some(
        Diagnostic::warning(
            "docc::live-site-link",
            format!(
                "{} to pages only the live site has ({list}); they open {live_url}",
                if links.len() == 1 { "1 link leads".to_string() } else { format!("{} links lead", links.len()) }
            ),
        )
        .at(&first.1, first.2.clone(), "first such link")
        .help("these routes come from the blog, React pages or other plugins, which docc does not compile"),
    )
}

/// Previous/next links follow each sidebar's reading order (`derive`, which the runtime
/// mirrors); docs front matter (`pagination_prev`/`pagination_next`: a doc id, or null)
/// overrides.
fn paginate(pages: &mut [Page], derive: &docc_model::derive::Derive, titles: &HashMap<String, String>, sidebars: usize, tree: &DocsTree) {
    // Each doc's pagination ids are looked up in its own version's tree.
    let overrides: HashMap<&str, (&DocsTree, &docs::DocFile)> = tree.all().flat_map(|t| t.docs.iter().map(move |d| (d.route.as_str(), (t, d)))).collect();
    for p in pages.iter_mut() {
        let Some(sb) = p.sidebar else { continue };
        if sb as usize >= sidebars {
            continue;
        }
        (p.prev, p.next) = derive.prev_next(&p.route, p.sidebar);
        // Docusaurus's `toDocNavigationLink`: a doc's `pagination_label`, else its
        // `sidebar_label`, else the sidebar item's label (derive's), else its title.
        let own_label = |l: &mut Option<PageLink>| {
            if let Some(l) = l {
                if let Some(fm) = overrides.get(l.route.as_str()).map(|(_, d)| &d.fm) {
                    if let Some(x) = fm.pagination_label.as_ref().or(fm.sidebar_label.as_ref()).filter(|x| !x.is_empty()) {
                        l.label = x.clone();
                    }
                }
            }
        };
        own_label(&mut p.prev);
        own_label(&mut p.next);
        if let Some(&(tree, d)) = overrides.get(p.route.as_str()) {
            let by_id = |id: &Option<String>| {
                let doc = &tree.docs[id.as_ref().and_then(|id| tree.find_doc_id(id))?];
                let label = doc.fm.pagination_label.clone().or_else(|| doc.fm.sidebar_label.clone()).filter(|x| !x.is_empty());
                Some(PageLink { label: label.unwrap_or_else(|| titles.get(&doc.route).cloned().unwrap_or_default()), route: doc.route.clone() })
            };
            if let Some(v) = &d.fm.pagination_prev {
                p.prev = by_id(v);
            }
            if let Some(v) = &d.fm.pagination_next {
                p.next = by_id(v);
            }
        }
    }
}

/// A navbar/footer link: a route, a URL, a doc id or a sidebar id (of the default docs, or
/// of the docs instance it names); routes only the live site serves (the blog…) open there.
fn nav_item(l: &LinkConfig, tree: &DocsTree, sidebars: &[Sidebar], rules: &LinkRules) -> NavItem {
    let mut href = l.to.clone();
    if l.doc.is_some() || l.sidebar.is_some() {
        // The instance's own tree and sidebars: ids repeat across instances (`docs`, `intro`).
        let own = tree.all().find(|t| t.instance == l.instance).unwrap_or(tree);
        let routes: HashSet<&str> = own.docs.iter().map(|d| d.route.as_str()).collect();
        // A sidebar is the instance's when it opens on one of its docs, or on a page under its
        // route base path (a generated index).
        let under = |r: &str| !own.prefix.is_empty() && r.strip_prefix(own.prefix.as_str()).is_some_and(|rest| rest.is_empty() || rest.starts_with('/'));
        let own_sidebars: Vec<&Sidebar> = sidebars.iter().filter(|s| first_route(&s.items).is_some_and(|r| routes.contains(r.as_str()) || under(&r))).collect();
        let first_of = |s: Option<&&Sidebar>| s.and_then(|s| first_route(&s.items));
        if let Some(id) = &l.doc {
            href = own.find_doc_id(id).map(|i| own.docs[i].route.clone()).or_else(|| first_of(own_sidebars.first())).unwrap_or_else(|| "/".into());
        } else if let Some(id) = &l.sidebar {
            href = first_of(own_sidebars.iter().find(|s| s.id == *id).or(own_sidebars.first())).unwrap_or_else(|| "/".into());
        }
    }
    let mut external = href.contains("://") || href.starts_with("mailto:");
    if !external
        && !rules.live_url.is_empty()
        && rules.live_prefix(&links::normalize_route(&href)).is_some()
        && !tree.all().any(|t| t.docs.iter().any(|d| d.route == links::normalize_route(&href)))
    {
        href = format!("{}{}", rules.live_url, href);
        external = true;
    }
    NavItem { label: l.label.clone(), href, external, right: l.position == Position::Right }
}

/// What the packing stage reads of the site besides its pages.
struct Site<'a> {
    config: &'a Config,
    rules: &'a LinkRules,
    tree: &'a DocsTree,
    root: &'a docc_diag::confine::ContentRoot,
}

/// The pages' part of the pack: the encoded chunks, each page's (chunk, index), each chunk's
/// rank in the single file's reading order, the zstd runs and their compressed parts.
struct PagedPack {
    chunks: Vec<Vec<u8>>,
    places: Vec<(usize, u32)>,
    /// Each page's encoded bytes (`MAX_PAGE_BYTES`).
    sizes: Vec<usize>,
    rank: Vec<u8>,
    landing_chunk: Option<usize>,
    runs: Vec<usize>,
    frames: Vec<Vec<Vec<u8>>>,
}

impl PagedPack {
    /// `hosted`: every chunk a zstd frame of its own (no runs), since hosted pages fetch each
    /// segment as a file of its own when a route needs it (`hosted.rs`): a chunk late in a run
    /// would need the run's earlier chunks fetched and inflated too, and a file holding the whole
    /// run would make a visit download up to `RUN_BYTES` of neighbours for one page. Runs save
    /// about 5% of all chunks' bytes, which no single visit would have paid.
    fn new(pages: &[Page], landing_page: Option<usize>, level: i32, hosted: bool) -> PagedPack {
        let (chunks, places, sizes) = pack::chunk_pages_sized(pages, if hosted { HOSTED_CHUNK_BYTES } else { CHUNK_BYTES }, landing_page);
        // A chunk ranks by its earliest kind (docs, API, typed reference): its place in the single
        // file's reading order. A run never spans two ranks nor holds the landing chunk with others.
        let mut rank = vec![u8::MAX; chunks.len()];
        for (p, &(c, _)) in pages.iter().zip(&places) {
            rank[c] = rank[c].min(crate::inspect::part_of(p.kind) as u8);
        }
        let landing_chunk = landing_page.map(|i| places[i].0);
        let runs = if hosted {
            Vec::new()
        } else {
            pack::chunk_runs(&chunks, RUN_BYTES, |c| rank[c] != rank[c - 1] || landing_chunk.is_some_and(|l| l == c || l + 1 == c))
        };
        let frames = pack::compress_runs(&chunks, &runs, level);
        PagedPack { chunks, places, sizes, rank, landing_chunk, runs, frames }
    }
}

/// Manifest and pack, then each backend's output over them. `timings` is left empty.
#[allow(clippy::too_many_arguments)]
fn build(
    site: &Site,
    pages: &Arc<Vec<Page>>,
    paged: PagedPack,
    sidebars: Vec<Sidebar>,
    (mut search, shards): (docc_search::SearchParts, Vec<(Vec<u8>, usize)>),
    mut assets: Assets,
    metas: HashMap<String, crate::hosted::RouteMeta>,
    hosts: &emit::CspHosts,
    backends: &[&dyn Backend],
    level: i32,
    diags: &mut Diagnostics,
) -> Option<Compiled> {
    let logo = match &site.config.navbar.logo {
        Some(path) => Some(logo(site, path, &mut assets, diags)?),
        None => None,
    };
    let favicon = match &site.config.favicon {
        Some(path) => favicon(site, path, diags)?,
        None => emit::Favicon::default(),
    };
    let info = site_info(site, &sidebars, logo);
    let PagedPack { chunks, places, rank, landing_chunk, runs, frames, .. } = paged;
    let manifest = Manifest {
        site: info,
        routes: route_entries(pages, &places, &site.config.docs),
        sidebars,
        search_segment: pack::SEARCH_SEGMENT,
        assets_segment: pack::ASSETS_SEGMENT,
    };
    search.index.shard_segment = pack::segment_of_search_shard(chunks.len());
    search.index.block_segment = pack::segment_of_search_block(chunks.len(), search.shards.len());
    search.index.heading_segment = pack::segment_of_search_headings(chunks.len(), search.shards.len(), search.blocks.len());
    let input = PackInput {
        manifest: &manifest,
        search: &search.index,
        assets: &assets,
        chunks: &chunks,
        runs: &runs,
        search_shards: &search.shards,
        search_terms: &search.blocks,
        search_headings: &search.headings,
    };
    let packed = pack::write_pack_with(&input, pack::Precompressed { runs: frames, shards }, level);
    let compiled = CompiledSite {
        manifest: &manifest,
        pages,
        places: &places,
        chunks: chunks.len(),
        rank: &rank,
        landing_chunk,
        search: &search,
        assets: &assets,
        pack: &packed,
        metas: &metas,
        hosts,
        favicon: &favicon,
    };
    let mut outputs = Vec::with_capacity(backends.len());
    for b in backends {
        match b.render(&compiled) {
            Ok(r) => outputs.push((b.name(), r)),
            Err(found) => diags.extend(found),
        }
    }
    (outputs.len() == backends.len()).then_some(Compiled { outputs, pages: pages.len(), timings: Vec::new() })
}

/// The navbar logo as an asset (an SVG sanitised like content images); its index, or None
/// after an error located at `navbar.logo`.
fn logo(site: &Site, path: &str, assets: &mut Assets, diags: &mut Diagnostics) -> Option<u32> {
    let fail = |diags: &mut Diagnostics, message: String, help: &str| {
        let d = Diagnostic::error("docc::missing-image", message).help(help.to_string());
        diags.push(site.config.source.locate(d, "navbar.logo", "this logo"));
        None
    };
    let bytes = match site.root.read(&site.root.dir().join(path)) {
        Ok(bytes) => bytes,
        Err(e) => return fail(diags, format!("navbar logo `{path}` cannot be read: {e}"), "fix [navbar] logo in docc.toml (relative to the site directory)"),
    };
    let mime = if path.ends_with(".svg") {
        "image/svg+xml"
    } else if path.ends_with(".png") {
        "image/png"
    } else {
        "image/jpeg"
    };
    let bytes = match crate::links::sanitized(mime, bytes) {
        Ok(b) => b,
        Err(e) => return fail(diags, format!("navbar logo `{path}` cannot be used: {e}"), "fix the SVG file (it must be well-formed XML)"),
    };
    assets.items.push(docc_model::Asset { mime: mime.into(), name: path.to_string(), bytes });
    Some(assets.items.len() as u32 - 1)
}

/// docc.toml's `favicon`, read through the content root (an SVG sanitised like content
/// images), or None after an error located at `favicon`.
fn favicon(site: &Site, path: &str, diags: &mut Diagnostics) -> Option<emit::Favicon> {
    let fail = |diags: &mut Diagnostics, message: String, help: &str| {
        let d = Diagnostic::error("docc::missing-image", message).help(help.to_string());
        diags.push(site.config.source.locate(d, "favicon", "this favicon"));
        None
    };
    let Some(mime) = crate::mime::of_icon(Path::new(path)) else {
        return fail(diags, format!("favicon `{path}` is not an image a browser shows as an icon"), "use an .svg, .png or .ico file");
    };
    let bytes = match site.root.read(&site.root.dir().join(path)) {
        Ok(bytes) => bytes,
        Err(e) => return fail(diags, format!("favicon `{path}` cannot be read: {e}"), "fix `favicon` in docc.toml (relative to the site directory)"),
    };
    match crate::links::sanitized(mime, bytes) {
        Ok(bytes) => Some(emit::Favicon { mime, bytes }),
        Err(e) => fail(diags, format!("favicon `{path}` cannot be used: {e}"), "fix the SVG file (it must be well-formed XML)"),
    }
}

/// The manifest's site-wide part: config values, navbar and footer links resolved.
/// Where "Docs" leads: the first sidebar's first page, else the first doc.
fn docs_root(tree: &DocsTree, sidebars: &[Sidebar]) -> String {
    sidebars.first().and_then(|s| first_route(&s.items)).or_else(|| tree.docs.first().map(|d| d.route.clone())).unwrap_or_else(|| "/".into())
}

fn site_info(site: &Site, sidebars: &[Sidebar], logo: Option<u32>) -> SiteInfo {
    let Site { config, rules, tree, .. } = *site;
    let docs_root = docs_root(tree, sidebars);
    let nav_item = |l: &LinkConfig| nav_item(l, tree, sidebars, rules);
    let mut nav_items: Vec<NavItem> = config.navbar.items.iter().map(nav_item).collect();
    if nav_items.is_empty() {
        nav_items.push(NavItem { label: "Docs".into(), href: docs_root.clone(), external: false, right: false });
    }
    SiteInfo {
        title: config.title.clone(),
        tagline: config.tagline.clone(),
        url: config.url.clone(),
        base_path: config.base_path.clone(),
        locale: config.locale.clone(),
        version_name: config.docs.version_name.clone(),
        version_label: config.docs.version_label.clone(),
        site_version: config.site_version.clone(),
        copyright: config.copyright.clone(),
        navbar: Navbar {
            title: config.navbar.title.clone().unwrap_or_else(|| config.title.clone()),
            logo,
            items: nav_items,
            hide_on_scroll: config.navbar.hide_on_scroll,
        },
        footer: config.footer.columns.iter().map(|c| FooterColumn { title: c.title.clone(), items: c.items.iter().map(nav_item).collect() }).collect(),
        announcement: config.announcement.as_ref().map(|a| Announcement { id: a.id.clone(), text: a.text.clone(), link: a.link.as_ref().map(nav_item) }),
        docsearch: config.search.docsearch.as_ref().map(|d| DocSearch {
            app_id: d.app_id.clone(),
            api_key: d.api_key.clone(),
            index_name: d.index_name.clone(),
            host: d.host.clone(),
        }),
        gtag: config.analytics.gtag.as_ref().map(|g| Gtag { tracking_id: g.clone() }),
        docs_root,
        color_mode: ColorMode {
            default_mode: match config.color_mode.default_mode {
                config::ThemeName::Light => Theme::Light,
                config::ThemeName::Dark => Theme::Dark,
            },
            disable_switch: config.color_mode.disable_switch,
            respect_prefers_color_scheme: config.color_mode.respect_prefers_color_scheme,
        },
        versions: config
            .docs
            .versions
            .iter()
            .enumerate()
            .map(|(i, v)| DocsVersion {
                name: v.name.clone(),
                label: v.label.clone(),
                path: v.prefix.clone(),
                main: version_main(tree, i, sidebars),
                banner: v.banner,
            })
            .collect(),
        last_version: config.docs.versions.iter().position(|v| v.last).unwrap_or(0) as u32,
        version_dropdown: config.navbar.version_dropdown.filter(|_| !config.docs.versions.is_empty()).map(|right| VersionDropdown { right }),
    }
}

/// A version's main doc (Docusaurus's): the first doc of the first sidebar holding one of
/// its docs, else its first doc.
fn version_main(tree: &DocsTree, version: usize, sidebars: &[Sidebar]) -> String {
    let Some(t) = tree.all().find(|t| t.version == Some(version)) else { return String::new() };
    let own: std::collections::HashSet<&str> = t.docs.iter().filter(|d| !d.standalone).map(|d| d.route.as_str()).collect();
    sidebars
        .iter()
        .filter_map(|s| first_route(&s.items))
        .find(|r| own.contains(r.as_str()))
        .or_else(|| t.docs.iter().find(|d| !d.standalone).map(|d| d.route.clone()))
        .unwrap_or_default()
}

/// The docs version a route belongs to: the one whose route prefix is the longest that
/// the route starts with (`/docs/next/x` is `next`'s, not the last version's at `/docs`);
/// none when another docs instance's prefix is longer still (`/community/x` under `/`).
fn version_of(route: &str, versions: &[config::DocVersion], instances: &[config::DocsInstance]) -> Option<u32> {
    let under = |p: &str| route == p || p.is_empty() || route.strip_prefix(p).is_some_and(|r| r.starts_with('/'));
    let (i, v) = versions.iter().enumerate().filter(|(_, v)| under(&v.prefix)).max_by_key(|(_, v)| v.prefix.len())?;
    let other = instances.iter().map(|i| i.route_prefix()).filter(|p| under(p)).map(|p| p.len()).max();
    if other.is_some_and(|len| len >= v.prefix.len()) {
        return None;
    }
    Some(i as u32)
}

/// Each page's document title and meta description (`Page::meta_title`, `meta_description`).
/// A document title that is the default `Page | Site` is left empty: the runtime builds it
/// (`meta.ts`), and most titles are the default.
fn set_metas(pages: &mut [Page], metas: &HashMap<String, crate::hosted::RouteMeta>, site_title: &str) {
    for p in pages {
        if let Some(m) = metas.get(&p.route) {
            p.meta_title = if m.title == crate::hosted::default_title(&p.title, site_title) { String::new() } else { m.title.clone() };
            p.meta_description = m.description.clone();
        }
    }
}

/// The manifest's route table, sorted by path: where each page lives in the pack. No head
/// metadata: that is in the page (`set_metas`), read when the page is shown, so the manifest
/// every visit decodes (and a hosted visit downloads) is spared two strings per route.
fn route_entries(pages: &[Page], places: &[(usize, u32)], docs: &config::DocsConfig) -> Vec<RouteEntry> {
    let mut routes: Vec<RouteEntry> = pages
        .iter()
        .zip(places)
        .map(|(p, &(c, index))| RouteEntry {
            path: p.route.clone(),
            title: p.title.clone(),
            segment: pack::segment_of_chunk(c),
            index,
            version: if matches!(p.kind, PageKind::Doc | PageKind::Category) { version_of(&p.route, &docs.versions, &docs.instances) } else { None },
            sidebar: Vec::new(),
        })
        .collect();
    routes.sort_by(|a, b| docc_model::route_order(&a.path, &b.path));
    routes
}

/// What the page's Content-Security-Policy must allow besides the file itself: the hosted
/// search origin (the same rule as the runtime's `docsearchOrigin`), gtag.js and the
/// Google Analytics endpoints it reports to, external images named in the content.
fn csp_hosts(config: &Config, images: std::collections::BTreeSet<String>) -> emit::CspHosts {
    let mut hosts = emit::CspHosts { img: images.into_iter().collect(), ..Default::default() };
    if let Some(d) = &config.search.docsearch {
        let host = if d.host.is_empty() { format!("{}-dsn.algolia.net", d.app_id) } else { d.host.clone() };
        let host = host.trim_end_matches('/').to_string();
        let local = {
            let name = host.split(':').next().unwrap_or("");
            name == "localhost" || name.starts_with("127.") || host.starts_with("[::1]")
        };
        let origin = if host.starts_with("http://") || host.starts_with("https://") {
            host
        } else if local {
            format!("http://{host}")
        } else {
            format!("https://{host}")
        };
        // Only characters a host can have: a value with `;` or spaces must not add directives.
        if origin.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':' | '/' | '[' | ']' | '_')) {
            hosts.connect.push(origin);
        }
    }
    if config.analytics.gtag.is_some() {
        hosts.script.push("https://www.googletagmanager.com".into());
        let ga = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"];
        hosts.connect.extend(ga.iter().map(|s| s.to_string()));
        hosts.img.extend(["https://*.google-analytics.com", "https://*.googletagmanager.com"].iter().map(|s| s.to_string()));
    }
    hosts
}

/// The origins the pages' `<iframe>`s embed (the CSP's `frame-src`), nested ones included.
fn embed_origins(pages: &[docc_model::Page]) -> Vec<String> {
    fn walk(blocks: &[docc_model::Block], out: &mut std::collections::BTreeSet<String>) {
        for b in blocks {
            if let docc_model::Block::Embed(e) = b {
                out.extend(crate::links::image_origin(&e.src));
            }
            docc_model::text::for_each_child(b, &mut |bs| walk(bs, out));
        }
    }
    let mut out = std::collections::BTreeSet::new();
    pages.iter().for_each(|p| walk(&p.blocks, &mut out));
    out.into_iter().collect()
}

fn first_route(items: &[SidebarItem]) -> Option<String> {
    items.iter().find_map(|i| match i {
        SidebarItem::Link { route, .. } => Some(route.clone()),
        SidebarItem::Category { route: Some(r), .. } => Some(r.clone()),
        SidebarItem::Category { items, .. } => first_route(items),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `docc check` reports every diagnostic but stops after link checking: indexing,
    /// packing and emitting cannot add one, so it never runs them (a compile does).
    #[test]
    fn check_stops_before_indexing_packing_and_emitting() {
        let site = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/basic");
        let mut diags = Diagnostics::default();
        let stages: Vec<&str> = check(&site, &[], &mut diags).into_iter().map(|(name, _)| name).collect();
        assert!(!diags.has_errors(), "{diags:?}");
        assert!(stages.contains(&"load") && stages.contains(&"link-check"), "{stages:?}");
        assert!(!stages.contains(&"search-index") && !stages.contains(&"pack+emit"), "{stages:?}");
        let mut diags = Diagnostics::default();
        let compiled = compile(&site, &[], false, &mut diags).expect("fixtures/basic compiles");
        let stages: Vec<&str> = compiled.timings.iter().map(|(name, _)| *name).collect();
        assert!(stages.contains(&"search-index") && stages.contains(&"pack+emit"), "{stages:?}");
    }

    /// One warning per component name; the uses that stopped for another reason are counted
    /// by that reason (`NotRendered.why.what`) wherever in the code each stopped, and a reason
    /// whose own text ends in a parenthesis with a colon keeps it (it was once cut off as if it
    /// were the location, when the reason and the location were one string).
    #[test]
    fn component_uses_are_counted_by_reason_not_by_where_they_stopped() {
        use crate::links::ComponentUse;
        use docc_markdown::NotRendered;
        let file = SourceFile::new("docs/a.mdx", "<X />\n<X />\n<X />\n<X />\n");
        let stopped = |what: &str, at: &str| NotRendered {
            failed: " (src/X.jsx) cannot be rendered at compile time".into(),
            why: docc_js::Why { what: what.into(), at: at.into() },
        };
        let budget = "the site's components together run more than 60000000 steps (the budget: see docs.md#budgets)";
        let uses: Vec<ComponentUse> = [
            stopped("it calls `fetch`", "src/X.jsx:2:16"),
            stopped(budget, "src/X.jsx:3:1"),
            stopped(budget, "src/X.jsx:9:5"),
            stopped("it reads `window` (a browser global: none in a server render)", ""),
        ]
        .into_iter()
        .enumerate()
        .map(|(i, why)| ComponentUse { name: "X".into(), file: file.clone(), span: i * 6..i * 6 + 5, why: Some(why) })
        .collect();
        let d = summarise_components(&uses);
        assert_eq!(d.len(), 1, "{d:?}");
        assert_eq!(
            d[0].message,
            format!(
                "MDX component `X` (src/X.jsx) cannot be rendered at compile time: it calls `fetch` (src/X.jsx:2:16); 2 of the uses stopped because {budget}; \
                 1 of the uses stopped because it reads `window` (a browser global: none in a server render); its children are shown (4 uses in 1 file)"
            )
        );
        assert_eq!((d[0].file.as_ref().map(|f| f.name.as_str()), d[0].span.clone()), (Some("docs/a.mdx"), 0..5));
    }
}
