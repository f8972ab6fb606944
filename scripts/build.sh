#!/usr/bin/env bash
# Installs what is missing (scripts/bootstrap.sh) and builds everything native
# (cmake + ninja) into $HEDDLE_BUILD_DIR (default: build). The first step of
# both README commands, scripts/run.sh and scripts/test.sh.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
bash scripts/bootstrap.sh
build=${HEDDLE_BUILD_DIR:-build}
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build"
