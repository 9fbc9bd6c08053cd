//! From a loaded spec to pages: the overview, one page per operation, one per component
//! schema, and the API sidebar; plus the checks that need the whole spec (duplicate
//! operationIds, path templates vs. declared path parameters, response media types
//! without a schema, unknown security schemes).
//!
//! Operation pages keep spec order (paths, then methods as written), and the sidebar
//! groups them by tag in the order of the top-level `tags` list, then first use.
//!
//! Webhooks (OpenAPI 3.1 `webhooks`: requests the API sends to its subscribers) get a page
//! each under `/OpenAPI/webhooks/`, built like an operation page, as Redoc shows them: the
//! method and the webhook's name, the payload as the request body and what the subscriber
//! answers as responses, without servers or request samples (the subscriber's endpoint is
//! not the API's), grouped under "Webhooks" in the sidebar.

use crate::describe::Describer;
use crate::example::{media_example, Ex, Mode};
use crate::loader::{escape_pointer, Docs, RefKey};
use crate::node::{Node, Style};
use crate::routes::Routes;
use crate::sample_hl::SampleHighlighter;
use crate::samples::{self, Body as SampleBody, Request};
use crate::schema::{empty_node, example_value, Component, SchemaCx};
use docc_diag::{Diagnostic, SourceFile};
use docc_markdown::phase::PhaseOutput;
use docc_markdown::{plain_text_blocks, HeadingInfo};
use docc_model::api::{self, CodeSample, MediaType, Operation, Parameter, SchemaPage, SecurityScheme, Server};
use docc_model::text::{cut_line, heading_ids, summary_line};
use docc_model::{Block, CodeBlock, Crumb, Page, PageKind, Sidebar, SidebarItem, TocEntry};
use std::collections::HashMap;
use std::sync::Arc;

pub(crate) const DUPLICATE_OPERATION_ID: &str = "docc::openapi::duplicate-operation-id";
pub(crate) const UNDECLARED_PATH_PARAMETER: &str = "docc::openapi::undeclared-path-parameter";
pub(crate) const UNUSED_PATH_PARAMETER: &str = "docc::openapi::unused-path-parameter";
pub(crate) const MISSING_RESPONSE_SCHEMA: &str = "docc::openapi::missing-response-schema";
pub(crate) const DUPLICATE_ROUTE: &str = "docc::openapi::duplicate-route";
pub(crate) const UNKNOWN_SECURITY_SCHEME: &str = "docc::openapi::unknown-security-scheme";
pub(crate) const NOT_OPENAPI: &str = "docc::openapi::not-openapi";

const METHODS: [&str; 8] = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
/// Placeholder base for specs whose servers are relative (`/api/v3`) or absent.
const RELATIVE_BASE: &str = "https://api.example.com";

/// Checks that the main document is an OpenAPI 3.x document.
pub(crate) fn check_version(docs: &Docs, diags: &mut Vec<Diagnostic>) -> bool {
    let d = &docs.docs[0];
    let root = &d.root;
    if root.as_map().is_none() {
        diags.push(Diagnostic::error(NOT_OPENAPI, format!("the spec must be a mapping, found a {}", root.kind_name())).at(
            &d.file,
            root.span.clone(),
            "expected `openapi: 3.x` and `paths`",
        ));
        return false;
    }
    match root.get("openapi") {
        Some(v) if v.scalar_text().is_some_and(|t| t.starts_with("3.")) => true,
        Some(v) => {
            diags.push(Diagnostic::error(NOT_OPENAPI, format!("unsupported OpenAPI version `{}`", v.scalar_text().unwrap_or_default())).at(
                &d.file,
                v.span.clone(),
                "docc reads OpenAPI 3.0 and 3.1",
            ));
            false
        }
        None => {
            let (span, msg, help) = match root.as_map().and_then(|m| m.get_entry("swagger")) {
                Some((k, _)) => (k.span.clone(), "Swagger 2.0 documents are not supported", "convert it to OpenAPI 3 (e.g. with swagger2openapi)"),
                None => (
                    0..0,
                    "no `openapi` version field: this does not look like an OpenAPI document",
                    "an OpenAPI document starts with `openapi: 3.0.3` (or 3.1.x)",
                ),
            };
            diags.push(Diagnostic::error(NOT_OPENAPI, msg).at(&d.file, span, "here").help(help));
            false
        }
    }
}

/// One operation as found in the spec, before rendering.
struct OpSrc<'a> {
    path: &'a str,
    method: &'a str,
    item: &'a Node,
    item_doc: usize,
    op: &'a Node,
    id: String,
    route: String,
    title: String,
    tags: Vec<String>,
    /// From `webhooks`: `path` is the webhook's name.
    webhook: bool,
}

pub(crate) fn build(docs: &Docs, spec_rel: &str, routes: &Routes, desc: &mut Describer, diags: &mut Vec<Diagnostic>, out: &mut PhaseOutput) {
    let root = docs.main();
    let file = docs.docs[0].file.clone();
    let info = root.get("info");
    let title = info.map(|i| i.str_of("title")).filter(|t| !t.is_empty()).unwrap_or("API").to_string();

    let home = routes.overview(&title);
    let (components, schema_list) = schema_routes(root, &file, routes, diags);

    let mut cx = SchemaCx::new(docs, desc, &components);
    let schemes = security_schemes(&mut cx);
    let servers = servers_of(&mut cx, 0, root.get("servers"));

    // Operations, in spec order.
    let ops = collect_operations(docs, routes, diags);
    let mut op_pages = Vec::new();
    let mut hl = SampleHighlighter::default();
    for src in &ops {
        let mut op = operation(&mut cx, &mut hl, src, &schemes, &servers, diags);
        if src.webhook {
            op.samples.clear();
            op.servers.clear();
        }
        let description = one_line(&op.description, &op.summary);
        let group = if src.webhook { Some("Webhooks".to_string()) } else { src.tags.first().cloned() };
        let crumbs = vec![
            Crumb { label: title.clone(), route: Some(home.clone()) },
            Crumb { label: group.unwrap_or_else(|| "Operations".into()), route: None },
            Crumb { label: src.title.clone(), route: None },
        ];
        op_pages.push(page(
            src.route.clone(),
            src.title.clone(),
            description,
            PageKind::ApiOperation,
            crumbs,
            vec![],
            Block::ApiOperation(Box::new(op)),
            spec_rel,
        ));
    }

    // Schema pages.
    let mut schema_pages = Vec::new();
    for (key, node, name, route) in &schema_list {
        let tree = cx.component_tree(key, node);
        let example = crate::example::from_component(docs, key, node, Mode::Neutral);
        let description = one_line(&tree.description, "");
        let crumbs = vec![
            Crumb { label: title.clone(), route: Some(home.clone()) },
            Crumb { label: "Schemas".into(), route: None },
            Crumb { label: name.clone(), route: None },
        ];
        let example = (!matches!(example, Ex::Null)).then(|| example.code_block(name));
        let sp = SchemaPage { name: name.clone(), schema: tree, example };
        schema_pages.push(page(route.clone(), name.clone(), description, PageKind::ApiSchema, crumbs, vec![], Block::ApiSchema(Box::new(sp)), spec_rel));
    }

    out.pages.push(overview_page(&mut cx, docs, &title, &home, servers, &schemes, spec_rel));
    out.sidebars.push(sidebar(root, &title, &home, &ops, &schema_list));
    out.pages.extend(op_pages);
    out.pages.extend(schema_pages);
}

/// Component schemas: every one gets a page; routes are the lower-case name, numbered
/// (with a warning) when two names differ only in case.
fn schema_routes<'n>(
    root: &'n Node,
    file: &Arc<SourceFile>,
    routes: &Routes,
    diags: &mut Vec<Diagnostic>,
) -> (HashMap<RefKey, Component>, Vec<(RefKey, &'n Node, String, String)>) {
    let mut components: HashMap<RefKey, Component> = HashMap::new();
    let mut schema_list = Vec::new();
    let mut schema_routes: HashMap<String, String> = HashMap::new();
    let Some(schemas) = root.get("components").and_then(|c| c.get("schemas")).and_then(Node::as_map) else { return (components, schema_list) };
    for (k, v) in schemas.iter() {
        let base = routes
            .schema(&k.text, v.get("title").and_then(Node::as_str))
            .unwrap_or_else(|| format!("{}/schemas/{}", routes.root, route_segment(&k.text.to_lowercase())));
        let mut route = base.clone();
        let mut n = 1;
        while let Some(other) = schema_routes.get(&route) {
            if n == 1 {
                diags.push(
                    Diagnostic::warning(DUPLICATE_ROUTE, format!("schemas `{other}` and `{}` both map to the route {base}", k.text))
                        .at(file, k.span.clone(), "same name in lower case")
                        .help(format!("this schema's page is at {base}-2")),
                );
            }
            n += 1;
            route = format!("{base}-{n}");
        }
        schema_routes.insert(route.clone(), k.text.clone());
        let key: RefKey = (0, format!("/components/schemas/{}", escape_pointer(&k.text)));
        components.insert(key.clone(), Component { name: k.text.clone(), route: route.clone() });
        schema_list.push((key, v, k.text.clone(), route));
    }
    (components, schema_list)
}

/// The API's own page: the spec's description with its headings in the TOC, then servers
/// and authentication.
fn overview_page(
    cx: &mut SchemaCx,
    docs: &Docs,
    title: &str,
    home: &str,
    servers: Vec<Server>,
    schemes: &HashMap<String, SecurityScheme>,
    spec_rel: &str,
) -> Page {
    let root = docs.main();
    let info = root.get("info");
    let version = info.and_then(|i| i.get("version")).and_then(Node::scalar_text).unwrap_or_default();
    let (description, headings) = cx.desc.rendered(docs, 0, info.and_then(|i| i.get("description")));
    let mut taken = heading_ids(&description);
    let mut toc: Vec<TocEntry> = headings
        .iter()
        .filter(|h| h.level == 2 || h.level == 3)
        .map(|h: &HeadingInfo| TocEntry { level: h.level, id: h.id.clone(), text: h.text.clone() })
        .collect();
    if !servers.is_empty() {
        toc.push(TocEntry { level: 2, id: unique_id("servers", &mut taken), text: "Servers".into() });
    }
    if !schemes.is_empty() {
        toc.push(TocEntry { level: 2, id: unique_id("authentication", &mut taken), text: "Authentication".into() });
    }
    let mut security: Vec<SecurityScheme> = schemes.values().cloned().collect();
    security.sort_by_key(|s| schemes_order(root, &s.name));
    // `spec` (the download link) is the pipeline's to fill: it embeds the file as an asset.
    let overview = api::Overview { title: title.to_string(), version, description, servers, security, spec: None };
    let ov_desc = one_line(&overview.description, "");
    page(
        home.to_string(),
        title.to_string(),
        ov_desc,
        PageKind::ApiOverview,
        vec![Crumb { label: title.to_string(), route: None }],
        toc,
        Block::ApiOverview(Box::new(overview)),
        spec_rel,
    )
}

fn schemes_order(root: &Node, name: &str) -> usize {
    root.get("components")
        .and_then(|c| c.get("securitySchemes"))
        .and_then(Node::as_map)
        .and_then(|m| m.iter().position(|(k, _)| k.text == name))
        .unwrap_or(usize::MAX)
}

fn page(route: String, title: String, description: String, kind: PageKind, breadcrumbs: Vec<Crumb>, toc: Vec<TocEntry>, block: Block, source: &str) -> Page {
    Page {
        route,
        title,
        description,
        kind,
        sidebar: Some(0),
        breadcrumbs,
        hide_title: false,
        meta_title: String::new(),
        meta_description: String::new(),
        toc,
        prev: None,
        next: None,
        overrides: vec![],
        blocks: vec![block],
        source: source.to_string(),
    }
}

/// Characters that are safe in a route segment; others become `-`.
fn route_segment(s: &str) -> String {
    let out: String = s.chars().map(|c| if c.is_alphanumeric() || matches!(c, '-' | '_' | '.') { c } else { '-' }).collect();
    if out.is_empty() {
        "schema".into()
    } else {
        out
    }
}

/// A one-line summary for cards and meta tags: the first sentence of the description
/// (or `fallback` when it has none).
fn one_line(blocks: &[Block], fallback: &str) -> String {
    let first = summary_line(blocks, usize::MAX);
    if first.is_empty() {
        return fallback.to_string();
    }
    let sentence = match first.find(". ") {
        Some(i) => &first[..=i],
        None => &first,
    };
    cut_line(sentence, 200)
}

/// `base`, or `base-1`, `base-2`… if a description heading already uses it. The runtime
/// view computes the same ids (components/api: `uniqueId`).
pub(crate) fn unique_id(base: &str, taken: &mut Vec<String>) -> String {
    let mut id = base.to_string();
    let mut n = 0;
    while taken.contains(&id) {
        n += 1;
        id = format!("{base}-{n}");
    }
    taken.push(id.clone());
    id
}

fn collect_operations<'a>(docs: &'a Docs, layout: &Routes, diags: &mut Vec<Diagnostic>) -> Vec<OpSrc<'a>> {
    let root = docs.main();
    let mut out: Vec<OpSrc<'a>> = Vec::new();
    let mut ids: HashMap<String, (usize, std::ops::Range<usize>)> = HashMap::new();
    let mut routes: HashMap<String, String> = HashMap::new();
    let sections = [("paths", false), ("webhooks", true)];
    for (pkey, item, webhook) in sections
        .iter()
        .flat_map(|&(key, webhook)| root.get(key).and_then(Node::as_map).into_iter().flat_map(move |m| m.iter().map(move |(k, v)| (k, v, webhook))))
    {
        let (item_doc, item, _) = docs.deref(0, item);
        let Some(m) = item.as_map() else { continue };
        for (mkey, op) in m.iter() {
            let method = mkey.text.as_str();
            if !METHODS.contains(&method) || op.as_map().is_none() {
                continue;
            }
            let explicit = op.get("operationId").and_then(Node::as_str).filter(|s| !s.trim().is_empty());
            // Without an operationId the route comes from the method and path.
            let id = match explicit {
                Some(id) => id.to_string(),
                None if webhook && method == "post" => pkey.text.clone(),
                None if webhook => format!("{method}-{}", pkey.text),
                None => format!("{method}{}", pkey.text),
            };
            if let (Some(idn), Some(_)) = (op.get("operationId"), explicit) {
                if let Some((first_doc, first)) = ids.get(&id) {
                    let first_file = &docs.docs[*first_doc].file;
                    let (line, col) = first_file.line_col(first.start);
                    diags.push(
                        Diagnostic::error(DUPLICATE_OPERATION_ID, format!("duplicate operationId `{id}`"))
                            .at(&docs.docs[item_doc].file, idn.span.clone(), "already used by another operation")
                            .help(format!("first used at {}:{line}:{col}; operationIds must be unique", first_file.name)),
                    );
                    continue;
                }
                ids.insert(id.clone(), (item_doc, idn.span.clone()));
            }
            let route = if webhook { layout.webhook(&id) } else { layout.operation(explicit, op.str_of("summary").trim(), &id) };
            if let Some(other) = routes.get(&route) {
                let span = op.get("operationId").map(|n| n.span.clone()).unwrap_or(mkey.span.clone());
                diags.push(
                    Diagnostic::error(DUPLICATE_ROUTE, format!("operations `{other}` and `{id}` both map to the route {route}"))
                        .at(&docs.docs[item_doc].file, span, "route taken")
                        .help("rename one operationId so that their kebab-case forms differ"),
                );
                continue;
            }
            routes.insert(route.clone(), id.clone());
            if !webhook {
                check_path_params(docs, pkey, item_doc, item, op, diags);
            }
            let summary = op.str_of("summary").trim();
            let title = match (summary.is_empty(), explicit) {
                (false, _) => summary.to_string(),
                (true, Some(_)) => id.clone(),
                (true, None) if webhook => pkey.text.clone(),
                (true, None) => format!("{} {}", method.to_uppercase(), pkey.text),
            };
            let tags: Vec<String> =
                op.get("tags").and_then(Node::as_seq).map(|t| t.iter().filter_map(Node::as_str).map(String::from).collect()).unwrap_or_default();
            out.push(OpSrc { path: &pkey.text, method, item, item_doc, op, id, route, title, tags, webhook });
        }
    }
    out
}

/// Path-level parameters overridden by operation-level ones with the same (name, in).
fn parameters<'a>(docs: &'a Docs, item_doc: usize, item: &'a Node, op: &'a Node) -> Vec<(usize, &'a Node)> {
    let mut out: Vec<(usize, &'a Node)> = Vec::new();
    for list in [item.get("parameters"), op.get("parameters")].into_iter().flatten() {
        for p in list.as_seq().unwrap_or(&[]) {
            let (d, p, _) = docs.deref(item_doc, p);
            if p.as_map().is_none() {
                continue;
            }
            let key = (p.str_of("name"), p.str_of("in"));
            match out.iter_mut().find(|(_, q)| (q.str_of("name"), q.str_of("in")) == key) {
                Some(slot) => *slot = (d, p),
                None => out.push((d, p)),
            }
        }
    }
    out
}

/// `{name}` segments of a path template with their byte offsets in the key text.
fn template_params(path: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut rest = path;
    let mut base = 0;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}') else { break };
        out.push((base + open, &rest[open + 1..open + close]));
        base += open + close + 1;
        rest = &rest[open + close + 1..];
    }
    out
}

fn check_path_params(docs: &Docs, pkey: &crate::node::Key, item_doc: usize, item: &Node, op: &Node, diags: &mut Vec<Diagnostic>) {
    let file = &docs.docs[0].file;
    let params = parameters(docs, item_doc, item, op);
    let declared: Vec<&str> = params.iter().filter(|(_, p)| p.str_of("in") == "path").map(|(_, p)| p.str_of("name")).collect();
    let templ = template_params(&pkey.text);
    // The key's text sits in the source as written when it is a plain or quoted scalar.
    let key_src = &file.text[pkey.span.clone()];
    let shift = match pkey.style {
        Style::Plain if key_src == pkey.text => Some(0),
        Style::Quoted if key_src.len() == pkey.text.len() + 2 => Some(1),
        _ => None,
    };
    for (off, name) in &templ {
        if !declared.contains(name) {
            let span = match shift {
                Some(s) => pkey.span.start + s + off..pkey.span.start + s + off + name.len() + 2,
                None => pkey.span.clone(),
            };
            let method_span = item.as_map().and_then(|m| m.iter().find(|(_, v)| std::ptr::eq(*v, op))).map(|(k, _)| k.text.clone()).unwrap_or_default();
            diags.push(
                Diagnostic::error(
                    UNDECLARED_PATH_PARAMETER,
                    format!(
                        "path parameter `{name}` of `{}` is not declared{}",
                        pkey.text,
                        if method_span.is_empty() { String::new() } else { format!(" for {}", method_span.to_uppercase()) }
                    ),
                )
                .at(file, span, "no parameter with `in: path` has this name")
                .help(format!("add `- {{name: {name}, in: path, required: true, schema: {{type: string}}}}` to the operation's or the path's parameters")),
            );
        }
    }
    for (d, p) in params.iter().filter(|(_, p)| p.str_of("in") == "path") {
        let name = p.str_of("name");
        if !templ.iter().any(|(_, t)| *t == name) {
            let span = p.get("name").map(|n| n.span.clone()).unwrap_or(p.span.clone());
            diags.push(Diagnostic::warning(UNUSED_PATH_PARAMETER, format!("path parameter `{name}` does not appear in the path `{}`", pkey.text)).at(
                &docs.docs[*d].file,
                span,
                "not in the path template",
            ));
        }
    }
}

fn server_url(s: &Node) -> String {
    let mut url = s.str_of("url").to_string();
    if let Some(vars) = s.get("variables").and_then(Node::as_map) {
        for (k, v) in vars.iter() {
            let def = v.get("default").and_then(Node::scalar_text).unwrap_or_default();
            url = url.replace(&format!("{{{}}}", k.text), &def);
        }
    }
    url
}

fn servers_of(cx: &mut SchemaCx, doc: usize, node: Option<&Node>) -> Vec<Server> {
    let Some(list) = node.and_then(Node::as_seq) else { return vec![] };
    list.iter()
        .filter(|s| s.as_map().is_some())
        .map(|s| {
            let d = cx.desc.blocks(cx.docs, doc, s.get("description"));
            let variables = s
                .get("variables")
                .and_then(Node::as_map)
                .map(|vars| {
                    vars.iter()
                        .map(|(k, v)| api::ServerVariable {
                            name: k.text.clone(),
                            default: v.get("default").and_then(Node::scalar_text).unwrap_or_default(),
                            choices: v.get("enum").and_then(Node::as_seq).unwrap_or(&[]).iter().filter_map(Node::scalar_text).collect(),
                            description: v.str_of("description").trim().to_string(),
                        })
                        .collect()
                })
                .unwrap_or_default();
            Server { url: server_url(s), description: plain_text_blocks(&d).trim().to_string(), variables }
        })
        .collect()
}

fn security_schemes(cx: &mut SchemaCx) -> HashMap<String, SecurityScheme> {
    let docs = cx.docs;
    let mut out = HashMap::new();
    let Some(map) = docs.main().get("components").and_then(|c| c.get("securitySchemes")).and_then(Node::as_map) else { return out };
    for (k, v) in map.iter() {
        let (d, v, _) = docs.deref(0, v);
        let kind = v.str_of("type").to_string();
        let location = match kind.as_str() {
            "apiKey" => v.str_of("in").to_string(),
            "http" => v.str_of("scheme").to_string(),
            _ => String::new(),
        };
        let param_name = if kind == "apiKey" { v.str_of("name").to_string() } else { String::new() };
        let description = cx.desc.blocks(docs, d, v.get("description"));
        let location = if kind == "openIdConnect" { v.str_of("openIdConnectUrl").to_string() } else { location };
        let flows = v
            .get("flows")
            .and_then(Node::as_map)
            .map(|m| {
                m.iter()
                    .filter(|(_, f)| f.as_map().is_some())
                    .map(|(k, f)| api::OAuthFlow {
                        kind: k.text.clone(),
                        authorization_url: f.str_of("authorizationUrl").to_string(),
                        token_url: f.str_of("tokenUrl").to_string(),
                        refresh_url: f.str_of("refreshUrl").to_string(),
                        scopes: f
                            .get("scopes")
                            .and_then(Node::as_map)
                            .map_or_else(Vec::new, |sc| sc.iter().map(|(n, d)| (n.text.clone(), d.as_str().unwrap_or("").trim().to_string())).collect()),
                    })
                    .collect()
            })
            .unwrap_or_default();
        out.insert(k.text.clone(), SecurityScheme { name: k.text.clone(), kind, location, param_name, description, flows, scopes: vec![] });
    }
    out
}

/// The schemes an operation requires (its own `security`, else the document's).
fn op_security(docs: &Docs, op: &Node, schemes: &HashMap<String, SecurityScheme>, diags: &mut Vec<Diagnostic>) -> Vec<SecurityScheme> {
    let reqs = op.get("security").or_else(|| docs.main().get("security"));
    let mut out: Vec<SecurityScheme> = Vec::new();
    for req in reqs.and_then(Node::as_seq).unwrap_or(&[]) {
        for (k, v) in req.as_map().map(|m| m.entries.as_slice()).unwrap_or(&[]).iter().map(|(k, v)| (k, v)) {
            let scopes: Vec<String> = v.as_seq().unwrap_or(&[]).iter().filter_map(Node::scalar_text).collect();
            match schemes.get(&k.text) {
                Some(s) if !out.iter().any(|o| o.name == s.name) => out.push(SecurityScheme { scopes, ..s.clone() }),
                Some(_) => {}
                None => {
                    // Reported for the document-level list once, via the first operation only.
                    if op.get("security").is_some() || !diags.iter().any(|d| d.code == UNKNOWN_SECURITY_SCHEME && d.span == k.span) {
                        diags.push(
                            Diagnostic::error(UNKNOWN_SECURITY_SCHEME, format!("security scheme `{}` is not defined in components.securitySchemes", k.text))
                                .at(&docs.docs[0].file, k.span.clone(), "unknown scheme"),
                        );
                    }
                }
            }
        }
    }
    out
}

fn operation(
    cx: &mut SchemaCx,
    hl: &mut SampleHighlighter,
    src: &OpSrc,
    schemes: &HashMap<String, SecurityScheme>,
    doc_servers: &[Server],
    diags: &mut Vec<Diagnostic>,
) -> Operation {
    let docs = cx.docs;
    let (op, d) = (src.op, src.item_doc);
    let description = {
        let own = cx.desc.blocks(docs, d, op.get("description"));
        if own.is_empty() {
            cx.desc.blocks(docs, d, src.item.get("description"))
        } else {
            own
        }
    };
    let servers = match (op.get("servers").and_then(Node::as_seq), src.item.get("servers").and_then(Node::as_seq)) {
        (Some(_), _) => servers_of(cx, d, op.get("servers")),
        (None, Some(_)) => servers_of(cx, d, src.item.get("servers")),
        _ => doc_servers.to_vec(),
    };
    let security = op_security(docs, op, schemes, diags);

    let raw_params = parameters(docs, d, src.item, op);
    let mut params = Vec::new();
    for (pd, p) in &raw_params {
        params.push(parameter(cx, *pd, p));
    }

    // Request body.
    let mut request_body = None;
    let mut body_media: Option<(usize, String, &Node)> = None;
    if let Some(rb) = op.get("requestBody") {
        let (bd, rb, _) = docs.deref(d, rb);
        let mut content = Vec::new();
        for (mk, media) in rb.get("content").and_then(Node::as_map).map(|m| m.entries.as_slice()).unwrap_or(&[]).iter() {
            if body_media.is_none() || (mk.text.contains("json") && !body_media.as_ref().is_some_and(|(_, t, _)| t.contains("json"))) {
                body_media = Some((bd, mk.text.clone(), media));
            }
            content.push(media_type(cx, bd, &mk.text, media, Mode::Request));
        }
        request_body = Some(api::Body { required: rb.bool_of("required"), description: cx.desc.blocks(docs, bd, rb.get("description")), content });
    }

    // Responses.
    let mut responses = Vec::new();
    let mut accept: Option<String> = None;
    for (status, r) in op.get("responses").and_then(Node::as_map).map(|m| m.entries.as_slice()).unwrap_or(&[]).iter() {
        let (rd, r, _) = docs.deref(d, r);
        let mut headers = Vec::new();
        for (hk, h) in r.get("headers").and_then(Node::as_map).map(|m| m.entries.as_slice()).unwrap_or(&[]).iter() {
            let (hd, h, _) = docs.deref(rd, h);
            let mut p = parameter(cx, hd, h);
            p.name = hk.text.clone();
            p.location = "header".into();
            headers.push(p);
        }
        let mut content = Vec::new();
        for (mk, media) in r.get("content").and_then(Node::as_map).map(|m| m.entries.as_slice()).unwrap_or(&[]).iter() {
            // Content documented by neither a schema nor an example says nothing about the body.
            if media.as_map().is_some() && media.get("schema").is_none() && media.get("example").is_none() && media.get("examples").is_none() {
                diags.push(
                    Diagnostic::warning(
                        MISSING_RESPONSE_SCHEMA,
                        format!("response `{}` of `{}` declares `{}` content without a schema", status.text, src.id, mk.text),
                    )
                    .at(&docs.docs[rd].file, mk.span.clone(), "no `schema` for this media type")
                    .help("add a `schema` (or at least an example) so readers know the body's shape"),
                );
            }
            if accept.is_none() && status.text.starts_with('2') {
                accept = Some(mk.text.clone());
            }
            content.push(media_type(cx, rd, &mk.text, media, Mode::Response));
        }
        responses.push(api::Response { status: status.text.clone(), description: cx.desc.blocks(docs, rd, r.get("description")), headers, content });
    }

    let req = sample_request(docs, src, &servers, &security, &raw_params, body_media, accept);
    let samples = samples::LANGS
        .iter()
        .map(|(lang, label, _)| {
            let (_, lines) = hl.sample(lang, &req);
            CodeSample {
                lang: lang.to_string(),
                label: label.to_string(),
                code: CodeBlock { lang: lang.to_string(), title: String::new(), highlight: vec![], lines },
            }
        })
        .collect();

    Operation {
        operation_id: src.id.clone(),
        method: src.method.to_uppercase(),
        path: src.path.to_string(),
        summary: op.str_of("summary").trim().to_string(),
        description,
        deprecated: op.bool_of("deprecated"),
        tags: src.tags.clone(),
        servers,
        security,
        parameters: params,
        request_body,
        responses,
        samples,
    }
}

fn parameter(cx: &mut SchemaCx, d: usize, p: &Node) -> Parameter {
    let docs = cx.docs;
    // A parameter's schema is `schema`, or the one of its single `content` entry.
    let schema_node = p.get("schema").or_else(|| p.get("content").and_then(Node::as_map).and_then(|m| m.entries.first()).and_then(|(_, m)| m.get("schema")));
    let mut schema = match schema_node {
        Some(s) => cx.tree(d, s, "", false),
        None => {
            let mut n = empty_node("");
            n.type_label = "string".into();
            n
        }
    };
    if schema.example.is_none() {
        schema.example = p.get("example").map(example_value);
    }
    Parameter {
        name: p.str_of("name").to_string(),
        location: p.str_of("in").to_string(),
        required: p.bool_of("required") || p.str_of("in") == "path",
        deprecated: p.bool_of("deprecated"),
        description: cx.desc.blocks(docs, d, p.get("description")),
        schema,
    }
}

fn media_type(cx: &mut SchemaCx, d: usize, media_type: &str, media: &Node, mode: Mode) -> MediaType {
    let docs = cx.docs;
    let schema = media.get("schema").map(|s| cx.tree(d, s, "", false));
    // Responses title their example with the media type; a request body's sits under its own heading.
    let title = if matches!(mode, Mode::Response) { media_type } else { "" };
    let example = match media_example(docs, d, media, mode) {
        None | Some(Ex::Null) => None,
        Some(Ex::Str(s)) if !media_type.contains("json") => Some(crate::example::text_block(&s, title)),
        // Synthesised bodies only make sense for JSON; XML or binary would be misleading.
        Some(_) if !media_type.contains("json") && media.get("example").is_none() && media.get("examples").is_none() => None,
        Some(v) => Some(v.code_block(title)),
    };
    MediaType { media_type: media_type.to_string(), schema, example }
}

/// An example value of a parameter, as text.
fn param_value(docs: &Docs, d: usize, p: &Node) -> Option<String> {
    let ex = if let Some(e) = p.get("example") {
        Ex::from_node(e)
    } else if let Some((_, e)) = p.get("examples").and_then(Node::as_map).and_then(|m| m.entries.first()) {
        let (_, e, _) = docs.deref(d, e);
        Ex::from_node(e.get("value")?)
    } else {
        crate::example::from_schema(docs, d, p.get("schema")?, Mode::Request)
    };
    Some(match ex {
        Ex::Null => return None,
        Ex::Str(s) => s,
        Ex::Arr(items) => items.iter().map(|i| if let Ex::Str(s) = i { s.clone() } else { i.compact() }).collect::<Vec<_>>().join(","),
        other => other.compact(),
    })
}

fn sample_request(
    docs: &Docs,
    src: &OpSrc,
    servers: &[Server],
    security: &[SecurityScheme],
    params: &[(usize, &Node)],
    body: Option<(usize, String, &Node)>,
    accept: Option<String>,
) -> Request {
    let base = servers.first().map(|s| s.url.trim_end_matches('/').to_string()).unwrap_or_default();
    let base = if base.starts_with("http://") || base.starts_with("https://") {
        base
    } else {
        format!("{RELATIVE_BASE}{}", if base.is_empty() || base.starts_with('/') { base } else { format!("/{base}") })
    };
    let mut path = src.path.to_string();
    let mut query: Vec<(String, String)> = Vec::new();
    let mut headers: Vec<(String, String)> = Vec::new();
    let mut cookies: Vec<(String, String)> = Vec::new();
    for (d, p) in params {
        let name = p.str_of("name");
        let required = p.bool_of("required");
        let value = param_value(docs, *d, p);
        match p.str_of("in") {
            "path" => path = path.replace(&format!("{{{name}}}"), &samples::urlencode(value.as_deref().unwrap_or(name))),
            "query" if required || p.get("example").is_some() => query.push((name.into(), value.unwrap_or_default())),
            "header" if required || p.get("example").is_some() => headers.push((name.into(), value.unwrap_or_default())),
            "cookie" if required || p.get("example").is_some() => cookies.push((name.into(), value.unwrap_or_default())),
            _ => {}
        }
    }
    let mut auth_headers = Vec::new();
    for s in security {
        match (s.kind.as_str(), s.location.as_str()) {
            ("apiKey", "header") => auth_headers.push((s.param_name.clone(), "YOUR_API_KEY".to_string())),
            ("apiKey", "query") => query.push((s.param_name.clone(), "YOUR_API_KEY".into())),
            ("apiKey", "cookie") => cookies.push((s.param_name.clone(), "YOUR_API_KEY".into())),
            ("http", scheme) if scheme.eq_ignore_ascii_case("basic") => auth_headers.push(("Authorization".into(), "Basic dXNlcm5hbWU6cGFzc3dvcmQ=".into())),
            ("http", _) => auth_headers.push(("Authorization".into(), "Bearer YOUR_TOKEN".into())),
            ("oauth2", _) | ("openIdConnect", _) => auth_headers.push(("Authorization".into(), "Bearer YOUR_ACCESS_TOKEN".into())),
            _ => {}
        }
    }
    let mut all = Vec::new();
    let mut sample_body = None;
    if let Some((bd, mt, media)) = body {
        let ex = media_example(docs, bd, media, Mode::Request).unwrap_or(Ex::Obj(vec![]));
        let fields = |ex: &Ex| match ex {
            Ex::Obj(m) => m.iter().map(|(k, v)| (k.clone(), if let Ex::Str(s) = v { s.clone() } else { v.compact() })).collect(),
            _ => vec![],
        };
        sample_body = Some(if mt.contains("json") {
            SampleBody::Json(ex)
        } else if mt == "application/x-www-form-urlencoded" {
            SampleBody::Text(fields(&ex).iter().map(|(k, v)| format!("{}={}", samples::urlencode(k), samples::urlencode(v))).collect::<Vec<_>>().join("&"))
        } else if mt.starts_with("multipart/") {
            SampleBody::Form(fields(&ex))
        } else {
            SampleBody::Text(match ex {
                Ex::Str(s) => s,
                Ex::Null => String::new(),
                other => other.compact(),
            })
        });
        all.push(("Content-Type".to_string(), mt));
    }
    if let Some(a) = accept {
        all.push(("Accept".into(), a));
    }
    all.extend(auth_headers);
    all.extend(headers);
    if !cookies.is_empty() {
        all.push(("Cookie".into(), cookies.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join("; ")));
    }
    let mut url = format!("{base}{path}");
    if !query.is_empty() {
        url.push('?');
        url.push_str(&query.iter().map(|(k, v)| format!("{}={}", samples::urlencode(k), samples::urlencode(v))).collect::<Vec<_>>().join("&"));
    }
    let json_response = all.iter().find(|(k, _)| k == "Accept").is_none_or(|(_, v)| v.contains("json"));
    Request { method: src.method.to_uppercase(), url, headers: all, body: sample_body, json_response }
}

fn sidebar(root: &Node, title: &str, home: &str, ops: &[OpSrc], schemas: &[(RefKey, &Node, String, String)]) -> Sidebar {
    let mut items = vec![SidebarItem::Link { label: title.to_string(), route: home.to_string(), badge: String::new() }];
    let mut tag_order: Vec<String> =
        root.get("tags").and_then(Node::as_seq).map(|t| t.iter().map(|t| t.str_of("name").to_string()).filter(|n| !n.is_empty()).collect()).unwrap_or_default();
    let (hooks, ops): (Vec<&OpSrc>, Vec<&OpSrc>) = ops.iter().partition(|o| o.webhook);
    for op in &ops {
        for t in &op.tags {
            if !tag_order.contains(t) {
                tag_order.push(t.clone());
            }
        }
    }
    let link = |op: &&OpSrc| SidebarItem::Link { label: op.title.clone(), route: op.route.clone(), badge: op.method.to_string() };
    for tag in &tag_order {
        let members: Vec<SidebarItem> = ops.iter().filter(|o| o.tags.contains(tag)).map(link).collect();
        if !members.is_empty() {
            items.push(SidebarItem::Category { label: tag.clone(), route: None, collapsed: false, collapsible: true, items: members, piece: None });
        }
    }
    let untagged: Vec<SidebarItem> = ops.iter().filter(|o| o.tags.is_empty()).map(link).collect();
    if !untagged.is_empty() {
        items.push(SidebarItem::Category { label: "Operations".into(), route: None, collapsed: false, collapsible: true, items: untagged, piece: None });
    }
    if !hooks.is_empty() {
        items.push(SidebarItem::Category {
            label: "Webhooks".into(),
            route: None,
            collapsed: false,
            collapsible: true,
            items: hooks.iter().map(link).collect(),
            piece: None,
        });
    }
    if !schemas.is_empty() {
        let links = schemas.iter().map(|(_, _, name, route)| SidebarItem::Link { label: name.clone(), route: route.clone(), badge: String::new() }).collect();
        items.push(SidebarItem::Category { label: "Schemas".into(), route: None, collapsed: true, collapsible: true, items: links, piece: None });
    }
    Sidebar { id: "openapi".into(), items }
}
