import type Router from "@koa/router";
import type { AuthTokenRow } from "../../domain/accounts/auth-tokens-store";
import { passwordMatches } from "../../domain/accounts/passwords";
import { matchesPendingSignup } from "../../domain/accounts/pending-signup-login";
import { issueToken, revokeToken } from "../../domain/accounts/tokens";
import { totpEnabled, verifySecondFactor } from "../../domain/accounts/two-factor";
import { publicUser, sessionResponse } from "../../domain/accounts/users";
import { findUserByEmail, type UserRow, updateOwnProfile } from "../../domain/accounts/users-store";
import { CredentialError, PermissionDeniedError } from "../../lib/errors";
import { secretBoxFor } from "../../lib/secrets-key";
import type { ApiDeps } from "../deps";
import { requireAuth } from "../middleware/authenticate";
import { anyScope, requireScope } from "../middleware/scopes";
import { parseInput } from "../middleware/validate";
import { loginSchema, updateMeSchema } from "./schemas";

export function sessionRoutes(router: Router, deps: ApiDeps): void {
  router.post("/api/auth/token/", async (ctx) => {
    const body = parseInput(loginSchema, ctx.request.body);
    const account = body.email.toLowerCase();
    const limiter = deps.limiters.login;
    await limiter.beginAttempt(account, ctx.ip);
    const user = await findUserByEmail(deps.db, body.email);
    // The same answer for an unknown address and a wrong password: no enumeration.
    const refused = () => new CredentialError("invalid_password", "No active account matches these credentials.");
    if (user && !user.email_verified_at) {
      // An address awaiting verification has no password yet, only its sign-ups' ones.
      if (!(await matchesPendingSignup(deps.db, user.id, body.password, deps.config.BCRYPT_COST))) throw refused();
      await limiter.succeeded(account, ctx.ip);
      throw new PermissionDeniedError("Verify the e-mail address before signing in.");
    }
    if (!(await passwordMatches(user?.password_hash, body.password, deps.config.BCRYPT_COST)) || !user?.is_active) {
      throw refused();
    }
    // Only once the password is right does the answer say whether two factors are on; wrong codes count as failures.
    const twoFactor = await totpEnabled(deps.db, user.id);
    if (twoFactor) await verifySecondFactor(deps.db, secretBoxFor(deps.config), user.id, body.otp);
    await limiter.succeeded(account, ctx.ip);
    const { token } = await issueToken(deps.db, user.id, "session", deps.config.SESSION_TOKEN_TTL_HOURS * 3_600_000);
    ctx.body = sessionResponse(token, user);
  });

  router.post("/api/auth/logout/", requireAuth, anyScope, async (ctx) => {
    await revokeToken(deps.db, (ctx.state.token as AuthTokenRow).id);
    ctx.status = 204;
  });

  router.get("/api/auth/me/", requireAuth, requireScope("read"), (ctx) => {
    ctx.body = { ...publicUser(ctx.state.user as UserRow), totp_enabled: ctx.state.totpEnabled === true };
  });

  router.patch("/api/auth/me/", requireAuth, requireScope("session"), async (ctx) => {
    const changes = parseInput(updateMeSchema, ctx.request.body);
    ctx.body = publicUser(await updateOwnProfile(deps.db, (ctx.state.user as UserRow).id, changes));
  });
}
