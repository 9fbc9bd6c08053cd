// mount(): the one way the docs start, standalone or inside another product. The standalone
// page (main.tsx) is a mount of its own pack element with routing chosen from the protocol;
// a host page imports the ES module and mounts a pack fetched from a URL. Each mount owns a
// root element (class 'docc', the scope of every CSS rule), a router, a theme store and a
// React root; unmount removes all of them and every listener they added.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchBytes, Pack, PackError, type SegmentSource } from './pack/load';
import { createRouter, isHashMode, type Routing } from './router';
import { makeSite, SiteContext, type Site } from './state/pack';
import { followSystem, siteTheme, themeStore, type Theme } from './state/theme';
import { App } from './components/App';
import { ErrorScreen } from './components/ErrorScreen';

export interface MountOptions {
  /**
   * The pack: a URL to fetch (the `site.docc` written by `docc compile --embed`) or its bytes.
   * (The single file passes its header and streamed segments: pack/source.ts.)
   */
  pack: URL | string | ArrayBuffer | Uint8Array | { header: Uint8Array | (() => Uint8Array) | Promise<Uint8Array>; source: SegmentSource };
  /** Path prefix of the docs in history mode (default: the site's base_path). */
  basePath?: string;
  /** 'memory' (default) never touches the host's URL or history; 'hash' and 'history' put the route in the URL. */
  routing?: Routing | 'auto';
  /** Initial colour mode (default: the site's colour mode); the navbar toggle switches it inside this mount. */
  theme?: Theme;
  /** The first route in memory mode (default '/'). */
  route?: string;
  /**
   * Called once the first route has rendered (before `ready` resolves), then after each route
   * change has rendered: exactly once per route shown.
   */
  onNavigate?: (e: { route: string; hash: string; title: string }) => void;
  /** The standalone page: owns document title, shortcuts, analytics, theme persistence. Internal. */
  page?: boolean;
}

export interface MountHandle {
  /** Shows a route ('/Documentation/glossary', '/a#anchor', '/search?q=x'). */
  navigate(route: string): void;
  setTheme(theme: Theme): void;
  /** Removes the docs, their listeners and timers; the host element is left empty. */
  unmount(): void;
  /** Resolves once the manifest is read and the first route rendered, after its onNavigate (rejects when it cannot be read). */
  ready: Promise<void>;
}

/** Embedded mounts so far: each prefixes its content ids with its own number. */
let mounts = 0;

export function mount(element: HTMLElement, options: MountOptions): MountHandle {
  const page = !!options.page;
  // A host element with a height of its own while still empty (CSS height, a flex or grid
  // track) gets docs that scroll inside it, sticky navbar and TOC included; otherwise the docs
  // are as tall as their page and the host's document scrolls.
  const box = getComputedStyle(element);
  const boxed = !page && element.clientHeight - parseFloat(box.paddingTop) - parseFloat(box.paddingBottom) > 0;
  const idPrefix = page ? '' : `docc-${++mounts}-`;
  const root = element.appendChild(document.createElement('div'));
  root.className = page ? 'docc docc--page' : boxed ? 'docc docc--boxed' : 'docc';
  // Heights the stylesheet gives in viewports (sticky sidebar and TOC) are the box's when boxed.
  const sized = boxed ? new ResizeObserver(() => root.style.setProperty('--vh', `${root.clientHeight}px`)) : null;
  sized?.observe(root);
  const initialTheme: Theme = options.theme ?? (page && document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');
  const theme = themeStore(root, initialTheme, page);
  const mode: Routing = !options.routing || options.routing === 'auto'
    ? (page ? (isHashMode(location.protocol) ? 'hash' : 'history') : 'memory')
    : options.routing;
  let reactRoot = createRoot(root);
  let site: Site | null = null;
  // A navigate() before the pack is read: shown once it is.
  let queued: string | null = null;
  let gone = false;
  let unfollow = () => {};
  let shown = () => {};
  const firstShown = new Promise<void>((ok) => { shown = ok; });

  const fail = (e: unknown) => {
    console.warn('docc: cannot open the site data:', e);
    const msg = e instanceof PackError ? e.message : `The site data could not be read (${e instanceof Error ? e.message : String(e)}). The file may be truncated or altered.`;
    reactRoot.render(<ErrorScreen message={msg} onRetry={retry} />);
    throw e;
  };
  const start = (pack: Pack) => {
    if (gone) return;
    const router = createRouter(mode, options.basePath ?? pack.manifest.site.base_path, options.route);
    router.start();
    if (queued) router.navigate(queued);
    const cm = pack.manifest.site.color_mode;
    // The page's first theme was chosen by head.ts from the same settings; a mount's is chosen here.
    if (!page && !options.theme) theme.show(siteTheme(cm));
    if (page || !options.theme) unfollow = followSystem(theme, cm, page);
    const made = site = makeSite(pack, {
      router, theme, root, page, retry,
      keys: page ? window : root,
      idPrefix, boxed,
      onShow: (route, hash, title) => { options.onNavigate?.({ route, hash, title }); shown(); },
    });
    // The standalone page's first render is a transition: React renders it in slices of a few
    // milliseconds, yielding to the browser between them, where a plain render was one task as
    // long as the whole page (navbar, sidebar, page, TOC): 200-400 ms of blocking time on
    // Lighthouse's throttled phone (issue 31). The static HTML stays in view until it commits.
    const render = () => {
      if (gone) return;
      const app = <SiteContext.Provider value={made}><App /></SiteContext.Provider>;
      if (page) startTransition(() => reactRoot.render(app));
      else reactRoot.render(app);
    };
    // A hosted site first reads the route table's block holding the first route. Where the
    // static HTML beside the mount is that route's own page (hosted, not the single file's
    // landing HTML), its page is decoded before the first render too: the render replaces the
    // static page with the page, never with a placeholder in between (a jump, on a phone).
    const path = router.get().path;
    const own = page && !element.querySelector('.docc-static--landing');
    const decoded = () => { const e = own && made.route(path); return e ? pack.preparePage(e.segment, e.index).then(render, render) : render(); };
    const first = made.routesFor(path);
    return first ? first.then(decoded, fail) : decoded();
  };
  const teardown = () => {
    unfollow();
    site?.router.stop();
    reactRoot.unmount();
    site?.assetUrls.forEach((a) => URL.revokeObjectURL(a.url));
    site = null;
  };
  function retry() {
    // The standalone page reloads the document (its bytes come with it); a mount fetches again.
    if (page) { location.reload(); return; }
    teardown();
    reactRoot = createRoot(root);
    load().catch(() => { /* shown */ });
  }
  const load = (): Promise<void> => {
    const src = options.pack;
    const open = (bytes: Uint8Array) => start(new Pack(bytes));
    // Bytes in hand: read them now, without waiting a task.
    if (src instanceof Uint8Array || src instanceof ArrayBuffer) {
      try { open(src instanceof Uint8Array ? src : new Uint8Array(src)); } catch (e) { try { fail(e); } catch { /* shown */ } return Promise.reject(e); }
      return Promise.resolve();
    }
    // The single file, a hosted page: rendering starts once the manifest has arrived, while the rest streams in or is fetched when needed.
    if (!(src instanceof URL) && typeof src === 'object') return Pack.open(src.header, src.source).then(start, fail);
    return fetchBytes(String(src)).then(open).catch(fail);
  };

  return {
    ready: load().then(() => firstShown),
    navigate(route) {
      if (site) site.router.navigate(route);
      else queued = route;
    },
    setTheme: (t) => theme.set(t),
    unmount() {
      if (gone) return;
      gone = true;
      sized?.disconnect();
      teardown();
      root.remove();
    },
  };
}
