#!/usr/bin/env bash
# The install as a user gets it (issue #17): scripts/install.sh into a clean temporary prefix, then from a
# directory outside the repository, with only PREFIX/bin and the system on PATH:
#   - every installed command answers --version with the same version and the source tree's commit;
#   - one real job each: heddle-cc and heddle-c++ build racy programs, heddle run reports the race,
#     heddle annotate suggests the annotation (through the installed heddle-lint), heddle-lint lints,
#     heddle-sarif merges and validates, heddle-lsp answers an LSP initialize, find_package(Heddle) finds
#     the CMake package by PATH alone and heddle_instrument builds a program;
#   - the VS Code extension is installed with the given editor CLI (a real code-server when one is
#     cached, else a recording stand-in);
#   - bad arguments get a clear error, and scripts/uninstall.sh leaves the prefix empty.
# Needs the native build and the Node bundles (scripts/test.sh builds both before ctest).
#   tests/install/install-test.sh [BUILD_DIR]
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$top/build}
tmp=$(mktemp -d)
trap 'rm -rf -- "$tmp"' EXIT
prefix=$tmp/prefix work=$tmp/work
mkdir -p "$prefix" "$work"
fail() { echo "install-test: FAIL: $*" >&2; exit 1; }
step() { echo "install-test: $*"; }
expect_error() { # PATTERN CMD...: fails unless CMD exits non-zero and says PATTERN on stderr
  local pattern=$1 err; shift
  if err=$("$@" 2>&1 >/dev/null); then fail "'$*' succeeded; expected an error"; fi
  grep -q -- "$pattern" <<<"$err" || fail "'$*' said '$err'; expected '$pattern'"
}

# The editor CLI: code-server when the extension's e2e setup cached it, with a throwaway profile.
code_server=$HOME/.cache/heddle/code-server-4.100.3/node_modules/code-server/out/node/entry.js
if [ -f "$code_server" ]; then
  printf '#!/bin/sh\nexec node %s --extensions-dir %s --user-data-dir %s "$@"\n' \
    "$code_server" "$tmp/extensions" "$tmp/editor-data" > "$tmp/code"
else
  printf '#!/bin/sh\necho "$*" >> %s/code-calls\n' "$tmp" > "$tmp/code"
fi
chmod +x "$tmp/code"
editor_has_extension() {
  if [ -f "$code_server" ]; then grep -qx heddle.heddle-vscode <<<"$("$tmp/code" --list-extensions)"
  else [ "$(tail -n1 "$tmp/code-calls" 2>/dev/null)" != "--uninstall-extension heddle.heddle-vscode" ] &&
       grep -q -- "--install-extension .*heddle-vscode.vsix" "$tmp/code-calls" 2>/dev/null; fi
}

step "bad arguments"
expect_error "unknown argument '--prefx'" bash "$top/scripts/install.sh" --prefx "$prefix"
expect_error "--prefix needs a directory" bash "$top/scripts/install.sh" --prefix
expect_error "no heddle install in $prefix" bash "$top/scripts/uninstall.sh" --prefix "$prefix"
expect_error "no heddle install in $tmp/none (no such directory)" bash "$top/scripts/uninstall.sh" --prefix "$tmp/none"
expect_error "--code $tmp/no-editor: no such command" bash "$top/scripts/install.sh" --no-build --code "$tmp/no-editor" --prefix "$prefix"
[ -z "$(find "$prefix" -mindepth 1)" ] && [ ! -e "$tmp/none" ] || fail "a refused install or uninstall left files behind"

step "install into $prefix"
HEDDLE_BUILD_DIR=$build bash "$top/scripts/install.sh" --no-build --prefix "$prefix" --code "$tmp/code"
editor_has_extension || fail "the extension is not installed in the editor"
step "install again: replaces the first install"
HEDDLE_BUILD_DIR=$build bash "$top/scripts/install.sh" --no-build --prefix "$prefix" --code "$tmp/code" > /dev/null
[ "$(grep -c $'^dir\t' "$prefix/share/heddle/install-manifest.txt")" -gt 0 ] || fail "the second install lists no directories it created"

# Outside the repository, the installed commands only.
cd "$work"
export PATH="$prefix/bin:/usr/local/bin:/usr/bin:/bin"
unset HEDDLE_LINT HEDDLE_OPTIONS

step "--version"
commit=$(git -C "$top" rev-parse --short=12 HEAD 2>/dev/null || echo unknown)
version=$(node -p 'require(process.argv[1]).version' "$top/package.json")
for tool in heddle heddle-cc heddle-c++ heddle-lint heddle-sarif heddle-lsp; do
  [ "$(command -v "$tool")" = "$prefix/bin/$tool" ] || fail "$tool is not the installed one: $(command -v "$tool")"
  line=$("$tool" --version | grep "^$tool ") || fail "$tool --version printed no '$tool …' line"
  [ "$line" = "$tool $version (commit $commit)" ] || fail "$tool --version: '$line', expected '$tool $version (commit $commit)'"
done

step "heddle-cc builds a racy program, heddle run reports the race"
# counter races; total is always used under lock, which heddle suggests annotating.
cat > racy.c <<'EOF'
#include <pthread.h>
#include <stdio.h>
int counter;
long total;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static void *work(void *arg) {
  for (int i = 0; i < 1000; i++) {
    counter++;
    pthread_mutex_lock(&lock);
    total += i;
    pthread_mutex_unlock(&lock);
  }
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, work, 0);
  pthread_create(&b, 0, work, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  printf("%d %ld\n", counter, total);
  return 0;
}
EOF
heddle-cc -O1 -o racy racy.c
status=0; heddle run --out run.sarif -- ./racy > run.out 2> run.err || status=$?
[ "$status" = 66 ] || fail "heddle run exited $status, expected 66 (reports found): $(cat run.err)"
grep -q "SUMMARY: heddle: data-race $work/racy.c:8 in work" run.err || fail "no data-race summary line: $(cat run.err)"

step "heddle annotate suggests the annotation (via the installed heddle-lint)"
heddle annotate --srcroot "$work" run.sarif > annotate.diff 2> annotate.err || fail "heddle annotate exited $?: $(cat annotate.err)"
grep -q '`total` was accessed by .* always holding the mutex `lock`' annotate.err ||
  fail "heddle annotate did not suggest a locked total: $(cat annotate.err)"

step "heddle-c++ builds a C++ program that runs under heddle"
cat > hello.cpp <<'EOF'
#include <cstdio>
#include <thread>
int main() {
  int value = 0;
  std::thread t([&] { value = 42; });
  t.join();
  std::printf("%d\n", value);
}
EOF
heddle-c++ -O1 -o hello hello.cpp
heddle run --format none -- ./hello > hello.out || fail "heddle run ./hello exited $?"
[ "$(cat hello.out)" = 42 ] || fail "./hello printed '$(cat hello.out)'"

step "heddle-lint lints a file"
status=0; heddle-lint racy.c > lint.txt || status=$?
[ "$status" = 0 ] || fail "heddle-lint exited $status: $(cat lint.txt)"
grep -q "racy.c:3:5: warning: .*\[unannotated-shared-global\]" lint.txt || fail "heddle-lint: $(cat lint.txt)"
heddle-lint --format sarif -o lint.sarif racy.c
grep -q "^C parser: native" <<<"$(heddle-lint --version)" || fail "the installed heddle-lint does not find its native parser"

step "heddle-sarif merges and validates"
heddle-sarif merge -o merged.sarif --src-root "$work" run.sarif lint.sarif
heddle-sarif validate merged.sarif
node -e '
  const log = JSON.parse(require("fs").readFileSync("merged.sarif", "utf8"));
  const drivers = log.runs.map((r) => r.tool.driver);
  if (drivers.map((d) => d.name).sort().join() !== "heddle,heddle-lint") throw new Error(`runs: ${drivers.map((d) => d.name)}`);
  for (const d of drivers) if (d.version !== process.argv[1] || d.semanticVersion !== process.argv[1] || !d.informationUri)
    throw new Error(`${d.name}: tool.driver ${JSON.stringify({ ...d, rules: undefined })}`);
' "$version"
# The SARIF SDK too, with SARIF2005 (tool.driver without version or informationUri) an error.
"$top/scripts/sarif-validate.sh" --deny SARIF2005 merged.sarif

step "heddle-lsp answers initialize over stdio"
node - <<'EOF'
const { spawn } = require('node:child_process');
const server = spawn('heddle-lsp', ['--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
const send = (msg) => { const body = JSON.stringify({ jsonrpc: '2.0', ...msg }); server.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`); };
const timer = setTimeout(() => { console.error('heddle-lsp: no initialize answer in 30 s'); process.exit(1); }, 30000);
let out = '';
server.stdout.on('data', (chunk) => {
  out += chunk;
  if (!/"id":1,"result":\{"capabilities"/.test(out)) return;
  clearTimeout(timer);
  send({ id: 2, method: 'shutdown' });
  send({ method: 'exit' });
});
server.on('exit', (code) => process.exit(/"capabilities"/.test(out) ? 0 : 1));
send({ id: 1, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } });
EOF

step "find_package(Heddle) by PATH, heddle_instrument builds a program"
mkdir cmake-project && cp racy.c cmake-project/
cat > cmake-project/CMakeLists.txt <<'EOF'
cmake_minimum_required(VERSION 3.25)
project(racy C)
find_package(Heddle 0.1 REQUIRED)
add_executable(racy racy.c)
heddle_instrument(racy)
EOF
cmake -S cmake-project -B cmake-build -G Ninja -DCMAKE_C_COMPILER=clang-16 > cmake.log 2>&1 || fail "configure: $(cat cmake.log)"
grep -qx "Heddle_DIR:PATH=$prefix/lib/cmake/Heddle" cmake-build/CMakeCache.txt ||
  fail "find_package(Heddle) did not use $prefix/lib/cmake/Heddle: $(grep Heddle_DIR cmake-build/CMakeCache.txt)"
cmake --build cmake-build > cmake.log 2>&1 || fail "build: $(cat cmake.log)"
status=0; heddle run --format none -- ./cmake-build/racy > /dev/null || status=$?
[ "$status" = 66 ] || fail "the heddle_instrument'ed program: heddle run exited $status, expected 66"

step "uninstall"
cd /
bash "$top/scripts/uninstall.sh" --prefix "$prefix"
left=$(find "$prefix" -mindepth 1)
[ -z "$left" ] || fail "uninstall left: $left"
if editor_has_extension; then fail "the extension is still installed in the editor"; fi
step "ok"
