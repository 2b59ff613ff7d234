import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { buildConsole } from "../../console/build";
import { launchBrowser, loadedRows, type WatchedPage, waitForCount, watchPagePerTest } from "../support/browser";
import { eventually } from "../support/eventually";
import { createStaff, creditWallet, insertTransaction } from "../support/fixtures";
import { usePaymentWorld } from "../support/payment-world";
import { mpesaNumber } from "../support/simulated-providers";

/** A merchant refunds from a payment's page; staff reconcile a provider's day and settle an exception. */
const consoleRoot = mkdtempSync(path.join(os.tmpdir(), "console-"));
const consoleDir = path.join(consoleRoot, "console");
let browser: Browser;
let view: WatchedPage;
// Built before the world's API starts, which serves it.
beforeAll(() => buildConsole(consoleDir), 120_000);
const world = usePaymentWorld({ simulated: true, accountType: "prod", env: { CONSOLE_DIR: consoleDir } });

beforeAll(async () => {
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  rmSync(consoleRoot, { recursive: true, force: true });
});
watchPagePerTest(
  () => browser,
  (opened) => {
    view = opened;
  },
);

async function signIn(email: string, password: string, landing: string) {
  const { page } = view;
  await page.goto(`${world.api.baseUrl}/${landing}/`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Transactions", level: 1 }).waitFor();
}

it("lets a merchant refund part of a payment from its page", async () => {
  await creditWallet(world.api.database.db, world.merchant.merchantId, "USD", "100.00");
  const created = await world.createPayment({ amount: "20.00", currency: "USD", customer_number: mpesaNumber() });
  const reference = created.body.reference as string;
  await eventually(async () => {
    const { body } = await world.api.http.get(`/api/payments/transaction/${reference}/`, { token: world.merchant.token });
    return body.transaction_status === "Success" ? true : undefined;
  });
  await signIn(world.merchant.user.email, world.merchant.password, "dashboard");
  const { page } = view;
  await page.goto(`${world.api.baseUrl}/dashboard/transactions/${reference}`);
  await page.getByRole("heading", { name: `Transaction ${reference}` }).waitFor();
  await page.getByLabel("Refund reference").fill("refund-1");
  await page.getByLabel("Amount (empty: all that is left)").fill("5.00");
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  await page.getByRole("status").getByText("created:").waitFor();
  await waitForCount(await loadedRows(page.getByRole("table", { name: "Refunds of this payment" })), 1);
  await view.screenshot("refunded");
  await page.getByRole("link", { name: "Refunds" }).click();
  const refunds = page.getByRole("table", { name: "Refunds" });
  await waitForCount(await loadedRows(refunds), 1);
  expect(await refunds.innerText()).toContain(reference);
});

it("lets staff reconcile a provider's day and accept an exception with a note", async () => {
  const ghost = await insertTransaction(world.api.database.db, world.merchant.merchantId, {
    account_type: "prod",
    amount: "5.00",
    currency: "USD",
    provider_code_name: "alpha",
    transaction_status: "Success",
    completed_at: new Date(),
  });
  const staff = await createStaff(world.api.database.db);
  await signIn(staff.user.email, "staff password 123", "admin");
  const { page } = view;
  await page.getByRole("link", { name: "Reconciliation" }).click();
  await page.getByLabel("Provider").first().selectOption("alpha");
  await page.getByLabel("Day (UTC)").fill(new Date().toISOString().slice(0, 10));
  await page.getByRole("button", { name: "Reconcile", exact: true }).click();
  await page.getByRole("status").getByText("alpha").waitFor();
  const table = page.getByRole("table", { name: "Reconciliation exceptions" });
  await table.getByText(ghost).waitFor();
  await view.screenshot("exceptions");
  const row = table.locator("tr", { hasText: ghost });
  await row.getByRole("checkbox").check();
  await page.getByLabel("Note (why)").fill("inserted by the test on purpose");
  await page.getByRole("button", { name: "Accept as explained" }).click();
  await page.getByRole("status").getByText("1 exception(s) accepted as explained").waitFor();
  await waitForCount(table.getByText(ghost), 0);
  await view.screenshot("settled");
});
