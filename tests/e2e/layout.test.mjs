// Reading without friction (issue 34), over every route of the content site and of the small
// fixture sites, at 390 and 1,280 px (one browser, one page per site and width, client-side
// navigation from route to route):
// * no clipped box: an element whose content is wider than its box (scrollWidth > clientWidth)
//   must scroll sideways and show that it does (the scroll shadow of styles.css, drawn with a
//   `local` background; hidden scrollbars, as on phones, show nothing), or end in an ellipsis;
// * no code split inside an identifier: an inline `code` that wraps breaks at a space or
//   punctuation, or between the words of a name (`launch|Token`, as components/Ident.tsx allows),
//   never inside a word (`adm|inCo|ntra|ct`).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { compileFixture, doccBin, launch, navigate, openPage, closePage, readSite, RUNTIME, serve, siteFile, tempDir } from './harness.mjs';

/** A Docusaurus fixture compiled as it is (no docc.toml: compileFixture would write one). */
const ROOT = resolve(RUNTIME, '..');
function compileDocusaurus(name) {
  const out = join(tempDir(), name.replaceAll('/', '-') + '.html');
  execFileSync(doccBin(), ['compile', join(ROOT, 'fixtures', name), '-o', out], { stdio: 'pipe' });
  return out;
}
const SITES = [
  ['content', siteFile()], ['fixtures/e2e', compileFixture('e2e')], ['fixtures/basic', compileFixture('basic')], ['fixtures/openapi/site', compileFixture('openapi/site')],
  ...['versioned/website', 'openapi-docs', 'typedoc-api', 'multi-instance'].map((n) => ['fixtures/' + n, compileDocusaurus(n)]),
];

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Boxes of the mount whose content is cut off without a scroll hint or an ellipsis. */
const clippedBoxes = () => {
  const out = [];
  for (const el of document.querySelectorAll('#docc-root *')) {
    if (el.scrollWidth <= el.clientWidth + 1 || el.clientWidth <= 1) continue;
    const cs = getComputedStyle(el);
    // Content that spills out of a visible-overflow box is cut by an ancestor, checked itself.
    if (cs.overflowX === 'visible' || cs.display === 'inline' || cs.display === 'contents') continue;
    const hinted = /auto|scroll/.test(cs.overflowX) && cs.backgroundAttachment.includes('local');
    if (hinted || cs.textOverflow === 'ellipsis') continue;
    const cls = typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\s+/).join('.') : '';
    out.push(`${el.tagName.toLowerCase()}${cls} ${el.scrollWidth}>${el.clientWidth} "${(el.textContent ?? '').slice(0, 40).replace(/\s+/g, ' ')}"`);
  }
  return out;
};

/** Inline code elements that wrap inside a word, each as its text with `|` at the bad break. */
const splitIdentifiers = () => {
  const out = [];
  const word = /[\p{L}\p{N}]/u;
  // A word longer than 40 characters (an address, a hash, base64) fits no phone's line: it may break
  // anywhere (the search tokenizer's MAX_WORD draws the same line between words and such strings).
  const longWord = (t, at) => {
    let a = at, b = at;
    while (a > 0 && word.test(t[a - 1])) a--;
    while (b < t.length && word.test(t[b])) b++;
    return b - a > 40;
  };
  const range = document.createRange();
  for (const el of document.querySelectorAll('#docc-root code')) {
    if (el.closest('pre')) continue;
    range.selectNodeContents(el);
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    if (tops.size < 2) continue;
    // The line of each character, in order; a new line between two letters is a break inside a word,
    // unless it is between the words of a name (lower-case or digit, then upper-case).
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let prev = '', prevTop = NaN, text = '';
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const s = n.nodeValue ?? '';
      for (let i = 0; i < s.length; i++) {
        range.setStart(n, i); range.setEnd(n, i + 1);
        const r = range.getBoundingClientRect();
        const c = s[i];
        if (r.width > 0 && prev && r.top > prevTop + 2 && word.test(prev) && word.test(c) && !(/[a-z0-9]/.test(prev) && /[A-Z]/.test(c))
          && !longWord(text + s.slice(i), text.length)) {
          out.push(`${text}|${s.slice(i)}`.slice(0, 60));
        }
        // A space at the end of a line has no width, but it is what the line broke at.
        prev = c;
        if (r.width > 0) prevTop = r.top;
        text += c;
      }
    }
  }
  return out;
};

for (const [name, file] of SITES) {
  // Both widths at once, each in its own page (as mobile.test.mjs's walk over every route).
  describe(`${name}: boxes and code at 390 and 1280 px`, { concurrency: 2 }, () => {
    let server, root, routes;
    before(async () => {
      const { manifest } = await readSite(file);
      const basePath = '/' + manifest.site.base_path.split('/').filter(Boolean).join('/');
      routes = manifest.routes.map((r) => r.path);
      server = await serve(file);
      root = server.url + (basePath === '/' ? '' : basePath);
    });
    after(async () => { await server?.close(); });

    for (const width of [390, 1280]) {
      test(`every route at ${width} px: no clipped box, no code split inside a word`, async () => {
        const opened = await openPage(browser, root + '/', { viewport: { width, height: 800 } });
        const { page } = opened;
        const clipped = [], split = [];
        for (const route of routes) {
          await navigate(page, root, route);
          await page.waitForFunction((r) => document.getElementById('docc-main')?.dataset.route === r, route);
          for (const c of await page.evaluate(clippedBoxes)) clipped.push(`${route}: ${c}`);
          for (const s of await page.evaluate(splitIdentifiers)) split.push(`${route}: ${s}`);
        }
        if (clipped.length || split.length) console.log(`${name} at ${width} px: ${clipped.length} clipped boxes, ${split.length} split identifiers\n  ${[...clipped, ...split].slice(0, 40).join('\n  ')}`);
        assert.deepEqual(clipped, [], 'boxes cut off without a scroll hint');
        assert.deepEqual(split, [], 'code split inside a word');
        await closePage(opened);
      });
    }
  });
}
