import type { Knex } from "knex";

/** A merchant's webhook endpoint (`webhook_endpoints`); its secrets are in endpoint-secrets.ts. */
export interface EndpointRow {
  id: string;
  merchant_id: string;
  url: string;
  description: string | null;
  event_types: string[];
  enabled: boolean;
  disabled_reason: string | null;
  failing_since: Date | null;
  created_at: Date;
  updated_at: Date;
}

type Executor = Knex | Knex.Transaction;

export type EndpointFields = Pick<EndpointRow, "url" | "description" | "event_types">;

export async function insertEndpoint(db: Executor, merchantId: string, fields: EndpointFields): Promise<EndpointRow> {
  const [row] = await db<EndpointRow>("webhook_endpoints")
    .insert({ merchant_id: merchantId, ...fields })
    .returning("*");
  return row!;
}

export async function countEndpoints(db: Executor, merchantId: string): Promise<number> {
  const [{ count }] = (await db("webhook_endpoints").where({ merchant_id: merchantId }).count({ count: "*" })) as [
    { count: string },
  ];
  return Number(count);
}

export async function merchantEndpoints(db: Executor, merchantId: string): Promise<EndpointRow[]> {
  return db<EndpointRow>("webhook_endpoints")
    .where({ merchant_id: merchantId })
    .orderBy([{ column: "created_at" }, { column: "id" }]);
}

export async function findMerchantEndpoint(db: Executor, merchantId: string, id: string): Promise<EndpointRow | undefined> {
  return db<EndpointRow>("webhook_endpoints").where({ merchant_id: merchantId, id }).first();
}

/** Locks the endpoint's row for the caller's transaction (a change and its replay, or a disable, one at a time). */
export async function lockMerchantEndpoint(
  trx: Knex.Transaction,
  merchantId: string,
  id: string,
): Promise<EndpointRow | undefined> {
  return trx<EndpointRow>("webhook_endpoints").where({ merchant_id: merchantId, id }).forUpdate().first();
}

export async function updateEndpoint(
  db: Executor,
  id: string,
  changes: Partial<Pick<EndpointRow, "url" | "description" | "event_types" | "enabled" | "disabled_reason" | "failing_since">>,
): Promise<EndpointRow> {
  const [row] = await db<EndpointRow>("webhook_endpoints")
    .where({ id })
    .update({ ...changes, updated_at: db.fn.now() as unknown as Date })
    .returning("*");
  return row!;
}

export async function deleteMerchantEndpoint(db: Executor, merchantId: string, id: string): Promise<boolean> {
  return (await db("webhook_endpoints").where({ merchant_id: merchantId, id }).delete()) > 0;
}

/** A failed attempt: the endpoint is failing since now unless it already was; answers since when. */
export async function markFailing(db: Executor, id: string): Promise<Date> {
  const [row] = await db<EndpointRow>("webhook_endpoints")
    .where({ id })
    .update({ failing_since: db.raw("coalesce(failing_since, now())") as unknown as Date })
    .returning("failing_since");
  return row!.failing_since!;
}

export async function markHealthy(db: Executor, id: string): Promise<void> {
  await db("webhook_endpoints").where({ id }).whereNotNull("failing_since").update({ failing_since: null });
}

/**
 * Disables an endpoint still enabled and failing since before `failingBefore`; answers it (with its merchant's
 * e-mail address) when this call disabled it, so one mail goes out whoever else saw the same failure.
 */
export async function disableIfFailingSince(
  db: Executor,
  id: string,
  failingBefore: Date,
  reason: string,
): Promise<(EndpointRow & { merchant_email: string }) | undefined> {
  const [row] = await db("webhook_endpoints")
    .where({ id, enabled: true })
    .where("failing_since", "<=", failingBefore)
    .update({ enabled: false, disabled_reason: reason, updated_at: db.fn.now() })
    .returning("*");
  if (!row) return undefined;
  const merchant = await db("merchants").where({ id: row.merchant_id }).first("email");
  return { ...(row as EndpointRow), merchant_email: merchant.email as string };
}
