#!/usr/bin/env bash
# The README, tried as a new user would (issue #17): every command of its ```sh blocks is run, in order,
# after the main command, so a documented command that does not work fails CI. How each is run is
# listed below (`run_readme_command`), one entry per README command: a README command without an entry,
# or an entry the README no longer has, fails the test, so the two stay in sync. Commands are run as
# written where they can be; placeholders (./your-program, a Makefile project) become the demo project
# (runtime/wrappers/tests/demo), and the install goes into a temporary prefix instead of ~/.local.
# Every repository path the README names in `code` must exist after the main command.
# scripts/test.sh runs it last (it runs ./scripts/run.sh, which rebuilds the bundles other tests read).
#   tests/readme/readme-test.sh
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
readme=$top/README.md
tmp=$(mktemp -d)
prefix=$tmp/prefix project=$tmp/project
trap 'bash "$top/scripts/uninstall.sh" --prefix "$prefix" >/dev/null 2>&1 || true; rm -rf -- "$tmp"' EXIT
fail() { echo "readme-test: FAIL: $*" >&2; exit 1; }

# The commands of the README's ```sh blocks, comments removed, one per line.
readme_commands() {
  awk '/^```sh$/ { on = 1; next } /^```/ { on = 0 } on' "$readme" |
    sed -e 's/[[:space:]]\{2,\}#.*$//' -e 's/[[:space:]]*$//' | grep -v '^$'
}

# heddle run's statuses: 0 no reports, 66 reports (the demo and examples have some); anything else failed.
heddle_ran() { local s=0; "$@" || s=$?; [ "$s" = 0 ] || [ "$s" = 66 ] || fail "'$*' exited $s"; }

ENTRIES=(
  './scripts/run.sh'
  './scripts/test.sh'
  'scripts/install.sh'
  'make CC=heddle-cc'
  'heddle run --out results.sarif -- ./your-program args'
  'heddle annotate results.sarif'
  'HEDDLE_OPTIONS=unannotated=private heddle run -- ./your-program'
  'heddle-lint .'
  'heddle run --filter fix.hfilter -- ./your-program'
)
run_readme_command() {
  case $1 in
    './scripts/run.sh')
      (cd "$top" && ./scripts/run.sh) || fail "./scripts/run.sh exited $?"
      [ -s "$top/heddle-results.sarif" ] || fail "./scripts/run.sh wrote no heddle-results.sarif" ;;
    './scripts/test.sh')
      echo "readme-test: skipped: it is the command that runs this test" ;;
    'scripts/install.sh')
      # The build is the main command's; the prefix a temporary one; no editor of the machine touched.
      (cd "$top" && scripts/install.sh --no-build --no-extension --prefix "$prefix") || fail "scripts/install.sh exited $?"
      export PATH="$prefix/bin:$PATH"
      mkdir -p "$project" && cp -r "$top/runtime/wrappers/tests/demo/." "$project/" && cd "$project" ;;
    'make CC=heddle-cc')
      make CC=heddle-cc >/dev/null || fail "make CC=heddle-cc exited $?" ;;
    'heddle run --out results.sarif -- ./your-program args')
      heddle_ran heddle run --out results.sarif -- ./counter 2>/dev/null
      heddle-sarif validate results.sarif >/dev/null ;;
    'heddle annotate results.sarif')
      heddle annotate results.sarif >/dev/null 2>&1 || fail "heddle annotate results.sarif exited $?" ;;
    'HEDDLE_OPTIONS=unannotated=private heddle run -- ./your-program')
      heddle_ran env HEDDLE_OPTIONS=unannotated=private heddle run -- ./counter 2>/dev/null ;;
    'heddle-lint .')
      local s=0; heddle-lint . >/dev/null || s=$?
      [ "$s" -le 1 ] || fail "heddle-lint . exited $s (1 is findings; more is a failure)" ;;
    'heddle run --filter fix.hfilter -- ./your-program')
      # the demo's unlocked decrement excluded with the locked increment (docs/filters.md)
      printf '{worker.c:10, worker.c:10} <> {worker.c:7, worker.c:7}\n' > fix.hfilter
      heddle_ran heddle run --filter fix.hfilter -- ./counter 2>/dev/null ;;
  esac
}

mapfile -t commands < <(readme_commands)
[ ${#commands[@]} -gt 0 ] || fail "no \`\`\`sh blocks in $readme"
# WORD LIST...: is WORD one of LIST (a loop, not `printf | grep -q`: under pipefail grep's early exit
# fails printf with SIGPIPE).
contains() { local want=$1 item; shift; for item; do [ "$item" = "$want" ] && return 0; done; return 1; }
for cmd in "${commands[@]}"; do
  contains "$cmd" "${ENTRIES[@]}" ||
    fail "README command '$cmd' has no entry in tests/readme/readme-test.sh (ENTRIES, run_readme_command): add how to try it"
done
for entry in "${ENTRIES[@]}"; do
  contains "$entry" "${commands[@]}" ||
    fail "tests/readme/readme-test.sh tries '$entry', which README.md no longer has: remove the entry"
done

for cmd in "${commands[@]}"; do
  echo "readme-test: $cmd"
  run_readme_command "$cmd"
done

# Paths the prose names (`dir/file`, `dir/`) exist once the main command has run; placeholders and
# install-time paths (PREFIX/…, ~/…) are not the repository's.
missing=$(grep -o '`[A-Za-z0-9_.][A-Za-z0-9_./-]*/[A-Za-z0-9_./-]*`' "$readme" | tr -d '`' | sort -u |
  grep -v -e '^PREFIX/' -e '^\./your' | while read -r path; do [ -e "$top/$path" ] || echo "$path"; done)
[ -z "$missing" ] || fail "README.md names paths that do not exist after ./scripts/run.sh: $missing"
echo "readme-test: ok (${#commands[@]} commands)"
