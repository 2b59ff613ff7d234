import { randomBytes } from "node:crypto";
import { acceptProviderWebhook } from "../../domain/webhook-dispatch/dispatch";
import type { ProviderClient, UnauthenticatedCallback } from "../../providers/types";
import { eventually } from "../support/eventually";
import { usePaymentWorld } from "../support/payment-world";
import { mpesaNumber } from "../support/simulated-providers";

/**
 * A callback its protocol cannot authenticate (Airtel without a callback key, M-Pesa, Orange) moves nothing by what it
 * says: the movement's workflow only asks its provider's status query at once, and that answer decides.
 */
// No status query for an hour: only the callback's prompt can make one within the test.
const world = usePaymentWorld({ simulated: true, accountType: "prod", env: { PAYMENT_STATUS_POLL_SECONDS: "3600" } });

/** A protocol whose callbacks carry no proof, as the real networks' often do: it says "failed", unverified. */
const unauthenticatedProvider = (codeName: string, reference: string): ProviderClient => ({
  codeName,
  operations: world.api.deps.providers.get(codeName)!.operations,
  verifyWebhook: (): UnauthenticatedCallback => ({
    unauthenticated: true,
    operation: "collection",
    eventId: randomBytes(6).toString("hex"),
    reference,
    payload: { status: "FAILED", reference },
  }),
});

const processingPayment = async (ending: string) => {
  const created = await world.createPayment({
    merchant_reference: `unauth-${randomBytes(4).toString("hex")}`,
    amount: "20.00",
    currency: "USD",
    customer_number: mpesaNumber(ending),
    provider_code_name: "alpha",
  });
  expect(created.body.transaction_status).toBe("Processing");
  return created.body as { reference: string; provider_code_name: string };
};

const queries = (reference: string) =>
  world.api.database.db("provider_attempts").where({ reference, operation: "query" }).count({ n: "*" }).first();

describe("a callback its protocol cannot authenticate", () => {
  it("moves nothing by what it says: the provider's status query, asked at once, decides (Success here)", async () => {
    // The provider settled it (the simulator's `91`: its webhook is lost, its status query knows).
    const payment = await processingPayment("91");
    // The network calls back once it has the result: by then its status query knows it too.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const { duplicate } = await acceptProviderWebhook(
      world.api.deps,
      unauthenticatedProvider(payment.provider_code_name, payment.reference),
      { rawBody: Buffer.from("{}"), headers: {}, sourceAddress: "127.0.0.1" },
      async () => true,
    );
    expect(duplicate).toBe(false);
    const row = await eventually(async () => {
      const found = await world.api.database.db("payments").where({ reference: payment.reference }).first();
      return found.transaction_status === "Success" ? found : undefined;
    });
    expect(row.failure_reason).toBeNull();
    expect(Number((await queries(payment.reference))?.n)).toBeGreaterThanOrEqual(1);
    const [stored] = await world.api.database.db("raw_callbacks").where({ reference: payment.reference });
    expect(stored).toMatchObject({ authenticated: false, result: null, processing_status: "status_query" });
  });

  it("leaves a payment its provider still holds Processing, whatever the callback claims", async () => {
    // Never answered (`98`): the status query says pending.
    const payment = await processingPayment("98");
    await acceptProviderWebhook(
      world.api.deps,
      unauthenticatedProvider(payment.provider_code_name, payment.reference),
      { rawBody: Buffer.from("{}"), headers: {}, sourceAddress: "127.0.0.1" },
      async () => true,
    );
    await eventually(async () => (Number((await queries(payment.reference))?.n) >= 1 ? true : undefined));
    const row = await world.api.database.db("payments").where({ reference: payment.reference }).first();
    expect(row.transaction_status).toBe("Processing");
  });

  it("naming no movement of ours is recorded as such and asks nobody", async () => {
    const reference = `TX${randomBytes(8).toString("hex").toUpperCase()}`;
    await acceptProviderWebhook(
      world.api.deps,
      unauthenticatedProvider("alpha", reference),
      { rawBody: Buffer.from("{}"), headers: {}, sourceAddress: "127.0.0.1" },
      async () => true,
    );
    const [stored] = await world.api.database.db("raw_callbacks").where({ reference });
    expect(stored).toMatchObject({ authenticated: false, processing_status: "unknown_reference" });
  });
});
