//! Pack types for the embedded full-text search index, built at compile time by
//! `docc-search` and queried by `runtime/src/search/engine.ts`.
//! Mirrored in `runtime/src/pack/schema.ts` (section `model/search.rs`).
//!
//! The layout is chosen for the runtime, not for Rust: the index is decoded once, on the
//! first search, and then queried on every keystroke. So the terms are one string (one
//! UTF-8 decode instead of one per term) and the posting lists are one byte blob that the
//! engine walks in place (no per-posting JS objects).

use serde::Serialize;

#[derive(Debug, Clone, Serialize, Default, PartialEq)]
pub struct SearchIndex {
    /// Every indexed page, in compile order.
    pub pages: Vec<SearchPage>,
    /// Searchable units, grouped by page: a page's own unit (title + text before its first
    /// h2/h3) comes first, then one unit per h2/h3 section in document order.
    pub docs: Vec<SearchDoc>,
    /// The unique terms joined by `\n`, sorted by UTF-16 code units (the order JavaScript's
    /// `<` uses, so the runtime can binary-search them, also for prefixes).
    pub terms: String,
    /// Byte length of each term's posting list inside `postings` (same order as `terms`).
    pub lens: Vec<u32>,
    /// All posting lists back to back. A list is a run of postings, each two unsigned
    /// LEB128 varints: the doc index minus the previous posting's doc index (the first is
    /// absolute), then `count << 2 | field`, where field is the best field the term occurs
    /// in (0 = page title, 1 = heading, 2 = body) and count its occurrences in the unit.
    pub postings: Vec<u8>,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct SearchPage {
    pub route: String,
    pub title: String,
    /// `doc`, `category`, `page`, `api`, `schema`, `ts` (shown as a small label on hits).
    pub kind: String,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct SearchDoc {
    /// Index into `SearchIndex::pages`.
    pub page: u32,
    /// Heading id of the section (`route#anchor`); empty for the page's own unit.
    pub anchor: String,
    /// Section heading text; empty for the page's own unit.
    pub heading: String,
    /// Plain text of the unit, whitespace collapsed; snippets are cut from it.
    pub text: String,
}

/// Field codes of a posting, in ranking order.
pub const FIELD_TITLE: u32 = 0;
pub const FIELD_HEADING: u32 = 1;
pub const FIELD_BODY: u32 = 2;
