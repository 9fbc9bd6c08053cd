//! The set of documents a spec consists of, and `$ref` resolution across them.
//!
//! A spec may split itself over several files (`$ref: ./schemas/pet.yaml#/Pet`). All
//! files reachable through refs are loaded up front, so later passes resolve refs on an
//! immutable set and can hold plain references into it. Every ref is checked once, in
//! `check_refs`, so an unresolved ref yields one diagnostic however often the schema it
//! sits in is expanded. A target is identified by (document, JSON pointer), which is also
//! the key for cycle detection.

use crate::node::{Node, Value};
use crate::{json, yaml};
use docc_diag::confine::ContentRoot;
use docc_diag::{nearest, Diagnostic, SourceFile};
use std::collections::{HashMap, VecDeque};
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub(crate) const UNRESOLVED_REF: &str = "docc::openapi::unresolved-ref";
pub(crate) const SPEC_MISSING: &str = "docc::openapi::spec-missing";
pub(crate) const INVALID_YAML: &str = "docc::openapi::invalid-yaml";
pub(crate) const INVALID_JSON: &str = "docc::openapi::invalid-json";
pub(crate) const DUPLICATE_KEY: &str = "docc::openapi::duplicate-key";
pub(crate) const INVALID_UTF8: &str = "docc::openapi::invalid-utf8";

pub struct Doc {
    pub file: Arc<SourceFile>,
    pub root: Node,
    pub path: PathBuf,
}

/// Why a file could not be used, remembered so every ref to it can say so.
#[derive(Clone)]
enum Failure {
    Unreadable(String),
    Invalid,
}

pub struct Docs {
    pub docs: Vec<Doc>,
    by_path: HashMap<PathBuf, usize>,
    failed: HashMap<PathBuf, Failure>,
    site_dir: PathBuf,
    root: ContentRoot,
}

/// A resolved ref: the node it points to, where that node lives, and its identity.
#[derive(Clone, Copy)]
pub struct Target<'a> {
    pub doc: usize,
    pub pointer: &'a str,
    pub node: &'a Node,
}

/// Identity of a ref target (document index, JSON pointer).
pub(crate) type RefKey = (usize, String);

impl Docs {
    /// Loads the main spec (document 0) and every file its refs reach, reading only files
    /// that `root` allows (a `$ref` that leaves the site folder is reported at the ref,
    /// naming where it resolves). `None` when the main spec itself cannot be loaded (the
    /// reason is in `diags`).
    pub fn load_in(root: &ContentRoot, spec_rel: &str, diags: &mut Vec<Diagnostic>) -> Option<Docs> {
        let site_dir = normalize(root.dir());
        let mut docs = Docs { docs: Vec::new(), by_path: HashMap::new(), failed: HashMap::new(), site_dir: site_dir.clone(), root: root.clone() };
        let main = normalize(&site_dir.join(spec_rel));
        if let Err(reason) = docs.load_file(&main, diags) {
            if let Failure::Unreadable(why) = reason {
                let file = SourceFile::new(spec_rel, "");
                diags.push(
                    Diagnostic::error(SPEC_MISSING, format!("cannot read the OpenAPI spec `{spec_rel}`: {why}"))
                        .in_file(&file)
                        .help("check the `openapi` path in the site configuration (it is relative to the site directory)"),
                );
            }
            return None;
        }
        // Breadth-first over external refs, so every reachable file is loaded once.
        let mut queue: VecDeque<usize> = VecDeque::from([0]);
        while let Some(d) = queue.pop_front() {
            let mut files = Vec::new();
            walk_refs(&docs.docs[d].root, &mut |r, _| {
                let file_part = r.split('#').next().unwrap_or("");
                if !file_part.is_empty() && !is_remote(file_part) {
                    files.push(file_part.to_string());
                }
            });
            for f in files {
                let path = docs.relative_to(d, &f);
                if docs.by_path.contains_key(&path) || docs.failed.contains_key(&path) {
                    continue;
                }
                if docs.load_file(&path, diags).is_ok() {
                    queue.push_back(docs.docs.len() - 1);
                }
            }
        }
        Some(docs)
    }

    fn display_name(&self, path: &Path) -> String {
        let rel = path.strip_prefix(&self.site_dir).unwrap_or(path);
        rel.to_string_lossy().replace('\\', "/")
    }

    fn load_file(&mut self, path: &Path, diags: &mut Vec<Diagnostic>) -> Result<usize, Failure> {
        let bytes = match self.root.read(path) {
            Ok(b) => b,
            Err(e) => {
                let f = Failure::Unreadable(e.to_string());
                self.failed.insert(path.to_path_buf(), f.clone());
                return Err(f);
            }
        };
        let text = match String::from_utf8(bytes) {
            Ok(t) => t,
            Err(e) => {
                // Located at the first bad byte (the text before it is shown as is).
                let at = e.utf8_error().valid_up_to();
                let shown = String::from_utf8_lossy(e.as_bytes()).into_owned();
                let at_char = String::from_utf8_lossy(&e.as_bytes()[..at]).len();
                let file = SourceFile::new(self.display_name(path), shown);
                diags.push(
                    Diagnostic::error(INVALID_UTF8, format!("`{}` is not valid UTF-8 (byte {at})", file.name))
                        .at(&file, at_char..at_char + 1, "not UTF-8 here")
                        .help("OpenAPI documents are UTF-8 text: re-save the file as UTF-8"),
                );
                self.failed.insert(path.to_path_buf(), Failure::Invalid);
                return Err(Failure::Invalid);
            }
        };
        let name = self.display_name(path);
        let is_json = path.extension().is_some_and(|e| e.eq_ignore_ascii_case("json"));
        let file = SourceFile::new(name, text);
        let parsed = if is_json { json::parse(&file.text) } else { yaml::parse_full(&file.text) };
        match parsed {
            Ok(p) => {
                for k in p.duplicate_keys {
                    diags.push(Diagnostic::warning(DUPLICATE_KEY, format!("the key `{}` appears twice in the same mapping; the last value wins", k.text)).at(
                        &file,
                        k.span,
                        "repeated key",
                    ));
                }
                self.by_path.insert(path.to_path_buf(), self.docs.len());
                self.docs.push(Doc { file, root: p.root, path: path.to_path_buf() });
                Ok(self.docs.len() - 1)
            }
            Err(e) => {
                let (code, what) = if is_json { (INVALID_JSON, "JSON") } else { (INVALID_YAML, "YAML") };
                diags.push(Diagnostic::error(code, format!("invalid {what}: {}", e.message)).at(&file, e.span, "here"));
                self.failed.insert(path.to_path_buf(), Failure::Invalid);
                Err(Failure::Invalid)
            }
        }
    }

    fn relative_to(&self, doc: usize, file_part: &str) -> PathBuf {
        let base = self.docs[doc].path.parent().unwrap_or(Path::new("."));
        let decoded = percent_decode(file_part);
        normalize(&base.join(decoded))
    }

    /// A short name for a ref target that is not a component: the pointer's last
    /// segment, or the file's stem for a whole-file ref.
    pub fn target_name(&self, doc: usize, pointer: &str) -> String {
        match pointer.rsplit('/').next().filter(|s| !s.is_empty()) {
            Some(seg) => unescape_pointer(seg),
            None => self.docs[doc].path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default(),
        }
    }

    pub fn main(&self) -> &Node {
        &self.docs[0].root
    }

    /// Resolves `reference` written in document `from`.
    pub fn resolve<'a>(&'a self, from: usize, reference: &'a str) -> Result<Target<'a>, String> {
        let (file_part, pointer) = match reference.split_once('#') {
            Some((f, p)) => (f, p),
            None => (reference, ""),
        };
        if is_remote(file_part) {
            return Err(format!("remote references are not fetched: `{reference}`"));
        }
        let doc = if file_part.is_empty() {
            from
        } else {
            let path = self.relative_to(from, file_part);
            match self.by_path.get(&path) {
                Some(&d) => d,
                None => {
                    return Err(match self.failed.get(&path) {
                        Some(Failure::Unreadable(why)) => format!("cannot read `{}`: {why}", self.display_name(&path)),
                        Some(Failure::Invalid) => format!("`{}` could not be parsed", self.display_name(&path)),
                        None => format!("`{}` was not loaded", self.display_name(&path)),
                    })
                }
            }
        };
        if !pointer.is_empty() && !pointer.starts_with('/') {
            return Err(format!("only JSON-pointer fragments (`#/…`) are supported, not `#{pointer}`"));
        }
        let mut node = &self.docs[doc].root;
        let mut walked = String::new();
        for raw in pointer.split('/').skip(1) {
            let seg = unescape_pointer(raw);
            let next = match &node.value {
                Value::Map(m) => m.get(&seg),
                Value::Seq(items) => seg.parse::<usize>().ok().and_then(|i| items.get(i)),
                _ => None,
            };
            match next {
                Some(n) => {
                    node = n;
                    walked.push('/');
                    walked.push_str(raw);
                }
                None => {
                    let mut msg = format!("`#{pointer}` does not exist in `{}`", self.docs[doc].file.name);
                    if let Some(m) = node.as_map() {
                        if let Some(s) = nearest(&seg, m.iter().map(|(k, _)| k.text.as_str())) {
                            msg += &format!(" (did you mean `#{walked}/{}`?)", escape_pointer(s));
                        }
                    }
                    return Err(msg);
                }
            }
        }
        Ok(Target { doc, pointer, node })
    }

    /// Follows `$ref` chains from `node` (in `doc`) to a node that is not a ref. Returns
    /// the final node and the first ref's target identity (`None` if `node` is no ref).
    pub fn deref<'a>(&'a self, doc: usize, node: &'a Node) -> (usize, &'a Node, Option<RefKey>) {
        let mut cur = (doc, node);
        let mut first = None;
        for _ in 0..32 {
            let Some(r) = cur.1.get("$ref").and_then(Node::as_str) else { break };
            match self.resolve(cur.0, r) {
                Ok(t) => {
                    if first.is_none() {
                        first = Some((t.doc, t.pointer.to_string()));
                    }
                    cur = (t.doc, t.node);
                }
                Err(_) => break,
            }
        }
        (cur.0, cur.1, first)
    }

    /// One diagnostic per unresolved `$ref` in every loaded document.
    pub fn check_refs(&self, diags: &mut Vec<Diagnostic>) {
        for (d, doc) in self.docs.iter().enumerate() {
            walk_refs(&doc.root, &mut |r, span| {
                if let Err(why) = self.resolve(d, r) {
                    diags.push(
                        Diagnostic::error(UNRESOLVED_REF, format!("unresolved $ref `{r}`: {why}"))
                            .at(&doc.file, span.clone(), "cannot resolve this reference")
                            .help("refs are `#/components/…` pointers or relative paths to other YAML/JSON files"),
                    );
                }
            });
        }
    }
}

/// Calls `f` for every `$ref` string in the tree, skipping example data (`example`,
/// `examples[*].value`, `default`, `enum`, `const`), where `$ref` is just a key.
pub(crate) fn walk_refs(node: &Node, f: &mut dyn FnMut(&str, &Range<usize>)) {
    match &node.value {
        Value::Map(m) => {
            for (k, v) in m.iter() {
                match k.text.as_str() {
                    "$ref" => {
                        if let Some(s) = v.as_str() {
                            f(s, &v.span);
                        }
                    }
                    "example" | "default" | "enum" | "const" | "value" => {}
                    _ => walk_refs(v, f),
                }
            }
        }
        Value::Seq(items) => items.iter().for_each(|n| walk_refs(n, f)),
        _ => {}
    }
}

fn is_remote(file_part: &str) -> bool {
    file_part.starts_with("http://") || file_part.starts_with("https://") || file_part.starts_with("//")
}

pub(crate) fn unescape_pointer(seg: &str) -> String {
    percent_decode(seg).replace("~1", "/").replace("~0", "~")
}

pub(crate) fn escape_pointer(seg: &str) -> String {
    seg.replace('~', "~0").replace('/', "~1")
}

/// `%XX` escapes in a ref's file part or pointer segment. Decoded as bytes (a `%` may be
/// followed by a multi-byte character); bytes that are not UTF-8 after decoding keep the
/// text as written.
fn percent_decode(s: &str) -> String {
    match percent_encoding::percent_decode_str(s).decode_utf8() {
        Ok(d) => d.into_owned(),
        Err(_) => s.to_string(),
    }
}

/// Lexical normalisation (`a/./b/../c` → `a/c`), so one file loaded through two
/// spellings of its path is still one document.
pub(crate) fn normalize(p: &Path) -> PathBuf {
    docc_diag::paths::lexical(p)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pointers_and_paths() {
        assert_eq!(unescape_pointer("a~1b~0c%20d"), "a/b~c d");
        assert_eq!(escape_pointer("a/b~"), "a~1b~0");
        assert_eq!(normalize(Path::new("/x/./y/../z.yaml")), PathBuf::from("/x/z.yaml"));
        assert_eq!(percent_decode("a%2Fb%"), "a/b%");
        // A `%` before a multi-byte character once sliced a str mid-character and panicked.
        assert_eq!(percent_decode("%aé"), "%aé");
        assert_eq!(percent_decode("x%é%c3%a9"), "x%éé");
        assert_eq!(unescape_pointer("%a\u{e9}~1"), "%a\u{e9}/");
    }
}
