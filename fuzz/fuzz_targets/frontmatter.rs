//! Front matter (nom YAML subset) at the top of a Markdown file.
#![no_main]
use docc_diag::SourceFile;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let file = SourceFile::new("docs/a.md", text);
    let mut diags = Vec::new();
    let (_, body) = docc::frontmatter::parse(&file, &mut diags);
    assert!(body.start <= body.end && body.end <= text.len());
    for d in &diags {
        let _ = d.line_col();
    }
});
