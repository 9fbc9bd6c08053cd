//! MDX JSX rendered natively (fixtures/mdx, a Docusaurus site compiled unchanged): one test
//! per construct, asserting the rendered model, plus located diagnostics for malformed
//! elements, partial cycles and imports that leave the site.

use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn docc(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_docc")).args(args).current_dir(root()).env("NO_COLOR", "1").output().expect("run docc")
}

/// Compiles a site and returns (success, model, diagnostics as JSON values).
fn try_compile(site: &str) -> (bool, Value, Vec<Value>) {
    let dir = tempfile::tempdir().unwrap();
    let html = dir.path().join("out.html");
    let model = dir.path().join("model.json");
    let out = docc(&["compile", site, "-o", html.to_str().unwrap(), "--format", "json", "--dump-model", model.to_str().unwrap()]);
    let diags: Vec<Value> = String::from_utf8_lossy(&out.stdout).lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let model = std::fs::read_to_string(model).map(|m| serde_json::from_str(&m).unwrap()).unwrap_or(Value::Null);
    (out.status.success(), model, diags)
}

fn compile(site: &str) -> (Value, Vec<Value>) {
    let (ok, m, diags) = try_compile(site);
    assert!(ok, "{site}: {diags:#?}");
    (m, diags)
}

fn fixture() -> &'static (Value, Vec<Value>) {
    static SITE: std::sync::OnceLock<(Value, Vec<Value>)> = std::sync::OnceLock::new();
    SITE.get_or_init(|| compile("fixtures/mdx"))
}

fn page<'a>(model: &'a Value, route: &str) -> &'a Value {
    model["chunks"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|c| c["pages"].as_array().unwrap())
        .find(|p| p["route"] == route)
        .unwrap_or_else(|| panic!("no page {route}"))
}

/// The top-level blocks of `route` of the given kind (`Tabs`, `Code`…).
fn blocks<'a>(route: &str, kind: &str) -> Vec<&'a Value> {
    page(&fixture().0, route)["blocks"].as_array().unwrap().iter().filter_map(|b| b.get(kind)).collect()
}

fn text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Array(a) => a.iter().map(text).collect(),
        Value::Object(o) => o.iter().filter(|(k, _)| !matches!(k.as_str(), "href" | "id" | "lang" | "title" | "src")).map(|(_, v)| text(v)).collect(),
        _ => String::new(),
    }
}

/// Writes a small docc.toml site into a temp folder.
fn site(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("docc.toml"), "title = \"T\"\n").unwrap();
    for (p, t) in files {
        let path = dir.path().join(p);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, t).unwrap();
    }
    dir
}

#[test]
fn the_fixture_compiles_with_only_the_expected_warnings() {
    let codes: Vec<(&str, &str, u64)> =
        fixture().1.iter().map(|d| (d["code"].as_str().unwrap(), d["file"].as_str().unwrap(), d["line"].as_u64().unwrap())).collect();
    assert_eq!(codes, [("docc::unknown-admonition", "docs/_setup.mdx", 5), ("docc::mdx-component", "docs/intro.mdx", 105)], "{:#?}", fixture().1);
}

#[test]
fn tabs_take_values_labels_default_and_group_id() {
    let tabs = blocks("/docs/intro", "Tabs");
    assert_eq!(tabs.len(), 2);
    let t = tabs[0];
    assert_eq!(t["group_id"], "os");
    assert_eq!(t["default"], 0, "the TabItem marked default");
    let items: Vec<(&str, &str)> = t["items"].as_array().unwrap().iter().map(|i| (i["value"].as_str().unwrap(), i["label"].as_str().unwrap())).collect();
    assert_eq!(items, [("linux", "Linux"), ("mac", "macOS"), ("win", "Windows")]);
}

#[test]
fn tabs_values_prop_gives_labels_and_default_value_the_first_tab() {
    let t = blocks("/docs/intro", "Tabs")[1];
    assert_eq!(t["group_id"], "os");
    assert_eq!(t["default"], 1, "defaultValue=\"mac\"");
    let labels: Vec<&str> = t["items"].as_array().unwrap().iter().map(|i| i["label"].as_str().unwrap()).collect();
    assert_eq!(labels, ["Linux", "macOS", "Windows"], "labels from values={{[…]}}");
}

#[test]
fn markdown_inside_tab_items_renders_as_blocks() {
    let tabs = blocks("/docs/intro", "Tabs");
    let first = &tabs[0]["items"][0]["blocks"];
    assert!(first[0]["Paragraph"].is_array(), "indented text is a paragraph, not code: {first}");
    assert_eq!(first[1]["Code"]["lang"], "bash", "fenced code in a tab");
    assert!(tabs[0]["items"][1]["blocks"][0]["List"]["items"].as_array().unwrap().len() == 2, "list in a tab");
    assert_eq!(text(&tabs[0]["items"][2]["blocks"]), "Run beacon-setup.exe.", "children on the tag's own line");
    let mac = &tabs[1]["items"][1]["blocks"];
    assert_eq!(mac[1]["Admonition"]["kind"], "Tip", "admonition in a tab: {mac}");
}

#[test]
fn details_keep_their_summary() {
    let d = blocks("/docs/intro", "Details");
    assert_eq!(d.len(), 1);
    assert_eq!(text(&d[0]["summary"]), "Why is the lamp blue?");
    assert_eq!(d[0]["summary"][1]["Strong"][0]["Text"], "blue", "the summary is inline Markdown");
    let body = &d[0]["blocks"][0]["Paragraph"];
    assert_eq!(body[1]["Link"]["href"], "/docs/intro#setup");
}

#[test]
fn admonition_component_is_an_admonition() {
    let a = blocks("/docs/intro", "Admonition");
    assert_eq!(a[0]["kind"], "Warning");
    assert_eq!(a[0]["title"], json!([{ "Text": "Mind the rocks" }]));
    assert_eq!(text(&a[0]["blocks"]), "Beacon does not replace a chart.");
}

#[test]
fn code_block_component_is_highlighted_like_fenced_code() {
    let code = blocks("/docs/intro", "Code");
    let c = code[0];
    assert_eq!((c["lang"].as_str(), c["title"].as_str()), (Some("ts"), Some("signal.ts")));
    assert_eq!(c["lines"].as_array().unwrap().len(), 3, "template literal, magic comment removed");
    assert_eq!(c["highlight"], json!([2]), "highlight-next-line");
    assert!(c["lines"][0].as_array().unwrap().len() > 1, "tokens are highlighted");
}

#[test]
fn raw_loader_import_inlines_the_local_file_as_code() {
    let c = blocks("/docs/intro", "Code")[1];
    assert_eq!(c["title"], "hello.ts");
    let code: String = c["lines"].as_array().unwrap().iter().map(|l| text(l) + "\n").collect();
    assert_eq!(code, std::fs::read_to_string(root().join("fixtures/mdx/docs/snippets/hello.ts")).unwrap());
}

#[test]
fn toc_inline_lists_the_page_headings_within_its_levels() {
    let t = blocks("/docs/intro", "TocInline");
    let ids: Vec<&str> = t[0].as_array().unwrap().iter().map(|e| e["id"].as_str().unwrap()).collect();
    assert_eq!(ids, ["install", "configure", "details", "code", "images", "setup", "extras"], "h2-h3, not the partial's h4");
    let s = site(&[("docs/index.mdx", "<TOCInline toc={toc} minHeadingLevel={3} maxHeadingLevel={4} />\n\n## A\n\n### B\n\n#### C\n\n##### D\n")]);
    let (m, _) = compile(s.path().to_str().unwrap());
    let ids: Vec<&str> = page(&m, "/")["blocks"][0]["TocInline"].as_array().unwrap().iter().map(|e| e["id"].as_str().unwrap()).collect();
    assert_eq!(ids, ["b", "c"]);
}

#[test]
fn doc_card_list_shows_the_category_and_doc_card_a_literal_item() {
    let cards = blocks("/docs/guides", "Cards");
    let titles: Vec<(&str, &str)> = cards[0].as_array().unwrap().iter().map(|c| (c["title"].as_str().unwrap(), c["route"].as_str().unwrap())).collect();
    assert_eq!(titles, [("First lamp", "/docs/guides/first"), ("Second lamp", "/docs/guides/second")]);
    assert_eq!(cards[0][0]["description"], "Light the first lamp.");
    assert_eq!(cards[1], &json!([{ "title": "Back to the start", "description": "Where it begins", "route": "/docs/intro" }]));
}

#[test]
fn images_via_require_and_use_base_url_are_embedded() {
    let paras = blocks("/docs/intro", "Paragraph");
    let imgs: Vec<&Value> = paras.iter().filter_map(|p| p[0].get("Image")).collect();
    assert_eq!(imgs.len(), 2);
    assert_eq!((imgs[0]["alt"].as_str(), imgs[0]["width"].as_u64()), (Some("A dot"), Some(3)), "require('./img/pic.png').default");
    assert_eq!((imgs[1]["alt"].as_str(), imgs[1]["width"].as_u64()), (Some("A square"), Some(100)), "useBaseUrl('/img/square.svg') from static/");
    assert!(imgs.iter().all(|i| i["asset"].is_u64() && i["src"] == ""));
}

/// Issue 30 (capacitor-docs, supertokens/docs): Docusaurus bundles Markdown images and
/// `require`d ones, and leaves a JSX `src` string (or `useBaseUrl`) to the browser, so a
/// missing file there does not fail its build. docc embeds such an image when the file is
/// there; when it is not, a located warning and the URL kept as written. A Markdown image or
/// a `require` of a missing file stays an error, as it is for Docusaurus's bundler.
#[test]
fn a_jsx_img_src_string_to_a_missing_file_is_a_warning_and_kept_as_written() {
    let page_text = "# Shots\n\n<img src=\"/img/gone.png\" alt=\"Gone\" />\n\n<img src={useBaseUrl('img/also-gone.png')} alt=\"Also\" />\n\n<img src=\"/img/here.svg\" alt=\"Here\" />\n";
    let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\"><rect width=\"4\" height=\"4\"/></svg>";
    let s = site(&[("docs/index.mdx", page_text), ("static/img/here.svg", svg)]);
    let (m, diags) = compile(s.path().to_str().unwrap());
    let missing: Vec<(&str, &str, u64, u64)> = diags
        .iter()
        .filter(|d| d["code"] == "docc::missing-image")
        .map(|d| (d["severity"].as_str().unwrap(), d["file"].as_str().unwrap(), d["line"].as_u64().unwrap(), d["column"].as_u64().unwrap()))
        .collect();
    assert_eq!(missing, [("warning", "docs/index.mdx", 3, 10), ("warning", "docs/index.mdx", 5, 11)], "{diags:#?}");
    let imgs: Vec<&Value> = page(&m, "/")["blocks"].as_array().unwrap().iter().filter_map(|b| b.get("Paragraph").and_then(|p| p[0].get("Image"))).collect();
    assert_eq!(imgs.len(), 3, "{imgs:?}");
    assert_eq!((imgs[0]["src"].as_str(), imgs[0]["asset"].is_null()), (Some("/img/gone.png"), true));
    assert_eq!((imgs[1]["src"].as_str(), imgs[1]["asset"].is_null()), (Some("/img/also-gone.png"), true));
    assert!(imgs[2]["asset"].is_u64() && imgs[2]["src"] == "", "a file that is there is embedded: {:?}", imgs[2]);
    // A `require` and a Markdown image of a missing file fail the compile.
    for (text, col) in [("<img src={require('./gone.png').default} alt=\"R\" />\n", 11), ("![M](./gone.png)\n", 1)] {
        let s = site(&[("docs/index.mdx", &format!("# Shots\n\n{text}"))]);
        let (ok, _, diags) = try_compile(s.path().to_str().unwrap());
        let d = diags.iter().find(|d| d["code"] == "docc::missing-image").unwrap_or_else(|| panic!("{text}: {diags:#?}"));
        assert!(!ok && d["severity"] == "error" && d["line"] == 3 && d["column"] == col, "{text}: {d}");
    }
}

/// Issue 30 (supertokens/docs, 33 links): a site component that shows one branch by a
/// hook's state (`<UIType.CustomUIContent>`) and that docc cannot render has its children
/// shown; Docusaurus checks only the links its server render shows, so a dead link in there
/// may not fail its build. docc reports it as a located warning naming the component; the
/// same link outside any such component stays an error.
#[test]
fn a_dead_link_inside_a_component_docc_cannot_render_is_a_warning() {
    let switch = "import { useUiType } from 'ui-type-store';\nexport default function Custom({ children }) {\n  const { uiType } = useUiType();\n  return uiType === 'custom' ? children : null;\n}\n";
    let inside = "import Custom from '@site/src/Custom';\n\n# Guide\n\n<Custom>\n\nCall the [old endpoint](/gone).\n\n</Custom>\n";
    let s = site(&[("src/Custom.jsx", switch), ("docs/index.mdx", inside)]);
    let (m, diags) = compile(s.path().to_str().unwrap());
    let d = diags.iter().find(|d| d["code"] == "docc::broken-link").unwrap_or_else(|| panic!("{diags:#?}"));
    assert_eq!(
        (d["severity"].as_str(), d["file"].as_str(), d["line"].as_u64(), d["column"].as_u64()),
        (Some("warning"), Some("docs/index.mdx"), Some(7), Some(10)),
        "{d}"
    );
    assert!(d["help"].as_str().unwrap().contains("inside `<Custom>`"), "{d}");
    assert!(text(&page(&m, "/")["blocks"]).contains("Call the old endpoint."), "the children are shown");
    // Outside the component, the same link fails the compile.
    let outside = format!("{inside}\nAnd the [old endpoint](/gone) again.\n");
    let s = site(&[("src/Custom.jsx", switch), ("docs/index.mdx", &outside)]);
    let (ok, _, diags) = try_compile(s.path().to_str().unwrap());
    let severities: Vec<(&str, u64)> =
        diags.iter().filter(|d| d["code"] == "docc::broken-link").map(|d| (d["severity"].as_str().unwrap(), d["line"].as_u64().unwrap())).collect();
    assert!(!ok);
    assert_eq!(severities, [("warning", 7), ("error", 11)], "{diags:#?}");
}

#[test]
fn imported_partials_are_inlined_with_their_own_links_and_diagnostics() {
    let p = page(&fixture().0, "/docs/intro");
    let all = p["blocks"].to_string();
    assert!(all.contains("Setup needs a "), "{all}");
    assert!(all.contains("\"href\":\"/docs/guides/first\""), "the partial's relative link resolves from the partial's folder");
    let d = fixture().1.iter().find(|d| d["code"] == "docc::unknown-admonition").unwrap();
    assert_eq!((d["file"].as_str(), d["line"].as_u64(), d["column"].as_u64()), (Some("docs/_setup.mdx"), Some(5), Some(4)));
    assert!(!page(&fixture().0, "/docs/intro")["source"].as_str().unwrap().contains("_setup"));
}

#[test]
fn unknown_components_are_summarised_and_show_their_children() {
    let d = fixture().1.iter().find(|d| d["code"] == "docc::mdx-component").unwrap();
    let m = d["message"].as_str().unwrap();
    assert!(m.contains("`Highlight` cannot be rendered at compile time: `Highlight` is neither imported nor exported by the page; its children are shown (2 uses in 1 file)"), "{d}");
    let texts: Vec<String> = blocks("/docs/intro", "Paragraph").iter().map(|p| text(p)).collect();
    assert!(texts.contains(&"Lit".to_string()) && texts.contains(&"Still lit".to_string()), "{texts:?}");
}

#[test]
fn html_boxes_show_their_content_and_other_html_goes_through_the_allowlist() {
    // MDX reads `<div>` as JSX, which Docusaurus renders with its content.
    assert!(page(&fixture().0, "/docs/intro")["blocks"].to_string().contains("A plain HTML box shows its content."));
}

#[test]
fn iframes_are_embedded_by_address_and_the_csp_allows_their_origin() {
    let embeds = blocks("/docs/intro", "Embed");
    assert_eq!(embeds.len(), 1);
    assert_eq!(
        (embeds[0]["src"].as_str(), embeds[0]["title"].as_str()),
        (Some("https://example.com/embed"), Some("Embedded page from example.com")),
        "an untitled frame is named by its host"
    );
    let s = site(&[("docs/index.mdx", "# T\n\n<iframe width=\"100%\" height={400} src=\"https://video.example.org/v/1\" title=\"A talk\"></iframe>\n\n<iframe src=\"javascript:alert(1)\"></iframe>\n")]);
    let dir = tempfile::tempdir().unwrap();
    let html = dir.path().join("o.html");
    let model = dir.path().join("m.json");
    let out = docc(&["compile", s.path().to_str().unwrap(), "-o", html.to_str().unwrap(), "--format", "json", "--dump-model", model.to_str().unwrap()]);
    assert!(out.status.success());
    let diags = String::from_utf8_lossy(&out.stdout);
    assert!(diags.contains("docc::raw-html") && diags.contains("\"line\":5"), "a non-web address is refused, located: {diags}");
    let m: Value = serde_json::from_str(&std::fs::read_to_string(model).unwrap()).unwrap();
    let b = &page(&m, "/")["blocks"];
    assert_eq!(b[0]["Embed"], json!({"src": "https://video.example.org/v/1", "title": "A talk", "width": "100%", "height": "400"}), "{b}");
    assert_eq!(b.as_array().unwrap().len(), 1, "{b}");
    let page_html = std::fs::read_to_string(html).unwrap();
    assert!(page_html.contains("frame-src https://video.example.org;"), "the CSP lets exactly that origin be framed");
}

#[test]
fn malformed_jsx_gets_a_located_diagnostic() {
    let s = site(&[(
        "docs/index.mdx",
        "# T\n\nText.\n\n<Tabs\n  groupId=={1}>\n<TabItem value=\"a\">A</TabItem>\n</Tabs>\n\n<Admonition type=\"tip\"\n\nno end\n",
    )]);
    let (ok, _, diags) = try_compile(s.path().to_str().unwrap());
    assert!(!ok, "invalid JSX fails the build, as in Docusaurus");
    let got: Vec<(&str, u64, u64)> = diags.iter().map(|d| (d["code"].as_str().unwrap(), d["line"].as_u64().unwrap(), d["column"].as_u64().unwrap())).collect();
    // swc stops at the `}` after the stray `=`; the elements after the broken tag are
    // reported as what they now are (a TabItem outside Tabs, a closing tag with no opening).
    assert_eq!(got, [("docc::mdx-jsx", 6, 14), ("docc::mdx-jsx", 7, 1), ("docc::mdx-jsx", 8, 1), ("docc::mdx-jsx", 10, 1)], "{diags:#?}");
    assert!(diags[0]["message"].as_str().unwrap().contains("the `<Tabs>` tag is not valid JSX"));
    assert!(diags[3]["message"].as_str().unwrap().contains("never closed with `>`"));
    assert!(diags.iter().all(|d| !d["help"].as_str().unwrap().is_empty()));
    let s = site(&[("docs/index.mdx", "<details>\n<summary>S</summary>\n\nNever closed.\n")]);
    let (ok, m, diags) = try_compile(s.path().to_str().unwrap());
    assert!(ok);
    assert_eq!((diags[0]["code"].as_str(), diags[0]["line"].as_u64()), (Some("docc::mdx-jsx"), Some(1)));
    assert!(diags[0]["message"].as_str().unwrap().contains("never closed"));
    assert!(page(&m, "/")["blocks"][0]["Details"]["blocks"].to_string().contains("Never closed."));
}

#[test]
fn partial_cycles_and_missing_or_outside_imports_are_errors() {
    let s = site(&[
        ("docs/index.mdx", "import A from './_a.mdx';\n\n<A />\n"),
        ("docs/_a.mdx", "import B from './_b.mdx';\n\nIn A.\n\n<B />\n"),
        ("docs/_b.mdx", "import A from './_a.mdx';\n\nIn B.\n\n<A />\n"),
    ]);
    let (ok, _, diags) = try_compile(s.path().to_str().unwrap());
    assert!(!ok);
    let d = &diags[0];
    assert_eq!((d["code"].as_str(), d["file"].as_str(), d["line"].as_u64()), (Some("docc::mdx-partial-cycle"), Some("docs/_b.mdx"), Some(5)));
    assert!(d["message"].as_str().unwrap().contains("docs/index.mdx → docs/_a.mdx → docs/_b.mdx → docs/_a.mdx"), "{d}");

    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("secret.ts"), "secret").unwrap();
    let s = site(&[(
        "docs/index.mdx",
        "import Missing from './_missing.mdx';\nimport Raw from '!!raw-loader!./link.ts';\n\n<Missing />\n\n<CodeBlock>{Raw}</CodeBlock>\n",
    )]);
    std::os::unix::fs::symlink(outside.path().join("secret.ts"), s.path().join("docs/link.ts")).unwrap();
    let (ok, m, diags) = try_compile(s.path().to_str().unwrap());
    assert!(!ok);
    let got: Vec<(&str, u64)> = diags.iter().map(|d| (d["code"].as_str().unwrap(), d["line"].as_u64().unwrap())).collect();
    assert_eq!(got, [("docc::mdx-import", 4), ("docc::outside-root", 6)], "{diags:#?}");
    assert!(m.is_null(), "nothing written");
}

#[test]
fn static_html_renders_tabs_one_after_another_and_details() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("public");
    let o = docc(&["compile", "fixtures/mdx", "--out-dir", out.to_str().unwrap()]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let html = std::fs::read_to_string(out.join("docs/intro/index.html")).unwrap();
    let labels: Vec<&str> =
        html.match_indices("<h4 class=\"tabs-static__label\">").map(|(i, m)| &html[i + m.len()..][..html[i + m.len()..].find('<').unwrap()]).collect();
    assert_eq!(labels, ["Linux", "macOS", "Windows", "Linux", "macOS", "Windows"]);
    assert!(html.contains("beacon-setup.exe") && html.contains("Library/Beacon"), "every tab's content");
    assert!(html.contains("<details class=\"details\"><summary>Why is the lamp <strong>blue</strong>?</summary>"));
    assert!(html.contains("<ul class=\"toc-inline\"><li class=\"toc-inline__l0\"><a href=\"#install\">Install</a>"));
}

#[test]
fn html_links_images_and_pre_render_as_links_images_and_text() {
    let blocks = page(&fixture().0, "/docs/intro")["blocks"].as_array().unwrap();
    let links: Vec<(String, bool, String)> = blocks
        .iter()
        .filter_map(|b| b.get("Paragraph"))
        .flat_map(|p| p.as_array().unwrap())
        .filter_map(|i| i.get("Link"))
        .map(|l| (l["href"].as_str().unwrap().to_string(), l["internal"].as_bool().unwrap(), text(&l["content"]).trim().to_string()))
        .collect();
    // `<pre>` shows its Markdown (a link, a line break); a flow `<a>` wraps its children; an
    // inline `<a href>` to a doc resolves like a Markdown link.
    for want in
        [("https://example.com/type", false, "Type"), ("https://example.com/guide", false, "Read the guide"), ("/docs/guides/first", true, "first guide")]
    {
        assert!(links.iter().any(|(h, i, t)| (h.as_str(), *i, t.as_str()) == want), "{want:?} not in {links:?}");
    }
    let all = serde_json::to_string(blocks).unwrap();
    assert!(all.contains("\"alt\":\"inline square\"") && all.contains("call(") && all.contains("\"tag\":\"br\""), "{all}");
    assert!(!all.contains("className"), "no tag leaks as text: {all}");
}

#[test]
fn html_lists_headings_and_list_cells_keep_their_content() {
    let blocks = page(&fixture().0, "/docs/intro")["blocks"].as_array().unwrap();
    // A JSX heading is bold text, not a TOC heading (Docusaurus's TOC lists Markdown headings).
    assert!(blocks.iter().any(|b| b["Paragraph"] == json!([{ "Strong": [{ "Text": "Not a heading of the TOC." }] }])), "{blocks:?}");
    let table = blocks.iter().rev().find_map(|b| b.get("Table")).unwrap();
    assert_eq!(
        table["rows"][0][1],
        json!([{ "Link": { "href": "https://example.com/sandbox", "internal": false, "title": "", "content": [{ "Text": "Sandbox" }] } }, "HardBreak", { "Text": "Source" }])
    );
    let list = blocks.iter().rev().find_map(|b| b.get("List")).unwrap();
    assert_eq!(list["ordered"], json!(true));
    assert_eq!(list["items"].as_array().unwrap().iter().map(text).collect::<Vec<_>>(), ["First", "Second"]);
}

// ---- the site's own components, rendered at compile time (docc-js)

/// The text of a code block's highlighted lines.
fn code(c: &Value) -> String {
    c["lines"].as_array().unwrap().iter().map(|l| l.as_array().unwrap().iter().map(|t| t["text"].as_str().unwrap()).collect::<String>() + "\n").collect()
}

#[test]
fn a_pure_site_component_renders_its_tabs_of_code_blocks() {
    let t = blocks("/docs/components", "Tabs")[0];
    assert_eq!(t["group_id"], "pkg");
    let items = t["items"].as_array().unwrap();
    let got: Vec<(&str, &str, String)> =
        items.iter().map(|i| (i["value"].as_str().unwrap(), i["label"].as_str().unwrap(), code(&i["blocks"][0]["Code"]))).collect();
    assert_eq!(got, [("npm", "npm", "npm install beacon beacon-cli\n".to_string()), ("deno", "deno", "deno add npm:beacon npm:beacon-cli\n".to_string())]);
    assert_eq!(items[0]["blocks"][0]["Code"]["title"], "shell");
    assert!(!fixture().1.iter().any(|d| d["file"] == "docs/components.mdx"), "rendered components give no warning: {:#?}", fixture().1);
}

#[test]
fn a_component_with_hooks_renders_as_the_server_does() {
    // `useState('')` leaves the iframe without an address (dropped); the code comes from a
    // constant of a sibling module and one of the component's own folder.
    let c = blocks("/docs/components", "Code");
    assert_eq!(c.len(), 1, "{c:?}");
    assert_eq!(c[0]["lang"], "ts");
    assert_eq!(code(c[0]), "interface Person {\n  id: number\n}\n\nconst people = await db.selectFrom('person').selectAll().execute()\n");
    assert!(blocks("/docs/components", "Embed").is_empty());
}

#[test]
fn nested_components_place_the_page_children_and_inline_components_stay_in_their_paragraph() {
    let paras: Vec<&Value> = blocks("/docs/components", "Paragraph");
    let heading = paras[0];
    // <h3> is bold text; <Link to> a checked internal link; <Badge> (a second component) a <kbd>.
    let link = &heading[0]["Strong"][0]["Link"];
    assert_eq!((link["href"].as_str(), link["internal"].as_bool()), (Some("/docs/guides/first"), Some(true)));
    assert_eq!(text(heading), "First guide NEWkbdSHORTkbd", "the text, then each element tag");
    assert_eq!(heading[0]["Strong"][2]["Html"][0]["Element"]["tag"], "kbd");
    // The MDX children are Markdown, where the component puts `children`.
    assert_eq!(paras[1], &json!([{"Text": "Read "}, {"Strong": [{"Text": "this"}]}, {"Text": " first."}]));
    // `export const Highlight` of the page: a span around its children, inline.
    assert_eq!(text(paras[2]), "This is highlighted text.");
}

#[test]
fn theme_headings_and_imported_svg_files_render_as_heading_and_image() {
    let h = blocks("/docs/components", "Heading");
    let last = h.last().unwrap();
    assert_eq!((last["level"].as_u64(), last["id"].as_str(), text(&last["content"]).as_str()), (Some(3), Some("drawn-by-a-component"), "Drawn by a component"));
    let toc: Vec<&str> = page(&fixture().0, "/docs/components")["toc"].as_array().unwrap().iter().map(|t| t["id"].as_str().unwrap()).collect();
    assert!(!toc.contains(&"drawn-by-a-component"), "the TOC lists Markdown headings only: {toc:?}");
    let img = &blocks("/docs/components", "Paragraph").last().unwrap()[0]["Image"];
    assert!(img["asset"].is_u64(), "static/img/square.svg embedded: {img}");
    assert_eq!(img["alt"], "A square");
}

/// A docc.toml site with one page using the component module `src/X.jsx`.
fn component_site(module: &str, page: &str) -> (bool, Value, Vec<Value>) {
    let dir = site(&[("src/X.jsx", module), ("docs/a.mdx", page), ("docs/b.mdx", page)]);
    try_compile(dir.path().to_str().unwrap())
}

fn component_warning(diags: &[Value]) -> &Value {
    let w: Vec<&Value> = diags.iter().filter(|d| d["code"] == "docc::mdx-component").collect();
    assert_eq!(w.len(), 1, "one summarised warning: {diags:#?}");
    w[0]
}

#[test]
fn a_component_that_needs_the_browser_falls_back_with_the_reason_located() {
    let src = "# A\n\nimport X from '@site/src/X';\n\n<X>\n\nShown **anyway**.\n\n</X>\n";
    let (ok, model, diags) =
        component_site("export default function X({children}) {\n  const data = fetch('/api');\n  return <div>{data.title}{children}</div>;\n}\n", src);
    assert!(ok, "{diags:#?}");
    let d = component_warning(&diags);
    assert_eq!(
        d["message"],
        "MDX component `X` (src/X.jsx) cannot be rendered at compile time: it calls `fetch` (src/X.jsx:2:16); its children are shown (2 uses in 2 files)"
    );
    assert_eq!((d["file"].as_str(), d["line"].as_u64()), (Some("docs/a.mdx"), Some(5)));
    assert_eq!(text(&page(&model, "/a")["blocks"]), "Shown anyway.");
}

#[test]
fn runaway_recursion_and_syntax_errors_are_warnings_not_crashes() {
    let src = "# A\n\nimport X from '@site/src/X';\n\n<X n={1}>kept</X>\n";
    let (ok, _, diags) = component_site("export default function X(p) {\n  return <X n={p.n + 1}>{p.children}</X>;\n}\n", src);
    assert!(ok, "{diags:#?}");
    let m = component_warning(&diags)["message"].as_str().unwrap().to_string();
    assert!(m.contains("nest more than") || m.contains("deep"), "{m}");
    let (ok, model, diags) = component_site("export default function X() {\n  return <div>{</div>;\n}\n", src);
    assert!(ok, "{diags:#?}");
    let m = component_warning(&diags)["message"].as_str().unwrap().to_string();
    assert!(m.starts_with("MDX component `X` (src/X.jsx) cannot be rendered at compile time: its source is not valid JavaScript/TypeScript:"), "{m}");
    assert!(m.contains("(src/X.jsx:2:"), "{m}");
    assert_eq!(text(&page(&model, "/a")["blocks"]), "kept");
}

#[test]
fn an_inline_svg_drawing_is_an_embedded_sanitised_image() {
    let svg = "<div align=\"center\">\n  <svg width=\"40\" height=\"20\" viewBox=\"0 0 40 20\" className=\"logo\" onClick={() => alert(1)}>\n    <g clipPath=\"url(#c)\">\n      <path d=\"M0 0H10\" fill=\"red\" strokeWidth={2} fill=\"blue\" />\n      <script>alert(1)</script>\n    </g>\n    <defs>\n      <clipPath id=\"c\"><rect width=\"40\" height=\"20\" /></clipPath>\n    </defs>\n  </svg>\n</div>\n";
    let s = site(&[("docs/index.mdx", &format!("# T\n\n{svg}\nAfter the drawing.\n"))]);
    let (m, diags) = compile(s.path().to_str().unwrap());
    assert!(diags.iter().all(|d| d["code"] != "docc::raw-html" && d["code"] != "docc::mdx-component"), "{diags:#?}");
    let b = &page(&m, "/")["blocks"];
    let img = &b[0]["Paragraph"][0]["Image"];
    assert_eq!((img["width"].as_u64(), img["height"].as_u64()), (Some(40), Some(20)), "{b}");
    let asset = &m["assets"]["items"][img["asset"].as_u64().unwrap() as usize];
    assert_eq!(asset["mime"], "image/svg+xml");
    let bytes: Vec<u8> = asset["bytes"].as_array().unwrap().iter().map(|v| v.as_u64().unwrap() as u8).collect();
    let drawn = String::from_utf8(bytes).unwrap();
    // React's names become SVG's, a repeated prop keeps its last value, handlers and scripts go.
    assert!(drawn.contains("class=\"logo\"") && drawn.contains("clip-path=\"url(#c)\"") && drawn.contains("stroke-width=\"2\""), "{drawn}");
    assert!(drawn.contains("fill=\"blue\"") && !drawn.contains("fill=\"red\""), "{drawn}");
    assert!(!drawn.contains("alert") && !drawn.contains("onClick") && !drawn.contains("script"), "{drawn}");
    assert_eq!(text(&b[1]), "After the drawing.");
}

/// The SVG text of the embedded image `img` (an `Image` of the model).
fn drawn(model: &Value, img: &Value) -> String {
    let asset = &model["assets"]["items"][img["asset"].as_u64().unwrap_or_else(|| panic!("not embedded: {img}")) as usize];
    assert_eq!(asset["mime"], "image/svg+xml");
    String::from_utf8(asset["bytes"].as_array().unwrap().iter().map(|v| v.as_u64().unwrap() as u8).collect()).unwrap()
}

#[test]
fn an_svg_a_site_component_returns_is_the_same_embedded_image_as_a_page_drawing() {
    // `<SponsorButton>`: a link holding a drawing and a label, as tRPC's GithubSponsorButton.
    let (model, _) = fixture();
    let para = blocks("/docs/components", "Paragraph").into_iter().find(|p| text(p).contains("Become a sponsor")).expect("the button's paragraph");
    let link = &para[0]["Link"];
    assert_eq!(link["href"], "https://example.com/sponsor");
    let img = &link["content"][0]["Image"];
    assert_eq!((img["width"].as_u64(), img["height"].as_u64(), img["alt"].as_str()), (Some(32), Some(32), Some("A heart")), "{para}");
    assert_eq!(text(&link["content"][1]), "Become a sponsor");
    let svg = drawn(model, img);
    // React's names become SVG's; `fill` given by the spread, then again: the last value wins.
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""), "{svg}");
    assert!(svg.contains("class=\"heart\"") && svg.contains("stroke-width=\"2\"") && svg.contains("stroke-linecap=\"round\""), "{svg}");
    assert!(svg.contains("fill=\"blue\"") && !svg.contains("fill=\"red\""), "{svg}");
    assert!(svg.contains("<title>A heart</title>"), "{svg}");
    assert!(!svg.contains("alert") && !svg.to_lowercase().contains("onclick"), "the handler is dropped: {svg}");
}

#[test]
fn a_page_drawing_ends_where_its_element_ends_not_at_the_first_closing_tag() {
    // A nested drawing, and `</svg>` inside a `{'…'}` text and attribute strings: the drawing
    // ends at the `</svg>` that closes its own element.
    let svg = "<svg width=\"30\" height=\"10\" aria-label=\"a </svg> b\">\n  <title>{'closes with </svg>'}</title>\n  <svg x=\"10\" width=\"10\" height=\"10\">\n    <rect width=\"10\" height=\"10\" fill=\"#0a0\" />\n  </svg>\n  <circle cx=\"25\" cy=\"5\" r=\"5\" fill=\"#00a\" />\n</svg>\n";
    let s = site(&[("docs/index.mdx", &format!("# T\n\n{svg}\nAfter the drawing.\n"))]);
    let (m, diags) = compile(s.path().to_str().unwrap());
    assert!(diags.is_empty(), "{diags:#?}");
    let b = page(&m, "/")["blocks"].as_array().unwrap();
    assert_eq!(b.len(), 2, "one drawing, one paragraph: {b:?}");
    let img = &b[0]["Paragraph"][0]["Image"];
    assert_eq!((img["width"].as_u64(), img["alt"].as_str()), (Some(30), Some("a </svg> b")));
    let svg = drawn(&m, img);
    assert!(svg.contains("<title>closes with &lt;/svg&gt;</title>"), "{svg}");
    assert!(svg.contains("<svg x=\"10\"") && svg.contains("<rect") && svg.contains("<circle"), "the nested drawing and what follows it: {svg}");
    assert_eq!(text(&b[1]), "After the drawing.");
}

#[test]
fn details_in_a_table_cell_stay_a_disclosure() {
    // tRPC's starter projects: the command to copy sits in a `<details>` inside a cell.
    let table = "<table>\n  <tr>\n    <th>Project</th>\n  </tr>\n  <tr>\n    <td>\n      A starter.\n      <br/><br/>\n      <details>\n        <summary>Quick start with <code>create-next-app</code></summary>\n        <code>npx create-next-app starter</code>\n      </details>\n    </td>\n  </tr>\n</table>\n";
    let s = site(&[("docs/index.mdx", &format!("# T\n\n{table}"))]);
    let (m, _) = compile(s.path().to_str().unwrap());
    let t = &page(&m, "/")["blocks"][0]["Table"];
    let cell = t["rows"][0][0].as_array().unwrap();
    assert_eq!(text(&cell[0]), "A starter.", "{cell:?}");
    let details = cell.iter().find_map(|i| i.get("Html")).map(|h| &h[0]["Element"]).unwrap_or_else(|| panic!("no details: {cell:?}"));
    assert_eq!(details["tag"], "details");
    let summary = &details["children"][0]["Element"];
    assert_eq!(summary["tag"], "summary");
    assert_eq!(summary["children"], json!([{"Text": "Quick start with "}, {"Element": {"tag": "code", "children": [{"Text": "create-next-app"}]}}]));
    let body = json!({"Element": {"tag": "p", "children": [{"Element": {"tag": "code", "children": [{"Text": "npx create-next-app starter"}]}}]}});
    assert_eq!(details["children"][1], body);
}

/// Issue 32: depth and the cycle check do not bound partial fan-out (10 levels, each
/// including the next 8 times, is 8^10 inclusions from 1.1 KB); the page's expansion has a
/// byte budget that ends in one located `docc::partial-too-large` at the use that crosses it.
#[test]
fn partial_fan_out_is_a_located_error_at_the_use_over_the_budget() {
    let mut files: Vec<(String, String)> = vec![("docs/index.mdx".into(), "import P0 from './_p0.mdx';\n\n# Fan-out\n\n<P0 />\n".into())];
    for k in 0..10 {
        let uses = "<P />\n\n".repeat(8);
        files.push((format!("docs/_p{k}.mdx"), format!("import P from './_p{}.mdx';\n\nLevel {k}.\n\n{uses}", k + 1)));
    }
    files.push(("docs/_p10.mdx".into(), "Leaf.\n".into()));
    let refs: Vec<(&str, &str)> = files.iter().map(|(p, t)| (p.as_str(), t.as_str())).collect();
    let s = site(&refs);
    let (ok, _, diags) = try_compile(s.path().to_str().unwrap());
    assert!(!ok);
    let too_large: Vec<&Value> = diags.iter().filter(|d| d["code"] == "docc::partial-too-large").collect();
    assert_eq!(too_large.len(), 1, "reported once: {diags:?}");
    let d = too_large[0];
    assert!(d["message"].as_str().unwrap().contains("8 MB"), "{d}");
    assert!(!d["help"].as_str().unwrap_or("").is_empty(), "{d}");
    let at = (d["file"].as_str().unwrap(), d["line"].as_u64().unwrap(), d["column"].as_u64().unwrap());
    // The sixth `<P />` (line 15) of `_p8.mdx` is where the depth-first expansion crosses 8 MB.
    assert_eq!(at, ("docs/_p8.mdx", 15, 1), "{d}");
}

#[test]
fn a_component_that_spins_on_every_page_is_stopped_by_the_site_budget() {
    // Alone each page stops at its own step budget; 80 pages of it (each its own text, so no
    // render is reused) would be 160M steps. The
    // site's budget (60M, shared by all pages of the compile) ends it sooner: the pages past
    // it fall back at once with the site-wide reason.
    let module = "export default function Spin(p) {\n  let n = 0;\n  for (let i = 0; i >= 0; i++) { n = n + i }\n  return <div>{p.children}</div>;\n}\n";
    let source = |i| format!("# P{i}\n\nimport Spin from '@site/src/Spin';\n\n<Spin>kept</Spin>\n");
    let mut files: Vec<(String, String)> = vec![("src/Spin.jsx".into(), module.into())];
    files.extend((0..80).map(|i| (format!("docs/p{i}.mdx"), source(i))));
    let refs: Vec<(&str, &str)> = files.iter().map(|(p, t)| (p.as_str(), t.as_str())).collect();
    let dir = site(&refs);
    let started = std::time::Instant::now();
    let (ok, model, diags) = try_compile(dir.path().to_str().unwrap());
    eprintln!(
        "80 spinning pages compiled in {:?}: {:?}",
        started.elapsed(),
        diags.iter().find(|d| d["code"] == "docc::mdx-component").map(|d| d["message"].to_string())
    );
    assert!(ok, "{diags:#?}");
    let msgs: Vec<&str> = diags.iter().filter(|d| d["code"] == "docc::mdx-component").filter_map(|d| d["message"].as_str()).collect();
    assert!(msgs.iter().any(|m| m.contains("runs more than 2000000 steps") && m.contains("(src/Spin.jsx:3:")), "{msgs:#?}");
    assert!(msgs.iter().any(|m| m.contains("the site's components together run more than 60000000 steps")), "{msgs:#?}");
    for i in [0, 40, 79] {
        assert_eq!(text(&page(&model, &format!("/p{i}"))["blocks"]), "kept");
    }
}

#[test]
fn a_page_past_the_output_budget_is_a_located_error() {
    // 200 bytes of source that render 45 MB: three uses of a component that returns 15 MB of
    // text (each within the interpreter's budgets). The page budget (32 MB) refuses the page.
    let module = "export default function Big() {\n  return <p>{'word '.repeat(3e6)}</p>;\n}\n";
    let page = "# A\n\nimport Big from '@site/src/Big';\n\n<Big />\n\n<Big />\n\n<Big />\n";
    let dir = site(&[("src/Big.jsx", module), ("docs/a.mdx", page), ("docs/b.md", "# B\n")]);
    let (ok, _, diags) = try_compile(dir.path().to_str().unwrap());
    assert!(!ok);
    let d: Vec<&Value> = diags.iter().filter(|d| d["code"] == "docc::page-too-large").collect();
    assert_eq!(d.len(), 1, "{diags:#?}");
    assert_eq!(d[0]["file"], "docs/a.mdx");
    assert!(d[0]["message"].as_str().unwrap().starts_with("the page /a renders to 4"), "{}", d[0]["message"]);
    // Two uses stay under it.
    let dir = site(&[("src/Big.jsx", module), ("docs/a.mdx", "# A\n\nimport Big from '@site/src/Big';\n\n<Big />\n\n<Big />\n")]);
    let (ok, _, diags) = try_compile(dir.path().to_str().unwrap());
    assert!(ok, "{diags:#?}");
}

/// socket.io's diagrams are `<ThemedImage sources={{ light: useBaseUrl(…), dark: useBaseUrl(…) }} />`
/// (`@theme/ThemedImage`): docc showed nothing for them (19 pages without their images). The
/// page's image is the light source, embedded with the tag's alt; a ThemedImage whose sources
/// are not written in the page is a located warning, as for `<img>`.
#[test]
fn themed_images_show_their_light_source() {
    let svg = |w: u32| format!("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"10\"><rect width=\"{w}\" height=\"10\"/></svg>\n");
    let (light, dark) = (svg(40), svg(60));
    let s = site(&[
        (
            "docs/index.mdx",
            "import ThemedImage from '@theme/ThemedImage';\nimport useBaseUrl from '@docusaurus/useBaseUrl';\n\n# Diagrams\n\n<ThemedImage\n  alt=\"Broadcasting to all clients\"\n  sources={{\n    light: useBaseUrl('/img/light.svg'),\n    dark: useBaseUrl('/img/dark.svg'),\n  }}\n/>\n\n<ThemedImage alt=\"Dark only\" sources={{ dark: useBaseUrl('img/dark.svg') }} />\n\n<ThemedImage alt=\"Computed\" sources={pick()} />\n",
        ),
        ("static/img/light.svg", &light),
        ("static/img/dark.svg", &dark),
    ]);
    let (m, diags) = compile(s.path().to_str().unwrap());
    let imgs: Vec<(String, u64)> = page(&m, "/")["blocks"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|b| b.get("Paragraph").and_then(|p| p[0].get("Image")))
        .map(|i| (i["alt"].as_str().unwrap().to_string(), i["width"].as_u64().unwrap()))
        .collect();
    assert_eq!(imgs, [("Broadcasting to all clients".to_string(), 40), ("Dark only".to_string(), 60)]);
    let warned: Vec<(&str, u64)> = diags.iter().map(|d| (d["code"].as_str().unwrap(), d["line"].as_u64().unwrap())).collect();
    assert_eq!(warned, [("docc::mdx-jsx", 16)], "{diags:#?}");
}

/// A site's components read what Docusaurus gives a doc's: the MDX `frontMatter` (the site's
/// own keys), `useDocsVersion().docs[id].title` of other docs, data they `require`, and a
/// `<CodeBlock>` whose lines they group in `<div>`s shows those lines as its code.
#[test]
fn components_read_front_matter_the_docs_version_and_required_data() {
    let related = "import React from 'react';\nimport {useDocsVersion} from '@docusaurus/plugin-content-docs/client';\nimport Link from '@docusaurus/Link';\n\nexport default function SeeAlso({names}) {\n  const docs = useDocsVersion().docs;\n  return (\n    <ul>\n      {names.map((n) => (\n        <li key={n}><Link to={`/rules/${n}`}><code>{n}</code></Link>: {docs[`rules/${n}`].title}</li>\n      ))}\n    </ul>\n  );\n}\n";
    let list = "import React from 'react';\nimport {useDocsVersion} from '@docusaurus/plugin-content-docs/client';\nimport CodeBlock from '@theme/CodeBlock';\nconst levels = require('./levels.json');\n\nexport default function Todo() {\n  const docs = useDocsVersion().docs;\n  return (\n    <CodeBlock language=\"markdown\">\n      {Object.keys(levels).map((level) => (\n        <div key={level}>\n          {`## ${level}\\n`}\n          {levels[level].map((n) => `- [ ] \\`${n}\\` - ${docs[`rules/${n}`].title}\\n`).join('')}\n        </div>\n      ))}\n    </CodeBlock>\n  );\n}\n";
    let s = site(&[
        ("src/parts/SeeAlso.jsx", related),
        ("src/parts/Todo.jsx", list),
        ("src/parts/levels.json", "{\"basic\": [\"setup\", \"errors\"]}"),
        ("docs/rules/setup.mdx", "---\ntitle: Keep setup in one place\nsee_also:\n  - errors\n---\nimport SeeAlso from '../../src/parts/SeeAlso.jsx'\n\nSet things up once.\n\n## See also\n\n<SeeAlso names={frontMatter.see_also} />\n"),
        ("docs/rules/errors.mdx", "---\ntitle: Report failures clearly\nsee_also:\n  - setup\n---\nimport SeeAlso from '../../src/parts/SeeAlso.jsx'\n\nSay what failed.\n\n<SeeAlso names={frontMatter.see_also}></SeeAlso>\n"),
        ("docs/todo.mdx", "---\ntitle: Todo\n---\nimport Todo from '../src/parts/Todo.jsx'\n\n<Todo />\n"),
    ]);
    let (model, diags) = compile(s.path().to_str().unwrap());
    assert!(!diags.iter().any(|d| d["code"] == "docc::mdx-component"), "{diags:#?}");
    let setup = text(&page(&model, "/rules/setup")["blocks"]);
    assert!(setup.contains("errors: Report failures clearly"), "{setup}");
    let errors = &page(&model, "/rules/errors")["blocks"];
    assert!(text(errors).contains("setup: Keep setup in one place"), "{}", text(errors));
    assert!(errors.to_string().contains("\"/rules/setup\""), "{errors}");
    let todo = page(&model, "/todo")["blocks"].as_array().unwrap().iter().find_map(|b| b.get("Code")).cloned().expect("a code block");
    let code: Vec<String> = todo["lines"].as_array().unwrap().iter().map(text).collect();
    assert_eq!(code, ["## basic", "- [ ] `setup` - Keep setup in one place", "- [ ] `errors` - Report failures clearly"], "{todo}");
}
