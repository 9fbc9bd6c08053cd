use super::{split, Region};
use crate::fence::Fences;
use crate::{mdx, PlainCtx, Renderer};
use docc_diag::{Diagnostic, SourceFile};
use docc_pin::fnv;
use std::ops::Range;
use std::path::Path;

/// What the splitter makes of a whole file as the compile hands it over (an `.mdx` file with
/// its ESM and comments blanked by `mdx::prepare` first), and what it reports.
fn split_file(path: &str, text: &str, major: Option<u32>) -> (Vec<Region>, Vec<Diagnostic>) {
    let file = SourceFile::new(path, text);
    let mut ctx = PlainCtx { docusaurus_major: major, ..PlainCtx::default() };
    let regions = if path.ends_with(".mdx") {
        let mut prepared = mdx::prepare(&file, 0..text.len(), &mut Vec::new());
        let blanked = SourceFile::new(path, std::mem::take(&mut prepared.text));
        let mut r = Renderer::new(&blanked, Some(prepared.esm()), &mut ctx);
        split(&blanked.text, 0..blanked.text.len(), &mut r)
    } else {
        let mut r = Renderer::new(&file, None, &mut ctx);
        split(&file.text, 0..file.text.len(), &mut r)
    };
    (regions, ctx.diagnostics)
}

fn str(h: &mut u64, s: &str) {
    fnv(h, &(s.len() as u64).to_le_bytes());
    fnv(h, s.as_bytes());
}

fn range(h: &mut u64, r: &Range<usize>) {
    fnv(h, &(r.start as u64).to_le_bytes());
    fnv(h, &(r.end as u64).to_le_bytes());
}

/// The fence reader line by line, then the regions (every field: ranges, admonition kinds and
/// titles, tags with their props and spans, a `<CodeBlock>`'s code) and the splitter's
/// diagnostics (code, span, message) as Docusaurus 3 and as Docusaurus 2 read the file.
fn region_hash(path: &str, text: &str) -> u64 {
    let mut h = docc_pin::FNV_START;
    let mut fences = Fences::default();
    for line in text.split('\n') {
        let line = line.trim_end_matches('\r');
        fnv(&mut h, &[u8::from(fences.code_line(line)), u8::from(fences.is_open())]);
    }
    for major in [None, Some(2)] {
        let (regions, diags) = split_file(path, text, major);
        str(&mut h, &format!("{regions:?}"));
        for d in &diags {
            str(&mut h, d.code);
            range(&mut h, &d.span);
            str(&mut h, &d.message);
        }
        fnv(&mut h, &[0xff]);
    }
    h
}

/// The region splitter's results (and its fence reader's) on every Markdown and MDX file of
/// the fixtures and of `content/`, one hash per file in `regions/PIN`: a rewrite of the
/// splitter (issue 35: nom) keeps them; `docc_pin::check` says how to re-pin.
#[test]
fn regions_of_the_fixtures_and_content_are_unchanged() {
    let now = docc_pin::lines(&docc_pin::markdown_files(docc_pin::FIXTURES_AND_CONTENT), region_hash);
    docc_pin::check(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src/regions/PIN"), "regions", &now);
}

/// The splitter's speed over the fixtures' and content's Markdown, each file split as the
/// compile splits it (MDX prepared beforehand, outside the timing; Docusaurus 3's reading)
/// (`just bench`, not CI: `cargo test --release -p docc-markdown --lib region_speed --
/// --ignored --nocapture`): MB/s, the median of 9 rounds of at least 8 MB.
#[test]
#[ignore = "a benchmark: run with --ignored --nocapture (just bench)"]
fn region_speed_on_the_fixtures() {
    let files: Vec<(String, String)> = docc_pin::markdown_files(docc_pin::FIXTURES_AND_CONTENT)
        .into_iter()
        .map(|(path, text)| {
            let text = if path.ends_with(".mdx") { mdx::prepare(&SourceFile::new(&path, &text), 0..text.len(), &mut Vec::new()).text } else { text };
            (path, text)
        })
        .collect();
    let sources: std::collections::HashMap<&str, std::sync::Arc<SourceFile>> =
        files.iter().map(|(p, t)| (p.as_str(), SourceFile::new(p, t.as_str()))).collect();
    docc_pin::speed("region splitter", &files, |path, _| {
        let file = &sources[path];
        let mut ctx = PlainCtx::default();
        // The splitter reads only whether the file is MDX, not its imports.
        let mut r = Renderer::new(file, path.ends_with(".mdx").then(mdx::Esm::default), &mut ctx);
        std::hint::black_box(split(&file.text, 0..file.text.len(), &mut r));
    });
}
