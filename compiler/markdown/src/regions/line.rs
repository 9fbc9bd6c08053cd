//! The shapes of the lines the region splitter reads, as nom parsers (the `:::` lines are
//! `directive.rs`'s, fence lines `fence.rs`'s): where a line ends, a line that starts with a
//! closing tag, a line that ends with one. What a line means where it stands (which element
//! it closes, whether it opens one) is the splitter's, `regions.rs`.

use nom::branch::alt;
use nom::bytes::complete::{tag, take_while1};
use nom::character::complete::char;
use nom::combinator::{eof, peek};
use nom::sequence::{delimited, pair, preceded};
use nom::{IResult, InputTake};

/// Unicode white space, none or more (what `str::trim` removes), as a nom parser over
/// `str::trim_start`, whose ASCII fast path nom's `take_while` (a test per character) lacks:
/// it runs on every line of every page.
fn space(i: &str) -> IResult<&str, &str> {
    let rest = i.trim_start();
    Ok((rest, &i[..i.len() - rest.len()]))
}

/// One line, its line break included (the rest of the text when no line break follows). The
/// break is found by `str::find`'s memchr: nom's `take_till` tests every character and its
/// `take_until` runs a substring search, each slower on every line of a page.
pub(super) fn line(i: &str) -> IResult<&str, &str> {
    Ok(i.take_split(i.find('\n').map_or(i.len(), |k| k + 1)))
}

/// A closing tag's name: ASCII letters and digits, `.`, `_` and `-`.
fn close_name(i: &str) -> IResult<&str, &str> {
    take_while1(|c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))(i)
}

/// `</Name>` starting `line` (white space allowed inside the brackets), when only white space
/// or more tags follow it (`</center> <details>`): the name, and what follows the `>`.
pub(super) fn closing_tag(line: &str) -> Option<(&str, &str)> {
    let (after, name) = delimited(pair(tag("</"), space), close_name, pair(space, char('>')))(line).ok()?;
    peek(preceded(space, alt((eof, tag("<")))))(after).ok()?;
    Some((name, after))
}

/// Whether `line` ends with `</name>`, white space after it aside (`last line</TabItem>`).
/// A suffix, read from the end: nom's parsers read forwards.
pub(super) fn ends_with_close(line: &str, name: &str) -> bool {
    line.trim_end().strip_suffix('>').and_then(|l| l.strip_suffix(name)).is_some_and(|l| l.ends_with("</"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_shapes() {
        assert_eq!(line("a\nb"), Ok(("b", "a\n")));
        assert_eq!(line("a"), Ok(("", "a")));
        assert_eq!(line(""), Ok(("", "")));
        assert_eq!(closing_tag("</Tabs>"), Some(("Tabs", "")));
        assert_eq!(closing_tag("</ my.Box-1 >  "), Some(("my.Box-1", "  ")));
        assert_eq!(closing_tag("</center> <details>"), Some(("center", " <details>")));
        assert_eq!(closing_tag("</a> text"), None);
        assert_eq!(closing_tag("</a b>"), None);
        assert_eq!(closing_tag("</>"), None);
        assert_eq!(closing_tag("</a>>"), None);
        assert!(ends_with_close("text</TabItem>  ", "TabItem"));
        assert!(!ends_with_close("text</TabItems>", "TabItem") && !ends_with_close("TabItem>", "TabItem"));
    }
}
