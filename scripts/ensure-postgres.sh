#!/usr/bin/env bash
# Installs Debian's PostgreSQL server binaries for the store tests when they are missing.
# Idempotent, and quick when they are already there. The tests never use this machine's own
# cluster: they start a private instance on loopback (tests/server/postgres-instance.ts).
set -euo pipefail

if compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || command -v initdb >/dev/null 2>&1; then
  exit 0
fi

echo "PostgreSQL is missing: installing Debian's postgresql package for the store tests..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Not root and no sudo: install PostgreSQL yourself (apt-get install -y postgresql)." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
# Install from the package lists already on the machine first; refresh them only if that fails.
$SUDO apt-get install -y --no-install-recommends postgresql >/dev/null 2>&1 || {
  $SUDO apt-get update -qq
  $SUDO apt-get install -y --no-install-recommends postgresql
}
ls /usr/lib/postgresql/*/bin/initdb
