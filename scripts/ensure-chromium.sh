#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing. Idempotent, and quick
# when it is already there. No test tool may download a browser of its own on this network.
set -euo pipefail

CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ]; then
  exit 0
fi

echo "Chromium is missing: installing Debian's chromium package for the browser tests..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Not root and no sudo: install Chromium yourself (apt-get install -y chromium)." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
# Install from the package lists already on the machine first; refresh them only if that fails.
$SUDO apt-get install -y chromium >/dev/null 2>&1 || {
  $SUDO apt-get update -qq
  $SUDO apt-get install -y chromium
}
"$CHROMIUM" --version
