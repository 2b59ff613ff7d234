import type { Knex } from "knex";

/** The one module that writes the `provider_attempts` table: every call made to a provider. */

export interface ProviderAttemptRow {
  id: string;
  reference: string;
  provider_code_name: string;
  /** `initiate` or `status_query`. */
  operation: string;
  outcome: string;
  http_status: number | null;
  request: unknown;
  response: unknown;
  error: string | null;
  latency_ms: number;
  created_at: Date;
}

export async function insertProviderAttempt(db: Knex, attempt: Omit<ProviderAttemptRow, "id" | "created_at">): Promise<void> {
  await db("provider_attempts").insert({
    ...attempt,
    request: JSON.stringify(attempt.request ?? null),
    response: JSON.stringify(attempt.response ?? null),
  });
}

/** A transaction's provider calls, oldest first. */
export async function providerAttemptsOf(db: Knex, reference: string): Promise<ProviderAttemptRow[]> {
  return db<ProviderAttemptRow>("provider_attempts").where({ reference }).orderBy("id", "asc");
}

/** The latest `operation` call of a movement to one provider, if any. */
export async function latestAttempt(
  db: Knex,
  reference: string,
  providerCodeName: string,
  operation: string,
): Promise<ProviderAttemptRow | undefined> {
  return db<ProviderAttemptRow>("provider_attempts")
    .where({ reference, provider_code_name: providerCodeName, operation })
    .orderBy("id", "desc")
    .first();
}
