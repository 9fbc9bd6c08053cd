//! The library entry point: what the `docc` command does, callable from Rust (a build
//! script, a docs server, a product that ships its docs). The CLI (`cli.rs`) is a thin
//! layer over [`compile`] and [`check`]: it only parses arguments, prints diagnostics and
//! writes the output. Policy that decides whether a build *succeeds* (errors, denied
//! warnings, the size budget) lives here, so every caller gets the same answer.

use crate::backend::{self, Rendered, Written};
use crate::{inspect, pipeline, progress};
use docc_diag::{Diagnostic, Diagnostics, Severity, SourceFile};
use std::path::{Path, PathBuf};

/// What to compile and which rules the build must pass.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Options {
    /// The site folder: holds `docc.toml` (or a Docusaurus config) and `docs/`.
    pub site_dir: PathBuf,
    /// Warnings fail the build too (`--deny-warnings`).
    pub deny_warnings: bool,
    /// The build fails when the output file would be larger than this (`--max-bytes`; a
    /// folder output has no such budget).
    pub max_bytes: Option<u64>,
    /// Also produce the site model as JSON ([`Output::model_json`], the `json` backend beside
    /// the chosen one, for the pack contract test).
    pub dump_model: bool,
    /// Draw a progress bar on stderr if the compile takes longer than a second and stderr
    /// is a terminal. Off by default: a library should not write to the terminal unasked.
    pub progress: bool,
    /// The backend that renders the compiled site, by its name in [`backend::REGISTRY`]:
    /// `single-file` (the default), `hosted` (`--out-dir`: one HTML page per route),
    /// `embed` (`--embed`), `json` (the model).
    pub backend: &'static str,
    /// Folders outside the site's repository that docc may read (`--allow-outside`), as
    /// given (relative to the working directory, or absolute). Only the caller can widen
    /// what docc reads: the site's own files never can, since they are the untrusted input.
    pub allow_outside: Vec<PathBuf>,
}

impl Options {
    /// Default options for the site in `site_dir`: errors fail the build, warnings do not,
    /// no size budget, no progress bar.
    pub fn new(site_dir: impl Into<PathBuf>) -> Self {
        Options {
            site_dir: site_dir.into(),
            deny_warnings: false,
            max_bytes: None,
            dump_model: false,
            progress: false,
            backend: "single-file",
            allow_outside: Vec::new(),
        }
    }
}

/// A successful compile.
#[derive(Debug)]
#[non_exhaustive]
pub struct Output {
    /// What the backend made: one file (the single HTML file, the JSON model) or a folder
    /// (hosted, embed); [`Output::write`] puts it on disk.
    pub rendered: Rendered,
    /// Number of pages (routes) in the site.
    pub pages: usize,
    /// Warnings found on the way (never errors: those make [`compile`] return `Err`).
    pub diagnostics: Diagnostics,
    /// Time each phase took, in microseconds, in pipeline order.
    pub timings: Vec<(&'static str, u128)>,
    /// The site model as JSON, when [`Options::dump_model`] asked for it.
    pub model_json: Option<String>,
}

impl Output {
    /// The output file's bytes (the single HTML file of the default backend); empty for a
    /// folder output.
    pub fn html(&self) -> &[u8] {
        self.rendered.file_bytes()
    }

    /// Writes the output atomically (a file: temp file in the same folder, then rename; a
    /// folder: built in a temp sibling), so a reader never sees a half-written site. Creates
    /// the parent folders.
    pub fn write(&self, path: &Path) -> std::io::Result<Written> {
        self.rendered.write(path)
    }
}

/// Compiles the site in `options.site_dir` into one HTML file, in memory.
///
/// `Err` holds every diagnostic of the run (sorted by file and position) when the build
/// fails: an error in the sources, any warning with [`Options::deny_warnings`], or a file
/// over [`Options::max_bytes`]. Nothing is written to disk either way; see [`Output::write`].
///
/// ```
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// let site = tempfile::tempdir()?;
/// std::fs::write(site.path().join("docc.toml"), "title = \"Tiny\"\n")?;
/// std::fs::create_dir(site.path().join("docs"))?;
/// std::fs::write(site.path().join("docs/index.md"), "# Hello\n\nSee [the guide](guide.md).\n")?;
/// std::fs::write(site.path().join("docs/guide.md"), "# Guide\n\nWelcome.\n")?;
///
/// let mut options = docc::Options::new(site.path());
/// options.deny_warnings = true;
/// let output = docc::compile(&options).expect("the tiny site compiles");
/// assert_eq!(output.pages, 2);
/// assert!(output.html().starts_with(b"<!doctype html>"));
/// output.write(&site.path().join("dist/index.html"))?;
///
/// // A broken link fails the build with a located diagnostic.
/// std::fs::write(site.path().join("docs/guide.md"), "# Guide\n\n[Nowhere](/nope)\n")?;
/// let diagnostics = docc::compile(&options).unwrap_err();
/// let d = &diagnostics.items[0];
/// assert_eq!((d.code, d.file_name(), d.line_col()), ("docc::broken-link", "docs/guide.md", (3, 1)));
/// # Ok(())
/// # }
/// ```
pub fn compile(options: &Options) -> Result<Output, Diagnostics> {
    let mut diags = Diagnostics::default();
    let Some(chosen) = backend::by_name(options.backend) else {
        let names = backend::names().collect::<Vec<_>>().join(", ");
        diags.push(Diagnostic::error("docc::unknown-backend", format!("no backend is called `{}`", options.backend)).help(format!("the backends are {names}")));
        return Err(diags);
    };
    let compiled = {
        let _bar = options.progress.then(progress::Progress::start);
        // The JSON model is the chosen output already when json is the backend asked for.
        let dump = options.dump_model && chosen.name() != backend::Backend::name(&backend::Json);
        let both: [&dyn backend::Backend; 2] = [chosen, &backend::Json];
        pipeline::render(&options.site_dir, &options.allow_outside, &both[..1 + dump as usize], &mut diags)
    };
    diags.sort();
    let compiled = match compiled {
        Some(c) if !fails(&diags, options.deny_warnings) => c,
        _ => return Err(diags),
    };
    let mut compiled = compiled;
    let rendered = compiled.take(chosen.name()).expect("one output per backend");
    let model_json = if chosen.name() == backend::Backend::name(&backend::Json) {
        options.dump_model.then(|| String::from_utf8(rendered.file_bytes().to_vec()).expect("serde_json writes UTF-8"))
    } else {
        compiled.take(backend::Backend::name(&backend::Json)).map(|r| String::from_utf8(r.into_file_bytes()).expect("serde_json writes UTF-8"))
    };
    if let Some(max) = options.max_bytes {
        let file = rendered.file_bytes();
        if file.len() as u64 > max {
            diags.push(over_budget(&options.site_dir, file, max));
            return Err(diags);
        }
    }
    Ok(Output { rendered, pages: compiled.pages, diagnostics: diags, timings: compiled.timings, model_json })
}

/// Every diagnostic of the site, without building the file (`docc check`). The result
/// says whether a compile with the same `deny_warnings` would fail.
pub fn check(options: &Options) -> Result<Diagnostics, Diagnostics> {
    let mut diags = Diagnostics::default();
    pipeline::check(&options.site_dir, &options.allow_outside, &mut diags);
    diags.sort();
    if fails(&diags, options.deny_warnings) {
        Err(diags)
    } else {
        Ok(diags)
    }
}

fn fails(diags: &Diagnostics, deny_warnings: bool) -> bool {
    diags.has_errors() || (deny_warnings && diags.count(Severity::Warning) > 0)
}

/// The size-budget error, pointed at the largest page's source file when there is one
/// (the likeliest thing to trim), with the biggest parts in the help text.
fn over_budget(site_dir: &Path, html: &[u8], max: u64) -> Diagnostic {
    let size = html.len() as u64;
    let mut d = Diagnostic::error(
        "docc::max-bytes",
        format!("the output is {size} bytes ({}), over the --max-bytes budget of {max} bytes ({})", inspect::human(size), inspect::human(max)),
    );
    let Ok(report) = inspect::analyse(html) else {
        return d.help("raise --max-bytes, or remove pages or images");
    };
    let mut parts: Vec<_> = report.parts.iter().filter(|p| p.bytes > 0).collect();
    parts.sort_by_key(|p| std::cmp::Reverse(p.bytes));
    let biggest = parts.iter().take(3).map(|p| format!("{} {}", p.label, inspect::human(p.bytes))).collect::<Vec<_>>().join(", ");
    let mut help = format!("largest parts: {biggest}");
    if let Some(img) = report.largest_images.first() {
        help += &format!("; largest image: {} ({})", img.name, inspect::human(img.bytes));
    }
    if let Some(page) = report.largest_pages.first() {
        help += &format!("; largest page: {} ({} raw)", page.route, inspect::human(page.raw_bytes));
        // Generated pages (category indexes) have no source to point at.
        if let Some(text) =
            Some(&page.source).filter(|s| !s.is_empty()).and_then(|s| docc_diag::confine::ContentRoot::new(site_dir).read_to_string(&site_dir.join(s)).ok())
        {
            d = d.at(&SourceFile::new(page.source.clone(), text), 0..0, "the largest page comes from this file");
        }
    }
    d.help(help + ". `docc inspect` on a compiled file lists every part; raise --max-bytes if the growth is expected")
}
