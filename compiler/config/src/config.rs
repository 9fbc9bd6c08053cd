//! `docc.toml`: the one small config struct (mdBook style). Every field has a default
//! so a bare docs folder compiles; unknown keys are errors with a span, because a
//! misspelt setting silently ignored is worse than a failed build.

/// A Docusaurus config read instead of docc.toml: one more way to load a `Config`, so it lives
/// under this module (and reads its types) rather than beside it.
pub mod docusaurus;
/// Remark plugins docc applies, read from a Docusaurus config.
mod remark;

use docc_diag::confine::ContentRoot;
use docc_diag::{Diagnostic, SourceFile};
use serde::Deserialize;
use std::collections::HashMap;
use std::ops::Range;
use std::path::Path;
use std::sync::Arc;
use toml::Spanned;

#[derive(Debug, Deserialize, Clone)]
#[serde(deny_unknown_fields, default)]
pub struct Config {
    pub title: String,
    pub tagline: String,
    pub url: String,
    pub base_path: String,
    pub locale: String,
    pub copyright: String,
    pub site_version: String,
    /// The site's icon (`<link rel="icon">` of every page, `favicon.<ext>` of a hosted
    /// folder), relative to the site folder: `static/img/favicon.svg`. None: docc's own.
    pub favicon: Option<String>,
    pub docs: DocsConfig,
    pub navbar: NavbarConfig,
    pub footer: FooterConfig,
    pub announcement: Option<AnnouncementConfig>,
    pub search: SearchConfig,
    pub analytics: AnalyticsConfig,
    pub color_mode: ColorModeConfig,
    pub openapi: Option<OpenApiConfig>,
    pub typescript: TypeScriptConfig,
    /// Docusaurus's `onBrokenLinks`: a link to a missing page or file.
    pub on_broken_links: Policy,
    /// Docusaurus's `onBrokenAnchors`: a link to a missing heading id.
    pub on_broken_anchors: Policy,
    /// Docusaurus's `onBrokenMarkdownLinks` (or `markdown.hooks.onBrokenMarkdownLinks`): a
    /// link to a `.md`/`.mdx` file that is no doc. Unset, `on_broken_links` decides; a
    /// Docusaurus config always sets it (Docusaurus's default is `"warn"`).
    pub on_broken_markdown_links: Option<Policy>,
    /// Docusaurus's `onDuplicateRoutes`: two pages with the same route (the first wins).
    pub on_duplicate_routes: Policy,
    /// Route prefixes served by the live site only (a blog, custom React pages, other
    /// plugins): links under them open `url` + `base_path` + route instead of failing.
    pub live_routes: Vec<String>,
    /// `@docusaurus/plugin-client-redirects`' `redirects`: (from, to) routes. A link to a
    /// `from` route that no page has goes to its `to` route.
    pub redirects: Vec<(String, String)>,
    pub markdown: MarkdownConfig,
    pub security: SecurityConfig,
    /// Where each path and link setting sits in docc.toml, so that problems found later
    /// (a missing logo, an entry outside the site folder, a `javascript:` link) point at
    /// the line that set them.
    #[serde(skip)]
    pub source: ConfigSource,
    /// Docusaurus's `trailingSlash` (read from its config only): `true` gives every page a
    /// folder's URL, `false` none, unset leaves category indexes their folder URL. It decides
    /// where a page's relative links (`../../intent_builtin`) resolve from.
    #[serde(skip)]
    pub trailing_slash: Option<bool>,
    /// Read from a Docusaurus config: where docc and Docusaurus could differ (document
    /// titles and descriptions), Docusaurus's build is the reference.
    #[serde(skip)]
    pub docusaurus: bool,
}

/// docc.toml as loaded, plus the spans of the settings later phases check.
#[derive(Debug, Clone, Default)]
pub struct ConfigSource {
    pub file: Option<Arc<SourceFile>>,
    /// Dotted key (`navbar.logo`, `typescript.packages.0.entry`, `navbar.items.2.to`) → value span.
    pub spans: HashMap<String, Range<usize>>,
}

impl ConfigSource {
    /// A diagnostic pointed at the value of `key`, or at the file when the key is absent.
    pub fn locate(&self, d: Diagnostic, key: &str, label: &str) -> Diagnostic {
        match (&self.file, self.spans.get(key)) {
            (Some(f), Some(span)) => d.at(f, span.clone(), label),
            (Some(f), None) => d.in_file(f),
            (None, _) => d,
        }
    }
}

#[derive(Debug, Deserialize, Clone, Default)]
#[serde(deny_unknown_fields, default)]
pub struct SecurityConfig {
    /// Still parsed only so that its presence is a located error (`inputs.rs`): the tree
    /// cannot widen what docc reads; `--allow-outside` on the command line does that.
    pub allow_outside: Vec<String>,
}

/// What a class of link problem does to the build, with Docusaurus's names.
#[derive(Debug, Deserialize, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Policy {
    /// An error: the build fails.
    Throw,
    /// A warning.
    Warn,
    /// Reported once per kind, with the count (Docusaurus's `log`).
    Log,
    /// Not reported.
    Ignore,
}

/// `[markdown]`: Docusaurus's `markdown` and prism settings.
#[derive(Debug, Deserialize, Clone, Default)]
#[serde(deny_unknown_fields, default)]
pub struct MarkdownConfig {
    /// Extra code-block magic comments (Docusaurus `themeConfig.prism.magicComments`);
    /// lines they mark are highlighted. `highlight-next-line` and `highlight-start`/`-end`
    /// are always known.
    pub magic_comments: Vec<MagicComment>,
    /// Languages Docusaurus loads for prism (`additionalLanguages`). docc highlights every
    /// language it has a grammar for; the Docusaurus reader warns about those it lacks.
    pub additional_languages: Vec<String>,
    /// How `.md` files are read; a misspelt value is an error pointing at it.
    pub format: MarkdownFormat,
    /// `@docusaurus/remark-plugin-npm2yarn`: ```` ```bash npm2yarn ```` blocks become npm /
    /// yarn / pnpm / bun tabs. Set by the Docusaurus config's `remarkPlugins`, or here.
    pub npm2yarn: Option<Npm2YarnConfig>,
    /// `docusaurus-remark-plugin-tab-blocks`: consecutive ```` ```js tab ```` blocks become one
    /// tabs group. Set by the Docusaurus config's `remarkPlugins`, or here.
    pub tab_blocks: Option<TabBlocksConfig>,
    /// The Docusaurus major version a Docusaurus site is built with (its package.json's
    /// `@docusaurus/core` range), whose Markdown reads differently: 2.x draws `:::warning` as
    /// `danger` and takes `[a][b]` in a heading for a link reference in its id and TOC entry.
    #[serde(skip)]
    pub docusaurus_major: Option<u32>,
}

/// `[markdown.tab_blocks]`: the plugin's options (`docc_markdown::tab_blocks`).
#[derive(Debug, Deserialize, Clone)]
#[serde(deny_unknown_fields, default)]
pub struct TabBlocksConfig {
    /// The `groupId` every group shares when `sync` is on (`code-examples`).
    pub group_id: String,
    /// Tab labels by language, after the defaults (`js` → JavaScript, `ts` → TypeScript):
    /// `labels = [["json", "JSON"]]`.
    pub labels: Vec<(String, String)>,
    /// Groups share one choice (default on).
    pub sync: bool,
}

impl Default for TabBlocksConfig {
    fn default() -> Self {
        let d = docc_markdown::tab_blocks::TabBlocks::default();
        TabBlocksConfig { group_id: d.group_id, labels: Vec::new(), sync: d.sync }
    }
}

impl TabBlocksConfig {
    pub fn options(&self) -> docc_markdown::tab_blocks::TabBlocks {
        let mut labels = docc_markdown::tab_blocks::default_labels();
        labels.extend(self.labels.iter().cloned());
        docc_markdown::tab_blocks::TabBlocks { group_id: self.group_id.clone(), labels, sync: self.sync }
    }
}

/// `[markdown.npm2yarn]`: the plugin's options.
#[derive(Debug, Deserialize, Clone)]
#[serde(deny_unknown_fields, default)]
pub struct Npm2YarnConfig {
    /// Tabs share one choice site-wide (`groupId="npm2yarn"`).
    pub sync: bool,
    /// Converters in tab order: `yarn`, `pnpm`, `bun`.
    pub converters: Vec<String>,
}

impl Default for Npm2YarnConfig {
    fn default() -> Self {
        let d = docc_markdown::npm2yarn::Npm2Yarn::default();
        Npm2YarnConfig { sync: d.sync, converters: d.converters }
    }
}

/// Docusaurus's `markdown.format`.
#[derive(Debug, Deserialize, Clone, Copy, Default, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum MarkdownFormat {
    /// `.md` and `.mdx` files are read as MDX, as Docusaurus 3 does.
    #[default]
    Mdx,
    /// Only `.mdx` files are MDX; `.md` files are plain Markdown.
    Detect,
    /// As `detect`.
    Md,
}

pub use docc_markdown::mdx::MagicComment;

impl Default for Config {
    fn default() -> Self {
        Config {
            title: "Documentation".into(),
            tagline: String::new(),
            url: String::new(),
            base_path: "/".into(),
            locale: "en".into(),
            copyright: String::new(),
            site_version: String::new(),
            favicon: None,
            docs: DocsConfig::default(),
            navbar: NavbarConfig::default(),
            footer: FooterConfig::default(),
            announcement: None,
            search: SearchConfig::default(),
            analytics: AnalyticsConfig::default(),
            color_mode: ColorModeConfig::default(),
            openapi: None,
            typescript: TypeScriptConfig::default(),
            security: SecurityConfig::default(),
            source: ConfigSource::default(),
            trailing_slash: None,
            docusaurus: false,
            on_broken_links: Policy::Throw,
            on_broken_anchors: Policy::Warn,
            on_broken_markdown_links: None,
            on_duplicate_routes: Policy::Warn,
            live_routes: Vec::new(),
            redirects: Vec::new(),
            markdown: MarkdownConfig::default(),
        }
    }
}

#[derive(Debug, Deserialize, Clone)]
#[serde(deny_unknown_fields, default)]
pub struct DocsConfig {
    /// Folder of the docs tree, relative to the site directory.
    pub dir: String,
    /// Folder of standalone pages (e.g. `/markdown-page`).
    pub pages_dir: String,
    /// Folder of static files (`/img/logo.svg` → `static/img/logo.svg`).
    pub static_dir: String,
    pub version_name: String,
    pub version_label: String,
    /// URL prefix of every docs route (Docusaurus's `routeBasePath`): `docs` serves
    /// `docs/intro.md` at `/docs/intro`. Empty (the default) serves docs from the root.
    /// Standalone pages never get it.
    pub route_base_path: String,
    /// A Docusaurus sidebars module (`sidebars.js`, `.ts`, `.json`), relative to the site
    /// directory; without it the sidebar follows the folders (`_category_` files, positions).
    pub sidebars: Option<String>,
    /// Older docs versions of a Docusaurus site (`versioned_docs/version-<name>/`) and the route
    /// each is served at (`/docs/v9`); docc compiles the current version only, so links into
    /// them go to the live site. Read from `docusaurus.config`'s docs `versions` and `versions.json`.
    #[serde(skip)]
    pub live_versions: Vec<(String, String)>,
    /// The versions of a versioned Docusaurus site (`versions.json`), in Docusaurus's order
    /// (current first, then `versions.json`'s, newest first); empty when the site is not
    /// versioned. Read by `config/docusaurus/versions.rs`; the pipeline loads one docs tree each.
    #[serde(skip)]
    pub versions: Vec<DocVersion>,
    /// A Docusaurus site's other docs instances (each `@docusaurus/plugin-content-docs` with
    /// an `id` besides the preset's docs): their own folder, routes and sidebars. Read by
    /// `config/docusaurus.rs`; the pipeline loads one docs tree each.
    #[serde(skip)]
    pub instances: Vec<DocsInstance>,
    /// The docs plugin's `exclude` globs when the site sets them (they replace Docusaurus's
    /// default, which leaves out `_`-named files and folders); every version's folder uses them.
    #[serde(skip)]
    pub exclude: Option<Vec<String>>,
    /// The docs plugin's `sidebarItemsGenerator` (a function in `docusaurus.config.*`), run by
    /// `sidebars/generator.rs` for each `autogenerated` sidebar item of every version.
    #[serde(skip)]
    pub items_generator: Option<ItemsGenerator>,
}

/// Where the config writes the docs plugin's `sidebarItemsGenerator` (run by docc-docs's `sidebars/generator.rs`).
#[derive(Debug, Clone)]
pub struct ItemsGenerator {
    pub file: std::sync::Arc<docc_diag::SourceFile>,
    /// The property (`sidebarItemsGenerator(args) { … }`) when `method`, else the value
    /// (`async (args) => …`, `function (args) { … }`, a name bound in the module).
    pub span: std::ops::Range<usize>,
    pub method: bool,
    /// The property's name, to read the method back from its object.
    pub key: String,
    /// The function failed once (reported): docc's items are used from then on, not reported again.
    pub failed: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

/// Another docs instance (Docusaurus's multi-instance docs: `id: 'community'`).
#[derive(Debug, Clone)]
pub struct DocsInstance {
    /// The plugin's `id`, which navbar items name as `docsPluginId`.
    pub id: String,
    /// Its folder, relative to the site directory (`path`, default `docs`).
    pub dir: String,
    /// `routeBasePath` (default `docs`; `/` serves it from the root).
    pub route_base_path: String,
    /// Its sidebars file (`sidebarPath`), relative to the site directory; `None`: the folders.
    pub sidebars: Option<String>,
    /// Its `exclude` globs, when set (see `DocsConfig::exclude`).
    pub exclude: Option<Vec<String>>,
    /// Where the config sets its folder (the `path` value, else the plugin's entry).
    pub at: Option<(Arc<SourceFile>, Range<usize>)>,
}

impl DocsInstance {
    /// `route_base_path` as a route prefix: `""` or `/community`.
    pub fn route_prefix(&self) -> String {
        route_prefix(&self.route_base_path)
    }
}

/// One docs version: where its files are, where it is served and what its pages say.
#[derive(Debug, Clone)]
pub struct DocVersion {
    /// `current` (the docs folder) or a name from `versions.json` (`20.x`).
    pub name: String,
    pub label: String,
    /// Its folder, relative to the site directory (`versioned_docs/version-20.x`).
    pub dir: String,
    /// Route prefix of its docs: `/docs` (the last version), `/docs/next`, `/docs/19.x`.
    pub prefix: String,
    /// Its sidebars file, relative to the site directory; `None`: folders make the sidebar.
    pub sidebars: Option<String>,
    pub banner: docc_model::VersionBanner,
    /// The version served at the route base path (Docusaurus's `lastVersion`).
    pub last: bool,
}

impl Default for DocsConfig {
    fn default() -> Self {
        DocsConfig {
            dir: "docs".into(),
            pages_dir: "pages".into(),
            static_dir: "static".into(),
            version_name: "current".into(),
            version_label: "Next".into(),
            route_base_path: String::new(),
            sidebars: None,
            live_versions: Vec::new(),
            versions: Vec::new(),
            instances: Vec::new(),
            exclude: None,
            items_generator: None,
        }
    }
}

/// A `routeBasePath` as a route prefix: `""` for the site root, else `/base` (no trailing slash).
fn route_prefix(base: &str) -> String {
    let t = base.trim_matches('/');
    if t.is_empty() {
        String::new()
    } else {
        format!("/{t}")
    }
}

impl DocsConfig {
    /// `route_base_path` as a route prefix: `""` or `/docs` (never a trailing slash).
    pub fn route_prefix(&self) -> String {
        route_prefix(&self.route_base_path)
    }
}

#[derive(Debug, Deserialize, Clone, Default)]
#[serde(deny_unknown_fields, default)]
pub struct NavbarConfig {
    /// Defaults to the site title.
    pub title: Option<String>,
    /// Logo image, relative to the site directory.
    pub logo: Option<String>,
    pub hide_on_scroll: bool,
    pub items: Vec<LinkConfig>,
    /// A Docusaurus `docsVersionDropdown` item: the version menu, on the right when `true`.
    #[serde(skip)]
    pub version_dropdown: Option<bool>,
}

#[derive(Debug, Deserialize, Clone)]
#[serde(deny_unknown_fields)]
pub struct LinkConfig {
    pub label: String,
    /// A route (`/…`) or an external URL (`https://…`).
    #[serde(default)]
    pub to: String,
    #[serde(default)]
    pub position: Position,
    /// A doc id instead of `to`: the link opens that doc (Docusaurus `type: 'doc'`).
    #[serde(default)]
    pub doc: Option<String>,
    /// A sidebar id instead of `to`: the link opens that sidebar's first page.
    #[serde(default)]
    pub sidebar: Option<String>,
    /// The docs instance `doc` and `sidebar` belong to (Docusaurus's `docsPluginId`), an
    /// index into `DocsConfig::instances`; `None`: the default docs.
    #[serde(skip)]
    pub instance: Option<usize>,
}

#[derive(Debug, Deserialize, Clone, Copy, Default, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Position {
    #[default]
    Left,
    Right,
}

#[derive(Debug, Deserialize, Clone, Default)]
#[serde(deny_unknown_fields, default)]
pub struct FooterConfig {
    pub columns: Vec<FooterColumnConfig>,
}

#[derive(Debug, Deserialize, Clone)]
#[serde(deny_unknown_fields)]
pub struct FooterColumnConfig {
    pub title: String,
    #[serde(default)]
    pub items: Vec<LinkConfig>,
}

#[derive(Debug, Deserialize, Clone)]
#[serde(deny_unknown_fields)]
pub struct AnnouncementConfig {
    pub id: String,
    pub text: String,
    pub link: Option<LinkConfig>,
}

#[derive(Debug, Deserialize, Clone, Default)]
#[serde(deny_unknown_fields, default)]
pub struct SearchConfig {
    /// Hosted search (Algolia DocSearch); the embedded index is used when absent.
    pub docsearch: Option<DocSearchConfig>,
}

#[derive(Debug, Deserialize, Clone)]
#[serde(deny_unknown_fields)]
pub struct DocSearchConfig {
    pub app_id: String,
    pub api_key: String,
    pub index_name: String,
    /// Provider host override, e.g. a local stub in tests. Default: `{app_id}-dsn.algolia.net`.
    #[serde(default)]
    pub host: String,
}

#[derive(Debug, Deserialize, Clone, Default)]
#[serde(deny_unknown_fields, default)]
pub struct AnalyticsConfig {
    /// Google tag id (`G-…`); no analytics code runs when absent.
    pub gtag: Option<String>,
}

/// `[color_mode]`: Docusaurus's `themeConfig.colorMode` under docc.toml names.
#[derive(Debug, Deserialize, Clone, Default)]
#[serde(deny_unknown_fields, default)]
pub struct ColorModeConfig {
    /// `light` (default) or `dark`.
    pub default_mode: ThemeName,
    /// Hide the light/dark switch.
    pub disable_switch: bool,
    /// Start from the visitor's system setting instead of `default_mode`.
    pub respect_prefers_color_scheme: bool,
}

#[derive(Debug, Deserialize, Clone, Copy, Default, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum ThemeName {
    #[default]
    Light,
    Dark,
}

#[derive(Debug, Deserialize, Clone)]
#[serde(deny_unknown_fields)]
pub struct OpenApiConfig {
    /// OpenAPI document (YAML or JSON), relative to the site directory.
    pub spec: String,
    /// Site that root-relative links in the spec's descriptions belong to
    /// (`https://docs.github.com`); defaults to the spec's `externalDocs.url`.
    #[serde(default)]
    pub links_base: Option<String>,
    /// docusaurus-plugin-openapi-docs' generated docs, when the Docusaurus config uses the
    /// plugin: the pages take their routes (`crate::openapi_docs`).
    #[serde(skip)]
    pub generated: Option<docusaurus::openapi_docs::GeneratedDocs>,
}

#[derive(Debug, Deserialize, Clone, Default)]
#[serde(deny_unknown_fields, default)]
pub struct TypeScriptConfig {
    pub packages: Vec<PackageConfig>,
}

#[derive(Debug, Deserialize, Clone)]
#[serde(deny_unknown_fields)]
pub struct PackageConfig {
    pub name: String,
    pub entry: String,
}

pub(crate) const CONFIG_FILE: &str = "docc.toml";

/// Loads `docc.toml` from `site_dir`; without one, a Docusaurus config is read
/// (`docusaurus`); with neither, all defaults. The file itself is confined like
/// every other input (a symlinked docc.toml must not echo `/etc/passwd` in a parse error).
pub fn load(site_dir: &Path, diags: &mut Vec<Diagnostic>) -> Result<Config, Diagnostic> {
    let path = site_dir.join(CONFIG_FILE);
    if std::fs::symlink_metadata(&path).is_err() {
        if let Some(dc) = docusaurus::config_file(site_dir) {
            let mut own = Vec::new();
            let c = docusaurus::load(site_dir, &dc, &mut own);
            let failed = c.is_none();
            let first_error = own.iter().position(Diagnostic::is_error);
            if let (true, Some(i)) = (failed, first_error) {
                let d = own.remove(i);
                diags.extend(own);
                return Err(d);
            }
            diags.extend(own);
            return c
                .map(|c| Config { docusaurus: true, ..c })
                .ok_or_else(|| Diagnostic::error("docc::docusaurus-config", "the Docusaurus config could not be read"));
        }
        return Ok(Config::default());
    }
    let text = match ContentRoot::new(site_dir).read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            let help = e.help();
            return Err(Diagnostic::error(
                if e.is_policy() { "docc::outside-root" } else { "docc::unreadable-file" },
                format!("cannot read {CONFIG_FILE}: {e}"),
            )
            .in_file(&SourceFile::new(CONFIG_FILE, ""))
            .help(help));
        }
    };
    let file: Arc<SourceFile> = SourceFile::new(CONFIG_FILE, text);
    let mut config: Config = toml::from_str(&file.text).map_err(|e| {
        let span = e.span().unwrap_or(0..0);
        Diagnostic::error("docc::config", format!("invalid {CONFIG_FILE}: {}", e.message()))
            .at(&file, span, "here")
            .help("see README.md, section \"Site config\", for every key docc.toml accepts")
    })?;
    config.source = ConfigSource { spans: spans_of(&file.text), file: Some(file) };
    config.normalise();
    Ok(config)
}

impl Config {
    pub fn normalise(&mut self) {
        if !self.base_path.starts_with('/') {
            self.base_path.insert(0, '/');
        }
        if !self.base_path.ends_with('/') {
            self.base_path.push('/');
        }
        for r in &mut self.live_routes {
            *r = format!("/{}", r.trim_matches('/'));
        }
    }
}

/// The settings whose values later phases check, read a second time with spans (the
/// main struct stays plain so every phase can use it without unwrapping `Spanned`).
#[derive(Deserialize, Default)]
#[serde(default)]
struct Spans {
    favicon: Option<Spanned<String>>,
    docs: SpanDocs,
    navbar: SpanNavbar,
    footer: SpanFooter,
    announcement: Option<SpanAnnouncement>,
    openapi: Option<SpanOpenApi>,
    typescript: SpanTs,
    security: SpanSecurity,
}
#[derive(Deserialize, Default)]
#[serde(default)]
struct SpanDocs {
    dir: Option<Spanned<String>>,
    pages_dir: Option<Spanned<String>>,
    static_dir: Option<Spanned<String>>,
}
#[derive(Deserialize, Default)]
#[serde(default)]
struct SpanNavbar {
    logo: Option<Spanned<String>>,
    items: Vec<SpanLink>,
}
#[derive(Deserialize)]
struct SpanLink {
    to: Spanned<String>,
}
#[derive(Deserialize, Default)]
#[serde(default)]
struct SpanFooter {
    columns: Vec<SpanColumn>,
}
#[derive(Deserialize, Default)]
#[serde(default)]
struct SpanColumn {
    items: Vec<SpanLink>,
}
#[derive(Deserialize)]
struct SpanAnnouncement {
    link: Option<SpanLink>,
}
#[derive(Deserialize)]
struct SpanOpenApi {
    spec: Spanned<String>,
    links_base: Option<Spanned<String>>,
}
#[derive(Deserialize, Default)]
#[serde(default)]
struct SpanTs {
    packages: Vec<SpanPackage>,
}
#[derive(Deserialize)]
struct SpanPackage {
    entry: Spanned<String>,
}
#[derive(Deserialize, Default)]
#[serde(default)]
struct SpanSecurity {
    allow_outside: Option<Spanned<toml::Value>>,
}

fn spans_of(text: &str) -> HashMap<String, Range<usize>> {
    let s: Spans = toml::from_str(text).unwrap_or_default();
    let mut out = HashMap::new();
    let mut put = |k: String, v: &Option<Spanned<String>>| {
        if let Some(v) = v {
            out.insert(k, v.span());
        }
    };
    put("docs.dir".into(), &s.docs.dir);
    put("docs.pages_dir".into(), &s.docs.pages_dir);
    put("docs.static_dir".into(), &s.docs.static_dir);
    put("navbar.logo".into(), &s.navbar.logo);
    put("favicon".into(), &s.favicon);
    for (i, l) in s.navbar.items.into_iter().enumerate() {
        put(format!("navbar.items.{i}.to"), &Some(l.to));
    }
    for (c, col) in s.footer.columns.into_iter().enumerate() {
        for (i, l) in col.items.into_iter().enumerate() {
            put(format!("footer.columns.{c}.items.{i}.to"), &Some(l.to));
        }
    }
    if let Some(l) = s.announcement.and_then(|a| a.link) {
        put("announcement.link.to".into(), &Some(l.to));
    }
    if let Some(o) = s.openapi {
        put("openapi.spec".into(), &Some(o.spec));
        put("openapi.links_base".into(), &o.links_base);
    }
    for (i, p) in s.typescript.packages.into_iter().enumerate() {
        put(format!("typescript.packages.{i}.entry"), &Some(p.entry));
    }
    // The key itself (the value may be long), found just before its value.
    if let Some(a) = s.security.allow_outside {
        let v = a.span();
        let key = text[..v.start].rfind("allow_outside").map_or(v.clone(), |k| k..k + "allow_outside".len());
        out.insert("security.allow_outside".into(), key);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_key_is_an_error_with_position() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(CONFIG_FILE), "title = \"x\"\ntagLine = \"y\"\n").unwrap();
        let d = load(dir.path(), &mut vec![]).unwrap_err();
        assert_eq!(d.code, "docc::config");
        assert_eq!(d.line_col(), (2, 1));
        assert!(d.message.contains("tagLine"), "{}", d.message);
    }

    #[test]
    fn bad_value_is_an_error_at_the_value() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(CONFIG_FILE), "title = \"x\"\n[markdown]\nformat = \"mdxx\"\n").unwrap();
        let d = load(dir.path(), &mut vec![]).unwrap_err();
        assert_eq!((d.code, d.line_col()), ("docc::config", (3, 10)));
        assert!(d.message.contains("mdxx") && d.message.contains("detect"), "{}", d.message);
    }

    #[test]
    fn defaults_and_base_path_normalised() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(CONFIG_FILE), "base_path = \"docs\"\n[[typescript.packages]]\nname = \"api\"\nentry = \"sdk/api/index.ts\"\n").unwrap();
        let c = load(dir.path(), &mut vec![]).unwrap();
        assert_eq!(c.base_path, "/docs/");
        assert_eq!(c.docs.dir, "docs");
        assert_eq!(c.typescript.packages[0].entry, "sdk/api/index.ts");
        let span = c.source.spans["typescript.packages.0.entry"].clone();
        assert_eq!(&c.source.file.as_ref().unwrap().text[span], "\"sdk/api/index.ts\"");
    }
}
