// File-level import cycles in the compiler crates and the runtime: prints every strongly
// connected group of files (with one concrete cycle and the lines that close it) and exits 1.
// Two files that import each other cannot be understood, tested or moved one at a time; a
// cycle is broken by moving the shared piece to where it belongs, never by hiding the import.
//
//   node tests/cycles/check.mjs                       the repository (compiler/*, runtime/src)
//   node tests/cycles/check.mjs --rust DIR --ts FILE  a crate directory / a TypeScript entry
//
// Rust: from each crate root (src/lib.rs, src/main.rs, src/bin/*.rs) the `mod x;` tree gives the
// files; an edge a.rs -> b.rs is any `use` or qualified path (`crate::…`, `super::…`, `self::…`,
// or a child module's name) in a.rs that resolves into b.rs, following re-exports (`pub use`);
// a child module reading an ancestor's items (`super::X`, `crate::X` from below) is Rust's
// nesting, not a cycle, and does not count.
// TypeScript: esbuild's metafile lists each bundled file's imports (type-only imports are erased
// by esbuild and do not count: they cost nothing at run time and cannot deadlock module init).
import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// ---------------------------------------------------------------- Rust

/** Source with comments, strings and char literals blanked (newlines kept, for line numbers). */
function stripRust(src) {
  let out = '';
  let i = 0;
  const n = src.length;
  const blank = (s) => s.replace(/[^\n]/g, ' ');
  while (i < n) {
    const c = src[i];
    const d = src[i + 1];
    if (c === '/' && d === '/') {
      const j = src.indexOf('\n', i);
      const end = j < 0 ? n : j;
      out += blank(src.slice(i, end));
      i = end;
    } else if (c === '/' && d === '*') {
      let depth = 1;
      let j = i + 2;
      while (j < n && depth > 0) {
        if (src[j] === '/' && src[j + 1] === '*') (depth++, (j += 2));
        else if (src[j] === '*' && src[j + 1] === '/') (depth--, (j += 2));
        else j++;
      }
      out += blank(src.slice(i, j));
      i = j;
    } else if ((c === 'r' || (c === 'b' && d === 'r')) && /^b?r#*"/.test(src.slice(i, i + 40)) && !/[\w]/.test(src[i - 1] ?? '')) {
      const m = /^b?r(#*)"/.exec(src.slice(i, i + 40));
      const close = '"' + m[1];
      const j = src.indexOf(close, i + m[0].length);
      const end = j < 0 ? n : j + close.length;
      out += blank(src.slice(i, end));
      i = end;
    } else if (c === '"') {
      let j = i + 1;
      while (j < n && src[j] !== '"') j += src[j] === '\\' ? 2 : 1;
      out += blank(src.slice(i, j + 1));
      i = j + 1;
    } else if (c === "'") {
      // A char literal ('x', '\n', '\u{1F600}') or a lifetime ('a, 'static): blank only the former.
      const m = /^'(\\u\{[0-9a-fA-F]+\}|\\.|[^\\'])'/u.exec(src.slice(i, i + 12));
      if (m) {
        out += blank(m[0]);
        i += m[0].length;
      } else {
        out += c;
        i++;
      }
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Tokens {t, line}: identifiers, `::`, and single punctuation characters. */
function tokenize(code) {
  const toks = [];
  const re = /(r#)?[A-Za-z_][A-Za-z0-9_]*|::|\S/g;
  let line = 1;
  let last = 0;
  for (let m; (m = re.exec(code)); ) {
    for (let k = last; k < m.index; k++) if (code[k] === '\n') line++;
    last = m.index;
    toks.push({ t: m[0].replace(/^r#/, ''), line });
  }
  return toks;
}

/** Expands a `use` tree starting at toks[i] into [{path, alias, glob}]; returns [list, index after]. */
function parseUseTree(toks, i, prefix) {
  const out = [];
  const path = [...prefix];
  while (i < toks.length) {
    const t = toks[i].t;
    if (t === '{') {
      i++;
      while (i < toks.length && toks[i].t !== '}') {
        const [items, j] = parseUseTree(toks, i, path);
        out.push(...items);
        i = j;
        if (toks[i]?.t === ',') i++;
      }
      return [out, i + 1];
    }
    if (t === '*') return [[{ path, alias: null, glob: true }], i + 1];
    if (t === '::') {
      i++;
      continue;
    }
    if (/^[A-Za-z_]/.test(t)) {
      path.push(t);
      i++;
      if (toks[i]?.t === 'as') {
        const alias = toks[i + 1].t;
        return [[{ path, alias }], i + 2];
      }
      if (toks[i]?.t !== '::') {
        // `use a::b::{self, c}`: `self` names the parent path.
        if (t === 'self') path.pop();
        return [[{ path, alias: path.at(-1) }], i];
      }
      continue;
    }
    return [out, i];
  }
  return [out, i];
}

/**
 * One crate root: walks `mod x;` from the root file, records each file's module path, its
 * uses (name -> absolute path, for re-exports) and every path it mentions.
 */
function rustCrate(rootFile) {
  const files = new Map(); // file -> {mod: string[], uses: Map<string, string[]>, globs: string[][], refs: [{mod, segs, line}], items: Set}
  const modFile = new Map(); // 'a::b' -> file
  const inlineMods = new Set(); // 'a::b' declared inline
  const queue = [{ file: rootFile, mod: [], dir: dirname(rootFile) }];
  while (queue.length) {
    const { file, mod, dir } = queue.shift();
    if (files.has(file)) continue;
    const code = stripRust(readFileSync(file, 'utf8'));
    const toks = tokenize(code);
    const info = { mod, uses: new Map(), globs: [], refs: [], items: new Set() };
    files.set(file, info);
    modFile.set(mod.join('::'), file);
    // The module stack for inline `mod x { … }`: [{name, depth}].
    const stack = [];
    let depth = 0;
    const here = () => [...mod, ...stack.map((s) => s.name)];
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i].t;
      if (t === '{') depth++;
      else if (t === '}') {
        depth--;
        if (stack.length && stack.at(-1).depth === depth) stack.pop();
      } else if (t === 'mod' && /^[A-Za-z_]/.test(toks[i + 1]?.t ?? '') && toks[i - 1]?.t !== '::') {
        const name = toks[i + 1].t;
        if (toks[i + 2]?.t === ';') {
          const childMod = [...here(), name];
          // Children of src/lib.rs, src/main.rs, x/mod.rs live next to it; of x.rs in x/.
          const base = /(^|\/)(lib|main|mod)\.rs$/.test(file) || file === rootFile ? dir : join(dir, file.replace(/^.*\//, '').replace(/\.rs$/, ''));
          const stackDir = join(base, ...stack.map((s) => s.name));
          const a = join(stackDir, `${name}.rs`);
          const b = join(stackDir, name, 'mod.rs');
          const child = existsSync(a) ? a : existsSync(b) ? b : null;
          if (child) queue.push({ file: child, mod: childMod, dir: dirname(child) });
          i += 2;
        } else if (toks[i + 2]?.t === '{') {
          inlineMods.add([...here(), name].join('::'));
          stack.push({ name, depth });
          depth++;
          i += 2;
        }
      } else if (t === 'use' && toks[i - 1]?.t !== '::') {
        const [items, j] = parseUseTree(toks, i + 1, []);
        for (const it of items) {
          info.refs.push({ mod: here(), segs: it.path, line: toks[i].line });
          if (stack.length === 0) {
            if (it.glob) info.globs.push(it.path);
            else if (it.alias) info.uses.set(it.alias, it.path);
          }
        }
        i = j - 1;
      } else if (/^(fn|struct|enum|trait|type|const|static|union|macro_rules)$/.test(t) && stack.length === 0) {
        const name = toks[i + (t === 'macro_rules' ? 2 : 1)]?.t;
        if (name) info.items.add(name);
      } else if (/^[A-Za-z_]/.test(t) && toks[i + 1]?.t === '::' && toks[i - 1]?.t !== '::') {
        const segs = [t];
        let j = i + 1;
        while (toks[j]?.t === '::' && /^[A-Za-z_]/.test(toks[j + 1]?.t ?? '')) {
          segs.push(toks[j + 1].t);
          j += 2;
        }
        info.refs.push({ mod: here(), segs, line: toks[i].line });
        i = j - 1;
      }
    }
  }
  return { files, modFile, inlineMods };
}

/** Absolute module path of `segs` mentioned in module `mod`, or null when it leaves the crate. */
function absolute(crate, mod, segs) {
  let [first, ...rest] = segs;
  if (first === 'crate') return rest;
  if (first === 'self') return [...mod, ...rest];
  if (first === 'super') {
    const base = [...mod];
    let k = 0;
    while (segs[k] === 'super') {
      base.pop();
      k++;
    }
    return [...base, ...segs.slice(k)];
  }
  const child = [...mod, first].join('::');
  if (crate.modFile.has(child) || crate.inlineMods.has(child)) return [...mod, ...segs];
  return null;
}

/** The file that defines absolute path `abs`, following re-exports; null if none. */
function definingFile(crate, abs, seen = new Set()) {
  const key = abs.join('::');
  if (seen.has(key) || seen.size > 20) return null;
  seen.add(key);
  let k = abs.length;
  while (k > 0 && !crate.modFile.has(abs.slice(0, k).join('::'))) k--;
  const file = crate.modFile.get(abs.slice(0, k).join('::'));
  const info = crate.files.get(file);
  const name = abs[k];
  if (name === undefined || info.items.has(name)) return file;
  // A `use` in that module: the item lives where the use points (a re-export).
  const target = info.uses.get(name);
  if (target) {
    const t = absolute(crate, info.mod, target);
    return t ? (definingFile(crate, [...t, ...abs.slice(k + 1)], seen) ?? file) : file;
  }
  for (const g of info.globs) {
    const t = absolute(crate, info.mod, g);
    if (!t) continue;
    const f = definingFile(crate, [...t, ...abs.slice(k)], seen);
    if (f && crate.files.get(f).items.has(name)) return f;
  }
  return file;
}

/** Edges file -> file (with the first line that makes each) of the crate rooted at `rootFile`. */
function rustGraph(rootFile) {
  const crate = rustCrate(rootFile);
  const graph = new Map();
  for (const [file, info] of crate.files) {
    const edges = new Map();
    for (const r of info.refs) {
      const abs = absolute(crate, r.mod, r.segs);
      if (!abs) continue;
      const to = definingFile(crate, abs);
      // A child module reading its parent's (or the crate root's) items is how Rust nests
      // modules (a child sees its ancestors' private items): only the other direction counts.
      const toMod = to && crate.files.get(to).mod;
      const ancestor = toMod && toMod.length < info.mod.length && toMod.every((s, k) => s === info.mod[k]);
      if (to && to !== file && !ancestor && !edges.has(to)) edges.set(to, `${r.line}: ${r.segs.join('::')}`);
    }
    graph.set(file, edges);
  }
  return graph;
}

/** Crate roots under a crate directory (src/lib.rs, src/main.rs, src/bin/*.rs). */
function crateRoots(dir) {
  const roots = ['src/lib.rs', 'src/main.rs'].map((f) => join(dir, f)).filter((f) => existsSync(f));
  const bin = join(dir, 'src/bin');
  if (existsSync(bin)) for (const f of readdirSync(bin)) if (f.endsWith('.rs')) roots.push(join(bin, f));
  return roots;
}

// ---------------------------------------------------------------- TypeScript

async function tsGraph(entries) {
  const require = createRequire(join(ROOT, 'runtime/package.json'));
  const esbuild = require('esbuild');
  const result = await esbuild.build({
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    outdir: '/tmp/docc-cycles',
    format: 'esm',
    jsx: 'automatic',
    packages: 'external',
    loader: { '.css': 'empty' },
    logLevel: 'error',
    absWorkingDir: process.cwd(),
  });
  const graph = new Map();
  for (const [file, input] of Object.entries(result.metafile.inputs)) {
    const abs = resolve(process.cwd(), file);
    const edges = graph.get(abs) ?? new Map();
    for (const imp of input.imports) {
      if (imp.external) continue;
      const to = resolve(process.cwd(), imp.path);
      if (to !== abs && !edges.has(to)) edges.set(to, `import '${imp.original ?? imp.path}'`);
    }
    graph.set(abs, edges);
  }
  return graph;
}

// ---------------------------------------------------------------- cycles

/** Strongly connected components with more than one file (Tarjan). */
export function cycles(graph) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const out = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) out.push(scc.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!idx.has(v)) visit(v);
  return out;
}

/** A shortest cycle through the first file of `scc` (breadth-first inside the group). */
function oneCycle(graph, scc) {
  const members = new Set(scc);
  const start = scc[0];
  const prev = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of graph.get(v).keys()) {
      if (!members.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let u = v; u !== start; u = prev.get(u)) path.splice(1, 0, u);
        return [...path, start];
      }
      if (!prev.has(w)) (prev.set(w, v), queue.push(w));
    }
  }
  return scc;
}

/** Every cycle of `graph`, as printable text; empty when there is none. */
export function report(graph) {
  const rel = (f) => relative(process.cwd(), f);
  return cycles(graph).map((scc) => {
    const cyc = oneCycle(graph, scc);
    const lines = [`cycle: ${cyc.map(rel).join(' -> ')}`];
    if (scc.length > cyc.length - 1) lines.push(`  (group of ${scc.length} files: ${scc.map(rel).join(', ')})`);
    for (let k = 0; k + 1 < cyc.length; k++) lines.push(`  ${rel(cyc[k])}: ${graph.get(cyc[k]).get(cyc[k + 1])}`);
    return lines.join('\n');
  });
}

export async function graphsOf({ rust = [], ts = [] }) {
  const graphs = [];
  for (const dir of rust) for (const root of crateRoots(dir)) graphs.push(rustGraph(root));
  if (ts.length) graphs.push(await tsGraph(ts));
  return graphs;
}

async function main() {
  const args = process.argv.slice(2);
  const rust = [];
  const ts = [];
  for (let k = 0; k < args.length; k += 2) {
    if (args[k] === '--rust') rust.push(resolve(args[k + 1]));
    else if (args[k] === '--ts') ts.push(resolve(args[k + 1]));
    else throw new Error(`usage: check.mjs [--rust CRATE_DIR]... [--ts ENTRY]...`);
  }
  if (!rust.length && !ts.length) {
    const compiler = join(ROOT, 'compiler');
    for (const d of readdirSync(compiler).sort()) if (statSync(join(compiler, d)).isDirectory()) rust.push(join(compiler, d));
    ts.push(join(ROOT, 'runtime/src/main.tsx'), join(ROOT, 'runtime/src/head.ts'));
  }
  const found = (await graphsOf({ rust, ts })).flatMap(report);
  for (const c of found) console.log(c);
  if (found.length) {
    console.log(`\n${found.length} import cycle(s): move the shared piece to the module it belongs to.`);
    process.exit(1);
  }
  console.log(`no import cycles (${rust.length} crate(s), ${ts.length} TypeScript entr${ts.length === 1 ? 'y' : 'ies'})`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
