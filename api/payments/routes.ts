import type Router from "@koa/router";
import type { Context } from "koa";
import { isUniqueViolation } from "../../db/errors";
import type { User } from "../../db/models/user";
import {
  applyTransactionCursor,
  applyTransactionFilters,
  encodeTransactionCursor,
  NEWEST_FIRST,
} from "../../domain/transactions/search";
import { NotFoundError, ValidationError } from "../../lib/errors";
import { recordTransactionEvent } from "../../payments/transitions";
import type { ApiDeps } from "../deps";
import { requireAuth, requireMerchant } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import { assertAccepted, newReference, startPaymentWorkflow } from "./initiate";
import { createTransactionSchema, listTransactionsSchema, merchantFilters } from "./schemas";
import { checkTransaction } from "./transaction-rules";
import { transactionView } from "./views";

/** The caller's merchant id, or undefined for a user without a merchant profile. */
export async function merchantIdOf(ctx: Context, deps: ApiDeps): Promise<string | undefined> {
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
      await deps.db.transaction(async (trx) => {
        await trx("transactions").insert({
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
        await recordTransactionEvent(trx, reference, null, "Pending");
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ValidationError({ merchant_reference: "A transaction with this merchant_reference already exists." });
      }
      throw error;
    }
    assertAccepted(reference, await startPaymentWorkflow(deps.db, deps.temporal, deps.config, reference, checked.merchantId));
    ctx.status = 201;
    ctx.body = transactionView(await deps.db("transactions").where({ reference }).first());
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
      .modify(applyTransactionFilters, { ...merchantFilters(query), merchantId })
      .modify(applyTransactionCursor, query.cursor)
      .orderBy([...NEWEST_FIRST])
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    ctx.body = {
      results: page.map(transactionView),
      next: rows.length > query.limit ? encodeTransactionCursor(page[page.length - 1]) : null,
    };
  });

  router.get("/api/payments/transaction/:reference/", requireAuth, async (ctx) => {
    ctx.body = transactionView(await ownedTransaction(ctx, deps, ctx.params.reference!));
  });
}
