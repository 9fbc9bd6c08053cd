// Raw HTML from the pack, rebuilt with React.createElement. The compiler keeps only a few
// attribute-free inline formatting tags (markdown `INLINE_HTML_ALLOWED`: br, kbd, sub, sup,
// b, i, em, strong, u, mark, code, small, s, abbr) and builds an attribute-free
// <details>/<summary>/<p>/<pre> for a table cell (`mdx_jsx.rs` `details_html`), so no attribute
// is ever rendered; a <script> or a malformed tag name is dropped again here, defensively.
import { createElement, type ReactNode } from 'react';
import type { HtmlNode } from '../../pack/schema';

function element(tag: string, children: HtmlNode[], key: number): ReactNode {
  const t = tag.toLowerCase();
  if (t === 'script' || !/^[a-z][a-z0-9-]*$/.test(t)) return null;
  return createElement(t, { key }, t === 'br' || children.length === 0 ? undefined : htmlNodes(children));
}

function htmlNodes(nodes: HtmlNode[]): ReactNode[] {
  return nodes.map((n, i) => ('Text' in n ? n.Text : element(n.Element.tag, n.Element.children, i)));
}

export function Html({ nodes }: { nodes: HtmlNode[] }) {
  return <>{htmlNodes(nodes)}</>;
}
