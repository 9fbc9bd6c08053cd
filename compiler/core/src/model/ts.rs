//! Pack types for the typed SDK reference (compiled from TypeScript sources).
//! Mirrored in `runtime/src/pack/schema.ts` / `decode.ts`.

use super::Block;
use serde::Serialize;

/// A documented exported item: function, class, interface, type alias, enum or variable.
#[derive(Debug, Clone, Serialize)]
pub struct Item {
    pub package: String,
    /// `function`, `class`, `interface`, `type`, `enum`, `variable`.
    pub kind: String,
    pub name: String,
    pub doc: Doc,
    /// One signature per overload (functions) or the declaration header (others).
    pub signatures: Vec<Signature>,
    pub members: Vec<Member>,
    /// `file:line` of the declaration.
    pub source: String,
}

#[derive(Debug, Clone, Serialize, Default)]
pub struct Doc {
    pub summary: Vec<Block>,
    pub remarks: Vec<Block>,
    pub params: Vec<ParamDoc>,
    pub returns: Vec<Block>,
    pub examples: Vec<Block>,
    pub deprecated: Option<Vec<Block>>,
    pub see: Vec<Vec<Block>>,
    pub since: String,
    pub default: String,
    pub throws: Vec<Vec<Block>>,
}

#[derive(Debug, Clone, Serialize)]
pub struct ParamDoc {
    pub name: String,
    pub doc: Vec<Block>,
}

/// A syntax-coloured signature; tokens that name a documented type link to its page.
#[derive(Debug, Clone, Serialize)]
pub struct Signature {
    pub tokens: Vec<SigToken>,
    pub params: Vec<Param>,
    pub doc: Doc,
}

#[derive(Debug, Clone, Serialize)]
pub struct SigToken {
    /// Index into `highlight::CLASSES`.
    pub class: u32,
    pub text: String,
    pub link: Option<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Param {
    pub name: String,
    pub ty: Vec<SigToken>,
    pub optional: bool,
    pub rest: bool,
    pub default: String,
    pub doc: Vec<Block>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Member {
    /// `constructor`, `property`, `method`, `accessor`, `call`, `index`, `enum-member`.
    pub kind: String,
    pub name: String,
    pub is_static: bool,
    pub is_abstract: bool,
    pub is_readonly: bool,
    pub is_optional: bool,
    /// `public` or `protected` (private members are not documented).
    pub visibility: String,
    pub signatures: Vec<Signature>,
    pub doc: Doc,
}

/// A group of items on a package index page, e.g. "Functions".
#[derive(Debug, Clone, Serialize)]
pub struct ListGroup {
    pub title: String,
    pub entries: Vec<ListEntry>,
}

#[derive(Debug, Clone, Serialize)]
pub struct ListEntry {
    pub name: String,
    pub route: String,
    pub summary: String,
}
