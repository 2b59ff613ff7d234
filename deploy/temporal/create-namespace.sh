#!/bin/sh
# Registers $NAMESPACE on the Temporal server at $TEMPORAL_ADDRESS unless it exists. Compose restarts
# this container on failure, so a server that is not answering yet only delays it.
set -eu
: "${TEMPORAL_ADDRESS:?}" "${NAMESPACE:?}"
temporal operator cluster health --address "$TEMPORAL_ADDRESS"
if temporal operator namespace describe --address "$TEMPORAL_ADDRESS" -n "$NAMESPACE" >/dev/null 2>&1; then
  echo "namespace $NAMESPACE already registered"
else
  temporal operator namespace create --address "$TEMPORAL_ADDRESS" -n "$NAMESPACE" --retention 30d
  echo "namespace $NAMESPACE registered"
fi
