// Unit tests of chrome logic that needs no browser: the gtag wiring (against a fake window and
// document) and the collapse animation length. The browser behaviour is in tests/e2e.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GTAG_SRC, pageView, startAnalytics } from '../src/analytics';
import { collapseDuration } from '../src/components/Collapsible';

test('collapse length grows with the height and is 1 ms with reduced motion', () => {
  const short = collapseDuration(40, false), tall = collapseDuration(2000, false);
  assert.ok(short > 100 && short < 300, `${short}`);
  assert.ok(tall > short && tall < 1000, `${tall}`);
  assert.equal(collapseDuration(40, true), 1);
  assert.equal(collapseDuration(2000, true), 1);
});

test('analytics: nothing without an id; with one, the standard snippet and one page_view per route', () => {
  const g = globalThis as Record<string, unknown>;
  const appended: { async: boolean; src: string }[] = [];
  const win: Record<string, unknown> = {};
  g.window = win;
  g.document = { title: 'Home', head: { appendChild: (el: { async: boolean; src: string }) => appended.push(el) }, createElement: () => ({ async: false, src: '' }) };
  g.location = { pathname: '/', search: '', hash: '', href: 'https://docs.example.com/' };
  try {
    startAnalytics(null);
    startAnalytics('');
    pageView('/');
    assert.deepEqual(win, {}, 'no global without an id');
    assert.equal(appended.length, 0, 'no script without an id');

    startAnalytics('G-ABC');
    startAnalytics('G-ABC'); // idempotent
    assert.equal(appended.length, 1);
    assert.equal(appended[0].src, `${GTAG_SRC}?id=G-ABC`);
    assert.equal(appended[0].async, true);
    const calls = () => (win.dataLayer as IArguments[]).map((a) => Array.from(a));
    assert.equal(calls()[0][0], 'js');
    assert.ok(calls()[0][1] instanceof Date);
    assert.deepEqual(calls()[1], ['config', 'G-ABC', { anonymize_ip: false, send_page_view: false }]);
    assert.ok(Object.prototype.toString.call((win.dataLayer as unknown[])[0]) === '[object Arguments]', 'gtag.js needs arguments objects');

    pageView('/');
    pageView('/'); // same route (an anchor, a query change): no new view
    (g.document as { title: string }).title = 'Guide';
    g.location = { pathname: '/guide', search: '', hash: '', href: 'https://docs.example.com/guide' };
    pageView('/guide');
    const views = calls().filter((c) => c[0] === 'event');
    assert.deepEqual(views, [
      ['event', 'page_view', { page_path: '/', page_title: 'Home', page_location: 'https://docs.example.com/' }],
      ['event', 'page_view', { page_path: '/guide', page_title: 'Guide', page_location: 'https://docs.example.com/guide' }],
    ]);
  } finally {
    delete g.window; delete g.document; delete g.location;
  }
});
