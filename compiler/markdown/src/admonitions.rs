//! The admonition types docc understands, in one table: `:::type Title` blocks and MDX
//! `<Admonition type="…">` both look a type up here. A type picks one of the model's looks
//! (`AdmonitionKind`: the runtime's icon and colours) and the label shown when the block has
//! no title of its own, so a new type that looks like an existing one is one row here; only a
//! new look touches the model and the runtime.

use docc_diag::{Diagnostic, SourceFile};
use docc_model::AdmonitionKind::{self, Danger, Info, Note, Tip, Warning};
use std::ops::Range;
use std::sync::Arc;

/// (type as written, look, label). Docusaurus 1's aliases keep the meaning Docusaurus 3
/// gives them: `secondary` looks like a note, `success` a tip, `important` an info, each under
/// its own name as label (theme-classic's `Admonition/Types`).
const TYPES: &[(&str, AdmonitionKind, &str)] = &[
    ("note", Note, "Note"),
    ("secondary", Note, "Secondary"),
    ("tip", Tip, "Tip"),
    ("success", Tip, "Success"),
    ("info", Info, "Info"),
    ("important", Info, "Important"),
    ("warning", Warning, "Warning"),
    // Docusaurus keeps `caution` as its own type: the warning look under its own label.
    ("caution", Warning, "Caution"),
    ("danger", Danger, "Danger"),
];

/// Docusaurus 2's theme (`Admonition/index.tsx`, 2.0–2.4) has five types, `caution` its
/// warning look, and draws its legacy aliases as the type they alias, under that type's
/// label: `:::warning` is a danger box titled "danger".
const DOCUSAURUS_2_ALIASES: &[(&str, AdmonitionKind, &str)] =
    &[("secondary", Note, "Note"), ("success", Tip, "Tip"), ("important", Info, "Info"), ("warning", Danger, "Danger")];

/// The look and the default label of a type, if docc knows it; `docusaurus_major`: the
/// site's Docusaurus major version (`RenderCtx::docusaurus_major`), whose theme draws it.
pub(crate) fn lookup(name: &str, docusaurus_major: Option<u32>) -> Option<(AdmonitionKind, &'static str)> {
    let v2 = docusaurus_major.is_some_and(|m| m <= 2);
    let aliases: &[(&str, AdmonitionKind, &str)] = if v2 { DOCUSAURUS_2_ALIASES } else { &[] };
    aliases.iter().chain(TYPES).find(|(n, ..)| *n == name).map(|&(_, kind, label)| (kind, label))
}

/// What an unknown type becomes (with the warning below): an info box.
pub(crate) const FALLBACK: (AdmonitionKind, &str) = (Info, "Info");

/// The warning for an unknown type, listing the types of the table.
pub(crate) fn unknown(name: &str, file: &Arc<SourceFile>, span: Range<usize>) -> Diagnostic {
    let names: Vec<&str> = TYPES.iter().map(|(n, ..)| *n).collect();
    Diagnostic::warning("docc::unknown-admonition", format!("unknown admonition type `{name}`"))
        .at(file, span, "not an admonition type")
        .help(format!("use one of: {} (rendered as info for now)", names.join(", ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_type_has_a_label_and_aliases_share_their_look() {
        for (name, kind, label) in TYPES {
            assert!(!label.is_empty(), "{name}");
            assert_eq!(lookup(name, None), Some((*kind, *label)));
        }
        assert_eq!(lookup("success", None).map(|l| l.0), lookup("tip", None).map(|l| l.0));
        assert_eq!(lookup("important", None), Some((Info, "Important")));
        assert_eq!(lookup("shout", None), None);
    }

    #[test]
    fn caution_looks_like_a_warning_under_its_own_label() {
        assert_eq!(lookup("caution", None), Some((Warning, "Caution")));
        let blocks = crate::render_str("t.md", ":::caution\nMind the gap.\n:::\n\n:::caution Hot\nx\n:::\n", &mut crate::PlainCtx::default());
        let titles: Vec<String> = blocks
            .iter()
            .map(|b| match b {
                docc_model::Block::Admonition { kind: Warning, title: Some(t), .. } => docc_model::text::plain_text(t),
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(titles, ["Caution", "Hot"]);
    }

    #[test]
    fn directive_label_titles_and_alias_labels() {
        let src = ":::info[More **examples**]\nx\n:::\n\n:::important\ny\n:::\n\n:::tip[]\nz\n:::\n";
        let blocks = crate::render_str("t.md", src, &mut crate::PlainCtx::default());
        let titles: Vec<(AdmonitionKind, String)> = blocks
            .iter()
            .map(|b| match b {
                docc_model::Block::Admonition { kind, title: Some(t), .. } => (*kind, docc_model::text::plain_text(t)),
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(titles, [(Info, "More examples".to_string()), (Info, "Important".to_string()), (Tip, "Tip".to_string())]);
    }

    /// socket.io (Docusaurus 2.4) writes `:::warning`, which its theme draws as a danger box
    /// titled "danger"; Docusaurus 3 has a warning type of its own.
    #[test]
    fn docusaurus_2_draws_its_aliases_as_the_types_they_alias() {
        assert_eq!(lookup("warning", Some(2)), Some((Danger, "Danger")));
        assert_eq!(lookup("important", Some(2)), Some((Info, "Info")));
        assert_eq!(lookup("success", Some(2)), Some((Tip, "Tip")));
        assert_eq!(lookup("secondary", Some(2)), Some((Note, "Note")));
        assert_eq!(lookup("caution", Some(2)), Some((Warning, "Caution")));
        assert_eq!(lookup("warning", Some(3)), Some((Warning, "Warning")));
        assert_eq!(lookup("warning", None), Some((Warning, "Warning")));
    }
}
