import type { Knex } from "knex";
import { ValidationError } from "../../lib/errors";
import { constantTimeEqual, randomUrlSafe, sha256Hex } from "../../lib/secrets";
import { deleteUnusedCodes } from "./otp";
import { insertAccountIfAbsent, lockUserByEmail, markVerified, type UserRow } from "./users-store";

/** Pending sign-ups: the one module that writes `signups`. */

/** A pending sign-up is forgotten after this long without verification. */
export const SIGNUP_LIFETIME_MS = 24 * 3_600_000;

export interface SignupRow {
  id: string;
  user_id: string;
  password_hash: string;
  temp_key_hash: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  created_at: Date;
}

export interface SignupInput {
  email: string;
  passwordHash: string;
  first_name?: string;
  last_name?: string;
  phone?: string;
}

const alreadyRegistered = () => new ValidationError({ email: "An account with this e-mail already exists." });

/**
 * Records one sign-up for an address not yet verified: the account row (holding no password until
 * verification) is created by the first one; every sign-up keeps its own password and temp_key.
 */
export async function recordSignup(db: Knex, input: SignupInput): Promise<{ user: UserRow; signupId: string; tempKey: string }> {
  const tempKey = randomUrlSafe(24);
  return db.transaction(async (trx) => {
    await insertAccountIfAbsent(trx, input.email);
    const user = await lockUserByEmail(trx, input.email);
    if (!user || user.email_verified_at || user.is_staff) throw alreadyRegistered();
    const [signup] = await trx("signups")
      .insert({
        user_id: user.id,
        password_hash: input.passwordHash,
        temp_key_hash: sha256Hex(tempKey),
        first_name: input.first_name ?? "",
        last_name: input.last_name ?? "",
        phone: input.phone ?? null,
        expires_at: new Date(Date.now() + SIGNUP_LIFETIME_MS),
      })
      .returning("id");
    return { user, signupId: signup.id as string, tempKey };
  });
}

export async function signupsOf(db: Knex, userId: string): Promise<SignupRow[]> {
  return db("signups").where({ user_id: userId }).orderBy("created_at", "desc");
}

export function findSignupByTempKey(signups: readonly SignupRow[], tempKey: string): SignupRow | undefined {
  const digest = sha256Hex(tempKey);
  return signups.find((signup) => constantTimeEqual(signup.temp_key_hash, digest));
}

/** The sign-up of this account that answered `tempKey`; a key of no sign-up is a validation error. */
export function signupOfTempKey(signups: readonly SignupRow[], tempKey: string): SignupRow {
  const match = findSignupByTempKey(signups, tempKey);
  if (!match) throw new ValidationError({ temp_key: "This key does not belong to a sign-up of this e-mail." });
  return match;
}

/**
 * Whose password the account keeps when a code from the mailbox is verified: the sign-up that mailed
 * the code, when its temp_key came with it, or when it was the only sign-up for the address. When
 * several sign-ups competed and nothing ties the code to one of them, none: whoever holds the mailbox
 * sets a password through password reset, and no other sign-up's password ever works.
 */
export function signupToActivate(
  signups: readonly SignupRow[],
  codeSignupId: string | null,
  presented: SignupRow | undefined,
): SignupRow | undefined {
  if (!codeSignupId) return undefined;
  if (presented) return presented.id === codeSignupId ? presented : undefined;
  return signups.length === 1 && signups[0]!.id === codeSignupId ? signups[0] : undefined;
}

/**
 * Verifies the account with the chosen sign-up's password and profile fields, or with no password;
 * every pending sign-up of the address is dropped. Returns the verified user.
 */
export async function activateAccount(db: Knex, email: string, chosenSignupId: string | undefined): Promise<UserRow> {
  return db.transaction(async (trx) => {
    const user = await lockUserByEmail(trx, email);
    if (!user || user.email_verified_at) throw new ValidationError({ otp: "Invalid or expired code." });
    const chosen: SignupRow | undefined = chosenSignupId
      ? await trx("signups").where({ id: chosenSignupId, user_id: user.id }).first()
      : undefined;
    await trx("signups").where({ user_id: user.id }).delete();
    await deleteUnusedCodes(trx, user.id, "verify_email");
    return markVerified(trx, user.id, {
      password_hash: chosen?.password_hash ?? null,
      first_name: chosen?.first_name ?? "",
      last_name: chosen?.last_name ?? "",
      phone: chosen?.phone ?? null,
    });
  });
}

/** Deletes the sign-ups past their lifetime; answers how many. */
export async function deleteExpiredSignups(db: Knex): Promise<number> {
  return db("signups").where("expires_at", "<", db.fn.now()).delete();
}
