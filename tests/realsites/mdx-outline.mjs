// The reference side of `just measure-mdx` (issue 35: the hand layer, nom or markdown-rs?).
// For every `.mdx` file of the real repositories in a folder (default /work/realsites; each
// repository as fetched, node_modules and build output left out), writes one JSON line: the file,
// the major version of Docusaurus the repository uses, whether MDX 3 as Docusaurus 3 runs it (`mdxParser`, after Docusaurus's `mdx1Compat`
// preprocessing) accepts it, where it refuses it, and its JSX flow elements in document order
// with how many JSX elements enclose each (directives, lists and quotes are transparent). The
// Rust side (compiler/mdx-measure) reads these lines and sets docc's hand layer and markdown-rs
// against them.
//
//   node tests/realsites/mdx-outline.mjs [/work/realsites] > build/mdx-reference.jsonl
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { mdxParser, preprocess } from './common.mjs';

const root = process.argv[2] ?? '/work/realsites';
const SKIP = new Set(['node_modules', '.git', 'build', '.docusaurus', 'dist', '.cache']);
// Larger files are generated API dumps, not pages people write.
const MAX_BYTES = 512 * 1024;
const compat = { comments: true, headingIds: true, admonitions: true };

function* mdxFiles(dir) {
  for (const name of readdirSync(dir).sort()) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    const st = statSync(path, { throwIfNoEntry: false });
    if (!st) continue;
    if (st.isDirectory()) yield* mdxFiles(path);
    else if (name.endsWith('.mdx') && st.size <= MAX_BYTES) yield path;
  }
}

/** The flow elements of `tree` in document order with their JSX depth. */
function outline(tree) {
  const out = [];
  const walk = (node, depth) => {
    for (const c of node.children ?? []) {
      if (c.type === 'mdxJsxFlowElement') {
        out.push({ name: c.name ?? '', depth, line: c.position?.start.line ?? 0 });
        walk(c, depth + 1);
      } else if (c.type !== 'code') walk(c, depth);
    }
  };
  walk(tree, 0);
  return out;
}

/** The major version of @docusaurus/core the repository asks for (2 sites read MDX 1, leniently). */
function docusaurusMajor(dir) {
  for (const p of ['package.json', 'website/package.json', 'docs/package.json']) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, p), 'utf8'));
      const v = pkg.dependencies?.['@docusaurus/core'] ?? pkg.devDependencies?.['@docusaurus/core'];
      if (v) return Number(v.match(/\d+/)?.[0]) || null;
    } catch { /* not there */ }
  }
  return null;
}

let n = 0;
for (const repo of readdirSync(root).sort()) {
  const dir = join(root, repo);
  if (!statSync(dir).isDirectory()) continue;
  const docusaurus = docusaurusMajor(dir);
  for (const file of mdxFiles(dir)) {
    const text = preprocess(readFileSync(file, 'utf8'), compat);
    const line = { repo, docusaurus, file: relative(root, file), ok: true, error: null, flow: [] };
    try {
      line.flow = outline(mdxParser(true, compat).parse(text));
    } catch (e) {
      line.ok = false;
      line.error = { line: e.line ?? e.place?.line ?? 0, column: e.column ?? e.place?.column ?? 0, message: String(e.reason ?? e.message).split('\n')[0] };
    }
    process.stdout.write(JSON.stringify(line) + '\n');
    n++;
  }
}
process.stderr.write(`${n} .mdx files read\n`);
