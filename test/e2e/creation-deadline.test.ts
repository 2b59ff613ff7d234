import { randomBytes } from "node:crypto";
import { eventually } from "../support/eventually";
import { createMerchant, type MerchantFixture } from "../support/fixtures";
import { type PausableProxy, startPausableProxy } from "../support/pausable-proxy";
import { startTestApi, type TestApi } from "../support/test-api";

jest.setTimeout(90_000);

const DEADLINE_MS = 3000;
let proxy: PausableProxy;
let api: TestApi;
let merchant: MerchantFixture;

beforeAll(async () => {
  proxy = await startPausableProxy(process.env.TEST_TEMPORAL_ADDRESS!);
  api = await startTestApi({
    worker: true,
    env: { TEMPORAL_ADDRESS: proxy.address, CREATION_DEADLINE_MS: String(DEADLINE_MS) },
  });
  merchant = await createMerchant(api.database.db);
});
afterAll(async () => {
  proxy.resume();
  await api.close();
  await proxy.close();
});

const create = () =>
  api.http.post(
    "/api/payments/transaction/",
    {
      merchant_reference: `order-${randomBytes(5).toString("hex")}`,
      amount: "1500.00",
      currency: "CDF",
      service: "MPESA",
      customer_number: "+243812345600",
      callback_url: "https://shop.example.com/payments/callback",
    },
    { token: merchant.token },
  );

describe("the creation deadline", () => {
  it("answers a creation within CREATION_DEADLINE_MS while Temporal does not answer: 502 with the reference, the payment Pending and settled later", async () => {
    await create(); // the connection is made before Temporal goes silent (on a cold worker this one may pass the deadline too)
    proxy.pause();
    const started = Date.now();
    const response = await create();
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(DEADLINE_MS + 1500);
    expect(response.status).toBe(502);
    expect(response.body.error.code).toBe("provider_error");
    const reference = response.body.error.details.reference;
    expect(reference).toMatch(/^TX/);
    const row = await api.database.db("transactions").where({ reference }).first();
    expect(row.transaction_status).toBe("Pending");

    proxy.resume();
    const settled = await eventually(async () => {
      const { transaction_status } = await api.database.db("transactions").where({ reference }).first();
      return transaction_status === "Success" ? transaction_status : undefined;
    }, 60_000);
    expect(settled).toBe("Success");
  });
});
