// Hosted search (Algolia DocSearch), used instead of the embedded index when docc.toml
// configures it. The request mirrors what Docusaurus' DocSearch sends: one multi-index
// query, filtered to the site language and the docs version tag (contextual search off:
// no other facet filters), hits' snippets and highlights delimited by <mark>.
import type { DocSearch } from '../pack/schema';
import { normalizePath, stripBase } from '../router';
import type { Segment } from './engine';

export const HITS_PER_PAGE = 20;

/** Origin of the provider; a bare local host (a test stub) is spoken to over plain http. */
export function docsearchOrigin(ds: DocSearch): string {
  const host = ds.host || `${ds.app_id}-dsn.algolia.net`;
  if (/^https?:\/\//.test(host)) return host.replace(/\/+$/, '');
  return (/^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/.test(host) ? 'http://' : 'https://') + host;
}

export const docsearchUrl = (ds: DocSearch) => `${docsearchOrigin(ds)}/1/indexes/*/queries`;

export function docsearchRequest(ds: DocSearch, query: string, locale: string, version: string, snippetWords: number, page = 0) {
  const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((l) => `hierarchy.${l}`);
  const params: Record<string, unknown> = {
    attributesToRetrieve: [...levels, 'content', 'type', 'url'],
    attributesToSnippet: [...levels.map((l) => `${l}:${snippetWords}`), `content:${snippetWords}`],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: HITS_PER_PAGE,
    page,
    facetFilters: [`language:${locale || 'en'}`, `docusaurus_tag:docs-default-${version || 'current'}`],
  };
  // Algolia's clients send `params` as a query string whose arrays are JSON.
  const encoded = Object.entries(params).map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`).join('&');
  return {
    method: 'POST',
    headers: { 'x-algolia-application-id': ds.app_id, 'x-algolia-api-key': ds.api_key, 'content-type': 'application/x-www-form-urlencoded' } as Record<string, string>,
    body: JSON.stringify({ requests: [{ indexName: ds.index_name, query, params: encoded }] }),
  };
}

export interface HostedHit { route: string; pageTitle: string; heading: string; kind: string; snippet: Segment[] }
export interface HostedResults { hits: HostedHit[]; total: number; pages: number }

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };
const unescape = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e]);

/** An Algolia highlighted/snippeted value ("a <mark>b</mark>") as text segments (never HTML). */
export function marks(value: string): Segment[] {
  return value.split(/<mark>(.*?)<\/mark>/g).map((text, i) => ({ text: unescape(text), mark: i % 2 === 1 })).filter((s) => s.text);
}

/** The site route an indexed URL points to (its path under the base, with the anchor). */
export function hostedHitRoute(url: string, base: string): string {
  let u: URL;
  try { u = new URL(url, 'https://invalid.example'); } catch { return '/'; }
  const path = stripBase(u.pathname, base) ?? normalizePath(u.pathname);
  return path + (u.hash && u.hash !== '#' ? u.hash : '');
}

interface AlgoliaHit {
  url?: string;
  hierarchy?: Record<string, string | null>;
  content?: string | null;
  _snippetResult?: { content?: { value?: string } };
}

export function parseResponse(json: unknown, base: string): HostedResults {
  const res = (json as { results?: { hits?: AlgoliaHit[]; nbHits?: number; nbPages?: number }[] })?.results?.[0];
  if (!res || !Array.isArray(res.hits)) throw new Error((json as { message?: string })?.message || 'unexpected response');
  const hits = res.hits.filter((h) => typeof h.url === 'string').map((h) => {
    const levels = Object.entries(h.hierarchy ?? {}).filter(([k, v]) => /^lvl[0-6]$/.test(k) && v).sort(([a], [b]) => a.localeCompare(b)).map(([, v]) => v as string);
    const snippet = h._snippetResult?.content?.value;
    return {
      route: hostedHitRoute(h.url!, base),
      pageTitle: levels[1] ?? levels[0] ?? '',
      heading: levels.length > 2 ? levels[levels.length - 1] : '',
      kind: 'doc',
      snippet: snippet ? marks(snippet) : h.content ? [{ text: h.content, mark: false }] : [],
    };
  });
  return { hits, total: res.nbHits ?? hits.length, pages: res.nbPages ?? 1 };
}

export const parseDocsearch = (json: unknown, base: string) => parseResponse(json, base).hits;

/** Runs one hosted query; rejects on network errors, HTTP errors and malformed answers. */
export async function hostedSearch(ds: DocSearch, query: string, opts: { locale: string; version: string; words: number; page?: number; base: string; signal?: AbortSignal }): Promise<HostedResults> {
  const req = docsearchRequest(ds, query, opts.locale, opts.version, opts.words, opts.page ?? 0);
  const res = await fetch(docsearchUrl(ds), { ...req, signal: opts.signal });
  if (!res.ok) throw new Error(`search service answered ${res.status}`);
  return parseResponse(await res.json(), opts.base);
}

let preconnected = false;
/** `<link rel="preconnect">` to the provider, added once. */
export function preconnect(ds: DocSearch) {
  if (preconnected || typeof document === 'undefined') return;
  preconnected = true;
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = docsearchOrigin(ds);
  link.crossOrigin = 'anonymous';
  document.head.appendChild(link);
}
