import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatHref, normalizeBase, normalizePath, parseLocation, splitTarget, stripBase } from '../src/router';

test('normalizePath strips .html, /index.html and trailing slashes', () => {
  assert.equal(normalizePath('/Documentation/glossary.html'), '/Documentation/glossary');
  assert.equal(normalizePath('/Documentation/glossary/'), '/Documentation/glossary');
  assert.equal(normalizePath('/Documentation/index.html'), '/Documentation');
  assert.equal(normalizePath('/index.html'), '/');
  assert.equal(normalizePath('/'), '/');
  assert.equal(normalizePath(''), '/');
  assert.equal(normalizePath('//a//b/'), '/a/b');
  assert.equal(normalizePath('/a%20b/c'), '/a b/c');
  assert.equal(normalizePath('/a/b?x=1'), '/a/b');
});

test('normalizeBase', () => {
  assert.equal(normalizeBase('/'), '/');
  assert.equal(normalizeBase(''), '/');
  assert.equal(normalizeBase('/docs'), '/docs/');
  assert.equal(normalizeBase('docs/'), '/docs/');
});

test('stripBase removes the base path or reports a mismatch', () => {
  assert.equal(stripBase('/docs/a/b', '/docs/'), '/a/b');
  assert.equal(stripBase('/docs/', '/docs/'), '/');
  assert.equal(stripBase('/docs', '/docs/'), '/');
  assert.equal(stripBase('/docs/index.html', '/docs/'), '/');
  assert.equal(stripBase('/docs/a.html', '/docs/'), '/a');
  assert.equal(stripBase('/other/a', '/docs/'), null);
  assert.equal(stripBase('/docsx/a', '/docs/'), null);
  assert.equal(stripBase('/a/b/', '/'), '/a/b');
});

test('parseLocation over http uses the pathname and the hash as the anchor', () => {
  assert.deepEqual(parseLocation({ protocol: 'https:', pathname: '/docs/Documentation/glossary.html', hash: '#pack' }, '/docs/'),
    { path: '/Documentation/glossary', hash: 'pack', baseMismatch: false });
  assert.deepEqual(parseLocation({ protocol: 'http:', pathname: '/elsewhere/x', hash: '' }, '/docs/'),
    { path: '/elsewhere/x', hash: '', baseMismatch: true });
});

test('parseLocation under file:// reads hash routes', () => {
  const f = (hash: string) => parseLocation({ protocol: 'file:', pathname: '/home/u/site/index.html', hash }, '/docs/');
  assert.deepEqual(f(''), { path: '/', hash: '', baseMismatch: false });
  assert.deepEqual(f('#'), { path: '/', hash: '', baseMismatch: false });
  assert.deepEqual(f('#/'), { path: '/', hash: '', baseMismatch: false });
  assert.deepEqual(f('#/Documentation/glossary'), { path: '/Documentation/glossary', hash: '', baseMismatch: false });
  assert.deepEqual(f('#/Documentation/glossary#zstd'), { path: '/Documentation/glossary', hash: 'zstd', baseMismatch: false });
  assert.deepEqual(f('#/Documentation/glossary.html/'), { path: '/Documentation/glossary', hash: '', baseMismatch: false });
  assert.deepEqual(f('#intro'), { path: '/', hash: 'intro', baseMismatch: false });
  assert.deepEqual(f('#/a%20b#x%20y'), { path: '/a b', hash: 'x y', baseMismatch: false });
});

test('formatHref round-trips through parseLocation in both modes', () => {
  for (const loc of [{ path: '/', hash: '' }, { path: '/a/b', hash: 'c' }, { path: '/a b', hash: 'x y' }]) {
    const h = formatHref(loc, '/docs/', true);
    assert.ok(h.startsWith('#/'));
    const back = parseLocation({ protocol: 'file:', pathname: '/x/index.html', hash: h.slice(h.indexOf('#')) }, '/docs/');
    assert.deepEqual({ path: back.path, hash: back.hash }, loc);
    const u = new URL(formatHref(loc, '/docs/', false), 'http://localhost');
    const back2 = parseLocation(u, '/docs/');
    assert.deepEqual({ path: back2.path, hash: back2.hash }, loc);
  }
  assert.equal(formatHref({ path: '/a/b', hash: 'c' }, '/', false), '/a/b#c');
  assert.equal(formatHref({ path: '/', hash: '' }, '/docs/', false), '/docs/');
  assert.equal(formatHref({ path: '/a/b', hash: 'c' }, '/', true), '#/a/b#c');
});

test('splitTarget resolves link targets', () => {
  assert.deepEqual(splitTarget('/a/b#c'), { path: '/a/b', hash: 'c' });
  assert.deepEqual(splitTarget('#c', '/cur'), { path: '/cur', hash: 'c' });
  assert.deepEqual(splitTarget('/a/b.html'), { path: '/a/b', hash: '' });
});
