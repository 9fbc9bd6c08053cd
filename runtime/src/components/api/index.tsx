// HTTP API reference views (blocks compiled by docc-openapi): operation, schema, overview.
//
// Operation pages follow docusaurus-openapi-docs / Redoc: on the left the method and path,
// description, authentication, parameters, request body and responses (schema trees);
// on the right, sticky on wide screens, the server, the code samples in nine languages and
// the response examples. The chosen language and server are remembered across pages and
// visits (prefs.ts). Section ids avoid the ids of the description's own headings the same
// way the compiler does (`uniqueId`), so TOC entries and #anchors agree.
import { Fragment, useState } from 'react';
import { headings } from '../../pack/text';
import { useAssetUrl } from '../../state/pack';
import type { ApiBody, ApiMediaType, ApiOperation, ApiOverview, ApiParameter, ApiResponse, ApiSchemaPage, ApiSecurityScheme, ApiServer, ApiSpecFile, Block, CodeBlock as CodeBlockT } from '../../pack/schema';
import { Blocks, Heading } from '../blocks/Blocks';
import { CodeBlock } from '../blocks/CodeBlock';
import { LANG_KEY, SERVER_KEY, usePref } from './prefs';
import { Children, Facts, hasChildren, isLinkLeaf, Marks, SchemaRoot, TypeLabel } from './SchemaTree';
import { Tabs } from './Tabs';
import { Ident } from '../Ident';
import './api.css';

// ---------- ids ----------

/** Ids of every heading in the blocks, nested ones included (mirrors `docc_model::text::heading_ids`). */
export const headingIds = (blocks: Block[]): string[] => headings(blocks).map((h) => h.id).filter(Boolean);

/** `base`, else `base-1`, `base-2`… (mirrors reference.rs `unique_id`); records the id in `taken`. */
export function uniqueId(base: string, taken: string[]): string {
  let id = base;
  for (let n = 1; taken.includes(id); n++) id = `${base}-${n}`;
  taken.push(id);
  return id;
}

// ---------- small pieces ----------

export function MethodBadge({ method }: { method: string }) {
  return <span className={`api-method api-method--${method.toLowerCase()}`}>{method.toUpperCase()}</span>;
}

const statusKind = (s: string) => (s.startsWith('2') ? 'success' : s.startsWith('3') ? 'info' : s.startsWith('4') ? 'warning' : s.startsWith('5') ? 'danger' : 'neutral');

function Servers({ servers, id }: { servers: ApiServer[]; id: string }) {
  return (
    <section className="api-section">
      <Heading level={2} id={id} text="Servers">Servers</Heading>
      <div className="table-wrap" tabIndex={0} role="region" aria-label="Servers">
        <table className="api-table">
          <thead><tr><th scope="col">URL</th><th scope="col">Description</th></tr></thead>
          <tbody>
            {servers.map((s, i) => (
              <tr key={i}><td><code>{s.url}</code></td><td>{s.description}{s.variables.map((v) => (
                <div key={v.name} className="api-var"><code>{`{${v.name}}`}</code> = <code>{v.default}</code>
                  {v.choices.length > 0 && <> (one of {v.choices.map((c, j) => <Fragment key={c}>{j > 0 && ', '}<code>{c}</code></Fragment>)})</>}
                  {v.description && `: ${v.description}`}</div>
              ))}</td></tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function schemeSummary(s: ApiSecurityScheme): string {
  if (s.kind === 'apiKey') return `API key in the ${s.location || 'header'} \`${s.param_name}\``;
  if (s.kind === 'http') return `HTTP ${s.location || ''} authentication`.replace('  ', ' ');
  if (s.kind === 'oauth2') return 'OAuth 2.0';
  if (s.kind === 'openIdConnect') return 'OpenID Connect';
  if (s.kind === 'mutualTLS') return 'Mutual TLS';
  return s.kind;
}

function Security({ schemes, id }: { schemes: ApiSecurityScheme[]; id: string }) {
  return (
    <section className="api-section">
      <Heading level={2} id={id} text="Authentication">Authentication</Heading>
      {schemes.map((s, i) => (
        <div key={i} className="api-auth">
          <div className="api-auth__head"><strong>{s.name}</strong> <span className="api-muted">{schemeSummary(s).replace(/`/g, '')}</span></div>
          <dl className="api-facts">
            <div><dt>Type:</dt><dd><code>{s.kind}</code></dd></div>
            {s.location && <div><dt>{s.kind === 'apiKey' ? 'In:' : 'Scheme:'}</dt><dd><code>{s.location}</code></dd></div>}
            {s.param_name && <div><dt>Name:</dt><dd><code>{s.param_name}</code></dd></div>}
            {s.scopes.length > 0 && <div><dt>Scopes:</dt><dd>{s.scopes.map((c) => <Fragment key={c}><code>{c}</code> </Fragment>)}</dd></div>}
          </dl>
          {s.description.length > 0 && <Blocks blocks={s.description} />}
          {s.flows.map((f) => (
            <div key={f.kind} className="api-flow"><strong>{f.kind}</strong>
              <dl className="api-facts">
                {([['Authorization URL:', f.authorization_url], ['Token URL:', f.token_url], ['Refresh URL:', f.refresh_url]] as const).map(([l, u]) =>
                  u && <div key={l}><dt>{l}</dt><dd><code>{u}</code></dd></div>)}
              </dl>
              {f.scopes.length > 0 && (
                <table className="api-table"><thead><tr><th scope="col">Scope</th><th scope="col">Description</th></tr></thead>
                  <tbody>{f.scopes.map(([n, d]) => <tr key={n}><td><code>{n}</code></td><td>{d}</td></tr>)}</tbody></table>
              )}
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}

// ---------- parameters ----------

const LOCATIONS = ['path', 'query', 'header', 'cookie'];
const LOCATION_TITLE: Record<string, string> = { path: 'Path parameters', query: 'Query parameters', header: 'Header parameters', cookie: 'Cookie parameters' };

function ParamTable({ title, params }: { title: string; params: ApiParameter[] }) {
  return (
    <div className="api-params">
      <h3 className="api-subtitle">{title}</h3>
      <div className="table-wrap" tabIndex={0} role="region" aria-label={title}>
        <table className="api-table api-table--params">
          <thead><tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead>
          <tbody>
            {params.map((p, i) => (
              <tr key={i} className={p.deprecated ? 'api-prop--deprecated' : undefined}>
                <td>
                  <code className="api-prop__name">{p.name}</code>
                  {p.required && <span className="api-mark api-mark--required">required</span>}
                  {p.deprecated && <span className="api-mark api-mark--deprecated">deprecated</span>}
                </td>
                <td><TypeLabel node={p.schema} /> <Marks node={{ ...p.schema, required: false }} /></td>
                <td>
                  {p.description.length > 0 && <Blocks blocks={p.description} />}
                  {p.description.length === 0 && p.schema.description.length > 0 && <Blocks blocks={p.schema.description} />}
                  <Facts node={p.schema} />
                  {(hasChildren(p.schema) || isLinkLeaf(p.schema)) && <Children node={p.schema} depth={1} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Parameters({ params, id }: { params: ApiParameter[]; id: string }) {
  const locs = [...LOCATIONS, ...new Set(params.map((p) => p.location).filter((l) => !LOCATIONS.includes(l)))];
  return (
    <section className="api-section">
      <Heading level={2} id={id} text="Parameters">Parameters</Heading>
      {locs.map((loc) => {
        const ps = params.filter((p) => p.location === loc);
        return ps.length ? <ParamTable key={loc} title={LOCATION_TITLE[loc] ?? `${loc} parameters`} params={ps} /> : null;
      })}
    </section>
  );
}

// ---------- bodies ----------

function Media({ m, exampleTitle }: { m: ApiMediaType; exampleTitle: string }) {
  return (
    <div className="api-media">
      {m.schema ? <SchemaRoot node={m.schema} /> : <p className="api-muted">No schema.</p>}
      {m.example && (
        <details className="api-example">
          <summary>{exampleTitle}</summary>
          <CodeBlock code={m.example} />
        </details>
      )}
    </div>
  );
}

/** One media type, or tabs when there are several. */
function MediaSet({ content, label, exampleTitle }: { content: ApiMediaType[]; label: string; exampleTitle: string }) {
  const [sel, setSel] = useState(0);
  if (content.length === 0) return null;
  if (content.length === 1) {
    return (
      <>
        <div className="api-content-type"><span className="api-muted">Content type</span> <code>{content[0].media_type}</code></div>
        <Media m={content[0]} exampleTitle={exampleTitle} />
      </>
    );
  }
  return (
    <Tabs label={label} tabs={content.map((m) => ({ key: m.media_type, label: m.media_type }))} selected={sel} onSelect={setSel} className="api-tabs--media">
      <Media m={content[Math.min(sel, content.length - 1)]} exampleTitle={exampleTitle} />
    </Tabs>
  );
}

function RequestBody({ body, id }: { body: ApiBody; id: string }) {
  return (
    <section className="api-section">
      <Heading level={2} id={id} text="Request body">
        Request body {body.required ? <span className="api-mark api-mark--required">required</span> : <span className="api-mark api-mark--info">optional</span>}
      </Heading>
      {body.description.length > 0 && <Blocks blocks={body.description} />}
      <MediaSet content={body.content} label="Request body content type" exampleTitle="Example request body" />
    </section>
  );
}

function Responses({ responses, id }: { responses: ApiResponse[]; id: string }) {
  const [sel, setSel] = useState(0);
  const r = responses[Math.min(sel, responses.length - 1)];
  return (
    <section className="api-section">
      <Heading level={2} id={id} text="Responses">Responses</Heading>
      <Tabs
        label="Response status"
        tabs={responses.map((x) => ({ key: x.status, label: x.status, className: `api-status api-status--${statusKind(x.status)}` }))}
        selected={sel}
        onSelect={setSel}
        className="api-tabs--status"
      >
        {r.description.length > 0 && <Blocks blocks={r.description} />}
        {r.headers.length > 0 && <ParamTable title="Response headers" params={r.headers} />}
        <MediaSet content={r.content} label={`Content type of the ${r.status} response`} exampleTitle={`Example ${r.status} response`} />
      </Tabs>
    </section>
  );
}

// ---------- request panel ----------

/** The sample with the first server's URL swapped for the chosen one. */
function withServer(code: CodeBlockT, from: string, to: string): CodeBlockT {
  if (!to || from === to) return code;
  return { ...code, lines: code.lines.map((l) => l.map((t) => (t.text.includes(from) ? { ...t, text: t.text.split(from).join(to) } : t))) };
}

function Samples({ op, server }: { op: ApiOperation; server: string }) {
  const [lang, setLang] = usePref(LANG_KEY);
  const i = Math.max(0, op.samples.findIndex((s) => s.lang === lang));
  const sample = op.samples[i];
  const from = (op.servers[0]?.url ?? '').replace(/\/$/, '');
  return (
    <div className="api-samples">
      <h2 className="api-panel-title" id="docc-code-samples">Request samples</h2>
      <Tabs
        label="Code sample language"
        tabs={op.samples.map((s) => ({ key: s.lang, label: s.label || s.lang }))}
        selected={i}
        onSelect={(n) => setLang(op.samples[n].lang)}
        className="api-tabs--langs"
      >
        <CodeBlock code={withServer(sample.code, from, server.replace(/\/$/, ''))} />
      </Tabs>
    </div>
  );
}

function ServerPicker({ op, server, onPick }: { op: ApiOperation; server: string; onPick: (url: string) => void }) {
  if (op.servers.length === 0) return null;
  const url = server.replace(/\/$/, '') + op.path;
  const picked = op.servers.find((s) => s.url === server);
  return (
    <div className="api-server">
      <label className="api-server__label">
        <span>Server</span>
        {op.servers.length > 1 ? (
          <select value={server} onChange={(e) => onPick(e.target.value)}>
            {op.servers.map((s, i) => <option key={i} value={s.url}>{s.description ? `${s.url} — ${s.description}` : s.url}</option>)}
          </select>
        ) : <code>{server}</code>}
      </label>
      {/* A long option is cut by the closed <select>: its description is repeated in full. */}
      {op.servers.length > 1 && picked?.description && <p className="api-server__desc">{picked.description}</p>}
      <div className="api-server__url"><MethodBadge method={op.method} /> <code><Ident text={url} /></code></div>
    </div>
  );
}

function ResponseExamples({ op }: { op: ApiOperation }) {
  const withEx = op.responses.filter((r) => r.content.some((m) => m.example));
  const [sel, setSel] = useState(0);
  if (!withEx.length) return null;
  const r = withEx[Math.min(sel, withEx.length - 1)];
  const example = r.content.find((c) => c.example)!.example!;
  return (
    <div className="api-response-samples">
      <h2 className="api-panel-title">Response samples</h2>
      <Tabs
        label="Response sample status"
        tabs={withEx.map((x) => ({ key: x.status, label: x.status, className: `api-status api-status--${statusKind(x.status)}` }))}
        selected={sel}
        onSelect={setSel}
        className="api-tabs--status"
      >
        <CodeBlock code={example} />
      </Tabs>
    </div>
  );
}

// ---------- views ----------

export function ApiOperationView({ op }: { op: ApiOperation }) {
  const [pref, setPref] = usePref(SERVER_KEY);
  const server = op.servers.find((s) => s.url === pref)?.url ?? op.servers[0]?.url ?? '';
  const taken = headingIds(op.description);
  const ids = {
    auth: uniqueId('authentication', taken),
    params: uniqueId('parameters', taken),
    body: uniqueId('request-body', taken),
    responses: uniqueId('responses', taken),
  };
  return (
    <div className="api-op">
      <div className="api-op__main">
        <div className="api-endpoint">
          <MethodBadge method={op.method} />
          <code className="api-endpoint__path"><Ident text={op.path} /></code>
          {op.deprecated && <span className="api-mark api-mark--deprecated">deprecated</span>}
        </div>
        {op.deprecated && <div className="admonition admonition--warning api-deprecated"><div className="admonition__content"><p>This operation is deprecated.</p></div></div>}
        {op.summary && op.description.length === 0 && <p className="api-summary">{op.summary}</p>}
        {op.description.length > 0 && <Blocks blocks={op.description} />}
        {op.security.length > 0 && <Security schemes={op.security} id={ids.auth} />}
        {op.parameters.length > 0 && <Parameters params={op.parameters} id={ids.params} />}
      </div>
      {/* Between the parameters and the bodies in the DOM: on a phone the samples come right
          after the summary and parameters; on wide screens the grid puts them in a right column. */}
      <aside className="api-op__panel" aria-label="Request and response samples">
        <ServerPicker op={op} server={server} onPick={setPref} />
        {op.samples.length > 0 && <Samples op={op} server={server} />}
        <ResponseExamples op={op} />
      </aside>
      <div className="api-op__rest">
        {op.request_body && <RequestBody body={op.request_body} id={ids.body} />}
        {op.responses.length > 0 && <Responses responses={op.responses} id={ids.responses} />}
      </div>
    </div>
  );
}

export function ApiSchemaView({ page }: { page: ApiSchemaPage }) {
  const taken = headingIds(page.schema.description);
  return (
    <div className="api-schema-page">
      {page.schema.description.length > 0 && <Blocks blocks={page.schema.description} />}
      <SchemaRoot node={page.schema} describe={false} />
      {page.example && (
        <section className="api-section">
          <Heading level={2} id={uniqueId('example', taken)} text="Example">Example</Heading>
          <CodeBlock code={page.example} />
        </section>
      )}
    </div>
  );
}

function SpecLink({ file }: { file: ApiSpecFile }) {
  const url = useAssetUrl(file.asset)?.url;
  return url ? <> <a className="api-download" href={url} download={file.name}>Download the spec</a></> : null;
}

export function ApiOverviewView({ overview }: { overview: ApiOverview }) {
  const taken = headingIds(overview.description);
  const serversId = overview.servers.length ? uniqueId('servers', taken) : '';
  const authId = overview.security.length ? uniqueId('authentication', taken) : '';
  return (
    <div className="api-overview">
      <p className="api-overview__meta">
        <span className="api-overview__title">{overview.title}</span>
        {overview.version && <span className="api-mark api-mark--version">v{overview.version.replace(/^v/, '')}</span>}
        {overview.spec && <SpecLink file={overview.spec} />}
      </p>
      {overview.description.length > 0 && <Blocks blocks={overview.description} />}
      {overview.servers.length > 0 && <Servers servers={overview.servers} id={serversId} />}
      {overview.security.length > 0 && <Security schemes={overview.security} id={authId} />}
    </div>
  );
}
