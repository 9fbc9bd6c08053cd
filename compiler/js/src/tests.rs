use crate::{ElemType, Interp, Value};
use docc_diag::SourceFile;

/// Writes `files` into a temporary site, then renders `<tag>` from page `docs/a.mdx` whose ESM is `esm`.
fn render(files: &[(&str, &str)], esm: &str, tag: &str) -> (Result<Value, crate::Why>, tempfile::TempDir) {
    render_as(files, esm, tag, None)
}

/// As `render`, with the page's `PageData` given first.
fn render_with(files: &[(&str, &str)], esm: &str, tag: &str, data: crate::PageData) -> (Result<Value, crate::Why>, tempfile::TempDir) {
    render_as(files, esm, tag, Some(data))
}

/// The two above: a docs page when `data` is given, a page outside docs otherwise.
fn render_as(files: &[(&str, &str)], esm: &str, tag: &str, data: Option<crate::PageData>) -> (Result<Value, crate::Why>, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    for (p, t) in files {
        let path = dir.path().join(p);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, t).unwrap();
    }
    let text = format!("{esm}\n\n{tag}\n");
    let file = SourceFile::new("docs/a.mdx", text.clone());
    let mut esm_text: String = text.chars().map(|c| if c == '\n' { '\n' } else { ' ' }).collect();
    esm_text.replace_range(..esm.len(), esm);
    let mut it = Interp::new(dir.path());
    if let Some(data) = data {
        it.set_page_data(data);
    }
    let r = it.page(&file, &esm_text).and_then(|page| {
        let v = it.tag(&page, &file, tag, esm.len() + 2, false)?;
        expand_all(&mut it, v)
    });
    (r, dir)
}

/// Expands every site component in the tree (what the renderer does while converting it).
fn expand_all(it: &mut Interp, v: Value) -> Result<Value, crate::Why> {
    match v {
        Value::Elem(e) if matches!(e.ty, ElemType::Func(_) | ElemType::Unknown(_)) => {
            let out = it.expand(&e)?;
            expand_all(it, out)
        }
        Value::Elem(e) => {
            let mut children = Vec::new();
            for c in &e.children {
                children.push(expand_all(it, c.clone())?);
            }
            Ok(Value::Elem(std::rc::Rc::new(crate::Elem { ty: e.ty.clone(), props: e.props.clone(), children })))
        }
        Value::Arr(a) => Ok(Value::Arr(std::rc::Rc::new(a.iter().map(|x| expand_all(it, x.clone())).collect::<Result<_, _>>()?))),
        v => Ok(v),
    }
}

fn show(v: &Value) -> String {
    format!("{v:?}")
}

#[test]
fn install_snippet_like_component_builds_tabs_of_code_blocks() {
    let comp = "import CodeBlock from '@theme/CodeBlock';\nimport TabItem from '@theme/TabItem';\nimport Tabs from '@theme/Tabs';\nimport React from 'react';\n\nexport function InstallSnippet(props: { pkgs: string[] | string }) {\n  const pkgs = Array.isArray(props.pkgs) ? props.pkgs.join(' ') : props.pkgs;\n  const deno = Array.isArray(props.pkgs) ? `npm:${props.pkgs.join(' npm:')}` : `npm:${props.pkgs.split(' ').join(' npm:')}`;\n  const snippets: Record<string, string> = { npm: `npm install ${pkgs}`, deno: `deno add ${deno}` };\n  return (\n    <Tabs>\n      {Object.entries(snippets).map(([key, value]) => (\n        <TabItem key={key} value={key} label={key}>\n          <CodeBlock language=\"bash\" className=\"x\">\n            {value}\n          </CodeBlock>\n        </TabItem>\n      ))}\n    </Tabs>\n  );\n}\n";
    let (v, _d) = render(
        &[("src/components/InstallSnippet.tsx", comp)],
        "import { InstallSnippet } from '@site/src/components/InstallSnippet';",
        "<InstallSnippet pkgs=\"@trpc/server zod\" />",
    );
    let s = show(&v.unwrap());
    assert!(s.contains("\"deno add npm:@trpc/server npm:zod\""), "{s}");
    assert!(s.contains("\"npm install @trpc/server zod\""), "{s}");
    assert!(s.starts_with("<Tag(\"Tabs\")"), "{s}");
}

#[test]
fn hooks_follow_server_rendering() {
    let comp = "import { useEffect, useRef, useState } from 'react'\nimport styles from './P.module.css'\nimport clsx from 'clsx'\nimport { TYPES } from './types'\nexport function P(props) {\n  const [failed, setFailed] = useState<boolean>(false)\n  const ref = useRef(null)\n  const src = useSrc()\n  useEffect(() => { setFailed(true); fetch('x') }, [])\n  return (<>\n    {!failed && <iframe className={styles.x} ref={ref} src={src} />}\n    <div className={clsx('a', styles.y)}>{[TYPES, props.setup, props.code].filter(Boolean).join('\\n\\n')}</div>\n  </>)\n}\nfunction useSrc() { const [s] = useState(''); return s }\n";
    let (v, _d) = render(
        &[("src/P.tsx", comp), ("src/types.ts", "export const TYPES = `interface A {}`\n"), ("docs/a.js", "export const code = `db.selectFrom('a')`\n")],
        "import { P } from '../src/P'\nimport { code } from './a'",
        "<P code={code} />",
    );
    let s = show(&v.unwrap());
    assert!(s.contains("src\", \"\""), "{s}");
    assert!(s.contains("\"interface A {}\\n\\ndb.selectFrom('a')\""), "{s}");
}

#[test]
fn page_exports_and_defaults() {
    let esm = "export const Highlight = ({children, color = 'red', ...rest}) => (<span style={{color}} title={`${color}!`}>{children}{rest.n ?? 0}</span>);";
    let (v, _d) = render(&[], esm, "<Highlight n={2}>x</Highlight>");
    let s = show(&v.unwrap());
    assert!(s.contains("\"red!\"") && s.contains("\"x\"") && s.contains("2"), "{s}");
}

#[test]
fn unknown_values_fail_where_they_reach_text() {
    let comp = "export default function F() { const d = fetch('/x'); if (d.ok) { return <p>ok</p> } return null }\n";
    let (v, _d) = render(&[("src/F.jsx", comp)], "import F from '@site/src/F'", "<F />");
    let w = v.unwrap_err();
    assert_eq!(w.what, "it calls `fetch`");
    assert_eq!(w.at, "src/F.jsx:1:41");
}

#[test]
fn recursion_and_loops_are_stopped() {
    let comp = "export const R = (p) => R(p);\nexport const L = () => { for (;;) {} };\n";
    for tag in ["<R />", "<L />"] {
        let files = [("src/R.js", comp)];
        let handle = std::thread::Builder::new()
            .stack_size(2 << 20)
            .spawn(move || {
                let (v, _d) = render(&files, "import { R, L } from '../src/R'", tag);
                v.unwrap_err().what
            })
            .unwrap();
        let what = handle.join().unwrap();
        assert!(what.contains("deep") || what.contains("steps"), "{what}");
    }
}

#[test]
fn syntax_errors_are_located() {
    let (v, _d) = render(&[("src/S.tsx", "export const S = () => (\n  <div>{</div>\n);\n")], "import { S } from '@site/src/S'", "<S />");
    let w = v.unwrap_err();
    assert!(w.what.contains("not valid JavaScript"), "{w:?}");
    assert!(w.at.starts_with("src/S.tsx:2:"), "{w:?}");
}

#[test]
fn imports_stay_in_the_site() {
    let dir = tempfile::tempdir().unwrap();
    assert!(crate::modules::resolve(dir.path(), &dir.path().join("docs"), "lodash").is_none());
    let (v, _d) = render(&[], "import X from '../../../../../../../../etc/passwd'", "<X />");
    let w = v.unwrap_err();
    assert!(w.what.contains("leaves the site folder") || w.what.contains("not a file of the site"), "{w:?}");
    assert_eq!(w.at, "docs/a.mdx:1:1");
}

#[test]
fn strings_arrays_and_operators() {
    let esm = "export const C = () => { const a = [3, 1, 2]; let n = 0; for (const x of a) { n += x } const o = { ...{a: 1}, b: 'B' }; return <p>{[n, a.slice(1).concat([9]).join('-'), ' a,b '.trim().split(','), Object.keys(o).length, 'Ab'.toLowerCase().startsWith('a') ? 'y' : 'n', o?.c?.d ?? 'none', 5 > 3 && 'gt', `${1 + 1}px`, typeof o, JSON.stringify({k: [1, 'x']}), JSON.stringify({a: {b: 1}, c: []}, null, 2)].join('|')}</p> };";
    let (v, _d) = render(&[], esm, "<C />");
    let s = show(&v.unwrap());
    assert!(
        s.contains("\"6|1-2-9|a,b|2|y|none|gt|2px|object|{\\\"k\\\":[1,\\\"x\\\"]}|{\\n  \\\"a\\\": {\\n    \\\"b\\\": 1\\n  },\\n  \\\"c\\\": []\\n}\""),
        "{s}"
    );
}

#[test]
fn deep_nesting_is_refused_on_a_small_stack() {
    let nested = format!(
        "export const N = () => <p>{{{}1{}}}</p>;\nexport const S = () => <p>{{{}}}</p>;\n",
        "[".repeat(600),
        "]".repeat(600),
        vec!["1"; 3000].join(" + ")
    );
    let handle = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || {
            let files = [("src/N.js", nested.as_str())];
            let a = render(&files, "import { N, S } from '../src/N'", "<N />").0.map(|v| format!("{v:?}"));
            let b = render(&files, "import { N, S } from '../src/N'", "<S />").0.map(|v| format!("{v:?}"));
            (a, b)
        })
        .unwrap();
    let (a, b) = handle.join().unwrap();
    assert!(a.unwrap_err().what.contains("nests too deeply"));
    // A long sum is deep on the left but evaluates (the limit is about depth, not length).
    let b = b.map_err(|w| w.what);
    assert!(b.as_ref().is_ok_and(|s| s.contains("3000")) || b.as_ref().is_err_and(|w| w.contains("nest")), "{b:?}");
}

/// Runs `f` on a thread with rayon's 2 MB stack, as pages render. What bounds each case is
/// the interpreter's step, read and memory budgets, which the callers' assertions name; the
/// time-out is only a hang guard (far above any case), so a lost budget fails instead of
/// hanging CI, and is no speed check (`just bench`'s pathological.py times these shapes).
fn on_page_thread<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    const HANG_GUARD: std::time::Duration = std::time::Duration::from_secs(300);
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || {
            let _ = tx.send(f());
        })
        .unwrap();
    rx.recv_timeout(HANG_GUARD).expect("the case ended (its budgets stop it) instead of hanging")
}

#[test]
fn memory_is_budgeted() {
    // One step that asked for 10 GB, and a string doubled in a loop (2^40 bytes at the end).
    let cases = [
        ("export const X = () => 'x'.repeat(1e10);\n", "src/X.js:1:24", "repeat"),
        ("export const X = () => 'x'.padStart(1e12, 'y');\n", "src/X.js:1:24", "padStart"),
        // 15M one-character strings: refused before they are made (about 1 GB), not after.
        ("export const X = () => 'x'.repeat(15e6).split('').length;\n", "src/X.js:1:24", "items"),
        ("export const X = () => Array.from('x'.repeat(15e6)).length;\n", "src/X.js:1:24", "items"),
        (
            "export const X = () => { let s = 'xx'; for (const c of 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa') { s = `${s}${s}` } return s };\n",
            "src/X.js:1:",
            "MB of strings",
        ),
        // `s + s` reads both sides: what it reads runs out before what it builds.
        (
            "export const X = () => { let s = 'xx'; for (const c of 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa') { s = s + s } return s };\n",
            "src/X.js:1:",
            "long strings or arrays",
        ),
        (
            "export const X = () => { let a = [1, 2]; for (const c of 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa') { a = [...a, ...a] } return a.length };\n",
            "src/X.js:1:",
            "MB of strings",
        ),
    ];
    for (comp, at, says) in cases {
        let w =
            on_page_thread(move || render(&[("src/X.js", comp)], "import { X } from '@site/src/X'", "<X />").0.map(|v| format!("{v:?}").len()).unwrap_err());
        assert!(w.what.contains(says) && w.at.starts_with(at), "{comp}: {w:?}");
    }
}

#[test]
fn deep_sources_are_refused_before_they_reach_the_stack() {
    // In the page's own ESM (2,000 nested arrays), and deep JSX in a component (no brackets).
    let esm = format!("export const x = {}1{};", "[".repeat(2000), "]".repeat(2000));
    let w = on_page_thread(move || render(&[], &esm, "<p />").0.unwrap_err());
    assert!(w.what.contains("nests too deeply") && w.at == "docs/a.mdx:1:274", "{w:?}");
    let jsx = format!("export const J = () => ({}x{});\n", "<b>".repeat(2000), "</b>".repeat(2000));
    let w = on_page_thread(move || render(&[("src/J.jsx", &jsx)], "import { J } from '@site/src/J'", "<J />").0.unwrap_err());
    assert!(w.what.contains("nests more than 500 levels") && w.at.starts_with("src/J.jsx:1:"), "{w:?}");
}

#[test]
fn reading_long_strings_counts_as_steps() {
    // Each loop reads a 15 MB string a million times: one node per iteration, 15 TB read. The
    // 144-byte `indexOf` one ran past 40 s inside the step budget before reads were charged.
    let loops = [
        "n = n + s.indexOf('y')",
        "n = n + s.length",
        "n = n + (s === t ? 1 : 0)",
        "n = n + (s < t ? 1 : 0)",
        "n = n + s[5]",
        "n = n + (s.includes('y') ? 1 : 0)",
        "n = n + s.slice(1, 3)",
        "n = n + s.charAt(7)",
    ];
    for body in loops {
        let comp = format!(
            "export const X = () => {{ const s = 'x'.repeat(15e6); const t = 'x'.repeat(15e6); let n = 0; for (let i = 0; i < 1e6; i++) {{ {body} }} return n }};\n"
        );
        let w = on_page_thread(move || {
            let started = std::time::Instant::now();
            let r = render(&[("src/X.js", &comp)], "import { X } from '@site/src/X'", "<X />").0.map(|v| format!("{v:?}").len());
            (r, started.elapsed())
        });
        let (r, took) = w;
        let w = r.unwrap_err();
        assert!(w.what.contains("steps") && w.what.contains("bytes read") && w.at.starts_with("src/X.js:1:"), "{body}: {w:?}");
        // Not a timing assertion (the machine may be loaded): a budget of reads ends it
        // after at most 2M steps' worth, i.e. about 512 MB read, not 15 TB.
        eprintln!("{body}: stopped after {took:?}");
    }
}

/// Renders `pages` pages of `<X />` (X from `src/X.js` = `comp`), one interpreter each, all
/// sharing `budget` as a compile's pages do; each page's result or reason.
fn pages_sharing(comp: &str, budget: &crate::SiteBudget, pages: usize) -> Vec<Result<String, crate::Why>> {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(dir.path().join("src/X.js"), comp).unwrap();
    let esm = "import { X } from '@site/src/X'";
    let text = format!("{esm}\n\n<X />\n");
    let file = SourceFile::new("docs/a.mdx", text.clone());
    let mut esm_text: String = text.chars().map(|c| if c == '\n' { '\n' } else { ' ' }).collect();
    esm_text.replace_range(..esm.len(), esm);
    (0..pages)
        .map(|_| {
            let mut it = Interp::with_budget(dir.path(), budget.clone());
            let r = it.page(&file, &esm_text).and_then(|page| it.tag(&page, &file, "<X />", esm.len() + 2, false)).and_then(|v| expand_all(&mut it, v));
            r.map(|v| format!("{v:?}"))
        })
        .collect()
}

/// Issue 32: each page may build `MAX_BUILT` bytes of strings and arrays; the pages of one
/// compile share `SiteLimits::built` (512 MB by default), so 10,000 pages of a component that
/// builds 100 MB cannot allocate a terabyte between them. Here the limit is 1 MB and each page
/// builds 600 KB in one step (`repeat`): after two pages the budget is spent, and the third
/// page is refused at its tag.
#[test]
fn a_compile_s_pages_share_one_budget_of_bytes_built() {
    let comp = "export const X = () => {\n  return 'word '.repeat(120000).length;\n};\n";
    let budget = crate::SiteBudget::with_limits(crate::SiteLimits { built: 1 << 20, ..crate::SiteLimits::default() });
    let results = pages_sharing(comp, &budget, 4);
    let esm = "import { X } from '@site/src/X'";
    assert!(results[0].as_ref().is_ok_and(|v| v.contains("600000")) && results[1].is_ok(), "{results:?}");
    // Checked before each tag: the third page stops at its tag, before building anything.
    for r in &results[2..] {
        let w = r.as_ref().unwrap_err();
        assert!(w.what.contains("the site's components together build more than 1 MB of strings and arrays") && w.at == "docs/a.mdx:3:1", "{w:?}");
    }
    assert!(budget.built() > 1 << 20);
    // Alone, with a budget of its own, the page renders.
    assert!(render(&[("src/X.js", comp)], esm, "<X />").0.is_ok());
}

#[test]
fn a_compile_s_pages_share_one_budget() {
    // Each page alone is well within its own budget; the third crosses the site's.
    let comp = "export const X = () => { let n = 0; for (let i = 0; i < 3000; i++) { n = n + i } return n };\n";
    let budget = crate::SiteBudget::with_limit(60_000);
    let results = pages_sharing(comp, &budget, 3);
    let esm = "import { X } from '@site/src/X'";
    assert!(results[0].is_ok() && results[1].is_ok(), "{results:?}");
    let w = results[2].as_ref().unwrap_err();
    // The second page ended past the budget: the third is stopped at its tag (the site's
    // budgets are checked before each tag), before running anything.
    assert!(w.what.contains("the site's components together run more than 60000 steps") && w.at == "docs/a.mdx:3:1", "{w:?}");
    assert!(budget.spent() > 60_000);
    // A budget of its own: the same page alone renders.
    assert!(render(&[("src/X.js", comp)], esm, "<X />").0.is_ok());
}

/// A doc's components read what Docusaurus gives them: the MDX `frontMatter` (a key of the
/// site's own), `useDocsVersion().docs[id].title` of other docs, `useDoc()`, and data the
/// component `require`s.
#[test]
fn docs_pages_give_components_front_matter_and_their_version() {
    let list = "import React from 'react';\nimport {useDocsVersion} from '@docusaurus/plugin-content-docs/client';\nimport Link from '@docusaurus/Link';\nconst groups = require('./groups.json');\nexport default function SeeAlso({ids, group}) {\n  const docs = useDocsVersion().docs;\n  const all = group ? groups[group] : ids;\n  return <ul>{all.map((id) => <li key={id}><Link to={`/docs/${id}`}>{id}</Link>: {docs[`guide/${id}`].title}</li>)}</ul>;\n}\n";
    let files = [("docs/_parts/see_also.jsx", list), ("docs/_parts/groups.json", "{\"basics\": [\"setup\"]}")];
    let version = serde_json::json!({"pluginId": "default", "version": "current", "label": "Next", "isLast": true,
        "docs": {"guide/setup": {"id": "guide/setup", "title": "Setting things up"}, "guide/tuning": {"id": "guide/tuning", "title": "Tuning the engine"}}});
    let data = crate::PageData {
        front_matter: serde_json::json!({"title": "A", "see_also": ["tuning", "setup"]}),
        metadata: serde_json::json!({"id": "guide/a", "title": "A", "permalink": "/docs/guide/a"}),
        version: Some(std::sync::Arc::new(version)),
    };
    let esm = "import SeeAlso from './_parts/see_also.jsx'";
    let (v, _d) = render_with(&files, esm, "<SeeAlso ids={frontMatter.see_also} />", data.clone());
    let s = show(&v.unwrap());
    assert!(s.find("Tuning the engine").unwrap() < s.find("Setting things up").unwrap(), "{s}");
    assert!(s.contains("\"/docs/tuning\""), "{s}");
    let (v, _d) = render_with(&files, esm, "<SeeAlso group=\"basics\" />", data.clone());
    let s = show(&v.unwrap());
    assert!(s.contains("Setting things up") && !s.contains("Tuning"), "{s}");
    // useDoc(): the front matter and metadata; what docc lacks is unknown, not made up.
    let esm = "import {useDoc} from '@docusaurus/plugin-content-docs/client';\nexport const T = () => { const {metadata, frontMatter} = useDoc(); return <p>{metadata.title} at {metadata.permalink}, {frontMatter.see_also.length} related</p>; };\nexport const S = () => <p>{useDoc().metadata.sidebar}</p>;";
    let (v, _d) = render_with(&[], esm, "<T />", data.clone());
    assert!(show(&v.unwrap()).contains("\"A\", \" at \", \"/docs/guide/a\", \", \", 2, \" related\""));
    let (v, _d) = render_with(&[], esm, "<S />", data.clone());
    assert!(show(&v.unwrap()).contains("unknown: it reads `useDoc()`'s `metadata.sidebar`"));
    // Outside a docs page (no PageData) `frontMatter` and the hooks are unknown: nothing is made up.
    let (v, _d) = render(&files, "import SeeAlso from './_parts/see_also.jsx'", "<SeeAlso ids={frontMatter.see_also} />");
    let s = show(&v.unwrap());
    assert!(s.contains("unknown: it calls `all.map`") && !s.contains("Tuning"), "{s}");
    let (v, _d) =
        render(&[], "import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';\nexport const V = () => <p>{useDocsVersion().label}</p>;", "<V />");
    assert!(show(&v.unwrap()).contains("unknown: it calls `useDocsVersion`, which Docusaurus provides on docs pages only"));
    // Each doc of the version has its `sidebar` as unknown (docc does not know it here).
    let (v, _d) = render_with(
        &files,
        "import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';\nexport const V = () => <p>{useDocsVersion().docs['guide/setup'].sidebar}</p>;",
        "<V />",
        data,
    );
    assert!(show(&v.unwrap()).contains("`docs[id].sidebar`"));
}

/// `class X extends React.Component { render() {…} }`: rendered with `this.props` (children
/// included) and a `state = …` field; a constructor's state is unknown, not guessed.
#[test]
fn class_components_render_with_this_props() {
    let comp = "import React from 'react';\nexport default class Endpoint extends React.Component {\n  state = { open: false };\n  render() {\n    const id = this.props.id || `${this.props.verb}-${this.props.path}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');\n    const mark = this.props.locked ? 'locked' : 'open';\n    return <details id={id} open={this.state.open}><summary><b>{this.props.verb}</b> <code>{this.props.path}</code> {mark}</summary><div>{this.props.children}</div></details>;\n  }\n}\nexport class Stateful extends Component {\n  constructor(props) { super(props); this.state = { n: 1 }; }\n  render() { return <p>{this.state.n}</p>; }\n}\nexport class Plain { render() { return <p>x</p>; } }\n";
    let files = [("src/Endpoint.jsx", comp)];
    let (v, _d) = render(&files, "import Endpoint from '../src/Endpoint'", "<Endpoint verb=\"get\" path=\"/items\" locked>Lists the items.</Endpoint>");
    let s = show(&v.unwrap());
    assert!(
        s.contains("(\"open\", false)]") && s.contains("\"get\"") && s.contains("\"/items\"") && s.contains("\"locked\"") && s.contains("Lists the items."),
        "{s}"
    );
    let (v, _d) = render(&files, "import {Stateful} from '../src/Endpoint'", "<Stateful />");
    assert!(show(&v.unwrap()).contains("unknown: `Stateful`'s constructor sets its state"));
    let (v, _d) = render(&files, "import {Plain} from '../src/Endpoint'", "<Plain />");
    let w = v.map(|v| show(&v)).unwrap_or_else(|w| w.what);
    assert!(w.contains("not a React component class"), "{w}");
}
