//! SVG images are sanitised when they are embedded, with a real XML parser (quick-xml),
//! because the runtime serves assets as `blob:` URLs in the site's origin: an `<img>` never
//! runs an SVG's script, but the same URL opened in a new tab ("Open image in new tab")
//! would, with the site's storage. What can run or fetch is removed, what draws is kept:
//!
//! - elements: `script`, `foreignObject` (arbitrary HTML), `iframe`/`embed`/`object`/
//!   `audio`/`video`, `handler`/`listener`, and animations that retarget `href` or an
//!   event attribute (`<set attributeName="href" to="javascript:…">`);
//! - attributes: every `on*` handler, `href`/`xlink:href` other than `#fragment` (and
//!   `data:` raster images on `<image>`), `xml:base`, any value naming `javascript:`/
//!   `vbscript:`/`data:text/html`, styles that import or `url()` something outside;
//! - the DOCTYPE (entity definitions), processing instructions (`xml-stylesheet`), comments.
//!
//! A file that is not well-formed XML is refused (browsers would not draw it either).

use quick_xml::escape::resolve_predefined_entity;
use quick_xml::events::attributes::Attribute;
use quick_xml::events::{BytesRef, BytesStart, Event};
use quick_xml::{Reader, Writer, XmlVersion};

/// Elements dropped with everything inside them.
const DROPPED: &[&str] = &["script", "foreignobject", "iframe", "embed", "object", "audio", "video", "handler", "listener"];
const ANIMATIONS: &[&str] = &["set", "animate", "animatetransform", "animatemotion", "animatecolor"];

/// The sanitised SVG, or why the bytes are not a well-formed SVG document.
pub(crate) fn sanitize(bytes: &[u8]) -> Result<Vec<u8>, String> {
    let text = std::str::from_utf8(bytes).map_err(|e| format!("not UTF-8 text ({e})"))?;
    let mut reader = Reader::from_str(text);
    let mut writer = Writer::new(Vec::with_capacity(bytes.len()));
    // Depth inside a dropped element (0 = not dropping); `in_style` filters CSS text.
    let mut skip = 0usize;
    let mut in_style = false;
    // A run of `<style>` text arrives as text and entity-reference events (`u&#114;l(` is
    // three): it is held back and checked whole before the next markup.
    let mut css = Css::default();
    let mut saw_root = false;
    let mut depth = 0usize;
    loop {
        let event = reader.read_event().map_err(|e| format!("not well-formed XML at byte {}: {e}", reader.error_position()))?;
        if !matches!(event, Event::Text(_) | Event::GeneralRef(_)) {
            css.flush(&mut writer)?;
        }
        let out = match event {
            Event::Eof => break,
            Event::Start(e) => {
                depth += 1;
                if skip > 0 || drops(&e) {
                    skip += 1;
                    continue;
                }
                saw_root = true;
                in_style = local(&e) == "style";
                Event::Start(clean(&e)?)
            }
            Event::Empty(e) => {
                if skip > 0 || drops(&e) {
                    continue;
                }
                saw_root = true;
                Event::Empty(clean(&e)?)
            }
            Event::End(e) => {
                depth = depth.saturating_sub(1);
                if skip > 0 {
                    skip -= 1;
                    continue;
                }
                in_style = false;
                Event::End(e)
            }
            Event::Text(t) if skip == 0 && in_style => {
                css.text.push_str(&t.decode().map_err(|e| e.to_string())?);
                css.events.push(Event::Text(t.into_owned()));
                continue;
            }
            Event::GeneralRef(r) if skip == 0 && in_style => {
                css.text.push_str(&resolve(&r)?);
                css.events.push(Event::GeneralRef(r.into_owned()));
                continue;
            }
            Event::Text(t) if skip == 0 => Event::Text(t),
            Event::GeneralRef(r) if skip == 0 => Event::GeneralRef(r),
            Event::CData(c) if skip == 0 => {
                if in_style && !css_is_safe(&String::from_utf8_lossy(&c)) {
                    continue;
                }
                Event::CData(c)
            }
            Event::Decl(d) => Event::Decl(d),
            // DOCTYPE (entities), processing instructions, comments, dropped content.
            _ => continue,
        };
        writer.write_event(out).map_err(|e| e.to_string())?;
    }
    css.flush(&mut writer)?;
    if !saw_root || depth != 0 {
        return Err("no complete root element".into());
    }
    Ok(writer.into_inner())
}

/// `<style>` text held back until it is whole: the events as read and the text they spell.
#[derive(Default)]
struct Css {
    events: Vec<Event<'static>>,
    text: String,
}

impl Css {
    /// Writes the held text if it is safe CSS (dropping it otherwise) and starts a new run.
    fn flush(&mut self, writer: &mut Writer<Vec<u8>>) -> Result<(), String> {
        let events = std::mem::take(&mut self.events);
        if css_is_safe(&std::mem::take(&mut self.text)) {
            for e in events {
                writer.write_event(e).map_err(|e| e.to_string())?;
            }
        }
        Ok(())
    }
}

/// The text an entity reference stands for: a character reference or one of XML's five
/// predefined entities (the DOCTYPE, which could define others, is dropped).
fn resolve(r: &BytesRef) -> Result<String, String> {
    if let Some(c) = r.resolve_char_ref().map_err(|e| e.to_string())? {
        return Ok(c.to_string());
    }
    let name = r.decode().map_err(|e| e.to_string())?;
    resolve_predefined_entity(&name).map(str::to_string).ok_or_else(|| format!("unknown entity &{name}; in a style"))
}

fn local(e: &BytesStart) -> String {
    String::from_utf8_lossy(e.local_name().as_ref()).to_ascii_lowercase()
}

fn drops(e: &BytesStart) -> bool {
    let name = local(e);
    if DROPPED.contains(&name.as_str()) {
        return true;
    }
    ANIMATIONS.contains(&name.as_str())
        && e.attributes().flatten().any(|a| {
            let key = String::from_utf8_lossy(a.key.local_name().as_ref()).to_ascii_lowercase();
            let value = String::from_utf8_lossy(&a.value).trim().to_ascii_lowercase();
            key == "attributename" && (value.ends_with("href") || value.starts_with("on"))
        })
}

/// The element with only its harmless attributes.
fn clean<'a>(e: &'a BytesStart<'a>) -> Result<BytesStart<'static>, String> {
    let name = String::from_utf8_lossy(e.name().as_ref()).into_owned();
    let element = local(e);
    let mut out = BytesStart::new(name);
    for a in e.attributes().with_checks(true) {
        let a = a.map_err(|e| format!("bad attribute: {e}"))?;
        let key = String::from_utf8_lossy(a.key.as_ref()).to_ascii_lowercase();
        let local_key = String::from_utf8_lossy(a.key.local_name().as_ref()).to_ascii_lowercase();
        let value = a.normalized_value(XmlVersion::Implicit1_0).map_err(|e| e.to_string())?;
        if keeps(&element, &key, &local_key, &value) {
            out.push_attribute(Attribute { key: quick_xml::name::QName(a.key.as_ref()), value: a.value.clone() });
        }
    }
    Ok(out.into_owned())
}

fn keeps(element: &str, key: &str, local_key: &str, value: &str) -> bool {
    if local_key.starts_with("on") || key == "xml:base" || matches!(local_key, "src" | "action" | "formaction") {
        return false;
    }
    let squashed: String = value.chars().filter(|c| !c.is_whitespace() && !c.is_control()).collect::<String>().to_ascii_lowercase();
    if squashed.contains("javascript:") || squashed.contains("vbscript:") || squashed.contains("data:text/html") {
        return false;
    }
    if local_key == "href" {
        let raster = squashed.starts_with("data:image/") && !squashed.starts_with("data:image/svg");
        return squashed.starts_with('#') || (raster && matches!(element, "image" | "feimage"));
    }
    if local_key == "style" {
        return css_is_safe(value);
    }
    true
}

/// CSS that fetches nothing from outside: no `@import`, every `url()` a `#fragment`.
fn css_is_safe(css: &str) -> bool {
    let lower = css.to_ascii_lowercase();
    if lower.contains("@import") || lower.contains("expression(") {
        return false;
    }
    lower.match_indices("url(").all(|(i, _)| lower[i + 4..].trim_start().trim_start_matches(['"', '\'']).starts_with('#'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(svg: &str) -> String {
        String::from_utf8(sanitize(svg.as_bytes()).unwrap()).unwrap()
    }

    #[test]
    fn scripts_handlers_and_external_references_go_drawing_stays() {
        let dirty = r##"<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY x "boom">]>
<?xml-stylesheet href="https://evil.example/a.css"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)" viewBox="0 0 10 10">
  <script>alert(2)</script><SCRIPT xlink:href="https://evil.example/x.js"/>
  <foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(3)"/></body></foreignObject>
  <a xlink:href="javascript:alert(4)"><rect width="5" height="5" fill="url(#g)" onclick="alert(5)"/></a>
  <a href=" java&#x09;script:alert(6)"><text>t</text></a>
  <set attributeName="href" to="javascript:alert(7)"/>
  <animate attributeName="onclick" values="alert(8)"/>
  <animate attributeName="opacity" values="0;1" dur="1s"/>
  <use href="https://evil.example/sprite.svg#a"/><use href="#g"/>
  <image href="https://evil.example/track.png"/><image href="data:image/png;base64,AAAA"/>
  <style>@import url(https://evil.example/s.css);</style>
  <style>.a { fill: url(#g) }</style>
  <circle style="fill: url('https://evil.example/p')" r="1"/>
  <linearGradient id="g"><stop offset="0"/></linearGradient>
  <!-- comment -->
</svg>"##;
        let clean = s(dirty);
        for bad in ["alert", "evil.example", "script", "ENTITY", "onload", "onclick", "foreignObject", "xml-stylesheet", "comment", "@import"] {
            assert!(!clean.to_lowercase().contains(&bad.to_lowercase()), "{bad} left in:\n{clean}");
        }
        for good in [
            "viewBox=\"0 0 10 10\"",
            "fill=\"url(#g)\"",
            "<use href=\"#g\"/>",
            "data:image/png;base64,AAAA",
            ".a { fill: url(#g) }",
            "attributeName=\"opacity\"",
            "<linearGradient id=\"g\">",
            "<text>t</text>",
        ] {
            assert!(clean.contains(good), "{good} missing from:\n{clean}");
        }
    }

    #[test]
    fn entities_in_text_stay_and_cannot_hide_a_url_in_a_style() {
        // quick-xml reports `&#114;` as its own event: the style's text is checked whole.
        let clean = s("<svg><style>.a { fill: u&#114;l(https://evil.example/p) }</style><style>.b &gt; .c { fill: u&#114;l(#g) }</style><text>a &amp; b &#x3C;</text></svg>");
        assert!(!clean.contains("evil.example"), "{clean}");
        assert!(clean.contains(".b &gt; .c { fill: u&#114;l(#g) }"), "{clean}");
        assert!(clean.contains("<text>a &amp; b &#x3C;</text>"), "{clean}");
        assert!(sanitize(b"<svg><style>&xxe;</style></svg>").is_err());
    }

    #[test]
    fn malformed_svg_is_refused() {
        assert!(sanitize(b"<svg><g></svg>").is_err());
        assert!(sanitize(b"not xml at all").is_err());
        assert!(sanitize(b"<svg>").is_err());
        assert!(sanitize(&[0xff, 0xfe]).is_err());
        assert_eq!(s("<svg/>"), "<svg/>");
    }
}
