// Where the standalone page's pack comes from. The single file carries the pack's header in
// <script id="docc-pack" data-split> and each segment in its own later element
// (<script data-docc-seg="N">, as text of 7 bits per character (load.ts fromText), in reading order: see compiler/docc/src/emit.rs), so the
// runtime, which comes right after the header, can render the first route while the rest of
// the file is still arriving. Hosted pages (docc compile --out-dir) name a shared,
// content-hashed pack file in that element's data-src instead, which every route page loads
// once and the browser caches; mount() fetches a URL.
import { fromText, PackError, type SegmentSource } from './load';

/**
 * The single file's header (read when the mount opens it, so that a failure is shown) and its
 * segment elements, or the pack's URL (hosted pages). Throws when the element is missing.
 */
export function packSource(doc: Document = document): string | { header: () => Uint8Array; source: SegmentSource } {
  const el = doc.getElementById('docc-pack');
  if (!el) throw new Error('The site data (#docc-pack) is missing from this page.');
  return el.getAttribute('data-src') || {
    header: () => fromText(el.textContent ?? ''),
    source: domSegments(doc),
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
