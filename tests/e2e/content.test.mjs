// Content rendering of the compiled site: every route, images, code blocks, sidebar, TOC.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { compileFixture, fileUrl, launch, readSite, routeUrl, serve, siteFile, watchErrors, openPage } from './harness.mjs';

const file = siteFile();
const site = await readSite(file);
const { manifest } = site;
const basePath = '/' + manifest.site.base_path.split('/').filter(Boolean).join('/');
const pages = manifest.routes.map((r) => ({ ...r, page: site.page(r.path) }));

/** Does any block (deeply) satisfy pred? */
function findBlock(blocks, pred) {
  const seen = new Set();
  const walk = (v) => {
    if (!v || typeof v !== 'object' || seen.has(v)) return false;
    seen.add(v);
    if (pred(v)) return true;
    return Object.values(v).some(walk);
  };
  return walk(blocks);
}
const isCode = (b) => b.Code && Array.isArray(b.Code.lines);
const highlighted = (b) => isCode(b) && b.Code.lines.some((l) => l.some((t) => t.class > 0));
const codePage = pages.find((p) => findBlock(p.page.blocks, highlighted)) ?? pages.find((p) => findBlock(p.page.blocks, isCode));
const imagePage = pages.find((p) => findBlock(p.page.blocks, (b) => b.Image && b.Image.asset != null));
const tocPage = [...pages].sort((a, b) => b.page.toc.length - a.page.toc.length)[0];

let browser, server, base;
before(async () => {
  browser = await launch();
  server = await serve(file);
  base = server.url + (basePath === '/' ? '' : basePath);
});
after(async () => { await server?.close(); await browser?.close(); });

const open = (url, options) => openPage(browser, url, options);

/** Routes navigated client-side per page load; each batch starts with a full load of its first route. */
const RELOAD_EVERY = 100;

/**
 * Client-side navigation to `url`, as the router's back/forward path does (pushState, then a
 * popstate event, which router.ts answers by re-reading location). Resolves once <main> holds a
 * freshly mounted page (its error boundary is keyed by route) and the title is `expected`.
 */
function visit(page, url, expected) {
  return page.evaluate(async ({ url, expected }) => {
    const before = document.querySelector('#docc-main')?.firstElementChild ?? null;
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
    const t0 = performance.now();
    const done = () => {
      const first = document.querySelector('#docc-main')?.firstElementChild ?? null;
      return first !== null && first !== before && document.title === expected;
    };
    while (!done()) {
      if (performance.now() - t0 > 10_000) return { timeout: true, title: document.title };
      await new Promise((r) => requestAnimationFrame(r));
    }
    return { timeout: false };
  }, { url, expected });
}

test(`every route (${pages.length}) renders without a crash or console error`, async () => {
  const { ctx, page, errors } = await open(base + '/');
  const failures = [];
  for (const [i, p] of pages.entries()) {
    const url = routeUrl('http', base, p.path);
    // The compiler's document title: 'Page | Site', made distinct site-wide (hosted.rs route_metas);
    // the page leaves the default empty and the runtime builds it (meta.ts).
    const expected = p.page.meta_title || (p.page.title && p.page.title !== manifest.site.title ? `${p.page.title} | ${manifest.site.title}` : manifest.site.title);
    if (expected !== manifest.site.title && (!expected.startsWith(p.page.title) || !expected.endsWith(` | ${manifest.site.title}`))) failures.push(`${p.path}: meta_title '${expected}' does not name the page`);
    const seen = errors.length;
    if (i % RELOAD_EVERY === 0) {
      await page.goto(url);
      await page.waitForSelector('#docc-main');
      await page.waitForFunction((t) => document.title === t, expected, { timeout: 10_000 }).catch(() => {});
    } else {
      const r = await visit(page, url, expected);
      if (r.timeout) failures.push(`${p.path}: not rendered within 10 s (title '${r.title}', expected '${expected}')`);
    }
    const title = await page.title();
    if (title !== expected) failures.push(`${p.path}: title '${title}', expected '${expected}'`);
    const crash = page.locator('main .crash');
    if (await crash.count()) failures.push(`${p.path} crashed: ${await crash.first().innerText()}`);
    if (errors.length > seen) failures.push(`${p.path} (or just before): ${errors.slice(seen).join('; ')}`);
    if (failures.length >= 20) break; // enough to act on
  }
  assert.deepEqual(failures, []);
  assert.deepEqual(errors, []);
  await ctx.close();
});

for (const mode of ['http', 'file']) {
  test(`pack images load (${mode})`, { skip: !imagePage && 'no embedded images' }, async () => {
    const url = mode === 'http' ? routeUrl('http', base, imagePage.path) : routeUrl('file', fileUrl(file), imagePage.path);
    const { ctx, page, errors } = await open(url);
    const img = page.locator('main img[src^="blob:"]').first();
    await img.waitFor();
    await img.scrollIntoViewIfNeeded();
    await page.waitForFunction((el) => el.complete && el.naturalWidth > 0, await img.elementHandle());
    assert.deepEqual(errors, []);
    await ctx.close();
  });
}

describe('code blocks', { skip: !codePage && 'no code blocks' }, () => {
  test('copy button copies the code; wrap toggle switches line wrapping', async () => {
    const { ctx, page, errors } = await open(routeUrl('http', base, codePage.path));
    await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const block = page.locator('.code-block').first();
    await block.scrollIntoViewIfNeeded();
    await block.hover();
    const copy = block.locator('button[aria-label="Copy code to clipboard"]');
    await copy.click();
    await block.locator('button[aria-label="Copied"]').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const shown = await block.locator('pre').evaluate((el) => el.textContent);
    assert.equal(copied, shown.replace(/\n$/, ''));
    const wrap = block.locator('button[aria-label="Toggle word wrap"]');
    assert.equal(await wrap.getAttribute('aria-pressed'), 'false');
    await wrap.click();
    assert.equal(await wrap.getAttribute('aria-pressed'), 'true');
    assert.equal(await block.locator('code').evaluate((el) => getComputedStyle(el).whiteSpace), 'pre-wrap');
    if (findBlock(codePage.page.blocks, highlighted)) assert.ok(await page.locator('.code-block span[class^="tk-"]').count() > 0, 'tokens are rendered with tk-* classes');
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});

/** A page with a code block that has a title and highlighted lines, in `file` (or null). */
async function titledCode(f) {
  const s = await readSite(f);
  for (const r of s.manifest.routes) {
    const p = s.page(r.path);
    /** @type {any} */
    let hit = null;
    findBlock(p.blocks, (b) => { if (isCode(b) && b.Code.title && b.Code.highlight.length && !hit) hit = b.Code; return false; });
    if (hit) return { route: r.path, code: hit };
  }
  return null;
}

test('code block title bar, language label and highlighted lines', async () => {
  // The content site's first titled block with highlighted lines, else fixtures/e2e's (compiled by docc).
  let target = await titledCode(file);
  let s = null;
  if (!target) { const f = compileFixture('e2e'); target = await titledCode(f); s = await serve(f); }
  const url = s ? s.url + target.route : routeUrl('http', base, target.route);
  const { ctx, page, errors } = await open(url);
  const { code } = target;
  const block = page.locator('.code-block', { has: page.locator('.code-block__title', { hasText: code.title }) }).first();
  await block.scrollIntoViewIfNeeded();
  assert.equal(await block.locator('.code-block__header .code-block__title').innerText(), code.title);
  if (code.lang) assert.equal(await block.locator('.code-block__header .code-block__lang').innerText(), code.lang.toLowerCase());
  const lines = block.locator('.code-line');
  assert.equal(await lines.count(), code.lines.length);
  const marked = await lines.evaluateAll((els) => els.flatMap((el, i) => (el.classList.contains('code-line--hl') ? [i + 1] : [])));
  assert.deepEqual(marked, [...code.highlight].sort((a, b) => a - b));
  const bg = (i) => lines.nth(i).evaluate((el) => getComputedStyle(el).backgroundColor);
  const plain = code.lines.findIndex((_, i) => !code.highlight.includes(i + 1));
  assert.notEqual(await bg(code.highlight[0] - 1), await bg(plain), 'highlighted lines have their own background');
  assert.deepEqual(errors, []);
  await ctx.close();
  await s?.close();
});

describe('sidebar', () => {
  const docs = manifest.sidebars[0];
  const categories = [];
  const walk = (items) => items.forEach((it) => { if (it.Category) { categories.push(it.Category); walk(it.Category.items); } });
  if (docs) walk(docs.items);
  const collapsible = categories.filter((c) => c.collapsible && c.items.some((i) => i.Link));
  test('categories toggle with aria-expanded and are never collapsed automatically', { skip: collapsible.length < 2 && 'needs two collapsible categories' }, async () => {
    const [a, b] = collapsible;
    const firstLink = (c) => c.items.find((i) => i.Link).Link.route;
    const { ctx, page, errors } = await open(routeUrl('http', base, firstLink(a)));
    const caret = (c) => page.locator(`.sidebar-col button.menu__caret[aria-label$="'${c.label}'"]`).first();
    assert.equal(await caret(a).getAttribute('aria-expanded'), 'true', 'the active route opens its category');
    // Open b with its toggle, then navigate into b: a stays open.
    if ((await caret(b).getAttribute('aria-expanded')) === 'false') await caret(b).click();
    assert.equal(await caret(b).getAttribute('aria-expanded'), 'true');
    await page.locator(`.sidebar-col a[href$="${encodeURI(firstLink(b))}"]`).first().click();
    await page.waitForFunction((r) => document.querySelector('.sidebar-col a[aria-current="page"]')?.getAttribute('href')?.endsWith(r), encodeURI(firstLink(b)));
    assert.equal(await caret(a).getAttribute('aria-expanded'), 'true', 'a stays open');
    // Collapse a by hand.
    await caret(a).click();
    assert.equal(await caret(a).getAttribute('aria-expanded'), 'false');
    assert.deepEqual(errors, []);
    await ctx.close();
  });
});

test('the TOC highlights the section being read', { skip: (tocPage?.page.toc.length ?? 0) < 2 && 'needs a TOC' }, async () => {
  const toc = tocPage.page.toc;
  const { ctx, page, errors } = await open(routeUrl('http', base, tocPage.path));
  const target = toc[Math.min(2, toc.length - 1)].id;
  await page.evaluate((id) => document.getElementById(id).scrollIntoView(), target);
  await page.waitForFunction((id) => document.querySelector('.toc a.toc__link--active')?.getAttribute('href')?.endsWith('#' + encodeURIComponent(id)), target);
  assert.deepEqual(errors, []);
  await ctx.close();
});
