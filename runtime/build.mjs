// Bundles the runtime with esbuild into dist/runtime.js (an ES module exporting `mount`) +
// dist/runtime.css (every rule scoped to the mount root, see scopeCss), dist/page.css (the
// standalone page's document) and dist/head.js (the theme script inlined in <head>), which the
// docc binary embeds (compiler/docc/build.rs). `--tests` also bundles test/*.test.ts
// into build/test/ for node's test runner (Node 20 cannot run TypeScript directly).
import { build, transform } from 'esbuild';
import { minify as terser } from 'terser';
import postcss from 'postcss';
import prefixer from 'postcss-prefix-selector';
import { readdirSync, readFileSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The class of every mount root (mount.tsx). */
const ROOT = '.docc';

/**
 * Scopes the stylesheet to the mount root, so no rule reaches a host page: ':root', 'html'
 * and 'body' become the root itself, '[data-theme=…] x' the root's theme attribute, rules
 * already written for the root ('.docc…') stay, anything else is prefixed with '.docc '.
 * Keyframes are left alone (their names carry a docc- prefix).
 */
export async function scopeCss(css) {
  const out = await postcss([prefixer({
    prefix: ROOT,
    transform(prefix, selector, prefixed) {
      const m = /^(:root|html|body)(?![\w-])(.*)$/s.exec(selector);
      if (m) return prefix + m[2];
      if (selector === ROOT || new RegExp(`^\\${ROOT}(?![\\w-])`).test(selector)) return selector;
      if (selector.startsWith('[data-theme')) return prefix + selector;
      return prefixed;
    },
  })]).process(css, { from: undefined });
  return out.css;
}

/** The React entry points our code imports (runtime/src), all CommonJS packages. */
const REACT = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];
/**
 * Gives our code ESM bindings to React's CommonJS modules. Bundled as is, every use of a named
 * import of a CommonJS module stays a property access on that module's namespace, aliased per
 * importing file: ~800 `(0,Xy.jsx)(…)` calls with a different `Xy` in each file, which neither
 * minifier can shorten (about 1.3 KB gzipped). Imports of these modules from runtime/src resolve
 * instead to a small ES module exporting one `const` per name, which every file references
 * directly (minified to one short identifier); names nobody imports are tree-shaken away.
 */
const esmReact = {
  name: 'esm-react',
  setup(b) {
    b.onResolve({ filter: /^react(-dom)?(\/[\w-]+)?$/ }, (a) =>
      (REACT.includes(a.path) && a.namespace === 'file' && !a.importer.includes('node_modules') ? { path: a.path, namespace: 'esm-react' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'esm-react' }, (a) => {
      // The production build, as bundled (NODE_ENV is defined so below): React's entry points
      // choose their build when first required.
      process.env.NODE_ENV = 'production';
      const mod = createRequire(import.meta.url)(a.path);
      const names = Object.keys(mod).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n) && n !== 'default');
      // A name whose value is another's (react/jsx-runtime's jsxs is its jsx in production)
      // is exported as an alias of it: every call then names one identifier, which gzip likes.
      const first = (n) => names.find((o) => mod[o] === mod[n]);
      const contents = `import * as m from ${JSON.stringify(a.path)};\n${names.map((n) => (first(n) === n ? `export const ${n} = m.${n};` : `export { ${first(n)} as ${n} };`)).join('\n')}\n`;
      return { contents, resolveDir: process.cwd(), loader: 'js' };
    });
  },
};

const tests = process.argv.includes('--tests');
// --dev: unminified runtime with readable stack traces (never ship it).
const dev = process.argv.includes('--dev');
/**
 * The runtime bundle. `testHooks` compiles in the e2e tests' hooks (components/App.tsx); the
 * shipped dist/runtime.js never has them (the define is false, minification drops them).
 */
const runtime = (testHooks, outdir) => build({
  entryPoints: { runtime: 'src/main.tsx' },
  bundle: true,
  minify: !dev,
  format: 'esm',
  target: ['es2022', 'chrome100', 'firefox100', 'safari15'],
  define: { 'process.env.NODE_ENV': '"production"', __DOCC_TEST_HOOKS__: String(testHooks) },
  jsx: 'automatic',
  legalComments: 'none',
  outdir,
  loader: { '.css': 'css' },
  logLevel: 'warning',
  plugins: [esmReact],
});
// --test-runtime: only build/runtime.js, the runtime with the test hooks (tests/e2e withTestRuntime).
if (process.argv.includes('--test-runtime')) {
  await runtime(true, 'build');
  process.exit(0);
}
mkdirSync('dist', { recursive: true });
await runtime(false, 'dist');
// A second pass with terser: its compressor finds what esbuild's single pass leaves (about
// 2 KB gzipped of the ~106 KB bundle, most of it in react-dom), for a few seconds of build time.
// `reduce_funcs: false` (no copying of a function into each place that uses it) and
// `sequences: false` (no joining of statements with commas) make the output slightly longer
// but more repetitive: 0.4 KB smaller gzipped. Every other compress option was measured off
// and on; none helped. `ascii_only`: the bundle's hash in the page's CSP must hold when a server
// declares the file in another charset than UTF-8 (main.tsx `utf8Document` then recovers).
if (!dev) {
  const compress = { passes: 2, reduce_funcs: false, sequences: false };
  const out = await terser(readFileSync('dist/runtime.js', 'utf8'), { module: true, ecma: 2020, compress, format: { comments: false, ascii_only: true } });
  writeFileSync('dist/runtime.js', out.code);
}
writeFileSync('dist/runtime.css', await scopeCss(readFileSync('dist/runtime.css', 'utf8')));
// The scoped output is minified again (postcss keeps esbuild's minified text; this drops what prefixing made redundant).
writeFileSync('dist/runtime.css', (await transform(readFileSync('dist/runtime.css', 'utf8'), { loader: 'css', minify: !dev, target: ['chrome100', 'firefox100', 'safari15'] })).code);
writeFileSync('dist/page.css', (await transform(readFileSync('src/page.css', 'utf8'), { loader: 'css', minify: true })).code);
// The theme script runs in <head> before first paint: tiny, no imports.
await build({
  entryPoints: { head: 'src/head.ts' },
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2020'],
  legalComments: 'none',
  outdir: 'dist',
  logLevel: 'warning',
});
const size = (f) => statSync(f).size;
const js = size('dist/runtime.js'), css = size('dist/runtime.css');
console.log(`runtime: dist/runtime.js ${js} B, dist/runtime.css ${css} B (total ${((js + css) / 1024).toFixed(1)} KiB), dist/head.js ${size('dist/head.js')} B, dist/page.css ${size('dist/page.css')} B`);

if (tests) {
  const entries = readdirSync('test').filter((f) => f.endsWith('.test.ts') || f.endsWith('.test.tsx')).map((f) => `test/${f}`);
  await build({
    entryPoints: entries,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outdir: 'build/test',
    outExtension: { '.js': '.mjs' },
    jsx: 'automatic',
    define: { __DOCC_TEST_HOOKS__: 'false' },
    packages: 'external',
    logLevel: 'warning',
  });
  // Not a test: the runtime's own pack reader for the e2e harness (tests/e2e) -> build/pack.mjs.
  await build({
    entryPoints: { pack: 'src/pack/load.ts' }, bundle: true, platform: 'node', format: 'esm', target: 'node20',
    outdir: 'build', outExtension: { '.js': '.mjs' }, packages: 'external', logLevel: 'warning',
  });
}
