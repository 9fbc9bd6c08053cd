// The runtime's ES module: `mount` for host pages (docc compile --embed), and the standalone
// page's boot, which is just a mount of the pack embedded in the page (#docc-pack) with the
// routing picked from the protocol. A host page has no #docc-pack, so nothing boots there.
import './styles.css';
import { packSource } from './pack/source';
import { mount, type MountOptions } from './mount';

export { mount };
export type { MountHandle, MountOptions } from './mount';

// Hosted pages (docc compile --out-dir) name the pack's head file in data-src (its segments are
// files fetched when needed: pack/source.ts fetchedSegments); the single file
// inlines it as text (7 bits per character, pack/load.ts fromText), its header before this script and each segment in an element after it
// (this module is `async`: it runs while they stream in, and renders once the manifest is
// there). The route's static HTML (.docc-static, for readers without JavaScript and crawlers)
// stays until the mount has rendered (page.css hides it from then on), then goes.
/**
 * The document, read as UTF-8. The pack's text needs it (its two-byte characters), and the file
 * says so itself, but a server's Content-Type charset wins over the file: when a host declares
 * another one, the file is fetched again (usually from the cache) and parsed as the UTF-8 it
 * is, without streaming.
 */
async function utf8Document(): Promise<Document> {
  if (document.characterSet === 'UTF-8' || !/^https?:$/.test(location.protocol)) return document;
  const bytes = await (await fetch(location.href)).arrayBuffer();
  return new DOMParser().parseFromString(new TextDecoder().decode(bytes), 'text/html');
}

const packEl = typeof document !== 'undefined' ? document.getElementById('docc-pack') : null;
if (packEl) {
  // head.ts shows an error box over the landing HTML when the runtime never got this far.
  document.documentElement.dataset.doccStarted = '';
  const container = document.getElementById('docc-root') ?? document.body.appendChild(document.createElement('div'));
  let pack: MountOptions['pack'] = new Uint8Array(0);
  try { pack = packSource(await utf8Document()); } catch { /* an empty pack shows the error box */ }
  mount(container, { pack, routing: 'auto', page: true }).ready
    .then(() => requestAnimationFrame(() => container.querySelectorAll(':scope > .docc-static').forEach((el) => el.remove())))
    .catch(() => { /* shown */ });
}
