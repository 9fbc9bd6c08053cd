// Where the standalone page's pack comes from. The single file carries the pack's header in
// <script id="docc-pack" data-split> and each segment in its own later element
// (<script data-docc-seg="N">, as text of 7 bits per character (load.ts fromText), in reading order: see compiler/docc/src/emit.rs), so the
// runtime, which comes right after the header, can render the first route while the rest of
// the file is still arriving. Hosted pages (docc compile --out-dir) name the pack's head file
// in that element's data-src instead (header, manifest and the segments' file names:
// compiler/docc/src/hosted.rs), and each segment is a content-hashed file of its own, fetched
// when it is first read (fetchedSegments), so a visit downloads the manifest and what it shows.
import { fetchBytes, fromText, PackError, type SegmentSource } from './load';
import { utf8 } from './bincode';

/**
 * The single file's header (read when the mount opens it, so that a failure is shown) and its
 * segment elements, or a hosted page's head file and segment files. Throws when the element is missing.
 */
export function packSource(doc: Document = document): { header: (() => Uint8Array) | Promise<Uint8Array>; source: SegmentSource } {
  const el = doc.getElementById('docc-pack');
  if (!el) throw new Error('The site data (#docc-pack) is missing from this page.');
  const src = el.getAttribute('data-src');
  return src ? fetchedSegments(new URL(src, doc.baseURI).href) : {
    header: () => fromText(el.textContent ?? ''),
    source: domSegments(doc),
  };
}

/** Bytes of a file's name in the head and table files: the first bytes of its SHA-256, as hex in the name. */
const NAME_BYTES = 5;

/**
 * A hosted pack: the head file at `url` (compiler/docc/src/hosted.rs `head_file`: the header of a
 * pack of the manifest alone, the manifest, the pack's segment count, segments per table file,
 * each table file's name, then each asset's file name). Segment `i`'s entry and file name are in
 * table file `(i - 1) / per` (`tab.<name>.bin`: 17-byte rows of compressed length, raw length,
 * crc32 and file name, then their crc32, which `docc inspect` checks: here a damaged row fails
 * its segment's own checks), fetched the
 * first time a segment of it is asked for, so the head does not grow with the site's segments;
 * the segment is then fetched from `seg.<name>.bin` the first time it is asked for (read, waited
 * for, or wanted: a link's route prefetched). A failed fetch fails that segment (the page shows
 * the error box, whose Retry reloads).
 */
export function fetchedSegments(url: string): { header: Promise<Uint8Array>; source: SegmentSource } {
  const listeners = new Set<() => void>();
  /** Segments wanted while their table file was on its way: wanted again whenever a file arrives. */
  let wanted: number[] = [];
  const fire = () => {
    const again = wanted;
    wanted = [];
    again.forEach(want);
    listeners.forEach((f) => f());
  };
  type Got<T> = T | PackError | null;
  const got = new Map<number, Got<Uint8Array>>();
  /** Table files by index: their bytes once arrived. */
  const tables = new Map<number, Got<Uint8Array>>();
  let head: Uint8Array | null = null;
  let end = 0, count = 1, per = 0;
  const images: string[] = [];
  /** The route table's blocks (hosted.rs `head_file`): routes per block, first block's segment, each block's first path. */
  let per2 = 0, seg0 = 0, total = 0;
  const starts: string[] = [];
  const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  const u32 = (b: Uint8Array, at: number) => new DataView(b.buffer, b.byteOffset + at, 4).getUint32(0, true);
  /** `file`'s bytes into `map` at `k` (or why not), then `fire`. */
  const load = (map: Map<number, Got<Uint8Array>>, k: number, file: string) => {
    map.set(k, null);
    fetchBytes(new URL(file, url).href).catch((e) => (e instanceof PackError ? e : new PackError(String(e)))).then((b) => { map.set(k, b); fire(); });
  };
  const header = fetchBytes(url).then((bytes) => {
    end = bytes.length >= 40 ? 40 + u32(bytes, 24) : 0;
    if (end && bytes.length >= end + 8) {
      count = u32(bytes, end) || 1;
      per = u32(bytes, end + 4);
      // After the table files' names, the route table's blocks: route count, routes per block,
      // the first block's segment, then where each block starts (a path at or before its first
      // route and after the block before it: hosted.rs `block_start`; u16 length, bytes).
      let at = end + 8 + (per && Math.ceil((count - 1) / per)) * NAME_BYTES;
      total = at + 12 <= bytes.length ? u32(bytes, at) : 0;
      per2 = u32(bytes, at + 4); seg0 = u32(bytes, at + 8); at += 12;
      for (let k = 0; per2 && k < Math.ceil(total / per2) && at + 2 <= bytes.length; k++) {
        const len = bytes[at] | (bytes[at + 1] << 8);
        starts.push(utf8.decode(bytes.subarray(at + 2, (at += 2 + len))));
      }
      // Then each asset's file: its name's bytes, then its extension.
      // A damaged list names no file: those images read the segment.
      for (; at + NAME_BYTES < bytes.length;) {
        const len = bytes[at + NAME_BYTES], to = at + NAME_BYTES + 1 + len;
        if (to > bytes.length) { images.length = 0; break; }
        images.push(`img.${hex(bytes.subarray(at, at + NAME_BYTES))}.${String.fromCharCode(...bytes.subarray(at + NAME_BYTES + 1, to))}`);
        at = to;
      }
    }
    head = bytes;
    fire();
    return bytes;
  });
  /** Segment `i`'s row in its table file (entry, then file name): null while the file is on its way; throws why it never will be. */
  const row = (i: number): Uint8Array | null => {
    const k = Math.floor((i - 1) / per), rows = Math.min(per, count - 1 - k * per);
    let t = tables.get(k);
    if (t === undefined) {
      const name = per ? head!.subarray(end + 8 + k * NAME_BYTES, end + 8 + (k + 1) * NAME_BYTES) : [];
      if (name.length < NAME_BYTES) tables.set(k, (t = new PackError(`The site data has no segment ${i}.`)));
      else load(tables, k, `tab.${hex(name as Uint8Array)}.bin`);
    }
    // A damaged row fails its segment's own check (crc32, length) or fetch; a short file fails here.
    if (t && !(t instanceof PackError) && t.length !== rows * 17 + 4) tables.set(k, (t = new PackError(`The site data is truncated (table ${k}).`)));
    if (t instanceof PackError) throw t;
    return t ? t.subarray(((i - 1) % per) * 17, ((i - 1) % per) * 17 + 17) : null;
  };
  const want = (i: number) => {
    if (!head || i <= 0 || i >= count || got.has(i)) return;
    let r;
    try { r = row(i); } catch (e) { got.set(i, e as PackError); return; }
    if (r) load(got, i, `seg.${hex(r.subarray(12))}.bin`);
    else if (!wanted.includes(i)) wanted.push(i);
  };
  return {
    header,
    source: {
      get(i, len) {
        if (i === 0) return head && head.subarray(40, end);
        want(i);
        const b = got.get(i);
        if (b instanceof PackError) throw b;
        return b ? b.subarray(0, len) : null;
      },
      want,
      asset: (i) => (images[i] ? new URL(images[i], url).href : null),
      // The blocks that may hold `paths` (routes sorted by path in UTF-16 code units, as `>`
      // compares: docc_model::route_order; a path before the first holds none), or all.
      routes: (paths) => [per2, seg0, paths ? paths.flatMap((p) => { let k = starts.length; while (k-- && starts[k] > p); return k < 0 ? [] : [k]; }) : starts.map((_, k) => k), total],
      count: () => count,
      ref(i) {
        const r = head && row(i);
        return r && { offset: 0, clen: u32(r, 0), rlen: u32(r, 4), crc: u32(r, 8), continues: false };
      },
      watch(f) {
        listeners.add(f);
        return () => listeners.delete(f);
      },
    },
  };
}

/**
 * Segments from the document's elements. One is complete once the parser has closed its
 * element, i.e. put something after it (the parser appends an element's text as it arrives);
 * the parser adding a node to the body, or finishing the document, is when to look again. Once
 * the document is parsed, a segment missing or short never arrives: the file is truncated.
 */
export function domSegments(doc: Document): SegmentSource {
  const listeners = new Set<() => void>();
  const fire = () => listeners.forEach((f) => f());
  const parsing = () => doc.readyState === 'loading';
  if (parsing()) {
    const obs = new MutationObserver(fire);
    obs.observe(doc.body, { childList: true });
    doc.addEventListener('DOMContentLoaded', () => { obs.disconnect(); fire(); }, { once: true });
  }
  return {
    get(i, len) {
      const el = doc.querySelector(`script[data-docc-seg="${i}"]`);
      const bytes = el && (el.nextSibling || !parsing()) ? fromText(el.textContent ?? '', len) : null;
      if (bytes?.length === len) return bytes;
      if (parsing()) return null;
      throw new PackError(`The site data is truncated (segment ${i} is ${bytes ? 'cut off' : 'missing'}). The file may be truncated or altered.`);
    },
    watch(f) {
      listeners.add(f);
      return () => listeners.delete(f);
    },
  };
}
