//! Benchmark of the OpenAPI phase: generates a large spec (several MB of YAML, many
//! operations, deep and cyclic component schemas), compiles it and prints wall time,
//! peak memory and output sizes. `just bench` runs it in release mode; the target is
//! under 2 s and 1 GiB; on Stripe's and GitHub's specs (`--spec .cache/openapi-big
//! stripe.json|github.json`, fetched by the `realscale` test) under 10 s and 1 GiB.
//!
//! Usage: `openapi-bench [--ops N] [--schemas N] [--keep DIR]`
//!        `openapi-bench --spec SITE_DIR SPEC_REL [--dump ROUTE]` (time a real spec; dump a page as JSON)

use docc_markdown::PlainCtx;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let flag = |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned();
    if let Some(i) = args.iter().position(|a| a == "--spec") {
        let site = PathBuf::from(args.get(i + 1).expect("--spec SITE_DIR SPEC_REL"));
        let spec = args.get(i + 2).expect("--spec SITE_DIR SPEC_REL").clone();
        run(&site, &spec, flag("--dump"));
        return;
    }
    let ops: usize = flag("--ops").and_then(|v| v.parse().ok()).unwrap_or(1200);
    let schemas: usize = flag("--schemas").and_then(|v| v.parse().ok()).unwrap_or(1500);
    let dir = flag("--keep").map(PathBuf::from).unwrap_or_else(|| std::env::temp_dir().join(format!("docc-openapi-bench-{}", std::process::id())));
    std::fs::create_dir_all(&dir).expect("create bench dir");
    let spec = generate(ops, schemas);
    std::fs::write(dir.join("big.yaml"), &spec).expect("write spec");
    println!("generated spec: {:.1} MB, {ops} operations, {schemas} schemas", spec.len() as f64 / 1e6);
    run(&dir, "big.yaml", None);
    if flag("--keep").is_none() {
        let _ = std::fs::remove_dir_all(&dir);
    }
}

fn run(site: &Path, spec: &str, dump: Option<String>) {
    if let Ok(text) = std::fs::read_to_string(site.join(spec)) {
        let t = Instant::now();
        let ok = if spec.ends_with(".json") { docc_openapi::json::parse(&text).is_ok() } else { docc_openapi::yaml::parse_full(&text).is_ok() };
        println!("parse alone: {:.3} s (ok: {ok})", t.elapsed().as_secs_f64());
    }
    let mut ctx = PlainCtx::default();
    let cpu0 = cpu_seconds();
    let t = Instant::now();
    let out = docc_openapi::compile(site, spec, &mut ctx);
    let elapsed = t.elapsed();
    let cpu = cpu_seconds() - cpu0;
    let errors = out.diagnostics.iter().filter(|d| d.is_error()).count();
    let warnings = out.diagnostics.len() - errors;
    let encoded = docc_model::pack::encode(&out.pages).len();
    println!("compile: {:.3} s wall, {:.2} s CPU, peak RSS {:.0} MiB", elapsed.as_secs_f64(), cpu, peak_rss_mib());
    println!("output: {} pages, {} errors, {} warnings, pages bincode {:.1} MB", out.pages.len(), errors, warnings, encoded as f64 / 1e6);
    for d in out.diagnostics.iter().take(5) {
        println!("  {d}");
    }
    if let Some(route) = dump {
        if let Some(p) = out.pages.iter().find(|p| p.route == route) {
            println!("{}", serde_json::to_string_pretty(p).unwrap_or_default());
        }
    }
}

/// User + system CPU time of this process (Linux `/proc/self/stat`, 100 ticks/s), so
/// numbers stay meaningful on a busy machine where wall time is not.
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let after = stat.rsplit(')').next().unwrap_or("");
    let f: Vec<&str> = after.split_whitespace().collect();
    let ticks = |i: usize| f.get(i).and_then(|v| v.parse::<f64>().ok()).unwrap_or(0.0);
    (ticks(11) + ticks(12)) / 100.0
}

/// Peak resident set size (Linux `VmHWM`), 0 elsewhere.
fn peak_rss_mib() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status.lines().find_map(|l| l.strip_prefix("VmHWM:")).and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok()).map_or(0.0, |kb| kb / 1024.0)
}

/// A synthetic spec shaped like real ones: tagged POST/GET operations with path and
/// query parameters, JSON bodies referencing component schemas that nest, form arrays,
/// use allOf/oneOf and refer to each other (including cycles), Markdown descriptions.
fn generate(ops: usize, schemas: usize) -> String {
    let mut s = String::with_capacity(6 << 20);
    s += "openapi: 3.0.3\ninfo:\n  title: Bench API\n  version: 1.0.0\n  description: |\n    A generated API for benchmarking.\n\n    ## Usage\n\n    Send **JSON**.\n";
    s += "servers:\n  - url: https://api.example.com/v1\n    description: Production\nsecurity:\n  - ApiKeyAuth: []\ntags:\n";
    for t in 0..10 {
        let _ = writeln!(s, "  - name: Tag{t}\n    description: Operations of group {t}.");
    }
    s += "paths:\n";
    for i in 0..ops {
        let a = i % schemas;
        let b = (i * 7 + 3) % schemas;
        let _ = write!(
            s,
            "  /things{i}/{{thingId}}:\n    post:\n      tags: [Tag{}]\n      operationId: createThing{i}\n      summary: Create thing number {i}\n      description: |\n        Creates a thing of kind {i}. See [the schema](/OpenAPI/schemas/schema{a}) and `code`.\n\n        - first point about thing {i}\n        - second point with **bold** text\n      parameters:\n        - name: thingId\n          in: path\n          required: true\n          description: Identifier of the thing.\n          schema:\n            type: string\n            example: thing-{i}\n        - name: verbose\n          in: query\n          schema:\n            type: boolean\n            default: false\n      requestBody:\n        required: true\n        content:\n          application/json:\n            schema:\n              $ref: '#/components/schemas/Schema{a}'\n            example:\n              name: thing {i}\n              count: {i}\n              tags: [a, b]\n              nested:\n                id: n-{i}\n                flag: true\n      responses:\n        '200':\n          description: The created thing.\n          content:\n            application/json:\n              schema:\n                $ref: '#/components/schemas/Schema{b}'\n              example:\n                id: '{i}'\n                name: thing {i}\n                status: active\n        '400':\n          description: Invalid input.\n          content:\n            application/json:\n              schema:\n                $ref: '#/components/schemas/Error'\n",
            i % 10
        );
        let _ = write!(s, "    get:\n      tags: [Tag{}]\n      operationId: getThing{i}\n      summary: Get thing {i}\n      parameters:\n        - name: thingId\n          in: path\n          required: true\n          schema:\n            type: string\n      responses:\n        '200':\n          description: OK\n          content:\n            application/json:\n              schema:\n                $ref: '#/components/schemas/Schema{b}'\n", i % 10);
    }
    s += "components:\n  securitySchemes:\n    ApiKeyAuth:\n      type: apiKey\n      in: header\n      name: x-api-key\n  schemas:\n    Error:\n      type: object\n      description: An error.\n      properties:\n        error:\n          type: string\n";
    for j in 0..schemas {
        let c1 = (j + 1) % schemas;
        let c2 = (j * 3 + 1) % schemas;
        let _ = write!(
            s,
            "    Schema{j}:\n      type: object\n      description: Schema number {j}, with *nested* members and a link to [another](/OpenAPI/schemas/schema{c1}).\n      required: [name, count]\n      properties:\n        id:\n          type: string\n          format: uuid\n          readOnly: true\n          description: Unique identifier.\n        name:\n          type: string\n          minLength: 1\n          maxLength: 64\n          description: Display name of item {j}.\n          example: item {j}\n        count:\n          type: integer\n          format: int32\n          minimum: 0\n        status:\n          type: string\n          enum: [active, inactive, pending]\n          default: active\n        tags:\n          type: array\n          items:\n            type: string\n        child:\n          $ref: '#/components/schemas/Schema{c1}'\n        children:\n          type: array\n          items:\n            $ref: '#/components/schemas/Schema{c2}'\n        variant:\n          oneOf:\n            - type: string\n            - $ref: '#/components/schemas/Error'\n        meta:\n          type: object\n          additionalProperties:\n            type: string\n        mixed:\n          allOf:\n            - $ref: '#/components/schemas/Error'\n            - type: object\n              properties:\n                code:\n                  type: integer\n",
        );
    }
    s
}
