import { randomBytes } from "node:crypto";
import type Router from "@koa/router";
import { InvalidStateTransitionError } from "../../lib/errors";
import { isTerminal } from "../../payments/state-machine";
import type { TransactionStatus } from "../../workflows/shared";
import type { ApiDeps } from "../deps";
import { requireAuth } from "../middleware/authenticate";
import { ownedTransaction } from "./routes";

/** Asks for the final merchant notification of a terminal transaction again; 409 for a non-terminal one. */
export async function startCallbackResend(
  deps: Pick<ApiDeps, "temporal" | "config">,
  transaction: { reference: string; transaction_status: TransactionStatus },
): Promise<string> {
  if (!isTerminal(transaction.transaction_status)) {
    throw new InvalidStateTransitionError(transaction.transaction_status, "callback resend (terminal states only)");
  }
  const requestId = `resend-${transaction.reference}-${randomBytes(6).toString("hex")}`;
  const client = await deps.temporal.client();
  await client.workflow.start("ResendCallbackWorkflow", {
    workflowId: requestId,
    taskQueue: deps.config.TEMPORAL_TASK_QUEUE,
    args: [{ reference: transaction.reference }],
  });
  return requestId;
}

/** A merchant's view of its callbacks: every delivery attempt, and asking for the final one again. */
export function merchantCallbackRoutes(router: Router, deps: ApiDeps): void {
  router.get("/api/payments/transaction/:reference/callbacks/", requireAuth, async (ctx) => {
    const transaction = await ownedTransaction(ctx, deps, ctx.params.reference!);
    const deliveries = await deps.db("callback_deliveries").where({ reference: transaction.reference }).orderBy("id", "desc");
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
    };
  });

  router.post("/api/payments/transaction/:reference/resend-callback/", requireAuth, async (ctx) => {
    const transaction = await ownedTransaction(ctx, deps, ctx.params.reference!);
    const requestId = await startCallbackResend(deps, transaction);
    ctx.status = 202;
    ctx.body = { request_id: requestId, reference: transaction.reference };
  });
}
