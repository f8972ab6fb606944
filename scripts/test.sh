#!/usr/bin/env bash
# Runs every heddle test: native (cmake + ctest: the runtime's lit tests, the
# benchmark suite's ground truth) and TypeScript (bundles built first, then one
# node:test run over every workspace package). Installs what is missing first.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
bash scripts/build.sh
build=${HEDDLE_BUILD_DIR:-build}
ctest --test-dir "$build" --output-on-failure -j"$(nproc)"

npm run build --workspaces --if-present
npm test
