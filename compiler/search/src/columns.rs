//! The dictionary's page and unit columns, and the front coding of its terms: everything of
//! [`SearchIndex`] but the posting lists, written so that zstd finds little left to squeeze
//! (what the manifest holds is left out, what the runtime can derive is left out).

use crate::extract::kind_label;
use crate::rank;
use docc_model::search::{ascii_slug, SearchHeadings, SearchIndex, KINDS};
use docc_model::Page;

/// One entry per page or unit, in index order.
#[derive(Default)]
pub(crate) struct Columns {
    /// Page routes, only to find each page's manifest entry (the runtime reads them there).
    routes: Vec<String>,
    names: Vec<String>,
    kinds: Vec<u8>,
    page_docs: Vec<u32>,
    /// Per unit: what `SearchIndex::anchors` stores.
    anchors: Vec<String>,
    headings: Vec<String>,
}

impl Columns {
    pub(crate) fn page(&mut self, page: &Page, units: usize) {
        self.names.push(one_line(rank::name(page)));
        self.routes.push(page.route.clone());
        let kind = kind_label(page.kind);
        self.kinds.push(KINDS.iter().position(|k| *k == kind).unwrap_or(0) as u8);
        self.page_docs.push(units as u32);
    }

    /// A unit: its heading id and the heading it shows (empty for a page's own unit).
    pub(crate) fn unit(&mut self, anchor: &str, heading: String) {
        self.anchors.push(anchor_entry(anchor, &heading));
        self.headings.push(heading);
    }

    pub(crate) fn append(&mut self, mut other: Columns) {
        self.routes.append(&mut other.routes);
        self.names.append(&mut other.names);
        self.kinds.append(&mut other.kinds);
        self.page_docs.append(&mut other.page_docs);
        self.anchors.append(&mut other.anchors);
        self.headings.append(&mut other.headings);
    }

    /// Writes the page columns into `dict`; returns the unit columns, each unit's anchor
    /// entry and heading, which [`heading_blocks`] cuts.
    pub(crate) fn write(self, dict: &mut SearchIndex) -> (Vec<String>, Vec<String>) {
        dict.pages = manifest_entries(&self.routes);
        dict.names = self.names.join("\n");
        dict.kinds = self.kinds;
        dict.page_docs = self.page_docs;
        (self.anchors, self.headings)
    }
}

/// The heading blocks (see `SearchIndex::heading_pages`): runs of whole pages of at most
/// `units` units (a page with more is a block of its own); sets `dict.heading_pages`.
pub(crate) fn heading_blocks(dict: &mut SearchIndex, anchors: &[String], headings: &[String], units: usize) -> Vec<SearchHeadings> {
    let mut blocks = Vec::new();
    dict.heading_pages.clear();
    let (mut page, mut unit) = (0usize, 0usize);
    while page < dict.page_docs.len() {
        let (first_page, first_unit) = (page, unit);
        while page < dict.page_docs.len() && (page == first_page || unit - first_unit + dict.page_docs[page] as usize <= units) {
            unit += dict.page_docs[page] as usize;
            page += 1;
        }
        dict.heading_pages.push((page - first_page) as u32);
        blocks.push(SearchHeadings { anchors: anchors[first_unit..unit].join("\n"), headings: headings[first_unit..unit].join("\n") });
    }
    blocks
}

/// `SearchIndex::pages`: where each page's entry is in the manifest's routes, which are
/// sorted by path (`docc_model::route_order`) with a stable sort (`pipeline::route_entries`), as zigzag differences.
fn manifest_entries(routes: &[String]) -> Vec<u32> {
    let mut order: Vec<usize> = (0..routes.len()).collect();
    order.sort_by(|&a, &b| docc_model::route_order(&routes[a], &routes[b]));
    let mut entry = vec![0i64; routes.len()];
    for (at, &page) in order.iter().enumerate() {
        entry[page] = at as i64;
    }
    let mut prev = -1i64;
    entry
        .into_iter()
        .map(|e| {
            let d = e - prev - 1;
            prev = e;
            (if d >= 0 { 2 * d } else { -2 * d - 1 }) as u32
        })
        .collect()
}

/// `SearchIndex::anchors`' entry for a unit: empty when the runtime can derive the id from
/// the heading (nearly every section: ids are slugs of their headings).
fn anchor_entry(anchor: &str, heading: &str) -> String {
    if ascii_slug(heading).is_some_and(|s| s == anchor) {
        String::new()
    } else {
        format!("={}", one_line(anchor))
    }
}

/// Fields are `\n`-joined: a stray newline (or other line break) would shift every later
/// entry, so it becomes a space. Headings are whitespace-collapsed already.
pub(crate) fn one_line(s: &str) -> String {
    if s.contains(['\n', '\r']) {
        s.replace(['\n', '\r'], " ")
    } else {
        s.to_string()
    }
}

/// Front-codes sorted terms (see `SearchIndex::terms`): per term, the UTF-16 code units it
/// shares with the one before, and the rest of it. A shared prefix ends on a character
/// boundary, so every rest is valid text.
pub(crate) fn front_code<'a>(terms: impl Iterator<Item = &'a str>) -> (String, Vec<u8>) {
    let (mut joined, mut prefixes) = (String::new(), Vec::new());
    let mut prev = "";
    for (i, term) in terms.enumerate() {
        let (mut units, mut bytes) = (0usize, 0usize);
        for (a, b) in prev.chars().zip(term.chars()) {
            if a != b || units + a.len_utf16() > u8::MAX as usize {
                break;
            }
            units += a.len_utf16();
            bytes += a.len_utf8();
        }
        if i > 0 {
            joined.push('\n');
        }
        joined.push_str(&term[bytes..]);
        prefixes.push(units as u8);
        prev = term;
    }
    (joined, prefixes)
}

/// Cuts sorted `terms` into blocks (see `SearchIndex::block_keys`): whole runs of terms
/// that share their first two characters, as many runs as fit in `max` terms; a run longer
/// than `max` is cut into blocks of `max` (its last piece may take the next runs). The
/// ranges cover the terms in order, each at most `max` long.
pub(crate) fn blocks(terms: &[String], max: usize) -> Vec<std::ops::Range<usize>> {
    let max = max.max(1);
    let key = |t: &str| -> usize { t.char_indices().nth(2).map_or(t.len(), |(i, _)| i) };
    let mut out = Vec::new();
    let (mut start, mut at) = (0usize, 0usize);
    while at < terms.len() {
        // The run of terms sharing `terms[at]`'s first two characters.
        let k = &terms[at][..key(&terms[at])];
        let mut end = at + 1;
        while end < terms.len() && terms[end][..key(&terms[end])] == *k {
            end += 1;
        }
        if end - start > max && at > start {
            out.push(start..at);
            start = at;
        }
        while end - start > max {
            out.push(start..start + max);
            start += max;
        }
        at = end;
    }
    if start < terms.len() {
        out.push(start..terms.len());
    }
    out
}

/// The terms of the blocks of `parts`, in order, undoing [`front_code`].
pub fn terms(parts: &crate::SearchParts) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for block in &parts.blocks {
        block_terms(block, &mut out);
    }
    out
}

fn block_terms(block: &docc_model::search::SearchTerms, out: &mut Vec<String>) {
    if block.prefixes.is_empty() {
        return;
    }
    let first = out.len();
    for (rest, &shared) in block.terms.split('\n').zip(&block.prefixes) {
        let prev = if out.len() > first { out.last().map_or("", String::as_str) } else { "" };
        let (mut units, mut bytes) = (0usize, 0usize);
        for c in prev.chars() {
            if units >= shared as usize {
                break;
            }
            units += c.len_utf16();
            bytes += c.len_utf8();
        }
        out.push(format!("{}{rest}", &prev[..bytes]));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manifest_entries_are_zigzag_steps() {
        let r = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        // In path order: all zeros.
        assert_eq!(manifest_entries(&r(&["/a", "/b", "/c"])), [0, 0, 0]);
        // Entries 2, 0, 1: steps +3, -2, +1 from -1, minus one each → 2, -3, 0.
        assert_eq!(manifest_entries(&r(&["/c", "/a", "/b"])), [4, 5, 0]);
        // Byte order, as the manifest sorts (`Z` before `a`).
        assert_eq!(manifest_entries(&r(&["/a", "/Z"])), [2, 3]);
    }

    #[test]
    fn anchors_are_left_out_when_the_heading_gives_them() {
        assert_eq!(anchor_entry("", ""), "");
        assert_eq!(anchor_entry("minting-tokens", "Minting tokens"), "");
        assert_eq!(anchor_entry("a_b-c", "A_b-C?!"), "");
        assert_eq!(anchor_entry("a_b-c", " A_b-C?! "), "=a_b-c", "the runtime does not trim");
        assert_eq!(anchor_entry("minting-tokens-1", "Minting tokens"), "=minting-tokens-1");
        assert_eq!(anchor_entry("custom", "Minting tokens"), "=custom");
        // Not ASCII: always stored, the runtime does not lower-case it.
        assert_eq!(anchor_entry("über", "Über"), "=über");
        assert_eq!(anchor_entry("", "→"), "=");
    }

    #[test]
    fn front_coding_shares_whole_characters() {
        let (joined, prefixes) = front_code(["token", "tokens", "toy", "\u{1D400}a", "\u{1D400}b", "\u{1D401}"].into_iter());
        assert_eq!(joined, "token\ns\ny\n\u{1D400}a\nb\n\u{1D401}");
        // U+1D400 and U+1D401 share their high surrogate, but not a character.
        assert_eq!(prefixes, [0, 5, 2, 0, 2, 0]);
        let block = docc_model::search::SearchTerms { terms: joined, prefixes, counts: vec![1; 6] };
        let parts = crate::SearchParts { blocks: vec![block.clone(), block], ..Default::default() };
        let once = ["token", "tokens", "toy", "\u{1D400}a", "\u{1D400}b", "\u{1D401}"];
        assert_eq!(terms(&parts), [once, once].concat(), "each block is coded on its own");
    }
}
