import { randomBytes } from "node:crypto";
import { type ApiTarget, createApiCaller, type DriveResult, referenceAnswered } from "./driver";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RefundRequestPlan {
  transactionReference: string;
  merchantReference: string;
  /** Undefined: what is left. */
  amount?: string;
}

export interface RefundDriveResult extends DriveResult {
  /** Refused for a reason the plan provokes on purpose (`400 validation_error` on the amount, `insufficient_balance`). */
  refused: string[];
}

/**
 * Refunds some successful payments as a careful client does (same merchant_reference on a retry): for each,
 * two partial refunds of 60 % sent at once (the second must be refused: together they exceed the payment),
 * or one full refund.
 */
export function planRefunds(successes: Array<{ reference: string; amount: string }>): RefundRequestPlan[] {
  const run = randomBytes(3).toString("hex");
  return successes.flatMap((payment, index) => {
    if (index % 2 === 0) return [{ transactionReference: payment.reference, merchantReference: `chaos-refund-${run}-${index}` }];
    const part = ((Math.round(Number(payment.amount) * 100) * 6) / 1000).toFixed(2);
    return ["a", "b"].map((half) => ({
      transactionReference: payment.reference,
      merchantReference: `chaos-refund-${run}-${index}-${half}`,
      amount: part,
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
      for (let attempt = 0; attempt < 60; attempt++) {
        const answer = await call("POST", `/api/payments/transaction/${refund.transactionReference}/refund/`, {
          merchant_reference: refund.merchantReference,
          ...(refund.amount ? { amount: refund.amount } : {}),
        });
        const provoked =
          answer?.json?.error?.code === "insufficient_balance" ||
          (answer?.status === 400 && answer.json?.error?.details?.amount !== undefined);
        if (provoked) {
          refused.push(refund.merchantReference);
          return;
        }
        const reference = await referenceAnswered(call, answer, refund.merchantReference);
        if (reference) {
          references.set(refund.merchantReference, reference);
          return;
        }
        await sleep(500);
      }
      unresolved.push(refund.merchantReference);
    }),
  );
  return { references, responses, noAnswer: noAnswer(), unresolved, refused };
}
