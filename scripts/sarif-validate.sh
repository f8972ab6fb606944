#!/usr/bin/env bash
# Validates SARIF files with the SARIF SDK (@microsoft/sarif-multitool), twice:
#   1. the SARIF rules (`validate`), and
#   2. GitHub code scanning's ingestion rules (`validate --rule-kind Gh`).
# Exits 0 only when neither run reports an error; prints the errors otherwise.
#   sarif-validate.sh [--deny RULE]... FILE.sarif...
# --deny SARIF2005: a warning of that rule counts as an error (heddle's own tools' output is held to
# warnings third-party fixtures are not, e.g. SARIF2005: tool.driver without version or informationUri).
#
# Why the binary is called directly: the npm wrapper runs it through a shell,
# which splits the rule-kind list at ';'; and multitool 5.7 rejects a one-item
# list ("Gh") as "bad format", so the Gh kind is asked for as "Gh;Sarif".
set -uo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
tool="$top/node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool"
if [ ! -x "$tool" ]; then
  echo "sarif-validate: $tool not found; run scripts/bootstrap.sh (npm ci) first" >&2
  exit 2
fi
deny=()
while [ $# -gt 0 ] && [ "$1" = --deny ]; do
  [ $# -ge 2 ] && [[ $2 =~ ^[A-Z]+[0-9]+$ ]] || { echo "sarif-validate: --deny needs a rule id such as SARIF2005" >&2; exit 2; }
  deny+=("$2"); shift 2
done
[ $# -gt 0 ] || { echo "usage: sarif-validate.sh [--deny RULE]... FILE.sarif..." >&2; exit 2; }
# The lines that fail a file: errors, and warnings of the denied rules.
failing='(: error )'
for rule in "${deny[@]}"; do failing="$failing|(: warning $rule:)"; done
status=0
for f in "$@"; do
  for kind in "" "Gh;Sarif"; do
    if [ -z "$kind" ]; then out=$("$tool" validate "$f" 2>&1); rc=$?
    else out=$("$tool" validate --rule-kind "$kind" "$f" 2>&1); rc=$?; fi
    errors=$(printf '%s\n' "$out" | grep -E "$failing" || true)
    if [ $rc -ne 0 ] || [ -n "$errors" ]; then
      echo "sarif-validate: $f fails ${kind:+rule kind $kind }validation:" >&2
      printf '%s\n' "${errors:-$out}" >&2
      status=1
    fi
  done
done
[ $status -eq 0 ] && echo "sarif-validate: $# file(s) valid (SARIF and GitHub rules)"
exit $status
