// A small but complete site model (every Block/Inline variant, categories, API and SDK pages)
// for unit tests and for the e2e harness's special-configuration tests (base path, hide on scroll).
import { Assets, encode, Manifest, PageChunk, SearchIndex, writePack } from './encode';

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any
const T = (s: string) => ({ Text: s });
const P = (...c: Any[]) => ({ Paragraph: c.map((x) => (typeof x === 'string' && x !== 'SoftBreak' && x !== 'HardBreak' ? T(x) : x)) });
const H = (level: number, id: string, text: string) => ({ Heading: { level, id, content: [T(text)] } });
const L = (href: string, text: string, internal = true) => ({ Link: { href, internal, title: '', content: [T(text)] } });
const code = (lang: string, title: string, src: string, highlight: number[] = []) => ({
  Code: {
    lang, title, highlight,
    lines: src.split('\n').map((line) => line.split(/(\b(?:const|let|await|import|from|return)\b|"[^"]*"|\/\/.*$|\d+)/).filter(Boolean).map((text) => ({
      class: /^(const|let|await|import|from|return)$/.test(text) ? 1 : text.startsWith('"') ? 2 : text.startsWith('//') ? 3 : /^\d+$/.test(text) ? 4 : 0,
      text,
    }))),
  },
});
const emptyDoc = { summary: [], remarks: [], params: [], returns: [], examples: [], deprecated: null, see: [], since: '', default: '', throws: [] };
const node = (o: Any): Any => ({
  name: '', type_label: 'string', schema_route: null, required: false, nullable: false, deprecated: false, read_only: false,
  write_only: false, description: [], enum_values: [], default: null, example: null, constraints: [], properties: [],
  items: null, additional: null, variant_kind: '', variants: [], circular: false, ...o,
});
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect x="4" y="4" width="56" height="56" rx="12" fill="#1f7a4c"/><path d="M20 32h24M32 20v24" stroke="#fff" stroke-width="6"/></svg>');

interface PageIn { route: string; title: string; kind?: string; sidebar?: number | null; blocks: Any[]; toc?: Any[]; crumbs?: Any[]; description?: string; hide_title?: boolean }

export interface FixtureOptions { base_path?: string; hide_on_scroll?: boolean; announcementId?: string | null }

export function fixtureModel(opts: FixtureOptions = {}) {
  const lorem = 'Docc compiles a docs tree into one self-contained HTML file that works offline, from file:// and from any static host. ';
  const long = Array.from({ length: 6 }, () => P(lorem.repeat(4)));
  const pages: PageIn[] = [
    { route: '/', title: 'Fixture Docs', kind: 'Standalone', sidebar: null, hide_title: false, blocks: [P('Welcome to the fixture site. Read the ', L('/docs/intro', 'introduction'), '.'), { Cards: [{ title: 'Introduction', description: 'Start here.', route: '/docs/intro' }, { title: 'Guide', description: 'Install and configure.', route: '/docs/guide' }] }] },
    {
      route: '/docs/intro', title: 'Introduction', crumbs: [{ label: 'Introduction', route: null }],
      toc: [{ level: 2, id: 'features', text: 'Features' }, { level: 3, id: 'offline', text: 'Offline' }, { level: 2, id: 'code', text: 'Code' }, { level: 2, id: 'more', text: 'More' }],
      blocks: [
        P('This is ', { Emph: [T('emphasis')] }, ', ', { Strong: [T('strong')] }, ', ', { Strike: [T('struck')] }, ', ', { Code: 'inline code' }, ', a ', L('/docs/glossary#zstd', 'glossary link'), ', an ', L('https://example.com', 'external link', false), ' and a footnote', { FootnoteRef: { id: '1', number: 1 } }, '.', 'SoftBreak', T('After a soft break'), 'HardBreak', T('after a hard break.')),
        H(2, 'features', 'Features'),
        { List: { ordered: false, start: 1, items: [{ task: null, blocks: [P('One file')] }, { task: null, blocks: [P('No server'), { List: { ordered: true, start: 3, items: [{ task: null, blocks: [P('third')] }, { task: null, blocks: [P('fourth')] }] } }] }] } },
        { List: { ordered: false, start: 1, items: [{ task: true, blocks: [P('done task')] }, { task: false, blocks: [P('open task')] }] } },
        H(3, 'offline', 'Offline'),
        { Quote: [P('A quotation about offline docs.')] },
        { Admonition: { kind: 'Note', title: null, blocks: [P('A note with the default title.')] } },
        { Admonition: { kind: 'Tip', title: [T('Custom tip title')], blocks: [P('A tip.')] } },
        { Admonition: { kind: 'Info', title: null, blocks: [P('Info.')] } },
        { Admonition: { kind: 'Warning', title: null, blocks: [P('Warning.')] } },
        { Admonition: { kind: 'Danger', title: null, blocks: [P('Danger.')] } },
        { Table: { align: ['Left', 'Center', 'Right'], head: [[T('Left')], [T('Center')], [T('Right')]], rows: [[[T('a')], [T('b')], [T('1')]], [[T('c')], [{ Code: 'd' }], [T('22')]]] } },
        H(2, 'code', 'Code'),
        code('ts', 'example.ts', 'import { compile } from "docc";\n// compile the tree\nconst site = await compile("content", 3);\nreturn site;', [3]),
        code('', '', 'plain text block without a title\nsecond line that is quite long '.concat('and keeps going '.repeat(12))),
        { Details: { summary: [T('Show details')], blocks: [P('Hidden content.')] } },
        { Html: [{ Element: { tag: 'div', attrs: [['class', 'custom-html'], ['style', 'border: 1px dashed gray; padding: 4px'], ['onclick', 'alert(1)']], children: [{ Text: 'Raw HTML with ' }, { Element: { tag: 'a', attrs: [['href', 'javascript:alert(1)']], children: [{ Text: 'a bad link' }] } }, { Text: ' and ' }, { Element: { tag: 'a', attrs: [['href', '/docs/guide/install']], children: [{ Text: 'an internal link' }] } }] } }] },
        P({ Image: { asset: 0, src: '', alt: 'An embedded SVG', title: 'Logo' } }),
        'Rule',
        H(2, 'more', 'More'),
        ...long,
        { Footnotes: [{ id: '1', number: 1, blocks: [P('The footnote text.')] }] },
      ],
    },
    { route: '/docs/guide', title: 'Guide', kind: 'Category', description: 'Everything about installing.', crumbs: [{ label: 'Guide', route: null }], blocks: [{ Cards: [{ title: 'Install', description: 'Install docc.', route: '/docs/guide/install' }, { title: 'Configure', description: 'Configure docc.', route: '/docs/guide/configure' }] }] },
    { route: '/docs/guide/install', title: 'Install', crumbs: [{ label: 'Guide', route: '/docs/guide' }, { label: 'Install', route: null }], blocks: [P('Install with cargo.'), code('sh', '', 'cargo install docc')] },
    { route: '/docs/guide/configure', title: 'Configure', crumbs: [{ label: 'Guide', route: '/docs/guide' }, { label: 'Configure', route: null }], blocks: [P('Configure it.')] },
    {
      route: '/docs/glossary', title: 'Glossary', toc: [{ level: 2, id: 'pack', text: 'Pack' }, { level: 2, id: 'zstd', text: 'zstd' }],
      blocks: [H(2, 'pack', 'Pack'), ...long, H(2, 'zstd', 'zstd'), P('A compression format.'), ...long],
    },
    {
      route: '/api/create-token', title: 'Create a token', kind: 'ApiOperation', sidebar: 1, blocks: [{
        ApiOperation: {
          operation_id: 'createToken', method: 'post', path: '/v1/tokens', summary: 'Creates a token.', description: [P('Creates a new API token.')], deprecated: false,
          tags: ['tokens'], servers: [{ url: 'https://api.example.com', description: 'Production' }],
          security: [{ name: 'ApiKey', kind: 'apiKey', location: 'header', param_name: 'x-api-key', description: [P('Your key.')] }],
          parameters: [{ name: 'dry_run', location: 'query', required: false, deprecated: false, description: [P('Validate only.')], schema: node({ type_label: 'boolean', default: 'false' }) }],
          request_body: { required: true, description: [P('The token to create.')], content: [{ media_type: 'application/json', schema: node({ type_label: 'object', schema_route: '/api/schemas/token', properties: [node({ name: 'name', required: true, constraints: ['maxLength: 64'] }), node({ name: 'scopes', type_label: 'string[]', items: node({ enum_values: ['read', 'write'] }) })] }), example: '{\n  "name": "ci"\n}' }] },
          responses: [{ status: '201', description: [P('Created.')], headers: [], content: [{ media_type: 'application/json', schema: node({ type_label: 'Token', schema_route: '/api/schemas/token' }), example: '' }] }, { status: '400', description: [P('Bad request.')], headers: [], content: [] }],
          samples: [{ lang: 'sh', label: 'curl', code: code('sh', '', 'curl -X POST https://api.example.com/v1/tokens').Code }, { lang: 'ts', label: 'TypeScript', code: code('ts', '', 'await createToken({ name: "ci" });').Code }],
        },
      }] },
    { route: '/api/schemas/token', title: 'Token', kind: 'ApiSchema', sidebar: 1, blocks: [{ ApiSchema: { name: 'Token', schema: node({ type_label: 'object', properties: [node({ name: 'id', required: true, read_only: true }), node({ name: 'parent', type_label: 'Token', circular: true, nullable: true }), node({ name: 'value', type_label: 'oneOf', variant_kind: 'oneOf', variants: [node({ type_label: 'string' }), node({ type_label: 'integer' })] })] }), example: '{ "id": "t1" }' } }] },
    { route: '/api', title: 'Example API', kind: 'ApiOverview', sidebar: 1, blocks: [{ ApiOverview: { title: 'Example API', version: '1.2.0', description: [P('An API.')], servers: [{ url: 'https://api.example.com', description: '' }], security: [] } }] },
    {
      route: '/sdk/compile', title: 'compile', kind: 'TsItem', sidebar: 1, blocks: [{
        TsItem: {
          package: '@docc/sdk', kind: 'function', name: 'compile', aliases: ['default'], doc: { ...emptyDoc, summary: [P('Compiles a site.')], since: '0.1.0' },
          signatures: [{ tokens: [{ class: 1, text: 'function', link: null }, { class: 0, text: ' ', link: null }, { class: 5, text: 'compile', link: null }, { class: 0, text: '(dir: ', link: null }, { class: 6, text: 'string', link: null }, { class: 0, text: '): ', link: null }, { class: 6, text: 'Site', link: '/sdk/site' }], params: [{ name: 'dir', ty: [{ class: 6, text: 'string', link: null }], optional: false, rest: false, default: '', doc: [P('The content directory.')] }], type_params: [{ name: 'T', constraint: [{ class: 6, text: 'Options', link: null }], default: [], doc: [P('Options type.')] }], doc: { ...emptyDoc, returns: [P('The site.')] } }],
          members: [{ kind: 'property', name: 'version', id: 'version', is_static: true, is_abstract: false, is_readonly: true, is_optional: false, visibility: 'public', signatures: [{ tokens: [{ class: 13, text: 'version', link: null }, { class: 0, text: ': ', link: null }, { class: 6, text: 'string', link: null }], params: [], type_params: [], doc: emptyDoc }], doc: { ...emptyDoc, summary: [P('The version.')] } }],
          source: 'sdk/src/compile.ts:12',
        },
      }] },
    { route: '/sdk', title: '@docc/sdk', kind: 'TsPackage', sidebar: 1, blocks: [{ TsList: [{ title: 'Functions', id: 'functions', entries: [{ name: 'compile', kind: 'function', route: '/sdk/compile', summary: 'Compiles a site.', deprecated: false }, { name: 'compileOld', kind: 'function', route: '/sdk/compile', summary: 'Old.', deprecated: true }] }] }] },
    { route: '/crash', title: 'Crash', blocks: [P('This page lives in its own chunk; tests corrupt that chunk.')] },
  ];
  const chunkOf = (r: string) => (r === '/crash' ? 2 : r.startsWith('/api') || r.startsWith('/sdk') ? 1 : 0);
  const chunks: Any[][] = [[], [], []];
  const routes = pages.map((p) => {
    const c = chunkOf(p.route);
    chunks[c].push(p);
    return { path: p.route, title: p.title, segment: 3 + c, index: chunks[c].length - 1 };
  }).sort((a, b) => (a.path < b.path ? -1 : 1));
  const docsOrder = ['/docs/intro', '/docs/guide/install', '/docs/guide/configure', '/docs/glossary'];
  const full = chunks.map((list) => ({
    pages: list.map((p: PageIn) => {
      const i = docsOrder.indexOf(p.route);
      const link = (r: string | undefined) => (r ? { label: pages.find((x) => x.route === r)!.title, route: r } : null);
      return {
        route: p.route, title: p.title, description: p.description ?? '', kind: p.kind ?? 'Doc',
        sidebar: p.sidebar === undefined ? 0 : p.sidebar, breadcrumbs: p.crumbs ?? [], hide_title: p.hide_title ?? false,
        toc: p.toc ?? [], prev: i > 0 ? link(docsOrder[i - 1]) : null, next: i >= 0 ? link(docsOrder[i + 1]) : null,
        blocks: p.blocks, source: `docs${p.route}.md`,
      };
    }),
  }));
  const nav = (label: string, href: string, external = false, right = false) => ({ label, href, external, right });
  const manifest = {
    site: {
      title: 'Fixture Docs', tagline: 'Docs for tests', url: 'https://docs.example.com', base_path: opts.base_path ?? '/', locale: 'en',
      version_name: 'current', version_label: 'Next', site_version: '1.0.0', copyright: 'Copyright © 2025 Fixture.',
      navbar: { title: 'Fixture', logo: 0, items: [nav('API', '/api'), nav('SDK', '/sdk'), nav('GitHub', 'https://github.com/example', true, true)], hide_on_scroll: opts.hide_on_scroll ?? false },
      footer: [{ title: 'Docs', items: [nav('Introduction', '/docs/intro'), nav('Glossary', '/docs/glossary')] }, { title: 'More', items: [nav('GitHub', 'https://github.com/example', true)] }],
      announcement: opts.announcementId === null ? null : { id: opts.announcementId ?? 'ann-1', text: 'docc 1.0 is out!', link: nav('Read more', '/docs/intro') },
      docsearch: null, gtag: null, docs_root: '/docs/intro',
    },
    routes,
    sidebars: [
      { id: 'docs', items: [
        { Link: { label: 'Introduction', route: '/docs/intro' } },
        { Category: { label: 'Guide', route: '/docs/guide', collapsed: true, collapsible: true, items: [{ Link: { label: 'Install', route: '/docs/guide/install' } }, { Link: { label: 'Configure', route: '/docs/guide/configure' } }] } },
        { Category: { label: 'Reference', route: null, collapsed: true, collapsible: true, items: [{ Link: { label: 'Glossary', route: '/docs/glossary' } }] } },
        { Category: { label: 'Always open', route: null, collapsed: true, collapsible: false, items: [{ Link: { label: 'Crash page', route: '/crash' } }] } },
      ] },
      { id: 'api', items: [{ Link: { label: 'Overview', route: '/api' } }, { Link: { label: 'Create a token', route: '/api/create-token' } }, { Link: { label: 'Token', route: '/api/schemas/token' } }, { Category: { label: 'SDK', route: '/sdk', collapsed: false, collapsible: true, items: [{ Link: { label: 'compile', route: '/sdk/compile' } }] } }] },
    ],
    search_segment: 1, assets_segment: 2,
  };
  // An empty search index: the search tests compile their own site (tests/e2e/search-site.mjs).
  const search = { raw_len: 0, deflated: new Uint8Array(0) };
  const assets = { items: [{ mime: 'image/svg+xml', name: 'img/logo.svg', bytes: SVG }] };
  return { manifest, search, assets, chunks: full };
}

export function fixturePack(opts: FixtureOptions = {}): Uint8Array {
  const m = fixtureModel(opts);
  return writePack([encode(Manifest, m.manifest), encode(SearchIndex, m.search), encode(Assets, m.assets), ...m.chunks.map((c) => encode(PageChunk, c))]);
}

/** The HTML the compiler emits (see the HTML contract in the runtime brief). */
export function siteHtml(pack: Uint8Array, parts: { head: string; css: string; js: string }, title = 'Fixture Docs'): string {
  const b64 = Buffer.from(pack).toString('base64');
  return `<!doctype html><html lang="en" data-theme="light"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<script>${parts.head}</script><style>${parts.css}</style></head>
<body><div id="root"></div><noscript>This documentation needs JavaScript.</noscript>
<script id="docc-pack" type="application/octet-stream">${b64}</script>
<script>${parts.js.replace(/<\/script/gi, '<\\/script')}</script></body></html>`;
}
