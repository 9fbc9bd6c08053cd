//! The last line of defence: a panic anywhere in the compile (a bug in docc, never the
//! user's fault) becomes one internal-error diagnostic and exit code 3, with a request to
//! report it, instead of Rust's panic message and an abort. Nothing is written: the
//! output is only replaced after a compile succeeds.

use std::panic::{self, AssertUnwindSafe};
use std::sync::Mutex;

/// Exit code of an internal error (1 = errors in the site, 2 = usage).
pub(crate) const INTERNAL_ERROR: i32 = 3;

static LAST_PANIC: Mutex<Option<String>> = Mutex::new(None);

/// Runs `f`; a panic is reported as an internal error and turned into exit code 3.
pub fn guard(f: impl FnOnce() -> i32) -> i32 {
    let previous = panic::take_hook();
    panic::set_hook(Box::new(|info| {
        let what = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown panic".into());
        let at = info.location().map(|l| format!(" at {}:{}", l.file(), l.line())).unwrap_or_default();
        if let Ok(mut last) = LAST_PANIC.lock() {
            last.get_or_insert(format!("{what}{at}"));
        }
    }));
    let result = panic::catch_unwind(AssertUnwindSafe(f));
    panic::set_hook(previous);
    match result {
        Ok(code) => code,
        Err(_) => {
            let detail = LAST_PANIC.lock().ok().and_then(|mut l| l.take()).unwrap_or_else(|| "unknown panic".into());
            eprintln!("error[docc::internal]: internal error in docc {}: {detail}", env!("CARGO_PKG_VERSION"));
            eprintln!("  help: this is a bug in docc, not in your site; nothing was written. Please report it (with the command and, if you can, the files that trigger it) so that it can be fixed.");
            INTERNAL_ERROR
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_becomes_exit_code_3_and_success_passes_through() {
        assert_eq!(guard(|| 0), 0);
        assert_eq!(guard(|| 1), 1);
        assert_eq!(guard(|| panic!("boom")), INTERNAL_ERROR);
        let worker = || std::thread::scope(|s| s.spawn(|| -> i32 { panic!("in a render thread") }).join().expect("render thread panicked"));
        assert_eq!(guard(worker), INTERNAL_ERROR);
    }
}
