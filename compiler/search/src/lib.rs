//! docc-search: the full-text index embedded in every site, so search works offline from
//! the single HTML file with no service behind it.
//!
//! The compiler does all the work that does not depend on the query: cutting pages into
//! units ([`extract`]), tokenising ([`tokenize`]), and writing sorted terms with compact
//! posting lists, cut into a dictionary and posting shards (layout documented on
//! [`SearchIndex`]). The runtime engine (`runtime/src/search/engine.ts`) only looks terms
//! up, decodes the shards it needs, and ranks.

pub(crate) mod extract;
pub mod rank;
pub(crate) mod tokenize;
/// The tokenizer's longest word, part of the pack contract (the generated runtime schema exports it).
pub use tokenize::{is_stop_word, MAX_WORD, STOP_WORDS};

use docc_model::search::{SearchIndex, SearchShard, FIELD_BODY, FIELD_HEADING, FIELD_TITLE, KINDS};
use docc_model::Page;
use rustc_hash::FxHashMap;

/// Posting bytes per shard. Small enough that a query decodes its few shards in a
/// millisecond or two (the runtime's zstd decoder is JavaScript), large enough that zstd
/// compresses each one as well as the whole (measured: 64 KB shards cost <1% over one blob).
const SHARD_BYTES: usize = 64 * 1024;

/// The index before it is cut into shards: the dictionary (its shard fields still empty)
/// and every posting list back to back.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SearchData {
    pub dict: SearchIndex,
    /// All posting lists in term order; `dict.lens` cuts them.
    pub postings: Vec<u8>,
}

impl std::ops::Deref for SearchData {
    type Target = SearchIndex;
    fn deref(&self) -> &SearchIndex {
        &self.dict
    }
}

/// The search segments of a pack: the dictionary and the posting shards. The pipeline sets
/// `index.shard_segment` once it knows where the shards go in the pack.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SearchParts {
    pub index: SearchIndex,
    pub shards: Vec<SearchShard>,
}

/// Builds the embedded full-text index over every compiled page.
pub fn build(pages: &[Page]) -> SearchParts {
    split(build_data(pages))
}

/// Cuts the posting lists into shards of about [`SHARD_BYTES`] (a list is never split).
pub fn split(data: SearchData) -> SearchParts {
    split_at(data, SHARD_BYTES)
}

/// [`split`] into shards of `shard_bytes` or a little more (the last one may be smaller).
pub(crate) fn split_at(data: SearchData, shard_bytes: usize) -> SearchParts {
    let SearchData { mut dict, postings } = data;
    let mut shards = Vec::new();
    let (mut start, mut at, mut terms) = (0usize, 0usize, 0u32);
    for &len in &dict.lens {
        at += len as usize;
        terms += 1;
        if at - start >= shard_bytes {
            shards.push(SearchShard { postings: postings[start..at].to_vec() });
            dict.shard_terms.push(terms);
            (start, terms) = (at, 0);
        }
    }
    if terms > 0 {
        shards.push(SearchShard { postings: postings[start..at].to_vec() });
        dict.shard_terms.push(terms);
    }
    SearchParts { index: dict, shards }
}

/// Pages per batch of the parallel build: enough that a batch's own map absorbs the repeats
/// of common words (one lookup in the shared map per batch and word, not per occurrence).
const BATCH_PAGES: usize = 64;

/// The index before sharding. Batches of consecutive pages are indexed in parallel, each in
/// one pass over its units: a term is looked up by `&str` in the batch's FxHash map (a
/// `String` is made only for a new term), and since units are visited in order, a term's
/// posting for the current unit is always the last of its list, so occurrences fold into it
/// without any per-unit map. The batches are then merged in page order, which keeps every
/// list sorted by unit.
pub fn build_data(pages: &[Page]) -> SearchData {
    use rayon::prelude::*;
    let batches: Vec<Batch> = pages.par_chunks(BATCH_PAGES).map(index_batch).collect();
    let mut data = SearchData::default();
    data.dict.weights = rank::weights(pages);
    let mut cols = Columns::default();
    let mut lists = Lists::default();
    let mut first = 0u32;
    for b in batches {
        for (word, list) in b.words.iter().zip(&b.lists) {
            let id = lists.id(word);
            for &(doc, count, field) in list {
                lists.push(id, first + doc, count, field);
            }
        }
        first += b.cols.anchors.len() as u32;
        cols.append(b.cols);
    }
    write_terms(&mut data, lists);
    cols.write(&mut data.dict);
    data
}

/// The page and unit columns of the dictionary, one entry per page or unit.
#[derive(Default)]
struct Columns {
    routes: Vec<String>,
    titles: Vec<String>,
    names: Vec<String>,
    kinds: Vec<u8>,
    page_docs: Vec<u32>,
    anchors: Vec<String>,
    headings: Vec<String>,
}

impl Columns {
    fn page(&mut self, page: &Page, units: usize) {
        self.names.push(one_line(rank::name(page)));
        self.routes.push(one_line(&page.route));
        self.titles.push(one_line(&page.title));
        let kind = extract::kind_label(page.kind);
        self.kinds.push(KINDS.iter().position(|k| *k == kind).unwrap_or(0) as u8);
        self.page_docs.push(units as u32);
    }

    fn append(&mut self, mut other: Columns) {
        self.routes.append(&mut other.routes);
        self.titles.append(&mut other.titles);
        self.names.append(&mut other.names);
        self.kinds.append(&mut other.kinds);
        self.page_docs.append(&mut other.page_docs);
        self.anchors.append(&mut other.anchors);
        self.headings.append(&mut other.headings);
    }

    fn write(self, dict: &mut SearchIndex) {
        dict.routes = self.routes.join("\n");
        dict.titles = self.titles.join("\n");
        dict.names = self.names.join("\n");
        dict.kinds = self.kinds;
        dict.page_docs = self.page_docs;
        dict.anchors = self.anchors.join("\n");
        dict.headings = self.headings.join("\n");
    }
}

/// A batch of consecutive pages indexed on its own, units numbered from 0.
struct Batch {
    words: Vec<Box<str>>,
    /// Per word: postings (unit, count, best field), by unit.
    lists: Vec<Vec<(u32, u32, u32)>>,
    cols: Columns,
}

fn index_batch(pages: &[Page]) -> Batch {
    let mut ids: FxHashMap<Box<str>, u32> = FxHashMap::default();
    let mut words: Vec<Box<str>> = Vec::new();
    let mut lists: Vec<Vec<(u32, u32, u32)>> = Vec::new();
    let mut cols = Columns::default();
    let mut doc = 0u32;
    for page in pages {
        let name = rank::name(page);
        let units = extract::units(page);
        cols.page(page, units.len());
        for (i, unit) in units.into_iter().enumerate() {
            let mut add = |text: &str, field: u32| {
                tokenize::for_each_term(text, |t| {
                    let id = match ids.get(t) {
                        Some(&id) => id,
                        None => {
                            ids.insert(t.into(), lists.len() as u32);
                            words.push(t.into());
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
            cols.anchors.push(one_line(&unit.anchor));
            cols.headings.push(if unit.shown_heading { unit.heading } else { String::new() });
            doc += 1;
        }
    }
    Batch { words, lists, cols }
}

/// Every term's posting list, encoded as it grows (see [`SearchIndex::lens`]): postings
/// must come in unit order per term.
#[derive(Default)]
struct Lists {
    ids: FxHashMap<Box<str>, u32>,
    bytes: Vec<Vec<u8>>,
    /// Per term: the unit of its last posting (the next gap's base).
    last: Vec<u32>,
}

impl Lists {
    fn id(&mut self, word: &str) -> u32 {
        if let Some(&id) = self.ids.get(word) {
            return id;
        }
        let id = self.bytes.len() as u32;
        self.ids.insert(word.into(), id);
        self.bytes.push(Vec::new());
        self.last.push(0);
        id
    }

    fn push(&mut self, id: u32, doc: u32, count: u32, field: u32) {
        let (bytes, last) = (&mut self.bytes[id as usize], &mut self.last[id as usize]);
        leb128(bytes, (doc - *last) << 3 | posting_code(field, count));
        *last = doc;
    }
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
    let mut cols = Columns::default();
    let mut lists = Lists::default();
    let mut doc = 0u32;
    data.dict.weights = rank::weights(pages);
    for (page, pt) in pages.iter().zip(terms) {
        cols.page(page, pt.units.len());
        let global: Vec<u32> = pt.words.iter().map(|w| lists.id(w)).collect();
        for unit in &pt.units {
            for &(w, count, field) in &unit.postings {
                lists.push(global[w as usize], doc, count, field);
            }
            cols.anchors.push(unit.anchor.clone());
            cols.headings.push(unit.heading.clone());
            doc += 1;
        }
    }
    write_terms(&mut data, lists);
    cols.write(&mut data.dict);
    data
}

/// The body text of every unit, in index order: what the runtime's `units.ts` cuts from the
/// pages for snippets (the golden file `runtime/test/fixtures/search-units.json` pins both).
#[cfg(test)]
pub(crate) fn unit_texts(pages: &[Page]) -> Vec<String> {
    pages.iter().flat_map(|p| extract::units(p).into_iter().map(|u| extract::collapse(&u.body))).collect()
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

/// The term dictionary and its posting lists, shared by the batched and the per-page
/// (preview) builds: terms in UTF-16 order, what the runtime's binary search compares
/// with, each followed by its list.
fn write_terms(data: &mut SearchData, lists: Lists) {
    let (dict, postings) = (&mut data.dict, &mut data.postings);
    let mut terms: Vec<(Box<str>, u32)> = lists.ids.into_iter().collect();
    terms.sort_unstable_by(|a, b| a.0.encode_utf16().cmp(b.0.encode_utf16()));
    postings.reserve(lists.bytes.iter().map(Vec::len).sum());
    let mut joined = String::with_capacity(terms.iter().map(|t| t.0.len() + 1).sum());
    for (term, id) in &terms {
        let list = &lists.bytes[*id as usize];
        postings.extend_from_slice(list);
        dict.lens.push(list.len() as u32);
        if !joined.is_empty() {
            joined.push('\n');
        }
        joined.push_str(term);
    }
    dict.terms = joined;
}

/// Field and occurrence count of a posting in 3 bits (see `SearchIndex::lens`): counts
/// past a few add little to the ranking, and one varint per posting instead of two made the
/// postings (most of the index) about a third smaller on realistic prose.
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
