//! OpenAPI JSON: the spanned JSON loader, then the whole phase on it.
#![no_main]
#[path = "common.rs"]
mod common;
use docc_markdown::PlainCtx;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let dir = common::site(&[("spec.json", text.as_bytes())]);
    let text = text.to_string();
    common::on_worker_stack(move || {
        let _ = docc_openapi::json::parse(&text);
        let _ = docc_openapi::compile(dir, "spec.json", &mut PlainCtx::default());
    });
});
