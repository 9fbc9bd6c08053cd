//! The docs phase's parts: a docs tree loaded and planned (`docs.rs`: doc ids, routes,
//! sidebar order; `frontmatter.rs`), Docusaurus sidebars files (`sidebars.rs`), links and
//! assets resolved and checked (`links.rs`, with `mime.rs` and `svg.rs`), excerpts
//! (`excerpt.rs`) and the preview cache of rendered pages (`render_cache.rs`). A crate beside
//! docc-openapi and docc-tsref; the binary's `phases.rs` runs it as the docs phase and
//! re-exports these modules under their old names (`docc::docs`, `docc::sidebars`, …).

pub(crate) use docc_config::{config, jsconfig};

pub mod docs;
pub(crate) mod excerpt;
pub mod frontmatter;
pub mod links;
pub mod mime;
pub mod render_cache;
pub mod sidebars;
pub(crate) mod svg;
