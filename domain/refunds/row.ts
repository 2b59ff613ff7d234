import type { RefundMethod } from "../../providers/types";
import type { AccountType } from "../core/account-type";
import type { MovementStatus } from "../core/status";

/** Who asked for the refund: the merchant, or the service itself for a late success (reconciliation). */
export type RefundSource = "merchant" | "late_success";

/** One row of `refunds`. */
export interface RefundRow {
  reference: string;
  transaction_reference: string;
  merchant_id: string;
  merchant_reference: string;
  source: RefundSource;
  account_type: AccountType;
  amount: string;
  fee: string;
  currency: string;
  callback_url: string | null;
  provider_code_name: string;
  provider_reference: string | null;
  /** How it reaches the payer: the network's reversal, or a disbursement to the payer's number. */
  method: RefundMethod;
  refund_status: MovementStatus;
  failure_reason: string | null;
  /** The provider's own code behind a Failed `failure_reason`, verbatim; null when it gave none. */
  provider_failure_code: string | null;
  /** Why it was asked: the merchant's words, or the service's for a late success. */
  reason: string | null;
  workflow_started_at: Date | null;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
}

export type NewRefund = Pick<
  RefundRow,
  | "reference"
  | "transaction_reference"
  | "merchant_id"
  | "merchant_reference"
  | "source"
  | "account_type"
  | "amount"
  | "fee"
  | "currency"
  | "callback_url"
  | "provider_code_name"
  | "method"
  | "reason"
>;
