//! Inline `<svg>` drawings in MDX (a logo or a small diagram written into the page): the JSX is
//! read whole with swc and written back as SVG markup, React's attribute names mapped to SVG's, and the context embeds it
//! as an image asset, sanitised like an `.svg` file (`RenderCtx::inline_svg`). Drawn as
//! an image rather than as markup, so the runtime needs no SVG element allowlist and the page's
//! CSP stays as it is.

use docc_diag::{Diagnostic, SourceFile};
use std::fmt::Write as _;
use std::ops::Range;
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

/// SVG markup of the `<svg>` element at `range` of `file` (from its `<svg` to its `</svg>`),
/// read whole with swc: MDX's region reader splits lines, and a drawing often nests elements on
/// one line. Props that are not literals (an object `style`, an expression) are left out.
pub(crate) fn markup(file: &Arc<SourceFile>, range: Range<usize>) -> Result<String, Diagnostic> {
    let expr = crate::jsx::parse_expr(file, range, "this <svg> drawing")?;
    let Expr::JSXElement(el) = &*expr else {
        return Err(Diagnostic::warning("docc::inline-svg", "this <svg> drawing is not one JSX element").in_file(file));
    };
    let mut out = String::new();
    write_element(el, &mut out);
    Ok(out)
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

fn write_element(el: &JSXElement, out: &mut String) {
    let Some(name) = element_name(&el.opening.name) else { return };
    let _ = write!(out, "<{name}");
    // A prop given twice keeps its last value, as in React (XML refuses the repeat).
    let mut attrs: Vec<(String, String)> = Vec::new();
    for a in &el.opening.attrs {
        let JSXAttrOrSpread::JSXAttr(a) = a else { continue };
        let jsx_name = match &a.name {
            JSXAttrName::Ident(i) => i.sym.to_string(),
            JSXAttrName::JSXNamespacedName(n) => format!("{}:{}", n.ns.sym, n.name.sym),
        };
        let (Some(name), Some(value)) = (attr_name(&jsx_name), a.value.as_ref().and_then(literal)) else { continue };
        attrs.retain(|(n, _)| *n != name);
        attrs.push((name, value));
    }
    if name == "svg" && !attrs.iter().any(|(n, _)| n == "xmlns") {
        attrs.insert(0, ("xmlns".into(), "http://www.w3.org/2000/svg".into()));
    }
    for (n, v) in attrs {
        let _ = write!(out, " {n}=\"{}\"", escape(&v));
    }
    out.push('>');
    let text = TEXT_ELEMENTS.contains(&name.as_str());
    write_children(&el.children, text, out);
    let _ = write!(out, "</{name}>");
}

fn write_children(children: &[JSXElementChild], text: bool, out: &mut String) {
    for c in children {
        match c {
            JSXElementChild::JSXElement(e) => write_element(e, out),
            JSXElementChild::JSXFragment(f) => write_children(&f.children, text, out),
            JSXElementChild::JSXText(t) if text => out.push_str(&escape(&t.value.to_string_lossy().split_whitespace().collect::<Vec<_>>().join(" "))),
            JSXElementChild::JSXExprContainer(c) if text => {
                if let JSXExpr::Expr(e) = &c.expr {
                    if let Expr::Lit(Lit::Str(s)) = &**e {
                        out.push_str(&escape(&s.value.to_string_lossy()));
                    }
                }
            }
            _ => {}
        }
    }
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
}
