#!/usr/bin/env python3
"""A benchmark corpus that is not ours (issue 31): real Markdown pages of a public repository,
unchanged, laid out as a docc site of N pages (bench.py, hugo_compare.py and visit_table.py take
it with BENCH_CORPUS=miden).

Which repository, by a rule: the public docs tree with the most bytes of plain Markdown that can
be brought to this machine. mdn/content (the largest) is refused by the snapshot tool (981 MB over
its 500 MB limit); among the realsites corpus (tests/realsites, /work/realsites) the most plain
Markdown is 0xMiden/miden-docs: 591 `.md` pages, 4.8 MB, about 8 KB a page of prose, code,
tables and admonitions (capacitor-docs has 1.6 MB, home-assistant 1.7 MB, ory/docs 0.9 MB).

Which pages: every `.md` under `docs/` and `versioned_docs/version-*/` of commit PINNED that is
plain Markdown (no `import`/`export` line, no JSX component tag `<Name` or `={` expression: those are MDX, which
Hugo cannot render, so the comparison would not be like for like) and shows no local image
(`![..](relative)`, `<img`, `require(`: the images are 111 MB that would dominate both outputs). That leaves 467
pages, each copied byte for byte with its folders' `_category_.json` (the only change: a category's
absolute `link.slug`, 9 of 65, is dropped, or every copy and version would claim the same route).

Reaching N pages: the pages are taken in path order into folders `c00/`, `c01/`, ... (the whole
set per folder, the last one partial), so N = 2,000 is four copies of the real site and a partial fifth,
and 10,000 twenty-one copies and a partial twenty-second. A `docs/index.md` is the landing page (docc and Hugo need a root page), naming
the source. Links that point at a page the rules left out, or site-absolute `/…` links (the
Docusaurus site's routes), are broken here: docc.toml sets `on_broken_links = "warn"` and
`on_broken_anchors = "warn"` (docc's documented switches, README "Broken links") and Hugo's hugo-book warns on them the same way.

The snapshot: `fetch github:0xMiden/miden-docs` (the session tool) leaves a bare git directory at
/work/.mirror/0xMiden+miden-docs/repo; set DOCC_MIDEN_GIT to another bare or normal git dir of
that repository if it lives elsewhere. Its two trees are extracted once into .cache/bench/miden-src.

Usage: real_corpus.py N OUT   (writes the docc site OUT with OUT/docs and OUT/docc.toml)
"""
import json, os, re, shutil, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SRC = os.path.join(ROOT, ".cache", "bench", "miden-src")
REPO = "0xMiden/miden-docs"
PINNED = "15c8b7211adce9ef9459c73bf344b624ed53ba30"
VERSION = "1"  # bump when the rules below change so cached trees are rebuilt
GIT = os.environ.get("DOCC_MIDEN_GIT", "/work/.mirror/0xMiden+miden-docs/repo")
MDX = re.compile(r"^(import|export) |<[A-Z][A-Za-z]*[ />]|=\{", re.M)
LOCAL_IMAGE = re.compile(r"!\[[^\]]*\]\((?!https?:)[^)]*\)|<img |require\(")


def extract():
    """The pinned commit's docs/ and versioned_docs/, once, under .cache/bench/miden-src."""
    stamp = os.path.join(SRC, ".commit")
    if os.path.exists(stamp) and open(stamp).read() == PINNED:
        return
    if not os.path.exists(GIT):
        sys.exit(f"real_corpus: no git snapshot of {REPO} at {GIT} (fetch github:{REPO}, or set DOCC_MIDEN_GIT)")
    shutil.rmtree(SRC, ignore_errors=True)
    os.makedirs(SRC)
    archive = subprocess.run(["git", "--git-dir", GIT, "archive", PINNED, "docs", "versioned_docs"], check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", SRC], input=archive, check=True)
    with open(stamp, "w") as f:
        f.write(PINNED)


def pages():
    """(path relative to SRC) of each page the rules keep, in path order."""
    kept = []
    for top in ("docs", "versioned_docs"):
        for folder, dirs, files in os.walk(os.path.join(SRC, top)):
            dirs.sort()
            for name in sorted(files):
                if not name.endswith(".md"):
                    continue
                path = os.path.join(folder, name)
                text = open(path, encoding="utf-8").read()
                if MDX.search(text) or LOCAL_IMAGE.search(text):
                    continue
                kept.append(os.path.relpath(path, SRC))
    return kept


def build(n, out):
    extract()
    real = pages()
    docs = os.path.join(out, "docs")
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(docs)
    with open(os.path.join(out, "docc.toml"), "w") as f:
        f.write(f'title = "Miden docs x{n}"\ntagline = "{len(real)} real pages of {REPO}, repeated to {n} pages"\n'
                # Links to pages the corpus rules leave out, and the Docusaurus site's absolute routes.
                'on_broken_links = "warn"\non_broken_anchors = "warn"\n')
    copies = 0
    for i in range(n):
        k, rel = divmod(i, len(real))
        copies = k + 1
        src = os.path.join(SRC, real[rel])
        dest = os.path.join(docs, f"c{k:02d}", real[rel])
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        shutil.copyfile(src, dest)
        # The category files of every folder between the copy's root and the page.
        folder = os.path.dirname(real[rel])
        while folder:
            cat = os.path.join(SRC, folder, "_category_.json")
            target = os.path.join(docs, f"c{k:02d}", folder, "_category_.json")
            if os.path.exists(cat) and not os.path.exists(target):
                category = json.load(open(cat, encoding="utf-8"))
                # A category's absolute `link.slug` would give every copy (and every version) the same route.
                if isinstance(category.get("link"), dict):
                    category["link"].pop("slug", None)
                with open(target, "w", encoding="utf-8") as f:
                    json.dump(category, f, indent=2)
            folder = os.path.dirname(folder)
    with open(os.path.join(docs, "index.md"), "w") as f:
        f.write(f"---\ntitle: Home\nsidebar_position: 0\n---\n\n# Miden docs, {n} pages\n\n"
                f"The {len(real)} plain Markdown pages of [{REPO}](https://github.com/{REPO}) at commit `{PINNED[:10]}`, "
                f"unchanged, in {copies} copies (folders `c00` to `c{copies - 1:02d}`).\n")
    return len(real)


if __name__ == "__main__":
    real = build(int(sys.argv[1]), sys.argv[2])
    print(f"real_corpus: {sys.argv[1]} pages from {real} real pages of {REPO}@{PINNED[:10]} in {sys.argv[2]}")
