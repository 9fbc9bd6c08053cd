#!/usr/bin/env python3
"""`just bench`: the hardening issue's pathological inputs, each compiled as a whole site by the
release binary under `/usr/bin/time`, so that time and memory are measured for the process a CI
job would run (the Rust tests check the same shapes phase by phase with a generous time-out).

Each case is a small site generated here: deep YAML keys, alias bombs, doubling `allOf`, cyclic
`anyOf`, nested conditional/object types, nested namespaces and parentheses, a 50,000-term sum,
3,000 nested quotes, 2,000 nested admonitions, a page with 100,000 broken anchors (100,000
warnings), an alias bomb in `_category_.yml`, and the JavaScript docc reads from a site (components
asking for 10 GB or doubling a string, 2,000 nested arrays or JSX elements, Docusaurus configs
that double or nest 6,000 deep). Every case must end, within BUDGET_S seconds and BUDGET_MB of peak RSS, with exit 0 or
exit 1 and a located diagnostic: never a crash (exit >= 2), never a time-out. Prints one line per
case and exits non-zero if any case breaks its budget.

Usage: pathological.py DOCC_BINARY [NAME_FILTER]   (only the cases whose name contains NAME_FILTER)
"""
import json, os, subprocess, sys, tempfile, time

BUDGET_S = 10.0
BUDGET_MB = 1024
OPENAPI_HEAD = "openapi: 3.0.3\ninfo: {title: T, version: '1'}\n"


def openapi_site(spec):
    return {"docc.toml": 'title = "P"\n[openapi]\nspec = "openapi.yaml"\n', "docs/index.md": "# P\n", "openapi.yaml": spec}


def ts_site(src):
    return {"docc.toml": 'title = "P"\n[[typescript.packages]]\nname = "p"\nentry = "sdk/index.ts"\n', "docs/index.md": "# P\n", "sdk/index.ts": src}


def md_site(text):
    return {"docc.toml": 'title = "P"\n', "docs/index.md": text}


def nested_keys():
    s = "openapi: 3.0.3\ninfo:\n"
    for i in range(30):
        s += "  " * (i + 1) + "? \n"
    return openapi_site(s + "  " * 31 + "x\n")


def alias_bomb():
    s = OPENAPI_HEAD + "paths: {}\nx-a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
    for i, c in enumerate("bcdefghi"):
        s += f"x-{c}: &{c} [{', '.join(['*' + chr(ord('a') + i)] * 10)}]\n"
    return openapi_site(s)


def big_alias():
    s = OPENAPI_HEAD + f"x-text: &t {'lorem ' * 170_000}\npaths:\n  /a:\n    get:\n      responses:\n"
    for i in range(2000):
        s += f"        '{200 + i}': {{description: *t}}\n"
    return openapi_site(s)


def doubling_all_of(levels=40):
    s = OPENAPI_HEAD + "paths: {}\ncomponents:\n  schemas:\n"
    for i in range(levels):
        s += (f"    S{i}:\n      allOf:\n        - $ref: '#/components/schemas/S{i + 1}'\n        - $ref: '#/components/schemas/S{i + 1}'\n"
              f"        - type: object\n          properties:\n            f{i}: {{type: string}}\n")
    s += f"    S{levels}:\n      type: object\n      properties:\n        last: {{type: integer}}\n"
    return openapi_site(s)


def cyclic_any_of(n=9):
    s = OPENAPI_HEAD + ("paths:\n  /x:\n    get:\n      operationId: getX\n      responses:\n        '200':\n          description: ok\n"
                        "          content:\n            application/json:\n              schema: {$ref: '#/components/schemas/S0'}\n"
                        "components:\n  schemas:\n")
    for i in range(n):
        s += f"    S{i}:\n      description: Schema {i}.\n      anyOf:\n"
        s += "".join(f"        - $ref: '#/components/schemas/S{j}'\n" for j in range(n) if j != i)
        s += "        - type: object\n          properties:\n"
        s += "".join(f"            p{j}:\n              anyOf:\n                - $ref: '#/components/schemas/S{j}'\n                - type: string\n" for j in range(n) if j != i)
    return openapi_site(s)


def conditional_types():
    t = "T extends 0 ? 0 : never"
    for i in range(1, 24):
        t = f"T extends {i} ? ({t}) : never"
    return ts_site(f"type Hidden<T> = {t};\nexport type Shown<T> = {t};\nexport const ok = 1;\n")


def object_types():
    o = "string"
    for _ in range(60):
        o = "{ a: " + o + " }"
    return ts_site(f"export type Deep = {o};\nexport interface I {{ x: {o} }}\n")


def namespaces():
    return ts_site("export namespace N {\n" * 1600 + "export const x = 1;\n" + "}\n" * 1600)


def namespace_loop():
    # @types/node's `path`: a namespace that re-exports itself (`path.posix` is `path`).
    return ts_site("export declare namespace path {\n    export interface ParsedPath { root: string }\n    export function parse(p: string): ParsedPath;\n"
                   "    export { path as posix, path as win32 };\n}\nexport namespace fs {\n    export function open(p: string): void;\n    export import promises = fs;\n}\n")


def parentheses():
    return ts_site(f"export const x = {'(' * 5000}1{')' * 5000};\nexport const y = 2;\n")


def long_sum():
    return ts_site(f"export const x = {'+'.join(['1'] * 50_000)};\n")


def quotes():
    return md_site("# Q\n\n" + ">" * 3000 + " deep\n")


def admonitions():
    return md_site("# A\n\n" + "".join(f"{':' * (3 + 2000 - i)}note\n" for i in range(2000)) + "x\n" + "".join(f"{':' * (3 + i)}\n" for i in range(1, 2001)))


def warnings():
    return md_site("# W\n\n" + "".join(f"See [part {i}](#missing-{i}).\n\n" for i in range(100_000)))


def category_bomb():
    # `_category_.yml` once went through yaml-rust2's own loader, outside docc-yaml's alias budget:
    # this 481-byte file took 3 GB and aborted.
    s = "label: Bomb\nx-a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
    for i, c in enumerate("bcdefghi"):
        s += f"x-{c}: &{c} [{', '.join(['*' + chr(ord('a') + i)] * 10)}]\n"
    return {"docc.toml": 'title = "P"\n', "docs/index.md": "# P\n", "docs/x/_category_.yml": s, "docs/x/a.md": "# A\n"}


def component_site(component, use="<X />"):
    return {"docc.toml": 'title = "P"\n', "docs/index.mdx": f"import X from '@site/src/X';\n\n# P\n\n{use}\n", "src/X.js": component}


def repeat_1e10():
    # 70 bytes: one step of the interpreter that asked for 10 GB.
    return component_site("export default function X() { return <p>{'x'.repeat(1e10)}</p>; }\n")


def doubling_loop():
    return component_site("export default function X() { let s = 'xx'; for (const c of 'a'.repeat(40)) { s = s + s } return <p>{s}</p>; }\n")


def deep_esm():
    return {"docc.toml": 'title = "P"\n', "docs/index.mdx": f"export const x = {'[' * 2000}1{']' * 2000};\n\n# P\n\n{{x}}\n"}


def deep_jsx():
    return component_site(f"export default function X() {{ return ({'<b>' * 2000}x{'</b>' * 2000}); }}\n")


def docusaurus_site(config):
    return {"docusaurus.config.js": config, "docs/index.md": "# P\n"}


def doubling_config():
    # 1.4 KB: constants that use the previous one twice once reached 4 GB.
    s = "const c0 = 'xxxxxxxxxxxxxxxx';\n" + "".join(f"const c{i} = c{i - 1} + c{i - 1};\n" for i in range(1, 41))
    return docusaurus_site(s + "module.exports = { title: c40, url: 'https://x.dev', baseUrl: '/' };\n")


def deep_config():
    return docusaurus_site(f"module.exports = {'{a: ' * 6000}1{'}' * 6000};\n")


def code_blocks():
    # Each block just under the highlighter's 128 KB cap, in shapes that once cost a lexer its
    # stack (nested `$(`) or quadratic time (unclosed `(`, long lines of pairs).
    blocks = [("bash", "$(" * 60000), ("ts", "f(" * 60000), ("python", "x" + ": x" * 40000), ("yaml", "k: [" + "a, " * 40000 + "b]"), ("js", "o = {" + "k: v, " * 20000 + "}")]
    return md_site("# P\n\n" + "".join(f"```{lang}\n{code}\n```\n\n" for lang, code in blocks))


def partials_on_many_pages(pages=200):
    # 1.1 KB of partials that fan out 8^10 ways, included by 200 pages: each page's expansion
    # stops at its own 8 MB, and the pages together at the site's 64 MB.
    files = {"docc.toml": 'title = "P"\n'}
    for k in range(10):
        files[f"docs/_p{k}.mdx"] = f"import P from './_p{k + 1}.mdx';\n\nLevel {k}.\n\n" + "<P />\n\n" * 8
    files["docs/_p10.mdx"] = "Leaf.\n"
    for i in range(pages):
        files[f"docs/p{i}.mdx"] = f"import P0 from './_p0.mdx';\n\n# Page {i}\n\n<P0 />\n"
    return files


def builds_on_many_pages(pages=200):
    # A component that builds 90 MB (within one page's 128 MB), used by 200 pages: 18 GB of
    # allocation between them, unless the site's 512 MB stops it.
    files = {"docc.toml": 'title = "P"\n', "src/X.js": "export default function X() { const a = []; for (let i = 0; i < 6; i++) { a.push('word '.repeat(3e6)) } return <p>{a.length}</p>; }\n"}
    for i in range(pages):
        files[f"docs/p{i}.mdx"] = f"import X from '@site/src/X';\n\n# Page {i}\n\n<X />\n"
    return files


CASES = [
    ("YAML: 30 nested `? ` keys", nested_keys),
    ("YAML: billion laughs", alias_bomb),
    ("YAML: 1 MB aliased 2,000 times", big_alias),
    ("OpenAPI: doubling allOf, 40 levels", doubling_all_of),
    ("OpenAPI: 9 cyclic anyOf schemas", cyclic_any_of),
    ("TS: 24 nested conditional types", conditional_types),
    ("TS: 60 nested object types", object_types),
    ("TS: 1,600 nested namespaces", namespaces),
    ("TS: a namespace re-exporting itself", namespace_loop),
    ("TS: 5,000 nested parentheses", parentheses),
    ("TS: 50,000-term sum", long_sum),
    ("Markdown: 3,000 nested quotes", quotes),
    ("Markdown: 2,000 nested admonitions", admonitions),
    ("Markdown: 100,000 broken anchors", warnings),
    ("Code: nested `$(`, unclosed `(`, 120 KB lines", code_blocks),
    ("YAML: billion laughs in _category_.yml", category_bomb),
    ("JS: 'x'.repeat(1e10) in a component", repeat_1e10),
    ("JS: a string doubled 40 times in a loop", doubling_loop),
    ("JS: MDX export of 2,000 nested arrays", deep_esm),
    ("JS: 2,000 nested JSX elements", deep_jsx),
    ("JS: 1.4 KB config doubling constants", doubling_config),
    ("JS: 25 KB config of nested objects", deep_config),
    ("MDX: 8^10 partials on 200 pages", partials_on_many_pages),
    ("JS: 90 MB built on each of 200 pages", builds_on_many_pages),
]


def run(docc, files):
    with tempfile.TemporaryDirectory(prefix="docc-patho-") as d:
        site = os.path.join(d, "site")
        for name, text in files.items():
            p = os.path.join(site, name)
            os.makedirs(os.path.dirname(p), exist_ok=True)
            with open(p, "w") as f:
                f.write(text)
        stats = os.path.join(d, "time.txt")
        cmd = ["/usr/bin/time", "-f", "%e %M", "-o", stats, docc, "compile", site, "-o", os.path.join(d, "out.html"), "--format", "json"]
        t = time.monotonic()
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=BUDGET_S * 6)
        except subprocess.TimeoutExpired:
            return None, time.monotonic() - t, 0, [], 0
        wall, rss_kb = open(stats).read().split()[-2:]
        diags = [json.loads(l) for l in p.stdout.splitlines() + p.stderr.splitlines() if l.startswith("{")]
        size = os.path.getsize(os.path.join(d, "out.html")) if os.path.exists(os.path.join(d, "out.html")) else 0
        return p.returncode, float(wall), int(rss_kb) / 1024, diags, size


def main():
    docc = os.path.abspath(sys.argv[1])
    failed = 0
    print(f"{'case':<38} {'exit':>4} {'wall s':>7} {'RSS MB':>7} {'output':>9}  diagnostics")
    only = sys.argv[2] if len(sys.argv) > 2 else ""
    for name, make in CASES:
        if only not in name:
            continue
        files = make()
        code, wall, rss, diags, size = run(docc, files)
        codes = {}
        for d in diags:
            c = d.get("code", "?")
            codes[c] = codes.get(c, 0) + 1
        unlocated = [d for d in diags if d.get("severity") == "error" and not d.get("file")]
        summary = ", ".join(f"{c} x{n}" if n > 1 else c for c, n in codes.items()) or "-"
        ok = code in (0, 1) and wall <= BUDGET_S and rss <= BUDGET_MB and not unlocated and (code == 0 or diags)
        failed += not ok
        shown = "T/O" if code is None else str(code)
        print(f"{name:<38} {shown:>4} {wall:>7.2f} {rss:>7.0f} {size:>9}  {summary[:90]}{'' if ok else '   <-- over budget or unlocated'}")
    print(f"budget per case: {BUDGET_S:.0f} s, {BUDGET_MB} MB peak RSS; exit 0 or 1 with located errors. {'PASS' if not failed else f'{failed} FAILED'}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
