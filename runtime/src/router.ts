// Routing: the one module that maps URLs to routes and back.
//
// Three modes, one per mount (see Router below). 'history' and 'hash' read and write the
// page's URL; 'memory' keeps the route inside the mount and never touches location or
// history (for docs embedded in another product). The standalone page picks history or hash
// from its protocol:
//
// * http(s): the History API. URL path = base_path + route without its leading '/'
//   (route '/Documentation/glossary' under base '/docs/' is '/docs/Documentation/glossary');
//   the heading anchor is the ordinary URL hash.
// * anything else (file://, app schemes): hash routes, since the document path cannot change.
//   The whole route lives in the hash, and a second '#' separates the heading anchor:
//       index.html#/Documentation/glossary#anchor
//   An empty hash ('', '#', '#/') is the root route '/'; a hash that does not start with '/'
//   ('#intro') is an anchor on the root route.
//
// Either way the route is normalised: percent-decoded, '//' collapsed, trailing slash
// dropped, '/index.html' and a trailing '.html' stripped ('/a/b.html' = '/a/b', '/index.html' = '/').

export interface Loc {
  /** Normalised route, e.g. '/Documentation/glossary'. */
  path: string;
  /** Heading anchor without '#', decoded; '' for none. */
  hash: string;
}

export interface ParsedLocation extends Loc {
  /** True when served over http(s) from a path outside the configured base_path. */
  baseMismatch: boolean;
}

interface UrlLike { protocol: string; pathname: string; hash: string }

function decode(s: string): string {
  try { return decodeURIComponent(s); } catch { return s; }
}

export function normalizePath(p: string): string {
  const parts = decode(p.split('?')[0]).split('/').filter(Boolean);
  const last = parts[parts.length - 1];
  if (last === 'index.html') parts.pop();
  else if (last && last.endsWith('.html')) parts[parts.length - 1] = last.slice(0, -5);
  return '/' + parts.join('/');
}

/** '/docs' or 'docs' → '/docs/'; '' → '/'. */
export function normalizeBase(base: string): string {
  const b = '/' + base.split('/').filter(Boolean).join('/');
  return b === '/' ? b : b + '/';
}

export const isHashMode = (protocol: string) => !/^https?:$/.test(protocol);

/** The route a pathname names under base, or null when it lies outside base. */
export function stripBase(pathname: string, base: string): string | null {
  const b = normalizeBase(base);
  if (pathname === b.slice(0, -1) || pathname === b) return '/';
  if (!pathname.startsWith(b)) return null;
  return normalizePath(pathname.slice(b.length - 1));
}

/** Splits 'route#anchor' (a link target or a hash-mode fragment) into a Loc; '#x' alone keeps `current`. */
export function splitTarget(target: string, current = '/'): Loc {
  const i = target.indexOf('#');
  const path = i < 0 ? target : target.slice(0, i);
  return { path: path ? normalizePath(path) : current, hash: i < 0 ? '' : decode(target.slice(i + 1)) };
}

export function parseLocation(url: UrlLike, base: string, hashMode = isHashMode(url.protocol)): ParsedLocation {
  if (hashMode) {
    const frag = url.hash.replace(/^#/, '');
    if (!frag.startsWith('/')) return { path: '/', hash: decode(frag), baseMismatch: false };
    return { ...splitTarget(frag), baseMismatch: false };
  }
  const stripped = stripBase(url.pathname, base);
  return {
    path: stripped ?? normalizePath(url.pathname),
    hash: decode(url.hash.replace(/^#/, '')),
    baseMismatch: stripped === null,
  };
}

/** The href for a route (+ anchor) in the given mode; `base` is ignored in hash mode. */
export function formatHref(loc: Loc, base: string, hashMode: boolean): string {
  const anchor = loc.hash ? '#' + encodeURIComponent(loc.hash) : '';
  if (hashMode) return '#' + encodeURI(loc.path) + anchor;
  return encodeURI(normalizeBase(base) + loc.path.slice(1)) + anchor;
}

// ---------- the live router (one per mount) ----------

export type Routing = 'history' | 'hash' | 'memory';

export interface Nav extends Loc {
  /** Increments on every navigation, so re-clicking the current link still counts. */
  id: number;
  /** 'push' for link clicks, 'pop' for back/forward, 'init' for the first load. */
  kind: 'init' | 'push' | 'pop';
  /** Scroll position saved for this history entry, restored on back/forward. */
  scroll: number | null;
  /** The target's '?query' ('' for none); memory mode has no URL to keep it in. */
  search: string;
}

/** Splits '?query' out of a target: 'a?q=1#h' → ['a#h', '?q=1']. */
function cutQuery(target: string): [string, string] {
  const m = /\?[^#]*/.exec(target);
  return m ? [target.slice(0, m.index) + target.slice(m.index + m[0].length), m[0]] : [target, ''];
}

export interface Router {
  readonly mode: Routing;
  readonly hashMode: boolean;
  /** Configured base ('/docs/'), and whether the page is served outside it (history mode). */
  readonly base: string;
  readonly baseMismatch: boolean;
  /** Adds the router's only global listeners (popstate, hashchange; none in memory mode). */
  start(): void;
  /** Removes them and restores the page's scroll restoration. */
  stop(): void;
  subscribe(l: () => void): () => void;
  get(): Nav;
  /**
   * A `?query` in a target ('/search?q=x') stays in the URL, before the anchor, but is not part
   * of the route: the page that reads it (search) takes it from `query()`.
   */
  href(target: string | Loc): string;
  /** The current '?query' and hash, wherever this mode keeps them. */
  query(): { search: string; hash: string };
  navigate(target: string, replace?: boolean): void;
}

/**
 * The current route of one mount and the way to change it. State lives in the closure, so
 * two mounts on a page route independently. `initial` is the first route in memory mode.
 */
export function createRouter(mode: Routing, basePath: string, initial = '/'): Router {
  const base = normalizeBase(basePath);
  const hashMode = mode !== 'history';
  const memory = mode === 'memory';
  const [first, firstQuery] = cutQuery(initial);
  const p: ParsedLocation = memory ? { ...splitTarget(first), baseMismatch: false } : parseLocation(location, base, hashMode);
  // Served outside the configured base: keep the site usable relative to '/' (a banner explains).
  const effectiveBase = p.baseMismatch ? '/' : base;
  let current: Nav = { path: p.path, hash: p.hash, id: 1, kind: 'init', scroll: null, search: memory ? firstQuery : '' };
  const listeners = new Set<() => void>();
  const scrolls = new Map<string, number>();
  let seq = 0;
  let restoration: ScrollRestoration | undefined;
  const newKey = () => Date.now().toString(36) + '-' + seq++;
  const key = (): string | null => (!memory && history.state && typeof history.state.docc === 'string' ? history.state.docc : null);

  function emit(loc: Loc, kind: Nav['kind'], search = '') {
    const k = key();
    current = { ...loc, search, id: current.id + 1, kind, scroll: kind === 'pop' && k ? scrolls.get(k) ?? null : null };
    listeners.forEach((l) => l());
  }
  function sync() {
    const l = parseLocation(location, effectiveBase, hashMode);
    if (l.path !== current.path || l.hash !== current.hash) emit(l, 'pop');
  }
  function href(target: string | Loc): string {
    if (typeof target !== 'string') return formatHref(target, effectiveBase, hashMode);
    const [t, q] = cutQuery(target);
    const loc = splitTarget(t, current.path);
    const url = formatHref(loc, effectiveBase, hashMode);
    const anchor = loc.hash ? url.slice(url.lastIndexOf('#')) : '';
    return url.slice(0, url.length - anchor.length) + q + anchor;
  }

  return {
    mode, hashMode, base, baseMismatch: p.baseMismatch, href,
    start() {
      if (memory) return;
      if ('scrollRestoration' in history) { restoration = history.scrollRestoration; history.scrollRestoration = 'manual'; }
      if (!key()) {
        try { history.replaceState({ ...history.state, docc: newKey() }, ''); } catch { /* sandboxed */ }
      }
      addEventListener('popstate', sync);
      addEventListener('hashchange', sync);
    },
    stop() {
      removeEventListener('popstate', sync);
      removeEventListener('hashchange', sync);
      if (restoration) history.scrollRestoration = restoration;
      listeners.clear();
    },
    subscribe: (l) => { listeners.add(l); return () => { listeners.delete(l); }; },
    get: () => current,
    query: () => (memory ? { search: current.search, hash: '' } : { search: location.search, hash: location.hash }),
    navigate(target, replace = false) {
      const [t, q] = cutQuery(target);
      const loc = splitTarget(t, current.path);
      if (memory) { emit(loc, 'push', q); return; }
      const k = key();
      if (k) scrolls.set(k, scrollY);
      const url = href(target);
      try {
        history[replace ? 'replaceState' : 'pushState']({ docc: newKey() }, '', url);
      } catch {
        // Some file:// contexts refuse pushState: fall back to a plain hash change (sync() picks it up).
        if (hashMode) { location.hash = url.slice(1); return; }
        location.assign(url);
        return;
      }
      emit(loc, 'push', q);
    },
  };
}

/** Should this click be left to the browser (new tab, modified click, download...)? */
export function isPlainClick(e: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; defaultPrevented: boolean }) {
  return !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}
