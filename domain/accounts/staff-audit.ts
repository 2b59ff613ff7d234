import type { Knex } from "knex";

export const STAFF_ACTIONS = [
  "user.update",
  "provider.update",
  "transaction.resend_callback",
  "transaction.resolve",
  "reconciliation.run",
  "reconciliation.accept",
  "reconciliation.refund",
  "reconciliation.hold",
  "routing_rule.create",
  "routing_rule.update",
  "routing_rule.delete",
  "fx_rate.set",
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];
export const STAFF_TARGET_TYPES = [
  "user",
  "provider",
  "transaction",
  "reconciliation_exception",
  "routing_rule",
  "fx_rate",
] as const;

export interface StaffAuditEntry {
  /** Null: the service itself, by policy (LATE_SUCCESS_POLICY). */
  actorId: string | null;
  action: StaffAction;
  targetType: (typeof STAFF_TARGET_TYPES)[number];
  targetId: string;
  before?: object | null;
  after?: object | null;
  reason?: string | null;
}

/** The one module that writes `staff_audit_log`. */

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
export function pickChanged<Row extends object>(row: Row, changes: Partial<Row>): Partial<Row> {
  return Object.fromEntries(Object.keys(changes).map((key) => [key, row[key as keyof Row]])) as Partial<Row>;
}

/** One row of `staff_audit_log`, with its actor's e-mail. */
export interface StaffAuditRow {
  id: string;
  actor_id: string | null;
  actor_email: string | null;
  action: StaffAction;
  target_type: (typeof STAFF_TARGET_TYPES)[number];
  target_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  created_at: Date;
}

export interface StaffAuditSearch {
  actor_id?: string;
  action?: string;
  target_type?: (typeof STAFF_TARGET_TYPES)[number];
  target_id?: string;
  cursor?: string;
  limit: number;
}

/** Newest first, after the entry `cursor` names; `limit + 1` rows so the caller can tell whether another page follows. */
export async function searchStaffAudit(db: Knex, query: StaffAuditSearch): Promise<StaffAuditRow[]> {
  return db("staff_audit_log")
    .leftJoin("users", "users.id", "staff_audit_log.actor_id")
    .select("staff_audit_log.*", "users.email as actor_email")
    .modify((builder) => {
      if (query.actor_id) builder.where("staff_audit_log.actor_id", query.actor_id);
      if (query.action) builder.where("staff_audit_log.action", query.action);
      if (query.target_type) builder.where("staff_audit_log.target_type", query.target_type);
      if (query.target_id) builder.where("staff_audit_log.target_id", query.target_id);
      if (query.cursor) builder.where("staff_audit_log.id", "<", query.cursor);
    })
    .orderBy("staff_audit_log.id", "desc")
    .limit(query.limit + 1);
}
