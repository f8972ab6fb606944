#!/usr/bin/env bash
# Removes what scripts/install.sh installed into a prefix: exactly the files, directories and VS Code
# extension its manifest (PREFIX/share/heddle/install-manifest.txt) lists.
#   scripts/uninstall.sh [--prefix DIR]     (default: /usr/local as root, ~/.local otherwise)
exec bash "$(dirname "$0")/install.sh" --uninstall "$@"
