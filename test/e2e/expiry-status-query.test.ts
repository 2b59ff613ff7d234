import { randomBytes } from "node:crypto";
import type { Simulator } from "../../simulator";
import { eventually } from "../support/eventually";
import { createMerchant } from "../support/fixtures";
import { type MerchantReceiver, startMerchantReceiver } from "../support/merchant-receiver";
import { mpesaNumber, startSimulatedProviders } from "../support/simulated-providers";
import { startTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let receiver: MerchantReceiver;
let simulator: Simulator;

beforeAll(async () => {
  receiver = await startMerchantReceiver();
  const providers = await startSimulatedProviders();
  simulator = providers.simulator;
  // Expiry (about 4 s) comes long before the first status query (1 h): only a query at expiry can learn the result.
  api = await startTestApi({
    worker: true,
    env: { PROVIDERS_FILE: providers.providersFile, PAYMENT_EXPIRY_HOURS: "0.001", PAYMENT_STATUS_POLL_SECONDS: "3600" },
  });
});
afterAll(async () => {
  await api.close();
  await simulator.close();
  await receiver.close();
});

describe("expiry", () => {
  it("asks the provider once more before expiring, so a paid payment whose webhook was lost ends Success", async () => {
    const owner = await createMerchant(api.database.db, { accountType: "prod" });
    const created = await api.http.post(
      "/api/payments/transaction/",
      {
        merchant_reference: `lost-${randomBytes(4).toString("hex")}`,
        amount: "20.00",
        currency: "USD",
        service: "MPESA",
        customer_number: mpesaNumber("91"),
        callback_url: receiver.url,
      },
      { token: owner.token },
    );
    expect(created.status).toBe(201);
    const notified = await eventually(async () => receiver.forReference(created.body.reference)[0]?.json);
    expect(notified.transaction_status).toBe("Success");
    expect(await api.database.db("payments").where({ reference: created.body.reference }).first()).toMatchObject({
      transaction_status: "Success",
      failure_reason: null,
    });
  });
});
