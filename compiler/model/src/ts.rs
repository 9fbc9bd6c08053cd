//! Pack types for the typed SDK reference (compiled from TypeScript sources by
//! `docc-tsref`). Mirrored in `runtime/src/pack/schema.ts` (section `model/ts.rs`).
//!
//! Where the doc of a callable lives: a function or method with ONE signature keeps its
//! summary, remarks, examples… on the item/member `doc` and its parameter and return docs
//! on the signature (`Param::doc`, `Signature::doc.returns`), so a page reads summary →
//! signature → parameters → returns → remarks → examples. With overloads every signature
//! carries its own full doc and the item/member `doc` is empty.

use super::Block;
use serde::{Deserialize, Serialize};

/// A documented exported item: function, class, interface, type alias, enum or variable.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename = "TsItem")]
pub struct Item {
    /// The package's name as configured (`api`, `nft`…).
    pub package: String,
    /// `function`, `class`, `interface`, `type`, `enum`, `variable`.
    pub kind: String,
    /// The name a user imports (`ns.name` for members of an exported namespace).
    pub name: String,
    /// Other names the same declaration is exported under (e.g. `default`).
    pub aliases: Vec<String>,
    pub doc: Doc,
    /// One signature per overload (functions) or the declaration header (others).
    pub signatures: Vec<Signature>,
    pub members: Vec<Member>,
    /// `file:line` of the declaration, the file relative to the site directory.
    pub source: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, Default)]
#[serde(rename = "TsDoc")]
pub struct Doc {
    pub summary: Vec<Block>,
    pub remarks: Vec<Block>,
    /// `@param` docs that are not shown in a parameter table (e.g. on a function type alias).
    pub params: Vec<ParamDoc>,
    pub returns: Vec<Block>,
    pub examples: Vec<Block>,
    /// `Some` (possibly empty) when the item is `@deprecated`.
    pub deprecated: Option<Vec<Block>>,
    pub see: Vec<Vec<Block>>,
    pub since: String,
    /// `@default` / `@defaultValue`, as written (code).
    pub default: String,
    pub throws: Vec<Vec<Block>>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename = "TsParamDoc")]
pub struct ParamDoc {
    pub name: String,
    pub doc: Vec<Block>,
}

/// A syntax-coloured signature; tokens that name a documented type link to its page.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename = "TsSignature")]
pub struct Signature {
    pub tokens: Vec<SigToken>,
    pub params: Vec<Param>,
    pub type_params: Vec<TypeParam>,
    pub doc: Doc,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct SigToken {
    /// Index into [`crate::TOKEN_CLASSES`].
    pub class: u32,
    pub text: String,
    /// Route (`/api/…`, possibly with `#anchor`) of the documented item this token names.
    pub link: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename = "TsParam")]
pub struct Param {
    pub name: String,
    pub ty: Vec<SigToken>,
    pub optional: bool,
    pub rest: bool,
    /// The default value's source text, empty when none.
    pub default: String,
    pub doc: Vec<Block>,
}

/// A type parameter: `T extends Constraint = Default`, with its `@typeParam` doc.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename = "TsTypeParam")]
pub struct TypeParam {
    pub name: String,
    pub constraint: Vec<SigToken>,
    pub default: Vec<SigToken>,
    pub doc: Vec<Block>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename = "TsMember")]
pub struct Member {
    /// `constructor`, `property`, `method`, `accessor`, `call`, `construct`, `index`, `enum-member`.
    pub kind: String,
    pub name: String,
    /// Anchor of the member's heading on the item page (unique on the page, in the toc).
    pub id: String,
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
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename = "TsListGroup")]
pub struct ListGroup {
    pub title: String,
    /// Heading anchor of the group (also in the page toc).
    pub id: String,
    pub entries: Vec<ListEntry>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename = "TsListEntry")]
pub struct ListEntry {
    pub name: String,
    /// `function`, `class`…, or `package` on the `/api` index.
    pub kind: String,
    pub route: String,
    /// First sentence/paragraph of the summary, plain text.
    pub summary: String,
    pub deprecated: bool,
}

/// Member kinds in page order, with their group titles and anchors: the item page's member
/// sections. Exported to the runtime by the schema generator (`compiler/schemagen`).
pub const MEMBER_GROUPS: &[(&str, &str, &str)] = &[
    ("constructor", "Constructors", "constructors"),
    ("property", "Properties", "properties"),
    ("accessor", "Accessors", "accessors"),
    ("method", "Methods", "methods"),
    ("call", "Call signatures", "call-signatures"),
    ("construct", "Constructor signatures", "constructor-signatures"),
    ("index", "Index signatures", "index-signatures"),
    ("enum-member", "Members", "enum-members"),
];
