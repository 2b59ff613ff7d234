import type { Knex } from "knex";
import { isUniqueViolation } from "../../db/errors";
import { twoDecimals } from "../../lib/money";
import { merchantOfUser } from "../accounts/merchants";
import { predictNumber } from "../catalogue/phone-numbers";
import type { Payer } from "../core/payer";
import { checkMoneyFields, refuseProblems } from "./checkout-rules";
import { findCheckoutByMerchantReference, insertCheckout, newCheckoutId } from "./checkouts-store";
import type { CheckoutRow } from "./row";

export const DEFAULT_EXPIRY_MINUTES = 30;

/** A checkout's creation request, its shape already valid (the HTTP layer checked it). */
export interface CheckoutRequest {
  merchant_reference: string;
  amount: string;
  currency: string;
  description?: string;
  return_url?: string;
  customer_number?: string;
  expires_in_minutes?: number;
  /** Absent: the merchant follows its checkouts in the console and is not notified. */
  callback_url?: string;
}

export type CheckoutCreation = { outcome: "created"; row: CheckoutRow } | { outcome: "duplicate"; existing: string | undefined };

/**
 * Opens a checkout for the merchant: the rules a transaction's amount, currency and URLs follow (each bad field
 * named at once), an optional customer number (read in any common form, kept in E.164), an expiry 5 to 1440
 * minutes away. The checkout is of the account's mode (sandbox or live), as its tries will be.
 */
export async function createCheckout(
  deps: { db: Knex; allowPrivateCallbacks: boolean },
  payer: Payer,
  input: Partial<CheckoutRequest>,
  shapeProblems: Record<string, string>,
  paymentLinkId: string | null = null,
): Promise<CheckoutCreation> {
  const { db } = deps;
  const details = { ...shapeProblems };
  const merchant = await merchantOfUser(db, payer.id);
  if (!merchant) details.merchant = "Complete the merchant profile before creating checkouts.";
  const urls = { return_url: input.return_url, callback_url: input.callback_url };
  const currency = await checkMoneyFields(
    db,
    { currency: input.currency, amount: input.amount, urls, customer_number: input.customer_number },
    details,
    deps.allowPrivateCallbacks,
  );
  refuseProblems(details);
  const number = input.customer_number === undefined ? undefined : predictNumber(input.customer_number);
  const minutes = input.expires_in_minutes ?? DEFAULT_EXPIRY_MINUTES;
  try {
    const row = await insertCheckout(db, {
      reference: newCheckoutId(),
      merchant_id: merchant!.id,
      account_type: payer.account_type,
      merchant_reference: input.merchant_reference!,
      amount: twoDecimals(input.amount!),
      currency: currency!.code,
      description: input.description ?? null,
      return_url: input.return_url ?? null,
      customer_number: number && "phoneNumber" in number ? number.phoneNumber : null,
      callback_url: input.callback_url ?? null,
      // The database's clock, as created_at's: the minutes asked for exactly.
      expires_at: db.raw("now() + make_interval(mins => ?)", [minutes]) as unknown as Date,
      payment_link_id: paymentLinkId,
    });
    return { outcome: "created", row };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const existing = await findCheckoutByMerchantReference(db, merchant!.id, input.merchant_reference!);
    return { outcome: "duplicate", existing: existing?.reference };
  }
}
