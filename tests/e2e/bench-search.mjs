// Search latency per keystroke on the synthetic 10,000-page site, in headless Chromium.
//
//   node bench-search.mjs [SITE.html]      (default $DOCC_BENCH_SITE, else .cache/bench/site-10000.html,
//                                           generated with tests/bench/gen_site.py and docc if missing)
//
// Per keystroke it measures, inside the page, the time from the key's `keydown` until the
// results of the new query are committed to the DOM and laid out (search + React render +
// layout; React flushes discrete input synchronously, so a microtask queued after the input
// event runs after the commit). Prints the median and p90, the first-open cost (lazy index
// decode), and the index size per page (search segment of the pack, compressed and raw).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launch, packOf, readSite, RUNTIME, serve } from './harness.mjs';
import { doccBin } from './search-site.mjs';

const ROOT = resolve(RUNTIME, '..');
let file = process.argv[2] || process.env.DOCC_BENCH_SITE;
if (!file) {
  file = join(ROOT, '.cache/bench/site-10000.html');
  if (!existsSync(file)) {
    const dir = join(ROOT, '.cache/bench/site-10000');
    if (!existsSync(join(dir, 'docc.toml'))) execFileSync('python3', [join(ROOT, 'tests/bench/gen_site.py'), '10000', dir], { stdio: 'inherit' });
    execFileSync(doccBin(), ['compile', dir, '-o', file], { stdio: 'inherit' });
  }
}
file = resolve(file);

// Index size from the pack's segment table: (offset, compressed, raw) per segment.
const site = await readSite(file);
const pack = packOf(readFileSync(file, 'utf8'));
const seg = site.manifest.search_segment;
const clen = pack.readUInt32LE(20 + seg * 12 + 4), rlen = pack.readUInt32LE(20 + seg * 12 + 8);
const pages = site.manifest.routes.length;
const inflated = site.pack.search().raw_len;

const QUERIES = ['proof rollup', 'settlement layer', 'merkle signature', 'coordination', 'configure index', 'sequencer batch', 'verifier circuit witness', 'tokn balanse'];

const browser = await launch();
const server = await serve(file);
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await ctx.newPage();
await page.goto(server.url + site.manifest.site.base_path);
await page.waitForSelector('#main');
await page.evaluate(() => {
  const w = window;
  w.__times = [];
  addEventListener('keydown', (e) => { if (e.target instanceof HTMLInputElement) w.__t0 = performance.now(); }, true);
  addEventListener('input', () => {
    const t0 = w.__t0;
    queueMicrotask(() => { void document.body.offsetHeight; w.__times.push(performance.now() - t0); });
  });
});

// First open: the index segment is decoded now, not at startup.
let t = Date.now();
await page.keyboard.press('Control+k');
await page.waitForSelector('.search-modal__input');
await page.keyboard.type('p');
await page.waitForFunction(() => document.querySelectorAll('.search-modal .search-hit').length > 0, null, { timeout: 60_000 });
const firstOpen = Date.now() - t;

await page.evaluate(() => { window.__times = []; });
for (let round = 0; round < 2; round++) {
  for (const q of QUERIES) {
    await page.locator('.search-modal__input').fill('');
    await page.keyboard.type(q, { delay: 30 });
    await page.waitForTimeout(50);
  }
}
const times = (await page.evaluate(() => window.__times)).filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
const pct = (p) => times[Math.min(times.length - 1, Math.floor(times.length * p))];
await browser.close();
await server.close();

console.log(`site: ${file} (${pages} routes)`);
console.log(`search index: ${clen} B in the pack (${(clen / pages).toFixed(0)} B/page; segment ${rlen} B before zstd), ${inflated} B inflated (${(inflated / pages).toFixed(0)} B/page)`);
console.log(`first open (decode index + first query): ${firstOpen} ms`);
console.log(`per keystroke (keydown → results committed and laid out), ${times.length} keystrokes: median ${pct(0.5).toFixed(2)} ms, p90 ${pct(0.9).toFixed(2)} ms, max ${times[times.length - 1].toFixed(2)} ms`);
if (pct(0.5) >= 16) { console.log('FAIL: median is not under 16 ms'); process.exitCode = 1; }
