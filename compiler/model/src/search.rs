//! Pack types for the embedded full-text search index, built at compile time by
//! `docc-search` and queried by `runtime/src/search/engine.ts`.
//! Mirrored in `runtime/src/pack/schema.ts` (section `model/search.rs`).
//!
//! The index holds no page text: snippets are cut at query time from the pages of the hits
//! shown (`runtime/src/search/units.ts`), which the page chunks hold anyway; shipping the
//! text twice made the index as large as the pages.
//!
//! The layout is chosen for the runtime, not for Rust. The index is read in full on the
//! first search (and then queried on every keystroke), so:
//! * it is columnar: page routes, titles, section anchors and headings are each one
//!   `\n`-joined string (one UTF-8 decode and a split, instead of one decode per field),
//!   and the posting lists are one byte blob the engine walks in place;
//! * it is deflate-compressed by the compiler ([`SearchIndex::deflated`]) so that the
//!   browser's native `DecompressionStream` inflates it: the pack's pure-JS zstd decoder
//!   manages ~15 MB/s, which would make a 10,000-page index (~20 MB raw) take seconds. The
//!   pack's own zstd pass then finds nothing left to compress and stores it as is.

use serde::{Deserialize, Serialize};

/// The search segment of the pack.
#[derive(Debug, Clone, Serialize, Deserialize, Default, PartialEq)]
pub struct SearchIndex {
    /// Length of the bincode encoding of [`SearchData`] (checked after inflating).
    pub raw_len: u32,
    /// That encoding, compressed as raw deflate (RFC 1951, no zlib/gzip header).
    /// Empty for a site without pages.
    pub deflated: Vec<u8>,
}

/// The index itself. Units ("docs") are a page's own unit (title + text before its first
/// h2/h3) followed by one unit per h2/h3 section, page after page.
#[derive(Debug, Clone, Serialize, Deserialize, Default, PartialEq)]
pub struct SearchData {
    /// Page routes, `\n`-joined, one per page in compile order.
    pub routes: String,
    /// Page titles, `\n`-joined.
    pub titles: String,
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
    /// Per unit, `\n`-joined: the heading id (`route#anchor`), empty for a page's own unit.
    pub anchors: String,
    /// Per unit, `\n`-joined: the section heading, empty for a page's own unit.
    pub headings: String,
    /// The unique terms, `\n`-joined, sorted by UTF-16 code units (the order JavaScript's
    /// `<` uses, so the runtime can binary-search them, also for prefixes).
    pub terms: String,
    /// Byte length of each term's posting list inside `postings` (same order as `terms`).
    pub lens: Vec<u32>,
    /// All posting lists back to back. A list is a run of postings, each one unsigned
    /// LEB128 varint: `gap << 3 | code`, where gap is the unit index minus the previous
    /// posting's (the first is absolute) and code the best field the term occurs in with its
    /// occurrences in the unit: 0-3 body, 1, 2, 3, 4+ times; 4-5 heading, 1, 2+; 6-7 page
    /// title, 1, 2+.
    pub postings: Vec<u8>,
}

/// Labels of `SearchData::kinds`, shown on hits.
pub const KINDS: [&str; 6] = ["doc", "category", "page", "api", "schema", "ts"];

/// Field codes of a posting, in ranking order.
pub const FIELD_TITLE: u32 = 0;
pub const FIELD_HEADING: u32 = 1;
pub const FIELD_BODY: u32 = 2;
