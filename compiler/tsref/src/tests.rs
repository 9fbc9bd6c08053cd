//! Unit tests over `fixtures/ts/` (constructs, export following, diagnostics, .d.ts).

use crate::{compile, PackageSpec};
use docc_diag::Diagnostic;
use docc_markdown::phase::PhaseOutput;
use docc_markdown::{plain_text_blocks, PlainCtx};
use docc_model::ts::{Item, Member, Signature};
use docc_model::{Block, Page, PageKind, SidebarItem};
use std::path::PathBuf;

fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/ts")
}

fn run(pkgs: &[(&str, &str)]) -> PhaseOutput {
    let specs: Vec<PackageSpec> = pkgs.iter().map(|(n, e)| PackageSpec { name: n.to_string(), entry: e.to_string() }).collect();
    compile(&fixtures(), &specs, &mut PlainCtx::default())
}

fn page<'a>(out: &'a PhaseOutput, route: &str) -> &'a Page {
    out.pages.iter().find(|p| p.route == route).unwrap_or_else(|| panic!("no page {route}; have {:?}", out.pages.iter().map(|p| &p.route).collect::<Vec<_>>()))
}

fn item<'a>(out: &'a PhaseOutput, route: &str) -> &'a Item {
    match &page(out, route).blocks[0] {
        Block::TsItem(i) => i,
        other => panic!("{route} is not an item page: {other:?}"),
    }
}

fn text(sig: &Signature) -> String {
    sig.tokens.iter().map(|t| t.text.as_str()).collect()
}

fn link_of<'a>(sig: &'a Signature, token: &str) -> Option<&'a str> {
    sig.tokens.iter().find(|t| t.text == token).and_then(|t| t.link.as_deref())
}

fn member<'a>(it: &'a Item, name: &str) -> &'a Member {
    it.members.iter().find(|m| m.name == name).unwrap_or_else(|| panic!("no member {name} in {}", it.name))
}

fn plain(blocks: &[Block]) -> String {
    plain_text_blocks(blocks).trim().to_string()
}

/// Every internal link target in blocks.
fn links(blocks: &[Block]) -> Vec<String> {
    let json = serde_json::to_string(blocks).unwrap();
    let mut out = Vec::new();
    let mut rest = json.as_str();
    while let Some(i) = rest.find("\"href\":\"") {
        rest = &rest[i + 8..];
        out.push(rest[..rest.find('"').unwrap()].to_string());
    }
    out
}

fn diag<'a>(out: &'a PhaseOutput, code: &str, needle: &str) -> &'a Diagnostic {
    out.diagnostics
        .iter()
        .find(|d| d.code == code && d.message.contains(needle))
        .unwrap_or_else(|| panic!("no {code} about {needle}; have:\n{}", out.diagnostics.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("\n")))
}

fn at(d: &Diagnostic) -> (String, usize, usize) {
    let (l, c) = d.line_col();
    (d.file_name().to_string(), l, c)
}

const C: &str = "/api/constructs";

fn constructs() -> PhaseOutput {
    run(&[("constructs", "constructs/index.ts")])
}

#[test]
fn constructs_compile_without_errors() {
    let out = constructs();
    let errors: Vec<String> = out.diagnostics.iter().map(|d| d.to_string()).collect();
    // BaseVault.check and Vault.check have no summary, but they are members, not items.
    assert!(errors.is_empty(), "{errors:#?}");
}

#[test]
fn every_exported_construct_has_a_page() {
    let out = constructs();
    for r in [
        "function/format",
        "function/pick",
        "function/createVault",
        "function/sleep",
        "function/add",
        "interface/VaultOptions",
        "interface/Lockable",
        "interface/Store",
        "interface/Shape",
        "class/BaseVault",
        "class/Vault",
        "class/VaultError",
        "class/Circle",
        "enum/Storage",
        "enum/Flags",
        "type/MaybeVault",
        "type/VaultCallback",
        "type/Point",
        "type/Frozen",
        "type/Unwrap",
        "variable/DEFAULT_RETRIES",
        "variable/network",
        "variable/registry",
    ] {
        let p = page(&out, &format!("{C}/{r}"));
        assert_eq!(p.kind, PageKind::TsItem);
    }
    assert!(!out.pages.iter().any(|p| p.route.contains("hiddenThing")), "@hidden items are not documented");
    let routes: Vec<&str> = out.pages.iter().map(|p| p.route.as_str()).collect();
    assert_eq!(routes.iter().filter(|r| r.ends_with("/Shape")).count(), 1, "Shape is exported twice but documented once");
}

#[test]
fn overloads_keep_their_own_docs_and_hide_the_implementation() {
    let out = constructs();
    let f = item(&out, &format!("{C}/function/format"));
    assert_eq!(f.signatures.len(), 2);
    assert_eq!(text(&f.signatures[0]), "function format(value: number): string");
    assert_eq!(text(&f.signatures[1]), "function format(value: number, digits: number): string");
    assert_eq!(plain(&f.signatures[1].doc.summary), "Formats a value with a fixed number of digits.");
    assert_eq!(plain(&f.signatures[1].params[1].doc), "Digits after the point.");
    assert_eq!(plain(&f.signatures[0].doc.returns), "The formatted text.");
}

#[test]
fn type_parameters_with_constraints_defaults_and_docs() {
    let out = constructs();
    let f = item(&out, &format!("{C}/function/pick"));
    let s = &f.signatures[0];
    assert_eq!(text(s), "function pick<T extends object, K extends keyof T = keyof T>(record: T, ...keys: K[]): Pick<T, K>");
    assert_eq!(s.type_params.len(), 2);
    assert_eq!(s.type_params[1].name, "K");
    assert_eq!(s.type_params[1].constraint.iter().map(|t| t.text.as_str()).collect::<String>(), "keyof T");
    assert_eq!(s.type_params[1].default.iter().map(|t| t.text.as_str()).collect::<String>(), "keyof T");
    assert_eq!(plain(&s.type_params[0].doc), "The record type.");
    assert!(s.params[1].rest && !s.params[1].optional);
    assert!(s.tokens.iter().filter(|t| t.text == "T").all(|t| t.link.is_none()), "type parameters never link");
    // The example is a fenced code block.
    assert!(matches!(f.doc.examples.first(), Some(Block::Code(c)) if c.lang == "ts"));
    let toc: Vec<&str> = page(&out, &format!("{C}/function/pick")).toc.iter().map(|t| t.id.as_str()).collect();
    assert_eq!(toc, vec!["type-parameters", "parameters", "returns", "examples"]);
}

#[test]
fn parameters_optional_default_and_documented() {
    let out = constructs();
    let f = item(&out, &format!("{C}/function/createVault"));
    let s = &f.signatures[0];
    assert_eq!(text(s), "function createVault(owner: string, options?: VaultOptions, retries?: number): Promise<Vault>");
    let p = &s.params;
    assert!(!p[0].optional && p[1].optional && p[2].optional);
    assert_eq!(p[2].default, "3");
    assert_eq!(plain(&p[0].doc), "The owner's address.");
    assert!(plain(&p[1].doc).contains("readOnly"), "sub-parameter docs are listed under their parameter: {:?}", plain(&p[1].doc));
    assert_eq!(link_of(s, "Vault"), Some("/api/constructs/class/Vault"));
    assert_eq!(link_of(s, "VaultOptions"), Some("/api/constructs/interface/VaultOptions"));
    assert_eq!(plain(&s.doc.returns), "The opened vault.");
    assert_eq!(f.doc.since, "1.2.0");
    assert_eq!(links(&f.doc.throws[0]), vec!["/api/constructs/class/VaultError"]);
    assert_eq!(links(&f.doc.see[0]), vec!["/api/constructs/class/Vault#deposit"]);
    // A bare @example is code.
    match &f.doc.examples[0] {
        Block::Code(c) => assert_eq!(c.lines.len(), 1),
        other => panic!("{other:?}"),
    }
}

#[test]
fn deprecated_and_inferred_returns() {
    let out = constructs();
    let f = item(&out, &format!("{C}/function/sleep"));
    let dep = f.doc.deprecated.as_ref().expect("deprecated");
    assert_eq!(links(dep), vec!["/api/constructs/function/createVault"]);
    assert_eq!(text(&f.signatures[0]), "function sleep(ms: number): Promise<void>");
    let a = item(&out, &format!("{C}/function/add"));
    assert_eq!(text(&a.signatures[0]), "function add(a: number, b: number): number");
    let list = match page(&out, C).blocks.last() {
        Some(Block::TsList(g)) => g.clone(),
        other => panic!("{other:?}"),
    };
    let sleep = list.iter().flat_map(|g| &g.entries).find(|e| e.name == "sleep").unwrap();
    assert!(sleep.deprecated);
}

#[test]
fn class_members_heritage_and_visibility() {
    let out = constructs();
    let c = item(&out, &format!("{C}/class/Vault"));
    let h = &c.signatures[0];
    assert_eq!(text(h), "class Vault extends BaseVault implements Lockable");
    assert_eq!(link_of(h, "BaseVault"), Some("/api/constructs/class/BaseVault"));
    assert_eq!(link_of(h, "Lockable"), Some("/api/constructs/interface/Lockable"));
    let names: Vec<(&str, &str)> = c.members.iter().map(|m| (m.kind.as_str(), m.name.as_str())).collect();
    assert_eq!(
        names,
        vec![
            ("constructor", "constructor"),
            ("property", "balance"),
            ("property", "owner"),
            ("accessor", "shout"),
            ("method", "deposit"),
            ("method", "empty"),
            ("method", "lock"),
            ("method", "check")
        ]
    );
    let ctor = member(c, "constructor");
    assert_eq!(text(&ctor.signatures[0]), "new Vault(owner: string, label?: string)");
    assert_eq!(plain(&ctor.signatures[0].params[1].doc), "A label.");
    let owner = member(c, "owner");
    assert!(owner.is_readonly);
    assert_eq!(plain(&owner.doc.summary), "The owner.");
    assert_eq!(member(c, "shout").signatures.len(), 2);
    assert_eq!(text(&member(c, "shout").signatures[1]), "set shout(value: string)");
    assert!(member(c, "empty").is_static);
    assert_eq!(text(&member(c, "empty").signatures[0]), "static empty(): Vault");
    assert_eq!(text(&member(c, "balance").signatures[0]), "balance: bigint");
    let dep = member(c, "deposit");
    assert_eq!(plain(&dep.doc.summary), "Adds funds.");
    assert_eq!(plain(&dep.signatures[0].doc.returns), "The new balance.");
    // Anchors: unique, listed in the toc under their groups.
    let p = page(&out, &format!("{C}/class/Vault"));
    let toc: Vec<(u32, &str)> = p.toc.iter().map(|t| (t.level, t.id.as_str())).collect();
    assert_eq!(&toc[..5], &[(2, "remarks"), (2, "constructors"), (3, "constructor"), (2, "properties"), (3, "balance")]);
    assert!(p.hide_title, "the item view renders its own title");
    assert!(p.toc.iter().any(|t| t.id == dep.id && t.text == "deposit"));
}

#[test]
fn abstract_static_protected_members() {
    let out = constructs();
    let b = item(&out, &format!("{C}/class/BaseVault"));
    assert_eq!(text(&b.signatures[0]), "abstract class BaseVault");
    assert!(member(b, "check").is_abstract);
    assert_eq!(member(b, "counter").visibility, "protected");
    assert_eq!(text(&member(b, "counter").signatures[0]), "counter: number");
    let n = member(b, "network");
    assert!(n.is_static && n.is_readonly);
    assert_eq!(text(&n.signatures[0]), "static readonly network: string");
}

#[test]
fn interface_call_index_construct_and_overloaded_members() {
    let out = constructs();
    let s = item(&out, &format!("{C}/interface/Store"));
    assert_eq!(text(&s.signatures[0]), "interface Store<V = string> extends Lockable, Iterable<V>");
    let kinds: Vec<&str> = s.members.iter().map(|m| m.kind.as_str()).collect();
    assert_eq!(kinds, vec!["property", "method", "call", "construct", "index"]);
    assert_eq!(text(&member(s, "call signature").signatures[0]), "(key: string): V | undefined");
    assert_eq!(text(&member(s, "index signature").signatures[0]), "[key: string]: unknown");
    assert_eq!(text(&member(s, "constructor signature").signatures[0]), "new (seed: V[]): Store<V>");
    let get = member(s, "get");
    assert_eq!(get.signatures.len(), 2);
    assert_eq!(plain(&get.signatures[1].doc.summary), "Reads without a fallback.");
    assert_eq!(text(&member(s, "size").signatures[0]), "readonly size: number");
    let o = item(&out, &format!("{C}/interface/VaultOptions"));
    assert_eq!(member(o, "readOnly").doc.default, "false");
    assert!(member(o, "readOnly").is_optional);
}

#[test]
fn enums_types_and_variables() {
    let out = constructs();
    let e = item(&out, &format!("{C}/enum/Storage"));
    assert_eq!(text(&member(e, "Disk").signatures[0]), "Disk = \"disk\"");
    assert_eq!(plain(&member(e, "Disk").doc.summary), "On disk.");
    assert_eq!(text(&item(&out, &format!("{C}/enum/Flags")).signatures[0]), "const enum Flags");
    let m = item(&out, &format!("{C}/type/MaybeVault"));
    assert_eq!(text(&m.signatures[0]), "type MaybeVault = Vault | undefined");
    assert_eq!(link_of(&m.signatures[0], "Vault"), Some("/api/constructs/class/Vault"));
    let cb = item(&out, &format!("{C}/type/VaultCallback"));
    assert_eq!(cb.doc.params[0].name, "vault");
    let pt = item(&out, &format!("{C}/type/Point"));
    assert_eq!(text(&pt.signatures[0]), "type Point = { x: number; y?: number }");
    assert_eq!(pt.members.len(), 2);
    assert_eq!(text(&item(&out, &format!("{C}/type/Frozen")).signatures[0]), "type Frozen<T> = { readonly [K in keyof T]: T[K] }");
    let u = item(&out, &format!("{C}/type/Unwrap"));
    assert_eq!(text(&u.signatures[0]), "type Unwrap<T> = T extends Promise<infer U> ? U : T");
    assert!(u.signatures[0].tokens.iter().filter(|t| t.text == "U").all(|t| t.link.is_none()));
    assert_eq!(text(&item(&out, &format!("{C}/variable/DEFAULT_RETRIES")).signatures[0]), "const DEFAULT_RETRIES: 3");
    assert_eq!(text(&item(&out, &format!("{C}/variable/network")).signatures[0]), "let network: \"mainnet\" | \"devnet\"");
    let r = item(&out, &format!("{C}/variable/registry"));
    assert_eq!(text(&r.signatures[0]), "const registry: Map<string, Vault>");
    assert_eq!(link_of(&r.signatures[0], "Vault"), Some("/api/constructs/class/Vault"));
}

#[test]
fn package_index_sidebar_and_api_index() {
    let out = constructs();
    let p = page(&out, C);
    assert_eq!(p.kind, PageKind::TsPackage);
    assert_eq!(p.description, "A fixture package that uses every construct the reference documents.");
    assert_eq!(links(&p.blocks), vec!["/api/constructs/function/createVault"]);
    let ids: Vec<&str> = p.toc.iter().map(|t| t.id.as_str()).collect();
    assert_eq!(ids, vec!["classes", "functions", "interfaces", "types", "enums", "variables"]);
    let sb = &out.sidebars[p.sidebar.unwrap() as usize];
    assert_eq!(sb.id, "api/constructs");
    let cats: Vec<&str> = sb.items.iter().filter_map(|i| if let SidebarItem::Category { label, .. } = i { Some(label.as_str()) } else { None }).collect();
    assert_eq!(cats, vec!["Classes", "Functions", "Interfaces", "Types", "Enums", "Variables"]);
    let idx = page(&out, "/api");
    assert_eq!(idx.kind, PageKind::TsIndex);
    assert_eq!(idx.title, "SDK reference");
    let item_page = page(&out, &format!("{C}/class/Vault"));
    assert_eq!(item_page.sidebar, p.sidebar);
    assert_eq!(item_page.breadcrumbs.len(), 3);
    assert_eq!(item_page.source, "constructs/index.ts");
    assert!(item(&out, &format!("{C}/class/Vault")).source.starts_with("constructs/index.ts:"));
}

// ---------------------------------------------------------------- export following

const E: &str = "/api/exports";

fn exports() -> PhaseOutput {
    run(&[("exports", "exports/index.ts")])
}

fn item_names(out: &PhaseOutput) -> Vec<String> {
    let mut v: Vec<String> = out.pages.iter().filter(|p| p.kind == PageKind::TsItem).map(|p| p.route.trim_start_matches(E).to_string()).collect();
    v.sort();
    v
}

#[test]
fn export_following_documents_exactly_what_can_be_imported() {
    let out = exports();
    let names = item_names(&out);
    let expected = [
        "/class/Named",
        "/function/default",
        "/function/fromA",
        "/function/geometry.square",
        "/function/imported",
        "/function/publicName",
        "/function/renamedImport",
        "/interface/FromA3",
        "/type/other",
        "/variable/dup",
        "/variable/fromA2",
        "/variable/geometry.PI",
        "/variable/one",
        "/variable/shadowed",
        "/variable/sharedThing",
        "/variable/two",
    ];
    assert_eq!(names, expected);
    // Renamed on the way out: documented under the name users import.
    assert_eq!(item(&out, &format!("{E}/function/publicName")).name, "publicName");
    assert_eq!(text(&item(&out, &format!("{E}/function/default")).signatures[0]), "function makeThing(): number");
}

#[test]
fn star_export_clash_first_wins_with_a_warning() {
    let out = exports();
    assert_eq!(plain(&item(&out, &format!("{E}/variable/dup")).doc.summary), "The first dup.");
    let d = diag(&out, "docc::ts::export-conflict", "`dup`");
    assert_eq!(at(d), ("exports/index.ts".into(), 17, 1));
    assert!(d.help.as_deref().unwrap().contains("line 16"));
    // Two paths to one declaration are not a clash; a local export beats a star export silently.
    assert_eq!(out.diagnostics.iter().filter(|d| d.code == "docc::ts::export-conflict").count(), 1, "{:#?}", out.diagnostics);
    assert_eq!(plain(&item(&out, &format!("{E}/variable/shadowed")).doc.summary), "Declared here; the star export of ./shadow loses.");
}

#[test]
fn export_cycles_terminate() {
    let out = exports();
    assert!(page(&out, &format!("{E}/variable/one")).route.ends_with("one"));
    assert!(page(&out, &format!("{E}/variable/two")).route.ends_with("two"));
}

#[test]
fn default_exported_alias_is_documented_once() {
    // `export default config` next to `export function config` in one package.
    let out = run(&[("aliases", "exports/alias.ts")]);
    let items: Vec<&str> = out.pages.iter().filter(|p| p.kind == PageKind::TsItem).map(|p| p.route.as_str()).collect();
    assert_eq!(items, vec!["/api/aliases/function/config"]);
    assert_eq!(item(&out, "/api/aliases/function/config").aliases, vec!["default"]);
}

#[test]
fn links_and_types_resolve_across_packages() {
    let out = run(&[("constructs", "constructs/index.ts"), ("exports", "exports/index.ts"), ("cross", "exports/cross.ts")]);
    let x = item(&out, "/api/cross/function/useVault");
    assert_eq!(link_of(&x.signatures[0], "Vault"), Some("/api/constructs/class/Vault"));
    assert_eq!(links(&x.doc.summary), vec!["/api/constructs/class/Vault#deposit", "/api/exports/variable/geometry.PI"]);
    assert_eq!(out.sidebars.iter().map(|s| s.id.as_str()).collect::<Vec<_>>(), vec!["api", "api/constructs", "api/exports", "api/cross"]);
}

// ---------------------------------------------------------------- diagnostics

fn diagnostics() -> PhaseOutput {
    run(&[("diag", "diagnostics/index.ts"), ("gone", "diagnostics/nope.ts")])
}

#[test]
fn syntax_errors_carry_swc_spans() {
    let out = diagnostics();
    let d = diag(&out, "docc::ts::syntax", "");
    assert!(d.is_error());
    assert_eq!(at(d), ("diagnostics/broken.ts".into(), 2, 24));
}

#[test]
fn missing_files_are_errors_at_the_specifier() {
    let out = diagnostics();
    let d = diag(&out, "docc::ts::unresolved-import", "./missing");
    assert!(d.is_error());
    assert_eq!(at(d), ("diagnostics/index.ts".into(), 2, 15));
    assert!(d.help.as_deref().unwrap().contains("diagnostics/missing.ts"));
    let e = diag(&out, "docc::ts::entry-not-found", "diagnostics/nope.ts");
    assert!(e.is_error());
    // The other package still compiles.
    page(&out, "/api/diag/function/links");
}

#[test]
fn broken_links_missing_summaries_and_unknown_params_are_warnings() {
    let out = diagnostics();
    let b = diag(&out, "docc::ts::broken-link", "Nowhere");
    assert!(!b.is_error());
    assert_eq!(at(b), ("diagnostics/index.ts".into(), 11, 13));
    assert_eq!(b.span.len(), "{@link Nowhere}".len());
    let m = diag(&out, "docc::ts::missing-summary", "noSummary");
    assert_eq!(at(m), ("diagnostics/index.ts".into(), 6, 17));
    let p = diag(&out, "docc::ts::unknown-param", "`@param y`");
    assert_eq!(at(p), ("diagnostics/index.ts".into(), 13, 15));
    let x = diag(&out, "docc::ts::external-export", "Thing");
    assert_eq!(at(x), ("diagnostics/index.ts".into(), 3, 1));
    let star = diag(&out, "docc::ts::external-export", "another-external");
    assert_eq!(at(star), ("diagnostics/index.ts".into(), 4, 1));
    // The broken link renders as code, the good one as a link.
    let l = item(&out, "/api/diag/function/links");
    assert_eq!(links(&l.doc.summary), vec!["/api/diag/function/noSummary"]);
    assert!(plain(&l.doc.summary).contains("Nowhere"));
}

#[test]
fn json_lines_of_diagnostics_have_line_and_column() {
    let out = diagnostics();
    for d in &out.diagnostics {
        eprintln!("{d}");
    }
    for d in &out.diagnostics {
        let j = d.to_json();
        assert!(j.contains("\"code\":\"docc::ts::"), "{j}");
        if d.code != "docc::ts::entry-not-found" {
            assert!(!j.contains("\"line\":0"), "{j}");
        }
    }
}

// ---------------------------------------------------------------- .d.ts

#[test]
fn declaration_file_with_export_assignment_of_a_namespace() {
    let out = run(&[("lib", "dts/index.d.ts")]);
    assert!(out.diagnostics.iter().all(|d| !d.is_error()), "{:#?}", out.diagnostics);
    let names = {
        let mut v: Vec<&str> = out.pages.iter().filter(|p| p.kind == PageKind::TsItem).map(|p| p.route.as_str()).collect();
        v.sort();
        v
    };
    assert_eq!(
        names,
        vec![
            "/api/lib/enum/SyntaxKind",
            "/api/lib/function/createNode",
            "/api/lib/function/factory.identifier",
            "/api/lib/interface/Node",
            "/api/lib/variable/version"
        ]
    );
    let n = item(&out, "/api/lib/interface/Node");
    assert_eq!(link_of(&member(n, "kind").signatures[0], "SyntaxKind"), Some("/api/lib/enum/SyntaxKind"));
    assert_eq!(text(&member(n, "getChildren").signatures[0]), "getChildren(): readonly Node[]");
    assert_eq!(text(&item(&out, "/api/lib/variable/version").signatures[0]), "const version: string");
}
