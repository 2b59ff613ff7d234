import { Context } from "@temporalio/activity";
import { ApplicationFailure, ApplicationFailureCategory } from "@temporalio/common";
import { request } from "undici";
import { describeNetworkError } from "../lib/network-errors";
import { CallbackAddressRefused, publicOnlyAgent } from "../lib/url-safety";
import { callbackBody, standardWebhookSignature, webhookIdFor } from "../payments/callback-signing";
import { isTerminal } from "../payments/state-machine";
import type { ActivityDeps } from "./deps";

const DELIVERY_TIMEOUT_MS = 10_000;

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 5; current = (current as { cause?: unknown }).cause) chain.push(current);
  return chain;
}

/**
 * A failed attempt that Temporal will retry: the activity has logged its one line with the cause, so the
 * failure is benign (the SDK then logs it at debug instead of a warning with a stack per attempt).
 */
function retryLater(message: string): ApplicationFailure {
  return ApplicationFailure.create({ message, type: "CallbackFailed", category: ApplicationFailureCategory.BENIGN });
}

export function createMerchantCallbackActivities(deps: ActivityDeps, options: { timeoutMs?: number } = {}) {
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
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
      const attempt = Context.current().info.attempt;
      const record = async (statusCode: number | null, error: string | null) => {
        const latencyMs = Math.round(performance.now() - started);
        await deps.db("callback_deliveries").insert({
          reference: transaction.reference,
          webhook_id: webhookId,
          trigger: input.trigger,
          attempt,
          status_code: statusCode,
          latency_ms: latencyMs,
          error,
        });
        if (error) {
          deps.logger.warn(
            {
              reference: transaction.reference,
              trigger: input.trigger,
              attempt,
              status_code: statusCode,
              latency_ms: latencyMs,
              cause: error,
            },
            `merchant callback delivery failed: ${error}`,
          );
        }
      };
      let statusCode: number;
      try {
        const response = await request(transaction.callback_url, {
          method: "POST",
          dispatcher: agent,
          signal: AbortSignal.timeout(timeoutMs),
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
        const cause = refused ? "callback address refused: not a public address" : describeNetworkError(error, timeoutMs);
        await record(null, cause);
        if (refused) throw ApplicationFailure.nonRetryable(cause, "CallbackAddressRefused");
        throw retryLater(cause);
      }
      await record(statusCode, statusCode >= 200 && statusCode < 300 ? null : `merchant answered ${statusCode}`);
      if (statusCode === 410) throw ApplicationFailure.nonRetryable("merchant answered 410 Gone", "CallbackGone");
      if (statusCode < 200 || statusCode >= 300) throw retryLater(`merchant answered ${statusCode}`);
      return { statusCode };
    },
  };
}
