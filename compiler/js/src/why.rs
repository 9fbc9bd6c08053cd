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

/// A reason with no place in the code (a renderer's own refusal: "it renders a number as text").
impl From<String> for Why {
    fn from(what: String) -> Self {
        Why { what, at: String::new() }
    }
}

impl From<&str> for Why {
    fn from(what: &str) -> Self {
        Why { what: what.to_string(), at: String::new() }
    }
}

/// A value's reason (`Value::Unknown`, `to_text`'s error) as an owned error.
impl From<std::rc::Rc<Why>> for Why {
    fn from(w: std::rc::Rc<Why>) -> Self {
        std::rc::Rc::unwrap_or_clone(w)
    }
}
