#!/usr/bin/env bash
# `npm test`: every suite — typecheck, lint, unit, contract (PGlite, then PostgreSQL), e2e (both modes), cluster — then one
# summary line "N passed, N failed" summed over all of them. Runs every suite even when
# one fails, and exits non-zero when anything failed.
set -uo pipefail
# PGlite loads its wasm with dynamic import(), which jest allows only with vm modules enabled.
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/*.json

if ! command -v chromium >/dev/null 2>&1 && [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the browser tests…"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null \
    || echo "Could not install chromium; the e2e suite will fail."
fi

# the contract tests run on PGlite and on a private PostgreSQL server (tests/contract/support/postgres-server.ts)
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "Installing Debian's postgresql for the contract tests…"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null \
    || echo "Could not install postgresql; the contract suite will fail."
  # the package may start a system cluster on port 5432; the tests start their own, so stop it
  pg_lsclusters -h 2>/dev/null | awk '$4 == "online" { print $1, $2 }' | while read -r version cluster; do
    $SUDO pg_ctlcluster "$version" "$cluster" stop || true
  done
fi

# the cache tests run a private Redis server (tests/support/redis-server.ts); Debian ships redis-server
if [ ! -x /usr/bin/redis-server ] && [ ! -x /usr/bin/valkey-server ]; then
  echo "Installing Debian's redis-server for the cache tests…"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq redis-server >/dev/null \
    || echo "Could not install redis-server; the cache tests will fail."
  # the package may start a system server on port 6379; the tests start their own, so stop it
  if command -v systemctl >/dev/null 2>&1; then $SUDO systemctl stop redis-server 2>/dev/null || true; fi
  $SUDO service redis-server stop >/dev/null 2>&1 || true
fi

checks_passed=0; checks_failed=0
check() {
  local name=$1; shift
  echo "── $name"
  if "$@"; then checks_passed=$((checks_passed + 1)); else checks_failed=$((checks_failed + 1)); echo "✗ $name failed"; fi
}

check typecheck npx tsc --noEmit -p .
check lint npx eslint . --max-warnings=0
npx jest --selectProjects unit --json --outputFile=test-results/jest-unit.json || true
NODE_OPTIONS=--experimental-vm-modules npx jest --selectProjects contract --json --outputFile=test-results/jest-contract.json || true
# the whole contract suite again, each file on its own clone of the seeded PostgreSQL template (jest.config.mjs)
NODE_OPTIONS=--experimental-vm-modules npx jest --selectProjects contract-postgres --json --outputFile=test-results/jest-contract-postgres.json || true
npm run --silent test:e2e || true
# the fault suite reuses the build e2e just made (tests/cluster/support/build.ts)
CLUSTER_SKIP_BUILD=1 npm run --silent test:cluster || true

node scripts/test-summary.mjs "$checks_passed" "$checks_failed"
