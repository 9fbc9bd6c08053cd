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
/// `may`, `do`, `before`, `after`, `each`, `up`, `down`, `out`… (In a query with other words the
/// runtime makes the question forms among them optional, `QUESTION_WORDS` in tokenize.ts, so
/// "how do I deploy" still finds a page without "do".) The contraction pieces
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
/// stop words left out.
#[cfg(test)]
pub(crate) fn for_each_term(text: &str, mut f: impl FnMut(&str)) {
    for_each_token(text, |t| {
        if !is_stop_word(t) {
            f(t)
        }
    });
}

/// [`for_each_term`] with the stop words left in: the index's term maps remember which
/// terms are stop words, so a repeated word costs one map lookup, not two.
///
/// Nearly every word of real text is ASCII, and an ASCII word is cut, classified and
/// lower-cased byte by byte, in one pass that also tells whether it can have parts at all
/// (a capital after its first letter, or letters and digits); its parts are then slices of
/// the lower-cased word, since ASCII lower-casing keeps every byte where it was. Words with
/// other characters, and overlong ones, take the general path ([`word_tokens`]), which
/// follows the rules character by character; a test holds the two paths to the same terms.
/// One reused buffer, no allocation per word.
pub(crate) fn for_each_token(text: &str, mut f: impl FnMut(&str)) {
    let bytes = text.as_bytes();
    let mut buf = String::new();
    let mut i = 0;
    while i < bytes.len() {
        let start = i;
        // The first character: a separator is skipped, an ASCII one in one step.
        let first = if bytes[i] < 0x80 {
            i += 1;
            ASCII_CLASS[bytes[start] as usize]
        } else {
            let c = text[i..].chars().next().expect("i is on a character boundary");
            i += c.len_utf8();
            if c.is_alphanumeric() {
                NOT_ASCII
            } else {
                0
            }
        };
        if first == 0 {
            continue;
        }
        // Classes of the word's characters after its first (`NOT_ASCII` for any other).
        let mut seen = 0u8;
        while i < bytes.len() {
            let b = bytes[i];
            if b < 0x80 {
                let c = ASCII_CLASS[b as usize];
                if c == 0 {
                    break;
                }
                seen |= c;
                i += 1;
            } else {
                let c = text[i..].chars().next().expect("i is on a character boundary");
                if !c.is_alphanumeric() {
                    break;
                }
                seen |= NOT_ASCII;
                i += c.len_utf8();
            }
        }
        let word = &text[start..i];
        let all = seen | first;
        if all & NOT_ASCII != 0 || word.len() > MAX_WORD {
            word_tokens(word, &mut buf, &mut f);
            continue;
        }
        // Most words of prose are lower-case already, and are their own term.
        let lower = if all & UPPER == 0 {
            word
        } else {
            buf.clear();
            buf.push_str(word);
            buf.make_ascii_lowercase();
            &buf
        };
        f(lower);
        // A boundary needs a capital after the first letter, or a digit next to a letter.
        if seen & UPPER != 0 || (all & DIGIT != 0 && all & (UPPER | LOWER) != 0) {
            let mut from = 0;
            each_ascii_boundary(word.as_bytes(), |at| {
                f(&lower[from..at]);
                from = at;
            });
            if from > 0 {
                f(&lower[from..]);
            }
        }
    }
}

/// The terms of one word, stop words included, character by character: what
/// [`for_each_token`] does for words that are not ASCII or longer than [`MAX_WORD`].
fn word_tokens(word: &str, buf: &mut String, f: &mut impl FnMut(&str)) {
    let mut lower = |w: &str| {
        buf.clear();
        // ASCII lower-cases byte by byte; the rest char by char.
        if w.is_ascii() {
            buf.push_str(w);
            buf.make_ascii_lowercase();
        } else {
            buf.extend(w.chars().flat_map(char::to_lowercase));
        }
        f(buf);
    };
    if word.chars().count() > MAX_WORD {
        // A long identifier (letters only: hashes and base64 have digits) is still found
        // by its parts.
        if word.chars().all(char::is_alphabetic) {
            each_camel_part(word, |p| {
                if p.chars().count() <= MAX_WORD {
                    lower(p);
                }
            });
        }
        return;
    }
    lower(word);
    if has_camel_boundary(word) {
        each_camel_part(word, lower);
    }
}

/// Maximal runs of alphanumeric characters.
#[cfg(test)]
pub(crate) fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty())
}

/// [`Class`] bits of ASCII bytes; 0 for the bytes that are not alphanumeric (separators).
const LOWER: u8 = 1;
const UPPER: u8 = 2;
const DIGIT: u8 = 4;
/// Not a class of [`ASCII_CLASS`]: a word's mark for having other characters.
const NOT_ASCII: u8 = 8;
static ASCII_CLASS: [u8; 128] = {
    let mut t = [0u8; 128];
    let mut b = 0;
    while b < 128 {
        t[b] = match b as u8 {
            b'a'..=b'z' => LOWER,
            b'A'..=b'Z' => UPPER,
            b'0'..=b'9' => DIGIT,
            _ => 0,
        };
        b += 1;
    }
    t
};

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

/// [`class`] of an ASCII alphanumeric byte.
fn ascii_class(b: u8) -> Class {
    match ASCII_CLASS[b as usize] {
        UPPER => Class::Upper,
        DIGIT => Class::Digit,
        _ => Class::Lower,
    }
}

/// Is there a boundary between characters of classes `prev` and `cur` (followed by `next`)?
/// camelCase, acronym (`HTTPServer` → `HTTP`, `Server`) and letter/digit boundaries.
fn boundary(prev: Class, cur: Class, next: Option<Class>) -> bool {
    match (prev, cur) {
        (Class::Lower, Class::Upper) => true,
        (Class::Digit, Class::Lower | Class::Upper) | (Class::Lower | Class::Upper, Class::Digit) => true,
        // The last capital of an acronym starts the next word: HTTP|Server.
        (Class::Upper, Class::Upper) => next == Some(Class::Lower),
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
        if boundary(class(prev), class(cur), it.peek().map(|&(_, c)| class(c))) {
            f(at);
        }
        prev = cur;
    }
}

/// [`each_boundary`] of an ASCII alphanumeric word.
fn each_ascii_boundary(word: &[u8], mut f: impl FnMut(usize)) {
    for at in 1..word.len() {
        if boundary(ascii_class(word[at - 1]), ascii_class(word[at]), word.get(at + 1).map(|&b| ascii_class(b))) {
            f(at);
        }
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

    /// Every word of `text` through the general, character-by-character path.
    fn reference(text: &str) -> Vec<String> {
        let (mut v, mut buf) = (Vec::new(), String::new());
        for w in words(text) {
            word_tokens(w, &mut buf, &mut |t: &str| {
                if !is_stop_word(t) {
                    v.push(t.to_string())
                }
            });
        }
        v
    }

    #[test]
    fn ascii_fast_path_gives_the_general_paths_terms() {
        // Pseudo-random texts from pieces covering every class, boundary kind and separator,
        // non-ASCII letters, digits and capitals among them, and words around MAX_WORD.
        let pieces = [
            "a",
            "b",
            "z",
            "A",
            "Q",
            "Z",
            "0",
            "9",
            " ",
            "_",
            "-",
            ".",
            "'",
            "\n",
            "é",
            "É",
            "ß",
            "İ",
            "Σ",
            "٣",
            "½",
            "→",
            "HTTP",
            "Server",
            "v2",
            "the",
            "Is",
            "x".repeat(20).leak(),
        ];
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        for _ in 0..5000 {
            let len = 1 + next(12);
            let text: String = (0..len).map(|_| pieces[next(pieces.len())]).collect();
            assert_eq!(all(&text), reference(&text), "{text:?}");
        }
        for text in ["a".repeat(MAX_WORD), "a".repeat(MAX_WORD + 1), "Ab".repeat(MAX_WORD), "a1".repeat(MAX_WORD), format!("{}Xy", "q".repeat(MAX_WORD))] {
            assert_eq!(all(&text), reference(&text), "{text:?}");
        }
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
