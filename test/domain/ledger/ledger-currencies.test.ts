import { randomBytes } from "node:crypto";
import { post, RefusedEntryError } from "../../../domain/ledger/post";
import { verifyLedger } from "../../../domain/ledger/verify";
import { walletBalances, walletIdOf } from "../../../domain/ledger/wallets";
import { InsufficientBalanceError } from "../../../lib/errors";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { createMerchant } from "../../support/fixtures";

/**
 * The ledger's one writer with entries over several wallets and currencies (a conversion's): each currency
 * balances on its own, wallets are locked in one order, and `verify` checks every entry per currency.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const db = () => database.db;
const reference = () => `CV${randomBytes(5).toString("hex").toUpperCase()}`;

async function liveWallets() {
  const merchant = await createMerchant(db(), { accountType: "prod" });
  const usd = (await walletIdOf(db(), merchant.merchantId, "USD", "live"))!;
  const cdf = (await walletIdOf(db(), merchant.merchantId, "CDF", "live"))!;
  return { merchant, usd, cdf };
}

const fund = (walletId: string, currency: string, minor: bigint) =>
  db().transaction((trx) =>
    post(trx, {
      reference: `TX${randomBytes(5).toString("hex")}`,
      kind: "payment",
      currency,
      walletId,
      lines: [
        { account: "provider_clearing", minor: -minor },
        { account: "merchant_wallet", minor },
      ],
    }),
  );

/** Sells `sold` of the from-wallet's currency for `bought` of the to-wallet's, through the FX position in each. */
const conversion = (
  from: { walletId: string; currency: string },
  to: { walletId: string; currency: string },
  sold: bigint,
  bought: bigint,
  ref = reference(),
) =>
  db().transaction((trx) =>
    post(trx, {
      reference: ref,
      kind: "conversion",
      lines: [
        { account: "merchant_wallet", walletId: from.walletId, currency: from.currency, minor: -sold },
        { account: "fx_position", currency: from.currency, minor: sold },
        { account: "merchant_wallet", walletId: to.walletId, currency: to.currency, minor: bought },
        { account: "fx_position", currency: to.currency, minor: -bought },
      ],
    }),
  );

const balances = async (merchantId: string) =>
  Object.fromEntries((await walletBalances(db(), merchantId, "live")).map((one) => [one.currency, one.available]));

it("posts one entry on two wallets in two currencies, each line with its wallet's figures after it, once", async () => {
  const { merchant, usd, cdf } = await liveWallets();
  await fund(usd, "USD", 10_000n);
  const ref = reference();
  const usdSide = { walletId: usd, currency: "USD" };
  const cdfSide = { walletId: cdf, currency: "CDF" };
  expect(await conversion(usdSide, cdfSide, 2_500n, 7_018_125n, ref)).toBe(true);
  expect(await conversion(usdSide, cdfSide, 2_500n, 7_018_125n, ref)).toBe(false);
  expect(await balances(merchant.merchantId)).toEqual({ USD: "75.00", CDF: "70181.25" });
  const lines = await db()("ledger_entries").where({ reference: ref }).orderBy("id");
  expect(
    lines.map(({ account, currency, amount, wallet_id, available_after }) => ({
      account,
      currency,
      amount,
      wallet_id,
      available_after,
    })),
  ).toEqual([
    { account: "merchant_wallet", currency: "USD", amount: "-25.00", wallet_id: usd, available_after: "75.00" },
    { account: "fx_position", currency: "USD", amount: "25.00", wallet_id: null, available_after: null },
    { account: "merchant_wallet", currency: "CDF", amount: "70181.25", wallet_id: cdf, available_after: "70181.25" },
    { account: "fx_position", currency: "CDF", amount: "-70181.25", wallet_id: null, available_after: null },
  ]);
});

it("refuses an entry that sums to zero but not in each currency, a line on a wallet of another currency, and one wallet in two currencies", async () => {
  const { merchant, usd, cdf } = await liveWallets();
  await fund(usd, "USD", 10_000n);
  const ref = reference();
  await expect(
    db().transaction((trx) =>
      post(trx, {
        reference: ref,
        kind: "conversion",
        lines: [
          { account: "merchant_wallet", walletId: usd, currency: "USD", minor: -100n },
          { account: "fx_position", currency: "CDF", minor: 100n },
        ],
      }),
    ),
  ).rejects.toThrow(/do not sum to zero/);
  await expect(conversion({ walletId: usd, currency: "USD" }, { walletId: usd, currency: "CDF" }, 100n, 100n)).rejects.toThrow(
    /two currencies/,
  );
  await expect(
    conversion({ walletId: usd, currency: "USD" }, { walletId: cdf, currency: "EUR" }, 100n, 100n),
  ).rejects.toBeInstanceOf(RefusedEntryError);
  await expect(conversion({ walletId: cdf, currency: "USD" }, { walletId: usd, currency: "CDF" }, 100n, 100n)).rejects.toThrow(
    /line on a/,
  );
  expect(await db()("ledger_entries").where({ reference: ref })).toHaveLength(0);
  expect(await balances(merchant.merchantId)).toEqual({ USD: "100.00", CDF: "0.00" });
});

it("refuses to take a wallet below zero, moving neither wallet", async () => {
  const { merchant, usd, cdf } = await liveWallets();
  await fund(usd, "USD", 1_000n);
  await expect(
    conversion({ walletId: usd, currency: "USD" }, { walletId: cdf, currency: "CDF" }, 1_001n, 100n),
  ).rejects.toBeInstanceOf(InsufficientBalanceError);
  expect(await balances(merchant.merchantId)).toEqual({ USD: "10.00", CDF: "0.00" });
});

it("runs entries in opposite directions on the same two wallets concurrently without a deadlock, and the books stay exact", async () => {
  const { merchant, usd, cdf } = await liveWallets();
  await fund(usd, "USD", 100_000n);
  await fund(cdf, "CDF", 100_000n);
  const usdSide = { walletId: usd, currency: "USD" };
  const cdfSide = { walletId: cdf, currency: "CDF" };
  const outcomes = await Promise.allSettled(
    Array.from({ length: 40 }, (_, index) =>
      index % 2 === 0 ? conversion(usdSide, cdfSide, 100n, 250n) : conversion(cdfSide, usdSide, 250n, 100n),
    ),
  );
  expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);
  expect(await balances(merchant.merchantId)).toEqual({ USD: "1000.00", CDF: "1000.00" });
  const verification = await verifyLedger(db());
  expect(verification.ok).toBe(true);
});

it("verify reports an entry that balances overall but not in each currency", async () => {
  await db()("ledger_entries").insert([
    { reference: "CVFORGED", kind: "conversion", account: "fx_position", currency: "USD", amount: "1.00" },
    { reference: "CVFORGED", kind: "conversion", account: "platform_fees", currency: "CDF", amount: "-1.00" },
  ]);
  const report = await verifyLedger(db());
  expect(report.ok).toBe(false);
  expect(report.unbalancedEntries.shown).toEqual(
    expect.arrayContaining([
      { reference: "CVFORGED", kind: "conversion", currency: "USD", sum: "1.00" },
      { reference: "CVFORGED", kind: "conversion", currency: "CDF", sum: "-1.00" },
    ]),
  );
  expect(report.unbalancedEntries.count).toBe(2);
});

describe("a wallet's id", () => {
  it("is read once per process, and a merchant without the wallet is asked again each time", async () => {
    const { merchant, usd } = await liveWallets();
    const asked: string[] = [];
    const count = (query: { sql: string }) => asked.push(query.sql);
    db().on("query", count);
    try {
      expect(await walletIdOf(db(), merchant.merchantId, "USD", "live")).toBe(usd);
      expect(await walletIdOf(db(), merchant.merchantId, "USD", "live")).toBe(usd);
      expect(asked).toEqual([]);
      expect(await walletIdOf(db(), merchant.merchantId, "EUR", "live")).toBeUndefined();
      expect(await walletIdOf(db(), merchant.merchantId, "EUR", "live")).toBeUndefined();
      expect(asked).toHaveLength(2);
    } finally {
      db().removeListener("query", count);
    }
  });
});
