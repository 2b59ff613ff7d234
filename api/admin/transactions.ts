import type Router from "@koa/router";
import type { Knex } from "knex";
import type { User } from "../../db/models/user";
import { recordStaffAction } from "../../domain/accounts/staff-audit";
import { transactionHistory } from "../../domain/transactions/history";
import { findTransactionWithMerchant, searchTransactions, transactionCursor } from "../../domain/transactions/repository";
import type { Config } from "../../lib/config";
import { NotFoundError } from "../../lib/errors";
import { paymentWorkflowId } from "../../workflows/definitions";
import type { ApiDeps } from "../deps";
import { requireAuth, requireStaff } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import { resendNotification } from "../payments/notification-routes";
import { adminTransactionsQuery } from "./schemas";
import {
  adminTransactionView,
  ledgerEntryView,
  merchantNotificationView,
  providerAttemptView,
  rawCallbackView,
  transactionEventView,
} from "./views";

async function findTransaction(db: Knex, reference: string) {
  const row = await findTransactionWithMerchant(db, reference);
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
    const { cursor, limit, ...filters } = query;
    const rows = await searchTransactions(deps.db, filters, cursor, limit);
    const page = rows.slice(0, query.limit);
    ctx.body = {
      results: page.map(adminTransactionView),
      next: rows.length > query.limit ? transactionCursor(page[page.length - 1]!) : null,
    };
  });

  router.get("/api/admin/transactions/:reference/", requireAuth, requireStaff, async (ctx) => {
    const transaction = await findTransaction(deps.db, ctx.params.reference!);
    const { reference } = transaction;
    const oldestFirst = (table: string, column = "id") => deps.db(table).where({ reference }).orderBy(column, "asc");
    const [merchant, events, attempts, webhooks, ledger, notifications] = await Promise.all([
      deps.db("merchants").where({ id: transaction.merchant_id }).first("id", "name", "email", "user_id"),
      transactionHistory(deps.db, reference),
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
    const requestId = await resendNotification(deps, transaction);
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
