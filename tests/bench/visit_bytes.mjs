// Bytes on the wire for a reader of a hosted docs site (issue 31), docc's `--out-dir` against
// Hugo + Pagefind (tests/bench/hugo_compare.py builds both from one corpus). Each folder is
// served as a static host serves it (index.html per directory, text types gzipped at level 6,
// as most hosts do), and Debian chromium (fresh context, no cache) is asked to:
// - visit: open one docs page and wait until the network is idle (the page's HTML, styles,
//   scripts, fonts and whatever its scripts fetch on load: docc's head file and page chunk,
//   Pagefind's UI); the sum of what the server sent;
// - query: open the site's search (docc: Ctrl+K; Hugo: Pagefind's box in the menu), type a word
//   and wait for the first result; the bytes sent from the moment search opened.
// The same page is used for both (docc's route `/P/` is Hugo's `/docs/P/`); queries are words
// that occur in the corpus, the median is reported.
//
// Without --hugo, only docc's tree is measured, at route R (--route; content/'s pages: the
// issue's first-visit budget is for a docs page of the Silvana site), else at its first docs
// page at depth 3; `just bench-visit` (visit_table.py) tabulates that across site sizes. The
// JSON has each response ("path bytes") of the visit and of each query (`files`).
//
// Usage: node tests/bench/visit_bytes.mjs --docc DIR [--hugo DIR] [--route R] [--json]
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, normalize, relative } from 'node:path';
import { launch } from '../e2e/harness.mjs';

const args = process.argv.slice(2);
const opt = (name) => { const i = args.indexOf(name); return i < 0 ? null : args[i + 1]; };
const doccDir = opt('--docc');
const hugoDir = opt('--hugo');
const asJson = args.includes('--json');
const only = opt('--route');
if (!doccDir) throw new Error('usage: visit_bytes.mjs --docc DIR [--hugo DIR] [--route R] [--json]');

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.xml': 'application/xml', '.txt': 'text/plain', '.png': 'image/png', '.woff2': 'font/woff2', '.woff': 'font/woff' };
const TEXT = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;

/** A static host for `root`; `sent` counts the bytes of each response body as sent. */
function serve(root) {
  const zipped = new Map();
  const state = { sent: 0, requests: [] };
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let f = join(root, path);
    if (existsSync(f) && statSync(f).isDirectory()) f = join(f, 'index.html');
    let status = 200;
    if (!existsSync(f)) { status = 404; f = join(root, '404.html'); }
    const type = TYPES[extname(f)] ?? 'application/octet-stream';
    let body = existsSync(f) ? readFileSync(f) : Buffer.from('not found');
    const headers = { 'content-type': type, 'cache-control': 'no-store' };
    // Pagefind's index files are already gzip-compressed (`.pf_*`); they go as they are.
    if (TEXT.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      if (!zipped.has(f)) zipped.set(f, gzipSync(body, { level: 6 }));
      body = zipped.get(f);
      headers['content-encoding'] = 'gzip';
    }
    state.sent += body.length;
    state.requests.push(`${path} ${body.length}`);
    res.writeHead(status, headers).end(body);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok({ server, state, url: `http://127.0.0.1:${server.address().port}` })));
}

/** A docs page at depth 3 (folder/folder/page), the same in both trees; else the shallowest deeper one (a real
 * corpus's pages sit deeper: real_corpus.py's `c00/docs/builder/…`). */
function pickRoute() {
  const walk = (dir, depth, at) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (!e.isDirectory() || e.name === 'category' || e.name === 'assets') return [];
    return depth === at && existsSync(join(p, 'index.html')) ? [p] : depth < at ? walk(p, depth + 1, at) : [];
  });
  const pages = [3, 4, 5].flatMap((at) => walk(doccDir, 1, at).map((p) => '/' + relative(doccDir, p) + '/').sort());
  const route = hugoDir ? pages.find((r) => existsSync(join(hugoDir, 'docs', r, 'index.html'))) : pages[0];
  if (!route) throw new Error('no docs page found in both trees');
  return route;
}

/** Words of the page that are in the corpus: a frequent word, a rarer one, an identifier part. */
function queries(route) {
  const html = readFileSync(join(doccDir, route, 'index.html'), 'utf8');
  const text = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' ');
  const words = text.toLowerCase().match(/\b[a-z]{5,}\b/g) ?? [];
  const counts = new Map();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map((e) => e[0]);
  return [ranked[0], ranked[Math.floor(ranked.length / 2)], ranked[ranked.length - 1]];
}

async function measure(browser, host, route, kind, words) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  host.state.sent = 0;
  host.state.requests = [];
  await page.goto(host.url + route, { waitUntil: 'networkidle' });
  const visit = host.state.sent;
  const visitFiles = host.state.requests.slice();
  if (process.env.VISIT_DEBUG) console.error(kind, 'visit', host.state.requests.join('\n'));
  const perQuery = [];
  const queryFiles = [];
  for (const word of words) {
    await page.goto(host.url + route, { waitUntil: 'networkidle' });
    host.state.sent = 0;
    host.state.requests = [];
    if (kind === 'docc') {
      await page.keyboard.press('Control+k');
      await page.locator('.search-modal__input').fill(word);
      await page.locator('.search-modal .search-hit__link').first().waitFor();
    } else {
      await page.locator('.pagefind-ui__search-input').fill(word);
      await page.locator('.pagefind-ui__result').first().waitFor();
    }
    await page.waitForLoadState('networkidle');
    perQuery.push(host.state.sent);
    queryFiles.push(host.state.requests.slice());
    if (process.env.VISIT_DEBUG) console.error(kind, word, host.state.requests.join("\n"));
  }
  await ctx.close();
  const median = [...perQuery].sort((a, b) => a - b)[Math.floor(perQuery.length / 2)];
  // `files`: each response as "path bytes", for the visit and for each query in `words`' order.
  return { visit, query: median, perQuery, files: { visit: visitFiles, queries: queryFiles } };
}

const route = only ?? pickRoute();
const alone = only || !hugoDir;
const words = queries(route);
const browser = await launch();
const docc = await serve(doccDir);
if (alone) {
  const r = await measure(browser, docc, route, 'docc', words);
  console.log(asJson ? JSON.stringify({ route, queries: words, docc: r }) : `${route}: first visit ${(r.visit / 1024).toFixed(0)} KB; per query (${words.join(', ')}) ${r.perQuery.map((b) => (b / 1024).toFixed(0)).join('/')} KB`);
  await browser.close();
  docc.server.close();
  process.exit(0);
}
const hugo = await serve(hugoDir);
try {
  const result = {
    route,
    queries: words,
    docc: await measure(browser, docc, route, 'docc', words),
    hugo: await measure(browser, hugo, '/docs' + route, 'hugo', words),
  };
  if (asJson) console.log(JSON.stringify(result));
  else {
    console.log(`first visit to ${route}: docc ${(result.docc.visit / 1024).toFixed(0)} KB, Hugo + Pagefind ${(result.hugo.visit / 1024).toFixed(0)} KB`);
    console.log(`per query (${words.join(', ')}): docc ${result.docc.perQuery.map((b) => (b / 1024).toFixed(0)).join('/')} KB, Pagefind ${result.hugo.perQuery.map((b) => (b / 1024).toFixed(0)).join('/')} KB`);
  }
} finally {
  await browser.close();
  docc.server.close();
  hugo.server.close();
}
