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

/// The look and the default label of a type, if docc knows it.
pub(crate) fn lookup(name: &str) -> Option<(AdmonitionKind, &'static str)> {
    TYPES.iter().find(|(n, ..)| *n == name).map(|&(_, kind, label)| (kind, label))
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
            assert_eq!(lookup(name), Some((*kind, *label)));
        }
        assert_eq!(lookup("success").map(|l| l.0), lookup("tip").map(|l| l.0));
        assert_eq!(lookup("important"), Some((Info, "Important")));
        assert_eq!(lookup("shout"), None);
    }

    #[test]
    fn caution_looks_like_a_warning_under_its_own_label() {
        assert_eq!(lookup("caution"), Some((Warning, "Caution")));
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
}
