// Type-checks every TypeScript code block of a docs tree (docs/ and pages/) against the site's SDK declarations.
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
// The ```ts blocks inside the doc comments of content/sdk (the reference's @example sections)
// are checked the same way, against the same declarations. An example may use a value it does
// not define (`new Offer(offerAddress)`): each lower-camel-case name tsc reports as unknown (TS2304, TS2552,
// TS18004) in an example is declared as `any` and the examples are checked again, so the calls themselves (names,
// arities, argument and field types) are still checked while placeholders stay short.
//
// With --real, the same blocks and examples are checked against the real packages instead of
// content/sdk: `o1js`, `mina-signer`, `@silvana-one/api` and `@hey-api/client-fetch` from the
// registry (tests/docs-typecheck/package.json, pinned exactly; `npm ci` there first), and the
// five @silvana-one packages the registry lacks (abi, nft, storage, token, upgradable) from the
// silvana-lib 0.3.0 sources vendored in fixtures/silvana-lib-0.3.0, compiled from their .ts
// sources against the real o1js, with the compiler options that repository builds with
// (experimentalDecorators, useDefineForClassFields false, strictPropertyInitialization false).
// So a call that compiles only because content/sdk or a stand-in declares it loosely fails here.
// A block or example that cannot be checked against the real packages is listed with a reason
// in real-exceptions.json (`file:line`); it is still checked by the first mode, and an entry
// that names no block fails, so the list cannot go stale.
//
// Usage: node tests/docs-typecheck/check.mjs [--real] [site-dir]   (default: content)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const args = process.argv.slice(2);
const real = args.includes('--real');
const site = resolve(args.find((a) => !a.startsWith('--')) ?? join(root, 'content'));
/** The registry packages of --real (tests/docs-typecheck/node_modules) and the vendored sources. */
const realModules = join(here, 'node_modules');
const vendored = join(here, 'fixtures/silvana-lib-0.3.0/packages');
const VENDORED = ['abi', 'nft', 'storage', 'token', 'upgradable'];
const docs = join(site, 'docs');
const pages = join(site, 'pages'); // the site's standalone pages (optional)
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
// --real: blocks that cannot be checked against the real packages, by `<file relative to the site>:<line>`.
const exceptionsFile = join(here, 'real-exceptions.json');
const exceptions = new Map(real ? JSON.parse(readFileSync(exceptionsFile, 'utf8')).exceptions.map((e) => [e.block, e.reason]) : []);
const excepted = new Set();
/** Whether --real leaves this block out (listed in real-exceptions.json); a listed block is still checked against content/sdk. */
const isExcepted = (file, line) => {
  const key = `${relative(site, file).split('\\').join('/')}:${line}`;
  if (!exceptions.has(key)) return false;
  excepted.add(key);
  return true;
};
const blocks = [...markdownFiles(docs), ...(existsSync(pages) ? markdownFiles(pages) : [])].flatMap((md) => fencedBlocks(readFileSync(md, 'utf8')).map((b) => ({ ...b, md })))
  .filter((b) => LANGS.has(b.lang));
const titleOf = (meta) => /title=(?:"([^"]*)"|'([^']*)')/.exec(meta)?.slice(1).find((t) => t !== undefined) ?? '';
const fileTitle = (b) => (/^[\w-][\w./-]*\.tsx?$/.test(titleOf(b.meta)) && !titleOf(b.meta).includes('..') ? titleOf(b.meta) : '');
const titleCount = new Map();
for (const b of blocks) if (fileTitle(b)) titleCount.set(fileTitle(b), (titleCount.get(fileTitle(b)) ?? 0) + 1);
for (const b of blocks) {
  {
    const md = b.md;
    if (isFragment(b.meta)) { skipped++; continue; }
    if (isExcepted(md, b.line)) continue;
    const own = fileTitle(b);
    ++checked;
    const name = own && titleCount.get(own) === 1 && !/^block\d+\./.test(own) ? own : `block${String(checked).padStart(3, '0')}.${b.lang === 'tsx' ? 'tsx' : 'ts'}`;
    // `export {}` makes every block a module: no clashes between blocks, top-level await allowed.
    mkdirSync(dirname(join(work, name)), { recursive: true });
    writeFileSync(join(work, name), `${b.code}\nexport {};\n`);
    origin.set(name, { md: relative(root, md), line: b.line });
  }
}
// @example blocks of the SDK declarations: every ```ts fence inside a /** */ comment.
/** TypeScript files under dir (the stand-ins of other packages in external/ excluded). */
function sdkFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? (e.name === 'external' ? [] : sdkFiles(join(dir, e.name))) : /\.ts$/.test(e.name) ? [join(dir, e.name)] : []))
    .sort();
}
/** Code blocks of the doc comments of one file, with the file line of their first code line. */
export function docCommentBlocks(text) {
  const out = [];
  for (const m of text.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
    const startLine = text.slice(0, m.index).split('\n').length; // line of "/**"
    const body = m[0].split('\n').map((l) => l.replace(/^\s*\/?\*+\/?\s?/, '').replace(/\*\/\s*$/, ''));
    for (const b of fencedBlocks(body.join('\n'))) out.push({ ...b, line: startLine + b.line - 1 });
  }
  return out;
}
const examples = []; // { name, file, line, code }
for (const f of sdkFiles(sdk)) {
  for (const b of docCommentBlocks(readFileSync(f, 'utf8'))) {
    if (!LANGS.has(b.lang) || isFragment(b.meta) || isExcepted(f, b.line)) continue;
    const name = `example${String(examples.length + 1).padStart(3, '0')}.ts`;
    examples.push({ name, file: f, line: b.line, code: b.code });
    origin.set(name, { md: relative(root, f), line: b.line });
  }
}
const writeExamples = (free) => {
  for (const e of examples) {
    const names = [...(free.get(e.name) ?? [])].sort();
    // The placeholder declarations go on the block's first line, so line numbers stay those of the code.
    const head = names.length ? names.map((n) => `declare const ${n}: any; `).join('') : '';
    const lines = e.code.split('\n');
    lines[0] = head + lines[0]; // TypeScript accepts declarations before imports
    writeFileSync(join(work, e.name), `${lines.join('\n')}\nexport {};\n`);
  }
};
writeExamples(new Map());
checked += examples.length;

/** Where the package names resolve: content/sdk and its stand-ins, or (--real) the real packages. */
const siteResolution = {
  baseUrl: sdk,
  paths: {
    'o1js': ['external/o1js.ts'], '@hey-api/client-fetch': ['external/hey-api-client-fetch.ts'], 'mina-signer': ['external/mina-signer.ts'],
    '@silvana-one/*': ['*/index.ts'],
  },
};
// --real: the registry packages through an ordinary node_modules lookup (the blocks' folder links
// to tests/docs-typecheck/node_modules, where the vendored sources find o1js too); the packages the
// registry lacks map to their vendored sources. Any other @silvana-one name is left to fail.
const realResolution = {
  paths: Object.fromEntries(VENDORED.map((p) => [`@silvana-one/${p}`, [join(vendored, p, 'src/index.ts')]])),
  // silvana-lib's own tsconfig.json at 0.3.0 (what o1js contracts need), on top of --strict; without
  // strictPropertyInitialization: false the vendored sources themselves fail (metadata.ts, whitelist.ts: TS2564).
  experimentalDecorators: true, emitDecoratorMetadata: true, useDefineForClassFields: false, strictPropertyInitialization: false,
};
if (real) {
  for (const p of ['o1js', 'mina-signer', '@silvana-one/api', '@hey-api/client-fetch']) {
    if (!existsSync(join(realModules, p, 'package.json'))) {
      console.error(`docs type-check --real: ${relative(root, join(realModules, p))} is missing; run \`npm ci\` in ${relative(root, here)} (just docs-typecheck does)`);
      process.exit(1);
    }
  }
  symlinkSync(realModules, join(work, 'node_modules'), 'dir');
}
writeFileSync(join(work, 'tsconfig.json'), JSON.stringify({
  compilerOptions: {
    strict: true, noEmit: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2022', 'DOM'],
    jsx: 'react-jsx', skipLibCheck: true, typeRoots: [join(root, 'runtime/node_modules/@types')], types: ['node'],
    ...(real ? realResolution : siteResolution),
  },
  // tsc's default `exclude` keeps the node_modules link out of these globs.
  include: [join(work, '**/*.ts'), join(work, '**/*.tsx')],
}, null, 2));

const runTsc = () => (checked ? spawnSync(process.execPath, [tsc, '-p', join(work, 'tsconfig.json'), '--pretty', 'false'], { encoding: 'utf8', cwd: work }) : { status: 0, stdout: '' });
let r = runTsc();
// Second pass: names an example uses without defining become `any` placeholders.
const free = new Map();
for (const l of (r.stdout ?? '').split('\n')) {
  // TS2304 unknown name, TS2552 unknown name with a suggestion, TS18004 shorthand property without a value.
  const m = /^(example\d+\.ts)\(\d+,\d+\): error TS(?:2304|2552|18004): (?:Cannot find name|No value exists in scope for the shorthand property) '([^']+)'/.exec(l);
  // Only value-like names (lower camel case: `bidAddress`, `tokenId`) become placeholders; an unknown
  // PascalCase name is almost always a class or factory the example forgot to import or misspelt.
  if (m && /^[a-z_$]/.test(m[2])) free.set(m[1], new Set([...(free.get(m[1]) ?? []), m[2]]));
}
if (free.size) {
  writeExamples(free);
  r = runTsc();
}
const problems = [];
for (const l of (r.stdout + (r.stderr ?? '')).split('\n').filter(Boolean)) {
  const m = /^(.*?\.tsx?)\((\d+),(\d+)\): (.*)$/.exec(l);
  const o = m && origin.get(relative(work, resolve(work, m[1])).split('\\').join('/'));
  if (o) problems.push(`${o.md}:${o.line + Number(m[2]) - 1}:${m[3]}: ${m[4]}`);
  // An error in a file that is no block (a vendored 0.3.0 source under --real): named from the repository root.
  else if (m) problems.push(`${relative(root, resolve(work, m[1]))}:${m[2]}:${m[3]}: ${m[4]}`);
  else if (/error TS/.test(l) || !/^\s/.test(l)) problems.push(l.replace(work, '<blocks>'));
  else problems[problems.length - 1] += '\n' + l;
}
for (const key of exceptions.keys()) {
  if (!excepted.has(key)) problems.push(`${relative(root, exceptionsFile)}: the exception for ${key} names no TypeScript block of ${relative(root, site)}; remove it`);
}
if (process.env.DOCS_TSC_KEEP) console.error(`docs type-check: blocks kept in ${work}`);
else rmSync(work, { recursive: true, force: true });
if (r.status !== 0 || problems.length) {
  console.error(`docs type-check: ${problems.length} problem(s) in ${checked} TypeScript block(s):\n${problems.join('\n')}\n` +
    (real
      ? 'Fix the example where the real packages show it is wrong (and content/sdk where it declares the call differently), or list a block that cannot be checked against the real packages in real-exceptions.json with a reason (see README).'
      : 'Fix the example, or mark an excerpt that cannot compile on its own with `fragment` in the fence meta (see README).'));
  process.exit(1);
}
const version = (p) => JSON.parse(readFileSync(join(realModules, p, 'package.json'), 'utf8')).version;
const against = real
  ? `the real packages (registry: o1js ${version('o1js')}, mina-signer ${version('mina-signer')}, @silvana-one/api ${version('@silvana-one/api')}, ` +
    `@hey-api/client-fetch ${version('@hey-api/client-fetch')}; silvana-lib 0.3.0 sources: @silvana-one/{${VENDORED.join(',')}}); ${excepted.size} block(s) excepted in ${relative(root, exceptionsFile)}`
  : relative(root, sdk);
console.log(`docs type-check${real ? ' --real' : ''}: ${checked} TypeScript block(s) (${examples.length} of them @example blocks of ${relative(root, sdk)}) compile with tsc --strict against ${against} (${skipped} fragment(s) skipped)`);
