// Typed SDK reference (docc-tsref pages) in the compiled site: every abi and api function
// listed in the issue renders, a class page shows its members with anchors, and {@link}s
// and linked signature tokens navigate. Expectations come from the site's own pack where
// they can, so the tests follow the content.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { closePage, launch, navigate, openPage, readSite, serve, siteFile } from './harness.mjs';

const ABI = ['buildNftCollectionLaunchTransaction', 'buildNftTransaction', 'buildTokenLaunchTransaction', 'buildTokenTransaction', 'checkAddress', 'fetchMinaAccount', 'getContractInfo', 'getNftSymbolAndAdmin', 'getTokenSymbolAndAdmin', 'tokenBalance'];
const API = ['airdropTokens', 'burnTokens', 'buyTokens', 'config', 'faucet', 'getContractInfo', 'getNftInfo', 'getNftV2Info', 'getNonce', 'getProof', 'getTokenBalance', 'getTokenInfo', 'launchNftCollection', 'launchToken', 'mintNft', 'mintTokens', 'prove', 'redeemTokens', 'sellTokens', 'sendTransaction', 'tokenBid', 'tokenOffer', 'transferTokens', 'txStatus', 'updateTokenAdminWhitelist', 'updateTokenBidWhitelist', 'updateTokenOfferWhitelist', 'waitForProofs', 'waitForTransaction', 'withdrawTokenBid', 'withdrawTokenOffer'];
const FUNCTIONS = [...ABI.map((n) => `/api/abi/function/${n}`), ...API.map((n) => `/api/api/function/${n}`)];

const file = siteFile();
const site = await readSite(file);
const routes = new Set(site.manifest.routes.map((r) => r.path));
const hasSdk = routes.has('/api');
const itemOf = (route) => site.page(route)?.blocks.find((b) => typeof b === 'object' && 'TsItem' in b)?.TsItem;

// The class with the most members (at least one of each of two kinds), for the members test.
const classRoute = [...routes]
  .filter((r) => /^\/api\/[^/]+\/class\//.test(r))
  .map((r) => ({ r, item: itemOf(r) }))
  .filter(({ item }) => item && new Set(item.members.map((m) => m.kind)).size >= 2)
  .sort((a, b) => b.item.members.length - a.item.members.length)[0]?.r;

/** Internal links inside the doc text (not the signature) of an item: [route, anchor]. */
function docLinks(item) {
  const out = [];
  JSON.stringify(item.doc, (k, v) => {
    if (v && typeof v === 'object' && v.Link && v.Link.internal) out.push(v.Link.href);
    return v;
  });
  return out;
}
// An item whose summary/remarks link to another item's member anchor, and one linking to an item.
const linkSources = [...routes].filter((r) => r.startsWith('/api/') && r.split('/').length === 5).map((r) => ({ r, links: docLinks(itemOf(r) ?? { doc: {} }) }));
const memberLink = linkSources.find((s) => s.links.some((l) => l.includes('#') && l.startsWith('/api/')));
const itemLink = linkSources.find((s) => s.links.some((l) => !l.includes('#') && l.startsWith('/api/')));

let browser, server, ctx, page, errors;
before(async () => {
  browser = await launch();
  server = await serve(file);
});
after(async () => { await server?.close(); await browser?.close(); });

const base = () => server.url + (site.manifest.site.base_path.replace(/\/$/, ''));
const open = async (route) => ({ ctx, page, errors } = await openPage(browser, base() + encodeURI(route), { viewport: { width: 1280, height: 900 } }));
const close = () => closePage({ ctx, errors });
const go = (route) => navigate(page, base(), route);
const currentPath = () => page.evaluate(() => decodeURI(location.pathname));

describe('typed SDK reference', { skip: !hasSdk && 'the site under test has no /api pages' }, () => {
  test('every abi and api function of the issue has a route', () => {
    const missing = FUNCTIONS.filter((r) => !routes.has(r));
    assert.deepEqual(missing, []);
  });

  test('every abi and api function page renders its name, signature and parameters', async () => {
    await open(FUNCTIONS[0]);
    for (const route of FUNCTIONS) {
      const name = route.split('/').pop();
      await go(route);
      await page.waitForFunction((n) => document.querySelector('.tsref-title__name')?.textContent === n, name, { timeout: 5000 });
      const sig = await page.locator('.tsref-item .tsref-code').first().innerText();
      assert.match(sig, new RegExp(`function ${name}\\b`), `${route}: signature`);
      const item = itemOf(route);
      const params = item.signatures[0].params.length;
      if (params > 0) {
        const rows = await page.locator('.tsref-item .tsref-signature').first().locator('table.tsref-table >> nth=-1').locator('tbody tr').count();
        assert.equal(rows, params, `${route}: one table row per parameter`);
      }
      assert.equal(await page.locator('.tsref-kind').first().innerText(), 'FUNCTION'.toUpperCase());
      // A name several packages export carries its package: 'getContractInfo · abi | Silvana'.
      const pkg = route.split('/')[2];
      assert.ok([`${name} | ${site.manifest.site.title}`, `${name} · ${pkg} | ${site.manifest.site.title}`].includes(await page.title()), `${route}: title ${await page.title()}`);
    }
    await close();
  });

  test('a class page shows its members, grouped, with anchors and toc entries', { skip: !classRoute && 'no class with members' }, async () => {
    const item = itemOf(classRoute);
    await open(classRoute);
    await page.waitForSelector('.tsref-member');
    for (const m of item.members) {
      const h = page.locator(`.tsref-member h3[id="${m.id}"]`);
      assert.equal(await h.count(), 1, `member ${m.name} has a heading #${m.id}`);
      assert.match(await h.innerText(), new RegExp(m.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    }
    const groups = await page.locator('.tsref-group > h2').allInnerTexts();
    assert.ok(groups.length >= 2, `member groups: ${groups}`);
    // The toc lists the members; clicking one scrolls its heading into view.
    const last = item.members[item.members.length - 1];
    await page.locator(`.toc-col a[href$="#${last.id}"]`).first().click();
    await page.waitForFunction((id) => location.hash === `#${id}`, last.id);
    const top = await page.locator(`h3[id="${last.id}"]`).evaluate((e) => e.getBoundingClientRect().top);
    assert.ok(top >= 0 && top < 300, `member heading scrolled into view (top ${top})`);
    await close();
  });

  test('a {@link} in doc text navigates to the item it names', { skip: !itemLink && 'no {@link} to an item' }, async () => {
    const target = itemLink.links.find((l) => !l.includes('#') && l.startsWith('/api/'));
    await open(itemLink.r);
    await page.locator(`.tsref-item a[href$="${target}"]:not(.tsref-link)`).first().click();
    await page.waitForFunction((t) => decodeURI(location.pathname).endsWith(t), target);
    const name = target.split('/').pop();
    await page.waitForFunction((n) => document.querySelector('.tsref-title__name')?.textContent === n, name);
    assert.ok((await currentPath()).endsWith(target));
    await close();
  });

  test('a {@link Item.member} lands on the member anchor', { skip: !memberLink && 'no {@link} to a member' }, async () => {
    const target = memberLink.links.find((l) => l.includes('#') && l.startsWith('/api/'));
    const [route, id] = target.split('#');
    await open(memberLink.r);
    await page.locator(`.tsref-item a[href$="${target}"]`).first().click();
    await page.waitForFunction(([r, h]) => decodeURI(location.pathname).endsWith(r) && location.hash === `#${h}`, [route, id]);
    await page.waitForSelector(`h3[id="${id}"]`);
    const top = await page.locator(`h3[id="${id}"]`).evaluate((e) => e.getBoundingClientRect().top);
    assert.ok(top >= 0 && top < 300, `anchor in view (top ${top})`);
    await close();
  });

  test('linked type names in a signature navigate', async () => {
    const route = '/api/api/function/launchToken';
    await open(route);
    const link = page.locator('.tsref-item .tsref-code a.tsref-link').first();
    const href = await link.getAttribute('href');
    assert.ok(href && href.includes('/api/api/'), `a linked token: ${href}`);
    await link.click();
    await page.waitForFunction((h) => location.href.endsWith(h), href);
    await page.waitForSelector('.tsref-title__name');
    assert.equal(await page.locator('.tsref-title__name').innerText(), decodeURI(href).split('/').pop());
    await close();
  });

  test('package index lists groups and the /api index lists packages', async () => {
    await open('/api');
    const pkgs = await page.locator('.tsref-entry__name').allInnerTexts();
    assert.ok(pkgs.includes('abi') && pkgs.includes('api'), `packages: ${pkgs}`);
    await page.locator('.tsref-entry__name', { hasText: /^api$/ }).click();
    await page.waitForFunction(() => decodeURI(location.pathname).endsWith('/api/api'));
    await page.waitForSelector('#functions');
    const fns = await page.locator('#functions ~ .tsref-entries .tsref-entry__name').allInnerTexts();
    for (const n of API) assert.ok(fns.includes(n), `${n} listed on /api/api`);
    await close();
  });
});
