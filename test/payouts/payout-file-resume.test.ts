import { failMovement } from "../../domain/core/settlement";
import { type FileRowsDeps, processPayoutFiles } from "../../domain/payout-files/make-payouts";
import { retryFailedRows, submitPayoutFile, uploadPayoutFile } from "../../domain/payout-files/payout-files";
import { createPayout } from "../../domain/payouts/create-payout";
import { payoutSettlement } from "../../domain/payouts/settle-payout";
import { loadConfig } from "../../lib/config";
import { logger } from "../../lib/logger";
import type { ProviderRegistry } from "../../providers/registry";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { createMerchant, creditWallet, type MerchantFixture } from "../support/fixtures";

/**
 * The payout-file loop after a crash and beside another worker (no engine: its start is a stub that accepts): a row
 * whose payout was made before the crash is linked to it, never paid twice; two workers at once make each row
 * once; a file leased by a live worker is left alone until its lease runs out.
 */
let database: TestDatabase;
let merchant: MerchantFixture;
let deps: FileRowsDeps;
const started: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  merchant = await createMerchant(database.db);
  await creditWallet(database.db, merchant.merchantId, "USD", "100000.00");
  const config = loadConfig({ CALLBACK_ALLOW_PRIVATE: "true" });
  deps = {
    db: database.db,
    providers: {} as ProviderRegistry,
    engine: {
      startPayout: async (reference) => {
        started.push(reference);
        return { outcome: "accepted", providerCodeName: "sandbox" };
      },
      payoutExists: async () => true,
    },
    fees: config.FEE_SCHEDULE.payout,
    allowPrivateCallbacks: true,
    logger,
  };
});
afterAll(() => database.drop());

const csv = (rows: number, tag: string) =>
  `recipient_number,amount,currency,merchant_reference\n${Array.from(
    { length: rows },
    (_, index) => `+24381${String(index).padStart(7, "0")},1.00,USD,${tag}-${index + 1}`,
  ).join("\n")}\n`;

async function submittedFile(rows: number, tag: string) {
  const file = await uploadPayoutFile(database.db, merchant.user, {
    text: csv(rows, tag),
    callbackUrl: null,
    fees: deps.fees,
  });
  expect(file.valid).toBe(rows);
  await submitPayoutFile(database.db, merchant.user.id, file.id);
  return file;
}

const payoutsOf = (tag: string) =>
  database.db("payouts").where({ merchant_id: merchant.merchantId }).whereLike("merchant_reference", `${tag}-%`);

it("links a row whose payout was made before a crash to it, and makes the others once", async () => {
  const file = await submittedFile(250, "crash");
  // The crashed pass had made row 7's payout (its merchant_reference) without marking the row.
  const before = await createPayout(deps, merchant.user, {
    fields: { merchant_reference: "crash-7", amount: "1.00", currency: "USD", recipient_number: "+243810000006" },
    shapeProblems: {},
    ofFile: { approvedBy: null },
  });
  expect(before.outcome).toBe("created");
  await processPayoutFiles(deps);
  const payouts = await payoutsOf("crash");
  expect(payouts).toHaveLength(250);
  const row7 = await database.db("payout_file_rows").where({ file_id: file.id, row_number: 7 }).first();
  expect(row7.payout_reference).toBe((before as { row: { reference: string } }).row.reference);
  const unmarked = await database.db("payout_file_rows").where({ file_id: file.id }).whereNull("payout_reference");
  expect(unmarked).toEqual([]);
  expect((await database.db("payout_files").where({ id: file.id }).first()).file_status).toBe("processed");
});

it("makes each row once when two workers run at once", async () => {
  const file = await submittedFile(300, "twin");
  await Promise.all([processPayoutFiles(deps), processPayoutFiles(deps)]);
  const payouts = await payoutsOf("twin");
  expect(payouts).toHaveLength(300);
  expect(new Set(payouts.map((payout: { merchant_reference: string }) => payout.merchant_reference)).size).toBe(300);
  expect((await database.db("payout_files").where({ id: file.id }).first()).file_status).toBe("processed");
});

it("leaves a file leased by a live worker alone, and takes it up once the lease has run out", async () => {
  const file = await submittedFile(5, "lease");
  await database
    .db("payout_files")
    .where({ id: file.id })
    .update({ lease_until: database.db.raw("now() + interval '1 hour'") });
  await processPayoutFiles(deps);
  expect(await payoutsOf("lease")).toHaveLength(0);
  await database
    .db("payout_files")
    .where({ id: file.id })
    .update({ lease_until: database.db.raw("now() - interval '1 second'") });
  await processPayoutFiles(deps);
  expect(await payoutsOf("lease")).toHaveLength(5);
});

it("retries each retryable failure once (-r1, then -r2 when that one fails too), never a definitive one", async () => {
  const file = await submittedFile(6, "retry");
  await processPayoutFiles(deps);
  const rows = async () => database.db("payout_file_rows").where({ file_id: file.id }).orderBy("row_number");
  const first = await rows();
  // Rows 1-3 fail with retryable reasons, row 4 with a definitive one; 5 and 6 stay as they are.
  await failMovement(database.db, payoutSettlement, first[0].payout_reference, {
    reason: "insufficient_funds",
    code: "INSUFFICIENT_FUNDS",
  });
  await failMovement(database.db, payoutSettlement, first[1].payout_reference, { reason: "provider_unavailable", code: null });
  await failMovement(database.db, payoutSettlement, first[2].payout_reference, { reason: "expired", code: "TIMEOUT" });
  await failMovement(database.db, payoutSettlement, first[3].payout_reference, {
    reason: "invalid_number",
    code: "RECIPIENT_NOT_FOUND",
  });

  const [once, twice] = await Promise.all([
    retryFailedRows(database.db, merchant.user.id, file.id),
    retryFailedRows(database.db, merchant.user.id, file.id),
  ]);
  expect(once.retried + twice.retried).toBe(3);
  expect((await retryFailedRows(database.db, merchant.user.id, file.id)).retried).toBe(0);
  await processPayoutFiles(deps);
  const second = await rows();
  expect(second.map((row) => row.attempt)).toEqual([1, 1, 1, 0, 0, 0]);
  const references = await database.db("payouts").whereIn(
    "reference",
    second.slice(0, 3).map((row) => row.payout_reference),
  );
  expect(references.map((payout: { merchant_reference: string }) => payout.merchant_reference).sort()).toEqual([
    "retry-1-r1",
    "retry-2-r1",
    "retry-3-r1",
  ]);
  expect(second[3].payout_reference).toBe(first[3].payout_reference);

  // The retry of row 1 fails again: one more try, -r2.
  await failMovement(database.db, payoutSettlement, second[0].payout_reference, {
    reason: "insufficient_funds",
    code: "INSUFFICIENT_FUNDS",
  });
  expect((await retryFailedRows(database.db, merchant.user.id, file.id)).retried).toBe(1);
  await processPayoutFiles(deps);
  const third = await rows();
  const r2 = await database.db("payouts").where({ reference: third[0].payout_reference }).first();
  expect(r2.merchant_reference).toBe("retry-1-r2");
  expect(await payoutsOf("retry")).toHaveLength(10);
});
