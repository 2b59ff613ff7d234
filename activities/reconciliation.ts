import { type DayReconciliation, reconcileDay } from "../domain/reconciliation/reconcile-day";
import type { ActivityDeps } from "./deps";

/** A UTC day has closed once the next one has begun: its statement will not change any more. */
const closedDay = (day: string, now: Date) => day < now.toISOString().slice(0, 10);

export function createReconciliationActivities(deps: ActivityDeps) {
  return {
    /**
     * Fetches a provider's statement for `day` and reconciles it (domain/reconciliation/reconcile-day.ts).
     * A statement that cannot be read fails the activity, to be retried.
     */
    async reconcileProviderDay(input: { providerCodeName: string; day: string }): Promise<DayReconciliation> {
      const provider = deps.providers.get(input.providerCodeName);
      if (!provider?.operations.statement)
        throw new Error(`provider ${input.providerCodeName} gives no statement in this process`);
      const { outcome } = await provider.operations.statement.statement(input.day);
      if (outcome.kind !== "statement")
        throw new Error(`statement of ${input.providerCodeName} for ${input.day}: ${outcome.error}`);
      return reconcileDay(deps.db, {
        providerCodeName: input.providerCodeName,
        statement: outcome.statement,
        closed: closedDay(input.day, new Date()),
        lateSuccessPolicy: deps.config.LATE_SUCCESS_POLICY,
      });
    },
  };
}
