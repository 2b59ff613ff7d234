import { ApplicationFailure } from "@temporalio/common";
import { MockActivityEnvironment } from "@temporalio/testing";
import { createMerchantNotificationActivities } from "../../activities/merchant-notification";
import { FailureType } from "../../domain/core/workflow-failures";
import { loadConfig } from "../../lib/config";
import { logger } from "../../lib/logger";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { createMerchant, insertPayment } from "../support/fixtures";
import { type MerchantReceiver, startMerchantReceiver } from "../support/merchant-receiver";
import { TEST_SECRETS_KEY } from "../support/secrets";

let database: TestDatabase;
let receiver: MerchantReceiver;
let merchantId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  receiver = await startMerchantReceiver();
  merchantId = (await createMerchant(database.db)).merchantId;
});
afterAll(async () => {
  await receiver.close();
  await database.drop();
});

const successfulTransaction = (callbackUrl: string) =>
  insertPayment(database.db, merchantId, { callback_url: callbackUrl, transaction_status: "Success" });

function deliver(reference: string, allowPrivate: boolean) {
  const config = loadConfig({
    DATABASE_URL: database.url,
    CALLBACK_ALLOW_PRIVATE: String(allowPrivate),
    LOG_LEVEL: "silent",
    SECRETS_KEY: TEST_SECRETS_KEY,
  });
  const activities = createMerchantNotificationActivities({
    config,
    db: database.db,
    logger,
    providers: { get: () => undefined, descriptors: () => [] },
  });
  return new MockActivityEnvironment().run(activities.deliverMerchantNotification, {
    reference,
    trigger: "final_state" as const,
  });
}

describe("merchant callback delivery guards", () => {
  it("refuses, without retry, an address that resolves to loopback when private addresses are not allowed", async () => {
    const reference = await successfulTransaction(receiver.url.replace("127.0.0.1", "localhost"));
    const failure = await deliver(reference, false).catch((error) => error);
    expect(failure).toBeInstanceOf(ApplicationFailure);
    expect(failure).toMatchObject({ type: FailureType.CallbackAddressRefused, nonRetryable: true });
    expect(receiver.forReference(reference)).toHaveLength(0);
    const [attempt] = await database.db("callback_deliveries").where({ reference });
    expect(attempt).toMatchObject({ status_code: null, error: expect.stringContaining("not a public address") });
  });

  it("does not follow a redirect: a 302 is a failed attempt to retry", async () => {
    const reference = await successfulTransaction(receiver.url);
    await database
      .db("payments")
      .where({ reference })
      .update({ merchant_reference: `redirect-${reference}` });
    receiver.planFor(`redirect-${reference}`, 302);
    const failure = await deliver(reference, true).catch((error) => error);
    expect(failure).toMatchObject({ type: FailureType.CallbackFailed, nonRetryable: false });
    expect(receiver.forReference(reference)).toHaveLength(1);
    expect(await database.db("callback_deliveries").where({ reference }).pluck("status_code")).toEqual([302]);
  });

  it("refuses to deliver for a transaction that is not final", async () => {
    const reference = await successfulTransaction(receiver.url);
    await database.db("payments").where({ reference }).update({ transaction_status: "Processing" });
    await expect(deliver(reference, true)).rejects.toMatchObject({ type: FailureType.CallbackNotDue });
  });
});
