//! The real input: content/openapi/silvana.yaml compiles without errors and yields every
//! operation route the site links to, one page per component schema and the sidebar.

use docc_markdown::PlainCtx;
use docc_model::{Block, PageKind, SidebarItem};
use std::path::PathBuf;

fn content_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../content")
}

const REQUIRED: [&str; 28] = [
    "airdropTokens",
    "burnTokens",
    "buyTokens",
    "faucet",
    "getContractInfo",
    "getNftInfo",
    "getNftV2Info",
    "getNonce",
    "getProof",
    "getTokenBalance",
    "getTokenInfo",
    "launchNftCollection",
    "launchToken",
    "mintNft",
    "mintTokens",
    "prove",
    "redeemTokens",
    "sellTokens",
    "sendTransaction",
    "tokenBid",
    "tokenOffer",
    "transferTokens",
    "txStatus",
    "updateTokenAdminWhitelist",
    "updateTokenBidWhitelist",
    "updateTokenOfferWhitelist",
    "withdrawTokenBid",
    "withdrawTokenOffer",
];

#[test]
fn silvana_spec_compiles_to_every_required_route() {
    let mut ctx = PlainCtx::default();
    let t = std::time::Instant::now();
    let out = docc_openapi::compile(&content_dir(), "openapi/silvana.yaml", &mut ctx);
    eprintln!("compiled silvana.yaml in {:?}: {} pages", t.elapsed(), out.pages.len());
    let errors: Vec<String> = out.diagnostics.iter().chain(&ctx.diagnostics).map(|d| d.to_string()).collect();
    assert!(errors.is_empty(), "diagnostics:\n{}", errors.join("\n"));

    let routes: Vec<&str> = out.pages.iter().map(|p| p.route.as_str()).collect();
    for id in REQUIRED {
        let route = format!("/OpenAPI/{}", docc_markdown::slug::kebab(id));
        assert!(routes.contains(&route.as_str()), "missing {route}");
    }
    assert!(routes.contains(&"/OpenAPI/get-nft-v-2-info"));
    assert!(routes.contains(&"/OpenAPI/update-token-admin-whitelist"));

    let count = |k: PageKind| out.pages.iter().filter(|p| p.kind == k).count();
    assert_eq!(count(PageKind::ApiOverview), 1);
    assert_eq!(count(PageKind::ApiOperation), 34);
    assert_eq!(count(PageKind::ApiSchema), 101);
    assert!(out.pages.iter().all(|p| p.sidebar == Some(0) && p.source == "openapi/silvana.yaml"));

    // Sidebar: overview, one category per tag (5), Schemas.
    let sb = &out.sidebars[0];
    assert_eq!(sb.id, "openapi");
    assert!(matches!(&sb.items[0], SidebarItem::Link { route, .. } if route == "/OpenAPI"));
    let cats: Vec<&str> = sb.items.iter().filter_map(|i| if let SidebarItem::Category { label, .. } = i { Some(label.as_str()) } else { None }).collect();
    assert_eq!(cats, ["Token", "NFT", "Transactions", "Info", "Faucet", "Schemas"]);
    // Operations carry their HTTP method as the sidebar badge; the overview and schemas none.
    let SidebarItem::Category { items: token_ops, .. } = &sb.items[1] else { panic!("Token category") };
    assert!(token_ops.iter().all(|i| matches!(i, SidebarItem::Link { badge, .. } if badge == "post")));
    assert!(matches!(&sb.items[0], SidebarItem::Link { badge, .. } if badge.is_empty()));

    // Every operation has nine samples in order, and an x-api-key header.
    for p in out.pages.iter().filter(|p| p.kind == PageKind::ApiOperation) {
        let Block::ApiOperation(op) = &p.blocks[0] else { panic!("{} has no operation block", p.route) };
        let langs: Vec<&str> = op.samples.iter().map(|s| s.lang.as_str()).collect();
        assert_eq!(langs, ["curl", "javascript", "nodejs", "python", "rust", "ocaml", "go", "java", "powershell", "php"]);
        let curl: String = op.samples[0].code.lines.iter().flatten().map(|t| t.text.as_str()).collect();
        assert!(curl.contains("x-api-key: YOUR_API_KEY"), "{curl}");
        assert!(curl.contains("https://minatokens.com/api/v1"), "{curl}");
        assert_eq!(op.method, "POST");
        assert!(op.request_body.is_some(), "{}", p.route);
    }
}
