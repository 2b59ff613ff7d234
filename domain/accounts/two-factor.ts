import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { totpSecretContext } from "../../db/secrets-at-rest";
import { CredentialError, ValidationError } from "../../lib/errors";
import type { SecretBox } from "../../lib/secret-box";
import { base32Decode, base32Encode, matchingStep, otpauthUrl, TOTP_DIGITS } from "../../lib/totp";
import {
  claimStep,
  enableTotp,
  findTotpCredential,
  storePendingSecret,
  unusedRecoveryCodes,
  useRecoveryCode,
} from "./totp-store";

/** Two-factor sign-in: a TOTP secret (sealed at rest) and ten single-use recovery codes (keyed digests). */

export const TOTP_ISSUER = "Payments";
export const RECOVERY_CODE_COUNT = 10;

const secretContext = totpSecretContext;
const recoveryPurpose = "totp-recovery-code";
/** Recovery codes are compared without their dashes, spaces and case. */
const normalizedRecovery = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");
const recoveryDigestInput = (userId: string, code: string) => `${userId}:${normalizedRecovery(code)}`;

const invalidOtp = () => new CredentialError("invalid_otp", "The two-factor code is not right, or was already used.");

export async function totpEnabled(db: Knex, userId: string): Promise<boolean> {
  return Boolean((await findTotpCredential(db, userId))?.enabled_at);
}

/** A new secret to enrol (replacing one never confirmed); refused while two-factor is on. */
export async function beginTotpEnrolment(
  db: Knex,
  box: SecretBox,
  user: { id: string; email: string },
): Promise<{ secret: string; otpauth_url: string }> {
  const secret = base32Encode(randomBytes(20));
  if (!(await storePendingSecret(db, user.id, box.seal(secret, secretContext(user.id))))) {
    throw new ValidationError({ totp: "Two-factor sign-in is already on." }, "Two-factor sign-in is already on.");
  }
  return { secret, otpauth_url: otpauthUrl({ issuer: TOTP_ISSUER, account: user.email, secret }) };
}

/** Fresh recovery codes (`xxxxx-xxxxx`) and the keyed digests stored for them. */
export function newRecoveryCodes(
  box: SecretBox,
  userId: string,
  count = RECOVERY_CODE_COUNT,
): { codes: string[]; digests: string[] } {
  const codes = Array.from({ length: count }, () => {
    const text = base32Encode(randomBytes(7)).toLowerCase().slice(0, 10);
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
  return { codes, digests: codes.map((code) => box.digest(recoveryPurpose, recoveryDigestInput(userId, code))) };
}

/** Turns two-factor on with a first code of the pending secret; answers the recovery codes, shown once. */
export async function confirmTotpEnrolment(db: Knex, box: SecretBox, userId: string, otp: string): Promise<string[]> {
  const credential = await findTotpCredential(db, userId);
  if (!credential || credential.enabled_at) {
    throw new ValidationError(
      { totp: credential ? "Two-factor sign-in is already on." : "Start with POST /api/auth/totp/." },
      "No two-factor enrolment awaits confirmation.",
    );
  }
  const step = matchingStep(base32Decode(box.open(credential.secret, secretContext(userId))), otp, Date.now());
  if (step === undefined) throw invalidOtp();
  const { codes, digests } = newRecoveryCodes(box, userId);
  const enabled = await db.transaction((trx) => enableTotp(trx, userId, step, digests));
  if (!enabled) throw new ValidationError({ totp: "Two-factor sign-in is already on." }, "Two-factor sign-in is already on.");
  return codes;
}

/**
 * Checks the second factor of a user whose two-factor is on: a TOTP code of the current step or one
 * either side, newer than the last one accepted; or an unused recovery code. Either is used up.
 */
export async function verifySecondFactor(db: Knex, box: SecretBox, userId: string, otp: string | undefined): Promise<void> {
  if (otp === undefined || otp.trim() === "") {
    throw new CredentialError(
      "otp_required",
      "Two-factor sign-in is on: send `otp`, a code of the authenticator app or a recovery code.",
    );
  }
  const credential = await findTotpCredential(db, userId);
  if (!credential?.enabled_at) throw invalidOtp();
  if (new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(otp)) {
    const step = matchingStep(base32Decode(box.open(credential.secret, secretContext(userId))), otp, Date.now());
    if (step === undefined || !(await claimStep(db, userId, step))) throw invalidOtp();
    return;
  }
  const input = recoveryDigestInput(userId, otp);
  let matched: string | undefined;
  for (const row of await unusedRecoveryCodes(db, userId)) {
    if (box.digestMatches(row.code_hash, recoveryPurpose, input)) matched ??= row.id;
  }
  if (!matched || !(await useRecoveryCode(db, matched))) throw invalidOtp();
}
