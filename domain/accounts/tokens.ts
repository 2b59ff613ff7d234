import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { AuthToken, type TokenKind } from "../../db/models/auth-token";
import type { User } from "../../db/models/user";
import { constantTimeEqual, randomUrlSafe, sha256Hex } from "../../lib/secrets";

const KEY_PREFIX: Record<TokenKind, string> = { session: "sk", api: "ak" };

/**
 * A token is `<token_key>.<secret>`: the key is a non-secret lookup prefix, the secret 32 random
 * bytes. Only the SHA-256 of the whole token is stored.
 */
export interface IssuedToken {
  token: string;
  record: AuthToken;
}

export async function issueToken(db: Knex, userId: string, kind: TokenKind, lifetimeMs: number): Promise<IssuedToken> {
  const tokenKey = `${KEY_PREFIX[kind]}_${randomBytes(8).toString("hex")}`;
  const token = `${tokenKey}.${randomUrlSafe(32)}`;
  const record = await AuthToken.query(db).insertAndFetch({
    user_id: userId,
    kind,
    token_key: tokenKey,
    token_hash: sha256Hex(token),
    expires_at: new Date(Date.now() + lifetimeMs),
  });
  return { token, record };
}

/**
 * The live token record for a presented bearer token, with its `user` (one query), or undefined
 * (unknown, forged, expired, revoked).
 */
export async function findLiveToken(db: Knex, presented: string): Promise<(AuthToken & { user: User }) | undefined> {
  const separator = presented.indexOf(".");
  if (separator <= 0 || presented.length > 256) return undefined;
  const record = await AuthToken.query(db)
    .withGraphJoined("user")
    .findOne({ "auth_tokens.token_key": presented.slice(0, separator) });
  if (!record || !constantTimeEqual(record.token_hash, sha256Hex(presented))) return undefined;
  if (record.revoked_at || record.expires_at.getTime() <= Date.now() || !record.user) return undefined;
  return record as AuthToken & { user: User };
}

export async function revokeToken(db: Knex, tokenId: string): Promise<void> {
  await AuthToken.query(db).patch({ revoked_at: new Date() }).where({ id: tokenId }).whereNull("revoked_at");
}

export async function revokeAllTokens(db: Knex, userId: string): Promise<void> {
  await AuthToken.query(db).patch({ revoked_at: new Date() }).where({ user_id: userId }).whereNull("revoked_at");
}
