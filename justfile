# docc tasks. `just build` compiles content/ into dist/index.html; `just test` runs every test.
set shell := ["bash", "-euo", "pipefail", "-c"]

docc := "target/release/docc"

# Build the runtime and the compiler, then compile content/ into dist/index.html.
build: runtime
    cargo build --release -p docc
    {{docc}} compile content -o dist/index.html

# Bundle the React runtime (esbuild) that the docc binary embeds.
runtime:
    cd runtime && (test -d node_modules || npm ci --no-audit --no-fund) && npm run build

# Every test: Rust unit + integration, the pack contract, runtime unit tests, browser end-to-end.
test: build
    cargo test --workspace --release
    just contract
    cd runtime && npm test
    just docs-typecheck
    just e2e

# Every TypeScript code block of content/docs compiles with tsc --noEmit --strict against content/sdk.
docs-typecheck:
    cd runtime && (test -d node_modules || npm ci --no-audit --no-fund)
    node tests/docs-typecheck/check.mjs content

# Pack contract: Rust encodes a fixture site + JSON dump; the TypeScript decoder must read the same model.
contract:
    mkdir -p build/contract
    {{docc}} compile fixtures/contract -o build/contract/site.html --dump-model build/contract/model.json
    cd runtime && node build.mjs --tests && DOCC_CONTRACT_HTML=../build/contract/site.html DOCC_CONTRACT_JSON=../build/contract/model.json node --test build/test/contract.test.mjs

# End-to-end tests in headless Debian chromium (playwright-core, no browser download).
e2e:
    test -x /usr/bin/chromium || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium)
    cd tests/e2e && (test -d node_modules || npm ci --no-audit --no-fund) && DOCC_SITE=../../dist/index.html DOCC_BIN=../../{{docc}} npm test

# Benchmarks (not timed tests): realistic generated docs trees of 500, 2000 and 10000 pages against
# mdBook on the same pages (tests/bench/bench.py prints the table and the issue-9 targets), the reference
# phases (a multi-MB OpenAPI spec, Stripe's and GitHub's real specs from npm, a large .d.ts), search latency per keystroke in Chromium, and
# `docc serve`'s save-to-reload time on 1,000 pages (tests/bench/serve_bench.py; target < 200 ms), and
# the hardening issue's pathological sites under /usr/bin/time (tests/bench/pathological.py).
bench: build
    python3 tests/bench/bench.py {{docc}} 500 2000 10000
    cargo run --release -q -p docc-openapi --bin openapi-bench
    cargo test --release -q -p docc-openapi --test realscale
    for spec in stripe.json github.json; do test -f .cache/openapi-big/$spec && cargo run --release -q -p docc-openapi --bin openapi-bench -- --spec .cache/openapi-big $spec || echo "openapi-bench: .cache/openapi-big/$spec missing (offline?)"; done
    cargo test --release -q -p docc-tsref --test bench -- --ignored --nocapture
    cd tests/e2e && (test -d node_modules || npm ci --no-audit --no-fund) && node bench-search.mjs ../../.cache/bench/real-10000.html
    python3 tests/bench/serve_bench.py {{docc}} 1000
    python3 tests/bench/pathological.py {{docc}}

# Fuzzing (cargo-fuzz on nightly, its own workspace in fuzz/): each target runs FUZZ_SECONDS
# (default 60) from a corpus seeded with fixtures/ and content/; crashes land in
# fuzz/artifacts/<target>/ and become fixtures + regression tests.
fuzz:
    command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked
    fuzz/seed.sh
    for t in frontmatter markdown category config openapi_yaml openapi_json typescript; do \
      cargo +nightly fuzz run --sanitizer none "$t" "fuzz/corpus/$t" -- -max_total_time="${FUZZ_SECONDS:-60}" -rss_limit_mb=2048 -timeout=20 -print_final_stats=1 2>&1 | grep -E "^(stat::number_of_executed_units|==|SUMMARY|Done)|panicked|Test unit written" | sed "s/^/$t: /"; \
    done

# Compile and open-free check of content/ (all diagnostics, no output).
check:
    cargo run --release -p docc -- check content
