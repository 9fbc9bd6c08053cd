// The real-repository corpus (issue 30): every public Docusaurus repository listed in
// realsites.txt that is present locally is compiled UNCHANGED by the release docc, under a time
// limit, and the outcome is written as a Markdown table (corpus-results.md) and as JSON
// (corpus-results.json, which a later run can take as its baseline to show before -> after).
//
// Not in CI: the repositories are not vendored. Usage (`just realsites-corpus` runs the first form):
//
//   node corpus.mjs [--list FILE] [--sites DIR] [--timeout SECONDS] [--baseline JSON] [--only owner/name,…]
//   node corpus.mjs --extract MIRROR_DIR [--sites DIR]
//
// --list      the corpus rule: lines `owner/name<TAB>folder holding docusaurus.config.*<TAB>note`
//             (default ../shared/realsites.txt beside the repository, or $DOCC_CORPUS_LIST)
// --sites     where the repositories are checked out, one directory per line named `owner+name`
//             or `name` (default /work/realsites, or $DOCC_REALSITES). The repository's commit is
//             read from `git rev-parse HEAD` there, else from the file `.corpus-commit` in it.
// --extract   writes the HEAD of each bare git dir MIRROR_DIR/owner+name[/repo] into --sites as
//             `owner+name`, with `.corpus-commit` and an empty `.git` (as in a clone); a blob the snapshot lacks (large files may be
//             listed but absent) is replaced by a placeholder of the same type at the same path
//             (the issue's vendoring rule, "media over ~60 KB replaced by 1x1 placeholders of the
//             same type": a valid 1x1 image, an empty archive, a one-page PDF, an empty movie;
//             `placeholder()` below), named in `.corpus-placeholders`; one of a type with no
//             placeholder is left out and named in `.corpus-absent`. Run again over a checkout
//             already there, it adds the placeholders its `.corpus-absent` allows. A submodule is
//             filled from MIRROR_DIR/owner+name of its URL's repository when that is present.
// Skipped lines: corpus-skips.txt (`owner/name<TAB>why`) says why a listed repository is absent.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { placeholder } from './placeholders.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const argv = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : dflt;
};
const listFile = opt('list', process.env.DOCC_CORPUS_LIST ?? resolve(root, '../shared/realsites.txt'));
const sitesDir = opt('sites', process.env.DOCC_REALSITES ?? '/work/realsites');
const timeout = Number(opt('timeout', '600'));
const baselineFile = opt('baseline', null);
const only = opt('only', '').split(',').filter(Boolean);
const docc = process.env.DOCC_BIN ?? join(root, 'target/release/docc');

/** The corpus lines, in order. */
function corpus() {
  return readFileSync(listFile, 'utf8').split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => { const [repo, folder, note] = l.split('\t'); return { repo: repo.trim(), folder: (folder ?? '.').trim(), note: (note ?? '').trim() }; });
}

const skips = () => {
  const f = join(here, 'corpus-skips.txt');
  if (!existsSync(f)) return new Map();
  return new Map(readFileSync(f, 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#')).map((l) => { const [r, ...why] = l.split('\t'); return [r.trim(), why.join(' ').trim()]; }));
};

const git = (gitDir, args, input) => execFileSync('git', ['--git-dir', gitDir, ...args], { input, maxBuffer: 1 << 30, stdio: ['pipe', 'pipe', 'ignore'] });

function bareDir(mirror, key) {
  const d = join(mirror, key);
  if (existsSync(join(d, 'repo', 'HEAD'))) return join(d, 'repo');
  if (existsSync(join(d, 'HEAD'))) return d;
  return null;
}

/** Writes `rev` of the bare repository `gitDir` into `out`, skipping absent blobs. */
function extractTree(gitDir, rev, out, mirror, absent) {
  const entries = git(gitDir, ['ls-tree', '-r', '-z', rev]).toString('utf8').split('\0').filter(Boolean).map((e) => {
    const tab = e.indexOf('\t');
    const [mode, type, obj] = e.slice(0, tab).split(' ');
    return { mode, type, obj, path: e.slice(tab + 1) };
  });
  for (const e of entries) {
    const dest = join(out, e.path);
    mkdirSync(dirname(dest), { recursive: true });
    if (e.type === 'commit') {
      // A submodule: filled from a mirrored repository of the same name when there is one.
      const modules = (() => { try { return git(gitDir, ['show', `${rev}:.gitmodules`]).toString('utf8'); } catch { return ''; } })();
      const url = modules.split(/\[submodule/).find((s) => new RegExp(`path\\s*=\\s*${e.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'm').test(s))?.match(/url\s*=\s*(\S+)/)?.[1] ?? '';
      const m = url.match(/github\.com[/:]([^/]+)\/([^/.]+?)(\.git)?$/);
      const sub = m && bareDir(mirror, `${m[1]}+${m[2]}`);
      let ok = false;
      if (sub) { try { git(sub, ['cat-file', '-t', e.obj]); ok = true; } catch { /* commit not in the snapshot */ } }
      if (ok) { mkdirSync(dest, { recursive: true }); extractTree(sub, e.obj, dest, mirror, absent); } else absent.push(`${e.path} (submodule ${url || e.obj})`);
      continue;
    }
    if (e.type !== 'blob') continue;
    let data;
    try { data = git(gitDir, ['cat-file', 'blob', e.obj]); } catch { absent.push(e.path); continue; }
    if (e.mode === '120000') { try { symlinkSync(data.toString('utf8'), dest); } catch { /* exists */ } } else writeFileSync(dest, data, { mode: e.mode === '100755' ? 0o755 : 0o644 });
  }
}

/** Fills `out`'s absent blobs with placeholders; rewrites `.corpus-absent` (what is left) and
 *  `.corpus-placeholders` (`path<TAB>kind` per placeholder written, this run's and earlier). */
function placehold(out, absent) {
  const listed = join(out, '.corpus-placeholders');
  const placed = existsSync(listed) ? readFileSync(listed, 'utf8').split('\n').filter(Boolean) : [];
  const left = [];
  for (const a of absent) {
    const p = a.endsWith(')') ? null : placeholder(a);
    if (!p || existsSync(join(out, a))) { left.push(a); continue; }
    mkdirSync(dirname(join(out, a)), { recursive: true });
    writeFileSync(join(out, a), p.data, { mode: 0o644 });
    placed.push(`${a}\t${p.kind}`);
  }
  writeFileSync(join(out, '.corpus-absent'), left.map((a) => `${a}\n`).join(''));
  writeFileSync(listed, placed.map((a) => `${a}\n`).join(''));
  return { placed, left };
}

function extract(mirror) {
  mkdirSync(sitesDir, { recursive: true });
  for (const { repo } of corpus()) {
    const key = repo.replace('/', '+');
    const gitDir = bareDir(mirror, key);
    const out = join(sitesDir, key);
    if (!gitDir) { console.log(`${repo}: not in ${mirror}`); continue; }
    const head = git(gitDir, ['rev-parse', 'HEAD']).toString().trim();
    if (existsSync(join(out, '.corpus-commit')) && readFileSync(join(out, '.corpus-commit'), 'utf8').trim() === head) {
      const was = existsSync(join(out, '.corpus-absent')) ? readFileSync(join(out, '.corpus-absent'), 'utf8').split('\n').filter(Boolean) : [];
      const { placed, left } = placehold(out, was);
      console.log(`${repo}: ${head} already there${was.length !== left.length ? `, ${was.length - left.length} placeholders added` : ''} (${placed.length} placeholders, ${left.length} absent)`);
      continue;
    }
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    // An empty repository where a clone has its `.git`: docc's content root is the repository
    // (the nearest folder holding `.git`), so `path: '../docs'` reads as it does in a clone.
    execFileSync('git', ['init', '-q', out]);
    const absent = [];
    extractTree(gitDir, head, out, mirror, absent);
    writeFileSync(join(out, '.corpus-commit'), `${head}\n`);
    const { placed, left } = placehold(out, absent);
    console.log(`${repo}: ${head}${placed.length ? `, ${placed.length} placeholders` : ''}${left.length ? `, ${left.length} absent from the snapshot` : ''}`);
  }
}

function checkout(repo) {
  for (const n of [repo.replace('/', '+'), repo.split('/')[1]]) if (existsSync(join(sitesDir, n))) return join(sitesDir, n);
  return null;
}

function commitOf(dir) {
  try { return execFileSync('git', ['-C', dir, 'rev-parse', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim(); } catch { /* not a work tree */ }
  const f = join(dir, '.corpus-commit');
  return existsSync(f) ? readFileSync(f, 'utf8').trim() : 'unknown';
}

function doccCommit() {
  try {
    const head = execFileSync('git', ['-C', root, 'rev-parse', '--short=12', 'HEAD']).toString().trim();
    const dirty = execFileSync('git', ['-C', root, 'status', '--porcelain', '--', 'compiler']).toString().trim();
    return dirty ? `${head} (+ uncommitted changes under compiler/)` : head;
  } catch { return 'unknown'; }
}

/** Compiles one site unchanged; the outcome as data. */
function run(entry, dir) {
  const folder = join(dir, entry.folder);
  const tmp = mkdtempSync(join(tmpdir(), 'docc-corpus-'));
  const model = join(tmp, 'model.json');
  const t0 = process.hrtime.bigint();
  const r = spawnSync(docc, ['compile', folder, '-o', join(tmp, 'site.html'), '--dump-model', model, '--format', 'json'], {
    encoding: 'utf8', timeout: timeout * 1000, killSignal: 'SIGKILL', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'pipe'],
  });
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const errors = {};
  const warnings = {};
  const firstErrors = [];
  // Errors naming a file the snapshot lacks (a large blob listed but not held) are the fetch's,
  // not docc's: counted apart. Messages show paths relative to the config folder, or a static
  // file's route (`static/x.tar.gz` is `/x.tar.gz`).
  const absentFile = join(dir, '.corpus-absent');
  const absentPaths = existsSync(absentFile) ? readFileSync(absentFile, 'utf8').split('\n').filter((a) => a && !a.endsWith(')')).flatMap((a) => [relative(folder, join(dir, a)), ...(a.match(/(?:^|\/)static(\/.*)$/) ? [a.match(/(?:^|\/)static(\/.*)$/)[1]] : [])]) : [];
  let snapshotErrors = 0;
  for (const line of (r.stdout ?? '').split('\n')) {
    let d;
    try { d = JSON.parse(line); } catch { continue; }
    if (!d || !d.code) continue;
    const code = d.code.replace(/^docc::/, '');
    const bucket = d.severity === 'error' ? errors : warnings;
    bucket[code] = (bucket[code] ?? 0) + 1;
    if (d.severity === 'error' && absentPaths.some((a) => String(d.message).includes(a))) snapshotErrors += 1;
    if (d.severity === 'error' && firstErrors.length < 5) firstErrors.push(`${d.file ?? ''}${d.line ? `:${d.line}` : ''} ${code}: ${String(d.message).split('\n')[0]}`.trim());
  }
  let routes = null;
  if (r.status === 0 && existsSync(model)) {
    try { routes = JSON.parse(readFileSync(model, 'utf8')).manifest.routes.length; } catch { /* no model */ }
  }
  const stderr = (r.stderr ?? '').trim().split('\n').filter(Boolean);
  rmSync(tmp, { recursive: true, force: true });
  return {
    repo: entry.repo, folder: entry.folder, commit: commitOf(dir),
    exit: r.error?.code === 'ETIMEDOUT' || r.signal === 'SIGKILL' ? `timeout ${timeout}s` : r.status ?? r.signal,
    seconds: Math.round(seconds * 10) / 10, routes, errors, warnings, firstErrors, snapshotErrors,
    // exit 3 is an internal error (a panic): its message is on stderr, not in the JSON lines.
    stderrTail: r.status === 0 ? [] : stderr.slice(-3),
    absent: existsSync(absentFile) ? readFileSync(absentFile, 'utf8').split('\n').filter(Boolean).length : 0,
    placeholders: existsSync(join(dir, '.corpus-placeholders')) ? readFileSync(join(dir, '.corpus-placeholders'), 'utf8').split('\n').filter(Boolean).map((l) => l.split('\t')) : [],
  };
}

const total = (o) => Object.values(o ?? {}).reduce((a, b) => a + b, 0);
const codes = (o) => Object.entries(o ?? {}).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c, n]) => `${c} ${n}`).join(', ') || '—';
const cell = (s) => String(s).replace(/\|/g, '\\|').replace(/\n/g, ' ');
const arrow = (before, after) => (before === undefined || String(before) === String(after) ? `${after}` : `${before} → ${after}`);

function markdown(results, baseline) {
  const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const prev = new Map((baseline?.results ?? []).map((r) => [r.repo, r]));
  const out = [];
  out.push('# Real Docusaurus repositories compiled unchanged (issue 30)', '');
  out.push(`Generated by \`tests/realsites/corpus.mjs\` (\`just realsites-corpus\`) on ${date}, docc ${doccCommit()}, time limit ${timeout} s per site.`);
  out.push(`Corpus rule: \`realsites.txt\` (${results.length} lines). Each present repository's config folder is compiled as it is: \`docc compile <folder> -o site.html --dump-model model.json --format json\`.`);
  if (baseline) out.push(`Before → after: against the run of ${baseline.date} (docc ${baseline.docc}).`);
  out.push('', 'Exit codes: 0 compiled, 1 errors in the site (nothing written), 2 bad invocation, 3 internal error. Routes: pages and routes in the compiled model.', '');
  out.push('| # | Repository | Folder | Commit | Exit | Time (s) | Routes | Errors | Errors by code | Warnings | Warnings by code |');
  out.push('|---|---|---|---|---|---|---|---|---|---|---|');
  results.forEach((r, i) => {
    if (r.skipped) { out.push(`| ${i + 1} | ${r.repo} | \`${r.folder}\` | — | skipped | | | | ${cell(r.skipped)} | | |`); return; }
    const b = prev.get(r.repo);
    out.push(`| ${i + 1} | ${r.repo} | \`${r.folder}\` | ${r.commit.slice(0, 10)} | ${arrow(b?.exit, r.exit)} | ${r.seconds} | ${arrow(b ? (b.routes ?? '—') : undefined, r.routes ?? '—')} | ${arrow(b ? total(b.errors) : undefined, total(r.errors))}${r.snapshotErrors ? ` (${r.snapshotErrors} snapshot)` : ''} | ${cell(codes(r.errors))} | ${arrow(b ? total(b.warnings) : undefined, total(r.warnings))} | ${cell(codes(r.warnings))} |`);
  });
  const ran = results.filter((r) => !r.skipped);
  const all = {};
  for (const r of ran) for (const [c, n] of Object.entries(r.errors)) all[c] = (all[c] ?? 0) + n;
  const sites = {};
  for (const r of ran) for (const c of Object.keys(r.errors)) sites[c] = (sites[c] ?? 0) + 1;
  out.push('', `Compiled: ${ran.filter((r) => r.exit === 0).length} of ${ran.length} present (${results.length - ran.length} skipped).`);
  out.push(`Errors by code over the corpus (code: errors in sites): ${Object.entries(all).sort((a, b) => sites[b[0]] - sites[a[0]] || b[1] - a[1]).map(([c, n]) => `${c}: ${n} in ${sites[c]}`).join(', ') || 'none'}.`);
  out.push('', '## First errors', '');
  for (const r of ran) {
    if (r.exit === 0) continue;
    out.push(`- **${r.repo}** (exit ${r.exit})`);
    for (const e of r.firstErrors) out.push(`  - \`${cell(e)}\``);
    if (!r.firstErrors.length) for (const e of r.stderrTail) out.push(`  - stderr: \`${cell(e)}\``);
  }
  const placed = ran.filter((r) => r.placeholders?.length);
  if (placed.length) {
    out.push('', 'Placeholders (blobs the fetched snapshot lists but does not hold, written by `--extract` at their paths as the issue\'s vendoring rule has it: "media over ~60 KB replaced by 1x1 placeholders of the same type"; tests/realsites/placeholders.mjs):', '');
    for (const r of placed) for (const [path, kind] of r.placeholders) out.push(`- ${r.repo}: \`${cell(path)}\` (${kind})`);
  }
  const gaps = ran.filter((r) => r.absent);
  if (gaps.length) out.push('', `Files absent from the fetched snapshot (blobs it lists but does not hold, of a type with no placeholder, and submodules not fetched; left out of the checkout): ${gaps.map((r) => `${r.repo} ${r.absent}`).join(', ')}. An error whose message names such a file is counted in Errors as \`(n snapshot)\`: it would not occur in a full clone.`);
  // What the table cannot say (why a remaining failure is what it is): corpus-notes.md, by hand.
  const notes = join(here, 'corpus-notes.md');
  if (existsSync(notes)) out.push('', readFileSync(notes, 'utf8').trim());
  return `${out.join('\n')}\n`;
}

if (argv.includes('--extract')) {
  extract(opt('extract'));
} else {
  if (!existsSync(docc)) { console.error(`no docc binary at ${docc}: cargo build --release -p docc`); process.exit(2); }
  const why = skips();
  const baseline = baselineFile && existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, 'utf8')) : null;
  const results = [];
  for (const entry of corpus()) {
    if (only.length && !only.includes(entry.repo)) continue;
    const dir = checkout(entry.repo);
    if (!dir) { results.push({ ...entry, skipped: why.get(entry.repo) ?? `not present under ${sitesDir}` }); continue; }
    if (!existsSync(join(dir, entry.folder))) { results.push({ ...entry, skipped: `no folder ${entry.folder} in the checkout` }); continue; }
    process.stderr.write(`${entry.repo} … `);
    const r = run(entry, dir);
    process.stderr.write(`exit ${r.exit}, ${r.seconds} s, ${total(r.errors)} errors, ${total(r.warnings)} warnings\n`);
    results.push(r);
  }
  const md = markdown(results, baseline);
  if (!only.length) {
    writeFileSync(join(here, 'corpus-results.md'), md);
    writeFileSync(join(here, 'corpus-results.json'), `${JSON.stringify({ date: new Date().toISOString(), docc: doccCommit(), timeout, results }, null, 1)}\n`);
  }
  process.stdout.write(md);
}
