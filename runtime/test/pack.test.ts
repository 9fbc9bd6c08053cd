// The pack reader (load.ts) on a pack the Rust compiler wrote: the contract fixture that
// `just contract` compiles (fixtures/contract -> build/contract/site.html + model.json). Using
// the compiler's own output keeps the schema defined once per language: no TypeScript encoder.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { crc32, fromBase64, Pack, PackError } from '../src/pack/load';

// Resolved from this file (build/test/pack.test.mjs), so the cwd does not matter.
const fromRepo = (p: string) => fileURLToPath(new URL(`../../../${p}`, import.meta.url));
const htmlFile = process.env.DOCC_CONTRACT_HTML ?? fromRepo('build/contract/site.html');
const jsonFile = process.env.DOCC_CONTRACT_JSON ?? fromRepo('build/contract/model.json');

/** The contract site's pack bytes and the model the compiler dumped for it. */
interface Dump { manifest: unknown; search: unknown; assets: unknown; chunks: { pages: unknown[] }[] }
function contract(): { bytes: Uint8Array; model: Dump } {
  for (const f of [htmlFile, jsonFile]) {
    if (!existsSync(f)) assert.fail(`${f} is missing: run \`just contract\` first (it compiles fixtures/contract with the docc binary)`);
  }
  const m = /<script id="docc-pack" type="application\/octet-stream">([^<]*)<\/script>/.exec(readFileSync(htmlFile, 'utf8'));
  assert.ok(m, `${htmlFile} has no #docc-pack script`);
  return { bytes: fromBase64(m[1]), model: JSON.parse(readFileSync(jsonFile, 'utf8')) };
}

/** Uint8Array → number[] so decoded bytes compare with serde_json's byte arrays. */
function plain(v: unknown): unknown {
  if (v instanceof Uint8Array) return Array.from(v);
  if (Array.isArray(v)) return v.map(plain);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
  return v;
}

test('crc32 matches the reference value', () => {
  assert.equal(crc32(new TextEncoder().encode('123456789')), 0xcbf43926);
});

test('a compiler-written pack round-trips through the reader: manifest, every page, search, assets', () => {
  const { bytes, model } = contract();
  const pack = new Pack(bytes);
  assert.deepEqual(plain(pack.manifest), model.manifest);
  assert.ok(pack.manifest.routes.length > 0, 'the contract site has routes');
  for (const r of pack.manifest.routes) {
    const page = pack.page(r.segment, r.index);
    assert.equal(page.route, r.path);
    assert.equal(page.title, r.title);
    assert.ok(pack.loaded(r.segment));
    assert.deepEqual(plain(page), model.chunks[r.segment - 3].pages[r.index]);
  }
  assert.deepEqual(plain(pack.search()), model.search);
  assert.deepEqual(plain(pack.assets()), model.assets);
  assert.ok(pack.assets().items.length > 0, 'the contract site embeds an asset');
  assert.throws(() => pack.page(3, 10_000), (e: unknown) => e instanceof PackError && /missing/.test(e.message));
  assert.throws(() => pack.page(pack.segmentCount, 0), (e: unknown) => e instanceof PackError && /no segment/.test(e.message));
});

test('only the manifest is decoded up front', () => {
  const pack = new Pack(contract().bytes);
  assert.ok(pack.loaded(0));
  for (let s = 1; s < pack.segmentCount; s++) assert.ok(!pack.loaded(s), `segment ${s} decoded early`);
});

test('header errors are PackErrors', () => {
  const good = contract().bytes;
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
