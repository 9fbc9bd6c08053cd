// The single file's <head> script: the theme (theme.ts, all a hosted page inlines), then the
// static landing page's guard below.
import './theme';

// Scripted: the single file's static landing HTML (for readers without JavaScript) stays
// hidden, so a deep link never flashes it before the runtime renders the route.
document.documentElement.classList.add('docc-js');
// A file cut short inside the runtime (saved or downloaded in part) never starts it, and that
// hidden landing page would leave the page blank: once the document has loaded (an async
// module runs before `load`), a page whose runtime never marked itself started (main.tsx)
// shows the runtime's error box above the landing page, shown again.
addEventListener('load', () => {
  const landing = document.querySelector('.docc-static--landing');
  if (document.documentElement.dataset.doccStarted !== undefined || !landing) return;
  document.documentElement.classList.remove('docc-js');
  const box = document.createElement('div');
  box.className = 'docc';
  box.innerHTML = '<main class="error-screen"><h1>This documentation site could not be loaded</h1><div class="error-screen__box" role="alert">'
    + 'The file is incomplete (cut short while it was downloaded or saved), so the docs cannot start. Its home page follows.</div>'
    + '<button type="button" class="button">Retry</button></main>';
  box.querySelector('button')!.onclick = () => location.reload();
  landing.before(box);
});
