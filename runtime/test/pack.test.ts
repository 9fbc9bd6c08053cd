import { test } from 'node:test';
import assert from 'node:assert/strict';
import { crc32, fromBase64, Pack, PackError } from '../src/pack/load';
import { fixtureModel, fixturePack } from './fixture-site';

test('crc32 matches the reference value', () => {
  assert.equal(crc32(new TextEncoder().encode('123456789')), 0xcbf43926);
});

test('a fixture pack round-trips through the reader', () => {
  const model = fixtureModel();
  const pack = new Pack(fixturePack());
  assert.deepEqual(pack.manifest, model.manifest);
  for (const r of pack.manifest.routes) {
    assert.equal(pack.loaded(r.segment), false || pack.loaded(r.segment));
    const page = pack.page(r.segment, r.index);
    assert.equal(page.route, r.path);
    assert.ok(pack.loaded(r.segment));
  }
  assert.deepEqual(pack.search(), model.search);
  assert.deepEqual(pack.assets().items[0].bytes, model.assets.items[0].bytes);
  assert.deepEqual(pack.page(3, 0), model.chunks[0].pages[0]);
});

test('only the manifest is decoded up front', () => {
  const pack = new Pack(fixturePack());
  assert.ok(pack.loaded(0));
  assert.ok(!pack.loaded(1) && !pack.loaded(2) && !pack.loaded(3));
});

test('header errors are PackErrors', () => {
  const good = fixturePack();
  assert.throws(() => new Pack(good.slice(0, 10)), (e: unknown) => e instanceof PackError && /truncated/.test(e.message));
  const magic = good.slice(); magic[0] = 0x58;
  assert.throws(() => new Pack(magic), (e: unknown) => e instanceof PackError && /not a docc pack/.test(e.message));
  const version = good.slice(); version[8] = 99;
  assert.throws(() => new Pack(version), (e: unknown) => e instanceof PackError && /format version 99/.test(e.message));
  const flipped = good.slice(); flipped[flipped.length - 5] ^= 0xff;
  assert.throws(() => new Pack(flipped), (e: unknown) => e instanceof PackError && /checksum/.test(e.message));
  const cut = good.slice(0, good.length - 100);
  assert.throws(() => new Pack(cut), (e: unknown) => e instanceof PackError && /checksum/.test(e.message));
});

test('fromBase64 decodes the embedded text (whitespace tolerated)', () => {
  assert.deepEqual(fromBase64(' AQID\n'), new Uint8Array([1, 2, 3]));
});
