//! Directive syntax: the `:::type Title` / `:::type[Title]` line that opens an admonition
//! and the `:::` line that closes one (the region splitter, `regions.rs`, decides what they
//! mean where they stand). Kept apart so their exact behaviour is pinned on the fixtures
//! (`directive/tests.rs`).

use nom::branch::alt;
use nom::bytes::complete::take_while1;
use nom::character::complete::{space0, space1};
use nom::combinator::{map, rest};
use nom::sequence::preceded;
use nom::IResult;

/// `:::kind Optional title` → (kind, title).
fn admonition_open(line: &str) -> IResult<&str, (&str, &str)> {
    let (i, _) = space0(line)?;
    let (i, _) = take_while1(|c: char| c == ':')(i).and_then(|(r, colons): (&str, &str)| {
        if colons.len() >= 3 {
            Ok((r, colons))
        } else {
            Err(nom::Err::Error(nom::error::Error::new(i, nom::error::ErrorKind::Tag)))
        }
    })?;
    let (i, kind) = take_while1(|c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_')(i)?;
    // Docusaurus 3 writes the title as a directive label, `:::tip[Title]`; 2 wrote `:::tip Title`.
    if let Some(label) = i.strip_prefix('[').and_then(|l| l.trim_end().strip_suffix(']')) {
        return Ok(("", (kind, label.trim())));
    }
    let (i, title) = alt((preceded(space1, rest), map(space0, |_| "")))(i)?;
    Ok((i, (kind, title.trim())))
}

/// The opening line of an admonition (without its line break) → (type, title), both
/// slices of `line`; the title is empty when the line gives none.
pub(crate) fn open(line: &str) -> Option<(&str, &str)> {
    admonition_open(line).ok().map(|(_, o)| o)
}

/// A line of three or more colons closes the innermost admonition (Docusaurus lets
/// outer admonitions use more colons than inner ones: `::::info` … `:::tip` … `::::`).
pub(crate) fn close(line: &str) -> bool {
    let t = line.trim();
    t.len() >= 3 && t.chars().all(|c| c == ':')
}

#[cfg(test)]
mod tests;
