use super::*;
use docc_markdown::{render_str, PlainCtx};
use docc_model::api::{Operation, SchemaNode};
use docc_model::search::KINDS;
use docc_model::ts::{Doc, Item, Member};
use docc_model::{Block, Inline, PageKind, TocEntry};

fn page(route: &str, title: &str, kind: PageKind, blocks: Vec<Block>) -> Page {
    Page { route: route.into(), title: title.into(), kind, blocks, ..Page::default() }
}

fn md_page(route: &str, title: &str, md: &str) -> Page {
    page(route, title, PageKind::Doc, render_str("t.md", md, &mut PlainCtx::default()))
}

/// An MDX page (JSX read): tabs and details hold searchable text.
fn mdx_page(route: &str, title: &str, mdx: &str) -> Page {
    let file = docc_diag::SourceFile::new("t.mdx", mdx);
    let blocks = docc_markdown::render_mdx(&file, 0..mdx.len(), vec![], &mut PlainCtx::default()).blocks;
    page(route, title, PageKind::Doc, blocks)
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
        request_body: Some(docc_model::api::Body {
            required: true,
            description: vec![],
            content: vec![docc_model::api::MediaType {
                media_type: "application/json".into(),
                schema: Some(node("", "", vec![node("collectionAddress", "Where the collection lives.", vec![])])),
                example: None,
            }],
        }),
        responses: vec![],
        samples: vec![docc_model::api::CodeSample {
            lang: "curl".into(),
            label: "cURL".into(),
            code: docc_model::CodeBlock {
                lang: "bash".into(),
                title: String::new(),
                highlight: vec![],
                lines: vec![vec![docc_model::Token { class: 0, text: "curl zzsampleonly".into() }]],
            },
        }],
    }))
}

fn terms(index: &SearchData) -> Vec<String> {
    index.terms.clone()
}

/// The index (as built and as cut into small shards) plus the unit texts the runtime cuts
/// from the same pages (the index holds none).
struct Indexed {
    data: SearchData,
    parts: SearchParts,
    texts: Vec<String>,
    anchors_of: Vec<String>,
}

/// Shadows the crate's `postings`: read from the shards, as the runtime reads them.
fn postings(index: &Indexed, term: &str) -> Option<Vec<Posting>> {
    super::postings(&index.parts, term)
}

impl std::ops::Deref for Indexed {
    type Target = SearchData;
    fn deref(&self) -> &SearchData {
        &self.data
    }
}

/// Shadows the crate's `build_data`: the index and the unit texts, for the tests.
/// Every test also checks that the per-page path (`page_terms` + `build_data_from`, used by
/// preview compiles) builds exactly the same index.
fn build_data(pages: &[Page]) -> Indexed {
    let data = super::build_data(pages);
    let per_page: Vec<PageTerms> = pages.iter().map(page_terms).collect();
    assert_eq!(build_data_from(pages, &per_page.iter().collect::<Vec<_>>()), data, "per-page index differs");
    let anchors_of = if pages.is_empty() { vec![] } else { derived_anchors(&data) };
    let parts = split_at(data.clone(), 64, 8, 4);
    assert_eq!(super::terms(&parts), data.terms, "the blocks hold the terms");
    Indexed { parts, anchors_of, data, texts: unit_texts(pages) }
}

/// (anchor, heading, text) of every unit, the anchor as the runtime derives it.
fn units_of(d: &Indexed) -> Vec<(&str, &str, &str)> {
    let n: usize = d.page_docs.iter().map(|&c| c as usize).sum();
    let h: Vec<&str> = d.headings.iter().map(String::as_str).collect();
    assert_eq!((d.anchors_of.len(), h.len(), d.texts.len()), (n, n, n), "one entry per unit in each column");
    (0..n).map(|i| (d.anchors_of[i].as_str(), h[i], d.texts[i].as_str())).collect()
}

/// The anchor of every unit, as the runtime reads `SearchHeadings::anchors`.
fn derived_anchors(data: &SearchData) -> Vec<String> {
    let anchor = |(i, a): (usize, &String)| match a.strip_prefix('=') {
        Some(a) => a.to_string(),
        None => docc_model::search::ascii_slug(&data.headings[i]).expect("derived anchors have ASCII headings"),
    };
    data.anchors.iter().enumerate().map(anchor).collect()
}

#[test]
fn pages_are_cut_into_h2_h3_sections() {
    let p = md_page(
        "/a",
        "Alpha guide",
        "Intro words here.\n\n## Install it\n\nRun the installer.\n\n### Linux\n\nUse apt.\n\n#### Deep\n\nStill linux.\n\n## Configure\n\nEdit the file.\n",
    );
    let index = build_data(&[p]);
    assert_eq!(
        units_of(&index),
        [
            ("", "", "Intro words here."),
            ("install-it", "Install it", "Run the installer."),
            ("linux", "Linux", "Use apt. Deep Still linux."),
            ("configure", "Configure", "Edit the file."),
        ]
    );
    assert_eq!(index.page_docs, [4]);
    assert_eq!((index.pages.as_slice(), index.kinds.as_slice()), (&[0u32][..], &[0u8][..]));
    assert_eq!(index.anchors, ["", "", "", ""], "every id is its heading's slug");
}

#[test]
fn postings_record_best_field_and_count() {
    let p = md_page("/a", "Token guide", "A token is a token.\n\n## Token bids\n\nBid on tokens.\n");
    let index = build_data(&[p]);
    let token = postings(&index, "token").unwrap();
    // Page unit: in the title (field 0) and twice in the body; section: in the heading.
    // Title counts past 2 fold into 2 (3 bits per posting, see `posting_code`).
    assert_eq!(token, [Posting { doc: 0, field: FIELD_TITLE, count: 2 }, Posting { doc: 1, field: FIELD_HEADING, count: 1 }]);
    assert_eq!(postings(&index, "tokens").unwrap(), [Posting { doc: 1, field: FIELD_BODY, count: 1 }]);
    assert_eq!(postings(&index, "guide").unwrap(), [Posting { doc: 0, field: FIELD_TITLE, count: 1 }]);
    assert!(postings(&index, "absent").is_none());
}

#[test]
fn terms_are_sorted_unique_and_lists_cover_the_blob() {
    let pages = [md_page("/a", "Zeta", "beta alpha beta\n\n## Gamma\n\nalpha"), md_page("/b", "Alpha", "delta")];
    let index = build_data(&pages);
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
    let index = build_data(&[md_page("/a", "T", "\u{FF41}x \u{1D400}y")]);
    let t = terms(&index);
    let (bold, wide) = (t.iter().position(|t| t.starts_with('\u{1D400}')).unwrap(), t.iter().position(|t| t.starts_with('\u{FF41}')).unwrap());
    assert!(bold < wide, "{t:?}");
    // Without such a character the terms are sorted by bytes: the same order.
    for text in ["\u{FF41}x \u{1D400}y zeta éclair Ωmega \u{E000}q alpha", "\u{FF41}x zeta éclair Ωmega \u{E000}q alpha"] {
        let t = terms(&build_data(&[md_page("/a", "T", text)]));
        assert!(t.windows(2).all(|w| w[0].encode_utf16().cmp(w[1].encode_utf16()).is_lt()), "{t:?}");
    }
}

#[test]
fn api_operation_names_split_and_code_samples_are_not_indexed() {
    let p = page("/OpenAPI/get-nft-v-2-info", "Get NFT V2 info", PageKind::ApiOperation, vec![operation("getNftV2Info", "Get NFT V2 info")]);
    let index = build_data(&[p]);
    for t in ["getnftv2info", "nft", "info", "post", "collectionaddress", "collection", "address", "collectible", "metadata"] {
        assert!(postings(&index, t).is_some(), "{t} missing from {:?}", terms(&index));
    }
    // The operation id is the page's short name: it ranks like the title.
    assert_eq!(postings(&index, "getnftv2info").unwrap()[0].field, FIELD_TITLE);
    assert_eq!(index.names, "getNftV2Info");
    assert_eq!(postings(&index, "post").unwrap()[0].field, FIELD_HEADING);
    assert!(postings(&index, "zzsampleonly").is_none());
    assert_eq!(KINDS[index.kinds[0] as usize], "api");
    assert_eq!(units_of(&index)[0].1, "", "names are indexed as headings but not shown as a section");
    assert!(units_of(&index)[0].2.contains("Returns the metadata of one collectible."));
}

#[test]
fn text_inside_tabs_and_details_is_indexed() {
    let p = mdx_page(
        "/a",
        "T",
        "Intro.\n\n<Tabs groupId=\"os\">\n  <TabItem value=\"linux\" label=\"Linux\">\n    Use zzaptget here.\n  </TabItem>\n  <TabItem value=\"mac\" label=\"macOS\">\n    Use zzbrew there.\n  </TabItem>\n</Tabs>\n\n<details>\n<summary>More</summary>\n\nHidden zzfolded text.\n\n</details>\n",
    );
    assert!(matches!(p.blocks[1], Block::Tabs(_)), "{:?}", p.blocks);
    let index = build_data(&[p]);
    for t in ["zzaptget", "zzbrew", "zzfolded", "macos"] {
        assert!(postings(&index, t).is_some(), "{t} indexed");
    }
    assert_eq!(units_of(&index)[0].2, "Intro. Linux Use zzaptget here. macOS Use zzbrew there. Hidden zzfolded text.");
}

#[test]
fn markdown_code_blocks_are_skipped() {
    let index = build_data(&[md_page("/a", "T", "Before.\n\n```sh\nzzcodeonly --flag\n```\n\nAfter.\n")]);
    assert!(postings(&index, "zzcodeonly").is_none());
    assert_eq!(units_of(&index)[0].2, "Before. After.");
}

#[test]
fn ts_members_listed_in_the_toc_become_sections() {
    let summary = |t: &str| Doc { summary: para(t), ..Doc::default() };
    let member = |name: &str, text: &str| Member {
        kind: "method".into(),
        name: name.into(),
        id: name.to_lowercase(),
        is_static: false,
        is_abstract: false,
        is_readonly: false,
        is_optional: false,
        visibility: "public".into(),
        signatures: vec![],
        doc: summary(text),
    };
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
    let index = build_data(&[p]);
    let u = units_of(&index);
    assert_eq!(u.len(), 2);
    assert_eq!(u[1], ("canmint", "canMint", "Whether minting is allowed."));
    assert!(u[0].2.contains("Not in the toc."));
    assert_eq!(postings(&index, "hidden").unwrap()[0], Posting { doc: 0, field: FIELD_HEADING, count: 1 });
    assert_eq!(postings(&index, "mint").unwrap()[0].doc, 1);
    assert_eq!(KINDS[index.kinds[0] as usize], "ts");
}

#[test]
fn empty_input_gives_an_empty_index() {
    assert_eq!(build_data(&[]).data, SearchData::default());
    assert_eq!(build(&[]), SearchParts::default());
}

#[test]
fn postings_are_cut_into_shards_of_whole_lists() {
    // More pages than a batch of the parallel build (the shadowed `build_data` checks that
    // the batched build equals the per-page one).
    let pages: Vec<Page> = (0..2 * BATCH_PAGES + 22)
        .map(|i| {
            md_page(&format!("/p{i}"), &format!("Page {i}"), &format!("Token bids for module{i} and agents.\n\n## Section {i}\n\nProvers run word{}.\n", i % 7))
        })
        .collect();
    let data = build_data(&pages).data;
    let parts = split_at(data.clone(), 64, 8, 4);
    assert!(parts.shards.len() > 3, "{} shards", parts.shards.len());
    assert!(pages.len() > 2 * BATCH_PAGES);
    // Shard term counts cover the terms; each shard holds exactly its terms' lists, in order:
    // their units (sized by the counts alone) and a flag per posting.
    assert_eq!(parts.index.shard_terms.iter().sum::<u32>() as usize, data.counts.len());
    let units: u32 = data.page_docs.iter().sum();
    let mut term = 0;
    for (shard, &count) in parts.shards.iter().zip(&parts.index.shard_terms) {
        let counts = &data.counts[term..term + count as usize];
        let bits: u64 = counts.iter().map(|&c| docc_model::search::list_bits(units, c)).sum();
        assert_eq!(shard.docs.len() as u64, bits.div_ceil(8));
        assert_eq!(shard.flags.len() as u32, counts.iter().sum::<u32>().div_ceil(8));
        term += count as usize;
    }
    // Only a block's last shard may be smaller than asked.
    let block_ends: Vec<u32> = parts.index.block_terms.iter().scan(0, |a, &n| Some(*a + n).inspect(|e| *a = *e)).collect();
    let mut end = 0;
    for (s, &n) in parts.shards.iter().zip(&parts.index.shard_terms) {
        end += n;
        assert!(block_ends.contains(&end) || s.docs.len() + s.flags.len() + s.codes.len() >= 64);
    }
    // Every list reads back as built (the in-memory lists are the reference).
    for t in terms(&data) {
        let built = super::postings(&split_at(data.clone(), usize::MAX, usize::MAX, usize::MAX), &t);
        assert_eq!(super::postings(&parts, &t), built, "{t}");
    }
    // No shard spans two term blocks.
    let mut block_starts: Vec<u32> = parts.index.block_terms.iter().scan(0, |a, &n| Some(std::mem::replace(a, *a + n))).collect();
    let shard_starts: Vec<u32> = parts.index.shard_terms.iter().scan(0, |a, &n| Some(std::mem::replace(a, *a + n))).collect();
    block_starts.retain(|b| !shard_starts.contains(b));
    assert!(block_starts.is_empty(), "blocks starting inside a shard: {block_starts:?}");
    // The dictionary is the built one plus the block and shard counts; the pipeline sets the segments.
    let built = SearchIndex { shard_terms: Vec::new(), block_terms: Vec::new(), block_keys: String::new(), heading_pages: Vec::new(), ..parts.index.clone() };
    assert_eq!(built, data.dict);
    assert_eq!((parts.index.shard_segment, parts.index.block_segment, parts.index.heading_segment), (0, 0, 0));
    // The default size keeps a small site in one shard.
    assert_eq!(build(&pages).shards.len(), 1);
}

#[test]
fn line_breaks_in_names_and_anchors_cannot_shift_columns() {
    let mut op = operation("two\nlines", "S");
    if let Block::ApiOperation(o) = &mut op {
        o.operation_id = "two\nlines".into();
    }
    let mut p = md_page("/a", "T", "x\n\n## Heading\n\ny");
    if let Block::Heading { id, .. } = &mut p.blocks[1] {
        *id = "odd\nid".into();
    }
    let index = build_data(&[page("/o", "O", PageKind::ApiOperation, vec![op]), p]);
    assert_eq!(index.names, "two lines\n");
    assert_eq!(units_of(&index).iter().map(|u| u.0).collect::<Vec<_>>(), ["", "", "odd id"]);
}

#[test]
fn pages_point_at_their_manifest_entries() {
    // The manifest sorts routes by path; the index keeps compile order and says where each
    // page's entry is: here entries 2, 0, 1 (zigzag steps from -1: +3, -2, +1, less one).
    let index = build_data(&[md_page("/c", "C", "x"), md_page("/a", "A", "y"), md_page("/b", "B", "z")]);
    assert_eq!(index.pages, [4, 5, 0]);
}

#[test]
fn index_holds_no_page_text() {
    // Realistic prose: sentences the pages hold must not reappear in the index, only terms.
    let body = "The settlement layer writes every batch and its proof to the base chain once the verifier accepts it.";
    let pages: Vec<Page> = (0..50)
        .map(|i| {
            md_page(
                &format!("/p{i}"),
                &format!("Page {i}"),
                &format!("{body} Extra word{i} here.\n\n## Section {i}\n\nAgents run provers and verifiers for module {i}.\n"),
            )
        })
        .collect();
    let index = build_data(&pages);
    // Every search segment as the pack stores it (before zstd): the dictionary, the shards and the term blocks.
    let parts = build(&pages);
    let mut bytes = docc_model::pack::encode(&parts.index);
    parts.shards.iter().for_each(|s| bytes.extend(docc_model::pack::encode(s)));
    parts.blocks.iter().for_each(|b| bytes.extend(docc_model::pack::encode(b)));
    parts.headings.iter().for_each(|b| bytes.extend(docc_model::pack::encode(b)));
    let find = |needle: &str| bytes.windows(needle.len()).any(|w| w == needle.as_bytes());
    for phrase in ["settlement layer", "the base chain", "Agents run", "verifier accepts", "Extra word"] {
        assert!(!find(phrase), "the index holds page text: {phrase:?}");
    }
    // The terms are there, and the runtime cuts the unit texts from the pages.
    assert!(postings(&index, "settlement").is_some() && postings(&index, "verifier").is_some());
    assert_eq!(units_of(&index)[0].2, format!("{body} Extra word0 here."));
    // Postings only: well under the text they index.
    let text: usize = index.texts.iter().map(String::len).sum();
    assert!(bytes.len() < text, "index {} B for {text} B of text", bytes.len());
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
        members: vec![Member {
            kind: "method".into(),
            name: "canMint".into(),
            id: "canmint".into(),
            is_static: false,
            is_abstract: false,
            is_readonly: false,
            is_optional: false,
            visibility: "public".into(),
            signatures: vec![],
            doc: summary("Tells whether an account may mint."),
        }],
        source: String::new(),
    };
    let mut ts = page("/api/token/class/FungibleTokenAdmin", "FungibleTokenAdmin", PageKind::TsItem, vec![Block::TsItem(Box::new(item))]);
    ts.toc = vec![TocEntry { level: 3, id: "canmint".into(), text: "canMint".into() }];
    pages.push(ts);
    // Same weight (schema, typed reference), both titles hold "launch" and "token".
    pages.push(page(
        "/OpenAPI/schemas/launchtokenparams",
        "LaunchTokenParams",
        PageKind::ApiSchema,
        para("Parameters for a token launch: the token symbol, its decimals and the token admin."),
    ));
    pages.push(page("/api/api/function/launchToken", "launchToken", PageKind::TsItem, para("Builds the transaction.")));
    let cards =
        vec![docc_model::Card { title: "Add a node".into(), description: "Run a prover node.".into(), route: "/Documentation/guides/add-a-node".into() }];
    pages.push(page("/category/guide", "Guide", PageKind::Category, vec![Block::Cards(cards)]));
    {
        use docc_model::ts::{ListEntry, ListGroup};
        let entry = |name: &str, summary: &str| ListEntry {
            name: name.into(),
            kind: "function".into(),
            route: format!("/api/api/function/{name}"),
            summary: summary.into(),
            deprecated: false,
        };
        let groups = vec![
            ListGroup { title: String::new(), id: String::new(), entries: vec![entry("config", "Sets the endpoint and key.")] },
            ListGroup { title: "Functions".into(), id: "functions".into(), entries: vec![entry("faucet", "Funds a test account with *MINA*.")] },
        ];
        pages.push(page("/api/api", "api", PageKind::TsPackage, vec![Block::TsList(groups)]));
    }
    pages.push(mdx_page(
        "/Documentation/mdx",
        "MDX features",
        "<Tabs groupId=\"pm\">\n<TabItem value=\"npm\" label=\"npm\">\n\nRun npm install.\n\n</TabItem>\n<TabItem value=\"yarn\" label=\"Yarn\">\n\nRun yarn add.\n\n</TabItem>\n</Tabs>\n\n<details>\n<summary>Why</summary>\n\nBecause it is folded.\n\n</details>\n",
    ));
    pages.push(md_page(
        "/Documentation/markdown",
        "Markdown features",
        "Intro with `code`, **bold** and a [link](#x).\n\n| Col | Other |\n|---|---|\n| cell one | cell two |\n\n:::note Heads up\nInside a note.\n:::\n\n- item one\n- item two\n\n  ```sh\n  nested code\n  ```\n\n#### Deep heading\n\nStays in the page unit.\n\n## Later\n\nSection text.\n\n## Later\n\nAgain zzrepeated.\n\n## Named {#zz-own-id}\n\nZzexplicit id.\n\n## Café crème\n\nZzaccented heading.\n",
    ));
    pages
}

/// `runtime/test/fixtures/search-units.json`: the fixture pages (as the runtime holds them)
/// and the unit texts extract.rs makes of them, which the runtime's `units.ts` must match.
#[test]
fn runtime_units_fixture_is_current() {
    let pages = fixture_pages();
    let shown: Vec<_> = pages.iter().map(docc_model::derive::Shown::of).collect();
    let json = serde_json::to_string_pretty(&serde_json::json!({ "pages": shown, "texts": unit_texts(&pages) })).unwrap() + "\n";
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../runtime/test/fixtures/search-units.json");
    if std::env::var_os("DOCC_UPDATE_FIXTURES").is_some() {
        std::fs::write(&path, &json).unwrap();
    }
    let on_disk = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(on_disk == json, "{} is stale: run DOCC_UPDATE_FIXTURES=1 cargo test -p docc-search", path.display());
}

#[test]
fn runtime_fixture_is_current() {
    // Small shards, so that the runtime's tests see a query decode only the shards it needs.
    let pages = fixture_pages();
    let parts = split_at(super::build_data(&pages), 64, 24, 4);
    assert!(parts.blocks.len() >= 4, "{} blocks", parts.blocks.len());
    // The manifest's routes, which hold the pages' routes and titles (sorted by path).
    let mut routes: Vec<docc_model::RouteEntry> = pages
        .iter()
        .map(|p| docc_model::RouteEntry { path: p.route.clone(), title: p.title.clone(), segment: 0, index: 0, version: None, sidebar: Vec::new() })
        .collect();
    routes.sort_by(|a, b| a.path.cmp(&b.path));
    let bytes = docc_model::pack::encode(&((((&parts.index, &parts.shards), &parts.blocks), &parts.headings), &routes));
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
    use docc_model::ts::{ListEntry, ListGroup};
    let entry = |name: &str, summary: &str| ListEntry {
        name: name.into(),
        kind: "function".into(),
        route: format!("/api/api/function/{name}"),
        summary: summary.into(),
        deprecated: false,
    };
    let groups = vec![
        ListGroup {
            title: "Functions".into(),
            id: "functions".into(),
            entries: vec![entry("getNonce", "Reads the next nonce."), entry("faucet", "Funds a test account.")],
        },
        ListGroup { title: "Classes".into(), id: "classes".into(), entries: vec![] },
    ];
    let index = build_data(&[page("/api/api", "api", PageKind::TsPackage, vec![Block::TsList(groups)])]);
    let d: Vec<(&str, &str)> = units_of(&index).iter().map(|u| (u.0, u.2)).collect();
    assert_eq!(d, [("", ""), ("functions", "getNonce Reads the next nonce. faucet Funds a test account."), ("classes", "")]);
    assert_eq!(postings(&index, "nonce").unwrap(), [Posting { doc: 1, field: FIELD_BODY, count: 2 }]);
}

#[test]
fn long_sections_index_every_word() {
    let body = "lorem ".repeat(600) + "zzlastword";
    let index = build_data(&[md_page("/a", "T", &body)]);
    assert!(units_of(&index)[0].2.ends_with("zzlastword"));
    assert!(postings(&index, "zzlastword").is_some());
}

#[test]
fn operations_name_referenced_schemas_without_walking_them() {
    let Block::ApiOperation(mut op) = operation("launchToken", "Launch a token") else { unreachable!() };
    let mut referenced = node("params", "The launch parameters.", vec![node("zzinnerfield", "Only on the schema page.", vec![])]);
    referenced.schema_route = Some("/OpenAPI/schemas/launchtokenparams".into());
    op.request_body.as_mut().unwrap().content[0].schema = Some(node("", "", vec![referenced]));
    let index = build_data(&[page("/OpenAPI/launch-token", "Launch a token", PageKind::ApiOperation, vec![Block::ApiOperation(op)])]);
    assert!(postings(&index, "params").is_some() && postings(&index, "parameters").is_some());
    assert!(postings(&index, "zzinnerfield").is_none());
}

#[test]
fn weights_put_reexported_items_and_schemas_below_guides_and_operations() {
    let ts = |route: &str, package: &str, source: &str| {
        let item = Item {
            package: package.into(),
            kind: "class".into(),
            name: route.rsplit('/').next().unwrap().into(),
            aliases: vec![],
            doc: Doc::default(),
            signatures: vec![],
            members: vec![],
            source: source.into(),
        };
        page(route, route.rsplit('/').next().unwrap(), PageKind::TsItem, vec![Block::TsItem(Box::new(item))])
    };
    let pages = vec![
        md_page("/guide", "Guide", "Text."),
        page("/OpenAPI/mint", "Mint tokens", PageKind::ApiOperation, vec![operation("mintTokens", "Mint tokens")]),
        page("/OpenAPI/schemas/x", "X", PageKind::ApiSchema, vec![]),
        ts("/api/up/class/Own", "up", "sdk/up/own.ts:1"),
        ts("/api/up/class/Other", "up", "sdk/up/sub/other.ts:9"),
        ts("/api/up/class/Proof", "up", "sdk/lib/o1js.ts:725"),
        ts("/api/lib/class/Proof", "lib", "sdk/lib/o1js.ts:725"),
    ];
    let index = build_data(&pages);
    assert_eq!(index.weights, [100, 100, 70, 80, 80, 30, 80]);
    assert_eq!(index.names, "\nmintTokens\n\n\n\n\n");
}

#[test]
fn posting_codes_round_trip() {
    for (field, count, back) in
        [(FIELD_BODY, 1, 1), (FIELD_BODY, 4, 4), (FIELD_BODY, 90, 4), (FIELD_HEADING, 1, 1), (FIELD_HEADING, 7, 2), (FIELD_TITLE, 1, 1), (FIELD_TITLE, 3, 2)]
    {
        assert_eq!(decode_posting_code(posting_code(field, count)), (field, back), "{field} {count}");
    }
}

#[test]
fn term_blocks_partition_the_terms_by_their_first_two_letters_within_the_bound() {
    let key = |t: &str| t.chars().take(2).collect::<String>();
    // Runs of every size around the bound: 1, 3, 7 and 20 terms per two-letter prefix.
    let mut words: Vec<String> = Vec::new();
    for (i, run) in [1usize, 3, 7, 20, 1, 1, 7, 3].into_iter().enumerate() {
        let p = format!("{}{}", (b'a' + i as u8) as char, (b'a' + i as u8) as char);
        words.extend((0..run).map(|k| format!("{p}{k:02}")));
    }
    words.push("\u{1D400}a".into());
    words.push("\u{1D400}ab".into());
    for max in [1, 2, 5, 7, 8, 16, 100] {
        let blocks = columns::blocks(&words, max);
        // A partition: consecutive, covering, none empty, none over the bound.
        let mut at = 0;
        for b in &blocks {
            assert_eq!(b.start, at, "max {max}: {blocks:?}");
            assert!(!b.is_empty() && b.len() <= max, "max {max}: {blocks:?}");
            at = b.end;
        }
        assert_eq!(at, words.len(), "max {max}");
        // A block starts where a two-letter run starts, unless that run is too long for one block.
        for b in &blocks[1..] {
            let run = words.iter().filter(|w| key(w) == key(&words[b.start])).count();
            assert!(key(&words[b.start - 1]) != key(&words[b.start]) || run > max, "max {max}: block at {} cuts a run of {run}", b.start);
        }
        // And it takes whole runs while they fit: the next run would not have.
        for w in blocks.windows(2) {
            let next_run = words[w[1].start..].iter().take_while(|x| key(x) == key(&words[w[1].start])).count();
            assert!(w[0].len() + next_run.min(max) > max || key(&words[w[1].start - 1]) == key(&words[w[1].start]), "max {max}: {w:?} could have merged");
        }
    }
    assert!(columns::blocks(&[], 8).is_empty());
    // Built: each block's terms decode to the sorted terms, its first term is its key.
    let pages: Vec<Page> = (0..40).map(|i| md_page(&format!("/p{i}"), &format!("Page {i}"), &format!("Token{i} bids tok{i} agents a{i}b.\n"))).collect();
    let data = super::build_data(&pages);
    let parts = split_at(data.clone(), 64, 16, 4);
    assert!(parts.blocks.len() > 4, "{} blocks", parts.blocks.len());
    assert_eq!(super::terms(&parts), data.terms);
    let keys: Vec<&str> = parts.index.block_keys.split('\n').collect();
    let mut first = 0;
    for ((block, &n), k) in parts.blocks.iter().zip(&parts.index.block_terms).zip(&keys) {
        assert!(n as usize <= 16 && n as usize == block.counts.len() && block.prefixes[0] == 0);
        assert_eq!(*k, data.terms[first]);
        assert_eq!(block.counts, data.counts[first..first + n as usize]);
        first += n as usize;
    }
    assert_eq!(first, data.terms.len());
}

#[test]
fn heading_blocks_are_runs_of_whole_pages_within_the_bound() {
    // Pages of 1 to 6 units (a page's own unit and its h2 sections).
    let pages: Vec<Page> = (0..30)
        .map(|i| {
            let sections: String = (0..i % 6).map(|k| format!("\n\n## Part {k} of {i}\n\nText {k}.")).collect();
            md_page(&format!("/p{i}"), &format!("Page {i}"), &format!("Intro {i}.{sections}"))
        })
        .collect();
    let data = super::build_data(&pages);
    for max in [1, 3, 5, 6, 12, usize::MAX] {
        let parts = split_at(data.clone(), 64, 8, max);
        let hp = &parts.index.heading_pages;
        assert_eq!(hp.len(), parts.headings.len());
        assert_eq!(hp.iter().sum::<u32>() as usize, pages.len(), "max {max}: the blocks cover the pages");
        let (mut page, mut anchors, mut headings) = (0usize, Vec::new(), Vec::new());
        for (block, &n) in parts.headings.iter().zip(hp) {
            let units: u32 = parts.index.page_docs[page..page + n as usize].iter().sum();
            assert!(n >= 1 && (n == 1 || units as usize <= max), "max {max}: {n} pages of {units} units");
            // Whole runs: the next page would not have fitted.
            if let Some(&next) = parts.index.page_docs.get(page + n as usize) {
                assert!((units + next) as usize > max, "max {max}: the block at page {page} could take the next page");
            }
            let (a, h): (Vec<&str>, Vec<&str>) = (block.anchors.split('\n').collect(), block.headings.split('\n').collect());
            assert_eq!((a.len(), h.len()), (units as usize, units as usize), "one line per unit");
            anchors.extend(a.into_iter().map(String::from));
            headings.extend(h.into_iter().map(String::from));
            page += n as usize;
        }
        assert_eq!((anchors, headings), (data.anchors.clone(), data.headings.clone()), "max {max}: the blocks hold the units' columns in order");
    }
    assert!(split_at(super::build_data(&[]), 64, 8, 4).headings.is_empty());
}
