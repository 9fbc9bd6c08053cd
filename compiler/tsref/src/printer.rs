//! TypeScript types and parameter lists → coloured tokens (our own printer, not swc's
//! code generator): every type name becomes a token that can carry a link, and long
//! parameter lists and object types break over lines the way a formatter would.

use crate::source::Parsed;
use crate::tokens::{class, width, Ref, RefBase, Tok};
use swc_core::ecma::ast::*;

/// Parameter lists wider than this break one parameter per line.
pub(crate) const WRAP: usize = 100;

pub(crate) struct Printer<'a> {
    pub file: &'a Parsed,
    pub out: Vec<Tok>,
    pub indent: usize,
    /// Type parameters in scope (never linked).
    pub tparams: Vec<String>,
    /// Declared types of the parameters in scope, for inferring `a + b`.
    pub env: Vec<(String, Vec<Tok>)>,
    /// Measuring, not printing: see `Probe`.
    probe: Option<Probe>,
}

/// A printer that only measures whether a part fits on one line. Layout decisions
/// (break a conditional type, a type literal) measure the part before printing it;
/// measuring by printing in full made every nesting level print its subtree twice, which
/// is exponential (24 nested conditional types took 43 s, 50 nested object types never
/// ended). A probe prints everything inline, stops once it is wider than `cap`, and notes
/// a part that would break in the real layout (`broke`), so each measurement is bounded.
#[derive(Clone, Copy)]
struct Probe {
    cap: usize,
    width: usize,
    broke: bool,
}

/// A parameter of a function, method, constructor, call signature or function type.
#[derive(Clone, Default)]
pub(crate) struct ParamView<'a> {
    /// The name in the parameter table (`options`, or `{ a, b }` for a destructured one).
    pub name: String,
    pub destructured: bool,
    pub ty: Option<&'a TsType>,
    pub optional: bool,
    pub rest: bool,
    pub default: Option<&'a Expr>,
    /// `public readonly` and the like on constructor parameter properties.
    pub modifiers: Vec<&'static str>,
    /// The type inferred from `default` when `ty` is absent (filled by the extractor, which
    /// owns inference: the printer only prints what it is given).
    pub inferred: Option<Vec<Tok>>,
}

impl<'a> ParamView<'a> {
    pub(crate) fn from_pat(pat: &'a Pat, file: &Parsed) -> ParamView<'a> {
        let mut v = ParamView::default();
        v.fill(pat, file);
        v
    }

    fn fill(&mut self, pat: &'a Pat, file: &Parsed) {
        match pat {
            Pat::Ident(b) => {
                self.name = b.id.sym.to_string();
                self.optional |= b.id.optional;
                self.ty = self.ty.or(b.type_ann.as_deref().map(|t| &*t.type_ann));
            }
            Pat::Assign(a) => {
                self.default = Some(&a.right);
                self.optional = true;
                self.fill(&a.left, file);
            }
            Pat::Rest(r) => {
                self.rest = true;
                self.ty = r.type_ann.as_deref().map(|t| &*t.type_ann);
                self.fill(&r.arg, file);
            }
            Pat::Object(o) => {
                self.destructured = true;
                self.optional |= o.optional;
                self.ty = self.ty.or(o.type_ann.as_deref().map(|t| &*t.type_ann));
                let keys = object_keys(o, file);
                self.name = if keys.is_empty() { "{}".into() } else { format!("{{ {} }}", keys.join(", ")) };
            }
            Pat::Array(a) => {
                self.destructured = true;
                self.optional |= a.optional;
                self.ty = self.ty.or(a.type_ann.as_deref().map(|t| &*t.type_ann));
                let names: Vec<String> = a.elems.iter().map(|e| e.as_ref().map(|p| pat_name(p, file)).unwrap_or_default()).collect();
                self.name = format!("[{}]", names.join(", "));
            }
            _ => self.name = file.text(pat.span()).to_string(),
        }
    }

    pub(crate) fn from_ts_fn_param(p: &'a TsFnParam, file: &Parsed) -> ParamView<'a> {
        let mut v = ParamView::default();
        match p {
            TsFnParam::Ident(b) => {
                v.name = b.id.sym.to_string();
                v.optional = b.id.optional;
                v.ty = b.type_ann.as_deref().map(|t| &*t.type_ann);
            }
            TsFnParam::Rest(r) => {
                v.rest = true;
                v.ty = r.type_ann.as_deref().map(|t| &*t.type_ann);
                v.name = pat_name(&r.arg, file);
            }
            TsFnParam::Object(o) => {
                let pat_view = ParamView::from_obj(o, file);
                return pat_view;
            }
            TsFnParam::Array(a) => {
                v.destructured = true;
                v.optional = a.optional;
                v.ty = a.type_ann.as_deref().map(|t| &*t.type_ann);
                v.name = file.text(a.span).split(':').next().unwrap_or("").trim().to_string();
            }
        }
        v
    }

    fn from_obj(o: &'a ObjectPat, file: &Parsed) -> ParamView<'a> {
        let mut v = ParamView {
            name: String::new(),
            destructured: true,
            ty: o.type_ann.as_deref().map(|t| &*t.type_ann),
            optional: o.optional,
            rest: false,
            default: None,
            modifiers: Vec::new(),
            inferred: None,
        };
        v.name = format!("{{ {} }}", object_keys(o, file).join(", "));
        v
    }

    pub(crate) fn from_ctor_param(p: &'a ParamOrTsParamProp, file: &Parsed) -> ParamView<'a> {
        match p {
            ParamOrTsParamProp::Param(p) => ParamView::from_pat(&p.pat, file),
            ParamOrTsParamProp::TsParamProp(pp) => {
                let mut v = match &pp.param {
                    TsParamPropParam::Ident(b) => ParamView {
                        name: b.id.sym.to_string(),
                        destructured: false,
                        ty: b.type_ann.as_deref().map(|t| &*t.type_ann),
                        optional: b.id.optional,
                        rest: false,
                        default: None,
                        modifiers: Vec::new(),
                        inferred: None,
                    },
                    TsParamPropParam::Assign(a) => {
                        let mut v = ParamView::from_pat(&a.left, file);
                        v.default = Some(&a.right);
                        v.optional = true;
                        v
                    }
                };
                if let Some(acc) = pp.accessibility {
                    v.modifiers.push(accessibility(acc));
                }
                if pp.readonly {
                    v.modifiers.push("readonly");
                }
                v
            }
        }
    }
}

pub(crate) fn accessibility(a: Accessibility) -> &'static str {
    match a {
        Accessibility::Public => "public",
        Accessibility::Protected => "protected",
        Accessibility::Private => "private",
    }
}

/// The keys a destructuring object pattern binds (`a`, `b`, `...rest`): a parameter written
/// as `{ a, b: renamed }` is shown by the keys a caller passes, not the local names.
fn object_keys(o: &ObjectPat, file: &Parsed) -> Vec<String> {
    o.props
        .iter()
        .map(|p| match p {
            ObjectPatProp::KeyValue(kv) => prop_name(&kv.key, file),
            ObjectPatProp::Assign(a) => a.key.id.sym.to_string(),
            ObjectPatProp::Rest(r) => format!("...{}", pat_name(&r.arg, file)),
        })
        .collect()
}

fn pat_name(p: &Pat, file: &Parsed) -> String {
    match p {
        Pat::Ident(b) => b.id.sym.to_string(),
        Pat::Assign(a) => pat_name(&a.left, file),
        Pat::Rest(r) => format!("...{}", pat_name(&r.arg, file)),
        other => {
            let t = file.text(other.span());
            t.split(':').next().unwrap_or(t).trim().to_string()
        }
    }
}

/// Display name of a property key: `name`, `"quoted-name"`, `[Symbol.iterator]`, `0`.
pub(crate) fn prop_name(key: &PropName, file: &Parsed) -> String {
    match key {
        PropName::Ident(i) => i.sym.to_string(),
        PropName::Str(s) => {
            let v = s.value.to_atom_lossy().to_string();
            if is_identifier(&v) {
                v
            } else {
                file.text(s.span).to_string()
            }
        }
        PropName::Num(n) => file.text(n.span).to_string(),
        PropName::BigInt(b) => file.text(b.span).to_string(),
        PropName::Computed(c) => format!("[{}]", file.text(c.expr.span())),
    }
}

/// Display name of a key written as an expression (interface and type literal members).
pub(crate) fn expr_key_name(key: &Expr, computed: bool, file: &Parsed) -> String {
    match key {
        Expr::Ident(i) if !computed => i.sym.to_string(),
        Expr::Lit(Lit::Str(s)) if !computed => {
            let v = s.value.to_atom_lossy().to_string();
            if is_identifier(&v) {
                v
            } else {
                file.text(s.span).to_string()
            }
        }
        other if computed => format!("[{}]", file.text(other.span())),
        other => file.text(other.span()).to_string(),
    }
}

fn is_identifier(s: &str) -> bool {
    let mut c = s.chars();
    matches!(c.next(), Some(f) if f.is_alphabetic() || f == '_' || f == '$') && c.all(|x| x.is_alphanumeric() || x == '_' || x == '$')
}

use swc_core::common::Spanned;

impl<'a> Printer<'a> {
    pub(crate) fn new(file: &'a Parsed, tparams: &[String]) -> Self {
        Printer { file, out: Vec::new(), indent: 0, tparams: tparams.to_vec(), env: Vec::new(), probe: None }
    }

    /// An empty printer with the same scope, for measuring a part before placing it.
    pub(crate) fn sub(&self) -> Printer<'a> {
        let probe = self.probe.map(|p| Probe { width: 0, broke: false, ..p });
        Printer { file: self.file, out: Vec::new(), indent: self.indent, tparams: self.tparams.clone(), env: self.env.clone(), probe }
    }

    /// A measuring printer (see `Probe`) with room for `cap` characters.
    fn probe(&self, cap: usize) -> Printer<'a> {
        let mut p = self.sub();
        p.indent = 0;
        p.probe = Some(Probe { cap, width: 0, broke: false });
        p
    }

    /// A probe that has seen enough: wider than its cap, or broken over lines.
    fn probe_done(&self) -> bool {
        self.probe.is_some_and(|p| p.broke || p.width > p.cap)
    }

    /// Whether a probe's part fits on one line within its cap.
    fn probe_fits(&self) -> bool {
        !self.probe_done() && !self.out.iter().any(|t| t.text.contains('\n'))
    }

    pub(crate) fn push(&mut self, class: u32, text: impl Into<String>) {
        let text = text.into();
        if let Some(p) = &mut self.probe {
            p.width += text.chars().count();
            p.broke |= text.contains('\n');
        }
        self.out.push(Tok { class, text, refer: None });
    }
    pub(crate) fn kw(&mut self, s: &str) {
        self.push(class::kw(), s);
    }
    pub(crate) fn p(&mut self, s: &str) {
        self.push(class::punct(), s);
    }
    pub(crate) fn op(&mut self, s: &str) {
        self.push(class::op(), s);
    }
    pub(crate) fn sp(&mut self) {
        self.push(class::plain(), " ");
    }
    pub(crate) fn nl(&mut self) {
        let s = format!("\n{}", "  ".repeat(self.indent));
        self.push(class::plain(), s);
    }
    pub(crate) fn name(&mut self, class: u32, s: &str) {
        self.push(class, s);
    }
    pub(crate) fn append(&mut self, toks: Vec<Tok>) {
        if let Some(p) = &mut self.probe {
            p.width += width(&toks);
            p.broke |= toks.iter().any(|t| t.text.contains('\n'));
        }
        self.out.extend(toks);
    }

    /// A referenced name; type parameters in scope are never linked.
    pub(crate) fn reference(&mut self, parts: Vec<String>, value: bool, base: RefBase) {
        let text = parts.join(".");
        let is_tparam = base == RefBase::Scope && parts.len() == 1 && self.tparams.contains(&parts[0]);
        let refer = (!is_tparam).then_some(Ref { base, parts, value });
        let class = if value { class::plain() } else { class::ty() };
        if let Some(p) = &mut self.probe {
            p.width += text.chars().count();
        }
        self.out.push(Tok { class, text, refer });
    }

    pub(crate) fn entity(&mut self, n: &TsEntityName, value: bool, base: RefBase) {
        self.reference(entity_parts(n), value, base);
    }

    pub(crate) fn type_args(&mut self, a: Option<&TsTypeParamInstantiation>) {
        if let Some(a) = a {
            self.p("<");
            for (i, t) in a.params.iter().enumerate() {
                if i > 0 {
                    self.p(",");
                    self.sp();
                }
                self.ty(t);
            }
            self.p(">");
        }
    }

    /// Brings type parameter names into scope (call before printing what uses them).
    pub(crate) fn declare_tparams(&mut self, d: Option<&TsTypeParamDecl>) {
        if let Some(d) = d {
            self.tparams.extend(d.params.iter().map(|p| p.name.sym.to_string()));
        }
    }

    pub(crate) fn type_param_decl(&mut self, d: Option<&TsTypeParamDecl>) {
        let Some(d) = d else { return };
        self.declare_tparams(Some(d));
        self.p("<");
        for (i, tp) in d.params.iter().enumerate() {
            if i > 0 {
                self.p(",");
                self.sp();
            }
            self.type_param(tp);
        }
        self.p(">");
    }

    fn type_param(&mut self, tp: &TsTypeParam) {
        if tp.is_const {
            self.kw("const");
            self.sp();
        }
        if tp.is_in {
            self.kw("in");
            self.sp();
        }
        if tp.is_out {
            self.kw("out");
            self.sp();
        }
        self.name(class::ty(), &tp.name.sym);
        if let Some(c) = &tp.constraint {
            self.sp();
            self.kw("extends");
            self.sp();
            self.ty(c);
        }
        if let Some(d) = &tp.default {
            self.sp();
            self.op("=");
            self.sp();
            self.ty(d);
        }
    }

    /// `(a: A, b?: B)`, broken one per line when `prefix_width` plus the list is too wide.
    pub(crate) fn params(&mut self, ps: &[ParamView], prefix_width: usize) {
        let parts: Vec<Vec<Tok>> = ps.iter().map(|p| self.param(p)).collect();
        let inline: usize = parts.iter().map(|p| width(p) + 2).sum::<usize>() + 2;
        let multiline = prefix_width + inline > WRAP || parts.iter().any(|p| p.iter().any(|t| t.text.contains('\n')));
        if let Some(p) = &mut self.probe {
            p.width += inline;
            p.broke |= multiline;
        }
        self.p("(");
        if multiline && !parts.is_empty() {
            self.indent += 1;
            for part in parts {
                self.nl();
                // Re-indent the continuation lines of multi-line parameter types.
                let pad = "  ".repeat(self.indent);
                for mut t in part {
                    if t.text.contains('\n') {
                        t.text = t.text.replace('\n', &format!("\n{pad}"));
                    }
                    self.out.push(t);
                }
                self.p(",");
            }
            self.indent -= 1;
            self.nl();
        } else {
            for (i, part) in parts.into_iter().enumerate() {
                if i > 0 {
                    self.p(",");
                    self.sp();
                }
                self.out.extend(part);
            }
        }
        self.p(")");
    }

    /// One parameter as it appears in a signature: `readonly name?: Type`.
    pub(crate) fn param(&self, p: &ParamView) -> Vec<Tok> {
        // Parameter-property modifiers are an implementation detail: the properties are
        // documented as members, the signature shows what a caller passes.
        let mut s = self.sub();
        s.indent = 0;
        if p.rest {
            s.op("...");
        }
        s.name(class::plain(), &p.name);
        if p.optional && !p.rest {
            s.op("?");
        }
        if let Some(t) = self.param_type(p) {
            s.p(":");
            s.sp();
            s.out.extend(t);
        }
        s.out
    }

    /// The declared type of a parameter, or the type inferred from its default value.
    pub(crate) fn param_type(&self, p: &ParamView) -> Option<Vec<Tok>> {
        let mut s = self.sub();
        s.indent = 0;
        match p.ty {
            Some(t) => {
                s.ty(t);
                Some(s.out)
            }
            None => p.inferred.clone(),
        }
    }

    /// `<T>(params) => Ret`, shared by function and constructor types; the type parameters
    /// are in scope for the parameters and the return type only.
    fn fn_type(&mut self, type_params: Option<&TsTypeParamDecl>, params: &[TsFnParam], ret: &TsType) {
        let saved = self.tparams.len();
        self.type_param_decl(type_params);
        let ps: Vec<ParamView> = params.iter().map(|p| ParamView::from_ts_fn_param(p, self.file)).collect();
        self.params(&ps, 0);
        self.sp();
        self.op("=>");
        self.sp();
        self.ty(ret);
        self.tparams.truncate(saved);
    }

    pub(crate) fn ty(&mut self, t: &TsType) {
        if self.probe_done() {
            return;
        }
        match t {
            TsType::TsKeywordType(k) => self.push(class::builtin(), keyword(k.kind)),
            TsType::TsThisType(_) => self.kw("this"),
            TsType::TsFnOrConstructorType(f) => match f {
                TsFnOrConstructorType::TsFnType(f) => self.fn_type(f.type_params.as_deref(), &f.params, &f.type_ann.type_ann),
                TsFnOrConstructorType::TsConstructorType(c) => {
                    if c.is_abstract {
                        self.kw("abstract");
                        self.sp();
                    }
                    self.kw("new");
                    self.sp();
                    self.fn_type(c.type_params.as_deref(), &c.params, &c.type_ann.type_ann);
                }
            },
            TsType::TsTypeRef(r) => {
                self.entity(&r.type_name, false, RefBase::Scope);
                self.type_args(r.type_params.as_deref());
            }
            TsType::TsTypeQuery(q) => {
                self.kw("typeof");
                self.sp();
                match &q.expr_name {
                    TsTypeQueryExpr::TsEntityName(n) => self.entity(n, true, RefBase::Scope),
                    TsTypeQueryExpr::Import(i) => self.import_type(i, true),
                }
                self.type_args(q.type_args.as_deref());
            }
            TsType::TsTypeLit(l) => self.type_lit(&l.members),
            TsType::TsArrayType(a) => {
                self.ty(&a.elem_type);
                self.p("[]");
            }
            TsType::TsTupleType(t) => self.tuple(t),
            TsType::TsOptionalType(o) => {
                self.ty(&o.type_ann);
                self.op("?");
            }
            TsType::TsRestType(r) => {
                self.op("...");
                self.ty(&r.type_ann);
            }
            TsType::TsUnionOrIntersectionType(u) => self.union(u),
            TsType::TsConditionalType(c) => self.conditional_fitted(c),
            TsType::TsInferType(i) => {
                self.kw("infer");
                self.sp();
                self.tparams.push(i.type_param.name.sym.to_string());
                self.type_param(&i.type_param);
            }
            TsType::TsParenthesizedType(p) => {
                self.p("(");
                self.ty(&p.type_ann);
                self.p(")");
            }
            TsType::TsTypeOperator(o) => {
                self.kw(match o.op {
                    TsTypeOperatorOp::KeyOf => "keyof",
                    TsTypeOperatorOp::Unique => "unique",
                    TsTypeOperatorOp::ReadOnly => "readonly",
                });
                self.sp();
                self.ty(&o.type_ann);
            }
            TsType::TsIndexedAccessType(i) => {
                if i.readonly {
                    self.kw("readonly");
                    self.sp();
                }
                self.ty(&i.obj_type);
                self.p("[");
                self.ty(&i.index_type);
                self.p("]");
            }
            TsType::TsMappedType(m) => self.mapped(m),
            TsType::TsLitType(l) => match &l.lit {
                TsLit::Number(n) => self.push(class::num(), self.file.text(n.span)),
                TsLit::BigInt(n) => self.push(class::num(), self.file.text(n.span)),
                TsLit::Str(s) => self.push(class::str(), self.file.text(s.span)),
                TsLit::Bool(b) => self.push(class::constant(), if b.value { "true" } else { "false" }),
                TsLit::Tpl(t) => self.push(class::str(), self.file.text(t.span)),
            },
            TsType::TsTypePredicate(p) => self.predicate(p),
            TsType::TsImportType(i) => self.import_type(i, false),
        }
    }

    fn tuple(&mut self, t: &TsTupleType) {
        self.p("[");
        for (i, e) in t.elem_types.iter().enumerate() {
            if i > 0 {
                self.p(",");
                self.sp();
            }
            if let Some(label) = &e.label {
                let (name, opt) = match label {
                    Pat::Ident(b) => (b.id.sym.to_string(), b.id.optional),
                    Pat::Rest(r) => (format!("...{}", pat_name(&r.arg, self.file)), false),
                    other => (self.file.text(other.span()).to_string(), false),
                };
                self.name(class::plain(), &name);
                if opt {
                    self.op("?");
                }
                self.p(":");
                self.sp();
            }
            self.ty(&e.ty);
        }
        self.p("]");
    }

    fn union(&mut self, u: &TsUnionOrIntersectionType) {
        let (types, sep) = match u {
            TsUnionOrIntersectionType::TsUnionType(u) => (&u.types, "|"),
            TsUnionOrIntersectionType::TsIntersectionType(i) => (&i.types, "&"),
        };
        for (i, t) in types.iter().enumerate() {
            if i > 0 {
                self.sp();
                self.op(sep);
                self.sp();
            }
            self.ty(t);
        }
    }

    /// A conditional type, broken before `?` and `:` when it is long, as formatters do.
    fn conditional_fitted(&mut self, c: &TsConditionalType) {
        // Long conditionals break before `?` and `:`, as formatters do.
        if self.probe.is_some() {
            // Inside a measurement: inline; a wide one makes its parent wide too.
            self.conditional(c, false);
        } else {
            let mut probe = self.probe(WRAP - 20);
            probe.conditional(c, false);
            let wide = !probe.probe_fits() || width(&probe.out) > WRAP - 20;
            self.conditional(c, wide);
        }
    }

    fn predicate(&mut self, p: &TsTypePredicate) {
        if p.asserts {
            self.kw("asserts");
            self.sp();
        }
        match &p.param_name {
            TsThisTypeOrIdent::TsThisType(_) => self.kw("this"),
            TsThisTypeOrIdent::Ident(i) => self.name(class::plain(), &i.sym),
        }
        if let Some(t) = &p.type_ann {
            self.sp();
            self.kw("is");
            self.sp();
            self.ty(&t.type_ann);
        }
    }

    fn conditional(&mut self, c: &TsConditionalType, multiline: bool) {
        let saved = self.tparams.len();
        collect_infer(&c.extends_type, &mut self.tparams);
        self.ty(&c.check_type);
        self.sp();
        self.kw("extends");
        self.sp();
        self.ty(&c.extends_type);
        if multiline {
            self.indent += 1;
            self.nl();
        } else {
            self.sp();
        }
        self.op("?");
        self.sp();
        self.ty(&c.true_type);
        self.tparams.truncate(saved);
        if multiline {
            self.nl();
        } else {
            self.sp();
        }
        self.op(":");
        self.sp();
        self.ty(&c.false_type);
        if multiline {
            self.indent -= 1;
        }
    }

    fn import_type(&mut self, i: &TsImportType, value: bool) {
        let spec = i.arg.value.to_atom_lossy().to_string();
        match &i.qualifier {
            Some(q) => {
                // Shown as the bare qualified name; the link goes to the imported module's export.
                self.reference(entity_parts(q), value, RefBase::Module(spec));
            }
            None => {
                self.kw("import");
                self.p("(");
                self.push(class::str(), self.file.text(i.arg.span));
                self.p(")");
            }
        }
        self.type_args(i.type_args.as_deref());
    }

    fn mapped(&mut self, m: &TsMappedType) {
        let saved = self.tparams.len();
        self.tparams.push(m.type_param.name.sym.to_string());
        self.p("{");
        self.sp();
        match m.readonly {
            Some(TruePlusMinus::True) => {
                self.kw("readonly");
                self.sp();
            }
            Some(TruePlusMinus::Plus) => {
                self.op("+");
                self.kw("readonly");
                self.sp();
            }
            Some(TruePlusMinus::Minus) => {
                self.op("-");
                self.kw("readonly");
                self.sp();
            }
            None => {}
        }
        self.p("[");
        self.name(class::ty(), &m.type_param.name.sym);
        self.sp();
        self.kw("in");
        self.sp();
        if let Some(c) = &m.type_param.constraint {
            self.ty(c);
        }
        if let Some(n) = &m.name_type {
            self.sp();
            self.kw("as");
            self.sp();
            self.ty(n);
        }
        self.p("]");
        match m.optional {
            Some(TruePlusMinus::True) => self.op("?"),
            Some(TruePlusMinus::Plus) => self.op("+?"),
            Some(TruePlusMinus::Minus) => self.op("-?"),
            None => {}
        }
        if let Some(t) = &m.type_ann {
            self.p(":");
            self.sp();
            self.ty(t);
        }
        self.sp();
        self.p("}");
        self.tparams.truncate(saved);
    }

    /// `{ a: A; b?: B }` inline when short, otherwise one member per line.
    pub(crate) fn type_lit(&mut self, members: &[TsTypeElement]) {
        if members.is_empty() {
            self.p("{}");
            return;
        }
        if let Some(p) = self.probe {
            // Inside a measurement: inline, and a literal too wide to stay inline breaks.
            self.p("{");
            for (i, m) in members.iter().enumerate() {
                self.sp();
                self.type_element(m);
                if i + 1 < members.len() {
                    self.p(";");
                }
            }
            self.sp();
            self.p("}");
            if let Some(q) = &mut self.probe {
                q.broke |= q.width - p.width >= 60;
            }
            return;
        }
        let mut inline = self.probe(60);
        for (i, m) in members.iter().enumerate() {
            inline.sp();
            inline.type_element(m);
            if i + 1 < members.len() {
                inline.p(";");
            }
        }
        let fits = inline.probe_fits() && width(&inline.out) < 60;
        self.p("{");
        if fits {
            self.out.extend(inline.out);
            self.sp();
        } else {
            self.indent += 1;
            for m in members {
                self.nl();
                self.type_element(m);
                self.p(";");
            }
            self.indent -= 1;
            self.nl();
        }
        self.p("}");
    }

    pub(crate) fn type_element(&mut self, m: &TsTypeElement) {
        let file = self.file;
        match m {
            TsTypeElement::TsPropertySignature(p) => {
                if p.readonly {
                    self.kw("readonly");
                    self.sp();
                }
                self.name(class::prop(), &expr_key_name(&p.key, p.computed, file));
                if p.optional {
                    self.op("?");
                }
                if let Some(t) = &p.type_ann {
                    self.p(":");
                    self.sp();
                    self.ty(&t.type_ann);
                }
            }
            TsTypeElement::TsMethodSignature(ms) => {
                let saved = self.tparams.len();
                let name = expr_key_name(&ms.key, ms.computed, file);
                self.name(class::func(), &name);
                if ms.optional {
                    self.op("?");
                }
                self.type_param_decl(ms.type_params.as_deref());
                let ps: Vec<ParamView> = ms.params.iter().map(|p| ParamView::from_ts_fn_param(p, file)).collect();
                let w = width(&self.out);
                self.params(&ps, w.min(WRAP));
                if let Some(t) = &ms.type_ann {
                    self.p(":");
                    self.sp();
                    self.ty(&t.type_ann);
                }
                self.tparams.truncate(saved);
            }
            TsTypeElement::TsCallSignatureDecl(c) => {
                let saved = self.tparams.len();
                self.type_param_decl(c.type_params.as_deref());
                let ps: Vec<ParamView> = c.params.iter().map(|p| ParamView::from_ts_fn_param(p, file)).collect();
                self.params(&ps, 0);
                if let Some(t) = &c.type_ann {
                    self.p(":");
                    self.sp();
                    self.ty(&t.type_ann);
                }
                self.tparams.truncate(saved);
            }
            TsTypeElement::TsConstructSignatureDecl(c) => {
                let saved = self.tparams.len();
                self.kw("new");
                self.sp();
                self.type_param_decl(c.type_params.as_deref());
                let ps: Vec<ParamView> = c.params.iter().map(|p| ParamView::from_ts_fn_param(p, file)).collect();
                self.params(&ps, 0);
                if let Some(t) = &c.type_ann {
                    self.p(":");
                    self.sp();
                    self.ty(&t.type_ann);
                }
                self.tparams.truncate(saved);
            }
            TsTypeElement::TsIndexSignature(i) => self.index_signature(i),
            TsTypeElement::TsGetterSignature(g) => {
                self.kw("get");
                self.sp();
                self.name(class::prop(), &expr_key_name(&g.key, g.computed, file));
                self.p("()");
                if let Some(t) = &g.type_ann {
                    self.p(":");
                    self.sp();
                    self.ty(&t.type_ann);
                }
            }
            TsTypeElement::TsSetterSignature(s) => {
                self.kw("set");
                self.sp();
                self.name(class::prop(), &expr_key_name(&s.key, s.computed, file));
                let p = ParamView::from_ts_fn_param(&s.param, file);
                self.params(&[p], 0);
            }
        }
    }

    pub(crate) fn index_signature(&mut self, i: &TsIndexSignature) {
        if i.is_static {
            self.kw("static");
            self.sp();
        }
        if i.readonly {
            self.kw("readonly");
            self.sp();
        }
        self.p("[");
        for (n, p) in i.params.iter().enumerate() {
            if n > 0 {
                self.p(",");
                self.sp();
            }
            let v = ParamView::from_ts_fn_param(p, self.file);
            let toks = self.param(&v);
            self.append(toks);
        }
        self.p("]");
        if let Some(t) = &i.type_ann {
            self.p(":");
            self.sp();
            self.ty(&t.type_ann);
        }
    }

    /// `Base<T>` of an `extends`/`implements` clause.
    pub(crate) fn expr_with_type_args(&mut self, e: &Expr, args: Option<&TsTypeParamInstantiation>) {
        match expr_parts(e) {
            Some(parts) => self.reference(parts, false, RefBase::Scope),
            None => self.name(class::ty(), self.file.text(e.span())),
        }
        self.type_args(args);
    }
}

pub(crate) fn entity_parts(n: &TsEntityName) -> Vec<String> {
    match n {
        TsEntityName::Ident(i) => vec![i.sym.to_string()],
        TsEntityName::TsQualifiedName(q) => {
            let mut v = entity_parts(&q.left);
            v.push(q.right.sym.to_string());
            v
        }
    }
}

/// `a.b.c` as an expression (heritage clauses) → its parts.
pub(crate) fn expr_parts(e: &Expr) -> Option<Vec<String>> {
    match e {
        Expr::Ident(i) => Some(vec![i.sym.to_string()]),
        Expr::Member(m) => {
            let mut v = expr_parts(&m.obj)?;
            match &m.prop {
                MemberProp::Ident(i) => v.push(i.sym.to_string()),
                _ => return None,
            }
            Some(v)
        }
        Expr::Paren(p) => expr_parts(&p.expr),
        _ => None,
    }
}

fn collect_infer(t: &TsType, out: &mut Vec<String>) {
    // Only the common shapes: `infer U` anywhere inside type arguments, arrays, tuples, functions.
    match t {
        TsType::TsInferType(i) => out.push(i.type_param.name.sym.to_string()),
        TsType::TsTypeRef(r) => r.type_params.iter().flat_map(|p| p.params.iter()).for_each(|p| collect_infer(p, out)),
        TsType::TsArrayType(a) => collect_infer(&a.elem_type, out),
        TsType::TsTupleType(t) => t.elem_types.iter().for_each(|e| collect_infer(&e.ty, out)),
        TsType::TsParenthesizedType(p) => collect_infer(&p.type_ann, out),
        TsType::TsRestType(r) => collect_infer(&r.type_ann, out),
        TsType::TsOptionalType(o) => collect_infer(&o.type_ann, out),
        TsType::TsUnionOrIntersectionType(TsUnionOrIntersectionType::TsUnionType(u)) => u.types.iter().for_each(|t| collect_infer(t, out)),
        TsType::TsUnionOrIntersectionType(TsUnionOrIntersectionType::TsIntersectionType(u)) => u.types.iter().for_each(|t| collect_infer(t, out)),
        TsType::TsFnOrConstructorType(TsFnOrConstructorType::TsFnType(f)) => {
            collect_infer(&f.type_ann.type_ann, out);
            for p in &f.params {
                if let TsFnParam::Ident(b) = p {
                    if let Some(t) = &b.type_ann {
                        collect_infer(&t.type_ann, out);
                    }
                }
                if let TsFnParam::Rest(r) = p {
                    if let Some(t) = &r.type_ann {
                        collect_infer(&t.type_ann, out);
                    }
                }
            }
        }
        TsType::TsTypeLit(l) => {
            for m in &l.members {
                if let TsTypeElement::TsPropertySignature(p) = m {
                    if let Some(t) = &p.type_ann {
                        collect_infer(&t.type_ann, out);
                    }
                }
            }
        }
        _ => {}
    }
}

fn keyword(kind: TsKeywordTypeKind) -> &'static str {
    match kind {
        TsKeywordTypeKind::TsAnyKeyword => "any",
        TsKeywordTypeKind::TsUnknownKeyword => "unknown",
        TsKeywordTypeKind::TsNumberKeyword => "number",
        TsKeywordTypeKind::TsObjectKeyword => "object",
        TsKeywordTypeKind::TsBooleanKeyword => "boolean",
        TsKeywordTypeKind::TsBigIntKeyword => "bigint",
        TsKeywordTypeKind::TsStringKeyword => "string",
        TsKeywordTypeKind::TsSymbolKeyword => "symbol",
        TsKeywordTypeKind::TsVoidKeyword => "void",
        TsKeywordTypeKind::TsUndefinedKeyword => "undefined",
        TsKeywordTypeKind::TsNullKeyword => "null",
        TsKeywordTypeKind::TsNeverKeyword => "never",
        TsKeywordTypeKind::TsIntrinsicKeyword => "intrinsic",
    }
}
