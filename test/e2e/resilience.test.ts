import { createHmac, randomBytes } from "node:crypto";
import { secretBoxFor } from "../../lib/secrets-key";
import { sandboxCredentials } from "../../providers/sandbox-credentials";
import { signature } from "../../providers/signed/wire";
import { eventually } from "../support/eventually";
import { createMerchant, createStaff } from "../support/fixtures";
import { usePaymentWorld } from "../support/payment-world";
import { startTestApi, type TestApi } from "../support/test-api";

const world = usePaymentWorld();

const create = (customerNumber: string, amount = "100.00", merchantReference = `order-${randomBytes(5).toString("hex")}`) =>
  world.createPayment({ customer_number: customerNumber, amount, currency: "USD", merchant_reference: merchantReference });

const rowOf = (reference: string) => world.api.database.db("payments").where({ reference }).first();
const reaches = (reference: string, status: string, timeoutMs?: number) =>
  eventually(async () => ((await rowOf(reference)).transaction_status === status ? true : undefined), timeoutMs);

/** A sandbox provider event for `reference`, signed as the sandbox signs its webhooks. */
async function sandboxEvent(reference: string, state: "succeeded" | "failed", eventId = `evt_${randomBytes(6).toString("hex")}`) {
  const row = await rowOf(reference);
  const body = JSON.stringify({
    id: eventId,
    type: `payment.${state}`,
    created: Math.floor(Date.now() / 1000),
    data: {
      payment_id: row.provider_reference,
      external_id: reference,
      state,
      amount: Math.round(Number(row.amount) * 100),
      currency: row.currency,
      payer: { phone: row.customer_number },
      failure_code: state === "failed" ? "payer_declined" : null,
    },
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const { webhook_secret: webhookSecret } = await sandboxCredentials(world.api.database.db, secretBoxFor(world.api.config));
  return {
    body,
    headers: { "x-webhook-timestamp": timestamp, "x-webhook-signature": `v1=${signature(webhookSecret, timestamp, body)}` },
  };
}

const postToSandboxWebhook = (target: TestApi, event: { body: string; headers: Record<string, string> }) =>
  target.http.request("POST", "/api/callbacks/sandbox/", { rawBody: event.body, headers: event.headers });

function verifies(secret: string, callback: { headers: Record<string, any>; body: string }): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key)
    .update(`${callback.headers["webhook-id"]}.${callback.headers["webhook-timestamp"]}.${callback.body}`)
    .digest("base64");
  return String(callback.headers["webhook-signature"]).split(" ").includes(`v1,${expected}`);
}

describe("durability", () => {
  it("settles a result signalled while the worker was stopped once the worker is back", async () => {
    const created = await create("+243812345698");
    expect(created.status).toBe(201);
    await world.api.stopWorker();
    try {
      const response = await postToSandboxWebhook(world.api, await sandboxEvent(created.body.reference, "succeeded"));
      expect(response.status).toBe(200);
      const raw = await world.api.database.db("raw_callbacks").where({ id: response.body.id }).first();
      expect(raw.signalled_at).toBeInstanceOf(Date);
      expect((await rowOf(created.body.reference)).transaction_status).toBe("Processing");
    } finally {
      await world.api.startWorker();
    }
    await reaches(created.body.reference, "Success");
  });

  it("keeps a webhook received while Temporal is unreachable and signals it later", async () => {
    const created = await create("+243812345698");
    const cut = await startTestApi({ database: world.api.database, env: { TEMPORAL_ADDRESS: "127.0.0.1:1" } });
    await world.api.stopWorker();
    try {
      const response = await postToSandboxWebhook(cut, await sandboxEvent(created.body.reference, "succeeded"));
      expect(response.status).toBe(200);
      const raw = await world.api.database.db("raw_callbacks").where({ id: response.body.id }).first();
      expect(raw).toMatchObject({ processing_status: "received", signalled_at: null });
    } finally {
      await cut.close();
      await world.api.startWorker();
    }
    await reaches(created.body.reference, "Success");
    const raw = await world.api.database.db("raw_callbacks").where({ reference: created.body.reference }).first();
    expect(raw.processing_status).toBe("applied");
  });
});

describe("state machine under contrary and concurrent results", () => {
  it("records a contrary result after a terminal state and changes nothing", async () => {
    const created = await create("+243812345600");
    await reaches(created.body.reference, "Success");
    const response = await postToSandboxWebhook(world.api, await sandboxEvent(created.body.reference, "failed"));
    expect(response.status).toBe(200);
    await eventually(async () => {
      const raw = await world.api.database.db("raw_callbacks").where({ id: response.body.id }).first();
      return raw.processing_status === "contrary_after_terminal" ? raw : undefined;
    });
    expect((await rowOf(created.body.reference)).transaction_status).toBe("Success");
    expect(await world.api.database.db("ledger_entries").where({ reference: created.body.reference })).toHaveLength(3);
  });

  it("makes exactly one transition when many results race", async () => {
    const created = await create("+243812345698");
    const events = await Promise.all([
      ...Array.from({ length: 6 }, () => sandboxEvent(created.body.reference, "succeeded")),
      ...Array.from({ length: 6 }, () => sandboxEvent(created.body.reference, "failed")),
    ]);
    const answers = await Promise.all(events.map((event) => postToSandboxWebhook(world.api, event)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const final = await eventually(async () => {
      const rows = await world.api.database.db("raw_callbacks").where({ reference: created.body.reference });
      return rows.length === 12 && rows.every((row) => row.processing_status !== "received") ? rows : undefined;
    });
    expect(final.filter((row) => row.processing_status === "applied")).toHaveLength(1);
    const status = (await rowOf(created.body.reference)).transaction_status;
    expect(["Success", "Failed"]).toContain(status);
    expect(await world.api.database.db("ledger_entries").where({ reference: created.body.reference })).toHaveLength(
      status === "Success" ? 3 : 0,
    );
  });

  it("refuses a staff resolution of a terminal transaction with 409", async () => {
    const created = await create("+243812345699");
    await reaches(created.body.reference, "Failed");
    const staff = await createStaff(world.api.database.db);
    const response = await world.api.http.post(
      `/api/admin/transactions/${created.body.reference}/resolve/`,
      { transaction_status: "Success", reason: "customer says they paid" },
      { token: staff.token },
    );
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe("invalid_state_transition");
    expect((await rowOf(created.body.reference)).transaction_status).toBe("Failed");
  });
});

describe("expiry", () => {
  it("ends a payment with no final answer Failed (expired) when it expires, and tells the merchant", async () => {
    const quick = await startTestApi({ worker: true, env: { PAYMENT_EXPIRY_HOURS: "0.001", PAYMENT_STATUS_POLL_SECONDS: "1" } });
    try {
      const owner = await createMerchant(quick.database.db);
      const created = await quick.http.post(
        "/api/payments/transaction/",
        {
          merchant_reference: `exp-${randomBytes(4).toString("hex")}`,
          amount: "5.00",
          currency: "USD",
          service: "MPESA",
          customer_number: "+243812345698",
          callback_url: world.receiver.url,
        },
        { token: owner.token },
      );
      expect(created.status).toBe(201);
      const expired = await eventually(async () => {
        const row = await quick.database.db("payments").where({ reference: created.body.reference }).first();
        return row.transaction_status === "Failed" ? row : undefined;
      });
      expect(expired.failure_reason).toBe("expired");
      await eventually(async () =>
        world.receiver.forReference(created.body.reference)[0]?.json.transaction_status === "Failed" ? true : undefined,
      );
    } finally {
      await quick.close();
    }
  });
});

describe("merchant callbacks", () => {
  it("retries a failing endpoint until it recovers, recording every attempt", async () => {
    const merchantReference = `retry-${randomBytes(5).toString("hex")}`;
    world.receiver.planFor(merchantReference, 500, 503);
    const created = await create("+243812345600", "100.00", merchantReference);
    await eventually(async () => (world.receiver.forReference(created.body.reference).length === 3 ? true : undefined), 40_000);
    // The attempt is recorded after the merchant's answer arrives: wait for the third record too.
    const deliveries = await eventually(async () => {
      const answer = await world.api.http.get(`/api/payments/transaction/${created.body.reference}/callbacks/`, {
        token: world.merchant.token,
      });
      return answer.body.results.length === 3 ? answer : undefined;
    });
    expect(deliveries.body.results.map((delivery: { status_code: number }) => delivery.status_code)).toEqual([200, 503, 500]);
    const ids = new Set(world.receiver.forReference(created.body.reference).map((callback) => callback.headers["webhook-id"]));
    expect(ids.size).toBe(1);
  }, 60_000);

  it("resumes a delivery after the worker was stopped between two attempts", async () => {
    const merchantReference = `crash-${randomBytes(5).toString("hex")}`;
    world.receiver.planFor(merchantReference, 500);
    const created = await create("+243812345600", "100.00", merchantReference);
    await eventually(async () => (world.receiver.forReference(created.body.reference).length === 1 ? true : undefined));
    await world.api.stopWorker();
    await world.api.startWorker();
    await eventually(async () => (world.receiver.forReference(created.body.reference).length === 2 ? true : undefined), 30_000);
    // The world.receiver sees the request before the activity has recorded the answer: wait for the record.
    const statuses = await eventually(async () => {
      const recorded = await world.api.database
        .db("callback_deliveries")
        .where({ reference: created.body.reference })
        .orderBy("id")
        .pluck("status_code");
      return recorded.length === 2 ? recorded : undefined;
    });
    expect(statuses).toEqual([500, 200]);
  }, 45_000);

  it("stops retrying on 410 Gone", async () => {
    const merchantReference = `gone-${randomBytes(5).toString("hex")}`;
    world.receiver.planFor(merchantReference, 410);
    const created = await create("+243812345600", "100.00", merchantReference);
    await eventually(async () => (world.receiver.forReference(created.body.reference).length === 1 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 7000));
    expect(world.receiver.forReference(created.body.reference)).toHaveLength(1);
  }, 30_000);

  it("resends on request with the same webhook-id, signed with both keys during a rotation", async () => {
    const created = await create("+243812345600");
    await eventually(async () => (world.receiver.forReference(created.body.reference).length === 1 ? true : undefined));
    const rotated = await world.api.http.post("/api/organization/merchant/callback-secret/rotate/", undefined, {
      token: world.merchant.token,
    });
    expect(rotated.status).toBe(201);
    const resend = await world.api.http.post(`/api/payments/transaction/${created.body.reference}/resend-callback/`, undefined, {
      token: world.merchant.token,
    });
    expect(resend.status).toBe(202);
    const [first, second] = await eventually(async () => {
      const callbacks = world.receiver.forReference(created.body.reference);
      return callbacks.length === 2 ? callbacks : undefined;
    });
    expect(second!.headers["webhook-id"]).toBe(first!.headers["webhook-id"]);
    expect(verifies(world.merchant.callbackSecret, second!)).toBe(true);
    expect(verifies(rotated.body.callback_secret, second!)).toBe(true);
  });

  it("refuses to resend for a transaction that is not final", async () => {
    const created = await create("+243812345698");
    const response = await world.api.http.post(
      `/api/payments/transaction/${created.body.reference}/resend-callback/`,
      undefined,
      {
        token: world.merchant.token,
      },
    );
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe("invalid_state_transition");
  });
});

describe("wallet", () => {
  it("equals the sum of net amounts of the merchant's successful transactions", async () => {
    const owner = await createMerchant(world.api.database.db);
    const references: string[] = [];
    for (const [number, amount] of [
      ["+243812345600", "100.00"],
      ["+243812345600", "7.35"],
      ["+243812345699", "50.00"],
    ] as const) {
      const response = await world.api.http.post(
        "/api/payments/transaction/",
        {
          merchant_reference: `w-${randomBytes(4).toString("hex")}`,
          amount,
          currency: "USD",
          service: "MPESA",
          customer_number: number,
          callback_url: world.receiver.url,
        },
        { token: owner.token },
      );
      references.push(response.body.reference);
    }
    for (const reference of references)
      await eventually(async () =>
        ["Success", "Failed"].includes((await rowOf(reference)).transaction_status) ? true : undefined,
      );
    const wallet = await world.api.http.get("/api/organization/wallet/", { token: owner.token });
    const nets = await world.api.database
      .db("payments")
      .whereIn("reference", references)
      .where({ transaction_status: "Success" })
      .sum({ total: "net_amount" });
    const usd = Number(nets[0]?.total).toFixed(2);
    expect(wallet.body.results).toEqual([
      { currency: "CDF", available: "0.00", pending: "0.00", balance: "0.00" },
      { currency: "USD", available: usd, pending: "0.00", balance: usd },
    ]);
    // 100.00 - 1.5 % = 98.50; 7.35 pays the 0.20 minimum fee = 7.15; the failed 50.00 adds nothing.
    expect(wallet.body.results[1].balance).toBe("105.65");
    const sums = await world.api.database
      .db("ledger_entries")
      .whereIn("reference", references)
      .groupBy("reference")
      .select("reference")
      .sum({ total: "amount" });
    expect(sums.map((row) => Number(row.total))).toEqual([0, 0]);
  });
});
