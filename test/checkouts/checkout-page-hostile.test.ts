import { randomBytes } from "node:crypto";
import { CHECKOUT_PRESSES_PER_TRY, CHECKOUT_TRIES_PER_CHECKOUT_PER_HOUR } from "../../api/limits";
import { limitKey } from "../../lib/rate-limit";
import { eventually } from "../support/eventually";
import { createMerchant } from "../support/fixtures";
import { usePaymentWorld } from "../support/payment-world";

/**
 * The customer's routes under hostile input: nothing beyond the contract's fields, no try but on the checkout's own
 * merchant, tries limited per checkout and per address (so the page cannot spam phones), 4xx naming the field, never a
 * 500. The API trusts X-Forwarded-For from loopback here, so each request can come from an address of its own.
 */
const ADDRESS_LIMIT = 5;
const world = usePaymentWorld({
  env: {
    CHECKOUT_TRIES_PER_ADDRESS_PER_HOUR: String(ADDRESS_LIMIT),
    TRUSTED_PROXIES: "127.0.0.1/32",
    SANDBOX_RESULT_DELAY_MS: "200",
  },
});
const db = () => world.api.database.db;
let address = 0;
const freshAddress = () => {
  address += 1;
  return `198.51.100.${address}`;
};

const createCheckout = async (fields: Record<string, unknown> = {}) =>
  (
    await world.api.http.post(
      "/api/payments/checkout/",
      {
        merchant_reference: `co-${randomBytes(5).toString("hex")}`,
        amount: "2500.00",
        currency: "CDF",
        callback_url: world.receiver.url,
        return_url: "https://shop.example.com/back",
        ...fields,
      },
      { token: world.merchant.token },
    )
  ).body as { id: string };
/** The tries a checkout's quota has counted this hour (its counter in the shared rate-limit table). */
const triesCounted = async (id: string) => {
  const row = await db()("rate_limits")
    .where({ key: `checkout_try:checkout:${limitKey(id)}` })
    .first();
  return row ? Number(row.points) : 0;
};
const tryToPay = (id: string, body: unknown, from = freshAddress()) =>
  world.api.http.post(`/pay/${id}/tries`, body, { headers: { "x-forwarded-for": from } });

describe("what the page shows", () => {
  it("the status and the page carry no merchant or customer data beyond the contract's", async () => {
    const { id } = await createCheckout({ merchant_reference: "secret-order-ref", customer_number: "0812345600" });
    expect((await tryToPay(id, { customer_number: "0812345678" })).status).toBe(201);
    const status = await eventually(async () => {
      const answer = await world.api.http.get(`/pay/${id}/status`);
      return answer.body.checkout_status === "paid" ? answer : undefined;
    });
    expect(Object.keys(status.body).sort()).toEqual(
      ["amount", "checkout_status", "current_try", "currency", "description", "expires_at", "merchant_name"].sort(),
    );
    expect(Object.keys(status.body.current_try).sort()).toEqual(["failure_reason", "transaction_status"]);
    const [transaction] = await db()("payments").where({ checkout_id: id });
    const page = (await world.api.http.get(`/pay/${id}`)).body as string;
    const merchant = await db()("merchants").where({ id: transaction.merchant_id }).first();
    for (const secret of [
      "secret-order-ref",
      transaction.customer_number,
      "0812345678",
      world.receiver.url,
      merchant.email,
      merchant.phone,
      merchant.id,
    ]) {
      expect(page).not.toContain(secret);
      expect(JSON.stringify(status.body)).not.toContain(secret);
    }
    // The paid page's receipt names the transaction, for the customer to show the shopkeeper; nothing else does.
    const receipt = page.match(/<dl id="receipt"[^>]*>.*?<\/dl>/s)?.[0] ?? "";
    expect(receipt).toContain(transaction.reference);
    expect(receipt).toContain("…5678");
    expect(page.replace(receipt, "")).not.toContain(transaction.reference);
    expect(JSON.stringify(status.body)).not.toContain(transaction.reference);
  });

  it("sends headers that keep it from being framed, sniffed or leaking its address", async () => {
    const { id } = await createCheckout();
    const response = await fetch(`${world.api.baseUrl}/pay/${id}`);
    expect(response.headers.get("content-security-policy")).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("tries", () => {
  it("are the checkout's merchant's: a body naming another merchant, an amount or a callback is refused, naming the field", async () => {
    const { id } = await createCheckout();
    for (const field of ["merchant_id", "amount", "callback_url", "currency", "checkout_id"]) {
      const answer = await tryToPay(id, { customer_number: "0812345600", [field]: "x" });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.error.details)).toEqual([field]);
    }
    const unknownService = await tryToPay(id, { customer_number: "0812345600", service: "VISA" });
    expect(unknownService.status).toBe(400);
    expect(Object.keys(unknownService.body.error.details)).toEqual(["service"]);
    expect(await db()("payments").where({ checkout_id: id })).toEqual([]);
  });

  it("never answer 500 to garbage", async () => {
    const { id } = await createCheckout();
    const bodies: unknown[] = [
      null,
      [],
      "text",
      12,
      { customer_number: null },
      { customer_number: ["0812345600"] },
      { customer_number: "x".repeat(5000) },
      { customer_number: "\u0000" },
      { customer_number: "0812345600", service: { a: 1 } },
    ];
    for (const body of bodies) {
      const answer = await tryToPay(id, body);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    const raw = (body: string, type: string) =>
      fetch(`${world.api.baseUrl}/pay/${id}/tries`, { method: "POST", headers: { "content-type": type }, body });
    expect((await raw("{", "application/json")).status).toBe(400);
    expect((await raw(`customer_number=${"9".repeat(5000)}`, "application/x-www-form-urlencoded")).status).toBe(413);
    expect((await raw("customer_number=%ZZ&service=", "application/x-www-form-urlencoded")).status).toBeLessThan(500);
    for (const path of [`/pay/${"A".repeat(500)}`, "/pay/%00", "/pay/CO'--/status", `/l/${"x".repeat(300)}`, "/l/%00/qr.svg"]) {
      const response = await fetch(`${world.api.baseUrl}${path}`);
      expect([400, 404]).toContain(response.status);
    }
    expect((await fetch(`${world.api.baseUrl}/pay/${id}/tries`)).status).toBe(405);
    const unknown = await world.api.http.get("/pay/CONOPE");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("not_found");
  });

  it("are limited per checkout, whatever the address: the phone is not spammed", async () => {
    const { id } = await createCheckout();
    const statuses = [];
    for (let n = 0; n < CHECKOUT_TRIES_PER_CHECKOUT_PER_HOUR; n += 1) {
      statuses.push((await tryToPay(id, { customer_number: "0812345699" })).status);
      await eventually(async () =>
        (await world.api.http.get(`/pay/${id}/status`)).body.current_try?.transaction_status === "Failed" ? true : undefined,
      );
    }
    expect(statuses).toEqual(Array(CHECKOUT_TRIES_PER_CHECKOUT_PER_HOUR).fill(201));
    const over = await tryToPay(id, { customer_number: "0812345600" });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db()("payments").where({ checkout_id: id })).toHaveLength(CHECKOUT_TRIES_PER_CHECKOUT_PER_HOUR);
  });

  it("are not used up by presses that start none: bad numbers and presses while a try is in flight", async () => {
    const { id } = await createCheckout();
    for (let n = 0; n < CHECKOUT_TRIES_PER_CHECKOUT_PER_HOUR; n += 1)
      expect((await tryToPay(id, { customer_number: "12" })).status).toBe(400);
    expect(await triesCounted(id)).toBe(0);
    // Never answered: the try stays in flight while the presses that follow are refused.
    expect((await tryToPay(id, { customer_number: "0812345698" })).status).toBe(201);
    for (let n = 0; n < CHECKOUT_TRIES_PER_CHECKOUT_PER_HOUR; n += 1)
      expect((await tryToPay(id, { customer_number: "0812345600" })).status).toBe(409);
    expect(await triesCounted(id)).toBe(1);
  });

  it("from one address are stopped by a flood limit, far above what a customer presses", async () => {
    const from = freshAddress();
    const { id } = await createCheckout();
    const flood = ADDRESS_LIMIT * CHECKOUT_PRESSES_PER_TRY;
    const statuses = new Set<number>();
    for (let n = 0; n < flood; n += 1) statuses.add((await tryToPay(id, { customer_number: "12" }, from)).status);
    expect([...statuses]).toEqual([400]);
    const over = await tryToPay(id, { customer_number: "0812345600" }, from);
    expect(over.status).toBe(429);
    expect((await tryToPay(id, { customer_number: "0812345600" })).status).toBe(201);
  });

  it("are limited per address, whatever the checkout", async () => {
    const from = freshAddress();
    const statuses = [];
    for (let n = 0; n <= ADDRESS_LIMIT; n += 1) {
      const { id } = await createCheckout();
      statuses.push((await tryToPay(id, { customer_number: "0812345698" }, from)).status);
    }
    expect(statuses).toEqual([...Array(ADDRESS_LIMIT).fill(201), 429]);
    const other = await createCheckout();
    expect((await tryToPay(other.id, { customer_number: "0812345600" })).status).toBe(201);
    await eventually(async () =>
      (await world.api.http.get(`/pay/${other.id}/status`)).body.checkout_status === "paid" ? true : undefined,
    );
  });

  it("are refused, as an unknown checkout's, once the merchant's account is disabled; its links open nothing", async () => {
    const merchant = await createMerchant(db());
    const checkout = await world.api.http.post(
      "/api/payments/checkout/",
      { merchant_reference: "disabled-1", amount: "100.00", currency: "CDF", callback_url: world.receiver.url },
      { token: merchant.token },
    );
    const link = await world.api.http.post(
      "/api/payments/payment-link/",
      { name: "Stall", currency: "CDF", amount: "100", callback_url: world.receiver.url },
      { token: merchant.token },
    );
    await db()("users").where({ id: merchant.user.id }).update({ is_active: false });
    const refused = await tryToPay(checkout.body.id, { customer_number: "0812345600" });
    expect(refused.status).toBe(404);
    expect(await db()("payments").where({ checkout_id: checkout.body.id })).toEqual([]);
    const visit = await fetch(`${world.api.baseUrl}/l/${link.body.id}`, { redirect: "manual" });
    expect(visit.status).toBe(404);
    expect(await db()("checkouts").where({ payment_link_id: link.body.id })).toEqual([]);
  });
});
