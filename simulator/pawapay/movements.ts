import { finalOutcome, isFinal } from "../behaviour";
import type { MoneyOutRecord } from "../money-out";
import { failureCodeOf, ID_FIELD, type PawapayKind, wireAmount } from "./wire";

/** What pawaPay keeps of a request beside the engine's record: when it came and what the merchant attached. */
export interface RequestExtras {
  created: string;
  clientReferenceId?: string;
  metadata?: unknown;
}

/** The simulated pawaPay's memory of requests by id (depositId, payoutId, refundId). */
export type ExtrasById = Map<string, RequestExtras>;

/** Keeps what pawaPay keeps of a request, the first time its id is seen (a repeat is a duplicate of that one). */
export function rememberRequest(extras: ExtrasById, id: string, body: Record<string, any>): void {
  if (!extras.has(id))
    extras.set(id, { created: new Date().toISOString(), clientReferenceId: body.clientReferenceId, metadata: body.metadata });
}

type Movement = Pick<
  MoneyOutRecord,
  "reference" | "providerReference" | "amountMinor" | "currency" | "phone" | "network" | "behaviour" | "dueAt"
> & { collection?: MoneyOutRecord["collection"] };

/** The `status` pawaPay shows: a movement never answered by the project's table sits IN_RECONCILIATION, `…129` PROCESSING. */
function statusOf(movement: Movement, final: "success" | "failed" | null, forge: boolean): string {
  if (final) return (final === "success") !== forge ? "COMPLETED" : "FAILED";
  return movement.behaviour === "never_answer" && !movement.phone.endsWith("129") ? "IN_RECONCILIATION" : "PROCESSING";
}

/**
 * A deposit, payout or refund object as pawaPay shows it in a status query's `data` and, flat, as a callback. `forge`
 * turns the outcome over: what an unsigned callback could claim.
 */
export function movementView(kind: PawapayKind, movement: Movement, extras: ExtrasById, now: number, forge = false) {
  const final = isFinal(movement, now) ? finalOutcome(movement) : null;
  const status = statusOf(movement, final, forge);
  const kept = extras.get(movement.reference);
  const party = { type: "MMO", accountDetails: { phoneNumber: movement.phone.replace(/^\+/, ""), provider: movement.network } };
  return {
    [ID_FIELD[kind]]: movement.reference,
    status,
    amount: wireAmount(movement.amountMinor, movement.network, movement.currency),
    currency: movement.currency,
    country: "COD",
    ...(kind === "deposit" ? { payer: party } : kind === "payout" ? { recipient: party } : {}),
    ...(kind === "refund" ? { depositId: movement.collection?.reference } : {}),
    created: kept?.created ?? new Date(movement.dueAt).toISOString(),
    ...(final ? { providerTransactionId: movement.providerReference } : {}),
    ...(status === "FAILED"
      ? { failureReason: { failureCode: failureCodeOf(kind, movement.phone), failureMessage: "The movement failed." } }
      : {}),
    ...(kept?.clientReferenceId ? { clientReferenceId: kept.clientReferenceId } : {}),
    ...(kept?.metadata ? { metadata: kept.metadata } : {}),
  };
}
