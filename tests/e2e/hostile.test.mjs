// Content that tries to run script (fixtures/hostile-render, compiled by docc) in Chromium:
// a sentinel global (`window.__pwned`, `localStorage.pwned`) that every payload would set, and
// a CSP violation listener. Visiting and clicking every link, opening every image in a new
// tab and searching every payload string must run nothing and report no violation except the
// one this test plants on purpose (which proves the listener and the policy are live). The
// same site has gtag configured and headings `{#dataLayer}` / `{#gtag}`: it must still render,
// navigate and count page views.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compileFixture, launch, serve, watchErrors, withTestRuntime } from './harness.mjs';

const GTAG_STUB = 'window.__gtagStub = true;';

let browser, server, file;
before(async () => {
  browser = await launch();
  file = compileFixture('hostile-render');
  server = await serve(file);
});
after(async () => { await server?.close(); await browser?.close(); });

/**
 * `init` sets the `__doccThrow` hook, which only the test runtime reads: the site is then
 * served with it (same pack, same CSP with the test bundle's hash) for that page.
 * @param {string} route @param {{ init?: string }} [opts]
 */
async function open(route, { init } = {}) {
  server.setFile(init ? withTestRuntime(file) : file);
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await ctx.route('**/*', (r) => {
    const u = new URL(r.request().url());
    if (u.origin === server.url) return r.continue();
    if (u.hostname === 'www.googletagmanager.com') return r.fulfill({ status: 200, contentType: 'text/javascript', body: GTAG_STUB });
    return r.abort();
  });
  await ctx.addInitScript((hook) => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    if (hook) window.__doccThrow = hook;
  }, init ?? null);
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await page.goto(server.url + route);
  await page.waitForSelector('#docc-main h1');
  return { ctx, page, errors };
}

const pwned = (page) => page.evaluate(() => [window.__pwned ?? null, localStorage.getItem('pwned')]);
const violations = (page) => page.evaluate(() => window.__violations);

describe('hostile content in Chromium', () => {
  test('the page carries a strict CSP and a planted inline script is refused and reported', async () => {
    const { ctx, page } = await open('/');
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    for (const part of ["default-src 'none'", "object-src 'none'", "base-uri 'none'", "img-src 'self' blob: data:", 'https://www.googletagmanager.com']) {
      assert.ok(csp.includes(part), `${part} in ${csp}`);
    }
    assert.ok(!/script-src[^;]*'unsafe-inline'/.test(csp), csp);
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = "window.__pwned = 'planted'";
      document.body.appendChild(s);
    });
    await page.waitForFunction(() => window.__violations.length > 0);
    assert.deepEqual(await violations(page), ['script-src-elem inline']);
    assert.deepEqual(await pwned(page), [null, null]);
    await ctx.close();
  });

  test('every link clicked, every image opened in a new tab: nothing runs', async () => {
    const { ctx, page, errors } = await open('/');
    for (const route of ['/', '/nested']) {
      await page.goto(server.url + route);
      await page.waitForSelector('#docc-main h1');
      const links = await page.locator('#docc-main a[href]:visible').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      assert.ok(links.length > 0);
      for (let i = 0; i < links.length; i++) {
        await page.goto(server.url + route);
        await page.waitForSelector('#docc-main h1');
        const a = page.locator('#docc-main a[href]:visible').nth(i);
        // External links open a new tab (aborted by the route above); in-site ones navigate.
        const popup = ctx.waitForEvent('page', { timeout: 1500 }).catch(() => null);
        await a.click();
        const p = await popup;
        await p?.close();
        assert.deepEqual(await pwned(page), [null, null], `after clicking ${links[i]}`);
      }
    }
    await page.goto(server.url + '/');
    await page.waitForSelector('#docc-main img[src^="blob:"]');
    const all = await page.locator('#docc-main img').evaluateAll((imgs) => imgs.map((i) => i.src));
    // The raw `<img onerror>` is an image of the model: its address kept (its load is aborted
    // above, which would fire the handler), its attributes gone.
    assert.deepEqual(all.filter((s) => !s.startsWith('blob:')), ['https://pwned.invalid/x.png']);
    assert.equal(await page.locator('#docc-main img[onerror]').count(), 0);
    const srcs = all.filter((s) => s.startsWith('blob:'));
    assert.equal(srcs.length, 2);
    for (const src of srcs) {
      assert.match(src, /^blob:/);
      const [tab] = await Promise.all([ctx.waitForEvent('page'), page.evaluate((u) => { window.open(u, '_blank'); }, src)]);
      await tab.waitForLoadState('load');
      const svg = await tab.evaluate(() => new XMLSerializer().serializeToString(document));
      assert.ok(svg.includes('drawn'), 'the drawing is kept');
      for (const bad of ['script', 'onload', 'foreignObject', 'javascript:', 'evil.example', 'onmouseover', 'ENTITY']) assert.ok(!svg.includes(bad), `${bad} in ${svg}`);
      await tab.close();
    }
    assert.deepEqual(await pwned(page), [null, null]);
    assert.deepEqual(await violations(page), []);
    assert.deepEqual(errors.filter((e) => !/ERR_FAILED|net::/.test(e)), []);
    await ctx.close();
  });

  test('searching every payload string shows text and runs nothing', async () => {
    const { ctx, page } = await open('/');
    for (const q of ['PAYLOADWORD', '<script>', 'window.__pwned', 'onerror', 'svg onload', 'dataLayer', 'footnote']) {
      await page.goto(`${server.url}/search?q=${encodeURIComponent(q)}`);
      await page.waitForSelector('.search-page[data-status="idle"]');
      assert.deepEqual(await pwned(page), [null, null], `searching ${q}`);
    }
    await page.goto(`${server.url}/`);
    await page.waitForSelector('#docc-main h1');
    await page.keyboard.press('Control+k');
    await page.locator('.search-modal input').fill('script window');
    await page.waitForFunction(() => document.querySelector('.search-modal__dialog')?.getAttribute('data-status') === 'idle');
    assert.ok(await page.locator('.search-modal .search-hit').count() > 0, 'payload text is found as text');
    assert.deepEqual(await pwned(page), [null, null]);
    assert.deepEqual(await violations(page), []);
    await ctx.close();
  });

  test('{#dataLayer} with gtag configured: the site renders, navigates and counts page views', async () => {
    const { ctx, page, errors } = await open('/');
    assert.equal(await page.locator('#dataLayer-1').count(), 1, 'the reserved id was renamed');
    assert.equal(await page.locator('#dataLayer').count(), 0);
    await page.waitForFunction(() => window.__gtagStub === true);
    await page.locator('#docc-main a[href="/nested"]').first().click();
    await page.waitForSelector('#docc-main h1:text("Nested")');
    assert.ok(await page.locator('#docc-main blockquote').count() >= 30, 'thirty nested quotes render');
    assert.ok((await page.locator('#docc-main').innerText()).includes('Deep inside fifteen admonitions.'));
    await page.locator('#docc-main a', { hasText: 'Back to the payloads' }).click();
    await page.waitForSelector('#docc-main h1:text("Payloads")');
    const views = await page.evaluate(() => Array.isArray(window.dataLayer) && window.dataLayer.filter((a) => a[1] === 'page_view').length);
    assert.equal(views, 3);
    // Only the payload image's load, aborted by this test's network route, may fail.
    assert.deepEqual(errors.filter((e) => !/net::ERR_FAILED/.test(e)), []);
    await ctx.close();
  });

  test('a crashing navbar disappears alone; the page and navigation keep working', async () => {
    const { ctx, page } = await open('/', { init: 'chrome:navbar' });
    assert.equal(await page.locator('nav.navbar, .navbar').count(), 0);
    assert.ok((await page.locator('#docc-main h1').innerText()).includes('Payloads'));
    await page.locator('#docc-main a[href="/nested"]').first().click();
    await page.waitForSelector('#docc-main h1:text("Nested")');
    await ctx.close();
  });
});
