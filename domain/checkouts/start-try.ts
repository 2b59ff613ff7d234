import type { Knex } from "knex";
import { AppError, NotFoundError } from "../../lib/errors";
import { merchantSummary } from "../accounts/merchants";
import { predictNumber } from "../catalogue/phone-numbers";
import { createPayment, type PaymentCreationDeps } from "../payments/create-payment";
import { countTries, currentTry, findCheckout, findTry, latestTry } from "./checkouts-store";
import { collectingUserOf } from "./collecting-merchant";
import type { CheckoutRow, CheckoutTry } from "./row";

/** A try's refusal: the checkout is not open, or a try of it is in flight. */
export class TryRefused extends AppError {
  constructor(message: string, details: Record<string, unknown>) {
    super(409, "invalid_state_transition", message, details);
  }
}

/** Whether a customer may pay this checkout now: open and not past its expiry (the sweep may not have run yet). */
export const isPayable = (checkout: CheckoutRow, now = new Date()) =>
  checkout.checkout_status === "open" && new Date(checkout.expires_at) > now;

export const inFlight = (one: CheckoutTry | undefined) =>
  one?.transaction_status === "Pending" || one?.transaction_status === "Processing";

/**
 * One Pay on the hosted page: a transaction of the checkout's merchant through the one creation path (its rules,
 * fees, routing, reconciliation), `checkout_id` on it, the customer's number read in any common form and its network
 * guessed unless chosen. A checkout that is not open, or whose try is in flight (and not given up), refuses it (409);
 * so does the database itself when two Pays race (one try in flight per checkout, a unique index). A provider's refusal is a
 * try that ended Failed, for the customer to try again.
 */
export async function startTry(
  deps: PaymentCreationDeps,
  checkoutId: string,
  input: { customer_number?: string; service?: string },
  shapeProblems: Record<string, string>,
): Promise<CheckoutTry> {
  const { db } = deps;
  const checkout = await findCheckout(db, checkoutId);
  if (!checkout) throw new NotFoundError("No such checkout.");
  if (!isPayable(checkout)) {
    const status = checkout.checkout_status === "open" ? "expired" : checkout.checkout_status;
    throw new TryRefused(`This checkout is ${status}.`, { checkout_status: status });
  }
  const previous = await currentTry(db, checkout.reference);
  if (inFlight(previous))
    throw new TryRefused("A try of this checkout is in flight.", { transaction_status: previous!.transaction_status });

  const problems = { ...shapeProblems };
  const number = input.customer_number === undefined ? undefined : predictNumber(input.customer_number);
  if (number && "problem" in number) problems.customer_number = number.problem;
  const userId = await collectingUserOf(db, checkout.merchant_id);
  const creation = await createPayment(
    deps,
    { id: userId, account_type: checkout.account_type },
    {
      fields: {
        merchant_reference: `${checkout.reference}-${(await countTries(db, checkout.reference)) + 1}`,
        amount: checkout.amount,
        currency: checkout.currency,
        service: input.service,
        customer_number: number && "phoneNumber" in number ? number.phoneNumber : input.customer_number,
        callback_url: checkout.callback_url ?? undefined,
      },
      shapeProblems: problems,
      checkoutId: checkout.reference,
    },
  );
  if (creation.outcome === "duplicate") throw new TryRefused("A try of this checkout is in flight.", {});
  return (await latestTry(db, checkout.reference))!;
}

/** What the customer's page shows of a try: its state and, for a failure, why (a word of the failure vocabulary). */
export function customerTry(one: CheckoutTry | undefined) {
  if (!one) return null;
  return { transaction_status: one.transaction_status, failure_reason: one.failure_reason };
}

/** The page's view of a checkout: what the contract lists for `GET /pay/<id>/status`, and nothing more. */
export async function customerView(db: Knex, checkoutId: string) {
  const checkout = await findCheckout(db, checkoutId);
  if (!checkout) throw new NotFoundError("No such checkout.");
  const [merchant, latest, paidBy] = await Promise.all([
    merchantSummary(db, checkout.merchant_id),
    latestTry(db, checkoutId),
    checkout.transaction_reference ? findTry(db, checkout.transaction_reference) : undefined,
  ]);
  // The page polls this every 2 s: the current try is the newest one unless the customer gave that one up.
  const current = latest?.checkout_given_up_at ? await currentTry(db, checkoutId) : latest;
  const expiredByTime = checkout.checkout_status === "open" && !isPayable(checkout);
  return {
    checkout,
    merchantName: merchant!.name,
    status: {
      checkout_status: expiredByTime ? ("expired" as const) : checkout.checkout_status,
      amount: checkout.amount,
      currency: checkout.currency,
      merchant_name: merchant!.name,
      description: checkout.description,
      expires_at: new Date(checkout.expires_at).toISOString(),
      current_try: customerTry(current),
    },
    current,
    /** The newest try, given up or not: the page says when the customer gave it up. */
    latest,
    /** The try that paid the checkout: the customer's receipt. */
    paidBy,
  };
}

export type CustomerView = Awaited<ReturnType<typeof customerView>>;
