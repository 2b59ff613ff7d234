import type { Browser } from "playwright-core";
import { launchBrowser, loadedRows, type WatchedPage, waitForCount, watchPagePerTest } from "../support/browser";
import { buildConsoleForTest } from "../support/console";
import { eventually } from "../support/eventually";
import { createMerchant, createStaff, creditWallet, type MerchantFixture } from "../support/fixtures";
import { type MerchantReceiver, startMerchantReceiver } from "../support/merchant-receiver";
import { startTestApi, type TestApi } from "../support/test-api";

/**
 * Payouts in the console: a sandbox merchant pays out from its wallet and reads the statement; a prod
 * merchant with no provider to pay out through sees its payout wait and cancels it; staff read a payout's story.
 */
let api: TestApi;
let receiver: MerchantReceiver;
let browser: Browser;
let consoleBuild: Awaited<ReturnType<typeof buildConsoleForTest>>;
let sandboxMerchant: MerchantFixture;
let prodMerchant: MerchantFixture;
let view: WatchedPage;

beforeAll(async () => {
  consoleBuild = await buildConsoleForTest();
  receiver = await startMerchantReceiver();
  api = await startTestApi({ worker: true, env: { CONSOLE_DIR: consoleBuild.dir, SANDBOX_RESULT_DELAY_MS: "300" } });
  sandboxMerchant = await createMerchant(api.database.db);
  prodMerchant = await createMerchant(api.database.db, { accountType: "prod" });
  await creditWallet(api.database.db, sandboxMerchant.merchantId, "CDF", "10000.00");
  await creditWallet(api.database.db, prodMerchant.merchantId, "CDF", "10000.00");
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

async function signIn(email: string, password: string, landing: string) {
  const { page } = view;
  await page.goto(`${api.baseUrl}/${landing}/`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Transactions", level: 1 }).waitFor();
}

async function fillPayout(recipient: string, merchantReference: string) {
  const { page } = view;
  await page.getByLabel("Merchant reference").first().fill(merchantReference);
  await page.getByLabel("Amount").fill("1000.00");
  await page.getByLabel("Currency").selectOption("CDF");
  await page.getByLabel("Recipient number").fill(recipient);
  await page.getByLabel("Callback URL").fill(receiver.url);
}

describe("payouts in the console", () => {
  it("lets a merchant pay out, follow it to Success, and read the wallet and its statement", async () => {
    await signIn(sandboxMerchant.user.email, sandboxMerchant.password, "dashboard");
    const { page } = view;
    await page.getByRole("link", { name: "Payouts" }).click();
    await page.getByRole("heading", { name: "Payouts", level: 1 }).waitFor();
    await fillPayout("+243812345600", "salary-42");
    await page.getByRole("button", { name: "Pay out" }).click();
    await page.getByRole("status").getByText("created: Processing").waitFor();
    const table = page.getByRole("table", { name: "Payouts" });
    await waitForCount(await loadedRows(table), 1);
    await view.screenshot("created");
    const reference = (await table.locator("tbody tr td a").first().innerText()).trim();
    await eventually(async () => {
      const { body } = await api.http.get(`/api/payments/payout/${reference}/`, { token: sandboxMerchant.token });
      return body.payout_status === "Success" ? true : undefined;
    });
    await page.getByRole("link", { name: reference }).click();
    await page.getByRole("heading", { name: `Payout ${reference}` }).waitFor();
    await page.getByText("Success").first().waitFor();

    await page.getByRole("link", { name: "Wallet" }).click();
    await page.getByRole("region", { name: "CDF balance" }).getByText("8,800.00", { exact: true }).waitFor();
    const statement = page.getByRole("table", { name: "Statement" });
    const lines = await loadedRows(statement);
    await waitForCount(lines, 5);
    expect(await statement.innerText()).toContain("payout hold");
    await view.screenshot("wallet");

    view.expectFailure(400, /\/api\/payments\/payout\/$/);
    await page.getByRole("link", { name: "Payouts" }).click();
    await fillPayout("+243812345600", "too-much");
    await page.getByLabel("Amount").fill("9000.00");
    await page.getByRole("button", { name: "Pay out" }).click();
    await page.getByRole("alert").getByText("400 insufficient_balance").waitFor();
    expect(await page.getByRole("alert").innerText()).toContain("8,800.00".replace(",", ""));
    await view.screenshot("insufficient");
  });

  it("shows a payout waiting for a provider, and cancels it", async () => {
    await signIn(prodMerchant.user.email, prodMerchant.password, "dashboard");
    const { page } = view;
    await page.getByRole("link", { name: "Payouts" }).click();
    await fillPayout("+243812345600", "waits");
    await page.getByRole("button", { name: "Pay out" }).click();
    await page.getByRole("status").getByText("created: Pending (waiting:").waitFor();
    await view.screenshot("waiting");
    const table = page.getByRole("table", { name: "Payouts" });
    const reference = (await table.locator("tbody tr td a").first().innerText()).trim();
    await page.getByRole("button", { name: `Cancel ${reference}` }).click();
    await page.getByRole("status").getByText("cancelled").waitFor();
    await waitForCount(page.getByRole("button", { name: `Cancel ${reference}` }), 0);
    const { body } = await api.http.get(`/api/payments/payout/${reference}/`, { token: prodMerchant.token });
    expect(body).toMatchObject({ payout_status: "Failed", failure_reason: "cancelled" });
  });

  it("lets staff find every payout and read its story", async () => {
    const staff = await createStaff(api.database.db);
    const { body } = await api.http.get("/api/payments/payout/", { token: sandboxMerchant.token });
    const reference = body.results[0].reference;
    await signIn(staff.user.email, "staff password 123", "admin");
    const { page } = view;
    await page.getByRole("link", { name: "Payouts" }).click();
    const table = page.getByRole("table", { name: "Payouts" });
    await waitForCount(await loadedRows(table), 2);
    await page.getByRole("link", { name: reference }).click();
    await page.getByRole("heading", { name: `Payout ${reference}` }).waitFor();
    await waitForCount(await loadedRows(page.getByRole("table", { name: "State history" })), 3);
    expect(await page.getByRole("table", { name: "Ledger entries" }).innerText()).toContain("payout_fee");
    expect(await page.getByRole("table", { name: "Provider attempts" }).innerText()).toContain("disburse");
    await view.screenshot("story");
  });
});
