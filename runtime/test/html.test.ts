// Raw HTML nodes are rebuilt defensively (components/blocks/Html.tsx). The compiler keeps no
// attributes today, so no compiled site can exercise this: the nodes are written here as the
// decoder would return them and rendered to static markup.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Html } from '../src/components/blocks/Html';
import type { HtmlNode } from '../src/pack/schema';

const el = (tag: string, attrs: [string, string][], ...children: HtmlNode[]): HtmlNode => ({ Element: { tag, attrs, children } });
const text = (t: string): HtmlNode => ({ Text: t });
const render = (...nodes: HtmlNode[]) => renderToStaticMarkup(createElement(Html, { nodes }));

test('event handlers, javascript: URLs and <script> are dropped; styles survive as style objects', () => {
  const html = render(el('div', [['class', 'custom-html'], ['style', 'border: 1px dashed gray; --x: 1'], ['onclick', 'alert(1)'], ['OnMouseOver', 'alert(2)']],
    text('Raw HTML with '),
    el('a', [['href', ' JavaScript:alert(1)']], text('a bad link')),
    el('img', [['src', 'java\tscript:alert(1)'], ['alt', 'x']]),
    el('script', [], text('alert(3)')),
    el('bad tag', [], text('never'))));
  assert.equal(html, '<div class="custom-html" style="border:1px dashed gray;--x:1">Raw HTML with <a>a bad link</a><img alt="x"/></div>');
});

test('internal links get the router href; external ones are left alone', () => {
  const html = render(el('a', [['href', '/guide/install']], text('in')), el('a', [['href', 'https://example.com/']], text('out')), el('a', [['href', '//evil.example']], text('proto')));
  assert.equal(html, '<a href="/guide/install">in</a><a href="https://example.com/">out</a><a href="//evil.example">proto</a>');
});

test('attribute names become React props: class, for, boolean attributes, read-only inputs', () => {
  const html = render(el('label', [['for', 'x']], text('L')), el('input', [['id', 'x'], ['type', 'checkbox'], ['checked', '']]), el('details', [['open', '']], el('summary', [], text('S'))));
  // HTML attribute names are case-insensitive (React writes readOnly="").
  assert.match(html, /^<label for="x">L<\/label><input [^>]*\/><details open=""><summary>S<\/summary><\/details>$/);
  const input = /<input ([^>]*)\/>/.exec(html)![1].toLowerCase().split(' ').sort();
  assert.deepEqual(input, ['checked=""', 'id="x"', 'readonly=""', 'type="checkbox"']);
});
