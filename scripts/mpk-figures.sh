#!/usr/bin/env bash
# scripts/mpk-figures.sh [--vm] [SCALE] [THREADS] — backend=mpk on the benchmark
# suite (docs/mpk.md): every correct program at SCALE (default 1, the suite's
# default scale) with THREADS (default 2), run natively, under heddle's check
# backend and under backend=mpk (strict mode, as the ground truth), each the best
# of $MPK_FIGURE_RUNS runs (default 3). Prints a markdown table — time ratios to native, peak RSS and the
# RSS ratio mpk/check (page-granular placement), the backend's counters
# (protection-key faults, PKRU writes, pkey_mprotect calls, rehashes) and their
# rates per second — and the geometric means. On a PKU machine this is the
# figure issue #16 asks for (mpk/native geomean <= 1.10). With --vm everything
# runs in scripts/in-vm.sh's emulated VM: counters, rates and RSS are real,
# times are TCG's (not a speed figure).
# Needs the suite built: the native binaries by the CMake build, the heddle ones
# by `tsx tests/benchmarks/harness/check.ts --heddle` (ctest -R benchmarks-heddle).
# MPK_HEDDLE_DIR: where the binaries of the backend=mpk column are (default: the
# same heddle ones); point it at a suite built with `heddle-cc --backend=mpk`
# (docs/mpk.md, "On a machine with PKU") to measure that build.
# MPK_FIGURE_PROGRAMS: the programs to run, space- or comma-separated (default: every
# program of the suite; tests/benchmarks/test/mpk-figures.sh runs two of them).
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
vm=0
if [ "${1:-}" = --vm ]; then vm=1; shift; fi
scale=${1:-1} threads=${2:-2} runs=${MPK_FIGURE_RUNS:-3}
build=${HEDDLE_BUILD_DIR:-$top/build}
mpk_bins=${MPK_HEDDLE_DIR:-$build/benchmarks/heddle}
suite=$(cd "$top/tests/benchmarks/groundtruth" && ls *.json | sed 's/\.json$//' | tr '\n' ' ')
programs=${MPK_FIGURE_PROGRAMS:-$suite}
programs=${programs//,/ }
for p in $programs; do
  case " $suite " in
    *" $p "*) ;;
    *) echo "mpk-figures: MPK_FIGURE_PROGRAMS names '$p', not a program of the suite (one of: $suite)" >&2; exit 2 ;;
  esac
done
for p in $programs; do
  for b in "$build/benchmarks/bin/bench-$p" "$build/benchmarks/heddle/$p" "$mpk_bins/$p"; do
    [ -x "$b" ] || { echo "mpk-figures: $b is missing: build the suite first (see the header)" >&2; exit 2; }
  done
done
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# One script for all runs (one VM with --vm): GNU time's "%M %e" per run, and
# the runtime's counter line (verbosity=1) of each heddle run.
cat >"$out/runs.sh" <<RUNS
set -u
one() { # name program [HEDDLE_OPTIONS]
  for i in \$(seq $runs); do
    env \${3:+HEDDLE_OPTIONS=\$3} /usr/bin/time -f "TIME %M %e" -o "$out/\$1.\$i.time" "\$2" --threads $threads --scale $scale \
      >/dev/null 2>"$out/\$1.\$i.err" || true
  done
}
for p in $programs; do
  one "\$p.native" "$build/benchmarks/bin/bench-\$p"
  one "\$p.check" "$build/benchmarks/heddle/\$p" unannotated=private:backend=check
  one "\$p.mpk" "$mpk_bins/\$p" unannotated=private:backend=mpk:verbosity=1
done
RUNS
if [ "$vm" = 1 ]; then bash "$top/scripts/in-vm.sh" bash "$out/runs.sh"; else bash "$out/runs.sh"; fi
# best time and its run's RSS: "seconds rss_kib run"
best() { for i in $(seq "$runs"); do read -r _ rss secs <"$out/$1.$i.time" && echo "$secs $rss $i"; done | sort -g | head -1; }
echo "| program | native s | check / native | mpk / native | RSS check KiB | RSS mpk KiB | RSS mpk/check | faults | faults/s | PKRU writes | PKRU writes/s | pkey_mprotect | rehashes/s |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
for p in $programs; do
  read -r tn _ _ < <(best "$p.native")
  read -r tc rc _ < <(best "$p.check")
  read -r tm rm run < <(best "$p.mpk")
  line=$(grep -h 'heddle: backend mpk:' "$out/$p.mpk.$run.err" || true)
  [ -n "$line" ] || { echo "mpk-figures: $p printed no backend mpk counters: $(head -c 500 "$out/$p.mpk.$run.err")" >&2; exit 1; }
  n() { sed -E "s/.* ([0-9]+) $1.*/\1/" <<<" $line"; }
  awk -v p="$p" -v tn="$tn" -v tc="$tc" -v tm="$tm" -v rc="$rc" -v rm="$rm" -v f="$(n 'protection-key faults')" \
    -v w="$(n 'PKRU writes')" -v t="$(n 'pkey_mprotect calls')" -v r="$(n rehashes)" 'BEGIN {
      if (tn <= 0) tn = 0.01; if (tm <= 0) tm = 0.01
      printf "| %s | %.2f | %.2f | %.2f | %d | %d | %.2f | %d | %.0f | %d | %.0f | %d | %.2f |\n",
        p, tn, tc / tn, tm / tn, rc, rm, rm / rc, f, f / tm, w, w / tm, t, r / tm }'
done | tee "$out/table"
awk -F'|' '{ c += log($4); m += log($5); r += log($8); n++ } END {
  printf "\ngeometric means over %d programs: check/native %.2f, mpk/native %.2f, RSS mpk/check %.2f%s\n",
    n, exp(c / n), exp(m / n), exp(r / n), "" }' "$out/table"
[ "$vm" = 1 ] && echo "(--vm: times are emulated by QEMU TCG; only counters, rates and RSS are figures)"
exit 0
