import { createHmac, randomBytes } from "node:crypto";
import { eventually } from "../support/eventually";
import { createMerchant, createStaff, creditWallet, type MerchantFixture } from "../support/fixtures";
import { usePaymentWorld } from "../support/payment-world";
import { mpesaNumber } from "../support/simulated-providers";

/** Payouts end to end: the API, a worker, Temporal, the simulator's two protocols over HTTP, a merchant receiver. */
const world = usePaymentWorld({ simulated: true, accountType: "prod", env: { PAYOUT_QUEUE_RECHECK_SECONDS: "1" } });

const fields = (overrides: Record<string, unknown> = {}) => ({
  merchant_reference: `po-${randomBytes(5).toString("hex")}`,
  amount: "100.00",
  currency: "USD",
  recipient_number: mpesaNumber(),
  callback_url: world.receiver.url,
  ...overrides,
});

const createPayout = (overrides: Record<string, unknown> = {}, merchant: MerchantFixture = world.merchant) =>
  world.api.http.post("/api/payments/payout/", fields(overrides), { token: merchant.token });

const readPayout = (reference: string) =>
  world.api.http.get(`/api/payments/payout/${reference}/`, { token: world.merchant.token });

const finalPayout = (reference: string) =>
  eventually(async () => {
    const { body } = await readPayout(reference);
    return ["Success", "Failed"].includes(body.payout_status) ? body : undefined;
  });

const wallet = async () => {
  const { body } = await world.api.http.get("/api/organization/wallet/", { token: world.merchant.token });
  return body.results.find((row: { currency: string }) => row.currency === "USD");
};

const disbursementsAt = async (protocol: "sealed" | "signed", reference: string) =>
  (await world.simulator[protocol].engine.moneyOut.store.get("disbursement", reference)) ? 1 : 0;

beforeAll(async () => {
  await creditWallet(world.api.database.db, world.merchant.merchantId, "USD", "100000.00");
});

afterEach(async () => {
  for (const protocol of ["sealed", "signed"] as const) {
    await world.simulator[protocol].engine.moneyOut.setFloat("USD", "1000000000.00");
  }
});

function verifyStandardWebhook(secret: string, headers: Record<string, unknown>, body: string): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key)
    .update(`${headers["webhook-id"]}.${headers["webhook-timestamp"]}.${body}`)
    .digest("base64");
  return String(headers["webhook-signature"]).split(" ").includes(`v1,${expected}`);
}

describe("a payout", () => {
  it("holds its money, is paid by the first provider, books the hold and notifies the merchant, signed", async () => {
    const before = await wallet();
    const created = await createPayout();
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      payout_status: "Processing",
      provider_code_name: "alpha",
      amount: "100.00",
      fee: "1.00",
    });
    expect(await wallet()).toMatchObject({ pending: "101.00" });

    const final = await finalPayout(created.body.reference);
    expect(final).toMatchObject({ payout_status: "Success", failure_reason: null });
    const [callback] = await eventually(async () => {
      const callbacks = world.receiver.forReference(created.body.reference);
      return callbacks.length > 0 ? callbacks : undefined;
    });
    expect(callback!.json).toMatchObject({
      type: "payout",
      reference: created.body.reference,
      payout_status: "Success",
      fee: "1.00",
    });
    expect(callback!.headers["webhook-id"]).toBe(`msg_${created.body.reference}_success`);
    expect(verifyStandardWebhook(world.merchant.callbackSecret, callback!.headers, callback!.body)).toBe(true);
    const after = await wallet();
    expect(after.pending).toBe(before.pending);
    expect(Number(after.balance)).toBeCloseTo(Number(before.balance) - 101, 2);
    expect(await disbursementsAt("sealed", created.body.reference)).toBe(1);
  });

  it("goes to the next provider when the first has no float, and is sent to it once", async () => {
    await world.simulator.sealed.engine.moneyOut.setFloat("USD", "0.00");
    const created = await createPayout();
    expect(created.status).toBe(201);
    expect(created.body.provider_code_name).toBe("beta");
    expect(await finalPayout(created.body.reference)).toMatchObject({ payout_status: "Success", provider_code_name: "beta" });
    expect(await disbursementsAt("sealed", created.body.reference)).toBe(0);
    expect(await disbursementsAt("signed", created.body.reference)).toBe(1);
  });

  it("settles an ambiguous answer by the same provider's status query, never elsewhere", async () => {
    const created = await createPayout({ recipient_number: mpesaNumber("96") });
    expect(created.status).toBe(201);
    expect(await finalPayout(created.body.reference)).toMatchObject({ payout_status: "Success", provider_code_name: "alpha" });
    expect(await disbursementsAt("signed", created.body.reference)).toBe(0);
    const calls = await world.api.database.db("provider_attempts").where({ reference: created.body.reference }).orderBy("id");
    expect(calls.map((call) => `${call.provider_code_name} ${call.operation}`)).toEqual(
      expect.arrayContaining(["alpha disburse", "alpha disbursement_query"]),
    );
    expect(calls.every((call) => call.provider_code_name === "alpha")).toBe(true);
  });

  it("ends Failed with the provider's reason and gives the hold back", async () => {
    const before = await wallet();
    const created = await createPayout({ recipient_number: mpesaNumber("99") });
    const final = await finalPayout(created.body.reference);
    expect(final).toMatchObject({ payout_status: "Failed" });
    expect(final.failure_reason).toBeTruthy();
    await eventually(async () => ((await wallet()).available === before.available ? true : undefined));
  });
});

describe("a payout no provider can take", () => {
  it("waits Pending with the reason, proceeds once a float is refilled", async () => {
    await world.simulator.sealed.engine.moneyOut.setFloat("USD", "0.00");
    await world.simulator.signed.engine.moneyOut.setFloat("USD", "0.00");
    const created = await createPayout();
    expect(created.status).toBe(201);
    expect(created.body.payout_status).toBe("Pending");
    expect(created.body.failure_reason).toMatch(/^waiting: no provider can pay out MPESA in USD/);
    await world.simulator.signed.engine.moneyOut.setFloat("USD", "1000.00");
    expect(await finalPayout(created.body.reference)).toMatchObject({ payout_status: "Success", provider_code_name: "beta" });
  });

  it("is cancelled while it waits: Failed (cancelled), its hold released; a repeated cancel answers as the first did", async () => {
    await world.simulator.sealed.engine.moneyOut.setFloat("USD", "0.00");
    await world.simulator.signed.engine.moneyOut.setFloat("USD", "0.00");
    const before = await wallet();
    const created = await createPayout();
    expect(created.body.payout_status).toBe("Pending");
    const metrics = await world.api.http.get<string>("/metrics");
    expect(metrics.body).toMatch(/^payouts_queued 1$/m);
    const cancelled = await world.api.http.post(
      `/api/payments/payout/${created.body.reference}/cancel/`,
      {},
      { token: world.merchant.token },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ payout_status: "Failed", failure_reason: "cancelled" });
    expect((await wallet()).available).toBe(before.available);
    // The first answer lost (the API died before sending it), the merchant retries: the same answer, nothing moves.
    const again = await world.api.http.post(
      `/api/payments/payout/${created.body.reference}/cancel/`,
      {},
      { token: world.merchant.token },
    );
    expect(again.status).toBe(200);
    expect(again.body).toEqual(cancelled.body);
    expect((await wallet()).available).toBe(before.available);
    const settled = await world.api.http.get<string>("/metrics");
    expect(settled.body).toMatch(/^payouts_queued 0$/m);
    expect(settled.body).toMatch(/^payouts_settled_total\{status="Failed",provider="beta",service="MPESA"\} \d+$/m);
  });

  it("cannot be cancelled once a provider has it", async () => {
    const created = await createPayout({ recipient_number: mpesaNumber("98") });
    expect(created.body.payout_status).toBe("Processing");
    const refused = await world.api.http.post(
      `/api/payments/payout/${created.body.reference}/cancel/`,
      {},
      { token: world.merchant.token },
    );
    expect(refused.status).toBe(409);
    expect((await readPayout(created.body.reference)).body.payout_status).toBe("Processing");
  });

  it("cannot be cancelled once final for another reason than a cancel: Success or a provider's failure is a 409", async () => {
    const paid = await createPayout();
    const failed = await createPayout({ recipient_number: mpesaNumber("99") });
    for (const [created, status] of [
      [paid, "Success"],
      [failed, "Failed"],
    ] as const) {
      const final = await finalPayout(created.body.reference);
      expect(final.payout_status).toBe(status);
      const refused = await world.api.http.post(
        `/api/payments/payout/${created.body.reference}/cancel/`,
        {},
        { token: world.merchant.token },
      );
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe("invalid_state_transition");
      expect((await readPayout(created.body.reference)).body).toEqual(final);
    }
  });
});

describe("payout requests", () => {
  it("refuses what the wallet does not cover with insufficient_balance and the available amount", async () => {
    const poor = await createMerchant(world.api.database.db, { accountType: "prod" });
    await creditWallet(world.api.database.db, poor.merchantId, "USD", "100.50");
    const refused = await createPayout({ amount: "100.00" }, poor);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: "insufficient_balance", details: { amount: "100.50", currency: "USD" } });
    expect((await createPayout({ amount: "99.50" }, poor)).status).toBe(201);
  });

  it("answers a repeated merchant_reference with the existing payout's reference and Location", async () => {
    const first = await createPayout({ merchant_reference: "repeat-me" });
    const repeat = await createPayout({ merchant_reference: "repeat-me" });
    expect(repeat.status).toBe(400);
    expect(repeat.body.error.details).toMatchObject({ reference: first.body.reference });
    expect(repeat.headers.get("location")).toBe(`/api/payments/payout/${first.body.reference}/`);
  });

  it("creates the valid items of a bulk request whatever the invalid ones, one result per item in order", async () => {
    const bulk = await world.api.http.post(
      "/api/payments/payout/bulk/",
      { payouts: [fields(), fields({ recipient_number: "12" }), fields({ amount: "3.00" })] },
      { token: world.merchant.token },
    );
    expect(bulk.status).toBe(201);
    expect(bulk.body.results.map((result: { index: number }) => result.index)).toEqual([0, 1, 2]);
    // Accepted by the provider; the simulator's webhook may already have settled it when the answer is read back.
    expect(["Processing", "Success"]).toContain(bulk.body.results[0].payout.payout_status);
    expect(bulk.body.results[1].error).toMatchObject({
      code: "validation_error",
      details: { recipient_number: expect.any(String) },
    });
    expect(bulk.body.results[2].payout.amount).toBe("3.00");
    const tooMany = await world.api.http.post(
      "/api/payments/payout/bulk/",
      { payouts: Array.from({ length: 101 }, () => fields()) },
      { token: world.merchant.token },
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.details).toHaveProperty("payouts");
  });

  it("shows another merchant's payout to nobody but its owner: 404", async () => {
    const other = await createMerchant(world.api.database.db, { accountType: "prod" });
    const created = await createPayout();
    const seen = await world.api.http.get(`/api/payments/payout/${created.body.reference}/`, { token: other.token });
    expect(seen.status).toBe(404);
    const cancel = await world.api.http.post(
      `/api/payments/payout/${created.body.reference}/cancel/`,
      {},
      { token: other.token },
    );
    expect(cancel.status).toBe(404);
    const list = await world.api.http.get("/api/payments/payout/", { token: other.token });
    expect(list.body.results).toEqual([]);
  });

  it("streams the wallet's statement as CSV", async () => {
    const csv = await world.api.http.get("/api/organization/wallet/statement/?format=csv&currency=USD", {
      token: world.merchant.token,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = String(csv.body).trim().split("\r\n");
    expect(lines[0]).toBe("id,created_at,currency,kind,reference,account,amount,balance,available");
    // Amounts stay numbers a spreadsheet can sum: a hold's negative line is not text behind a formula guard.
    const hold = lines.find((line) => line.includes(",payout_hold,") && line.includes(",available,"))!.split(",");
    expect(hold[lines[0]!.split(",").indexOf("amount")]).toMatch(/^-\d+\.\d{2}$/);
  });
});

describe("a payout's story", () => {
  it("is told to staff (states, provider calls, webhook, ledger lines, notifications) and to nobody else", async () => {
    const created = await createPayout();
    await finalPayout(created.body.reference);
    await eventually(async () => (world.receiver.forReference(created.body.reference).length > 0 ? true : undefined));
    const staff = await createStaff(world.api.database.db);
    const story = await eventually(async () => {
      const { body } = await world.api.http.get(`/api/admin/payouts/${created.body.reference}/`, { token: staff.token });
      return body.merchant_notifications?.length > 0 ? body : undefined;
    });
    expect(story.payout).toMatchObject({
      reference: created.body.reference,
      payout_status: "Success",
      merchant_id: world.merchant.merchantId,
    });
    expect(story.events.map((event: { to_status: string }) => event.to_status)).toEqual(["Pending", "Processing", "Success"]);
    expect(story.provider_attempts[0]).toMatchObject({ provider_code_name: "alpha", operation: "disburse", outcome: "accepted" });
    expect(story.provider_webhooks[0]).toMatchObject({ processing_status: "applied" });
    expect(story.ledger_entries.map((line: { kind: string; account: string }) => `${line.kind} ${line.account}`).sort()).toEqual([
      "payout merchant_pending",
      "payout provider_clearing",
      "payout_fee merchant_pending",
      "payout_fee platform_fees",
      "payout_hold merchant_pending",
      "payout_hold merchant_wallet",
    ]);
    expect(story.workflow.workflow_id).toBe(`payout-${created.body.reference}`);
    const listed = await world.api.http.get(`/api/admin/payouts/?reference=${created.body.reference}`, { token: staff.token });
    expect(listed.body.results).toHaveLength(1);
    const forbidden = await world.api.http.get(`/api/admin/payouts/${created.body.reference}/`, { token: world.merchant.token });
    expect(forbidden.status).toBe(403);
  });

  it("shows the merchant its notification's attempts and sends a final payout's notification again", async () => {
    const created = await createPayout();
    await finalPayout(created.body.reference);
    const deliveries = await eventually(async () => {
      const { body } = await world.api.http.get(`/api/payments/payout/${created.body.reference}/callbacks/`, {
        token: world.merchant.token,
      });
      return body.results.length > 0 ? body.results : undefined;
    });
    expect(deliveries[0]).toMatchObject({ webhook_id: `msg_${created.body.reference}_success`, status_code: 200 });
    const resent = await world.api.http.post(
      `/api/payments/payout/${created.body.reference}/resend-callback/`,
      {},
      {
        token: world.merchant.token,
      },
    );
    expect(resent.status).toBe(202);
    await eventually(async () => (world.receiver.forReference(created.body.reference).length >= 2 ? true : undefined));
    const waiting = await createPayout({ recipient_number: mpesaNumber("98") });
    const early = await world.api.http.post(
      `/api/payments/payout/${waiting.body.reference}/resend-callback/`,
      {},
      {
        token: world.merchant.token,
      },
    );
    expect(early.status).toBe(409);
  });
});
