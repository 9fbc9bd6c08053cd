// Opens the pack's search segment: inflates it with the browser's native DecompressionStream
// (see model/search.rs for why the compiler deflates it) and decodes the columnar index.
// Asynchronous by nature; called on the first search, never at startup. In the single file the
// index is the last segment to arrive: loading waits for it (the modal says so meanwhile).
import { decodeAll } from '../pack/bincode';
import type { Pack } from '../pack/load';
import { SearchDataD, type SearchData, type SearchIndex } from '../pack/schema';
import { Engine, type PageTexts } from './engine';
import { unitTexts } from './units';

/** Unit texts of a page, cut from the pack's page chunks (decoding a chunk only when asked to). */
export function packTexts(pack: Pack, routes: () => readonly string[]): PageTexts {
  let entries: Map<string, { segment: number; index: number }> | null = null;
  const cache = new Map<number, string[]>();
  return (p, load) => {
    const hit = cache.get(p);
    if (hit) return hit;
    entries ??= new Map(pack.manifest.routes.map((r) => [r.path, r]));
    const entry = entries.get(routes()[p]);
    if (!entry) return [];
    if (!load && !pack.loaded(entry.segment)) return null;
    let texts: string[];
    try { texts = unitTexts(pack.page(entry.segment, entry.index)); } catch { texts = []; }
    if (cache.size >= 256) cache.delete(cache.keys().next().value!);
    cache.set(p, texts);
    return texts;
  };
}

export const EMPTY_DATA: SearchData = {
  routes: '', titles: '', kinds: new Uint8Array(0), weights: new Uint8Array(0), names: '', page_docs: [], anchors: '', headings: '', terms: '', lens: [], postings: new Uint8Array(0),
};

export async function inflateIndex(index: SearchIndex): Promise<SearchData> {
  if (!index.deflated.length) return EMPTY_DATA;
  const stream = new Blob([index.deflated as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  const raw = new Uint8Array(await new Response(stream).arrayBuffer());
  if (raw.length !== index.raw_len) throw new Error(`search index inflated to ${raw.length} bytes, expected ${index.raw_len}`);
  return decodeAll(SearchDataD, raw);
}

const pending = new WeakMap<Pack, Promise<Engine>>();
const ready = new WeakMap<Pack, Engine>();

/** The engine if it is loaded already (so a reopened modal searches at once). */
export const engineNow = (pack: Pack) => ready.get(pack) ?? null;

/** Loads the engine once per pack; a failure can be retried by the next call. */
export function loadEngine(pack: Pack): Promise<Engine> {
  let p = pending.get(pack);
  if (!p) {
    p = pack.whenReady(pack.manifest.search_segment).then(() => inflateIndex(pack.search())).then((data) => {
      let e: Engine | null = null;
      e = new Engine(data, packTexts(pack, () => e!.routes));
      ready.set(pack, e);
      return e;
    });
    p.catch(() => pending.delete(pack));
    pending.set(pack, p);
  }
  return p;
}
