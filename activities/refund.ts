import { WorkflowFailure } from "../domain/core/workflow-failures";
import { findPayment } from "../domain/payments/payments-store";
import type { PaymentRow } from "../domain/payments/row";
import type { RefundAttempt } from "../domain/refunds/refund-attempt";
import { findRefund, markRefundReached } from "../domain/refunds/refunds-store";
import type { RefundRow } from "../domain/refunds/row";
import { markRefundProcessing } from "../domain/refunds/settle-refund";
import type { ServiceSymbol } from "../providers/services";
import { type ProviderClient, type RefundResult, type StatusOutcome, supports } from "../providers/types";
import type { ActivityDeps } from "./deps";
import { sendMoneyOut } from "./money-out-attempt";
import { queryProvider } from "./provider-call";

/** What the provider that took the payment is asked to give back of it for the refund. */
function refundOf(refund: RefundRow, transaction: PaymentRow) {
  return {
    reference: refund.reference,
    method: refund.method,
    collectionReference: transaction.reference,
    providerCollectionReference: transaction.provider_reference ?? "",
    amount: refund.amount,
    currency: refund.currency,
    service: transaction.service as ServiceSymbol,
    payerNumber: transaction.customer_number,
  };
}

export function createRefundActivities(deps: ActivityDeps) {
  const { db, providers, config } = deps;

  /** The provider, if its protocol refunds. */
  const refunds = (codeName: string): ProviderClient | undefined => {
    const client = providers.get(codeName);
    return supports(client, "refund") ? client : undefined;
  };

  return {
    /** Marks the refund as reached by its workflow and answers the provider it goes to (null: not in this database). */
    async prepareRefund(reference: string): Promise<{ providerCodeName: string } | null> {
      const row = await markRefundReached(db, reference);
      return row ? { providerCodeName: row.provider_code_name } : null;
    },

    /**
     * Sends the refund to the provider that took the payment, under the refund's reference (a repeat is that
     * provider's duplicate); an ambiguous answer is put to its status query.
     */
    async sendRefund(input: { reference: string }): Promise<RefundAttempt> {
      const refund = await findRefund(db, input.reference);
      if (!refund) return { kind: "unknown", reason: `refund ${input.reference} is not in this worker's database` };
      // A retry after the provider's acceptance was recorded (the worker died in between).
      if (refund.refund_status !== "Pending") return { kind: "accepted", status: refund.refund_status };
      const codeName = refund.provider_code_name;
      const client = refunds(codeName);
      if (!client) return { kind: "refused", reason: `${codeName}: does not refund`, failure: WorkflowFailure.notSupported };
      const transaction = (await findPayment(db, refund.transaction_reference))!;
      const attempt = await sendMoneyOut(
        {
          db,
          client,
          operation: "refund",
          reference: refund.reference,
          publicBaseUrl: config.PUBLIC_BASE_URL,
          request: refundOf(refund, transaction),
        },
        (providerReference) => markRefundProcessing(db, refund.reference, providerReference),
      );
      // A refund's workflow keeps no provider reference: its attempt carries none.
      return attempt.kind === "accepted" ? { kind: "accepted", status: attempt.status } : attempt;
    },

    async queryRefund(input: { reference: string; providerCodeName: string }): Promise<StatusOutcome<RefundResult>> {
      const client = refunds(input.providerCodeName);
      if (!client) return { kind: "unknown", error: `${input.providerCodeName} does not refund in this process` };
      const refund = await findRefund(db, input.reference);
      if (!refund) return { kind: "unknown", error: `refund ${input.reference} is not in this worker's database` };
      return queryProvider({
        db,
        client,
        operation: "queryRefund",
        query: { reference: input.reference, amount: refund.amount, currency: refund.currency, method: refund.method },
      });
    },
  };
}
