import type { Knex } from "knex";
import type { AccountType } from "../core/account-type";
import { type CheckedMovement, checkMovement, type MovementRequest } from "../movement-rules/movement-rules";

/** A creation request whose shape is already valid (the HTTP layer checked it). */
export interface PaymentFields extends MovementRequest {
  customer_number: string;
}

/** A request every rule accepted: currency and service in their canonical form. */
export type CheckedPayment = Omit<CheckedMovement, "number"> & { customerNumber: string };

const PAYER = {
  numberField: "customer_number",
  noMerchant: "Complete the merchant profile before creating transactions.",
  callbackRequired: false,
} as const;

/** The movement rules with the customer as the payer; every failing field named at once; nothing is written. */
export async function checkPayment(
  db: Knex,
  userId: string,
  accountType: AccountType,
  input: Partial<PaymentFields>,
  shapeProblems: Record<string, string>,
  allowPrivateCallbacks: boolean,
): Promise<CheckedPayment> {
  const { customer_number, ...request } = input;
  const { number, ...checked } = await checkMovement(
    db,
    userId,
    accountType,
    PAYER,
    { ...request, number: customer_number },
    shapeProblems,
    allowPrivateCallbacks,
  );
  return { ...checked, customerNumber: number };
}
