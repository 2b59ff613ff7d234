import type Router from "@koa/router";
import type { Context } from "koa";
import { isUniqueViolation } from "../../db/errors";
import type { User } from "../../db/models/user";
import { merchantOfUser } from "../../domain/accounts/merchants";
import { routeCandidates } from "../../domain/routing/provider-health";
import { checkTransaction } from "../../domain/transactions/creation-rules";
import { newReference } from "../../domain/transactions/reference";
import {
  findByMerchantReference,
  findMerchantTransaction,
  findTransaction,
  insertTransaction,
  listMerchantTransactions,
  transactionCursor,
} from "../../domain/transactions/repository";
import type { TransactionRow } from "../../domain/transactions/row";
import { NotFoundError, ValidationError } from "../../lib/errors";
import { counter } from "../../lib/metrics";
import type { ApiDeps } from "../deps";
import { requireAuth, requireMerchant } from "../middleware/authenticate";
import { parseInput, parsePartially } from "../middleware/validate";
import { assertAccepted, initiatePayment, transactionLocation } from "./initiation-outcome";
import { createTransactionSchema, listTransactionsSchema } from "./schemas";
import { transactionView } from "./views";

const paymentsCreated = counter("payments_created_total", "Transactions created, by the state the API answered with", [
  "status",
  "provider",
  "service",
]);

/** The caller's transaction; another merchant's is indistinguishable from a missing one. */
export async function ownedTransaction(ctx: Context, deps: ApiDeps, reference: string): Promise<TransactionRow> {
  const merchant = await merchantOfUser(deps.db, (ctx.state.user as User).id);
  const row = merchant ? await findMerchantTransaction(deps.db, merchant.id, reference) : undefined;
  if (!row) throw new NotFoundError("No such transaction.");
  return row;
}

/** The duplicate's 400, pointing at the existing transaction so a client that lost the first answer finds it. */
async function duplicateOf(deps: ApiDeps, merchantId: string, merchantReference: string): Promise<ValidationError> {
  const existing = await findByMerchantReference(deps.db, merchantId, merchantReference);
  return new ValidationError(
    {
      merchant_reference: "A transaction with this merchant_reference already exists.",
      ...(existing ? { reference: existing.reference } : {}),
    },
    "Invalid input.",
    existing ? { Location: transactionLocation(existing.reference) } : undefined,
  );
}

export function paymentRoutes(router: Router, deps: ApiDeps): void {
  router.post("/api/payments/transaction/", requireAuth, requireMerchant, async (ctx) => {
    const { fields, details } = parsePartially(createTransactionSchema, ctx.request.body);
    const user = ctx.state.user as User;
    const checked = await checkTransaction(
      deps.db,
      user.id,
      user.account_type,
      fields,
      details,
      deps.config.CALLBACK_ALLOW_PRIVATE,
    );
    const input = parseInput(createTransactionSchema, ctx.request.body);
    const reference = newReference();
    const routing = {
      account_type: user.account_type,
      requested_provider: input.provider_code_name ?? null,
      service: checked.service,
      currency: checked.currency,
    };
    let route: string[];
    try {
      // Routed while the row is written, so the workflow's first step is the provider call.
      [, route] = await Promise.all([
        insertTransaction(deps.db, {
          ...routing,
          reference,
          merchant_id: checked.merchantId,
          merchant_reference: input.merchant_reference,
          amount: checked.amount,
          customer_number: input.customer_number,
          callback_url: input.callback_url,
        }),
        routeCandidates(deps.db, routing),
      ]);
    } catch (error) {
      if (isUniqueViolation(error)) throw await duplicateOf(deps, checked.merchantId, input.merchant_reference);
      throw error;
    }
    if (deps.config.FAULT_EXIT_AFTER_INSERT > 0 && Math.random() < deps.config.FAULT_EXIT_AFTER_INSERT) {
      // Fault injection for `npm run chaos` only: die in the window between the INSERT and the start.
      process.kill(process.pid, "SIGKILL");
    }
    const initiation = await initiatePayment(deps.workflows, reference, checked.merchantId, route);
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
    const rows = await listMerchantTransactions(deps.db, merchant.id, filters, cursor, limit);
    const page = rows.slice(0, limit);
    ctx.body = {
      results: page.map(transactionView),
      next: rows.length > limit ? transactionCursor(page[page.length - 1]!) : null,
    };
  });

  router.get("/api/payments/transaction/:reference/", requireAuth, async (ctx) => {
    ctx.body = transactionView(await ownedTransaction(ctx, deps, ctx.params.reference!));
  });
}
