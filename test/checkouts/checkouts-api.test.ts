import { randomBytes } from "node:crypto";
import { checkoutSubject } from "../../domain/checkouts/checkout-notification";
import { checkoutNotificationWorkflowId } from "../../workflows/checkout-client";
import { paymentWorkflowId } from "../../workflows/definitions";
import { eventually } from "../support/eventually";
import { createMerchant } from "../support/fixtures";
import { usePaymentWorld } from "../support/payment-world";

/** Checkouts end to end: the merchant's API, the customer's tries, the sweep, the sandbox provider, Temporal. */
const world = usePaymentWorld({ env: { CHECKOUT_SWEEP_INTERVAL_SECONDS: "0.3" } });

const createCheckout = (fields: Record<string, unknown> = {}, token = world.merchant.token) =>
  world.api.http.post(
    "/api/payments/checkout/",
    {
      merchant_reference: `co-${randomBytes(5).toString("hex")}`,
      amount: "2500.00",
      currency: "CDF",
      description: "Pagne wax, 6 yards",
      return_url: "https://shop.example.com/merci?order=17",
      callback_url: world.receiver.url,
      ...fields,
    },
    { token },
  );

const checkoutOf = async (id: string) =>
  (await world.api.http.get(`/api/payments/checkout/${id}/`, { token: world.merchant.token })).body;
const tryToPay = (id: string, body: Record<string, unknown>) => world.api.http.post(`/pay/${id}/tries`, body);
const statusOf = async (id: string) => (await world.api.http.get(`/pay/${id}/status`)).body;
const untilStatus = (id: string, predicate: (status: Record<string, any>) => boolean) =>
  eventually(async () => {
    const status = await statusOf(id);
    return predicate(status) ? status : undefined;
  });
const db = () => world.api.database.db;

describe("a checkout over the API", () => {
  it("is created with the contract's fields, listed, shown, and another merchant's is 404", async () => {
    const created = await createCheckout({ customer_number: "0812345600", expires_in_minutes: 15 });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({
      checkout_url: `${world.api.baseUrl}/pay/${id}`,
      checkout_status: "open",
      amount: "2500.00",
      currency: "CDF",
      description: "Pagne wax, 6 yards",
      return_url: "https://shop.example.com/merci?order=17",
      customer_number: "+243812345600",
      callback_url: world.receiver.url,
      expires_in_minutes: 15,
      transaction_reference: null,
      transactions: [],
    });
    expect(Date.parse(created.body.expires_at) - Date.parse(created.body.created_at)).toBe(15 * 60_000);
    expect(await checkoutOf(id)).toEqual(created.body);
    const list = await world.api.http.get("/api/payments/checkout/?status=open", { token: world.merchant.token });
    expect(list.body.results.map((row: { id: string }) => row.id)).toContain(id);

    const other = await createMerchant(db());
    expect((await world.api.http.get(`/api/payments/checkout/${id}/`, { token: other.token })).status).toBe(404);
    expect((await world.api.http.post(`/api/payments/checkout/${id}/cancel/`, {}, { token: other.token })).status).toBe(404);
    const theirs = await world.api.http.get("/api/payments/checkout/", { token: other.token });
    expect(theirs.body.results).toEqual([]);
  });

  it("refuses bad fields, each named, and a repeated merchant_reference pointing at the first", async () => {
    const bad = await createCheckout({
      amount: "12.345",
      currency: "EUR",
      return_url: "ftp://shop.example.com/",
      expires_in_minutes: 2,
      description: "x".repeat(201),
      customer_number: "+33612345678",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details).sort()).toEqual(
      ["currency", "customer_number", "description", "expires_in_minutes", "return_url"].sort(),
    );
    const missing = await world.api.http.post("/api/payments/checkout/", {}, { token: world.merchant.token });
    expect(Object.keys(missing.body.error.details).sort()).toEqual(["amount", "currency", "merchant_reference"].sort());
    const first = await createCheckout({ merchant_reference: "same-ref" });
    const again = await createCheckout({ merchant_reference: "same-ref" });
    expect(again.status).toBe(400);
    expect(again.body.error.details).toMatchObject({ merchant_reference: expect.any(String), id: first.body.id });
    expect(again.headers.get("location")).toBe(`/api/payments/checkout/${first.body.id}/`);
  });

  it("is paid by one try: the try is a transaction of the merchant, a second Pay while it flies is 409, the checkout paid and notified once", async () => {
    const { body: checkout } = await createCheckout();
    const concurrent = await Promise.all(
      Array.from({ length: 4 }, () => tryToPay(checkout.id, { customer_number: "081 234 5600" })),
    );
    expect(concurrent.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    const started = concurrent.find((answer) => answer.status === 201)!;
    expect(started.body).toEqual({
      current_try: { transaction_status: expect.stringMatching(/Pending|Processing/), failure_reason: null },
    });
    const refused = concurrent.find((answer) => answer.status === 409)!;
    expect(refused.body.error.code).toBe("invalid_state_transition");

    const paid = await untilStatus(checkout.id, (status) => status.checkout_status === "paid");
    expect(paid).toEqual({
      checkout_status: "paid",
      amount: "2500.00",
      currency: "CDF",
      merchant_name: "Test Shop",
      description: "Pagne wax, 6 yards",
      expires_at: checkout.expires_at,
      current_try: { transaction_status: "Success", failure_reason: null },
    });
    const shown = await checkoutOf(checkout.id);
    expect(shown.transactions).toHaveLength(1);
    expect(shown.transaction_reference).toBe(shown.transactions[0]);
    const transaction = await world.api.http.get(`/api/payments/transaction/${shown.transaction_reference}/`, {
      token: world.merchant.token,
    });
    expect(transaction.body).toMatchObject({
      transaction_status: "Success",
      amount: "2500.00",
      service: "MPESA",
      customer_number: "+243812345600",
      merchant_reference: `${checkout.id}-1`,
      checkout_id: checkout.id,
    });
    const ledger = await db()("ledger_entries").where({ reference: shown.transaction_reference });
    expect(ledger.map((line) => line.kind)).toEqual(["payment", "payment", "payment"]);

    const afterPaid = await tryToPay(checkout.id, { customer_number: "0812345600" });
    expect(afterPaid.status).toBe(409);
    expect(afterPaid.body.error.details).toEqual({ checkout_status: "paid" });

    await eventually(async () =>
      (await db()("checkouts").where({ reference: checkout.id }).first()).notified_at ? true : undefined,
    );
    const subject = (await checkoutSubject(db(), checkout.id))!;
    expect(subject).toMatchObject({ final: true, status: "paid", callbackUrl: world.receiver.url });
    expect(JSON.parse(subject.body)).toMatchObject({
      type: "checkout",
      id: checkout.id,
      checkout_status: "paid",
      transaction_reference: shown.transaction_reference,
      transactions: shown.transactions,
    });
    const [notification, ...more] = await eventually(async () => {
      const received = world.receiver.forCheckout(checkout.id);
      return received.length > 0 ? received : undefined;
    });
    expect(more).toEqual([]);
    expect(notification!.json).toMatchObject({
      type: "checkout",
      checkout_status: "paid",
      transaction_reference: shown.transaction_reference,
    });
    expect(notification!.headers["webhook-signature"]).toMatch(/^v1,/);
    const events = await db()("movement_events").where({ resource_type: "checkout", reference: checkout.id }).orderBy("id");
    expect(events.map((event) => [event.from_status, event.to_status])).toEqual([
      [null, "open"],
      ["open", "paid"],
    ]);
  });

  it("without a callback_url is paid all the same, and nobody is notified: neither the checkout nor its try", async () => {
    const { body: checkout, status } = await createCheckout({ callback_url: undefined });
    expect(status).toBe(201);
    expect(checkout.callback_url).toBeNull();
    expect((await tryToPay(checkout.id, { customer_number: "0812345600" })).status).toBe(201);
    await untilStatus(checkout.id, (found) => found.checkout_status === "paid");
    const shown = await checkoutOf(checkout.id);
    const transaction = await world.api.http.get(`/api/payments/transaction/${shown.transaction_reference}/`, {
      token: world.merchant.token,
    });
    expect(transaction.body).toMatchObject({ transaction_status: "Success", callback_url: null });
    await eventually(async () =>
      (await db()("checkouts").where({ reference: checkout.id }).first()).notified_at ? true : undefined,
    );
    // Both notification steps have ended (they found no address): the try's workflow and the checkout's.
    const client = await world.api.deps.temporal.client();
    await expect(client.workflow.getHandle(paymentWorkflowId(shown.transaction_reference)).result()).resolves.toBe("Success");
    await client.workflow.getHandle(checkoutNotificationWorkflowId(checkout.id)).result();
    const attempts = await db()("callback_deliveries").whereIn("reference", [checkout.id, shown.transaction_reference]);
    expect(attempts).toEqual([]);
    expect(world.receiver.forCheckout(checkout.id)).toEqual([]);
  });

  it("after a failed try takes another, on another number, until paid", async () => {
    const { body: checkout } = await createCheckout();
    expect((await tryToPay(checkout.id, { customer_number: "+243971234599" })).status).toBe(201);
    const failed = await untilStatus(checkout.id, (status) => status.current_try?.transaction_status === "Failed");
    expect(failed.checkout_status).toBe("open");
    expect(failed.current_try.failure_reason).toMatch(/insufficient/i);
    const retry = await tryToPay(checkout.id, { customer_number: "0971234500", service: "airtel" });
    expect(retry.status).toBe(201);
    await untilStatus(checkout.id, (status) => status.checkout_status === "paid");
    const shown = await checkoutOf(checkout.id);
    expect(
      shown.tries.map((one: { transaction_status: string; service: string }) => [one.transaction_status, one.service]),
    ).toEqual([
      ["Failed", "AIRTEL"],
      ["Success", "AIRTEL"],
    ]);
    expect(shown.transaction_reference).toBe(shown.transactions[1]);
  });

  it("refuses a try naming the field: a number of no network, a network the number is not on, an unknown field", async () => {
    const { body: checkout } = await createCheckout();
    const noNetwork = await tryToPay(checkout.id, { customer_number: "0871234567" });
    expect(noNetwork.status).toBe(400);
    expect(Object.keys(noNetwork.body.error.details)).toEqual(["customer_number"]);
    const wrongNetwork = await tryToPay(checkout.id, { customer_number: "0812345600", service: "ORANGE" });
    expect(wrongNetwork.status).toBe(400);
    expect(Object.keys(wrongNetwork.body.error.details)).toEqual(["customer_number"]);
    const extra = await tryToPay(checkout.id, { customer_number: "0812345600", amount: "1.00" });
    expect(extra.status).toBe(400);
    expect(Object.keys(extra.body.error.details)).toEqual(["amount"]);
    expect((await tryToPay("CONOPE", { customer_number: "0812345600" })).status).toBe(404);
    expect((await world.api.http.get("/pay/CONOPE/status")).status).toBe(404);
    expect((await checkoutOf(checkout.id)).transactions).toEqual([]);
  });

  it("expires at expires_at: the sweep ends it, a try is refused, the merchant is notified", async () => {
    const { body: checkout } = await createCheckout({ expires_in_minutes: 5 });
    await db()("checkouts")
      .where({ reference: checkout.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const refused = await tryToPay(checkout.id, { customer_number: "0812345600" });
    expect(refused.status).toBe(409);
    await untilStatus(checkout.id, (status) => status.checkout_status === "expired");
    const row = await eventually(async () => {
      const found = await db()("checkouts").where({ reference: checkout.id }).first();
      return found.checkout_status === "expired" && found.notified_at ? found : undefined;
    });
    expect(row.transaction_reference).toBeNull();
    expect(JSON.parse((await checkoutSubject(db(), checkout.id))!.body)).toMatchObject({ checkout_status: "expired" });
    const [notification] = await eventually(async () => {
      const received = world.receiver.forCheckout(checkout.id);
      return received.length > 0 ? received : undefined;
    });
    expect(notification!.json).toMatchObject({ type: "checkout", id: checkout.id, checkout_status: "expired", transactions: [] });
  });

  it("is cancelled while open, then 409; a cancelled checkout is not notified", async () => {
    const { body: checkout } = await createCheckout();
    const cancel = () =>
      world.api.http.post(`/api/payments/checkout/${checkout.id}/cancel/`, {}, { token: world.merchant.token });
    const first = await cancel();
    expect(first.status).toBe(200);
    expect(first.body.checkout_status).toBe("cancelled");
    const second = await cancel();
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe("invalid_state_transition");
    expect((await tryToPay(checkout.id, { customer_number: "0812345600" })).status).toBe(409);
    expect((await checkoutSubject(db(), checkout.id))!.final).toBe(false);
  });
});
