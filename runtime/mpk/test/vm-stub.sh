#!/usr/bin/env bash
# runtime/mpk/test/vm-stub.sh PROGRAM STUB — writes STUB, a script that runs
# PROGRAM (absolute path taken here) with its arguments inside
# `scripts/in-vm.sh --serve`'s VM (scripts/vm/exec.sh), with
# backend=$HEDDLE_TEST_BACKEND (default mpk) appended to HEDDLE_OPTIONS — last,
# so it wins over the caller's own backend, whose other options it keeps.
# Used by vm-compile.sh (lit) and the benchmark driver (check.ts --backend mpk).
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: vm-stub.sh PROGRAM STUB" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
exec_sh=$(cd "$here/../../../scripts/vm" && pwd)/exec.sh
program=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cat >"$2" <<STUB
#!/bin/sh
HEDDLE_OPTIONS="\${HEDDLE_OPTIONS:+\$HEDDLE_OPTIONS:}backend=\${HEDDLE_TEST_BACKEND:-mpk}" exec bash $(printf %q "$exec_sh") $(printf %q "$program") "\$@"
STUB
chmod +x "$2"
