import type { RECONCILIATION_EXCEPTION_KINDS } from "../../db/migrations/015_reconciliation";

/** Every kind of exception (the table's CHECK), for schemas that filter on it. */
export { RECONCILIATION_EXCEPTION_KINDS } from "../../db/migrations/015_reconciliation";

import { twoDecimals } from "../../lib/money";
import type { FinalStatus, MoneyOperation, StatementLine } from "../../providers/types";

export type ExceptionKind = (typeof RECONCILIATION_EXCEPTION_KINDS)[number];

/** One of our payments, payouts or refunds as reconciliation compares it. */
export interface OurRecord {
  operation: MoneyOperation;
  reference: string;
  providerReference: string | null;
  status: string;
  amount: string;
  currency: string;
}

/** A difference between our books and the provider's statement, with the fields that differ side by side. */
export interface ReconciliationException {
  operation: MoneyOperation;
  reference: string;
  kind: ExceptionKind;
  ours: Record<string, string | null> | null;
  theirs: Record<string, string | null> | null;
}

const key = (operation: MoneyOperation, reference: string) => `${operation}:${reference}`;

/** The fields of `ours` and `line` that differ, each side's value. */
function differences(ours: OurRecord, line: StatementLine) {
  const pairs: Array<[string, string | null, string | null]> = [
    ["status", ours.status, line.status],
    ["amount", twoDecimals(ours.amount), twoDecimals(line.amount)],
    ["currency", ours.currency, line.currency],
    ["provider_reference", ours.providerReference, line.providerReference],
  ];
  const differing = pairs.filter(
    ([field, mine, theirs]) => mine !== theirs && !(field === "provider_reference" && mine === null),
  );
  return {
    fields: new Set(differing.map(([field]) => field)),
    ours: Object.fromEntries(differing.map(([field, mine]) => [field, mine])),
    theirs: Object.fromEntries(differing.map(([field, , theirs]) => [field, theirs])),
  };
}

/** What an exception is, by what differs: a provider's success of a payment we failed is a late success. */
function kindOf(ours: OurRecord, line: StatementLine, fields: Set<string>): ExceptionKind {
  if (fields.has("status")) {
    return ours.operation === "collection" && ours.status === "Failed" && line.status === ("Success" satisfies FinalStatus)
      ? "late_success"
      : "status_differs";
  }
  if (fields.has("amount") || fields.has("currency")) return "amount_differs";
  return "reference_differs";
}

/**
 * Matches a provider's statement for one day with our records: every line with our record of the same
 * operation and reference (status, amount, currency and the provider's reference compared), and every
 * success of ours that day that the statement lacks. `ours` holds our records the lines name and our
 * successes of that day at that provider. A success of ours that the provider put on the day before or
 * after (`neighbourLines`: it settled across midnight from us) is not missing: it is matched when that
 * day is reconciled. Pure: the same input gives the same answer.
 */
export function matchStatement(
  lines: StatementLine[],
  ours: OurRecord[],
  neighbourLines: StatementLine[] = [],
): { matched: number; exceptions: ReconciliationException[] } {
  const byKey = new Map(ours.map((record) => [key(record.operation, record.reference), record]));
  const seen = new Set<string>();
  const onNeighbourDays = new Set(neighbourLines.map((line) => key(line.operation, line.reference)));
  const exceptions: ReconciliationException[] = [];
  let matched = 0;
  for (const line of lines) {
    const lineKey = key(line.operation, line.reference);
    seen.add(lineKey);
    const record = byKey.get(lineKey);
    if (!record) {
      exceptions.push({
        operation: line.operation,
        reference: line.reference,
        kind: "missing_here",
        ours: null,
        theirs: {
          status: line.status,
          amount: twoDecimals(line.amount),
          currency: line.currency,
          provider_reference: line.providerReference,
        },
      });
      continue;
    }
    const diff = differences(record, line);
    if (diff.fields.size === 0) {
      matched += 1;
      continue;
    }
    exceptions.push({
      operation: line.operation,
      reference: line.reference,
      kind: kindOf(record, line, diff.fields),
      ours: diff.ours,
      theirs: diff.theirs,
    });
  }
  for (const record of ours) {
    const recordKey = key(record.operation, record.reference);
    if (record.status !== "Success" || seen.has(recordKey) || onNeighbourDays.has(recordKey)) continue;
    exceptions.push({
      operation: record.operation,
      reference: record.reference,
      kind: "missing_at_provider",
      ours: {
        status: record.status,
        amount: twoDecimals(record.amount),
        currency: record.currency,
        provider_reference: record.providerReference,
      },
      theirs: null,
    });
  }
  return { matched, exceptions };
}
