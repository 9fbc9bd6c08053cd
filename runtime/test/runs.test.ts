// Page chunks compressed in runs (compiler/model/src/pack.rs: consecutive chunks are parts of
// one zstd frame, flag CONTINUES): the reader over the Silvana site the compiler wrote
// ($DOCC_SITE, default dist/index.html, which `just test` builds first), whose docs chunks
// form at least one run. The contract fixture is too small to have one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, fromText, Pack, PackError, type SegmentSource } from '../src/pack/load';
import { packOfHtml, packParts } from './html';

const root = resolve(fileURLToPath(import.meta.url), '../../../..');
const siteFile = process.env.DOCC_SITE ? resolve(process.env.DOCC_SITE) : resolve(root, 'dist/index.html');

function site() {
  assert.ok(existsSync(siteFile), `${siteFile} is missing: run \`just build\` (or set DOCC_SITE) first`);
  const html = readFileSync(siteFile, 'utf8');
  const bytes = packOfHtml(html)!;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(16, true);
  const continues = Array.from({ length: count }, (_, i) => (view.getUint32(20 + 20 * i + 16, true) & 1) === 1);
  // The longest run: its first segment and one past its last.
  let best = [0, 0];
  for (let s = 0; s < count; s++) {
    if (continues[s]) continue;
    let e = s + 1;
    while (continues[e]) e++;
    if (e - s > best[1] - best[0]) best = [s, e];
  }
  return { html, bytes, run: { start: best[0], end: best[1] } };
}

test('the Silvana site has a run of page chunks, and every page reads back, last parts of runs first', () => {
  const { bytes, run } = site();
  assert.ok(run.end - run.start >= 2, `no run of two or more chunks (${run.start}..${run.end})`);
  const pack = new Pack(bytes);
  const routes = [...pack.manifest.routes].sort((a, b) => b.segment - a.segment || a.index - b.index);
  for (const r of routes) assert.equal(pack.page(r.segment, r.index).route, r.path);
  for (let s = run.start; s < run.end; s++) assert.ok(pack.loaded(s));
});

test("a run's later part decodes its predecessors once; their pages then read without decoding again", () => {
  const { bytes, run } = site();
  const pack = new Pack(bytes);
  const last = pack.manifest.routes.find((r) => r.segment === run.end - 1)!;
  assert.equal(pack.page(last.segment, last.index).route, last.path);
  for (let s = run.start; s < run.end - 1; s++) assert.ok(!pack.loaded(s), `segment ${s} decoded before it was asked for`);
  const first = pack.manifest.routes.find((r) => r.segment === run.start)!;
  assert.equal(pack.page(first.segment, first.index).route, first.path);
});

test('a damaged part fails itself and the parts after it, not those before', () => {
  const { bytes, run } = site();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(16, true);
  const mid = run.start + 1;
  const damaged = bytes.slice();
  damaged[20 + 20 * count + view.getUint32(20 + 20 * mid, true) + 5] ^= 0xff;
  const pack = new Pack(damaged);
  const on = (s: number) => pack.manifest.routes.find((r) => r.segment === s)!;
  const checksum = (e: unknown) => e instanceof PackError && new RegExp(`checksum mismatch in segment ${mid}`).test(e.message);
  assert.throws(() => pack.page(run.end - 1, on(run.end - 1).index), checksum);
  assert.throws(() => pack.page(mid, on(mid).index), checksum);
  assert.equal(pack.page(run.start, on(run.start).index).route, on(run.start).path);
});

test("a streamed run's part is ready only once the parts before it have arrived", async () => {
  const { html, run } = site();
  const parts = packParts(html)!;
  const arrived = new Set<number>();
  const listeners = new Set<() => void>();
  const source: SegmentSource = {
    get: (i, len) => (arrived.has(i) ? fromText(parts.segments[i], len) : null),
    watch(f) { listeners.add(f); return () => listeners.delete(f); },
  };
  const arrive = (i: number) => { arrived.add(i); listeners.forEach((f) => f()); };
  arrive(0);
  const pack = await Pack.open(fromText(parts.header), source);
  const last = run.end - 1;
  arrive(last);
  assert.ok(!pack.ready(last), 'its predecessors have not arrived');
  let woke = false;
  const waiting = pack.whenReady(last).then(() => { woke = true; });
  for (let s = run.start; s < last; s++) arrive(s);
  await waiting;
  assert.ok(woke);
  const r = pack.manifest.routes.find((x) => x.segment === last)!;
  assert.equal(pack.page(last, r.index).route, r.path);
});

test('preparePage inflates a run one part per task, then decodes only the page asked for', async () => {
  const { bytes, run } = site();
  const pack = new Pack(bytes);
  const last = run.end - 1;
  const r = pack.manifest.routes.find((x) => x.segment === last)!;
  const neighbour = pack.manifest.routes.find((x) => x.segment === last && x.index !== r.index);
  assert.ok(!pack.cheap(last), 'a later part of a run is not decoded inside a render');
  // Count the tasks the preparation yields to: at least one per part of the run before the
  // page's own, so no single task inflates the whole run.
  let tasks = 0;
  let done = false;
  const ready = pack.preparePage(last, r.index).then(() => { done = true; });
  while (!done) {
    await new Promise<void>((ok) => setTimeout(ok, 0));
    tasks++;
  }
  await ready;
  assert.ok(tasks >= run.end - run.start, `${tasks} tasks for a run of ${run.end - run.start} parts`);
  assert.ok(pack.pageLoaded(last, r.index) && pack.cheap(last));
  if (neighbour) assert.ok(!pack.pageLoaded(last, neighbour.index), 'a page no one asked for stays undecoded');
  assert.equal(pack.page(last, r.index).route, r.path);
});

test('preparePage rejects with the PackError that reading the page throws', async () => {
  const { bytes, run } = site();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(16, true);
  const damaged = bytes.slice();
  damaged[20 + 20 * count + view.getUint32(20 + 20 * run.start, true) + 5] ^= 0xff;
  const pack = new Pack(damaged);
  const r = pack.manifest.routes.find((x) => x.segment === run.end - 1)!;
  await assert.rejects(pack.preparePage(r.segment, r.index), (e) => e instanceof PackError && /checksum mismatch/.test(e.message));
  assert.throws(() => pack.page(r.segment, r.index), PackError);
});

test('a raw length the frame does not hold is an error, and costs what the frame holds, not what the table says', () => {
  const { bytes, run } = site();
  const forged = bytes.slice();
  const view = new DataView(forged.buffer, forged.byteOffset, forged.byteLength);
  const count = view.getUint32(16, true);
  const pack0 = new Pack(bytes);
  // A segment that is a frame of its own (the search dictionary) and the last part of a run: 1 GiB each.
  const single = pack0.manifest.search_segment;
  for (const s of [single, run.end - 1]) view.setUint32(20 + 20 * s + 8, 1 << 30, true);
  view.setUint32(12, crc32(forged.subarray(16, 20 + 20 * count)), true);
  const pack = new Pack(forged);
  const before = process.memoryUsage().arrayBuffers;
  assert.throws(() => pack.search(), PackError);
  const route = pack.manifest.routes.find((r) => r.segment === run.end - 1)!;
  assert.throws(() => pack.page(route.segment, route.index), PackError);
  const grown = process.memoryUsage().arrayBuffers - before;
  assert.ok(grown < 64 << 20, `reading allocated ${grown} bytes`);
});
