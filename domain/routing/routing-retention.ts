import type { Knex } from "knex";
import { pruneRoutingOutcomes } from "./routing-window-store";

/** Routing outcomes are kept this long, far past any success-rate window, for staff to look back on. */
export const ROUTING_OUTCOME_RETENTION_DAYS = 7;

export async function purgeOldRoutingOutcomes(db: Knex): Promise<number> {
  return pruneRoutingOutcomes(db, new Date(Date.now() - ROUTING_OUTCOME_RETENTION_DAYS * 86_400_000));
}
