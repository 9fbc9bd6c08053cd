// Analytics (gtag) on fixtures/basic compiled by docc, with and without `[analytics] gtag`.
// No network is reachable here, and none should be needed: every request is intercepted.
// Requests to the test server go through; the gtag.js request is answered with a stub that
// only records that it ran (the runtime's own gtag() writes the calls into window.dataLayer,
// which is what real gtag.js reads); anything else leaving the page is recorded and aborted.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compileFixture, launch, serve, watchErrors } from './harness.mjs';

const ID = 'G-TEST';
const STUB = 'window.__gtagStub = { id: new URL(document.currentScript.src).searchParams.get("id") };';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Opens `url` in a fresh context whose every request outside `origin` is recorded. */
async function open(origin, url) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const outside = [];
  await ctx.route('**/*', (route) => {
    const u = new URL(route.request().url());
    if (u.origin === origin) return route.continue();
    outside.push(u.href);
    if (u.hostname === 'www.googletagmanager.com' && u.pathname === '/gtag/js') {
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: STUB });
    }
    return route.abort();
  });
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await page.goto(url);
  await page.waitForSelector('#docc-main');
  return { ctx, page, errors, outside };
}

/** The gtag calls recorded in window.dataLayer, as plain arrays (Dates as 'Date'). */
const calls = (page) => page.evaluate(() => (window.dataLayer ?? []).map((args) =>
  Array.from(args).map((a) => (a instanceof Date ? 'Date' : a))));
const pageViews = async (page) => (await calls(page)).filter((c) => c[0] === 'event' && c[1] === 'page_view').map((c) => c[2]);

async function clickAndWait(page, locator, title) {
  await locator.click();
  await page.waitForFunction((t) => document.title.startsWith(t), title);
}

describe('with [analytics] gtag', () => {
  let server;
  before(async () => { server = await serve(compileFixture('basic', { toml: `[analytics]\ngtag = "${ID}"` })); });
  after(async () => { await server?.close(); });

  test('loads gtag.js once with the id, IP anonymisation off, one page_view per route change', async () => {
    const { ctx, page, errors, outside } = await open(server.url, server.url + '/');
    await page.waitForFunction(() => window.__gtagStub);
    assert.equal(await page.evaluate(() => window.__gtagStub.id), ID, 'gtag.js?id= names the tag');
    assert.equal(await page.locator(`script[src="https://www.googletagmanager.com/gtag/js?id=${ID}"]`).count(), 1);

    const c = await calls(page);
    assert.deepEqual(c[0], ['js', 'Date'], "gtag('js', new Date()) first");
    assert.deepEqual(c[1], ['config', ID, { anonymize_ip: false, send_page_view: false }]);

    // The first load counts as one page view, with the rendered page's title.
    let views = await pageViews(page);
    assert.equal(views.length, 1);
    assert.deepEqual(views[0], { page_path: '/', page_title: await page.title(), page_location: server.url + '/' });

    // A sidebar click: a second view, for the new route and its title.
    await clickAndWait(page, page.locator('.sidebar-col a.menu__link[href="/reference"]'), 'Reference');
    views = await pageViews(page);
    assert.equal(views.length, 2);
    assert.deepEqual(views[1], { page_path: '/reference', page_title: await page.title(), page_location: server.url + '/reference' });

    // An anchor on the same page is not a route change.
    await page.locator('.toc a.toc__link').first().click();
    await page.waitForFunction(() => location.hash !== '');
    assert.equal((await pageViews(page)).length, 2, 'a TOC jump sends nothing');

    // Back out of the anchor: same route, nothing; back again to '/': a route change.
    await page.goBack();
    await page.waitForFunction(() => location.pathname === '/reference' && !location.hash);
    await page.goBack();
    await page.waitForFunction(() => location.pathname === '/');
    await page.waitForFunction(() => window.dataLayer.filter((a) => a[1] === 'page_view').length >= 3);
    assert.equal((await pageViews(page)).length, 3);
    assert.equal((await pageViews(page))[2].page_path, '/');
    // A category index is another.
    await clickAndWait(page, page.locator('.sidebar-col a.menu__link[href="/category/guide"]'), 'The guide');
    views = await pageViews(page);
    assert.equal(views.length, 4);
    assert.equal(views[3].page_path, '/category/guide');
    assert.equal(views[3].page_title, await page.title());

    assert.deepEqual(outside, [`https://www.googletagmanager.com/gtag/js?id=${ID}`], 'gtag.js is the only request leaving the page');
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});

describe('without analytics config', () => {
  let server;
  before(async () => { server = await serve(compileFixture('basic')); });
  after(async () => { await server?.close(); });

  test('no analytics code runs and no request leaves the page', async () => {
    const { ctx, page, errors, outside } = await open(server.url, server.url + '/');
    await clickAndWait(page, page.locator('.sidebar-col a.menu__link[href="/reference"]'), 'Reference');
    await clickAndWait(page, page.locator('.sidebar-col a.menu__link[href="/category/guide"]'), 'The guide');
    await page.goBack();
    await page.waitForFunction(() => location.pathname === '/reference');
    assert.deepEqual(await page.evaluate(() => [typeof window.gtag, typeof window.dataLayer]), ['undefined', 'undefined']);
    assert.equal(await page.locator('script[src]').count(), 0, 'no script element was added');
    assert.deepEqual(outside, [], 'no request left the page');
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});
