import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { constantTimeEqual, randomUrlSafe, sha256Hex } from "../../lib/secrets";
import {
  type AuthTokenRow,
  findTokenWithUser,
  insertToken,
  revokeTokenRow,
  revokeTokensOf,
  type TokenKind,
  type TokenMembership,
} from "./auth-tokens-store";
import type { UserRow } from "./users-store";

const KEY_PREFIX: Record<TokenKind, string> = { session: "sk", api: "ak" };

/**
 * A token is `<token_key>.<secret>`: the key is a non-secret lookup prefix, the secret 32 random
 * bytes. Only the SHA-256 of the whole token is stored.
 */
export interface IssuedToken {
  token: string;
  record: AuthTokenRow;
}

/** A session token has every scope; an API token the `scopes` given (at least one: the table's check refuses none). */
export async function issueToken(db: Knex, userId: string, kind: "session", lifetimeMs: number): Promise<IssuedToken>;
export async function issueToken(
  db: Knex,
  userId: string,
  kind: "api",
  lifetimeMs: number,
  scopes: readonly string[],
): Promise<IssuedToken>;
export async function issueToken(
  db: Knex,
  userId: string,
  kind: TokenKind,
  lifetimeMs: number,
  scopes: readonly string[] = [],
): Promise<IssuedToken> {
  const tokenKey = `${KEY_PREFIX[kind]}_${randomBytes(8).toString("hex")}`;
  const token = `${tokenKey}.${randomUrlSafe(32)}`;
  const record = await insertToken(db, {
    user_id: userId,
    kind,
    token_key: tokenKey,
    token_hash: sha256Hex(token),
    expires_at: new Date(Date.now() + lifetimeMs),
    ...(kind === "api" ? { scopes: [...scopes] } : {}),
  });
  return { token, record };
}

/**
 * The live token record for a presented bearer token, with its holder (one query), or undefined
 * (unknown, forged, expired, revoked).
 */
export async function findLiveToken(
  db: Knex,
  presented: string,
): Promise<({ token: AuthTokenRow; user: UserRow; totpEnabled: boolean } & TokenMembership) | undefined> {
  const separator = presented.indexOf(".");
  if (separator <= 0 || presented.length > 256) return undefined;
  const found = await findTokenWithUser(db, presented.slice(0, separator));
  if (!found || !constantTimeEqual(found.token.token_hash, sha256Hex(presented))) return undefined;
  if (found.token.revoked_at || found.token.expires_at.getTime() <= Date.now()) return undefined;
  return found;
}

export async function revokeToken(db: Knex, tokenId: string): Promise<void> {
  await revokeTokenRow(db, tokenId);
}

export async function revokeAllTokens(db: Knex, userId: string): Promise<void> {
  await revokeTokensOf(db, userId);
}
