//! Real packages at scale, compiled unchanged (issue 10, item 5): `o1js@2.15.0` (published
//! `.d.ts` importing `./x.ts`, namespaces re-exporting classes, `exports` conditions) and
//! `@types/node@24.10.1` (a script of `/// <reference path>`s whose files are made of
//! `declare module "fs" { … }` and `declare global { … }` blocks), both from npm at test
//! time. Each package is given as its folder, so the entry is found through package.json
//! as TypeScript finds it. The counts asserted for `fs` are TypeDoc 0.28's for the same
//! file (`python3 tests/bench/typedoc_compare.py` prints the whole comparison).

mod common;

use docc_markdown::phase::PhaseOutput;
use docc_markdown::{plain_text_blocks, PlainCtx};
use docc_model::ts::Item;
use docc_model::{Block, Page, PageKind};
use docc_tsref::{compile, PackageSpec};

fn page<'a>(out: &'a PhaseOutput, route: &str) -> &'a Page {
    out.pages.iter().find(|p| p.route == route).unwrap_or_else(|| panic!("no page {route}"))
}

fn item<'a>(out: &'a PhaseOutput, route: &str) -> &'a Item {
    match &page(out, route).blocks[0] {
        Block::TsItem(i) => i,
        _ => panic!("{route} is not an item"),
    }
}

fn compile_package(dir: &std::path::Path, name: &str) -> PhaseOutput {
    let t = std::time::Instant::now();
    let out = compile(dir, &[PackageSpec { name: name.into(), entry: ".".into() }], &mut PlainCtx::default());
    let errors: Vec<String> = out.diagnostics.iter().filter(|d| d.is_error()).map(|d| d.to_string()).collect();
    eprintln!("compiled {name}: {} pages, {} warnings in {:?}", out.pages.len(), out.diagnostics.len() - errors.len(), t.elapsed());
    assert!(errors.is_empty(), "{} errors:\n{}", errors.len(), errors.join("\n"));
    out
}

/// Items of a package (or module section) per kind.
fn count(out: &PhaseOutput, package: &str, kind: &str) -> usize {
    out.pages.iter().filter(|p| matches!(p.blocks.first(), Some(Block::TsItem(i)) if i.package == package && i.kind == kind)).count()
}

#[test]
fn o1js_compiles_unchanged_with_classes_under_their_own_names() {
    let Some(pkg) = common::npm_package("o1js@2.15.0") else { return };
    let out = compile_package(&pkg, "o1js");
    // Classes users import by name have their page under that name; the namespaces that
    // also carry them list them as aliases.
    for name in ["UInt64", "UInt32", "PublicKey", "PrivateKey", "Signature", "SmartContract", "AccountUpdate"] {
        let it = item(&out, &format!("/api/o1js/class/{name}"));
        assert!(!plain_text_blocks(&it.doc.summary).trim().is_empty(), "{name} has no summary");
    }
    assert!(item(&out, "/api/o1js/class/UInt64").aliases.iter().any(|a| a == "Types.UInt64"));
    assert!(item(&out, "/api/o1js/class/PublicKey").aliases.iter().any(|a| a == "Types.PublicKey"));
    assert!(!out.pages.iter().any(|p| p.route == "/api/o1js/class/Types.UInt64"));
    // `Mina.*` (export * as Mina) stays documented under the namespace.
    page(&out, "/api/o1js/function/Mina.transaction");
    // Within 5% of TypeDoc's 330 items (class, interface, type, enum, variable, function).
    let items = out.pages.iter().filter(|p| p.kind == PageKind::TsItem).count();
    assert!((314..=346).contains(&items), "{items} items");
}

#[test]
fn types_node_documents_every_module_and_the_globals() {
    let Some(pkg) = common::npm_package("@types/node@24.10.1") else { return };
    let out = compile_package(&pkg, "node");
    // One section per module; `node:fs` is the same module as `fs`.
    let Some(Block::TsList(groups)) = page(&out, "/api/node").blocks.last() else { panic!() };
    let modules: Vec<&str> = groups[0].entries.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(groups[0].title, "Modules");
    for m in ["fs", "fs/promises", "stream", "stream/web", "http", "crypto", "node:test", "node:sqlite", "worker_threads"] {
        assert!(modules.contains(&m), "no module {m} in {modules:?}");
    }
    assert!(!modules.contains(&"node:fs") && !modules.contains(&"path/posix"), "aliases are not sections: {modules:?}");
    assert!(modules.len() >= 50, "{}", modules.len());
    let fs = page(&out, "/api/node/fs");
    assert!(plain_text_blocks(&fs.blocks).contains("Also imported as node:fs"));
    // TypeDoc 0.28 documents the same items for module "fs" of fs.d.ts.
    for (kind, n) in [("class", 7), ("interface", 35), ("type", 15), ("variable", 46), ("function", 134)] {
        assert_eq!(count(&out, "node/fs", kind), n, "fs {kind}");
    }
    // Overloads, namespace-merged functions and links across modules and to globals.
    let read = item(&out, "/api/node/fs/function/readFile");
    assert!(read.signatures.len() >= 4, "{}", read.signatures.len());
    let p = &read.signatures[0].params[0];
    assert!(p.ty.iter().any(|t| t.link.as_deref() == Some("/api/node/fs/type/PathOrFileDescriptor")), "{:?}", p.ty);
    page(&out, "/api/node/fs/function/readFile.__promisify__");
    let rs = item(&out, "/api/node/fs/class/ReadStream");
    assert!(rs.signatures[0].tokens.iter().any(|t| t.link.as_deref() == Some("/api/node/stream/class/Readable")), "extends stream.Readable links");
    page(&out, "/api/node/fs/promises/function/readFile");
    // Globals (`declare global`, script files): Buffer, process, NodeJS.*.
    page(&out, "/api/node/variable/Buffer");
    page(&out, "/api/node/interface/NodeJS.ErrnoException");
    // Within 5% of TypeDoc's 2,705 items over the referenced files.
    let items = out.pages.iter().filter(|p| p.kind == PageKind::TsItem).count();
    assert!((2570..=2840).contains(&items), "{items} items");
}
