// A small docs tree made for the search tests, compiled with the real docc binary: enough
// pages sharing a word to paginate, a long paragraph for snippet lengths, two pages sharing a
// rare word for keyboard navigation, and optionally a hosted-search (DocSearch) config.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { RUNTIME, tempDir } from './harness.mjs';

const ROOT = resolve(RUNTIME, '..');

/** The docc binary: $DOCC_BIN, a release build newer than the runtime bundle, or a fresh debug build. */
export function doccBin() {
  if (process.env.DOCC_BIN) return resolve(process.env.DOCC_BIN);
  const release = join(ROOT, 'target/release/docc');
  const bundle = join(RUNTIME, 'dist/runtime.js');
  if (existsSync(release) && existsSync(bundle) && statSync(release).mtimeMs > statSync(bundle).mtimeMs) return release;
  execFileSync('cargo', ['build', '-q', '-p', 'docc'], { cwd: ROOT, stdio: 'inherit' });
  return join(ROOT, 'target/debug/docc');
}

export const TOPICS = 26;
export const LONG_WORD = 'zebrafinch';

/**
 * Writes the tree and compiles it; returns the HTML file. `docsearch`: { app_id, api_key, index_name, host }.
 * @param {{ docsearch?: { app_id: string, api_key: string, index_name: string, host: string } }} [opts]
 */
export function searchSite({ docsearch } = {}) {
  const dir = tempDir();
  const w = (path, text) => { mkdirSync(join(dir, path, '..'), { recursive: true }); writeFileSync(join(dir, path), text); };
  let toml = 'title = "Search fixture"\ntagline = "Pages made for the search tests"\n';
  if (docsearch) toml += `\n[search.docsearch]\n${Object.entries(docsearch).map(([k, v]) => `${k} = ${JSON.stringify(v)}`).join('\n')}\n`;
  w('docc.toml', toml);
  w('docs/index.md', '---\ntitle: Welcome\nsidebar_position: 0\n---\n\nThe search fixture home page.\n');
  w('docs/topics/_category_.json', JSON.stringify({ label: 'Topics', position: 2 }));
  for (let i = 1; i <= TOPICS; i++) {
    w(`docs/topics/topic-${i}.md`, `---\ntitle: Rollup topic ${i}\nsidebar_position: ${i}\n---\n\n`
      + `Topic ${i} explains how the rollup batches work.\n\n## Settlement ${i}\n\nThe rollup settles batch ${i} on the base chain.\n`);
  }
  w('docs/guides/_category_.json', JSON.stringify({ label: 'Guides', position: 3 }));
  w('docs/guides/alpha.md', '---\ntitle: Alpha guide\nsidebar_position: 1\n---\n\nThe alphaunique word appears here first.\n');
  w('docs/guides/beta.md', '---\ntitle: Beta guide\nsidebar_position: 2\n---\n\nThe alphaunique word appears here too.\n');
  const filler = (n, from) => Array.from({ length: n }, (_, k) => `word${from + k}`).join(' ');
  w('docs/guides/long.md', `---\ntitle: Monitoring nodes\nsidebar_position: 3\n---\n\n${filler(30, 0)} ${LONG_WORD} ${filler(30, 30)}\n`);
  const out = join(dir, 'index.html');
  execFileSync(doccBin(), ['compile', dir, '-o', out], { stdio: 'pipe' });
  return out;
}
