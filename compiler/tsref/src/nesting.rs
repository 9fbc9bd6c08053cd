//! Nesting budgets for TypeScript sources, so that no input can overflow the stack.
//!
//! swc's parser and our passes (extraction, printing, inference, and dropping the AST)
//! are recursive: 1,600 nested namespaces, 5,000 nested parentheses or a 50,000-term
//! `1+1+…` once aborted the whole compiler with a stack overflow. Two guards:
//!
//! - before parsing, a lexical scan (`too_deep_text`) refuses a file whose brackets nest
//!   deeper than `MAX_BRACKETS` or that has a run of more than `MAX_PREFIX_RUN` prefix
//!   operators (`!!!…x`), the unbracketed nesting the parser recurses on most;
//! - the parse itself runs on a thread with a large stack (`PARSE_STACK`), and there each
//!   top-level statement's AST depth is measured (`ast_depth`); a statement deeper than
//!   `MAX_AST_DEPTH` is dropped there, with a diagnostic at it, so the passes that run
//!   later on ordinary stacks only ever see shallow trees.
//!
//! The limits are far above what real declaration files use (a 60-level object type is
//! about 180 AST levels deep).

use swc_core::ecma::ast::*;
use swc_core::ecma::visit::{Visit, VisitWith};

pub(crate) const TOO_DEEP: &str = "docc::ts::too-deep";

/// The lexical scan is docc-js's (site components and configs are parsed by swc too).
pub(crate) use docc_js::nesting::too_deep_text;
#[cfg(test)]
use docc_js::nesting::{MAX_BRACKETS, MAX_PREFIX_RUN};
/// AST levels (expressions, types, statements, declarations, patterns) in one statement.
pub(crate) const MAX_AST_DEPTH: usize = 500;
/// Stack of the parsing thread: the parser recurses on unbracketed chains (`1+1+…`,
/// `a ? b : c ? …`) that the lexical scan does not bound. Only touched pages are used.
pub(crate) const PARSE_STACK: usize = 512 << 20;

/// Depth of the deepest path through a module item, counted in the nodes that recurse
/// (expressions, types, statements, declarations, patterns, type members). Stops
/// descending past `cap`, so measuring a hostile tree is bounded too.
pub(crate) fn ast_depth(item: &ModuleItem, cap: usize) -> usize {
    let mut d = Depth { cur: 0, max: 0, cap };
    item.visit_with(&mut d);
    d.max
}

struct Depth {
    cur: usize,
    max: usize,
    cap: usize,
}

impl Depth {
    fn enter(&mut self) -> bool {
        self.cur += 1;
        self.max = self.max.max(self.cur);
        self.cur <= self.cap
    }
}

macro_rules! counted {
    ($($name:ident: $ty:ty),* $(,)?) => {
        $(fn $name(&mut self, n: &$ty) {
            if self.enter() {
                n.visit_children_with(self);
            }
            self.cur -= 1;
        })*
    };
}

impl Visit for Depth {
    counted! {
        visit_expr: Expr,
        visit_ts_type: TsType,
        visit_stmt: Stmt,
        visit_decl: Decl,
        visit_pat: Pat,
        visit_ts_type_element: TsTypeElement,
        visit_module_item: ModuleItem,
        visit_class_member: ClassMember,
        visit_prop_or_spread: PropOrSpread,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn brackets_in_strings_comments_and_templates_do_not_count() {
        let deep = "(".repeat(MAX_BRACKETS + 1);
        assert!(too_deep_text(&deep).is_some());
        for hidden in [format!("'{deep}'"), format!("\"{deep}\""), format!("// {deep}\nx"), format!("/* {deep} */"), format!("`{deep}`")] {
            assert_eq!(too_deep_text(&hidden), None, "{hidden:.20}");
        }
        // A template's `${` nests and its `}` goes back into the template.
        assert_eq!(too_deep_text("`a${ {b: 1} }(((`"), None);
        assert!(too_deep_text(&format!("`${{{deep}}}`")).is_some());
        let (at, why) = too_deep_text(&format!("x = {}", "!".repeat(MAX_PREFIX_RUN + 1))).unwrap();
        assert!(why.contains("operators") && at > 4);
        assert_eq!(too_deep_text("a = b - -c + +d; e = !!f"), None);
    }
}
