#!/usr/bin/env bash
# Prints the directory of the Debian cloud kernel scripts/in-vm.sh boots
# (vmlinuz + its modules), fetching it first when it is not cached.
# The cloud kernel has CONFIG_X86_INTEL_MEMORY_PROTECTION_KEYS=y and virtiofs as
# modules; it is unpacked (apt-get download + dpkg -x), never installed, so the
# machine's own boot setup is untouched. Cache: ~/.cache/heddle/vm-kernel/<version>.
set -euo pipefail
cache=${HEDDLE_CACHE:-$HOME/.cache/heddle}/vm-kernel
# The versioned package the metapackage points at (e.g. linux-image-6.1.0-56-cloud-amd64).
pkg=$(apt-cache depends linux-image-cloud-amd64 2>/dev/null | awk '/Depends: linux-image-/{print $2; exit}')
if [ -z "$pkg" ]; then
  # No package lists (offline): use the newest cached kernel if there is one.
  pkg=$(ls -1 "$cache" 2>/dev/null | sort -V | tail -1)
  if [ -z "$pkg" ]; then
    echo "heddle vm: no Debian cloud kernel cached in $cache and apt knows no linux-image-cloud-amd64;" \
      "run 'apt-get update' (or scripts/bootstrap.sh) first" >&2
    exit 1
  fi
fi
dir=$cache/$pkg
if [ ! -f "$dir/ok" ]; then
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && apt-get download -qq "$pkg" 2>/dev/null) || {
    echo "heddle vm: 'apt-get download $pkg' failed (network? run 'apt-get update')" >&2
    exit 1
  }
  rm -rf "$dir"
  mkdir -p "$dir"
  dpkg -x "$tmp"/*.deb "$dir"
  vmlinuz=$(ls "$dir"/boot/vmlinuz-*)
  ln -sf "${vmlinuz#"$dir/"}" "$dir/vmlinuz"
  ln -sf "$(ls -d "$dir"/lib/modules/*)" "$dir/modules"
  touch "$dir/ok"
fi
echo "$dir"
