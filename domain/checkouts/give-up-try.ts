import type { Knex } from "knex";
import { NotFoundError } from "../../lib/errors";
import { currentTry, findCheckout, markTryGivenUp } from "./checkouts-store";
import { inFlight, isPayable, TryRefused } from "./start-try";

/** How long a try must have been in flight before the customer may give it up (the contract's 45 s). */
export const GIVE_UP_AFTER_SECONDS = 45;

/** Seconds the try has been in flight at `now`. */
export const waitedSeconds = (createdAt: Date, now: Date) => Math.floor((now.getTime() - new Date(createdAt).getTime()) / 1000);

/**
 * The customer gives up the checkout's try in flight ("Je n'ai rien reçu / changer de numéro"): after 45 s, the try
 * stops holding the checkout, so a new one starts at once. It still ends as its provider says (its workflow goes on),
 * and its success counts only if no other try's has (the checkout's once-only rule). Refused (409) when the checkout is
 * not open, no try is in flight, or it has waited less than 45 s (`details.waited_seconds`).
 */
export async function giveUpTry(db: Knex, checkoutId: string, now = new Date()): Promise<void> {
  const checkout = await findCheckout(db, checkoutId);
  if (!checkout) throw new NotFoundError("No such checkout.");
  if (!isPayable(checkout, now)) {
    const status = checkout.checkout_status === "open" ? "expired" : checkout.checkout_status;
    throw new TryRefused(`This checkout is ${status}.`, { checkout_status: status });
  }
  const current = await currentTry(db, checkoutId);
  if (!current || !inFlight(current)) throw new TryRefused("No try of this checkout is in flight.", {});
  const waited = waitedSeconds(current.created_at, now);
  if (waited < GIVE_UP_AFTER_SECONDS)
    throw new TryRefused(`A try can be given up once it has waited ${GIVE_UP_AFTER_SECONDS} s.`, {
      waited_seconds: waited,
      give_up_after_seconds: GIVE_UP_AFTER_SECONDS,
    });
  // A try that ended meanwhile is not given up: the page then follows its end.
  await markTryGivenUp(db, current.reference, now);
}
