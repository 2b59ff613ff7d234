import type { Knex } from "knex";
import { deleteDeadTokens } from "./auth-tokens-store";
import { deleteCodesExpiredBefore } from "./otp";
import { deleteExpiredSignups, SIGNUP_LIFETIME_MS } from "./signups";
import { deleteAbandonedAccounts } from "./users-store";

/** Dead one-time codes are kept this long for inspection, then deleted. */
export const DEAD_CODE_RETENTION_MS = 24 * 3_600_000;

/**
 * What unauthenticated callers can make the accounts tables grow with: expired pending sign-ups, the
 * never-verified accounts they leave behind, and dead one-time codes. Returns the deleted row counts.
 */
export async function purgeAbandonedSignups(db: Knex) {
  const signups = await deleteExpiredSignups(db);
  const accounts = await deleteAbandonedAccounts(db, new Date(Date.now() - SIGNUP_LIFETIME_MS));
  const codes = await deleteCodesExpiredBefore(db, new Date(Date.now() - DEAD_CODE_RETENTION_MS));
  return { signups, accounts, codes };
}

/** Expired or revoked tokens are kept this long (for the owner's token list and audit), then deleted. */
export const DEAD_TOKEN_RETENTION_MS = 30 * 24 * 3_600_000;

/** Every sign-in writes a session token row; dead ones must not pile up. Returns how many were deleted. */
export async function purgeDeadTokens(db: Knex): Promise<number> {
  return deleteDeadTokens(db, new Date(Date.now() - DEAD_TOKEN_RETENTION_MS));
}
