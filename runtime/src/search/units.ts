// The body text of a page's search units, cut from the page itself at query time: the index
// (model/search.rs) keeps no page text, only postings, so the snippets of the hits shown are
// made here from the decoded page chunks. This mirrors compiler/search/src/extract.rs unit
// for unit (the page's own unit, then one per h2/h3 section, typed-reference member or
// package-index group); the golden file test/fixtures/search-units.json, written by the
// Rust tests, pins both sides to the same texts.
import type { FullPage } from '../pack/derive';
import type { ApiOperation, ApiOverview, ApiSchemaPage, Block, BlockHandlers, Inline, SchemaNode, TsDoc, TsItem } from '../pack/schema';
import { dispatch, tagOf } from '../pack/schema';
import { plainText } from '../pack/text';

const skip = () => {};
const line = (inl: Inline[], out: string[]) => out.push(plainText(inl), '\n');
/** One block's plain text (model: `markdown::plain_text_blocks`; nested code included). */
const TEXT: BlockHandlers<void, [string[]]> = {
  Heading: (h, out) => line(h.content, out),
  Paragraph: line,
  List: (l, out) => l.items.forEach((i) => blocksText(i.blocks, out)),
  Quote: blocksText,
  Code: (c, out) => c.lines.forEach((l) => { l.forEach((t) => out.push(t.text)); out.push('\n'); }),
  Table: (t, out) => {
    for (const cell of [...t.head, ...t.rows.flat()]) out.push(plainText(cell), ' ');
    out.push('\n');
  },
  Admonition: (a, out) => {
    if (a.title) line(a.title, out);
    blocksText(a.blocks, out);
  },
  Rule: skip,
  Footnotes: (f, out) => f.forEach((n) => blocksText(n.blocks, out)),
  Cards: (cards, out) => cards.forEach((c) => out.push(c.title, ' ', c.description, '\n')),
  Details: (d, out) => blocksText(d.blocks, out),
  // Units of their own (`unitTexts`), never nested in prose.
  ApiOperation: skip,
  ApiSchema: skip,
  ApiOverview: skip,
  TsItem: skip,
  TsList: skip,
  Tabs: (t, out) => t.items.forEach((i) => { out.push(i.label, '\n'); blocksText(i.blocks, out); }),
  TocInline: skip,
  Embed: skip,
};

function blocksText(blocks: Block[], out: string[]) {
  for (const b of blocks) dispatch(TEXT, b, out);
}

/** A unit's text being built: pieces joined by single spaces, like extract.rs's `push`. */
class Buf {
  parts: string[] = [];
  push(text: string) { if (text.trim()) this.parts.push(text); }
  /** Prose of blocks: top-level code left out, as extract.rs's `blocks`. */
  blocks(b: Block[]) { const out: string[] = []; blocksText(b.filter((x) => typeof x === 'string' || !('Code' in x)), out); this.push(out.join('')); }
  text(): string { return collapse(this.parts.join(' ')); }
}

const collapse = (s: string) => s.split(/\s+/).filter(Boolean).join(' ');

function schema(buf: Buf, node: SchemaNode, depth: number) {
  buf.push(node.name);
  buf.blocks(node.description);
  if (depth > 3 || (depth > 0 && node.schema_route !== null)) return;
  const kids = [...node.properties, ...node.variants, ...(node.items ? [node.items] : []), ...(node.additional ? [node.additional] : [])];
  for (const c of kids) schema(buf, c, depth + 1);
}

function operation(op: ApiOperation, buf: Buf) {
  buf.push(op.summary);
  buf.blocks(op.description);
  for (const p of op.parameters) { buf.push(p.name); buf.blocks(p.description); }
  if (op.request_body) {
    buf.blocks(op.request_body.description);
    for (const m of op.request_body.content) if (m.schema) schema(buf, m.schema, 0);
  }
  for (const r of op.responses) {
    buf.blocks(r.description);
    for (const m of r.content) if (m.schema) schema(buf, m.schema, 0);
  }
}

function overview(o: ApiOverview, buf: Buf) {
  buf.blocks(o.description);
  for (const s of o.servers) buf.push(s.description);
  for (const s of o.security) { buf.push(s.name); buf.blocks(s.description); }
}

function doc(buf: Buf, d: TsDoc) {
  for (const b of [d.summary, d.remarks, d.returns]) buf.blocks(b);
  for (const p of d.params) { buf.push(p.name); buf.blocks(p.doc); }
  if (d.deprecated) buf.blocks(d.deprecated);
}

function tsItem(item: TsItem, page: FullPage, units: Buf[]) {
  doc(units[units.length - 1], item.doc);
  for (const s of item.signatures) doc(units[units.length - 1], s.doc);
  for (const m of item.members) {
    const body = new Buf();
    doc(body, m.doc);
    for (const s of m.signatures) {
      doc(body, s.doc);
      for (const p of s.params) body.blocks(p.doc);
    }
    if (m.id && page.toc.some((t) => t.id === m.id)) units.push(body);
    else units[0].push(body.text());
  }
}

/** Body text of every search unit of `page`, in index order. */
export function unitTexts(page: FullPage): string[] {
  const units = [new Buf()];
  const last = () => units[units.length - 1];
  for (const b of page.blocks) {
    const tag = tagOf(b);
    if (typeof b !== 'string' && 'Heading' in b && (b.Heading.level === 2 || b.Heading.level === 3)) units.push(new Buf());
    else if (tag === 'Code') continue;
    else if (typeof b !== 'string' && 'ApiOperation' in b) operation(b.ApiOperation, last());
    else if (typeof b !== 'string' && 'ApiSchema' in b) schema(last(), (b.ApiSchema as ApiSchemaPage).schema, 0);
    else if (typeof b !== 'string' && 'ApiOverview' in b) overview(b.ApiOverview, last());
    else if (typeof b !== 'string' && 'TsItem' in b) tsItem(b.TsItem, page, units);
    else if (typeof b !== 'string' && 'TsList' in b) {
      for (const g of b.TsList) {
        const u = new Buf();
        for (const e of g.entries) { u.push(e.name); u.push(e.summary); }
        if (g.id) units.push(u);
        else units[0].push(u.parts.join(' '));
      }
    } else { const out: string[] = []; blocksText([b], out); last().push(out.join('')); }
  }
  return units.map((u) => u.text());
}
