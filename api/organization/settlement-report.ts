import type Router from "@koa/router";
import { ownMerchant } from "../../domain/accounts/merchant-account";
import type { UserRow } from "../../domain/accounts/users-store";
import { type SettlementReport, settlementReport } from "../../domain/ledger/settlement-report";
import { walletModeOf } from "../../domain/ledger/wallets";
import { csvLine } from "../../lib/csv";
import { ValidationError } from "../../lib/errors";
import type { ApiDeps } from "../deps";
import { requireAuth, requireMerchant } from "../middleware/authenticate";
import { requireRole } from "../middleware/roles";
import { requireScope } from "../middleware/scopes";
import { parseInput } from "../middleware/validate";
import { settlementQuerySchema } from "./wallet-schemas";

const SECTIONS = ["collections", "payouts", "refunds", "conversions", "adjustments"] as const;

/** The report as a small CSV: the opening balance, one line per section, the closing balance. */
function reportCsv(report: SettlementReport): string {
  const head = csvLine(["date", "currency", "mode", "line", "count", "gross", "fees", "net", "balance"]);
  const at = [report.date, report.currency, report.mode];
  return [
    head,
    csvLine([...at, "opening_balance", "", "", "", "", report.opening_balance]),
    ...SECTIONS.map((name) => {
      const { count, gross, fees, net } = report[name];
      return csvLine([...at, name, String(count), gross, fees, net, ""]);
    }),
    csvLine([...at, "closing_balance", "", "", "", "", report.closing_balance]),
  ].join("");
}

/** `GET /api/reports/settlement/`: the merchant's day in one currency, in Kinshasa time, that always adds up. */
export function settlementReportRoutes(router: Router, deps: ApiDeps): void {
  router.get("/api/reports/settlement/", requireAuth, requireScope("read"), requireRole("read"), requireMerchant, async (ctx) => {
    const query = parseInput(settlementQuerySchema, ctx.query);
    const user = ctx.state.user as UserRow;
    const merchant = await ownMerchant(deps.db, user.id);
    const mode = query.mode ?? walletModeOf(user.account_type);
    const report = await settlementReport(deps.db, merchant.id, mode, query.currency, query.date);
    if (!report) throw new ValidationError({ currency: "No wallet in this currency." });
    if (query.format === "csv") {
      ctx.set("Content-Type", "text/csv; charset=utf-8");
      ctx.set("Content-Disposition", `attachment; filename="settlement-${query.date}-${query.currency}.csv"`);
      ctx.body = reportCsv(report);
      return;
    }
    ctx.body = report;
  });
}
