// Entry point: open the embedded pack, start the router, render. The Pack decodes only the
// manifest up front; the current route's page chunk is decoded during the first render.
import './styles.css';
import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { fromBase64, Pack } from './pack/load';
import { startRouter } from './router';
import { makeSite, SiteContext } from './state/pack';
import { App } from './components/App';
import { ErrorScreen } from './components/ErrorScreen';

function boot() {
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  let pack: Pack;
  try {
    const el = document.getElementById('docc-pack');
    if (!el) throw new Error('The site data (#docc-pack) is missing from this page.');
    pack = new Pack(fromBase64(el.textContent ?? ''));
  } catch (e) {
    console.warn('docc: cannot open the site data:', e);
    root.render(<ErrorScreen message={e instanceof Error ? e.message : String(e)} />);
    return;
  }
  const { baseMismatch, base } = startRouter(pack.manifest.site.base_path);
  root.render(
    <StrictMode>
      <SiteContext.Provider value={makeSite(pack, baseMismatch, base)}>
        <App />
      </SiteContext.Provider>
    </StrictMode>,
  );
}

boot();
