//! Watching the site for `docc serve`: the `notify` crate (inotify, FSEvents, …) reports
//! changes; this module drops the ones that cannot matter and groups a save's burst of
//! events into one batch.
//!
//! Why not one recursive watch on the site folder: a Docusaurus site keeps `node_modules`
//! (tens of thousands of folders, each an inotify watch) and `.docusaurus`/`.git` inside
//! it. So the site folder is watched alone and each of its sub-folders recursively, except
//! hidden ones and `node_modules`; folders created later at the top get a watch when they
//! appear. Folders outside the site that a compile reads are watched too: the command
//! line's `--allow-outside` folders (recursively) and the folders of docc.toml's paths that
//! leave the site for elsewhere in its repository (alone: such a folder may be the
//! repository's top, whose tree is large).
//!
//! Reads are events too (inotify reports every open): they are dropped (a close after
//! writing is kept: it ends a save), or each compile,
//! which opens every file, would trigger the next one.
//!
//! A file created and gone again within one batch is dropped from it: `sed -i`, and editors
//! that save atomically, write a temp file (`sedAbC123`) next to the page and rename it
//! over the page, so the batch is the page alone (a new file no cache tracks would render
//! every page again).

use notify::event::{AccessKind, AccessMode, EventKind, ModifyKind};
use notify::{Event, RecommendedWatcher, RecursiveMode, Watcher};
use std::collections::{BTreeSet, HashSet};
use std::path::{Component, Path, PathBuf};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// A save is over when no event came for this long (editors write, truncate, rename, chmod
/// in quick succession). Short, because it adds to every reload.
const QUIET: Duration = Duration::from_millis(20);
/// A batch never waits longer than this for quiet (a tool rewriting files without pause).
const MAX_WAIT: Duration = Duration::from_millis(400);

/// Files that changed together.
#[derive(Debug, Default)]
pub(super) struct Batch {
    /// Paths relative to the site folder (absolute for files outside it), sorted.
    pub paths: Vec<PathBuf>,
    /// The OS dropped events (queue overflow): anything may have changed.
    pub rescan: bool,
}

pub(super) struct Watch {
    watcher: RecommendedWatcher,
    rx: Receiver<notify::Result<Event>>,
    /// The site folder, canonical (events carry canonical paths).
    root: PathBuf,
    watched: HashSet<PathBuf>,
}

impl Watch {
    pub(super) fn new(site_dir: &Path) -> notify::Result<Self> {
        let root = site_dir.canonicalize().map_err(notify::Error::io)?;
        let (tx, rx) = mpsc::channel();
        let watcher = notify::recommended_watcher(tx)?;
        let mut w = Watch { watcher, rx, root, watched: HashSet::new() };
        w.watcher.watch(&w.root, RecursiveMode::NonRecursive)?;
        let entries = std::fs::read_dir(&w.root).map_err(notify::Error::io)?;
        let mut dirs: Vec<PathBuf> = entries.flatten().map(|e| e.path()).filter(|p| p.is_dir()).collect();
        dirs.sort();
        for dir in dirs {
            w.watch_top_dir(&dir)?;
        }
        Ok(w)
    }

    fn watch_top_dir(&mut self, dir: &Path) -> notify::Result<()> {
        let rel = dir.strip_prefix(&self.root).unwrap_or(dir);
        if ignored(rel) || self.watched.contains(dir) {
            return Ok(());
        }
        self.watcher.watch(dir, RecursiveMode::Recursive)?;
        self.watched.insert(dir.to_path_buf());
        Ok(())
    }

    /// Also watches `dir` (a folder outside the site that the site reads), once.
    pub(super) fn watch_outside(&mut self, dir: &Path) {
        let Ok(dir) = dir.canonicalize() else { return };
        if dir.starts_with(&self.root) || self.watched.contains(&dir) {
            return;
        }
        if self.watcher.watch(&dir, RecursiveMode::Recursive).is_ok() {
            self.watched.insert(dir);
        }
    }

    /// Watches one folder outside the site (not its sub-folders).
    pub(super) fn watch_folder_of(&mut self, dir: &Path) {
        let Ok(dir) = dir.canonicalize() else { return };
        if dir.starts_with(&self.root) || self.watched.contains(&dir) {
            return;
        }
        if self.watcher.watch(&dir, RecursiveMode::NonRecursive).is_ok() {
            self.watched.insert(dir);
        }
    }

    /// Blocks until something relevant changed, then until the burst is over; `None` when
    /// the watcher stopped.
    pub(super) fn next_batch(&mut self) -> Option<Batch> {
        loop {
            let batch = self.gather()?;
            if !batch.paths.is_empty() || batch.rescan {
                return Some(batch);
            }
        }
    }

    /// One burst of events; its paths may be empty when all were temp files.
    fn gather(&mut self) -> Option<Batch> {
        let mut batch = Batch::default();
        let mut paths = BTreeSet::new();
        let mut created = HashSet::new();
        while paths.is_empty() && !batch.rescan {
            let event = self.rx.recv().ok()?;
            self.take(event, &mut paths, &mut created, &mut batch.rescan);
        }
        let start = Instant::now();
        let mut last = start;
        loop {
            let deadline = (last + QUIET).min(start + MAX_WAIT);
            let Some(wait) = deadline.checked_duration_since(Instant::now()) else { break };
            match self.rx.recv_timeout(wait) {
                Ok(event) => {
                    let before = paths.len();
                    if self.take(event, &mut paths, &mut created, &mut batch.rescan) || paths.len() != before {
                        last = Instant::now();
                    }
                }
                Err(RecvTimeoutError::Timeout) => break,
                Err(RecvTimeoutError::Disconnected) => return None,
            }
        }
        // Temp files: created during the batch and renamed or deleted before its end.
        paths.retain(|rel| !created.contains(rel) || self.root.join(rel).symlink_metadata().is_ok());
        batch.paths = paths.into_iter().collect();
        Some(batch)
    }

    /// Adds an event's relevant paths to `paths` (and those it creates to `created`); returns
    /// whether it was relevant at all.
    fn take(&mut self, event: notify::Result<Event>, paths: &mut BTreeSet<PathBuf>, created: &mut HashSet<PathBuf>, rescan: &mut bool) -> bool {
        let event = match event {
            Ok(e) => e,
            Err(e) => {
                eprintln!("docc: file watching: {e}");
                return false;
            }
        };
        if event.need_rescan() {
            *rescan = true;
            return true;
        }
        match event.kind {
            // A file closed after writing is the end of a save; other accesses are reads.
            EventKind::Access(AccessKind::Close(AccessMode::Write)) => {}
            EventKind::Access(_) => return false,
            EventKind::Modify(ModifyKind::Metadata(notify::event::MetadataKind::AccessTime)) => return false,
            _ => {}
        }
        let mut relevant = false;
        for p in event.paths {
            let rel = p.strip_prefix(&self.root).map(Path::to_path_buf).unwrap_or_else(|_| p.clone());
            if rel.as_os_str().is_empty() || ignored(&rel) {
                continue;
            }
            // A folder created at the top of the site: watch it (and report it, it may be a docs folder).
            if rel.components().count() == 1 && p.is_dir() && !self.watched.contains(&p) {
                let _ = self.watch_top_dir(&p);
            }
            relevant = true;
            if matches!(event.kind, EventKind::Create(_)) && !paths.contains(&rel) {
                created.insert(rel.clone());
            }
            paths.insert(rel);
        }
        relevant
    }
}

/// Paths no compile reads: hidden files and folders (`.git`, `.docusaurus`, editor lock
/// files), `node_modules`, and editors' backup and swap files.
pub(super) fn ignored(rel: &Path) -> bool {
    let hidden = rel.components().any(|c| match c {
        Component::Normal(s) => s.to_str().is_some_and(|s| s.starts_with('.') || s == "node_modules"),
        _ => false,
    });
    let name = rel.file_name().and_then(|n| n.to_str()).unwrap_or("");
    hidden || name.ends_with('~') || name.ends_with(".swp") || name.ends_with(".swx") || name == "4913"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ignores_what_no_compile_reads() {
        for p in ["node_modules/x/index.js", ".git/index", "docs/.intro.md.swp", "docs/intro.md~", "docs/4913", ".docusaurus/x.json", "docs/.#intro.md"] {
            assert!(ignored(Path::new(p)), "{p}");
        }
        for p in ["docs/intro.md", "docc.toml", "static/img/logo.svg", "docusaurus.config.js", "sidebars.ts"] {
            assert!(!ignored(Path::new(p)), "{p}");
        }
    }

    #[test]
    fn a_save_is_one_batch_and_reads_are_not_changes() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("docs")).unwrap();
        std::fs::create_dir_all(dir.path().join("node_modules/pkg")).unwrap();
        std::fs::write(dir.path().join("docs/a.md"), "# A\n").unwrap();
        let mut w = Watch::new(dir.path()).unwrap();
        let _ = std::fs::read(dir.path().join("docs/a.md")).unwrap();
        std::fs::write(dir.path().join("node_modules/pkg/x.js"), "1").unwrap();
        std::fs::write(dir.path().join("docs/a.md"), "# A\n\nmore\n").unwrap();
        std::fs::write(dir.path().join("docs/a.md"), "# A\n\nmore and more\n").unwrap();
        std::fs::write(dir.path().join("docc.toml"), "title = \"x\"\n").unwrap();
        let b = w.next_batch().unwrap();
        assert_eq!(b.paths, vec![PathBuf::from("docc.toml"), PathBuf::from("docs/a.md")]);
        // Nothing else is pending: a read alone produces no batch.
        let _ = std::fs::read(dir.path().join("docs/a.md")).unwrap();
        std::thread::sleep(Duration::from_millis(50));
        let mut paths = BTreeSet::new();
        let mut rescan = false;
        while let Ok(e) = w.rx.try_recv() {
            w.take(e, &mut paths, &mut HashSet::new(), &mut rescan);
        }
        assert!(paths.is_empty() && !rescan, "{paths:?}");
        // A folder created at the top is watched from then on.
        std::fs::create_dir_all(dir.path().join("guides")).unwrap();
        let b = w.next_batch().unwrap();
        assert_eq!(b.paths, vec![PathBuf::from("guides")]);
        std::fs::write(dir.path().join("guides/b.md"), "# B\n").unwrap();
        let b = w.next_batch().unwrap();
        assert_eq!(b.paths, vec![PathBuf::from("guides/b.md")]);
        // `sed -i`: a temp file renamed over the page is a change of the page alone.
        std::fs::write(dir.path().join("guides/sedAbC123"), "# B\n\nedited\n").unwrap();
        std::fs::rename(dir.path().join("guides/sedAbC123"), dir.path().join("guides/b.md")).unwrap();
        let b = w.next_batch().unwrap();
        assert_eq!(b.paths, vec![PathBuf::from("guides/b.md")]);
        // A temp file created and deleted is no batch at all: the next one is the next change.
        std::fs::write(dir.path().join("guides/tmp1"), "x").unwrap();
        std::fs::remove_file(dir.path().join("guides/tmp1")).unwrap();
        std::thread::sleep(Duration::from_millis(100));
        std::fs::write(dir.path().join("docc.toml"), "title = \"y\"\n").unwrap();
        let b = w.next_batch().unwrap();
        assert_eq!(b.paths, vec![PathBuf::from("docc.toml")]);
    }
}
