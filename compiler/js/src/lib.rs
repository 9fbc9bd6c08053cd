//! A small interpreter over the JavaScript/TypeScript/JSX a docs site writes in its own
//! React components, so that docc can show what Docusaurus's server-side render shows
//! without a JavaScript engine: props in, a tree of elements out.
//!
//! It runs a subset (bindings with destructuring, functions, `if`/`for…of`, template
//! literals, spreads, member and optional access, the common string/array/object
//! methods) with SSR semantics for React's hooks: `useState(x)` gives `x`, effects never
//! run. What only a browser or a package could give (an npm import, a CSS module,
//! `fetch`) is [`Value::Unknown`], carrying where and why: harmless in the props docc
//! ignores (`className`, `style`, handlers), an error where it would reach the page.
//! A step budget (operations charge what they read: `value::work`), a site-wide step budget
//! shared by a compile's pages (`SiteBudget`), a wall-clock backstop, a call-depth limit and a
//! budget of built strings and arrays stop runaway code (`value::built`); sources are parsed within nesting budgets (`nesting`);
//! nothing panics on bad input.

mod builtins;
mod interp;
mod modules;
pub mod nesting;
mod value;
mod why;

pub use interp::{Host, Interp, Page, PageData, SiteBudget, SiteLimits, HOST_PREFIX, SITE_BUILT, SITE_PARTIAL_BYTES, SVG_FILE};
pub use modules::Modules;
pub use value::{Elem, ElemType, Value, Why};

#[cfg(test)]
mod tests;
