import type Router from "@koa/router";
import type { AuthTokenRow } from "../../domain/accounts/auth-tokens-store";
import { accountActedFor, withoutMerchant } from "../../domain/accounts/members";
import { passwordMatches } from "../../domain/accounts/passwords";
import { matchesPendingSignup } from "../../domain/accounts/pending-signup-login";
import { issueToken, revokeToken } from "../../domain/accounts/tokens";
import { totpEnabled, verifySecondFactor } from "../../domain/accounts/two-factor";
import { publicUser, sessionResponse } from "../../domain/accounts/users";
import { findUserByEmail, type UserRow, updateOwnProfile } from "../../domain/accounts/users-store";
import { CredentialError, PermissionDeniedError } from "../../lib/errors";
import { secretBoxFor } from "../../lib/secrets-key";
import type { ApiDeps } from "../deps";
import { type AuthState, requireAuth } from "../middleware/authenticate";
import { requireRole } from "../middleware/roles";
import { anyScope, requireScope } from "../middleware/scopes";
import { parseInput } from "../middleware/validate";
import { loginSchema, updateMeSchema } from "./schemas";

/**
 * The signed-in person, with what their account shows of the merchant they act for (its profile and wallet
 * flags, its mode), their role and membership.
 */
function meView(state: AuthState) {
  const { person, member, role } = state;
  const user = role ? state.user : withoutMerchant(state.user);
  return {
    ...publicUser(person),
    account_type: user.account_type,
    profile_completed: user.profile_completed,
    has_wallet: user.has_wallet,
    totp_enabled: state.totpEnabled === true,
    role: role ?? null,
    merchant_id: member?.merchant_id ?? null,
  };
}

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
    ctx.body = sessionResponse(token, user, await accountActedFor(deps.db, user));
  });

  router.post("/api/auth/logout/", requireAuth, anyScope, requireRole("self"), async (ctx) => {
    await revokeToken(deps.db, (ctx.state.token as AuthTokenRow).id);
    ctx.status = 204;
  });

  router.get("/api/auth/me/", requireAuth, requireScope("read"), requireRole("self"), (ctx) => {
    ctx.body = meView(ctx.state as AuthState);
  });

  router.patch("/api/auth/me/", requireAuth, requireScope("session"), requireRole("self"), async (ctx) => {
    const changes = parseInput(updateMeSchema, ctx.request.body);
    const person = await updateOwnProfile(deps.db, (ctx.state.person as UserRow).id, changes);
    ctx.body = publicUser(person);
  });
}
