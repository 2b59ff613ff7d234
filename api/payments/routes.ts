import type Router from "@koa/router";
import type { Context } from "koa";
import { isUniqueViolation } from "../../db/errors";
import type { User } from "../../db/models/user";
import { merchantOfUser } from "../../domain/accounts/merchants";
import { checkTransaction } from "../../domain/transactions/creation-rules";
import { newReference } from "../../domain/transactions/reference";
import {
  findMerchantTransaction,
  findTransaction,
  insertTransaction,
  type ListPosition,
  listMerchantTransactions,
} from "../../domain/transactions/repository";
import type { TransactionRow } from "../../domain/transactions/row";
import { NotFoundError, ValidationError } from "../../lib/errors";
import { counter } from "../../lib/metrics";
import type { ApiDeps } from "../deps";
import { requireAuth, requireMerchant } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import { assertAccepted, initiatePayment } from "./initiation-outcome";
import { createTransactionSchema, listTransactionsSchema } from "./schemas";
import { transactionView } from "./views";

const paymentsCreated = counter("payments_created_total", "Transactions created, by the state the API answered with", [
  "status",
  "provider",
  "service",
]);

function encodeCursor(row: Pick<TransactionRow, "created_at" | "reference">): string {
  return Buffer.from(`${row.created_at.toISOString()}|${row.reference}`).toString("base64url");
}

function decodeCursor(cursor: string): ListPosition {
  const [createdAt, reference] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (!createdAt || !reference || Number.isNaN(Date.parse(createdAt))) throw new ValidationError({ cursor: "Invalid cursor." });
  return { createdAt, reference };
}

/** The caller's transaction; another merchant's is indistinguishable from a missing one. */
export async function ownedTransaction(ctx: Context, deps: ApiDeps, reference: string): Promise<TransactionRow> {
  const merchant = await merchantOfUser(deps.db, (ctx.state.user as User).id);
  const row = merchant ? await findMerchantTransaction(deps.db, merchant.id, reference) : undefined;
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
      await insertTransaction(deps.db, {
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
    const initiation = await initiatePayment(deps.db, deps.workflows, reference);
    const row = (await findTransaction(deps.db, reference))!;
    paymentsCreated.inc({ status: row.transaction_status, provider: row.provider_code_name ?? "none", service: row.service });
    assertAccepted(reference, initiation);
    ctx.status = 201;
    ctx.body = transactionView(row);
  });

  router.get("/api/payments/transaction/", requireAuth, async (ctx) => {
    const query = parseInput(listTransactionsSchema, ctx.query);
    const merchant = await merchantOfUser(deps.db, (ctx.state.user as User).id);
    if (!merchant) {
      ctx.body = { results: [], next: null };
      return;
    }
    const { cursor, limit, ...filters } = query;
    const after = cursor ? decodeCursor(cursor) : undefined;
    const rows = await listMerchantTransactions(deps.db, merchant.id, filters, after, limit);
    const page = rows.slice(0, query.limit);
    ctx.body = {
      results: page.map(transactionView),
      next: rows.length > query.limit ? encodeCursor(page[page.length - 1]!) : null,
    };
  });

  router.get("/api/payments/transaction/:reference/", requireAuth, async (ctx) => {
    ctx.body = transactionView(await ownedTransaction(ctx, deps, ctx.params.reference!));
  });
}
