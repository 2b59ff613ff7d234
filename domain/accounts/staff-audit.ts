import type { Knex } from "knex";

export const STAFF_ACTIONS = ["user.update", "provider.update", "transaction.resend_callback", "transaction.resolve"] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];
export const STAFF_TARGET_TYPES = ["user", "provider", "transaction"] as const;

export interface StaffAuditEntry {
  actorId: string;
  action: StaffAction;
  targetType: (typeof STAFF_TARGET_TYPES)[number];
  targetId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

/** Who did what to what, with before and after; call it inside the database transaction of the action itself. */
export async function recordStaffAction(trx: Knex.Transaction, entry: StaffAuditEntry): Promise<void> {
  await trx("staff_audit_log").insert({
    actor_id: entry.actorId,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}

/** The subset of `row` named by the keys of `changes`: the "before" of a partial update. */
export function pickChanged(row: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(changes).map((key) => [key, row[key]]));
}
