import type { Knex } from "knex";
import type { MoneyOperation } from "../../providers/types";
import type { ExceptionKind, ReconciliationException } from "./match";

/** The one module that reads and writes `reconciliation_runs` and `reconciliation_exceptions`. */

export type ExceptionResolution = "open" | "explained" | "refunded" | "held";

export interface ReconciliationRunRow {
  provider_code_name: string;
  day: string;
  status: "provisional" | "final";
  lines: number;
  matched: number;
  exceptions: number;
  reconciled_at: Date;
}

export interface ReconciliationExceptionRow {
  id: string;
  provider_code_name: string;
  day: string;
  operation: MoneyOperation;
  reference: string;
  kind: ExceptionKind;
  ours: Record<string, string | null> | null;
  theirs: Record<string, string | null> | null;
  resolution: ExceptionResolution;
  note: string | null;
  refund_reference: string | null;
  resolved_by: string | null;
  resolved_at: Date | null;
  created_at: Date;
}

/** Every column but `day`, read as YYYY-MM-DD text (a DATE would come back as a local-time Date). */
const RUN_COLUMNS = ["provider_code_name", "status", "lines", "matched", "exceptions", "reconciled_at"];
const EXCEPTION_COLUMNS = [
  "id",
  "provider_code_name",
  "operation",
  "reference",
  "kind",
  "ours",
  "theirs",
  "resolution",
  "note",
  "refund_reference",
  "resolved_by",
  "resolved_at",
  "created_at",
];
const day = (db: Knex | Knex.Transaction) => db.raw("to_char(day, 'YYYY-MM-DD') AS day");

/** Records a day's run, replacing the previous run of that provider and day. */
export async function saveRun(trx: Knex.Transaction, run: Omit<ReconciliationRunRow, "reconciled_at">): Promise<void> {
  await trx("reconciliation_runs")
    .insert({ ...run, reconciled_at: trx.fn.now() })
    .onConflict(["provider_code_name", "day"])
    .merge();
}

/** Records the exceptions not recorded yet (one per provider, day, reference and kind); answers those it added. */
export async function addExceptions(
  trx: Knex.Transaction,
  providerCodeName: string,
  runDay: string,
  exceptions: ReconciliationException[],
): Promise<ReconciliationExceptionRow[]> {
  if (exceptions.length === 0) return [];
  return trx("reconciliation_exceptions")
    .insert(
      exceptions.map((exception) => ({
        provider_code_name: providerCodeName,
        day: runDay,
        operation: exception.operation,
        reference: exception.reference,
        kind: exception.kind,
        ours: exception.ours === null ? null : JSON.stringify(exception.ours),
        theirs: exception.theirs === null ? null : JSON.stringify(exception.theirs),
      })),
    )
    .onConflict(["provider_code_name", "day", "reference", "kind"])
    .ignore()
    .returning([...EXCEPTION_COLUMNS, day(trx)]);
}

/**
 * Open exceptions of a provider's day that the latest run no longer finds (a refund in flight at the first
 * run, a provisional day that has since settled) are marked explained: matched by a later run.
 */
export async function explainMatchedExceptions(
  trx: Knex.Transaction,
  providerCodeName: string,
  runDay: string,
  stillDiffering: Array<{ reference: string; kind: string }>,
): Promise<number> {
  return trx("reconciliation_exceptions")
    .where({ provider_code_name: providerCodeName, day: runDay, resolution: "open" })
    .modify((builder) => {
      for (const exception of stillDiffering) builder.whereNot({ reference: exception.reference, kind: exception.kind });
    })
    .update({ resolution: "explained", note: "matched by a later run", resolved_at: trx.fn.now() });
}

export async function resolveException(
  trx: Knex.Transaction,
  id: string,
  change: { resolution: ExceptionResolution; note: string | null; refund_reference?: string | null; resolved_by: string | null },
): Promise<void> {
  await trx("reconciliation_exceptions")
    .where({ id })
    .update({ ...change, resolved_at: trx.fn.now() });
}

/** The exceptions among `ids` still to settle (open, or held for staff), locked until the caller's transaction ends. */
export async function lockOpenExceptions(trx: Knex.Transaction, ids: string[]): Promise<ReconciliationExceptionRow[]> {
  return trx("reconciliation_exceptions")
    .whereIn("id", ids)
    .whereIn("resolution", ["open", "held"])
    .forUpdate()
    .select(...EXCEPTION_COLUMNS, day(trx));
}

export async function listRuns(db: Knex, filters: { provider?: string; limit: number }): Promise<ReconciliationRunRow[]> {
  return db("reconciliation_runs")
    .modify((builder) => {
      if (filters.provider) builder.where({ provider_code_name: filters.provider });
    })
    .orderBy([{ column: "reconciliation_runs.day", order: "desc" }, { column: "provider_code_name" }])
    .limit(filters.limit)
    .select(...RUN_COLUMNS, day(db));
}

export interface ExceptionFilters {
  provider?: string;
  day?: string;
  kind?: ExceptionKind;
  resolution?: ExceptionResolution;
  cursor?: string;
  limit: number;
}

/** Exceptions, newest first, by id cursor. */
export async function listExceptions(db: Knex, filters: ExceptionFilters): Promise<ReconciliationExceptionRow[]> {
  return db("reconciliation_exceptions")
    .modify((builder) => {
      if (filters.provider) builder.where({ provider_code_name: filters.provider });
      if (filters.day) builder.where({ day: filters.day });
      if (filters.kind) builder.where({ kind: filters.kind });
      if (filters.resolution) builder.where({ resolution: filters.resolution });
      if (filters.cursor) builder.where("id", "<", filters.cursor);
    })
    .orderBy("id", "desc")
    .limit(filters.limit + 1)
    .select(...EXCEPTION_COLUMNS, day(db));
}

/** Open exceptions by provider and kind, and the age of the oldest, for the metrics. */
export async function openExceptionStats(db: Knex) {
  const byKind: Array<{ provider_code_name: string; kind: string; count: string }> = await db("reconciliation_exceptions")
    .where({ resolution: "open" })
    .groupBy("provider_code_name", "kind")
    .select("provider_code_name", "kind", db.raw("count(*)::text AS count"));
  const oldest = await db("reconciliation_exceptions")
    .where({ resolution: "open" })
    .first(db.raw("extract(epoch from now() - min(created_at))::float AS seconds"));
  return { byKind, oldestSeconds: Number(oldest?.seconds ?? 0) };
}
