import type { Knex } from "knex";
import { ValidationError } from "../../lib/errors";
import { recordStaffAction } from "../accounts/staff-audit";
import { startRecordedRefund } from "../refunds/create-refund";
import { recordLateSuccessRefund } from "../refunds/late-success";
import type { RefundEngine } from "../refunds/refund-engine";
import type { DayReconciliation } from "./reconcile-day";
import {
  type ExceptionFilters,
  listExceptions,
  listRuns,
  lockOpenExceptions,
  type ReconciliationExceptionRow,
  resolveException,
} from "./reconciliation-store";

/** Staff's reconciliation: the days per provider, the exceptions, and acting on them in bulk (audited). */

export const reconciliationDays = listRuns;

export async function reconciliationExceptions(
  db: Knex,
  filters: ExceptionFilters,
): Promise<{ results: ReconciliationExceptionRow[]; next: string | null }> {
  const rows = await listExceptions(db, filters);
  const results = rows.slice(0, filters.limit);
  return { results, next: rows.length > filters.limit ? String(results[results.length - 1]!.id) : null };
}

export type ExceptionAction = "accept" | "refund";

/**
 * Staff settle exceptions in bulk: `accept` marks each explained (with the note); `refund` refunds each
 * late success to its customer (any other kind is refused: nothing of ours to give back). Only exceptions
 * still open (or held) are touched; each one's change and its audit row are one database transaction;
 * refunds' workflows start once it has committed. Answers the exceptions changed.
 */
export async function settleExceptions(
  db: Knex,
  engine: RefundEngine,
  input: { actorId: string; ids: string[]; action: ExceptionAction; note: string },
): Promise<string[]> {
  const started: Array<{ reference: string; merchantId: string }> = [];
  const changed = await db.transaction(async (trx) => {
    const rows = await lockOpenExceptions(trx, input.ids);
    if (input.action === "refund") {
      const refusable = rows.filter((row) => row.kind !== "late_success");
      if (refusable.length > 0) {
        throw new ValidationError({ ids: `Only late successes can be refunded: ${refusable.map((row) => row.id).join(", ")}.` });
      }
    }
    for (const row of rows) {
      let refundReference: string | null = null;
      if (input.action === "refund") {
        const recorded = await recordLateSuccessRefund(trx, row.reference);
        if (recorded.outcome === "recorded") started.push({ reference: recorded.reference, merchantId: recorded.merchantId });
        refundReference =
          recorded.outcome === "recorded"
            ? recorded.reference
            : recorded.outcome === "duplicate"
              ? recorded.existingReference
              : null;
      }
      const resolution = input.action === "refund" ? "refunded" : "explained";
      await resolveException(trx, row.id, {
        resolution,
        note: input.note,
        refund_reference: refundReference,
        resolved_by: input.actorId,
      });
      await recordStaffAction(trx, {
        actorId: input.actorId,
        action: input.action === "refund" ? "reconciliation.refund" : "reconciliation.accept",
        targetType: "reconciliation_exception",
        targetId: row.id,
        before: { resolution: row.resolution },
        after: { resolution, ...(refundReference ? { refund_reference: refundReference } : {}) },
        reason: input.note,
      });
    }
    return rows.map((row) => row.id);
  });
  for (const refund of started) await startRecordedRefund(engine, db, refund.reference, refund.merchantId, "late_success");
  return changed;
}

/** How a run on demand reaches the engine (workflows/reconciliation-client.ts). */
export interface ReconciliationEngine {
  reconcile(providerCodeName: string, day: string): Promise<DayReconciliation>;
}

/**
 * A staff member reconciles a provider's day now (a rerun changes nothing already recorded); audited.
 * A provider that gives no statement, or a day to come, is a 400.
 */
export async function reconcileOnDemand(
  db: Knex,
  engine: ReconciliationEngine,
  input: { actorId: string; providerCodeName: string; day: string; offersStatements: (codeName: string) => boolean },
): Promise<DayReconciliation> {
  if (!input.offersStatements(input.providerCodeName)) {
    throw new ValidationError({
      provider_code_name: `Provider '${input.providerCodeName}' gives no statement to reconcile with.`,
    });
  }
  if (input.day > new Date().toISOString().slice(0, 10)) throw new ValidationError({ date: "That day has not begun yet (UTC)." });
  const run = await engine.reconcile(input.providerCodeName, input.day);
  await db.transaction((trx) =>
    recordStaffAction(trx, {
      actorId: input.actorId,
      action: "reconciliation.run",
      targetType: "provider",
      targetId: input.providerCodeName,
      after: { day: input.day, status: run.status, matched: run.matched, exceptions: run.exceptions, added: run.added },
    }),
  );
  return run;
}
