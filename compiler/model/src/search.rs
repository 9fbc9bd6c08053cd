//! Pack types for the embedded full-text search index, built at compile time by
//! `docc-search` and queried by `runtime/src/search/engine.ts`.
//! Mirrored in `runtime/src/pack/schema.ts` (section `model/search.rs`).
//!
//! The index holds no page text: snippets are cut at query time from the pages of the hits
//! shown (`runtime/src/search/units.ts`), which the page chunks hold anyway; shipping the
//! text twice made the index as large as the pages. Nor does it hold what the manifest
//! holds: a page's route and title are read from its `Manifest::routes` entry.
//!
//! The layout is chosen for the runtime, not for Rust: a realistic 10,000-page site has
//! ~100,000 terms and ~4 million postings, and decoding all of it on the first keystroke
//! took seconds, so the index is split the way Pagefind splits its files, but into
//! segments of the one pack (no fetches):
//! * the dictionary ([`SearchIndex`], the search segment) is decoded when search opens:
//!   page columns, and where the term and heading blocks start. It is columnar (names are
//!   one `\n`-joined string: one UTF-8 decode and a split instead of one decode per field);
//! * the units' headings and heading ids live in blocks of whole pages ([`SearchHeadings`],
//!   one pack segment each), decoded only for the pages of the hits shown;
//! * the sorted terms with the length of each posting list live in blocks ([`SearchTerms`],
//!   one pack segment each, terms grouped by their first two characters), decoded only when a
//!   query's words fall in them;
//! * the posting lists live in shards ([`SearchShard`], one pack segment each, a run of
//!   consecutive terms of ~64 KB), decoded only when a query needs one of their terms.
//!
//! Every search segment is compressed by the pack's zstd like any other segment.

use serde::{Deserialize, Serialize};

/// The search segment of the pack: everything a query needs except the posting lists.
/// Units ("docs") are a page's own unit (title + text before its first h2/h3) followed by
/// one unit per h2/h3 section, page after page.
#[derive(Debug, Clone, Serialize, Deserialize, Default, PartialEq)]
pub struct SearchIndex {
    /// Per page, in index (compile) order: its entry in `Manifest::routes` (sorted by path),
    /// which holds its route and title. Stored as `zigzag(entry - previous entry - 1)` (the
    /// previous of the first is -1; zigzag maps 0, -1, 1, -2… to 0, 1, 2, 3…), so pages in
    /// path order cost a zero byte each, which zstd removes.
    pub pages: Vec<u32>,
    /// Page kind, one byte per page, indexing [`KINDS`].
    pub kinds: Vec<u8>,
    /// Rank weight of each page in percent (see `docc_search::rank`): guides and operations
    /// before schemas and typed-reference items, re-exported declarations last.
    pub weights: Vec<u8>,
    /// Per page, `\n`-joined: a short name the page is also known by (an operation's id),
    /// indexed like the title; empty for most pages.
    pub names: String,
    /// Number of units of each page (its own unit plus its sections, so at least 1).
    pub page_docs: Vec<u32>,
    /// Pages per heading block ([`SearchHeadings`], one pack segment each), in index order
    /// (they add up to the page count): only the hits shown need their headings and ids, so
    /// a query reads (and a hosted site fetches) only its hits' pages' blocks.
    pub heading_pages: Vec<u32>,
    /// Pack segment of the first heading block; block `i` is segment `heading_segment + i`.
    pub heading_segment: u32,
    /// The terms are cut into blocks ([`SearchTerms`], one pack segment each) of consecutive
    /// terms in sorted order, each block whole groups of terms that share their first two
    /// characters (a group too large for one block is cut), so that a query decodes (and a
    /// hosted site fetches) only the blocks its words fall in: a word's own block, its
    /// completions' and, for a typo, its first letter's. Per block, its first term,
    /// `\n`-joined (sorted, so a binary search finds the block of any word).
    pub block_keys: String,
    /// Number of terms in each block, in term order (they add up to the term count; a term's
    /// index is its block's first index plus its place in the block).
    pub block_terms: Vec<u32>,
    /// Pack segment of the first term block; block `i` is segment `block_segment + i`.
    pub block_segment: u32,
    /// Number of terms in each posting shard, in term order (they add up to the term count).
    /// A shard never spans two term blocks, so a shard's list offsets follow from its block.
    pub shard_terms: Vec<u32>,
    /// Pack segment of the first shard; shard `i` is segment `shard_segment + i`.
    pub shard_segment: u32,
}

/// The headings and heading ids of the units of a run of whole pages (see
/// [`SearchIndex::heading_pages`]).
#[derive(Debug, Clone, Serialize, Deserialize, Default, PartialEq)]
pub struct SearchHeadings {
    /// Per unit, `\n`-joined: the heading id, empty when it is what [`ascii_slug`] makes of
    /// the unit's heading (the page's own unit: no heading, no id), else `=` and the id.
    pub anchors: String,
    /// Per unit, `\n`-joined: the section heading, empty for a page's own unit.
    pub headings: String,
}

/// One block of terms (see [`SearchIndex::block_keys`]).
#[derive(Debug, Clone, Serialize, Deserialize, Default, PartialEq)]
pub struct SearchTerms {
    /// The block's terms, sorted by UTF-16 code units (the order JavaScript's `<` uses, so the
    /// runtime can binary-search them, also for prefixes), front-coded: each is stored as what
    /// follows the `prefixes` first UTF-16 code units it shares with the term before it in the
    /// block (the first shares none), `\n`-joined.
    pub terms: String,
    /// Per term: how many UTF-16 code units it shares with the previous term (never half of a
    /// surrogate pair).
    pub prefixes: Vec<u8>,
    /// Per term: the number of units it occurs in, the length of its posting list.
    pub counts: Vec<u32>,
}

/// One posting shard: the lists of a run of consecutive terms.
///
/// `docs` holds each list's units in Elias-Fano coding, list after list, bit after bit (most
/// significant bit first): with `n` units in the index and a list of `c` postings, each unit
/// is split into `l = floor(log2(floor(n / c)))` low bits and a high part; the list is its `c`
/// low parts (`l` bits each), then its high parts as gaps in unary (a gap of `g` is `g` zeros
/// and a one), padded with zeros to `c + ((n - 1) >> l)` bits. A list's size is a function of
/// `c` and `n` alone ([`list_bits`]), so the dictionary needs no offsets, and it is within
/// two bits per posting of the least any coding of a list of `c` units among `n` needs:
/// about a quarter below the varint gaps it replaced, which zstd could not close.
///
/// Each posting also has a code, the best field the term occurs in with its occurrences in
/// the unit: 0-3 body, 1, 2, 3, 4+ times; 4-5 heading, 1, 2+; 6-7 page title, 1, 2+. Most
/// (~85% on prose) are 0, one occurrence in the body, and a byte per code costs zstd at least
/// a bit per posting (Huffman codes are whole bits), so `flags` holds one bit per posting, in
/// the same order (set: its code is not 0), and `codes` one byte per set flag: a quarter
/// smaller once compressed than a byte per posting, and a quarter of the bytes to decode.
#[derive(Debug, Clone, Serialize, Deserialize, Default, PartialEq)]
pub struct SearchShard {
    pub docs: Vec<u8>,
    pub flags: Vec<u8>,
    pub codes: Vec<u8>,
}

/// Low bits per unit in a posting list of `count` postings over `units` units (see
/// [`SearchShard`]).
pub fn low_bits(units: u32, count: u32) -> u32 {
    (units / count.max(1)).max(1).ilog2()
}

/// Bits of a posting list of `count` postings over `units` units (see [`SearchShard`]).
pub fn list_bits(units: u32, count: u32) -> u64 {
    let l = low_bits(units, count);
    count as u64 * (l as u64 + 1) + (units.saturating_sub(1) >> l) as u64
}

/// A heading's id as the runtime derives it when `SearchIndex::anchors` leaves it out:
/// github-slugger's rules (what `docc_markdown::slugify` does) on a heading already trimmed
/// (units' headings are whitespace-collapsed), restricted to ASCII, where Rust's and
/// JavaScript's lower-casing agree. `None` for any other heading.
pub fn ascii_slug(heading: &str) -> Option<String> {
    heading.is_ascii().then(|| {
        heading
            .chars()
            .filter_map(|c| match c {
                ' ' => Some('-'),
                c if c.is_ascii_alphanumeric() || c == '-' || c == '_' => Some(c.to_ascii_lowercase()),
                _ => None,
            })
            .collect()
    })
}

/// Labels of `SearchIndex::kinds`, shown on hits.
pub const KINDS: [&str; 6] = ["doc", "category", "page", "api", "schema", "ts"];

/// Field codes of a posting, in ranking order.
pub const FIELD_TITLE: u32 = 0;
pub const FIELD_HEADING: u32 = 1;
pub const FIELD_BODY: u32 = 2;
