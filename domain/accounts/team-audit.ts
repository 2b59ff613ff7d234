import type { Knex } from "knex";
import { type KeysetPage, newestFirstPage } from "../../db/keyset";
import { NotFoundError } from "../../lib/errors";
import type { Role } from "./roles";

/**
 * The one module that writes and reads `merchant_audit`: every change to a merchant's team (an invitation made
 * or cancelled, a member joining, a role changed, a member removed, a member's API token revoked), naming the
 * member who acted, whom it concerned and the client address it came from. Written in the transaction of the
 * change it records.
 */

export const TEAM_ACTIONS = [
  "invitation.created",
  "invitation.cancelled",
  "member.joined",
  "member.role_changed",
  "member.removed",
  "api_token.revoked",
] as const;
export type TeamAction = (typeof TEAM_ACTIONS)[number];

export interface TeamChange {
  merchantId: string;
  actorId: string;
  action: TeamAction;
  subjectEmail: string;
  roleBefore?: Role;
  roleAfter?: Role;
  /** The request's client address (`ctx.ip`). */
  clientAddress: string;
  /** The API token a revocation concerned. */
  tokenKey?: string;
}

export interface TeamChangeRow {
  id: string;
  actor_email: string;
  action: TeamAction;
  subject_email: string;
  role_before: Role | null;
  role_after: Role | null;
  client_address: string | null;
  token_key: string | null;
  created_at: Date;
}

export async function recordTeamChange(trx: Knex.Transaction, change: TeamChange): Promise<void> {
  await trx("merchant_audit").insert({
    merchant_id: change.merchantId,
    actor_id: change.actorId,
    action: change.action,
    subject_email: change.subjectEmail,
    role_before: change.roleBefore ?? null,
    role_after: change.roleAfter ?? null,
    client_address: change.clientAddress,
    token_key: change.tokenKey ?? null,
  });
}

/** One page of a merchant's team changes, newest first, each with its actor's e-mail. */
export async function teamChanges(
  db: Knex,
  merchantId: string,
  page: { cursor?: string; limit: number },
): Promise<KeysetPage<TeamChangeRow>> {
  return newestFirstPage<TeamChangeRow>(
    db("merchant_audit")
      .join("users", "users.id", "merchant_audit.actor_id")
      .where("merchant_audit.merchant_id", merchantId)
      .select(
        "merchant_audit.id",
        "merchant_audit.action",
        "merchant_audit.subject_email",
        "merchant_audit.role_before",
        "merchant_audit.role_after",
        "merchant_audit.client_address",
        "merchant_audit.token_key",
        "merchant_audit.created_at",
        "users.email as actor_email",
      ),
    { table: "merchant_audit", time: "created_at", key: "id" },
    page,
  );
}

/** The same page for staff, of any merchant: 404 for an unknown one. */
export async function merchantTeamChanges(
  db: Knex,
  merchantId: string,
  page: { cursor?: string; limit: number },
): Promise<KeysetPage<TeamChangeRow>> {
  if (!(await db("merchants").where({ id: merchantId }).first("id"))) throw new NotFoundError("No such merchant.");
  return teamChanges(db, merchantId, page);
}
