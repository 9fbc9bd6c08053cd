// Readers of a document tree, as compiler/model/src/text.rs has them: its headings (heading
// ids, TOC entries) and plain text (search snippets), the same on both sides.
import type { Block, HtmlNode, Inline } from './schema';

type Heading = Extract<Block, { Heading: unknown }>['Heading'];

/** Every heading of the tree in document order, nested ones included (model: `for_each_child`). */
export function headings(blocks: Block[], out: Heading[] = []): Heading[] {
  for (const b of blocks) {
    if (typeof b !== 'object') continue;
    if ('Heading' in b) out.push(b.Heading);
    else if ('Quote' in b) headings(b.Quote, out);
    else if ('Details' in b) headings(b.Details.blocks, out);
    else if ('Admonition' in b) headings(b.Admonition.blocks, out);
    else if ('List' in b) b.List.items.forEach((i) => headings(i.blocks, out));
    else if ('Tabs' in b) b.Tabs.items.forEach((i) => headings(i.blocks, out));
    else if ('Footnotes' in b) b.Footnotes.forEach((f) => headings(f.blocks, out));
  }
  return out;
}

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
