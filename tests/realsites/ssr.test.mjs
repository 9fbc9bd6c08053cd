// The fidelity check's server-render path against a fixture whose render is known
// (selftest/: a page with a local `export const` component, a site component using the stubbed
// theme, a CSS module, clsx, an effect that must not run (and would load a file the vendored
// tree left out), one importing a package nobody installed, one needing a left-out file and one
// the page never defines), so the check cannot pass pages by rendering
// nothing. Run by `just realsites`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderPage } from './ssr.mjs';
import { htmlFacts } from './ssr-facts.mjs';
import { compare } from './fidelity.mjs';

const siteDir = join(dirname(fileURLToPath(import.meta.url)), 'selftest');
const render = () => renderPage({
  file: join(siteDir, 'docs/page.mdx'), siteDir, detect: false, compat: { comments: true, headingIds: true, admonitions: true },
  route: '/docs/page', baseUrl: '/base/', url: 'https://example.com', title: 'Self-test',
});

test('the server render keeps initial state, runs no effect and resolves the stubs', async () => {
  const { html } = await render();
  assert.match(html, /Phase initial in light mode/);
  assert.doesNotMatch(html, /effected|play\.example\.com/);
  assert.match(html, /<a href="\/base\/docs\/intro">/, 'Link goes through the base URL');
  assert.match(html, /class="box widget"/, 'CSS module keys and clsx');
});

test('the facts of the render are the ones a reader of the served page sees', async () => {
  const { html, failures } = await render();
  const f = htmlFacts(html);
  assert.equal(f.h1, 'Self-test page');
  assert.deepEqual(f.headings, [
    { level: 2, text: 'Widget heading', id: 'widget-heading' },
    { level: 3, text: 'Anchorless heading', id: null },
    { level: 2, text: 'After', id: 'after-id' },
  ]);
  // Both tab panels, and the visually hidden block with the page's `export const` as its code.
  assert.deepEqual(f.code, [{ lang: 'bash', lines: 1 }, { lang: 'bash', lines: 1 }, { lang: 'ts', lines: 2 }]);
  assert.deepEqual(f.tabs, [['ALPHA', 'BETA']]);
  assert.deepEqual(f.admonitions, ['warning', 'note']);
  // The iframe whose src is set in an effect is empty on the server: no fact.
  assert.deepEqual(f.embeds, ['https://www.youtube-nocookie.com/embed/abc']);
  assert.equal(f.images, 1);
  assert.deepEqual(f.words, ['before', 'the', 'maps', 'widget', 'widget', 'heading', 'anchorless', 'heading', 'phase', 'initial', 'in', 'light', 'mode', 'see', 'the', 'intro',
    'alpha', 'beta', 'careful', 'mind', 'the', 'gap', 'widget', 'logo', 'child', 'words', 'here', 'loud', 'after', 'own', 'title', 'noted']);
  assert.deepEqual(failures, [
    { name: 'Broken', error: 'imports `left-pad`, which is not installed (nor declared by the site)' },
    { name: 'Lost', error: 'imports `../../../outside/lookup`, which is not a file of the vendored site' },
    { name: 'Nowhere', error: '`Nowhere` is not defined on the page (neither imported nor declared there; a site-wide MDXComponents entry is not modelled)' },
  ]);
});

test('compare names what differs and what failed to render', async () => {
  const { html, failures } = await render();
  const exp = { ...htmlFacts(html), failures: [] };
  const same = { ...exp, headings: exp.headings.map((h) => ({ ...h, id: h.id ?? 'docc-own-anchor' })) };
  assert.deepEqual(compare(exp, same), [], 'identical facts are faithful; an anchorless heading compares by level');
  const noHidden = { ...same, code: same.code.slice(0, 2) };
  assert.deepEqual(compare(exp, noHidden), ['code blocks: expected bash:1 bash:1 ts:2, docc bash:1 bash:1']);
  const withEmpty = { ...same, embeds: ['', ...same.embeds] };
  assert.match(compare(exp, withEmpty).join(), /^embeds: /);
  assert.deepEqual(compare({ ...exp, failures: failures.slice(0, 1) }, same), ['site component Broken: its server render failed: imports `left-pad`, which is not installed (nor declared by the site)']);
});
