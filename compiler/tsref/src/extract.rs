//! Declarations → raw items: signatures as tokens (links unresolved), members, doc
//! comments. One `RawDecl` per declaration as written: overloads, merged interfaces and
//! namespaces stay separate here and are merged per exported name in `build`.

use crate::infer;
use crate::printer::{accessibility, expr_key_name, prop_name, ParamView, Printer, WRAP};
use crate::source::{Parsed, ScopeId};
use crate::tokens::{class, width, Tok};
use crate::tsdoc::{self, RawDoc};
use std::ops::Range;
use swc_core::common::{BytePos, Span, Spanned};
use swc_core::ecma::ast::*;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum Kind {
    Class,
    Function,
    Interface,
    Type,
    Enum,
    Variable,
    Namespace,
}

impl Kind {
    /// The route segment and `Item::kind`.
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Kind::Class => "class",
            Kind::Function => "function",
            Kind::Interface => "interface",
            Kind::Type => "type",
            Kind::Enum => "enum",
            Kind::Variable => "variable",
            Kind::Namespace => "namespace",
        }
    }
}

#[derive(Debug, Clone)]
pub(crate) struct RawDecl {
    pub kind: Kind,
    pub name: String,
    /// Where names used by the declaration are looked up.
    pub scope: ScopeId,
    pub name_span: Range<usize>,
    pub line: usize,
    pub doc: RawDoc,
    pub sigs: Vec<RawSig>,
    pub members: Vec<RawMember>,
    /// Functions: an implementation (hidden when overload signatures exist).
    pub has_body: bool,
    /// Namespaces: the body's scope.
    pub inner: Option<ScopeId>,
}

#[derive(Debug, Clone, Default)]
pub(crate) struct RawSig {
    pub tokens: Vec<Tok>,
    pub params: Vec<RawParam>,
    pub type_params: Vec<RawTypeParam>,
    /// The doc comment of this very signature (overloads, methods, properties).
    pub doc: RawDoc,
    pub has_body: bool,
}

#[derive(Debug, Clone)]
pub(crate) struct RawParam {
    pub name: String,
    pub ty: Vec<Tok>,
    pub optional: bool,
    pub rest: bool,
    pub default: String,
}

#[derive(Debug, Clone)]
pub(crate) struct RawTypeParam {
    pub name: String,
    pub constraint: Vec<Tok>,
    pub default: Vec<Tok>,
}

#[derive(Debug, Clone)]
pub(crate) struct RawMember {
    pub kind: &'static str,
    pub name: String,
    pub is_static: bool,
    pub is_abstract: bool,
    pub is_readonly: bool,
    pub is_optional: bool,
    pub visibility: &'static str,
    pub sigs: Vec<RawSig>,
    /// False for `private`, `#private` and `@internal`/`@hidden` members.
    pub visible: bool,
}

/// The doc comment right before any of `positions` (a declaration may start with
/// `export`, a decorator or its keyword); `@packageDocumentation` comments never count.
pub(crate) fn doc_at(file: &Parsed, positions: &[BytePos]) -> RawDoc {
    for &pos in positions {
        if let Some(c) = file.doc_before(pos) {
            let d = tsdoc::parse(c.0, c.1, &c.2);
            if !d.package_doc {
                return d;
            }
        }
    }
    RawDoc::default()
}

fn decl(file: &Parsed, kind: Kind, scope: ScopeId, name: &str, name_span: Span, doc: RawDoc) -> RawDecl {
    RawDecl {
        kind,
        name: name.to_string(),
        scope,
        name_span: file.range(name_span),
        line: file.line_of(name_span),
        doc,
        sigs: Vec::new(),
        members: Vec::new(),
        has_body: false,
        inner: None,
    }
}

fn tparam_names(tp: Option<&TsTypeParamDecl>) -> Vec<String> {
    tp.map(|d| d.params.iter().map(|p| p.name.sym.to_string()).collect()).unwrap_or_default()
}

fn tok(class: u32, text: &str) -> Tok {
    Tok { class, text: text.to_string(), refer: None }
}

/// How a callable's return type is found.
enum Ret<'a> {
    None,
    Type(&'a TsType),
    Infer { body: Option<&'a [Stmt]>, expr: Option<&'a Expr>, is_async: bool, is_generator: bool },
}

/// Builds a callable signature: `prefix<T>(params): R`.
fn callable(file: &Parsed, outer: &[String], prefix: Vec<Tok>, tp: Option<&TsTypeParamDecl>, params: &[ParamView], ret: Ret) -> RawSig {
    let mut p = Printer::new(file, outer);
    p.append(prefix);
    p.type_param_decl(tp);
    let type_params = raw_type_params(&p, tp);
    let w = width(&p.out);
    // An un-typed parameter with a default gets the default's type (inferred in scope of the type parameters).
    let params: Vec<ParamView> = params
        .iter()
        .map(|pv| ParamView { inferred: if pv.ty.is_none() { pv.default.and_then(|d| infer::expr_type(d, &p, false)) } else { None }, ..pv.clone() })
        .collect();
    let params = &params[..];
    p.params(params, w);
    p.env = params.iter().filter_map(|pv| Some((pv.name.clone(), pv.ty.map(|_| p.param_type(pv))??))).collect();
    let ret = match ret {
        Ret::None => None,
        Ret::Type(t) => {
            let mut s = p.sub();
            s.indent = 0;
            s.ty(t);
            Some(s.out)
        }
        Ret::Infer { body, expr, is_async, is_generator } => infer::return_type(body, expr, is_async, is_generator, &p),
    };
    if let Some(r) = ret {
        p.p(":");
        p.sp();
        p.append(r);
    }
    let raw_params = params
        .iter()
        .map(|pv| RawParam {
            name: pv.name.clone(),
            ty: p.param_type(pv).unwrap_or_default(),
            optional: pv.optional,
            rest: pv.rest,
            default: pv.default.map(|d| file.text(d.span()).to_string()).unwrap_or_default(),
        })
        .collect();
    RawSig { tokens: p.out, params: raw_params, type_params, doc: RawDoc::default(), has_body: false }
}

fn raw_type_params(p: &Printer, tp: Option<&TsTypeParamDecl>) -> Vec<RawTypeParam> {
    let Some(tp) = tp else { return Vec::new() };
    tp.params
        .iter()
        .map(|t| {
            let print = |ty: Option<&TsType>| {
                let mut s = p.sub();
                s.indent = 0;
                if let Some(ty) = ty {
                    s.ty(ty);
                }
                s.out
            };
            RawTypeParam { name: t.name.sym.to_string(), constraint: print(t.constraint.as_deref()), default: print(t.default.as_deref()) }
        })
        .collect()
}

fn fn_body(f: &Function) -> Option<&[Stmt]> {
    f.body.as_ref().map(|b| b.stmts.as_slice())
}

pub(crate) fn function(file: &Parsed, scope: ScopeId, name: &str, name_span: Span, f: &Function, lo: BytePos) -> RawDecl {
    let mut positions = vec![lo];
    positions.extend(f.decorators.iter().map(|d| d.span.lo));
    let doc = doc_at(file, &positions);
    let mut d = decl(file, Kind::Function, scope, name, name_span, doc);
    let params: Vec<ParamView> = f.params.iter().map(|p| ParamView::from_pat(&p.pat, file)).collect();
    let ret = match &f.return_type {
        Some(t) => Ret::Type(&t.type_ann),
        None => Ret::Infer { body: fn_body(f), expr: None, is_async: f.is_async, is_generator: f.is_generator },
    };
    let prefix = vec![tok(class::kw(), "function"), tok(class::plain(), " "), tok(class::func(), name)];
    let mut sig = callable(file, &[], prefix, f.type_params.as_deref(), &params, ret);
    sig.has_body = f.body.is_some();
    d.has_body = sig.has_body;
    d.sigs.push(sig);
    d
}

fn arrow_function(file: &Parsed, scope: ScopeId, name: &str, name_span: Span, a: &ArrowExpr, doc: RawDoc) -> RawDecl {
    let mut d = decl(file, Kind::Function, scope, name, name_span, doc);
    let params: Vec<ParamView> = a.params.iter().map(|p| ParamView::from_pat(p, file)).collect();
    let ret = match (&a.return_type, &*a.body) {
        (Some(t), _) => Ret::Type(&t.type_ann),
        (None, ArrowFunctionBody::FunctionBody(b)) => Ret::Infer { body: Some(&b.stmts), expr: None, is_async: a.is_async, is_generator: false },
        (None, ArrowFunctionBody::Expr(e)) => Ret::Infer { body: None, expr: Some(e), is_async: a.is_async, is_generator: false },
    };
    let prefix = vec![tok(class::kw(), "function"), tok(class::plain(), " "), tok(class::func(), name)];
    let mut sig = callable(file, &[], prefix, a.type_params.as_deref(), &params, ret);
    sig.has_body = true;
    d.has_body = true;
    d.sigs.push(sig);
    d
}

fn unparen(t: &TsType) -> &TsType {
    match t {
        TsType::TsParenthesizedType(p) => unparen(&p.type_ann),
        other => other,
    }
}

/// `const x = () => …` and `const x = function () {…}` are documented as functions.
fn as_function(e: &Expr) -> Option<&Expr> {
    match e {
        Expr::Arrow(_) | Expr::Fn(_) => Some(e),
        Expr::Paren(p) => as_function(&p.expr),
        _ => None,
    }
}

pub(crate) fn variables(file: &Parsed, scope: ScopeId, v: &VarDecl, lo: BytePos) -> Vec<RawDecl> {
    let mut out = Vec::new();
    let kw = match v.kind {
        VarDeclKind::Const => "const",
        VarDeclKind::Let => "let",
        VarDeclKind::Var => "var",
    };
    for (i, dcl) in v.decls.iter().enumerate() {
        let Pat::Ident(b) = &dcl.name else { continue };
        let name = b.id.sym.to_string();
        let positions = if i == 0 { vec![lo, dcl.span.lo] } else { vec![dcl.span.lo] };
        let doc = doc_at(file, &positions);
        let init = dcl.init.as_deref();
        if b.type_ann.is_none() {
            match init.and_then(as_function) {
                Some(Expr::Arrow(a)) => {
                    out.push(arrow_function(file, scope, &name, b.id.span, a, doc));
                    continue;
                }
                Some(Expr::Fn(f)) => {
                    let mut d = function(file, scope, &name, b.id.span, &f.function, lo);
                    d.doc = doc;
                    out.push(d);
                    continue;
                }
                _ => {}
            }
        }
        // `declare const f: <T>(x: T) => R` (what tsc emits for arrow functions) is a function.
        if let Some(TsType::TsFnOrConstructorType(TsFnOrConstructorType::TsFnType(ft))) = b.type_ann.as_deref().map(|t| unparen(&t.type_ann)) {
            let mut d = decl(file, Kind::Function, scope, &name, b.id.span, doc);
            let params: Vec<ParamView> = ft.params.iter().map(|p| ParamView::from_ts_fn_param(p, file)).collect();
            let prefix = vec![tok(class::kw(), "function"), tok(class::plain(), " "), tok(class::func(), &name)];
            d.sigs.push(callable(file, &[], prefix, ft.type_params.as_deref(), &params, Ret::Type(&ft.type_ann.type_ann)));
            out.push(d);
            continue;
        }
        let mut d = decl(file, Kind::Variable, scope, &name, b.id.span, doc);
        let mut p = Printer::new(file, &[]);
        p.kw(kw);
        p.sp();
        p.name(class::constant(), &name);
        let ty = match (&b.type_ann, init) {
            (Some(t), _) => {
                let mut s = p.sub();
                s.ty(&t.type_ann);
                Some(s.out)
            }
            (None, Some(e)) => infer::expr_type(e, &p, v.kind == VarDeclKind::Const),
            _ => None,
        };
        if let Some(t) = ty {
            p.p(":");
            p.sp();
            p.append(t);
        }
        d.sigs.push(RawSig { tokens: p.out, ..Default::default() });
        if let Some(TsType::TsTypeLit(l)) = b.type_ann.as_deref().map(|t| &*t.type_ann) {
            d.members = type_members(file, &[], &l.members);
        }
        out.push(d);
    }
    out
}

pub(crate) fn default_expr(file: &Parsed, scope: ScopeId, e: &Expr, lo: BytePos) -> RawDecl {
    let doc = doc_at(file, &[lo]);
    match as_function(e) {
        Some(Expr::Arrow(a)) => arrow_function(file, scope, "default", a.span, a, doc),
        Some(Expr::Fn(f)) => {
            let mut d = function(file, scope, "default", f.function.span, &f.function, lo);
            d.doc = doc;
            d
        }
        _ => match e {
            Expr::Class(c) => class(file, scope, "default", c.class.span, &c.class, lo),
            _ => {
                let mut d = decl(file, Kind::Variable, scope, "default", e.span(), doc);
                let mut p = Printer::new(file, &[]);
                p.kw("const");
                p.sp();
                p.name(class::constant(), "default");
                if let Some(t) = infer::expr_type(e, &p, true) {
                    p.p(":");
                    p.sp();
                    p.append(t);
                }
                d.sigs.push(RawSig { tokens: p.out, ..Default::default() });
                d
            }
        },
    }
}

pub(crate) fn class(file: &Parsed, scope: ScopeId, name: &str, name_span: Span, c: &Class, lo: BytePos) -> RawDecl {
    let mut positions = vec![lo];
    positions.extend(c.decorators.iter().map(|d| d.span.lo));
    let doc = doc_at(file, &positions);
    let mut d = decl(file, Kind::Class, scope, name, name_span, doc);
    let outer = tparam_names(c.type_params.as_deref());
    let mut p = Printer::new(file, &[]);
    if c.is_abstract {
        p.kw("abstract");
        p.sp();
    }
    p.kw("class");
    p.sp();
    p.name(class::ty(), name);
    p.type_param_decl(c.type_params.as_deref());
    let type_params = raw_type_params(&p, c.type_params.as_deref());
    if let Some(sc) = &c.super_class {
        p.sp();
        p.kw("extends");
        p.sp();
        p.expr_with_type_args(sc, c.super_type_params.as_deref());
    }
    if !c.implements.is_empty() {
        p.sp();
        p.kw("implements");
        p.sp();
        for (i, im) in c.implements.iter().enumerate() {
            if i > 0 {
                p.p(",");
                p.sp();
            }
            p.expr_with_type_args(&im.expr, im.type_args.as_deref());
        }
    }
    d.sigs.push(RawSig { tokens: p.out, type_params, ..Default::default() });
    d.members = class_members(file, &outer, name, c);
    d
}

fn member(kind: &'static str, name: String) -> RawMember {
    RawMember {
        kind,
        name,
        is_static: false,
        is_abstract: false,
        is_readonly: false,
        is_optional: false,
        visibility: "public",
        sigs: Vec::new(),
        visible: true,
    }
}

/// Adds a signature to the member with the same kind, name and staticness, or a new member.
fn push_member(out: &mut Vec<RawMember>, m: RawMember) {
    if let Some(existing) = out.iter_mut().find(|e| e.kind == m.kind && e.name == m.name && e.is_static == m.is_static) {
        existing.sigs.extend(m.sigs);
        existing.visible &= m.visible;
        existing.is_readonly &= m.is_readonly;
    } else {
        out.push(m);
    }
}

/// Implementation signatures are not part of the API when overloads are declared.
fn drop_implementations(members: &mut [RawMember]) {
    for m in members {
        if m.sigs.len() > 1 && m.sigs.iter().any(|s| !s.has_body) {
            m.sigs.retain(|s| !s.has_body);
        }
    }
}

fn class_members(file: &Parsed, outer: &[String], class_name: &str, c: &Class) -> Vec<RawMember> {
    let mut out: Vec<RawMember> = Vec::new();
    for cm in &c.body {
        let members = match cm {
            ClassMember::Constructor(ctor) => constructor(file, outer, class_name, ctor),
            ClassMember::Method(cm) => vec![method(file, outer, cm)],
            ClassMember::ClassProp(cp) => vec![property(file, outer, cp)],
            ClassMember::AutoAccessor(aa) => auto_accessor(file, outer, aa).into_iter().collect(),
            ClassMember::TsIndexSignature(ix) => vec![class_index_signature(file, outer, ix)],
            // `#private` members, static blocks and stray semicolons are not API.
            _ => Vec::new(),
        };
        for m in members {
            push_member(&mut out, m);
        }
    }
    drop_implementations(&mut out);
    out
}

/// The constructor, preceded by its parameter properties (`constructor(public readonly x: T)`
/// declares a property `x` too).
fn constructor(file: &Parsed, outer: &[String], class_name: &str, ctor: &Constructor) -> Vec<RawMember> {
    let mut out = Vec::new();
    let doc = doc_at(file, &[ctor.span.lo]);
    let mut m = member("constructor", "constructor".into());
    m.visible = ctor.accessibility != Some(Accessibility::Private) && !doc.hidden;
    m.visibility = ctor.accessibility.map(accessibility).unwrap_or("public");
    let params: Vec<ParamView> = ctor.params.iter().map(|p| ParamView::from_ctor_param(p, file)).collect();
    let prefix = vec![tok(class::kw(), "new"), tok(class::plain(), " "), tok(class::ty(), class_name)];
    let mut sig = callable(file, outer, prefix, None, &params, Ret::None);
    sig.has_body = ctor.body.is_some();
    // Parameter properties (`constructor(public readonly x: T)`) are properties too.
    for (pv, raw) in params.iter().zip(&sig.params) {
        if pv.modifiers.is_empty() || pv.modifiers.contains(&"private") {
            continue;
        }
        let mut pm = member("property", pv.name.clone());
        pm.is_readonly = pv.modifiers.contains(&"readonly");
        pm.is_optional = pv.optional;
        pm.visibility = if pv.modifiers.contains(&"protected") { "protected" } else { "public" };
        let mut p = Printer::new(file, outer);
        if pm.is_readonly {
            p.kw("readonly");
            p.sp();
        }
        p.name(class::prop(), &pv.name);
        if pm.is_optional {
            p.op("?");
        }
        if !raw.ty.is_empty() {
            p.p(":");
            p.sp();
            p.append(raw.ty.clone());
        }
        let pdoc = doc.param(&pv.name).map(|t| RawDoc { exists: true, summary: t.clone(), ..Default::default() }).unwrap_or_default();
        pm.sigs.push(RawSig { tokens: p.out, doc: pdoc, ..Default::default() });
        out.push(pm);
    }
    sig.doc = doc;
    m.sigs.push(sig);
    out.push(m);
    out
}

fn method(file: &Parsed, outer: &[String], cm: &ClassMethod) -> RawMember {
    let mut positions = vec![cm.span.lo];
    positions.extend(cm.function.decorators.iter().map(|d| d.span.lo));
    let doc = doc_at(file, &positions);
    let name = prop_name(&cm.key, file);
    let kind = if cm.kind == MethodKind::Method { "method" } else { "accessor" };
    let mut m = member(kind, name.clone());
    m.is_static = cm.is_static;
    m.is_abstract = cm.is_abstract;
    m.is_optional = cm.is_optional;
    m.visibility = cm.accessibility.map(accessibility).unwrap_or("public");
    m.visible = cm.accessibility != Some(Accessibility::Private) && !doc.hidden;
    let mut prefix = Vec::new();
    if cm.is_static {
        prefix.extend([tok(class::kw(), "static"), tok(class::plain(), " ")]);
    }
    match cm.kind {
        MethodKind::Getter => prefix.extend([tok(class::kw(), "get"), tok(class::plain(), " "), tok(class::prop(), &name)]),
        MethodKind::Setter => prefix.extend([tok(class::kw(), "set"), tok(class::plain(), " "), tok(class::prop(), &name)]),
        MethodKind::Method => {
            prefix.push(tok(class::func(), &name));
            if cm.is_optional {
                prefix.push(tok(class::op(), "?"));
            }
        }
    }
    let f = &cm.function;
    let params: Vec<ParamView> = f.params.iter().map(|p| ParamView::from_pat(&p.pat, file)).collect();
    let ret = match (&f.return_type, cm.kind) {
        (Some(t), _) => Ret::Type(&t.type_ann),
        (None, MethodKind::Setter) => Ret::None,
        (None, _) => Ret::Infer { body: fn_body(f), expr: None, is_async: f.is_async, is_generator: f.is_generator },
    };
    let mut sig = callable(file, outer, prefix, f.type_params.as_deref(), &params, ret);
    sig.has_body = f.body.is_some();
    sig.doc = doc;
    m.sigs.push(sig);
    m
}

fn property(file: &Parsed, outer: &[String], cp: &ClassProp) -> RawMember {
    let mut positions = vec![cp.span.lo];
    positions.extend(cp.decorators.iter().map(|d| d.span.lo));
    let doc = doc_at(file, &positions);
    let name = prop_name(&cp.key, file);
    let mut m = member("property", name.clone());
    m.is_static = cp.is_static;
    m.is_abstract = cp.is_abstract;
    m.is_optional = cp.is_optional;
    m.is_readonly = cp.readonly;
    m.visibility = cp.accessibility.map(accessibility).unwrap_or("public");
    m.visible = cp.accessibility != Some(Accessibility::Private) && !doc.hidden;
    let mut p = Printer::new(file, outer);
    if cp.is_static {
        p.kw("static");
        p.sp();
    }
    if cp.readonly {
        p.kw("readonly");
        p.sp();
    }
    p.name(class::prop(), &name);
    if cp.is_optional {
        p.op("?");
    }
    let ty = match (&cp.type_ann, &cp.value) {
        (Some(t), _) => {
            let mut s = p.sub();
            s.ty(&t.type_ann);
            Some(s.out)
        }
        (None, Some(v)) => infer::expr_type(v, &p, cp.readonly),
        _ => None,
    };
    if let Some(t) = ty {
        p.p(":");
        p.sp();
        p.append(t);
    }
    m.sigs.push(RawSig { tokens: p.out, doc, ..Default::default() });
    m
}

/// `accessor x: T` (a public key only: `#private` ones are not API).
fn auto_accessor(file: &Parsed, outer: &[String], aa: &AutoAccessor) -> Option<RawMember> {
    let doc = doc_at(file, &[aa.span.lo]);
    let Key::Public(key) = &aa.key else { return None };
    let name = prop_name(key, file);
    let mut m = member("accessor", name.clone());
    m.is_static = aa.is_static;
    m.visibility = aa.accessibility.map(accessibility).unwrap_or("public");
    m.visible = aa.accessibility != Some(Accessibility::Private) && !doc.hidden;
    let mut p = Printer::new(file, outer);
    p.kw("accessor");
    p.sp();
    p.name(class::prop(), &name);
    if let Some(t) = &aa.type_ann {
        p.p(":");
        p.sp();
        p.ty(&t.type_ann);
    }
    m.sigs.push(RawSig { tokens: p.out, doc, ..Default::default() });
    Some(m)
}

fn class_index_signature(file: &Parsed, outer: &[String], ix: &TsIndexSignature) -> RawMember {
    let doc = doc_at(file, &[ix.span.lo]);
    let mut m = member("index", "index signature".into());
    m.is_static = ix.is_static;
    m.is_readonly = ix.readonly;
    m.visible = !doc.hidden;
    let mut p = Printer::new(file, outer);
    p.index_signature(ix);
    m.sigs.push(RawSig { tokens: p.out, doc, ..Default::default() });
    m
}

pub(crate) fn interface(file: &Parsed, scope: ScopeId, i: &TsInterfaceDecl, lo: BytePos) -> RawDecl {
    let doc = doc_at(file, &[lo, i.span.lo]);
    let name = i.id.sym.to_string();
    let mut d = decl(file, Kind::Interface, scope, &name, i.id.span, doc);
    let outer = tparam_names(i.type_params.as_deref());
    let mut p = Printer::new(file, &[]);
    p.kw("interface");
    p.sp();
    p.name(class::ty(), &name);
    p.type_param_decl(i.type_params.as_deref());
    let type_params = raw_type_params(&p, i.type_params.as_deref());
    if !i.extends.is_empty() {
        p.sp();
        p.kw("extends");
        p.sp();
        for (n, e) in i.extends.iter().enumerate() {
            if n > 0 {
                p.p(",");
                p.sp();
            }
            p.expr_with_type_args(&e.expr, e.type_args.as_deref());
        }
    }
    d.sigs.push(RawSig { tokens: p.out, type_params, ..Default::default() });
    d.members = type_members(file, &outer, &i.body.body);
    d
}

/// Members of an interface or object type literal.
pub(crate) fn type_members(file: &Parsed, outer: &[String], elems: &[TsTypeElement]) -> Vec<RawMember> {
    let mut out = Vec::new();
    for e in elems {
        let doc = doc_at(file, &[e.span().lo]);
        let (kind, name, optional, readonly) = match e {
            TsTypeElement::TsPropertySignature(p) => ("property", expr_key_name(&p.key, p.computed, file), p.optional, p.readonly),
            TsTypeElement::TsMethodSignature(m) => ("method", expr_key_name(&m.key, m.computed, file), m.optional, false),
            TsTypeElement::TsGetterSignature(g) => ("accessor", expr_key_name(&g.key, g.computed, file), false, false),
            TsTypeElement::TsSetterSignature(s) => ("accessor", expr_key_name(&s.key, s.computed, file), false, false),
            TsTypeElement::TsCallSignatureDecl(_) => ("call", "call signature".to_string(), false, false),
            TsTypeElement::TsConstructSignatureDecl(_) => ("construct", "constructor signature".to_string(), false, false),
            TsTypeElement::TsIndexSignature(i) => ("index", "index signature".to_string(), false, i.readonly),
        };
        let mut m = member(kind, name);
        m.is_optional = optional;
        m.is_readonly = readonly;
        m.visible = !doc.hidden;
        let sig = match e {
            TsTypeElement::TsMethodSignature(ms) => {
                let mut prefix = vec![tok(class::func(), &m.name)];
                if ms.optional {
                    prefix.push(tok(class::op(), "?"));
                }
                let params: Vec<ParamView> = ms.params.iter().map(|p| ParamView::from_ts_fn_param(p, file)).collect();
                let ret = ms.type_ann.as_deref().map(|t| Ret::Type(&t.type_ann)).unwrap_or(Ret::None);
                callable(file, outer, prefix, ms.type_params.as_deref(), &params, ret)
            }
            TsTypeElement::TsCallSignatureDecl(c) => {
                let params: Vec<ParamView> = c.params.iter().map(|p| ParamView::from_ts_fn_param(p, file)).collect();
                let ret = c.type_ann.as_deref().map(|t| Ret::Type(&t.type_ann)).unwrap_or(Ret::None);
                callable(file, outer, Vec::new(), c.type_params.as_deref(), &params, ret)
            }
            TsTypeElement::TsConstructSignatureDecl(c) => {
                let params: Vec<ParamView> = c.params.iter().map(|p| ParamView::from_ts_fn_param(p, file)).collect();
                let ret = c.type_ann.as_deref().map(|t| Ret::Type(&t.type_ann)).unwrap_or(Ret::None);
                callable(file, outer, vec![tok(class::kw(), "new"), tok(class::plain(), " ")], c.type_params.as_deref(), &params, ret)
            }
            TsTypeElement::TsGetterSignature(g) => {
                let prefix = vec![tok(class::kw(), "get"), tok(class::plain(), " "), tok(class::prop(), &m.name)];
                let ret = g.type_ann.as_deref().map(|t| Ret::Type(&t.type_ann)).unwrap_or(Ret::None);
                callable(file, outer, prefix, None, &[], ret)
            }
            TsTypeElement::TsSetterSignature(s) => {
                let prefix = vec![tok(class::kw(), "set"), tok(class::plain(), " "), tok(class::prop(), &m.name)];
                callable(file, outer, prefix, None, &[ParamView::from_ts_fn_param(&s.param, file)], Ret::None)
            }
            other => {
                let mut p = Printer::new(file, outer);
                p.type_element(other);
                RawSig { tokens: p.out, ..Default::default() }
            }
        };
        m.sigs.push(RawSig { doc, ..sig });
        push_member(&mut out, m);
    }
    out
}

pub(crate) fn type_alias(file: &Parsed, scope: ScopeId, t: &TsTypeAliasDecl, lo: BytePos) -> RawDecl {
    let doc = doc_at(file, &[lo, t.span.lo]);
    let name = t.id.sym.to_string();
    let mut d = decl(file, Kind::Type, scope, &name, t.id.span, doc);
    let outer = tparam_names(t.type_params.as_deref());
    let mut p = Printer::new(file, &[]);
    p.kw("type");
    p.sp();
    p.name(class::ty(), &name);
    p.type_param_decl(t.type_params.as_deref());
    let type_params = raw_type_params(&p, t.type_params.as_deref());
    p.sp();
    p.op("=");
    // Long unions read best one alternative per line.
    let mut body = p.sub();
    body.ty(&t.type_ann);
    let union = match &*t.type_ann {
        TsType::TsUnionOrIntersectionType(TsUnionOrIntersectionType::TsUnionType(u)) => Some(u),
        _ => None,
    };
    match union {
        Some(u) if width(&p.out) + width(&body.out) > WRAP => {
            p.indent += 1;
            for ty in &u.types {
                p.nl();
                p.op("|");
                p.sp();
                p.ty(ty);
            }
            p.indent -= 1;
        }
        _ => {
            p.sp();
            p.append(body.out);
        }
    }
    d.sigs.push(RawSig { tokens: p.out, type_params, ..Default::default() });
    if let TsType::TsTypeLit(l) = &*t.type_ann {
        d.members = type_members(file, &outer, &l.members);
    }
    d
}

pub(crate) fn enumeration(file: &Parsed, scope: ScopeId, e: &TsEnumDecl, lo: BytePos) -> RawDecl {
    let doc = doc_at(file, &[lo, e.span.lo]);
    let name = e.id.sym.to_string();
    let mut d = decl(file, Kind::Enum, scope, &name, e.id.span, doc);
    let mut p = Printer::new(file, &[]);
    if e.is_const {
        p.kw("const");
        p.sp();
    }
    p.kw("enum");
    p.sp();
    p.name(class::ty(), &name);
    d.sigs.push(RawSig { tokens: p.out, ..Default::default() });
    for m in &e.members {
        let doc = doc_at(file, &[m.span.lo]);
        let mname = match &m.id {
            TsEnumMemberId::Ident(i) => i.sym.to_string(),
            TsEnumMemberId::Str(s) => s.value.to_atom_lossy().to_string(),
        };
        let mut rm = member("enum-member", mname.clone());
        rm.visible = !doc.hidden;
        let mut p = Printer::new(file, &[]);
        p.name(class::prop(), &mname);
        if let Some(init) = &m.init {
            p.sp();
            p.op("=");
            p.sp();
            let c = match &**init {
                Expr::Lit(Lit::Str(_)) | Expr::Tpl(_) => class::str(),
                Expr::Lit(Lit::Num(_)) | Expr::Unary(_) => class::num(),
                _ => class::plain(),
            };
            p.name(c, file.text(init.span()));
        }
        rm.sigs.push(RawSig { tokens: p.out, doc, ..Default::default() });
        push_member(&mut d.members, rm);
    }
    d
}

pub(crate) fn namespace(file: &Parsed, scope: ScopeId, name: &str, name_span: Span, inner: ScopeId, lo: BytePos) -> RawDecl {
    let doc = doc_at(file, &[lo]);
    let mut d = decl(file, Kind::Namespace, scope, name, name_span, doc);
    d.inner = Some(inner);
    d
}

/// Every module specifier of a file's imports and exports, with the span of its string.
pub(crate) fn specifiers(file: &Parsed) -> Vec<(String, Range<usize>)> {
    let mut out = Vec::new();
    for item in &file.module.body {
        let ModuleItem::ModuleDecl(md) = item else { continue };
        let src = match md {
            ModuleDecl::Import(i) => Some(&*i.src),
            ModuleDecl::ExportNamed(n) => n.src.as_deref(),
            ModuleDecl::ExportAll(a) => Some(&*a.src),
            ModuleDecl::TsImportEquals(ie) => match &ie.module_ref {
                TsModuleRef::TsExternalModuleRef(r) => Some(&r.expr),
                _ => None,
            },
            _ => None,
        };
        if let Some(s) = src {
            out.push((s.value.to_atom_lossy().to_string(), file.range(s.span)));
        }
    }
    out
}
