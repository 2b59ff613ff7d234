import type { Knex } from "knex";
import { SIGNUP_LIFETIME_MS } from "./signups";

/** Dead one-time codes are kept this long for inspection, then deleted. */
export const DEAD_CODE_RETENTION_MS = 24 * 3_600_000;

/**
 * What unauthenticated callers can make the accounts tables grow with: expired pending sign-ups, the
 * never-verified accounts they leave behind, and dead one-time codes. Returns the deleted row counts.
 */
export async function purgeAbandonedSignups(db: Knex) {
  const signups = await db("signups").where("expires_at", "<", db.fn.now()).delete();
  const accounts = await db("users")
    .whereNull("email_verified_at")
    .where({ is_staff: false })
    .where("created_at", "<", new Date(Date.now() - SIGNUP_LIFETIME_MS))
    .whereNotExists((query) => query.select(db.raw("1")).from("signups").whereRaw("signups.user_id = users.id"))
    .whereNotExists((query) => query.select(db.raw("1")).from("merchants").whereRaw("merchants.user_id = users.id"))
    .delete();
  const codes = await db("one_time_codes")
    .where("expires_at", "<", new Date(Date.now() - DEAD_CODE_RETENTION_MS))
    .delete();
  return { signups, accounts, codes };
}

/** Expired or revoked tokens are kept this long (for the owner's token list and audit), then deleted. */
export const DEAD_TOKEN_RETENTION_MS = 30 * 24 * 3_600_000;

/** Every sign-in writes a session token row; dead ones must not pile up. Returns how many were deleted. */
export async function purgeDeadTokens(db: Knex): Promise<number> {
  const before = new Date(Date.now() - DEAD_TOKEN_RETENTION_MS);
  return db("auth_tokens")
    .where((query) => query.where("expires_at", "<", before).orWhere("revoked_at", "<", before))
    .delete();
}
