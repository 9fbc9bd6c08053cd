// The judge's fact extractors and comparison (judge-facts.mjs) on two hand-written pages: one
// shaped as Docusaurus's classic theme serves it, one as docc's hosted static page. The same
// content must be faithful; each changed fact must be caught.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compare, extract } from './judge-facts.mjs';

const DZ = `<!doctype html><html><head><title>Rooms | Site</title><meta data-rh="true" name="description" content="About rooms."></head><body>
<nav aria-label="Docs sidebar" class="menu"><ul class="theme-doc-sidebar-menu menu__list">
<li class="theme-doc-sidebar-item-category menu__list-item"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist menu__link--sublist-caret" role="button" aria-expanded="true" href="/docs/intro">Guide</a></div>
<ul class="menu__list"><li class="theme-doc-sidebar-item-link menu__list-item"><a class="menu__link" href="/docs/intro">Intro</a></li>
<li class="theme-doc-sidebar-item-link menu__list-item"><a class="menu__link menu__link--active" aria-current="page" href="/docs/rooms">Rooms</a></li></ul></li>
<li class="theme-doc-sidebar-item-category menu__list-item"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist menu__link--sublist-caret" role="button" aria-expanded="false" href="/docs/api">API</a></div></li>
</ul></nav>
<article><div class="theme-doc-markdown markdown"><header><h1>Rooms</h1></header>
<p>A <em>room</em> is a channel. See <a href="#joining">joining</a> and <a href="/docs/intro/">the intro</a>.</p>
<div class="theme-admonition theme-admonition-caution alert alert--warning admonition_x"><div class="admonitionHeading_y"><span class="admonitionIcon_z"><svg></svg></span>caution</div><div class="admonitionContent_q"><p>Server only.</p></div></div>
<h2 class="anchor anchorWithStickyNavbar_a" id="joining">Joining<a href="#joining" class="hash-link" aria-label="Direct link to Joining">&#8203;</a></h2>
<div class="language-js codeBlockContainer_a theme-code-block"><div class="codeBlockContent_b"><div class="codeBlockTitle_c">server.js</div><pre tabindex="0" class="prism-code language-js"><code class="codeBlockLines_d"><span class="token-line"><span class="token plain">socket.join("a");</span><br></span><span class="token-line"><span class="token plain">socket.leave("a");</span><br></span></code></pre><div class="buttonGroup_e"><button type="button" aria-label="Copy code to clipboard" title="Copy" class="clean-btn"><span>Copy</span></button></div></div></div>
<div class="tabs-container tabList_f"><ul role="tablist" aria-orientation="horizontal" class="tabs"><li role="tab" class="tabs__item tabs__item--active">npm</li><li role="tab" class="tabs__item">yarn</li></ul><div class="margin-top--md"><div role="tabpanel" class="tabItem_g"><p>npm install it</p></div><div role="tabpanel" class="tabItem_g" hidden=""><p>yarn add it</p></div></div></div>
<details class="details_h alert alert--info" data-collapsed="true"><summary>More</summary><div><div class="collapsibleContent_i"><p>Hidden words.</p></div></div></details>
<table><thead><tr><th>Name</th><th>Value</th></tr></thead><tbody><tr><td>a</td><td>1</td></tr></tbody></table>
<p><img src="https://example.com/x.png" alt="diagram"><img src="https://example.com/x-dark.png" alt="diagram" class="themedImage_j themedImage--dark_k"></p>
</div><nav class="pagination-nav docusaurus-mt-lg" aria-label="Docs pages"><a class="pagination-nav__link pagination-nav__link--prev" href="/docs/intro"><div class="pagination-nav__sublabel">Previous</div><div class="pagination-nav__label">Intro</div></a></nav></article>
<div class="tableOfContents_l thin-scrollbar theme-doc-toc-desktop"><ul class="table-of-contents table-of-contents__left-border"><li><a href="#joining" class="table-of-contents__link toc-highlight">Joining</a></li></ul></div>
</body></html>`;

const DOCC = `<!doctype html><html><head><title>Rooms | Site</title><meta name="description" content="About rooms."></head><body>
<aside class="sidebar-col"><nav class="menu" aria-label="Docs sidebar"><ul class="menu__list">
<li class="menu__item"><details class="menu__details" open><summary class="menu__category"><span class="menu__link menu__link--category menu__link--active-parent">Guide</span></summary><ul class="menu__list menu__list--nested">
<li class="menu__item"><a class="menu__link" href="/docs/intro/">Intro</a></li><li class="menu__item"><a class="menu__link menu__link--active" aria-current="page" href="/docs/rooms/">Rooms</a></li></ul></details></li>
<li class="menu__category menu__category--closed"><a class="menu__link menu__link--category" href="/docs/api/">API</a></li>
</ul></nav></aside>
<main><article class="doc"><div class="markdown"><h1 class="doc__title">Rooms</h1>
<p>A <em>room</em> is a channel. See <a href="/docs/rooms/#joining">joining</a> and <a href="/docs/intro/">the intro</a>.</p>
<div class="admonition admonition--warning"><div class="admonition__heading"><span>Caution</span></div><div class="admonition__content"><p>Server only.</p></div></div>
<h2 id="joining" class="anchor">Joining<a class="hash-link" href="#joining" aria-label="Direct link to Joining">#</a></h2>
<div class="code-block" data-lang="js"><div class="code-block__header"><span class="code-block__title">server.js</span><span class="code-block__lang">js</span></div><div class="code-block__body"><pre tabindex="0"><code><span class="code-line">socket.join("a");
</span><span class="code-line">socket.leave("a");
</span></code></pre></div></div>
<div class="tabs-static"><h4 class="tabs-static__label">npm</h4><p>npm install it</p><h4 class="tabs-static__label">yarn</h4><p>yarn add it</p></div>
<details class="details"><summary>More</summary><div class="details__body"><p>Hidden words.</p></div></details>
<div class="table-wrap" tabindex="0"><table><thead><tr><th>Name</th><th>Value</th></tr></thead><tbody><tr><td>a</td><td>1</td></tr></tbody></table></div>
<p><img class="img" alt="diagram" src="https://example.com/x.png"></p>
</div><nav class="pagination-nav" aria-label="Docs pages"><a class="pagination-nav__link pagination-nav__link--prev" rel="prev" href="/docs/intro/"><span class="pagination-nav__sublabel">Previous</span><span class="pagination-nav__label">« Intro</span></a></nav></article>
<aside class="toc-col"><nav class="toc"><ul class="toc__list"><li class="toc__item toc__item--l2"><a class="toc__link" href="#joining">Joining</a></li></ul></nav></aside></main>
</body></html>`;

const ctx = { route: '/docs/rooms' };

test('both shapes are recognised and read the same facts', () => {
  const a = extract(DZ);
  const b = extract(DOCC);
  assert.equal(a.kind, 'docusaurus');
  assert.equal(b.kind, 'docc');
  assert.deepEqual(a.headings, [{ level: 1, text: 'Rooms', id: '' }, { level: 2, text: 'Joining', id: 'joining' }]);
  assert.deepEqual(a.code, [{ lang: 'js', title: 'server.js', lines: 2 }]);
  assert.deepEqual(a.tabs.map((t) => t.labels), [['npm', 'yarn']]);
  assert.deepEqual(a.admonitions, [{ type: 'warning', title: 'caution' }]);
  assert.equal(a.images.length, 1, 'the dark variant of a themed image is not a second image');
  assert.deepEqual(a.sidebar, [
    { depth: 0, label: 'Guide', href: '' },
    { depth: 1, label: 'Intro', href: '/docs/intro' },
    { depth: 1, label: 'Rooms', href: '/docs/rooms' },
    { depth: 0, label: 'API', href: '/docs/api' },
  ]);
  assert.deepEqual(a.prev, { label: 'Intro', href: '/docs/intro' });
  assert.ok(!a.words.includes('copy'), 'button text is not page text');
  assert.deepEqual([...b.words].sort(), [...a.words].sort(), 'the same words (tab labels come in another order)');
  for (const k of ['headings', 'code', 'tabs', 'admonitions', 'details', 'tables', 'images', 'toc', 'sidebar', 'prev', 'next', 'title', 'description']) {
    assert.deepEqual(b[k], a[k], k);
  }
  const r = compare(a, b, ctx);
  assert.deepEqual(r.diffs, []);
  assert.equal(r.faithful, true);
});

// Each edit of docc's page changes one fact; the judge must name it.
const EDITS = [
  ['headings', (s) => s.replace('<h2 id="joining"', '<h2 id="joining-1"')],
  ['headings', (s) => s.replace('<h2 id="joining" class="anchor">Joining', '<h3 id="joining" class="anchor">Joining').replace('#</a></h2>', '#</a></h3>')],
  ['code', (s) => s.replace('<span class="code-line">socket.leave("a");\n</span>', '')],
  ['code', (s) => s.replace('data-lang="js"', 'data-lang="ts"')],
  ['code', (s) => s.replace('<span class="code-block__title">server.js', '<span class="code-block__title">')],
  ['tabs', (s) => s.replace('tabs-static__label">yarn', 'tabs-static__label">pnpm')],
  ['tabs', (s) => s.replace('<p>yarn add it</p>', '<p>yarn add that</p>')],
  ['admonitions', (s) => s.replace('admonition--warning', 'admonition--danger')],
  ['details', (s) => s.replace('<summary>More', '<summary>Less')],
  ['tables', (s) => s.replace('<th>Value</th>', '<th>Value</th><th></th>')],
  ['images', (s) => s.replace('<p><img class="img" alt="diagram" src="https://example.com/x.png"></p>', '')],
  ['links', (s) => s.replace('href="/docs/intro/">the intro', 'href="/docs/intro2/">the intro')],
  ['toc', (s) => s.replace('toc__link" href="#joining">Joining', 'toc__link" href="#joining">Join')],
  ['sidebar', (s) => s.replace('href="/docs/intro/">Intro</a></li><li', 'href="/docs/intro/">Introduction</a></li><li')],
  ['prevnext', (s) => s.replace('« Intro', '« Introduction')],
  ['title', (s) => s.replace('<title>Rooms | Site', '<title>Rooms (/docs/rooms) | Site')],
  ['description', (s) => s.replace('content="About rooms."', 'content="Rooms: about rooms."')],
  ['words', (s) => s.replace('<p>A <em>room</em> is a channel.', '<p>')],
];

for (const [fact, edit] of EDITS) {
  test(`a changed ${fact} is caught: ${edit.toString().slice(12, 70)}`, () => {
    const changed = edit(DOCC);
    assert.notEqual(changed, DOCC, 'the edit applies');
    const r = compare(extract(DZ), extract(changed), ctx);
    assert.equal(r.faithful, false);
    assert.ok(r.diffs.some((d) => d.fact === fact), `${fact} not among ${JSON.stringify(r.diffs)}`);
  });
}

test('a docc link whose target is missing is caught even when both pages agree', () => {
  const r = compare(extract(DZ), extract(DOCC), { ...ctx, linkOk: (h) => h !== '/docs/intro' });
  assert.ok(r.diffs.some((d) => d.fact === 'links' && /target missing/.test(d.msg)));
});

test('words: below 98% of Docusaurus\'s words is unfaithful', () => {
  const many = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
  const a = extract(DZ.replace('Hidden words.', many));
  const b = extract(DOCC.replace('Hidden words.', many.split(' ').slice(0, 58).join(' ')));
  const r = compare(a, b, ctx);
  assert.ok(r.share < 0.98);
  assert.ok(r.diffs.some((d) => d.fact === 'words'));
});
