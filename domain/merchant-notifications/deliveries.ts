import type { Knex } from "knex";

export type DeliveryTrigger = "final_state" | "resend";

/** One attempt to deliver a merchant notification (`callback_deliveries`). */
export interface DeliveryRow {
  id: string;
  reference: string;
  webhook_id: string;
  trigger: DeliveryTrigger;
  attempt: number;
  status_code: number | null;
  latency_ms: number;
  error: string | null;
  attempted_at: Date;
}

export async function recordDelivery(db: Knex, delivery: Omit<DeliveryRow, "id" | "attempted_at">): Promise<void> {
  await db("callback_deliveries").insert(delivery);
}

/** Every attempt for one transaction, newest first. */
export async function notificationDeliveries(db: Knex, reference: string): Promise<DeliveryRow[]> {
  return db<DeliveryRow>("callback_deliveries").where({ reference }).orderBy("id", "desc");
}
