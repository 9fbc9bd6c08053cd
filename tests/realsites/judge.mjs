// The judge is Docusaurus itself (issue 30, item 5). For each corpus site (the unchanged real
// repositories of ../shared/realsites.txt, extracted under $DOCC_REALSITES, default
// /work/realsites), the site is built by its own Docusaurus and by docc's hosted mode, and every
// Markdown page Docusaurus builds (docs, and src/pages .md/.mdx: `<html class="… mdx-page">`) is
// compared, page by page, with docc's static page for the same route:
// visible words, headings (level, text, id), code blocks (language, title, lines), tab groups
// (labels and each panel's words), admonitions (type, title), details (summary), tables (header
// cells, rows), images (alt; resolved in each build, or the same external address), links (text,
// target; docc's internal target exists), TOC (depth, text, anchor), the sidebar as served
// (order, labels, nesting, targets), prev/next, <title> and meta description
// (judge-facts.mjs). A page is faithful when every fact matches and docc has >= 98% of its words.
//
// Docusaurus's build: the repository is copied to $DOCC_JUDGE_CACHE/<owner+name>/repo (default
// /work/.cache-judge, outside any worktree), its package.json installed from the npm registry
// (`npm install --no-audit --no-fund --legacy-peer-deps`: npm cannot follow a yarn 2+ lock and
// reads a v1 yarn.lock only as hints, so the versions are package.json's ranges, not the lock
// file's), the copy given one git commit when it has none (the docs plugin's last-update dates
// need history), and `docusaurus build --locale <default>` run (nice, 4 GB heap). Three
// fallbacks, each said in the results' Docusaurus column: a yarn.lock on an unreachable registry
// set aside; webpack pinned to 5.95 on webpackbar's ProgressPlugin schema error; @docusaurus/* at
// the lowest version of their range when the newest rejects the config. Its output is cached
// (build/ and build.ok); a failed install or build is cached as build.failed with its first error
// line and the site is "not judged" with that reason, never counted faithful. `--rebuild`
// forgets the cache. extra-input.txt in the cache names what was added for Docusaurus only.
// Pages Docusaurus builds that are not Markdown pages (blog, React pages, tags; 404 and search
// are skipped) are counted as not judged, by kind. A Markdown page docc has no page for is
// unfaithful. The title/description column counts pages whose only differences are those two.
// Judge-side equivalences (each commented where it is made): `#x` = `<route>#x`; percent-encoded
// anchors decoded; an absolute link into the site's own `url` = its path; the admonition type is
// Docusaurus's colour (`alert--*`); a themed image's dark twin is not a second image; an open
// category without a page of its own has no link; a tab panel's words compared as a bag.
//
// Usage: node judge.mjs [site-substring…] [--verbose] [--rebuild] [--all]
//   default sites: socket.io-website and react-redux; --all: the five docc compiles unchanged.
// Writes judge-results.md beside this file. The docc binary: $DOCC_BIN or target/release/docc.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { FACTS, compare, docusaurusKind, extract, normRoute } from './judge-facts.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const docc = process.env.DOCC_BIN ?? join(root, 'target/release/docc');
const corpusDir = process.env.DOCC_REALSITES ?? '/work/realsites';
const cacheDir = process.env.DOCC_JUDGE_CACHE ?? '/work/.cache-judge';
const listFile = process.env.DOCC_CORPUS_LIST ?? resolve(root, '../shared/realsites.txt');
const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const rebuild = args.includes('--rebuild');
const picks = args.filter((a) => !a.startsWith('--'));
const DEFAULT = ['socketio/socket.io-website', 'reduxjs/react-redux'];
const ALL = ['socketio/socket.io-website', 'reduxjs/react-redux', 'reduxjs/redux-toolkit', 'home-assistant/developers.home-assistant', 'facebook/metro'];

function corpus() {
  const folders = new Map();
  if (existsSync(listFile)) {
    for (const line of readFileSync(listFile, 'utf8').split('\n')) {
      const [repo, folder] = line.split('\t');
      if (repo && !repo.startsWith('#') && folder !== undefined) folders.set(repo.trim(), folder.trim() || '.');
    }
  }
  let names = args.includes('--all') ? ALL : DEFAULT;
  if (picks.length) names = [...folders.keys()].filter((r) => picks.some((p) => r.includes(p)));
  return names.map((repo) => ({ repo, folder: folders.get(repo) ?? '.', key: repo.replace('/', '+') }));
}

// The first error line of a log, and the first concrete cause after a generic webpack one.
const firstError = (log) => {
  const lines = log.split('\n').map((l) => l.trim()).filter(Boolean);
  const i = lines.findIndex((x) => /\[ERROR\]|Error:|ERR!|error /.test(x) && !/Unable to build website for locale/.test(x));
  let l = lines[i] ?? lines.at(-1) ?? '';
  if (/npm error code/.test(l) && lines[i + 1]) l = `${l}: ${lines[i + 1].replace(/^npm error /, '')}`;
  if (/compiled with errors/.test(l)) {
    const cause = lines.slice(i + 1).find((x) => /Module not found|Error:|SyntaxError/.test(x));
    if (cause) l = `${l} First: ${cause}`;
  }
  return l.slice(0, 400);
};

// Docusaurus's build of one site, cached. Returns { dir } or { reason }.
function docusaurusBuild(site) {
  const base = join(cacheDir, site.key);
  const repo = join(base, 'repo');
  const cfgDir = join(repo, site.folder);
  const out = join(base, 'build');
  if (rebuild) for (const f of ['build.ok', 'build.failed']) rmSync(join(base, f), { force: true });
  // extra-input.txt: what was added to the scratch copy for Docusaurus (never for docc), said in
  // the results (home-assistant's intents/ data, which its script/bootstrap clones).
  const extra = existsSync(join(base, 'extra-input.txt')) ? `; Docusaurus only: ${readFileSync(join(base, 'extra-input.txt'), 'utf8').trim()}` : '';
  if (existsSync(join(base, 'build.ok'))) return { dir: out, note: readFileSync(join(base, 'build.ok'), 'utf8').trim() + extra };
  if (existsSync(join(base, 'build.failed'))) return { reason: readFileSync(join(base, 'build.failed'), 'utf8').trim() + extra };
  mkdirSync(base, { recursive: true });
  // One build per site at a time: another judge run building it leaves build.lock with its pid.
  const lock = join(base, 'build.lock');
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, 'utf8'));
    let alive = false;
    try { process.kill(pid, 0); alive = true; } catch { /* gone */ }
    if (alive) return { reason: `Docusaurus install/build still running in another judge run (pid ${pid})`, transient: true };
  }
  writeFileSync(lock, String(process.pid));
  try {
    const r = buildOnce(site, base, repo, cfgDir, out);
    if (r.note !== undefined) r.note += extra;
    return r;
  } finally {
    rmSync(lock, { force: true });
  }
}

function buildOnce(site, base, repo, cfgDir, out) {
  const fail = (why) => {
    writeFileSync(join(base, 'build.failed'), `${why}\n`);
    return { reason: why };
  };
  const src = join(corpusDir, site.key);
  if (!existsSync(src)) return { reason: `not extracted under ${corpusDir}` };
  if (!existsSync(repo)) cpSync(src, repo, { recursive: true, filter: (p) => !p.includes('/node_modules') });
  const git = (...a) => spawnSync('git', ['-c', 'user.email=judge@docc', '-c', 'user.name=judge', ...a], { cwd: repo, encoding: 'utf8' });
  if (git('rev-parse', 'HEAD').status !== 0) {
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'corpus snapshot');
  }
  const env = { ...process.env, NODE_OPTIONS: '--max-old-space-size=4096', CI: '1' };
  // npm reads a v1 yarn.lock beside package.json as resolution hints; one whose tarballs come
  // from a registry other than the public one (metro's: registry.facebook.net, unreachable
  // here) is set aside in the scratch copy, so the install follows package.json's ranges alone.
  const yl = join(cfgDir, 'yarn.lock');
  let note = '';
  if (existsSync(yl)) {
    const hosts = new Set([...readFileSync(yl, 'utf8').matchAll(/resolved "https?:\/\/([^/"]+)/g)].map((m) => m[1]));
    const odd = [...hosts].filter((h) => !/^registry\.(yarnpkg\.com|npmjs\.org)$/.test(h));
    if (odd.length) {
      renameSync(yl, `${yl}.judge-aside`);
      note = `yarn.lock set aside (tarballs from ${odd.join(', ')})`;
    }
  } else if (existsSync(`${yl}.judge-aside`)) note = 'yarn.lock set aside';
  // A config folder that is one workspace of a monorepo (redux-toolkit's website/) would make
  // npm install every workspace (and fail on yarn's `workspace:` ranges): only this one.
  const inWorkspace = site.folder !== '.' && existsSync(join(repo, 'package.json')) && 'workspaces' in JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
  if (!coreVersion(cfgDir)) {
    console.error(`${site.repo}: npm install (package.json ranges; cached under ${base})`);
    const r = spawnSync('nice', ['-n', '10', 'npm', 'install', '--no-audit', '--no-fund', '--legacy-peer-deps', ...(inWorkspace ? ['--workspaces=false'] : [])], { cwd: cfgDir, env, encoding: 'utf8', maxBuffer: 1 << 28 });
    writeFileSync(join(base, 'install.log'), `${r.stdout}\n${r.stderr}`);
    if (r.status !== 0) return fail(`npm install failed: ${firstError(r.stderr)}`);
  }
  let ver = coreVersion(cfgDir);
  console.error(`${site.repo}: docusaurus ${ver} build`);
  const build = () => {
    // Into the default build/ (metro's internaldocs plugin writes to `build/…` whatever the
    // out dir), then moved to the cache's build/.
    const r = spawnSync('nice', ['-n', '10', 'npx', 'docusaurus', 'build', '--locale', defaultLocale(cfgDir)], { cwd: cfgDir, env, encoding: 'utf8', maxBuffer: 1 << 28 });
    writeFileSync(join(base, 'build.log'), `${r.stdout}\n${r.stderr}\nrc=${r.status}\n`);
    if (r.status === 0) {
      rmSync(out, { recursive: true, force: true });
      renameSync(join(cfgDir, 'build'), out);
    }
    return r;
  };
  let r = build();
  // Packages installed with --no-save: a later `npm install --no-save` drops them unless repeated.
  let pinned = [];
  if (existsSync(join(base, 'pins.txt'))) {
    const pj = JSON.parse(readFileSync(join(cfgDir, 'package.json'), 'utf8'));
    pinned = Object.entries({ ...pj.dependencies, ...pj.devDependencies })
      .filter(([n, v]) => n.startsWith('@docusaurus/') && semver.validRange(v))
      .map(([n, v]) => `${n}@${semver.minVersion(v).version}`);
  }
  // The newest version in a range can reject a config its lock file's version accepted
  // (redux-toolkit: ^3.9.2 installs 3.10, which refuses `future.experimental_faster`): retry once
  // with every @docusaurus/* package at the lowest version of its package.json range.
  if (r.status !== 0 && !/Progress Plugin/.test(`${r.stdout}${r.stderr}`)) {
    const pj = JSON.parse(readFileSync(join(cfgDir, 'package.json'), 'utf8'));
    const pins = Object.entries({ ...pj.dependencies, ...pj.devDependencies })
      .filter(([n, v]) => n.startsWith('@docusaurus/') && semver.validRange(v))
      .map(([n, v]) => `${n}@${semver.minVersion(v).version}`);
    pinned = pins;
    const low = pins.find((x) => x.startsWith('@docusaurus/core@'))?.split('@')[2];
    if (low && low !== ver) {
      const first = firstError(`${r.stdout}\n${r.stderr}`);
      console.error(`${site.repo}: docusaurus ${ver} failed (${first.slice(0, 120)}); retrying with ${low}, the range's lowest`);
      spawnSync('nice', ['-n', '10', 'npm', 'install', '--no-audit', '--no-fund', '--legacy-peer-deps', '--no-save', ...(inWorkspace ? ['--workspaces=false'] : []), ...pins], { cwd: cfgDir, env, encoding: 'utf8', maxBuffer: 1 << 28 });
      writeFileSync(join(base, 'pins.txt'), `@docusaurus/* at the range's lowest ${low}: ${ver} failed with "${first.slice(0, 160)}"`);
      ver = coreVersion(cfgDir);
      r = build();
    }
  }
  // Docusaurus 3.6's webpackbar 6 rejects the options of the newest webpack 5 (5.113, also what
  // react-redux's yarn.lock resolves to today): "Progress Plugin has been initialized using an
  // options object that does not match the API schema". webpack 5.95, current when 3.6 shipped,
  // builds it; pinned in the scratch copy only, and said in the results.
  if (r.status !== 0 && /Progress Plugin has been initialized/.test(`${r.stdout}${r.stderr}`)) {
    note = [note, 'webpack pinned to 5.95.0 (webpackbar/ProgressPlugin schema error with the newest webpack)'].filter(Boolean).join('; ');
    console.error(`${site.repo}: ${note}; retrying`);
    spawnSync('nice', ['-n', '10', 'npm', 'install', '--no-audit', '--no-fund', '--legacy-peer-deps', '--no-save', ...(inWorkspace ? ['--workspaces=false'] : []), ...pinned, 'webpack@5.95.0'], { cwd: cfgDir, env, encoding: 'utf8', maxBuffer: 1 << 28 });
    r = build();
  }
  if (r.status !== 0) return fail(`docusaurus ${ver} build failed: ${firstError(`${r.stdout}\n${r.stderr}`)}`);
  if (existsSync(join(base, 'pins.txt'))) note = [readFileSync(join(base, 'pins.txt'), 'utf8').trim(), note].filter(Boolean).join('; ');
  writeFileSync(join(base, 'build.ok'), `docusaurus ${ver}${note ? `; ${note}` : ''}\n`);
  return { dir: out, note: readFileSync(join(base, 'build.ok'), 'utf8').trim() };
}

// The installed @docusaurus/core's version as Node resolves it from the config folder, or null.
function coreVersion(cfgDir) {
  try {
    // Read, not require()d: require's cache would keep the version of before a re-install.
    const pj = createRequire(join(cfgDir, 'package.json')).resolve('@docusaurus/core/package.json');
    return JSON.parse(readFileSync(pj, 'utf8')).version;
  } catch {
    return null;
  }
}

function configText(cfgDir) {
  for (const f of ['docusaurus.config.js', 'docusaurus.config.ts', 'docusaurus.config.mjs', 'docusaurus.config.cjs', 'docusaurus.config.mts']) {
    if (existsSync(join(cfgDir, f))) return readFileSync(join(cfgDir, f), 'utf8');
  }
  return '';
}
const defaultLocale = (cfgDir) => configText(cfgDir).match(/defaultLocale\s*:\s*['"]([^'"]+)/)?.[1] ?? 'en';
// The site's baseUrl as its config writes it literally (all five corpus sites do); else '/'.
const baseUrlOf = (cfgDir) => configText(cfgDir).match(/baseUrl\s*:\s*['"]([^'"]+)/)?.[1] ?? '/';
const siteUrlOf = (cfgDir) => configText(cfgDir).match(/\burl\s*:\s*['"](https?:[^'"]+)/)?.[1] ?? '';

function doccBuild(site) {
  const out = join(cacheDir, site.key, 'docc');
  rmSync(out, { recursive: true, force: true });
  const r = spawnSync(docc, ['compile', join(corpusDir, site.key, site.folder), '--out-dir', out], { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.status !== 0) return { reason: `docc compile failed: ${firstError(r.stderr)}` };
  return { dir: out };
}

function htmlFiles(dir, rel = '', out = []) {
  for (const e of readdirSync(join(dir, rel), { withFileTypes: true })) {
    const p = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) {
      if (p !== 'assets') htmlFiles(dir, p, out);
    } else if (e.name.endsWith('.html')) out.push(p);
  }
  return out;
}
const routeOfFile = (p) => normRoute(`/${p}`);
function pageFile(dir, route) {
  const r = route === '/' ? '' : route.slice(1);
  for (const c of [join(dir, r, 'index.html'), join(dir, `${r}.html`)]) if (existsSync(c) && statSync(c).isFile()) return c;
  return null;
}
const existsUnder = (dir, route) => {
  if (pageFile(dir, route)) return true;
  const p = join(dir, route);
  return existsSync(p) && statSync(p).isFile();
};

function judgeSite(site) {
  const res = { repo: site.repo, pages: 0, judged: 0, faithful: 0, notJudged: new Map(), unfaithful: [], extra: 0, facts: Object.fromEntries(FACTS.map((f) => [f, 0])), missing: 0, mdxPages: 0, contentFaithful: 0 };
  const d = docusaurusBuild(site);
  if (d.reason) {
    res.reason = d.reason;
    return res;
  }
  res.docusaurus = d.note;
  const c = doccBuild(site);
  if (c.reason) {
    res.reason = c.reason;
    return res;
  }
  const baseUrl = baseUrlOf(join(cacheDir, site.key, 'repo', site.folder));
  res.baseUrl = baseUrl;
  const siteUrl = siteUrlOf(join(cacheDir, site.key, 'repo', site.folder));
  const local = (src) => {
    let s = src.split('#')[0].split('?')[0];
    try { s = decodeURI(s); } catch { /* keep */ }
    if (baseUrl !== '/' && s.startsWith(baseUrl)) s = `/${s.slice(baseUrl.length)}`;
    return s;
  };
  const ctx = {
    imageOk: (src, side) => src.startsWith('data:') || existsUnder(side === 'docc' ? c.dir : d.dir, local(src)),
    // docc's internal target is a page or file of its build, or (a page docc does not build, the
    // blog, linked on the live site) of Docusaurus's.
    linkOk: (href) => href.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//') || existsUnder(c.dir, href.split('#')[0]) || existsUnder(d.dir, href.split('#')[0]),
  };
  const seen = new Set();
  for (const file of htmlFiles(d.dir).sort()) {
    const route = routeOfFile(file);
    if (route === '/404' || route === '/search') continue;
    const html = readFileSync(join(d.dir, file), 'utf8');
    const kind = docusaurusKind(html);
    const ref = kind === 'docs' || kind === 'mdx-page' ? extract(html, baseUrl, siteUrl) : null;
    if (!ref) {
      const why = {
        blog: 'blog pages (docc builds no blog)',
        page: 'React pages (src/pages/*.js, not Markdown)',
        docs: 'docs pages without .theme-doc-markdown',
        'mdx-page': 'Markdown pages without <article>',
      }[kind] ?? `${kind} pages`;
      res.notJudged.set(why, (res.notJudged.get(why) ?? 0) + 1);
      continue;
    }
    res.pages++;
    if (kind === 'mdx-page') res.mdxPages++;
    seen.add(route);
    const df = pageFile(c.dir, route);
    if (!df) {
      res.judged++;
      res.missing++;
      res.unfaithful.push({ route, diffs: [{ fact: 'page', msg: 'docc has no page at this route' }] });
      continue;
    }
    const got = extract(readFileSync(df, 'utf8'), baseUrl, siteUrl);
    res.judged++;
    if (!got) {
      res.unfaithful.push({ route, diffs: [{ fact: 'page', msg: "docc's page at this route is not a docs page" }] });
      continue;
    }
    const r = compare(ref, got, { ...ctx, route });
    if (r.diffs.every((x) => x.fact === 'title' || x.fact === 'description')) res.contentFaithful++;
    if (r.faithful) res.faithful++;
    else {
      res.unfaithful.push({ route, share: r.share, diffs: r.diffs });
      for (const x of r.diffs) res.facts[x.fact]++;
    }
  }
  for (const file of htmlFiles(c.dir)) {
    const route = routeOfFile(file);
    if (route !== '/404' && !seen.has(route) && !file.startsWith('assets/')) res.extra++;
  }
  return res;
}

const sites = corpus();
const results = [];
for (const s of sites) {
  console.error(`== ${s.repo} (${s.folder})`);
  results.push(judgeSite(s));
}

const lines = [];
const p = (s = '') => lines.push(s);
p('# The judge is Docusaurus: docc against each site\'s own Docusaurus build');
p();
p(`Generated by \`just realsites-judge\` (tests/realsites/judge.mjs) on ${new Date().toISOString().slice(0, 10)}. Docusaurus: \`npm install --legacy-peer-deps\` of the config folder's package.json ranges in a scratch copy (npm cannot follow a yarn 2+ lock; a v1 yarn.lock only as hints), \`docusaurus build --locale <default>\`; every deviation from that is in the Docusaurus column. docc: \`docc compile <config folder> --out-dir\` on the unchanged corpus folder. A page is faithful when every fact matches and docc has >= 98% of Docusaurus's words; a site whose Docusaurus build cannot run here is not judged, with the reason.`);
p();
p('| site | Docusaurus | Markdown pages in Docusaurus (docs + md pages) | judged | faithful | unfaithful | faithful but for title/description | page missing in docc | docc pages not in Docusaurus | not judged |');
p('|---|---|---:|---:|---:|---:|---:|---:|---:|---|');
for (const r of results) {
  const nj = r.reason ? `whole site: ${r.reason.replace(/\|/g, '\\|')}` : [...r.notJudged].map(([k, v]) => `${v} ${k}`).join('; ') || '—';
  p(`| ${r.repo} | ${r.docusaurus ?? '—'} | ${r.reason ? '—' : `${r.pages - r.mdxPages} + ${r.mdxPages}`} | ${r.judged} | ${r.faithful} | ${r.judged - r.faithful} | ${r.contentFaithful} | ${r.missing} | ${r.reason ? '—' : r.extra} | ${nj} |`);
}
p();
p('Unfaithful pages per fact (a page can fail several facts):');
p();
p(`| site | ${FACTS.join(' | ')} |`);
p(`|---|${FACTS.map(() => '---:').join('|')}|`);
for (const r of results) if (!r.reason) p(`| ${r.repo} | ${FACTS.map((f) => r.facts[f]).join(' | ')} |`);
p();
p('One example per fact and site (Docusaurus / docc):');
p();
for (const r of results) {
  if (r.reason) continue;
  for (const f of [...FACTS, 'page']) {
    const u = r.unfaithful.find((x) => x.diffs.some((d) => d.fact === f));
    if (u) p(`- ${r.repo} **${f}** \`${u.route}\`: ${u.diffs.find((d) => d.fact === f).msg.slice(0, 400)}`);
  }
}
const md = `${lines.join('\n')}\n`;
writeFileSync(join(here, 'judge-results.md'), md);
console.log(md);
if (verbose) {
  for (const r of results) {
    for (const u of r.unfaithful) {
      console.log(`${r.repo} ${u.route}${u.share !== undefined ? ` (${(u.share * 100).toFixed(1)}% words)` : ''}`);
      for (const d of u.diffs) console.log(`    ${d.fact}: ${d.msg}`);
    }
  }
}
