// node build/fixture-cli.mjs OUT.html [--base /docs/] [--hide-on-scroll] [--announcement ID|none]
// Writes a fixture site built from test/fixture-site.ts with the current dist/ runtime.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixturePack, siteHtml } from './fixture-site';

const args = process.argv.slice(2);
const flag = (n: string) => { const i = args.indexOf(n); return i >= 0 ? args[i + 1] : undefined; };
const out = args[0];
if (!out || out.startsWith('--')) { console.error('usage: fixture-cli OUT.html [--base /docs/] [--hide-on-scroll] [--announcement ID|none]'); process.exit(2); }
const dist = join(dirname(fileURLToPath(import.meta.url)), '../dist');
const ann = flag('--announcement');
const pack = fixturePack({ base_path: flag('--base'), hide_on_scroll: args.includes('--hide-on-scroll'), announcementId: ann === 'none' ? null : ann });
const read = (f: string) => readFileSync(join(dist, f), 'utf8');
writeFileSync(out, siteHtml(pack, { head: read('head.js'), css: read('runtime.css'), js: read('runtime.js') }));
console.log(`fixture site: ${out}`);
