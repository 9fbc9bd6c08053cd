// Versioned docs (fixtures/versioned, Detox's layout compiled unchanged): the banner of an
// unreleased version, the navbar's version menu going to the same page in another version
// (or that version's main doc when it has no such page), and the choice remembered in
// localStorage under Docusaurus's key, which the navbar's docs links then follow.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { doccBin, launch, openPage, serve, tempDir } from './harness.mjs';

const fixture = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../fixtures/versioned/website');
const out = join(tempDir(), 'versioned.html');
execFileSync(doccBin(), ['compile', fixture, '-o', out], { stdio: 'pipe' });

let browser, server;
before(async () => {
  browser = await launch();
  server = await serve(out);
});
after(async () => { await server?.close(); await browser?.close(); });

const KEY = 'docs-preferred-version-default';
const menu = (page) => page.locator('.navbar .version-menu__button').first();
const pick = async (page, label) => {
  await menu(page).click();
  await page.locator('.navbar .version-menu__list').getByRole('link', { name: label, exact: true }).click();
};

describe('docs versions', () => {
  test('an unreleased page has the banner; the menu opens the same page in another version and is remembered', async () => {
    const { ctx, page, errors } = await openPage(browser, server.url + '/Detox/docs/next/guide/test-id');
    const banner = page.locator('#docc-main .version-banner');
    assert.match(await banner.innerText(), /This is unreleased documentation for Detox Next version\./);
    assert.equal(await menu(page).innerText(), 'Next');
    // The banner's link goes to the same page in the latest version.
    assert.equal(await banner.getByRole('link').getAttribute('href'), '/Detox/docs/guide/test-id');

    await pick(page, '20.x');
    await page.waitForFunction(() => document.querySelector('#docc-main')?.getAttribute('data-route') === '/docs/guide/test-id');
    assert.equal(await page.locator('#docc-main .version-banner').count(), 0, 'the latest version has no banner');
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY), '20.x');

    // 19.x has no guide/test-id: its main doc opens, with the unmaintained banner.
    await pick(page, '19.x');
    await page.waitForFunction(() => document.querySelector('#docc-main')?.getAttribute('data-route') === '/docs/19.x/introduction/getting-started');
    assert.match(await page.locator('#docc-main .version-banner').innerText(), /documentation for Detox 19\.x, which is no longer actively maintained/);
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY), '19.x');

    // A new visit to a page outside the docs versions' own pages keeps the choice: the
    // navbar's "API" doc item leads into 19.x, and the menu says so.
    await page.goto(server.url + '/Detox/search');
    await page.waitForSelector('.navbar .version-menu__button');
    assert.equal(await menu(page).innerText(), '19.x');
    assert.equal(await page.locator('.navbar').getByRole('link', { name: 'API', exact: true }).first().getAttribute('href'), '/Detox/docs/19.x/api/matchers');
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});
