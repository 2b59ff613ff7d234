import type { MovementEngines } from "../domain/movement-kinds/registry";
import type { ProviderResultSignal } from "../domain/provider-webhooks/raw-callback";
import type { TemporalAccess } from "../lib/temporal";
import type { PaymentWorkflows } from "./client";
import { askProviderStatusSignal, paymentWorkflowId } from "./definitions";
import { signalIfRunning } from "./movement-client";
import type { PayoutWorkflows } from "./payout-client";
import { payoutWorkflowId } from "./payout-definitions";
import type { RefundWorkflows } from "./refund-client";
import { type RefundResultSignal, refundWorkflowId } from "./refund-definitions";

/**
 * The three kinds' workflow clients as the domain's one engine port per kind. A result reaches the workflow of the
 * kind its verified webhook named (dispatch looks the kind up by the operation), so each signal carries its kind's result.
 */
export function movementEngines(
  temporal: TemporalAccess,
  payments: Pick<PaymentWorkflows, "signalProviderResult" | "ensureStarted">,
  payouts: Pick<PayoutWorkflows, "signalPayoutResult" | "ensurePayoutStarted">,
  refunds: Pick<RefundWorkflows, "signalRefundResult" | "ensureRefundStarted">,
): MovementEngines {
  const askStatus = (workflowId: string) => signalIfRunning(temporal, workflowId, askProviderStatusSignal);
  return {
    payment: {
      signalResult: (reference, signal) => payments.signalProviderResult(reference, signal as ProviderResultSignal),
      askStatus: (reference) => askStatus(paymentWorkflowId(reference)),
      ensureStarted: (reference, merchantId, options) => payments.ensureStarted(reference, merchantId, options),
    },
    payout: {
      signalResult: (reference, signal) => payouts.signalPayoutResult(reference, signal as ProviderResultSignal),
      askStatus: (reference) => askStatus(payoutWorkflowId(reference)),
      ensureStarted: (reference, merchantId) => payouts.ensurePayoutStarted(reference, merchantId),
    },
    refund: {
      signalResult: (reference, signal) => refunds.signalRefundResult(reference, signal as RefundResultSignal),
      askStatus: (reference) => askStatus(refundWorkflowId(reference)),
      ensureStarted: (reference, merchantId) => refunds.ensureRefundStarted(reference, merchantId),
    },
  };
}
