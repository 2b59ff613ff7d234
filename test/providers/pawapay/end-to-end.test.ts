import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pawapayId } from "../../../providers/pawapay/ids";
import { eventually } from "../../support/eventually";
import { createMerchant, creditWallet, type MerchantFixture } from "../../support/fixtures";
import { type MerchantReceiver, startMerchantReceiver } from "../../support/merchant-receiver";
import { type PawapayDouble, startPawapayDouble } from "../../support/networks/pawapay-double";
import { startTestApi, type TestApi } from "../../support/test-api";

/**
 * A prod merchant's collections, payouts and refunds through a `pawapay` providers-file entry, against a pawaPay
 * written from networks.md alone (test/support/networks/pawapay-double.ts) whose callbacks are signed: each result
 * arrives by a verified callback; a forged one moves nothing; a lost answer is settled by the status query under the
 * same id.
 */
let api: TestApi;
let pawapay: PawapayDouble;
let receiver: MerchantReceiver;
let merchant: MerchantFixture;

beforeAll(async () => {
  receiver = await startMerchantReceiver();
  pawapay = await startPawapayDouble({ signCallbacks: true });
  const file = path.join(os.tmpdir(), `providers-pawapay-${randomBytes(4).toString("hex")}.json`);
  const entry = {
    code_name: "pawapay",
    name: "pawaPay",
    protocol: "pawapay",
    base_url: pawapay.url,
    credentials: { api_token: "pawapay-double-token-000", callback_signatures: true },
    services: ["MPESA", "AIRTEL", "ORANGE"],
    currencies: ["CDF", "USD"],
    priority: 1,
    timeouts: { connect_ms: 1000, request_ms: 2000 },
  };
  writeFileSync(file, JSON.stringify({ providers: [entry] }));
  api = await startTestApi({ worker: true, env: { PROVIDERS_FILE: file, PAYMENT_STATUS_POLL_SECONDS: "2" } });
  pawapay.setCallbackUrl(`${api.baseUrl}/api/callbacks/pawapay/`);
  merchant = await createMerchant(api.database.db, { accountType: "prod" });
  await creditWallet(api.database.db, merchant.merchantId, "CDF", "1000000.00");
}, 120_000);
afterAll(async () => {
  await api.close();
  await pawapay.close();
  await receiver.close();
});

const collect = (customer: string, amount = "1500.00") =>
  api.http.post(
    "/api/payments/transaction/",
    {
      merchant_reference: `pp-${randomBytes(5).toString("hex")}`,
      amount,
      currency: "CDF",
      service: "MPESA",
      customer_number: customer,
      callback_url: receiver.url,
    },
    { token: merchant.token },
  );

const finalTransaction = (reference: string) =>
  eventually(async () => {
    const row = await api.database.db("payments").where({ reference }).first();
    return ["Success", "Failed"].includes(row.transaction_status) ? row : undefined;
  });

describe("a pawapay provider", () => {
  it("collects in whole francs on M-Pesa, the result arriving by a verified signed callback", async () => {
    const created = await collect("+243813456789");
    expect(created.status).toBe(201);
    const row = await finalTransaction(created.body.reference);
    expect(row).toMatchObject({ transaction_status: "Success", provider_code_name: "pawapay" });
    const [sent] = pawapay.posts.filter((post) => post.body.clientReferenceId === created.body.reference);
    expect(sent!.body).toMatchObject({ depositId: pawapayId("deposit", created.body.reference), amount: "1500" });
    const [stored] = await api.database.db("raw_callbacks").where({ reference: created.body.reference });
    expect(stored).toMatchObject({ authenticated: true, processing_status: "applied" });
    expect(pawapay.resends).toEqual([]);
  });

  it("refuses an amount with centimes on M-Pesa CDF, naming amount, before anything is sent", async () => {
    const before = pawapay.posts.length;
    const refused = await collect("+243813456789", "1500.50");
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.details)).toEqual(["amount"]);
    expect(pawapay.posts.length).toBe(before);
  });

  it("fails a payment with the vocabulary's reason and pawaPay's code verbatim", async () => {
    const created = await collect("+243813456049");
    const row = await finalTransaction(created.body.reference);
    expect(row).toMatchObject({
      transaction_status: "Failed",
      failure_reason: "insufficient_funds",
      provider_failure_code: "INSUFFICIENT_BALANCE",
    });
  });

  it("settles a payment whose answer was lost by the status query, under the same id, never a second one", async () => {
    const created = await collect("+243813456059");
    const row = await finalTransaction(created.body.reference);
    expect(row.transaction_status).toBe("Success");
    const sent = pawapay.posts.filter((post) => post.body.clientReferenceId === created.body.reference);
    expect(sent).toHaveLength(1);
  });

  it("settles a payment whose callback was lost by the status query, then has pawaPay resend the callback once", async () => {
    const created = await collect("+243813456139");
    const row = await finalTransaction(created.body.reference);
    expect(row.transaction_status).toBe("Success");
    const id = pawapayId("deposit", created.body.reference);
    const resent = await eventually(async () => {
      const [stored] = await api.database.db("raw_callbacks").where({ reference: created.body.reference });
      return stored;
    });
    expect(resent.authenticated).toBe(true);
    expect(pawapay.resends).toEqual([id]);
    const asked = await api.database
      .db("provider_attempts")
      .where({ reference: created.body.reference, operation: "resend_callback" });
    expect(asked.map((attempt) => attempt.outcome)).toEqual(["accepted"]);
  });

  it("pays out and refunds in part through pawaPay", async () => {
    const payout = await api.http.post(
      "/api/payments/payout/",
      {
        merchant_reference: `ppo-${randomBytes(5).toString("hex")}`,
        amount: "2000.00",
        currency: "CDF",
        service: "MPESA",
        recipient_number: "+243813456789",
        callback_url: receiver.url,
      },
      { token: merchant.token },
    );
    expect(payout.status).toBe(201);
    await eventually(async () => {
      const row = await api.database.db("payouts").where({ reference: payout.body.reference }).first();
      return row.payout_status === "Success" ? row : undefined;
    });
    const paid = await collect("+243813456789", "3000.00");
    await finalTransaction(paid.body.reference);
    const refund = await api.http.post(
      `/api/payments/transaction/${paid.body.reference}/refund/`,
      { merchant_reference: `ppr-${randomBytes(5).toString("hex")}`, amount: "1000.00" },
      { token: merchant.token },
    );
    expect(refund.status).toBe(201);
    await eventually(async () => {
      const row = await api.database.db("refunds").where({ reference: refund.body.reference }).first();
      return row.refund_status === "Success" ? row : undefined;
    });
    const [sent] = pawapay.posts.filter((post) => post.path === "/v2/refunds");
    expect(sent!.body).toMatchObject({ depositId: pawapayId("deposit", paid.body.reference), amount: "1000" });
  });

  it("moves nothing on a forged callback: 401, the payment unchanged", async () => {
    const created = await collect("+243813456129");
    const id = pawapayId("deposit", created.body.reference);
    const forged = JSON.stringify({
      depositId: id,
      status: "COMPLETED",
      amount: "1500",
      currency: "CDF",
      clientReferenceId: created.body.reference,
    });
    const answer = await fetch(`${api.baseUrl}/api/callbacks/pawapay/`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "signature-input": 'sig-pp=("@method");created=1;keyid="x"',
        signature: "sig-pp=:AAAA:",
      },
      body: forged,
    });
    expect(answer.status).toBe(401);
    const row = await api.database.db("payments").where({ reference: created.body.reference }).first();
    expect(row.transaction_status).toBe("Processing");
  });
});
