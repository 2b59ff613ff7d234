import type { Knex } from "knex";
import { type Failure, failureOf } from "../../providers/failure-reasons";
import { protocolOfProvider } from "./provider-protocol";

/**
 * A provider's code (verbatim, null when it gave none) as the failure vocabulary says it, by the table of the
 * protocol that provider speaks: the one place a refusal or a failed result becomes a `failure_reason`.
 */
export async function providerFailure(
  db: Knex | Knex.Transaction,
  providerCodeName: string,
  code: string | null,
): Promise<Failure> {
  const protocol = await protocolOfProvider(db, providerCodeName);
  return failureOf(protocol?.failureCodes ?? {}, code);
}

/** The columns a Failed movement carries: the reason and the provider's code. */
export const failureColumns = (failure: Failure) => ({ failure_reason: failure.reason, provider_failure_code: failure.code });
