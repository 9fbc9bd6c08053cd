// Search latency per keystroke on the generated 10,000-page site (tests/bench/gen_site.py:
// realistic English prose), in headless Chromium.
//
//   node bench-search.mjs [SITE.html]      (default $DOCC_BENCH_SITE, else .cache/bench/site-10000.html,
//                                           generated with tests/bench/gen_site.py and docc if missing)
//
// Per keystroke it measures, inside the page, the time from the key's `keydown` until the
// results of the new query are committed to the DOM and laid out (search + React render +
// layout; React flushes discrete input synchronously, so a microtask queued after the input
// event runs after the commit). Prints the median and p90, the time to the first results
// from the first keystroke and from the Ctrl+K that opened search (the dictionary is decoded
// when search opens, posting shards when a query first needs them), and the index size
// (its share of the output file, from `docc inspect`; the index holds no page text,
// snippets come from the pages). `--runs N` repeats the browser part and prints medians.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launch, readSite, RUNTIME, serve } from './harness.mjs';
import { doccBin } from './search-site.mjs';

const ROOT = resolve(RUNTIME, '..');
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 1;
let file = args[0] || process.env.DOCC_BENCH_SITE;
if (!file) {
  file = join(ROOT, '.cache/bench/site-10000.html');
  if (!existsSync(file)) {
    const dir = join(ROOT, '.cache/bench/site-10000');
    if (!existsSync(join(dir, 'docc.toml'))) execFileSync('python3', [join(ROOT, 'tests/bench/gen_site.py'), '10000', dir], { stdio: 'inherit' });
    execFileSync(doccBin(), ['compile', dir, '-o', file], { stdio: 'inherit' });
  }
}
file = resolve(file);

// Index size: the search segments (dictionary and posting shards) as stored and decoded.
const site = await readSite(file);
const fileBytes = statSync(file).size;
const pages = site.manifest.routes.length;
const inspect = JSON.parse(execFileSync(doccBin(), ['inspect', file, '--format', 'json'], { encoding: 'utf8' }));
const { bytes: clen, raw_bytes: inflated } = inspect.parts.find((p) => p.id === 'search_index');
const shards = site.pack.search().shard_terms.length;

// Everyday English (the generated prose), a few multi-word queries and typos.
const QUERIES = ['morning coffee', 'remember the night', 'beautiful house', 'police station', 'understand', 'water garden', 'hapines', 'beleive', 'configuration server', 'money'];

async function run() {
  const browser = await launch();
  const server = await serve(file);
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  await page.goto(server.url + site.manifest.site.base_path);
  await page.waitForSelector('#docc-main');
  await page.evaluate(() => {
    const w = window;
    w.__times = [];
    addEventListener('keydown', (e) => {
      if (e.target instanceof HTMLInputElement) w.__t0 = performance.now();
      else if (e.ctrlKey && e.key === 'k') w.__k0 = performance.now();
    }, true);
    addEventListener('input', () => {
      const t0 = w.__t0;
      queueMicrotask(() => { void document.body.offsetHeight; w.__times.push(performance.now() - t0); });
    });
  });

  // First search: the index segment is decoded now, not at startup. Timed in the page, from
  // the first keystroke until the first hit is in the DOM.
  const opened = Date.now();
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.search-modal__input');
  await page.evaluate(() => {
    const w = window;
    new MutationObserver((_, obs) => {
      if (document.querySelector('.search-modal .search-hit')) { w.__first = performance.now() - w.__t0; w.__firstK = performance.now() - w.__k0; obs.disconnect(); }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.keyboard.type('m');
  await page.waitForFunction(() => window.__first !== undefined, null, { timeout: 60_000 });
  const [firstOpen, firstK] = await page.evaluate(() => [window.__first, window.__firstK]);
  const fromOpen = Date.now() - opened;

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
  return { firstOpen, firstK, fromOpen, median: pct(0.5), p90: pct(0.9), max: times[times.length - 1], count: times.length };
}

const results = [];
for (let i = 0; i < RUNS; i++) results.push(await run());
const med = (k) => results.map((r) => r[k]).sort((a, b) => a - b)[results.length >> 1];
const [firstOpen, firstK, fromOpen] = [med('firstOpen'), med('firstK'), med('fromOpen')];
const times = { median: med('median'), p90: med('p90'), max: med('max'), count: results[0].count };

console.log(`site: ${file} (${pages} routes)`);
console.log(`output: ${fileBytes} B; search index: ${clen} B stored in ${shards + 1} segments (${(clen / pages).toFixed(0)} B/page, ${(100 * clen / fileBytes).toFixed(1)}% of the output file, ${(100 * clen * 8 / 7 / fileBytes).toFixed(1)}% as the file's text), ${inflated} B decoded (${(inflated / pages).toFixed(0)} B/page)`);
console.log(`first results${RUNS > 1 ? ` (medians of ${RUNS} runs)` : ''}: ${firstOpen.toFixed(0)} ms after the first keystroke, ${firstK.toFixed(0)} ms after the Ctrl+K that opened search (in page; ${fromOpen} ms as the driver saw it)`);
console.log(`per keystroke (keydown → results committed and laid out), ${times.count} keystrokes: median ${times.median.toFixed(2)} ms, p90 ${times.p90.toFixed(2)} ms, max ${times.max.toFixed(2)} ms`);
if (times.median >= 16) { console.log('FAIL: median is not under 16 ms'); process.exitCode = 1; }
if (firstK >= 300) { console.log('FAIL: first results are not within 300 ms of opening search'); process.exitCode = 1; }
