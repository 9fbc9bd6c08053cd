// TypeScript SDK reference views (docc-tsref pages), laid out like TypeDoc:
//   kind badge + name (the page's h1; the compiler sets hide_title), deprecation notice,
//   summary, signature block(s) with coloured, linked tokens, type parameter and parameter
//   tables, returns, remarks, examples, throws / see / since / default, then the members
//   grouped (constructors, properties, accessors, methods…) each with its own anchor.
// Anchor ids are the compiler's: Member.id, ListGroup.id, and the section and group ids
// of MEMBER_GROUPS (generated from compiler/model/src/ts.rs) and render.rs (toc).
import type { ReactNode } from 'react';
import type { Block, SigToken, TsDoc, TsItem, TsListGroup, TsMember, TsParam, TsSignature, TsTypeParam } from '../../pack/schema';
import { Blocks, Heading } from '../blocks/Blocks';
import { CLASSES } from '../blocks/CodeBlock';
import { Ident } from '../Ident';
import { Link } from '../Link';
import './ts.css';
import { MEMBER_GROUPS } from '../../pack/schema';


const KIND_LABEL: Record<string, string> = {
  function: 'Function', class: 'Class', interface: 'Interface', type: 'Type', enum: 'Enum', variable: 'Variable', package: 'Package',
};

export function KindBadge({ kind }: { kind: string }) {
  return <span className={`tsref-kind tsref-kind--${kind}`}>{KIND_LABEL[kind] ?? kind}</span>;
}

/** Signature tokens: coloured spans, links where a name has its own page. */
export function SigTokens({ tokens }: { tokens: SigToken[] }) {
  return (
    <>
      {tokens.map((t, i) => {
        const cls = CLASSES[t.class] ? `tk-${CLASSES[t.class]}` : undefined;
        if (!t.link) return cls ? <span key={i} className={cls}>{t.text}</span> : t.text;
        return <Link key={i} to={t.link} className={'tsref-link' + (cls ? ` ${cls}` : '')}>{t.text}</Link>;
      })}
    </>
  );
}

const hasDoc = (d: TsDoc) =>
  d.summary.length + d.remarks.length + d.params.length + d.returns.length + d.examples.length + d.see.length + d.throws.length > 0 ||
  d.deprecated !== null || !!d.since || !!d.default;

/**
 * A section label. `id` is set only where the compiler lists the section in the toc
 * (the sections of a single-signature item page), so ids stay unique.
 */
function Label({ level, id, children }: { level: number; id?: string; children: string }) {
  if (id) return <Heading level={level} id={id} text={children}>{children}</Heading>;
  const Tag = `h${level}` as 'h2' | 'h4';
  return <Tag className="tsref-label">{children}</Tag>;
}

function Section({ title, level, id, children }: { title: string; level: number; id?: string; children: ReactNode }) {
  return (
    <section className="tsref-section">
      <Label level={level} id={id}>{title}</Label>
      {children}
    </section>
  );
}

function Deprecated({ blocks }: { blocks: Block[] }) {
  return (
    <div className="admonition admonition--warning tsref-deprecated" role="note">
      <div className="admonition__heading"><span>Deprecated</span></div>
      {blocks.length > 0 && <div className="admonition__content"><Blocks blocks={blocks} /></div>}
    </div>
  );
}

/** What comes before the signature: deprecation and summary. */
function DocHead({ doc }: { doc: TsDoc }) {
  return (
    <>
      {doc.deprecated && <Deprecated blocks={doc.deprecated} />}
      {doc.summary.length > 0 && <div className="tsref-summary"><Blocks blocks={doc.summary} /></div>}
    </>
  );
}

/** What comes after the signature: remarks, examples, throws, see also, facts. */
function DocTail({ doc, level, ids }: { doc: TsDoc; level: number; ids: boolean }) {
  return (
    <>
      {doc.params.length > 0 && (
        <Section title="Parameters" level={level}>
          <dl className="tsref-dl">
            {doc.params.map((p, i) => <div key={i}><dt><code>{p.name}</code></dt><dd><Blocks blocks={p.doc} /></dd></div>)}
          </dl>
        </Section>
      )}
      {doc.returns.length > 0 && <Section title="Returns" level={level}><Blocks blocks={doc.returns} /></Section>}
      {doc.remarks.length > 0 && <Section title="Remarks" level={level} id={ids ? 'remarks' : undefined}><Blocks blocks={doc.remarks} /></Section>}
      {doc.examples.length > 0 && <Section title={doc.examples.filter((b) => typeof b === 'object' && 'Code' in b).length > 1 ? 'Examples' : 'Example'} level={level} id={ids ? 'examples' : undefined}><Blocks blocks={doc.examples} /></Section>}
      {doc.throws.length > 0 && (
        <Section title="Throws" level={level} id={ids ? 'throws' : undefined}>
          <ul className="tsref-bullets">{doc.throws.map((t, i) => <li key={i}><Blocks blocks={t} /></li>)}</ul>
        </Section>
      )}
      {doc.see.length > 0 && (
        <Section title="See also" level={level} id={ids ? 'see-also' : undefined}>
          <ul className="tsref-bullets">{doc.see.map((s, i) => <li key={i}><Blocks blocks={s} /></li>)}</ul>
        </Section>
      )}
      {(doc.since || doc.default) && (
        <dl className="tsref-facts">
          {doc.since && <div><dt>Since</dt><dd>{doc.since}</dd></div>}
          {doc.default && <div><dt>Default</dt><dd><code>{doc.default}</code></dd></div>}
        </dl>
      )}
    </>
  );
}

function ParamsTable({ params }: { params: TsParam[] }) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label="Parameters">
      <table className="tsref-table">
        <thead><tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead>
        <tbody>
          {params.map((p, i) => (
            <tr key={i}>
              <th scope="row">
                <code>{p.rest ? '...' : ''}{p.name}</code>
                {p.optional && <span className="badge">optional</span>}
                {p.rest && <span className="badge">rest</span>}
              </th>
              <td>
                {p.ty.length > 0 ? <code className="tsref-type"><SigTokens tokens={p.ty} /></code> : <span className="tsref-muted">—</span>}
                {p.default && <div className="tsref-default">Default: <code>{p.default}</code></div>}
              </td>
              <td>{p.doc.length > 0 ? <Blocks blocks={p.doc} /> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TypeParamsTable({ params }: { params: TsTypeParam[] }) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label="Type parameters">
      <table className="tsref-table">
        <thead><tr><th scope="col">Name</th><th scope="col">Constraint</th><th scope="col">Default</th><th scope="col">Description</th></tr></thead>
        <tbody>
          {params.map((p, i) => (
            <tr key={i}>
              <th scope="row"><code>{p.name}</code></th>
              <td>{p.constraint.length > 0 && <code className="tsref-type"><SigTokens tokens={p.constraint} /></code>}</td>
              <td>{p.default.length > 0 && <code className="tsref-type"><SigTokens tokens={p.default} /></code>}</td>
              <td>{p.doc.length > 0 ? <Blocks blocks={p.doc} /> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One signature: the code block, then (for overloads) its own summary, type parameters,
 * parameters, returns and the rest of its doc. `ids` puts anchors on its sections.
 */
function SignatureView({ sig, level, ids, label }: { sig: TsSignature; level: number; ids: boolean; label: string }) {
  const own = sig.doc;
  return (
    <div className="tsref-signature">
      <pre className="tsref-code" tabIndex={0} aria-label={label}><code><SigTokens tokens={sig.tokens} /></code></pre>
      <DocHead doc={own} />
      {sig.type_params.length > 0 && (
        <Section title="Type parameters" level={level} id={ids ? 'type-parameters' : undefined}><TypeParamsTable params={sig.type_params} /></Section>
      )}
      {sig.params.length > 0 && <Section title="Parameters" level={level} id={ids ? 'parameters' : undefined}><ParamsTable params={sig.params} /></Section>}
      {own.returns.length > 0 && <Section title="Returns" level={level} id={ids ? 'returns' : undefined}><Blocks blocks={own.returns} /></Section>}
      {hasDoc({ ...own, summary: [], deprecated: null, returns: [] }) && <DocTail doc={{ ...own, returns: [] }} level={level} ids={false} />}
    </div>
  );
}

function Flags({ m }: { m: TsMember }) {
  const flags = [
    m.visibility === 'protected' ? 'protected' : '',
    m.is_static ? 'static' : '',
    m.is_abstract ? 'abstract' : '',
    m.is_readonly ? 'readonly' : '',
    m.is_optional ? 'optional' : '',
    m.doc.deprecated || m.signatures.some((s) => s.doc.deprecated) ? 'deprecated' : '',
  ].filter(Boolean);
  return <>{flags.map((f) => <span key={f} className={'badge' + (f === 'deprecated' ? ' badge--deprecated' : '')}>{f}</span>)}</>;
}

function MemberView({ m }: { m: TsMember }) {
  return (
    <div className="tsref-member">
      <Heading level={3} id={m.id} text={m.name}>
        <code className="tsref-member__name">{m.is_static ? `static ${m.name}` : m.name}</code>
        <Flags m={m} />
      </Heading>
      <DocHead doc={m.doc} />
      {m.signatures.map((s, i) => <SignatureView key={i} sig={s} level={4} ids={false} label={`Signature of ${m.name}`} />)}
      <DocTail doc={m.doc} level={4} ids={false} />
    </div>
  );
}

function Members({ members }: { members: TsMember[] }) {
  return (
    <>
      {MEMBER_GROUPS.map(([kind, title, id]) => {
        const ms = members.filter((m) => m.kind === kind);
        if (!ms.length) return null;
        return (
          <section key={kind} className="tsref-group">
            <Heading level={2} id={id} text={title}>{title}</Heading>
            {ms.map((m) => <MemberView key={m.id} m={m} />)}
          </section>
        );
      })}
      {/* Kinds this runtime does not know yet still render. */}
      {members.filter((m) => !MEMBER_GROUPS.some(([k]) => k === m.kind)).map((m) => <MemberView key={m.id} m={m} />)}
    </>
  );
}

export function TsItemView({ item }: { item: TsItem }) {
  const single = item.signatures.length === 1;
  return (
    <div className="tsref-item">
      <header className="tsref-head">
        <h1 className="doc__title tsref-title">
          <KindBadge kind={item.kind} /> <span className="tsref-title__name"><Ident text={item.name} /></span>
        </h1>
        <p className="tsref-meta">
          Package <Link to={`/api/${item.package}`}><code>{item.package}</code></Link>
          {item.aliases.length > 0 && <> · also exported as {item.aliases.map((a, i) => <span key={a}>{i > 0 && ', '}<code>{a}</code></span>)}</>}
        </p>
      </header>
      <DocHead doc={item.doc} />
      {item.signatures.map((s, i) => (
        <SignatureView key={i} sig={s} level={single ? 2 : 3} ids={single} label={single ? `Signature of ${item.name}` : `Signature ${i + 1} of ${item.signatures.length} of ${item.name}`} />
      ))}
      <DocTail doc={item.doc} level={2} ids={true} />
      <Members members={item.members} />
      {item.source && <p className="tsref-source">Defined in <code>{item.source}</code></p>}
    </div>
  );
}

export function TsListView({ groups }: { groups: TsListGroup[] }) {
  return (
    <div className="tsref-list">
      {groups.map((g) => (
        <section key={g.id || g.title} className="tsref-group">
          {g.title && <Heading level={2} id={g.id} text={g.title}>{g.title}</Heading>}
          <ul className="tsref-entries">
            {g.entries.map((e) => (
              <li key={e.route} className={e.deprecated ? 'tsref-entry tsref-entry--deprecated' : 'tsref-entry'}>
                <Link to={e.route} className="tsref-entry__name"><code>{e.name}</code></Link>
                {e.deprecated && <span className="badge badge--deprecated">deprecated</span>}
                {e.summary && <span className="tsref-entry__summary">{e.summary}</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
