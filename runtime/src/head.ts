// Inlined in <head> before any CSS paints: applies the theme so there is no flash of the
// wrong one. The site's colour mode comes as attributes on <html> (emit.rs `html_open`):
// data-theme is the default, data-theme-fixed hides the switch (a stored choice no longer
// counts), data-theme-system lets the system's preference decide until the visitor chooses.
const d = document.documentElement.dataset;
let t: string | null = null;
try {
  if (d.themeFixed === undefined) t = localStorage.getItem('theme');
} catch { /* storage disabled */ }
if (t !== 'dark' && t !== 'light') {
  t = d.themeSystem !== undefined ? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : d.theme === 'dark' ? 'dark' : 'light';
}
d.theme = t;
// Scripted: the single file's static landing HTML (for readers without JavaScript) stays
// hidden, so a deep link never flashes it before the runtime renders the route.
document.documentElement.classList.add('docc-js');
// A file cut short inside the runtime (saved or downloaded in part) never starts it, and that
// hidden landing page would leave the page blank: once the document has loaded (an async
// module runs before `load`), a page whose runtime never marked itself started (main.tsx)
// shows the runtime's error box above the landing page, shown again.
addEventListener('load', () => {
  const landing = document.querySelector('.docc-static--landing');
  if (d.doccStarted !== undefined || !landing) return;
  document.documentElement.classList.remove('docc-js');
  const box = document.createElement('div');
  box.className = 'docc';
  box.innerHTML = '<main class="error-screen"><h1>This documentation site could not be loaded</h1><div class="error-screen__box" role="alert">'
    + 'The file is incomplete (cut short while it was downloaded or saved), so the docs cannot start. Its home page follows.</div>'
    + '<button type="button" class="button">Retry</button></main>';
  box.querySelector('button')!.onclick = () => location.reload();
  landing.before(box);
});
