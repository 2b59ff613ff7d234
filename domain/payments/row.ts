import type { AccountType } from "../core/account-type";
import type { MovementStatus } from "../core/status";

/** One row of the `payments` table (a transaction, as the API calls it). Amounts are NUMERIC, read as decimal strings. */
export interface PaymentRow {
  reference: string;
  merchant_id: string;
  merchant_reference: string;
  amount: string;
  fee: string | null;
  net_amount: string | null;
  currency: string;
  service: string;
  customer_number: string;
  callback_url: string | null;
  /** provider_code_name as the merchant asked, if any. */
  requested_provider: string | null;
  provider_code_name: string | null;
  provider_reference: string | null;
  transaction_status: MovementStatus;
  failure_reason: string | null;
  /** The provider's own code behind a Failed `failure_reason`, verbatim; null when it gave none. */
  provider_failure_code: string | null;
  account_type: AccountType;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
  /** Set by the payment's workflow when it first reads the row; null: no workflow has reached it yet. */
  workflow_started_at: Date | null;
  /** The checkout this transaction is a try of (issue 29); null for a transaction the merchant created itself. */
  checkout_id?: string | null;
  /** The sum of its refunds that are not Failed, on the reads that show it (merchant and staff reads). */
  refunded_amount?: string;
}

/** What creation writes; the rest takes its database default. */
export type NewPayment = Pick<
  PaymentRow,
  | "reference"
  | "merchant_id"
  | "merchant_reference"
  | "amount"
  | "currency"
  | "service"
  | "customer_number"
  | "callback_url"
  | "requested_provider"
  | "account_type"
  | "checkout_id"
>;
