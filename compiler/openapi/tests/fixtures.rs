//! Loader and compiler behaviour over fixtures/openapi/: refs across files, cycles,
//! allOf/oneOf/anyOf, 3.0 vs 3.1, and every diagnostic with its code and position.

use docc_diag::{Diagnostic, Severity};
use docc_markdown::phase::PhaseOutput;
use docc_markdown::RenderCtx;
use docc_model::api::{ExampleValue, Operation, SchemaNode, SchemaPage};
use docc_model::{Block, Page, PageKind, SidebarItem};
use std::ops::Range;
use std::path::PathBuf;

fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/openapi")
}

/// Records links like the pipeline's context does, so tests can check their spans.
#[derive(Default)]
struct Recorder {
    links: Vec<(String, Range<usize>)>,
    diags: Vec<Diagnostic>,
}

impl RenderCtx for Recorder {
    fn link(&mut self, dest: &str, span: Range<usize>) -> (String, bool) {
        self.links.push((dest.to_string(), span));
        (dest.to_string(), dest.starts_with('/'))
    }
    fn image(&mut self, _: &str, _: Range<usize>) -> Option<u32> {
        None
    }
    fn diag(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }
}

fn compile(rel: &str) -> (PhaseOutput, Recorder) {
    let mut ctx = Recorder::default();
    let out = docc_openapi::compile(&fixtures(), rel, &mut ctx);
    (out, ctx)
}

fn page<'a>(out: &'a PhaseOutput, route: &str) -> &'a Page {
    out.pages.iter().find(|p| p.route == route).unwrap_or_else(|| panic!("no page {route}; have {:?}", out.pages.iter().map(|p| &p.route).collect::<Vec<_>>()))
}

fn op<'a>(out: &'a PhaseOutput, route: &str) -> &'a Operation {
    match &page(out, route).blocks[0] {
        Block::ApiOperation(o) => o,
        _ => panic!("{route} is not an operation"),
    }
}

fn schema_page<'a>(out: &'a PhaseOutput, route: &str) -> &'a SchemaPage {
    match &page(out, route).blocks[0] {
        Block::ApiSchema(s) => s,
        _ => panic!("{route} is not a schema page"),
    }
}

fn prop<'a>(n: &'a SchemaNode, name: &str) -> &'a SchemaNode {
    n.properties
        .iter()
        .find(|p| p.name == name)
        .unwrap_or_else(|| panic!("no property {name} in {:?}", n.properties.iter().map(|p| &p.name).collect::<Vec<_>>()))
}

/// The only diagnostic with `code`, checked for severity, file and 1-based line:column.
fn expect_diag(diags: &[Diagnostic], code: &str, sev: Severity, file: &str, line: usize, col: usize) -> Diagnostic {
    let found: Vec<&Diagnostic> = diags.iter().filter(|d| d.code == code).collect();
    assert_eq!(found.len(), 1, "expected one {code}, got: {:#?}", diags.iter().map(|d| d.to_string()).collect::<Vec<_>>());
    let d = found[0];
    assert_eq!(d.severity, sev, "{d}");
    assert_eq!(d.file_name(), file, "{d}");
    assert_eq!(d.line_col(), (line, col), "{d}");
    d.clone()
}

#[test]
fn refs_across_files_resolve_and_pages_are_made() {
    let (out, ctx) = compile("refs/main.yaml");
    assert!(out.diagnostics.is_empty(), "{:#?}", out.diagnostics.iter().map(|d| d.to_string()).collect::<Vec<_>>());
    assert!(ctx.diags.is_empty());
    let count = |k: PageKind| out.pages.iter().filter(|p| p.kind == k).count();
    assert_eq!((count(PageKind::ApiOverview), count(PageKind::ApiOperation), count(PageKind::ApiSchema)), (1, 5, 11));

    // Sidebar: overview, tags in declared order, schemas last (spec order).
    let sb = &out.sidebars[0];
    let labels: Vec<String> = sb
        .items
        .iter()
        .map(|i| match i {
            SidebarItem::Link { label, .. } | SidebarItem::Category { label, .. } => label.clone(),
        })
        .collect();
    assert_eq!(labels, ["Pet Shelter", "pets", "people", "Schemas"]);
    let SidebarItem::Category { items, .. } = &sb.items[1] else { panic!() };
    let pets: Vec<String> = items
        .iter()
        .map(|i| match i {
            SidebarItem::Link { label, route, .. } => format!("{label} {route}"),
            _ => panic!(),
        })
        .collect();
    assert_eq!(
        pets,
        ["Fetch one pet /OpenAPI/get-pet", "Replace a pet /OpenAPI/update-pet", "listPets /OpenAPI/list-pets", "Register a pet /OpenAPI/create-pet"]
    );

    // Whole-file ref (schemas/person.yaml) with a ref back to common.yaml and a self-cycle `#`.
    let friends = op(&out, "/OpenAPI/list-friends");
    let person = friends.responses[0].content[0].schema.as_ref().unwrap();
    assert_eq!(person.type_label, "object");
    assert_eq!(prop(person, "address").type_label, "object");
    assert_eq!(prop(prop(person, "address"), "city").example.as_ref().map(ExampleValue::text).as_deref(), Some("Lyon"));
    let f = prop(person, "friends");
    assert_eq!(f.type_label, "person[]", "a cycle leaf is named after its file");
    assert!(f.items.as_ref().unwrap().circular, "self-ref `#` is a cycle");

    // Path-level parameter $ref merged with operation parameters; header and cookie too.
    let get = op(&out, "/OpenAPI/get-pet");
    let params: Vec<(&str, &str, bool)> = get.parameters.iter().map(|p| (p.name.as_str(), p.location.as_str(), p.required)).collect();
    assert_eq!(params, [("petId", "path", true), ("X-Trace", "header", false), ("session", "cookie", true)]);
    assert_eq!(get.parameters[0].schema.type_label, "integer<int64>");
    // Response $ref to components/responses whose schema lives in another file.
    let r404 = get.responses.iter().find(|r| r.status == "404").unwrap();
    assert_eq!(r404.content[0].schema.as_ref().unwrap().type_label, "object");
    assert!(r404.content[0].example.as_ref().unwrap().text().contains("not found"));
    assert_eq!(get.responses[0].headers[0].name, "X-Rate-Limit");
    // Security: document default is bearer; createPet overrides with apiKey.
    assert_eq!(get.security.iter().map(|s| s.name.as_str()).collect::<Vec<_>>(), ["bearer"]);
    assert_eq!(op(&out, "/OpenAPI/create-pet").security[0].param_name, "x-api-key");
    // Server variables take their defaults.
    assert_eq!(get.servers[0].url, "https://eu.shelter.example/v2");
    // allOf members sit at their parent's level: Pet's merged NewPet members are inlined
    // even inside an array, and so is the first nested component (owner → Address).
    let list = op(&out, "/OpenAPI/list-pets");
    let items = list.responses[0].content[0].schema.as_ref().unwrap().items.as_ref().unwrap();
    assert_eq!(items.type_label, "Pet");
    assert_eq!(prop(prop(items, "owner"), "city").type_label, "string");
    // requestBody $ref.
    assert!(op(&out, "/OpenAPI/update-pet").request_body.as_ref().unwrap().required);

    // Overview: description headings in the TOC, then servers and authentication.
    let ov = page(&out, "/OpenAPI");
    let toc: Vec<&str> = ov.toc.iter().map(|t| t.id.as_str()).collect();
    assert_eq!(toc, ["conventions", "servers", "authentication"]);
    assert_eq!(ov.breadcrumbs.len(), 1);
    assert_eq!(page(&out, "/OpenAPI/get-pet").breadcrumbs.iter().map(|c| c.label.as_str()).collect::<Vec<_>>(), ["Pet Shelter", "pets", "Fetch one pet"]);
}

#[test]
fn all_of_merges_and_cycles_are_cut() {
    let (out, _) = compile("refs/main.yaml");
    let pet = &schema_page(&out, "/OpenAPI/schemas/pet").schema;
    assert_eq!(pet.type_label, "object");
    let names: Vec<&str> = pet.properties.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["name", "kind", "tags", "owner", "id", "parent", "secret", "deprecatedField"]);
    assert!(prop(pet, "name").required && prop(pet, "id").required && !prop(pet, "tags").required);
    assert!(prop(pet, "id").read_only && prop(pet, "secret").write_only && prop(pet, "deprecatedField").deprecated);
}

#[test]
fn pet_schema_details() {
    let (out, _) = compile("refs/main.yaml");
    let pet = &schema_page(&out, "/OpenAPI/schemas/pet");
    // Own description wins over the members'.
    assert!(format!("{:?}", pet.schema.description).contains("A registered pet"));
    // Self-reference is circular and links to its page.
    let parent = prop(&pet.schema, "parent");
    assert!(parent.circular);
    assert_eq!(parent.type_label, "Pet");
    assert_eq!(parent.schema_route.as_deref(), Some("/OpenAPI/schemas/pet"));
    // Leaf component (enum) is inlined with its values and default, and links to its page.
    let kind = prop(&pet.schema, "kind");
    assert_eq!(kind.enum_values, ["cat", "dog", "bird"]);
    assert_eq!(kind.default.as_deref(), Some("cat"));
    assert_eq!(kind.schema_route.as_deref(), Some("/OpenAPI/schemas/kind"));
    // Example: readOnly and writeOnly both present in the neutral schema example; no cycle blow-up.
    let ex: serde_json::Value = serde_json::from_str(&pet.example.as_ref().unwrap().text()).unwrap();
    assert_eq!(ex["kind"], "cat");
    assert!(ex.get("parent").is_none(), "cycle left out of the example: {ex}");
}

#[test]
fn mutual_cycles_one_of_any_of_and_maps() {
    let (out, _) = compile("refs/main.yaml");
    let ping = &schema_page(&out, "/OpenAPI/schemas/ping").schema;
    let pong = prop(ping, "pong");
    assert_eq!(pong.type_label, "Pong");
    assert!(prop(pong, "ping").circular);

    let tree = &schema_page(&out, "/OpenAPI/schemas/treenode").schema;
    let children = prop(tree, "children");
    assert_eq!(children.type_label, "TreeNode[]");
    assert!(children.items.as_ref().unwrap().circular);

    let shape = &schema_page(&out, "/OpenAPI/schemas/shape").schema;
    assert_eq!(shape.variant_kind, "oneOf");
    assert_eq!(shape.variants.len(), 2);
    assert_eq!(shape.variants[0].type_label, "Circle");
    assert_eq!(shape.variants[1].name, "Square");
    assert!(shape.constraints.contains(&"discriminator: kind".to_string()));
    assert_eq!(prop(&shape.variants[0], "radius").constraints, ["> 0"], "3.0 boolean exclusiveMinimum");

    let contact = &schema_page(&out, "/OpenAPI/schemas/contact").schema;
    assert_eq!(contact.variant_kind, "anyOf");
    assert_eq!(contact.type_label, "string<email> | string");
    assert_eq!(contact.variants[1].constraints, ["pattern: ^\\+[0-9]+$"]);

    let labels = &schema_page(&out, "/OpenAPI/schemas/labels").schema;
    assert_eq!(labels.additional.as_ref().unwrap().type_label, "string");
}

#[test]
fn examples_come_from_the_spec_first() {
    let (out, _) = compile("refs/main.yaml");
    let create = op(&out, "/OpenAPI/create-pet");
    let body = &create.request_body.as_ref().unwrap().content[0];
    let ex: serde_json::Value = serde_json::from_str(&body.example.as_ref().unwrap().text()).unwrap();
    assert_eq!(ex, serde_json::json!({"name": "Tom", "kind": "cat", "tags": ["indoor"]}), "named example via $ref");
    // Synthesised in spec order, readOnly left out of a request body.
    let update = op(&out, "/OpenAPI/update-pet");
    let ub = update.request_body.as_ref().unwrap().content[0].example.as_ref().unwrap().text();
    assert!(!ub.contains("\"id\""), "readOnly id is not sent: {ub}");
    assert!(ub.find("\"name\"").unwrap() < ub.find("\"kind\"").unwrap());
    // Query parameters in the URL of samples; required one plus its default value.
    let list = op(&out, "/OpenAPI/list-pets");
    let curl: String = list.samples[0].code.lines.iter().map(|l| l.iter().map(|t| t.text.as_str()).collect::<String>()).collect::<Vec<_>>().join("\n");
    assert!(curl.contains("https://eu.shelter.example/v2/pets?limit=20"), "{curl}");
    assert!(curl.contains("Authorization: Bearer YOUR_TOKEN"), "{curl}");
    let get = op(&out, "/OpenAPI/get-pet");
    let curl: String = get.samples[0].code.lines.iter().flatten().map(|t| t.text.as_str()).collect();
    assert!(curl.contains("/pets/42") && curl.contains("X-Trace: abc-123") && curl.contains("Cookie: session=s3ss10n"), "{curl}");
}

#[test]
fn openapi_3_0_and_3_1_agree() {
    let (a, _) = compile("versions/v30.yaml");
    let (b, _) = compile("versions/v31.json");
    assert!(a.diagnostics.is_empty() && b.diagnostics.is_empty(), "{:?} {:?}", a.diagnostics, b.diagnostics);
    let ia = &schema_page(&a, "/OpenAPI/schemas/item").schema;
    let ib = &schema_page(&b, "/OpenAPI/schemas/item").schema;
    for s in [ia, ib] {
        assert!(prop(s, "note").nullable);
        assert_eq!(prop(s, "note").type_label, "string");
        assert_eq!(prop(s, "count").constraints, ["> 0"]);
        assert!(prop(s, "count").required);
        // Arrays and objects come as highlighted, pretty-printed JSON.
        let Some(ExampleValue::Code(tags)) = &prop(s, "tags").example else { panic!("{:?}", prop(s, "tags").example) };
        assert_eq!((tags.lang.as_str(), tags.text()), ("json", "[\n  \"a\",\n  \"b\"\n]".to_string()));
        assert!(tags.lines[1].iter().any(|t| t.class != 0 && t.text.contains("\"a\"")), "{:?}", tags.lines);
    }
    assert_eq!(prop(ib, "kind").enum_values, ["item"]);
    assert_eq!(prop(ib, "kind").type_label, "string");
    assert_eq!(prop(ib, "either").type_label, "string | integer");
    let r = prop(ib, "ref");
    assert!(r.circular);
    assert!(format!("{:?}", r.description).contains("Sibling description wins"));
}

#[test]
fn diagnostic_unresolved_ref() {
    let (out, _) = compile("diagnostics/unresolved-ref.yaml");
    let ds: Vec<Diagnostic> = out.diagnostics.iter().filter(|d| d.code == "docc::openapi::unresolved-ref").cloned().collect();
    assert_eq!(ds.len(), 2, "{ds:?}");
    assert_eq!(ds[0].line_col(), (15, 23));
    assert!(ds[0].message.contains("did you mean `#/components/schemas/Thing`"), "{}", ds[0].message);
    assert_eq!(ds[1].line_col(), (25, 23));
    assert!(ds[1].message.contains("missing.yaml") && ds[1].message.contains("file not found"), "{}", ds[1].message);
    assert!(ds.iter().all(|d| d.is_error() && d.file_name() == "diagnostics/unresolved-ref.yaml"));
    // The pages still exist (the build fails on the error, but everything is reported).
    assert_eq!(out.pages.iter().filter(|p| p.kind == PageKind::ApiOperation).count(), 2);
}

#[test]
fn diagnostic_duplicate_operation_id() {
    let (out, _) = compile("diagnostics/duplicate-operation-id.yaml");
    let d = expect_diag(&out.diagnostics, "docc::openapi::duplicate-operation-id", Severity::Error, "diagnostics/duplicate-operation-id.yaml", 14, 20);
    assert!(d.help.unwrap().contains(":8:20"));
}

#[test]
fn diagnostic_undeclared_path_parameter() {
    let (out, _) = compile("diagnostics/undeclared-path-parameter.yaml");
    let d = expect_diag(&out.diagnostics, "docc::openapi::undeclared-path-parameter", Severity::Error, "diagnostics/undeclared-path-parameter.yaml", 6, 25);
    assert_eq!(d.span.len(), "{postId}".len());
    assert!(d.message.contains("postId"));
    expect_diag(&out.diagnostics, "docc::openapi::unused-path-parameter", Severity::Warning, "diagnostics/undeclared-path-parameter.yaml", 15, 17);
}

#[test]
fn diagnostic_missing_response_schema_is_a_warning() {
    let (out, _) = compile("diagnostics/missing-response-schema.yaml");
    expect_diag(&out.diagnostics, "docc::openapi::missing-response-schema", Severity::Warning, "diagnostics/missing-response-schema.yaml", 13, 13);
    assert!(!out.diagnostics.iter().any(Diagnostic::is_error));
}

#[test]
fn diagnostic_invalid_yaml_and_json() {
    let (out, _) = compile("diagnostics/invalid.yaml");
    let d = expect_diag(&out.diagnostics, "docc::openapi::invalid-yaml", Severity::Error, "diagnostics/invalid.yaml", 8, 1);
    assert!(!d.message.is_empty());
    assert!(out.pages.is_empty());
    let (out, _) = compile("diagnostics/invalid.json");
    let d = expect_diag(&out.diagnostics, "docc::openapi::invalid-json", Severity::Error, "diagnostics/invalid.json", 5, 1);
    assert!(d.message.contains("trailing comma"), "{}", d.message);
}

#[test]
fn diagnostic_spec_missing_and_not_openapi() {
    let (out, _) = compile("no/such/spec.yaml");
    let d = &out.diagnostics[0];
    assert_eq!((d.code, d.file_name()), ("docc::openapi::spec-missing", "no/such/spec.yaml"));
    assert!(d.message.contains("file not found"));
    assert!(out.pages.is_empty() && out.sidebars.is_empty());
    let (out, _) = compile("diagnostics/swagger2.yaml");
    expect_diag(&out.diagnostics, "docc::openapi::not-openapi", Severity::Error, "diagnostics/swagger2.yaml", 1, 1);
}

#[test]
fn diagnostic_unknown_security_scheme_and_duplicate_key() {
    let (out, _) = compile("diagnostics/unknown-security-scheme.yaml");
    expect_diag(&out.diagnostics, "docc::openapi::unknown-security-scheme", Severity::Error, "diagnostics/unknown-security-scheme.yaml", 12, 11);
    let (out, _) = compile("diagnostics/duplicate-key.yaml");
    expect_diag(&out.diagnostics, "docc::openapi::duplicate-key", Severity::Warning, "diagnostics/duplicate-key.yaml", 5, 3);
    assert_eq!(page(&out, "/OpenAPI").title, "Keys again");
}

#[test]
fn description_links_reach_the_ctx_with_spans_into_the_yaml() {
    let (out, ctx) = compile("diagnostics/broken-description-link.yaml");
    assert!(out.diagnostics.is_empty());
    let (dest, span) = &ctx.links[0];
    assert_eq!(dest, "/docs/nowhere");
    let text = std::fs::read_to_string(fixtures().join("diagnostics/broken-description-link.yaml")).unwrap();
    let before = &text[..span.start];
    let line = before.matches('\n').count() + 1;
    let col = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
    assert_eq!((line, col), (6, 9), "span {span:?} = {:?}", &text[span.clone()]);
}

#[test]
fn deep_components_become_link_leaves() {
    // fixtures/openapi/site (used by the e2e tests): Order → Customer → Address → Geo.
    let mut ctx = Recorder::default();
    let out = docc_openapi::compile(&fixtures().join("site"), "openapi/shop.yaml", &mut ctx);
    assert!(out.diagnostics.is_empty(), "{:?}", out.diagnostics);
    let order = &schema_page(&out, "/OpenAPI/schemas/order").schema;
    let customer = prop(order, "customer");
    assert_eq!(customer.type_label, "Customer");
    let address = prop(customer, "address");
    assert_eq!((address.type_label.as_str(), address.schema_route.as_deref()), ("Address", Some("/OpenAPI/schemas/address")));
    assert!(address.properties.is_empty() && !address.circular, "left as a link for the runtime to load");
    // Leaf components are always inlined.
    assert_eq!(prop(order, "status").enum_values, ["open", "paid", "shipped"]);
    // The Address page itself expands its own first level.
    let addr = &schema_page(&out, "/OpenAPI/schemas/address").schema;
    assert_eq!(prop(prop(addr, "geo"), "lat").type_label, "number");
    // An object example is pretty-printed JSON highlighted by the compiler (keys, numbers classed).
    let Some(ExampleValue::Code(geo)) = &prop(addr, "geo").example else { panic!("{:?}", prop(addr, "geo").example) };
    assert_eq!(geo.text(), "{\n  \"lat\": 48.85,\n  \"lng\": 2.35\n}");
    assert!(geo.lines[1].iter().any(|t| t.text == "48.85" && t.class != 0), "{:?}", geo.lines[1]);
    // Description links reach the ctx (checked by the pipeline with the docs' links).
    assert!(ctx.links.iter().any(|(d, _)| d == "/"));
}

#[test]
fn oauth2_flows_scopes_and_server_variables() {
    let mut ctx = Recorder::default();
    let out = docc_openapi::compile(&fixtures().join("site"), "openapi/shop.yaml", &mut ctx);
    assert!(out.diagnostics.is_empty(), "{:?}", out.diagnostics);
    let Block::ApiOverview(ov) = &page(&out, "/OpenAPI").blocks[0] else { panic!("no overview") };
    // Server variables: the URL takes the default, the choices are listed.
    let sandbox = &ov.servers[1];
    assert_eq!(sandbox.url, "https://eu.sandbox.shop.example/v1");
    assert_eq!((sandbox.variables[0].name.as_str(), sandbox.variables[0].default.as_str()), ("region", "eu"));
    assert_eq!(sandbox.variables[0].choices, ["eu", "us"]);
    assert_eq!(sandbox.variables[0].description, "Data centre.");
    // OAuth 2.0: flows with their URLs and scopes on the overview.
    let oauth = ov.security.iter().find(|s| s.name == "oauth").expect("oauth scheme");
    let flow = &oauth.flows[0];
    assert_eq!(flow.kind, "authorizationCode");
    assert_eq!((flow.authorization_url.as_str(), flow.token_url.as_str()), ("https://shop.example/oauth/authorize", "https://shop.example/oauth/token"));
    assert_eq!(flow.scopes, [("orders:read".to_string(), "Read orders.".to_string()), ("orders:write".to_string(), "Create orders.".to_string())]);
    assert!(oauth.scopes.is_empty());
    // The operation names the scopes it needs.
    let get = op(&out, "/OpenAPI/get-order");
    let needs = get.security.iter().find(|s| s.name == "oauth").expect("getOrder requires oauth");
    assert_eq!(needs.scopes, ["orders:read"]);
    // Samples call the first server; a sample for the sandbox would use the default region.
    let curl = serde_json::to_string(&get.samples).unwrap();
    assert!(curl.contains("https://api.shop.example/v1/orders/"), "{curl}");
}

#[test]
fn webhooks_get_pages_of_their_own() {
    let (out, _) = compile("webhooks/spec.yaml");
    assert!(!out.diagnostics.iter().any(|d| d.is_error()), "{:?}", out.diagnostics);
    // The named webhook and the unnamed one (its name becomes the route).
    let status = op(&out, "/OpenAPI/webhooks/shipment-status-changed");
    assert_eq!((status.method.as_str(), status.path.as_str()), ("POST", "shipmentStatusChanged"));
    assert!(status.samples.is_empty() && status.servers.is_empty(), "the subscriber's endpoint is not the API's");
    let body = status.request_body.as_ref().expect("payload");
    assert_eq!(body.content[0].media_type, "application/json");
    let text = body.content[0].example.as_ref().map(|c| c.text()).unwrap_or_default();
    assert!(text.contains("shp_8f2k1"), "{text}");
    assert_eq!(status.responses[0].status, "200");
    assert_eq!(page(&out, "/OpenAPI/webhooks/shipment-status-changed").breadcrumbs[1].label, "Webhooks");
    let printed = op(&out, "/OpenAPI/webhooks/label-printed");
    assert_eq!(page(&out, "/OpenAPI/webhooks/label-printed").title, "Label printed");
    assert!(printed.samples.is_empty());
    // Ordinary operations keep their samples and servers.
    let create = op(&out, "/OpenAPI/create-shipment");
    assert!(!create.samples.is_empty() && !create.servers.is_empty());
    // Sidebar: the tag group lists operations only; webhooks have their own group.
    let groups: Vec<(&str, Vec<&str>)> = out.sidebars[0]
        .items
        .iter()
        .filter_map(|i| match i {
            SidebarItem::Category { label, items, .. } => {
                Some((label.as_str(), items.iter().filter_map(|l| if let SidebarItem::Link { route, .. } = l { Some(route.as_str()) } else { None }).collect()))
            }
            _ => None,
        })
        .collect();
    assert_eq!(groups[0], ("Shipments", vec!["/OpenAPI/create-shipment"]));
    assert_eq!(groups[1], ("Webhooks", vec!["/OpenAPI/webhooks/shipment-status-changed", "/OpenAPI/webhooks/label-printed"]));
}
