import type { Knex } from "knex";
import { deleteVerificationFailuresBefore } from "./verification-failures-store";

/** Failed webhook verifications are kept this long for audit. */
export const VERIFICATION_FAILURE_RETENTION_DAYS = 30;

export async function purgeOldVerificationFailures(db: Knex): Promise<number> {
  return deleteVerificationFailuresBefore(db, new Date(Date.now() - VERIFICATION_FAILURE_RETENTION_DAYS * 86_400_000));
}
