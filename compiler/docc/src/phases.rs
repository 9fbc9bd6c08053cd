//! Page sources. Each source of pages (the docs tree, the OpenAPI reference, the TypeScript
//! reference) is a [`Phase`]: it reads its part of docc.toml, renders its Markdown through the
//! shared link context, and returns pages, sidebars and diagnostics. The pipeline runs every
//! enabled phase in parallel and merges their outputs in [`PHASES`] order, so a new page
//! source (a second spec, a changelog, a blog) is one more `Phase` in that list and touches
//! no orchestrator code.

use crate::config::Config;
use crate::docs::{self, DocsTree, RenderedDoc};
use crate::links::{AssetTable, LinkCtx, LinkRules, PendingLink};
use crate::render_cache::RenderCache;
use docc_config::jsconfig::JVal;
use docc_diag::confine::ContentRoot;
use docc_diag::SourceFile;
use docc_markdown::phase::PhaseOutput;
use docc_model::{Page, SidebarItem};
use std::collections::HashMap;
use std::ops::Range;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// What every phase reads: the loaded site, shared and read-only.
pub(crate) struct Inputs<'a> {
    pub site_dir: &'a Path,
    pub root: &'a ContentRoot,
    pub config: &'a Config,
    pub rules: &'a LinkRules,
    /// The docs tree, loaded and planned (routes are known before any phase renders).
    pub tree: &'a DocsTree,
    /// Source file → route, for `.md` links from any phase.
    pub file_routes: &'a crate::links::FileRoutes,
    /// Preview compiles (`docc serve`) reuse unchanged docs pages.
    pub cache: Option<&'a RenderCache>,
}

/// A source of pages.
pub(crate) trait Phase: Sync {
    /// The name in `--timings`.
    fn name(&self) -> &'static str;
    /// Whether docc.toml asks for this phase.
    fn enabled(&self, config: &Config) -> bool;
    /// Renders the phase's pages. Links and images go through `ctx` (whose asset table is
    /// the phase's own); pages' `sidebar` index the returned sidebars.
    fn run(&self, inputs: &Inputs, ctx: &mut LinkCtx) -> PhaseOutput;
}

/// Every page source, in merge order: docs first (their sidebars are the site's first).
pub(crate) const PHASES: &[&dyn Phase] = &[&DocsPhase, &OpenApiPhase, &TypeScriptPhase];

/// One phase's result, with what its link context collected.
pub(crate) struct Ran {
    pub name: &'static str,
    pub output: PhaseOutput,
    pub assets: AssetTable,
    pub pending: Vec<PendingLink>,
    pub live_links: Vec<(String, Arc<SourceFile>, Range<usize>)>,
    pub components: Vec<crate::links::ComponentUse>,
    pub micros: u128,
}

/// Runs the enabled phases on rayon's pool; results come back in [`PHASES`] order.
pub(crate) fn run_all(inputs: &Inputs) -> Vec<Ran> {
    use rayon::prelude::*;
    PHASES
        .par_iter()
        .filter(|p| p.enabled(inputs.config))
        .map(|phase| {
            let t = Instant::now();
            let assets = Mutex::new(AssetTable::confined(inputs.root.clone()));
            let mut ctx = LinkCtx::new(inputs.site_dir, inputs.rules, SourceFile::new("", ""), None, None, inputs.file_routes, &assets);
            let output = phase.run(inputs, &mut ctx);
            let LinkCtx { pending, diagnostics, live_links, components, .. } = ctx;
            let mut output = output;
            output.diagnostics.extend(diagnostics);
            Ran {
                name: phase.name(),
                output,
                assets: assets.into_inner().expect("asset table lock"),
                pending,
                live_links,
                components,
                micros: t.elapsed().as_micros(),
            }
        })
        .collect()
}

/// The docs and standalone pages (`docs/`, `pages/`), their sidebars (folders, or a
/// Docusaurus sidebars module) and generated category pages.
pub(crate) struct DocsPhase;

impl Phase for DocsPhase {
    fn name(&self) -> &'static str {
        "docs"
    }

    fn enabled(&self, _: &Config) -> bool {
        true
    }

    fn run(&self, inputs: &Inputs, ctx: &mut LinkCtx) -> PhaseOutput {
        docs_phase(inputs, ctx)
    }
}

/// The docs phase (it lives with the phase, above `docs`, `sidebars` and `render_cache`,
/// which it combines): for each docs tree (one per docs version on a versioned site, the
/// last version's first, then one per other docs instance), sidebars first (a Docusaurus sidebars module, or the folders),
/// then every doc rendered on rayon's threads, then the generated category and sidebar
/// index pages. Its sidebars come first in the site, so they are numbered from 0.
fn docs_phase(inputs: &Inputs, ctx: &mut LinkCtx) -> PhaseOutput {
    let mut out = PhaseOutput { pages: Vec::new(), sidebars: Vec::new(), diagnostics: Vec::new() };
    for (k, tree) in inputs.tree.all().enumerate() {
        let sidebars = match (tree.instance, tree.version) {
            (Some(i), _) => inputs.config.docs.instances[i].sidebars.as_deref(),
            (None, Some(v)) => inputs.config.docs.versions[v].sidebars.as_deref(),
            (None, None) => inputs.config.docs.sidebars.as_deref(),
        };
        // The preview cache knows the first tree's docs only.
        tree_pages(inputs, tree, sidebars, if k == 0 { inputs.cache } else { None }, ctx, &mut out);
    }
    out
}

/// One docs tree's sidebars and pages, appended to `out` (sidebar indexes after those in it).
fn tree_pages(inputs: &Inputs, tree: &DocsTree, sidebars_file: Option<&str>, cache: Option<&RenderCache>, ctx: &mut LinkCtx, out: &mut PhaseOutput) {
    let (config, site_dir) = (inputs.config, inputs.site_dir);
    let base = out.sidebars.len() as u32;
    let diagnostics = &mut out.diagnostics;
    let sidebar_spec = sidebars_file
        .and_then(|p| crate::config::docusaurus::sidebars_file(site_dir, Some(p)))
        .and_then(|p| crate::config::docusaurus::read_sidebars(site_dir, &p, diagnostics));
    // The config's `sidebarItemsGenerator` (the default docs instance's), run for each
    // `autogenerated` item; without a sidebars file, Docusaurus's default sidebar is one such item.
    let generator = config.docs.items_generator.as_ref().filter(|_| tree.instance.is_none()).map(|g| {
        let (version_name, content_path) = match tree.version {
            Some(v) => (config.docs.versions[v].name.clone(), config.docs.versions[v].dir.clone()),
            None => ("current".to_string(), config.docs.dir.clone()),
        };
        crate::sidebars::generator::GeneratorRun { generator: g, site_dir, version_name, content_path }
    });
    let sidebar_spec = sidebar_spec.or_else(|| {
        let g = generator.as_ref()?.generator;
        let loc = docc_config::jsconfig::Loc { file: g.file.clone(), span: g.span.clone() };
        let item = JVal::Obj(vec![("type".into(), JVal::Str("autogenerated".into()), loc.clone()), ("dirName".into(), JVal::Str(".".into()), loc.clone())]);
        Some(JVal::Obj(vec![("docs".into(), JVal::Arr(vec![(item, loc.clone())]), loc)]))
    });
    let (mut sidebars, sidebar_pages) = match &sidebar_spec {
        Some(spec) => {
            let legacy = tree.version.map(|v| format!("version-{}/", config.docs.versions[v].name));
            let built = crate::sidebars::build(spec, tree, legacy.as_deref(), generator.as_ref(), diagnostics);
            (built.sidebars, built.pages)
        }
        None => (vec![tree.sidebar()], Vec::new()),
    };
    // docusaurus-plugin-openapi-docs' generated docs: the OpenAPI phase makes their pages.
    let generated = config.openapi.as_ref().and_then(|o| o.generated.as_ref());
    let skip = |i: usize| generated.is_some_and(|g| g.is_generated(&tree.docs[i].rel));
    let rendered = render_all(tree, config, inputs.rules, site_dir, inputs.file_routes, ctx.assets, cache, base, &skip);
    let mut pages: Vec<Page> = Vec::with_capacity(rendered.len());
    for r in rendered {
        pages.push(r.page);
        ctx.pending.extend(r.pending);
        diagnostics.extend(r.diagnostics);
        ctx.live_links.extend(r.live_links);
        ctx.components.extend(r.components);
    }
    pages.extend(tree.category_pages(base));
    // A generated index the folders already give (a `_category_` file's, met again in the
    // items a `sidebarItemsGenerator` returned) is one page.
    let known: std::collections::HashSet<String> = pages.iter().filter(|p| p.kind == docc_model::PageKind::Category).map(|p| p.route.clone()).collect();
    let sidebar_pages: Vec<(Page, u32)> = sidebar_pages.into_iter().filter(|(p, _)| !known.contains(&p.route)).collect();
    pages.extend(sidebar_pages.into_iter().map(|(mut p, i)| {
        p.sidebar = Some(base + i);
        p
    }));
    if sidebar_spec.is_some() {
        settle_categories(&mut sidebars, &mut pages);
        // A doc shows the first sidebar that lists it; a doc in none shows no sidebar.
        let mut home: HashMap<String, u32> = HashMap::new();
        for (i, sb) in sidebars.iter().enumerate() {
            let mut routes = Vec::new();
            collect_routes(&sb.items, &mut routes);
            for r in routes {
                home.entry(r).or_insert(base + i as u32);
            }
        }
        for p in pages.iter_mut() {
            if p.sidebar.is_some() {
                p.sidebar = home.get(&p.route).copied();
            }
        }
    }
    out.pages.extend(pages);
    out.sidebars.extend(sidebars);
}

/// Every doc, rendered in parallel (unchanged ones taken from the preview cache).
fn render_all(
    tree: &DocsTree,
    config: &Config,
    rules: &LinkRules,
    site_dir: &Path,
    file_routes: &crate::links::FileRoutes,
    assets: &Mutex<AssetTable>,
    cache: Option<&RenderCache>,
    sidebar: u32,
    skip: &(dyn Fn(usize) -> bool + Sync),
) -> Vec<RenderedDoc> {
    use rayon::prelude::*;
    let render = |i: usize| docs::render_doc(tree, i, config, rules, site_dir, file_routes, assets, sidebar);
    // rayon's work stealing balances pages of very different sizes; order is kept.
    let before = assets.lock().expect("asset table lock").assets.items.len();
    let mut rendered: Vec<RenderedDoc> = match cache {
        None => (0..tree.docs.len()).into_par_iter().filter(|&i| !skip(i)).map(render).collect(),
        Some(cache) => {
            cache.begin(tree);
            let site = RenderCache::site_key(config, site_dir, file_routes);
            let version = std::sync::OnceLock::new();
            let version = || *version.get_or_init(|| RenderCache::version_key(tree, config));
            (0..tree.docs.len()).into_par_iter().filter(|&i| !skip(i)).map(|i| cache.render(tree, i, &site, site_dir, assets, &version, || render(i))).collect()
        }
    };
    // Threads add images in any order; renumber them so the output is reproducible.
    assets.lock().expect("asset table lock").stable_order(before, &mut rendered.iter_mut().map(|r| &mut r.page).collect::<Vec<_>>());
    rendered
}

/// Docusaurus's last pass over a docs instance's sidebars (`postProcessSidebarItem`): a category
/// left with no items is dropped when it has no link or a generated index ("doesn't make sense
/// to render an empty generated index page") and becomes its doc's link when it links one; then
/// a generated index is a page only where a category of a sidebar still links to it. Docusaurus
/// makes those pages from the final sidebars, so a `_category_` file's index whose category a
/// `sidebarItemsGenerator` dropped (SilvanaOne/silvana-docs hides 4 by `className`, empties
/// another by `customProps`), or whose folder holds no doc, has no page.
fn settle_categories(sidebars: &mut [docc_model::Sidebar], pages: &mut Vec<Page>) {
    use docc_model::PageKind;
    fn settle(items: &mut Vec<SidebarItem>, indexes: &std::collections::HashSet<String>) {
        let mut kept = Vec::with_capacity(items.len());
        for mut item in items.drain(..) {
            if let SidebarItem::Category { label, route, items: children, .. } = &mut item {
                settle(children, indexes);
                if children.is_empty() {
                    match route.take() {
                        Some(route) if !indexes.contains(&route) => kept.push(SidebarItem::Link { label: std::mem::take(label), route, badge: String::new() }),
                        _ => {}
                    }
                    continue;
                }
            }
            kept.push(item);
        }
        *items = kept;
    }
    let indexes: std::collections::HashSet<String> = pages.iter().filter(|p| p.kind == PageKind::Category).map(|p| p.route.clone()).collect();
    for sb in sidebars.iter_mut() {
        settle(&mut sb.items, &indexes);
    }
    let mut linked = Vec::new();
    for sb in sidebars.iter() {
        collect_routes(&sb.items, &mut linked);
    }
    let linked: std::collections::HashSet<String> = linked.into_iter().collect();
    pages.retain(|p| p.kind != PageKind::Category || linked.contains(&p.route));
}

fn collect_routes(items: &[SidebarItem], out: &mut Vec<String>) {
    for i in items {
        match i {
            SidebarItem::Link { route, .. } => out.push(route.clone()),
            SidebarItem::Category { route, items, .. } => {
                out.extend(route.clone());
                collect_routes(items, out);
            }
        }
    }
}

/// The HTTP API reference from `[openapi] spec`.
pub(crate) struct OpenApiPhase;

impl Phase for OpenApiPhase {
    fn name(&self) -> &'static str {
        "openapi"
    }

    fn enabled(&self, config: &Config) -> bool {
        config.openapi.is_some()
    }

    fn run(&self, inputs: &Inputs, ctx: &mut LinkCtx) -> PhaseOutput {
        openapi(inputs.root, inputs.config, inputs.config.openapi.as_ref().expect("enabled"), ctx)
    }
}

/// The typed SDK reference from `[[typescript.packages]]`.
pub(crate) struct TypeScriptPhase;

impl Phase for TypeScriptPhase {
    fn name(&self) -> &'static str {
        "typescript"
    }

    fn enabled(&self, config: &Config) -> bool {
        !config.typescript.packages.is_empty()
    }

    fn run(&self, inputs: &Inputs, ctx: &mut LinkCtx) -> PhaseOutput {
        let packages: Vec<docc_tsref::PackageSpec> =
            inputs.config.typescript.packages.iter().map(|p| docc_tsref::PackageSpec { name: p.name.clone(), entry: p.entry.clone() }).collect();
        docc_tsref::compile_in(inputs.root, &packages, ctx)
    }
}

/// The OpenAPI phase. Root-relative links in the spec's descriptions that name no docs
/// page and no typed-reference page go to `links_base` (see `docc_openapi::describe`).
fn openapi(root: &ContentRoot, config: &Config, api: &crate::config::OpenApiConfig, ctx: &mut LinkCtx) -> PhaseOutput {
    let mut bad_base = None;
    let base = api.links_base.as_deref().and_then(|b| match docc_openapi::describe::parse_base(b) {
        Some(u) => Some(u),
        None => {
            let d = docc_diag::Diagnostic::error("docc::config", format!("`links_base = \"{b}\"` is not an http(s) URL"))
                .help("give the docs site the spec's links belong to, e.g. links_base = \"https://docs.github.com\"");
            bad_base = Some(config.source.locate(d, "openapi.links_base", "not an http(s) URL"));
            None
        }
    });
    let ts_roots: Vec<String> = config.typescript.packages.iter().map(|p| format!("/api/{}", p.name)).collect();
    let is_site_route = |route: &str| {
        ctx.file_routes.contains_route(route)
            || (!ts_roots.is_empty() && route == "/api")
            || ts_roots.iter().any(|r| route == r || route.starts_with(&format!("{r}/")))
    };
    let links = docc_openapi::describe::LinkPolicy { base, is_site_route: Some(&is_site_route) };
    let routes = match &api.generated {
        Some(g) => docc_openapi::routes::Routes::openapi_docs(&g.route),
        None => docc_openapi::routes::Routes::default(),
    };
    let mut out = docc_openapi::compile_at(root, &api.spec, &routes, links, ctx);
    out.diagnostics.extend(bad_base);
    embed_spec(api, ctx, &mut out);
    out
}

/// The spec file as written becomes an asset the overview offers for download.
fn embed_spec(api: &crate::config::OpenApiConfig, ctx: &mut LinkCtx, out: &mut PhaseOutput) {
    use docc_model::{api::SpecFile, Block};
    let Some(overview) = out.pages.iter_mut().flat_map(|p| p.blocks.iter_mut()).find_map(|b| match b {
        Block::ApiOverview(o) => Some(o),
        _ => None,
    }) else {
        return;
    };
    let path = std::path::Path::new(&api.spec);
    // The loader has read this file already: a failure here is not news.
    if let Ok(asset) = ctx.assets.lock().expect("asset table lock").add(ctx.site_dir, path) {
        let name = path.file_name().map_or_else(|| "openapi".into(), |n| n.to_string_lossy().into_owned());
        overview.spec = Some(SpecFile { name, asset });
    }
}

/// The search index. Preview compiles (with a render cache) reuse the unchanged pages' terms.
pub(crate) fn search_index(pages: &[Page], cache: Option<&RenderCache>) -> docc_search::SearchParts {
    use rayon::prelude::*;
    match cache {
        None => docc_search::build(pages),
        Some(cache) => {
            let terms: Vec<Arc<docc_search::PageTerms>> = pages.par_iter().map(|p| cache.search_terms(p)).collect();
            let terms: Vec<&docc_search::PageTerms> = terms.iter().map(|t| &**t).collect();
            docc_search::split(docc_search::build_data_from(pages, &terms))
        }
    }
}
