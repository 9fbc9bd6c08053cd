// Opens the pack embedded in the HTML file: checks the header (magic, format
// version, crc32), then decompresses segments on demand so the first route needs
// only the manifest and one page chunk (see compiler/core/src/pack.rs for the layout).
import { decompress } from 'fzstd';
import { decodeAll, type Decoder } from './bincode';
import { AssetsD, ManifestD, PageChunkD, SearchIndexD, type Assets, type Manifest, type Page, type SearchIndex } from './schema';

export const FORMAT_VERSION = 3;
const MAGIC = 'DOCCPACK';

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

interface SegmentRef { offset: number; clen: number; rlen: number }

export class Pack {
  readonly manifest: Manifest;
  private segments: SegmentRef[];
  private dataStart: number;
  private cache = new Map<number, unknown>();

  constructor(private bytes: Uint8Array) {
    if (bytes.length < 20) throw new PackError(`The site data is truncated (${bytes.length} bytes).`);
    const magic = new TextDecoder().decode(bytes.subarray(0, 8));
    if (magic !== MAGIC) throw new PackError('The site data is not a docc pack (bad header).');
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const version = view.getUint32(8, true);
    if (version !== FORMAT_VERSION) throw new PackError(`The site data has format version ${version}; this runtime reads version ${FORMAT_VERSION}. Recompile the site with a matching docc.`);
    const sum = view.getUint32(12, true);
    if (crc32(bytes.subarray(16)) !== sum) throw new PackError('The site data is corrupted (checksum mismatch). The file may be truncated or altered.');
    const count = view.getUint32(16, true);
    this.segments = [];
    for (let i = 0; i < count; i++) {
      const at = 20 + i * 12;
      this.segments.push({ offset: view.getUint32(at, true), clen: view.getUint32(at + 4, true), rlen: view.getUint32(at + 8, true) });
    }
    this.dataStart = 20 + count * 12;
    this.manifest = this.segment(0, ManifestD);
  }

  segment<T>(index: number, d: Decoder<T>): T {
    const hit = this.cache.get(index);
    if (hit !== undefined) return hit as T;
    const ref = this.segments[index];
    if (!ref) throw new PackError(`The site data has no segment ${index}.`);
    const start = this.dataStart + ref.offset;
    const raw = decompress(this.bytes.subarray(start, start + ref.clen), new Uint8Array(ref.rlen));
    const value = decodeAll(d, raw);
    this.cache.set(index, value);
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

/** Base64 text (as embedded in the HTML) to bytes. */
export function fromBase64(text: string): Uint8Array {
  const bin = atob(text.trim());
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}
