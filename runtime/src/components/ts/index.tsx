// TypeScript SDK reference views: one item (function, class, interface, type, enum, variable...)
// and the grouped lists of a package or index page. Every field of the model is shown.
// Heading ids: 'signature' and 'members'; members use member.id, list groups group.id (both in the toc).
import type { Block, SigToken, TsDoc, TsItem, TsListGroup, TsMember, TsParam, TsSignature, TsTypeParam } from '../../pack/schema';
import { Blocks, Heading } from '../blocks/Blocks';
import { CLASSES } from '../blocks/CodeBlock';
import { Link } from '../Link';

function Sig({ tokens }: { tokens: SigToken[] }) {
  return (
    <>
      {tokens.map((t, i) => {
        const cls = CLASSES[t.class] ? `tk-${CLASSES[t.class]}` : undefined;
        if (!t.link) return cls ? <span key={i} className={cls}>{t.text}</span> : t.text;
        return t.link.startsWith('/') || t.link.startsWith('#')
          ? <Link key={i} to={t.link} className={cls}>{t.text}</Link>
          : <a key={i} href={t.link} className={cls} target="_blank" rel="noopener noreferrer">{t.text}</a>;
      })}
    </>
  );
}

const Section = ({ title, blocks }: { title: string; blocks: Block[] }) =>
  blocks.length ? <div className="ts-doc__section"><h4 className="api-label">{title}</h4><Blocks blocks={blocks} /></div> : null;

/** A doc comment; `skipParams` when a params table already shows the @param docs. */
export function TsDocView({ doc, skipParams = false }: { doc: TsDoc; skipParams?: boolean }) {
  return (
    <div className="ts-doc">
      {doc.deprecated && (
        <div className="admonition admonition--danger">
          <div className="admonition__heading"><span>Deprecated</span></div>
          <div className="admonition__content"><Blocks blocks={doc.deprecated} /></div>
        </div>
      )}
      <Blocks blocks={doc.summary} />
      <Section title="Remarks" blocks={doc.remarks} />
      {!skipParams && doc.params.length > 0 && (
        <div className="ts-doc__section">
          <h4 className="api-label">Parameters</h4>
          <dl className="ts-params-doc">{doc.params.map((p, i) => <div key={i}><dt><code>{p.name}</code></dt><dd><Blocks blocks={p.doc} /></dd></div>)}</dl>
        </div>
      )}
      <Section title="Returns" blocks={doc.returns} />
      {doc.throws.length > 0 && (
        <div className="ts-doc__section"><h4 className="api-label">Throws</h4><ul>{doc.throws.map((t, i) => <li key={i}><Blocks blocks={t} /></li>)}</ul></div>
      )}
      <Section title={doc.examples.length > 1 ? 'Examples' : 'Example'} blocks={doc.examples} />
      {(doc.since || doc.default) && (
        <dl className="schema__facts">
          {doc.since && <><dt>Since</dt><dd>{doc.since}</dd></>}
          {doc.default && <><dt>Default value</dt><dd><code>{doc.default}</code></dd></>}
        </dl>
      )}
      {doc.see.length > 0 && (
        <div className="ts-doc__section"><h4 className="api-label">See also</h4><ul>{doc.see.map((s, i) => <li key={i}><Blocks blocks={s} /></li>)}</ul></div>
      )}
    </div>
  );
}

function Params({ params }: { params: TsParam[] }) {
  return (
    <div className="table-wrap" tabIndex={0}>
      <table className="ts-params">
        <thead><tr><th>Parameter</th><th>Type</th><th>Description</th></tr></thead>
        <tbody>
          {params.map((p, i) => (
            <tr key={i}>
              <td>
                <code>{p.rest ? '...' : ''}{p.name}{p.optional ? '?' : ''}</code>
                {p.optional && <span className="badge badge--info">optional</span>}
                {p.rest && <span className="badge badge--info">rest</span>}
              </td>
              <td><code className="ts-type"><Sig tokens={p.ty} /></code>{p.default && <div className="ts-default">Default: <code>{p.default}</code></div>}</td>
              <td><Blocks blocks={p.doc} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TypeParams({ params }: { params: TsTypeParam[] }) {
  return (
    <div className="table-wrap" tabIndex={0}>
      <table className="ts-params">
        <thead><tr><th>Type parameter</th><th>Constraint</th><th>Description</th></tr></thead>
        <tbody>
          {params.map((p, i) => (
            <tr key={i}>
              <td><code>{p.name}</code></td>
              <td>
                {p.constraint.length > 0 && <code className="ts-type"><Sig tokens={p.constraint} /></code>}
                {p.default.length > 0 && <div className="ts-default">Default: <code><Sig tokens={p.default} /></code></div>}
              </td>
              <td><Blocks blocks={p.doc} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Signature({ sig }: { sig: TsSignature }) {
  return (
    <div className="ts-signature">
      <pre className="ts-sig" tabIndex={0}><code><Sig tokens={sig.tokens} /></code></pre>
      {sig.type_params.length > 0 && <TypeParams params={sig.type_params} />}
      {sig.params.length > 0 && <Params params={sig.params} />}
      <TsDocView doc={sig.doc} skipParams={sig.params.length > 0} />
    </div>
  );
}

function Member({ m }: { m: TsMember }) {
  const flags = [m.visibility && m.visibility !== 'public' ? m.visibility : '', m.is_static ? 'static' : '', m.is_abstract ? 'abstract' : '', m.is_readonly ? 'readonly' : '', m.is_optional ? 'optional' : ''].filter(Boolean);
  return (
    <div className="ts-member">
      <Heading level={3} id={m.id} text={m.name}>
        <code>{m.name}</code> <span className="badge badge--kind">{m.kind}</span>
        {flags.map((f) => <span key={f} className="badge badge--info">{f}</span>)}
      </Heading>
      {m.signatures.map((s, i) => <Signature key={i} sig={s} />)}
      <TsDocView doc={m.doc} />
    </div>
  );
}

export function TsItemView({ item }: { item: TsItem }) {
  const groups = new Map<string, TsMember[]>();
  for (const m of item.members) groups.set(m.kind, [...(groups.get(m.kind) ?? []), m]);
  return (
    <div className="ts-item">
      <p className="ts-item__meta">
        <span className="badge badge--kind">{item.kind}</span> <code>{item.name}</code>
        {item.package && <> in <code>{item.package}</code></>}
        {item.aliases.length > 0 && <> · also exported as {item.aliases.map((a, i) => <span key={a}>{i ? ', ' : ''}<code>{a}</code></span>)}</>}
      </p>
      <TsDocView doc={item.doc} />
      {item.signatures.length > 0 && (
        <section className="api-section">
          <Heading level={2} id="signature" text="Signature">{item.signatures.length > 1 ? 'Signatures' : 'Signature'}</Heading>
          {item.signatures.map((s, i) => <Signature key={i} sig={s} />)}
        </section>
      )}
      {item.members.length > 0 && (
        <section className="api-section">
          <Heading level={2} id="members" text="Members">Members</Heading>
          {[...groups].map(([kind, ms]) => (
            <div key={kind} className="ts-member-group">
              <h3 className="api-label">{kind}</h3>
              {ms.map((m, i) => <Member key={i} m={m} />)}
            </div>
          ))}
        </section>
      )}
      {item.source && <p className="ts-source">Defined in <code>{item.source}</code></p>}
    </div>
  );
}

export function TsListView({ groups }: { groups: TsListGroup[] }) {
  return (
    <div className="ts-list">
      {groups.map((g, i) => (
        <section key={i} className="api-section">
          {g.title && <Heading level={2} id={g.id} text={g.title}>{g.title}</Heading>}
          <ul className="ts-list__entries">
            {g.entries.map((e, j) => (
              <li key={j}>
                <Link to={e.route} className={e.deprecated ? 'ts-list__deprecated' : undefined}><code>{e.name}</code></Link>
                {e.kind && <span className="badge badge--kind">{e.kind}</span>}
                {e.deprecated && <span className="badge badge--deprecated">deprecated</span>}
                {e.summary && <span className="ts-list__summary">{e.summary}</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
