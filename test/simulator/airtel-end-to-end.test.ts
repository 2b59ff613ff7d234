import { randomBytes } from "node:crypto";
import { simulatedAirtel } from "../../simulator/airtel/dialect";
import { callbackUrlOf, startSimulatedProvider } from "../../simulator/index";
import { eventually } from "../support/eventually";
import { type NetworkWorld, startNetworkWorld } from "../support/networks/network-world";

/**
 * A prod merchant's collection, payout and refunds through an `airtel` providers-file entry pointing at the
 * simulator's Airtel, its callbacks sent where the portal setting says (the service's callback URL), with a `hash`.
 */
let world: NetworkWorld;
let simulator: Awaited<ReturnType<typeof startSimulatedProvider<"airtel">>>;
const { code_name } = simulatedAirtel.sampleProvider;

beforeAll(async () => {
  const credentials = simulatedAirtel.generateCredentials();
  simulator = await startSimulatedProvider("airtel", credentials, {
    delayMs: 200,
    hangMs: 1500,
    webhookAttempts: 2,
    webhookRetryMs: 100,
  });
  world = await startNetworkWorld(
    { code_name, name: "Airtel Money RDC", protocol: "airtel", base_url: simulator.url, credentials, services: ["AIRTEL"] },
    { currency: "CDF", amount: "1000000.00" },
  );
  simulator.engine.dashboard!.callbackUrl = callbackUrlOf(world.api.baseUrl, code_name);
}, 120_000);
afterAll(async () => {
  await world?.close();
  await simulator?.close();
});

const merchantReference = (prefix: string) => `${prefix}-${randomBytes(5).toString("hex")}`;

describe("an airtel provider played by the simulator", () => {
  it("collects: the callback prompts the enquiry, which settles it with Airtel's id", async () => {
    const created = await world.collect("+243971234567", "1500.00", "CDF");
    expect(created.status).toBe(201);
    const row = await world.finalRow("payments", created.body.reference);
    expect(row).toMatchObject({ transaction_status: "Success", provider_code_name: code_name });
    expect(row.provider_reference).toMatch(/^MP/);
    const [received] = await eventually(async () => {
      const rows = await world.api.database.db("raw_callbacks").where({ reference: created.body.reference });
      return rows.length > 0 ? rows : undefined;
    });
    expect(received).toMatchObject({ processing_status: "status_query" });
  });

  it("fails a collection with the enquiry's code and the vocabulary's reason", async () => {
    const created = await world.collect("+243971234599", "1500.00", "CDF");
    expect(await world.finalRow("payments", created.body.reference)).toMatchObject({
      transaction_status: "Failed",
      failure_reason: "insufficient_funds",
      provider_failure_code: "DP00800001007",
    });
  });

  it("pays out with the encrypted PIN, settled in Airtel's answer", async () => {
    const payout = await world.api.http.post(
      "/api/payments/payout/",
      {
        merchant_reference: merchantReference("ato"),
        amount: "2000.00",
        currency: "CDF",
        service: "AIRTEL",
        recipient_number: "+243971230001",
        callback_url: world.receiver.url,
      },
      { token: world.merchant.token },
    );
    expect(payout.status).toBe(201);
    const row = await world.finalRow("payouts", payout.body.reference);
    expect(row.payout_status).toBe("Success");
    expect(row.provider_reference).toMatch(/^CI/);
  });

  it("refunds in full by Airtel's reversal and in part by a disbursement to the payer", async () => {
    const refundOf = async (amount?: string) => {
      const paid = await world.collect("+243971234568", "3000.00", "CDF");
      await world.finalRow("payments", paid.body.reference);
      const refund = await world.api.http.post(
        `/api/payments/transaction/${paid.body.reference}/refund/`,
        { merchant_reference: merchantReference("atr"), ...(amount ? { amount } : {}) },
        { token: world.merchant.token },
      );
      expect(refund.status).toBe(201);
      return world.finalRow("refunds", refund.body.reference);
    };
    expect(await refundOf()).toMatchObject({ refund_status: "Success", method: "reversal" });
    expect(await refundOf("1000.00")).toMatchObject({ refund_status: "Success", method: "disbursement" });
  });
});
