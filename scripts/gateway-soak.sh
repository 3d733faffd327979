#!/usr/bin/env bash
# Runs the gateway's test suite 20 times in a row and stops at the first failure, to catch flaky tests. Not part of
# CI: it takes a while. Prints "run N/20: ok|failed"; a failed run's output is printed after its line.
set -uo pipefail
cd "$(dirname "$0")/../apps/gateway"
runs=20
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for n in $(seq 1 "$runs"); do
  if npx vitest run >"$log" 2>&1; then
    echo "run $n/$runs: ok"
  else
    echo "run $n/$runs: failed"
    cat "$log"
    exit 1
  fi
done
