//! Remark plugins a Docusaurus config lists that docc applies itself, beyond npm2yarn
//! (`docusaurus::read_markdown_plugins`): their options read from the config's value.

use crate::config::TabBlocksConfig;
use crate::jsconfig::{JVal, Loc};
use docc_diag::Diagnostic;

pub(crate) const TAB_BLOCKS: &str = "docusaurus-remark-plugin-tab-blocks";

/// `docusaurus-remark-plugin-tab-blocks`'s options (`{ groupId, labels, sync }`), as the
/// plugin's `resolveConfig` reads them: `groupId || "code-examples"`, `sync ?? true`, the
/// `labels` pairs after the defaults. A value docc cannot read is reported and its default kept.
pub(crate) fn tab_blocks(options: Option<&(JVal, Loc)>, diags: &mut Vec<Diagnostic>) -> TabBlocksConfig {
    let mut t = TabBlocksConfig::default();
    let Some((options, options_loc)) = options else { return t };
    let mut unread = |loc: &Loc, what: &str| {
        diags.push(
            Diagnostic::warning("docc::tab-blocks-option", format!("{TAB_BLOCKS}'s {what}; its default is used"))
                .at(&loc.file, loc.span.clone(), "not read")
                .help(
                "write the option as a literal in the config (docc reads the config without running it), or set it in `[markdown.tab_blocks]` of a docc.toml",
            ),
        );
    };
    if let JVal::Dyn(why) = options {
        unread(options_loc, &format!("options are computed when the site builds ({why})"));
    }
    if let Some((v, loc)) = options.entry("groupId") {
        match v {
            JVal::Str(s) if !s.is_empty() => t.group_id = s.clone(),
            JVal::Str(_) | JVal::Null | JVal::Bool(false) => {}
            _ => unread(loc, "`groupId` is not a string"),
        }
    }
    if let Some((v, loc)) = options.entry("sync") {
        match v {
            JVal::Bool(b) => t.sync = *b,
            JVal::Null => {}
            _ => unread(loc, "`sync` is not a boolean"),
        }
    }
    if let Some((v, loc)) = options.entry("labels") {
        match v {
            JVal::Arr(pairs) => {
                for (pair, pair_loc) in pairs {
                    match pair.items() {
                        [(JVal::Str(lang), _), (JVal::Str(label), _)] => t.labels.push((lang.clone(), label.clone())),
                        _ => unread(pair_loc, "`labels` entry is not a `[language, label]` pair of strings"),
                    }
                }
            }
            _ => unread(loc, "`labels` is not an array of `[language, label]` pairs"),
        }
    }
    t
}
