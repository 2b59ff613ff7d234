import { randomBytes } from "node:crypto";
import { eventually } from "../support/eventually";
import { createMerchant, creditWallet, type MerchantFixture } from "../support/fixtures";
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
    env: {
      TEMPORAL_ADDRESS: proxy.address,
      CREATION_DEADLINE_MS: String(DEADLINE_MS),
      // No orphan sweep within the test: what starts the workflow is the API's own background start.
      PENDING_START_GRACE_SECONDS: "600",
    },
  });
  merchant = await createMerchant(api.database.db);
  await creditWallet(api.database.db, merchant.merchantId, "CDF", "10000.00");
});
afterAll(async () => {
  proxy.resume();
  await api.close();
  await proxy.close();
});

const createTransaction = () =>
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

const createPayout = () =>
  api.http.post(
    "/api/payments/payout/",
    {
      merchant_reference: `po-${randomBytes(5).toString("hex")}`,
      amount: "1000.00",
      currency: "CDF",
      recipient_number: "+243812345600",
      callback_url: "https://shop.example.com/payments/callback",
    },
    { token: merchant.token },
  );

/** Creates through `create` while Temporal does not answer: the answer comes within the deadline. */
async function createWhileTemporalIsSilent(create: () => ReturnType<typeof createTransaction>) {
  await create(); // the connection is made before Temporal goes silent (on a cold worker this one may pass the deadline too)
  proxy.pause();
  try {
    const started = Date.now();
    const response = await create();
    expect(Date.now() - started).toBeLessThan(DEADLINE_MS + 1500);
    return response;
  } finally {
    proxy.resume();
  }
}

const statusOf = async (table: "payments" | "payouts", reference: string) => {
  const row = await api.database.db(table).where({ reference }).first();
  return table === "payments" ? row.transaction_status : row.payout_status;
};

describe("the creation deadline", () => {
  it("answers a transaction created while Temporal does not answer 201 Pending within CREATION_DEADLINE_MS; it settles once Temporal is back", async () => {
    const response = await createWhileTemporalIsSilent(createTransaction);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ transaction_status: "Pending", merchant_reference: expect.any(String) });
    const { reference } = response.body;
    expect(reference).toMatch(/^TX/);
    const settled = await eventually(async () => {
      const status = await statusOf("payments", reference);
      return status === "Success" ? status : undefined;
    }, 60_000);
    expect(settled).toBe("Success");
  });

  it("answers a payout the same: 201 Pending, its money held, and paid once Temporal is back", async () => {
    const response = await createWhileTemporalIsSilent(createPayout);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ payout_status: "Pending" });
    const { reference } = response.body;
    expect(reference).toMatch(/^PO/);
    const settled = await eventually(async () => {
      const status = await statusOf("payouts", reference);
      return status === "Success" ? status : undefined;
    }, 60_000);
    expect(settled).toBe("Success");
  });
});
