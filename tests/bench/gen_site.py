#!/usr/bin/env python3
"""Generates a realistic docs tree of N pages for `just bench`.

Why realistic: an easy corpus (a 30-word vocabulary, one tiny code block) hid where the
compile time and the output bytes go. Here prose is drawn from the 8,000 most frequent
English words (tests/bench/words.txt, SUBTLEX-US counts, so the distribution is the real
Zipf-shaped one), pages have 500-1,000 words, identifiers in inline code, 2-6 h2/h3
headings, 1-3 fenced code blocks in bash/TypeScript/Rust/JSON/YAML/Python, a table,
admonitions, relative `.md` links with anchors to other pages, and nested folders with
`_category_.json`. The output is deterministic for a given N.

Also writes an mdBook tree (book.toml + src/SUMMARY.md + the same Markdown files,
hard-linked) next to it so the bench can run mdBook on the same pages.
Usage: gen_site.py N OUT_DIR [MDBOOK_DIR]
"""
import itertools, json, os, random, sys

HERE = os.path.dirname(os.path.abspath(__file__))


# Subtitle English is frank; a bench corpus shipped with the project need not be.
BLOCKED = set("shit fuck fucking fucked fucker bitch bitches ass asshole damn dick penis sex sexy gay whore slut bastard hell crap pussy cock goddamn motherfucker bullshit".split())


def load_words():
    words, counts = [], []
    with open(os.path.join(HERE, "words.txt")) as f:
        for line in f:
            if line.startswith("#"):
                continue
            w, c = line.split()
            if w in BLOCKED:
                continue
            words.append(w)
            counts.append(int(c))
    return words, list(itertools.accumulate(counts))


WORDS, CUM = load_words()
# Identifier parts and headings come from the less common words (the top of the list is
# "you the to a it"), as real API names do.
CONTENT = [w for w in WORDS[150:4000] if len(w) > 3]


class Gen:
    def __init__(self, rng):
        self.rng = rng

    def words(self, n):
        return self.rng.choices(WORDS, cum_weights=CUM, k=n)

    def content(self, n):
        return [self.rng.choice(CONTENT) for _ in range(n)]

    def ident(self, style=None):
        parts = self.content(self.rng.randint(2, 3))
        style = style or self.rng.choice(["camel", "snake", "pascal", "camel"])
        if style == "snake":
            return "_".join(parts)
        if style == "pascal":
            return "".join(p.capitalize() for p in parts)
        if style == "kebab":
            return "-".join(parts)
        return parts[0] + "".join(p.capitalize() for p in parts[1:])

    def sentence(self, lo=8, hi=22):
        w = self.words(self.rng.randint(lo, hi))
        r = self.rng.random()
        if r < 0.12:
            w.insert(self.rng.randrange(len(w)), f"`{self.ident()}`")
        elif r < 0.18:
            k = self.rng.randrange(len(w))
            w[k] = f"**{w[k]}**"
        elif r < 0.22:
            k = self.rng.randrange(len(w))
            w[k] = f"_{w[k]}_"
        w[0] = w[0][0].upper() + w[0][1:] if not w[0].startswith(("`", "*", "_")) else w[0]
        return " ".join(w) + self.rng.choice([".", ".", ".", ".", "?", "!"])

    def paragraph(self, sentences):
        return " ".join(self.sentence() for _ in range(sentences))


def code_block(g, lang):
    rng = g.rng
    a, b, c, d = g.ident("camel"), g.ident("snake"), g.ident("pascal"), g.ident("kebab")
    n = rng.randint(1, 9)
    port = rng.choice([3000, 8080, 5432, 6379, 9000])
    w = g.content(4)
    if lang == "bash":
        body = (f"# {' '.join(g.words(6))}\n"
                f"npm install @{w[0]}/{d} --save\n"
                f"export {b.upper()}=\"{w[1]}-{n}\"\n"
                f"curl -sS -X POST https://api.example.com/v{n}/{w[2]} \\\n  -H \"Authorization: Bearer $TOKEN\" \\\n  -d '{{\"{a}\": {n * 10}}}'\n"
                f"for f in ./{w[3]}/*.json; do\n  jq '.{a}' \"$f\" >> out.log\ndone\n")
        return "bash", body
    if lang == "ts":
        body = (f"import {{ {c}, {a} }} from \"@{w[0]}/{d}\";\n\n"
                f"// {' '.join(g.words(7))}\n"
                f"export interface {c}Options {{\n  {w[1]}: string;\n  {w[2]}?: number;\n  retries: {n};\n}}\n\n"
                f"export async function {g.ident('camel')}(opts: {c}Options): Promise<{c}> {{\n"
                f"  const result = await {a}({{ ...opts, timeout: {n * 1000} }});\n"
                f"  if (!result.ok) throw new Error(`{w[3]} failed: ${{result.status}}`);\n"
                f"  return result.data as {c};\n}}\n")
        return rng.choice(["ts", "typescript"]), body
    if lang == "rust":
        body = (f"use {b}::{{{c}, Error}};\n\n"
                f"/// {' '.join(g.words(8))}\n"
                f"#[derive(Debug, Clone)]\npub struct {c}Config {{\n    pub {w[1]}: String,\n    pub {w[2]}_limit: u32,\n}}\n\n"
                f"pub fn {g.ident('snake')}(cfg: &{c}Config) -> Result<Vec<u8>, Error> {{\n"
                f"    let mut buf = Vec::with_capacity({n * 64});\n"
                f"    for i in 0..cfg.{w[2]}_limit {{\n        buf.push((i % 256) as u8);\n    }}\n    Ok(buf)\n}}\n")
        return rng.choice(["rust", "rs"]), body
    if lang == "json":
        body = json.dumps({a: {"enabled": rng.random() < 0.5, w[1]: n, "name": " ".join(g.words(3)), "tags": w[2:4]}, b: [port, n * 7, None], "version": f"{n}.{rng.randint(0, 20)}.0"}, indent=2) + "\n"
        return "json", body
    if lang == "yaml":
        body = (f"# {' '.join(g.words(6))}\n{b}:\n  name: {d}\n  replicas: {n}\n  image: registry.example.com/{w[0]}:{n}.0\n"
                f"  ports:\n    - {port}\n    - {port + 1}\n  env:\n    {b.upper()}: \"{w[1]}\"\n    LOG_LEVEL: debug\n")
        return rng.choice(["yaml", "yml"]), body
    body = (f"import {w[0]}\nfrom {b} import {c}\n\n\n"
            f"def {g.ident('snake')}({w[1]}: str, limit: int = {n}) -> list[{c}]:\n"
            f"    \"\"\"{' '.join(g.words(9)).capitalize()}.\"\"\"\n"
            f"    items = [{c}({w[1]}, i) for i in range(limit)]\n"
            f"    return [x for x in items if x.{w[2]} > {n}]\n\n\n"
            f"if __name__ == \"__main__\":\n    print({g.ident('snake')}(\"{w[3]}\"))\n")
    return "python", body


def main():
    n, out = int(sys.argv[1]), sys.argv[2]
    book = sys.argv[3] if len(sys.argv) > 3 else None
    rng = random.Random(n)
    g = Gen(rng)
    docs = os.path.join(out, "docs")
    os.makedirs(docs, exist_ok=True)
    with open(os.path.join(out, "docc.toml"), "w") as f:
        f.write(f'title = "Bench {n}"\ntagline = "Realistic generated site with {n} pages"\n')
    # Folder tree: sections of groups of pages, sizes varying like real sites.
    pages = []  # (folder, stem, title, headings)
    i = 0
    s = 0
    while i < n:
        sec = f"{'-'.join(g.content(2))}-{s}"
        for _ in range(rng.randint(3, 12)):
            grp = f"{g.content(1)[0]}-{len(pages)}"
            for _ in range(rng.randint(5, 30)):
                if i >= n:
                    break
                title = " ".join(g.content(rng.randint(2, 4))).capitalize()
                hs, seen = [], set()
                for _ in range(rng.randint(2, 6)):
                    h = " ".join(g.content(rng.randint(1, 4))).capitalize()
                    if h.lower() not in seen:
                        seen.add(h.lower())
                        hs.append((2 if not hs or rng.random() < 0.6 else 3, h))
                pages.append((f"{sec}/{grp}", f"{'-'.join(g.content(2))}-{i}", title, hs))
                i += 1
            if i >= n:
                break
        s += 1
    made = set()
    for k, (folder, stem, title, hs) in enumerate(pages):
        for depth in (1, 2):
            sub = "/".join(folder.split("/")[:depth])
            if sub not in made:
                made.add(sub)
                os.makedirs(os.path.join(docs, sub), exist_ok=True)
                with open(os.path.join(docs, sub, "_category_.json"), "w") as f:
                    json.dump({"label": sub.split("/")[-1].replace("-", " ").title(), "position": len(made), "link": {"type": "generated-index"}}, f)
        target = rng.randint(500, 1000)
        words = 0
        # Quoted: a sentence may start with a backtick, which YAML (and Docusaurus) refuses unquoted.
        body = [f"---\ntitle: {title}\nsidebar_position: {k}\ndescription: {json.dumps(g.sentence(6, 12))}\n---\n"]

        def para(sentences):
            nonlocal words
            p = g.paragraph(sentences)
            words += p.count(" ") + 1
            return p + "\n"

        body.append(para(rng.randint(2, 5)))
        blocks = rng.randint(1, 3)
        langs = rng.sample(["bash", "ts", "rust", "json", "yaml", "python"], blocks)
        extras = ["table", "admonition"] + langs + ["list"] * rng.randint(0, 2) + ["admonition"] * rng.randint(0, 1)
        rng.shuffle(extras)
        per = max(1, len(extras) // len(hs))
        for hi, (level, h) in enumerate(hs):
            body.append(f"{'#' * level} {h}\n")
            body.append(para(rng.randint(3, 6)))
            for x in extras[hi * per:(hi + 1) * per] if hi < len(hs) - 1 else extras[hi * per:]:
                if x == "table":
                    cols = [g.content(1)[0].capitalize() for _ in range(rng.randint(3, 4))]
                    rows = "".join("| " + " | ".join([f"`{g.ident()}`"] + [" ".join(g.words(rng.randint(1, 4))) for _ in cols[1:]]) + " |\n" for _ in range(rng.randint(3, 7)))
                    body.append("| " + " | ".join(cols) + " |\n|" + "---|" * len(cols) + "\n" + rows)
                elif x == "admonition":
                    kind = rng.choice(["note", "tip", "info", "warning", "danger"])
                    body.append(f":::{kind}\n{para(rng.randint(1, 3))}:::\n")
                elif x == "list":
                    body.append("".join(f"- {g.sentence(5, 12)}\n" for _ in range(rng.randint(3, 6))))
                else:
                    lang, code = code_block(g, x)
                    meta = f' title="{g.ident("kebab")}.{x}"' if rng.random() < 0.3 else ""
                    body.append(f"```{lang}{meta}\n{code}```\n")
            # Cross-links: relative, with an anchor that exists on the target page.
            if rng.random() < 0.7:
                t = rng.randrange(len(pages))
                tf, ts, tt, ths = pages[t]
                rel = os.path.relpath(os.path.join(tf, ts + ".md"), folder)
                anchor = "-".join(rng.choice(ths)[1].lower().split())
                body.append(f"See [{tt.lower()}]({rel}#{anchor}) for {' '.join(g.words(rng.randint(3, 8)))}.\n")
        while words < target:
            body.append(para(rng.randint(3, 6)))
        with open(os.path.join(docs, folder, stem + ".md"), "w") as f:
            f.write("\n".join(body))
    with open(os.path.join(docs, "index.md"), "w") as f:
        f.write(f"---\ntitle: Home\nsidebar_position: 0\n---\n\n{g.paragraph(4)}\n")
    if book:
        write_book(docs, book, pages, n)


def write_book(docs, book, pages, n):
    """mdBook wants book.toml and src/SUMMARY.md; the pages are hard links to the docc tree."""
    src = os.path.join(book, "src")
    os.makedirs(src, exist_ok=True)
    with open(os.path.join(book, "book.toml"), "w") as f:
        f.write(f'[book]\ntitle = "Bench {n}"\nsrc = "src"\n\n[output.html]\n\n[output.html.search]\nenable = true\n')
    lines = ["# Summary\n", "[Home](index.md)\n"]
    last = (None, None)
    for folder, stem, title, _ in pages:
        sec, grp = folder.split("/")
        if sec != last[0]:
            lines.append(f"\n# {sec}\n\n")
        if (sec, grp) != last:
            lines.append(f"- [{grp}]()\n")
        last = (sec, grp)
        lines.append(f"  - [{title}]({folder}/{stem}.md)\n")
    with open(os.path.join(src, "SUMMARY.md"), "w") as f:
        f.write("".join(lines))
    for root, _, files in os.walk(docs):
        for name in files:
            if name.endswith(".md"):
                a = os.path.join(root, name)
                b = os.path.join(src, os.path.relpath(a, docs))
                os.makedirs(os.path.dirname(b), exist_ok=True)
                if not os.path.exists(b):
                    os.link(a, b)


if __name__ == "__main__":
    main()
