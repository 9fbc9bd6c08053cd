//! docc-core: what every compiler phase shares — the site model (the pack schema),
//! diagnostics, Markdown → document tree, code highlighting, slugs, pack encoding.
pub mod confine;
pub mod diag;
pub mod highlight;
pub mod jsx;
pub mod markdown;
pub mod mdx;
pub mod model;
pub mod pack;
pub mod paths;
pub mod phase;
pub mod slug;
pub mod svg;
