// e2e harness: Debian chromium through playwright-core (never a downloaded browser), a tiny
// static server with SPA fallback, fixture sites compiled by the real docc binary, and helpers
// to read / alter a site's embedded pack.
//
// The site under test is $DOCC_SITE (default ../../dist/index.html, i.e. what
// `cargo run -p docc -- compile content -o dist/index.html` writes); it must exist. Settings the
// content lacks (base path, hide on scroll, announcement ids, analytics) are tested on
// fixtures/ sites compiled with `compileFixture`.
import { chromium } from 'playwright-core';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const RUNTIME = resolve(here, '../../runtime');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

/** Temp files made by this process, removed at exit. */
const temps = [];
process.on('exit', () => { for (const t of temps) rmSync(t, { recursive: true, force: true }); });
export function tempDir() {
  const d = mkdtempSync(join(tmpdir(), 'docc-e2e-'));
  temps.push(d);
  return d;
}

const ROOT = resolve(RUNTIME, '..');

/**
 * The docc binary: $DOCC_BIN, else target/release/docc when it is newer than the runtime
 * bundle it embeds, else a debug build made now (cargo only rebuilds when something changed).
 */
export function doccBin() {
  if (process.env.DOCC_BIN) return resolve(here, process.env.DOCC_BIN);
  const release = join(ROOT, 'target/release/docc');
  const bundle = join(RUNTIME, 'dist/runtime.js');
  if (existsSync(release) && existsSync(bundle) && statSync(release).mtimeMs > statSync(bundle).mtimeMs) return release;
  execFileSync('cargo', ['build', '-q', '-p', 'docc'], { cwd: ROOT, stdio: 'inherit' });
  return join(ROOT, 'target/debug/docc');
}

const compiled = new Map();
/**
 * Compiles a copy of fixtures/NAME with the docc binary and returns the HTML file (one compile
 * per distinct call). Its docc.toml is edited first: each `replace` pair [from, to] must match
 * (a stale pattern fails loudly instead of testing the wrong site), then `toml` is appended.
 * Appended top-level keys must come before appended tables; fixtures/e2e has only top-level
 * keys, so any table can be appended to it, while fixtures/basic already has [announcement]
 * and [[footer.columns]] (change those with `replace`).
 */
export function compileFixture(name, { toml = '', replace = [] } = {}) {
  const key = JSON.stringify([name, toml, replace]);
  if (compiled.has(key)) return compiled.get(key);
  const dir = join(tempDir(), name.replaceAll('/', '-'));
  cpSync(join(ROOT, 'fixtures', name), dir, { recursive: true });
  const configFile = join(dir, 'docc.toml');
  let config = existsSync(configFile) ? readFileSync(configFile, 'utf8') : '';
  for (const [from, to] of replace) {
    if (!config.includes(from)) throw new Error(`compileFixture(${name}): docc.toml has no ${JSON.stringify(from)} to replace`);
    config = config.replace(from, to);
  }
  if (toml) config += '\n' + toml + '\n';
  writeFileSync(configFile, config);
  const out = join(dir, '..', 'index.html');
  try {
    execFileSync(doccBin(), ['compile', dir, '-o', out], { stdio: 'pipe' });
  } catch (e) {
    throw new Error(`docc could not compile fixtures/${name} with docc.toml:\n${config}\n${e.stderr ?? e.message}`);
  }
  compiled.set(key, out);
  return out;
}

/** Is `file` the compiled content site ($DOCC_SITE or dist/index.html), not a stand-in? */
export function contentSiteFile() {
  const env = process.env.DOCC_SITE;
  const file = resolve(here, env || '../../dist/index.html');
  if (existsSync(file)) return file;
  if (env) throw new Error(`DOCC_SITE=${env} does not exist`);
  return null;
}

/**
 * Path of the compiled content site under test. There is no stand-in: the tests follow the
 * content's routes and features, so a missing site is an error that says how to build it.
 */
export function siteFile() {
  const file = contentSiteFile();
  if (file) return file;
  throw new Error(`${resolve(here, '../../dist/index.html')} not found: build the content site first `
    + '(`just build`, or `cargo build -p docc && ./target/debug/docc compile content -o dist/index.html` at the repo root), '
    + 'or point DOCC_SITE at a compiled site');
}

export const fileUrl = (file) => pathToFileURL(file).href;

/**
 * Launches Debian chromium with a fresh profile. playwright-core refuses a '--user-data-dir'
 * argument in launch(); it always gives the browser a new empty profile under os.tmpdir(), so
 * we point TMPDIR at a fresh directory of ours instead (removed at exit).
 */
export async function launch() {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get update && apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
    env: { ...process.env, TMPDIR: tempDir() },
  });
}

/**
 * Serves `file` (re-read on each request, so tests may swap it) for every path: SPA fallback.
 * Returns { url, close, setFile }; url has no trailing slash.
 */
export async function serve(file) {
  let current = file;
  const server = createServer((req, res) => {
    if (req.url === '/favicon.ico') { res.writeHead(204).end(); return; }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(readFileSync(current));
  });
  await /** @type {Promise<void>} */ (new Promise((ok) => server.listen(0, '127.0.0.1', ok)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    setFile: (f) => { current = f; },
    close: () => new Promise((ok) => { server.closeAllConnections?.(); server.close(ok); }),
  };
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
/** Serves the files of `dir` (no fallback: a missing file is a 404). Returns { url, close }. */
export async function serveDir(dir) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (path === '/favicon.ico') { res.writeHead(204).end(); return; }
    const file = join(dir, path.endsWith('/') ? path + 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) { res.writeHead(404).end(); return; }
    const ext = /\.[a-z]+$/.exec(file)?.[0] ?? '';
    res.writeHead(200, { 'content-type': TYPES[ext] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    res.end(readFileSync(file));
  });
  await /** @type {Promise<void>} */ (new Promise((ok) => server.listen(0, '127.0.0.1', ok)));
  return {
    url: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
    close: () => new Promise((ok) => { server.closeAllConnections?.(); server.close(ok); }),
  };
}

/** Records console errors and uncaught page errors of a page. */
export function watchErrors(page) {
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}

// ---------- the embedded pack ----------
// The single file carries the pack's header in <script id="docc-pack" data-split> and each
// segment in its own <script data-docc-seg="N"> (reading order; compiler/docc/src/emit.rs).
// A table entry is 20 bytes: offset, compressed length, raw length, crc32, flags
// (compiler/model/src/pack.rs).
const ENTRY = 20;

const HEADER_RE = /(<script id="docc-pack" type="application\/octet-stream" data-split>)([^<]*)(<\/script>)/;
const SEG_RE = /(<script type="application\/octet-stream" data-docc-seg="(\d+)">)([^<]*)(<\/script>)/g;

// The elements' text: 7 bits per character, NUL, CR and '<' escaped in two-byte characters
// with the next group (compiler/model/src/html_text.rs); written here again so that the tests
// read the file without the runtime's decoder.
const ESCAPED = [0, 13, 60];

/** Bytes → the text docc writes into a pack element. */
export function toText(bytes) {
  const groups = [];
  let acc = 0, bits = 0;
  for (const b of bytes) {
    acc = (acc << 8) | b; bits += 8;
    while (bits >= 7) { bits -= 7; groups.push((acc >> bits) & 0x7f); }
    acc &= (1 << bits) - 1;
  }
  if (bits) groups.push((acc << (7 - bits)) & 0x7f);
  let out = '';
  for (let i = 0; i < groups.length; i++) {
    const k = ESCAPED.indexOf(groups[i]);
    if (k < 0) out += String.fromCharCode(groups[i]);
    else if (i + 1 < groups.length) out += String.fromCharCode(0x100 + 128 * k + groups[++i]);
    else out += String.fromCharCode(0x280 + k);
  }
  return out;
}

/** The text of a pack element → its bytes. */
export function fromText(text) {
  const out = [];
  let acc = 0, bits = 0;
  const push = (v) => { acc = (acc << 7) | v; bits += 7; if (bits >= 8) { bits -= 8; out.push(acc >> bits); acc &= (1 << bits) - 1; } };
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    if (c < 0x80 && !ESCAPED.includes(c)) push(c);
    else if (c >= 0x100 && c < 0x280) { push(ESCAPED[(c - 0x100) >> 7]); push((c - 0x100) & 0x7f); }
    else if (c >= 0x280 && c < 0x283) push(ESCAPED[c - 0x280]);
    else throw new Error(`character U+${c.toString(16)} in a pack element`);
  }
  return Buffer.from(out);
}

/** The segments' compressed bytes of a pack (index order). */
function segmentsOf(pack) {
  const count = pack.readUInt32LE(16);
  const data = 20 + ENTRY * count;
  return Array.from({ length: count }, (_, i) => {
    const at = 20 + ENTRY * i;
    return pack.subarray(data + pack.readUInt32LE(at), data + pack.readUInt32LE(at) + pack.readUInt32LE(at + 4));
  });
}

/** The pack of a single file, put back together: header, then the segments in index order (what write_pack wrote). */
export function packOf(html) {
  const m = HEADER_RE.exec(html);
  if (!m) throw new Error('no #docc-pack in the site');
  const segs = [];
  for (const s of html.matchAll(SEG_RE)) segs[Number(s[2])] = fromText(s[3]);
  return Buffer.concat([fromText(m[2]), ...segs]);
}

/** `html` with its pack elements holding `bytes` instead (a pack with the same segments; the layout is kept). */
export function withPack(html, bytes) {
  const pack = Buffer.from(bytes);
  const segs = segmentsOf(pack);
  const header = pack.subarray(0, 20 + ENTRY * segs.length);
  return html.replace(HEADER_RE, (_, a, __, c) => a + toText(header) + c)
    .replace(SEG_RE, (_, a, i, __, c) => a + toText(segs[Number(i)]) + c);
}

let packMod = null;
async function packModule() {
  const f = join(RUNTIME, 'build/pack.mjs');
  // Built once, and again whenever the pack reader's sources are newer (a stale reader
  // would refuse a site of a newer pack format).
  const src = join(RUNTIME, 'src/pack');
  const stale = !existsSync(f) || readdirSync(src).some((n) => statSync(join(src, n)).mtimeMs > statSync(f).mtimeMs);
  if (stale) execFileSync('node', ['build.mjs', '--tests'], { cwd: RUNTIME, stdio: 'inherit' });
  return (packMod ??= await import(pathToFileURL(f).href));
}

/** The site's decoded manifest and a page reader (the runtime's own pack reader). */
export async function readSite(file) {
  const { Pack } = await packModule();
  const pack = new Pack(new Uint8Array(packOf(readFileSync(file, 'utf8'))));
  return { pack, manifest: pack.manifest, page: (route) => {
    const r = pack.manifest.routes.find((e) => e.path === route);
    return r ? pack.page(r.segment, r.index) : null;
  } };
}

/**
 * A copy of the site whose segment `segment` (default the manifest, which every route needs)
 * has letters swapped: it fails that segment's checksum.
 */
export function corruptCopy(file, segment = 0) {
  const html = readFileSync(file, 'utf8');
  const out = join(tempDir(), 'corrupt.html');
  writeFileSync(out, html.replace(SEG_RE, (all, a, i, b64, c) => {
    if (Number(i) !== segment) return all;
    const chars = b64.split('');
    // Swap letters well inside the payload: the text stays valid.
    for (const frac of [0.5, 0.6, 0.7]) {
      let k = Math.floor(chars.length * frac);
      while (!/[A-Za-z]/.test(chars[k])) k++; // a one-character group, so the length stays
      chars[k] = chars[k] === 'A' ? 'B' : 'A';
    }
    return a + chars.join('') + c;
  }));
  return out;
}

/**
 * A copy of the site in which the page-chunk segment `segment` cannot be decompressed, but
 * whose checksums (the segment's and the table's) are recomputed: the site opens, and that
 * chunk's pages crash.
 */
export async function crashCopy(file, segment) {
  const { crc32 } = await packModule();
  const html = readFileSync(file, 'utf8');
  const pack = packOf(html);
  const segs = segmentsOf(pack);
  segs[segment] = Buffer.from([0x28, 0xb5, 0x2f]); // a truncated zstd frame
  const header = Buffer.alloc(20 + ENTRY * segs.length);
  header.write('DOCCPACK', 0, 'latin1');
  header.writeUInt32LE(pack.readUInt32LE(8), 8);
  header.writeUInt32LE(segs.length, 16);
  let offset = 0;
  segs.forEach((s, i) => {
    const at = 20 + ENTRY * i;
    [offset, s.length, pack.readUInt32LE(at + 8), crc32(s), pack.readUInt32LE(at + 16)].forEach((v, k) => header.writeUInt32LE(v, at + 4 * k));
    offset += s.length;
  });
  header.writeUInt32LE(crc32(header.subarray(16)), 12);
  const out = join(tempDir(), 'crash.html');
  writeFileSync(out, withPack(html, Buffer.concat([header, ...segs])));
  return out;
}

let testRuntime = null;
/**
 * A copy of the site whose runtime is the test bundle (runtime/build/runtime.js, built now by
 * `node build.mjs --test-runtime` from the same sources with the test hooks of
 * components/App.tsx compiled in) instead of the shipped one, which has no hooks. The CSP's
 * hash of the runtime script is replaced with the test bundle's, so the policy stays as strict.
 */
export function withTestRuntime(file) {
  if (!testRuntime) {
    execFileSync('node', ['build.mjs', '--test-runtime'], { cwd: RUNTIME, stdio: 'inherit' });
    testRuntime = readFileSync(join(RUNTIME, 'build/runtime.js'), 'utf8').replaceAll('</script', '<\\/script');
  }
  const html = readFileSync(file, 'utf8');
  const m = /(<script type="module" async>)([^]*?)(<\/script>)/.exec(html);
  if (!m) throw new Error(`${file}: no runtime <script type="module" async>`);
  const hash = (js) => `'sha256-${createHash('sha256').update(js).digest('base64')}'`;
  const csp = hash(m[2]);
  if (!html.includes(csp)) throw new Error(`${file}: the CSP does not list the runtime's hash ${csp}`);
  const out = join(tempDir(), 'test-runtime.html');
  writeFileSync(out, html.slice(0, m.index).replace(csp, hash(testRuntime)) + m[1] + testRuntime + m[3] + html.slice(m.index + m[0].length));
  return out;
}

/** The URL of a route for a served (http) or file:// site. */
export function routeUrl(mode, base, route, anchor = '') {
  if (mode === 'file') return `${base}#${encodeURI(route)}${anchor ? '#' + anchor : ''}`;
  return `${base}${encodeURI(route)}${anchor ? '#' + anchor : ''}`;
}

/** A fresh browser context (1280×800 unless `options` say otherwise) on `url`, once the page has rendered. */
export async function openPage(browser, url, options = {}) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await visit(page, url);
  return { ctx, page, errors };
}

/** Loads `url` in an open page (a new visit in the same profile) and waits until the app has rendered. */
export async function visit(page, url) {
  await page.goto(url);
  await page.waitForSelector('#docc-main');
}

/**
 * In-app navigation to `route` under the site URL `base`, as a link click does (history API +
 * popstate), without reloading the site; resolves once the location shows the route.
 */
export async function navigate(page, base, route) {
  await page.evaluate((to) => { history.pushState(null, '', to); dispatchEvent(new PopStateEvent('popstate')); }, base + encodeURI(route));
  await page.waitForFunction((r) => decodeURI(location.pathname).endsWith(r), route);
}

/**
 * Polls `fn(arg)` in the page until `ok` holds for its value or `timeout` ms pass; returns the
 * last value (the caller's assertion says what it saw). For conditions written as a function
 * of the test file: `page.waitForFunction` with a string evaluates it with the page's `eval`,
 * which docc's Content-Security-Policy forbids ('unsafe-eval'), a page error on Chromium 156.
 * `page.evaluate` is not the page's eval, so the policy does not apply to it.
 * @template T
 * @param {import('playwright-core').Page} page
 * @param {(arg?: any) => T} fn
 * @param {(value: T) => boolean} ok
 * @param {{ arg?: any, timeout?: number }} [options]
 * @returns {Promise<T>}
 */
export async function until(page, fn, ok, { arg = undefined, timeout = 5000 } = {}) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await page.evaluate(fn, arg);
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Closes a context made by `openPage`, failing the test if its page logged errors. */
export async function closePage({ ctx, errors }) {
  assert.deepEqual(errors, [], 'no console errors');
  await ctx.close();
}
