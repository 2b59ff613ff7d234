import { randomBytes } from "node:crypto";
import { acceptProviderWebhook } from "../../domain/webhook-dispatch/dispatch";
import type { ProviderClient, UnauthenticatedCallback } from "../../providers/types";
import type { Simulator } from "../../simulator";
import { eventually } from "../support/eventually";
import { createMerchant } from "../support/fixtures";
import { type MerchantReceiver, startMerchantReceiver } from "../support/merchant-receiver";
import { mpesaNumber, startSimulatedProviders } from "../support/simulated-providers";
import { startTestApi, type TestApi } from "../support/test-api";

/**
 * A callback its protocol cannot authenticate (Airtel without a callback key, M-Pesa, Orange) moves nothing by what it
 * says: the movement's workflow only asks its provider's status query at once, and that answer decides.
 */
let api: TestApi;
let receiver: MerchantReceiver;
let simulator: Simulator;

beforeAll(async () => {
  receiver = await startMerchantReceiver();
  const providers = await startSimulatedProviders();
  simulator = providers.simulator;
  // No status query for an hour: only the callback's prompt can make one within the test.
  api = await startTestApi({
    worker: true,
    env: { PROVIDERS_FILE: providers.providersFile, PAYMENT_STATUS_POLL_SECONDS: "3600" },
  });
});
afterAll(async () => {
  await api.close();
  await simulator.close();
  await receiver.close();
});

/** A protocol whose callbacks carry no proof, as the real networks' often do: it says "failed", unverified. */
const unauthenticatedProvider = (codeName: string, reference: string): ProviderClient => ({
  codeName,
  operations: api.deps.providers.get(codeName)!.operations,
  verifyWebhook: (): UnauthenticatedCallback => ({
    unauthenticated: true,
    operation: "collection",
    eventId: randomBytes(6).toString("hex"),
    reference,
    payload: { status: "FAILED", reference },
  }),
});

const processingPayment = async (ending: string) => {
  const owner = await createMerchant(api.database.db, { accountType: "prod" });
  const created = await api.http.post(
    "/api/payments/transaction/",
    {
      merchant_reference: `unauth-${randomBytes(4).toString("hex")}`,
      amount: "20.00",
      currency: "USD",
      service: "MPESA",
      customer_number: mpesaNumber(ending),
      callback_url: receiver.url,
      provider_code_name: "alpha",
    },
    { token: owner.token },
  );
  expect(created.body.transaction_status).toBe("Processing");
  return created.body as { reference: string; provider_code_name: string };
};

const queries = (reference: string) =>
  api.database.db("provider_attempts").where({ reference, operation: "query" }).count({ n: "*" }).first();

describe("a callback its protocol cannot authenticate", () => {
  it("moves nothing by what it says: the provider's status query, asked at once, decides (Success here)", async () => {
    // The provider settled it (the simulator's `91`: its webhook is lost, its status query knows).
    const payment = await processingPayment("91");
    // The network calls back once it has the result: by then its status query knows it too.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const { duplicate } = await acceptProviderWebhook(
      api.deps,
      unauthenticatedProvider(payment.provider_code_name, payment.reference),
      { rawBody: Buffer.from("{}"), headers: {}, sourceAddress: "127.0.0.1" },
      async () => true,
    );
    expect(duplicate).toBe(false);
    const row = await eventually(async () => {
      const found = await api.database.db("transactions").where({ reference: payment.reference }).first();
      return found.transaction_status === "Success" ? found : undefined;
    });
    expect(row.failure_reason).toBeNull();
    expect(Number((await queries(payment.reference))?.n)).toBeGreaterThanOrEqual(1);
    const [stored] = await api.database.db("raw_callbacks").where({ reference: payment.reference });
    expect(stored).toMatchObject({ authenticated: false, result: null, processing_status: "status_query" });
  });

  it("leaves a payment its provider still holds Processing, whatever the callback claims", async () => {
    // Never answered (`98`): the status query says pending.
    const payment = await processingPayment("98");
    await acceptProviderWebhook(
      api.deps,
      unauthenticatedProvider(payment.provider_code_name, payment.reference),
      { rawBody: Buffer.from("{}"), headers: {}, sourceAddress: "127.0.0.1" },
      async () => true,
    );
    await eventually(async () => (Number((await queries(payment.reference))?.n) >= 1 ? true : undefined));
    const row = await api.database.db("transactions").where({ reference: payment.reference }).first();
    expect(row.transaction_status).toBe("Processing");
  });

  it("naming no movement of ours is recorded as such and asks nobody", async () => {
    const reference = `TX${randomBytes(8).toString("hex").toUpperCase()}`;
    await acceptProviderWebhook(
      api.deps,
      unauthenticatedProvider("alpha", reference),
      { rawBody: Buffer.from("{}"), headers: {}, sourceAddress: "127.0.0.1" },
      async () => true,
    );
    const [stored] = await api.database.db("raw_callbacks").where({ reference });
    expect(stored).toMatchObject({ authenticated: false, processing_status: "unknown_reference" });
  });
});
