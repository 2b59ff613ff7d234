import type { ChaosStack } from "./stack";

export interface RoutingReport {
  /** Payments by the reason of their routing decision. */
  reasons: Record<string, number>;
  /** Payments by the provider their decision put first. */
  firstChoices: Record<string, number>;
  violations: string[];
}

/** How the learning router routed the run's payments; every payment must have its decision recorded, naming its provider. */
export async function routingReport(stack: ChaosStack): Promise<RoutingReport> {
  const rows: Array<{ reference: string; provider_code_name: string | null; reason: string | null; route: string[] | null }> =
    await stack
      .db("payments")
      .leftJoin("routing_decisions", "routing_decisions.reference", "payments.reference")
      .where({ merchant_id: stack.merchant.merchantId })
      .select("payments.reference", "provider_code_name", "reason", "route");
  const count = (values: string[]) => {
    const counts: Record<string, number> = {};
    for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
    return counts;
  };
  const violations = rows.flatMap((row) => {
    if (!row.reason) return [`routing: ${row.reference} has no recorded routing decision`];
    if (row.provider_code_name && !row.route!.includes(row.provider_code_name)) {
      return [
        `routing: ${row.reference} went to ${row.provider_code_name}, outside its decision's route ${row.route!.join(",")}`,
      ];
    }
    return [];
  });
  return {
    reasons: count(rows.flatMap((row) => (row.reason ? [row.reason] : []))),
    firstChoices: count(rows.flatMap((row) => (row.route?.[0] ? [row.route[0]] : []))),
    violations,
  };
}
