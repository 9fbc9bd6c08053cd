// The pack reader (load.ts) on a pack the Rust compiler wrote: the contract fixture that
// `just contract` compiles (fixtures/contract -> build/contract/site.html + model.json). Using
// the compiler's own output keeps the schema defined once per language: no TypeScript encoder.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { crc32, fromText, Pack, PackError, type SegmentSource } from '../src/pack/load';
import { domSegments } from '../src/pack/source';
import { packOfHtml, packParts } from './html';

// Resolved from this file (build/test/pack.test.mjs), so the cwd does not matter.
const fromRepo = (p: string) => fileURLToPath(new URL(`../../../${p}`, import.meta.url));
const htmlFile = process.env.DOCC_CONTRACT_HTML ?? fromRepo('build/contract/site.html');
const jsonFile = process.env.DOCC_CONTRACT_JSON ?? fromRepo('build/contract/model.json');

/** The contract site's pack bytes and the model the compiler dumped for it. */
interface Dump { manifest: unknown; search: unknown; assets: unknown; chunks: { pages: unknown[] }[] }
function contract(): { bytes: Uint8Array; model: Dump; html: string } {
  for (const f of [htmlFile, jsonFile]) {
    if (!existsSync(f)) assert.fail(`${f} is missing: run \`just contract\` first (it compiles fixtures/contract with the docc binary)`);
  }
  const html = readFileSync(htmlFile, 'utf8');
  const bytes = packOfHtml(html);
  assert.ok(bytes, `${htmlFile} has no #docc-pack script`);
  return { bytes, model: JSON.parse(readFileSync(jsonFile, 'utf8')), html };
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
  const table = good.slice(); table[24] ^= 0xff;
  assert.throws(() => new Pack(table), (e: unknown) => e instanceof PackError && /checksum/.test(e.message));
  assert.throws(() => new Pack(good.slice(0, 30)), (e: unknown) => e instanceof PackError && /checksum/.test(e.message));
});

test('each segment is checked when it is read, not before', () => {
  const good = contract().bytes;
  // The last segment's last byte: the pack opens; only that segment fails, with its own checksum.
  const flipped = good.slice(); flipped[flipped.length - 1] ^= 0xff;
  const pack = new Pack(flipped);
  const last = pack.segmentCount - 1;
  assert.throws(() => pack.page(last, 0), (e: unknown) => e instanceof PackError && new RegExp(`checksum mismatch in segment ${last}`).test(e.message));
  const cut = new Pack(good.slice(0, good.length - 100));
  assert.ok(cut.ready(last), 'a cut-off segment is settled (reading it says why)');
  assert.throws(() => cut.page(last, 0), (e: unknown) => e instanceof PackError && /truncated/.test(e.message));
});

/** A SegmentSource over the contract file's segment elements, handing out only those "arrived" so far. */
function streamed(html: string) {
  const parts = packParts(html)!;
  const arrived = new Set<number>();
  const listeners = new Set<() => void>();
  let done = false;
  const source: SegmentSource = {
    get(i, len) {
      if (arrived.has(i)) return fromText(parts.segments[i], len);
      if (done) throw new PackError(`segment ${i} is missing`);
      return null;
    },
    watch(f) { listeners.add(f); return () => listeners.delete(f); },
  };
  const arrive = (i: number) => { arrived.add(i); listeners.forEach((f) => f()); };
  const finish = () => { done = true; listeners.forEach((f) => f()); };
  return { header: fromText(parts.header), source, arrive, finish, listeners };
}

test('a streamed pack opens once its manifest arrives and reads each segment once it is there', async () => {
  const { html, model } = contract();
  const s = streamed(html);
  let opened: Pack | null = null;
  const opening = Pack.open(s.header, s.source).then((p) => { opened = p; });
  s.arrive(3);
  await new Promise((ok) => setTimeout(ok, 0));
  assert.equal(opened, null, 'no manifest yet');
  s.arrive(0);
  await opening;
  const pack = opened as unknown as Pack;
  assert.deepEqual(plain(pack.manifest), model.manifest);
  const route = pack.manifest.routes.find((r) => r.segment === 3)!;
  assert.ok(pack.ready(3));
  assert.equal(pack.page(3, route.index).route, route.path);
  const search = pack.manifest.search_segment;
  assert.ok(!pack.ready(search));
  assert.throws(() => pack.search(), (e: unknown) => e instanceof PackError && /not arrived/.test(e.message));
  let woke = false;
  const waiting = pack.whenReady(search).then(() => { woke = true; });
  await new Promise((ok) => setTimeout(ok, 0));
  assert.ok(!woke);
  s.arrive(search);
  await waiting;
  assert.deepEqual(plain(pack.search()), model.search);
  assert.equal(s.listeners.size, 0, 'waiters unsubscribe once settled');
  // The document ends without the assets: waiting settles, reading says why.
  const assets = pack.whenReady(pack.manifest.assets_segment);
  s.finish();
  await assets;
  assert.throws(() => pack.assets(), (e: unknown) => e instanceof PackError && /missing/.test(e.message));
});

test('a streamed pack whose manifest never arrives fails to open', async () => {
  const s = streamed(contract().html);
  const opening = Pack.open(s.header, s.source);
  s.finish();
  await assert.rejects(opening, (e: unknown) => e instanceof PackError && /missing/.test(e.message));
});

test('segment elements of a parsed document: complete, cut off or missing', () => {
  const { html } = contract();
  const parts = packParts(html)!;
  const texts: Record<string, string> = { 0: parts.segments[0], 1: parts.segments[1].slice(0, 8) };
  const doc = {
    readyState: 'complete',
    querySelector: (sel: string) => {
      const i = /"(\d+)"/.exec(sel)![1];
      return i in texts ? { textContent: texts[i], nextSibling: null } : null;
    },
  } as unknown as Document;
  const src = domSegments(doc);
  const header = fromText(parts.header);
  const clen = (i: number) => new DataView(header.buffer, header.byteOffset).getUint32(20 + 20 * i + 4, true);
  assert.deepEqual(src.get(0, clen(0)), fromText(parts.segments[0]));
  assert.throws(() => src.get(1, clen(1)), (e: unknown) => e instanceof PackError && /segment 1 is cut off/.test(e.message));
  assert.throws(() => src.get(2, clen(2)), (e: unknown) => e instanceof PackError && /segment 2 is missing/.test(e.message));
});

test('fromText reads 7 bits per character, escaped values in two-byte characters, and refuses anything else', () => {
  // 00 00 ff: groups 0000000 (NUL: escaped, paired with the next group) 0000000, 0011111, 111 + padding.
  assert.deepEqual(fromText('\u0100\u001fp'), new Uint8Array([0, 0, 0xff]));
  assert.deepEqual(fromText('\u0100\u001fp', 3), new Uint8Array([0, 0, 0xff]));
  // ff c0: 1111111, 1110000, 00 + padding: a last group that is escaped (NUL) stands alone.
  assert.deepEqual(fromText('\u007f\u0070\u0280'), new Uint8Array([0xff, 0xc0]));
  // 78: 0111100 ('<': escaped, paired), 0 + padding.
  assert.deepEqual(fromText('\u0200'), new Uint8Array([0x78]));
  for (const bad of ['é', '\ufffd', 'ab\u0283']) assert.throws(() => fromText(bad), (e: unknown) => e instanceof PackError && /damaged/.test(e.message));
  assert.equal(fromText('abc', 5).length, 2, 'a short text gives fewer bytes (the caller says the file is truncated)');
  assert.equal(fromText('abcdefghijklmnop', 5).length, 5);
});
