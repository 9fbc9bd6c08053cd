//! The progress bar of a long compile (indicatif, on stderr). It stays hidden for the
//! first second, so quick builds print nothing but diagnostics and the summary line, and
//! indicatif itself draws nothing when stderr is not a terminal (CI logs stay clean).
//!
//! The pipeline reports finished stages through [`stage_done`] (one call in its timing
//! lap), so it needs no handle passed down: the bar of the running compile sits in a
//! process-wide slot, empty when no bar is wanted.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// Pipeline stages in order, as `pipeline.rs` names them in its timings.
const STAGES: [(&str, &str); 5] = [
    ("load", "loading sources"),
    ("phases", "rendering docs and references"),
    ("link-check", "checking links"),
    ("search-index", "indexing for search"),
    ("pack+emit", "packing the file"),
];

static CURRENT: Mutex<Option<ProgressBar>> = Mutex::new(None);

/// How long a compile runs before the bar appears (`DOCC_PROGRESS_DELAY_MS` overrides it,
/// so that tests can see the bar without a slow site).
fn delay() -> Duration {
    let ms = std::env::var("DOCC_PROGRESS_DELAY_MS").ok().and_then(|v| v.parse().ok()).unwrap_or(1000);
    Duration::from_millis(ms)
}

/// A bar for one compile; dropping it clears the bar from the terminal.
pub(crate) struct Progress {
    bar: ProgressBar,
    finished: Arc<(Mutex<bool>, Condvar)>,
    reveal: Option<JoinHandle<()>>,
}

impl Progress {
    pub(crate) fn start() -> Progress {
        let bar = ProgressBar::with_draw_target(Some(STAGES.len() as u64), ProgressDrawTarget::hidden());
        bar.set_style(ProgressStyle::with_template("{spinner} docc [{bar:24}] {pos}/{len} {msg} ({elapsed})").expect("valid template").progress_chars("=> "));
        bar.set_message(STAGES[0].1);
        *CURRENT.lock().unwrap_or_else(|e| e.into_inner()) = Some(bar.clone());
        let finished = Arc::new((Mutex::new(false), Condvar::new()));
        let (f, b, wait) = (finished.clone(), bar.clone(), delay());
        let reveal = std::thread::spawn(move || {
            let (lock, cvar) = &*f;
            let done = lock.lock().unwrap_or_else(|e| e.into_inner());
            let (done, _) = cvar.wait_timeout_while(done, wait, |done| !*done).unwrap_or_else(|e| e.into_inner());
            if !*done {
                b.set_draw_target(ProgressDrawTarget::stderr());
                b.enable_steady_tick(Duration::from_millis(120));
            }
        });
        Progress { bar, finished, reveal: Some(reveal) }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        *CURRENT.lock().unwrap_or_else(|e| e.into_inner()) = None;
        let (lock, cvar) = &*self.finished;
        *lock.lock().unwrap_or_else(|e| e.into_inner()) = true;
        cvar.notify_all();
        if let Some(t) = self.reveal.take() {
            let _ = t.join();
        }
        self.bar.finish_and_clear();
    }
}

/// Called by the pipeline when the stage `name` has finished.
pub(crate) fn stage_done(name: &str) {
    let guard = CURRENT.lock().unwrap_or_else(|e| e.into_inner());
    let Some(bar) = guard.as_ref() else { return };
    match STAGES.iter().position(|(n, _)| *n == name) {
        Some(i) => {
            bar.set_position(i as u64 + 1);
            if let Some((_, next)) = STAGES.get(i + 1) {
                bar.set_message(*next);
            }
        }
        None => bar.inc(1),
    }
}
