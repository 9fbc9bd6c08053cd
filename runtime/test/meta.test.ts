import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canonicalUrl } from '../src/meta';
import { packSource } from '../src/pack/source';
import type { SiteInfo } from '../src/pack/schema';

const site = (url: string, base_path: string) => ({ url, base_path } as SiteInfo);

test('canonical URLs are the hosted tree\'s directory URLs (same as hosted.rs canonical)', () => {
  assert.equal(canonicalUrl(site('https://ex.com', '/'), '/'), 'https://ex.com/');
  assert.equal(canonicalUrl(site('https://ex.com/', '/docs/'), '/a/b'), 'https://ex.com/docs/a/b/');
  assert.equal(canonicalUrl(site('https://ex.com', '/'), '/a b'), 'https://ex.com/a%20b/');
});

function docWith(el: { textContent?: string; src?: string } | null): Document {
  return { readyState: 'complete', baseURI: 'https://ex.com/docs/a/', getElementById: () => el && { textContent: el.textContent ?? '', getAttribute: (n: string) => (n === 'data-src' ? el.src ?? null : null) } } as unknown as Document;
}

test('the pack comes from the inline elements (header here, segments streamed), or from its data-src URL', async () => {
  const inline = packSource(docWith({ textContent: '\u0100\u001fp' }));
  assert.ok(typeof inline.header === 'function');
  assert.deepEqual([...inline.header()], [0, 0, 0xff]);
  // Hosted: the head file is fetched from data-src, resolved against the page.
  const asked: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (url: string) => { asked.push(url); return new Response(null, { status: 404 }); }) as typeof fetch;
  try {
    const hosted = packSource(docWith({ src: '/docs/assets/site.abc.pack' }));
    await assert.rejects(hosted.header as Promise<Uint8Array>, /HTTP 404/);
    assert.deepEqual(asked, ['https://ex.com/docs/assets/site.abc.pack']);
  } finally { globalThis.fetch = realFetch; }
  assert.throws(() => packSource(docWith(null)), /missing/);
});
