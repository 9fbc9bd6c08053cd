// Keyboard alone: every control is reached with Tab in document order and shows a visible
// focus indicator (a computed outline or box-shadow while :focus-visible), and works with
// Enter / Space: navbar links, theme toggle, sidebar category toggles, TOC links, code block
// buttons, the mobile menu. Uses the compiled site when it has the features needed (a TOC,
// a code block, a collapsible sidebar category), else fixtures/e2e compiled by docc.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compileFixture, launch, readSite, serve, siteFile, watchErrors } from './harness.mjs';

async function features(file) {
  const site = await readSite(file);
  const pages = site.manifest.routes.map((r) => ({ path: r.path, page: site.page(r.path) }));
  const code = (v) => v && typeof v === 'object' && (v.Code?.lines || Object.values(v).some(code));
  const target = pages.find((p) => p.page.toc.length >= 2 && p.page.sidebar != null && code(p.page.blocks));
  const cats = [];
  const walk = (items) => items.forEach((it) => { if (it.Category) { if (it.Category.collapsible) cats.push(it.Category); walk(it.Category.items); } });
  if (target) walk(site.manifest.sidebars[target.page.sidebar]?.items ?? []);
  return target && cats.length >= 1 ? { site, target } : null;
}

let file = siteFile();
let found = await features(file);
if (!found) {
  console.warn('\n*** the content site lacks a page with a TOC, a code block and a collapsible sidebar category: keyboard tests use fixtures/e2e ***\n');
  file = compileFixture('e2e');
  found = await features(file);
  if (!found) throw new Error('fixtures/e2e lost the page the keyboard tests need (guide/setup: TOC, code block, collapsible category)');
}
const { site, target } = found;
const basePath = '/' + site.manifest.site.base_path.split('/').filter(Boolean).join('/');

let browser, server, root;
before(async () => {
  browser = await launch();
  server = await serve(file);
  root = server.url + (basePath === '/' ? '' : basePath);
});
after(async () => { await server?.close(); await browser?.close(); });

async function open(route, viewport = { width: 1280, height: 800 }) {
  const ctx = await browser.newContext({ viewport });
  await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await page.goto(root + route);
  await page.waitForSelector('#docc-main');
  return { ctx, page, errors };
}

/** The focused element: a short description and whether its focus is visibly drawn. */
const focused = (page) => page.evaluate(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const cs = getComputedStyle(el);
  const outline = cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0;
  const shadow = cs.boxShadow && cs.boxShadow !== 'none';
  const label = el.getAttribute('aria-label') || el.textContent.trim().slice(0, 40);
  return { tag: el.tagName.toLowerCase(), cls: /** @type {any} */ (el.className)?.baseVal ?? el.className, label, visible: el.matches(':focus-visible') && (outline || shadow) };
});

/**
 * Presses Tab until `match(focused)` holds; every element passed on the way must show its focus.
 * Returns the list of elements visited.
 */
async function tabTo(page, match, what, max = 300) {
  const seen = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    assert.ok(f, `Tab left the document before reaching ${what} (after ${seen.map((s) => s.label).join(' → ')})`);
    assert.ok(f.visible, `focus is not visible on <${f.tag} class="${f.cls}"> ${f.label}`);
    seen.push(f);
    if (match(f)) return seen;
  }
  assert.fail(`${what} not reached with Tab`);
}
const hasCls = (c) => (f) => typeof f.cls === 'string' && f.cls.split(' ').includes(c);

describe('keyboard only', () => {
  test('Tab walks the navbar in order with visible focus; the theme toggle works with Enter and Space', async () => {
    const { ctx, page, errors } = await open(target.path);
    const seen = await tabTo(page, hasCls('theme-toggle'), 'the theme toggle');
    assert.equal(seen[0].label, 'Skip to main content', 'the skip link comes first');
    const labels = seen.map((s) => s.label);
    const brand = seen.findIndex(hasCls('navbar__brand'));
    const search = seen.findIndex(hasCls('search-button'));
    assert.ok(brand > 0 && search > brand, `brand, then search: ${labels.join(' → ')}`);
    // Every visible navbar link is reached, between the brand and the theme toggle, in DOM order.
    const navLinks = await page.locator('header.navbar a.navbar__link:visible').evaluateAll((els) => els.map((e) => e.textContent.trim()));
    const reached = seen.slice(brand + 1).filter(hasCls('navbar__link')).map((s) => s.label);
    assert.deepEqual(reached, navLinks);
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    assert.equal(await theme(), 'light');
    await page.keyboard.press('Enter');
    assert.equal(await theme(), 'dark');
    await page.keyboard.press('Space');
    assert.equal(await theme(), 'light');
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('sidebar: category toggles open and close with Enter and Space; a link opens with Enter', async () => {
    const { ctx, page, errors } = await open(target.path);
    await tabTo(page, hasCls('menu__caret'), 'a sidebar category toggle');
    const expanded = () => page.evaluate(() => document.activeElement.getAttribute('aria-expanded'));
    const first = await expanded();
    await page.keyboard.press('Enter');
    assert.notEqual(await expanded(), first, 'Enter toggles');
    await page.keyboard.press('Space');
    assert.equal(await expanded(), first, 'Space toggles back');
    // A sidebar link other than the current page, reached with Tab, opens with Enter.
    const seen = await tabTo(page, (f) => f.tag === 'a' && hasCls('menu__link')(f) && !hasCls('menu__link--active')(f), 'another sidebar link');
    const href = await page.evaluate(() => document.activeElement.getAttribute('href'));
    await page.keyboard.press('Enter');
    await page.waitForFunction((h) => document.querySelector('.sidebar-col a[aria-current="page"]')?.getAttribute('href') === h, href);
    assert.ok(seen.length > 0);
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('code block: the wrap toggle and the copy button are reached with Tab and work with Space and Enter', async () => {
    const { ctx, page, errors } = await open(target.path);
    await tabTo(page, (f) => f.label === 'Toggle word wrap', 'the wrap toggle');
    const block = page.locator('.code-block:has(button:focus)');
    // The buttons (hidden until hover) fade in while focused.
    await page.waitForFunction(() => getComputedStyle(document.activeElement.closest('.code-block__buttons')).opacity === '1');
    await page.keyboard.press('Space');
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-pressed')), 'true');
    await tabTo(page, (f) => f.label === 'Copy code to clipboard', 'the copy button');
    await page.keyboard.press('Enter');
    await block.locator('button[aria-label="Copied"]').waitFor();
    const shown = await block.locator('pre').evaluate((el) => el.textContent);
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), shown.replace(/\n$/, ''));
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('TOC: a link reached with Tab jumps to its heading with Enter', async () => {
    const { ctx, page, errors } = await open(target.path);
    const last = target.page.toc[target.page.toc.length - 1];
    await tabTo(page, (f) => hasCls('toc__link')(f) && f.label === last.text, `the TOC link '${last.text}'`);
    await page.keyboard.press('Enter');
    await page.waitForFunction((id) => decodeURIComponent(location.hash.slice(1)) === id, last.id);
    await page.waitForFunction((id) => { const r = document.getElementById(id).getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight; }, last.id);
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('mobile menu: opens with Enter, focus moves into it, Escape closes it and focus returns', async () => {
    const { ctx, page, errors } = await open(target.path, { width: 995, height: 800 });
    await tabTo(page, (f) => f.label === 'Open navigation menu', 'the hamburger');
    await page.keyboard.press('Enter');
    await page.locator('#docc-mobile-menu [role="dialog"]').waitFor();
    assert.equal((await focused(page)).label, 'Close navigation menu');
    // The drawer's own links are reachable.
    await tabTo(page, (f) => f.tag === 'a' && hasCls('menu__link')(f), 'a sidebar link in the menu', 40);
    await page.keyboard.press('Escape');
    await page.waitForSelector('#docc-mobile-menu', { state: 'detached' });
    assert.equal((await focused(page)).label, 'Open navigation menu');
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});
