// Search relevance over the real Silvana site: the queries of tests/search/eval.json (concept
// queries, operation names in words, SDK names, typos, multi-word queries), each with the
// pages a reader wants first. Runs the runtime's engine over the index the compiler wrote into
// $DOCC_SITE (default dist/index.html, which `just test` builds before these tests) and reports
// mean reciprocal rank and top-3 hit rate; falls below the thresholds fail.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pack } from '../src/pack/load';
import { packOfHtml } from './html';
import type { Engine } from '../src/search/engine';
import { loadEngine } from '../src/search/open';

const root = resolve(fileURLToPath(import.meta.url), '../../../..');
const siteFile = process.env.DOCC_SITE ? resolve(process.env.DOCC_SITE) : resolve(root, 'dist/index.html');
const evalSet: { queries: { q: string; type: string; expect: string[] }[] } = JSON.parse(readFileSync(resolve(root, 'tests/search/eval.json'), 'utf8'));

/** Measured on the Silvana site (see the search notes in ARCHITECTURE.md); a drop below fails. */
const MIN_MRR = 0.95;
const MIN_TOP3 = 0.95;
/** Ranks past this count as not found (reciprocal rank 0). */
const CUTOFF = 10;

async function siteEngine() {
  assert.ok(existsSync(siteFile), `${siteFile} is missing: run \`just build\` (or set DOCC_SITE) first`);
  const html = readFileSync(siteFile, 'utf8');
  const bytes = packOfHtml(html);
  assert.ok(bytes, 'no pack in the site file');
  const pack = new Pack(bytes);
  return { pack, engine: await loadEngine(pack) };
}

/** Distinct pages of a query's hits, in order. */
function pagesOf(engine: Engine, q: string): string[] {
  const pages: string[] = [];
  for (const h of engine.search(q, 60).hits) {
    const route = h.route.split('#')[0];
    if (!pages.includes(route)) pages.push(route);
  }
  return pages;
}

test('operations and concept pages before schema rows and re-exported classes', async () => {
  const { engine } = await siteEngine();
  for (const [q, op] of [['mint token', '/OpenAPI/mint-tokens'], ['launch token', '/OpenAPI/launch-token'], ['faucet', '/OpenAPI/faucet'], ['mint nft', '/OpenAPI/mint-nft']]) {
    const pages = pagesOf(engine, q);
    assert.ok(pages.indexOf(op) >= 0 && pages.indexOf(op) < 4, `"${q}": ${op} not in the top 4: ${pages.slice(0, 4)}`);
  }
  // The re-exported class titled exactly "Proof" may come first, but none of its members
  // before the concept page.
  const hits = engine.search('proof', 60).hits.map((h) => h.route);
  const concept = hits.findIndex((r) => r.startsWith('/Documentation/key-concepts/zk-proofs'));
  const member = hits.findIndex((r) => r.startsWith('/api/upgradable/class/Proof#'));
  assert.ok(concept >= 0 && concept < 5 && (member < 0 || concept < member), `"proof": ${hits.slice(0, 6)}`);
  assert.ok(pagesOf(engine, 'tokn').length > 0, 'a 4-letter typo finds something');
});

test('search relevance on the Silvana site: mean reciprocal rank and top-3 hit rate', async () => {
  const { pack, engine } = await siteEngine();
  const known = new Set(pack.manifest.routes.map((r) => r.path));
  assert.ok(evalSet.queries.length >= 40, 'the evaluation set needs at least 40 queries');
  let rrSum = 0, top3 = 0;
  const misses: string[] = [];
  const byType = new Map<string, { n: number; rr: number }>();
  for (const { q, type, expect } of evalSet.queries) {
    for (const e of expect) assert.ok(known.has(e), `eval.json: "${q}" expects ${e}, which is not a route of the site`);
    const pages = pagesOf(engine, q);
    const at = pages.findIndex((p) => expect.includes(p));
    const rr = at >= 0 && at < CUTOFF ? 1 / (at + 1) : 0;
    rrSum += rr;
    if (at >= 0 && at < 3) top3++;
    if (at !== 0) misses.push(`  "${q}": expected ${expect[0]}${expect.length > 1 ? ` (or ${expect.length - 1} more)` : ''} at rank ${at < 0 ? '-' : at + 1}; got ${pages.slice(0, 3).join(', ')}`);
    const t = byType.get(type) ?? { n: 0, rr: 0 };
    t.n++; t.rr += rr;
    byType.set(type, t);
  }
  const n = evalSet.queries.length;
  const mrr = rrSum / n, hit3 = top3 / n;
  const types = [...byType].map(([k, v]) => `${k} ${(v.rr / v.n).toFixed(3)} (${v.n})`).join(', ');
  console.log(`search eval: ${n} queries, MRR ${mrr.toFixed(3)}, top-3 ${(hit3 * 100).toFixed(1)}%; MRR by type: ${types}`);
  if (misses.length) console.log(`not first:\n${misses.join('\n')}`);
  assert.ok(mrr >= MIN_MRR, `MRR ${mrr.toFixed(3)} < ${MIN_MRR}`);
  assert.ok(hit3 >= MIN_TOP3, `top-3 hit rate ${hit3.toFixed(3)} < ${MIN_TOP3}`);
});
