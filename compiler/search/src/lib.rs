//! docc-search: the full-text index embedded in every site, so search works offline from
//! the single HTML file with no service behind it.
//!
//! The compiler does all the work that does not depend on the query: cutting pages into
//! units ([`extract`]), tokenising ([`tokenize`]), and writing sorted terms with compact
//! posting lists, cut into a dictionary and posting shards (layout documented on
//! [`SearchIndex`]). The runtime engine (`runtime/src/search/engine.ts`) only looks terms
//! up, decodes the shards it needs, and ranks.

mod columns;
pub(crate) mod extract;
pub mod rank;
mod shards;
pub(crate) mod tokenize;
/// The dictionary's terms, decoded (for tests and tools; the runtime has its own reader).
pub use columns::terms;
/// The tokenizer's longest word, part of the pack contract (the generated runtime schema exports it).
pub use tokenize::{is_stop_word, MAX_WORD, STOP_WORDS};

use columns::Columns;
use docc_model::search::{list_bits, SearchIndex, SearchShard, FIELD_BODY, FIELD_HEADING, FIELD_TITLE};
use docc_model::Page;
use rustc_hash::FxHashMap;

/// Raw bytes per shard. Small enough that a query decodes its few shards in a millisecond
/// or two (the runtime's zstd decoder is JavaScript), large enough that zstd compresses each
/// one as well as the whole (measured: 64 KB shards cost <1% over one blob).
const SHARD_BYTES: usize = 64 * 1024;

/// The index before it is cut into shards: the dictionary (its shard fields still empty)
/// and every posting list back to back, as built: each posting one unsigned LEB128 varint
/// `gap << 3 | code`, gap being the unit minus the previous posting's (the first is
/// absolute), code as in `SearchShard::codes`.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SearchData {
    pub dict: SearchIndex,
    /// All posting lists in term order; `lens` cuts them.
    pub postings: Vec<u8>,
    /// Byte length of each term's list in `postings`.
    pub lens: Vec<u32>,
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

/// [`split`] into shards of `shard_bytes` or a little more (the last one may be smaller),
/// each list transcoded to the shards' coding.
pub(crate) fn split_at(data: SearchData, shard_bytes: usize) -> SearchParts {
    let SearchData { mut dict, postings, lens } = data;
    let units: u32 = dict.page_docs.iter().sum();
    let mut shards = Vec::new();
    let mut shard = shards::ShardWriter::default();
    let (mut at, mut terms) = (0usize, 0u32);
    let mut list: Vec<(u32, u8)> = Vec::new();
    for &len in &lens {
        let bytes = &postings[at..at + len as usize];
        at += len as usize;
        list.clear();
        let (mut pos, mut doc) = (0, 0);
        while pos < bytes.len() {
            let v = read_leb128(bytes, &mut pos);
            doc += v >> 3;
            list.push((doc, (v & 7) as u8));
        }
        shard.push(&list, units);
        terms += 1;
        if shard.len() >= shard_bytes {
            shards.push(std::mem::take(&mut shard).finish());
            dict.shard_terms.push(terms);
            terms = 0;
        }
    }
    if terms > 0 {
        shards.push(shard.finish());
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
        first += b.cols.units() as u32;
        cols.append(b.cols);
    }
    write_terms(&mut data, lists);
    cols.write(&mut data.dict);
    data
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
            cols.unit(&unit.anchor, if unit.shown_heading { unit.heading } else { String::new() });
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
    /// Per term: its postings so far.
    counts: Vec<u32>,
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
        self.counts.push(0);
        id
    }

    fn push(&mut self, id: u32, doc: u32, count: u32, field: u32) {
        let (bytes, last) = (&mut self.bytes[id as usize], &mut self.last[id as usize]);
        leb128(bytes, (doc - *last) << 3 | posting_code(field, count));
        *last = doc;
        self.counts[id as usize] += 1;
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
        units.push(UnitTerms { anchor: unit.anchor, heading: if unit.shown_heading { unit.heading } else { String::new() }, postings });
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
            cols.unit(&unit.anchor, unit.heading.clone());
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

/// The term dictionary and its posting lists, shared by the batched and the per-page
/// (preview) builds: terms in UTF-16 order, what the runtime's binary search compares
/// with, each followed by its list.
fn write_terms(data: &mut SearchData, lists: Lists) {
    let mut terms: Vec<(Box<str>, u32)> = lists.ids.into_iter().collect();
    terms.sort_unstable_by(|a, b| a.0.encode_utf16().cmp(b.0.encode_utf16()));
    data.postings.reserve(lists.bytes.iter().map(Vec::len).sum());
    for (_, id) in &terms {
        let list = &lists.bytes[*id as usize];
        data.postings.extend_from_slice(list);
        data.lens.push(list.len() as u32);
        data.dict.counts.push(lists.counts[*id as usize]);
    }
    (data.dict.terms, data.dict.prefixes) = columns::front_code(terms.iter().map(|t| &*t.0));
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

/// The postings of `term`, read from the shards as the runtime reads them, if indexed.
pub fn postings(parts: &SearchParts, term: &str) -> Option<Vec<Posting>> {
    let index = &parts.index;
    let terms = columns::terms(index);
    let at = terms.binary_search_by(|t| t.encode_utf16().cmp(term.encode_utf16())).ok()?;
    let units: u32 = index.page_docs.iter().sum();
    let (mut shard, mut first) = (0, 0usize);
    while first + index.shard_terms[shard] as usize <= at {
        first += index.shard_terms[shard] as usize;
        shard += 1;
    }
    let bit: u64 = index.counts[first..at].iter().map(|&c| list_bits(units, c)).sum();
    let code: u64 = index.counts[first..at].iter().map(|&c| c as u64).sum();
    let s = &parts.shards[shard];
    let docs = shards::read_list(&s.docs, bit, index.counts[at], units);
    let out = docs.into_iter().zip(shards::read_codes(s, code, index.counts[at])).map(|(doc, c)| {
        let (field, count) = decode_posting_code(c as u32);
        Posting { doc, field, count }
    });
    Some(out.collect())
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
