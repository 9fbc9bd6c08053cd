// Each target uses part of this module.
#![allow(dead_code)]
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

/// Runs `f` on a thread with the stack docc's render workers have (rayon's default, 2 MiB),
/// not the main thread's 8 MiB: a recursion that fits here fits in a real compile, and one
/// that overflows aborts here as it would there. A panic is re-raised for libFuzzer.
pub fn on_worker_stack(f: impl FnOnce() + Send + 'static) {
    let worker = std::thread::Builder::new().stack_size(2 << 20).spawn(f).expect("spawn a worker");
    if let Err(panic) = worker.join() {
        std::panic::resume_unwind(panic);
    }
}

/// Compiles the scratch site as `docc check` does (every phase, no output).
pub fn check_site() {
    let options = docc::Options::new(scratch());
    let _ = docc::check(&options);
}
