import type { Knex } from "knex";
import type { RoutingRule } from "./routing-decision";

/** The one module that writes `routing_rules`: staff's pins and splits per service, merchant, or both. */

export interface RoutingRuleRow {
  id: string;
  merchant_id: string | null;
  service: string | null;
  kind: "pin" | "split";
  allocations: Array<{ provider: string; weight: number }>;
  note: string | null;
  created_at: Date;
  updated_at: Date;
}

export type RoutingRuleFields = Pick<RoutingRuleRow, "merchant_id" | "service" | "kind" | "allocations" | "note">;

type Executor = Knex | Knex.Transaction;

const rules = (db: Executor) => db<RoutingRuleRow>("routing_rules");

export async function listRoutingRules(db: Knex): Promise<RoutingRuleRow[]> {
  return rules(db).orderBy([{ column: "service" }, { column: "merchant_id" }, { column: "created_at" }]);
}

export async function lockRoutingRule(trx: Knex.Transaction, id: string): Promise<RoutingRuleRow | undefined> {
  return rules(trx).where({ id }).forUpdate().first();
}

export async function insertRoutingRule(trx: Knex.Transaction, fields: RoutingRuleFields): Promise<RoutingRuleRow> {
  const [row] = await rules(trx)
    .insert({ ...fields, allocations: JSON.stringify(fields.allocations) as unknown as RoutingRuleRow["allocations"] })
    .returning("*");
  return row!;
}

export async function updateRoutingRule(trx: Knex.Transaction, id: string, fields: RoutingRuleFields): Promise<RoutingRuleRow> {
  const [row] = await rules(trx)
    .where({ id })
    .update({
      ...fields,
      allocations: JSON.stringify(fields.allocations) as unknown as RoutingRuleRow["allocations"],
      updated_at: trx.fn.now() as unknown as Date,
    })
    .returning("*");
  return row!;
}

export async function deleteRoutingRule(trx: Knex.Transaction, id: string): Promise<void> {
  await rules(trx).where({ id }).delete();
}

/** The most specific rule for a merchant's payment on a service: merchant and service, then merchant, then service. */
export async function ruleFor(db: Knex, merchantId: string, service: string): Promise<RoutingRule | undefined> {
  const row = await rules(db)
    .where((scope) => scope.where({ merchant_id: merchantId }).orWhereNull("merchant_id"))
    .where((scope) => scope.where({ service }).orWhereNull("service"))
    .orderByRaw("(merchant_id IS NULL), (service IS NULL)")
    .first();
  return row && { id: row.id, kind: row.kind, allocations: row.allocations };
}
