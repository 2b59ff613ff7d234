import type { Knex } from "knex";
import { ValidationError } from "../../lib/errors";
import type { SecretBox } from "../../lib/secret-box";
import { randomDigits } from "../../lib/secrets";

/** One-time codes: the one module that writes `one_time_codes`. */

export type OtpPurpose = "verify_email" | "password_reset";

export const OTP_DIGITS = 6;
export const OTP_LIFETIME_MS = 10 * 60_000;
export const OTP_MAX_FAILED_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_MS = 60_000;

export interface OtpRow {
  id: string;
  user_id: string;
  purpose: OtpPurpose;
  signup_id: string | null;
  code_hash: string;
  created_at: Date;
}

/** An HMAC under the server key: a stolen table does not give the codes away to a 10^6 search. */
const codeDigest = (box: SecretBox, userId: string, purpose: OtpPurpose, code: string) =>
  box.digest("one-time-code", `${userId}:${purpose}:${code}`);

/**
 * A new code for (user, purpose), bound to the sign-up whose mail carries it (verification codes);
 * every earlier live code of that purpose dies with it.
 */
export async function issueOtp(
  db: Knex,
  box: SecretBox,
  userId: string,
  purpose: OtpPurpose,
  signupId: string | null = null,
): Promise<string> {
  const code = randomDigits(OTP_DIGITS);
  await db.transaction(async (trx) => {
    await trx("one_time_codes").where({ user_id: userId, purpose }).whereNull("consumed_at").update({ expires_at: trx.fn.now() });
    await trx("one_time_codes").insert({
      user_id: userId,
      purpose,
      signup_id: signupId,
      code_hash: codeDigest(box, userId, purpose, code),
      expires_at: new Date(Date.now() + OTP_LIFETIME_MS),
    });
  });
  return code;
}

/** Whether the previous code of (user, purpose) is younger than the resend cooldown. */
export async function withinResendCooldown(db: Knex, userId: string, purpose: OtpPurpose): Promise<boolean> {
  const previous = await db("one_time_codes").where({ user_id: userId, purpose }).orderBy("created_at", "desc").first();
  return previous !== undefined && Date.now() - new Date(previous.created_at).getTime() < OTP_RESEND_COOLDOWN_MS;
}

const invalidCode = () => new ValidationError({ otp: "Invalid or expired code." });

/** Consumes the live code if `code` matches and returns it; a miss counts against it and kills it at the limit. */
export async function consumeOtp(db: Knex, box: SecretBox, userId: string, purpose: OtpPurpose, code: string): Promise<OtpRow> {
  const live: OtpRow | undefined = await db("one_time_codes")
    .where({ user_id: userId, purpose })
    .whereNull("consumed_at")
    .where("expires_at", ">", db.fn.now())
    .where("failed_attempts", "<", OTP_MAX_FAILED_ATTEMPTS)
    .orderBy("created_at", "desc")
    .first();
  if (!live) throw invalidCode();
  if (!box.digestMatches(live.code_hash, "one-time-code", `${userId}:${purpose}:${code}`)) {
    await db("one_time_codes").where({ id: live.id }).increment("failed_attempts", 1);
    throw invalidCode();
  }
  const consumed = await db("one_time_codes")
    .where({ id: live.id })
    .whereNull("consumed_at")
    .update({ consumed_at: db.fn.now() });
  if (consumed !== 1) throw invalidCode();
  return live;
}

/** Drops the codes of (user, purpose) not yet used: verification has happened another way. */
export async function deleteUnusedCodes(trx: Knex.Transaction, userId: string, purpose: OtpPurpose): Promise<void> {
  await trx("one_time_codes").where({ user_id: userId, purpose }).whereNull("consumed_at").delete();
}

/** Deletes codes that expired before `before`; answers how many. */
export async function deleteCodesExpiredBefore(db: Knex, before: Date): Promise<number> {
  return db("one_time_codes").where("expires_at", "<", before).delete();
}
