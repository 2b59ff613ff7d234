#!/bin/sh
# Registers $NAMESPACE on the Temporal server at $TEMPORAL_ADDRESS unless it exists, then the Keyword search
# attributes PaymentWorkflow starts with (workflows/definitions.ts) that it lacks. Compose restarts this
# container on failure, so a server that is not answering yet only delays it.
set -eu
: "${TEMPORAL_ADDRESS:?}" "${NAMESPACE:?}"
temporal operator cluster health --address "$TEMPORAL_ADDRESS"
if temporal operator namespace describe --address "$TEMPORAL_ADDRESS" -n "$NAMESPACE" >/dev/null 2>&1; then
  echo "namespace $NAMESPACE already registered"
else
  temporal operator namespace create --address "$TEMPORAL_ADDRESS" -n "$NAMESPACE" --retention 30d
  echo "namespace $NAMESPACE registered"
fi
registered=$(temporal operator search-attribute list --address "$TEMPORAL_ADDRESS" --namespace "$NAMESPACE" -o json)
for name in PaymentReference MerchantId PaymentStatus ProviderCodeName; do
  if printf '%s' "$registered" | grep -q "\"$name\""; then
    echo "search attribute $name already registered"
  else
    temporal operator search-attribute create --address "$TEMPORAL_ADDRESS" --namespace "$NAMESPACE" --name "$name" --type Keyword
    echo "search attribute $name registered"
  fi
done
