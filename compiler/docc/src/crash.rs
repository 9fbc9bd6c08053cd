//! The last line of defence: a panic anywhere in the compile (a bug in docc, never the
//! user's fault) becomes one internal-error diagnostic and exit code 3, with a request to
//! report it, instead of Rust's panic message and an abort. Nothing is written: the
//! output is only replaced after a compile succeeds.

use std::panic::{self, AssertUnwindSafe};
use std::sync::Mutex;

/// Exit code of an internal error (1 = errors in the site, 2 = usage).
pub(crate) const INTERNAL_ERROR: i32 = 3;

/// Every panic the hook saw (message, location), oldest first, at most `KEPT`. A panic that
/// docc catches and turns into a located diagnostic (swc's parser reaching `unreachable!` in
/// `docc-markdown`'s `jsx.rs`) passes through the hook too, so the report cannot simply take
/// the first or the last one: it takes the payload that escaped and looks up where it was raised.
static SEEN: Mutex<Vec<(String, String)>> = Mutex::new(Vec::new());
const KEPT: usize = 64;

fn message(payload: &(dyn std::any::Any + Send)) -> String {
    payload.downcast_ref::<&str>().map(|s| s.to_string()).or_else(|| payload.downcast_ref::<String>().cloned()).unwrap_or_else(|| "unknown panic".into())
}

/// Runs `f`; a panic is reported as an internal error and turned into exit code 3.
pub fn guard(f: impl FnOnce() -> i32) -> i32 {
    match run(f) {
        Ok(code) => code,
        Err(detail) => {
            eprintln!("error[docc::internal]: internal error in docc {}: {detail}", env!("CARGO_PKG_VERSION"));
            eprintln!("  help: this is a bug in docc, not in your site; nothing was written. Please report it (with the command and, if you can, the files that trigger it) so that it can be fixed.");
            INTERNAL_ERROR
        }
    }
}

/// `f`'s result, or the escaped panic's message and location.
fn run(f: impl FnOnce() -> i32) -> Result<i32, String> {
    let previous = panic::take_hook();
    panic::set_hook(Box::new(|info| {
        let at = info.location().map(|l| format!(" at {}:{}", l.file(), l.line())).unwrap_or_default();
        if let Ok(mut seen) = SEEN.lock() {
            if seen.len() == KEPT {
                seen.remove(0);
            }
            seen.push((message(info.payload()), at));
        }
    }));
    let result = panic::catch_unwind(AssertUnwindSafe(f));
    panic::set_hook(previous);
    let seen = SEEN.lock().map(|mut s| std::mem::take(&mut *s)).unwrap_or_default();
    result.map_err(|payload| describe(&message(&*payload), &seen))
}

/// The escaped panic's message and where it was raised. A panic re-raised across a thread
/// join (`resume_unwind`) keeps its payload but does not pass the hook again, so the latest
/// hook record with the same message is its origin; a payload the hook never saw (a join's own
/// `expect`) falls back to the latest record, which is the worker's panic it wraps.
fn describe(escaped: &str, seen: &[(String, String)]) -> String {
    match seen.iter().rev().find(|(m, _)| m == escaped) {
        Some((m, at)) => format!("{m}{at}"),
        None => match seen.last() {
            Some((m, at)) if escaped == "unknown panic" => format!("{m}{at}"),
            _ => escaped.to_string(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The panic hook is process-wide: the tests that install it take turns.
    static HOOK: Mutex<()> = Mutex::new(());

    #[test]
    fn a_panic_becomes_exit_code_3_and_success_passes_through() {
        let _turn = HOOK.lock().unwrap_or_else(|p| p.into_inner());
        assert_eq!(guard(|| 0), 0);
        assert_eq!(guard(|| 1), 1);
        assert_eq!(guard(|| panic!("boom")), INTERNAL_ERROR);
        let worker = || std::thread::scope(|s| s.spawn(|| -> i32 { panic!("in a render thread") }).join().expect("render thread panicked"));
        assert_eq!(guard(worker), INTERNAL_ERROR);
    }

    #[test]
    fn the_report_names_the_panic_that_escaped_not_one_caught_before_it() {
        let seen = vec![
            ("swc: unreachable".to_string(), " at swc/parser.rs:1".to_string()),
            ("index out of bounds".to_string(), " at docc/src/links.rs:9".to_string()),
        ];
        assert_eq!(describe("index out of bounds", &seen), "index out of bounds at docc/src/links.rs:9");
        assert_eq!(describe("boom", &[]), "boom");
        let _turn = HOOK.lock().unwrap_or_else(|p| p.into_inner());
        // A caught panic, then one that escapes from a worker thread, through the real hook.
        let detail = run(|| {
            let _ = panic::catch_unwind(|| panic!("caught inside a phase"));
            std::thread::scope(|s| s.spawn(|| -> i32 { panic!("escaped from the compile") }).join().unwrap_or_else(|p| panic::resume_unwind(p)))
        })
        .unwrap_err();
        assert!(detail.starts_with("escaped from the compile at ") && detail.contains("crash.rs:"), "{detail}");
    }
}
