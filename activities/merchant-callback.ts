import { Context } from "@temporalio/activity";
import { ApplicationFailure } from "@temporalio/common";
import { request } from "undici";
import { counter, histogram } from "../lib/metrics";
import { CallbackAddressRefused, publicOnlyAgent } from "../lib/url-safety";
import { callbackBody, standardWebhookSignature, webhookIdFor } from "../payments/callback-signing";
import { isTerminal } from "../payments/state-machine";
import type { ActivityDeps } from "./deps";

const DELIVERY_TIMEOUT_MS = 10_000;

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

function outcomeOf(statusCode: number | null, error: string | null): string {
  if (statusCode === null) return error?.startsWith("callback address refused") ? "address_refused" : "network_error";
  if (statusCode >= 200 && statusCode < 300) return "delivered";
  return statusCode === 410 ? "gone" : "http_error";
}

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 5; current = (current as { cause?: unknown }).cause) chain.push(current);
  return chain;
}

export function createMerchantCallbackActivities(deps: ActivityDeps) {
  const agent = publicOnlyAgent(deps.config.CALLBACK_ALLOW_PRIVATE);

  return {
    /**
     * One signed delivery of a terminal transaction's callback. Non-2xx and timeouts are retried by
     * Temporal on the merchantCallback schedule; 410 Gone and refused addresses stop the retries.
     */
    async deliverMerchantCallback(input: {
      reference: string;
      trigger: "final_state" | "resend";
    }): Promise<{ statusCode: number }> {
      const transaction = await deps.db("transactions").where({ reference: input.reference }).first();
      if (!transaction || !isTerminal(transaction.transaction_status)) {
        throw ApplicationFailure.nonRetryable(`transaction ${input.reference} is not in a terminal state`, "CallbackNotDue");
      }
      const keys: string[] = await deps
        .db("merchant_callback_secrets")
        .where({ merchant_id: transaction.merchant_id })
        .where((query) => query.whereNull("expires_at").orWhere("expires_at", ">", deps.db.fn.now()))
        .orderBy("created_at", "desc")
        .pluck("secret");
      const body = callbackBody(transaction);
      const webhookId = webhookIdFor(transaction.reference, transaction.transaction_status);
      const timestamp = Math.floor(Date.now() / 1000);
      const started = performance.now();
      const record = (statusCode: number | null, error: string | null) => {
        notificationAttempts.inc({ trigger: input.trigger, outcome: outcomeOf(statusCode, error) });
        return deps.db("callback_deliveries").insert({
          reference: transaction.reference,
          webhook_id: webhookId,
          trigger: input.trigger,
          attempt: Context.current().info.attempt,
          status_code: statusCode,
          latency_ms: Math.round(performance.now() - started),
          error,
        });
      };
      let statusCode: number;
      try {
        const response = await request(transaction.callback_url, {
          method: "POST",
          dispatcher: agent,
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
          headers: {
            "content-type": "application/json",
            "user-agent": "payment-routing-service/callbacks",
            "webhook-id": webhookId,
            "webhook-timestamp": String(timestamp),
            "webhook-signature": standardWebhookSignature(keys, webhookId, timestamp, body),
          },
          body,
        });
        await response.body.dump();
        statusCode = response.statusCode;
      } catch (error) {
        const refused = causeChain(error).some((cause) => cause instanceof CallbackAddressRefused);
        const message = refused ? "callback address refused: not a public address" : `delivery failed: ${(error as Error).name}`;
        await record(null, message);
        if (refused) throw ApplicationFailure.nonRetryable(message, "CallbackAddressRefused");
        throw ApplicationFailure.retryable(message, "CallbackFailed");
      }
      await record(statusCode, statusCode >= 200 && statusCode < 300 ? null : `merchant answered ${statusCode}`);
      if (statusCode === 410) throw ApplicationFailure.nonRetryable("merchant answered 410 Gone", "CallbackGone");
      if (statusCode < 200 || statusCode >= 300)
        throw ApplicationFailure.retryable(`merchant answered ${statusCode}`, "CallbackFailed");
      if (input.trigger === "final_state") notificationLag.observe((Date.now() - transaction.completed_at.getTime()) / 1000);
      return { statusCode };
    },
  };
}
