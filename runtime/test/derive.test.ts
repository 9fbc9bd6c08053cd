// The page fields the runtime rebuilds (src/pack/derive.ts) against the compiler's own values,
// on two sites `just contract` compiles with --dump-model: fixtures/contract (every kind of
// page) and the Silvana site (content/: nested categories, index docs, generated indexes,
// OpenAPI and typed-reference pages). For every page and field, the value rebuilt without
// the compiler's overrides must equal the compiler's exactly when the compiler shipped no
// override for it: the runtime and compiler/model/src/derive.rs compute the same thing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { deriver, tocDepths } from '../src/pack/derive';
import { Pack } from '../src/pack/load';
import { PageChunkD, tagOf } from '../src/pack/schema';
import { packOfHtml } from './html';

const fromRepo = (p: string) => fileURLToPath(new URL(`../../../${p}`, import.meta.url));
const FIELDS = ['toc', 'prev', 'next', 'breadcrumbs'] as const;
/** The override that replaces each field. */
const TAG = { toc: 'Toc', prev: 'Prev', next: 'Next', breadcrumbs: 'Breadcrumbs' } as const;

/** The compiled single file and the model dump of a site `just contract` compiles. */
const SITES: Record<string, [string, string]> = { contract: ['site.html', 'model.json'], silvana: ['silvana.html', 'silvana.json'] };

function site(name: string): { pack: Pack; chunks: { pages: Record<string, unknown>[] }[] } {
  const [html, json] = SITES[name].map((f) => fromRepo(`build/contract/${f}`));
  for (const f of [html, json]) if (!existsSync(f)) assert.fail(`${f} is missing: run \`just contract\` first`);
  return { pack: new Pack(packOfHtml(readFileSync(html, 'utf8'))!), chunks: JSON.parse(readFileSync(json, 'utf8')).chunks };
}

for (const name of Object.keys(SITES)) {
  test(`${name}: TOC, previous/next and breadcrumbs rebuilt as the compiler made them`, () => {
    const { pack, chunks } = site(name);
    const derive = deriver(pack.manifest);
    // Per field: pages whose rebuilt value was used as is, and how many of those were not empty.
    const rebuilt = Object.fromEntries(FIELDS.map((f) => [f, { pages: 0, filled: 0 }]));
    for (let s = 3; s < 3 + chunks.length; s++) {
      pack.segment(s, PageChunkD).pages.forEach((framed, i) => {
        const page = framed.read();
        const compiler = chunks[s - 3].pages[i];
        const bare = derive({ ...page, overrides: [] });
        const shipped = new Set(page.overrides.map(tagOf));
        for (const f of FIELDS) {
          const same = isDeepStrictEqual(bare[f], compiler[f]);
          assert.equal(!same, shipped.has(TAG[f]), `${page.route} ${f}: rebuilt ${JSON.stringify(bare[f])}, compiler ${JSON.stringify(compiler[f])}, override shipped: ${shipped.has(TAG[f])}`);
          if (same) {
            rebuilt[f].pages++;
            if (bare[f] != null && (!Array.isArray(bare[f]) || bare[f].length > 0)) rebuilt[f].filled++;
          }
        }
        // And with the overrides applied (what Pack.page returns): the compiler's value, always.
        const full = pack.page(s, i);
        for (const f of FIELDS) assert.deepEqual(full[f], compiler[f], `${page.route} ${f}`);
      });
    }
    for (const f of FIELDS) assert.ok(rebuilt[f].filled >= 2, `${name}: ${f} rebuilt non-empty on ${rebuilt[f].filled} pages only`);
  });
}

test('the page object is completed once and keeps its identity (React effects depend on page.toc)', () => {
  const { pack } = site('contract');
  const r = pack.manifest.routes[0];
  const a = pack.page(r.segment, r.index), b = pack.page(r.segment, r.index);
  assert.equal(a, b);
  assert.equal(a.toc, b.toc);
});

test('TOC depths nest as Docusaurus does, the same cases as derive.rs toc_depths_nest_as_docusaurus_does', () => {
  const e = (level: number) => ({ level, id: '', text: '' });
  // An h3 before any h2 is a top entry; later h3s sit under their h2.
  assert.deepEqual(tocDepths([e(3), e(2), e(3), e(3), e(2)]), [0, 0, 1, 1, 0]);
  assert.deepEqual(tocDepths([e(2), e(4), e(3), e(4), e(2)]), [0, 1, 1, 2, 0]);
  assert.deepEqual(tocDepths([e(3), e(3)]), [0, 0]);
});
