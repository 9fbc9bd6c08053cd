// The shipped bundle (dist/runtime.js, built by `npm test` before the tests run): the e2e test
// hooks of components/App.tsx are compiled out (`__DOCC_TEST_HOOKS__` is false), so no page can
// be made to crash or stall by setting a global.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const dist = (f: string) => readFileSync(new URL(`../../dist/${f}`, import.meta.url), 'utf8');

test('dist/runtime.js carries no test hook', () => {
  const js = dist('runtime.js');
  assert.ok(js.length > 10_000, 'the bundle was built');
  for (const hook of ['__doccThrow', '__doccSlowRoute', 'Test crash requested', '__DOCC_TEST_HOOKS__']) assert.ok(!js.includes(hook), hook);
});

// React's CommonJS builds are bundled as ES modules (build.mjs `reactEsm`): no module is wrapped
// in esbuild's CommonJS shim, whose `{exports:{}}` object would keep every export alive.
test('dist/runtime.js bundles React as ES modules, without a CommonJS wrapper', () => {
  const js = dist('runtime.js');
  assert.ok(!js.includes('exports:{}'), 'a CommonJS module is wrapped');
  assert.ok(!/\brequire\(/.test(js), 'a require() is left');
});

// React's hydration state is constant (build.mjs `withoutHydration`): the runtime renders with
// createRoot, so the minifiers drop the hydration code, such as the reading of the form-state
// markers a server render leaves ("F!"), which nothing else reads.
test('dist/runtime.js has no hydration code', () => {
  assert.ok(!dist('runtime.js').includes('"F!"'));
});
