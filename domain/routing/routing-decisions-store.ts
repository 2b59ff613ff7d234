import type { Knex } from "knex";
import type { CandidateView, DecisionReason, RoutingDecision } from "./routing-decision";

/** The one module that writes `routing_decisions`: why each payment was routed as it was. */

export interface RoutingDecisionRow {
  reference: string;
  reason: DecisionReason;
  rule_id: string | null;
  candidates: CandidateView[];
  route: string[];
  decided_at: Date;
}

/**
 * Records the decision unless the payment has one: the first one stands (the API's, when a workflow the orphan
 * sweep started routes the payment again). Answers the route recorded.
 */
export async function insertRoutingDecision(db: Knex, reference: string, decision: RoutingDecision): Promise<string[]> {
  const inserted = await db("routing_decisions")
    .insert({
      reference,
      reason: decision.reason,
      rule_id: decision.ruleId,
      candidates: JSON.stringify(decision.candidates),
      route: decision.route,
    })
    .onConflict("reference")
    .ignore()
    .returning("route");
  if (inserted.length > 0) return decision.route;
  return (await findRoutingDecision(db, reference))!.route;
}

export async function findRoutingDecision(db: Knex, reference: string): Promise<RoutingDecisionRow | undefined> {
  return db<RoutingDecisionRow>("routing_decisions").where({ reference }).first();
}

/** A decision for a payment that was never written (its merchant_reference was a repeat). */
export async function deleteRoutingDecision(db: Knex, reference: string): Promise<void> {
  await db("routing_decisions").where({ reference }).delete();
}
