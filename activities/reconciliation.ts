import { type DayReconciliation, reconcileDay } from "../domain/reconciliation/reconcile-day";
import { callOperation, type ProviderClient, type Statement, supports } from "../providers/types";
import type { ActivityDeps } from "./deps";

const utcDay = (date: Date) => date.toISOString().slice(0, 10);
/** A UTC day has closed once the next one has begun: its statement will not change any more. */
const closedDay = (day: string, now: Date) => day < utcDay(now);
const dayAfter = (day: string, days: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

async function statementOf(client: ProviderClient, day: string): Promise<Statement> {
  const { outcome } = await callOperation(client, "statement", day);
  if (outcome.kind !== "statement") throw new Error(`statement of ${client.codeName} for ${day}: ${outcome.error}`);
  return outcome.statement;
}

export function createReconciliationActivities(deps: ActivityDeps) {
  return {
    /**
     * Fetches a provider's statement for `day`, with the day before and (once begun) the day after for what
     * settled across midnight, and reconciles it (domain/reconciliation/reconcile-day.ts). A statement that
     * cannot be read fails the activity, to be retried.
     */
    async reconcileProviderDay(input: { providerCodeName: string; day: string }): Promise<DayReconciliation> {
      const { providerCodeName, day } = input;
      const client = deps.providers.get(providerCodeName);
      if (!client || !supports(client, "statement"))
        throw new Error(`provider ${providerCodeName} gives no statement in this process`);
      const now = new Date();
      const neighbourDays = [dayAfter(day, -1), ...(closedDay(day, now) ? [dayAfter(day, 1)] : [])];
      const [statement, ...neighbours] = await Promise.all([day, ...neighbourDays].map((date) => statementOf(client, date)));
      return reconcileDay(deps.db, {
        providerCodeName,
        statement: statement!,
        neighbours,
        closed: closedDay(day, now),
        lateSuccessPolicy: deps.config.LATE_SUCCESS_POLICY,
      });
    },
  };
}
