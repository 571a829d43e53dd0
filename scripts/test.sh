#!/usr/bin/env bash
# npm test: everything a fresh machine needs, then every test. Installs what is missing
# (Chromium and PostgreSQL from Debian's packages), type-checks and lints beside the build of
# the site (the browser tests run against the built site served by the real server), then runs
# the unit, server and browser tests. The server tests start a private PostgreSQL on loopback
# themselves (tests/server/global-setup.ts) and stop it afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
bash scripts/ensure-postgres.sh
# The type check and the lint read only the sources: they run beside the build (each mostly on
# one core), each into its own log, shown when it fails.
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
npm run --silent typecheck > "$logs/typecheck" 2>&1 & typecheck=$!
npm run --silent lint > "$logs/lint" 2>&1 & lint=$!
build_status=0
npm run --silent build || build_status=$?
failed=0
for check in typecheck lint; do
  if ! wait "${!check}"; then
    echo "npm run $check failed:" >&2
    cat "$logs/$check" >&2
    failed=1
  fi
done
if [ "$failed" -ne 0 ] || [ "$build_status" -ne 0 ]; then exit 1; fi
npx vitest run "$@"
