// Fidelity report for the vendored real Docusaurus sites (fixtures/realsites/*).
//
// For every docs page docc compiles, the page's source is read the way Docusaurus 3 reads it —
// unified + remark-parse + remark-mdx (the MDX 3 parser; plain remark for `.md` when the site
// sets `markdown.format: 'detect'`), remark-gfm, remark-directive (admonitions),
// remark-frontmatter; imported `.md`/`.mdx` partials spliced in where they are used,
// `mdx-code-block` fences parsed as MDX — and the facts a reader sees are derived from that tree:
// headings (level, text, id as Docusaurus gives it: `{#id}`, `{/* #id */}` or github-slugger),
// code blocks (language, line count without magic-comment lines), admonitions (type),
// tabs (labels), details, tables (rows), images, and the page's words. docc's model of the same
// page (`--dump-model`) must show the same facts, at least 98% of the source's words and at most
// 2% words the source does not have; an `<iframe>` must be embedded by docc with the same address.
//
// A page that uses the site's own React components (capitalised JSX that is not in NATIVE and not
// an imported partial: kysely's `<Playground code={x} />`, an in-page `export const Highlight`)
// is judged against what Docusaurus's server render of it shows (ssr.mjs): the page is compiled by
// @mdx-js/mdx with the same remark steps, bundled by esbuild with the theme (`@theme/Tabs`,
// `TabItem`, `CodeBlock`, `Admonition`, `Details`, `Heading`) and client API (`@docusaurus/Link`,
// `useBaseUrl`, `theme-common`, `useDocusaurusContext`, `BrowserOnly`, `router`) replaced by
// ssr-stubs.jsx, CSS modules as their class names, and rendered by react-dom/server (state at its
// initial value, effects not run; each site component on its own, so a failure names it). ALL
// the facts of such a page come from that HTML (ssr-facts.mjs): everything in the served HTML
// counts, hidden or not (an unselected tab, kysely's visually hidden code block: a reader and a
// search engine get them); an `<iframe>` whose `src` is empty on the server (set in an effect) is
// no fact; an inline `<svg>` is an image; a heading a component renders without an id has no
// anchor, so only its level is compared. A bare npm import resolves from the site's
// node_modules, else from ours if the site declares the package and our version satisfies its
// range (clsx), else it is a module whose every use throws: that component's render fails and
// the page stays unfaithful with the reason ("site component X: its server render failed: imports
// `y`, which is not installed"). Swizzled theme components (src/theme) are not run: the stubs
// stand for the theme. ssr.test.mjs checks this path on a fixture with a known render. Pages
// without site components are read from the MDX tree alone, as above. Usage:
// `node fidelity.mjs [site…] [--verbose]` (the docc binary: $DOCC_BIN or target/release/docc).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';
import { renderPage } from './ssr.mjs';
import { htmlFacts } from './ssr-facts.mjs';
import { ADMONITIONS, HTML_OK, MAGIC, NATIVE, mdxParser, preprocess, stringExpr, toText, words } from './common.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const sitesDir = join(root, 'fixtures/realsites');
const docc = process.env.DOCC_BIN ?? join(root, 'target/release/docc');
const outDir = join(root, 'build/realsites');
const verbose = process.argv.includes('--verbose');
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));

let currentOpts = { mdx1: false, compat: { comments: true, headingIds: true, admonitions: true } };

const parser = (mdx, compat = currentOpts.compat) => mdxParser(mdx, compat);

function attr(node, name) {
  const a = node.attributes?.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
  if (!a) return undefined;
  if (a.value === null) return true;
  if (typeof a.value === 'string') return a.value;
  return a.value?.value; // an expression: its source text
}

/** The visible text of a paragraph or table cell, one run as the browser shows it: `Map`s reads
 * "Maps" (text next to code or emphasis is not a word break). Images and breaks separate words;
 * an image's alt is counted by `walk`. */
function phrasing(node) {
  switch (node.type) {
    case 'text': case 'inlineCode': return node.value;
    case 'mdxTextExpression': case 'mdxFlowExpression': return stringExpr(node);
    case 'break': case 'image': case 'imageReference': case 'html': return ' ';
    case 'textDirective': return ` :${node.name} ${toText(node)} `;
    case 'mdxJsxTextElement': case 'mdxJsxFlowElement': return node.name === 'img' ? ' ' : (node.children ?? []).map(phrasing).join('');
    default: return (node.children ?? []).map(phrasing).join('');
  }
}

/** Raw HTML's text (CommonMark pages, and MDX 1 pages read leniently): Docusaurus renders it
 * (`rehype-raw`; MDX 1 read it as JSX), so its text shows. */
const htmlText = (html) => html.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<[^>]*>/g, ' ')
  .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(+d)).replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
  .replace(/&(nbsp|amp|lt|gt|quot|apos);/g, (_, e) => ({ nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]);

/** Reads a source file into its mdast, partials spliced in. MDX 1 sites (Docusaurus 2) were
 * parsed leniently: where MDX 3 refuses a page of theirs, it is read as CommonMark + GFM. */
export function load(file, mdx, depth = 0, opts = currentOpts) {
  const text = preprocess(readFileSync(file, 'utf8'), opts.compat);
  let tree;
  try {
    tree = parser(mdx, opts.compat).parse(text);
  } catch (e) {
    if (!opts.mdx1 || !mdx) throw e;
    tree = parser(false).parse(text);
  }
  const partials = new Map();
  for (const n of tree.children) {
    if (n.type !== 'mdxjsEsm') continue;
    for (const m of n.value.matchAll(/import\s+(\w+)\s+from\s+['"]([^'"]+\.mdx?)['"]/g)) {
      const p = m[2].startsWith('@site/') ? join(file.slice(0, file.indexOf('/docs/')), m[2].slice(6)) : resolve(dirname(file), m[2]);
      partials.set(m[1], p);
    }
  }
  const splice = (node) => {
    if (!node.children) return;
    const out = [];
    for (const c of node.children) {
      if ((c.type === 'mdxJsxFlowElement' || c.type === 'mdxJsxTextElement') && partials.has(c.name) && depth < 8 && existsSync(partials.get(c.name))) {
        out.push(...load(partials.get(c.name), true, depth + 1, opts).children);
      } else if (c.type === 'code' && c.lang === 'mdx-code-block') {
        out.push(...parser(true, opts.compat).parse(c.value).children);
      } else {
        splice(c);
        out.push(c);
      }
    }
    node.children = out;
  };
  splice(tree);
  return tree;
}

/** The facts Docusaurus would render for this tree. */
export function expected(tree) {
  const f = { headings: [], code: [], admonitions: [], tabs: [], details: 0, tables: [], images: 0, embeds: [], words: [], foreign: new Set(), h1: null };
  const slugger = new GithubSlugger();
  let quiet = false; // inside a paragraph or cell, whose text is counted as one run
  const walk = (n, inHeading) => {
    switch (n.type) {
      case 'yaml': case 'toml': case 'mdxjsEsm':
        return;
      case 'mdxFlowExpression': case 'mdxTextExpression':
        if (!quiet) f.words.push(...words(stringExpr(n)));
        return;
      case 'html':
        if (!quiet) f.words.push(...words(htmlText(n.value)));
        return;
      case 'paragraph': case 'tableCell': {
        const was = quiet;
        if (!was) f.words.push(...words(phrasing(n)));
        quiet = true;
        (n.children ?? []).forEach((c) => walk(c, inHeading));
        quiet = was;
        return;
      }
      case 'heading': {
        let text = toText(n);
        let id;
        const m = text.match(/\s*\{#([^}\s]+)\}\s*$/);
        if (m) { id = m[1]; text = text.slice(0, m.index); }
        const expr = (n.children ?? []).find((c) => c.type === 'mdxTextExpression' && /^\s*\/\*\s*#/.test(c.value));
        if (expr) id = expr.value.match(/#([^\s*]+)/)[1];
        text = text.trim();
        // The page title: an h1 that opens the document (Docusaurus's contentTitle); it takes its slug too.
        if (n.depth === 1 && n === firstContent) { f.h1 = text; slugger.slug(text); return; }
        id = id ? (slugger.slug(id), id) : slugger.slug(text);
        f.headings.push({ level: n.depth, text, id });
        f.words.push(...words(text));
        return;
      }
      case 'code': {
        const lines = n.value.split('\n').filter((l) => !MAGIC.test(l));
        f.code.push({ lang: (n.lang ?? '').toLowerCase(), lines: lines.length });
        return;
      }
      case 'table':
        f.tables.push(n.children.length - 1);
        break;
      case 'image':
        f.images++;
        f.words.push(...words(n.alt ?? ''));
        return;
      case 'containerDirective':
        if (ADMONITIONS.includes(n.name)) {
          // docc's model keeps the look: `caution` looks like `warning` (under its own label).
          f.admonitions.push({ important: 'info', secondary: 'note', caution: 'warning' }[n.name] ?? n.name);
          const label = n.children[0]?.data?.directiveLabel ? toText(n.children[0]) : n.name;
          f.words.push(...words(label));
          for (const c of n.children.slice(n.children[0]?.data?.directiveLabel ? 1 : 0)) walk(c);
          return;
        }
        break;
      case 'leafDirective': case 'textDirective':
        if (!quiet) f.words.push(...words(`:${n.name}`), ...words(toText(n)));
        return;
      case 'text': case 'inlineCode':
        if (!quiet) f.words.push(...words(n.value));
        return;
      case 'mdxJsxFlowElement': case 'mdxJsxTextElement': {
        const name = n.name ?? '';
        if (name === 'Tabs') {
          const values = attr(n, 'values');
          const items = [];
          const findItems = (x) => (x.children ?? []).forEach((c) => (c.name === 'TabItem' ? items.push(c) : findItems(c)));
          findItems(n);
          const labels = items.map((it) => {
            const v = attr(it, 'value');
            const fromValues = typeof values === 'string' ? values.match(new RegExp(`value:\\s*['"]${String(v).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]\\s*,\\s*label:\\s*['"]([^'"]*)['"]`)) : null;
            return String(attr(it, 'label') ?? fromValues?.[1] ?? v);
          });
          f.tabs.push(labels);
          labels.forEach((l) => f.words.push(...words(l)));
          items.forEach((it) => it.children.forEach((c) => walk(c)));
          return;
        }
        if (name === 'details') f.details++;
        // Its alt counts as a Markdown image's does.
        if (name === 'img') { f.images++; f.words.push(...words(String(attr(n, 'alt') ?? ''))); return; }
        // An inline drawing is one image, as in the server-render facts (ssr-facts.mjs).
        if (name === 'svg') { f.images++; return; }
        // An embedded page (video, live example): docc must embed the same address.
        if (name === 'iframe') { f.embeds.push(String(attr(n, 'src') ?? '')); return; }
        if (name === 'Admonition') {
          const t = String(attr(n, 'type') ?? 'note');
          f.admonitions.push({ important: 'info', secondary: 'note', caution: 'warning' }[t] ?? t);
          f.words.push(...words(String(attr(n, 'title') ?? attr(n, 'type') ?? 'note')));
        }
        if (name === 'CodeBlock') {
          const body = toText(n) || (n.children?.[0]?.value ?? '');
          const code = body.replace(/^`|`$/g, '').replace(/^\n|\n$/g, '');
          f.code.push({ lang: String(attr(n, 'language') ?? '').toLowerCase(), lines: code.split('\n').filter((l) => !MAGIC.test(l)).length });
          return;
        }
        // `<head>` sets the document's metadata: nothing shows on the page.
        if (name === 'TOCInline' || name === 'DocCardList' || name === 'DocCard' || name === 'head') return;
        if (name && !NATIVE.has(name) && !HTML_OK.has(name)) f.foreign.add(name);
        if (name === 'table') f.tables.push(-1);
        break;
      }
    }
    (n.children ?? []).forEach((c) => walk(c, inHeading));
  };
  const firstContent = tree.children.find((c) => !['yaml', 'toml', 'mdxjsEsm'].includes(c.type) && !(c.type === 'mdxFlowExpression' && /^\s*\/\*[\s\S]*\*\/\s*$/.test(c.value)));
  walk(tree);
  return f;
}

const HTML_BLOCKS = new Set(['p', 'div', 'details', 'summary', 'pre', 'ul', 'ol', 'li', 'table', 'tr', 'td', 'th', 'br', 'hr', 'blockquote']);

/** The same facts from docc's model of the page. */
function actual(page) {
  const f = { headings: [], code: [], admonitions: [], tabs: [], details: 0, tables: [], images: 0, embeds: [], words: [] };
  const inl = (xs, out) => {
    for (const x of xs ?? []) {
      const [k, v] = Object.entries(typeof x === 'string' ? { [x]: null } : x)[0];
      if (k === 'Text' || k === 'Code') out.push(v);
      else if (k === 'Image') { f.images++; out.push(` ${v.alt ?? ''} `); }
      else if (k === 'Link') inl(v.content, out);
      else if (k === 'Html') html(v, out);
      else if (Array.isArray(v)) inl(v, out);
      else if (k === 'SoftBreak' || k === 'HardBreak') out.push(' ');
    }
    return out;
  };
  const html = (nodes, out) => {
    for (const n of nodes ?? []) {
      if (n.Text !== undefined) out.push(n.Text);
      else if (n.Element) {
        if (n.Element.tag === 'img') f.images++;
        if (n.Element.tag === 'details') f.details++;
        if (n.Element.tag === 'table') f.tables.push(-1);
        // A block element (a summary, then the paragraph under it) is a word break on the page.
        const block = HTML_BLOCKS.has(n.Element.tag);
        if (block) out.push(' ');
        html(n.Element.children, out);
        if (block) out.push(' ');
      }
    }
  };
  const text = (xs) => inl(xs, []).join('');
  const blocks = (bs) => {
    for (const b of bs ?? []) {
      const [k, v] = Object.entries(typeof b === 'string' ? { [b]: null } : b)[0];
      switch (k) {
        case 'Heading': f.headings.push({ level: v.level, text: text(v.content).trim(), id: v.id }); f.words.push(...words(text(v.content))); break;
        case 'Paragraph': f.words.push(...words(text(v))); break;
        case 'List': v.items.forEach((i) => blocks(i.blocks)); break;
        case 'Quote': blocks(v); break;
        case 'Code': f.code.push({ lang: (v.lang ?? '').toLowerCase(), lines: v.lines.length }); break;
        case 'Table': f.tables.push(v.rows.length); [v.head, ...v.rows].flat().forEach((c) => f.words.push(...words(text(c)))); break;
        case 'Admonition': f.admonitions.push(v.kind.toLowerCase()); f.words.push(...words(text(v.title ?? []))); blocks(v.blocks); break;
        case 'Footnotes': v.forEach((n) => blocks(n.blocks)); break;
        case 'Html': { const out = []; html(v, out); f.words.push(...words(out.join(''))); break; }
        case 'Details': f.details++; f.words.push(...words(text(v.summary))); blocks(v.blocks); break;
        case 'Embed': f.embeds.push(v.src); break;
        case 'Tabs': f.tabs.push(v.items.map((i) => i.label)); v.items.forEach((i) => { f.words.push(...words(i.label)); blocks(i.blocks); }); break;
        default: break;
      }
    }
  };
  blocks(page.blocks);
  return f;
}

function multisetShare(a, b) {
  const m = new Map();
  for (const w of b) m.set(w, (m.get(w) ?? 0) + 1);
  let hit = 0;
  for (const w of a) {
    const c = m.get(w) ?? 0;
    if (c > 0) { hit++; m.set(w, c - 1); }
  }
  return a.length ? hit / a.length : 1;
}

const LANG = { javascript: 'js', typescript: 'ts', shell: 'bash', sh: 'bash', zsh: 'bash', console: 'bash', yml: 'yaml', jsonc: 'json', json5: 'json', text: '', txt: '', plaintext: '', mdx: 'md', markdown: 'md', 'tsx twoslash': 'tsx', 'ts twoslash': 'ts' };
const lang = (l) => { const x = (l ?? '').split(/\s/)[0]; return LANG[x] ?? x; };

export function compare(exp, act) {
  const reasons = [];
  // A heading the site's component renders without an id (`<Heading as="h3">`) has no anchor:
  // only its level is compared.
  const hs = (h) => h.map((x, i) => (exp.headings[i]?.id === null ? `h${x.level}` : `h${x.level} #${x.id}`)).join(', ');
  if (hs(exp.headings) !== hs(act.headings)) reasons.push(`headings: expected [${hs(exp.headings)}], docc [${hs(act.headings)}]`);
  const cs = (c) => c.map((x) => `${lang(x.lang) || 'text'}:${x.lines}`).join(' ');
  if (cs(exp.code) !== cs(act.code)) reasons.push(`code blocks: expected ${cs(exp.code) || 'none'}, docc ${cs(act.code) || 'none'}`);
  const as = (a) => a.map((k) => (k === 'important' ? 'info' : k)).join(' ');
  if (as(exp.admonitions) !== as(act.admonitions)) reasons.push(`admonitions: expected [${as(exp.admonitions)}], docc [${as(act.admonitions)}]`);
  const ts = (t) => t.map((l) => l.join('|')).join(' / ');
  if (ts(exp.tabs) !== ts(act.tabs)) reasons.push(`tabs: expected ${ts(exp.tabs)}, docc ${ts(act.tabs)}`);
  if (exp.details !== act.details) reasons.push(`details: expected ${exp.details}, docc ${act.details}`);
  const tb = (t) => t.map((r) => (r < 0 ? 'html' : r)).join(' ');
  if (exp.tables.length !== act.tables.length) reasons.push(`tables: expected [${tb(exp.tables)}], docc [${tb(act.tables)}]`);
  else if (exp.tables.some((r, i) => r >= 0 && act.tables[i] >= 0 && r !== act.tables[i])) reasons.push(`table rows: expected [${tb(exp.tables)}], docc [${tb(act.tables)}]`);
  if (exp.images !== act.images) reasons.push(`images: expected ${exp.images}, docc ${act.images}`);
  if (exp.embeds.join(' ') !== act.embeds.join(' ')) reasons.push(`embeds: expected [${exp.embeds.join(' ')}], docc [${act.embeds.join(' ')}]`);
  const kept = multisetShare(exp.words, act.words);
  const extra = 1 - multisetShare(act.words, exp.words);
  if (kept < 0.98) reasons.push(`text: ${(100 * kept).toFixed(1)}% of the source's words shown`);
  if (extra > 0.02) reasons.push(`text: ${(100 * extra).toFixed(1)}% of docc's words are not in the source (leaked syntax?)`);
  if (exp.foreign.size) reasons.push(`site components docc cannot render: ${[...exp.foreign].join(', ')}`);
  for (const x of exp.failures ?? []) reasons.push(`site component ${x.name}: its server render failed: ${x.error}`);
  return reasons;
}

async function site(name) {
  const dir = join(sitesDir, name);
  mkdirSync(outDir, { recursive: true });
  const model = join(outDir, `${name}.json`);
  let out;
  let ok = true;
  try {
    out = execFileSync(docc, ['compile', dir, '-o', join(outDir, `${name}.html`), '--dump-model', model, '--format', 'json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    ok = false;
    out = `${e.stdout ?? ''}${e.stderr ?? ''}`;
  }
  const byCode = {};
  for (const line of out.split('\n')) {
    try {
      const d = JSON.parse(line);
      if (d.code) byCode[`${d.severity === 'error' ? 'E ' : ''}${d.code.replace('docc::', '')}`] = (byCode[`${d.severity === 'error' ? 'E ' : ''}${d.code.replace('docc::', '')}`] ?? 0) + 1;
    } catch { /* the summary line */ }
  }
  if (!ok) return { name, ok, pages: 0, byCode, faithful: 0, results: [] };
  const config = readdirSync(dir).find((f) => /^docusaurus\.config\./.test(f));
  const configText = config ? readFileSync(join(dir, config), 'utf8') : '';
  const detect = /format:\s*['"]detect['"]/.test(configText);
  const off = (k) => new RegExp(`${k}:\\s*false`).test(configText);
  const core = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).dependencies?.['@docusaurus/core'] ?? '';
  currentOpts = { mdx1: /^[~^]?2\./.test(core), compat: { comments: !off('comments'), headingIds: !off('headingIds'), admonitions: !off('admonitions') } };
  const dump = JSON.parse(readFileSync(model, 'utf8'));
  const pages = dump.chunks.flatMap((c) => c.pages).filter((p) => p.source && /\.mdx?$/.test(p.source));
  const setting = (k) => configText.match(new RegExp(`\\b${k}:\\s*['"]([^'"]*)['"]`))?.[1] ?? '';
  const results = [];
  for (const p of pages) {
    const src = join(dir, p.source);
    let reasons;
    let ssr = false;
    try {
      let exp = expected(load(src, !(detect && src.endsWith('.md'))));
      // A page using the site's own components: its facts are those of its real server render.
      if ([...exp.foreign].some((n) => /^[A-Z]/.test(n))) {
        ssr = true;
        const html = [...exp.foreign].filter((n) => !/^[A-Z]/.test(n));
        try {
          const { html: out, failures } = await renderPage({ file: src, siteDir: dir, detect, compat: currentOpts.compat, route: p.route, baseUrl: setting('baseUrl') || '/', url: setting('url'), title: setting('title') });
          exp = { ...htmlFacts(out), foreign: new Set(html), failures };
        } catch (e) {
          // Without the page's render there is nothing honest to compare: the failure is the reason.
          const names = [...exp.foreign].filter((n) => /^[A-Z]/.test(n)).join(', ');
          exp = null;
          reasons = [`site component ${names}: its server render failed: ${String(e.message).split('\n')[0]}`];
          if (html.length) reasons.push(`site components docc cannot render: ${html.join(', ')}`);
        }
      }
      if (exp) reasons = compare(exp, actual(p));
    } catch (e) {
      reasons = [`the MDX parser refuses the source (${String(e.message).split('\n')[0]}), so Docusaurus would not build it`];
    }
    results.push({ route: p.route, source: p.source, reasons, ssr });
  }
  const faithful = results.filter((r) => r.reasons.length === 0).length;
  return { name, ok, pages: dump.manifest.routes.length, docPages: pages.length, byCode, faithful, results };
}

// Run as a script (not when ssr.test.mjs imports `compare`).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = only.length ? only : readdirSync(sitesDir).filter((n) => existsSync(join(sitesDir, n, 'SOURCE'))).sort();
  const rows = [];
  for (const n of names) rows.push(await site(n));
  for (const r of rows) {
    const bad = r.results.filter((x) => x.reasons.length);
    if (verbose || process.env.CI) {
      for (const x of bad) console.log(`  ${r.name} ${x.source}: ${x.reasons.join('; ')}`);
    }
  }
  console.log('\n| Site | Compiled unchanged | Pages | Warnings by code | Faithful |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) {
    const codes = Object.entries(r.byCode).sort((a, b) => b[1] - a[1]).map(([c, n]) => `${c} ${n}`).join(', ') || 'none';
    const share = r.docPages ? `${r.faithful}/${r.docPages} (${((100 * r.faithful) / r.docPages).toFixed(0)}%)` : '—';
    console.log(`| ${r.name} | ${r.ok ? 'yes' : 'no'} | ${r.pages} | ${codes} | ${share} |`);
  }
  const judged = rows.map((r) => [r.name, r.results.filter((x) => x.ssr)]).filter(([, xs]) => xs.length);
  console.log(`\nPages with site components, judged by their server render (faithful/pages): ${judged.map(([n, xs]) => `${n} ${xs.filter((x) => !x.reasons.length).length}/${xs.length}`).join(', ') || 'none'}`);
  const reasons = new Map();
  for (const r of rows) for (const x of r.results) for (const why of x.reasons) { const k = why.split(':')[0]; reasons.set(k, (reasons.get(k) ?? 0) + 1); }
  console.log(`\nUnfaithful pages by reason: ${[...reasons].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`);
}
