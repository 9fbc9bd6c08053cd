//! Front matter's line scanning: where the `---` block lies in a doc (the docs phase's
//! `frontmatter.rs` for a page, `mdx_jsx.rs` for an imported partial, `docc-mdx-measure` for
//! the files it measures: one splitter, so the three agree on where a body starts), and where
//! each top-level entry of a block starts (what the docs phase reloads one by one when the
//! whole block fails), as nom parsers. Kept apart so its exact behaviour is pinned on the
//! fixtures (`front_matter/tests.rs`, `front_matter/PIN`).

use nom::branch::alt;
use nom::bytes::complete::{tag, take_till, take_while};
use nom::character::complete::{char, one_of};
use nom::combinator::{eof, opt, recognize, value, verify};
use nom::multi::{many0, many0_count, many_till};
use nom::sequence::{pair, tuple};
use nom::{IResult, Offset};
use std::ops::Range;

/// Where the front matter lies in a doc's text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Split {
    /// The doc has none (its first line, after a byte-order mark, is not `---`).
    None { body: Range<usize> },
    /// Opened by `---` at `open` but never closed.
    Unclosed { open: Range<usize> },
    /// The YAML between the two `---` lines, and the body after the closing one.
    Block { yaml: Range<usize>, body: Range<usize> },
}

/// White space that does not end the line (Unicode's, as `str::trim_end` reads it).
fn blank(i: &str) -> IResult<&str, &str> {
    take_while(|c: char| c != '\n' && c.is_whitespace())(i)
}

/// The end of a line: its line break, or the end of the text.
fn eol(i: &str) -> IResult<&str, &str> {
    alt((tag("\n"), eof))(i)
}

/// A `---` line: the marker in column 0, then white space only.
fn marker_line(i: &str) -> IResult<&str, &str> {
    recognize(tuple((tag("---"), blank, eol)))(i)
}

/// One line, its line break included; fails at the end of the text.
fn line(i: &str) -> IResult<&str, &str> {
    verify(recognize(pair(take_till(|c| c == '\n'), opt(char('\n')))), |l: &str| !l.is_empty())(i)
}

/// A byte-order mark, which comes before the front matter.
fn byte_order_mark(i: &str) -> IResult<&str, Option<&str>> {
    opt(tag("\u{feff}"))(i)
}

/// Finds the `---` block: a first line (after a byte-order mark) and a later line of only
/// `---` and trailing white space.
pub fn split(text: &str) -> Split {
    let at = |rest: &str| text.len() - rest.len();
    let (rest, bom) = byte_order_mark(text).unwrap_or((text, None));
    let bom = bom.map_or(0, str::len);
    let Ok((yaml, _)) = marker_line(rest) else {
        return Split::None { body: bom..text.len() };
    };
    // The lines up to the closing `---` line; `Vec<()>` holds nothing.
    match many_till(value((), line), marker_line)(yaml) {
        Ok((body, (_, closing))) => Split::Block { yaml: at(yaml)..at(body) - closing.len(), body: at(body)..text.len() },
        Err(_) => Split::Unclosed { open: bom..bom + 3 },
    }
}

/// A line that continues the entry above it: blank, indented, a comment, a `- item` or a
/// closing bracket.
fn continuation(i: &str) -> IResult<&str, &str> {
    alt((verify(recognize(pair(blank, eol)), |l: &str| !l.is_empty()), recognize(pair(one_of(" \t#-]}"), opt(line)))))(i)
}

/// One top-level entry: a line, then the lines that continue it.
fn entry(i: &str) -> IResult<&str, &str> {
    recognize(pair(line, many0_count(continuation)))(i)
}

/// Byte ranges of the top-level entries of a block: a line starting in column 0 opens an
/// entry; indented lines, comments, `- items` and closing brackets continue the previous one.
pub fn top_level_entries(block: &str) -> Vec<Range<usize>> {
    let entries = many0(entry)(block).map_or(Vec::new(), |(_, e)| e);
    entries.into_iter().map(|e| block.offset(e)..block.offset(e) + e.len()).collect()
}

#[cfg(test)]
mod tests;
