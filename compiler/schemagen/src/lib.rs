//! Writes `runtime/src/pack/schema.ts` from the Rust pack model, so the contract between the
//! compiler and the runtime is defined once (in `docc_model`) and the TypeScript side
//! can never drift: the types, their bincode decoders and every constant both sides share.
//!
//! The model files are read with syn (derive(Serialize) structs and enums, fields and variants
//! in declaration order, which is what bincode writes), then printed in dependency order. A type used before
//! it is defined (only inside recursive types: `Block` ↔ `ListItem`, `Inline`, `SchemaNode`) is
//! read through `lazy(() => …)`, because a `const` cannot be read before its declaration.
//! `tests/current.rs` fails when the checked-in file differs from what this prints.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt::Write as _;
use std::path::Path;
use syn::{Fields, GenericArgument, Item, PathArguments, Type};

/// A field's type, as far as the pack cares.
#[derive(Debug, Clone)]
enum Ty {
    Bool,
    U32,
    Str,
    Bytes,
    Vec(Box<Ty>),
    Opt(Box<Ty>),
    Tuple(Vec<Ty>),
    Named(String),
    /// `docc_model::Framed<T>`: T's bytes behind their length, decoded when asked.
    Framed(Box<Ty>),
}

#[derive(Debug)]
enum Def {
    Struct(Vec<(String, Ty)>),
    /// Variants in declaration order (bincode's tag is the index).
    Enum(Vec<(String, Variant)>),
}

#[derive(Debug)]
enum Variant {
    Unit,
    NewType(Ty),
    Struct(Vec<(String, Ty)>),
}

/// The model files, in the order their sections appear.
const FILES: &[&str] = &["lib.rs", "api.rs", "ts.rs", "search.rs"];

/// The pack's top-level segments: every type reachable from them is generated.
const ROOTS: &[&str] = &["Manifest", "PageChunk", "Assets", "SearchIndex", "SearchShard", "SearchTerms", "SearchHeadings"];

/// Every `Serialize` struct and enum of the model, by Rust name, with its TypeScript name
/// (the `#[serde(rename)]` of the container, else the Rust name).
fn read_model(dir: &Path) -> (HashMap<String, (String, Def)>, Vec<String>) {
    let mut defs = HashMap::new();
    let mut order = Vec::new();
    for f in FILES {
        let path = dir.join(f);
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let file = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        for item in file.items {
            let (ident, attrs, def) = match item {
                Item::Struct(s) if !derives_serialize(&s.attrs) => continue,
                Item::Enum(e) if !derives_serialize(&e.attrs) => continue,
                Item::Struct(s) => {
                    let fields = named_fields(&s.fields, &s.ident.to_string());
                    (s.ident, s.attrs, Def::Struct(fields))
                }
                Item::Enum(e) => {
                    let name = e.ident.to_string();
                    let vs = e
                        .variants
                        .iter()
                        .map(|v| {
                            let vname = v.ident.to_string();
                            let body = match &v.fields {
                                Fields::Unit => Variant::Unit,
                                Fields::Unnamed(u) if u.unnamed.len() == 1 => Variant::NewType(ty(&u.unnamed[0].ty, &name)),
                                Fields::Named(_) => Variant::Struct(named_fields(&v.fields, &name)),
                                Fields::Unnamed(_) => panic!("{name}::{vname}: tuple variants are not part of the pack"),
                            };
                            (vname, body)
                        })
                        .collect();
                    (e.ident, e.attrs, Def::Enum(vs))
                }
                _ => continue,
            };
            let rust = ident.to_string();
            let ts = attrs.iter().filter(|a| a.path().is_ident("serde")).find_map(rename_of).unwrap_or_else(|| rust.clone());
            order.push(rust.clone());
            defs.insert(rust, (ts, def));
        }
    }
    (defs, order)
}

/// Only Serialize types are pack types (`Framed`, serialized by hand, is mapped in `ty`).
fn derives_serialize(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| a.path().is_ident("derive") && quote_of(a).contains("Serialize"))
}

fn quote_of(a: &syn::Attribute) -> String {
    match &a.meta {
        syn::Meta::List(l) => l.tokens.to_string(),
        _ => String::new(),
    }
}

/// `#[serde(rename = "X")]` → X; any other serde attribute would change the encoding
/// behind the generator's back, so it is refused.
fn rename_of(a: &syn::Attribute) -> Option<String> {
    let mut out = None;
    a.parse_nested_meta(|m| {
        if m.path.is_ident("rename") {
            let v: syn::LitStr = m.value()?.parse()?;
            out = Some(v.value());
            Ok(())
        } else {
            Err(m.error("only `rename` is supported on pack types"))
        }
    })
    .unwrap_or_else(|e| panic!("serde attribute: {e}"));
    out
}

fn named_fields(fields: &Fields, owner: &str) -> Vec<(String, Ty)> {
    let Fields::Named(n) = fields else { panic!("{owner}: tuple structs are not part of the pack") };
    n.named.iter().filter(|f| !skipped(f, owner)).map(|f| (f.ident.as_ref().unwrap().to_string(), ty(&f.ty, owner))).collect()
}

/// `#[serde(skip)]`: a compiler-side field that is not in the pack (the runtime derives it or
/// never needs it). Any other serde field attribute would change the encoding unseen: refused.
fn skipped(f: &syn::Field, owner: &str) -> bool {
    let name = f.ident.as_ref().unwrap();
    let serde: Vec<String> = f.attrs.iter().filter(|a| a.path().is_ident("serde")).map(quote_of).collect();
    match serde.as_slice() {
        [] => false,
        [one] if one == "skip" => true,
        _ => panic!("{owner}.{name}: only #[serde(skip)] is supported on pack fields"),
    }
}

fn ty(t: &Type, owner: &str) -> Ty {
    match t {
        Type::Tuple(tt) => Ty::Tuple(tt.elems.iter().map(|e| ty(e, owner)).collect()),
        Type::Path(p) => {
            let seg = p.path.segments.last().unwrap();
            let arg = || match &seg.arguments {
                PathArguments::AngleBracketed(a) => match a.args.first() {
                    Some(GenericArgument::Type(t)) => t.clone(),
                    _ => panic!("{owner}: unsupported generic in {}", seg.ident),
                },
                _ => panic!("{owner}: {} without a type argument", seg.ident),
            };
            match seg.ident.to_string().as_str() {
                "bool" => Ty::Bool,
                "u16" | "u32" => Ty::U32,
                "String" => Ty::Str,
                "Box" => ty(&arg(), owner),
                "Option" => Ty::Opt(Box::new(ty(&arg(), owner))),
                "Framed" => Ty::Framed(Box::new(ty(&arg(), owner))),
                "Vec" => match ty(&arg(), owner) {
                    Ty::Named(n) if n == "u8" => Ty::Bytes,
                    inner => Ty::Vec(Box::new(inner)),
                },
                "u8" => Ty::Named("u8".into()),
                n @ ("u64" | "usize" | "i32" | "i64" | "f32" | "f64") => panic!("{owner}: `{n}` is not allowed in the pack (u32 only: JS numbers)"),
                n => Ty::Named(n.to_string()),
            }
        }
        _ => panic!("{owner}: unsupported type"),
    }
}

/// The generated file.
pub fn generate() -> String {
    generate_from(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../model/src"))
}

fn generate_from(dir: &Path) -> String {
    let (defs, _) = read_model(dir);
    let mut order = Vec::new();
    let mut seen = HashSet::new();
    for r in ROOTS {
        visit(r, &defs, &mut seen, &mut order);
    }
    let mut out = String::new();
    let mut defined: HashSet<&str> = HashSet::new();
    for name in &order {
        let (ts, def) = &defs[name.as_str()];
        let g = Gen { defs: &defs, defined: &defined, current: name };
        match def {
            Def::Struct(fields) => {
                writeln!(out, "export interface {ts} {}", g.ts_fields(fields)).unwrap();
                writeln!(out, "export const {ts}D: Decoder<{ts}> = struct<{ts}>({});", g.dec_fields(fields)).unwrap();
            }
            Def::Enum(variants) => {
                let all_unit = variants.iter().all(|v| matches!(v.1, Variant::Unit));
                let tys: Vec<String> = variants.iter().map(|(n, v)| g.ts_variant(n, v)).collect();
                if all_unit {
                    writeln!(out, "export type {ts} = {};", tys.join(" | ")).unwrap();
                } else {
                    writeln!(out, "export type {ts} =\n  | {};", tys.join("\n  | ")).unwrap();
                }
                let decs: Vec<String> = variants.iter().map(|(n, v)| format!("['{n}', {}]", g.dec_variant(v))).collect();
                writeln!(out, "export const {ts}D: Decoder<{ts}> = enumOf<{ts}>([\n  {},\n]);", decs.join(",\n  ")).unwrap();
                if !all_unit {
                    // A union with payloads: renderers and readers take one handler per variant,
                    // so a variant added to the model is a type error wherever it is not handled.
                    writeln!(out, "/** One handler per `{ts}` variant (see `Handlers`). */").unwrap();
                    writeln!(out, "export type {ts}Handlers<R, A extends unknown[] = []> = Handlers<{ts}, R, A>;").unwrap();
                }
            }
        }
        defined.insert(name);
    }
    out.push_str(&constants());
    out.push_str(FOOTER);
    // Import only the readers used (an unused import fails `tsc --noUnusedLocals`).
    let used: Vec<&str> =
        READERS.iter().copied().filter(|r| [format!("{r}("), format!("{r}<"), format!(": {r}")].iter().any(|p| out.contains(p.as_str()))).collect();
    let framed = if out.contains("Framed<") { ", type Framed" } else { "" };
    format!("{HEADER}import {{ {}, type Decoder{framed} }} from './bincode';\n\n{out}", used.join(", "))
}

/// The decoder building blocks of `runtime/src/pack/bincode.ts`.
const READERS: &[&str] = &["bool", "bytes", "enumOf", "framed", "lazy", "opt", "str", "struct", "tuple2", "u32", "vec"];

/// Depth-first, dependencies first: every non-recursive reference is to a type above it.
fn visit(name: &str, defs: &HashMap<String, (String, Def)>, seen: &mut HashSet<String>, order: &mut Vec<String>) {
    if !seen.insert(name.to_string()) {
        return;
    }
    let Some((_, def)) = defs.get(name) else { panic!("`{name}` is used in the pack but is not a Serialize type of the model") };
    let mut deps = Vec::new();
    match def {
        Def::Struct(fields) => fields.iter().for_each(|f| names_in(&f.1, &mut deps)),
        Def::Enum(vs) => vs.iter().for_each(|(_, v)| match v {
            Variant::NewType(t) => names_in(t, &mut deps),
            Variant::Struct(fs) => fs.iter().for_each(|f| names_in(&f.1, &mut deps)),
            Variant::Unit => {}
        }),
    }
    for d in deps {
        visit(&d, defs, seen, order);
    }
    order.push(name.to_string());
}

fn names_in(t: &Ty, out: &mut Vec<String>) {
    match t {
        Ty::Named(n) => out.push(n.clone()),
        Ty::Opt(x) | Ty::Vec(x) | Ty::Framed(x) => names_in(x, out),
        Ty::Tuple(xs) => xs.iter().for_each(|x| names_in(x, out)),
        _ => {}
    }
}

struct Gen<'a> {
    defs: &'a HashMap<String, (String, Def)>,
    defined: &'a HashSet<&'a str>,
    current: &'a str,
}

impl Gen<'_> {
    fn ts_name(&self, n: &str) -> &str {
        &self.defs[n].0
    }

    fn ts(&self, t: &Ty) -> String {
        match t {
            Ty::Bool => "boolean".into(),
            Ty::U32 => "number".into(),
            Ty::Str => "string".into(),
            Ty::Bytes => "Uint8Array".into(),
            Ty::Vec(x) => {
                let inner = self.ts(x);
                if inner.contains(' ') {
                    format!("({inner})[]")
                } else {
                    format!("{inner}[]")
                }
            }
            Ty::Opt(x) => format!("{} | null", self.ts(x)),
            Ty::Tuple(xs) => format!("[{}]", xs.iter().map(|x| self.ts(x)).collect::<Vec<_>>().join(", ")),
            Ty::Named(n) => self.ts_name(n).to_string(),
            Ty::Framed(x) => format!("Framed<{}>", self.ts(x)),
        }
    }

    fn dec(&self, t: &Ty) -> String {
        match t {
            Ty::Bool => "bool".into(),
            Ty::U32 => "u32".into(),
            Ty::Str => "str".into(),
            Ty::Bytes => "bytes".into(),
            Ty::Vec(x) => format!("vec({})", self.dec(x)),
            Ty::Opt(x) => format!("opt({})", self.dec(x)),
            Ty::Tuple(xs) if xs.len() == 2 => format!("tuple2({}, {})", self.dec(&xs[0]), self.dec(&xs[1])),
            Ty::Tuple(_) => panic!("{}: only pairs are supported", self.current),
            // Defined above: read directly; recursive or further down: through lazy().
            Ty::Named(n) if self.defined.contains(n.as_str()) => format!("{}D", self.ts_name(n)),
            Ty::Named(n) => format!("lazy(() => {}D)", self.ts_name(n)),
            // The decoder is not called while reading: `unframe` calls it on the kept bytes.
            Ty::Framed(x) => format!("framed({})", self.dec(x)),
        }
    }

    fn ts_fields(&self, fields: &[(String, Ty)]) -> String {
        wrap(fields.iter().map(|(n, t)| format!("{n}: {}", self.ts(t))).collect(), "; ")
    }

    fn dec_fields(&self, fields: &[(String, Ty)]) -> String {
        wrap(fields.iter().map(|(n, t)| format!("{n}: {}", self.dec(t))).collect(), ", ")
    }

    fn ts_variant(&self, name: &str, v: &Variant) -> String {
        match v {
            Variant::Unit => format!("'{name}'"),
            Variant::NewType(t) => format!("{{ {name}: {} }}", self.ts(t)),
            Variant::Struct(fs) => format!("{{ {name}: {} }}", self.ts_fields(fs)),
        }
    }

    fn dec_variant(&self, v: &Variant) -> String {
        match v {
            Variant::Unit => "null".into(),
            Variant::NewType(t) => self.dec(t),
            Variant::Struct(fs) => format!("struct({})", self.dec_fields(fs)),
        }
    }
}

/// `{ a; b }` on one line when short, one field per line otherwise.
fn wrap(items: Vec<String>, sep: &str) -> String {
    let one = format!("{{ {} }}", items.join(sep));
    if one.len() <= 100 {
        return one;
    }
    let term = sep.trim_end();
    format!("{{\n{}\n}}", items.iter().map(|i| format!("  {i}{term}")).collect::<Vec<_>>().join("\n"))
}

/// Constants both sides read: what the runtime must agree on beyond the types.
fn constants() -> String {
    use docc_model::{search, ts, PACK_FORMAT_VERSION};
    let strs = |xs: &[&str]| format!("[{}]", xs.iter().map(|x| format!("'{x}'")).collect::<Vec<_>>().join(", "));
    let mut out = String::from("\n// ---------- constants ----------\n");
    let magic = std::str::from_utf8(docc_model::pack::MAGIC).expect("ASCII magic");
    writeln!(out, "/** Pack header: magic and format version (compiler/model/src/pack.rs). */").unwrap();
    writeln!(out, "export const MAGIC = '{magic}';\nexport const FORMAT_VERSION = {PACK_FORMAT_VERSION};").unwrap();
    writeln!(out, "/** Token classes of highlighted code, indexed by `Token.class`/`SigToken.class` (compiler/model/src/lib.rs). */").unwrap();
    writeln!(out, "export const TOKEN_CLASSES = {};", strs(docc_model::TOKEN_CLASSES)).unwrap();
    writeln!(out, "/** Page kinds of the search index, indexed by `SearchIndex.kinds`. */").unwrap();
    writeln!(out, "export const SEARCH_KINDS = {};", strs(&search::KINDS)).unwrap();
    writeln!(out, "/** Posting fields (compiler/search). */").unwrap();
    writeln!(out, "export const FIELD_TITLE = {}, FIELD_HEADING = {}, FIELD_BODY = {};", search::FIELD_TITLE, search::FIELD_HEADING, search::FIELD_BODY)
        .unwrap();
    writeln!(out, "/** Longest indexed word in characters; longer ones are split (compiler/search/src/tokenize.rs). */").unwrap();
    writeln!(out, "export const MAX_WORD = {};", docc_search::MAX_WORD).unwrap();
    writeln!(out, "/** Words the index leaves out and queries drop (compiler/search/src/tokenize.rs). */").unwrap();
    writeln!(out, "export const STOP_WORDS = new Set({});", strs(docc_search::STOP_WORDS)).unwrap();
    writeln!(out, "/** Member kinds in page order: [kind, group title, group anchor] (model/ts.rs). */").unwrap();
    let groups: BTreeMap<usize, String> = ts::MEMBER_GROUPS.iter().enumerate().map(|(i, (k, t, a))| (i, format!("  ['{k}', '{t}', '{a}'],"))).collect();
    writeln!(out, "export const MEMBER_GROUPS: [string, string, string][] = [\n{}\n];", groups.into_values().collect::<Vec<_>>().join("\n")).unwrap();
    out
}

const HEADER: &str = "\
// GENERATED by `cargo run -p docc-schemagen` from the Rust pack model (compiler/model/src/):
// do not edit; change the model and regenerate. `cargo test -p docc-schemagen` fails when this
// file is stale, and `just contract` checks that a real pack decodes to Rust's own JSON dump.
// Fields are in Rust declaration order (bincode has no field names); enums follow serde_json's
// external tagging ({ Name: payload } or \"Name\"), so the contract test compares by deep equality.
";

const FOOTER: &str = "
/** The variant name of an externally tagged enum value. */
export function tagOf(v: object | string): string {
  return typeof v === 'string' ? v : Object.keys(v)[0];
}

/** The variant names of an externally tagged union: `'Rule'`, or the key of `{ Heading: … }`. */
export type Tags<U> = U extends string ? U : keyof U;
/** The payload of variant `K` of `U` (`null` for a unit variant). */
export type Payload<U, K extends PropertyKey> = U extends K ? null : U extends { [P in K]: infer X } ? X : never;
/**
 * One function per variant of `U`, given the variant's payload and the arguments `A`. An object
 * of this type that lacks a variant does not compile (TS2741, \"Property 'X' is missing\"), as a
 * Rust `match` without its arm: renderers and readers of the pack are written as such objects.
 */
export type Handlers<U, R, A extends unknown[] = []> = { [K in Tags<U> & string]: (v: Payload<U, K>, ...a: A) => R };

/** Calls the handler of `v`'s variant with its payload (null for a unit variant) and `a`. */
// (The index signature only lets tsc infer R from the handlers' return types.)
export function dispatch<U extends object | string, R, A extends unknown[]>(
  h: Handlers<U, R, A> & { [k: string]: (v: never, ...a: A) => R },
  v: U,
  ...a: A
): R {
  const k = tagOf(v);
  return (h as Record<string, (p: unknown, ...a: A) => R>)[k](typeof v === 'string' ? null : (v as Record<string, unknown>)[k], ...a);
}
";
