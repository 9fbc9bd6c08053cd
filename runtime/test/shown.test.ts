// App's `useShown` (components/App.tsx): the host hears that a route is shown (`onNavigate`, and
// `mount`'s `ready` on the first route) and the page view is counted once the page has rendered,
// not while its placeholder waits for the page's chunk (a single file still streaming in, a hosted
// chunk on its way). React runs the effect here on a stand-in for the few DOM objects react-dom
// touches when the tree renders nothing; the browser side is tests/e2e/stream.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { useShown } from '../src/components/App';
import type { Nav } from '../src/router';
import type { Site } from '../src/state/pack';

function fakeDom() {
  const g = globalThis as Record<string, unknown>;
  const noop = () => {};
  const win = { HTMLIFrameElement: class {}, addEventListener: noop, removeEventListener: noop };
  g.window = win;
  g.IS_REACT_ACT_ENVIRONMENT = true;
  const doc = { nodeType: 9, activeElement: null, body: null, defaultView: win, addEventListener: noop, removeEventListener: noop };
  return { nodeType: 1, nodeName: 'DIV', tagName: 'DIV', ownerDocument: doc, addEventListener: noop, removeEventListener: noop, textContent: '' };
}

test('a route is announced once its page has rendered, not while its placeholder waits', async () => {
  const shownCalls: [string, string, string][] = [];
  const site = { page: false, manifest: { site: {} }, onShow: (route: string, hash: string, title: string) => shownCalls.push([route, hash, title]) } as unknown as Site;
  const nav = { path: '/docs/last', hash: 'usage', kind: 'init' } as Nav;
  function Probe({ shown, waiting }: { shown: Nav; waiting: boolean }) {
    useShown(site, shown, 'Last page', waiting);
    return null;
  }
  const root = createRoot(fakeDom() as unknown as HTMLElement);
  try {
    await act(() => root.render(createElement(Probe, { shown: nav, waiting: true })));
    assert.deepEqual(shownCalls, [], 'nothing is announced while the placeholder is shown');
    await act(() => root.render(createElement(Probe, { shown: nav, waiting: false })));
    assert.deepEqual(shownCalls, [['/docs/last', 'usage', 'Last page']], 'announced once the page has arrived');
    // A page already decoded is announced at once, and once.
    const next = { path: '/docs/first', hash: '', kind: 'push' } as Nav;
    await act(() => root.render(createElement(Probe, { shown: next, waiting: false })));
    assert.deepEqual(shownCalls.slice(1), [['/docs/first', '', 'Last page']]);
  } finally {
    await act(() => root.unmount());
  }
});
