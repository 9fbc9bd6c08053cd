//! Nesting and size budgets for the JavaScript docc reads from a site (its MDX pages' ESM,
//! its components, its Docusaurus config), so that no input can overflow the stack.
//!
//! swc's parser, the interpreter and dropping the tree are recursive: `export const x =
//! [[[…]]]` 2,000 deep in an .mdx page, deeply nested JSX or a 25 KB config of nested
//! objects aborted the whole compiler with a stack overflow on a rayon thread (2 MB).
//! So a text is first scanned lexically (`too_deep_text`: brackets and prefix operators,
//! the nesting the parser recurses on most), then parsed on a thread with a large stack
//! (`PARSE_STACK`, only touched pages are used), where the tree's depth is measured and a
//! tree deeper than `MAX_AST_DEPTH` is dropped, so the rest of docc only ever sees
//! shallow trees. tsref applies the same lexical scan to SDK sources.

use swc_core::common::{Span, Spanned};
use swc_core::ecma::ast::*;
use swc_core::ecma::visit::{Visit, VisitWith};

/// Brackets (`(`, `[`, `{`, `${`) open at once.
pub const MAX_BRACKETS: usize = 256;
/// Prefix operators in a row (`!`, `~`, `+`, `-`, whitespace between them allowed).
pub const MAX_PREFIX_RUN: usize = 256;
/// AST levels (expressions, statements, patterns, JSX elements) in one module or expression.
pub const MAX_AST_DEPTH: usize = 500;
/// Stack of the parsing thread: the parser recurses on unbracketed chains (`1+1+…`,
/// nested JSX) that the lexical scan does not bound.
const PARSE_STACK: usize = 512 << 20;

/// The first offset where the text nests deeper than the lexical budgets, and why.
pub fn too_deep_text(text: &str) -> Option<(usize, String)> {
    let b = text.as_bytes();
    // Open brackets; `true` marks a template literal's `${`, whose `}` resumes the template.
    let mut open: Vec<bool> = Vec::new();
    let mut run = 0usize;
    let mut i = 0;
    let mut in_template = false;
    while i < b.len() {
        let c = b[i];
        if in_template {
            match c {
                b'\\' => i += 1,
                b'`' => in_template = false,
                b'$' if b.get(i + 1) == Some(&b'{') => {
                    open.push(true);
                    in_template = false;
                    i += 1;
                    if open.len() > MAX_BRACKETS {
                        return Some((i, format!("brackets nest deeper than {MAX_BRACKETS} levels")));
                    }
                }
                _ => {}
            }
            i += 1;
            continue;
        }
        match c {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                i = text[i..].find('\n').map_or(b.len(), |n| i + n);
                continue;
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i = text[i + 2..].find("*/").map_or(b.len(), |n| i + 2 + n + 2);
                continue;
            }
            b'"' | b'\'' => {
                let mut j = i + 1;
                while j < b.len() && b[j] != c && b[j] != b'\n' {
                    j += if b[j] == b'\\' { 2 } else { 1 };
                }
                i = j + 1;
                run = 0;
                continue;
            }
            b'`' => in_template = true,
            b'(' | b'[' | b'{' => {
                open.push(false);
                if open.len() > MAX_BRACKETS {
                    return Some((i, format!("brackets nest deeper than {MAX_BRACKETS} levels")));
                }
            }
            b')' | b']' => {
                open.pop();
            }
            b'}' => in_template |= open.pop() == Some(true),
            _ => {}
        }
        match c {
            b'!' | b'~' | b'+' | b'-' => {
                run += 1;
                if run > MAX_PREFIX_RUN {
                    return Some((i, format!("more than {MAX_PREFIX_RUN} operators in a row")));
                }
            }
            b' ' | b'\t' | b'\n' | b'\r' => {}
            _ => run = 0,
        }
        i += 1;
    }
    None
}

/// Runs `parse` on a thread with a large stack; `None` when no thread could be had or the
/// parser panicked (the caller reports the file).
pub fn on_parse_stack<T: Send>(parse: impl FnOnce() -> T + Send) -> Option<T> {
    std::thread::scope(|s| std::thread::Builder::new().name("docc-js-parse".into()).stack_size(PARSE_STACK).spawn_scoped(s, parse).ok()?.join().ok())
}

/// The first node deeper than `MAX_AST_DEPTH` in `node` (a module or an expression), if
/// any. Call it on the parse thread: the walk stops descending there, but a tree that deep
/// must also be dropped there.
pub fn too_deep<N: VisitWith<Depth>>(node: &N) -> Option<Span> {
    let mut d = Depth { cur: 0, deepest: None };
    node.visit_with(&mut d);
    d.deepest
}

/// The depth walk (see `too_deep`).
pub struct Depth {
    cur: usize,
    deepest: Option<Span>,
}

macro_rules! counted {
    ($($name:ident: $ty:ty),* $(,)?) => {
        $(fn $name(&mut self, n: &$ty) {
            self.cur += 1;
            if self.cur > MAX_AST_DEPTH {
                self.deepest.get_or_insert(n.span());
            } else if self.deepest.is_none() {
                n.visit_children_with(self);
            }
            self.cur -= 1;
        })*
    };
}

impl Visit for Depth {
    counted! {
        visit_expr: Expr,
        visit_stmt: Stmt,
        visit_decl: Decl,
        visit_pat: Pat,
        visit_ts_type: TsType,
        visit_prop_or_spread: PropOrSpread,
        visit_jsx_element: JSXElement,
        visit_jsx_fragment: JSXFragment,
        visit_module_item: ModuleItem,
    }
}
