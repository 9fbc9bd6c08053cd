//! The content root: the one place that decides which files docc may read.
//!
//! docc runs in CI on sources anyone can propose in a pull request, and its output is
//! published, so a symlink `docs/env.png -> /proc/self/environ` or `logo = "/etc/passwd"`
//! would publish the machine's secrets. Every phase that opens a file (docs walk, pages,
//! static files, images, logo, the OpenAPI spec and its `$ref`s, TypeScript entries and
//! imports, `_category_.json`, the Docusaurus config's `require`s, site components) reads
//! it through a `ContentRoot`: the path is resolved with the file system (symlinks
//! followed), and must land inside the site's repository (the nearest folder at or above
//! the site folder holding `.git`, else the site folder) or a folder the *command line*
//! admitted (`--allow-outside`). Nothing in the tree can widen the root: the tree is the
//! untrusted input, so a setting in it that admitted `/` would be a way out, not a policy.
//!
//! Inside the root, a path with a component starting with `.` (`.git`, `.env`, `.ssh`,
//! `.npmrc`) is never read: those hold credentials (a CI checkout's `.git/config` carries
//! its token), never content. Kernel pseudo-files and devices (`/proc`, `/sys`, `/dev`),
//! FIFOs and sockets are never read either, because reading them leaks state or blocks
//! forever.
//!
//! Checks are on canonical paths (not on the spelling), so `..`, absolute paths,
//! `%2e%2e` after decoding and symlinks all meet the same test.

use std::fmt;
use std::io;
use std::path::{Component, Path, PathBuf};

/// Folders whose files are never read, wherever the roots are.
const NEVER: [&str; 3] = ["/proc", "/sys", "/dev"];

/// Where a site's files may come from.
#[derive(Debug, Clone)]
pub struct ContentRoot {
    /// The site folder as given (messages show paths relative to it).
    dir: PathBuf,
    /// The site folder, canonical: dot components are judged below it when a path is in it,
    /// so a site kept under a dot folder (`/tmp/.tmpX/site`) still reads its own files.
    site: PathBuf,
    /// Canonical allowed folders: the repository (or site folder) first, then the
    /// command line's `--allow-outside` folders.
    roots: Vec<PathBuf>,
}

/// Why a path may not be read.
#[derive(Debug)]
pub enum Refused {
    /// The path resolves (after symlinks) outside every allowed folder; `root` is the
    /// repository or site folder it had to be in.
    Outside { resolved: PathBuf, root: PathBuf, site_only: bool },
    /// A dot-file or dot-folder (`.git`, `.env`…) on the way, after symlinks.
    Hidden { resolved: PathBuf, component: String },
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
            Refused::Outside { resolved, site_only: true, .. } => write!(f, "it resolves to `{}`, outside the site folder", resolved.display()),
            Refused::Outside { resolved, root, site_only: false } => {
                write!(f, "it resolves to `{}`, outside the site's repository `{}`", resolved.display(), root.display())
            }
            Refused::Hidden { resolved, component } => {
                write!(f, "it resolves to `{}`, inside `{component}`: docc never reads dot-files or dot-folders (.git, .env, .ssh…)", resolved.display())
            }
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
        matches!(self, Refused::Outside { .. } | Refused::Special { .. } | Refused::Hidden { .. })
    }

    /// What to tell the user to do.
    pub fn help(&self) -> &'static str {
        match self {
            Refused::Outside { .. } => "keep every file docc reads inside the site's repository (symlinks included); to admit another folder, whoever runs docc passes it on the command line: `docc compile --allow-outside ../shared-specs`",
            Refused::Hidden { .. } => "move the file to a folder whose name does not start with a dot (dot-files hold credentials and settings, never content)",
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
    /// The root of the site in `dir`: its repository (the nearest folder at or above it
    /// holding `.git`, so a monorepo's shared folders are readable), else `dir` itself.
    pub fn new(dir: &Path) -> Self {
        let site = std::fs::canonicalize(dir).unwrap_or_else(|_| crate::paths::lexical(dir));
        let repo = site.ancestors().find(|a| std::fs::symlink_metadata(a.join(".git")).is_ok()).unwrap_or(&site).to_path_buf();
        ContentRoot { dir: dir.to_path_buf(), site, roots: vec![repo] }
    }

    /// The repository (or site folder) every path must resolve into, unless admitted.
    pub fn repository(&self) -> &Path {
        &self.roots[0]
    }

    /// Admits a folder outside the repository (`--allow-outside`: the command line's
    /// choice, never the tree's), as given (relative to the working directory, or
    /// absolute). Errors when it does not exist or is a kernel folder.
    pub fn allow(&mut self, path: &Path) -> Result<PathBuf, Refused> {
        let canonical = std::fs::canonicalize(path).map_err(Refused::Io)?;
        if is_never(&canonical) {
            return Err(Refused::Special { resolved: canonical });
        }
        if !canonical.is_dir() {
            return Err(Refused::WrongKind { resolved: canonical, want_dir: true });
        }
        self.roots.push(canonical.clone());
        Ok(canonical)
    }

    /// Folders admitted beyond the repository.
    pub fn allowed(&self) -> &[PathBuf] {
        &self.roots[1..]
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
        let Some(root) = self.roots.iter().find(|r| canonical.starts_with(r)) else {
            return Err(Refused::Outside { site_only: self.roots[0] == self.site, root: self.roots[0].clone(), resolved: canonical });
        };
        let base = if canonical.starts_with(&self.site) { &self.site } else { root };
        let rel = canonical.strip_prefix(base).unwrap_or(&canonical);
        if let Some(dot) = rel.components().find_map(|c| match c {
            Component::Normal(n) if n.as_encoded_bytes().first() == Some(&b'.') => Some(n.to_string_lossy().into_owned()),
            _ => None,
        }) {
            return Err(Refused::Hidden { resolved: canonical, component: dot });
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

    /// Lists a folder that passes `resolve_dir`: its entries as spelled under `path`, sorted,
    /// each with its own type (a symlink's, not its target's: callers resolve those, so a
    /// link to outside the root or a loop is judged like any path).
    pub fn read_dir(&self, path: &Path) -> Result<Vec<(PathBuf, std::fs::FileType)>, Refused> {
        self.resolve_dir(path)?;
        let entries = std::fs::read_dir(path).map_err(Refused::Io)?;
        let mut out: Vec<(PathBuf, std::fs::FileType)> = entries.filter_map(|e| e.ok().and_then(|e| Some((e.path(), e.file_type().ok()?)))).collect();
        out.sort_by(|a, b| a.0.cmp(&b.0));
        Ok(out)
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
        allowed.allow(&outside).unwrap();
        assert_eq!(allowed.read(&site.join("docs/leak.md")).unwrap(), b"s3cr3t");
        assert!(allowed.allow(Path::new("/proc")).is_err());
        std::fs::remove_dir_all(&site).unwrap();
        std::fs::remove_dir_all(&outside).unwrap();
    }

    #[test]
    fn the_root_is_the_repository_and_dot_folders_are_never_read() {
        let repo = tempfile_dir("repo");
        for (p, t) in [
            (".git/config", "url = https://x-access-token:TOKEN@github.com/o/r"),
            (".env", "TOKEN=1"),
            ("shared/spec.yaml", "openapi"),
            ("site/docs/a.md", "a"),
            ("site/docs/.hidden/b.md", "b"),
            ("site/.env.local", "K=1"),
        ] {
            std::fs::create_dir_all(repo.join(p).parent().unwrap()).unwrap();
            std::fs::write(repo.join(p), t).unwrap();
        }
        std::os::unix::fs::symlink("../../.git/config", repo.join("site/docs/config.png")).unwrap();
        let root = ContentRoot::new(&repo.join("site"));
        assert_eq!(root.repository(), std::fs::canonicalize(&repo).unwrap());
        // A monorepo's shared folder is in the root, spelled with `..`.
        assert_eq!(root.read(&repo.join("site/../shared/spec.yaml")).unwrap(), b"openapi");
        for hidden in ["site/../.git/config", "site/docs/config.png", "site/../.env", "site/docs/.hidden/b.md", "site/.env.local"] {
            let got = root.read(&repo.join(hidden));
            assert!(matches!(got, Err(Refused::Hidden { .. })), "{hidden}: {got:?}");
        }
        // Without `.git` above it, the site folder is the root.
        std::fs::remove_dir_all(repo.join(".git")).unwrap();
        let root = ContentRoot::new(&repo.join("site"));
        assert!(matches!(root.read(&repo.join("site/../shared/spec.yaml")), Err(Refused::Outside { site_only: true, .. })));
        assert_eq!(root.read(&repo.join("site/docs/a.md")).unwrap(), b"a");
        std::fs::remove_dir_all(&repo).unwrap();
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
