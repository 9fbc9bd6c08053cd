//! Pack types for the embedded full-text search index, built at compile time.
//! Mirrored in `runtime/src/pack/schema.ts` / `decode.ts`.

use serde::Serialize;

#[derive(Debug, Clone, Serialize, Default)]
pub struct SearchIndex {
    /// Searchable units: a page or one of its h2/h3 sections.
    pub docs: Vec<SearchDoc>,
    /// Sorted, unique terms (lower case, normalised); enables prefix search by binary search.
    pub terms: Vec<String>,
    /// `postings[i]` lists the docs containing `terms[i]`.
    pub postings: Vec<Vec<Posting>>,
}

#[derive(Debug, Clone, Serialize)]
pub struct SearchDoc {
    /// Route including the `#anchor` of a section.
    pub route: String,
    pub page_title: String,
    /// Section heading; empty for the page itself.
    pub section: String,
    /// `doc`, `api`, `schema`, `ts`, `category`.
    pub kind: String,
    /// Plain text of the unit, used for snippets.
    pub text: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct Posting {
    pub doc: u32,
    /// 0 = title, 1 = heading, 2 = body (ranking order).
    pub field: u32,
    pub count: u32,
}
