// Opens the search index when search opens, never at startup: decodes the dictionary segment
// only; the engine decodes a term block or a posting shard (segments of their own) when a
// query first needs it (see model/search.rs), and a query first waits for the blocks and
// shards it will read (`Engine.prepare`): in the single file they stream in after the pages
// (the modal says it is loading meanwhile), in a hosted site each is a file fetched when a
// query first needs it.
import type { Pack } from '../pack/load';
import type { Decoder } from '../pack/bincode';
import { SearchHeadingsD, SearchShardD, SearchTermsD, type SearchHeadings, type SearchShard, type SearchTerms } from '../pack/schema';
import { Engine, type PageTexts } from './engine';
import { unitTexts } from './units';

/** Unit texts of a page, cut from the pack's page chunks (decoding a chunk only when asked to). */
export function packTexts(pack: Pack, entries: () => Uint32Array): PageTexts {
  const cache = new Map<number, string[]>();
  return (p, load) => {
    const hit = cache.get(p);
    if (hit) return hit;
    const entry = pack.manifest.routes[entries()[p]];
    if (!entry) return [];
    if (!load && !pack.loaded(entry.segment)) return null;
    let texts: string[];
    try { texts = unitTexts(pack.page(entry.segment, entry.index)); } catch { texts = []; }
    if (cache.size >= 256) cache.delete(cache.keys().next().value!);
    cache.set(p, texts);
    return texts;
  };
}

const pending = new WeakMap<Pack, Promise<Engine>>();
const ready = new WeakMap<Pack, Engine>();

/** The engine if it is loaded already (so a reopened modal searches at once). */
export const engineNow = (pack: Pack) => ready.get(pack) ?? null;

/** Loads the engine once per pack; a failure can be retried by the next call. */
export function loadEngine(pack: Pack): Promise<Engine> {
  let p = pending.get(pack);
  if (!p) {
    // The dictionary; posting shards are read from their segments when a query needs them.
    // A hosted site's route table arrives in blocks (Pack.routesFor): the engine asks for
    // those of the pages it ranks by title and shows; a versioned site's search reads every
    // page's version (hits are scoped to the version shown), so it reads them all first.
    p = Promise.all([pack.whenReady(pack.manifest.search_segment), pack.manifest.site.versions.length ? pack.routesFor() : null]).then(() => {
      const index = pack.search();
      const base = [index.shard_segment, index.block_segment, index.heading_segment];
      const fetch = (kind: number, list: number[]) => {
        const missing = list.map((i) => base[kind] + i).filter((s) => !pack.ready(s));
        return missing.length ? Promise.all(missing.map((s) => pack.whenReady(s))).then(() => undefined) : null;
      };
      let e: Engine | null = null;
      const decoders: Decoder<SearchShard | SearchTerms | SearchHeadings>[] = [SearchShardD, SearchTermsD, SearchHeadingsD];
      const parts = (kind: number, i: number) => pack.segment(base[kind] + i, decoders[kind]);
      e = new Engine(index, pack.manifest.routes, parts, packTexts(pack, () => e!.entries), fetch, (entries) => pack.routesFor(entries));
      ready.set(pack, e);
      return e;
    });
    p.catch(() => pending.delete(pack));
    pending.set(pack, p);
  }
  return p;
}
