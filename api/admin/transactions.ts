import type Router from "@koa/router";
import type { Knex } from "knex";
import type { User } from "../../db/models/user";
import { recordStaffAction } from "../../domain/accounts/staff-audit";
import {
  applyTransactionCursor,
  applyTransactionFilters,
  encodeTransactionCursor,
  NEWEST_FIRST,
} from "../../domain/transactions/search";
import type { Config } from "../../lib/config";
import { NotFoundError } from "../../lib/errors";
import { paymentWorkflowId } from "../../workflows/shared";
import type { ApiDeps } from "../deps";
import { requireAuth, requireStaff } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import { startCallbackResend } from "../payments/callback-routes";
import { adminTransactionsQuery } from "./schemas";
import {
  adminTransactionView,
  ledgerEntryView,
  merchantNotificationView,
  providerAttemptView,
  rawCallbackView,
  transactionEventView,
} from "./views";

/** Transactions with the name of their merchant. */
const withMerchant = (db: Knex) =>
  db("transactions")
    .join("merchants", "merchants.id", "transactions.merchant_id")
    .select("transactions.*", "merchants.name as merchant_name");

async function findTransaction(db: Knex, reference: string) {
  const row = await withMerchant(db).where("transactions.reference", reference).first();
  if (!row) throw new NotFoundError("No such transaction.");
  return row;
}

export function temporalUiLink(config: Pick<Config, "TEMPORAL_UI_URL" | "TEMPORAL_NAMESPACE">, reference: string) {
  const workflowId = paymentWorkflowId(reference);
  return {
    workflow_id: workflowId,
    temporal_ui_url: `${config.TEMPORAL_UI_URL}/namespaces/${encodeURIComponent(config.TEMPORAL_NAMESPACE)}/workflows/${encodeURIComponent(workflowId)}`,
  };
}

/** Staff search across merchants, one transaction's whole story, and redelivery of its merchant notification. */
export function adminTransactionRoutes(router: Router, deps: ApiDeps): void {
  router.get("/api/admin/transactions/", requireAuth, requireStaff, async (ctx) => {
    const query = parseInput(adminTransactionsQuery, ctx.query);
    const rows = await withMerchant(deps.db)
      .modify(applyTransactionFilters, {
        reference: query.reference,
        merchantReference: query.merchant_reference,
        merchantId: query.merchant_id,
        customerNumber: query.customer_number,
        status: query.status,
        provider: query.provider,
        service: query.service,
        currency: query.currency,
        createdAfter: query.created_after,
        createdBefore: query.created_before,
      })
      .modify(applyTransactionCursor, query.cursor)
      .orderBy([...NEWEST_FIRST])
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    ctx.body = {
      results: page.map(adminTransactionView),
      next: rows.length > query.limit ? encodeTransactionCursor(page[page.length - 1]) : null,
    };
  });

  router.get("/api/admin/transactions/:reference/", requireAuth, requireStaff, async (ctx) => {
    const transaction = await findTransaction(deps.db, ctx.params.reference!);
    const { reference } = transaction;
    const oldestFirst = (table: string, column = "id") => deps.db(table).where({ reference }).orderBy(column, "asc");
    const [merchant, events, attempts, webhooks, ledger, notifications] = await Promise.all([
      deps.db("merchants").where({ id: transaction.merchant_id }).first("id", "name", "email", "user_id"),
      oldestFirst("transaction_events"),
      oldestFirst("provider_attempts"),
      oldestFirst("raw_callbacks", "seq"),
      oldestFirst("ledger_entries"),
      oldestFirst("callback_deliveries"),
    ]);
    ctx.body = {
      transaction: adminTransactionView(transaction),
      merchant,
      events: events.map(transactionEventView),
      provider_attempts: attempts.map(providerAttemptView),
      provider_webhooks: webhooks.map(rawCallbackView),
      ledger_entries: ledger.map(ledgerEntryView),
      merchant_notifications: notifications.map(merchantNotificationView),
      workflow: temporalUiLink(deps.config, reference),
    };
  });

  router.post("/api/admin/transactions/:reference/resend-callback/", requireAuth, requireStaff, async (ctx) => {
    const transaction = await findTransaction(deps.db, ctx.params.reference!);
    const requestId = await startCallbackResend(deps, transaction);
    // Starting the workflow is the action; its record follows once Temporal has accepted it.
    await deps.db.transaction((trx) =>
      recordStaffAction(trx, {
        actorId: (ctx.state.user as User).id,
        action: "transaction.resend_callback",
        targetType: "transaction",
        targetId: transaction.reference,
        after: { request_id: requestId },
      }),
    );
    ctx.status = 202;
    ctx.body = { request_id: requestId, reference: transaction.reference };
  });
}
