// The runtime's ES module: `mount` for host pages (docc compile --embed), and the standalone
// page's boot, which is just a mount of the pack embedded in the page (#docc-pack) with the
// routing picked from the protocol. A host page has no #docc-pack, so nothing boots there.
import './styles.css';
import { fromBase64 } from './pack/load';
import { mount } from './mount';

export { mount };
export type { MountHandle, MountOptions } from './mount';

const packEl = typeof document !== 'undefined' ? document.getElementById('docc-pack') : null;
if (packEl) {
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  let bytes: Uint8Array | Error;
  try { bytes = fromBase64(packEl.textContent ?? ''); } catch (e) { bytes = e instanceof Error ? e : new Error(String(e)); }
  mount(container, { pack: bytes instanceof Error ? new Uint8Array(0) : bytes, routing: 'auto', page: true }).ready.catch(() => { /* shown */ });
}
