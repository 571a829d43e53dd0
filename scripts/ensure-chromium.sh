#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing: its headless shell for the browser tests (the
# same Blink and V8, decision 0240) and the full browser for the bench. And Debian's Noto fonts
# when no installed font covers Devanagari (the Hindi pages: Noto Sans Devanagari is also the
# system font Android draws Hindi with; the same package covers Bengali). Idempotent, and quick
# when all are there. No test tool may download a browser or a font of its own on this network.
set -euo pipefail

CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
SHELL_CHROMIUM=${TEST_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}
has_devanagari_font() {
  command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list :lang=hi family 2>/dev/null)" ]
}
if [ -x "$CHROMIUM" ] && [ -x "$SHELL_CHROMIUM" ] && has_devanagari_font; then
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Not root and no sudo: install Chromium yourself (apt-get install -y chromium chromium-headless-shell)." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
PACKAGES=()
if [ ! -x "$CHROMIUM" ]; then PACKAGES+=(chromium); fi
if [ ! -x "$SHELL_CHROMIUM" ]; then PACKAGES+=(chromium-headless-shell); fi
if ! has_devanagari_font; then PACKAGES+=(fonts-noto-core); fi
echo "Installing Debian's ${PACKAGES[*]} for the browser tests..."
# Install from the package lists already on the machine first; refresh them only if that fails.
$SUDO apt-get install -y "${PACKAGES[@]}" >/dev/null 2>&1 || {
  $SUDO apt-get update -qq
  $SUDO apt-get install -y "${PACKAGES[@]}"
}
"$CHROMIUM" --version
"$SHELL_CHROMIUM" --version
