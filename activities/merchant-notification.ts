import { Context } from "@temporalio/activity";
import { ApplicationFailure, ApplicationFailureCategory } from "@temporalio/common";
import { FailureType } from "../domain/core/workflow-failures";
import type { DeliveryTrigger } from "../domain/merchant-notifications/deliveries";
import { deliverNotification } from "../domain/notification-delivery/delivery";
import { secretBoxFor } from "../lib/secrets-key";
import { publicOnlyAgent } from "../lib/url-safety";
import type { ActivityDeps } from "./deps";

export function createMerchantNotificationActivities(deps: ActivityDeps, options: { timeoutMs?: number } = {}) {
  const agent = publicOnlyAgent(deps.config.CALLBACK_ALLOW_PRIVATE);

  return {
    /**
     * One signed delivery of a terminal transaction's merchant notification. Non-2xx and timeouts are
     * retried by Temporal on the merchantNotification schedule; 410 Gone and refused addresses stop them. A status
     * code of null: the resource has no callback address, nobody was notified.
     */
    async deliverMerchantNotification(input: {
      reference: string;
      trigger: DeliveryTrigger;
    }): Promise<{ statusCode: number | null }> {
      const attempt = Context.current().info.attempt;
      const outcome = await deliverNotification(deps.db, secretBoxFor(deps.config), agent, {
        ...input,
        attempt,
        timeoutMs: options.timeoutMs,
      });
      switch (outcome.kind) {
        case "delivered":
          return { statusCode: outcome.statusCode };
        case "no_address":
          return { statusCode: null };
        case "not_due":
          throw ApplicationFailure.nonRetryable(
            `transaction ${input.reference} is not in a terminal state`,
            FailureType.CallbackNotDue,
          );
        case "gone":
          throw ApplicationFailure.nonRetryable("merchant answered 410 Gone", FailureType.CallbackGone);
        case "refused":
          deps.logger.warn({ reference: input.reference, trigger: input.trigger, attempt }, outcome.message);
          throw ApplicationFailure.nonRetryable(outcome.message, FailureType.CallbackAddressRefused);
        case "failed":
          // One line with the cause per attempt; the failure is BENIGN so the SDK adds no warning and stack of its own.
          deps.logger.warn(
            {
              reference: input.reference,
              trigger: input.trigger,
              attempt,
              status_code: outcome.statusCode,
              cause: outcome.message,
            },
            `merchant callback delivery failed: ${outcome.message}`,
          );
          throw ApplicationFailure.create({
            message: outcome.message,
            type: FailureType.CallbackFailed,
            category: ApplicationFailureCategory.BENIGN,
          });
        default: {
          const unreachable: never = outcome;
          throw new Error(`unhandled delivery outcome ${JSON.stringify(unreachable)}`);
        }
      }
    },
  };
}
