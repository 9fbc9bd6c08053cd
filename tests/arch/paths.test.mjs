// ARCHITECTURE.md names only files and folders that exist (tests/arch/paths.mjs), and the
// checker finds the ones that do not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, expand, exists, missing, references, tree } from './paths.mjs';

const t = {
  files: ['compiler/docc/src/emit.rs', 'compiler/config/src/config/docusaurus.rs', 'runtime/src/components/App.tsx', 'compiler/openapi/tests/pathological.rs'],
  dirs: ['compiler', 'compiler/docc', 'compiler/docc/src', 'compiler/config/src/config', 'runtime', 'runtime/src', 'runtime/src/components', 'compiler/openapi', 'compiler/openapi/tests'],
};

test('every path ARCHITECTURE.md names exists', () => {
  const gone = missing(readFileSync(path.join(ROOT, 'ARCHITECTURE.md'), 'utf8'));
  assert.deepEqual(gone.map(([ref, p]) => (ref === p ? ref : `${p} (from ${ref})`)), [], 'ARCHITECTURE.md names files that do not exist: move the claim with the code');
});

test('ARCHITECTURE.md names files at all (the check is not vacuous)', () => {
  const refs = references(readFileSync(path.join(ROOT, 'ARCHITECTURE.md'), 'utf8'));
  assert.ok(refs.length > 150, `${refs.length} references`);
  assert.ok(refs.includes('compiler/docc/src/static_html.rs'));
});

test('references: paths and file names, not routes, packages, placeholders or code', () => {
  const text = 'See `compiler/docc/src/emit.rs`, `App.tsx`, `components/api/`, [x](runtime/src/x.ts#L3), `/api/...`, `/usr/bin/time`, `@silvana-one/api`, '
    + '`assets/img.<hash>.<ext>`, `.js`, `a.b()`, `let x = 1;`, `Block`, `compiler/{a,b}.rs`.';
  assert.deepEqual(references(text), ['compiler/docc/src/emit.rs', 'App.tsx', 'components/api/', 'compiler/{a,b}.rs', 'runtime/src/x.ts']);
});

test('resolution: full paths, path suffixes at a `/`, braces, globs', () => {
  assert.ok(exists('compiler/docc/src/emit.rs', t));
  assert.ok(exists('App.tsx', t));
  assert.ok(exists('config/docusaurus.rs', t));
  assert.ok(exists('components/', t));
  assert.ok(exists('compiler/*/tests/pathological.rs', t));
  assert.ok(!exists('mit.rs', t), 'a suffix must start at a `/`');
  assert.ok(!exists('compiler/docc/src/gone.rs', t));
  assert.ok(!exists('compiler/*/tests/gone.rs', t));
  assert.deepEqual(expand('src/{config,inputs}.rs'), ['src/config.rs', 'src/inputs.rs']);
});

test('missing: reports each name that resolves to nothing, after brace expansion', () => {
  const text = '`compiler/docc/src/{emit,gone}.rs` and `diag.rs` and `App.tsx` and `runtime/dist/` (built)';
  assert.deepEqual(missing(text, t), [['compiler/docc/src/{emit,gone}.rs', 'compiler/docc/src/gone.rs'], ['diag.rs', 'diag.rs']]);
});

test('a copy without git: the folder is walked instead, build outputs skipped', async () => {
  const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const dir = mkdtempSync(path.join(tmpdir(), 'docc-arch-'));
  try {
    mkdirSync(path.join(dir, 'compiler/docc/src'), { recursive: true });
    mkdirSync(path.join(dir, 'runtime/dist'), { recursive: true });
    writeFileSync(path.join(dir, 'compiler/docc/src/emit.rs'), '');
    writeFileSync(path.join(dir, 'runtime/dist/runtime.js'), '');
    const t = tree(dir);
    assert.ok(t.files.includes('compiler/docc/src/emit.rs') && !t.files.some((f) => f.startsWith('runtime/dist')), JSON.stringify(t.files));
    assert.deepEqual(missing('`compiler/docc/src/emit.rs`, `runtime/dist/`, `compiler/gone.rs`', t, dir), [['compiler/gone.rs', 'compiler/gone.rs']]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
