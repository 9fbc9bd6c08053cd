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
