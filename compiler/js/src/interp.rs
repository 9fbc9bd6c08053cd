//! The evaluator: statements, expressions and JSX over `value::Value`.

use crate::modules::{self, Modules, Parsed, Src};
use crate::value::*;
use docc_diag::confine::ContentRoot;
use docc_diag::SourceFile;
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::sync::Arc;
use swc_core::common::{Span, Spanned};
use swc_core::ecma::ast::*;

/// Steps (expressions evaluated) one page may spend on its components.
const MAX_STEPS: u64 = 2_000_000;
/// Nested calls, at most: each costs native stack, and rayon's threads have 2 MB.
const MAX_CALLS: u32 = 48;
/// Nested expressions being evaluated at once (calls' included), at most, for the same reason.
const MAX_NESTING: u32 = 400;
/// Steps all pages of one compile may spend on components together (`SiteBudget`): a
/// component that spends its page's whole budget, used on 10,000 pages, would otherwise run
/// for minutes. The corpus's heaviest user of components (ory/docs) spends 118,613 steps in
/// all; 60M steps take 2-6 s on a loaded 2-core machine (`mdx.rs`'s spinning-pages test).
const SITE_STEPS: u64 = 60_000_000;
/// Wall time one page's evaluation may take: a backstop for work the step count misses.
const MAX_TIME: std::time::Duration = std::time::Duration::from_secs(5);
/// Steps between the checks of the site budget and the clock (they cost an atomic add and a
/// clock read).
const CHECK_EVERY: u64 = 1024;

/// What one compile's pages have spent together, shared by their interpreters
/// (`Interp::with_budget`) and renderers: steps on components, bytes of strings and arrays the
/// components built, bytes of MDX partials expanded. Each page has budgets of its own; these
/// bound their sum, which a tree of many small pages using one component or partial would
/// otherwise multiply (20,000 pages x 8 MB of partials from 1 MB of input). A new compile
/// makes a new one.
#[derive(Clone, Debug)]
pub struct SiteBudget {
    spent: Arc<std::sync::atomic::AtomicU64>,
    built: Arc<std::sync::atomic::AtomicU64>,
    partials: Arc<std::sync::atomic::AtomicU64>,
    limits: SiteLimits,
}

/// The limits of a `SiteBudget`: the defaults are `SITE_STEPS`, `SITE_BUILT` and
/// `SITE_PARTIAL_BYTES`; tests lower them to reach them with small inputs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SiteLimits {
    /// Steps all pages' components may spend together.
    pub steps: u64,
    /// Bytes of strings and arrays all pages' components may build together.
    pub built: u64,
    /// Bytes of MDX partials all pages may expand together.
    pub partial_bytes: u64,
}

impl Default for SiteLimits {
    fn default() -> Self {
        SiteLimits { steps: SITE_STEPS, built: SITE_BUILT, partial_bytes: SITE_PARTIAL_BYTES }
    }
}

/// Bytes of strings and arrays all pages' components may build together.
pub const SITE_BUILT: u64 = 512 << 20;
/// Bytes of MDX partials all pages may expand together (each inclusion's text plus its fixed
/// cost, as the page budget counts it). The corpus's heaviest user of partials
/// (supertokens/docs) expands 0.48 MB in all; 8 pages of 8 MB (each page's own limit) take
/// about 4 s on a loaded 2-core machine (`pathological.py`'s 200 pages of fan-out).
pub const SITE_PARTIAL_BYTES: u64 = 64 << 20;

impl Default for SiteBudget {
    fn default() -> Self {
        Self::with_limit(SITE_STEPS)
    }
}

impl SiteBudget {
    /// A budget of `limit` steps (the default is `SITE_STEPS`), the other limits as default.
    pub fn with_limit(limit: u64) -> Self {
        Self::with_limits(SiteLimits { steps: limit, ..SiteLimits::default() })
    }

    /// A budget with these limits.
    pub fn with_limits(limits: SiteLimits) -> Self {
        SiteBudget { spent: Arc::default(), built: Arc::default(), partials: Arc::default(), limits }
    }

    /// Its limits.
    pub fn limits(&self) -> SiteLimits {
        self.limits
    }

    /// Adds `steps`; the new total.
    fn add(&self, steps: u64) -> u64 {
        self.spent.fetch_add(steps, std::sync::atomic::Ordering::Relaxed).saturating_add(steps)
    }

    /// Adds `bytes` built by a page's components; the new total.
    fn add_built(&self, bytes: u64) -> u64 {
        self.built.fetch_add(bytes, std::sync::atomic::Ordering::Relaxed).saturating_add(bytes)
    }

    /// Adds `bytes` of partial expansion; whether the site is still within its limit.
    pub fn add_partial(&self, bytes: u64) -> bool {
        self.partials.fetch_add(bytes, std::sync::atomic::Ordering::Relaxed).saturating_add(bytes) <= self.limits.partial_bytes
    }

    /// Bytes the components of the site's pages have built so far (those told the budget).
    pub fn built(&self) -> u64 {
        self.built.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Steps spent so far.
    pub fn spent(&self) -> u64 {
        self.spent.load(std::sync::atomic::Ordering::Relaxed)
    }
}

/// `n` bytes for a message: whole MB when it is one, else bytes (tests' small limits).
fn mb(n: u64) -> String {
    if n >= 1 << 20 && n.is_multiple_of(1 << 20) {
        format!("{} MB", n >> 20)
    } else {
        format!("{n} bytes")
    }
}

type R<T> = Result<T, Why>;

enum Flow {
    Normal,
    Return(Value),
    Break,
    Continue,
}

/// What Docusaurus gives a doc's MDX and its components besides their props: the MDX
/// module's `frontMatter`, and `useDoc()` / `useDocsVersion()` of
/// `@docusaurus/plugin-content-docs/client`. JSON, so that a compile's threads can share it;
/// a page's interpreter makes values of it when the page reads it.
#[derive(Clone, Debug, Default)]
pub struct PageData {
    /// The doc's front matter as its YAML loads: every key, the site's own included.
    pub front_matter: serde_json::Value,
    /// `useDoc().metadata`: what docc knows of Docusaurus's `DocMetadata` (id, title,
    /// description, source, sourceDirName, slug, permalink, version, frontMatter).
    pub metadata: serde_json::Value,
    /// `useDocsVersion()`: the doc's version as Docusaurus's `PropVersionMetadata` (pluginId,
    /// version, label, banner, badge, isLast, className, noIndex, and `docs`, each doc's id,
    /// title and description by doc id), shared by the version's pages. What docc does not
    /// have (`docsSidebars`, each doc's `sidebar`) reads as unknown.
    pub version: Option<Arc<serde_json::Value>>,
}

/// A page's own module scope: its imports and `export`s.
pub struct Page {
    env: Env,
}

/// Prefix of the host tag of an imported SVG file (`svg-file:@site/static/img/x.svg`).
pub const SVG_FILE: &str = "svg-file:";

/// One page's evaluation: budget, evaluated modules, the site folder it is confined to.
pub struct Interp {
    modules: &'static Modules,
    site: PathBuf,
    root: ContentRoot,
    steps: u64,
    calls: u32,
    nesting: u32,
    budget: SiteBudget,
    /// Of `steps` (and work), what `budget` has been told.
    flushed: u64,
    /// Of the bytes built (`value::built`), what `budget` has been told.
    flushed_built: u64,
    started: std::time::Instant,
    /// Evaluated modules' exports, by path.
    evaluated: HashMap<PathBuf, Value>,
    loading: HashSet<PathBuf>,
    /// The doc's front matter and version (`set_page_data`); `None` outside docs.
    data: Option<PageData>,
    /// `useDocsVersion()`'s value, made on the first call.
    version_value: Option<Value>,
    /// Functions the embedder implements (`set_host`), called by `Value::Builtin` names that
    /// start with [`HOST_PREFIX`].
    host: Option<Rc<dyn Host>>,
}

/// Prefix of a `Value::Builtin` name that the embedder's [`Host`] implements
/// (`host:defaultSidebarItemsGenerator`).
pub const HOST_PREFIX: &str = "host:";

/// Functions the program embedding the interpreter gives the code it runs (Docusaurus's
/// `defaultSidebarItemsGenerator` for a config's `sidebarItemsGenerator`): called with the
/// interpreter, so that they can call back into the code's own functions
/// ([`Interp::call_function`]), under the same budgets.
pub trait Host {
    /// Calls the host function `name` (without [`HOST_PREFIX`]).
    fn call(&self, it: &mut Interp, name: &str, args: Vec<Value>) -> Result<Value, Why>;
}

impl Interp {
    /// An interpreter with a budget of its own (tests, one-off evaluations).
    pub fn new(site: &Path) -> Self {
        Self::with_budget(site, SiteBudget::default())
    }

    /// An interpreter for one page of a compile whose pages share `budget`.
    pub fn with_budget(site: &Path, budget: SiteBudget) -> Self {
        crate::value::reset_built();
        Interp {
            budget,
            flushed: 0,
            flushed_built: 0,
            started: std::time::Instant::now(),
            modules: Modules::shared(),
            site: site.to_path_buf(),
            root: ContentRoot::new(site),
            steps: 0,
            calls: 0,
            nesting: 0,
            evaluated: HashMap::new(),
            loading: HashSet::new(),
            data: None,
            version_value: None,
            host: None,
        }
    }

    /// Gives the code the embedder's functions (`Value::Builtin("host:…")`).
    pub fn set_host(&mut self, host: Rc<dyn Host>) {
        self.host = Some(host);
    }

    /// Calls a function value (the code's own, or a host function) with `args`; anything
    /// else is an error. The site's budgets are checked first, as before a component call.
    pub fn call_function(&mut self, f: &Value, args: Vec<Value>) -> R<Value> {
        match f {
            Value::Func(func) => {
                let span = match &func.body {
                    Body::Expr(e) => e.span(),
                    Body::Block(b) => b.first().map(|s| s.span()).unwrap_or_default(),
                };
                self.check_site_and_clock(&func.src.clone(), span)?;
                self.call_func(&func.clone(), args)
            }
            Value::Builtin(name) if name.starts_with(HOST_PREFIX) => self.call_host(name, args),
            Value::Unknown(w) => Err((**w).clone()),
            other => Err(Why::from(format!("it calls `{other:?}`, which is not a function"))),
        }
    }

    fn call_host(&mut self, name: &str, args: Vec<Value>) -> R<Value> {
        let Some(host) = self.host.clone() else {
            return Err(Why::from(format!("it calls `{}`, which docc does not give this code", &name[HOST_PREFIX.len()..])));
        };
        if self.calls >= MAX_CALLS {
            return Err(Why::from(format!("it nests calls more than {MAX_CALLS} deep")));
        }
        self.calls += 1;
        let r = host.call(self, &name[HOST_PREFIX.len()..], args);
        self.calls -= 1;
        r
    }

    /// Gives the page's components what Docusaurus gives a doc's (`PageData`); call before `page`.
    pub fn set_page_data(&mut self, data: PageData) {
        self.data = Some(data);
        self.version_value = None;
    }

    /// The page's module scope, from its ESM text (`text` is as long as the page, with
    /// everything but its `import`/`export` blocks blanked, so spans are the page's).
    pub fn page(&mut self, file: &Arc<SourceFile>, esm: &str) -> R<Page> {
        let named = SourceFile::new(file.name.clone(), file.text.clone());
        let parsed = modules::parse_module(named, esm.to_string(), 0)?;
        let dir = self.site.join(&file.name).parent().map(Path::to_path_buf).unwrap_or_default();
        let (env, _) = self.module_scope(&parsed, &dir)?;
        // The MDX module's `frontMatter` (Docusaurus's mdx-loader exports it), unless the page binds the name.
        if let Some(d) = &self.data {
            let fm = from_json(&d.front_matter);
            env.vars.borrow_mut().entry("frontMatter".into()).or_insert(fm);
        }
        // Components the site provides to every page (`src/theme/MDXComponents.js`'s default export).
        let spec = "@site/src/theme/MDXComponents";
        if modules::resolve(&self.site, &self.site, spec).is_some() {
            let site = self.site.clone();
            if let Value::Obj(map) = self.import(&parsed.src, Span::default(), &site, spec, Some("default"), "MDXComponents") {
                for (k, v) in map.iter() {
                    env.vars.borrow_mut().entry(k.clone()).or_insert_with(|| v.clone());
                }
            }
        }
        Ok(Page { env })
    }

    /// Evaluates the JSX tag `src` (`<X a={1} />`, at `offset` in `file`) in the page's scope;
    /// with `children`, the element's children are the page's MDX children.
    pub fn tag(&mut self, page: &Page, file: &Arc<SourceFile>, src: &str, offset: usize, children: bool) -> R<Value> {
        let (s, expr) = modules::parse_expr(file.clone(), src.to_string(), offset)?;
        // The site's budgets are checked before each tag and component call, not only every
        // 1,024th step: `'x'.repeat(1e7)` is one step, and the pages before this one may have
        // spent the site's bytes in a few steps each.
        self.check_site_and_clock(&s, expr.span())?;
        let v = self.expr(&s, &expr, &page.env)?;
        match v {
            Value::Elem(e) if children => Ok(Value::Elem(Rc::new(Elem { ty: e.ty.clone(), props: e.props.clone(), children: vec![Value::Children] }))),
            v => Ok(v),
        }
    }

    /// The site-relative file that the import `spec` of page `page` names, for messages.
    pub fn module_name(&self, page: &str, spec: &str) -> Option<String> {
        let dir = self.site.join(page).parent().map(Path::to_path_buf).unwrap_or_default();
        let p = modules::resolve(&self.site, &dir, spec)?;
        Some(p.strip_prefix(docc_diag::paths::lexical(&self.site)).unwrap_or(&p).to_string_lossy().replace('\\', "/"))
    }

    /// Renders a site component's element: calls it with its props (children included).
    pub fn expand(&mut self, e: &Elem) -> R<Value> {
        let f = match &e.ty {
            ElemType::Func(f) => f,
            ElemType::Unknown(w) => return Err((**w).clone()),
            _ => return Ok(Value::Undef),
        };
        let mut props = e.props.clone();
        match e.children.len() {
            0 => {}
            1 => props.push(("children".into(), e.children[0].clone())),
            _ => props.push(("children".into(), Value::Arr(Rc::new(e.children.clone())))),
        }
        let f = f.clone();
        // As in `tag`: the site's budgets first.
        let span = match &f.body {
            Body::Expr(e) => e.span(),
            Body::Block(b) => b.first().map(|s| s.span()).unwrap_or_default(),
        };
        self.check_site_and_clock(&f.src, span)?;
        self.call_func(&f, vec![Value::Obj(Rc::new(props))])
    }

    fn why(src: &Src, span: Span, what: impl Into<String>) -> Why {
        Why { what: what.into(), at: src.at(span) }
    }

    fn unknown(src: &Src, span: Span, what: impl Into<String>) -> Value {
        Value::Unknown(Rc::new(Self::why(src, span, what)))
    }

    // ---- modules

    /// Binds a module's imports, functions and top-level declarations; returns its scope and exports.
    fn module_scope(&mut self, parsed: &Parsed, dir: &Path) -> R<(Env, Value)> {
        let src = &parsed.src;
        let env = scope(None);
        let mut exports: Vec<(String, Value)> = Vec::new();
        let mut export_names: Vec<(String, String)> = Vec::new();
        for item in &parsed.ast.body {
            if let ModuleItem::ModuleDecl(ModuleDecl::Import(imp)) = item {
                if imp.type_only {
                    continue;
                }
                let spec = imp.src.value.to_string_lossy().into_owned();
                for s in &imp.specifiers {
                    let (local, name) = match s {
                        ImportSpecifier::Default(d) => (d.local.sym.to_string(), Some("default".to_string())),
                        ImportSpecifier::Namespace(n) => (n.local.sym.to_string(), None),
                        ImportSpecifier::Named(n) if !n.is_type_only => {
                            let imported = match &n.imported {
                                Some(ModuleExportName::Ident(i)) => i.sym.to_string(),
                                Some(ModuleExportName::Str(s)) => s.value.to_string_lossy().into_owned(),
                                None => n.local.sym.to_string(),
                            };
                            (n.local.sym.to_string(), Some(imported))
                        }
                        ImportSpecifier::Named(_) => continue,
                    };
                    let v = self.import(src, imp.span, dir, &spec, name.as_deref(), &local);
                    env.vars.borrow_mut().insert(local, v);
                }
            }
        }
        // Function declarations are hoisted.
        for item in &parsed.ast.body {
            let decl = match item {
                ModuleItem::Stmt(Stmt::Decl(d)) => d,
                ModuleItem::ModuleDecl(ModuleDecl::ExportDecl(e)) => &e.decl,
                _ => continue,
            };
            if let Decl::Fn(f) = decl {
                let v = self.function(src, &f.ident.sym, &f.function, &env);
                env.vars.borrow_mut().insert(f.ident.sym.to_string(), v);
            }
            if let Decl::Class(c) = decl {
                let v = self.class(src, &c.ident.sym, &c.class, &env);
                env.vars.borrow_mut().insert(c.ident.sym.to_string(), v);
            }
        }
        for item in &parsed.ast.body {
            match item {
                ModuleItem::Stmt(Stmt::Decl(d)) => self.top_decl(src, d, &env),
                ModuleItem::ModuleDecl(ModuleDecl::ExportDecl(e)) => {
                    self.top_decl(src, &e.decl, &env);
                    match &e.decl {
                        Decl::Fn(f) => export_names.push((f.ident.sym.to_string(), f.ident.sym.to_string())),
                        Decl::Class(c) => export_names.push((c.ident.sym.to_string(), c.ident.sym.to_string())),
                        Decl::Var(v) => {
                            for d in &v.decls {
                                let mut names = Vec::new();
                                pat_names(&d.name, &mut names);
                                export_names.extend(names.into_iter().map(|n| (n.clone(), n)));
                            }
                        }
                        _ => {}
                    }
                }
                ModuleItem::ModuleDecl(ModuleDecl::ExportDefaultExpr(e)) => {
                    let v = self.expr(src, &e.expr, &env).unwrap_or_else(|w| Value::Unknown(Rc::new(w)));
                    exports.push(("default".into(), v));
                }
                ModuleItem::ModuleDecl(ModuleDecl::ExportDefaultDecl(d)) => {
                    if let Some(v) = self.default_decl(src, &d.decl, &env) {
                        exports.push(("default".into(), v));
                    }
                }
                ModuleItem::ModuleDecl(ModuleDecl::ExportNamed(n)) => {
                    for s in &n.specifiers {
                        let ExportSpecifier::Named(s) = s else { continue };
                        let name = |x: &ModuleExportName| match x {
                            ModuleExportName::Ident(i) => i.sym.to_string(),
                            ModuleExportName::Str(s) => s.value.to_string_lossy().into_owned(),
                        };
                        let local = name(&s.orig);
                        let exported = s.exported.as_ref().map_or(local.clone(), name);
                        match &n.src {
                            Some(from) => {
                                let spec = from.value.to_string_lossy().into_owned();
                                let v = self.import(src, n.span, dir, &spec, Some(&local), &local);
                                exports.push((exported, v));
                            }
                            None => export_names.push((local, exported)),
                        }
                    }
                }
                ModuleItem::Stmt(Stmt::Expr(e)) => {
                    let _ = self.expr(src, &e.expr, &env);
                }
                _ => {}
            }
        }
        for (local, exported) in export_names {
            exports.push((exported, lookup(&env, &local).unwrap_or(Value::Undef)));
        }
        Ok((env, Value::Obj(Rc::new(exports))))
    }

    /// `export default function X…` / `export default class X…`: its value, bound to its name too.
    fn default_decl(&mut self, src: &Arc<Src>, d: &DefaultDecl, env: &Env) -> Option<Value> {
        let (ident, v) = match d {
            DefaultDecl::Class(c) => {
                let name = c.ident.as_ref().map_or("default".to_string(), |i| i.sym.to_string());
                (c.ident.as_ref(), self.class(src, &name, &c.class, env))
            }
            DefaultDecl::Fn(f) => {
                let name = f.ident.as_ref().map_or("default".to_string(), |i| i.sym.to_string());
                (f.ident.as_ref(), self.function(src, &name, &f.function, env))
            }
            DefaultDecl::TsInterfaceDecl(_) => return None,
        };
        if let Some(i) = ident {
            env.vars.borrow_mut().insert(i.sym.to_string(), v.clone());
        }
        Some(v)
    }

    /// A top-level declaration; what cannot be evaluated is bound as unknown (it may never be read).
    fn top_decl(&mut self, src: &Arc<Src>, d: &Decl, env: &Env) {
        if let Decl::Var(v) = d {
            for d in &v.decls {
                let value = match &d.init {
                    Some(e) => self.expr(src, e, env).unwrap_or_else(|w| Value::Unknown(Rc::new(w))),
                    None => Value::Undef,
                };
                if let Err(w) = self.bind(src, &d.name, value, env) {
                    let mut names = Vec::new();
                    pat_names(&d.name, &mut names);
                    let w = Rc::new(w);
                    for n in names {
                        env.vars.borrow_mut().insert(n, Value::Unknown(w.clone()));
                    }
                }
            }
        }
    }

    /// The value an import binds (`name`: `None` for a namespace, `Some("default")`).
    fn import(&mut self, src: &Src, span: Span, dir: &Path, spec: &str, name: Option<&str>, local: &str) -> Value {
        if let Some(v) = known_import(spec, name, local) {
            return v;
        }
        let path = spec.split(['?', '#']).next().unwrap_or(spec);
        let lower = path.to_ascii_lowercase();
        if lower.ends_with(".json") {
            return self.json_import(src, span, dir, path, name);
        }
        // `import Diagram from './x.svg'` (SVGR): a component drawing the file, shown as its image.
        if lower.ends_with(".svg") && name == Some("default") && (path.starts_with('.') || path.starts_with("@site/")) {
            let file = docc_diag::paths::lexical(&match path.strip_prefix("@site/") {
                Some(rest) => self.site.join(rest),
                None => dir.join(path),
            });
            if let Ok(rel) = file.strip_prefix(docc_diag::paths::lexical(&self.site)) {
                return Value::Host(format!("{SVG_FILE}@site/{}", rel.to_string_lossy().replace('\\', "/")).into());
            }
        }
        if [".css", ".scss", ".sass", ".less", ".png", ".jpg", ".jpeg", ".svg", ".gif", ".webp", ".md", ".mdx"].iter().any(|e| lower.ends_with(e)) {
            return Self::unknown(src, span, format!("it uses `{local}` imported from `{spec}`, a file docc does not read as a module"));
        }
        let Some(file) = modules::resolve(&self.site, dir, path) else {
            return Self::unknown(
                src,
                span,
                if path.starts_with('.') || path.starts_with("@site/") {
                    format!("it imports `{spec}`, which is not a file of the site")
                } else {
                    format!("it uses `{local}` from the package `{spec}`")
                },
            );
        };
        let file = match self.root.resolve_file(&file) {
            Ok(f) => f,
            Err(_) => return Self::unknown(src, span, format!("it imports `{spec}`, which leaves the site folder")),
        };
        let exports = match self.evaluated.get(&file) {
            Some(v) => v.clone(),
            None if self.loading.contains(&file) => return Self::unknown(src, span, format!("`{spec}` imports itself (a cycle)")),
            None => {
                let rel = file.strip_prefix(std::fs::canonicalize(&self.site).unwrap_or(self.site.clone())).unwrap_or(&file);
                let name = rel.to_string_lossy().replace('\\', "/");
                let parsed = self.modules.load(&self.root, &file, &name);
                let parsed = match &*parsed {
                    Ok(p) => p.clone(),
                    Err(w) => return Value::Unknown(Rc::new(w.clone())),
                };
                self.loading.insert(file.clone());
                let dir = file.parent().map(Path::to_path_buf).unwrap_or_default();
                let exports = match self.module_scope(&parsed, &dir) {
                    Ok((_, e)) => e,
                    Err(w) => Value::Unknown(Rc::new(w)),
                };
                self.loading.remove(&file);
                self.evaluated.insert(file.clone(), exports.clone());
                exports
            }
        };
        match name {
            None => exports,
            Some(n) => match exports.get(n) {
                Value::Undef => Self::unknown(src, span, format!("`{spec}` exports no `{n}` docc can read")),
                v => v,
            },
        }
    }

    /// `import pkg from '../package.json'`: the JSON as a value (named imports are its keys).
    fn json_import(&mut self, src: &Src, span: Span, dir: &Path, spec: &str, name: Option<&str>) -> Value {
        let file = docc_diag::paths::lexical(&match spec.strip_prefix("@site/") {
            Some(rest) => self.site.join(rest),
            None => dir.join(spec),
        });
        let text = match self.root.read_to_string(&file) {
            Ok(t) => t,
            Err(e) => return Self::unknown(src, span, format!("it imports `{spec}`, which cannot be read: {e}")),
        };
        let v = match serde_json::from_str::<serde_json::Value>(&text) {
            Ok(v) => from_json(&v),
            Err(e) => return Self::unknown(src, span, format!("it imports `{spec}`, which is not valid JSON: {e}")),
        };
        match name {
            None | Some("default") => v,
            Some(n) => v.get(n),
        }
    }

    // ---- functions

    fn function(&mut self, src: &Arc<Src>, name: &str, f: &Function, env: &Env) -> Value {
        let body = f.body.as_ref().map(|b| b.stmts.clone()).unwrap_or_default();
        Value::Func(Rc::new(Func {
            name: name.to_string(),
            params: f.params.iter().map(|p| p.pat.clone()).collect(),
            body: Body::Block(body),
            env: env.clone(),
            src: src.clone(),
            class: None,
        }))
    }

    /// `class X extends React.Component { render() {…} }`: a component whose `render` runs
    /// with `this.props` (and `this.state` from a `state = …` field; a constructor, which
    /// could set anything, makes `this.state` unknown). Other methods are on `this`.
    fn class(&mut self, src: &Arc<Src>, name: &str, c: &Class, env: &Env) -> Value {
        let component = match c.super_class.as_deref() {
            Some(Expr::Ident(i)) => matches!(&*i.sym, "Component" | "PureComponent"),
            Some(Expr::Member(m)) => matches!(&m.prop, MemberProp::Ident(p) if matches!(&*p.sym, "Component" | "PureComponent")),
            _ => false,
        };
        if !component {
            return Self::unknown(src, c.span, format!("it uses the class `{name}`, which is not a React component class"));
        }
        let mut members: Vec<(String, Value)> = Vec::new();
        let mut render = None;
        for m in &c.body {
            match m {
                ClassMember::Method(mm) if !mm.is_static => {
                    let Some(key) = mm.key.as_ident().map(|i| i.sym.to_string()) else { continue };
                    if key == "render" {
                        render = Some(mm.function.clone());
                    } else {
                        members.push((key.clone(), self.function(src, &key, &mm.function, env)));
                    }
                }
                ClassMember::ClassProp(p) if !p.is_static => {
                    let Some(key) = p.key.as_ident().map(|i| i.sym.to_string()) else { continue };
                    let v = match &p.value {
                        Some(e) => self.expr(src, e, env).unwrap_or_else(|w| Value::Unknown(Rc::new(w))),
                        None => Value::Undef,
                    };
                    members.push((key, v));
                }
                ClassMember::Constructor(k) if !members.iter().any(|(n, _)| n == "state") => {
                    members.push(("state".into(), Self::unknown(src, k.span, format!("`{name}`'s constructor sets its state, which docc does not run"))));
                }
                _ => {}
            }
        }
        let Some(render) = render else { return Self::unknown(src, c.span, format!("the component class `{name}` has no `render` method")) };
        members.push(("context".into(), Self::unknown(src, c.span, format!("`{name}` reads `this.context`, which docc does not have"))));
        Value::Func(Rc::new(Func {
            name: name.to_string(),
            params: vec![],
            body: Body::Block(render.body.as_ref().map(|b| b.stmts.clone()).unwrap_or_default()),
            env: env.clone(),
            src: src.clone(),
            class: Some(Rc::new(members)),
        }))
    }

    fn arrow(&mut self, src: &Arc<Src>, a: &ArrowExpr, env: &Env) -> Value {
        let body = match &*a.body {
            ArrowFunctionBody::Expr(e) => Body::Expr(e.clone()),
            ArrowFunctionBody::FunctionBody(b) => Body::Block(b.stmts.clone()),
        };
        Value::Func(Rc::new(Func { name: "(arrow)".into(), params: a.params.clone(), body, env: env.clone(), src: src.clone(), class: None }))
    }

    pub(crate) fn call_func(&mut self, f: &Rc<Func>, args: Vec<Value>) -> R<Value> {
        if self.calls >= MAX_CALLS {
            return Err(Why { what: format!("it nests calls more than {MAX_CALLS} deep (`{}` recurses without end?)", f.name), at: String::new() });
        }
        self.calls += 1;
        let r = self.call_inner(f, args);
        self.calls -= 1;
        r
    }

    fn call_inner(&mut self, f: &Rc<Func>, args: Vec<Value>) -> R<Value> {
        let env = scope(Some(&f.env));
        if let Some(members) = &f.class {
            let mut this = vec![("props".to_string(), args.first().cloned().unwrap_or(Value::Undef))];
            this.extend(members.iter().cloned());
            env.vars.borrow_mut().insert("this".into(), object(this));
        }
        for (i, p) in f.params.iter().enumerate() {
            if let Pat::Rest(r) = p {
                self.bind(&f.src, &r.arg, Value::Arr(Rc::new(args.get(i..).map(<[Value]>::to_vec).unwrap_or_default())), &env)?;
                break;
            }
            self.bind(&f.src, p, args.get(i).cloned().unwrap_or(Value::Undef), &env)?;
        }
        match &f.body {
            Body::Expr(e) => self.expr(&f.src, e, &env),
            Body::Block(stmts) => match self.block(&f.src, stmts, &env)? {
                Flow::Return(v) => Ok(v),
                _ => Ok(Value::Undef),
            },
        }
    }

    /// Calls any callable value.
    pub(crate) fn call(&mut self, callee: &Value, this: Option<&Value>, args: Vec<Value>, src: &Src, span: Span) -> R<Value> {
        match callee {
            Value::Func(f) => self.call_func(f, args),
            Value::Builtin(name) if matches!(&**name, "useDoc" | "useDocsVersion") => Ok(self.docs_hook(name, src, span)),
            Value::Builtin(name) if name.starts_with(HOST_PREFIX) => {
                self.call_host(name, args).map_err(|w| if w.at.is_empty() { Why { at: src.at(span), ..w } } else { w })
            }
            Value::Builtin(name) => crate::builtins::call(self, name, this, args, src, span),
            // `fetch(…)`: the call is the reason; an unknown from elsewhere keeps its own.
            Value::Unknown(w) if w.what.starts_with("it reads `") => Ok(Self::unknown(src, span, format!("it calls `{}`", callee_text(src, span)))),
            Value::Unknown(_) => Ok(callee.clone()),
            Value::Host(_) => Ok(Self::unknown(src, span, format!("it calls the component `{}` as a function", callee_text(src, span)))),
            _ => Err(Self::why(src, span, format!("it calls `{}`, which is not a function", callee_text(src, span)))),
        }
    }

    /// `useDoc()` and `useDocsVersion()`: the page's `PageData`, as Docusaurus's docs plugin
    /// provides them to a doc's components.
    fn docs_hook(&mut self, name: &str, src: &Src, span: Span) -> Value {
        let outside = |src: &Src| Self::unknown(src, span, format!("it calls `{name}`, which Docusaurus provides on docs pages only"));
        let Some(d) = &self.data else { return outside(src) };
        let unknown = |what: &str| Self::unknown(src, span, format!("it reads `{name}()`'s `{what}`, which docc does not give components"));
        if name == "useDoc" {
            let mut metadata = from_json(&d.metadata);
            for key in ["sidebar", "previous", "next", "tags", "lastUpdatedAt", "lastUpdatedBy", "editUrl"] {
                metadata = with_key(metadata, key, unknown(&format!("metadata.{key}")));
            }
            return object(vec![
                ("frontMatter".into(), from_json(&d.front_matter)),
                ("metadata".into(), metadata),
                ("contentTitle".into(), unknown("contentTitle")),
                ("toc".into(), unknown("toc")),
                ("assets".into(), object(vec![])),
            ]);
        }
        if let Some(v) = &self.version_value {
            return v.clone();
        }
        let Some(json) = d.version.clone() else { return outside(src) };
        let mut v = with_key(from_json(&json), "docsSidebars", unknown("docsSidebars"));
        if let Value::Obj(o) = &v {
            if let Some(Value::Obj(docs)) = o.iter().find(|(k, _)| k == "docs").map(|(_, d)| d.clone()) {
                let sidebar = unknown("docs[id].sidebar");
                let docs: Vec<(String, Value)> = docs.iter().map(|(id, doc)| (id.clone(), with_key(doc.clone(), "sidebar", sidebar.clone()))).collect();
                v = set_key(v, "docs", object(docs));
            }
        }
        self.version_value = Some(v.clone());
        v
    }

    // ---- patterns

    fn bind(&mut self, src: &Arc<Src>, p: &Pat, v: Value, env: &Env) -> R<()> {
        match p {
            Pat::Ident(i) => {
                env.vars.borrow_mut().insert(i.id.sym.to_string(), v);
            }
            Pat::Assign(a) => {
                let v = if matches!(v, Value::Undef) { self.expr(src, &a.right, env)? } else { v };
                self.bind(src, &a.left, v, env)?;
            }
            Pat::Array(a) => {
                if let Value::Unknown(w) = &v {
                    let mut names = Vec::new();
                    pat_names(p, &mut names);
                    names.into_iter().for_each(|n| {
                        env.vars.borrow_mut().insert(n, Value::Unknown(w.clone()));
                    });
                    return Ok(());
                }
                let items: Vec<Value> = match &v {
                    Value::Arr(a) => a.to_vec(),
                    Value::Str(s) => s.chars().map(|c| Value::str(c.to_string())).collect(),
                    _ => return Err(Self::why(src, a.span, "it destructures something that is not an array")),
                };
                for (i, el) in a.elems.iter().enumerate() {
                    match el {
                        Some(Pat::Rest(r)) => {
                            self.bind(src, &r.arg, Value::Arr(Rc::new(items.get(i..).map(<[Value]>::to_vec).unwrap_or_default())), env)?;
                            break;
                        }
                        Some(p) => self.bind(src, p, items.get(i).cloned().unwrap_or(Value::Undef), env)?,
                        None => {}
                    }
                }
            }
            Pat::Object(o) => {
                if matches!(v, Value::Undef | Value::Null) {
                    return Err(Self::why(src, o.span, "it destructures `undefined`"));
                }
                let mut used = Vec::new();
                for prop in &o.props {
                    match prop {
                        ObjectPatProp::KeyValue(kv) => {
                            let key = self.prop_name(src, &kv.key, env)?;
                            used.push(key.clone());
                            self.bind(src, &kv.value, v.get(&key), env)?;
                        }
                        ObjectPatProp::Assign(a) => {
                            let key = a.key.id.sym.to_string();
                            let mut x = v.get(&key);
                            if matches!(x, Value::Undef) {
                                if let Some(d) = &a.value {
                                    x = self.expr(src, d, env)?;
                                }
                            }
                            used.push(key.clone());
                            env.vars.borrow_mut().insert(key, x);
                        }
                        ObjectPatProp::Rest(r) => {
                            let rest = match &v {
                                Value::Obj(o) => Value::Obj(Rc::new(o.iter().filter(|(k, _)| !used.contains(k)).cloned().collect())),
                                other => other.clone(),
                            };
                            self.bind(src, &r.arg, rest, env)?;
                        }
                    }
                }
            }
            Pat::Rest(r) => self.bind(src, &r.arg, v, env)?,
            _ => return Err(Self::why(src, p.span(), "a binding pattern docc does not evaluate")),
        }
        Ok(())
    }

    fn prop_name(&mut self, src: &Arc<Src>, k: &PropName, env: &Env) -> R<String> {
        Ok(match k {
            PropName::Ident(i) => i.sym.to_string(),
            PropName::Str(s) => s.value.to_string_lossy().into_owned(),
            PropName::Num(n) => num_to_string(n.value),
            PropName::Computed(c) => {
                let v = self.expr(src, &c.expr, env)?;
                v.to_text().map_err(|w| (*w).clone())?
            }
            PropName::BigInt(b) => b.value.to_string(),
        })
    }

    // ---- statements

    fn block(&mut self, src: &Arc<Src>, stmts: &[Stmt], outer: &Env) -> R<Flow> {
        let env = scope(Some(outer));
        for s in stmts {
            if let Stmt::Decl(Decl::Fn(f)) = s {
                let v = self.function(src, &f.ident.sym, &f.function, &env);
                env.vars.borrow_mut().insert(f.ident.sym.to_string(), v);
            }
        }
        for s in stmts {
            match self.stmt(src, s, &env)? {
                Flow::Normal => {}
                other => return Ok(other),
            }
        }
        Ok(Flow::Normal)
    }

    fn test(&mut self, src: &Arc<Src>, e: &Expr, env: &Env) -> R<bool> {
        let v = self.expr(src, e, env)?;
        v.truthy().ok_or_else(|| match v {
            Value::Unknown(w) => (*w).clone(),
            _ => Self::why(src, e.span(), "a condition docc cannot decide"),
        })
    }

    fn stmt(&mut self, src: &Arc<Src>, s: &Stmt, env: &Env) -> R<Flow> {
        self.tick(src, s.span())?;
        match s {
            Stmt::Expr(e) => {
                self.expr(src, &e.expr, env)?;
            }
            Stmt::Decl(Decl::Var(v)) => {
                for d in &v.decls {
                    let value = match &d.init {
                        Some(e) => self.expr(src, e, env)?,
                        None => Value::Undef,
                    };
                    self.bind(src, &d.name, value, env)?;
                }
            }
            Stmt::Decl(Decl::Fn(_)) | Stmt::Empty(_) => {}
            // Types and interfaces have no value.
            Stmt::Decl(Decl::TsInterface(_) | Decl::TsTypeAlias(_) | Decl::TsEnum(_) | Decl::TsModule(_)) => {}
            Stmt::Return(r) => {
                let v = match &r.arg {
                    Some(e) => self.expr(src, e, env)?,
                    None => Value::Undef,
                };
                return Ok(Flow::Return(v));
            }
            Stmt::If(i) => {
                if self.test(src, &i.test, env)? {
                    return self.stmt(src, &i.cons, env);
                } else if let Some(alt) = &i.alt {
                    return self.stmt(src, alt, env);
                }
            }
            Stmt::Block(b) => return self.block(src, &b.stmts, env),
            Stmt::Break(_) => return Ok(Flow::Break),
            Stmt::Continue(_) => return Ok(Flow::Continue),
            Stmt::Throw(t) => return Err(Self::why(src, t.span, "it throws an error")),
            Stmt::ForOf(f) => {
                let items = match self.expr(src, &f.right, env)? {
                    Value::Arr(a) => a.to_vec(),
                    Value::Str(s) => s.chars().map(|c| Value::str(c.to_string())).collect(),
                    Value::Unknown(w) => return Err((*w).clone()),
                    _ => return Err(Self::why(src, f.right.span(), "it loops over something that is not an array")),
                };
                for item in items {
                    let inner = scope(Some(env));
                    match &f.left {
                        ForHead::VarDecl(v) if v.decls.len() == 1 => self.bind(src, &v.decls[0].name, item, &inner)?,
                        ForHead::Pat(p) => self.bind(src, p, item, &inner)?,
                        _ => return Err(Self::why(src, f.span, "a `for…of` head docc does not evaluate")),
                    }
                    match self.stmt(src, &f.body, &inner)? {
                        Flow::Break => break,
                        Flow::Return(v) => return Ok(Flow::Return(v)),
                        _ => {}
                    }
                }
            }
            Stmt::For(f) => {
                let inner = scope(Some(env));
                match &f.init {
                    Some(VarDeclOrExpr::VarDecl(v)) => {
                        self.stmt(src, &Stmt::Decl(Decl::Var(v.clone())), &inner)?;
                    }
                    Some(VarDeclOrExpr::Expr(e)) => {
                        self.expr(src, e, &inner)?;
                    }
                    None => {}
                }
                loop {
                    if let Some(t) = &f.test {
                        if !self.test(src, t, &inner)? {
                            break;
                        }
                    }
                    match self.stmt(src, &f.body, &inner)? {
                        Flow::Break => break,
                        Flow::Return(v) => return Ok(Flow::Return(v)),
                        _ => {}
                    }
                    if let Some(u) = &f.update {
                        self.expr(src, u, &inner)?;
                    }
                }
            }
            Stmt::Try(t) => {
                // SSR would catch what the block throws; docc gives up on the block instead.
                let r = self.block(src, &t.block.stmts, env);
                match (r, &t.handler) {
                    (Ok(f), _) => return Ok(f),
                    (Err(_), Some(h)) => return self.block(src, &h.body.stmts, env),
                    (Err(w), None) => return Err(w),
                }
            }
            _ => return Err(Self::why(src, s.span(), "it uses a statement docc does not evaluate")),
        }
        Ok(Flow::Normal)
    }

    fn tick(&mut self, src: &Src, span: Span) -> R<()> {
        self.steps += 1;
        let steps = self.steps + crate::value::work_steps();
        if steps > MAX_STEPS {
            return Err(Self::why(
                src,
                span,
                format!(
                    "it runs more than {MAX_STEPS} steps (a loop that does not end, or one that reads long strings or arrays: each {} bytes read count as a step)",
                    crate::value::WORK_PER_STEP
                ),
            ));
        }
        if self.steps.is_multiple_of(CHECK_EVERY) {
            self.check_site_and_clock(src, span)?;
        }
        if crate::value::built() > crate::value::MAX_BUILT {
            return Err(Self::why(
                src,
                span,
                format!("it builds more than {} MB of strings and arrays (a value that doubles in a loop?)", crate::value::MAX_BUILT >> 20),
            ));
        }
        Ok(())
    }

    /// The budgets a step count cannot see alone: the site's pages together, and time.
    fn check_site_and_clock(&mut self, src: &Src, span: Span) -> R<()> {
        let steps = self.steps + crate::value::work_steps();
        let total = self.budget.add(steps - self.flushed);
        self.flushed = steps;
        let built = crate::value::built() as u64;
        let site_built = self.budget.add_built(built.saturating_sub(self.flushed_built));
        self.flushed_built = built;
        if site_built > self.budget.limits.built {
            return Err(Self::why(
                src,
                span,
                format!(
                    "the site's components together build more than {} of strings and arrays; docc stops rendering them here",
                    mb(self.budget.limits.built)
                ),
            ));
        }
        if total > self.budget.limits.steps {
            return Err(Self::why(
                src,
                span,
                format!(
                    "the site's components together run more than {} steps (every page that uses them counts); docc stops rendering them here",
                    self.budget.limits.steps
                ),
            ));
        }
        if self.started.elapsed() > MAX_TIME {
            return Err(Self::why(src, span, format!("it runs longer than {} s", MAX_TIME.as_secs())));
        }
        Ok(())
    }

    // ---- expressions

    pub(crate) fn expr(&mut self, src: &Arc<Src>, e: &Expr, env: &Env) -> R<Value> {
        self.tick(src, e.span())?;
        if self.nesting >= MAX_NESTING {
            return Err(Self::why(src, e.span(), format!("its expressions nest more than {MAX_NESTING} deep")));
        }
        self.nesting += 1;
        let v = self.expr_inner(src, e, env);
        self.nesting -= 1;
        v
    }

    fn expr_inner(&mut self, src: &Arc<Src>, e: &Expr, env: &Env) -> R<Value> {
        Ok(match e {
            Expr::Lit(Lit::Str(s)) => Value::str(s.value.to_string_lossy().into_owned()),
            Expr::Lit(Lit::Num(n)) => Value::Num(n.value),
            Expr::Lit(Lit::Bool(b)) => Value::Bool(b.value),
            Expr::Lit(Lit::Null(_)) => Value::Null,
            Expr::Lit(_) => Self::unknown(src, e.span(), "it uses a regular expression or big integer"),
            Expr::Tpl(t) => {
                let mut s = String::new();
                for (i, q) in t.quasis.iter().enumerate() {
                    s.push_str(&q.cooked.as_ref().map(|c| c.to_string_lossy().into_owned()).unwrap_or_else(|| q.raw.to_string()));
                    if let Some(x) = t.exprs.get(i) {
                        match self.expr(src, x, env)?.to_text() {
                            Ok(t) => s.push_str(&t),
                            Err(w) => return Ok(Value::Unknown(w)),
                        }
                    }
                }
                Value::str(s)
            }
            Expr::Paren(p) => self.expr(src, &p.expr, env)?,
            Expr::TsAs(x) => self.expr(src, &x.expr, env)?,
            Expr::TsSatisfies(x) => self.expr(src, &x.expr, env)?,
            Expr::TsConstAssertion(x) => self.expr(src, &x.expr, env)?,
            Expr::TsNonNull(x) => self.expr(src, &x.expr, env)?,
            Expr::TsTypeAssertion(x) => self.expr(src, &x.expr, env)?,
            Expr::TsInstantiation(x) => self.expr(src, &x.expr, env)?,
            Expr::Ident(i) => self.ident(src, i, env),
            Expr::This(t) => lookup(env, "this").unwrap_or_else(|| Self::unknown(src, t.span, "it reads `this` outside a class component's `render`")),
            Expr::Array(a) => self.array(src, a, env)?,
            Expr::Object(o) => self.object(src, o, env)?,
            Expr::Arrow(a) => self.arrow(src, a, env),
            Expr::Fn(f) => {
                let name = f.ident.as_ref().map_or("(function)".to_string(), |i| i.sym.to_string());
                self.function(src, &name, &f.function, env)
            }
            Expr::Unary(u) => self.unary(src, u, env)?,
            Expr::Bin(b) => self.binary(src, b, env)?,
            Expr::Cond(c) => {
                if self.test(src, &c.test, env)? {
                    self.expr(src, &c.cons, env)?
                } else {
                    self.expr(src, &c.alt, env)?
                }
            }
            Expr::Member(m) => {
                let obj = self.expr(src, &m.obj, env)?;
                let key = self.member_key(src, &m.prop, env)?;
                self.member(src, m.span, &obj, &key)?
            }
            Expr::OptChain(o) => self.opt_chain(src, o, env)?,
            Expr::Call(c) => self.call_expr(src, c, env)?,
            Expr::Assign(a) => self.assign(src, a, env)?,
            Expr::Update(u) => {
                let Expr::Ident(i) = &*u.arg else { return Err(Self::why(src, u.span, "it updates something that is not a variable")) };
                let old = self.ident(src, i, env).to_num();
                let new = if u.op == UpdateOp::PlusPlus { old + 1.0 } else { old - 1.0 };
                assign(env, &i.sym, Value::Num(new));
                Value::Num(if u.prefix { new } else { old })
            }
            Expr::Seq(s) => {
                let mut last = Value::Undef;
                for x in &s.exprs {
                    last = self.expr(src, x, env)?;
                }
                last
            }
            Expr::JSXElement(el) => self.jsx_element(src, el, env)?,
            Expr::JSXFragment(f) => {
                let children = self.jsx_children(src, &f.children, env)?;
                Value::Elem(Rc::new(Elem { ty: ElemType::Fragment, props: vec![], children }))
            }
            // No event loop: what an async function awaits is already its value (an async
            // `sidebarItemsGenerator` awaiting `defaultSidebarItemsGenerator`, as Docusaurus's
            // docs write it), so `await x` is `x`, and an async function returns its result.
            Expr::Await(a) => self.expr(src, &a.arg, env)?,
            Expr::New(n) => Self::unknown(src, n.span, format!("it constructs `{}`", callee_text(src, n.callee.span()))),
            Expr::TaggedTpl(t) => Self::unknown(src, t.span, "it uses a tagged template"),
            _ => Self::unknown(src, e.span(), "it uses an expression docc does not evaluate"),
        })
    }

    fn array(&mut self, src: &Arc<Src>, a: &ArrayLit, env: &Env) -> R<Value> {
        let mut out = Vec::new();
        for el in &a.elems {
            let Some(el) = el else {
                out.push(Value::Undef);
                continue;
            };
            let v = self.expr(src, &el.expr, env)?;
            if el.spread.is_some() {
                match v {
                    Value::Arr(a) => out.extend(a.iter().cloned()),
                    Value::Str(s) => out.extend(s.chars().map(|c| Value::str(c.to_string()))),
                    Value::Unknown(w) => return Ok(Value::Unknown(w)),
                    _ => return Err(Self::why(src, el.expr.span(), "it spreads something that is not an array")),
                }
            } else {
                out.push(v);
            }
        }
        Ok(crate::value::array(out))
    }

    fn unary(&mut self, src: &Arc<Src>, u: &UnaryExpr, env: &Env) -> R<Value> {
        let v = self.expr(src, &u.arg, env)?;
        Ok(match u.op {
            UnaryOp::TypeOf => Value::str(v.type_of()),
            UnaryOp::Void => Value::Undef,
            _ if matches!(v, Value::Unknown(_)) => v,
            UnaryOp::Bang => Value::Bool(!v.truthy().unwrap_or(false)),
            UnaryOp::Minus => Value::Num(-v.to_num()),
            UnaryOp::Plus => Value::Num(v.to_num()),
            _ => Self::unknown(src, u.span, "it uses a bitwise or `delete` operator"),
        })
    }

    fn ident(&mut self, src: &Src, i: &Ident, env: &Env) -> Value {
        if let Some(v) = lookup(env, &i.sym) {
            return v;
        }
        match &*i.sym {
            "undefined" => Value::Undef,
            "NaN" => Value::Num(f64::NAN),
            "Infinity" => Value::Num(f64::INFINITY),
            n if crate::builtins::GLOBALS.contains(&n) => Value::Builtin(n.into()),
            n => Self::unknown(src, i.span, format!("it reads `{n}`, which only a browser or the site's bundle has")),
        }
    }

    fn object(&mut self, src: &Arc<Src>, o: &ObjectLit, env: &Env) -> R<Value> {
        let mut out: Vec<(String, Value)> = Vec::new();
        let put = |out: &mut Vec<(String, Value)>, k: String, v: Value| match out.iter_mut().find(|(x, _)| *x == k) {
            Some(slot) => slot.1 = v,
            None => out.push((k, v)),
        };
        for p in &o.props {
            match p {
                PropOrSpread::Spread(s) => match self.expr(src, &s.expr, env)? {
                    Value::Obj(o) => o.iter().for_each(|(k, v)| put(&mut out, k.clone(), v.clone())),
                    Value::Arr(a) => a.iter().enumerate().for_each(|(i, v)| put(&mut out, i.to_string(), v.clone())),
                    Value::Unknown(w) => return Ok(Value::Unknown(w)),
                    _ => {}
                },
                PropOrSpread::Prop(p) => match &**p {
                    Prop::KeyValue(kv) => {
                        let k = self.prop_name(src, &kv.key, env)?;
                        let v = self.expr(src, &kv.value, env)?;
                        put(&mut out, k, v);
                    }
                    Prop::Shorthand(i) => {
                        let v = self.ident(src, i, env);
                        put(&mut out, i.sym.to_string(), v);
                    }
                    Prop::Method(m) => {
                        let k = self.prop_name(src, &m.key, env)?;
                        let v = self.function(src, &k, &m.function, env);
                        put(&mut out, k, v);
                    }
                    Prop::Getter(g) => {
                        let k = self.prop_name(src, &g.key, env)?;
                        let v = match &g.function.body {
                            Some(b) => match self.block(src, &b.stmts, env)? {
                                Flow::Return(v) => v,
                                _ => Value::Undef,
                            },
                            None => Value::Undef,
                        };
                        put(&mut out, k, v);
                    }
                    _ => return Err(Self::why(src, o.span, "an object property docc does not evaluate")),
                },
            }
        }
        Ok(crate::value::object(out))
    }

    fn member_key(&mut self, src: &Arc<Src>, p: &MemberProp, env: &Env) -> R<Result<String, Value>> {
        Ok(match p {
            MemberProp::Ident(i) => Ok(i.sym.to_string()),
            MemberProp::Computed(c) => {
                let v = self.expr(src, &c.expr, env)?;
                match v.to_text() {
                    Ok(t) => Ok(t),
                    Err(_) => Err(v),
                }
            }
            MemberProp::PrivateName(_) => Err(Self::unknown(src, p.span(), "it reads a private field")),
        })
    }

    fn member(&mut self, src: &Src, span: Span, obj: &Value, key: &Result<String, Value>) -> R<Value> {
        let key = match key {
            Ok(k) => k,
            Err(v) => return Ok(v.clone()),
        };
        Ok(match obj {
            Value::Undef | Value::Null => {
                return Err(Self::why(src, span, format!("it reads `{key}` of {}", if matches!(obj, Value::Null) { "null" } else { "undefined" })))
            }
            Value::Builtin(ns) => Value::Builtin(format!("{ns}.{key}").into()),
            Value::Host(h) if h.is_empty() || key == "default" => obj.clone(),
            _ => obj.get(key),
        })
    }

    fn opt_chain(&mut self, src: &Arc<Src>, o: &OptChainExpr, env: &Env) -> R<Value> {
        match &*o.base {
            OptChainBase::Member(m) => {
                let obj = self.expr(src, &m.obj, env)?;
                if o.optional && matches!(obj, Value::Undef | Value::Null) {
                    return Ok(Value::Undef);
                }
                let key = self.member_key(src, &m.prop, env)?;
                self.member(src, m.span, &obj, &key)
            }
            OptChainBase::Call(c) => {
                let (callee, this) = self.callee(src, &c.callee, env)?;
                if o.optional && matches!(callee, Value::Undef | Value::Null) {
                    return Ok(Value::Undef);
                }
                let args = self.args(src, &c.args, env)?;
                self.method_or_call(src, c.span, callee, this, args)
            }
        }
    }

    /// A callee and, for `obj.method`, the object (strings and arrays get their methods from it).
    fn callee(&mut self, src: &Arc<Src>, e: &Expr, env: &Env) -> R<(Value, Option<(Value, String)>)> {
        match e {
            Expr::Member(m) => {
                let obj = self.expr(src, &m.obj, env)?;
                let key = self.member_key(src, &m.prop, env)?;
                let Ok(k) = &key else { return Ok((key.err().unwrap_or(Value::Undef), None)) };
                let f = match &obj {
                    Value::Obj(_) | Value::Builtin(_) | Value::Unknown(_) | Value::Elem(_) => self.member(src, m.span, &obj, &key)?,
                    Value::Undef | Value::Null => self.member(src, m.span, &obj, &key)?,
                    _ => Value::Undef,
                };
                Ok((f, Some((obj, k.clone()))))
            }
            Expr::OptChain(o) => {
                if let OptChainBase::Member(m) = &*o.base {
                    let obj = self.expr(src, &m.obj, env)?;
                    if matches!(obj, Value::Undef | Value::Null) {
                        return Ok((Value::Undef, None));
                    }
                    let key = self.member_key(src, &m.prop, env)?;
                    let Ok(k) = &key else { return Ok((Value::Undef, None)) };
                    let f =
                        if matches!(obj, Value::Obj(_) | Value::Builtin(_) | Value::Unknown(_)) { self.member(src, m.span, &obj, &key)? } else { Value::Undef };
                    return Ok((f, Some((obj, k.clone()))));
                }
                Ok((self.expr(src, e, env)?, None))
            }
            Expr::Paren(p) => self.callee(src, &p.expr, env),
            _ => Ok((self.expr(src, e, env)?, None)),
        }
    }

    fn args(&mut self, src: &Arc<Src>, args: &[ExprOrSpread], env: &Env) -> R<Vec<Value>> {
        let mut out = Vec::new();
        for a in args {
            let v = self.expr(src, &a.expr, env)?;
            match (a.spread.is_some(), v) {
                (true, Value::Arr(items)) => out.extend(items.iter().cloned()),
                (true, other) => out.push(other),
                (false, v) => out.push(v),
            }
        }
        Ok(out)
    }

    fn method_or_call(&mut self, src: &Arc<Src>, span: Span, callee: Value, this: Option<(Value, String)>, args: Vec<Value>) -> R<Value> {
        match (&callee, &this) {
            (Value::Undef, Some((obj, name))) => match obj {
                Value::Unknown(_) => Ok(obj.clone()),
                _ => crate::builtins::method(self, obj, name, args, src, span),
            },
            _ => self.call(&callee, this.as_ref().map(|t| &t.0), args, src, span),
        }
    }

    fn call_expr(&mut self, src: &Arc<Src>, c: &CallExpr, env: &Env) -> R<Value> {
        let Callee::Expr(callee) = &c.callee else { return Ok(Self::unknown(src, c.span, "it calls `import()` or `super`")) };
        // CommonJS `require('./data.json')` / `require('./x')`, as webpack gives it: the JSON, or the module's exports.
        if let (Expr::Ident(i), [ExprOrSpread { spread: None, expr }]) = (&**callee, &c.args[..]) {
            if &*i.sym == "require" && lookup(env, "require").is_none() {
                if let Expr::Lit(Lit::Str(s)) = &**expr {
                    let spec = s.value.to_string_lossy().into_owned();
                    let dir = self.site.join(&src.file.name).parent().map(Path::to_path_buf).unwrap_or_default();
                    return Ok(self.import(src, c.span, &dir, &spec, None, &format!("require('{spec}')")));
                }
            }
        }
        let (f, this) = self.callee(src, callee, env)?;
        let args = self.args(src, &c.args, env)?;
        self.method_or_call(src, c.span, f, this, args)
    }

    fn assign(&mut self, src: &Arc<Src>, a: &AssignExpr, env: &Env) -> R<Value> {
        let rhs = self.expr(src, &a.right, env)?;
        match &a.left {
            AssignTarget::Simple(SimpleAssignTarget::Ident(i)) => {
                let v = if a.op == AssignOp::Assign {
                    rhs
                } else {
                    let old = self.ident(src, &i.id, env);
                    match a.op {
                        AssignOp::AddAssign => add(&old, &rhs),
                        AssignOp::SubAssign => Value::Num(old.to_num() - rhs.to_num()),
                        AssignOp::NullishAssign if matches!(old, Value::Undef | Value::Null) => rhs,
                        AssignOp::OrAssign if old.truthy() == Some(false) => rhs,
                        AssignOp::NullishAssign | AssignOp::OrAssign => old,
                        _ => return Err(Self::why(src, a.span, "an assignment operator docc does not evaluate")),
                    }
                };
                if !assign(env, &i.id.sym, v.clone()) {
                    return Err(Self::why(src, a.span, format!("it assigns to `{}`, a global", i.id.sym)));
                }
                Ok(v)
            }
            // `obj.key = v` on a local object: the binding gets an updated copy.
            AssignTarget::Simple(SimpleAssignTarget::Member(m)) if a.op == AssignOp::Assign => {
                let Expr::Ident(obj) = &*m.obj else { return Err(Self::why(src, a.span, "it assigns to a nested property")) };
                let Ok(key) = self.member_key(src, &m.prop, env)? else { return Err(Self::why(src, a.span, "it assigns to a computed property")) };
                match self.ident(src, obj, env) {
                    Value::Obj(o) => {
                        let mut o = (*o).clone();
                        match o.iter_mut().find(|(k, _)| *k == key) {
                            Some(slot) => slot.1 = rhs.clone(),
                            None => o.push((key, rhs.clone())),
                        }
                        assign(env, &obj.sym, Value::Obj(Rc::new(o)));
                        Ok(rhs)
                    }
                    _ => Err(Self::why(src, a.span, "it assigns a property of something that is not an object")),
                }
            }
            _ => Err(Self::why(src, a.span, "an assignment docc does not evaluate")),
        }
    }

    fn binary(&mut self, src: &Arc<Src>, b: &BinExpr, env: &Env) -> R<Value> {
        let l = self.expr(src, &b.left, env)?;
        match b.op {
            BinaryOp::LogicalAnd | BinaryOp::LogicalOr | BinaryOp::NullishCoalescing => {
                let Some(t) = l.truthy() else { return Ok(l) };
                let take_left = match b.op {
                    BinaryOp::LogicalAnd => !t,
                    BinaryOp::LogicalOr => t,
                    _ => !matches!(l, Value::Undef | Value::Null),
                };
                return if take_left { Ok(l) } else { self.expr(src, &b.right, env) };
            }
            _ => {}
        }
        let r = self.expr(src, &b.right, env)?;
        for v in [&l, &r] {
            if let Value::Unknown(_) = v {
                return Ok(v.clone());
            }
        }
        if !matches!(b.op, BinaryOp::EqEqEq | BinaryOp::NotEqEq) {
            // Comparing or joining strings reads them (`strict_eq` charges its own).
            crate::value::work(crate::value::size(&l) + crate::value::size(&r));
        }
        let num = |f: fn(f64, f64) -> f64| Value::Num(f(l.to_num(), r.to_num()));
        let cmp = |f: fn(std::cmp::Ordering) -> bool| match (&l, &r) {
            (Value::Str(a), Value::Str(b)) => Value::Bool(f(a.cmp(b))),
            _ => Value::Bool(l.to_num().partial_cmp(&r.to_num()).is_some_and(f)),
        };
        Ok(match b.op {
            BinaryOp::Add => add(&l, &r),
            BinaryOp::Sub => num(|a, b| a - b),
            BinaryOp::Mul => num(|a, b| a * b),
            BinaryOp::Div => num(|a, b| a / b),
            BinaryOp::Mod => num(|a, b| a % b),
            BinaryOp::Exp => num(f64::powf),
            BinaryOp::EqEqEq => Value::Bool(strict_eq(&l, &r)),
            BinaryOp::NotEqEq => Value::Bool(!strict_eq(&l, &r)),
            BinaryOp::EqEq => Value::Bool(loose_eq(&l, &r)),
            BinaryOp::NotEq => Value::Bool(!loose_eq(&l, &r)),
            BinaryOp::Lt => cmp(|o| o.is_lt()),
            BinaryOp::LtEq => cmp(|o| o.is_le()),
            BinaryOp::Gt => cmp(|o| o.is_gt()),
            BinaryOp::GtEq => cmp(|o| o.is_ge()),
            BinaryOp::In => match &r {
                Value::Obj(_) => Value::Bool(!matches!(r.get(&l.to_text().unwrap_or_default()), Value::Undef)),
                _ => Self::unknown(src, b.span, "it uses `in` on something that is not an object"),
            },
            _ => Self::unknown(src, b.span, "it uses a bitwise or `instanceof` operator"),
        })
    }

    // ---- JSX

    fn jsx_element(&mut self, src: &Arc<Src>, el: &JSXElement, env: &Env) -> R<Value> {
        let ty = match &el.opening.name {
            JSXElementName::Ident(i) if i.sym.starts_with(|c: char| c.is_ascii_lowercase()) => ElemType::Tag(i.sym.as_str().into()),
            JSXElementName::Ident(i) => elem_type(self.ident(src, i, env), src, i.span, &i.sym)?,
            JSXElementName::JSXMemberExpr(m) => {
                let mut names = vec![m.prop.sym.to_string()];
                let mut obj = &m.obj;
                let root = loop {
                    match obj {
                        JSXObject::Ident(i) => break i,
                        JSXObject::JSXMemberExpr(inner) => {
                            names.push(inner.prop.sym.to_string());
                            obj = &inner.obj;
                        }
                    }
                };
                let mut v = self.ident(src, root, env);
                for n in names.iter().rev() {
                    v = self.member(src, m.span, &v, &Ok(n.clone()))?;
                }
                elem_type(v, src, m.span, &callee_text(src, m.span))?
            }
            JSXElementName::JSXNamespacedName(n) => ElemType::Tag(format!("{}:{}", n.ns.sym, n.name.sym).into()),
        };
        let mut props: Vec<(String, Value)> = Vec::new();
        for a in &el.opening.attrs {
            match a {
                JSXAttrOrSpread::JSXAttr(a) => {
                    let name = match &a.name {
                        JSXAttrName::Ident(i) => i.sym.to_string(),
                        JSXAttrName::JSXNamespacedName(n) => format!("{}:{}", n.ns.sym, n.name.sym),
                    };
                    let v = match &a.value {
                        None => Value::Bool(true),
                        Some(JSXAttrValue::Str(s)) => Value::str(decode_entities(&s.value.to_string_lossy())),
                        Some(JSXAttrValue::JSXExprContainer(c)) => match &c.expr {
                            JSXExpr::Expr(e) => self.expr(src, e, env)?,
                            JSXExpr::JSXEmptyExpr(_) => Value::Undef,
                        },
                        Some(JSXAttrValue::JSXElement(e)) => self.jsx_element(src, e, env)?,
                        Some(JSXAttrValue::JSXFragment(f)) => {
                            let children = self.jsx_children(src, &f.children, env)?;
                            Value::Elem(Rc::new(Elem { ty: ElemType::Fragment, props: vec![], children }))
                        }
                    };
                    props.push((name, v));
                }
                JSXAttrOrSpread::SpreadElement(s) => match self.expr(src, &s.expr, env)? {
                    Value::Obj(o) => props.extend(o.iter().cloned()),
                    Value::Undef | Value::Null => {}
                    other => props.push(("...".into(), other)),
                },
            }
        }
        let children = self.jsx_children(src, &el.children, env)?;
        // `children` given as a prop counts when the element has none of its own.
        let (children, props) = if children.is_empty() {
            match props.iter().rposition(|(k, _)| k == "children") {
                Some(i) => {
                    let mut props = props;
                    let (_, c) = props.remove(i);
                    (vec![c], props)
                }
                None => (children, props),
            }
        } else {
            (children, props.into_iter().filter(|(k, _)| k != "children").collect())
        };
        Ok(Value::Elem(Rc::new(Elem { ty, props, children })))
    }

    fn jsx_children(&mut self, src: &Arc<Src>, children: &[JSXElementChild], env: &Env) -> R<Vec<Value>> {
        let mut out = Vec::new();
        for c in children {
            match c {
                JSXElementChild::JSXText(t) => {
                    let text = jsx_text(&t.raw);
                    if !text.is_empty() {
                        out.push(Value::str(decode_entities(&text)));
                    }
                }
                JSXElementChild::JSXExprContainer(c) => {
                    if let JSXExpr::Expr(e) = &c.expr {
                        out.push(self.expr(src, e, env)?);
                    }
                }
                JSXElementChild::JSXSpreadChild(s) => out.push(self.expr(src, &s.expr, env)?),
                JSXElementChild::JSXElement(e) => out.push(self.jsx_element(src, e, env)?),
                JSXElementChild::JSXFragment(f) => {
                    let children = self.jsx_children(src, &f.children, env)?;
                    out.push(Value::Elem(Rc::new(Elem { ty: ElemType::Fragment, props: vec![], children })));
                }
            }
        }
        Ok(out)
    }
}

impl Drop for Interp {
    fn drop(&mut self) {
        // What this page spent since the last check counts for the site too.
        let steps = self.steps + crate::value::work_steps();
        self.budget.add(steps.saturating_sub(self.flushed));
        self.budget.add_built((crate::value::built() as u64).saturating_sub(self.flushed_built));
    }
}

impl crate::builtins::Caller for Interp {
    fn call_value(&mut self, f: &Value, args: Vec<Value>, src: &Src, span: Span) -> R<Value> {
        self.call(f, None, args, src, span)
    }
}

/// A JSON value as a value, charged to the budget of built values like any the code makes.
fn from_json(v: &serde_json::Value) -> Value {
    match v {
        serde_json::Value::Null => Value::Null,
        serde_json::Value::Bool(b) => Value::Bool(*b),
        serde_json::Value::Number(n) => Value::Num(n.as_f64().unwrap_or(f64::NAN)),
        serde_json::Value::String(s) => {
            charge(s.len());
            Value::str(s.as_str())
        }
        serde_json::Value::Array(a) => array(a.iter().map(from_json).collect()),
        serde_json::Value::Object(o) => object(o.iter().map(|(k, x)| (k.clone(), from_json(x))).collect()),
    }
}

/// `v` with `key` set to `x`, when `v` is an object.
fn set_key(v: Value, key: &str, x: Value) -> Value {
    match v {
        Value::Obj(o) => {
            let mut o: Vec<(String, Value)> = o.iter().filter(|(k, _)| k != key).cloned().collect();
            o.push((key.to_string(), x));
            Value::Obj(Rc::new(o))
        }
        v => v,
    }
}

/// `v` with `key` set to `x` when `v` is an object that lacks it.
fn with_key(v: Value, key: &str, x: Value) -> Value {
    match v {
        Value::Obj(o) if !o.iter().any(|(k, _)| k == key) => {
            let mut o = (*o).clone();
            o.push((key.to_string(), x));
            Value::Obj(Rc::new(o))
        }
        v => v,
    }
}

fn elem_type(v: Value, src: &Src, span: Span, name: &str) -> R<ElemType> {
    Ok(match v {
        Value::Func(f) => ElemType::Func(f),
        Value::Host(h) if h.is_empty() => ElemType::Fragment,
        Value::Host(h) => ElemType::Tag(h),
        Value::Str(s) => ElemType::Tag(s),
        Value::Unknown(w) => ElemType::Unknown(w),
        _ => return Err(Interp::why(src, span, format!("`<{name}>` is not a component"))),
    })
}

/// `a + b` with JavaScript's string concatenation.
pub(crate) fn add(a: &Value, b: &Value) -> Value {
    match (a, b) {
        (Value::Unknown(_), _) => a.clone(),
        (_, Value::Unknown(_)) => b.clone(),
        (Value::Num(x), Value::Num(y)) => Value::Num(x + y),
        (Value::Str(_) | Value::Arr(_) | Value::Obj(_), _) | (_, Value::Str(_) | Value::Arr(_) | Value::Obj(_)) => {
            Value::str(format!("{}{}", a.to_text().unwrap_or_default(), b.to_text().unwrap_or_default()))
        }
        _ => Value::Num(a.to_num() + b.to_num()),
    }
}

fn callee_text(src: &Src, span: Span) -> String {
    let t = src.text(span);
    let t = t.split('(').next().unwrap_or(t).trim();
    if t.len() > 40 {
        format!("{}…", &t[..t.char_indices().nth(40).map_or(t.len(), |(i, _)| i)])
    } else {
        t.to_string()
    }
}

fn pat_names(p: &Pat, out: &mut Vec<String>) {
    match p {
        Pat::Ident(i) => out.push(i.id.sym.to_string()),
        Pat::Array(a) => a.elems.iter().flatten().for_each(|p| pat_names(p, out)),
        Pat::Object(o) => {
            for prop in &o.props {
                match prop {
                    ObjectPatProp::KeyValue(kv) => pat_names(&kv.value, out),
                    ObjectPatProp::Assign(a) => out.push(a.key.id.sym.to_string()),
                    ObjectPatProp::Rest(r) => pat_names(&r.arg, out),
                }
            }
        }
        Pat::Assign(a) => pat_names(&a.left, out),
        Pat::Rest(r) => pat_names(&r.arg, out),
        _ => {}
    }
}

/// JSX text as React reads it: lines trimmed, blank lines dropped, the rest joined by spaces.
fn jsx_text(raw: &str) -> String {
    if !raw.contains('\n') {
        return raw.to_string();
    }
    let lines: Vec<&str> = raw.split('\n').collect();
    let last = lines.len() - 1;
    let mut out = String::new();
    for (i, l) in lines.iter().enumerate() {
        let mut l = l.trim_end_matches('\r');
        if i > 0 {
            l = l.trim_start();
        }
        if i < last {
            l = l.trim_end();
        }
        if l.is_empty() {
            continue;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(l);
    }
    out
}

fn decode_entities(s: &str) -> String {
    if !s.contains('&') {
        return s.to_string();
    }
    let mut out = String::new();
    let mut rest = s;
    while let Some(i) = rest.find('&') {
        out.push_str(&rest[..i]);
        let after = &rest[i..];
        let end = after.find(';').filter(|&e| e <= 10);
        let decoded = end.and_then(|e| {
            let name = &after[1..e];
            let c = match name {
                "amp" => Some('&'),
                "lt" => Some('<'),
                "gt" => Some('>'),
                "quot" => Some('"'),
                "apos" => Some('\''),
                "nbsp" => Some('\u{a0}'),
                n if n.starts_with("#x") => u32::from_str_radix(&n[2..], 16).ok().and_then(char::from_u32),
                n if n.starts_with('#') => n[1..].parse().ok().and_then(char::from_u32),
                _ => None,
            };
            c.map(|c| (c, e))
        });
        match decoded {
            Some((c, e)) => {
                out.push(c);
                rest = &after[e + 1..];
            }
            None => {
                out.push('&');
                rest = &after[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// Imports docc knows without reading them: React, Docusaurus's hooks and theme components.
fn known_import(spec: &str, name: Option<&str>, local: &str) -> Option<Value> {
    let named = name.filter(|n| *n != "default");
    Some(match spec {
        "react" => match named {
            Some("Fragment") => Value::Host("".into()),
            Some(n) => Value::Builtin(n.into()),
            None => Value::Builtin("React".into()),
        },
        "@theme/Tabs" => Value::Host("Tabs".into()),
        "@theme/TabItem" => Value::Host("TabItem".into()),
        "@theme/CodeBlock" => Value::Host("CodeBlock".into()),
        "@theme/Admonition" => Value::Host("Admonition".into()),
        "@theme/Heading" => Value::Host("Heading".into()),
        // A site's `src/theme/MDXComponents` spreads the theme's own map first.
        "@theme-original/MDXComponents" | "@theme/MDXComponents" => Value::Obj(Rc::new(vec![])),
        "@theme/Details" => Value::Host("details".into()),
        "@theme/ThemedImage" => Value::Host("ThemedImage".into()),
        "@theme/TOCInline" => Value::Host("TOCInline".into()),
        "@theme/DocCardList" => Value::Host("DocCardList".into()),
        "@theme/DocCard" => Value::Host("DocCard".into()),
        "@docusaurus/Link" => Value::Host("Link".into()),
        "@docusaurus/BrowserOnly" => Value::Host("BrowserOnly".into()),
        "@docusaurus/useBaseUrl" => Value::Builtin(named.unwrap_or("useBaseUrl").into()),
        "@docusaurus/useDocusaurusContext" => Value::Builtin("useDocusaurusContext".into()),
        "@docusaurus/useIsBrowser" => Value::Builtin("useIsBrowser".into()),
        "@docusaurus/theme-common" | "@docusaurus/theme-common/internal" if named.is_some_and(|n| n == "useColorMode") => Value::Builtin("useColorMode".into()),
        // Docusaurus 3 exports the docs hooks from the plugin's client API; 2.x from theme-common's internals.
        "@docusaurus/plugin-content-docs/client" | "@docusaurus/theme-common/internal" if named.is_some_and(|n| matches!(n, "useDoc" | "useDocsVersion")) => {
            Value::Builtin(named.unwrap_or_default().into())
        }
        _ => {
            let _ = local;
            return None;
        }
    })
}
