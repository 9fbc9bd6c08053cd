//! Pack container: header + segment table + independently zstd-compressed segments.
//!
//! Layout (all integers u32 little endian):
//! `"DOCCPACK"` | format version | crc32 of the segment table (count and entries) |
//! segment count | count × (offset, compressed length, raw length, crc32 of the compressed
//! bytes, flags) | segment data.
//! Segments are checksummed separately so the runtime reads only what the first route needs
//! (manifest + one page chunk) before painting, and the single file can carry each segment in
//! its own element, streamed in reading order (`emit.rs`): a segment is checked when it is
//! read, never the whole pack up front.
//!
//! Most segments are a zstd frame of their own. Page chunks are compressed in runs instead:
//! consecutive chunks of one run are one zstd frame, flushed at each chunk's end, so a chunk
//! is a byte range of that frame and can use its predecessors as context (a chunk alone
//! loses the words, markup and highlighting its neighbours share: see `pipeline::RUN_BYTES`).
//! Flag [`CONTINUES`] marks a segment that continues the previous segment's frame; reading
//! it means decoding its run from the start, so runs are capped in size (a deep link decodes
//! at most one run prefix) and the landing page's chunk is a run of its own.

use crate::search::{SearchHeadings, SearchIndex, SearchShard, SearchTerms};
use crate::{Assets, Manifest, Page, PACK_FORMAT_VERSION};
use serde::de::DeserializeOwned;
use serde::Serialize;

/// The pack's first bytes; the generated runtime schema exports the same value.
pub const MAGIC: &[u8; 8] = b"DOCCPACK";

/// bincode 2 configuration shared by every segment (mirrored by the TS reader).
pub(crate) fn bincode_config() -> bincode::config::Configuration {
    bincode::config::standard()
}

/// The crc32 the pack's header and segment entries hold (also hosted mode's table files').
pub fn crc32(bytes: &[u8]) -> u32 {
    crc32fast::hash(bytes)
}

pub fn encode<T: Serialize>(value: &T) -> Vec<u8> {
    bincode::serde::encode_to_vec(value, bincode_config()).expect("bincode encoding of the site model cannot fail")
}

/// Everything that goes into one pack, already split into segments.
pub struct PackInput<'a> {
    pub manifest: &'a Manifest,
    pub search: &'a SearchIndex,
    pub assets: &'a Assets,
    /// Page chunks, already encoded as `PageChunk`s (see `chunk_pages`).
    pub chunks: &'a [Vec<u8>],
    /// How many consecutive chunks each zstd run holds (see [`chunk_runs`]); they add up to
    /// `chunks.len()`. Empty: every chunk is a frame of its own.
    pub runs: &'a [usize],
    /// The search index's posting shards, after the chunks (`search.shard_segment` must be
    /// [`segment_of_search_shard`]`(chunks.len())`).
    pub search_shards: &'a [SearchShard],
    /// The search index's term blocks, after the shards (`search.block_segment` must be
    /// [`segment_of_search_block`]`(chunks.len(), search_shards.len())`).
    pub search_terms: &'a [SearchTerms],
    /// The search index's heading blocks, after the term blocks (`search.heading_segment`
    /// must be [`segment_of_search_headings`]`(chunks.len(), search_shards.len(), search_terms.len())`).
    pub search_headings: &'a [SearchHeadings],
}

impl<'a> PackInput<'a> {
    /// A pack of `manifest` and page `chunks` alone: an empty search index, no assets, no
    /// search shards, each chunk a frame of its own. For tests and tools that write a small
    /// pack; set other fields with `PackInput { runs, ..PackInput::of_chunks(m, c) }`.
    pub fn of_chunks(manifest: &'a Manifest, chunks: &'a [Vec<u8>]) -> Self {
        static SEARCH: std::sync::LazyLock<SearchIndex> = std::sync::LazyLock::new(SearchIndex::default);
        static ASSETS: std::sync::LazyLock<Assets> = std::sync::LazyLock::new(Assets::default);
        PackInput { manifest, search: &SEARCH, assets: &ASSETS, chunks, runs: &[], search_shards: &[], search_terms: &[], search_headings: &[] }
    }
}

/// Groups pages into `PageChunk` segments of about `target` raw bytes each. The page
/// `alone` (the landing route) gets a chunk of its own, so the first paint waits for and
/// decodes only that page however large the chunks are. Returns the encoded chunks and,
/// for every page in input order, its (chunk, index within chunk). Each page is encoded
/// straight into its chunk's buffer: holding every page's encoding apart first would keep a
/// second copy of the whole site (tens of MB at 10,000 pages) until the chunks were built.
pub fn chunk_pages(pages: &[Page], target: usize, alone: Option<usize>) -> (Vec<Vec<u8>>, Vec<(usize, u32)>) {
    let (chunks, places, _) = chunk_pages_sized(pages, target, alone);
    (chunks, places)
}

/// `chunk_pages`, and each page's encoded size in bytes (what the page costs the output: the
/// compiler's per-page output budget reads it).
pub fn chunk_pages_sized(pages: &[Page], target: usize, alone: Option<usize>) -> (Vec<Vec<u8>>, Vec<(usize, u32)>, Vec<usize>) {
    let mut sizes = Vec::with_capacity(pages.len());
    let mut chunks: Vec<Vec<u8>> = Vec::new();
    let mut places = Vec::with_capacity(pages.len());
    let mut body: Vec<u8> = Vec::new();
    let mut page_bytes: Vec<u8> = Vec::new();
    let mut count = 0u32;
    // A PageChunk is a struct with one Vec field: varint length, then the pages, each framed
    // (`Framed`: varint byte length, then the page).
    let close = |body: &mut Vec<u8>, count: u32, chunks: &mut Vec<Vec<u8>>| {
        let mut out = encode(&(count as u64));
        out.extend_from_slice(body);
        body.clear();
        chunks.push(out);
    };
    for (i, page) in pages.iter().enumerate() {
        let on_its_own = alone == Some(i) || alone.is_some_and(|a| a + 1 == i);
        if count > 0 && (body.len() >= target || on_its_own) {
            close(&mut body, count, &mut chunks);
            count = 0;
        }
        page_bytes.clear();
        bincode::serde::encode_into_std_write(page, &mut page_bytes, bincode_config()).expect("bincode encoding of the site model cannot fail");
        bincode::serde::encode_into_std_write(page_bytes.len() as u64, &mut body, bincode_config()).expect("a length encodes");
        body.extend_from_slice(&page_bytes);
        sizes.push(page_bytes.len());
        places.push((chunks.len(), count));
        count += 1;
    }
    if count > 0 {
        close(&mut body, count, &mut chunks);
    }
    (chunks, places, sizes)
}

/// Groups consecutive chunks into zstd runs of at most `cap` raw bytes (a chunk larger than
/// `cap` is a run alone); `breaks(i)` says chunk `i` must start a new run (another kind of
/// page, so another place in the reading order, or the landing chunk, decoded on its own
/// before the first paint). Returns each run's chunk count.
pub fn chunk_runs(chunks: &[Vec<u8>], cap: usize, breaks: impl Fn(usize) -> bool) -> Vec<usize> {
    let mut runs = Vec::new();
    let (mut count, mut bytes) = (0usize, 0usize);
    for (i, chunk) in chunks.iter().enumerate() {
        if count > 0 && (breaks(i) || bytes + chunk.len() > cap) {
            runs.push(count);
            (count, bytes) = (0, 0);
        }
        count += 1;
        bytes += chunk.len();
    }
    if count > 0 {
        runs.push(count);
    }
    runs
}

/// Segment flag: this segment's bytes continue the previous segment's zstd frame.
pub const CONTINUES: u32 = 1;

/// Compresses a run of chunks as one zstd frame flushed after each chunk; returns each
/// chunk's part of the frame (the first holds the frame header, the last its end).
fn compress_run(chunks: &[Vec<u8>], level: i32) -> Vec<Vec<u8>> {
    use std::io::Write;
    use zstd::stream::raw::Encoder;
    let mut encoder = Encoder::new(level).expect("zstd context");
    // The size up front lets zstd write it in the frame header and size its window (and the
    // runtime's decoder its buffer) to the run, not to the level's default.
    let total: usize = chunks.iter().map(Vec::len).sum();
    encoder.set_pledged_src_size(Some(total as u64)).expect("zstd pledged size");
    // Streaming, zstd copies the input into a buffer of window + one block, and starts over at
    // its beginning when a block would not fit; our flushes after every chunk leave blocks
    // ragged, so it does, and from there it searches two segments (its `extDict` match finder),
    // about 25% slower (perf: 40% of a run's compression time was spent there). A window
    // twice the run keeps the run in one segment. The frame still says it is single-segment,
    // with the run's size, so the decoder's buffer is no larger.
    let window_log = (usize::BITS - total.max(1).leading_zeros() + 1).clamp(10, 27);
    encoder.set_parameter(zstd::stream::raw::CParameter::WindowLog(window_log)).expect("zstd window size");
    let mut out = zstd::stream::zio::Writer::new(Vec::new(), encoder);
    let mut parts = Vec::with_capacity(chunks.len());
    for (i, chunk) in chunks.iter().enumerate() {
        out.write_all(chunk).expect("zstd compression into memory");
        if i + 1 == chunks.len() {
            out.finish().expect("zstd compression into memory");
        } else {
            out.flush().expect("zstd compression into memory");
        }
        parts.push(std::mem::take(out.writer_mut()));
    }
    parts
}

/// Segment order: manifest, search (the dictionary), assets, page chunks, then the search
/// index's posting shards, its term blocks and its heading blocks. `Manifest::search_segment`
/// / `assets_segment` and `RouteEntry::segment` must agree with this (see `segment_of_chunk`).
pub const SEARCH_SEGMENT: u32 = 1;
pub const ASSETS_SEGMENT: u32 = 2;
pub fn segment_of_chunk(chunk: usize) -> u32 {
    3 + chunk as u32
}
/// The first search shard's segment in a pack of `chunks` page chunks: right after them.
pub fn segment_of_search_shard(chunks: usize) -> u32 {
    segment_of_chunk(chunks)
}
/// The first search term block's segment: right after the `shards` shards.
pub fn segment_of_search_block(chunks: usize, shards: usize) -> u32 {
    segment_of_search_shard(chunks) + shards as u32
}
/// The first search heading block's segment: right after the `blocks` term blocks.
pub fn segment_of_search_headings(chunks: usize, shards: usize, blocks: usize) -> u32 {
    segment_of_search_block(chunks, shards) + blocks as u32
}

pub fn write_pack(input: &PackInput, level: i32) -> Vec<u8> {
    let (shards, runs) = rayon::join(
        || compress_shards(input.search_shards, input.search_terms, input.search_headings, level),
        || compress_runs(input.chunks, input.runs, level),
    );
    write_pack_with(input, Precompressed { runs, shards }, level)
}

/// The big segments, compressed ahead of [`write_pack_with`]: a compile compresses the page
/// runs (most of the pack's bytes) while it still builds the search index, and the search
/// index's shards as soon as they exist, while the runs are still being compressed; only the
/// small segments (manifest, search dictionary, assets) are left for the end.
pub struct Precompressed {
    /// [`compress_runs`] of `PackInput::chunks`.
    pub runs: Vec<Vec<Vec<u8>>>,
    /// [`compress_shards`] of `PackInput::search_shards`, `search_terms` and `search_headings`.
    pub shards: Vec<(Vec<u8>, usize)>,
}

/// [`write_pack`] with the page runs and search shards already compressed.
pub fn write_pack_with(input: &PackInput, pre: Precompressed, level: i32) -> Vec<u8> {
    let search = input.search_shards.len() + input.search_terms.len() + input.search_headings.len();
    assert_eq!(pre.shards.len(), search, "one compressed segment per search shard, term block and heading block");
    let mut singles = compress_all(&[encode(input.manifest), encode(input.search), encode(input.assets)], level);
    singles.extend(pre.shards);
    assemble(input, singles, pre.runs)
}

/// Each search shard, then each term block, then each heading block, as its own zstd frame,
/// with its raw length.
pub fn compress_shards(shards: &[SearchShard], blocks: &[SearchTerms], headings: &[SearchHeadings], level: i32) -> Vec<(Vec<u8>, usize)> {
    let raw = shards.iter().map(encode).chain(blocks.iter().map(encode)).chain(headings.iter().map(encode));
    compress_all(&raw.collect::<Vec<_>>(), level)
}

/// Each run's compressed parts (see [`compress_run`]), runs as [`PackInput::runs`] counts them.
pub fn compress_runs(chunks: &[Vec<u8>], runs: &[usize], level: i32) -> Vec<Vec<Vec<u8>>> {
    use rayon::prelude::*;
    run_ranges(chunks.len(), runs).par_iter().map(|r| compress_run(&chunks[r.clone()], level)).collect()
}

/// The chunk range of each run; no runs means a run per chunk.
fn run_ranges(chunks: usize, runs: &[usize]) -> Vec<std::ops::Range<usize>> {
    let one_each = vec![1; chunks];
    let runs = if runs.is_empty() { &one_each } else { runs };
    assert_eq!(runs.iter().sum::<usize>(), chunks, "runs must cover the chunks");
    let mut at = 0;
    runs.iter()
        .map(|&n| {
            at += n;
            at - n..at
        })
        .collect()
}

/// One segment's bytes as a zstd frame of its own (hosted mode's head manifest and route table blocks).
pub fn compress(raw: &[u8], level: i32) -> Vec<u8> {
    zstd::bulk::compress(raw, level).expect("zstd compression of an in-memory buffer")
}

/// Encoded segments, one zstd frame each, with their raw lengths.
fn compress_all(raw: &[Vec<u8>], level: i32) -> Vec<(Vec<u8>, usize)> {
    use rayon::prelude::*;
    // One zstd context per rayon worker, reused for every segment it compresses
    // (a fresh context per segment costs its allocation and table setup each time).
    raw.par_iter()
        .map_init(
            || zstd::bulk::Compressor::new(level).expect("zstd context"),
            |z, raw| (z.compress(raw).expect("zstd compression of an in-memory buffer"), raw.len()),
        )
        .collect()
}

fn assemble(input: &PackInput, singles: Vec<(Vec<u8>, usize)>, runs: Vec<Vec<Vec<u8>>>) -> Vec<u8> {
    // Table order: manifest, search, assets, the chunks' runs, the search shards, its term
    // blocks, its heading blocks.
    let mut singles = singles.into_iter().map(|(c, raw)| (c, raw, 0));
    let mut compressed: Vec<(Vec<u8>, usize, u32)> = singles.by_ref().take(3).collect();
    for (parts, r) in runs.into_iter().zip(run_ranges(input.chunks.len(), input.runs)) {
        assert_eq!(parts.len(), r.len(), "a run's parts must match its chunks");
        for (k, (c, raw)) in parts.into_iter().zip(&input.chunks[r]).enumerate() {
            compressed.push((c, raw.len(), if k > 0 { CONTINUES } else { 0 }));
        }
    }
    compressed.extend(singles);
    let mut table = Vec::with_capacity(header_len(compressed.len()) - 16);
    let count = compressed.len() as u32;
    table.extend_from_slice(&count.to_le_bytes());
    let mut offset = 0u32;
    for (comp, raw_len, flags) in &compressed {
        for v in [offset, comp.len() as u32, *raw_len as u32, crc32fast::hash(comp), *flags] {
            table.extend_from_slice(&v.to_le_bytes());
        }
        offset += comp.len() as u32;
    }
    let mut out = Vec::with_capacity(16 + table.len() + offset as usize);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&PACK_FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&crc32fast::hash(&table).to_le_bytes());
    out.extend_from_slice(&table);
    for (comp, _, _) in &compressed {
        out.extend_from_slice(comp);
    }
    out
}

/// Bytes of the header (magic, version, checksum, segment table) of a pack of `count` segments.
pub fn header_len(count: usize) -> usize {
    20 + ENTRY_BYTES * count
}

/// Bytes of one segment table entry (offset, compressed length, raw length, crc32, flags).
pub const ENTRY_BYTES: usize = 20;

/// One segment as stored: its compressed bytes and the length they inflate to.
#[derive(Debug, Clone, Copy)]
pub struct StoredSegment<'a> {
    pub compressed: &'a [u8],
    pub raw_len: u32,
    /// Continues the previous segment's zstd frame (flag [`CONTINUES`]).
    pub continues: bool,
}

/// A pack read back (by `docc inspect` and tests): header checked, segments located.
#[derive(Debug)]
pub struct PackView<'a> {
    pub version: u32,
    /// Bytes of the header and segment table (everything before the first segment).
    pub header_bytes: usize,
    pub segments: Vec<StoredSegment<'a>>,
}

/// Reads the header and segment table of a pack written by [`write_pack`]. Errors are
/// sentences for the user (not a pack, damaged, written by another format version).
pub fn read_pack(bytes: &[u8]) -> Result<PackView<'_>, String> {
    let u32_at = |at: usize| -> Result<u32, String> {
        bytes.get(at..at + 4).map(|b| u32::from_le_bytes(b.try_into().expect("4 bytes"))).ok_or_else(|| "the pack is truncated".to_string())
    };
    if bytes.len() < 20 || &bytes[..8] != MAGIC {
        return Err("not a docc pack (no DOCCPACK header)".into());
    }
    let version = u32_at(8)?;
    if version != PACK_FORMAT_VERSION {
        return Err(format!("pack format version {version}; this docc reads version {PACK_FORMAT_VERSION}"));
    }
    let count = u32_at(16)? as usize;
    let data = count.checked_mul(ENTRY_BYTES).and_then(|n| n.checked_add(20)).ok_or("the segment table is damaged")?;
    let table = bytes.get(16..data).ok_or("the pack is truncated")?;
    if u32_at(12)? != crc32fast::hash(table) {
        return Err("the pack's checksum does not match: the file is damaged".into());
    }
    let mut segments = Vec::with_capacity(count);
    for i in 0..count {
        let at = 20 + i * ENTRY_BYTES;
        let (offset, len, raw_len, crc) = (u32_at(at)? as usize, u32_at(at + 4)? as usize, u32_at(at + 8)?, u32_at(at + 12)?);
        let continues = u32_at(at + 16)? & CONTINUES != 0;
        if continues && i == 0 {
            return Err("segment 0 continues no segment: the file is damaged".into());
        }
        let compressed = bytes.get(data + offset..data + offset + len).ok_or_else(|| format!("segment {i} lies outside the pack: the file is truncated"))?;
        if crc32fast::hash(compressed) != crc {
            return Err(format!("segment {i}'s checksum does not match: the file is damaged"));
        }
        segments.push(StoredSegment { compressed, raw_len, continues });
    }
    Ok(PackView { version, header_bytes: data.min(bytes.len()), segments })
}

impl PackView<'_> {
    /// Segment `index`'s raw bytes (zstd inflated). A segment that continues a run is decoded
    /// with the run's earlier segments, whose output is then dropped.
    pub fn inflate(&self, index: usize) -> Result<Vec<u8>, String> {
        use std::io::Read;
        let segment = self.segments.get(index).ok_or_else(|| format!("the pack has no segment {index}"))?;
        let start = (0..=index).rev().find(|&i| !self.segments[i].continues).unwrap_or(0);
        let run = &self.segments[start..=index];
        let frame: Vec<u8> = run.iter().flat_map(|s| s.compressed.iter().copied()).collect();
        let skip: u64 = run[..run.len() - 1].iter().map(|s| s.raw_len as u64).sum();
        let fail = |e: std::io::Error| format!("segment {index} does not decompress: {e}");
        let mut decoder = zstd::stream::read::Decoder::with_buffer(frame.as_slice()).map_err(fail)?;
        std::io::copy(&mut decoder.by_ref().take(skip), &mut std::io::sink()).map_err(fail)?;
        // Grown as the frame yields bytes, never allocated from the table's raw length: a
        // file that declares a gigabyte the frame does not hold costs what the frame holds.
        let mut raw = Vec::new();
        decoder.take(u64::from(segment.raw_len)).read_to_end(&mut raw).map_err(fail)?;
        if raw.len() != segment.raw_len as usize {
            return Err(format!("segment {index} inflates to {} bytes where the pack says {}: the file is damaged", raw.len(), segment.raw_len));
        }
        Ok(raw)
    }
}

/// Decodes one bincode value from the front of `bytes`; returns it and the bytes it used.
pub fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<(T, usize), String> {
    bincode::serde::decode_from_slice(bytes, bincode_config()).map_err(|e| format!("the pack does not decode: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_has_magic_version_and_checksum() {
        let m = Manifest::default();
        let pack = write_pack(&PackInput::of_chunks(&m, &[]), 3);
        assert_eq!(&pack[..8], MAGIC);
        assert_eq!(u32::from_le_bytes(pack[8..12].try_into().unwrap()), PACK_FORMAT_VERSION);
        assert_eq!(u32::from_le_bytes(pack[12..16].try_into().unwrap()), crc32fast::hash(&pack[16..header_len(3)]));
        assert_eq!(u32::from_le_bytes(pack[16..20].try_into().unwrap()), 3);
        // Each segment's own crc32 sits at the end of its table entry.
        let first = &pack[header_len(3)..header_len(3) + u32::from_le_bytes(pack[24..28].try_into().unwrap()) as usize];
        assert_eq!(u32::from_le_bytes(pack[32..36].try_into().unwrap()), crc32fast::hash(first));
        assert_eq!(u32::from_le_bytes(pack[36..40].try_into().unwrap()), 0, "a frame of its own");
    }

    #[test]
    fn chunks_decode_as_page_chunks() {
        use crate::{Framed, PageChunk};
        let page = |r: &str| Page { route: r.into(), title: "t".repeat(100), ..Page::default() };
        let pages: Vec<Page> = (0..10).map(|i| page(&format!("/p{i}"))).collect();
        let (chunks, places) = chunk_pages(&pages, 300, None);
        assert!(chunks.len() > 1 && chunks.len() < 10, "{}", chunks.len());
        // The landing page alone in its chunk, its neighbours grouped as before.
        let (alone, at) = chunk_pages(&pages, 100_000, Some(4));
        assert_eq!((alone.len(), at[3], at[4], at[5], at[9]), (3, (0, 3), (1, 0), (2, 0), (2, 4)));
        assert_eq!(alone[1], encode(&PageChunk { pages: vec![Framed(pages[4].clone())] }));
        let (c, k) = places[7];
        let members: Vec<Framed<Page>> = pages.iter().zip(&places).filter(|(_, p)| p.0 == c).map(|(pg, _)| Framed(pg.clone())).collect();
        assert_eq!(chunks[c], encode(&PageChunk { pages: members.clone() }));
        assert_eq!(members[k as usize].0.route, "/p7");
        // Each page reads back on its own from its frame.
        let (back, used): (PageChunk, usize) = decode(&chunks[c]).unwrap();
        assert_eq!((used, back.pages[k as usize].0.route.as_str()), (chunks[c].len(), "/p7"));
    }

    #[test]
    fn read_pack_returns_what_write_pack_stored() {
        let mut m = Manifest::default();
        m.site.title = "Round trip".into();
        let chunks = vec![encode(&7u32)];
        let pack = write_pack(&PackInput::of_chunks(&m, &chunks), 3);
        let view = read_pack(&pack).unwrap();
        assert_eq!((view.version, view.segments.len(), view.header_bytes), (PACK_FORMAT_VERSION, 4, header_len(4)));
        let (back, used): (Manifest, usize) = decode(&view.inflate(0).unwrap()).unwrap();
        assert_eq!((back.site.title.as_str(), used), ("Round trip", encode(&m).len()));
        assert_eq!(decode::<u32>(&view.inflate(3).unwrap()).unwrap().0, 7);
        let mut damaged = pack.clone();
        *damaged.last_mut().unwrap() ^= 1;
        assert!(read_pack(&damaged).unwrap_err().contains("segment 3's checksum"));
        let mut table = pack.clone();
        table[24] ^= 1;
        assert!(read_pack(&table).unwrap_err().contains("pack's checksum"));
        assert!(read_pack(&pack[..pack.len() - 1]).unwrap_err().contains("truncated"));
        assert!(read_pack(b"<html>").is_err());
    }

    #[test]
    fn runs_group_consecutive_chunks_up_to_the_cap_and_at_breaks() {
        let chunks: Vec<Vec<u8>> = [40, 40, 40, 100, 10, 10, 10].iter().map(|&n| vec![0; n]).collect();
        assert_eq!(chunk_runs(&chunks, 100, |_| false), vec![2, 1, 1, 3]);
        assert_eq!(chunk_runs(&chunks, 1000, |i| i == 5), vec![5, 2]);
        assert_eq!(chunk_runs(&[], 1000, |_| false), Vec::<usize>::new());
    }

    #[test]
    fn a_run_is_one_frame_its_chunks_read_back_alone_and_compress_as_a_whole() {
        // Chunks that share most of their text, as pages of one site do.
        let text =
            |i: usize| format!("{i} the proof of everything engine scales your business with zero knowledge {}", "lorem ipsum dolor ".repeat(40)).into_bytes();
        let chunks: Vec<Vec<u8>> = (0..6).map(text).collect();
        let m = Manifest::default();
        let pack_with = |runs: &[usize]| {
            write_pack(
                &PackInput { runs, search_shards: &[SearchShard { docs: vec![9; 30], flags: vec![], codes: vec![] }], ..PackInput::of_chunks(&m, &chunks) },
                3,
            )
        };
        let (alone, chained) = (pack_with(&[]), pack_with(&[1, 3, 2]));
        assert!(chained.len() < alone.len(), "{} vs {}", chained.len(), alone.len());
        let view = read_pack(&chained).unwrap();
        let flags: Vec<bool> = view.segments.iter().map(|s| s.continues).collect();
        assert_eq!(flags, [false, false, false, false, false, true, true, false, true, false]);
        for (i, chunk) in chunks.iter().enumerate() {
            assert_eq!(&view.inflate(segment_of_chunk(i) as usize).unwrap(), chunk, "chunk {i}");
        }
        assert_eq!(decode::<SearchShard>(&view.inflate(9).unwrap()).unwrap().0.docs, vec![9; 30]);
        // A segment inside a run still has its own checksum.
        let mut damaged = chained.clone();
        let at = view.header_bytes + view.segments[..5].iter().map(|s| s.compressed.len()).sum::<usize>() + 2;
        damaged[at] ^= 1;
        assert!(read_pack(&damaged).unwrap_err().contains("segment 5's checksum"));
        // Runs and shards compressed ahead (while a compile builds its search index) make the same pack.
        let input = PackInput {
            runs: &[1, 3, 2],
            search_shards: &[SearchShard { docs: vec![9; 30], flags: vec![], codes: vec![] }],
            ..PackInput::of_chunks(&m, &chunks)
        };
        let pre = Precompressed {
            runs: compress_runs(&chunks, &[1, 3, 2], 3),
            shards: compress_shards(input.search_shards, input.search_terms, input.search_headings, 3),
        };
        assert_eq!(write_pack_with(&input, pre, 3), chained);
        // The run's frame is single-segment (the header's descriptor byte, after the magic, has
        // bit 5): a decoder sizes its buffer by the run, whatever window the compressor used.
        for run in compress_runs(&chunks, &[3, 3], 8) {
            assert_eq!(&run[0][..4], &[0x28, 0xb5, 0x2f, 0xfd], "zstd magic");
            assert_ne!(run[0][4] & 0x20, 0, "single-segment frame");
        }
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
