#!/usr/bin/env bash
# The unit and server tests again under Node 24 LTS, the runtime people deploy on today, after
# `npm test` has run everything under the machine's own Node. Node 24 comes from the npm
# registry's `node` package (its platform package carries the binary and its headers), cached
# outside the project. better-sqlite3 is a native addon built for one Node ABI: it is built from
# source for Node 24 against that package's headers (once per better-sqlite3 version: the build
# is cached beside Node 24), swapped in for the run, and the machine's own build is put back
# afterwards, so `node_modules` works as before whatever happens.
#
# `--prepare` only installs Node 24 and builds better-sqlite3 for it (in a copy of the package:
# safe beside a running `npm test`), so CI can do it while the browser tests run.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE24_VERSION=24.9.0
prefix="${NODE24_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/sense-and-life/node-$NODE24_VERSION}"
# Nothing found (no cache yet) is an empty answer, not a failure: under pipefail a missing folder
# would otherwise end the script silently before it installs Node 24.
find_node24() { { find "$prefix/node_modules" -path "*/node-*/bin/node" -type f 2>/dev/null || true; } | head -n 1; }

binary="$(find_node24)"
if [ -z "$binary" ]; then
  echo "Installing Node $NODE24_VERSION from the npm registry into $prefix"
  npm install --prefix "$prefix" --no-save --no-audit --no-fund --loglevel=error "node@$NODE24_VERSION"
  binary="$(find_node24)"
fi
node24_dir="$(dirname "$(dirname "$binary")")"
version="$("$binary" --version)"
case "$version" in
  v24.*) ;;
  *) echo "Expected Node 24 in $node24_dir, found $version" >&2; exit 1 ;;
esac

export PATH="$node24_dir/bin:$PATH"
addon=node_modules/better-sqlite3/build/Release/better_sqlite3.node
sqlite_version="$(node -p 'require("./node_modules/better-sqlite3/package.json").version')"
cached="$prefix/better-sqlite3-$sqlite_version/better_sqlite3.node"
if [ ! -f "$cached" ]; then
  # Built in a copy of the package, so the project's own build stays in place meanwhile.
  echo "Building better-sqlite3 $sqlite_version for Node $version (once; cached in $prefix)"
  work="$(mktemp -d)"
  cp -r node_modules/better-sqlite3 "$work/"
  rm -rf "$work/better-sqlite3/build"
  (cd "$work/better-sqlite3" && npm run --silent build-release --nodedir="$node24_dir" >/dev/null)
  mkdir -p "$(dirname "$cached")"
  cp "$work/better-sqlite3/build/Release/better_sqlite3.node" "$cached"
  rm -rf "$work"
fi
if [ "${1:-}" = "--prepare" ]; then exit 0; fi

saved="$(mktemp)"
cp "$addon" "$saved"
restore() {
  cp "$saved" "$addon"
  rm -f "$saved"
}
trap restore EXIT
cp "$cached" "$addon"

echo "Unit and server tests under Node $version"
npx vitest run --project unit --project unit-isolated --project server "$@"
