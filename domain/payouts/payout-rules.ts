import type { Knex } from "knex";
import { ValidationError } from "../../lib/errors";
import { type CheckedTransaction, checkTransaction } from "../collections/creation-rules";
import type { AccountType } from "../core/account-type";

/** A payout request whose shape is valid (the HTTP layer checked it). */
export interface PayoutRequest {
  merchant_reference: string;
  amount: string;
  currency: string;
  /** Optional when the number tells it. */
  service?: string;
  recipient_number: string;
  callback_url: string;
  provider_code_name?: string;
}

export type CheckedPayout = Omit<CheckedTransaction, "customerNumber"> & { recipientNumber: string };

/**
 * A payout obeys a transaction's creation rules (currency, amount limits, the number's prefix matching
 * the service, the callback address, the requested provider), with the recipient in the payer's place;
 * every bad field is named at once, under the payout's field names.
 */
export async function checkPayout(
  db: Knex,
  userId: string,
  accountType: AccountType,
  input: Partial<PayoutRequest>,
  shapeProblems: Record<string, string>,
  allowPrivateCallbacks: boolean,
): Promise<CheckedPayout> {
  // Under the transaction's field name while the transaction's rules run; named back below.
  const { recipient_number: recipientProblem, ...problems } = shapeProblems;
  if (recipientProblem) problems.customer_number = recipientProblem;
  const { recipient_number, ...rest } = input;
  try {
    const checked = await checkTransaction(
      db,
      userId,
      accountType,
      { ...rest, customer_number: recipient_number },
      problems,
      allowPrivateCallbacks,
    );
    const { customerNumber, ...common } = checked;
    return { ...common, recipientNumber: customerNumber };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const { customer_number, merchant, ...details } = error.details as Record<string, string>;
    if (customer_number) details.recipient_number = customer_number;
    if (merchant) details.merchant = "Complete the merchant profile before paying out.";
    throw new ValidationError(details);
  }
}
