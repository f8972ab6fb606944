#!/usr/bin/env bash
# The main job: build heddle, run the bundled example programs under
# `heddle run`, merge their SARIF into ./heddle-results.sarif, print a human
# summary, then run the benchmark suite once quickly (native, heddle and both
# ThreadSanitizers; ground truth and overhead) and print its short summary
# (full figures in ./bench-results.json). Ends by saying where each built tool
# is and which commands to try next. Installs what is missing first
# (scripts/bootstrap.sh). HEDDLE_SKIP_BENCH=1 skips the benchmarks.
#
# Exit status: 0 when every program ran under heddle and the SARIF was written
# (finding the seeded bugs is the point: reports are expected); non-zero when
# a build, a run under heddle (status 70: heddle could not do its job) or the
# merge failed.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
# --tools: the Node CLIs and the .vsix too, so every command the README names next works.
bash scripts/build.sh --tools
build=${HEDDLE_BUILD_DIR:-build}
heddle_sarif=(node sarif/dist/heddle-sarif.mjs)

results="$build/results"
rm -rf "$results" && mkdir -p "$results"
status=0
echo "== heddle: running the examples under heddle"
for program in "$build"/examples/*; do
  [ -x "$program" ] || continue
  name=$(basename "$program")
  # The annotated examples' reports are PUSh's strict mode; race_* show race
  # mode (the default) on a program nobody annotated.
  mode=unannotated=private
  case $name in race_*) mode= ;; esac
  set +e
  HEDDLE_OPTIONS=$mode "$build/bin/heddle" run --out "$results/$name.sarif" --srcroot "$top" --format none -- "$program" \
    >"$results/$name.out" 2>"$results/$name.err"
  rc=$?
  set -e
  case $rc in
    0)  echo "   $name: no reports" ;;
    66) echo "   $name: reports found" ;;
    *)  echo "   $name: heddle run exited $rc (see $results/$name.err)"; status=1 ;;
  esac
done

"${heddle_sarif[@]}" merge -o heddle-results.sarif --src-root "$top" "$results"/*.sarif
echo
"${heddle_sarif[@]}" render --format text --src-root "$top" heddle-results.sarif
echo
echo "SARIF: $top/heddle-results.sarif"

if [ "${HEDDLE_SKIP_BENCH:-0}" != 1 ]; then
  echo
  echo "== heddle: benchmark suite (quick: 1 repetition at scale 0.1; npm run bench for the full run)"
  npm run bench --silent -- --quick --reps 1 --short --build-dir "$build" || status=1
fi

cat <<EOF

== heddle: built
   heddle, heddle-cc, heddle-c++   $build/bin/   (CMake package: $build/lib/cmake/Heddle)
   heddle-lint                     annotation-lint/dist/heddle-lint.js
   heddle-sarif                    sarif/dist/heddle-sarif.mjs
   heddle-lsp                      lsp-server/dist/server.js
   VS Code extension               vscode-extension/dist/heddle-vscode.vsix
Next:
   scripts/install.sh                                  # all of them on PATH (~/.local, /usr/local as root; --prefix DIR)
   $build/bin/heddle annotate heddle-results.sarif     # the suggested annotations as a diff
   node annotation-lint/dist/heddle-lint.js runtime/examples   # lint annotations
   CC=$(cd "$build" && pwd)/bin/heddle-cc make          # in your project; then heddle run -- ./your-program
EOF
exit $status
