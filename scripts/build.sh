#!/usr/bin/env bash
# Installs what is missing (scripts/bootstrap.sh) and builds everything native
# (cmake + ninja) into $HEDDLE_BUILD_DIR (default: build). The first step of
# both README commands, scripts/run.sh and scripts/test.sh.
#   --tools  also the Node CLIs' bundles (heddle-sarif, heddle-lint, heddle-lsp)
#            and the VS Code extension's .vsix: everything a user runs or
#            installs (scripts/run.sh, scripts/install.sh). Not the CI
#            action: its dist/ is committed and rebuilt on purpose only.
set -euo pipefail
tools=0
case ${1:-} in
  --tools) tools=1 ;;
  '') ;;
  *) echo "build.sh: unknown argument '$1' (the only option is --tools)" >&2; exit 2 ;;
esac
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
bash scripts/bootstrap.sh
build=${HEDDLE_BUILD_DIR:-build}
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build"
if [ "$tools" = 1 ]; then
  # In dependency order: the extension packages lsp-server's bundle.
  npm run build --silent -w sarif -w annotation-lint -w lsp-server -w vscode-extension >/dev/null
fi
