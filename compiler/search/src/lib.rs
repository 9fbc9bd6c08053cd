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
mod termids;
pub(crate) mod tokenize;
/// The term blocks' terms, decoded (for tests and tools; the runtime has its own reader).
pub use columns::terms;
/// The tokenizer's longest word, part of the pack contract (the generated runtime schema exports it).
pub use tokenize::{is_stop_word, MAX_WORD, STOP_WORDS};

use columns::Columns;
use docc_model::search::{list_bits, SearchHeadings, SearchIndex, SearchShard, SearchTerms, FIELD_BODY, FIELD_HEADING, FIELD_TITLE};
use docc_model::Page;
use termids::TermMap;

/// Raw bytes per shard. Small enough that a query decodes its few shards in a millisecond
/// or two (the runtime's zstd decoder is JavaScript), large enough that zstd compresses each
/// one as well as the whole (measured: 64 KB shards cost <1% over one blob).
const SHARD_BYTES: usize = 64 * 1024;

/// Most terms per term block. Measured on the 10,000-page bench corpus (97,584 terms), the
/// terms with their shared-prefix lengths and counts cost ~4.3 bytes a term compressed, so a
/// block is ~9 KB on the wire at most: a query fetches its words' blocks, not the 420 KB of
/// all terms; small sites have a few blocks.
const BLOCK_TERMS: usize = 2048;

/// Most units per heading block (whole pages; a page with more is a block of its own). The
/// 20 hits a query shows fall on up to 20 pages: on the 10,000-page bench corpus (~6 bytes a
/// unit compressed) a block is ~1.5 KB, so the hits' headings cost a query up to ~30 KB
/// instead of the 300 KB of all of them.
const HEADING_UNITS: usize = 256;

/// The index before it is cut into term blocks and shards: the dictionary (its block and
/// shard fields still empty), the sorted terms with their list lengths, and every posting
/// list back to back, as built: each posting one unsigned LEB128 varint `gap << 3 | code`,
/// gap being the unit minus the previous posting's (the first is absolute), code as in
/// `SearchShard::codes`.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SearchData {
    pub dict: SearchIndex,
    /// The terms in UTF-16 order (see `SearchTerms::terms`).
    pub terms: Vec<String>,
    /// Per term: its postings.
    pub counts: Vec<u32>,
    /// Per unit: its `SearchHeadings::anchors` entry and its heading.
    pub anchors: Vec<String>,
    pub headings: Vec<String>,
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

/// The search segments of a pack: the dictionary, the posting shards and the term blocks.
/// The pipeline sets `index.shard_segment` and `index.block_segment` once it knows where
/// they go in the pack.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SearchParts {
    pub index: SearchIndex,
    pub shards: Vec<SearchShard>,
    pub blocks: Vec<SearchTerms>,
    pub headings: Vec<SearchHeadings>,
}

/// Builds the embedded full-text index over every compiled page.
pub fn build(pages: &[Page]) -> SearchParts {
    split(build_data(pages))
}

/// Cuts the terms into blocks of at most [`BLOCK_TERMS`], the posting lists into shards of
/// about [`SHARD_BYTES`] (a list is never split, a shard never spans two blocks) and the
/// units' headings into blocks of whole pages of at most [`HEADING_UNITS`] units.
pub fn split(data: SearchData) -> SearchParts {
    split_at(data, SHARD_BYTES, BLOCK_TERMS, HEADING_UNITS)
}

/// [`split`] into shards of `shard_bytes` or a little more (a block's last one may be
/// smaller), each list transcoded to the shards' coding, and blocks of at most `block_terms`.
pub(crate) fn split_at(data: SearchData, shard_bytes: usize, block_terms: usize, heading_units: usize) -> SearchParts {
    let SearchData { mut dict, terms: words, counts, postings, lens, anchors, headings } = data;
    let headings = columns::heading_blocks(&mut dict, &anchors, &headings, heading_units);
    let units: u32 = dict.page_docs.iter().sum();
    let ranges = columns::blocks(&words, block_terms);
    let mut blocks = Vec::with_capacity(ranges.len());
    let mut starts = Vec::with_capacity(ranges.len());
    for r in ranges {
        let (terms, prefixes) = columns::front_code(words[r.clone()].iter().map(String::as_str));
        blocks.push(SearchTerms { terms, prefixes, counts: counts[r.clone()].to_vec() });
        dict.block_terms.push(r.len() as u32);
        starts.push(words[r.start].as_str());
        debug_assert!(r.start == 0 || words[r.start - 1] < words[r.start]);
    }
    dict.block_keys = starts.join("\n");
    let mut block_ends = dict.block_terms.iter().scan(0usize, |end, &n| {
        *end += n as usize;
        Some(*end)
    });
    let mut block_end = block_ends.next().unwrap_or(0);
    let mut shards = Vec::new();
    let mut shard = shards::ShardWriter::default();
    let (mut at, mut terms) = (0usize, 0u32);
    let mut list: Vec<(u32, u8)> = Vec::new();
    for (i, &len) in lens.iter().enumerate() {
        if i == block_end {
            // A new block starts a new shard.
            if terms > 0 {
                shards.push(std::mem::take(&mut shard).finish());
                dict.shard_terms.push(terms);
                terms = 0;
            }
            block_end = block_ends.next().unwrap_or(usize::MAX);
        }
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
    SearchParts { index: dict, shards, blocks, headings }
}

/// Pages per batch of the parallel build: enough that a batch's own map absorbs the repeats
/// of common words (one lookup in the shared map per batch and word, not per occurrence).
/// Measured on the 2,000-page bench corpus (build CPU, one thread): 16 pages 133 ms, 32 129,
/// 64 119, 128 113, 256 and 512 about the same; 128 leaves 17 batches to share out there.
const BATCH_PAGES: usize = 128;

/// The index before sharding. Batches of consecutive pages are tokenised in parallel
/// ([`Indexer`]), then merged in page order, which keeps every list sorted by unit.
pub fn build_data(pages: &[Page]) -> SearchData {
    use rayon::prelude::*;
    let batches: Vec<(Terms, Columns)> = pages.par_chunks(BATCH_PAGES).map(index_batch).collect();
    let mut data = SearchData::default();
    data.dict.weights = rank::weights(pages);
    let mut cols = Columns::default();
    let mut lists = Lists::default();
    let mut first = 0u32;
    for (terms, batch_cols) in batches {
        lists.merge(&terms, first);
        first += terms.ends.len() as u32;
        cols.append(batch_cols);
    }
    write_terms(&mut data, lists);
    (data.anchors, data.headings) = cols.write(&mut data.dict);
    data
}

fn index_batch(pages: &[Page]) -> (Terms, Columns) {
    let mut ix = Indexer::default();
    let mut cols = Columns::default();
    for page in pages {
        let units = page_units(page, &mut ix);
        cols.page(page, units.len());
        for (anchor, heading) in units {
            cols.unit(&anchor, heading);
        }
    }
    (ix.finish(), cols)
}

/// Tokenises `page`'s units into `ix`; returns each unit's anchor and shown heading.
fn page_units(page: &Page, ix: &mut Indexer) -> Vec<(String, String)> {
    let name = rank::name(page);
    let units = extract::units(page);
    let mut out = Vec::with_capacity(units.len());
    for (i, unit) in units.into_iter().enumerate() {
        if i == 0 {
            ix.add(&page.title, FIELD_TITLE);
            ix.add(name, FIELD_TITLE);
        }
        ix.add(&unit.heading, FIELD_HEADING);
        ix.add(&unit.body, FIELD_BODY);
        ix.end_unit();
        out.push((unit.anchor, if unit.shown_heading { unit.heading } else { String::new() }));
    }
    out
}

/// The postings of consecutive units, each unit's apart, with its own numbering of terms.
#[derive(Debug, Default)]
struct Terms {
    /// The terms by id.
    words: Vec<Box<str>>,
    /// (term id, count, best field), unit after unit, one per distinct term of a unit.
    postings: Vec<(u32, u32, u32)>,
    /// Per unit: where its postings end.
    ends: Vec<u32>,
}

/// Tokenises units one after the other into [`Terms`], in one pass over their text: each
/// word is looked up once, by `&str` (a `Box<str>` is made only for a new term), in a map
/// whose entry also says where the term's posting for the current unit is, if it has one,
/// so occurrences fold into it with no per-unit map and no second lookup. Stop words are
/// in the map too, marked, so a stop word also costs one lookup (a separate stop-word
/// lookup per word was ~10% of the build). On real text, each word's map entry is the one
/// cache miss it costs: per-term posting vectors cost two more.
#[derive(Default)]
struct Indexer {
    map: TermMap<Slot>,
    terms: Terms,
    /// Terms numbered so far.
    len: u32,
}

#[derive(Clone, Copy)]
struct Slot {
    /// The term's id, or [`Slot::STOP`].
    id: u32,
    /// The last unit the term occurred in (`u32::MAX`: none yet), and where its posting is
    /// in [`Terms::postings`].
    unit: u32,
    at: u32,
}

impl Slot {
    const STOP: u32 = u32::MAX;
}

impl Indexer {
    fn add(&mut self, text: &str, field: u32) {
        let Self { map, terms, len } = self;
        let unit = terms.ends.len() as u32;
        tokenize::for_each_token(text, |t| {
            let slot = map.get_or_insert(t, || {
                let id = if is_stop_word(t) {
                    Slot::STOP
                } else {
                    *len += 1;
                    *len - 1
                };
                Slot { id, unit: u32::MAX, at: 0 }
            });
            if slot.id == Slot::STOP {
                return;
            }
            if slot.unit == unit {
                let p = &mut terms.postings[slot.at as usize];
                p.1 += 1;
                p.2 = p.2.min(field);
            } else {
                (slot.unit, slot.at) = (unit, terms.postings.len() as u32);
                terms.postings.push((slot.id, 1, field));
            }
        });
    }

    fn end_unit(&mut self) {
        self.terms.ends.push(self.terms.postings.len() as u32);
    }

    fn finish(self) -> Terms {
        let mut terms = self.terms;
        terms.words = vec![Box::<str>::default(); self.len as usize];
        for (word, slot) in self.map.into_entries() {
            if slot.id != Slot::STOP {
                terms.words[slot.id as usize] = word;
            }
        }
        terms
    }
}

/// One term's posting list, encoded as it grows (see [`SearchData::postings`]): postings
/// must come in unit order.
#[derive(Default)]
struct List {
    bytes: Vec<u8>,
    /// The unit of its last posting (the next gap's base).
    last: u32,
    /// Postings so far.
    count: u32,
}

/// Every term's posting list.
#[derive(Default)]
struct Lists {
    ids: TermMap<u32>,
    lists: Vec<List>,
}

impl Lists {
    fn id(&mut self, word: &str) -> u32 {
        let next = self.lists.len() as u32;
        let id = *self.ids.get_or_insert(word, || next);
        if id == next {
            self.lists.push(List::default());
        }
        id
    }

    /// Appends `terms`, its units numbered from `first`.
    fn merge(&mut self, terms: &Terms, first: u32) {
        let global: Vec<u32> = terms.words.iter().map(|w| self.id(w)).collect();
        let mut from = 0;
        for (unit, &end) in terms.ends.iter().enumerate() {
            let doc = first + unit as u32;
            for &(word, count, field) in &terms.postings[from..end as usize] {
                let list = &mut self.lists[global[word as usize] as usize];
                leb128(&mut list.bytes, (doc - list.last) << 3 | posting_code(field, count));
                list.last = doc;
                list.count += 1;
            }
            from = end as usize;
        }
    }
}

/// One page's share of the index, apart from the rest: its units with their terms counted.
/// Preview compiles (`docc serve`) keep it for pages that did not change and merge with
/// [`build_data_from`]; the result equals [`build_data`]'s (tested).
#[derive(Debug)]
pub struct PageTerms {
    terms: Terms,
    /// Per unit: its anchor and shown heading.
    units: Vec<(String, String)>,
}

/// Cuts and tokenises one page, as [`build_data`] does in batches.
pub fn page_terms(page: &Page) -> PageTerms {
    let mut ix = Indexer::default();
    let units = page_units(page, &mut ix);
    PageTerms { terms: ix.finish(), units }
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
        lists.merge(&pt.terms, doc);
        for (anchor, heading) in &pt.units {
            cols.unit(anchor, heading.clone());
        }
        doc += pt.units.len() as u32;
    }
    write_terms(&mut data, lists);
    (data.anchors, data.headings) = cols.write(&mut data.dict);
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
    let mut terms: Vec<(Box<str>, u32)> = lists.ids.into_entries().collect();
    // UTF-8 byte order is code point order, which is UTF-16 order unless a character past
    // U+FFFF (a surrogate pair, four UTF-8 bytes) meets one in U+E000..U+FFFF: byte order,
    // much the faster compare, when no term has such a character.
    if terms.iter().any(|t| t.0.bytes().any(|b| b >= 0xf0)) {
        terms.sort_unstable_by(|a, b| a.0.encode_utf16().cmp(b.0.encode_utf16()));
    } else {
        terms.sort_unstable_by(|a, b| a.0.cmp(&b.0));
    }
    data.postings.reserve(lists.lists.iter().map(|l| l.bytes.len()).sum());
    for (_, id) in &terms {
        let list = &lists.lists[*id as usize];
        data.postings.extend_from_slice(&list.bytes);
        data.lens.push(list.bytes.len() as u32);
        data.counts.push(list.count);
    }
    data.terms = terms.into_iter().map(|t| t.0.into()).collect();
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

/// The postings of `term`, read from the term blocks and shards as the runtime reads them,
/// if indexed.
pub fn postings(parts: &SearchParts, term: &str) -> Option<Vec<Posting>> {
    let index = &parts.index;
    let terms = columns::terms(parts);
    let at = terms.binary_search_by(|t| t.encode_utf16().cmp(term.encode_utf16())).ok()?;
    let counts: Vec<u32> = parts.blocks.iter().flat_map(|b| b.counts.iter().copied()).collect();
    let units: u32 = index.page_docs.iter().sum();
    let (mut shard, mut first) = (0, 0usize);
    while first + index.shard_terms[shard] as usize <= at {
        first += index.shard_terms[shard] as usize;
        shard += 1;
    }
    let bit: u64 = counts[first..at].iter().map(|&c| list_bits(units, c)).sum();
    let code: u64 = counts[first..at].iter().map(|&c| c as u64).sum();
    let s = &parts.shards[shard];
    let docs = shards::read_list(&s.docs, bit, counts[at], units);
    let out = docs.into_iter().zip(shards::read_codes(s, code, counts[at])).map(|(doc, c)| {
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
