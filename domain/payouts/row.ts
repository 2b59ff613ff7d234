import type { AccountType } from "../accounts/users-store";
import type { TransactionStatus } from "../transactions/status";

/** A payout has a transaction's life: Pending → Processing → Success | Failed, terminal states immutable. */
export type PayoutStatus = TransactionStatus;

/** One row of `payouts`. */
export interface PayoutRow {
  reference: string;
  merchant_id: string;
  merchant_reference: string;
  account_type: AccountType;
  amount: string;
  fee: string;
  currency: string;
  service: string;
  recipient_number: string;
  callback_url: string;
  requested_provider: string | null;
  provider_code_name: string | null;
  provider_reference: string | null;
  payout_status: PayoutStatus;
  failure_reason: string | null;
  workflow_started_at: Date | null;
  /** Set while the payout waits for a provider to recover. */
  queued_since: Date | null;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
}

export type NewPayout = Pick<
  PayoutRow,
  | "reference"
  | "merchant_id"
  | "merchant_reference"
  | "account_type"
  | "amount"
  | "fee"
  | "currency"
  | "service"
  | "recipient_number"
  | "callback_url"
  | "requested_provider"
>;
