import { toMinorUnits } from "../lib/money";
import { type ApiTarget, askUntilAnswered, createApiCaller, type ResponseRecord, wasAnswered } from "./driver";
import { type ChaosStack, EXCHANGE_FUNDS } from "./stack";

/** The rate staff set for the run: CDF per USD, and the spread in basis points. */
const MID = { whole: 2850n, text: "2850.00" };
const SPREAD_BPS = 150n;
/** Sales of USD and of CDF at once: the USD sold (2,000) is more than the USD wallet (1,000) and all the CDF sales could buy (about 591), whatever the order. */
const USD_SALES = { count: 40, amount: "50.00" };
const CDF_SALES = { count: 12, amount: "142500.00" };
const CONCURRENCY = 6;

interface PlannedConversion {
  merchantReference: string;
  from: "USD" | "CDF";
  to: "USD" | "CDF";
  amount: string;
}

/** How a planned conversion ended for the client: converted (the reference answered), refused for balance, or unanswered. */
type ConversionAnswer = { kind: "converted"; reference: string } | { kind: "refused" } | { kind: "unanswered"; last?: string };

export interface ConversionLegReport {
  violations: string[];
  converted: number;
  refusedForBalance: number;
  responses: ResponseRecord[];
}

function plan(run: string): PlannedConversion[] {
  const sales = [
    ...Array.from({ length: USD_SALES.count }, (_, index) => ({
      from: "USD" as const,
      to: "CDF" as const,
      amount: USD_SALES.amount,
      index,
    })),
    ...Array.from({ length: CDF_SALES.count }, (_, index) => ({
      from: "CDF" as const,
      to: "USD" as const,
      amount: CDF_SALES.amount,
      index,
    })),
  ];
  // Interleaved, so sales of both currencies run at once.
  sales.sort((a, b) => a.index - b.index);
  return sales.map((sale) => ({ ...sale, merchantReference: `chaos-cv-${run}-${sale.from}-${sale.index}` }));
}

/**
 * Concurrent conversions of the exchange merchant's USD and CDF through the APIs, during the run's faults, as a careful
 * client makes them: a lost answer asked again with the same quote and merchant_reference, an expired quote replaced.
 * Together they ask for more than either wallet holds, so some are refused for balance; none may overdraw a wallet.
 * Checked once the faults are over.
 */
export async function runConversionLeg(
  stack: ChaosStack,
  apis: ApiTarget[],
  run: string,
  faultsOver: Promise<void>,
): Promise<ConversionLegReport> {
  await setRate(stack, apis);
  const { call, responses } = createApiCaller(apis, stack.exchangeMerchant.token);
  const planned = plan(run);
  const answers = new Map<string, ConversionAnswer>();
  let next = 0;

  const convert = async (conversion: PlannedConversion): Promise<ConversionAnswer> => {
    let quoteId: string | undefined;
    let last: string | undefined;
    const converted = await askUntilAnswered<ConversionAnswer>(async () => {
      if (!quoteId) {
        const quote = await call("POST", "/api/payments/conversion/quote/", {
          from_currency: conversion.from,
          to_currency: conversion.to,
          amount: conversion.amount,
        });
        if (quote?.status !== 201) {
          last = `quote ${quote?.status ?? "no answer"}`;
          return undefined;
        }
        quoteId = quote.json.id;
      }
      const answer = await call("POST", "/api/payments/conversion/", {
        quote_id: quoteId,
        merchant_reference: conversion.merchantReference,
      });
      last = `${answer?.status ?? "no answer"} ${answer?.json?.error?.code ?? ""}`;
      if (answer?.status === 201 || answer?.status === 200) return { kind: "converted", reference: answer.json.reference };
      if (answer?.status === 400 && answer.json?.error?.code === "insufficient_balance") return { kind: "refused" };
      if (answer?.status === 409 && answer.json?.error?.code === "quote_expired") quoteId = undefined;
      else if (wasAnswered(answer)) return { kind: "unanswered", last };
      return undefined;
    });
    return converted ?? { kind: "unanswered", last };
  };

  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < planned.length) {
        const conversion = planned[next++]!;
        answers.set(conversion.merchantReference, await convert(conversion));
      }
    }),
  );
  await faultsOver; // the checks read the database, which a fault cuts
  return { ...(await checkConversions(stack, planned, answers)), responses };
}

/** Staff set the run's USD/CDF rate, asked again until an API answers (api-1 may be down at the start). */
async function setRate(stack: ChaosStack, apis: ApiTarget[]): Promise<void> {
  const { call } = createApiCaller(apis, stack.staffToken);
  const set = await askUntilAnswered(async () => {
    const answer = await call("PUT", "/api/admin/fx-rates/", { pair: "USD/CDF", mid: MID.text, spread_bps: Number(SPREAD_BPS) });
    return answer?.status === 200 || undefined;
  });
  if (!set) throw new Error("the conversion leg could not set the USD/CDF rate");
}

/** Exactly what `amount` of `from` buys at the run's rate, as a fraction of minor units: [numerator, denominator]. */
function exactReceive(from: string, amountMinor: bigint): [bigint, bigint] {
  const kept = 10_000n - SPREAD_BPS;
  return from === "USD" ? [amountMinor * MID.whole * kept, 10_000n] : [amountMinor * kept, MID.whole * 10_000n];
}

/**
 * The conversion invariants: each planned conversion made at most once and as answered (a conversion answered is in
 * the books under that reference, one refused for balance is not), each one's figures within a cent or two below the
 * exact rate and never above it, one `conversion.succeeded` event and four ledger lines each, and each wallet equal
 * to its funding less what was sold plus what was bought (so never below zero: `ledger verify` checks that too).
 */
async function checkConversions(
  stack: ChaosStack,
  planned: PlannedConversion[],
  answers: Map<string, ConversionAnswer>,
): Promise<Omit<ConversionLegReport, "responses">> {
  const violations: string[] = [];
  const { db } = stack;
  const rows: Array<Record<string, any>> = await db("conversions").where({ merchant_id: stack.exchangeMerchant.merchantId });
  const byMerchantReference = new Map<string, Array<Record<string, any>>>();
  for (const row of rows)
    byMerchantReference.set(row.merchant_reference, [...(byMerchantReference.get(row.merchant_reference) ?? []), row]);
  let converted = 0;
  let refusedForBalance = 0;
  for (const conversion of planned) {
    const made = byMerchantReference.get(conversion.merchantReference) ?? [];
    const answer = answers.get(conversion.merchantReference);
    if (made.length > 1) violations.push(`conversion ${conversion.merchantReference}: made ${made.length} times`);
    if (answer?.kind === "converted") {
      converted += 1;
      if (made[0]?.reference !== answer.reference)
        violations.push(
          `conversion ${conversion.merchantReference}: answered ${answer.reference}, the books hold ${made[0]?.reference ?? "none"}`,
        );
    } else if (answer?.kind === "refused") {
      refusedForBalance += 1;
      if (made.length > 0)
        violations.push(`conversion ${conversion.merchantReference}: refused for balance, yet made (${made[0]!.reference})`);
    } else violations.push(`conversion ${conversion.merchantReference}: never answered (${answer?.last ?? "not asked"})`);
  }

  const expected: Record<string, bigint> = Object.fromEntries(
    Object.entries(EXCHANGE_FUNDS).map(([currency, amount]) => [currency, toMinorUnits(amount)]),
  );
  for (const row of rows) {
    const amount = toMinorUnits(row.amount);
    const received = toMinorUnits(row.receive_amount);
    expected[row.from_currency] = (expected[row.from_currency] ?? 0n) - amount;
    expected[row.to_currency] = (expected[row.to_currency] ?? 0n) + received;
    const [numerator, denominator] = exactReceive(row.from_currency, amount);
    if (received * denominator > numerator || (received + 2n) * denominator <= numerator)
      violations.push(
        `conversion ${row.reference}: ${row.amount} ${row.from_currency} bought ${row.receive_amount} ${row.to_currency}, not the rate less the spread`,
      );
    if (row.conversion_status !== "Success") violations.push(`conversion ${row.reference}: left ${row.conversion_status}`);
  }
  const references = rows.map((row) => row.reference);
  const events = await db("movement_events")
    .whereIn("reference", references)
    .where({ resource_type: "conversion", to_status: "Success" })
    .select("reference");
  const lines = await db("ledger_entries").whereIn("reference", references).where({ kind: "conversion" }).select("reference");
  for (const reference of references) {
    const eventCount = events.filter((event) => event.reference === reference).length;
    const lineCount = lines.filter((line) => line.reference === reference).length;
    if (eventCount !== 1) violations.push(`conversion ${reference}: ${eventCount} conversion.succeeded events`);
    if (lineCount !== 4)
      violations.push(`conversion ${reference}: ${lineCount} ledger lines, not 4 (two wallets, two FX positions)`);
  }
  const wallets = await db("wallets")
    .where({ merchant_id: stack.exchangeMerchant.merchantId, mode: "live" })
    .select("currency", "available", "pending");
  for (const wallet of wallets) {
    const held = toMinorUnits(wallet.available) + toMinorUnits(wallet.pending);
    if (held !== (expected[wallet.currency] ?? 0n))
      violations.push(
        `exchange wallet ${wallet.currency}: ${wallet.available} available, its funding and conversions say ${expected[wallet.currency]} minor units`,
      );
  }
  if (converted === 0 || refusedForBalance === 0)
    violations.push(
      `conversion leg: ${converted} converted and ${refusedForBalance} refused for balance; the plan asks for more than the wallets hold, so both should happen`,
    );
  return { violations, converted, refusedForBalance };
}
