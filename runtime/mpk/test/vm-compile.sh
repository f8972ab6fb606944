#!/usr/bin/env bash
# runtime/mpk/test/vm-compile.sh COMPILER ARG... — lit's %heddle-cc / %heddle-c++
# under `--param heddle_backend=mpk` (ctest -L mpk): compiles on the host as
# COMPILER would; an executable `-o X` is moved to X.vm/<name of X> and X becomes
# a stub that runs it in scripts/in-vm.sh --serve's VM (scripts/vm/exec.sh)
# with backend=mpk added to HEDDLE_OPTIONS (last, so it wins over the test's
# own options, which it keeps). The program keeps its file name, which
# reports and SARIF show. COMPILER (heddle-cc or heddle-c++) builds for the
# backend: --backend=mpk, so the accesses the keys check have no inline check
# and the keys alone must find what these tests expect.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out= link=1 prev=
for a in "$@"; do
  case $prev in -o) out=$a ;; esac
  case $a in -c | -S | -E | -M | -MM | -fsyntax-only) link=0 ;; esac
  prev=$a
done
"$1" --backend=mpk "${@:2}"
[ "$link" = 1 ] && [ -n "$out" ] && [ -f "$out" ] && [ -x "$out" ] || exit 0
name=$(basename "$out")
rm -rf "$out.vm"
mkdir -p "$out.vm"
mv "$out" "$out.vm/$name"
bash "$here/vm-stub.sh" "$out.vm/$name" "$out"
