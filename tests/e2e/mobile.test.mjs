// Mobile-proof references (issue 12): no route of the content site scrolls sideways at 390 px
// or 1,280 px (every route, not a sample: one page per width, client-side navigation from route
// to route), no heading id equals an id of the chrome, the sidebar shows its active item after a
// deep link, the TOC keeps its active entry in view, focus moves to the h1 after navigation,
// `/x/index.html` resolves, and images carry their size from the compiler.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, navigate, openPage, closePage, readSite, serve, siteFile, until, visit } from './harness.mjs';

const file = siteFile();
const site = await readSite(file);
const { manifest } = site;
const basePath = '/' + manifest.site.base_path.split('/').filter(Boolean).join('/');
const routes = manifest.routes.map((r) => r.path);

let browser, server, root;
before(async () => {
  browser = await launch();
  server = await serve(file);
  root = server.url + (basePath === '/' ? '' : basePath);
});
after(async () => { await server?.close(); await browser?.close(); });

/** Client-side navigation to `route`, resolved once the routed page has rendered. */
async function go(page, route) {
  await navigate(page, root, route);
  await page.waitForFunction((r) => document.getElementById('docc-main')?.dataset.route === r, route);
}

/** The document's widths and, when it overflows, the deepest elements sticking out on the right. */
const measure = () => {
  const de = document.documentElement;
  const out = { route: document.getElementById('docc-main')?.dataset.route, scrollWidth: de.scrollWidth, clientWidth: de.clientWidth };
  if (de.scrollWidth <= de.clientWidth) return out;
  // Deepest elements past the right edge, skipping boxes that scroll or clip their own content.
  const culprits = [];
  const walk = (el) => {
    if (culprits.length >= 3) return;
    const r = el.getBoundingClientRect();
    const clips = /auto|scroll|hidden|clip/.test(getComputedStyle(el).overflowX);
    if (clips && r.right <= de.clientWidth + 0.5) return;
    const before = culprits.length;
    for (const c of el.children) walk(c);
    if (culprits.length === before && r.right > de.clientWidth + 0.5 && r.width > 0) {
      const cls = typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\s+/).join('.') : '';
      culprits.push(`${el.tagName.toLowerCase()}${cls} right=${Math.round(r.right)} "${(el.textContent ?? '').slice(0, 50).replace(/\s+/g, ' ')}"`);
    }
  };
  walk(document.getElementById('docc-root'));
  return { ...out, culprits };
};

/** Headings of the routed page whose id is not unique in the document (a clash with the chrome or another element). */
const idClashes = () => [...document.querySelectorAll('#docc-main :is(h1, h2, h3, h4, h5, h6)[id]')]
  .filter((h) => document.getElementById(h.id) !== h || document.querySelectorAll(`[id="${CSS.escape(h.id)}"]`).length > 1)
  .map((h) => h.id);
/** The chrome's own ids (everything outside the routed page, plus the page frame), all namespaced. */
const chromeIds = () => [...document.querySelectorAll('[id]')]
  .filter((el) => !el.closest('#docc-main') || el.id === 'docc-main' || el.id === 'docc-code-samples' || el.id === 'docc-footnotes-label')
  .map((el) => el.id);
/** Embedded images (raster and SVG) of the page that reach the browser without width/height (their box would jump when they decode). */
const unsizedImages = () => [.../** @type {NodeListOf<HTMLImageElement>} */ (document.querySelectorAll('#docc-main img'))]
  .filter((img) => img.src.startsWith('blob:') && !(img.getAttribute('width') && img.getAttribute('height')))
  .map((img) => img.alt || img.src);

// The two widths run at once, each in its own page: every route twice is the longest walk of the
// suite, and on two cores it is the browser, not this process, that does the work.
describe('no route scrolls sideways', { concurrency: 2 }, () => {
  for (const width of [390, 1280]) {
    // At 390 px every route is opened as /route/index.html (a hosted server's directory index
    // URL): the router must resolve it to the route itself.
    const viaIndex = width === 390;
    test(`all ${routes.length} routes at ${width} px: document scrollWidth <= clientWidth${viaIndex ? ' (each opened as /route/index.html)' : ''}; heading ids unique; images sized`, async () => {
      const opened = await openPage(browser, root + '/', { viewport: { width, height: 800 } });
      const { page } = opened;
      const failures = [];
      const clashes = [];
      const unsized = [];
      const chrome = new Set();
      for (const route of routes) {
        if (viaIndex) {
          const url = route === '/' ? '/index.html' : route + '/index.html';
          await navigate(page, root, url);
          await page.waitForFunction((r) => document.getElementById('docc-main')?.dataset.route === r, route);
        } else await go(page, route);
        const m = await page.evaluate(measure);
        if (m.scrollWidth > m.clientWidth) failures.push(m);
        for (const id of await page.evaluate(idClashes)) clashes.push(`${route}#${id}`);
        for (const img of await page.evaluate(unsizedImages)) unsized.push(`${route}: ${img}`);
        for (const id of await page.evaluate(chromeIds)) chrome.add(id);
      }
      if (failures.length) {
        console.log(`${failures.length} of ${routes.length} routes overflow at ${width} px:\n`
          + failures.map((f) => `  ${f.route}: ${f.scrollWidth} > ${f.clientWidth}\n    ${f.culprits.join('\n    ')}`).join('\n'));
      }
      assert.deepEqual(failures.map((f) => `${f.route} ${f.scrollWidth}>${f.clientWidth}`), []);
      assert.deepEqual(clashes, [], 'a heading id is also the id of another element (chrome or content)');
      assert.deepEqual([...chrome].filter((id) => !id.startsWith('docc-') && !/^«?:?r[0-9a-z]+/.test(id)), [], 'every chrome id is namespaced docc-');
      assert.deepEqual(unsized, [], 'embedded images carry width and height');
      await closePage(opened);
    });
  }
});

/** Is the sidebar's current entry inside the sidebar's visible box and the viewport? */
const activeSidebarEntry = () => {
  const nav = document.querySelector('.sidebar-col .menu');
  const link = nav?.querySelector('[aria-current="page"]');
  if (!link) return { found: false };
  const n = nav.getBoundingClientRect(), l = link.getBoundingClientRect();
  return { found: true, visible: l.top >= n.top && l.bottom <= n.bottom && l.bottom <= innerHeight, top: Math.round(l.top), navTop: Math.round(n.top), navBottom: Math.round(n.bottom) };
};

/** Waits (up to 5 s) until the sidebar's active entry is in view; the assertion that follows says what it saw. */
const sidebarSettled = (page) => until(page, activeSidebarEntry, (s) => s.visible === true);

/** Routes of a sidebar's links in order, and of the sidebar that holds `route`. */
function sidebarLinks(items, out = []) {
  for (const it of items) {
    if (it.Link) out.push(it.Link.route);
    else { if (it.Category.route) out.push(it.Category.route); sidebarLinks(it.Category.items, out); }
  }
  return out;
}

describe('keeping one\'s place', () => {
  for (const [name, prefix] of [['API', '/OpenAPI'], ['SDK', '/api']]) {
    test(`a deep link to the last entry of the ${name} sidebar shows that entry in the sidebar, without scrolling the page`, async () => {
      const side = manifest.sidebars.map((s) => sidebarLinks(s.items)).filter((l) => l.some((r) => r.startsWith(prefix + '/')))
        .sort((a, b) => b.length - a.length)[0];
      assert.ok(side && side.length > 20, `a long ${name} sidebar`);
      const target = side[side.length - 1];
      const opened = await openPage(browser, root + encodeURI(target));
      const { page } = opened;
      await sidebarSettled(page);
      const state = await page.evaluate(activeSidebarEntry);
      assert.ok(state.found && state.visible, `${target}: active entry ${JSON.stringify(state)}`);
      assert.equal(await page.evaluate(() => scrollY), 0, 'the page itself did not scroll');
      // Client-side navigation to the first entry: the sidebar follows.
      await go(page, side[0]);
      await sidebarSettled(page);
      const back = await page.evaluate(activeSidebarEntry);
      assert.ok(back.found && back.visible, `${side[0]}: active entry ${JSON.stringify(back)}`);
      await closePage(opened);
    });
  }

  test('the TOC keeps its active entry inside its column while the page scrolls', async () => {
    const longest = manifest.routes.map((r) => site.page(r.path)).filter(Boolean).sort((a, b) => b.toc.length - a.toc.length)[0];
    assert.ok(longest.toc.length > 30, `a page with a long TOC (${longest.route}: ${longest.toc.length})`);
    const opened = await openPage(browser, root + encodeURI(longest.route), { viewport: { width: 1280, height: 600 } });
    const { page } = opened;
    const tocState = () => {
      const col = document.querySelector('.toc-col'), a = col?.querySelector('.toc__link--active');
      if (!a) return { active: null };
      const c = col.getBoundingClientRect(), r = a.getBoundingClientRect();
      // Inside the column's box and on screen (at the very end the sticky column rides up with the page).
      return { active: a.textContent, inside: r.top >= Math.max(c.top, 0) - 1 && r.bottom <= Math.min(c.bottom, innerHeight) + 1, top: r.top, bottom: r.bottom, colTop: c.top, colBottom: c.bottom };
    };
    for (const frac of [0.5, 1]) {
      await page.evaluate((f) => scrollTo(0, f * document.documentElement.scrollHeight), frac);
      // Waits (up to 5 s) for the condition, not a fixed time; the assertion says what it saw.
      const s = await until(page, tocState, (t) => t.inside === true);
      assert.ok(s.inside, `scrolled to ${frac * 100}%: ${JSON.stringify(s)}`);
    }
    await closePage(opened);
  });

  test('focus moves to the page title (h1) after client-side navigation, not on first load', async () => {
    const from = manifest.routes.find((r) => site.page(r.path)?.next && !site.page(r.path).hide_title)?.path;
    const opened = await openPage(browser, root + encodeURI(from));
    const { page } = opened;
    assert.equal(await page.evaluate(() => document.activeElement === document.body), true, 'first load leaves focus alone');
    const to = site.page(from).next.route;
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForFunction((r) => document.getElementById('docc-main')?.dataset.route === r, to);
    const focused = await page.evaluate(() => ({ tag: document.activeElement?.tagName, inMain: !!document.activeElement?.closest('#docc-main'), tabIndex: document.activeElement?.getAttribute('tabindex') }));
    assert.deepEqual(focused, { tag: 'H1', inMain: true, tabIndex: '-1' });
    await closePage(opened);
  });

  test('at 390 px the samples panel follows the parameters, code buttons sit above the code; API sidebar badges never wrap their labels', async () => {
    const op = manifest.routes.find((r) => site.page(r.path)?.kind === 'ApiOperation').path;
    const opened = await openPage(browser, root + encodeURI(op), { viewport: { width: 390, height: 800 } });
    const { page } = opened;
    await page.waitForSelector('.api-op__panel');
    const order = await page.evaluate(() => {
      const top = (sel) => document.querySelector(sel)?.getBoundingClientRect().top ?? null;
      return { main: document.querySelector('.api-op__main').getBoundingClientRect().bottom, panel: top('.api-op__panel'), rest: top('.api-op__rest') };
    });
    assert.ok(order.panel >= order.main - 1, `samples after summary and parameters: ${JSON.stringify(order)}`);
    assert.ok(order.rest == null || order.rest >= order.panel, `request body and responses after the samples: ${JSON.stringify(order)}`);
    // Copy/wrap buttons never overlap the first line of any code block on the page.
    const covered = await page.evaluate(() => [...document.querySelectorAll('.code-block')].filter((b) => {
      const btn = b.querySelector('.code-block__buttons')?.getBoundingClientRect();
      const code = b.querySelector('pre')?.getBoundingClientRect();
      return btn && code && btn.height > 0 && btn.bottom > code.top + 1 && btn.top < code.bottom && btn.right > code.left && btn.left < code.right;
    }).length);
    assert.equal(covered, 0, 'code buttons cover code');
    assert.ok(await page.locator('.code-block .code-block__buttons').count() > 0, 'the page has code blocks with buttons');
    // Method badges: a column of their own, so a long label wraps beside the badge, never under it.
    await page.setViewportSize({ width: 1280, height: 800 });
    const wrapped = await page.evaluate(() => [...document.querySelectorAll('.menu__link--badged')].filter((a) => {
      const badge = a.querySelector('.menu__badge').getBoundingClientRect();
      const label = [...a.childNodes].filter((n) => n !== a.querySelector('.menu__badge'));
      const range = document.createRange();
      range.setStartBefore(label[0]); range.setEndAfter(label[label.length - 1]);
      return Math.min(...[...range.getClientRects()].map((r) => r.left)) < badge.right - 1;
    }).map((a) => a.textContent));
    assert.deepEqual(wrapped, [], 'no line of a badged label starts under its badge');
    assert.ok(await page.locator('.menu__link--badged').count() > 0, 'the API sidebar has badged entries');
    await closePage(opened);
  });

  test('/route/index.html opens the route on a fresh load; a folder of pages opens its first page', async () => {
    const deep = routes.find((r) => r.split('/').length > 3);
    const opened = await openPage(browser, root + encodeURI(deep) + '/index.html');
    const { page } = opened;
    assert.equal(await page.evaluate(() => document.getElementById('docc-main')?.dataset.route), deep);
    assert.equal(await page.locator('.not-found').count(), 0);
    // '/Documentation' is a folder of pages, not a page.
    const folder = '/' + deep.split('/')[1];
    if (!site.page(folder)) {
      await visit(page, root + folder + '/index.html');
      await page.waitForFunction((f) => document.getElementById('docc-main')?.dataset.route.startsWith(f + '/'), folder);
      assert.equal(await page.locator('.not-found').count(), 0);
    }
    await closePage(opened);
  });
});

describe('the drawer at 390 px: two levels, as Docusaurus', () => {
  const withSidebar = routes.find((r) => r.startsWith('/Documentation/') && site.page(r)?.sidebar != null);
  const withoutSidebar = routes.find((r) => site.page(r)?.sidebar == null && site.page(r)?.kind === 'Standalone') ?? '/';
  const drawer = (page) => page.locator('#docc-mobile-menu [role="dialog"]');
  const mainMenu = (page) => drawer(page).locator('nav[aria-label="Main menu"]');
  const sidebar = (page) => drawer(page).locator('nav[aria-label="Docs sidebar"]');

  test('a docs page opens on its sidebar; "← Back to main menu" shows the navbar links alone and back again, by keyboard; Escape closes', async () => {
    assert.ok(withSidebar, 'a docs page with a sidebar');
    const { ctx, page, errors } = await openPage(browser, root + encodeURI(withSidebar), { viewport: { width: 390, height: 800 }, isMobile: true });
    await page.locator('button[aria-label="Open navigation menu"]').click();
    await drawer(page).waitFor();
    // First level: the sidebar, with its active page, and no navbar link mixed in.
    assert.ok(await sidebar(page).isVisible());
    assert.equal(await mainMenu(page).count(), 0, 'the navbar links are one level up');
    assert.equal(await sidebar(page).locator('a.menu__link[aria-current="page"]').count(), 1);
    const back = drawer(page).getByRole('button', { name: '← Back to main menu' });
    assert.ok(await back.isVisible());
    // Keyboard: Tab from the close button reaches the switch, Enter goes to the main menu.
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Close navigation menu');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), '← Back to main menu');
    await page.keyboard.press('Enter');
    await mainMenu(page).waitFor();
    assert.equal(await sidebar(page).count(), 0, 'the sidebar is one level down');
    const labels = (await mainMenu(page).locator('a').allInnerTexts()).map((s) => s.trim());
    const want = manifest.site.navbar.items.map((i) => i.label);
    for (const l of want) assert.ok(labels.includes(l), `${l} in ${labels}`);
    const forward = drawer(page).getByRole('button', { name: 'Docs sidebar →' });
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Docs sidebar →', 'focus follows the level');
    await page.keyboard.press('Enter');
    await sidebar(page).waitFor();
    assert.equal(await forward.count(), 0);
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), '← Back to main menu');
    // Escape closes from either level, focus back on the hamburger.
    await page.keyboard.press('Escape');
    await page.waitForSelector('#docc-mobile-menu', { state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Open navigation menu');
    // Opened again it starts on the sidebar; picking a main-menu link navigates and closes it.
    await page.locator('button[aria-label="Open navigation menu"]').click();
    await drawer(page).getByRole('button', { name: '← Back to main menu' }).click();
    await mainMenu(page).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForSelector('#docc-mobile-menu', { state: 'detached' });
    await closePage({ ctx, errors });
  });

  test('a page without a sidebar opens on the main menu, with no level switch', async () => {
    const { ctx, page, errors } = await openPage(browser, root + encodeURI(withoutSidebar), { viewport: { width: 390, height: 800 }, isMobile: true });
    await page.locator('button[aria-label="Open navigation menu"]').click();
    await drawer(page).waitFor();
    assert.ok(await mainMenu(page).isVisible());
    assert.equal(await drawer(page).locator('.mobile-menu__switch').count(), 0);
    await page.keyboard.press('Escape');
    await page.waitForSelector('#docc-mobile-menu', { state: 'detached' });
    await closePage({ ctx, errors });
  });
});
