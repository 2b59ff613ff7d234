import type { AccountType } from "../core/account-type";
import type { MovementStatus } from "../core/status";

/**
 * Whether a payout waits for the merchant's approval (its amount strictly above the merchant's `approval_above`
 * in its currency): `awaiting_approval` from creation until approved (`approved`), cancelled or expired; every
 * other payout is `not_required`.
 */
export const APPROVAL_STATUSES = ["not_required", "awaiting_approval", "approved"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

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
  /** The name the merchant expected the number's holder to have. */
  expected_recipient_name: string | null;
  /** The network told the holder's name and it matched `expected_recipient_name`. */
  recipient_name_checked: boolean;
  callback_url: string;
  requested_provider: string | null;
  provider_code_name: string | null;
  provider_reference: string | null;
  payout_status: MovementStatus;
  failure_reason: string | null;
  /** The provider's own code behind a Failed `failure_reason`, verbatim; null when it gave none. */
  provider_failure_code: string | null;
  workflow_started_at: Date | null;
  /** Set while the payout waits for a provider to recover. */
  queued_since: Date | null;
  approval_status: ApprovalStatus;
  /** The member who asked for it (a user id; null for one created before teams). */
  created_by: string | null;
  /** Who approved it, and when (a payout awaiting approval only). */
  approved_by: string | null;
  approved_at: Date | null;
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
  | "expected_recipient_name"
  | "recipient_name_checked"
  | "callback_url"
  | "requested_provider"
  | "approval_status"
  | "created_by"
> &
  Partial<Pick<PayoutRow, "approved_by" | "approved_at">>;
