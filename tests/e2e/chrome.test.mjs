// Site chrome: theme, announcement, mobile menu, crash page, corrupted pack, base-path banner,
// hide-on-scroll navbar, skip link. Uses the compiled site where its configuration allows, and
// the runtime's fixture site for configurations the content does not have.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { corruptCopy, crashCopy, fileUrl, fixtureSite, launch, readSite, serve, siteFile, watchErrors } from './harness.mjs';

const file = siteFile();
const site = await readSite(file);
const { manifest } = site;
const basePath = '/' + manifest.site.base_path.split('/').filter(Boolean).join('/');
const sidebarPage = manifest.routes.find((r) => site.page(r.path).sidebar != null);

let browser, server, root;
before(async () => {
  browser = await launch();
  server = await serve(file);
  root = server.url + (basePath === '/' ? '' : basePath);
});
after(async () => { await server?.close(); await browser?.close(); });

async function open(url, options = {}) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await page.goto(url);
  await page.waitForSelector('#main');
  return { ctx, page, errors };
}

describe('theme', () => {
  test('light by default even when the system prefers dark; the toggle persists across reload', async () => {
    const { ctx, page, errors } = await open(root + '/', { colorScheme: 'dark' });
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    assert.equal(await theme(), 'light');
    await page.locator('header.navbar .theme-toggle').click();
    assert.equal(await theme(), 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    await page.reload();
    await page.waitForSelector('#main');
    assert.equal(await theme(), 'dark');
    // head.js applied it before the runtime ran: the server-sent attribute said light.
    await page.locator('header.navbar .theme-toggle').click();
    assert.equal(await theme(), 'light');
    await page.reload();
    assert.equal(await theme(), 'light');
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});

describe('announcement', () => {
  // The compiled site if it has an announcement, else the fixture.
  const target = manifest.site.announcement ? null : fixtureSite();
  test('closing it is remembered per id; a new id shows it again', async () => {
    const s = target ? await serve(target) : null;
    const url = s ? s.url + '/' : root + '/';
    const { ctx, page, errors } = await open(url);
    const bar = page.locator('.announcement');
    assert.ok(await bar.isVisible());
    await page.locator('button[aria-label="Close announcement"]').click();
    assert.equal(await bar.count(), 0);
    await page.reload();
    await page.waitForSelector('#main');
    assert.equal(await bar.count(), 0, 'stays closed after reload');
    // A different id stored = an older announcement was dismissed: the current one shows.
    await page.evaluate(() => localStorage.setItem('docc-announcement-dismissed', 'some-older-id'));
    await page.reload();
    await page.waitForSelector('.announcement');
    assert.deepEqual(errors, []);
    await ctx.close();
    await s?.close();
  });
});

describe('mobile menu', () => {
  const url = () => root + (sidebarPage ? sidebarPage.path : '/');
  test('below 996 px (995): hamburger opens a menu with the sidebar', async () => {
    const { ctx, page, errors } = await open(url(), { viewport: { width: 995, height: 800 } });
    const burger = page.locator('button[aria-label="Open navigation menu"]');
    assert.ok(await burger.isVisible());
    assert.equal(await burger.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.locator('.sidebar-col').isVisible(), false);
    await burger.click();
    const menu = page.locator('#mobile-menu [role="dialog"]');
    assert.ok(await menu.isVisible());
    assert.equal(await burger.getAttribute('aria-expanded'), 'true');
    if (sidebarPage) {
      assert.ok(await menu.locator('nav[aria-label="Docs sidebar"]').isVisible());
      // Picking a page closes the menu.
      const link = menu.locator('nav[aria-label="Docs sidebar"] a.menu__link:not([aria-current])').first();
      await link.click();
      await page.waitForSelector('#mobile-menu', { state: 'detached' });
    } else {
      await page.keyboard.press('Escape');
      await page.waitForSelector('#mobile-menu', { state: 'detached' });
    }
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('at 996 px: no hamburger, the sidebar is a column', async () => {
    const { ctx, page, errors } = await open(url(), { viewport: { width: 996, height: 800 } });
    assert.equal(await page.locator('button[aria-label="Open navigation menu"]').isVisible(), false);
    if (sidebarPage) assert.ok(await page.locator('.sidebar-col nav[aria-label="Docs sidebar"]').isVisible());
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});

describe('crash page', () => {
  test('a page that throws shows the crash screen with Try again; the rest of the site works', async () => {
    // Break the page chunk of a route that does not share its chunk with the home route if possible.
    const home = manifest.routes.find((r) => r.path === '/');
    const victim = manifest.routes.find((r) => r.path !== '/' && (!home || r.segment !== home.segment)) ?? manifest.routes[0];
    const broken = await crashCopy(file, victim.segment);
    const s = await serve(broken);
    const base = s.url + (basePath === '/' ? '' : basePath);
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await ctx.newPage();
    const crashes = [];
    page.on('console', (m) => { if (m.text().includes('page crashed')) crashes.push(m.text()); });
    await page.goto(base + victim.path);
    const heading = page.locator('main h1', { hasText: 'This page crashed.' });
    await heading.waitFor();
    assert.ok(await page.locator('main [role="alert"] .crash__message').innerText());
    assert.ok(await page.locator('header.navbar').isVisible(), 'the shell survives');
    const before = crashes.length;
    await page.locator('main button', { hasText: 'Try again' }).click();
    await heading.waitFor();
    await page.waitForFunction(() => true);
    assert.ok(crashes.length > before, 'Try again rendered the page again');
    if (home && home.segment !== victim.segment) {
      await page.locator('header .navbar__brand').click();
      await page.waitForFunction(() => !document.querySelector('main .crash'));
    }
    await ctx.close();
    await s.close();
  });
});

describe('corrupted pack', () => {
  const broken = corruptCopy(file);
  for (const mode of ['http', 'file']) {
    test(`shows the red error box with Retry (${mode})`, async () => {
      const s = mode === 'http' ? await serve(broken) : null;
      const ctx = await browser.newContext();
      const page = await ctx.newPage();
      await page.goto(s ? s.url + '/' : fileUrl(broken));
      const box = page.locator('[role="alert"]');
      await box.waitFor();
      assert.match(await box.innerText(), /corrupt|truncated|altered/i);
      assert.equal(await box.evaluate((el) => getComputedStyle(el).borderTopColor), 'rgb(198, 40, 40)');
      const retry = page.locator('button', { hasText: 'Retry' });
      assert.ok(await retry.isVisible());
      await page.evaluate(() => { window.__beforeRetry = true; });
      await Promise.all([page.waitForEvent('load'), retry.click()]);
      assert.equal(await page.evaluate(() => window.__beforeRetry), undefined, 'Retry reloaded the page');
      await ctx.close();
      await s?.close();
    });
  }
});

describe('fixture-only configurations', () => {
  test('served outside its base path, the site explains the configured base URL', async () => {
    const s = await serve(fixtureSite('--base', '/docs/'));
    const { ctx, page } = await open(s.url + '/somewhere/else');
    const banner = page.locator('.base-banner');
    assert.ok(await banner.isVisible());
    assert.match(await banner.innerText(), /\/docs\//);
    await page.goto(s.url + '/docs/docs/intro');
    await page.waitForSelector('#main');
    assert.equal(await page.locator('.base-banner').count(), 0);
    assert.equal(await page.evaluate(() => document.title), 'Introduction | Fixture Docs');
    await ctx.close();
    await s.close();
  });

  test('hide_on_scroll: the navbar hides scrolling down and returns scrolling up', async () => {
    const s = await serve(fixtureSite('--hide-on-scroll'));
    const { ctx, page, errors } = await open(s.url + '/docs/glossary');
    const hidden = () => page.locator('header.navbar').evaluate((el) => el.classList.contains('navbar--hidden'));
    assert.equal(await hidden(), false);
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => document.querySelector('header.navbar').classList.contains('navbar--hidden'));
    await page.mouse.wheel(0, -200);
    await page.waitForFunction(() => !document.querySelector('header.navbar').classList.contains('navbar--hidden'));
    assert.equal(await hidden(), false);
    assert.deepEqual(errors, []);
    await ctx.close();
    await s.close();
  });
});

describe('accessibility basics', () => {
  test('the skip link is the first focusable element and jumps to main', async () => {
    const { ctx, page, errors } = await open(root + '/');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to main content');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'main');
    const footer = manifest.site.footer.length > 0 || manifest.site.copyright !== '';
    for (const landmark of ['header', 'main', ...(footer ? ['footer'] : [])]) assert.ok(await page.locator(landmark).count(), landmark);
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});
