//! Pathological TypeScript, generated here at test time: deep nesting that once overflowed
//! the stack (aborting the compiler) or took exponential time. Each must end with pages or
//! a located diagnostic (the nesting budget's `docc::ts::too-deep`), on a thread with the
//! default test stack (the phase must protect itself), under a hang guard (`TIME_OUT`, far
//! above what any case takes) so that a regression to a loop fails instead of hanging CI.
//! No case asserts a time: `just bench` (`tests/bench/pathological.py`) compiles the same
//! shapes as whole sites under `/usr/bin/time`, each within 10 s and 1 GB.

use docc_diag::Diagnostic;
use docc_markdown::phase::PhaseOutput;
use docc_markdown::PlainCtx;
use docc_tsref::{compile, PackageSpec};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// A hang guard, not a speed check: far above what any case takes.
const TIME_OUT: Duration = Duration::from_secs(300);

fn compile_source(file: &str, bytes: Vec<u8>) -> (PhaseOutput, Duration) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(file), bytes).unwrap();
    let site = dir.path().to_path_buf();
    let entry = file.to_string();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let t = Instant::now();
        let out = compile(&site, &[PackageSpec { name: "p".into(), entry }], &mut PlainCtx::default());
        let _ = tx.send((out, t.elapsed()));
    });
    let got = rx.recv_timeout(TIME_OUT).unwrap_or_else(|_| panic!("compiling {file} took longer than {TIME_OUT:?}"));
    drop(dir);
    got
}

fn errors(out: &PhaseOutput) -> Vec<&Diagnostic> {
    out.diagnostics.iter().filter(|d| d.is_error()).collect()
}

/// A nesting-budget error located in the file, or a compile without errors.
fn bounded(name: &str, src: String) -> (PhaseOutput, Duration) {
    let (out, took) = compile_source(name, src.into_bytes());
    for e in errors(&out) {
        assert!(e.file.is_some(), "{name}: unlocated error {e}");
    }
    eprintln!("{name}: {took:?}, {} pages, errors: {:?}", out.pages.len(), errors(&out).iter().map(|d| d.message.as_str()).collect::<Vec<_>>());
    (out, took)
}

fn nesting_error(out: &PhaseOutput) -> bool {
    errors(out).iter().any(|d| d.code == "docc::ts::too-deep")
}

#[test]
fn nested_conditional_types() {
    // Took 43 s at 24 levels, even unexported.
    let mut t = String::from("T extends 0 ? 0 : never");
    for i in 1..24 {
        t = format!("T extends {i} ? ({t}) : never");
    }
    let (out, _) = bounded("cond.ts", format!("type Hidden<T> = {t};\nexport type Shown<T> = {t};\nexport const ok = 1;\n"));
    assert!(errors(&out).is_empty() || nesting_error(&out));
    // Nested in the true branch without parentheses.
    let mut t = String::from("0");
    for i in 0..24 {
        t = format!("T extends {i} ? {t} : never");
    }
    let (out, _) = bounded("cond2.ts", format!("type Hidden<T> = {t};\nexport type Shown<T> = {t};\n"));
    assert!(errors(&out).is_empty() || nesting_error(&out));
}

#[test]
fn nested_object_types() {
    let mut o = String::from("string");
    for _ in 0..60 {
        o = format!("{{ a: {o} }}");
    }
    let (out, _) = bounded("objects.ts", format!("export type Deep = {o};\nexport interface I {{ x: {o} }}\n"));
    assert!(errors(&out).is_empty() || nesting_error(&out));
}

#[test]
fn nested_namespaces() {
    let n = 1600;
    let src = "export namespace N {\n".repeat(n) + "export const x = 1;\n" + &"}\n".repeat(n);
    let (out, _) = bounded("ns.ts", src);
    assert!(nesting_error(&out), "{:?}", out.diagnostics);
}

#[test]
fn nested_parentheses() {
    let n = 5000;
    let src = format!("export const x = {}1{};\nexport const y = 2;\n", "(".repeat(n), ")".repeat(n));
    let (out, _) = bounded("parens.ts", src);
    assert!(nesting_error(&out), "{:?}", out.diagnostics);
}

#[test]
fn long_binary_chain() {
    let src = format!("export const x = {};\n", vec!["1"; 50_000].join("+"));
    let (out, _) = bounded("sum.ts", src);
    assert!(errors(&out).is_empty() || nesting_error(&out), "{:?}", out.diagnostics);
}

#[test]
fn invalid_utf8_is_reported_as_such() {
    let mut bytes = b"export const a = 1;\n// caf".to_vec();
    bytes.extend([0xe9, b'\n']);
    let (out, _) = compile_source("latin1.ts", bytes);
    let e = errors(&out);
    assert_eq!(e.len(), 1, "{:?}", out.diagnostics);
    assert_eq!(e[0].code, "docc::ts::invalid-utf8");
    assert_eq!(e[0].line_col(), (2, 7));
}

/// Found by the `typescript` fuzz target (fixtures/ts/fuzz/enum-at-eof.d.ts): a namespace
/// whose enum ends at the end of the file. swc's parser trips a debug assertion on it; the
/// file must end with located syntax errors, never a crash (a parser panic on the parse
/// thread becomes "the parser failed on this file").
#[test]
fn fuzz_enum_member_at_end_of_file() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/ts/fuzz/enum-at-eof.d.ts");
    let (out, _) = bounded("index.d.ts", std::fs::read_to_string(path).unwrap());
    let e = errors(&out);
    assert!(!e.is_empty(), "the file is not valid TypeScript");
    assert!(e.iter().all(|d| d.code == "docc::ts::syntax" && d.file.is_some()), "{e:?}");
}

/// @types/node 26.6.6's `path`: a namespace that re-exports itself (`path.posix` is
/// `path`) once sent member resolution round the loop until the stack overflowed.
#[test]
fn namespace_re_exporting_itself() {
    let src = "export declare namespace path {\n    export interface ParsedPath { root: string }\n    export function parse(p: string): ParsedPath;\n    export { path as posix, path as win32 };\n}\nexport namespace fs {\n    export function open(p: string): void;\n    export import promises = fs;\n}\n";
    let (out, took) = bounded("index.d.ts", src.to_string());
    assert!(errors(&out).is_empty(), "{:?}", errors(&out));
    eprintln!("a namespace re-exporting itself: {took:?}");
    // The namespace's members are documented once, under their shortest names (the work is
    // bounded: each member once, not once per path round the loop).
    let mut routes: Vec<&str> = out.pages.iter().map(|p| p.route.as_str()).filter(|r| r.matches('/').count() > 3).collect();
    routes.sort();
    assert_eq!(routes, ["/api/p/function/fs.open", "/api/p/function/path.parse", "/api/p/interface/path.ParsedPath"]);
    // The shape of @types/node's path.d.ts itself: merged namespaces behind `export =`.
    let src = "declare module \"node:path\" {\n    namespace path { function parse(p: string): string; }\n    namespace path { export { path as posix, path as win32 }; }\n    export = path;\n}\ndeclare module \"path\" {\n    import path = require(\"node:path\");\n    export = path;\n}\n";
    let (out, _) = bounded("node.d.ts", src.to_string());
    assert!(errors(&out).is_empty(), "{:?}", errors(&out));
    assert!(out.pages.iter().any(|p| p.route == "/api/p/node-path/function/parse"), "{:?}", out.pages.iter().map(|p| &p.route).collect::<Vec<_>>());
}

/// Found by the `typescript` fuzz target (fixtures/ts/fuzz/nested-ambient-module.ts, the input
/// as it was found): an ambient module declared again inside its own body panicked ("created
/// with a scope"); now the inner one is a located warning and the rest compiles.
#[test]
fn fuzz_ambient_module_inside_itself() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/ts/fuzz/nested-ambient-module.ts");
    let (out, _) = bounded("index.ts", std::fs::read_to_string(path).unwrap());
    let w = out.diagnostics.iter().find(|d| d.code == "docc::ts::nested-module").expect("a nested-module warning");
    assert!(w.file.is_some() && w.line_col().0 > 1, "located at the inner declaration: {w:?}");
}
