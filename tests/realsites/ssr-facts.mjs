// The facts a reader sees in server-rendered HTML (ssr.mjs), in the shape fidelity.mjs's
// `expected` gives for an MDX tree: headings, code blocks, admonitions, tabs, details, tables,
// images, embeds and words. What counts (documented in fidelity.mjs's header too):
// - everything in the served HTML counts, hidden or not (an unselected tab's panel, a visually
//   hidden code block): a reader, a search engine and docc's own search all see it;
// - a code block is a `<pre>`: its language (the stub's `data-docc-lang`, or the `language-x`
//   class of MDX's fences) and its line count without magic-comment lines; its text is not words,
//   and its title is not compared (as on pages read from the MDX tree alone);
// - an `<iframe>` is an embed of its `src`; one whose `src` is empty is no fact (the component
//   sets it in an effect: the served HTML has no address, the browser gets one only after
//   hydration, from code the check does not run);
// - an `<img>` or an inline `<svg>` is an image (the alt's words count, an SVG's drawing text not);
// - what only the browser draws (`BrowserOnly` children, effects' results) is not in the HTML, so
//   it is no fact: lexical's gallery page is its heading and an empty `<main>`;
// - text within one block (paragraph, cell, list item…) is one run, as the browser shows it, so
//   `<code>Map</code>s` reads "Maps"; blocks and `<br>` separate words.
import { fromHtml } from 'hast-util-from-html';
import { MAGIC, words } from './common.mjs';

const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'label', 'font', 'docc-site']);
const SILENT = new Set(['script', 'style', 'noscript', 'template', 'head', 'title', 'meta', 'link']);
const LOOK = { important: 'info', secondary: 'note', caution: 'warning' };

const textOf = (n) => (n.type === 'text' ? n.value : n.type === 'element' && !SILENT.has(n.tagName) ? (n.children ?? []).map(textOf).join('') : '');
const find = (n, test) => (test(n) ? n : (n.children ?? []).reduce((hit, c) => hit ?? find(c, test), null));

/** The facts of one page's server-rendered HTML. */
export function htmlFacts(html) {
  const f = { headings: [], code: [], admonitions: [], tabs: [], details: 0, tables: [], images: 0, embeds: [], words: [], foreign: new Set(), failures: [], h1: null };
  let run = '';
  const flush = () => { f.words.push(...words(run)); run = ''; };
  const walk = (n) => {
    if (n.type === 'text') { run += n.value; return; }
    if (n.type !== 'element') { (n.children ?? []).forEach(walk); return; }
    const tag = n.tagName;
    const p = n.properties ?? {};
    if (SILENT.has(tag)) return;
    if (/^h[1-6]$/.test(tag)) {
      flush();
      const text = textOf(n).trim();
      if (p.dataDoccTitle !== undefined) { f.h1 = text; return; }
      f.headings.push({ level: Number(tag[1]), text, id: p.id ?? null });
      f.words.push(...words(text));
      return;
    }
    if (tag === 'pre') {
      flush();
      const code = find(n, (x) => x.tagName === 'code');
      const cls = [].concat(code?.properties?.className ?? []).find((c) => String(c).startsWith('language-'));
      const lang = p.dataDoccLang ?? (cls ? String(cls).slice(9) : '');
      const lines = textOf(n).replace(/\n$/, '').split('\n').filter((l) => !MAGIC.test(l));
      f.code.push({ lang: String(lang).toLowerCase(), lines: lines.length });
      return;
    }
    if (tag === 'img' || tag === 'svg') {
      f.images++;
      run += ' ';
      if (tag === 'img') f.words.push(...words(String(p.alt ?? '')));
      return;
    }
    if (tag === 'iframe') { if (p.src) f.embeds.push(String(p.src)); return; }
    if (tag === 'br') { run += ' '; return; }
    if (INLINE.has(tag)) { n.children.forEach(walk); return; }
    flush();
    if (p.dataDoccTabs !== undefined) {
      const labels = JSON.parse(p.dataDoccTabs);
      f.tabs.push(labels);
      labels.forEach((l) => f.words.push(...words(l)));
    }
    if (p.dataDoccAdmonition !== undefined) f.admonitions.push(LOOK[p.dataDoccAdmonition] ?? p.dataDoccAdmonition);
    if (tag === 'details') f.details++;
    if (tag === 'table') f.tables.push(p.dataDoccRows !== undefined ? Number(p.dataDoccRows) : -1);
    n.children.forEach(walk);
    flush();
  };
  walk(fromHtml(html, { fragment: true }));
  flush();
  return f;
}
