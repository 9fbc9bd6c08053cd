// Inlined in <head> before any CSS paints: applies the stored theme so there is no flash
// of the wrong one. Light unless the visitor chose dark; never the system preference.
try {
  document.documentElement.dataset.theme = localStorage.getItem('theme') === 'dark' ? 'dark' : 'light';
} catch {
  document.documentElement.dataset.theme = 'light';
}
// Scripted: the single file's static landing HTML (for readers without JavaScript) stays
// hidden, so a deep link never flashes it before the runtime renders the route.
document.documentElement.classList.add('docc-js');
