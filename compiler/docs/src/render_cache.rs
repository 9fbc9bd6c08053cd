//! Rendered docs pages kept between compiles of one process (`docc serve`), so a save on a
//! 1,000-page site re-renders one page instead of a thousand (rendering, mostly syntax
//! highlighting, is most of a compile).
//!
//! A page is reused when its key matches: a SHA-256 of the file's bytes, of what the loader
//! made of its place in the tree (path, route, title, folders), and of the site key — the
//! whole `Config` and every file → route pair, because `.md` links resolve through those.
//! A page's own output depends on nothing else that the key does not cover, except the
//! files it embeds and the files it links to: images are read again on every reuse (a
//! changed image is picked up, a missing one makes the page render again and report it),
//! and the caller clears the cache when a file the cache does not track changes
//! (see [`RenderCache::tracks`]), which covers links to static files appearing or going.
//!
//! Breadcrumbs are not cached: they come from other docs' titles, and are cheap. A page with
//! an MDX `<DocCardList />` keys on its folder's cards too (other docs' titles), and a page
//! whose components were given its docs version (`useDocsVersion()`: every doc's title and
//! description) is reused only while that version's key is the same.
//!
//! Pages are moved, not copied: a reused page is taken out of the cache and given back
//! after the compile ([`RenderCache::give_back`]) with the fields the pipeline sets later
//! (sidebar, previous/next) reset, because copying a thousand pages of highlighted code
//! costs more than the rest of a preview compile. Each page's share of the search index
//! ([`docc_search::PageTerms`]) is kept with it for the same reason.

use crate::docs::{self, DocsTree, RenderedDoc};
use crate::links::AssetTable;
use docc_model::{Block, Page};
use docc_search::PageTerms;
use sha2::{Digest, Sha256};
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

type Key = [u8; 32];

struct Entry {
    key: Key,
    /// Images the page embeds: (asset index in the latest compile, path relative to the site).
    images: Vec<(u32, PathBuf)>,
    /// The page, when no compile holds it; its pipeline-set fields as rendered.
    page: Option<Page>,
    route: String,
    sidebar: Option<u32>,
    /// The rest of the render (links to check, diagnostics…), copied on reuse: they are small.
    rest: RenderedDoc,
    terms: Option<Arc<PageTerms>>,
    /// The compile that last checked the key (rendered or reused the page).
    seen: u64,
    /// When the page's components were given its docs version (other docs' titles and
    /// descriptions): that version's key (`version_key`) when it rendered.
    version: Option<Key>,
}

/// Pages rendered by earlier compiles, by source path (relative to the site directory).
#[derive(Default)]
pub struct RenderCache {
    entries: Mutex<HashMap<PathBuf, Entry>>,
    generation: AtomicU64,
    hits: AtomicUsize,
    misses: AtomicUsize,
}

/// Reuse counts of the last compile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CacheStats {
    pub reused: usize,
    pub rendered: usize,
}

impl RenderCache {
    pub fn new() -> Self {
        Self::default()
    }

    /// The part of every page's key that is the same for the whole site.
    pub fn site_key(config: &crate::config::Config, site_dir: &Path, file_routes: &crate::links::FileRoutes) -> Key {
        let mut h = Sha256::new();
        // The settings, without the spans map (a HashMap: its Debug order changes per load).
        let mut settings = config.clone();
        settings.source.spans.clear();
        h.update(format!("{settings:?}\0{}\0", site_dir.display()).as_bytes());
        let mut routes: Vec<(&PathBuf, &String)> = file_routes.iter().collect();
        routes.sort();
        for (file, route) in routes {
            h.update(file.to_string_lossy().as_bytes());
            h.update(b"\0");
            h.update(route.as_bytes());
            h.update(b"\0");
        }
        h.finalize().into()
    }

    fn page_key(site: &Key, tree: &DocsTree, i: usize) -> Key {
        let d = &tree.docs[i];
        let mut h = Sha256::new();
        h.update(site);
        h.update(format!("{}\0{}\0{}\0{}\0{:?}\0{:?}\0", d.rel.display(), d.route, d.title, d.standalone, d.dirs, d.body).as_bytes());
        h.update(d.file.text.as_bytes());
        // MDX `<DocCardList />` shows the other docs' titles and descriptions.
        if d.file.text.contains("DocCardList") {
            h.update(format!("{:?}", tree.folder_cards(&d.dirs, Some(i))).as_bytes());
        }
        h.finalize().into()
    }

    /// Doc `i`, from the cache when its key and images still match, else rendered by `render`.
    /// `version` is the key of the tree's docs version (`version_key`), asked only when needed.
    #[allow(clippy::too_many_arguments)]
    pub fn render(
        &self,
        tree: &DocsTree,
        i: usize,
        site: &Key,
        site_dir: &Path,
        assets: &Mutex<AssetTable>,
        version: &dyn Fn() -> Key,
        render: impl FnOnce() -> RenderedDoc,
    ) -> RenderedDoc {
        let d = &tree.docs[i];
        let key = Self::page_key(site, tree, i);
        if let Some(doc) = self.reuse(&d.rel, &key, version, site_dir, assets) {
            self.hits.fetch_add(1, Ordering::Relaxed);
            let mut doc = doc;
            doc.page.breadcrumbs = docs::breadcrumbs_of(tree, i);
            return doc;
        }
        self.misses.fetch_add(1, Ordering::Relaxed);
        let mut doc = render();
        let mut indexes = Vec::new();
        each_image(&mut doc.page.blocks, &mut |a| indexes.push(*a));
        indexes.sort_unstable();
        indexes.dedup();
        let images = {
            let table = assets.lock().expect("asset table lock");
            indexes.into_iter().filter_map(|a| table.path(a).map(|p| (a, p.to_path_buf()))).collect()
        };
        let rest = RenderedDoc {
            page: Page::default(),
            pending: doc.pending.clone(),
            diagnostics: doc.diagnostics.clone(),
            live_links: doc.live_links.clone(),
            components: doc.components.clone(),
            read_version: doc.read_version,
        };
        let entry = Entry {
            key,
            images,
            page: None,
            route: doc.page.route.clone(),
            sidebar: doc.page.sidebar,
            rest,
            terms: None,
            seen: self.generation.load(Ordering::Relaxed),
            version: doc.read_version.then(version),
        };
        self.entries.lock().expect("render cache lock").insert(d.rel.clone(), entry);
        doc
    }

    /// A copy of the cached page with its images registered in this build's asset table.
    fn reuse(&self, rel: &Path, key: &Key, version: &dyn Fn() -> Key, site_dir: &Path, assets: &Mutex<AssetTable>) -> Option<RenderedDoc> {
        let mut entries = self.entries.lock().expect("render cache lock");
        let e = entries.get_mut(rel).filter(|e| e.key == *key && e.page.is_some() && e.version.is_none_or(|v| v == version()))?;
        let mut remap = HashMap::with_capacity(e.images.len());
        if !e.images.is_empty() {
            let mut table = assets.lock().expect("asset table lock");
            for (old, path) in &e.images {
                remap.insert(*old, table.add(site_dir, path).ok()?);
            }
        }
        let mut page = e.page.take()?;
        if !remap.is_empty() {
            each_image(&mut page.blocks, &mut |a| *a = remap[a]);
            for (old, _) in &mut e.images {
                *old = remap[old];
            }
        }
        e.seen = self.generation.load(Ordering::Relaxed);
        Some(RenderedDoc {
            page,
            pending: e.rest.pending.clone(),
            diagnostics: e.rest.diagnostics.clone(),
            live_links: e.rest.live_links.clone(),
            components: e.rest.components.clone(),
            read_version: e.rest.read_version,
        })
    }

    /// The key of a tree's docs version as its pages' components see it (`DocsTree::version_props`).
    pub fn version_key(tree: &DocsTree, config: &crate::config::Config) -> Key {
        Sha256::digest(tree.version_props(config).to_string().as_bytes()).into()
    }

    /// Takes the compile's pages back (those the cache rendered or reused), so the next
    /// compile can reuse them without copying.
    pub fn give_back(&self, pages: Vec<Page>) {
        let generation = self.generation.load(Ordering::Relaxed);
        let mut entries = self.entries.lock().expect("render cache lock");
        for mut page in pages {
            if page.source.is_empty() {
                continue;
            }
            if let Some(e) = entries.get_mut(Path::new(&page.source)).filter(|e| e.seen == generation && e.route == page.route && e.page.is_none()) {
                page.sidebar = e.sidebar;
                page.prev = None;
                page.next = None;
                e.page = Some(page);
            }
        }
    }

    /// Page `page`'s share of the search index: kept with the cached page when it is one
    /// this compile rendered or reused, else computed.
    pub fn search_terms(&self, page: &Page) -> Arc<PageTerms> {
        let generation = self.generation.load(Ordering::Relaxed);
        let cached = |entries: &HashMap<PathBuf, Entry>| {
            entries.get(Path::new(&page.source)).filter(|e| e.seen == generation && e.route == page.route && !page.source.is_empty()).map(|e| e.terms.clone())
        };
        // (The guard must be gone before the arms lock again.)
        let found = cached(&self.entries.lock().expect("render cache lock"));
        match found {
            Some(Some(terms)) => terms,
            Some(None) => {
                let terms = Arc::new(docc_search::page_terms(page));
                if let Some(e) = self.entries.lock().expect("render cache lock").get_mut(Path::new(&page.source)) {
                    e.terms = Some(terms.clone());
                }
                terms
            }
            None => Arc::new(docc_search::page_terms(page)),
        }
    }

    /// Starts a compile: zeroes the counts and drops pages whose source is no longer a doc.
    pub fn begin(&self, tree: &DocsTree) {
        self.generation.fetch_add(1, Ordering::Relaxed);
        self.hits.store(0, Ordering::Relaxed);
        self.misses.store(0, Ordering::Relaxed);
        let live: HashSet<&Path> = tree.docs.iter().map(|d| d.rel.as_path()).collect();
        self.entries.lock().expect("render cache lock").retain(|rel, _| live.contains(rel.as_path()));
    }

    pub fn stats(&self) -> CacheStats {
        CacheStats { reused: self.hits.load(Ordering::Relaxed), rendered: self.misses.load(Ordering::Relaxed) }
    }

    /// Whether the cache checks `rel` (relative to the site directory) itself: a doc source or
    /// an image of a cached page. A change to any other file may change pages in ways the
    /// keys do not see, so the caller should [`clear`](Self::clear) the cache then.
    pub fn tracks(&self, rel: &Path) -> bool {
        let entries = self.entries.lock().expect("render cache lock");
        entries.contains_key(rel) || entries.values().any(|e| e.images.iter().any(|(_, p)| p == rel))
    }

    pub fn clear(&self) {
        self.entries.lock().expect("render cache lock").clear();
    }

    pub fn len(&self) -> usize {
        self.entries.lock().expect("render cache lock").len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Calls `f` on every embedded image's asset index of a docs page.
fn each_image(blocks: &mut [Block], f: &mut impl FnMut(&mut u32)) {
    docc_model::for_each_image(blocks, &mut |img| {
        if let Some(a) = img.asset.as_mut() {
            f(a);
        }
    });
}
