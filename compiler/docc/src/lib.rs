//! docc: compile a documentation tree (Markdown docs, an OpenAPI spec, TypeScript SDK
//! sources) into one self-contained HTML file. See ARCHITECTURE.md for the pipeline and
//! where each stage lives.
//!
//! As a library: [`compile`] a site folder with [`Options`] and get the HTML in memory
//! ([`Output`]) or every diagnostic ([`Diagnostics`]); the `docc` command is a thin layer
//! over it.
pub mod api;
pub mod cli;
pub mod config;
pub mod crash;
pub mod docs;
pub mod docusaurus;
pub mod emit;
pub mod frontmatter;
pub mod hosted;
pub mod inputs;
pub mod inspect;
pub mod jsconfig;
pub mod links;
pub mod new;
pub mod phases;
pub mod pipeline;
pub mod progress;
pub mod render_cache;
pub mod report;
pub mod serve;
pub mod sidebars;
pub mod static_html;

pub use api::{check, compile, Options, Output};
pub use docc_core::diag::{Diagnostic, Diagnostics, Severity};
