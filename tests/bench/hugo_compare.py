#!/usr/bin/env python3
"""docc's hosted mode against Hugo + Pagefind on the same generated corpus (issue 31).

Why this peer: a docs team that wants a static, server-free site with search today picks Hugo
with Pagefind. The corpus is `gen_site.py`'s (the one `just bench` uses), converted to Hugo's
layout the way a user would port it to hugo-book, the most used Hugo docs theme (vendored in
tests/bench/hugo/themes/book at eff55ec, the last release Debian's Hugo 0.111 can build; its
KaTeX and Mermaid files are left out, as this corpus uses neither):

- each page keeps its Markdown; `sidebar_position` becomes `weight`; `:::note|tip|info|warning|danger`
  blocks become hugo-book's `hint` shortcode; relative `.md` links resolve through the theme's
  `BookPortableLinks` (Hugo's own link lookup), anchors included;
- each folder's `_category_.json` becomes its section `_index.md` (label, position, collapsed as
  Docusaurus collapses categories: `bookCollapseSection`);
- search is Pagefind's default UI in the menu (hugo-book's own search is off), its index built
  by `pagefind --site public` after Hugo.

Prints, per N (default 2000), the medians of BENCH_RUNS (default 3) runs of: docc's hosted
compile, Hugo's build, Pagefind's indexing; the output on disk (files, bytes); then
`visit_bytes.mjs`'s figures for both sites (bytes on the wire for a first visit to one docs page
and for a search query). Verdicts are the issue's: docc at or under Hugo + Pagefind on each.

The corpus is bench.py's choice: BENCH_CORPUS=miden takes real_corpus.py's real pages of
0xMiden/miden-docs instead (converted the same way; a folder's `index.md`, its category's page in
Docusaurus, becomes that section's `_index.md`).

Usage: hugo_compare.py DOCC [N ...]   (needs `hugo` on PATH and tests/bench/hugo's npm packages)
"""
import json, os, re, shutil, statistics, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bench  # noqa: E402  (ensure_site, run, CACHE)

HINT = {"note": "info", "tip": "info", "info": "info", "caution": "warning", "warning": "warning", "danger": "danger"}
PAGEFIND = os.path.join(HERE, "hugo", "node_modules", ".bin", "pagefind")
CONFIG = """baseURL = "/"
title = "{title}"
theme = "book"
themesDir = "{themes}"
disableKinds = ["taxonomy", "term", "RSS"]
enableGitInfo = false
[markup.goldmark.renderer]
unsafe = true
[markup.highlight]
noClasses = false
[params]
BookSection = "docs"
BookSearch = false
BookPortableLinks = true
BookToC = true
"""
# Pagefind's documented setup: its UI script and styles, and an element it mounts into.
SEARCH = """<link href="/pagefind/pagefind-ui.css" rel="stylesheet">
<script src="/pagefind/pagefind-ui.js"></script>
<div id="search" class="book-search"></div>
<script>window.addEventListener('DOMContentLoaded', () => new PagefindUI({ element: '#search', showSubResults: true }));</script>
"""


def front_matter(text):
    """(fields as written, body) of a page's YAML front matter (gen_site writes flat `key: value`)."""
    m = re.match(r"---\n(.*?)\n---\n", text, re.S)
    if not m:
        return {}, text
    fields = {}
    for line in m.group(1).splitlines():
        k, _, v = line.partition(":")
        fields[k.strip()] = v.strip()
    return fields, text[m.end():]


def admonitions(body):
    def repl(m):
        return "{{< hint " + HINT.get(m.group(1), "info") + " >}}\n" + m.group(2) + "{{< /hint >}}\n"
    return re.sub(r"^:::(\w+)[^\n]*\n(.*?)^:::\n", repl, body, flags=re.S | re.M)


def convert(site, out):
    """Writes the Hugo site for the docc site folder `site` into `out`."""
    shutil.rmtree(out, ignore_errors=True)
    title = re.search(r'title = "(.*)"', open(os.path.join(site, "docc.toml")).read()).group(1)
    os.makedirs(os.path.join(out, "layouts", "partials", "docs", "inject"))
    with open(os.path.join(out, "config.toml"), "w") as f:
        f.write(CONFIG.format(title=title, themes=os.path.join(HERE, "hugo", "themes")))
    with open(os.path.join(out, "layouts", "partials", "docs", "inject", "menu-before.html"), "w") as f:
        f.write(SEARCH)
    docs = os.path.join(site, "docs")
    for folder, dirs, files in os.walk(docs):
        rel = os.path.relpath(folder, docs)
        target = os.path.normpath(os.path.join(out, "content", "docs", rel))
        os.makedirs(target, exist_ok=True)
        cat = json.load(open(os.path.join(folder, "_category_.json"))) if "_category_.json" in files else None
        # A folder's `index.md` is its category's page in Docusaurus: Hugo's `_index.md` (a plain
        # `index.md` would make the folder a leaf bundle and hide its other pages).
        if cat is not None and "index.md" not in files:
            with open(os.path.join(target, "_index.md"), "w") as f:
                label = cat.get("label", os.path.basename(folder))
                f.write(f"---\ntitle: {json.dumps(label)}\nweight: {cat.get('position', 0)}\nbookCollapseSection: true\n---\n")
        for name in files:
            if not name.endswith(".md"):
                continue
            fields, body = front_matter(open(os.path.join(folder, name)).read())
            # Docusaurus's order: front matter, else the page's `# ` heading, else (a folder's page) its category's label.
            h1 = re.search(r"^# (.+)$", body, re.M)
            title = fields.get("title") or (h1 and h1.group(1).strip()) or (name == "index.md" and (cat or {}).get("label")) or name[:-3]
            # Quoted as written (YAML), else quoted here: a real title may hold `: ` or start with `` ` ``.
            head = ["title: " + (title if title[:1] in ("'", '"') else json.dumps(title))]
            weight = fields.get("sidebar_position", fields.get("sidebar-position"))
            if weight is None and name == "index.md" and cat is not None:
                weight = str(cat.get("position", 0))
            if weight is not None:
                head.append(f"weight: {weight}")
            if "description" in fields:
                head.append(f"description: {fields['description']}")
            if name == "index.md" and cat is not None:
                head.append("bookCollapseSection: true")
            dest = "_index.md" if name == "index.md" else name
            with open(os.path.join(target, dest), "w") as f:
                f.write("---\n" + "\n".join(head) + "\n---\n" + admonitions(body))
    # The site's home page points at the docs, as a Docusaurus landing page does.
    with open(os.path.join(out, "content", "_index.md"), "w") as f:
        f.write(f"---\ntitle: {json.dumps(title)}\n---\n\nStart with [the documentation](docs/).\n")


def tree_size(folder):
    files = total = 0
    for d, _, names in os.walk(folder):
        for n in names:
            files += 1
            total += os.path.getsize(os.path.join(d, n))
    return files, total


def median_run(cmd, runs, before=None):
    results = []
    for _ in range(runs):
        if before:
            before()
        results.append(bench.run(cmd))
    return statistics.median(r[0] for r in results), statistics.median(r[1] for r in results), max(r[2] for r in results)


def main():
    docc = os.path.abspath(sys.argv[1])
    sizes = [int(x) for x in sys.argv[2:]] or [2000]
    runs = max(3, int(os.environ.get("BENCH_RUNS", "3")))
    hugo = shutil.which("hugo")
    if not hugo or not os.path.exists(PAGEFIND):
        sys.exit("hugo_compare: needs Debian's `hugo` on PATH and `npm ci` in tests/bench/hugo (pagefind)")
    version = subprocess.run([hugo, "version"], capture_output=True, text=True).stdout.split()[1]
    print(f"corpus: {bench.CORPUS}; machine: {os.cpu_count()} cores; load average {os.getloadavg()[0]:.2f}; hugo {version}, pagefind "
          + subprocess.run([PAGEFIND, "--version"], capture_output=True, text=True).stdout.split()[-1])
    verdicts = []
    for n in sizes:
        site, _ = bench.ensure_site(n)
        hsite = os.path.join(bench.CACHE, f"hugo-{bench.TAG}-{n}")
        convert(site, hsite)
        docc_out = os.path.join(bench.CACHE, f"hosted-{bench.TAG}-{n}")
        public = os.path.join(hsite, "public")
        d_wall, d_cpu, d_rss = median_run([docc, "compile", site, "--out-dir", docc_out], runs)
        h_wall, h_cpu, h_rss = median_run([hugo, "--quiet", "-s", hsite, "-d", public], runs, lambda: shutil.rmtree(public, ignore_errors=True))
        p_wall, p_cpu, p_rss = median_run([PAGEFIND, "--site", public, "--quiet"], runs)
        d_files, d_bytes = tree_size(docc_out)
        h_files, h_bytes = tree_size(public)
        md_bytes, _ = bench.markdown_sizes(site)
        print(f"\nN = {n} pages (Markdown {md_bytes / 1e6:.1f} MB), medians of {runs}:")
        print(f"  docc --out-dir      wall {d_wall:6.2f} s  cpu {d_cpu:6.2f} s  peak RSS {d_rss / 2**20:6.0f} MiB  output {d_files:6d} files {d_bytes / 1e6:8.1f} MB")
        print(f"  hugo (hugo-book)    wall {h_wall:6.2f} s  cpu {h_cpu:6.2f} s  peak RSS {h_rss / 2**20:6.0f} MiB")
        print(f"  + pagefind          wall {p_wall:6.2f} s  cpu {p_cpu:6.2f} s  peak RSS {p_rss / 2**20:6.0f} MiB  output {h_files:6d} files {h_bytes / 1e6:8.1f} MB (Hugo + Pagefind)")
        visit = subprocess.run(["node", os.path.join(HERE, "visit_bytes.mjs"), "--docc", docc_out, "--hugo", public, "--json"],
                               capture_output=True, text=True)
        if visit.returncode != 0:
            sys.exit(f"visit_bytes.mjs failed:\n{visit.stderr}")
        v = json.loads(visit.stdout.strip().splitlines()[-1])
        print(f"  first visit to {v['route']}: docc {v['docc']['visit'] / 1024:.0f} KB, Hugo + Pagefind {v['hugo']['visit'] / 1024:.0f} KB (gzip on the wire, until the page is idle)")
        print(f"  a query (median of {len(v['queries'])}: {', '.join(v['queries'])}): docc {v['docc']['query'] / 1024:.0f} KB, Pagefind {v['hugo']['query'] / 1024:.0f} KB (opening search + results)")
        verdicts += [
            (f"N={n:,} compile: docc <= Hugo + Pagefind", d_wall <= h_wall + p_wall, f"{d_wall:.2f} s vs {h_wall:.2f} + {p_wall:.2f} s"),
            (f"N={n:,} output on disk: docc <= Hugo + Pagefind", d_bytes <= h_bytes, f"{d_bytes / 1e6:.1f} MB vs {h_bytes / 1e6:.1f} MB"),
            (f"N={n:,} first visit: docc <= Hugo + Pagefind", v["docc"]["visit"] <= v["hugo"]["visit"], f"{v['docc']['visit'] / 1024:.0f} KB vs {v['hugo']['visit'] / 1024:.0f} KB"),
            (f"N={n:,} per query: docc <= Pagefind", v["docc"]["query"] <= v["hugo"]["query"], f"{v['docc']['query'] / 1024:.0f} KB vs {v['hugo']['query'] / 1024:.0f} KB"),
        ]
    print("\ntargets:")
    for name, ok, got in verdicts:
        print(f"  {'PASS' if ok else 'MISS'}  {name}: {got}")


if __name__ == "__main__":
    main()
