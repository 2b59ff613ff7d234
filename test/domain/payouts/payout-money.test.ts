import { randomBytes } from "node:crypto";
import { applyProviderResult, failMovement } from "../../../domain/core/settlement";
import { statementPage } from "../../../domain/ledger/statement";
import { walletBalances } from "../../../domain/ledger/wallets";
import { createPayout, type PayoutCreation } from "../../../domain/payouts/create-payout";
import type { PayoutEngine } from "../../../domain/payouts/payout-engine";
import { findPayout } from "../../../domain/payouts/payouts-store";
import { payoutSettlement } from "../../../domain/payouts/settle-payout";
import type { FeeSchedule } from "../../../lib/config";
import { InsufficientBalanceError, ValidationError } from "../../../lib/errors";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { createMerchant, creditWallet, type MerchantFixture } from "../../support/fixtures";

const CANCELLED = { reason: "cancelled", code: null } as const;

/** Payout creation, holds, release and booking against PostgreSQL, with an engine that queues every payout. */

const FEES: FeeSchedule = { default: { percent: "1.0", minimum: {} } };
const queueingEngine: Pick<PayoutEngine, "startPayout" | "payoutExists"> = {
  startPayout: async () => ({ outcome: "queued", reason: "test" }),
  payoutExists: async () => true,
};

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const merchantWithBalance = async (amount: string) => {
  const merchant = await createMerchant(database.db, { accountType: "prod" });
  await creditWallet(database.db, merchant.merchantId, "USD", amount);
  return merchant;
};

/** No provider's client: no expected name is asked here. */
const NO_CLIENTS = { get: () => undefined, descriptors: () => [] };

const payout = (merchant: MerchantFixture, fields: Record<string, string> = {}) =>
  createPayout(
    { db: database.db, providers: NO_CLIENTS, engine: queueingEngine, fees: FEES, allowPrivateCallbacks: true },
    { id: merchant.user.id, account_type: "prod" },
    {
      fields: {
        merchant_reference: `po-${randomBytes(5).toString("hex")}`,
        amount: "100.00",
        currency: "USD",
        recipient_number: "+243812345600",
        callback_url: "https://merchant.example.com/payouts",
        ...fields,
      },
      shapeProblems: {},
    },
  );

const usd = async (merchant: MerchantFixture) =>
  (await walletBalances(database.db, merchant.merchantId, "live")).find((wallet) => wallet.currency === "USD")!;

const created = (creation: PayoutCreation) => {
  if (creation.outcome !== "created") throw new Error(`not created: ${creation.outcome}`);
  return creation.row;
};

const ledgerSums = async (reference: string) =>
  database.db("ledger_entries").where({ reference }).groupBy("kind").select("kind", database.db.raw("sum(amount)::text AS sum"));

describe("creating payouts", () => {
  it("holds amount + fee under the wallet's lock: 50 concurrent payouts against a balance for 10 create exactly 10", async () => {
    const merchant = await merchantWithBalance("1010.00");
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => payout(merchant)));
    const createdCount = outcomes.filter((o) => o.status === "fulfilled" && o.value.outcome === "created").length;
    const refusals = outcomes.filter((o) => o.status === "rejected").map((o) => (o as PromiseRejectedResult).reason);
    expect(createdCount).toBe(10);
    expect(refusals).toHaveLength(40);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(InsufficientBalanceError);
      expect(refusal.details).toEqual({ amount: "0.00", currency: "USD" });
    }
    expect(await usd(merchant)).toEqual({ currency: "USD", available: "0.00", pending: "1010.00", balance: "1010.00" });
  });

  it("answers the same payout to concurrent repeats of one merchant_reference, holding once", async () => {
    const merchant = await merchantWithBalance("1000.00");
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => payout(merchant, { merchant_reference: "same-po" })));
    const rows = outcomes.filter((o) => o.outcome === "created");
    expect(rows).toHaveLength(1);
    const reference = created(rows[0]!).reference;
    for (const outcome of outcomes.filter((o) => o.outcome !== "created")) {
      expect(outcome).toEqual({ outcome: "duplicate", existingReference: reference });
    }
    expect(await usd(merchant)).toMatchObject({ available: "899.00", pending: "101.00" });
  });

  it("names every bad field at once, the recipient's number under its own name, and holds nothing", async () => {
    const merchant = await merchantWithBalance("1000.00");
    const refusal = await payout(merchant, { recipient_number: "+243970000000", service: "MPESA", currency: "XXX" }).catch(
      (error) => error,
    );
    expect(refusal).toBeInstanceOf(ValidationError);
    expect(Object.keys(refusal.details).sort()).toEqual(["currency", "recipient_number"]);
    expect(await usd(merchant)).toMatchObject({ available: "1000.00", pending: "0.00" });
  });

  it("tells the service from the number when it is left out", async () => {
    const merchant = await merchantWithBalance("1000.00");
    expect(created(await payout(merchant, { recipient_number: "+243970000000" })).service).toBe("AIRTEL");
  });
});

describe("a payout's final state", () => {
  const result = (reference: string, status: "Success" | "Failed") => ({
    reference,
    providerReference: "DA-1",
    status,
    amount: "100.00",
    currency: "USD",
    customerNumber: "+243812345600",
    failureCode: status === "Failed" ? "recipient_not_found" : null,
  });

  it("books Success: the held money goes to the provider's clearing and the fee to the platform, each entry balanced", async () => {
    const merchant = await merchantWithBalance("1000.00");
    const { reference } = created(await payout(merchant));
    const input = { reference, providerCodeName: "alpha", result: result(reference, "Success"), rawCallbackId: null };
    expect(await applyProviderResult(database.db, payoutSettlement, { ...input, source: "webhook" })).toEqual({
      changed: true,
      status: "Success",
    });
    expect(await applyProviderResult(database.db, payoutSettlement, { ...input, source: "webhook" })).toEqual({
      changed: false,
      status: "Success",
    });
    expect(await usd(merchant)).toEqual({ currency: "USD", available: "899.00", pending: "0.00", balance: "899.00" });
    expect(await ledgerSums(reference)).toEqual(
      expect.arrayContaining([
        { kind: "payout_hold", sum: "0.00" },
        { kind: "payout", sum: "0.00" },
        { kind: "payout_fee", sum: "0.00" },
      ]),
    );
    expect(await failMovement(database.db, payoutSettlement, reference, CANCELLED)).toEqual({
      changed: false,
      status: "Success",
    });
  });

  it("releases the hold of a Failed payout exactly once, whoever ends it and however often", async () => {
    const merchant = await merchantWithBalance("1000.00");
    const { reference } = created(await payout(merchant));
    const outcomes = await Promise.all([
      failMovement(database.db, payoutSettlement, reference, CANCELLED),
      failMovement(database.db, payoutSettlement, reference, CANCELLED),
      applyProviderResult(database.db, payoutSettlement, {
        reference,
        providerCodeName: "alpha",
        result: result(reference, "Failed"),
        rawCallbackId: null,
        source: "webhook",
      }),
    ]);
    expect(outcomes.filter((outcome) => outcome.changed)).toHaveLength(1);
    expect(await usd(merchant)).toEqual({ currency: "USD", available: "1000.00", pending: "0.00", balance: "1000.00" });
    expect((await database.db("ledger_entries").where({ reference, kind: "payout_release" })).length).toBe(2);
    expect((await findPayout(database.db, reference))!.payout_status).toBe("Failed");
  });
});

describe("the wallet's statement", () => {
  it("lists every line of the wallet, newest first, with the balance and available money after each entry", async () => {
    const merchant = await merchantWithBalance("1000.00");
    const { reference } = created(await payout(merchant));
    await failMovement(database.db, payoutSettlement, reference, CANCELLED);
    const { results, next } = await statementPage(database.db, merchant.merchantId, "live", { limit: 10 });
    expect(next).toBeNull();
    expect(
      results.map(({ kind, account, amount, balance, available }) => ({ kind, account, amount, balance, available })),
    ).toEqual([
      { kind: "payout_release", account: "available", amount: "101.00", balance: "1000.00", available: "1000.00" },
      { kind: "payout_release", account: "pending", amount: "-101.00", balance: "1000.00", available: "1000.00" },
      { kind: "payout_hold", account: "pending", amount: "101.00", balance: "1000.00", available: "899.00" },
      { kind: "payout_hold", account: "available", amount: "-101.00", balance: "1000.00", available: "899.00" },
      { kind: "payment", account: "available", amount: "1000.00", balance: "1000.00", available: "1000.00" },
    ]);
    const firstPage = await statementPage(database.db, merchant.merchantId, "live", { limit: 2 });
    const secondPage = await statementPage(database.db, merchant.merchantId, "live", { limit: 10, cursor: firstPage.next! });
    expect([...firstPage.results, ...secondPage.results].map((line) => line.id)).toEqual(results.map((line) => line.id));
  });

  it("refuses a forged cursor with a 400 naming it", async () => {
    const merchant = await merchantWithBalance("1.00");
    await expect(
      statementPage(database.db, merchant.merchantId, "live", { limit: 10, cursor: "bm90LWEtbnVtYmVy" }),
    ).rejects.toBeInstanceOf(ValidationError);
  });
});
