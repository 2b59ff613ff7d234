import type Router from "@koa/router";
import { consumeOtp, issueOtp, OTP_LIFETIME_MS } from "../../domain/accounts/otp";
import { assertPasswordAcceptable, hashPassword } from "../../domain/accounts/passwords";
import {
  activateAccount,
  findSignupByTempKey,
  recordSignup,
  signupOfTempKey,
  signupsOf,
  signupToActivate,
} from "../../domain/accounts/signups";
import { issueToken } from "../../domain/accounts/tokens";
import { sessionResponse } from "../../domain/accounts/users";
import { findUserByEmail } from "../../domain/accounts/users-store";
import { ValidationError } from "../../lib/errors";
import { secretBoxFor } from "../../lib/secrets-key";
import type { ApiDeps } from "../deps";
import { parseInput } from "../middleware/validate";
import { resendOtpSchema, signupSchema, verifyEmailSchema } from "./schemas";

const verificationMail = (code: string) => ({
  subject: "Your verification code",
  text: `Your verification code is ${code}. It expires in ${OTP_LIFETIME_MS / 60_000} minutes. If you did not sign up, ignore this message.`,
});

const passwordlessActivationMail = {
  subject: "Your account is verified: choose a password",
  text:
    "Your e-mail address is verified. Several sign-ups were made with this address, so none of their passwords was kept. " +
    "Choose your password with the password reset (POST /api/auth/password-reset/), using a code sent to this address.",
};

export function registrationRoutes(router: Router, deps: ApiDeps): void {
  const box = () => secretBoxFor(deps.config);

  router.post("/api/auth/signup/", async (ctx) => {
    const body = parseInput(signupSchema, ctx.request.body);
    const email = body.email.toLowerCase();
    assertPasswordAcceptable(body.password, body.email);
    await deps.limiters.signup.take({ email, address: ctx.ip });
    const { user, signupId, tempKey } = await recordSignup(deps.db, {
      ...body,
      passwordHash: await hashPassword(body.password, deps.config.BCRYPT_COST),
    });
    // The mail below starts the address's resend cooldown as a resend would.
    await deps.limiters.otp_resend.record({ email });
    const code = await issueOtp(deps.db, box(), user.id, "verify_email", signupId);
    await deps.mailer.send({ to: user.email, ...verificationMail(code) });
    ctx.status = 201;
    ctx.body = { temp_key: tempKey, email: user.email, detail: "A verification code was sent by e-mail." };
  });

  router.post("/api/auth/verify-email/", async (ctx) => {
    const body = parseInput(verifyEmailSchema, ctx.request.body);
    const limiter = deps.limiters.otp;
    const account = `verify:${body.email.toLowerCase()}`;
    await limiter.beginAttempt(account, ctx.ip);
    const user = await findUserByEmail(deps.db, body.email);
    if (!user || user.email_verified_at) throw new ValidationError({ otp: "Invalid or expired code." });
    const signups = await signupsOf(deps.db, user.id);
    const presented = body.temp_key === undefined ? undefined : signupOfTempKey(signups, body.temp_key);
    const code = await consumeOtp(deps.db, box(), user.id, "verify_email", body.otp);
    const chosen = signupToActivate(signups, code.signup_id, presented);
    const verified = await activateAccount(deps.db, user.email, chosen?.id);
    await limiter.succeeded(account, ctx.ip);
    if (!chosen) await deps.mailer.send({ to: verified.email, ...passwordlessActivationMail });
    const { token } = await issueToken(deps.db, user.id, "session", deps.config.SESSION_TOKEN_TTL_HOURS * 3_600_000);
    ctx.body = sessionResponse(token, verified);
  });

  router.post("/api/auth/resend-otp/", async (ctx) => {
    const body = parseInput(resendOtpSchema, ctx.request.body);
    // Counted per address whether or not an account exists, so the answer reveals nothing.
    await deps.limiters.otp_resend.take({ email: body.email.toLowerCase(), address: ctx.ip });
    const user = await findUserByEmail(deps.db, body.email);
    if (user && !user.email_verified_at) {
      const signups = await signupsOf(deps.db, user.id);
      // A code is bound to the sign-up it is mailed for: the one whose temp_key came along, else the latest.
      const signup = (body.temp_key && findSignupByTempKey(signups, body.temp_key)) || signups[0];
      if (signup) {
        const code = await issueOtp(deps.db, box(), user.id, "verify_email", signup.id);
        await deps.mailer.send({ to: user.email, ...verificationMail(code) });
      }
    }
    ctx.body = { detail: "If the account awaits verification, a new code was sent by e-mail (at most one a minute)." };
  });
}
