// Sanitised raw HTML from the pack, rebuilt with React.createElement: only the tags and
// attributes the compiler kept. Defensive extras: 'on*' attributes, javascript: URLs and
// <script> are dropped again here.
import { createElement, useContext, type MouseEvent, type ReactNode } from 'react';
import type { HtmlNode } from '../../pack/schema';
import { onInternalClick } from '../Link';
import type { Router } from '../../router';
import { SiteContext } from '../../state/pack';

const VOID = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'source', 'track', 'wbr']);
const BOOL = new Set(['checked', 'disabled', 'open', 'hidden', 'selected', 'multiple', 'controls', 'autoplay', 'loop', 'muted', 'playsinline', 'allowfullscreen', 'reversed', 'required', 'readonly', 'novalidate']);
const RENAME: Record<string, string> = {
  class: 'className', for: 'htmlFor', tabindex: 'tabIndex', colspan: 'colSpan', rowspan: 'rowSpan',
  srcset: 'srcSet', readonly: 'readOnly', datetime: 'dateTime', crossorigin: 'crossOrigin', allowfullscreen: 'allowFullScreen',
  playsinline: 'playsInline', autoplay: 'autoPlay', novalidate: 'noValidate', referrerpolicy: 'referrerPolicy',
};
const URL_ATTRS = /^(href|src|action|formaction|xlink:href|poster|cite|background)$/;

const isDangerousUrl = (v: string) => /^\s*(javascript|vbscript|data:text\/html)/i.test(v.replace(/[\u0000-\u001f\s]/g, ''));
/** An href that names a site route ('/x', '#x'), as opposed to an external or protocol-relative URL. */
export const isRouteHref = (h: string) => (h.startsWith('/') && !h.startsWith('//')) || h.startsWith('#');

function styleObject(css: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const decl of css.split(';')) {
    const i = decl.indexOf(':');
    if (i < 0) continue;
    const name = decl.slice(0, i).trim().toLowerCase();
    if (!name) continue;
    out[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c) => c.toUpperCase())] = decl.slice(i + 1).trim();
  }
  return out;
}

function element(tag: string, attrs: [string, string][], children: HtmlNode[], key: number, router?: Router): ReactNode {
  const t = tag.toLowerCase();
  if (t === 'script' || !/^[a-z][a-z0-9-]*$/.test(t)) return null;
  const props: Record<string, unknown> = { key };
  let internal: string | null = null;
  for (const [rawName, value] of attrs) {
    const name = rawName.toLowerCase();
    if (name.startsWith('on') || (URL_ATTRS.test(name) && isDangerousUrl(value))) continue;
    if (name === 'style') props.style = styleObject(value);
    else if (BOOL.has(name)) props[name === 'checked' ? 'defaultChecked' : RENAME[name] ?? name] = true;
    else if (name === 'value' && (t === 'input' || t === 'textarea')) props.defaultValue = value;
    else props[RENAME[name] ?? name] = value;
  }
  if (t === 'input') props.readOnly = true;
  if (t === 'a' && typeof props.href === 'string' && isRouteHref(props.href)) {
    internal = props.href;
    const to = internal;
    // Outside a mount (unit tests, static rendering) the route stays as written.
    if (router) {
      props.href = router.href(internal);
      props.onClick = (e: MouseEvent<HTMLAnchorElement>) => onInternalClick(e, to, router);
    }
  }
  const kids = VOID.has(t) || children.length === 0 ? undefined : htmlNodes(children, router);
  return createElement(t, props, kids);
}

export function htmlNodes(nodes: HtmlNode[], router?: Router): ReactNode[] {
  return nodes.map((n, i) => ('Text' in n ? n.Text : element(n.Element.tag, n.Element.attrs, n.Element.children, i, router)));
}

export function Html({ nodes }: { nodes: HtmlNode[] }) {
  const router = useContext(SiteContext)?.router;
  return <>{htmlNodes(nodes, router)}</>;
}
