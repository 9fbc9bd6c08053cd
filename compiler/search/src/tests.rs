use super::*;
use docc_core::markdown::{render_str, PlainCtx};
use docc_core::model::api::{Operation, SchemaNode};
use docc_core::model::ts::{Doc, Item, Member};
use docc_core::model::{Block, Inline, PageKind, TocEntry};

fn page(route: &str, title: &str, kind: PageKind, blocks: Vec<Block>) -> Page {
    Page {
        route: route.into(),
        title: title.into(),
        description: String::new(),
        kind,
        sidebar: None,
        breadcrumbs: vec![],
        hide_title: false,
        toc: vec![],
        prev: None,
        next: None,
        blocks,
        source: String::new(),
    }
}

fn md_page(route: &str, title: &str, md: &str) -> Page {
    page(route, title, PageKind::Doc, render_str("t.md", md, &mut PlainCtx::default()))
}

fn para(text: &str) -> Vec<Block> {
    vec![Block::Paragraph(vec![Inline::Text(text.into())])]
}

fn node(name: &str, description: &str, properties: Vec<SchemaNode>) -> SchemaNode {
    SchemaNode {
        name: name.into(),
        type_label: "object".into(),
        schema_route: None,
        required: false,
        nullable: false,
        deprecated: false,
        read_only: false,
        write_only: false,
        description: para(description),
        enum_values: vec![],
        default: None,
        example: None,
        constraints: vec![],
        properties,
        items: None,
        additional: None,
        variant_kind: String::new(),
        variants: vec![],
        circular: false,
    }
}

fn operation(id: &str, summary: &str) -> Block {
    Block::ApiOperation(Box::new(Operation {
        operation_id: id.into(),
        method: "post".into(),
        path: "/v1/nft/info".into(),
        summary: summary.into(),
        description: para("Returns the metadata of one collectible."),
        deprecated: false,
        tags: vec!["NFT".into()],
        servers: vec![],
        security: vec![],
        parameters: vec![],
        request_body: Some(docc_core::model::api::Body {
            required: true,
            description: vec![],
            content: vec![docc_core::model::api::MediaType { media_type: "application/json".into(), schema: Some(node("", "", vec![node("collectionAddress", "Where the collection lives.", vec![])])), example: String::new() }],
        }),
        responses: vec![],
        samples: vec![docc_core::model::api::CodeSample {
            lang: "curl".into(),
            label: "cURL".into(),
            code: docc_core::model::CodeBlock { lang: "bash".into(), title: String::new(), highlight: vec![], lines: vec![vec![docc_core::model::Token { class: 0, text: "curl zzsampleonly".into() }]] },
        }],
    }))
}

fn terms(index: &SearchIndex) -> Vec<&str> {
    index.terms.split('\n').collect()
}

#[test]
fn pages_are_cut_into_h2_h3_sections() {
    let p = md_page("/a", "Alpha guide", "Intro words here.\n\n## Install it\n\nRun the installer.\n\n### Linux\n\nUse apt.\n\n#### Deep\n\nStill linux.\n\n## Configure\n\nEdit the file.\n");
    let index = build(&[p]);
    let d: Vec<(&str, &str, &str)> = index.docs.iter().map(|d| (d.anchor.as_str(), d.heading.as_str(), d.text.as_str())).collect();
    assert_eq!(
        d,
        [
            ("", "", "Intro words here."),
            ("install-it", "Install it", "Run the installer."),
            ("linux", "Linux", "Use apt. Deep Still linux."),
            ("configure", "Configure", "Edit the file."),
        ]
    );
    assert!(index.docs.iter().all(|d| d.page == 0));
    assert_eq!(index.pages, [SearchPage { route: "/a".into(), title: "Alpha guide".into(), kind: "doc".into() }]);
}

#[test]
fn postings_record_best_field_and_count() {
    let p = md_page("/a", "Token guide", "A token is a token.\n\n## Token bids\n\nBid on tokens.\n");
    let index = build(&[p]);
    let token = postings(&index, "token").unwrap();
    // Page unit: in the title (field 0) and twice in the body; section: in the heading.
    assert_eq!(token, [Posting { doc: 0, field: FIELD_TITLE, count: 3 }, Posting { doc: 1, field: FIELD_HEADING, count: 1 }]);
    assert_eq!(postings(&index, "tokens").unwrap(), [Posting { doc: 1, field: FIELD_BODY, count: 1 }]);
    assert_eq!(postings(&index, "guide").unwrap(), [Posting { doc: 0, field: FIELD_TITLE, count: 1 }]);
    assert!(postings(&index, "absent").is_none());
}

#[test]
fn terms_are_sorted_unique_and_lists_cover_the_blob() {
    let pages = [md_page("/a", "Zeta", "beta alpha beta\n\n## Gamma\n\nalpha"), md_page("/b", "Alpha", "delta")];
    let index = build(&pages);
    let t = terms(&index);
    let mut sorted = t.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(t, sorted);
    assert_eq!(t.len(), index.lens.len());
    assert_eq!(index.lens.iter().map(|&l| l as usize).sum::<usize>(), index.postings.len());
    // Doc deltas: alpha occurs in docs 0, 1 (section Gamma) and 2 (page /b's title).
    assert_eq!(postings(&index, "alpha").unwrap().iter().map(|p| p.doc).collect::<Vec<_>>(), [0, 1, 2]);
}

#[test]
fn terms_sort_in_utf16_order_like_javascript() {
    // U+1D400 (a surrogate pair in UTF-16) sorts before U+FF41 in JS, after it in UTF-8.
    let index = build(&[md_page("/a", "T", "\u{FF41}x \u{1D400}y")]);
    let t = terms(&index);
    let (bold, wide) = (t.iter().position(|t| t.starts_with('\u{1D400}')).unwrap(), t.iter().position(|t| t.starts_with('\u{FF41}')).unwrap());
    assert!(bold < wide, "{t:?}");
}

#[test]
fn api_operation_names_split_and_code_samples_are_not_indexed() {
    let p = page("/OpenAPI/get-nft-v-2-info", "Get NFT V2 info", PageKind::ApiOperation, vec![operation("getNftV2Info", "Get NFT V2 info")]);
    let index = build(&[p]);
    for t in ["getnftv2info", "nft", "info", "post", "collectionaddress", "collection", "address", "collectible", "metadata"] {
        assert!(postings(&index, t).is_some(), "{t} missing from {:?}", terms(&index));
    }
    assert_eq!(postings(&index, "getnftv2info").unwrap()[0].field, FIELD_HEADING);
    assert!(postings(&index, "zzsampleonly").is_none());
    assert_eq!(index.pages[0].kind, "api");
    assert_eq!(index.docs[0].heading, "", "names are indexed as headings but not shown as a section");
    assert!(index.docs[0].text.contains("Returns the metadata of one collectible."));
}

#[test]
fn markdown_code_blocks_are_skipped() {
    let index = build(&[md_page("/a", "T", "Before.\n\n```sh\nzzcodeonly --flag\n```\n\nAfter.\n")]);
    assert!(postings(&index, "zzcodeonly").is_none());
    assert_eq!(index.docs[0].text, "Before. After.");
}

#[test]
fn ts_members_listed_in_the_toc_become_sections() {
    let summary = |t: &str| Doc { summary: para(t), ..Doc::default() };
    let member = |name: &str, text: &str| Member { kind: "method".into(), name: name.into(), id: name.to_lowercase(), is_static: false, is_abstract: false, is_readonly: false, is_optional: false, visibility: "public".into(), signatures: vec![], doc: summary(text) };
    let item = Item {
        package: "token".into(),
        kind: "class".into(),
        name: "FungibleTokenAdmin".into(),
        aliases: vec![],
        doc: summary("Admin contract for fungible tokens."),
        signatures: vec![],
        members: vec![member("canMint", "Whether minting is allowed."), member("hidden", "Not in the toc.")],
        source: String::new(),
    };
    let mut p = page("/api/token/class/FungibleTokenAdmin", "FungibleTokenAdmin", PageKind::TsItem, vec![Block::TsItem(Box::new(item))]);
    p.toc = vec![TocEntry { level: 3, id: "canmint".into(), text: "canMint".into() }];
    let index = build(&[p]);
    assert_eq!(index.docs.len(), 2);
    assert_eq!((index.docs[1].anchor.as_str(), index.docs[1].heading.as_str(), index.docs[1].text.as_str()), ("canmint", "canMint", "Whether minting is allowed."));
    assert!(index.docs[0].text.contains("Not in the toc."));
    assert_eq!(postings(&index, "hidden").unwrap()[0], Posting { doc: 0, field: FIELD_HEADING, count: 1 });
    assert_eq!(postings(&index, "mint").unwrap()[0].doc, 1);
    assert_eq!(index.pages[0].kind, "ts");
}

#[test]
fn empty_input_gives_an_empty_index() {
    let index = build(&[]);
    assert_eq!(index, SearchIndex::default());
}

#[test]
fn index_stays_compact() {
    // 200 similar pages: the encoded index (before zstd) should stay within a small multiple
    // of the text it has to keep for snippets.
    let pages: Vec<Page> = (0..200)
        .map(|i| md_page(&format!("/p{i}"), &format!("Page {i} about rollups"), &format!("The rollup settles proof {i} on the chain.\n\n## Section {i}\n\nAgents run provers and verifiers for module {i}.\n")))
        .collect();
    let index = build(&pages);
    let bytes = docc_core::pack::encode(&index).len();
    let text: usize = index.docs.iter().map(|d| d.text.len() + d.heading.len()).sum::<usize>() + index.pages.iter().map(|p| p.route.len() + p.title.len()).sum::<usize>();
    assert!(bytes < text * 2, "index {bytes} B for {text} B of text");
}

/// Pages behind `runtime/test/fixtures/search-index.bin`, which the runtime's engine tests
/// decode with the real schema decoder: a golden file that keeps both sides honest.
fn fixture_pages() -> Vec<Page> {
    let mut pages = vec![
        md_page(
            "/Documentation/key-concepts/zk-proofs",
            "Zero-knowledge proofs",
            "A proof convinces a verifier that a computation ran correctly without revealing its private inputs.\n\n\
             ## Recursive proofs\n\nA recursive proof verifies other proofs inside its own circuit, so many transactions fold into one.\n\n\
             ### Proof aggregation\n\nAggregation merges independent proofs into a single one that the settlement layer checks once.\n",
        ),
        md_page(
            "/Documentation/modules/fungible-tokens",
            "Fungible tokens",
            "The token module issues fungible tokens whose balances live in provable records.\n\n\
             ## Minting tokens\n\nAn admin contract decides who may mint and how many tokens each minting adds to the supply.\n\n\
             ## Bids and offers\n\nHolders place bids and offers; a whitelist can restrict who trades.\n",
        ),
        md_page(
            "/Documentation/glossary",
            "Glossary",
            "Short definitions of the words used across these pages.\n\n\
             ## Prover\n\nA node that produces proofs for batches of transactions.\n\n\
             ## Settlement\n\nThe step where a batch and its proof are written to the base chain.\n\n\
             ## Whitelist\n\nA list of addresses allowed to perform an action.\n",
        ),
        md_page(
            "/Documentation/guides/add-a-node",
            "Add a node",
            "This guide walks through adding a node to a running rollup. You install the agent, register it with the coordination layer, \
             point it at a prover endpoint, wait for the first job, check the logs for errors, and finally confirm that the node appears \
             in the dashboard with a healthy status and a recent heartbeat from the prover.\n",
        ),
        page("/OpenAPI/get-nft-v-2-info", "Get NFT V2 info", PageKind::ApiOperation, vec![operation("getNftV2Info", "Get NFT V2 info")]),
    ];
    let summary = |t: &str| Doc { summary: para(t), ..Doc::default() };
    let item = Item {
        package: "token".into(),
        kind: "class".into(),
        name: "FungibleTokenAdmin".into(),
        aliases: vec![],
        doc: summary("Admin contract that controls minting for a fungible token."),
        signatures: vec![],
        members: vec![Member { kind: "method".into(), name: "canMint".into(), id: "canmint".into(), is_static: false, is_abstract: false, is_readonly: false, is_optional: false, visibility: "public".into(), signatures: vec![], doc: summary("Tells whether an account may mint.") }],
        source: String::new(),
    };
    let mut ts = page("/api/token/class/FungibleTokenAdmin", "FungibleTokenAdmin", PageKind::TsItem, vec![Block::TsItem(Box::new(item))]);
    ts.toc = vec![TocEntry { level: 3, id: "canmint".into(), text: "canMint".into() }];
    pages.push(ts);
    let cards = vec![docc_core::model::Card { title: "Add a node".into(), description: "Run a prover node.".into(), route: "/Documentation/guides/add-a-node".into() }];
    pages.push(page("/category/guide", "Guide", PageKind::Category, vec![Block::Cards(cards)]));
    pages
}

#[test]
fn runtime_fixture_is_current() {
    let bytes = docc_core::pack::encode(&build(&fixture_pages()));
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../runtime/test/fixtures/search-index.bin");
    if std::env::var_os("DOCC_UPDATE_FIXTURES").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &bytes).unwrap();
    }
    let on_disk = std::fs::read(&path).unwrap_or_default();
    assert!(on_disk == bytes, "{} is stale: run DOCC_UPDATE_FIXTURES=1 cargo test -p docc-search", path.display());
}

#[test]
fn package_index_groups_become_sections() {
    use docc_core::model::ts::{ListEntry, ListGroup};
    let entry = |name: &str, summary: &str| ListEntry { name: name.into(), kind: "function".into(), route: format!("/api/api/function/{name}"), summary: summary.into(), deprecated: false };
    let groups = vec![
        ListGroup { title: "Functions".into(), id: "functions".into(), entries: vec![entry("getNonce", "Reads the next nonce."), entry("faucet", "Funds a test account.")] },
        ListGroup { title: "Classes".into(), id: "classes".into(), entries: vec![] },
    ];
    let index = build(&[page("/api/api", "api", PageKind::TsPackage, vec![Block::TsList(groups)])]);
    let d: Vec<(&str, &str)> = index.docs.iter().map(|d| (d.anchor.as_str(), d.text.as_str())).collect();
    assert_eq!(d, [("", ""), ("functions", "getNonce Reads the next nonce. faucet Funds a test account."), ("classes", "")]);
    assert_eq!(postings(&index, "nonce").unwrap(), [Posting { doc: 1, field: FIELD_BODY, count: 2 }]);
}

#[test]
fn long_sections_keep_bounded_text_but_index_every_word() {
    let body = "lorem ".repeat(600) + "zzlastword";
    let index = build(&[md_page("/a", "T", &body)]);
    assert!(index.docs[0].text.len() <= MAX_TEXT && index.docs[0].text.ends_with("lorem"), "{}", index.docs[0].text.len());
    assert!(postings(&index, "zzlastword").is_some());
}
