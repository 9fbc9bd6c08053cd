//! `docc.toml`: the one small config struct (mdBook style). Every field has a default
//! so a bare docs folder compiles; unknown keys are errors with a span, because a
//! misspelt setting silently ignored is worse than a failed build.

use docc_core::diag::{Diagnostic, SourceFile};
use serde::Deserialize;
use std::path::Path;
use std::sync::Arc;

#[derive(Debug, Deserialize, Clone)]
#[serde(deny_unknown_fields, default)]
pub struct Config {
    pub title: String,
    pub tagline: String,
    pub url: String,
    pub base_path: String,
    pub locale: String,
    pub copyright: String,
    pub site_version: String,
    pub docs: DocsConfig,
    pub navbar: NavbarConfig,
    pub footer: FooterConfig,
    pub announcement: Option<AnnouncementConfig>,
    pub search: SearchConfig,
    pub analytics: AnalyticsConfig,
    pub openapi: Option<OpenApiConfig>,
    pub typescript: TypeScriptConfig,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            title: "Documentation".into(),
            tagline: String::new(),
            url: String::new(),
            base_path: "/".into(),
            locale: "en".into(),
            copyright: String::new(),
            site_version: String::new(),
            docs: DocsConfig::default(),
            navbar: NavbarConfig::default(),
            footer: FooterConfig::default(),
            announcement: None,
            search: SearchConfig::default(),
            analytics: AnalyticsConfig::default(),
            openapi: None,
            typescript: TypeScriptConfig::default(),
        }
    }
}

#[derive(Debug, Deserialize, Clone)]
#[serde(deny_unknown_fields, default)]
pub struct DocsConfig {
    /// Folder of the docs tree, relative to the site directory.
    pub dir: String,
    /// Folder of standalone pages (e.g. `/markdown-page`).
    pub pages_dir: String,
    /// Folder of static files (`/img/logo.svg` → `static/img/logo.svg`).
    pub static_dir: String,
    pub version_name: String,
    pub version_label: String,
}

impl Default for DocsConfig {
    fn default() -> Self {
        DocsConfig { dir: "docs".into(), pages_dir: "pages".into(), static_dir: "static".into(), version_name: "current".into(), version_label: "Next".into() }
    }
}

#[derive(Debug, Deserialize, Clone, Default)]
#[serde(deny_unknown_fields, default)]
pub struct NavbarConfig {
    /// Defaults to the site title.
    pub title: Option<String>,
    /// Logo image, relative to the site directory.
    pub logo: Option<String>,
    pub hide_on_scroll: bool,
    pub items: Vec<LinkConfig>,
}

#[derive(Debug, Deserialize, Clone)]
#[serde(deny_unknown_fields)]
pub struct LinkConfig {
    pub label: String,
    /// A route (`/…`) or an external URL (`https://…`).
    pub to: String,
    #[serde(default)]
    pub position: Position,
}

#[derive(Debug, Deserialize, Clone, Copy, Default, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Position {
    #[default]
    Left,
    Right,
}

#[derive(Debug, Deserialize, Clone, Default)]
#[serde(deny_unknown_fields, default)]
pub struct FooterConfig {
    pub columns: Vec<FooterColumnConfig>,
}

#[derive(Debug, Deserialize, Clone)]
#[serde(deny_unknown_fields)]
pub struct FooterColumnConfig {
    pub title: String,
    #[serde(default)]
    pub items: Vec<LinkConfig>,
}

#[derive(Debug, Deserialize, Clone)]
#[serde(deny_unknown_fields)]
pub struct AnnouncementConfig {
    pub id: String,
    pub text: String,
    pub link: Option<LinkConfig>,
}

#[derive(Debug, Deserialize, Clone, Default)]
#[serde(deny_unknown_fields, default)]
pub struct SearchConfig {
    /// Hosted search (Algolia DocSearch); the embedded index is used when absent.
    pub docsearch: Option<DocSearchConfig>,
}

#[derive(Debug, Deserialize, Clone)]
#[serde(deny_unknown_fields)]
pub struct DocSearchConfig {
    pub app_id: String,
    pub api_key: String,
    pub index_name: String,
    /// Provider host override, e.g. a local stub in tests. Default: `{app_id}-dsn.algolia.net`.
    #[serde(default)]
    pub host: String,
}

#[derive(Debug, Deserialize, Clone, Default)]
#[serde(deny_unknown_fields, default)]
pub struct AnalyticsConfig {
    /// Google tag id (`G-…`); no analytics code runs when absent.
    pub gtag: Option<String>,
}

#[derive(Debug, Deserialize, Clone)]
#[serde(deny_unknown_fields)]
pub struct OpenApiConfig {
    /// OpenAPI document (YAML or JSON), relative to the site directory.
    pub spec: String,
}

#[derive(Debug, Deserialize, Clone, Default)]
#[serde(deny_unknown_fields, default)]
pub struct TypeScriptConfig {
    pub packages: Vec<PackageConfig>,
}

#[derive(Debug, Deserialize, Clone)]
#[serde(deny_unknown_fields)]
pub struct PackageConfig {
    pub name: String,
    pub entry: String,
}

pub const CONFIG_FILE: &str = "docc.toml";

/// Loads `docc.toml` from `site_dir`; a missing file means all defaults.
pub fn load(site_dir: &Path) -> Result<Config, Diagnostic> {
    let path = site_dir.join(CONFIG_FILE);
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Config::default()),
        Err(e) => {
            return Err(Diagnostic::error("docc::unreadable-file", format!("cannot read {CONFIG_FILE}: {e}"))
                .in_file(&SourceFile::new(CONFIG_FILE, ""))
                .help("check the file's permissions"))
        }
    };
    let file: Arc<SourceFile> = SourceFile::new(CONFIG_FILE, text);
    let mut config: Config = toml::from_str(&file.text).map_err(|e| {
        let span = e.span().unwrap_or(0..0);
        Diagnostic::error("docc::config", format!("invalid {CONFIG_FILE}: {}", e.message()))
            .at(&file, span, "here")
            .help("see README.md, section \"Site config\", for every key docc.toml accepts")
    })?;
    if !config.base_path.starts_with('/') {
        config.base_path.insert(0, '/');
    }
    if !config.base_path.ends_with('/') {
        config.base_path.push('/');
    }
    Ok(config)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_key_is_an_error_with_position() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(CONFIG_FILE), "title = \"x\"\ntagLine = \"y\"\n").unwrap();
        let d = load(dir.path()).unwrap_err();
        assert_eq!(d.code, "docc::config");
        assert_eq!(d.line_col(), (2, 1));
        assert!(d.message.contains("tagLine"), "{}", d.message);
    }

    #[test]
    fn defaults_and_base_path_normalised() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(CONFIG_FILE), "base_path = \"docs\"\n[[typescript.packages]]\nname = \"api\"\nentry = \"sdk/api/index.ts\"\n").unwrap();
        let c = load(dir.path()).unwrap();
        assert_eq!(c.base_path, "/docs/");
        assert_eq!(c.docs.dir, "docs");
        assert_eq!(c.typescript.packages[0].entry, "sdk/api/index.ts");
    }
}
