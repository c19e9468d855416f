#!/usr/bin/env bash
# `npm test`: every suite — typecheck, lint, formatting, commit subjects, unit, contract (PGlite, then PostgreSQL), e2e (both modes), cluster — then one
# summary line "N passed, N failed" summed over all of them. Runs every suite even when
# one fails, and exits non-zero when anything failed.
set -uo pipefail
# PGlite loads its wasm with dynamic import(), which jest allows only with vm modules enabled.
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/*.json

# shellcheck source=lib/debian-package.sh
source scripts/lib/debian-package.sh
ensure_debian_package "$(command -v chromium || echo /usr/bin/chromium)" chromium 'the e2e suite'
# the contract tests run on PGlite and on a private PostgreSQL server (tests/contract/support/postgres-server.ts)
ensure_debian_package '/usr/lib/postgresql/*/bin/initdb' postgresql 'the contract suite'
# the cache tests run a private Redis server (tests/support/redis-server.ts); Debian ships redis-server
ensure_debian_package '/usr/bin/redis-server /usr/bin/valkey-server' redis-server 'the cache tests'
# the alert rules in deploy/prometheus are checked and tested with promtool, which Debian's prometheus ships
ensure_debian_package /usr/bin/promtool prometheus 'the Prometheus rules test'

checks_passed=0; checks_failed=0
check() {
  local name=$1; shift
  echo "── $name"
  if "$@"; then checks_passed=$((checks_passed + 1)); else checks_failed=$((checks_failed + 1)); echo "✗ $name failed"; fi
}

check typecheck npx tsc --noEmit -p .
check lint npx eslint . --max-warnings=0
check format npx prettier --check . --log-level warn
check commit-subjects npx tsx scripts/check-commit-subjects.ts
# jest's default leaves one core idle (one worker on two cores); these suites halve their time with all of them
npx jest --selectProjects unit --maxWorkers=100% --json --outputFile=test-results/jest-unit.json || true
NODE_OPTIONS=--experimental-vm-modules npx jest --selectProjects contract --maxWorkers=100% --json --outputFile=test-results/jest-contract.json || true
# the whole contract suite again, each file on its own clone of the seeded PostgreSQL template (jest.config.mjs)
NODE_OPTIONS=--experimental-vm-modules npx jest --selectProjects contract-postgres --json --outputFile=test-results/jest-contract-postgres.json || true
npm run --silent test:e2e || true
# the fault suite reuses the build e2e just made (tests/cluster/support/build.ts)
CLUSTER_SKIP_BUILD=1 npm run --silent test:cluster || true

node scripts/test-summary.mjs "$checks_passed" "$checks_failed"
