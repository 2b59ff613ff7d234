import type { Knex } from "knex";
import type { NewTransaction, TransactionRow } from "./row";
import type { TransactionStatus } from "./status";

/** The one module that reads and writes the `transactions` table. */

type Executor = Knex | Knex.Transaction;

export interface TransactionFilters {
  status?: TransactionStatus;
  service?: string;
  currency?: string;
  merchant_reference?: string;
  created_after?: string;
  created_before?: string;
}

/** Keyset position in the newest-first listing. */
export interface ListPosition {
  createdAt: string;
  reference: string;
}

export async function insertTransaction(db: Executor, transaction: NewTransaction): Promise<void> {
  await db("transactions").insert(transaction);
}

export async function findTransaction(db: Executor, reference: string): Promise<TransactionRow | undefined> {
  return db<TransactionRow>("transactions").where({ reference }).first();
}

/** Another merchant's transaction is indistinguishable from a missing one. */
export async function findMerchantTransaction(
  db: Executor,
  merchantId: string,
  reference: string,
): Promise<TransactionRow | undefined> {
  return db<TransactionRow>("transactions").where({ reference, merchant_id: merchantId }).first();
}

/** Locks the row for the rest of the caller's database transaction. */
export async function lockTransaction(trx: Knex.Transaction, reference: string): Promise<TransactionRow | undefined> {
  return trx<TransactionRow>("transactions").where({ reference }).forUpdate().first();
}

/** Newest first; `limit + 1` rows so the caller can tell whether another page follows. */
export async function listMerchantTransactions(
  db: Executor,
  merchantId: string,
  filters: TransactionFilters,
  after: ListPosition | undefined,
  limit: number,
): Promise<TransactionRow[]> {
  return db<TransactionRow>("transactions")
    .where({ merchant_id: merchantId })
    .modify((builder) => {
      if (filters.status) builder.where("transaction_status", filters.status);
      if (filters.service) builder.where("service", filters.service);
      if (filters.currency) builder.where("currency", filters.currency);
      if (filters.merchant_reference) builder.where("merchant_reference", filters.merchant_reference);
      if (filters.created_after) builder.where("created_at", ">=", filters.created_after);
      if (filters.created_before) builder.where("created_at", "<", filters.created_before);
      if (after) builder.whereRaw("(created_at, reference) < (?::timestamptz, ?)", [after.createdAt, after.reference]);
    })
    .orderBy([
      { column: "created_at", order: "desc" },
      { column: "reference", order: "desc" },
    ])
    .limit(limit + 1);
}

/** Records which provider is being tried, while the payment is still Pending. */
export async function assignProviderWhilePending(db: Executor, reference: string, providerCodeName: string): Promise<void> {
  await db("transactions")
    .where({ reference, transaction_status: "Pending" })
    .update({ provider_code_name: providerCodeName, updated_at: db.fn.now() });
}

export async function deletePendingTransaction(db: Executor, reference: string): Promise<void> {
  await db("transactions").where({ reference, transaction_status: "Pending" }).delete();
}

/**
 * One guarded UPDATE: applies `assignments` only if the row's current state is one of `from`, and
 * answers the row as written with the state it replaced (undefined when the guard refused). The
 * locking read gives the state this UPDATE actually replaced, even when it waited on a racer.
 */
export async function updateIfStatusIn(
  db: Executor,
  reference: string,
  from: readonly TransactionStatus[],
  assignments: Record<string, unknown>,
): Promise<{ row: TransactionRow; previous: TransactionStatus } | undefined> {
  const previous = db("transactions").select("reference", "transaction_status").where({ reference }).forUpdate();
  const [updated] = await db
    .with("previous", previous)
    .update(assignments)
    .into("transactions")
    .updateFrom("previous")
    .where("transactions.reference", db.ref("previous.reference"))
    .whereIn("previous.transaction_status", [...from])
    .returning(["transactions.*", "previous.transaction_status as previous_status"]);
  if (!updated) return undefined;
  const { previous_status, ...row } = updated;
  return { row: row as TransactionRow, previous: previous_status as TransactionStatus };
}
