//! `_category_.yml` (YAML through docc-yaml's budgets: depth, alias expansion) in the docs
//! tree of a site compiled as `docc check` does, on a render worker's stack.
#![no_main]
#[path = "common.rs"]
mod common;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    common::site(&[("docc.toml", b"title = \"Fuzz\"\n"), ("docs/guide/_category_.yml", data), ("docs/guide/a.md", b"# A\n"), ("docs/index.md", b"# Home\n")]);
    common::on_worker_stack(common::check_site);
});
