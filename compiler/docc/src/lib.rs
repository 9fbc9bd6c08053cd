//! docc: compile a documentation tree into one self-contained HTML file.
//! See ARCHITECTURE.md for the pipeline and where each stage lives.
pub mod cli;
pub mod config;
pub mod crash;
pub mod docs;
pub mod docusaurus;
pub mod emit;
pub mod frontmatter;
pub mod inputs;
pub mod jsconfig;
pub mod links;
pub mod phases;
pub mod pipeline;
pub mod render_cache;
pub mod serve;
pub mod sidebars;
