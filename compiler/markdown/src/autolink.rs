//! GFM autolink literals: bare `https://…`, `http://…`, `www.…` and `name@host.tld` in text
//! become links, as remark-gfm makes them for Docusaurus. The rules are
//! micromark-extension-gfm-autolink-literal's (what Docusaurus 3 parses with), which differ
//! from cmark-gfm's spec text in places: a protocol URL needs no dot in its host
//! (`http://localhost:3000` is a link), trailing `.,:;!?"'*_~` and an unbalanced `)` are left
//! out, and so is a trailing `&name;`. The renderer calls this on the merged text of a run of
//! text events outside code, links and images (see `Renderer::flush_text`).

use std::ops::Range;

/// One autolink literal in a text: its byte range and the URL it points at.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Found {
    pub range: Range<usize>,
    pub href: String,
}

/// `\p{P}` or `\p{S}` as micromark's `unicodePunctuation` tests it: ASCII punctuation, and
/// outside ASCII whatever is neither a letter or digit nor whitespace (symbols, emoji,
/// punctuation; combining marks are taken as letters).
fn punctuation(c: char) -> bool {
    if c.is_ascii() {
        c.is_ascii_punctuation()
    } else {
        !(c.is_alphanumeric() || c.is_whitespace() || is_mark(c))
    }
}

/// Combining marks that follow letters in the common scripts (accents, Indic vowel signs).
fn is_mark(c: char) -> bool {
    matches!(c as u32, 0x0300..=0x036F | 0x0483..=0x0489 | 0x0591..=0x05C7 | 0x0610..=0x061A | 0x064B..=0x065F | 0x0900..=0x0DFF | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF | 0x20D0..=0x20FF | 0xFE20..=0xFE2F)
        && !c.is_alphanumeric()
}

fn atext(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.' | '_')
}

/// Every autolink literal in `text`, in order. `before` is the character just before the
/// text in the document (`None` at the start of a paragraph): a literal must not continue a
/// word (`xhttps://…`, `a.b@c.d` inside `/a.b@c.d`).
pub(crate) fn find(text: &str, before: Option<char>) -> Vec<Found> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let end = text.len();
    let at = |i: usize| chars.get(i).map(|&(_, c)| c);
    let offset = |i: usize| chars.get(i).map_or(end, |&(o, _)| o);
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let prev = if i == 0 { before } else { at(i - 1) };
        let c = chars[i].1;
        let found = match c {
            'h' | 'H' if !prev.is_some_and(|p| p.is_ascii_alphabetic()) => protocol(&at, i).map(|e| (e, None)),
            _ => None,
        }
        .or_else(|| match c {
            'w' | 'W' if prev.is_none_or(|p| p.is_whitespace() || matches!(p, '(' | '*' | '_' | '[' | ']' | '~')) => www(&at, i).map(|e| (e, Some("http://"))),
            _ => None,
        })
        .or_else(|| (atext(c) && !prev.is_some_and(|p| p == '/' || atext(p))).then(|| email(&at, i)).flatten().map(|e| (e, Some("mailto:"))));
        match found {
            Some((e, prefix)) => {
                let range = offset(i)..offset(e);
                out.push(Found { href: format!("{}{}", prefix.unwrap_or(""), &text[range.clone()]), range });
                i = e;
            }
            None => {
                // A failed email attempt covers its whole run of atext (micromark tries the
                // construct only where the previous character is not atext).
                i += 1;
            }
        }
    }
    out
}

/// `http://` or `https://` (any case) at `i`, then a domain and a path: the end index.
fn protocol(at: &dyn Fn(usize) -> Option<char>, i: usize) -> Option<usize> {
    let mut j = i;
    let mut scheme = String::new();
    while let Some(c) = at(j).filter(|c| c.is_ascii_alphabetic() && scheme.len() < 5) {
        scheme.push(c.to_ascii_lowercase());
        j += 1;
    }
    if !(scheme == "http" || scheme == "https") || at(j) != Some(':') || at(j + 1) != Some('/') || at(j + 2) != Some('/') {
        return None;
    }
    j += 3;
    match at(j) {
        None => return None,
        Some(c) if c.is_control() || c.is_whitespace() || punctuation(c) => return None,
        _ => {}
    }
    let j = domain(at, j)?;
    Some(path(at, j))
}

/// `www.` (any case) at `i` with something after it, then a domain (including the `www.`)
/// and a path: the end index.
fn www(at: &dyn Fn(usize) -> Option<char>, i: usize) -> Option<usize> {
    if !(0..3).all(|k| matches!(at(i + k), Some('w' | 'W'))) || at(i + 3) != Some('.') || at(i + 4).is_none() {
        return None;
    }
    let j = domain(at, i)?;
    Some(path(at, j))
}

/// A domain from `i`: characters up to whitespace or punctuation other than `-`, `.` and `_`
/// (a `.` or `_` that starts a trail ends it); none, or an `_` in either of its last two
/// segments, is no domain.
fn domain(at: &dyn Fn(usize) -> Option<char>, mut i: usize) -> Option<usize> {
    let (mut under_last, mut under_last_last, mut seen) = (false, false, false);
    loop {
        match at(i) {
            Some(c @ ('.' | '_')) => {
                if trail(at, i) {
                    break;
                }
                if c == '_' {
                    under_last = true;
                } else {
                    under_last_last = under_last;
                    under_last = false;
                }
            }
            None => break,
            Some(c) if c.is_whitespace() || (c != '-' && punctuation(c)) => break,
            Some(_) => seen = true,
        }
        i += 1;
    }
    (seen && !under_last && !under_last_last).then_some(i)
}

/// A path from `i`: up to whitespace or `<`, without a trail of punctuation at its end; a `)`
/// closes an earlier `(` of the path and is kept.
fn path(at: &dyn Fn(usize) -> Option<char>, mut i: usize) -> usize {
    let (mut open, mut close) = (0usize, 0usize);
    loop {
        match at(i) {
            None => return i,
            Some(c) if c.is_whitespace() => return i,
            Some('(') => open += 1,
            Some(')') if close < open => close += 1,
            Some(c @ ('!' | '"' | '&' | '\'' | ')' | '*' | ',' | '.' | ':' | ';' | '<' | '?' | ']' | '_' | '~')) => {
                if trail(at, i) {
                    return i;
                }
                if c == ')' {
                    close += 1;
                }
            }
            Some(_) => {}
        }
        i += 1;
    }
}

/// Whether what starts at `i` is a trail: punctuation (and `&name;` references, and a `]`
/// followed by a bracket, a paren or a space) up to whitespace, `<` or the end.
fn trail(at: &dyn Fn(usize) -> Option<char>, mut i: usize) -> bool {
    loop {
        match at(i) {
            None | Some('<') => return true,
            Some(c) if c.is_whitespace() => return true,
            Some('!' | '"' | '\'' | ')' | '*' | ',' | '.' | ':' | ';' | '?' | '_' | '~') => i += 1,
            Some('&') => {
                i += 1;
                if !at(i).is_some_and(|c| c.is_ascii_alphabetic()) {
                    return false;
                }
                while at(i).is_some_and(|c| c.is_ascii_alphabetic()) {
                    i += 1;
                }
                if at(i) != Some(';') {
                    return false;
                }
                i += 1;
            }
            Some(']') => {
                i += 1;
                match at(i) {
                    None | Some('(' | '[') => return true,
                    Some(c) if c.is_whitespace() => return true,
                    _ => {}
                }
            }
            Some(_) => return false,
        }
    }
}

/// `local@domain.tld` at `i`: atext, `@`, then labels of letters, digits, `-` and `_` joined
/// by dots (a dot only before a letter or digit), at least one dot, ending in a letter.
fn email(at: &dyn Fn(usize) -> Option<char>, i: usize) -> Option<usize> {
    let mut j = i;
    while at(j).is_some_and(atext) {
        j += 1;
    }
    if at(j) != Some('@') {
        return None;
    }
    j += 1;
    let (mut data, mut dot) = (false, false);
    loop {
        match at(j) {
            Some('.') if at(j + 1).is_some_and(|c| c.is_ascii_alphanumeric()) => dot = true,
            Some(c) if c == '-' || c == '_' || c.is_ascii_alphanumeric() => data = true,
            _ => break,
        }
        j += 1;
    }
    (data && dot && at(j - 1).is_some_and(|c| c.is_ascii_alphabetic())).then_some(j)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn links(text: &str) -> Vec<(&str, String)> {
        find(text, None).into_iter().map(|f| (&text[f.range], f.href)).collect()
    }

    fn one(text: &str) -> Option<String> {
        let l = links(text);
        assert!(l.len() <= 1, "{text}: {l:?}");
        l.into_iter().next().map(|(t, h)| {
            assert!(h.ends_with(t), "{h} / {t}");
            t.to_string()
        })
    }

    #[test]
    fn protocol_urls() {
        assert_eq!(
            one("see https://nodejs.org/api/packages.html#package-entry-points."),
            Some("https://nodejs.org/api/packages.html#package-entry-points".into())
        );
        assert_eq!(one("HTTP://EXAMPLE.COM/x"), Some("HTTP://EXAMPLE.COM/x".into()));
        // micromark wants no dot in a protocol URL's host.
        assert_eq!(one("on http://localhost:3000, then"), Some("http://localhost:3000".into()));
        assert_eq!(one("ftp://example.com"), None);
        assert_eq!(one("xhttps://example.com"), None);
        assert_eq!(one("https://"), None);
        assert_eq!(one("https:// example"), None);
        assert_eq!(one("https://-x.com"), None);
        assert_eq!(one("https://.com"), None);
        // `_` in the last two labels of the domain: no link.
        assert_eq!(one("https://a_b.com"), None);
        assert_eq!(one("https://a_b.c.example.com"), Some("https://a_b.c.example.com".into()));
    }

    #[test]
    fn trailing_punctuation_and_parens() {
        for (text, url) in [
            ("(https://example.com/a)", "https://example.com/a"),
            ("https://en.wikipedia.org/wiki/Markdown_(language)", "https://en.wikipedia.org/wiki/Markdown_(language)"),
            ("(https://en.wikipedia.org/wiki/Markdown_(language))", "https://en.wikipedia.org/wiki/Markdown_(language)"),
            ("https://example.com/a?b=1&c=2.", "https://example.com/a?b=1&c=2"),
            ("https://example.com/&amp; x", "https://example.com/"),
            ("https://example.com/&hl;x", "https://example.com/&hl;x"),
            ("\"https://example.com\"", "https://example.com"),
            ("https://example.com/**", "https://example.com/"),
            ("https://example.com/a_b_c_", "https://example.com/a_b_c"),
            ("https://example.com/a<b", "https://example.com/a"),
            ("https://example.com/x]", "https://example.com/x"),
            ("https://example.com/x]y", "https://example.com/x]y"),
            ("https://example.com:8080/x!?", "https://example.com:8080/x"),
        ] {
            assert_eq!(one(text).as_deref(), Some(url), "{text}");
        }
    }

    #[test]
    fn www_literals() {
        assert_eq!(links("Visit www.commonmark.org/help for more."), vec![("www.commonmark.org/help", "http://www.commonmark.org/help".to_string())]);
        assert_eq!(one("(www.example.com)"), Some("www.example.com".into()));
        assert_eq!(one("awww.example.com"), None);
        assert_eq!(one("x.www.example.com"), None);
        assert_eq!(one("www."), None);
        assert_eq!(one("www.a_b.com"), None);
        assert_eq!(find("www.example.com", Some('`')), vec![]);
        assert_eq!(find("www.example.com", Some(' ')).len(), 1);
    }

    #[test]
    fn emails() {
        assert_eq!(links("write to foo.bar+x@example.co.uk."), vec![("foo.bar+x@example.co.uk", "mailto:foo.bar+x@example.co.uk".to_string())]);
        assert_eq!(one("a@b"), None);
        assert_eq!(one("a@b.c1"), None);
        assert_eq!(one("a@b.c-"), None);
        assert_eq!(one("path/a@b.com"), None);
        assert_eq!(one("@scope/pkg@1.2.3"), None);
        assert_eq!(one("user@host.example."), Some("user@host.example".into()));
    }

    #[test]
    fn several_and_multibyte() {
        let t = "é https://a.io/é et www.b.io — c@d.fr";
        let l = links(t);
        assert_eq!(l.iter().map(|x| x.0).collect::<Vec<_>>(), vec!["https://a.io/é", "www.b.io", "c@d.fr"]);
        assert_eq!(one("https://例え.jp/パス"), Some("https://例え.jp/パス".into()));
    }
}
