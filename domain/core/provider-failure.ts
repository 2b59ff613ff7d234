import type { Knex } from "knex";
import { type Failure, failureOf } from "../../providers/failure-reasons";
import { PROTOCOLS } from "../../providers/protocols";

/**
 * A provider's code (verbatim, null when it gave none) as the failure vocabulary says it, by the table of the
 * protocol that provider speaks: the one place a refusal or a failed result becomes a `failure_reason`.
 */
export async function providerFailure(
  db: Knex | Knex.Transaction,
  providerCodeName: string,
  code: string | null,
): Promise<Failure> {
  const provider = await db("providers")
    .where({ code_name: providerCodeName })
    .first<{ protocol: string } | undefined>("protocol");
  const protocol =
    provider && Object.hasOwn(PROTOCOLS, provider.protocol) ? PROTOCOLS[provider.protocol as keyof typeof PROTOCOLS] : null;
  return failureOf(protocol?.failureCodes ?? {}, code);
}

/** The columns a Failed movement carries: the reason and the provider's code. */
export const failureColumns = (failure: Failure) => ({ failure_reason: failure.reason, provider_failure_code: failure.code });
