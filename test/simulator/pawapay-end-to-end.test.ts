import { pawapayId } from "../../providers/pawapay/ids";
import { callbackUrlOf, generateCredentials, startSimulatedProvider } from "../../simulator";
import { eventually } from "../support/eventually";
import { type NetworkWorld, startNetworkWorld } from "../support/networks/network-world";

/**
 * A prod merchant's collections, payouts and refunds through a `pawapay` providers-file entry pointing at the
 * simulator's pawaPay: signed requests, signed callbacks to the dashboard's URL, the sandbox numbers' failures with
 * the vocabulary's reason, a lost answer settled under the same id, a lost callback asked again.
 */
let world: NetworkWorld;
let pawapay: Awaited<ReturnType<typeof startSimulatedProvider<"pawapay">>>;

beforeAll(async () => {
  const credentials = generateCredentials().pawapay;
  pawapay = await startSimulatedProvider("pawapay", credentials, {
    delayMs: 300,
    hangMs: 1500,
    webhookAttempts: 3,
    webhookRetryMs: 200,
  });
  world = await startNetworkWorld(
    { code_name: "pawapay", name: "pawaPay", protocol: "pawapay", base_url: pawapay.url, credentials, services: ["MPESA"] },
    { currency: "CDF", amount: "1000000.00" },
  );
  pawapay.engine.dashboard!.callbackUrl = callbackUrlOf(world.api.baseUrl, "pawapay");
}, 120_000);
afterAll(async () => {
  await world.close();
  await pawapay.close();
});

const callbacksStored = (reference: string) => world.api.database.db("raw_callbacks").where({ reference });

describe("a pawapay provider played by the simulator", () => {
  it("collects in whole francs, the result arriving by a verified signed callback", async () => {
    const created = await world.collect("+243813456789", "1500.00", "CDF");
    expect(created.status).toBe(201);
    expect(await world.finalRow("payments", created.body.reference)).toMatchObject({
      transaction_status: "Success",
      provider_code_name: "pawapay",
      provider_reference: pawapayId("deposit", created.body.reference),
    });
    const [stored] = await eventually(async () => {
      const rows = await callbacksStored(created.body.reference);
      return rows.length ? rows : undefined;
    });
    expect(stored).toMatchObject({ authenticated: true });
  });

  it("fails by pawaPay's sandbox number with the vocabulary's reason and pawaPay's code", async () => {
    const created = await world.collect("+243813456029", "1500.00", "CDF");
    expect(await world.finalRow("payments", created.body.reference)).toMatchObject({
      transaction_status: "Failed",
      failure_reason: "invalid_number",
      provider_failure_code: "PAYER_NOT_FOUND",
    });
  });

  it("settles a payment whose answer was lost (`…96`) by the status query under the same id", async () => {
    const created = await world.collect("+243813456796", "1500.00", "CDF");
    expect(await world.finalRow("payments", created.body.reference)).toMatchObject({ transaction_status: "Success" });
    expect(await pawapay.engine.store.get(pawapayId("deposit", created.body.reference))).toBeDefined();
  });

  it("settles a payment whose callback was lost (`…91`) by the status query, then has the callback resent", async () => {
    const created = await world.collect("+243813456791", "1500.00", "CDF");
    expect(await world.finalRow("payments", created.body.reference)).toMatchObject({ transaction_status: "Success" });
    const [resent] = await eventually(async () => {
      const rows = await callbacksStored(created.body.reference);
      return rows.length ? rows : undefined;
    });
    expect(resent).toMatchObject({ authenticated: true });
    const asked = await world.api.database
      .db("provider_attempts")
      .where({ reference: created.body.reference, operation: "resend_callback" });
    expect(asked.map((attempt) => attempt.outcome)).toEqual(["accepted"]);
  });

  it("pays out and refunds in part", async () => {
    const payout = await world.payOut("+243813456789", "2000.00", "CDF");
    expect(payout.status).toBe(201);
    expect(await world.finalRow("payouts", payout.body.reference)).toMatchObject({ payout_status: "Success" });
    const paid = await world.collect("+243813456789", "3000.00", "CDF");
    await world.finalRow("payments", paid.body.reference);
    const refund = await world.refund(paid.body.reference, "1000.00");
    expect(refund.status).toBe(201);
    expect(await world.finalRow("refunds", refund.body.reference)).toMatchObject({
      refund_status: "Success",
      method: "reversal",
    });
    const kept = await pawapay.engine.moneyOut.store.get("refund", pawapayId("refund", refund.body.reference));
    expect(kept).toMatchObject({ amountMinor: 100000n, collection: { reference: pawapayId("deposit", paid.body.reference) } });
  });
});
