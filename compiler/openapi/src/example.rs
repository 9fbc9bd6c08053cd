//! Example values: the spec's own examples first, else one synthesised from the schema.
//!
//! Code samples need a body for every operation and schema pages show an example, but
//! specs give examples unevenly. The order follows what readers expect from
//! docusaurus-openapi-docs: media-type `example`, then the first of `examples`, then the
//! schema's `example`/`examples`/`default`/`const`/first `enum` value, then a value built
//! from the type and format. `readOnly` properties are left out of requests and
//! `writeOnly` ones out of responses. Cycles and depth are bounded.

use crate::keywords::Fields;
use crate::loader::{Docs, RefKey};
use crate::node::{Node, Value};
use docc_model::{CodeBlock, Token};

/// A non-JSON media type's text example: plain lines (JSON ones are [`Ex::code_block`]).
pub(crate) fn text_block(text: &str, title: &str) -> CodeBlock {
    CodeBlock { lang: String::new(), title: title.into(), highlight: Vec::new(), lines: docc_markdown::highlight::highlight(text, "") }
}

/// A JSON value that keeps key order (serde_json's map sorts keys unless a crate-wide
/// feature is switched on, and examples must read in the order the spec wrote them).
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Ex {
    Null,
    Bool(bool),
    Num(serde_json::Number),
    Str(String),
    Arr(Vec<Ex>),
    Obj(Vec<(String, Ex)>),
    /// Text written out verbatim (code-sample placeholders only).
    Raw(String),
}

impl Ex {
    pub(crate) fn from_node(n: &Node) -> Ex {
        match &n.value {
            Value::Null => Ex::Null,
            Value::Bool(b) => Ex::Bool(*b),
            Value::Number(x) => Ex::Num(x.clone()),
            Value::String(s) => Ex::Str(s.clone()),
            Value::Seq(items) => Ex::Arr(items.iter().map(Ex::from_node).collect()),
            Value::Map(m) => Ex::Obj(m.iter().map(|(k, v)| (k.text.clone(), Ex::from_node(v))).collect()),
        }
    }

    /// For tests and comparisons (key order is lost).
    #[cfg(test)]
    pub(crate) fn to_json(&self) -> serde_json::Value {
        use serde_json::Value as J;
        match self {
            Ex::Null => J::Null,
            Ex::Bool(b) => J::Bool(*b),
            Ex::Num(n) => J::Number(n.clone()),
            Ex::Str(s) => J::String(s.clone()),
            Ex::Arr(items) => J::Array(items.iter().map(Ex::to_json).collect()),
            Ex::Obj(m) => J::Object(m.iter().map(|(k, v)| (k.clone(), v.to_json())).collect()),
            Ex::Raw(s) => J::String(s.clone()),
        }
    }

    /// Pretty JSON, two-space indentation (serde_json's layout).
    pub(crate) fn pretty(&self) -> String {
        let mut out = String::new();
        self.write(&mut out, Some(0));
        out
    }

    pub(crate) fn compact(&self) -> String {
        let mut out = String::new();
        self.write(&mut out, None);
        out
    }

    /// The example as a highlighted JSON code block. The tokens come from the printer
    /// itself, which knows what each piece is, instead of a parser re-reading the text: the
    /// same classes tree-sitter's JSON query gives (a test holds them equal), for a fraction
    /// of the cost on specs with hundreds of examples.
    pub(crate) fn code_block(&self, title: &str) -> CodeBlock {
        let mut lines = Lines(vec![Vec::new()]);
        self.write(&mut lines, Some(0));
        CodeBlock { lang: "json".into(), title: title.into(), highlight: Vec::new(), lines: lines.0 }
    }

    fn write<S: Sink>(&self, out: &mut S, indent: Option<usize>) {
        fn nl<S: Sink>(out: &mut S, level: usize) {
            out.newline();
            for _ in 0..level {
                out.put("  ", Class::Plain);
            }
        }
        match self {
            Ex::Null => out.put("null", Class::Const),
            Ex::Bool(b) => out.put(if *b { "true" } else { "false" }, Class::Const),
            Ex::Num(n) => out.put(&n.to_string(), Class::Num),
            Ex::Str(s) => out.string(&json_str(s), Class::Str),
            Ex::Raw(s) => out.put(s, Class::Plain),
            Ex::Arr(items) if items.is_empty() => out.put("[]", Class::Punct),
            Ex::Obj(m) if m.is_empty() => out.put("{}", Class::Punct),
            Ex::Arr(items) => {
                out.put("[", Class::Punct);
                for (i, v) in items.iter().enumerate() {
                    if i > 0 {
                        out.put(",", Class::Punct);
                    }
                    if let Some(l) = indent {
                        nl(out, l + 1);
                    }
                    v.write(out, indent.map(|l| l + 1));
                }
                if let Some(l) = indent {
                    nl(out, l);
                }
                out.put("]", Class::Punct);
            }
            Ex::Obj(m) => {
                out.put("{", Class::Punct);
                for (i, (k, v)) in m.iter().enumerate() {
                    if i > 0 {
                        out.put(",", Class::Punct);
                    }
                    if let Some(l) = indent {
                        nl(out, l + 1);
                    }
                    out.string(&json_str(k), Class::Prop);
                    out.put(":", Class::Punct);
                    if indent.is_some() {
                        out.put(" ", Class::Plain);
                    }
                    v.write(out, indent.map(|l| l + 1));
                }
                if let Some(l) = indent {
                    nl(out, l);
                }
                out.put("}", Class::Punct);
            }
        }
    }

    fn insert(m: &mut Vec<(String, Ex)>, k: String, v: Ex) {
        match m.iter_mut().find(|(ok, _)| *ok == k) {
            Some(slot) => slot.1 = v,
            None => m.push((k, v)),
        }
    }
}

pub(crate) fn json_str(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_default()
}

/// What a piece of printed JSON is, named as the highlighter's token classes.
#[derive(Clone, Copy)]
enum Class {
    Plain,
    Punct,
    Prop,
    Str,
    Num,
    Const,
    Esc,
}

impl Class {
    fn id(self) -> u32 {
        let name = match self {
            Class::Plain => return 0,
            Class::Punct => "punct",
            Class::Prop => "prop",
            Class::Str => "str",
            Class::Num => "num",
            Class::Const => "const",
            Class::Esc => "esc",
        };
        docc_markdown::highlight::class_id(name)
    }
}

/// Where [`Ex::write`] prints: plain text, or highlighted lines.
trait Sink {
    fn put(&mut self, text: &str, class: Class);
    fn newline(&mut self);
    /// A quoted, escaped string: each escape (`\n`, or the `\u` of `\u0001`, as JSON
    /// grammars tokenise it) is its own token.
    fn string(&mut self, quoted: &str, class: Class);
}

impl Sink for String {
    fn put(&mut self, text: &str, _: Class) {
        self.push_str(text);
    }
    fn newline(&mut self) {
        self.push('\n');
    }
    fn string(&mut self, quoted: &str, _: Class) {
        self.push_str(quoted);
    }
}

struct Lines(Vec<Vec<Token>>);

impl Sink for Lines {
    fn put(&mut self, text: &str, class: Class) {
        docc_markdown::highlight::push(self.0.last_mut().expect("one line at least"), text, class.id());
    }
    fn newline(&mut self) {
        self.0.push(Vec::new());
    }
    fn string(&mut self, quoted: &str, class: Class) {
        let mut rest = quoted;
        while let Some(at) = rest.find('\\') {
            let esc = at + 1 + rest[at + 1..].chars().next().map_or(0, char::len_utf8);
            self.put(&rest[..at], class);
            self.put(&rest[at..esc], Class::Esc);
            rest = &rest[esc..];
        }
        self.put(rest, class);
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mode {
    Request,
    Response,
    Neutral,
}

const MAX_DEPTH: usize = 10;
/// Values one synthesised example may hold; schemas that fan out through many refs
/// would otherwise produce examples exponential in their depth.
const MAX_VALUES: usize = 400;

struct Synth<'a> {
    docs: &'a Docs,
    mode: Mode,
    stack: Vec<RefKey>,
    budget: usize,
}

/// The example of a media type object (`content: {application/json: …}`), if any.
pub(crate) fn media_example(docs: &Docs, doc: usize, media: &Node, mode: Mode) -> Option<Ex> {
    if let Some(e) = media.get("example") {
        return Some(Ex::from_node(e));
    }
    if let Some(exs) = media.get("examples").and_then(Node::as_map) {
        for (_, ex) in exs.iter() {
            let (_, ex, _) = docs.deref(doc, ex);
            if let Some(v) = ex.get("value") {
                return Some(Ex::from_node(v));
            }
        }
    }
    let schema = media.get("schema")?;
    Some(from_schema(docs, doc, schema, mode))
}

/// An example for a schema.
pub(crate) fn from_schema(docs: &Docs, doc: usize, schema: &Node, mode: Mode) -> Ex {
    let mut st = Synth { docs, mode, stack: Vec::new(), budget: MAX_VALUES };
    st.synth(doc, schema, 0).unwrap_or(Ex::Null)
}

/// An example for a component schema (its own ref counts as being expanded).
pub(crate) fn from_component(docs: &Docs, key: &RefKey, schema: &Node, mode: Mode) -> Ex {
    let mut st = Synth { docs, mode, stack: vec![key.clone()], budget: MAX_VALUES };
    st.synth(key.0, schema, 0).unwrap_or(Ex::Null)
}

impl Synth<'_> {
    /// `None` means "leave this property out" (cycles, budget, or readOnly/writeOnly by mode).
    fn synth(&mut self, doc: usize, node: &Node, depth: usize) -> Option<Ex> {
        if depth > MAX_DEPTH || self.budget == 0 {
            return None;
        }
        self.budget -= 1;
        let docs = self.docs;
        if !matches!(node.value, Value::Map(_)) {
            return Some(Ex::Null);
        }
        let f = Fields::of(node);
        if let Some(e) = f.example {
            return Some(Ex::from_node(e));
        }
        if let Some(r) = f.reference {
            let t = docs.resolve(doc, r).ok()?;
            let key = (t.doc, t.pointer.to_string());
            if self.stack.contains(&key) {
                return None;
            }
            self.stack.push(key);
            let v = self.synth(t.doc, t.node, depth + 1);
            self.stack.pop();
            return v;
        }
        if let Some(e) = f.examples.and_then(Node::as_seq).and_then(|s| s.first()) {
            return Some(Ex::from_node(e));
        }
        if let Some(v) = f.const_.or(f.default) {
            return Some(Ex::from_node(v));
        }
        if let Some(first) = f.enum_.and_then(Node::as_seq).and_then(|s| s.first()) {
            return Some(Ex::from_node(first));
        }
        if let Some(members) = f.all_of.and_then(Node::as_seq) {
            let mut obj = Vec::new();
            let mut other = None;
            for m in members {
                match self.synth(doc, m, depth + 1) {
                    Some(Ex::Obj(o)) => o.into_iter().for_each(|(k, v)| Ex::insert(&mut obj, k, v)),
                    Some(v) if other.is_none() => other = Some(v),
                    _ => {}
                }
            }
            if let Ex::Obj(own) = self.object(doc, &f, depth) {
                own.into_iter().for_each(|(k, v)| Ex::insert(&mut obj, k, v));
            }
            return Some(if obj.is_empty() { other.unwrap_or(Ex::Obj(obj)) } else { Ex::Obj(obj) });
        }
        if let Some(first) = f.one_of.or(f.any_of).and_then(Node::as_seq).and_then(|s| s.first()) {
            let v = self.synth(doc, first, depth + 1);
            // Properties next to oneOf apply to every alternative.
            if let Some(Ex::Obj(mut o)) = v {
                if let Ex::Obj(own) = self.object(doc, &f, depth) {
                    own.into_iter().for_each(|(k, v)| Ex::insert(&mut o, k, v));
                }
                return Some(Ex::Obj(o));
            }
            return v;
        }
        let ty = match f.ty.map(|t| &t.value) {
            Some(Value::String(s)) => s.as_str(),
            Some(Value::Seq(items)) => items.iter().filter_map(Node::as_str).find(|t| *t != "null").unwrap_or("null"),
            _ if f.properties.is_some() || f.additional.is_some() => "object",
            _ if f.items.is_some() => "array",
            _ => "",
        };
        let format = f.format.unwrap_or("");
        Some(match ty {
            "object" => self.object(doc, &f, depth),
            "array" => match f.items.and_then(|i| self.synth(doc, i, depth + 1)) {
                Some(v) => Ex::Arr(vec![v]),
                None => Ex::Arr(Vec::new()),
            },
            "string" => Ex::Str(string_example(format).into()),
            "integer" => Ex::Num(0.into()),
            "number" => Ex::Num(serde_json::Number::from_f64(0.0).unwrap_or(0.into())),
            "boolean" => Ex::Bool(true),
            "null" => Ex::Null,
            _ if !format.is_empty() => Ex::Str(string_example(format).into()),
            _ => Ex::Null,
        })
    }

    fn object(&mut self, doc: usize, f: &Fields, depth: usize) -> Ex {
        let docs = self.docs;
        let mode = self.mode;
        let mut out = Vec::new();
        if let Some(props) = f.properties.and_then(Node::as_map) {
            for (k, p) in props.iter() {
                if mode != Mode::Neutral {
                    let (_, target, _) = docs.deref(doc, p);
                    let flag = if mode == Mode::Request { "readOnly" } else { "writeOnly" };
                    if target.bool_of(flag) || p.bool_of(flag) {
                        continue;
                    }
                }
                if let Some(v) = self.synth(doc, p, depth + 1) {
                    Ex::insert(&mut out, k.text.clone(), v);
                }
            }
        }
        if out.is_empty() {
            if let Some(ap) = f.additional.filter(|a| a.as_map().is_some()) {
                if let Some(v) = self.synth(doc, ap, depth + 1) {
                    out.push(("additionalProp1".into(), v));
                }
            }
        }
        Ex::Obj(out)
    }
}

fn string_example(format: &str) -> &'static str {
    match format {
        "date-time" => "2024-01-01T00:00:00Z",
        "date" => "2024-01-01",
        "time" => "12:00:00",
        "email" => "user@example.com",
        "uuid" => "3fa85f64-5717-4562-b3fc-2c963f66afa6",
        "uri" | "url" => "https://example.com",
        "hostname" => "example.com",
        "ipv4" => "192.0.2.1",
        "ipv6" => "2001:db8::1",
        "byte" => "ZXhhbXBsZQ==",
        "binary" => "<binary>",
        "password" => "password",
        _ => "string",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pretty_matches_serde_layout_and_keeps_order() {
        let n = crate::yaml::parse("b: 1\na: [x, {c: null}, []]\nd: {}\n").unwrap();
        let e = Ex::from_node(&n);
        assert_eq!(e.pretty(), "{\n  \"b\": 1,\n  \"a\": [\n    \"x\",\n    {\n      \"c\": null\n    },\n    []\n  ],\n  \"d\": {}\n}");
        assert_eq!(serde_json::from_str::<serde_json::Value>(&e.pretty()).unwrap(), e.to_json());
        assert_eq!(e.compact(), r#"{"b":1,"a":["x",{"c":null},[]],"d":{}}"#);
    }

    /// The printer's tokens are exactly what the tree-sitter JSON highlighter makes of the
    /// printed text: keys, strings with escapes (`\u` included), numbers, constants,
    /// punctuation and indentation, empty containers, nesting.
    #[test]
    fn printed_tokens_equal_the_json_highlighter() {
        let src = "id: 42\nname: \"a \\\"quoted\\\" \\\\ path\\n\\u0001 ü\"\nratio: -1.5e3\nok: true\nno: false\nnil: null\n\"k\\\"ey\": [1, [], {}, {x: [\"y\"]}]\nempty: \"\"\n";
        let n = crate::yaml::parse(src).unwrap();
        let e = Ex::from_node(&n);
        let pretty = e.pretty();
        assert!(pretty.contains("\\u0001") && pretty.contains("\\\""), "{pretty}");
        assert_eq!(e.code_block("t").lines, docc_markdown::highlight::highlight(&pretty, "json"));
        for scalar in [Ex::Null, Ex::Num(7.into()), Ex::Str("s\t".into()), Ex::Arr(vec![]), Ex::Obj(vec![])] {
            assert_eq!(scalar.code_block("").lines, docc_markdown::highlight::highlight(&scalar.pretty(), "json"), "{scalar:?}");
        }
    }
}
