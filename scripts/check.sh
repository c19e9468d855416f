#!/usr/bin/env bash
# `npm run check`: the quick check before a commit or a push — typecheck, lint, formatting, commit
# subjects, unit tests — in a few minutes, where `npm test` takes about an hour. Runs every step even
# when one fails, prints each step's time, and exits non-zero when any failed.
# Typecheck and lint run side by side: each spends most of its time building the TypeScript
# program on one core (lint for its type-aware rules), so on two cores the pair costs one.
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
failed=()
started=$SECONDS

finish() {
  local name=$1 status=$2 seconds=$3
  cat "$logs/$name"
  if [ "$status" -eq 0 ]; then echo "✓ $name ($seconds s)"; else echo "✗ $name failed ($seconds s)"; failed+=("$name"); fi
}

step() {
  local name=$1; shift
  local from=$SECONDS
  "$@" >"$logs/$name" 2>&1
  finish "$name" $? $((SECONDS - from))
}

from=$SECONDS
npx tsc --noEmit -p . >"$logs/typecheck" 2>&1 & typecheck=$!
npx eslint . --max-warnings=0 >"$logs/lint" 2>&1 & lint=$!
wait $typecheck; finish typecheck $? $((SECONDS - from))
wait $lint; finish lint $? $((SECONDS - from))
step format npx prettier --check . --log-level warn
step commit-subjects npx tsx scripts/check-commit-subjects.ts
step unit npx jest --selectProjects unit --silent

echo "check: $((SECONDS - started)) s"
if [ ${#failed[@]} -gt 0 ]; then echo "failed: ${failed[*]}"; exit 1; fi
