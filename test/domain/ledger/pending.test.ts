import { randomBytes } from "node:crypto";
import { commitPending, type PendingKey, postPending, RefusedPendingError, voidPending } from "../../../domain/ledger/pending";
import { post } from "../../../domain/ledger/post";
import { verifyLedger } from "../../../domain/ledger/verify";
import { walletBalances, walletIdOf } from "../../../domain/ledger/wallets";
import { InsufficientBalanceError } from "../../../lib/errors";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { createMerchant } from "../../support/fixtures";

/** Two-phase postings against PostgreSQL: a reserve, then exactly one of its post and its void. */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const walletWith = async (minor: bigint) => {
  const merchant = await createMerchant(database.db, { accountType: "prod" });
  const walletId = (await walletIdOf(database.db, merchant.merchantId, "USD", "live"))!;
  await database.db.transaction((trx) =>
    post(trx, {
      reference: `TX${randomBytes(5).toString("hex")}`,
      kind: "payment",
      currency: "USD",
      walletId,
      lines: [
        { account: "provider_clearing", minor: -minor },
        { account: "merchant_wallet", minor },
      ],
    }),
  );
  const usd = async () => {
    const { available, pending } = (await walletBalances(database.db, merchant.merchantId, "live")).find(
      (wallet) => wallet.currency === "USD",
    )!;
    return { available, pending };
  };
  return { walletId, usd };
};

/** A payout's reserve of 100.00 and a fee of `fee` minor units. */
const reserve = (walletId: string, fee = 100n, reference = `PO${randomBytes(5).toString("hex")}`) =>
  database.db.transaction(async (trx) => {
    const reserved = await postPending(trx, {
      reference,
      kind: "payout_hold",
      voidKind: "payout_release",
      currency: "USD",
      walletId,
      lines: [
        { kind: "payout", account: "provider_clearing", minor: 10_000n },
        { kind: "payout_fee", account: "platform_fees", minor: fee },
      ],
    });
    return { reserved, key: { reference, kind: "payout_hold" } as PendingKey };
  });

const commit = (key: PendingKey) => database.db.transaction((trx) => commitPending(trx, key));
const voidIt = (key: PendingKey) => database.db.transaction((trx) => voidPending(trx, key));

const linesOf = async (reference: string) =>
  (await database.db("ledger_entries").where({ reference }).orderBy("id").select("kind", "account", "amount")).map(
    ({ kind, account, amount }) => `${kind} ${account} ${amount}`,
  );

it("reserves amount + fee from the available money to the held money, once", async () => {
  const { walletId, usd } = await walletWith(50_000n);
  const { reserved, key } = await reserve(walletId);
  expect(reserved).toBe(true);
  expect((await reserve(walletId, 100n, key.reference)).reserved).toBe(false);
  expect(await usd()).toEqual({ available: "399.00", pending: "101.00" });
  expect(await linesOf(key.reference)).toEqual(["payout_hold merchant_wallet -101.00", "payout_hold merchant_pending 101.00"]);
});

it("posts the held money to the lines it was reserved with, once; a void after it is refused", async () => {
  const { walletId, usd } = await walletWith(50_000n);
  const { key } = await reserve(walletId);
  expect(await commit(key)).toBe(true);
  expect(await commit(key)).toBe(false);
  await expect(voidIt(key)).rejects.toBeInstanceOf(RefusedPendingError);
  expect(await usd()).toEqual({ available: "399.00", pending: "0.00" });
  expect(await linesOf(key.reference)).toEqual([
    "payout_hold merchant_wallet -101.00",
    "payout_hold merchant_pending 101.00",
    "payout merchant_pending -100.00",
    "payout provider_clearing 100.00",
    "payout_fee merchant_pending -1.00",
    "payout_fee platform_fees 1.00",
  ]);
});

it("voids the held money back to the available money, once; a post after it is refused", async () => {
  const { walletId, usd } = await walletWith(50_000n);
  const { key } = await reserve(walletId, 0n);
  expect(await voidIt(key)).toBe(true);
  expect(await voidIt(key)).toBe(false);
  await expect(commit(key)).rejects.toBeInstanceOf(RefusedPendingError);
  expect(await usd()).toEqual({ available: "500.00", pending: "0.00" });
  expect(await linesOf(key.reference)).toEqual([
    "payout_hold merchant_wallet -100.00",
    "payout_hold merchant_pending 100.00",
    "payout_release merchant_pending -100.00",
    "payout_release merchant_wallet 100.00",
  ]);
});

it("posts a reserve without a fee without a fee entry, and refuses to end one never reserved", async () => {
  const { walletId } = await walletWith(50_000n);
  const { key } = await reserve(walletId, 0n);
  expect(await commit(key)).toBe(true);
  expect(await linesOf(key.reference)).toHaveLength(4);
  await expect(commit({ reference: "PONEVER", kind: "payout_hold" })).rejects.toBeInstanceOf(RefusedPendingError);
  await expect(voidIt({ ...key, kind: "refund_hold" })).rejects.toBeInstanceOf(RefusedPendingError);
});

it("refuses a reserve the available money does not cover, recording nothing", async () => {
  const { walletId, usd } = await walletWith(10_000n);
  const reference = `PO${randomBytes(5).toString("hex")}`;
  await expect(reserve(walletId, 100n, reference)).rejects.toBeInstanceOf(InsufficientBalanceError);
  expect(await usd()).toEqual({ available: "100.00", pending: "0.00" });
  expect(await database.db("pending_postings").where({ reference })).toHaveLength(0);
  expect(await linesOf(reference)).toEqual([]);
});

it("lets exactly one of a post and a void racing in parallel transactions happen", async () => {
  const { walletId, usd } = await walletWith(1_000_000n);
  const keys = await Promise.all(Array.from({ length: 10 }, async () => (await reserve(walletId)).key));
  const races = await Promise.all(keys.map((key) => Promise.allSettled([commit(key), voidIt(key)])));
  let posted = 0;
  for (const [post, voided] of races) {
    const winners = [post, voided].filter((outcome) => outcome.status === "fulfilled");
    expect(winners).toEqual([{ status: "fulfilled", value: true }]);
    const loser = [post, voided].find((outcome) => outcome.status === "rejected") as PromiseRejectedResult;
    expect(loser.reason).toBeInstanceOf(RefusedPendingError);
    if (post!.status === "fulfilled") posted++;
  }
  expect(await usd()).toEqual({ available: `${10_000 - 101 * posted}.00`, pending: "0.00" });
  for (const key of keys) {
    const kinds = new Set(await database.db("ledger_entries").where({ reference: key.reference }).pluck("kind"));
    expect(kinds.has("payout_release")).not.toBe(kinds.has("payout"));
  }
  expect(await verifyLedger(database.db)).toMatchObject({ ok: true });
});

it("verify finds held money an open pending posting does not match, and a pending posting whose entries are not its state's", async () => {
  const { walletId } = await walletWith(50_000n);
  const open = (await reserve(walletId)).key;
  const posted = (await reserve(walletId)).key;
  await commit(posted);
  expect(await verifyLedger(database.db)).toMatchObject({ ok: true, heldMoney: { count: 0 }, pendingPostings: { count: 0 } });

  await database.db("pending_postings").where({ reference: open.reference }).update({ state: "voided", settled_at: new Date() });
  // Booked both: a void forged after the post.
  await database.db("ledger_entries").insert(
    [
      ["merchant_pending", "-101.00"],
      ["merchant_wallet", "101.00"],
    ].map(([account, amount]) => ({ reference: posted.reference, kind: "payout_release", account, amount, currency: "USD" })),
  );
  const report = await verifyLedger(database.db);
  expect(report.ok).toBe(false);
  expect(report.heldMoney.shown).toEqual([{ wallet_id: walletId, pending: "101.00", open_pending_postings: "0.00" }]);
  expect(report.pendingPostings.shown).toEqual(
    expect.arrayContaining([
      { reference: open.reference, state: "voided", reserved: true, posted: false, voided: false },
      { reference: posted.reference, state: "posted", reserved: true, posted: true, voided: true },
    ]),
  );
  expect(report.pendingPostings.count).toBe(2);
});

describe("a hold booked without its pending posting (a process older than migration 042 beside new ones)", () => {
  const plan = (feeMinor: bigint) => ({
    voidKind: "payout_release" as const,
    lines: [
      { kind: "payout" as const, account: "provider_clearing" as const, minor: 10_000n },
      { kind: "payout_fee" as const, account: "platform_fees" as const, minor: feeMinor },
    ],
  });
  const bookOldHold = async (walletId: string) => {
    const reference = `PO${randomBytes(5).toString("hex")}`;
    await database.db.transaction((trx) =>
      post(trx, {
        reference,
        kind: "payout_hold",
        currency: "USD",
        walletId,
        lines: [
          { account: "merchant_wallet", minor: -10_100n },
          { account: "merchant_pending", minor: 10_100n },
        ],
      }),
    );
    return { reference, kind: "payout_hold" } as PendingKey;
  };

  it("settles once through the caller's plan, recorded then; without a plan, or with one of another total, it is refused", async () => {
    const { walletId, usd } = await walletWith(50_000n);
    const key = await bookOldHold(walletId);
    await expect(commit(key)).rejects.toThrow(RefusedPendingError);
    await expect(database.db.transaction((trx) => commitPending(trx, key, plan(99n)))).rejects.toThrow("not the 101.00 held");
    expect(await database.db.transaction((trx) => commitPending(trx, key, plan(100n)))).toBe(true);
    expect(await database.db.transaction((trx) => commitPending(trx, key, plan(100n)))).toBe(false);
    await expect(database.db.transaction((trx) => voidPending(trx, key, plan(100n)))).rejects.toThrow("posted, cannot be voided");
    expect(await usd()).toEqual({ available: "399.00", pending: "0.00" });
    expect(await linesOf(key.reference)).toEqual([
      "payout_hold merchant_wallet -101.00",
      "payout_hold merchant_pending 101.00",
      "payout merchant_pending -100.00",
      "payout provider_clearing 100.00",
      "payout_fee merchant_pending -1.00",
      "payout_fee platform_fees 1.00",
    ]);
    const report = await verifyLedger(database.db); // an earlier test broke other postings on purpose
    expect(report.heldMoney.shown.map((wallet: { wallet_id: string }) => wallet.wallet_id)).not.toContain(walletId);
    expect(report.pendingPostings.shown.map((posting: { reference: string }) => posting.reference)).not.toContain(key.reference);
  });

  it("is voided back to the available money the same way", async () => {
    const { walletId, usd } = await walletWith(50_000n);
    const key = await bookOldHold(walletId);
    expect(await database.db.transaction((trx) => voidPending(trx, key, plan(100n)))).toBe(true);
    expect(await usd()).toEqual({ available: "500.00", pending: "0.00" });
  });

  it("is refused when no hold was booked at all", async () => {
    const key = { reference: `PO${randomBytes(5).toString("hex")}`, kind: "payout_hold" } as PendingKey;
    await expect(database.db.transaction((trx) => commitPending(trx, key, plan(100n)))).rejects.toThrow(
      "no payout_hold reserved",
    );
  });
});
