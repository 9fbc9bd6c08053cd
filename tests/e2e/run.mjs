// Runs every e2e test file and fails the run when a test skipped itself. Tests skip when the site
// under test lacks what they need (no API pages, no images…), which is right for an arbitrary
// DOCC_SITE, but on content/ (what CI runs) a skip means a test passed having checked nothing:
// that is how a stream test went unnoticed for a session. DOCC_E2E_ALLOW_SKIP=1 allows skips for
// a site that really lacks a feature.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
// `node run.mjs stream.test.mjs` runs the files named; no argument runs them all.
const files = process.argv.length > 2 ? process.argv.slice(2) : readdirSync(here).filter((f) => f.endsWith('.test.mjs')).sort();
const args = ['--test', '--test-concurrency=1', '--test-timeout=900000', '--test-force-exit', '--test-reporter=tap', ...files];
const child = spawn(process.execPath, args, { cwd: here, stdio: ['ignore', 'pipe', 'inherit'] });
const skipped = [];
let tail = '';
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  const lines = (tail + chunk.toString('utf8')).split('\n');
  tail = lines.pop() ?? '';
  for (const line of lines) if (/^\s*ok \d+ - .* # SKIP/.test(line)) skipped.push(line.trim());
});
child.on('close', (code) => {
  if (/^\s*ok \d+ - .* # SKIP/.test(tail)) skipped.push(tail.trim());
  if (code !== 0) process.exit(code ?? 1);
  if (skipped.length && process.env.DOCC_E2E_ALLOW_SKIP !== '1') {
    console.error(`\n${skipped.length} test(s) skipped themselves on this site; a skipped test checked nothing:\n  ${skipped.join('\n  ')}\n(set DOCC_E2E_ALLOW_SKIP=1 for a site that really lacks these features)`);
    process.exit(1);
  }
});
