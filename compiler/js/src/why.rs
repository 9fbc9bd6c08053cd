//! Why a value is unknown or an evaluation failed: the reason and where it comes from.

use std::fmt;

/// Why a value cannot be known statically, and where that comes from.
#[derive(Debug, Clone, PartialEq)]
pub struct Why {
    /// "it calls `fetch`".
    pub what: String,
    /// `src/components/Foo.tsx:12:5`, or empty.
    pub at: String,
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.at.is_empty() {
            write!(f, "{}", self.what)
        } else {
            write!(f, "{} ({})", self.what, self.at)
        }
    }
}
