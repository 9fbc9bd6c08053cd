//! An MDX page with the site around it: the input is the page, which may import the partial
//! `./_part.mdx` (the same bytes, so partials nest) and the site component
//! `@site/src/components/Box` (evaluated by docc-js); compiled as `docc check` does, on a
//! render worker's stack.
#![no_main]
#[path = "common.rs"]
mod common;
use libfuzzer_sys::fuzz_target;

const COMPONENT: &[u8] =
    b"export default function Box({ children, n = 1 }) {\n  return <div className=\"box\"><strong>{'x'.repeat(n)}</strong>{children}</div>;\n}\n";

fuzz_target!(|data: &[u8]| {
    common::site(&[("docc.toml", b"title = \"Fuzz\"\n"), ("docs/index.mdx", data), ("docs/_part.mdx", data), ("src/components/Box.js", COMPONENT)]);
    common::on_worker_stack(common::check_site);
});
