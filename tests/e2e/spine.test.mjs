// Spine: routing and rendering of the compiled site, over http AND from file://.
// Routes, titles and anchors come from the site's own manifest, so the tests follow the content.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileUrl, launch, readSite, routeUrl, serve, siteFile, watchErrors } from './harness.mjs';

const file = siteFile();
const site = await readSite(file);
const { manifest } = site;
const siteTitle = manifest.site.title;
const basePath = '/' + manifest.site.base_path.split('/').filter(Boolean).join('/');
const pages = manifest.routes.map((r) => ({ ...r, page: site.page(r.path) }));
const withSidebar = pages.filter((p) => p.page.sidebar != null);
const depth = (r) => r.split('/').filter(Boolean).length;
// A nested route with a sidebar, as deep as possible.
const nested = [...withSidebar].sort((a, b) => depth(b.path) - depth(a.path))[0];
// The page with the most TOC entries: its last section is far down the page.
const tocPage = [...pages].sort((a, b) => b.page.toc.length - a.page.toc.length)[0];
const expectTitle = (t) => (t && t !== siteTitle ? `${t} | ${siteTitle}` : siteTitle);

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

for (const mode of ['http', 'file']) {
  describe(`spine over ${mode}`, () => {
    let server, base, ctx, page, errors;
    before(async () => {
      if (mode === 'http') { server = await serve(file); base = server.url + (basePath === '/' ? '' : basePath); }
      else base = fileUrl(file);
    });
    after(async () => { await server?.close(); });
    const url = (route, anchor) => routeUrl(mode, base, route, anchor);
    const open = async (route, anchor) => {
      ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      page = await ctx.newPage();
      errors = watchErrors(page);
      await page.goto(url(route, anchor));
      await page.waitForSelector('#docc-main');
    };
    const close = async () => { assert.deepEqual(errors, [], 'no console errors'); await ctx.close(); };
    const waitTitle = (t) => page.waitForFunction((x) => document.title === x, expectTitle(t));
    const currentRoute = () => page.evaluate(([m, b]) => {
      if (m === 'file') return decodeURI(location.hash.slice(1).split('#')[0] || '/');
      const p = decodeURI(location.pathname);
      return b === '/' ? p : p.slice(b.length) || '/';
    }, [mode, basePath]);

    test('the home route renders without console errors', async () => {
      await open('/');
      const home = pages.find((p) => p.path === '/');
      await waitTitle(home ? home.page.title : 'Page Not Found');
      assert.ok(await page.locator('header.navbar').isVisible());
      assert.ok((await page.locator('#docc-main').innerText()).length > 0);
      await close();
    });

    test('deep link to a nested route, sidebar clicks, back and forward', { skip: !nested && 'no sidebar pages' }, async () => {
      await open(nested.path);
      await waitTitle(nested.page.title);
      assert.equal(await currentRoute(), nested.path);
      await page.evaluate(() => { window.__sameDocument = true; });
      // The active sidebar link is marked, and its categories are expanded.
      const active = page.locator('.sidebar-col a[aria-current="page"]');
      if (await active.count()) assert.ok(await active.first().isVisible());
      // Click another visible sidebar link.
      const links = page.locator('.sidebar-col a.menu__link:not([aria-current])');
      const count = await links.count();
      assert.ok(count > 0, 'the sidebar has other links');
      const target = links.nth(count > 1 ? 1 : 0);
      const href = await target.getAttribute('href');
      await target.click();
      await page.waitForFunction((r) => document.querySelector('.sidebar-col a[aria-current="page"]')?.getAttribute('href') === r, href);
      const second = await currentRoute();
      assert.notEqual(second, nested.path);
      const secondPage = pages.find((p) => p.path === second);
      assert.ok(secondPage, `clicked route ${second} exists`);
      await waitTitle(secondPage.page.title);
      assert.equal(await page.evaluate(() => window.__sameDocument), true, 'client-side navigation (no reload)');
      await page.goBack();
      await waitTitle(nested.page.title);
      assert.equal(await currentRoute(), nested.path);
      await page.goForward();
      await waitTitle(secondPage.page.title);
      assert.equal(await page.evaluate(() => window.__sameDocument), true);
      await close();
    });

    test('.html and /index.html are stripped', async () => {
      const target = nested ?? pages.find((p) => p.path !== '/');
      await open(target.path + '.html');
      await waitTitle(target.page.title);
      await page.goto(url(target.path + '/'));
      await waitTitle(target.page.title);
      const home = pages.find((p) => p.path === '/');
      if (home) {
        await page.goto(url('/index.html'));
        await waitTitle(home.page.title);
      }
      await close();
    });

    test('an anchor scrolls its heading into view', { skip: !tocPage?.page.toc.length && 'no TOC entries' }, async () => {
      const anchor = tocPage.page.toc[tocPage.page.toc.length - 1].id;
      await open(tocPage.path, anchor);
      await waitTitle(tocPage.page.title);
      await page.waitForFunction((id) => {
        const el = document.getElementById(id);
        if (!el) return false;
        const top = el.getBoundingClientRect().top;
        return top >= 0 && top < innerHeight / 2;
      }, anchor);
      // A TOC click scrolls too (back to the first section). First wait until the TOC has
      // followed the scroll (its active entry is revealed inside its own column on the next
      // frame): a click while that column still moves can land on a neighbouring entry.
      await page.waitForSelector(`.toc a.toc__link--active[href$="#${encodeURIComponent(anchor)}"]`);
      const first = tocPage.page.toc[0].id;
      // A DOM click: the TOC column may still be revealing its active entry, and a pointer
      // click at coordinates could land on a neighbour while it moves (seen under load).
      await page.locator(`.toc a[href$="#${encodeURIComponent(first)}"]`).evaluate((a) => /** @type {HTMLElement} */ (a).click());
      await page.waitForFunction((id) => Math.abs(document.getElementById(id).getBoundingClientRect().top) < innerHeight / 2, first);
      await close();
    });

    test('an unknown route shows the Page Not Found page with a link home', async () => {
      await open('/definitely/not/a/page');
      await waitTitle('Page Not Found');
      assert.equal(await page.locator('main h1').innerText(), 'Page Not Found');
      await page.locator('main a', { hasText: 'home' }).click();
      await page.waitForFunction(() => !document.title.startsWith('Page Not Found'));
      assert.equal(await currentRoute(), '/');
      await close();
    });
  });
}
