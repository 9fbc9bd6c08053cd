#!/usr/bin/env python3
"""docc's typed reference against TypeDoc on the same real packages (issue 10, item 5).

Fetches o1js and @types/node from npm at pinned versions into .cache/tsref/npm (the
layout compiler/tsref/tests/real_typescript.rs uses), installs TypeDoc (pinned, with the
TypeScript it needs) into .cache/tsref/typedoc (never into the repository's
dependencies), runs both on the same entry and prints item counts per kind, the names
only one side documents, and each tool's wall time and peak memory (/usr/bin/time).

Kinds compared: class, interface, type, enum, variable, function, counted through
namespaces (docc documents `ns.member` items where TypeDoc nests them under a namespace
page). TypeDoc's namespace pages and its "reference" entries (a name re-exported
elsewhere) are listed apart: docc shows the first as dotted names and the second as the
item's aliases ("also exported as").

    python3 tests/bench/typedoc_compare.py          (part of `just bench`)
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CACHE = os.path.join(ROOT, ".cache", "tsref")
TYPEDOC = "typedoc@0.28.20"
TYPESCRIPT = "typescript@5.9.3"
O1JS = "o1js@2.15.0"
NODE = "@types/node@24.10.1"
KINDS = ["class", "interface", "type", "enum", "variable", "function"]
# TypeDoc's ReflectionKind numbers.
TD_KIND = {128: "class", 256: "interface", 2097152: "type", 8: "enum", 32: "variable", 64: "function", 4: "namespace", 2: "module", 4194304: "reference"}


def npm_package(spec):
    """The unpacked package folder of spec (npm pack + tar, cached)."""
    d = os.path.join(CACHE, "npm", spec.replace("/", "_").replace("@", "_"))
    for sub in (os.listdir(d) if os.path.isdir(d) else []):
        if os.path.isfile(os.path.join(d, sub, "package.json")):
            return os.path.join(d, sub)
    os.makedirs(d, exist_ok=True)
    out = subprocess.run(["npm", "pack", spec, "--silent", "--pack-destination", d], cwd=d, check=True, capture_output=True, text=True)
    tgz = out.stdout.strip().splitlines()[-1]
    subprocess.run(["tar", "xzf", tgz], cwd=d, check=True)
    return npm_package(spec)


def typedoc_bin():
    d = os.path.join(CACHE, "typedoc")
    exe = os.path.join(d, "node_modules", ".bin", "typedoc")
    if not os.path.exists(exe):
        os.makedirs(d, exist_ok=True)
        if not os.path.exists(os.path.join(d, "package.json")):
            with open(os.path.join(d, "package.json"), "w") as f:
                f.write('{"name": "typedoc-compare", "private": true}\n')
        subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--silent", TYPEDOC, TYPESCRIPT], cwd=d, check=True)
    return exe


def timed(cmd, cwd):
    """Runs cmd under /usr/bin/time: (stdout, seconds, peak MB)."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as t:
        start = time.time()
        p = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", t.name] + cmd, cwd=cwd, capture_output=True, text=True)
        secs = time.time() - start
        if p.returncode != 0:
            sys.exit(f"{cmd[0]} failed ({p.returncode}):\n{p.stderr[-3000:]}")
        return p.stdout, secs, int(t.read().strip().splitlines()[-1]) / 1024


def run_typedoc(pkg_dir, entries, lib):
    """TypeDoc's JSON for entries (relative to pkg_dir), with a throwaway tsconfig."""
    cfg = os.path.join(pkg_dir, "tsconfig.typedoc-compare.json")
    with open(cfg, "w") as f:
        json.dump({"compilerOptions": {"strict": True, "lib": lib, "types": [], "skipLibCheck": True, "module": "nodenext",
                                       "moduleResolution": "nodenext", "target": "es2022"}, "files": entries}, f)
    out = os.path.join(tempfile.mkdtemp(), "typedoc.json")
    _, secs, mb = timed([typedoc_bin(), "--tsconfig", cfg, "--json", out, "--skipErrorChecking", "--logLevel", "Error", "--entryPoints"] + entries, pkg_dir)
    os.remove(cfg)
    with open(out) as f:
        return json.load(f), secs, mb


def typedoc_items(node, prefix="", into=None):
    """(kind, dotted name) of every item under node, through modules and namespaces."""
    into = [] if into is None else into
    for c in node.get("children", []):
        kind = TD_KIND.get(c["kind"], str(c["kind"]))
        if kind == "module":
            into.append(("module", c["name"]))
            typedoc_items(c, "", into)  # names inside a module are relative to it
        elif kind == "namespace":
            into.append(("namespace", prefix + c["name"]))
            typedoc_items(c, prefix + c["name"] + ".", into)
        else:
            into.append((kind, prefix + c["name"]))
    return into


def run_docc(site, name, entry):
    exe = os.path.join(ROOT, "target", "release", "examples", "tsref")
    out, secs, mb = timed([exe, site, f"{name}={entry}", "--counts"], ROOT)
    return json.loads(out), secs, mb


def docc_items(sections):
    out = []
    for sec in sections.values():
        for kind, names in sec.items():
            if kind in KINDS or kind == "module":
                out.extend((kind, n) for n in names)
    return out


def table(title, td, dc, td_time, dc_time):
    print(f"\n## {title}\n")
    print(f"{'kind':<12}{'TypeDoc':>9}{'docc':>9}{'diff':>9}")
    for k in KINDS:
        a = sum(1 for kind, _ in td if kind == k)
        b = sum(1 for kind, _ in dc if kind == k)
        if a or b:
            print(f"{k:<12}{a:>9}{b:>9}{(b - a) / a * 100 if a else 0:>8.1f}%")
    ta = sum(1 for kind, _ in td if kind in KINDS)
    tb = sum(1 for kind, _ in dc if kind in KINDS)
    print(f"{'all items':<12}{ta:>9}{tb:>9}{(tb - ta) / ta * 100 if ta else 0:>8.1f}%")
    for extra in ("module", "namespace", "reference"):
        n = sum(1 for kind, _ in td if kind == extra)
        if n:
            print(f"TypeDoc {extra} entries: {n}")
    m = sum(1 for kind, _ in dc if kind == "module")
    if m:
        print(f"docc module sections: {m}")
    for k in KINDS:
        a = {n for kind, n in td if kind == k}
        b = {n for kind, n in dc if kind == k}
        if a - b:
            print(f"  {k}: only TypeDoc ({len(a - b)}): {', '.join(sorted(a - b)[:12])}{' …' if len(a - b) > 12 else ''}")
        if b - a:
            print(f"  {k}: only docc ({len(b - a)}): {', '.join(sorted(b - a)[:12])}{' …' if len(b - a) > 12 else ''}")
    print(f"time: TypeDoc {td_time[0]:.2f} s / {td_time[1]:.0f} MB peak, docc {dc_time[0]:.2f} s / {dc_time[1]:.0f} MB peak")


def main():
    subprocess.run(["cargo", "build", "--release", "-q", "-p", "docc-tsref", "--example", "tsref"], cwd=ROOT, check=True)
    o1js = npm_package(O1JS)
    node = npm_package(NODE)

    td, ts, tm = run_typedoc(o1js, ["dist/node/index.d.ts"], ["es2022", "dom"])
    dc, ds, dm = run_docc(o1js, "o1js", ".")
    table(f"{O1JS} (entry: package.json `exports` → dist/node/index.d.ts)", typedoc_items(td), docc_items(dc), (ts, tm), (ds, dm))

    # @types/node: index.d.ts is a script of `/// <reference path>`s, which TypeDoc documents
    # as empty; it is given the referenced files as entry points instead.
    refs = re.findall(r'<reference path="([^"]+)"', open(os.path.join(node, "index.d.ts")).read())
    refs = [r for r in refs if not r.startswith("compatibility/")]
    td, ts, tm = run_typedoc(node, refs, ["es2022", "esnext.disposable"])
    dc, ds, dm = run_docc(node, "node", ".")
    # Each file is a TypeDoc module holding its `declare module` blocks (as modules) and its
    # globals; docc has one section per module and the globals in the package itself.
    td_items = [(k, n) for k, n in typedoc_items(td) if not (k == "module" and n in [r[:-5] for r in refs])]
    table(f"{NODE} (entry: the package folder → index.d.ts)", td_items, docc_items(dc), (ts, tm), (ds, dm))

    fs = next(c for c in td["children"] if c["name"] == "fs")
    fs_mod = next(c for c in fs["children"] if c["name"] == "fs")
    print("\n(fs.d.ts below: TypeDoc's `fs` module against docc's `fs` section)")
    table("fs.d.ts: module \"fs\"", typedoc_items(fs_mod), docc_items({"fs": dc.get("node/fs", {})}), (ts, tm), (ds, dm))
    node_fs = next(c for c in fs["children"] if c["name"] == "node:fs")
    print(f"module \"node:fs\": TypeDoc {len(node_fs.get('children', []))} references to fs; docc: no section, `node:fs` is named on the fs section's page")


if __name__ == "__main__":
    main()
