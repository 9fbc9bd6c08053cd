// Google Analytics (gtag.js), only when docc.toml sets `[analytics] gtag`: with no id this
// module does nothing at all (no global, no script element, no request).
//
// The standard snippet, except that gtag's own automatic page view is off
// (`send_page_view: false`): a single-page app has one document load but many routes, so the
// router reports every route change itself (App calls pageView once per new route), and the
// first load counts as one of them. IP anonymisation is explicitly off, as the site config
// of the original documentation site has it.

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Where gtag.js comes from; `?id=` names the tag. */
export const GTAG_SRC = 'https://www.googletagmanager.com/gtag/js';

let trackingId: string | null = null;
let lastPath: string | null = null;

/** Installs gtag for `id` (once); a null or empty id leaves the page untouched. */
export function startAnalytics(id: string | null | undefined): void {
  if (!id || trackingId) return;
  trackingId = id;
  const w = window;
  w.dataLayer = w.dataLayer || [];
  // gtag.js reads `arguments` objects from the data layer, not arrays: keep the classic shape.
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', id, { anonymize_ip: false, send_page_view: false });
  const s = document.createElement('script');
  s.async = true;
  s.src = `${GTAG_SRC}?id=${encodeURIComponent(id)}`;
  document.head.appendChild(s);
}

/**
 * One page_view per route: called after every rendered navigation, it reports only when the
 * route differs from the last one reported (anchor jumps and search-as-you-type on /search,
 * which only rewrite the hash or the query, are not new pages).
 */
export function pageView(route: string): void {
  if (!trackingId || !window.gtag || route === lastPath) return;
  lastPath = route;
  window.gtag('event', 'page_view', {
    page_path: location.pathname + location.search + location.hash,
    page_title: document.title,
    page_location: location.href,
  });
}
