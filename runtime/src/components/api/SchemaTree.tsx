// Schema trees as docusaurus-openapi-docs and Redoc show them: one row per property with
// its name, type (a link when it comes from a component schema), required / nullable /
// deprecated / read-only / write-only marks, description, enum values, default, example
// and constraints; nested objects and arrays as collapsible levels, oneOf/anyOf as tabs.
//
// The compiler inlines component schemas only a few levels deep (the site is one file);
// deeper ones arrive as *link leaves* (schema_route set, no children), and so do cycles.
// Opening such a row loads the component's own schema page from the pack and shows its
// tree in place, so every level can be explored without leaving the page.
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { ApiExampleValue, Block, SchemaNode } from '../../pack/schema';
import { usePageReady, useSite } from '../../state/pack';
import { Blocks } from '../blocks/Blocks';
import { Tokens } from '../blocks/CodeBlock';
import { Ident } from '../Ident';
import { Link } from '../Link';
import { Tabs } from './Tabs';

export const hasChildren = (n: SchemaNode) => n.properties.length > 0 || n.items !== null || n.additional !== null || n.variants.length > 0;
const PRIMITIVE = /^(string|integer|number|boolean|null|any)\b/;
/**
 * A node the compiler did not expand: a component past the inline depth, or a cycle. Such
 * nodes are labelled with the component's name; leaf components (enums, formatted strings)
 * are inlined with their primitive type and also carry a route, but have nothing to open.
 */
export const isLinkLeaf = (n: SchemaNode) => !!n.schema_route && !hasChildren(n) && (n.circular || !PRIMITIVE.test(n.type_label));

const Mark = ({ kind, children }: { kind: string; children: ReactNode }) => <span className={`api-mark api-mark--${kind}`}>{children}</span>;

export function TypeLabel({ node }: { node: SchemaNode }) {
  const label = node.type_label || 'any';
  return node.schema_route
    ? <Link to={node.schema_route} className="api-type api-type--link">{label}</Link>
    : <span className="api-type">{label}</span>;
}

export function Marks({ node }: { node: SchemaNode }) {
  return (
    <>
      {node.required && <Mark kind="required">required</Mark>}
      {node.nullable && <Mark kind="info">nullable</Mark>}
      {node.deprecated && <Mark kind="deprecated">deprecated</Mark>}
      {node.read_only && <Mark kind="info">read-only</Mark>}
      {node.write_only && <Mark kind="info">write-only</Mark>}
      {node.circular && <Mark kind="info">circular</Mark>}
    </>
  );
}

/**
 * A property's example: scalars as inline code; objects and arrays come pretty-printed and
 * highlighted by the compiler, in a small code box that scrolls on its own (a one-line object
 * would push the page sideways).
 */
function ExampleValue({ value }: { value: ApiExampleValue }) {
  if ('Text' in value) return <code>{value.Text}</code>;
  return <pre className="api-example-value" tabIndex={0}><code><Tokens tokens={value.Code.lines.flatMap((l, i) => (i ? [{ class: 0, text: '\n' }, ...l] : l))} /></code></pre>;
}

/** Enum values, default, example and constraints. */
export function Facts({ node }: { node: SchemaNode }) {
  if (!node.enum_values.length && node.default == null && node.example == null && !node.constraints.length) return null;
  return (
    <dl className="api-facts">
      {node.enum_values.length > 0 && (
        <div><dt>Possible values:</dt><dd>{node.enum_values.map((v, i) => <code key={i} className="api-enum">{v}</code>)}</dd></div>
      )}
      {node.constraints.length > 0 && (
        <div><dt>Constraints:</dt><dd>{node.constraints.map((c, i) => <code key={i}>{c}</code>)}</dd></div>
      )}
      {node.default != null && <div><dt>Default:</dt><dd><code>{node.default}</code></dd></div>}
      {node.example != null && <div><dt>Example:</dt><dd><ExampleValue value={node.example} /></dd></div>}
    </dl>
  );
}

function Description({ blocks }: { blocks: Block[] }) {
  return blocks.length ? <div className="api-desc"><Blocks blocks={blocks} /></div> : null;
}

/** The schema page a link leaf points to, decoded from the pack (null if missing, undefined while its chunk is still arriving). */
function useComponent(route: string | null): SchemaNode | null | undefined {
  const site = useSite();
  const entry = route ? site.route(route.split('#')[0]) : undefined;
  const ready = usePageReady(entry);
  return useMemo(() => {
    if (!ready) return undefined;
    try {
      if (!entry) return null;
      const page = site.pack.page(entry.segment, entry.index);
      for (const b of page.blocks) if (typeof b === 'object' && 'ApiSchema' in b) return b.ApiSchema.schema;
    } catch { /* a damaged pack shows the row unexpanded */ }
    return null;
  }, [site, entry, ready]);
}

/**
 * A link leaf's component, loaded in place. In a div.api-lazy: the static HTML has no such
 * content (its type links to the component's page), and tests/e2e/parity.test.mjs leaves it out.
 */
function Lazy({ node, depth }: { node: SchemaNode; depth: number }) {
  const target = useComponent(node.schema_route);
  if (target === undefined) return <div className="api-lazy"><p className="api-muted">Loading…</p></div>;
  if (!target) return <div className="api-lazy"><p className="api-muted">The schema <Link to={node.schema_route ?? '/'}>{node.type_label}</Link> could not be loaded.</p></div>;
  return (
    <div className="api-lazy">
      {node.description.length === 0 && <Description blocks={target.description} />}
      <Children node={target} depth={depth} />
    </div>
  );
}

function Variants({ node, depth }: { node: SchemaNode; depth: number }) {
  const [sel, setSel] = useState(0);
  const v = node.variants[Math.min(sel, node.variants.length - 1)];
  const title = node.variant_kind === 'anyOf' ? 'Any of' : 'One of';
  return (
    <div className="api-variants">
      <div className="api-variants__title">{title}</div>
      <Tabs
        label={`${title}${node.name ? ` for ${node.name}` : ''}`}
        tabs={node.variants.map((x, i) => ({ key: String(i), label: <Ident text={x.name || x.type_label || `Option ${i + 1}`} /> }))}
        selected={sel}
        onSelect={setSel}
        className="api-tabs--variants"
      >
        <NodeBody node={v} depth={depth} showType />
      </Tabs>
    </div>
  );
}

/** Everything under a node's row: properties, array items, additional properties, variants. */
export function Children({ node, depth }: { node: SchemaNode; depth: number }) {
  const items = node.items;
  return (
    <>
      {node.properties.length > 0 && (
        <ul className="api-props">
          {node.properties.map((p, i) => <li key={i}><Property node={p} depth={depth + 1} /></li>)}
        </ul>
      )}
      {items && (hasChildren(items) || isLinkLeaf(items)) && (
        <div className="api-array">
          <div className="api-array__bracket">Array [</div>
          <NodeBody node={items} depth={depth + 1} />
          <div className="api-array__bracket">]</div>
        </div>
      )}
      {items && !hasChildren(items) && !isLinkLeaf(items) && (items.description.length > 0 || items.enum_values.length > 0 || items.constraints.length > 0) && (
        <div className="api-array"><div className="api-array__bracket">Items</div><NodeBody node={items} depth={depth + 1} showType /></div>
      )}
      {node.additional && (
        <div className="api-additional">
          <div className="api-additional__title">Additional properties <TypeLabel node={node.additional} /></div>
          {(hasChildren(node.additional) || isLinkLeaf(node.additional) || node.additional.description.length > 0) && <NodeBody node={node.additional} depth={depth + 1} />}
        </div>
      )}
      {node.variants.length > 0 && <Variants node={node} depth={depth} />}
    </>
  );
}

/** A node's description, facts and children (without its own name row). */
export function NodeBody({ node, depth, showType }: { node: SchemaNode; depth: number; showType?: boolean }) {
  return (
    <>
      {showType && <div className="api-node-type"><TypeLabel node={node} /> <Marks node={node} /></div>}
      <Description blocks={node.description} />
      <Facts node={node} />
      {isLinkLeaf(node) ? <Lazy node={node} depth={depth} /> : <Children node={node} depth={depth} />}
    </>
  );
}

/**
 * One property row. Rows with children get a toggle button (not <details>: the type link
 * in the row would be an interactive element nested in <summary>); the description stays
 * visible, children show when open. Levels below the first start closed, and so do
 * components left as links, which load when opened.
 */
export function Property({ node, depth }: { node: SchemaNode; depth: number }) {
  const expandable = hasChildren(node) || isLinkLeaf(node);
  const [open, setOpen] = useState(depth < 2 && !isLinkLeaf(node));
  const bodyId = useId();
  const name = <code className="api-prop__name">{node.name || '(item)'}</code>;
  const cls = 'api-prop' + (expandable ? ' api-prop--nested' : '') + (node.deprecated ? ' api-prop--deprecated' : '');
  return (
    // data-link-leaf: what the static HTML leaves as a type link (tests/e2e/parity.test.mjs).
    <div className={cls} data-name={node.name} data-link-leaf={isLinkLeaf(node) ? '' : undefined}>
      <div className="api-prop__row">
        {expandable ? (
          <button type="button" className="api-prop__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
            {name}
          </button>
        ) : name}
        <TypeLabel node={node} />
        <Marks node={node} />
      </div>
      <Description blocks={node.description} />
      <Facts node={node} />
      {expandable && (
        <div id={bodyId} className="api-prop__body" hidden={!open}>
          {open && (isLinkLeaf(node) ? <Lazy node={node} depth={depth} /> : <Children node={node} depth={depth} />)}
        </div>
      )}
    </div>
  );
}

/**
 * A whole tree (request body, response, schema page): the root's type and marks, its
 * description unless the caller shows it, then its children, expanded.
 */
export function SchemaRoot({ node, describe = true }: { node: SchemaNode; describe?: boolean }) {
  return (
    <div className="api-schema-tree">
      <div className="api-node-type"><span className="api-muted">Schema</span> <TypeLabel node={node} /> <Marks node={node} /></div>
      {describe && <Description blocks={node.description} />}
      <Facts node={node} />
      {isLinkLeaf(node) ? <Lazy node={node} depth={0} /> : <Children node={node} depth={0} />}
    </div>
  );
}
