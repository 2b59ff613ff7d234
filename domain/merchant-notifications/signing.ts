import { createHmac } from "node:crypto";
import type { TransactionRow } from "../transactions/row";

/** Standard Webhooks: `v1,<base64 HMAC-SHA256(key, id.timestamp.body)>`, one per active key, space-separated. */
export function standardWebhookSignature(base64Keys: string[], webhookId: string, timestamp: number, body: string): string {
  return base64Keys
    .map(
      (key) =>
        `v1,${createHmac("sha256", Buffer.from(key, "base64")).update(`${webhookId}.${timestamp}.${body}`).digest("base64")}`,
    )
    .join(" ");
}

/** Stable for one transaction's final state: the same on every retry and every resend. */
export function webhookIdFor(reference: string, status: string): string {
  return `msg_${reference}_${status.toLowerCase()}`;
}

/** The merchant notification body: exactly the interface's section 6.1 fields. */
export function notificationBody(transaction: TransactionRow): string {
  return JSON.stringify({
    reference: transaction.reference,
    merchant_reference: transaction.merchant_reference,
    transaction_status: transaction.transaction_status,
    amount: transaction.amount,
    currency: transaction.currency,
    customer_number: transaction.customer_number,
    provider_reference: transaction.provider_reference,
  });
}
