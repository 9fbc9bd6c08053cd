//! Term → id maps, the index build's hottest data structure: every word of every page is
//! looked up in its batch's map, and every term of every batch in the whole index's.
//!
//! Terms of up to 16 bytes (nearly all of them) are kept inline as two machine words, so a
//! lookup hashes and compares those words and follows no pointer to the key: with `Box<str>`
//! keys, that pointer was a cache miss per word on maps of tens of thousands of terms.
//! Terms never hold a NUL byte (they are runs of alphanumerics, lower-cased), so zero
//! padding marks where a short one ends.

use rustc_hash::FxHashMap;

/// Term → `V`.
pub(crate) struct TermMap<V> {
    short: FxHashMap<Inline, V>,
    long: FxHashMap<Box<str>, V>,
}

impl<V> Default for TermMap<V> {
    fn default() -> Self {
        TermMap { short: FxHashMap::default(), long: FxHashMap::default() }
    }
}

/// A term of up to [`INLINE`] bytes, zero-padded, as two little-endian words.
#[derive(PartialEq, Eq)]
struct Inline([u64; 2]);

impl std::hash::Hash for Inline {
    /// The two words folded into one by a 128-bit multiply (as wyhash mixes), then handed
    /// to the map's hasher. FxHash fed the words as they are keeps the high bytes of each
    /// out of the bucket index: terms that differ only in their 7th or 8th letter
    /// (`toggled`, `toggles`) would share buckets, and lookups slowed down by a fifth.
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        let m = (self.0[0] ^ 0x243f_6a88_85a3_08d3) as u128 * (self.0[1] ^ 0x1319_8a2e_0370_7344) as u128;
        state.write_u64(m as u64 ^ (m >> 64) as u64);
    }
}

/// Longest term kept inline.
const INLINE: usize = 16;

#[inline]
fn pack(term: &str) -> Inline {
    let b = term.as_bytes();
    debug_assert!(b.len() <= INLINE);
    if b.len() <= 8 {
        Inline([word(b), 0])
    } else {
        Inline([word(&b[..8]), word(&b[8..])])
    }
}

/// Up to 8 bytes as a little-endian word, zero-padded, by (overlapping) fixed-size loads:
/// a `copy_from_slice` of a variable length into a buffer was a `memcpy` call per word.
#[inline]
fn word(b: &[u8]) -> u64 {
    let n = b.len();
    let u32_at = |i: usize| u32::from_le_bytes(b[i..i + 4].try_into().expect("4 bytes")) as u64;
    match n {
        0 => 0,
        1..=3 => b[0] as u64 | (b[n / 2] as u64) << (8 * (n / 2)) | (b[n - 1] as u64) << (8 * (n - 1)),
        4..=7 => u32_at(0) | u32_at(n - 4) << (8 * (n - 4)),
        _ => u64::from_le_bytes(b[..8].try_into().expect("8 bytes")),
    }
}

fn unpack(Inline(key): Inline) -> Box<str> {
    let mut b = [0u8; INLINE];
    b[..8].copy_from_slice(&key[0].to_le_bytes());
    b[8..].copy_from_slice(&key[1].to_le_bytes());
    let len = b.iter().position(|&c| c == 0).unwrap_or(INLINE);
    std::str::from_utf8(&b[..len]).expect("packed from a str, cut at its end").into()
}

impl<V> TermMap<V> {
    /// The value of `term`, `new()` inserted first if the term is new.
    pub(crate) fn get_or_insert(&mut self, term: &str, new: impl FnOnce() -> V) -> &mut V {
        debug_assert!(!term.contains('\0'), "terms hold no NUL");
        if term.len() <= INLINE {
            return self.short.entry(pack(term)).or_insert_with(new);
        }
        // Two lookups for a long term's first occurrence: `entry` would need a `Box<str>` each time.
        if !self.long.contains_key(term) {
            self.long.insert(term.into(), new());
        }
        self.long.get_mut(term).expect("inserted")
    }

    /// Every (term, value), in no particular order.
    pub(crate) fn into_entries(self) -> impl Iterator<Item = (Box<str>, V)> {
        self.short.into_iter().map(|(k, v)| (unpack(k), v)).chain(self.long)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_and_long_terms_keep_their_values() {
        let terms = ["a", "token", "toggled", "toggles", "sixteen_bytes_ab", "seventeen_bytes_a", "überschreibung", "x"];
        let mut map = TermMap::default();
        for (i, t) in terms.iter().enumerate() {
            assert_eq!(*map.get_or_insert(t, || i), i);
        }
        for (i, t) in terms.iter().enumerate() {
            assert_eq!(*map.get_or_insert(t, || panic!("{t} is not new")), i);
        }
        *map.get_or_insert("seventeen_bytes_a", || 0) += 10;
        let mut back: Vec<(Box<str>, usize)> = map.into_entries().collect();
        back.sort_by_key(|e| e.1);
        assert_eq!(
            back.iter().map(|e| &*e.0).collect::<Vec<_>>(),
            ["a", "token", "toggled", "toggles", "sixteen_bytes_ab", "überschreibung", "x", "seventeen_bytes_a"]
        );
    }

    #[test]
    fn packing_keeps_every_length_apart() {
        let s = "abcdefghijklmnop";
        let packed: Vec<Inline> = (0..=INLINE).map(|n| pack(&s[..n])).collect();
        for (n, p) in packed.iter().enumerate() {
            assert_eq!(&*unpack(Inline(p.0)), &s[..n]);
            assert!(packed[..n].iter().all(|q| q != p), "{n}");
        }
    }
}
