//! Planned items → the pack model: links resolved in signatures and doc text, TSDoc
//! sections rendered as Markdown with the shared renderer, and the pages, tocs and
//! sidebars of `/api`.

use crate::exports::Binding;
use crate::extract::{Kind, RawMember, RawSig};
use crate::plan::{Plan, Planned, GROUPS, MEMBER_GROUPS};
use crate::program::Program;
use crate::source::{FileId, ScopeId, Target};
use crate::tokens::{Ref, RefBase, Tok};
use crate::tsdoc::{inline_links, RawDoc, Text};
use docc_diag::{nearest, Diagnostic, SourceFile};
use docc_markdown::{render, RenderCtx};
use docc_model::ts::{Doc, Item, ListEntry, ListGroup, Member, Param, ParamDoc, SigToken, Signature, TypeParam};
use docc_model::{Block, Crumb, Inline, ListItem, Page, PageKind, Sidebar, SidebarItem, TocEntry};
use std::ops::Range;
use std::sync::Arc;

/// Where a piece of doc text or a signature belongs: for name lookup and diagnostics.
#[derive(Clone, Copy)]
struct Cx {
    pkg: usize,
    scope: ScopeId,
    file: FileId,
    /// The item whose page the text is on: `{@link member}` names a sibling member first.
    item: Option<usize>,
}

/// A TSDoc comment with every section rendered.
#[derive(Default)]
struct Rendered {
    summary: Vec<Block>,
    remarks: Vec<Block>,
    params: Vec<(String, Vec<Block>, Range<usize>)>,
    type_params: Vec<(String, Vec<Block>)>,
    returns: Vec<Block>,
    examples: Vec<Block>,
    deprecated: Option<Vec<Block>>,
    see: Vec<Vec<Block>>,
    since: String,
    default: String,
    throws: Vec<Vec<Block>>,
}

impl Rendered {
    /// Everything except what a signature shows (parameters, type parameters, returns).
    fn outer(&self) -> Doc {
        Doc {
            summary: self.summary.clone(),
            remarks: self.remarks.clone(),
            params: Vec::new(),
            returns: Vec::new(),
            examples: self.examples.clone(),
            deprecated: self.deprecated.clone(),
            see: self.see.clone(),
            since: self.since.clone(),
            default: self.default.clone(),
            throws: self.throws.clone(),
        }
    }

    fn full(&self) -> Doc {
        Doc { returns: self.returns.clone(), ..self.outer() }
    }

    /// The full doc, with `@param`s listed (for things without a parameter table).
    fn with_params(&self) -> Doc {
        Doc { params: self.params.iter().map(|(n, d, _)| ParamDoc { name: n.clone(), doc: d.clone() }).collect(), ..self.full() }
    }
}

pub(crate) struct Renderer<'a> {
    prog: &'a Program,
    plan: &'a Plan,
    ctx: &'a mut dyn RenderCtx,
    pub diagnostics: Vec<Diagnostic>,
}

impl<'a> Renderer<'a> {
    pub(crate) fn new(prog: &'a Program, plan: &'a Plan, ctx: &'a mut dyn RenderCtx) -> Self {
        Renderer { prog, plan, ctx, diagnostics: Vec::new() }
    }

    // ------------------------------------------------------------------ links

    /// Route of the item (and member anchor) a signature token names.
    fn ref_route(&self, cx: Cx, r: &Ref) -> Option<String> {
        let (first, rest) = r.parts.split_first()?;
        let mut b = match &r.base {
            RefBase::Scope => self.prog.lookup(cx.scope, first)?,
            RefBase::Module(spec) => {
                let target = self.prog.target(cx.file, spec).or_else(|| match self.prog.sources.resolve(cx.file, spec) {
                    Target::File(p) => self.prog.sources.find(&p),
                    _ => None,
                })?;
                self.prog.member(&Binding::Module(target), first)?
            }
        };
        for (i, part) in rest.iter().enumerate() {
            match self.prog.member(&b, part) {
                Some(next) => b = next,
                None => {
                    // `Enum.Member` or `Class.member`: the item's page, at the member.
                    let item = self.plan.item_for(cx.pkg, &b, r.value)?;
                    return self.member_anchor(item, &rest[i..].join("."));
                }
            }
        }
        self.plan.item_for(cx.pkg, &b, r.value).map(|i| self.plan.items[i].route.clone())
    }

    fn member_anchor(&self, item: usize, member: &str) -> Option<String> {
        let it = &self.plan.items[item];
        let (_, id) = it.members.iter().find(|(m, _)| m.name == member)?;
        Some(format!("{}#{id}", it.route))
    }

    /// Resolves a `{@link target}`: an item of this package by its documented name, a name
    /// in scope, an item of another package (`pkg!Name`), each optionally with `.member`.
    fn link_route(&self, cx: Cx, target: &str) -> Option<String> {
        let target = target.trim().trim_end_matches("()");
        let (pkg_filter, target) = match target.split_once('!') {
            Some((p, t)) => {
                let short = p.rsplit('/').next().unwrap_or(p);
                (Some(self.plan.pkgs.iter().position(|k| k.name == p || k.name == short)?), t)
            }
            None => (None, target),
        };
        let target = target.replace('#', ".");
        if let (None, Some(item), false) = (pkg_filter, cx.item, target.contains('.')) {
            if let Some(r) = self.member_anchor(item, &target) {
                return Some(r);
            }
        }
        let pkgs: Vec<usize> = match pkg_filter {
            Some(p) => vec![p],
            None => std::iter::once(cx.pkg).chain((0..self.plan.pkgs.len()).filter(|&p| p != cx.pkg)).collect(),
        };
        // The longest prefix naming an item; the rest names a member of it.
        let parts: Vec<&str> = target.split('.').collect();
        for cut in (1..=parts.len()).rev() {
            let head = parts[..cut].join(".");
            let tail = parts[cut..].join(".");
            let mut found: Option<usize> = None;
            if pkg_filter.is_none() && cut == 1 {
                if let Some(b) = self.prog.lookup(cx.scope, &head) {
                    found = self.plan.item_for(cx.pkg, &b, false);
                }
            }
            if found.is_none() {
                found = pkgs.iter().find_map(|&p| {
                    let c = self.plan.by_name(p, &head);
                    c.iter().copied().min_by_key(|&i| GROUPS.iter().position(|g| g.0 == self.plan.items[i].kind))
                });
            }
            if let Some(i) = found {
                return if tail.is_empty() { Some(self.plan.items[i].route.clone()) } else { self.member_anchor(i, &tail) };
            }
        }
        None
    }

    fn tokens(&self, cx: Cx, toks: &[Tok]) -> Vec<SigToken> {
        let mut out: Vec<SigToken> = Vec::with_capacity(toks.len());
        for t in toks {
            let link = t.refer.as_ref().and_then(|r| self.ref_route(cx, r));
            match out.last_mut() {
                Some(last) if link.is_none() && last.link.is_none() && (last.class == t.class || t.text.trim().is_empty()) && !last.text.is_empty() => {
                    last.text.push_str(&t.text)
                }
                _ => out.push(SigToken { class: t.class, text: t.text.clone(), link }),
            }
        }
        out
    }

    // ------------------------------------------------------------------ doc text

    /// `{@link X}` → `[X](/api/…)`, keeping the offset map so diagnostics stay exact.
    fn rewrite_links(&mut self, cx: Cx, t: &Text) -> Text {
        let links = inline_links(&t.text);
        if links.is_empty() {
            return t.clone();
        }
        let mut out = Text::default();
        let mut pos = 0;
        for l in links {
            push_slice(&mut out, t, pos..l.range.start);
            let label = l.label.clone().unwrap_or_else(|| l.target.clone());
            let label_md = if l.code { format!("`{}`", label.replace('`', "")) } else { escape_label(&label) };
            let is_url = l.target.contains("://") || l.target.starts_with("mailto:");
            let is_site = l.target.starts_with('/') || l.target.ends_with(".md") || l.target.contains(".md#");
            let replacement = if is_url || is_site {
                format!("[{label_md}]({})", l.target)
            } else {
                match self.link_route(cx, &l.target) {
                    Some(route) => format!("[{label_md}]({route})"),
                    None => {
                        let file = &self.prog.file(cx.file).src;
                        let names: Vec<&str> = self.plan.pkgs[cx.pkg].items.iter().map(|&i| self.plan.items[i].name.as_str()).collect();
                        let help = match nearest(&l.target, names.iter().copied()) {
                            Some(n) => format!("did you mean `{n}`? Links name an exported item, optionally `Item.member` or `package!Item`"),
                            None => "link to an exported item of a documented package (`Name`, `Name.member`, `package!Name`) or to a URL".into(),
                        };
                        self.diagnostics.push(
                            Diagnostic::warning("docc::ts::broken-link", format!("`{{@link {}}}` does not name a documented item", l.target))
                                .at(file, t.src_range(l.range.clone()), "links to nothing")
                                .help(help),
                        );
                        format!("`{}`", label.replace('`', ""))
                    }
                }
            };
            out.map.push((out.text.len(), t.src(l.range.start)));
            out.text.push_str(&replacement);
            pos = l.range.end;
            if pos < t.text.len() {
                out.map.push((out.text.len(), t.src(pos)));
            }
        }
        push_slice(&mut out, t, pos..t.text.len());
        out
    }

    fn markdown(&mut self, cx: Cx, t: &Text) -> Vec<Block> {
        if t.is_empty() {
            return Vec::new();
        }
        let text = self.rewrite_links(cx, t);
        let src = self.prog.file(cx.file).src.clone();
        let md = SourceFile::new(src.name.clone(), text.text.clone());
        self.ctx.set_source(&src, None);
        let mut dc = DocCtx { inner: &mut *self.ctx, md: md.clone(), src, text: &text };
        render(&md, 0..text.text.len(), &mut dc).blocks
    }

    /// An `@example`: Markdown when it has a code fence, otherwise its text is the code.
    fn example(&mut self, cx: Cx, t: &Text) -> Vec<Block> {
        if t.text.contains("```") || t.text.contains("~~~") {
            return self.markdown(cx, t);
        }
        let mut wrapped = Text::default();
        let start = t.src(0);
        wrapped.map.push((0, start));
        wrapped.text.push_str("```ts\n");
        push_slice(&mut wrapped, t, 0..t.text.len());
        let end = wrapped.text.len();
        wrapped.map.push((end, t.src(t.text.len().saturating_sub(1))));
        wrapped.text.push_str("\n```");
        let src = self.prog.file(cx.file).src.clone();
        let md = SourceFile::new(src.name.clone(), wrapped.text.clone());
        self.ctx.set_source(&src, None);
        let mut dc = DocCtx { inner: &mut *self.ctx, md: md.clone(), src, text: &wrapped };
        render(&md, 0..wrapped.text.len(), &mut dc).blocks
    }

    fn render_doc(&mut self, cx: Cx, d: &RawDoc) -> Rendered {
        let mut r = Rendered { summary: self.markdown(cx, &d.summary), remarks: self.markdown(cx, &d.remarks), ..Default::default() };
        for (name, t) in &d.params {
            let blocks = self.markdown(cx, t);
            r.params.push((name.clone(), blocks, t.src_range(0..t.text.len())));
        }
        for (name, t) in &d.type_params {
            let blocks = self.markdown(cx, t);
            r.type_params.push((name.clone(), blocks));
        }
        r.returns = self.markdown(cx, &d.returns);
        for e in &d.examples {
            let blocks = self.example(cx, e);
            r.examples.extend(blocks);
        }
        r.deprecated = d.deprecated.as_ref().map(|t| self.markdown(cx, t));
        r.see = d.see.iter().map(|t| self.markdown(cx, t)).collect();
        r.throws = d.throws.iter().map(|t| self.markdown(cx, t)).collect();
        r.since = d.since.clone();
        r.default = d.default.clone();
        r
    }

    // ------------------------------------------------------------------ signatures

    /// A signature with parameter and type parameter docs taken from `doc`.
    fn signature(&mut self, cx: Cx, s: &RawSig, doc: &Rendered, own: Doc) -> Signature {
        let names: Vec<&str> = s.params.iter().map(|p| p.name.as_str()).collect();
        let mut params = Vec::new();
        for (i, p) in s.params.iter().enumerate() {
            let mut pdoc = match doc.params.iter().find(|(n, _, _)| *n == p.name) {
                Some((_, d, _)) => d.clone(),
                // A destructured parameter is documented under any name, by position.
                None if p.name.starts_with('{') || p.name.starts_with('[') => {
                    doc.params.get(i).filter(|(n, _, _)| !names.contains(&n.as_str()) && !n.contains('.')).map(|(_, d, _)| d.clone()).unwrap_or_default()
                }
                None => Vec::new(),
            };
            let prefix = if p.name.starts_with('{') { doc.params.get(i).map(|(n, _, _)| format!("{n}.")).unwrap_or_default() } else { format!("{}.", p.name) };
            let subs: Vec<ListItem> = doc
                .params
                .iter()
                .filter_map(|(n, d, _)| n.strip_prefix(&prefix).filter(|s| !s.is_empty()).map(|sub| (sub, d)))
                .map(|(sub, d)| {
                    let mut blocks = vec![Block::Paragraph(vec![Inline::Code(sub.to_string())])];
                    blocks.extend(d.iter().cloned());
                    ListItem { task: None, blocks }
                })
                .collect();
            if !subs.is_empty() {
                pdoc.push(Block::List { ordered: false, start: 1, items: subs });
            }
            params.push(Param { name: p.name.clone(), ty: self.tokens(cx, &p.ty), optional: p.optional, rest: p.rest, default: p.default.clone(), doc: pdoc });
        }
        let type_params = s
            .type_params
            .iter()
            .map(|t| TypeParam {
                name: t.name.clone(),
                constraint: self.tokens(cx, &t.constraint),
                default: self.tokens(cx, &t.default),
                doc: doc.type_params.iter().find(|(n, _)| *n == t.name).map(|(_, d)| d.clone()).unwrap_or_default(),
            })
            .collect();
        Signature { tokens: self.tokens(cx, &s.tokens), params, type_params, doc: own }
    }

    /// `@param` names that match no parameter of any of the signatures.
    fn check_params(&mut self, cx: Cx, doc: &Rendered, sigs: &[&RawSig]) {
        for (i, (name, _, span)) in doc.params.iter().enumerate() {
            let root = name.split('.').next().unwrap_or(name);
            let ok = sigs.iter().any(|s| {
                s.params.iter().enumerate().any(|(j, p)| {
                    p.name == root || ((p.name.starts_with('{') || p.name.starts_with('[')) && (j == i || doc.params.get(j).is_some_and(|(n, _, _)| n == root)))
                })
            });
            if !ok {
                let file = &self.prog.file(cx.file).src;
                let known: Vec<String> = sigs.iter().flat_map(|s| s.params.iter().map(|p| p.name.clone())).collect();
                let d = Diagnostic::warning("docc::ts::unknown-param", format!("`@param {name}` documents no parameter"))
                    .at(file, span.clone(), "this @param")
                    .help(if known.is_empty() { "the declaration takes no parameters".to_string() } else { format!("parameters are: {}", known.join(", ")) });
                self.diagnostics.push(d);
            }
        }
    }

    // ------------------------------------------------------------------ items

    pub(crate) fn item(&mut self, idx: usize) -> (Item, Vec<TocEntry>, String) {
        let plan = self.plan;
        let it: &Planned = &plan.items[idx];
        let prog = self.prog;
        let first = prog.decl(it.decls[0]);
        let cx = Cx { pkg: it.pkg, scope: first.scope, file: prog.scope_file(first.scope), item: Some(idx) };
        let documented = it.decls.iter().map(|d| prog.decl(*d)).find(|d| d.doc.exists).unwrap_or(first);
        let mut item = Item {
            package: plan.pkgs[it.pkg].name.clone(),
            kind: it.kind.as_str().to_string(),
            name: it.name.clone(),
            aliases: it.aliases.clone(),
            doc: Doc::default(),
            signatures: Vec::new(),
            members: Vec::new(),
            source: format!("{}:{}", prog.file(cx.file).src.name, first.line),
        };
        if it.kind == Kind::Function {
            let sigs: Vec<(&RawSig, &RawDoc, Cx)> = it
                .decls
                .iter()
                .map(|d| {
                    let decl = prog.decl(*d);
                    let doc = if decl.doc.exists { &decl.doc } else { &documented.doc };
                    (&decl.sigs[0], doc, Cx { scope: decl.scope, file: prog.scope_file(decl.scope), ..cx })
                })
                .collect();
            if sigs.len() == 1 {
                let (s, d, scx) = sigs[0];
                let r = self.render_doc(scx, d);
                self.check_params(scx, &r, &[s]);
                item.doc = r.outer();
                let own = Doc { returns: r.returns.clone(), ..Doc::default() };
                item.signatures.push(self.signature(scx, s, &r, own));
            } else {
                for (s, d, scx) in sigs {
                    let r = self.render_doc(scx, d);
                    self.check_params(scx, &r, &[s]);
                    let own = r.full();
                    item.signatures.push(self.signature(scx, s, &r, own));
                }
            }
        } else {
            let r = self.render_doc(cx, &documented.doc);
            let header = &first.sigs[0];
            let fn_type = matches!(it.kind, Kind::Type | Kind::Variable);
            item.doc = if fn_type { r.with_params() } else { r.full() };
            item.signatures.push(self.signature(cx, header, &r, Doc::default()));
        }
        let mut toc = section_toc(&item);
        let mut last_group = "";
        for (m, id) in &it.members {
            if let Some(g) = MEMBER_GROUPS.iter().find(|g| g.0 == m.kind) {
                if g.0 != last_group {
                    toc.push(TocEntry { level: 2, id: g.2.to_string(), text: g.1.to_string() });
                    last_group = g.0;
                }
            }
            toc.push(TocEntry { level: 3, id: id.clone(), text: m.name.clone() });
            let member = self.member(cx, m, id);
            item.members.push(member);
        }
        let description = one_line(&if item.doc.summary.is_empty() {
            item.signatures.first().map(|s| s.doc.summary.clone()).unwrap_or_default()
        } else {
            item.doc.summary.clone()
        });
        if description.is_empty() {
            let src = &prog.file(cx.file).src;
            let kind = it.kind.as_str();
            self.diagnostics.push(
                Diagnostic::warning("docc::ts::missing-summary", format!("exported {kind} `{}` has no summary", it.name))
                    .at(src, documented.name_span.clone(), "undocumented")
                    .help("start its /** doc comment */ with a sentence saying what it is for; the reference lists it with that sentence"),
            );
        }
        (item, toc, description)
    }

    fn member(&mut self, cx: Cx, m: &RawMember, id: &str) -> Member {
        let mut out = Member {
            kind: m.kind.to_string(),
            name: m.name.clone(),
            id: id.to_string(),
            is_static: m.is_static,
            is_abstract: m.is_abstract,
            is_readonly: m.is_readonly,
            is_optional: m.is_optional,
            visibility: m.visibility.to_string(),
            signatures: Vec::new(),
            doc: Doc::default(),
        };
        let callable = matches!(m.kind, "method" | "constructor" | "call" | "construct");
        let documented = m.sigs.iter().find(|s| s.doc.exists).map(|s| s.doc.clone()).unwrap_or_default();
        if callable && m.sigs.len() > 1 {
            for s in &m.sigs {
                let d = if s.doc.exists { &s.doc } else { &documented };
                let r = self.render_doc(cx, d);
                self.check_params(cx, &r, &[s]);
                let own = r.full();
                out.signatures.push(self.signature(cx, s, &r, own));
            }
        } else {
            let r = self.render_doc(cx, &documented);
            if callable {
                self.check_params(cx, &r, &[&m.sigs[0]]);
                out.doc = r.outer();
                for s in &m.sigs {
                    let own = Doc { returns: r.returns.clone(), ..Doc::default() };
                    out.signatures.push(self.signature(cx, s, &r, own));
                }
            } else {
                out.doc = r.with_params();
                for s in &m.sigs {
                    out.signatures.push(self.signature(cx, s, &Rendered::default(), Doc::default()));
                }
            }
        }
        out
    }

    /// The package's `@packageDocumentation` comment, if any.
    pub(crate) fn package_doc(&mut self, pkg: usize) -> Vec<Block> {
        let Some(entry) = self.plan.pkgs[pkg].entry else { return Vec::new() };
        let Some(d) = &self.prog.module(entry).package_doc else { return Vec::new() };
        let root = self.prog.module(entry).root.expect("analysed");
        let cx = Cx { pkg, scope: root, file: entry, item: None };
        let r = self.render_doc(cx, d);
        let mut blocks = r.summary;
        blocks.extend(r.remarks);
        blocks.extend(r.examples);
        blocks
    }
}

/// Toc entries for the sections of an item page; the runtime (components/ts) puts the
/// same ids on the same sections: those of a lone signature and of the item's doc.
fn section_toc(item: &Item) -> Vec<TocEntry> {
    let mut toc = Vec::new();
    let mut add = |id: &str, text: &str| toc.push(TocEntry { level: 2, id: id.into(), text: text.into() });
    if let [sig] = item.signatures.as_slice() {
        if !sig.type_params.is_empty() {
            add("type-parameters", "Type parameters");
        }
        if !sig.params.is_empty() {
            add("parameters", "Parameters");
        }
        if !sig.doc.returns.is_empty() {
            add("returns", "Returns");
        }
    }
    let d = &item.doc;
    if !d.remarks.is_empty() {
        add("remarks", "Remarks");
    }
    if !d.examples.is_empty() {
        let code = d.examples.iter().filter(|b| matches!(b, Block::Code(_))).count();
        add("examples", if code > 1 { "Examples" } else { "Example" });
    }
    if !d.throws.is_empty() {
        add("throws", "Throws");
    }
    if !d.see.is_empty() {
        add("see-also", "See also");
    }
    toc
}

fn escape_label(s: &str) -> String {
    s.replace('[', "\\[").replace(']', "\\]")
}

fn push_slice(out: &mut Text, t: &Text, r: Range<usize>) {
    if r.is_empty() {
        return;
    }
    let base = out.text.len();
    out.map.push((base, t.src(r.start)));
    for &(to, so) in &t.map {
        if to > r.start && to < r.end {
            out.map.push((base + to - r.start, so));
        }
    }
    out.text.push_str(&t.text[r]);
}

/// The first paragraph of a summary as one line of plain text (cards, lists, meta).
pub(crate) fn one_line(blocks: &[Block]) -> String {
    docc_model::text::summary_line(blocks, 240)
}

/// Hands links, images and diagnostics of rendered doc text to the site's context, with
/// spans moved from the cleaned comment text back into the `.ts` file.
struct DocCtx<'c> {
    inner: &'c mut dyn RenderCtx,
    md: Arc<SourceFile>,
    src: Arc<SourceFile>,
    text: &'c Text,
}

impl RenderCtx for DocCtx<'_> {
    fn link(&mut self, dest: &str, span: Range<usize>) -> (String, bool) {
        let span = self.text.src_range(span);
        self.inner.link(dest, span)
    }
    fn image(&mut self, src: &str, span: Range<usize>) -> Option<u32> {
        let span = self.text.src_range(span);
        self.inner.image(src, span)
    }
    fn diag(&mut self, mut d: Diagnostic) {
        if d.file.as_ref().is_some_and(|f| Arc::ptr_eq(f, &self.md)) {
            d.span = self.text.src_range(d.span.clone());
            d.file = Some(self.src.clone());
        }
        self.inner.diag(d);
    }
}

// ---------------------------------------------------------------------- pages

pub(crate) struct Pages {
    pub pages: Vec<Page>,
    pub sidebars: Vec<Sidebar>,
}

pub(crate) fn pages(r: &mut Renderer, site_title: &str) -> Pages {
    let plan = r.plan;
    let top: Vec<usize> = (0..plan.pkgs.len()).filter(|&p| plan.pkgs[p].parent.is_none()).collect();
    let mut sidebars = vec![Sidebar {
        id: "api".into(),
        items: std::iter::once(link("All packages", "/api"))
            .chain(top.iter().map(|&p| link(&plan.pkgs[p].name, &format!("/api/{}", plan.pkgs[p].name))))
            .collect(),
    }];
    let api_crumb = Crumb { label: site_title.to_string(), route: Some("/api".into()) };
    let mut package_entries = Vec::new();
    // Module summaries, filled as module sections are rendered (they follow their package).
    let mut descriptions: Vec<String> = vec![String::new(); plan.pkgs.len()];
    let order: Vec<usize> = top.iter().flat_map(|&p| plan.pkgs[p].modules.iter().copied().chain(std::iter::once(p))).collect();
    let mut rendered: Vec<(usize, Vec<Page>)> = Vec::new();
    for pi in order {
        let pkg = &plan.pkgs[pi];
        let pkg_route = format!("/api/{}", pkg.name);
        let sidebar = sidebars.len() as u32;
        let mut crumbs = vec![api_crumb.clone()];
        crumbs.extend(pkg.parent.map(|p| Crumb { label: plan.pkgs[p].title.clone(), route: Some(format!("/api/{}", plan.pkgs[p].name)) }));
        let (item_pages, summaries) = item_pages(r, pi, sidebar, &crumbs);
        let (groups, side) = index_groups(r, pi, &summaries, &descriptions);
        let mut blocks = r.package_doc(pi);
        let description = also_imported_as(pkg, &mut blocks);
        descriptions[pi] = description.clone();
        let toc = groups.iter().map(|g| TocEntry { level: 2, id: g.id.clone(), text: g.title.clone() }).collect();
        blocks.push(Block::TsList(groups));
        sidebars.push(Sidebar { id: format!("api/{}", pkg.name), items: side });
        if pkg.parent.is_none() {
            package_entries.push(ListEntry {
                name: pkg.name.clone(),
                kind: "package".into(),
                route: pkg_route.clone(),
                summary: description.clone(),
                deprecated: false,
            });
        }
        crumbs.push(Crumb { label: pkg.title.clone(), route: None });
        let index = Page {
            route: pkg_route,
            title: pkg.title.clone(),
            description,
            kind: PageKind::TsPackage,
            sidebar: Some(sidebar),
            breadcrumbs: crumbs,
            toc,
            blocks,
            source: pkg.entry.map(|e| r.prog.file(e).src.name.clone()).unwrap_or_default(),
            ..Page::default()
        };
        rendered.push((pi, std::iter::once(index).chain(item_pages).collect()));
    }
    // Pages in package order: the /api index, then a package's index and items, then its modules'.
    let mut pages = vec![api_index(site_title, package_entries)];
    let mut by_pkg: std::collections::HashMap<usize, Vec<Page>> = rendered.into_iter().collect();
    for &p in &top {
        for q in std::iter::once(p).chain(plan.pkgs[p].modules.iter().copied()) {
            pages.extend(by_pkg.remove(&q).unwrap_or_default());
        }
    }
    Pages { pages, sidebars }
}

fn link(label: &str, route: &str) -> SidebarItem {
    SidebarItem::Link { label: label.to_string(), route: route.to_string(), badge: String::new() }
}

/// The pages of package `pi`'s items, and each item's one-line summary for the index.
/// `crumbs` lead to the package's parent.
fn item_pages(r: &mut Renderer, pi: usize, sidebar: u32, crumbs: &[Crumb]) -> (Vec<Page>, Vec<(usize, String)>) {
    let (plan, prog) = (r.plan, r.prog);
    let pkg = &plan.pkgs[pi];
    let pkg_route = format!("/api/{}", pkg.name);
    let mut summaries = Vec::new();
    let mut pages = Vec::new();
    for &i in &pkg.items {
        let (item, toc, description) = r.item(i);
        let it = &plan.items[i];
        let group = GROUPS.iter().find(|g| g.0 == it.kind).expect("every item kind has a group");
        summaries.push((i, description.clone()));
        let file = prog.scope_file(prog.decl(it.decls[0]).scope);
        let mut breadcrumbs = crumbs.to_vec();
        breadcrumbs.push(Crumb { label: pkg.title.clone(), route: Some(pkg_route.clone()) });
        breadcrumbs.push(Crumb { label: group.1.to_string(), route: Some(format!("{pkg_route}#{}", group.2)) });
        pages.push(Page {
            route: it.route.clone(),
            title: it.name.clone(),
            description,
            kind: PageKind::TsItem,
            sidebar: Some(sidebar),
            breadcrumbs,
            // The item view renders its own h1: kind badge + name.
            hide_title: true,
            toc,
            blocks: vec![Block::TsItem(Box::new(item))],
            source: prog.file(file).src.name.clone(),
            ..Page::default()
        });
    }
    (pages, summaries)
}

/// Package `pi`'s index lists and sidebar: its modules, then its items in groups by kind
/// (in `GROUPS` order), entries alphabetical.
fn index_groups(r: &Renderer, pi: usize, summaries: &[(usize, String)], descriptions: &[String]) -> (Vec<ListGroup>, Vec<SidebarItem>) {
    let (plan, prog) = (r.plan, r.prog);
    let pkg = &plan.pkgs[pi];
    let mut groups = Vec::new();
    let mut side: Vec<SidebarItem> = pkg.parent.map(|p| link(&plan.pkgs[p].title, &format!("/api/{}", plan.pkgs[p].name))).into_iter().collect();
    side.push(link(&pkg.title, &format!("/api/{}", pkg.name)));
    let mut add = |title: &str, id: &str, entries: Vec<ListEntry>| {
        side.push(SidebarItem::Category {
            label: title.to_string(),
            route: None,
            collapsed: false,
            collapsible: true,
            items: entries.iter().map(|e| link(&e.name, &e.route)).collect(),
            piece: None,
        });
        groups.push(ListGroup { title: title.to_string(), id: id.to_string(), entries });
    };
    if !pkg.modules.is_empty() {
        let module = |m: usize| ListEntry {
            name: plan.pkgs[m].title.clone(),
            kind: "module".into(),
            route: format!("/api/{}", plan.pkgs[m].name),
            summary: descriptions[m].clone(),
            deprecated: false,
        };
        add("Modules", "modules", pkg.modules.iter().map(|&m| module(m)).collect());
    }
    for (kind, title, id) in GROUPS {
        let mut entries: Vec<ListEntry> = summaries
            .iter()
            .filter(|(i, _)| plan.items[*i].kind == *kind)
            .map(|(i, s)| {
                let it = &plan.items[*i];
                let deprecated = it.decls.iter().any(|d| prog.decl(*d).doc.deprecated.is_some());
                ListEntry { name: it.name.clone(), kind: kind.as_str().into(), route: it.route.clone(), summary: s.clone(), deprecated }
            })
            .collect();
        if !entries.is_empty() {
            entries.sort_by(|a, b| a.name.to_lowercase().cmp(&b.name.to_lowercase()).then(a.name.cmp(&b.name)));
            add(title, id, entries);
        }
    }
    (groups, side)
}

/// A module imported under other names too says so first; returns the page's description
/// (its doc's first line, or a sentence naming those names).
fn also_imported_as(pkg: &crate::plan::PkgPlan, blocks: &mut Vec<Block>) -> String {
    let description = one_line(blocks);
    if pkg.also.is_empty() {
        return description;
    }
    let mut also = vec![Inline::Text("Also imported as ".into())];
    for (i, a) in pkg.also.iter().enumerate() {
        if i > 0 {
            also.push(Inline::Text(", ".into()));
        }
        also.push(Inline::Code(a.clone()));
    }
    also.push(Inline::Text(".".into()));
    blocks.insert(0, Block::Paragraph(also));
    if description.is_empty() {
        format!("Module {}, also imported as {}.", pkg.title, pkg.also.join(", "))
    } else {
        description
    }
}

/// `/api`: every package with its summary.
fn api_index(site_title: &str, package_entries: Vec<ListEntry>) -> Page {
    Page {
        route: "/api".into(),
        title: site_title.to_string(),
        description: "Typed reference of the SDK packages: every exported class, function, interface, type, enum and variable.".into(),
        kind: PageKind::TsIndex,
        sidebar: Some(0),
        blocks: vec![
            Block::Paragraph(vec![Inline::Text(
                "Every package of the SDK, with each exported class, function, interface, type, enum and variable on a page of its own.".into(),
            )]),
            Block::TsList(vec![ListGroup { title: "Packages".into(), id: "packages".into(), entries: package_entries }]),
        ],
        ..Page::default()
    }
}
