//! The JSON Schema keywords of one schema object, read once. Both the schema trees
//! (`schema`) and the generated examples (`example`) walk schemas keyword by keyword; the
//! keyword table lives here, below both, so neither has to reach into the other.

use crate::node::Node;

/// The schema keywords, gathered in one pass over the mapping (schema conversion is the hot
/// loop of large specs; repeated key lookups dominated it).
#[derive(Default)]
pub(crate) struct Fields<'n> {
    pub reference: Option<&'n str>,
    pub ty: Option<&'n Node>,
    pub nullable: bool,
    pub required: Option<&'n Node>,
    pub properties: Option<&'n Node>,
    pub items: Option<&'n Node>,
    pub additional: Option<&'n Node>,
    pub one_of: Option<&'n Node>,
    pub any_of: Option<&'n Node>,
    pub all_of: Option<&'n Node>,
    pub not: Option<&'n Node>,
    pub description: Option<&'n Node>,
    pub deprecated: bool,
    pub read_only: bool,
    pub write_only: bool,
    pub enum_: Option<&'n Node>,
    pub const_: Option<&'n Node>,
    pub default: Option<&'n Node>,
    pub example: Option<&'n Node>,
    pub examples: Option<&'n Node>,
    pub format: Option<&'n str>,
    pub minimum: Option<&'n Node>,
    pub maximum: Option<&'n Node>,
    pub exclusive_minimum: Option<&'n Node>,
    pub exclusive_maximum: Option<&'n Node>,
    pub multiple_of: Option<&'n Node>,
    pub min_length: Option<&'n Node>,
    pub max_length: Option<&'n Node>,
    pub pattern: Option<&'n str>,
    pub min_items: Option<&'n Node>,
    pub max_items: Option<&'n Node>,
    pub unique_items: bool,
    pub min_properties: Option<&'n Node>,
    pub max_properties: Option<&'n Node>,
    pub discriminator: Option<&'n Node>,
}

impl<'n> Fields<'n> {
    pub(crate) fn of(node: &'n Node) -> Fields<'n> {
        let mut f = Fields::default();
        let Some(m) = node.as_map() else { return f };
        for (k, v) in m.iter() {
            let b = v.as_bool() == Some(true);
            match k.text.as_str() {
                "$ref" => f.reference = v.as_str(),
                "type" => f.ty = Some(v),
                "nullable" => f.nullable = b,
                "required" => f.required = Some(v),
                "properties" => f.properties = Some(v),
                "items" => f.items = Some(v),
                "additionalProperties" => f.additional = Some(v),
                "oneOf" => f.one_of = Some(v),
                "anyOf" => f.any_of = Some(v),
                "allOf" => f.all_of = Some(v),
                "not" => f.not = Some(v),
                "description" => f.description = Some(v),
                "deprecated" => f.deprecated = b,
                "readOnly" => f.read_only = b,
                "writeOnly" => f.write_only = b,
                "enum" => f.enum_ = Some(v),
                "const" => f.const_ = Some(v),
                "default" => f.default = Some(v),
                "example" => f.example = Some(v),
                "examples" => f.examples = Some(v),
                "format" => f.format = v.as_str(),
                "minimum" => f.minimum = Some(v),
                "maximum" => f.maximum = Some(v),
                "exclusiveMinimum" => f.exclusive_minimum = Some(v),
                "exclusiveMaximum" => f.exclusive_maximum = Some(v),
                "multipleOf" => f.multiple_of = Some(v),
                "minLength" => f.min_length = Some(v),
                "maxLength" => f.max_length = Some(v),
                "pattern" => f.pattern = v.as_str(),
                "minItems" => f.min_items = Some(v),
                "maxItems" => f.max_items = Some(v),
                "uniqueItems" => f.unique_items = b,
                "minProperties" => f.min_properties = Some(v),
                "maxProperties" => f.max_properties = Some(v),
                "discriminator" => f.discriminator = Some(v),
                _ => {}
            }
        }
        f
    }

    /// Has a shape worth a page of its own (not an enum or a formatted string).
    pub(crate) fn structural(&self) -> bool {
        self.properties.is_some()
            || self.all_of.is_some()
            || self.one_of.is_some()
            || self.any_of.is_some()
            || self.items.is_some()
            || self.additional.is_some()
    }
}
