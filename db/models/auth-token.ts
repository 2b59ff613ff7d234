import { Model, type RelationMappings } from "objection";
import { User } from "./user";

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
  /** The token's holder, when fetched with it (withGraphJoined("user")). */
  user?: User;

  static override relationMappings: RelationMappings = {
    user: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: "auth_tokens.user_id", to: "users.id" },
    },
  };
}
