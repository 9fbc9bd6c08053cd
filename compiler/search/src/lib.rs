//! docc-search: the full-text index embedded in every site, so search works offline from
//! the single HTML file with no service behind it.
//!
//! The compiler does all the work that does not depend on the query: cutting pages into
//! units ([`extract`]), tokenising ([`tokenize`]), and writing sorted terms with compact
//! posting lists (layout documented on [`SearchIndex`]). The runtime engine
//! (`runtime/src/search/engine.ts`) only looks terms up and ranks.

pub mod extract;
pub mod tokenize;

use docc_core::model::search::{SearchDoc, SearchIndex, SearchPage, FIELD_BODY, FIELD_HEADING, FIELD_TITLE};
use docc_core::model::Page;
use std::collections::HashMap;

/// Text kept per unit for snippets. Every word is indexed, but only this much text is
/// stored: sections longer than this (huge tables, long schema listings) would otherwise
/// dominate the index, and a snippet past it falls back to the section's start.
pub const MAX_TEXT: usize = 2000;

/// Occurrence counts above this carry no extra ranking signal; capping keeps varints short.
const MAX_COUNT: u32 = 255;

/// Builds the embedded full-text index over every compiled page.
pub fn build(pages: &[Page]) -> SearchIndex {
    let mut index = SearchIndex::default();
    // term → postings (doc, count << 2 | field); docs are visited in order, so each list
    // comes out sorted by doc.
    let mut lists: HashMap<String, Vec<(u32, u32)>> = HashMap::new();
    let mut local: HashMap<String, (u32, u32)> = HashMap::new();
    for (page_no, page) in pages.iter().enumerate() {
        index.pages.push(SearchPage { route: page.route.clone(), title: page.title.clone(), kind: extract::kind_label(page.kind).to_string() });
        for (i, unit) in extract::units(page).into_iter().enumerate() {
            let doc = index.docs.len() as u32;
            local.clear();
            let mut add = |text: &str, field: u32| {
                tokenize::for_each_term(text, |t| match local.get_mut(t) {
                    Some(e) => {
                        e.0 = e.0.min(field);
                        e.1 += 1;
                    }
                    None => {
                        local.insert(t.to_string(), (field, 1));
                    }
                })
            };
            if i == 0 {
                add(&page.title, FIELD_TITLE);
            }
            add(&unit.heading, FIELD_HEADING);
            add(&unit.body, FIELD_BODY);
            for (term, (field, count)) in local.drain() {
                let posting = (doc, count.min(MAX_COUNT) << 2 | field);
                match lists.get_mut(&term) {
                    Some(list) => list.push(posting),
                    None => {
                        lists.insert(term, vec![posting]);
                    }
                }
            }
            index.docs.push(SearchDoc {
                page: page_no as u32,
                anchor: unit.anchor,
                heading: if unit.shown_heading { unit.heading } else { String::new() },
                text: truncate(unit.body, MAX_TEXT),
            });
        }
    }
    let mut terms: Vec<(String, Vec<(u32, u32)>)> = lists.into_iter().collect();
    // UTF-16 order: what the runtime's binary search compares with.
    terms.sort_by(|a, b| a.0.encode_utf16().cmp(b.0.encode_utf16()));
    let mut joined = Vec::with_capacity(terms.len());
    for (term, list) in terms {
        let start = index.postings.len();
        let mut prev = 0;
        for (doc, packed) in list {
            leb128(&mut index.postings, doc - prev);
            leb128(&mut index.postings, packed);
            prev = doc;
        }
        index.lens.push((index.postings.len() - start) as u32);
        joined.push(term);
    }
    index.terms = joined.join("\n");
    index
}

/// Cuts `text` at the last word boundary within `max` bytes.
fn truncate(mut text: String, max: usize) -> String {
    if text.len() > max {
        let mut cut = max;
        while !text.is_char_boundary(cut) {
            cut -= 1;
        }
        let cut = text[..cut].rfind(' ').unwrap_or(cut);
        text.truncate(cut);
    }
    text
}

fn leb128(out: &mut Vec<u8>, mut v: u32) {
    while v >= 0x80 {
        out.push((v as u8) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

/// A decoded posting, for tests and tools (the runtime has its own reader).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Posting {
    pub doc: u32,
    pub field: u32,
    pub count: u32,
}

/// The postings of `term`, if indexed.
pub fn postings(index: &SearchIndex, term: &str) -> Option<Vec<Posting>> {
    let terms: Vec<&str> = index.terms.split('\n').collect();
    let at = terms.binary_search_by(|t| t.encode_utf16().cmp(term.encode_utf16())).ok()?;
    let start: usize = index.lens[..at].iter().map(|&l| l as usize).sum();
    let bytes = &index.postings[start..start + index.lens[at] as usize];
    let (mut pos, mut doc, mut out) = (0, 0, Vec::new());
    while pos < bytes.len() {
        doc += read_leb128(bytes, &mut pos);
        let packed = read_leb128(bytes, &mut pos);
        out.push(Posting { doc, field: packed & 3, count: packed >> 2 });
    }
    Some(out)
}

fn read_leb128(bytes: &[u8], pos: &mut usize) -> u32 {
    let (mut v, mut shift) = (0u32, 0);
    loop {
        let b = bytes[*pos];
        *pos += 1;
        v |= ((b & 0x7f) as u32) << shift;
        shift += 7;
        if b < 0x80 {
            return v;
        }
    }
}

#[cfg(test)]
mod tests;
