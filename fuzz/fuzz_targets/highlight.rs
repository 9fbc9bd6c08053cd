//! The highlighters (the hand-written lexers and syntect) on any text in every language they
//! know: no panic, and the tokens give back exactly the text, one entry per line.
#![no_main]
#[path = "common.rs"]
mod common;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|code: &str| {
    let code = code.to_string();
    common::on_worker_stack(move || {
        for lang in ["bash", "js", "ts", "rust", "python", "json", "yaml", "toml", "go"] {
            let lines = docc_markdown::highlight::highlight(&code, lang);
            let text = code.strip_suffix('\n').unwrap_or(&code);
            let got: Vec<String> = lines.iter().map(|l| l.iter().map(|t| t.text.as_str()).collect()).collect();
            assert_eq!(got, text.split('\n').collect::<Vec<_>>(), "{lang}");
        }
    });
});
