import { applyProviderResult } from "../../../domain/core/settlement";
import { paymentSettlement } from "../../../domain/payments/settle";
import { windowCounts } from "../../../domain/routing/routing-window-store";
import type { FeeSchedule } from "../../../lib/config";
import type { ProviderResult } from "../../../providers/types";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { createMerchant, insertPayment, insertProvider } from "../../support/fixtures";

/** The success-rate window learns a provider's failures, never its customers'. */

const FEES: FeeSchedule = { default: { percent: "1.5", minimum: { USD: "0.20" } } };
let database: TestDatabase;
let merchantId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  merchantId = (await createMerchant(database.db, { accountType: "prod" })).merchantId;
  await insertProvider(database.db, "alpha", { protocol: "sealed" });
});
afterAll(() => database.drop());

async function endAtAlpha(status: ProviderResult["status"], failureCode: string | null) {
  const reference = await insertPayment(database.db, merchantId, {
    amount: "100.00",
    account_type: "prod",
    provider_code_name: "alpha",
    transaction_status: "Processing",
  });
  const result: ProviderResult = {
    reference,
    providerReference: "PA-1",
    status,
    amount: "100.00",
    currency: "USD",
    customerNumber: "+243812345600",
    failureCode,
  };
  await applyProviderResult(database.db, paymentSettlement(FEES), {
    reference,
    providerCodeName: "alpha",
    result,
    rawCallbackId: null,
    source: "status_query",
  });
}

const alphaWindow = async () =>
  (
    await windowCounts(database.db, {
      service: "MPESA",
      currency: "USD",
      now: new Date(Date.now() + 1000),
      windowMinutes: 60,
      windowSize: 100,
      halfLifeMinutes: 60,
    })
  ).get("alpha");

it("does not lower a provider's learned success rate for a customer's failure, and does for its own", async () => {
  await endAtAlpha("Success", null);
  for (const code of [
    "INSUFFICIENT_FUNDS",
    "CANCELLED_BY_USER",
    "INVALID_MSISDN",
    "AMOUNT_OUT_OF_RANGE",
    "UNSUPPORTED_NETWORK",
  ]) {
    await endAtAlpha("Failed", code);
  }
  expect(await alphaWindow()).toMatchObject({ outcomes: 1 });
  await endAtAlpha("Failed", "INVALID_REQUEST");
  await endAtAlpha("Failed", null);
  expect(await alphaWindow()).toMatchObject({ outcomes: 3 });
});
