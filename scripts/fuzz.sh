#!/usr/bin/env bash
# A long run of the hostile-request property test: npm run fuzz -- <count> [seed]
set -euo pipefail
export FUZZ_RUNS="${1:-20000}"
export FUZZ_SEED="${2:-}"
exec npx jest --ci test/api/hostile-requests.property.test.ts
