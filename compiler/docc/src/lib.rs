//! docc: compile a documentation tree (Markdown docs, an OpenAPI spec, TypeScript SDK
//! sources) into one self-contained HTML file. See ARCHITECTURE.md for the pipeline and
//! where each stage lives.
//!
//! As a library: [`compile`] a site folder with [`Options`] and get the HTML in memory
//! ([`Output`]) or every diagnostic ([`Diagnostics`]); the `docc` command is a thin layer
//! over it.
pub(crate) mod api;
pub mod backend;
pub mod cli;
pub use docc_config::config;
pub mod crash;
pub use docc_docs::docs;
pub(crate) mod emit;
pub use docc_docs::frontmatter;
pub(crate) mod hosted;
pub(crate) mod inputs;
pub(crate) mod inspect;
pub(crate) use docc_docs::links;
pub(crate) use docc_docs::mime;
pub mod new;
pub(crate) mod phases;
pub mod pipeline;
pub(crate) mod progress;
pub use docc_docs::render_cache;
pub(crate) mod report;
pub(crate) mod serve;
pub use docc_docs::sidebars;
pub(crate) mod static_html;
pub(crate) mod temp_guard;

pub use api::{check, compile, Options, Output};
pub use docc_diag::{Diagnostic, Diagnostics, Severity};
