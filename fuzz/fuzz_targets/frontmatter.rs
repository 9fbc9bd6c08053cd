//! Front matter (YAML via docc-yaml, reloaded entry by entry on errors) at the top of a Markdown file.
#![no_main]
#[path = "common.rs"]
mod common;
use docc_diag::SourceFile;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let text = text.to_string();
    common::on_worker_stack(move || {
        let file = SourceFile::new("docs/a.md", text.as_str());
        let mut diags = Vec::new();
        let (_, body) = docc::frontmatter::parse(&file, &mut diags);
        assert!(body.start <= body.end && body.end <= text.len());
        for d in &diags {
            let _ = d.line_col();
        }
    });
});
