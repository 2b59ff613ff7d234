import type { Knex } from "knex";
import type { StatementLine } from "../../providers/types";
import type { MovementKind } from "../core/movement-kind";
import { MOVEMENT_KINDS } from "../movement-kinds/registry";
import type { OurRecord } from "./match";

/** A kind's records as reconciliation compares them (the columns of `OurRecord`). */
function recordsOf(db: Knex, kind: MovementKind) {
  const { table, statusColumn } = kind.table;
  return db(table).select(
    db.raw("? AS operation", [kind.operation]),
    "reference",
    "provider_reference as providerReference",
    `${statusColumn} as status`,
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
  const found = await Promise.all(
    MOVEMENT_KINDS.map(async (kind) => {
      const named = lines.filter((line) => line.operation === kind.operation).map((line) => line.reference);
      return recordsOf(db, kind).where((builder) => {
        builder.whereIn("reference", named).orWhere((sameDay) =>
          sameDay
            .where({ provider_code_name: providerCodeName, [kind.table.statusColumn]: "Success" })
            .where("completed_at", ">=", `${day}T00:00:00Z`)
            .where("completed_at", "<", db.raw("(?::date + 1)::timestamptz", [day])),
        );
      }) as Promise<OurRecord[]>;
    }),
  );
  return found.flat();
}
