import { createHmac } from "node:crypto";
import { eventually } from "../support/eventually";
import { usePaymentWorld } from "../support/payment-world";

const world = usePaymentWorld();

const create = (customerNumber: string, overrides: Record<string, unknown> = {}) =>
  world.createPayment({ customer_number: customerNumber, ...overrides });

const finalState = (reference: string) =>
  eventually(async () => {
    const response = await world.api.http.get(`/api/payments/transaction/${reference}/`, { token: world.merchant.token });
    return ["Success", "Failed"].includes(response.body.transaction_status) ? response.body : undefined;
  });

function verifyStandardWebhook(secret: string, headers: Record<string, any>, body: string): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key)
    .update(`${headers["webhook-id"]}.${headers["webhook-timestamp"]}.${body}`)
    .digest("base64");
  return String(headers["webhook-signature"]).split(" ").includes(`v1,${expected}`);
}

describe("a sandbox payment", () => {
  it("is accepted, succeeds through the signed webhook, credits the wallet and calls the world.merchant back", async () => {
    const created = await create("+243812345600");
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ transaction_status: "Processing", provider_code_name: "sandbox", amount: "1500.00" });
    expect(created.body.provider_reference).toMatch(/^pb_sbx_/);

    const final = await finalState(created.body.reference);
    expect(final).toMatchObject({ transaction_status: "Success", fee: "500.00", net_amount: "1000.00" });

    const [callback] = await eventually(async () => {
      const callbacks = world.receiver.forReference(created.body.reference);
      return callbacks.length > 0 ? callbacks : undefined;
    });
    expect(callback!.json).toEqual({
      reference: created.body.reference,
      merchant_reference: created.body.merchant_reference,
      transaction_status: "Success",
      amount: "1500.00",
      currency: "CDF",
      customer_number: "+243812345600",
      provider_reference: created.body.provider_reference,
    });
    expect(callback!.headers["webhook-id"]).toBe(`msg_${created.body.reference}_success`);
    expect(verifyStandardWebhook(world.merchant.callbackSecret, callback!.headers, callback!.body)).toBe(true);

    const raw = await world.api.database.db("raw_callbacks").where({ reference: created.body.reference });
    expect(raw).toHaveLength(1);
    expect(raw[0].processing_status).toBe("applied");
    const entries = await world.api.database.db("ledger_entries").where({ reference: created.body.reference });
    expect(entries.map((entry) => entry.amount).sort()).toEqual(["-1500.00", "1000.00", "500.00"]);
  });

  it("fails for a number ending in 99 and tells the merchant", async () => {
    const created = await create("+243812345699");
    expect(created.status).toBe(201);
    const final = await finalState(created.body.reference);
    expect(final).toMatchObject({
      transaction_status: "Failed",
      failure_reason: "insufficient_funds",
      provider_failure_code: "insufficient_funds",
      fee: null,
    });
    await eventually(async () =>
      world.receiver.forReference(created.body.reference)[0]?.json.transaction_status === "Failed" ? true : undefined,
    );
    expect(await world.api.database.db("ledger_entries").where({ reference: created.body.reference })).toHaveLength(0);
  });

  it("stays Processing for a number ending in 98, which is never answered", async () => {
    const created = await create("+243812345698");
    expect(created.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const now = await world.api.http.get(`/api/payments/transaction/${created.body.reference}/`, { token: world.merchant.token });
    expect(now.body.transaction_status).toBe("Processing");
  });
});
