//! HTML in spec descriptions → Markdown, before rendering.
//!
//! OpenAPI descriptions are CommonMark, which allows HTML, and generated specs use it:
//! Stripe's 450 operation descriptions are `<p>…</p>` with `<a href>`, `<code>` and
//! `<strong>`. docc never renders raw HTML (it could carry scripts), so every such
//! description used to be a `raw-html` warning and lose its text. The handful of tags
//! that only carry text structure are rewritten to the Markdown they stand for; any other
//! tag-like text (`<currency>` as a placeholder) is escaped so it shows as written.

/// `text` with the structural HTML tags rewritten; `None` when it holds none (the common
/// case: nothing is copied).
pub(crate) fn to_markdown(text: &str) -> Option<String> {
    if !text.contains('<') || !has_known_tag(text) {
        return None;
    }
    let mut out = String::with_capacity(text.len() + 16);
    let mut links: Vec<String> = Vec::new();
    let mut in_code = false;
    let mut rest = text;
    while let Some(i) = rest.find('<') {
        push_text(&mut out, &rest[..i], in_code);
        rest = &rest[i..];
        let Some(end) = rest.find('>') else { break };
        let tag = &rest[1..end];
        let (closing, body) = match tag.strip_prefix('/') {
            Some(b) => (true, b),
            None => (false, tag),
        };
        let name: String = body.chars().take_while(|c| c.is_ascii_alphanumeric()).collect::<String>().to_ascii_lowercase();
        let attrs = body[name.len()..].trim().trim_end_matches('/').trim();
        let plain = attrs.is_empty() || name == "a" && !closing && href(attrs).is_some();
        let known = plain
            && match (name.as_str(), closing) {
                ("p" | "ul" | "ol" | "div", _) => {
                    block_break(&mut out);
                    true
                }
                ("br", false) => {
                    out.push_str("  \n");
                    true
                }
                ("li", false) => {
                    if !out.ends_with('\n') {
                        out.push('\n');
                    }
                    out.push_str("- ");
                    true
                }
                ("li", true) => true,
                ("code" | "tt", _) => {
                    out.push('`');
                    in_code = !closing;
                    true
                }
                ("strong" | "b", _) => {
                    out.push_str("**");
                    true
                }
                ("em" | "i", _) => {
                    out.push('*');
                    true
                }
                ("a", false) if attrs.is_empty() || href(attrs).is_some() => {
                    links.push(href(attrs).unwrap_or_default());
                    out.push('[');
                    true
                }
                ("a", true) if !links.is_empty() => {
                    let h = links.pop().unwrap_or_default();
                    out.push_str("](");
                    out.push_str(&h.replace(' ', "%20").replace(')', "%29"));
                    out.push(')');
                    true
                }
                _ => false,
            };
        if known {
            rest = &rest[end + 1..];
        } else {
            // Not a tag docc rewrites: shown as written.
            out.push_str(if in_code { "<" } else { "\\<" });
            rest = &rest[1..];
        }
    }
    push_text(&mut out, rest, in_code);
    // `</p>\n\n<p>`: the breaks of the tags and of the text add up.
    while out.contains("\n\n\n") {
        out = out.replace("\n\n\n", "\n\n");
    }
    Some(out.trim().to_string())
}

fn has_known_tag(text: &str) -> bool {
    ["<p>", "</p>", "<a href=", "<code>", "<strong>", "<br>", "<br/>", "<ul>", "<li>", "<em>"].iter().any(|t| text.contains(t))
}

fn href(attrs: &str) -> Option<String> {
    let v = attrs.strip_prefix("href")?.trim_start().strip_prefix('=')?.trim_start();
    let q = v.chars().next().filter(|c| *c == '"' || *c == '\'')?;
    let inner = &v[1..];
    let close = inner.find(q)?;
    inner[close + 1..].trim().is_empty().then(|| decode_entities(&inner[..close]))
}

fn block_break(out: &mut String) {
    let trimmed = out.trim_end_matches([' ', '\t']).len();
    out.truncate(trimmed);
    if !out.is_empty() && !out.ends_with("\n\n") {
        out.push_str(if out.ends_with('\n') { "\n" } else { "\n\n" });
    }
}

/// Text between tags: inside `<code>` the entities are decoded (a code span shows them
/// literally); outside, CommonMark decodes them itself.
fn push_text(out: &mut String, s: &str, in_code: bool) {
    if in_code {
        out.push_str(&decode_entities(s));
    } else {
        out.push_str(s);
    }
}

fn decode_entities(s: &str) -> String {
    if !s.contains('&') {
        return s.to_string();
    }
    s.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&#39;", "'").replace("&amp;", "&")
}

#[cfg(test)]
mod tests {
    use super::to_markdown;

    #[test]
    fn stripe_style_descriptions_become_markdown() {
        let md = to_markdown(
            "<p>Returns a list of accounts connected via <a href=\"/docs/connect\">Connect</a>. Use <code>limit</code>.</p>\n\n<p><strong>Note:</strong> a &lt;b&gt; <currency> placeholder.</p>",
        )
        .unwrap();
        assert_eq!(md, "Returns a list of accounts connected via [Connect](/docs/connect). Use `limit`.\n\n**Note:** a &lt;b&gt; \\<currency> placeholder.");
    }

    #[test]
    fn lists_breaks_and_plain_text() {
        assert_eq!(to_markdown("<p>One:</p><ul><li>a</li><li><code>x&lt;y</code></li></ul>").unwrap(), "One:\n\n- a\n- `x<y`");
        assert_eq!(to_markdown("a<br>b").unwrap(), "a  \nb");
        assert!(to_markdown("Plain `Markdown` with a < sign").is_none());
        // A tag with attributes other than a link's href is escaped, not dropped.
        assert_eq!(to_markdown("<p>x <span class=\"y\">z</span></p>").unwrap(), "x \\<span class=\"y\">z\\</span>");
    }
}
