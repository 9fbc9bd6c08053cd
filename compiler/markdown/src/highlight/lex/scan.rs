//! The token shapes the lexers share, as nom parsers over the code's bytes: blanks, names,
//! numbers, comments, escapes and runs of operator characters. Each recognises a prefix of its
//! input and returns it (`Ok((rest, token))`); the lexers decide the token's class from their
//! context (`super::Lx`). The error type is `()`: a shape that does not start here costs no
//! allocation, and every lexer has a fallback, so no error is ever reported.
//!
//! Inputs are `&[u8]` slices of a `&str` cut at character boundaries, and every parser ends a
//! token at an ASCII byte or at the end of its input, so the rest is a character boundary too.

use super::is_ident;
use nom::branch::alt;
use nom::bytes::complete::{tag, take, take_till, take_till1, take_until, take_while, take_while1};
use nom::combinator::{recognize, rest, verify};
use nom::multi::many0_count;
use nom::sequence::pair;
use nom::IResult;

pub(super) type In<'a> = &'a [u8];
pub(super) type Res<'a> = IResult<In<'a>, In<'a>, ()>;

/// How many bytes `parser` recognises at the start of `i`; 0 when the shape is not there.
pub(super) fn len<'a>(i: In<'a>, mut parser: impl FnMut(In<'a>) -> Res<'a>) -> usize {
    parser(i).map_or(0, |(_, token)| token.len())
}

/// Spaces and tabs (bash and YAML, where a newline means something).
pub(super) fn blanks(i: In<'_>) -> Res<'_> {
    take_while(|b| b == b' ' || b == b'\t')(i)
}

/// Whitespace, newlines included.
pub(super) fn space(i: In<'_>) -> Res<'_> {
    take_while(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r'))(i)
}

/// The rest of the line, its newline excluded (a line comment, a YAML directive).
pub(super) fn line(i: In<'_>) -> Res<'_> {
    take_till(|b| b == b'\n')(i)
}

/// A name: letters, digits, `_` and any non-ASCII character; with `dollar`, `$` too (JavaScript).
pub(super) fn name(dollar: bool) -> impl Fn(In<'_>) -> Res<'_> {
    move |i| take_while(|b| is_ident(b) || (dollar && b == b'$'))(i)
}

/// A number literal: digits, hex/octal/binary prefixes, `_` separators, one fraction, an
/// exponent with its sign and a type suffix (`1_000u64`, `0xff`, `1.5e-3`, `10n`); it stops
/// before `..` (a range) and a second `.`. What starts the number is the caller's to check.
pub(super) fn number<'a>(i: In<'a>) -> Res<'a> {
    let hex = i.starts_with(b"0x");
    let mut fraction = false;
    recognize(many0_count(alt((
        // `e+`/`e-`: an exponent's sign belongs to the number (not in hex, where `e` is a digit).
        verify(alt((tag("e+"), tag("e-"), tag("E+"), tag("E-"))), move |_: &[u8]| !hex),
        take_while1(|b: u8| (b.is_ascii_alphanumeric() || b == b'_') && b != b'e' && b != b'E'),
        alt((tag("e"), tag("E"))),
        // One fraction: a `.` before a digit.
        move |i: In<'a>| -> Res<'a> {
            let (r, dot) = verify(tag("."), |_: &[u8]| !fraction && i.get(1).is_some_and(u8::is_ascii_digit))(i)?;
            fraction = true;
            Ok((r, dot))
        },
    ))))(i)
}

/// A block comment from its `/*` to its `*/` (or the end of the code); with `nested` (Rust),
/// a `/*` inside opens one more level.
pub(super) fn block_comment(nested: bool) -> impl Fn(In<'_>) -> Res<'_> {
    move |i| {
        if !nested {
            return recognize(pair(tag("/*"), alt((recognize(pair(take_until("*/"), tag("*/"))), rest))))(i);
        }
        let (mut r, _) = tag("/*")(i)?;
        let mut depth = 1usize;
        loop {
            (r, _) = take_till(|b| b == b'/' || b == b'*')(r)?;
            if let Ok((after, _)) = tag::<_, _, ()>("*/")(r) {
                r = after;
                depth -= 1;
                if depth == 0 {
                    break;
                }
            } else if let Ok((after, _)) = tag::<_, _, ()>("/*")(r) {
                r = after;
                depth += 1;
            } else if let Ok((after, _)) = take::<_, _, ()>(1usize)(r) {
                r = after;
            } else {
                break;
            }
        }
        Ok((r, &i[..i.len() - r.len()]))
    }
}

/// A backslash escape: `\` and the character after it (whole, if it is not ASCII).
pub(super) fn escape(i: In<'_>) -> Res<'_> {
    recognize(pair(tag("\\"), utf8_char))(i)
}

/// One character of UTF-8 text.
pub(super) fn utf8_char(i: In<'_>) -> Res<'_> {
    let n = match i.first() {
        None => return Err(nom::Err::Error(())),
        Some(&b) if b < 0x80 => 1usize,
        Some(&b) if b >= 0xf0 => 4,
        Some(&b) if b >= 0xe0 => 3,
        Some(_) => 2,
    };
    take(n)(i)
}

/// The body of a quoted string up to a byte it must look at: a backslash, its quote `q` or a
/// newline.
pub(super) fn string_run(q: u8) -> impl Fn(In<'_>) -> Res<'_> {
    move |i| take_till1(|b| b == b'\\' || b == q || b == b'\n')(i)
}

/// A run of the bytes in `set` (an operator's characters).
pub(super) fn run_of(set: &'static [u8]) -> impl Fn(In<'_>) -> Res<'_> {
    move |i| take_while1(|b| set.contains(&b))(i)
}

/// A quoted string's body after its opening quote, up to its closing quote `q` (not taken) or
/// the end of the code: with `backslash`, a `\` takes the byte after it along (`\"` does not
/// close; a `\` last in the code is left); with `line`, it also stops at a newline.
pub(super) fn quoted(q: u8, backslash: bool, line: bool) -> impl Fn(In<'_>) -> Res<'_> {
    move |i| {
        let mut r = i;
        loop {
            (r, _) = take_till(|b| b == q || (backslash && b == b'\\') || (line && b == b'\n'))(r)?;
            match r {
                [b'\\', _, ..] if backslash => r = &r[2..],
                _ => return Ok((r, &i[..i.len() - r.len()])),
            }
        }
    }
}

/// Succeeds, taking nothing, at the end of the code or before a byte of `set` (a NUL in `set`
/// where the lexer's one-byte look-ahead, which reads 0 past the end, took a NUL byte for it).
pub(super) fn before(set: &'static [u8]) -> impl Fn(In<'_>) -> IResult<In<'_>, (), ()> {
    move |i| match i.first() {
        None => Ok((i, ())),
        Some(b) if set.contains(b) => Ok((i, ())),
        Some(_) => Err(nom::Err::Error(())),
    }
}

/// One byte of `set`.
pub(super) fn byte_in(set: &'static [u8]) -> impl Fn(In<'_>) -> Res<'_> {
    move |i| verify(take(1usize), |b: &[u8]| set.contains(&b[0]))(i)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn token<'a>(i: &'a str, parser: impl FnMut(In<'a>) -> Res<'a>) -> &'a str {
        &i[..len(i.as_bytes(), parser)]
    }

    #[test]
    fn numbers() {
        for (code, want) in [
            ("1_000u64;", "1_000u64"),
            ("1.5e-3)", "1.5e-3"),
            ("0xe+1", "0xe"),
            ("2E+8", "2E+8"),
            ("1..2", "1"),
            ("1.2.3", "1.2"),
            (".5x", ".5x"),
            ("ee+1", "ee+1"),
            ("10n ", "10n"),
            ("1.", "1"),
        ] {
            assert_eq!(token(code, number), want, "{code}");
        }
    }

    #[test]
    fn block_comments_nest_only_when_asked() {
        let code = "/* a /* b */ c */ d";
        assert_eq!(token(code, block_comment(false)), "/* a /* b */");
        assert_eq!(token(code, block_comment(true)), "/* a /* b */ c */");
        assert_eq!(token("/* open", block_comment(true)), "/* open");
        assert_eq!(token("/*/", block_comment(false)), "/*/");
        assert_eq!(token("x", block_comment(false)), "");
    }

    #[test]
    fn quoted_bodies_and_escapes() {
        assert_eq!(token(r#"a\"b" : 1"#, quoted(b'"', true, true)), r#"a\"b"#);
        assert_eq!(token("a\nb\"", quoted(b'"', true, true)), "a");
        assert_eq!(token("a\nb'", quoted(b'\'', false, false)), "a\nb");
        assert_eq!(token(r"a\", quoted(b'"', true, false)), "a");
        assert_eq!(token(r"\é!", escape), r"\é");
        assert_eq!(token(r"\", escape), "");
    }

    #[test]
    fn lookahead_treats_nul_as_the_end_only_when_asked() {
        assert!(before(b"\0 ")(b"").is_ok());
        assert!(before(b"\0 ")(b"\0x").is_ok());
        assert!(before(b" ")(b"\0x").is_err());
        assert!(before(b" ")(b" x").is_ok());
    }
}
