import { createHmac } from "node:crypto";

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
