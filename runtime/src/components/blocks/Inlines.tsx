// Inline content renderer: every Inline variant of the schema.
import type { ReactNode } from 'react';
import type { Inline } from '../../pack/schema';
import { Link } from '../Link';
import { Html } from './Html';
import { Img } from './Image';
import { useSite } from '../../state/pack';

export function inlineText(inlines: Inline[]): string {
  return inlines.map((n) => {
    if (typeof n === 'string') return ' ';
    if ('Text' in n) return n.Text;
    if ('Code' in n) return n.Code;
    if ('Emph' in n) return inlineText(n.Emph);
    if ('Strong' in n) return inlineText(n.Strong);
    if ('Strike' in n) return inlineText(n.Strike);
    if ('Link' in n) return inlineText(n.Link.content);
    if ('Image' in n) return n.Image.alt;
    return '';
  }).join('');
}

function one(n: Inline, key: number): ReactNode {
  if (n === 'SoftBreak') return '\n';
  if (n === 'HardBreak') return <br key={key} />;
  if ('Text' in n) return n.Text;
  if ('Code' in n) return <code key={key}>{n.Code}</code>;
  if ('Emph' in n) return <em key={key}><Inlines nodes={n.Emph} /></em>;
  if ('Strong' in n) return <strong key={key}><Inlines nodes={n.Strong} /></strong>;
  if ('Strike' in n) return <del key={key}><Inlines nodes={n.Strike} /></del>;
  if ('Link' in n) {
    const { href, internal, title, content } = n.Link;
    const body = <Inlines nodes={content} />;
    // Same-page anchors go through the router too: under file:// the hash holds the route.
    if (internal || href.startsWith('#')) return <Link key={key} to={href} title={title || undefined}>{body}</Link>;
    const external = /^[a-z][a-z0-9+.-]*:/i.test(href) && !/^mailto:|^tel:/i.test(href);
    return (
      <a key={key} href={/^\s*javascript:/i.test(href) ? undefined : href} title={title || undefined}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>{body}</a>
    );
  }
  if ('Image' in n) return <Img key={key} image={n.Image} />;
  if ('FootnoteRef' in n) {
    const { id, number } = n.FootnoteRef;
    return <FootnoteRef key={key} id={id} number={number} />;
  }
  if ('Html' in n) return <Html key={key} nodes={n.Html} />;
  return null;
}

export function Inlines({ nodes }: { nodes: Inline[] }) {
  return <>{nodes.map(one)}</>;
}

function FootnoteRef({ id, number }: { id: string; number: number }) {
  const { idPrefix } = useSite();
  return (
    <sup id={`${idPrefix}fnref-${id}`} className="footnote-ref">
      <Link to={`#fn-${id}`} aria-describedby="docc-footnotes-label">{number}</Link>
    </sup>
  );
}
