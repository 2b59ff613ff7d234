import type { Knex } from "knex";
import type { Role } from "./roles";
import type { UserRow } from "./users-store";

/** The one module that writes the `auth_tokens` table. */

export type TokenKind = "session" | "api";

/** One row of `auth_tokens`: only the SHA-256 of the token is stored. */
export interface AuthTokenRow {
  id: string;
  user_id: string;
  kind: TokenKind;
  token_key: string;
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
  /** An API token's scopes (the API scopes: domain/events/api-scopes.ts); a session token's row holds the default and is not read (scopes.ts). */
  scopes: string[];
}

const TOKEN_COLUMNS = [
  "id",
  "user_id",
  "kind",
  "token_key",
  "token_hash",
  "created_at",
  "expires_at",
  "last_used_at",
  "revoked_at",
  "scopes",
] as const;

const tokens = (db: Knex) => db<AuthTokenRow>("auth_tokens");

export async function insertToken(
  db: Knex,
  token: Pick<AuthTokenRow, "user_id" | "kind" | "token_key" | "token_hash" | "expires_at"> & { scopes?: string[] },
): Promise<AuthTokenRow> {
  const [row] = await tokens(db).insert(token).returning("*");
  return row as AuthTokenRow;
}

/** The holder's place in a merchant's team, as every authenticated request reads it. */
export interface TokenMembership {
  member: { id: string; merchant_id: string; user_id: string; role: Role; joined_at: Date } | undefined;
  /** The user whose account the merchant's data hangs from (merchants.user_id), when the holder is a member. */
  principalId: string | undefined;
  /** Whether the holder submitted a merchant profile (so has no business without a membership). */
  ownsMerchant: boolean;
}

/**
 * The token of this key with its holder, whether the holder signs in with two factors and their place in a
 * merchant's team, in one query (every authenticated request asks).
 */
export async function findTokenWithUser(
  db: Knex,
  tokenKey: string,
): Promise<({ token: AuthTokenRow; user: UserRow; totpEnabled: boolean } & TokenMembership) | undefined> {
  const row: Record<string, unknown> | undefined = await db("auth_tokens")
    .join("users", "users.id", "auth_tokens.user_id")
    .leftJoin("totp_credentials", "totp_credentials.user_id", "auth_tokens.user_id")
    .leftJoin("merchant_members as token_member", "token_member.user_id", "auth_tokens.user_id")
    .leftJoin("merchants as token_merchant", "token_merchant.id", "token_member.merchant_id")
    .select(
      "users.*",
      ...TOKEN_COLUMNS.map((column) => `auth_tokens.${column} as token_${column}`),
      db.raw("totp_credentials.enabled_at IS NOT NULL AS token_totp_enabled"),
      "token_member.id as token_member_id",
      "token_member.merchant_id as token_member_merchant_id",
      "token_member.role as token_member_role",
      "token_member.joined_at as token_member_joined_at",
      "token_merchant.user_id as token_principal_id",
      db.raw("EXISTS (SELECT 1 FROM merchants WHERE merchants.user_id = auth_tokens.user_id) AS token_owns_merchant"),
    )
    .where("auth_tokens.token_key", tokenKey)
    .first();
  if (!row) return undefined;
  const token: Record<string, unknown> = {};
  const user: Record<string, unknown> = { ...row };
  for (const column of TOKEN_COLUMNS) {
    token[column] = row[`token_${column}`];
    delete user[`token_${column}`];
  }
  for (const column of Object.keys(user)) if (column.startsWith("token_")) delete user[column];
  const member = row.token_member_id
    ? {
        id: row.token_member_id as string,
        merchant_id: row.token_member_merchant_id as string,
        user_id: row.token_user_id as string,
        role: row.token_member_role as Role,
        joined_at: row.token_member_joined_at as Date,
      }
    : undefined;
  return {
    token: token as unknown as AuthTokenRow,
    user: user as unknown as UserRow,
    totpEnabled: row.token_totp_enabled === true,
    member,
    principalId: (row.token_principal_id as string | null) ?? undefined,
    ownsMerchant: row.token_owns_merchant === true,
  };
}

/** Records a use unless one was recorded since `notBefore`: at most one write per token in that span. */
export async function markTokenUsed(db: Knex, id: string, notBefore?: Date): Promise<void> {
  await tokens(db)
    .where({ id })
    .modify((query) => {
      if (notBefore) query.where((recent) => recent.whereNull("last_used_at").orWhere("last_used_at", "<", notBefore));
    })
    .update({ last_used_at: new Date() });
}

export async function revokeTokenRow(db: Knex | Knex.Transaction, id: string): Promise<void> {
  await tokens(db).where({ id }).whereNull("revoked_at").update({ revoked_at: new Date() });
}

export async function revokeTokensOf(db: Knex | Knex.Transaction, userId: string): Promise<void> {
  await tokens(db).where({ user_id: userId }).whereNull("revoked_at").update({ revoked_at: new Date() });
}

/** A user's unrevoked API token of this key, live or expired. */
export async function findApiToken(db: Knex, userId: string, tokenKey: string): Promise<AuthTokenRow | undefined> {
  return tokens(db).where({ token_key: tokenKey, user_id: userId, kind: "api" }).whereNull("revoked_at").first();
}

/** One page of a user's live API tokens, newest first, after the token whose key is `cursor`. */
export async function liveApiTokens(
  db: Knex,
  userId: string,
  page: { cursor?: string; limit: number },
): Promise<{ results: AuthTokenRow[]; next: string | null }> {
  const rows = await tokens(db)
    .where({ user_id: userId, kind: "api" })
    .whereNull("revoked_at")
    .where("expires_at", ">", new Date())
    .modify((builder) => {
      // Keyset over (created_at, id), read from the cursor's own row so no timestamp precision is lost.
      if (page.cursor) {
        builder.whereRaw("(created_at, id) < (SELECT created_at, id FROM auth_tokens WHERE token_key = ? AND user_id = ?)", [
          page.cursor,
          userId,
        ]);
      }
    })
    .orderBy([
      { column: "created_at", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .limit(page.limit + 1);
  const results = rows.slice(0, page.limit);
  return { results, next: rows.length > page.limit ? results[results.length - 1]!.token_key : null };
}

/** Deletes tokens expired or revoked before `before`; answers how many. */
export async function deleteDeadTokens(db: Knex, before: Date): Promise<number> {
  return tokens(db)
    .where((query) => query.where("expires_at", "<", before).orWhere("revoked_at", "<", before))
    .delete();
}
