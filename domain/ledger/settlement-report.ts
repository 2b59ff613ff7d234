import type { Knex } from "knex";
import { fromSignedMinorUnits, toSignedMinorUnits } from "../../lib/money";
import type { WalletMode } from "./wallets";

/** The report's sections, in its order: which ledger entry kinds each gathers. */
const SECTIONS = {
  collections: ["payment"],
  payouts: ["payout_hold", "payout_release", "payout", "payout_fee"],
  refunds: ["refund_hold", "refund_release", "refund", "refund_fee"],
  conversions: ["conversion"],
} as const satisfies Record<string, readonly string[]>;
export type SettlementSection = keyof typeof SECTIONS | "adjustments";
/** The kind whose lines carry a section's gross amount (its fees are what the net leaves beyond it). */
const GROSS_KIND: Partial<Record<SettlementSection, string>> = { payouts: "payout", refunds: "refund" };

export interface SectionTotals {
  count: number;
  gross: string;
  fees: string;
  net: string;
}

export interface SettlementReport {
  date: string;
  currency: string;
  mode: WalletMode;
  opening_balance: string;
  collections: SectionTotals;
  payouts: SectionTotals;
  refunds: SectionTotals;
  conversions: SectionTotals;
  adjustments: SectionTotals;
  closing_balance: string;
}

/** A day in Africa/Kinshasa (UTC+1 all year): its first instant and the next day's, as UTC. */
export function kinshasaDay(date: string): { from: Date; to: Date } {
  const from = new Date(`${date}T00:00:00+01:00`);
  return { from, to: new Date(from.getTime() + 86_400_000) };
}

const sectionOf = (kind: string): SettlementSection =>
  (Object.keys(SECTIONS) as Array<keyof typeof SECTIONS>).find((section) =>
    (SECTIONS[section] as readonly string[]).includes(kind),
  ) ?? "adjustments";

/**
 * A merchant's day in one currency and mode, read from the ledger lines of its wallet (available and held money):
 * the balance before the day's first line, each section's movements that day, the balance after its last line. A
 * section's net is the sum of its lines, so opening plus the nets is closing to the cent, and closing is the
 * statement's balance at the day's end. Gross is what moved to or from the customer (a payment's amount, a payout's,
 * a refund's); fees what the service kept on top of it or out of it. A hold and its release move money
 * between available and held: nothing in the balance. Undefined: the merchant has no wallet in that currency.
 */
export async function settlementReport(
  db: Knex,
  merchantId: string,
  mode: WalletMode,
  currency: string,
  date: string,
): Promise<SettlementReport | undefined> {
  const wallet = await db("wallets").where({ merchant_id: merchantId, mode, currency }).first("id");
  if (!wallet) return undefined;
  const { from, to } = kinshasaDay(date);
  const balanceBefore = async (instant: Date) => {
    const last = await db("ledger_entries")
      .where({ wallet_id: wallet.id })
      .where("created_at", "<", instant)
      .orderBy([
        { column: "created_at", order: "desc" },
        { column: "id", order: "desc" },
      ])
      .first(db.raw("balance_after::text AS balance"));
    return (last?.balance as string | undefined) ?? "0.00";
  };
  const lines: Array<{ reference: string; kind: string; amount: string }> = await db("ledger_entries")
    .where({ wallet_id: wallet.id })
    .where("created_at", ">=", from)
    .where("created_at", "<", to)
    .select("reference", "kind", db.raw("amount::text AS amount"));
  const grossOfCollections = await collectionsGross(
    db,
    lines.filter((line) => line.kind === "payment").map((line) => line.reference),
  );

  const totals = (section: SettlementSection): SectionTotals => {
    const mine = lines.filter((line) => sectionOf(line.kind) === section);
    const net = mine.reduce((sum, line) => sum + toSignedMinorUnits(line.amount), 0n);
    if (section === "conversions") return conversionTotals(mine, net);
    const grossKind = GROSS_KIND[section];
    const counted = new Set(mine.filter((line) => !grossKind || line.kind === grossKind).map((line) => line.reference));
    const gross =
      section === "collections"
        ? [...counted].reduce((sum, reference) => sum + (grossOfCollections.get(reference) ?? 0n), 0n)
        : grossKind
          ? -mine.filter((line) => line.kind === grossKind).reduce((sum, line) => sum + toSignedMinorUnits(line.amount), 0n)
          : net;
    // Money in keeps its fee out of the net (gross − net); money out adds it (|net| − gross).
    const magnitude = net < 0n ? -net : net;
    const fees = gross > magnitude ? gross - magnitude : magnitude - gross;
    return {
      count: counted.size,
      gross: fromSignedMinorUnits(gross),
      fees: fromSignedMinorUnits(fees),
      net: fromSignedMinorUnits(net),
    };
  };
  return {
    date,
    currency,
    mode,
    opening_balance: await balanceBefore(from),
    collections: totals("collections"),
    payouts: totals("payouts"),
    refunds: totals("refunds"),
    conversions: totals("conversions"),
    adjustments: totals("adjustments"),
    closing_balance: await balanceBefore(to),
  };
}

/**
 * A day's conversions in one wallet: gross what moved in or out of it (what was sold and what was bought, each
 * counted), no fees (the spread is in the rate), net their sum.
 */
function conversionTotals(lines: Array<{ reference: string; amount: string }>, net: bigint): SectionTotals {
  const gross = lines.reduce((sum, line) => {
    const minor = toSignedMinorUnits(line.amount);
    return sum + (minor < 0n ? -minor : minor);
  }, 0n);
  return {
    count: new Set(lines.map((line) => line.reference)).size,
    gross: fromSignedMinorUnits(gross),
    fees: "0.00",
    net: fromSignedMinorUnits(net),
  };
}

/** Each payment's amount (what the customer paid), in minor units, by reference. */
async function collectionsGross(db: Knex, references: string[]): Promise<Map<string, bigint>> {
  if (references.length === 0) return new Map();
  const rows: Array<{ reference: string; amount: string }> = await db("payments")
    .whereIn("reference", references)
    .select("reference", db.raw("amount::text AS amount"));
  return new Map(rows.map((row) => [row.reference, toSignedMinorUnits(row.amount)]));
}
