import type { MovementKind } from "../core/movement-kind";
import { movementSubject } from "../core/notification-subject";
import type { TransactionRow } from "./row";
import { collectionSettlement } from "./settle";
import { transactionResource } from "./transaction-resource";
import { findTransaction, TRANSACTIONS, transactionsAwaitingWorkflow } from "./transactions-store";
import { markCollectionProcessing } from "./transitions";

/** The merchant notification body: exactly the interface's section 6.1 fields. */
function notificationBody(transaction: TransactionRow): string {
  return JSON.stringify({
    reference: transaction.reference,
    merchant_reference: transaction.merchant_reference,
    transaction_status: transaction.transaction_status,
    amount: transaction.amount,
    currency: transaction.currency,
    customer_number: transaction.customer_number,
    provider_reference: transaction.provider_reference,
  });
}

/** A collection (a transaction): the customer pays the merchant; nothing moves until Success books it, less its fee. */
export const collectionKind: MovementKind<TransactionRow, "collection"> = {
  name: "collection",
  referencePrefix: transactionResource.referencePrefix,
  operation: "collection",
  table: TRANSACTIONS,
  find: findTransaction,
  settlement: (fees) => collectionSettlement(fees.collection),
  markProcessing: markCollectionProcessing,
  awaitingWorkflow: (db, { graceSeconds, maxAgeSeconds }, limit) =>
    transactionsAwaitingWorkflow(db, graceSeconds, maxAgeSeconds, limit),
  notification: (transaction) => movementSubject(transaction, transaction.transaction_status, notificationBody(transaction)),
};
