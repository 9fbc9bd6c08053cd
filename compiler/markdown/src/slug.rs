//! Heading ids the way Docusaurus makes them (github-slugger), so existing `#anchor`
//! links keep working, plus kebab-casing for generated routes.

use std::collections::HashMap;

/// github-slugger: lower case, drop punctuation except `-` and `_`, spaces to `-`.
pub fn slugify(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.trim().chars() {
        if c.is_alphanumeric() || c == '-' || c == '_' {
            out.extend(c.to_lowercase());
        } else if c == ' ' {
            out.push('-');
        }
    }
    out
}

/// Element ids a page must not reuse. First every element id the runtime's chrome uses
/// (runtime/src: main.tsx, App, Navbar, SearchModal, api samples, footnotes) plus the pack's
/// script element: they all start with `docc-` so that content ids (`root`, `main`: ordinary
/// member and heading names) never meet them; tests/e2e/mobile.test.mjs checks the live DOM
/// against this rule. Then globals that scripts read from `window` (`dataLayer`, `gtag`…),
/// since an element id becomes a `window` property (DOM clobbering) and `## x {#dataLayer}`
/// would otherwise hand gtag an element instead of its array. Headings with these ids get the
/// next free suffix (`dataLayer-1`), as duplicates do, so `#id` always means the heading.
pub(crate) const RESERVED_IDS: &[&str] = &[
    "docc-root",
    "docc-main",
    "docc-pack",
    "docc-mobile-menu",
    "docc-search-input",
    "docc-code-samples",
    "docc-footnotes-label",
    "dataLayer",
    "gtag",
    "google_tag_manager",
    "google_tag_data",
    "__doccSlowRoute",
    "__doccThrow",
];

/// Deduplicates ids within one page: `a`, `a-1`, `a-2`, … like github-slugger, with the
/// reserved ids taken from the start.
pub struct Slugger {
    seen: HashMap<String, usize>,
}

impl Default for Slugger {
    fn default() -> Self {
        Slugger { seen: RESERVED_IDS.iter().map(|id| (id.to_string(), 0)).collect() }
    }
}

/// Whether `id` is one of `RESERVED_IDS`.
pub(crate) fn is_reserved(id: &str) -> bool {
    RESERVED_IDS.contains(&id)
}

impl Slugger {
    pub fn slug(&mut self, text: &str) -> String {
        self.unique(slugify(text))
    }
    /// Registers an explicit id (e.g. `{#custom-id}`), deduplicating it as well.
    pub fn unique(&mut self, base: String) -> String {
        let mut id = base.clone();
        while let Some(n) = self.seen.get(&id).copied() {
            self.seen.insert(id.clone(), n + 1);
            id = format!("{base}-{}", n + 1);
        }
        self.seen.insert(id.clone(), 0);
        id
    }
}

/// `getNftV2Info` → `get-nft-v-2-info` (the docusaurus-openapi-docs convention:
/// a dash before every upper-case letter and every digit run).
pub fn kebab(name: &str) -> String {
    let mut out = String::new();
    let mut prev: Option<char> = None;
    for c in name.chars() {
        if !c.is_alphanumeric() {
            if !out.ends_with('-') && !out.is_empty() {
                out.push('-');
            }
            prev = Some('-');
            continue;
        }
        let boundary = match prev {
            None | Some('-') => false,
            Some(p) => (c.is_uppercase() && !p.is_uppercase()) || (c.is_ascii_digit() && !p.is_ascii_digit()) || (!c.is_ascii_digit() && p.is_ascii_digit()),
        };
        if boundary && !out.ends_with('-') {
            out.push('-');
        }
        out.extend(c.to_lowercase());
        prev = Some(c);
    }
    out.trim_end_matches('-').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn github_slugger_compatible() {
        assert_eq!(slugify("Hello, World!"), "hello-world");
        assert_eq!(slugify("zk Proofs & ZKPs"), "zk-proofs--zkps");
        assert_eq!(slugify("  What's `new`? "), "whats-new");
        assert_eq!(slugify("Über-fast_rollup"), "über-fast_rollup");
        let mut s = Slugger::default();
        assert_eq!(s.slug("Setup"), "setup");
        assert_eq!(s.slug("Setup"), "setup-1");
        assert_eq!(s.slug("Setup"), "setup-2");
        assert_eq!(s.slug("docc root"), "docc-root-1", "a chrome id is never a heading id");
        assert_eq!(s.unique("docc-main".into()), "docc-main-1");
    }

    #[test]
    fn kebab_matches_docusaurus_openapi_docs() {
        assert_eq!(kebab("getNftV2Info"), "get-nft-v-2-info");
        assert_eq!(kebab("updateTokenAdminWhitelist"), "update-token-admin-whitelist");
        assert_eq!(kebab("faucet"), "faucet");
        assert_eq!(kebab("txStatus"), "tx-status");
    }
}
