import { type ApiTarget, askUntilAnswered, createApiCaller, type DriveResult, referenceAnswered } from "./driver";

export interface RefundRequestPlan {
  transactionReference: string;
  merchantReference: string;
  /** Undefined: what is left. */
  amount?: string;
  /** A checkout try whose success did not count: the rules refuse its refund (409 invalid_state_transition). */
  refusedByRule: boolean;
}

export interface RefundDriveResult extends DriveResult {
  /**
   * Refused for a reason the plan provokes on purpose (`400 validation_error` on the amount, `insufficient_balance`,
   * `409 invalid_state_transition` for a try that did not count).
   */
  refused: string[];
}

/**
 * Refunds some successful payments as a careful client does (same merchant_reference on a retry): for each,
 * two partial refunds of 60 % sent at once (the second must be refused: together they exceed the payment),
 * or one full refund.
 */
export function planRefunds(
  successes: Array<{ reference: string; amount: string; uncounted: boolean }>,
  run: string,
): RefundRequestPlan[] {
  return successes.flatMap((payment, index) => {
    const refusedByRule = payment.uncounted;
    if (index % 2 === 0)
      return [{ transactionReference: payment.reference, merchantReference: `chaos-refund-${run}-${index}`, refusedByRule }];
    const part = ((Math.round(Number(payment.amount) * 100) * 6) / 1000).toFixed(2);
    return ["a", "b"].map((half) => ({
      transactionReference: payment.reference,
      merchantReference: `chaos-refund-${run}-${index}-${half}`,
      amount: part,
      refusedByRule,
    }));
  });
}

export async function driveRefunds(plan: RefundRequestPlan[], apis: ApiTarget[], token: string): Promise<RefundDriveResult> {
  const references = new Map<string, string>();
  const refused: string[] = [];
  const unresolved: string[] = [];
  const { call, responses, noAnswer } = createApiCaller(apis, token);
  await Promise.all(
    plan.map(async (refund) => {
      const outcome = await askUntilAnswered(async () => {
        const answer = await call("POST", `/api/payments/transaction/${refund.transactionReference}/refund/`, {
          merchant_reference: refund.merchantReference,
          ...(refund.amount ? { amount: refund.amount } : {}),
        });
        const provoked =
          answer?.json?.error?.code === "insufficient_balance" ||
          (answer?.status === 400 && answer.json?.error?.details?.amount !== undefined) ||
          (refund.refusedByRule && answer?.status === 409 && answer.json?.error?.code === "invalid_state_transition");
        if (provoked) return { refused: true } as const;
        const reference = await referenceAnswered(call, answer, refund.merchantReference);
        return reference === undefined ? undefined : { reference };
      });
      if (outcome === undefined) unresolved.push(refund.merchantReference);
      else if ("refused" in outcome) refused.push(refund.merchantReference);
      else references.set(refund.merchantReference, outcome.reference);
    }),
  );
  return { references, responses, noAnswer: noAnswer(), unresolved, refused };
}
