// Readers of a document tree, as compiler/model/src/text.rs has them: its headings (heading
// ids, TOC entries) and plain text (search snippets), the same on both sides. Each is one
// handler per variant (schema.ts `Handlers`): a variant added to the model does not compile
// until it says what it holds.
import type { Block, BlockHandlers, HtmlNode, HtmlNodeHandlers, Inline, InlineHandlers } from './schema';
import { dispatch } from './schema';

type Heading = Extract<Block, { Heading: unknown }>['Heading'];

const none = (): Block[] => [];

/** The block lists nested directly in a block, flattened (model: `for_each_child`). */
const CHILDREN: BlockHandlers<Block[]> = {
  Heading: none,
  Paragraph: none,
  List: (l) => l.items.flatMap((i) => i.blocks),
  Quote: (q) => q,
  Code: none,
  Table: none,
  Admonition: (a) => a.blocks,
  Rule: none,
  Footnotes: (f) => f.flatMap((n) => n.blocks),
  Cards: none,
  Details: (d) => d.blocks,
  // The reference views stand alone at the top of their pages; their descriptions are
  // prose of their own, not children (as in the model).
  ApiOperation: none,
  ApiSchema: none,
  ApiOverview: none,
  TsItem: none,
  TsList: none,
  Tabs: (t) => t.items.flatMap((i) => i.blocks),
  TocInline: none,
  Embed: none,
};

export const childBlocks = (b: Block): Block[] => dispatch(CHILDREN, b);

/** Every heading of the tree in document order, nested ones included. */
export function headings(blocks: Block[], out: Heading[] = []): Heading[] {
  for (const b of blocks) {
    if (typeof b === 'object' && 'Heading' in b) out.push(b.Heading);
    else headings(childBlocks(b), out);
  }
  return out;
}

const HTML: HtmlNodeHandlers<void, [string[]]> = {
  Text: (t, out) => out.push(t),
  Element: (e, out) => e.children.forEach((n) => dispatch(HTML, n, out)),
};

const space = (_: null, out: string[]) => out.push(' ');
const walk = (xs: Inline[], out: string[]) => xs.forEach((i) => dispatch(PLAIN, i, out));
const PLAIN: InlineHandlers<void, [string[]]> = {
  Text: (t, out) => out.push(t),
  Code: (t, out) => out.push(t),
  Emph: walk,
  Strong: walk,
  Strike: walk,
  Link: (l, out) => walk(l.content, out),
  Image: (i, out) => out.push(i.alt),
  FootnoteRef: () => {},
  SoftBreak: space,
  HardBreak: space,
  Html: (h: HtmlNode[], out) => h.forEach((n) => dispatch(HTML, n, out)),
  Anchor: () => {},
};

/** Plain text of inlines (model: `text::plain_text`). */
export function plainText(inl: Inline[]): string {
  const out: string[] = [];
  walk(inl, out);
  return out.join('');
}
