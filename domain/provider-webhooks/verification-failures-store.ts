import type { Knex } from "knex";

/** The one module that reads and writes the `webhook_verification_failures` table. */

export interface VerificationFailureRow {
  id: string;
  provider_code_name: string;
  source_address: string | null;
  reason: string;
  body_sha256: string;
  body_size: number;
  received_at: Date;
}

const failures = (db: Knex) => db<VerificationFailureRow>("webhook_verification_failures");

export async function insertVerificationFailure(
  db: Knex,
  failure: Omit<VerificationFailureRow, "id" | "received_at">,
): Promise<void> {
  await failures(db).insert(failure);
}

export async function deleteVerificationFailuresBefore(db: Knex, before: Date): Promise<number> {
  return failures(db).where("received_at", "<", before).delete();
}

/** Newest first, after the row `cursor` names; `limit + 1` rows so the caller can tell whether another page follows. */
export async function searchVerificationFailures(
  db: Knex,
  query: { provider?: string; cursor?: number; limit: number },
): Promise<VerificationFailureRow[]> {
  return failures(db)
    .modify((builder) => {
      if (query.provider) builder.where("provider_code_name", query.provider);
      if (query.cursor) builder.where("id", "<", query.cursor);
    })
    .orderBy("id", "desc")
    .limit(query.limit + 1);
}
