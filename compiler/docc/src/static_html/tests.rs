use super::*;
use docc_model::api::{CodeSample, ExampleValue, Response};
use docc_model::ts::{ListEntry, ParamDoc};
use docc_model::{Crumb, Image, PageLink, TocEntry};

/// A one-line highlighted JSON example as the OpenAPI phase emits it: (class, text) tokens.
fn json_ex(title: &str, toks: &[(u32, &str)]) -> CodeBlock {
    CodeBlock {
        lang: "json".into(),
        title: title.into(),
        highlight: vec![],
        lines: vec![toks.iter().map(|&(class, t)| Token { class, text: t.into() }).collect()],
    }
}

const EVIL: &str = "<script>alert(\"x\")</script> & 'q'";

fn href(r: &str) -> String {
    crate::hosted::route_url("/base/", r)
}
fn asset(i: u32) -> Option<String> {
    Some(format!("/base/assets/img{i}.png"))
}
fn render(bs: &[Block]) -> String {
    let cx = Ctx { route_href: &href, asset_url: &asset };
    let mut o = String::new();
    blocks(&mut o, bs, &cx);
    o
}
fn text(s: &str) -> Vec<Inline> {
    vec![Inline::Text(s.into())]
}
fn para(s: &str) -> Block {
    Block::Paragraph(text(s))
}
fn node(name: &str, ty: &str) -> SchemaNode {
    SchemaNode { type_label: ty.into(), ..docc_openapi::schema::empty_node(name) }
}
fn page_of(blocks: Vec<Block>) -> Page {
    Page {
        route: "/a/b".into(),
        title: "Title <b>".into(),
        breadcrumbs: vec![Crumb { label: "Section".into(), route: Some("/a".into()) }],
        toc: vec![TocEntry { level: 2, id: "h".into(), text: "Heading".into() }],
        prev: Some(PageLink { label: "Prev".into(), route: "/p".into() }),
        blocks,
        ..Page::default()
    }
}

#[test]
fn escapes_text_and_attributes() {
    assert_eq!(esc(EVIL), "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;");
    let out = render(&[para(EVIL), Block::Heading { level: 2, id: "a\"b".into(), content: text(EVIL) }]);
    assert!(!out.contains("<script"), "{out}");
    assert!(out.contains("id=\"a&quot;b\""));
    let cx = Ctx { route_href: &href, asset_url: &asset };
    let mut p = page_of(vec![]);
    p.title = EVIL.into();
    assert!(!page(&p, &cx).contains("<script"));
}

#[test]
fn headings_paragraphs_lists_quotes_rules() {
    let out = render(&[
        Block::Heading { level: 2, id: "intro".into(), content: text("Intro") },
        para("Hello"),
        Block::List { ordered: true, start: 3, items: vec![ListItem { task: None, blocks: vec![para("one")] }] },
        Block::List { ordered: false, start: 1, items: vec![ListItem { task: Some(true), blocks: vec![para("done")] }] },
        Block::Quote(vec![para("quoted")]),
        Block::Rule,
    ]);
    assert!(out.contains("<h2 id=\"intro\" class=\"anchor\">Intro<a class=\"hash-link\" href=\"#intro\""));
    assert!(out.contains("<p>Hello</p>"));
    assert!(out.contains("<ol start=\"3\"><li><p>one</p></li></ol>"));
    assert!(out.contains("<ul class=\"contains-task-list\"><li class=\"task-list-item\"><input type=\"checkbox\" disabled checked"));
    assert!(out.contains("<blockquote><p>quoted</p></blockquote><hr>"));
}

#[test]
fn inlines_links_images_footnotes() {
    let out = render(&[Block::Paragraph(vec![
        Inline::Code("a<b".into()),
        Inline::Emph(text("e")),
        Inline::Strong(text("s")),
        Inline::Strike(text("x")),
        Inline::Link { href: "/guide#step".into(), internal: true, title: String::new(), content: text("internal") },
        Inline::Link { href: "https://ex.com".into(), internal: false, title: "t".into(), content: text("external") },
        Inline::Link { href: "javascript:alert(1)".into(), internal: false, title: String::new(), content: text("bad") },
        Inline::Image(Image { asset: Some(2), src: String::new(), alt: "diagram".into(), title: String::new(), width: 640, height: 480 }),
        Inline::FootnoteRef { id: "n".into(), number: 1 },
        Inline::HardBreak,
    ])]);
    assert!(out.contains("<code>a&lt;b</code><em>e</em><strong>s</strong><del>x</del>"));
    assert!(out.contains("<a href=\"/base/guide/#step\">internal</a>"), "{out}");
    assert!(out.contains("<a href=\"https://ex.com\" title=\"t\" target=\"_blank\" rel=\"noopener noreferrer\">external</a>"));
    assert!(!out.contains("javascript:"));
    assert!(out.contains("alt=\"diagram\"") && out.contains("src=\"/base/assets/img2.png\"") && out.contains("width=\"640\" height=\"480\""));
    assert!(out.contains("<sup id=\"fnref-n\" class=\"footnote-ref\"><a href=\"#fn-n\""));
    assert!(out.contains("<br>"));
}

#[test]
fn code_blocks_keep_the_runtime_token_classes() {
    let code = CodeBlock {
        lang: "ts".into(),
        title: "a.ts".into(),
        highlight: vec![2],
        lines: vec![vec![Token { class: 1, text: "const".into() }, Token { class: 0, text: " x = '<'".into() }], vec![Token { class: 3, text: "// c".into() }]],
    };
    let out = render(&[Block::Code(code)]);
    assert!(out.contains("<div class=\"code-block\" data-lang=\"ts\"><div class=\"code-block__header\"><span class=\"code-block__title\">a.ts</span><span class=\"code-block__lang\">ts</span></div>"));
    assert!(out.contains("<span class=\"code-line\"><span class=\"tk-kw\">const</span> x = &#39;&lt;&#39;\n</span><span class=\"code-line code-line--hl\"><span class=\"tk-com\">// c</span>\n</span>"));
}

#[test]
fn tables_admonitions_footnotes_cards_details_html() {
    let out = render(&[
        Block::Table(Table { align: vec![Align::Right], head: vec![text("H")], rows: vec![vec![text("c")]], spans: vec![] }),
        Block::Admonition { kind: AdmonitionKind::Warning, title: None, blocks: vec![para("careful")] },
        Block::Footnotes(vec![Footnote { id: "n".into(), number: 1, blocks: vec![para("note")] }]),
        Block::Cards(vec![Card { title: "Card".into(), description: "D".into(), route: "/c".into() }]),
        Block::Details { summary: text("More"), blocks: vec![para("hidden")] },
        // Inline HTML (the only HTML the compiler keeps): bare allowlisted tags; others dropped, as in Html.tsx.
        Block::Paragraph(vec![Inline::Html(vec![HtmlNode::Element {
            tag: "div".into(),
            children: vec![
                HtmlNode::Element { tag: "a".into(), children: vec![HtmlNode::Text("go".into())] },
                HtmlNode::Element { tag: "script".into(), children: vec![HtmlNode::Text("evil()".into())] },
                HtmlNode::Element { tag: "img".into(), children: vec![] },
            ],
        }])]),
    ]);
    assert!(out.contains("<div class=\"table-wrap\" tabindex=\"0\"><table><thead><tr><th style=\"text-align:right\">H</th>"));
    assert!(out.contains("<div class=\"admonition admonition--warning\"><div class=\"admonition__heading\"><span>Warning</span></div><div class=\"admonition__content\"><p>careful</p></div></div>"));
    assert!(out.contains("<li id=\"fn-n\" value=\"1\"><p>note</p><a class=\"footnote-back\" href=\"#fnref-n\""));
    assert!(out.contains("<a class=\"card\" href=\"/base/c/\"><span class=\"card__title\">Card</span><span class=\"card__desc\">D</span></a>"));
    assert!(out.contains("<details class=\"details\"><summary>More</summary><div class=\"details__body\"><p>hidden</p></div></details>"));
    assert!(out.contains("<div><a>go</a><img></div>"), "no attribute is ever rendered: {out}");
    assert!(!out.contains("evil") && !out.contains("javascript"));
}

/// An HTML table's spanning cells keep their spans in the static page (socket.io's
/// compatibility table), as in the runtime's `Blocks.tsx`.
#[test]
fn table_cells_spanning_columns_or_rows_keep_their_spans() {
    let out = render(&[Block::Table(Table {
        align: vec![Align::None; 3],
        head: vec![text("JS"), text("Server")],
        rows: vec![vec![text("1.x"), text("2.x")]],
        spans: vec![docc_model::CellSpan { row: 0, col: 0, cols: 1, rows: 2 }, docc_model::CellSpan { row: 0, col: 1, cols: 2, rows: 1 }],
    })]);
    assert!(out.contains("<thead><tr><th rowspan=\"2\">JS</th><th colspan=\"2\">Server</th></tr></thead><tbody><tr><td>1.x</td><td>2.x</td></tr>"), "{out}");
}

#[test]
fn api_operation_shows_method_path_parameters_body_responses_samples() {
    let mut id = node("", "string");
    id.required = true;
    id.enum_values = vec!["a".into()];
    let mut body = node("", "object");
    let mut prop = node("amount", "integer");
    prop.description = vec![para("How much")];
    prop.example = Some(ExampleValue::Code(json_ex("", &[(10, "["), (4, "1"), (10, "]")])));
    body.properties = vec![prop];
    let op = Operation {
        operation_id: "mint".into(),
        method: "post".into(),
        path: "/token/{id}/mint".into(),
        summary: "Mint".into(),
        description: vec![para("Mints tokens.")],
        deprecated: false,
        tags: vec![],
        servers: vec![Server { url: "https://api.ex.com/v1/".into(), description: String::new(), variables: vec![] }],
        security: vec![SecurityScheme {
            name: "Key".into(),
            kind: "apiKey".into(),
            location: "header".into(),
            param_name: "x-api-key".into(),
            description: vec![],
            flows: vec![],
            scopes: vec![],
        }],
        parameters: vec![Parameter {
            name: "id".into(),
            location: "path".into(),
            required: true,
            deprecated: false,
            description: vec![para("Token id")],
            schema: id,
        }],
        request_body: Some(Body {
            required: true,
            description: vec![],
            content: vec![MediaType {
                media_type: "application/json".into(),
                schema: Some(body),
                example: Some(json_ex("", &[(10, "{"), (13, "\"amount\""), (10, ":"), (0, " "), (4, "1"), (10, "}")])),
            }],
        }),
        responses: vec![Response {
            status: "200".into(),
            description: vec![para("OK")],
            headers: vec![],
            content: vec![MediaType { media_type: "application/json".into(), schema: None, example: Some(json_ex("application/json", &[(10, "{}")])) }],
        }],
        samples: vec![CodeSample {
            lang: "curl".into(),
            label: "cURL".into(),
            code: CodeBlock { lang: "bash".into(), title: String::new(), highlight: vec![], lines: vec![vec![Token { class: 0, text: "curl".into() }]] },
        }],
    };
    let out = render(&[Block::ApiOperation(Box::new(op))]);
    for want in [
        "<span class=\"api-method api-method--post\">POST</span> <code class=\"api-endpoint__path\">/token/{id}/mint</code>",
        "<p>Mints tokens.</p>",
        "id=\"authentication\"",
        "id=\"parameters\"",
        "<h3 class=\"api-subtitle\">Path parameters</h3>",
        "<code class=\"api-prop__name\">id</code><span class=\"api-mark api-mark--required\">required</span>",
        "<code class=\"api-enum\">a</code>",
        "id=\"request-body\"",
        "<code class=\"api-prop__name\">amount</code>",
        "<p>How much</p>",
        "id=\"responses\"",
        "api-status--success",
        "https://api.ex.com/v1/token/{id}/mint",
        "Request samples",
        "Response samples",
        "<span class=\"tk-prop\">&quot;amount&quot;</span>",
        "<dt>Example:</dt><dd><pre class=\"api-example-value\" tabindex=\"0\"><code><span class=\"tk-punct\">[</span><span class=\"tk-num\">1</span>",
    ] {
        assert!(out.contains(want), "missing {want} in {out}");
    }
}

/// What the runtime's `ApiOperationView` shows, in its order (tests/e2e/parity.test.mjs
/// compares the two over every route): every server of the picker, the samples panel before
/// the request body and responses, the facts' labels, each tab set's labels.
#[test]
fn api_operation_matches_the_runtime_view() {
    let mut amount = node("amount", "integer");
    amount.constraints = vec![">= 1".into(), "<= 10".into()];
    amount.default = Some("1".into());
    let mut cyc = node("self", "Node");
    cyc.circular = true;
    cyc.schema_route = Some("/OpenAPI/schemas/node".into());
    let mut body = node("", "object");
    body.properties = vec![amount, cyc];
    let mut alt = node("", "");
    alt.variants = vec![node("", "string"), node("Named", "object")];
    let server = |url: &str, d: &str| Server { url: url.into(), description: d.into(), variables: vec![] };
    let media = |t: &str, schema| MediaType { media_type: t.into(), schema, example: None };
    let op = Operation {
        operation_id: "mint".into(),
        method: "post".into(),
        path: "/mint".into(),
        summary: "Mint".into(),
        description: vec![],
        deprecated: false,
        tags: vec![],
        servers: vec![server("https://a.ex/", "Main net"), server("https://b.ex/", "")],
        security: vec![],
        parameters: vec![],
        request_body: Some(Body { required: true, description: vec![], content: vec![media("application/json", Some(body)), media("text/plain", Some(alt))] }),
        responses: vec![Response { status: "200".into(), description: vec![], headers: vec![], content: vec![] }],
        samples: vec![CodeSample {
            lang: "curl".into(),
            label: "cURL".into(),
            code: CodeBlock { lang: "bash".into(), title: String::new(), highlight: vec![], lines: vec![vec![Token { class: 0, text: "curl".into() }]] },
        }],
    };
    let out = render(&[Block::ApiOperation(Box::new(op))]);
    for want in [
        "<ul class=\"api-server__list\"><li><code>https://a.ex/</code> — Main net</li><li><code>https://b.ex/</code></li></ul>",
        "<p class=\"api-server__desc\">Main net</p>",
        "https://a.ex/mint",
        "<h2 class=\"api-panel-title\" id=\"docc-code-samples\">Request samples</h2><h3 class=\"api-subtitle tabs-static__label\">cURL</h3>",
        "<div><dt>Constraints:</dt><dd><code>&gt;= 1</code><code>&lt;= 10</code></dd></div><div><dt>Default:</dt><dd><code>1</code></dd></div>",
        "<span class=\"api-mark api-mark--info\">circular</span>",
        "<div class=\"api-content-type tabs-static__label\">application/json</div>",
        "<div class=\"api-content-type tabs-static__label\">text/plain</div>",
        "<div class=\"api-variants__label tabs-static__label\">string</div>",
        "<div class=\"api-variants__label tabs-static__label\">Named</div>",
        "<h3 class=\"api-subtitle tabs-static__label\"><span class=\"api-status api-status--success\">200</span></h3>",
    ] {
        assert!(out.contains(want), "missing {want} in {out}");
    }
    let at = |s: &str| out.find(s).unwrap_or_else(|| panic!("no {s} in {out}"));
    assert!(at("api-op__panel") < at("id=\"request-body\"") && at("id=\"request-body\"") < at("id=\"responses\""), "{out}");
    assert!(at("</aside><div class=\"api-op__rest\">") < at("id=\"request-body\""), "{out}");
}

#[test]
fn api_schema_and_overview() {
    let mut s = node("", "object");
    let mut child = node("owner", "Owner");
    child.schema_route = Some("/OpenAPI/schemas/Owner".into());
    s.properties = vec![child];
    s.variant_kind = "oneOf".into();
    s.variants = vec![node("", "A"), node("", "B")];
    let out = render(&[
        Block::ApiSchema(Box::new(SchemaPage { name: "Token".into(), schema: s, example: Some(json_ex("Token", &[(10, "{}")])) })),
        Block::ApiOverview(Box::new(Overview {
            title: "API".into(),
            version: "v1.2".into(),
            description: vec![para("About")],
            servers: vec![Server {
                url: "https://x".into(),
                description: "prod".into(),
                variables: vec![docc_model::api::ServerVariable {
                    name: "region".into(),
                    default: "eu".into(),
                    choices: vec!["eu".into(), "us".into()],
                    description: String::new(),
                }],
            }],
            security: vec![docc_model::api::SecurityScheme {
                name: "OAuth".into(),
                kind: "oauth2".into(),
                location: String::new(),
                param_name: String::new(),
                description: vec![],
                flows: vec![docc_model::api::OAuthFlow {
                    kind: "authorizationCode".into(),
                    authorization_url: "https://x/auth".into(),
                    token_url: "https://x/token".into(),
                    refresh_url: String::new(),
                    scopes: vec![("read".into(), "Read things".into())],
                }],
                scopes: vec![],
            }],
            spec: None,
        })),
    ]);
    assert!(out.contains("<a class=\"api-type api-type--link\" href=\"/base/OpenAPI/schemas/Owner/\">Owner</a>"));
    assert!(out.contains("<div class=\"api-variants__title\">One of</div>"));
    assert!(out.contains("id=\"example\""));
    assert!(out.contains("<span class=\"api-mark api-mark--version\">v1.2</span>"));
    assert!(out.contains("id=\"servers\"") && out.contains("<td><code>https://x</code></td><td>prod<div class=\"api-var\"><code>{region}</code> = <code>eu</code> (one of <code>eu</code>, <code>us</code>)</div></td>"));
    assert!(out.contains("<dt>Authorization URL:</dt><dd><code>https://x/auth</code></dd>") && out.contains("<td><code>read</code></td><td>Read things</td>"));
}

#[test]
fn typed_reference_item_and_list() {
    let sig = Signature {
        tokens: vec![
            SigToken { class: 1, text: "function".into(), link: None },
            SigToken { class: 0, text: " f(t: ".into(), link: None },
            SigToken { class: 6, text: "Token".into(), link: Some("/api/x/Token".into()) },
        ],
        params: vec![Param {
            name: "t".into(),
            ty: vec![SigToken { class: 6, text: "Token".into(), link: None }],
            optional: true,
            rest: false,
            default: String::new(),
            doc: vec![para("the token")],
        }],
        type_params: vec![],
        doc: Doc { returns: vec![para("nothing")], ..Doc::default() },
    };
    let member = Member {
        kind: "method".into(),
        name: "run".into(),
        id: "run".into(),
        is_static: true,
        is_abstract: false,
        is_readonly: false,
        is_optional: false,
        visibility: "public".into(),
        signatures: vec![],
        doc: Doc { summary: vec![para("Runs.")], ..Doc::default() },
    };
    let item = Item {
        package: "x".into(),
        kind: "function".into(),
        name: "f".into(),
        aliases: vec!["default".into()],
        doc: Doc {
            summary: vec![para("Does f.")],
            deprecated: Some(vec![]),
            params: vec![ParamDoc { name: "p".into(), doc: vec![para("pd")] }],
            ..Doc::default()
        },
        signatures: vec![sig],
        members: vec![member],
        source: "src/f.ts:3".into(),
    };
    let out = render(&[
        Block::TsItem(Box::new(item)),
        Block::TsList(vec![ListGroup {
            title: "Functions".into(),
            id: "functions".into(),
            entries: vec![ListEntry { name: "f".into(), kind: "function".into(), route: "/api/x/f".into(), summary: "Does f.".into(), deprecated: true }],
        }]),
    ]);
    for want in [
        "<h1 class=\"doc__title tsref-title\"><span class=\"tsref-kind tsref-kind--function\">Function</span> <span class=\"tsref-title__name\">f</span></h1>",
        "href=\"/base/api/x/\"><code>x</code></a> · also exported as <code>default</code>",
        "tsref-deprecated",
        "<span class=\"tk-kw\">function</span> f(t: <a class=\"tsref-link tk-ty\" href=\"/base/api/x/Token/\">Token</a>",
        "id=\"parameters\"",
        "<span class=\"badge\">optional</span>",
        "id=\"returns\"",
        "id=\"methods\"",
        "<code class=\"tsref-member__name\">static run</code>",
        "Defined in <code>src/f.ts:3</code>",
        "<a class=\"tsref-entry__name\" href=\"/base/api/x/f/\"><code>f</code></a><span class=\"badge badge--deprecated\">deprecated</span>",
    ] {
        assert!(out.contains(want), "missing {want} in {out}");
    }
}

#[test]
fn toc_entries_are_indented_by_their_depth_not_their_level() {
    // The runtime's TocList draws the same classes (pack/derive.ts `tocDepths`): an h3 before
    // the first h2 is a top entry, an h2 is never indented.
    let cx = Ctx { route_href: &href, asset_url: &asset };
    let mut p = page_of(vec![]);
    let e = |level, id: &str| TocEntry { level, id: id.into(), text: id.into() };
    p.toc = vec![e(3, "early"), e(2, "two"), e(3, "three")];
    let html = page(&p, &cx);
    for (class, id) in [("l0", "early"), ("l0", "two"), ("l1", "three")] {
        assert!(html.contains(&format!("<li class=\"toc__item toc__item--{class}\"><a class=\"toc__link\" href=\"#{id}\">")), "{id} at {class}: {html}");
    }
    let inline = render(&[Block::TocInline(p.toc.clone())]);
    assert!(inline.contains("<li class=\"toc-inline__l0\"><a href=\"#early\">"), "{inline}");
    assert!(inline.contains("<li class=\"toc-inline__l1\"><a href=\"#three\">"), "{inline}");
}

#[test]
fn page_has_breadcrumbs_title_toc_pagination_and_chrome_links() {
    let cx = Ctx { route_href: &href, asset_url: &asset };
    let p = page_of(vec![para("Body")]);
    let html = page(&p, &cx);
    assert!(html.contains("<a href=\"/base/a/\">Section</a>"));
    assert!(html.contains("<span aria-current=\"page\">Title &lt;b&gt;</span>"));
    assert!(html.contains("<h1 class=\"doc__title\">Title &lt;b&gt;</h1>"));
    assert!(html.contains("href=\"#h\">Heading</a>"));
    assert!(html.contains("rel=\"prev\" href=\"/base/p/\""));
    let site = SiteInfo { title: "Site".into(), docs_root: "/a".into(), ..SiteInfo::default() };
    let sidebar = vec![SidebarItem::Category {
        label: "Cat".into(),
        route: None,
        collapsed: true,
        collapsible: true,
        items: vec![SidebarItem::Link { label: "B".into(), route: "/a/b".into(), badge: "post".into() }],
        piece: None,
    }];
    let full = chrome(&site, Some(&sidebar), "/a/b", &html, &cx);
    assert!(full.contains("<a class=\"navbar__link\" href=\"/base/a/\">Docs</a>"));
    assert!(full.contains("<details class=\"menu__details\" open>"), "the category holding the active route is open");
    assert!(full.contains("<a class=\"menu__link menu__link--active\" aria-current=\"page\" href=\"/base/a/b/\"><span class=\"menu__badge menu__badge--post\""));
    assert!(full.contains("<main id=\"docc-main\" tabindex=\"-1\">"));
}

#[test]
fn descriptions_prefer_front_matter_then_first_paragraph() {
    let mut p = page_of(vec![Block::Heading { level: 2, id: "x".into(), content: text("H") }, para("First   paragraph\ntext."), para("Second")]);
    assert_eq!(describe(&p), "First paragraph text.");
    p.description = "From front matter".into();
    assert_eq!(describe(&p), "From front matter");
    let long = "word ".repeat(100);
    let cut = trim_text(&long, 50);
    assert!(cut.chars().count() <= 51 && cut.ends_with('…'));
}

/// A sidebar of `fan` categories per level, `depth` levels deep, with `fan` pages in each
/// innermost category (and, at every other level, a category page of its own): `fan^depth`
/// pages in all. Returns the sidebar and every route it lists.
fn nested_sidebar(fan: usize, depth: usize) -> (Vec<SidebarItem>, Vec<String>) {
    fn level(prefix: &str, fan: usize, depth: usize, routes: &mut Vec<String>) -> Vec<SidebarItem> {
        (0..fan)
            .map(|i| {
                let r = format!("{prefix}/n{i}");
                if depth == 0 {
                    routes.push(r.clone());
                    return SidebarItem::Link { label: format!("Page {r}"), route: r, badge: String::new() };
                }
                let own = (i % 2 == 0).then(|| r.clone());
                if let Some(o) = &own {
                    routes.push(o.clone());
                }
                let items = level(&r, fan, depth - 1, routes);
                SidebarItem::Category { label: format!("Category {r}"), route: own, collapsed: true, collapsible: true, items, piece: None }
            })
            .collect()
    }
    let mut routes = Vec::new();
    let items = level("", fan, depth, &mut routes);
    (items, routes)
}

#[test]
fn sidebar_shows_the_open_path_only_and_every_page_stays_reachable() {
    let cx = Ctx { route_href: &|r: &str| r.to_string(), asset_url: &asset };
    let sidebar_of = |items: &[SidebarItem], active: &str| {
        let mut o = String::new();
        sidebar_list(&mut o, items, active, 0, &cx);
        o
    };
    let largest = |fan: usize, depth: usize| {
        let (items, routes) = nested_sidebar(fan, depth);
        routes.iter().map(|r| sidebar_of(&items, r).len()).max().unwrap()
    };
    // 8 categories per level: 64, 512 and 4,096 pages. A page's sidebar holds the top level and
    // the open categories on its path (8 entries each), so it grows with the depth, not the pages.
    let (small, mid, big) = (largest(8, 1), largest(8, 2), largest(8, 3));
    let per_level = mid - small;
    assert!(big - mid <= per_level + per_level / 4, "one level more adds one open category: {small} {mid} {big}");
    assert!(big < 4 * small, "4,096 pages' sidebar ({big} B) is not 64 times 64 pages' ({small} B)");
    // Without JavaScript, following sidebar links from the first page reaches every page, and a
    // collapsed category leads to a page that shows it open.
    let (items, routes) = nested_sidebar(4, 3);
    let href = regex_lite_hrefs;
    let mut seen: std::collections::HashSet<String> = std::collections::HashSet::from([routes[0].clone()]);
    let mut queue = vec![routes[0].clone()];
    while let Some(r) = queue.pop() {
        let html = sidebar_of(&items, &r);
        assert!(html.contains(&format!("href=\"{r}\"")) && html.contains("aria-current=\"page\""), "{r} is shown as current");
        for h in href(&html) {
            if seen.insert(h.clone()) {
                queue.push(h);
            }
        }
    }
    let missing: Vec<&String> = routes.iter().filter(|r| !seen.contains(*r)).collect();
    assert!(missing.is_empty(), "unreachable without JavaScript: {missing:?}");
    // The second category has no page of its own: its link is its first page, where it is open.
    let elsewhere = sidebar_of(&items, "/n0");
    // The category row is the <li> itself, no wrapper box (styles.css gives it the item's margin).
    assert!(elsewhere
        .contains("<li class=\"menu__category menu__category--closed\"><a class=\"menu__link menu__link--category\" href=\"/n1/n0\">Category /n1</a></li>"));
    assert!(!elsewhere.contains("/n1/n1"), "a closed category's items are not repeated");
    let at_first = sidebar_of(&items, "/n1/n0");
    assert!(at_first.contains("<details class=\"menu__details\" open><summary class=\"menu__category\"><span class=\"menu__link menu__link--category menu__link--active-parent\">Category /n1</span>"));
    // A category that is not collapsed stays open everywhere, as Docusaurus shows it.
    let open = vec![SidebarItem::Category {
        label: "Open".into(),
        route: None,
        collapsed: false,
        collapsible: true,
        items: vec![SidebarItem::Link { label: "X".into(), route: "/x".into(), badge: String::new() }],
        piece: None,
    }];
    assert!(sidebar_of(&open, "/elsewhere").contains("<details class=\"menu__details\" open>"));
}

/// The `href` values of an HTML fragment.
fn regex_lite_hrefs(html: &str) -> Vec<String> {
    html.split("href=\"").skip(1).map(|s| s[..s.find('"').unwrap()].to_string()).collect()
}

/// socket.io's `/demos/chat`: the static page showed an `<iframe>` as a link
/// ("Embedded page from …"), which Docusaurus's HTML and docc's runtime show as the frame.
#[test]
fn an_embed_is_the_runtime_s_sandboxed_frame() {
    let e = docc_model::Embed { src: "https://chat.example/?a=1&b=\"2".into(), title: "Chat".into(), width: "100%".into(), height: "480".into() };
    let out = render(&[Block::Embed(e)]);
    assert_eq!(
        out,
        "<iframe class=\"embed\" src=\"https://chat.example/?a=1&amp;b=&quot;2\" title=\"Chat\" width=\"100%\" height=\"480\" loading=\"lazy\" allowfullscreen=\"\" sandbox=\"allow-scripts allow-same-origin allow-popups allow-forms allow-presentation\"></iframe>"
    );
    assert!(!out.contains("<a "));
}
