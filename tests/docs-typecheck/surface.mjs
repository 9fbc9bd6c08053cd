// The API surface of a TypeScript package, read syntactically (no type checking, no node_modules):
// exported names with their kind, the methods of every class with their arities, and the fields
// of every interface or object-literal type alias. compare-sdk.mjs uses it on both sides: the
// declarations the typed reference is compiled from (content/sdk/<pkg>) and the real sources of
// the published package (fixtures/silvana-lib-0.3.0/packages/<pkg>/src).
//
// Classes are collected wherever they are declared, including inside factory functions
// (`function BidFactory() { class NonFungibleTokenBidContract … return … }`), because that is how
// the real packages ship most contracts; they are keyed by their own name.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ts = createRequire(import.meta.url)(join(root, 'runtime/node_modules/typescript'));

/** Resolve a relative module specifier the way both trees write them ("./x.js", "./x", "./dir"). */
function resolveModule(fromFile, spec) {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), spec.replace(/\.js$/, ''));
  for (const f of [`${base}.ts`, `${base}.d.ts`, join(base, 'index.ts')]) if (existsSync(f)) return f;
  throw new Error(`${fromFile}: cannot resolve ${spec}`);
}

const hasModifier = (node, kind) => (ts.canHaveModifiers(node) ? ts.getModifiers(node) ?? [] : []).some((m) => m.kind === kind);
const isExported = (node) => hasModifier(node, ts.SyntaxKind.ExportKeyword);

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
/**
 * A type as comparable text: comments and layout dropped, the members of every union sorted, `T | undefined`
 * on an optional position kept as written. Two trees that declare the same type print the same text.
 */
export function normType(node) {
  const f = ts.factory;
  const key = (t) => printer.printNode(ts.EmitHint.Unspecified, t, node.getSourceFile());
  const isUndefined = (t) => t.kind === ts.SyntaxKind.UndefinedKeyword;
  const sortUnions = (ctx) => (root) => {
    const visit = (n) => {
      n = ts.visitEachChild(n, visit, ctx);
      // `(A | B)` is `A | B`.
      if (ts.isParenthesizedTypeNode(n)) return n.type;
      // 'a' is "a".
      if (ts.isLiteralTypeNode(n) && ts.isStringLiteral(n.literal)) return f.createLiteralTypeNode(f.createStringLiteral(n.literal.text));
      // Array<T> is T[].
      if (ts.isTypeReferenceNode(n) && ts.isIdentifier(n.typeName) && n.typeName.text === 'Array' && n.typeArguments?.length === 1) {
        return f.createArrayTypeNode(n.typeArguments[0]);
      }
      // { [key: string]: T } is Record<string, T>.
      if (ts.isTypeLiteralNode(n) && n.members.length === 1 && ts.isIndexSignatureDeclaration(n.members[0]) && n.members[0].parameters.length === 1) {
        const sig = n.members[0];
        return f.createTypeReferenceNode('Record', [sig.parameters[0].type, sig.type]);
      }
      // Unions: nested unions flattened, members sorted.
      if (ts.isUnionTypeNode(n)) {
        // (The node factory puts a union inside a union back in parentheses, so unwrap those too.)
        const members = (t) => {
          while (ts.isParenthesizedTypeNode(t)) t = t.type;
          return ts.isUnionTypeNode(t) ? t.types.flatMap(members) : [t];
        };
        const flat = n.types.flatMap(members);
        return f.createUnionTypeNode([...flat].sort((x, y) => key(x).localeCompare(key(y))));
      }
      // Members of an object type in name order (the order they are written in means nothing to a caller).
      if (ts.isTypeLiteralNode(n)) {
        const name = (m) => (m.name ? m.name.getText?.() ?? m.name.text ?? '' : key(m));
        return f.createTypeLiteralNode([...n.members].sort((x, y) => name(x).localeCompare(name(y))));
      }
      // Property signatures: `readonly` dropped (the argument is read either way); `x?: T | undefined` is `x?: T`.
      if (ts.isPropertySignature(n)) {
        let type = n.type;
        if (n.questionToken && type && ts.isUnionTypeNode(type) && type.types.some(isUndefined)) {
          const rest = type.types.filter((t) => !isUndefined(t));
          type = rest.length === 1 ? rest[0] : f.createUnionTypeNode(rest);
        }
        return f.createPropertySignature(undefined, n.name, n.questionToken, type);
      }
      return n;
    };
    return ts.visitNode(root, visit);
  };
  const [out] = ts.transform(node, [sortUnions]).transformed;
  return printer.printNode(ts.EmitHint.Unspecified, out, node.getSourceFile()).replace(/\s+/g, ' ').replace(/;\s*}/g, ' }').trim();
}

/** Parameter counts of a signature: total, and those a caller must pass; plus the written parameter types. */
function arity(params) {
  const ps = params.filter((p) => !(p.name.kind === ts.SyntaxKind.Identifier && p.name.text === 'this'));
  const total = ps.length;
  const required = ps.filter((p) => !p.questionToken && !p.initializer && !p.dotDotDotToken).length;
  // `name?: string` and `name: string | undefined = "x"` accept the same arguments.
  const types = ps.map((p) => (p.type ? normType(p.type).replace(/ \| undefined$|^undefined \| /, '') : ''));
  return { total, required, types };
}

/** Fields of a type literal or interface body: name -> optional? */
function fieldsOf(members) {
  const out = {};
  for (const m of members) {
    if ((ts.isPropertySignature(m) || ts.isMethodSignature(m)) && m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name))) {
      out[m.name.text] = Boolean(m.questionToken);
    }
  }
  return out;
}

/**
 * Field names of a Struct class: from the object literal of `extends Struct({ a: T, … })` (real
 * sources) or the type literal of `extends Struct<{ a: T; … }>` (declarations); null for other classes.
 */
function structFields(node, sf) {
  for (const h of node.heritageClauses ?? []) {
    for (const t of h.types) {
      const e = t.expression;
      if (ts.isCallExpression(e) && e.expression.getText(sf) === 'Struct' && e.arguments[0] && ts.isObjectLiteralExpression(e.arguments[0])) {
        return e.arguments[0].properties.filter((p) => p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))).map((p) => p.name.text).sort();
      }
      if (ts.isIdentifier(e) && e.text === 'Struct' && t.typeArguments?.[0] && ts.isTypeLiteralNode(t.typeArguments[0])) {
        return Object.keys(fieldsOf(t.typeArguments[0].members)).sort();
      }
    }
  }
  return null;
}

/** Written types of the properties of a type literal or interface body: name -> normalised type text. */
function fieldTypesOf(members) {
  const out = {};
  for (const m of members) {
    if (ts.isPropertySignature(m) && m.type && m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name))) out[m.name.text] = normType(m.type);
  }
  return out;
}

/** The surface of the package whose entry file is `entry`. */
export function surface(entry) {
  const files = new Map(); // path -> SourceFile
  const parse = (f) => {
    if (!files.has(f)) files.set(f, ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.ES2022, true));
    return files.get(f);
  };
  const classes = {}; // name -> { methods: { name: {total, required, decorated} }, file }
  const shapes = {}; // name -> { fields }  (interfaces and object-literal type aliases)
  const functions = {}; // name -> [{total, required}] (declarations and const arrows, by name)
  const literals = {}; // name -> sorted string literals of a `type X = "a" | "b"` alias
  const scanned = new Set();

  // Only the package's own files describe its surface; files of sibling packages reached through a
  // relative import (content/sdk/nft -> ../../storage) belong to those packages.
  const pkgRoot = dirname(entry);
  function scan(file) {
    if (scanned.has(file)) return;
    scanned.add(file);
    if (!file.startsWith(`${pkgRoot}/`)) return;
    const sf = parse(file);
    // Names imported from other packages are not this package's shapes, even when a local type has
    // the same name (the api client imports `Options as ClientOptions` and declares its own ClientOptions).
    const foreign = new Set();
    for (const st of sf.statements) {
      if (!ts.isImportDeclaration(st) || st.moduleSpecifier.text.startsWith('.')) continue;
      const c = st.importClause;
      if (c?.name) foreign.add(c.name.text);
      if (c?.namedBindings && ts.isNamedImports(c.namedBindings)) for (const e of c.namedBindings.elements) foreign.add(e.name.text);
    }
    const visit = (node) => {
      if ((ts.isClassDeclaration(node) || ts.isClassExpression(node)) && node.name) {
        const methods = {};
        for (const m of node.members) {
          if (ts.isMethodDeclaration(m) && m.name && ts.isIdentifier(m.name) && !hasModifier(m, ts.SyntaxKind.PrivateKeyword)) {
            const decorated = (ts.canHaveDecorators(m) ? ts.getDecorators(m) ?? [] : []).some((d) => /^method\b/.test(d.expression.getText(sf)));
            const prev = methods[m.name.text];
            const a = { ...arity(m.parameters), returns: m.type ? normType(m.type) : '' };
            // Overloads: keep the widest signature.
            if (!prev || a.total > prev.total) methods[m.name.text] = { ...a, decorated: decorated || prev?.decorated || false, static: hasModifier(m, ts.SyntaxKind.StaticKeyword) };
          }
        }
        // On-chain state and events: `@state(T) x = State<T>()` / `events = { a: E }` in the sources,
        // `x: State<T>` / `events: { a: typeof E }` in the declarations.
        const state = [];
        let events = null;
        for (const m of node.members) {
          if (!ts.isPropertyDeclaration(m) || !m.name || !ts.isIdentifier(m.name)) continue;
          const decorated = (ts.canHaveDecorators(m) ? ts.getDecorators(m) ?? [] : []).some((d) => /^state\b/.test(d.expression.getText(sf)));
          const typedState = m.type && ts.isTypeReferenceNode(m.type) && m.type.typeName.getText(sf) === 'State';
          if (decorated || typedState) state.push(m.name.text);
          if (m.name.text === 'events') {
            // name -> event type: `a: UpdateEvent` (sources) or `a: typeof UpdateEvent` / `a: Provable<Field>` (declarations).
            const typeName = (t) => t.getText(sf).replace(/^typeof\s+/, '').replace(/^Provable<(.*)>$/, '$1').trim();
            if (m.initializer && ts.isObjectLiteralExpression(m.initializer)) {
              events = Object.fromEntries(m.initializer.properties.filter((p) => ts.isPropertyAssignment(p) && p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))).map((p) => [p.name.text, typeName(p.initializer)]));
            } else if (m.type && ts.isTypeLiteralNode(m.type)) {
              events = Object.fromEntries(m.type.members.filter((p) => ts.isPropertySignature(p) && p.type).map((p) => [p.name.text, typeName(p.type)]));
            }
          }
        }
        classes[node.name.text] ??= { methods, structFields: structFields(node, sf), state: state.sort(), events, file };
      }
      if (ts.isInterfaceDeclaration(node)) {
        const bases = (node.heritageClauses ?? []).flatMap((h) => h.types.map((t) => t.expression)).filter(ts.isIdentifier).map((e) => e.text).filter((n) => !foreign.has(n));
        shapes[node.name.text] ??= { own: fieldsOf(node.members), ownTypes: fieldTypesOf(node.members), bases, file };
      }
      if (ts.isTypeAliasDeclaration(node) && ts.isUnionTypeNode(node.type) && node.type.types.every((t) => ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal))) {
        literals[node.name.text] ??= node.type.types.map((t) => t.literal.text).sort();
      }
      if (ts.isTypeAliasDeclaration(node)) {
        // `type X = { … }` and `type X = Base & { … }` (how the generated client writes request bodies).
        const parts = ts.isIntersectionTypeNode(node.type) ? node.type.types : [node.type];
        if (parts.every((t) => ts.isTypeLiteralNode(t) || (ts.isTypeReferenceNode(t) && ts.isIdentifier(t.typeName))) && parts.some(ts.isTypeLiteralNode)) {
          const own = Object.assign({}, ...parts.filter(ts.isTypeLiteralNode).map((t) => fieldsOf(t.members)));
          const ownTypes = Object.assign({}, ...parts.filter(ts.isTypeLiteralNode).map((t) => fieldTypesOf(t.members)));
          const bases = parts.filter(ts.isTypeReferenceNode).map((t) => t.typeName.text).filter((n) => !foreign.has(n));
          shapes[node.name.text] ??= { own, ownTypes, bases, file };
        }
      }
      if (ts.isFunctionDeclaration(node) && node.name && isExported(node)) (functions[node.name.text] ??= []).push({ ...arity(node.parameters), returns: node.type ? normType(node.type) : '' });
      if (ts.isVariableStatement(node) && isExported(node)) {
        for (const d of node.declarationList.declarations) {
          const init = d.initializer;
          if (ts.isIdentifier(d.name) && init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) (functions[d.name.text] ??= []).push({ ...arity(init.parameters), returns: init.type ? normType(init.type) : '' });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }

  /** Exported names of a module file: name -> kind. */
  const exportCache = new Map();
  function exportsOf(file) {
    if (exportCache.has(file)) return exportCache.get(file);
    const out = new Map();
    exportCache.set(file, out);
    scan(file);
    const sf = parse(file);
    const local = new Map(); // locally declared names -> kind, for `export { X }`
    const kindOf = (s) =>
      ts.isClassDeclaration(s) ? 'class' : ts.isFunctionDeclaration(s) ? 'function' : ts.isInterfaceDeclaration(s) ? 'interface'
        : ts.isTypeAliasDeclaration(s) ? 'type' : ts.isEnumDeclaration(s) ? 'enum' : 'variable';
    for (const s of sf.statements) {
      const names = [];
      if ((ts.isClassDeclaration(s) || ts.isFunctionDeclaration(s) || ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s) || ts.isEnumDeclaration(s)) && s.name) names.push(s.name.text);
      if (ts.isVariableStatement(s)) {
        for (const d of s.declarationList.declarations) {
          const collect = (n) => {
            if (ts.isIdentifier(n)) names.push(n.text);
            else for (const e of n.elements) if (!ts.isOmittedExpression(e)) collect(e.name);
          };
          collect(d.name);
        }
      }
      for (const n of names) local.set(n, local.get(n) ?? kindOf(s));
      if (isExported(s) && !hasModifier(s, ts.SyntaxKind.DefaultKeyword)) for (const n of names) out.set(n, out.get(n) ?? kindOf(s));
    }
    for (const s of sf.statements) {
      if (!ts.isExportDeclaration(s)) continue;
      const target = s.moduleSpecifier ? resolveModule(file, s.moduleSpecifier.text) : file;
      if (!target) continue; // re-export from another package: not this package's own surface
      if (!s.exportClause) {
        for (const [n, k] of exportsOf(target)) if (n !== 'default' && !out.has(n)) out.set(n, k);
      } else if (ts.isNamedExports(s.exportClause)) {
        const from = target === file ? local : exportsOf(target);
        for (const e of s.exportClause.elements) {
          const orig = (e.propertyName ?? e.name).text;
          out.set(e.name.text, from.get(orig) ?? (target === file ? local.get(orig) : undefined) ?? 'variable');
        }
      }
    }
    // Make sure classes declared in imported-but-not-re-exported files are seen too (factories).
    for (const s of sf.statements) {
      if (ts.isImportDeclaration(s) && ts.isStringLiteral(s.moduleSpecifier)) {
        const t = resolveModule(file, s.moduleSpecifier.text);
        if (t) exportsOf(t);
      }
    }
    return out;
  }

  const exports = Object.fromEntries([...exportsOf(entry)].sort(([a], [b]) => a.localeCompare(b)));
  // Fields of a shape with those of its bases (interfaces it extends, types it intersects) that are
  // declared in the package; a field declared on the shape itself wins over a base's.
  const flat = (name, what, seen = new Set()) => {
    const sh = shapes[name];
    if (!sh || seen.has(name)) return {};
    seen.add(name);
    return Object.assign({}, ...sh.bases.map((b) => flat(b, what, seen)), sh[what]);
  };
  for (const name of Object.keys(shapes)) {
    shapes[name].fields = flat(name, 'own');
    shapes[name].types = flat(name, 'ownTypes');
  }
  return { exports, classes, shapes, functions, literals };
}
