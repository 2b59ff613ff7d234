import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { launchBrowser, loadedRows, type WatchedPage, waitForCount, watchPagePerTest } from "../support/browser";
import { buildConsoleForTest } from "../support/console";
import { eventually } from "../support/eventually";
import { createMerchant, insertPayment, type MerchantFixture } from "../support/fixtures";
import { type MerchantReceiver, startMerchantReceiver } from "../support/merchant-receiver";
import { startTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let receiver: MerchantReceiver;
let browser: Browser;
let consoleBuild: Awaited<ReturnType<typeof buildConsoleForTest>>;
let merchant: MerchantFixture;
let otherMerchant: MerchantFixture;
let paid: string;
let ownReferences: string[];
let otherReference: string;
let view: WatchedPage;

beforeAll(async () => {
  consoleBuild = await buildConsoleForTest();
  receiver = await startMerchantReceiver();
  api = await startTestApi({ worker: true, env: { CONSOLE_DIR: consoleBuild.dir } });
  merchant = await createMerchant(api.database.db);
  otherMerchant = await createMerchant(api.database.db);
  const created = await api.http.post(
    "/api/payments/transaction/",
    {
      merchant_reference: `order-${randomBytes(4).toString("hex")}`,
      amount: "2500.00",
      currency: "CDF",
      service: "MPESA",
      customer_number: "+243812345600",
      callback_url: receiver.url,
    },
    { token: merchant.token },
  );
  expect(created.status).toBe(201);
  paid = created.body.reference;
  await eventually(async () => (receiver.forReference(paid).length ? true : undefined));
  ownReferences = [
    paid,
    await insertPayment(api.database.db, merchant.merchantId, {
      transaction_status: "Failed",
      merchant_reference: "=cmd|' /C calc'!A0",
    }),
    await insertPayment(api.database.db, merchant.merchantId, {
      transaction_status: "Processing",
      currency: "CDF",
      amount: "750.00",
    }),
  ];
  otherReference = await insertPayment(api.database.db, otherMerchant.merchantId);
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await api?.close();
  await receiver?.close();
  consoleBuild?.remove();
});
watchPagePerTest(
  () => browser,
  (opened) => {
    view = opened;
  },
);

async function signIn(account: MerchantFixture = merchant) {
  const { page } = view;
  await page.goto(`${api.baseUrl}/dashboard/`);
  await page.getByLabel("E-mail").fill(account.user.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Transactions", level: 1 }).waitFor();
}

const transactionsTable = () => view.page.getByRole("table", { name: "Transactions" });

describe("the merchant dashboard", () => {
  it("shows a merchant only their own payments, filters them and resends a notification", async () => {
    await signIn();
    const { page } = view;
    await waitForCount(await loadedRows(transactionsTable()), ownReferences.length);
    const listed = await transactionsTable().innerText();
    for (const reference of ownReferences) expect(listed).toContain(reference);
    expect(listed).not.toContain(otherReference);
    await view.screenshot("payments");

    await page.getByLabel("Status").selectOption("Success");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/status=Success/);
    await waitForCount(await loadedRows(transactionsTable()), 1);

    await page.getByRole("link", { name: paid }).click();
    await page.getByRole("heading", { name: `Transaction ${paid}` }).waitFor();
    const deliveries = page.getByRole("table", { name: "Merchant notification deliveries" });
    await waitForCount(await loadedRows(deliveries), 1);
    await page.getByRole("button", { name: "Resend notification" }).click();
    await page.getByRole("status").getByText("being sent again").waitFor();
    await eventually(async () => (receiver.forReference(paid).length >= 2 ? true : undefined));
    await eventually(async () => {
      await page.getByRole("button", { name: "Refresh" }).click();
      return (await (await loadedRows(deliveries)).count()) >= 2 ? true : undefined;
    });
    await view.screenshot("detail");

    view.expectFailure(404, new RegExp(`/api/payments/transaction/${otherReference}/$`));
    view.expectFailure(404, new RegExp(`/api/payments/transaction/${otherReference}/callbacks/$`));
    await page.goto(`${api.baseUrl}/dashboard/transactions/${otherReference}`);
    await page.getByRole("alert").getByText("Not found: it does not exist, or belongs to another account.").waitFor();
  });

  it("exports the filtered list as CSV", async () => {
    await signIn();
    const { page } = view;
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("transactions.csv");
    const csv = readFileSync(await download.path(), "utf8");
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe(
      "reference,merchant_reference,transaction_status,amount,fee,net_amount,currency,service,customer_number,provider_reference,created_at,updated_at",
    );
    expect(lines).toHaveLength(1 + ownReferences.length);
    for (const reference of ownReferences) expect(csv).toContain(reference);
    expect(csv).not.toContain(otherReference);
    expect(csv).toContain(",'=cmd|' /C calc'!A0,");
  });

  it("creates an API token shown once, lists it and revokes it", async () => {
    await signIn();
    const { page } = view;
    await page.getByRole("link", { name: "API tokens" }).click();
    await page.getByLabel("Your password").fill(merchant.password);
    await page.getByLabel("Your password").press("Enter");
    const token = (await page.getByRole("status").locator("output").innerText()).trim();
    expect(token).toMatch(/^[^.]+\.[^.]+$/);
    const key = token.split(".")[0]!;
    const tokens = page.getByRole("table", { name: "Active API tokens" });
    await tokens.getByText(key).waitFor();
    await view.screenshot("token-created");
    expect((await api.http.get("/api/payments/transaction/", { token })).status).toBe(200);

    await page.getByRole("button", { name: `Revoke ${key}` }).click();
    await page.getByRole("button", { name: "Confirm revoke" }).click();
    await page.getByRole("status").getByText("revoked").waitFor();
    await waitForCount(tokens.getByText(key), 0);
    await view.screenshot("token-revoked");
    expect((await api.http.get("/api/payments/transaction/", { token })).status).toBe(401);
  });

  it("shows reports as charts, wallet balances, and rotates the notification secret", async () => {
    await signIn();
    const { page } = view;
    await page.getByRole("link", { name: "Reports" }).click();
    await page.getByRole("img", { name: "Collected volume by day in CDF" }).waitFor();
    await page.getByRole("img", { name: "Share of payments that succeeded, by day" }).waitFor();
    await page.getByRole("img", { name: "Collected volume by service in CDF" }).waitFor();
    await view.screenshot("reports");

    await page.getByRole("link", { name: "Wallet" }).click();
    await page.getByRole("region", { name: "CDF balance" }).getByText("2,000.00", { exact: true }).first().waitFor();
    await view.screenshot("wallet");

    await page.getByRole("link", { name: "Settings" }).click();
    await page.getByRole("button", { name: "Rotate secret" }).click();
    await page.getByRole("button", { name: "Confirm rotation" }).click();
    const secret = (await page.getByRole("status").locator("output").innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    await view.screenshot("secret-rotated");
  });
});
