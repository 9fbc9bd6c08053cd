//! Reads JavaScript/TypeScript config modules (`docusaurus.config.js`, `sidebars.ts`)
//! *statically* with swc: object and array literals, strings, numbers, booleans,
//! template literals, `const` bindings, `require`/`import` of other local modules
//! (and JSON), `module.exports =` / `export default`, and a config factory's `return`.
//! Nothing is executed. Whatever needs evaluation (a function call, `process.env`, an
//! arrow function) becomes `JVal::Dyn` with its location, so the caller reports a
//! diagnostic only for the properties it actually reads.
//!
//! The config is part of the untrusted tree, so every module it names is read through the
//! content root: `require('../../.git/config')`, a committed symlink to a file outside the
//! repository or `import env from '/proc/self/environ'` is a located error at the
//! `require`/`import`, and the refused file is never opened, so no diagnostic can quote it.

use docc_diag::confine::ContentRoot;
use docc_diag::{Diagnostic, SourceFile};
use std::collections::{HashMap, HashSet};
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::sync::Arc;
use swc_core::common::{FileName, SourceMap, Span, Spanned};
use swc_core::ecma::ast::*;
use swc_core::ecma::parser::{parse_file_as_module, Syntax, TsSyntax};

/// Where a value was written.
#[derive(Debug, Clone)]
pub struct Loc {
    pub file: Arc<SourceFile>,
    pub span: Range<usize>,
}

#[derive(Debug, Clone)]
pub enum JVal {
    Null,
    Bool(bool),
    Num(f64),
    Str(String),
    Arr(Vec<(JVal, Loc)>),
    Obj(Vec<(String, JVal, Loc)>),
    /// A value only running the code would give; the string says why.
    Dyn(String),
}

impl JVal {
    pub fn get(&self, key: &str) -> Option<&JVal> {
        self.entry(key).map(|e| e.0)
    }
    pub fn entry(&self, key: &str) -> Option<(&JVal, &Loc)> {
        match self {
            JVal::Obj(v) => v.iter().rev().find(|(k, _, _)| k == key).map(|(_, v, l)| (v, l)),
            _ => None,
        }
    }
    pub fn str(&self) -> Option<&str> {
        match self {
            JVal::Str(s) => Some(s),
            _ => None,
        }
    }
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            JVal::Bool(b) => Some(*b),
            _ => None,
        }
    }
    pub fn num(&self) -> Option<f64> {
        match self {
            JVal::Num(n) => Some(*n),
            _ => None,
        }
    }
    pub fn items(&self) -> &[(JVal, Loc)] {
        match self {
            JVal::Arr(v) => v,
            _ => &[],
        }
    }
    pub fn is_dyn(&self) -> bool {
        matches!(self, JVal::Dyn(_))
    }
}

struct Module {
    file: Arc<SourceFile>,
    base: usize,
    ast: swc_core::ecma::ast::Module,
    dir: PathBuf,
}

/// A static evaluator over a set of modules, each parsed once.
pub struct Evaluator {
    site_dir: PathBuf,
    root: ContentRoot,
    modules: HashMap<PathBuf, Arc<Module>>,
    /// Refused module paths already reported (a binding is evaluated once per use).
    refused: HashSet<PathBuf>,
    /// Expressions evaluated and bytes of values built so far (`MAX_STEPS`, `MAX_BUILT`).
    steps: u64,
    built: usize,
    /// The budget ran out (reported once).
    over: bool,
    depth: u32,
    pub diagnostics: Vec<Diagnostic>,
}

/// A binding is evaluated again at each use, so constants that use each other twice
/// (`const b = [a, a]; const c = [b, b]; …`) cost time and memory doubling per line: a
/// 1.4 KB config reached 4 GB. Reading stops, with one located error, past these budgets,
/// far above what real configs need (the largest vendored one takes ~20,000 steps).
const MAX_STEPS: u64 = 2_000_000;
/// Bytes of strings and array/object slots built while reading a config.
const MAX_BUILT: usize = 64 << 20;

const EXTS: &[&str] = &["", ".js", ".ts", ".mjs", ".cjs", ".mts", ".cts", ".json", ".jsx", ".tsx", "/index.js", "/index.ts"];

impl Evaluator {
    pub fn new(site_dir: &Path) -> Self {
        Evaluator {
            site_dir: site_dir.to_path_buf(),
            root: ContentRoot::new(site_dir),
            modules: HashMap::new(),
            refused: HashSet::new(),
            steps: 0,
            built: 0,
            over: false,
            depth: 0,
            diagnostics: Vec::new(),
        }
    }

    fn rel(&self, p: &Path) -> String {
        p.strip_prefix(&self.site_dir).unwrap_or(p).to_string_lossy().replace('\\', "/")
    }

    /// `import`/`require` target: a local file (with the extensions Node/TS would try),
    /// admitted by the content root. A refusal is an error at `span` of `m` (the call or
    /// the import's specifier), once per target; `None` then, as for a package.
    fn resolve(&mut self, m: &Module, span: Span, spec: &str) -> Option<PathBuf> {
        let base = spec.strip_prefix("@site/").map(|s| self.site_dir.join(s)).unwrap_or_else(|| m.dir.join(spec));
        let found = EXTS.iter().map(|e| PathBuf::from(format!("{}{e}", base.display()))).find(|p| std::fs::metadata(p).is_ok_and(|md| !md.is_dir()))?;
        match self.root.resolve_file(&found) {
            Ok(_) => Some(found),
            Err(e) => {
                if self.refused.insert(found.clone()) {
                    let code = if e.is_policy() { "docc::outside-root" } else { "docc::unreadable-file" };
                    let d = Diagnostic::error(code, format!("`{spec}` is not read: {e}")).at(&m.file, Self::loc(m, span).span, "this module").help(e.help());
                    self.diagnostics.push(d);
                }
                None
            }
        }
    }

    /// The module's text, through the content root; `None` after a diagnostic that names
    /// the file but quotes none of it.
    fn read(&mut self, path: &Path) -> Option<String> {
        match self.root.read_to_string(path) {
            Ok(t) => Some(t),
            Err(e) => {
                let code = if e.is_policy() { "docc::outside-root" } else { "docc::unreadable-file" };
                self.diagnostics
                    .push(Diagnostic::error(code, format!("cannot read {}: {e}", self.rel(path))).in_file(&SourceFile::new(self.rel(path), "")).help(e.help()));
                None
            }
        }
    }

    fn load(&mut self, path: &Path) -> Option<Arc<Module>> {
        if let Some(m) = self.modules.get(path) {
            return Some(m.clone());
        }
        let text = self.read(path)?;
        let file = SourceFile::new(self.rel(path), text.clone());
        // Within docc-js's nesting budgets: a 25 KB config of nested objects overflowed the stack.
        if let Some((at, why)) = docc_js::nesting::too_deep_text(&text) {
            self.diagnostics.push(
                Diagnostic::error("docc::docusaurus-config", format!("{} nests too deeply to read: {why}", self.rel(path)))
                    .at(&file, at..(at + 1).min(file.text.len()), "too deep")
                    .help("split the nested value into named constants"),
            );
            return None;
        }
        let tsx = path.extension().is_some_and(|e| matches!(e.to_str(), Some("tsx" | "jsx" | "js" | "mjs" | "cjs")));
        let parsed = docc_js::nesting::on_parse_stack(move || {
            let cm: SourceMap = Default::default();
            let fm = cm.new_source_file(FileName::Anon.into(), text);
            let base = fm.start_pos.0 as usize;
            let mut errors = Vec::new();
            let ts = Syntax::Typescript(TsSyntax { tsx, ..Default::default() });
            match parse_file_as_module(&fm, ts, EsVersion::latest(), None, &mut errors) {
                Ok(m) => match docc_js::nesting::too_deep(&m) {
                    None => Ok((m, base)),
                    Some(s) => Err((s, format!("it nests more than {} levels deep", docc_js::nesting::MAX_AST_DEPTH), base)),
                },
                Err(e) => Err((e.span(), e.kind().msg().into_owned(), base)),
            }
        });
        let (ast, base) = match parsed {
            Some(Ok(got)) => got,
            Some(Err((s, msg, base))) => {
                let lo = (s.lo.0 as usize).saturating_sub(base).min(file.text.len());
                self.diagnostics.push(
                    Diagnostic::error("docc::docusaurus-config", format!("cannot parse {}: {msg}", self.rel(path)))
                        .at(&file, lo..(s.hi.0 as usize).saturating_sub(base).max(lo + 1).min(file.text.len()), "here")
                        .help("fix the syntax error, or split a deeply nested value into named constants (docc reads the file with swc, as TypeScript)"),
                );
                return None;
            }
            None => {
                self.diagnostics
                    .push(Diagnostic::error("docc::docusaurus-config", format!("cannot parse {}: the parser failed", self.rel(path))).in_file(&file));
                return None;
            }
        };
        let m = Arc::new(Module { file, base, ast, dir: path.parent().map(Path::to_path_buf).unwrap_or_default() });
        self.modules.insert(path.to_path_buf(), m.clone());
        Some(m)
    }

    fn loc(m: &Module, span: Span) -> Loc {
        let lo = (span.lo.0 as usize).saturating_sub(m.base).min(m.file.text.len());
        let hi = (span.hi.0 as usize).saturating_sub(m.base).clamp(lo, m.file.text.len());
        Loc { file: m.file.clone(), span: lo..hi }
    }

    /// The module's exported value: `export default`, `module.exports =`, or (`name`) a named export.
    pub fn module_value(&mut self, path: &Path, name: Option<&str>) -> (JVal, Option<Loc>) {
        if path.extension().is_some_and(|e| e == "json") {
            // docc-yaml's JSON reader keeps key order (a `sidebars.json` lists its sidebars
            // and categories in order; serde_json's map would sort them) and spans; the file
            // is read through the content root.
            let text = self.read(path);
            return match text.as_deref().map(docc_yaml::json::parse) {
                Some(Ok(parsed)) => {
                    let file = SourceFile::new(self.rel(path), text.unwrap_or_default());
                    let v = from_json(&parsed.root, &file);
                    let loc = Loc { file, span: parsed.root.span.clone() };
                    (name.and_then(|n| v.get(n).cloned()).unwrap_or(v), Some(loc))
                }
                Some(Err(e)) => (JVal::Dyn(format!("{} is not valid JSON: {}", self.rel(path), e.message)), None),
                None => (JVal::Dyn(format!("{} cannot be read", self.rel(path))), None),
            };
        }
        let Some(m) = self.load(path) else { return (JVal::Dyn(format!("{} cannot be read", self.rel(path))), None) };
        if self.depth > 32 {
            return (JVal::Dyn("modules require each other in a cycle".into()), None);
        }
        self.depth += 1;
        let scope = Scope::of(&m.ast.body);
        let mut found: Option<(JVal, Loc)> = None;
        for item in &m.ast.body {
            let got = match (item, name) {
                (ModuleItem::ModuleDecl(ModuleDecl::ExportDefaultExpr(e)), None) => Some(&*e.expr),
                (ModuleItem::ModuleDecl(ModuleDecl::ExportDefaultDecl(d)), None) => {
                    if let DefaultDecl::Fn(f) = &d.decl {
                        found = Some((self.function_return(&m, &f.function, &scope), Self::loc(&m, f.function.span)));
                    }
                    None
                }
                (ModuleItem::Stmt(Stmt::Expr(ExprStmt { expr, .. })), _) => match &**expr {
                    Expr::Assign(a) => {
                        let target = m.file.text.get(Self::loc(&m, a.left.span()).span).unwrap_or("");
                        let wanted = match name {
                            None => target == "module.exports" || target == "exports.default",
                            Some(n) => target == format!("exports.{n}") || target == format!("module.exports.{n}"),
                        };
                        wanted.then_some(&*a.right)
                    }
                    _ => None,
                },
                (ModuleItem::ModuleDecl(ModuleDecl::ExportDecl(ExportDecl { decl: Decl::Var(v), .. })), Some(n)) => {
                    v.decls.iter().find(|d| matches!(&d.name, Pat::Ident(i) if &*i.id.sym == n)).and_then(|d| d.init.as_deref())
                }
                _ => None,
            };
            if let Some(e) = got {
                found = Some((self.exported(&m, e, &scope), Self::loc(&m, e.span())));
            }
        }
        self.depth -= 1;
        match found {
            Some((v, l)) => (v, Some(l)),
            None => (JVal::Dyn(format!("{} exports no value docc can read", m.file.name)), Some(Loc { file: m.file.clone(), span: 0..0 })),
        }
    }

    /// An exported value; a config factory (a function) stands for what it returns.
    fn exported(&mut self, m: &Module, e: &Expr, scope: &Scope) -> JVal {
        match e {
            Expr::Fn(f) => self.function_return(m, &f.function, scope),
            Expr::Arrow(a) => match &*a.body {
                ArrowFunctionBody::Expr(x) => self.eval(m, x, scope),
                ArrowFunctionBody::FunctionBody(b) => {
                    let mut inner = scope.clone();
                    inner.add_stmts(&b.stmts);
                    match b.stmts.iter().rev().find_map(|s| if let Stmt::Return(ReturnStmt { arg: Some(x), .. }) = s { Some(x) } else { None }) {
                        Some(x) => self.eval(m, x, &inner),
                        None => JVal::Dyn("a function that returns nothing docc can read".into()),
                    }
                }
            },
            Expr::Ident(i) => match scope.get(&i.sym) {
                Some(Binding::Function(f)) => {
                    let f = f.clone();
                    self.function_return(m, &f, scope)
                }
                Some(Binding::Expr(x)) if matches!(**x, Expr::Fn(_) | Expr::Arrow(_)) => {
                    let x = x.clone();
                    self.exported(m, &x, scope)
                }
                _ => self.eval(m, e, scope),
            },
            Expr::Paren(p) => self.exported(m, &p.expr, scope),
            _ => self.eval(m, e, scope),
        }
    }

    /// A config factory (`async function createConfig() { … return config; }`): its return value.
    fn function_return(&mut self, m: &Module, f: &Function, outer: &Scope) -> JVal {
        let Some(body) = &f.body else { return JVal::Dyn("a function without a body".into()) };
        let mut scope = outer.clone();
        scope.add_stmts(&body.stmts);
        for s in body.stmts.iter().rev() {
            if let Stmt::Return(ReturnStmt { arg: Some(e), .. }) = s {
                return self.eval(m, e, &scope);
            }
        }
        JVal::Dyn("a function that returns nothing docc can read".into())
    }

    fn eval(&mut self, m: &Module, e: &Expr, scope: &Scope) -> JVal {
        if self.depth > 64 {
            return JVal::Dyn("too deeply nested".into());
        }
        self.steps += 1;
        if self.steps > MAX_STEPS || self.built > MAX_BUILT {
            if !std::mem::replace(&mut self.over, true) {
                let l = Self::loc(m, e.span());
                self.diagnostics.push(
                    Diagnostic::error(
                        "docc::docusaurus-config",
                        format!(
                            "{} takes more than {MAX_STEPS} steps or {} MB of values to read (constants that use each other twice, doubling?)",
                            m.file.name,
                            MAX_BUILT >> 20
                        ),
                    )
                    .at(&l.file, l.span, "reading stopped here")
                    .help("write the values out, or compute them in a way that does not double at each step"),
                );
            }
            return JVal::Dyn("a value past docc's budget for reading configs".into());
        }
        self.depth += 1;
        let v = self.eval_inner(m, e, scope);
        self.depth -= 1;
        self.built = self.built.saturating_add(match &v {
            JVal::Str(s) => s.len(),
            JVal::Arr(a) => a.len() * 48,
            JVal::Obj(o) => o.iter().map(|(k, _, _)| k.len() + 48).sum(),
            _ => 0,
        });
        v
    }

    fn eval_inner(&mut self, m: &Module, e: &Expr, scope: &Scope) -> JVal {
        match e {
            Expr::Lit(Lit::Str(s)) => JVal::Str(s.value.to_string_lossy().into_owned()),
            Expr::Lit(Lit::Num(n)) => JVal::Num(n.value),
            Expr::Lit(Lit::Bool(b)) => JVal::Bool(b.value),
            Expr::Lit(Lit::Null(_)) => JVal::Null,
            Expr::Tpl(t) => self.template(m, t, scope),
            Expr::Array(a) => JVal::Arr(
                a.elems
                    .iter()
                    .flatten()
                    .flat_map(|el| {
                        let v = self.eval(m, &el.expr, scope);
                        let l = Self::loc(m, el.expr.span());
                        match (el.spread.is_some(), v) {
                            (true, JVal::Arr(items)) => items,
                            (true, _) => vec![(JVal::Dyn("a spread of something that is not an array".into()), l)],
                            (false, v) => vec![(v, l)],
                        }
                    })
                    .collect(),
            ),
            Expr::Object(o) => self.object(m, o, scope),
            Expr::Paren(p) => self.eval(m, &p.expr, scope),
            Expr::TsAs(x) => self.eval(m, &x.expr, scope),
            Expr::TsSatisfies(x) => self.eval(m, &x.expr, scope),
            Expr::TsConstAssertion(x) => self.eval(m, &x.expr, scope),
            Expr::TsNonNull(x) => self.eval(m, &x.expr, scope),
            Expr::TsTypeAssertion(x) => self.eval(m, &x.expr, scope),
            Expr::Await(a) => self.eval(m, &a.arg, scope),
            Expr::Ident(i) => self.ident(m, &i.sym, scope),
            Expr::Bin(b) => match b.op {
                BinaryOp::LogicalOr | BinaryOp::NullishCoalescing => match self.eval(m, &b.left, scope) {
                    // `process.env.X || 'default'`: the default is what a plain build uses.
                    JVal::Dyn(_) | JVal::Null => self.eval(m, &b.right, scope),
                    JVal::Bool(false) if b.op == BinaryOp::LogicalOr => self.eval(m, &b.right, scope),
                    JVal::Str(s) if s.is_empty() && b.op == BinaryOp::LogicalOr => self.eval(m, &b.right, scope),
                    v => v,
                },
                // `isProd && 'plugin'`: a falsy left side is the value; a truthy one gives the right.
                BinaryOp::LogicalAnd => match self.eval(m, &b.left, scope) {
                    v @ (JVal::Dyn(_) | JVal::Null | JVal::Bool(false)) => v,
                    JVal::Num(n) if n == 0.0 || n.is_nan() => JVal::Num(n),
                    JVal::Str(s) if s.is_empty() => JVal::Str(s),
                    _ => self.eval(m, &b.right, scope),
                },
                BinaryOp::Add => match (self.eval(m, &b.left, scope), self.eval(m, &b.right, scope)) {
                    (JVal::Str(a), JVal::Str(c)) => JVal::Str(a + &c),
                    (JVal::Str(a), JVal::Num(c)) => JVal::Str(format!("{a}{c}")),
                    (JVal::Num(a), JVal::Num(c)) => JVal::Num(a + c),
                    _ => JVal::Dyn("an addition of values that are not text".into()),
                },
                BinaryOp::EqEqEq | BinaryOp::NotEqEq | BinaryOp::EqEq | BinaryOp::NotEq => {
                    let (a, c) = (self.eval(m, &b.left, scope), self.eval(m, &b.right, scope));
                    match strict_eq(&a, &c) {
                        Some(eq) => JVal::Bool(eq == matches!(b.op, BinaryOp::EqEqEq | BinaryOp::EqEq)),
                        None => JVal::Dyn("a comparison of values docc cannot compare".into()),
                    }
                }
                BinaryOp::Lt | BinaryOp::LtEq | BinaryOp::Gt | BinaryOp::GtEq => match (self.eval(m, &b.left, scope), self.eval(m, &b.right, scope)) {
                    (JVal::Num(a), JVal::Num(c)) => JVal::Bool(match b.op {
                        BinaryOp::Lt => a < c,
                        BinaryOp::LtEq => a <= c,
                        BinaryOp::Gt => a > c,
                        _ => a >= c,
                    }),
                    _ => JVal::Dyn("a comparison of values that are not numbers".into()),
                },
                _ => JVal::Dyn("an operator expression".into()),
            },
            Expr::Unary(u) if u.op == UnaryOp::Bang => match truthy(&self.eval(m, &u.arg, scope)) {
                Some(b) => JVal::Bool(!b),
                None => JVal::Dyn("a negation".into()),
            },
            Expr::Unary(u) if u.op == UnaryOp::Minus => match self.eval(m, &u.arg, scope) {
                JVal::Num(n) => JVal::Num(-n),
                _ => JVal::Dyn("a negation".into()),
            },
            // `typeof rule === "string"`; `null` and `undefined` are one value here, so their type is unknown.
            Expr::Unary(u) if u.op == UnaryOp::TypeOf => match self.eval(m, &u.arg, scope) {
                JVal::Str(_) => JVal::Str("string".into()),
                JVal::Num(_) => JVal::Str("number".into()),
                JVal::Bool(_) => JVal::Str("boolean".into()),
                JVal::Arr(_) | JVal::Obj(_) => JVal::Str("object".into()),
                JVal::Null => JVal::Dyn("the type of `null` or `undefined`".into()),
                JVal::Dyn(w) => JVal::Dyn(w),
            },
            Expr::Member(me) => self.member(m, me, scope),
            Expr::Call(c) => self.call(m, c, scope),
            Expr::Cond(c) => match Self::env_test(m, &c.test).or_else(|| truthy(&self.eval(m, &c.test, scope))) {
                Some(true) => self.eval(m, &c.cons, scope),
                Some(false) => self.eval(m, &c.alt, scope),
                None => JVal::Dyn("a conditional expression".into()),
            },
            Expr::Arrow(_) | Expr::Fn(_) => JVal::Dyn("a function".into()),
            _ => JVal::Dyn("an expression".into()),
        }
    }

    /// A template literal whose parts are all text (or numbers, booleans).
    fn template(&mut self, m: &Module, t: &Tpl, scope: &Scope) -> JVal {
        let mut s = String::new();
        for (i, q) in t.quasis.iter().enumerate() {
            s.push_str(&q.cooked.as_ref().map(|c| c.to_string_lossy().into_owned()).unwrap_or_else(|| q.raw.to_string()));
            if let Some(x) = t.exprs.get(i) {
                match self.eval(m, x, scope) {
                    JVal::Str(v) => s.push_str(&v),
                    JVal::Num(n) => s.push_str(&n.to_string()),
                    JVal::Bool(b) => s.push_str(&b.to_string()),
                    JVal::Dyn(why) => return JVal::Dyn(why),
                    _ => return JVal::Dyn("a template literal with a non-text part".into()),
                }
            }
        }
        JVal::Str(s)
    }

    /// An object literal: spreads of objects merged, methods dynamic.
    fn object(&mut self, m: &Module, o: &ObjectLit, scope: &Scope) -> JVal {
        let mut out = Vec::new();
        for p in &o.props {
            match p {
                PropOrSpread::Spread(s) => {
                    if let JVal::Obj(v) = self.eval(m, &s.expr, scope) {
                        out.extend(v)
                    }
                }
                PropOrSpread::Prop(p) => match &**p {
                    Prop::KeyValue(kv) => {
                        let Some(k) = prop_name(&kv.key) else { continue };
                        out.push((k, self.eval(m, &kv.value, scope), Self::loc(m, kv.value.span())));
                    }
                    Prop::Shorthand(i) => out.push((i.sym.to_string(), self.ident(m, &i.sym, scope), Self::loc(m, i.span))),
                    Prop::Method(mp) => {
                        if let Some(k) = prop_name(&mp.key) {
                            out.push((k, JVal::Dyn("a method".into()), Self::loc(m, mp.span())));
                        }
                    }
                    _ => {}
                },
            }
        }
        JVal::Obj(out)
    }

    /// `a.b`, `a["b"]` of a known object; `process.env.X` is dynamic (an environment variable).
    fn member(&mut self, m: &Module, me: &MemberExpr, scope: &Scope) -> JVal {
        let text = m.file.text.get(Self::loc(m, me.span).span).unwrap_or("");
        if text.starts_with("process.env") {
            return JVal::Dyn(format!("`{text}`, an environment variable"));
        }
        let key = match &me.prop {
            MemberProp::Ident(i) => Some(i.sym.to_string()),
            MemberProp::Computed(c) => self.eval(m, &c.expr, scope).str().map(str::to_string),
            _ => None,
        };
        let key = key.or_else(|| match &me.prop {
            MemberProp::Computed(c) => self.eval(m, &c.expr, scope).num().map(|n| n.to_string()),
            _ => None,
        });
        match (self.eval(m, &me.obj, scope), key) {
            (JVal::Obj(o), Some(k)) => o.into_iter().rev().find(|(kk, _, _)| *kk == k).map(|(_, v, _)| v).unwrap_or(JVal::Null),
            (JVal::Arr(a), Some(k)) if k == "length" => JVal::Num(a.len() as f64),
            (JVal::Str(t), Some(k)) if k == "length" => JVal::Num(t.encode_utf16().count() as f64),
            (JVal::Arr(a), Some(k)) if k.parse::<usize>().is_ok() => {
                a.into_iter().nth(k.parse::<usize>().unwrap_or(usize::MAX)).map(|(v, _)| v).unwrap_or(JVal::Null)
            }
            // Any other property of a known array is `undefined` (methods are calls, `method`).
            (JVal::Arr(_), Some(_)) => JVal::Null,
            (JVal::Dyn(w), _) => JVal::Dyn(w),
            _ => JVal::Dyn(format!("`{text}`")),
        }
    }

    /// A condition on an environment variable, as a plain build sees it (nothing set):
    /// `process.env.X ? a : b` is `b`, `!process.env.X ? a : b` is `a` (like `process.env.X || d`).
    fn env_test(m: &Module, test: &Expr) -> Option<bool> {
        let is_env = |e: &Expr| {
            let e = match e {
                Expr::Paren(p) => &*p.expr,
                e => e,
            };
            matches!(e, Expr::Member(me) if m.file.text.get(Self::loc(m, me.span).span).unwrap_or("").starts_with("process.env"))
        };
        match test {
            Expr::Paren(p) => Self::env_test(m, &p.expr),
            Expr::Unary(u) if u.op == UnaryOp::Bang => Self::env_test(m, &u.arg).map(|b| !b),
            Expr::Bin(b) if matches!(b.op, BinaryOp::EqEqEq | BinaryOp::EqEq) && (is_env(&b.left) || is_env(&b.right)) => Some(false),
            Expr::Bin(b) if matches!(b.op, BinaryOp::NotEqEq | BinaryOp::NotEq) && (is_env(&b.left) || is_env(&b.right)) => Some(true),
            e => is_env(e).then_some(false),
        }
    }

    fn call(&mut self, m: &Module, c: &CallExpr, scope: &Scope) -> JVal {
        let Callee::Expr(callee) = &c.callee else { return JVal::Dyn("a call".into()) };
        let name = m.file.text.get(Self::loc(m, callee.span()).span).unwrap_or("").to_string();
        let arg = |ev: &mut Self, i: usize| c.args.get(i).map(|a| ev.eval(m, &a.expr, scope));
        match name.as_str() {
            "require" => match arg(self, 0) {
                Some(JVal::Str(spec)) => match self.resolve(m, c.span, &spec) {
                    Some(p) => self.module_value(&p, None).0,
                    None => JVal::Dyn(format!("`require('{spec}')`, a package or missing file")),
                },
                _ => JVal::Dyn("a `require` of a computed path".into()),
            },
            // `require.resolve('./sidebars')`: the file Node would find, with the extension it
            // tries (site-relative, as docc takes `sidebarPath`); a missing file stays as
            // written, for the reader's own "not found".
            "require.resolve" => match arg(self, 0) {
                Some(JVal::Str(spec)) => JVal::Str(self.resolve(m, c.span, &spec).map(|p| format!("./{}", self.rel(&p))).unwrap_or(spec)),
                other => other.unwrap_or(JVal::Dyn("require.resolve()".into())),
            },
            // `path.resolve(__dirname, 'x')`: the path itself.
            "path.resolve" | "path.join" => {
                let parts: Vec<JVal> = (0..c.args.len()).filter_map(|i| arg(self, i)).collect();
                let strs: Vec<&str> = parts.iter().filter_map(|p| p.str()).collect();
                if strs.len() == parts.len() && !strs.is_empty() {
                    JVal::Str(strs.join("/"))
                } else {
                    JVal::Dyn(format!("`{name}(…)` of computed parts"))
                }
            }
            "Object.values" | "Object.keys" | "Object.entries" => match arg(self, 0) {
                Some(JVal::Obj(o)) => JVal::Arr(
                    o.into_iter()
                        .map(|(k, v, l)| match name.as_str() {
                            "Object.values" => (v, l),
                            "Object.keys" => (JVal::Str(k), l),
                            _ => (JVal::Arr(vec![(JVal::Str(k), l.clone()), (v, l.clone())]), l),
                        })
                        .collect(),
                ),
                Some(JVal::Dyn(w)) => JVal::Dyn(w),
                _ => JVal::Dyn(format!("`{name}` of something that is not an object")),
            },
            "Object.fromEntries" => match arg(self, 0) {
                Some(JVal::Arr(pairs)) => {
                    let mut out = Vec::new();
                    for (p, l) in pairs {
                        match p.items() {
                            [(JVal::Str(k), _), (v, _), ..] => out.push((k.clone(), v.clone(), l)),
                            _ => return JVal::Dyn("`Object.fromEntries` of something that is not a list of [key, value]".into()),
                        }
                    }
                    JVal::Obj(out)
                }
                _ => JVal::Dyn("`Object.fromEntries` of something that is not an array".into()),
            },
            "Object.assign" => {
                let mut out = Vec::new();
                for i in 0..c.args.len() {
                    match arg(self, i) {
                        Some(JVal::Obj(o)) => out.extend(o),
                        Some(JVal::Null) => {}
                        _ => return JVal::Dyn("`Object.assign` of something that is not an object".into()),
                    }
                }
                JVal::Obj(out)
            }
            "Array.isArray" => match arg(self, 0) {
                Some(JVal::Dyn(w)) => JVal::Dyn(w),
                v => JVal::Bool(matches!(v, Some(JVal::Arr(_)))),
            },
            _ => {
                let args = |ev: &mut Self| {
                    (0..c.args.len())
                        .map(|i| if c.args[i].spread.is_some() { JVal::Dyn("a spread argument".into()) } else { ev.eval(m, &c.args[i].expr, scope) })
                        .collect::<Vec<_>>()
                };
                match scope.get(&name) {
                    // A local function declared in the file whose body just returns a literal.
                    Some(Binding::Function(f)) if c.args.is_empty() => {
                        let f = f.clone();
                        return self.function_return(m, &f, scope);
                    }
                    Some(Binding::Function(_)) | Some(Binding::Expr(_)) if matches!(&**callee, Expr::Ident(_)) => {
                        let a = args(self);
                        return self.apply(m, callee, a, scope);
                    }
                    _ => {}
                }
                // A method of an array or a string: `rules.map((r) => …)`, `id.toLowerCase()`.
                if let Expr::Member(MemberExpr { obj, prop: MemberProp::Ident(method), .. }) = &**callee {
                    let this = self.eval(m, obj, scope);
                    if let JVal::Dyn(w) = this {
                        return JVal::Dyn(w);
                    }
                    return self.method(m, c, &this, &method.sym, scope).unwrap_or_else(|| JVal::Dyn(format!("a call of `{name}`")));
                }
                JVal::Dyn(format!("a call of `{name}`"))
            }
        }
    }

    /// `this.method(args)` of an array or a string, for the methods that compute a value from
    /// their arguments alone (none that mutates, none that reads the world): callbacks are
    /// functions of the file (`apply`). `None`: not such a method.
    fn method(&mut self, m: &Module, c: &CallExpr, this: &JVal, method: &str, scope: &Scope) -> Option<JVal> {
        match this {
            JVal::Str(t) => self.string_method(m, c, t, method, scope),
            JVal::Arr(items) => self.array_method(m, c, items, method, scope),
            _ => None,
        }
    }

    fn string_method(&mut self, m: &Module, c: &CallExpr, t: &str, method: &str, scope: &Scope) -> Option<JVal> {
        let at = Self::loc(m, c.span);
        let str_arg = |ev: &mut Self, i: usize| c.args.get(i).and_then(|a| ev.eval(m, &a.expr, scope).str().map(str::to_string));
        Some(match method {
            "toLowerCase" => JVal::Str(t.to_lowercase()),
            "toUpperCase" => JVal::Str(t.to_uppercase()),
            "trim" => JVal::Str(t.trim().to_string()),
            "startsWith" | "endsWith" | "includes" => match str_arg(self, 0) {
                Some(x) => JVal::Bool(match method {
                    "startsWith" => t.starts_with(&x),
                    "endsWith" => t.ends_with(&x),
                    _ => t.contains(&x),
                }),
                None => JVal::Dyn(format!("`{method}` of something that is not text")),
            },
            "replace" | "replaceAll" => match (str_arg(self, 0), str_arg(self, 1)) {
                (Some(a), Some(b)) if method == "replace" => JVal::Str(t.replacen(&a, &b, 1)),
                (Some(a), Some(b)) if !a.is_empty() => JVal::Str(t.replace(&a, &b)),
                _ => JVal::Dyn(format!("`{method}` with a pattern or replacement that is not text")),
            },
            "split" => match str_arg(self, 0) {
                Some(sep) if !sep.is_empty() => JVal::Arr(t.split(sep.as_str()).map(|p| (JVal::Str(p.to_string()), at.clone())).collect()),
                _ => JVal::Dyn("`split` by something that is not text".into()),
            },
            _ => return None,
        })
    }

    fn array_method(&mut self, m: &Module, c: &CallExpr, items: &[(JVal, Loc)], method: &str, scope: &Scope) -> Option<JVal> {
        let at = Self::loc(m, c.span);
        let arg = |ev: &mut Self, i: usize| c.args.get(i).map(|a| ev.eval(m, &a.expr, scope)).unwrap_or(JVal::Null);
        let callback = |i: usize| c.args.get(i).map(|a| &*a.expr);
        let each = |ev: &mut Self, f: &Expr, v: &JVal, i: usize| ev.apply(m, f, vec![v.clone(), JVal::Num(i as f64)], scope);
        Some(match method {
            "map" | "flatMap" | "filter" | "find" | "some" | "every" => {
                let Some(f) = callback(0) else { return Some(JVal::Dyn(format!("`{method}` without a callback"))) };
                let mut out = Vec::new();
                for (i, (v, l)) in items.iter().enumerate() {
                    let r = each(self, f, v, i);
                    if let JVal::Dyn(w) = r {
                        return Some(JVal::Dyn(w));
                    }
                    match method {
                        "map" => out.push((r, at.clone())),
                        "flatMap" => match r {
                            JVal::Arr(a) => out.extend(a),
                            r => out.push((r, at.clone())),
                        },
                        _ => match (truthy(&r), method) {
                            (None, _) => return Some(JVal::Dyn(format!("a `{method}` callback whose result docc cannot decide"))),
                            (Some(true), "filter") => out.push((v.clone(), l.clone())),
                            (Some(true), "find") => return Some(v.clone()),
                            (Some(true), "some") => return Some(JVal::Bool(true)),
                            (Some(false), "every") => return Some(JVal::Bool(false)),
                            _ => {}
                        },
                    }
                }
                match method {
                    "find" => JVal::Null,
                    "some" => JVal::Bool(false),
                    "every" => JVal::Bool(true),
                    _ => JVal::Arr(out),
                }
            }
            "flat" => {
                let depth = match arg(self, 0) {
                    JVal::Num(n) => n.clamp(0.0, 32.0) as usize,
                    _ => 1,
                };
                let mut out = Vec::new();
                flat(items, depth, &mut out);
                JVal::Arr(out)
            }
            "concat" => {
                let mut out = items.to_vec();
                for i in 0..c.args.len() {
                    match arg(self, i) {
                        JVal::Arr(a) => out.extend(a),
                        JVal::Dyn(w) => return Some(JVal::Dyn(w)),
                        v => out.push((v, Self::loc(m, c.args[i].expr.span()))),
                    }
                }
                JVal::Arr(out)
            }
            "slice" => {
                let len = items.len() as f64;
                let index = |v: JVal, default: f64| {
                    (match v {
                        JVal::Num(n) if n < 0.0 => (len + n).max(0.0),
                        JVal::Num(n) => n.min(len),
                        _ => default,
                    }) as usize
                };
                let (a, b) = (index(arg(self, 0), 0.0), index(arg(self, 1), len));
                JVal::Arr(items.get(a..b.max(a)).unwrap_or(&[]).to_vec())
            }
            "reverse" => JVal::Arr(items.iter().rev().cloned().collect()),
            "includes" | "indexOf" => {
                let x = arg(self, 0);
                let found = items.iter().position(|(v, _)| strict_eq(v, &x) == Some(true));
                match method {
                    "includes" => JVal::Bool(found.is_some()),
                    _ => JVal::Num(found.map_or(-1.0, |i| i as f64)),
                }
            }
            "join" => {
                let sep = match arg(self, 0) {
                    JVal::Str(s) => s,
                    _ => ",".into(),
                };
                let parts: Option<Vec<String>> = items
                    .iter()
                    .map(|(v, _)| match v {
                        JVal::Str(s) => Some(s.clone()),
                        JVal::Num(n) => Some(n.to_string()),
                        JVal::Bool(b) => Some(b.to_string()),
                        JVal::Null => Some(String::new()),
                        _ => None,
                    })
                    .collect();
                parts.map_or_else(|| JVal::Dyn("`join` of values that are not text".into()), |p| JVal::Str(p.join(&sep)))
            }
            _ => return None,
        })
    }

    /// Calls a function of the file (an arrow, a function expression, or a name bound to one)
    /// with `args`: its parameters bound (names, `{a, b}` and `[a, b]` patterns, defaults),
    /// then its expression body, or its block body run (`const`, `if`/`else`, `return`).
    fn apply(&mut self, m: &Module, f: &Expr, args: Vec<JVal>, scope: &Scope) -> JVal {
        if self.depth > 64 {
            return JVal::Dyn("too deeply nested".into());
        }
        match f {
            Expr::Paren(p) => self.apply(m, &p.expr, args, scope),
            Expr::Ident(i) => match scope.get(&i.sym) {
                Some(Binding::Expr(x)) => {
                    let x = x.clone();
                    self.apply(m, &x, args, scope)
                }
                Some(Binding::Function(fun)) => {
                    let fun = fun.clone();
                    self.apply_function(m, &fun.params.iter().map(|p| &p.pat).collect::<Vec<_>>(), fun.body.as_ref().map(|b| &b.stmts[..]), None, args, scope)
                }
                _ => JVal::Dyn(format!("a call of `{}`, which is not a function of the file", i.sym)),
            },
            Expr::Arrow(a) => {
                let params: Vec<&Pat> = a.params.iter().collect();
                match &*a.body {
                    ArrowFunctionBody::Expr(x) => self.apply_function(m, &params, None, Some(x), args, scope),
                    ArrowFunctionBody::FunctionBody(b) => self.apply_function(m, &params, Some(&b.stmts), None, args, scope),
                }
            }
            Expr::Fn(fe) => {
                let params: Vec<&Pat> = fe.function.params.iter().map(|p| &p.pat).collect();
                self.apply_function(m, &params, fe.function.body.as_ref().map(|b| &b.stmts[..]), None, args, scope)
            }
            _ => JVal::Dyn("a call of something that is not a function of the file".into()),
        }
    }

    fn apply_function(&mut self, m: &Module, params: &[&Pat], body: Option<&[Stmt]>, expr: Option<&Expr>, args: Vec<JVal>, scope: &Scope) -> JVal {
        let mut inner = scope.clone();
        let mut args = args.into_iter();
        for p in params {
            if let Err(why) = self.bind(m, p, args.next().unwrap_or(JVal::Null), &mut inner) {
                return JVal::Dyn(why);
            }
        }
        self.depth += 1;
        let v = match (expr, body) {
            (Some(x), _) => self.eval(m, x, &inner),
            (None, Some(stmts)) => self.run(m, stmts, &inner).unwrap_or(JVal::Null),
            (None, None) => JVal::Dyn("a function without a body".into()),
        };
        self.depth -= 1;
        v
    }

    /// Binds a parameter pattern to a value.
    fn bind(&mut self, m: &Module, p: &Pat, v: JVal, scope: &mut Scope) -> Result<(), String> {
        match p {
            Pat::Ident(i) => {
                scope.0.insert(i.id.sym.to_string(), Binding::Value(v));
            }
            Pat::Assign(a) => {
                let v = if matches!(v, JVal::Null) { self.eval(m, &a.right, scope) } else { v };
                self.bind(m, &a.left, v, scope)?;
            }
            Pat::Array(a) => {
                for (i, el) in a.elems.iter().enumerate() {
                    if let Some(el) = el {
                        let item = v.items().get(i).map(|x| x.0.clone()).unwrap_or(JVal::Null);
                        self.bind(m, el, item, scope)?;
                    }
                }
            }
            Pat::Object(o) => {
                for prop in &o.props {
                    match prop {
                        ObjectPatProp::Assign(a) => {
                            let got = v.get(&a.key.sym).cloned().unwrap_or(JVal::Null);
                            let got = match (&a.value, got) {
                                (Some(d), JVal::Null) => self.eval(m, d, scope),
                                (_, got) => got,
                            };
                            scope.0.insert(a.key.sym.to_string(), Binding::Value(got));
                        }
                        ObjectPatProp::KeyValue(kv) => {
                            let Some(k) = prop_name(&kv.key) else { return Err("a computed key in a parameter pattern".into()) };
                            self.bind(m, &kv.value, v.get(&k).cloned().unwrap_or(JVal::Null), scope)?;
                        }
                        ObjectPatProp::Rest(_) => return Err("a rest parameter pattern".into()),
                    }
                }
            }
            _ => return Err("a parameter pattern docc does not read".into()),
        }
        Ok(())
    }

    /// Runs a function body: declarations, `if`/`else` and blocks, up to a `return` (its
    /// value); any other statement makes the result dynamic. `None`: it ran off the end.
    fn run(&mut self, m: &Module, stmts: &[Stmt], scope: &Scope) -> Option<JVal> {
        let mut scope = scope.clone();
        scope.add_stmts(stmts);
        for st in stmts {
            match st {
                Stmt::Return(r) => return Some(r.arg.as_ref().map_or(JVal::Null, |x| self.eval(m, x, &scope))),
                Stmt::If(i) => {
                    let branch = match Self::env_test(m, &i.test).or_else(|| truthy(&self.eval(m, &i.test, &scope))) {
                        Some(true) => Some(&*i.cons),
                        Some(false) => i.alt.as_deref(),
                        None => return Some(JVal::Dyn("a condition docc cannot decide".into())),
                    };
                    if let Some(b) = branch {
                        if let Some(v) = self.run(m, std::slice::from_ref(b), &scope) {
                            return Some(v);
                        }
                    }
                }
                Stmt::Block(b) => {
                    if let Some(v) = self.run(m, &b.stmts, &scope) {
                        return Some(v);
                    }
                }
                Stmt::Decl(Decl::Var(_) | Decl::Fn(_)) | Stmt::Empty(_) => {}
                _ => return Some(JVal::Dyn("a statement docc does not run (only declarations, `if` and `return`)".into())),
            }
        }
        None
    }

    fn ident(&mut self, m: &Module, sym: &str, scope: &Scope) -> JVal {
        match scope.get(sym) {
            Some(Binding::Expr(e)) => {
                let e = e.clone();
                self.eval(m, &e, scope)
            }
            Some(Binding::Function(_)) => JVal::Dyn(format!("the function `{sym}`")),
            Some(Binding::Value(v)) => v.clone(),
            Some(Binding::Import(spec, name, span)) => {
                let (spec, name, span) = (spec.clone(), name.clone(), *span);
                match self.resolve(m, span, &spec) {
                    Some(p) => self.module_value(&p, name.as_deref()).0,
                    None => JVal::Dyn(format!("`{sym}` imported from `{spec}`, a package or missing file")),
                }
            }
            None if sym == "undefined" => JVal::Null,
            None if sym == "__dirname" => JVal::Str(".".into()),
            None => JVal::Dyn(format!("`{sym}`")),
        }
    }
}

/// `Array.prototype.flat(depth)`.
fn flat(items: &[(JVal, Loc)], depth: usize, out: &mut Vec<(JVal, Loc)>) {
    for (v, l) in items {
        match v {
            JVal::Arr(a) if depth > 0 => flat(a, depth - 1, out),
            v => out.push((v.clone(), l.clone())),
        }
    }
}

/// JavaScript's truthiness of a known value (`None`: not known).
fn truthy(v: &JVal) -> Option<bool> {
    match v {
        JVal::Null => Some(false),
        JVal::Bool(b) => Some(*b),
        JVal::Num(n) => Some(*n != 0.0 && !n.is_nan()),
        JVal::Str(s) => Some(!s.is_empty()),
        JVal::Arr(_) | JVal::Obj(_) => Some(true),
        JVal::Dyn(_) => None,
    }
}

/// `a === b` for primitives (`None`: an object, an array or an unknown value on either side).
fn strict_eq(a: &JVal, b: &JVal) -> Option<bool> {
    match (a, b) {
        (JVal::Dyn(_), _) | (_, JVal::Dyn(_)) | (JVal::Arr(_) | JVal::Obj(_), _) | (_, JVal::Arr(_) | JVal::Obj(_)) => None,
        (JVal::Str(x), JVal::Str(y)) => Some(x == y),
        (JVal::Num(x), JVal::Num(y)) => Some(x == y),
        (JVal::Bool(x), JVal::Bool(y)) => Some(x == y),
        (JVal::Null, JVal::Null) => Some(true),
        _ => Some(false),
    }
}

fn prop_name(k: &PropName) -> Option<String> {
    match k {
        PropName::Ident(i) => Some(i.sym.to_string()),
        PropName::Str(s) => Some(s.value.to_string_lossy().into_owned()),
        PropName::Num(n) => Some(n.value.to_string()),
        _ => None,
    }
}

#[derive(Clone)]
enum Binding {
    Expr(Rc<Expr>),
    Function(Rc<Function>),
    /// A value already computed: a callback's parameter.
    Value(JVal),
    /// (specifier, named export or `None` for the default / whole module, the specifier's span)
    Import(String, Option<String>, Span),
}

/// Top-level (or function-body) bindings by name.
#[derive(Clone, Default)]
struct Scope(HashMap<String, Binding>);

impl Scope {
    fn of(items: &[ModuleItem]) -> Self {
        let mut s = Scope::default();
        for item in items {
            match item {
                ModuleItem::Stmt(st) => s.add_stmts(std::slice::from_ref(st)),
                ModuleItem::ModuleDecl(ModuleDecl::ExportDecl(ExportDecl { decl, .. })) => s.add_decl(decl),
                ModuleItem::ModuleDecl(ModuleDecl::Import(imp)) if !imp.type_only => {
                    let src = imp.src.value.to_string_lossy().into_owned();
                    for sp in &imp.specifiers {
                        match sp {
                            ImportSpecifier::Default(d) => {
                                s.0.insert(d.local.sym.to_string(), Binding::Import(src.clone(), None, imp.src.span));
                            }
                            ImportSpecifier::Named(n) => {
                                let imported = match &n.imported {
                                    Some(ModuleExportName::Ident(i)) => i.sym.to_string(),
                                    Some(ModuleExportName::Str(st)) => st.value.to_string_lossy().into_owned(),
                                    None => n.local.sym.to_string(),
                                };
                                s.0.insert(n.local.sym.to_string(), Binding::Import(src.clone(), Some(imported), imp.src.span));
                            }
                            ImportSpecifier::Namespace(n) => {
                                s.0.insert(n.local.sym.to_string(), Binding::Import(src.clone(), None, imp.src.span));
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        s
    }

    fn add_stmts(&mut self, stmts: &[Stmt]) {
        for st in stmts {
            if let Stmt::Decl(d) = st {
                self.add_decl(d);
            }
        }
    }

    fn add_decl(&mut self, d: &Decl) {
        match d {
            Decl::Var(v) => {
                for d in &v.decls {
                    if let (Pat::Ident(i), Some(init)) = (&d.name, &d.init) {
                        self.0.insert(i.id.sym.to_string(), Binding::Expr(Rc::new((**init).clone())));
                    }
                }
            }
            Decl::Fn(f) => {
                self.0.insert(f.ident.sym.to_string(), Binding::Function(Rc::new((*f.function).clone())));
            }
            _ => {}
        }
    }

    fn get(&self, name: &str) -> Option<&Binding> {
        self.0.get(name)
    }
}

fn from_json(v: &docc_yaml::node::Node, file: &Arc<SourceFile>) -> JVal {
    use docc_yaml::node::Value as N;
    let loc = |n: &docc_yaml::node::Node| Loc { file: file.clone(), span: n.span.clone() };
    match &v.value {
        N::Null => JVal::Null,
        N::Bool(b) => JVal::Bool(*b),
        N::Number(n) => JVal::Num(n.as_f64().unwrap_or(0.0)),
        N::String(s) => JVal::Str(s.clone()),
        N::Seq(a) => JVal::Arr(a.iter().map(|x| (from_json(x, file), loc(x))).collect()),
        N::Map(m) => JVal::Obj(m.entries.iter().map(|(k, x)| (k.text.clone(), from_json(x, file), loc(x))).collect()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(files: &[(&str, &str)], entry: &str) -> (JVal, Vec<Diagnostic>) {
        let dir = tempfile::tempdir().unwrap();
        for (p, t) in files {
            std::fs::write(dir.path().join(p), t).unwrap();
        }
        let mut ev = Evaluator::new(dir.path());
        let v = ev.module_value(&dir.path().join(entry), None).0;
        (v, ev.diagnostics)
    }

    #[test]
    fn commonjs_config_with_consts_requires_and_env_defaults() {
        let (v, d) = eval(
            &[
                ("docusaurus.config.js", "// @ts-check\nconst lightCodeTheme = require('prism-react-renderer/themes/github');\nconst base = '/x/';\nconst versions = require('./versions.json');\n/** @type {import('@docusaurus/types').Config} */\nconst config = {\n  title: `My ${'site'}`,\n  baseUrl: process.env.BASE_URL || base,\n  url: process.env.URL,\n  n: 2, ok: !false,\n  versions,\n  ...{ tagline: 'T' },\n  presets: [['classic', ({ docs: { sidebarPath: require.resolve('./sidebars.js'), editUrl: () => 'x' } })]],\n};\nmodule.exports = config;\n"),
                ("versions.json", "[\"1.0\"]"),
            ],
            "docusaurus.config.js",
        );
        assert!(d.is_empty(), "{d:?}");
        assert_eq!(v.get("title").and_then(JVal::str), Some("My site"));
        assert_eq!(v.get("baseUrl").and_then(JVal::str), Some("/x/"));
        assert!(v.get("url").unwrap().is_dyn());
        assert_eq!(v.get("tagline").and_then(JVal::str), Some("T"));
        assert_eq!(v.get("ok").and_then(JVal::as_bool), Some(true));
        assert_eq!(v.get("versions").unwrap().items()[0].0.str(), Some("1.0"));
        let docs = v.get("presets").unwrap().items()[0].0.items()[1].0.get("docs").unwrap();
        assert_eq!(docs.get("sidebarPath").and_then(JVal::str), Some("./sidebars.js"));
        assert!(docs.get("editUrl").unwrap().is_dyn());
    }

    #[test]
    fn conditions_on_environment_variables_read_as_a_plain_build() {
        let (v, d) = eval(
            &[("c.js", "module.exports = { a: process.env.PREVIEW ? '/' : '/immer/', b: !process.env.CI ? 'local' : 'ci', c: process.env.X === 'y' ? 1 : 2, d: (process.env.Y) ? 1 : 2 };\n")],
            "c.js",
        );
        assert!(d.is_empty(), "{d:?}");
        assert_eq!(v.get("a").and_then(JVal::str), Some("/immer/"));
        assert_eq!(v.get("b").and_then(JVal::str), Some("local"));
        assert_eq!(v.get("c").and_then(JVal::num), Some(2.0));
        assert_eq!(v.get("d").and_then(JVal::num), Some(2.0));
    }

    #[test]
    fn esm_typescript_config_and_factory_functions() {
        let (v, d) = eval(&[("a.ts", "import type {Config} from '@docusaurus/types';\nimport {x} from './b';\nconst config: Config = { title: 'T', x, nav: [1, ...[2, 3]] } satisfies Config;\nexport default config;\n"), ("b.ts", "export const x = 'from b';\n")], "a.ts");
        assert!(d.is_empty(), "{d:?}");
        assert_eq!(v.get("x").and_then(JVal::str), Some("from b"));
        assert_eq!(v.get("nav").unwrap().items().len(), 3);
        let (v, _) = eval(&[("c.js", "module.exports = async function createConfig() {\n  const t = 'F';\n  return { title: t };\n};\n")], "c.js");
        assert_eq!(v.get("title").and_then(JVal::str), Some("F"));
        let (v, _) = eval(&[("c.mjs", "export default async function () { return { title: 'D' }; }\n")], "c.mjs");
        assert_eq!(v.get("title").and_then(JVal::str), Some("D"));
    }

    /// home-assistant's sidebars.js: the items of a category computed from a required JSON
    /// file (`Object.values(…).flat().map((rule) => …)`, `typeof`, a template literal, a
    /// string method). Without these, the category was dynamic and 55 pages had no sidebar.
    #[test]
    fn pure_array_and_string_methods_with_callbacks() {
        let sidebars = "const byTier = require('./tiers.json');\n\
            const ids = Object.values(byTier)\n  .flat()\n  .map((rule) => {\n    if (typeof rule === 'string') {\n      return rule;\n    }\n    return rule.id;\n  });\n\
            function doc(id, { prefix = 'rules/' } = {}) { return { type: 'doc', id: `${prefix}${id.toLowerCase()}` }; }\n\
            module.exports = {\n  s: [{ type: 'category', label: 'Rules', items: ids.map((r) => doc(r)) }],\n\
              keys: Object.keys(byTier).filter((k) => k !== 'silver').join('+'),\n\
              firsts: Object.entries(byTier).map(([tier, rules]) => `${tier}:${rules.length}`),\n\
              some: ids.some((x) => x.startsWith('B')), n: ids.slice(-2), found: ids.find((x) => x.includes('-')) ?? 'none',\n\
              dynamic: ids.map((x) => x.normalize()),\n  flat: [1, [2, [3]]].flat().length, deep: [1, [2, [3, [4]]]].flat(2).length,\n};\n";
        let tiers = r#"{"bronze": ["Action-Setup", {"id": "Config-Flow", "subchecks": ["x"]}], "silver": ["B"], "gold": []}"#;
        let (v, d) = eval(&[("sidebars.js", sidebars), ("tiers.json", tiers)], "sidebars.js");
        assert!(d.is_empty(), "{d:?}");
        let items: Vec<String> = v.get("s").unwrap().items()[0]
            .0
            .get("items")
            .unwrap()
            .items()
            .iter()
            .map(|(i, _)| i.get("id").and_then(JVal::str).unwrap_or("?").to_string())
            .collect();
        assert_eq!(items, ["rules/action-setup", "rules/config-flow", "rules/b"]);
        assert_eq!((v.get("flat").and_then(JVal::num), v.get("deep").and_then(JVal::num)), (Some(3.0), Some(4.0)));
        assert_eq!(v.get("keys").and_then(JVal::str), Some("bronze+gold"));
        let firsts: Vec<&str> = v.get("firsts").unwrap().items().iter().filter_map(|(x, _)| x.str()).collect();
        assert_eq!(firsts, ["bronze:2", "silver:1", "gold:0"]);
        assert_eq!(v.get("some").and_then(JVal::as_bool), Some(true));
        assert_eq!(v.get("n").unwrap().items().len(), 2);
        assert_eq!(v.get("found").and_then(JVal::str), Some("Action-Setup"));
        // What docc does not compute stays dynamic, with the reason.
        assert!(matches!(v.get("dynamic"), Some(JVal::Dyn(w)) if w.contains("normalize")), "{:?}", v.get("dynamic"));
    }

    /// A callback that calls itself, or a statement docc does not run, ends in a dynamic value
    /// (the caller's located diagnostic), never a hang or an overflow.
    #[test]
    fn recursive_and_imperative_callbacks_are_dynamic() {
        let src = "const f = (n) => f(n);\nconst g = (xs) => { const out = []; for (const x of xs) out.push(x); return out; };\nmodule.exports = { a: [1].map(f), b: g([1, 2]) };\n";
        let got = std::thread::Builder::new()
            .stack_size(2 << 20)
            .spawn(move || {
                let (v, _) = eval(&[("c.js", src)], "c.js");
                (v.get("a").is_some_and(JVal::is_dyn), v.get("b").is_some_and(JVal::is_dyn))
            })
            .unwrap()
            .join()
            .unwrap();
        assert_eq!(got, (true, true));
    }

    #[test]
    fn syntax_errors_are_located() {
        let (_, d) = eval(&[("a.js", "module.exports = {\n  title: 'x',,\n};\n")], "a.js");
        assert_eq!(d[0].code, "docc::docusaurus-config");
        assert_eq!(d[0].line_col().0, 2);
    }

    #[cfg(unix)]
    #[test]
    fn requires_and_imports_go_through_the_content_root() {
        let top = tempfile::tempdir().unwrap();
        let site = top.path().join("site");
        std::fs::create_dir_all(site.join("src")).unwrap();
        std::fs::write(top.path().join("secret.js"), "module.exports = { token: 'OUTSIDE-SECRET-41' };\n").unwrap();
        std::fs::write(site.join(".env.js"), "module.exports = { token: 'DOTENV-SECRET-77' };\n").unwrap();
        std::os::unix::fs::symlink("../../secret.js", site.join("src/linked.js")).unwrap();
        std::os::unix::fs::symlink("/proc/self/environ", site.join("environ.js")).unwrap();
        let config = "const a = require('../secret.js');\nconst b = require('./src/linked');\nimport env from '/proc/self/environ';\nconst d = require('./.env.js');\nconst e = require('./environ.js');\nmodule.exports = { a, b, env, d, e };\n";
        std::fs::write(site.join("docusaurus.config.js"), config).unwrap();
        let mut ev = Evaluator::new(&site);
        let v = ev.module_value(&site.join("docusaurus.config.js"), None).0;
        for k in ["a", "b", "env", "d", "e"] {
            assert!(v.get(k).unwrap().is_dyn(), "{k}: {:?}", v.get(k));
        }
        let got: Vec<(&str, (usize, usize))> = ev.diagnostics.iter().map(|d| (d.code, d.line_col())).collect();
        assert_eq!(
            got,
            [
                ("docc::outside-root", (1, 11)),
                ("docc::outside-root", (2, 11)),
                ("docc::outside-root", (3, 17)),
                ("docc::outside-root", (4, 11)),
                ("docc::outside-root", (5, 11))
            ],
            "{:?}",
            ev.diagnostics
        );
        // Every diagnostic quotes docusaurus.config.js and nothing else.
        for d in &ev.diagnostics {
            assert_eq!(d.file_name(), "docusaurus.config.js");
            let shown = format!("{d:?}");
            assert!(!shown.contains("SECRET-") && !shown.contains("PATH="), "{shown}");
        }
        // A config that is itself a link to the environment is refused before it is read.
        std::fs::remove_file(site.join("docusaurus.config.js")).unwrap();
        std::os::unix::fs::symlink("/proc/self/environ", site.join("docusaurus.config.js")).unwrap();
        let mut ev = Evaluator::new(&site);
        let _ = ev.module_value(&site.join("docusaurus.config.js"), None);
        assert_eq!(ev.diagnostics.iter().map(|d| d.code).collect::<Vec<_>>(), ["docc::outside-root"]);
        assert!(ev.diagnostics[0].file.as_ref().is_none_or(|f| f.text.is_empty()), "{:?}", ev.diagnostics);
    }

    #[test]
    fn doubling_and_deep_configs_end_in_a_located_error() {
        // 1.4 KB: each constant uses the previous one twice (2^40 strings at the end).
        let mut doubling = String::from("const c0 = 'xxxxxxxxxxxxxxxx';\n");
        for i in 1..=40 {
            doubling += &format!("const c{i} = c{} + c{};\n", i - 1, i - 1);
        }
        doubling += "module.exports = { title: c40 };\n";
        let mut arrays = String::from("const a0 = [1, 2];\n");
        for i in 1..=40 {
            arrays += &format!("const a{i} = [a{}, a{}];\n", i - 1, i - 1);
        }
        arrays += "module.exports = { title: 'T', themeConfig: { x: a40 } };\n";
        // 25 KB of nested objects, run on a thread with rayon's 2 MB stack.
        let deep = format!("module.exports = {}1{};\n", "{a: ".repeat(6000), "}".repeat(6000));
        // No duration asserted: the interpreter's budgets stop each (the diagnostic says which),
        // under a hang guard only a lost budget would trip; `just bench` times the same
        // configs (tests/bench/pathological.py).
        for (src, line) in [(doubling, 0), (arrays, 0), (deep, 1)] {
            let (tx, rx) = std::sync::mpsc::channel();
            std::thread::Builder::new()
                .stack_size(2 << 20)
                .spawn(move || {
                    let (_, d) = eval(&[("docusaurus.config.js", &src)], "docusaurus.config.js");
                    let _ = tx.send(d.iter().map(|d| (d.code, d.line_col().0, d.message.clone())).collect::<Vec<_>>());
                })
                .unwrap();
            let got = rx.recv_timeout(std::time::Duration::from_secs(300)).expect("the config's evaluation ended");
            assert_eq!(got.len(), 1, "{got:?}");
            assert_eq!(got[0].0, "docc::docusaurus-config", "{got:?}");
            assert!(line == 0 || got[0].1 == line, "{got:?}");
        }
    }
}
