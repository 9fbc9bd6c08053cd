// Compares the declarations the typed reference is compiled from (content/sdk/<pkg>) with the real
// sources of the published packages (fixtures/silvana-lib-0.3.0, @silvana-one/* 0.3.0, commit
// 6dadc05), so the reference cannot drift from what `npm install` gives a reader:
//
// - exports: every name the real package exports is declared, and nothing else is;
// - classes (by name, also those built inside factory functions): every method the site declares
//   exists in the real class with the same number of parameters (total and required), the same
//   parameter types and the same written return type (as normalised text), and every `@method` of a real contract class is declared;
// - interfaces and object type aliases (with the fields of their in-package bases): the same field
//   names, each equally optional and of the same written type; Struct classes: the same fields; string-literal unions: the same
//   members; contracts: the same state fields and event names;
// - exported functions: the same number of parameters, and the same parameter types.
//
// Known, deliberate differences are listed in sdk-exceptions.json, each with a reason; an
// exception that no longer matches anything is reported too, so the list cannot go stale.
//
// Usage: node tests/docs-typecheck/compare-sdk.mjs [site-dir]   (default: content)
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { surface } from './surface.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
export const PACKAGES = ['abi', 'api', 'nft', 'storage', 'token', 'upgradable'];
const realDir = join(here, 'fixtures/silvana-lib-0.3.0/packages');
/** Classes the site names differently from the real source (site name -> real class name). */
const CLASS_ALIASES = { nft: { Offer: 'NonFungibleTokenOfferContract' } };

/** Every difference between the site's declarations and the real sources, as `pkg: kind name: detail` keys. */
export function differences(site) {
  const out = [];
  for (const pkg of PACKAGES) {
    const ours = surface(join(site, 'sdk', pkg, 'index.ts'));
    const real = surface(join(realDir, pkg, 'src/index.ts'));
    const add = (key, detail) => out.push({ key: `${pkg}: ${key}`, detail });
    // Parameter types, compared as normalised text (surface.mjs normType); an untyped parameter
    // (`flag = false`) has no text to compare.
    const paramTypes = (what, a, b) => {
      a.types.forEach((t, i) => {
        const u = b.types[i];
        if (t && u && t !== u) add(`param-type ${what}#${i}`, `parameter ${i + 1} of ${what} is \`${u}\` in 0.3.0, the site declares \`${t}\``);
      });
      // Return types, where the real source writes one (inferred ones have no text to compare).
      if (a.returns && b.returns && a.returns !== b.returns) add(`return-type ${what}`, `${what} returns \`${b.returns}\` in 0.3.0, the site declares \`${a.returns}\``);
    };

    for (const n of Object.keys(real.exports)) if (!(n in ours.exports)) add(`missing-export ${n}`, `the real package exports ${n} (${real.exports[n]})`);
    for (const n of Object.keys(ours.exports)) if (!(n in real.exports)) add(`extra-export ${n}`, `the real package does not export ${n}`);

    for (const [name, c] of Object.entries(ours.classes)) {
      const r = real.classes[CLASS_ALIASES[pkg]?.[name] ?? name];
      if (!r) continue; // the site names some classes the package keeps anonymous; exports cover those
      for (const [m, a] of Object.entries(c.methods)) {
        const b = r.methods[m];
        if (!b) add(`extra-method ${name}.${m}`, `${name}.${m} is not a method of the real class`);
        else if (a.total !== b.total || a.required !== b.required) {
          add(`arity ${name}.${m}`, `${name}.${m} takes ${b.total} parameter(s) (${b.required} required) in 0.3.0, the site declares ${a.total} (${a.required} required)`);
        } else {
          paramTypes(`${name}.${m}`, a, b);
        }
      }
      // Struct classes: the same fields. A declaration with an empty `Struct<{}>` documents a packed
      // layout it deliberately does not spell out, so only a declared field list is compared.
      if (c.structFields?.length && r.structFields) {
        for (const f of r.structFields) if (!c.structFields.includes(f)) add(`missing-struct-field ${name}.${f}`, `the Struct ${name} has a field ${f} in 0.3.0`);
        for (const f of c.structFields) if (!r.structFields.includes(f)) add(`extra-struct-field ${name}.${f}`, `the Struct ${name} has no field ${f} in 0.3.0`);
      }
      // Contract state fields and event names, where both sides declare them.
      if (r.state.length && c.state.length) {
        for (const f of r.state) if (!c.state.includes(f)) add(`missing-state ${name}.${f}`, `the contract ${name} has the state field ${f} in 0.3.0`);
        for (const f of c.state) if (!r.state.includes(f)) add(`extra-state ${name}.${f}`, `the contract ${name} has no state field ${f} in 0.3.0`);
      }
      if (r.events && !c.events && c.state.length) add(`missing-events ${name}`, `the contract ${name} declares the events ${Object.keys(r.events).join(', ')} in 0.3.0; the site lists none`);
      if (r.events && c.events) {
        for (const [e, t] of Object.entries(r.events)) {
          if (!(e in c.events)) add(`missing-event ${name}.${e}`, `the contract ${name} declares the event ${e} (${t}) in 0.3.0`);
          else if (c.events[e] !== t) add(`event-type ${name}.${e}`, `the event ${name}.${e} carries ${t} in 0.3.0, the site says ${c.events[e]}`);
        }
        for (const e of Object.keys(c.events)) if (!(e in r.events)) add(`extra-event ${name}.${e}`, `the contract ${name} has no event ${e} in 0.3.0`);
      }
      for (const [m, b] of Object.entries(r.methods)) {
        if (b.decorated && !(m in c.methods)) add(`missing-method ${name}.${m}`, `@method ${name}.${m} (${b.total} parameter(s)) is not declared`);
      }
    }

    for (const [name, s] of Object.entries(ours.shapes)) {
      const r = real.shapes[name];
      if (!r) continue;
      for (const [f, opt] of Object.entries(r.fields)) {
        if (!(f in s.fields)) add(`missing-field ${name}.${f}`, `${name} has ${opt ? 'an optional' : 'a required'} field ${f} in 0.3.0`);
        else if (s.fields[f] !== opt) add(`optionality ${name}.${f}`, `${name}.${f} is ${opt ? 'optional' : 'required'} in 0.3.0`);
        else if (s.types[f] && r.types[f] && s.types[f] !== r.types[f]) add(`field-type ${name}.${f}`, `${name}.${f} is \`${r.types[f]}\` in 0.3.0, the site declares \`${s.types[f]}\``);
      }
      for (const f of Object.keys(s.fields)) if (!(f in r.fields)) add(`extra-field ${name}.${f}`, `${name} has no field ${f} in 0.3.0`);
    }

    for (const [name, lits] of Object.entries(ours.literals)) {
      const r = real.literals[name];
      if (r && lits.join('|') !== r.join('|')) add(`literals ${name}`, `${name} is ${r.map((l) => JSON.stringify(l)).join(' | ')} in 0.3.0`);
    }

    for (const [name, sigs] of Object.entries(ours.functions)) {
      const r = real.functions[name];
      if (!r || !(name in ours.exports)) continue;
      const widest = (l) => l.reduce((x, y) => (y.total > x.total ? y : x));
      const [a, b] = [widest(sigs), widest(r)];
      if (a.total !== b.total || a.required !== b.required) {
        add(`arity ${name}()`, `${name} takes ${b.total} parameter(s) (${b.required} required) in 0.3.0, the site declares ${a.total} (${a.required} required)`);
      } else if (sigs.length === 1 && r.length === 1) {
        paramTypes(`${name}()`, a, b);
      }
    }
  }
  return out;
}

/** The exceptions file: [{ match: "pkg: kind name" or /regex/, reason }]. */
export function exceptions() {
  return JSON.parse(readFileSync(join(here, 'sdk-exceptions.json'), 'utf8')).exceptions;
}

const matches = (e, key) => (e.match.startsWith('/') ? new RegExp(e.match.slice(1, -1)).test(key) : e.match === key);

/** Differences not covered by an exception, and exceptions that cover nothing. */
export function compare(site) {
  const diffs = differences(site);
  const ex = exceptions();
  const unexplained = diffs.filter((d) => !ex.some((e) => matches(e, d.key)));
  const stale = ex.filter((e) => !diffs.some((d) => matches(e, d.key)));
  return { diffs, unexplained, stale };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const site = resolve(process.argv[2] ?? join(root, 'content'));
  const { diffs, unexplained, stale } = compare(site);
  for (const d of unexplained) console.error(`${d.key}\n    ${d.detail}`);
  for (const e of stale) console.error(`stale exception (matches nothing): ${e.match}`);
  if (unexplained.length || stale.length) {
    console.error(`sdk comparison: ${unexplained.length} difference(s) from @silvana-one/* 0.3.0 without an exception, ${stale.length} stale exception(s)`);
    process.exit(1);
  }
  console.log(`sdk comparison: content/sdk matches @silvana-one/* 0.3.0 (${PACKAGES.length} packages; ${diffs.length} known difference(s), each listed with a reason in sdk-exceptions.json)`);
}
