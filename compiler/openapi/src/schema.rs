//! JSON Schema (OpenAPI 3.0 and 3.1 dialects) → the `SchemaNode` trees the runtime shows.
//!
//! Trees are expanded inline, as docusaurus-openapi-docs and Redoc show them, but the
//! whole site is one file, and inlining every nested component on every page made a
//! 4 MB spec produce gigabytes. So: a `$ref` already on the expansion stack is a cycle
//! and becomes a `circular` leaf; structural components (objects, arrays, compositions)
//! are inlined at most `MAX_REF_DEPTH` deep and while the tree holds fewer than
//! `MAX_TREE_NODES` nodes; past that they become *link leaves* (`schema_route` set, no
//! children), which the runtime expands on demand from the schema's own page. Leaf
//! components (enums, formatted strings) are always inlined. `allOf` is merged into one
//! node; `oneOf`/`anyOf` stay alternatives. 3.0's `nullable` and 3.1's
//! `type: [x, "null"]` both become `nullable`.
//!
//! Real specs (Stripe's) make `anyOf` members `$ref` each other in cycles, and a chain of
//! `allOf: [$ref next, $ref next]` doubles per level: expanding every path through such a
//! graph is exponential. So every ref target is compiled once per nesting level and the
//! result is memoised (`Memo`) and cloned where it is used again, and the node budget
//! bounds alternatives (`oneOf`/`anyOf` members) as well as nested properties. Only
//! `allOf` members are never cut by the budget: their properties are merged into the
//! parent, and a link leaf would lose them; the memo keeps them linear. A memoised tree
//! may show a cycle leaf for a ref that was on the stack when it was built, so an entry
//! is reused only where the stack gives the same cycles (`Entry::fits`); after
//! `MAX_VARIANTS` differing contexts the first entry is reused anyway, which keeps the
//! work bounded on adversarial graphs at the price of an approximate cycle mark.

use crate::describe::Describer;
use crate::keywords::Fields;
use crate::loader::{Docs, RefKey};
use crate::node::{Node, Value};
use docc_model::api::{ExampleValue, SchemaNode};
use std::collections::{HashMap, HashSet};

const MAX_REF_DEPTH: usize = 2;
const MAX_TREE_NODES: usize = 200;
/// Memoised trees kept per (ref target, nesting level) for differing cycle contexts.
const MAX_VARIANTS: usize = 4;

/// Where a schema sits in its parent: the budget rules differ.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Slot {
    /// A property, `items`, `additionalProperties` or `not`: nests one level deeper.
    Nest,
    /// A `oneOf`/`anyOf` alternative: same level, cut by the node budget.
    Alt,
    /// An `allOf` member: same level, merged into the parent, never cut by the budget.
    Merge,
}

/// One memoised tree of a ref target and the context it depends on.
struct Entry {
    node: SchemaNode,
    /// Nodes converted to build it (charged to the tree that reuses it).
    size: usize,
    /// Refs cut as cycles because an ancestor outside this tree was being expanded.
    deps: HashSet<RefKey>,
    /// Refs expanded or left as leaves inside (a cycle mark if on the stack instead).
    touched: HashSet<RefKey>,
}

impl Entry {
    fn fits(&self, stack: &[RefKey]) -> bool {
        self.deps.iter().all(|d| stack.contains(d)) && !stack.iter().any(|k| self.touched.contains(k))
    }
}

/// What a tree being memoised has depended on so far (see `Entry`).
struct Collector {
    /// Stack height when it started: cycles to keys below it are dependencies.
    base: usize,
    deps: HashSet<RefKey>,
    touched: HashSet<RefKey>,
}

/// A component schema of the main document that has its own page.
#[derive(Clone)]
pub struct Component {
    pub name: String,
    pub route: String,
}

pub(crate) struct SchemaCx<'a, 'd, 'c> {
    pub docs: &'a Docs,
    pub desc: &'d mut Describer<'c>,
    pub components: &'a HashMap<RefKey, Component>,
    stack: Vec<RefKey>,
    /// Structural refs expanded by nesting (properties, items, maps); composition members
    /// (allOf/oneOf/anyOf) sit at their parent's level and do not count.
    nest: usize,
    count: usize,
    memo: HashMap<(RefKey, usize), Vec<Entry>>,
    collectors: Vec<Collector>,
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

/// A property's example: scalars as text (as `display_value`), objects and arrays as a
/// pretty-printed JSON block (a one-line object would push the page sideways).
pub(crate) fn example_value(n: &Node) -> ExampleValue {
    match &n.value {
        Value::Seq(_) | Value::Map(_) => ExampleValue::Code(crate::example::Ex::from_node(n).code_block("")),
        _ => ExampleValue::Text(display_value(n)),
    }
}

/// Text shown for an enum value, default or example: strings bare, the rest as JSON.
pub(crate) fn display_value(n: &Node) -> String {
    match &n.value {
        Value::String(s) => s.clone(),
        Value::Seq(_) | Value::Map(_) => crate::example::Ex::from_node(n).compact(),
        _ => n.scalar_text().unwrap_or_default(),
    }
}

impl<'a, 'd, 'c> SchemaCx<'a, 'd, 'c> {
    pub(crate) fn new(docs: &'a Docs, desc: &'d mut Describer<'c>, components: &'a HashMap<RefKey, Component>) -> Self {
        SchemaCx { docs, desc, components, stack: Vec::new(), nest: 0, count: 0, memo: HashMap::new(), collectors: Vec::new() }
    }

    /// A whole tree for a schema found at `node` in document `doc`.
    pub(crate) fn tree(&mut self, doc: usize, node: &Node, name: &str, required: bool) -> SchemaNode {
        self.count = 0;
        self.nest = 0;
        self.stack.clear();
        self.conv(doc, node, name, required)
    }

    /// The tree of a component schema for its own page (self-references are cycles).
    pub(crate) fn component_tree(&mut self, key: &RefKey, node: &Node) -> SchemaNode {
        self.count = 0;
        self.stack.clear();
        self.stack.push(key.clone());
        self.nest = 1;
        let n = self.conv(key.0, node, "", false);
        self.stack.clear();
        n
    }

    fn conv(&mut self, doc: usize, node: &Node, name: &str, required: bool) -> SchemaNode {
        self.conv_at(doc, node, name, required, Slot::Nest)
    }

    /// A composition member: same level as its parent.
    fn member(&mut self, doc: usize, node: &Node, name: &str, slot: Slot) -> SchemaNode {
        self.conv_at(doc, node, name, false, slot)
    }

    fn conv_at(&mut self, doc: usize, node: &Node, name: &str, required: bool, slot: Slot) -> SchemaNode {
        self.count += 1;
        if let Some(r) = node.get("$ref").and_then(Node::as_str) {
            return self.conv_ref(doc, node, r, name, required, slot);
        }
        let mut n = empty_node(name);
        n.required = required;
        if !matches!(node.value, Value::Map(_)) {
            // `true`/`{}` schemas (3.1) accept anything.
            n.type_label = if node.as_bool() == Some(false) { "never".into() } else { "any".into() };
            return n;
        }
        let f = Fields::of(node);
        self.annotate(doc, &f, &mut n);

        // Types: `type: string`, `type: [string, "null"]`, 3.0 `nullable: true`.
        let mut types: Vec<&str> = match f.ty.map(|t| &t.value) {
            Some(Value::String(s)) => vec![s.as_str()],
            Some(Value::Seq(items)) => items.iter().filter_map(Node::as_str).collect(),
            _ => vec![],
        };
        if types.contains(&"null") {
            n.nullable = true;
            types.retain(|t| *t != "null");
        }
        n.nullable |= f.nullable;

        let required_names: Vec<&str> = f.required.and_then(Node::as_seq).map(|s| s.iter().filter_map(Node::as_str).collect()).unwrap_or_default();
        if let Some(props) = f.properties.and_then(Node::as_map) {
            for (k, v) in props.iter() {
                let p = self.conv(doc, v, &k.text, required_names.contains(&k.text.as_str()));
                n.properties.push(p);
            }
        }
        if let Some(items) = f.items {
            n.items = Some(Box::new(self.conv(doc, items, "", false)));
        }
        match f.additional {
            Some(ap) if ap.as_bool() == Some(true) || ap.as_map().is_some_and(|m| m.is_empty()) => {
                let mut any = empty_node("");
                any.type_label = "any".into();
                n.additional = Some(Box::new(any));
            }
            Some(ap) if ap.as_map().is_some() => n.additional = Some(Box::new(self.conv(doc, ap, "", false))),
            _ => {}
        }
        for (kind, alts) in [("oneOf", f.one_of), ("anyOf", f.any_of)] {
            if let Some(alts) = alts.and_then(Node::as_seq) {
                if n.variants.is_empty() {
                    n.variant_kind = kind.to_string();
                }
                for alt in alts {
                    let title = alt.str_of("title");
                    let mut v = self.member(doc, alt, title, Slot::Alt);
                    v.name = title.to_string();
                    n.variants.push(v);
                }
            }
        }
        if let Some(not) = f.not {
            let v = self.conv(doc, not, "", false);
            n.constraints.push(format!("not {}", if v.type_label.is_empty() { "any" } else { &v.type_label }));
        }

        n.type_label = label(&f, &types, &n);

        if let Some(members) = f.all_of.and_then(Node::as_seq) {
            let explicit_type = !types.is_empty();
            let converted: Vec<SchemaNode> = members.iter().map(|m| self.member(doc, m, "", Slot::Merge)).collect();
            n = merge_all_of(n, converted, &required_names, explicit_type);
        }
        n
    }

    fn conv_ref(&mut self, doc: usize, node: &Node, r: &str, name: &str, required: bool, slot: Slot) -> SchemaNode {
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
                let cycle_at = self.stack.iter().position(|k| *k == key);
                // Leaf components (enums, formatted strings) are cheap and always inlined.
                let tf = Fields::of(t.node);
                let structural = tf.structural();
                let cut = cycle_at.is_some()
                    || structural && (slot == Slot::Nest && self.nest >= MAX_REF_DEPTH || slot != Slot::Merge && self.count > MAX_TREE_NODES);
                if let Some(i) = cycle_at {
                    self.note_cycle(&key, i);
                } else {
                    self.note_touched(&key);
                }
                if cut {
                    let mut n = empty_node(name);
                    n.type_label = comp.as_ref().map(|c| c.name.clone()).unwrap_or_else(|| docs.target_name(t.doc, t.pointer));
                    n.schema_route = comp.map(|c| c.route);
                    n.circular = cycle_at.is_some();
                    self.annotate(t.doc, &tf, &mut n);
                    n.nullable |= tf.nullable;
                    n
                } else {
                    let nest = self.nest + (slot == Slot::Nest && structural) as usize;
                    self.expand(key, t.doc, t.node, nest, comp)
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
            n.example = Some(example_value(e));
        }
        if let Some(d) = node.get("default") {
            n.default = Some(display_value(d));
        }
        n
    }

    /// The tree of ref target `key` at nesting level `nest`: memoised, else built with a
    /// budget of its own (so the memoised tree does not depend on where it was first used).
    fn expand(&mut self, key: RefKey, doc: usize, node: &Node, nest: usize, comp: Option<Component>) -> SchemaNode {
        let mk = (key, nest);
        let found = self.memo.get(&mk).and_then(|variants| {
            let pick = variants.iter().position(|e| e.fits(&self.stack)).or((variants.len() >= MAX_VARIANTS).then_some(0))?;
            Some(&variants[pick])
        });
        if let Some(e) = found {
            let (n, size) = (e.node.clone(), e.size);
            let (deps, touched): (Vec<RefKey>, Vec<RefKey>) = (e.deps.iter().cloned().collect(), e.touched.iter().cloned().collect());
            for d in deps {
                if let Some(i) = self.stack.iter().position(|k| *k == d) {
                    self.note_cycle(&d, i);
                }
            }
            for k in touched {
                self.note_touched(&k);
            }
            self.count += size;
            return n;
        }
        let (key, nest) = mk;
        let saved = (std::mem::replace(&mut self.count, 0), std::mem::replace(&mut self.nest, nest));
        self.collectors.push(Collector { base: self.stack.len() + 1, deps: HashSet::new(), touched: HashSet::new() });
        self.stack.push(key.clone());
        let mut n = self.conv(doc, node, "", false);
        self.stack.pop();
        if let Some(c) = comp {
            if n.type_label == "object" || n.type_label.is_empty() || n.type_label == "any" && !n.variants.is_empty() {
                n.type_label = c.name.clone();
            }
            n.schema_route = Some(c.route);
        }
        let size = std::mem::replace(&mut self.count, saved.0);
        self.nest = saved.1;
        let col = self.collectors.pop().unwrap_or(Collector { base: 0, deps: HashSet::new(), touched: HashSet::new() });
        // What this tree depends on, its parent tree depends on too.
        for d in &col.deps {
            if let Some(i) = self.stack.iter().position(|k| k == d) {
                self.note_cycle(d, i);
            }
        }
        for k in &col.touched {
            self.note_touched(k);
        }
        self.count += size;
        let entry = Entry { node: n.clone(), size, deps: col.deps, touched: col.touched };
        self.memo.entry((key, nest)).or_default().push(entry);
        n
    }

    /// A ref cut as a cycle to the stack entry at `index`: a dependency of every tree
    /// being memoised that started above it.
    fn note_cycle(&mut self, key: &RefKey, index: usize) {
        for c in self.collectors.iter_mut().rev() {
            if c.base <= index {
                break;
            }
            c.deps.insert(key.clone());
        }
    }

    fn note_touched(&mut self, key: &RefKey) {
        if let Some(c) = self.collectors.last_mut() {
            c.touched.insert(key.clone());
        }
    }

    /// Annotations every schema form shares.
    fn annotate(&mut self, doc: usize, f: &Fields, n: &mut SchemaNode) {
        let docs = self.docs;
        n.description = self.desc.blocks(docs, doc, f.description);
        n.deprecated |= f.deprecated;
        n.read_only |= f.read_only;
        n.write_only |= f.write_only;
        if let Some(vals) = f.enum_.and_then(Node::as_seq) {
            n.enum_values = vals.iter().map(display_value).collect();
        }
        if let Some(c) = f.const_ {
            n.enum_values = vec![display_value(c)];
        }
        if let Some(d) = f.default {
            n.default = Some(display_value(d));
        }
        n.example = f.example.or_else(|| f.examples.and_then(Node::as_seq).and_then(|s| s.first())).map(example_value);
        constraints(f, &mut n.constraints);
    }
}

fn num(v: Option<&Node>) -> Option<String> {
    v.filter(|v| matches!(v.value, Value::Number(_))).and_then(Node::scalar_text)
}

fn constraints(f: &Fields, out: &mut Vec<String>) {
    // 3.0: exclusiveMinimum is a boolean modifier; 3.1: it is the bound itself.
    let excl_min = f.exclusive_minimum.and_then(Node::as_bool) == Some(true);
    let excl_max = f.exclusive_maximum.and_then(Node::as_bool) == Some(true);
    if let Some(v) = num(f.minimum) {
        out.push(format!("{} {v}", if excl_min { ">" } else { ">=" }));
    }
    if let Some(v) = num(f.exclusive_minimum) {
        out.push(format!("> {v}"));
    }
    if let Some(v) = num(f.maximum) {
        out.push(format!("{} {v}", if excl_max { "<" } else { "<=" }));
    }
    if let Some(v) = num(f.exclusive_maximum) {
        out.push(format!("< {v}"));
    }
    if let Some(v) = num(f.multiple_of) {
        out.push(format!("multiple of {v}"));
    }
    match (num(f.min_length), num(f.max_length)) {
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
    if let Some(p) = f.pattern {
        out.push(format!("pattern: {p}"));
    }
    if let Some(v) = num(f.min_items) {
        out.push(format!(">= {v} items"));
    }
    if let Some(v) = num(f.max_items) {
        out.push(format!("<= {v} items"));
    }
    if f.unique_items {
        out.push("unique items".into());
    }
    if let Some(v) = num(f.min_properties) {
        out.push(format!(">= {v} properties"));
    }
    if let Some(v) = num(f.max_properties) {
        out.push(format!("<= {v} properties"));
    }
    if let Some(d) = f.discriminator {
        let p = d.str_of("propertyName");
        if !p.is_empty() {
            out.push(format!("discriminator: {p}"));
        }
    }
}

fn with_format(t: &str, f: &Fields) -> String {
    match f.format {
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
fn label(f: &Fields, types: &[&str], n: &SchemaNode) -> String {
    let items_label = || n.items.as_ref().map(|i| i.type_label.clone()).unwrap_or_default();
    if !types.is_empty() {
        return types
            .iter()
            .map(|t| match *t {
                "array" => array_of(&items_label()),
                "object" => "object".to_string(),
                other => with_format(other, f),
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
    if let Some(first) = f.enum_.and_then(Node::as_seq).and_then(|s| s.first()).or(f.const_) {
        return match &first.value {
            Value::String(_) => with_format("string", f),
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
        let joined = uniq.join(" | ");
        return if !uniq.is_empty() && joined.len() <= 40 { joined } else { n.variant_kind.clone() };
    }
    if f.all_of.is_some() {
        return String::new();
    }
    if f.format.is_some() {
        return with_format("string", f);
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
        object_like |= !m.properties.is_empty()
            || m.additional.is_some()
            || m.type_label == "object"
            || m.schema_route.is_some() && m.items.is_none() && m.enum_values.is_empty();
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
