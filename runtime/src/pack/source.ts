// Where the standalone page's pack comes from. The single file carries the pack's header in
// <script id="docc-pack" data-split> and each segment in its own later element
// (<script data-docc-seg="N">, as text of 7 bits per character (load.ts fromText), in reading order: see compiler/docc/src/emit.rs), so the
// runtime, which comes right after the header, can render the first route while the rest of
// the file is still arriving. Hosted pages (docc compile --out-dir) name the pack's head file
// in that element's data-src instead (header, manifest and the segments' file names:
// compiler/docc/src/hosted.rs), and each segment is a content-hashed file of its own, fetched
// when it is first read (fetchedSegments), so a visit downloads the manifest and what it shows.
import { fetchBytes, fromText, PackError, type SegmentSource } from './load';

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

/** Bytes of a segment file's name in the head file: the first bytes of its SHA-256, as hex in the name. */
const NAME_BYTES = 5;

/**
 * A hosted pack: the head file at `url` (the pack's header, its manifest segment, a name
 * per segment, then each asset's file name), and segment `i` fetched from `seg.<name>.bin` next to it the first time it is
 * asked for (read, waited for, or wanted: a link's route prefetched). A failed fetch fails
 * that segment (the page shows the error box, whose Retry reloads).
 */
export function fetchedSegments(url: string): { header: Promise<Uint8Array>; source: SegmentSource } {
  const listeners = new Set<() => void>();
  const fire = () => listeners.forEach((f) => f());
  const got = new Map<number, Uint8Array | PackError | null>();
  let head: Uint8Array | null = null;
  let data = 0, manifestEnd = 0;
  const images: string[] = [];
  const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  const header = fetchBytes(url).then((bytes) => {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (bytes.length >= 28) {
      const count = view.getUint32(16, true);
      data = 20 + 20 * count;
      manifestEnd = data + view.getUint32(24, true);
      // After the segment names, each asset's file: its name's bytes, then its extension
      // (hosted.rs `head_file`). A damaged list names no file: those images read the segment.
      for (let at = manifestEnd + count * NAME_BYTES; at + NAME_BYTES < bytes.length;) {
        const len = bytes[at + NAME_BYTES], end = at + NAME_BYTES + 1 + len;
        if (end > bytes.length) { images.length = 0; break; }
        images.push(`img.${hex(bytes.subarray(at, at + NAME_BYTES))}.${String.fromCharCode(...bytes.subarray(at + NAME_BYTES + 1, end))}`);
        at = end;
      }
    }
    head = bytes;
    fire();
    return bytes;
  });
  const want = (i: number) => {
    if (!head || i === 0 || got.has(i)) return;
    const name = head.subarray(manifestEnd + i * NAME_BYTES, manifestEnd + (i + 1) * NAME_BYTES);
    if (name.length < NAME_BYTES) { got.set(i, new PackError(`The site data has no file for segment ${i}.`)); return; }
    got.set(i, null);
    fetchBytes(new URL(`seg.${hex(name)}.bin`, url).href).then((b) => b, (e) => (e instanceof PackError ? e : new PackError(String(e))))
      .then((b) => { got.set(i, b); fire(); });
  };
  return {
    header,
    source: {
      get(i, len) {
        if (i === 0) return head && head.subarray(data, manifestEnd);
        want(i);
        const b = got.get(i);
        if (b instanceof PackError) throw b;
        return b ? b.subarray(0, len) : null;
      },
      want,
      asset: (i) => (images[i] ? new URL(images[i], url).href : null),
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
