import type { MovementEngines } from "../domain/core/movement-engine";
import type { ProviderResultSignal } from "../domain/provider-webhooks/raw-callback";
import type { PaymentWorkflows } from "./client";
import type { PayoutWorkflows } from "./payout-client";
import type { RefundWorkflows } from "./refund-client";
import type { RefundResultSignal } from "./refund-definitions";

/**
 * The three kinds' workflow clients as the domain's one engine port per kind. A result reaches the workflow of the
 * kind its verified webhook named (dispatch looks the kind up by the operation), so each signal carries its kind's result.
 */
export function movementEngines(
  payments: Pick<PaymentWorkflows, "signalProviderResult" | "ensureStarted">,
  payouts: Pick<PayoutWorkflows, "signalPayoutResult" | "ensurePayoutStarted">,
  refunds: Pick<RefundWorkflows, "signalRefundResult" | "ensureRefundStarted">,
): MovementEngines {
  return {
    collection: {
      signalResult: (reference, signal) => payments.signalProviderResult(reference, signal as ProviderResultSignal),
      ensureStarted: (reference, merchantId, options) => payments.ensureStarted(reference, merchantId, options),
    },
    payout: {
      signalResult: (reference, signal) => payouts.signalPayoutResult(reference, signal as ProviderResultSignal),
      ensureStarted: (reference, merchantId) => payouts.ensurePayoutStarted(reference, merchantId),
    },
    refund: {
      signalResult: (reference, signal) => refunds.signalRefundResult(reference, signal as RefundResultSignal),
      ensureStarted: (reference, merchantId) => refunds.ensureRefundStarted(reference, merchantId),
    },
  };
}
