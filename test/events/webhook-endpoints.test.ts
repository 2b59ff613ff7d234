import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { type EndpointReceiver, startEndpointReceiver } from "../support/endpoint-receiver";
import { eventually } from "../support/eventually";
import { createMerchant, type MerchantFixture } from "../support/fixtures";
import { type MerchantReceiver, startMerchantReceiver } from "../support/merchant-receiver";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { startTestApi, type TestApi } from "../support/test-api";

/**
 * Webhook endpoints end to end: the API, a worker (its outbox fan-out and delivery loops), the sandbox provider and
 * endpoints on loopback; every delivery verified with the official Standard Webhooks library.
 */

let api: TestApi;
let sink: SmtpSink;
let callbacks: MerchantReceiver;
let merchant: MerchantFixture;
const receivers: EndpointReceiver[] = [];

// About two seconds: an endpoint's second failed attempt (5 s after its first) disables it.
const DISABLE_HOURS = "0.0005";

beforeAll(async () => {
  sink = await startSmtpSink();
  callbacks = await startMerchantReceiver();
  api = await startTestApi({ worker: true, env: { SMTP_URL: sink.url, WEBHOOK_ENDPOINT_DISABLE_HOURS: DISABLE_HOURS } });
  merchant = await createMerchant(api.database.db);
}, 120_000);

afterAll(async () => {
  await api?.close();
  await callbacks?.close();
  await sink?.close();
  for (const receiver of receivers) await receiver.close();
});

async function receiver(): Promise<EndpointReceiver> {
  const started = await startEndpointReceiver();
  receivers.push(started);
  return started;
}

const auth = (token = merchant.token) => ({ token });

async function addEndpoint(url: string, eventTypes: string[], token = merchant.token) {
  const created = await api.http.post("/api/webhook-endpoints/", { url, event_types: eventTypes }, auth(token));
  expect(created.status).toBe(201);
  return created.body as { id: string; secret: string };
}

async function pay(customerNumber = "+243812345600") {
  const created = await api.http.post(
    "/api/payments/transaction/",
    {
      merchant_reference: `order-${randomBytes(5).toString("hex")}`,
      amount: "1500.00",
      currency: "CDF",
      service: "MPESA",
      customer_number: customerNumber,
      callback_url: callbacks.url,
    },
    auth(),
  );
  expect(created.status).toBe(201);
  return created.body.reference as string;
}

const verify = (secret: string, event: { body: string; headers: Record<string, unknown> }) =>
  new Webhook(secret).verify(event.body, event.headers as Record<string, string>);

describe("webhook endpoints", () => {
  test("an endpoint gets each event of its types once, signed (Standard Webhooks), and never another type", async () => {
    const endpoint = await receiver();
    const { id, secret } = await addEndpoint(endpoint.url, ["transaction.succeeded"]);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const everything = await receiver();
    const all = await addEndpoint(everything.url, ["*"]);

    const reference = await pay();
    const [event] = await eventually(async () =>
      endpoint.ofResource(reference).length === 1 ? endpoint.ofResource(reference) : undefined,
    );
    expect(event!.json.type).toBe("transaction.succeeded");
    expect(event!.json.data).toMatchObject({ reference, transaction_status: "Success", amount: "1500.00", currency: "CDF" });
    expect(verify(secret, event!)).toMatchObject({ type: "transaction.succeeded" });
    expect(event!.headers["webhook-id"]).toMatch(/^evt_\d+$/);

    const types = await eventually(async () => {
      const got = everything.ofResource(reference).map((delivery) => delivery.json.type);
      return got.length === 2 ? got : undefined;
    });
    expect(types.sort()).toEqual(["transaction.processing", "transaction.succeeded"]);
    for (const delivery of everything.ofResource(reference)) verify(all.secret, delivery);
    // Nothing more comes: the subscribed endpoint had its one event.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(endpoint.ofResource(reference)).toHaveLength(1);

    const listed = await api.http.get(`/api/webhook-endpoints/`, auth());
    expect(listed.body.results.find((row: { id: string }) => row.id === id)).toMatchObject({
      url: endpoint.url,
      event_types: ["transaction.succeeded"],
      enabled: true,
      disabled_reason: null,
    });
    expect(JSON.stringify(listed.body)).not.toContain("whsec_");
  });

  test("the events API lists each state change, filters it, and shows every delivery with the endpoint's answer", async () => {
    const endpoint = await receiver();
    await addEndpoint(endpoint.url, ["transaction.succeeded", "transaction.failed"]);
    const reference = await pay();
    await eventually(async () => (endpoint.ofResource(reference).length === 1 ? true : undefined));
    await eventually(async () => (callbacks.forReference(reference).length > 0 ? true : undefined));

    const listed = await eventually(async () => {
      const page = await api.http.get(`/api/events/?type=transaction.succeeded,transaction.processing&limit=100`, auth());
      const mine = page.body.results.filter((event: any) => event.resource.reference === reference);
      return mine.length === 2 && mine.every((event: any) => event.delivery_success) ? mine : undefined;
    });
    expect(listed.map((event: any) => event.type)).toEqual(["transaction.succeeded", "transaction.processing"]);
    const succeeded = listed[0];
    expect(succeeded.id).toBe(endpoint.ofResource(reference)[0]!.headers["webhook-id"]);
    expect(succeeded.data).toMatchObject({ reference, transaction_status: "Success" });
    expect(listed[1].data).toMatchObject({ reference, transaction_status: "Processing" });

    const detail = await api.http.get(`/api/events/${succeeded.id}/`, auth());
    expect(detail.status).toBe(200);
    const toEndpoint = detail.body.deliveries.find((delivery: any) => delivery.endpoint === endpoint.url);
    expect(toEndpoint).toMatchObject({ attempt: 1, status_code: 200, response_excerpt: '{"received":true}', error: null });
    expect(detail.body.deliveries.find((delivery: any) => delivery.endpoint === callbacks.url)).toMatchObject({
      status_code: 200,
      endpoint_id: null,
    });

    const failedOnly = await api.http.get(`/api/events/?type=transaction.failed`, auth());
    expect(failedOnly.body.results.every((event: any) => event.type === "transaction.failed")).toBe(true);
    const bad = await api.http.get(`/api/events/?type=transaction.refunded&delivery_success=maybe`, auth());
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details).sort()).toEqual(["delivery_success", "type"]);
  });

  test("events page newest first by cursor, and another merchant's event is 404", async () => {
    const first = await api.http.get(`/api/events/?limit=1`, auth());
    expect(first.body.results).toHaveLength(1);
    expect(first.body.next).toEqual(expect.any(String));
    const second = await api.http.get(`/api/events/?limit=1&cursor=${first.body.next}`, auth());
    expect(second.body.results).toHaveLength(1);
    expect(second.body.results[0].id).not.toBe(first.body.results[0].id);
    expect(Date.parse(second.body.results[0].created_at)).toBeLessThanOrEqual(Date.parse(first.body.results[0].created_at));

    const other = await createMerchant(api.database.db);
    const id = first.body.results[0].id;
    expect((await api.http.get(`/api/events/${id}/`, auth(other.token))).status).toBe(404);
    expect((await api.http.post(`/api/events/${id}/redeliver/`, {}, auth(other.token))).status).toBe(404);
    expect((await api.http.get(`/api/events/?limit=100`, auth(other.token))).body.results).toEqual([]);
    for (const garbage of ["evt_0", "evt_99999999999999999999", "4812", "evt_1%27"])
      expect((await api.http.get(`/api/events/${garbage}/`, auth())).status).toBe(404);
  });

  test("a failed delivery is retried with the same webhook-id, and redelivery sends it again", async () => {
    const endpoint = await receiver();
    endpoint.plan(503);
    const { secret } = await addEndpoint(endpoint.url, ["transaction.succeeded"]);
    const reference = await pay();
    const both = await eventually(
      async () => (endpoint.ofResource(reference).length === 2 ? endpoint.ofResource(reference) : undefined),
      30_000,
    );
    expect(both[0]!.headers["webhook-id"]).toBe(both[1]!.headers["webhook-id"]);
    for (const delivery of both) verify(secret, delivery);
    const eventId = both[0]!.headers["webhook-id"] as string;
    const detail = await eventually(async () => {
      const answer = await api.http.get(`/api/events/${eventId}/`, auth());
      return answer.body.delivery_success ? answer.body : undefined;
    });
    const attempts = detail.deliveries.filter((delivery: any) => delivery.endpoint === endpoint.url);
    expect(attempts.map((delivery: any) => [delivery.attempt, delivery.status_code])).toEqual([
      [1, 503],
      [2, 200],
    ]);
    expect(attempts[0].error).toBe("endpoint answered 503");

    const redelivered = await api.http.post(`/api/events/${eventId}/redeliver/`, {}, auth());
    expect(redelivered.status).toBe(202);
    // Every endpoint of the merchant owed this event (earlier tests' "*" endpoints too), and the callback_url.
    const owed = new Set(detail.deliveries.map((delivery: any) => delivery.endpoint_id).filter(Boolean));
    expect(redelivered.body).toEqual({ id: eventId, endpoint_deliveries: owed.size, callback: true });
    const third = await eventually(async () => endpoint.ofResource(reference)[2]);
    expect(third.headers["webhook-id"]).toBe(eventId);
  }, 60_000);

  test("a checkout's payment is checkout.paid to its subscribers (never its try's transaction events), and counts its callback", async () => {
    const endpoint = await receiver();
    const { secret } = await addEndpoint(endpoint.url, ["checkout.paid", "checkout.expired"]);
    const created = await api.http.post(
      "/api/payments/checkout/",
      {
        merchant_reference: `co-${randomBytes(5).toString("hex")}`,
        amount: "2500.00",
        currency: "CDF",
        callback_url: callbacks.url,
      },
      auth(),
    );
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await api.http.post(`/pay/${id}/tries`, { customer_number: "+243812345600" })).status).toBe(201);
    const paid = await eventually(async () => endpoint.received.find((event) => event.json.data.id === id), 30_000);
    // The checkout as the API shows it, its paying try among its tries.
    const checkout = (await api.http.get(`/api/payments/checkout/${id}/`, auth())).body;
    expect(paid.json).toMatchObject({ type: "checkout.paid", data: { id, checkout_status: "paid", amount: "2500.00" } });
    expect(paid.json.data).toEqual(checkout);
    expect(paid.json.data.transactions).toEqual([paid.json.data.transaction_reference]);
    verify(secret, paid);
    // Only its types: the try's transaction events went elsewhere.
    expect(endpoint.received.every((event) => event.json.type.startsWith("checkout."))).toBe(true);
    const eventId = paid.headers["webhook-id"] as string;
    const shown = await eventually(async () => {
      const answer = await api.http.get(`/api/events/${eventId}/`, auth());
      return answer.body.delivery_success ? answer.body : undefined;
    }, 30_000);
    expect(shown.resource).toEqual({ type: "checkout", reference: id });
    expect(shown.data).toEqual(checkout);
    // Earlier tests' "*" endpoints had it too.
    expect(shown.deliveries.map((delivery: any) => delivery.endpoint)).toEqual(
      expect.arrayContaining([callbacks.url, endpoint.url]),
    );
  }, 60_000);

  test("a rotated secret signs beside the new one; both verify", async () => {
    const endpoint = await receiver();
    const { id, secret: old } = await addEndpoint(endpoint.url, ["transaction.succeeded"]);
    const rotated = await api.http.post(`/api/webhook-endpoints/${id}/rotate-secret/`, {}, auth());
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(old);
    const reference = await pay();
    const [delivery] = await eventually(async () =>
      endpoint.ofResource(reference).length ? endpoint.ofResource(reference) : undefined,
    );
    expect(String(delivery!.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    verify(old, delivery!);
    verify(rotated.body.secret, delivery!);
  });

  test("an endpoint failing every delivery is disabled and mailed; enabled with replay_since it gets what it missed, of its types only, oldest first", async () => {
    const endpoint = await receiver();
    endpoint.answerByDefault(500);
    const { id, secret } = await addEndpoint(endpoint.url, ["transaction.failed"]);
    const since = new Date().toISOString();
    const failing = await pay("+243812345699");
    const disabled = await eventually(async () => {
      const list = await api.http.get(`/api/webhook-endpoints/`, auth());
      const row = list.body.results.find((item: any) => item.id === id);
      return row.enabled ? undefined : row;
    }, 30_000);
    expect(disabled.disabled_reason).toMatch(/every delivery failed for/);
    const undelivered = await api.http.get(`/api/events/?delivery_success=false&type=transaction.failed&limit=100`, auth());
    const stuck = undelivered.body.results.find((event: any) => event.resource.reference === failing);
    expect(stuck).toMatchObject({ type: "transaction.failed", delivery_success: false });
    const merchantEmail = (await api.database.db("merchants").where({ id: merchant.merchantId }).first()).email;
    const mail = await sink.nextMailTo(merchantEmail);
    expect(mail.subject).toBe("A webhook endpoint was disabled");
    expect(mail.text).toContain(endpoint.url);
    expect(mail.text).not.toContain("whsec_");

    // While disabled: a success and another failure, neither sent to it.
    const missedFailure = await pay("+243812345699");
    const success = await pay();
    await eventually(async () =>
      callbacks.forReference(missedFailure).length && callbacks.forReference(success).length ? true : undefined,
    );
    const attemptsBefore = endpoint.received.length;

    endpoint.answerByDefault(200);
    const enabled = await api.http.patch(`/api/webhook-endpoints/${id}/`, { enabled: true, replay_since: since }, auth());
    expect(enabled.status).toBe(200);
    expect(enabled.body).toMatchObject({ enabled: true, disabled_reason: null, replayed: 2 });
    await eventually(async () => (endpoint.received.length >= attemptsBefore + 2 ? true : undefined), 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const sinceEnabled = endpoint.received.slice(attemptsBefore);
    expect(sinceEnabled.every((event) => event.json.type === "transaction.failed")).toBe(true);
    expect(sinceEnabled.map((event) => event.json.data.reference)).toEqual([failing, missedFailure]);
    for (const event of sinceEnabled) verify(secret, event);
    expect(endpoint.ofResource(success)).toEqual([]);
  }, 60_000);
});

describe("webhook endpoints: input, scopes and tenancy", () => {
  test("each bad field is named; hostile input is a 4xx", async () => {
    const cases: Array<[unknown, string[]]> = [
      [{ url: "http://127.0.0.1:1/x", event_types: [] }, ["event_types"]],
      [{ url: "not a url", event_types: ["transaction.succeeded"] }, ["url"]],
      [{ url: `http://127.0.0.1/${"a".repeat(2100)}`, event_types: ["*"] }, ["url"]],
      [{ url: "http://127.0.0.1:1/x", event_types: ["*", "payout.failed"] }, ["event_types"]],
      [{ url: "http://127.0.0.1:1/x", event_types: ["payout.succeeded", "payout.succeeded"] }, ["event_types"]],
      [{ url: "http://127.0.0.1:1/x", event_types: ["payout.refunded"] }, ["event_types"]],
      [{ url: "http://127.0.0.1:1/x", event_types: "*" }, ["event_types"]],
      [{ url: "http://127.0.0.1:1/x", event_types: ["*"], secret: "mine" }, ["secret"]],
      [{ url: 5, event_types: ["*"], description: "d".repeat(201) }, ["description", "url"]],
      [[], ["non_field_errors"]],
    ];
    for (const [body, fields] of cases) {
      const answer = await api.http.post("/api/webhook-endpoints/", body, auth());
      expect([answer.status, answer.body.error.code, Object.keys(answer.body.error.details).sort()]).toEqual([
        400,
        "validation_error",
        fields,
      ]);
    }
    const { id } = await addEndpoint("http://127.0.0.1:1/x", ["*"]);
    for (const [body, field] of [
      [{ replay_since: "2026-01-01T00:00:00Z" }, "replay_since"],
      [{ enabled: true, replay_since: "2999-01-01T00:00:00Z" }, "replay_since"],
      [{ enabled: "yes" }, "enabled"],
      [{}, "non_field_errors"],
      [{ url: "ftp://example.com/" }, "url"],
    ] as const) {
      const answer = await api.http.patch(`/api/webhook-endpoints/${id}/`, body, auth());
      expect([answer.status, Object.keys(answer.body.error.details)]).toEqual([400, [field]]);
    }
    await api.http.delete(`/api/webhook-endpoints/${id}/`, auth());
  });

  test("a strict deployment refuses private and http URLs at `url`", async () => {
    const strict = await startTestApi({ database: api.database, env: { CALLBACK_ALLOW_PRIVATE: "false" } });
    try {
      for (const url of [
        "http://shop.example.com/hooks",
        "https://127.0.0.1/hooks",
        "https://localhost/hooks",
        "https://user:pw@example.com/",
      ]) {
        const answer = await strict.http.post("/api/webhook-endpoints/", { url, event_types: ["*"] }, auth());
        expect([answer.status, Object.keys(answer.body.error.details)]).toEqual([400, ["url"]]);
      }
    } finally {
      await strict.close();
    }
  });

  test("another merchant's endpoint is 404; API tokens read but never change endpoints; at most 10 per merchant", async () => {
    const owner = await createMerchant(api.database.db);
    const { id } = await addEndpoint("http://127.0.0.1:1/x", ["*"], owner.token);
    const stranger = await createMerchant(api.database.db);
    expect((await api.http.patch(`/api/webhook-endpoints/${id}/`, { enabled: false }, auth(stranger.token))).status).toBe(404);
    expect((await api.http.delete(`/api/webhook-endpoints/${id}/`, auth(stranger.token))).status).toBe(404);
    expect((await api.http.post(`/api/webhook-endpoints/${id}/rotate-secret/`, {}, auth(stranger.token))).status).toBe(404);
    expect((await api.http.get(`/api/webhook-endpoints/`, auth(stranger.token))).body.results).toEqual([]);
    expect((await api.http.patch(`/api/webhook-endpoints/not-a-uuid/`, { enabled: false }, auth(owner.token))).status).toBe(404);

    const token = await api.http.post(
      "/api/auth/login-tokens/",
      { password: owner.password, scopes: ["read", "collections", "payouts", "refunds"] },
      auth(owner.token),
    );
    expect(token.status).toBe(201);
    const apiToken = token.body.token as string;
    expect((await api.http.get(`/api/webhook-endpoints/`, auth(apiToken))).status).toBe(200);
    const refused = await api.http.post(
      "/api/webhook-endpoints/",
      { url: "http://127.0.0.1:1/y", event_types: ["*"] },
      auth(apiToken),
    );
    expect([refused.status, refused.body.error.code, refused.body.error.details]).toEqual([
      403,
      "insufficient_scope",
      { scope: "session" },
    ]);

    const disabled = await api.http.patch(`/api/webhook-endpoints/${id}/`, { enabled: false }, auth(owner.token));
    expect(disabled.body).toMatchObject({ enabled: false, disabled_reason: "disabled by the merchant" });
    for (let count = 1; count < 10; count++) await addEndpoint(`http://127.0.0.1:1/${count}`, ["payout.failed"], owner.token);
    const eleventh = await api.http.post(
      "/api/webhook-endpoints/",
      { url: "http://127.0.0.1:1/11", event_types: ["*"] },
      auth(owner.token),
    );
    expect([eleventh.status, Object.keys(eleventh.body.error.details)]).toEqual([400, ["url"]]);
    expect((await api.http.delete(`/api/webhook-endpoints/${id}/`, auth(owner.token))).status).toBe(204);
    expect((await api.http.delete(`/api/webhook-endpoints/${id}/`, auth(owner.token))).status).toBe(404);
  });
});
