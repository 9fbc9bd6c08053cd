//! A site's own React components (`<InstallSnippet pkgs="zod" />`, a `Highlight` the page
//! exports) rendered at compile time: `docc-js` evaluates the component as Docusaurus's
//! server render would, and the element tree it returns is turned into the same regions
//! the MDX renderer makes from tags in the file (`<Tabs>`, `<CodeBlock>`, `<details>`,
//! HTML boxes), so one set of tag handlers (`mdx_jsx.rs`) renders both. Text becomes
//! inline content; the component's `children` are the page's own Markdown, in place.
//! Anything that cannot be known without a browser makes the whole use fall back to
//! showing its children, with the reason (`RenderCtx::component`).

use super::*;
use crate::jsx::{Attr, Spanned, Value as JV};
use crate::regions::JsxCode;
use docc_js::{Elem, ElemType, Interp, Page, Value, Why};
use std::rc::Rc;

/// The interpreter of one page and the page's module scope.
pub(crate) struct Js {
    interp: Interp,
    page: Result<Page, Why>,
}

/// Components inside components, at most (a tree this deep is a recursion).
const MAX_COMPONENT_DEPTH: usize = 24;

/// Elements whose content is not page text (SSR output a reader never sees as such).
const DROPPED: &[&str] = &["script", "style", "input", "textarea", "select", "video", "audio", "canvas", "noscript", "template", "link", "meta", "button"];

/// Inline elements: (JSX name, what it becomes). An `<svg>` drawing is an inline image, as in
/// the page's own drawings (`inline_svg.rs` writes both).
const INLINE: &[&str] = &["svg", "span", "strong", "b", "em", "i", "code", "a", "Link", "br", "kbd", "sub", "sup", "small", "mark", "u", "s", "abbr", "img"];

/// Props that never reach the page text (styling, handlers, React's own).
fn ignored_prop(name: &str) -> bool {
    matches!(name, "key" | "ref" | "className" | "class" | "style" | "id" | "tabIndex" | "role" | "...")
        || name.starts_with("on") && name[2..].starts_with(char::is_uppercase)
        || name.starts_with("aria-")
        || name.starts_with("data-")
}

impl Renderer<'_> {
    /// The page's scope, made on first use; `None` when the context has no site folder.
    fn js(&mut self) -> Option<&mut Js> {
        if self.js.is_none() {
            let site = self.ctx.site_dir()?.to_path_buf();
            let mut interp = Interp::with_budget(&site, self.ctx.js_budget().unwrap_or_default());
            if let Some(data) = self.ctx.page_data() {
                interp.set_page_data(data);
            }
            let page = if self.esm.is_empty() { interp.page(&self.file, "") } else { interp.page(&self.file, &self.esm) };
            self.js = Some(Js { interp, page });
        }
        self.js.as_mut()
    }

    /// Evaluates the use at `span` (with the page's MDX children as `children` unless
    /// `self_closing`) and expands every site component in what it returns.
    fn evaluate(&mut self, span: Range<usize>, self_closing: bool) -> Result<Value, Option<NotRendered>> {
        let file = self.file.clone();
        let text = &file.text[span.clone()];
        let src = if self_closing { text.to_string() } else { format!("{}/>", &text[..text.len() - 1]) };
        let name = jsx::tag_name(&file.text, span.start).unwrap_or("").to_string();
        let js = self.js().ok_or(None)?;
        let page = js.page.as_ref().map_err(|w| Some(NotRendered { failed: "the page's imports and exports cannot be read".into(), why: w.clone() }))?;
        let out = js.interp.tag(page, &file, &src, span.start, !self_closing).and_then(|v| expand(&mut js.interp, v, 0));
        out.map_err(|w| {
            let failed = format!("{} cannot be rendered at compile time", self.place(&name));
            let why =
                if w.what.starts_with(&format!("it reads `{name}`")) { format!("`{name}` is neither imported nor exported by the page").into() } else { w };
            Some(NotRendered { failed, why })
        })
    }

    /// The text the page's `{…}` expression at `span` prints in a server render (a string,
    /// a number, a template with substitutions), evaluated in the page's scope.
    pub(super) fn expression_text(&mut self, span: Range<usize>) -> Result<String, Option<String>> {
        let file = self.file.clone();
        let src = file.text[span.clone()].to_string();
        let js = self.js().ok_or(None)?;
        let page = js.page.as_ref().map_err(|w| Some(format!("the page's imports and exports cannot be read: {w}")))?;
        match js.interp.tag(page, &file, &src, span.start, false).map_err(|w| Some(w.to_string()))? {
            v @ (Value::Str(_) | Value::Num(_)) => v.to_text().map_err(|w| Some(w.to_string())),
            Value::Unknown(w) => Err(Some(w.to_string())),
            other => Err(Some(format!("it is {}, not a string", other.type_of()))),
        }
    }

    /// Where the component `name` comes from, for messages: ` (src/components/X.tsx)`.
    fn place(&self, name: &str) -> String {
        let module = self.imports.iter().find(|i| i.locals.iter().any(|l| l == name)).map(|i| i.source.clone());
        match (module, &self.js) {
            (Some(spec), Some(js)) => js.interp.module_name(&self.file.name, &spec).map(|m| format!(" ({m})")).unwrap_or_else(|| format!(" (from `{spec}`)")),
            _ if self.esm.contains(name) => format!(" (defined in {})", self.file.name),
            _ => String::new(),
        }
    }

    /// A site component used as a flow element: its rendered blocks, or why not.
    pub(super) fn site_component(&mut self, tag: &jsx::Tag, children: &[Region]) -> Result<Vec<Block>, Option<NotRendered>> {
        let tree = self.evaluate(tag.span.clone(), tag.self_closing)?;
        let mut regions = Vec::new();
        let mut pending = Vec::new();
        if let Err(why) = self.regions_of(&tree, children, tag.span.clone(), &mut regions, &mut pending) {
            return Err(Some(NotRendered { failed: format!("{} cannot be rendered at compile time", self.place(&tag.name)), why }));
        }
        flush(&mut regions, &mut pending);
        Ok(self.render_regions(&regions))
    }

    /// A site component inside a paragraph (`This is <Highlight color="red">green</Highlight>!`):
    /// the inline content before and after its children, which stay in the paragraph.
    pub(super) fn site_component_inline(&mut self, span: Range<usize>, self_closing: bool) -> Result<(Vec<Inline>, Vec<Inline>), Option<NotRendered>> {
        if self.file.text.get(span.clone()).is_none_or(|t| !t.starts_with('<')) {
            return Err(None);
        }
        let tree = self.evaluate(span.clone(), self_closing)?;
        let (mut before, mut after, mut seen) = (Vec::new(), Vec::new(), false);
        if let Err(why) = self.split_inline(&tree, span.clone(), &mut before, &mut after, &mut seen) {
            let name = jsx::tag_name(&self.file.text, span.start).unwrap_or("");
            return Err(Some(NotRendered { failed: format!("{} cannot be rendered inside a paragraph", self.place(name)), why }));
        }
        Ok((before, after))
    }

    fn split_inline(&mut self, v: &Value, span: Range<usize>, before: &mut Vec<Inline>, after: &mut Vec<Inline>, seen: &mut bool) -> Result<(), Why> {
        if !has_children(v) {
            let inl = self.inlines_of(v, span)?;
            if *seen { after } else { before }.extend(inl);
            return Ok(());
        }
        match v {
            Value::Children => *seen = true,
            Value::Arr(items) => items.iter().try_for_each(|x| self.split_inline(x, span.clone(), before, after, seen))?,
            Value::Elem(e) => match &e.ty {
                ElemType::Fragment => e.children.iter().try_for_each(|x| self.split_inline(x, span.clone(), before, after, seen))?,
                ElemType::Tag(t) if &**t == "span" => e.children.iter().try_for_each(|x| self.split_inline(x, span.clone(), before, after, seen))?,
                ElemType::Tag(t) => return Err(format!("it wraps its children in `<{t}>`, which docc renders only around whole blocks").into()),
                _ => return Err("it renders an element docc cannot show".into()),
            },
            _ => {}
        }
        Ok(())
    }

    /// Inline content of a tree with no blocks in it.
    fn inlines_of(&mut self, v: &Value, span: Range<usize>) -> Result<Vec<Inline>, Why> {
        Ok(match v {
            Value::Undef | Value::Null | Value::Bool(_) => vec![],
            Value::Str(_) | Value::Num(_) => vec![Inline::Text(v.to_text()?)],
            Value::Arr(items) => {
                let mut out = Vec::new();
                for x in items.iter() {
                    out.extend(self.inlines_of(x, span.clone())?);
                }
                merge_text(out)
            }
            Value::Unknown(w) => return Err((**w).clone()),
            Value::Elem(e) => {
                let kids = |r: &mut Self| -> Result<Vec<Inline>, Why> {
                    let mut out = Vec::new();
                    for x in &e.children {
                        out.extend(r.inlines_of(x, span.clone())?);
                    }
                    Ok(merge_text(out))
                };
                match &e.ty {
                    ElemType::Fragment => kids(self)?,
                    ElemType::Tag(t) => match &**t {
                        "strong" | "b" => vec![Inline::Strong(kids(self)?)],
                        "em" | "i" => vec![Inline::Emph(kids(self)?)],
                        "code" => vec![Inline::Code(plain_text(&kids(self)?))],
                        "br" => vec![Inline::HardBreak],
                        "a" | "Link" => {
                            let mut content = kids(self)?;
                            // Docusaurus's `<Link id>` collects its id as an anchor of the page.
                            if let Some(id) = e.prop("id").and_then(Value::as_str).filter(|id| &**t == "Link" && !id.is_empty()) {
                                content.insert(0, Inline::Anchor { id: id.to_string() });
                            }
                            match e.prop("href").or(e.prop("to")).and_then(Value::as_str) {
                                Some(href) => {
                                    let (href, internal) =
                                        if &**t == "a" { self.ctx.link_unchecked(href, span.clone()) } else { self.ctx.link(href, span.clone()) };
                                    let title = e.prop("title").and_then(Value::as_str).unwrap_or("").to_string();
                                    vec![Inline::Link { href, internal, title, content }]
                                }
                                None => content,
                            }
                        }
                        "img" => match self.img(&synth_tag("img", e, span.clone())) {
                            Some(Block::Paragraph(inl)) => inl,
                            _ => vec![],
                        },
                        "kbd" | "sub" | "sup" | "small" | "mark" | "u" | "s" | "abbr" => {
                            vec![Inline::Html(vec![HtmlNode::Element { tag: t.to_string(), children: crate::inl_to_html(&kids(self)?) }])]
                        }
                        "svg" => {
                            let node = crate::inline_svg::from_elem(e)?;
                            let alt = e.prop("aria-label").and_then(Value::as_str).unwrap_or("");
                            self.svg_image(&node, alt, span).map(Inline::Image).into_iter().collect()
                        }
                        t if DROPPED.contains(&t) => vec![],
                        _ => kids(self)?,
                    },
                    ElemType::Unknown(w) => return Err((**w).clone()),
                    ElemType::Func(_) => return Err("a component left unexpanded".into()),
                }
            }
            Value::Children => return Err("its children are placed where docc expects inline text".into()),
            _ => return Err(format!("it renders {} as text", v.type_of()).into()),
        })
    }

    /// Regions of a rendered tree: elements the MDX handlers know become tags, text and
    /// inline elements gather into paragraphs, `children` is the page's own Markdown.
    fn regions_of(&mut self, v: &Value, children: &[Region], span: Range<usize>, out: &mut Vec<Region>, pending: &mut Vec<Inline>) -> Result<(), Why> {
        if is_inline(v) {
            pending.extend(self.inlines_of(v, span)?);
            return Ok(());
        }
        match v {
            Value::Children => {
                flush(out, pending);
                out.extend(children.iter().cloned());
            }
            Value::Arr(items) => items.iter().try_for_each(|x| self.regions_of(x, children, span.clone(), out, pending))?,
            Value::Elem(e) => match &e.ty {
                ElemType::Fragment => e.children.iter().try_for_each(|x| self.regions_of(x, children, span.clone(), out, pending))?,
                ElemType::Tag(t) => self.element_region(t, e, children, span, out, pending)?,
                ElemType::Unknown(w) => return Err((**w).clone()),
                ElemType::Func(_) => return Err("a component left unexpanded".into()),
            },
            Value::Unknown(w) => return Err((**w).clone()),
            _ => return Err(format!("it renders {} as text", v.type_of()).into()),
        }
        Ok(())
    }

    fn element_region(
        &mut self,
        t: &str,
        e: &Elem,
        children: &[Region],
        span: Range<usize>,
        out: &mut Vec<Region>,
        pending: &mut Vec<Inline>,
    ) -> Result<(), Why> {
        if t == "Heading" && e.children.iter().all(is_inline) {
            // `@theme/Heading as="h3"`: a heading, anchored by its `id` or text; like Docusaurus,
            // not in the page's table of contents (which lists Markdown headings).
            let level = e.prop("as").and_then(Value::as_str).and_then(|h| h.strip_prefix('h')?.parse().ok()).filter(|l| (1..=6).contains(l)).unwrap_or(2);
            let mut content = Vec::new();
            for c in &e.children {
                content.extend(self.inlines_of(c, span.clone())?);
            }
            let content = merge_text(content);
            let id = match e.prop("id").and_then(Value::as_str) {
                Some(id) => self.slugger.unique(id.to_string()),
                None => self.slugger.slug(&plain_text(&content)),
            };
            flush(out, pending);
            out.push(Region::Block(Block::Heading { level, id, content }));
            return Ok(());
        }
        let name = match t {
            "Link" => "a",
            "Heading" => e.prop("as").and_then(Value::as_str).unwrap_or("h2"),
            t => t,
        };
        if DROPPED.contains(&name) {
            return Ok(());
        }
        if let Some(file) = name.strip_prefix(docc_js::SVG_FILE) {
            let props = vec![("src".to_string(), Value::str(file)), ("alt".to_string(), e.prop("title").cloned().unwrap_or(Value::str("")))];
            let img = Elem { ty: ElemType::Tag("img".into()), props, children: vec![] };
            return self.element_region("img", &img, children, span, out, pending);
        }
        if name == "BrowserOnly" {
            // The server render shows the fallback.
            return match e.prop("fallback") {
                Some(f) => self.regions_of(&f.clone(), children, span, out, pending),
                None => Ok(()),
            };
        }
        // Tags the MDX handlers render (`mdx_jsx::COMPONENTS`, the HTML boxes); other names show their children.
        let known = crate::mdx_jsx::COMPONENTS.iter().any(|(n, _)| *n == name) || crate::mdx_jsx::HTML_FLOW.contains(&name);
        if !known {
            return e.children.iter().try_for_each(|x| self.regions_of(x, children, span.clone(), out, pending));
        }
        // A frame without a source (the server render's `useState('')`) shows nothing.
        if name == "iframe" && e.prop("src").and_then(Value::as_str).is_none_or(|s| s.trim().is_empty()) {
            return Ok(());
        }
        flush(out, pending);
        let mut tag = synth_tag(name, e, span.clone());
        if t == "a" {
            tag.attrs.push(Attr { name: jsx::UNCHECKED.into(), value: Spanned { value: JV::Bool(true), span: span.clone() }, span: span.clone() });
        }
        if name == "CodeBlock" {
            let mut code = String::new();
            collect_text(&e.children, &mut code)?;
            let value = Spanned { value: JV::Str(code), span: span.clone() };
            out.push(Region::Jsx { tag, children: vec![], code: Some(JsxCode::Expr(value)) });
            return Ok(());
        }
        let mut kids = Vec::new();
        let mut kid_text = Vec::new();
        for c in &e.children {
            self.regions_of(c, children, span.clone(), &mut kids, &mut kid_text)?;
        }
        flush(&mut kids, &mut kid_text);
        tag.self_closing = kids.is_empty();
        out.push(Region::Jsx { tag, children: kids, code: None });
        Ok(())
    }
}

/// Expands every site component in a tree into what it renders.
fn expand(it: &mut Interp, v: Value, depth: usize) -> Result<Value, Why> {
    if depth > MAX_COMPONENT_DEPTH {
        return Err(Why { what: format!("its components nest more than {MAX_COMPONENT_DEPTH} deep (a component that renders itself?)"), at: String::new() });
    }
    Ok(match v {
        Value::Elem(e) => match &e.ty {
            ElemType::Func(_) | ElemType::Unknown(_) => {
                let out = it.expand(&e)?;
                expand(it, out, depth + 1)?
            }
            _ => {
                let mut children = Vec::with_capacity(e.children.len());
                for c in &e.children {
                    children.push(expand(it, c.clone(), depth)?);
                }
                let mut props = e.props.clone();
                // A `fallback` element (BrowserOnly) is shown, so it is expanded too.
                for (k, p) in props.iter_mut() {
                    if k == "fallback" {
                        *p = expand(it, p.clone(), depth)?;
                    }
                }
                Value::Elem(Rc::new(Elem { ty: e.ty.clone(), props, children }))
            }
        },
        Value::Arr(items) => {
            let mut out = Vec::with_capacity(items.len());
            for x in items.iter() {
                out.push(expand(it, x.clone(), depth)?);
            }
            Value::Arr(Rc::new(out))
        }
        v => v,
    })
}

fn has_children(v: &Value) -> bool {
    match v {
        Value::Children => true,
        Value::Arr(items) => items.iter().any(has_children),
        Value::Elem(e) => e.children.iter().any(has_children),
        _ => false,
    }
}

/// Whether a tree is inline content only (text and inline elements).
fn is_inline(v: &Value) -> bool {
    match v {
        Value::Undef | Value::Null | Value::Bool(_) | Value::Str(_) | Value::Num(_) => true,
        Value::Arr(items) => items.iter().all(is_inline),
        Value::Elem(e) => match &e.ty {
            ElemType::Fragment => e.children.iter().all(is_inline),
            // A drawing's elements are not text: the drawing is one image.
            ElemType::Tag(t) if &**t == "svg" => true,
            ElemType::Tag(t) => (INLINE.contains(&&**t) || DROPPED.contains(&&**t)) && e.children.iter().all(is_inline),
            _ => false,
        },
        _ => false,
    }
}

fn flush(out: &mut Vec<Region>, pending: &mut Vec<Inline>) {
    let inl = merge_text(std::mem::take(pending));
    if !plain_text(&inl).trim().is_empty() || inl.iter().any(|i| matches!(i, Inline::Image(_))) {
        out.push(Region::Inline(inl));
    }
}

fn merge_text(v: Vec<Inline>) -> Vec<Inline> {
    let mut out: Vec<Inline> = Vec::with_capacity(v.len());
    for i in v {
        match (i, out.last_mut()) {
            (Inline::Text(t), Some(Inline::Text(prev))) => prev.push_str(&t),
            (i, _) => out.push(i),
        }
    }
    out
}

/// The code of a `<CodeBlock>`: its children's text. HTML elements among them (a component
/// that groups its lines in `<div>`s) give their text, as Docusaurus's CodeBlock shows
/// element children inside its `<pre>`.
fn collect_text(children: &[Value], out: &mut String) -> Result<(), Why> {
    for c in children {
        match c {
            Value::Arr(items) => collect_text(items, out)?,
            Value::Elem(e) if matches!(&e.ty, ElemType::Fragment) || matches!(&e.ty, ElemType::Tag(t) if t.starts_with(|c: char| c.is_ascii_lowercase())) => {
                collect_text(&e.children, out)?
            }
            Value::Undef | Value::Null | Value::Bool(_) => {}
            Value::Str(_) | Value::Num(_) => out.push_str(&c.to_text()?),
            Value::Unknown(w) => return Err((**w).clone()),
            _ => return Err("the code of a `<CodeBlock>` is not text".into()),
        }
    }
    Ok(())
}

/// A tag for the MDX handlers from an evaluated element: its props as literal values, all
/// located at the component's use in the page.
fn synth_tag(name: &str, e: &Elem, span: Range<usize>) -> jsx::Tag {
    let attrs = e
        .props
        .iter()
        .filter(|(k, _)| !ignored_prop(k))
        .map(|(k, v)| {
            let k = if name == "a" && k == "to" { "href".to_string() } else { k.clone() };
            Attr { name: k, value: literal(v, &span), span: span.clone() }
        })
        .collect();
    jsx::Tag { name: name.to_string(), attrs, self_closing: e.children.is_empty(), span }
}

fn literal(v: &Value, span: &Range<usize>) -> Spanned {
    let value = match v {
        Value::Str(s) => JV::Str(s.to_string()),
        Value::Num(n) => JV::Num(*n),
        Value::Bool(b) => JV::Bool(*b),
        Value::Null | Value::Undef => JV::Null,
        Value::Arr(items) => JV::Array(items.iter().map(|x| literal(x, span)).collect()),
        Value::Obj(props) => JV::Object(props.iter().map(|(k, x)| (k.clone(), literal(x, span))).collect()),
        _ => JV::Dynamic,
    };
    Spanned { value, span: span.clone() }
}
