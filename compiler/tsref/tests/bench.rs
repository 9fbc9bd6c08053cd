//! Benchmark (ignored by default): parse and extract large real declaration files from the
//! `typescript` npm package. Target: a 1 MB `.d.ts` in under 0.5 s.
//!
//! `cargo test -p docc-tsref --release --test bench -- --ignored --nocapture`

mod common;

use docc_markdown::PlainCtx;
use docc_tsref::{compile, extract_only, PackageSpec};
use std::time::{Duration, Instant};

fn best_of<T>(n: usize, mut f: impl FnMut() -> T) -> (Duration, T) {
    let mut best = Duration::MAX;
    let mut last = None;
    for _ in 0..n {
        let t = Instant::now();
        let r = f();
        best = best.min(t.elapsed());
        last = Some(r);
    }
    (best, last.expect("n > 0"))
}

#[test]
#[ignore = "benchmark: run with --ignored (and --release for representative numbers)"]
fn parse_and_extract_large_declaration_files() {
    let Some(pkg) = common::npm_package("typescript@5.9.3") else { return };
    let profile = if cfg!(debug_assertions) { "debug" } else { "release" };
    for file in ["lib/typescript.d.ts", "lib/lib.dom.d.ts"] {
        let bytes = std::fs::metadata(pkg.join(file)).unwrap().len();
        let (dt, (decls, diags)) = best_of(3, || extract_only(&pkg, file));
        assert!(diags.iter().all(|d| !d.is_error()), "{:?}", diags.first().map(|d| d.to_string()));
        let per_mb = dt.as_secs_f64() / (bytes as f64 / 1_048_576.0);
        eprintln!(
            "BENCH {profile} parse+extract {file}: {:.0} KB, {decls} declarations, {:.1} ms ({:.1} ms/MB)",
            bytes as f64 / 1024.0,
            dt.as_secs_f64() * 1000.0,
            per_mb * 1000.0
        );
        assert!(per_mb < 0.5 || cfg!(debug_assertions), "{file}: {per_mb:.3} s/MB exceeds the 0.5 s/MB target");
    }
    // The whole phase (pages for every export, Markdown, links) on typescript.d.ts.
    let (dt, out) = best_of(1, || compile(&pkg, &[PackageSpec { name: "typescript".into(), entry: "lib/typescript.d.ts".into() }], &mut PlainCtx::default()));
    eprintln!(
        "BENCH {profile} full compile lib/typescript.d.ts: {} pages, {} diagnostics, {:.1} ms",
        out.pages.len(),
        out.diagnostics.len(),
        dt.as_secs_f64() * 1000.0
    );
    assert!(out.pages.len() > 1000);
}
