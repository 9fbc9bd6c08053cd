//! Entries given as packages (`entry = "o1js"`, `entry = "node_modules/o1js"`,
//! `entry = "@types/node"`) and directory imports: the declaration file TypeScript would
//! load for them, read from `package.json` the way its `bundler`/`node16` resolution
//! does, so that a package documents exactly what its users get in their editor.
//!
//! Order of `package.json` fields, as in TypeScript: `exports` (for a package, not for a
//! plain directory import) with the conditions `types`, `import`, `node`, `default`
//! matched in the object's own key order; then `typings`, `types`, `main`; then `index`.
//! `typesVersions` is not applied: it redirects older compilers only (`<=5.7`), and docc
//! reads declarations as the current TypeScript does.

use serde::de::{Deserializer, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;
use std::path::{Path, PathBuf};

/// Conditions of the `exports` map TypeScript matches for an `import` of a package
/// (bundler resolution, plus `node` as node16 adds it).
const CONDITIONS: &[&str] = &["types", "import", "node", "default"];

/// A conditional `exports` value, keys in document order (serde_json's map sorts them,
/// and the order decides which condition wins).
#[derive(Debug)]
enum Exports {
    Null,
    Path(String),
    List(Vec<Exports>),
    Map(Vec<(String, Exports)>),
}

impl<'de> Deserialize<'de> for Exports {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Exports;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a package.json `exports` value")
            }
            fn visit_str<E>(self, s: &str) -> Result<Exports, E> {
                Ok(Exports::Path(s.to_string()))
            }
            fn visit_unit<E>(self) -> Result<Exports, E> {
                Ok(Exports::Null)
            }
            fn visit_bool<E>(self, _: bool) -> Result<Exports, E> {
                Ok(Exports::Null)
            }
            fn visit_i64<E>(self, _: i64) -> Result<Exports, E> {
                Ok(Exports::Null)
            }
            fn visit_u64<E>(self, _: u64) -> Result<Exports, E> {
                Ok(Exports::Null)
            }
            fn visit_f64<E>(self, _: f64) -> Result<Exports, E> {
                Ok(Exports::Null)
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut a: A) -> Result<Exports, A::Error> {
                let mut v = Vec::new();
                while let Some(e) = a.next_element()? {
                    v.push(e);
                }
                Ok(Exports::List(v))
            }
            fn visit_map<A: MapAccess<'de>>(self, mut a: A) -> Result<Exports, A::Error> {
                let mut v = Vec::new();
                while let Some((k, e)) = a.next_entry()? {
                    v.push((k, e));
                }
                Ok(Exports::Map(v))
            }
        }
        d.deserialize_any(V)
    }
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct Manifest {
    exports: Option<Exports>,
    types: Option<String>,
    typings: Option<String>,
    main: Option<String>,
}

fn manifest(dir: &Path) -> Result<Option<Manifest>, String> {
    let path = dir.join("package.json");
    // Through a content root (the repository holding the package folder): a package.json
    // that links out of it, or sits in a dot-folder, is not read.
    let Ok(text) = docc_diag::confine::ContentRoot::new(dir).read_to_string(&path) else { return Ok(None) };
    serde_json::from_str(&text).map(Some).map_err(|e| format!("{} is not valid JSON: {e}", path.display()))
}

/// TypeScript's declaration candidates for a path (`tryAddingExtensions`): a known
/// extension is swapped for the TypeScript ones it stands for (`.js` → `.ts`, `.tsx`,
/// `.d.ts`; `.mjs` → `.mts`, `.d.mts`; `.cjs` → `.cts`, `.d.cts`; `.jsx` → `.tsx`,
/// `.ts`, `.d.ts`), any other name gets `.ts`, `.tsx`, `.d.ts` appended.
pub(crate) fn file_candidates(base: &Path) -> Vec<PathBuf> {
    let s = base.to_string_lossy();
    const GROUPS: &[(&[&str], &[&str])] = &[
        (&[".d.mts", ".mts", ".mjs"], &[".mts", ".d.mts"]),
        (&[".d.cts", ".cts", ".cjs"], &[".cts", ".d.cts"]),
        (&[".d.ts", ".ts", ".js"], &[".ts", ".tsx", ".d.ts"]),
        (&[".tsx", ".jsx"], &[".tsx", ".ts", ".d.ts"]),
        (&[".json"], &[".d.json.ts"]),
    ];
    for (exts, to) in GROUPS {
        if let Some(stem) = exts.iter().find_map(|e| s.strip_suffix(e)) {
            return to.iter().map(|e| PathBuf::from(format!("{stem}{e}"))).collect();
        }
    }
    [".ts", ".tsx", ".d.ts"].iter().map(|e| PathBuf::from(format!("{s}{e}"))).collect()
}

/// Candidates for a relative specifier: the file candidates, then the path as a
/// directory (its `package.json` `typings`/`types`/`main`, then `index`).
pub(crate) fn candidates(base: &Path) -> Vec<PathBuf> {
    let mut out = file_candidates(base);
    if base.is_dir() {
        if let Ok(Some(m)) = manifest(base) {
            for f in [&m.typings, &m.types, &m.main].into_iter().flatten() {
                let p = docc_diag::paths::lexical(&base.join(f));
                out.push(p.clone());
                out.extend(file_candidates(&p));
            }
        }
    }
    out.extend(file_candidates(&base.join("index")));
    out
}

/// The declaration file of a package entry: a file, a package folder, or a package name
/// looked up in `node_modules` (and `node_modules/@types`) from the site folder upwards.
/// `Err` says what was tried.
pub fn resolve_entry(site_dir: &Path, entry: &str) -> Result<PathBuf, String> {
    let direct = docc_diag::paths::lexical(&site_dir.join(entry));
    if direct.is_file() {
        return Ok(direct);
    }
    if direct.is_dir() {
        return package_main(&direct, ".");
    }
    let explicit = entry.starts_with("./") || entry.starts_with("../") || entry.starts_with('/');
    if explicit || entry.is_empty() {
        return Err(format!("`{}` is neither a file nor a package folder", direct.display()));
    }
    // A package name, maybe with a subpath: `o1js`, `@types/node`, `o1js/lib/x`.
    let mut parts = entry.splitn(if entry.starts_with('@') { 3 } else { 2 }, '/');
    let name: Vec<&str> = parts.by_ref().take(if entry.starts_with('@') { 2 } else { 1 }).collect();
    let name = name.join("/");
    let subpath = parts.next().map(|s| format!("./{s}")).unwrap_or_else(|| ".".into());
    let types_name = match name.strip_prefix('@') {
        Some(scoped) => format!("@types/{}", scoped.replace('/', "__")),
        None => format!("@types/{name}"),
    };
    let mut tried = Vec::new();
    for dir in site_dir.ancestors() {
        for n in [&name, &types_name] {
            let pkg = dir.join("node_modules").join(n);
            if pkg.join("package.json").is_file() {
                return package_main(&pkg, &subpath);
            }
            tried.push(pkg.display().to_string());
        }
    }
    Err(format!(
        "no file or folder `{}`, and no package `{name}` in {}",
        direct.display(),
        tried.iter().take(4).cloned().collect::<Vec<_>>().join(", ") + if tried.len() > 4 { ", …" } else { "" }
    ))
}

/// The declaration file a package folder provides for `subpath` (`.` or `./x`).
fn package_main(pkg: &Path, subpath: &str) -> Result<PathBuf, String> {
    let m = manifest(pkg)?.unwrap_or_default();
    let mut tried: Vec<PathBuf> = Vec::new();
    let first_file = |cands: Vec<PathBuf>, tried: &mut Vec<PathBuf>| {
        let hit = cands.iter().find(|p| p.is_file()).cloned();
        tried.extend(cands);
        hit
    };
    if let Some(exports) = &m.exports {
        let Some(target) = exports_target(exports, subpath) else {
            return Err(format!("{}/package.json `exports` has no `{subpath}` entry for the conditions {}", pkg.display(), CONDITIONS.join(", ")));
        };
        let p = docc_diag::paths::lexical(&pkg.join(&target));
        let mut cands = vec![p.clone()];
        cands.extend(file_candidates(&p));
        cands.retain(|c| is_declaration_or_source(c));
        return first_file(cands, &mut tried)
            .ok_or_else(|| format!("{}/package.json `exports` maps `{subpath}` to `{target}`, which has no declaration file", pkg.display()));
    }
    let base = if subpath == "." { pkg.to_path_buf() } else { docc_diag::paths::lexical(&pkg.join(subpath)) };
    let mut cands = Vec::new();
    if subpath == "." {
        for f in [&m.typings, &m.types, &m.main].into_iter().flatten() {
            let p = docc_diag::paths::lexical(&pkg.join(f));
            cands.push(p.clone());
            cands.extend(file_candidates(&p));
        }
    } else {
        cands.extend(file_candidates(&base));
    }
    cands.extend(file_candidates(&base.join("index")));
    cands.retain(|c| is_declaration_or_source(c));
    let shown = |t: &[PathBuf]| t.iter().take(4).map(|p| p.display().to_string()).collect::<Vec<_>>().join(", ");
    match first_file(cands, &mut tried) {
        Some(p) => Ok(p),
        None => Err(format!("package `{}` has no declaration file: tried {}", pkg.display(), shown(&tried))),
    }
}

fn is_declaration_or_source(p: &Path) -> bool {
    let s = p.to_string_lossy();
    [".ts", ".tsx", ".mts", ".cts"].iter().any(|e| s.ends_with(e))
}

/// The target `exports` gives `subpath` under TypeScript's conditions (`*` patterns too).
fn exports_target(exports: &Exports, subpath: &str) -> Option<String> {
    let is_subpath_map = matches!(exports, Exports::Map(m) if m.iter().any(|(k, _)| k.starts_with('.')));
    if !is_subpath_map {
        return (subpath == ".").then(|| conditional(exports, "")).flatten();
    }
    let Exports::Map(map) = exports else { return None };
    if let Some((_, v)) = map.iter().find(|(k, _)| k == subpath) {
        return conditional(v, "");
    }
    // The longest `prefix*suffix` pattern that matches wins.
    let mut best: Option<(&str, &Exports, String)> = None;
    for (k, v) in map {
        let Some((pre, suf)) = k.split_once('*') else { continue };
        if subpath.len() >= pre.len() + suf.len() && subpath.starts_with(pre) && subpath.ends_with(suf) {
            let star = subpath[pre.len()..subpath.len() - suf.len()].to_string();
            if best.as_ref().is_none_or(|(b, _, _)| pre.len() > b.len()) {
                best = Some((pre, v, star));
            }
        }
    }
    best.and_then(|(_, v, star)| conditional(v, &star))
}

fn conditional(v: &Exports, star: &str) -> Option<String> {
    match v {
        Exports::Null => None,
        Exports::Path(p) => Some(p.replace('*', star)),
        Exports::List(l) => l.iter().find_map(|e| conditional(e, star)),
        Exports::Map(m) => m.iter().filter(|(k, _)| CONDITIONS.contains(&k.as_str()) || k.starts_with("types@")).find_map(|(_, e)| conditional(e, star)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn exports(json: &str) -> Exports {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn conditions_match_in_key_order() {
        let e = exports(r#"{"types": "./dist/index.d.ts", "browser": "./web.js", "node": {"import": "./n.js", "require": "./n.cjs"}, "default": "./web.js"}"#);
        assert_eq!(exports_target(&e, ".").as_deref(), Some("./dist/index.d.ts"));
        let e = exports(
            r#"{".": {"require": {"types": "./a.d.cts"}, "import": {"types": "./a.d.mts", "default": "./a.mjs"}}, "./sub/*": {"types": "./t/*.d.ts"}}"#,
        );
        assert_eq!(exports_target(&e, ".").as_deref(), Some("./a.d.mts"));
        assert_eq!(exports_target(&e, "./sub/x").as_deref(), Some("./t/x.d.ts"));
        assert_eq!(exports_target(&e, "./other"), None);
        assert_eq!(exports_target(&exports(r#""./i.js""#), ".").as_deref(), Some("./i.js"));
    }

    #[test]
    fn extensions_swap_as_typescript_does() {
        let c = |p: &str| file_candidates(Path::new(p)).into_iter().map(|p| p.display().to_string()).collect::<Vec<_>>();
        assert_eq!(c("/a/x.js"), ["/a/x.ts", "/a/x.tsx", "/a/x.d.ts"]);
        assert_eq!(c("/a/x.ts"), ["/a/x.ts", "/a/x.tsx", "/a/x.d.ts"]);
        assert_eq!(c("/a/x.mjs"), ["/a/x.mts", "/a/x.d.mts"]);
        assert_eq!(c("/a/x.d.mts"), ["/a/x.mts", "/a/x.d.mts"]);
        assert_eq!(c("/a/x.cjs"), ["/a/x.cts", "/a/x.d.cts"]);
        assert_eq!(c("/a/x.jsx"), ["/a/x.tsx", "/a/x.ts", "/a/x.d.ts"]);
        assert_eq!(c("/a/x.json"), ["/a/x.d.json.ts"]);
        assert_eq!(c("/a/x.gen"), ["/a/x.gen.ts", "/a/x.gen.tsx", "/a/x.gen.d.ts"]);
    }
}
