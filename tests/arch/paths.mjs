// Every file or folder ARCHITECTURE.md names exists in the repository, so the map stays true
// when code moves (run by `just lint` as `node --test tests/arch/`, and by hand:
// `node tests/arch/paths.mjs` prints what is missing).
//
// A reference is a `code span` (or a Markdown link target) that looks like a path: it holds a
// `/` or ends in a source file's extension. `{a,b}` expands and `*` matches within one path
// segment. A full path (`compiler/docc/src/emit.rs`) must be a tracked file or folder; a
// shorter one (`App.tsx`, `components/api/`, `config/docusaurus.rs`) must end some tracked path
// at a `/`. Not references: routes and absolute paths (`/api/...`, `/usr/bin/time`), npm
// packages (`@scope/name`), placeholders (`<…>`, `...`), code with spaces or punctuation, and
// paths under the repository's .gitignore (build outputs such as `runtime/dist/`).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const EXT = /\.(rs|ts|tsx|mjs|cjs|js|py|toml|json|css|ya?ml|sh|md|mdx|lock|txt|html|d\.ts)$/;

/** Names a page of ARCHITECTURE.md uses for what docc writes or reads on a user's site, not for
 * a file of this repository, each with where it comes from. */
export const NOT_IN_REPO = new Map([
  ['robots.txt', 'written into the hosted output (hosted.rs)'],
  ['.api/.schema/.info/.tag.mdx', 'the file suffixes of docusaurus-openapi-docs pages on a user site'],
]);

/** `{a,b}` alternatives, expanded (nested braces are not used). */
export function expand(s) {
  const m = s.match(/\{([^{}]*)\}/);
  if (!m || m.index === undefined) return [s];
  return m[1].split(',').flatMap((alt) => expand(s.slice(0, m.index) + alt + s.slice(m.index + m[0].length)));
}

/** The path-like references of a Markdown text, in order of first appearance. */
export function references(text) {
  const out = new Set();
  const spans = [...text.matchAll(/`([^`\n]+)`/g), ...text.matchAll(/\]\(([^)\s#]+)[^)]*\)/g)].map((m) => m[1]);
  for (const t of spans) {
    if (/^https?:|^\/|^@|<|\.\.\./.test(t)) continue;
    if (!/^[\w.{},*/-]+$/.test(t)) continue;
    if (!t.includes('/') && !EXT.test(t)) continue;
    if (/^\.[\w]+$/.test(t)) continue; // an extension alone (`.js`)
    out.add(t);
  }
  return [...out];
}

/** The folders a walk of a copy without git skips (build outputs, dependencies). */
const UNTRACKED = new Set(['.git', 'node_modules', 'target', 'dist', 'build', '.cache', 'bench-out']);

/** Every file under `dir` (relative, `/`-separated), skipping `UNTRACKED` folders. */
function walk(dir, prefix = '', out = []) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) {
      if (!UNTRACKED.has(e.name)) walk(path.join(dir, e.name), `${prefix}${e.name}/`, out);
    } else out.push(prefix + e.name);
  }
  return out;
}

/** The tracked files of the repository (git ls-files; a walk of the folder in a copy without
 * git) and every folder on their paths. */
export function tree(root = ROOT) {
  let files;
  try {
    files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split('\n').filter(Boolean);
  } catch {
    files = walk(root);
  }
  const dirs = new Set();
  for (const f of files) {
    const parts = f.split('/');
    for (let i = 1; i < parts.length; i++) dirs.add(parts.slice(0, i).join('/'));
  }
  return { files, dirs: [...dirs] };
}

/** Whether `p` names a tracked file or folder (see the header for the rules). */
export function exists(p, { files, dirs }) {
  p = p.replace(/\/$/, '');
  const all = [...files, ...dirs];
  if (p.includes('*')) {
    const re = new RegExp(`(^|/)${p.split('*').map((x) => x.replace(/[.+?^$()|[\]\\]/g, '\\$&')).join('[^/]*')}$`);
    return all.some((f) => re.test(f));
  }
  return all.some((f) => f === p || f.endsWith(`/${p}`));
}

/** Paths git ignores (build outputs named as such): not expected in the tree. */
export function ignored(paths, root = ROOT) {
  if (paths.length === 0) return new Set();
  try {
    const out = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], { cwd: root, input: paths.join('\n'), encoding: 'utf8', stdio: ['pipe', 'pipe', 'ignore'] });
    return new Set(out.split('\n').filter(Boolean));
  } catch (e) {
    // Exit 1: none of them is ignored; anything else (no git): the walk's skipped folders.
    if (/** @type {{status?: number}} */ (e).status === 1) return new Set();
    return new Set(paths.filter((p) => p.split('/').some((part) => UNTRACKED.has(part))));
  }
}

/** The references of `text` that name nothing in `t`: `[reference, expanded path]` pairs. */
export function missing(text, t = tree(), root = ROOT) {
  const candidates = [];
  for (const ref of references(text)) {
    if (NOT_IN_REPO.has(ref)) continue;
    for (const p of expand(ref)) if (!exists(p, t)) candidates.push([ref, p]);
  }
  const skip = ignored(candidates.map(([, p]) => p), root);
  return candidates.filter(([, p]) => !skip.has(p));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const gone = missing(readFileSync(path.join(ROOT, 'ARCHITECTURE.md'), 'utf8'));
  for (const [ref, p] of gone) console.log(ref === p ? ref : `${p} (from ${ref})`);
  process.exit(gone.length ? 1 : 0);
}
