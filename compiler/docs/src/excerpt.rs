//! A doc's description when its front matter has none: Docusaurus's `createExcerpt`
//! (`@docusaurus/utils` `markdownUtils.ts`, 3.x), rule for rule. It reads the Markdown source,
//! not the rendered page: the first line that is not blank, an import/export, inside a code
//! fence or an h1, with HTML tags, heading marks, emphasis, links, inline code, blockquote
//! marks, admonition fences, emoji names and heading ids stripped by the same regular
//! expressions (Oniguruma here, JavaScript's there; none of them relies on a difference).

use onig::{Captures, Regex};
use std::sync::LazyLock;

struct Rules {
    setext_title: Regex,
    import: Regex,
    /// (pattern, keep group 1 (else remove), every match (else the first))
    clean: Vec<(Regex, bool, bool)>,
}

static RULES: LazyLock<Rules> = LazyLock::new(|| {
    let r = |p: &str| Regex::new(p).expect("excerpt pattern");
    Rules {
        // Markdown alternate (setext) title, at the very start only.
        setext_title: r(r"\A[^\r\n]*\r?\n[=]+"),
        import: r(r"\A(?:import|export)\s"),
        clean: vec![
            (r(r"<[^>]*>"), false, true),                    // HTML tags
            (r(r"^#[^#]+#?"), false, true),                  // title (h1) headers
            (r(r"^#{1,6}\s*([^#]*?)\s*#{0,6}"), true, true), // ATX headers: their text
            (r(r"([*_]{1,3})(.*?)\1"), true, true),          // emphasis (group 2, below)
            (r(r"~~(\S.*\S)~~"), true, true),                // strikethrough
            (r(r"!\[(.*?)\][\[(].*?[\])]"), true, true),     // images: their alt
            (r(r"\[\^.+?\](?:: .*$)?"), false, true),        // footnotes
            (r(r"\[(.*?)\][\[(].*?[\])]"), true, true),      // inline links: their text
            (r(r"`(.+?)`"), true, true),                     // inline code
            (r(r"\A\s{0,3}>\s?"), false, true),              // blockquote marks
            (r(r":::.*"), false, false),                     // admonition fences
            (r(r"\s?:(?:::|[^:\n])+:"), false, true),        // :emoji: names
            (r(r"\{#*[A-Za-z0-9_-]+\}"), false, false),      // custom heading id
        ],
    }
});

/// The excerpt of a Markdown body (front matter removed), or `None` when no line qualifies.
pub(crate) fn create_excerpt(body: &str) -> Option<String> {
    let rules = &*RULES;
    let text = rules.setext_title.replace(body.trim_start(), "");
    let (mut in_code, mut in_import) = (false, false);
    let mut last_fence = 0;
    for line in text.split('\n').map(|l| l.strip_suffix('\r').unwrap_or(l)) {
        let blank = line.trim().is_empty();
        // An empty line ends the imports.
        if blank {
            in_import = false;
            continue;
        }
        if (rules.import.find(line).is_some() || in_import) && !in_code {
            in_import = true;
            continue;
        }
        let t = line.trim();
        if t.starts_with("```") {
            let fence = t.len() - t.trim_start_matches('`').len();
            if !in_code {
                in_code = true;
                last_fence = fence;
            } else if fence >= last_fence {
                in_code = false;
            }
            continue;
        } else if in_code {
            continue;
        }
        let mut s = line.to_string();
        for (i, (re, keep, all)) in rules.clean.iter().enumerate() {
            // The emphasis rule keeps its second group (the first is the opening mark).
            let group = if i == 3 { 2 } else { 1 };
            let rep = |c: &Captures| if *keep { c.at(group).unwrap_or("").to_string() } else { String::new() };
            s = if *all { re.replace_all(&s, rep) } else { re.replace(&s, rep) };
        }
        let s = s.trim();
        if !s.is_empty() {
            return Some(s.to_string());
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::create_excerpt;

    /// Cases from Docusaurus's own `markdownUtils` tests (`createExcerpt`).
    #[test]
    fn follows_docusaurus_create_excerpt() {
        let cases: &[(&str, Option<&str>)] = &[
            ("\n  Lorem ipsum dolor sit amet.\n\n  Nunc porttitor libero.\n", Some("Lorem ipsum dolor sit amet.")),
            ("# Markdown Regular Title\n\n## Heading\n\nText", Some("Heading")),
            ("Markdown Title\n==============\n\nFirst *line* with `code`, [a link](/x) and ![alt](i.png).", Some("First line with code, a link and alt.")),
            (
                "import Tabs from '@theme/Tabs';\nimport X from './x';\n\n```js\nconst a = 1;\n```\n\n:::note\n\nThe **note** :smile: body\n",
                Some("The note body"),
            ),
            ("````md\n```js\nnot here\n```\n````\n\n> Quoted ~~old~~ text[^1]\n", Some("Quoted old text")),
            ("### Heading with id {#custom-id}\n", Some("Heading with id")),
            ("<a\n  href=\"https://x\">Chat</a>\n", Some("<a")),
            ("&nbsp;\n\nText", Some("&nbsp;")),
            ("export const x = 1;\n\n```\ncode\n```\n", None),
        ];
        for (input, want) in cases {
            assert_eq!(create_excerpt(input).as_deref(), *want, "{input:?}");
        }
    }
}
