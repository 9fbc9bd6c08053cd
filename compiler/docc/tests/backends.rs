//! Each backend runs through the `Backend` trait over one compile of the content site
//! (`docc::pipeline::render` with the whole registry), and what each makes holds together:
//! the same routes, the same pack, every file its kind of output has.

use docc::backend::{Backend, Rendered, REGISTRY};
use docc::Diagnostics;
use std::path::Path;

#[test]
fn every_backend_renders_one_compiled_site() {
    let site = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content");
    // One compile per pack layout the backends ask for (hosted's small chunks, the others'
    // runs), each rendered by every backend that reads it: json reads any, so it renders both.
    let mut rendered: Vec<(&'static str, Rendered)> = Vec::new();
    let mut pages = 0;
    for group in [vec!["single-file", "embed", "json"], vec!["hosted", "json"]] {
        let backends: Vec<&dyn Backend> = group.iter().map(|n| docc::backend::by_name(n).unwrap()).collect();
        let mut diags = Diagnostics::default();
        let compiled = docc::pipeline::render(&site, &[], &backends, &mut diags).expect("content/ compiles");
        assert!(!diags.has_errors(), "{diags:?}");
        assert_eq!(compiled.outputs.len(), backends.len());
        pages = compiled.pages;
        let names: Vec<&str> = compiled.outputs.iter().map(|(n, _)| *n).collect();
        assert_eq!(names, group, "each output carries its backend's name, in the order asked");
        rendered.extend(compiled.outputs);
    }
    assert!(pages > 100, "{pages} pages");
    // Every backend in the registry ran.
    for b in REGISTRY {
        assert!(rendered.iter().any(|(n, _)| *n == b.name()), "{} never rendered", b.name());
    }
    let out = tempfile::tempdir().unwrap();

    // json: one route and one page per compiled page.
    let model: serde_json::Value = serde_json::from_slice(rendered[2].1.file_bytes()).unwrap();
    let routes: Vec<&str> = model["manifest"]["routes"].as_array().unwrap().iter().map(|r| r["path"].as_str().unwrap()).collect();
    assert_eq!(routes.len(), pages);
    let in_chunks: usize = model["chunks"].as_array().unwrap().iter().map(|c| c["pages"].as_array().unwrap().len()).sum();
    assert_eq!(in_chunks, pages);

    // Every output on disk first: the checks compare them.
    let dest = |i: usize| out.path().join(format!("{}-{i}", rendered[i].0));
    let written: Vec<_> = rendered.iter().enumerate().map(|(i, (_, r))| r.write(&dest(i)).unwrap()).collect();
    for (i, ((name, rendered), written)) in rendered.iter().zip(written).enumerate() {
        let dest = dest(i);
        let backend = docc::backend::by_name(name).unwrap();
        assert!(written.bytes > 0, "{}", backend.name());
        match backend.name() {
            "single-file" => {
                let html = std::fs::read_to_string(&dest).unwrap();
                assert!(html.starts_with("<!doctype html>") && matches!(rendered, Rendered::File(_)));
                assert_eq!(written.bytes, html.len());
                // One element per segment of the pack the embed folder holds (the same pack).
                let pack = std::fs::read(out.path().join("embed-1/site.docc")).unwrap();
                let segments = docc_model::pack::read_pack(&pack).unwrap().segments.len();
                assert_eq!(html.matches("<script type=\"application/octet-stream\" data-docc-seg=").count(), segments);
            }
            "hosted" => {
                for f in ["index.html", "404.html", "sitemap.xml", "robots.txt"] {
                    assert!(dest.join(f).is_file(), "{f}");
                }
                // A page per route (the landing route is index.html itself).
                for r in routes.iter().filter(|r| **r != "/" && r.chars().all(|c| c.is_ascii_alphanumeric() || "/-_".contains(c))) {
                    assert!(dest.join(r.trim_start_matches('/')).join("index.html").is_file(), "{r}");
                }
                assert!(written.files.unwrap() > pages, "{written:?}");
            }
            "embed" => {
                for f in ["docc.js", "docc.css", "site.docc"] {
                    assert!(dest.join(f).is_file(), "{f}");
                }
                assert!(docc_model::pack::read_pack(&std::fs::read(dest.join("site.docc")).unwrap()).is_ok());
            }
            "json" => {
                let v: serde_json::Value = serde_json::from_slice(&std::fs::read(&dest).unwrap()).unwrap();
                assert_eq!(v["manifest"]["routes"].as_array().unwrap().len(), pages);
            }
            other => panic!("backend {other} has no case here: add what its output must hold"),
        }
    }
}

/// `docc check` renders nothing: asking for no backend stops after link checking.
#[test]
fn no_backend_is_a_check() {
    let site = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/basic");
    let mut diags = Diagnostics::default();
    assert!(docc::pipeline::render(&site, &[], &[], &mut diags).is_none());
    assert!(diags.items.is_empty(), "{diags:?}");
}

/// Backends that need packs laid out differently cannot share a compile: an error, not a
/// hosted folder that fails to write.
#[test]
fn backends_asking_for_two_layouts_are_refused() {
    let site = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/basic");
    let mut diags = Diagnostics::default();
    assert!(docc::pipeline::render(&site, &[], REGISTRY, &mut diags).is_none());
    assert_eq!(diags.items.iter().map(|d| d.code).collect::<Vec<_>>(), ["docc::backend-layout"]);
}
