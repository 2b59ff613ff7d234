import type { Knex } from "knex";
import { type KeysetPage, newestFirstPage } from "../../db/keyset";
import { NotFoundError } from "../../lib/errors";
import { revokeTokenRow } from "./auth-tokens-store";
import { type Actor, type MemberRow, OwnerOnlyError } from "./members";
import type { Role } from "./roles";
import { recordTeamChange } from "./team-audit";

/**
 * The API tokens of a merchant's members, for its owners and admins: listed (never the secret or its hash) and
 * revoked, each revocation recorded in the team's audit. A token is found through its creator's membership, so
 * another merchant's token, or a token whose creator left, is not the merchant's.
 */

export interface TeamApiToken {
  id: string;
  token_key: string;
  scopes: string[];
  created_at: Date;
  expires_at: Date;
  last_used_at: Date | null;
  member_id: string;
  member_email: string;
}

const ofMerchant = (db: Knex | Knex.Transaction, merchantId: string) =>
  db("auth_tokens")
    .join("merchant_members as m", "m.user_id", "auth_tokens.user_id")
    .join("users", "users.id", "auth_tokens.user_id")
    .where({ "m.merchant_id": merchantId, "auth_tokens.kind": "api" })
    .whereNull("auth_tokens.revoked_at");

/** One page of the merchant's live API tokens, newest first, each with its creator. */
export async function teamApiTokens(
  db: Knex,
  merchantId: string,
  page: { cursor?: string; limit: number },
): Promise<KeysetPage<TeamApiToken>> {
  return newestFirstPage<TeamApiToken>(
    ofMerchant(db, merchantId)
      .where("auth_tokens.expires_at", ">", db.fn.now())
      .select(
        "auth_tokens.id",
        "auth_tokens.token_key",
        "auth_tokens.scopes",
        "auth_tokens.created_at",
        "auth_tokens.expires_at",
        "auth_tokens.last_used_at",
        "m.id as member_id",
        "users.email as member_email",
      ),
    { table: "auth_tokens", time: "created_at", key: "id" },
    page,
  );
}

/**
 * Revokes the unrevoked API token `tokenKey` of one of the actor's merchant's members; any other is a 404. An owner's
 * token only an owner revokes, as only an owner removes an owner: an admin cannot cut the owners' integrations.
 */
export async function revokeTeamApiToken(db: Knex, actor: Actor & { member: MemberRow }, tokenKey: string): Promise<void> {
  await db.transaction(async (trx) => {
    const token: { id: string; member_email: string; member_role: Role } | undefined = await ofMerchant(
      trx,
      actor.member.merchant_id,
    )
      .where("auth_tokens.token_key", tokenKey)
      .forUpdate("auth_tokens")
      .first("auth_tokens.id", "users.email as member_email", "m.role as member_role");
    if (!token) throw new NotFoundError("No such API token.");
    if (token.member_role === "owner" && actor.member.role !== "owner") {
      throw new OwnerOnlyError("Only an owner revokes an owner's API token.");
    }
    await revokeTokenRow(trx, token.id);
    await recordTeamChange(trx, {
      merchantId: actor.member.merchant_id,
      actorId: actor.user.id,
      action: "api_token.revoked",
      subjectEmail: token.member_email,
      clientAddress: actor.address,
      tokenKey,
    });
  });
}
