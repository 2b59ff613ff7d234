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

/** One page of the attempts for one transaction, newest first, and the cursor of the next page (or null). */
export async function notificationDeliveries(
  db: Knex,
  reference: string,
  page: { cursor?: string; limit: number },
): Promise<{ deliveries: DeliveryRow[]; next: string | null }> {
  const rows = await db<DeliveryRow>("callback_deliveries")
    .where({ reference })
    .modify((builder) => {
      if (page.cursor) builder.where("id", "<", page.cursor);
    })
    .orderBy("id", "desc")
    .limit(page.limit + 1);
  const deliveries = rows.slice(0, page.limit);
  return { deliveries, next: rows.length > page.limit ? String(deliveries[deliveries.length - 1]!.id) : null };
}

/** Every delivery attempt of a transaction's notifications, oldest first. */
export async function deliveriesOf(db: Knex, reference: string): Promise<DeliveryRow[]> {
  return db<DeliveryRow>("callback_deliveries").where({ reference }).orderBy("id", "asc");
}
