//! Directive syntax: the `:::type Title` / `:::type[Title]` line that opens an admonition
//! and the `:::` line that closes one (the region splitter, `regions.rs`, decides what they
//! mean where they stand), as nom parsers over one line without its line break. Kept apart
//! so their exact behaviour is pinned on the fixtures (`directive/tests.rs`, `directive/PIN`).

use nom::branch::alt;
use nom::bytes::complete::{take_while, take_while1};
use nom::character::complete::{anychar, char, space0, space1};
use nom::combinator::{all_consuming, map, recognize, rest, value, verify};
use nom::multi::many_till;
use nom::sequence::{delimited, preceded, terminated, tuple};
use nom::IResult;

/// Three or more colons: Docusaurus lets an outer admonition use more than an inner one
/// (`::::info` … `:::tip` … `::::`), so the count is not matched against the opener's.
fn colons(i: &str) -> IResult<&str, &str> {
    verify(take_while1(|c: char| c == ':'), |c: &str| c.len() >= 3)(i)
}

/// The type: ASCII letters and digits, `-` and `_` (what follows it is the title).
fn type_name(i: &str) -> IResult<&str, &str> {
    take_while1(|c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_')(i)
}

/// White space to the end of the line (Unicode's, as `str::trim` reads it).
fn trailing_space(i: &str) -> IResult<&str, &str> {
    all_consuming(take_while(char::is_whitespace))(i)
}

/// A directive label ending the line, `[Title]` (Docusaurus 3's way to title an admonition):
/// what lies between the `[` and the last `]`, brackets inside included.
fn label(i: &str) -> IResult<&str, &str> {
    preceded(char('['), recognize(many_till(value((), anychar), terminated(char(']'), trailing_space))))(i).map(|(r, inside)| (r, &inside[..inside.len() - 1]))
}

/// `:::kind[Title]`, `:::kind Title` (Docusaurus 2's way) or `:::kind` → (kind, title). What
/// follows the type without a space and is no label (`{attrs}`, an unclosed `[`) is ignored.
fn opener(line: &str) -> IResult<&str, (&str, &str)> {
    let (i, (_, _, kind)) = tuple((space0, colons, type_name))(line)?;
    let (i, title) = alt((label, preceded(space1, rest), map(space0, |_| "")))(i)?;
    Ok((i, (kind, title.trim())))
}

/// The opening line of an admonition (without its line break) → (type, title), both
/// slices of `line`; the title is empty when the line gives none.
pub(crate) fn open(line: &str) -> Option<(&str, &str)> {
    opener(line).ok().map(|(_, o)| o)
}

/// A line of only three or more colons (white space around them aside) closes the
/// innermost admonition.
pub(crate) fn close(line: &str) -> bool {
    all_consuming(delimited(take_while(char::is_whitespace), colons, take_while(char::is_whitespace)))(line).is_ok()
}

#[cfg(test)]
mod tests;
