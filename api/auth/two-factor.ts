import type Router from "@koa/router";
import { passwordMatches } from "../../domain/accounts/passwords";
import { beginTotpEnrolment, confirmTotpEnrolment } from "../../domain/accounts/two-factor";
import type { UserRow } from "../../domain/accounts/users-store";
import { CredentialError } from "../../lib/errors";
import { secretBoxFor } from "../../lib/secrets-key";
import type { ApiDeps } from "../deps";
import { requireAuth } from "../middleware/authenticate";
import { requireRole } from "../middleware/roles";
import { requireScope } from "../middleware/scopes";
import { parseInput } from "../middleware/validate";
import { totpConfirmSchema, totpEnrolSchema } from "./schemas";

const enabledMail = {
  subject: "Two-factor sign-in is on",
  text:
    "Two-factor sign-in was turned on for your account: signing in now takes a code of your authenticator app, or one of your recovery codes. " +
    "If you did not do this, reset your password at once and contact support.",
};

/**
 * Two-factor enrolment, with a session token only. Neither route is staff-only, so a staff member whom
 * STAFF_REQUIRE_TOTP keeps out of the staff routes can still enrol.
 */
export function twoFactorRoutes(router: Router, deps: ApiDeps): void {
  router.post("/api/auth/totp/", requireAuth, requireScope("session"), requireRole("self"), async (ctx) => {
    const { password } = parseInput(totpEnrolSchema, ctx.request.body);
    const user = ctx.state.person as UserRow;
    const account = user.email.toLowerCase();
    await deps.limiters.login.beginAttempt(account, ctx.ip);
    if (password === undefined || !(await passwordMatches(user.password_hash, password, deps.config.BCRYPT_COST))) {
      throw new CredentialError("invalid_password", "The password is not right.");
    }
    await deps.limiters.login.succeeded(account, ctx.ip);
    ctx.body = await beginTotpEnrolment(deps.db, secretBoxFor(deps.config), user);
  });

  router.post("/api/auth/totp/confirm/", requireAuth, requireScope("session"), requireRole("self"), async (ctx) => {
    const { otp } = parseInput(totpConfirmSchema, ctx.request.body);
    const user = ctx.state.person as UserRow;
    if (otp === undefined || otp === "")
      throw new CredentialError("otp_required", "Send `otp`, a code of the authenticator app.");
    // Wrong codes count like wrong passwords, per account and per address.
    const account = `totp:${user.id}`;
    await deps.limiters.otp.beginAttempt(account, ctx.ip);
    const codes = await confirmTotpEnrolment(deps.db, secretBoxFor(deps.config), user.id, otp);
    await deps.limiters.otp.succeeded(account, ctx.ip);
    await deps.mailer.send({ to: user.email, ...enabledMail });
    ctx.body = { recovery_codes: codes };
  });
}
