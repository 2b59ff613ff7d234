import type Router from "@koa/router";
import type { Context } from "koa";
import { isUniqueViolation } from "../../db/errors";
import type { User } from "../../db/models/user";
import { NotFoundError, ValidationError } from "../../lib/errors";
import { counter } from "../../lib/metrics";
import type { ApiDeps } from "../deps";
import { requireAuth, requireMerchant } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import { assertAccepted, newReference, startPaymentWorkflow } from "./initiate";
import { createTransactionSchema, listTransactionsSchema } from "./schemas";
import { checkTransaction } from "./transaction-rules";
import { transactionView } from "./views";

const paymentsCreated = counter("payments_created_total", "Transactions created, by the state the API answered with", [
  "status",
  "provider",
  "service",
]);

function encodeCursor(row: { created_at: Date; reference: string }): string {
  return Buffer.from(`${row.created_at.toISOString()}|${row.reference}`).toString("base64url");
}

function decodeCursor(cursor: string): { createdAt: string; reference: string } {
  const [createdAt, reference] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (!createdAt || !reference || Number.isNaN(Date.parse(createdAt))) throw new ValidationError({ cursor: "Invalid cursor." });
  return { createdAt, reference };
}

/** The caller's merchant id, or undefined for a user without a merchant profile. */
async function merchantIdOf(ctx: Context, deps: ApiDeps): Promise<string | undefined> {
  const merchant = await deps
    .db("merchants")
    .where({ user_id: (ctx.state.user as User).id })
    .first("id");
  return merchant?.id;
}

/** The caller's transaction; another merchant's is indistinguishable from a missing one. */
export async function ownedTransaction(ctx: Context, deps: ApiDeps, reference: string) {
  const merchantId = await merchantIdOf(ctx, deps);
  const row = merchantId ? await deps.db("transactions").where({ reference, merchant_id: merchantId }).first() : undefined;
  if (!row) throw new NotFoundError("No such transaction.");
  return row;
}

export function paymentRoutes(router: Router, deps: ApiDeps): void {
  router.post("/api/payments/transaction/", requireAuth, requireMerchant, async (ctx) => {
    const input = parseInput(createTransactionSchema, ctx.request.body);
    const user = ctx.state.user as User;
    const checked = await checkTransaction(deps.db, user.id, user.account_type, input, deps.config.CALLBACK_ALLOW_PRIVATE);
    const reference = newReference();
    try {
      await deps.db("transactions").insert({
        reference,
        merchant_id: checked.merchantId,
        merchant_reference: input.merchant_reference,
        amount: checked.amount,
        currency: checked.currency,
        service: checked.service,
        customer_number: input.customer_number,
        callback_url: input.callback_url,
        requested_provider: input.provider_code_name ?? null,
        account_type: user.account_type,
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ValidationError({ merchant_reference: "A transaction with this merchant_reference already exists." });
      }
      throw error;
    }
    const initiation = await startPaymentWorkflow(deps.db, deps.temporal, deps.config, reference);
    const row = await deps.db("transactions").where({ reference }).first();
    paymentsCreated.inc({ status: row.transaction_status, provider: row.provider_code_name ?? "none", service: row.service });
    assertAccepted(reference, initiation);
    ctx.status = 201;
    ctx.body = transactionView(row);
  });

  router.get("/api/payments/transaction/", requireAuth, async (ctx) => {
    const query = parseInput(listTransactionsSchema, ctx.query);
    const merchantId = await merchantIdOf(ctx, deps);
    if (!merchantId) {
      ctx.body = { results: [], next: null };
      return;
    }
    const rows = await deps
      .db("transactions")
      .where({ merchant_id: merchantId })
      .modify((builder) => {
        if (query.status) builder.where("transaction_status", query.status);
        if (query.service) builder.where("service", query.service);
        if (query.currency) builder.where("currency", query.currency);
        if (query.merchant_reference) builder.where("merchant_reference", query.merchant_reference);
        if (query.created_after) builder.where("created_at", ">=", query.created_after);
        if (query.created_before) builder.where("created_at", "<", query.created_before);
        if (query.cursor) {
          const { createdAt, reference } = decodeCursor(query.cursor);
          builder.whereRaw("(created_at, reference) < (?::timestamptz, ?)", [createdAt, reference]);
        }
      })
      .orderBy([
        { column: "created_at", order: "desc" },
        { column: "reference", order: "desc" },
      ])
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    ctx.body = {
      results: page.map(transactionView),
      next: rows.length > query.limit ? encodeCursor(page[page.length - 1]) : null,
    };
  });

  router.get("/api/payments/transaction/:reference/", requireAuth, async (ctx) => {
    ctx.body = transactionView(await ownedTransaction(ctx, deps, ctx.params.reference!));
  });
}
