//! Compiles TypeScript packages and prints a summary: routes, diagnostics, timing.
//! `cargo run -p docc-tsref --example tsref -- <site_dir> name=entry [name=entry…] [--routes]`

use docc_markdown::PlainCtx;
use docc_tsref::{compile, PackageSpec};
use std::path::PathBuf;
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let site = PathBuf::from(args.next().expect("site dir"));
    let mut specs = Vec::new();
    let mut show_routes = false;
    let mut sigs = false;
    for a in args {
        if a == "--sigs" {
            sigs = true;
        } else if a == "--routes" {
            show_routes = true;
        } else if let Some((n, e)) = a.split_once('=') {
            specs.push(PackageSpec { name: n.into(), entry: e.into() });
        }
    }
    let t = Instant::now();
    let out = compile(&site, &specs, &mut PlainCtx::default());
    let dt = t.elapsed();
    if show_routes {
        for p in &out.pages {
            println!("{}", p.route);
        }
    }
    if sigs {
        for p in &out.pages {
            if let Some(docc_model::Block::TsItem(it)) = p.blocks.first() {
                for s in &it.signatures {
                    println!("{}\n    {}", p.route, s.tokens.iter().map(|t| t.text.as_str()).collect::<String>().replace('\n', "\n    "));
                }
                for m in &it.members {
                    for s in &m.signatures {
                        println!("    . {}", s.tokens.iter().map(|t| t.text.as_str()).collect::<String>().replace('\n', "\n      "));
                    }
                }
            }
        }
    }
    for d in &out.diagnostics {
        eprintln!("{d}");
    }
    eprintln!("{} pages, {} sidebars, {} diagnostics in {:?}", out.pages.len(), out.sidebars.len(), out.diagnostics.len(), dt);
}
