//! The Markdown front end: MDX blanking (ESM, comments, heading ids), admonition and JSX
//! regions (swc-parsed tags, partial imports), pulldown-cmark events → blocks, fences and heading ids, then the pack encoder.
#![no_main]
#[path = "common.rs"]
mod common;
use docc_diag::SourceFile;
use docc_markdown::{render_mdx, PlainCtx};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    // On a render worker's stack, as docc renders pages (not the main thread's 8 MiB).
    let text = text.to_string();
    common::on_worker_stack(move || render(&text));
});

fn render(text: &str) {
    let file = SourceFile::new("docs/a.mdx", text);
    let mut diags = Vec::new();
    let prepared = docc_markdown::mdx::prepare(&file, 0..text.len(), &mut diags);
    let file = SourceFile::new("docs/a.mdx", prepared.text);
    let mut ctx = PlainCtx::default();
    let rendered = render_mdx(&file, 0..file.text.len(), prepared.imports, &mut ctx);
    let _ = docc_markdown::plain_text_blocks(&rendered.blocks);
    for d in diags.iter().chain(&ctx.diagnostics) {
        let _ = d.to_json();
    }
}
