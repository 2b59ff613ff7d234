import type { Knex } from "knex";
import { eventsOf, type MovementEventRow } from "../core/movement-store";
import type { MovementStatus } from "../core/status";

/** One state change of a transaction, or its creation (from null). */
export type PaymentEventRow = MovementEventRow<MovementStatus>;

export async function paymentHistory(db: Knex, reference: string): Promise<PaymentEventRow[]> {
  return eventsOf<MovementStatus>(db, "transaction", reference);
}
