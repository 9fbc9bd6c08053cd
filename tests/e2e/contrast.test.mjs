// Contrast of the small labels of the reference pages (`.api-type`, marks, method pills,
// badges, kind tags): each one's text colour against what is painted beneath it, by the WCAG
// formula, ≥ 4.5:1 in light and dark mode, on a phone (412 px, Lighthouse's mobile screen) and
// at 1280 px, as loaded and with a type link hovered.
//
// "Beneath it" is what Lighthouse's axe finds: the element at the label's place
// (elementsFromPoint), not its ancestors' background. A label inside an API section that the
// browser has not laid out yet (content-visibility: auto, api.css) sits where its section's
// estimated box puts it, which was over the footer (#525860 on #303846, 1.64:1, the Lighthouse
// report); a label that an ancestor clips away is not painted and not counted.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, readSite, serve, siteFile, watchErrors } from './harness.mjs';

const file = siteFile();
const site = await readSite(file);
const routes = site.manifest.routes.map((r) => r.path);
const kindOf = (r) => site.page(r)?.kind;
const byKind = (k) => routes.filter((r) => kindOf(r) === k);
/** The operation with the most responses (its last section, nearest the footer, is the tallest). */
const blockOf = (route, tag) => site.page(route)?.blocks.find((b) => typeof b === 'object' && tag in b)?.[tag];
const ops = byKind('ApiOperation').sort((a, b) => (blockOf(b, 'ApiOperation')?.responses.length ?? 0) - (blockOf(a, 'ApiOperation')?.responses.length ?? 0));
const ROUTES = [...new Set([
  ...(routes.includes('/OpenAPI/launch-token') ? ['/OpenAPI/launch-token'] : []), ...ops.slice(0, 2), ...byKind('ApiSchema').slice(0, 2),
  ...byKind('ApiOverview').slice(0, 1), ...byKind('TsItem').slice(0, 2),
])];
const LABELS = '.api-type, .api-mark, .api-method, .badge, .menu__badge, .tsref-kind, .tsref-label, .api-muted, .api-array__bracket';

let browser, server;
before(async () => {
  browser = await launch();
  server = await serve(file);
});
after(async () => { await server?.close(); await browser?.close(); });

/** In the page: every label painted on screen or below it, with its contrast against what is beneath it. */
function measure(selector) {
  const parse = (c) => { const m = c.match(/[\d.]+/g).map(Number); return [m[0], m[1], m[2], m[3] ?? 1]; };
  const over = (top, bottom) => top.map((v, i) => (i === 3 ? 1 : v * top[3] + bottom[i] * (1 - top[3])));
  const lum = (c) => { const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }; return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); };
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)]; return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
  /** The backgrounds painted at a viewport point (the label's own, then what is below it), down to the first opaque one. */
  const paintedAt = (el, x, y) => {
    const stack = document.elementsFromPoint(x, y);
    const layers = [];
    for (const e of stack) {
      if (e !== el && el.contains(e)) continue;
      const bg = parse(getComputedStyle(e).backgroundColor);
      if (bg[3] > 0) layers.push(bg);
      if (bg[3] === 1) break;
    }
    let bg = [255, 255, 255, 1];
    for (const l of layers.reverse()) bg = over(l, bg);
    return { bg, under: stack.find((e) => (e === el || !el.contains(e)) && parse(getComputedStyle(e).backgroundColor)[3] > 0) };
  };
  /** Cut off by an ancestor that clips its overflow (not painted at all). */
  const clipped = (el, r) => {
    for (let a = el.parentElement; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const b = a.getBoundingClientRect();
      if (r.bottom <= b.top || r.top >= b.bottom || r.right <= b.left || r.left >= b.right) return true;
    }
    return false;
  };
  const out = [];
  const labels = [...document.querySelectorAll(selector)].filter((el) => !el.closest('.docc-static') && el.textContent.trim());
  const top = scrollY;
  for (const el of labels) {
    // The window scrolled to put the label in the middle (no frame is rendered in between, so
    // a section the browser skips stays skipped, as when Lighthouse measures the loaded page).
    const r0 = el.getBoundingClientRect();
    scrollBy(0, r0.top + r0.height / 2 - innerHeight / 2);
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height || getComputedStyle(el).visibility === 'hidden' || clipped(el, r)) continue;
    const x = r.left + Math.min(4, r.width / 2), y = r.top + r.height / 2;
    // Out of reach of the window's scrolling (below the end of the page, outside it sideways): never on screen.
    if (x < 0 || x >= innerWidth || y < 0 || y >= innerHeight) continue;
    const { bg, under } = paintedAt(el, x, y);
    const fg = over(parse(getComputedStyle(el).color), bg);
    out.push({ label: `${el.className} "${el.textContent.trim().slice(0, 24)}"`, ratio: Math.round(ratio(fg, bg) * 100) / 100, fg: getComputedStyle(el).color,
      under: under ? `${under.tagName.toLowerCase()}.${[...under.classList].join('.')} ${getComputedStyle(under).backgroundColor}` : 'the canvas' });
  }
  scrollTo(0, top);
  return out;
}

for (const theme of ['light', 'dark']) {
  for (const viewport of [{ width: 412, height: 823 }, { width: 1280, height: 900 }]) {
    describe(`label contrast, ${theme}, ${viewport.width} px`, () => {
      for (const route of ROUTES) {
        test(`${route}: every label ≥ 4.5:1 against what is painted beneath it`, async () => {
          const ctx = await browser.newContext({ viewport, isMobile: viewport.width < 500, reducedMotion: 'reduce' });
          await ctx.addInitScript((t) => { try { localStorage.setItem('theme', t); } catch { /* opaque origin */ } }, theme);
          const page = await ctx.newPage();
          const errors = watchErrors(page);
          await page.goto(server.url + encodeURI(route));
          await page.waitForSelector('.docc:not(.docc-static) #docc-main');
          assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme);
          const found = await page.evaluate(measure, LABELS);
          assert.ok(found.length > 0, `${route} shows no label`);
          const low = found.filter((f) => f.ratio < 4.5);
          assert.deepEqual(low, [], `${low.length} of ${found.length} labels under 4.5:1 on ${route}`);
          // Hovered: a type that links to its schema keeps its contrast.
          const link = page.locator('.docc:not(.docc-static) a.api-type--link').first();
          if (await link.count()) {
            await link.scrollIntoViewIfNeeded();
            await link.hover();
            const hovered = await page.evaluate(measure, '.docc:not(.docc-static) a.api-type--link:hover');
            assert.equal(hovered.length, 1);
            assert.ok(hovered[0].ratio >= 4.5, `hovered ${JSON.stringify(hovered[0])}`);
          }
          assert.deepEqual(errors, []);
          await ctx.close();
        });
      }
    });
  }
}
