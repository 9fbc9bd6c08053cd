//! The loaded program: every file reachable from the package entries through relative
//! imports and re-exports, with its scopes (file top level, namespace bodies), its
//! declarations (already extracted into signatures and doc comments) and its import and
//! export statements. Files are loaded breadth-first up front, so everything after this
//! (export following, link resolution) is a pure lookup that cannot fail half-way.

use crate::extract::{self, RawDecl};
use crate::source::{FileId, Parsed, ScopeId, Sources, Target};
use crate::tsdoc::{self, RawDoc};
use docc_diag::Diagnostic;
use std::collections::{HashMap, VecDeque};
use std::ops::Range;
use std::path::Path;
use swc_core::common::{BytePos, Spanned};
use swc_core::ecma::ast::*;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct DeclId(pub u32);

#[derive(Debug, Default)]
pub(crate) struct Scope {
    pub file: u32,
    pub parent: Option<ScopeId>,
    /// Declarations by local name, in source order (several for overloads and merging).
    pub locals: HashMap<String, Vec<DeclId>>,
    /// Namespace bodies: exported member name → local name.
    pub ns_exports: Vec<(String, String)>,
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum ImportName {
    Name(String),
    /// `import * as ns` / `export * as ns`: the module object itself.
    Namespace,
}

#[derive(Debug, Clone)]
pub(crate) struct Import {
    pub spec: String,
    pub name: ImportName,
}

/// `export { local as exported }`, `export function exported…`, `export default local`.
#[derive(Debug, Clone)]
pub(crate) struct LocalExport {
    pub exported: String,
    pub local: String,
    pub span: Range<usize>,
}

/// `export { a as b } from "./x"`, `export * as ns from "./x"`.
#[derive(Debug, Clone)]
pub(crate) struct Indirect {
    pub exported: String,
    pub spec: String,
    pub name: ImportName,
    pub span: Range<usize>,
}

#[derive(Debug, Clone)]
pub(crate) struct Star {
    pub spec: String,
    pub span: Range<usize>,
}

#[derive(Debug, Default)]
pub(crate) struct ModuleInfo {
    pub root: Option<ScopeId>,
    pub imports: HashMap<String, Import>,
    pub local_exports: Vec<LocalExport>,
    pub indirect: Vec<Indirect>,
    pub stars: Vec<Star>,
    /// `export = name`.
    pub export_assign: Option<(String, Range<usize>)>,
    /// The file's `@packageDocumentation` comment.
    pub package_doc: Option<RawDoc>,
    /// Specifier → file, for every relative specifier that resolved.
    pub resolved: HashMap<String, FileId>,
    /// Files named by `/// <reference path="…" />` directives.
    pub references: Vec<FileId>,
    /// `declare module "name" { … }` blocks of this file: their (virtual) modules.
    pub ambient_modules: Vec<FileId>,
    /// Scopes whose declarations are global: the top level of a script file (no import
    /// or export) and `declare global { … }` blocks.
    pub global_scopes: Vec<ScopeId>,
    /// The module name, for a `declare module "name"` block.
    pub ambient_name: Option<String>,
}

pub(crate) struct Program {
    pub sources: Sources,
    pub scopes: Vec<Scope>,
    pub decls: Vec<RawDecl>,
    pub modules: Vec<ModuleInfo>,
    /// Ambient modules by name (`"fs"`, `"node:fs"`): every `declare module "fs"` block
    /// of the program merges into one module, which bare specifiers resolve to.
    pub ambient: HashMap<String, FileId>,
    /// Every global scope, in load order; a global name is looked up in all of them.
    pub global_scopes: Vec<ScopeId>,
    global_set: std::collections::HashSet<ScopeId>,
}

impl Program {
    pub(crate) fn new(site_dir: &Path) -> Self {
        Program {
            sources: Sources::new(site_dir),
            scopes: Vec::new(),
            decls: Vec::new(),
            modules: Vec::new(),
            ambient: HashMap::new(),
            global_scopes: Vec::new(),
            global_set: Default::default(),
        }
    }

    pub(crate) fn is_global(&self, scope: ScopeId) -> bool {
        self.global_set.contains(&scope)
    }

    /// The first global scope declaring `name`: global bindings are keyed by it, so that
    /// a name declared in several files (merged namespaces, interfaces) is one item.
    pub(crate) fn global_scope_of(&self, name: &str) -> Option<ScopeId> {
        self.global_scopes.iter().copied().find(|s| self.scope(*s).locals.contains_key(name))
    }

    /// Declarations named `name` in `scope`; for a global scope, in every global scope.
    pub(crate) fn decls_of(&self, scope: ScopeId, name: &str) -> Vec<DeclId> {
        if self.is_global(scope) {
            self.global_scopes.iter().flat_map(|s| self.scope(*s).locals.get(name).into_iter().flatten().copied()).collect()
        } else {
            self.scope(scope).locals.get(name).cloned().unwrap_or_default()
        }
    }

    fn add_global_scope(&mut self, scope: ScopeId, info: &mut ModuleInfo) {
        if self.global_set.insert(scope) {
            self.global_scopes.push(scope);
            info.global_scopes.push(scope);
        }
    }

    pub(crate) fn file(&self, id: FileId) -> &Parsed {
        self.sources.get(id)
    }

    pub(crate) fn module(&self, id: FileId) -> &ModuleInfo {
        &self.modules[id.0 as usize]
    }

    pub(crate) fn scope(&self, id: ScopeId) -> &Scope {
        &self.scopes[id.0 as usize]
    }

    pub(crate) fn decl(&self, id: DeclId) -> &RawDecl {
        &self.decls[id.0 as usize]
    }

    pub(crate) fn scope_file(&self, id: ScopeId) -> FileId {
        FileId(self.scope(id).file)
    }

    /// Loads an entry file and everything it reaches through relative specifiers.
    pub(crate) fn load_entry(&mut self, path: &Path) -> Result<FileId, std::io::Error> {
        let id = self.sources.load(path)?;
        let mut queue = VecDeque::from([id]);
        while let Some(f) = queue.pop_front() {
            if self.is_analysed(f) {
                continue;
            }
            self.analyse(f);
            // `/// <reference path>` directives: the files are part of the program.
            for (path, span) in references(&self.file(f).src.text) {
                let dir = self.file(f).path.parent().map(Path::to_path_buf).unwrap_or_default();
                let p = crate::source::lexical(&dir.join(&path));
                match self.sources.load(&p) {
                    Ok(target) => {
                        self.modules[f.0 as usize].references.push(target);
                        if !self.is_analysed(target) && !queue.contains(&target) {
                            queue.push_back(target);
                        }
                    }
                    Err(e) => {
                        let d = Diagnostic::error("docc::ts::unresolved-import", format!("cannot read `{path}`: {e}"))
                            .at(&self.file(f).src, span, "referenced here")
                            .help("a `/// <reference path>` names a file relative to the one that holds it");
                        self.sources.diagnostics.push(d);
                    }
                }
            }
            // Every relative specifier of the file: load it, or report it missing.
            let specs = extract::specifiers(self.file(f));
            for (spec, span) in specs {
                if self.modules[f.0 as usize].resolved.contains_key(&spec) {
                    continue;
                }
                match self.sources.resolve(f, &spec) {
                    Target::External => {}
                    Target::File(p) => match self.sources.load(&p) {
                        Ok(target) => {
                            self.modules[f.0 as usize].resolved.insert(spec, target);
                            if !self.is_analysed(target) && !queue.contains(&target) {
                                queue.push_back(target);
                            }
                        }
                        Err(e) => {
                            let d = Diagnostic::error("docc::ts::unresolved-import", format!("cannot read `{}`: {e}", p.display())).at(
                                &self.file(f).src,
                                span,
                                "imported here",
                            );
                            self.sources.diagnostics.push(d);
                        }
                    },
                    Target::Missing(tried) => {
                        let shown: Vec<String> =
                            tried.iter().take(4).map(|p| p.strip_prefix(&self.sources.site_dir).unwrap_or(p).display().to_string()).collect();
                        let d = Diagnostic::error("docc::ts::unresolved-import", format!("cannot find module `{spec}`"))
                            .at(&self.file(f).src, span, "no such file")
                            .help(format!("tried {}", shown.join(", ")));
                        self.sources.diagnostics.push(d);
                    }
                }
            }
        }
        Ok(id)
    }

    fn is_analysed(&self, f: FileId) -> bool {
        self.modules.get(f.0 as usize).is_some_and(|m| m.root.is_some())
    }

    fn new_scope(&mut self, file: FileId, parent: Option<ScopeId>) -> ScopeId {
        self.scopes.push(Scope { file: file.0, parent, ..Default::default() });
        ScopeId(self.scopes.len() as u32 - 1)
    }

    /// Builds the module info, scopes and declarations of a freshly loaded file.
    fn analyse(&mut self, f: FileId) {
        while self.modules.len() <= f.0 as usize {
            self.modules.push(ModuleInfo::default());
        }
        let root = self.new_scope(f, None);
        let mut info = ModuleInfo { root: Some(root), ..Default::default() };
        // Take the module out so that the AST can be walked while declarations are added.
        let module = std::mem::replace(&mut self.sources.files[f.0 as usize].module, Module { span: Default::default(), body: Vec::new(), shebang: None });
        let dts = self.file(f).src.name.contains(".d.");
        self.items(f, root, &module.body, dts, false, &mut info);
        // A script (no import or export) declares globals.
        if !module.body.iter().any(|i| matches!(i, ModuleItem::ModuleDecl(_))) {
            self.add_global_scope(root, &mut info);
        }
        self.sources.files[f.0 as usize].module = module;
        let file = self.file(f);
        info.package_doc = file.doc_comments.iter().map(|c| tsdoc::parse(c.0, c.1, &c.2)).find(|d| d.package_doc);
        self.modules[f.0 as usize] = info;
    }

    /// Declarations and module statements of a file, namespace or ambient module body;
    /// `implicit_exports`: an ambient module, whose declarations are all exported unless
    /// it has `export` statements of its own.
    fn items(&mut self, f: FileId, scope: ScopeId, items: &[ModuleItem], ambient: bool, implicit_exports: bool, info: &mut ModuleInfo) {
        let mut explicit_exports = false;
        for item in items {
            let lo = item.span().lo;
            match item {
                ModuleItem::ModuleDecl(md) => match md {
                    ModuleDecl::Import(i) => import(i, info),
                    ModuleDecl::ExportDecl(e) => {
                        explicit_exports = true;
                        let names = self.declare(f, scope, &e.decl, lo, ambient || declared(&e.decl), info);
                        let span = self.file(f).range(e.span);
                        for n in names {
                            self.export_local(scope, info, n.clone(), n, span.clone());
                        }
                    }
                    ModuleDecl::ExportNamed(n) => {
                        explicit_exports = true;
                        self.export_named(f, scope, n, info);
                    }
                    ModuleDecl::ExportDefaultDecl(d) => self.export_default_decl(f, scope, d, lo, info),
                    ModuleDecl::ExportDefaultExpr(e) => {
                        let span = self.file(f).range(e.span);
                        match &*e.expr {
                            Expr::Ident(i) => self.export_local(scope, info, "default".into(), i.sym.to_string(), span),
                            expr => {
                                let decl = extract::default_expr(self.file(f), scope, expr, lo);
                                self.add(scope, decl);
                                self.export_local(scope, info, "default".into(), "default".into(), span);
                            }
                        }
                    }
                    ModuleDecl::ExportAll(a) => {
                        let span = self.file(f).range(a.span);
                        info.stars.push(Star { spec: a.src.value.to_atom_lossy().to_string(), span });
                    }
                    ModuleDecl::TsExportAssignment(a) => {
                        explicit_exports = true;
                        if let Expr::Ident(i) = &*a.expr {
                            info.export_assign = Some((i.sym.to_string(), self.file(f).range(a.span)));
                        }
                    }
                    ModuleDecl::TsImportEquals(ie) => {
                        if let TsModuleRef::TsExternalModuleRef(r) = &ie.module_ref {
                            info.imports.insert(ie.id.sym.to_string(), Import { spec: r.expr.value.to_atom_lossy().to_string(), name: ImportName::Namespace });
                        }
                    }
                    _ => {}
                },
                ModuleItem::Stmt(Stmt::Decl(d)) => {
                    self.declare(f, scope, d, lo, ambient || declared(d), info);
                }
                _ => {}
            }
        }
        // In an ambient namespace without `export` statements every declaration is exported.
        if ambient && !explicit_exports && self.scope(scope).parent.is_some() {
            let mut names: Vec<(String, DeclId)> = self.scope(scope).locals.iter().map(|(n, ids)| (n.clone(), ids[0])).collect();
            names.sort_by_key(|(_, id)| *id);
            self.scopes[scope.0 as usize].ns_exports = names.into_iter().map(|(n, _)| (n.clone(), n)).collect();
        } else if implicit_exports && !explicit_exports {
            let mut names: Vec<(String, DeclId)> = self.scope(scope).locals.iter().map(|(n, ids)| (n.clone(), ids[0])).collect();
            names.sort_by_key(|(_, id)| *id);
            for (n, id) in names {
                let span = self.decl(id).name_span.clone();
                info.local_exports.push(LocalExport { exported: n.clone(), local: n, span });
            }
        }
    }

    /// `export { a, b as c }` (locals) or `export { a } from "./x"` (indirect).
    fn export_named(&mut self, f: FileId, scope: ScopeId, n: &NamedExport, info: &mut ModuleInfo) {
        let span = self.file(f).range(n.span);
        match &n.src {
            Some(src) => {
                let spec = src.value.to_atom_lossy().to_string();
                for s in &n.specifiers {
                    let (exported, name) = match s {
                        ExportSpecifier::Named(s) => {
                            let orig = s.orig.atom().to_string();
                            (s.exported.as_ref().map(|e| e.atom().to_string()).unwrap_or_else(|| orig.clone()), ImportName::Name(orig))
                        }
                        ExportSpecifier::Namespace(s) => (s.name.atom().to_string(), ImportName::Namespace),
                        ExportSpecifier::Default(d) => (d.exported.sym.to_string(), ImportName::Name("default".into())),
                    };
                    info.indirect.push(Indirect { exported, spec: spec.clone(), name, span: span.clone() });
                }
            }
            None => {
                for s in &n.specifiers {
                    if let ExportSpecifier::Named(s) = s {
                        let orig = s.orig.atom().to_string();
                        let exported = s.exported.as_ref().map(|e| e.atom().to_string()).unwrap_or_else(|| orig.clone());
                        self.export_local(scope, info, exported, orig, span.clone());
                    }
                }
            }
        }
    }

    /// `export default class/function/interface …`: declared (named `default` when
    /// anonymous) and exported as `default`.
    fn export_default_decl(&mut self, f: FileId, scope: ScopeId, d: &ExportDefaultDecl, lo: BytePos, info: &mut ModuleInfo) {
        let span = self.file(f).range(d.span);
        let local = match &d.decl {
            DefaultDecl::Class(c) => {
                let name = c.ident.as_ref().map(|i| i.sym.to_string()).unwrap_or_else(|| "default".into());
                let decl = extract::class(self.file(f), scope, &name, c.ident.as_ref().map(|i| i.span).unwrap_or(c.class.span), &c.class, lo);
                self.add(scope, decl);
                name
            }
            DefaultDecl::Fn(fe) => {
                let name = fe.ident.as_ref().map(|i| i.sym.to_string()).unwrap_or_else(|| "default".into());
                let decl = extract::function(self.file(f), scope, &name, fe.ident.as_ref().map(|i| i.span).unwrap_or(fe.function.span), &fe.function, lo);
                self.add(scope, decl);
                name
            }
            DefaultDecl::TsInterfaceDecl(i) => {
                let decl = extract::interface(self.file(f), scope, i, lo);
                self.add(scope, decl);
                i.id.sym.to_string()
            }
        };
        self.export_local(scope, info, "default".into(), local, span);
    }

    fn export_local(&mut self, scope: ScopeId, info: &mut ModuleInfo, exported: String, local: String, span: Range<usize>) {
        if self.scope(scope).parent.is_some() {
            self.scopes[scope.0 as usize].ns_exports.push((exported, local));
        } else {
            info.local_exports.push(LocalExport { exported, local, span });
        }
    }

    fn add(&mut self, scope: ScopeId, decl: RawDecl) -> DeclId {
        let id = DeclId(self.decls.len() as u32);
        let name = decl.name.clone();
        self.decls.push(decl);
        self.scopes[scope.0 as usize].locals.entry(name).or_default().push(id);
        id
    }

    /// Adds the declarations of `d`; returns the names it declares.
    fn declare(&mut self, f: FileId, scope: ScopeId, d: &Decl, lo: BytePos, ambient: bool, info: &mut ModuleInfo) -> Vec<String> {
        match d {
            Decl::Fn(fd) => {
                let name = fd.ident.sym.to_string();
                let decl = extract::function(self.file(f), scope, &name, fd.ident.span, &fd.function, lo);
                self.add(scope, decl);
                vec![name]
            }
            Decl::Class(c) => {
                let name = c.ident.sym.to_string();
                let decl = extract::class(self.file(f), scope, &name, c.ident.span, &c.class, lo);
                self.add(scope, decl);
                vec![name]
            }
            Decl::Var(v) => {
                let decls = extract::variables(self.file(f), scope, v, lo);
                let names: Vec<String> = decls.iter().map(|d| d.name.clone()).collect();
                for d in decls {
                    self.add(scope, d);
                }
                names
            }
            Decl::TsInterface(i) => {
                let decl = extract::interface(self.file(f), scope, i, lo);
                self.add(scope, decl);
                vec![i.id.sym.to_string()]
            }
            Decl::TsTypeAlias(t) => {
                let decl = extract::type_alias(self.file(f), scope, t, lo);
                self.add(scope, decl);
                vec![t.id.sym.to_string()]
            }
            Decl::TsEnum(e) => {
                let decl = extract::enumeration(self.file(f), scope, e, lo);
                self.add(scope, decl);
                vec![e.id.sym.to_string()]
            }
            Decl::TsModule(m) => {
                let body = match &m.body {
                    Some(TsNamespaceBody::TsModuleBlock(b)) => Some(&b.body),
                    _ => None,
                };
                if m.global {
                    // `declare global { … }`: global declarations that still see the file's imports.
                    let inner = self.new_scope(f, Some(scope));
                    if let Some(body) = body {
                        self.items(f, inner, body, true, false, info);
                    }
                    self.add_global_scope(inner, info);
                    return vec![];
                }
                if let TsModuleName::Str(s) = &m.id {
                    let name = s.value.to_atom_lossy().to_string();
                    if !crate::source::is_bare(&name) {
                        return vec![]; // augmentation of a relative module: not a module of its own
                    }
                    let vid = self.ambient_module(&name, f);
                    if self.modules[vid.0 as usize].root.is_none() {
                        // `declare module "m"` inside the body of `declare module "m"`: the outer
                        // declaration is being read and holds the module (found by fuzzing).
                        let span = self.file(f).range(s.span);
                        let d = Diagnostic::warning("docc::ts::nested-module", format!("`declare module \"{name}\"` inside its own declaration is skipped"))
                            .at(&self.file(f).src, span, "declared again here")
                            .help(
                                "TypeScript allows ambient modules only at the top level of a file (TS2435); move this block out of the module that holds it",
                            );
                        self.sources.diagnostics.push(d);
                        return vec![];
                    }
                    let mut vinfo = std::mem::take(&mut self.modules[vid.0 as usize]);
                    let root = vinfo.root.expect("created with a scope");
                    if let Some(body) = body {
                        self.items(f, root, body, true, true, &mut vinfo);
                    }
                    // The comment on the block is the module's overview (as TypeDoc shows it).
                    if vinfo.package_doc.is_none() {
                        vinfo.package_doc = Some(extract::doc_at(self.file(f), &[lo])).filter(|d| d.exists);
                    }
                    self.modules[vid.0 as usize] = vinfo;
                    if !info.ambient_modules.contains(&vid) {
                        info.ambient_modules.push(vid);
                    }
                    return vec![];
                }
                let TsModuleName::Ident(id) = &m.id else { return vec![] };
                let name = id.sym.to_string();
                self.namespace(f, scope, &name, id.span, m.body.as_ref(), lo, ambient || m.declare, info);
                vec![name]
            }
            _ => vec![],
        }
    }

    /// `namespace A.B { … }`: a namespace declaration whose body is a scope of its own.
    fn namespace(
        &mut self,
        f: FileId,
        scope: ScopeId,
        name: &str,
        name_span: swc_core::common::Span,
        body: Option<&TsNamespaceBody>,
        lo: BytePos,
        ambient: bool,
        info: &mut ModuleInfo,
    ) {
        let inner = self.new_scope(f, Some(scope));
        let decl = extract::namespace(self.file(f), scope, name, name_span, inner, lo);
        self.add(scope, decl);
        match body {
            Some(TsNamespaceBody::TsModuleBlock(b)) => self.items(f, inner, &b.body, ambient, false, info),
            Some(TsNamespaceBody::TsNamespaceDecl(nd)) => {
                // `namespace A.B {}`: B is an exported namespace inside A.
                let inner_name = nd.id.sym.to_string();
                self.namespace(f, inner, &inner_name, nd.id.span, Some(&nd.body), nd.id.span.lo, ambient, info);
                self.scopes[inner.0 as usize].ns_exports.push((inner_name.clone(), inner_name));
            }
            None => {}
        }
    }
}

impl Program {
    /// The module of `declare module "name"` blocks, created on the first one: a virtual
    /// file sharing the text of the file that declares it (spans stay exact).
    fn ambient_module(&mut self, name: &str, f: FileId) -> FileId {
        if let Some(&id) = self.ambient.get(name) {
            return id;
        }
        let vid = self.sources.add_virtual(f);
        while self.modules.len() <= vid.0 as usize {
            self.modules.push(ModuleInfo::default());
        }
        let root = self.new_scope(vid, None);
        self.modules[vid.0 as usize] = ModuleInfo { root: Some(root), ambient_name: Some(name.to_string()), ..Default::default() };
        self.ambient.insert(name.to_string(), vid);
        vid
    }
}

/// `/// <reference path="x.d.ts" />` directives at the top of a file (before the first
/// statement, as TypeScript reads them): the path and the byte range of its text.
fn references(text: &str) -> Vec<(String, Range<usize>)> {
    let mut out = Vec::new();
    let mut pos = 0;
    let mut in_block = false;
    for line in text.split_inclusive('\n') {
        let start = pos;
        pos += line.len();
        let t = line.trim();
        if in_block {
            in_block = !t.contains("*/");
            continue;
        }
        if t.is_empty() {
            continue;
        }
        if t.starts_with("/*") {
            in_block = !t.contains("*/");
            continue;
        }
        if !t.starts_with("//") {
            break;
        }
        let Some(rest) = t.strip_prefix("///").map(str::trim_start) else { continue };
        if !rest.starts_with("<reference") {
            continue;
        }
        let Some(at) = rest.find("path=") else { continue };
        let value = &rest[at + 5..];
        let Some(q) = value.chars().next().filter(|c| *c == '"' || *c == '\'') else { continue };
        let Some(end) = value[1..].find(q) else { continue };
        let path = &value[1..1 + end];
        let offset = line.find(path).map(|o| start + o).unwrap_or(start);
        out.push((path.to_string(), offset..offset + path.len()));
    }
    out
}

fn declared(d: &Decl) -> bool {
    match d {
        Decl::Class(c) => c.declare,
        Decl::Fn(f) => f.declare,
        Decl::Var(v) => v.declare,
        Decl::TsInterface(_) | Decl::TsTypeAlias(_) => true,
        Decl::TsEnum(e) => e.declare,
        Decl::TsModule(m) => m.declare,
        _ => false,
    }
}

/// An `import` statement's bindings, by local name.
fn import(i: &ImportDecl, info: &mut ModuleInfo) {
    let spec = i.src.value.to_atom_lossy().to_string();
    for s in &i.specifiers {
        let (local, name) = match s {
            ImportSpecifier::Named(n) => {
                (n.local.sym.to_string(), ImportName::Name(n.imported.as_ref().map(|m| m.atom().to_string()).unwrap_or_else(|| n.local.sym.to_string())))
            }
            ImportSpecifier::Default(d) => (d.local.sym.to_string(), ImportName::Name("default".into())),
            ImportSpecifier::Namespace(n) => (n.local.sym.to_string(), ImportName::Namespace),
        };
        info.imports.insert(local, Import { spec: spec.clone(), name });
    }
}
