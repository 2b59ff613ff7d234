import { randomBytes } from "node:crypto";
import { postPending } from "../../../domain/ledger/pending";
import { post, RefusedEntryError } from "../../../domain/ledger/post";
import { statementPage } from "../../../domain/ledger/statement";
import { verifyLedger } from "../../../domain/ledger/verify";
import { walletBalances, walletIdOf } from "../../../domain/ledger/wallets";
import { InsufficientBalanceError, ValidationError } from "../../../lib/errors";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { createMerchant } from "../../support/fixtures";

/** The ledger's one writer against PostgreSQL, and the verification that recomputes the books from their lines. */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const liveUsdWallet = async () => {
  const merchant = await createMerchant(database.db, { accountType: "prod" });
  return { merchant, walletId: (await walletIdOf(database.db, merchant.merchantId, "USD", "live"))! };
};

const credit = (walletId: string, minor: bigint, reference = `TX${randomBytes(5).toString("hex")}`) =>
  database.db.transaction((trx) =>
    post(trx, {
      reference,
      kind: "payment",
      currency: "USD",
      walletId,
      lines: [
        { account: "provider_clearing", minor: -minor },
        { account: "merchant_wallet", minor },
      ],
    }),
  );

const hold = (walletId: string, minor: bigint) =>
  database.db.transaction((trx) =>
    postPending(trx, {
      reference: `PO${randomBytes(5).toString("hex")}`,
      kind: "payout_hold",
      voidKind: "payout_release",
      currency: "USD",
      walletId,
      lines: [{ kind: "payout", account: "provider_clearing", minor }],
    }),
  );

describe("posting", () => {
  it("refuses an entry whose lines do not sum to zero, and one with wallet lines but no wallet, writing nothing", async () => {
    const { walletId } = await liveUsdWallet();
    const reference = `TX${randomBytes(5).toString("hex")}`;
    await expect(
      database.db.transaction((trx) =>
        post(trx, {
          reference,
          kind: "payment",
          currency: "USD",
          walletId,
          lines: [
            { account: "provider_clearing", minor: -100n },
            { account: "merchant_wallet", minor: 99n },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(RefusedEntryError);
    await expect(
      database.db.transaction((trx) =>
        post(trx, {
          reference,
          kind: "payment",
          currency: "USD",
          lines: [
            { account: "provider_clearing", minor: -100n },
            { account: "merchant_wallet", minor: 100n },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(RefusedEntryError);
    expect(await database.db("ledger_entries").where({ reference })).toHaveLength(0);
  });

  it("posts an entry once: a repeat changes neither the lines nor the kept balance", async () => {
    const { merchant, walletId } = await liveUsdWallet();
    const reference = `TX${randomBytes(5).toString("hex")}`;
    expect(await credit(walletId, 12_345n, reference)).toBe(true);
    expect(await credit(walletId, 12_345n, reference)).toBe(false);
    expect(await database.db("ledger_entries").where({ reference })).toHaveLength(2);
    expect(await walletBalances(database.db, merchant.merchantId, "live")).toContainEqual({
      currency: "USD",
      available: "123.45",
      pending: "0.00",
      balance: "123.45",
    });
  });

  it("never holds more than is available, whatever the concurrency: 30 holds of 10.00 against 100.00 take exactly 10", async () => {
    const { merchant, walletId } = await liveUsdWallet();
    await credit(walletId, 10_000n);
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, () => hold(walletId, 1_000n)));
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(10);
    for (const outcome of outcomes.filter((o) => o.status === "rejected")) {
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientBalanceError);
    }
    expect(await walletBalances(database.db, merchant.merchantId, "live")).toContainEqual({
      currency: "USD",
      available: "0.00",
      pending: "100.00",
      balance: "100.00",
    });
    expect(await database.db("ledger_entries").where({ wallet_id: walletId, kind: "payout_hold" })).toHaveLength(20);
  });
});

describe("verifying the books", () => {
  it("finds them exact after postings, and reports a kept balance, a stored running balance and an unbalanced entry that differ", async () => {
    const { walletId } = await liveUsdWallet();
    await credit(walletId, 5_000n);
    await hold(walletId, 2_000n);
    const clean = await verifyLedger(database.db);
    expect(clean).toMatchObject({
      ok: true,
      unbalancedEntries: { count: 0 },
      keptBalances: { count: 0 },
      runningBalances: { count: 0 },
    });

    await database
      .db("wallets")
      .where({ id: walletId })
      .update({ available: database.db.raw("available + 1") });
    const [line] = await database.db("ledger_entries").where({ wallet_id: walletId }).orderBy("id").limit(1);
    await database.db("ledger_entries").where({ id: line.id }).update({ balance_after: "49.00" });
    await database.db("ledger_entries").insert({
      reference: "TXFORGED",
      kind: "payment",
      account: "platform_fees",
      currency: "USD",
      amount: "1.00",
    });
    const report = await verifyLedger(database.db);
    expect(report.ok).toBe(false);
    expect(report.keptBalances.shown).toEqual([
      expect.objectContaining({ wallet_id: walletId, kept_available: "31.00", lines_available: "30.00" }),
    ]);
    expect(report.runningBalances.shown).toEqual([
      expect.objectContaining({ id: String(line.id), stored_balance: "49.00", balance: "50.00" }),
    ]);
    expect(report.unbalancedEntries.shown).toEqual([{ reference: "TXFORGED", kind: "payment", currency: "USD", sum: "1.00" }]);
  });
});

describe("the statement's pages", () => {
  it("pages through lines posted within the same millisecond without skipping one, and refuses a cursor past bigint with a 400", async () => {
    const { merchant, walletId } = await liveUsdWallet();
    await credit(walletId, 10_000n);
    // A hold's two wallet lines are inserted by one statement: microseconds apart, in the same millisecond.
    for (let entry = 0; entry < 3; entry++) await hold(walletId, 100n);
    const all = await statementPage(database.db, merchant.merchantId, "live", { limit: 100 });
    expect(all.results).toHaveLength(7);
    const paged: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await statementPage(database.db, merchant.merchantId, "live", { limit: 1, cursor });
      paged.push(...page.results.map((line) => line.id));
      cursor = page.next ?? undefined;
    } while (cursor);
    expect(paged).toEqual(all.results.map((line) => line.id));
    const pastBigint = Buffer.from("9999999999999999999").toString("base64url");
    await expect(
      statementPage(database.db, merchant.merchantId, "live", { limit: 5, cursor: pastBigint }),
    ).rejects.toBeInstanceOf(ValidationError);
  });
});
