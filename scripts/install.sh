#!/usr/bin/env bash
# Installs heddle's tools into a prefix, so they are commands on PATH:
#   bin/heddle, bin/heddle-cc, bin/heddle-c++     the native tools (cmake --install of the build tree)
#   lib/libheddle.a, lib/heddle_pass.so, include/heddle.h
#   lib/cmake/Heddle/                             the CMake package: find_package(Heddle) finds it when
#                                                 PREFIX/bin is on PATH (or PREFIX is in CMAKE_PREFIX_PATH)
#   bin/heddle-lint, bin/heddle-sarif, bin/heddle-lsp
#                                                 links to the self-contained Node bundles (shebang, wasm and
#                                                 native parser beside them) in share/heddle/<tool>/; need node ≥ 20
#   the VS Code extension                         with `code`/`code-server --install-extension`, when one exists
# and writes share/heddle/install-manifest.txt: every file and directory it created and the extension, so
# `scripts/uninstall.sh` (= install.sh --uninstall) removes exactly those. Installing again replaces the
# previous install in that prefix.
#
# usage: scripts/install.sh [--prefix DIR] [--no-build] [--code BIN | --no-extension]
#        scripts/install.sh --uninstall [--prefix DIR]
#   --prefix DIR     default: /usr/local as root, ~/.local otherwise
#   --no-build       install what is built (default: build first, scripts/build.sh --tools)
#   --code BIN       the VS Code CLI that installs the extension (default: `code`, else `code-server` on PATH)
#   --no-extension   do not install the extension
# Environment: HEDDLE_BUILD_DIR (default: build), as for the other scripts.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
build=${HEDDLE_BUILD_DIR:-build}
case $build in /*) ;; *) build=$top/$build ;; esac
manifest_rel=share/heddle/install-manifest.txt
manifest_header='# heddle install manifest 1: kind<TAB>path relative to the prefix (file, dir) or kind<TAB>cli<TAB>id (extension)'

die() { echo "heddle install: $*" >&2; exit 2; }

if [ "$(id -u)" -eq 0 ]; then prefix=/usr/local; else prefix=${HOME:?HOME is not set; pass --prefix DIR}/.local; fi
build_first=1 uninstall=0 code= extension=1
while [ $# -gt 0 ]; do
  case $1 in
    --prefix) [ $# -ge 2 ] && [ -n "$2" ] || die "--prefix needs a directory, e.g. --prefix ~/.local"; prefix=$2; shift ;;
    --prefix=*) prefix=${1#--prefix=}; [ -n "$prefix" ] || die "--prefix needs a directory" ;;
    --no-build) build_first=0 ;;
    --code) [ $# -ge 2 ] && [ -n "$2" ] || die "--code needs the VS Code CLI, e.g. --code code-server"; code=$2; shift ;;
    --no-extension) extension=0 ;;
    --uninstall) uninstall=1 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown argument '$1' (see scripts/install.sh --help)" ;;
  esac
  shift
done
# The editor whose CLI installs the extension, checked before anything is installed. Absolute, so
# uninstall.sh finds the same editor from any directory.
if [ "$extension" = 1 ] && [ "$uninstall" = 0 ]; then
  if [ -n "$code" ]; then
    resolved=$(command -v -- "$code") || die "--code $code: no such command (give the VS Code CLI, e.g. code or code-server, or --no-extension)"
    code=$resolved
  else
    code=$(command -v code || command -v code-server || true)
  fi
  case $code in /*|'') ;; *) code=$PWD/$code ;; esac
fi

[ "$uninstall" = 0 ] || [ -d "$prefix" ] || die "no heddle install in $prefix (no such directory); pass the --prefix it was installed with"
mkdir -p -- "$prefix" 2>/dev/null || die "cannot create the prefix $prefix (run as root for a system prefix, or pass --prefix DIR)"
prefix=$(cd -- "$prefix" && pwd)
manifest=$prefix/$manifest_rel

# Removes what a manifest lists: files, then the extension, then the directories the install created,
# deepest first and only when empty (a file someone else put there since keeps its directory).
uninstall_from() {
  local kind path id entries
  [ -f "$manifest" ] || die "no heddle install in $prefix ($manifest_rel is missing); pass the --prefix it was installed with"
  [ "$(head -n1 "$manifest")" = "$manifest_header" ] || die "$manifest is not a heddle install manifest; refusing to delete what it lists"
  entries=$(cat "$manifest") # it lists itself
  while IFS=$'\t' read -r kind path id; do
    case $kind in '#'*|'') continue ;; esac
    case /$path/ in */../*) die "$manifest: '$path' leaves the prefix; refusing" ;; esac
    case $kind in
      file) rm -f -- "$prefix/$path" ;;
      extension)
        if command -v -- "$path" >/dev/null 2>&1; then
          "$path" --uninstall-extension "$id" >/dev/null || echo "heddle install: $path --uninstall-extension $id failed; remove the extension by hand" >&2
        else
          echo "heddle install: $path is gone; the extension $id may still be installed in its editor" >&2
        fi ;;
    esac
  done <<<"$entries"
  { grep $'^dir\t' <<<"$entries" || true; } | cut -f2 | sort -r | while read -r path; do
    rmdir -- "$prefix/$path" 2>/dev/null || true
  done
}

if [ "$uninstall" = 1 ]; then
  uninstall_from
  echo "heddle: uninstalled from $prefix"
  exit 0
fi

if [ "$build_first" = 1 ]; then
  bash "$top/scripts/build.sh" --tools
fi
lint_dist=$top/annotation-lint/dist sarif_dist=$top/sarif/dist lsp_dist=$top/lsp-server/dist
vsix=$top/vscode-extension/dist/heddle-vscode.vsix
for f in "$build/bin/heddle" "$lint_dist/heddle-lint.js" "$sarif_dist/heddle-sarif.mjs" "$lsp_dist/server.js" "$vsix"; do
  [ -e "$f" ] || die "$f is missing: build first (bash scripts/build.sh --tools, or drop --no-build)"
done
command -v node >/dev/null || echo "heddle install: node is not on PATH; heddle-lint, heddle-sarif and heddle-lsp need Node.js 20 or newer" >&2

# Everything goes into a staging tree first: its listing is the manifest, and a failed step leaves the
# prefix untouched.
stage=$(mktemp -d)
trap 'rm -rf -- "$stage"' EXIT
tree=$stage/tree
DESTDIR=$stage/dest cmake --install "$build" --prefix "$prefix" >/dev/null
mv -- "$stage/dest$prefix" "$tree"
node_tool() { # NAME DIST ENTRY: the bundle directory (no source maps) and its bin/ link
  local dir=$tree/share/heddle/$1
  mkdir -p "$dir"
  find "$2" -maxdepth 1 -type f ! -name '*.map' -exec cp -- {} "$dir/" \;
  # The bundles are ES modules; without their package's "type" a .js file would load as CommonJS.
  echo '{"type":"module"}' > "$dir/package.json"
  ln -s "../share/heddle/$1/$3" "$tree/bin/$1"
}
node_tool heddle-lint "$lint_dist" heddle-lint.js
node_tool heddle-sarif "$sarif_dist" heddle-sarif.mjs
node_tool heddle-lsp "$lsp_dist" server.js

# A previous install in this prefix goes first (before the directories are listed: those it created are
# created again), so the new manifest is the whole truth.
if [ -f "$manifest" ]; then uninstall_from; fi
mkdir -p "$tree/$(dirname "$manifest_rel")"
{
  echo "$manifest_header"
  (cd "$tree" && find . -mindepth 1 -type d | sed 's|^\./||' | sort) | while read -r d; do
    [ -e "$prefix/$d" ] || printf 'dir\t%s\n' "$d"
  done
  (cd "$tree" && find . ! -type d | sed 's|^\./||' | sort) | while read -r f; do printf 'file\t%s\n' "$f"; done
  printf 'file\t%s\n' "$manifest_rel"
} > "$stage/manifest"
cp -a -- "$tree/." "$prefix/"
cp -- "$stage/manifest" "$manifest"

if [ "$extension" = 1 ] && [ -n "$code" ]; then
  id=$(node -p 'const m = require(process.argv[1]); `${m.publisher}.${m.name}`' "$top/vscode-extension/package.json")
  if "$code" --install-extension "$vsix" --force >/dev/null; then
    printf 'extension\t%s\t%s\n' "$code" "$id" >> "$manifest"
    echo "heddle: installed the VS Code extension $id with $code"
  else
    echo "heddle install: $code --install-extension $vsix failed; install the .vsix from the editor instead" >&2
  fi
fi

echo "heddle: installed into $prefix ($(grep -c $'^file\t' "$manifest") files; scripts/uninstall.sh --prefix $prefix removes them)"
case :$PATH: in
  *":$prefix/bin:"*) ;;
  *) echo "heddle: $prefix/bin is not on PATH; add it:  export PATH=\"$prefix/bin:\$PATH\"" ;;
esac
