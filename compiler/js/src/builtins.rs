//! What docc implements of the JavaScript library and React's hooks, as SSR sees them:
//! state is its initial value, effects never run, refs hold their initial value.

use crate::modules::Src;
use crate::value::{num_to_string, strict_eq, Value, Why, MAX_STRING};
use std::rc::Rc;
use swc_core::common::Span;

/// Global names that are builtins (namespaces and functions).
pub(crate) const GLOBALS: &[&str] =
    &["Object", "Array", "JSON", "Math", "String", "Number", "Boolean", "encodeURIComponent", "encodeURI", "parseInt", "parseFloat", "console", "React"];

type R<T> = Result<T, Why>;

/// Calls a function value (the interpreter, for callbacks such as `map`'s).
pub(crate) trait Caller {
    fn call_value(&mut self, f: &Value, args: Vec<Value>, src: &Src, span: Span) -> R<Value>;
}

fn why(src: &Src, span: Span, what: impl Into<String>) -> Why {
    Why { what: what.into(), at: src.at(span) }
}

fn arr(v: Vec<Value>) -> Value {
    crate::value::array(v)
}

/// Refuses an array of `items` values that would take the evaluation past its budget of built
/// values (`value::MAX_BUILT`) before it is allocated: the budget is otherwise checked at
/// the next step, after the allocation.
fn slots(items: usize, src: &Src, span: Span, name: &str) -> R<()> {
    let bytes = items.saturating_mul(crate::value::SLOT_BYTES);
    if crate::value::built().saturating_add(bytes) > crate::value::MAX_BUILT {
        return Err(why(
            src,
            span,
            format!("its `.{name}()` would make {items} items, more than docc's budget of {} MB of strings and arrays", crate::value::MAX_BUILT >> 20),
        ));
    }
    Ok(())
}

/// Refuses a result of `len` bytes or elements before it is allocated.
fn sized(len: usize, src: &Src, span: Span, name: &str) -> R<()> {
    if len > MAX_STRING {
        return Err(why(src, span, format!("its `.{name}()` would make {len} bytes or items, more than docc's budget of {MAX_STRING}")));
    }
    Ok(())
}

fn text(v: &Value) -> R<String> {
    v.to_text().map_err(|w| (*w).clone())
}

fn arg(args: &[Value], i: usize) -> Value {
    args.get(i).cloned().unwrap_or(Value::Undef)
}

/// Calls the builtin `name` (`useState`, `Object.entries`, `React.useState`).
pub(crate) fn call(it: &mut dyn Caller, name: &str, this: Option<&Value>, args: Vec<Value>, src: &Src, span: Span) -> R<Value> {
    // What a builtin reads is at most its arguments (and `this`), each once or so.
    crate::value::work(this.map_or(0, crate::value::size) + args.iter().map(crate::value::size).sum::<usize>());
    let name = name.strip_prefix("React.").unwrap_or(name);
    let a0 = arg(&args, 0);
    if let Some(w) = args.iter().find_map(|a| if let Value::Unknown(w) = a { Some(w.clone()) } else { None }) {
        // Hooks keep unknown values inside (`useState(styles.x)`); the rest give up on them.
        if !name.starts_with("use") && !matches!(name, "Boolean" | "console.log" | "console.warn" | "console.error") {
            return Ok(Value::Unknown(w));
        }
    }
    Ok(match name {
        "useState" => {
            let init = match &a0 {
                Value::Func(_) | Value::Builtin(_) => it.call_value(&a0, vec![], src, span)?,
                v => v.clone(),
            };
            arr(vec![init, Value::Builtin("noop".into())])
        }
        "useReducer" => arr(vec![arg(&args, 1), Value::Builtin("noop".into())]),
        "useRef" => Value::Obj(Rc::new(vec![("current".into(), a0)])),
        "useEffect" | "useLayoutEffect" | "useInsertionEffect" | "useImperativeHandle" | "useDebugValue" | "noop" => Value::Undef,
        "useMemo" => it.call_value(&a0, vec![], src, span)?,
        "useCallback" | "memo" | "forwardRef" => a0,
        "useId" => Value::str(":r0:"),
        "useColorMode" => Value::Obj(Rc::new(vec![
            ("colorMode".into(), Value::str("light")),
            ("isDarkTheme".into(), Value::Bool(false)),
            ("setColorMode".into(), Value::Builtin("noop".into())),
        ])),
        "useIsBrowser" => Value::Bool(false),
        // The URL as written: the renderer resolves it against the site like any link or image.
        "useBaseUrl" => a0,
        "useDocusaurusContext" | "useContext" => {
            Value::Unknown(Rc::new(why(src, span, format!("it calls `{name}`, whose value docc does not have at compile time"))))
        }
        "Boolean" => Value::Bool(a0.truthy().unwrap_or(false)),
        "String" => Value::str(text(&a0)?),
        "Number" => Value::Num(a0.to_num()),
        "parseInt" => {
            Value::Num(text(&a0)?.trim().split(|c: char| !(c.is_ascii_digit() || c == '-')).next().and_then(|s| s.parse::<f64>().ok()).unwrap_or(f64::NAN))
        }
        "parseFloat" | "Number.parseFloat" => Value::Num(text(&a0)?.trim().parse().unwrap_or(f64::NAN)),
        "encodeURIComponent" | "encodeURI" => Value::str(encode(&text(&a0)?, name == "encodeURI")),
        "Array.isArray" => Value::Bool(matches!(a0, Value::Arr(_))),
        "Array.from" => match a0 {
            Value::Arr(a) => Value::Arr(a),
            Value::Str(s) => {
                slots(s.chars().count(), src, span, name)?;
                arr(s.chars().map(|c| Value::str(c.to_string())).collect())
            }
            _ => arr(vec![]),
        },
        "Array.of" => arr(args),
        "Object.entries" | "Object.keys" | "Object.values" => {
            let pairs: Vec<(String, Value)> = match &a0 {
                Value::Obj(o) => o.to_vec(),
                Value::Arr(a) => a.iter().enumerate().map(|(i, v)| (i.to_string(), v.clone())).collect(),
                _ => vec![],
            };
            arr(pairs
                .into_iter()
                .map(|(k, v)| match name {
                    "Object.entries" => arr(vec![Value::str(k), v]),
                    "Object.keys" => Value::str(k),
                    _ => v,
                })
                .collect())
        }
        "Object.assign" => {
            let mut out: Vec<(String, Value)> = Vec::new();
            for a in &args {
                if let Value::Obj(o) = a {
                    for (k, v) in o.iter() {
                        out.retain(|(x, _)| x != k);
                        out.push((k.clone(), v.clone()));
                    }
                }
            }
            Value::Obj(Rc::new(out))
        }
        "Object.fromEntries" => Value::Obj(Rc::new(match &a0 {
            Value::Arr(a) => a.iter().filter_map(|e| Some((e.get("0").to_text().ok()?, e.get("1")))).collect(),
            _ => vec![],
        })),
        "Object.freeze" => a0,
        "JSON.stringify" => {
            let indent = match arg(&args, 2) {
                Value::Num(n) => " ".repeat(n.clamp(0.0, 10.0) as usize),
                Value::Str(s) => s.chars().take(10).collect(),
                _ => String::new(),
            };
            Value::str(json(&a0, &indent, "")?)
        }
        "Math.min" => Value::Num(args.iter().map(Value::to_num).fold(f64::INFINITY, f64::min)),
        "Math.max" => Value::Num(args.iter().map(Value::to_num).fold(f64::NEG_INFINITY, f64::max)),
        "Math.floor" => Value::Num(a0.to_num().floor()),
        "Math.ceil" => Value::Num(a0.to_num().ceil()),
        "Math.round" => Value::Num((a0.to_num() + 0.5).floor()),
        "Math.abs" => Value::Num(a0.to_num().abs()),
        "Math.random" => return Ok(Value::Unknown(Rc::new(why(src, span, "it calls `Math.random`")))),
        n if n.starts_with("console.") => Value::Undef,
        n => Value::Unknown(Rc::new(why(src, span, format!("it calls `{n}`, which docc does not implement")))),
    })
}

/// `obj.name(args)` for strings, arrays and numbers.
pub(crate) fn method(it: &mut dyn Caller, obj: &Value, name: &str, args: Vec<Value>, src: &Src, span: Span) -> R<Value> {
    crate::value::work(crate::value::size(obj) + args.iter().map(crate::value::size).sum::<usize>());
    match obj {
        Value::Str(s) => string_method(s, name, &args, src, span),
        Value::Arr(a) => array_method(it, a, name, args, src, span),
        Value::Num(n) => match name {
            "toString" => Ok(Value::str(num_to_string(*n))),
            "toFixed" => Ok(Value::str(format!("{:.*}", arg(&args, 0).to_num().max(0.0) as usize, n))),
            _ => Err(why(src, span, format!("it calls `.{name}()` on a number, which docc does not implement"))),
        },
        Value::Undef | Value::Null => Err(why(src, span, format!("it calls `.{name}()` on {}", if matches!(obj, Value::Null) { "null" } else { "undefined" }))),
        _ => Err(why(src, span, format!("it calls `.{name}()`, which docc does not implement"))),
    }
}

/// A `slice`/`substring` position as JavaScript reads it: NaN is 0, a negative one counts from
/// the end, and either is clamped to `0..=len`.
fn rel_index(v: &Value, len: usize) -> usize {
    let n = v.to_num();
    if n.is_nan() {
        0
    } else if n < 0.0 {
        len.saturating_sub((-n) as usize)
    } else {
        (n as usize).min(len)
    }
}

fn string_method(s: &str, name: &str, args: &[Value], src: &Src, span: Span) -> R<Value> {
    let a = |i: usize| -> R<String> { text(&arg(args, i)) };
    let idx = rel_index;
    Ok(match name {
        "trim" => Value::str(s.trim()),
        "trimStart" => Value::str(s.trim_start()),
        "trimEnd" => Value::str(s.trim_end()),
        "toLowerCase" => Value::str(s.to_lowercase()),
        "toUpperCase" => Value::str(s.to_uppercase()),
        "toString" | "valueOf" => Value::str(s),
        "startsWith" => Value::Bool(s.starts_with(&a(0)?)),
        "endsWith" => Value::Bool(s.ends_with(&a(0)?)),
        "includes" => Value::Bool(s.contains(&a(0)?)),
        "indexOf" => Value::Num(s.find(&a(0)?).map_or(-1.0, |i| s[..i].chars().count() as f64)),
        "split" => match arg(args, 0) {
            Value::Undef => Value::Arr(Rc::new(vec![Value::str(s)])),
            sep => {
                let sep = text(&sep)?;
                if sep.is_empty() {
                    slots(s.chars().count(), src, span, name)?;
                    arr(s.chars().map(|c| Value::str(c.to_string())).collect())
                } else {
                    arr(s.split(sep.as_str()).map(Value::str).collect())
                }
            }
        },
        "slice" | "substring" => {
            let len = s.chars().count();
            let start = idx(&arg(args, 0), len);
            let end = match arg(args, 1) {
                Value::Undef => len,
                v => idx(&v, len),
            };
            let (start, end) = if name == "substring" && start > end { (end, start) } else { (start, end) };
            // Character positions to byte offsets, without collecting the characters.
            let at = |n: usize| s.char_indices().nth(n).map_or(s.len(), |(b, _)| b);
            Value::str(if start < end { &s[at(start)..at(end)] } else { "" })
        }
        "charAt" | "at" => Value::str(s.chars().nth(idx(&arg(args, 0), s.chars().count())).map(|c| c.to_string()).unwrap_or_default()),
        "replace" | "replaceAll" => {
            let (from, to) = match (arg(args, 0), arg(args, 1)) {
                (Value::Str(f), Value::Str(t)) => (f, t),
                // A regular expression (an unknown value) or a function: the result is unknown,
                // an error only where it reaches the page (an `id` built this way does not).
                _ => return Ok(Value::Unknown(Rc::new(why(src, span, format!("it calls `.{name}()` with a pattern or function docc does not evaluate"))))),
            };
            Value::str(if name == "replace" { s.replacen(&*from, &to, 1) } else { s.replace(&*from, &to) })
        }
        "repeat" => {
            let n = arg(args, 0).to_num().max(0.0).min(usize::MAX as f64) as usize;
            sized(s.len().saturating_mul(n), src, span, name)?;
            Value::str(s.repeat(n))
        }
        "padStart" | "padEnd" => {
            let width = arg(args, 0).to_num().max(0.0).min(usize::MAX as f64) as usize;
            sized(width, src, span, name)?;
            let fill = match arg(args, 1) {
                Value::Undef => " ".to_string(),
                v => text(&v)?,
            };
            let need = width.saturating_sub(s.chars().count());
            let pad: String = fill.chars().cycle().take(if fill.is_empty() { 0 } else { need }).collect();
            Value::str(if name == "padStart" { format!("{pad}{s}") } else { format!("{s}{pad}") })
        }
        "concat" => {
            let mut out = s.to_string();
            for v in args {
                out.push_str(&text(v)?);
            }
            Value::str(out)
        }
        "localeCompare" => Value::Num(match s.cmp(&a(0)?) {
            std::cmp::Ordering::Less => -1.0,
            std::cmp::Ordering::Equal => 0.0,
            std::cmp::Ordering::Greater => 1.0,
        }),
        _ => return Err(why(src, span, format!("it calls the string method `.{name}()`, which docc does not implement"))),
    })
}

/// The array methods that call a function on each item (`map`, `filter`, `reduce`…).
fn array_callback_method(it: &mut dyn Caller, a: &Rc<Vec<Value>>, name: &str, args: &[Value], src: &Src, span: Span) -> R<Option<Value>> {
    let f = arg(args, 0);
    let each = |it: &mut dyn Caller, v: &Value, i: usize| it.call_value(&f, vec![v.clone(), Value::Num(i as f64), Value::Arr(a.clone())], src, span);
    Ok(Some(match name {
        "map" => {
            let mut out = Vec::with_capacity(a.len());
            for (i, v) in a.iter().enumerate() {
                out.push(each(it, v, i)?);
            }
            arr(out)
        }
        "flatMap" => {
            let mut out = Vec::new();
            for (i, v) in a.iter().enumerate() {
                match each(it, v, i)? {
                    Value::Arr(x) => out.extend(x.iter().cloned()),
                    x => out.push(x),
                }
            }
            arr(out)
        }
        "forEach" => {
            for (i, v) in a.iter().enumerate() {
                each(it, v, i)?;
            }
            Value::Undef
        }
        "filter" | "find" | "findIndex" | "some" | "every" => {
            let mut out = Vec::new();
            for (i, v) in a.iter().enumerate() {
                let r = each(it, v, i)?;
                let Some(keep) = r.truthy() else { return Ok(Some(r)) };
                match name {
                    "filter" if keep => out.push(v.clone()),
                    "find" if keep => return Ok(Some(v.clone())),
                    "findIndex" if keep => return Ok(Some(Value::Num(i as f64))),
                    "some" if keep => return Ok(Some(Value::Bool(true))),
                    "every" if !keep => return Ok(Some(Value::Bool(false))),
                    _ => {}
                }
            }
            match name {
                "filter" => arr(out),
                "find" => Value::Undef,
                "findIndex" => Value::Num(-1.0),
                "some" => Value::Bool(false),
                _ => Value::Bool(true),
            }
        }
        "reduce" => {
            let mut items = a.iter().enumerate();
            let mut acc = match args.get(1) {
                Some(init) => init.clone(),
                None => match items.next() {
                    Some((_, v)) => v.clone(),
                    None => return Err(why(src, span, "it reduces an empty array without an initial value")),
                },
            };
            for (i, v) in items {
                acc = it.call_value(&f, vec![acc, v.clone(), Value::Num(i as f64)], src, span)?;
            }
            acc
        }
        _ => return Ok(None),
    }))
}

fn array_method(it: &mut dyn Caller, a: &Rc<Vec<Value>>, name: &str, args: Vec<Value>, src: &Src, span: Span) -> R<Value> {
    if let Some(v) = array_callback_method(it, a, name, &args, src, span)? {
        return Ok(v);
    }
    let f = arg(&args, 0);
    Ok(match name {
        "join" => {
            let sep = match &f {
                Value::Undef => ",".to_string(),
                v => text(v)?,
            };
            let mut parts = Vec::with_capacity(a.len());
            let mut len = sep.len().saturating_mul(a.len());
            for v in a.iter() {
                parts.push(if matches!(v, Value::Undef | Value::Null) { String::new() } else { text(v)? });
                len = len.saturating_add(parts.last().map_or(0, String::len));
                sized(len, src, span, name)?;
            }
            Value::str(parts.join(&sep))
        }
        "concat" => {
            let mut out = a.to_vec();
            for v in args {
                match v {
                    Value::Arr(x) => out.extend(x.iter().cloned()),
                    v => out.push(v),
                }
            }
            arr(out)
        }
        "includes" => Value::Bool(a.iter().any(|v| strict_eq(v, &f))),
        "indexOf" => Value::Num(a.iter().position(|v| strict_eq(v, &f)).map_or(-1.0, |i| i as f64)),
        "slice" => {
            let len = a.len();
            let idx = |v: &Value| rel_index(v, len);
            let start = idx(&f);
            let end = match arg(&args, 1) {
                Value::Undef => len,
                v => idx(&v),
            };
            arr(if start < end { a[start..end].to_vec() } else { vec![] })
        }
        "at" => {
            let n = f.to_num();
            let i = if n < 0.0 { a.len() as f64 + n } else { n };
            a.get(i as usize).cloned().filter(|_| i >= 0.0).unwrap_or(Value::Undef)
        }
        "reverse" | "toReversed" => arr(a.iter().rev().cloned().collect()),
        "flat" => arr(a
            .iter()
            .flat_map(|v| match v {
                Value::Arr(x) => x.to_vec(),
                v => vec![v.clone()],
            })
            .collect()),
        "sort" | "toSorted" if matches!(f, Value::Undef) => {
            let mut keyed: Vec<(String, Value)> = Vec::new();
            for v in a.iter() {
                keyed.push((text(v)?, v.clone()));
            }
            keyed.sort_by(|x, y| x.0.cmp(&y.0));
            arr(keyed.into_iter().map(|(_, v)| v).collect())
        }
        "entries" => arr(a.iter().enumerate().map(|(i, v)| arr(vec![Value::Num(i as f64), v.clone()])).collect()),
        "keys" => arr((0..a.len()).map(|i| Value::Num(i as f64)).collect()),
        "toString" => Value::str(text(&Value::Arr(a.clone()))?),
        _ => return Err(why(src, span, format!("it calls the array method `.{name}()`, which docc does not implement (or which changes the array)"))),
    })
}

fn encode(s: &str, keep_reserved: bool) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        let c = b as char;
        if c.is_ascii_alphanumeric() || "-_.!~*'()".contains(c) || (keep_reserved && ";,/?:@&=+$#".contains(c)) {
            out.push(c);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// `JSON.stringify(v, null, indent)`.
fn json(v: &Value, indent: &str, at: &str) -> R<String> {
    let inner = format!("{at}{indent}");
    let (open, sep, close) =
        if indent.is_empty() { (String::new(), ",".to_string(), String::new()) } else { (format!("\n{inner}"), format!(",\n{inner}"), format!("\n{at}")) };
    let colon = if indent.is_empty() { ":" } else { ": " };
    Ok(match v {
        Value::Null | Value::Undef => "null".into(),
        Value::Bool(b) => b.to_string(),
        Value::Num(n) if n.is_finite() => num_to_string(*n),
        Value::Num(_) => "null".into(),
        Value::Str(s) => json_str(s),
        Value::Arr(a) if a.is_empty() => "[]".into(),
        Value::Arr(a) => {
            let mut parts = Vec::new();
            for x in a.iter() {
                parts.push(json(x, indent, &inner)?);
            }
            format!("[{open}{}{close}]", parts.join(&sep))
        }
        Value::Obj(o) => {
            let mut parts = Vec::new();
            for (k, x) in o.iter() {
                if matches!(x, Value::Undef | Value::Func(_) | Value::Builtin(_)) {
                    continue;
                }
                parts.push(format!("{}{colon}{}", json_str(k), json(x, indent, &inner)?));
            }
            if parts.is_empty() {
                "{}".into()
            } else {
                format!("{{{open}{}{close}}}", parts.join(&sep))
            }
        }
        Value::Unknown(w) => return Err((**w).clone()),
        _ => "null".into(),
    })
}

/// A JSON string literal: serde_json escapes as `JSON.stringify` does (`\b \f \n \r \t`, other
/// control characters as lower-case `\u00xx`).
fn json_str(s: &str) -> String {
    serde_json::to_string(s).expect("a string always serialises")
}
