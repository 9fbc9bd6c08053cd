//! `cargo run -p docc-schemagen` rewrites runtime/src/pack/schema.ts from the Rust model;
//! `--check` only compares (exit 1 when the checked-in file is stale).

use std::path::PathBuf;

fn main() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../runtime/src/pack/schema.ts");
    let want = docc_schemagen::generate();
    if std::env::args().any(|a| a == "--check") {
        let have = std::fs::read_to_string(&path).unwrap_or_default();
        if have != want {
            eprintln!("{} is stale: run `cargo run -p docc-schemagen`", path.display());
            std::process::exit(1);
        }
        return;
    }
    std::fs::write(&path, want).unwrap_or_else(|e| panic!("write {}: {e}", path.display()));
    eprintln!("wrote {}", path.display());
}
