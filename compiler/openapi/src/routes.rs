//! Where the reference's pages live. docc's own layout puts the overview at `/OpenAPI`,
//! operations at `/OpenAPI/<kebab operationId>` and schemas at `/OpenAPI/schemas/<name>`;
//! a Docusaurus site using `docusaurus-plugin-openapi-docs` (5.x) has its pages where the
//! plugin's generated docs are (`<docs route>/<outputDir>/…`), named as its `createItems`
//! names them (`lib/openapi/openapi.js`): the info page `kebabCase(title with its first
//! space made "-", lower-cased)`, an operation `kebabCase(operationId ?? summary)`, a schema
//! `schemas/` + `kebabCase(title ?? key, first space "-", lower-cased)`, with lodash's
//! `kebabCase` (`lodash_kebab`).

use docc_markdown::slug::kebab;

/// The reference's route layout.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Routes {
    /// The folder of every page (`/OpenAPI`, or the plugin's `outputDir` as a route).
    pub root: String,
    /// Named as docusaurus-plugin-openapi-docs names its generated docs.
    pub plugin: bool,
}

impl Default for Routes {
    fn default() -> Self {
        Routes { root: crate::ROOT.into(), plugin: false }
    }
}

impl Routes {
    /// The plugin's layout under `root` (`/OpenAPI` for `outputDir: "docs/OpenAPI"` in a docs
    /// instance at `docs/` served at `/`).
    pub fn openapi_docs(root: &str) -> Self {
        Routes { root: format!("/{}", root.trim_matches('/')).trim_end_matches('/').to_string(), plugin: true }
    }

    fn under(&self, rest: &str) -> String {
        format!("{}/{rest}", self.root.trim_end_matches('/'))
    }

    /// The API's overview (the plugin's info page).
    pub fn overview(&self, title: &str) -> String {
        match self.plugin {
            false => self.root.clone(),
            true => self.under(&lodash_kebab(&title.replacen(' ', "-", 1).to_lowercase())),
        }
    }

    /// An operation: `id` is its operationId, or docc's stand-in from method and path.
    pub fn operation(&self, operation_id: Option<&str>, summary: &str, id: &str) -> String {
        let name = match (self.plugin, operation_id) {
            (true, Some(op)) => lodash_kebab(op),
            (true, None) if !summary.is_empty() => lodash_kebab(summary),
            _ => kebab(id),
        };
        self.under(&name)
    }

    /// A webhook (the plugin's webhooks are not laid out here: docc's names, under the root).
    pub fn webhook(&self, id: &str) -> String {
        self.under(&format!("webhooks/{}", kebab(id)))
    }

    /// A component schema, from its key and its `title`. `None`: docc's own name (the key,
    /// lower case, made a route segment by the caller).
    pub fn schema(&self, key: &str, title: Option<&str>) -> Option<String> {
        self.plugin.then(|| self.under(&format!("schemas/{}", lodash_kebab(&title.unwrap_or(key).replacen(' ', "-", 1).to_lowercase()))))
    }

    /// Whether a route is one of the reference's.
    pub fn contains(&self, route: &str) -> bool {
        route == self.root || route.strip_prefix(self.root.as_str()).is_some_and(|r| r.starts_with('/'))
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    Upper,
    Lower,
    Digit,
    /// Not a letter, digit or break (lodash's `rsMisc`): most symbols outside ASCII.
    Misc,
    /// Punctuation, spaces, ASCII symbols: words end there.
    Break,
}

fn class(c: char) -> Class {
    if c.is_ascii_digit() {
        Class::Digit
    } else if c.is_uppercase() {
        Class::Upper
    } else if c.is_lowercase() {
        Class::Lower
    } else if c.is_ascii() || c.is_whitespace() || ('\u{2000}'..='\u{206f}').contains(&c) {
        Class::Break
    } else {
        Class::Misc
    }
}

/// lodash's `kebabCase` (4.17): apostrophes removed, the string cut into `words`, each
/// lower-cased, joined with `-`. Words are found as lodash's `unicodeWords` regex finds
/// them, alternative by alternative, when the string has a case change, a letter next to a
/// digit or a character other than letters, digits and spaces (`hasUnicodeWord`); else they
/// are the runs between ASCII punctuation and spaces. Ordinals (`1st`) and emoji, and
/// `deburr`'s accent folding, are not ported (operation ids and schema titles are
/// identifiers).
pub fn lodash_kebab(s: &str) -> String {
    let s: Vec<char> = s.chars().filter(|&c| c != '\'' && c != '\u{2019}').collect();
    let words = if has_unicode_word(&s) { unicode_words(&s) } else { ascii_words(&s) };
    words.iter().map(|w| w.to_lowercase()).collect::<Vec<_>>().join("-")
}

fn has_unicode_word(s: &[char]) -> bool {
    let al = |c: char| c.is_ascii_alphabetic();
    s.windows(2).any(|w| (w[0].is_ascii_lowercase() && w[1].is_ascii_uppercase()) || (w[0].is_ascii_digit() && al(w[1])) || (al(w[0]) && w[1].is_ascii_digit()))
        || s.windows(3).any(|w| w[0].is_ascii_uppercase() && w[1].is_ascii_uppercase() && w[2].is_ascii_lowercase())
        || s.iter().any(|&c| !c.is_ascii_alphanumeric() && c != ' ')
}

fn ascii_words(s: &[char]) -> Vec<String> {
    // `/[^\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+/g`
    let word = |c: &char| !c.is_ascii() || c.is_ascii_alphanumeric();
    s.split(|c| !word(c)).filter(|w| !w.is_empty()).map(|w| w.iter().collect()).collect()
}

fn unicode_words(s: &[char]) -> Vec<String> {
    let cls: Vec<Class> = s.iter().map(|&c| class(c)).collect();
    let at = |i: usize| cls.get(i).copied();
    let run = |from: usize, ok: &dyn Fn(Class) -> bool| (from..cls.len()).take_while(|&j| ok(cls[j])).count();
    let mut words = Vec::new();
    let mut i = 0;
    while i < cls.len() {
        let len = word_at(i, &at, &run);
        match len {
            Some(n) => {
                words.push(s[i..i + n].iter().collect());
                i += n;
            }
            None => i += 1,
        }
    }
    words
}

/// The length of the word lodash's `reUnicodeWord` matches at `i`, trying its alternatives in order.
fn word_at(i: usize, at: &dyn Fn(usize) -> Option<Class>, run: &dyn Fn(usize, &dyn Fn(Class) -> bool) -> usize) -> Option<usize> {
    use Class::*;
    let upper = usize::from(at(i) == Some(Upper));
    let misc_lower = |c: Class| c == Lower || c == Misc;
    let misc_upper = |c: Class| c == Upper || c == Misc;
    // 1. `Upper? Lower+ (?= Break | Upper | $)`
    for u in [upper, 0] {
        let n = run(i + u, &|c| c == Lower);
        if n > 0 && matches!(at(i + u + n), None | Some(Break) | Some(Upper)) {
            return Some(u + n);
        }
    }
    // 2. `MiscUpper+ (?= Break | Upper MiscLower | $)`, longest first.
    let n = run(i, &misc_upper);
    for k in (1..=n).rev() {
        let next = at(i + k);
        if matches!(next, None | Some(Break)) || (next == Some(Upper) && at(i + k + 1).is_some_and(misc_lower)) {
            return Some(k);
        }
    }
    // 3. `Upper? MiscLower+`
    for u in [upper, 0] {
        let n = run(i + u, &misc_lower);
        if n > 0 {
            return Some(u + n);
        }
    }
    // 4. `Upper+`, then 7. digits.
    let n = run(i, &|c| c == Upper);
    if n > 0 {
        return Some(n);
    }
    let n = run(i, &|c| c == Digit);
    (n > 0).then_some(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Values from npm `lodash.kebabcase` 4.1.1 (lodash 4's `kebabCase`, run in node), and the names of silvana-docs'
    /// generated pages (SilvanaOne/silvana-docs, docs/OpenAPI).
    #[test]
    fn kebab_case_as_lodash() {
        let cases = [
            ("launchToken", "launch-token"),
            ("getNftV2Info", "get-nft-v-2-info"),
            ("nftv2requestanswer", "nftv-2-requestanswer"),
            ("jobid", "jobid"),
            ("silvana-openapi", "silvana-openapi"),
            ("getNFTV2Info", "get-nftv-2-info"),
            ("XMLHttpRequest", "xml-http-request"),
            ("Foo Bar", "foo-bar"),
            ("__FOO_BAR__", "foo-bar"),
            ("fooBar", "foo-bar"),
            ("Deploy a new token.", "deploy-a-new-token"),
            ("it's", "its"),
            ("abc", "abc"),
            ("ABC", "abc"),
            ("v2", "v-2"),
            ("get /users/{id}", "get-users-id"),
        ];
        for (input, want) in cases {
            assert_eq!(lodash_kebab(input), want, "{input:?}");
        }
    }

    #[test]
    fn plugin_routes() {
        let r = Routes::openapi_docs("/OpenAPI/");
        assert_eq!(r.overview("Silvana OpenAPI"), "/OpenAPI/silvana-openapi");
        assert_eq!(r.operation(Some("getNftV2Info"), "Get info", "getNftV2Info"), "/OpenAPI/get-nft-v-2-info");
        assert_eq!(r.operation(None, "List all pets", "get/pets"), "/OpenAPI/list-all-pets");
        assert_eq!(r.schema("NftV2RequestAnswer", None).as_deref(), Some("/OpenAPI/schemas/nftv-2-requestanswer"));
        assert_eq!(r.schema("Pet", Some("A Pet")).as_deref(), Some("/OpenAPI/schemas/a-pet"));
        let d = Routes::default();
        assert_eq!((d.overview("Silvana OpenAPI"), d.schema("Pet", None)), ("/OpenAPI".to_string(), None));
        assert!(r.contains("/OpenAPI/x") && !r.contains("/OpenAPIx"));
        assert_eq!(Routes::openapi_docs("/").root, "");
    }
}
