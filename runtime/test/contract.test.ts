// The pack contract, tested both ways: the Rust compiler writes a pack and a JSON dump
// of the same model (`docc compile --dump-model`); the TypeScript decoder must read the
// pack back into exactly that JSON. Any drift between compiler/model/src and
// src/pack/schema.ts fails here (or as "unread bytes" in decodeAll), and so does any page
// whose derived fields (pack/derive.ts) differ from the compiler's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { Pack } from '../src/pack/load';
import { packOfHtml } from './html';
import { AssetsD, ManifestD, PageChunkD, SearchHeadingsD, SearchIndexD, SearchShardD, SearchTermsD } from '../src/pack/schema';

const html = process.env.DOCC_CONTRACT_HTML ?? '../build/contract/site.html';
const json = process.env.DOCC_CONTRACT_JSON ?? '../build/contract/model.json';

/** Uint8Array → number[] so decoded bytes compare with serde_json's byte arrays. */
function plain(v: unknown): unknown {
  if (v instanceof Uint8Array) return Array.from(v);
  if (Array.isArray(v)) return v.map(plain);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
  return v;
}

test('TypeScript decoder reads back exactly the model Rust encoded', { skip: !existsSync(html) && `run \`just contract\` first (missing ${html})` }, () => {
  const text = readFileSync(html, 'utf8');
  const bytes = packOfHtml(text);
  assert.ok(bytes, 'pack script elements present');
  const pack = new Pack(bytes);
  const expected = JSON.parse(readFileSync(json, 'utf8'));
  assert.deepEqual(plain(pack.segment(0, ManifestD)), expected.manifest);
  assert.deepEqual(plain(pack.segment(expected.manifest.search_segment, SearchIndexD)), expected.search);
  assert.deepEqual(plain(pack.segment(expected.manifest.assets_segment, AssetsD)), expected.assets);
  // Page chunks, each page as Pack.page completes it (pack/derive.ts): the dump holds the
  // compiler's own TOC, previous/next and breadcrumbs, so the runtime's rebuilt values (and
  // the overrides the compiler shipped where they would differ) are checked too.
  const first = expected.search.shard_segment;
  const chunks = [];
  for (let s = 3; s < first; s++) chunks.push(plain({ pages: pack.segment(s, PageChunkD).pages.map((_, i) => pack.page(s, i)) }));
  assert.deepEqual(chunks, expected.chunks);
  const shards = [];
  const blocks = expected.search.block_segment;
  for (let s = first; s < blocks; s++) shards.push(plain(pack.segment(s, SearchShardD)));
  assert.deepEqual(shards, expected.search_shards);
  assert.ok(shards.length > 0, 'the fixture has search shards');
  const terms = [];
  const headingsAt = expected.search.heading_segment;
  for (let s = blocks; s < headingsAt; s++) terms.push(plain(pack.segment(s, SearchTermsD)));
  assert.deepEqual(terms, expected.search_terms);
  assert.ok(terms.length > 0, 'the fixture has term blocks');
  const headings = [];
  for (let s = headingsAt; s < pack.segmentCount; s++) headings.push(plain(pack.segment(s, SearchHeadingsD)));
  assert.deepEqual(headings, expected.search_headings);
  assert.ok(headings.length > 0, 'the fixture has heading blocks');
  assert.ok(expected.chunks.length > 0, 'the fixture has pages');
});
