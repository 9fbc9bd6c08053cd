// Hosted mode at scale (issue 31): a first visit does not grow with the site, the sidebar comes
// collapsed and fetches a category's items when it opens, and the route table's blocks are found
// whatever the paths. Bench corpora from tests/bench/gen_site.py (600 and 3,000 pages) and a small
// site of routes around a route-block boundary (non-ASCII paths, a folder URL) are compiled with
// `--out-dir` and served as plain files (directory → index.html, unknown path → 404.html), counting
// the gzip size of every file served.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { closePage, doccBin, launch, navigate, openPage, tempDir } from './harness.mjs';

/** The runtime's own tree, not the route's static HTML (`.docc-static`) beside it. */
const RUNTIME = '.docc:not(.docc-static)';

const GEN = resolve(import.meta.dirname, '../bench/gen_site.py');
const SIZES = [600, 3000];

/** A static file server over `dir` that records each file it serves with its gzip size, and what is in flight. */
async function serveDir(dir) {
  /** @type {{ path: string, gz: number }[]} */
  const served = [];
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = join(dir, path);
    if (!file.startsWith(dir)) { res.writeHead(403).end(); return; }
    if (existsSync(file) && statSync(file).isDirectory()) {
      if (!path.endsWith('/')) { res.writeHead(301, { location: encodeURI(path + '/') }).end(); return; }
      file = join(file, 'index.html');
    }
    const found = existsSync(file);
    const body = readFileSync(found ? file : join(dir, '404.html'));
    served.push({ path, gz: gzipSync(body).length });
    const type = file.endsWith('.html') || !found ? 'text/html; charset=utf-8' : file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'application/octet-stream';
    res.writeHead(found ? 200 : 404, { 'content-type': type }).end(body);
  });
  await /** @type {Promise<void>} */ (new Promise((ok) => server.listen(0, '127.0.0.1', ok)));
  return {
    url: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
    served,
    close: () => new Promise((ok) => { server.closeAllConnections?.(); server.close(ok); }),
  };
}

/** Every route of a hosted tree (a folder holding an index.html), without a trailing slash. */
function routesOf(dir) {
  const out = [];
  const walk = (d, route) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory() && e.name !== 'assets') walk(join(d, e.name), `${route}/${e.name}`);
      else if (e.name === 'index.html') out.push(route || '/');
    }
  };
  walk(dir, '');
  return out;
}

/** Resolves once the served files stop coming: nothing new for a few polls of the page. */
async function settled(page, served) {
  let n = -1;
  for (let quiet = 0; quiet < 5;) {
    await page.waitForTimeout(100);
    quiet = served.length === n ? quiet + 1 : 0;
    n = served.length;
  }
}

const sites = new Map();
let browser;
before(async () => {
  browser = await launch();
  for (const n of SIZES) {
    const src = join(tempDir(), `bench-${n}`);
    execFileSync('python3', [GEN, String(n), src], { stdio: 'pipe' });
    const out = join(tempDir(), `out-${n}`);
    execFileSync(doccBin(), ['compile', src, '--out-dir', out], { stdio: 'pipe' });
    sites.set(n, { out, server: await serveDir(out), routes: routesOf(out) });
  }
});
after(async () => {
  await browser?.close();
  for (const s of sites.values()) await s.server.close();
});

/** The first of the deepest routes (a page two categories down), by code unit order. */
const deepest = (routes) => {
  const depth = (r) => r.split('/').length;
  const max = Math.max(...routes.map(depth));
  return routes.filter((r) => depth(r) === max).sort()[0];
};

test('a first visit to a deep page fetches the same bytes (±20%) at 600 and 3,000 pages', async () => {
  const bytes = [];
  for (const n of SIZES) {
    const { server, routes } = sites.get(n);
    const route = deepest(routes);
    server.served.length = 0;
    const p = await openPage(browser, server.url + encodeURI(route) + '/');
    // Hydrated: the runtime's sidebar shows the page, open down to it.
    await p.page.waitForSelector('nav.menu a[aria-current="page"]');
    await settled(p.page, server.served);
    const total = server.served.reduce((a, f) => a + f.gz, 0);
    bytes.push(total);
    const head = server.served.filter((f) => /\/site\.[0-9a-f]+\.pack$/.test(f.path)).reduce((a, f) => a + f.gz, 0);
    console.log(`# ${n} pages: first visit to ${route}: ${(total / 1024).toFixed(1)} KB gzip in ${server.served.length} files (head ${(head / 1024).toFixed(1)} KB)`);
    await closePage(p);
  }
  const ratio = bytes[1] / bytes[0];
  assert.ok(ratio >= 0.8 && ratio <= 1.2, `first visit ${bytes.join(' → ')} B gzip from ${SIZES.join(' to ')} pages: ×${ratio.toFixed(2)}`);
});

test('the hosted sidebar fetches a collapsed category when it opens, and opens the path of a page navigated to', async () => {
  const { server, routes } = sites.get(600);
  const route = deepest(routes);
  const p = await openPage(browser, server.url + encodeURI(route) + '/');
  const { page } = p;
  await page.waitForSelector('nav.menu a[aria-current="page"]');
  await settled(page, server.served);
  // A top-level category off the page's path: collapsed, its items not in the page yet.
  const top = page.locator('nav.menu > ul > li');
  const at = (await top.evaluateAll((lis) => lis.map((li) => li.classList.contains('menu__item--collapsed')))).lastIndexOf(true);
  assert.ok(at >= 0, 'a collapsed top-level category');
  const closed = top.nth(at);
  const label = await closed.locator('.menu__category a').first().textContent();
  assert.equal(await closed.locator('ul a').count(), 0, `${label}: no items before it opens`);
  const before = server.served.length;
  await closed.locator('button.menu__caret').click();
  await closed.locator('ul a.menu__link').first().waitFor();
  const fetched = server.served.slice(before).map((f) => f.path);
  assert.ok(fetched.some((f) => /\/assets\/seg\.[0-9a-f]+\.bin$/.test(f)), `opening ${label} fetched its items: ${fetched.join(', ')}`);
  assert.ok(await closed.locator(':scope > div ul > li').count() > 0, `${label} shows its items`);
  // Into a page under another collapsed category (not opened by hand): the sidebar opens down to it.
  const sidebarRoutes = new Set(await page.locator('nav.menu a').evaluateAll((as) => as.map((a) => decodeURI(new URL(/** @type {HTMLAnchorElement} */ (a).href).pathname).replace(/\/$/, ''))));
  const target = routes.filter((r) => r.split('/').length === route.split('/').length && !sidebarRoutes.has(r)).sort().at(-1);
  assert.ok(target, 'a deep page whose category is not open');
  await navigate(page, server.url, target + '/');
  // Its link in the sidebar is the current page once the navigation has shown it.
  await page.waitForFunction((t) => {
    const a = /** @type {HTMLAnchorElement | null} */ (document.querySelector('nav.menu a[aria-current="page"]'));
    return !!a && decodeURI(new URL(a.href).pathname).replace(/\/$/, '') === t;
  }, target);
  const active = page.locator('nav.menu a[aria-current="page"]');
  // Every category above it is open.
  const collapsedAbove = await active.evaluate((a) => {
    let n = 0;
    for (let li = a.closest('li')?.parentElement?.closest('li'); li; li = li.parentElement?.closest('li') ?? null) if (li.classList.contains('menu__item--collapsed')) n++;
    return n;
  });
  assert.equal(collapsedAbove, 0, 'the active path is open');
  assert.ok(await active.isVisible(), 'the page\'s link shows');
  await closePage(p);
});

/**
 * A site whose routes straddle the route table's blocks (128 routes each): 100 pages under
 * `/a` + U+1F600 and 100 under `/a` + U+E000, whose order differs between UTF-8 bytes (U+E000
 * first) and UTF-16 code units (U+1F600, a surrogate pair, first), so that one order's block
 * starts fall between the other's; 55 pages `/bNNN`; and a folder `/folder` whose first page is
 * route 256, the first of the third block.
 */
function boundarySite() {
  const src = join(tempDir(), 'boundary');
  mkdirSync(join(src, 'docs', 'folder'), { recursive: true });
  writeFileSync(join(src, 'docc.toml'), 'title = "Boundary"\ntagline = "Routes around route-table blocks"\n');
  const doc = (file, title, slug) => writeFileSync(join(src, 'docs', file), `---\ntitle: ${title}\nslug: ${slug}\n---\n\nThe page ${title}.\n`);
  const num = (i) => String(i).padStart(3, '0');
  doc('index.md', 'Home', '/');
  for (let i = 0; i < 100; i++) {
    doc(`e${i}.md`, `Private ${i}`, `/a\u{e000}${num(i)}`);
    doc(`s${i}.md`, `Smile ${i}`, `/a\u{1f600}${num(i)}`);
  }
  for (let i = 0; i < 55; i++) doc(`b${i}.md`, `B ${i}`, `/b${num(i)}`);
  for (const [i, name] of ['first', 'second'].entries()) writeFileSync(join(src, 'docs', 'folder', `${name}.md`), `---\ntitle: Folder ${name}\nsidebar_position: ${i}\n---\n\nIn the folder.\n`);
  return src;
}

test('route blocks: non-ASCII paths and a folder whose first page starts the next block resolve', async () => {
  const src = boundarySite();
  const out = join(tempDir(), 'boundary-out');
  execFileSync(doccBin(), ['compile', src, '--out-dir', out], { stdio: 'pipe' });
  const routes = routesOf(out);
  // The fixture's premise. In UTF-16 order (JavaScript's sort) /folder/first is route 256 and the
  // second block starts inside the U+E000 pages; in UTF-8 byte order it would start inside the
  // U+1F600 pages, which sort before every U+E000 page in UTF-16: a lookup by `>` would miss.
  const sorted = [...routes].sort();
  assert.equal(sorted.length, 258);
  assert.equal(sorted.indexOf('/folder/first'), 256);
  assert.ok(sorted[128].startsWith('/a\u{e000}'), sorted[128]);
  const bytes = [...routes].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  assert.ok(bytes[128].startsWith('/a\u{1f600}') && bytes[128] < '/a\u{e000}005', bytes[128]);
  const server = await serveDir(out);
  try {
    const title = (r) => (r.startsWith('/a\u{e000}') ? 'Private ' : 'Smile ') + Number(r.slice(-3));
    for (const [route, other] of [['/a\u{e000}005', '/a\u{1f600}050'], ['/a\u{e000}099', '/a\u{e000}000'], ['/a\u{1f600}000', '/a\u{e000}050'], ['/a\u{1f600}099', '/a\u{e000}026']]) {
      const p = await openPage(browser, server.url + encodeURI(route) + '/');
      await p.page.waitForSelector('nav.menu a[aria-current="page"]');
      // The runtime's page: the static page beside it stays in the document, hidden, until mount's
      // ready (the page rendered and announced), then goes.
      assert.equal(await p.page.locator(`${RUNTIME} #docc-main h1`).textContent(), title(route), `${JSON.stringify(route)} renders (first visit)`);
      // And by client-side navigation.
      await navigate(p.page, server.url, other + '/');
      await p.page.waitForFunction(([sel, t]) => document.querySelector(sel)?.textContent === t, [`${RUNTIME} #docc-main h1`, title(other)]);
      await closePage(p);
    }
    // The folder URL (no page of its own: the host serves 404.html) opens its first page.
    const p = await openPage(browser, server.url + '/folder/');
    await p.page.waitForFunction((sel) => document.querySelector(sel)?.textContent === 'Folder first', `${RUNTIME} #docc-main h1`);
    assert.equal(decodeURI(new URL(p.page.url()).pathname).replace(/\/$/, ''), '/folder/first');
    // The host answered 404 for the folder, which the browser reports; nothing else.
    p.errors.splice(0, p.errors.length, ...p.errors.filter((e) => !/status of 404/.test(e)));
    await closePage(p);
  } finally {
    await server.close();
  }
});
