//! Code fences: the opening and closing marker lines (shared by the region splitter and the
//! MDX preparer, which both must never read inside fenced code), and the info string after
//! the opening marker (`ts title="a.ts" {1,3-5}`), parsed with nom.

use nom::branch::alt;
use nom::bytes::complete::{tag, take_till, take_until, take_while1};
use nom::character::complete::{char, digit1, space0};
use nom::combinator::{all_consuming, map, map_res, verify};
use nom::multi::separated_list1;
use nom::sequence::{delimited, preceded, separated_pair, tuple};
use nom::IResult;

/// Unicode white space, none or more (what `str::trim` removes), as a nom parser over
/// `str::trim_start`, whose ASCII fast path nom's `take_while` (a test per character) lacks:
/// it runs on every line of every page.
fn space(i: &str) -> IResult<&str, &str> {
    let rest = i.trim_start();
    Ok((rest, &i[..i.len() - rest.len()]))
}

/// A run of `c` at least `n` long.
fn run(c: char, n: usize) -> impl Fn(&str) -> IResult<&str, &str> {
    move |i| verify(take_while1(move |x| x == c), |r: &str| r.len() >= n)(i)
}

/// `` ``` `` or `~~~` (three or more) starting a line, after white space: the marker's
/// character and length (what follows it is the info string).
/// The run is picked by its first byte, as the highlight lexers pick their tokens: every line
/// outside code is tried, and most start with neither character.
fn marker(line: &str) -> Option<(char, usize)> {
    let (t, _) = space(line).ok()?;
    let c = match t.as_bytes().first()? {
        b'`' => '`',
        b'~' => '~',
        _ => return None,
    };
    let (_, r) = run(c, 3)(t).ok()?;
    Some((c, r.len()))
}

/// A line of only `c`, at least `n` of them, white space around them aside: the closing fence.
fn closing(line: &str, c: char, n: usize) -> bool {
    all_consuming(delimited(space, run(c, n), space))(line).is_ok()
}

/// Which lines are fenced code, fed one line at a time: a fence closes on a line of only
/// its own marker character, at least as long as the opening one (CommonMark).
#[derive(Default)]
pub(crate) struct Fences(Option<(char, usize)>);

impl Fences {
    /// Whether `line` is code: it opens a fence, lies inside one or closes it.
    pub(crate) fn code_line(&mut self, line: &str) -> bool {
        match self.0 {
            Some((c, n)) => {
                if closing(line, c, n) {
                    self.0 = None;
                }
                true
            }
            None => {
                self.0 = marker(line);
                self.0.is_some()
            }
        }
    }

    /// A fenced code block is open (its closing fence not met yet).
    pub(crate) fn is_open(&self) -> bool {
        self.0.is_some()
    }

    /// Ends the open fenced code block (its container ended).
    pub(crate) fn close(&mut self) {
        self.0 = None;
    }
}

#[derive(Debug, Default, Clone, PartialEq)]
pub(crate) struct FenceInfo {
    pub lang: String,
    pub title: String,
    pub highlight: Vec<u32>,
    /// Everything after the language, trimmed (`npm2yarn` is matched on it whole).
    pub meta: String,
}

fn line_range(i: &str) -> IResult<&str, Vec<u32>> {
    let num = || map_res(digit1, |d: &str| d.parse::<u32>());
    alt((map(separated_pair(num(), char('-'), num()), |(a, b)| if a <= b && b - a < 10_000 { (a..=b).collect() } else { vec![] }), map(num(), |n| vec![n])))(i)
}

fn highlight_meta(i: &str) -> IResult<&str, Vec<u32>> {
    map(delimited(char('{'), separated_list1(tuple((space0, char(','), space0)), line_range), char('}')), |v| v.concat())(i)
}

fn title_meta(i: &str) -> IResult<&str, &str> {
    preceded(
        tag("title="),
        alt((delimited(char('"'), take_until("\""), char('"')), delimited(char('\''), take_until("'"), char('\'')), take_till(|c: char| c.is_whitespace()))),
    )(i)
}

/// Parses a fence info string: `ts title="a.ts" {1,3-5} showLineNumbers`.
pub(crate) fn parse_fence_info(info: &str) -> FenceInfo {
    let info = info.trim();
    let (lang, mut rest_) = match info.find(|c: char| c.is_whitespace() || c == '{') {
        Some(i) => (&info[..i], &info[i..]),
        None => (info, ""),
    };
    let mut out = FenceInfo { lang: lang.to_string(), meta: rest_.trim().to_string(), ..Default::default() };
    loop {
        rest_ = rest_.trim_start();
        if rest_.is_empty() {
            break;
        }
        if let Ok((r, lines)) = highlight_meta(rest_) {
            out.highlight.extend(lines);
            rest_ = r;
        } else if let Ok((r, t)) = title_meta(rest_) {
            out.title = t.to_string();
            rest_ = r;
        } else {
            // Unknown meta word (e.g. showLineNumbers): skip it.
            rest_ = rest_.find(char::is_whitespace).map(|i| &rest_[i..]).unwrap_or("");
        }
    }
    out.highlight.sort_unstable();
    out.highlight.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fences_close_on_their_own_marker_at_least_as_long() {
        let mut f = Fences::default();
        let lines = ["text", "````md", "```", "~~~~", "````", "after"];
        let code: Vec<bool> = lines.iter().map(|l| f.code_line(l)).collect();
        assert_eq!(code, [false, true, true, true, true, false]);
        assert_eq!(marker("  ~~~~ts"), Some(('~', 4)));
        assert_eq!(marker("``"), None);
        assert!(closing(" ```` \u{a0}", '`', 3) && !closing("``` x", '`', 3) && !closing("```", '`', 4) && !closing("~~~", '`', 3));
    }
}
