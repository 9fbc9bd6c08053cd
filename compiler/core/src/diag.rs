//! Diagnostics as data. Every phase pushes `Diagnostic`s (never panics, never stops at
//! the first problem); the CLI renders them with miette (fancy on a terminal, plain
//! otherwise) or as JSON lines for CI. Spans are byte ranges into a `SourceFile`, so
//! line and column are derived, never tracked by hand.

use miette::{LabeledSpan, NamedSource, SourceSpan};
use std::fmt;
use std::ops::Range;
use std::sync::Arc;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Warning,
    Error,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// A source file as loaded, shared by every diagnostic that points into it.
#[derive(Debug)]
pub struct SourceFile {
    /// Path relative to the site directory (what users see in messages).
    pub name: String,
    pub text: String,
}

impl SourceFile {
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> Arc<Self> {
        Arc::new(SourceFile { name: name.into(), text: text.into() })
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let offset = (0..=offset).rev().find(|&i| self.text.is_char_boundary(i)).unwrap_or(0);
        let before = &self.text[..offset];
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map(|i| i + 1).unwrap_or(0);
        (line, before[line_start..].chars().count() + 1)
    }
}

#[derive(Debug, Clone)]
pub struct Diagnostic {
    pub severity: Severity,
    /// Stable machine-readable code, e.g. `docc::broken-link`.
    pub code: &'static str,
    pub message: String,
    pub file: Option<Arc<SourceFile>>,
    pub span: Range<usize>,
    /// Short text under the underlined span.
    pub label: String,
    pub help: Option<String>,
}

impl Diagnostic {
    pub fn error(code: &'static str, message: impl Into<String>) -> Self {
        Diagnostic { severity: Severity::Error, code, message: message.into(), file: None, span: 0..0, label: String::new(), help: None }
    }
    pub fn warning(code: &'static str, message: impl Into<String>) -> Self {
        Diagnostic { severity: Severity::Warning, ..Self::error(code, message) }
    }
    pub fn at(mut self, file: &Arc<SourceFile>, span: Range<usize>, label: impl Into<String>) -> Self {
        self.file = Some(file.clone());
        self.span = span;
        self.label = label.into();
        self
    }
    /// A diagnostic about a whole file (no meaningful span), e.g. unreadable.
    pub fn in_file(mut self, file: &Arc<SourceFile>) -> Self {
        self.file = Some(file.clone());
        self
    }
    pub fn help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
    pub fn file_name(&self) -> &str {
        self.file.as_ref().map(|f| f.name.as_str()).unwrap_or("")
    }
    pub fn line_col(&self) -> (usize, usize) {
        self.file.as_ref().map(|f| f.line_col(self.span.start)).unwrap_or((0, 0))
    }

    /// 1-based line and column of the end of the span (the start's for an empty span).
    pub fn end_line_col(&self) -> (usize, usize) {
        self.file.as_ref().map(|f| f.line_col(self.span.end.max(self.span.start))).unwrap_or((0, 0))
    }

    /// The diagnostic as plain data for machine output (`--format json`).
    pub fn to_record(&self) -> Record<'_> {
        let (line, column) = self.line_col();
        let (end_line, end_column) = self.end_line_col();
        Record { severity: self.severity.as_str(), code: self.code, message: &self.message, file: self.file_name(), line, column, end_line, end_column, help: self.help.as_deref() }
    }

    /// One JSON object (a line of `--format json`), written by serde_json.
    pub fn to_json(&self) -> String {
        serde_json::to_string(&self.to_record()).expect("a diagnostic record always serialises")
    }

    /// A miette report for terminal rendering.
    pub fn to_report(&self) -> miette::Report {
        let source = self.file.as_ref().map(|f| named_source(f));
        miette::Report::new(MietteView(self.clone(), source))
    }
}

/// What `--format json` prints for one diagnostic (field order is the output order).
#[derive(Debug, serde::Serialize)]
pub struct Record<'a> {
    pub severity: &'a str,
    pub code: &'a str,
    pub message: &'a str,
    /// Site-relative path; empty when the diagnostic is about no file.
    pub file: &'a str,
    /// 1-based; 0 when there is no file.
    pub line: usize,
    pub column: usize,
    pub end_line: usize,
    pub end_column: usize,
    pub help: Option<&'a str>,
}

impl fmt::Display for Diagnostic {
    /// Plain one-line form: `file:line:col: severity[code]: message`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (line, col) = self.line_col();
        write!(f, "{}:{}:{}: {}[{}]: {}", self.file_name(), line, col, self.severity.as_str(), self.code, self.message)?;
        if let Some(h) = &self.help {
            write!(f, " (help: {h})")?;
        }
        Ok(())
    }
}

/// Adapter that lets miette render our plain diagnostic data.
#[derive(Debug)]
struct MietteView(Diagnostic, Option<NamedSource<String>>);

impl fmt::Display for MietteView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.message)
    }
}
impl std::error::Error for MietteView {}

impl miette::Diagnostic for MietteView {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(self.0.code))
    }
    fn severity(&self) -> Option<miette::Severity> {
        Some(match self.0.severity {
            Severity::Error => miette::Severity::Error,
            Severity::Warning => miette::Severity::Warning,
        })
    }
    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.0.help.as_ref().map(|h| Box::new(h) as Box<dyn fmt::Display>)
    }
    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        self.1.as_ref().map(|s| s as &dyn miette::SourceCode)
    }
    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        let f = self.0.file.as_ref()?;
        let (line, col) = f.line_col(self.0.span.start);
        let text = if self.0.label.is_empty() { format!("{}:{line}:{col}", f.name) } else { format!("{} ({}:{line}:{col})", self.0.label, f.name) };
        let span: SourceSpan = (self.0.span.start, self.0.span.len()).into();
        Some(Box::new(std::iter::once(LabeledSpan::new_with_span(Some(text), span))))
    }
}

/// miette's view of a source file: its text under its site-relative name.
pub fn named_source(file: &SourceFile) -> NamedSource<String> {
    NamedSource::new(file.name.clone(), file.text.clone())
}

/// All diagnostics of one run, in the order they were found.
#[derive(Debug, Default)]
pub struct Diagnostics {
    pub items: Vec<Diagnostic>,
}

impl Diagnostics {
    pub fn push(&mut self, d: Diagnostic) {
        self.items.push(d);
    }
    pub fn extend(&mut self, ds: impl IntoIterator<Item = Diagnostic>) {
        self.items.extend(ds);
    }
    pub fn has_errors(&self) -> bool {
        self.items.iter().any(Diagnostic::is_error)
    }
    pub fn count(&self, s: Severity) -> usize {
        self.items.iter().filter(|d| d.severity == s).count()
    }
    /// Stable order for output: by file, then position.
    pub fn sort(&mut self) {
        self.items.sort_by(|a, b| (a.file_name(), a.span.start).cmp(&(b.file_name(), b.span.start)));
    }
}

/// The closest candidate to `target` (for "did you mean …?" help), if close enough.
pub fn nearest<'a>(target: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let mut best: Option<(f64, &str)> = None;
    for c in candidates {
        let score = strsim::normalized_levenshtein(&target.to_lowercase(), &c.to_lowercase());
        if best.map_or(true, |(b, _)| score > b) {
            best = Some((score, c));
        }
    }
    best.filter(|(s, _)| *s >= 0.5).map(|(_, c)| c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_col_counts_chars_from_one() {
        let f = SourceFile::new("a.md", "ab\ncdé f\n");
        assert_eq!(f.line_col(0), (1, 1));
        assert_eq!(f.line_col(3), (2, 1));
        assert_eq!(f.line_col(8), (2, 5));
    }

    #[test]
    fn json_line_has_all_fields() {
        let f = SourceFile::new("docs/a.md", "x\n[l](/nope)\n");
        let d = Diagnostic::error("docc::broken-link", "broken \"link\"").at(&f, 2..12, "here").help("did you mean /a?");
        assert_eq!(
            d.to_json(),
            r#"{"severity":"error","code":"docc::broken-link","message":"broken \"link\"","file":"docs/a.md","line":2,"column":1,"end_line":2,"end_column":11,"help":"did you mean /a?"}"#
        );
    }

    #[test]
    fn nearest_suggests_close_routes_only() {
        let routes = ["/Documentation/glossary", "/Documentation/index"];
        assert_eq!(nearest("/Documentation/glosary", routes), Some("/Documentation/glossary"));
        assert_eq!(nearest("/zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz", routes), None);
    }
}
