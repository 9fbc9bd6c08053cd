//! npm packages for the real-world tests, fetched once into `.cache/tsref/npm/` of the workspace
//! (gitignored) with `npm pack` + `tar`; `None` (and a loud SKIPPED line) without npm.

use std::path::{Path, PathBuf};
use std::process::Command;

pub(crate) fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().expect("workspace root")
}

#[allow(dead_code)] // not every test binary fetches packages
/// The unpacked package directory of `spec` (e.g. `@silvana-one/api@0.3.0`): the tarball's
/// top folder, `package/` for most packages, `node/` for `@types/node`.
pub(crate) fn npm_package(spec: &str) -> Option<PathBuf> {
    let dir = workspace_root().join(".cache/tsref/npm").join(spec.replace(['/', '@'], "_"));
    let unpacked = |dir: &Path| -> Option<PathBuf> {
        let mut subs: Vec<PathBuf> =
            std::fs::read_dir(dir).ok()?.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.join("package.json").is_file()).collect();
        subs.sort();
        subs.into_iter().next()
    };
    if let Some(pkg) = unpacked(&dir) {
        return Some(pkg);
    }
    std::fs::create_dir_all(&dir).ok()?;
    let packed = Command::new("npm").args(["pack", spec, "--silent", "--pack-destination"]).arg(&dir).current_dir(&dir).output();
    let tgz = match packed {
        Ok(o) if o.status.success() => String::from_utf8_lossy(&o.stdout).lines().last().unwrap_or("").trim().to_string(),
        Ok(o) => {
            eprintln!("SKIPPED: `npm pack {spec}` failed (npm registry unreachable?): {}", String::from_utf8_lossy(&o.stderr).trim());
            return None;
        }
        Err(e) => {
            eprintln!("SKIPPED: npm is not available ({e}); cannot fetch {spec}");
            return None;
        }
    };
    let ok = Command::new("tar").arg("xzf").arg(dir.join(&tgz)).current_dir(&dir).status().map(|s| s.success()).unwrap_or(false);
    match unpacked(&dir) {
        Some(pkg) if ok => Some(pkg),
        _ => {
            eprintln!("SKIPPED: could not unpack {tgz} for {spec}");
            None
        }
    }
}
