//! The remark plugin `docusaurus-remark-plugin-tab-blocks` (4.x, used by Jest and others):
//! consecutive code blocks whose meta holds `tab` become one `<Tabs>` group, one tab per
//! block (```` ```js tab ```` then ```` ```ts tab ````), as the plugin's `index.js` does:
//!
//! - a code block's meta is a tab when it contains `tab` anywhere (the plugin's
//!   `/tab(={.+})?/`, so `title="table.js"` counts too); `tab={…}` carries JSON options:
//!   `label` (the tab's label; its value is the label lower-cased with its first space
//!   turned into `-`) and `span` (how many code blocks, whatever their meta, the tab holds);
//! - the group is the run of such blocks that are siblings with nothing between them; a block
//!   without the `tab` meta ends it;
//! - a tab without `label` is labelled from its language through `labels` (`js` →
//!   JavaScript, `ts` → TypeScript, plus the site's pairs), else shows its value (the
//!   language), as Docusaurus's `<Tabs>` does for an item without a label;
//! - with `sync` (the default) every group shares `groupId` (default `code-examples`).
//!
//! `Renderer::code_end` (lib.rs) does the grouping as code blocks close.

/// The plugin's options, from the site's config (`remarkPlugins`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TabBlocks {
    /// The `groupId` of every group when `sync` is on.
    pub group_id: String,
    /// Language → label, later pairs winning (the plugin builds a `Map` from the defaults
    /// followed by the site's `labels`).
    pub labels: Vec<(String, String)>,
    /// Groups share one choice (`groupId`).
    pub sync: bool,
}

impl Default for TabBlocks {
    fn default() -> Self {
        TabBlocks { group_id: "code-examples".into(), labels: default_labels(), sync: true }
    }
}

/// The labels the plugin always knows, before the site's own.
pub fn default_labels() -> Vec<(String, String)> {
    vec![("js".into(), "JavaScript".into()), ("ts".into(), "TypeScript".into())]
}

impl TabBlocks {
    /// The label for a language (the last pair naming it).
    pub fn label(&self, lang: &str) -> Option<&str> {
        self.labels.iter().rev().find(|(l, _)| l == lang).map(|(_, label)| label.as_str())
    }

    /// The group id the plugin writes (`None` without `sync`).
    pub fn group(&self) -> &str {
        if self.sync {
            &self.group_id
        } else {
            ""
        }
    }
}

/// A code block's `tab` options.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct TabMeta {
    /// Code blocks the tab holds, this one included (at least 1).
    pub span: usize,
    pub label: Option<String>,
}

impl TabMeta {
    /// The tab's value: its label lower-cased, the first space made `-` (JavaScript's
    /// `replace(" ", "-")`), else the language.
    pub(crate) fn value(&self, lang: &str) -> String {
        match &self.label {
            Some(l) => l.to_lowercase().replacen(' ', "-", 1),
            None => lang.to_string(),
        }
    }
}

/// Whether a fence's meta makes it a tab, and its options: `None` when the meta has no
/// `tab`; `Err` with the reason when its `tab={…}` options cannot be read (the plugin's
/// `JSON.parse` throws and the site's build fails).
pub(crate) fn parse_meta(meta: &str) -> Option<Result<TabMeta, String>> {
    if meta.is_empty() {
        // mdast has no meta (`null`) for a fence with only a language.
        return None;
    }
    let at = meta.find("tab")?;
    let after = &meta[at + 3..];
    // `(={.+})?`: `={`, at least one character that is not a line end, `}` (the last one).
    let line = after.split(['\n', '\r', '\u{2028}', '\u{2029}']).next().unwrap_or("");
    let group = line.strip_prefix("={").and_then(|inner| inner.rfind('}').filter(|&close| close > 0).map(|close| &line[1..close + 3]));
    let Some(group) = group else {
        return Some(Ok(TabMeta { span: 1, label: None }));
    };
    // `tabTag[0].split("=")[1]`: what follows `tab=` up to the next `=`.
    let json = group.split('=').next().unwrap_or("");
    Some(read_options(json))
}

fn read_options(json: &str) -> Result<TabMeta, String> {
    let value: serde_json::Value = serde_json::from_str(json).map_err(|e| format!("`{json}` is not JSON ({e})"))?;
    let serde_json::Value::Object(map) = value else {
        return Err(format!("`{json}` is not a JSON object"));
    };
    let span = match map.get("span") {
        None => 1,
        Some(serde_json::Value::Number(n)) => match n.as_f64() {
            // `spanItems.length < span`: a fractional span takes the next whole number.
            Some(f) if f > 0.0 => f.ceil().min(usize::MAX as f64) as usize,
            _ => return Err(format!("`span` is {n}; the plugin needs a number of code blocks of at least 1")),
        },
        Some(other) => return Err(format!("`span` is {other}; the plugin needs a number of code blocks of at least 1")),
    };
    let label = match map.get("label") {
        None | Some(serde_json::Value::Null) => None,
        Some(serde_json::Value::String(s)) => Some(s.clone()),
        Some(other) => return Err(format!("`label` is {other}; the plugin needs a string")),
    };
    Ok(TabMeta { span, label })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn meta(span: usize, label: Option<&str>) -> Option<Result<TabMeta, String>> {
        Some(Ok(TabMeta { span, label: label.map(str::to_string) }))
    }

    #[test]
    fn tab_anywhere_in_the_meta_marks_a_tab() {
        assert_eq!(parse_meta(""), None);
        assert_eq!(parse_meta("title=\"a.js\""), None);
        assert_eq!(parse_meta("tab"), meta(1, None));
        assert_eq!(parse_meta("title=\"x.js\" tab"), meta(1, None));
        // The plugin's regex has no word boundary.
        assert_eq!(parse_meta("title=\"table.js\""), meta(1, None));
        // `tab={}`: `.+` needs a character, so no options.
        assert_eq!(parse_meta("tab={}"), meta(1, None));
    }

    #[test]
    fn options_are_the_json_after_tab() {
        assert_eq!(parse_meta("tab={\"label\":\"TypeScript\"}"), meta(1, Some("TypeScript")));
        assert_eq!(parse_meta("tab={\"span\":2} title=\"SomeClass.js\""), meta(2, None));
        assert_eq!(parse_meta("tab={\"span\":1.5,\"label\":null}"), meta(2, None));
        assert_eq!(parse_meta("{1,3} tab={ \"label\": \"npm\" } showLineNumbers"), meta(1, Some("npm")));
    }

    #[test]
    fn unreadable_options_are_errors() {
        // The regex runs to the last `}`, so a later brace swallows the title.
        assert!(matches!(parse_meta("tab={\"label\":\"npm\"} title=\"{x}\""), Some(Err(_))));
        // `split("=")` cuts a label holding `=`.
        assert!(matches!(parse_meta("tab={\"label\":\"a=b\"}"), Some(Err(e)) if e.contains("{\"label\":\"a")));
        assert!(matches!(parse_meta("tab={\"span\":0}"), Some(Err(e)) if e.contains("span")));
        assert!(matches!(parse_meta("tab={\"label\":3}"), Some(Err(e)) if e.contains("label")));
        assert!(matches!(parse_meta("tab={label:'x'}"), Some(Err(_))));
    }

    #[test]
    fn values_and_labels() {
        let m = TabMeta { span: 1, label: Some("Yarn Berry Classic".into()) };
        assert_eq!(m.value("bash"), "yarn-berry classic");
        assert_eq!(TabMeta { span: 1, label: None }.value("bash"), "bash");
        let mut t = TabBlocks::default();
        assert_eq!(t.label("ts"), Some("TypeScript"));
        assert_eq!(t.label("json"), None);
        t.labels.push(("ts".into(), "TS".into()));
        assert_eq!(t.label("ts"), Some("TS"));
        assert_eq!(t.group(), "code-examples");
        t.sync = false;
        assert_eq!(t.group(), "");
    }

    /// Renders `text` as the plugin's site would: a context that has the plugin on.
    struct Ctx(Option<TabBlocks>, Vec<docc_diag::Diagnostic>);

    impl crate::RenderCtx for Ctx {
        fn link(&mut self, dest: &str, _span: std::ops::Range<usize>) -> (String, bool) {
            (dest.to_string(), false)
        }
        fn image(&mut self, _src: &str, _span: std::ops::Range<usize>) -> Option<u32> {
            None
        }
        fn diag(&mut self, d: docc_diag::Diagnostic) {
            self.1.push(d);
        }
        fn tab_blocks(&self) -> Option<&TabBlocks> {
            self.0.as_ref()
        }
    }

    fn render(options: Option<TabBlocks>, text: &str) -> (Vec<docc_model::Block>, Vec<docc_diag::Diagnostic>) {
        let mut ctx = Ctx(options, Vec::new());
        let file = docc_diag::SourceFile::new("page.md", text);
        let blocks = crate::render(&file, 0..text.len(), &mut ctx).blocks;
        (blocks, ctx.1)
    }

    /// (group id, [(value, label, [code titles or languages])]) of each tabs block, or the
    /// kind of any other block.
    fn shape(blocks: &[docc_model::Block]) -> Vec<String> {
        use docc_model::Block;
        blocks
            .iter()
            .map(|b| match b {
                Block::Tabs(t) => {
                    let items: Vec<String> = t
                        .items
                        .iter()
                        .map(|i| {
                            let codes: Vec<String> = i
                                .blocks
                                .iter()
                                .map(|c| match c {
                                    Block::Code(c) if c.title.is_empty() => c.lang.clone(),
                                    Block::Code(c) => c.title.clone(),
                                    _ => "?".into(),
                                })
                                .collect();
                            format!("{}|{}|{}", i.value, i.label, codes.join("+"))
                        })
                        .collect();
                    format!("tabs[{}] {}", t.group_id, items.join(", "))
                }
                Block::Code(c) => format!("code {}", c.lang),
                Block::Paragraph(_) => "p".into(),
                Block::List { .. } => "list".into(),
                other => format!("{other:?}").chars().take(12).collect(),
            })
            .collect()
    }

    #[test]
    fn consecutive_tab_blocks_make_one_group_labelled_by_language() {
        let text = "```js tab\na()\n```\n\n```ts tab\na()\n```\n\n```json tab\n{}\n```\n\ntext\n\n```js tab\nb()\n```\n\n```js\nplain()\n```\n";
        let (blocks, diags) = render(Some(TabBlocks::default()), text);
        assert!(diags.is_empty(), "{diags:?}");
        assert_eq!(
            shape(&blocks),
            ["tabs[code-examples] js|JavaScript|js, ts|TypeScript|ts, json|json|json", "p", "tabs[code-examples] js|JavaScript|js", "code js",]
        );
        // Without the plugin, the same text is five code blocks.
        let (plain, _) = render(None, text);
        assert_eq!(shape(&plain), ["code js", "code ts", "code json", "p", "code js", "code js"]);
    }

    #[test]
    fn labels_span_and_sync_options() {
        let options = TabBlocks { group_id: "langs".into(), labels: [default_labels(), vec![("json".into(), "JSON".into())]].concat(), sync: true };
        let text = "```js tab={\"span\":2} title=\"SomeClass.js\"\nclass A {}\n```\n\n```js title=\"SomeClass.test.js\"\ntest()\n```\n\n\
                    ```ts tab={\"span\":2} title=\"SomeClass.ts\"\nclass A {}\n```\n\n```ts tab title=\"SomeClass.test.ts\"\ntest()\n```\n\n\
                    ```json tab\n{}\n```\n\n```bash tab={\"label\":\"Yarn Berry\"}\nyarn\n```\n";
        let (blocks, diags) = render(Some(options), text);
        assert!(diags.is_empty(), "{diags:?}");
        assert_eq!(
            shape(&blocks),
            ["tabs[langs] js|JavaScript|SomeClass.js+SomeClass.test.js, ts|TypeScript|SomeClass.ts+SomeClass.test.ts, json|JSON|json, yarn-berry|Yarn Berry|bash"]
        );
        let (blocks, _) = render(Some(TabBlocks { sync: false, ..TabBlocks::default() }), "```js tab\na\n```\n");
        assert_eq!(shape(&blocks), ["tabs[] js|JavaScript|js"]);
    }

    #[test]
    fn only_siblings_with_nothing_between_group() {
        // List items are separate parents; a block quote holds its own group; a comment
        // (an HTML node in Markdown) separates two blocks.
        let text = "- ```js tab\n  a\n  ```\n- ```ts tab\n  b\n  ```\n\n> ```js tab\n> a\n> ```\n>\n> ```ts tab\n> b\n> ```\n\n```js tab\na\n```\n<!-- x -->\n\n```ts tab\nb\n```\n";
        let (blocks, _) = render(Some(TabBlocks::default()), text);
        assert_eq!(shape(&blocks), ["list", "Quote([Tabs(", "tabs[code-examples] js|JavaScript|js", "tabs[code-examples] ts|TypeScript|ts"]);
        let docc_model::Block::Quote(inner) = &blocks[1] else { panic!() };
        assert_eq!(shape(inner), ["tabs[code-examples] js|JavaScript|js, ts|TypeScript|ts"]);
        let docc_model::Block::List { items, .. } = &blocks[0] else { panic!() };
        assert_eq!(shape(&items[0].blocks), ["tabs[code-examples] js|JavaScript|js"]);
        assert_eq!(shape(&items[1].blocks), ["tabs[code-examples] ts|TypeScript|ts"]);
    }

    #[test]
    fn bad_options_and_duplicate_values_are_reported_at_the_fence() {
        let text = "intro\n\n```js tab={\"label\":\"a=b\"}\na\n```\n\n```js tab\na\n```\n\n```js tab\nb\n```\n";
        let (blocks, diags) = render(Some(TabBlocks::default()), text);
        assert_eq!(shape(&blocks), ["p", "code js", "tabs[code-examples] js|JavaScript|js, js|JavaScript|js"]);
        assert_eq!(diags.len(), 2, "{diags:?}");
        assert!(diags[0].is_error() && diags[0].code == "docc::tab-blocks");
        assert_eq!(Some(&text[diags[0].span.clone()]), Some("```js tab={\"label\":\"a=b\"}"));
        assert!(!diags[1].is_error() && diags[1].message.contains("`js`"));
        assert_eq!(Some(text[diags[1].span.clone()].starts_with("```js tab\nb")), Some(true));
    }
}
