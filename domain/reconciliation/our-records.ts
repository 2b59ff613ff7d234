import type { Knex } from "knex";
import type { MoneyOperation, StatementLine } from "../../providers/types";
import type { OurRecord } from "./match";

/** Where each operation's records are, and the columns reconciliation compares. */
const SOURCES: Record<MoneyOperation, { table: string; status: string }> = {
  collection: { table: "transactions", status: "transaction_status" },
  disbursement: { table: "payouts", status: "payout_status" },
  refund: { table: "refunds", status: "refund_status" },
};

function recordsOf(db: Knex, operation: MoneyOperation) {
  const { table, status } = SOURCES[operation];
  return db(table).select(
    db.raw("? AS operation", [operation]),
    "reference",
    "provider_reference as providerReference",
    `${status} as status`,
    db.raw("amount::numeric(20,2)::text AS amount"),
    "currency",
  );
}

/**
 * Our records a statement is matched with: those its lines name, and every success of ours at that
 * provider that reached its final state that UTC day (so one the statement lacks is seen).
 */
export async function ourRecordsFor(
  db: Knex,
  providerCodeName: string,
  day: string,
  lines: StatementLine[],
): Promise<OurRecord[]> {
  const operations = Object.keys(SOURCES) as MoneyOperation[];
  const found = await Promise.all(
    operations.map(async (operation) => {
      const named = lines.filter((line) => line.operation === operation).map((line) => line.reference);
      const { status } = SOURCES[operation];
      return recordsOf(db, operation).where((builder) => {
        builder.whereIn("reference", named).orWhere((sameDay) =>
          sameDay
            .where({ provider_code_name: providerCodeName, [status]: "Success" })
            .where("completed_at", ">=", `${day}T00:00:00Z`)
            .where("completed_at", "<", db.raw("(?::date + 1)::timestamptz", [day])),
        );
      }) as Promise<OurRecord[]>;
    }),
  );
  return found.flat();
}
