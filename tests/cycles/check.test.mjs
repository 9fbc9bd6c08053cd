// The cycle checker finds a cycle where there is one and nothing where there is none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { graphsOf, report } from './check.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const fx = (p) => join(here, 'fixtures', p);
const found = async (opts) => (await graphsOf(opts)).flatMap(report);

test('a Rust cycle through a grouped use, a re-export and super:: is found', async () => {
  const c = await found({ rust: [fx('rust-cycle')] });
  assert.equal(c.length, 1, c.join('\n'));
  assert.match(c[0], /src\/a\.rs -> .*src\/b\.rs -> .*src\/a\.rs/);
});

test('parent/child nesting, one-way sibling uses, comments and strings are not cycles', async () => {
  assert.deepEqual(await found({ rust: [fx('rust-clean')] }), []);
});

test('a TypeScript cycle is found; type-only imports do not count', async () => {
  const c = await found({ ts: [fx('ts-cycle/main.ts')] });
  assert.equal(c.length, 1, c.join('\n'));
  assert.match(c[0], /a\.ts -> .*b\.ts -> .*a\.ts/);
  assert.deepEqual(await found({ ts: [fx('ts-clean/main.ts')] }), []);
});

test('the command exits 1 and prints the cycle, 0 when clean', () => {
  const bad = spawnSync('node', [join(here, 'check.mjs'), '--rust', fx('rust-cycle'), '--ts', fx('ts-cycle/main.ts')], { encoding: 'utf8' });
  assert.equal(bad.status, 1);
  assert.match(bad.stdout, /2 import cycle\(s\)/);
  const ok = execFileSync('node', [join(here, 'check.mjs'), '--rust', fx('rust-clean'), '--ts', fx('ts-clean/main.ts')], { encoding: 'utf8' });
  assert.match(ok, /no import cycles/);
});
