// The mount context: the decoded manifest plus lookups every component needs, and what
// belongs to this one mount (router, theme, root element). Nothing here is module-global,
// so two mounts on one page never share state.
import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import type { Pack } from '../pack/load';
import type { Manifest, RouteEntry, SidebarItem } from '../pack/schema';
import { normalizePath, type Router } from '../router';
import type { ThemeStore } from './theme';

/** What a mount brings besides the pack (see mount.tsx). */
export interface MountEnv {
  router: Router;
  theme: ThemeStore;
  /** The mount's root element (class 'docc'): portals, id lookups and scrolling stay inside it. */
  root: HTMLElement;
  /** True for the standalone page: it owns the document (title, global shortcuts, analytics, window scroll). */
  page: boolean;
  /** Where keyboard shortcuts are listened for: the window on the standalone page, the root when embedded. */
  keys: EventTarget;
  /** Reloads the docs after a load failure. */
  retry(): void;
  /** Called once the shown route changed, and once for the first route (the host's onNavigate). */
  onShow(route: string, hash: string, title: string): void;
  /**
   * Prefix of the content's ids in the DOM: '' on the standalone page; `docc-<n>-` in an
   * embedded mount, so no heading id (`{#checkout}`) becomes a host element's id or window global.
   */
  idPrefix: string;
  /** The root scrolls itself: an embedded mount whose host element has a height of its own. */
  boxed: boolean;
}

/** Where the mount's pages scroll: the window, or the root itself when boxed. */
export interface View {
  target: EventTarget;
  /** The viewport's top edge, in client coordinates. */
  top(): number;
  y(): number;
  height(): number;
  /** The scrollable height. */
  full(): number;
  to(y: number): void;
}

export interface Site extends MountEnv {
  pack: Pack;
  manifest: Manifest;
  route(path: string): RouteEntry | undefined;
  /** Fetches what a hosted site needs to know whether `path` is a route (Pack.routesFor), then the sidebar pieces its page shows open; null when nothing is missing. */
  routesFor(path: string): Promise<unknown> | null;
  /** The first route under folder `path` ('/a' → '/a/…'), in sidebar order, else by path. */
  firstUnder(path: string): string | undefined;
  /** Index of the sidebar that holds site.docs_root (the navbar 'Docs' item's section), or -1. */
  docsSidebar: number;
  /** The sidebar that lists `route` (for a page whose chunk has not arrived yet), or null. */
  sidebarOf(route: string): number | null;
  baseMismatch: boolean;
  base: string;
  /** An element of this mount by id (ids repeat when the same docs are mounted twice). */
  byId(id: string): HTMLElement | null;
  /** A content element by its id in the pack (a heading's, a footnote's), whatever the mount's idPrefix. */
  byContentId(id: string): HTMLElement | null;
  view: View;
  /** Blob URLs for pack assets, made once per asset, revoked on unmount. */
  assetUrls: Map<number, { url: string; svg: boolean }>;
}

/**
 * Does the sidebar hold `route`? A hosted sidebar's collapsed categories are pieces not read
 * yet (`Category.piece`): one holds the route when the route's entry names it (`pieces`).
 */
export function contains(items: SidebarItem[], route: string, pieces: number[] = []): boolean {
  return items.some((it) => 'Link' in it ? it.Link.route === route
    : it.Category.route === route || pieces.includes(it.Category.piece!) || contains(it.Category.items, route, pieces));
}

function findLink(items: SidebarItem[], ok: (route: string | null) => boolean): string | undefined {
  for (const it of items) {
    const r = 'Link' in it ? (ok(it.Link.route) ? it.Link.route : undefined) : ok(it.Category.route) ? it.Category.route! : findLink(it.Category.items, ok);
    if (r) return r;
  }
  return undefined;
}

export function makeSite(pack: Pack, env: MountEnv): Site {
  const manifest = pack.manifest;
  // Routes are sorted by path; a Map keyed by the normalised path also tolerates
  // compiler routes written with a trailing slash. A hosted site's routes arrive in blocks
  // (Pack.routesFor): the map takes them in when more have arrived.
  const byPath = new Map<string, RouteEntry>();
  let seen = -1;
  const route = (path: string) => {
    if (seen !== pack.known) for (const r of manifest.routes) if (r) byPath.set(normalizePath(r.path), r);
    seen = pack.known;
    return byPath.get(path);
  };
  const docsRoot = manifest.site.docs_root;
  const { root, router } = env;
  const byId = (id: string) => root.querySelector<HTMLElement>('#' + CSS.escape(id));
  const view: View = env.boxed
    ? { target: root, top: () => root.getBoundingClientRect().top, y: () => root.scrollTop, height: () => root.clientHeight, full: () => root.scrollHeight, to: (y) => root.scrollTo(0, y) }
    : { target: window, top: () => 0, y: () => scrollY, height: () => innerHeight, full: () => document.documentElement.scrollHeight, to: (y) => scrollTo(0, y) };
  return {
    ...env, pack, manifest, baseMismatch: router.baseMismatch, base: router.base, view,
    byId,
    byContentId: (id) => byId(env.idPrefix + id),
    assetUrls: new Map(),
    route,
    // '/' without a page of its own shows the docs root.
    // Then the hosted sidebar pieces its page shows open (RouteEntry.sidebar).
    routesFor: (path) => {
      const side = () => {
        const s = (route(path) ?? route(docsRoot))?.sidebar;
        return s?.some((p) => !pack.ready(p)) ? Promise.all(s.map((p) => pack.whenReady(p))) : null;
      };
      const more = pack.routesFor(path === '/' ? [path, docsRoot] : [path]);
      return more ? more.then(side) : side();
    },
    firstUnder: (path) => {
      const under = (r: string | null) => r != null && r.startsWith(path + '/') && !!route(normalizePath(r));
      for (const s of manifest.sidebars) {
        const hit = findLink(s.items, under);
        if (hit) return hit;
      }
      return manifest.routes.find((r) => r && under(r.path))?.path;
    },
    docsSidebar: manifest.sidebars.findIndex((s) => contains(s.items, docsRoot)),
    sidebarOf: (path) => { const i = manifest.sidebars.findIndex((s) => contains(s.items, path, route(path)?.sidebar)); return i < 0 ? null : i; },
  };
}

export const SiteContext = createContext<Site>(null as unknown as Site);
export const useSite = () => useContext(SiteContext);

export function assetUrl({ pack, assetUrls: urls }: Site, index: number): { url: string; svg: boolean } | null {
  let hit = urls.get(index);
  if (!hit) {
    const a = pack.assets().items[index];
    if (!a) return null;
    hit = { url: URL.createObjectURL(new Blob([a.bytes as BlobPart], { type: a.mime })), svg: a.mime.includes('svg') };
    urls.set(index, hit);
  }
  return hit;
}

/**
 * Can pack segment `segment` be read now (see Pack.ready)? The single file streams its
 * segments in after the runtime: a caller rendered before its segment arrived renders again
 * once it has. `undefined` (nothing to wait for) is ready.
 */
export function useReady(segment: number | null | undefined): boolean {
  const { pack } = useSite();
  const ready = segment == null || pack.ready(segment);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (ready) return;
    let live = true;
    pack.whenReady(segment!).then(() => { if (live) setTick((n) => n + 1); });
    return () => { live = false; };
  }, [ready, segment, pack]);
  return ready;
}

/**
 * Can the route `entry`'s page render now? When decoding it is cheap (its chunk decoded, or a
 * small frame of its own such as the landing page's) it decodes during the render; otherwise
 * it is decoded first in short tasks (Pack.preparePage) and rendered in a transition, which
 * React splits into short tasks too, so that a large page deep in the file never blocks input
 * for long. A page that cannot be decoded is ready: reading it throws why (the load error).
 */
export function usePageReady(entry: RouteEntry | undefined): boolean {
  const { pack } = useSite();
  const now = !entry || pack.cheap(entry.segment);
  const [failed, setFailed] = useState<RouteEntry | null>(null);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (now) return;
    let live = true;
    pack.preparePage(entry!.segment, entry!.index).then(
      () => { if (live) startTransition(() => setTick((n) => n + 1)); },
      () => { if (live) setFailed(entry!); },
    );
    return () => { live = false; };
  }, [now, entry, pack]);
  return now || failed === entry;
}

/**
 * An asset's URL for rendering: its own file in a hosted site, else a Blob URL made from the
 * assets segment. If the assets segment is not decoded yet, the first paint
 * goes without it (only the manifest and the page chunk are decoded before first render) and
 * the URL arrives right after (once the segment has arrived, in the single file).
 */
export function useAssetUrl(index: number | null): { url: string; svg: boolean } | null {
  const site = useSite();
  const { pack, manifest } = site;
  // A hosted site has a file per image: shown by its URL, no segment to wait for.
  const file = index == null ? null : pack.assetFile(index);
  const arrived = useReady(index == null || file ? undefined : manifest.assets_segment);
  const ready = index == null || file != null || pack.loaded(manifest.assets_segment);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (ready || !arrived) return;
    const t = setTimeout(() => { try { pack.assets(); } catch { /* shown as a broken image */ } setTick(1); });
    return () => clearTimeout(t);
  }, [ready, arrived, pack]);
  if (index == null || !ready) return null;
  if (file) return { url: file, svg: file.endsWith('.svg') };
  try { return assetUrl(site, index); } catch { return null; }
}
