//! `_category_.json` (and the docs tree plan around it), read from a scratch site.
#![no_main]
#[path = "common.rs"]
mod common;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let dir =
        common::site(&[("docs/_category_.json", data), ("docs/guide/_category_.json", data), ("docs/guide/a.md", b"# A\n"), ("docs/index.md", b"# Home\n")]);
    common::on_worker_stack(move || {
        let mut diags = Vec::new();
        let _ = docc::docs::load(dir, "docs", false, "/docs", &mut diags);
    });
});
