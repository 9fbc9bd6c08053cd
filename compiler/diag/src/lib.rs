//! Diagnostics as data. Every phase pushes `Diagnostic`s (never panics, never stops at
//! the first problem); the CLI renders them with miette (fancy on a terminal, plain
//! otherwise) or as JSON lines for CI. Spans are byte ranges into a `SourceFile`, so
//! line and column are derived, never tracked by hand.

pub mod confine;
pub mod paths;

use miette::{LabeledSpan, SourceSpan};
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
    /// Byte offset of each line start, built on the first diagnostic that needs it, so
    /// reporting k diagnostics in a file of n bytes costs O(n + k·log n), not O(n·k).
    line_starts: std::sync::OnceLock<Vec<usize>>,
}

impl SourceFile {
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> Arc<Self> {
        Arc::new(SourceFile { name: name.into(), text: text.into(), line_starts: Default::default() })
    }

    fn line_starts(&self) -> &[usize] {
        self.line_starts.get_or_init(|| std::iter::once(0).chain(self.text.match_indices('\n').map(|(i, _)| i + 1)).collect())
    }

    /// 0-based index of the line holding byte `offset`.
    fn line_index(&self, offset: usize) -> usize {
        self.line_starts().partition_point(|&s| s <= offset).saturating_sub(1)
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let offset = (0..=offset).rev().find(|&i| self.text.is_char_boundary(i)).unwrap_or(0);
        let line = self.line_index(offset);
        let line_start = self.line_starts()[line];
        (line + 1, self.text[line_start..offset].chars().count() + 1)
    }
}

/// miette's view of a file: only the lines around a span are handed to miette (found
/// with the line index), so rendering a diagnostic never scans or copies the whole file.
#[derive(Debug)]
struct IndexedSource(Arc<SourceFile>);

/// A line longer than this (minified JSON: a whole spec on one line) is shown as a slice
/// around the span: miette would print the whole line, and pads with widths that overflow
/// its formatter past 65,535 columns (a panic).
const WIDE_LINE: usize = 1000;
/// Bytes of context kept either side of a span on a wide line, and the most of the span shown.
const WIDE_CONTEXT: usize = 80;
const WIDE_SPAN: usize = 240;

impl SourceFile {
    /// Byte range of the line holding `offset`, without its newline.
    fn line_range(&self, offset: usize) -> Range<usize> {
        let starts = self.line_starts();
        let i = self.line_index(offset);
        let end = starts.get(i + 1).map_or(self.text.len(), |&s| s - 1);
        starts[i]..end.max(starts[i])
    }

    /// The span a report underlines: on a wide line, at most `WIDE_SPAN` bytes of it.
    fn shown_span(&self, span: Range<usize>) -> Range<usize> {
        let len = self.text.len();
        let start = span.start.min(len);
        let line = self.line_range(start);
        if line.len() <= WIDE_LINE {
            return start..span.end.clamp(start, len);
        }
        let end = span.end.clamp(start, (start + WIDE_SPAN).min(line.end));
        start..floor_boundary(&self.text, end)
    }
}

fn floor_boundary(s: &str, mut i: usize) -> usize {
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn ceil_boundary(s: &str, mut i: usize) -> usize {
    while !s.is_char_boundary(i) {
        i += 1;
    }
    i
}

impl miette::SourceCode for IndexedSource {
    fn read_span<'a>(&'a self, span: &SourceSpan, before: usize, after: usize) -> Result<Box<dyn miette::SpanContents<'a> + 'a>, miette::MietteError> {
        let f = &self.0;
        let starts = f.line_starts();
        let len = f.text.len();
        let start = span.offset().min(len);
        let end = (start + span.len()).min(len);
        let line = f.line_range(start);
        if line.len() > WIDE_LINE {
            // Only a slice of this one line, with its true line and column.
            let end = end.min(line.end).max(start);
            let from = floor_boundary(&f.text, start.saturating_sub(WIDE_CONTEXT).max(line.start));
            let to = ceil_boundary(&f.text, (end + WIDE_CONTEXT).min(line.end));
            let column = f.text[line.start..start].chars().count();
            return Ok(Box::new(miette::MietteSpanContents::new_named(
                f.name.clone(),
                &f.text.as_bytes()[from..to],
                SourceSpan::new(from.into(), to - from),
                f.line_index(start),
                column,
                1,
            )));
        }
        let first = f.line_index(start).saturating_sub(before);
        let last = f.line_index(end.saturating_sub(1).max(start)) + after;
        let from = starts[first];
        let to = starts.get(last + 1).copied().unwrap_or(len);
        let window = &f.text.as_bytes()[from..to];
        let local = SourceSpan::new((start - from).into(), end - start);
        let c = <[u8] as miette::SourceCode>::read_span(window, &local, before, after)?;
        let (data, sub) = (c.data(), *c.span());
        Ok(Box::new(miette::MietteSpanContents::new_named(
            f.name.clone(),
            data,
            SourceSpan::new((sub.offset() + from).into(), sub.len()),
            c.line() + first,
            c.column(),
            c.line_count(),
        )))
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
    pub(crate) fn to_record(&self) -> Record<'_> {
        let (line, column) = self.line_col();
        let (end_line, end_column) = self.end_line_col();
        Record {
            severity: self.severity.as_str(),
            code: self.code,
            message: &self.message,
            file: self.file_name(),
            line,
            column,
            end_line,
            end_column,
            help: self.help.as_deref(),
        }
    }

    /// One JSON object (a line of `--format json`), written by serde_json.
    pub fn to_json(&self) -> String {
        serde_json::to_string(&self.to_record()).expect("a diagnostic record always serialises")
    }

    /// A miette report for terminal rendering.
    pub fn to_report(&self) -> miette::Report {
        let source = self.file.clone().map(IndexedSource);
        miette::Report::new(MietteView(self.clone(), source))
    }
}

/// What `--format json` prints for one diagnostic (field order is the output order).
#[derive(Debug, serde::Serialize)]
pub(crate) struct Record<'a> {
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
struct MietteView(Diagnostic, Option<IndexedSource>);

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
        let shown = f.shown_span(self.0.span.clone());
        let span: SourceSpan = (shown.start, shown.len()).into();
        Some(Box::new(std::iter::once(LabeledSpan::new_with_span(Some(text), span))))
    }
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

/// The closest candidate to `target` (for "did you mean …?" help), if close enough. For many
/// targets against the same candidates, build a [`Nearest`] once instead.
pub fn nearest<'a>(target: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let candidates: Vec<&'a str> = candidates.into_iter().collect();
    Nearest::new(candidates.iter().copied()).find_index(target).map(|i| candidates[i])
}

/// The last part of a path or route, without a Markdown extension: what a typo is in. Two
/// paths share their folders and `.md`, which alone made `nope.md` look like `index.md`.
fn stem(s: &str) -> String {
    let last = s.rsplit('/').next().unwrap_or(s);
    last.strip_suffix(".mdx").or_else(|| last.strip_suffix(".md")).unwrap_or(last).to_lowercase()
}

/// Whether two strings of `a` and `b` chars can have a normalized Levenshtein similarity of at
/// least `min`: their distance is at least the difference of their lengths.
fn may_reach(a: usize, b: usize, min: f64) -> bool {
    let max = a.max(b);
    max == 0 || 1.0 - a.abs_diff(b) as f64 / max as f64 >= min
}

/// `strsim::normalized_levenshtein(a, b)` for strings of `a_n` and `b_n` chars, computed on what
/// lies between their common prefix and suffix (which leave the distance unchanged): two paths
/// or routes share most of their folders, so the table shrinks from their lengths to the part
/// that differs.
fn similarity(a: &str, b: &str, a_n: usize, b_n: usize) -> f64 {
    let max = a_n.max(b_n);
    if max == 0 {
        return 1.0;
    }
    let prefix: usize = a.chars().zip(b.chars()).take_while(|(x, y)| x == y).map(|(x, _)| x.len_utf8()).sum();
    let (a, b) = (&a[prefix..], &b[prefix..]);
    let suffix: usize = a.chars().rev().zip(b.chars().rev()).take_while(|(x, y)| x == y).map(|(x, _)| x.len_utf8()).sum();
    let (a, b) = (&a[..a.len() - suffix], &b[..b.len() - suffix]);
    1.0 - strsim::levenshtein(a, b) as f64 / max as f64
}

/// Bytes of the longest common prefix of `a` and `b`.
fn common_prefix(a: &str, b: &str) -> usize {
    a.bytes().zip(b.bytes()).take_while(|(x, y)| x == y).count()
}

/// How many times each ASCII character occurs (every other character counted as one).
fn char_counts(s: &str) -> [u16; 128] {
    let mut counts = [0u16; 128];
    for c in s.chars() {
        let k = if c.is_ascii() { c as usize } else { 127 };
        counts[k] = counts[k].saturating_add(1);
    }
    counts
}

/// Whether `b` can reach a similarity of `min` with the string whose counts are `a` (`max`: the
/// longer one's length in chars): an edit changes the counts' total difference by at most 2, so
/// the distance is at least half of it.
fn may_reach_counts(a: &[u16; 128], b: &str, max: usize, min: f64) -> bool {
    let counts = char_counts(b);
    let diff: usize = a.iter().zip(counts.iter()).map(|(x, y)| x.abs_diff(*y) as usize).sum();
    max == 0 || 1.0 - diff.div_ceil(2) as f64 / max as f64 >= min
}

/// "Did you mean …?" over a fixed set of candidates (a site's routes or files), indexed once:
/// candidates are grouped by their stem, so a target is compared with each distinct stem and
/// ranked only against the candidates whose stem is close. A site whose pages repeat names
/// across folders or versions (`index`, `overview`, a versioned docs tree) has far fewer stems
/// than routes; comparing every broken link with every route was quadratic (a 600-page real
/// corpus with 1,000 broken links spent 85% of a 20 s compile in Levenshtein, issue 31).
/// Picks what [`nearest`] always picked: the best whole-string score, the earliest on a tie.
pub struct Nearest {
    candidates: Vec<String>,
    /// Lower-cased candidate and its length in chars.
    lower: Vec<(String, usize)>,
    /// Distinct stems in first-seen order: (stem, its length in chars, candidate indexes).
    stems: Vec<(String, usize, Vec<usize>)>,
    /// A target's stem → the close stems (`close_stems`).
    memo: std::sync::Mutex<std::collections::HashMap<String, std::sync::Arc<[usize]>>>,
    /// A target → its answer: a missing file is linked from several pages (a folder's pages
    /// all linking the same left-out page), and each asked again ranked every candidate of
    /// its close stems again. On the 10,000-page real corpus of issue 31 the docs phase spent
    /// a third of its time in those repeats (2,688 broken `.md` links at 2,000 pages name 522 files).
    found: std::sync::Mutex<std::collections::HashMap<String, Option<usize>>>,
}

impl Nearest {
    pub fn new<'a>(candidates: impl IntoIterator<Item = &'a str>) -> Self {
        let candidates: Vec<String> = candidates.into_iter().map(str::to_string).collect();
        let lower = candidates.iter().map(|c| c.to_lowercase()).map(|l| (l.clone(), l.chars().count())).collect();
        let mut at: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
        let mut stems: Vec<(String, usize, Vec<usize>)> = Vec::new();
        for (i, c) in candidates.iter().enumerate() {
            let s = stem(c);
            match at.get(&s) {
                Some(&k) => stems[k].2.push(i),
                None => {
                    at.insert(s.clone(), stems.len());
                    let n = s.chars().count();
                    stems.push((s, n, vec![i]));
                }
            }
        }
        Nearest { candidates, lower, stems, memo: Default::default(), found: Default::default() }
    }

    /// The stems (indexes into `stems`) close to `own`: once per distinct stem of the targets, as
    /// a page's copies and versions link the same missing names.
    fn close_stems(&self, own: &str, own_n: usize) -> std::sync::Arc<[usize]> {
        if let Some(k) = self.memo.lock().unwrap_or_else(|e| e.into_inner()).get(own) {
            return k.clone();
        }
        let close: std::sync::Arc<[usize]> = self
            .stems
            .iter()
            .enumerate()
            .filter(|(_, (s, n, _))| may_reach(own_n, *n, 0.5) && strsim::normalized_levenshtein(own, s) >= 0.5)
            .map(|(k, _)| k)
            .collect();
        self.memo.lock().unwrap_or_else(|e| e.into_inner()).insert(own.to_string(), close.clone());
        close
    }

    /// The closest candidate to `target`, if close enough.
    pub fn find(&self, target: &str) -> Option<&str> {
        self.find_index(target).map(|i| self.candidates[i].as_str())
    }

    fn find_index(&self, target: &str) -> Option<usize> {
        if let Some(&known) = self.found.lock().unwrap_or_else(|e| e.into_inner()).get(target) {
            return known;
        }
        let answer = self.rank(target);
        self.found.lock().unwrap_or_else(|e| e.into_inner()).insert(target.to_string(), answer);
        answer
    }

    /// The best candidate for `target`, ranked anew.
    fn rank(&self, target: &str) -> Option<usize> {
        let (whole, own) = (target.to_lowercase(), stem(target));
        let (whole_n, own_n) = (whole.chars().count(), own.chars().count());
        let whole_counts = char_counts(&whole);
        let mut best: Option<(f64, usize)> = None;
        for &k in self.close_stems(&own, own_n).iter() {
            let members = &self.stems[k].2;
            // Closest folders first (the longest prefix shared with the target), so that the best
            // score is found early and the bounds below skip the rest without a distance.
            let mut order: Vec<(usize, usize)> = members.iter().map(|&i| (common_prefix(&whole, &self.lower[i].0), i)).collect();
            order.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
            for (_, i) in order {
                let (c, c_n) = &self.lower[i];
                if best.is_some_and(|(b, _)| !may_reach(whole_n, *c_n, b) || !may_reach_counts(&whole_counts, c, whole_n.max(*c_n), b)) {
                    continue;
                }
                let score = similarity(&whole, c, whole_n, *c_n);
                if best.is_none_or(|(b, j)| score > b || (score == b && i < j)) {
                    best = Some((score, i));
                }
            }
        }
        best.filter(|(s, _)| *s >= 0.5).map(|(_, i)| i)
    }
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

    fn render(d: &Diagnostic) -> String {
        let mut out = String::new();
        miette::GraphicalReportHandler::new_themed(miette::GraphicalTheme::none()).render_report(&mut out, d.to_report().as_ref()).unwrap();
        out
    }

    #[test]
    fn report_shows_the_lines_around_the_span_with_true_numbers() {
        let text: String = (1..=30).map(|i| format!("line {i}\n")).collect();
        let f = SourceFile::new("docs/a.md", text.clone());
        let at = text.find("line 17").unwrap();
        let out = render(&Diagnostic::warning("docc::x", "boom").at(&f, at..at + 7, "here"));
        assert!(out.contains("[docs/a.md:17:1]"), "{out}");
        for l in ["16 | line 16", "17 | line 17", "18 | line 18"] {
            assert!(out.contains(l), "{l} in {out}");
        }
        assert!(!out.contains("line 14") && !out.contains("line 20"), "{out}");
        // Spans at the very end and on a last line without newline.
        let g = SourceFile::new("b.md", "a\nbb");
        assert!(render(&Diagnostic::warning("docc::x", "end").at(&g, 2..4, "here")).contains("2 | bb"));
        assert!(render(&Diagnostic::warning("docc::x", "eof").at(&g, 4..4, "here")).contains("b.md:2:3"));
    }

    /// A spec minified onto one 3 MB line: the report shows a slice around the span with
    /// the true line and column (miette used to panic on widths past 65,535 columns).
    #[test]
    fn wide_lines_are_cut_around_the_span() {
        let mut text = String::from("{\"a\":\"");
        text.push_str(&"é".repeat(1_500_000));
        let at = text.len();
        text.push_str("<p>HTML here</p>");
        text.push_str(&"x".repeat(100_000));
        text.push_str("\"}\nnext line\n");
        let f = SourceFile::new("spec.json", text.clone());
        let out = render(&Diagnostic::warning("docc::x", "wide").at(&f, at..text.len() - 12, "here"));
        assert!(out.contains("[spec.json:1:1500007]"), "{}", &out[..out.len().min(2000)]);
        assert!(out.contains("<p>HTML here</p>"), "{out}");
        assert!(out.len() < 4000, "{} bytes", out.len());
        assert!(!out.contains("next line"), "{out}");
    }

    /// 100,000 diagnostics in a 1 MB file: with a line index per file this is linear; the
    /// old per-diagnostic scan took over a minute. The time-out only catches that regression.
    #[test]
    fn reporting_many_diagnostics_is_linear() {
        let text = "word ".repeat(10).trim_end().to_string() + "\n";
        let text = text.repeat(20_000);
        let f = SourceFile::new("big.md", text.clone());
        // No duration asserted (`just bench` times 100,000 warnings on one page,
        // tests/bench/pathological.py): the loop runs under a hang guard that only a return to
        // a scan of the file per diagnostic (10^11 bytes read) would trip.
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let step = text.len() / 100_000;
            let mut total = 0;
            for i in 0..100_000 {
                let d = Diagnostic::warning("docc::x", "w").at(&f, i * step..i * step + 1, "");
                total += d.line_col().0 + d.to_json().len();
                if i % 100 == 0 {
                    total += render(&d).len();
                }
            }
            let _ = tx.send(total);
        });
        assert!(rx.recv_timeout(std::time::Duration::from_secs(300)).expect("the diagnostics were made") > 0);
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
        // Shared folders and extension are no likeness: the file's own name must be close.
        assert_eq!(nearest("docs/nope.md", ["docs/index.md", "docs/intro.md"]), None);
        assert_eq!(nearest("docs/guides/instal.md", ["docs/guides/install.md", "docs/index.md"]), Some("docs/guides/install.md"));
        assert_eq!(nearest("docs/guide/install.md", ["docs/guides/install.md"]), Some("docs/guides/install.md"));
    }

    #[test]
    fn similarity_is_normalized_levenshtein() {
        let words = [
            "",
            "a",
            "ab",
            "docs/c00/guide/index.md",
            "docs/c01/guide/index.md",
            "docs/c01/guid/index.md",
            "é/x/é",
            "é/y/é",
            "abcabc",
            "abc",
            "cabc",
            "kitten",
            "sitting",
        ];
        for a in words {
            for b in words {
                let expected = strsim::normalized_levenshtein(a, b);
                assert!((similarity(a, b, a.chars().count(), b.chars().count()) - expected).abs() < 1e-12, "{a:?} {b:?}");
            }
        }
    }

    /// The index picks what comparing every candidate picks (best whole-string score among
    /// those whose stem is close, the earliest on a tie), over routes that share stems.
    #[test]
    fn nearest_index_agrees_with_every_comparison() {
        let brute = |target: &str, cands: &[String]| -> Option<usize> {
            let (whole, own) = (target.to_lowercase(), stem(target));
            let mut best: Option<(f64, usize)> = None;
            for (i, c) in cands.iter().enumerate() {
                let score = strsim::normalized_levenshtein(&whole, &c.to_lowercase());
                if best.is_none_or(|(b, _)| score > b) && strsim::normalized_levenshtein(&own, &stem(c)) >= 0.5 {
                    best = Some((score, i));
                }
            }
            best.filter(|(s, _)| *s >= 0.5).map(|(_, i)| i)
        };
        let names = ["index", "overview", "install", "installation", "api", "accounts", "account", "notes", "note-types", "a", ""];
        let mut cands = Vec::new();
        for v in ["", "/0.13", "/0.14", "/c01/docs"] {
            for (k, n) in names.iter().enumerate() {
                cands.push(format!("{v}/builder/{}/{n}", ["tools", "smart-contracts", "x"][k % 3]));
            }
        }
        let index = Nearest::new(cands.iter().map(String::as_str));
        for t in [
            "/builder/tools/instal",
            "/0.14/builder/x/acounts",
            "/c02/docs/builder/tools/index",
            "/zz/notes.md",
            "/",
            "api",
            "/0.13/builder/tools/overveiw",
            "/nothing/qqqqqqqq",
        ] {
            assert_eq!(index.find_index(t), brute(t, &cands), "{t}");
            // Asked again (another page linking the same missing name): the remembered answer.
            assert_eq!(index.find_index(t), brute(t, &cands), "{t} again");
        }
    }

    /// A target asked again is answered from what the first asking found, not ranked again.
    #[test]
    fn a_repeated_target_is_ranked_once() {
        let index = Nearest::new(["/a/install", "/b/install", "/c/intro"]);
        for _ in 0..3 {
            assert_eq!(index.find("/a/instal"), Some("/a/install"));
            assert_eq!(index.find("/zzz/qqqqqqqq"), None);
        }
        let found = index.found.lock().unwrap();
        assert_eq!((found.len(), found.get("/a/instal"), found.get("/zzz/qqqqqqqq")), (2, Some(&Some(0)), Some(&None)));
    }

    /// A site whose 20,000 routes repeat 1,000 names (copies, versions) and 20,000 broken links:
    /// comparing each link with each route was 4·10^8 whole-route Levenshtein distances
    /// (hours); the index compares each link with the 1,000 distinct stems. No duration is
    /// asserted: the loop runs under a hang guard only the quadratic comparison would trip.
    #[test]
    fn nearest_index_is_not_quadratic_in_routes() {
        // 1,000 distinct page names of 8 pseudo-random letters, as unlike each other as real names.
        let mut seed = 7u64;
        let names: Vec<String> = (0..1000)
            .map(|_| {
                (0..8)
                    .map(|_| {
                        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                        (b'a' + (seed >> 33) as u8 % 26) as char
                    })
                    .collect()
            })
            .collect();
        let routes: Vec<String> = (0..20_000).map(|i| format!("/c{:02}/versioned_docs/version-0.{}/builder/{}", i / 1000, i % 7, names[i % 1000])).collect();
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let index = Nearest::new(routes.iter().map(String::as_str));
            // Each link misspells a page's name (its last letter dropped) under another folder.
            let found = (0..20_000).filter(|i| index.find(&format!("/c{:02}/docs/builder/{}", i / 1000, &names[i % 1000][..7])).is_some()).count();
            let _ = tx.send(found);
        });
        assert_eq!(rx.recv_timeout(std::time::Duration::from_secs(300)).expect("the suggestions were made"), 20_000);
    }
}
