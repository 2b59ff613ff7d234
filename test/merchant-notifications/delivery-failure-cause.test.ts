import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ApplicationFailureCategory } from "@temporalio/common";
import { MockActivityEnvironment } from "@temporalio/testing";
import { createMerchantNotificationActivities } from "../../activities/merchant-notification";
import { FailureType } from "../../domain/core/workflow-failures";
import { loadConfig } from "../../lib/config";
import { freePort } from "../../runtime/temporal-dev-server";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { createMerchant, insertPayment } from "../support/fixtures";
import { captureLogs } from "../support/log-capture";
import { type MerchantReceiver, startMerchantReceiver } from "../support/merchant-receiver";
import { TEST_SECRETS_KEY } from "../support/secrets";

let database: TestDatabase;
let receiver: MerchantReceiver;
let silent: Server;
let merchantId: string;
const logs = captureLogs();
const TIMEOUT_MS = 300;

beforeAll(async () => {
  database = await createTestDatabase();
  receiver = await startMerchantReceiver();
  // Accepts the connection and never answers: the delivery times out.
  silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  merchantId = (await createMerchant(database.db)).merchantId;
});
afterAll(async () => {
  silent.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
  await receiver.close();
  await database.drop();
});

async function deliverTo(callbackUrl: string, merchantReference?: string) {
  const reference = await insertPayment(database.db, merchantId, {
    callback_url: callbackUrl,
    transaction_status: "Success",
    ...(merchantReference ? { merchant_reference: merchantReference } : {}),
  });
  const config = loadConfig({
    DATABASE_URL: database.url,
    CALLBACK_ALLOW_PRIVATE: "true",
    LOG_LEVEL: "debug",
    SECRETS_KEY: TEST_SECRETS_KEY,
  });
  const activities = createMerchantNotificationActivities(
    { config, db: database.db, logger: logs.logger, providers: { get: () => undefined, descriptors: () => [] } },
    { timeoutMs: TIMEOUT_MS },
  );
  const failure = await new MockActivityEnvironment()
    .run(activities.deliverMerchantNotification, { reference, trigger: "final_state" as const })
    .then(
      () => undefined,
      (error) => error,
    );
  const recorded = await database.db("callback_deliveries").where({ reference }).pluck("error");
  const logged = logs.lines().filter((line) => line.reference === reference);
  return { failure, recorded, logged };
}

describe("a failed merchant callback delivery names its real cause, once", () => {
  it.each([
    ["an unknown host", () => "http://shop.invalid/callback", /^(ENOTFOUND|EAI_AGAIN) shop\.invalid$/],
    ["a closed port", async () => `http://127.0.0.1:${await freePort()}/callback`, /^ECONNREFUSED 127\.0\.0\.1:\d+$/],
    [
      "a merchant that never answers",
      () => `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`,
      /^timeout after 300 ms$/,
    ],
  ])("%s", async (_label, url, cause) => {
    const { failure, recorded, logged } = await deliverTo(await url());
    expect(recorded).toEqual([expect.stringMatching(cause)]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 40,
      attempt: 1,
      cause: recorded[0],
      msg: `merchant callback delivery failed: ${recorded[0]}`,
    });
    expect(logged[0]).not.toHaveProperty("err");
    expect(failure).toMatchObject({
      type: FailureType.CallbackFailed,
      nonRetryable: false,
      category: ApplicationFailureCategory.BENIGN,
    });
  });

  it("a non-2xx answer", async () => {
    const merchantReference = `unavailable-${Date.now()}`;
    receiver.planFor(merchantReference, 503);
    const { failure, recorded, logged } = await deliverTo(receiver.url, merchantReference);
    expect(recorded).toEqual(["merchant answered 503"]);
    expect(logged).toEqual([expect.objectContaining({ level: 40, status_code: 503, cause: "merchant answered 503" })]);
    expect(failure).toMatchObject({ type: FailureType.CallbackFailed, category: ApplicationFailureCategory.BENIGN });
  });

  it("a success logs nothing at warn", async () => {
    const { failure, recorded, logged } = await deliverTo(receiver.url);
    expect(failure).toBeUndefined();
    expect(recorded).toEqual([null]);
    expect(logged).toEqual([]);
  });
});
