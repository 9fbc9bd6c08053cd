//! Pack types for the HTTP API reference (compiled from an OpenAPI document).
//! Mirrored in `runtime/src/pack/schema.ts` / `decode.ts`.

use super::{Block, CodeBlock};
use serde::{Deserialize, Serialize};

/// The API overview page (the API sidebar's entry).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename = "ApiOverview")]
pub struct Overview {
    pub title: String,
    pub version: String,
    pub description: Vec<Block>,
    pub servers: Vec<Server>,
    pub security: Vec<SecurityScheme>,
    /// The spec file as written, embedded for the overview's download link.
    pub spec: Option<SpecFile>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename = "ApiSpecFile")]
pub struct SpecFile {
    /// File name offered for the download (`openapi.yaml`).
    pub name: String,
    pub asset: u32,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename = "ApiServer")]
pub struct Server {
    /// The URL with every variable at its default (what the code samples call).
    pub url: String,
    pub description: String,
    pub variables: Vec<ServerVariable>,
}

/// A `{name}` in a server URL template.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename = "ApiServerVariable")]
pub struct ServerVariable {
    pub name: String,
    pub default: String,
    /// `enum`: the values it may take (empty: any).
    pub choices: Vec<String>,
    pub description: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename = "ApiSecurityScheme")]
pub struct SecurityScheme {
    pub name: String,
    /// `apiKey`, `http`, `oauth2`, `openIdConnect`, `mutualTLS`.
    pub kind: String,
    /// For apiKey: `header`, `query` or `cookie`; for http: the scheme (`bearer`).
    pub location: String,
    /// Header/query/cookie parameter name for apiKey schemes.
    pub param_name: String,
    pub description: Vec<Block>,
    /// OAuth 2.0 flows (`implicit`, `password`, `clientCredentials`, `authorizationCode`).
    pub flows: Vec<OAuthFlow>,
    /// On an operation: the scopes its security requirement names (empty on the overview).
    pub scopes: Vec<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename = "ApiOAuthFlow")]
pub struct OAuthFlow {
    pub kind: String,
    pub authorization_url: String,
    pub token_url: String,
    pub refresh_url: String,
    /// (scope, description), in spec order.
    pub scopes: Vec<(String, String)>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename = "ApiOperation")]
pub struct Operation {
    pub operation_id: String,
    pub method: String,
    pub path: String,
    pub summary: String,
    pub description: Vec<Block>,
    pub deprecated: bool,
    pub tags: Vec<String>,
    pub servers: Vec<Server>,
    pub security: Vec<SecurityScheme>,
    pub parameters: Vec<Parameter>,
    pub request_body: Option<Body>,
    pub responses: Vec<Response>,
    pub samples: Vec<CodeSample>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename = "ApiParameter")]
pub struct Parameter {
    pub name: String,
    /// `path`, `query`, `header` or `cookie`.
    pub location: String,
    pub required: bool,
    pub deprecated: bool,
    pub description: Vec<Block>,
    pub schema: SchemaNode,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename = "ApiBody")]
pub struct Body {
    pub required: bool,
    pub description: Vec<Block>,
    pub content: Vec<MediaType>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename = "ApiMediaType")]
pub struct MediaType {
    pub media_type: String,
    pub schema: Option<SchemaNode>,
    /// The example body, pretty-printed and highlighted by the compiler (JSON; other media
    /// types' string examples as plain lines); titled with the media type in responses.
    pub example: Option<CodeBlock>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename = "ApiResponse")]
pub struct Response {
    pub status: String,
    pub description: Vec<Block>,
    pub headers: Vec<Parameter>,
    pub content: Vec<MediaType>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename = "ApiCodeSample")]
pub struct CodeSample {
    /// Stable language id: curl, javascript, nodejs, python, rust, ocaml, go, java, powershell.
    pub lang: String,
    pub label: String,
    pub code: CodeBlock,
}

/// One node of a schema tree, as shown on operation and schema pages.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SchemaNode {
    /// Property name ("" for the root or array items).
    pub name: String,
    /// Human-readable type, e.g. `string<uuid>`, `object`, `TokenInfo[]`.
    pub type_label: String,
    /// Route of the component schema page this node comes from, if any.
    pub schema_route: Option<String>,
    pub required: bool,
    pub nullable: bool,
    pub deprecated: bool,
    pub read_only: bool,
    pub write_only: bool,
    pub description: Vec<Block>,
    pub enum_values: Vec<String>,
    pub default: Option<String>,
    pub example: Option<ExampleValue>,
    /// Other constraints, rendered as-is (e.g. `>= 1`, `pattern: ^B62`).
    pub constraints: Vec<String>,
    pub properties: Vec<SchemaNode>,
    pub items: Option<Box<SchemaNode>>,
    pub additional: Option<Box<SchemaNode>>,
    /// `oneOf` / `anyOf` alternatives; `variant_kind` says which.
    pub variant_kind: String,
    pub variants: Vec<SchemaNode>,
    /// True where a `$ref` cycle was cut; the node links to its schema page instead.
    pub circular: bool,
}

/// A component schema page (`/OpenAPI/schemas/{name}`).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename = "ApiSchemaPage")]
pub struct SchemaPage {
    pub name: String,
    pub schema: SchemaNode,
    /// Pretty-printed, highlighted JSON titled with the schema's name.
    pub example: Option<CodeBlock>,
}

/// A property's example: a scalar as its text (strings bare), an object or array as a
/// pretty-printed JSON block the compiler highlighted.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename = "ApiExampleValue")]
pub enum ExampleValue {
    Text(String),
    Code(CodeBlock),
}

impl ExampleValue {
    /// The example as text (a code block's lines joined).
    pub fn text(&self) -> String {
        match self {
            ExampleValue::Text(t) => t.clone(),
            ExampleValue::Code(c) => c.text(),
        }
    }
}
