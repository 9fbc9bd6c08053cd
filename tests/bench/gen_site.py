#!/usr/bin/env python3
"""Generates a synthetic docs tree of N realistic pages for `just bench`.

Pages have front matter, headings (h2/h3), prose, a highlighted code block, a table,
an admonition and links to other pages and anchors, spread over nested categories so
routing, sidebars, link checking and highlighting all do real work.
Usage: gen_site.py N OUT_DIR
"""
import json, os, random, sys

WORDS = ("proof rollup record agent prover verifier coordination settlement layer token module "
         "transaction pipeline state batch commit network node sequencer circuit witness hash "
         "merkle signature account balance contract deploy configure query index cache").split()


def sentence(rng, n=14):
    w = [rng.choice(WORDS) for _ in range(n)]
    w[0] = w[0].capitalize()
    return " ".join(w) + "."


def main():
    n, out = int(sys.argv[1]), sys.argv[2]
    rng = random.Random(n)
    per_dir = 25
    os.makedirs(os.path.join(out, "docs"), exist_ok=True)
    with open(os.path.join(out, "docc.toml"), "w") as f:
        f.write(f'title = "Bench {n}"\ntagline = "Synthetic site with {n} pages"\n')
    paths = []
    for i in range(n):
        d = f"section-{i // (per_dir * per_dir)}/group-{(i // per_dir) % per_dir}"
        paths.append((d, f"page-{i}"))
    made = set()
    for i, (d, stem) in enumerate(paths):
        full = os.path.join(out, "docs", d)
        if d not in made:
            os.makedirs(full, exist_ok=True)
            made.add(d)
            with open(os.path.join(full, "_category_.json"), "w") as f:
                json.dump({"label": d.split("/")[-1].replace("-", " ").title(), "position": len(made)}, f)
        link_i = rng.randrange(n)
        ld, ls = paths[link_i]
        body = [f"---\ntitle: Page {i}\nsidebar_position: {i % per_dir}\ndescription: {sentence(rng, 8)}\n---\n"]
        body.append(" ".join(sentence(rng) for _ in range(4)) + f" See [page {link_i}](/{ld}/{ls}#usage) and [the overview](#overview).\n")
        body.append("## Overview\n\n" + " ".join(sentence(rng) for _ in range(5)) + "\n")
        body.append("## Usage\n\n" + " ".join(sentence(rng) for _ in range(3)) + "\n")
        body.append(f'```ts title="example-{i}.ts" {{2}}\nimport {{ launchToken }} from "@silvana-one/api";\nconst result = await launchToken({{ body: {{ symbol: "TK{i}", decimals: 9 }} }});\nconsole.log(result.data?.jobId); // {rng.choice(WORDS)}\n```\n')
        body.append("### Options\n\n| Option | Type | Default |\n|:--|:--|--:|\n" + "".join(f"| `{rng.choice(WORDS)}` | string | {k} |\n" for k in range(4)))
        body.append(f":::tip\n{sentence(rng)}\n:::\n")
        body.append("## Details\n\n" + "\n".join(f"- {sentence(rng, 8)}" for _ in range(4)) + "\n")
        with open(os.path.join(full, stem + ".md"), "w") as f:
            f.write("\n".join(body))
    with open(os.path.join(out, "docs", "index.md"), "w") as f:
        f.write("---\ntitle: Home\nsidebar_position: 0\n---\n\nThe synthetic bench site.\n")


if __name__ == "__main__":
    main()
