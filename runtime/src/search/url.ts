// The /search page's URL state: `/search?q=…&page=N`, shareable. Over http the query is the
// URL's search string; in hash mode (file://) it sits inside the hash: `#/search?q=…`.
export const SEARCH_ROUTE = '/search';
export const MAX_QUERY = 64;

export function parseSearchParams(search: string, hash: string): { q: string; page: number } {
  const inHash = /^#\/[^?#]*(\?[^#]*)/.exec(hash);
  const p = new URLSearchParams(inHash ? inHash[1] : search);
  const page = Math.floor(Number(p.get('page')));
  return { q: (p.get('q') ?? '').slice(0, MAX_QUERY), page: page >= 1 ? page : 1 };
}

/** A router target for the search page (see router.ts: the query survives navigate/href). */
export function searchTarget(q: string, page = 1): string {
  const p = new URLSearchParams();
  if (q) p.set('q', q);
  if (page > 1) p.set('page', String(page));
  const s = p.toString();
  return SEARCH_ROUTE + (s ? '?' + s : '');
}

/** The search state of a mount's current URL (memory mode keeps the query in the router). */
export const currentSearchParams = (router: { query(): { search: string; hash: string } }) => {
  const { search, hash } = router.query();
  return parseSearchParams(search, hash);
};
