//! Embeds the runtime bundle (runtime/dist, built by esbuild) into the docc binary so
//! `docc compile` needs no Node at run time.
use std::path::Path;

fn main() {
    let dist = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../runtime/dist");
    for f in ["runtime.js", "runtime.css", "head.js", "page.css"] {
        let p = dist.join(f);
        println!("cargo:rerun-if-changed={}", p.display());
        if !p.exists() {
            panic!("\n\nruntime bundle missing: {}\nBuild the runtime first: `cd runtime && npm ci && npm run build` (or `just build`).\n", p.display());
        }
    }
}
