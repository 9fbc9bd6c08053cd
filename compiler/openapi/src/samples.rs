//! Request code samples, one per language of [`LANGS`], generated at compile time.
//!
//! One `Request` (method, absolute URL with path and query parameters filled in,
//! headers including the security scheme's, body) is rendered by one small function per
//! language. The JSON body is embedded in a form each language reads verbatim or with
//! its standard escapes (a shell single-quoted string, a JS object literal, a Python
//! dict, `json!`, an OCaml quoted string, a Go raw string, a Java text block, a
//! PowerShell here-string), so a test can extract it and compare it with the example.

use crate::example::{json_str, Ex};

/// Language ids (also the highlighter's language name), in tab order, with their tab labels
/// and generators: a new sample language is one row here plus its function below.
pub(crate) const LANGS: &[(&str, &str, fn(&Request) -> String)] = &[
    ("curl", "cURL", curl),
    ("javascript", "JavaScript", javascript),
    ("nodejs", "Node.js", nodejs),
    ("python", "Python", python),
    ("rust", "Rust", rust),
    ("ocaml", "OCaml", ocaml),
    ("go", "Go", go),
    ("java", "Java", java),
    ("powershell", "PowerShell", powershell),
    ("php", "PHP", php),
];

#[derive(Debug, Clone)]
pub(crate) enum Body {
    Json(Ex),
    /// Already encoded text (form-urlencoded, XML, plain text).
    Text(String),
    /// multipart/form-data fields (curl sends them with `-F`, the others urlencoded).
    Form(Vec<(String, String)>),
}

#[derive(Debug, Clone)]
pub(crate) struct Request {
    /// Upper case, e.g. `POST`.
    pub method: String,
    pub url: String,
    /// Headers in order; `Content-Type` is among them when there is a body.
    pub headers: Vec<(String, String)>,
    pub body: Option<Body>,
    /// Whether the answer is JSON (decides `.json()` vs `.text()` in JS).
    pub json_response: bool,
}

impl Request {
    fn content_type(&self) -> Option<&str> {
        self.headers.iter().find(|(k, _)| k.eq_ignore_ascii_case("content-type")).map(|(_, v)| v.as_str())
    }
    fn other_headers(&self) -> impl Iterator<Item = &(String, String)> {
        self.headers.iter().filter(|(k, _)| !k.eq_ignore_ascii_case("content-type"))
    }
    /// The body as text, for languages that send a string.
    fn body_text(&self) -> Option<String> {
        Some(match self.body.as_ref()? {
            Body::Json(v) => pretty(v),
            Body::Text(t) => t.clone(),
            Body::Form(fields) => urlencode_form(fields),
        })
    }
}

/// Generates the code for `lang` (one of `LANGS`; empty for any other).
pub(crate) fn generate(lang: &str, req: &Request) -> String {
    LANGS.iter().find(|(id, ..)| *id == lang).map(|(.., f)| f(req)).unwrap_or_default()
}

pub(crate) fn pretty(v: &Ex) -> String {
    v.pretty()
}

/// A JSON string literal; also a valid JavaScript, Python and Go string literal.
fn q(s: &str) -> String {
    json_str(s)
}

fn sh(s: &str) -> String {
    format!("'{}'", s.replace('\'', "'\\''"))
}

pub(crate) fn urlencode(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => out.push(b as char),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

fn urlencode_form(fields: &[(String, String)]) -> String {
    fields.iter().map(|(k, v)| format!("{}={}", urlencode(k), urlencode(v))).collect::<Vec<_>>().join("&")
}

/// Re-indents every line after the first by `indent` (for literals nested in code).
fn indent_rest(text: &str, indent: &str) -> String {
    text.replace('\n', &format!("\n{indent}"))
}

fn curl(r: &Request) -> String {
    let mut parts = vec![format!("curl -X {} {}", r.method, sh(&r.url))];
    for (k, v) in &r.headers {
        if matches!(r.body, Some(Body::Form(_))) && k.eq_ignore_ascii_case("content-type") {
            continue; // curl sets the multipart boundary itself
        }
        parts.push(format!("  -H {}", sh(&format!("{k}: {v}"))));
    }
    match &r.body {
        Some(Body::Form(fields)) => {
            for (k, v) in fields {
                parts.push(format!("  -F {}", sh(&format!("{k}={v}"))));
            }
        }
        Some(_) => parts.push(format!("  --data-raw {}", sh(&r.body_text().unwrap_or_default()))),
        None => {}
    }
    parts.join(" \\\n") + "\n"
}

fn js_headers(r: &Request, indent: &str, extra: &[String]) -> String {
    let mut s = String::from("{\n");
    for (k, v) in &r.headers {
        s += &format!("{indent}  {}: {},\n", q(k), q(v));
    }
    for e in extra {
        s += &format!("{indent}  {e},\n");
    }
    s + indent + "}"
}

fn js_body_expr(r: &Request, indent: &str) -> Option<String> {
    Some(match r.body.as_ref()? {
        Body::Json(v) => format!("JSON.stringify({})", indent_rest(&pretty(v), indent)),
        _ => q(&r.body_text().unwrap_or_default()),
    })
}

fn javascript(r: &Request) -> String {
    let mut s = format!("const url = {};\nconst options = {{\n  method: {},\n", q(&r.url), q(&r.method));
    if !r.headers.is_empty() {
        s += &format!("  headers: {},\n", js_headers(r, "  ", &[]));
    }
    if let Some(b) = js_body_expr(r, "  ") {
        s += &format!("  body: {b},\n");
    }
    s += "};\n\nfetch(url, options)\n";
    s += if r.json_response { "  .then((response) => response.json())\n" } else { "  .then((response) => response.text())\n" };
    s += "  .then((data) => console.log(data))\n  .catch((error) => console.error(error));\n";
    s
}

fn nodejs(r: &Request) -> String {
    let module = if r.url.starts_with("http://") { "http" } else { "https" };
    let mut s = format!("const {module} = require(\"node:{module}\");\n\n");
    let body = r.body.as_ref().map(|b| match b {
        Body::Json(v) => format!("JSON.stringify({})", pretty(v)),
        _ => q(&r.body_text().unwrap_or_default()),
    });
    if let Some(b) = &body {
        s += &format!("const body = {b};\n\n");
    }
    let extra = if body.is_some() { vec!["\"Content-Length\": Buffer.byteLength(body)".to_string()] } else { vec![] };
    s += &format!("const request = {module}.request(\n  {},\n  {{\n    method: {},\n", q(&r.url), q(&r.method));
    if !r.headers.is_empty() || body.is_some() {
        s += &format!("    headers: {},\n", js_headers(r, "    ", &extra));
    }
    s += "  },\n  (response) => {\n    let data = \"\";\n    response.on(\"data\", (chunk) => (data += chunk));\n    response.on(\"end\", () => console.log(response.statusCode, data));\n  },\n);\n\n";
    s += "request.on(\"error\", (error) => console.error(error));\n";
    if body.is_some() {
        s += "request.write(body);\n";
    }
    s += "request.end();\n";
    s
}

/// A Python literal for a JSON value (dicts, lists, True/False/None), 4-space indented.
pub(crate) fn python_literal(v: &Ex, indent: usize) -> String {
    let pad = " ".repeat(indent + 4);
    let end = " ".repeat(indent);
    match v {
        Ex::Null => "None".into(),
        Ex::Bool(true) => "True".into(),
        Ex::Bool(false) => "False".into(),
        Ex::Num(n) => n.to_string(),
        Ex::Str(s) => q(s),
        Ex::Raw(s) => s.clone(),
        Ex::Arr(items) if items.is_empty() => "[]".into(),
        Ex::Arr(items) => {
            let inner: Vec<String> = items.iter().map(|i| format!("{pad}{},\n", python_literal(i, indent + 4))).collect();
            format!("[\n{}{end}]", inner.concat())
        }
        Ex::Obj(m) if m.is_empty() => "{}".into(),
        Ex::Obj(m) => {
            let inner: Vec<String> = m.iter().map(|(k, i)| format!("{pad}{}: {},\n", q(k), python_literal(i, indent + 4))).collect();
            format!("{{\n{}{end}}}", inner.concat())
        }
    }
}

fn python(r: &Request) -> String {
    let mut s = format!("import requests\n\nurl = {}\n", q(&r.url));
    let mut args = vec!["url".to_string()];
    if !r.headers.is_empty() {
        s += "headers = {\n";
        for (k, v) in &r.headers {
            s += &format!("    {}: {},\n", q(k), q(v));
        }
        s += "}\n";
        args.push("headers=headers".into());
    }
    match &r.body {
        Some(Body::Json(v)) => {
            s += &format!("payload = {}\n", python_literal(v, 0));
            args.push("json=payload".into());
        }
        Some(_) => {
            s += &format!("payload = {}\n", q(&r.body_text().unwrap_or_default()));
            args.push("data=payload".into());
        }
        None => {}
    }
    let m = r.method.to_ascii_lowercase();
    let call = if matches!(m.as_str(), "get" | "post" | "put" | "patch" | "delete" | "head" | "options") {
        format!("requests.{m}({})", args.join(", "))
    } else {
        format!("requests.request({}, {})", q(&r.method), args.join(", "))
    };
    s += &format!("\nresponse = {call}\nprint(response.status_code)\nprint(response.text)\n");
    s
}

/// A double-quoted literal with the escapes Rust, OCaml and Java share (`\" \\ \n \r \t`);
/// `control` spells the other characters that need one, which is where the languages differ.
fn quoted(s: &str, control: impl Fn(char) -> Option<String>) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c => match control(c) {
                Some(e) => out.push_str(&e),
                None => out.push(c),
            },
        }
    }
    out + "\""
}

/// A Rust string literal (JSON's `\uXXXX` is not Rust syntax, so escape by hand).
fn rust_str(s: &str) -> String {
    quoted(s, |c| (c < ' ' || c == '\u{7f}').then(|| format!("\\u{{{:x}}}", c as u32)))
}

fn rust(r: &Request) -> String {
    let json = matches!(r.body, Some(Body::Json(_)));
    let mut s = String::new();
    if json {
        s += "use serde_json::json;\n\n";
    }
    s += "fn main() -> Result<(), Box<dyn std::error::Error>> {\n    let client = reqwest::blocking::Client::new();\n";
    match &r.body {
        Some(Body::Json(v)) => s += &format!("    let body = json!({});\n", indent_rest(&pretty(v), "    ")),
        Some(_) => s += &format!("    let body = {};\n", rust_str(&r.body_text().unwrap_or_default())),
        None => {}
    }
    let m = r.method.to_ascii_lowercase();
    let start = if matches!(m.as_str(), "get" | "post" | "put" | "patch" | "delete" | "head") {
        format!(".{m}({})", rust_str(&r.url))
    } else {
        format!(".request(reqwest::Method::from_bytes(b{})?, {})", rust_str(&r.method), rust_str(&r.url))
    };
    s += &format!("    let response = client\n        {start}\n");
    for (k, v) in &r.headers {
        s += &format!("        .header({}, {})\n", rust_str(k), rust_str(v));
    }
    match &r.body {
        Some(Body::Json(_)) => s += "        .json(&body)\n",
        Some(_) => s += "        .body(body)\n",
        None => {}
    }
    s += "        .send()?;\n    println!(\"{}\", response.status());\n    println!(\"{}\", response.text()?);\n    Ok(())\n}\n";
    s
}

/// An OCaml string literal (decimal escapes for control characters).
fn ocaml_str(s: &str) -> String {
    quoted(s, |c| (c < ' ').then(|| format!("\\{:03}", c as u32)))
}

/// `{id|…|id}` with an id that does not occur in the text.
fn ocaml_quoted(text: &str) -> String {
    let mut id = "json".to_string();
    let mut n = 0;
    while text.contains(&format!("|{id}}}")) {
        n += 1;
        id = format!("json{n}");
    }
    format!("{{{id}|{text}|{id}}}")
}

fn ocaml(r: &Request) -> String {
    let mut s = String::from("open Lwt.Syntax\nopen Cohttp_lwt_unix\n\n");
    let body = r.body_text();
    if let Some(b) = &body {
        s += &format!("let body = {}\n\n", ocaml_quoted(b));
    }
    s += &format!("let () =\n  let uri = Uri.of_string {} in\n", ocaml_str(&r.url));
    s += "  let headers =\n    Cohttp.Header.of_list\n      [\n";
    for (k, v) in &r.headers {
        s += &format!("        ({}, {});\n", ocaml_str(k), ocaml_str(v));
    }
    s += "      ]\n  in\n";
    let meth = match r.method.as_str() {
        "GET" | "POST" | "PUT" | "DELETE" | "PATCH" | "HEAD" | "OPTIONS" | "TRACE" | "CONNECT" => format!("`{}", r.method),
        other => format!("(`Other {})", ocaml_str(other)),
    };
    let body_arg = if body.is_some() { " ~body:(Cohttp_lwt.Body.of_string body)" } else { "" };
    s += &format!("  let main =\n    let* response, response_body =\n      Client.call ~headers{body_arg} {meth} uri\n    in\n");
    s += "    let* text = Cohttp_lwt.Body.to_string response_body in\n    Printf.printf \"%d\\n%s\\n\"\n      (Cohttp.Code.code_of_status (Cohttp.Response.status response))\n      text;\n    Lwt.return_unit\n  in\n  Lwt_main.run main\n";
    s
}

/// A Go raw string; backticks (which a raw string cannot hold) are spliced in.
fn go_raw(text: &str) -> String {
    format!("`{}`", text.replace('`', "` + \"`\" + `"))
}

fn go(r: &Request) -> String {
    let body = r.body_text();
    let mut s = String::from("package main\n\nimport (\n\t\"fmt\"\n\t\"io\"\n\t\"net/http\"\n");
    if body.is_some() {
        s += "\t\"strings\"\n";
    }
    s += ")\n\nfunc main() {\n";
    let reader = match &body {
        Some(b) => {
            s += &format!("\tbody := strings.NewReader({})\n", go_raw(b));
            "body"
        }
        None => "nil",
    };
    s += &format!("\treq, err := http.NewRequest({}, {}, {reader})\n\tif err != nil {{\n\t\tpanic(err)\n\t}}\n", q(&r.method), q(&r.url));
    for (k, v) in &r.headers {
        s += &format!("\treq.Header.Set({}, {})\n", q(k), q(v));
    }
    s += "\n\tres, err := http.DefaultClient.Do(req)\n\tif err != nil {\n\t\tpanic(err)\n\t}\n\tdefer res.Body.Close()\n\n";
    s += "\tdata, err := io.ReadAll(res.Body)\n\tif err != nil {\n\t\tpanic(err)\n\t}\n\tfmt.Println(res.StatusCode)\n\tfmt.Println(string(data))\n}\n";
    s
}

/// A Java string literal (octal escapes for control characters).
fn java_str(s: &str) -> String {
    quoted(s, |c| (c < ' ').then(|| format!("\\{:03o}", c as u32)))
}

/// A Java text block whose content is exactly `text` (no trailing newline).
fn java_text_block(text: &str, indent: &str) -> String {
    let mut esc = text.replace('\\', "\\\\");
    // A quote right before the closing delimiter, or three in a row, would end the block.
    while esc.contains("\"\"\"") {
        esc = esc.replacen("\"\"\"", "\\\"\"\"", 1);
    }
    if esc.ends_with('"') {
        esc.pop();
        esc.push_str("\\\"");
    }
    let lines: Vec<String> = esc.split('\n').map(|l| format!("{indent}{}", l.trim_end_matches('\r'))).collect();
    format!("\"\"\"\n{}\"\"\"", lines.join("\n"))
}

fn java(r: &Request) -> String {
    let m = r.method.to_ascii_lowercase();
    let start = if matches!(m.as_str(), "get" | "post" | "put" | "patch" | "delete" | "head" | "options") {
        format!("Unirest.{m}({})", java_str(&r.url))
    } else {
        format!("Unirest.request({}, {})", java_str(&r.method), java_str(&r.url))
    };
    let mut s =
        String::from("import kong.unirest.HttpResponse;\nimport kong.unirest.Unirest;\n\npublic class Main {\n    public static void main(String[] args) {\n");
    s += &format!("        HttpResponse<String> response = {start}\n");
    for (k, v) in &r.headers {
        s += &format!("            .header({}, {})\n", java_str(k), java_str(v));
    }
    if let Some(b) = r.body_text() {
        s += &format!("            .body({})\n", java_text_block(&b, "                "));
    }
    s += "            .asString();\n        System.out.println(response.getStatus());\n        System.out.println(response.getBody());\n    }\n}\n";
    s
}

fn ps_str(s: &str) -> String {
    format!("'{}'", s.replace('\'', "''"))
}

fn powershell(r: &Request) -> String {
    let mut s = String::new();
    let others: Vec<_> = r.other_headers().collect();
    if !others.is_empty() {
        s += "$headers = @{\n";
        for (k, v) in &others {
            s += &format!("    {} = {}\n", ps_str(k), ps_str(v));
        }
        s += "}\n";
    }
    let body = r.body_text();
    if let Some(b) = &body {
        // A single-quoted here-string keeps the text as is, unless a line starts with '@.
        if b.lines().any(|l| l.starts_with("'@")) {
            s += &format!("$body = {}\n", ps_str(b));
        } else {
            s += &format!("$body = @'\n{b}\n'@\n");
        }
    }
    let method: String = {
        let m = r.method.to_ascii_lowercase();
        let mut c = m.chars();
        c.next().map(|f| f.to_ascii_uppercase().to_string() + c.as_str()).unwrap_or_default()
    };
    let mut cmd = format!("$response = Invoke-RestMethod -Uri {} -Method {method}", ps_str(&r.url));
    if !others.is_empty() {
        cmd += " -Headers $headers";
    }
    if let Some(ct) = r.content_type() {
        cmd += &format!(" -ContentType {}", ps_str(ct));
    }
    if body.is_some() {
        cmd += " -Body $body";
    }
    s += &format!("\n{cmd}\n$response | ConvertTo-Json -Depth 10\n");
    s
}

/// A PHP single-quoted string (only `\` and `'` are escaped there).
fn php_str(s: &str) -> String {
    format!("'{}'", s.replace('\\', "\\\\").replace('\'', "\\'"))
}

/// A nowdoc (`<<<'ID'`) keeps the body byte for byte; its closing identifier is recognised on
/// any line that starts with it (after spaces), so pick one no line of the body starts with.
/// (One name for every body, so that the highlighter's per-language skeleton still fits.)
fn php_nowdoc_id(text: &str) -> String {
    (0..)
        .map(|n| if n == 0 { "BODY".to_string() } else { format!("BODY{n}") })
        .find(|id| !text.lines().any(|l| l.trim_start().starts_with(id.as_str())))
        .expect("some identifier is free")
}

/// Guzzle, the HTTP client most PHP projects already have (`composer require guzzlehttp/guzzle`).
fn php(r: &Request) -> String {
    let mut s = String::from("<?php\nrequire 'vendor/autoload.php';\n\n$client = new \\GuzzleHttp\\Client();\n");
    let body = r.body_text();
    if let Some(b) = &body {
        let id = php_nowdoc_id(b);
        s += &format!("\n$body = <<<'{id}'\n{b}\n{id};\n");
    }
    s += &format!("\n$response = $client->request({}, {}, [\n", php_str(&r.method), php_str(&r.url));
    if !r.headers.is_empty() {
        s += "    'headers' => [\n";
        for (k, v) in &r.headers {
            s += &format!("        {} => {},\n", php_str(k), php_str(v));
        }
        s += "    ],\n";
    }
    if body.is_some() {
        s += "    'body' => $body,\n";
    }
    s += "    'http_errors' => false,\n]);\n\necho $response->getStatusCode(), \"\\n\";\necho $response->getBody(), \"\\n\";\n";
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn req(body: Option<Body>) -> Request {
        Request {
            method: "POST".into(),
            url: "https://api.example.com/v1/things?q=a%20b".into(),
            headers: vec![("Content-Type".into(), "application/json".into()), ("x-api-key".into(), "YOUR_API_KEY".into())],
            body,
            json_response: true,
        }
    }

    #[test]
    fn awkward_strings_survive_every_language() {
        let n = crate::json::parse(r#"{"q": "it's \"quoted\" `tick` |json} \\ ''' \"\"\" end\"", "n": null, "t": true, "x": [1.5, {}]}"#).unwrap().root;
        let r = req(Some(Body::Json(Ex::from_node(&n))));
        for (lang, ..) in LANGS {
            let code = generate(lang, &r);
            assert!(code.contains("x-api-key"), "{lang}: {code}");
            assert!(code.contains("https://api.example.com/v1/things?q=a%20b"), "{lang}");
        }
        assert!(ocaml_quoted("a |json} b").starts_with("{json1|"));
        assert_eq!(go_raw("a`b"), "`a` + \"`\" + `b`");
        assert_eq!(java_text_block("\"a\"", ""), "\"\"\"\n\"a\\\"\"\"\"");
    }

    #[test]
    fn php_nowdoc_never_closes_early() {
        assert_eq!(php_nowdoc_id("{\n  \"a\": 1\n}"), "BODY");
        assert_eq!(php_nowdoc_id("BODY\n  BODY1 x"), "BODY2");
        assert_eq!(php_nowdoc_id("{\n BODY\n}"), "BODY1");
        let code = php(&req(Some(Body::Text("it's \\ raw".into()))));
        assert!(code.contains("$body = <<<'BODY'\nit's \\ raw\nBODY;\n"), "{code}");
        assert!(code.contains("'x-api-key' => 'YOUR_API_KEY',"), "{code}");
        assert_eq!(php_str("a'b\\c"), "'a\\'b\\\\c'");
    }

    #[test]
    fn python_literal_is_python() {
        let v = Ex::from_node(&crate::json::parse(r#"{"a": [true, false, null], "b": {}}"#).unwrap().root);
        assert_eq!(python_literal(&v, 0), "{\n    \"a\": [\n        True,\n        False,\n        None,\n    ],\n    \"b\": {},\n}");
    }
}
