import type { AccountType } from "../core/account-type";
import type { MovementStatus } from "../core/status";
import type { CheckoutStatus } from "../payments/checkout-claim";

export type { CheckoutStatus };

export const CHECKOUT_STATUSES = ["open", "paid", "expired", "cancelled"] as const satisfies readonly CheckoutStatus[];

/** One row of `checkouts`; `reference` is the checkout's id. Amounts are NUMERIC, read as decimal strings. */
export interface CheckoutRow {
  reference: string;
  merchant_id: string;
  account_type: AccountType;
  merchant_reference: string;
  amount: string;
  currency: string;
  description: string | null;
  return_url: string | null;
  customer_number: string | null;
  callback_url: string | null;
  checkout_status: CheckoutStatus;
  expires_at: Date;
  /** The try that paid it. */
  transaction_reference: string | null;
  payment_link_id: string | null;
  notified_at: Date | null;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
}

export type NewCheckout = Pick<
  CheckoutRow,
  | "reference"
  | "merchant_id"
  | "account_type"
  | "merchant_reference"
  | "amount"
  | "currency"
  | "description"
  | "return_url"
  | "customer_number"
  | "callback_url"
  | "expires_at"
  | "payment_link_id"
>;

/** A try as the checkout shows it: one of its transactions. */
export interface CheckoutTry {
  reference: string;
  checkout_id: string;
  transaction_status: MovementStatus;
  failure_reason: string | null;
  /** The provider's own code behind a Failed `failure_reason`, verbatim; null when it gave none. */
  provider_failure_code: string | null;
  service: string;
  customer_number: string;
  created_at: Date;
  /** The customer gave it up while in flight (nothing came to the phone): it no longer holds the checkout. */
  checkout_given_up_at: Date | null;
}

/** A checkout with its tries, oldest first. */
export type CheckoutWithTries = CheckoutRow & { tries: CheckoutTry[] };

/** One row of `payment_links`. */
export interface PaymentLinkRow {
  id: string;
  merchant_id: string;
  account_type: AccountType;
  name: string;
  currency: string;
  /** Null: the customer types the amount. */
  amount: string | null;
  description: string | null;
  callback_url: string | null;
  active: boolean;
  checkouts_opened: number;
  created_at: Date;
  updated_at: Date;
}
