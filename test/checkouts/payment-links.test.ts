import { randomBytes } from "node:crypto";
import { eventually } from "../support/eventually";
import { createMerchant } from "../support/fixtures";
import { usePaymentWorld } from "../support/payment-world";

/** Payment links: the merchant's API, the customer's visits opening checkouts, the QR code, turning a link off. */
const world = usePaymentWorld({ env: { CHECKOUT_SWEEP_INTERVAL_SECONDS: "0.3" } });

const createLink = async (fields: Record<string, unknown> = {}) => {
  const created = await world.api.http.post(
    "/api/payments/payment-link/",
    { name: "Market stall", currency: "CDF", description: "Fruit and vegetables", callback_url: world.receiver.url, ...fields },
    { token: world.merchant.token },
  );
  expect(created.status).toBe(201);
  return created.body;
};
/** A visit as a browser makes it (pages, not the error envelope), the redirect not followed. */
const visit = (path: string, init: RequestInit = {}) =>
  fetch(`${world.api.baseUrl}${path}`, {
    redirect: "manual",
    ...init,
    headers: { accept: "text/html,application/xhtml+xml", ...(init.headers as Record<string, string>) },
  });
const checkoutIdOf = (response: Response) =>
  /^\/pay\/(CO[0-9A-Z]+)\?lang=(fr|en)$/.exec(response.headers.get("location") ?? "")?.[1];
const checkoutOf = async (id: string) =>
  (await world.api.http.get(`/api/payments/checkout/${id}/`, { token: world.merchant.token })).body;

describe("a payment link", () => {
  it("with an amount: each visit opens a new checkout <link id>-<n> and sends the customer to it; the list shows what they came to", async () => {
    const link = await createLink({ amount: "5000" });
    expect(link).toMatchObject({
      url: `${world.api.baseUrl}/l/${link.id}`,
      qr_url: `${world.api.baseUrl}/l/${link.id}/qr.svg`,
      amount: "5000.00",
      currency: "CDF",
      active: true,
      checkouts: 0,
    });
    const first = await visit(`/l/${link.id}`);
    expect(first.status).toBe(303);
    const second = await visit(`/l/${link.id}?lang=en`, { headers: { "accept-language": "en" } });
    const [one, two] = [checkoutIdOf(first)!, checkoutIdOf(second)!];
    expect(second.headers.get("location")).toBe(`/pay/${two}?lang=en`);
    expect(await checkoutOf(one)).toMatchObject({
      merchant_reference: `${link.id}-1`,
      amount: "5000.00",
      description: "Fruit and vegetables",
      payment_link_id: link.id,
      callback_url: world.receiver.url,
    });
    expect((await checkoutOf(two)).merchant_reference).toBe(`${link.id}-2`);

    expect((await world.api.http.post(`/pay/${one}/tries`, { customer_number: "0812345600" })).status).toBe(201);
    await eventually(async () => ((await checkoutOf(one)).checkout_status === "paid" ? true : undefined));
    const list = await world.api.http.get("/api/payments/payment-link/", { token: world.merchant.token });
    expect(list.body.results.find((row: { id: string }) => row.id === link.id)).toMatchObject({
      checkouts: 2,
      paid: 1,
      paid_amount: "5000.00",
    });
    const theirs = await world.api.http.get(`/api/payments/checkout/?payment_link_id=${link.id}`, {
      token: world.merchant.token,
    });
    expect(theirs.body.results.map((row: { id: string }) => row.id).sort()).toEqual([one, two].sort());
  });

  it("without an amount: the page asks for it as people write it, keeps what was typed when it refuses, says the limits", async () => {
    const link = await createLink();
    expect(link.amount).toBeNull();
    const page = await world.api.http.get(`/l/${link.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<label for="amount">Montant à payer (CDF)</label>');
    expect(page.body).toMatch(/Entre 1\sCDF et 25\s000\s000\sCDF\./);
    const form = (amount: string) =>
      visit(`/l/${link.id}?lang=en`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ amount }).toString(),
      });
    const bad = await form("douze");
    expect(bad.status).toBe(400);
    const badPage = await bad.text();
    expect(badPage).toContain("Enter a valid amount, for example 5,000. Between 1\u00a0CDF and 25,000,000\u00a0CDF.");
    expect(badPage).toContain('value="douze"');
    const centimes = await form("7500,5");
    expect(centimes.status).toBe(400);
    const centimesPage = await centimes.text();
    expect(centimesPage).toContain("Francs are paid without centimes: enter a whole amount, for example 7,500.");
    expect(centimesPage).toContain('value="7500,5"');
    expect((await form("30000000")).status).toBe(400);
    for (const written of ["7 500", "7.500", "7,500", "7500 FC"]) {
      const good = await form(written);
      expect(good.status).toBe(303);
      expect(await checkoutOf(checkoutIdOf(good)!)).toMatchObject({ amount: "7500.00", checkout_status: "open" });
    }
  });

  it("turned off answers 410 on its page and QR code; another merchant can neither see nor change it", async () => {
    const link = await createLink({ amount: "100" });
    const qr = await visit(`/l/${link.id}/qr.svg`);
    expect(qr.status).toBe(200);
    expect(qr.headers.get("content-type")).toBe("image/svg+xml");
    expect(await qr.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    // The printable card: the merchant's name, the amount, the QR code and the address under it.
    const card = await visit(`/l/${link.id}/card`);
    expect(card.status).toBe(200);
    const printed = await card.text();
    expect(printed).toContain("<h1>Test Shop</h1>");
    expect(printed).toMatch(/100\sCDF/);
    expect(printed).toContain("Scannez pour payer par mobile money");
    expect(printed).toContain(`${world.api.baseUrl}/l/${link.id}</p>`);
    expect(printed).toMatch(/<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    const other = await createMerchant(world.api.database.db);
    expect(
      (await world.api.http.patch(`/api/payments/payment-link/${link.id}/`, { active: false }, { token: other.token })).status,
    ).toBe(404);
    expect((await world.api.http.get(`/api/payments/payment-link/${link.id}/`, { token: other.token })).status).toBe(404);
    const bad = await world.api.http.patch(
      `/api/payments/payment-link/${link.id}/`,
      { active: "no" },
      { token: world.merchant.token },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details)).toEqual(["active"]);

    const off = await world.api.http.patch(
      `/api/payments/payment-link/${link.id}/`,
      { active: false },
      { token: world.merchant.token },
    );
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    const gone = await visit(`/l/${link.id}`);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain("Lien désactivé");
    const qrGone = await visit(`/l/${link.id}/qr.svg`);
    expect(qrGone.status).toBe(410);
    expect(await qrGone.text()).toContain("Lien désactivé");
    expect((await visit(`/l/${link.id}/card`)).status).toBe(410);
    expect((await visit("/l/PLNOPE")).status).toBe(404);
    const forAnApi = await world.api.http.get(`/l/${link.id}`);
    expect(forAnApi.status).toBe(410);
    expect(forAnApi.body.error.code).toBe("request_error");
  });

  it("refuses bad fields, each named", async () => {
    const bad = await world.api.http.post(
      "/api/payments/payment-link/",
      { name: "", currency: "XYZ", amount: "-1", callback_url: "ftp://x", colour: "red" },
      { token: world.merchant.token },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details).sort()).toEqual(["amount", "callback_url", "colour", "currency", "name"]);
  });
});

describe("checkouts from links keep their numbers apart", () => {
  it("numbers visits one by one under concurrency", async () => {
    const link = await createLink({ amount: "700", name: `busy-${randomBytes(3).toString("hex")}` });
    const visits = await Promise.all(Array.from({ length: 6 }, () => visit(`/l/${link.id}`)));
    expect(visits.map((response) => response.status)).toEqual(Array(6).fill(303));
    const references = await Promise.all(
      visits.map(async (response) => (await checkoutOf(checkoutIdOf(response)!)).merchant_reference),
    );
    expect(references.sort()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `${link.id}-${n}`).sort());
  });
});
