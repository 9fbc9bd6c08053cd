//! What a user can import: the ECMAScript export resolution algorithm
//! (GetExportedNames / ResolveExport of the spec) over the loaded program, plus the
//! TypeScript extras (`export =`, namespaces, `import x = require()`).
//!
//! Cycles terminate the way the spec makes them terminate: a module already being
//! visited contributes nothing a second time. Where the spec calls a name provided by
//! two `export *` statements ambiguous (and drops it), docc keeps the first one — what
//! the user most likely meant — and reports `docc::ts::export-conflict`, since tsc
//! rejects such a name (TS2308).

use crate::extract::Kind;
use crate::program::{ImportName, Program};
use crate::source::FileId;
use crate::source::ScopeId;
use std::collections::HashSet;
use std::ops::Range;

/// What an exported or imported name stands for.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum Binding {
    /// The declarations named `name` in `scope` (several when overloaded or merged).
    Local { scope: ScopeId, name: String },
    /// A module object (`export * as ns`, `import * as ns`).
    Module(FileId),
    /// A name from another package; not documented here.
    External { spec: String, name: String },
}

/// Two `export *` statements of `file` provide `name` from different declarations.
#[derive(Debug, Clone)]
pub(crate) struct Conflict {
    pub file: FileId,
    pub name: String,
    pub first: Range<usize>,
    pub second: Range<usize>,
}

impl Program {
    /// The file a specifier of `from` resolved to, if it is part of the program.
    /// Bare specifiers name an ambient module (`declare module "fs"`) when one is declared.
    pub(crate) fn target(&self, from: FileId, spec: &str) -> Option<FileId> {
        self.module(from).resolved.get(spec).copied().or_else(|| self.ambient.get(spec).copied())
    }

    /// Names exported by `file`, in order: local, indirect, then star exports.
    pub(crate) fn exported_names(&self, file: FileId) -> Vec<String> {
        let mut visited = HashSet::new();
        let mut out = Vec::new();
        self.names_into(file, &mut visited, &mut out);
        out
    }

    fn names_into(&self, file: FileId, visited: &mut HashSet<FileId>, out: &mut Vec<String>) {
        if !visited.insert(file) {
            return;
        }
        let m = self.module(file);
        let mut own: Vec<String> = Vec::new();
        if let Some((name, _)) = &m.export_assign {
            own.extend(self.export_assign_names(file, name));
        }
        own.extend(m.local_exports.iter().map(|e| e.exported.clone()));
        own.extend(m.indirect.iter().map(|e| e.exported.clone()));
        for n in own {
            if !out.contains(&n) {
                out.push(n);
            }
        }
        for star in &m.stars {
            let Some(target) = self.target(file, &star.spec) else { continue };
            let mut inner = Vec::new();
            self.names_into(target, visited, &mut inner);
            for n in inner {
                if n != "default" && !out.contains(&n) {
                    out.push(n);
                }
            }
        }
    }

    /// `export = x`: the members of namespace `x`, and `x` itself when it is also a value/type.
    fn export_assign_names(&self, file: FileId, name: &str) -> Vec<String> {
        let Some(b) = self.lookup(self.module(file).root.expect("analysed"), name) else { return vec![] };
        let mut out = Vec::new();
        if let Binding::Local { scope, name: local } = &b {
            let ids = self.decls_of(*scope, local);
            if ids.iter().any(|d| self.decl(*d).kind != Kind::Namespace) {
                out.push(name.to_string());
            }
            for d in ids {
                if let Some(inner) = self.decl(d).inner {
                    out.extend(self.scope(inner).ns_exports.iter().map(|(e, _)| e.clone()));
                }
            }
        }
        out
    }

    /// What `name` exported by `file` stands for.
    pub(crate) fn resolve_export(&self, file: FileId, name: &str, conflicts: &mut Vec<Conflict>) -> Option<Binding> {
        let mut resolving = HashSet::new();
        self.resolve_in(file, name, &mut resolving, conflicts)
    }

    fn resolve_in(&self, file: FileId, name: &str, resolving: &mut HashSet<(FileId, String)>, conflicts: &mut Vec<Conflict>) -> Option<Binding> {
        if !resolving.insert((file, name.to_string())) {
            return None; // circular import request
        }
        let m = self.module(file);
        let root = m.root.expect("analysed");
        if let Some((target, _)) = &m.export_assign {
            if let Some(b) = self.lookup_in(root, target, resolving, conflicts) {
                if target == name {
                    return Some(b);
                }
                if let Some(found) = self.member_in(&b, name, resolving, conflicts) {
                    return Some(found);
                }
            }
        }
        if let Some(e) = m.local_exports.iter().find(|e| e.exported == name) {
            return self.lookup_in(root, &e.local, resolving, conflicts);
        }
        if let Some(e) = m.indirect.iter().find(|e| e.exported == name) {
            return self.import_binding(file, &e.spec, &e.name, resolving, conflicts);
        }
        if name == "default" {
            return None;
        }
        let mut found: Option<(Binding, Range<usize>)> = None;
        for star in &m.stars {
            let Some(target) = self.target(file, &star.spec) else { continue };
            let Some(b) = self.resolve_in(target, name, resolving, conflicts) else { continue };
            match &found {
                None => found = Some((b, star.span.clone())),
                Some((first, first_span)) if *first != b => {
                    conflicts.push(Conflict { file, name: name.to_string(), first: first_span.clone(), second: star.span.clone() });
                }
                _ => {}
            }
        }
        found.map(|(b, _)| b)
    }

    fn import_binding(
        &self,
        file: FileId,
        spec: &str,
        name: &ImportName,
        resolving: &mut HashSet<(FileId, String)>,
        conflicts: &mut Vec<Conflict>,
    ) -> Option<Binding> {
        match self.target(file, spec) {
            Some(target) => match name {
                ImportName::Namespace => Some(Binding::Module(target)),
                ImportName::Name(n) => self.resolve_in(target, n, resolving, conflicts),
            },
            None if crate::source::is_bare(spec) => Some(Binding::External {
                spec: spec.to_string(),
                name: match name {
                    ImportName::Namespace => "*".into(),
                    ImportName::Name(n) => n.clone(),
                },
            }),
            None => None, // a missing relative file, already reported
        }
    }

    /// The binding of a name as seen from `scope`: locals of the scope chain, then imports.
    pub(crate) fn lookup(&self, scope: ScopeId, name: &str) -> Option<Binding> {
        self.lookup_in(scope, name, &mut HashSet::new(), &mut Vec::new())
    }

    fn lookup_in(&self, scope: ScopeId, name: &str, resolving: &mut HashSet<(FileId, String)>, conflicts: &mut Vec<Conflict>) -> Option<Binding> {
        let mut s = Some(scope);
        while let Some(id) = s {
            let sc = self.scope(id);
            if sc.locals.contains_key(name) {
                let scope = if self.is_global(id) { self.global_scope_of(name).unwrap_or(id) } else { id };
                return Some(Binding::Local { scope, name: name.to_string() });
            }
            if sc.parent.is_none() {
                let file = FileId(sc.file);
                if let Some(imp) = self.module(file).imports.get(name) {
                    return self.import_binding(file, &imp.spec, &imp.name, resolving, conflicts);
                }
            }
            s = sc.parent;
        }
        // Finally the global scope (script files, `declare global`), as in TypeScript.
        self.global_scope_of(name).map(|scope| Binding::Local { scope, name: name.to_string() })
    }

    /// `b.name`: an export of a module object or of a namespace declaration.
    pub(crate) fn member(&self, b: &Binding, name: &str) -> Option<Binding> {
        self.member_in(b, name, &mut HashSet::new(), &mut Vec::new())
    }

    fn member_in(&self, b: &Binding, name: &str, resolving: &mut HashSet<(FileId, String)>, conflicts: &mut Vec<Conflict>) -> Option<Binding> {
        match b {
            Binding::Module(f) => self.resolve_in(*f, name, resolving, conflicts),
            Binding::Local { scope, name: local } => {
                for d in &self.decls_of(*scope, local) {
                    let Some(inner) = self.decl(*d).inner else { continue };
                    if let Some((_, l)) = self.scope(inner).ns_exports.iter().find(|(e, _)| e == name) {
                        // `export { X }` inside a namespace may name an outer declaration.
                        return self.lookup_in(inner, l, resolving, conflicts);
                    }
                }
                None
            }
            Binding::External { spec, name: n } => Some(Binding::External { spec: spec.clone(), name: format!("{n}.{name}") }),
        }
    }

    /// Exported member names of a module object or namespace binding.
    pub(crate) fn member_names(&self, b: &Binding) -> Vec<String> {
        match b {
            Binding::Module(f) => self.exported_names(*f),
            Binding::Local { scope, name } => {
                let mut out: Vec<String> = Vec::new();
                for d in &self.decls_of(*scope, name) {
                    if let Some(inner) = self.decl(*d).inner {
                        for (e, _) in &self.scope(inner).ns_exports {
                            if !out.contains(e) {
                                out.push(e.clone());
                            }
                        }
                    }
                }
                out
            }
            Binding::External { .. } => Vec::new(),
        }
    }
}
