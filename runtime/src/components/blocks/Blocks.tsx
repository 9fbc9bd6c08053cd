// Block renderer: every Block variant of the schema, as React elements (never HTML strings),
// one handler each: a variant without one does not compile.
import { createElement, useState, type ReactNode } from 'react';
import type { AdmonitionKind, Align, Block, BlockHandlers, Card, Footnote, Inline, ListItem, Table, Tabs as TabsBlock } from '../../pack/schema';
import { dispatch } from '../../pack/schema';
import { childBlocks } from '../../pack/text';
import { Link } from '../Link';
import { Icon, type IconName } from '../Icons';
import { Tabs } from '../api/Tabs';
import { usePref } from '../api/prefs';
import { CodeBlock } from './CodeBlock';
import { TocInline } from './TocInline';
import { useSite } from '../../state/pack';
import { inlineText, Inlines } from './Inlines';

export function Heading({ level, id, children, text }: { level: number; id: string; children: ReactNode; text: string }) {
  const tag = `h${Math.min(Math.max(level, 1), 6)}`;
  const { idPrefix } = useSite();
  return createElement(tag, { id: id ? idPrefix + id : undefined, className: 'anchor' },
    children,
    id ? <Link to={`#${id}`} className="hash-link" aria-label={`Direct link to ${text}`} title={`Direct link to ${text}`}>#</Link> : null);
}

/**
 * Nesting levels rendered as elements. The compiler refuses documents deeper than 32
 * (`markdown::MAX_NESTING`); this guard (with room for the API and TS views around blocks)
 * keeps a pack from another compiler or a future bug from building a DOM deep enough to
 * overflow React's commit or the browser's layout: deeper content shows as plain text.
 */
export const MAX_RENDER_DEPTH = 64;

/** Text of a block tree, walked with an explicit stack (no recursion, any depth). */
export function blocksText(blocks: Block[]): string {
  const out: string[] = [];
  const stack: Block[] = [...blocks].reverse();
  while (stack.length) {
    const b = stack.pop()!;
    const own = dispatch(OWN_TEXT, b);
    if (own !== null) out.push(own);
    const kids = childBlocks(b);
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
  }
  return out.join(' ');
}

const noText = () => null;
/** A block's own text, its children's aside (those are `childBlocks`). */
const OWN_TEXT: BlockHandlers<string | null> = {
  Heading: (h) => inlineText(h.content),
  Paragraph: inlineText,
  List: noText,
  Quote: noText,
  Code: (c) => c.lines.map((l) => l.map((t) => t.text).join('')).join('\n'),
  Table: noText,
  Admonition: noText,
  Rule: noText,
  Footnotes: noText,
  Cards: noText,
  Details: noText,
  ApiOperation: noText,
  ApiSchema: noText,
  ApiOverview: noText,
  TsItem: noText,
  TsList: noText,
  Tabs: noText,
  TocInline: noText,
  Embed: noText,
};

function Item({ item, depth }: { item: ListItem; depth: number }) {
  if (item.task === null) return <li><Blocks blocks={item.blocks} depth={depth} /></li>;
  return (
    <li className="task-list-item">
      <input type="checkbox" disabled checked={item.task} readOnly aria-label={item.task ? 'Done' : 'Not done'} />
      <Blocks blocks={item.blocks} depth={depth} />
    </li>
  );
}

const ADMONITION: Record<AdmonitionKind, IconName> = { Note: 'info', Tip: 'bulb', Info: 'info', Warning: 'warn', Danger: 'danger' };

function Admonition({ kind, title, blocks, depth }: { kind: AdmonitionKind; title: Inline[] | null; blocks: Block[]; depth: number }) {
  return (
    <div className={`admonition admonition--${kind.toLowerCase()}`}>
      <div className="admonition__heading">
        <Icon name={ADMONITION[kind]} size={18} />
        <span>{title && title.length ? <Inlines nodes={title} /> : kind}</span>
      </div>
      <div className="admonition__content"><Blocks blocks={blocks} depth={depth} /></div>
    </div>
  );
}

/** `colSpan`/`rowSpan` of an HTML table's cell at (`row`: 0 the head, n body row n - 1; `col`). */
const cellSpan = (t: Table, row: number, col: number) => {
  const s = t.spans.find((x) => x.row === row && x.col === col);
  return s && { colSpan: s.cols, rowSpan: s.rows };
};
const alignStyle = (a: Align | undefined) => (a && a !== 'None' ? { textAlign: a.toLowerCase() as 'left' | 'center' | 'right' } : undefined);

function Footnotes({ notes, depth }: { notes: Footnote[]; depth: number }) {
  const { idPrefix } = useSite();
  return (
    <section className="footnotes" aria-labelledby="docc-footnotes-label">
      <h2 id="docc-footnotes-label" className="sr-only">Footnotes</h2>
      <ol>
        {notes.map((n) => (
          <li key={n.id} id={`${idPrefix}fn-${n.id}`} value={n.number}>
            <Blocks blocks={n.blocks} depth={depth} />
            <Link to={`#fnref-${n.id}`} className="footnote-back" aria-label={`Back to reference ${n.number}`}>↩</Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function Cards({ cards }: { cards: Card[] }) {
  return (
    <div className="cards">
      {cards.map((c, i) => (
        <Link key={i} to={c.route} className="card">
          <span className="card__title">{c.title}</span>
          {c.description && <span className="card__desc">{c.description}</span>}
        </Link>
      ))}
    </div>
  );
}

// MDX <Tabs>: the API's accessible Tabs (tablist, arrow keys) over one block tree per tab.
// Tabs with a groupId switch together page-wide and keep the choice across visits in
// localStorage under Docusaurus's own key, so a reader's choice carries over from it.
// (Here, not in a file of its own: like every container block, it renders `Blocks`.)
function MdxTabs({ tabs, depth }: { tabs: TabsBlock; depth: number }) {
  const [local, setLocal] = useState(tabs.default);
  const [shared, setShared] = usePref(`docusaurus.tab.${tabs.group_id}`);
  const stored = tabs.group_id ? tabs.items.findIndex((t) => t.value === shared) : -1;
  const sel = stored >= 0 ? stored : local;
  if (!tabs.items.length) return null;
  const select = (i: number) => {
    setLocal(i);
    if (tabs.group_id) setShared(tabs.items[i].value);
  };
  return (
    <Tabs label="Tabs" tabs={tabs.items.map((t) => ({ key: t.value, label: t.label }))} selected={sel} onSelect={select} className="tabs-mdx">
      <Blocks blocks={tabs.items[Math.min(sel, tabs.items.length - 1)].blocks} depth={depth} />
    </Tabs>
  );
}

// The reference views (ApiOperation…TsList) stand alone at the top of their pages and are
// drawn by PageBlocks, above this file: here they render nothing.
const nothing = () => null;
/** One renderer per Block variant, given the React key and the nesting depth. */
const BLOCK: BlockHandlers<ReactNode, [number, number]> = {
  Heading: (h, key) => <Heading key={key} level={h.level} id={h.id} text={inlineText(h.content)}><Inlines nodes={h.content} /></Heading>,
  Paragraph: (p, key) => <p key={key}><Inlines nodes={p} /></p>,
  List: (l, key, depth) => {
    const items = l.items.map((it, i) => <Item key={i} item={it} depth={depth} />);
    const task = l.items.some((it) => it.task !== null) ? 'contains-task-list' : undefined;
    return l.ordered
      ? <ol key={key} start={l.start !== 1 ? l.start : undefined} className={task}>{items}</ol>
      : <ul key={key} className={task}>{items}</ul>;
  },
  Quote: (q, key, depth) => <blockquote key={key}><Blocks blocks={q} depth={depth} /></blockquote>,
  Code: (c, key) => <CodeBlock key={key} code={c} />,
  Table: (t, key) => (
    <div key={key} className="table-wrap" tabIndex={0}>
      <table>
        <thead><tr>{t.head.map((c, i) => <th key={i} style={alignStyle(t.align[i])} {...cellSpan(t, 0, i)}><Inlines nodes={c} /></th>)}</tr></thead>
        <tbody>
          {t.rows.map((r, i) => <tr key={i}>{r.map((c, j) => <td key={j} style={alignStyle(t.align[j])} {...cellSpan(t, i + 1, j)}><Inlines nodes={c} /></td>)}</tr>)}
        </tbody>
      </table>
    </div>
  ),
  Admonition: (a, key, depth) => <Admonition key={key} {...a} depth={depth} />,
  Rule: (_, key) => <hr key={key} />,
  Footnotes: (notes, key, depth) => <Footnotes key={key} notes={notes} depth={depth} />,
  Cards: (cards, key) => <Cards key={key} cards={cards} />,
  Details: (d, key, depth) => <details key={key} className="details"><summary><Inlines nodes={d.summary} /></summary><div className="details__body"><Blocks blocks={d.blocks} depth={depth} /></div></details>,
  ApiOperation: nothing,
  ApiSchema: nothing,
  ApiOverview: nothing,
  TsItem: nothing,
  TsList: nothing,
  Tabs: (tabs, key, depth) => <MdxTabs key={key} tabs={tabs} depth={depth} />,
  TocInline: (entries, key) => <TocInline key={key} entries={entries} />,
  // The compiler admits http(s) pages only, and the CSP's frame-src their origins.
  Embed: (e, key) => <iframe key={key} className="embed" src={e.src} title={e.title || undefined} width={e.width || undefined} height={e.height || undefined} loading="lazy" allowFullScreen sandbox="allow-scripts allow-same-origin allow-popups allow-forms allow-presentation" />,
};

/** `depth` counts the containers around these blocks (callers outside this file omit it). */
export function Blocks({ blocks, depth = 0 }: { blocks: Block[]; depth?: number }) {
  if (depth >= MAX_RENDER_DEPTH) return <p className="too-deep">{blocksText(blocks)}</p>;
  return <>{blocks.map((b, i) => dispatch(BLOCK, b, i, depth + 1))}</>;
}
