//! docc.toml (serde + toml with spans; unknown keys are errors), read from a scratch site.
#![no_main]
#[path = "common.rs"]
mod common;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let dir = common::site(&[("docc.toml", data)]);
    common::on_worker_stack(move || {
        let mut diags = Vec::new();
        let _ = docc::config::load(dir, &mut diags);
    });
});
