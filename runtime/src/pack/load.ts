// Opens a pack: checks the header (magic, format version, crc32 of the segment table), then
// decompresses segments on demand, each checked against its own crc32 when first read, so the
// first route needs only the manifest and one page chunk (compiler/model/src/pack.rs has the
// layout). The pack is one buffer (embeds) or its header plus a SegmentSource: the single
// file's segment elements, which stream in while the first route already renders, or a hosted
// page's segment files, fetched when first read.
// Page chunks come in runs: consecutive segments that are parts of one zstd frame (flag
// CONTINUES), read by feeding the run's parts in order to one streaming decoder, which keeps
// the output of the earlier parts for when their pages are asked for.
import { decompress, Decompress } from 'fzstd';
import { decodeAll, vec, type Decoder, type Framed } from './bincode';
import { deriver, type FullPage } from './derive';
import { AssetsD, FORMAT_VERSION, MAGIC, ManifestD, PageChunkD, RouteEntryD, SearchIndexD, type Assets, type Manifest, type Page, type PageChunk, type SearchIndex } from './schema';

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

/** Segments that arrive after the header (the single file's elements, a hosted page's files: see source.ts). */
export interface SegmentSource {
  /** Segment `i`'s compressed bytes once all `len` have arrived, else null; throws a PackError once they never will. */
  get(i: number, len: number): Uint8Array | null;
  /** Calls `f` whenever more may have arrived; returns the function that stops it. */
  watch(f: () => void): () => void;
  /** Starts fetching segment `i` if this source fetches on demand (a link's route about to be followed). */
  want?(i: number): void;
  /** The URL of asset `i`'s own file, where the site has one (hosted); null to read the assets segment. */
  asset?(i: number): string | null;
  /**
   * The pack's segment count, where the header holds the manifest's entry alone and the source
   * brings the others' (`ref`): a hosted site, whose table is in table files (source.ts).
   */
  count?(): number;
  /** Segment `i`'s table entry (fetching the table file that holds it); null while it is on its way; throws a PackError once it never will be. */
  ref?(i: number): SegmentRef | null;
  /** A hosted route table: routes per block, the first block's segment, the blocks that may hold `paths` (all without), the route count. */
  routes?(paths?: string[]): [number, number, number[], number];
}

/** A URL's bytes, or a PackError that says why not. */
export async function fetchBytes(src: string): Promise<Uint8Array> {
  const res = await fetch(src);
  if (!res.ok) throw new PackError(`The site data could not be fetched from ${src} (HTTP ${res.status}).`);
  return new Uint8Array(await res.arrayBuffer());
}

export interface SegmentRef { offset: number; clen: number; rlen: number; crc: number; continues: boolean }

/** Bytes of a segment table entry: offset, compressed length, raw length, crc32, flags. */
const ENTRY = 20;
/** Flag: the segment continues the previous segment's zstd frame (compiler/model/src/pack.rs). */
const CONTINUES = 1;

/** A run being decoded: its segments `start..end` fed in order to one decoder writing into `out`. */
interface Run {
  start: number;
  end: number;
  /** Where each member's raw bytes start in `out` (one more entry: the end). */
  at: number[];
  /** The run's output so far (grown as it arrives, up to the members' declared total). */
  out: Uint8Array;
  produced: number;
  /** The next member to feed to the decoder. */
  next: number;
  decoder: Decompress;
  /** Why the run cannot be decoded further (a damaged part). */
  failed?: PackError;
}

/** The segment table of a pack's header (checked), and where the data starts. */
function readHeader(bytes: Uint8Array): SegmentRef[] {
  if (bytes.length < 20) throw new PackError(`The site data is truncated (${bytes.length} bytes).`);
  const magic = new TextDecoder().decode(bytes.subarray(0, 8));
  if (magic !== MAGIC) throw new PackError('The site data is not a docc pack (bad header).');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint32(8, true);
  if (version !== FORMAT_VERSION) throw new PackError(`The site data has format version ${version}; this runtime reads version ${FORMAT_VERSION}. Recompile the site with a matching docc.`);
  const count = view.getUint32(16, true);
  if (bytes.length < 20 + count * ENTRY || crc32(bytes.subarray(16, 20 + count * ENTRY)) !== view.getUint32(12, true)) {
    throw new PackError('The site data is corrupted (checksum mismatch). The file may be truncated or altered.');
  }
  const segs: SegmentRef[] = [];
  for (let at = 20; at < 20 + count * ENTRY; at += ENTRY) {
    const continues = (view.getUint32(at + 16, true) & CONTINUES) !== 0 && segs.length > 0;
    segs.push({ offset: view.getUint32(at, true), clen: view.getUint32(at + 4, true), rlen: view.getUint32(at + 8, true), crc: view.getUint32(at + 12, true), continues });
  }
  return segs;
}

export class Pack {
  readonly manifest: Manifest;
  /** The header's segment table (a hosted head's: the manifest's entry alone). */
  #segments: SegmentRef[];
  /** Entries the source brought (hosted: read from table files as segments are asked for). */
  #more = new Map<number, SegmentRef>();
  #dataStart: number;
  #cache = new Map<number, unknown>();
  /** Compressed bytes of segments that have arrived (streamed packs), or why they never will. */
  #arrivedBytes = new Map<number, Uint8Array | PackError>();
  /** Runs being decoded, by their first segment. */
  #runs = new Map<number, Run>();
  #bytes: Uint8Array;
  #source?: SegmentSource;
  /** Each decoded page completed once (derive.ts), so a page's fields keep their identity across renders. */
  #full = new WeakMap<Framed<Page>, FullPage>();
  #derive?: (page: Page) => FullPage;

  /**
   * `bytes` is the whole pack, or its header alone when `source` brings the segments (then
   * the manifest must have arrived: see `Pack.open`).
   */
  constructor(bytes: Uint8Array, source?: SegmentSource) {
    this.#bytes = bytes;
    this.#source = source;
    this.#segments = readHeader(bytes);
    this.#dataStart = 20 + this.#segments.length * ENTRY;
    this.manifest = this.segment(0, ManifestD);
    if (source?.routes) this.manifest.routes.length = source.routes([])[3];
  }

  /** A streamed or fetched pack, once its manifest has arrived (rejects with the PackError that stops it). */
  static async open(header: Uint8Array | (() => Uint8Array) | Promise<Uint8Array>, source: SegmentSource): Promise<Pack> {
    header = typeof header === 'function' ? header() : await header;
    const first = readHeader(header)[0];
    if (!first) throw new PackError('The site data has no segments.');
    await settled(source, () => source.get(0, first.clen) != null);
    return new Pack(header, source);
  }

  /**
   * Segment `index`'s table entry: the header's, or the source's once it has it (null until
   * then: a hosted table file on its way). Throws for an index past the pack's segments.
   */
  #ref(index: number): SegmentRef | null {
    const known = this.#segments[index] ?? this.#more.get(index);
    if (known) return known;
    if (!Number.isInteger(index) || index < 0 || index >= this.segmentCount || !this.#source?.ref) throw new PackError(`The site data has no segment ${index}.`);
    const got = this.#source.ref(index);
    if (got) this.#more.set(index, got);
    return got;
  }

  /** Does segment `index` continue the previous one's zstd frame? (As far as known: never asks the source.) */
  #continues(index: number): boolean {
    return (this.#segments[index] ?? this.#more.get(index))?.continues ?? false;
  }

  /** The compressed bytes of segment `index`, if they are there (throws why they never will be). */
  #stored(index: number): Uint8Array | null {
    const ref = this.#ref(index);
    if (!ref) return null;
    if (!this.#source) {
      const start = this.#dataStart + ref.offset;
      if (start + ref.clen > this.#bytes.length) throw new PackError(`The site data is truncated (segment ${index} is cut off).`);
      return this.#bytes.subarray(start, start + ref.clen);
    }
    let got = this.#arrivedBytes.get(index);
    if (got === undefined) {
      try { got = this.#source.get(index, ref.clen) ?? undefined; } catch (e) { got = e instanceof PackError ? e : new PackError(String(e)); }
      if (got) this.#arrivedBytes.set(index, got);
    }
    if (got instanceof PackError) throw got;
    return got ?? null;
  }

  /** Can segment `index` be read now (or has it failed for good, so that reading it throws why)? */
  ready(index: number): boolean {
    try {
      if (this.#cache.has(index)) return true;
      // A run's part needs the parts before it too (they arrive first: reading order).
      const start = this.#runStart(index);
      const run = this.#runs.get(start);
      for (let i = run ? Math.max(start, run.next) : start; i <= index; i++) if (this.#stored(i) == null) return false;
      return true;
    } catch { return true; }
  }

  /** Resolves once `ready(index)`: at once for a pack in one buffer. */
  whenReady(index: number): Promise<void> {
    return this.#source ? settled(this.#source, () => this.ready(index)) : Promise.resolve();
  }

  segment<T>(index: number, d: Decoder<T>): T {
    const hit = this.#cache.get(index);
    if (hit !== undefined) return hit as T;
    return this.#decode(index, d, this.#raw(index)!);
  }

  /** Decodes segment `index` from its raw bytes and keeps it. */
  #decode<T>(index: number, d: Decoder<T>, raw: Uint8Array): T {
    const value = decodeAll(d, raw);
    this.#cache.set(index, value);
    this.#arrivedBytes.delete(index);
    const start = this.#runStart(index);
    const run = this.#runs.get(start);
    if (run && run.next === run.end && run.at.every((_, k) => k === run.end - start || this.#cache.has(start + k))) this.#runs.delete(start);
    return value;
  }

  /** Segment `index`'s compressed bytes, there and intact (else a PackError says why). */
  #checked(index: number): Uint8Array {
    const bytes = this.#stored(index);
    if (!bytes) throw new PackError(`Segment ${index} of the site data has not arrived yet.`);
    const ref = this.#ref(index)!;
    if (bytes.length !== ref.clen || crc32(bytes) !== ref.crc) throw new PackError(`The site data is corrupted (checksum mismatch in segment ${index}). The file may be truncated or altered.`);
    return bytes;
  }

  /** The first segment of the run `index` belongs to (itself when it is a frame of its own). */
  #runStart(index: number): number {
    let start = index;
    while (this.#continues(start)) start--;
    return start;
  }

  /** Segment `index`'s raw bytes; null when `parts` run parts were fed and more are needed. */
  #raw(index: number, parts = Infinity): Uint8Array | null {
    const ref = this.#ref(index);
    if (!ref) throw new PackError(`Segment ${index} of the site data has not arrived yet.`);
    const start = this.#runStart(index);
    // Buffers follow what the frames yield, never the table's raw lengths, which a damaged or
    // hostile file can set to a gigabyte (a length that disagrees is an error).
    if (start === index && !this.#continues(index + 1)) {
      const raw = decompress(this.#checked(index));
      if (raw.length !== ref.rlen) throw new PackError(`The site data is corrupted (segment ${index} inflates to ${raw.length} bytes, not ${ref.rlen}).`);
      return raw;
    }
    let run = this.#runs.get(start);
    if (!run) {
      let end = start + 1;
      while (this.#continues(end)) end++;
      const at = [0];
      for (let i = start; i < end; i++) at.push(at[at.length - 1] + this.#ref(i)!.rlen);
      const r: Run = { start, end, at, out: new Uint8Array(0), produced: 0, next: start, decoder: new Decompress(() => {}) };
      r.decoder.ondata = (chunk) => {
        const need = r.produced + chunk.length, total = at[at.length - 1];
        if (need > total) throw new PackError(`The site data is corrupted (segment ${r.next} inflates past its size).`);
        if (need > r.out.length) {
          const out = new Uint8Array(Math.min(total, Math.max(need, 2 * r.out.length)));
          out.set(r.out.subarray(0, r.produced));
          r.out = out;
        }
        r.out.set(chunk, r.produced);
        r.produced += chunk.length;
      };
      this.#runs.set(start, (run = r));
    }
    const k = index - start;
    const until = run.at[k + 1];
    while (run.produced < until) {
      if (parts-- <= 0) return null;
      if (run.failed) throw run.failed;
      if (run.next >= run.end) throw new PackError(`The site data is corrupted (segment ${index} is short).`);
      const part = run.next;
      const bytes = this.#checked(part);
      try {
        run.decoder.push(bytes, part === run.end - 1);
      } catch (e) {
        run.failed = e instanceof PackError ? e : new PackError(`The site data is corrupted (segment ${part} does not decompress: ${String(e)}).`);
        throw run.failed;
      }
      run.next++;
      this.#arrivedBytes.delete(part);
    }
    // A copy: page chunks keep their bytes (pages decode on demand), and the run's buffer
    // should go once the run is read.
    return run.out.slice(run.at[k], until);
  }

  /** Route table blocks read into `manifest.routes` (hosted), counted so lookups know when to look again. */
  known = 0;
  #blocks = new Set<number>();

  /**
   * A hosted site's head leaves the route table out: it is in blocks of routes sorted by path,
   * each a segment (compiler/docc/src/hosted.rs `head_file`). Reads the blocks that may hold
   * `paths` (or route indices; all of them without) into `manifest.routes` at their routes'
   * indices, fetching them first; null when there is nothing to wait for (the single file
   * holds every route). `manifest.routes` has the table's length from the start, with holes.
   */
  routesFor(paths?: (string | number)[]): Promise<void> | null {
    const [per, seg0, blocks] = this.#source?.routes?.(paths?.filter((p) => typeof p === 'string')) ?? [0, 0, [] as number[]];
    // A route's index (search's pages) is in block index / per.
    for (const i of paths ?? []) if (typeof i === 'number') blocks.push(Math.floor(i / per));
    const todo = [...new Set(blocks)].filter((k) => !this.#blocks.has(k));
    return todo.length ? Promise.all(todo.map((k) => this.whenReady(seg0 + k).then(() => {
      if (this.#blocks.has(k)) return;
      this.segment(seg0 + k, vec(RouteEntryD)).forEach((r, j) => { this.manifest.routes[k * per + j] = r; });
      this.#blocks.add(k);
      this.known++;
    }))).then(() => {}) : null;
  }

  /** Fetches segment `index` ahead of its first read, where the source fetches on demand. */
  prefetch(index: number): void {
    if (!this.#cache.has(index)) this.#source?.want?.(index);
  }

  /** Has this segment been decoded already (so reading it is instant)? */
  loaded(index: number): boolean {
    return this.#cache.has(index);
  }

  /** Number of segments (manifest, search, assets, then page chunks). */
  get segmentCount(): number {
    return this.#source?.count?.() ?? this.#segments.length;
  }

  page(segment: number, index: number): FullPage {
    const chunk = this.segment(segment, PageChunkD);
    const framed = chunk.pages[index];
    if (!framed) throw new PackError(`Page ${index} is missing from segment ${segment}.`);
    let full = this.#full.get(framed);
    if (!full) this.#full.set(framed, (full = (this.#derive ??= deriver(this.manifest))(framed.read())));
    return full;
  }

  /**
   * Is reading segment `index` cheap enough to do in a render: decoded already, or a small
   * frame of its own that has arrived (the landing page's chunk)?
   */
  cheap(index: number): boolean {
    if (this.#cache.has(index)) return true;
    let ref;
    try { ref = this.#ref(index); } catch { return false; }
    return !!ref && !ref.continues && !this.#continues(index + 1) && ref.rlen <= CHEAP_BYTES && this.ready(index);
  }

  /** Has this page been decoded already? (The tests hold pages to being decoded only when asked for.) */
  pageLoaded(segment: number, index: number): boolean {
    const framed = (this.#cache.get(segment) as PageChunk | undefined)?.pages[index];
    return !!framed && this.#full.has(framed);
  }

  /**
   * Decodes a page that has arrived in steps, each its own task: a page late in a run needs
   * the run's earlier parts inflated first, and done at once that was one long task (~300 ms
   * on a throttled phone for an API page) that kept the page from answering input. Rejects
   * with what `page` would throw.
   */
  async preparePage(segment: number, index: number): Promise<void> {
    await this.whenReady(segment);
    let raw: Uint8Array | null = null;
    while (!this.#cache.has(segment) && (raw = this.#raw(segment, 1)) == null) await nextTask();
    if (!this.#cache.has(segment)) {
      this.#decode(segment, PageChunkD, raw!);
      await nextTask();
    }
    this.page(segment, index);
  }

  search(): SearchIndex {
    return this.segment(this.manifest.search_segment, SearchIndexD);
  }

  assets(): Assets {
    return this.segment(this.manifest.assets_segment, AssetsD);
  }

  /** Asset `i`'s own file, in a hosted site (shown by URL, the assets segment never fetched). */
  assetFile(i: number): string | null {
    return this.#source?.asset?.(i) ?? null;
  }
}

/** Raw bytes of a segment small enough to decode inside a render (a few ms on a slow phone). */
const CHEAP_BYTES = 64 * 1024;

/** A new task (not a microtask): what came before can paint and answer input. */
const nextTask = () => new Promise<void>((ok) => setTimeout(ok, 0));

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

/**
 * The text of one of the single file's pack elements to its bytes (at most `len`: fewer when the
 * text is short): 7 bits per character, the values the HTML parser would alter (NUL, CR, `<`)
 * carried by two-byte characters with the next 7 bits (compiler/model/src/html_text.rs is the
 * encoder and says why). Throws a PackError for a character it never writes (which is also what
 * a server that declares the file in another charset than UTF-8 leads to); bytes past `len`
 * are dropped (the segment's checksum finds a text that is too long).
 */
export function fromText(text: string, len = 2 * text.length): Uint8Array {
  const out = new Uint8Array(len);
  let acc = 0, bits = 0, o = 0;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i), n = 7;
    // U+0100 + 128k + w: escaped value k, then the group w that rode with it; U+0280 + k: k alone.
    // (A one-byte NUL, CR or '<' is never written either, but the parser never lets one through
    // unchanged; what it made of it fails the segment's checksum.)
    if (c > 127) {
      if (c >= 256 && c < 640) { n = 14; acc = (acc << 7) | ESCAPED[(c - 256) >> 7]; c &= 127; }
      else if (c >= 640 && c < 643) c = ESCAPED[c - 640];
      else throw new PackError('The site data is damaged: the file was altered, or served in a charset other than UTF-8.');
    }
    acc = (acc << 7) | c;
    for (bits += n; bits >= 8; ) out[o++] = acc >> (bits -= 8);
    acc &= (1 << bits) - 1;
  }
  return out.subarray(0, o);
}
const ESCAPED = [0, 13, 60];
