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
/** Our own gtag, kept here: `window.gtag` may be an element (`<h2 id="gtag">`). */
let send: ((...args: unknown[]) => void) | null = null;

/**
 * Installs gtag for `id` (once); a null or empty id leaves the page untouched.
 *
 * DOM clobbering: an element with `id="dataLayer"` makes `window.dataLayer` that element,
 * so the data layer is taken only when it really is an array, and otherwise replaced by one
 * (an own property of window hides the element for gtag.js too). The compiler also renames
 * heading ids equal to these globals (`links.rs`, `docc::reserved-id`). Analytics never
 * throws into rendering: a failure here is logged and the site goes on.
 */
export function startAnalytics(id: string | null | undefined): void {
  if (!id || trackingId) return;
  trackingId = id;
  try {
    const w = window;
    const layer: unknown[] = Array.isArray(w.dataLayer) ? w.dataLayer : [];
    w.dataLayer = layer;
    // gtag.js reads `arguments` objects from the data layer, not arrays: keep the classic shape.
    const gtag = function gtag(..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    };
    w.gtag = gtag;
    send = gtag;
    gtag('js', new Date());
    gtag('config', id, { anonymize_ip: false, send_page_view: false });
    const s = document.createElement('script');
    s.async = true;
    s.src = `${GTAG_SRC}?id=${encodeURIComponent(id)}`;
    document.head.appendChild(s);
  } catch (e) {
    console.warn('docc: analytics could not start:', e);
  }
}

/**
 * One page_view per route: called after every rendered navigation, it reports only when the
 * route differs from the last one reported (anchor jumps and search-as-you-type on /search,
 * which only rewrite the hash or the query, are not new pages).
 */
export function pageView(route: string): void {
  if (!trackingId || !send || route === lastPath) return;
  lastPath = route;
  try {
    send('event', 'page_view', {
      page_path: location.pathname + location.search + location.hash,
      page_title: document.title,
      page_location: location.href,
    });
  } catch (e) {
    console.warn('docc: page view not sent:', e);
  }
}
