#!/usr/bin/env bash
# Runs every heddle test: native (cmake + ctest: the runtime's lit tests, the
# benchmark suite's ground truth, the install), TypeScript (bundles built first,
# then one node:test run over every workspace package), and last the README's
# commands after its main command (tests/readme/readme-test.sh: it runs
# ./scripts/run.sh, which rebuilds bundles the other tests read, so it runs
# alone). Installs what is missing first.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
bash scripts/build.sh
# The bundles first: the lit test of `heddle annotate` (runtime/test/reports/annotate.test) runs
# annotation-lint/dist/heddle-lint.js.
npm run build --workspaces --if-present
build=${HEDDLE_BUILD_DIR:-build}
# Tests labelled `quarantined` are known to fail at random (tests/benchmarks/CMakeLists.txt says why); run them by hand.
# Label `mpk` (ctest -L mpk) is in: the policy and mpk lit suites and the benchmark ground truth under backend=mpk
# in the PKU VM, one VM at a time (RESOURCE_LOCK heddle-vm), mpk-lit started first (docs/mpk.md has the times).
# `whole-vm` (ctest mpk-lit-all: the whole lit suite under backend=mpk, 36 min in session 13's run; its 4
# failures there were fixed or marked in session 14) is left out until it is shorter; `ctest -L whole-vm` runs it
# (docs/mpk.md).
ctest --test-dir "$build" --output-on-failure -j"$(nproc)" -LE "quarantined|whole-vm"

npm test
bash tests/readme/readme-test.sh
