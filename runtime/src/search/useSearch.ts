// One hook behind both the modal and the /search page: the embedded engine by default, the
// hosted provider when the site configures DocSearch. Either way the caller gets the same
// hits (with highlighted snippets) and a widget status: idle, loading, stalled (a request
// slower than 300 ms) or error.
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Manifest, SidebarItem } from '../pack/schema';
import { useSite } from '../state/pack';
import { highlight, type Engine, type Hit, type Segment } from './engine';
import { hostedSearch, preconnect } from './hosted';
import { engineNow, loadEngine } from './open';
import { useShownVersion } from '../components/Versions';

export const HITS_PER_PAGE = 20;
export const STALL_MS = 300;
export type Status = 'idle' | 'loading' | 'stalled' | 'error';

export interface UIHit { route: string; pageTitle: string; heading: string; kind: string; title: Segment[]; head: Segment[]; snippet: Segment[] }
export interface SearchState {
  status: Status; query: string; hits: UIHit[]; total: number; pages: number;
  /** The embedded index has not arrived yet (the single file is still loading). */
  waiting?: boolean;
}

const NARROW = '(max-width: 768px)';
/** Snippet length: 10 words, 5 on screens up to 768 px wide. */
export function useSnippetWords(): number {
  return useSyncExternalStore(
    (cb) => { const m = matchMedia(NARROW); m.addEventListener('change', cb); return () => m.removeEventListener('change', cb); },
    () => (matchMedia(NARROW).matches ? 5 : 10),
  );
}

/** A few page names to offer when nothing matched: the docs sidebar's top level. */
export function suggestions(manifest: Manifest, count = 4): string[] {
  const root = manifest.sidebars.find((s) => s.items.some((i) => 'Link' in i && i.Link.route === manifest.site.docs_root)) ?? manifest.sidebars[0];
  const label = (i: SidebarItem) => ('Link' in i ? i.Link.label : i.Category.label);
  const names = (root?.items ?? []).map(label);
  for (const r of manifest.routes) if (r) names.push(r.title);
  return [...new Set(names.filter((n) => n && n.length <= 40))].slice(0, count);
}

const EMPTY: SearchState = { status: 'idle', query: '', hits: [], total: 0, pages: 0 };

export function useSearch(query: string, page = 1): SearchState {
  const site = useSite();
  const { pack, manifest, base } = site;
  // Hits are scoped to the docs version shown: another version's pages are left out.
  const shown = useShownVersion();
  const ds = manifest.site.docsearch;
  const words = useSnippetWords();
  const q = query.trim() ? query : '';

  // Embedded: the index is inflated and decoded on the first search, after the first paint.
  const [engine, setEngine] = useState<Engine | null>(() => (ds ? null : engineNow(pack)));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (ds || engine) return;
    let live = true;
    loadEngine(pack).then((e) => { if (live) setEngine(e); }, (e) => { console.warn('docc: cannot read the search index:', e); if (live) setFailed(true); });
    return () => { live = false; };
  }, [ds, engine, pack]);
  // Snippets are cut from the hits' pages: those whose page chunk is not decoded yet show
  // without a snippet at once and get it right after (decoding chunks never delays a keystroke).
  const [filled, setFilled] = useState(0);
  const [arrived, setArrived] = useState(0);
  const computed = useMemo<{ state: SearchState; missing: Hit[]; wait?: Promise<void> } | null>(() => {
    if (ds) return null;
    if (failed) return { state: { ...EMPTY, status: 'error', query: q }, missing: [] };
    if (!q) return { state: EMPTY, missing: [] };
    if (!engine) return { state: { ...EMPTY, status: 'loading', query: q }, missing: [] };
    // The posting shards this query walks, when some are still on their way (hosted: fetched now).
    // Then the heading blocks of the hits' pages, when some are still on their way (hosted: fetched now).
    const other = (p: number) => { const v = site.route(engine.routes[p])?.version; return v != null && v !== shown; };
    const prepared = engine.prepare(q);
    const r = prepared ? null : engine.search(q, page * HITS_PER_PAGE, shown == null ? undefined : other);
    if (!r || r.wait) return { state: { ...EMPTY, status: 'loading', query: q }, missing: [], wait: prepared ?? r!.wait };
    const missing: Hit[] = [];
    const hits = r.hits.slice((page - 1) * HITS_PER_PAGE).map((h) => ({
      route: h.route, pageTitle: h.pageTitle, heading: h.heading, kind: h.kind,
      title: highlight(h.pageTitle, r.matcher), head: highlight(h.heading, r.matcher),
      snippet: engine.snippet(h, r.matcher, words, false) ?? (missing.push(h), []),
    }));
    return { state: { status: 'idle', query: q, hits, total: r.total, pages: Math.ceil(r.total / HITS_PER_PAGE) }, missing };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `filled` and `arrived` recompute once snippets and shards are ready
  }, [ds, engine, failed, q, page, words, filled, shown, arrived]);
  useEffect(() => {
    const wait = computed?.wait;
    if (!wait) return;
    let live = true;
    wait.then(() => { if (live) setArrived((n) => n + 1); }, (e) => { console.warn('docc: cannot read the search index:', e); if (live) setFailed(true); });
    return () => { live = false; };
  }, [computed]);
  useEffect(() => {
    const missing = computed?.missing;
    if (!engine || !missing?.length) return;
    const t = setTimeout(() => {
      for (const h of missing) engine.snippet(h, { terms: new Set(), prefix: '' }, 1, true);
      setFilled((n) => n + 1);
    }, 0);
    return () => clearTimeout(t);
  }, [engine, computed]);
  const local = computed?.state ?? null;

  // Hosted: one request per query (the previous one aborted), stalled after 300 ms.
  const [hosted, setHosted] = useState<SearchState>(EMPTY);
  useEffect(() => { if (ds) preconnect(ds); }, [ds]);
  useEffect(() => {
    if (!ds) return;
    if (!q) { setHosted(EMPTY); return; }
    const ctrl = new AbortController();
    setHosted((s) => ({ ...s, status: 'loading', query: q }));
    const stall = setTimeout(() => setHosted((s) => (s.status === 'loading' ? { ...s, status: 'stalled' } : s)), STALL_MS);
    hostedSearch(ds, q, { locale: manifest.site.locale, version: manifest.site.version_name, words, page: page - 1, base, signal: ctrl.signal })
      .then((r) => setHosted({
        status: 'idle', query: q, total: r.total, pages: r.pages,
        hits: r.hits.map((h) => ({ ...h, title: [{ text: h.pageTitle, mark: false }], head: [{ text: h.heading, mark: false }] })),
      }))
      .catch((e) => { if (!ctrl.signal.aborted) { console.warn('docc: search request failed:', e); setHosted({ ...EMPTY, status: 'error', query: q }); } })
      .finally(() => clearTimeout(stall));
    return () => { ctrl.abort(); clearTimeout(stall); };
  }, [ds, q, page, words, manifest, base]);

  const waiting = !ds && !engine && !failed && !pack.ready(manifest.search_segment);
  return waiting ? { ...(local ?? EMPTY), waiting } : local ?? hosted;
}
