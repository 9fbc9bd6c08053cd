// Where the standalone page's pack comes from. The single file inlines it as base64 in
// <script id="docc-pack">; hosted pages (docc compile --out-dir) name a shared, content-hashed
// file in that element's data-src instead, which every route page loads once and the browser
// caches (a <link rel="preload"> in <head> starts the download early). mount() fetches a URL.
import { fromBase64 } from './load';

/** The pack's URL (hosted pages) or its bytes (the single file). Throws when the element is missing. */
export function packSource(doc: Document = document): string | Uint8Array {
  const el = doc.getElementById('docc-pack');
  if (!el) throw new Error('The site data (#docc-pack) is missing from this page.');
  return el.getAttribute('data-src') || fromBase64(el.textContent ?? '');
}
