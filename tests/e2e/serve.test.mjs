// `docc serve`: a copy of fixtures/e2e served by the real binary on a free port, opened in
// chromium. An edit reloads the tab with the edit shown and the scroll kept; a broken link
// shows the diagnostics overlay while the last good build is still served; the fix removes
// the overlay (the page reloads into the new build).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { doccBin, launch, tempDir, watchErrors } from './harness.mjs';

const FIXTURE = resolve(import.meta.dirname, '../../fixtures/e2e');

/** Starts `docc serve DIR --port 0` and resolves with its URL once it serves. */
function startServe(dir) {
  const proc = spawn(doccBin(), ['serve', dir, '--port', '0'], { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
  let log = '';
  const url = new Promise((ok, fail) => {
    proc.stderr.on('data', (d) => {
      log += d;
      const m = /serving .* at (http:\/\/127\.0\.0\.1:\d+)\//.exec(log);
      if (m) ok(m[1]);
    });
    proc.on('exit', (code) => fail(new Error(`docc serve exited with ${code}:\n${log}`)));
  });
  return { proc, url, log: () => log };
}

const status = async (url) => (await fetch(`${url}/__docc/status`)).json();

describe('docc serve', () => {
  let browser, server, url, dir, ctx, page, errors;
  const file = (rel) => join(dir, 'docs', rel);
  const edit = (rel, from, to) => {
    const text = readFileSync(file(rel), 'utf8');
    assert.ok(text.includes(from), `${rel} has no ${JSON.stringify(from)}`);
    writeFileSync(file(rel), text.replace(from, to));
  };
  const overlay = () => page.locator('docc-serve-overlay [role="alert"]');

  before(async () => {
    dir = join(tempDir(), 'site');
    cpSync(FIXTURE, dir, { recursive: true });
    server = startServe(dir);
    url = await server.url;
    browser = await launch();
    ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await ctx.newPage();
    errors = watchErrors(page);
  });
  after(async () => {
    await browser?.close();
    server?.proc.kill();
  });

  test('every route without a file extension gets the site; other files are 404', async () => {
    for (const route of ['/', '/reference/long-read', '/no/such/page']) {
      const res = await fetch(url + route);
      assert.equal(res.status, 200, route);
      const html = await res.text();
      assert.match(html, /id="docc-pack"/, route);
      assert.match(html, /data-docc-serve/, route);
    }
    assert.equal((await fetch(`${url}/missing.png`)).status, 404);
  });

  test('an edit reloads the tab, shows the edit and keeps the scroll position', async () => {
    await page.goto(`${url}/reference/long-read`);
    await page.waitForSelector('#docc-main');
    // Wait for the event stream: the page has its status before the edit happens.
    await page.waitForFunction(() => document.querySelector('docc-serve-overlay') !== null);
    await page.evaluate(() => { scrollTo(0, 1500); window.__beforeReload = true; });
    await page.waitForFunction(() => Math.abs(scrollY - 1500) < 2);
    edit('reference/long-read.md', 'A long page for the scrolling tests.', 'A long page, edited while docc serve was running.');
    await page.waitForFunction(() => !window.__beforeReload && document.body.innerText.includes('edited while docc serve was running'), null, { timeout: 15000 });
    await page.waitForFunction(() => document.documentElement.dataset.doccServeRestored === '1500', null, { timeout: 5000 });
    assert.ok(Math.abs(await page.evaluate(() => scrollY) - 1500) < 2, 'scroll position kept');
    assert.equal(await overlay().isVisible(), false);
  });

  test('a broken link shows the overlay while the last good build is still served; the fix removes it', async () => {
    await page.goto(`${url}/guide/usage`);
    await page.waitForSelector('#docc-main');
    await page.waitForFunction(() => document.querySelector('docc-serve-overlay') !== null);
    const good = await status(url);
    assert.equal(good.errors, 0);
    const goodHtml = await (await fetch(`${url}/guide/usage`)).text();
    await page.evaluate(() => { window.__beforeReload = true; });

    edit('guide/usage.md', 'Back to [setup](setup.md#install).', 'Back to [setup](no-such-page.md).');
    await overlay().waitFor({ state: 'visible', timeout: 15000 });
    const text = await overlay().innerText();
    assert.match(text, /Build failed: 1 error/);
    assert.match(text, /last good build/);
    assert.match(text, /docc::broken-link/);
    assert.match(text, /docs\/guide\/usage\.md:6:/);
    assert.match(text, /no-such-page\.md/);
    // No reload, the old page stays; the server still hands out the last good build.
    assert.equal(await page.evaluate(() => window.__beforeReload), true);
    assert.ok(await page.locator('#docc-main a[href="/guide/setup#install"]').isVisible());
    const broken = await status(url);
    assert.equal(broken.errors, 1);
    assert.equal(broken.build, good.build);
    assert.equal(await (await fetch(`${url}/guide/usage`)).text(), goodHtml);

    // A new tab opened now gets the last good build, with the overlay explaining why.
    const other = await ctx.newPage();
    await other.goto(`${url}/guide/usage`);
    await other.waitForSelector('#docc-main');
    await other.locator('docc-serve-overlay [role="alert"]').waitFor({ state: 'visible' });
    // Escape closes it although focus never entered it (the README's promise).
    await other.keyboard.press('Escape');
    await other.locator('docc-serve-overlay [role="alert"]').waitFor({ state: 'hidden' });
    await other.close();

    // Dismissable from the keyboard; a pill brings it back.
    const dismiss = page.getByRole('button', { name: 'Dismiss the docc diagnostics' });
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await overlay().waitFor({ state: 'hidden' });
    const pill = page.getByRole('button', { name: 'docc: 1 error' });
    assert.ok(await pill.isVisible());
    await pill.click();
    await overlay().waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await overlay().waitFor({ state: 'hidden' });

    edit('guide/usage.md', 'Back to [setup](no-such-page.md).', 'Back to [setup](setup.md#install) again.');
    await page.waitForFunction(() => !window.__beforeReload && document.body.innerText.includes('again.'), null, { timeout: 15000 });
    assert.equal(await overlay().isVisible(), false);
    assert.equal(await pill.isVisible(), false);
    const fixed = await status(url);
    assert.equal(fixed.errors, 0);
    assert.notEqual(fixed.build, good.build);
    assert.deepEqual(errors, []);
    assert.match(server.log(), /docs\/guide\/usage\.md changed; compiled \d+ pages in \d+ ms \(1 rendered, \d+ reused\)/);
  });
});
