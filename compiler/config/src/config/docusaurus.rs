//! A Docusaurus site as input: `docusaurus.config.{js,ts,mjs,cjs,mts,cts}` (when there is no
//! docc.toml) is read statically (`jsconfig`) and mapped onto the same `Config` a
//! docc.toml gives, so the rest of the pipeline never knows which one it came from.
//! Only the properties docc uses are read; a property whose value needs the config to
//! run (a function, `process.env` without a default) gets a located warning naming the
//! docc.toml key that sets it, and its default applies.

use crate::config::{AnnouncementConfig, Config, DocSearchConfig, DocsInstance, FooterColumnConfig, LinkConfig, MagicComment, Policy, Position, ThemeName};
use crate::jsconfig::{Evaluator, JVal, Loc};
use docc_diag::confine::ContentRoot;
use docc_diag::Diagnostic;
use std::collections::HashSet;
use std::path::{Path, PathBuf};

pub mod openapi_docs;
mod typedoc_api;
mod versions;

pub(crate) const CONFIG_FILES: &[&str] =
    &["docusaurus.config.js", "docusaurus.config.ts", "docusaurus.config.mjs", "docusaurus.config.cjs", "docusaurus.config.mts", "docusaurus.config.cts"];
const SIDEBAR_FILES: &[&str] = &["sidebars.js", "sidebars.ts", "sidebars.mjs", "sidebars.cjs", "sidebars.json"];

pub(crate) fn config_file(site_dir: &Path) -> Option<PathBuf> {
    CONFIG_FILES.iter().map(|f| site_dir.join(f)).find(|p| p.is_file())
}

/// Reports a property docc cannot read statically.
struct Reader<'a> {
    diags: &'a mut Vec<Diagnostic>,
    /// Where each setting read sits (docc.toml's key → the value's place), so that a problem
    /// found later (a navbar logo that is not there) points at the config's line.
    spans: Vec<(String, Loc)>,
}

impl Reader<'_> {
    /// The value at `path` (dot-separated) of `v`, or `None`; a dynamic value is reported.
    fn get<'v>(&mut self, v: &'v JVal, path: &str, toml_key: &str) -> Option<&'v JVal> {
        let mut cur = v;
        let mut loc: Option<&Loc> = None;
        for part in path.split('.') {
            let (next, l) = cur.entry(part)?;
            cur = next;
            loc = Some(l);
        }
        if let Some(l) = loc {
            self.spans.push((toml_key.to_string(), l.clone()));
        }
        if let JVal::Dyn(why) = cur {
            let mut d = Diagnostic::warning(
                "docc::docusaurus-dynamic",
                format!("`{path}` is computed when the site builds ({why}); docc reads the config without running it"),
            )
            .help(format!("the default is used; set `{toml_key}` in a docc.toml next to the config to choose the value"));
            if let Some(l) = loc {
                d = d.at(&l.file, l.span.clone(), "not a literal");
            }
            self.diags.push(d);
            return None;
        }
        Some(cur)
    }

    fn str(&mut self, v: &JVal, path: &str, toml_key: &str) -> Option<String> {
        self.get(v, path, toml_key).and_then(JVal::str).map(str::to_string)
    }
}

/// Plain text of a small HTML string (announcement content, footer copyright).
fn strip_html(s: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for c in s.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => in_tag = false,
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    out.replace("&amp;", "&")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&nbsp;", " ")
        .replace("&copy;", "©")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The first `<a href="…">label</a>` of an HTML string.
fn first_anchor(s: &str) -> Option<(String, String)> {
    let i = s.find("<a ")?;
    let rest = &s[i..];
    let h = rest.find("href=")? + 5;
    let q = rest[h..].chars().next()?;
    let href_end = rest[h + 1..].find(q)?;
    let href = rest[h + 1..h + 1 + href_end].to_string();
    let gt = rest.find('>')?;
    let close = rest.find("</a>")?;
    Some((strip_html(&rest[gt + 1..close.max(gt + 1)]), href))
}

/// A navbar/footer item: `to` (a route relative to baseUrl), `href` (a URL), `type: 'doc'`
/// and `type: 'docSidebar'` (with `docsPluginId` naming one of `instances`).
fn link_item(r: &mut Reader, item: &JVal, base_key: &str, instances: &[DocsInstance]) -> Option<LinkConfig> {
    let kind = item.get("type").and_then(JVal::str).unwrap_or("default");
    if matches!(kind, "search" | "localeDropdown" | "docsVersionDropdown" | "docsVersion" | "html") {
        return None;
    }
    let position = if item.get("position").and_then(JVal::str) == Some("right") { Position::Right } else { Position::Left };
    let label = item.get("label").and_then(JVal::str).or_else(|| item.get("aria-label").and_then(JVal::str)).map(str::to_string);
    if kind == "dropdown" || item.get("items").is_some() {
        // No dropdowns in docc's navbar: the label opens the first entry.
        let first = item.get("items")?.items().iter().find_map(|(i, _)| link_item(r, i, base_key, instances))?;
        return Some(LinkConfig { label: label.unwrap_or(first.label), position, ..first });
    }
    let mut l = LinkConfig { label: String::new(), to: String::new(), position, doc: None, sidebar: None, instance: None };
    match kind {
        "doc" | "docSidebar" => {
            if kind == "doc" {
                l.doc = Some(r.str(item, "docId", base_key)?);
            } else {
                l.sidebar = Some(r.str(item, "sidebarId", base_key)?);
            }
            match item.entry("docsPluginId") {
                Some((JVal::Str(id), _)) if id == "default" => {}
                Some((JVal::Str(id), loc)) => match instances.iter().position(|i| i.id == *id) {
                    Some(i) => l.instance = Some(i),
                    None => {
                        // Docusaurus stops the build: no docs plugin has this id.
                        let known: Vec<String> = std::iter::once("default".to_string()).chain(instances.iter().map(|i| format!("`{}`", i.id))).collect();
                        r.diags.push(
                            Diagnostic::error("docc::docs-instance", format!("`docsPluginId: '{id}'` names no docs instance of this site"))
                                .at(&loc.file, loc.span.clone(), "no docs plugin has this id")
                                .help(format!("the docs instances are {} (the `id` of each @docusaurus/plugin-content-docs)", known.join(", "))),
                        );
                        return None;
                    }
                },
                _ => {}
            }
        }
        _ => {
            if let Some(h) = item.get("href").and_then(JVal::str) {
                l.to = h.to_string();
            } else if let Some(t) = r.str(item, "to", base_key) {
                l.to = if t.contains("://") || t.starts_with('/') { t } else { format!("/{t}") };
            } else {
                return None;
            }
        }
    }
    l.label = label.or_else(|| l.doc.clone()).unwrap_or_else(|| l.to.clone());
    Some(l)
}

/// What the Docusaurus config says beyond `Config`: the sidebars module, if any.
pub fn load(site_dir: &Path, path: &Path, diags: &mut Vec<Diagnostic>) -> Option<Config> {
    let mut ev = Evaluator::new(site_dir);
    let (v, _) = ev.module_value(path, None);
    diags.append(&mut ev.diagnostics);
    if !matches!(v, JVal::Obj(_)) {
        if !diags.iter().any(Diagnostic::is_error) {
            let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            let why = if let JVal::Dyn(w) = &v { w.clone() } else { "not an object".into() };
            diags.push(
                Diagnostic::error("docc::docusaurus-config", format!("{name} exports no object docc can read ({why})"))
                    .help("export the config object literal (`module.exports = { … }` or `export default config`), or write a docc.toml"),
            );
        }
        return None;
    }
    let mut r = Reader { diags, spans: Vec::new() };
    let mut c = Config::default();
    if let Some(t) = r.str(&v, "title", "title") {
        c.title = t;
    }
    c.tagline = r.str(&v, "tagline", "tagline").unwrap_or_default();
    c.url = r.str(&v, "url", "url").unwrap_or_default();
    c.base_path = r.str(&v, "baseUrl", "base_path").unwrap_or_else(|| "/".into());
    for (key, toml, slot) in [
        ("onBrokenLinks", "on_broken_links", &mut c.on_broken_links),
        ("onBrokenAnchors", "on_broken_anchors", &mut c.on_broken_anchors),
        ("onDuplicateRoutes", "on_duplicate_routes", &mut c.on_duplicate_routes),
    ] {
        if let Some(p) = r.str(&v, key, toml) {
            *slot = match p.as_str() {
                "throw" => Policy::Throw,
                "warn" => Policy::Warn,
                "log" => Policy::Log,
                _ => Policy::Ignore,
            };
        }
    }
    c.trailing_slash = r.get(&v, "trailingSlash", "trailing_slash").and_then(JVal::as_bool);
    // Docusaurus 3.9 moved it under `markdown.hooks`; both are read, the newer first.
    let md_links = r
        .str(&v, "markdown.hooks.onBrokenMarkdownLinks", "on_broken_markdown_links")
        .or_else(|| r.str(&v, "onBrokenMarkdownLinks", "on_broken_markdown_links"));
    c.on_broken_markdown_links = Some(match md_links.as_deref() {
        Some("throw") => Policy::Throw,
        Some("log") => Policy::Log,
        Some("ignore") => Policy::Ignore,
        _ => Policy::Warn,
    });
    if let Some(l) = r.str(&v, "i18n.defaultLocale", "locale") {
        c.locale = l;
    }
    c.docs.dir = "docs".into();
    c.docs.pages_dir = "src/pages".into();
    c.docs.static_dir = r
        .get(&v, "staticDirectories", "docs.static_dir")
        .map(|s| s.items().first().and_then(|(x, _)| x.str()).unwrap_or("static").to_string())
        .unwrap_or_else(|| "static".into());
    c.docs.route_base_path = "docs".into();
    let (sidebar_path, docs_opts) = read_plugins(&mut r, &v, site_dir, &mut c);
    versions::read(site_dir, &docs_opts, sidebar_path.as_deref(), &mut c, r.diags);
    let tc = v.get("themeConfig").cloned().unwrap_or(JVal::Obj(vec![]));
    read_theme(&mut r, &tc, &mut c);
    // `favicon: 'img/favicon.ico'` is a path in the static folder.
    c.favicon = r.str(&v, "favicon", "favicon").filter(|s| !s.contains("://")).map(|s| format!("{}/{}", c.docs.static_dir, s.trim_start_matches('/')));
    if let Some(f) = r.str(&v, "markdown.format", "markdown.format") {
        // Docusaurus itself refuses any other value.
        c.markdown.format = match f.as_str() {
            "detect" => crate::config::MarkdownFormat::Detect,
            "md" => crate::config::MarkdownFormat::Md,
            _ => crate::config::MarkdownFormat::Mdx,
        };
    }
    // No sidebarPath: Docusaurus autogenerates the sidebar from the folders, as docc does.
    c.docs.sidebars = sidebar_path;
    c.markdown.docusaurus_major = docusaurus_major(site_dir);
    // The settings' places in the config file itself (a value from a required module is not located).
    let config_name = path.strip_prefix(site_dir).unwrap_or(path).to_string_lossy().replace('\\', "/");
    if let Some(file) = r.spans.iter().map(|(_, l)| &l.file).find(|f| f.name == config_name).cloned() {
        let spans = r.spans.iter().filter(|(_, l)| std::sync::Arc::ptr_eq(&l.file, &file)).map(|(k, l)| (k.clone(), l.span.clone())).collect();
        c.source = crate::config::ConfigSource { file: Some(file), spans };
    }
    c.normalise();
    Some(c)
}

/// The Docusaurus major version of the config folder's package.json (`@docusaurus/core`,
/// else `@docusaurus/preset-classic`, in `dependencies` or `devDependencies`): the first
/// number of its range (`^2.4.3` → 2); `None` without one.
fn docusaurus_major(site_dir: &Path) -> Option<u32> {
    let text = ContentRoot::new(site_dir).read_to_string(&site_dir.join("package.json")).ok()?;
    let pkg: serde_json::Value = serde_json::from_str(&text).ok()?;
    ["@docusaurus/core", "@docusaurus/preset-classic"].iter().find_map(|name| {
        let range = ["dependencies", "devDependencies"].iter().find_map(|k| pkg[k][name].as_str())?;
        let digits: String = range.chars().skip_while(|c| !c.is_ascii_digit()).take_while(char::is_ascii_digit).collect();
        digits.parse().ok()
    })
}

/// Presets (`classic`) and plugins: the docs (path, route base path, sidebars), blog and
/// gtag options; other docs instances, the blog and JS pages become live-site routes.
/// Returns the sidebars path and the default docs instance's options.
fn read_plugins(r: &mut Reader, v: &JVal, site_dir: &Path, c: &mut Config) -> (Option<String>, JVal) {
    let mut sidebar_path: Option<String> = None;
    let mut docs_opts = JVal::Obj(vec![]);
    let mut docs_enabled = true;
    let mut blog: Option<(String, String)> = Some(("blog".into(), "blog".into()));
    let mut live: Vec<String> = Vec::new();

    // (name, options, where, listed under `presets`)
    let mut plugin_like: Vec<(String, JVal, Loc, bool)> = Vec::new();
    for key in ["presets", "plugins", "themes"] {
        let Some(list) = r.get(v, key, key) else { continue };
        for (item, loc) in list.items() {
            // A plugin is named by its package (`'@docusaurus/plugin-content-docs'`, also as
            // `require.resolve(…)` of it, which reads as the name, or `require(…)` of it).
            let name_of = |x: &JVal| x.str().or_else(|| package_of(x)).unwrap_or("").to_string();
            let (name, opts) = match item {
                JVal::Str(s) => (s.clone(), JVal::Obj(vec![])),
                JVal::Arr(a) => (a.first().map(|x| name_of(&x.0)).unwrap_or_default(), a.get(1).map(|x| x.0.clone()).unwrap_or(JVal::Obj(vec![]))),
                // A plugin written in the config: an object with its `name`, or a function.
                JVal::Obj(_) => (item.get("name").and_then(JVal::str).unwrap_or("").to_string(), JVal::Obj(vec![])),
                JVal::Dyn(_) => (name_of(item), JVal::Obj(vec![])),
                // `isProd && 'plugin'`: off in the build docc reads.
                _ => continue,
            };
            plugin_like.push((name, opts, loc.clone(), key == "presets"));
        }
    }
    for (name, opts, loc, is_preset) in &plugin_like {
        let mut short = name.trim_start_matches("@docusaurus/").trim_start_matches("docusaurus-");
        if *is_preset && wraps_classic(r, name, short, opts, loc) {
            short = "preset-classic";
        }
        match short {
            "classic" | "preset-classic" => {
                match opts.get("docs") {
                    Some(JVal::Bool(false)) => docs_enabled = false,
                    Some(d @ JVal::Obj(_)) => {
                        read_docs(r, d, "presets.docs", c, &mut sidebar_path);
                        docs_opts = d.clone();
                    }
                    _ => {}
                }
                match opts.get("blog") {
                    Some(JVal::Bool(false)) => blog = None,
                    Some(b @ JVal::Obj(_)) => {
                        blog = Some((
                            b.get("path").and_then(JVal::str).unwrap_or("blog").into(),
                            b.get("routeBasePath").and_then(JVal::str).unwrap_or("blog").into(),
                        ))
                    }
                    _ => {}
                }
                if let Some(id) = opts.get("gtag").and_then(|g| g.get("trackingID")).and_then(JVal::str) {
                    c.analytics.gtag = Some(id.to_string());
                }
            }
            "plugin-content-docs" | "content-docs" => {
                let id = opts.get("id").and_then(JVal::str).unwrap_or("default");
                if id == "default" {
                    read_docs(r, opts, "plugins.docs", c, &mut sidebar_path);
                    docs_opts = opts.clone();
                } else {
                    // Another docs instance: compiled like the default one, in its own tree.
                    read_instance(r, id, opts, loc, site_dir, c);
                }
            }
            "plugin-content-blog" | "content-blog" => live.push(opts.get("routeBasePath").and_then(JVal::str).unwrap_or("blog").to_string()),
            "plugin-openapi-docs" => openapi_docs::read(opts, c, r.diags),
            "plugin-typedoc-api" => typedoc_api::read(site_dir, opts, Some(loc), c, r.diags),
            "plugin-client-redirects" | "client-redirects" => read_redirects(opts, loc, c, r.diags),
            "plugin-google-gtag" | "google-gtag" => {
                if let Some(id) = opts.get("trackingID").and_then(JVal::str) {
                    c.analytics.gtag = Some(id.to_string());
                }
            }
            // What these give, docc has of its own (the classic theme and its search, the
            // sitemap of hosted mode, `src/pages` as live routes, the OpenAPI pages of its own phase) or
            // does not need (the debug page).
            "theme-classic" | "theme-search-algolia" | "theme-openapi-docs" | "plugin-sitemap" | "plugin-content-pages" | "plugin-debug" | "plugin-svgr" => {}
            // A local plugin (a function or a path) or a package docc does not run: one warning, never silence.
            _ => r.diags.push(
                Diagnostic::warning(
                    "docc::docusaurus-plugin",
                    format!(
                        "{} is not run by docc: what it adds to a Docusaurus build (routes, pages, scripts, styles, content changes) is not in docc's output",
                        if name.is_empty() { "a plugin defined in the config".to_string() } else { format!("the plugin `{name}`") }
                    ),
                )
                .at(&loc.file, loc.span.clone(), "listed here")
                .help("if the site depends on it, check the pages it touches; routes only it makes can be listed in docc.toml's live_routes"),
            ),
        }
    }
    if !docs_enabled {
        c.docs.dir = String::new();
    }
    if let Some((dir, route)) = blog {
        if site_dir.join(&dir).is_dir() {
            live.push(route);
        }
    }
    if let Ok(text) = ContentRoot::new(site_dir).read_to_string(&site_dir.join("versions.json")) {
        for name in serde_json::from_str::<Vec<String>>(&text).unwrap_or_default() {
            if name != "current" && !c.docs.live_versions.iter().any(|(n, _)| *n == name) {
                c.docs.live_versions.push((name.clone(), name));
            }
        }
    }
    live.extend(js_page_routes(site_dir, &site_dir.join(&c.docs.pages_dir)));
    c.live_routes = live;

    (sidebar_path, docs_opts)
}

/// `themeConfig`: colour mode, navbar, footer, announcement bar, Algolia DocSearch, prism.
fn read_theme(r: &mut Reader, tc: &JVal, c: &mut Config) {
    if let Some(cm) = r.get(tc, "colorMode", "color_mode").cloned() {
        if let Some(m) = r.str(&cm, "defaultMode", "color_mode.default_mode") {
            c.color_mode.default_mode = if m == "dark" { ThemeName::Dark } else { ThemeName::Light };
        }
        let mut flag = |key: &str, toml: &str| r.get(&cm, key, toml).and_then(JVal::as_bool);
        c.color_mode.disable_switch = flag("disableSwitch", "color_mode.disable_switch").unwrap_or(false);
        c.color_mode.respect_prefers_color_scheme = flag("respectPrefersColorScheme", "color_mode.respect_prefers_color_scheme").unwrap_or(false);
    }
    if let Some(nav) = r.get(tc, "navbar", "navbar").cloned() {
        c.navbar.title = r.str(&nav, "title", "navbar.title");
        c.navbar.logo =
            r.str(&nav, "logo.src", "navbar.logo").map(|s| if s.contains("://") { s } else { format!("{}/{}", c.docs.static_dir, s.trim_start_matches('/')) });
        c.navbar.hide_on_scroll = nav.get("hideOnScroll").and_then(JVal::as_bool).unwrap_or(false);
        if let Some(items) = r.get(&nav, "items", "navbar.items") {
            // The version menu of the default docs (another instance's versions are not compiled).
            c.navbar.version_dropdown = items
                .items()
                .iter()
                .find(|(i, _)| {
                    i.get("type").and_then(JVal::str) == Some("docsVersionDropdown")
                        && i.get("docsPluginId").and_then(JVal::str).is_none_or(|id| id == "default")
                })
                .map(|(i, _)| i.get("position").and_then(JVal::str) == Some("right"));
            c.navbar.items = items.items().iter().filter_map(|(i, _)| link_item(r, i, "navbar.items", &c.docs.instances)).collect();
        }
    }
    if let Some(footer) = r.get(tc, "footer", "footer").cloned() {
        if let Some(links) = r.get(&footer, "links", "footer.columns") {
            let mut loose = Vec::new();
            for (col, _) in links.items() {
                match col.get("items") {
                    Some(items) => c.footer.columns.push(FooterColumnConfig {
                        title: col.get("title").and_then(JVal::str).unwrap_or("").to_string(),
                        items: items.items().iter().filter_map(|(i, _)| link_item(r, i, "footer.columns", &c.docs.instances)).collect(),
                    }),
                    None => loose.extend(link_item(r, col, "footer.columns", &c.docs.instances)),
                }
            }
            if !loose.is_empty() {
                c.footer.columns.push(FooterColumnConfig { title: String::new(), items: loose });
            }
        }
        if let Some(cr) = r.str(&footer, "copyright", "copyright") {
            c.copyright = strip_html(&cr);
        }
    }
    if let Some(bar) = r.get(tc, "announcementBar", "announcement").cloned() {
        if let Some(content) = r.str(&bar, "content", "announcement.text") {
            let link = first_anchor(&content).map(|(label, to)| LinkConfig { label, to, position: Position::Left, doc: None, sidebar: None, instance: None });
            c.announcement =
                Some(AnnouncementConfig { id: bar.get("id").and_then(JVal::str).unwrap_or("announcement-bar").to_string(), text: strip_html(&content), link });
        }
    }
    if let Some(a) = r.get(tc, "algolia", "search.docsearch").cloned() {
        if let (Some(app_id), Some(api_key), Some(index_name)) = (
            r.str(&a, "appId", "search.docsearch.app_id"),
            r.str(&a, "apiKey", "search.docsearch.api_key"),
            r.str(&a, "indexName", "search.docsearch.index_name"),
        ) {
            c.search.docsearch = Some(DocSearchConfig { app_id, api_key, index_name, host: String::new() });
        }
    }
    if let Some(p) = r.get(tc, "prism", "markdown").cloned() {
        // Docusaurus loads these prism grammars; docc highlights every language it has a
        // grammar for, so what matters is the one it lacks: its blocks stay plain.
        for (x, loc) in p.get("additionalLanguages").map(JVal::items).unwrap_or_default() {
            let Some(lang) = x.str() else { continue };
            if !docc_markdown::highlight::knows(lang) {
                r.diags.push(
                    Diagnostic::warning(
                        "docc::prism-language",
                        format!("docc has no grammar for the prism language `{lang}`: its code blocks are shown without colours"),
                    )
                    .at(&loc.file, loc.span.clone(), "not highlighted by docc")
                    .help("nothing breaks; leave it for the live site, or write the blocks in a language docc highlights"),
                );
            }
            c.markdown.additional_languages.push(lang.to_string());
        }
        if let Some(mc) = r.get(&p, "magicComments", "markdown.magic_comments") {
            c.markdown.magic_comments = mc
                .items()
                .iter()
                .map(|(m, _)| MagicComment {
                    class_name: m.get("className").and_then(JVal::str).unwrap_or("").into(),
                    line: m.get("line").and_then(JVal::str).map(str::to_string),
                    block_start: m.get("block").and_then(|b| b.get("start")).and_then(JVal::str).map(str::to_string),
                    block_end: m.get("block").and_then(|b| b.get("end")).and_then(JVal::str).map(str::to_string),
                })
                .collect();
        }
    }
}

/// The npm package a config value was imported or required from (`require('x')` and
/// `import x from 'x'` of a package evaluate to a dynamic value naming it).
fn package_of(v: &JVal) -> Option<&str> {
    let JVal::Dyn(why) = v else { return None };
    if let Some(rest) = why.strip_prefix("`require('") {
        return rest.split_once("')`").map(|(spec, _)| spec);
    }
    why.split_once(" imported from `").and_then(|(_, rest)| rest.split_once('`')).map(|(spec, _)| spec)
}

/// `remarkPlugins` / `rehypePlugins` (and their `beforeDefault…` forms) of a docs instance:
/// `@docusaurus/remark-plugin-npm2yarn` and `docusaurus-remark-plugin-tab-blocks` are applied
/// by docc itself (`docc_markdown::npm2yarn`, `docc_markdown::tab_blocks`);
/// any other plugin gets one warning naming it, since the pages it would change render without it.
fn read_markdown_plugins(r: &mut Reader, d: &JVal, c: &mut Config) {
    for key in ["remarkPlugins", "rehypePlugins", "beforeDefaultRemarkPlugins", "beforeDefaultRehypePlugins"] {
        for (item, loc) in d.get(key).map(JVal::items).unwrap_or_default() {
            let (plugin, options) = match item {
                JVal::Arr(pair) => (pair.first().map(|p| &p.0), pair.get(1).map(|o| &o.0)),
                other => (Some(other), None),
            };
            let name = plugin.and_then(package_of).map(str::to_string);
            if name.as_deref() == Some("@docusaurus/remark-plugin-npm2yarn") {
                let mut n = crate::config::Npm2YarnConfig::default();
                if let Some(JVal::Bool(sync)) = options.and_then(|o| o.get("sync")) {
                    n.sync = *sync;
                }
                if let Some(list) = options.and_then(|o| o.get("converters")) {
                    n.converters.clear();
                    for (conv, conv_loc) in list.items() {
                        match conv.str() {
                            Some(known) if docc_markdown::npm2yarn::KNOWN.contains(&known) => n.converters.push(known.to_string()),
                            _ => r.diags.push(
                                Diagnostic::warning(
                                    "docc::npm2yarn-converter",
                                    "docc converts npm commands for `yarn`, `pnpm` and `bun` only; this converter's tab is left out",
                                )
                                .at(&conv_loc.file, conv_loc.span.clone(), "a converter docc cannot run")
                                .help("a custom converter is a function of the site's build; list the known converters, or accept the missing tab"),
                            ),
                        }
                    }
                }
                c.markdown.npm2yarn = Some(n);
                continue;
            }
            if name.as_deref() == Some(crate::config::remark::TAB_BLOCKS) {
                let options = if let JVal::Arr(pair) = item { pair.get(1) } else { None };
                c.markdown.tab_blocks = Some(crate::config::remark::tab_blocks(options, r.diags));
                continue;
            }
            let what = name.map(|n| format!("`{n}`")).unwrap_or_else(|| "a plugin defined in the config".into());
            r.diags.push(
                Diagnostic::warning(
                    "docc::markdown-plugin",
                    format!("the {} {what} is not applied by docc: pages it would change render without it", key.trim_end_matches('s')),
                )
                .at(&loc.file, loc.span.clone(), "not applied")
                .help(
                    "docc applies @docusaurus/remark-plugin-npm2yarn and docusaurus-remark-plugin-tab-blocks itself; for another plugin, check the pages it changes, or write their content without it",
                ),
            );
        }
    }
}

/// A preset docc does not know that takes preset-classic's options (`docs: {…}`): a wrapper of
/// the classic preset, as Meta's `docusaurus-plugin-internaldocs-fb/docusaurus-preset` (Metro,
/// Relay) and Ionic's `@ionic-docs/preset-classic` are. Its docs and blog options are read as
/// the classic preset's; what else it does is not run, and the warning (pushed here) says both.
fn wraps_classic(r: &mut Reader, name: &str, short: &str, opts: &JVal, loc: &Loc) -> bool {
    if matches!(short, "classic" | "preset-classic") || !matches!(opts.get("docs"), Some(JVal::Obj(_) | JVal::Bool(false))) {
        return false;
    }
    r.diags.push(
        Diagnostic::warning(
            "docc::docusaurus-plugin",
            format!("the preset `{name}` is not run by docc: its `docs` and `blog` options are read as @docusaurus/preset-classic's, what else it adds to a Docusaurus build is not in docc's output"),
        )
        .at(&loc.file, loc.span.clone(), "listed here")
        .help("if the preset changes the docs beyond preset-classic's options, check those pages; routes only it makes can be listed in docc.toml's live_routes"),
    );
    true
}

fn read_docs(r: &mut Reader, d: &JVal, base: &str, c: &mut Config, sidebar_path: &mut Option<String>) {
    read_markdown_plugins(r, d, c);
    if let Some(p) = r.str(d, "path", "docs.dir") {
        c.docs.dir = p.trim_start_matches("./").to_string();
    }
    if let Some(p) = r.str(d, "routeBasePath", "docs.route_base_path") {
        c.docs.route_base_path = p;
    }
    match d.get("sidebarPath") {
        Some(JVal::Str(s)) => *sidebar_path = Some(s.trim_start_matches("./").to_string()),
        Some(JVal::Bool(false)) => *sidebar_path = None,
        Some(JVal::Dyn(_)) => {
            r.get(d, "sidebarPath", "docs.sidebars");
        }
        _ => {}
    }
    if let Some(f) = d.get("lastVersion").and_then(JVal::str) {
        c.docs.version_name = f.to_string();
    }
    c.docs.exclude = exclude_globs(r, d);
    c.docs.items_generator = items_generator(d);
    // Paths of the older versions (`versions: { '9.x': { path: 'v9' } }`); `versions.json` adds the rest.
    if let Some(JVal::Obj(vs)) = d.get("versions") {
        for (name, v, _) in vs {
            if name != "current" {
                let path = v.get("path").and_then(JVal::str).unwrap_or(name);
                c.docs.live_versions.push((name.clone(), path.to_string()));
            }
        }
    }
    let _ = base;
}

/// The docs plugin's `sidebarItemsGenerator`: a function Docusaurus calls for each
/// `autogenerated` sidebar item, whose result replaces the item; where the config writes it,
/// for `sidebars/generator.rs` to run.
fn items_generator(d: &JVal) -> Option<crate::config::ItemsGenerator> {
    let (v, loc) = d.entry("sidebarItemsGenerator")?;
    Some(crate::config::ItemsGenerator {
        file: loc.file.clone(),
        span: loc.span.clone(),
        method: matches!(v, JVal::Dyn(w) if w == "a method"),
        key: "sidebarItemsGenerator".into(),
        failed: Default::default(),
    })
}

/// Another docs instance's `sidebarItemsGenerator`: docc runs the default instance's only; a
/// located warning, so that a sidebar that differs is never silent.
fn instance_generator_not_run(r: &mut Reader, d: &JVal) {
    let Some((_, loc)) = d.entry("sidebarItemsGenerator") else { return };
    r.diags.push(
        Diagnostic::warning(
            "docc::docusaurus-dynamic",
            "the `sidebarItemsGenerator` of a docs instance other than the default one is not run by docc: its `autogenerated` sidebar items are docc's default ones",
        )
        .at(&loc.file, loc.span.clone(), "a function Docusaurus runs for each autogenerated item")
        .help("where the sidebar must match, list its items in the sidebars file instead of `{ type: 'autogenerated' }`"),
    );
}

/// The docs plugin's `exclude` (an array of globs, which replaces Docusaurus's default);
/// a value docc cannot read is reported by `Reader::get` and the default kept.
fn exclude_globs(r: &mut Reader, d: &JVal) -> Option<Vec<String>> {
    let (v, loc) = d.entry("exclude")?;
    if let JVal::Arr(items) = v {
        if items.iter().all(|(i, _)| i.str().is_some()) {
            return Some(items.iter().filter_map(|(i, _)| i.str().map(str::to_string)).collect());
        }
    }
    r.diags.push(
        Diagnostic::warning("docc::docusaurus-dynamic", "the docs `exclude` is not a list of literal globs; docc reads the config without running it")
            .at(&loc.file, loc.span.clone(), "not a list of strings")
            .help("Docusaurus's default is used (files and folders whose names start with `_` are left out); write the globs as string literals"),
    );
    None
}

/// Another docs instance (`@docusaurus/plugin-content-docs` with an `id`): its folder
/// (`path`, default `docs`), `routeBasePath` (default `docs`), `sidebarPath` (absent or
/// `false`: the folders make the sidebar) and Markdown plugins. A second instance with the
/// same id, or a folder that does not exist, stops a Docusaurus build: located errors here.
fn read_instance(r: &mut Reader, id: &str, opts: &JVal, loc: &Loc, site_dir: &Path, c: &mut Config) {
    if c.docs.instances.iter().any(|i| i.id == id) {
        r.diags.push(
            Diagnostic::error("docc::docs-instance", format!("two docs instances have the id `{id}`"))
                .at(&loc.file, loc.span.clone(), "the second one")
                .help("give each @docusaurus/plugin-content-docs its own `id`"),
        );
        return;
    }
    read_markdown_plugins(r, opts, c);
    let dir = r.str(opts, "path", "docs.dir").unwrap_or_else(|| "docs".into());
    let dir = dir.trim_start_matches("./").trim_end_matches('/').to_string();
    let at = match opts.entry("path") {
        Some((_, l)) => l.clone(),
        None => loc.clone(),
    };
    // Whether docc may read it (a folder outside the repository, unless the command line
    // admits it) is the pipeline's check, which knows what the command line allowed.
    if !site_dir.join(&dir).is_dir() {
        let label = if opts.get("path").is_some() { "no such folder" } else { "its `path` is `docs` by default" };
        r.diags.push(
            Diagnostic::error("docc::docs-instance", format!("the docs folder `{dir}/` of the docs instance `{id}` does not exist"))
                .at(&at.file, at.span.clone(), label)
                .help("set the instance's `path` to its docs folder, relative to the site folder"),
        );
        return;
    }
    let route_base_path = r.str(opts, "routeBasePath", "docs.route_base_path").unwrap_or_else(|| "docs".into());
    let sidebars = match opts.get("sidebarPath") {
        Some(JVal::Str(s)) => Some(s.trim_start_matches("./").to_string()),
        Some(JVal::Dyn(_)) => {
            r.get(opts, "sidebarPath", "docs.sidebars");
            None
        }
        _ => None,
    };
    // `<id>_versions.json`: Docusaurus serves the instance's last version at its route base
    // path; docc compiles its current docs there, and says so.
    let versions = format!("{id}_versions.json");
    if opts.get("disableVersioning").and_then(JVal::as_bool) != Some(true) && site_dir.join(&versions).is_file() {
        r.diags.push(
            Diagnostic::warning(
                "docc::docs-instance",
                format!("the docs instance `{id}` is versioned ({versions}); docc compiles its current docs (`{dir}/`) only, at `/{}`", route_base_path.trim_matches('/')),
            )
            .at(&loc.file, loc.span.clone(), "a versioned docs instance")
            .help(format!(
                "Docusaurus serves the instance's last version there and the others under their paths; docc compiles versions of the default docs only (`{id}_versioned_docs/` is not read)"
            )),
        );
    }
    let exclude = exclude_globs(r, opts);
    instance_generator_not_run(r, opts);
    c.docs.instances.push(DocsInstance { id: id.to_string(), dir, route_base_path, sidebars, exclude, at: Some((at.file, at.span)) });
}

/// Routes of React pages (`src/pages/**/*.{js,jsx,ts,tsx}`): they exist on the live site only.
fn js_page_routes(site_dir: &Path, dir: &Path) -> Vec<String> {
    let mut out = Vec::new();
    // Through the content root, with the canonical folders seen: a committed `loop -> .`
    // once recursed until the stack overflowed, and a link out of the repository is not listed.
    fn walk(root: &ContentRoot, top: &Path, dir: &Path, seen: &mut HashSet<PathBuf>, out: &mut Vec<String>) {
        let Ok(entries) = root.read_dir(dir) else { return };
        for (p, _) in entries {
            let name = p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            if name.starts_with('_') || name.starts_with('.') {
                continue;
            }
            if let Ok(canonical) = root.resolve_dir(&p) {
                if seen.insert(canonical) {
                    walk(root, top, &p, seen, out);
                }
            } else if matches!(p.extension().and_then(|x| x.to_str()), Some("js" | "jsx" | "ts" | "tsx")) && !name.ends_with(".d.ts") {
                let rel = p.strip_prefix(top).unwrap_or(&p).with_extension("");
                let mut route = format!("/{}", rel.to_string_lossy().replace('\\', "/"));
                if route == "/index" {
                    route = "/".into();
                } else if let Some(s) = route.strip_suffix("/index") {
                    route = s.to_string();
                }
                out.push(route);
            }
        }
    }
    walk(&ContentRoot::new(site_dir), dir, dir, &mut HashSet::new(), &mut out);
    out.sort();
    out
}

/// The sidebars module named by the docs options (or `sidebars.{js,ts,json}` next to the config).
/// A configured `./sidebars.js` that does not exist may be `sidebars.ts`: a TypeScript config is
/// loaded through a TypeScript-aware `require` (jiti), which maps `.js` to `.ts` as `tsc` does.
pub fn sidebars_file(site_dir: &Path, configured: Option<&str>) -> Option<PathBuf> {
    match configured {
        Some(p) => {
            let path = site_dir.join(p);
            let ts = |from: &str, to: &str| p.strip_suffix(from).map(|stem| site_dir.join(format!("{stem}{to}"))).filter(|t| t.is_file());
            Some(if path.is_file() { None } else { ts(".js", ".ts").or_else(|| ts(".mjs", ".mts")).or_else(|| ts(".cjs", ".cts")) }.unwrap_or(path))
        }
        None => SIDEBAR_FILES.iter().map(|f| site_dir.join(f)).find(|p| p.is_file()),
    }
}

/// Reads the sidebars module: `{ sidebarId: items }`.
pub fn read_sidebars(site_dir: &Path, path: &Path, diags: &mut Vec<Diagnostic>) -> Option<JVal> {
    if !path.is_file() {
        diags.push(
            Diagnostic::error("docc::sidebars", format!("sidebars file `{}` does not exist", path.strip_prefix(site_dir).unwrap_or(path).display()))
                .help("fix the docs `sidebarPath` option (or [docs] sidebars in docc.toml)"),
        );
        return None;
    }
    let mut ev = Evaluator::new(site_dir);
    let (v, loc) = ev.module_value(path, None);
    diags.append(&mut ev.diagnostics);
    match v {
        JVal::Obj(_) => Some(v),
        JVal::Dyn(why) => {
            let mut d = Diagnostic::error("docc::sidebars", format!("the sidebars module exports nothing docc can read ({why})"))
                .help("export an object literal of sidebars (`module.exports = { docs: [...] }`)");
            if let Some(l) = loc {
                d = d.at(&l.file, l.span, "here");
            }
            diags.push(d);
            None
        }
        _ => None,
    }
}

/// `@docusaurus/plugin-client-redirects`: its `redirects` (`{ from: string | string[], to }`)
/// are routes links may name (Docusaurus's link checker accepts them: the plugin writes a
/// page at each `from`); docc sends such a link to its `to` at once. `createRedirects` and
/// `fromExtensions`/`toExtensions` are computed from routes by code docc does not run: one
/// warning.
fn read_redirects(opts: &JVal, loc: &Loc, c: &mut Config, diags: &mut Vec<Diagnostic>) {
    for (item, _) in opts.get("redirects").map(JVal::items).unwrap_or(&[]) {
        let Some(to) = item.get("to").and_then(JVal::str) else { continue };
        let from: Vec<&str> = match item.get("from") {
            Some(JVal::Str(f)) => vec![f.as_str()],
            Some(f) => f.items().iter().filter_map(|(x, _)| x.str()).collect(),
            None => vec![],
        };
        for f in from {
            c.redirects.push((f.to_string(), to.to_string()));
        }
    }
    let unread: Vec<&str> = ["createRedirects", "fromExtensions", "toExtensions"].into_iter().filter(|k| opts.get(k).is_some()).collect();
    if !unread.is_empty() {
        diags.push(
            Diagnostic::warning(
                "docc::docusaurus-plugin",
                format!(
                    "@docusaurus/plugin-client-redirects: docc reads its `redirects` list, not {}: links to the routes those make are checked as missing",
                    unread.iter().map(|k| format!("`{k}`")).collect::<Vec<_>>().join(", ")
                ),
            )
            .at(&loc.file, loc.span.clone(), "listed here")
            .help("list those redirects in `redirects` (from, to), or link to the pages' own routes"),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_configured_sidebars_js_may_be_typescript() {
        let dir = std::env::temp_dir().join(format!("docc-sidebars-ts-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("sidebars.ts"), "export default {};").unwrap();
        assert_eq!(sidebars_file(&dir, Some("sidebars.js")), Some(dir.join("sidebars.ts")));
        assert_eq!(sidebars_file(&dir, Some("other.js")), Some(dir.join("other.js")), "missing either way: reported under its configured name");
        std::fs::write(dir.join("sidebars.js"), "module.exports = {};").unwrap();
        assert_eq!(sidebars_file(&dir, Some("sidebars.js")), Some(dir.join("sidebars.js")));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn html_helpers() {
        assert_eq!(strip_html("Copyright © 2024 <b>Me</b>, Inc. Built with <a href=\"x\">Docusaurus</a>."), "Copyright © 2024 Me, Inc. Built with Docusaurus.");
        assert_eq!(
            first_anchor("⭐️ If you like it, <a target=\"_blank\" href=\"https://github.com/x\">give it a star</a>!"),
            Some(("give it a star".into(), "https://github.com/x".into()))
        );
    }
}
