import type { Db } from "../../db/connection";
import type { Logger } from "../../lib/logger";
import { withClientSpan } from "../../lib/tracing";
import { type SignedEvent, type SignedPayment, signature } from "../signed/wire";
import type { SandboxSecrets } from "./secrets";

export interface SandboxPaymentRow {
  payment_id: string;
  external_id: string;
  amount: string | number;
  currency: string;
  phone: string;
  operator: string;
  callback_url: string;
  outcome: "succeeded" | "failed" | "never";
  failure_code: string | null;
  due_at: Date;
}

/** The payment as protocol B shows it now: final once due, pending before (and forever for `never`). */
export function paymentView(row: SandboxPaymentRow, now: Date): SignedPayment {
  const final = row.outcome !== "never" && row.due_at.getTime() <= now.getTime();
  return {
    payment_id: row.payment_id,
    external_id: row.external_id,
    state: final ? (row.outcome as "succeeded" | "failed") : "pending",
    amount: Number(row.amount),
    currency: row.currency,
    payer: { phone: row.phone },
    failure_code: final ? row.failure_code : null,
  };
}

const RETRY_DELAYS_MS = [1000, 3000, 10_000];

/** Posts the signed final event to the service's webhook, retrying a few times on a non-2xx answer. */
export async function sendSandboxResult(db: Db, secrets: SandboxSecrets, paymentId: string, logger: Logger): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const row: SandboxPaymentRow | undefined = await db("sandbox_payments").where({ payment_id: paymentId }).first();
    if (!row || row.outcome === "never") return;
    const data = paymentView(row, new Date(Math.max(Date.now(), row.due_at.getTime())));
    const event: SignedEvent = {
      id: `evt_${row.payment_id}`,
      type: `payment.${data.state}` as SignedEvent["type"],
      created: Math.floor(Date.now() / 1000),
      data,
    };
    const rawBody = JSON.stringify(event);
    const timestamp = String(Math.floor(Date.now() / 1000));
    try {
      const headers: Record<string, string> = {
        "content-type": "application/json",
        "x-webhook-timestamp": timestamp,
        "x-webhook-signature": `v1=${signature(secrets.webhookSecret, timestamp, rawBody)}`,
      };
      // Like a provider that propagates W3C trace context: the webhook continues the payment's trace.
      const response = await withClientSpan("sandbox provider webhook", { "provider.code_name": "sandbox" }, headers, () =>
        fetch(row.callback_url, { method: "POST", headers, body: rawBody, signal: AbortSignal.timeout(10_000) }),
      );
      if (response.ok) {
        await db("sandbox_payments").where({ payment_id: paymentId }).update({ webhook_sent_at: db.fn.now() });
        return;
      }
      logger.warn({ paymentId, status: response.status }, "sandbox webhook refused");
    } catch (error) {
      logger.warn({ paymentId, err: error }, "sandbox webhook failed");
    }
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay === undefined) return; // the status query still tells the final state
    await new Promise((resolve) => setTimeout(resolve, delay).unref());
  }
}
