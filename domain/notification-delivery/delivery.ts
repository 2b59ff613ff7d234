import type { Knex } from "knex";
import { type Dispatcher, request } from "undici";
import { counter, histogram } from "../../lib/metrics";
import { describeNetworkError } from "../../lib/network-errors";
import type { SecretBox } from "../../lib/secret-box";
import { withClientSpan } from "../../lib/tracing";
import { CallbackAddressRefused } from "../../lib/url-safety";
import { type DeliveryTrigger, recordDelivery } from "../merchant-notifications/deliveries";
import { standardWebhookSignature, webhookIdFor } from "../merchant-notifications/signing";
import { activeSigningKeys } from "../merchant-notifications/signing-keys";
import { notificationSubject } from "./subjects";

export const DELIVERY_TIMEOUT_MS = 10_000;

/** How one delivery attempt ended; every attempt is recorded in `callback_deliveries` before it is answered. */
export type DeliveryOutcome =
  | { kind: "delivered"; statusCode: number }
  /** Not terminal (or unknown): there is nothing to notify. */
  | { kind: "not_due" }
  /** No callback address (a checkout created without one, and its tries): nobody to notify. */
  | { kind: "no_address" }
  /** The merchant answered 410 Gone: stop retrying. */
  | { kind: "gone" }
  /** The callback URL points at a non-public address: stop retrying. */
  | { kind: "refused"; message: string }
  /** Worth another attempt later; `message` is the cause (`ENOTFOUND shop.example.com`, `merchant answered 503`, ...). */
  | { kind: "failed"; message: string; statusCode: number | null };

const notificationAttempts = counter("merchant_notification_attempts_total", "Merchant notification deliveries", [
  "trigger",
  "outcome",
]);
const notificationLag = histogram(
  "merchant_notification_lag_seconds",
  "From the transaction's final state to the merchant's 2xx",
  [],
  [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900, 3600, 21_600, 86_400],
);

function attemptOutcome(statusCode: number | null, error: string | null): string {
  if (statusCode === null) return error?.startsWith("callback address refused") ? "address_refused" : "network_error";
  if (statusCode >= 200 && statusCode < 300) return "delivered";
  return statusCode === 410 ? "gone" : "http_error";
}

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 5; current = (current as { cause?: unknown }).cause) chain.push(current);
  return chain;
}

/** One signed delivery of a final transaction's or payout's notification to its callback_url. */
export async function deliverNotification(
  db: Knex,
  box: SecretBox,
  agent: Dispatcher,
  input: { reference: string; trigger: DeliveryTrigger; attempt: number; timeoutMs?: number },
): Promise<DeliveryOutcome> {
  const timeoutMs = input.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const subject = await notificationSubject(db, input.reference);
  if (!subject?.final) return { kind: "not_due" };
  const { callbackUrl } = subject;
  if (callbackUrl === null) return { kind: "no_address" };
  const keys = await activeSigningKeys(db, box, subject.merchantId);
  const { body } = subject;
  const webhookId = webhookIdFor(subject.reference, subject.status);
  const timestamp = Math.floor(Date.now() / 1000);
  const started = performance.now();
  const record = (statusCode: number | null, error: string | null) => {
    notificationAttempts.inc({ trigger: input.trigger, outcome: attemptOutcome(statusCode, error) });
    return recordDelivery(db, {
      reference: subject.reference,
      webhook_id: webhookId,
      trigger: input.trigger,
      attempt: input.attempt,
      status_code: statusCode,
      latency_ms: Math.round(performance.now() - started),
      error,
    });
  };
  let statusCode: number;
  try {
    const headers = {
      "content-type": "application/json",
      "user-agent": "payment-routing-service/callbacks",
      "webhook-id": webhookId,
      "webhook-timestamp": String(timestamp),
      "webhook-signature": standardWebhookSignature(keys, webhookId, timestamp, body),
    };
    // The span carries the merchant's latency into the trace; its `traceparent` lets the merchant's tracing join it.
    statusCode = await withClientSpan("merchant notification", { "url.full": callbackUrl }, headers, async () => {
      const response = await request(callbackUrl, {
        method: "POST",
        dispatcher: agent,
        signal: AbortSignal.timeout(timeoutMs),
        headers,
        body,
      });
      await response.body.dump();
      return response.statusCode;
    });
  } catch (error) {
    if (causeChain(error).some((cause) => cause instanceof CallbackAddressRefused)) {
      const message = "callback address refused: not a public address";
      await record(null, message);
      return { kind: "refused", message };
    }
    const message = describeNetworkError(error, timeoutMs);
    await record(null, message);
    return { kind: "failed", message, statusCode: null };
  }
  const succeeded = statusCode >= 200 && statusCode < 300;
  await record(statusCode, succeeded ? null : `merchant answered ${statusCode}`);
  if (succeeded && input.trigger === "final_state" && subject.completedAt) {
    notificationLag.observe((Date.now() - new Date(subject.completedAt).getTime()) / 1000);
  }
  if (succeeded) return { kind: "delivered", statusCode };
  if (statusCode === 410) return { kind: "gone" };
  return { kind: "failed", message: `merchant answered ${statusCode}`, statusCode };
}
