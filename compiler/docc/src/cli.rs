//! The command line (clap): `docc compile`, `docc check`, `docc serve`. Exit codes: 0 success
//! (warnings allowed), 1 errors in the site, 2 usage errors (clap's own convention),
//! 3 an internal error (a bug in docc; see `crash.rs`).

use crate::{emit, pipeline};
use clap::{Parser, Subcommand, ValueEnum};
use docc_core::diag::{Diagnostics, Severity};
use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::Instant;

#[derive(Parser, Debug)]
#[command(
    name = "docc",
    version,
    about = "Compile a documentation tree (Markdown, OpenAPI, TypeScript SDK) into one self-contained HTML file",
    long_about = "docc compiles a documentation source tree into ONE self-contained HTML file that works from any static host, from file:// and offline.\n\nA site directory holds docc.toml (site settings), docs/ (Markdown, Docusaurus conventions), pages/ (standalone pages), and optionally an OpenAPI document and TypeScript SDK sources named in docc.toml.",
    after_help = "Examples:\n  docc compile                      compile ./content into dist/index.html\n  docc compile my-site -o out.html  compile another folder\n  docc check --format json          report every problem as JSON lines, write nothing\n  docc serve --open                 preview ./content at http://127.0.0.1:3000/, reloading on every save"
)]
pub struct Cli {
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
        /// Output file.
        #[arg(short, long, default_value = "dist/index.html")]
        output: PathBuf,
        /// Diagnostic output format.
        #[arg(long, value_enum, default_value_t = Format::Human)]
        format: Format,
        /// Also write the site model as JSON to this file (for the pack contract test).
        #[arg(long, value_name = "FILE")]
        dump_model: Option<PathBuf>,
        /// Print the time each phase took.
        #[arg(long)]
        timings: bool,
    },
    /// Report every diagnostic without writing any output.
    Check {
        /// Site directory (holds docc.toml and docs/).
        #[arg(default_value = "content")]
        dir: PathBuf,
        /// Diagnostic output format.
        #[arg(long, value_enum, default_value_t = Format::Human)]
        format: Format,
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
    },
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// miette reports: colours and Unicode on a terminal, plain text otherwise or with NO_COLOR.
    Human,
    /// One JSON object per line: severity, code, message, file, line, column, help.
    Json,
}

fn report(diags: &mut Diagnostics, format: Format) {
    diags.sort();
    let fancy = std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    let handler = if fancy {
        miette::GraphicalReportHandler::new_themed(miette::GraphicalTheme::unicode())
    } else {
        miette::GraphicalReportHandler::new_themed(miette::GraphicalTheme::none())
    };
    for d in &diags.items {
        match format {
            Format::Json => println!("{}", d.to_json()),
            Format::Human => {
                let mut out = String::new();
                let view = d.to_report();
                if handler.render_report(&mut out, view.as_ref()).is_err() {
                    out = d.to_string();
                }
                eprintln!("{out}");
            }
        }
    }
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
        Command::Compile { dir, output, format, dump_model, timings } => {
            let mut diags = Diagnostics::default();
            let compiled = pipeline::compile(&dir, dump_model.is_some(), &mut diags);
            report(&mut diags, format);
            let (errors, warnings) = (diags.count(Severity::Error), diags.count(Severity::Warning));
            let Some(c) = compiled.filter(|_| errors == 0) else {
                eprintln!("docc: {errors} error(s), {warnings} warning(s); nothing written");
                return 1;
            };
            // The model dump first: if it cannot be written, the site output stays untouched.
            if let (Some(path), Some(json)) = (&dump_model, &c.model_json) {
                if let Err(e) = emit::write_atomic(path, json.as_bytes()) {
                    eprintln!("docc: cannot write {}: {e}; nothing written", path.display());
                    return 1;
                }
            }
            if let Err(e) = emit::write_atomic(&output, &c.html) {
                eprintln!("docc: cannot write {}: {e}", output.display());
                return 1;
            }
            if timings {
                for (name, us) in &c.timings {
                    eprintln!("  {name:<14} {:>8.1} ms", *us as f64 / 1000.0);
                }
            }
            eprintln!(
                "docc: compiled {} pages into {} ({}) in {} ms{}",
                c.pages,
                output.display(),
                human_bytes(c.html.len()),
                start.elapsed().as_millis(),
                if warnings > 0 { format!(", {warnings} warning(s)") } else { String::new() }
            );
            0
        }
        Command::Serve { dir, port, open, timings } => crate::serve::run(crate::serve::Options { dir, port, open, timings }),
        Command::Check { dir, format } => {
            let mut diags = Diagnostics::default();
            pipeline::check(&dir, &mut diags);
            report(&mut diags, format);
            let (errors, warnings) = (diags.count(Severity::Error), diags.count(Severity::Warning));
            eprintln!("docc: checked {} in {} ms: {errors} error(s), {warnings} warning(s)", dir.display(), start.elapsed().as_millis());
            i32::from(errors > 0)
        }
    }
}
