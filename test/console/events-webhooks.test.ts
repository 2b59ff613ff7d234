import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { useConsoleBrowser } from "../support/console-browser";
import { type EndpointReceiver, startEndpointReceiver } from "../support/endpoint-receiver";
import { eventually } from "../support/eventually";
import { createMerchant, type MerchantFixture } from "../support/fixtures";
import { type MerchantReceiver, startMerchantReceiver } from "../support/merchant-receiver";
import { startTestApi, type TestApi } from "../support/test-api";

/** The merchant's Events and Webhooks pages, against the API with a worker delivering to endpoints on loopback. */
const consoleBrowser = useConsoleBrowser();
let api: TestApi;
let callbacks: MerchantReceiver;
let endpoint: EndpointReceiver;
let merchant: MerchantFixture;

beforeAll(async () => {
  callbacks = await startMerchantReceiver();
  endpoint = await startEndpointReceiver();
  api = await startTestApi({ worker: true, env: { CONSOLE_DIR: consoleBrowser.consoleDir } });
  merchant = await createMerchant(api.database.db);
}, 120_000);
afterAll(async () => {
  await api?.close();
  await callbacks?.close();
  await endpoint?.close();
});

const PHONE = { width: 390, height: 844 };

async function pay(): Promise<string> {
  const created = await api.http.post(
    "/api/payments/transaction/",
    {
      merchant_reference: `order-${randomBytes(5).toString("hex")}`,
      amount: "2500.00",
      currency: "CDF",
      service: "MPESA",
      customer_number: "+243812345600",
      callback_url: callbacks.url,
    },
    { token: merchant.token },
  );
  expect(created.status).toBe(201);
  return created.body.reference;
}

it("adds an endpoint (secret shown once), lists events by type and delivery, opens one with its attempts and redelivers it", async () => {
  const { page, ...view } = await consoleBrowser.signIn(api.baseUrl, merchant.user.email, merchant.password, "dashboard");
  await page.getByRole("link", { name: "Webhooks" }).click();
  await page.getByLabel("URL").fill(endpoint.url);
  await page.getByLabel("Description (optional)").fill("orders");
  // Every event type the API has can be subscribed to, a conversion's among them.
  await page.getByRole("checkbox", { name: "conversion.succeeded" }).waitFor();
  await page.getByRole("checkbox", { name: "transaction.succeeded" }).check();
  await page.getByRole("button", { name: "Add endpoint" }).click();
  const secret = (await page.getByRole("status").locator("output").innerText()).trim();
  expect(secret).toMatch(/^whsec_/);
  await page.getByRole("table", { name: "Webhook endpoints" }).getByText("transaction.succeeded").waitFor();
  await view.screenshot("webhook-added-secret-once");

  const reference = await pay();
  const [delivered] = await eventually(async () =>
    endpoint.ofResource(reference).length ? endpoint.ofResource(reference) : undefined,
  );
  expect(delivered!.json.type).toBe("transaction.succeeded");
  new Webhook(secret).verify(delivered!.body, delivered!.headers as Record<string, string>);
  await eventually(async () => (callbacks.forReference(reference).length ? true : undefined));

  await page.getByRole("link", { name: "Events" }).click();
  expect(await page.getByLabel("Type").locator("option", { hasText: "conversion.succeeded" }).count()).toBe(1);
  await page.getByLabel("Type").selectOption("transaction.succeeded");
  await page.getByLabel("Delivery").selectOption("true");
  await page.getByRole("button", { name: "Search" }).click();
  await page.waitForURL(/type=transaction\.succeeded&delivery_success=true/);
  await view.settled();
  const eventId = delivered!.headers["webhook-id"] as string;
  const row = page.getByRole("table", { name: "Events" }).getByRole("row").filter({ hasText: eventId });
  await row.waitFor();
  expect(await page.getByRole("table", { name: "Events" }).getByText("transaction.processing").count()).toBe(0);
  await view.screenshot("events-filtered");

  await row.getByRole("link", { name: eventId }).click();
  const attempts = page.getByRole("table", { name: "Delivery attempts" });
  await attempts.getByText(endpoint.url).waitFor();
  await attempts.getByText(callbacks.url).waitFor();
  await view.screenshot("event-attempts");
  await page.getByRole("button", { name: "Redeliver" }).click();
  await page.getByText("Delivering again: 1 endpoint(s) and the callback URL.").waitFor();
  await eventually(async () => (endpoint.ofResource(reference).length === 2 ? true : undefined));
  expect(endpoint.ofResource(reference)[1]!.headers["webhook-id"]).toBe(eventId);
  await page.setViewportSize(PHONE);
  await view.screenshot("event-redelivered-phone");
  expect(view.problems).toEqual([]);
});

it("rotates an endpoint's secret (shown once), disables it and enables it with a replay of what it missed", async () => {
  const { page, ...view } = await consoleBrowser.signIn(api.baseUrl, merchant.user.email, merchant.password, "dashboard");
  await page.getByRole("link", { name: "Webhooks" }).click();
  await page.getByRole("button", { name: `Rotate the secret of ${endpoint.url}` }).click();
  const rotated = (await page.getByRole("status").locator("output").innerText()).trim();
  expect(rotated).toMatch(/^whsec_/);
  await view.screenshot("webhook-secret-rotated");

  const since = new Date(Date.now() - 60_000);
  await page.getByRole("button", { name: `Disable ${endpoint.url}` }).click();
  await page.getByRole("table", { name: "Webhook endpoints" }).getByText("disabled by the merchant").waitFor();
  const missed = await pay();
  await eventually(async () => (callbacks.forReference(missed).length ? true : undefined));
  expect(endpoint.ofResource(missed)).toEqual([]);
  await view.screenshot("webhook-disabled");

  const local = new Date(since.getTime() - since.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await page.getByLabel("Replay events since (your time zone), when enabling").fill(local);
  await page.getByRole("button", { name: `Enable ${endpoint.url}` }).click();
  await page.getByText(/enabled; \d+ event\(s\) since then are on their way/).waitFor();
  const [replayed] = await eventually(async () => (endpoint.ofResource(missed).length ? endpoint.ofResource(missed) : undefined));
  expect(replayed!.json.type).toBe("transaction.succeeded");
  new Webhook(rotated).verify(replayed!.body, replayed!.headers as Record<string, string>);
  await view.screenshot("webhook-enabled-replayed");
  expect(view.problems).toEqual([]);
});

it("says an endpoint whose every delivery fails is failing, and since when, not healthy", async () => {
  await api.database
    .db("webhook_endpoints")
    .where({ url: endpoint.url })
    .update({ failing_since: new Date(Date.now() - 3_600_000) });
  const { page, ...view } = await consoleBrowser.signIn(api.baseUrl, merchant.user.email, merchant.password, "dashboard");
  await page.getByRole("link", { name: "Webhooks" }).click();
  const row = page.getByRole("table", { name: "Webhook endpoints" }).getByRole("row").filter({ hasText: endpoint.url });
  await row.getByText("failing", { exact: true }).waitFor();
  await row.getByText(/every delivery failing since/).waitFor();
  expect(await row.getByText("healthy").count()).toBe(0);
  await view.screenshot("webhook-failing");
  await api.database.db("webhook_endpoints").where({ url: endpoint.url }).update({ failing_since: null });
  expect(view.problems).toEqual([]);
});

it("says an event whose delivery failed is failing, not pending", async () => {
  endpoint.answerByDefault(500);
  try {
    const reference = await pay();
    const [refused] = await eventually(async () =>
      endpoint.ofResource(reference).length ? endpoint.ofResource(reference) : undefined,
    );
    const eventId = refused!.headers["webhook-id"] as string;
    const { page, ...view } = await consoleBrowser.signIn(api.baseUrl, merchant.user.email, merchant.password, "dashboard");
    await page.goto(`${api.baseUrl}/dashboard/events/${eventId}`);
    await page.getByRole("heading", { name: `Event ${eventId}` }).waitFor();
    await page.getByText("failing", { exact: true }).waitFor();
    expect(await page.getByText("pending", { exact: true }).count()).toBe(0);
    await view.screenshot("event-failing");
  } finally {
    endpoint.answerByDefault(200);
  }
});
