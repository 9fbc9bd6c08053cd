//! The little type inference docc does without a type checker: enough to give a type to
//! `const x = 5`, `timeout = 1000 * 60`, `new Map<string, X>()`, `"a" as Mode`, and a
//! return type to functions whose returns are all that simple (`void` when a function
//! returns nothing, `Promise<…>` for async ones). Anything else stays un-typed rather
//! than guessed: a wrong type in a reference is worse than a missing one.

use crate::printer::{expr_parts, Printer};
use crate::tokens::{class, text, Tok};
use swc_core::ecma::ast::*;

/// The type of an initialiser or default value; literal types for `const` declarations.
pub(crate) fn expr_type(e: &Expr, p: &Printer, is_const: bool) -> Option<Vec<Tok>> {
    let mut s = p.sub();
    s.indent = 0;
    match e {
        Expr::Lit(l) => match l {
            Lit::Str(st) if is_const => s.push(class::str(), p.file.text(st.span)),
            Lit::Str(_) => s.push(class::builtin(), "string"),
            Lit::Num(n) if is_const => s.push(class::num(), p.file.text(n.span)),
            Lit::Num(_) => s.push(class::builtin(), "number"),
            Lit::Bool(b) if is_const => s.push(class::constant(), if b.value { "true" } else { "false" }),
            Lit::Bool(_) => s.push(class::builtin(), "boolean"),
            Lit::Null(_) => s.push(class::builtin(), "null"),
            Lit::BigInt(_) => s.push(class::builtin(), "bigint"),
            Lit::Regex(_) => s.push(class::ty(), "RegExp"),
            _ => return None,
        },
        Expr::Tpl(_) => s.push(class::builtin(), "string"),
        Expr::Ident(i) if &*i.sym == "undefined" => s.push(class::builtin(), "undefined"),
        Expr::Ident(i) => return p.env.iter().find(|(n, _)| *n == *i.sym).map(|(_, t)| t.clone()),
        Expr::Paren(x) => return expr_type(&x.expr, p, is_const),
        Expr::TsAs(a) => s.ty(&a.type_ann),
        Expr::TsTypeAssertion(a) => s.ty(&a.type_ann),
        Expr::TsSatisfies(a) => return expr_type(&a.expr, p, is_const),
        Expr::TsConstAssertion(a) => return expr_type(&a.expr, p, true),
        Expr::New(n) => {
            let parts = expr_parts(&n.callee)?;
            s.reference(parts, false, crate::tokens::RefBase::Scope);
            s.type_args(n.type_args.as_deref());
        }
        Expr::Unary(u) => match u.op {
            UnaryOp::Bang => s.push(class::builtin(), "boolean"),
            UnaryOp::Minus | UnaryOp::Plus | UnaryOp::Tilde => s.push(class::builtin(), "number"),
            UnaryOp::TypeOf => s.push(class::builtin(), "string"),
            UnaryOp::Void => s.push(class::builtin(), "undefined"),
            UnaryOp::Delete => s.push(class::builtin(), "boolean"),
        },
        Expr::Bin(b) => match b.op {
            BinaryOp::Sub
            | BinaryOp::Mul
            | BinaryOp::Div
            | BinaryOp::Mod
            | BinaryOp::Exp
            | BinaryOp::BitAnd
            | BinaryOp::BitOr
            | BinaryOp::BitXor
            | BinaryOp::LShift
            | BinaryOp::RShift
            | BinaryOp::ZeroFillRShift => s.push(class::builtin(), "number"),
            BinaryOp::Add => {
                let l = text(&expr_type(&b.left, p, false)?);
                let r = text(&expr_type(&b.right, p, false)?);
                let t = if l == "string" || r == "string" {
                    "string"
                } else if l == "number" && r == "number" {
                    "number"
                } else {
                    return None;
                };
                s.push(class::builtin(), t)
            }
            BinaryOp::EqEq
            | BinaryOp::NotEq
            | BinaryOp::EqEqEq
            | BinaryOp::NotEqEq
            | BinaryOp::Lt
            | BinaryOp::LtEq
            | BinaryOp::Gt
            | BinaryOp::GtEq
            | BinaryOp::In
            | BinaryOp::InstanceOf => s.push(class::builtin(), "boolean"),
            _ => return None,
        },
        Expr::Cond(c) => {
            let a = expr_type(&c.cons, p, is_const)?;
            let b = expr_type(&c.alt, p, is_const)?;
            return Some(union(vec![a, b]));
        }
        Expr::Array(a) => {
            let mut elems = Vec::new();
            for e in a.elems.iter().flatten() {
                if e.spread.is_some() {
                    return None;
                }
                elems.push(expr_type(&e.expr, p, false)?);
            }
            if elems.is_empty() {
                return None;
            }
            let u = union(elems);
            if u.len() > 1 {
                s.p("(");
                s.append(u);
                s.p(")");
            } else {
                s.append(u);
            }
            s.p("[]");
        }
        _ => return None,
    }
    Some(s.out)
}

/// `A | B` of distinct types (by text), in order of appearance.
pub(crate) fn union(types: Vec<Vec<Tok>>) -> Vec<Tok> {
    let mut seen: Vec<String> = Vec::new();
    let mut out: Vec<Tok> = Vec::new();
    for t in types {
        let key = text(&t);
        if seen.contains(&key) {
            continue;
        }
        if !seen.is_empty() {
            out.push(Tok { class: class::plain(), text: " ".into(), refer: None });
            out.push(Tok { class: class::op(), text: "|".into(), refer: None });
            out.push(Tok { class: class::plain(), text: " ".into(), refer: None });
        }
        seen.push(key);
        out.extend(t);
    }
    out
}

/// The return type of an un-annotated function body, if every `return` is simple.
pub(crate) fn return_type(body: Option<&[Stmt]>, expr_body: Option<&Expr>, is_async: bool, is_generator: bool, p: &Printer) -> Option<Vec<Tok>> {
    if is_generator {
        return None;
    }
    let inner = if let Some(e) = expr_body {
        expr_type(e, p, false)?
    } else {
        let stmts = body?;
        let mut returns: Vec<Option<&Expr>> = Vec::new();
        collect_returns(stmts, &mut returns);
        let mut types = Vec::new();
        let mut bare = false;
        for r in &returns {
            match r {
                None => bare = true,
                Some(e) => types.push(expr_type(e, p, false)?),
            }
        }
        if types.is_empty() {
            vec![Tok { class: class::builtin(), text: "void".into(), refer: None }]
        } else {
            if bare {
                types.push(vec![Tok { class: class::builtin(), text: "undefined".into(), refer: None }]);
            }
            union(types)
        }
    };
    if !is_async {
        return Some(inner);
    }
    let mut out = vec![Tok { class: class::ty(), text: "Promise".into(), refer: None }, Tok { class: class::punct(), text: "<".into(), refer: None }];
    out.extend(inner);
    out.push(Tok { class: class::punct(), text: ">".into(), refer: None });
    Some(out)
}

/// Every `return` of a function body, not descending into nested functions or classes.
fn collect_returns<'a>(stmts: &'a [Stmt], out: &mut Vec<Option<&'a Expr>>) {
    for s in stmts {
        collect_stmt(s, out);
    }
}

fn collect_stmt<'a>(s: &'a Stmt, out: &mut Vec<Option<&'a Expr>>) {
    match s {
        Stmt::Return(r) => out.push(r.arg.as_deref()),
        Stmt::Block(b) => collect_returns(&b.stmts, out),
        Stmt::If(i) => {
            collect_stmt(&i.cons, out);
            if let Some(a) = &i.alt {
                collect_stmt(a, out);
            }
        }
        Stmt::For(f) => collect_stmt(&f.body, out),
        Stmt::ForIn(f) => collect_stmt(&f.body, out),
        Stmt::ForOf(f) => collect_stmt(&f.body, out),
        Stmt::While(w) => collect_stmt(&w.body, out),
        Stmt::DoWhile(w) => collect_stmt(&w.body, out),
        Stmt::Labeled(l) => collect_stmt(&l.body, out),
        Stmt::Try(t) => {
            collect_returns(&t.block.stmts, out);
            if let Some(h) = &t.handler {
                collect_returns(&h.body.stmts, out);
            }
            if let Some(f) = &t.finalizer {
                collect_returns(&f.stmts, out);
            }
        }
        Stmt::Switch(sw) => sw.cases.iter().for_each(|c| collect_returns(&c.cons, out)),
        _ => {}
    }
}
