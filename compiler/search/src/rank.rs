//! Page-level ranking signals the compiler knows and the runtime cannot: what kind of page a
//! hit is on, whether a typed-reference item is declared in its own package or only
//! re-exported there, and the short name an operation is known by.
//!
//! Why: measured on the Silvana evaluation set (tests/search/eval.json), word matches alone
//! put schema field rows and re-exported library classes above the guides and HTTP
//! operations readers look for ("mint token", "proof"). A page's weight multiplies the
//! score of its hits, so a better text match can still win across kinds.

use docc_model::{Block, Page, PageKind};
use std::collections::HashMap;

/// Weight (percent) of a page by kind.
fn kind_weight(kind: PageKind) -> u8 {
    match kind {
        PageKind::Doc | PageKind::Category | PageKind::Standalone | PageKind::ApiOperation => 100,
        PageKind::ApiOverview => 90,
        PageKind::TsIndex | PageKind::TsPackage | PageKind::TsItem => 80,
        PageKind::ApiSchema => 70,
    }
}

/// Weight of a typed-reference item that its package only re-exports from elsewhere (the
/// `Field`, `Proof`… of a library every package passes through).
const REEXPORT_WEIGHT: u8 = 30;

/// Rank weight of every page, in percent.
pub fn weights(pages: &[Page]) -> Vec<u8> {
    let homes = package_homes(pages);
    pages
        .iter()
        .map(|p| match ts_source(p) {
            Some((pkg, src)) if homes.get(pkg).is_some_and(|home| !related(&dir_prefix(src), home)) => REEXPORT_WEIGHT,
            _ => kind_weight(p.kind),
        })
        .collect()
}

/// The short name of a page, if it has one besides its title: an operation's id
/// (`mintTokens` for "Build a transaction that mints tokens").
pub fn name(page: &Page) -> &str {
    page.blocks
        .iter()
        .find_map(|b| match b {
            Block::ApiOperation(op) if op.operation_id != page.title => Some(op.operation_id.as_str()),
            _ => None,
        })
        .unwrap_or("")
}

fn ts_source(page: &Page) -> Option<(&str, &str)> {
    page.blocks.iter().find_map(|b| match b {
        Block::TsItem(item) if !item.source.is_empty() => Some((item.package.as_str(), item.source.as_str())),
        _ => None,
    })
}

/// First two directories of a `path/to/file.ts:line` source.
fn dir_prefix(source: &str) -> Vec<&str> {
    let file = source.rsplit_once(':').map_or(source, |(f, _)| f);
    let mut dirs: Vec<&str> = file.split('/').collect();
    dirs.pop();
    dirs.truncate(2);
    dirs
}

/// One directory inside the other (`src` and `src/x` are the same package's).
fn related(a: &[&str], b: &[&str]) -> bool {
    a.iter().zip(b).all(|(x, y)| x == y)
}

/// Each package's home: the directory prefix most of its items are declared under.
fn package_homes(pages: &[Page]) -> HashMap<&str, Vec<&str>> {
    let mut counts: HashMap<&str, HashMap<Vec<&str>, usize>> = HashMap::new();
    for (pkg, src) in pages.iter().filter_map(ts_source) {
        *counts.entry(pkg).or_default().entry(dir_prefix(src)).or_default() += 1;
    }
    counts
        .into_iter()
        .map(|(pkg, dirs)| {
            let home = dirs.into_iter().max_by(|a, b| a.1.cmp(&b.1).then_with(|| b.0.cmp(&a.0))).map(|d| d.0).unwrap_or_default();
            (pkg, home)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefixes_and_relation() {
        assert_eq!(dir_prefix("sdk/storage/o1js.ts:725"), ["sdk", "storage"]);
        assert_eq!(dir_prefix("src/index.ts:3"), ["src"]);
        assert_eq!(dir_prefix("a/b/c/d.ts:1"), ["a", "b"]);
        assert!(related(&["src"], &["src", "x"]));
        assert!(!related(&["sdk", "storage"], &["sdk", "upgradable"]));
    }
}
