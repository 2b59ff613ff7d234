import type { Knex } from "knex";
import { NotFoundError, ValidationError } from "../../lib/errors";
import { type AuthTokenRow, findApiToken, liveApiTokens } from "./auth-tokens-store";
import { type IssuedToken, issueToken, revokeToken } from "./tokens";
import type { UserRow } from "./users-store";

export const API_TOKEN_DEFAULT_DAYS = 90;
export const API_TOKEN_MAX_DAYS = 365;
const DAY_MS = 24 * 3_600_000;

/**
 * A long-lived token for the merchant's own systems, limited to `scopes` and
 * living `expiresInDays` (90 by default); only once the merchant profile is complete.
 */
export async function issueApiToken(
  db: Knex,
  user: Pick<UserRow, "id" | "profile_completed">,
  options: { scopes: readonly string[]; expiresInDays?: number },
): Promise<IssuedToken> {
  if (!user.profile_completed) {
    throw new ValidationError({ merchant: "Submit the merchant profile before creating API tokens." });
  }
  if (options.scopes.length === 0) throw new ValidationError({ scopes: "Choose at least one scope." });
  return issueToken(db, user.id, "api", (options.expiresInDays ?? API_TOKEN_DEFAULT_DAYS) * DAY_MS, options.scopes);
}

/** One page of the user's live API tokens, newest first. */
export async function listApiTokens(
  db: Knex,
  userId: string,
  page: { cursor?: string; limit: number },
): Promise<{ results: AuthTokenRow[]; next: string | null }> {
  return liveApiTokens(db, userId, page);
}

/** Revokes one of the user's API tokens; another user's, or a revoked one, is a 404. */
export async function revokeApiToken(db: Knex, userId: string, tokenKey: string): Promise<void> {
  const token = await findApiToken(db, userId, tokenKey);
  if (!token) throw new NotFoundError("No such API token.");
  await revokeToken(db, token.id);
}
