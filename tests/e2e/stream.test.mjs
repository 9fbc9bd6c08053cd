// Streamed first paint (issue 9, item 4): the single file is served slowly (64 KB every
// 100 ms) and the runtime must paint `/` before the last byte is sent, render a deep link into
// the last page chunk once that chunk has arrived (a placeholder with the page's title
// meanwhile), say "Search index loading…" until the search segment is in, then search. A file
// cut short shows the red error box for what is missing and still renders what arrived.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, readSite, serve, siteFile, tempDir, watchErrors } from './harness.mjs';

const file = siteFile();
const html = readFileSync(file, 'utf8');
const bytes = Buffer.from(html);
const site = await readSite(file);
const { manifest } = site;
const basePath = '/' + manifest.site.base_path.split('/').filter(Boolean).join('/');
const prefix = basePath === '/' ? '' : basePath;

// The segment elements in file order, with the byte offsets where each starts and ends.
const elements = [...html.matchAll(/<script type="application\/octet-stream" data-docc-seg="(\d+)">[^<]*<\/script>/g)].map((m) => ({
  segment: Number(m[1]),
  start: Buffer.byteLength(html.slice(0, m.index)),
  end: Buffer.byteLength(html.slice(0, m.index + m[0].length)),
}));
// A page chunk is a segment some route lives in (the search index's posting shards are segments too).
const pageSegments = new Set(manifest.routes.map((r) => r.segment));
const isChunk = (s) => pageSegments.has(s);
const lastChunk = elements.filter((e) => isChunk(e.segment)).at(-1);
const lastRoute = manifest.routes.find((r) => r.segment === lastChunk.segment);
const searchEl = elements.find((e) => e.segment === manifest.search_segment);
const RENDERED = '.docc:not(.docc-static) #docc-main';
// A page with sections among the later half of the page chunks (the search shards fill the end
// of the file, so "the second half of the file" may hold no page at all): its last section, deep-linked.
const chunkElements = elements.filter((e) => isChunk(e.segment));
const late = new Set(chunkElements.slice(Math.floor(chunkElements.length / 2)).map((e) => e.segment));
const anchored = manifest.routes.filter((r) => late.has(r.segment)).map((r) => ({ ...r, toc: site.page(r.path).toc }))
  .sort((a, b) => b.toc.length - a.toc.length)[0];

/** Serves `body` for every path, 64 KB every 100 ms; `sent` is how many bytes went out for the latest request. */
async function slowServer(body, { chunk = 64 * 1024, every = 100, type = 'text/html; charset=utf-8' } = {}) {
  const state = { sent: 0, total: body.length };
  const server = createServer((req, res) => {
    if (req.url === '/favicon.ico') { res.writeHead(204).end(); return; }
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store', 'content-length': body.length });
    state.sent = 0;
    let timer;
    const tick = () => {
      const next = Math.min(state.sent + chunk, body.length);
      res.write(body.subarray(state.sent, next));
      state.sent = next;
      if (next < body.length) timer = setTimeout(tick, every);
      else res.end();
    };
    res.on('close', () => clearTimeout(timer));
    tick();
  });
  await /** @type {Promise<void>} */ (new Promise((ok) => server.listen(0, '127.0.0.1', ok)));
  return {
    state,
    url: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}${prefix}`,
    close: () => new Promise((ok) => { server.closeAllConnections?.(); server.close(ok); }),
  };
}

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

describe('streamed single file', () => {
  let s;
  before(async () => { s = await slowServer(bytes); });
  after(async () => { await s.close(); });
  const open = async (route) => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.goto(s.url + encodeURI(route), { waitUntil: 'commit' });
    return { ctx, page, errors };
  };

  test('the file is laid out for streaming: header, runtime, then manifest, landing chunk, … search index last', () => {
    const header = html.indexOf('<script id="docc-pack" type="application/octet-stream" data-split>');
    const runtime = html.indexOf('<script type="module" async>');
    assert.ok(header > 0 && header < runtime && Buffer.byteLength(html.slice(0, runtime)) < elements[0].start);
    assert.equal(elements[0].segment, 0, 'the manifest comes first');
    assert.equal(elements.at(-1).segment, manifest.search_segment, 'the search index comes last');
    const home = manifest.routes.find((r) => r.path === '/') ?? manifest.routes.find((r) => r.path === manifest.site.docs_root);
    assert.equal(elements[1].segment, home.segment, 'then the landing page');
    assert.equal(new Set(elements.map((e) => e.segment)).size, elements.length);
  });

  test('/ paints before the last byte is sent', async () => {
    const { ctx, page, errors } = await open('/');
    await page.locator(`${RENDERED} h1`).first().waitFor();
    const sentAtPaint = s.state.sent;
    assert.ok(sentAtPaint < s.state.total, `rendered after ${sentAtPaint} of ${s.state.total} bytes`);
    await page.waitForFunction(() => document.readyState === 'complete', null, { timeout: 60_000 });
    const [fcp, lastByte] = await page.evaluate(() => [performance.getEntriesByName('first-contentful-paint')[0]?.startTime, /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]).responseEnd]);
    assert.ok(fcp < lastByte, `first contentful paint at ${fcp} ms, last byte at ${lastByte} ms`);
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('a deep link into the last page chunk shows a placeholder, then renders when that chunk arrives', async () => {
    const { ctx, page, errors } = await open(lastRoute.path);
    const waiting = page.locator('.docc:not(.docc-static) main[aria-busy="true"]');
    await waiting.locator('h1').waitFor();
    assert.ok(s.state.sent < lastChunk.end, 'the placeholder shows while the chunk is on its way');
    assert.equal(await waiting.locator('h1').innerText(), lastRoute.title);
    assert.ok(await page.locator('.docc:not(.docc-static) header.navbar').isVisible(), 'the chrome is there already');
    await page.locator(RENDERED).waitFor({ timeout: 60_000 });
    assert.ok(s.state.sent >= lastChunk.end, `rendered after ${s.state.sent} bytes; the chunk ends at byte ${lastChunk.end}`);
    assert.equal(await page.locator(RENDERED).getAttribute('data-route'), lastRoute.path);
    assert.equal(await waiting.count(), 0);
    assert.match((await page.locator(`${RENDERED} h1`).first().innerText()).replace(/\s+/g, ''), new RegExp(lastRoute.title.replace(/\s+/g, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('a deep link with an anchor into a late chunk scrolls to its section once the chunk has arrived', async () => {
    assert.ok(anchored?.toc.length, `a page with sections among the late page chunks (${[...late].join(', ')})`);
    const anchor = anchored.toc.at(-1).id;
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.goto(`${s.url}${encodeURI(anchored.path)}#${anchor}`, { waitUntil: 'commit' });
    await page.locator('.docc:not(.docc-static) main[aria-busy="true"] h1').waitFor();
    await page.waitForFunction((id) => {
      const el = document.querySelector('.docc:not(.docc-static) #docc-main') && document.getElementById(id);
      if (!el) return false;
      const top = el.getBoundingClientRect().top;
      return top >= 0 && top < innerHeight / 2;
    }, anchor, { timeout: 60_000 });
    assert.ok(await page.evaluate(() => scrollY > 0), 'the page scrolled down to the section');
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('search says the index is loading until its segment arrives, then finds pages', async () => {
    const { ctx, page, errors } = await open('/');
    await page.locator(`${RENDERED} h1`).first().waitFor();
    await page.keyboard.press('Control+k');
    const note = page.locator('.search-modal [role="status"]', { hasText: 'Search index loading…' });
    await note.waitFor();
    assert.ok(s.state.sent < searchEl.end, 'the note shows while the index is on its way');
    await page.locator('.search-modal input').fill('token');
    const hits = page.locator('.search-modal .search-hit__link');
    await hits.first().waitFor({ timeout: 60_000 });
    assert.ok(s.state.sent >= searchEl.end, 'hits come once the index has arrived');
    assert.equal(await note.count(), 0);
    assert.ok(await hits.count() > 0);
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});

describe('a file cut short', () => {
  const cut = (at) => {
    const out = join(tempDir(), `cut-${at}.html`);
    writeFileSync(out, bytes.subarray(0, at));
    return out;
  };

  test('renders what arrived; a page whose chunk is missing shows the red error box', async (t) => {
    const s = await serve(cut(lastChunk.start + 100));
    t.after(() => s.close());
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    await page.goto(s.url + prefix + '/');
    await page.locator(`${RENDERED} h1`).first().waitFor();
    await page.goto(s.url + prefix + encodeURI(lastRoute.path));
    const box = page.locator('main .error-screen__box[role="alert"]');
    await box.waitFor();
    assert.match(await box.innerText(), new RegExp(`segment ${lastChunk.segment} is cut off`));
    assert.equal(await box.evaluate((el) => getComputedStyle(el).borderTopColor), 'rgb(198, 40, 40)');
    assert.ok(await page.locator('header.navbar').isVisible(), 'the shell survives');
    await ctx.close();
  });

  test('without its manifest the site shows the error box with Retry', async (t) => {
    const s = await serve(cut(elements[0].start + 50));
    t.after(() => s.close());
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    await page.goto(s.url + prefix + '/');
    const box = page.locator('[role="alert"]');
    await box.waitFor();
    assert.match(await box.innerText(), /truncated/);
    assert.ok(await page.locator('button', { hasText: 'Retry' }).isVisible());
    await ctx.close();
  });

  test('cut inside the runtime, the page shows the error box over the landing page, not a blank page', async (t) => {
    const html = bytes.toString('latin1');
    const start = html.indexOf('<script type="module" async>');
    assert.ok(start > 0);
    const s = await serve(cut(start + 5000));
    t.after(() => s.close());
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    await page.goto(s.url + prefix + '/');
    const box = page.locator('.error-screen__box[role="alert"]');
    await box.waitFor();
    assert.match(await box.innerText(), /incomplete/);
    assert.equal(await box.evaluate((el) => getComputedStyle(el).borderTopColor), 'rgb(198, 40, 40)', 'styled as the runtime styles it');
    assert.ok(await page.locator('.docc-static--landing h1').isVisible(), 'the landing page is shown again');
    assert.ok(await page.locator('button', { hasText: 'Retry' }).isVisible());
    await ctx.close();
  });
});

// The pack's text needs the file read as UTF-8, which the file declares itself; a host that
// declares another charset in its Content-Type overrides that, and the runtime then reads the
// file again as UTF-8 (not streamed): the site still works, search included.
describe('a host that declares another charset', () => {
  for (const type of ['text/html; charset=iso-8859-1', 'text/html; charset=shift_jis']) {
    test(type, async () => {
      const s = await slowServer(bytes, { chunk: 1 << 20, every: 1, type });
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await ctx.newPage();
      const errors = watchErrors(page);
      try {
        await page.goto(s.url + encodeURI(lastRoute.path));
        assert.notEqual(await page.evaluate(() => document.characterSet), 'UTF-8', 'the browser took the server\'s charset');
        await page.waitForSelector(RENDERED);
        const h1 = await page.locator(`${RENDERED} h1`).first().innerText();
        assert.ok(h1.includes(site.page(lastRoute.path).title), h1);
        assert.equal(await page.locator('.error-screen').count(), 0);
        await page.keyboard.press('Control+k');
        await page.locator('.search-modal input').fill('token');
        await page.locator('.search-modal .search-hit__link').first().waitFor();
        assert.deepEqual(errors, []);
      } finally { await ctx.close(); await s.close(); }
    });
  }
});
