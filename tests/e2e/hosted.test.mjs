// Static HTML for every route. Hosted mode (`docc compile --out-dir`) on the content site,
// served as plain files (directory → index.html, unknown path → 404.html, as static hosts do):
// (a) with JavaScript disabled, pages of every kind show their h1 and first paragraph and a
// content link navigates; (b) with JavaScript the runtime takes over (client-side navigation,
// search, theme) and loads the shared pack once; (c) every route has a distinct title and
// description, a canonical link and og tags, and sitemap.xml lists every route and parses as XML.
// The single file: the landing page's static HTML shows without JavaScript, and a deep link
// with JavaScript never shows it.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { doccBin, launch, serve, siteFile, tempDir, watchErrors } from './harness.mjs';

const CONTENT = resolve(import.meta.dirname, '../../content');
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.xml': 'application/xml', '.txt': 'text/plain', '.svg': 'image/svg+xml', '.png': 'image/png', '.pack': 'application/octet-stream' };

/** A static file server over `dir`: `/x/` → x/index.html, `/x` → redirect to `/x/` when a folder, else 404.html. */
async function serveDir(dir) {
  const requests = [];
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    requests.push(path);
    let file = join(dir, path);
    if (!file.startsWith(dir)) { res.writeHead(403).end(); return; }
    if (existsSync(file) && statSync(file).isDirectory()) {
      if (!path.endsWith('/')) { res.writeHead(301, { location: path + '/' }).end(); return; }
      file = join(file, 'index.html');
    }
    if (!existsSync(file)) {
      res.writeHead(404, { 'content-type': TYPES['.html'] }).end(readFileSync(join(dir, '404.html')));
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await /** @type {Promise<void>} */ (new Promise((ok) => server.listen(0, '127.0.0.1', ok)));
  return {
    url: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
    requests,
    close: () => new Promise((ok) => { server.closeAllConnections?.(); server.close(ok); }),
  };
}

/** Every route page of the tree: [{ route, file, html }]. */
function routePages(dir) {
  const out = [];
  const walk = (d, route) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory() && e.name !== 'assets') walk(join(d, e.name), `${route}${e.name}/`);
      else if (e.name === 'index.html') out.push({ route, file: join(d, e.name), html: readFileSync(join(d, e.name), 'utf8') });
    }
  };
  walk(dir, '/');
  return out;
}

const attr = (html, re) => re.exec(html)?.[1] ?? null;
/** The segment and table files a page preloads, its own chunk first (then the table file that names it, then its route table block and that block's table file when another). */
const preloadedBins = (html) => [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+\.bin)">/g)].map((m) => m[1]);
/** The route table block a page preloads (hosted.rs: the block of the route table holding its route). */
const routeBlock = (html) => preloadedBins(html).filter((b) => /\/seg\./.test(b))[1];
/** The sidebar pieces a page preloads (hosted.rs `cut_sidebars`: its collapsed categories on its path), after its chunk and block. */
const sidebarPieces = (html) => preloadedBins(html).filter((b) => /\/seg\./.test(b)).slice(2);
const unescape = (s) => s?.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** 20 routes covering every page kind: docs, category, API overview/operation/schema, SDK index/package/item, standalone. */
function sampleRoutes(pages) {
  const kinds = [
    (r) => r.startsWith('/Documentation/'),
    (r) => r.startsWith('/category/'),
    (r) => r === '/OpenAPI/',
    (r) => r.startsWith('/OpenAPI/schemas/'),
    (r) => r.startsWith('/OpenAPI/') && !r.startsWith('/OpenAPI/schemas/') && r !== '/OpenAPI/',
    (r) => r === '/api/',
    (r) => /^\/api\/[^/]+\/$/.test(r),
    (r) => /^\/api\/[^/]+\/.+/.test(r),
    (r) => r === '/markdown-page/',
  ];
  const groups = kinds.map((k) => pages.map((p) => p.route).filter(k));
  for (const [i, g] of groups.entries()) assert.ok(g.length > 0, `no route of kind #${i} in the hosted tree`);
  const picked = [];
  for (let round = 0; picked.length < 20; round++) {
    for (const g of groups) {
      // Spread picks over each group, not its first entries.
      const r = g[Math.floor((round * g.length) / 4) % g.length];
      if (picked.length < 20 && !picked.includes(r)) picked.push(r);
    }
    if (round > 40) break;
  }
  return picked;
}

let browser, out, server, pages;
before(async () => {
  browser = await launch();
  out = join(tempDir(), 'public');
  execFileSync(doccBin(), ['compile', CONTENT, '--out-dir', out], { stdio: 'pipe' });
  server = await serveDir(out);
  pages = routePages(out);
});
after(async () => { await server?.close(); await browser?.close(); });

describe('hosted mode: the tree', () => {
  test('shared runtime and pack head are content-hashed files; every page loads them once', () => {
    const assets = readdirSync(join(out, 'assets'));
    const js = assets.filter((a) => /^docc\.[0-9a-f]{10}\.js$/.test(a));
    const pack = assets.filter((a) => /^site\.[0-9a-f]{10}\.pack$/.test(a));
    assert.equal(js.length, 1);
    assert.equal(pack.length, 1);
    for (const p of pages.slice(0, 50)) {
      assert.equal(p.html.split(`/assets/${js[0]}"`).length - 1, 1, `${p.route} loads the runtime once`);
      assert.ok(p.html.includes(`data-src="/assets/${pack[0]}"`), `${p.route} names the pack`);
      assert.ok(!/<script id="docc-pack"[^>]*>[^<]/.test(p.html), `${p.route} does not inline the pack`);
    }
    assert.ok(existsSync(join(out, '404.html')) && existsSync(join(out, '.docc-site')));
  });

  test('every page links the favicon, a file of the tree (docc\'s own when the site names none)', () => {
    const icon = /<link rel="icon" type="([^"]+)" href="([^"]+)">/;
    for (const p of [...pages, { route: '404', html: readFileSync(join(out, '404.html'), 'utf8') }]) {
      const m = icon.exec(p.html);
      assert.ok(m, `${p.route} links a favicon`);
      assert.equal(m[2], '/favicon.svg', p.route);
    }
    const svg = readFileSync(join(out, 'favicon.svg'), 'utf8');
    assert.match(svg, /^<svg[^>]*viewBox/);
  });

  test('every page carries a Content-Security-Policy before its first script: no inline script but the theme applier (by hash)', () => {
    for (const { route, html } of [...pages, { route: '404.html', html: readFileSync(join(out, '404.html'), 'utf8') }]) {
      const csp = attr(html, /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/);
      assert.ok(csp, `${route}: no CSP`);
      assert.ok(html.indexOf('http-equiv="Content-Security-Policy"') < html.indexOf('<script'), `${route}: CSP after a script`);
      const scripts = /script-src ([^;]*)/.exec(unescape(csp) ?? '')?.[1] ?? '';
      assert.match(scripts, /^'self' 'sha256-[A-Za-z0-9+/=]+'$/, `${route}: script-src ${scripts}`);
      assert.match(unescape(csp) ?? '', /default-src 'none'.*object-src 'none'; base-uri 'none'/, route);
    }
  });

  test('(c) every route has a distinct title and description, a canonical link and og tags', () => {
    assert.ok(pages.length > 300, `only ${pages.length} route pages`);
    const titles = new Map();
    const descs = new Map();
    for (const { route, html } of pages) {
      const title = unescape(attr(html, /<title>([^<]*)<\/title>/));
      const desc = unescape(attr(html, /<meta name="description" content="([^"]*)"/));
      assert.ok(title, `${route}: no title`);
      assert.ok(desc && desc.length >= 10, `${route}: description ${JSON.stringify(desc)}`);
      const canonical = attr(html, /<link rel="canonical" href="([^"]*)"/);
      assert.ok(canonical?.startsWith('https://docs.silvana.one/'), `${route}: canonical ${canonical}`);
      assert.equal(unescape(attr(html, /<meta property="og:title" content="([^"]*)"/)), title, `${route}: og:title`);
      assert.equal(unescape(attr(html, /<meta property="og:description" content="([^"]*)"/)), desc, `${route}: og:description`);
      assert.equal(attr(html, /<meta property="og:url" content="([^"]*)"/), canonical, `${route}: og:url`);
      assert.match(html, /<meta property="og:type" content="(website|article)">/, `${route}: og:type`);
      assert.match(html, /<meta name="twitter:card" content="summary">/, `${route}: twitter:card`);
      // '/' without a page of its own repeats the docs root, with the docs root as canonical.
      if (route === '/' && canonical !== 'https://docs.silvana.one/') continue;
      assert.equal(canonical, `https://docs.silvana.one${route}`, `${route}: canonical is the route's own URL`);
      assert.ok(!titles.has(title), `${route} and ${titles.get(title)} share the title ${JSON.stringify(title)}`);
      assert.ok(!descs.has(desc), `${route} and ${descs.get(desc)} share the description ${JSON.stringify(desc)}`);
      titles.set(title, route);
      descs.set(desc, route);
    }
  });

  test('(c) sitemap.xml parses as XML and lists every route; robots.txt names it', async () => {
    const xml = readFileSync(join(out, 'sitemap.xml'), 'utf8');
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    const locs = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.getElementsByTagName('parsererror').length) return null;
      if (doc.documentElement.namespaceURI !== 'http://www.sitemaps.org/schemas/sitemap/0.9') return null;
      return [...doc.getElementsByTagName('loc')].map((l) => l.textContent);
    }, xml);
    await ctx.close();
    assert.ok(locs, 'sitemap.xml is well-formed sitemaps.org XML');
    const routes = pages.map((p) => p.route).filter((r) => r !== '/' || locs.includes('https://docs.silvana.one/'));
    assert.deepEqual(new Set(locs), new Set(routes.map((r) => `https://docs.silvana.one${encodeURI(r)}`)));
    assert.equal(locs.length, new Set(locs).size, 'no duplicates');
    assert.match(readFileSync(join(out, 'robots.txt'), 'utf8'), /^Sitemap: https:\/\/docs\.silvana\.one\/sitemap\.xml$/m);
  });
});

describe('hosted mode: without JavaScript', () => {
  test('(a) 20 routes of every kind show their h1 and first paragraph; a content link navigates', async () => {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    const routes = sampleRoutes(pages);
    assert.equal(routes.length, 20);
    for (const route of routes) {
      const res = await page.goto(server.url + route);
      assert.equal(res.status(), 200, route);
      const h1 = page.locator('main h1').first();
      assert.ok(await h1.isVisible(), `${route}: h1 visible`);
      assert.ok((await h1.innerText()).trim().length > 0, `${route}: h1 has text`);
      const para = page.locator('main p:not(:empty)').first();
      assert.ok(await para.isVisible(), `${route}: first paragraph visible`);
      assert.ok((await para.innerText()).trim().length > 0, `${route}: first paragraph has text`);
    }
    // A link inside the content (not the chrome) is plain navigation to another route page.
    const withLinks = pages.find((p) => p.route.startsWith('/Documentation/') && /<div class="markdown">(?:(?!<\/article>)[\s\S])*?<a href="\/(?!#)/.test(p.html));
    assert.ok(withLinks, 'a docs page with a content link');
    await page.goto(server.url + withLinks.route);
    const link = page.locator('main .markdown a[href^="/"]:not(.hash-link)').first();
    const href = await link.getAttribute('href');
    assert.match(href, /\/$/, 'route links are directory URLs');
    await link.click();
    await page.waitForURL(server.url + href);
    assert.ok(await page.locator('main h1').first().isVisible(), `${href}: the linked page shows its h1`);
    // Sidebar and navbar links work too.
    const side = page.locator('.sidebar-col a.menu__link').nth(1);
    const sideHref = await side.getAttribute('href');
    await side.click();
    await page.waitForURL(server.url + sideHref);
    assert.ok(await page.locator('main h1').first().isVisible());
    await ctx.close();
  });

  test('the sidebar holds the open path only: a closed category is a link to a page that shows it open', async () => {
    // No page repeats the whole tree: a page lists fewer sidebar links than the site has routes.
    const counts = pages.map((p) => (p.html.match(/class="menu__link[ "]/g) ?? []).length);
    assert.ok(Math.max(...counts) < pages.length / 2, `the largest sidebar has ${Math.max(...counts)} links for ${pages.length} routes`);
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(server.url + pages.find((p) => p.route.startsWith('/Documentation/') && p.html.includes('menu__category--closed')).route);
    const closed = page.locator('.sidebar-col .menu__category--closed a').first();
    const label = (await closed.innerText()).trim();
    const href = await closed.getAttribute('href');
    await closed.click();
    await page.waitForURL(server.url + href);
    const exact = new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
    const open = page.locator('.sidebar-col details.menu__details[open] > summary', { hasText: exact });
    assert.ok(await open.first().isVisible(), `${href} shows the category ${label} open`);
    assert.ok(await page.locator('.sidebar-col [aria-current="page"]').isVisible(), `${href} is marked current in its sidebar`);
    assert.equal(await page.locator('.sidebar-col .menu__category--closed', { hasText: exact }).count(), 0, `${label} is no longer closed`);
    await ctx.close();
  });

  test('an unknown path gets 404.html: Page Not Found with a link home', async () => {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    const res = await page.goto(server.url + '/no/such/page/');
    assert.equal(res.status(), 404);
    assert.equal(await page.locator('main h1').innerText(), 'Page Not Found');
    assert.match(await page.title(), /^Page Not Found \|/);
    await ctx.close();
  });
});

describe('hosted mode: with JavaScript', () => {
  test('(b) the runtime takes over: client-side navigation, search, theme; the pack loads once', async () => {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    const start = server.requests.length;
    await page.goto(server.url + pages.find((p) => p.route.startsWith('/Documentation/') && p.html.includes('sidebar-col')).route);
    await page.locator('header.navbar .theme-toggle').waitFor(); // only the runtime renders the toggle
    const firstTitle = await page.title();
    await page.evaluate(() => { window.__sameDocument = true; });
    // Client-side navigation: a sidebar link changes the route without loading a document.
    const side = page.locator('.sidebar-col a.menu__link:not(.menu__link--active)').nth(2);
    await side.click();
    await page.waitForFunction((t) => document.title !== t, firstTitle);
    assert.equal(await page.evaluate(() => window.__sameDocument), true, 'no full page load');
    const entry = await page.evaluate(() => ({ desc: /** @type {HTMLMetaElement} */ (document.querySelector('meta[name="description"]'))?.content, canon: /** @type {HTMLLinkElement} */ (document.querySelector('link[rel="canonical"]'))?.href, path: location.pathname }));
    const served = pages.find((p) => p.route === entry.path || p.route === entry.path + '/');
    assert.ok(served, `route page for ${entry.path}`);
    assert.equal(await page.title(), unescape(attr(served.html, /<title>([^<]*)<\/title>/)), 'the runtime sets the same title as the hosted page');
    assert.equal(entry.desc, unescape(attr(served.html, /<meta name="description" content="([^"]*)"/)));
    assert.equal(entry.canon, attr(served.html, /<link rel="canonical" href="([^"]*)"/));
    // Search.
    await page.keyboard.press('Control+k');
    await page.locator('.search-modal__input').fill('proof');
    await page.waitForFunction(() => document.querySelector('.search-modal__dialog')?.getAttribute('data-status') === 'idle');
    const hit = page.locator('.search-modal .search-hit__link').first();
    await hit.waitFor();
    await hit.click();
    await page.waitForFunction(() => !document.querySelector('.search-modal__dialog'));
    assert.equal(await page.evaluate(() => window.__sameDocument), true, 'search results navigate client-side');
    // Theme.
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
    await page.locator('header.navbar .theme-toggle').click();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    const packLoads = server.requests.slice(start).filter((r) => r.endsWith('.pack'));
    assert.equal(packLoads.length, 1, `the pack is fetched once: ${packLoads}`);
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('per-route data: a first visit fetches the head and its own chunk (and sidebar pieces), a navigation one more chunk, search its segments when opened', async () => {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    const bins = () => server.requests.filter((r) => /\/seg\.[0-9a-f]+\.bin$/.test(r));
    const tables = () => server.requests.filter((r) => /\/tab\.[0-9a-f]+\.bin$/.test(r));
    const heads = () => server.requests.filter((r) => r.endsWith('.pack'));
    const before = { bins: bins().length, tables: tables().length, heads: heads().length, all: server.requests.length };
    const docs = pages.find((p) => p.route.startsWith('/Documentation/') && p.route.split('/').length > 4 && p.html.includes('href="/OpenAPI/"'));
    assert.ok(docs, 'a docs page linking to /OpenAPI/');
    assert.deepEqual(preloadedBins(readFileSync(join(out, '404.html'), 'utf8')), [], '404.html preloads no segment (the navbar logo is a file of its own)');
    const [docsChunk, docsTable] = preloadedBins(docs.html);
    const docsBlock = routeBlock(docs.html);
    assert.match(docsTable ?? '', /\/tab\.[0-9a-f]{10}\.bin$/, 'the page preloads the table file naming its chunk');
    assert.match(docsBlock ?? '', /\/seg\.[0-9a-f]{10}\.bin$/, 'the page preloads its route table block');
    await page.goto(server.url + docs.route);
    await page.locator('header.navbar .theme-toggle').waitFor();
    await page.locator('.docc:not(.docc-static) main#docc-main h1').waitFor();
    const logo = page.locator('header.navbar img.navbar__logo');
    await logo.waitFor();
    // The runtime shows the logo from its file (named in the head), as the static HTML did.
    assert.match(await logo.getAttribute('src') ?? '', /\/assets\/img\.[0-9a-f]{10}\.svg$/);
    await page.waitForFunction(() => /** @type {HTMLImageElement | null} */ (document.querySelector('header.navbar img.navbar__logo'))?.complete);
    assert.ok(sidebarPieces(docs.html).length > 0, 'a page inside a collapsed sidebar category preloads its items');
    assert.deepEqual(new Set(bins().slice(before.bins)), new Set([docsChunk, docsBlock, ...sidebarPieces(docs.html)]), 'its own chunk, route table block and the sidebar pieces it shows open, no other segment (not the assets segment: images are files)');
    assert.equal(heads().length - before.heads, 1, 'the head file once');
    assert.deepEqual(new Set(tables().slice(before.tables)), new Set(preloadedBins(docs.html).filter((b) => /\/tab\./.test(b))), 'the table files naming its chunk and block');
    // A client-side navigation into another chunk fetches that chunk alone (and the route
    // table block holding its route, when not the one already read).
    const api = pages.find((p) => p.route === '/OpenAPI/');
    const [apiChunk] = preloadedBins(api.html);
    assert.notEqual(apiChunk, docsChunk);
    const firstTitle = await page.title();
    const seen = bins().length;
    await page.locator('header.navbar a[href^="/OpenAPI"]').first().click();
    await page.waitForFunction((t) => document.title !== t, firstTitle);
    await page.locator('.docc:not(.docc-static) main#docc-main h1').waitFor();
    assert.deepEqual(new Set(bins().slice(seen)), new Set([apiChunk, routeBlock(api.html), ...sidebarPieces(api.html)].filter((b) => b !== docsBlock)), 'one new chunk (and the sidebar pieces it shows open)');
    // Search fetches its dictionary and shards only once it opens.
    const opened = bins().length;
    await page.keyboard.press('Control+k');
    await page.locator('.search-modal__input').fill('proof');
    await page.locator('.search-modal .search-hit__link').first().waitFor();
    const searchFiles = bins().slice(opened);
    assert.ok(searchFiles.length >= 2 && !searchFiles.includes(docsChunk) && !searchFiles.includes(apiChunk), `search segments: ${searchFiles}`);
    // Every request is a file of the tree: the page links its favicon, so the browser never
    // asks for a missing /favicon.ico (a 404 and a console error on every load).
    assert.deepEqual(server.requests.slice(before.all).filter((r) => !existsSync(join(out, r))), []);
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('a link\'s chunk is prefetched on hover and focus, not when the visitor saves data', async () => {
    const run = async (connection) => {
      const ctx = await browser.newContext();
      // What the runtime asks for, recorded as it asks (synchronously in the hover's handler).
      await ctx.addInitScript((conn) => {
        const real = window.fetch;
        /** @type {any} */ (window).__fetched = [];
        window.fetch = (input, init) => { /** @type {any} */ (window).__fetched.push(String(input)); return real(input, init); };
        if (conn) Object.defineProperty(Navigator.prototype, 'connection', { get: () => conn, configurable: true });
      }, connection);
      const page = await ctx.newPage();
      const docs = pages.find((p) => p.route.startsWith('/Documentation/') && p.html.includes('href="/api/"'));
      await page.goto(server.url + docs.route);
      await page.locator('header.navbar .theme-toggle').waitFor();
      await page.locator('.docc:not(.docc-static) main#docc-main h1').waitFor();
      const [sdkChunk] = preloadedBins(pages.find((p) => p.route === '/api/').html);
      const [apiChunk] = preloadedBins(pages.find((p) => p.route === '/OpenAPI/').html);
      const fetched = () => page.evaluate(() => /** @type {string[]} */ (/** @type {any} */ (window).__fetched).map((u) => new URL(u, location.href).pathname));
      assert.ok(!(await fetched()).includes(sdkChunk) && !(await fetched()).includes(apiChunk));
      await page.locator('header.navbar a[href^="/api"]').first().hover();
      await page.locator('header.navbar a[href^="/OpenAPI"]').first().focus();
      // A route whose route table block has not arrived is prefetched once it has.
      if (!connection) await page.waitForFunction((want) => want.every((w) => /** @type {string[]} */ (/** @type {any} */ (window).__fetched).some((u) => new URL(u, location.href).pathname === w)), [sdkChunk, apiChunk]);
      const after = await fetched();
      await ctx.close();
      return { sdk: after.includes(sdkChunk), api: after.includes(apiChunk) };
    };
    assert.deepEqual(await run(null), { sdk: true, api: true }, 'hover and focus prefetch');
    assert.deepEqual(await run({ saveData: true, effectiveType: '4g' }), { sdk: false, api: false }, 'Save-Data: nothing prefetched');
    assert.deepEqual(await run({ saveData: false, effectiveType: 'slow-2g' }), { sdk: false, api: false }, 'slow-2g: nothing prefetched');
  });

  test('the route table is in blocks: a navigation to a route of a block not read yet fetches that block, then shows the page', async () => {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    // A docs page and a page it links to (the navbar's SDK reference) whose route is in another block.
    const docs = pages.find((p) => p.route.startsWith('/Documentation/') && p.html.includes('href="/api/"'));
    const target = pages.find((p) => p.route === '/api/');
    const [from, to] = [routeBlock(docs.html), routeBlock(target.html)];
    assert.ok(from && to && from !== to, `two route table blocks (${from}, ${to})`);
    const start = server.requests.length;
    await page.goto(server.url + docs.route);
    await page.locator('.docc:not(.docc-static) main#docc-main h1').waitFor();
    await page.evaluate(() => { window.__sameDocument = true; });
    const seen = server.requests.length;
    assert.ok(server.requests.slice(start).includes(from) && !server.requests.slice(start).includes(to), 'the first visit reads its own block, not the other');
    await page.locator('header.navbar a[href^="/api"]').first().click();
    await page.waitForFunction(() => location.pathname.replace(/\/$/, '') === '/api' && !document.querySelector('.page-wait'));
    const h1 = (await page.locator('.docc:not(.docc-static) main#docc-main h1').first().innerText()).trim();
    assert.ok(target.html.includes(`<h1`) && target.html.includes(h1), `the runtime shows /api/ (${h1})`);
    assert.equal(await page.evaluate(() => window.__sameDocument), true, 'a client-side navigation');
    assert.ok(server.requests.slice(seen).includes(to), 'the block holding /api/ was fetched');
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('search finds a page whose route table block was not read, with its title, and opens it', async () => {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    const docs = pages.find((p) => p.route.startsWith('/Documentation/') && p.html.includes('sidebar-col'));
    const target = pages.find((p) => p.route === '/api/api/function/launchToken/');
    assert.ok(target, 'the SDK page of launchToken');
    const block = routeBlock(target.html);
    assert.ok(block && block !== routeBlock(docs.html), 'in another route table block');
    const start = server.requests.length;
    await page.goto(server.url + docs.route);
    await page.locator('.docc:not(.docc-static) main#docc-main h1').waitFor();
    assert.ok(!server.requests.slice(start).includes(block), 'the first visit does not read that block');
    await page.keyboard.press('Control+k');
    await page.locator('.search-modal__input').fill('launchToken');
    const hit = page.locator('.search-modal .search-hit__link[href^="/api/api/function/launchToken"]').first();
    await hit.waitFor();
    // The route's title (the document title is `{title} | {site}`), which only the route table holds.
    const title = unescape(attr(target.html, /<title>(.*?) \| [^<]*<\/title>/));
    assert.equal((await hit.innerText()).trim(), title, "the hit shows the page's title");
    await hit.click();
    await page.waitForFunction(() => location.pathname.startsWith('/api/api/function/launchToken') && !document.querySelector('.search-modal__dialog'));
    assert.ok(server.requests.slice(start).includes(block), 'the block was fetched for search');
    assert.deepEqual(errors, []);
    await ctx.close();
  });

  test('a deep link shows its own page at once, then the runtime renders the same route without moving it', async () => {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await ctx.newPage();
    await page.addInitScript(() => {
      window.__shift = 0;
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shift += /** @type {PerformanceEntry & { value: number }} */ (e).value; }).observe({ type: 'layout-shift', buffered: true });
      // Where the static page's heading was in the last frame that showed it.
      window.__staticTop = null;
      const frame = () => {
        const h = document.querySelector('.docc-static main h1');
        if (h && h.getBoundingClientRect().height > 0) window.__staticTop = h.getBoundingClientRect().top;
        if (!document.querySelector('.docc:not(.docc-static) header.navbar')) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    const route = pages.find((p) => p.route.startsWith('/OpenAPI/') && p.route.split('/').length > 3).route;
    await page.goto(server.url + route);
    await page.locator('header.navbar .theme-toggle').waitFor();
    const staticTop = await page.evaluate(() => window.__staticTop);
    assert.ok(staticTop !== null, 'the static page was shown first');
    await page.waitForFunction(() => !document.querySelector('.docc-static'));
    // The render takes the static page's place: the heading stays put, and the page does not
    // jump (cumulative layout shift, Lighthouse's measure, is 1 when the render came in below).
    const top = await page.locator('main h1').first().evaluate((h) => h.getBoundingClientRect().top);
    assert.ok(Math.abs(top - staticTop) < 2, `the heading did not move (${staticTop} -> ${top})`);
    const shift = await page.evaluate(() => window.__shift);
    assert.ok(shift < 0.1, `layout shift ${shift}`);
    const h1 = (await page.locator('main h1').first().innerText()).trim();
    const served = pages.find((p) => p.route === route).html;
    assert.ok(served.includes(`>${h1.replace(/&/g, '&amp;').replace(/</g, '&lt;')}<`) || served.includes(h1), `static and runtime show the same page (${h1})`);
    await ctx.close();
  });
});

describe('single file', () => {
  test('without JavaScript the landing page shows, with the note at the top', async () => {
    const single = await serve(siteFile());
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(single.url + '/');
    const note = page.locator('.docc-noscript');
    assert.ok(await note.isVisible(), 'the noscript note is visible');
    assert.ok((await note.boundingBox()).y < 10, 'the note is at the top');
    assert.ok(await page.locator('.docc-static--landing main h1').isVisible(), 'the landing h1 is visible');
    assert.ok(await page.locator('.docc-static--landing main p').first().isVisible(), 'the landing text is visible');
    assert.match(await page.locator('head link[rel="canonical"]').getAttribute('href'), /^https:\/\/docs\.silvana\.one\/$/);
    await ctx.close();
    await single.close();
  });

  test('with JavaScript a deep link never shows the landing HTML; title and description follow the route', async () => {
    const single = await serve(siteFile());
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    // Sample at every frame from the first one: was the landing HTML ever laid out visibly?
    await ctx.addInitScript(() => {
      window.__landingSeen = false;
      const check = () => {
        const el = document.querySelector('.docc-static--landing');
        if (el && el.getBoundingClientRect().height > 0) window.__landingSeen = true;
        requestAnimationFrame(check);
      };
      new MutationObserver(() => {
        const el = document.querySelector('.docc-static--landing');
        if (el && el.getBoundingClientRect().height > 0) window.__landingSeen = true;
      }).observe(document, { childList: true, subtree: true });
      requestAnimationFrame(check);
    });
    await page.goto(single.url + '/OpenAPI');
    await page.locator('header.navbar .theme-toggle').waitFor();
    assert.equal(await page.evaluate(() => window.__landingSeen), false, 'the landing HTML never showed');
    // Removed once mount's ready resolves (the first page rendered and announced), hidden till then.
    await page.locator('.docc-static--landing').waitFor({ state: 'detached', timeout: 10_000 }).catch(() => {});
    assert.equal(await page.locator('.docc-static--landing').count(), 0, 'the runtime replaced it');
    assert.notEqual(await page.title(), 'Silvana');
    const desc = await page.evaluate(() => /** @type {HTMLMetaElement} */ (document.querySelector('meta[name="description"]')).content);
    assert.ok(desc.length > 10);
    assert.equal(await page.evaluate(() => /** @type {HTMLLinkElement} */ (document.querySelector('link[rel="canonical"]')).href), 'https://docs.silvana.one/OpenAPI/');
    await ctx.close();
    await single.close();
  });
});
