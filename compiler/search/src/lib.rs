//! docc-search: the full-text index embedded in every site, so search works offline from
//! the single HTML file with no service behind it.
//!
//! The compiler does all the work that does not depend on the query: cutting pages into
//! units ([`extract`]), tokenising ([`tokenize`]), and writing sorted terms with compact
//! posting lists (layout documented on [`SearchIndex`]). The runtime engine
//! (`runtime/src/search/engine.ts`) only looks terms up and ranks.

pub(crate) mod extract;
pub mod rank;
pub(crate) mod tokenize;
/// The tokenizer's longest word, part of the pack contract (the generated runtime schema exports it).
pub use tokenize::MAX_WORD;

use docc_model::search::{SearchData, SearchIndex, FIELD_BODY, FIELD_HEADING, FIELD_TITLE, KINDS};
use docc_model::Page;
use rustc_hash::FxHashMap;

/// Deflate level: 6 is zlib's default, close to the best ratio at a fraction of level 9's time.
const DEFLATE_LEVEL: u8 = 6;

/// Builds the embedded full-text index over every compiled page.
pub fn build(pages: &[Page]) -> SearchIndex {
    compress(&build_data(pages))
}

/// Encodes and deflates the index for the pack (see `model::search` for why deflate).
pub fn compress(data: &SearchData) -> SearchIndex {
    compress_at(data, DEFLATE_LEVEL)
}

/// [`compress`] at another deflate level (1 = fastest, for preview compiles).
pub fn compress_at(data: &SearchData, level: u8) -> SearchIndex {
    if data.page_docs.is_empty() {
        return SearchIndex::default();
    }
    let raw = docc_model::pack::encode(data);
    SearchIndex { raw_len: raw.len() as u32, deflated: miniz_oxide::deflate::compress_to_vec(&raw, level) }
}

/// The index before compression, built in one pass over the pages' units: each term is
/// looked up by `&str` in one FxHash map (a `String` is made only for a new term), and since
/// units are visited in order, a term's posting for the current unit is always the last of
/// its list, so occurrences fold into it without any per-unit map.
pub fn build_data(pages: &[Page]) -> SearchData {
    let mut data = SearchData::default();
    let (mut routes, mut titles, mut names, mut anchors, mut headings) = (Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let mut ids: FxHashMap<Box<str>, u32> = FxHashMap::default();
    // Per term id: postings (unit, count, best field).
    let mut lists: Vec<Vec<(u32, u32, u32)>> = Vec::new();
    let mut doc = 0u32;
    data.weights = rank::weights(pages);
    for page in pages {
        let name = rank::name(page);
        names.push(one_line(name));
        routes.push(one_line(&page.route));
        titles.push(one_line(&page.title));
        let kind = extract::kind_label(page.kind);
        data.kinds.push(KINDS.iter().position(|k| *k == kind).unwrap_or(0) as u8);
        let units = extract::units(page);
        data.page_docs.push(units.len() as u32);
        for (i, unit) in units.into_iter().enumerate() {
            let mut add = |text: &str, field: u32| {
                tokenize::for_each_term(text, |t| {
                    let id = match ids.get(t) {
                        Some(&id) => id,
                        None => {
                            ids.insert(t.into(), lists.len() as u32);
                            lists.push(Vec::new());
                            lists.len() as u32 - 1
                        }
                    };
                    let list = &mut lists[id as usize];
                    match list.last_mut() {
                        Some(p) if p.0 == doc => {
                            p.1 += 1;
                            p.2 = p.2.min(field);
                        }
                        _ => list.push((doc, 1, field)),
                    }
                })
            };
            if i == 0 {
                add(&page.title, FIELD_TITLE);
                add(name, FIELD_TITLE);
            }
            add(&unit.heading, FIELD_HEADING);
            add(&unit.body, FIELD_BODY);
            anchors.push(one_line(&unit.anchor));
            headings.push(if unit.shown_heading { unit.heading } else { String::new() });
            doc += 1;
        }
    }
    write_terms(&mut data, ids.into_iter().collect(), &lists);
    data.routes = routes.join("\n");
    data.titles = titles.join("\n");
    data.names = names.join("\n");
    data.anchors = anchors.join("\n");
    data.headings = headings.join("\n");
    data
}

/// One page's share of the index, apart from the rest: its units with their terms counted.
/// Preview compiles (`docc serve`) keep it for pages that did not change and merge with
/// [`build_data_from`]; the result equals [`build_data`]'s (tested).
#[derive(Debug)]
pub struct PageTerms {
    /// The page's distinct terms; postings below refer to them by position.
    words: Vec<Box<str>>,
    units: Vec<UnitTerms>,
}

#[derive(Debug)]
struct UnitTerms {
    anchor: String,
    heading: String,
    /// (word, count, best field), one per distinct word of the unit.
    postings: Vec<(u32, u32, u32)>,
}

/// Cuts and tokenises one page, as [`build_data`] does inline.
pub fn page_terms(page: &Page) -> PageTerms {
    let mut ids: FxHashMap<Box<str>, u32> = FxHashMap::default();
    let mut words: Vec<Box<str>> = Vec::new();
    // Per word: (unit it last occurred in, index of its posting in that unit).
    let mut last: Vec<(usize, usize)> = Vec::new();
    let name = rank::name(page);
    let mut units = Vec::new();
    for (i, unit) in extract::units(page).into_iter().enumerate() {
        let mut postings: Vec<(u32, u32, u32)> = Vec::new();
        let mut add = |text: &str, field: u32| {
            tokenize::for_each_term(text, |t| {
                let id = match ids.get(t) {
                    Some(&id) => id,
                    None => {
                        ids.insert(t.into(), words.len() as u32);
                        words.push(t.into());
                        last.push((usize::MAX, 0));
                        words.len() as u32 - 1
                    }
                };
                let (u, at) = &mut last[id as usize];
                if *u == i {
                    let p = &mut postings[*at];
                    p.1 += 1;
                    p.2 = p.2.min(field);
                } else {
                    *u = i;
                    *at = postings.len();
                    postings.push((id, 1, field));
                }
            })
        };
        if i == 0 {
            add(&page.title, FIELD_TITLE);
            add(name, FIELD_TITLE);
        }
        add(&unit.heading, FIELD_HEADING);
        add(&unit.body, FIELD_BODY);
        units.push(UnitTerms { anchor: one_line(&unit.anchor), heading: if unit.shown_heading { unit.heading } else { String::new() }, postings });
    }
    PageTerms { words, units }
}

/// [`build_data`] from each page's [`page_terms`] (in page order).
pub fn build_data_from(pages: &[Page], terms: &[&PageTerms]) -> SearchData {
    let mut data = SearchData::default();
    let (mut routes, mut titles, mut names, mut anchors, mut headings) = (Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let mut ids: FxHashMap<&str, u32> = FxHashMap::default();
    let mut lists: Vec<Vec<(u32, u32, u32)>> = Vec::new();
    let mut doc = 0u32;
    data.weights = rank::weights(pages);
    for (page, pt) in pages.iter().zip(terms) {
        names.push(one_line(rank::name(page)));
        routes.push(one_line(&page.route));
        titles.push(one_line(&page.title));
        let kind = extract::kind_label(page.kind);
        data.kinds.push(KINDS.iter().position(|k| *k == kind).unwrap_or(0) as u8);
        data.page_docs.push(pt.units.len() as u32);
        let global: Vec<u32> = pt
            .words
            .iter()
            .map(|w| {
                *ids.entry(w).or_insert_with(|| {
                    lists.push(Vec::new());
                    lists.len() as u32 - 1
                })
            })
            .collect();
        for unit in &pt.units {
            for &(w, count, field) in &unit.postings {
                lists[global[w as usize] as usize].push((doc, count, field));
            }
            anchors.push(unit.anchor.as_str());
            headings.push(unit.heading.as_str());
            doc += 1;
        }
    }
    write_terms(&mut data, ids.into_iter().collect(), &lists);
    data.routes = routes.join("\n");
    data.titles = titles.join("\n");
    data.names = names.join("\n");
    data.anchors = anchors.join("\n");
    data.headings = headings.join("\n");
    data
}

/// The body text of every unit, in index order: what the runtime's `units.ts` cuts from the
/// pages for snippets (the golden file `runtime/test/fixtures/search-units.json` pins both).
#[cfg(test)]
pub(crate) fn unit_texts(pages: &[Page]) -> Vec<String> {
    pages.iter().flat_map(|p| extract::units(p).into_iter().map(|u| u.body)).collect()
}

/// Fields are `\n`-joined: a stray newline (or other line break) would shift every later
/// entry, so it becomes a space. Units' text and headings are whitespace-collapsed already.
fn one_line(s: &str) -> String {
    if s.contains(['\n', '\r']) {
        s.replace(['\n', '\r'], " ")
    } else {
        s.to_string()
    }
}

/// Field and occurrence count of a posting in 3 bits (see `SearchData::postings`): counts
/// past a few add little to the ranking, and one varint per posting instead of two made the
/// postings (most of the index) about a third smaller on realistic prose.
/// The term dictionary and its posting lists, shared by the one-pass and the per-page
/// (preview) builds: terms in UTF-16 order, what the runtime's binary search compares
/// with; each list delta-coded, one varint per posting.
fn write_terms<T: AsRef<str>>(data: &mut SearchData, mut terms: Vec<(T, u32)>, lists: &[Vec<(u32, u32, u32)>]) {
    terms.sort_unstable_by(|a, b| a.0.as_ref().encode_utf16().cmp(b.0.as_ref().encode_utf16()));
    let mut joined = String::with_capacity(terms.iter().map(|t| t.0.as_ref().len() + 1).sum());
    for (term, id) in &terms {
        let start = data.postings.len();
        let mut prev = 0;
        for &(doc, count, field) in &lists[*id as usize] {
            leb128(&mut data.postings, (doc - prev) << 3 | posting_code(field, count));
            prev = doc;
        }
        data.lens.push((data.postings.len() - start) as u32);
        if !joined.is_empty() {
            joined.push('\n');
        }
        joined.push_str(term.as_ref());
    }
    data.terms = joined;
}

fn posting_code(field: u32, count: u32) -> u32 {
    match field {
        FIELD_BODY => count.clamp(1, 4) - 1,
        FIELD_HEADING => 4 + (count >= 2) as u32,
        _ => 6 + (count >= 2) as u32,
    }
}

/// Inverse of [`posting_code`]: (field, representative count).
pub(crate) fn decode_posting_code(code: u32) -> (u32, u32) {
    match code {
        0..=3 => (FIELD_BODY, code + 1),
        4 | 5 => (FIELD_HEADING, code - 3),
        _ => (FIELD_TITLE, code - 5),
    }
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
pub fn postings(index: &SearchData, term: &str) -> Option<Vec<Posting>> {
    let terms: Vec<&str> = index.terms.split('\n').collect();
    let at = terms.binary_search_by(|t| t.encode_utf16().cmp(term.encode_utf16())).ok()?;
    let start: usize = index.lens[..at].iter().map(|&l| l as usize).sum();
    let bytes = &index.postings[start..start + index.lens[at] as usize];
    let (mut pos, mut doc, mut out) = (0, 0, Vec::new());
    while pos < bytes.len() {
        let v = read_leb128(bytes, &mut pos);
        doc += v >> 3;
        let (field, count) = decode_posting_code(v & 7);
        out.push(Posting { doc, field, count });
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
