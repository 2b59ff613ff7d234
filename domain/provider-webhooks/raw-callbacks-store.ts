import type { Knex } from "knex";
import type { RawCallbackRow, RawCallbackStatus, RawCallbackVerdict, StoredResult } from "./raw-callback";

/** The one module that reads and writes the `raw_callbacks` table. */

type Executor = Knex | Knex.Transaction;

/** Every column of a stored provider webhook, as staff read it. */
export type StoredRawCallback = RawCallbackRow & {
  seq: string;
  event_id: string;
  raw_body: string;
  headers: Record<string, string>;
  payload: unknown;
  source_address: string | null;
  received_at: Date;
  processing_note: string | null;
  next_signal_at: Date | null;
  processed_at: Date | null;
};

export type NewRawCallback = StoredResult & {
  authenticated: boolean;
  provider_code_name: string;
  event_id: string;
  reference: string;
  raw_body: string;
  headers: Record<string, string | undefined>;
  payload: unknown;
  source_address: string;
};

const rawCallbacks = (db: Executor) => db<StoredRawCallback>("raw_callbacks");

/** Stores a verified webhook once per (provider, event id); a repeat answers the stored row. */
export async function insertRawCallback(
  db: Knex,
  callback: NewRawCallback,
): Promise<{ row: StoredRawCallback; duplicate: boolean }> {
  const [inserted] = await db("raw_callbacks")
    .insert({
      ...callback,
      headers: JSON.stringify(callback.headers),
      payload: JSON.stringify(callback.payload),
      result: callback.result ? JSON.stringify(callback.result) : null,
    })
    .onConflict(["provider_code_name", "event_id"])
    .ignore()
    .returning("*");
  const row: StoredRawCallback =
    inserted ??
    (await rawCallbacks(db).where({ provider_code_name: callback.provider_code_name, event_id: callback.event_id }).first());
  return { row, duplicate: !inserted };
}

/** What processing did with a webhook still `received`; a webhook already judged keeps its verdict. */
export async function recordVerdict(db: Executor, id: string, status: RawCallbackVerdict, note: string | null): Promise<void> {
  await rawCallbacks(db)
    .where({ id, processing_status: "received" })
    .update({ processing_status: status, processing_note: note, processed_at: db.fn.now() as unknown as Date });
}

/** A failed hand-over to the workflow: the reconciler tries again after `backoffSeconds`. */
export async function recordSignalFailure(db: Knex, row: RawCallbackRow, backoffSeconds: number): Promise<void> {
  await rawCallbacks(db)
    .where({ id: row.id })
    .update({
      signal_attempts: row.signal_attempts + 1,
      next_signal_at: db.raw("now() + make_interval(secs => ?)", [backoffSeconds]) as unknown as Date,
    });
}

export async function markSignalled(db: Knex, row: RawCallbackRow): Promise<void> {
  await rawCallbacks(db)
    .where({ id: row.id })
    .update({ signalled_at: db.fn.now() as unknown as Date, signal_attempts: row.signal_attempts + 1 });
}

const awaitingSignal = (db: Knex) => rawCallbacks(db).where({ processing_status: "received" }).whereNull("signalled_at");

/** Webhooks stored but never handed to their workflow, older than `graceSeconds` and due, oldest first. */
export async function dueForSignal(db: Knex, graceSeconds: number, limit: number): Promise<RawCallbackRow[]> {
  return awaitingSignal(db)
    .where("received_at", "<", db.raw("now() - make_interval(secs => ?)", [graceSeconds]))
    .where((query) => query.whereNull("next_signal_at").orWhere("next_signal_at", "<=", db.fn.now()))
    .orderBy("received_at")
    .limit(limit);
}

export async function countAwaitingSignal(db: Knex): Promise<number> {
  const [row] = await awaitingSignal(db).count<Array<{ count: string }>>({ count: "*" });
  return Number(row?.count ?? 0);
}

export interface RawCallbackSearch {
  provider?: string;
  reference?: string;
  processing_status?: RawCallbackStatus;
  /** The `seq` after which the page starts. */
  cursor?: number;
  limit: number;
}

/** Newest first; `limit + 1` rows so the caller can tell whether another page follows. */
export async function searchRawCallbacks(db: Knex, query: RawCallbackSearch): Promise<StoredRawCallback[]> {
  return rawCallbacks(db)
    .modify((builder) => {
      if (query.provider) builder.where("provider_code_name", query.provider);
      if (query.reference) builder.where("reference", query.reference);
      if (query.processing_status) builder.where("processing_status", query.processing_status);
      if (query.cursor) builder.where("seq", "<", query.cursor);
    })
    .orderBy("seq", "desc")
    .limit(query.limit + 1);
}

export async function findRawCallback(db: Knex, id: string): Promise<StoredRawCallback | undefined> {
  return rawCallbacks(db).where({ id }).first();
}

/** A transaction's provider webhooks in arrival order. */
export async function rawCallbacksOf(db: Knex, reference: string): Promise<StoredRawCallback[]> {
  return rawCallbacks(db).where({ reference }).orderBy("seq", "asc");
}

/** Whether a provider's callback proven to be its own (not an unauthenticated one) came for this movement. */
export async function hasAuthenticatedCallback(db: Knex, providerCodeName: string, reference: string): Promise<boolean> {
  const row = await db("raw_callbacks")
    .where({ provider_code_name: providerCodeName, reference, authenticated: true })
    .first("id");
  return row !== undefined;
}
