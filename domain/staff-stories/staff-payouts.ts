import type { Knex } from "knex";
import { NotFoundError } from "../../lib/errors";
import { merchantSummary } from "../accounts/merchants";
import { ledgerEntriesOf } from "../ledger/entries";
import { deliveriesOf } from "../merchant-notifications/deliveries";
import {
  type PayoutFilters,
  type PayoutWithMerchant,
  payoutCursor,
  payoutEventsOf,
  searchPayouts,
} from "../payouts/payouts-store";
import { rawCallbacksOf } from "../provider-webhooks/raw-callbacks-store";
import { providerAttemptsOf } from "../routing/provider-attempts-store";

/** Staff's view of payouts across merchants: search, and one payout's whole story. */

export async function searchAllPayouts(
  db: Knex,
  query: PayoutFilters & { cursor?: string; limit: number },
): Promise<{ results: PayoutWithMerchant[]; next: string | null }> {
  const { cursor, limit, ...filters } = query;
  const rows = await searchPayouts(db, filters, cursor, limit);
  const results = rows.slice(0, limit);
  return { results, next: rows.length > limit ? payoutCursor(results[results.length - 1]!) : null };
}

/** Everything recorded about one payout, each part oldest first: its states, provider calls and webhooks, ledger lines, notifications. */
export async function payoutStory(db: Knex, reference: string) {
  const [payout] = await searchPayouts(db, { reference }, undefined, 1);
  if (!payout) throw new NotFoundError("No such payout.");
  const [merchant, events, attempts, webhooks, ledger, notifications] = await Promise.all([
    merchantSummary(db, payout.merchant_id),
    payoutEventsOf(db, reference),
    providerAttemptsOf(db, reference),
    rawCallbacksOf(db, reference),
    ledgerEntriesOf(db, reference),
    deliveriesOf(db, reference),
  ]);
  return { payout, merchant, events, attempts, webhooks, ledger, notifications };
}
