// Site shell: skip link, announcement, navbar, sidebar, the routed page, footer.
// Route changes: a page whose chunk is already decoded shows at once; otherwise the old page
// stays while the chunk decodes on the next frame (the progress bar appears after 200 ms).
// A page whose chunk has not arrived yet (the single file still streaming in) shows its
// title and a placeholder in a <main> without the docc-main id, and renders once it has.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { FullPage } from '../pack/derive';
import type { RouteEntry } from '../pack/schema';
import { pageView, startAnalytics } from '../analytics';
import { applyHead } from '../meta';
import type { Nav } from '../router';
import type { Site } from '../state/pack';
import { SearchPage } from '../search/SearchPage';
import { usePageReady, useSite } from '../state/pack';
import { useNav } from '../state/route';
import { AnnouncementBar } from './AnnouncementBar';
import { BaseBanner } from './BaseBanner';
import { DocPage } from './DocPage';
import { ChromeBoundary, ErrorBoundary } from './ErrorBoundary';
import { LoadError } from './ErrorScreen';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { NotFound } from './NotFound';
import { ProgressBar } from './ProgressBar';
import { Sidebar } from './Sidebar';
import { SkipToContent } from './SkipToContent';

/**
 * Hooks for the end-to-end tests, read from `window` at the moment they matter (never set by
 * the site itself), compiled only into the test bundle (`__DOCC_TEST_HOOKS__` is an esbuild
 * define: false in dist/runtime.js, so minification drops every use; true in
 * build/runtime.test.js, which tests/e2e `withTestRuntime` swaps into a compiled site):
 * `__doccSlowRoute` (ms) holds every route change for that long before the page renders, as a
 * slow chunk decode would, so the real progress bar can be observed; `__doccThrow` (a route)
 * makes that page throw while rendering, to show the crash screen; `chrome:navbar` (or
 * `chrome:sidebar`, `chrome:footer`) makes that piece of chrome throw.
 */
declare const __DOCC_TEST_HOOKS__: boolean;
interface TestHooks { __doccSlowRoute?: number; __doccThrow?: string }
const hooks = (): TestHooks => (__DOCC_TEST_HOOKS__ ? (window as unknown as TestHooks) : {});

/**
 * Keeps an anchor's target where the navigation put it while the page above it still changes
 * height (images decoding, fonts, a slow machine laying out a long page late), for up to 3 s
 * or until the visitor scrolls, clicks or types: a deep link lands on its section, not wherever
 * the section drifted to after the first scroll.
 */
// The pin of each mount (two embedded mounts pin their own targets; nothing module-global per site).
const pins = new WeakMap<Site, () => void>();
const unpin = (site: Site) => pins.get(site)?.();
function keepInView(target: HTMLElement, site: Site): void {
  unpin(site);
  const events = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  const stop = () => { observer.disconnect(); clearTimeout(timer); events.forEach((e) => removeEventListener(e, stop, true)); pins.delete(site); };
  pins.set(site, stop);
  const observer = new ResizeObserver(() => { if (target.isConnected) reveal(target, site); else stop(); });
  observer.observe(site.root);
  const timer = setTimeout(stop, 3000);
  events.forEach((e) => addEventListener(e, stop, { capture: true, passive: true }));
}

/** Scrolls `target` to the top of the view (under the navbar: its scroll-margin); a boxed mount scrolls only itself. */
function reveal(target: HTMLElement, site: Site): void {
  if (!site.boxed) { target.scrollIntoView(); return; }
  const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  site.view.to(site.view.y() + target.getBoundingClientRect().top - site.view.top() - margin);
}

// Note: never return the result of a scroll call from an effect; newer browsers return promises.
// The standalone page scrolls the window, a boxed mount itself; another embedded mount brings
// its own top into view (scrolling whatever scrolls it) only when that top is out of sight.
function scrollAfterNavigation(nav: Nav, site: Site, newPage: boolean): void {
  unpin(site);
  const target = nav.hash ? site.byContentId(nav.hash) : null;
  if (nav.kind === 'pop' && nav.scroll != null) site.view.to(nav.scroll);
  else if (target) { reveal(target, site); keepInView(target, site); }
  else if (nav.kind === 'init' && !nav.hash) { /* the browser starts at the top */ }
  else if (site.page || site.boxed) site.view.to(0);
  else if (site.root.getBoundingClientRect().top < 0) site.root.scrollIntoView();
  // After a client-side navigation to another page a screen reader starts at the new page's
  // title, as after a full page load (not on the first load: the browser already starts at the
  // top; not for an anchor or a query on the same page, e.g. the /search input updating ?q=).
  // preventScroll: the scroll position was just chosen above.
  if (nav.kind !== 'init' && newPage) {
    const main = site.byId('docc-main');
    const h1 = main?.querySelector('h1');
    if (h1) h1.tabIndex = -1;
    (h1 ?? main)?.focus({ preventScroll: true });
  }
}

/**
 * Tells the page view (standalone page) and the host (`onNavigate`, and `mount`'s `ready` on the
 * first route) that `shown` is on screen: once its page has rendered, not while its placeholder
 * waits for the page's chunk (`waiting`), whose end runs the effect again.
 */
export function useShown(site: Site, shown: Nav, title: string, waiting: boolean): void {
  useEffect(() => {
    if (waiting) return;
    if (site.page) {
      startAnalytics(site.manifest.site.gtag?.tracking_id);
      pageView(shown.path);
    }
    site.onShow(shown.path, shown.hash, title);
  }, [shown, waiting]); // eslint-disable-line react-hooks/exhaustive-deps
}

export function App() {
  const site = useSite();
  const { pack, manifest } = site;
  const nav = useNav();
  const [shown, setShown] = useState(nav);
  const [pending, setPending] = useState(false);
  const [routes, setRoutes] = useState(0);

  // Decide when the new route may render: immediately, or after its chunk decoded (and, in a
  // hosted site, after the route table's block that holds it and its sidebar's pieces arrived).
  useEffect(() => {
    if (nav === shown) return;
    const entry = site.route(nav.path);
    const more = site.routesFor(nav.path);
    if (more) {
      setPending(true);
      let live = true;
      more.then(() => { if (live) setRoutes((n) => n + 1); }, () => { if (live) { setShown(nav); setPending(false); } });
      return () => { live = false; };
    }
    const slow = __DOCC_TEST_HOOKS__ ? Number(hooks().__doccSlowRoute) || 0 : 0;
    if (!entry || !pack.ready(entry.segment) || (pack.cheap(entry.segment) && !slow)) { setShown(nav); setPending(false); return; }
    setPending(true);
    let live = true;
    const show = () => { if (live) { setShown(nav); setPending(false); } };
    // The progress bar shows while the page decodes in short tasks (a failure is rendered by
    // the error boundary).
    const timer = window.setTimeout(() => pack.preparePage(entry.segment, entry.index).then(show, show), slow);
    return () => { live = false; clearTimeout(timer); };
  }, [nav, routes]); // eslint-disable-line react-hooks/exhaustive-deps

  // A Docusaurus homepage is a React page docc does not compile: '/' then opens the docs root.
  const entry: RouteEntry | undefined = site.route(shown.path) ?? (shown.path === '/' ? site.route(manifest.site.docs_root) : undefined);
  // A folder of pages that is no page itself ('/Documentation', '/Documentation/index.html'):
  // open its first page in sidebar order, as a server's directory index would.
  const folder = entry || shown.path === '/' || shown.path === '/search' ? undefined : site.firstUnder(shown.path);
  useEffect(() => { if (folder) site.router.navigate(folder + (shown.hash ? '#' + shown.hash : ''), true); }, [folder, shown]);
  const arrived = usePageReady(entry);
  const waiting = !!entry && !arrived;
  let page: FullPage | null = null;
  let pageError: unknown = null;
  if (entry && arrived) {
    try { page = pack.page(entry.segment, entry.index); } catch (e) { pageError = e; }
  }
  const title = page ? page.title : entry ? entry.title : shown.path === '/search' ? 'Search' : 'Page Not Found';

  // The document's title and analytics belong to the standalone page; a host hears onNavigate.
  useEffect(() => {
    if (site.page) applyHead(manifest.site, entry, page, shown.path, title);
  }, [title, manifest, entry, page, shown.path]); // eslint-disable-line react-hooks/exhaustive-deps
  // After the title effect, so the page_view carries the new page's title.
  useShown(site, shown, title, waiting);
  const shownPath = useRef(shown.path);
  // A page still arriving scrolls (to its anchor) once it has rendered.
  useLayoutEffect(() => {
    if (waiting) return;
    scrollAfterNavigation(shown, site, shownPath.current !== shown.path);
    shownPath.current = shown.path;
  }, [shown, waiting]); // eslint-disable-line react-hooks/exhaustive-deps

  const sidebar = page ? page.sidebar : waiting ? site.sidebarOf(entry.path) : null;
  const sidebarItems = sidebar != null ? manifest.sidebars[sidebar]?.items ?? null : null;
  let body;
  // A chunk that cannot be decoded is a load failure (red box, Retry reloads); a page that
  // throws while rendering is a crash (the boundary's 'This page crashed.').
  if (waiting) body = <div className="doc-layout page-wait"><article className="doc"><h1>{entry.title}</h1><p /><p /><p /></article></div>;
  else if (entry && pageError != null) body = <LoadError error={pageError} />;
  else if (entry) body = <PageBody page={page} />;
  else if (shown.path === '/search') body = <SearchPage />;
  else body = <NotFound />;

  return (
    <>
      <SkipToContent />
      <ProgressBar active={pending} />
      {manifest.site.announcement && <Chrome name="announcement"><AnnouncementBar announcement={manifest.site.announcement} /></Chrome>}
      <Chrome name="navbar"><Navbar path={shown.path} sidebar={sidebarItems} docsActive={sidebar != null && (sidebar === site.docsSidebar || site.route(shown.path)?.version != null)} /></Chrome>
      {site.baseMismatch && <BaseBanner base={site.base} />}
      <div className={'main-wrapper' + (sidebarItems ? ' main-wrapper--sidebar' : '')}>
        {sidebarItems && (
          <aside className="sidebar-col" aria-label="Sidebar">
            <Chrome name="sidebar"><Sidebar items={sidebarItems} active={shown.path} /></Chrome>
          </aside>
        )}
        <main id={waiting ? undefined : 'docc-main'} aria-busy={waiting || undefined} tabIndex={-1} data-route={shown.path}>
          <ErrorBoundary key={shown.path}>{body}</ErrorBoundary>
        </main>
      </div>
      <Chrome name="footer"><Footer site={manifest.site} /></Chrome>
    </>
  );
}

function Chrome({ name, children }: { name: string; children: ReactNode }) {
  return <ChromeBoundary name={name}>{__DOCC_TEST_HOOKS__ && <ThrowIfAsked name={name} />}{children}</ChromeBoundary>;
}

function ThrowIfAsked({ name }: { name: string }) {
  if (hooks().__doccThrow === `chrome:${name}`) throw new Error(`Test crash requested for the ${name}`);
  return null;
}

function PageBody({ page }: { page: FullPage | null }) {
  if (!page) throw new Error('page missing');
  if (__DOCC_TEST_HOOKS__ && hooks().__doccThrow === page.route) throw new Error(`Test crash requested for ${page.route}`);
  return <DocPage page={page} />;
}
