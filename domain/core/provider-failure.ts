import type { Knex } from "knex";
import { type Failure, failureOf } from "../../providers/failure-reasons";
import { protocolOfProvider } from "./provider-protocol";

/**
 * A provider's code (verbatim, null when it gave none) as the failure vocabulary says it, by the table of the
 * protocol that provider speaks: the one place a refusal or a failed result becomes a `failure_reason`. Money going
 * out (`outgoing`: a payout, a refund) is paid from the merchant's float at the provider: a network's "insufficient
 * balance" (M-Pesa's INS-2006, Airtel's DP00800001007) then says the float is short, not the customer's wallet.
 */
export async function providerFailure(
  db: Knex | Knex.Transaction,
  providerCodeName: string,
  code: string | null,
  outgoing: boolean,
): Promise<Failure> {
  const protocol = await protocolOfProvider(db, providerCodeName);
  const failure = failureOf(protocol?.failureCodes ?? {}, code);
  return outgoing && failure.reason === "insufficient_funds" ? { ...failure, reason: "insufficient_float" } : failure;
}

/** The columns a Failed movement carries: the reason and the provider's code. */
export const failureColumns = (failure: Failure) => ({ failure_reason: failure.reason, provider_failure_code: failure.code });
