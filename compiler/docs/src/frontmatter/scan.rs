//! The line scanning of front matter: where the `---` block lies in a doc, and where each
//! top-level entry of a block starts (what `parse_block` reloads one by one when the whole
//! block fails). Kept apart so its exact behaviour is pinned on the fixtures (`scan/tests.rs`).

use std::ops::Range;

/// Where the front matter lies in a doc's text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Split {
    /// The doc has none (its first line, after a byte-order mark, is not `---`).
    None { body: Range<usize> },
    /// Opened by `---` at `open` but never closed.
    Unclosed { open: Range<usize> },
    /// The YAML between the two `---` lines, and the body after the closing one.
    Block { yaml: Range<usize>, body: Range<usize> },
}

/// Finds the `---` block: a first line (after a byte-order mark) and a later line of only
/// `---` and trailing white space.
pub(super) fn split(text: &str) -> Split {
    let bom = if text.starts_with('\u{feff}') { 3 } else { 0 };
    let rest = &text[bom..];
    let first_line_end = rest.find('\n').map(|i| i + 1).unwrap_or(rest.len());
    if rest[..first_line_end].trim_end() != "---" {
        return Split::None { body: bom..text.len() };
    }
    // Find the closing `---` line.
    let mut pos = bom + first_line_end;
    let start = pos;
    while pos < text.len() {
        let le = text[pos..].find('\n').map(|i| pos + i + 1).unwrap_or(text.len());
        if text[pos..le].trim_end() == "---" {
            return Split::Block { yaml: start..pos, body: le..text.len() };
        }
        pos = le;
    }
    Split::Unclosed { open: bom..bom + 3 }
}

/// Byte ranges of the top-level entries of a block: a line starting in column 0 opens an
/// entry; indented lines, comments, `- items` and closing brackets continue the previous one.
pub(super) fn top_level_entries(block: &str) -> Vec<Range<usize>> {
    let mut starts = Vec::new();
    let mut pos = 0;
    for line in block.split_inclusive('\n') {
        let continues = line.trim().is_empty() || line.starts_with([' ', '\t', '#', '-', ']', '}']);
        if !continues || starts.is_empty() {
            starts.push(pos);
        }
        pos += line.len();
    }
    starts.iter().enumerate().map(|(i, &s)| s..starts.get(i + 1).copied().unwrap_or(block.len())).collect()
}

#[cfg(test)]
mod tests;
