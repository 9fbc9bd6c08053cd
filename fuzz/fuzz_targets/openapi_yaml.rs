//! OpenAPI YAML: the spanned YAML loader (budgets), then the whole phase on it: `$ref`
//! loading, schema compiler (allOf merging), examples, code samples, pages.
#![no_main]
#[path = "common.rs"]
mod common;
use docc_markdown::PlainCtx;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let dir = common::site(&[("spec.yaml", text.as_bytes())]);
    let text = text.to_string();
    common::on_worker_stack(move || {
        let _ = docc_openapi::yaml::parse_full(&text);
        let _ = docc_openapi::compile(dir, "spec.yaml", &mut PlainCtx::default());
    });
});
