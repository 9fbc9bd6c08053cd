//! The tokeniser shared (by contract, not by code) with `runtime/src/search/tokenize.ts`:
//! a query word must normalise to exactly the term the compiler indexed, so the two sides
//! follow the same rules, and the tests on both sides pin the same examples.
//!
//! Rules: a word is a maximal run of Unicode alphanumerics (so `snake_case`, `kebab-case`
//! and `dotted.names` fall apart into words by themselves), lower-cased. A word with
//! internal case or digit boundaries (`getNftV2Info`) is indexed whole *and* as its parts
//! (`get`, `nft`, `v`, `2`, `info`), so both `getnft…` as typed and `nft` alone find it.
//! Queries are not split at case boundaries: the whole word is looked up. Words longer than
//! [`MAX_WORD`] are dropped, except letter-only identifiers, indexed (and queried) by their parts.

/// Words longer than this are hashes, keys or base64, not something anyone types.
pub const MAX_WORD: usize = 40;

/// English function words left out of the index, as lunr and mdBook's elasticlunr leave
/// them out: they occur in nearly every section, so they rank nothing and their posting
/// lists were a quarter of the index on realistic prose. The runtime drops them from queries
/// too (except the word being typed, still a prefix of longer terms). Words a reader of
/// technical docs searches for on their own stay indexed even where other lists drop them:
/// `this`, `if`, `else`, `while`, `new`, `get`, `not`, `all`, `can`, `will`, `should`, `must`,
/// `may`, `do`, `before`, `after`, `each`, `up`, `down`, `out`… The contraction pieces
/// (`don't` → `don`, `t`) are here because the tokeniser splits at the apostrophe.
/// Sorted; shared with the runtime through the generated schema.
pub const STOP_WORDS: &[&str] = &[
    "a", "am", "an", "and", "any", "are", "as", "at", "be", "been", "being", "but", "by", "could", "d", "did", "didn", "doesn", "don", "for", "from", "had",
    "has", "have", "having", "he", "her", "here", "hers", "him", "his", "how", "i", "in", "into", "is", "isn", "it", "its", "itself", "just", "ll", "m", "me",
    "my", "of", "on", "or", "our", "ours", "re", "s", "she", "so", "some", "t", "than", "that", "the", "their", "theirs", "them", "then", "there", "these",
    "they", "those", "to", "too", "us", "ve", "very", "was", "wasn", "we", "were", "what", "when", "where", "which", "who", "whom", "why", "with", "would",
    "you", "your", "yours",
];

/// Whether a lower-cased term is one of [`STOP_WORDS`]. Asked for every word of every page,
/// so a hash set (a binary search's string compares were ~10% of a compile's CPU).
pub fn is_stop_word(term: &str) -> bool {
    static SET: std::sync::OnceLock<rustc_hash::FxHashSet<&'static str>> = std::sync::OnceLock::new();
    term.len() <= 6 && SET.get_or_init(|| STOP_WORDS.iter().copied().collect()).contains(term)
}

/// Calls `f` for every term of `text`, in order (a compound word first whole, then its parts),
/// stop words left out. One reused buffer, no allocation per word.
pub(crate) fn for_each_term(text: &str, mut f: impl FnMut(&str)) {
    let mut buf = String::new();
    let lower = |buf: &mut String, w: &str, f: &mut dyn FnMut(&str)| {
        buf.clear();
        // ASCII (nearly every word) lower-cases byte by byte; the rest char by char.
        if w.is_ascii() {
            buf.push_str(w);
            buf.make_ascii_lowercase();
        } else {
            buf.extend(w.chars().flat_map(char::to_lowercase));
        }
        if !is_stop_word(buf) {
            f(buf);
        }
    };
    for word in words(text) {
        if word.chars().count() > MAX_WORD {
            // A long identifier (letters only: hashes and base64 have digits) is still found
            // by its parts.
            if word.chars().all(char::is_alphabetic) {
                each_camel_part(word, |p| {
                    if p.chars().count() <= MAX_WORD {
                        lower(&mut buf, p, &mut f);
                    }
                });
            }
            continue;
        }
        lower(&mut buf, word, &mut f);
        if has_camel_boundary(word) {
            each_camel_part(word, |p| lower(&mut buf, p, &mut f));
        }
    }
}

/// Maximal runs of alphanumeric characters.
pub(crate) fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty())
}

#[derive(Clone, Copy, PartialEq)]
enum Class {
    Lower,
    Upper,
    Digit,
}

fn class(c: char) -> Class {
    if c.is_numeric() {
        Class::Digit
    } else if c.is_uppercase() {
        Class::Upper
    } else {
        Class::Lower
    }
}

/// Is there a boundary between the characters `prev`, `cur` (followed by `next`)?
/// camelCase, acronym (`HTTPServer` → `HTTP`, `Server`) and letter/digit boundaries.
fn boundary(prev: char, cur: char, next: Option<char>) -> bool {
    match (class(prev), class(cur)) {
        (Class::Lower, Class::Upper) => true,
        (Class::Digit, Class::Lower | Class::Upper) | (Class::Lower | Class::Upper, Class::Digit) => true,
        // The last capital of an acronym starts the next word: HTTP|Server.
        (Class::Upper, Class::Upper) => next.is_some_and(|c| class(c) == Class::Lower),
        _ => false,
    }
}

fn has_camel_boundary(word: &str) -> bool {
    let mut found = false;
    each_boundary(word, |_| found = true);
    found
}

/// Calls `f` with the byte offset of every part boundary of `word`.
fn each_boundary(word: &str, mut f: impl FnMut(usize)) {
    let mut it = word.char_indices().peekable();
    let Some((_, mut prev)) = it.next() else { return };
    while let Some((at, cur)) = it.next() {
        if boundary(prev, cur, it.peek().map(|&(_, c)| c)) {
            f(at);
        }
        prev = cur;
    }
}

/// Calls `f` for each part of `word` split at camelCase, acronym and letter/digit boundaries
/// (a word without boundaries is one part).
pub(crate) fn each_camel_part<'a>(word: &'a str, mut f: impl FnMut(&'a str)) {
    let mut start = 0;
    each_boundary(word, |at| {
        f(&word[start..at]);
        start = at;
    });
    f(&word[start..]);
}

/// The parts of `word` (see [`each_camel_part`]), collected.
#[cfg(test)]
pub(crate) fn camel_parts(word: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    each_camel_part(word, |p| parts.push(p));
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(text: &str) -> Vec<String> {
        let mut v = Vec::new();
        for_each_term(text, |t| v.push(t.to_string()));
        v
    }

    #[test]
    fn camel_snake_kebab_and_digits() {
        assert_eq!(all("getNftV2Info"), ["getnftv2info", "get", "nft", "v", "2", "info"]);
        assert_eq!(all("update_token-bid.whitelist"), ["update", "token", "bid", "whitelist"]);
        assert_eq!(all("HTTPServer"), ["httpserver", "http", "server"]);
        assert_eq!(all("base56"), ["base56", "base", "56"]);
    }

    #[test]
    fn unicode_words_lower_case_and_long_words_dropped() {
        assert_eq!(all("Über naïve ZK-Proofs, 2025!"), ["über", "naïve", "zk", "proofs", "2025"]);
        let hash = "a1".repeat(MAX_WORD);
        assert_eq!(all(&format!("x {hash} y")), ["x", "y"]);
        assert_eq!(all("DeployedNftCollectionTransactionBaseParamsX"), ["deployed", "nft", "collection", "transaction", "base", "params", "x"]);
    }

    #[test]
    fn plain_words_have_no_parts() {
        assert_eq!(camel_parts("token"), ["token"]);
        assert_eq!(camel_parts("Token"), ["Token"]);
        assert_eq!(camel_parts("NFT"), ["NFT"]);
    }

    #[test]
    fn stop_words_are_sorted_and_left_out() {
        assert!(STOP_WORDS.windows(2).all(|w| w[0] < w[1]), "STOP_WORDS stays sorted");
        assert!(STOP_WORDS.iter().all(|w| w.len() <= 6 && is_stop_word(w)), "is_stop_word's length cut must cover every stop word");
        assert_eq!(all("How to deploy the Token, and THE bid"), ["deploy", "token", "bid"]);
        // Words technical readers search for alone stay; so does a compound holding a stop word.
        assert_eq!(all("if this is new, get all"), ["if", "this", "new", "get", "all"]);
        assert_eq!(all("isTheOwner"), ["istheowner", "owner"]);
    }
}
