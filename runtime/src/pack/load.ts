// Opens a pack: checks the header (magic, format version, crc32 of the segment table), then
// decompresses segments on demand, each checked against its own crc32 when first read, so the
// first route needs only the manifest and one page chunk (compiler/model/src/pack.rs has the
// layout). The pack is one buffer (hosted pages, embeds) or its header plus a SegmentSource:
// the single file's segment elements, which stream in while the first route already renders.
import { decompress } from 'fzstd';
import { decodeAll, type Decoder } from './bincode';
import { AssetsD, FORMAT_VERSION, MAGIC, ManifestD, PageChunkD, SearchIndexD, type Assets, type Manifest, type Page, type SearchIndex } from './schema';

export { FORMAT_VERSION };

export class PackError extends Error {}

let crcTable: Uint32Array | null = null;
export function crc32(data: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i++) crc = crcTable[(crc ^ data[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Segments that arrive after the header (the single file's elements, see source.ts). */
export interface SegmentSource {
  /** Segment `i`'s compressed bytes once all `len` have arrived, else null; throws a PackError once they never will. */
  get(i: number, len: number): Uint8Array | null;
  /** Calls `f` whenever more may have arrived; returns the function that stops it. */
  watch(f: () => void): () => void;
}

interface SegmentRef { offset: number; clen: number; rlen: number; crc: number }

/** The segment table of a pack's header (checked), and where the data starts. */
function readHeader(bytes: Uint8Array): SegmentRef[] {
  if (bytes.length < 20) throw new PackError(`The site data is truncated (${bytes.length} bytes).`);
  const magic = new TextDecoder().decode(bytes.subarray(0, 8));
  if (magic !== MAGIC) throw new PackError('The site data is not a docc pack (bad header).');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint32(8, true);
  if (version !== FORMAT_VERSION) throw new PackError(`The site data has format version ${version}; this runtime reads version ${FORMAT_VERSION}. Recompile the site with a matching docc.`);
  const count = view.getUint32(16, true);
  if (bytes.length < 20 + count * 16 || crc32(bytes.subarray(16, 20 + count * 16)) !== view.getUint32(12, true)) {
    throw new PackError('The site data is corrupted (checksum mismatch). The file may be truncated or altered.');
  }
  const segs: SegmentRef[] = [];
  for (let at = 20; at < 20 + count * 16; at += 16) {
    segs.push({ offset: view.getUint32(at, true), clen: view.getUint32(at + 4, true), rlen: view.getUint32(at + 8, true), crc: view.getUint32(at + 12, true) });
  }
  return segs;
}

export class Pack {
  readonly manifest: Manifest;
  private segments: SegmentRef[];
  private dataStart: number;
  private cache = new Map<number, unknown>();
  /** Compressed bytes of segments that have arrived (streamed packs), or why they never will. */
  private arrivedBytes = new Map<number, Uint8Array | PackError>();

  /**
   * `bytes` is the whole pack, or its header alone when `source` brings the segments (then
   * the manifest must have arrived: see `Pack.open`).
   */
  constructor(private bytes: Uint8Array, private source?: SegmentSource) {
    this.segments = readHeader(bytes);
    this.dataStart = 20 + this.segments.length * 16;
    this.manifest = this.segment(0, ManifestD);
  }

  /** A streamed pack, once its manifest has arrived (rejects with the PackError that stops it). */
  static async open(header: Uint8Array, source: SegmentSource): Promise<Pack> {
    const first = readHeader(header)[0];
    if (!first) throw new PackError('The site data has no segments.');
    await settled(source, () => source.get(0, first.clen) != null);
    return new Pack(header, source);
  }

  /** The compressed bytes of segment `index`, if they are there (throws why they never will be). */
  private stored(index: number): Uint8Array | null {
    const ref = this.segments[index];
    if (!ref) throw new PackError(`The site data has no segment ${index}.`);
    if (!this.source) {
      const start = this.dataStart + ref.offset;
      if (start + ref.clen > this.bytes.length) throw new PackError(`The site data is truncated (segment ${index} is cut off).`);
      return this.bytes.subarray(start, start + ref.clen);
    }
    let got = this.arrivedBytes.get(index);
    if (got === undefined) {
      try { got = this.source.get(index, ref.clen) ?? undefined; } catch (e) { got = e instanceof PackError ? e : new PackError(String(e)); }
      if (got) this.arrivedBytes.set(index, got);
    }
    if (got instanceof PackError) throw got;
    return got ?? null;
  }

  /** Can segment `index` be read now (or has it failed for good, so that reading it throws why)? */
  ready(index: number): boolean {
    try { return this.cache.has(index) || this.stored(index) != null; } catch { return true; }
  }

  /** Resolves once `ready(index)`: at once for a pack in one buffer. */
  whenReady(index: number): Promise<void> {
    return this.source ? settled(this.source, () => this.ready(index)) : Promise.resolve();
  }

  segment<T>(index: number, d: Decoder<T>): T {
    const hit = this.cache.get(index);
    if (hit !== undefined) return hit as T;
    const bytes = this.stored(index);
    if (!bytes) throw new PackError(`Segment ${index} of the site data has not arrived yet.`);
    const ref = this.segments[index];
    if (bytes.length !== ref.clen || crc32(bytes) !== ref.crc) throw new PackError(`The site data is corrupted (checksum mismatch in segment ${index}). The file may be truncated or altered.`);
    const value = decodeAll(d, decompress(bytes, new Uint8Array(ref.rlen)));
    this.cache.set(index, value);
    this.arrivedBytes.delete(index);
    return value;
  }

  /** Has this segment been decoded already (so reading it is instant)? */
  loaded(index: number): boolean {
    return this.cache.has(index);
  }

  /** Number of segments (manifest, search, assets, then page chunks). */
  get segmentCount(): number {
    return this.segments.length;
  }

  page(segment: number, index: number): Page {
    const chunk = this.segment(segment, PageChunkD);
    const page = chunk.pages[index];
    if (!page) throw new PackError(`Page ${index} is missing from segment ${segment}.`);
    return page;
  }

  search(): SearchIndex {
    return this.segment(this.manifest.search_segment, SearchIndexD);
  }

  assets(): Assets {
    return this.segment(this.manifest.assets_segment, AssetsD);
  }
}

/** Resolves once `done()` (checked now and whenever the source says more arrived) is true or throws. */
function settled(source: SegmentSource, done: () => boolean): Promise<void> {
  return new Promise((ok, fail) => {
    let stop = () => {};
    const check = () => {
      let yes;
      try { yes = done(); } catch (e) { stop(); fail(e); return; }
      if (yes) { stop(); ok(); }
    };
    stop = source.watch(check);
    check();
  });
}

/** Base64 text (as embedded in the HTML) to bytes. */
export function fromBase64(text: string): Uint8Array {
  const bin = atob(text.trim());
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}
