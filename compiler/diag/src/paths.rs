//! Lexical path normalisation shared by every phase that follows relative paths
//! (Markdown links and images, OpenAPI `$ref`s to other files, TypeScript imports),
//! so one file reached through two spellings of its path is one file everywhere.

use std::path::{Component, Path, PathBuf};

/// `a/./b/../c` → `a/c` without touching the file system (symlinks stay as written);
/// `..` that climbs above the start is kept (`../x` stays `../x`).
pub fn lexical(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                if out.file_name().is_none() || !out.pop() {
                    out.push("..");
                }
            }
            other => out.push(other.as_os_str()),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dots_are_folded_and_leading_parents_kept() {
        assert_eq!(lexical(Path::new("a/./b/../c")), PathBuf::from("a/c"));
        assert_eq!(lexical(Path::new("../x/./y")), PathBuf::from("../x/y"));
        assert_eq!(lexical(Path::new("a/../../b")), PathBuf::from("../b"));
    }
}
