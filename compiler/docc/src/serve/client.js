// docc serve: injected into the served page only (never part of a compiled site).
// Listens to the server's events; reloads when a newer build exists, keeping the scroll
// position; shows the diagnostics of a failed (or warning) build in an overlay.
(() => {
  'use strict';
  const BUILD = __DOCC_BUILD__;
  const KEY = 'docc-serve-scroll';

  // Scroll back to where the reader was, once the runtime has rendered the page tall enough.
  let saved = null;
  try { saved = JSON.parse(sessionStorage.getItem(KEY) || 'null'); sessionStorage.removeItem(KEY); } catch { /* storage blocked */ }
  if (saved && saved.href === location.href && saved.y > 0) {
    const until = performance.now() + 5000;
    const restore = () => {
      // The runtime's mount (not the static HTML the compiler put beside it) has rendered.
      const main = document.querySelector('#docc-root > .docc:not(.docc-static) #docc-main');
      const tall = document.documentElement.scrollHeight >= saved.y + innerHeight;
      if (main && tall) {
        scrollTo(0, saved.y);
        document.documentElement.dataset.doccServeRestored = String(saved.y);
      } else if (performance.now() < until) requestAnimationFrame(restore);
    };
    requestAnimationFrame(restore);
  }

  function reload() {
    try { sessionStorage.setItem(KEY, JSON.stringify({ href: location.href, y: scrollY })); } catch { /* storage blocked */ }
    location.reload();
  }

  // The overlay lives in a shadow root: the site's CSS cannot reach it, nor it the site.
  const host = document.createElement('docc-serve-overlay');
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = `<style>
    :host { all: initial; }
    .panel { position: fixed; z-index: 2147483647; left: 50%; top: 1rem; transform: translateX(-50%);
      width: min(60rem, calc(100vw - 2rem)); max-height: calc(100vh - 2rem); overflow: auto; box-sizing: border-box;
      background: #1b1b1d; color: #f2f2f2; border: 2px solid #e13238; border-radius: 8px;
      box-shadow: 0 10px 40px rgba(0,0,0,.5); font: 14px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
    .panel.warn { border-color: #e6a700; }
    header { display: flex; align-items: center; gap: 1rem; padding: .75rem 1rem; border-bottom: 1px solid #444; position: sticky; top: 0; background: #1b1b1d; }
    h2 { flex: 1; margin: 0; font-size: 1rem; }
    button { font: inherit; color: inherit; background: #333; border: 1px solid #777; border-radius: 4px; padding: .25rem .6rem; cursor: pointer; }
    button:focus-visible { outline: 3px solid #8ab4f8; outline-offset: 2px; }
    ol { margin: 0; padding: .5rem 1rem 1rem 2.5rem; }
    li { margin: .75rem 0; }
    .loc { font-weight: 600; }
    .error { color: #ff8a8f; } .warning { color: #ffd36b; }
    pre { margin: .4rem 0 0; padding: .6rem; overflow: auto; background: #111; border-radius: 4px;
      font: 12.5px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: pre; }
    .pill { position: fixed; z-index: 2147483647; right: 1rem; bottom: 1rem; background: #1b1b1d; color: #ffd36b;
      border: 2px solid #e6a700; border-radius: 999px; padding: .35rem .9rem; font: 600 13px/1.4 system-ui, sans-serif; }
    [hidden] { display: none !important; }
  </style>
  <section class="panel" role="alert" aria-labelledby="docc-title" hidden>
    <header><h2 id="docc-title"></h2><button type="button" class="close" aria-label="Dismiss the docc diagnostics">Dismiss</button></header>
    <ol></ol>
  </section>
  <button type="button" class="pill" hidden></button>`;
  const panel = shadow.querySelector('.panel');
  const title = shadow.querySelector('h2');
  const list = shadow.querySelector('ol');
  const pill = shadow.querySelector('.pill');
  let dismissed = '';
  let current = null;

  const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
  function show(open) {
    const s = current;
    const hasErrors = s.errors > 0;
    panel.hidden = !open;
    panel.classList.toggle('warn', !hasErrors);
    pill.hidden = open || s.diagnostics.length === 0;
    pill.textContent = hasErrors ? `docc: ${plural(s.errors, 'error')}` : `docc: ${plural(s.warnings, 'warning')}`;
    if (!host.isConnected) document.documentElement.appendChild(host);
  }
  function render(status) {
    current = status;
    const sig = JSON.stringify(status.diagnostics);
    title.textContent = status.errors > 0
      ? `Build failed: ${plural(status.errors, 'error')}${status.warnings ? `, ${plural(status.warnings, 'warning')}` : ''}. ${status.good ? 'This page is the last good build.' : 'There is no good build to show yet.'}`
      : `${plural(status.warnings, 'warning')} in the last build`;
    list.replaceChildren(...status.diagnostics.map((d) => {
      const li = document.createElement('li');
      const loc = document.createElement('div');
      loc.className = 'loc';
      const sev = document.createElement('span');
      sev.className = d.severity;
      sev.textContent = d.severity;
      loc.append(sev, ` ${d.code}${d.file ? ` · ${d.file}:${d.line}:${d.column}` : ''}`);
      const msg = document.createElement('div');
      msg.textContent = d.message;
      const pre = document.createElement('pre');
      pre.textContent = d.text;
      li.append(loc, msg, pre);
      return li;
    }));
    // A failed build opens the panel (again, when its diagnostics changed); warnings wait behind the pill.
    show(status.errors > 0 && dismissed !== sig);
  }
  function dismiss() {
    if (!current) return;
    dismissed = JSON.stringify(current.diagnostics);
    show(false);
    pill.focus();
  }
  shadow.querySelector('.close').addEventListener('click', dismiss);
  // Escape closes the open panel wherever focus is (the panel opens on its own, focus still in
  // the page); captured first, so the page's own Escape handlers wait for the next press.
  addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || panel.hidden) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    dismiss();
  }, true);
  pill.addEventListener('click', () => { show(true); shadow.querySelector('.close').focus(); });

  const events = new EventSource('/__docc/events');
  events.addEventListener('status', (e) => {
    const status = JSON.parse(e.data);
    if (status.build !== BUILD && status.good) { reload(); return; }
    render(status);
  });
})();
