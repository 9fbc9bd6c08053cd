// Search in headless Chromium: shortcuts, keyboard navigation, focus trap, limits, recent
// searches and favourites, snippet length at 768 vs 769 px, empty states, the /search page and
// its pagination, and hosted (DocSearch) mode against a local stub that records the request.
// Runs on a fixture tree compiled by docc (search-site.mjs); the real site gets a smoke test.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileUrl, launch, readSite, serve, watchErrors, openPage } from './harness.mjs';
import { LONG_WORD, searchSite, TOPICS } from './search-site.mjs';

let browser, server, root, fixture;
before(async () => {
  browser = await launch();
  fixture = searchSite();
  server = await serve(fixture);
  root = server.url;
});
after(async () => { await server?.close(); await browser?.close(); });

const open = (url, options) => openPage(browser, url, options);

const dialog = (page) => page.locator('.search-modal__dialog');
const input = (page) => page.locator('.search-modal__input');
const hits = (page) => page.locator('.search-modal .search-hit__link');
const path = (page) => new URL(page.url()).pathname;

/** Opens the modal with Ctrl+K and types a query; waits for the results to settle. */
async function searchFor(page, q) {
  if (!(await dialog(page).isVisible())) await page.keyboard.press('Control+k');
  await input(page).fill(q);
  await page.waitForFunction(() => document.querySelector('.search-modal__dialog')?.getAttribute('data-status') === 'idle');
}

describe('opening and closing', () => {
  test('Ctrl+K and Cmd+K open, Escape closes and gives focus back', async () => {
    const { ctx, page, errors } = await open(root + '/');
    await page.locator('.navbar .search-button').focus();
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.className), 'search-modal__input');
    assert.equal(await input(page).getAttribute('placeholder'), 'Search docs');
    await page.keyboard.press('Escape');
    assert.equal(await dialog(page).count(), 0);
    assert.equal(await page.evaluate(() => document.activeElement?.className), 'search-button', 'focus returns to the button');
    await page.keyboard.press('Meta+k');
    await dialog(page).waitFor();
    await page.keyboard.press('Meta+k');
    assert.equal(await dialog(page).count(), 0, 'the shortcut toggles');
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('`/` opens, but not while typing in a field', async () => {
    const { ctx, page } = await open(root + '/');
    await page.keyboard.press('/');
    await dialog(page).waitFor();
    await page.keyboard.type('a/b');
    assert.equal(await input(page).inputValue(), 'a/b', '`/` typed in the search input is text');
    assert.equal(await dialog(page).count(), 1);
    // With a query typed, Escape closes the modal (the type="search" input must not eat it by clearing itself).
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    // In another field (the /search page's input) `/` is text too.
    await page.goto(root + '/search');
    await page.locator('.search-page__input').click();
    await page.keyboard.type('x/');
    assert.equal(await page.locator('.search-page__input').inputValue(), 'x/');
    assert.equal(await dialog(page).count(), 0);
    await ctx.close();
  });

  test('the navbar button opens it; clicking the backdrop closes it; focus stays inside', async () => {
    const { ctx, page } = await open(root + '/');
    await page.locator('.navbar .search-button').click();
    await searchFor(page, 'rollup');
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press(i % 7 === 6 ? 'Shift+Tab' : 'Tab');
      assert.ok(await page.evaluate(() => !!document.activeElement?.closest('.search-modal__dialog')), `focus left the modal after ${i + 1} tabs`);
    }
    await page.mouse.click(5, 795);
    assert.equal(await dialog(page).count(), 0);
    await ctx.close();
  });
});

describe('querying', () => {
  test('arrow keys and Enter choose a hit', async () => {
    const { ctx, page, errors } = await open(root + '/');
    await searchFor(page, 'alphaunique');
    assert.deepEqual(await hits(page).locator('.search-hit__title').allInnerTexts(), ['Alpha guide', 'Beta guide']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown'); // stays on the last
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname.endsWith('/beta'));
    assert.equal(await dialog(page).count(), 0);
    assert.equal(await page.locator('h1').first().innerText(), 'Beta guide');
    // Enter in the input opens the first hit.
    await searchFor(page, 'alphaunique');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp'); // back in the input
    assert.equal(await page.evaluate(() => document.activeElement?.className), 'search-modal__input');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname.endsWith('/alpha'));
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('the query is limited to 64 characters', async () => {
    const { ctx, page } = await open(root + '/');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('abcdefghij'.repeat(8));
    assert.equal((await input(page).inputValue()).length, 64);
    assert.equal(await input(page).getAttribute('maxlength'), '64');
    await ctx.close();
  });

  test('the input keeps its height while results fill the dialog', async () => {
    const { ctx, page } = await open(root + '/');
    await page.keyboard.press('Control+k');
    const height = () => input(page).evaluate((el) => el.getBoundingClientRect().height);
    const before = await height();
    assert.ok(before >= 40, `input ${before} px high`);
    await searchFor(page, 'rollup');
    assert.ok(await hits(page).count() >= 10, 'enough hits to overflow the dialog');
    assert.equal(await height(), before);
    await ctx.close();
  });

  test('prefix matching as you type, and typo tolerance', async () => {
    const { ctx, page } = await open(root + '/');
    await searchFor(page, 'alphauni');
    assert.equal(await hits(page).count(), 2);
    await searchFor(page, 'alphaunqiue');
    assert.equal(await hits(page).count(), 2, 'one swapped pair of letters is forgiven');
    await ctx.close();
  });

  test('no results: the query and suggestions; clicking one searches it', async () => {
    const { ctx, page } = await open(root + '/');
    await searchFor(page, 'qqzzxxv');
    assert.equal(await page.locator('.search-modal .search-empty__title').innerText(), 'No results for "qqzzxxv"');
    assert.equal(await page.locator('.search-modal .search-empty__hint').innerText(), 'Try searching for');
    const suggestion = page.locator('.search-modal .search-suggestion').first();
    const label = await suggestion.innerText();
    await suggestion.click();
    assert.equal(await input(page).inputValue(), label);
    await page.waitForFunction(() => document.querySelectorAll('.search-modal .search-hit').length > 0);
    await ctx.close();
  });

  test('snippets: 10 words, 5 on screens up to 768 px, matches marked', async () => {
    for (const [width, words] of [[769, 10], [768, 5]]) {
      const { ctx, page } = await open(root + '/', { viewport: { width, height: 800 } });
      await searchFor(page, LONG_WORD);
      const snippet = page.locator('.search-modal .search-hit__snippet').first();
      const text = (await snippet.innerText()).replace(/…/g, '').trim();
      assert.equal(text.split(/\s+/).length, words, `at ${width} px: "${text}"`);
      assert.equal(await snippet.locator('mark').innerText(), LONG_WORD);
      await ctx.close();
    }
  });
});

describe('recent searches and favourites', () => {
  test('empty state, 7 recents, 4 shown with favourites, 10 favourites', async () => {
    const { ctx, page, errors } = await open(root + '/');
    await page.keyboard.press('Control+k');
    assert.equal(await page.locator('.search-modal .search-empty__title').innerText(), 'No recent searches');
    for (let i = 1; i <= 9; i++) {
      await searchFor(page, `rollup topic ${i}`);
      await page.keyboard.press('Enter');
      await page.waitForFunction((n) => location.pathname.endsWith(`/topic-${n}`), i);
    }
    const stored = (key) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]'), key);
    assert.equal((await stored('docc-search-recent')).length, 7);
    await page.keyboard.press('Control+k');
    const recent = page.locator('.search-modal section[aria-label="Recent"] .search-hit');
    assert.equal(await recent.count(), 7);
    assert.equal(await recent.first().locator('.search-hit__title').innerText(), 'Rollup topic 9', 'newest first');
    // Star one: it moves to favourites, and only 4 recents show.
    await recent.first().getByRole('button', { name: 'Save this search' }).click();
    assert.equal(await page.locator('.search-modal section[aria-label="Favorites"] .search-hit').count(), 1);
    assert.equal(await recent.count(), 4);
    // Star 12 hits: 10 favourites are kept.
    await searchFor(page, 'rollup');
    const stars = page.locator('.search-modal .search-hit').getByRole('button', { name: 'Save this search' });
    for (let i = 0; i < 12; i++) await stars.first().click();
    assert.equal((await stored('docc-search-favorites')).length, 10);
    await input(page).fill('');
    assert.equal(await page.locator('.search-modal section[aria-label="Favorites"] .search-hit').count(), 10);
    assert.ok(await recent.count() <= 4);
    // They survive a reload (localStorage).
    await page.reload();
    await page.waitForSelector('#docc-main');
    await page.keyboard.press('Control+k');
    assert.equal(await page.locator('.search-modal section[aria-label="Favorites"] .search-hit').count(), 10);
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});

describe('/search page', () => {
  test('"See all results" opens the shareable page; 20 hits per page with next/previous', async () => {
    const { ctx, page, errors } = await open(root + '/');
    await searchFor(page, 'rollup');
    await page.getByRole('link', { name: 'See all results' }).click();
    await page.waitForFunction(() => location.pathname === '/search' && new URLSearchParams(location.search).get('q') === 'rollup');
    const pageHits = page.locator('.search-page .search-hit');
    await pageHits.first().waitFor();
    const total = TOPICS * 2;
    assert.equal(await pageHits.count(), 20);
    assert.equal(await page.locator('.search-page__count').innerText(), `${total} results`);
    assert.equal(await page.locator('.search-page__pageno').innerText(), `Page 1 of ${Math.ceil(total / 20)}`);
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForFunction(() => new URLSearchParams(location.search).get('page') === '2');
    assert.equal(await page.locator('.search-page__pageno').innerText(), `Page 2 of ${Math.ceil(total / 20)}`);
    await page.getByRole('link', { name: 'Previous' }).click();
    await page.waitForFunction(() => !new URLSearchParams(location.search).get('page'));
    // Shareable: a fresh load of the last page.
    await page.goto(root + '/search?q=rollup&page=3');
    await pageHits.first().waitFor();
    assert.equal(await pageHits.count(), total - 40);
    assert.equal(await page.getByRole('link', { name: 'Next' }).count(), 0);
    // Typing updates the URL.
    await page.locator('.search-page__input').fill('alphaunique');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('q') === 'alphaunique');
    assert.equal(await pageHits.count(), 2);
    await page.locator('.search-page__input').fill('qqzzxxv');
    await page.locator('.search-page .search-empty__title').waitFor();
    assert.equal(await page.locator('.search-page .search-empty__title').innerText(), 'No results for "qqzzxxv"');
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('works from file:// too (the query lives in the hash)', async () => {
    const { ctx, page, errors } = await open(fileUrl(fixture) + '#/search?q=alphaunique');
    await page.locator('.search-page .search-hit').first().waitFor();
    assert.equal(await page.locator('.search-page .search-hit').count(), 2);
    await page.locator('.search-page .search-hit__link').first().click();
    await page.waitForFunction(() => location.hash.startsWith('#/guides/alpha'));
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});

describe('accessibility of the open modal', () => {
  const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
  for (const theme of ['light', 'dark']) {
    test(`${theme}: results, no results and recent searches have no serious or critical axe violation`, async () => {
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', bypassCSP: true }); // axe is an inline script: the CSP refuses it
      await ctx.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await ctx.newPage();
      await page.goto(root + '/');
      await page.waitForSelector('#docc-main');
      const audit = async (what) => {
        if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({ path: AXE });
        const v = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations);
        const bad = v.filter((x) => x.impact === 'serious' || x.impact === 'critical').flatMap((x) => x.nodes.map((n) => `${x.id} ${n.target.join(' ')}: ${x.help}`));
        assert.deepEqual(bad, [], `${what} (${theme})`);
      };
      await searchFor(page, 'rollup settl');
      await audit('results');
      await searchFor(page, 'qqzzxxv');
      await audit('no results');
      await searchFor(page, 'alphaunique');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => location.pathname.endsWith('/alpha'));
      await page.keyboard.press('Control+k');
      await page.locator('.search-modal section[aria-label="Recent"]').waitFor();
      await audit('recent searches');
      await ctx.close();
    });
  }
});

describe('hosted search (DocSearch)', () => {
  let stub, requests, mode, hosted, port;
  before(async () => {
    requests = [];
    mode = 'ok';
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST, OPTIONS', 'access-control-allow-headers': 'x-algolia-application-id, x-algolia-api-key, content-type' };
    stub = createServer((req, res) => {
      if (req.method === 'OPTIONS') { res.writeHead(204, cors).end(); return; }
      let body = '';
      req.on('data', (c) => { body += c; });
      req.on('end', () => {
        requests.push({ method: req.method, url: req.url, headers: req.headers, body: JSON.parse(body || 'null') });
        if (mode === 'fail') { res.writeHead(500, { ...cors, 'content-type': 'application/json' }).end('{"message":"stub failure"}'); return; }
        if (mode === 'drop') { req.socket.destroy(); return; }
        const answer = () => res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({
          results: [{ nbHits: 2, nbPages: 1, hits: [
            { url: 'https://docs.example.com/guides/alpha', hierarchy: { lvl0: 'Docs', lvl1: 'Alpha guide' }, content: 'x', _snippetResult: { content: { value: 'The <mark>hosted</mark> answer one' } } },
            { url: 'https://docs.example.com/topics/topic-2#settlement-2', hierarchy: { lvl0: 'Docs', lvl1: 'Rollup topic 2', lvl2: 'Settlement 2' }, content: 'y', _snippetResult: { content: { value: 'The <mark>hosted</mark> answer two' } } },
          ] }],
        }));
        if (mode === 'slow') setTimeout(answer, 700); else answer();
      });
    });
    await /** @type {Promise<void>} */ (new Promise((ok) => stub.listen(0, '127.0.0.1', ok)));
    port = /** @type {import('node:net').AddressInfo} */ (stub.address()).port;
    hosted = await serve(searchSite({ docsearch: { app_id: 'TESTAPP', api_key: 'public-search-key', index_name: 'silvana', host: `127.0.0.1:${port}` } }));
  });
  after(async () => { await hosted?.close(); stub?.closeAllConnections?.(); await new Promise((ok) => stub.close(ok)); });

  test('queries the provider with the DocSearch request shape; preconnect hint once', async () => {
    const { ctx, page } = await open(hosted.url + '/');
    const preconnects = () => page.evaluate((href) => document.querySelectorAll(`link[rel="preconnect"][href="${href}"]`).length, `http://127.0.0.1:${port}`);
    assert.equal(await preconnects(), 1);
    await searchFor(page, 'hosted');
    assert.deepEqual(await hits(page).locator('.search-hit__title').allInnerTexts(), ['Alpha guide', 'Settlement 2']);
    assert.equal(await page.locator('.search-modal .search-hit__snippet mark').first().innerText(), 'hosted');
    const req = requests[requests.length - 1];
    assert.equal(req.method, 'POST');
    assert.equal(req.url, '/1/indexes/*/queries');
    assert.equal(req.headers['x-algolia-application-id'], 'TESTAPP');
    assert.equal(req.headers['x-algolia-api-key'], 'public-search-key');
    assert.equal(req.body.requests.length, 1);
    const r = req.body.requests[0];
    assert.equal(r.indexName, 'silvana');
    assert.equal(r.query, 'hosted');
    const params = new URLSearchParams(r.params);
    assert.deepEqual(JSON.parse(params.get('facetFilters')), ['language:en', 'docusaurus_tag:docs-default-current']);
    assert.equal(params.get('hitsPerPage'), '20');
    // Picking a hit routes inside the site.
    await hits(page).nth(1).click();
    await page.waitForFunction(() => location.pathname === '/topics/topic-2' && location.hash === '#settlement-2');
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor();
    assert.equal(await preconnects(), 1, 'still one hint');
    await ctx.close();
  });

  test('widget states: stalled after 300 ms, then the answer; failures show the error text', async () => {
    const { ctx, page } = await open(hosted.url + '/');
    mode = 'slow';
    await page.keyboard.press('Control+k');
    await input(page).fill('slow');
    await page.waitForFunction(() => document.querySelector('.search-modal__dialog')?.getAttribute('data-status') === 'stalled');
    assert.equal(await page.locator('.search-modal__spinner').count(), 1);
    await page.waitForFunction(() => document.querySelector('.search-modal__dialog')?.getAttribute('data-status') === 'idle');
    assert.equal(await hits(page).count(), 2);
    for (const m of ['fail', 'drop']) {
      mode = m;
      await input(page).fill(`broken ${m}`);
      await page.waitForFunction(() => document.querySelector('.search-modal__dialog')?.getAttribute('data-status') === 'error');
      const box = page.locator('.search-modal .search-empty--error');
      assert.equal(await box.locator('.search-empty__title').innerText(), 'Unable to fetch results');
      assert.equal(await box.locator('.search-empty__hint').innerText(), 'You might want to check your network connection.');
    }
    mode = 'ok';
    await input(page).fill('hosted again');
    await page.waitForFunction(() => document.querySelector('.search-modal__dialog')?.getAttribute('data-status') === 'idle');
    assert.equal(await hits(page).count(), 2, 'recovers');
    await ctx.close();
  });

  test('the /search page uses the provider too', async () => {
    const { ctx, page } = await open(hosted.url + '/search?q=hosted');
    await page.locator('.search-page .search-hit').first().waitFor();
    assert.equal(await page.locator('.search-page .search-hit').count(), 2);
    assert.equal(requests[requests.length - 1].body.requests[0].query, 'hosted');
    await ctx.close();
  });
});

// The compiled content site, when there is one: page titles are found by the embedded index.
const realSite = process.env.DOCC_SITE ? resolve(process.env.DOCC_SITE) : resolve(import.meta.dirname, '../../dist/index.html');
describe('the compiled site', { skip: !existsSync(realSite) && 'no compiled site' }, () => {
  test('every sampled page title finds its page', async () => {
    const site = await readSite(realSite);
    const s = await serve(realSite);
    const { ctx, page } = await open(s.url + site.manifest.site.base_path);
    const routes = site.manifest.routes.filter((r) => r.title && /\w{3}/.test(r.title));
    const sample = routes.filter((_, i) => i % Math.max(1, Math.floor(routes.length / 12)) === 0).slice(0, 12);
    for (const r of sample) {
      await searchFor(page, r.title.slice(0, 64));
      const found = await hits(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      assert.ok(found.some((h) => h && decodeURI(h).split('#')[0].endsWith(r.path === '/' ? '/' : r.path)), `${r.title} → ${r.path}: ${found.slice(0, 5)}`);
    }
    await ctx.close();
    await s.close();
  });
});
