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

// Some of react-dom's state is constant in the runtime (build.mjs `CONSTANT`), so the minifiers
// drop the code for hydration (the runtime renders with createRoot), such as the reading of the
// form-state markers a server render leaves ("F!"), and for view transitions (it renders no
// <ViewTransition>), such as the calls of document.startViewTransition.
test('dist/runtime.js has no hydration or view-transition code', () => {
  const js = dist('runtime.js');
  assert.ok(!js.includes('"F!"'), 'hydration code');
  assert.ok(!js.includes('startViewTransition'), 'view-transition code');
});
