#!/usr/bin/env python3
"""`just bench`: how long `docc serve` takes from a file save to the reload event, on the
realistic 1,000-page generated site (gen_site.py, the tree bench.py compiles too).

Starts `docc serve --port 0 --timings` on a copy of the tree, listens to its event stream
(/__docc/events) like a browser tab does, then edits one page per run (a sentence appended
to a different page each time), timing from just before the write to the `status` event of
the new build. Prints every run, the median (the figure the issue's target applies to:
< 200 ms), and the median of the compile alone (from the server's own summary line), so a
slow run can be told apart from a slow watcher. A report, not a test: the machine is shared,
so the load average is printed too.

Usage: serve_bench.py DOCC_BINARY [PAGES]   (env: SERVE_RUNS=11)
"""
import json, os, queue, re, shutil, socket, statistics, subprocess, sys, tempfile, threading, time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from bench import ensure_site  # noqa: E402  (same generated tree, same cache)

TARGET_MS = 200


class Events:
    """A server-sent event stream, read on a socket as a browser would."""

    def __init__(self, host, port):
        self.sock = socket.create_connection((host, port))
        self.sock.sendall(f"GET /__docc/events HTTP/1.1\r\nHost: {host}:{port}\r\nAccept: text/event-stream\r\n\r\n".encode())
        self.buf = b""
        head = self._until(b"\r\n\r\n")
        if b" 200 " not in head.split(b"\r\n")[0]:
            sys.exit(f"event stream refused: {head!r}")

    def _until(self, sep):
        while sep not in self.buf:
            chunk = self.sock.recv(65536)
            if not chunk:
                sys.exit("event stream closed")
            self.buf += chunk
        out, self.buf = self.buf.split(sep, 1)
        return out

    def next_status(self):
        while True:
            block = self._until(b"\n\n").decode()
            fields = dict(line.split(": ", 1) for line in block.split("\n") if ": " in line and not line.startswith(":"))
            if fields.get("event") == "status":
                return json.loads(fields["data"])


def main():
    docc = os.path.abspath(sys.argv[1])
    pages = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    runs = int(os.environ.get("SERVE_RUNS", "11"))
    src, _ = ensure_site(pages)
    work = tempfile.mkdtemp(prefix="docc-serve-bench-")
    site = os.path.join(work, "site")
    shutil.copytree(src, site)
    docs = sorted(os.path.join(r, f) for r, _, fs in os.walk(os.path.join(site, "docs")) for f in fs if f.endswith(".md"))
    proc = subprocess.Popen([docc, "serve", site, "--port", "0", "--timings"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env={**os.environ, "NO_COLOR": "1"})
    lines = queue.Queue()
    threading.Thread(target=lambda: [lines.put(l.rstrip("\n")) for l in proc.stderr], daemon=True).start()

    phases = {}

    def wait_line(pattern, timeout=300):
        deadline = time.time() + timeout
        while time.time() < deadline:
            try:
                line = lines.get(timeout=max(0.01, deadline - time.time()))
            except queue.Empty:
                break
            p = re.match(r"^\s+(\S+)\s+([\d.]+) ms$", line)
            if p:
                phases.setdefault(p.group(1), []).append(float(p.group(2)))
            m = re.search(pattern, line)
            if m:
                return m
        sys.exit(f"docc serve did not print /{pattern}/")

    try:
        m = wait_line(r"serving .* at http://(127\.0\.0\.1):(\d+)/")
        first = None
        events = Events(m.group(1), int(m.group(2)))
        status = events.next_status()
        print(f"machine: {os.cpu_count()} cores; load average {os.getloadavg()[0]:.2f} (shared machine: other work inflates times)")
        print(f"docc serve on {pages} generated pages ({len(docs)} Markdown files); {runs} saves, one page each")
        totals, compiles = [], []
        phases.clear()
        for i in range(runs):
            time.sleep(0.3)  # let the previous save's events settle: each run is one save
            while not lines.empty():
                lines.get_nowait()
            page = docs[(i * 97) % len(docs)]
            with open(page, encoding="utf-8") as f:
                text = f.read()
            t0 = time.perf_counter()
            with open(page, "w", encoding="utf-8") as f:
                f.write(text + f"\nA sentence added by serve_bench, run {i}.\n")
            while True:
                new = events.next_status()
                if new["build"] != status["build"] or new["errors"]:
                    break
            ms = (time.perf_counter() - t0) * 1000
            if new["errors"]:
                sys.exit(f"the edit broke the site: {new['diagnostics'][0]['message']}")
            status = new
            c = wait_line(r"changed; compiled (\d+) pages in (\d+) ms \((\d+) rendered, (\d+) reused\)")
            totals.append(ms)
            compiles.append(int(c.group(2)))
            print(f"  run {i + 1:2}: save → reload event {ms:6.1f} ms (compile {c.group(2)} ms, {c.group(3)} page rendered, {c.group(4)} reused)")
        med = statistics.median(totals)
        print(f"median save → reload event: {med:.1f} ms (min {min(totals):.1f}, max {max(totals):.1f}); median compile {statistics.median(compiles):.0f} ms")
        print("median compile phases: " + ", ".join(f"{k} {statistics.median(v):.1f}" for k, v in phases.items()) + " (ms)")
        print(f"target < {TARGET_MS} ms: {'PASS' if med < TARGET_MS else 'MISS'}")
    finally:
        proc.terminate()
        proc.wait()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
