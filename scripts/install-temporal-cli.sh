#!/usr/bin/env bash
# Builds the pinned Temporal CLI (dev server + UI) from the Go module proxy into a cache directory.
set -euo pipefail
version=v1.5.1
target="${HOME}/.cache/temporal-cli/${version}"
if [ -x "${target}/temporal" ]; then
  echo "temporal ${version} already at ${target}/temporal"
  exit 0
fi
command -v go >/dev/null || { echo "Go is required to build the Temporal CLI (or set TEMPORAL_CLI_PATH)" >&2; exit 1; }
mkdir -p "${target}"
GOBIN="${target}" GOFLAGS=-mod=mod go install "github.com/temporalio/cli/cmd/temporal@${version}"
echo "temporal ${version} installed at ${target}/temporal"
