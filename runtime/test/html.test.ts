// Raw HTML nodes are rebuilt defensively (components/blocks/Html.tsx). The compiler keeps
// attribute-free inline tags only (the model has no place for attributes); the nodes are
// written here as the decoder would return them and rendered to static markup.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Html } from '../src/components/blocks/Html';
import type { HtmlNode } from '../src/pack/schema';

const el = (tag: string, ...children: HtmlNode[]): HtmlNode => ({ Element: { tag, children } });
const text = (t: string): HtmlNode => ({ Text: t });
const render = (...nodes: HtmlNode[]) => renderToStaticMarkup(createElement(Html, { nodes }));

test('the inline tags the compiler keeps render nested, br as a void element', () => {
  const html = render(el('kbd', text('Ctrl')), text(' + '), el('b', el('em', text('C'))), el('br'), el('sub', text('2')));
  assert.equal(html, '<kbd>Ctrl</kbd> + <b><em>C</em></b><br/><sub>2</sub>');
});

test('<script> and malformed tag names are dropped', () => {
  const html = render(el('b', text('bold')), el('script', text('alert(3)')), el('bad tag', text('never')));
  assert.equal(html, '<b>bold</b>');
});
