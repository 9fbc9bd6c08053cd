// Bundles the runtime with esbuild into dist/runtime.js + dist/runtime.css (+ dist/head.js, the
// theme script inlined in <head>), which the docc binary embeds (compiler/docc/build.rs). `--tests` also bundles test/*.test.ts
// into build/test/ for node's test runner (Node 20 cannot run TypeScript directly).
import { build } from 'esbuild';
import { readdirSync, mkdirSync, statSync } from 'node:fs';

const tests = process.argv.includes('--tests');
// --dev: unminified runtime with readable stack traces (never ship it).
const dev = process.argv.includes('--dev');
mkdirSync('dist', { recursive: true });
await build({
  entryPoints: { runtime: 'src/main.tsx' },
  bundle: true,
  minify: !dev,
  format: 'iife',
  target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
  define: { 'process.env.NODE_ENV': '"production"' },
  jsx: 'automatic',
  legalComments: 'none',
  outdir: 'dist',
  loader: { '.css': 'css' },
  logLevel: 'warning',
});
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
console.log(`runtime: dist/runtime.js ${js} B, dist/runtime.css ${css} B (total ${((js + css) / 1024).toFixed(1)} KiB), dist/head.js ${size('dist/head.js')} B`);

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
    packages: 'external',
    logLevel: 'warning',
  });
  // Not a test: the runtime's own pack reader for the e2e harness (tests/e2e) -> build/pack.mjs.
  await build({
    entryPoints: { pack: 'src/pack/load.ts' }, bundle: true, platform: 'node', format: 'esm', target: 'node20',
    outdir: 'build', outExtension: { '.js': '.mjs' }, packages: 'external', logLevel: 'warning',
  });
}
