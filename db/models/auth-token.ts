import { Model } from "objection";

export type TokenKind = "session" | "api";

export class AuthToken extends Model {
  static override tableName = "auth_tokens";

  id!: string;
  user_id!: string;
  kind!: TokenKind;
  token_key!: string;
  token_hash!: string;
  created_at!: Date;
  expires_at!: Date;
  last_used_at!: Date | null;
  revoked_at!: Date | null;
}
