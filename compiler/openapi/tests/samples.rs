//! Code samples: for every operation of the Silvana spec and the fixtures, the JSON body
//! embedded in each sample (every language the phase generates) parses and equals the request
//! example, and the samples are syntactically well-formed: curl, JavaScript, Node.js and Python
//! always (bash, node and python3 are required: the test fails without them), Rust always (syn,
//! in process), Java when a JDK is installed (javac's parser), Go when gofmt is and PHP when php
//! is. OCaml and PowerShell have no checker here. The test prints which languages it checked.

use docc_markdown::PlainCtx;
use docc_model::api::Operation;
use docc_model::Block;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn operations(site: &Path, spec: &str) -> Vec<Operation> {
    let mut ctx = PlainCtx::default();
    let out = docc_openapi::compile(site, spec, &mut ctx);
    assert!(!out.diagnostics.iter().any(|d| d.is_error()), "{spec}: {:?}", out.diagnostics.iter().map(|d| d.to_string()).collect::<Vec<_>>());
    out.pages
        .into_iter()
        .filter_map(|p| match p.blocks.into_iter().next() {
            Some(Block::ApiOperation(op)) => Some(*op),
            _ => None,
        })
        .collect()
}

fn code_text(op: &Operation, lang: &str) -> String {
    let s = op.samples.iter().find(|s| s.lang == lang).unwrap_or_else(|| panic!("{}: no {lang} sample", op.operation_id));
    let mut text = s.code.lines.iter().map(|l| l.iter().map(|t| t.text.as_str()).collect::<String>()).collect::<Vec<_>>().join("\n");
    text.push('\n');
    text
}

fn between<'a>(s: &'a str, start: &str, end: &str) -> Option<&'a str> {
    let i = s.find(start)? + start.len();
    let j = s[i..].find(end)? + i;
    Some(&s[i..j])
}

/// Python literal → JSON text: only True/False/None outside strings differ.
fn python_to_json(lit: &str) -> String {
    let mut out = String::new();
    let mut chars = lit.chars().peekable();
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        out.push_str(match word.as_str() {
            "True" => "true",
            "False" => "false",
            "None" => "null",
            w => w,
        });
        word.clear();
    };
    while let Some(c) = chars.next() {
        if c == '"' {
            flush(&mut word, &mut out);
            out.push(c);
            while let Some(d) = chars.next() {
                out.push(d);
                if d == '\\' {
                    if let Some(e) = chars.next() {
                        out.push(e);
                    }
                } else if d == '"' {
                    break;
                }
            }
        } else if c.is_ascii_alphabetic() {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    // Python allows a trailing comma before a closing bracket; JSON does not.
    let mut cleaned = String::new();
    let mut in_str = false;
    let mut esc = false;
    let chars: Vec<char> = out.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if in_str {
            cleaned.push(c);
            if esc {
                esc = false;
            } else if c == '\\' {
                esc = true;
            } else if c == '"' {
                in_str = false;
            }
            continue;
        }
        if c == '"' {
            in_str = true;
        }
        if c == ',' && chars[i + 1..].iter().find(|c| !c.is_whitespace()).is_some_and(|n| *n == '}' || *n == ']') {
            continue;
        }
        cleaned.push(c);
    }
    cleaned
}

/// The JSON body as embedded in one language's sample, decoded back to JSON text.
fn extract(lang: &str, code: &str) -> Option<String> {
    Some(match lang {
        "curl" => {
            let i = code.find("--data-raw '")? + "--data-raw '".len();
            let j = code.trim_end().rfind('\'')?;
            code[i..j].replace("'\\''", "'")
        }
        "javascript" => between(code, "body: JSON.stringify(", "),\n};")?.to_string(),
        "nodejs" => between(code, "const body = JSON.stringify(", ");\n")?.to_string(),
        "python" => python_to_json(between(code, "payload = ", "\n\nresponse")?),
        "rust" => between(code, "json!(", ");\n")?.to_string(),
        "ocaml" => {
            let i = code.find("{json")?;
            let bar = code[i..].find('|')? + i;
            let id = &code[i + 1..bar];
            between(&code[bar..], "|", &format!("|{id}}}"))?.to_string()
        }
        "go" => between(code, "strings.NewReader(`", "`)\n")?.replace("` + \"`\" + `", "`"),
        "java" => {
            let block = between(code, ".body(\"\"\"\n", "\"\"\")")?;
            let indent = block.lines().filter(|l| !l.trim().is_empty()).map(|l| l.len() - l.trim_start().len()).min().unwrap_or(0);
            let text = block.lines().map(|l| l.get(indent..).unwrap_or("")).collect::<Vec<_>>().join("\n");
            let mut out = String::new();
            let mut it = text.chars();
            while let Some(c) = it.next() {
                if c == '\\' {
                    match it.next() {
                        Some('\\') => out.push('\\'),
                        Some('"') => out.push('"'),
                        Some('n') => out.push('\n'),
                        Some(o) => {
                            out.push('\\');
                            out.push(o);
                        }
                        None => {}
                    }
                } else {
                    out.push(c);
                }
            }
            out
        }
        "powershell" => between(code, "@'\n", "\n'@")?.to_string(),
        "php" => {
            let i = code.find("<<<'")? + 4;
            let id = &code[i..i + code[i..].find('\'')?];
            between(&code[i..], "'\n", &format!("\n{id};"))?.to_string()
        }
        _ => return None,
    })
}

fn check_bodies(ops: &[Operation]) -> usize {
    let mut checked = 0;
    for op in ops {
        let Some(body) = &op.request_body else { continue };
        let Some(media) = body.content.iter().find(|m| m.media_type.contains("json")) else { continue };
        let Some(example) = &media.example else { continue };
        let expected: Value = serde_json::from_str(&example.text()).unwrap();
        for lang in op.samples.iter().map(|s| s.lang.as_str()) {
            let code = code_text(op, lang);
            let embedded = extract(lang, &code).unwrap_or_else(|| panic!("{} {lang}: no body found in\n{code}", op.operation_id));
            let got: Value = serde_json::from_str(&embedded).unwrap_or_else(|e| panic!("{} {lang}: body is not JSON ({e}):\n{embedded}", op.operation_id));
            assert_eq!(got, expected, "{} {lang}", op.operation_id);
            checked += 1;
        }
    }
    checked
}

fn has(tool: &str) -> bool {
    runs(tool, &["--version"])
}

/// Writes every sample of `lang` to a directory and returns the files.
fn write_samples(ops: &[Operation], lang: &str, ext: &str, dir: &Path) -> Vec<PathBuf> {
    std::fs::create_dir_all(dir).unwrap();
    ops.iter()
        .map(|op| {
            let p = dir.join(format!("{}-{lang}.{ext}", op.operation_id.replace(['/', '{', '}'], "_")));
            std::fs::write(&p, code_text(op, lang)).unwrap();
            p
        })
        .collect()
}

fn all_ops() -> Vec<Operation> {
    let mut ops = operations(&root().join("content"), "openapi/silvana.yaml");
    assert!(ops.len() >= 34);
    ops.extend(operations(&root().join("fixtures/openapi"), "refs/main.yaml"));
    ops.extend(operations(&root().join("fixtures/openapi"), "versions/v31.json"));
    ops
}

#[test]
fn every_sample_embeds_the_example_body() {
    let ops = all_ops();
    let langs = ops[0].samples.len();
    assert!(langs >= 9, "{langs} sample languages");
    let n = check_bodies(&ops);
    assert!(n >= 34 * langs, "checked only {n} bodies");
}

#[test]
fn samples_are_well_formed() {
    let ops = all_ops();
    let dir = std::env::temp_dir().join(format!("docc-openapi-samples-{}", std::process::id()));
    let mut skipped = Vec::new();
    let mut checked = Vec::new();

    if has("bash") {
        for f in write_samples(&ops, "curl", "sh", &dir) {
            let o = Command::new("bash").arg("-n").arg(&f).output().unwrap();
            assert!(o.status.success(), "bash -n {}: {}", f.display(), String::from_utf8_lossy(&o.stderr));
        }
        checked.push("curl");
    } else {
        skipped.push("bash");
    }

    if has("node") {
        let mut files = write_samples(&ops, "javascript", "js", &dir);
        files.extend(write_samples(&ops, "nodejs", "cjs", &dir));
        // `node --check` on each file would start node ~100 times; compile them all in one
        // process with vm.Script, which is the same syntax check.
        let script = "const fs=require('fs'),vm=require('vm');let bad=0;for(const f of process.argv.slice(1)){try{new vm.Script(fs.readFileSync(f,'utf8'),{filename:f})}catch(e){bad++;console.error(f+': '+e.message)}}process.exit(bad?1:0)";
        let o = Command::new("node").arg("-e").arg(script).args(&files).output().unwrap();
        assert!(o.status.success(), "JavaScript syntax errors:\n{}", String::from_utf8_lossy(&o.stderr));
        // And one real `node --check`, so the batch check is known to agree with it.
        let o = Command::new("node").arg("--check").arg(&files[0]).output().unwrap();
        assert!(o.status.success(), "node --check {}: {}", files[0].display(), String::from_utf8_lossy(&o.stderr));
        checked.extend(["javascript", "nodejs"]);
    } else {
        skipped.push("node");
    }

    if has("python3") {
        let files = write_samples(&ops, "python", "py", &dir);
        let script = "import ast,sys\nbad=0\nfor f in sys.argv[1:]:\n    try:\n        ast.parse(open(f,encoding='utf-8').read(), f)\n    except SyntaxError as e:\n        bad+=1; print(f, e, file=sys.stderr)\nsys.exit(1 if bad else 0)\n";
        let o = Command::new("python3").arg("-c").arg(script).args(&files).output().unwrap();
        assert!(o.status.success(), "Python syntax errors:\n{}", String::from_utf8_lossy(&o.stderr));
        // The payload literal evaluates to the example (ast.literal_eval, no network).
        let check = "import ast,json,sys\nsrc=open(sys.argv[1],encoding='utf-8').read()\ni=src.index('payload = ')+10\nj=src.index('\\n\\nresponse')\nprint(json.dumps(ast.literal_eval(src[i:j])))\n";
        for (op, f) in ops.iter().zip(&files) {
            let Some(media) = op.request_body.as_ref().and_then(|b| b.content.iter().find(|m| m.media_type.contains("json"))) else { continue };
            let o = Command::new("python3").arg("-c").arg(check).arg(f).output().unwrap();
            assert!(o.status.success(), "{}: {}", f.display(), String::from_utf8_lossy(&o.stderr));
            let got: Value = serde_json::from_slice(&o.stdout).unwrap();
            assert_eq!(got, serde_json::from_str::<Value>(&media.example.as_ref().unwrap().text()).unwrap(), "{}", op.operation_id);
            break; // one full round trip through Python is enough; bodies are checked above
        }
        checked.push("python");
    } else {
        skipped.push("python3");
    }

    // Rust: parsed in process by syn (the `json!` body is a token tree; its JSON is checked by
    // `every_sample_embeds_the_example_body`).
    for op in &ops {
        let code = code_text(op, "rust");
        if let Err(e) = syn::parse_file(&code) {
            panic!("{} rust sample is not valid Rust: {e}\n{code}", op.operation_id);
        }
    }
    checked.push("rust");

    // Optional checkers, run when installed.
    let mut not_checked = vec!["ocaml (no checker)", "powershell (no checker)"];
    if runs("javac", &["-version"]) && runs("java", &["-version"]) {
        let files = write_samples(&ops, "java", "java", &dir);
        let check = dir.join("CheckJavaSyntax.java");
        std::fs::write(&check, JAVA_PARSE_ONLY).unwrap();
        let o = Command::new("java").arg(&check).args(&files).output().unwrap();
        assert!(o.status.success(), "Java syntax errors:\n{}", String::from_utf8_lossy(&o.stderr));
        checked.push("java");
    } else {
        not_checked.push("java (no JDK)");
    }
    if runs("gofmt", &["-l", "/dev/null"]) {
        for f in write_samples(&ops, "go", "go", &dir) {
            let o = Command::new("gofmt").arg("-e").arg("-l").arg(&f).output().unwrap();
            assert!(o.status.success(), "gofmt -e {}: {}", f.display(), String::from_utf8_lossy(&o.stderr));
        }
        checked.push("go");
    } else {
        not_checked.push("go (no gofmt)");
    }
    if has("php") {
        for f in write_samples(&ops, "php", "php", &dir) {
            let o = Command::new("php").arg("-l").arg(&f).output().unwrap();
            assert!(o.status.success(), "php -l {}: {}{}", f.display(), String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr));
        }
        checked.push("php");
    } else {
        not_checked.push("php (no php)");
    }
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!("samples_are_well_formed: syntax-checked {}; not checked: {}", checked.join(", "), not_checked.join(", "));
    // A check that did not run is not a pass: CI and `just test` machines have all three.
    assert!(
        skipped.is_empty(),
        "samples_are_well_formed could not run its checks: {} not installed (install them; `just test` needs bash, node and python3)",
        skipped.join(", ")
    );
}

/// Does `tool args…` start and exit 0?
fn runs(tool: &str, args: &[&str]) -> bool {
    Command::new(tool).args(args).output().is_ok_and(|o| o.status.success())
}

/// A single-file Java program (`java CheckJavaSyntax.java FILES…`) that runs only javac's
/// parser over FILES: syntax errors fail it, while the samples' library (Unirest), which is not
/// installed, is never resolved.
const JAVA_PARSE_ONLY: &str = r#"import com.sun.source.util.JavacTask;
import javax.tools.*;
import java.util.List;
public class CheckJavaSyntax {
    public static void main(String[] files) throws Exception {
        JavaCompiler c = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> d = new DiagnosticCollector<>();
        StandardJavaFileManager fm = c.getStandardFileManager(d, null, null);
        ((JavacTask) c.getTask(null, fm, d, List.of("-proc:none"), null, fm.getJavaFileObjects(files))).parse();
        int bad = 0;
        for (Diagnostic<? extends JavaFileObject> x : d.getDiagnostics()) {
            if (x.getKind() == Diagnostic.Kind.ERROR) { bad++; System.err.println(x); }
        }
        System.exit(bad == 0 ? 0 : 1);
    }
}
"#;
