//! Hostile and pathological specs, generated here at test time: each must end with pages
//! or a located diagnostic, and its work is bounded by what the test counts (schema tree
//! nodes, the YAML alias budget's error), not by a clock. Every case runs on its own thread
//! under a hang guard (`TIME_OUT`, far above what any case takes), so a return of the
//! blow-up fails instead of hanging CI; that guard is no speed check. Time and memory are
//! measured by `just bench` (`tests/bench/pathological.py`, the same shapes as whole sites
//! under `/usr/bin/time`, each within 10 s and 1 GB).

use docc_diag::Diagnostic;
use docc_markdown::phase::PhaseOutput;
use docc_markdown::PlainCtx;
use docc_model::{api::SchemaNode, Block, PageKind};
use std::path::PathBuf;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// A hang guard, not a speed check: far above what any case takes.
const TIME_OUT: Duration = Duration::from_secs(300);

/// Compiles `spec` (written to a fresh directory as `name`) on a thread; fails the test
/// if it takes longer than `TIME_OUT`.
fn compile_bytes(name: &str, spec: Vec<u8>) -> (PhaseOutput, Duration) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(name), spec).unwrap();
    let site: PathBuf = dir.path().to_path_buf();
    let name = name.to_string();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let t = Instant::now();
        let out = docc_openapi::compile(&site, &name, &mut PlainCtx::default());
        let _ = tx.send((out, t.elapsed()));
    });
    let got = rx.recv_timeout(TIME_OUT).unwrap_or_else(|_| panic!("compiling the generated spec took longer than {TIME_OUT:?}"));
    drop(dir);
    got
}

fn compile(name: &str, spec: &str) -> (PhaseOutput, Duration) {
    compile_bytes(name, spec.as_bytes().to_vec())
}

fn errors(out: &PhaseOutput) -> Vec<&Diagnostic> {
    out.diagnostics.iter().filter(|d| d.is_error()).collect()
}

fn schema<'a>(out: &'a PhaseOutput, route: &str) -> &'a SchemaNode {
    let p = out.pages.iter().find(|p| p.route == route).unwrap_or_else(|| panic!("no page {route}"));
    match &p.blocks[0] {
        Block::ApiSchema(s) => &s.schema,
        _ => panic!("{route} is not a schema page"),
    }
}

fn nodes(n: &SchemaNode) -> usize {
    1 + n.properties.iter().map(nodes).sum::<usize>()
        + n.variants.iter().map(nodes).sum::<usize>()
        + n.items.as_deref().map_or(0, nodes)
        + n.additional.as_deref().map_or(0, nodes)
}

const HEAD: &str = "openapi: 3.0.3\ninfo: {title: T, version: '1'}\n";

/// Nine schemas whose `anyOf` members (and properties) `$ref` each other in cycles: the
/// shape that made Stripe's spec need 23 GB (every simple path through the graph was
/// expanded on every page).
fn cyclic_any_of(n: usize) -> String {
    let mut s = format!("{HEAD}paths:\n  /x:\n    get:\n      operationId: getX\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: {{$ref: '#/components/schemas/S0'}}\ncomponents:\n  schemas:\n");
    for i in 0..n {
        s += &format!("    S{i}:\n      description: Schema number {i}, which may be any of the others.\n      anyOf:\n");
        for j in (0..n).filter(|&j| j != i) {
            s += &format!("        - $ref: '#/components/schemas/S{j}'\n");
        }
        s += "        - type: object\n          properties:\n";
        for j in (0..n).filter(|&j| j != i) {
            s += &format!("            p{j}:\n              anyOf:\n                - $ref: '#/components/schemas/S{j}'\n                - type: string\n");
        }
    }
    s
}

#[test]
fn cyclic_any_of_compiles_once_per_schema() {
    let spec = cyclic_any_of(9);
    assert!(spec.len() > 8_000 && spec.len() < 16_000, "{} bytes", spec.len());
    let (out, took) = compile("cyclic.yaml", &spec);
    assert!(errors(&out).is_empty(), "{:?}", errors(&out));
    assert_eq!(out.pages.iter().filter(|p| p.kind == PageKind::ApiSchema).count(), 9);
    // Bounded trees that still show the alternatives and link back to the schemas.
    let s0 = schema(&out, "/OpenAPI/schemas/s0");
    assert_eq!(s0.variant_kind, "anyOf");
    assert_eq!(s0.variants.len(), 9);
    assert_eq!(s0.variants[0].schema_route.as_deref(), Some("/OpenAPI/schemas/s1"));
    // The work budget: every schema page's tree is bounded, so the whole output is (an
    // exponential expansion would be millions of nodes). Time: `just bench` (target < 1 s).
    let all: usize = out.pages.iter().filter(|p| p.kind == PageKind::ApiSchema).map(|p| nodes(schema(&out, &p.route))).sum();
    assert!(all < 9 * 5_000, "{all} schema nodes in all");
    eprintln!("cyclic anyOf, 9 schemas, {} bytes: {all} nodes, {took:?}", spec.len());
}

#[test]
fn doubling_all_of_chain_is_merged_once_per_schema() {
    // `S{i}: allOf: [$ref S{i+1}, $ref S{i+1}]`: 2^40 expansions without memoisation.
    let levels = 40;
    let mut s = format!("{HEAD}paths: {{}}\ncomponents:\n  schemas:\n");
    for i in 0..levels {
        s += &format!("    S{i}:\n      allOf:\n        - $ref: '#/components/schemas/S{}'\n        - $ref: '#/components/schemas/S{}'\n        - type: object\n          properties:\n            f{i}: {{type: string}}\n", i + 1, i + 1);
    }
    s += &format!("    S{levels}:\n      type: object\n      properties:\n        last: {{type: integer}}\n");
    let (out, took) = compile("doubling.yaml", &s);
    assert!(errors(&out).is_empty(), "{:?}", errors(&out));
    let s0 = schema(&out, "/OpenAPI/schemas/s0");
    let names: Vec<&str> = s0.properties.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names.len(), levels + 1, "every level's property merged once: {names:?}");
    assert!(names.contains(&"last") && names.contains(&"f0") && names.contains(&"f39"));
    eprintln!("doubling allOf, {levels} levels: {took:?}");
}

#[test]
fn nested_complex_keys_are_refused() {
    let mut s = String::from("openapi: 3.0.3\ninfo:\n");
    for i in 0..30 {
        s += &format!("{}? \n", "  ".repeat(i + 1));
    }
    s += &format!("{}x\n", "  ".repeat(31));
    let (out, took) = compile("keys.yaml", &s);
    let e = errors(&out);
    assert_eq!(e.len(), 1, "{e:?}");
    assert_eq!(e[0].code, "docc::openapi::invalid-yaml");
    assert!(e[0].message.contains("mapping key must be a string"), "{}", e[0].message);
    let line = e[0].line_col().0;
    assert!((3..=33).contains(&line), "at a complex key, not line {line}");
    eprintln!("30 nested complex keys: {took:?}");
}

#[test]
fn alias_bombs_are_refused() {
    // Small file, huge expansion: a 1 MB description aliased 2,000 times (2 GB).
    let mut s = format!("{HEAD}x-text: &t {}\npaths:\n  /a:\n    get:\n      responses:\n", "lorem ".repeat(170_000));
    for i in 0..2000 {
        s += &format!("        '{}': {{description: *t}}\n", 200 + i);
    }
    let (out, _) = compile("bomb.yaml", &s);
    let e = errors(&out);
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(e[0].message.contains("aliases expand to more than"), "{}", e[0].message);
    assert!(out.pages.is_empty());
    // The classic: ten aliases per level, nine levels.
    let mut s = format!("{HEAD}paths: {{}}\nx-a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
    for (i, c) in "bcdefghi".chars().enumerate() {
        let prev = (b'a' + i as u8) as char;
        s += &format!("x-{c}: &{c} [{}]\n", vec![format!("*{prev}"); 10].join(", "));
    }
    let (out, took) = compile("laughs.yaml", &s);
    // The alias budget (docc-yaml `MAX_ALIAS_BYTES`) is what stopped it: the error says so.
    assert!(errors(&out).iter().any(|d| d.message.contains("aliases expand")), "{:?}", out.diagnostics);
    eprintln!("billion laughs: {took:?}");
}

#[test]
fn percent_before_a_multibyte_character_in_a_ref() {
    // Used to slice a str in the middle of `é` and panic.
    let s = format!("{HEAD}paths: {{}}\ncomponents:\n  schemas:\n    A:\n      properties:\n        b: {{$ref: '#/components/schemas/%aé'}}\n        c: {{$ref: 'other%é.yaml#/X'}}\n");
    let (out, _) = compile("pct.yaml", &s);
    let e: Vec<String> = errors(&out).iter().map(|d| d.message.clone()).collect();
    assert_eq!(e.len(), 2, "{e:?}");
    assert!(e[0].contains("%aé") && e[1].contains("other%é.yaml"), "{e:?}");
}

#[test]
fn invalid_utf8_is_reported_as_such() {
    let mut bytes = format!("{HEAD}paths: {{}}\n# caf").into_bytes();
    bytes.extend([0xe9, b'\n']);
    let (out, _) = compile_bytes("latin1.yaml", bytes);
    let e = errors(&out);
    assert_eq!(e.len(), 1, "{e:?}");
    assert_eq!(e[0].code, "docc::openapi::invalid-utf8");
    assert_eq!(e[0].line_col(), (4, 6));
    assert!(!e[0].message.contains("path") && e[0].help.as_deref().is_some_and(|h| h.contains("UTF-8")), "{e:?}");
}
