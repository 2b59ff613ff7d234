import type Router from "@koa/router";
import type { AuthToken } from "../../db/models/auth-token";
import type { User } from "../../db/models/user";
import { passwordMatches } from "../../domain/accounts/passwords";
import { issueToken, revokeToken } from "../../domain/accounts/tokens";
import { findUserByEmail, sessionResponse } from "../../domain/accounts/users";
import { AuthenticationError, PermissionDeniedError } from "../../lib/errors";
import type { ApiDeps } from "../deps";
import { requireAuth } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import { loginSchema, updateMeSchema } from "./schemas";

export function sessionRoutes(router: Router, deps: ApiDeps): void {
  router.post("/api/auth/token/", async (ctx) => {
    const body = parseInput(loginSchema, ctx.request.body);
    const account = body.email.toLowerCase();
    const limiter = deps.limiters.login;
    await limiter.assertAllowed(account, ctx.ip);
    const user = await findUserByEmail(deps.db, body.email);
    if (!(await passwordMatches(user, body.password, deps.config.BCRYPT_COST)) || !user?.is_active) {
      await limiter.recordFailure(account, ctx.ip);
      throw new AuthenticationError("No active account matches these credentials.");
    }
    await limiter.forgetAccount(account);
    if (!user.email_verified_at) throw new PermissionDeniedError("Verify the e-mail address before signing in.");
    const { token } = await issueToken(deps.db, user.id, "session", deps.config.SESSION_TOKEN_TTL_HOURS * 3_600_000);
    ctx.body = sessionResponse(token, user);
  });

  router.post("/api/auth/logout/", requireAuth, async (ctx) => {
    await revokeToken(deps.db, (ctx.state.token as AuthToken).id);
    ctx.status = 204;
  });

  router.get("/api/auth/me/", requireAuth, (ctx) => {
    ctx.body = (ctx.state.user as User).toApi();
  });

  router.patch("/api/auth/me/", requireAuth, async (ctx) => {
    const changes = parseInput(updateMeSchema, ctx.request.body);
    const user = ctx.state.user as User;
    const updated = await user.$query(deps.db).patchAndFetch({ ...changes, updated_at: new Date() });
    ctx.body = updated.toApi();
  });
}
