//! JSON (comments allowed, as in `tsconfig.json`): each token's shape is a nom parser (`token`);
//! a string is a key when a `:` follows it.

use super::scan::{self, In};
use super::Lx;
use nom::branch::alt;
use nom::bytes::complete::{tag, take, take_while1};
use nom::combinator::{map, recognize};
use nom::sequence::pair;
use nom::IResult;

#[derive(Clone, Copy)]
enum Kind {
    /// A string's opening quote (the string itself is `Lx::string`'s, for its escapes).
    Quote,
    Comment,
    Punct,
    Number,
    /// A word (`true`, `false`, `null` are constants) or any other byte.
    Word,
}

/// The token at the start of `i`, whatever `i` holds (one byte at least). Its first byte picks
/// the parser (a nom `alt` trying each in turn cost a quarter of the lexer's speed).
fn token(i: In<'_>) -> IResult<In<'_>, (Kind, In<'_>), ()> {
    match i.first() {
        Some(b'"') => map(tag("\""), kind(Kind::Quote))(i),
        Some(b'{' | b'}' | b'[' | b']' | b',' | b':') => map(take(1usize), kind(Kind::Punct))(i),
        Some(b'-' | b'0'..=b'9') => map(recognize(pair(take(1usize), scan::number)), kind(Kind::Number))(i),
        Some(b'/') => alt((map(recognize(pair(tag("//"), scan::line)), kind(Kind::Comment)), map(scan::block_comment(false), kind(Kind::Comment)), word))(i),
        _ => word(i),
    }
}

/// A word (a run of name bytes) or any other byte.
fn word(i: In<'_>) -> IResult<In<'_>, (Kind, In<'_>), ()> {
    map(alt((take_while1(super::is_ident), take(1usize))), kind(Kind::Word))(i)
}

/// Tags a token with its kind.
fn kind<'a>(k: Kind) -> impl Fn(In<'a>) -> (Kind, In<'a>) {
    move |t| (k, t)
}

impl Lx<'_> {
    pub(super) fn json(&mut self) {
        let c = *self.c;
        while self.i < self.b.len() {
            if self.space() {
                continue;
            }
            let Ok((_, (kind, t))) = token(self.rest()) else { break };
            match kind {
                Kind::Quote => {
                    let body = scan::len(&self.b[self.i + 1..], scan::quoted(b'"', true, true));
                    let key = self.next_byte((self.i + 2 + body).min(self.b.len())) == b':';
                    self.string(b'"', if key { c.prop } else { c.str }, true, false);
                }
                Kind::Comment => self.take(self.i + t.len(), c.com),
                Kind::Punct => self.take(self.i + 1, c.punct),
                Kind::Number => self.take(self.i + t.len(), c.num),
                Kind::Word => self.take(self.i + t.len(), if matches!(t, b"true" | b"false" | b"null") { c.cons } else { c.plain }),
            }
        }
    }
}
