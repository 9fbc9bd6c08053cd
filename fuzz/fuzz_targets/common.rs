// Each target uses part of this module.
#![allow(dead_code)]
// Shared by the targets that go through files: one scratch site folder per fuzzing process,
// rewritten for every input (the loaders read files through the content root).
use std::path::{Path, PathBuf};
use std::sync::{Mutex, Once, OnceLock};

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
/// that overflows aborts here as it would there.
///
/// Only a panic that escapes `f` is a finding. libfuzzer-sys's panic hook aborts at the first
/// panic, even one docc catches and turns into a located diagnostic (swc's parser reaching
/// `unreachable!`, caught in `docc-markdown`'s `jsx.rs`), which reported exit-1 compiles as
/// crashes. So the hook only records (message, location, backtrace); a panic that leaves `f`
/// prints what was recorded and is re-raised, and libFuzzer aborts on it.
pub fn on_worker_stack(f: impl FnOnce() + Send + 'static) {
    static QUIET: Once = Once::new();
    QUIET.call_once(|| {
        std::panic::set_hook(Box::new(|info| {
            let record = format!("{info}\n{}", std::backtrace::Backtrace::force_capture());
            if let Ok(mut seen) = SEEN.lock() {
                seen.push(record);
            }
        }))
    });
    if let Ok(mut seen) = SEEN.lock() {
        seen.clear();
    }
    let worker = std::thread::Builder::new().stack_size(2 << 20).spawn(f).expect("spawn a worker");
    if let Err(panic) = worker.join() {
        let seen = SEEN.lock().map(|s| s.clone()).unwrap_or_default();
        let (escaped, caught) = seen.split_last().map(|(l, r)| (l.clone(), r.len())).unwrap_or_default();
        eprintln!("panic escaped docc ({caught} caught before it): {escaped}");
        std::panic::resume_unwind(panic);
    }
}

/// The panics of the current input, in order.
static SEEN: Mutex<Vec<String>> = Mutex::new(Vec::new());

/// Compiles the scratch site as `docc check` does (every phase, no output).
pub fn check_site() {
    let options = docc::Options::new(scratch());
    let _ = docc::check(&options);
}
