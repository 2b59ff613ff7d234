import { loadedRows, waitForCount } from "../support/browser";
import { useConsoleBrowser } from "../support/console-browser";
import { eventually } from "../support/eventually";
import { createStaff, creditWallet, insertPayment } from "../support/fixtures";
import { usePaymentWorld } from "../support/payment-world";
import { mpesaNumber } from "../support/simulated-providers";

/** A merchant refunds from a payment's page; staff reconcile a provider's day and settle an exception. */
const browser = useConsoleBrowser();
const world = usePaymentWorld({ simulated: true, accountType: "prod", env: { CONSOLE_DIR: browser.consoleDir } });

it("lets a merchant refund part of a payment from its page", async () => {
  await creditWallet(world.api.database.db, world.merchant.merchantId, "USD", "100.00");
  const created = await world.createPayment({ amount: "20.00", currency: "USD", customer_number: mpesaNumber() });
  const reference = created.body.reference as string;
  await eventually(async () => {
    const { body } = await world.api.http.get(`/api/payments/transaction/${reference}/`, { token: world.merchant.token });
    return body.transaction_status === "Success" ? true : undefined;
  });
  const view = await browser.signIn(world.api.baseUrl, world.merchant.user.email, world.merchant.password, "dashboard");
  const { page } = view;
  await page.goto(`${world.api.baseUrl}/dashboard/transactions/${reference}`);
  await page.getByRole("heading", { name: `Transaction ${reference}` }).waitFor();
  await page.getByLabel("Refund reference").fill("refund-1");
  await page.getByLabel("Amount (empty: all that is left)").fill("5.00");
  await page.getByLabel("Reason (optional)").fill("Returned: wrong size");
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  await page.getByRole("status").getByText("created:").waitFor();
  const ofThisPayment = page.getByRole("table", { name: "Refunds of this payment" });
  await waitForCount(await loadedRows(ofThisPayment), 1);
  await ofThisPayment.getByText("Returned: wrong size").waitFor();
  await view.screenshot("refunded");
  await page.getByRole("link", { name: "Refunds" }).click();
  const refunds = page.getByRole("table", { name: "Refunds" });
  await waitForCount(await loadedRows(refunds), 1);
  expect(await refunds.innerText()).toContain(reference);
  expect(await refunds.innerText()).toContain("Returned: wrong size");
});

it("lets staff reconcile a provider's day and accept an exception with a note", async () => {
  const ghost = await insertPayment(world.api.database.db, world.merchant.merchantId, {
    account_type: "prod",
    amount: "5.00",
    currency: "USD",
    provider_code_name: "alpha",
    transaction_status: "Success",
    completed_at: new Date(),
  });
  const staff = await createStaff(world.api.database.db);
  const view = await browser.signIn(world.api.baseUrl, staff.user.email, "staff password 123", "admin");
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
