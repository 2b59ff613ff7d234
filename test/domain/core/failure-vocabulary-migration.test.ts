import { rewriteFailureReasons } from "../../../db/migrations/027_failure_vocabulary";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { createMerchant, insertPayment, insertProvider } from "../../support/fixtures";

/**
 * Migration 027 rewrites the free text Failed rows carried into the vocabulary, keeping a provider's code. It names the
 * payments' table as it was then, `transactions`: a view of `payments` since 043.
 */

let database: TestDatabase;
let merchantId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  merchantId = (await createMerchant(database.db)).merchantId;
  await insertProvider(database.db, "alpha", { protocol: "sealed" });
  await insertProvider(database.db, "beta", { protocol: "signed" });
});
afterAll(() => database.drop());

it.each([
  ["insufficient_funds", "alpha", "insufficient_funds", "INSUFFICIENT_FUNDS"],
  ["payer_declined", "beta", "declined", "payer_declined"],
  ["failed", "beta", "provider_error", null],
  ["expired", "beta", "expired", null],
  ["refused: alpha: invalid_msisdn; beta: amount_out_of_range", "beta", "limit_exceeded", "amount_out_of_range"],
  ["refused: beta: timeout, never accepted", "beta", "provider_unavailable", null],
  ["refused: no provider supports this service and currency", null, "provider_unavailable", null],
  ["not started in time", null, "expired", null],
  ["never accepted by the provider", "alpha", "provider_unavailable", null],
  ["resolved by staff: customer gave up", "alpha", "resolved_by_staff", null],
  ["something nobody listed", "alpha", "provider_error", null],
])("a Failed row's %p (via %p) becomes %p with code %p", async (text, provider, reason, code) => {
  const reference = await insertPayment(database.db, merchantId, {
    transaction_status: "Failed",
    failure_reason: text,
    provider_code_name: provider,
  });
  await rewriteFailureReasons(database.db);
  expect(await database.db("payments").where({ reference }).first("failure_reason", "provider_failure_code")).toEqual({
    failure_reason: reason,
    provider_failure_code: code,
  });
});

it("leaves a row that is not Failed as it is", async () => {
  const reference = await insertPayment(database.db, merchantId, {
    transaction_status: "Pending",
    failure_reason: "waiting: x",
  });
  await rewriteFailureReasons(database.db);
  expect((await database.db("payments").where({ reference }).first()).failure_reason).toBe("waiting: x");
});
