import type { Knex } from "knex";
import type { AccountType } from "../core/account-type";
import { type CheckedMovement, checkMovement, type MovementRequest } from "../movement-rules/movement-rules";

/** A payout request whose shape is valid (the HTTP layer checked it). */
export interface PayoutRequest extends MovementRequest {
  recipient_number: string;
  callback_url: string;
  /** Refused before any money is held when the network tells another holder. */
  expected_recipient_name?: string;
}

export type CheckedPayout = Omit<CheckedMovement, "number" | "callbackUrl"> & { recipientNumber: string; callbackUrl: string };

const RECIPIENT = {
  numberField: "recipient_number",
  noMerchant: "Complete the merchant profile before paying out.",
  callbackRequired: true,
} as const;

/**
 * The movement rules (currency, amount limits, the number's prefix matching the service, the callback address, the
 * requested provider) with the recipient as the other party; every bad field named at once, under the payout's names.
 */
export async function checkPayout(
  db: Knex,
  userId: string,
  accountType: AccountType,
  input: Partial<PayoutRequest>,
  shapeProblems: Record<string, string>,
  allowPrivateCallbacks: boolean,
  options: { callbackRequired: boolean } = { callbackRequired: true },
): Promise<CheckedPayout> {
  const { recipient_number, expected_recipient_name: _checkedApart, ...request } = input;
  const { number, callbackUrl, ...checked } = await checkMovement(
    db,
    userId,
    accountType,
    { ...RECIPIENT, callbackRequired: options.callbackRequired },
    { ...request, number: recipient_number },
    shapeProblems,
    allowPrivateCallbacks,
  );
  // A payout's address is required by the rules above, but for a file's row: "" there, nobody is notified.
  return { ...checked, recipientNumber: number, callbackUrl: callbackUrl ?? "" };
}
