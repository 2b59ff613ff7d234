import type { Knex } from "knex";
import type { Statement } from "../../providers/types";
import { recordStaffAction } from "../accounts/staff-audit";
import { recordLateSuccessRefund } from "../refunds/late-success";
import { matchStatement } from "./match";
import { ourRecordsFor } from "./our-records";
import { addExceptions, explainMatchedExceptions, resolveException, saveRun } from "./reconciliation-store";

export type LateSuccessPolicy = "refund" | "hold";

/** The service's own action on a late success, in the staff audit with no actor. */
function auditPolicy(
  trx: Knex.Transaction,
  exceptionId: string,
  action: "reconciliation.refund" | "reconciliation.hold",
  after: object,
) {
  return recordStaffAction(trx, {
    actorId: null,
    action,
    targetType: "reconciliation_exception",
    targetId: String(exceptionId),
    after,
    reason: `LATE_SUCCESS_POLICY=${action === "reconciliation.hold" ? "hold" : "refund"}`,
  });
}

export interface DayReconciliation {
  providerCodeName: string;
  day: string;
  status: "provisional" | "final";
  lines: number;
  matched: number;
  exceptions: number;
  /** Exceptions this run recorded for the first time. */
  added: number;
  /** Late successes' refunds this run recorded (their workflows start from the orphan sweep). */
  lateSuccessRefunds: string[];
}

/**
 * Reconciles one provider's day: matches its statement with our records, records the run (provisional
 * until the provider's day has closed) and each exception once, and deals with each new late success as
 * LATE_SUCCESS_POLICY says: `refund` records the customer's refund at once, `hold` leaves it to staff.
 * One database transaction; a rerun of the same day records nothing twice.
 */
export async function reconcileDay(
  db: Knex,
  input: {
    providerCodeName: string;
    statement: Statement;
    /** The provider's statements of the day before and, once it has begun, the day after. */
    neighbours: Statement[];
    closed: boolean;
    lateSuccessPolicy: LateSuccessPolicy;
  },
): Promise<DayReconciliation> {
  const { providerCodeName, statement } = input;
  const ours = await ourRecordsFor(db, providerCodeName, statement.date, statement.lines);
  const { matched, exceptions } = matchStatement(
    statement.lines,
    ours,
    input.neighbours.flatMap((neighbour) => neighbour.lines),
  );
  const status = input.closed ? "final" : "provisional";
  return db.transaction(async (trx) => {
    await saveRun(trx, {
      provider_code_name: providerCodeName,
      day: statement.date,
      status,
      lines: statement.lines.length,
      matched,
      exceptions: exceptions.length,
    });
    await explainMatchedExceptions(trx, providerCodeName, statement.date, exceptions);
    const added = await addExceptions(trx, providerCodeName, statement.date, exceptions);
    const lateSuccessRefunds: string[] = [];
    for (const exception of added.filter((row) => row.kind === "late_success")) {
      if (input.lateSuccessPolicy === "hold") {
        await resolveException(trx, exception.id, {
          resolution: "held",
          note: "held for staff (LATE_SUCCESS_POLICY=hold)",
          resolved_by: null,
        });
        await auditPolicy(trx, exception.id, "reconciliation.hold", { resolution: "held", transaction: exception.reference });
        continue;
      }
      const recorded = await recordLateSuccessRefund(trx, exception.reference);
      const refundReference =
        recorded.outcome === "recorded"
          ? recorded.reference
          : recorded.outcome === "duplicate"
            ? recorded.existingReference
            : null;
      if (recorded.outcome === "recorded") lateSuccessRefunds.push(recorded.reference);
      await auditPolicy(trx, exception.id, "reconciliation.refund", {
        transaction: exception.reference,
        refund_reference: refundReference,
      });
      await resolveException(trx, exception.id, {
        resolution: refundReference ? "refunded" : "open",
        note: refundReference
          ? "refunded automatically (LATE_SUCCESS_POLICY=refund)"
          : `not refunded: the transaction is ${recorded.outcome === "not_failed" ? recorded.status : "?"}`,
        refund_reference: refundReference,
        resolved_by: null,
      });
    }
    return {
      providerCodeName,
      day: statement.date,
      status,
      lines: statement.lines.length,
      matched,
      exceptions: exceptions.length,
      added: added.length,
      lateSuccessRefunds,
    };
  });
}
