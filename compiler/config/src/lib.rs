//! A site's configuration, read before any page: `docc.toml`, or a Docusaurus site's
//! `docusaurus.config.*` with its sidebars, versions and plugins. A crate of its own so that
//! the phases that read the config (docs, links, sidebars) can live outside the binary crate;
//! the binary re-exports both modules, so `docc::config` is this crate's `config`.

pub mod config;
pub mod jsconfig;
