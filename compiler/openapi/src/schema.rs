//! JSON Schema (OpenAPI 3.0 and 3.1 dialects) → the `SchemaNode` trees the runtime shows.
//!
//! Trees are expanded inline, as docusaurus-openapi-docs and Redoc show them, with
//! three bounds: a `$ref` already on the expansion stack is a cycle and becomes a
//! `circular` leaf that links to its schema page; refs nest at most `MAX_REF_DEPTH`
//! deep; and once a tree holds `MAX_TREE_NODES` nodes further component refs become
//! links instead of copies (diamond-shaped schemas would otherwise grow exponentially).
//! `allOf` is merged into one node; `oneOf`/`anyOf` stay alternatives. 3.0's `nullable`
//! and 3.1's `type: [x, "null"]` both become `nullable`.

use crate::describe::Describer;
use crate::loader::{Docs, RefKey};
use crate::node::{Node, Value};
use docc_core::model::api::SchemaNode;
use std::collections::HashMap;

const MAX_REF_DEPTH: usize = 16;
const MAX_TREE_NODES: usize = 3000;

/// A component schema of the main document that has its own page.
#[derive(Clone)]
pub struct Component {
    pub name: String,
    pub route: String,
}

pub struct SchemaCx<'a, 'd, 'c> {
    pub docs: &'a Docs,
    pub desc: &'d mut Describer<'c>,
    pub components: &'a HashMap<RefKey, Component>,
    stack: Vec<RefKey>,
    count: usize,
}

pub fn empty_node(name: &str) -> SchemaNode {
    SchemaNode {
        name: name.to_string(),
        type_label: String::new(),
        schema_route: None,
        required: false,
        nullable: false,
        deprecated: false,
        read_only: false,
        write_only: false,
        description: Vec::new(),
        enum_values: Vec::new(),
        default: None,
        example: None,
        constraints: Vec::new(),
        properties: Vec::new(),
        items: None,
        additional: None,
        variant_kind: String::new(),
        variants: Vec::new(),
        circular: false,
    }
}

/// Text shown for an enum value, default or example: strings bare, the rest as JSON.
pub fn display_value(n: &Node) -> String {
    match &n.value {
        Value::String(s) => s.clone(),
        Value::Seq(_) | Value::Map(_) => crate::example::Ex::from_node(n).compact(),
        _ => n.scalar_text().unwrap_or_default(),
    }
}

impl<'a, 'd, 'c> SchemaCx<'a, 'd, 'c> {
    pub fn new(docs: &'a Docs, desc: &'d mut Describer<'c>, components: &'a HashMap<RefKey, Component>) -> Self {
        SchemaCx { docs, desc, components, stack: Vec::new(), count: 0 }
    }

    /// A whole tree for a schema found at `node` in document `doc`.
    pub fn tree(&mut self, doc: usize, node: &Node, name: &str, required: bool) -> SchemaNode {
        self.count = 0;
        self.stack.clear();
        self.conv(doc, node, name, required)
    }

    /// The tree of a component schema for its own page (self-references are cycles).
    pub fn component_tree(&mut self, key: &RefKey, node: &Node) -> SchemaNode {
        self.count = 0;
        self.stack.clear();
        self.stack.push(key.clone());
        let n = self.conv(key.0, node, "", false);
        self.stack.clear();
        n
    }

    fn conv(&mut self, doc: usize, node: &Node, name: &str, required: bool) -> SchemaNode {
        self.count += 1;
        if let Some(r) = node.get("$ref").and_then(Node::as_str) {
            return self.conv_ref(doc, node, r, name, required);
        }
        let mut n = empty_node(name);
        n.required = required;
        if !matches!(node.value, Value::Map(_)) {
            // `true`/`{}` schemas (3.1) accept anything.
            n.type_label = if node.as_bool() == Some(false) { "never".into() } else { "any".into() };
            return n;
        }
        self.annotate(doc, node, &mut n);

        // Types: `type: string`, `type: [string, "null"]`, 3.0 `nullable: true`.
        let mut types: Vec<&str> = match node.get("type").map(|t| &t.value) {
            Some(Value::String(s)) => vec![s.as_str()],
            Some(Value::Seq(items)) => items.iter().filter_map(Node::as_str).collect(),
            _ => vec![],
        };
        if types.contains(&"null") {
            n.nullable = true;
            types.retain(|t| *t != "null");
        }
        n.nullable |= node.bool_of("nullable");

        let required_names: Vec<&str> = node.get("required").and_then(Node::as_seq).map(|s| s.iter().filter_map(Node::as_str).collect()).unwrap_or_default();
        if let Some(props) = node.get("properties").and_then(Node::as_map) {
            for (k, v) in props.iter() {
                let p = self.conv(doc, v, &k.text, required_names.contains(&k.text.as_str()));
                n.properties.push(p);
            }
        }
        if let Some(items) = node.get("items") {
            n.items = Some(Box::new(self.conv(doc, items, "", false)));
        }
        match node.get("additionalProperties") {
            Some(ap) if ap.as_bool() == Some(true) || ap.as_map().is_some_and(|m| m.is_empty()) => {
                let mut any = empty_node("");
                any.type_label = "any".into();
                n.additional = Some(Box::new(any));
            }
            Some(ap) if ap.as_map().is_some() => n.additional = Some(Box::new(self.conv(doc, ap, "", false))),
            _ => {}
        }
        for kind in ["oneOf", "anyOf"] {
            if let Some(alts) = node.get(kind).and_then(Node::as_seq) {
                if n.variants.is_empty() {
                    n.variant_kind = kind.to_string();
                }
                for alt in alts {
                    let title = alt.str_of("title");
                    let mut v = self.conv(doc, alt, title, false);
                    v.name = title.to_string();
                    n.variants.push(v);
                }
            }
        }
        if let Some(not) = node.get("not") {
            let v = self.conv(doc, not, "", false);
            n.constraints.push(format!("not {}", if v.type_label.is_empty() { "any" } else { &v.type_label }));
        }

        n.type_label = label(node, &types, &n);

        if let Some(members) = node.get("allOf").and_then(Node::as_seq) {
            let explicit_type = !types.is_empty();
            let converted: Vec<SchemaNode> = members.iter().map(|m| self.conv(doc, m, "", false)).collect();
            n = merge_all_of(n, converted, &required_names, explicit_type);
        }
        n
    }

    fn conv_ref(&mut self, doc: usize, node: &Node, r: &str, name: &str, required: bool) -> SchemaNode {
        let docs = self.docs;
        let mut n = match docs.resolve(doc, r) {
            Err(_) => {
                // Reported once by `Docs::check_refs`; the tree shows what was asked for.
                let mut n = empty_node(name);
                n.type_label = r.rsplit('/').next().unwrap_or(r).to_string();
                n
            }
            Ok(t) => {
                let key: RefKey = (t.doc, t.pointer.to_string());
                let comp = self.components.get(&key).cloned();
                let cycle = self.stack.contains(&key);
                let cut = cycle || self.stack.len() >= MAX_REF_DEPTH || (comp.is_some() && self.count > MAX_TREE_NODES);
                if cut {
                    let mut n = empty_node(name);
                    n.type_label = comp.as_ref().map(|c| c.name.clone()).unwrap_or_else(|| t.pointer.rsplit('/').next().unwrap_or("").to_string());
                    n.schema_route = comp.map(|c| c.route);
                    n.circular = cycle;
                    self.annotate(t.doc, t.node, &mut n);
                    n.nullable |= t.node.bool_of("nullable");
                    n
                } else {
                    self.stack.push(key);
                    let mut n = self.conv(t.doc, t.node, name, required);
                    self.stack.pop();
                    if let Some(c) = comp {
                        if n.type_label == "object" || n.type_label.is_empty() || n.type_label == "any" && !n.variants.is_empty() {
                            n.type_label = c.name.clone();
                        }
                        n.schema_route = Some(c.route);
                    }
                    n
                }
            }
        };
        n.name = name.to_string();
        n.required = required;
        // Siblings of `$ref` (3.1, and common in 3.0 specs) override the target's annotations.
        if node.get("description").is_some() {
            n.description = self.desc.blocks(docs, doc, node.get("description"));
        }
        n.deprecated |= node.bool_of("deprecated");
        n.read_only |= node.bool_of("readOnly");
        n.write_only |= node.bool_of("writeOnly");
        n.nullable |= node.bool_of("nullable");
        if let Some(e) = node.get("example") {
            n.example = Some(display_value(e));
        }
        if let Some(d) = node.get("default") {
            n.default = Some(display_value(d));
        }
        n
    }

    /// Annotations every schema form shares.
    fn annotate(&mut self, doc: usize, node: &Node, n: &mut SchemaNode) {
        let docs = self.docs;
        n.description = self.desc.blocks(docs, doc, node.get("description"));
        n.deprecated |= node.bool_of("deprecated");
        n.read_only |= node.bool_of("readOnly");
        n.write_only |= node.bool_of("writeOnly");
        if let Some(vals) = node.get("enum").and_then(Node::as_seq) {
            n.enum_values = vals.iter().map(display_value).collect();
        }
        if let Some(c) = node.get("const") {
            n.enum_values = vec![display_value(c)];
        }
        if let Some(d) = node.get("default") {
            n.default = Some(display_value(d));
        }
        n.example = node.get("example").or_else(|| node.get("examples").and_then(Node::as_seq).and_then(|s| s.first())).map(display_value);
        n.constraints.extend(constraints(node));
    }
}

fn num(node: &Node, key: &str) -> Option<String> {
    node.get(key).filter(|v| matches!(v.value, Value::Number(_))).and_then(Node::scalar_text)
}

fn constraints(node: &Node) -> Vec<String> {
    let mut out = Vec::new();
    // 3.0: exclusiveMinimum is a boolean modifier; 3.1: it is the bound itself.
    let excl_min = node.bool_of("exclusiveMinimum");
    let excl_max = node.bool_of("exclusiveMaximum");
    if let Some(v) = num(node, "minimum") {
        out.push(format!("{} {v}", if excl_min { ">" } else { ">=" }));
    }
    if let Some(v) = num(node, "exclusiveMinimum") {
        out.push(format!("> {v}"));
    }
    if let Some(v) = num(node, "maximum") {
        out.push(format!("{} {v}", if excl_max { "<" } else { "<=" }));
    }
    if let Some(v) = num(node, "exclusiveMaximum") {
        out.push(format!("< {v}"));
    }
    if let Some(v) = num(node, "multipleOf") {
        out.push(format!("multiple of {v}"));
    }
    match (num(node, "minLength"), num(node, "maxLength")) {
        (Some(a), Some(b)) if a == b => out.push(format!("{a} characters")),
        (a, b) => {
            if let Some(a) = a {
                out.push(format!(">= {a} characters"));
            }
            if let Some(b) = b {
                out.push(format!("<= {b} characters"));
            }
        }
    }
    if let Some(p) = node.get("pattern").and_then(Node::as_str) {
        out.push(format!("pattern: {p}"));
    }
    if let Some(v) = num(node, "minItems") {
        out.push(format!(">= {v} items"));
    }
    if let Some(v) = num(node, "maxItems") {
        out.push(format!("<= {v} items"));
    }
    if node.bool_of("uniqueItems") {
        out.push("unique items".into());
    }
    if let Some(v) = num(node, "minProperties") {
        out.push(format!(">= {v} properties"));
    }
    if let Some(v) = num(node, "maxProperties") {
        out.push(format!("<= {v} properties"));
    }
    if let Some(d) = node.get("discriminator") {
        let p = d.str_of("propertyName");
        if !p.is_empty() {
            out.push(format!("discriminator: {p}"));
        }
    }
    out
}

fn with_format(t: &str, node: &Node) -> String {
    match node.get("format").and_then(Node::as_str) {
        Some(f) if !f.is_empty() => format!("{t}<{f}>"),
        _ => t.to_string(),
    }
}

fn array_of(item: &str) -> String {
    let item = if item.is_empty() { "any" } else { item };
    if item.contains(' ') {
        format!("({item})[]")
    } else {
        format!("{item}[]")
    }
}

/// The human-readable type of a schema, e.g. `string<date-time>`, `Pet[]`, `string | integer`.
fn label(node: &Node, types: &[&str], n: &SchemaNode) -> String {
    let items_label = || n.items.as_ref().map(|i| i.type_label.clone()).unwrap_or_default();
    if !types.is_empty() {
        return types
            .iter()
            .map(|t| match *t {
                "array" => array_of(&items_label()),
                "object" => "object".to_string(),
                other => with_format(other, node),
            })
            .collect::<Vec<_>>()
            .join(" | ");
    }
    if !n.properties.is_empty() || n.additional.is_some() {
        return "object".into();
    }
    if n.items.is_some() {
        return array_of(&items_label());
    }
    if let Some(first) = node.get("enum").and_then(Node::as_seq).and_then(|s| s.first()).or_else(|| node.get("const")) {
        return match &first.value {
            Value::String(_) => with_format("string", node),
            Value::Number(x) if x.is_f64() => "number".into(),
            Value::Number(_) => "integer".into(),
            Value::Bool(_) => "boolean".into(),
            _ => "any".into(),
        };
    }
    if !n.variants.is_empty() {
        let labels: Vec<&str> = n.variants.iter().map(|v| v.type_label.as_str()).filter(|l| !l.is_empty()).collect();
        let mut uniq: Vec<&str> = Vec::new();
        for l in labels {
            if !uniq.contains(&l) {
                uniq.push(l);
            }
        }
        return if !uniq.is_empty() && uniq.len() <= 3 { uniq.join(" | ") } else { n.variant_kind.clone() };
    }
    if node.get("allOf").is_some() {
        return String::new();
    }
    if node.get("format").is_some() {
        return with_format("string", node);
    }
    "any".into()
}

/// Folds `allOf` members (already converted) into the node that lists them.
fn merge_all_of(own: SchemaNode, members: Vec<SchemaNode>, own_required: &[&str], explicit_type: bool) -> SchemaNode {
    let own_has_shape = !own.properties.is_empty() || own.items.is_some() || own.additional.is_some() || !own.variants.is_empty();
    // `allOf: [$ref]` with annotations around it is just that ref, annotated.
    if members.len() == 1 && !own_has_shape && !explicit_type {
        let mut m = members.into_iter().next().unwrap_or_else(|| empty_node(""));
        m.name = own.name;
        m.required = own.required;
        if !own.description.is_empty() {
            m.description = own.description;
        }
        m.nullable |= own.nullable;
        m.deprecated |= own.deprecated;
        m.read_only |= own.read_only;
        m.write_only |= own.write_only;
        if !own.enum_values.is_empty() {
            m.enum_values = own.enum_values;
        }
        m.default = own.default.or(m.default);
        m.example = own.example.or(m.example);
        m.constraints.extend(own.constraints);
        return m;
    }
    let mut out = SchemaNode { properties: Vec::new(), ..own.clone() };
    let mut object_like = !own.properties.is_empty() || own.additional.is_some() || own.type_label == "object";
    let mut labels: Vec<String> = Vec::new();
    for m in members.into_iter().chain(std::iter::once(SchemaNode { properties: own.properties, ..empty_node("") })) {
        object_like |= !m.properties.is_empty() || m.additional.is_some() || m.type_label == "object" || m.schema_route.is_some() && m.items.is_none() && m.enum_values.is_empty();
        if !m.type_label.is_empty() && m.type_label != "any" {
            labels.push(m.type_label.clone());
        }
        for p in m.properties {
            match out.properties.iter_mut().find(|q| q.name == p.name) {
                Some(q) => {
                    let req = q.required || p.required;
                    *q = p;
                    q.required = req;
                }
                None => out.properties.push(p),
            }
        }
        if out.description.is_empty() {
            out.description = m.description;
        }
        if out.items.is_none() {
            out.items = m.items;
        }
        if out.additional.is_none() {
            out.additional = m.additional;
        }
        if out.variants.is_empty() && !m.variants.is_empty() {
            out.variants = m.variants;
            out.variant_kind = m.variant_kind;
        }
        if out.enum_values.is_empty() {
            out.enum_values = m.enum_values;
        }
        out.default = out.default.or(m.default);
        out.example = out.example.or(m.example);
        for c in m.constraints {
            if !out.constraints.contains(&c) {
                out.constraints.push(c);
            }
        }
        out.nullable |= m.nullable;
        out.deprecated |= m.deprecated;
        out.read_only |= m.read_only;
        out.write_only |= m.write_only;
        out.circular |= m.circular && out.properties.is_empty();
    }
    for p in out.properties.iter_mut() {
        if own_required.contains(&p.name.as_str()) {
            p.required = true;
        }
    }
    if !explicit_type {
        out.type_label = if object_like { "object".into() } else { labels.first().cloned().unwrap_or_else(|| "any".into()) };
    }
    out.schema_route = None;
    out
}
