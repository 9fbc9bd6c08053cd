// Inline content renderer: every Inline variant of the schema, one handler each (a variant
// without one does not compile).
import type { ReactNode } from 'react';
import type { Inline, InlineHandlers } from '../../pack/schema';
import { dispatch } from '../../pack/schema';
import { Link } from '../Link';
import { Html } from './Html';
import { Img } from './Image';
import { useSite } from '../../state/pack';

const blank = () => '';
/** Text of inlines as a heading's label reads (breaks as spaces, no footnote numbers). */
const TEXT: InlineHandlers<string> = {
  Text: (t) => t,
  Code: (t) => t,
  Emph: inlineText,
  Strong: inlineText,
  Strike: inlineText,
  Link: (l) => inlineText(l.content),
  Image: (i) => i.alt,
  FootnoteRef: blank,
  SoftBreak: () => ' ',
  HardBreak: () => ' ',
  Html: blank,
  Anchor: blank,
};

export function inlineText(inlines: Inline[]): string {
  return inlines.map((n) => dispatch(TEXT, n)).join('');
}

const INLINE: InlineHandlers<ReactNode, [number]> = {
  Text: (t) => t,
  Code: (t, key) => <code key={key}>{t}</code>,
  Emph: (xs, key) => <em key={key}><Inlines nodes={xs} /></em>,
  Strong: (xs, key) => <strong key={key}><Inlines nodes={xs} /></strong>,
  Strike: (xs, key) => <del key={key}><Inlines nodes={xs} /></del>,
  Link: ({ href, internal, title, content }, key) => {
    const body = <Inlines nodes={content} />;
    // Same-page anchors go through the router too: under file:// the hash holds the route.
    if (internal || href.startsWith('#')) return <Link key={key} to={href} title={title || undefined}>{body}</Link>;
    const external = /^[a-z][a-z0-9+.-]*:/i.test(href) && !/^mailto:|^tel:/i.test(href);
    return (
      <a key={key} href={/^\s*javascript:/i.test(href) ? undefined : href} title={title || undefined}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>{body}</a>
    );
  },
  Image: (image, key) => <Img key={key} image={image} />,
  FootnoteRef: ({ id, number }, key) => <FootnoteRef key={key} id={id} number={number} />,
  SoftBreak: () => '\n',
  HardBreak: (_, key) => <br key={key} />,
  Html: (nodes, key) => <Html key={key} nodes={nodes} />,
  Anchor: ({ id }, key) => <Anchor key={key} id={id} />,
};

export function Inlines({ nodes }: { nodes: Inline[] }) {
  return <>{nodes.map((n, i) => dispatch(INLINE, n, i))}</>;
}

/** An empty element a link can point at (`<Link id="x"/>` in MDX). */
function Anchor({ id }: { id: string }) {
  const { idPrefix } = useSite();
  return <span id={idPrefix + id} />;
}

function FootnoteRef({ id, number }: { id: string; number: number }) {
  const { idPrefix } = useSite();
  return (
    <sup id={`${idPrefix}fnref-${id}`} className="footnote-ref">
      <Link to={`#fn-${id}`} aria-describedby="docc-footnotes-label">{number}</Link>
    </sup>
  );
}
