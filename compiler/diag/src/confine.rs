//! The content root: the one place that decides which files docc may read.
//!
//! docc runs in CI on sources anyone can propose in a pull request, and its output is
//! published, so a symlink `docs/env.png -> /proc/self/environ` or `logo = "/etc/passwd"`
//! would publish the machine's secrets. Every phase that opens a file (docs walk, pages,
//! static files, images, logo, the OpenAPI spec and its `$ref`s, TypeScript entries and
//! imports, `_category_.json`) asks a `ContentRoot` first: the path is resolved with the
//! file system (symlinks followed), and must land inside the site folder or one of the
//! folders listed in `[security] allow_outside`. Kernel pseudo-files and devices
//! (`/proc`, `/sys`, `/dev`), FIFOs and sockets are never read, even when allowed, because
//! reading them leaks state or blocks forever.
//!
//! Checks are on canonical paths (not on the spelling), so `..`, absolute paths,
//! `%2e%2e` after decoding and symlinks all meet the same test.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

/// Folders whose files are never read, wherever the roots are.
const NEVER: [&str; 3] = ["/proc", "/sys", "/dev"];

/// Where a site's files may come from.
#[derive(Debug, Clone)]
pub struct ContentRoot {
    /// The site folder as given (messages show paths relative to it).
    dir: PathBuf,
    /// Canonical allowed folders: the site folder first, then `allow_outside` entries.
    roots: Vec<PathBuf>,
}

/// Why a path may not be read.
#[derive(Debug)]
pub enum Refused {
    /// The path resolves (after symlinks) outside every allowed folder.
    Outside { resolved: PathBuf },
    /// A device, FIFO, socket or kernel pseudo-file.
    Special { resolved: PathBuf },
    /// A folder where a file was expected (or the reverse).
    WrongKind { resolved: PathBuf, want_dir: bool },
    /// The file system said no (missing, permissions...).
    Io(io::Error),
}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refused::Outside { resolved } => write!(f, "it resolves to `{}`, outside the site folder", resolved.display()),
            Refused::Special { resolved } => {
                write!(f, "it resolves to `{}`, a special file (device, FIFO, socket or kernel file) that docc never reads", resolved.display())
            }
            Refused::WrongKind { resolved, want_dir: true } => write!(f, "`{}` is not a folder", resolved.display()),
            Refused::WrongKind { resolved, want_dir: false } => write!(f, "`{}` is a folder, not a file", resolved.display()),
            Refused::Io(e) if e.kind() == io::ErrorKind::NotFound => write!(f, "file not found"),
            Refused::Io(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for Refused {}

impl Refused {
    /// True when the refusal is a policy decision (not a missing or unreadable file).
    pub fn is_policy(&self) -> bool {
        matches!(self, Refused::Outside { .. } | Refused::Special { .. })
    }

    /// What to tell the user to do.
    pub fn help(&self) -> &'static str {
        match self {
            Refused::Outside { .. } => "keep every file docc reads inside the site folder (symlinks included); for a monorepo, list the shared folder in docc.toml: [security] allow_outside = [\"../shared-specs\"]",
            Refused::Special { .. } => "point to a regular file inside the site folder",
            Refused::WrongKind { .. } => "check the path",
            Refused::Io(_) => "check that the file exists and is readable",
        }
    }
}

impl From<Refused> for io::Error {
    fn from(r: Refused) -> io::Error {
        match r {
            Refused::Io(e) => e,
            other => io::Error::new(io::ErrorKind::PermissionDenied, other.to_string()),
        }
    }
}

impl ContentRoot {
    /// A root that allows only `dir` itself.
    pub fn new(dir: &Path) -> Self {
        let canonical = std::fs::canonicalize(dir).unwrap_or_else(|_| crate::paths::lexical(dir));
        ContentRoot { dir: dir.to_path_buf(), roots: vec![canonical] }
    }

    /// Adds an allowed folder (relative to the site folder, or absolute). Errors when it
    /// does not exist or is a kernel folder.
    pub fn allow(&mut self, rel: &str) -> Result<PathBuf, Refused> {
        let path = self.dir.join(rel);
        let canonical = std::fs::canonicalize(&path).map_err(Refused::Io)?;
        if is_never(&canonical) {
            return Err(Refused::Special { resolved: canonical });
        }
        if !canonical.is_dir() {
            return Err(Refused::WrongKind { resolved: canonical, want_dir: true });
        }
        self.roots.push(canonical.clone());
        Ok(canonical)
    }

    /// The site folder as given.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Resolves `path` (symlinks followed) and checks that it may be read. Does not
    /// check the file's kind.
    pub fn resolve(&self, path: &Path) -> Result<PathBuf, Refused> {
        let canonical = std::fs::canonicalize(path).map_err(Refused::Io)?;
        if is_never(&canonical) {
            return Err(Refused::Special { resolved: canonical });
        }
        if !self.roots.iter().any(|r| canonical.starts_with(r)) {
            return Err(Refused::Outside { resolved: canonical });
        }
        Ok(canonical)
    }

    /// Resolves a path that must be a regular file (never a FIFO, device or socket).
    pub fn resolve_file(&self, path: &Path) -> Result<PathBuf, Refused> {
        let canonical = self.resolve(path)?;
        let meta = std::fs::metadata(&canonical).map_err(Refused::Io)?;
        if meta.is_dir() {
            return Err(Refused::WrongKind { resolved: canonical, want_dir: false });
        }
        if !meta.is_file() {
            return Err(Refused::Special { resolved: canonical });
        }
        Ok(canonical)
    }

    /// Resolves a path that must be a folder.
    pub fn resolve_dir(&self, path: &Path) -> Result<PathBuf, Refused> {
        let canonical = self.resolve(path)?;
        if !canonical.is_dir() {
            return Err(Refused::WrongKind { resolved: canonical, want_dir: true });
        }
        Ok(canonical)
    }

    /// Reads a file that passes `resolve_file`.
    pub fn read(&self, path: &Path) -> Result<Vec<u8>, Refused> {
        let canonical = self.resolve_file(path)?;
        std::fs::read(canonical).map_err(Refused::Io)
    }

    /// Reads a UTF-8 file that passes `resolve_file`.
    pub fn read_to_string(&self, path: &Path) -> Result<String, Refused> {
        let bytes = self.read(path)?;
        String::from_utf8(bytes).map_err(|e| {
            let at = e.utf8_error().valid_up_to();
            Refused::Io(io::Error::new(io::ErrorKind::InvalidData, format!("it is not valid UTF-8 (invalid byte at offset {at})")))
        })
    }
}

fn is_never(p: &Path) -> bool {
    NEVER.iter().any(|n| p.starts_with(n))
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn symlinks_and_dots_are_judged_by_where_they_land() {
        let outside = tempfile_dir("outside");
        std::fs::write(outside.join("secret.txt"), "s3cr3t").unwrap();
        let site = tempfile_dir("site");
        std::fs::create_dir_all(site.join("docs")).unwrap();
        std::fs::write(site.join("docs/a.md"), "a").unwrap();
        std::os::unix::fs::symlink(outside.join("secret.txt"), site.join("docs/leak.md")).unwrap();
        std::os::unix::fs::symlink("a.md", site.join("docs/inside.md")).unwrap();
        std::os::unix::fs::symlink("/proc/self/environ", site.join("docs/env.png")).unwrap();
        let root = ContentRoot::new(&site);
        assert!(root.read(&site.join("docs/a.md")).is_ok());
        assert!(root.read(&site.join("docs/inside.md")).is_ok());
        assert!(matches!(root.read(&site.join("docs/leak.md")), Err(Refused::Outside { .. })));
        let climb = site.join("docs/..").join("..").join(outside.file_name().unwrap()).join("secret.txt");
        assert!(matches!(root.read(&climb), Err(Refused::Outside { .. })));
        assert!(matches!(root.read(&site.join("docs/env.png")), Err(Refused::Special { .. })));
        assert!(matches!(root.read(Path::new("/etc/passwd")), Err(Refused::Outside { .. })));
        let mut allowed = ContentRoot::new(&site);
        allowed.allow(&format!("../{}", outside.file_name().unwrap().to_string_lossy())).unwrap();
        assert_eq!(allowed.read(&site.join("docs/leak.md")).unwrap(), b"s3cr3t");
        assert!(allowed.allow("/proc").is_err());
        std::fs::remove_dir_all(&site).unwrap();
        std::fs::remove_dir_all(&outside).unwrap();
    }

    #[test]
    fn fifos_are_never_opened() {
        let site = tempfile_dir("fifo");
        let fifo = site.join("pipe.md");
        let status = std::process::Command::new("mkfifo").arg(&fifo).status();
        if status.is_ok_and(|s| s.success()) {
            assert!(matches!(ContentRoot::new(&site).read(&fifo), Err(Refused::Special { .. })));
        }
        std::fs::remove_dir_all(&site).unwrap();
    }

    fn tempfile_dir(tag: &str) -> PathBuf {
        let p = std::env::temp_dir().join(format!("docc-confine-{tag}-{}-{:?}", std::process::id(), std::thread::current().id()).replace(['(', ')'], ""));
        let _ = std::fs::remove_dir_all(&p);
        std::fs::create_dir_all(&p).unwrap();
        p
    }
}
