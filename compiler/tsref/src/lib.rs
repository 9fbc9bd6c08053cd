//! docc-tsref: the typed SDK reference, compiled from TypeScript sources with swc and
//! no TypeScript compiler.
//!
//! Pipeline: `source` parses files (swc) → `program` loads everything reachable from
//! each package entry and `extract`s declarations into token signatures and TSDoc
//! sections → `exports` follows the ES export graph to learn exactly what a user can
//! import → `plan` fixes one page per exported item (and the anchors of its members) →
//! `render` resolves links, renders doc text with the shared Markdown renderer and
//! assembles pages and sidebars under `/api`.
//!
//! Type-checking is out of scope on purpose: types are shown as written (plus a little
//! literal inference in `infer`), which is what a reader of the SDK needs and keeps the
//! phase fast (a 1 MB `.d.ts` parses and extracts in well under a second).

mod exports;
mod extract;
mod infer;
mod nesting;
mod plan;
/// Member kinds in page order with their group titles and anchors: the typed-reference
/// page layout, shared with the static HTML renderer so both order members alike.
pub use plan::MEMBER_GROUPS;
mod printer;
mod program;
mod render;
mod source;
mod tokens;
mod tsdoc;

use docc_diag::Diagnostic;
use docc_markdown::phase::PhaseOutput;
use docc_markdown::RenderCtx;
use std::path::Path;

/// A package of the reference, as configured (`[[typescript.packages]]`).
#[derive(Debug, Clone)]
pub struct PackageSpec {
    /// The route segment and display name (`api` → `/api/api`).
    pub name: String,
    /// The entry file, relative to `site_dir` (e.g. `sdk/api/index.ts`).
    pub entry: String,
}

/// Parses every package's entry (following exports through files) and compiles the
/// typed reference under `/api`.
pub fn compile(site_dir: &Path, packages: &[PackageSpec], ctx: &mut dyn RenderCtx) -> PhaseOutput {
    compile_in(&docc_diag::confine::ContentRoot::new(site_dir), packages, ctx)
}

/// `compile`, reading entries and imports only where `root` allows.
pub fn compile_in(root: &docc_diag::confine::ContentRoot, packages: &[PackageSpec], ctx: &mut dyn RenderCtx) -> PhaseOutput {
    if packages.is_empty() {
        return PhaseOutput::default();
    }
    let site_dir = root.dir();
    let mut prog = program::Program::new(site_dir);
    prog.sources.root = root.clone();
    let mut entries = Vec::new();
    let mut diagnostics = Vec::new();
    for p in packages {
        let path = source::lexical(&site_dir.join(&p.entry));
        match prog.load_entry(&path) {
            Ok(id) => entries.push(Some(id)),
            Err(e) => {
                diagnostics.push(
                    Diagnostic::error("docc::ts::entry-not-found", format!("entry `{}` of package `{}` cannot be read: {e}", p.entry, p.name))
                        .help("set `entry` of the package in docc.toml to a .ts or .d.ts file, relative to the site directory"),
                );
                entries.push(None);
            }
        }
    }
    let mut plan = plan::Plan::default();
    for (p, entry) in packages.iter().zip(entries) {
        plan.add_package(&prog, &p.name, entry);
    }
    let mut renderer = render::Renderer::new(&prog, &plan, ctx);
    let pages = render::pages(&mut renderer, "SDK reference");
    let render_diags = std::mem::take(&mut renderer.diagnostics);
    diagnostics.extend(std::mem::take(&mut prog.sources.diagnostics));
    diagnostics.extend(plan.diagnostics);
    diagnostics.extend(render_diags);
    PhaseOutput { pages: pages.pages, sidebars: pages.sidebars, diagnostics }
}

/// Parse-and-extract only (no pages): what the benchmark measures. Returns the number of
/// declarations extracted and the diagnostics.
pub fn extract_only(site_dir: &Path, entry: &str) -> (usize, Vec<Diagnostic>) {
    let mut prog = program::Program::new(site_dir);
    let _ = prog.load_entry(&site_dir.join(entry));
    (prog.decls.len(), std::mem::take(&mut prog.sources.diagnostics))
}

#[cfg(test)]
mod tests;
