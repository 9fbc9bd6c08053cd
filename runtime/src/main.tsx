// Entry point: open the embedded pack, start the router, render. The Pack decodes only the
// manifest up front; the current route's page chunk is decoded during the first render.
import './styles.css';
import { createRoot } from 'react-dom/client';
import { Pack, PackError } from './pack/load';
import { readPackBytes } from './pack/source';
import { startRouter } from './router';
import { makeSite, SiteContext } from './state/pack';
import { App } from './components/App';
import { ErrorScreen } from './components/ErrorScreen';

async function boot() {
  const container = document.getElementById('docc-root') ?? document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  let pack: Pack;
  try {
    pack = new Pack(await readPackBytes());
  } catch (e) {
    console.warn('docc: cannot open the site data:', e);
    const msg = e instanceof PackError ? e.message : `The site data could not be read (${e instanceof Error ? e.message : String(e)}). The file may be truncated or altered.`;
    root.render(<ErrorScreen message={msg} />);
    return;
  }
  const { baseMismatch, base } = startRouter(pack.manifest.site.base_path);
  root.render(
    <SiteContext.Provider value={makeSite(pack, baseMismatch, base)}>
      <App />
    </SiteContext.Provider>,
  );
}

void boot();
