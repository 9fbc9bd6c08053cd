//! Printing diagnostics in the three output formats: miette reports for people, JSON
//! lines (serde_json) for tools, GitHub Actions workflow commands for pull-request
//! annotations. Diagnostics are data (`docc_diag`); only this module knows how
//! each format spells them.

use clap::ValueEnum;
use docc_diag::{Diagnostic, Diagnostics, Severity};
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// miette reports on stderr: colours and Unicode on a terminal, plain text otherwise or with NO_COLOR.
    Human,
    /// One JSON object per line on stdout: severity, code, message, file, line, column, end_line, end_column, help.
    Json,
    /// GitHub Actions annotations on stdout (`::error file=…,line=…::message`); paths relative to the working directory.
    Github,
}

/// Prints every diagnostic (already sorted by the library) in `format`. `site_dir` turns
/// site-relative file names into paths from the working directory for GitHub.
pub(crate) fn print(diags: &Diagnostics, format: Format, site_dir: &Path) {
    match format {
        Format::Json => {
            for d in &diags.items {
                println!("{}", d.to_json());
            }
        }
        Format::Github => {
            for d in &diags.items {
                println!("{}", github(d, site_dir));
            }
        }
        Format::Human => {
            let fancy = std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none();
            let mut err = std::io::BufWriter::new(std::io::stderr().lock());
            let _ = human(&mut err, &diags.items, fancy).and_then(|()| err.flush());
        }
    }
}

/// Diagnostics rendered by miette per batch, on rayon's threads, written in order.
/// A site with many broken links has tens of thousands of warnings (the 10,000-page real
/// corpus of issue 31: ~20,000), and miette lays out each report (line windows, wrapping)
/// on its own: one after another on one thread they took longer than the compile's
/// slowest stage. Each stays a whole report, in the same order, byte for byte.
const RENDER_BATCH: usize = 1024;

/// Warnings first, then their count by code, then the errors: a real site's hundreds of
/// warnings never bury the one error that stopped the build.
pub(crate) fn human(out: &mut impl Write, items: &[Diagnostic], fancy: bool) -> std::io::Result<()> {
    use rayon::prelude::*;
    let theme = if fancy { miette::GraphicalTheme::unicode() } else { miette::GraphicalTheme::none() };
    let handler = miette::GraphicalReportHandler::new_themed(theme);
    let (errors, warnings): (Vec<&Diagnostic>, Vec<&Diagnostic>) = items.iter().partition(|d| d.is_error());
    let show = |d: &&Diagnostic| {
        let mut out = String::new();
        if handler.render_report(&mut out, d.to_report().as_ref()).is_err() {
            out = d.to_string();
        }
        out.push('\n');
        out
    };
    let write_all = |ds: &[&Diagnostic], out: &mut dyn Write| -> std::io::Result<()> {
        for batch in ds.chunks(RENDER_BATCH) {
            for text in batch.par_iter().map(show).collect::<Vec<String>>() {
                out.write_all(text.as_bytes())?;
            }
        }
        Ok(())
    };
    write_all(&warnings, out)?;
    if warnings.len() > 1 {
        writeln!(out, "{}\n", by_code(&warnings))?;
    }
    write_all(&errors, out)
}

/// `warnings by code: docc::raw-html 96, docc::broken-anchor 14`: most frequent first, then by name.
pub(crate) fn by_code(warnings: &[&Diagnostic]) -> String {
    let mut counts: Vec<(&str, usize)> = Vec::new();
    for d in warnings {
        match counts.iter_mut().find(|(c, _)| *c == d.code) {
            Some((_, n)) => *n += 1,
            None => counts.push((d.code, 1)),
        }
    }
    counts.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    let list: Vec<String> = counts.iter().map(|(c, n)| format!("{c} {n}")).collect();
    format!("docc: warnings by code: {}", list.join(", "))
}

/// One workflow command: `::error file=docs/a.md,line=3,col=5,endLine=3,endColumn=9,title=docc::broken-link::message`
/// (with `:` and `,` escaped in the properties). The help goes on a second line of the message.
pub(crate) fn github(d: &Diagnostic, site_dir: &Path) -> String {
    let kind = match d.severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
    };
    let mut props = Vec::new();
    if d.file.is_some() {
        let (line, col) = d.line_col();
        let (end_line, end_col) = d.end_line_col();
        props.push(format!("file={}", escape_property(&repo_path(site_dir, d.file_name()))));
        props.push(format!("line={line},col={col},endLine={end_line},endColumn={end_col}"));
    }
    props.push(format!("title={}", escape_property(d.code)));
    let mut message = d.message.clone();
    if let Some(h) = &d.help {
        message += "\nhelp: ";
        message += h;
    }
    format!("::{kind} {}::{}", props.join(","), escape_data(&message))
}

/// The file as the repository sees it: site folder + site-relative name, relative to the
/// working directory when it lies inside it (GitHub matches annotations by repo path).
fn repo_path(site_dir: &Path, name: &str) -> String {
    let path: PathBuf = site_dir.join(name);
    let path = match std::env::current_dir() {
        Ok(cwd) if path.is_absolute() => path.strip_prefix(&cwd).map(Path::to_path_buf).unwrap_or(path),
        _ => path,
    };
    let s = path.to_string_lossy().replace('\\', "/");
    s.strip_prefix("./").map(str::to_string).unwrap_or(s)
}

/// Message escaping of workflow commands: `%`, CR and LF.
pub(crate) fn escape_data(s: &str) -> String {
    s.replace('%', "%25").replace('\r', "%0D").replace('\n', "%0A")
}

/// Property escaping: the message escapes plus `:` and `,`, which delimit properties.
pub(crate) fn escape_property(s: &str) -> String {
    escape_data(s).replace(':', "%3A").replace(',', "%2C")
}

#[cfg(test)]
mod tests {
    use super::*;
    use docc_diag::SourceFile;

    #[test]
    fn warnings_are_counted_by_code_most_frequent_first() {
        let ds = [
            Diagnostic::warning("docc::b", "x"),
            Diagnostic::warning("docc::a", "x"),
            Diagnostic::warning("docc::b", "y"),
            Diagnostic::warning("docc::c", "z"),
        ];
        let refs: Vec<&Diagnostic> = ds.iter().collect();
        assert_eq!(by_code(&refs), "docc: warnings by code: docc::b 2, docc::a 1, docc::c 1");
    }

    #[test]
    fn escapes_follow_the_actions_toolkit() {
        assert_eq!(escape_data("50% done\r\nnext"), "50%25 done%0D%0Anext");
        assert_eq!(escape_property("a:b,c%\n"), "a%3Ab%2Cc%25%0A");
    }

    #[test]
    fn annotation_has_location_title_and_escaped_message() {
        let f = SourceFile::new("docs/a,b.md", "x\n[l](/nope)\n");
        let d = Diagnostic::error("docc::broken-link", "broken: 100%").at(&f, 2..12, "here").help("did you mean /a?");
        assert_eq!(
            github(&d, Path::new("site")),
            "::error file=site/docs/a%2Cb.md,line=2,col=1,endLine=2,endColumn=11,title=docc%3A%3Abroken-link::broken: 100%25%0Ahelp: did you mean /a?"
        );
        let w = Diagnostic::warning("docc::no-site", "gone");
        assert_eq!(github(&w, Path::new(".")), "::warning title=docc%3A%3Ano-site::gone");
    }

    /// Rendering on several threads changes nothing a reader sees: more diagnostics than one
    /// batch give the same bytes as rendering each in turn, warnings in their order, the count
    /// by code, then the errors.
    #[test]
    fn human_output_is_each_report_in_order() {
        let f = SourceFile::new("docs/a.md", "x\n[l](/nope)\n".repeat(2000));
        let items: Vec<Diagnostic> = (0..RENDER_BATCH * 2 + 7)
            .map(|i| {
                let d = if i % 500 == 3 { Diagnostic::error("docc::broken-link", format!("e{i}")) } else { Diagnostic::warning("docc::x", format!("w{i}")) };
                d.at(&f, i * 13 + 2..i * 13 + 11, format!("link {i}")).help(format!("help {i}"))
            })
            .collect();
        let handler = miette::GraphicalReportHandler::new_themed(miette::GraphicalTheme::none());
        let one = |d: &Diagnostic| {
            let mut s = String::new();
            handler.render_report(&mut s, d.to_report().as_ref()).unwrap();
            s + "\n"
        };
        let warnings: Vec<&Diagnostic> = items.iter().filter(|d| !d.is_error()).collect();
        let mut expected: String = warnings.iter().map(|d| one(d)).collect();
        expected += &format!("{}\n\n", by_code(&warnings));
        expected.extend(items.iter().filter(|d| d.is_error()).map(one));
        let mut out = Vec::new();
        human(&mut out, &items, false).unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), expected);
    }
}
