// The renderers and readers of the pack's tagged unions are exhaustive at compile time: each is
// an object of a generated `…Handlers` type (schema.ts, from compiler/schemagen), so a variant
// added to `Block` or `Inline` fails tsc (TS2741, "Property 'X' is missing") in every one of
// them until it is handled, as a Rust `match` without its arm fails rustc. Proved here by doing
// it: the runtime's sources are copied, schema.ts gets a new variant in each union, and tsc
// must name every handler object of that union, in at least the files listed, and nothing else.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const runtime = fileURLToPath(new URL('../..', import.meta.url));

/** Files that must render or read every variant: a switch or if-chain there would fail this. */
const MUST = {
  Badge: ['src/components/blocks/Blocks.tsx', 'src/search/units.ts', 'src/pack/text.ts'],
  Kbd: ['src/components/blocks/Inlines.tsx', 'src/pack/text.ts'],
};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

test('a Block or Inline variant without a handler fails tsc in every renderer and reader', () => {
  // Inside runtime/ so that the copy resolves react's types from runtime/node_modules.
  const tmp = mkdtempSync(join(runtime, 'build', 'exhaustive-'));
  try {
    cpSync(join(runtime, 'src'), join(tmp, 'src'), { recursive: true });
    writeFileSync(join(tmp, 'tsconfig.json'), readFileSync(join(runtime, 'tsconfig.json')));
    const schema = join(tmp, 'src/pack/schema.ts');
    const before = readFileSync(schema, 'utf8');
    const after = before
      .replace(/^export type Block =\n/m, '$&  | { Badge: string }\n')
      .replace(/^export type Inline =\n/m, '$&  | { Kbd: string }\n');
    assert.equal(after.split('\n').length, before.split('\n').length + 2, 'schema.ts has the unions `Block` and `Inline` as schemagen writes them');
    writeFileSync(schema, after);

    // Every object declared with the union's handler type, found in the sources.
    const declared: Record<string, Set<string>> = { Badge: new Set(), Kbd: new Set() };
    for (const f of files(join(tmp, 'src'))) {
      const text = readFileSync(f, 'utf8');
      const rel = relative(tmp, f);
      for (const m of text.matchAll(/^(?:export )?const (\w+): (Block|Inline)Handlers</gm)) declared[m[2] === 'Block' ? 'Badge' : 'Kbd'].add(`${rel} ${m[1]}`);
    }

    const tsc = spawnSync(process.execPath, [join(runtime, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', tmp], { cwd: tmp, encoding: 'utf8' });
    const errors = tsc.stdout.split('\n').filter((l) => /error TS\d+/.test(l));
    assert.notEqual(tsc.status, 0, 'tsc accepted a Block and an Inline variant that nothing handles');
    const other = errors.filter((l) => !/error TS2741: Property '(Badge|Kbd)' is missing in type/.test(l));
    assert.deepEqual(other, [], 'only the missing handlers are errors');

    for (const [variant, must] of Object.entries(MUST)) {
      const hits = errors.filter((l) => l.includes(`'${variant}'`));
      const where = new Set(hits.map((l) => l.slice(0, l.indexOf('('))));
      for (const f of must) assert.ok(where.has(f), `${f} compiles without a handler for ${variant}`);
      for (const d of declared[variant]) assert.ok(where.has(d.split(' ')[0]), `${d} was not reported missing ${variant}`);
      assert.equal(hits.length, declared[variant].size, `one error per ${variant === 'Badge' ? 'Block' : 'Inline'}Handlers object: ${[...declared[variant]].join(', ')}`);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});
