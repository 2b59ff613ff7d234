import type { Knex } from "knex";

/** Failed webhook verifications are kept this long for audit. */
export const VERIFICATION_FAILURE_RETENTION_DAYS = 30;

export async function purgeOldVerificationFailures(db: Knex): Promise<number> {
  return db("webhook_verification_failures")
    .where("received_at", "<", new Date(Date.now() - VERIFICATION_FAILURE_RETENTION_DAYS * 86_400_000))
    .delete();
}
