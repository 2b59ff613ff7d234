import type Router from "@koa/router";
import { AuthToken } from "../../db/models/auth-token";
import type { User } from "../../db/models/user";
import { passwordMatches } from "../../domain/accounts/passwords";
import { issueToken, revokeToken } from "../../domain/accounts/tokens";
import { NotFoundError, ValidationError } from "../../lib/errors";
import type { ApiDeps } from "../deps";
import { requireAuth } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import { passwordOnlySchema } from "./schemas";

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
    await deps.limiters.login.assertAllowed(account, ctx.ip);
    if (!(await passwordMatches(user, password, deps.config.BCRYPT_COST))) {
      await deps.limiters.login.recordFailure(account, ctx.ip);
      throw new ValidationError({ password: "Incorrect password." });
    }
    if (!user.profile_completed) {
      throw new ValidationError({ merchant: "Submit the merchant profile before creating API tokens." });
    }
    const { token, record } = await issueToken(deps.db, user.id, "api", API_TOKEN_LIFETIME_MS);
    ctx.status = 201;
    ctx.body = { token, token_key: record.token_key, expiry: record.expires_at.toISOString() };
  });

  router.get("/api/auth/login-tokens/", requireAuth, async (ctx) => {
    const tokens = await AuthToken.query(deps.db)
      .where({ user_id: (ctx.state.user as User).id, kind: "api" })
      .whereNull("revoked_at")
      .where("expires_at", ">", new Date())
      .orderBy("created_at", "desc");
    ctx.body = { results: tokens.map(listed) };
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
