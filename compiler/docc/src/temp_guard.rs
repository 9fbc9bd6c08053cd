//! Output is built beside its destination (a temp file or folder) and renamed into place,
//! so a failed compile never leaves a half-written site. This module makes the same true
//! when the process is told to stop mid-write (Ctrl+C, SIGTERM from CI, SIGHUP): the temp
//! output being written is removed before the process dies, and leftovers of a compile
//! killed outright (SIGKILL) are removed by the next one (`remove_stale`).
//!
//! A signal handler may only call async-signal-safe functions, and removing a folder tree
//! is not one; so the handler writes the signal number to a pipe, and a thread blocked on
//! that pipe does the removal in ordinary code, then re-raises the signal with its default
//! action so the exit status still says "killed by SIGTERM". While it removes, `stopping()`
//! is true and writers stop adding files.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

static TEMPS: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());
static STOPPING: AtomicBool = AtomicBool::new(false);

/// Registers `path` (a file or a folder) for removal if the process is stopped.
pub(crate) fn set(path: &Path) {
    imp::install();
    TEMPS.lock().unwrap_or_else(|e| e.into_inner()).push(path.to_path_buf());
}

/// `path` is no longer temporary (renamed into place, or removed).
pub(crate) fn clear(path: &Path) {
    TEMPS.lock().unwrap_or_else(|e| e.into_inner()).retain(|p| p != path);
}

/// True once a stop signal arrived: a writer returns an error instead of writing on.
pub(crate) fn stopping() -> bool {
    STOPPING.load(Ordering::SeqCst)
}

/// The error a writer returns when `stopping()`.
pub(crate) fn stopped() -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::Interrupted, "docc was told to stop")
}

fn remove_all_registered() {
    STOPPING.store(true, Ordering::SeqCst);
    let temps = std::mem::take(&mut *TEMPS.lock().unwrap_or_else(|e| e.into_inner()));
    for p in temps {
        // A writer may add one more file between our removal and its next `stopping()`
        // check; a few rounds catch it.
        for _ in 0..20 {
            let gone = if p.is_dir() { std::fs::remove_dir_all(&p).is_ok() || !p.exists() } else { std::fs::remove_file(&p).is_ok() || !p.exists() };
            if gone && !p.exists() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
    }
}

/// Temp outputs named `.{name}.{tag}.{pid}` (or `.{name}.{pid}.tmp`) in `dir` whose process
/// is gone: leftovers of a compile that was killed outright. A `.docc-old` folder whose
/// destination is missing is the previous output, moved aside just before the kill: it is
/// put back rather than removed.
pub(crate) fn remove_stale(dir: &Path, name: &str) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let prefix = format!(".{name}.");
    for e in entries.flatten() {
        let file = e.file_name();
        let Some(rest) = file.to_str().and_then(|f| f.strip_prefix(&prefix)) else { continue };
        let (tag, pid) = match rest.strip_suffix(".tmp") {
            Some(pid) => ("tmp", pid),
            None => match rest.rsplit_once('.') {
                Some((tag @ ("docc-new" | "docc-old"), pid)) => (tag, pid),
                _ => continue,
            },
        };
        let Ok(pid) = pid.parse::<i32>() else { continue };
        if pid as u32 == std::process::id() || imp::process_alive(pid) {
            continue;
        }
        let path = e.path();
        let dest = dir.join(name);
        if tag == "docc-old" && !dest.exists() && std::fs::rename(&path, &dest).is_ok() {
            continue;
        }
        let _ = if path.is_dir() { std::fs::remove_dir_all(&path) } else { std::fs::remove_file(&path) };
    }
}

#[cfg(unix)]
mod imp {
    use std::sync::atomic::{AtomicI32, Ordering};
    use std::sync::Once;

    static PIPE_WRITE: AtomicI32 = AtomicI32::new(-1);
    static INSTALL: Once = Once::new();
    const SIGNALS: [libc::c_int; 3] = [libc::SIGTERM, libc::SIGINT, libc::SIGHUP];

    extern "C" fn on_signal(sig: libc::c_int) {
        let fd = PIPE_WRITE.load(Ordering::SeqCst);
        let byte = sig as u8;
        // write(2) is async-signal-safe; if the pipe is gone, die at once as before.
        if fd < 0 || unsafe { libc::write(fd, (&byte as *const u8).cast(), 1) } != 1 {
            unsafe {
                libc::signal(sig, libc::SIG_DFL);
                libc::raise(sig);
            }
        }
    }

    pub(super) fn install() {
        INSTALL.call_once(|| {
            let mut fds = [0 as libc::c_int; 2];
            if unsafe { libc::pipe(fds.as_mut_ptr()) } != 0 {
                return;
            }
            let read = fds[0];
            let spawned = std::thread::Builder::new().name("docc-stop".into()).spawn(move || loop {
                let mut byte = 0u8;
                let n = unsafe { libc::read(read, (&mut byte as *mut u8).cast(), 1) };
                if n == 1 {
                    super::remove_all_registered();
                    unsafe {
                        libc::signal(libc::c_int::from(byte), libc::SIG_DFL);
                        libc::kill(libc::getpid(), libc::c_int::from(byte));
                    }
                } else if n == 0 {
                    return;
                }
            });
            if spawned.is_err() {
                return;
            }
            PIPE_WRITE.store(fds[1], Ordering::SeqCst);
            for sig in SIGNALS {
                unsafe { libc::signal(sig, on_signal as extern "C" fn(libc::c_int) as libc::sighandler_t) };
            }
        });
    }

    pub(super) fn process_alive(pid: i32) -> bool {
        // kill(pid, 0) checks existence without sending anything; EPERM means it exists.
        pid > 0 && (unsafe { libc::kill(pid, 0) } == 0 || std::io::Error::last_os_error().raw_os_error() == Some(libc::EPERM))
    }
}

#[cfg(not(unix))]
mod imp {
    pub(super) fn install() {}
    pub(super) fn process_alive(_pid: i32) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leftovers_of_dead_processes_go_and_a_moved_aside_output_comes_back() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        let live = std::os::unix::process::parent_id();
        for p in [".out.docc-new.999999999".to_string(), format!(".out.docc-new.{live}"), ".other.docc-new.999999999".to_string()] {
            std::fs::create_dir_all(d.join(p)).unwrap();
        }
        std::fs::create_dir_all(d.join(".out.docc-old.999999998")).unwrap();
        std::fs::write(d.join(".out.docc-old.999999998/index.html"), "old site").unwrap();
        std::fs::write(d.join(".out.999999997.tmp"), "half").unwrap();
        remove_stale(d, "out");
        assert!(!d.join(".out.docc-new.999999999").exists());
        assert!(!d.join(".out.999999997.tmp").exists());
        assert!(d.join(format!(".out.docc-new.{live}")).exists(), "a running process's temp stays");
        assert!(d.join(".other.docc-new.999999999").exists(), "another output's temps are not ours");
        assert_eq!(std::fs::read_to_string(d.join("out/index.html")).unwrap(), "old site", "the moved-aside output is restored");
        // With the output in place, a stale `.docc-old` is removed instead.
        std::fs::create_dir_all(d.join(".out.docc-old.999999996")).unwrap();
        remove_stale(d, "out");
        assert!(!d.join(".out.docc-old.999999996").exists());
        assert!(d.join("out/index.html").exists());
    }
}
