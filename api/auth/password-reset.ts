import type Router from "@koa/router";
import { consumeOtp, issueOtp, OTP_LIFETIME_MS, withinResendCooldown } from "../../domain/accounts/otp";
import { assertPasswordAcceptable, hashPassword } from "../../domain/accounts/passwords";
import { revokeAllTokens } from "../../domain/accounts/tokens";
import { findUserByEmail, setPasswordHash } from "../../domain/accounts/users-store";
import { ValidationError } from "../../lib/errors";
import { secretBoxFor } from "../../lib/secrets-key";
import type { ApiDeps } from "../deps";
import { parseInput } from "../middleware/validate";
import { emailOnlySchema, passwordResetConfirmSchema } from "./schemas";

export function passwordResetRoutes(router: Router, deps: ApiDeps): void {
  router.post("/api/auth/password-reset/", async (ctx) => {
    const { email } = parseInput(emailOnlySchema, ctx.request.body);
    const limiter = deps.limiters.password_reset;
    const account = `request:${email.toLowerCase()}`;
    await limiter.beginAttempt(account, ctx.ip);
    // The answer never waits on whether the account exists: no enumeration by body or by timing.
    sendResetCode(deps, email).catch((error) => deps.logger.error({ err: error }, "password reset mail failed"));
    ctx.body = { detail: "If an account exists for this e-mail, a reset code was sent." };
  });

  router.post("/api/auth/password-reset/confirm/", async (ctx) => {
    const body = parseInput(passwordResetConfirmSchema, ctx.request.body);
    const limiter = deps.limiters.otp;
    const account = `reset:${body.email.toLowerCase()}`;
    assertPasswordAcceptable(body.password, body.email);
    await limiter.beginAttempt(account, ctx.ip);
    const user = await findUserByEmail(deps.db, body.email);
    if (!user) throw new ValidationError({ otp: "Invalid or expired code." });
    await consumeOtp(deps.db, secretBoxFor(deps.config), user.id, "password_reset", body.otp);
    await limiter.succeeded(account, ctx.ip);
    await setPasswordHash(deps.db, user.id, await hashPassword(body.password, deps.config.BCRYPT_COST));
    await revokeAllTokens(deps.db, user.id);
    ctx.body = { detail: "Password changed; every existing token was revoked." };
  });
}

async function sendResetCode(deps: ApiDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user?.is_active || !user.email_verified_at) return;
  // Within the resend cooldown the previous code stays valid and nothing is sent.
  if (await withinResendCooldown(deps.db, user.id, "password_reset")) return;
  const code = await issueOtp(deps.db, secretBoxFor(deps.config), user.id, "password_reset");
  await deps.mailer.send({
    to: user.email,
    subject: "Your password reset code",
    text: `Your password reset code is ${code}. It expires in ${OTP_LIFETIME_MS / 60_000} minutes. If you did not ask for it, ignore this message.`,
  });
}
