import type Router from "@koa/router";
import { issueApiToken, listApiTokens, revokeApiToken } from "../../domain/accounts/api-tokens";
import type { AuthTokenRow } from "../../domain/accounts/auth-tokens-store";
import { passwordMatches } from "../../domain/accounts/passwords";
import type { UserRow } from "../../domain/accounts/users-store";
import { API_SCOPES, normalizedScopes } from "../../domain/events/api-scopes";
import { CredentialError } from "../../lib/errors";
import type { ApiDeps } from "../deps";
import { requireAuth } from "../middleware/authenticate";
import { requireRole } from "../middleware/roles";
import { requireScope } from "../middleware/scopes";
import { parseInput } from "../middleware/validate";
import { apiTokenCreateSchema, apiTokenListSchema } from "./schemas";

const listed = (token: AuthTokenRow) => ({
  token_key: token.token_key,
  scopes: token.scopes,
  created_at: token.created_at.toISOString(),
  expiry: token.expires_at.toISOString(),
  last_used_at: token.last_used_at?.toISOString() ?? null,
});

export function apiTokenRoutes(router: Router, deps: ApiDeps): void {
  router.post("/api/auth/login-tokens/", requireAuth, requireScope("session"), requireRole("api_tokens"), async (ctx) => {
    const { password, scopes, expires_in_days } = parseInput(apiTokenCreateSchema, ctx.request.body);
    const user = ctx.state.person as UserRow;
    const account = user.email.toLowerCase();
    await deps.limiters.api_token.take({ account: user.id, address: ctx.ip });
    await deps.limiters.login.beginAttempt(account, ctx.ip);
    if (!(await passwordMatches(user.password_hash, password, deps.config.BCRYPT_COST))) {
      throw new CredentialError("invalid_password", "The password is not right.");
    }
    await deps.limiters.login.succeeded(account, ctx.ip);
    // The token is the member's (it stops when they leave); the profile is the merchant account's.
    const creator = { id: user.id, profile_completed: (ctx.state.user as UserRow).profile_completed };
    const { token, record } = await issueApiToken(deps.db, creator, {
      scopes: normalizedScopes(scopes ?? API_SCOPES),
      expiresInDays: expires_in_days,
    });
    ctx.status = 201;
    ctx.body = { token, token_key: record.token_key, scopes: record.scopes, expiry: record.expires_at.toISOString() };
  });

  router.get("/api/auth/login-tokens/", requireAuth, requireScope("session"), requireRole("api_tokens"), async (ctx) => {
    const query = parseInput(apiTokenListSchema, ctx.query);
    const { results, next } = await listApiTokens(deps.db, (ctx.state.person as UserRow).id, query);
    ctx.body = { results: results.map(listed), next };
  });

  router.delete(
    "/api/auth/login-tokens/:token_key/",
    requireAuth,
    requireScope("session"),
    requireRole("api_tokens"),
    async (ctx) => {
      await revokeApiToken(deps.db, (ctx.state.person as UserRow).id, ctx.params.token_key!);
      ctx.status = 204;
    },
  );
}
