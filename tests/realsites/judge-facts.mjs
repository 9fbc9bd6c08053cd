// The facts a reader sees on one docs page, read from its served HTML, and their comparison.
// Two shapes are read: Docusaurus's classic theme (v2 and v3: `.theme-doc-markdown`,
// `.theme-doc-sidebar-menu`, `.pagination-nav`, `.table-of-contents`, `theme-code-block`,
// `theme-admonition-*`, `tabs-container`) and docc's hosted static page (static_html.rs:
// `article.doc .markdown`, `nav.menu`, `.toc`, `.code-block`, `.admonition--*`, `.tabs-static`).
// judge.mjs uses this on whole builds; judge.test.mjs on two hand-written snippets.
import { fromHtml } from 'hast-util-from-html';

// ---- a small DOM toolkit over hast --------------------------------------------------------------

const classes = (n) => {
  const c = n?.properties?.className;
  return Array.isArray(c) ? c.map(String) : typeof c === 'string' ? c.split(/\s+/) : [];
};
export const hasClass = (n, c) => classes(n).includes(c);
const classPrefix = (n, p) => classes(n).some((c) => c.startsWith(p));
const isEl = (n, tag) => n?.type === 'element' && (tag === undefined || n.tagName === tag);

function* walk(n, parent = null) {
  yield [n, parent];
  for (const c of n.children ?? []) yield* walk(c, n);
}
const findAll = (root, pred) => {
  const out = [];
  for (const [n] of walk(root)) if (isEl(n) && pred(n)) out.push(n);
  return out;
};
const find = (root, pred) => {
  for (const [n] of walk(root)) if (isEl(n) && pred(n)) return n;
  return null;
};
// Elements matching pred, not descending into a match (the outermost ones).
const findTop = (root, pred, out = []) => {
  for (const c of root.children ?? []) {
    if (isEl(c) && pred(c)) out.push(c);
    else findTop(c, pred, out);
  }
  return out;
};

// Text a reader sees: no <svg>, <button>, <script>, <style>, heading hash links, docc's code
// language badge; zero-width spaces dropped.
const SKIP = (n) =>
  isEl(n) &&
  (['svg', 'button', 'script', 'style', 'template'].includes(n.tagName) ||
    hasClass(n, 'hash-link') ||
    hasClass(n, 'code-block__lang'));
export function text(n) {
  if (!n) return '';
  if (n.type === 'text') return n.value;
  if (SKIP(n)) return '';
  let s = '';
  for (const c of n.children ?? []) s += text(c);
  // Block boundaries separate words.
  if (isEl(n) && /^(p|div|li|h[1-6]|tr|td|th|pre|br|summary|ul|ol|table|blockquote)$/.test(n.tagName)) s = ` ${s} `;
  return s;
}
export const norm = (s) => s.replace(/[\u200b\u00a0]/g, ' ').replace(/\s+/g, ' ').trim();
export const words = (s) => (s.normalize('NFC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

// ---- route and link normalisation ---------------------------------------------------------------

export function normRoute(p, baseUrl = '/') {
  let r = p.split('#')[0].split('?')[0];
  try { r = decodeURI(r); } catch { /* keep */ }
  if (baseUrl !== '/' && r.startsWith(baseUrl)) r = `/${r.slice(baseUrl.length)}`;
  r = r.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (r.length > 1) r = r.replace(/\/+$/, '');
  return r || '/';
}
const hashOf = (h) => (h.includes('#') ? h.slice(h.indexOf('#') + 1) : '');
const external = (h) => /^[a-z][a-z0-9+.-]*:/i.test(h) || h.startsWith('//');
// `siteUrl` (the config's `url`): an absolute link into the site itself is the same target as
// its path (docc links pages it does not build, such as the blog, to the live site).
export function normHref(h, baseUrl, siteUrl = '') {
  if (!h) return '';
  const su = siteUrl.replace(/\/+$/, '');
  if (su && (h === su || h.startsWith(`${su}/`))) h = h.slice(su.length) || '/';
  if (external(h)) return h.replace(/\/+$/, '');
  let hash = hashOf(h);
  try { hash = decodeURIComponent(hash); } catch { /* keep */ }
  if (h.startsWith('#')) return `#${hash}`;
  return normRoute(h, baseUrl) + (hash ? `#${hash}` : '');
}

// ---- extraction ---------------------------------------------------------------------------------

// Which theme wrote the page.
export function shape(tree) {
  if (find(tree, (n) => hasClass(n, 'theme-doc-markdown'))) return 'docusaurus';
  // A Markdown page of the pages plugin (src/pages/*.md[x]): its content is the <article>.
  if (hasClass(find(tree, (n) => isEl(n, 'html')), 'mdx-page') && find(tree, (n) => isEl(n, 'article'))) return 'docusaurus';
  if (find(tree, (n) => isEl(n, 'article') && hasClass(n, 'doc'))) return 'docc';
  return null;
}

function headTitle(tree) {
  const t = find(tree, (n) => isEl(n, 'title'));
  return norm(text(t));
}
function headDescription(tree) {
  const m = find(tree, (n) => isEl(n, 'meta') && n.properties?.name === 'description');
  return norm(String(m?.properties?.content ?? ''));
}

function codeFacts(el, kind) {
  if (kind === 'docusaurus') {
    const lang = (classes(el).find((c) => c.startsWith('language-')) ?? 'language-text').slice(9);
    const t = find(el, (n) => classPrefix(n, 'codeBlockTitle'));
    const pre = find(el, (n) => isEl(n, 'pre'));
    let lines = findAll(pre ?? el, (n) => hasClass(n, 'token-line')).length;
    if (!lines && pre) lines = text(pre).replace(/\n$/, '').split('\n').length;
    return { lang, title: norm(text(t)), lines };
  }
  const lang = String(el.properties?.dataLang ?? '') || 'text';
  const t = find(el, (n) => hasClass(n, 'code-block__title'));
  const lines = findAll(el, (n) => classes(n).includes('code-line')).length;
  return { lang, title: norm(text(t)), lines };
}

// A panel's words as a sorted bag: a nested group reads labels-then-panels in Docusaurus and
// label-panel-label-panel in docc's static page, the same words in another order.
const panelWords = (nodes) => words(nodes.map((n) => text(n)).join(' ')).sort().join(' ');

function tabsFacts(el, kind) {
  if (kind === 'docusaurus') {
    // This group's own tabs and panels, not those of a group nested in a panel.
    const list = find(el, (n) => n.properties?.role === 'tablist');
    const labels = list ? findTop(list, (n) => n.properties?.role === 'tab').map((n) => norm(text(n))) : [];
    const panels = findTop(el, (n) => n.properties?.role === 'tabpanel').map((p) => panelWords([p]));
    return { labels, panels };
  }
  const labels = [];
  const panels = [];
  let cur = null;
  for (const c of el.children ?? []) {
    if (isEl(c) && hasClass(c, 'tabs-static__label')) {
      labels.push(norm(text(c)));
      cur = [];
      panels.push(cur);
    } else if (cur) cur.push(c);
  }
  return { labels, panels: panels.map(panelWords) };
}

// What Docusaurus built at a route, from <html class>: docs, mdx-page, blog, page (React), other.
export function docusaurusKind(html) {
  const c = html.match(/<html[^>]*class="([^"]*)"/)?.[1] ?? '';
  if (/\bdocs-doc-page\b/.test(c)) return 'docs';
  if (/\bmdx-page\b/.test(c)) return 'mdx-page';
  if (/\bplugin-blog\b/.test(c)) return 'blog';
  if (/\bplugin-pages\b/.test(c)) return 'page';
  return c.match(/\bplugin-[a-z-]+/)?.[0].replace('plugin-id-default', '') || 'other';
}

// One page's facts. `baseUrl` is stripped from internal links.
export function extract(html, baseUrl = '/', siteUrl = '') {
  const tree = fromHtml(html);
  const kind = shape(tree);
  if (!kind) return null;
  const dz = kind === 'docusaurus';
  const md = dz
    ? find(tree, (n) => hasClass(n, 'theme-doc-markdown')) ?? find(tree, (n) => isEl(n, 'article'))
    : find(find(tree, (n) => isEl(n, 'article') && hasClass(n, 'doc')), (n) => hasClass(n, 'markdown'));
  const f = { kind, title: headTitle(tree), description: headDescription(tree) };
  f.words = words(text(md));
  f.headings = findAll(md, (n) => /^h[1-6]$/.test(n.tagName) && !hasClass(n, 'tabs-static__label') && !classPrefix(n, 'codeBlockTitle'))
    .map((h) => ({ level: Number(h.tagName[1]), text: norm(text(h)), id: h.tagName === 'h1' ? '' : String(h.properties?.id ?? '') }));
  const codeEls = dz
    ? findAll(md, (n) => hasClass(n, 'theme-code-block'))
    : findAll(md, (n) => hasClass(n, 'code-block'));
  f.code = codeEls.map((c) => codeFacts(c, kind));
  f.tabs = (dz ? findAll(md, (n) => hasClass(n, 'tabs-container')) : findAll(md, (n) => hasClass(n, 'tabs-static'))).map((t) => tabsFacts(t, kind));
  f.admonitions = (dz
    ? findAll(md, (n) => hasClass(n, 'theme-admonition'))
    : findAll(md, (n) => classes(n).some((c) => c.startsWith('admonition--')) && hasClass(n, 'admonition'))
  ).map((a) => {
    // Docusaurus: the type a reader sees is the colour, `alert--*` (2.4 writes `:::danger` as
    // theme-admonition-warning alert--danger; 3.x draws `caution` as alert--warning).
    const ALERT = { secondary: 'note', success: 'tip', info: 'info', warning: 'warning', danger: 'danger' };
    const alert = classes(a).find((c) => c.startsWith('alert--'));
    let type = dz
      ? ALERT[alert?.slice(7)] ?? (classes(a).find((c) => /^theme-admonition-/.test(c) && c !== 'theme-admonition') ?? '').slice(17)
      : (classes(a).find((c) => c.startsWith('admonition--')) ?? '').slice(12);
    // Docusaurus 3 keeps `caution` as its own class but draws it as `warning` (alert--warning).
    if (type === 'caution') type = 'warning';
    const head = dz ? find(a, (n) => classPrefix(n, 'admonitionHeading')) : find(a, (n) => hasClass(n, 'admonition__heading'));
    return { type, title: norm(text(head)).toLowerCase() };
  });
  f.details = findAll(md, (n) => isEl(n, 'details')).map((d) => norm(text(find(d, (n) => isEl(n, 'summary')))));
  f.tables = findAll(md, (n) => isEl(n, 'table')).map((t) => ({
    head: findAll(t, (n) => isEl(n, 'th')).map((c) => norm(text(c))),
    rows: findAll(t, (n) => isEl(n, 'tr')).length,
  }));
  // A themed image is served as two <img>, one shown per colour mode: the dark one is not counted.
  f.images = findAll(md, (n) => isEl(n, 'img') && !classes(n).some((c) => c.startsWith('themedImage--dark'))).map((i) => ({ alt: norm(String(i.properties?.alt ?? '')), src: String(i.properties?.src ?? '') }));
  f.links = findAll(md, (n) => isEl(n, 'a') && n.properties?.href !== undefined && !hasClass(n, 'hash-link'))
    .map((a) => ({ text: norm(text(a)), href: normHref(String(a.properties.href), baseUrl, siteUrl) }));
  // TOC: (depth, text, href).
  if (dz) {
    const desk = find(tree, (n) => hasClass(n, 'theme-doc-toc-desktop')) ?? find(tree, (n) => hasClass(n, 'table-of-contents'));
    const toc = [];
    const rec = (ul, depth) => {
      for (const li of ul.children ?? []) {
        if (!isEl(li, 'li')) continue;
        for (const c of li.children ?? []) {
          if (isEl(c, 'a')) toc.push({ depth, text: norm(text(c)), href: String(c.properties?.href ?? '') });
          if (isEl(c, 'ul')) rec(c, depth + 1);
        }
      }
    };
    const ul = desk && (isEl(desk, 'ul') ? desk : find(desk, (n) => isEl(n, 'ul')));
    if (ul) rec(ul, 0);
    f.toc = toc;
  } else {
    const items = findAll(tree, (n) => hasClass(n, 'toc__item'));
    const lv = items.map((li) => Number((classes(li).find((c) => c.startsWith('toc__item--l')) ?? 'l2').slice(-1)));
    const min = Math.min(...lv);
    f.toc = items.map((li, i) => {
      const a = find(li, (n) => isEl(n, 'a'));
      return { depth: lv[i] - min, text: norm(text(a)), href: String(a?.properties?.href ?? '') };
    });
  }
  // Sidebar: what the served HTML shows, in order: (depth, label, href or '').
  const side = [];
  if (dz) {
    const menu = find(tree, (n) => hasClass(n, 'theme-doc-sidebar-menu'));
    const rec = (ul, depth) => {
      for (const li of ul?.children ?? []) {
        if (!isEl(li, 'li')) continue;
        const isCat = hasClass(li, 'theme-doc-sidebar-item-category');
        const head = isCat ? find(li, (n) => classPrefix(n, 'menu__list-item-collapsible')) ?? li : li;
        const a = find(head, (n) => hasClass(n, 'menu__link'));
        const sub = isCat ? (li.children ?? []).find((c) => isEl(c, 'ul')) : null;
        // A category without a page of its own (`menu__link--sublist-caret`) links to its first
        // doc only while collapsed (for readers without script); open, its label is no link.
        // docc writes the same: a closed category links to its first page, an open one is a label.
        const ownLink = !(hasClass(a, 'menu__link--sublist-caret') && sub);
        if (a) side.push({ depth, label: norm(text(a)), href: ownLink ? normHref(String(a.properties?.href ?? ''), baseUrl) : '' });
        if (sub) rec(sub, depth + 1);
      }
    };
    if (menu) rec(menu, 0);
  } else {
    const menu = find(tree, (n) => isEl(n, 'nav') && hasClass(n, 'menu'));
    const rec = (ul, depth) => {
      for (const li of ul?.children ?? []) {
        if (!isEl(li, 'li')) continue;
        const det = (li.children ?? []).find((c) => isEl(c, 'details'));
        const holder = det ? find(det, (n) => isEl(n, 'summary')) : li;
        const a = find(holder, (n) => hasClass(n, 'menu__link'));
        if (a) side.push({ depth, label: norm(text(a)), href: a.tagName === 'a' ? normHref(String(a.properties?.href ?? ''), baseUrl) : '' });
        if (det) rec((det.children ?? []).find((c) => isEl(c, 'ul')), depth + 1);
      }
    };
    if (menu) rec(find(menu, (n) => isEl(n, 'ul')), 0);
  }
  f.sidebar = side;
  // prev / next.
  const pn = find(tree, (n) => hasClass(n, 'pagination-nav'));
  const pl = (cls) => {
    const a = pn && find(pn, (n) => hasClass(n, cls));
    if (!a) return null;
    const l = find(a, (n) => hasClass(n, 'pagination-nav__label'));
    return { label: norm(text(l)).replace(/^«\s*|\s*»$/g, ''), href: normHref(String(a.properties?.href ?? ''), baseUrl) };
  };
  f.prev = pl('pagination-nav__link--prev');
  f.next = pl('pagination-nav__link--next');
  return f;
}

// ---- comparison ---------------------------------------------------------------------------------

// Share of Docusaurus's words (as a multiset) that docc's page has.
export function wordShare(ref, got) {
  if (!ref.length) return 1;
  const bag = new Map();
  for (const w of got) bag.set(w, (bag.get(w) ?? 0) + 1);
  let hit = 0;
  for (const w of ref) {
    const k = bag.get(w);
    if (k) { hit++; bag.set(w, k - 1); }
  }
  return hit / ref.length;
}

const J = (x) => JSON.stringify(x);
// First difference of two lists, as a short message, or null.
function listDiff(a, b, show = J) {
  if (J(a) === J(b)) return null;
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (J(a[i]) !== J(b[i])) {
      return `${a.length} vs ${b.length}; first at #${i + 1}: docusaurus ${a[i] === undefined ? '—' : show(a[i])} / docc ${b[i] === undefined ? '—' : show(b[i])}`;
    }
  }
  return null;
}

// Order-free difference of two lists (for links): what one side has that the other lacks.
function bagDiff(a, b, show) {
  const count = (xs) => {
    const m = new Map();
    for (const x of xs) m.set(J(x), (m.get(J(x)) ?? 0) + 1);
    return m;
  };
  const ca = count(a);
  const cb = count(b);
  const only = (x, y) => [...x].flatMap(([k, n]) => Array(Math.max(0, n - (y.get(k) ?? 0))).fill(JSON.parse(k)));
  const lost = only(ca, cb);
  const added = only(cb, ca);
  if (!lost.length && !added.length) return null;
  const list = (xs) => xs.slice(0, 3).map(show).join(', ') + (xs.length > 3 ? ` (+${xs.length - 3})` : '');
  return [lost.length ? `only Docusaurus: ${list(lost)}` : '', added.length ? `only docc: ${list(added)}` : ''].filter(Boolean).join('; ');
}

export const FACTS = ['words', 'title', 'description', 'headings', 'code', 'tabs', 'admonitions', 'details', 'tables', 'images', 'links', 'toc', 'sidebar', 'prevnext'];

// Compare a Docusaurus page's facts (ref) with docc's (got). `ctx` may give `imageOk(src, side)`
// and `linkOk(href)` (does docc's target exist) to resolve images and links against the builds.
// Returns { faithful, share, diffs: [{fact, msg}] }.
export function compare(ref, got, ctx = {}) {
  const diffs = [];
  const add = (fact, msg) => msg && diffs.push({ fact, msg });
  const share = wordShare(ref.words, got.words);
  if (share < 0.98) add('words', `${(share * 100).toFixed(1)}% of Docusaurus's ${ref.words.length} words (docc has ${got.words.length})`);
  if (ref.title !== got.title) add('title', `${J(ref.title)} / ${J(got.title)}`);
  if (ref.description !== got.description) add('description', `${J(ref.description)} / ${J(got.description)}`);
  add('headings', listDiff(ref.headings, got.headings, (h) => `h${h.level} ${J(h.text)}${h.id ? ` #${h.id}` : ''}`));
  add('code', listDiff(ref.code, got.code, (c) => `${c.lang}${c.title ? ` title=${J(c.title)}` : ''} ${c.lines} lines`));
  add('tabs', listDiff(ref.tabs, got.tabs, (t) => `[${t.labels.join(' | ')}] panel words ${t.panels.map((p) => (p ? p.split(' ').length : 0)).join('/')}`));
  add('admonitions', listDiff(ref.admonitions, got.admonitions, (a) => `${a.type} ${J(a.title)}`));
  add('details', listDiff(ref.details, got.details));
  add('tables', listDiff(ref.tables, got.tables, (t) => `${t.rows} rows [${t.head.join(' | ')}]`));
  // A small image Docusaurus inlines as a data: URI is resolved by definition.
  const img = (side) => (i) => ({ alt: i.alt, src: i.src.startsWith('data:') ? 'resolved' : external(i.src) ? i.src : ctx.imageOk ? (ctx.imageOk(i.src, side) ? 'resolved' : `unresolved ${i.src}`) : 'local' });
  add('images', listDiff(ref.images.map(img('docusaurus')), got.images.map(img('docc')), (i) => `${J(i.alt)} ${i.src}`));
  const lk = (l) => `${J(l.text)} → ${l.href}`;
  // `#x` and `<this route>#x` are the same target.
  const here = (l) => (ctx.route && l.href.startsWith('#') ? { ...l, href: `${ctx.route}${l.href}` } : l);
  const linkMsg = bagDiff(ref.links.map(here), got.links.map(here), lk);
  const broken = ctx.linkOk ? got.links.filter((l) => !ctx.linkOk(l.href)) : [];
  add('links', linkMsg ?? (broken.length ? `docc target missing: ${broken.slice(0, 3).map(lk).join(', ')}` : null));
  add('toc', listDiff(ref.toc, got.toc, (t) => `${'  '.repeat(t.depth)}${J(t.text)} ${t.href}`));
  add('sidebar', listDiff(ref.sidebar, got.sidebar, (s) => `${'  '.repeat(s.depth)}${J(s.label)} ${s.href}`));
  const pn = (x) => (x ? `${J(x.label)} → ${x.href}` : '—');
  if (J(ref.prev) !== J(got.prev) || J(ref.next) !== J(got.next))
    add('prevnext', `prev ${pn(ref.prev)} / ${pn(got.prev)}; next ${pn(ref.next)} / ${pn(got.next)}`);
  return { faithful: diffs.length === 0, share, diffs };
}
