//! The loaded program: every file reachable from the package entries through relative
//! imports and re-exports, with its scopes (file top level, namespace bodies), its
//! declarations (already extracted into signatures and doc comments) and its import and
//! export statements. Files are loaded breadth-first up front, so everything after this
//! (export following, link resolution) is a pure lookup that cannot fail half-way.

use crate::extract::{self, RawDecl};
use crate::source::{FileId, Parsed, Sources, Target};
use crate::tsdoc::{self, RawDoc};
use docc_diag::Diagnostic;
use std::collections::{HashMap, VecDeque};
use std::ops::Range;
use std::path::Path;
use swc_core::common::{BytePos, Spanned};
use swc_core::ecma::ast::*;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ScopeId(pub u32);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DeclId(pub u32);

#[derive(Debug, Default)]
pub struct Scope {
    pub file: u32,
    pub parent: Option<ScopeId>,
    /// Declarations by local name, in source order (several for overloads and merging).
    pub locals: HashMap<String, Vec<DeclId>>,
    /// Namespace bodies: exported member name → local name.
    pub ns_exports: Vec<(String, String)>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum ImportName {
    Name(String),
    /// `import * as ns` / `export * as ns`: the module object itself.
    Namespace,
}

#[derive(Debug, Clone)]
pub struct Import {
    pub spec: String,
    pub name: ImportName,
}

/// `export { local as exported }`, `export function exported…`, `export default local`.
#[derive(Debug, Clone)]
pub struct LocalExport {
    pub exported: String,
    pub local: String,
    pub span: Range<usize>,
}

/// `export { a as b } from "./x"`, `export * as ns from "./x"`.
#[derive(Debug, Clone)]
pub struct Indirect {
    pub exported: String,
    pub spec: String,
    pub name: ImportName,
    pub span: Range<usize>,
}

#[derive(Debug, Clone)]
pub struct Star {
    pub spec: String,
    pub span: Range<usize>,
}

#[derive(Debug, Default)]
pub struct ModuleInfo {
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
}

pub struct Program {
    pub sources: Sources,
    pub scopes: Vec<Scope>,
    pub decls: Vec<RawDecl>,
    pub modules: Vec<ModuleInfo>,
}

impl Program {
    pub fn new(site_dir: &Path) -> Self {
        Program { sources: Sources::new(site_dir), scopes: Vec::new(), decls: Vec::new(), modules: Vec::new() }
    }

    pub fn file(&self, id: FileId) -> &Parsed {
        self.sources.get(id)
    }

    pub fn module(&self, id: FileId) -> &ModuleInfo {
        &self.modules[id.0 as usize]
    }

    pub fn scope(&self, id: ScopeId) -> &Scope {
        &self.scopes[id.0 as usize]
    }

    pub fn decl(&self, id: DeclId) -> &RawDecl {
        &self.decls[id.0 as usize]
    }

    pub fn scope_file(&self, id: ScopeId) -> FileId {
        FileId(self.scope(id).file)
    }

    /// Loads an entry file and everything it reaches through relative specifiers.
    pub fn load_entry(&mut self, path: &Path) -> Result<FileId, std::io::Error> {
        let id = self.sources.load(path)?;
        let mut queue = VecDeque::from([id]);
        while let Some(f) = queue.pop_front() {
            if self.is_analysed(f) {
                continue;
            }
            self.analyse(f);
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
        self.items(f, root, &module.body, dts, &mut info);
        self.sources.files[f.0 as usize].module = module;
        let file = self.file(f);
        info.package_doc = file.doc_comments.iter().map(|c| tsdoc::parse(c.0, c.1, &c.2)).find(|d| d.package_doc);
        self.modules[f.0 as usize] = info;
    }

    fn items(&mut self, f: FileId, scope: ScopeId, items: &[ModuleItem], ambient: bool, info: &mut ModuleInfo) {
        let mut explicit_exports = false;
        for item in items {
            let lo = item.span().lo;
            match item {
                ModuleItem::ModuleDecl(md) => match md {
                    ModuleDecl::Import(i) => {
                        let spec = i.src.value.to_atom_lossy().to_string();
                        for s in &i.specifiers {
                            let (local, name) = match s {
                                ImportSpecifier::Named(n) => (
                                    n.local.sym.to_string(),
                                    ImportName::Name(n.imported.as_ref().map(|m| m.atom().to_string()).unwrap_or_else(|| n.local.sym.to_string())),
                                ),
                                ImportSpecifier::Default(d) => (d.local.sym.to_string(), ImportName::Name("default".into())),
                                ImportSpecifier::Namespace(n) => (n.local.sym.to_string(), ImportName::Namespace),
                            };
                            info.imports.insert(local, Import { spec: spec.clone(), name });
                        }
                    }
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
                    ModuleDecl::ExportDefaultDecl(d) => {
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
                                let decl = extract::function(
                                    self.file(f),
                                    scope,
                                    &name,
                                    fe.ident.as_ref().map(|i| i.span).unwrap_or(fe.function.span),
                                    &fe.function,
                                    lo,
                                );
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
        }
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
                if m.global {
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
            Some(TsNamespaceBody::TsModuleBlock(b)) => self.items(f, inner, &b.body, ambient, info),
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
