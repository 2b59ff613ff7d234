import type Router from "@koa/router";
import { WorkflowUpdateRPCTimeoutOrCancelledError } from "@temporalio/client";
import type { User } from "../../db/models/user";
import { findTransaction } from "../../domain/transactions/repository";
import { isTerminal } from "../../domain/transactions/status";
import { AppError, InvalidStateTransitionError, NotFoundError, ServiceUnavailableError } from "../../lib/errors";
import type { ApiDeps } from "../deps";
import { requireAuth, requireStaff } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import { transactionView } from "../payments/views";
import { failureQuery, rawCallbackQuery, resolveSchema } from "./schemas";
import { rawCallbackView, webhookFailureView } from "./views";

/**
 * Operators' audit of every inbound provider callback, and manual resolution: handed to the payment's
 * workflow, which settles it through the same path as a provider's verified result (ledger, fee,
 * merchant notification). A final payment, or one whose workflow has closed, is a 409.
 */
export function adminPaymentRoutes(router: Router, deps: ApiDeps): void {
  router.get("/api/admin/raw-callbacks/", requireAuth, requireStaff, async (ctx) => {
    const query = parseInput(rawCallbackQuery, ctx.query);
    const rows: Array<Record<string, any>> = await deps
      .db("raw_callbacks")
      .modify((builder) => {
        if (query.provider) builder.where("provider_code_name", query.provider);
        if (query.reference) builder.where("reference", query.reference);
        if (query.processing_status) builder.where("processing_status", query.processing_status);
        if (query.cursor) builder.where("seq", "<", query.cursor);
      })
      .orderBy("seq", "desc")
      .limit(query.limit + 1);
    const results = rows.slice(0, query.limit).map(rawCallbackView);
    ctx.body = { results, next: rows.length > query.limit ? results[results.length - 1]!.seq : null };
  });

  router.get("/api/admin/webhook-failures/", requireAuth, requireStaff, async (ctx) => {
    const query = parseInput(failureQuery, ctx.query);
    const rows = await deps
      .db("webhook_verification_failures")
      .modify((builder) => {
        if (query.provider) builder.where("provider_code_name", query.provider);
        if (query.cursor) builder.where("id", "<", query.cursor);
      })
      .orderBy("id", "desc")
      .limit(query.limit + 1);
    const results = rows.slice(0, query.limit).map(webhookFailureView);
    ctx.body = { results, next: rows.length > query.limit ? results[results.length - 1]!.id : null };
  });

  router.post("/api/admin/transactions/:reference/resolve/", requireAuth, requireStaff, async (ctx) => {
    const body = parseInput(resolveSchema, ctx.request.body);
    const reference = ctx.params.reference!;
    const row = await findTransaction(deps.db, reference);
    if (!row) throw new NotFoundError("No such transaction.");
    const to = body.transaction_status;
    if (isTerminal(row.transaction_status)) throw new InvalidStateTransitionError(row.transaction_status, to);
    const staffUserId = (ctx.state.user as User).id;
    const answer = await deps.workflows
      .resolveByStaff(reference, { status: to, reason: body.reason, staffUserId })
      .catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        if (error instanceof WorkflowUpdateRPCTimeoutOrCancelledError) {
          throw new ServiceUnavailableError(
            "The resolution was not settled in time; check the transaction before retrying.",
            error,
          );
        }
        throw new ServiceUnavailableError(undefined, error);
      });
    if (answer.outcome === "final") throw new InvalidStateTransitionError(answer.status ?? row.transaction_status, to);
    ctx.body = transactionView((await findTransaction(deps.db, reference))!);
  });
}
