#!/usr/bin/env bash
# npm test: everything a fresh machine needs, then every test. Installs what is missing
# (Chromium and PostgreSQL from Debian's packages), type-checks, builds the site (the browser
# tests run against the built site served by the real server), then runs the unit, server
# and browser tests. The server tests start a private PostgreSQL on loopback themselves
# (tests/server/global-setup.ts) and stop it afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
bash scripts/ensure-postgres.sh
npm run --silent typecheck
npm run --silent lint
npm run --silent build
npx vitest run "$@"
