// Embedding: `docc compile content --embed DIR` writes docc.js (ES module, `mount`), docc.css
// and site.docc; fixtures/embed/index.html is a host page whose own chrome uses the docs'
// class names with clashing styles. The Silvana docs are mounted into it with memory routing,
// navigated through the handle and by clicks, searched, mounted twice, and unmounted; the
// host's styles, location and history must not change, and no listener may be left behind.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { appendFileSync, copyFileSync, cpSync, existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { doccBin, launch, serveDir, tempDir, watchErrors } from './harness.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
let browser, server, dir, page, errors;

// Installed before any page script: every addEventListener/removeEventListener is recorded,
// so the test can list the listeners alive on the window, the document, media queries and
// elements still in the document (listeners of removed elements go with them).
function countListeners() {
  const recs = [];
  const proto = EventTarget.prototype;
  const add = proto.addEventListener, remove = proto.removeEventListener;
  const capture = (o) => (typeof o === 'boolean' ? o : !!(o && o.capture));
  const find = (t, type, fn, c) => recs.findIndex((r) => r.t === t && r.type === type && r.fn === fn && r.c === c);
  proto.addEventListener = function (type, fn, opts) {
    if (fn && find(this, type, fn, capture(opts)) < 0) recs.push({ t: this, type, fn, c: capture(opts) });
    return add.call(this, type, fn, opts);
  };
  proto.removeEventListener = function (type, fn, opts) {
    const i = find(this, type, fn, capture(opts));
    if (i >= 0) recs.splice(i, 1);
    return remove.call(this, type, fn, opts);
  };
  const name = (t) => t === window ? 'window' : t === document ? 'document'
    : typeof MediaQueryList !== 'undefined' && t instanceof MediaQueryList ? `matchMedia(${t.media})`
    : t instanceof Element ? t.tagName.toLowerCase() + (t.id ? '#' + t.id : '') + (typeof t.className === 'string' && t.className ? '.' + t.className.trim().split(/\s+/).join('.') : '')
    : String(t);
  window.__liveListeners = () => recs.filter((r) => !(r.t instanceof Node) || r.t === document || r.t.isConnected).map((r) => `${name(r.t)} ${r.type}`).sort();
}

const HOST = ['#host-navbar', '#host-sidebar', '#host-markdown', 'body', 'html'];
const PROPS = ['color', 'background-color', 'font-family', 'font-size', 'line-height', 'letter-spacing', 'text-transform', 'margin', 'padding',
  'height', 'width', 'display', 'box-sizing', 'border-right', 'overflow', 'text-decoration'];
const hostStyles = () => page.evaluate(([sels, props]) => Object.fromEntries(sels.map((s) => {
  const cs = getComputedStyle(document.querySelector(s));
  // The document grows with the docs in it: its own size is not a style.
  const own = s === 'body' || s === 'html' ? props.filter((p) => p !== 'height' && p !== 'width') : props;
  return [s, Object.fromEntries(own.map((p) => [p, cs.getPropertyValue(p)]))];
})), [HOST, PROPS]);
const hostUrl = () => page.evaluate(() => ({ href: location.href, history: history.length, state: JSON.stringify(history.state), theme: document.documentElement.dataset.theme ?? null }));
const h1 = (host) => page.locator(`${host} main h1`).first();

before(async () => {
  dir = join(tempDir(), 'embed');
  execFileSync(doccBin(), ['compile', join(ROOT, 'content'), '--embed', dir], { stdio: 'pipe' });
  copyFileSync(join(ROOT, 'fixtures/embed/index.html'), join(dir, 'index.html'));
  server = await serveDir(dir);
  browser = await launch();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  errors = watchErrors(page);
  await page.addInitScript(countListeners);
});
after(async () => { await server?.close(); await browser?.close(); });

describe('docc compile --embed', () => {
  it('writes the ES module, its stylesheet and the raw pack', () => {
    const js = readFileSync(join(dir, 'docc.js'), 'utf8');
    assert.ok(/export\s*\{[^}]*\bmount\b/.test(js.slice(-2000)), 'docc.js exports mount');
    assert.ok(existsSync(join(dir, 'docc.css')));
    const pack = readFileSync(join(dir, 'site.docc'));
    assert.equal(pack.subarray(0, 8).toString('latin1'), 'DOCCPACK', 'site.docc is the binary pack, not base64');
  });

  it('scopes every CSS rule to the mount root', async () => {
    await page.goto(`${server.url}/index.html?manual`);
    await page.waitForFunction(() => typeof window.doccMount === 'function');
    const outside = await page.evaluate(() => {
      const split = (sel) => { // top-level commas only (':not(.a, .b)' stays whole)
        const out = []; let depth = 0, cur = '';
        for (const ch of sel) {
          if (ch === '(') depth++; else if (ch === ')') depth--;
          if (ch === ',' && !depth) { out.push(cur.trim()); cur = ''; } else cur += ch;
        }
        return [...out, cur.trim()];
      };
      const bad = [];
      const walk = (rules) => {
        for (const r of rules) {
          if (r instanceof CSSStyleRule) bad.push(...split(r.selectorText).filter((s) => !/^\.docc(?![\w-])/.test(s)));
          else if (r instanceof CSSKeyframesRule) continue;
          else if (r.cssRules) walk(r.cssRules);
        }
      };
      const sheet = [...document.styleSheets].find((s) => s.href?.endsWith('/docc.css'));
      walk(sheet.cssRules);
      return { bad, rules: sheet.cssRules.length };
    });
    assert.ok(outside.rules > 300, `docc.css has its rules (${outside.rules})`);
    assert.deepEqual(outside.bad, [], 'selectors that do not start at .docc');
  });
});

describe('mount() in a host page', () => {
  let baseline, before0, url0;

  it('mounts with memory routing; the handle and clicks navigate; the host is untouched', async () => {
    baseline = await page.evaluate(() => window.__liveListeners());
    before0 = await hostStyles();
    url0 = await hostUrl();
    await page.evaluate(async () => {
      window.navs = [];
      window.h1 = window.doccMount(document.getElementById('docs'), { pack: new URL('site.docc', location.href), routing: 'memory', onNavigate: (e) => window.navs.push(e) });
      await window.h1.ready;
    });
    await h1('#docs').waitFor();
    assert.equal(await h1('#docs').innerText(), 'Meet Silvana');
    const live = await page.evaluate(() => window.__liveListeners());
    assert.ok(live.some((l) => l.startsWith('div.docc ')), 'the listener count sees the mount (React listens on its root)');

    await page.evaluate(() => window.h1.navigate('/Documentation/glossary'));
    await page.waitForFunction(() => document.querySelector('#docs main h1')?.textContent === 'Glossary');
    assert.deepEqual((await page.evaluate(() => window.navs)).at(-1), { route: '/Documentation/glossary', hash: '', title: 'Glossary' });

    await page.locator('#docs .sidebar-col .menu__link', { hasText: 'Ultra Rollup' }).first().click();
    await page.waitForFunction(() => document.querySelector('#docs main h1')?.textContent === 'Ultra Rollup');
    const link = await page.locator('#docs .sidebar-col .menu__link', { hasText: 'Ultra Rollup' }).first().getAttribute('href');
    assert.ok(link.startsWith('#/'), `memory-mode links are hash hrefs, never host paths (${link})`);
    assert.deepEqual(await hostUrl(), url0, 'host location and history unchanged');
    assert.deepEqual(await hostStyles(), before0, 'host elements styled with the same class names are untouched');
  });

  it('searches inside the mount', async () => {
    await page.locator('#docs .search-button').click();
    const input = page.locator('#docs .search-modal__input');
    await input.waitFor();
    assert.equal(await page.locator('body > .search-modal').count(), 0, 'the modal stays inside the mount root');
    await input.fill('glossary');
    const hit = page.locator('#docs .search-modal .search-hit__link').first();
    await hit.waitFor();
    await hit.click();
    await page.waitForFunction(() => !document.querySelector('#docs .search-modal'));
    await page.waitForFunction(() => document.querySelector('#docs main h1')?.textContent === 'Glossary');
    assert.equal(await page.evaluate(() => document.body.style.overflow), '', 'scroll lock released');
    assert.deepEqual(await hostUrl(), url0);
  });

  it('host styles do not restyle the docs', async () => {
    const docs = await page.evaluate(() => {
      const cs = (s) => getComputedStyle(document.querySelector(s));
      return {
        navbarBg: cs('#docs .navbar').backgroundColor, rootFont: cs('#docs .docc').fontFamily, rootSize: cs('#docs .docc').fontSize,
        mdTransform: cs('#docs .markdown').textTransform, mdSpacing: cs('#docs .markdown').letterSpacing, mdColor: cs('#docs .markdown').color,
        sidebarBg: cs('#docs .sidebar-col').backgroundColor, h1Font: cs('#docs main h1').fontFamily,
      };
    });
    assert.equal(docs.navbarBg, 'rgb(255, 255, 255)');
    assert.doesNotMatch(docs.rootFont, /Georgia/);
    assert.equal(docs.rootSize, '16px');
    assert.equal(docs.mdTransform, 'none');
    assert.equal(docs.mdSpacing, 'normal');
    assert.equal(docs.mdColor, 'rgb(28, 30, 33)');
    assert.equal(docs.sidebarBg, 'rgba(0, 0, 0, 0)');
  });

  it('a second mount works independently (route, theme)', async () => {
    await page.evaluate(async () => {
      window.h2 = window.doccMount(document.getElementById('docs2'), { pack: new URL('site.docc', location.href), routing: 'memory', route: '/Documentation/ultra-rollup', theme: 'dark' });
      await window.h2.ready;
    });
    await page.waitForFunction(() => document.querySelector('#docs2 main h1')?.textContent === 'Ultra Rollup');
    assert.equal(await page.evaluate(() => /** @type {HTMLElement} */ (document.querySelector('#docs2 .docc')).dataset.theme), 'dark');
    assert.equal(await page.evaluate(() => /** @type {HTMLElement} */ (document.querySelector('#docs .docc')).dataset.theme), 'light');
    await page.evaluate(() => window.h1.navigate('/'));
    await page.waitForFunction(() => document.querySelector('#docs main h1')?.textContent === 'Meet Silvana');
    assert.equal(await h1('#docs2').innerText(), 'Ultra Rollup', 'the second mount kept its route');
    await page.locator('#docs2 .sidebar-col .menu__link', { hasText: 'Glossary' }).first().click();
    await page.waitForFunction(() => document.querySelector('#docs2 main h1')?.textContent === 'Glossary');
    assert.equal(await h1('#docs').innerText(), 'Meet Silvana', 'the first mount kept its route');
    await page.locator('#docs .theme-toggle').first().click();
    assert.equal(await page.evaluate(() => /** @type {HTMLElement} */ (document.querySelector('#docs .docc')).dataset.theme), 'dark');
    await page.locator('#docs2 .theme-toggle').first().click();
    assert.equal(await page.evaluate(() => /** @type {HTMLElement} */ (document.querySelector('#docs2 .docc')).dataset.theme), 'light');
    assert.equal(await page.evaluate(() => /** @type {HTMLElement} */ (document.querySelector('#docs .docc')).dataset.theme), 'dark', 'themes are per mount');
    assert.deepEqual(await hostUrl(), url0, 'host location, history and <html> theme unchanged');
    assert.deepEqual(await hostStyles(), before0);
  });

  it('unmount empties the element and leaves no listener behind', async () => {
    await page.evaluate(() => { window.h1.unmount(); window.h2.unmount(); });
    assert.deepEqual(await page.evaluate(() => [document.getElementById('docs').innerHTML, document.getElementById('docs2').innerHTML]), ['', '']);
    const left = await page.evaluate(() => window.__liveListeners());
    const added = left.filter((l) => { const i = baseline.indexOf(l); if (i < 0) return true; baseline.splice(i, 1); return false; });
    // React registers one 'selectionchange' listener per document for its first root and
    // never removes it (it serves every later root); anything else would be ours.
    assert.deepEqual(added.filter((l) => l !== 'document selectionchange'), [], 'listeners left after unmount');

    // A second full cycle adds nothing at all.
    await page.evaluate(async () => {
      window.h1 = window.doccMount(document.getElementById('docs'), { pack: new URL('site.docc', location.href) });
      window.h1.navigate('/Documentation/glossary'); // before the pack arrived: shown once it has
      await window.h1.ready;
    });
    // Waits for the conditions (no fixed sleeps); the assertions that follow say what was seen.
    await page.waitForFunction(() => document.querySelector('#docs main h1')?.textContent === 'Glossary', null, { timeout: 10_000 }).catch(() => {});
    assert.equal(await page.evaluate(() => document.querySelector('#docs main h1')?.textContent), 'Glossary');
    // The search modal opened (its listeners attached) before the unmount that must remove them.
    await page.evaluate(() => /** @type {HTMLElement} */ (document.querySelector('#docs .search-button')).click());
    await page.waitForFunction(() => /** @type {HTMLDialogElement | null} */ (document.querySelector('#docs dialog.search-modal'))?.open === true, null, { timeout: 10_000 }).catch(() => {});
    assert.equal(await page.evaluate(() => /** @type {HTMLDialogElement | null} */ (document.querySelector('#docs dialog.search-modal'))?.open), true, 'the search modal opened');
    await page.evaluate(() => window.h1.unmount());
    assert.deepEqual(await page.evaluate(() => window.__liveListeners()), left);
    assert.equal(await page.evaluate(() => document.getElementById('docs').innerHTML), '');
    assert.deepEqual(await hostUrl(), url0);
    assert.deepEqual(await hostStyles(), before0, 'host styles after unmount');
    assert.deepEqual(errors, []);
  });
});

// A mount given no `theme` starts in the site's colour mode ([color_mode] in docc.toml), and
// with respect_prefers_color_scheme follows the system until unmounted; the host's <html> and
// storage stay untouched either way.
describe('a mount in the site colour mode', () => {
  /** @param {string} toml */
  const embedWith = (toml) => {
    const out = join(tempDir(), 'embed-theme');
    const src = join(out, 'site');
    cpSync(join(ROOT, 'fixtures/e2e'), src, { recursive: true });
    appendFileSync(join(src, 'docc.toml'), `\n${toml}\n`);
    execFileSync(doccBin(), ['compile', src, '--embed', out], { stdio: 'pipe' });
    copyFileSync(join(ROOT, 'fixtures/embed/index.html'), join(out, 'index.html'));
    return out;
  };
  const themes = (p) => p.evaluate(() => [...document.querySelectorAll('.docc')].map((e) => /** @type {HTMLElement} */ (e).dataset.theme));

  it('default_mode dark: a mount without `theme` is dark, one with `theme` keeps it', async () => {
    const srv = await serveDir(embedWith('[color_mode]\ndefault_mode = "dark"'));
    const p = await browser.newPage();
    try {
      await p.goto(srv.url + '/index.html?manual');
      await p.waitForFunction(() => window.doccMount);
      await p.evaluate(async () => {
        const mount = window.doccMount;
        const pack = new URL('site.docc', location.href);
        await mount(document.getElementById('docs'), { pack }).ready;
        await mount(document.getElementById('docs2'), { pack, theme: 'light' }).ready;
      });
      assert.deepEqual(await themes(p), ['dark', 'light']);
      assert.equal(await p.evaluate(() => document.documentElement.dataset.theme ?? null), null, 'host <html> untouched');
    } finally { await p.close(); await srv.close(); }
  });

  it('respect_prefers_color_scheme: the mount follows the system, without storing anything', async () => {
    const srv = await serveDir(embedWith('[color_mode]\nrespect_prefers_color_scheme = true'));
    const ctx = await browser.newContext({ colorScheme: 'dark' });
    const p = await ctx.newPage();
    try {
      await p.goto(srv.url + '/index.html?manual');
      await p.waitForFunction(() => window.doccMount);
      await p.evaluate(async () => {
        const mount = window.doccMount;
        await mount(document.getElementById('docs'), { pack: new URL('site.docc', location.href) }).ready;
      });
      assert.deepEqual(await themes(p), ['dark']);
      await p.emulateMedia({ colorScheme: 'light' });
      await p.waitForFunction(() => /** @type {HTMLElement} */ (document.querySelector('.docc')).dataset.theme === 'light');
      assert.equal(await p.evaluate(() => localStorage.length), 0);
    } finally { await ctx.close(); await srv.close(); }
  });
});

// A host that gives the docs a fixed-height panel (README "Embedding"): the mount scrolls
// itself, its navbar sticks to the panel's top, anchors scroll the panel and never the host's
// page; onNavigate hears the first route once; content ids are prefixed per mount, so a heading
// id (`{#abi}`) is never a host element id or window global.
describe('mount() in a fixed-height panel', () => {
  let p, navs;
  before(async () => {
    p = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await p.goto(`${server.url}/index.html?manual`);
    await p.waitForFunction(() => typeof window.doccMount === 'function');
    navs = await p.evaluate(async () => {
      const host = /** @type {HTMLElement} */ (document.getElementById('docs'));
      host.style.height = '600px';
      const seen = [];
      window.h3 = window.doccMount(host, { pack: new URL('site.docc', location.href), onNavigate: (e) => seen.push(e) });
      await window.h3.ready;
      return seen;
    });
  });
  after(async () => { await p?.close(); });
  const panel = () => p.evaluate(() => {
    const root = /** @type {HTMLElement} */ (document.querySelector('#docs .docc'));
    const r = root.getBoundingClientRect();
    return { top: r.top, height: root.clientHeight, scrollHeight: root.scrollHeight, scrollTop: root.scrollTop, hostY: scrollY, doc: document.documentElement.scrollHeight,
      navbarTop: /** @type {HTMLElement} */ (root.querySelector('.navbar')).getBoundingClientRect().top };
  });

  it('onNavigate fires once for the first route, before ready resolves', () => {
    assert.deepEqual(navs, [{ route: '/', hash: '', title: 'Meet Silvana' }]);
  });

  it('the docs scroll inside the panel; the host page stays short and still', async () => {
    const s = await panel();
    assert.equal(s.height, 600);
    assert.ok(s.scrollHeight > 1200, `the docs are taller than the panel (${s.scrollHeight})`);
    assert.ok(s.doc < 1200, `the host's document did not grow with the docs (${s.doc} px)`);
    await p.evaluate(() => document.querySelector('#docs .docc')?.scrollTo(0, 900));
    await p.waitForFunction(() => document.querySelector('#docs .docc')?.scrollTop === 900);
    const after = await panel();
    assert.equal(after.hostY, 0, 'the host page did not scroll');
    assert.ok(Math.abs(after.navbarTop - after.top) < 1, `the navbar sticks to the panel's top (${after.navbarTop} vs ${after.top})`);
  });

  it('an anchor scrolls the panel to its heading, not the host page', async () => {
    await p.evaluate(() => window.h3.navigate('/Documentation/glossary#agent'));
    await p.waitForFunction(() => document.querySelector('#docs main h1')?.textContent === 'Glossary');
    const target = p.locator('#docs main h3', { hasText: /^Agent/ }).first();
    await p.waitForFunction(() => {
      const root = /** @type {HTMLElement} */ (document.querySelector('#docs .docc'));
      const h = [...root.querySelectorAll('main h3')].find((e) => e.textContent?.startsWith('Agent'));
      const top = h ? h.getBoundingClientRect().top - root.getBoundingClientRect().top : -1;
      return top > 40 && top < 120;
    });
    assert.ok(await target.isVisible());
    const s = await panel();
    assert.equal(s.hostY, 0, 'the host page did not scroll');
    assert.ok(s.scrollTop > 0);
  });

  it('content ids are prefixed: no heading id reaches the host document or window', async () => {
    const ids = await p.evaluate(() => [...document.querySelectorAll('#docs main [id]')].map((e) => e.id));
    assert.ok(ids.length > 20, `the glossary has its headings (${ids.length} ids)`);
    assert.deepEqual(ids.filter((id) => !id.startsWith('docc-')), [], 'ids outside the docc- namespace');
    assert.deepEqual(await p.evaluate(() => [document.getElementById('abi'), document.getElementById('agent'), 'abi' in window, 'agent' in window]), [null, null, false, false]);
    // A fragment link still finds its heading.
    assert.ok(await p.evaluate(() => !!document.querySelector('#docs .toc a[href$="#abi"]')));
    await p.evaluate(() => window.h3.unmount());
  });
});
