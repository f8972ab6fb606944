#!/usr/bin/env bash
# Installs code-server 4.100.3 (VS Code 1.100.3, the newest release that runs on
# Node 20) for the extension's end-to-end test, outside the repository:
#   ${HEDDLE_CODE_SERVER_DIR:-$HOME/.cache/heddle/code-server-4.100.3}
# Idempotent: a finished install leaves a stamp file and the next run returns at
# once. Prints the install directory on its last line of stdout.
#
# Why these steps: code-server's own postinstall downloads prebuilt binaries,
# which cannot work without internet access beyond the package registries. So
# the package is installed with --ignore-scripts and the postinstall's work is
# redone by hand: VS Code's runtime dependencies, Debian's ripgrep in place of
# the downloaded one, native modules rebuilt from source (needs Debian
# libkrb5-dev libsecret-1-dev libx11-dev libxkbfile-dev, see
# scripts/debian-packages.txt), and the node_modules.asar link VS Code expects.
set -euo pipefail
version=4.100.3
dir=${HEDDLE_CODE_SERVER_DIR:-$HOME/.cache/heddle/code-server-$version}
stamp="$dir/.heddle-install-complete"
if [ -f "$stamp" ]; then
  echo "$dir"
  exit 0
fi

for tool in rg make g++ python3; do
  command -v "$tool" >/dev/null || {
    echo "setup-code-server: '$tool' is missing; run scripts/bootstrap.sh (scripts/debian-packages.txt lists it)" >&2
    exit 1
  }
done

started=$(date +%s)
log() { echo "setup-code-server: $* ($(( $(date +%s) - started ))s)" >&2; }
npm_quiet=(--no-audit --no-fund --loglevel=error)

rm -rf "$dir"
mkdir -p "$dir"
cd "$dir"
echo '{"name":"heddle-code-server","private":true}' > package.json
log "npm install code-server@$version"
npm install "${npm_quiet[@]}" --ignore-scripts "code-server@$version" >&2
cs="$dir/node_modules/code-server"
vs="$cs/lib/vscode"

log "VS Code runtime dependencies"
(cd "$vs" && npm install "${npm_quiet[@]}" --omit=dev --ignore-scripts >&2)
mkdir -p "$vs/node_modules/@vscode/ripgrep/bin"
cp "$(command -v rg)" "$vs/node_modules/@vscode/ripgrep/bin/rg"
log "rebuild native modules of VS Code"
(cd "$vs" && npm_config_yes=true nice npm rebuild "${npm_quiet[@]}" >&2)
ln -sfn node_modules "$vs/node_modules.asar"
log "built-in extensions' dependencies"
(cd "$vs/extensions" && npm install "${npm_quiet[@]}" --omit=dev --ignore-scripts >&2)
log "rebuild argon2"
nice npm rebuild argon2 "${npm_quiet[@]}" >&2

# Smoke check with a throw-away config, so nothing is written to ~/.config.
XDG_CONFIG_HOME="$dir/.config" node "$cs/out/node/entry.js" --version >&2
date -u +%FT%TZ > "$stamp"
log "done"
echo "$dir"
