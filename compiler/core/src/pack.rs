//! Pack container: header + segment table + independently zstd-compressed segments.
//!
//! Layout (all integers u32 little endian):
//! `"DOCCPACK"` | format version | crc32 of everything after these 16 bytes |
//! segment count | count × (offset, compressed length, raw length) | segment data.
//! Segments are compressed separately so the runtime decodes only what the first
//! route needs (manifest + one page chunk) before painting; the rest waits.

use crate::model::{Assets, Manifest, PageChunk, PACK_FORMAT_VERSION};
use crate::model::search::SearchIndex;
use serde::Serialize;

pub const MAGIC: &[u8; 8] = b"DOCCPACK";

/// bincode 2 configuration shared by every segment (mirrored by the TS reader).
pub fn bincode_config() -> bincode::config::Configuration {
    bincode::config::standard()
}

pub fn encode<T: Serialize>(value: &T) -> Vec<u8> {
    bincode::serde::encode_to_vec(value, bincode_config()).expect("bincode encoding of the site model cannot fail")
}

/// Everything that goes into one pack, already split into segments.
pub struct PackInput<'a> {
    pub manifest: &'a Manifest,
    pub search: &'a SearchIndex,
    pub assets: &'a Assets,
    pub chunks: &'a [PageChunk],
}

/// Segment order: manifest, search, assets, then page chunks. `Manifest::search_segment`
/// / `assets_segment` and `RouteEntry::segment` must agree with this (see `segment_of_chunk`).
pub const SEARCH_SEGMENT: u32 = 1;
pub const ASSETS_SEGMENT: u32 = 2;
pub fn segment_of_chunk(chunk: usize) -> u32 {
    3 + chunk as u32
}

pub fn write_pack(input: &PackInput, level: i32) -> Vec<u8> {
    let mut raws: Vec<Vec<u8>> = vec![encode(input.manifest), encode(input.search), encode(input.assets)];
    raws.extend(input.chunks.iter().map(encode));
    // Compress segments in parallel: they are independent and zstd dominates the emit phase.
    let compressed: Vec<Vec<u8>> = std::thread::scope(|s| {
        let handles: Vec<_> = raws
            .iter()
            .map(|raw| s.spawn(move || zstd::bulk::compress(raw, level).expect("zstd compression of an in-memory buffer")))
            .collect();
        handles.into_iter().map(|h| h.join().expect("compression thread")).collect()
    });
    let mut body = Vec::new();
    let count = raws.len() as u32;
    body.extend_from_slice(&count.to_le_bytes());
    let mut offset = 0u32;
    for (raw, comp) in raws.iter().zip(&compressed) {
        body.extend_from_slice(&offset.to_le_bytes());
        body.extend_from_slice(&(comp.len() as u32).to_le_bytes());
        body.extend_from_slice(&(raw.len() as u32).to_le_bytes());
        offset += comp.len() as u32;
    }
    for comp in &compressed {
        body.extend_from_slice(comp);
    }
    let mut out = Vec::with_capacity(body.len() + 16);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&PACK_FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&crc32fast::hash(&body).to_le_bytes());
    out.extend_from_slice(&body);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_has_magic_version_and_checksum() {
        let m = Manifest::default();
        let pack = write_pack(&PackInput { manifest: &m, search: &SearchIndex::default(), assets: &Assets::default(), chunks: &[] }, 3);
        assert_eq!(&pack[..8], MAGIC);
        assert_eq!(u32::from_le_bytes(pack[8..12].try_into().unwrap()), PACK_FORMAT_VERSION);
        assert_eq!(u32::from_le_bytes(pack[12..16].try_into().unwrap()), crc32fast::hash(&pack[16..]));
        assert_eq!(u32::from_le_bytes(pack[16..20].try_into().unwrap()), 3);
    }

    #[test]
    fn varint_encoding_matches_the_ts_reader_expectations() {
        // The TS reader relies on bincode's standard varint: <251 one byte, 251 + u16, 252 + u32.
        assert_eq!(encode(&250u32), vec![250]);
        assert_eq!(encode(&251u32), vec![251, 251, 0]);
        assert_eq!(encode(&70000u32), vec![252, 0x70, 0x11, 0x01, 0x00]);
        assert_eq!(encode(&"ab".to_string()), vec![2, b'a', b'b']);
        assert_eq!(encode(&Some(1u32)), vec![1, 1]);
    }
}
