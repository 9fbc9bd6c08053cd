// HTTP API reference (docc-openapi pages) in the compiled site: every operation route
// renders its method, path and the code-sample tabs in order; switching a tab (mouse
// or arrow keys) switches the code; the chosen language persists across pages and visits;
// the server picker rewrites the sample URL; schema pages render their tree, nested levels
// open, and components the compiler left as links load in place; the overview lists
// servers and authentication. Expectations are read from the site's own pack.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closePage, compileFixture, fileUrl, launch, navigate, openPage, readSite, routeUrl, serve, siteFile, visit, watchErrors } from './harness.mjs';

const LANGS = ['curl', 'javascript', 'nodejs', 'python', 'rust', 'ocaml', 'go', 'java', 'powershell', 'php'];
const REQUIRED = ['airdropTokens', 'burnTokens', 'buyTokens', 'faucet', 'getContractInfo', 'getNftInfo', 'getNftV2Info', 'getNonce', 'getProof',
  'getTokenBalance', 'getTokenInfo', 'launchNftCollection', 'launchToken', 'mintNft', 'mintTokens', 'prove', 'redeemTokens', 'sellTokens',
  'sendTransaction', 'tokenBid', 'tokenOffer', 'transferTokens', 'txStatus', 'updateTokenAdminWhitelist', 'updateTokenBidWhitelist',
  'updateTokenOfferWhitelist', 'withdrawTokenBid', 'withdrawTokenOffer'];
/** docc_markdown::slug::kebab: a dash before every capital and around digit runs. */
const kebab = (s) => s.replace(/([a-z])([A-Z])/g, '$1-$2').replace(/([A-Za-z])(\d)/g, '$1-$2').replace(/(\d)([A-Za-z])/g, '$1-$2').toLowerCase();

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const file = siteFile();
const site = await readSite(file);
const routes = site.manifest.routes.map((r) => r.path);
const hasApi = routes.includes('/OpenAPI');
const blockOf = (route, tag) => site.page(route)?.blocks.find((b) => typeof b === 'object' && tag in b)?.[tag];
const opRoutes = routes.filter((r) => site.page(r)?.kind === 'ApiOperation');
const schemaRoutes = routes.filter((r) => r.startsWith('/OpenAPI/schemas/'));

/** Nodes of a schema tree, depth first. */
function* nodes(n) {
  yield n;
  for (const p of n.properties) yield* nodes(p);
  if (n.items) yield* nodes(n.items);
  if (n.additional) yield* nodes(n.additional);
  for (const v of n.variants) yield* nodes(v);
}
const hasKids = (n) => n.properties.length || n.items || n.additional || n.variants.length;
// The schema page with the most top-level properties, and a property there that the
// compiler left as a link to another component (expanded lazily by the runtime).
const richSchema = schemaRoutes.map((r) => ({ r, s: blockOf(r, 'ApiSchema') })).filter((x) => x.s).sort((a, b) => b.s.schema.properties.length - a.s.schema.properties.length)[0];
const VIEWPORT = { viewport: { width: 1280, height: 900 } };
let browser, server, ctx, page, errors;
before(async () => {
  browser = await launch();
  server = await serve(file);
});
after(async () => { await server?.close(); await browser?.close(); });

const base = () => server.url + site.manifest.site.base_path.replace(/\/$/, '');
/** Opens `route` in a fresh context, or with `fresh: false` as a new visit in the same one. */
async function open(route, { fresh = true } = {}) {
  if (fresh) ({ ctx, page, errors } = await openPage(browser, base() + encodeURI(route), VIEWPORT));
  else await visit(page, base() + encodeURI(route));
}
const close = () => closePage({ ctx, errors });
const go = (route) => navigate(page, base(), route);
const langTabs = () => page.locator('.api-tabs--langs [role="tab"]');
const selectedLang = () => page.locator('.api-tabs--langs [role="tab"][aria-selected="true"]').getAttribute('data-key');
const sampleCode = () => page.locator('.api-tabs--langs [role="tabpanel"] code').textContent();

describe('HTTP API reference', { skip: !hasApi && 'the site under test has no /OpenAPI pages' }, () => {
  test('every required operation has its route', () => {
    for (const id of REQUIRED) assert.ok(routes.includes(`/OpenAPI/${kebab(id)}`), `/OpenAPI/${kebab(id)} (${id})`);
    assert.ok(routes.includes('/OpenAPI/get-nft-v-2-info'));
  });

  test('every operation route renders its endpoint and the sample tabs in order', async () => {
    assert.ok(opRoutes.length >= REQUIRED.length, `${opRoutes.length} operations`);
    await open(opRoutes[0]);
    for (const route of opRoutes) {
      if (route !== opRoutes[0]) await go(route);
      const op = blockOf(route, 'ApiOperation');
      await page.waitForFunction((p) => document.querySelector('.api-endpoint__path')?.textContent === p, op.path);
      assert.equal(await page.locator('main .crash').count(), 0, `${route} crashed`);
      assert.equal((await page.locator('.api-endpoint .api-method').innerText()).trim(), op.method.toUpperCase(), route);
      assert.deepEqual(await langTabs().evaluateAll((ts) => ts.map((t) => t.dataset.key)), LANGS, `${route}: tab order`);
      assert.equal(await page.locator('.api-tabs--langs [role="tablist"]').count(), 1);
      assert.equal(await page.locator('.api-tabs--langs [role="tabpanel"] .code-line').count() > 0, true, `${route}: code shown`);
      assert.equal(await page.locator('h1').first().innerText(), site.page(route).title, route);
    }
    await close();
  });

  test('switching a tab switches the code (mouse and arrow keys)', async () => {
    const route = routes.includes('/OpenAPI/launch-token') ? '/OpenAPI/launch-token' : opRoutes[0];
    const op = blockOf(route, 'ApiOperation');
    const text = (lang) => op.samples.find((s) => s.lang === lang).code.lines.map((l) => l.map((t) => t.text).join('')).join('\n');
    await open(route);
    await langTabs().nth(0).click();
    assert.equal(await selectedLang(), 'curl');
    assert.ok((await sampleCode()).includes('curl -X'), 'curl shown');
    await page.locator('.api-tabs--langs [role="tab"][data-key="javascript"]').click();
    assert.equal(await selectedLang(), 'javascript');
    assert.equal((await sampleCode()).trim(), text('javascript').trim());
    assert.ok((await sampleCode()).includes('fetch(url, options)'));
    // Keyboard: focus moves with the selection (roving tabindex).
    await page.keyboard.press('ArrowRight');
    assert.equal(await selectedLang(), 'nodejs');
    assert.equal(await page.evaluate(() => /** @type {HTMLElement} */ (document.activeElement)?.dataset.key), 'nodejs');
    assert.ok((await sampleCode()).includes('require("node:https")'));
    await page.keyboard.press('End');
    assert.equal(await selectedLang(), 'php');
    assert.ok((await sampleCode()).includes('new \\GuzzleHttp\\Client()'));
    await page.keyboard.press('ArrowLeft');
    assert.equal(await selectedLang(), 'powershell');
    assert.ok((await sampleCode()).includes('Invoke-RestMethod'));
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowRight');
    assert.equal(await selectedLang(), 'curl', 'arrows wrap around');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await selectedLang(), 'php');
    await page.keyboard.press('Home');
    assert.equal(await selectedLang(), 'curl');
    assert.equal(await langTabs().evaluateAll((ts) => ts.filter((t) => t.tabIndex === 0).length), 1, 'one tab stop');
    await close();
  });

  test('the chosen language persists across pages and visits', async () => {
    const [a, b] = opRoutes;
    await open(a);
    await page.locator('.api-tabs--langs [role="tab"][data-key="python"]').click();
    assert.equal(await page.evaluate(() => localStorage.getItem('docc.api.lang')), 'python');
    await go(b);
    await page.waitForFunction(() => /** @type {HTMLElement} */ (document.querySelector('.api-tabs--langs [aria-selected="true"]'))?.dataset.key === 'python');
    assert.ok((await sampleCode()).includes('import requests'));
    // A new visit (reload) in the same browser profile.
    await open(a, { fresh: false });
    assert.equal(await selectedLang(), 'python');
    await page.locator('.api-tabs--langs [role="tab"][data-key="go"]').click();
    await open(b, { fresh: false });
    assert.equal(await selectedLang(), 'go');
    await close();
  });

  test('from file:// too: an operation renders and its tabs switch', async () => {
    const route = opRoutes[0];
    ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await ctx.newPage();
    errors = watchErrors(page);
    await page.goto(routeUrl('file', fileUrl(file), route));
    await page.waitForSelector('.api-tabs--langs');
    assert.equal(await langTabs().count(), LANGS.length);
    await page.locator('.api-tabs--langs [role="tab"][data-key="rust"]').click();
    assert.equal(await selectedLang(), 'rust');
    assert.ok((await sampleCode()).includes('reqwest::blocking::Client::new()'));
    await close();
  });

  test('the server picker rewrites the sample URL', async (t) => {
    const route = opRoutes.find((r) => blockOf(r, 'ApiOperation').servers.length > 1);
    if (!route) return t.skip('no operation with several servers');
    const op = blockOf(route, 'ApiOperation');
    await open(route);
    await page.locator('.api-tabs--langs [role="tab"][data-key="curl"]').click();
    const second = op.servers[1].url.replace(/\/$/, '');
    await page.locator('.api-server select').selectOption(op.servers[1].url);
    assert.ok((await sampleCode()).includes(second + op.path), `sample uses ${second}`);
    assert.ok((await page.locator('.api-server__url').innerText()).includes(second + op.path));
    await close();
  });

  test('request body and responses render their schema trees', async () => {
    const route = opRoutes.find((r) => blockOf(r, 'ApiOperation').request_body?.content[0]?.schema);
    const op = blockOf(route, 'ApiOperation');
    await open(route);
    assert.ok(await page.locator('#request-body').count(), 'request body section');
    assert.ok(await page.locator('#responses').count(), 'responses section');
    // Text content, not innerText: sections off screen are not laid out (content-visibility).
    const statuses = await page.locator('.api-op__rest .api-tabs--status').first().locator('[role="tab"]').allTextContents();
    assert.deepEqual(statuses.map((s) => s.trim()), op.responses.map((r) => r.status));
    // A second status tab shows that response's description.
    if (op.responses.length > 1) {
      await page.locator('.api-op__rest .api-tabs--status').first().locator('[role="tab"]').nth(1).click();
      const want = op.responses[1].description.length ? JSON.stringify(op.responses[1].description).match(/"Text":"([^"]{6,})/)?.[1] : null;
      if (want) assert.ok((await page.locator('.api-op__rest .api-tabs--status').first().locator('[role="tabpanel"]').innerText()).includes(want.slice(0, 20)));
    }
    await close();
  });

  test('on a phone, sections off screen still take anchors and show their content when scrolled to', async () => {
    // Sections below the first screen are not laid out until they come near it
    // (content-visibility in api.css): a deep link to the last section must still land on it,
    // and each section must have its content once scrolled to.
    ({ ctx, page, errors } = await openPage(browser, base() + '/OpenAPI/launch-token#responses', { viewport: { width: 412, height: 823 }, isMobile: true }));
    await page.bringToFront();
    await page.waitForSelector('.docc:not(.docc-static) #docc-main');
    await page.waitForFunction(() => Math.abs(document.getElementById('responses').getBoundingClientRect().top) < 200, null, { timeout: 5000 });
    // A key press is the reader taking over: the runtime stops holding the anchor in view.
    await page.keyboard.press('Shift');
    const sections = page.locator('.docc:not(.docc-static) .api-section');
    const n = await sections.count();
    assert.ok(n >= 2, `${n} sections`);
    for (let i = 0; i < n; i++) {
      const s = sections.nth(i);
      await s.scrollIntoViewIfNeeded();
      const box = await s.boundingBox();
      assert.ok(box && box.height > 50, `section ${i} has a box`);
      // innerText is empty while a section is skipped; it is laid out at the next rendering.
      await page.waitForFunction((el) => el.innerText.trim().length > 0, await s.elementHandle(), { polling: 100, timeout: 10_000 });
    }
    await close();
  });

  test('a schema page renders its tree and example', async () => {
    assert.ok(richSchema, 'a schema page with properties');
    await open(richSchema.r);
    const names = await page.locator('.api-schema-tree > ul.api-props > li > .api-prop > .api-prop__row .api-prop__name').allInnerTexts();
    assert.deepEqual(names, richSchema.s.schema.properties.map((p) => p.name));
    // Required marks as in the pack.
    const required = richSchema.s.schema.properties.filter((p) => p.required).length;
    assert.equal(await page.locator('.api-schema-tree > ul.api-props > li > .api-prop > .api-prop__row .api-mark--required').count(), required);
    if (richSchema.s.example) assert.ok(await page.locator('#example').count(), 'example section');
    await close();

  });

  test('the overview shows title, version, servers and authentication', async () => {
    const ov = blockOf('/OpenAPI', 'ApiOverview');
    await open('/OpenAPI');
    const text = await page.locator('.api-overview').textContent();
    assert.ok(text.includes(ov.title));
    if (ov.version) assert.ok(text.includes(ov.version));
    for (const s of ov.servers) assert.ok(text.includes(s.url), s.url);
    for (const s of ov.security) assert.ok(text.includes(s.name), s.name);
    // TOC entries point at headings that exist.
    for (const t of site.page('/OpenAPI').toc) assert.equal(await page.locator(`[id="${t.id}"]`).count(), 1, `#${t.id}`);
    await close();
  });

  test('"Download the spec" gives the spec file as written, under its own name', async () => {
    const ov = blockOf('/OpenAPI', 'ApiOverview');
    assert.ok(ov.spec, 'the overview carries the embedded spec');
    await open('/OpenAPI');
    const link = page.locator('.api-overview a.api-download');
    assert.equal(await link.getAttribute('download'), ov.spec.name);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const got = readFileSync(await download.path());
    assert.ok(got.equals(readFileSync(join(ROOT, 'content/openapi', ov.spec.name))), 'the bytes of content/openapi/' + ov.spec.name);
    await close();
  });
});

// fixtures/openapi/site: a small site whose Order schema nests components three deep, so
// the compiled tree stops at a link that the runtime must load in place; its docs and API
// pages link to each other.
describe('HTTP API reference: lazy components and docs links (fixtures/openapi/site)', () => {
  let shopServer;

  test('a component left as a link opens in place', async () => {
    const file = compileFixture('openapi/site');
    shopServer = await serve(file);
    const c = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const p = await c.newPage();
    const errs = watchErrors(p);
    await p.goto(shopServer.url + '/OpenAPI/schemas/order');
    await p.waitForSelector('.api-schema-tree');
    const row = (scope, name) => scope.locator(`.api-prop--nested[data-name="${name}"]`).first();
    const toggle = (r) => r.locator(':scope > .api-prop__row > .api-prop__toggle');
    const customer = row(p.locator('.api-schema-tree'), 'customer');
    assert.equal(await toggle(customer).getAttribute('aria-expanded'), 'true', 'first level starts open');
    const address = row(customer, 'address');
    assert.equal(await toggle(address).getAttribute('aria-expanded'), 'false', 'the link leaf starts closed');
    assert.equal(await address.locator('.api-prop__body .api-prop__name').count(), 0, 'nothing loaded yet');
    assert.equal(await address.locator(':scope > .api-prop__row .api-type--link').innerText(), 'Address');
    await toggle(address).click();
    assert.equal(await toggle(address).getAttribute('aria-expanded'), 'true');
    const inner = await address.locator('.api-prop__body .api-prop__name').allInnerTexts();
    assert.ok(inner.includes('street') && inner.includes('geo'), `loaded Address: ${inner}`);
    // And by keyboard: the toggle is a button (Enter/Space).
    await toggle(address).focus();
    await p.keyboard.press('Enter');
    assert.equal(await toggle(address).getAttribute('aria-expanded'), 'false');
    // Leaf components (enums) are inline and have nothing to open.
    assert.equal(await p.locator('.api-schema-tree .api-prop[data-name="status"]:not(.api-prop--nested)').count(), 1);
    assert.ok((await p.locator('.api-schema-tree').innerText()).includes('shipped'));
    assert.deepEqual(errs, []);
    await c.close();
  });

  test('docs link to API pages and API descriptions link back', async () => {
    const c = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const p = await c.newPage();
    const errs = watchErrors(p);
    await p.goto(shopServer.url + '/');
    // The file's static copy of the home page (for readers without JavaScript) holds the same
    // link, with a file:// href, until the mount has rendered; click the runtime's.
    await p.waitForFunction(() => !document.querySelector('.docc-static'));
    await p.locator('main a', { hasText: 'createOrder' }).click();
    await p.waitForFunction(() => location.pathname === '/OpenAPI/create-order');
    await p.waitForSelector('.api-endpoint');
    await p.goto(shopServer.url + '/OpenAPI');
    await p.locator('.api-overview a', { hasText: 'the docs' }).click();
    await p.waitForFunction(() => location.pathname === '/');
    assert.deepEqual(errs, []);
    await c.close();
    await shopServer.close();
  });
});
