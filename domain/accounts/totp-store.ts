import type { Knex } from "knex";

/** The one module that writes `totp_credentials` and `totp_recovery_codes`. */

type Executor = Knex | Knex.Transaction;

/** One row of `totp_credentials`: `secret` is sealed with the SecretBox. */
export interface TotpCredentialRow {
  user_id: string;
  secret: string;
  created_at: Date;
  enabled_at: Date | null;
  last_step: string | null;
}

export interface RecoveryCodeRow {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: Date | null;
}

export async function findTotpCredential(db: Executor, userId: string): Promise<TotpCredentialRow | undefined> {
  return db<TotpCredentialRow>("totp_credentials").where({ user_id: userId }).first();
}

/** A new secret awaiting confirmation, replacing one not yet confirmed; never one that is on (answers false). */
export async function storePendingSecret(db: Executor, userId: string, sealedSecret: string): Promise<boolean> {
  const rows = await db("totp_credentials")
    .insert({ user_id: userId, secret: sealedSecret })
    .onConflict("user_id")
    .merge({ secret: sealedSecret, created_at: db.fn.now(), last_step: null })
    .where("totp_credentials.enabled_at", null)
    .returning("user_id");
  return rows.length === 1;
}

/** Turns two-factor on with the step just used and the recovery codes' digests; false if it already was. */
export async function enableTotp(trx: Knex.Transaction, userId: string, step: number, codeHashes: string[]): Promise<boolean> {
  const updated = await trx("totp_credentials")
    .where({ user_id: userId })
    .whereNull("enabled_at")
    .update({ enabled_at: trx.fn.now(), last_step: step });
  if (updated !== 1) return false;
  await trx("totp_recovery_codes").where({ user_id: userId }).delete();
  await trx("totp_recovery_codes").insert(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })));
  return true;
}

/** Records `step` as used unless it, or a later one, already was: the one guard against replay, race-free. */
export async function claimStep(db: Executor, userId: string, step: number): Promise<boolean> {
  const updated = await db("totp_credentials")
    .where({ user_id: userId })
    .whereNotNull("enabled_at")
    .where((query) => query.whereNull("last_step").orWhere("last_step", "<", step))
    .update({ last_step: step });
  return updated === 1;
}

export async function unusedRecoveryCodes(db: Executor, userId: string): Promise<RecoveryCodeRow[]> {
  return db<RecoveryCodeRow>("totp_recovery_codes").where({ user_id: userId }).whereNull("used_at");
}

/** Uses a recovery code once: false if it was used meanwhile. */
export async function useRecoveryCode(db: Executor, id: string): Promise<boolean> {
  return (await db("totp_recovery_codes").where({ id }).whereNull("used_at").update({ used_at: db.fn.now() })) === 1;
}
