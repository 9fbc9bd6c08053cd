// Routing: the one module that maps URLs to routes and back.
//
// Two URL schemes, chosen from the page's protocol:
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

export function parseLocation(url: UrlLike, base: string): ParsedLocation {
  if (isHashMode(url.protocol)) {
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

// ---------- the live router (browser only) ----------

export interface Nav extends Loc {
  /** Increments on every navigation, so re-clicking the current link still counts. */
  id: number;
  /** 'push' for link clicks, 'pop' for back/forward, 'init' for the first load. */
  kind: 'init' | 'push' | 'pop';
  /** Scroll position saved for this history entry, restored on back/forward. */
  scroll: number | null;
}

let base = '/';
let hashMode = false;
let effectiveBase = '/';
let current: Nav = { path: '/', hash: '', id: 0, kind: 'init', scroll: null };
let baseMismatch = false;
const listeners = new Set<() => void>();
const scrolls = new Map<string, number>();
let keySeq = 0;
const newKey = () => Date.now().toString(36) + '-' + keySeq++;
const stateKey = (): string | null => (history.state && typeof history.state.docc === 'string' ? history.state.docc : null);

function emit(loc: Loc, kind: Nav['kind']) {
  const key = stateKey();
  current = { ...loc, id: current.id + 1, kind, scroll: kind === 'pop' && key ? scrolls.get(key) ?? null : null };
  listeners.forEach((l) => l());
}

function sync() {
  const p = parseLocation(location, effectiveBase);
  if (p.path !== current.path || p.hash !== current.hash) emit(p, 'pop');
}

export function startRouter(basePath: string) {
  base = normalizeBase(basePath);
  hashMode = isHashMode(location.protocol);
  const p = parseLocation(location, base);
  baseMismatch = p.baseMismatch;
  // Served outside the configured base: keep the site usable relative to '/' (a banner explains).
  effectiveBase = baseMismatch ? '/' : base;
  current = { path: p.path, hash: p.hash, id: 1, kind: 'init', scroll: null };
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  if (!stateKey()) {
    try { history.replaceState({ ...history.state, docc: newKey() }, ''); } catch { /* sandboxed */ }
  }
  addEventListener('popstate', sync);
  addEventListener('hashchange', sync);
  return { baseMismatch, base, hashMode };
}

export const subscribe = (l: () => void) => { listeners.add(l); return () => { listeners.delete(l); }; };
export const getNav = () => current;
/**
 * A `?query` in a target ('/search?q=x') stays in the URL, before the anchor, but is not part
 * of the route: the page that reads it (search) takes it from `location`.
 */
function withQuery(target: string, build: (loc: Loc) => string): string {
  const m = /\?[^#]*/.exec(target);
  if (!m) return build(splitTarget(target, current.path));
  const loc = splitTarget(target.slice(0, m.index) + target.slice(m.index + m[0].length), current.path);
  const url = build(loc);
  const anchor = loc.hash ? url.slice(url.lastIndexOf('#')) : '';
  return url.slice(0, url.length - anchor.length) + m[0] + anchor;
}

export const href = (target: string | Loc) =>
  typeof target === 'string' ? withQuery(target, (l) => formatHref(l, effectiveBase, hashMode)) : formatHref(target, effectiveBase, hashMode);

export function navigate(target: string, replace = false) {
  const loc = splitTarget(target, current.path);
  const key = stateKey();
  if (key) scrolls.set(key, scrollY);
  const url = withQuery(target, (l) => formatHref(l, effectiveBase, hashMode));
  try {
    history[replace ? 'replaceState' : 'pushState']({ docc: newKey() }, '', url);
  } catch {
    // Some file:// contexts refuse pushState: fall back to a plain hash change (sync() picks it up).
    if (hashMode) { location.hash = url.slice(1); return; }
    location.assign(url);
    return;
  }
  emit(loc, 'push');
}

/** Should this click be left to the browser (new tab, modified click, download...)? */
export function isPlainClick(e: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; defaultPrevented: boolean }) {
  return !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}
