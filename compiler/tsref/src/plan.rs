//! Which pages exist: every name a package exports becomes one item per kind (a class
//! merged with its interface, a function with its overloads), namespace members become
//! `ns.member` items, and a declaration exported under a second name (`default`) is
//! documented once with an alias. Routes and member anchors are fixed here, before any
//! doc text is rendered, so that `{@link}`s can point at any item or member.

use crate::exports::{Binding, Conflict};
use crate::extract::{Kind, RawMember};
use crate::program::{DeclId, ImportName, Program};
use crate::source::FileId;
use crate::source::ScopeId;
use docc_diag::Diagnostic;
use docc_markdown::slug::Slugger;
use std::collections::{HashMap, HashSet};

/// Item kinds in page order, with their group titles and anchors.
pub(crate) const GROUPS: &[(Kind, &str, &str)] = &[
    (Kind::Class, "Classes", "classes"),
    (Kind::Function, "Functions", "functions"),
    (Kind::Interface, "Interfaces", "interfaces"),
    (Kind::Type, "Types", "types"),
    (Kind::Enum, "Enums", "enums"),
    (Kind::Variable, "Variables", "variables"),
];

/// Member kinds in page order (part of the pack contract: the runtime reads the same table
/// from the generated schema).
pub use docc_model::ts::MEMBER_GROUPS;

/// Anchors the item page uses for its own sections; member anchors avoid them.
const RESERVED: &[&str] =
    &["signature", "signatures", "parameters", "returns", "type-parameters", "remarks", "examples", "example", "see-also", "members", "throws"];

pub(crate) struct Planned {
    pub pkg: usize,
    pub name: String,
    pub kind: Kind,
    pub decls: Vec<DeclId>,
    pub aliases: Vec<String>,
    pub route: String,
    /// Merged, visible members in page order, with their anchors.
    pub members: Vec<(RawMember, String)>,
}

pub(crate) struct PkgPlan {
    /// The route below `/api/` (`api`; `node/fs` for a module of package `node`), also
    /// what items name as their package.
    pub name: String,
    /// What the page is titled: the package name, or the module name (`fs/promises`).
    pub title: String,
    pub entry: Option<FileId>,
    pub items: Vec<usize>,
    /// A module section (`declare module "fs"`) of this package.
    pub parent: Option<usize>,
    /// Module sections of this package, by module name.
    pub modules: Vec<usize>,
    /// Other names the module is imported by (`node:fs` re-exporting all of `fs`).
    pub also: Vec<String>,
}

#[derive(Default)]
pub(crate) struct Plan {
    pub pkgs: Vec<PkgPlan>,
    pub items: Vec<Planned>,
    pub by_binding: HashMap<Binding, Vec<usize>>,
    pub diagnostics: Vec<Diagnostic>,
    /// Namespaces whose members were walked, per package tree root. A namespace may name
    /// itself among its members (@types/node's `path`: `export { path as posix }`, or
    /// `export import promises = fs`), and a namespace alone makes no item to stop the
    /// walk, so without this the walk went round that loop until the stack overflowed.
    namespaces_walked: HashSet<(usize, Binding)>,
}

pub(crate) fn item_route(pkg: &str, kind: Kind, name: &str) -> String {
    format!("/api/{pkg}/{}/{name}", kind.as_str())
}

impl Plan {
    pub(crate) fn add_package(&mut self, prog: &Program, name: &str, entry: Option<FileId>) {
        let pkg = self.pkgs.len();
        self.pkgs.push(PkgPlan {
            name: name.to_string(),
            title: name.to_string(),
            entry,
            items: Vec::new(),
            parent: None,
            modules: Vec::new(),
            also: Vec::new(),
        });
        let Some(entry) = entry else { return };
        let files = reachable(prog, entry);
        // Ambient modules (`declare module "fs" { … }`) of the package's files: one section
        // each; a module that only re-exports another (`node:fs`) is that one's alias.
        let mods = ambient_modules(prog, &files);
        let mod_ids: HashSet<FileId> = mods.iter().map(|(_, m)| *m).collect();
        // `export * from "fs"` (plus `export { default } from "fs"`), or `import x =
        // require("fs"); export = x`: everything comes from one other module.
        let alias_of = |m: FileId| -> Option<FileId> {
            let info = prog.module(m);
            if !info.local_exports.is_empty() {
                return None;
            }
            let mut specs: Vec<&str> = info.stars.iter().map(|s| s.spec.as_str()).chain(info.indirect.iter().map(|i| i.spec.as_str())).collect();
            if let Some((name, _)) = &info.export_assign {
                match info.imports.get(name) {
                    Some(imp) if imp.name == ImportName::Namespace => specs.push(&imp.spec),
                    _ => return None,
                }
            }
            let targets: HashSet<FileId> = specs.iter().filter_map(|s| prog.target(m, s)).collect();
            let t = *targets.iter().next()?;
            (targets.len() == 1 && specs.iter().all(|s| prog.target(m, s) == Some(t)) && t != m && mod_ids.contains(&t)).then_some(t)
        };
        let mut sections: Vec<(FileId, usize)> = Vec::new();
        for (n, m) in &mods {
            if alias_of(*m).is_some() {
                continue;
            }
            let sub = self.pkgs.len();
            self.pkgs.push(PkgPlan {
                name: format!("{name}/{}", route_segment(n)),
                title: n.clone(),
                entry: Some(*m),
                items: Vec::new(),
                parent: Some(pkg),
                modules: Vec::new(),
                also: Vec::new(),
            });
            self.pkgs[pkg].modules.push(sub);
            sections.push((*m, sub));
        }
        for (n, m) in &mods {
            let mut target = *m;
            let mut hops = 0;
            while let Some(t) = alias_of(target).filter(|_| hops < 8) {
                target = t;
                hops += 1;
            }
            if let Some((_, sub)) = sections.iter().find(|(x, _)| *x == target).filter(|_| target != *m) {
                self.pkgs[*sub].also.push(n.clone());
            }
        }
        // The entry's exports, then the globals its files declare (script files, `declare global`).
        let mut conflicts = Vec::new();
        let mut top = self.exports_of(prog, entry, &mut conflicts);
        add_globals(prog, &files, &mut top);
        let mut seen_modules: HashSet<FileId> = mod_ids.clone();
        seen_modules.insert(entry);
        self.add_all(prog, pkg, entry, top, None, &mut seen_modules);
        self.report_conflicts(prog, conflicts);
        self.report_external_stars(prog, entry);
        // Each module's own declarations first, so that a name one module re-exports from
        // another is documented where it is declared (and is an alias in the other).
        let mut tops = Vec::new();
        for &(m, _) in &sections {
            let mut conflicts = Vec::new();
            tops.push(self.exports_of(prog, m, &mut conflicts));
            self.report_conflicts(prog, conflicts);
        }
        for (i, &(m, sub)) in sections.iter().enumerate() {
            self.add_all(prog, sub, m, tops[i].clone(), Some(m), &mut seen_modules.clone());
        }
        for (i, &(m, sub)) in sections.iter().enumerate() {
            self.add_all(prog, sub, m, std::mem::take(&mut tops[i]), None, &mut seen_modules.clone());
            self.report_external_stars(prog, m);
        }
    }

    /// What `file` exports, resolved; real names first, so that `default` becomes an
    /// alias where it re-exports one.
    fn exports_of(&self, prog: &Program, file: FileId, conflicts: &mut Vec<Conflict>) -> Vec<(String, Binding)> {
        let mut names = prog.exported_names(file);
        names.sort_by_key(|n| n == "default");
        names.into_iter().filter_map(|n| prog.resolve_export(file, &n, conflicts).map(|b| (n, b))).collect()
    }

    /// Adds the items of `top` to package `pkg`; with `home`, only the names declared in
    /// that module.
    fn add_all(&mut self, prog: &Program, pkg: usize, entry: FileId, top: Vec<(String, Binding)>, home: Option<FileId>, seen: &mut HashSet<FileId>) {
        let canonical = canonical_names(prog, &top);
        for (n, b) in top {
            if home.is_some() && home_module(prog, &b) != home {
                continue;
            }
            self.add_binding(prog, pkg, entry, &n, b, seen, &canonical);
        }
    }

    /// The top package of a module section (itself for a package).
    fn root_of(&self, pkg: usize) -> usize {
        self.pkgs[pkg].parent.unwrap_or(pkg)
    }

    /// `export * from "other-package"` reachable from the entry: names users can import
    /// that this reference cannot list.
    fn report_external_stars(&mut self, prog: &Program, entry: FileId) {
        let mut seen = HashSet::from([entry]);
        let mut queue = vec![entry];
        while let Some(f) = queue.pop() {
            for star in &prog.module(f).stars {
                match prog.target(f, &star.spec) {
                    Some(t) if seen.insert(t) => queue.push(t),
                    Some(_) => {}
                    None if crate::source::is_bare(&star.spec) => self.diagnostics.push(
                        Diagnostic::warning(
                            "docc::ts::external-export",
                            format!("`export * from \"{}\"` re-exports another package; its names are not documented", star.spec),
                        )
                        .at(&prog.file(f).src, star.span.clone(), "re-exports an external package")
                        .help("re-export the names users need explicitly from SDK sources, or document that package separately"),
                    ),
                    None => {}
                }
            }
        }
    }

    fn report_conflicts(&mut self, prog: &Program, conflicts: Vec<Conflict>) {
        let mut seen = HashSet::new();
        for c in conflicts {
            if !seen.insert((c.file, c.name.clone())) {
                continue;
            }
            let src = &prog.file(c.file).src;
            let (line, _) = src.line_col(c.first.start);
            self.diagnostics.push(
                Diagnostic::warning("docc::ts::export-conflict", format!("`{}` is exported by two `export *` statements", c.name))
                    .at(src, c.second.clone(), format!("also provides `{}`", c.name))
                    .help(format!("the first one (line {line}) wins; tsc rejects the ambiguity (TS2308): re-export `{}` explicitly", c.name)),
            );
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn add_binding(
        &mut self,
        prog: &Program,
        pkg: usize,
        entry: FileId,
        name: &str,
        b: Binding,
        seen_modules: &mut HashSet<FileId>,
        canonical: &HashMap<Binding, String>,
    ) {
        let root = self.root_of(pkg);
        if let Some(existing) = self.by_binding.get(&b).filter(|v| v.iter().any(|&i| self.root_of(self.items[i].pkg) == root)).cloned() {
            for i in existing {
                if self.root_of(self.items[i].pkg) != root {
                    continue;
                }
                // Re-exported by another module of the package: `"stream".Readable`.
                let alias = if self.items[i].pkg == pkg { name.to_string() } else { format!("\"{}\".{name}", self.pkgs[pkg].title) };
                if self.items[i].name != alias && !self.items[i].aliases.contains(&alias) {
                    self.items[i].aliases.push(alias);
                }
            }
            return;
        }
        match &b {
            Binding::External { spec, name: ext } => self.diagnostics.push(external_export(prog, entry, name, spec, ext)),
            Binding::Module(f) => {
                if !seen_modules.insert(*f) {
                    return;
                }
                let mut conflicts = Vec::new();
                for n in prog.exported_names(*f) {
                    if let Some(inner) = prog.resolve_export(*f, &n, &mut conflicts) {
                        self.add_binding(prog, pkg, entry, &format!("{name}.{n}"), inner, seen_modules, canonical);
                    }
                }
                self.report_conflicts(prog, conflicts);
            }
            Binding::Local { scope, name: local } => {
                let ids: Vec<DeclId> = prog.decls_of(*scope, local);
                if ids.iter().any(|d| prog.decl(*d).doc.hidden) {
                    return;
                }
                let groups = decl_groups(prog, &ids);
                // A declaration reachable under several names is documented under the shortest
                // (`UInt64`, not `Types.UInt64`), whichever the export order met first.
                let shown = canonical.get(&b).map(String::as_str).unwrap_or(name);
                let aliases = if shown == name { Vec::new() } else { vec![name.to_string()] };
                let mut added = Vec::new();
                for (kind, decls) in groups {
                    let i = self.items.len();
                    let members = merge_members(prog, &decls);
                    self.items.push(Planned {
                        pkg,
                        name: shown.to_string(),
                        kind,
                        route: item_route(&self.pkgs[pkg].name, kind, shown),
                        decls,
                        aliases: aliases.clone(),
                        members,
                    });
                    self.pkgs[pkg].items.push(i);
                    added.push(i);
                }
                if !added.is_empty() {
                    self.by_binding.entry(b.clone()).or_default().extend(added);
                }
                if ids.iter().any(|d| prog.decl(*d).kind == Kind::Namespace) && self.namespaces_walked.insert((root, b.clone())) {
                    for m in prog.member_names(&b) {
                        if let Some(inner) = prog.member(&b, &m) {
                            self.add_binding(prog, pkg, entry, &format!("{name}.{m}"), inner, seen_modules, canonical);
                        }
                    }
                }
            }
        }
    }

    /// Items of a package documented under `name` (for `{@link name}`).
    pub(crate) fn by_name(&self, pkg: usize, name: &str) -> Vec<usize> {
        self.pkgs[pkg].items.iter().copied().filter(|&i| self.items[i].name == name || self.items[i].aliases.iter().any(|a| a == name)).collect()
    }

    /// The best item for a binding: same package first, then a kind that fits the position.
    pub(crate) fn item_for(&self, pkg: usize, b: &Binding, value: bool) -> Option<usize> {
        let cands = self.by_binding.get(b)?;
        let prefer: &[Kind] =
            if value { &[Kind::Function, Kind::Variable, Kind::Class, Kind::Enum] } else { &[Kind::Class, Kind::Interface, Kind::Type, Kind::Enum] };
        let score = |i: usize| {
            let it = &self.items[i];
            (it.pkg != pkg, prefer.iter().position(|k| *k == it.kind).unwrap_or(prefer.len()))
        };
        cands.iter().copied().min_by_key(|&i| score(i))
    }
}

/// Files of the program a package entry reaches: through imports, re-exports and
/// `/// <reference path>` directives.
fn reachable(prog: &Program, entry: FileId) -> Vec<FileId> {
    let mut seen = HashSet::from([entry]);
    let mut out = vec![entry];
    let mut i = 0;
    while i < out.len() {
        let m = prog.module(out[i]);
        let mut next: Vec<FileId> = m.resolved.values().copied().collect();
        next.sort();
        next.extend(m.references.iter().copied());
        for f in next {
            if seen.insert(f) {
                out.push(f);
            }
        }
        i += 1;
    }
    out
}

/// The ambient module that declares a binding, if any.
fn home_module(prog: &Program, b: &Binding) -> Option<FileId> {
    let Binding::Local { scope, .. } = b else { return None };
    let mut s = *scope;
    while let Some(p) = prog.scope(s).parent {
        s = p;
    }
    let f = prog.scope_file(s);
    prog.module(f).ambient_name.as_ref().map(|_| f)
}

/// A module name as a route segment: `fs/promises` stays, `node:sea` → `node-sea`.
fn route_segment(module: &str) -> String {
    module.chars().map(|c| if c.is_ascii_alphanumeric() || matches!(c, '/' | '.' | '_' | '-') { c } else { '-' }).collect()
}

/// The name each binding reachable from a package entry is documented under: the one
/// with the fewest dots, and among those the first in export order (a breadth-first walk
/// through module objects and namespaces, the same edges `add_binding` follows).
fn canonical_names(prog: &Program, top: &[(String, Binding)]) -> HashMap<Binding, String> {
    let mut out: HashMap<Binding, String> = HashMap::new();
    let mut queue: std::collections::VecDeque<(String, Binding)> = top.iter().cloned().collect();
    let mut expanded: HashSet<Binding> = HashSet::new();
    while let Some((name, b)) = queue.pop_front() {
        if out.contains_key(&b) {
            continue;
        }
        out.insert(b.clone(), name.clone());
        let children = match &b {
            Binding::Module(f) => prog.exported_names(*f),
            Binding::Local { scope, name: local } => {
                let ns = prog.decls_of(*scope, local).iter().any(|d| prog.decl(*d).kind == Kind::Namespace);
                if ns {
                    prog.member_names(&b)
                } else {
                    Vec::new()
                }
            }
            Binding::External { .. } => Vec::new(),
        };
        if children.is_empty() || !expanded.insert(b.clone()) {
            continue;
        }
        for m in children {
            if let Some(inner) = prog.member(&b, &m) {
                queue.push_back((format!("{name}.{m}"), inner));
            }
        }
    }
    out
}

/// Members of every declaration of an item, merged by kind, name and staticness, visible
/// ones only, sorted into page groups, each with a unique anchor.
fn merge_members(prog: &Program, decls: &[DeclId]) -> Vec<(RawMember, String)> {
    let mut merged: Vec<RawMember> = Vec::new();
    for d in decls {
        for m in &prog.decl(*d).members {
            match merged.iter_mut().find(|e| e.kind == m.kind && e.name == m.name && e.is_static == m.is_static) {
                Some(e) => e.sigs.extend(m.sigs.iter().cloned()),
                None => merged.push(m.clone()),
            }
        }
    }
    merged.retain(|m| m.visible);
    merged.sort_by_key(|m| MEMBER_GROUPS.iter().position(|g| g.0 == m.kind).unwrap_or(MEMBER_GROUPS.len()));
    let mut slugger = Slugger::default();
    for r in RESERVED.iter().copied().chain(MEMBER_GROUPS.iter().map(|g| g.2)) {
        slugger.unique(r.to_string());
    }
    merged
        .into_iter()
        .map(|m| {
            let base = if m.is_static { format!("static-{}", m.name) } else { m.name.clone() };
            let mut id = docc_markdown::slug::slugify(&base);
            if id.is_empty() {
                id = m.kind.to_string();
            }
            let id = slugger.unique(id);
            (m, id)
        })
        .collect()
}

/// The ambient modules (`declare module "fs" { … }`) the package's files declare, by name.
fn ambient_modules(prog: &Program, files: &[FileId]) -> Vec<(String, FileId)> {
    let mut mods: Vec<(String, FileId)> = Vec::new();
    for f in files {
        for &m in &prog.module(*f).ambient_modules {
            if let Some(n) = &prog.module(m).ambient_name {
                if !mods.iter().any(|(_, x)| *x == m) {
                    mods.push((n.clone(), m));
                }
            }
        }
    }
    mods.sort();
    mods
}

/// Appends to `top` the globals the package's files declare (script files, `declare
/// global`) that it does not export under the same name already.
fn add_globals(prog: &Program, files: &[FileId], top: &mut Vec<(String, Binding)>) {
    let global_scopes: Vec<ScopeId> = files
        .iter()
        .flat_map(|f| std::iter::once(*f).chain(prog.module(*f).ambient_modules.iter().copied()))
        .flat_map(|m| prog.module(m).global_scopes.iter().copied())
        .collect();
    for g in global_scopes {
        let mut names: Vec<(&String, DeclId)> = prog.scope(g).locals.iter().map(|(n, ids)| (n, ids[0])).collect();
        names.sort_by_key(|(_, id)| *id);
        for (n, _) in names {
            if !top.iter().any(|(t, _)| t == n) {
                let scope = prog.global_scope_of(n).unwrap_or(g);
                top.push((n.clone(), Binding::Local { scope, name: n.clone() }));
            }
        }
    }
}

/// The items one exported name documents: a class (with interfaces merged into it) or an
/// interface, a function (overloads hide the implementation), a type, enums, a variable.
fn decl_groups(prog: &Program, ids: &[DeclId]) -> Vec<(Kind, Vec<DeclId>)> {
    let of = |k: Kind| ids.iter().copied().filter(|d| prog.decl(*d).kind == k).collect::<Vec<_>>();
    let (classes, interfaces, functions) = (of(Kind::Class), of(Kind::Interface), of(Kind::Function));
    let mut groups: Vec<(Kind, Vec<DeclId>)> = Vec::new();
    if !classes.is_empty() {
        groups.push((Kind::Class, [classes, interfaces].concat()));
    } else if !interfaces.is_empty() {
        groups.push((Kind::Interface, interfaces));
    }
    if !functions.is_empty() {
        // Overload signatures hide the implementation's.
        let decls =
            if functions.iter().any(|d| !prog.decl(*d).has_body) { functions.into_iter().filter(|d| !prog.decl(*d).has_body).collect() } else { functions };
        groups.push((Kind::Function, decls));
    }
    for k in [Kind::Type, Kind::Enum, Kind::Variable] {
        let ds = of(k);
        if !ds.is_empty() {
            groups.push((k, if k == Kind::Enum { ds } else { ds[..1].to_vec() }));
        }
    }
    groups
}

/// `name` re-exports `ext` from the external package `spec`: not documented, said at the export.
fn external_export(prog: &Program, entry: FileId, name: &str, spec: &str, ext: &str) -> Diagnostic {
    let m = prog.module(entry);
    let span = m
        .local_exports
        .iter()
        .map(|e| (&e.exported, &e.span))
        .chain(m.indirect.iter().map(|e| (&e.exported, &e.span)))
        .find(|(e, _)| e.as_str() == name)
        .map(|(_, s)| s.clone())
        .or_else(|| m.stars.first().map(|s| s.span.clone()))
        .unwrap_or(0..0);
    Diagnostic::warning("docc::ts::external-export", format!("`{name}` is re-exported from the external package `{spec}` and is not documented"))
        .at(&prog.file(entry).src, span, format!("exports `{ext}` from `{spec}`"))
        .help("declare it in the SDK sources (or document it in prose) so that the reference covers everything users can import")
}
