//! Values of the interpreter. Arrays and objects are shared immutably (`Rc`); the
//! components docs sites write build new values rather than mutate old ones.

use crate::modules::Src;
pub use crate::why::Why;
use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;
use std::rc::Rc;
use std::sync::Arc;
use swc_core::ecma::ast::{Expr, Pat, Stmt};

/// Bytes of strings and array/object slots one evaluation may build. The step budget does
/// not bound memory: `'x'.repeat(1e10)` is one step, and a string doubled in a loop
/// reaches gigabytes in 30; so every string and array the interpreter makes is charged
/// here (`charge`), the interpreter checks the total at each step, and operations that
/// size their result up front (`repeat`, `padStart`, `join`) refuse beyond `MAX_STRING`.
pub(crate) const MAX_BUILT: usize = 128 << 20;
/// The longest string (bytes) or array (elements) one operation may make.
pub(crate) const MAX_STRING: usize = 16 << 20;
/// Bytes charged per array element or object property (a `Value` and its slot).
pub(crate) const SLOT_BYTES: usize = 32;

thread_local! {
    /// What the interpreter on this thread has built since `reset_built` (an `Interp` is
    /// not `Send`, so one evaluation stays on one thread).
    static BUILT: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

pub(crate) fn charge(bytes: usize) {
    BUILT.with(|b| b.set(b.get().saturating_add(bytes)));
}

pub(crate) fn built() -> usize {
    BUILT.with(std::cell::Cell::get)
}

pub(crate) fn reset_built() {
    BUILT.with(|b| b.set(0));
    WORK.with(|b| b.set(0));
}

/// Bytes of a string or slots of an array one step may read, before it counts as one
/// more step. A step is one node evaluated, but `s.indexOf('y')`, `s.length`, `s[i]` or
/// `a === b` over a 15 MB string reads all of it: a 144-byte loop of them ran past 40 s
/// inside the step budget. Charging what operations read (`work`) keeps the step budget
/// a bound on time, deterministically (a wall clock would make the diagnostic depend on
/// the machine's load).
pub(crate) const WORK_PER_STEP: u64 = 64;

thread_local! {
    /// Bytes and slots read by operations since `reset_built` (see `WORK_PER_STEP`).
    static WORK: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

pub(crate) fn work(bytes: usize) {
    WORK.with(|w| w.set(w.get().saturating_add(bytes as u64)));
}

/// What the operations on this thread have read, in steps.
pub(crate) fn work_steps() -> u64 {
    WORK.with(std::cell::Cell::get) / WORK_PER_STEP
}

/// What an operation reads of `v` (its bytes or slots), for `work`.
pub(crate) fn size(v: &Value) -> usize {
    match v {
        Value::Str(s) => s.len(),
        Value::Arr(a) => a.len().saturating_mul(SLOT_BYTES),
        Value::Obj(o) => o.len().saturating_mul(SLOT_BYTES),
        _ => 0,
    }
}

/// An array value, charged to the budget.
pub(crate) fn array(v: Vec<Value>) -> Value {
    charge(v.len().saturating_mul(SLOT_BYTES));
    Value::Arr(Rc::new(v))
}

/// An object value, charged to the budget.
pub(crate) fn object(v: Vec<(String, Value)>) -> Value {
    charge(v.iter().map(|(k, _)| k.len() + SLOT_BYTES).sum());
    Value::Obj(Rc::new(v))
}

#[derive(Clone)]
pub enum Value {
    Undef,
    Null,
    Bool(bool),
    Num(f64),
    Str(Rc<str>),
    Arr(Rc<Vec<Value>>),
    Obj(Rc<Vec<(String, Value)>>),
    Func(Rc<Func>),
    /// A function or namespace docc implements itself (`useState`, `Object.entries`).
    Builtin(Rc<str>),
    /// A component docc renders natively, by the tag name its renderer knows
    /// (`@theme/Tabs` → `Tabs`, `@docusaurus/Link` → `Link`; empty for `Fragment`).
    Host(Rc<str>),
    Elem(Rc<Elem>),
    /// The MDX children of the component's use in the page (Markdown, rendered by the caller).
    Children,
    Unknown(Rc<Why>),
}

impl fmt::Debug for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Undef => write!(f, "undefined"),
            Value::Null => write!(f, "null"),
            Value::Bool(b) => write!(f, "{b}"),
            Value::Num(n) => write!(f, "{}", num_to_string(*n)),
            Value::Str(s) => write!(f, "{s:?}"),
            Value::Arr(a) => f.debug_list().entries(a.iter()).finish(),
            Value::Obj(o) => f.debug_map().entries(o.iter().map(|(k, v)| (k, v))).finish(),
            Value::Func(x) => write!(f, "[function {}]", x.name),
            Value::Builtin(n) => write!(f, "[builtin {n}]"),
            Value::Host(n) => write!(f, "[host {n}]"),
            Value::Elem(e) => write!(f, "<{:?} {:?}>{:?}", e.ty, e.props, e.children),
            Value::Children => write!(f, "{{children}}"),
            Value::Unknown(w) => write!(f, "[unknown: {w}]"),
        }
    }
}

/// A JSX element: `<ty {...props}>{children}</ty>`.
#[derive(Debug)]
pub struct Elem {
    pub ty: ElemType,
    pub props: Vec<(String, Value)>,
    pub children: Vec<Value>,
}

impl Elem {
    pub fn prop(&self, name: &str) -> Option<&Value> {
        self.props.iter().rev().find(|(k, _)| k == name).map(|(_, v)| v)
    }
}

#[derive(Debug, Clone)]
pub enum ElemType {
    /// An HTML element (`div`) or a natively rendered component (`Tabs`).
    Tag(Rc<str>),
    Fragment,
    /// A component of the site: evaluated when the tree is rendered ([`crate::Interp::expand`]).
    Func(Rc<Func>),
    Unknown(Rc<Why>),
}

pub struct Func {
    pub name: String,
    pub(crate) params: Vec<Pat>,
    pub(crate) body: Body,
    pub(crate) env: Env,
    pub(crate) src: Arc<Src>,
    /// A class component's `render`: called with the props, it runs with `this` bound to
    /// `{ props, ...these }` (its `state` field, its other methods).
    pub(crate) class: Option<Rc<Vec<(String, Value)>>>,
}

impl fmt::Debug for Func {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[function {}]", self.name)
    }
}

pub(crate) enum Body {
    Expr(Box<Expr>),
    Block(Vec<Stmt>),
}

/// A scope: its bindings and the scope around it.
pub(crate) struct Scope {
    pub vars: RefCell<HashMap<String, Value>>,
    pub parent: Option<Env>,
}

pub(crate) type Env = Rc<Scope>;

pub(crate) fn scope(parent: Option<&Env>) -> Env {
    Rc::new(Scope { vars: RefCell::new(HashMap::new()), parent: parent.cloned() })
}

pub(crate) fn lookup(env: &Env, name: &str) -> Option<Value> {
    let mut e = Some(env);
    while let Some(s) = e {
        if let Some(v) = s.vars.borrow().get(name) {
            return Some(v.clone());
        }
        e = s.parent.as_ref();
    }
    None
}

/// Assigns to the nearest scope that binds `name`; false when none does.
pub(crate) fn assign(env: &Env, name: &str, v: Value) -> bool {
    let mut e = Some(env);
    while let Some(s) = e {
        if let Some(slot) = s.vars.borrow_mut().get_mut(name) {
            *slot = v;
            return true;
        }
        e = s.parent.as_ref();
    }
    false
}

pub(crate) fn num_to_string(n: f64) -> String {
    if n.is_nan() {
        "NaN".into()
    } else if n.is_infinite() {
        if n > 0.0 { "Infinity" } else { "-Infinity" }.into()
    } else if n.fract() == 0.0 && n.abs() < 1e21 {
        format!("{}", n as i64)
    } else {
        format!("{n}")
    }
}

impl Value {
    pub fn str(s: impl Into<Rc<str>>) -> Value {
        let s: Rc<str> = s.into();
        charge(s.len());
        Value::Str(s)
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }

    /// `Some(truthiness)`, or `None` for an unknown value.
    pub fn truthy(&self) -> Option<bool> {
        Some(match self {
            Value::Undef | Value::Null => false,
            Value::Bool(b) => *b,
            Value::Num(n) => *n != 0.0 && !n.is_nan(),
            Value::Str(s) => !s.is_empty(),
            Value::Unknown(_) => return None,
            _ => true,
        })
    }

    /// The text JavaScript's `String(v)` gives; `Err` for an unknown value.
    pub fn to_text(&self) -> Result<String, Rc<Why>> {
        Ok(match self {
            Value::Undef => "undefined".into(),
            Value::Null => "null".into(),
            Value::Bool(b) => b.to_string(),
            Value::Num(n) => num_to_string(*n),
            Value::Str(s) => s.to_string(),
            Value::Arr(a) => {
                let mut parts = Vec::new();
                for v in a.iter() {
                    parts.push(if matches!(v, Value::Undef | Value::Null) { String::new() } else { v.to_text()? });
                }
                parts.join(",")
            }
            Value::Obj(_) | Value::Elem(_) | Value::Children | Value::Host(_) => "[object Object]".into(),
            Value::Func(_) | Value::Builtin(_) => "function".into(),
            Value::Unknown(w) => return Err(w.clone()),
        })
    }

    pub fn to_num(&self) -> f64 {
        match self {
            Value::Num(n) => *n,
            Value::Bool(b) => f64::from(u8::from(*b)),
            Value::Null => 0.0,
            Value::Str(s) if s.trim().is_empty() => 0.0,
            Value::Str(s) => s.trim().parse().unwrap_or(f64::NAN),
            _ => f64::NAN,
        }
    }

    pub fn get(&self, key: &str) -> Value {
        match self {
            Value::Obj(o) => o.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v.clone()).unwrap_or(Value::Undef),
            Value::Arr(a) if key == "length" => Value::Num(a.len() as f64),
            Value::Arr(a) => key.parse::<usize>().ok().and_then(|i| a.get(i).cloned()).unwrap_or(Value::Undef),
            Value::Str(s) if key == "length" => {
                work(s.len());
                Value::Num(s.encode_utf16().count() as f64)
            }
            Value::Str(s) => {
                work(s.len());
                key.parse::<usize>().ok().and_then(|i| s.chars().nth(i)).map(|c| Value::str(c.to_string())).unwrap_or(Value::Undef)
            }
            Value::Elem(e) if key == "props" => Value::Obj(Rc::new(e.props.clone())),
            Value::Unknown(w) => Value::Unknown(w.clone()),
            _ => Value::Undef,
        }
    }

    pub fn type_of(&self) -> &'static str {
        match self {
            Value::Undef => "undefined",
            Value::Bool(_) => "boolean",
            Value::Num(_) => "number",
            Value::Str(_) => "string",
            Value::Func(_) | Value::Builtin(_) | Value::Host(_) => "function",
            _ => "object",
        }
    }
}

/// `===`; unknown values are never equal (callers check for them first).
pub(crate) fn strict_eq(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Undef, Value::Undef) | (Value::Null, Value::Null) => true,
        (Value::Bool(x), Value::Bool(y)) => x == y,
        (Value::Num(x), Value::Num(y)) => x == y,
        (Value::Str(x), Value::Str(y)) => {
            work(x.len().min(y.len()));
            x == y
        }
        (Value::Arr(x), Value::Arr(y)) => Rc::ptr_eq(x, y),
        (Value::Obj(x), Value::Obj(y)) => Rc::ptr_eq(x, y),
        (Value::Func(x), Value::Func(y)) => Rc::ptr_eq(x, y),
        (Value::Builtin(x), Value::Builtin(y)) | (Value::Host(x), Value::Host(y)) => x == y,
        (Value::Elem(x), Value::Elem(y)) => Rc::ptr_eq(x, y),
        (Value::Children, Value::Children) => true,
        _ => false,
    }
}

/// `==`: `null == undefined`, numbers and strings compared as numbers.
pub(crate) fn loose_eq(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Undef | Value::Null, Value::Undef | Value::Null) => true,
        (Value::Undef | Value::Null, _) | (_, Value::Undef | Value::Null) => false,
        (Value::Num(_), Value::Str(_)) | (Value::Str(_), Value::Num(_)) | (Value::Bool(_), _) | (_, Value::Bool(_)) => a.to_num() == b.to_num(),
        _ => strict_eq(a, b),
    }
}
