// No dead CSS: every class a stylesheet of runtime/src names must be produced by some code,
// the runtime's components (runtime/src) or the compiler's own HTML (compiler/**/src: the
// no-JS static pages of static_html.rs, the hosted page's shell), so rules for markup that
// no longer exists cannot pile up in the bytes every site ships (the runtime's size budget).
//
// A class counts as produced when it is a whole word of a string literal of that code, or
// when it starts with the fixed part of a template that builds class names: `api-method--${m}`
// (TypeScript) or "api-method--{}" (a Rust format string) produce every `api-method--*`.
// Those prefixes are read from the code itself, so a new template needs no list kept here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

function files(dir: string, ext: string[], out: string[] = []): string[] {
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) { if (f !== 'tests' && f !== 'target' && f !== 'node_modules') files(p, ext, out); }
    else if (ext.some((e) => p.endsWith(e))) out.push(p);
  }
  return out;
}

/** Class names of a stylesheet's selectors. */
export function cssClasses(css: string): Set<string> {
  const out = new Set<string>();
  postcss.parse(css).walkRules((r) => {
    for (const m of r.selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) out.add(m[1]);
  });
  return out;
}

/** String literals of TypeScript or Rust source ('…', "…", `…`; Rust raw strings are "…" too). */
export function literals(src: string): string[] {
  return [...src.matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/** Fixed parts of class-building templates: `x--${…}` (TS) and "x--{…}" (Rust format strings). */
export function templatePrefixes(lits: string[]): string[] {
  const out = new Set<string>();
  for (const l of lits) for (const m of l.matchAll(/(?<![\w-])([a-z][\w-]*?(?:--|__|-)[\w]*)(?:\$\{|\{[\w.]*\})/g)) out.add(m[1]);
  return [...out];
}

test('every class of the runtime stylesheets is produced by the runtime or the compiler', () => {
  const css = files(join(repo, 'runtime/src'), ['.css']).map((f) => readFileSync(f, 'utf8')).join('\n');
  const code = [...files(join(repo, 'runtime/src'), ['.ts', '.tsx']), ...files(join(repo, 'compiler'), ['.rs'])]
    .filter((f) => !f.endsWith('pack/schema.ts'))
    .map((f) => readFileSync(f, 'utf8'));
  const lits = code.flatMap(literals);
  const words = new Set(lits.flatMap((l) => l.split(/[^\w-]+/)));
  const prefixes = templatePrefixes(lits);
  const classes = cssClasses(css);
  assert.ok(classes.size > 200 && words.has('markdown') && prefixes.includes('api-method--'), 'the sources were read');
  const dead = [...classes].filter((c) => !words.has(c) && !prefixes.some((p) => c.startsWith(p))).sort();
  assert.deepEqual(dead, [], `classes no code produces (delete their rules, or the code that stopped producing them was wrong): ${dead.join(' ')}`);
});

test('the check finds a class nobody produces', () => {
  const classes = cssClasses('.used, .tk-x { color: red } @media print { .gone > .used { margin: 0 } }');
  assert.deepEqual([...classes].sort(), ['gone', 'tk-x', 'used']);
  const lits = literals('const a = "used"; f(`tk-${k}`);');
  assert.deepEqual(templatePrefixes(lits), ['tk-']);
});
