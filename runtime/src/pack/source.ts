// Where the pack bytes come from. The single file inlines them as base64 in
// <script id="docc-pack">; hosted pages (docc compile --out-dir) name a shared, content-hashed
// file in that element's data-src instead, which every route page loads once and the
// browser caches (a <link rel="preload"> in <head> starts the download early).
import { fromBase64, PackError } from './load';

export async function readPackBytes(doc: Document = document): Promise<Uint8Array> {
  const el = doc.getElementById('docc-pack');
  if (!el) throw new Error('The site data (#docc-pack) is missing from this page.');
  const src = el.getAttribute('data-src');
  if (!src) return fromBase64(el.textContent ?? '');
  let res: Response;
  try {
    res = await fetch(src, { credentials: 'same-origin' });
  } catch (e) {
    throw new PackError(`The site data (${src}) could not be downloaded (${e instanceof Error ? e.message : String(e)}). Check your connection and retry.`);
  }
  if (!res.ok) throw new PackError(`The site data (${src}) could not be downloaded: HTTP ${res.status}.`);
  return new Uint8Array(await res.arrayBuffer());
}
