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

/** Records the decision; the first one stands (a workflow's own routing after the API's changes nothing). */
export async function insertRoutingDecision(db: Knex, reference: string, decision: RoutingDecision): Promise<void> {
  await db("routing_decisions")
    .insert({
      reference,
      reason: decision.reason,
      rule_id: decision.ruleId,
      candidates: JSON.stringify(decision.candidates),
      route: decision.route,
    })
    .onConflict("reference")
    .ignore();
}

export async function findRoutingDecision(db: Knex, reference: string): Promise<RoutingDecisionRow | undefined> {
  return db<RoutingDecisionRow>("routing_decisions").where({ reference }).first();
}

/** A decision for a payment that was never written (its merchant_reference was a repeat). */
export async function deleteRoutingDecision(db: Knex, reference: string): Promise<void> {
  await db("routing_decisions").where({ reference }).delete();
}
