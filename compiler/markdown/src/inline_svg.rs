//! Inline `<svg>` drawings in MDX (a logo or a small diagram written into the page): the JSX is
//! read whole with swc and written back as SVG markup, React's attribute names mapped to SVG's, and the context embeds it
//! as an image asset, sanitised like an `.svg` file (`RenderCtx::inline_svg`). Drawn as
//! an image rather than as markup, so the runtime needs no SVG element allowlist and the page's
//! CSP stays as it is.

use docc_diag::{Diagnostic, SourceFile};
use docc_js::{Elem, ElemType, Value as JsValue};
use std::fmt::Write as _;
use std::sync::Arc;
use swc_core::ecma::ast::{Expr, JSXAttrName, JSXAttrOrSpread, JSXAttrValue, JSXElement, JSXElementChild, JSXElementName, JSXExpr, Lit};

/// Elements of an SVG drawing. The MDX region reader takes them for flow elements (a line that
/// starts with `<path` is part of the drawing, not an HTML block), so the drawing's tree reaches
/// [`markup`] whole.
pub(crate) const ELEMENTS: &[&str] = &[
    "svg",
    "g",
    "path",
    "rect",
    "circle",
    "ellipse",
    "line",
    "polyline",
    "polygon",
    "text",
    "tspan",
    "defs",
    "clipPath",
    "mask",
    "pattern",
    "linearGradient",
    "radialGradient",
    "stop",
    "use",
    "symbol",
    "marker",
    "title",
    "desc",
    "filter",
    "feGaussianBlur",
    "feOffset",
    "feBlend",
    "feColorMatrix",
    "feFlood",
    "feComposite",
    "feMerge",
    "feMergeNode",
];

/// Presentation attributes React spells in camelCase and SVG in kebab-case. SVG's own
/// camelCase attributes (`viewBox`, `gradientUnits`, `refX`…) are not here and pass unchanged.
const KEBAB: &[&str] = &[
    "alignmentBaseline",
    "baselineShift",
    "clipPath",
    "clipRule",
    "colorInterpolation",
    "colorInterpolationFilters",
    "dominantBaseline",
    "fillOpacity",
    "fillRule",
    "floodColor",
    "floodOpacity",
    "fontFamily",
    "fontSize",
    "fontSizeAdjust",
    "fontStretch",
    "fontStyle",
    "fontVariant",
    "fontWeight",
    "imageRendering",
    "letterSpacing",
    "lightingColor",
    "markerEnd",
    "markerMid",
    "markerStart",
    "paintOrder",
    "pointerEvents",
    "shapeRendering",
    "stopColor",
    "stopOpacity",
    "strokeDasharray",
    "strokeDashoffset",
    "strokeLinecap",
    "strokeLinejoin",
    "strokeMiterlimit",
    "strokeOpacity",
    "strokeWidth",
    "textAnchor",
    "textDecoration",
    "textRendering",
    "transformOrigin",
    "vectorEffect",
    "wordSpacing",
    "writingMode",
];

/// The SVG name of a JSX attribute; None for what React keeps to itself (`key`, `ref`, event
/// handlers).
fn attr_name(jsx: &str) -> Option<String> {
    Some(match jsx {
        "key" | "ref" | "dangerouslySetInnerHTML" => return None,
        _ if jsx.starts_with("on") && jsx[2..].starts_with(|c: char| c.is_ascii_uppercase()) => return None,
        "className" => "class".into(),
        "xlinkHref" => "xlink:href".into(),
        "xmlnsXlink" => "xmlns:xlink".into(),
        "xmlSpace" => "xml:space".into(),
        "xmlLang" => "xml:lang".into(),
        _ if KEBAB.contains(&jsx) => jsx.chars().fold(String::new(), |mut s, c| {
            if c.is_ascii_uppercase() {
                s.push('-');
            }
            s.push(c.to_ascii_lowercase());
            s
        }),
        _ => jsx.into(),
    })
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// Elements whose text is part of the drawing; text anywhere else is layout whitespace.
const TEXT_ELEMENTS: &[&str] = &["text", "tspan", "title", "desc", "style"];

/// A drawing's element tree, whichever way it was written (JSX in the page, or the element
/// tree a site component returned), with React's prop names and literal values as written:
/// [`write`] is the one place that turns it into SVG markup.
pub(crate) struct Node {
    name: String,
    /// (JSX prop name, value), in order; a repeated prop is still here twice.
    props: Vec<(String, String)>,
    children: Vec<Child>,
}

pub(crate) enum Child {
    Node(Node),
    Text(String),
}

/// SVG markup of a drawing: React's prop names become SVG's, a prop given twice keeps its last
/// value (as in React; XML refuses the repeat), React's own props and handlers go, text stays
/// only where it is part of the drawing. The context sanitises the result like an `.svg` file.
pub(crate) fn write(node: &Node) -> String {
    let mut out = String::new();
    write_node(node, true, &mut out);
    out
}

fn write_node(node: &Node, root: bool, out: &mut String) {
    let name = &node.name;
    let _ = write!(out, "<{name}");
    let mut attrs: Vec<(String, &str)> = Vec::new();
    for (jsx_name, value) in &node.props {
        let Some(name) = attr_name(jsx_name) else { continue };
        attrs.retain(|(n, _)| *n != name);
        attrs.push((name, value));
    }
    if root && !attrs.iter().any(|(n, _)| n == "xmlns") {
        attrs.insert(0, ("xmlns".into(), "http://www.w3.org/2000/svg"));
    }
    for (n, v) in attrs {
        let _ = write!(out, " {n}=\"{}\"", escape(v));
    }
    out.push('>');
    let text = TEXT_ELEMENTS.contains(&name.as_str());
    for c in &node.children {
        match c {
            Child::Node(n) => write_node(n, false, out),
            Child::Text(t) if text => out.push_str(&escape(t)),
            Child::Text(_) => {}
        }
    }
    let _ = write!(out, "</{name}>");
}

/// The `<svg>` element that starts at `start` of `file`, read whole with swc (MDX's region
/// reader splits lines, and a drawing often nests elements on one line). It ends where swc's
/// element ends: the first `</svg>` after which the text from `start` parses as one whole
/// element, so a nested `<svg>` or a `</svg>` inside a string or a `{'…'}` text is passed
/// over. Props that are not literals (an object `style`, an expression) are left out.
/// `Err` when no `</svg>` closes it: the first reading's diagnostic, or None when there is no
/// `</svg>` at all (the region reader reports the unclosed element).
pub(crate) fn read(file: &Arc<SourceFile>, open: &crate::jsx::Tag) -> Result<Node, Option<Diagnostic>> {
    const CLOSE: &str = "</svg>";
    /// Closing tags tried, at most (each is a parse of the drawing so far).
    const MAX_TRIES: usize = 64;
    let start = open.span.start;
    let text = &file.text;
    let ends = std::iter::successors(Some(open.span.end), |&from| text[from..].find(CLOSE).map(|i| from + i + CLOSE.len()));
    // A self-closing `<svg … />` ends with its tag; otherwise at one of the `</svg>` after it.
    let ends = ends.skip(usize::from(!open.self_closing)).take(if open.self_closing { 1 } else { MAX_TRIES });
    let mut first_error = None;
    for end in ends {
        match crate::jsx::parse_expr(file, start..end, "this <svg> drawing") {
            Ok((expr, at)) if at == end => {
                if let Expr::JSXElement(el) = &*expr {
                    if let Some(node) = from_jsx(el) {
                        return Ok(node);
                    }
                }
            }
            Ok(_) => {}
            Err(d) => {
                first_error.get_or_insert(d);
            }
        }
    }
    Err(first_error)
}

fn element_name(n: &JSXElementName) -> Option<String> {
    match n {
        JSXElementName::Ident(i) => Some(i.sym.to_string()),
        JSXElementName::JSXNamespacedName(n) => Some(format!("{}:{}", n.ns.sym, n.name.sym)),
        JSXElementName::JSXMemberExpr(_) => None,
    }
}

/// A literal prop value as text (`"x"`, `{2}`, `{'x'}`, a template without expressions).
fn literal(v: &JSXAttrValue) -> Option<String> {
    match v {
        JSXAttrValue::Str(s) => Some(s.value.to_string_lossy().into_owned()),
        JSXAttrValue::JSXExprContainer(c) => match &c.expr {
            JSXExpr::Expr(e) => match &**e {
                Expr::Lit(Lit::Str(s)) => Some(s.value.to_string_lossy().into_owned()),
                Expr::Lit(Lit::Num(n)) => Some(n.value.to_string()),
                Expr::Tpl(t) if t.exprs.is_empty() => t.quasis.first().and_then(|q| q.cooked.as_ref()).map(|c| c.to_string_lossy().into_owned()),
                _ => None,
            },
            JSXExpr::JSXEmptyExpr(_) => None,
        },
        _ => None,
    }
}

fn from_jsx(el: &JSXElement) -> Option<Node> {
    let name = element_name(&el.opening.name)?;
    let mut props = Vec::new();
    for a in &el.opening.attrs {
        let JSXAttrOrSpread::JSXAttr(a) = a else { continue };
        let jsx_name = match &a.name {
            JSXAttrName::Ident(i) => i.sym.to_string(),
            JSXAttrName::JSXNamespacedName(n) => format!("{}:{}", n.ns.sym, n.name.sym),
        };
        if let Some(value) = a.value.as_ref().and_then(literal) {
            props.push((jsx_name, value));
        }
    }
    let mut children = Vec::new();
    jsx_children(&el.children, &mut children);
    Some(Node { name, props, children })
}

fn jsx_children(children: &[JSXElementChild], out: &mut Vec<Child>) {
    for c in children {
        match c {
            JSXElementChild::JSXElement(e) => out.extend(from_jsx(e).map(Child::Node)),
            JSXElementChild::JSXFragment(f) => jsx_children(&f.children, out),
            JSXElementChild::JSXText(t) => out.push(Child::Text(t.value.to_string_lossy().split_whitespace().collect::<Vec<_>>().join(" "))),
            JSXElementChild::JSXExprContainer(c) => {
                if let JSXExpr::Expr(e) = &c.expr {
                    if let Expr::Lit(Lit::Str(s)) = &**e {
                        out.push(Child::Text(s.value.to_string_lossy().into_owned()));
                    }
                }
            }
            _ => {}
        }
    }
}

/// The drawing a site component returned (`<svg>` in its JSX, evaluated by docc-js): literal
/// props as text, the rest (a CSS-module `className`, a handler, an object `style`) left out
/// as in the page's own drawings. A part only the browser knows (an unknown child) is an error.
pub(crate) fn from_elem(e: &Elem) -> Result<Node, String> {
    let ElemType::Tag(name) = &e.ty else { return Err("it draws an `<svg>` holding an element docc cannot show".into()) };
    let props = e
        .props
        .iter()
        .filter_map(|(k, v)| match v {
            JsValue::Str(s) => Some((k.clone(), s.to_string())),
            JsValue::Num(_) => Some((k.clone(), v.to_text().ok()?)),
            _ => None,
        })
        .collect();
    let mut children = Vec::new();
    elem_children(&e.children, &mut children)?;
    Ok(Node { name: name.to_string(), props, children })
}

fn elem_children(values: &[JsValue], out: &mut Vec<Child>) -> Result<(), String> {
    for v in values {
        match v {
            JsValue::Undef | JsValue::Null | JsValue::Bool(_) => {}
            JsValue::Str(_) | JsValue::Num(_) => out.push(Child::Text(v.to_text().map_err(|w| w.to_string())?)),
            JsValue::Arr(items) => elem_children(items, out)?,
            JsValue::Elem(e) if matches!(e.ty, ElemType::Fragment) => elem_children(&e.children, out)?,
            JsValue::Elem(e) => out.push(Child::Node(from_elem(e)?)),
            JsValue::Unknown(w) => return Err(w.to_string()),
            other => return Err(format!("it draws {} inside an `<svg>`", other.type_of())),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn react_attribute_names_become_svg_names() {
        assert_eq!(attr_name("className").as_deref(), Some("class"));
        assert_eq!(attr_name("strokeWidth").as_deref(), Some("stroke-width"));
        assert_eq!(attr_name("clipPath").as_deref(), Some("clip-path"));
        assert_eq!(attr_name("xlinkHref").as_deref(), Some("xlink:href"));
        // SVG's own camelCase and already kebab-cased names pass unchanged.
        assert_eq!(attr_name("viewBox").as_deref(), Some("viewBox"));
        assert_eq!(attr_name("gradientUnits").as_deref(), Some("gradientUnits"));
        assert_eq!(attr_name("fill-rule").as_deref(), Some("fill-rule"));
        assert_eq!(attr_name("onClick"), None);
        assert_eq!(attr_name("key"), None);
        assert_eq!(attr_name("one").as_deref(), Some("one"));
    }

    fn read_at_start(text: &str) -> Result<String, Option<Diagnostic>> {
        let file = SourceFile::new("a.mdx", text);
        let tag = crate::jsx::open_tag(&file, &file.text, 0, file.text.len()).expect("an opening tag");
        read(&file, &tag).map(|n| write(&n))
    }

    #[test]
    fn a_drawing_ends_at_the_closing_tag_of_its_own_element() {
        let svg = "<svg a=\"</svg>\"><title>{'x </svg> y'}</title><svg><g strokeWidth={1} /></svg><path d=\"M0\" /></svg>";
        let drawn = read_at_start(&format!("{svg}\n\n</svg> after\n")).unwrap();
        assert_eq!(
            drawn,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" a=\"&lt;/svg&gt;\"><title>x &lt;/svg&gt; y</title><svg><g stroke-width=\"1\"></g></svg><path d=\"M0\"></path></svg>"
        );
        assert!(matches!(read_at_start("<svg><path d=\"M0\" />\n"), Err(None)), "never closed: the region reader reports it");
        assert!(matches!(read_at_start("<svg><path d=\"M0\" </svg>\n"), Err(Some(_))), "malformed: swc's diagnostic");
        assert_eq!(read_at_start("<svg width=\"2\" />").unwrap(), "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"2\"></svg>");
    }

    #[test]
    fn a_components_drawing_is_written_like_a_page_drawing() {
        let e = |name: &str, props: Vec<(&str, JsValue)>, children: Vec<JsValue>| {
            JsValue::Elem(std::rc::Rc::new(Elem {
                ty: ElemType::Tag(name.into()),
                props: props.into_iter().map(|(k, v)| (k.to_string(), v)).collect(),
                children,
            }))
        };
        let path = e("path", vec![("fill", JsValue::str("red")), ("strokeWidth", JsValue::Num(2.0)), ("fill", JsValue::str("blue"))], vec![]);
        let title = e("title", vec![], vec![JsValue::str("Heart"), JsValue::Num(1.0)]);
        let svg = e(
            "svg",
            vec![("className", JsValue::str("h")), ("onClick", JsValue::Builtin("alert".into())), ("hidden", JsValue::Bool(true))],
            vec![title, JsValue::str(" "), path],
        );
        let JsValue::Elem(svg) = svg else { unreachable!() };
        assert_eq!(
            write(&from_elem(&svg).unwrap()),
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"h\"><title>Heart1</title><path stroke-width=\"2\" fill=\"blue\"></path></svg>"
        );
        let unknown = JsValue::Unknown(std::rc::Rc::new(docc_js::Why { what: "it calls `fetch`".into(), at: String::new() }));
        let JsValue::Elem(bad) = e("svg", vec![], vec![unknown]) else { unreachable!() };
        assert_eq!(from_elem(&bad).err().as_deref(), Some("it calls `fetch`"));
    }
}
