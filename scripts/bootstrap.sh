#!/usr/bin/env bash
# Installs what heddle's build and tests need on a Debian 12 machine, and
# nothing that is already there. Idempotent; safe to run before every build.
#   Debian packages: the list in scripts/debian-packages.txt (apt-get, as root).
#   npm packages:    the workspace's package-lock.json (npm ci), when it changed.
#   VM kernel:       the Debian cloud kernel scripts/in-vm.sh boots (scripts/vm/kernel.sh).
# Not root and something is missing: prints the exact command and exits 1.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
top=$(dirname "$here")

wanted=$(sed -e 's/#.*//' -e '/^\s*$/d' "$here/debian-packages.txt" | awk '{print $1}')
missing=()
for pkg in $wanted; do
  status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
  [ "$status" = "install ok installed" ] || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "heddle bootstrap: missing Debian packages: ${missing[*]}" >&2
    echo "Install them with:  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  echo "heddle bootstrap: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# The VM kernel of scripts/in-vm.sh (backend=mpk's tests): unpacked into
# ~/.cache/heddle/vm-kernel, never installed. Only the mpk tests need it, so a
# failed download (offline) is a warning; kernel.sh says how to fetch it.
if ! bash "$here/vm/kernel.sh" >/dev/null; then
  echo "heddle bootstrap: warning: no VM kernel; ctest -L mpk will fail until scripts/vm/kernel.sh succeeds" >&2
fi

# npm: reinstall only when the lock file is newer than the installed tree.
cd "$top"
stamp=node_modules/.package-lock.json
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ]; then
  echo "heddle bootstrap: npm ci"
  npm ci --no-audit --no-fund --loglevel=error
fi
