// The embedded search engine against a real compiled index: test/fixtures/search-index.bin
// is written by compiler/search (test `runtime_fixture_is_current`), decoded here with the
// pack schema's decoder, so these tests also pin the Rust ↔ TS index contract.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { decodeAll, tuple2, vec } from '../src/pack/bincode';
import { RouteEntryD, SearchHeadingsD, SearchIndexD, SearchShardD, SearchTermsD, type SearchIndex, type SearchShard } from '../src/pack/schema';
import { Engine, highlight, snippet, type Matcher } from '../src/search/engine';
import { camelParts, optionalWord, queryWords, QUESTION_WORDS, wordTerms } from '../src/search/tokenize';
import { STOP_WORDS } from '../src/pack/schema';
import { unitTexts } from '../src/search/units';
import type { FullPage } from '../src/pack/derive';
import { addFavorite, addRecent, FAVORITES_MAX, RECENT_MAX, RECENT_SHOWN_WITH_FAVORITES, shownRecents, type StoredHit } from '../src/search/store';
import { docsearchRequest, docsearchUrl, parseDocsearch, hostedHitRoute } from '../src/search/hosted';

// The dictionary segment, the posting shards, the term blocks and the heading blocks (cut
// small for the fixture, so that a query touches only some of them), as the pack stores them
// before zstd, and the manifest's routes.
const SearchD = tuple2(tuple2(tuple2(SearchIndexD, vec(SearchShardD)), vec(SearchTermsD)), vec(SearchHeadingsD));
const readIndex = (file: string | URL) => decodeAll(tuple2(SearchD, vec(RouteEntryD)), readFileSync(file));
const [[[[index, shards], blocks], headingBlocks], manifestRoutes] = readIndex(new URL('../../test/fixtures/search-index.bin', import.meta.url));
const EMPTY: SearchIndex = { pages: [], kinds: new Uint8Array(0), weights: new Uint8Array(0), names: '', page_docs: [], heading_pages: [], heading_segment: 0, block_keys: '', block_terms: [], block_segment: 0, shard_terms: [], shard_segment: 0 };
type Reads = { shards: number[]; blocks: number[]; headings: number[] };
/** The fixture's parts, shards through `shard` (else as decoded), each read recorded. */
const partsOf = (shard: (i: number) => SearchShard = (i) => shards[i], read: Reads = { shards: [], blocks: [], headings: [] }) => (kind: number, i: number) => {
  read[(['shards', 'blocks', 'headings'] as const)[kind]].push(i);
  return kind === 0 ? shard(i) : kind === 1 ? blocks[i] : headingBlocks[i];
};
const counts = blocks.flatMap((b) => b.counts);
// The same pages as the compiler's model (JSON) and the unit texts extract.rs made of them.
const fixture: { pages: FullPage[]; texts: string[] } = JSON.parse(readFileSync(new URL('../../test/fixtures/search-units.json', import.meta.url), 'utf8'));
const byRoute = new Map(fixture.pages.map((p) => [p.route, p]));
let engine: Engine;
const textsRead: number[] = [];
engine = new Engine(index, manifestRoutes, partsOf(), (p) => { textsRead.push(p); return unitTexts(byRoute.get(engine.routes[p])!); });
const routes = (q: string) => engine.search(q).hits.map((h) => h.route);
const optionalWords = (q: string) => queryWords(q, !/\s$/.test(q)).filter(optionalWord);
const text = (segs: { text: string }[]) => segs.map((s) => s.text).join('');
const marked = (segs: { text: string; mark: boolean }[]) => segs.filter((s) => s.mark).map((s) => s.text);

test('tokeniser mirrors the compiler', () => {
  assert.deepEqual(wordTerms('getNftV2Info'), ['getnftv2info', 'get', 'nft', 'v', '2', 'info']);
  assert.deepEqual(camelParts('HTTPServer'), ['HTTP', 'Server']);
  assert.deepEqual(camelParts('base56'), ['base', '56']);
  assert.deepEqual(queryWords('Über naïve ZK-Proofs, zk 2025!'), ['über', 'naïve', 'zk', 'proofs', '2025']);
  assert.deepEqual(queryWords('update_token-bid'), ['update', 'token', 'bid']);
  assert.deepEqual(queryWords('DeployedNftCollectionTransactionBaseParamsX'), ['deployed', 'nft', 'collection', 'transaction', 'base', 'params', 'x']);
  assert.deepEqual(queryWords('x ' + 'a1'.repeat(40)), ['x']);
  // Stop words (compiler/search/src/tokenize.rs) are dropped, except the word being typed.
  assert.deepEqual(queryWords('How to deploy the token'), ['deploy', 'token']);
  assert.deepEqual(queryWords('deploy the', true), ['deploy', 'the']);
  assert.deepEqual(queryWords('deploy the', false), ['deploy']);
  assert.deepEqual(queryWords('if this is new', true), ['if', 'this', 'new']);
});

test('an empty segment is an empty index; corrupt columns and shards are refused', () => {
  const empty = new Engine(EMPTY, [], partsOf());
  assert.deepEqual(empty.search('anything').hits, []);
  assert.deepEqual(empty.search('anythin').hits, [], 'typo search with no term blocks');
  // Heading blocks that do not cover the pages.
  assert.throws(() => new Engine({ ...EMPTY, page_docs: [2], pages: [0], kinds: new Uint8Array([0]), weights: new Uint8Array([100]), names: '', heading_pages: [2] }, [{ path: '/a', title: 'A' }], partsOf()), /columns/);
  // A page pointing past the manifest's routes.
  assert.throws(() => new Engine({ ...EMPTY, page_docs: [1], pages: [2], kinds: new Uint8Array([0]), weights: new Uint8Array([100]), names: '', heading_pages: [1] }, [{ path: '/a', title: 'A' }], partsOf()), /columns/);
  assert.throws(() => new Engine(index, manifestRoutes.slice(1), partsOf()), /columns/);
  assert.throws(() => new Engine({ ...index, shard_terms: index.shard_terms.slice(1) }, manifestRoutes, partsOf()), /columns/);
  assert.throws(() => new Engine({ ...index, block_terms: index.block_terms.slice(1) }, manifestRoutes, partsOf()), /columns/);
  // A block starting inside a shard (refused when it is read).
  const moved = new Engine({ ...index, block_terms: [index.block_terms[0] + 1, index.block_terms[1] - 1, ...index.block_terms.slice(2)] }, manifestRoutes, partsOf());
  assert.throws(() => { for (const c of 'abcdefghijklmnopqrstuvwxyz0123456789') moved.search(c + 'qqqq'); }, /columns/);
  const short = new Engine(index, manifestRoutes, partsOf((i) => ({ ...shards[i], docs: shards[i].docs.subarray(1) })));
  assert.throws(() => short.search('proof'), /columns/);
  const cut = new Engine(index, manifestRoutes, (k, i) => (k === 1 ? { ...blocks[i], counts: blocks[i].counts.slice(1) } : partsOf()(k, i)));
  assert.throws(() => cut.search('proof'), /columns/);
  const lost = new Engine(index, manifestRoutes, (k, i) => (k === 2 ? { ...headingBlocks[i], headings: headingBlocks[i].headings.replace('\n', '') } : partsOf()(k, i)));
  assert.throws(() => lost.search('proof'), /columns/);
});

test('the decoded fixture is sorted the way the engine searches it', () => {
  const all = new Engine(index, manifestRoutes, partsOf());
  assert.deepEqual(all.search('zzzz').hits, [], 'a typo search per first letter reads its blocks');
  for (const c of 'abcdefghijklmnopqrstuvwxyz0123456789') all.search(c + 'qqqq');
  const t = all.terms;
  for (let i = 1; i < t.length; i++) assert.ok(t[i - 1] < t[i], `${t[i - 1]} !< ${t[i]}`);
  assert.equal(counts.length, t.length);
  // A flag per posting in each shard.
  let first = 0;
  index.shard_terms.forEach((terms, s) => {
    const postings = counts.slice(first, first += terms).reduce((a, b) => a + b, 0);
    assert.equal(shards[s].flags.length, Math.ceil(postings / 8));
  });
});

test('a query decodes only the shards of the terms it walks, once', () => {
  assert.ok(shards.length >= 4, `the fixture has ${shards.length} shards`);
  const reads: Reads = { shards: [], blocks: [], headings: [] };
  let read = reads.shards;
  const fresh = new Engine(index, manifestRoutes, partsOf(undefined, reads));
  assert.deepEqual(reads, { shards: [], blocks: [], headings: [] }, 'opening decodes no shard, term block or heading block');
  const hits = fresh.search('glossary ').hits.map((h) => h.route);
  assert.deepEqual(hits, routes('glossary '), 'same hits as with every shard at hand');
  assert.ok(read.length >= 1 && read.length < shards.length, `read ${read.length} of ${shards.length} shards`);
  assert.equal(new Set(read).size, read.length, 'each shard decoded once');
  read = reads.shards = [];
  reads.blocks = [];
  reads.headings = [];
  fresh.search('glossary ');
  assert.deepEqual(reads, { shards: [], blocks: [], headings: [] }, 'decoded shards and blocks are kept');
});

test('prepare names exactly the shards a query walks, so a hosted site fetches only those', () => {
  const sorted = (l: number[]) => [...new Set(l)].sort((a, b) => a - b);
  for (const q of ['glossary ', 'proof', 'sequencer settle', 'qqqqqq', 'zk', 'glosary ', 'fungi']) {
    const asked: Reads = { shards: [], blocks: [], headings: [] };
    const read: Reads = { shards: [], blocks: [], headings: [] };
    // Nothing is at hand until asked for: term blocks first, then the shards they point to,
    // then the heading blocks of the hits' pages.
    const have = { shards: new Set<number>(), blocks: new Set<number>(), headings: new Set<number>() };
    const fresh = new Engine(index, manifestRoutes, partsOf(undefined, read), () => [], (kind, list) => {
      const key = (['shards', 'blocks', 'headings'] as const)[kind];
      const missing = list.filter((i) => !have[key].has(i));
      if (!missing.length) return null;
      asked[key].push(...missing);
      missing.forEach((i) => have[key].add(i));
      return Promise.resolve();
    });
    let rounds = 0;
    while (fresh.prepare(q)) assert.ok(++rounds < 5, `${q}: prepare settles`);
    assert.ok(rounds >= 1 || !queryWords(q).length, q);
    let r = fresh.search(q);
    if (r.hits.length < engine.search(q).hits.length) assert.ok(r.wait, `${q}: hits left out wait for their headings`);
    for (let k = 0; r.wait; k++) { assert.ok(k < 3, `${q}: headings settle`); r = fresh.search(q); }
    assert.deepEqual(r.hits, engine.search(q).hits, `${q}: once the headings are in, the hits are the same`);
    // Only the heading blocks of the hits' pages.
    const firstPage = [0];
    for (const n of index.heading_pages) firstPage.push(firstPage[firstPage.length - 1] + n);
    const hitGroups = r.hits.map((h) => firstPage.findIndex((f, g) => f <= h.page && h.page < firstPage[g + 1]));
    assert.deepEqual(sorted(asked.headings), sorted(hitGroups), `${q}: the heading blocks of the hits' pages, and only those`);
    if (r.hits.length) assert.ok(asked.headings.length < headingBlocks.length, `${q}: ${asked.headings.length} of ${headingBlocks.length} heading blocks`);
    assert.deepEqual(sorted(asked.headings), sorted(read.headings), `${q}: the heading blocks asked for are the ones read`);
    assert.deepEqual(sorted(asked.shards), sorted(read.shards), `${q}: the shards prepared are the shards read`);
    assert.deepEqual(sorted(asked.blocks), sorted(read.blocks), `${q}: the blocks prepared are the blocks read`);
    assert.ok(asked.shards.length < shards.length, `${q}: ${asked.shards.length} of ${shards.length} shards`);
    assert.equal(fresh.prepare(q), null, `${q}: once read, nothing more to fetch`);
    // Only the blocks of the words' first letters, and of a whole word (not a typo) its own block.
    const keys = index.block_keys.split('\n');
    const words = queryWords(q, !/\s$/.test(q));
    for (const b of asked.blocks) {
      const lo = keys[b][0], hi = b + 1 < keys.length ? keys[b + 1][0] : '\uffff';
      assert.ok(words.some((w) => lo <= w[0] && w[0] <= hi), `${q}: block ${b} (${keys[b]}…) holds none of its words' first letters`);
    }
    assert.ok(asked.blocks.length < blocks.length, `${q}: ${asked.blocks.length} of ${blocks.length} blocks`);
    if (q === 'glossary ') assert.equal(asked.blocks.length, 1, 'a whole word reads its own block');
    // A typo is looked for among the terms of its first letter: their blocks, all of them.
    const letter = keys.map((_, b) => b).filter((b) => keys[b] <= 'g\uffff' && (b + 1 === keys.length || keys[b + 1] > 'g'));
    if (q === 'glosary ') assert.deepEqual(sorted(asked.blocks), letter, 'a typo reads its first letter\'s blocks');
  }
});

test('exact word finds the page; empty and unknown queries find nothing', () => {
  assert.equal(routes('glossary')[0], '/Documentation/glossary');
  assert.deepEqual(routes(''), []);
  assert.deepEqual(routes('   '), []);
  assert.deepEqual(routes('qqqqqq'), []);
});

test('stop words in a query neither hide hits nor match on their own', () => {
  assert.deepEqual(routes('the glossary'), routes('glossary'));
  assert.equal(routes('how to add a node')[0], '/Documentation/guides/add-a-node');
  assert.deepEqual(routes('the '), [], 'a finished stop word alone matches nothing (the index leaves it out)');
  assert.ok(engine.terms.every((t) => !STOP_WORDS.has(t)), 'the index holds no stop word');
});

test('prefix matching as you type: only the last word is a prefix', () => {
  assert.equal(routes('fungi')[0], '/Documentation/modules/fungible-tokens');
  assert.ok(routes('settl').includes('/Documentation/glossary#settlement'));
  // A finished word (followed by a space) no longer matches as a prefix.
  assert.deepEqual(routes('fungi '), []);
  assert.deepEqual(routes('fungi tokens'), []);
});

test('camelCase identifiers match by their parts and whole', () => {
  assert.ok(routes('nft').includes('/OpenAPI/get-nft-v-2-info'));
  assert.equal(routes('getNftV2')[0], '/OpenAPI/get-nft-v-2-info');
  assert.equal(routes('getnftv2info')[0], '/OpenAPI/get-nft-v-2-info');
  assert.equal(routes('get_nft_v2_info')[0], '/OpenAPI/get-nft-v-2-info', 'snake case query hits the parts');
  assert.ok(routes('collection address').includes('/OpenAPI/get-nft-v-2-info'));
});

test('typo tolerance: 1 edit from 4 letters, 2 from 9, none below 4', () => {
  assert.ok(routes('tokne ').includes('/Documentation/modules/fungible-tokens'), 'swap of neighbours counts as one edit');
  assert.ok(routes('glosary ').includes('/Documentation/glossary'), 'deletion');
  assert.deepEqual(routes('glasory '), [], 'two edits in a 7-letter word');
  assert.ok(routes('agregatoin ').includes('/Documentation/key-concepts/zk-proofs#proof-aggregation'), 'two edits in a 10-letter word');
  assert.ok(routes('tokn ').includes('/Documentation/modules/fungible-tokens'), 'one edit in a 4-letter word');
  assert.ok(routes('tokn').includes('/Documentation/modules/fungible-tokens'), 'one edit while typing a 4-letter word');
  assert.deepEqual(routes('mnt '), [], 'no typos under 4 letters');
  assert.ok(routes('setlem').length > 0, 'typo while typing a prefix');
});

test('singular and plural forms match each other', () => {
  assert.ok(routes('admins ').includes('/api/token/class/FungibleTokenAdmin'), 'plural finds singular');
  assert.ok(routes('proof ').includes('/Documentation/key-concepts/zk-proofs'), 'singular finds plural');
  assert.equal(routes('offer ')[0].split('#')[0], '/Documentation/modules/fungible-tokens', 'offers');
});

test('a query that is a whole page title ranks that page first', () => {
  assert.equal(routes('glossary')[0], '/Documentation/glossary');
  assert.equal(routes('Add a node')[0], '/Documentation/guides/add-a-node');
});

test('AND semantics, page title counts for its sections', () => {
  assert.deepEqual(routes('glossary token'), []);
  // "prover" in a section of the glossary: the title word "glossary" carries over to it.
  assert.ok(routes('glossary prover').includes('/Documentation/glossary#prover'));
  // Sections matched only through the page title are not hits: only the page is.
  assert.deepEqual(routes('glossary '), ['/Documentation/glossary']);
});

test('ranking: title, then heading, then body', () => {
  const hits = engine.search('prover ').hits;
  // "Prover" is a glossary heading; the add-a-node page only mentions it in its body.
  const heading = hits.findIndex((h) => h.route === '/Documentation/glossary#prover');
  const body = hits.findIndex((h) => h.route === '/Documentation/guides/add-a-node');
  assert.ok(heading >= 0 && body >= 0 && heading < body, JSON.stringify(hits.map((h) => h.route)));
  // A title match beats a body mention.
  const r = routes('tokens ');
  assert.equal(r[0], '/Documentation/modules/fungible-tokens');
});

test('a title the query covers entirely beats a longer title', () => {
  // Same page weight; LaunchTokenParams even mentions "token" more often in its text.
  const r = routes('launch token');
  assert.deepEqual(r.slice(0, 2), ['/api/api/function/launchToken', '/OpenAPI/schemas/launchtokenparams']);
});

test('results are grouped by page with their sections', () => {
  const hits = engine.search('proofs').hits;
  const pages = hits.map((h) => h.page);
  for (let i = 2; i < pages.length; i++) {
    if (pages[i] === pages[i - 2]) assert.equal(pages[i - 1], pages[i], 'a page\'s hits are adjacent');
  }
  const zk = hits.filter((h) => h.pageTitle === 'Zero-knowledge proofs');
  assert.ok(zk.length >= 2 && zk.some((h) => h.heading === 'Recursive proofs'));
  assert.ok(hits.some((h) => h.route === '/Documentation/key-concepts/zk-proofs#recursive-proofs'));
});

test('typed reference members are their own sections', () => {
  assert.ok(routes('canMint').includes('/api/token/class/FungibleTokenAdmin#canmint'));
  // Ids the index leaves out are the headings' slugs; the others are stored (model/search.rs `anchors`).
  assert.deepEqual(routes('zzrepeated'), ['/Documentation/markdown#later-1']);
  assert.deepEqual(routes('zzexplicit'), ['/Documentation/markdown#zz-own-id']);
  assert.deepEqual(routes('zzaccented'), ['/Documentation/markdown#café-crème']);
  assert.equal(engine.search('FungibleTokenAdmin').hits[0].kind, 'ts');
});

test('unit texts cut from the pages match the compiler\'s, unit for unit', () => {
  assert.deepEqual(fixture.pages.flatMap(unitTexts), fixture.texts);
  assert.ok(fixture.texts.some((t) => t.includes('nested code')), 'nested code stays, top-level code goes');
});

test('snippets come from the hit\'s page (the index holds no text), matches marked', () => {
  textsRead.length = 0;
  const r = engine.search('aggregation');
  const hit = r.hits.find((h) => h.route.endsWith('#proof-aggregation'))!;
  const segs = engine.snippet(hit, r.matcher, 10)!;
  assert.match(text(segs), /Aggregation merges independent proofs/);
  assert.deepEqual(marked(segs), ['Aggregation']);
  assert.deepEqual([...new Set(textsRead)], [hit.page], 'only the shown hit\'s page was read');
  assert.ok(!JSON.stringify({ ...index, postings: [] }).includes('merges independent'), 'no page text in the index');
});

test('snippets: N words around the first match, marked', () => {
  const hit = engine.search('heartbeat').hits[0];
  assert.equal(hit.route, '/Documentation/guides/add-a-node');
  const m = engine.search('heartbeat').matcher;
  const ten = engine.snippet(hit, m, 10)!;
  const five = engine.snippet(hit, m, 5)!;
  const words = (s: typeof ten) => text(s).replace(/…/g, '').trim().split(/\s+/).length;
  assert.equal(words(ten), 10);
  assert.equal(words(five), 5);
  assert.deepEqual(marked(ten), ['heartbeat']);
  assert.deepEqual(marked(five), ['heartbeat']);
  assert.match(text(ten), /^… /);
  // Near the start, no leading ellipsis; at the end, none trailing.
  const m2: Matcher = { terms: new Set(['one']), prefix: '' };
  assert.equal(text(snippet('one two three four five six seven', m2, 5)), 'one two three four five …');
  assert.equal(text(snippet('a b c d e f g one', m2, 5)), '… d e f g one');
});

test('highlighting marks whole words (not their punctuation), compound words by their parts, prefixes', () => {
  const m: Matcher = { terms: new Set(['nft']), prefix: 'tok' };
  assert.deepEqual(marked(highlight('Call getNftInfo for tokens, not tickets.', m)), ['getNftInfo', 'tokens']);
  assert.equal(text(highlight('a  b\tc', m)), 'a  b\tc', 'spacing is kept');
});

test('recent searches keep 7, show 4 when favourites exist; favourites keep 10', () => {
  const hit = (i: number): StoredHit => ({ route: `/p${i}`, pageTitle: `P${i}`, heading: '', kind: 'doc' });
  let recent: StoredHit[] = [];
  for (let i = 0; i < 12; i++) recent = addRecent(recent, hit(i));
  assert.equal(recent.length, RECENT_MAX);
  assert.equal(RECENT_MAX, 7);
  assert.equal(recent[0].route, '/p11', 'newest first');
  recent = addRecent(recent, hit(8));
  assert.deepEqual(recent.slice(0, 2).map((h) => h.route), ['/p8', '/p11'], 'a repeat moves to the top, once');
  assert.equal(shownRecents(recent, []).length, 7);
  assert.equal(shownRecents(recent, [hit(99)]).length, RECENT_SHOWN_WITH_FAVORITES);
  assert.equal(RECENT_SHOWN_WITH_FAVORITES, 4);
  let fav: StoredHit[] = [];
  for (let i = 0; i < 15; i++) fav = addFavorite(fav, hit(i));
  assert.equal(fav.length, FAVORITES_MAX);
  assert.equal(FAVORITES_MAX, 10);
  assert.ok(!shownRecents(recent, fav).some((r) => fav.some((f) => f.route === r.route)), 'a favourite is not also listed as recent');
});

test('hosted mode: DocSearch request shape and response mapping', () => {
  const ds = { app_id: 'APPID', api_key: 'KEY', index_name: 'silvana', host: '' };
  assert.equal(docsearchUrl(ds), 'https://APPID-dsn.algolia.net/1/indexes/*/queries');
  assert.equal(docsearchUrl({ ...ds, host: '127.0.0.1:9999' }), 'http://127.0.0.1:9999/1/indexes/*/queries');
  assert.equal(docsearchUrl({ ...ds, host: 'search.example.com' }), 'https://search.example.com/1/indexes/*/queries');
  const req = docsearchRequest(ds, 'mint', 'en', 'current', 10);
  assert.equal(req.method, 'POST');
  assert.equal(req.headers['x-algolia-application-id'], 'APPID');
  assert.equal(req.headers['x-algolia-api-key'], 'KEY');
  const body = JSON.parse(req.body);
  assert.equal(body.requests.length, 1);
  assert.equal(body.requests[0].indexName, 'silvana');
  assert.equal(body.requests[0].query, 'mint');
  const params = new URLSearchParams(body.requests[0].params);
  assert.deepEqual(JSON.parse(params.get('facetFilters')!), ['language:en', 'docusaurus_tag:docs-default-current']);
  assert.equal(params.get('hitsPerPage'), '20');
  const hits = parseDocsearch({
    results: [{ hits: [
      { url: 'https://docs.example.com/Documentation/glossary#prover', hierarchy: { lvl0: 'Docs', lvl1: 'Glossary', lvl2: 'Prover' }, _snippetResult: { content: { value: 'A node that &lt;makes&gt; <mark>proofs</mark>' } } },
      { url: 'https://docs.example.com/Documentation/glossary', hierarchy: { lvl0: 'Docs', lvl1: 'Glossary' }, content: null },
    ] }],
  }, '/');
  assert.equal(hits.length, 2);
  assert.equal(hits[0].route, '/Documentation/glossary#prover');
  assert.equal(hits[0].pageTitle, 'Glossary');
  assert.equal(hits[0].heading, 'Prover');
  assert.deepEqual(hits[0].snippet, [{ text: 'A node that <makes> ', mark: false }, { text: 'proofs', mark: true }]);
  assert.equal(hostedHitRoute('https://x.org/docs/a/b/#c', '/docs/'), '/a/b#c');
  assert.throws(() => parseDocsearch({ message: 'Invalid API key' }, '/'));
});

test('question forms and a stop word being typed are optional: they add score, never hide a page', () => {
  // The fixture's add-a-node says neither "must" nor "do": both words were required, so the page was lost.
  assert.equal(routes('what must I do to add a node')[0], '/Documentation/guides/add-a-node');
  assert.equal(routes('should I add a node ')[0], '/Documentation/guides/add-a-node');
  // A section is a hit only by a required word of its own (or as the page itself).
  assert.ok(engine.search('must add node').hits.every((h) => !h.route.includes('#') || routes('add node').includes(h.route)));
  // Alone, a question form is the query: required, as any word.
  const may = routes('may ').map((r) => r.split('#')[0]);
  assert.ok(may.includes('/Documentation/modules/fungible-tokens') && !may.includes('/Documentation/guides/add-a-node'), 'add-a-node never says "may"');
  // The stop word being typed is a prefix ("the" → "theme") that may match nothing: the rest still finds the page.
  assert.deepEqual(routes('glossary the').slice(0, 1), routes('glossary ').slice(0, 1));
  assert.deepEqual(optionalWords('how do I deploy an app'), ['do']);
  assert.deepEqual(optionalWords('deploy the'), ['the']);
  assert.ok([...QUESTION_WORDS].every((w) => !STOP_WORDS.has(w)), 'a question form is indexed, not a stop word');
});

// A hosted site's routes arrive in blocks (Pack.routesFor): the engine asks for the routes of
// the pages it ranks by title and shows, not for the whole table, and shows nothing until
// they are there (`wait`), then the same hits as with every route at hand.
test('routes not at hand yet: a search asks for those of its title matches and hits, then ranks as with all of them', async () => {
  const sparse: (typeof manifestRoutes[number] | undefined)[] = new Array(manifestRoutes.length);
  const asked: number[][] = [];
  const lazy = new Engine(index, sparse as typeof manifestRoutes, partsOf(), () => [], () => null, (entries) => {
    asked.push(entries);
    return Promise.resolve().then(() => { for (const e of entries) sparse[e] = manifestRoutes[e]; });
  });
  const query = 'token';
  const first = lazy.search(query);
  assert.ok(first.wait, 'the search waits for routes');
  assert.ok(asked.length === 1 && asked[0].length > 0, 'it asked for some routes');
  const want = new Set(engine.search(query).hits.map((h) => h.route));
  let r = first;
  for (let i = 0; r.wait && i < 10; i++) { await r.wait; r = lazy.search(query); }
  assert.equal(r.wait, undefined);
  assert.deepEqual(r.hits.map((h) => h.route), engine.search(query).hits.map((h) => h.route));
  assert.ok(want.size > 0);
  const read = new Set(asked.flat());
  assert.ok(read.size < manifestRoutes.length, `read ${read.size} of ${manifestRoutes.length} routes`);
});
