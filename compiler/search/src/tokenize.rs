//! The tokeniser shared (by contract, not by code) with `runtime/src/search/tokenize.ts`:
//! a query word must normalise to exactly the term the compiler indexed, so the two sides
//! follow the same rules, and the tests on both sides pin the same examples.
//!
//! Rules: a word is a maximal run of Unicode alphanumerics (so `snake_case`, `kebab-case`
//! and `dotted.names` fall apart into words by themselves), lower-cased. A word with
//! internal case or digit boundaries (`getNftV2Info`) is indexed whole *and* as its parts
//! (`get`, `nft`, `v`, `2`, `info`), so both `getnft…` as typed and `nft` alone find it.
//! Queries are not split at case boundaries: the whole word is looked up.

/// Words longer than this are hashes, keys or base64, not something anyone types.
pub const MAX_WORD: usize = 40;

/// Calls `f` for every term of `text`, in order (a compound word first whole, then its parts).
pub fn for_each_term(text: &str, mut f: impl FnMut(&str)) {
    let mut buf = String::new();
    for word in words(text) {
        if word.chars().count() > MAX_WORD {
            continue;
        }
        buf.clear();
        buf.extend(word.chars().flat_map(char::to_lowercase));
        f(&buf);
        let parts = camel_parts(word);
        if parts.len() > 1 {
            for p in parts {
                buf.clear();
                buf.extend(p.chars().flat_map(char::to_lowercase));
                f(&buf);
            }
        }
    }
}

/// Maximal runs of alphanumeric characters.
pub fn words(text: &str) -> impl Iterator<Item = &str> {
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

/// Splits a word at camelCase, acronym (`HTTPServer` → `HTTP`, `Server`) and letter/digit
/// boundaries. A word without boundaries comes back as one part.
pub fn camel_parts(word: &str) -> Vec<&str> {
    let chars: Vec<(usize, char)> = word.char_indices().collect();
    let mut parts = Vec::new();
    let mut start = 0;
    for i in 1..chars.len() {
        let (prev, cur) = (class(chars[i - 1].1), class(chars[i].1));
        let next = chars.get(i + 1).map(|&(_, c)| class(c));
        let boundary = match (prev, cur) {
            (Class::Lower, Class::Upper) => true,
            (Class::Digit, Class::Lower | Class::Upper) | (Class::Lower | Class::Upper, Class::Digit) => true,
            // The last capital of an acronym starts the next word: HTTP|Server.
            (Class::Upper, Class::Upper) => next == Some(Class::Lower),
            _ => false,
        };
        if boundary {
            parts.push(&word[start..chars[i].0]);
            start = chars[i].0;
        }
    }
    parts.push(&word[start..]);
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
        let hash = "a".repeat(MAX_WORD + 1);
        assert_eq!(all(&format!("x {hash} y")), ["x", "y"]);
    }

    #[test]
    fn plain_words_have_no_parts() {
        assert_eq!(camel_parts("token"), ["token"]);
        assert_eq!(camel_parts("Token"), ["Token"]);
        assert_eq!(camel_parts("NFT"), ["NFT"]);
    }
}
