//! The command line (clap): `docc compile`, `check`, `serve`, `new` and `inspect`. A thin
//! layer over the library (`api.rs`; `serve.rs` for the preview server): it parses
//! arguments, prints diagnostics in the chosen format (`report.rs`) and writes files. Exit
//! codes: 0 success (warnings allowed unless `--deny-warnings`), 1 the build failed (errors
//! in the site, denied warnings, over the size budget, a file that cannot be read or
//! written), 2 usage errors (clap's own convention; also a port in use), 3 an internal
//! error (a bug in docc; see `crash.rs`).

use crate::api::{self, Options};
use crate::report::{self, Format};
use crate::{emit, inspect, new};
use clap::builder::PossibleValuesParser;
use clap::{Parser, Subcommand, ValueEnum};
use docc_diag::{Diagnostic, Diagnostics, Severity};
use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::Instant;

#[derive(Parser, Debug)]
#[command(
    name = "docc",
    version,
    about = "Compile a documentation tree (Markdown, OpenAPI, TypeScript SDK) into one self-contained HTML file",
    long_about = "docc compiles a documentation source tree into ONE self-contained HTML file that works from any static host, from file:// and offline.\n\nA site directory holds docc.toml (site settings), docs/ (Markdown, Docusaurus conventions), pages/ (standalone pages), and optionally an OpenAPI document and TypeScript SDK sources named in docc.toml.",
    after_help = "Examples:\n  docc compile                      compile ./content into dist/index.html\n  docc compile my-site -o out.html  compile another folder\n  docc compile --out-dir public     hosted mode: one HTML page per route\n  docc compile --embed web/docs     write docc.js, docc.css and site.docc to mount in a host page\n  docc check --format json          report every problem as JSON lines, write nothing\n  docc check --format github --deny-warnings   annotate a GitHub pull request; warnings fail\n  docc new my-docs                  start a new site\n  docc inspect dist/index.html      what takes room in a compiled file\n  docc serve --open                 preview ./content at http://127.0.0.1:3000/, reloading on every save"
)]
pub(crate) struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Compile the site into one HTML file (written atomically; nothing is written on errors).
    Compile {
        /// Site directory (holds docc.toml and docs/).
        #[arg(default_value = "content")]
        dir: PathBuf,
        /// Output path: a file, or a folder for the hosted and embed backends. Default: the
        /// backend's own (single-file dist/index.html, hosted dist/site, embed dist/embed,
        /// json dist/model.json).
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// Hosted mode: write one HTML page per route (`DIR/<route>/index.html`, `404.html`,
        /// `sitemap.xml`, `robots.txt`, hashed shared runtime and pack) instead of one file.
        #[arg(long, value_name = "DIR", conflicts_with = "output")]
        out_dir: Option<PathBuf>,
        /// Instead of one HTML file, write the runtime as an ES module (DIR/docc.js, exports
        /// `mount`), its stylesheet (DIR/docc.css) and the pack (DIR/site.docc) for embedding
        /// the docs in another page.
        #[arg(long, value_name = "DIR", conflicts_with_all = ["output", "out_dir"])]
        embed: Option<PathBuf>,
        /// Which backend writes the output to -o: single-file (the default), hosted (a
        /// folder, as --out-dir), embed (a folder, as --embed) or json (the compiled model).
        #[arg(long, value_name = "NAME", value_parser = PossibleValuesParser::new(crate::backend::names()), conflicts_with_all = ["out_dir", "embed"])]
        backend: Option<String>,
        /// Diagnostic output format.
        #[arg(long, value_enum, default_value_t = Format::Human)]
        format: Format,
        /// Also write the site model as JSON to this file (for the pack contract test).
        #[arg(long, value_name = "FILE")]
        dump_model: Option<PathBuf>,
        /// Print the time each phase took.
        #[arg(long)]
        timings: bool,
        /// Fail the build on warnings too (exit 1, nothing written).
        #[arg(long)]
        deny_warnings: bool,
        /// Fail the build when the file would be larger than this: bytes, or with a unit
        /// (500KB, 2MB = 1000-based; 1.5MiB = 1024-based). The previous file stays untouched.
        #[arg(long, value_name = "SIZE", value_parser = parse_size)]
        max_bytes: Option<u64>,
        /// Also read files in this folder outside the site's repository (a shared spec in a
        /// sibling checkout). Repeatable. Only the command line can widen what docc reads:
        /// docc.toml cannot, since the site's files are the untrusted input.
        #[arg(long = "allow-outside", value_name = "PATH")]
        allow_outside: Vec<PathBuf>,
    },
    /// Report every diagnostic without writing any output.
    Check {
        /// Site directory (holds docc.toml and docs/).
        #[arg(default_value = "content")]
        dir: PathBuf,
        /// Diagnostic output format.
        #[arg(long, value_enum, default_value_t = Format::Human)]
        format: Format,
        /// Exit 1 on warnings too.
        #[arg(long)]
        deny_warnings: bool,
        /// Also read files in this folder outside the site's repository (a shared spec in a
        /// sibling checkout). Repeatable. Only the command line can widen what docc reads:
        /// docc.toml cannot, since the site's files are the untrusted input.
        #[arg(long = "allow-outside", value_name = "PATH")]
        allow_outside: Vec<PathBuf>,
    },
    /// Create a new site in DIR (a new or empty folder): settings, docs in two categories,
    /// an OpenAPI spec and a TypeScript package, ready to compile.
    New {
        /// Folder to create.
        dir: PathBuf,
    },
    /// Show what a compiled HTML file is made of: versions, routes by kind, bytes by part,
    /// the largest pages and images.
    Inspect {
        /// What `docc compile` wrote: the HTML file, an --out-dir or --embed folder, or its pack (site.docc, assets/site.<hash>.pack).
        file: PathBuf,
        /// Output format.
        #[arg(long, value_enum, default_value_t = InspectFormat::Human)]
        format: InspectFormat,
    },
    /// Preview the site: compile it, serve it on 127.0.0.1 and recompile and reload the
    /// browser on every change (the last good build stays up while the sources have errors).
    Serve {
        /// Site directory (holds docc.toml and docs/).
        #[arg(default_value = "content")]
        dir: PathBuf,
        /// Port on 127.0.0.1 (0 picks a free one).
        #[arg(short, long, default_value_t = 3000)]
        port: u16,
        /// Open the site in the browser ($BROWSER if set, else the system's default).
        #[arg(long)]
        open: bool,
        /// Print the time each phase of each compile took.
        #[arg(long)]
        timings: bool,
        /// Also read files in this folder outside the site's repository (a shared spec in a
        /// sibling checkout). Repeatable. Only the command line can widen what docc reads:
        /// docc.toml cannot, since the site's files are the untrusted input.
        #[arg(long = "allow-outside", value_name = "PATH")]
        allow_outside: Vec<PathBuf>,
    },
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum InspectFormat {
    /// Tables for people.
    Human,
    /// One JSON object (serde_json), for scripts and CI dashboards.
    Json,
}

/// `--max-bytes`: a byte count, or a size with a unit (bytesize's parser).
fn parse_size(s: &str) -> Result<u64, String> {
    s.trim().parse::<bytesize::ByteSize>().map(|b| b.as_u64()).map_err(|e| format!("{e}; write e.g. 2000000, 500KB, 2MB or 1.5MiB"))
}

fn human_bytes(n: usize) -> String {
    if n >= 1 << 20 {
        format!("{:.2} MB", n as f64 / (1 << 20) as f64)
    } else if n >= 1024 {
        format!("{:.1} KB", n as f64 / 1024.0)
    } else {
        format!("{n} B")
    }
}

pub fn main() -> i32 {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { 2 } else { 0 };
        }
    };
    let start = Instant::now();
    match cli.command {
        Command::Compile { dir, output, out_dir, embed, backend, format, dump_model, timings, deny_warnings, max_bytes, allow_outside } => {
            let mut options = Options::new(&dir);
            options.allow_outside = allow_outside;
            options.dump_model = dump_model.is_some();
            options.deny_warnings = deny_warnings;
            options.max_bytes = max_bytes;
            // --out-dir and --embed name their backend and its folder; --backend writes to -o.
            let (name, dest) = match (out_dir, embed, backend) {
                (Some(dir), _, _) => ("hosted".to_string(), dir),
                (_, Some(dir), _) => ("embed".to_string(), dir),
                (_, _, name) => {
                    let chosen = crate::backend::by_name(name.as_deref().unwrap_or("single-file")).expect("clap admits the registry's names only");
                    (chosen.name().to_string(), output.unwrap_or_else(|| chosen.default_output().into()))
                }
            };
            options.backend = crate::backend::by_name(&name).expect("clap admits the registry's names only").name();
            options.progress = std::io::stderr().is_terminal();
            let c = match api::compile(&options) {
                Ok(c) => c,
                Err(diags) => {
                    report::print(&diags, format, &dir);
                    let (errors, warnings) = (diags.count(Severity::Error), diags.count(Severity::Warning));
                    let denied = if errors == 0 && warnings > 0 { " (--deny-warnings)" } else { "" };
                    eprintln!("docc: {errors} error(s), {warnings} warning(s){denied}; nothing written");
                    return 1;
                }
            };
            report::print(&c.diagnostics, format, &dir);
            let warnings = c.diagnostics.count(Severity::Warning);
            // The model dump first: if it cannot be written, the site output stays untouched.
            if let (Some(path), Some(json)) = (&dump_model, &c.model_json) {
                if let Err(e) = emit::write_atomic(path, json.as_bytes()) {
                    eprintln!("docc: cannot write {}: {e}; nothing written", path.display());
                    return 1;
                }
            }
            let (written, size) = match c.write(&dest) {
                Ok(w) => (format!("{}{}", dest.display(), w.files.map(|n| format!(" ({n} files)")).unwrap_or_default()), w.bytes),
                Err(e) => {
                    eprintln!("docc: cannot write {}: {e}; nothing written", dest.display());
                    return 1;
                }
            };
            if timings {
                for (name, us) in &c.timings {
                    eprintln!("  {name:<14} {:>8.1} ms", *us as f64 / 1000.0);
                }
            }
            eprintln!(
                "docc: compiled {} pages into {} ({}) in {} ms{}",
                c.pages,
                written,
                human_bytes(size),
                start.elapsed().as_millis(),
                if warnings > 0 { format!(", {warnings} warning(s)") } else { String::new() }
            );
            0
        }
        Command::Serve { dir, port, open, timings, allow_outside } => crate::serve::run(crate::serve::Options { dir, port, open, timings, allow_outside }),
        Command::Check { dir, format, deny_warnings, allow_outside } => check(&dir, format, deny_warnings, allow_outside, start),
        Command::New { dir } => match new::scaffold(&dir) {
            Ok(n) => {
                let d = dir.display();
                eprintln!("docc: created a new site in {d} ({n} files)");
                eprintln!("  next: docc serve {d} --open   (a preview that reloads on every save; `docc compile {d} -o {d}/dist/index.html` writes the site)");
                0
            }
            Err(d) => fail(d),
        },
        Command::Inspect { file, format } => inspect_file(&file, format),
    }
}

/// `docc check`: every diagnostic, nothing written.
fn check(dir: &std::path::Path, format: Format, deny_warnings: bool, allow_outside: Vec<PathBuf>, start: Instant) -> i32 {
    let mut options = Options::new(dir);
    options.deny_warnings = deny_warnings;
    options.allow_outside = allow_outside;
    let (code, diags) = match api::check(&options) {
        Ok(d) => (0, d),
        Err(d) => (1, d),
    };
    report::print(&diags, format, dir);
    let (errors, warnings) = (diags.count(Severity::Error), diags.count(Severity::Warning));
    let denied = if code == 1 && errors == 0 { " (--deny-warnings)" } else { "" };
    eprintln!("docc: checked {} in {} ms: {errors} error(s), {warnings} warning(s){denied}", dir.display(), start.elapsed().as_millis());
    code
}

/// `docc inspect`: what a compiled file holds, for people or as JSON.
fn inspect_file(file: &std::path::Path, format: InspectFormat) -> i32 {
    if !file.exists() {
        return fail(
            Diagnostic::error("docc::inspect", format!("cannot read `{}`: no such file or folder", file.display()))
                .help("pass an HTML file written by `docc compile`"),
        );
    }
    match inspect::analyse_path(file) {
        Ok(r) => {
            match format {
                InspectFormat::Json => println!("{}", serde_json::to_string_pretty(&r).expect("the report serialises")),
                InspectFormat::Human => print!("{}", inspect::render(&r, &file.display().to_string())),
            }
            0
        }
        Err(why) => fail(
            Diagnostic::error("docc::inspect", format!("`{}`: {why}", file.display()))
                .help("pass what `docc compile` wrote (with this version of docc): the HTML file, an --out-dir or --embed folder, or its pack"),
        ),
    }
}

/// One error diagnostic, printed for people, and exit code 1.
fn fail(d: Diagnostic) -> i32 {
    let mut diags = Diagnostics::default();
    diags.push(d);
    report::print(&diags, Format::Human, std::path::Path::new("."));
    1
}
