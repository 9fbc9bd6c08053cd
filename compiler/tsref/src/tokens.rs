//! Signature tokens before link resolution.
//!
//! Extraction runs per file, before the export graph of every package is known, so a
//! type name is kept as the *name as written* plus how to look it up (in the declaring
//! scope, or inside an `import("…")` type); `build` later turns it into a route.

use docc_markdown::highlight::CLASSES;

/// Token class ids (indices into `highlight::CLASSES`), resolved once.
pub(crate) mod class {
    use super::id;
    pub(crate) fn plain() -> u32 {
        0
    }
    pub(crate) fn kw() -> u32 {
        id("kw")
    }
    pub(crate) fn str() -> u32 {
        id("str")
    }
    pub(crate) fn num() -> u32 {
        id("num")
    }
    pub(crate) fn func() -> u32 {
        id("fn")
    }
    pub(crate) fn ty() -> u32 {
        id("ty")
    }
    pub(crate) fn constant() -> u32 {
        id("const")
    }
    pub(crate) fn op() -> u32 {
        id("op")
    }
    pub(crate) fn punct() -> u32 {
        id("punct")
    }
    pub(crate) fn prop() -> u32 {
        id("prop")
    }
    pub(crate) fn builtin() -> u32 {
        id("builtin")
    }
}

fn id(name: &str) -> u32 {
    CLASSES.iter().position(|c| *c == name).unwrap_or(0) as u32
}

/// Where a referenced name is looked up.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum RefBase {
    /// In the scope of the declaration the token belongs to (locals, imports).
    Scope,
    /// In the exports of the module named by this specifier (`import("./x").Y`).
    Module(String),
}

/// A name in a signature that may have its own page: `Foo`, `ns.Foo`, `typeof bar`.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Ref {
    pub base: RefBase,
    pub parts: Vec<String>,
    /// `typeof x` names a value; anything else a type.
    pub value: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Tok {
    pub class: u32,
    pub text: String,
    pub refer: Option<Ref>,
}

/// Total text length of a token list (for line-breaking decisions).
pub(crate) fn width(toks: &[Tok]) -> usize {
    toks.iter().map(|t| t.text.chars().count()).sum()
}

pub(crate) fn text(toks: &[Tok]) -> String {
    toks.iter().map(|t| t.text.as_str()).collect()
}
