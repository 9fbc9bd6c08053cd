//! The commands and flags of issue 13, run through the binary: `docc new`, `docc inspect`,
//! `--format github|json`, `--deny-warnings`, `--max-bytes`, the progress bar, and
//! reproducible output. Exit codes are checked everywhere: 0 success, 1 failed build,
//! 2 usage error.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn docc_env(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_docc"));
    c.args(args).current_dir(root()).env("NO_COLOR", "1");
    for (k, v) in env {
        c.env(k, v);
    }
    c.output().expect("run docc")
}

fn docc(args: &[&str]) -> Output {
    docc_env(args, &[])
}

fn code(o: &Output) -> i32 {
    o.status.code().expect("exit code")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn json_lines(o: &Output) -> Vec<serde_json::Value> {
    stdout(o).lines().map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON: {l}: {e}"))).collect()
}

fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            out.extend(files_under(&p));
        } else {
            out.push(p);
        }
    }
    out.sort();
    out
}

// ---------------------------------------------------------------- docc new

#[test]
fn new_writes_the_scaffold_which_compiles_with_zero_warnings() {
    let tmp = tempfile::tempdir().unwrap();
    let site = tmp.path().join("my-docs");
    let s = site.to_str().unwrap();
    let out = docc(&["new", s]);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    assert!(stderr(&out).contains("next: docc serve"), "suggests the preview first: {}", stderr(&out));
    assert!(stderr(&out).contains("docc compile"), "and how to write the site: {}", stderr(&out));

    // Every file of compiler/docc/scaffold is written, byte for byte, and nothing else.
    let scaffold = Path::new(env!("CARGO_MANIFEST_DIR")).join("scaffold");
    let want: Vec<PathBuf> = files_under(&scaffold).iter().map(|p| p.strip_prefix(&scaffold).unwrap().to_path_buf()).collect();
    let got: Vec<PathBuf> = files_under(&site).iter().map(|p| p.strip_prefix(&site).unwrap().to_path_buf()).collect();
    assert_eq!(got, want);
    for f in &want {
        assert_eq!(std::fs::read(site.join(f)).unwrap(), std::fs::read(scaffold.join(f)).unwrap(), "{}", f.display());
    }
    assert!(tmp.path().read_dir().unwrap().count() == 1, "no temp folder left behind");

    // Zero diagnostics, even with warnings denied.
    let check = docc(&["check", s, "--format", "json", "--deny-warnings"]);
    assert_eq!(code(&check), 0, "{}{}", stdout(&check), stderr(&check));
    assert_eq!(json_lines(&check).len(), 0, "{}", stdout(&check));
    let html = tmp.path().join("out/index.html");
    let model = tmp.path().join("model.json");
    let out = docc(&["compile", s, "-o", html.to_str().unwrap(), "--deny-warnings", "--dump-model", model.to_str().unwrap()]);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    assert!(!stderr(&out).contains("warning"), "{}", stderr(&out));

    // It shows what the issue asks for: two doc categories, an admonition, a titled code
    // block, an OpenAPI reference and a TypeScript reference.
    let m: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&model).unwrap()).unwrap();
    let pages: Vec<&serde_json::Value> = m["chunks"].as_array().unwrap().iter().flat_map(|c| c["pages"].as_array().unwrap()).collect();
    let kinds: Vec<&str> = pages.iter().map(|p| p["kind"].as_str().unwrap()).collect();
    for k in ["Doc", "ApiOperation", "ApiSchema", "TsItem"] {
        assert!(kinds.contains(&k), "{k} in {kinds:?}");
    }
    let docs_sidebar = serde_json::to_string(&m["manifest"]["sidebars"][0]).unwrap();
    assert!(docs_sidebar.contains("\"Guides\"") && docs_sidebar.contains("\"Reference\""), "{docs_sidebar}");
    let all = serde_json::to_string(&pages).unwrap();
    assert!(all.contains("\"Admonition\""), "an admonition");
    assert!(all.contains("\"title\":\"src/greet.ts\""), "a code block with a title");

    // A favicon: the site's own file, named in its docc.toml, linked from the single file
    // (inline) and written into a hosted folder, where every page links it.
    assert!(site.join("static/img/favicon.svg").is_file());
    assert!(std::fs::read_to_string(site.join("docc.toml")).unwrap().contains("favicon = \"static/img/favicon.svg\""));
    let single = std::fs::read_to_string(&html).unwrap();
    assert!(single.contains("<link rel=\"icon\" type=\"image/svg+xml\" href=\"data:image/svg+xml;base64,"), "single file links the favicon");
    let hosted = tmp.path().join("hosted");
    let out = docc(&["compile", s, "--out-dir", hosted.to_str().unwrap(), "--deny-warnings"]);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let icon = std::fs::read_to_string(hosted.join("favicon.svg")).unwrap();
    assert!(icon.starts_with("<svg") && icon.contains("viewBox"), "{icon}");
    for page in ["index.html", "guides/writing-pages/index.html", "404.html"] {
        let text = std::fs::read_to_string(hosted.join(page)).unwrap();
        assert!(text.contains("<link rel=\"icon\" type=\"image/svg+xml\" href=\"/favicon.svg\">"), "{page} links the favicon");
    }
}

#[test]
fn new_refuses_a_non_empty_folder_and_a_file() {
    let tmp = tempfile::tempdir().unwrap();
    let site = tmp.path().join("taken");
    std::fs::create_dir(&site).unwrap();
    std::fs::write(site.join("notes.txt"), "mine").unwrap();
    let out = docc(&["new", site.to_str().unwrap()]);
    assert_eq!(code(&out), 1);
    let err = stderr(&out);
    assert!(err.contains("docc::new-not-empty") && err.contains("is not empty") && err.contains("notes.txt"), "{err}");
    assert_eq!(files_under(&site), vec![site.join("notes.txt")], "nothing added");
    assert_eq!(std::fs::read_to_string(site.join("notes.txt")).unwrap(), "mine");
    assert_eq!(tmp.path().read_dir().unwrap().count(), 1, "no temp folder left behind");

    let file = tmp.path().join("file");
    std::fs::write(&file, "x").unwrap();
    assert_eq!(code(&docc(&["new", file.to_str().unwrap()])), 1);

    // An empty folder is fine.
    let empty = tmp.path().join("empty");
    std::fs::create_dir(&empty).unwrap();
    let out = docc(&["new", empty.to_str().unwrap()]);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    assert!(empty.join("docc.toml").is_file());
    // `docc new .` in an empty folder writes there (the temp folder goes next to it).
    let here = tmp.path().join("here");
    std::fs::create_dir(&here).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_docc")).args(["new", "."]).current_dir(&here).output().unwrap();
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    assert!(here.join("docs/index.md").is_file() && here.read_dir().unwrap().all(|e| !e.unwrap().file_name().to_string_lossy().ends_with(".tmp")));
    assert_eq!(code(&docc(&["new"])), 2, "DIR is required");
}

// ---------------------------------------------------------------- formats

#[test]
fn github_format_prints_escaped_annotations() {
    let out = docc(&["check", "fixtures/broken/broken-link", "--format", "github"]);
    assert_eq!(code(&out), 1);
    let lines: Vec<String> = stdout(&out).lines().map(String::from).collect();
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(
        lines[0].starts_with("::error file=fixtures/broken/broken-link/docs/index.md,line=5,col=9,endLine=5,endColumn=")
            && lines[0].contains(
                ",title=docc%3A%3Abroken-link::broken link: no page has the route `/Documentation/glosary`%0Ahelp: did you mean /Documentation/glossary?"
            ),
        "{}",
        lines[0]
    );

    let out = docc(&["check", "fixtures/broken/duplicate-route", "--format", "github"]);
    assert_eq!(code(&out), 0, "warnings pass without --deny-warnings");
    assert!(stdout(&out).starts_with("::warning file=fixtures/broken/duplicate-route/docs/b.md,line=2,col=7,"), "{}", stdout(&out));

    // `%`, `,` and `:` in what the site controls are escaped.
    let tmp = tempfile::tempdir().unwrap();
    std::fs::create_dir(tmp.path().join("docs")).unwrap();
    std::fs::write(tmp.path().join("docs/a,b:c.md"), "# A\n\n[x](/100%)\n").unwrap();
    let out = docc(&["compile", tmp.path().to_str().unwrap(), "-o", tmp.path().join("o.html").to_str().unwrap(), "--format", "github"]);
    assert_eq!(code(&out), 1);
    let line = stdout(&out);
    assert!(line.contains("/docs/a%2Cb%3Ac.md,line=3,col=1,"), "{line}");
    assert!(line.contains("`/100%25`"), "{line}");
    assert!(!tmp.path().join("o.html").exists());
}

#[test]
fn json_format_is_one_serde_object_per_diagnostic() {
    let out = docc(&["check", "fixtures/broken/broken-anchor", "--format", "json"]);
    assert_eq!(code(&out), 0);
    let v = json_lines(&out);
    assert_eq!(v.len(), 1);
    let d = &v[0];
    assert_eq!((d["severity"].as_str(), d["code"].as_str(), d["file"].as_str()), (Some("warning"), Some("docc::broken-anchor"), Some("docs/index.md")));
    assert_eq!((d["line"].as_u64(), d["column"].as_u64()), (Some(5), Some(7)));
    assert!(d["end_line"].as_u64().unwrap() >= 5 && d["end_column"].as_u64().is_some());

    // Quotes, backslashes and control characters survive the round trip.
    let tmp = tempfile::tempdir().unwrap();
    std::fs::create_dir(tmp.path().join("docs")).unwrap();
    std::fs::write(tmp.path().join("docs/q.md"), "# Q\n\n[x](/a\"b\\c)\n").unwrap();
    let out = docc(&["check", tmp.path().to_str().unwrap(), "--format", "json"]);
    assert_eq!(code(&out), 1);
    let v = json_lines(&out);
    assert!(v[0]["message"].as_str().unwrap().contains("/a\"b\\c"), "{:?}", v[0]);
    assert!(v[0]["help"].is_string() || v[0]["help"].is_null());
}

// ---------------------------------------------------------------- build policies

#[test]
fn deny_warnings_fails_the_build_and_writes_nothing() {
    let tmp = tempfile::tempdir().unwrap();
    let out_file = tmp.path().join("site.html");
    std::fs::write(&out_file, "previous").unwrap();
    let o = out_file.to_str().unwrap();
    let out = docc(&["compile", "fixtures/broken/duplicate-route", "-o", o, "--deny-warnings"]);
    assert_eq!(code(&out), 1);
    assert!(stderr(&out).lines().last().unwrap().contains("1 warning(s) (--deny-warnings); nothing written"), "{}", stderr(&out));
    assert_eq!(std::fs::read_to_string(&out_file).unwrap(), "previous");
    assert_eq!(tmp.path().read_dir().unwrap().count(), 1, "no temp file left");

    let out = docc(&["compile", "fixtures/broken/duplicate-route", "-o", o]);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    assert_ne!(std::fs::read_to_string(&out_file).unwrap(), "previous");

    assert_eq!(code(&docc(&["check", "fixtures/broken/duplicate-route", "--deny-warnings"])), 1);
    assert_eq!(code(&docc(&["check", "fixtures/broken/duplicate-route"])), 0);
    assert_eq!(code(&docc(&["check", "fixtures/basic", "--deny-warnings"])), 0);
}

#[test]
fn max_bytes_fails_past_the_budget_and_keeps_the_old_file() {
    let tmp = tempfile::tempdir().unwrap();
    let out_file = tmp.path().join("site.html");
    let o = out_file.to_str().unwrap();
    assert_eq!(code(&docc(&["compile", "fixtures/basic", "-o", o])), 0);
    let size = std::fs::metadata(&out_file).unwrap().len();
    std::fs::write(&out_file, "previous").unwrap();

    let exact = size.to_string();
    let out = docc(&["compile", "fixtures/basic", "-o", o, "--max-bytes", &exact]);
    assert_eq!(code(&out), 0, "a file of exactly the budget passes: {}", stderr(&out));
    assert_eq!(std::fs::metadata(&out_file).unwrap().len(), size);

    std::fs::write(&out_file, "previous").unwrap();
    let under = (size - 1).to_string();
    let out = docc(&["compile", "fixtures/basic", "-o", o, "--max-bytes", &under, "--format", "json"]);
    assert_eq!(code(&out), 1);
    assert_eq!(std::fs::read_to_string(&out_file).unwrap(), "previous", "old output untouched");
    let v = json_lines(&out);
    assert_eq!(v.len(), 1);
    assert_eq!(v[0]["code"], "docc::max-bytes");
    assert!(v[0]["message"].as_str().unwrap().contains(&format!("the output is {size} bytes")), "{:?}", v[0]);
    assert!(v[0]["file"].as_str().unwrap().starts_with("docs/"), "located at the largest page's source: {:?}", v[0]);
    assert!(v[0]["help"].as_str().unwrap().contains("largest parts: runtime"), "{:?}", v[0]);

    // Units: 1000-based KB/MB, 1024-based KiB/MiB; bad values are usage errors.
    assert_eq!(code(&docc(&["compile", "fixtures/basic", "-o", o, "--max-bytes", "5MB"])), 0);
    assert_eq!(code(&docc(&["compile", "fixtures/basic", "-o", o, "--max-bytes", "1.5MiB"])), 0);
    assert_eq!(code(&docc(&["compile", "fixtures/basic", "-o", o, "--max-bytes", "10KiB"])), 1);
    assert_eq!(code(&docc(&["compile", "fixtures/basic", "-o", o, "--max-bytes", "12XB"])), 2);
}

// ---------------------------------------------------------------- docc inspect

struct Segment {
    compressed: usize,
    raw: Vec<u8>,
}

/// The pack of a compiled file, read here without docc's reader: the header's element and
/// one element per segment (in reading order, each naming its index), put back together.
fn pack_of(html: &str) -> (Vec<u8>, usize, Vec<Segment>) {
    let b64 = |s: &str| docc_model::html_text::decode(s).unwrap();
    let text_after = |open: &str, from: usize| -> Option<(usize, &str)> {
        let start = from + html[from..].find(open)? + open.len();
        let end = start + html[start..].find("</script>").unwrap();
        Some((end, &html[start..end]))
    };
    let (_, header) = text_after("<script id=\"docc-pack\" type=\"application/octet-stream\" data-split>", 0).unwrap();
    let mut b64_len = header.len();
    let mut pack = b64(header);
    assert_eq!(&pack[..8], b"DOCCPACK");
    let u32_at = |pack: &[u8], i: usize| u32::from_le_bytes(pack[i..i + 4].try_into().unwrap()) as usize;
    let count = u32_at(&pack, 16);
    assert_eq!(pack.len(), 20 + 20 * count, "the header element holds the header alone");
    let mut stored: Vec<Option<Vec<u8>>> = vec![None; count];
    let mut at = 0;
    while let Some((end, tail)) = text_after("<script type=\"application/octet-stream\" data-docc-seg=\"", at) {
        let (index, text) = tail.split_once("\">").unwrap();
        stored[index.parse::<usize>().unwrap()] = Some(b64(text));
        b64_len += text.len();
        at = end;
    }
    // A segment flagged as continuing the previous one (page chunks compressed in runs) is the
    // next part of the same zstd frame: decode the run so far and keep this part's output.
    let mut run: Vec<u8> = Vec::new();
    let mut before = 0;
    let segments = (0..count)
        .map(|i| {
            let bytes = stored[i].clone().unwrap_or_else(|| panic!("segment {i} has no element"));
            let (len, raw) = (u32_at(&pack, 24 + 20 * i), u32_at(&pack, 28 + 20 * i));
            assert_eq!((bytes.len(), crc32fast::hash(&bytes) as usize), (len, u32_at(&pack, 32 + 20 * i)), "segment {i}'s length and crc32");
            if u32_at(&pack, 36 + 20 * i) & 1 == 0 {
                (run, before) = (Vec::new(), 0);
            }
            run.extend_from_slice(&bytes);
            let mut out = vec![0; before + raw];
            std::io::Read::read_exact(&mut zstd::stream::read::Decoder::new(run.as_slice()).unwrap(), &mut out).unwrap();
            before += raw;
            Segment { compressed: len, raw: out[before - raw..].to_vec() }
        })
        .collect();
    for s in stored {
        pack.extend(s.unwrap());
    }
    (pack, b64_len, segments)
}

#[test]
fn inspect_figures_match_the_parts_of_the_file() {
    let tmp = tempfile::tempdir().unwrap();
    let file = tmp.path().join("contract.html");
    let f = file.to_str().unwrap();
    assert_eq!(code(&docc(&["compile", "fixtures/contract", "-o", f])), 0);
    let out = docc(&["inspect", f, "--format", "json"]);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let r: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    let html = std::fs::read_to_string(&file).unwrap();
    let (pack, b64_len, segs) = pack_of(&html);

    assert_eq!(r["docc_version"], env!("CARGO_PKG_VERSION"));
    assert_eq!(r["pack_format"].as_u64().unwrap(), u32::from_le_bytes(pack[8..12].try_into().unwrap()) as u64);
    assert_eq!(r["file_bytes"].as_u64().unwrap(), html.len() as u64);
    let part = |id: &str| -> (u64, u64) {
        let p = r["parts"].as_array().unwrap().iter().find(|p| p["id"] == id).unwrap_or_else(|| panic!("part {id}"));
        (p["bytes"].as_u64().unwrap(), p["raw_bytes"].as_u64().unwrap())
    };
    let total: u64 = r["parts"].as_array().unwrap().iter().map(|p| p["bytes"].as_u64().unwrap()).sum();
    assert_eq!(total, html.len() as u64, "parts add up to the file");

    let dist = root().join("runtime/dist");
    let runtime: u64 = ["runtime.js", "runtime.css", "head.js", "page.css"].iter().map(|f| std::fs::metadata(dist.join(f)).unwrap().len()).sum();
    assert_eq!(part("runtime").0, runtime);
    assert_eq!(part("pack_header").0, 20 + 20 * segs.len() as u64);
    assert_eq!(part("text_encoding").0, (b64_len - pack.len()) as u64);
    assert_eq!(part("manifest"), (segs[0].compressed as u64, segs[0].raw.len() as u64));
    // The search index: its dictionary (segment 1), its posting shards after the page chunks,
    // then its term blocks and its heading blocks.
    let (index, _): (docc_model::search::SearchIndex, usize) = docc_model::pack::decode(&segs[1].raw).unwrap();
    let first_shard = index.shard_segment as usize;
    assert_eq!(first_shard + index.shard_terms.len(), index.block_segment as usize, "the term blocks follow the shards");
    assert_eq!(index.block_segment as usize + index.block_terms.len(), index.heading_segment as usize, "the heading blocks follow the term blocks");
    assert_eq!(index.heading_segment as usize + index.heading_pages.len(), segs.len(), "the heading blocks are the last segments");
    let search = segs[1..2].iter().chain(&segs[first_shard..]);
    assert_eq!(part("search_index"), search.fold((0, 0), |(c, r), s| (c + s.compressed as u64, r + s.raw.len() as u64)));
    assert_eq!(part("images"), (segs[2].compressed as u64, segs[2].raw.len() as u64));

    // Pages: raw sizes per kind from the chunks, compressed sizes add up to the chunks.
    let chunks = &segs[3..first_shard];
    let packed: u64 = chunks.iter().map(|s| s.compressed as u64).sum();
    assert_eq!(part("docs_pages").0 + part("api_pages").0 + part("typed_reference").0, packed);
    let mut raw = [0u64; 3];
    let mut counts = std::collections::BTreeMap::<String, u64>::new();
    let mut sizes: Vec<(u64, String)> = Vec::new();
    for c in chunks {
        let (n, mut at): (u64, usize) = docc_model::pack::decode(&c.raw).unwrap();
        let first_at = at;
        for k in 0..n {
            let (docc_model::Framed(page), used): (docc_model::Framed<docc_model::Page>, usize) = docc_model::pack::decode(&c.raw[at..]).unwrap();
            at += used;
            let kind = format!("{:?}", page.kind);
            let part = if kind.starts_with("Api") {
                1
            } else if kind.starts_with("Ts") {
                2
            } else {
                0
            };
            raw[part] += used as u64 + if k == 0 { first_at as u64 } else { 0 };
            *counts.entry(kind).or_default() += 1;
            sizes.push((used as u64, page.route));
        }
        assert_eq!(at, c.raw.len(), "a chunk holds its pages and nothing else");
    }
    assert_eq!((part("docs_pages").1, part("api_pages").1, part("typed_reference").1), (raw[0], raw[1], raw[2]));
    assert!(raw.iter().all(|&r| r > 0), "the contract fixture has all three kinds: {raw:?}");
    let kinds: std::collections::BTreeMap<String, u64> =
        r["routes_by_kind"].as_array().unwrap().iter().map(|k| (k["kind"].as_str().unwrap().replace('-', ""), k["routes"].as_u64().unwrap())).collect();
    let counts: std::collections::BTreeMap<String, u64> = counts.into_iter().map(|(k, v)| (k.to_lowercase(), v)).collect();
    assert_eq!(kinds, counts);
    assert_eq!(r["routes"].as_u64().unwrap(), sizes.len() as u64);

    sizes.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    let largest: Vec<(u64, String)> =
        r["largest_pages"].as_array().unwrap().iter().map(|p| (p["raw_bytes"].as_u64().unwrap(), p["route"].as_str().unwrap().to_string())).collect();
    assert_eq!(largest, sizes.into_iter().take(10).collect::<Vec<_>>());

    // The one image of the fixture (its logo and page image, the same file).
    let img = &r["largest_images"][0];
    assert_eq!(img["name"], "docs/img/square.svg");
    assert_eq!(img["bytes"].as_u64().unwrap(), std::fs::metadata(root().join("fixtures/contract/docs/img/square.svg")).unwrap().len());

    // The human format shows the same figures.
    let out = docc(&["inspect", f]);
    assert_eq!(code(&out), 0);
    let text = stdout(&out);
    for s in [
        &format!("({} bytes), written by docc {}", html.len(), env!("CARGO_PKG_VERSION")),
        "routes: ",
        "runtime (JS + CSS)",
        "docs pages",
        "API pages",
        "typed reference",
        "search index",
        "images",
        "largest pages",
        "largest images",
        "docs/img/square.svg",
    ] {
        assert!(text.contains(s), "{s} in:\n{text}");
    }
}

/// `docc inspect` reads what `--out-dir` and `--embed` write, and their packs alone: the same
/// pack figures as the single file's, parts that add up to what was read.
#[test]
fn inspect_reads_hosted_and_embed_output_and_raw_packs() {
    let tmp = tempfile::tempdir().unwrap();
    let path = |p: &str| tmp.path().join(p).to_str().unwrap().to_string();
    assert_eq!(code(&docc(&["compile", "fixtures/contract", "-o", &path("one.html")])), 0);
    assert_eq!(code(&docc(&["compile", "fixtures/contract", "--embed", &path("embed")])), 0);
    assert_eq!(code(&docc(&["compile", "fixtures/contract", "--out-dir", &path("hosted")])), 0);
    let report = |p: &str| -> serde_json::Value {
        let out = docc(&["inspect", p, "--format", "json"]);
        assert_eq!(code(&out), 0, "{p}: {}", stderr(&out));
        serde_json::from_str(&stdout(&out)).unwrap()
    };
    let parts = |r: &serde_json::Value| -> std::collections::BTreeMap<String, u64> {
        r["parts"].as_array().unwrap().iter().map(|p| (p["id"].as_str().unwrap().to_string(), p["bytes"].as_u64().unwrap())).collect()
    };
    let one = report(&path("one.html"));
    let pack_parts = ["manifest", "docs_pages", "api_pages", "typed_reference", "search_index", "images", "pack_header"];
    let size = |p: &std::path::Path| std::fs::metadata(p).unwrap().len();
    let hosted_pack =
        std::fs::read_dir(tmp.path().join("hosted/assets")).unwrap().map(|e| e.unwrap().path()).find(|p| p.extension().is_some_and(|x| x == "pack")).unwrap();
    for (what, total) in [
        (path("embed"), ["docc.js", "docc.css", "site.docc"].iter().map(|f| size(&tmp.path().join("embed").join(f))).sum::<u64>()),
        (path("embed/site.docc"), size(&tmp.path().join("embed/site.docc"))),
        // A hosted head file stands for the pack cut into files: it and the table and segment files beside it.
        (hosted_pack.to_str().unwrap().to_string(), walk(&tmp.path().join("hosted/assets")) - asset_files_besides_the_pack(&tmp.path().join("hosted/assets"))),
        (path("hosted"), walk(&tmp.path().join("hosted"))),
    ] {
        let r = report(&what);
        assert_eq!(r["file_bytes"].as_u64().unwrap(), total, "{what}: the size of what was read");
        assert_eq!(parts(&r).values().sum::<u64>(), total, "{what}: parts add up");
        assert_eq!(r["routes"], one["routes"], "{what}");
        if !what.contains("hosted") {
            for id in pack_parts {
                assert_eq!(parts(&r)[id], parts(&one)[id], "{what}: {id} as in the single file");
            }
        }
    }
    let embed = parts(&report(&path("embed")));
    assert_eq!(embed["runtime"], size(&tmp.path().join("embed/docc.js")) + size(&tmp.path().join("embed/docc.css")));
    let hosted = report(&path("hosted"));
    assert!(parts(&hosted)["html"] > 0 && parts(&hosted)["other_files"] > 0);
    assert_eq!(hosted["docc_version"], env!("CARGO_PKG_VERSION"));
    // The content site's pages are compressed in runs (a chunk continuing another's frame).
    assert_eq!(code(&docc(&["compile", "content", "--embed", &path("content")])), 0);
    assert_eq!(report(&path("content"))["routes"].as_u64().unwrap(), report(&path("content/site.docc"))["routes"].as_u64().unwrap());
    // A folder that holds no pack is refused with a reason.
    let out = docc(&["inspect", &path("hosted/assets/..//..")]);
    assert_eq!(code(&out), 1);
    assert!(stderr(&out).contains("site packs"), "{}", stderr(&out));
}

/// Bytes of the files in a hosted `assets/` folder that are not the pack's (runtime, images).
fn asset_files_besides_the_pack(dir: &std::path::Path) -> u64 {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap())
        .filter(|e| {
            let n = e.file_name().into_string().unwrap();
            let pack_file = ((n.starts_with("seg.") || n.starts_with("tab.")) && n.ends_with(".bin")) || (n.starts_with("site.") && n.ends_with(".pack"));
            !pack_file
        })
        .map(|e| e.metadata().unwrap().len())
        .sum()
}

/// Total size of the files under `dir`.
fn walk(dir: &std::path::Path) -> u64 {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap())
        .map(|e| if e.file_type().unwrap().is_dir() { walk(&e.path()) } else { e.metadata().unwrap().len() })
        .sum()
}

#[test]
fn inspect_rejects_what_is_not_a_docc_file() {
    let tmp = tempfile::tempdir().unwrap();
    let f = tmp.path().join("other.html");
    std::fs::write(&f, "<!doctype html><p>hello</p>").unwrap();
    let out = docc(&["inspect", f.to_str().unwrap()]);
    assert_eq!(code(&out), 1);
    assert!(stderr(&out).contains("not a docc file"), "{}", stderr(&out));
    let out = docc(&["inspect", tmp.path().join("missing.html").to_str().unwrap()]);
    assert_eq!(code(&out), 1);
    assert!(stderr(&out).contains("cannot read"), "{}", stderr(&out));
    assert_eq!(code(&docc(&["inspect"])), 2);
}

/// A page leaves a default document title (`Page | Site`) empty for the runtime to build and
/// keeps every title made distinct; the hosted pages still carry every title in full. The
/// titles and descriptions are the pages', not the manifest's route table's: the manifest is
/// what every visit of a hosted site downloads first, and two strings a route made it grow
/// with the site (issue 31).
#[test]
fn pages_keep_only_document_titles_that_differ_from_the_default_and_the_route_table_none() {
    let tmp = tempfile::tempdir().unwrap();
    let model = tmp.path().join("model.json");
    let out = docc(&["compile", "content", "-o", tmp.path().join("s.html").to_str().unwrap(), "--dump-model", model.to_str().unwrap()]);
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let m: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&model).unwrap()).unwrap();
    let site = m["manifest"]["site"]["title"].as_str().unwrap();
    let routes = m["manifest"]["routes"].as_array().unwrap();
    for r in routes {
        assert!(r.get("meta_title").is_none() && r.get("description").is_none(), "{}: the route table holds no head metadata", r["path"]);
    }
    let pages: Vec<&serde_json::Value> = m["chunks"].as_array().unwrap().iter().flat_map(|c| c["pages"].as_array().unwrap()).collect();
    assert_eq!(pages.len(), routes.len());
    let (mut empty, mut kept, mut described) = (0, 0, 0);
    for p in &pages {
        let (title, meta) = (p["title"].as_str().unwrap(), p["meta_title"].as_str().unwrap());
        let default = if title.is_empty() || title == site { site.to_string() } else { format!("{title} | {site}") };
        if meta.is_empty() {
            empty += 1;
        } else {
            kept += 1;
            assert_ne!(meta, default, "{}: a default title is left to the runtime", p["route"]);
            assert!(meta.ends_with(&format!(" | {site}")), "{meta}");
        }
        described += usize::from(!p["meta_description"].as_str().unwrap().is_empty());
    }
    assert!(empty > pages.len() / 2 && kept > 0, "{empty} default and {kept} distinct titles of {}", pages.len());
    assert_eq!(described, pages.len(), "every page has its meta description");
}

// ---------------------------------------------------------------- reproducibility, progress

#[test]
fn the_same_sources_give_the_same_bytes_whatever_the_thread_count() {
    let tmp = tempfile::tempdir().unwrap();
    let (a, b) = (tmp.path().join("one.html"), tmp.path().join("four.html"));
    for (file, threads) in [(&a, "1"), (&b, "4")] {
        let out = docc_env(&["compile", "content", "-o", file.to_str().unwrap()], &[("RAYON_NUM_THREADS", threads)]);
        assert_eq!(code(&out), 0, "{}", stderr(&out));
    }
    let (a, b) = (std::fs::read(&a).unwrap(), std::fs::read(&b).unwrap());
    assert!(a.len() > 100_000);
    assert!(a == b, "compiling content/ with 1 and 4 threads gave different files ({} and {} bytes)", a.len(), b.len());
}

#[test]
fn no_progress_bar_without_a_terminal() {
    let tmp = tempfile::tempdir().unwrap();
    let out = docc_env(&["compile", "content", "-o", tmp.path().join("s.html").to_str().unwrap()], &[("DOCC_PROGRESS_DELAY_MS", "0")]);
    assert_eq!(code(&out), 0);
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1, "only the summary line: {err:?}");
    assert!(err.starts_with("docc: compiled ") && !err.contains('\r'), "{err:?}");
}

/// Runs docc under a pseudo-terminal (util-linux `script`) and returns what it drew.
fn in_terminal(args: &str, delay_ms: &str) -> String {
    let cmd = format!("{} {args}", env!("CARGO_BIN_EXE_docc"));
    let out = Command::new("script")
        .args(["-qec", &cmd, "/dev/null"])
        .current_dir(root())
        .env("DOCC_PROGRESS_DELAY_MS", delay_ms)
        .env("TERM", "xterm")
        .env_remove("NO_COLOR")
        .output()
        .expect("`script` (util-linux) runs");
    assert_eq!(code(&out), 0, "{}", stdout(&out));
    stdout(&out)
}

#[test]
fn progress_bar_only_on_a_terminal_after_the_delay() {
    let tmp = tempfile::tempdir().unwrap();
    let o = tmp.path().join("s.html");
    let shown = in_terminal(&format!("compile content -o {}", o.display()), "0");
    assert!(shown.contains("docc [") && shown.contains("/5"), "a bar with stage counts: {shown:?}");
    assert!(shown.trim_end().ends_with(" ms"), "the summary comes last: {shown:?}");
    let quick = in_terminal(&format!("compile content -o {}", o.display()), "60000");
    assert!(!quick.contains("docc ["), "no bar before the delay: {quick:?}");
    assert!(quick.contains("docc: compiled "), "{quick:?}");
}
