#!/usr/bin/env bash
# Installs the system libraries OpenUIKit builds against, if they are missing:
# FreeType, libpng and zlib (headers, through pkg-config) and the DejaVu fonts; and, for the
# simulator page's checks, Node.js and TypeScript's tsc (Debian's node-typescript).
set -euo pipefail
missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
pkg-config --exists freetype2 2>/dev/null || missing+=(libfreetype-dev)
pkg-config --exists libpng 2>/dev/null || missing+=(libpng-dev)
pkg-config --exists zlib 2>/dev/null || missing+=(zlib1g-dev)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v tsc >/dev/null 2>&1 || missing+=(node-typescript)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q "${missing[@]}"
fi
