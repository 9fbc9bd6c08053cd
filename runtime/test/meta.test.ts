import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canonicalUrl } from '../src/meta';
import { readPackBytes } from '../src/pack/source';
import type { SiteInfo } from '../src/pack/schema';

const site = (url: string, base_path: string) => ({ url, base_path } as SiteInfo);

test('canonical URLs are the hosted tree\'s directory URLs (same as hosted.rs canonical)', () => {
  assert.equal(canonicalUrl(site('https://ex.com', '/'), '/'), 'https://ex.com/');
  assert.equal(canonicalUrl(site('https://ex.com/', '/docs/'), '/a/b'), 'https://ex.com/docs/a/b/');
  assert.equal(canonicalUrl(site('https://ex.com', '/'), '/a b'), 'https://ex.com/a%20b/');
});

function docWith(el: { textContent?: string; src?: string } | null): Document {
  return { getElementById: () => el && { textContent: el.textContent ?? '', getAttribute: (n: string) => (n === 'data-src' ? el.src ?? null : null) } } as unknown as Document;
}

test('the pack comes from the inline element, or from its data-src URL', async () => {
  assert.deepEqual([...await readPackBytes(docWith({ textContent: 'AQID' }))], [1, 2, 3]);
  const orig = globalThis.fetch;
  try {
    globalThis.fetch = (async (url: string) => {
      assert.equal(url, '/assets/site.abc.pack');
      return new Response(new Uint8Array([4, 5]));
    }) as typeof fetch;
    assert.deepEqual([...await readPackBytes(docWith({ src: '/assets/site.abc.pack' }))], [4, 5]);
    globalThis.fetch = (async () => new Response('no', { status: 404 })) as unknown as typeof fetch;
    await assert.rejects(readPackBytes(docWith({ src: '/x.pack' })), /HTTP 404/);
  } finally {
    globalThis.fetch = orig;
  }
  await assert.rejects(readPackBytes(docWith(null)), /missing/);
});
