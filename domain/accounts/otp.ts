import type { Knex } from "knex";
import { RateLimitedError, ValidationError } from "../../lib/errors";
import { constantTimeEqual, randomDigits, sha256Hex } from "../../lib/secrets";

export type OtpPurpose = "verify_email" | "password_reset";

export const OTP_DIGITS = 6;
export const OTP_LIFETIME_MS = 10 * 60_000;
export const OTP_MAX_FAILED_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_MS = 60_000;

const codeHash = (userId: string, code: string) => sha256Hex(`${userId}:${code}`);

/**
 * A new code for (user, purpose); every earlier live code of that purpose dies with it. Refused
 * with 429 within the resend cooldown of the previous code.
 */
export async function issueOtp(db: Knex, userId: string, purpose: OtpPurpose): Promise<string> {
  const previous = await db("one_time_codes").where({ user_id: userId, purpose }).orderBy("created_at", "desc").first();
  const sincePrevious = previous ? Date.now() - new Date(previous.created_at).getTime() : Number.POSITIVE_INFINITY;
  if (sincePrevious < OTP_RESEND_COOLDOWN_MS) throw new RateLimitedError((OTP_RESEND_COOLDOWN_MS - sincePrevious) / 1000);
  const code = randomDigits(OTP_DIGITS);
  await db.transaction(async (trx) => {
    await trx("one_time_codes").where({ user_id: userId, purpose }).whereNull("consumed_at").update({ expires_at: trx.fn.now() });
    await trx("one_time_codes").insert({
      user_id: userId,
      purpose,
      code_hash: codeHash(userId, code),
      expires_at: new Date(Date.now() + OTP_LIFETIME_MS),
    });
  });
  return code;
}

const invalidCode = () => new ValidationError({ otp: "Invalid or expired code." });

/** Consumes the live code if `code` matches; a miss counts against it and kills it at the limit. */
export async function consumeOtp(db: Knex, userId: string, purpose: OtpPurpose, code: string): Promise<void> {
  const live = await db("one_time_codes")
    .where({ user_id: userId, purpose })
    .whereNull("consumed_at")
    .where("expires_at", ">", db.fn.now())
    .where("failed_attempts", "<", OTP_MAX_FAILED_ATTEMPTS)
    .orderBy("created_at", "desc")
    .first();
  if (!live) throw invalidCode();
  if (!constantTimeEqual(live.code_hash, codeHash(userId, code))) {
    await db("one_time_codes").where({ id: live.id }).increment("failed_attempts", 1);
    throw invalidCode();
  }
  const consumed = await db("one_time_codes")
    .where({ id: live.id })
    .whereNull("consumed_at")
    .update({ consumed_at: db.fn.now() });
  if (consumed !== 1) throw invalidCode();
}
