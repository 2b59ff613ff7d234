import type { Knex } from "knex";
import type { RefundMethod } from "../../providers/types";
import { protocolOfProvider } from "../core/provider-protocol";

/** How a refund of `amount` of a collection of `collectionAmount` reaches the payer at the provider that took it. */
export async function refundMethodAt(
  db: Knex | Knex.Transaction,
  providerCodeName: string,
  refund: { amount: string; collectionAmount: string },
): Promise<RefundMethod> {
  const protocol = await protocolOfProvider(db, providerCodeName);
  return protocol?.refundMethod?.(refund) ?? "reversal";
}
