import type { Knex } from "knex";
import { NotFoundError } from "../../lib/errors";
import { type Actor, type MemberRow, OwnerOnlyError, whereLive } from "./members";
import type { Role } from "./roles";
import { recordTeamChange } from "./team-audit";

/**
 * A merchant's pending invitations: listed for owners and admins (never the code's digest), and cancelled, after
 * which the code is refused as any unknown code is. Only an owner cancels an invitation to the owner role, as
 * only an owner makes one.
 */

export interface PendingInvitation {
  id: string;
  email: string;
  role: Role;
  invited_by: string;
  created_at: Date;
  expires_at: Date;
}

/** The merchant's live invitations, newest first, each with the inviting member's e-mail. */
export function pendingInvitations(db: Knex, merchantId: string): Promise<PendingInvitation[]> {
  return db("merchant_invitations")
    .join("users", "users.id", "merchant_invitations.invited_by")
    .where("merchant_invitations.merchant_id", merchantId)
    .modify(whereLive)
    .select(
      "merchant_invitations.id",
      "merchant_invitations.email",
      "merchant_invitations.role",
      "users.email as invited_by",
      "merchant_invitations.created_at",
      "merchant_invitations.expires_at",
    )
    .orderBy([
      { column: "merchant_invitations.created_at", order: "desc" },
      { column: "merchant_invitations.id", order: "desc" },
    ]);
}

/** Cancels the live invitation `id` of the actor's merchant; any other id (another merchant's, used, cancelled) is 404. */
export async function cancelInvitation(db: Knex, actor: Actor & { member: MemberRow }, id: string): Promise<void> {
  await db.transaction(async (trx) => {
    const invitation: { email: string; role: Role } | undefined = await trx("merchant_invitations")
      .where({ id, merchant_id: actor.member.merchant_id })
      .modify(whereLive)
      .forUpdate()
      .first("email", "role");
    if (!invitation) throw new NotFoundError("No such pending invitation.");
    if (invitation.role === "owner" && actor.member.role !== "owner") throw new OwnerOnlyError();
    await trx("merchant_invitations").where({ id }).update({ cancelled_at: trx.fn.now() });
    await recordTeamChange(trx, {
      merchantId: actor.member.merchant_id,
      actorId: actor.user.id,
      action: "invitation.cancelled",
      subjectEmail: invitation.email,
      roleBefore: invitation.role,
      clientAddress: actor.address,
    });
  });
}
