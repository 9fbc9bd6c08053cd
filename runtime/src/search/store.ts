// Recent searches and favourites, kept in localStorage like DocSearch does: the hits a
// visitor opened (not the queries), newest first, deduplicated by route. A favourite is
// not listed again among the recents, and only 4 recents show once favourites exist.
export interface StoredHit { route: string; pageTitle: string; heading: string; kind: string }

export const RECENT_MAX = 7;
export const RECENT_SHOWN_WITH_FAVORITES = 4;
export const FAVORITES_MAX = 10;
export const RECENT_KEY = 'docc-search-recent';
export const FAVORITES_KEY = 'docc-search-favorites';

const push = (list: StoredHit[], hit: StoredHit, max: number) => [hit, ...list.filter((h) => h.route !== hit.route)].slice(0, max);
export const addRecent = (list: StoredHit[], hit: StoredHit) => push(list, hit, RECENT_MAX);
export const addFavorite = (list: StoredHit[], hit: StoredHit) => push(list, hit, FAVORITES_MAX);
export const removeHit = (list: StoredHit[], route: string) => list.filter((h) => h.route !== route);

export function shownRecents(recent: StoredHit[], favorites: StoredHit[]): StoredHit[] {
  const rest = recent.filter((r) => !favorites.some((f) => f.route === r.route));
  return rest.slice(0, favorites.length ? RECENT_SHOWN_WITH_FAVORITES : RECENT_MAX);
}

export function load(key: string): StoredHit[] {
  try {
    const v = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(v) ? v.filter((h) => h && typeof h.route === 'string' && typeof h.pageTitle === 'string').map((h) => ({ route: h.route, pageTitle: h.pageTitle, heading: String(h.heading ?? ''), kind: String(h.kind ?? '') })) : [];
  } catch {
    return [];
  }
}

export function save(key: string, list: StoredHit[]) {
  try { localStorage.setItem(key, JSON.stringify(list)); } catch { /* storage full or disabled: keep it in memory only */ }
}
