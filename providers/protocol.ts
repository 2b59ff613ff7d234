import type { z } from "zod";
import type { FailureCodeTable } from "./failure-reasons";
import type { ProviderHttpOptions } from "./http";
import type { ServiceSymbol } from "./services";
import type { ProviderClient, RefundMethod } from "./types";

/** One provider as its entry in the providers file describes it, validated. */
export interface ClientSettings<Credentials> {
  codeName: string;
  baseUrl: string;
  /** Where this provider's callbacks reach the service (`${PUBLIC_BASE_URL}/api/callbacks/<code_name>/`). */
  callbackUrl: string;
  credentials: Credentials;
  http: ProviderHttpOptions;
}

/**
 * What a provider protocol brings, in its own folder (`providers/<protocol>/protocol.ts`): the
 * `credentials` its providers-file entries carry, the client that speaks it, and the table of every code
 * its network sends to the failure vocabulary. Listed by name in `providers/protocols.ts`.
 */
export interface ProviderProtocol<Credentials> {
  credentialsSchema: z.ZodType<Credentials>;
  failureCodes: FailureCodeTable;
  createClient(settings: ClientSettings<Credentials>): ProviderClient;
  /** The services its network can serve; absent: any. A providers-file entry listing another stops the start-up. */
  services?: readonly ServiceSymbol[];
  /** The decimals an amount may have on the wire for this service and currency, when fewer than the currency's two. */
  amountDecimals?(service: ServiceSymbol, currency: string): number | undefined;
  /** How a refund of `amount` of a collection of `collectionAmount` reaches the payer; absent: always the network's reversal. */
  refundMethod?(refund: { amount: string; collectionAmount: string }): RefundMethod;
}
