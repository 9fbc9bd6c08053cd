//! Which pages exist: every name a package exports becomes one item per kind (a class
//! merged with its interface, a function with its overloads), namespace members become
//! `ns.member` items, and a declaration exported under a second name (`default`) is
//! documented once with an alias. Routes and member anchors are fixed here, before any
//! doc text is rendered, so that `{@link}`s can point at any item or member.

use crate::exports::{Binding, Conflict};
use crate::extract::{Kind, RawMember};
use crate::program::{DeclId, Program};
use crate::source::FileId;
use docc_diag::Diagnostic;
use docc_markdown::slug::Slugger;
use std::collections::{HashMap, HashSet};

/// Item kinds in page order, with their group titles and anchors.
pub const GROUPS: &[(Kind, &str, &str)] = &[
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

pub struct Planned {
    pub pkg: usize,
    pub name: String,
    pub kind: Kind,
    pub decls: Vec<DeclId>,
    pub aliases: Vec<String>,
    pub route: String,
    /// Merged, visible members in page order, with their anchors.
    pub members: Vec<(RawMember, String)>,
}

pub struct PkgPlan {
    pub name: String,
    pub entry: Option<FileId>,
    pub items: Vec<usize>,
}

#[derive(Default)]
pub struct Plan {
    pub pkgs: Vec<PkgPlan>,
    pub items: Vec<Planned>,
    pub by_binding: HashMap<Binding, Vec<usize>>,
    pub diagnostics: Vec<Diagnostic>,
}

pub fn item_route(pkg: &str, kind: Kind, name: &str) -> String {
    format!("/api/{pkg}/{}/{name}", kind.as_str())
}

impl Plan {
    pub fn add_package(&mut self, prog: &Program, name: &str, entry: Option<FileId>) {
        let pkg = self.pkgs.len();
        self.pkgs.push(PkgPlan { name: name.to_string(), entry, items: Vec::new() });
        let Some(entry) = entry else { return };
        let mut conflicts = Vec::new();
        let mut names = prog.exported_names(entry);
        // Real names first, so that `default` becomes an alias where it re-exports one.
        names.sort_by_key(|n| n == "default");
        let mut seen_modules = HashSet::from([entry]);
        for n in names {
            if let Some(b) = prog.resolve_export(entry, &n, &mut conflicts) {
                self.add_binding(prog, pkg, entry, &n, b, &mut seen_modules);
            }
        }
        self.report_conflicts(prog, conflicts);
        self.report_external_stars(prog, entry);
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

    fn add_binding(&mut self, prog: &Program, pkg: usize, entry: FileId, name: &str, b: Binding, seen_modules: &mut HashSet<FileId>) {
        if let Some(existing) = self.by_binding.get(&b).filter(|v| v.iter().any(|&i| self.items[i].pkg == pkg)).cloned() {
            for i in existing {
                if self.items[i].pkg == pkg {
                    self.items[i].aliases.push(name.to_string());
                }
            }
            return;
        }
        match &b {
            Binding::External { spec, name: ext } => {
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
                self.diagnostics.push(
                    Diagnostic::warning(
                        "docc::ts::external-export",
                        format!("`{name}` is re-exported from the external package `{spec}` and is not documented"),
                    )
                    .at(&prog.file(entry).src, span, format!("exports `{ext}` from `{spec}`"))
                    .help("declare it in the SDK sources (or document it in prose) so that the reference covers everything users can import"),
                );
            }
            Binding::Module(f) => {
                if !seen_modules.insert(*f) {
                    return;
                }
                let mut conflicts = Vec::new();
                for n in prog.exported_names(*f) {
                    if let Some(inner) = prog.resolve_export(*f, &n, &mut conflicts) {
                        self.add_binding(prog, pkg, entry, &format!("{name}.{n}"), inner, seen_modules);
                    }
                }
                self.report_conflicts(prog, conflicts);
            }
            Binding::Local { scope, name: local } => {
                let ids: Vec<DeclId> = prog.scope(*scope).locals.get(local).cloned().unwrap_or_default();
                if ids.iter().any(|d| prog.decl(*d).doc.hidden) {
                    return;
                }
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
                    let decls = if functions.iter().any(|d| !prog.decl(*d).has_body) {
                        functions.into_iter().filter(|d| !prog.decl(*d).has_body).collect()
                    } else {
                        functions
                    };
                    groups.push((Kind::Function, decls));
                }
                for k in [Kind::Type, Kind::Enum, Kind::Variable] {
                    let ds = of(k);
                    if !ds.is_empty() {
                        groups.push((k, if k == Kind::Enum { ds } else { ds[..1].to_vec() }));
                    }
                }
                let mut added = Vec::new();
                for (kind, decls) in groups {
                    let i = self.items.len();
                    let members = merge_members(prog, &decls);
                    self.items.push(Planned {
                        pkg,
                        name: name.to_string(),
                        kind,
                        route: item_route(&self.pkgs[pkg].name, kind, name),
                        decls,
                        aliases: Vec::new(),
                        members,
                    });
                    self.pkgs[pkg].items.push(i);
                    added.push(i);
                }
                if !added.is_empty() {
                    self.by_binding.entry(b.clone()).or_default().extend(added);
                }
                if ids.iter().any(|d| prog.decl(*d).kind == Kind::Namespace) {
                    for m in prog.member_names(&b) {
                        if let Some(inner) = prog.member(&b, &m) {
                            self.add_binding(prog, pkg, entry, &format!("{name}.{m}"), inner, seen_modules);
                        }
                    }
                }
            }
        }
    }

    /// Items of a package documented under `name` (for `{@link name}`).
    pub fn by_name(&self, pkg: usize, name: &str) -> Vec<usize> {
        self.pkgs[pkg].items.iter().copied().filter(|&i| self.items[i].name == name || self.items[i].aliases.iter().any(|a| a == name)).collect()
    }

    /// The best item for a binding: same package first, then a kind that fits the position.
    pub fn item_for(&self, pkg: usize, b: &Binding, value: bool) -> Option<usize> {
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
