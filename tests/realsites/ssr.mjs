// Docusaurus's server render of one docs page, for pages that use the site's own React components
// (see fidelity.mjs's header for what is compared). The page is compiled by @mdx-js/mdx with the
// remark plugins Docusaurus runs (GFM, directives as admonitions, front matter, heading ids), its
// imports bundled by esbuild with the Docusaurus theme and client API replaced by ssr-stubs.jsx,
// and rendered by react-dom/server's renderToStaticMarkup: state at its initial value, effects not
// run. Each site component is rendered on its own (ssr-stubs.jsx `DoccSite`), so one that throws
// is named in the report while the rest of the page is still read.
import { readFileSync, existsSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import GithubSlugger from 'github-slugger';
import semver from 'semver';
import { ADMONITIONS, NATIVE, commentPlugins, preprocess, toText } from './common.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const STUBS = join(here, 'ssr-stubs.jsx');
const require = createRequire(import.meta.url);

/** What each modelled theme / client module exports, from ssr-stubs.jsx. Any other `@theme/` or
 * `@docusaurus/` module makes the component that imports it unrenderable. */
const ALIASES = {
  '@theme/Tabs': 'Tabs as default',
  '@theme/TabItem': 'TabItem as default',
  '@theme/CodeBlock': 'CodeBlock as default',
  '@theme/Admonition': 'Admonition as default',
  '@theme/Details': 'Details as default',
  '@theme/Heading': 'Heading as default',
  '@theme/TOCInline': 'TOCInline as default',
  '@theme/DocCardList': 'DocCardList as default',
  '@theme/DocCard': 'DocCard as default',
  '@docusaurus/Link': 'Link as default',
  '@docusaurus/useBaseUrl': 'useBaseUrl as default, useBaseUrlUtils',
  '@docusaurus/theme-common': 'useColorMode, useQueryString, useQueryStringList',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext as default',
  '@docusaurus/useIsBrowser': 'useIsBrowser as default',
  '@docusaurus/BrowserOnly': 'BrowserOnly as default',
  '@docusaurus/Head': 'Head as default',
  '@docusaurus/router': 'useLocation, useHistory',
  '@docusaurus/Translate': 'Translate as default, translate',
  'docc:provider': 'useMDXComponents',
};
const REACT = new Set(['react', 'react-dom', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom/server']);
const IMAGES = /\.(png|jpe?g|gif|webp|avif|ico|bmp)$/i;

/** A module the render cannot have: every use of it throws, naming it, so the component that
 * needs it fails with that reason. esbuild's CommonJS interop reads named imports through the
 * prototype, which is the same throwing proxy. */
const missingModule = (why) => `
const why = ${JSON.stringify(why)};
const boom = () => { throw new Error(why); };
const proxy = new Proxy(boom, {
  get: (t, k) => (k === '__esModule' ? true : typeof k === 'symbol' || k === 'then' ? undefined : proxy),
  apply: boom, construct: boom, getPrototypeOf: () => proxy, ownKeys: () => Reflect.ownKeys(boom),
});
module.exports = proxy;`;

/** Marks our own resolution of a package, so the plugin does not take it again. */
const OURS = Symbol('ours');
const pkgName = (spec) => spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');

// ---- MDX: the remark side of Docusaurus's mdx-loader ----

/** `:::note[Title]` → `<Admonition type title>` (Docusaurus's admonitions plugin); other
 * directives are text again (its "unused directives" plugin). */
const remarkDoccDirectives = () => (tree) => {
  const fix = (node) => {
    node.children = (node.children ?? []).map((n) => {
      fix(n);
      if (n.type === 'containerDirective' && ADMONITIONS.includes(n.name)) {
        const labelled = n.children[0]?.data?.directiveLabel;
        const title = labelled ? toText(n.children[0]) : undefined;
        return {
          type: 'mdxJsxFlowElement', name: 'Admonition', children: n.children.slice(labelled ? 1 : 0),
          attributes: [{ type: 'mdxJsxAttribute', name: 'type', value: n.name }, ...(title !== undefined ? [{ type: 'mdxJsxAttribute', name: 'title', value: title }] : [])],
        };
      }
      if (n.type === 'textDirective') return { type: 'emphasis', data: { hName: 'span' }, children: [{ type: 'text', value: `:${n.name}` }, ...n.children] };
      if (n.type === 'leafDirective') return { type: 'paragraph', children: [{ type: 'text', value: `::${n.name}` }, ...n.children] };
      if (n.type === 'containerDirective') return { type: 'blockquote', data: { hName: 'div' }, children: n.children };
      return n;
    });
  };
  fix(tree);
};

/** Heading ids as Docusaurus gives them (`{#id}`, `{/* #id *\/}`, else github-slugger), the
 * opening h1 marked as the page title; GFM tables carry their row count. */
const remarkDoccHeadings = () => (tree) => {
  const slugger = new GithubSlugger();
  const first = tree.children.find((c) => !['yaml', 'toml', 'mdxjsEsm'].includes(c.type) && !(c.type === 'mdxFlowExpression' && /^\s*\/\*[\s\S]*\*\/\s*$/.test(c.value)));
  const walk = (n) => {
    if (n.type === 'table') n.data = { ...n.data, hProperties: { 'data-docc-rows': n.children.length - 1 } };
    if (n.type !== 'heading') return (n.children ?? []).forEach(walk);
    let id;
    const comment = n.children.findIndex((c) => c.type === 'mdxTextExpression' && /^\s*\/\*\s*#/.test(c.value));
    if (comment >= 0) { id = n.children[comment].value.match(/#([^\s*]+)/)[1]; n.children.splice(comment, 1); }
    const last = n.children.at(-1);
    const m = last?.type === 'text' ? last.value.match(/\s*\{#([^}\s]+)\}\s*$/) : null;
    if (m) { id = m[1]; last.value = last.value.slice(0, m.index); }
    const text = toText(n).trim();
    if (n.depth === 1 && n === first) { slugger.slug(text); n.data = { hProperties: { 'data-docc-title': '' } }; return; }
    id = id ? (slugger.slug(id), id) : slugger.slug(text);
    n.data = { hProperties: { id } };
  };
  walk(tree);
};

/** Every use of a site component (capitalised, not rendered natively, not an imported partial)
 * becomes `<DoccSite __name="X" __c={X} …props>`: the same props and children, rendered apart. */
const remarkDoccSiteComponents = () => (tree) => {
  const partials = new Set();
  for (const n of tree.children) {
    if (n.type !== 'mdxjsEsm') continue;
    for (const m of n.value.matchAll(/import\s+(\w+)\s+from\s+['"][^'"]+\.mdx?['"]/g)) partials.add(m[1]);
  }
  // `typeof X === 'undefined' ? undefined : X`: a name the page neither imports nor declares (a
  // site-wide MDXComponents entry, not modelled) reaches DoccSite as undefined and is reported.
  const expr = (name) => {
    const [head, ...rest] = name.split('.');
    const id = { type: 'Identifier', name: head };
    const value = rest.reduce((object, p) => ({ type: 'MemberExpression', object, property: { type: 'Identifier', name: p }, computed: false, optional: true }), id);
    const test = { type: 'BinaryExpression', operator: '===', left: { type: 'UnaryExpression', operator: 'typeof', prefix: true, argument: id }, right: { type: 'Literal', value: 'undefined' } };
    return { type: 'ConditionalExpression', test, consequent: { type: 'Identifier', name: 'undefined' }, alternate: value };
  };
  const walk = (n) => {
    if ((n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') && n.name && /^[A-Z]/.test(n.name) && !NATIVE.has(n.name) && !partials.has(n.name)) {
      const c = { type: 'mdxJsxAttributeValueExpression', value: n.name, data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: expr(n.name) }] } } };
      n.attributes = [{ type: 'mdxJsxAttribute', name: '__name', value: n.name }, { type: 'mdxJsxAttribute', name: '__c', value: c }, ...n.attributes];
      n.name = 'DoccSite';
    }
    (n.children ?? []).forEach(walk);
  };
  walk(tree);
};

/** Docusaurus unwraps ```mdx-code-block fences before parsing. */
const unwrapMdxCodeBlocks = (text) => text.replace(/^(`{3,})mdx-code-block\n([\s\S]*?)\n\1\s*$/gm, '$2');

async function compileMdx(file, format, compat) {
  const value = unwrapMdxCodeBlocks(preprocess(readFileSync(file, 'utf8'), compat));
  const out = await compile({ value, path: file }, {
    format, providerImportSource: 'docc:provider', development: false,
    remarkPlugins: [remarkGfm, ...commentPlugins(compat), remarkDirective, [remarkFrontmatter, ['yaml', 'toml']], remarkDoccDirectives, remarkDoccHeadings, remarkDoccSiteComponents],
  });
  return String(out);
}

// ---- esbuild: the site's modules, the stubs in place of Docusaurus ----

function plugin({ siteDir, detect, compat }) {
  const sitePkg = JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8'));
  const declared = { ...sitePkg.devDependencies, ...sitePkg.dependencies };
  return {
    name: 'docc-docusaurus',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        const spec = args.path;
        if (args.pluginData === OURS) return undefined;
        if (ALIASES[spec]) return { path: spec, namespace: 'docc-alias' };
        if (REACT.has(spec)) return { path: spec, external: true };
        if (spec.startsWith('!!raw-loader!')) return { path: resolve(args.resolveDir, spec.slice(13)), namespace: 'raw' };
        if (spec.startsWith('@site/')) {
          const r = await build.resolve(`./${spec.slice(6)}`, { resolveDir: siteDir, kind: args.kind });
          return r.errors.length ? { errors: r.errors } : { path: r.path };
        }
        if (spec.startsWith('.') && args.namespace === 'file' && !args.importer.startsWith(join(here, 'node_modules'))) {
          // A site file the vendored tree left out (lexical's `import('../../../../scripts/…json')`
          // reaches into its monorepo): like a package nobody installed, a module whose every use
          // throws, so only a component that really needs it fails.
          const r = await build.resolve(spec, { resolveDir: args.resolveDir, kind: args.kind, pluginData: OURS });
          return r.errors.length ? { path: spec, namespace: 'missing', pluginData: `imports \`${spec}\`, which is not a file of the vendored site` } : { path: r.path };
        }
        if (spec.startsWith('.') || spec.startsWith('/') || isBuiltin(spec) || args.importer === STUBS || args.importer.startsWith(join(here, 'node_modules')) || args.namespace === 'docc-alias') return undefined;
        if (/^@(theme|theme-original|theme-init|docusaurus)\//.test(spec)) return { path: spec, namespace: 'missing', pluginData: `imports \`${spec}\`, a Docusaurus module the check does not model` };
        const pkg = pkgName(spec);
        if (existsSync(join(siteDir, 'node_modules', pkg))) return undefined;
        // A package the site declares, at a version its range accepts, installed here (clsx):
        // the same code the site would run.
        let ours = null;
        try { ours = JSON.parse(readFileSync(join(here, 'node_modules', pkg, 'package.json'), 'utf8')).version; } catch { /* not installed here */ }
        if (ours && declared[pkg] && semver.satisfies(ours, declared[pkg])) {
          const r = await build.resolve(spec, { resolveDir: here, kind: args.kind, pluginData: OURS });
          return r.errors.length ? { errors: r.errors } : { path: r.path };
        }
        return { path: spec, namespace: 'missing', pluginData: `imports \`${spec}\`, which is not installed${declared[pkg] ? '' : ' (nor declared by the site)'}` };
      });
      build.onLoad({ filter: /.*/, namespace: 'docc-alias' }, (args) => ({ contents: `export { ${ALIASES[args.path]} } from ${JSON.stringify(STUBS)};`, resolveDir: here, loader: 'js' }));
      build.onLoad({ filter: /.*/, namespace: 'missing' }, (args) => ({ contents: missingModule(args.pluginData), loader: 'js' }));
      build.onLoad({ filter: /.*/, namespace: 'raw' }, (args) => ({ contents: readFileSync(args.path, 'utf8'), loader: 'text' }));
      build.onLoad({ filter: /\.mdx?$/ }, async (args) => ({
        contents: await compileMdx(args.path, detect && args.path.endsWith('.md') ? 'md' : 'mdx', compat), resolveDir: dirname(args.path), loader: 'js',
      }));
      build.onLoad({ filter: /\.css$/ }, (args) => ({
        contents: args.path.endsWith('.module.css') ? 'export default new Proxy({}, { get: (t, k) => (typeof k === "string" ? k : undefined) });' : '', loader: 'js',
      }));
      // svgr: an imported SVG is a component drawing it inline (the check counts it as one image).
      build.onLoad({ filter: /\.svg$/ }, (args) => ({
        contents: `import { createElement } from 'react'; export default (props) => createElement('svg', { ...props, 'data-docc-svg': ${JSON.stringify(relative(siteDir, args.path))} });`,
        resolveDir: here, loader: 'js',
      }));
      build.onLoad({ filter: IMAGES }, (args) => ({ contents: `export default ${JSON.stringify(`/${relative(siteDir, args.path)}`)};`, loader: 'js' }));
    },
  };
}

/**
 * Renders the page at `file` as Docusaurus's server would. Returns `{ html, failures }` (a failure:
 * `{ name, error }` for a site component that threw), or throws when the page itself cannot be
 * compiled, bundled or rendered.
 */
export async function renderPage({ file, siteDir, detect, compat, route, baseUrl, url, title }) {
  const entry = `
import Page from ${JSON.stringify(file)};
import { jsx } from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { site } from ${JSON.stringify(STUBS)};
export function render(settings) {
  Object.assign(site, settings, { failures: [] });
  return { html: renderToStaticMarkup(jsx(Page, {})), failures: site.failures };
}`;
  const result = await esbuild.build({
    stdin: { contents: entry, resolveDir: here, loader: 'js', sourcefile: 'docc-ssr-entry.js' },
    bundle: true, write: false, format: 'cjs', platform: 'node', target: 'node20', jsx: 'automatic',
    loader: { '.js': 'jsx' }, tsconfigRaw: '{}', logLevel: 'silent', plugins: [plugin({ siteDir, detect, compat })],
  }).catch((e) => {
    throw new Error(`its bundle failed: ${(e.errors ?? []).map((x) => `${x.location ? `${relative(siteDir, x.location.file)}:${x.location.line}: ` : ''}${x.text}`).join('; ') || e.message}`);
  });
  const module = { exports: {} };
  new Function('require', 'module', 'exports', result.outputFiles[0].text)(require, module, module.exports);
  // React's development warnings (an empty `src`, a missing `key`) are not facts of the page.
  const warn = console.error;
  console.error = () => {};
  try {
    return module.exports.render({ route, baseUrl, url, title });
  } finally {
    console.error = warn;
  }
}
