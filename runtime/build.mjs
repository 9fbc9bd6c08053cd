// Bundles the runtime with esbuild into dist/runtime.js + dist/runtime.css, which the
// docc binary embeds (compiler/docc/build.rs). `--tests` also bundles test/*.test.ts
// into build/test/ for node's test runner (Node 20 cannot run TypeScript directly).
import { build } from 'esbuild';
import { readdirSync, mkdirSync, statSync } from 'node:fs';

const tests = process.argv.includes('--tests');
mkdirSync('dist', { recursive: true });
await build({
  entryPoints: { runtime: 'src/main.tsx' },
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
  define: { 'process.env.NODE_ENV': '"production"' },
  jsx: 'automatic',
  legalComments: 'none',
  outdir: 'dist',
  loader: { '.css': 'css' },
  logLevel: 'warning',
});
const size = (f) => statSync(f).size;
console.log(`runtime: dist/runtime.js ${size('dist/runtime.js')} B, dist/runtime.css ${size('dist/runtime.css')} B`);

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
}
