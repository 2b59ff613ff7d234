import type Router from "@koa/router";
import type { User } from "../../db/models/user";
import { notificationDeliveries } from "../../domain/merchant-notifications/deliveries";
import type { TransactionRow } from "../../domain/transactions/row";
import { isTerminal } from "../../domain/transactions/status";
import { InvalidStateTransitionError } from "../../lib/errors";
import type { ApiDeps } from "../deps";
import { requireAuth } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import { ownedTransaction } from "./routes";
import { deliveryListSchema } from "./schemas";

/** Sends a terminal transaction's merchant notification again (the request id); 409 for a non-terminal one. */
export async function resendNotification(
  deps: Pick<ApiDeps, "workflows">,
  transaction: Pick<TransactionRow, "reference" | "transaction_status">,
): Promise<string> {
  if (!isTerminal(transaction.transaction_status)) {
    throw new InvalidStateTransitionError(transaction.transaction_status, "callback resend (terminal states only)");
  }
  return deps.workflows.resendNotification(transaction.reference);
}

/** A merchant's view of its notifications: every delivery attempt, and asking for the final one again. */
export function merchantNotificationRoutes(router: Router, deps: ApiDeps): void {
  router.get("/api/payments/transaction/:reference/callbacks/", requireAuth, async (ctx) => {
    const query = parseInput(deliveryListSchema, ctx.query);
    const transaction = await ownedTransaction(ctx, deps, ctx.params.reference!);
    const { deliveries, next } = await notificationDeliveries(deps.db, transaction.reference, query);
    ctx.body = {
      results: deliveries.map((delivery) => ({
        webhook_id: delivery.webhook_id,
        trigger: delivery.trigger,
        attempt: delivery.attempt,
        status_code: delivery.status_code,
        latency_ms: delivery.latency_ms,
        error: delivery.error,
        attempted_at: delivery.attempted_at.toISOString(),
      })),
      next,
    };
  });

  router.post("/api/payments/transaction/:reference/resend-callback/", requireAuth, async (ctx) => {
    const transaction = await ownedTransaction(ctx, deps, ctx.params.reference!);
    await deps.limiters.notification_resend.take({
      transaction: transaction.reference,
      account: (ctx.state.user as User).id,
      address: ctx.ip,
    });
    const requestId = await resendNotification(deps, transaction);
    ctx.status = 202;
    ctx.body = { request_id: requestId, reference: transaction.reference };
  });
}
