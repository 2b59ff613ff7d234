import { type Behaviour, behaviourFor } from "../behaviour";
import type { Refusal } from "./wire";

/**
 * The sandbox's trigger numbers are not public (networks.md, "Sandbox"), so the project's table (simulator/behaviour.ts,
 * last two digits 91 to 99) applies, plus two numbers of this simulator's own for M-Pesa's other final states:
 * `05` the customer cancels the push, `09` the customer lets it expire. Both end as a failure; their codes follow.
 */
const OWN_FAILURES: Record<string, Behaviour> = { "05": "insufficient_funds", "09": "insufficient_funds" };

export const mpesaBehaviourFor = (phone: string): Behaviour => OWN_FAILURES[phone.slice(-2)] ?? behaviourFor(phone);

export type Operation = "collection" | "disbursement" | "refund";

/** A failed movement's `output_ResponseTransactionStatus` and the code its callback carries. */
export interface FinalFailure {
  status: "Failed" | "Cancelled" | "Expired";
  code: string;
  description: string;
}

const NOT_ENOUGH_BALANCE: FinalFailure = { status: "Failed", code: "INS-2006", description: "Insufficient balance" };

/** A customer cancels or lets expire only a push to pay; a payout or a reversal to that number fails otherwise. */
export function finalFailureOf(phone: string, operation: Operation): FinalFailure {
  const suffix = phone.slice(-2);
  if (suffix === "05")
    return operation === "collection"
      ? { status: "Cancelled", code: "INS-5", description: "Transaction cancelled by customer" }
      : { status: "Failed", code: "INS-2002", description: "Receiver invalid" };
  if (suffix === "09")
    return operation === "collection"
      ? { status: "Expired", code: "INS-9", description: "Request timeout" }
      : { status: "Failed", code: "INS-6", description: "Transaction Failed" };
  return NOT_ENOUGH_BALANCE;
}

/** The refusal at initiation the `reject` behaviour (`92`) plays: the number cannot pay or receive. */
export const NUMBER_REFUSED: Refusal = { status: 400, code: "INS-2051", description: "MSISDN invalid." };
