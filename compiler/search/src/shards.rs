//! Posting lists → shards (see `SearchShard`): each list's units in Elias-Fano coding, its
//! codes apart (a bit per posting, and a byte per code that is not 0). The index is built with varint lists (small while they grow, in
//! `lib.rs`) and transcoded here once the unit count, which sets every list's coding, is known.

use docc_model::search::{list_bits, low_bits, SearchShard};

/// Bits written most significant first.
#[derive(Default)]
struct Bits {
    out: Vec<u8>,
    /// Pending bits (fewer than 8 between calls), right-aligned.
    acc: u64,
    n: u32,
}

impl Bits {
    /// The `width` (<= 32) low bits of `v`.
    fn put(&mut self, v: u32, width: u32) {
        self.acc = (self.acc << width) | (v as u64 & ((1u64 << width) - 1));
        self.n += width;
        while self.n >= 8 {
            self.n -= 8;
            self.out.push((self.acc >> self.n) as u8);
        }
        self.acc &= (1u64 << self.n) - 1;
    }

    fn zeros(&mut self, mut count: u64) {
        while count > 0 {
            let w = count.min(32) as u32;
            self.put(0, w);
            count -= w as u64;
        }
    }

    fn bits(&self) -> u64 {
        self.out.len() as u64 * 8 + self.n as u64
    }

    fn finish(mut self) -> Vec<u8> {
        if self.n > 0 {
            self.out.push((self.acc << (8 - self.n)) as u8);
        }
        self.out
    }
}

/// A shard being filled, list after list.
#[derive(Default)]
pub(crate) struct ShardWriter {
    docs: Bits,
    flags: Bits,
    codes: Vec<u8>,
}

impl ShardWriter {
    /// Appends one list of (unit, code) postings, units increasing, over `units` units.
    pub(crate) fn push(&mut self, postings: &[(u32, u8)], units: u32) {
        let count = postings.len() as u32;
        let l = low_bits(units, count);
        let start = self.docs.bits();
        for &(doc, _) in postings {
            self.docs.put(doc, l);
        }
        let mut high = 0u32;
        for &(doc, code) in postings {
            self.docs.zeros(((doc >> l) - high) as u64);
            self.docs.put(1, 1);
            high = doc >> l;
            self.flags.put((code != 0) as u32, 1);
            if code != 0 {
                self.codes.push(code);
            }
        }
        self.docs.zeros(((units - 1) >> l) as u64 - high as u64);
        debug_assert_eq!(self.docs.bits() - start, list_bits(units, count));
    }

    /// Raw bytes so far.
    pub(crate) fn len(&self) -> usize {
        self.docs.out.len() + self.flags.out.len() + self.codes.len()
    }

    pub(crate) fn finish(self) -> SearchShard {
        SearchShard { docs: self.docs.finish(), flags: self.flags.finish(), codes: self.codes }
    }
}

fn bit(bytes: &[u8], at: u64) -> u8 {
    (bytes[(at / 8) as usize] >> (7 - at % 8)) & 1
}

/// The codes of the `count` postings from the `first`-th posting of a shard on.
pub(crate) fn read_codes(shard: &SearchShard, first: u64, count: u32) -> Vec<u8> {
    let mut at = (0..first).filter(|&i| bit(&shard.flags, i) == 1).count();
    (first..first + count as u64)
        .map(|i| {
            if bit(&shard.flags, i) == 0 {
                return 0;
            }
            at += 1;
            shard.codes[at - 1]
        })
        .collect()
}

/// The units of the list of `count` postings that starts at bit `start` of `docs`.
pub(crate) fn read_list(docs: &[u8], start: u64, count: u32, units: u32) -> Vec<u32> {
    let bit = |at: u64| bit(docs, at);
    let l = low_bits(units, count) as u64;
    let mut high_at = start + count as u64 * l;
    let mut high = 0u32;
    (0..count as u64)
        .map(|i| {
            while bit(high_at) == 0 {
                high += 1;
                high_at += 1;
            }
            high_at += 1;
            let low = (0..l).fold(0u32, |v, k| v << 1 | bit(start + i * l + k) as u32);
            high << l | low
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_round_trip_at_every_density() {
        for units in [1u32, 2, 7, 64, 1000, 50_000] {
            for count in [1u32, 2, 3, units / 3, units / 2, units].into_iter().filter(|&c| c >= 1 && c <= units) {
                // Spread, with the first and the last unit in.
                let docs: Vec<u32> =
                    (0..count).map(|i| if count == 1 { units - 1 } else { (i as u64 * (units - 1) as u64 / (count - 1) as u64) as u32 }).collect();
                let postings: Vec<(u32, u8)> = docs.iter().map(|&d| (d, (d % 8) as u8)).collect();
                let mut w = ShardWriter::default();
                w.push(&[(0, 7)], units);
                w.push(&postings, units);
                let s = w.finish();
                assert_eq!(s.docs.len() as u64, (list_bits(units, 1) + list_bits(units, count)).div_ceil(8), "{units} {count}");
                assert_eq!(read_list(&s.docs, list_bits(units, 1), count, units), docs, "{units} {count}");
                assert_eq!(read_list(&s.docs, 0, 1, units), [0]);
                assert_eq!(read_codes(&s, 1, count), postings.iter().map(|p| p.1).collect::<Vec<_>>());
                assert_eq!(read_codes(&s, 0, 1), [7]);
                assert_eq!((s.flags.len() as u32, s.codes.len()), ((count + 1).div_ceil(8), 1 + postings.iter().filter(|p| p.1 != 0).count()));
            }
        }
    }
}
