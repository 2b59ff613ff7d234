import { z } from "zod";
import { LEDGER_ENTRY_KINDS } from "../../domain/ledger/entries";
import { WALLET_MODES } from "../../domain/ledger/wallets";
import { timestamp } from "../../lib/validation";

const decimal = z.string().regex(/^-?\d+\.\d{2}$/);
const currency = z.string().trim().toUpperCase().max(3);

export const walletListSchema = z
  .strictObject({
    results: z.array(
      z.strictObject({
        currency: z.string(),
        available: decimal.meta({ description: "What can leave now (payouts and refunds are held out of it)." }),
        pending: decimal.meta({ description: "Held for payouts and refunds in flight." }),
        balance: decimal.meta({ description: "`available` + `pending`, kept with each ledger posting." }),
      }),
    ),
  })
  .meta({ id: "WalletList" });

const mode = z.enum(WALLET_MODES).optional().meta({
  description:
    "`live` or `sandbox` money; default: the account's own (a promoted account sees its live wallets, which start at zero).",
});

export const walletQuerySchema = z.strictObject({ mode });

const statementFilters = {
  currency: currency.optional(),
  created_after: timestamp.optional(),
  created_before: timestamp.optional(),
};

export const statementQuerySchema = z.strictObject({
  ...statementFilters,
  mode,
  format: z.enum(["json", "csv"]).default("json"),
  cursor: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const statementLineSchema = z
  .strictObject({
    id: z.string(),
    created_at: z.iso.datetime(),
    currency: z.string(),
    kind: z.enum(LEDGER_ENTRY_KINDS),
    reference: z.string().meta({ description: "The payment, payout or refund the line belongs to." }),
    account: z.enum(["available", "pending"]).meta({ description: "The part of the wallet the line moved." }),
    amount: decimal.meta({ description: "Signed: what the line did to that part of the wallet." }),
    balance: decimal.meta({ description: "The wallet's balance after the entry the line belongs to." }),
    available: decimal.meta({ description: "The wallet's available money after the entry the line belongs to." }),
  })
  .meta({ id: "StatementLine" });

export const statementPageSchema = z.strictObject({
  results: z.array(statementLineSchema),
  next: z.string().nullable().meta({ description: "Cursor of the next (older) page, null on the last." }),
});

export const balanceAlertsBody = z
  .record(
    z.string().regex(/^[A-Z]{3}$/, "Expected a currency code."),
    z
      .string()
      .regex(/^\d{1,15}(\.\d{1,2})?$/, "Expected a decimal amount with at most two decimals.")
      .nullable(),
  )
  .refine(
    (thresholds) => Object.keys(thresholds).length > 0 && Object.keys(thresholds).length <= 10,
    "Name one to ten currencies.",
  )
  .meta({
    id: "BalanceAlertsInput",
    description:
      "A threshold per currency under which the owner is mailed once (again only after the balance was back above); null removes it.",
  });

export const balanceAlertsSchema = z
  .strictObject({
    results: z.array(
      z.strictObject({
        currency: z.string(),
        threshold: decimal,
        available: decimal.meta({ description: "What the wallet can pay out now, the balance the alert watches." }),
        below: z.boolean().meta({ description: "`available` is below `threshold` now." }),
      }),
    ),
  })
  .meta({ id: "BalanceAlerts" });

export const settlementQuerySchema = z.strictObject({
  date: z.iso.date({ error: "Expected a day, YYYY-MM-DD." }),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, "Expected a currency code."),
  mode,
  format: z.enum(["json", "csv"]).optional(),
});

const sectionTotals = z.strictObject({
  count: z.number().int(),
  gross: decimal.meta({ description: "What moved to or from customers: the payments', payouts' or refunds' amounts." }),
  fees: decimal.meta({ description: "What the service kept: out of the money in, on top of the money out." }),
  net: decimal.meta({ description: "What the section moved in the wallet (signed)." }),
});

export const settlementReportSchema = z
  .strictObject({
    date: z.string(),
    currency: z.string(),
    mode: z.enum(WALLET_MODES),
    opening_balance: decimal,
    collections: sectionTotals,
    payouts: sectionTotals,
    refunds: sectionTotals,
    conversions: sectionTotals,
    adjustments: sectionTotals,
    closing_balance: decimal.meta({ description: "`opening_balance` plus every net: the statement's balance at the day's end." }),
  })
  .meta({ id: "SettlementReport" });
