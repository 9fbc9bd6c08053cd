// Inlined in <head> before any CSS paints: applies the stored theme so there is no flash
// of the wrong one. Light unless the visitor chose dark; never the system preference.
try {
  document.documentElement.dataset.theme = localStorage.getItem('theme') === 'dark' ? 'dark' : 'light';
} catch {
  document.documentElement.dataset.theme = 'light';
}
