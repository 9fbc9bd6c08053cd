//! The pack's bytes as the text of the single HTML file's `<script type="application/octet-stream">`
//! elements: 7 bits per character, so the text is 8/7 of the bytes (+14%, where base64 adds
//! 33%; on 2,000 realistic pages that is 1.2 MB less file). The idea is base-122's
//! (Kevin Albertson): one-byte UTF-8 characters carry 7 bits each, and the few 7-bit values the
//! HTML parser would change or misread take a two-byte character that also carries the next 7
//! bits. Those values are ours, for a raw-text `<script>` element rather than a JS string:
//!
//! - U+0000: the parser turns it into U+FFFD;
//! - U+000D: the parser turns CR and CRLF into LF;
//! - `<`: `</script` would end the element, `<!--` changes how the parser looks for its end.
//!
//! Every other ASCII value (LF, `&`, quotes, C0 controls) reaches `textContent` unchanged. A
//! value that needs escaping is written as U+0100 + 128·k + w (k its index in [`ESCAPED`], w the
//! next group), or as U+0280 + k when it is the last group; all of these are two-byte UTF-8 and
//! none is a control character. Bits are taken most significant first; the last group is padded
//! with zero bits, and a decoder stops after `floor(7 · groups / 8)` bytes (the byte count).
//!
//! The characters above U+007F need the document read as UTF-8: the file says so in its first
//! bytes (`<meta charset="utf-8">`). A server that declares another charset overrides that;
//! the runtime (pure ASCII, so it still runs) then fetches the file again and reads it as
//! UTF-8 (`runtime/src/main.tsx` `utf8Document`).
//! `runtime/src/pack/load.ts` (`fromText`) is the decoder the browser runs.
//!
//! Measured on the 2,000 realistic bench pages (6.20 MB of pack): text 8.27 MB as base64,
//! 7.09 MB here; gzip -9 of the text 6.26 MB → 6.37 MB (base64 gzips to 1.0% over the bytes,
//! this code to 2.8%: deflate gives each of the 125 one-byte characters a 7-bit code, which
//! leaves long codes for the bytes of the rare two-byte characters); brotli alike. A host that
//! compresses gains less than the raw figures say; a file opened from disk, mailed or checked
//! in gains them all. Decoding the whole pack of 10,000 pages takes about 230 ms in Chromium
//! (base64 with `atob`: 140 ms), but a boot decodes only the manifest and one chunk.

/// The 7-bit values written as two-byte characters, by index.
pub const ESCAPED: [u8; 3] = [0x00, 0x0d, b'<'];
/// First code point of an escaped value followed by a group (U+0100 + 128·k + w).
const PAIR: u32 = 0x100;
/// First code point of an escaped value that is the last group (U+0280 + k).
const LAST: u32 = PAIR + 128 * ESCAPED.len() as u32;

/// `bytes` as text (see the module doc). Seven bytes at a time are eight groups.
pub fn encode(bytes: &[u8]) -> String {
    let mut out = Vec::with_capacity(bytes.len() * 8 / 7 + bytes.len() / 32 + 4);
    // An escaped value waiting for the group that rides with it.
    let mut pending: Option<u32> = None;
    let mut put = |g: u8, out: &mut Vec<u8>| {
        let utf8 = |cp: u32, out: &mut Vec<u8>| out.extend([0xc0 | (cp >> 6) as u8, 0x80 | (cp & 0x3f) as u8]);
        if let Some(k) = pending.take() {
            utf8(PAIR + 128 * k + g as u32, out);
        } else {
            match ESCAPED.iter().position(|&e| e == g) {
                Some(k) => pending = Some(k as u32),
                None => out.push(g),
            }
        }
    };
    let mut seven = bytes.chunks_exact(7);
    for c in &mut seven {
        let v = c.iter().fold(0u64, |v, &b| (v << 8) | b as u64);
        for shift in (0..8).rev() {
            put(((v >> (7 * shift)) & 0x7f) as u8, &mut out);
        }
    }
    let (mut acc, mut bits) = (0u32, 0u32);
    for &b in seven.remainder() {
        acc = (acc << 8) | b as u32;
        bits += 8;
        while bits >= 7 {
            bits -= 7;
            put(((acc >> bits) & 0x7f) as u8, &mut out);
        }
        acc &= (1 << bits) - 1;
    }
    if bits > 0 {
        put(((acc << (7 - bits)) & 0x7f) as u8, &mut out);
    }
    if let Some(k) = pending {
        let cp = LAST + k;
        out.extend([0xc0 | (cp >> 6) as u8, 0x80 | (cp & 0x3f) as u8]);
    }
    String::from_utf8(out).expect("ASCII and two-byte sequences only")
}

/// The bytes of a text written by [`encode`]; `None` when it holds a character `encode` never
/// writes (the file was altered, or read in a charset other than UTF-8).
pub fn decode(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() * 7 / 8 + 1);
    let (mut acc, mut bits) = (0u32, 0u32);
    let mut push = |v: u32| {
        acc = (acc << 7) | v;
        bits += 7;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    };
    for c in text.chars() {
        let c = c as u32;
        if c < 0x80 {
            if ESCAPED.contains(&(c as u8)) {
                return None;
            }
            push(c);
        } else if (PAIR..LAST).contains(&c) {
            push(ESCAPED[((c - PAIR) / 128) as usize] as u32);
            push((c - PAIR) % 128);
        } else if (LAST..LAST + ESCAPED.len() as u32).contains(&c) {
            push(ESCAPED[(c - LAST) as usize] as u32);
        } else {
            return None;
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_every_length_and_value() {
        let mut seed = 0x2545_f491_u32;
        for len in 0..300 {
            let bytes: Vec<u8> = (0..len)
                .map(|i| {
                    seed ^= seed << 13;
                    seed ^= seed >> 17;
                    seed ^= seed << 5;
                    // Runs of zeros and of `<` too, so escaped groups meet the end of the text.
                    if i % 7 < 2 {
                        [0, b'<', 0x0d, 0xff][(seed % 4) as usize]
                    } else {
                        seed as u8
                    }
                })
                .collect();
            let text = encode(&bytes);
            assert_eq!(decode(&text).as_deref(), Some(&bytes[..]), "length {len}");
            assert!(!text.contains(['\0', '\r', '<']), "length {len}");
        }
        for b in 0..=255u8 {
            for n in 1..9 {
                let bytes = vec![b; n];
                assert_eq!(decode(&encode(&bytes)), Some(bytes));
            }
        }
    }

    #[test]
    fn matches_the_runtime_tests_vectors() {
        // runtime/test/pack.test.ts decodes these same texts.
        assert_eq!(encode(&[0, 0, 0xff]), "\u{100}\u{1f}p");
        assert_eq!(encode(&[0xff, 0xc0]), "\u{7f}\u{70}\u{280}");
        assert_eq!(encode(&[0x78]), "\u{200}");
    }

    #[test]
    fn text_is_about_eight_sevenths_of_the_bytes() {
        let bytes: Vec<u8> = (0..70_000u32).map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8).collect();
        let text = encode(&bytes);
        assert!(text.len() < bytes.len() * 8 / 7 + bytes.len() / 20, "{} bytes of text", text.len());
    }

    #[test]
    fn foreign_characters_are_refused() {
        assert_eq!(decode("ab<c"), None);
        assert_eq!(decode("ab\r"), None);
        assert_eq!(decode("é"), None);
        assert_eq!(decode("\u{FFFD}"), None);
    }
}
