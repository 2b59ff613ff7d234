import { isTerminal, type MovementStatus } from "./status";

/** What a merchant notification is about, whatever kind of resource it is: a transaction, a payout, a refund. */
export interface NotificationSubject {
  reference: string;
  merchantId: string;
  /** Null: nobody to notify (a checkout, and its tries, created without one). */
  callbackUrl: string | null;
  status: string;
  final: boolean;
  completedAt: Date | null;
  body: string;
}

/** The subject of a movement's row in `status`, with its notification body. */
export function movementSubject(
  row: { reference: string; merchant_id: string; callback_url: string | null; completed_at: Date | null },
  status: MovementStatus,
  body: string,
): NotificationSubject {
  return {
    reference: row.reference,
    merchantId: row.merchant_id,
    // "": a payout file's row sent without an address (the merchant follows the file).
    callbackUrl: row.callback_url || null,
    status,
    final: isTerminal(status),
    completedAt: row.completed_at,
    body,
  };
}
