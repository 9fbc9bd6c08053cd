//! Compiles TypeScript packages and prints a summary: routes, diagnostics, timing.
//! `cargo run -p docc-tsref --example tsref -- <site_dir> name=entry [name=entry…] [--routes] [--sigs] [--counts]`
//! `--counts` prints one JSON object: items per package (or module section) and kind, and
//! their aliases (what tests/bench/typedoc_compare.py compares with TypeDoc).

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
    let mut counts = false;
    for a in args {
        if a == "--counts" {
            counts = true;
        } else if a == "--sigs" {
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
    if counts {
        // package or module section → kind → item names (`alias`: other names items are
        // exported under, `module`: the module sections of a package).
        type Names = std::collections::BTreeMap<String, Vec<String>>;
        let mut by: std::collections::BTreeMap<String, Names> = Default::default();
        for p in &out.pages {
            match p.blocks.first() {
                Some(docc_model::Block::TsItem(it)) => {
                    let k = by.entry(it.package.clone()).or_default();
                    k.entry(it.kind.clone()).or_default().push(it.name.clone());
                    k.entry("alias".into()).or_default().extend(it.aliases.iter().cloned());
                    k.entry("member".into()).or_default().extend(it.members.iter().map(|m| format!("{}.{}", it.name, m.name)));
                }
                _ if p.kind == docc_model::PageKind::TsPackage => {
                    let name = p.route.trim_start_matches("/api/").to_string();
                    if let Some((pkg, _)) = name.split_once('/') {
                        by.entry(pkg.to_string()).or_default().entry("module".into()).or_default().push(p.title.clone());
                    }
                    by.entry(name).or_default();
                }
                _ => {}
            }
        }
        println!("{}", serde_json::to_string(&by).expect("counts serialise"));
    }
    for d in &out.diagnostics {
        eprintln!("{d}");
    }
    eprintln!("{} pages, {} sidebars, {} diagnostics in {:?}", out.pages.len(), out.sidebars.len(), out.diagnostics.len(), dt);
}
