//! JSX tags of MDX flow elements (`<Tabs groupId="os">`, `<TabItem value="a" default>`,
//! `<img src={require('./a.png').default} />`), read with swc's parser and nothing run.
//!
//! MDX children are Markdown, not JSX, so a whole element cannot go to a JavaScript
//! parser: the Markdown renderer finds where an opening tag ends (quotes, braces and
//! template literals skipped), and this module hands swc that tag alone, written as a
//! self-closing element, plus expression children (`{`code`}`) on their own. The text
//! given to swc is a verbatim slice of the file, so every span maps back by one offset
//! and diagnostics point at the prop that is wrong.

use docc_diag::{Diagnostic, SourceFile};
use nom::bytes::complete::take_while;
use nom::character::complete::{char, satisfy};
use nom::combinator::recognize;
use nom::sequence::{pair, preceded};
use nom::IResult;
use std::ops::Range;
use std::sync::Arc;
use swc_core::common::{BytePos, FileName, SourceMap, Spanned as _};
use swc_core::ecma::ast::{
    EsVersion, Expr, JSXAttrName, JSXAttrOrSpread, JSXAttrValue, JSXElementName, JSXExpr, Lit, MemberProp, ObjectLit, Prop, PropName, PropOrSpread,
};
use swc_core::ecma::parser::{parse_file_as_expr, EsSyntax, Syntax};

/// An attribute docc sets on an `<a>` a site component rendered as a plain anchor (not a
/// `<Link>`): Docusaurus does not check those, so docc resolves them without reporting broken ones.
pub(crate) const UNCHECKED: &str = "docc:unchecked";

/// A literal value of a prop, as far as it can be known without running code.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Str(String),
    Num(f64),
    Bool(bool),
    Null,
    /// A name bound elsewhere (an import, `toc`).
    Ident(String),
    Array(Vec<Spanned>),
    Object(Vec<(String, Spanned)>),
    /// `require('./a.png')` (also with `.default`), `useBaseUrl('/img/x.png')`.
    Call {
        callee: String,
        args: Vec<Spanned>,
    },
    /// Anything else (a function, an operator): only running the page would give it.
    Dynamic,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Spanned {
    pub value: Value,
    /// Byte range in the file.
    pub span: Range<usize>,
}

impl Spanned {
    pub fn str(&self) -> Option<&str> {
        match &self.value {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }
    pub fn get(&self, key: &str) -> Option<&Spanned> {
        match &self.value {
            Value::Object(props) => props.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }
    /// The path of `require('x')` / `useBaseUrl('x')` / `'x'`. `useBaseUrl` makes a path
    /// site-absolute as Docusaurus's does (`useBaseUrl('img/x.png')` is `/img/x.png`, a file
    /// of the static folder), not relative to the page.
    pub fn url(&self) -> Option<std::borrow::Cow<'_, str>> {
        match &self.value {
            Value::Str(s) => Some(s.as_str().into()),
            Value::Call { callee, args } if callee == "require" => args.first().and_then(Spanned::str).map(Into::into),
            Value::Call { callee, args } if callee == "useBaseUrl" => {
                let url = args.first().and_then(Spanned::str)?;
                let scheme =
                    url.split_once(':').is_some_and(|(s, _)| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.')));
                Some(if url.starts_with('/') || url.starts_with('#') || scheme { url.into() } else { format!("/{url}").into() })
            }
            _ => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Attr {
    pub name: String,
    /// `true` for a bare attribute (`<TabItem default>`).
    pub value: Spanned,
    pub span: Range<usize>,
}

/// An opening (or self-closing) tag.
#[derive(Debug, Clone, PartialEq)]
pub struct Tag {
    pub name: String,
    pub attrs: Vec<Attr>,
    pub self_closing: bool,
    /// From `<` to just past `>`.
    pub span: Range<usize>,
}

impl Tag {
    pub fn attr(&self, name: &str) -> Option<&Spanned> {
        self.attrs.iter().find(|a| a.name == name).map(|a| &a.value)
    }
    pub fn str_attr(&self, name: &str) -> Option<&str> {
        self.attr(name).and_then(Spanned::str)
    }
    pub fn flag(&self, name: &str) -> bool {
        matches!(self.attr(name).map(|v| &v.value), Some(Value::Bool(true)))
    }
    pub fn num_attr(&self, name: &str) -> Option<f64> {
        match self.attr(name).map(|v| &v.value) {
            Some(Value::Num(n)) => Some(*n),
            Some(Value::Str(s)) => s.parse().ok(),
            _ => None,
        }
    }
}

/// The element name at `text[at..]` when it starts with `<Name` (a letter after `<`).
/// A nom parser, like the splitter's other line shapes (`regions/line.rs`).
pub fn tag_name(text: &str, at: usize) -> Option<&str> {
    let name_char = |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-' | ':');
    let name = recognize(pair(satisfy(|c| c.is_ascii_alphabetic()), take_while(name_char)));
    let parsed: IResult<&str, &str> = preceded(char('<'), name)(text.get(at..)?);
    parsed.ok().map(|(_, n)| n)
}

/// Skips a JavaScript string or template literal opening at `b[i]`; returns the index after it.
fn skip_quoted(b: &[u8], mut i: usize, limit: usize, escapes: bool) -> Option<usize> {
    let q = b[i];
    i += 1;
    while i < limit {
        match b[i] {
            b'\\' if escapes => i += 2,
            c if c == q => return Some(i + 1),
            b'$' if q == b'`' && b.get(i + 1) == Some(&b'{') => i = skip_braces(b, i + 1, limit)?,
            _ => i += 1,
        }
    }
    None
}

/// Skips a `{ … }` expression opening at `b[i]` (strings, templates and nesting inside);
/// returns the index after its `}`.
pub fn skip_braces(b: &[u8], mut i: usize, limit: usize) -> Option<usize> {
    let mut depth = 0usize;
    while i < limit {
        match b[i] {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'"' | b'\'' | b'`' => {
                i = skip_quoted(b, i, limit, true)?;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// Where the tag opening at `at` ends (just past `>`), or `None` when it never does.
pub(crate) fn tag_end(text: &str, at: usize, limit: usize) -> Option<usize> {
    let b = text.as_bytes();
    let mut i = at + 1;
    while i < limit {
        match b[i] {
            b'"' | b'\'' => i = skip_quoted(b, i, limit, false)?,
            b'{' => i = skip_braces(b, i, limit)?,
            b'>' => return Some(i + 1),
            b'<' => return None,
            _ => i += 1,
        }
    }
    None
}

/// Parses `src` (a verbatim slice of the file starting at `base`, possibly with a suffix)
/// as a JavaScript expression with JSX.
fn parse(file: &Arc<SourceFile>, src: String, base: usize, what: &str) -> Result<(Box<Expr>, impl Fn(BytePos) -> usize), Diagnostic> {
    // swc recurses per bracket, on a page thread's 2 MB stack.
    if let Some((at, why)) = docc_js::nesting::too_deep_text(&src) {
        let at = (base + at).min(file.text.len().saturating_sub(1));
        return Err(Diagnostic::error("docc::mdx-jsx", format!("{what} nests too deeply to read: {why}"))
            .at(file, at..(at + 1).min(file.text.len()), "too deep")
            .help("split the nested value into named constants exported from the page"));
    }
    let len = src.len();
    let cm: SourceMap = Default::default();
    let fm = cm.new_source_file(FileName::Anon.into(), src);
    let start = fm.start_pos.0 as usize;
    let mut errors = Vec::new();
    let syntax = Syntax::Es(EsSyntax { jsx: true, ..Default::default() });
    let map = move |p: BytePos| base + (p.0 as usize).saturating_sub(start).min(len);
    let first_error = |e: swc_core::ecma::parser::error::Error| {
        let s = e.span();
        let at = map(s.lo)..map(s.hi).max(map(s.lo) + 1);
        Diagnostic::error("docc::mdx-jsx", format!("{what} is not valid JSX: {}", e.kind().msg()))
            .at(file, at.start.min(file.text.len().saturating_sub(1))..at.end.min(file.text.len()), "here")
            .help("write props as `name=\"text\"`, `name={123}`, `name={true}` or `name={[…]}` literals; docc reads JSX without running it")
    };
    // swc 47 has `unreachable!` arms some inputs reach (`<a:b.c>`, found by fuzzing): a panic
    // in the parser is this tag's located error, not an internal error of the whole compile.
    let parsed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| parse_file_as_expr(&fm, syntax, EsVersion::latest(), None, &mut errors)));
    match parsed {
        Ok(Ok(e)) if errors.is_empty() => Ok((e, map)),
        Ok(Ok(_)) => Err(first_error(errors.remove(0))),
        Ok(Err(e)) => Err(first_error(e)),
        Err(_) => Err(Diagnostic::error("docc::mdx-jsx", format!("{what} is not JSX that docc's parser can read"))
            .at(file, base.min(file.text.len().saturating_sub(1))..(base + 1).min(file.text.len()), "here")
            .help("check the element's name and props (a namespaced name like `a:b` cannot have a `.member`)")),
    }
}

/// Parses `file.text[range]` as one JavaScript expression with JSX (an inline `<svg>` element
/// read whole), and where in the file the expression swc read ends; a parse error is located
/// in the file.
pub(crate) fn parse_expr(file: &Arc<SourceFile>, range: Range<usize>, what: &str) -> Result<(Box<Expr>, usize), Diagnostic> {
    let (e, map) = parse(file, file.text[range.clone()].to_string(), range.start, what)?;
    let end = map(e.span().hi);
    Ok((e, end))
}

/// Reads the opening tag at `text[at..]` (which starts with `<Name`), looking no further
/// than `limit`. `Err` is a located diagnostic: the tag never ends or is not valid JSX.
pub fn open_tag(file: &Arc<SourceFile>, text: &str, at: usize, limit: usize) -> Result<Tag, Diagnostic> {
    let name = tag_name(text, at).unwrap_or("").to_string();
    let Some(end) = tag_end(text, at, limit) else {
        return Err(Diagnostic::error("docc::mdx-jsx", format!("the `<{name}>` tag is never closed with `>`"))
            .at(file, at..at + 1 + name.len(), "tag opened here")
            .help(format!("end the tag with `>` (or `/>` when `<{name}>` has no children); quote `>` inside prop values")));
    };
    let self_closing = text[..end - 1].ends_with('/');
    let src = if self_closing { text[at..end].to_string() } else { format!("{}/>", &text[at..end - 1]) };
    let (expr, map) = parse(file, src, at, &format!("the `<{name}>` tag"))?;
    let Expr::JSXElement(el) = *expr else {
        return Err(Diagnostic::error("docc::mdx-jsx", format!("`<{name}` does not start a JSX element"))
            .at(file, at..end, "here")
            .help("check the tag's syntax"));
    };
    let mut attrs = Vec::new();
    for a in &el.opening.attrs {
        match a {
            JSXAttrOrSpread::JSXAttr(a) => {
                let attr_name = match &a.name {
                    JSXAttrName::Ident(i) => i.sym.to_string(),
                    JSXAttrName::JSXNamespacedName(n) => format!("{}:{}", n.ns.sym, n.name.sym),
                };
                let span = map(a.span.lo)..map(a.span.hi);
                let value = match &a.value {
                    None => Spanned { value: Value::Bool(true), span: span.clone() },
                    Some(JSXAttrValue::Str(s)) => Spanned { value: Value::Str(s.value.to_string_lossy().into_owned()), span: map(s.span.lo)..map(s.span.hi) },
                    Some(JSXAttrValue::JSXExprContainer(c)) => match &c.expr {
                        JSXExpr::Expr(e) => value(e, &map),
                        JSXExpr::JSXEmptyExpr(_) => Spanned { value: Value::Dynamic, span: map(c.span.lo)..map(c.span.hi) },
                    },
                    Some(other) => Spanned { value: Value::Dynamic, span: map(other.span().lo)..map(other.span().hi) },
                };
                attrs.push(Attr { name: attr_name, value, span });
            }
            // `{...props}`: nothing literal to read; the props it would set keep their defaults.
            JSXAttrOrSpread::SpreadElement(_) => {}
        }
    }
    let name = match &el.opening.name {
        JSXElementName::Ident(i) => i.sym.to_string(),
        _ => name,
    };
    Ok(Tag { name, attrs, self_closing, span: at..end })
}

/// Parses the expression of a `{ … }` child at `text[range]` (braces included).
pub fn expr_child(file: &Arc<SourceFile>, text: &str, range: Range<usize>) -> Result<Spanned, Diagnostic> {
    let inner = range.start + 1..range.end - 1;
    let (expr, map) = parse(file, text[inner.clone()].to_string(), inner.start, "this `{…}` expression")?;
    Ok(value(&expr, &map))
}

fn value(e: &Expr, map: &impl Fn(BytePos) -> usize) -> Spanned {
    let span = map(e.span().lo)..map(e.span().hi);
    let v = match e {
        Expr::Lit(Lit::Str(s)) => Value::Str(s.value.to_string_lossy().into_owned()),
        Expr::Lit(Lit::Num(n)) => Value::Num(n.value),
        Expr::Lit(Lit::Bool(b)) => Value::Bool(b.value),
        Expr::Lit(Lit::Null(_)) => Value::Null,
        Expr::Tpl(t) if t.exprs.is_empty() => {
            Value::Str(t.quasis.iter().map(|q| q.cooked.as_ref().map(|c| c.to_string_lossy().into_owned()).unwrap_or_else(|| q.raw.to_string())).collect())
        }
        Expr::Paren(p) => return value(&p.expr, map),
        Expr::Ident(i) => Value::Ident(i.sym.to_string()),
        Expr::Array(a) => Value::Array(a.elems.iter().flatten().filter(|x| x.spread.is_none()).map(|x| value(&x.expr, map)).collect()),
        Expr::Object(o) => Value::Object(object(o, map)),
        Expr::Call(c) => match c.callee.as_expr().map(|c| &**c) {
            Some(Expr::Ident(i)) => {
                Value::Call { callee: i.sym.to_string(), args: c.args.iter().filter(|a| a.spread.is_none()).map(|a| value(&a.expr, map)).collect() }
            }
            _ => Value::Dynamic,
        },
        // `require('./a.png').default`: the module's default export is the file's URL.
        Expr::Member(m) if matches!(&m.prop, MemberProp::Ident(p) if p.sym == *"default") => {
            let inner = value(&m.obj, map);
            return Spanned { value: if matches!(inner.value, Value::Call { .. }) { inner.value } else { Value::Dynamic }, span };
        }
        _ => Value::Dynamic,
    };
    Spanned { value: v, span }
}

fn object(o: &ObjectLit, map: &impl Fn(BytePos) -> usize) -> Vec<(String, Spanned)> {
    let mut out = Vec::new();
    for p in &o.props {
        let PropOrSpread::Prop(p) = p else { continue };
        match &**p {
            Prop::KeyValue(kv) => {
                let key = match &kv.key {
                    PropName::Ident(i) => i.sym.to_string(),
                    PropName::Str(s) => s.value.to_string_lossy().into_owned(),
                    PropName::Num(n) => n.value.to_string(),
                    _ => continue,
                };
                out.push((key, value(&kv.value, map)));
            }
            Prop::Shorthand(i) => out.push((i.sym.to_string(), Spanned { value: Value::Ident(i.sym.to_string()), span: map(i.span.lo)..map(i.span.hi) })),
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tag(src: &str) -> Result<Tag, Diagnostic> {
        let f = SourceFile::new("a.mdx", src);
        open_tag(&f, src, 0, src.len())
    }

    /// The fuzzer's mdx_site finding: swc 47 reaches `unreachable!` on a namespaced name with
    /// a member (`JSXNamespacedName -> JSXObject`); before, docc exited 3 with an internal error.
    #[test]
    fn a_parser_panic_is_a_located_error() {
        for src in ["<a:b.c />", "<a:b.c x=\"1\">text"] {
            let e = tag(src).err().unwrap_or_else(|| panic!("{src} is not readable JSX"));
            assert_eq!(e.code, "docc::mdx-jsx", "{src}: {e:?}");
            assert_eq!(e.line_col().0, 1, "{src}");
        }
    }

    #[test]
    fn props_over_lines_and_literals() {
        let src =
            "<Tabs\n  groupId=\"os\"\n  values={[\n    {label: 'Linux', value: 'linux'},\n    {label: \"Mac > Win\", value: `mac`},\n  ]}\n  n={3} lazy>\nrest";
        let t = tag(src).unwrap();
        assert_eq!(t.name, "Tabs");
        assert!(!t.self_closing);
        assert_eq!(&src[t.span.clone()], &src[..src.find("\nrest").unwrap()]);
        assert_eq!(t.str_attr("groupId"), Some("os"));
        assert_eq!(t.num_attr("n"), Some(3.0));
        assert!(t.flag("lazy"));
        let Value::Array(vals) = &t.attr("values").unwrap().value else { panic!() };
        assert_eq!(vals[1].get("label").and_then(Spanned::str), Some("Mac > Win"));
        assert_eq!(vals[1].get("value").and_then(Spanned::str), Some("mac"));
        assert_eq!(&src[t.attr("groupId").unwrap().span.clone()], "\"os\"");
    }

    #[test]
    fn require_and_use_base_url() {
        let t = tag("<img src={require('./a.png').default} alt=\"A\" />").unwrap();
        assert!(t.self_closing);
        assert_eq!(t.attr("src").and_then(Spanned::url).as_deref(), Some("./a.png"));
        let t = tag("<img src={useBaseUrl('/img/x.png')} />").unwrap();
        assert_eq!(t.attr("src").and_then(Spanned::url).as_deref(), Some("/img/x.png"));
        // Docusaurus's useBaseUrl joins a relative path to the base URL: a static file.
        let t = tag("<img src={useBaseUrl('img/x.png')} />").unwrap();
        assert_eq!(t.attr("src").and_then(Spanned::url).as_deref(), Some("/img/x.png"));
        let t = tag("<img src={useBaseUrl('https://ex.com/a.png')} />").unwrap();
        assert_eq!(t.attr("src").and_then(Spanned::url).as_deref(), Some("https://ex.com/a.png"));
    }

    #[test]
    fn braced_string_props_are_strings() {
        let t = tag("<Tabs groupId={\"pm\"} label={`npm`} other={'x'} />").unwrap();
        assert_eq!((t.str_attr("groupId"), t.str_attr("label"), t.str_attr("other")), (Some("pm"), Some("npm"), Some("x")));
    }

    #[test]
    fn malformed_tags_are_located() {
        let d = tag("<Tabs groupId=\"a\"\n\nno end").unwrap_err();
        assert_eq!(d.code, "docc::mdx-jsx");
        assert_eq!(d.line_col(), (1, 1));
        let d = tag("<Tabs\n  groupId=={1}>").unwrap_err();
        assert_eq!(d.line_col().0, 2, "{d:?}");
    }
}
