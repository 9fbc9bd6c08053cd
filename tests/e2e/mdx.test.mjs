// MDX JSX rendered natively (fixtures/mdx, a Docusaurus site compiled unchanged): Tabs
// switching, groupId sync between two tab groups, the choice persisted across reload under
// Docusaurus's localStorage key, keyboard arrows, details open/close, TOCInline and partials.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { doccBin, launch, openPage, serve, tempDir, visit, watchErrors } from './harness.mjs';

const fixture = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../fixtures/mdx');
const out = join(tempDir(), 'mdx.html');
execFileSync(doccBin(), ['compile', fixture, '-o', out], { stdio: 'pipe' });

let browser, server;
before(async () => {
  browser = await launch();
  server = await serve(out);
});
after(async () => { await server?.close(); await browser?.close(); });

const intro = () => server.url + '/docs/intro';
/** The n-th tab group of the page: its tab labels, the selected one and the panel text. */
const group = (page, n) => page.evaluate((n) => {
  const g = document.querySelectorAll('#docc-main .tabs-mdx')[n];
  const tabs = [...g.querySelectorAll('[role=tab]')];
  return {
    labels: tabs.map((t) => t.textContent),
    selected: tabs.findIndex((t) => t.getAttribute('aria-selected') === 'true'),
    panel: g.querySelector('[role=tabpanel]').textContent,
    focused: tabs.indexOf(document.activeElement),
  };
}, n);
const tab = (page, n, label) => page.locator('#docc-main .tabs-mdx').nth(n).getByRole('tab', { name: label, exact: true });

describe('MDX tabs', () => {
  test('the default tab shows first; clicking switches the panel', async () => {
    const { ctx, page, errors } = await openPage(browser, intro());
    const g = await group(page, 0);
    assert.deepEqual(g.labels, ['Linux', 'macOS', 'Windows']);
    assert.equal(g.selected, 0, 'the TabItem marked default');
    assert.match(g.panel, /Run the Linux installer/);
    assert.match(g.panel, /curl -sSf/, 'code fences inside a tab render');
    assert.equal((await group(page, 1)).selected, 1, 'defaultValue="mac" of the second group');
    await tab(page, 0, 'Windows').click();
    const after = await group(page, 0);
    assert.equal(after.selected, 2);
    assert.match(after.panel, /beacon-setup\.exe/);
    assert.doesNotMatch(after.panel, /Linux installer/);
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('groups with the same groupId switch together, and the choice survives a reload', async () => {
    const { ctx, page, errors } = await openPage(browser, intro());
    await tab(page, 0, 'macOS').click();
    assert.equal((await group(page, 0)).selected, 1);
    const second = await group(page, 1);
    assert.equal(second.selected, 1, 'the other "os" group follows');
    assert.match(second.panel, /Library\/Beacon/);
    await tab(page, 1, 'Linux').click();
    assert.equal((await group(page, 0)).selected, 0, 'and the first follows the second');
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os')), 'linux');
    await tab(page, 0, 'Windows').click();
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os')), 'win');
    await page.reload();
    await page.waitForSelector('#docc-main .tabs-mdx');
    assert.equal((await group(page, 0)).selected, 2, 'persisted across reload');
    assert.equal((await group(page, 1)).selected, 2);
    // A new visit in the same profile, too.
    await visit(page, server.url + '/docs/guides');
    await visit(page, intro());
    assert.equal((await group(page, 1)).selected, 2);
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('arrow keys, Home and End move between tabs (tablist / tab / tabpanel roles)', async () => {
    const { ctx, page, errors } = await openPage(browser, intro());
    await tab(page, 0, 'Linux').focus();
    await page.keyboard.press('ArrowRight');
    let g = await group(page, 0);
    assert.equal(g.selected, 1);
    assert.equal(g.focused, 1, 'focus follows the selection');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    g = await group(page, 0);
    assert.equal(g.selected, 2, 'wraps from the first tab to the last');
    await page.keyboard.press('Home');
    assert.equal((await group(page, 0)).selected, 0);
    await page.keyboard.press('End');
    assert.equal((await group(page, 0)).selected, 2);
    const roles = await page.evaluate(() => {
      const g = document.querySelector('#docc-main .tabs-mdx');
      const panel = g.querySelector('[role=tabpanel]');
      const selected = g.querySelector('[role=tab][aria-selected=true]');
      return { list: !!g.querySelector('[role=tablist]'), labelled: panel.getAttribute('aria-labelledby') === selected.id };
    });
    assert.deepEqual(roles, { list: true, labelled: true });
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});

describe('MDX blocks', () => {
  test('details start closed with their summary and open and close on click', async () => {
    const { ctx, page, errors } = await openPage(browser, intro());
    const details = page.locator('#docc-main details.details').first();
    assert.equal(await details.locator('summary').textContent(), 'Why is the lamp blue?');
    assert.equal(await details.evaluate((d) => d.open), false);
    assert.equal(await details.getByText('Blue light carries far').isVisible(), false);
    await details.locator('summary').click();
    assert.equal(await details.evaluate((d) => d.open), true);
    assert.equal(await details.getByText('Blue light carries far').isVisible(), true);
    await details.locator('summary').click();
    assert.equal(await details.evaluate((d) => d.open), false);
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('TOCInline links to the headings, partials and DocCardList render', async () => {
    const { ctx, page, errors } = await openPage(browser, intro());
    const toc = await page.locator('#docc-main .toc-inline a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    assert.deepEqual(toc.slice(0, 2), [['Install', '/docs/intro#install'], ['Configure', '/docs/intro#configure']]);
    assert.ok(await page.locator('#docc-main').getByText('Setup needs a').isVisible(), 'the partial is inlined');
    await visit(page, server.url + '/docs/guides');
    const cards = await page.locator('#docc-main .card__title').allTextContents();
    assert.deepEqual(cards, ['First lamp', 'Second lamp', 'Back to the start']);
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('an <iframe> is a sandboxed, lazy embed that the CSP lets load, and only its origin', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // The embedded page and a foreign one, served here (no network in tests).
    await ctx.route('https://example.com/**', (r) => r.fulfill({ contentType: 'text/html', body: '<p id="inside">embedded page</p>' }));
    await ctx.route('https://other.example.org/**', (r) => r.fulfill({ contentType: 'text/html', body: '<p id="inside">foreign page</p>' }));
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await visit(page, intro());
    const frame = page.locator('#docc-main iframe.embed');
    assert.equal(await frame.count(), 1);
    assert.equal(await frame.getAttribute('src'), 'https://example.com/embed');
    assert.equal(await frame.getAttribute('loading'), 'lazy');
    assert.match(await frame.getAttribute('sandbox'), /allow-scripts/);
    await frame.scrollIntoViewIfNeeded();
    await page.frameLocator('#docc-main iframe.embed').locator('#inside').waitFor({ timeout: 10_000 });
    assert.equal(await page.frameLocator('#docc-main iframe.embed').locator('#inside').textContent(), 'embedded page');
    // Another origin is refused by the page's frame-src.
    const refused = await page.evaluate(() => new Promise((done) => {
      document.addEventListener('securitypolicyviolation', (e) => done(e.violatedDirective), { once: true });
      const f = Object.assign(document.createElement('iframe'), { src: 'https://other.example.org/x' });
      document.body.append(f);
      setTimeout(() => done(null), 5000);
    }));
    assert.equal(refused, 'frame-src');
    assert.deepEqual(errors.filter((e) => !/other\.example\.org|Content Security Policy/.test(e)), []);
    await ctx.close();
  });

  test('axe finds no serious or critical issue on the page of tabs and details', async () => {
    // axe is injected as an inline script, which the site's CSP refuses: bypass it here.
    const { ctx, page } = await openPage(browser, intro(), { bypassCSP: true });
    await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
    const found = await page.evaluate(async () => (await window.axe.run(document.querySelector('#docc-main'), { resultTypes: ['violations'] })).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
    assert.deepEqual(found, []);
    await ctx.close();
  });
});
