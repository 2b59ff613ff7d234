import type Router from "@koa/router";
import { transition } from "../../domain/transactions/transitions";
import type { ApiDeps } from "../deps";
import { requireAuth, requireStaff } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import { transactionView } from "../payments/views";
import { failureQuery, rawCallbackQuery, resolveSchema } from "./schemas";
import { rawCallbackView } from "./views";

/** Operators' audit of every inbound provider callback, and manual resolution through the same guard. */
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
    const results = rows.slice(0, query.limit);
    ctx.body = { results, next: rows.length > query.limit ? String(results[results.length - 1].id) : null };
  });

  router.post("/api/admin/transactions/:reference/resolve/", requireAuth, requireStaff, async (ctx) => {
    const body = parseInput(resolveSchema, ctx.request.body);
    const { row } = await transition(deps.db, ctx.params.reference!, body.transaction_status, {
      failure_reason: body.transaction_status === "Failed" ? `resolved by staff: ${body.reason}` : null,
    });
    ctx.body = transactionView(row);
  });
}
