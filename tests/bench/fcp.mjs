// `just bench`: first contentful paint of the single file under a throttled mobile connection
// (issue 9, item 4). Serves FILE (default dist/index.html) over http with gzip, as a static host
// would, for every path (the runtime routes), and opens `/` and `/OpenAPI/launch-token` in
// Debian chromium with CDP network throttling (slow 4G: 1.6 Mbit/s down, 750 kbit/s up, 150 ms
// RTT) and 4x CPU throttling, on a phone-sized viewport. Prints, per route, the medians over
// RUNS (default 3) fresh contexts of: first contentful paint, the moment the route's own page was
// rendered by the runtime (its `#docc-main`, not the static HTML's, in the DOM), largest contentful paint and the moment
// the last byte arrived (load event), then the issue's target (FCP <= 2.0 s) as PASS/MISS. A
// report, not a test: the machine is shared, so the load average is printed too.
//
// Then, when tests/bench/lighthouse has its node_modules (`just bench` installs them: npm
// lighthouse 12, run against /usr/bin/chromium, nothing else downloaded), the Lighthouse mobile
// performance score of each route, median of RUNS, with devtools throttling (the same real
// slow-4G + 4x CPU throttling, which sees the paint during the download), plus one run with
// Lighthouse's default simulated throttling, printed for reference: its model (Lantern) takes
// the HTML document as one request that must finish before anything paints, so it cannot
// credit a streamed first paint.
//
// With --dir DIR, the site is instead the hosted tree of `docc compile --out-dir DIR` (a page per
// route, the runtime and the pack as their own files), served as a static host serves a folder:
// a route's `index.html`, `404.html` with status 404 for anything missing, text types gzipped.
// Its routes default to issue 31's three (`/`, `/OpenAPI/launch-token`, `/api/api/function/launchToken`)
// and Lighthouse then runs as PageSpeed Insights does for a hosted page: mobile, default simulated
// throttling, all four categories (performance >= 95, accessibility, best practices, SEO = 100),
// median of RUNS each, with the ids of the audits that failed in any run.
//
// Usage: node tests/bench/fcp.mjs [FILE | --dir DIR] [--runs N] [--route /path]...
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { loadavg } from 'node:os';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, tempDir } from '../e2e/harness.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => { const i = args.indexOf(name); return i < 0 ? dflt : args.splice(i, 2)[1]; };
const runs = Number(opt('--runs', process.env.FCP_RUNS || 3));
const routes = [];
for (let r; (r = opt('--route', null)); ) routes.push(r);
const dir = opt('--dir', null);
if (!routes.length) routes.push('/', '/OpenAPI/launch-token', ...(dir ? ['/api/api/function/launchToken'] : []));
const file = resolve(dir ?? args[0] ?? 'dist/index.html');
const TARGET_MS = 2000;

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.xml': 'application/xml', '.txt': 'text/plain', '.png': 'image/png', '.jpg': 'image/jpeg', '.yaml': 'text/yaml', '.json': 'application/json' };
/** What the host sends for a path: [status, content type, body]. */
function lookup(url) {
  if (!dir) return [200, TYPES['.html'], readFileSync(file)];
  const path = normalize(decodeURIComponent(new URL(url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  let f = join(file, path);
  if (existsSync(f) && statSync(f).isDirectory()) f = join(f, 'index.html');
  if (!existsSync(f)) return [404, TYPES['.html'], readFileSync(join(file, '404.html'))];
  return [200, TYPES[extname(f)] ?? 'application/octet-stream', readFileSync(f)];
}
const zipped = new Map();
const server = createServer((req, res) => {
  if (req.url === '/favicon.ico') { res.writeHead(204).end(); return; }
  const [status, type, body] = lookup(req.url);
  const zip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && !/^image\/(png|jpeg)/.test(type);
  if (zip && !zipped.has(req.url)) zipped.set(req.url, gzipSync(body, { level: 6 }));
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...(zip ? { 'content-encoding': 'gzip' } : {}) });
  res.end(zip ? zipped.get(req.url) : body);
});
const [, , raw] = lookup('/');
const gz = gzipSync(raw, { level: 6 });
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await launch();
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };

/** One cold load of `route`: paint timings in ms from navigation start. */
async function measure(route) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Recorded from the start: when the runtime's page (not a skeleton) first shows the route.
  await page.addInitScript(() => {
    new MutationObserver((_, obs) => {
      if (document.querySelector('.docc:not(.docc-static) #docc-main')) { window.__doccMainAt = performance.now(); obs.disconnect(); }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(base + encodeURI(route), { waitUntil: 'load', timeout: 120_000 });
  await page.waitForSelector('.docc:not(.docc-static) #docc-main', { timeout: 60_000 });
  const t = await page.evaluate(() => new Promise((ok) => {
    // LCP entries are only final once input or hiding stops them; the last one buffered is enough here.
    let lcp = 0;
    new PerformanceObserver((l) => { for (const e of l.getEntries()) lcp = Math.max(lcp, e.startTime); }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const nav = performance.getEntriesByType('navigation')[0];
      ok({ fcp, main: window.__doccMainAt ?? NaN, lcp, lastByte: nav.responseEnd });
    }, 100);
  }));
  await ctx.close();
  return t;
}

console.log(`first paint under slow 4G (1.6 Mbit/s, 150 ms RTT) and 4x CPU throttling, ${dir ? `the hosted tree ${file}` : file}`);
console.log(`  ${raw.length} bytes, ${gz.length} gzip bytes served${dir ? ' for / (its HTML alone)' : ''}; load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}; ${runs} runs per route`);
let pass = true;
for (const route of routes) {
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await measure(route));
  const m = (k) => median(all.map((x) => x[k]));
  const fcp = m('fcp');
  const ok = fcp <= TARGET_MS;
  pass &&= ok;
  console.log(`  ${route.padEnd(24)} FCP ${(fcp / 1000).toFixed(2)} s (runs: ${all.map((x) => (x.fcp / 1000).toFixed(2)).join(', ')}), `
    + `page rendered ${(m('main') / 1000).toFixed(2)} s, LCP ${(m('lcp') / 1000).toFixed(2)} s, last byte ${(m('lastByte') / 1000).toFixed(2)} s  `
    + `target FCP <= ${TARGET_MS / 1000} s: ${ok ? 'PASS' : 'MISS'}`);
}
await browser.close();

const LH = join(dirname(fileURLToPath(import.meta.url)), 'lighthouse/node_modules/lighthouse/cli/index.js');
/** One Lighthouse run (mobile, performance only): score 0-100 and the metrics it shows. Asynchronous: this process serves the page. */
async function lighthouse(route, method) {
  const out = join(tempDir(), 'lh.json');
  await promisify(execFile)(process.execPath, [LH, base + encodeURI(route), '--quiet', '--only-categories=performance', `--throttling-method=${method}`,
    '--output=json', `--output-path=${out}`,
    '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync'],
  { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium', TMPDIR: tempDir() }, timeout: 300_000, maxBuffer: 64 << 20 });
  const r = JSON.parse(readFileSync(out, 'utf8'));
  const a = (k) => r.audits[k]?.displayValue ?? '?';
  return { score: Math.round(r.categories.performance.score * 100), text: `FCP ${a('first-contentful-paint')}, LCP ${a('largest-contentful-paint')}, TBT ${a('total-blocking-time')}, CLS ${a('cumulative-layout-shift')}, SI ${a('speed-index')}` };
}
/** One Lighthouse run (mobile, default simulated throttling, all four categories): scores 0-100 per category and the
 * ids of the audits that failed (accessibility, best practices, SEO: a weighted audit under 1; performance: a metric under 0.9). */
async function lighthouseAll(route) {
  const out = join(tempDir(), 'lh.json');
  await promisify(execFile)(process.execPath, [LH, base + encodeURI(route), '--quiet', '--only-categories=performance,accessibility,best-practices,seo',
    '--output=json', `--output-path=${out}`,
    '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync'],
  { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium', TMPDIR: tempDir() }, timeout: 300_000, maxBuffer: 64 << 20 });
  const r = JSON.parse(readFileSync(out, 'utf8'));
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(r.categories[c].score * 100)]));
  const failed = [];
  for (const c of CATEGORIES) {
    for (const ref of r.categories[c].auditRefs) {
      const a = r.audits[ref.id];
      // Performance: a metric below 0.9 (the score's parts); the others: any weighted audit that did not pass.
      if (c === 'performance' ? ref.weight > 0 && a.score !== null && a.score < 0.9 : ref.weight > 0 && a.score !== null && a.score < 1) failed.push(`${c}:${ref.id}`);
    }
  }
  const a = (k) => r.audits[k]?.displayValue ?? '?';
  return { scores, failed, text: `FCP ${a('first-contentful-paint')}, LCP ${a('largest-contentful-paint')}, TBT ${a('total-blocking-time')}, CLS ${a('cumulative-layout-shift')}, SI ${a('speed-index')}; `
    + `long tasks ${a('long-tasks')}, JS execution ${a('bootup-time')}, main thread ${a('mainthread-work-breakdown')}` };
}
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
if (existsSync(LH) && dir) {
  // Hosted pages are judged as PageSpeed Insights judges them (issue 31): Lighthouse mobile with its default
  // simulated throttling, the four categories, median of RUNS per category.
  console.log(`Lighthouse ${JSON.parse(readFileSync(join(dirname(LH), '../package.json'), 'utf8')).version} mobile, simulated throttling (default), `
    + `medians of ${runs} (targets: performance >= 95, the others 100); load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  for (const route of routes) {
    const all = [];
    for (let i = 0; i < runs; i++) all.push(await lighthouseAll(route));
    const cells = CATEGORIES.map((c) => {
      const m = median(all.map((x) => x.scores[c]));
      return `${c} ${m} (${all.map((x) => x.scores[c]).join(',')}) ${m >= TARGETS[c] ? 'PASS' : 'MISS'}`;
    });
    console.log(`  ${route.padEnd(32)} ${cells.join('; ')}`);
    console.log(`  ${''.padEnd(32)} last run: ${all.at(-1).text}`);
    const failed = [...new Set(all.flatMap((x) => x.failed))];
    if (failed.length) console.log(`  ${''.padEnd(32)} failed audits (any run): ${failed.join(', ')}`);
  }
} else if (existsSync(LH)) {
  console.log(`Lighthouse ${JSON.parse(readFileSync(join(dirname(LH), '../package.json'), 'utf8')).version} mobile performance (target >= 90); load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  for (const route of routes) {
    const all = [];
    for (let i = 0; i < runs; i++) all.push(await lighthouse(route, 'devtools'));
    const m = median(all.map((x) => x.score));
    const sim = await lighthouse(route, 'simulate');
    console.log(`  ${route.padEnd(24)} devtools throttling: ${m} (runs: ${all.map((x) => x.score).join(', ')}; last: ${all.at(-1).text}) ${m >= 90 ? 'PASS' : 'MISS'}`);
    console.log(`  ${''.padEnd(24)} simulated throttling: ${sim.score} (${sim.text})`);
  }
} else {
  console.log('Lighthouse: not installed (cd tests/bench/lighthouse && npm ci), skipped');
}
server.close();
console.log(`  load average after: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
void pass;
