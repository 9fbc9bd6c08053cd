// One view per thing (issue 31): every route is rendered twice, as static HTML by the compiler
// (compiler/docc/src/static_html.rs, what readers without JavaScript and crawlers get) and by the
// runtime (React, from the pack). The two must show the same page. For every route of content/
// and of a generated bench corpus (tests/bench/gen_site.py), compiled in hosted mode, this loads
// the route with JavaScript off and on and compares one normalised structure of `main`: headings
// (level, id, text), links (href, text), code blocks, tables, API fields (endpoint, servers,
// parameter/property names and types, the facts' labels and values such as "Constraints:"),
// paragraphs, list items, the TOC and prev/next. Every difference is reported with its route.
//
// The extraction is one function (`snapshot`) evaluated in both pages, so it cannot be lenient on
// one side. A tab set shows one panel at a time by design, so with JavaScript each tab is
// selected in turn and its panel's content stands in the tab set's place, which is what the
// static HTML shows (every panel, one after the other, under its label); without JavaScript
// there is no tab set and that step does nothing.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { doccBin, launch, serveDir, tempDir } from './harness.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
/** Bench corpus size: a few minutes for the whole file together with content/'s ~330 routes. */
const BENCH_PAGES = 150;
/** PARITY_ROUTES=<regex>: only the routes it matches (to look at a few while fixing). */
const ONLY = process.env.PARITY_ROUTES ? new RegExp(process.env.PARITY_ROUTES) : null;

/** Every route of a hosted tree (directories holding an index.html). */
function routes(dir) {
  const out = [];
  const walk = (d, route) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory() && e.name !== 'assets') walk(join(d, e.name), `${route}${e.name}/`);
      else if (e.name === 'index.html') out.push(route);
    }
  };
  walk(dir, '/');
  return out.sort();
}

/**
 * The normalised structure of `main`. Runs in the page: the same function on both sides.
 *
 * With JavaScript it first selects each tab of every tab set in turn and, in a copy of `main`,
 * puts each tab's label and a copy of its panel in the tab set's place, the static HTML's form.
 * Without JavaScript there is no tablist and the copy is `main` as it is.
 */
async function snapshot() {
  const main = /** @type {HTMLElement} */ (document.querySelector('main'));
  const frame = () => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
  // Schema levels below the first start closed; the static HTML shows them all, so they are
  // opened. A component left as a link (data-link-leaf) stays closed: opening it loads its
  // schema page's tree in place, and the static HTML links to that page instead.
  const open = async (/** @type {Element} */ el) => {
    for (let closed; (closed = el.querySelector('.api-prop:not([data-link-leaf]) > .api-prop__row > button.api-prop__toggle[aria-expanded="false"]'));) {
      /** @type {HTMLElement} */ (closed).click();
      await frame();
    }
  };
  const outermost = (/** @type {Element} */ el) => [...el.querySelectorAll('.api-tabs')].filter((t) => !t.parentElement?.closest('.api-tabs') || !el.contains(t.parentElement?.closest('.api-tabs') ?? null));
  /** A copy of `el` with each tab set replaced by every tab's label and panel, nested sets too. */
  const expand = async (/** @type {Element} */ el) => {
    await open(el);
    /** @type {Node[][]} */
    const expanded = [];
    for (const set of outermost(el)) {
      const nodes = [];
      for (const tab of /** @type {HTMLElement[]} */ ([...set.querySelectorAll(':scope > [role="tablist"] > [role="tab"]')])) {
        tab.click();
        await frame();
        const label = document.createElement('span');
        label.dataset.parityTab = '';
        label.textContent = tab.textContent;
        const panel = set.querySelector(':scope > [role="tabpanel"]');
        nodes.push(label, ...(panel ? [...(await expand(panel)).childNodes] : []));
      }
      expanded.push(nodes);
    }
    const copy = /** @type {Element} */ (el.cloneNode(true));
    outermost(copy).forEach((set, i) => {
      const div = document.createElement('div');
      div.append(...(expanded[i] ?? []));
      set.replaceWith(div);
    });
    return copy;
  };
  const root = /** @type {HTMLElement} */ (await expand(main));
  // A component the compiler left as a link, loaded in place by the runtime (SchemaTree's Lazy);
  // the static HTML links to the component's own page, which this test compares on its own.
  root.querySelectorAll('.api-lazy').forEach((x) => x.remove());
  // The runtime's second copy of the TOC for narrow screens (a <details> over the page); the
  // TOC itself is compared below.
  root.querySelectorAll('.toc-mobile').forEach((x) => x.remove());

  // Whitespace is dropped: between inline elements (a method badge and its path, a name and its
  // type) it is spacing the CSS decides, and the two renderers put it in different places.
  const norm = (/** @type {string | null | undefined} */ s) => (s ?? '').replace(/\s+/g, '');
  /** Text without the hash links and the code blocks' wrap and copy buttons (helpers, no content). */
  const text = (/** @type {Element} */ el) => {
    const c = /** @type {Element} */ (el.cloneNode(true));
    c.querySelectorAll('.hash-link, .icon-button').forEach((x) => x.remove());
    return norm(c.textContent) || norm(el.getAttribute('aria-label'));
  };
  const href = (/** @type {string | null | undefined} */ h) => {
    if (h == null) return null;
    // A file of the pack: the runtime may serve it as a blob: URL or link its own file by its
    // full URL (hosted), the static HTML links the file by path.
    if (h.startsWith('blob:')) return '(asset)';
    const u = new URL(h, location.href);
    if (u.origin === location.origin && u.pathname.startsWith('/assets/')) return '(asset)';
    return u.origin === location.origin ? u.pathname.replace(/\/?$/, '/') + u.hash : u.href;
  };
  const all = (/** @type {string} */ sel) => [...root.querySelectorAll(sel)];
  // Tab labels: the static HTML's labels over each panel (MDX tabs, samples, response statuses,
  // media types, schema variants), the runtime's tab buttons. They are compared as labels, not as headings.
  const tabLabel = '.tabs-static__label, [data-parity-tab]';
  const outside = '.toc, .pagination-nav, .breadcrumbs';
  return {
    headings: all('h1, h2, h3, h4, h5, h6').filter((h) => !h.matches(tabLabel)).map((h) => `h${h.tagName[1]}#${h.id} ${text(h)}`),
    tabs: all(tabLabel).map(text),
    links: all('a').filter((a) => !a.matches('.hash-link') && !a.closest(outside)).map((a) => `${href(a.getAttribute('href'))} ${text(a)}`),
    code: all('pre').map((p) => p.textContent?.replace(/\s+$/gm, '').replace(/\n+$/, '') ?? ''),
    tables: all('table').map((t) => [...t.querySelectorAll('tr')].map((r) => [...r.querySelectorAll('th, td')].map(text).join(' | '))),
    paragraphs: all('p').map(text).filter((t) => t),
    items: all('li').filter((l) => !l.closest(`${outside}, .api-server__list`)).map(text),
    api: {
      endpoint: all('.api-endpoint').map(text),
      server: all('.api-server__url').map(text),
      // Every server: the runtime's picker (a <select> when there are several), the static list.
      servers: all('.api-server option, .api-server__list li, .api-server__label > code').map(text),
      types: all('.api-type').map(text),
      props: all('.api-prop__name').map(text),
      facts: all('.api-facts > div').map(text),
      marks: all('.api-mark').map(text),
    },
    toc: all('.toc a').map((a) => `${href(a.getAttribute('href'))} ${text(a)}`),
    pagination: all('.pagination-nav a').map((a) => `${a.getAttribute('rel')} ${href(a.getAttribute('href'))} ${text(a)}`),
    breadcrumbs: all('.breadcrumbs li').map((li) => `${href(li.querySelector('a')?.getAttribute('href'))} ${li.querySelector('[aria-label]')?.getAttribute('aria-label') ?? text(li)}`),
  };
}

/** Where two lists first part, as a short message. */
function firstDifference(a, b) {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (JSON.stringify(a[i]) !== JSON.stringify(b[i])) {
      return `#${i} (of ${a.length} without JS, ${b.length} with): ${JSON.stringify(a[i] ?? null)} vs ${JSON.stringify(b[i] ?? null)}`;
    }
  }
  return null;
}

/** Every field of `a` and `b` that differs, as "route field: where". */
function differences(route, a, b) {
  const out = [];
  const walk = (x, y, path) => {
    if (Array.isArray(x)) {
      const d = firstDifference(x, y);
      if (d) out.push(`${route} ${path}: ${d}`);
    } else {
      for (const k of Object.keys(x)) walk(x[k], y[k], path ? `${path}.${k}` : k);
    }
  };
  walk(a, b, '');
  return out;
}

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

/** Compiles `site` in hosted mode, loads every route without and with JavaScript, returns the differences. */
async function compare(site) {
  const out = join(tempDir(), 'public');
  execFileSync(doccBin(), ['compile', site, '--out-dir', out], { stdio: 'pipe' });
  const server = await serveDir(out);
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const js = await browser.newContext();
  const [staticPage, livePage] = [await noJs.newPage(), await js.newPage()];
  const all = routes(out).filter((r) => !ONLY || ONLY.test(r));
  const diffs = [];
  try {
    // The page without JavaScript and the one with it load each route at the same time: they are
    // two contexts of one browser, and on two cores the walk over every route takes half as long.
    const loadStatic = async (/** @type {string} */ route) => {
      await staticPage.goto(server.url + route);
      return staticPage.evaluate(snapshot);
    };
    const loadLive = async (/** @type {string} */ route, /** @type {number} */ i) => {
      if (i === 0) {
        await livePage.goto(server.url + route);
      } else {
        // Client-side navigation (as the runtime's own links do): a full load per route would
        // fetch and start the runtime 600 times.
        await livePage.evaluate((r) => { history.pushState(null, '', r); dispatchEvent(new PopStateEvent('popstate')); }, route);
      }
      // Rendered: the static HTML is gone and main shows this route, not the wait placeholder.
      await livePage.waitForFunction((r) => !document.querySelector('.docc-static')
        && document.querySelector('main#docc-main:not([aria-busy])')?.getAttribute('data-route')?.replace(/\/?$/, '/') === r, route);
      return livePage.evaluate(snapshot);
    };
    for (const [i, route] of all.entries()) {
      const [without, withJs] = await Promise.all([loadStatic(route), loadLive(route, i)]);
      assert.ok(without.headings.length + without.paragraphs.length > 0, `${route}: the static page has content`);
      diffs.push(...differences(route, without, withJs));
    }
  } finally {
    await noJs.close();
    await js.close();
    await server.close();
  }
  return { routes: all.length, diffs };
}

test('content/: every route shows the same page without and with JavaScript', async () => {
  const { routes: n, diffs } = await compare(join(ROOT, 'content'));
  assert.ok(ONLY || n > 300, `only ${n} routes`);
  assert.ok(diffs.length === 0, `${diffs.length} differences over ${n} routes:\n${diffs.join('\n')}`);
});

test(`bench corpus (${BENCH_PAGES} generated pages): every route shows the same page without and with JavaScript`, async () => {
  const site = join(tempDir(), 'bench');
  execFileSync('python3', [join(ROOT, 'tests/bench/gen_site.py'), String(BENCH_PAGES), site], { stdio: 'pipe' });
  const { routes: n, diffs } = await compare(site);
  assert.ok(ONLY || n >= BENCH_PAGES, `only ${n} routes`);
  assert.ok(diffs.length === 0, `${diffs.length} differences over ${n} routes:\n${diffs.join('\n')}`);
});
