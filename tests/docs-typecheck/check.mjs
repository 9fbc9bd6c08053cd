// Type-checks every TypeScript code block of a docs tree against the site's SDK declarations.
//
// Why: the docs show calls into @silvana-one/* that readers copy; a renamed field or a
// wrong argument type in an example should fail CI, not the reader. Each ```ts / ```typescript
// block becomes its own module, the package names resolve to content/sdk (o1js and
// @hey-api/client-fetch to the stand-ins in content/sdk/external), and `tsc --noEmit --strict`
// checks them all in one run. A block whose fence meta holds the word `fragment`
// (```ts title="x.ts" fragment) is an excerpt that cannot compile alone and is skipped.
// A block titled with a file name that no other block uses (title="lib.ts") is written
// under that name, so other blocks, on any page, can import it (`from "./lib.js"`): the
// docs explain a helper once and import it elsewhere instead of re-implementing it.
//
// Usage: node tests/docs-typecheck/check.mjs [site-dir]   (default: content)
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const site = resolve(process.argv[2] ?? join(root, 'content'));
const docs = join(site, 'docs');
const sdk = join(site, 'sdk');
const tsc = join(root, 'runtime/node_modules/typescript/bin/tsc');
const LANGS = new Set(['ts', 'typescript', 'tsx']);

/** Markdown files under dir, sorted for stable output. */
function markdownFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? markdownFiles(join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [join(dir, e.name)] : []))
    .sort();
}

/** Fenced code blocks of one Markdown file: { lang, meta, line (1-based, first code line), code }. */
export function fencedBlocks(text) {
  const lines = text.split('\n');
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^( {0,3})(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const fence = open[2];
    const body = [];
    let j = i + 1;
    while (j < lines.length && !new RegExp(`^ {0,3}${fence[0]}{${fence.length},}\\s*$`).test(lines[j])) body.push(lines[j++]);
    out.push({ lang: open[3].toLowerCase(), meta: open[4], line: i + 2, code: body.join('\n') });
    i = j;
  }
  return out;
}

const isFragment = (meta) => /(^|\s)fragment(\s|$)/.test(meta.replace(/"[^"]*"|'[^']*'/g, '""'));

const work = mkdtempSync(join(tmpdir(), 'docc-docs-tsc-'));
const origin = new Map(); // block file name -> { md, line }
let checked = 0, skipped = 0;
const blocks = markdownFiles(docs).flatMap((md) => fencedBlocks(readFileSync(md, 'utf8')).map((b) => ({ ...b, md })))
  .filter((b) => LANGS.has(b.lang));
const titleOf = (meta) => /title=(?:"([^"]*)"|'([^']*)')/.exec(meta)?.slice(1).find((t) => t !== undefined) ?? '';
const fileTitle = (b) => (/^[\w-][\w./-]*\.tsx?$/.test(titleOf(b.meta)) && !titleOf(b.meta).includes('..') ? titleOf(b.meta) : '');
const titleCount = new Map();
for (const b of blocks) if (fileTitle(b)) titleCount.set(fileTitle(b), (titleCount.get(fileTitle(b)) ?? 0) + 1);
for (const b of blocks) {
  {
    const md = b.md;
    if (isFragment(b.meta)) { skipped++; continue; }
    const own = fileTitle(b);
    ++checked;
    const name = own && titleCount.get(own) === 1 && !/^block\d+\./.test(own) ? own : `block${String(checked).padStart(3, '0')}.${b.lang === 'tsx' ? 'tsx' : 'ts'}`;
    // `export {}` makes every block a module: no clashes between blocks, top-level await allowed.
    mkdirSync(dirname(join(work, name)), { recursive: true });
    writeFileSync(join(work, name), `${b.code}\nexport {};\n`);
    origin.set(name, { md: relative(root, md), line: b.line });
  }
}
writeFileSync(join(work, 'tsconfig.json'), JSON.stringify({
  compilerOptions: {
    strict: true, noEmit: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2022', 'DOM'],
    jsx: 'react-jsx', skipLibCheck: true, typeRoots: [join(root, 'runtime/node_modules/@types')], types: ['node'],
    baseUrl: sdk,
    paths: {
      'o1js': ['external/o1js.ts'], '@hey-api/client-fetch': ['external/hey-api-client-fetch.ts'], 'mina-signer': ['external/mina-signer.ts'],
      '@silvana-one/*': ['*/index.ts'],
    },
  },
  include: [join(work, '**/*.ts'), join(work, '**/*.tsx')],
}, null, 2));

const r = checked ? spawnSync(process.execPath, [tsc, '-p', join(work, 'tsconfig.json'), '--pretty', 'false'], { encoding: 'utf8', cwd: work }) : { status: 0, stdout: '' };
const problems = [];
for (const l of (r.stdout + (r.stderr ?? '')).split('\n').filter(Boolean)) {
  const m = /^(.*?\.tsx?)\((\d+),(\d+)\): (.*)$/.exec(l);
  const o = m && origin.get(relative(work, resolve(work, m[1])).split('\\').join('/'));
  if (o) problems.push(`${o.md}:${o.line + Number(m[2]) - 1}:${m[3]}: ${m[4]}`);
  else if (/error TS/.test(l) || !/^\s/.test(l)) problems.push(l.replace(work, '<blocks>'));
  else problems[problems.length - 1] += '\n' + l;
}
rmSync(work, { recursive: true, force: true });
if (r.status !== 0 || problems.length) {
  console.error(`docs type-check: ${problems.length} problem(s) in ${checked} TypeScript block(s):\n${problems.join('\n')}\n` +
    'Fix the example, or mark an excerpt that cannot compile on its own with `fragment` in the fence meta (see README).');
  process.exit(1);
}
console.log(`docs type-check: ${checked} TypeScript block(s) compile with tsc --strict against ${relative(root, sdk)} (${skipped} fragment(s) skipped)`);
