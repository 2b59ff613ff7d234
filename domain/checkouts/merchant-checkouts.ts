import type { Knex } from "knex";
import { AppError, NotFoundError } from "../../lib/errors";
import { merchantOfUser } from "../accounts/merchants";
import {
  type CheckoutFilters,
  checkoutCursor,
  endOpenCheckout,
  findMerchantCheckout,
  searchCheckouts,
  withTries,
} from "./checkouts-store";
import type { CheckoutWithTries } from "./row";

/** A merchant user's checkouts, each with its tries: another merchant's is indistinguishable from a missing one. */

export async function ownCheckout(db: Knex, userId: string, reference: string): Promise<CheckoutWithTries> {
  const merchant = await merchantOfUser(db, userId);
  const row = merchant ? await findMerchantCheckout(db, merchant.id, reference) : undefined;
  if (!row) throw new NotFoundError("No such checkout.");
  return (await withTries(db, [row]))[0]!;
}

export async function listOwnCheckouts(
  db: Knex,
  userId: string,
  query: Omit<CheckoutFilters, "merchant_id"> & { cursor?: string; limit: number },
): Promise<{ results: CheckoutWithTries[]; next: string | null }> {
  const merchant = await merchantOfUser(db, userId);
  if (!merchant) return { results: [], next: null };
  const { cursor, limit, ...filters } = query;
  const rows = await searchCheckouts(db, { ...filters, merchant_id: merchant.id }, cursor, limit);
  const results = rows.slice(0, limit);
  return {
    results: await withTries(db, results),
    next: rows.length > limit ? checkoutCursor(results[results.length - 1]!) : null,
  };
}

/**
 * Ends the merchant's open checkout `cancelled` (409 `invalid_state_transition` otherwise). A try in flight goes on:
 * should it succeed, it does not count and its payer is refunded.
 */
export async function cancelOwnCheckout(db: Knex, userId: string, reference: string): Promise<CheckoutWithTries> {
  const checkout = await ownCheckout(db, userId, reference);
  const cancelled = await endOpenCheckout(db, checkout.reference, "cancelled");
  if (!cancelled) {
    const { checkout_status } = await ownCheckout(db, userId, reference);
    throw new AppError(409, "invalid_state_transition", `A checkout that is ${checkout_status} cannot be cancelled.`, {
      from: checkout_status,
      to: "cancelled",
    });
  }
  return { ...cancelled, tries: checkout.tries };
}
