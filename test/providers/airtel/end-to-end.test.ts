import { randomBytes } from "node:crypto";
import { eventually } from "../../support/eventually";
import { AIRTEL_DOUBLE_CLIENT, type AirtelDouble, startAirtelDouble } from "../../support/networks/airtel-double";
import { type NetworkWorld, startNetworkWorld } from "../../support/networks/network-world";
import type { TestApi } from "../../support/test-api";

/**
 * A prod merchant's collections, payouts and refunds through an `airtel` providers-file entry, against an Airtel
 * written from networks.md alone (test/support/networks/airtel-double.ts) with callback authentication on: a callback
 * only prompts the enquiry, whose answer moves the payment; a forged one moves nothing; a lost answer is settled by
 * the enquiry under the same id; a full refund is Airtel's reversal, a part of one a disbursement to the payer.
 */
let world: NetworkWorld;
let api: TestApi;
let airtel: AirtelDouble;
const CALLBACK_KEY = "airtel-app-callback-private-key";

beforeAll(async () => {
  airtel = await startAirtelDouble();
  world = await startNetworkWorld(
    {
      code_name: "airtel-rdc",
      name: "Airtel Money RDC",
      protocol: "airtel",
      base_url: airtel.url,
      credentials: {
        ...AIRTEL_DOUBLE_CLIENT,
        disbursement_pin: "1234",
        pin_public_key: airtel.publicKey,
        callback_key: CALLBACK_KEY,
      },
      services: ["AIRTEL"],
    },
    { currency: "CDF", amount: "1000000.00" },
  );
  api = world.api;
  airtel.setCallback(`${api.baseUrl}/api/callbacks/airtel-rdc/`, CALLBACK_KEY);
}, 120_000);
afterAll(async () => {
  await world.close();
  await airtel.close();
});

const collect = (customer: string, amount = "1500.00") => world.collect(customer, amount, "CDF");
const finalRow = (table: "payments" | "payouts" | "refunds", reference: string) => world.finalRow(table, reference);

const postsFor = (id: string) => airtel.posts.filter((post) => (post.body.transaction as { id?: string } | undefined)?.id === id);

describe("an airtel provider", () => {
  it("collects: the push in Airtel's form, the verified callback prompting the enquiry, which settles it", async () => {
    const created = await collect("+243971234567");
    expect(created.status).toBe(201);
    const row = await finalRow("payments", created.body.reference);
    expect(row).toMatchObject({ transaction_status: "Success", provider_code_name: "airtel-rdc" });
    expect(row.provider_reference).toMatch(/^MP/);
    const [sent] = postsFor(created.body.reference);
    expect(sent!.path).toBe("/merchant/v1/payments/");
    expect(sent!.body).toEqual({
      reference: created.body.reference,
      subscriber: { country: "CD", currency: "CDF", msisdn: "971234567" },
      transaction: { amount: 1500, country: "CD", currency: "CDF", id: created.body.reference },
    });
    expect(sent!.headers).toMatchObject({ "x-country": "CD", "x-currency": "CDF" });
    const callbacks = await eventually(async () => {
      const rows = await api.database.db("raw_callbacks").where({ reference: created.body.reference });
      return rows.length > 0 ? rows : undefined;
    });
    expect(callbacks[0]).toMatchObject({ authenticated: false, processing_status: "status_query" });
  });

  it("fails a payment with the vocabulary's reason and the enquiry's code, not the callback's bare TF", async () => {
    const created = await collect("+243971234507");
    const row = await finalRow("payments", created.body.reference);
    expect(row).toMatchObject({
      transaction_status: "Failed",
      failure_reason: "insufficient_funds",
      provider_failure_code: "DP00800001007",
    });
  });

  it("takes a refusal sent as HTTP 200 with success false as definitive, with Airtel's code", async () => {
    const created = await collect("+243971234510");
    expect([created.status, created.body.error.code]).toEqual([502, "provider_error"]);
    const row = await finalRow("payments", created.body.error.details.reference);
    expect(row).toMatchObject({
      transaction_status: "Failed",
      provider_failure_code: "DP00800001010",
      failure_reason: "invalid_number",
    });
  });

  it("settles a payment whose answer was lost by the enquiry, under the same id, never a second one", async () => {
    const created = await collect("+243971234559");
    const row = await finalRow("payments", created.body.reference);
    expect(row.transaction_status).toBe("Success");
    expect(postsFor(created.body.reference)).toHaveLength(1);
  });

  it("moves nothing on a forged callback: a wrong hash is 401, the payment unchanged", async () => {
    const created = await collect("+243971234529");
    const transaction = { id: created.body.reference, message: "Paid", status_code: "TS", airtel_money_id: "MPFORGED" };
    const answer = await fetch(`${api.baseUrl}/api/callbacks/airtel-rdc/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ transaction, hash: "bm90IHRoZSBoYXNo" }),
    });
    expect(answer.status).toBe(401);
    const unsigned = await fetch(`${api.baseUrl}/api/callbacks/airtel-rdc/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ transaction }),
    });
    expect(unsigned.status).toBe(401);
    const row = await api.database.db("payments").where({ reference: created.body.reference }).first();
    expect(row.transaction_status).toBe("Processing");
  });

  it("pays out with the encrypted PIN, settled in Airtel's answer", async () => {
    const payout = await world.payOut("+243971230001", "2000.00", "CDF");
    expect(payout.status).toBe(201);
    const row = await finalRow("payouts", payout.body.reference);
    expect(row).toMatchObject({ payout_status: "Success" });
    const [sent] = postsFor(payout.body.reference);
    expect(sent!.path).toBe("/standard/v2/disbursements/");
    expect(sent!.body).toMatchObject({
      payee: { msisdn: "971230001", currency: "CDF" },
      transaction: { amount: 2000, id: payout.body.reference, type: "B2C" },
    });
    expect(airtel.pins.at(-1)).toBe("1234");
    const recorded = await api.database
      .db("provider_attempts")
      .where({ reference: payout.body.reference, operation: "disburse" });
    expect(JSON.stringify(recorded[0].request)).not.toContain(String(sent!.body.pin));
  });

  it("refunds in full by Airtel's reversal and in part as a disbursement to the payer", async () => {
    const whole = await collect("+243971234567", "3000.00");
    await finalRow("payments", whole.body.reference);
    const full = await world.refund(whole.body.reference);
    expect(full.status).toBe(201);
    expect(full.body.method).toBe("reversal");
    expect(await finalRow("refunds", full.body.reference)).toMatchObject({ refund_status: "Success", method: "reversal" });
    const [reversal] = airtel.posts.filter((post) => post.path === "/standard/v1/payments/refund");
    const paid = await api.database.db("payments").where({ reference: whole.body.reference }).first();
    expect(reversal!.body).toEqual({ transaction: { airtel_money_id: paid.provider_reference } });

    const partly = await collect("+243971234568", "3000.00");
    await finalRow("payments", partly.body.reference);
    const part = await world.refund(partly.body.reference, "1000.00");
    expect(part.body.method).toBe("disbursement");
    expect(await finalRow("refunds", part.body.reference)).toMatchObject({ refund_status: "Success", method: "disbursement" });
    const [paidBack] = postsFor(part.body.reference);
    expect(paidBack!.path).toBe("/standard/v2/disbursements/");
    expect(paidBack!.body).toMatchObject({ payee: { msisdn: "971234568" }, transaction: { amount: 1000 } });
  });

  it("tells who holds a number before paying, and refuses a payout to someone else before holding any money", async () => {
    const lookup = (recipient_number: string) =>
      api.http.post("/api/payments/payout/recipient-lookup/", { recipient_number }, { token: world.merchant.token });
    const found = await lookup("+243971230001");
    expect([found.status, found.body]).toEqual([
      200,
      { recipient_number: "+243971230001", service: "AIRTEL", name: "Mukendi Jean-Pierre" },
    ]);
    const missing = await lookup("+243971230002");
    expect([missing.status, missing.body.error.code]).toEqual([404, "recipient_not_found"]);

    const pay = (expected_recipient_name: string) =>
      api.http.post(
        "/api/payments/payout/",
        {
          merchant_reference: `atn-${randomBytes(5).toString("hex")}`,
          amount: "500.00",
          currency: "CDF",
          recipient_number: "+243971230001",
          expected_recipient_name,
          callback_url: world.receiver.url,
        },
        { token: world.merchant.token },
      );
    const before = await api.database.db("payouts").count<{ count: string }[]>("* as count");
    const refused = await pay("Kabila Joseph");
    expect([refused.status, refused.body.error.code]).toEqual([409, "recipient_name_mismatch"]);
    expect(await api.database.db("payouts").count<{ count: string }[]>("* as count")).toEqual(before);
    const matched = await pay("jean pierre MUKENDI");
    expect(matched.status).toBe(201);
    expect(matched.body).toMatchObject({ expected_recipient_name: "jean pierre MUKENDI", recipient_name_checked: true });
  });
});
