import type { Knex } from "knex";

export const REPORT_GROUPINGS = ["day", "service", "currency", "status"] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** SQL for each grouping; fixed strings only, never user input. */
const GROUP_EXPRESSION: Record<ReportGrouping, string> = {
  day: "to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')",
  service: "service",
  currency: "currency",
  status: "transaction_status",
};

export interface ReportQuery {
  /** Absent: every merchant (staff). */
  merchantId?: string;
  /** Inclusive UTC days, `YYYY-MM-DD`. */
  from: string;
  to: string;
  groupBy: ReportGrouping;
}

export interface ReportRow {
  group: string;
  currency: string;
  count: number;
  success_count: number;
  attempted: string;
  gross: string;
  fee: string;
  net: string;
}

const DAY_MS = 86_400_000;
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString();

const money = (sum: string) => `coalesce(${sum}, 0)::numeric(20,2)::text`;

/**
 * Count and money per group and currency (amounts in different currencies are never added), summed in
 * PostgreSQL over NUMERIC: `attempted` over every transaction, `gross`, `fee` and `net` over Success only.
 */
export async function transactionReport(db: Knex, query: ReportQuery): Promise<ReportRow[]> {
  const success = "FILTER (WHERE transaction_status = 'Success')";
  return db("transactions")
    .select(
      db.raw(`${GROUP_EXPRESSION[query.groupBy]} AS "group"`),
      "currency",
      db.raw("count(*)::int AS count"),
      db.raw(`(count(*) ${success})::int AS success_count`),
      db.raw(`${money("sum(amount)")} AS attempted`),
      db.raw(`${money(`sum(amount) ${success}`)} AS gross`),
      db.raw(`${money(`sum(fee) ${success}`)} AS fee`),
      db.raw(`${money(`sum(net_amount) ${success}`)} AS net`),
    )
    .where("created_at", ">=", `${query.from}T00:00:00Z`)
    .where("created_at", "<", dayAfter(query.to))
    .modify((builder) => {
      if (query.merchantId) builder.where("merchant_id", query.merchantId);
    })
    .groupByRaw("1, 2")
    .orderByRaw("1, 2");
}
