//! The TypeScript extractor: swc parse (nesting budget), exports, declarations, TSDoc,
//! printer and pages, on one entry file of a scratch package.
#![no_main]
#[path = "common.rs"]
mod common;
use docc_markdown::PlainCtx;
use docc_tsref::PackageSpec;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let dir = common::site(&[("sdk/index.ts", text.as_bytes())]);
    common::on_worker_stack(move || {
        let _ = docc_tsref::compile(dir, &[PackageSpec { name: "sdk".into(), entry: "sdk/index.ts".into() }], &mut PlainCtx::default());
    });
});
