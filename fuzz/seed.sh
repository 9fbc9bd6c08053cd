#!/usr/bin/env bash
# Seeds fuzz/corpus/<target>/ from the repository's fixtures (and content/), once per
# target; the corpus folders are not committed (.gitignore), crashes found become fixtures.
set -euo pipefail
cd "$(dirname "$0")/.."
seed() { # target, find arguments...
  local t=$1; shift
  mkdir -p "fuzz/corpus/$t"
  # The whole list first, then the first 300: `find | head` ends find with SIGPIPE, which
  # pipefail turns into a failed script (exit 141) before any fuzzer runs.
  local files
  mapfile -t files < <(find "$@" -type f -size -200k 2>/dev/null | LC_ALL=C sort)
  for f in "${files[@]:0:300}"; do cp "$f" "fuzz/corpus/$t/${f//\//_}"; done
}
seed frontmatter fixtures content/docs -name '*.md*'
seed markdown fixtures content/docs -name '*.md*'
seed highlight fixtures/ts content/sdk -name '*.ts'
seed category fixtures content -name '_category_.json'
seed config fixtures content -name 'docc.toml'
seed openapi_yaml fixtures content -name '*.yaml'
seed openapi_json fixtures -name '*.json' -path '*openapi*'
seed typescript fixtures/ts content/sdk -name '*.ts'
seed docusaurus fixtures -name 'docusaurus.config.*'
seed mdx_site fixtures content/docs -name '*.mdx'
# Category files in YAML are rare in the fixtures; any YAML document is a fair start.
seed category_yaml fixtures content \( -name '_category_.y*ml' -o -name '*.yml' -o -name '*.yaml' \)
