// Mobile-proof references (issue 12): no route of the content site scrolls sideways at 390 px
// or 1,280 px (every route, not a sample: one page per width, client-side navigation from route
// to route), no heading id equals an id of the chrome, the sidebar shows its active item after a
// deep link, the TOC keeps its active entry in view, focus moves to the h1 after navigation,
// `/x/index.html` resolves, and images carry their size from the compiler.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, navigate, openPage, closePage, readSite, serve, siteFile, visit } from './harness.mjs';

const file = siteFile();
const site = await readSite(file);
const { manifest } = site;
const basePath = '/' + manifest.site.base_path.split('/').filter(Boolean).join('/');
const routes = manifest.routes.map((r) => r.path);

let browser, server, root;
before(async () => {
  browser = await launch();
  server = await serve(file);
  root = server.url + (basePath === '/' ? '' : basePath);
});
after(async () => { await server?.close(); await browser?.close(); });

/** Client-side navigation to `route`, resolved once the routed page has rendered. */
async function go(page, route) {
  await navigate(page, root, route);
  await page.waitForFunction((r) => document.getElementById('docc-main')?.dataset.route === r, route);
}

/** The document's widths and, when it overflows, the deepest elements sticking out on the right. */
const measure = () => {
  const de = document.documentElement;
  const out = { route: document.getElementById('docc-main')?.dataset.route, scrollWidth: de.scrollWidth, clientWidth: de.clientWidth };
  if (de.scrollWidth <= de.clientWidth) return out;
  // Deepest elements past the right edge, skipping boxes that scroll or clip their own content.
  const culprits = [];
  const walk = (el) => {
    if (culprits.length >= 3) return;
    const r = el.getBoundingClientRect();
    const clips = /auto|scroll|hidden|clip/.test(getComputedStyle(el).overflowX);
    if (clips && r.right <= de.clientWidth + 0.5) return;
    const before = culprits.length;
    for (const c of el.children) walk(c);
    if (culprits.length === before && r.right > de.clientWidth + 0.5 && r.width > 0) {
      const cls = typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\s+/).join('.') : '';
      culprits.push(`${el.tagName.toLowerCase()}${cls} right=${Math.round(r.right)} "${(el.textContent ?? '').slice(0, 50).replace(/\s+/g, ' ')}"`);
    }
  };
  walk(document.getElementById('docc-root'));
  return { ...out, culprits };
};

describe('no route scrolls sideways', () => {
  for (const width of [390, 1280]) {
    test(`all ${routes.length} routes at ${width} px: document scrollWidth <= clientWidth`, async () => {
      const opened = await openPage(browser, root + '/', { viewport: { width, height: 800 } });
      const { page } = opened;
      const failures = [];
      for (const route of routes) {
        await go(page, route);
        const m = await page.evaluate(measure);
        if (m.scrollWidth > m.clientWidth) failures.push(m);
      }
      if (failures.length) {
        console.log(`${failures.length} of ${routes.length} routes overflow at ${width} px:\n`
          + failures.map((f) => `  ${f.route}: ${f.scrollWidth} > ${f.clientWidth}\n    ${f.culprits.join('\n    ')}`).join('\n'));
      }
      assert.deepEqual(failures.map((f) => `${f.route} ${f.scrollWidth}>${f.clientWidth}`), []);
      await closePage(opened);
    });
  }
});
