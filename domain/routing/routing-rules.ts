import type { Knex } from "knex";
import { isUniqueViolation } from "../../db/errors";
import { NotFoundError, ValidationError } from "../../lib/errors";
import { drcNetworkPrefixes } from "../../providers/services";
import { merchantSummary } from "../accounts/merchants";
import { recordStaffAction } from "../accounts/staff-audit";
import { findProvider } from "./providers-store";
import {
  deleteRoutingRule,
  insertRoutingRule,
  listRoutingRules,
  lockRoutingRule,
  type RoutingRuleFields,
  type RoutingRuleRow,
  updateRoutingRule,
} from "./routing-rules-store";

/** Staff's pin and split rules: validated against the providers and merchants they name, audited. */

/** A rule as staff send it; a pin is a split with one provider at weight 100. */
export type RoutingRuleInput = { merchant_id?: string | null; service?: string | null; note?: string | null } & (
  | { kind: "pin"; provider: string }
  | { kind: "split"; allocations: Array<{ provider: string; weight: number }> }
);

export const listRules = listRoutingRules;

/** Every problem with the rule, by field; nothing when it may be saved. */
async function problemsOf(db: Knex, input: RoutingRuleInput): Promise<Record<string, string>> {
  const details: Record<string, string> = {};
  if (!input.merchant_id && !input.service) details.service = "Name a service, a merchant (merchant_id), or both.";
  if (input.service && drcNetworkPrefixes(input.service).length === 0) details.service = `Unknown service '${input.service}'.`;
  if (input.merchant_id && !(await merchantSummary(db, input.merchant_id))) details.merchant_id = "No such merchant.";
  const field = input.kind === "pin" ? "provider" : "allocations";
  const named = input.kind === "pin" ? [input.provider] : input.allocations.map((allocation) => allocation.provider);
  if (input.kind === "split") {
    const total = input.allocations.reduce((sum, allocation) => sum + allocation.weight, 0);
    if (input.allocations.length < 2) details.allocations = "A split names at least two providers.";
    else if (new Set(named).size !== named.length) details.allocations = "Name each provider once.";
    else if (total !== 100) details.allocations = `The weights add up to ${total}; they must add up to 100.`;
  }
  for (const codeName of named) {
    const provider = await findProvider(db, codeName);
    if (!provider || provider.builtin) details[field] = `Unknown provider '${codeName}'.`;
    else if (input.service && !provider.services.includes(input.service)) {
      details[field] = `Provider '${codeName}' does not serve ${input.service}.`;
    }
  }
  return details;
}

function fieldsOf(input: RoutingRuleInput): RoutingRuleFields {
  return {
    merchant_id: input.merchant_id ?? null,
    service: input.service ?? null,
    kind: input.kind,
    allocations: input.kind === "pin" ? [{ provider: input.provider, weight: 100 }] : input.allocations,
    note: input.note ?? null,
  };
}

const auditView = (row: RoutingRuleRow) => ({
  merchant_id: row.merchant_id,
  service: row.service,
  kind: row.kind,
  allocations: row.allocations,
  note: row.note,
});

/** Saves a rule (a new one, or `id` replaced), with its audit row, in one database transaction. */
export async function saveRule(db: Knex, actorId: string, input: RoutingRuleInput, id?: string): Promise<RoutingRuleRow> {
  const details = await problemsOf(db, input);
  if (Object.keys(details).length > 0) throw new ValidationError(details);
  try {
    return await db.transaction(async (trx) => {
      const before = id ? await lockRoutingRule(trx, id) : undefined;
      if (id && !before) throw new NotFoundError("No such routing rule.");
      const saved = id ? await updateRoutingRule(trx, id, fieldsOf(input)) : await insertRoutingRule(trx, fieldsOf(input));
      await recordStaffAction(trx, {
        actorId,
        action: id ? "routing_rule.update" : "routing_rule.create",
        targetType: "routing_rule",
        targetId: saved.id,
        before: before ? auditView(before) : null,
        after: auditView(saved),
      });
      return saved;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new ValidationError({ [input.service ? "service" : "merchant_id"]: "A rule for this scope exists; change that one." });
  }
}

export async function removeRule(db: Knex, actorId: string, id: string): Promise<void> {
  await db.transaction(async (trx) => {
    const before = await lockRoutingRule(trx, id);
    if (!before) throw new NotFoundError("No such routing rule.");
    await deleteRoutingRule(trx, id);
    await recordStaffAction(trx, {
      actorId,
      action: "routing_rule.delete",
      targetType: "routing_rule",
      targetId: id,
      before: auditView(before),
    });
  });
}
