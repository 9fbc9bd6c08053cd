// Bundles the runtime with esbuild into dist/runtime.js (an ES module exporting `mount`) +
// dist/runtime.css (every rule scoped to the mount root, see scopeCss), dist/page.css (the
// standalone page's document) and dist/head.js (the theme script inlined in <head>), which the
// docc binary embeds (compiler/docc/build.rs). `--tests` also bundles test/*.test.ts
// into build/test/ for node's test runner (Node 20 cannot run TypeScript directly).
import { parse } from 'acorn';
import { build, transform } from 'esbuild';
import { minify as terser } from 'terser';
import postcss from 'postcss';
import prefixer from 'postcss-prefix-selector';
import { readdirSync, readFileSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** React's production builds (CommonJS), by the specifier that names them. */
const REACT = {
  react: 'react/cjs/react.production.js',
  'react/jsx-runtime': 'react/cjs/react-jsx-runtime.production.js',
  'react-dom': 'react-dom/cjs/react-dom.production.js',
  'react-dom/client': 'react-dom/cjs/react-dom-client.production.js',
  scheduler: 'scheduler/cjs/scheduler.production.js',
};
/**
 * One of React's production CommonJS files as an ES module. Bundled as CommonJS, each module
 * is a closure that keeps every export it assigns (all of React's API, react-dom's preload
 * functions, hydrateRoot…) and every other module reads it through a property of its
 * `exports` object; as ES modules, esbuild drops the exports nobody imports and binds the
 * used ones directly (minified names for `React.__CLIENT_INTERNALS_…`, `Scheduler.unstable_now`):
 * 3.1 KB gzipped less. (The packages' index files are skipped: they only pick the production
 * or development build, and react-dom/client's tells React DevTools it was minified.) The files are React's own build output, so their shape is regular:
 * one `var A = require("a"), B = require("b");` statement and `exports.name = …` assignments
 * (one per name at the top level, the scheduler's `unstable_now` reassigned). Anything else
 * is an error, so that an upgrade that changes the shape fails the build instead of
 * shipping a broken bundle.
 */
function reactEsm(src, file) {
  const imports = [];
  src = src.replace(/^var ((?:\s*\w+ = require\("[^"]+"\),?)+);/m, (_, decls) => {
    for (const m of decls.matchAll(/(\w+) = require\("([^"]+)"\)/g)) imports.push(`import * as ${m[1]} from ${JSON.stringify(m[2])};`);
    return '';
  });
  const names = new Set();
  src = src.replace(/^exports\.(\w+) =/gm, (_, n) => (names.has(n) ? `$x_${n} =` : (names.add(n), `var $x_${n} =`)));
  src = src.replace(/\bexports\.(\w+)/g, (_, n) => {
    if (!names.has(n)) throw new Error(`${file}: exports.${n} is never assigned at the top level`);
    return `$x_${n}`;
  });
  if (/\brequire\(|\bexports\b|\bmodule\.exports\b/.test(src)) throw new Error(`${file}: CommonJS left after the conversion to an ES module`);
  return `${imports.join('\n')}\n${src}\nexport { ${[...names].map((n) => `$x_${n} as ${n}`).join(', ')} };\n`;
}
/**
 * Module variables of react-dom-client.production.js 19.3.1 that keep their initial value in the
 * runtime, with the number of assignments to each there. Every one of those writes the initial
 * value again or sits on a path the runtime never takes:
 * - the hydration state: the runtime never hydrates (mount.tsx renders with `createRoot` and
 *   removes the compiler's static HTML), and the state is written back to its initial value
 *   (`resetHydrationState`, `upgradeHydrationErrorsToRecoverable`) or on a hydration path: under
 *   `isHydrating`, in a branch for a dehydrated root, Suspense or Activity boundary (which only
 *   hydrateRoot makes), behind `fiber === hydrationParentFiber`, or in `queueHydrationError`
 *   (called from those paths only);
 * - `shouldStartViewTransition`: set only while committing a `<ViewTransition>` (a fiber of tag
 *   30, or a subtree with the static flag only such a fiber sets), which the runtime never renders.
 */
const CONSTANT = {
  isHydrating: ['!1', 6],
  hydrationParentFiber: ['null', 11],
  nextHydratableInstance: ['null', 17],
  hydrationErrors: ['null', 5],
  rootOrSingletonContext: ['!1', 7],
  shouldStartViewTransition: ['!1', 3],
};
/**
 * react-dom-client with the variables of CONSTANT as constants and each assignment to one
 * replaced by the value it writes in the runtime, so that the minifiers drop the code for
 * hydration and view transitions (4.1 KB gzipped). A count that differs (another React) is an
 * error: check the claims above again, then update the counts.
 */
function withConstants(src, file) {
  const cut = [];
  const visit = (node) => {
    if (node.type === 'AssignmentExpression' && node.left.type === 'Identifier' && Object.hasOwn(CONSTANT, node.left.name)) {
      cut.push(node);
      return; // a chain (`a = b = null`) goes as a whole
    }
    for (const v of Object.values(node)) {
      for (const c of Array.isArray(v) ? v : [v]) if (c && typeof c.type === 'string') visit(c);
    }
  };
  visit(parse(src, { ecmaVersion: 'latest' }));
  for (const [name, [, count]] of Object.entries(CONSTANT)) {
    let n = 0;
    for (const c of cut) {
      for (let x = c; x.type === 'AssignmentExpression'; x = x.right) {
        if (x.left.type !== 'Identifier' || !Object.hasOwn(CONSTANT, x.left.name) || x.operator !== '=') throw new Error(`${file}: ${src.slice(c.start, c.end)} also writes something else`);
        if (x.left.name === name) n++;
      }
    }
    if (n !== count) throw new Error(`${file}: ${n} assignments to ${name}, not ${count} (see CONSTANT in build.mjs)`);
  }
  // The assignment's value is the constant's (what a write of the initial value gives).
  for (const c of cut.sort((x, y) => y.start - x.start)) src = `${src.slice(0, c.start)}(${CONSTANT[c.left.name][0]})${src.slice(c.end)}`;
  for (const [name, [init]] of Object.entries(CONSTANT)) {
    const first = `var ${name} = ${init},\n  `, later = `\n  ${name} = ${init},\n`;
    if (src.includes(first)) src = src.replace(first, 'var ');
    else if (src.includes(later)) src = src.replace(later, '\n');
    else throw new Error(`${file}: the declaration of ${name} is not where build.mjs expects it`);
  }
  return `const ${Object.entries(CONSTANT).map(([name, [init]]) => `${name} = ${init}`).join(', ')};\n${src}`;
}
const esmReact = {
  name: 'esm-react',
  setup(b) {
    b.onResolve({ filter: /^(react|react-dom|scheduler)(\/[\w-]+)?$/ }, (a) => {
      if (!REACT[a.path]) throw new Error(`${a.importer}: ${a.path} is not one of build.mjs's REACT modules`);
      return { path: fileURLToPath(new URL(`node_modules/${REACT[a.path]}`, import.meta.url)), namespace: 'esm-react' };
    });
    b.onLoad({ filter: /.*/, namespace: 'esm-react' }, (a) => {
      let src = readFileSync(a.path, 'utf8');
      if (a.path.endsWith('react-dom-client.production.js')) src = withConstants(src, a.path);
      return { contents: reactEsm(src, a.path), loader: 'js', resolveDir: dirname(a.path) };
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
// The theme script runs in <head> before first paint: tiny, no imports (theme.js alone in a
// hosted page, head.js = theme + the landing page's guard in the single file).
await build({
  entryPoints: { head: 'src/head.ts', theme: 'src/theme.ts' },
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
console.log(`runtime: dist/runtime.js ${js} B, dist/runtime.css ${css} B (total ${((js + css) / 1024).toFixed(1)} KiB), dist/head.js ${size('dist/head.js')} B, dist/theme.js ${size('dist/theme.js')} B, dist/page.css ${size('dist/page.css')} B`);

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
