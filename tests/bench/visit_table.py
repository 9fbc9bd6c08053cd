#!/usr/bin/env python3
"""`just bench-visit`: bytes on the wire for a reader of docc's hosted output as the site grows
(issue 31: a first visit costs the same +-20% at 600, 2,000 and 10,000 pages and <= 150 KB for
a docs page of content/; a query on 10,000 pages fetches <= 300 KB).

For each N it compiles gen_site.py's corpus (bench.py's cache; BENCH_CORPUS=miden: real_corpus.py's) with `--out-dir`, and content/,
then runs visit_bytes.mjs (Chromium, a gzip-level-6 static host, fresh context): the first
visit to one docs page and three queries (words of that page: frequent, middling, rare). Prints
per size the visit's bytes split into HTML, runtime (JS + CSS), the head (`site.*.pack`: the
manifest and the table files' names; and the table file, `tab.*.bin`, naming the page's chunk) and segment files (the page's chunk) and other files (favicon, images), and per query the
search dictionary (the file every query fetches first, when search opens) and the rest
(posting shards, hit pages' chunks). A query's bytes depend on how many hit pages' chunks were
fetched before the network went idle, so each query's figure is the median of BENCH_RUNS
(default 3) runs; the visit's bytes are the same in every run.

Usage: visit_table.py DOCC_BINARY [N ...]   (default N: 600 2000 10000)
"""
import json, os, re, statistics, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bench  # noqa: E402

ROOT = bench.ROOT
CONTENT_ROUTE = "/Documentation/glossary/"


def kind(line):
    path = line.rsplit(" ", 1)[0]
    if re.search(r"/assets/docc\.[0-9a-f]+\.(js|css)$", path):
        return "runtime"
    if re.search(r"/assets/site\.[0-9a-f]+\.pack$", path) or re.search(r"/assets/tab\.[0-9a-f]+\.bin$", path):
        return "head"
    if re.search(r"/assets/seg\.[0-9a-f]+\.bin$", path):
        return "segments"
    path = path.split("?")[0]
    return "html" if path.endswith("/") or path.endswith(".html") else "other"


def split(files):
    out = {"html": 0, "runtime": 0, "head": 0, "segments": 0, "other": 0}
    for f in files:
        out[kind(f)] += int(f.rsplit(" ", 1)[1])
    return out


def measure(docc, label, site, out, runs, route=None):
    r = subprocess.run([docc, "compile", site, "--out-dir", out], capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"docc compile {site} failed:\n{r.stderr}")
    cmd = ["node", os.path.join(HERE, "visit_bytes.mjs"), "--docc", out, "--json"] + (["--route", route] if route else [])
    results = []
    for _ in range(runs):
        v = subprocess.run(cmd, capture_output=True, text=True)
        if v.returncode != 0:
            sys.exit(f"visit_bytes.mjs failed:\n{v.stderr}")
        results.append(json.loads(v.stdout))
    res = results[0]
    # The run whose visit is the median stands for the visit's split (visits differ little).
    d = sorted((r["docc"] for r in results), key=lambda d: d["visit"])[len(results) // 2]
    parts = split(d["files"]["visit"])
    queries = d["files"]["queries"]
    firsts = [q[0] for q in queries if q]
    common = firsts[0] if firsts and all(f == firsts[0] for f in firsts) else None
    dictionary = int(common.rsplit(" ", 1)[1]) if common else 0
    per_query = [statistics.median(r["docc"]["perQuery"][i] for r in results) for i in range(len(res["queries"]))]
    return {"label": label, "route": res["route"], "words": res["queries"], "visit": d["visit"], "parts": parts,
            "queries": per_query, "dictionary": dictionary}


def main():
    docc = os.path.abspath(sys.argv[1])
    sizes = [int(x) for x in sys.argv[2:]] or [600, 2000, 10000]
    runs = max(1, int(os.environ.get("BENCH_RUNS", "3")))
    print(f"corpus: {bench.CORPUS}; machine: {os.cpu_count()} cores; load average {os.getloadavg()[0]:.2f}; bytes as sent gzip -6 (KB = 1024 B); queries: median of {runs} runs each")
    rows = []
    for n in sizes:
        site, _ = bench.ensure_site(n)
        rows.append(measure(docc, f"{n:,} pages", site, os.path.join(bench.CACHE, f"hosted-{bench.TAG}-{n}"), runs))
    rows.append(measure(docc, "content/", os.path.join(ROOT, "content"), os.path.join(bench.CACHE, "hosted-content"), runs, CONTENT_ROUTE))
    kb = lambda b: f"{b / 1024:.0f}"
    print(f"\n{'site':<14}{'visit':>7}{'html':>7}{'runtime':>9}{'head':>7}{'chunk':>7}{'other':>7}   {'queries':>13}{'dict':>7}   route; query words")
    for r in rows:
        p = r["parts"]
        print(f"{r['label']:<14}{kb(r['visit']):>7}{kb(p['html']):>7}{kb(p['runtime']):>9}{kb(p['head']):>7}{kb(p['segments']):>7}{kb(p['other']):>7}   "
              f"{'/'.join(kb(q) for q in r['queries']):>13}{kb(r['dictionary']):>7}   {r['route']}; {', '.join(r['words'])}")
    gen = [r for r in rows if r["label"] != "content/"]
    if gen:
        lo, hi = min(r["visit"] for r in gen), max(r["visit"] for r in gen)
        mean = sum(r["visit"] for r in gen) / len(gen)
        same = lo >= 0.8 * mean and hi <= 1.2 * mean
        print(f"\nfirst visit within +-20% of the mean across sizes: {'PASS' if same else 'MISS'} ({kb(lo)}..{kb(hi)} KB, mean {kb(mean)} KB)")
        big = max(gen, key=lambda r: int(r["label"].split()[0].replace(",", "")))
        print(f"query on {big['label']} <= 300 KB: {'PASS' if max(big['queries']) <= 300 * 1024 else 'MISS'} (max {kb(max(big['queries']))} KB)")
    c = rows[-1]
    print(f"content/ docs page first visit <= 150 KB: {'PASS' if c['visit'] <= 150 * 1024 else 'MISS'} ({kb(c['visit'])} KB)")


if __name__ == "__main__":
    main()
