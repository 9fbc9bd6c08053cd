//! A spanned YAML/JSON loader: OpenAPI specs and Markdown front matter are read into the
//! same small tree ([`node::Node`]), so both can point a diagnostic at the exact bytes of
//! a key or value, which serde's data model forgets.

pub mod json;
pub mod node;
pub mod yaml;
