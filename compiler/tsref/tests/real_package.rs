//! A real published package not written here: `@silvana-one/api@0.3.0` from npm. Its
//! `src/index.ts` re-exports generated code (`export *` through `.js` specifiers to `.ts`
//! files, arrow functions assigned to consts, hey-api types); every function it exports
//! must be listed with parameter types, return types and doc comments.

mod common;

use docc_markdown::{plain_text_blocks, PlainCtx};
use docc_model::ts::Item;
use docc_model::{Block, PageKind};
use docc_tsref::{compile, PackageSpec};

/// Exported function names, found independently of docc with plain text matching.
fn exported_functions(src: &std::path::Path) -> Vec<(String, bool)> {
    let mut out = Vec::new();
    for file in ["client/sdk.gen.ts", "config.ts", "wait.ts"] {
        let text = std::fs::read_to_string(src.join(file)).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            let name = if let Some(rest) = line.strip_prefix("export const ") {
                let (n, init) = rest.split_once(" = ").unwrap_or(("", ""));
                (init.starts_with('<') || init.starts_with('(') || init.starts_with("async")).then(|| n.to_string())
            } else {
                line.strip_prefix("export async function ")
                    .or_else(|| line.strip_prefix("export function "))
                    .map(|r| r.split(['(', '<']).next().unwrap().to_string())
            };
            if let Some(n) = name {
                let documented = i > 0 && lines[i - 1].trim() == "*/";
                out.push((n, documented));
            }
        }
    }
    out
}

/// The text after a signature's parameter list, without `: `; `None` when there is none.
fn return_type(sig: &str) -> Option<&str> {
    let open = sig.find('(')?;
    let mut depth = 0;
    for (i, c) in sig[open..].char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return sig[open + i + 1..].strip_prefix(": ");
                }
            }
            _ => {}
        }
    }
    None
}

#[test]
fn silvana_api_lists_every_exported_function_with_types_and_docs() {
    let Some(pkg) = common::npm_package("@silvana-one/api@0.3.0") else { return };
    let expected = exported_functions(&pkg.join("src"));
    assert!(expected.len() >= 30, "{expected:?}");
    let t = std::time::Instant::now();
    let out = compile(&pkg, &[PackageSpec { name: "api".into(), entry: "src/index.ts".into() }], &mut PlainCtx::default());
    eprintln!("compiled @silvana-one/api: {} pages in {:?}", out.pages.len(), t.elapsed());
    assert!(out.diagnostics.iter().all(|d| !d.is_error()), "{:#?}", out.diagnostics);
    let item = |route: &str| -> &Item {
        let p = out.pages.iter().find(|p| p.route == route).unwrap_or_else(|| panic!("no page {route}"));
        match &p.blocks[0] {
            Block::TsItem(i) => i,
            _ => panic!("{route}"),
        }
    };
    let mut without_return = Vec::new();
    for (name, documented) in &expected {
        let it = item(&format!("/api/api/function/{name}"));
        let sig = &it.signatures[0];
        let text: String = sig.tokens.iter().map(|t| t.text.as_str()).collect();
        assert!(!sig.params.is_empty() || text.contains("()"), "{name}: {text}");
        for p in &sig.params {
            assert!(!p.ty.is_empty(), "{name}: parameter {} has no type in `{text}`", p.name);
        }
        if *documented {
            let summary = plain_text_blocks(&it.doc.summary);
            assert!(!summary.trim().is_empty(), "{name} has a doc comment in the source but no summary");
        }
        match return_type(&text) {
            Some(r) => assert!(!r.is_empty(), "{name}: {text}"),
            None => without_return.push(name.clone()),
        }
    }
    // Declared or inferable return types are shown…
    let sig = |n: &str| item(&format!("/api/api/function/{n}")).signatures[0].tokens.iter().map(|t| t.text.clone()).collect::<String>();
    assert!(sig("waitForProofs").ends_with("): Promise<(string | undefined)[] | undefined>"), "{}", sig("waitForProofs"));
    assert!(sig("waitForTransaction").ends_with("): Promise<void>"), "{}", sig("waitForTransaction"));
    assert!(sig("config").ends_with("): void"), "{}", sig("config"));
    assert_eq!(item("/api/api/function/waitForTransaction").signatures[0].params[1].default, "1000 * 60 * 60 * 5");
    // …and the generated hey-api operations, whose return type only a type checker
    // could compute through `@hey-api/client-fetch`, show none rather than a guess.
    eprintln!("{} of {} functions have no return type in their source: {:?}", without_return.len(), expected.len(), without_return);
    for n in &without_return {
        let src = std::fs::read_to_string(pkg.join("src/client/sdk.gen.ts")).unwrap();
        assert!(src.contains(&format!("export const {n} = <ThrowOnError")), "{n} should have an inferable return type");
    }
    // Types used by the operations link to their pages.
    let launch = item("/api/api/function/launchToken");
    let options = &launch.signatures[0].params[0];
    assert!(options.ty.iter().any(|t| t.link.as_deref() == Some("/api/api/type/Options")), "{:?}", options.ty);
    assert!(options.ty.iter().any(|t| t.link.as_deref() == Some("/api/api/type/LaunchTokenData")), "{:?}", options.ty);
    // The same package's published declarations (package.json `types`) carry the return
    // types tsc inferred: every function has them there.
    let dts = compile(&pkg, &[PackageSpec { name: "api".into(), entry: "dist/node/index.d.ts".into() }], &mut PlainCtx::default());
    assert!(dts.diagnostics.iter().all(|d| !d.is_error()), "{:#?}", dts.diagnostics);
    for (name, documented) in &expected {
        let p = dts.pages.iter().find(|p| p.route == format!("/api/api/function/{name}")).unwrap_or_else(|| panic!("{name} missing from the .d.ts reference"));
        let Block::TsItem(it) = &p.blocks[0] else { panic!() };
        let text: String = it.signatures[0].tokens.iter().map(|t| t.text.as_str()).collect();
        assert!(return_type(&text).is_some_and(|r| !r.is_empty()), "{name}: {text}");
        assert!(it.signatures[0].params.iter().all(|p| !p.ty.is_empty()), "{name}: {text}");
        assert!(!*documented || !plain_text_blocks(&it.doc.summary).trim().is_empty(), "{name}");
    }
    let launch_dts = dts.pages.iter().find(|p| p.route == "/api/api/function/launchToken").unwrap();
    let Block::TsItem(it) = &launch_dts.blocks[0] else { panic!() };
    assert!(
        it.signatures[0].tokens.iter().any(|t| t.text == "TokenTransaction" && t.link.as_deref() == Some("/api/api/type/TokenTransaction")),
        "import(\"./types.gen.js\").X links"
    );
    let types = out.pages.iter().filter(|p| p.kind == PageKind::TsItem && p.route.starts_with("/api/api/type/")).count();
    assert!(types > 200, "types.gen.ts exports ~260 types, got {types}");
}
