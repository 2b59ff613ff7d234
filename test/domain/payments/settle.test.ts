import { randomBytes } from "node:crypto";
import { applyProviderResult } from "../../../domain/core/settlement";
import { recordSettlement } from "../../../domain/payments/booking";
import { findPayment } from "../../../domain/payments/payments-store";
import { paymentSettlement, resolveByStaff, type SettlementInput } from "../../../domain/payments/settle";
import { insertRawCallback } from "../../../domain/provider-webhooks/raw-callbacks-store";
import type { FeeSchedule } from "../../../lib/config";
import { NotFoundError } from "../../../lib/errors";
import type { ProviderResult } from "../../../providers/types";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { createMerchant, createStaff, insertPayment, insertProvider } from "../../support/fixtures";

/** A collection settled (the core's applyProviderResult with its settlement) and the ledger against PostgreSQL, without HTTP or Temporal. */

const FEES: FeeSchedule = { default: { percent: "1.5", minimum: { USD: "0.20" } } };
const PROVIDER = "alpha";

let database: TestDatabase;
let merchantId: string;
let staffId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  merchantId = (await createMerchant(database.db, { accountType: "prod" })).merchantId;
  staffId = (await createStaff(database.db)).user.id;
  await insertProvider(database.db, PROVIDER);
  await insertProvider(database.db, "beta");
});
afterAll(() => database.drop());

const inFlight = (columns: Record<string, unknown> = {}) =>
  insertPayment(database.db, merchantId, {
    amount: "100.00",
    account_type: "prod",
    provider_code_name: PROVIDER,
    transaction_status: "Processing",
    ...columns,
  });

const result = (reference: string, overrides: Partial<ProviderResult> = {}): ProviderResult => ({
  reference,
  providerReference: "P-1",
  status: "Success",
  amount: "100.00",
  currency: "USD",
  customerNumber: "+243812345600",
  failureCode: null,
  ...overrides,
});

/** A verified provider webhook as intake stores it, still `received`. */
async function storedWebhook(reference: string, providerResult: ProviderResult, provider = PROVIDER) {
  const { row } = await insertRawCallback(database.db, {
    authenticated: true,
    provider_code_name: provider,
    event_id: randomBytes(6).toString("hex"),
    reference,
    raw_body: "{}",
    headers: {},
    payload: {},
    operation: "collection",
    result: providerResult,
    source_address: "127.0.0.1",
  });
  return row.id;
}

async function settleWebhook(reference: string, overrides: Partial<ProviderResult> = {}, provider = PROVIDER) {
  const providerResult = result(reference, overrides);
  const input: SettlementInput = {
    reference,
    providerCodeName: provider,
    result: providerResult,
    rawCallbackId: await storedWebhook(reference, providerResult, provider),
    source: "webhook",
  };
  return { input, outcome: await applyProviderResult(database.db, paymentSettlement(FEES), input) };
}

const ledgerOf = (reference: string) =>
  database.db("ledger_entries").where({ reference }).orderBy("account").select("account", "amount", "currency", "wallet_id");
const verdictOf = async (id: string | null) =>
  (await database.db("raw_callbacks").where({ id }).first("processing_status", "processing_note")) as {
    processing_status: string;
    processing_note: string | null;
  };
const sumOf = (entries: Array<{ amount: string }>) =>
  entries.reduce((total, entry) => total + BigInt(entry.amount.replace(".", "")), 0n);

describe("settling a provider's Success", () => {
  it("books three entries that sum to zero, the fee and net on the row, and marks the webhook applied", async () => {
    const reference = await inFlight();
    const { input, outcome } = await settleWebhook(reference);
    expect(outcome).toEqual({ changed: true, status: "Success" });

    const entries = await ledgerOf(reference);
    expect(entries.map(({ account, amount }) => [account, amount])).toEqual([
      ["merchant_wallet", "98.50"],
      ["platform_fees", "1.50"],
      ["provider_clearing", "-100.00"],
    ]);
    expect(sumOf(entries)).toBe(0n);
    const wallet = await database.db("wallets").where({ merchant_id: merchantId, currency: "USD" }).first();
    expect(entries.find((entry) => entry.account === "merchant_wallet")!.wallet_id).toBe(wallet.id);

    const row = (await findPayment(database.db, reference))!;
    expect(row).toMatchObject({ transaction_status: "Success", fee: "1.50", net_amount: "98.50", provider_reference: "P-1" });
    expect(await verdictOf(input.rawCallbackId)).toEqual({ processing_status: "applied", processing_note: "via webhook" });
  });

  it("moves a Pending transaction through Processing, one history row per step", async () => {
    const reference = await inFlight({ transaction_status: "Pending" });
    await settleWebhook(reference);
    const events = await database
      .db("movement_events")
      .where({ resource_type: "transaction", reference })
      .orderBy("id")
      .select("from_status", "to_status");
    expect(events).toEqual([
      { from_status: "Pending", to_status: "Processing" },
      { from_status: "Processing", to_status: "Success" },
    ]);
  });

  it("books nothing on a repeat: the same result again is a duplicate and the ledger is unchanged", async () => {
    const reference = await inFlight();
    await settleWebhook(reference);
    const before = await ledgerOf(reference);
    const { input, outcome } = await settleWebhook(reference);
    expect(outcome).toEqual({ changed: false, status: "Success" });
    expect(await ledgerOf(reference)).toEqual(before);
    expect(await verdictOf(input.rawCallbackId)).toEqual({
      processing_status: "duplicate",
      processing_note: "transaction already Success",
    });
    expect(
      await database.db("movement_events").where({ resource_type: "transaction", reference, to_status: "Success" }),
    ).toHaveLength(1);
  });

  it("books once when the same result arrives many times at once", async () => {
    const reference = await inFlight();
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => settleWebhook(reference)));
    expect(outcomes.filter(({ outcome }) => outcome.changed)).toHaveLength(1);
    const entries = await ledgerOf(reference);
    expect(entries).toHaveLength(3);
    expect(sumOf(entries)).toBe(0n);
    const verdicts = await Promise.all(outcomes.map(({ input }) => verdictOf(input.rawCallbackId)));
    expect(verdicts.map((verdict) => verdict.processing_status).sort()).toEqual(["applied", ...Array(7).fill("duplicate")]);
  });

  it("never books the same transaction twice even when the ledger is asked directly again", async () => {
    const reference = await inFlight();
    const transaction = (await findPayment(database.db, reference))!;
    await database.db.transaction((trx) => recordSettlement(trx, transaction, { fee: "1.00", net: "99.00" }));
    await database.db.transaction((trx) => recordSettlement(trx, transaction, { fee: "1.00", net: "99.00" }));
    expect(await ledgerOf(reference)).toHaveLength(3);
  });
});

describe("results that change nothing", () => {
  it("books nothing for a Failed result and records its reason, by its provider's table, and its code verbatim", async () => {
    const reference = await inFlight();
    const { outcome } = await settleWebhook(reference, { status: "Failed", failureCode: "insufficient_funds" });
    expect(outcome).toEqual({ changed: true, status: "Failed" });
    expect(await ledgerOf(reference)).toEqual([]);
    expect(await findPayment(database.db, reference)).toMatchObject({
      transaction_status: "Failed",
      failure_reason: "insufficient_funds",
      provider_failure_code: "insufficient_funds",
      fee: null,
    });
  });

  it("keeps a final state against a contrary result, and says so on the webhook", async () => {
    const reference = await inFlight();
    await settleWebhook(reference);
    const { input, outcome } = await settleWebhook(reference, { status: "Failed", failureCode: "expired" });
    expect(outcome).toEqual({ changed: false, status: "Success" });
    expect((await verdictOf(input.rawCallbackId)).processing_status).toBe("contrary_after_terminal");
    expect(await ledgerOf(reference)).toHaveLength(3);
  });

  it.each([
    ["amount", { amount: "99.99" }, "amount 99.99 ≠ 100.00", PROVIDER],
    ["currency", { currency: "CDF" }, "currency CDF ≠ USD", PROVIDER],
    ["provider", {}, "result from beta, routed to alpha", "beta"],
  ])("refuses a result whose %s does not match, as a mismatch", async (_field, overrides, note, provider) => {
    const reference = await inFlight({ provider_reference: "P-1" });
    const { input, outcome } = await settleWebhook(reference, overrides, provider);
    expect(outcome).toEqual({ changed: false, status: "Processing" });
    expect(await verdictOf(input.rawCallbackId)).toEqual({ processing_status: "mismatch", processing_note: note });
    expect(await ledgerOf(reference)).toEqual([]);
  });

  it("refuses a result naming another provider reference", async () => {
    const reference = await inFlight({ provider_reference: "P-1" });
    const { input } = await settleWebhook(reference, { providerReference: "P-2" });
    expect(await verdictOf(input.rawCallbackId)).toEqual({
      processing_status: "mismatch",
      processing_note: "provider reference P-2 ≠ P-1",
    });
  });
});

describe("staff resolution", () => {
  const auditOf = (reference: string) =>
    database.db("staff_audit_log").where({ target_id: reference }).select("actor_id", "action", "before", "after", "reason");

  it("settles like a provider's Success and records who, from which state, to which, and why", async () => {
    const reference = await inFlight();
    const outcome = await resolveByStaff(database.db, FEES, {
      reference,
      status: "Success",
      reason: "confirmed on the provider's portal",
      staffUserId: staffId,
    });
    expect(outcome).toEqual({ changed: true, status: "Success" });
    expect(sumOf(await ledgerOf(reference))).toBe(0n);
    expect(await ledgerOf(reference)).toHaveLength(3);
    expect(await auditOf(reference)).toEqual([
      {
        actor_id: staffId,
        action: "transaction.resolve",
        before: { transaction_status: "Processing" },
        after: { transaction_status: "Success" },
        reason: "confirmed on the provider's portal",
      },
    ]);
  });

  it("records a Failed resolution as resolved_by_staff (the staff's words in the audit) and books nothing", async () => {
    const reference = await inFlight();
    await resolveByStaff(database.db, FEES, { reference, status: "Failed", reason: "customer gave up", staffUserId: staffId });
    expect(await findPayment(database.db, reference)).toMatchObject({
      transaction_status: "Failed",
      failure_reason: "resolved_by_staff",
      provider_failure_code: null,
    });
    expect(await ledgerOf(reference)).toEqual([]);
  });

  it("changes nothing, and audits nothing, on a final transaction", async () => {
    const reference = await inFlight();
    await settleWebhook(reference, { status: "Failed", failureCode: "expired" });
    const outcome = await resolveByStaff(database.db, FEES, {
      reference,
      status: "Success",
      reason: "late",
      staffUserId: staffId,
    });
    expect(outcome).toEqual({ changed: false, status: "Failed" });
    expect(await auditOf(reference)).toEqual([]);
    expect(await ledgerOf(reference)).toEqual([]);
  });

  it("is a NotFoundError for an unknown reference", async () => {
    await expect(
      resolveByStaff(database.db, FEES, { reference: "TXNOSUCH", status: "Success", reason: "none", staffUserId: staffId }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});
