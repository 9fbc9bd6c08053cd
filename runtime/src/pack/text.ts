// The plain text of a document tree, as compiler/model/src/text.rs makes it (heading ids,
// TOC entries and search snippets are cut from it on both sides).
import type { HtmlNode, Inline } from './schema';

function htmlText(nodes: HtmlNode[], out: string[]) {
  for (const n of nodes) {
    if ('Text' in n) out.push(n.Text);
    else htmlText(n.Element.children, out);
  }
}

/** Plain text of inlines (model: `text::plain_text`). */
export function plainText(inl: Inline[]): string {
  const out: string[] = [];
  const walk = (xs: Inline[]) => {
    for (const i of xs) {
      if (i === 'SoftBreak' || i === 'HardBreak') out.push(' ');
      else if ('Text' in i) out.push(i.Text);
      else if ('Code' in i) out.push(i.Code);
      else if ('Emph' in i) walk(i.Emph);
      else if ('Strong' in i) walk(i.Strong);
      else if ('Strike' in i) walk(i.Strike);
      else if ('Link' in i) walk(i.Link.content);
      else if ('Image' in i) out.push(i.Image.alt);
      else if ('Html' in i) htmlText(i.Html, out);
    }
  };
  walk(inl);
  return out.join('');
}
