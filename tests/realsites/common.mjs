// What the fidelity check (fidelity.mjs) and its server-render path (ssr.mjs) share: the
// component sets, the word splitter, magic comments and Docusaurus's MDX 1 compatibility preprocessing.
import remarkComment from '@slorber/remark-comment';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';

export const ADMONITIONS = ['note', 'tip', 'info', 'caution', 'warning', 'danger', 'important', 'success', 'secondary'];
// Components docc renders natively (README "MDX"); any other capitalised one is the site's own.
export const NATIVE = new Set(['Tabs', 'TabItem', 'details', 'summary', 'Admonition', 'CodeBlock', 'TOCInline', 'DocCardList', 'DocCard', 'img']);
// Plain HTML elements whose look docc reproduces (text, links, lists, tables, line breaks…).
export const HTML_OK = new Set(['a', 'b', 'strong', 'i', 'em', 'code', 'br', 'p', 'div', 'span', 'center', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'pre', 'kbd', 'sup', 'sub', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'small', 'u', 's', 'del', 'mark', 'abbr', 'section', 'article', 'aside', 'header', 'footer', 'main', 'nav', 'figure', 'figcaption', 'hr']);
export const MAGIC = /^\s*(\/\/|#|\/\*|<!--|\{\/\*|--|%|;)\s*(highlight-next-line|highlight-start|highlight-end|this-will-error|[a-z-]+-(next-line|start|end))\b/;

export const words = (s) => (s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/** The text of a `{'…'}` / {`…`} expression (MDX renders a string literal as its text), else ''. */
export const stringExpr = (node) => node.value.match(/^\s*(['"`])([^'"`\\$]*)\1\s*$/)?.[2] ?? '';

export function toText(node) {
  if (!node) return '';
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') return stringExpr(node);
  return (node.children ?? []).map(toText).join('');
}

/** Docusaurus 3's `mdx1Compat` preprocessing (on unless the config turns it off): `{#id}`
 * heading ids are escaped, `:::note Title` gets its title as a directive label. Fenced code is
 * left alone. HTML comments are not text edits: Docusaurus parses them with the
 * `@slorber/remark-comment` syntax extension ([`commentPlugins`]), so a comment may span
 * fenced code, as on tRPC's validators page. */
export const commentPlugins = (compat) => (compat.comments ? [remarkComment] : []);

/** The parser stack of Docusaurus 3's mdx-loader: remark-parse + remark-mdx (MDX 3; left out
 * for CommonMark pages), remark-gfm, remark-directive (admonitions), remark-frontmatter. */
export function mdxParser(mdx, compat) {
  const p = unified().use(remarkParse);
  if (mdx) p.use(remarkMdx).use(commentPlugins(compat));
  return p.use(remarkGfm).use(remarkDirective).use(remarkFrontmatter, ['yaml', 'toml']);
}

export function preprocess(text, compat) {
  let fence = null;
  return text.split('\n').map((line) => {
    const m = line.match(/^\s*(`{3,}|~{3,})/);
    if (fence) { if (m && m[1][0] === fence[0] && m[1].length >= fence.length) fence = null; return line; }
    if (m) { fence = m[1]; return line; }
    if (compat.headingIds) line = line.replace(/^(#{1,6}\s.*?)\{#([^}\s]+)\}\s*$/, '$1\\{#$2\\}');
    if (compat.admonitions) line = line.replace(/^(\s*:{3,}\s*)([a-z]+)[ \t]+([^\[{].*?)\s*$/, '$1$2[$3]');
    return line;
  }).join('\n');
}

