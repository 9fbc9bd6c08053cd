// Inlined in <head> before any CSS paints: applies the theme so there is no flash of the
// wrong one. Hosted pages inline this alone (dist/theme.js, ~0.4 KB): the rest of head.ts
// serves the single file's static landing page, which hosted pages do not have, and a
// script repeated in every page of a 10,000-page site costs its bytes 10,000 times.
// The site's colour mode comes as attributes on <html> (emit.rs `html_open`): data-theme is
// the default, data-theme-fixed hides the switch (a stored choice no longer counts),
// data-theme-system lets the system's preference decide until the visitor chooses.
const d = document.documentElement.dataset;
let t: string | null = null;
try {
  if (d.themeFixed === undefined) t = localStorage.getItem('theme');
} catch { /* storage disabled */ }
if (t !== 'dark' && t !== 'light') {
  t = d.themeSystem !== undefined ? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : d.theme === 'dark' ? 'dark' : 'light';
}
d.theme = t;
