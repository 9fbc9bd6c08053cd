// Block renderer: every Block variant of the schema, as React elements (never HTML strings).
import { createElement, type ReactNode } from 'react';
import type { AdmonitionKind, Align, Block, Card, Footnote, Inline, ListItem } from '../../pack/schema';
import { tagOf } from '../../pack/schema';
import { Link } from '../Link';
import { Icon, type IconName } from '../Icons';
import { ApiOperationView, ApiOverviewView, ApiSchemaView } from '../api';
import { TsItemView, TsListView } from '../ts';
import { CodeBlock } from './CodeBlock';
import { Html } from './Html';
import { inlineText, Inlines } from './Inlines';

export function Heading({ level, id, children, text }: { level: number; id: string; children: ReactNode; text: string }) {
  const tag = `h${Math.min(Math.max(level, 1), 6)}`;
  return createElement(tag, { id: id || undefined, className: 'anchor' },
    children,
    id ? <Link to={`#${id}`} className="hash-link" aria-label={`Direct link to ${text}`} title={`Direct link to ${text}`}>#</Link> : null);
}

function Item({ item }: { item: ListItem }) {
  if (item.task === null) return <li><Blocks blocks={item.blocks} /></li>;
  return (
    <li className="task-list-item">
      <input type="checkbox" disabled checked={item.task} readOnly aria-label={item.task ? 'Done' : 'Not done'} />
      <Blocks blocks={item.blocks} />
    </li>
  );
}

const ADMONITION: Record<AdmonitionKind, IconName> = { Note: 'info', Tip: 'bulb', Info: 'info', Warning: 'warn', Danger: 'danger' };

function Admonition({ kind, title, blocks }: { kind: AdmonitionKind; title: Inline[] | null; blocks: Block[] }) {
  return (
    <div className={`admonition admonition--${kind.toLowerCase()}`}>
      <div className="admonition__heading">
        <Icon name={ADMONITION[kind]} size={18} />
        <span>{title && title.length ? <Inlines nodes={title} /> : kind}</span>
      </div>
      <div className="admonition__content"><Blocks blocks={blocks} /></div>
    </div>
  );
}

const alignStyle = (a: Align | undefined) => (a && a !== 'None' ? { textAlign: a.toLowerCase() as 'left' | 'center' | 'right' } : undefined);

function Footnotes({ notes }: { notes: Footnote[] }) {
  return (
    <section className="footnotes" aria-labelledby="docc-footnotes-label">
      <h2 id="docc-footnotes-label" className="sr-only">Footnotes</h2>
      <ol>
        {notes.map((n) => (
          <li key={n.id} id={`fn-${n.id}`} value={n.number}>
            <Blocks blocks={n.blocks} />
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

function one(b: Block, key: number): ReactNode {
  if (b === 'Rule') return <hr key={key} />;
  switch (tagOf(b)) {
    case 'Heading': {
      const h = (b as Extract<Block, { Heading: unknown }>).Heading;
      return <Heading key={key} level={h.level} id={h.id} text={inlineText(h.content)}><Inlines nodes={h.content} /></Heading>;
    }
    case 'Paragraph': return <p key={key}><Inlines nodes={(b as { Paragraph: Inline[] }).Paragraph} /></p>;
    case 'List': {
      const l = (b as Extract<Block, { List: unknown }>).List;
      const items = l.items.map((it, i) => <Item key={i} item={it} />);
      const task = l.items.some((it) => it.task !== null) ? 'contains-task-list' : undefined;
      return l.ordered
        ? <ol key={key} start={l.start !== 1 ? l.start : undefined} className={task}>{items}</ol>
        : <ul key={key} className={task}>{items}</ul>;
    }
    case 'Quote': return <blockquote key={key}><Blocks blocks={(b as { Quote: Block[] }).Quote} /></blockquote>;
    case 'Code': return <CodeBlock key={key} code={(b as Extract<Block, { Code: unknown }>).Code} />;
    case 'Table': {
      const t = (b as Extract<Block, { Table: unknown }>).Table;
      return (
        <div key={key} className="table-wrap" tabIndex={0}>
          <table>
            <thead><tr>{t.head.map((c, i) => <th key={i} style={alignStyle(t.align[i])}><Inlines nodes={c} /></th>)}</tr></thead>
            <tbody>
              {t.rows.map((r, i) => <tr key={i}>{r.map((c, j) => <td key={j} style={alignStyle(t.align[j])}><Inlines nodes={c} /></td>)}</tr>)}
            </tbody>
          </table>
        </div>
      );
    }
    case 'Admonition': return <Admonition key={key} {...(b as Extract<Block, { Admonition: unknown }>).Admonition} />;
    case 'Footnotes': return <Footnotes key={key} notes={(b as { Footnotes: Footnote[] }).Footnotes} />;
    case 'Html': return <Html key={key} nodes={(b as Extract<Block, { Html: unknown }>).Html} />;
    case 'Cards': return <Cards key={key} cards={(b as { Cards: Card[] }).Cards} />;
    case 'Details': {
      const d = (b as Extract<Block, { Details: unknown }>).Details;
      return <details key={key} className="details"><summary><Inlines nodes={d.summary} /></summary><div className="details__body"><Blocks blocks={d.blocks} /></div></details>;
    }
    case 'ApiOperation': return <ApiOperationView key={key} op={(b as Extract<Block, { ApiOperation: unknown }>).ApiOperation} />;
    case 'ApiSchema': return <ApiSchemaView key={key} page={(b as Extract<Block, { ApiSchema: unknown }>).ApiSchema} />;
    case 'ApiOverview': return <ApiOverviewView key={key} overview={(b as Extract<Block, { ApiOverview: unknown }>).ApiOverview} />;
    case 'TsItem': return <TsItemView key={key} item={(b as Extract<Block, { TsItem: unknown }>).TsItem} />;
    case 'TsList': return <TsListView key={key} groups={(b as Extract<Block, { TsList: unknown }>).TsList} />;
    default: return null;
  }
}

export function Blocks({ blocks }: { blocks: Block[] }) {
  return <>{blocks.map(one)}</>;
}
