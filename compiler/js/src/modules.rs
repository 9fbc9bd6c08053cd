//! Module files: resolved as TypeScript/Docusaurus do and parsed once per process (pages
//! render on many threads and share a component, so the parse is cached, keyed by path
//! and checked against the file's modification time so `docc serve` sees edits).

use crate::nesting::{self, Depth};
use crate::why::Why;
use docc_diag::confine::ContentRoot;
use docc_diag::SourceFile;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::SystemTime;
use swc_core::common::SourceFile as SwcFile;
use swc_core::common::{FileName, SourceMap, Span, Spanned};
use swc_core::ecma::ast::{EsVersion, Expr, Module};
use swc_core::ecma::parser::{parse_file_as_expr, parse_file_as_module, Syntax, TsSyntax};
use swc_core::ecma::visit::VisitWith;

/// Where spans of a parsed text point: `file`, from `offset`, for swc positions from `start`.
pub(crate) struct Src {
    pub file: Arc<SourceFile>,
    pub start: u32,
    pub offset: usize,
}

impl Src {
    /// `file:line:col` of a span.
    pub(crate) fn at(&self, span: Span) -> String {
        let (l, c) = self.file.line_col(self.offset + span.lo.0.saturating_sub(self.start) as usize);
        format!("{}:{l}:{c}", self.file.name)
    }
    pub(crate) fn text(&self, span: Span) -> &str {
        let lo = self.offset + span.lo.0.saturating_sub(self.start) as usize;
        let hi = self.offset + span.hi.0.saturating_sub(self.start) as usize;
        self.file.text.get(lo..hi).unwrap_or("")
    }
}

pub(crate) struct Parsed {
    pub src: Arc<Src>,
    pub ast: Module,
}

fn syntax(name: &str) -> Syntax {
    // TypeScript with JSX reads .js/.jsx/.tsx; `.ts` files may use `<T>x` casts, so no JSX there.
    Syntax::Typescript(TsSyntax { tsx: !name.ends_with(".ts") || name.ends_with(".d.ts"), ..Default::default() })
}

fn error(src: &Src, e: swc_core::ecma::parser::error::Error) -> Why {
    Why { what: format!("its source is not valid JavaScript/TypeScript: {}", e.kind().msg()), at: src.at(e.span()) }
}

/// Parses `text` (at `offset` in `file`) within the nesting budgets (`nesting`): lexical
/// scan, then the parse on a large stack, where the tree's depth is measured and a
/// too-deep tree dropped.
fn parse_within<T: Send + VisitWith<Depth>>(
    file: Arc<SourceFile>,
    text: String,
    offset: usize,
    parse: impl FnOnce(&SwcFile, &mut Vec<swc_core::ecma::parser::error::Error>) -> Result<T, swc_core::ecma::parser::error::Error> + Send,
) -> Result<(Arc<Src>, T), Why> {
    if let Some((at, why)) = nesting::too_deep_text(&text) {
        let (l, c) = file.line_col(offset + at);
        return Err(Why { what: format!("its source nests too deeply: {why}; split it into named parts"), at: format!("{}:{l}:{c}", file.name) });
    }
    let name = file.name.clone();
    let ran = nesting::on_parse_stack(move || {
        let cm: SourceMap = Default::default();
        let fm = cm.new_source_file(FileName::Anon.into(), text);
        let src = Arc::new(Src { file, start: fm.start_pos.0, offset });
        let mut errors = Vec::new();
        match parse(&fm, &mut errors) {
            Ok(ast) if errors.is_empty() => match nesting::too_deep(&ast) {
                None => Ok((src, ast)),
                Some(span) => {
                    Err(Why { what: format!("its code nests more than {} levels deep; split it into named parts", nesting::MAX_AST_DEPTH), at: src.at(span) })
                }
            },
            Ok(_) => Err(error(&src, errors.remove(0))),
            Err(e) => Err(error(&src, e)),
        }
    });
    ran.unwrap_or_else(|| Err(Why { what: "the parser failed on its source".into(), at: name }))
}

/// Parses a module text; `offset` is where `text` starts in `file` (0 for a whole file).
pub(crate) fn parse_module(file: Arc<SourceFile>, text: String, offset: usize) -> Result<Parsed, Why> {
    let syntax = syntax(&file.name);
    let (src, ast) = parse_within(file, text, offset, move |fm, errors| parse_file_as_module(fm, syntax, EsVersion::latest(), None, errors))?;
    Ok(Parsed { src, ast })
}

/// Parses an expression (a JSX tag) at `offset` in `file`.
pub(crate) fn parse_expr(file: Arc<SourceFile>, text: String, offset: usize) -> Result<(Arc<Src>, Box<Expr>), Why> {
    let syntax = Syntax::Typescript(TsSyntax { tsx: true, ..Default::default() });
    parse_within(file, text, offset, move |fm, errors| parse_file_as_expr(fm, syntax, EsVersion::latest(), None, errors))
}

type Entry = (Option<SystemTime>, u64, Arc<Result<Arc<Parsed>, Why>>);

/// Parsed module files of the process, by path.
#[derive(Default)]
pub struct Modules {
    cache: Mutex<HashMap<PathBuf, Entry>>,
}

// The cache holds swc ASTs (plain data: atoms are thread-safe) shared read-only.
impl Modules {
    /// The process's cache.
    pub fn shared() -> &'static Modules {
        static M: OnceLock<Modules> = OnceLock::new();
        M.get_or_init(Modules::default)
    }

    /// The module at `path` (`name` is what messages call it), parsed once per version.
    pub(crate) fn load(&self, root: &ContentRoot, path: &Path, name: &str) -> Arc<Result<Arc<Parsed>, Why>> {
        let meta = std::fs::metadata(path).ok();
        let stamp = (meta.as_ref().and_then(|m| m.modified().ok()), meta.as_ref().map_or(0, |m| m.len()));
        if let Some((t, len, p)) = self.cache.lock().expect("module cache lock").get(path) {
            if (*t, *len) == stamp {
                return p.clone();
            }
        }
        let parsed = match root.read_to_string(path) {
            Ok(text) => parse_module(SourceFile::new(name, text.clone()), text, 0).map(Arc::new),
            Err(e) => Err(Why { what: format!("`{name}` cannot be read: {e}"), at: String::new() }),
        };
        let parsed = Arc::new(parsed);
        self.cache.lock().expect("module cache lock").insert(path.to_path_buf(), (stamp.0, stamp.1, parsed.clone()));
        parsed
    }
}

/// The file an import names, with the extensions TypeScript and Docusaurus try.
pub(crate) fn resolve(site: &Path, from_dir: &Path, spec: &str) -> Option<PathBuf> {
    let base = match spec.strip_prefix("@site/") {
        Some(rest) => site.join(rest),
        None if spec.starts_with("./") || spec.starts_with("../") || spec == "." || spec == ".." => from_dir.join(spec),
        None => return None,
    };
    let base = docc_diag::paths::lexical(&base);
    let s = base.to_string_lossy().into_owned();
    let mut tries = vec![base.clone()];
    for ext in [".tsx", ".ts", ".jsx", ".js", ".mjs", "/index.tsx", "/index.ts", "/index.jsx", "/index.js"] {
        tries.push(PathBuf::from(format!("{s}{ext}")));
    }
    // ESM TypeScript writes `./x.js` for `./x.ts`.
    if let Some(stem) = s.strip_suffix(".js") {
        tries.push(PathBuf::from(format!("{stem}.ts")));
        tries.push(PathBuf::from(format!("{stem}.tsx")));
    }
    tries.into_iter().find(|p| p.is_file())
}
