// Shared by the targets that go through files: one scratch site folder per fuzzing process,
// rewritten for every input (the loaders read files through the content root).
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

pub fn scratch() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let d = std::env::temp_dir().join(format!("docc-fuzz-{}", std::process::id()));
        std::fs::create_dir_all(d.join("docs")).unwrap();
        d
    })
}

/// Writes `files` (path, bytes) into the scratch site after removing the previous input's.
pub fn site(files: &[(&str, &[u8])]) -> &'static Path {
    let dir = scratch();
    for (p, bytes) in files {
        let path = dir.join(p);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, bytes).unwrap();
    }
    dir
}
