import type { Knex } from "knex";
import { AppError, NotFoundError, ValidationError } from "../../lib/errors";
import type { Mailer } from "../../lib/mailer";
import type { SecretBox } from "../../lib/secret-box";
import { constantTimeEqual, randomDigits } from "../../lib/secrets";
import { revokeTokensOf } from "./auth-tokens-store";
import type { Role } from "./roles";
import { recordTeamChange } from "./team-audit";
import type { UserRow } from "./users-store";

/**
 * A merchant's team: the one module that writes `merchant_members`, and `merchant_invitations` but for a
 * cancel (invitations.ts). A user belongs to one merchant at most; whoever submitted the profile is its first
 * owner (merchant-profile.ts adds the row). An owner or admin invites by e-mail: a 6-digit code, valid 72 h,
 * kept as an HMAC under the server key, five wrong tries and it is dead. Only an owner makes, changes or removes
 * an owner, and the last owner stays. Removing a member revokes every token of theirs in the same transaction:
 * their sessions and API tokens stop at once. Every change is recorded in team-audit.ts, in its own transaction.
 */

export const INVITATION_LIFETIME_MS = 72 * 3_600_000;
export const INVITATION_MAX_ATTEMPTS = 5;

export interface MemberRow {
  id: string;
  merchant_id: string;
  user_id: string;
  role: Role;
  joined_at: Date;
}

/** A member as the team list shows it. */
export interface MemberListing extends MemberRow {
  email: string;
  two_factor: boolean;
  last_seen_at: Date | null;
}

/** Who acts: the signed-in person and their membership (undefined: a user with no merchant yet), and from where. */
export interface Actor {
  user: Pick<UserRow, "id" | "email">;
  member: MemberRow | undefined;
  /** The request's client address (`ctx.ip`), recorded with every team change. */
  address: string;
}

type Executor = Knex | Knex.Transaction;

export class LastOwnerError extends AppError {
  constructor() {
    super(409, "last_owner", "A merchant keeps at least one owner: make another member owner first.");
  }
}

export class AlreadyMemberError extends AppError {
  constructor() {
    super(409, "already_member", "This account already belongs to a merchant's team.");
  }
}

/** Only an owner makes, changes or removes an owner (an admin does everything else). */
export class OwnerOnlyError extends AppError {
  constructor(message = "Only an owner makes, changes or removes an owner.") {
    super(403, "insufficient_role", message, { role_needed: "owner" });
  }
}

export function membershipOf(db: Executor, userId: string): Promise<MemberRow | undefined> {
  return db<MemberRow>("merchant_members").where({ user_id: userId }).first();
}

/**
 * The account a member acts for: the user whose profile made their merchant (merchants.user_id); the user
 * themself when they belong to no team or made the merchant. Someone removed from the merchant their profile
 * made acts for none: their account is shown as one without a profile, which may join a team.
 */
export async function accountActedFor(db: Executor, user: UserRow): Promise<UserRow> {
  const principal: UserRow | undefined = await db("merchant_members as m")
    .join("merchants", "merchants.id", "m.merchant_id")
    .join("users", "users.id", "merchants.user_id")
    .where("m.user_id", user.id)
    .first("users.*");
  if (principal) return principal;
  return (await db("merchants").where({ user_id: user.id }).first("id")) ? withoutMerchant(user) : user;
}

/** How the account of someone removed from the merchant their profile made is shown: as one with no profile yet. */
export const withoutMerchant = (user: UserRow): UserRow => ({ ...user, profile_completed: false, has_wallet: false });

/** The first owner of a new merchant (in the transaction that creates it). */
export async function addFirstOwner(trx: Knex.Transaction, merchantId: string, userId: string): Promise<void> {
  await trx("merchant_members").insert({ merchant_id: merchantId, user_id: userId, role: "owner" });
}

/** The team, owners first, then by when they joined. */
export async function listMembers(db: Knex, merchantId: string): Promise<MemberListing[]> {
  return db("merchant_members as m")
    .join("users as u", "u.id", "m.user_id")
    .leftJoin("totp_credentials as t", "t.user_id", "m.user_id")
    .where("m.merchant_id", merchantId)
    .select(
      "m.*",
      "u.email",
      db.raw("t.enabled_at IS NOT NULL AS two_factor"),
      db.raw("(SELECT max(last_used_at) FROM auth_tokens WHERE auth_tokens.user_id = m.user_id) AS last_seen_at"),
    )
    .orderByRaw("(m.role = 'owner') DESC, m.joined_at, m.id");
}

/** Invitations whose code may still be accepted: not accepted, not cancelled, not expired, not dead of wrong tries. */
export function whereLive(builder: Knex.QueryBuilder): void {
  builder
    .whereNull("merchant_invitations.accepted_at")
    .whereNull("merchant_invitations.cancelled_at")
    .whereRaw("merchant_invitations.expires_at > now()")
    .where("merchant_invitations.attempts", "<", INVITATION_MAX_ATTEMPTS);
}

const codeDigest = (box: SecretBox, email: string, code: string) =>
  box.digest("invitation-code", `${email.toLowerCase()}:${code}`);

function invitationMail(to: string, merchantName: string, role: Role, code: string) {
  return {
    to,
    subject: `You are invited to ${merchantName}'s team`,
    text: [
      `You are invited to join ${merchantName} as ${role}.`,
      "",
      `Your invitation code: ${code}`,
      "",
      "It is valid for 72 hours. Sign in with this e-mail address (sign up first if you have no account), open",
      "Team in the console and enter the code, or POST it to /api/organization/invitations/accept/.",
      "If you did not expect this, ignore this message.",
    ].join("\n"),
  };
}

/** Invites `email` as `role`; an admin cannot invite an owner. The code goes by mail only. */
export async function inviteMember(
  deps: { db: Knex; box: SecretBox; mailer: Mailer },
  actor: Actor & { member: MemberRow },
  invitation: { email: string; role: Role },
): Promise<{ email: string; role: Role; expires_at: Date }> {
  if (invitation.role === "owner" && actor.member.role !== "owner") throw new OwnerOnlyError();
  const { db } = deps;
  const existing = await db("users as u")
    .join("merchant_members as m", "m.user_id", "u.id")
    .whereRaw("lower(u.email) = lower(?)", [invitation.email])
    .first("m.merchant_id");
  if (existing) throw new AlreadyMemberError();
  const code = randomDigits(6);
  const expiresAt = new Date(Date.now() + INVITATION_LIFETIME_MS);
  const merchant = await db("merchants").where({ id: actor.member.merchant_id }).first("name");
  await db.transaction(async (trx) => {
    // A new invitation of the same address to the same merchant replaces the earlier one.
    await trx("merchant_invitations")
      .where({ merchant_id: actor.member.merchant_id })
      .whereRaw("lower(email) = lower(?)", [invitation.email])
      .whereNull("accepted_at")
      .update({ expires_at: trx.fn.now() });
    await trx("merchant_invitations").insert({
      merchant_id: actor.member.merchant_id,
      email: invitation.email,
      role: invitation.role,
      code_hash: codeDigest(deps.box, invitation.email, code),
      invited_by: actor.user.id,
      expires_at: expiresAt,
    });
    await recordTeamChange(trx, {
      merchantId: actor.member.merchant_id,
      actorId: actor.user.id,
      action: "invitation.created",
      subjectEmail: invitation.email,
      roleAfter: invitation.role,
      clientAddress: actor.address,
    });
  });
  await deps.mailer.send(invitationMail(invitation.email, merchant?.name ?? "a merchant", invitation.role, code));
  return { email: invitation.email, role: invitation.role, expires_at: expiresAt };
}

const invalidCode = () => new ValidationError({ code: "Invalid or expired invitation code." });

/**
 * The signed-in user joins the merchant whose live invitation to their address carries `code` (compared in
 * constant time); a wrong code counts against every live invitation of the address. 409 already_member when
 * the user belongs to a merchant already (their own included); one removed from the merchant their profile made
 * belongs to none and may join another.
 */
export async function acceptInvitation(
  db: Knex,
  box: SecretBox,
  user: Pick<UserRow, "id" | "email">,
  code: string,
  clientAddress: string,
): Promise<MemberRow> {
  if (await membershipOf(db, user.id)) throw new AlreadyMemberError();
  return db
    .transaction(async (trx) => {
      const live: { id: string; merchant_id: string; role: Role; code_hash: string }[] = await trx("merchant_invitations")
        .whereRaw("lower(email) = lower(?)", [user.email])
        .modify(whereLive)
        .orderBy("created_at", "desc")
        .forUpdate();
      const digest = codeDigest(box, user.email, code);
      let match: { id: string; merchant_id: string; role: Role } | undefined;
      for (const invitation of live) if (constantTimeEqual(invitation.code_hash, digest) && !match) match = invitation;
      if (!match) {
        if (live.length > 0) {
          await trx("merchant_invitations")
            .whereIn(
              "id",
              live.map(({ id }) => id),
            )
            .increment("attempts", 1);
        }
        return { refused: true as const };
      }
      await trx("merchant_invitations").where({ id: match.id }).update({ accepted_at: trx.fn.now() });
      const [member] = await trx("merchant_members")
        .insert({ merchant_id: match.merchant_id, user_id: user.id, role: match.role })
        .onConflict("user_id")
        .ignore()
        .returning("*");
      if (!member) throw new AlreadyMemberError();
      await recordTeamChange(trx, {
        merchantId: match.merchant_id,
        actorId: user.id,
        action: "member.joined",
        subjectEmail: user.email,
        roleAfter: match.role,
        clientAddress,
      });
      return { refused: false as const, member: member as MemberRow };
    })
    .then((outcome) => {
      // The wrong try's count is committed before the refusal is answered.
      if (outcome.refused) throw invalidCode();
      return outcome.member;
    });
}

/**
 * The member `id` of the actor's merchant with their e-mail, locked with every owner of it (so two demotions
 * cannot both pass).
 */
async function lockedTarget(trx: Knex.Transaction, merchantId: string, id: string) {
  const team: MemberRow[] = await trx("merchant_members").where({ merchant_id: merchantId }).orderBy("id").forUpdate();
  const target = team.find((member) => member.id === id);
  if (!target) throw new NotFoundError("No such member.");
  const { email } = await trx("users").where({ id: target.user_id }).first("email");
  return { target, email: email as string, owners: team.filter((member) => member.role === "owner").length };
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Changes a member's role: only an owner touches an owner's role or makes one; the last owner stays owner. */
export async function changeMemberRole(
  db: Knex,
  actor: Actor & { member: MemberRow },
  id: string,
  role: Role,
): Promise<MemberRow> {
  if (!isUuid(id)) throw new NotFoundError("No such member.");
  return db.transaction(async (trx) => {
    const { target, email, owners } = await lockedTarget(trx, actor.member.merchant_id, id);
    if ((target.role === "owner" || role === "owner") && actor.member.role !== "owner") throw new OwnerOnlyError();
    if (target.role === "owner" && role !== "owner" && owners <= 1) throw new LastOwnerError();
    const [changed] = await trx("merchant_members").where({ id }).update({ role }).returning("*");
    await recordTeamChange(trx, {
      merchantId: actor.member.merchant_id,
      actorId: actor.user.id,
      action: "member.role_changed",
      subjectEmail: email,
      roleBefore: target.role,
      roleAfter: role,
      clientAddress: actor.address,
    });
    return changed as MemberRow;
  });
}

/**
 * Removes a member and, in the same transaction, revokes every token of theirs: their sessions and API tokens
 * stop at once. Only an owner removes an owner; the last owner stays.
 */
export async function removeMember(db: Knex, actor: Actor & { member: MemberRow }, id: string): Promise<void> {
  if (!isUuid(id)) throw new NotFoundError("No such member.");
  await db.transaction(async (trx) => {
    const { target, email, owners } = await lockedTarget(trx, actor.member.merchant_id, id);
    if (target.role === "owner" && actor.member.role !== "owner") throw new OwnerOnlyError();
    if (target.role === "owner" && owners <= 1) throw new LastOwnerError();
    await trx("merchant_members").where({ id }).delete();
    await revokeTokensOf(trx, target.user_id);
    await recordTeamChange(trx, {
      merchantId: actor.member.merchant_id,
      actorId: actor.user.id,
      action: "member.removed",
      subjectEmail: email,
      roleBefore: target.role,
      clientAddress: actor.address,
    });
  });
}
