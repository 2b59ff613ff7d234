import type Router from "@koa/router";
import { AuthToken } from "../../db/models/auth-token";
import type { User } from "../../db/models/user";
import { passwordMatches } from "../../domain/accounts/passwords";
import { issueToken, revokeToken } from "../../domain/accounts/tokens";
import { NotFoundError, ValidationError } from "../../lib/errors";
import type { ApiDeps } from "../deps";
import { requireAuth } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import { apiTokenListSchema, passwordOnlySchema } from "./schemas";

export const API_TOKEN_LIFETIME_MS = 90 * 24 * 3_600_000;

const listed = (token: AuthToken) => ({
  token_key: token.token_key,
  created_at: token.created_at.toISOString(),
  expiry: token.expires_at.toISOString(),
  last_used_at: token.last_used_at?.toISOString() ?? null,
});

export function apiTokenRoutes(router: Router, deps: ApiDeps): void {
  router.post("/api/auth/login-tokens/", requireAuth, async (ctx) => {
    const { password } = parseInput(passwordOnlySchema, ctx.request.body);
    const user = ctx.state.user as User;
    const account = user.email.toLowerCase();
    await deps.limiters.api_token.take({ account: user.id, address: ctx.ip });
    await deps.limiters.login.beginAttempt(account, ctx.ip);
    if (!(await passwordMatches(user.password_hash, password, deps.config.BCRYPT_COST))) {
      throw new ValidationError({ password: "Incorrect password." });
    }
    await deps.limiters.login.succeeded(account, ctx.ip);
    if (!user.profile_completed) {
      throw new ValidationError({ merchant: "Submit the merchant profile before creating API tokens." });
    }
    const { token, record } = await issueToken(deps.db, user.id, "api", API_TOKEN_LIFETIME_MS);
    ctx.status = 201;
    ctx.body = { token, token_key: record.token_key, expiry: record.expires_at.toISOString() };
  });

  router.get("/api/auth/login-tokens/", requireAuth, async (ctx) => {
    const query = parseInput(apiTokenListSchema, ctx.query);
    const userId = (ctx.state.user as User).id;
    const tokens = await AuthToken.query(deps.db)
      .where({ user_id: userId, kind: "api" })
      .whereNull("revoked_at")
      .where("expires_at", ">", new Date())
      .modify((builder) => {
        // Keyset over (created_at, id), read from the cursor's own row so no timestamp precision is lost.
        if (query.cursor) {
          builder.whereRaw("(created_at, id) < (SELECT created_at, id FROM auth_tokens WHERE token_key = ? AND user_id = ?)", [
            query.cursor,
            userId,
          ]);
        }
      })
      .orderBy([
        { column: "created_at", order: "desc" },
        { column: "id", order: "desc" },
      ])
      .limit(query.limit + 1);
    const page = tokens.slice(0, query.limit);
    ctx.body = { results: page.map(listed), next: tokens.length > query.limit ? page[page.length - 1]!.token_key : null };
  });

  router.delete("/api/auth/login-tokens/:token_key/", requireAuth, async (ctx) => {
    const token = await AuthToken.query(deps.db)
      .findOne({ token_key: ctx.params.token_key, user_id: (ctx.state.user as User).id, kind: "api" })
      .whereNull("revoked_at");
    if (!token) throw new NotFoundError("No such API token.");
    await revokeToken(deps.db, token.id);
    ctx.status = 204;
  });
}
