#!/usr/bin/env python3
"""`just bench`: compile synthetic docs trees of 100, 1000 and 10000 pages with the
release binary; print median wall time, pages per second, peak memory (max RSS of the
docc process, from wait4) and output bytes; then the runtime bundle size.
Usage: bench.py DOCC_BINARY [N ...]
"""
import os, statistics, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CACHE = os.path.join(ROOT, ".cache", "bench")


def run_once(docc, site, out):
    t = time.perf_counter()
    p = subprocess.Popen([docc, "compile", site, "-o", out], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(p.pid, 0)
    elapsed = time.perf_counter() - t
    err = p.stderr.read().decode()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"docc failed on {site}:\n{err}")
    return elapsed, usage.ru_maxrss * 1024


def main():
    docc = os.path.abspath(sys.argv[1])
    sizes = [int(x) for x in sys.argv[2:]] or [100, 1000, 10000]
    print(f"machine: {os.cpu_count()} cores, {os.uname().machine}, {os.uname().sysname} {os.uname().release}")
    print(f"{'pages':>7} {'median':>9} {'pages/s':>9} {'µs/page':>8} {'peak RSS':>10} {'output':>10}")
    for n in sizes:
        site = os.path.join(CACHE, f"site-{n}")
        if not os.path.exists(os.path.join(site, "docc.toml")):
            subprocess.run([sys.executable, os.path.join(os.path.dirname(__file__), "gen_site.py"), str(n), site], check=True)
        out = os.path.join(CACHE, f"site-{n}.html")
        runs = 5 if n <= 1000 else 3
        run_once(docc, site, out)  # warm the file cache
        results = [run_once(docc, site, out) for _ in range(runs)]
        med = statistics.median(r[0] for r in results)
        peak = max(r[1] for r in results)
        size = os.path.getsize(out)
        print(f"{n + 1:>7} {med * 1000:>7.0f}ms {(n + 1) / med:>9.0f} {med / (n + 1) * 1e6:>8.0f} {peak / 2**20:>8.1f}MB {size / 2**20:>8.2f}MB")
    dist = os.path.join(ROOT, "runtime", "dist")
    js, css = (os.path.getsize(os.path.join(dist, f)) for f in ("runtime.js", "runtime.css"))
    print(f"runtime bundle: runtime.js {js / 1024:.1f} KB + runtime.css {css / 1024:.1f} KB = {(js + css) / 1024:.1f} KB minified (React included)")


if __name__ == "__main__":
    main()
