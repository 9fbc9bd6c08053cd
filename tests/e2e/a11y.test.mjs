// Accessibility: axe-core (injected from node_modules, no network) finds no serious or critical
// violation on each page kind, in light and in dark mode.
//
// The site is the compiled content site ($DOCC_SITE, default dist/index.html), where every kind
// below must exist: a missing kind fails. Until that file exists, fixtures/basic compiled with
// docc stands in, and only the kinds it has are checked (the others are skipped, loudly).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { compileFixture, contentSiteFile, launch, readSite, serve, watchErrors } from './harness.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const content = contentSiteFile();
if (!content) console.warn('\n*** a11y: no content site (dist/index.html): checking fixtures/basic compiled with docc; only its page kinds ***\n');
const file = content ?? compileFixture('basic');
const site = await readSite(file);
const { manifest } = site;
const basePath = '/' + manifest.site.base_path.split('/').filter(Boolean).join('/');
const pages = manifest.routes.map((r) => ({ path: r.path, page: site.page(r.path) }));

/** Deep search of a page's blocks. */
const has = (blocks, pred) => {
  const walk = (v) => v && typeof v === 'object' && (pred(v) || Object.values(v).some(walk));
  return walk(blocks);
};
/** The route to check for a page kind: the preferred route when the site has it, else the richest page of that kind. */
function routeOf(kind, prefer) {
  const all = pages.filter((p) => p.page.kind === kind);
  const hit = all.find((p) => p.path === prefer);
  if (hit) return hit.path;
  const score = (p) => p.page.toc.length + (has(p.page.blocks, (b) => b.Code) ? 5 : 0) + (p.page.sidebar != null ? 1 : 0);
  return all.sort((a, b) => score(b) - score(a))[0]?.path ?? null;
}

/** @type {{ name: string, route?: string, ready?: string, optional?: boolean }[]} */
const KINDS = [
  { name: 'doc', route: routeOf('Doc') },
  { name: 'category index', route: routeOf('Category') },
  { name: 'standalone page', route: routeOf('Standalone') },
  { name: 'API operation', route: routeOf('ApiOperation', '/OpenAPI/launch-token') },
  { name: 'API schema', route: routeOf('ApiSchema') },
  { name: 'API overview', route: routeOf('ApiOverview', '/OpenAPI') },
  { name: 'typed reference item', route: routeOf('TsItem', '/api/api/function/launchToken') },
  { name: 'package index', route: routeOf('TsPackage', '/api/api') },
  { name: 'search page', route: '/search?q=token', ready: '.search-page[data-status="idle"]' },
  { name: '404', route: '/this-route-does-not-exist', ready: '.not-found' },
];
// Optional kinds: checked when present, never required.
const extra = routeOf('TsIndex');
if (extra) KINDS.push({ name: 'typed reference index', route: extra, optional: true });

let browser, server, root;
before(async () => {
  browser = await launch();
  server = await serve(file);
  root = server.url + (basePath === '/' ? '' : basePath);
});
after(async () => { await server?.close(); await browser?.close(); });

/** Runs axe on the page; returns the serious and critical violations as readable lines. */
async function audit(page) {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}) ${n.target.join(' ')}: ${v.help}\n    ${n.failureSummary?.split('\n').join('\n    ')}`));
}

/** @param {string} theme @param {string} route @param {{ viewport?: { width: number, height: number }, ready?: string }} [opts] */
async function open(theme, route, { viewport = { width: 1280, height: 800 }, ready } = {}) {
  // axe is injected as an inline script, which the site's CSP (rightly) refuses.
  const ctx = await browser.newContext({ viewport, reducedMotion: 'reduce', bypassCSP: true });
  await ctx.addInitScript((t) => { try { localStorage.setItem('theme', t); } catch { /* opaque origin */ } }, theme);
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await page.goto(root + route);
  await page.waitForSelector('#docc-main');
  if (ready) await page.waitForSelector(ready);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme);
  assert.equal(await page.locator('main .crash').count(), 0, `${route} crashed`);
  return { ctx, page, errors };
}

for (const theme of ['light', 'dark']) {
  describe(`axe, ${theme} mode`, () => {
    for (const kind of KINDS) {
      const missing = !kind.route && (content ? null : `fixtures/basic has no ${kind.name} page`);
      test(`${kind.name}${kind.route ? ` (${kind.route})` : ''}: no serious or critical violation`, { skip: missing ?? false }, async () => {
        assert.ok(kind.route, `the content site has no ${kind.name} page`);
        const { ctx, page, errors } = await open(theme, kind.route, kind);
        const found = await audit(page);
        assert.equal(found.length, 0, `axe on ${kind.route} (${theme}):\n  ${found.join('\n  ')}`);
        assert.deepEqual(errors, []);
        await ctx.close();
      });
    }

    test('narrow screen with the mobile menu open: no serious or critical violation', async () => {
      const route = KINDS[0].route ?? '/';
      const { ctx, page, errors } = await open(theme, route, { viewport: { width: 390, height: 800 } });
      await page.locator('button[aria-label="Open navigation menu"]').click();
      await page.locator('#docc-mobile-menu [role="dialog"]').waitFor();
      const found = await audit(page);
      assert.equal(found.length, 0, `axe on ${route} (mobile, ${theme}):\n  ${found.join('\n  ')}`);
      assert.deepEqual(errors, []);
      await ctx.close();
    });
  });
}
