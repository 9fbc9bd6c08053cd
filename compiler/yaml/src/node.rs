//! A spanned document tree shared by the YAML and the JSON loader.
//!
//! serde's data model forgets where a value came from, and every diagnostic about a spec
//! or a front matter must point at its exact bytes, so the loaders build this small
//! tree instead: every value and every mapping key keeps its byte range. The OpenAPI
//! phase reads specs straight from it (no typed structs), which also keeps unknown or
//! misspelled fields from failing a whole load.

use std::collections::HashMap;
use std::ops::Range;

/// How a scalar was written; description rendering uses it to map Markdown offsets back
/// to source offsets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    Plain,
    Quoted,
    /// `|` block: value lines map 1:1 to source lines after the header.
    Literal,
    /// `>` block.
    Folded,
    /// Mappings, sequences and JSON values.
    Other,
}

#[derive(Debug, Clone)]
pub struct Node {
    pub span: Range<usize>,
    pub style: Style,
    pub value: Value,
}

#[derive(Debug, Clone)]
pub enum Value {
    Null,
    Bool(bool),
    Number(serde_json::Number),
    String(String),
    Seq(Vec<Node>),
    Map(Map),
}

#[derive(Debug, Clone)]
pub struct Key {
    pub text: String,
    pub span: Range<usize>,
    pub style: Style,
}

/// An ordered mapping. Spec order matters (paths, properties, tags), and components maps
/// of large specs are big, so lookups go through an index built once.
#[derive(Debug, Clone, Default)]
pub struct Map {
    pub entries: Vec<(Key, Node)>,
    index: Option<HashMap<String, usize>>,
}

const INDEX_FROM: usize = 12;

impl Map {
    /// Builds a map; a repeated key keeps its first position and its last value
    /// (what YAML loaders commonly do), and its span is returned for a diagnostic.
    pub fn from_entries(entries: Vec<(Key, Node)>) -> (Map, Vec<Key>) {
        let mut dups = Vec::new();
        let mut out: Vec<(Key, Node)> = Vec::with_capacity(entries.len());
        let mut seen: HashMap<String, usize> = HashMap::new();
        let small = entries.len() < INDEX_FROM;
        for (k, v) in entries {
            let pos = if small { out.iter().position(|(ok, _)| ok.text == k.text) } else { seen.get(&k.text).copied() };
            match pos {
                Some(i) => {
                    out[i].1 = v;
                    dups.push(k);
                }
                None => {
                    if !small {
                        seen.insert(k.text.clone(), out.len());
                    }
                    out.push((k, v));
                }
            }
        }
        let index = (!small).then_some(seen);
        (Map { entries: out, index }, dups)
    }

    pub fn get(&self, key: &str) -> Option<&Node> {
        self.get_entry(key).map(|(_, v)| v)
    }

    pub fn get_entry(&self, key: &str) -> Option<&(Key, Node)> {
        match &self.index {
            Some(ix) => ix.get(key).map(|&i| &self.entries[i]),
            None => self.entries.iter().find(|(k, _)| k.text == key),
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = (&Key, &Node)> {
        self.entries.iter().map(|(k, v)| (k, v))
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

impl Node {
    pub fn new(span: Range<usize>, style: Style, value: Value) -> Node {
        Node { span, style, value }
    }

    pub fn get(&self, key: &str) -> Option<&Node> {
        match &self.value {
            Value::Map(m) => m.get(key),
            _ => None,
        }
    }

    pub fn as_map(&self) -> Option<&Map> {
        match &self.value {
            Value::Map(m) => Some(m),
            _ => None,
        }
    }

    pub fn as_seq(&self) -> Option<&[Node]> {
        match &self.value {
            Value::Seq(s) => Some(s),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match &self.value {
            Value::String(s) => Some(s),
            _ => None,
        }
    }

    pub fn as_bool(&self) -> Option<bool> {
        match &self.value {
            Value::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// A string field of a mapping ("" when absent or not a string).
    pub fn str_of(&self, key: &str) -> &str {
        self.get(key).and_then(Node::as_str).unwrap_or("")
    }

    pub fn bool_of(&self, key: &str) -> bool {
        self.get(key).and_then(Node::as_bool).unwrap_or(false)
    }

    /// Scalars as display text (numbers and booleans as written in JSON).
    pub fn scalar_text(&self) -> Option<String> {
        Some(match &self.value {
            Value::Null => "null".into(),
            Value::Bool(b) => b.to_string(),
            Value::Number(n) => n.to_string(),
            Value::String(s) => s.clone(),
            _ => return None,
        })
    }

    pub fn to_json(&self) -> serde_json::Value {
        use serde_json::Value as J;
        match &self.value {
            Value::Null => J::Null,
            Value::Bool(b) => J::Bool(*b),
            Value::Number(n) => J::Number(n.clone()),
            Value::String(s) => J::String(s.clone()),
            Value::Seq(items) => J::Array(items.iter().map(Node::to_json).collect()),
            Value::Map(m) => J::Object(m.iter().map(|(k, v)| (k.text.clone(), v.to_json())).collect()),
        }
    }

    pub fn kind_name(&self) -> &'static str {
        match &self.value {
            Value::Null => "null",
            Value::Bool(_) => "boolean",
            Value::Number(_) => "number",
            Value::String(_) => "string",
            Value::Seq(_) => "sequence",
            Value::Map(_) => "mapping",
        }
    }

    /// Number of nodes in this subtree (guards against alias bombs).
    pub fn weight(&self) -> usize {
        match &self.value {
            Value::Seq(items) => 1 + items.iter().map(Node::weight).sum::<usize>(),
            Value::Map(m) => 1 + m.iter().map(|(_, v)| v.weight()).sum::<usize>(),
            _ => 1,
        }
    }
}

/// Interprets a JSON number's text (also used for YAML plain scalars that look like numbers).
pub fn number_from_text(text: &str) -> Option<serde_json::Number> {
    if let Ok(i) = text.parse::<i64>() {
        return Some(i.into());
    }
    if let Ok(u) = text.parse::<u64>() {
        return Some(u.into());
    }
    let f: f64 = text.parse().ok()?;
    serde_json::Number::from_f64(f)
}
