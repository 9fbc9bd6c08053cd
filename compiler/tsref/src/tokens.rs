//! Signature tokens before link resolution.
//!
//! Extraction runs per file, before the export graph of every package is known, so a
//! type name is kept as the *name as written* plus how to look it up (in the declaring
//! scope, or inside an `import("…")` type); `build` later turns it into a route.

use docc_markdown::highlight::CLASSES;

/// Token class ids (indices into `highlight::CLASSES`), resolved once.
pub mod class {
    use super::id;
    pub fn plain() -> u32 {
        0
    }
    pub fn kw() -> u32 {
        id("kw")
    }
    pub fn str() -> u32 {
        id("str")
    }
    pub fn num() -> u32 {
        id("num")
    }
    pub fn func() -> u32 {
        id("fn")
    }
    pub fn ty() -> u32 {
        id("ty")
    }
    pub fn constant() -> u32 {
        id("const")
    }
    pub fn op() -> u32 {
        id("op")
    }
    pub fn punct() -> u32 {
        id("punct")
    }
    pub fn prop() -> u32 {
        id("prop")
    }
    pub fn builtin() -> u32 {
        id("builtin")
    }
}

fn id(name: &str) -> u32 {
    CLASSES.iter().position(|c| *c == name).unwrap_or(0) as u32
}

/// Where a referenced name is looked up.
#[derive(Debug, Clone, PartialEq)]
pub enum RefBase {
    /// In the scope of the declaration the token belongs to (locals, imports).
    Scope,
    /// In the exports of the module named by this specifier (`import("./x").Y`).
    Module(String),
}

/// A name in a signature that may have its own page: `Foo`, `ns.Foo`, `typeof bar`.
#[derive(Debug, Clone, PartialEq)]
pub struct Ref {
    pub base: RefBase,
    pub parts: Vec<String>,
    /// `typeof x` names a value; anything else a type.
    pub value: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Tok {
    pub class: u32,
    pub text: String,
    pub refer: Option<Ref>,
}

/// Total text length of a token list (for line-breaking decisions).
pub fn width(toks: &[Tok]) -> usize {
    toks.iter().map(|t| t.text.chars().count()).sum()
}

pub fn text(toks: &[Tok]) -> String {
    toks.iter().map(|t| t.text.as_str()).collect()
}
