import type Router from "@koa/router";
import { isUniqueViolation } from "../../db/errors";
import { User } from "../../db/models/user";
import { consumeOtp, issueOtp, OTP_LIFETIME_MS } from "../../domain/accounts/otp";
import { assertPasswordAcceptable, hashPassword } from "../../domain/accounts/passwords";
import { issueToken } from "../../domain/accounts/tokens";
import { findUserByEmail, sessionResponse } from "../../domain/accounts/users";
import { RateLimitedError, ValidationError } from "../../lib/errors";
import { constantTimeEqual, randomUrlSafe, sha256Hex } from "../../lib/secrets";
import type { ApiDeps } from "../deps";
import { parseInput } from "../middleware/validate";
import { emailOnlySchema, signupSchema, verifyEmailSchema } from "./schemas";

const verificationMail = (code: string) => ({
  subject: "Your verification code",
  text: `Your verification code is ${code}. It expires in ${OTP_LIFETIME_MS / 60_000} minutes. If you did not sign up, ignore this message.`,
});

export function registrationRoutes(router: Router, deps: ApiDeps): void {
  router.post("/api/auth/signup/", async (ctx) => {
    const body = parseInput(signupSchema, ctx.request.body);
    assertPasswordAcceptable(body.password, body.email);
    if (await findUserByEmail(deps.db, body.email))
      throw new ValidationError({ email: "An account with this e-mail already exists." });
    const tempKey = randomUrlSafe(24);
    let user: User;
    try {
      user = await User.query(deps.db).insertAndFetch({
        email: body.email,
        password_hash: await hashPassword(body.password, deps.config.BCRYPT_COST),
        first_name: body.first_name ?? "",
        last_name: body.last_name ?? "",
        phone: body.phone ?? null,
        signup_key_hash: sha256Hex(tempKey),
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ValidationError({ email: "An account with this e-mail already exists." });
      }
      throw error;
    }
    const code = await issueOtp(deps.db, user.id, "verify_email");
    await deps.mailer.send({ to: user.email, ...verificationMail(code) });
    ctx.status = 201;
    ctx.body = { temp_key: tempKey, email: user.email, detail: "A verification code was sent by e-mail." };
  });

  router.post("/api/auth/verify-email/", async (ctx) => {
    const body = parseInput(verifyEmailSchema, ctx.request.body);
    const limiter = deps.limiters.otp;
    const account = `verify:${body.email.toLowerCase()}`;
    await limiter.assertAllowed(account, ctx.ip);
    const user = await findUserByEmail(deps.db, body.email);
    try {
      if (!user || user.email_verified_at) throw new ValidationError({ otp: "Invalid or expired code." });
      if (body.temp_key && user.signup_key_hash && !constantTimeEqual(user.signup_key_hash, sha256Hex(body.temp_key))) {
        throw new ValidationError({ temp_key: "This key does not belong to the sign-up." });
      }
      await consumeOtp(deps.db, user.id, "verify_email", body.otp);
    } catch (error) {
      await limiter.recordFailure(account, ctx.ip);
      throw error;
    }
    await limiter.forgetAccount(account);
    const verified = await user.$query(deps.db).patchAndFetch({ email_verified_at: new Date(), updated_at: new Date() });
    const { token } = await issueToken(deps.db, user.id, "session", deps.config.SESSION_TOKEN_TTL_HOURS * 3_600_000);
    ctx.body = sessionResponse(token, verified);
  });

  router.post("/api/auth/resend-otp/", async (ctx) => {
    const { email } = parseInput(emailOnlySchema, ctx.request.body);
    const user = await findUserByEmail(deps.db, email);
    if (user && !user.email_verified_at) {
      try {
        const code = await issueOtp(deps.db, user.id, "verify_email");
        await deps.mailer.send({ to: user.email, ...verificationMail(code) });
      } catch (error) {
        // Within the cooldown the previous code stays valid; a 429 here would reveal the account.
        if (!(error instanceof RateLimitedError)) throw error;
      }
    }
    ctx.body = { detail: "If the account awaits verification, a new code was sent by e-mail (at most one a minute)." };
  });
}
