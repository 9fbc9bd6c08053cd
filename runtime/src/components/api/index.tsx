// HTTP API reference views (blocks compiled from an OpenAPI document): operation, schema, overview.
// Every field of the model is shown; section headings carry stable ids for the TOC:
// operation: parameters, request-body, responses, code-samples, servers, authentication;
// schema: schema, example; overview: servers, authentication.
import { useState, type ReactNode } from 'react';
import type { ApiBody, ApiMediaType, ApiOperation, ApiOverview, ApiParameter, ApiResponse, ApiSchemaPage, ApiSecurityScheme, ApiServer, SchemaNode } from '../../pack/schema';
import { Blocks, Heading } from '../blocks/Blocks';
import { CodeBlock } from '../blocks/CodeBlock';
import { Link } from '../Link';

const Badge = ({ kind, children }: { kind: string; children: ReactNode }) => <span className={`badge badge--${kind}`}>{children}</span>;

export function MethodBadge({ method }: { method: string }) {
  return <span className={`method method--${method.toLowerCase()}`}>{method.toUpperCase()}</span>;
}

function Example({ text, label = 'Example' }: { text: string; label?: string }) {
  return (
    <div className="api-example">
      <div className="api-label">{label}</div>
      <pre tabIndex={0}><code>{text}</code></pre>
    </div>
  );
}

function TypeLabel({ node }: { node: SchemaNode }) {
  const label = node.type_label || 'any';
  return node.schema_route ? <Link to={node.schema_route} className="schema__type">{label}</Link> : <span className="schema__type">{label}</span>;
}

function Flags({ node }: { node: SchemaNode }) {
  return (
    <>
      {node.required && <Badge kind="required">required</Badge>}
      {node.nullable && <Badge kind="info">nullable</Badge>}
      {node.deprecated && <Badge kind="deprecated">deprecated</Badge>}
      {node.read_only && <Badge kind="info">read-only</Badge>}
      {node.write_only && <Badge kind="info">write-only</Badge>}
      {node.circular && <Badge kind="info">circular</Badge>}
    </>
  );
}

/** Enum values, default, example and constraints of a schema node. */
function Facts({ node }: { node: SchemaNode }) {
  if (!node.enum_values.length && node.default == null && node.example == null && !node.constraints.length) return null;
  return (
    <dl className="schema__facts">
      {node.enum_values.length > 0 && <><dt>Possible values</dt><dd>{node.enum_values.map((v, i) => <code key={i}>{v}</code>)}</dd></>}
      {node.default != null && <><dt>Default</dt><dd><code>{node.default}</code></dd></>}
      {node.example != null && <><dt>Example</dt><dd><code>{node.example}</code></dd></>}
      {node.constraints.length > 0 && <><dt>Constraints</dt><dd>{node.constraints.map((c, i) => <code key={i}>{c}</code>)}</dd></>}
    </dl>
  );
}

const hasChildren = (n: SchemaNode) => n.properties.length > 0 || n.items !== null || n.additional !== null || n.variants.length > 0;

function SchemaChildren({ node, depth }: { node: SchemaNode; depth: number }) {
  return (
    <div className="schema__children">
      {node.properties.length > 0 && (
        <ul className="schema__props">
          {node.properties.map((p, i) => <li key={i}><SchemaTree node={p} depth={depth + 1} /></li>)}
        </ul>
      )}
      {node.items && <div className="schema__sub"><div className="api-label">Array items</div><SchemaTree node={node.items} depth={depth + 1} /></div>}
      {node.additional && <div className="schema__sub"><div className="api-label">Additional properties</div><SchemaTree node={node.additional} depth={depth + 1} /></div>}
      {node.variants.length > 0 && (
        <div className="schema__sub">
          <div className="api-label">{node.variant_kind || 'One of'}</div>
          <ol className="schema__variants">
            {node.variants.map((v, i) => <li key={i}><SchemaTree node={v} depth={depth + 1} /></li>)}
          </ol>
        </div>
      )}
    </div>
  );
}

/** A schema node with its nested properties, items, additional properties and variants. */
export function SchemaTree({ node, depth = 0 }: { node: SchemaNode; depth?: number }) {
  const head = (
    <span className="schema__head">
      {node.name && <code className="schema__name">{node.name}</code>} <TypeLabel node={node} /> <Flags node={node} />
    </span>
  );
  const body = (
    <>
      {node.description.length > 0 && <div className="schema__desc"><Blocks blocks={node.description} /></div>}
      <Facts node={node} />
    </>
  );
  if (!hasChildren(node) || node.circular) return <div className="schema">{head}{body}</div>;
  // Nested levels start closed so deep schemas stay readable; the top level is open.
  return (
    <details className="schema" open={depth < 1}>
      <summary>{head}</summary>
      {body}
      <SchemaChildren node={node} depth={depth} />
    </details>
  );
}

function Params({ params }: { params: ApiParameter[] }) {
  return (
    <ul className="api-params">
      {params.map((p, i) => (
        <li key={i} className="api-param">
          <span className="schema__head">
            <code className="schema__name">{p.name}</code> <TypeLabel node={p.schema} />
            {p.required && <Badge kind="required">required</Badge>}
            {p.deprecated && <Badge kind="deprecated">deprecated</Badge>}
          </span>
          {p.description.length > 0 && <div className="schema__desc"><Blocks blocks={p.description} /></div>}
          {p.schema.description.length > 0 && <div className="schema__desc"><Blocks blocks={p.schema.description} /></div>}
          <Facts node={p.schema} />
          {hasChildren(p.schema) && <SchemaChildren node={p.schema} depth={1} />}
        </li>
      ))}
    </ul>
  );
}

function Media({ content }: { content: ApiMediaType[] }) {
  return (
    <>
      {content.map((m, i) => (
        <div key={i} className="api-media">
          <div className="api-label">Content type <code>{m.media_type}</code></div>
          {m.schema && <SchemaTree node={m.schema} />}
          {m.example && <Example text={m.example} />}
        </div>
      ))}
    </>
  );
}

function Body({ body }: { body: ApiBody }) {
  return (
    <section className="api-section">
      <Heading level={2} id="request-body" text="Request body">Request body {body.required ? <Badge kind="required">required</Badge> : <Badge kind="info">optional</Badge>}</Heading>
      {body.description.length > 0 && <Blocks blocks={body.description} />}
      <Media content={body.content} />
    </section>
  );
}

const statusKind = (s: string) => (s.startsWith('2') ? 'success' : s.startsWith('3') ? 'info' : s.startsWith('4') ? 'warning' : s.startsWith('5') ? 'danger' : 'info');

function Response({ r }: { r: ApiResponse }) {
  return (
    <details className="api-response" open={r.status.startsWith('2')}>
      <summary><span className={`status status--${statusKind(r.status)}`}>{r.status}</span></summary>
      {r.description.length > 0 && <Blocks blocks={r.description} />}
      {r.headers.length > 0 && <><div className="api-label">Headers</div><Params params={r.headers} /></>}
      <Media content={r.content} />
    </details>
  );
}

function Servers({ servers }: { servers: ApiServer[] }) {
  return (
    <section className="api-section">
      <Heading level={2} id="servers" text="Servers">Servers</Heading>
      <ul className="api-servers">
        {servers.map((s, i) => <li key={i}><code>{s.url}</code>{s.description && <span> — {s.description}</span>}</li>)}
      </ul>
    </section>
  );
}

function Security({ schemes }: { schemes: ApiSecurityScheme[] }) {
  return (
    <section className="api-section">
      <Heading level={2} id="authentication" text="Authentication">Authentication</Heading>
      {schemes.map((s, i) => (
        <div key={i} className="api-security">
          <h3>{s.name}</h3>
          <dl className="schema__facts">
            <dt>Type</dt><dd>{s.kind}</dd>
            {s.location && <><dt>In</dt><dd>{s.location}</dd></>}
            {s.param_name && <><dt>Name</dt><dd><code>{s.param_name}</code></dd></>}
          </dl>
          {s.description.length > 0 && <Blocks blocks={s.description} />}
        </div>
      ))}
    </section>
  );
}

function Samples({ op }: { op: ApiOperation }) {
  const [tab, setTab] = useState(0);
  const current = op.samples[Math.min(tab, op.samples.length - 1)];
  return (
    <section className="api-section">
      <Heading level={2} id="code-samples" text="Code samples">Code samples</Heading>
      <div role="tablist" aria-label="Code sample language" className="tabs">
        {op.samples.map((s, i) => (
          <button key={i} type="button" role="tab" aria-selected={i === tab} className="tabs__tab" onClick={() => setTab(i)}>
            {s.label || s.lang}
          </button>
        ))}
      </div>
      <div role="tabpanel"><CodeBlock code={current.code} /></div>
    </section>
  );
}

const LOCATIONS = ['path', 'query', 'header', 'cookie'];

export function ApiOperationView({ op }: { op: ApiOperation }) {
  const groups = [...LOCATIONS, ...new Set(op.parameters.map((p) => p.location).filter((l) => !LOCATIONS.includes(l)))]
    .map((loc) => [loc, op.parameters.filter((p) => p.location === loc)] as const)
    .filter(([, ps]) => ps.length > 0);
  return (
    <div className="api-operation">
      <div className="api-endpoint">
        <MethodBadge method={op.method} />
        <code className="api-path">{op.path}</code>
        {op.deprecated && <Badge kind="deprecated">deprecated</Badge>}
      </div>
      {op.summary && <p className="api-summary">{op.summary}</p>}
      <dl className="schema__facts">
        {op.operation_id && <><dt>Operation ID</dt><dd><code>{op.operation_id}</code></dd></>}
        {op.tags.length > 0 && <><dt>Tags</dt><dd>{op.tags.map((t) => <Badge key={t} kind="tag">{t}</Badge>)}</dd></>}
      </dl>
      {op.description.length > 0 && <Blocks blocks={op.description} />}
      {op.security.length > 0 && <Security schemes={op.security} />}
      {groups.length > 0 && (
        <section className="api-section">
          <Heading level={2} id="parameters" text="Parameters">Parameters</Heading>
          {groups.map(([loc, ps]) => <div key={loc}><h3 className="api-label">{loc} parameters</h3><Params params={ps} /></div>)}
        </section>
      )}
      {op.request_body && <Body body={op.request_body} />}
      {op.responses.length > 0 && (
        <section className="api-section">
          <Heading level={2} id="responses" text="Responses">Responses</Heading>
          {op.responses.map((r, i) => <Response key={i} r={r} />)}
        </section>
      )}
      {op.samples.length > 0 && <Samples op={op} />}
      {op.servers.length > 0 && <Servers servers={op.servers} />}
    </div>
  );
}

export function ApiSchemaView({ page }: { page: ApiSchemaPage }) {
  return (
    <div className="api-schema">
      <section className="api-section">
        <Heading level={2} id="schema" text="Schema">Schema <code>{page.name}</code></Heading>
        <SchemaTree node={page.schema} />
      </section>
      {page.example && (
        <section className="api-section">
          <Heading level={2} id="example" text="Example">Example</Heading>
          <Example text={page.example} label={`${page.name} example`} />
        </section>
      )}
    </div>
  );
}

export function ApiOverviewView({ overview }: { overview: ApiOverview }) {
  return (
    <div className="api-overview">
      <p className="api-version">
        <strong>{overview.title}</strong> {overview.version && <Badge kind="info">v{overview.version.replace(/^v/, '')}</Badge>}
      </p>
      {overview.description.length > 0 && <Blocks blocks={overview.description} />}
      {overview.servers.length > 0 && <Servers servers={overview.servers} />}
      {overview.security.length > 0 && <Security schemes={overview.security} />}
    </div>
  );
}
