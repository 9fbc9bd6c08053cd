//! Reading and parsing TypeScript files with swc, once per file per compile.
//!
//! Every file gets its own swc `SourceFile` starting at `BytePos(1)`, so a span's byte
//! offset into our `diag::SourceFile` is just `pos - 1`: diagnostics, doc comments and
//! source slices all use the same offsets. A file that cannot be parsed still gets an
//! entry (with an empty module) so that importers see it exists and only the syntax
//! errors are reported, not a cascade of "missing" exports.

use crate::nesting;
use docc_diag::{Diagnostic, SourceFile};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use swc_core::common::comments::{Comment, CommentKind, Comments, SingleThreadedComments};
use swc_core::common::{BytePos, FileName, Span, Spanned};
use swc_core::ecma::ast::{EsVersion, Module};
use swc_core::ecma::parser::{parse_file_as_module, Syntax, TsSyntax};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct FileId(pub u32);

/// A scope of the program (a file's top level or a namespace body). Defined with the files,
/// not in `program`, because the extractor tags each declaration with its scope while the
/// program is still being built from the extractor's output.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct ScopeId(pub u32);

pub(crate) struct Parsed {
    pub path: PathBuf,
    pub src: Arc<SourceFile>,
    pub module: Module,
    /// `/** … */` comments, sorted by position: (start offset, end offset, text after `/*`).
    pub doc_comments: Vec<(usize, usize, String)>,
    /// Byte offset of every line start, for line numbers without rescanning the text.
    line_starts: Vec<usize>,
}

impl Parsed {
    /// A file with no statements (unreadable as TypeScript; the reason is reported).
    fn empty(path: &Path, src: Arc<SourceFile>) -> Parsed {
        let line_starts = std::iter::once(0).chain(src.text.match_indices('\n').map(|(i, _)| i + 1)).collect();
        Parsed { path: path.to_path_buf(), src, module: empty_module(), doc_comments: Vec::new(), line_starts }
    }

    /// Byte range of a span in this file.
    pub(crate) fn range(&self, span: Span) -> std::ops::Range<usize> {
        let lo = (span.lo.0 as usize).saturating_sub(1).min(self.src.text.len());
        let hi = (span.hi.0 as usize).saturating_sub(1).clamp(lo, self.src.text.len());
        lo..hi
    }

    /// Source text of a span.
    pub(crate) fn text(&self, span: Span) -> &str {
        let r = self.range(span);
        self.src.text.get(r).unwrap_or("")
    }

    /// The doc comment that directly precedes `pos` (only whitespace in between).
    pub(crate) fn doc_before(&self, pos: BytePos) -> Option<&(usize, usize, String)> {
        let at = (pos.0 as usize).saturating_sub(1);
        let i = self.doc_comments.partition_point(|c| c.1 <= at);
        let c = self.doc_comments.get(i.checked_sub(1)?)?;
        self.src.text.get(c.1..at).filter(|between| between.trim().is_empty()).map(|_| c)
    }

    pub(crate) fn line_of(&self, span: Span) -> usize {
        let at = self.range(span).start;
        self.line_starts.partition_point(|&s| s <= at)
    }
}

/// How an import specifier resolved.
pub(crate) enum Target {
    File(PathBuf),
    /// A bare specifier (`@hey-api/client-fetch`, `o1js`): another package, not followed.
    External,
    /// A relative specifier that names no file; the candidates that were tried.
    Missing(Vec<PathBuf>),
}

pub(crate) struct Sources {
    pub site_dir: PathBuf,
    pub files: Vec<Parsed>,
    by_path: HashMap<PathBuf, FileId>,
    pub diagnostics: Vec<Diagnostic>,
    /// What may be read: an import that resolves outside the site folder is refused.
    pub root: docc_diag::confine::ContentRoot,
}

impl Sources {
    pub(crate) fn new(site_dir: &Path) -> Self {
        Sources {
            site_dir: lexical(site_dir),
            files: Vec::new(),
            by_path: HashMap::new(),
            diagnostics: Vec::new(),
            root: docc_diag::confine::ContentRoot::new(site_dir),
        }
    }

    pub(crate) fn get(&self, id: FileId) -> &Parsed {
        &self.files[id.0 as usize]
    }

    /// Loads and parses `path` (already resolved) once; `None` if it cannot be read. A
    /// file that is not UTF-8 is reported at its first bad byte and loaded empty.
    pub(crate) fn load(&mut self, path: &Path) -> Result<FileId, std::io::Error> {
        let path = lexical(path);
        if let Some(&id) = self.by_path.get(&path) {
            return Ok(id);
        }
        let name = path.strip_prefix(&self.site_dir).unwrap_or(&path).to_string_lossy().replace('\\', "/");
        let bytes = self.root.read(&path)?;
        let (mut text, bad) = match String::from_utf8(bytes) {
            Ok(t) => (t, None),
            Err(e) => {
                let at = e.utf8_error().valid_up_to();
                let before = String::from_utf8_lossy(&e.as_bytes()[..at]).len();
                (String::from_utf8_lossy(e.as_bytes()).into_owned(), Some((at, before)))
            }
        };
        if text.starts_with('\u{feff}') {
            text.drain(..3);
        }
        let id = FileId(self.files.len() as u32);
        let parsed = match bad {
            None => parse(&path, &name, text, &mut self.diagnostics),
            Some((at, shown_at)) => {
                let src = SourceFile::new(name.clone(), text);
                self.diagnostics.push(
                    Diagnostic::error("docc::ts::invalid-utf8", format!("`{name}` is not valid UTF-8 (byte {at})"))
                        .at(&src, shown_at..shown_at + 1, "not UTF-8 here")
                        .help("TypeScript sources are UTF-8 text: re-save the file as UTF-8"),
                );
                Parsed::empty(&path, src)
            }
        };
        self.files.push(parsed);
        self.by_path.insert(path, id);
        Ok(id)
    }

    /// A module that lives inside file `of` (`declare module "fs" { … }`): same path and
    /// text, no statements of its own (the program fills its scope from `of`'s AST).
    pub(crate) fn add_virtual(&mut self, of: FileId) -> FileId {
        let f = self.get(of);
        let v = Parsed { path: f.path.clone(), src: f.src.clone(), module: empty_module(), doc_comments: Vec::new(), line_starts: f.line_starts.clone() };
        self.files.push(v);
        FileId(self.files.len() as u32 - 1)
    }

    /// The id of an already loaded file.
    pub(crate) fn find(&self, path: &Path) -> Option<FileId> {
        self.by_path.get(&lexical(path)).copied()
    }

    /// Resolves a module specifier the way TypeScript's bundler resolution does for
    /// relative paths (`package::candidates`): `./x.js` → `./x.ts` / `./x.d.ts`, `./x` →
    /// `./x.ts` / `./x.d.ts` / `./x/index.ts`.
    pub(crate) fn resolve(&self, from: FileId, spec: &str) -> Target {
        if is_bare(spec) {
            return Target::External;
        }
        let dir = self.get(from).path.parent().map(Path::to_path_buf).unwrap_or_default();
        let base = lexical(&dir.join(spec));
        let tried = crate::package::candidates(&base);
        match tried.iter().find(|p| p.is_file()) {
            Some(p) => Target::File(p.clone()),
            None => Target::Missing(tried),
        }
    }
}

/// A package name rather than a path (`o1js`, `@hey-api/client-fetch`, `node:fs`).
pub(crate) fn is_bare(spec: &str) -> bool {
    !(spec.starts_with("./") || spec.starts_with("../") || spec == "." || spec == ".." || spec.starts_with('/'))
}

/// `a/./b/../c` → `a/c` without touching the file system (symlinks stay as written).
pub(crate) fn lexical(path: &Path) -> PathBuf {
    docc_diag::paths::lexical(path)
}

fn empty_module() -> Module {
    Module { span: Default::default(), body: Vec::new(), shebang: None }
}

/// What the parsing thread hands back: plain data, so nothing swc keeps in `Rc`s crosses.
struct ParseResult {
    module: Module,
    /// Syntax errors and dropped too-deep statements: (byte range, message, code).
    errors: Vec<(std::ops::Range<usize>, String, &'static str)>,
    doc_comments: Vec<(usize, usize, String)>,
}

fn parse(path: &Path, name: &str, text: String, diags: &mut Vec<Diagnostic>) -> Parsed {
    let src = SourceFile::new(name, text.clone());
    if let Some((at, why)) = nesting::too_deep_text(&src.text) {
        diags.push(
            Diagnostic::error(nesting::TOO_DEEP, format!("`{name}` nests too deeply to document: {why}"))
                .at(&src, at..(at + 1).min(src.text.len()), "too deep here")
                .help("docc leaves this file out of the reference; split the nested code into named declarations"),
        );
        return Parsed::empty(path, src);
    }
    let dts = name.ends_with(".d.ts") || name.ends_with(".d.mts") || name.ends_with(".d.cts");
    let tsx = name.ends_with(".tsx");
    let owned_path = path.to_path_buf();
    let result = std::thread::scope(|s| {
        std::thread::Builder::new()
            .name("docc-ts-parse".into())
            .stack_size(nesting::PARSE_STACK)
            .spawn_scoped(s, move || parse_on_big_stack(owned_path, text, dts, tsx))
            .map(|h| h.join())
    });
    let result = match result {
        Ok(Ok(r)) => r,
        // No thread (resources) or a parser panic: the file is reported, not the compile lost.
        _ => {
            ParseResult { module: empty_module(), errors: vec![(0..0, "the parser failed on this file".into(), "docc::ts::syntax")], doc_comments: Vec::new() }
        }
    };
    let line_starts = std::iter::once(0).chain(src.text.match_indices('\n').map(|(i, _)| i + 1)).collect();
    let parsed = Parsed { path: path.to_path_buf(), src, module: result.module, doc_comments: result.doc_comments, line_starts };
    for (range, msg, code) in result.errors {
        let range = if range.is_empty() { range.start..(range.start + 1).min(parsed.src.text.len()) } else { range };
        let d = if code == nesting::TOO_DEEP {
            Diagnostic::error(code, msg)
                .at(&parsed.src, range, "too deep")
                .help("docc leaves this statement out of the reference; split the nested code into named declarations")
        } else {
            Diagnostic::error(code, format!("TypeScript syntax error: {msg}"))
                .at(&parsed.src, range, "here")
                .help("docc parses the SDK sources with swc; fix the syntax so that the file compiles with tsc")
        };
        diags.push(d);
    }
    parsed
}

/// Parses on the big-stack thread, drops statements deeper than the AST budget there
/// (dropping a deep tree recurses too), and collects the doc comments.
fn parse_on_big_stack(path: PathBuf, text: String, dts: bool, tsx: bool) -> ParseResult {
    let len = text.len();
    let range = |span: Span| {
        let lo = (span.lo.0 as usize).saturating_sub(1).min(len);
        lo..(span.hi.0 as usize).saturating_sub(1).clamp(lo, len)
    };
    let fname = swc_core::common::sync::Lrc::new(FileName::Real(path));
    let fm = swc_core::common::SourceFile::new(fname.clone(), false, fname, text.into(), BytePos(1));
    let comments = SingleThreadedComments::default();
    let syntax = Syntax::Typescript(TsSyntax { tsx, decorators: true, dts, ..Default::default() });
    let mut recovered = Vec::new();
    let result = parse_file_as_module(&fm, syntax, EsVersion::latest(), Some(&comments as &dyn Comments), &mut recovered);
    let mut errors: Vec<(std::ops::Range<usize>, String, &'static str)> = Vec::new();
    let mut module = match result {
        Ok(m) => m,
        Err(e) => {
            recovered.push(e);
            empty_module()
        }
    };
    for e in recovered {
        errors.push((range(e.span()), e.kind().msg().to_string(), "docc::ts::syntax"));
    }
    let mut kept = Vec::with_capacity(module.body.len());
    for item in std::mem::take(&mut module.body) {
        let depth = nesting::ast_depth(&item, nesting::MAX_AST_DEPTH);
        if depth > nesting::MAX_AST_DEPTH {
            let r = range(item.span());
            errors.push((
                r.start..r.start + 1,
                format!("this statement nests more than {} levels deep, too deep to document", nesting::MAX_AST_DEPTH),
                nesting::TOO_DEEP,
            ));
            drop(item);
        } else {
            kept.push(item);
        }
    }
    module.body = kept;
    let (leading, trailing) = comments.take_all();
    let mut docs: Vec<(usize, usize, String)> = Vec::new();
    let mut add = |c: &Comment| {
        if c.kind == CommentKind::Block && c.text.starts_with('*') && !c.text.starts_with("**") {
            let r = range(c.span);
            docs.push((r.start, r.end, c.text.to_string()));
        }
    };
    for map in [leading, trailing] {
        for list in map.borrow().values() {
            list.iter().for_each(&mut add);
        }
    }
    docs.sort_by_key(|c| c.0);
    docs.dedup_by_key(|c| c.0);
    ParseResult { module, errors, doc_comments: docs }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn js_extensions_map_to_ts_sources() {
        let c = crate::package::candidates(Path::new("/s/client/sdk.gen.js"));
        assert_eq!(c[0], PathBuf::from("/s/client/sdk.gen.ts"));
        let c = crate::package::candidates(Path::new("/s/schemas"));
        assert!(c.contains(&PathBuf::from("/s/schemas.ts")) && c.contains(&PathBuf::from("/s/schemas/index.ts")));
    }

    #[test]
    fn ts_extensions_also_name_declaration_files() {
        let c = crate::package::candidates(Path::new("/p/dist/node/lib/provable/field.ts"));
        assert_eq!(c[0], PathBuf::from("/p/dist/node/lib/provable/field.ts"));
        assert!(c.contains(&PathBuf::from("/p/dist/node/lib/provable/field.d.ts")));
        let c = crate::package::candidates(Path::new("/p/a.mts"));
        assert!(c.contains(&PathBuf::from("/p/a.d.mts")));
        let c = crate::package::candidates(Path::new("/p/a.cjs"));
        assert!(c.contains(&PathBuf::from("/p/a.d.cts")));
        let c = crate::package::candidates(Path::new("/p/a.d.ts"));
        assert!(c.contains(&PathBuf::from("/p/a.d.ts")));
    }

    #[test]
    fn lexical_normalisation() {
        assert_eq!(lexical(Path::new("a/./b/../c")), PathBuf::from("a/c"));
    }
}
